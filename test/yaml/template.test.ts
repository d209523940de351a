// Templated YAML (issue 12 theme 1): template syntax is never a YAML or schema error, and the CMP
// parts a template holds are still read with exact positions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { maskTemplate, maskEdits, templatedByName } from '../../src/yaml/template.js';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { maskByChars } from '../helpers/mask-by-chars.js';
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


test('the mask built from slices is the mask written character by character (fixtures, templates and mutants)', () => {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(ya?ml|tpl|gotmpl)$/.test(name)) {
        const t = readFileSync(p, 'utf8');
        if (t.includes('{{')) texts.push(t);
      }
    }
  };
  walk(FIXTURES);
  assert.ok(texts.length > 5, `${texts.length} templates`);
  let seed = 3;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const bits = ['{{', '}}', '{{- ', ' -}}', '"', '\\', '\n', '\r\n', 'é', '🚀', 'key: ', '- ', '/*', '*/', '`'];
  const all = [...texts];
  for (let i = 0; i < 1500; i++) {
    let t = texts[rnd(texts.length)].slice(0, 600);
    for (let k = 1 + rnd(4); k > 0; k--) {
      const at = rnd(t.length + 1);
      t = t.slice(0, at) + bits[rnd(bits.length)] + t.slice(at + rnd(3));
    }
    all.push(t);
  }
  for (const t of all) {
    const { edits } = maskEdits(t);
    const m = maskTemplate(t).text;
    assert.equal(m, edits.length ? maskByChars(t, edits) : t, JSON.stringify(t.slice(0, 200)));
    assert.equal(m.length, t.length);
  }
});

test('templatedByName answers as the plain path test did, on every kind of path', () => {
  const before = (path: string, hasChart: (dir: string) => boolean): boolean => {
    const lower = path.toLowerCase();
    if (lower.endsWith('.gotmpl') || /(^|\/)helmfile\.ya?ml$/.test(lower) || /(^|\/)helmfile\.d\//.test(lower)) return true;
    const parts = path.split('/');
    for (let i = parts.length - 2; i >= 0; i--) {
      if (parts[i] === 'templates' && hasChart(parts.slice(0, i).join('/') || '.')) return true;
    }
    return false;
  };
  const charts = new Set(['.', 'charts/web', 'a/templates']);
  const has = (dir: string) => charts.has(dir);
  const parts = ['templates', 'Templates', 'TEMPLATES', 'charts', 'web', 'a', 'helmfile.yaml', 'HelmFile.YML', 'helmfile.d', 'x.gotmpl', 'X.GoTmpl', 'cm.yaml', 'İ', 'templates.yaml', 'mytemplates', ''];
  let seed = 3;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  for (let i = 0; i < 5000; i++) {
    const p = Array.from({ length: 1 + rnd(5) }, () => parts[rnd(parts.length)]).join('/');
    assert.equal(templatedByName(p, has), before(p, has), p);
  }
});
