// Go-template actions inside YAML strings (Prometheus rule descriptions, Argo CD notification
// templates in block scalars) do not make a file a template: such a file is loaded document by
// document like any other, and only a file whose actions break it as YAML goes to the whole-file
// path that decides whether it is a template of another tool.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadYamlStream, hasUnquotedAction, UNQUOTED_ACTION, type DocSpan } from '../../src/yaml/load.js';
import { FIXTURES, lintIn, brief } from '../helpers/lint.js';

const DIR = join(FIXTURES, 'action-strings');
const BUNDLE = readFileSync(join(DIR, 'bundle.yaml'), 'utf8');
const EXPECTED = ['plugin-unknown-field bundle.yaml:41:7 warning', 'app-plugin-not-found bundle.yaml:57:13 error'];

const deployment = (name: string) =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${name}\nspec:\n  template:\n    spec:\n      containers:\n      - name: main\n        image: ${name}:1\n`;

test('actions in block scalars: the file streams, its irrelevant documents are skipped, nothing is a template', () => {
  const load = loadYamlStream('bundle.yaml', BUNDLE, { readFile: () => BUNDLE });
  assert.equal(load.templated, false);
  assert.equal(load.problems.length, 0);
  assert.deepEqual(load.quiet, []);
  // the whole-file path would keep all four documents; the stream skips the PrometheusRule
  const kinds = load.docs.map((d) => (d.raw as { kind: string }).kind);
  assert.deepEqual(kinds, ['ConfigMap', 'ConfigMap', 'Application']);
});

test('a worker thread loads such a file itself instead of sending it back whole', () => {
  // (Argo CD's own ConfigMaps are parsed with positions, which a worker leaves to the main thread:
  // here a plain ConfigMap of alert templates, the PrometheusRule and a Deployment)
  const rule = BUNDLE.split(/^---\n/m)[1];
  const cm = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: alert-templates\ndata:\n  slack.tmpl: |\n    {{ define "slack.title" }}{{ .Status }}{{ end }}\n`;
  const text = [cm, rule, deployment('web')].join('---\n');
  const spans: DocSpan[] = [];
  const load = loadYamlStream('bundle.yaml', text, { spans, directives: false });
  assert.equal(load.parseHere, undefined);
  assert.equal(spans.length, 1);
  assert.equal(spans[0].rel, 'configmap');
  assert.equal(load.docs.length, 1);
});

test('findings after documents with actions keep their lines and columns', async () => {
  assert.deepEqual(brief((await lintIn(DIR)).findings), EXPECTED);
  // the same file with the actions written out: the same findings at the same places
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-actions-'));
  try {
    writeFileSync(join(dir, 'bundle.yaml'), BUNDLE.replace(/\{\{/g, '<<').replace(/\}\}/g, '>>'));
    assert.deepEqual(brief((await lintIn(dir)).findings), EXPECTED);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('actions after thousands of documents are found', () => {
  const text = Array.from({ length: 3000 }, (_, i) => deployment(`d${i}`)).join('---\n') + '---\n' + BUNDLE;
  const load = loadYamlStream('big.yaml', text, { readFile: () => text });
  assert.equal(load.templated, false);
  assert.deepEqual(
    load.docs.map((d) => (d.raw as { kind: string }).kind),
    ['ConfigMap', 'ConfigMap', 'Application'],
  );
});

test('a file whose actions break it as YAML is still read as a template of another tool', () => {
  // `name: {{ .Values.name }}` reads as a flow mapping: the whole-file path masks it as a template
  const text = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Values.name }}\ndata:\n  a: b\n---\n${deployment('web')}`;
  const load = loadYamlStream('cm.yaml', text, { readFile: () => text });
  assert.equal(load.templated, true);
  assert.equal(load.docs.length, 2, 'the whole-file path keeps every document');
  // an action that leaves text after it on a line breaks the document: the same
  const broken = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n  annotations:\n    summary: {{ $labels.job }} down\n`;
  const l2 = loadYamlStream('rule.yaml', broken, { readFile: () => broken });
  assert.equal(l2.templated, true);
  // a worker sends it back to the main thread, which takes the whole-file path
  assert.equal(loadYamlStream('rule.yaml', broken, { spans: [], directives: false }).parseHere, true);
});

test('documents with anchors or a repeated key are decided by the positioned parse', () => {
  // (js-yaml's shared aliases are not walked; js-yaml refuses a repeated key, the parse does not)
  const anchored = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  labels: &l {app: a}\n  annotations:\n    tmpl: |\n      {{ .x }}\ndata: {}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: b\n  labels: &m {app: b}\n  annotations: *m\n  x: {{ .y }}\n`;
  const l1 = loadYamlStream('a.yaml', anchored, { readFile: () => anchored });
  assert.equal(l1.templated, true, 'the second document reads `{{ .y }}` as a flow mapping');
  const clean = anchored.replace('x: {{ .y }}', 'x: "{{ .y }}"');
  assert.equal(loadYamlStream('a.yaml', clean, { readFile: () => clean }).templated, false);
  const repeated = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  name: b\ndata:\n  t: |\n    {{ .x }}\n`;
  const l3 = loadYamlStream('r.yaml', repeated, { readFile: () => repeated });
  assert.equal(l3.templated, false);
});

test('a document its text proves irrelevant decides nothing, whatever its actions do', () => {
  // a Deployment whose actions break it as YAML: the load skips it unread, so the file streams and
  // the other documents are read as written (before, the file went the whole-file way as a template)
  const broken = `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    metadata:\n      annotations:\n        summary: {{ $labels.job }} down\n`;
  const text = `${broken}---\n${BUNDLE}`;
  const load = loadYamlStream('mixed.yaml', text, { readFile: () => text });
  assert.equal(load.templated, false);
  assert.deepEqual(load.quiet, []);
  assert.deepEqual(
    load.docs.map((d) => (d.raw as { kind: string }).kind),
    ['ConfigMap', 'ConfigMap', 'Application'],
  );
  // the same actions in a document that can matter (a ConfigMap): the whole-file way, a template
  const cm = broken.replace('apps/v1\nkind: Deployment', 'v1\nkind: ConfigMap');
  assert.equal(loadYamlStream('cm.yaml', `${cm}---\n${BUNDLE}`, { readFile: () => `${cm}---\n${BUNDLE}` }).templated, true);
});

test('hasUnquotedAction answers as UNQUOTED_ACTION does, on a whole text and on a piece of it', () => {
  // random texts of the characters that matter (and a few that do not), with every piece boundary
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const alphabet = ['{', '{', '{{', ' ', '\t', ':', '-', '\n', '\r', '\u2028', 'a', '"', "'", '}'];
  for (let n = 0; n < 3000; n++) {
    let t = '';
    for (let k = Math.floor(rand() * 24); k > 0; k--) t += alphabet[Math.floor(rand() * alphabet.length)];
    assert.equal(hasUnquotedAction(t), UNQUOTED_ACTION.test(t), JSON.stringify(t));
    const a = Math.floor(rand() * (t.length + 1));
    const b = a + Math.floor(rand() * (t.length - a + 1));
    assert.equal(hasUnquotedAction(t, a, b), UNQUOTED_ACTION.test(t.slice(a, b)), `${JSON.stringify(t)} [${a}, ${b})`);
  }
  assert.equal(hasUnquotedAction('a: "{{ x }}"\nb: |\n  text {{ y }}\n'), false);
  assert.equal(hasUnquotedAction('a: |\n  {{ y }}\n'), true);
});
