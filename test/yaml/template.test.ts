// Templated YAML (issue 12 theme 1): template syntax is never a YAML or schema error, and the CMP
// parts a template holds are still read with exact positions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { maskTemplate, templatedByName } from '../../src/yaml/template.js';
import { FIXTURES, lintIn, brief } from '../helpers/lint.js';

const LOAD = join(FIXTURES, 'load');

test('maskTemplate keeps every offset and line, blanks action-only lines, and leaves placeholders', () => {
  const text = [
    '{{- if .Values.enabled }}',
    'metadata:',
    '  name: {{ .Name }}',
    '  labels:',
    '    {{- include "x.labels" . | nindent 4 }}',
    '  path: apps/{{.Name}}',
    '  image: "{{ .a }}:{{ .b }}"',
    '{{/* a comment',
    '   over two lines */}}',
    '{{- end }}',
    '',
  ].join('\n');
  const m = maskTemplate(text);
  assert.equal(m.text.length, text.length);
  const lines = m.text.split('\n');
  assert.deepEqual(
    lines.map((l) => l.trimEnd()),
    ['', 'metadata:', '  name: "{ .Name }"', '  labels:', "    \"{- include 'x.labels' . | nindent 4 }\"", '  path: apps/_________', '  image: "________:________"', '', '', '', ''],
  );
  // every line keeps its length: columns after a masked action do not move
  assert.deepEqual(lines.map((l) => l.length), text.split('\n').map((l) => l.length));
  assert.ok(m.placeholders.length > 0);
});

test('templates by place and name: chart templates/ beside Chart.yaml, helmfile, *.gotmpl', () => {
  const charts = new Set(['charts/web']);
  const has = (d: string) => charts.has(d);
  assert.equal(templatedByName('charts/web/templates/deployment.yaml', has), true);
  assert.equal(templatedByName('charts/web/templates/sub/cm.yaml', has), true);
  assert.equal(templatedByName('other/templates/deployment.yaml', has), false);
  assert.equal(templatedByName('helmfile.yaml', has), true);
  assert.equal(templatedByName('env/values.yaml.gotmpl', has), true);
  assert.equal(templatedByName('apps/app.yaml', has), false);
});

test('a Helm chart template: no yaml-syntax, no schema error, the sidecar and plugin inside are read with exact positions', async () => {
  const r = await lintIn(join(LOAD, 'helm-chart'));
  assert.deepEqual(brief(r.findings), [
    'plugin-shell-errexit templates/plugin.yaml:15:17 warning',
    'sidecar-hardening templates/repo-server.yaml:16:11 info',
  ]);
  for (const f of r.findings) assert.doesNotMatch(f.message, /\[object Object\]|`\?`|undefined/);
  // a value the template computes is named the way the template writes it, not as a mangled string
  assert.match(r.findings[0].message, /plugin `envsubst` \(served as `envsubst-\{ \.Chart\.Version \| quote \}`\)/);
});

test('placeholders of other tools (`name: {{.Name}}`) are not schema errors; quoted templates stay YAML', async () => {
  const r = await lintIn(join(LOAD, 'placeholders'));
  assert.deepEqual(brief(r.findings), []);
});
