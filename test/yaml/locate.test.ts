// src/yaml/locate.ts finds keys and one-line scalars from the lines of a text: every place it gives
// must be the positioned parse's (the `yaml` node's range), on every node of every document of the
// fixtures; where it cannot be sure it must give nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { isMap, isPair, isScalar, isSeq, type Node as YNode } from 'yaml';
import { lineIndex, locate } from '../../src/yaml/locate.js';
import { documentStarts } from '../../src/yaml/load.js';
import { SourceText, parseYaml, type PathSeg } from '../../src/yaml/source.js';
import { yamlFiles } from '../helpers/corpus-docs.js';
import { FIXTURES } from '../helpers/lint.js';

/** Every node of a parsed document with its path (the first pair of a repeated key only, as NodeRef.get finds it). */
function* nodes(n: unknown, path: PathSeg[], keyRange?: [number, number]): Generator<{ path: PathSeg[]; node: YNode; key?: [number, number] }> {
  if (!n) return;
  yield { path, node: n as YNode, key: keyRange };
  if (isMap(n)) {
    const seen = new Set<string>();
    for (const p of n.items) {
      if (!isPair(p) || !isScalar(p.key) || !p.key.range) continue;
      const k = String(p.key.value);
      if (seen.has(k)) continue;
      seen.add(k);
      yield* nodes(p.value, [...path, k], [p.key.range[0], p.key.range[1]]);
    }
  } else if (isSeq(n)) {
    for (let i = 0; i < n.items.length; i++) yield* nodes(n.items[i], [...path, i]);
  }
}

function check(text: string, where: string): { asked: number; found: number } {
  let asked = 0;
  let found = 0;
  const starts = documentStarts(text);
  for (let d = 0; d + 1 < starts.length; d++) {
    const slice = text.slice(starts[d], starts[d + 1]);
    const parsed = parseYaml(new SourceText('x.yaml', slice));
    if (parsed.errors.length > 0 || parsed.docs.length !== 1) continue;
    const doc = parsed.docs[0];
    if (/(^|\s)<<\s*:/.test(slice)) continue; // merge keys: NodeRef's pairs are not the document's
    const ix = lineIndex(slice);
    for (const { path, node, key } of nodes(doc.contents, [])) {
      if (path.length === 0) continue;
      for (const asKey of [true, false]) {
        asked++;
        const got = locate(ix, path, asKey);
        if (!got) continue;
        found++;
        const want = asKey ? key : node.range ? [node.range[0], node.range[1]] : undefined;
        assert.deepEqual(got, want, `${where} doc ${d} ${path.join('.')} ${asKey ? 'key' : 'value'}`);
      }
    }
  }
  return { asked, found };
}

test('every key and scalar place locate finds is the positioned parse`s, on every fixture', () => {
  let asked = 0;
  let found = 0;
  for (const file of yamlFiles(FIXTURES)) {
    const r = check(readFileSync(file, 'utf8'), relative(FIXTURES, file));
    asked += r.asked;
    found += r.found;
  }
  assert.ok(asked > 20000, `enough places asked (${asked})`);
  assert.ok(found > asked * 0.5, `most places found without a parse (${found} of ${asked})`);
});

/** locate's answer as the text it points at (undefined: the parse decides) */
function at(text: string, path: PathSeg[], key = false): string | undefined {
  const r = locate(lineIndex(text), path, key);
  return r && text.slice(r[0], r[1]);
}

test('keys and one-line scalars of block mappings and sequences, a leading marker and comments', () => {
  const text = ['--- # the repo-server', 'spec:', '  # comment', '  containers:', '  - name: cmp  # trailing', "    image: 'quay.io/x:1'", '    args:', '      - "--a"', '      -   b c', 'kind: Deployment', ''].join('\n');
  assert.equal(at(text, ['spec', 'containers', 0, 'name'], true), 'name');
  assert.equal(at(text, ['spec', 'containers', 0, 'name']), 'cmp');
  assert.equal(at(text, ['spec', 'containers', 0, 'image']), "'quay.io/x:1'");
  assert.equal(at(text, ['spec', 'containers', 0, 'args', 0]), '"--a"');
  assert.equal(at(text, ['spec', 'containers', 0, 'args', 1]), 'b c');
  assert.equal(at(text, ['kind']), 'Deployment');
  assert.equal(at('a: \tb\n', ['a']), 'b', 'a tab between the colon and the value');
  assert.equal(at(text, ['spec', 'containers', 1]), undefined, 'no such item');
  assert.equal(at(text, ['spec', 'nothing'], true), undefined, 'no such key');
});

test('what only the parse can place gives nothing', () => {
  const undecided: [string, PathSeg[], boolean?][] = [
    ['a: [x, y]\n', ['a', 0]],
    ['a: {b: c}\n', ['a', 'b']],
    ['a: |\n  text\n', ['a']],
    ['a: >-\n  text\n', ['a']],
    ['a: &x v\nb: *x\n', ['a']],
    ['a: !!str v\n', ['a']],
    ['a: one\n  two\n', ['a']],
    ['a: "esc\\"aped"\n', ['a']],
    ['a: "open\n  close"\n', ['a']],
    ['1.0: x\n', ['1'], true],
    ['true: x\n', ['true'], true],
    ['<<: {b: c}\nb: d\n', ['b'], true],
    ['? a\n: b\n', ['a'], true],
    ['a:\n\tb: c\n', ['a', 'b'], true],
    ['%YAML 1.2\n---\na: b\n', ['a'], true],
    ['a: b\n---\nc: d\n', ['c'], true],
    ['a:\n', ['a']],
    ['- - x\n', [0, 0]],
  ];
  for (const [text, path, key] of undecided) assert.equal(at(text, path, key ?? false), undefined, JSON.stringify(text));
});

test('mutated fixture documents: every place found is still the positioned parse`s', () => {
  // one to three random insertions (indicators, quotes, tabs, line breaks, anchors…) or deletions
  // per document, with a fixed seed; only what still parses as one document without errors
  const PIECES = [' ', '  ', '\t', ':', ': ', '- ', '#', ' #', '"', "'", '\\', '|', '>', '&a ', '*a', '!t ', '[', ']', '{', '}', ',', '\n', '\n  ', '\r\n', '---\n', '? ', 'x', '0', 'true', '~'];
  let seed = 7;
  const rnd = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };
  let docs = 0;
  let found = 0;
  for (const file of yamlFiles(FIXTURES)) {
    const text = readFileSync(file, 'utf8');
    const starts = documentStarts(text);
    for (let d = 0; d + 1 < starts.length; d++) {
      let t = text.slice(starts[d], starts[d + 1]);
      for (let k = 0; k < 1 + rnd(3); k++) {
        const i = rnd(t.length + 1);
        t = rnd(2) ? t.slice(0, i) + PIECES[rnd(PIECES.length)] + t.slice(i) : t.slice(0, i) + t.slice(i + 1 + rnd(3));
      }
      const r = check(t, `${relative(FIXTURES, file)} (mutated)`);
      if (r.asked > 0) docs++;
      found += r.found;
    }
  }
  assert.ok(docs > 300 && found > 5000, `enough mutants placed (${docs} documents, ${found} places)`);
});
