// flowScalarMap: every decoded character of a quoted or folded scalar maps to its source offset.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDocument, isMap, type Scalar } from 'yaml';
import { flowScalarMap } from '../../src/yaml/quoted-map.js';

/** The value of `k` in `src`, its raw source, and where each decoded character came from. */
function mapped(src: string) {
  const doc = parseDocument(src);
  assert.ok(isMap(doc.contents));
  const node = doc.contents.items[0].value as Scalar;
  const raw = src.slice(node.range![0], node.range![1]);
  const value = String(node.value);
  const m = flowScalarMap(raw, value);
  return { raw, value, m };
}

test('double-quoted: escapes, an escaped line break and a folded break map back to their source', () => {
  const { raw, value, m } = mapped('k: "a\\tb\\n\\u00e9x\\\n    y\n  z"\n');
  assert.equal(value, 'a\tb\néxy z');
  assert.ok(m);
  const at = (ch: string) => raw[m.map[value.indexOf(ch)]];
  assert.equal(at('a'), 'a');
  assert.equal(raw.slice(m.map[1], m.map[1] + 2), '\\t');
  assert.equal(raw.slice(m.map[4], m.map[4] + 6), '\\u00e9');
  assert.equal(at('x'), 'x');
  assert.equal(at('y'), 'y');
  assert.equal(raw[m.map[value.indexOf(' ')]], '\n');
  assert.equal(at('z'), 'z');
  assert.equal(m.map.length, value.length + 1);
});

test("single-quoted: '' is one quote; blank lines fold to newlines", () => {
  const { raw, value, m } = mapped("k: 'it''s\n\n  here'\n");
  assert.equal(value, "it's\nhere");
  assert.ok(m);
  assert.equal(raw[m.map[value.indexOf('h')]], 'h');
  assert.equal(raw.slice(m.map[2], m.map[2] + 2), "''");
});

test('a value the map does not reproduce gives no map (the caller keeps the scalar start)', () => {
  assert.equal(flowScalarMap('"abc"', 'abd'), undefined);
  assert.equal(flowScalarMap('"a\\qb"', 'a?b'), undefined);
});
