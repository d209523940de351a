import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SourceText, parseYaml, parseEmbedded, rootRef } from '../../src/yaml/source.js';

function refOf(text: string) {
  const p = parseYaml(new SourceText('f.yaml', text));
  return rootRef(p.src, p.docs[0]);
}
const at = (l: { line: number; column: number }) => `${l.line}:${l.column}`;

test('scalarOffsetLoc: block literal maps value offsets line by line', () => {
  const r = refOf('generate:\n  args:\n    - |\n      set -e\n\n      echo hi\n        indented\n');
  const s = r.getIn(['generate', 'args', 0])!;
  const v = s.scalar() as string;
  assert.equal(at(s.scalarOffsetLoc(0)), '4:7');
  assert.equal(at(s.scalarOffsetLoc(v.indexOf('echo'))), '6:7');
  assert.equal(at(s.scalarOffsetLoc(v.indexOf('hi'))), '6:12');
  assert.equal(at(s.scalarOffsetLoc(v.indexOf('indented'))), '7:9');
  const span = s.scalarOffsetLoc(v.indexOf('echo'), v.indexOf('echo') + 7);
  assert.deepEqual([span.endLine, span.endColumn], [6, 14]);
});

test('scalarOffsetLoc: explicit indentation indicator and leading blank lines', () => {
  const r = refOf('a: |2\n\n     x\n    y\n');
  const s = r.get('a')!;
  const v = s.scalar() as string;
  assert.equal(at(s.scalarOffsetLoc(v.indexOf('x'))), '3:6');
  assert.equal(at(s.scalarOffsetLoc(v.indexOf('y'))), '4:5');
});

test('scalarOffsetLoc: single-line plain and quoted scalars', () => {
  const r = refOf(`c: [sh, -c, 'helm template . ; echo done']\nd: "ls -la"\ne: plain text here\n`);
  const q = r.getIn(['c', 2])!;
  assert.equal(at(q.scalarOffsetLoc((q.scalar() as string).indexOf('echo'))), '1:32');
  assert.equal(at(r.get('d')!.scalarOffsetLoc(3)), '2:8');
  assert.equal(at(r.get('e')!.scalarOffsetLoc(6)), '3:10');
});

test('scalarOffsetLoc: other styles fall back to the whole scalar', () => {
  const r = refOf('f: >\n  one\n  two\n');
  assert.equal(at(r.get('f')!.scalarOffsetLoc(5)), '1:4');
});

test('scalarOffsetLoc: a double-quoted scalar with escapes (a script in a JSON string) maps each character to its place', () => {
  const r = refOf('g: "a\\tb c"\nh: {"args": ["set -e\\nhelm template . | tee \\"out\\"\\necho done"]}\n');
  assert.equal(at(r.get('g')!.scalarOffsetLoc(4)), '1:10');
  const s = r.getIn(['h', 'args', 0])!;
  const v = s.scalar() as string;
  // `echo` is after two escaped line breaks and two escaped quotes: four source characters more
  assert.equal(at(s.scalarOffsetLoc(v.indexOf('echo'))), `2:${'h: {"args": ["'.length + v.indexOf('echo') + 4 + 1}`);
});

test('scalarOffsetLoc: a script in a plugin embedded in a ConfigMap block maps to the outer file', () => {
  const outer = new SourceText(
    'cm.yaml',
    'data:\n  plugin.yaml: |\n    spec:\n      generate:\n        args:\n          - |\n            set -e\n            echo oops\n',
  );
  const p = parseYaml(outer);
  const val = rootRef(p.src, p.docs[0]).getIn(['data', 'plugin.yaml'])!;
  const inner = parseEmbedded(outer, val.node!, val.scalar() as string);
  const s = rootRef(inner.src, inner.docs[0]).getIn(['spec', 'generate', 'args', 0])!;
  assert.equal(at(s.scalarOffsetLoc((s.scalar() as string).indexOf('echo'))), '8:13');
});
