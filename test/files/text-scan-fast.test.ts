// The text scan's fast paths (issue 13) answer exactly what the regexes they replace answer:
// lineStartsOf finds every line start where a multiline `^["']?word` matches (the kind line, the
// metadata line and the kustomization keys are then matched there with sticky patterns), and
// documentStarts finds the document markers the loader's multiline regex found. Checked on every document of the fixtures and corpora, on texts with every
// line break JavaScript's `^` knows, and on mutants of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { lineStartsOf, plainKeyLine, PLAIN_LINE } from '../../src/files/relevance.js';
import { documentStarts } from '../../src/yaml/load.js';
import { indexOfWord, hasDirective, indexOfGenerate } from '../../src/files/precheck.js';
import { FIXTURES, REPO, SHARED, hasShared } from '../helpers/lint.js';
import { yamlFiles as files } from '../helpers/corpus-docs.js';

const WORD_SETS = [['kind'], ['metadata'], ['resources', 'patches', 'configMapGenerator', 'components', 'helmCharts', 'generators']];

/** Line starts where a multiline `^["']?(?:w1|w2…)` matches, by the regex itself. */
function byRegex(text: string, words: string[]): number[] {
  const re = new RegExp(`^(?=["']?(?:${words.join('|')}))`, 'gm');
  const out: number[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(m.index);
    re.lastIndex = m.index + 1;
  }
  return out;
}

function same(text: string, where: string): void {
  for (const words of WORD_SETS) assert.deepEqual(lineStartsOf(text, words), byRegex(text, words), `${where}: line starts of ${words[0]}`);
}

const SAMPLES = [
  'kind: Deployment\nmetadata:\n  name: x\n',
  '"kind": Service\n\'metadata\': {}\nresources:\n  - a.yaml\n',
  'a: 1\rkind: X\r\nresources: []\u2028patches:\u2029"helmCharts": x\n',
  'x: "\u212Austomize"\nbody: KUSTOMIZ Plugin ARGOCD repo-Server RepoServer /Containers /VOLUMES Var-Files',
  'kind : component\nKind: "Component"\nkind:\n  Component\n',
  'no words here at all, only kindness and metadatas\n  kind: nested\n',
  // only line feeds (lineStartsOf reads such a text line by line): quoted keys, keys not at a line start
  '"resources":\n  - a.yaml\n\'patches\': []\n"components\nx: generators\n  helmCharts:\n\'\'configMapGenerator:\nconfigMapGenerator: []\n"',
  '',
  'kind',
  '"kind',
  "'",
];

test('lineStartsOf agrees with the regexes on samples and their mutants', () => {
  let seed = 5;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const alphabet = ['\n', '\r', '\u2028', '"', "'", ' ', 'K', 'k', 'ı', 'İ', '\u212A', 'kind', 'metadata', 'cmp', 'Plugin', 'patches', ':'];
  for (const s of SAMPLES) {
    same(s, JSON.stringify(s));
    for (let i = 0; i < 300; i++) {
      let t = s;
      for (let k = 1 + rnd(3); k > 0; k--) {
        const at = rnd(t.length + 1);
        const ch = alphabet[rnd(alphabet.length)];
        t = rnd(2) ? t.slice(0, at) + ch + t.slice(at) : t.slice(0, at) + t.slice(at + 1);
      }
      same(t, JSON.stringify(t));
    }
  }
});

test('lineStartsOf agrees with the regexes on the fixtures and the mined corpus', () => {
  let n = 0;
  for (const dir of [FIXTURES, join(REPO, 'test', 'corpus', 'mined', 'train')].filter(existsSync)) {
    for (const f of files(dir)) {
      same(readFileSync(f, 'utf8'), f);
      n++;
    }
  }
  assert.ok(n > 100, `${n} files`);
});

test('lineStartsOf agrees with the regexes on the shared corpus', (t) => {
  if (!hasShared) return t.skip('../shared/corpus is not present');
  for (const f of files(join(SHARED, 'corpus'))) same(readFileSync(f, 'utf8'), f);
});

test('documentStarts finds exactly the document markers the multiline regex finds after a line feed', () => {
  const MARKER = /^(?:---|\.\.\.)(?=[ \t\r\n]|$)/gm;
  const byRe = (text: string) => {
    const starts = [0];
    for (const m of text.matchAll(MARKER)) if (m.index! > 0 && text.charCodeAt(m.index! - 1) === 10) starts.push(m.index!);
    starts.push(text.length);
    return starts;
  };
  let seed = 11;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const parts = ['---', '...', '\n', '\r\n', '\r', ' ', '\t', '-', '.', 'a: b', '\u2028', '----', '# c'];
  for (let i = 0; i < 3000; i++) {
    let t = '';
    for (let k = rnd(12); k > 0; k--) t += parts[rnd(parts.length)];
    assert.deepEqual(documentStarts(t), byRe(t), JSON.stringify(t));
  }
  for (const dir of [FIXTURES, join(REPO, 'test', 'corpus', 'mined', 'train')].filter(existsSync)) {
    for (const f of files(dir)) {
      const t = readFileSync(f, 'utf8');
      assert.deepEqual(documentStarts(t), byRe(t), f);
    }
  }
});

test('indexOfWord, hasDirective and indexOfGenerate find exactly what indexOf finds', () => {
  let seed = 17;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const parts = ['cmp-lint-disable', 'cmp-lint-disab', 'ble', 'able', 'ab', 'a', 'b', 'generate', 'gen', 'genera', 'ggenerate', 'cmp-lint-disablecmp-lint-disable', 'x', '\n', ' ', 'é', '日'];
  for (let i = 0; i < 4000; i++) {
    let t = '';
    for (let k = rnd(8); k > 0; k--) t += parts[rnd(parts.length)];
    assert.equal(hasDirective(t), t.includes('cmp-lint-disable'), JSON.stringify(t));
    for (let from = 0; from <= t.length + 1; from++) {
      assert.equal(indexOfGenerate(t, from), t.indexOf('generate', from), `${JSON.stringify(t)} from ${from}`);
      assert.equal(indexOfWord(t, 'cmp-lint-disable', 'ble', 13, from), t.indexOf('cmp-lint-disable', from), `${JSON.stringify(t)} from ${from}`);
      assert.equal(indexOfWord(t, 'abab', 'ab', 2, from), t.indexOf('abab', from));
    }
  }
});

test('a metadata line read from its characters (plainKeyLine) is one PLAIN_LINE matches', () => {
  // every line of the fixtures and corpora, samples, and random lines from an alphabet of what
  // matters to the regex (spaces, tab, NBSP, quotes, indicators, `#`, `\r`, non-ASCII); deterministic
  let seed = 11;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), Math.floor(seed / 65536) % n);
  const alphabet = [' ', ' ', '  ', '\t', '\u00a0', ':', ': ', '#', ' #', '"', "'", '-', '- ', '.', '/', '_', '\r', 'é', 'a', 'name', 'x1', '{', '[', '|', '>', '&', '*', '!', '%', '@', '`', ',', '?', '0'];
  const lines: string[] = ['name: x', '  name: web', '  labels:', '  labels:   ', '  a.b/c-d: v-1 two', '  name: "q"', '  name: x #c', '  name:x', '  - a: b', ' \u00a0name: x', '  name: a: b', '  name: x\r', '  name: -x', '  name: .x', '  :x', '  name:', ':'];
  for (let i = 0; i < 20000; i++) {
    let l = '';
    for (let k = 1 + rnd(8); k > 0; k--) l += alphabet[rnd(alphabet.length)];
    lines.push(l);
  }
  for (const dir of [FIXTURES, join(REPO, 'test', 'corpus', 'mined', 'train')].filter(existsSync)) {
    for (const file of files(dir)) lines.push(...readFileSync(file, 'utf8').split('\n'));
  }
  let fast = 0;
  for (const l of lines) {
    if (!plainKeyLine(l, 0, l.length)) continue;
    fast++;
    assert.ok(PLAIN_LINE.test(l), `plainKeyLine says yes, PLAIN_LINE no: ${JSON.stringify(l)}`);
  }
  assert.ok(fast > 2000, `fast path taken ${fast} times`);
});
