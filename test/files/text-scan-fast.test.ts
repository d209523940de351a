// The text scan's fast path (issue 13) answers exactly what the regexes it replaces answer:
// lineStartsOf finds every line start where a multiline `^["']?word` matches (the kind line, the
// metadata line and the kustomization keys are then matched there with sticky patterns). Checked on every document of the fixtures and corpora, on texts with every
// line break JavaScript's `^` knows, and on mutants of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { lineStartsOf } from '../../src/files/relevance.js';
import { FIXTURES, REPO, SHARED, hasShared } from '../helpers/lint.js';

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

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (/^holdout/.test(name) || name === 'node_modules') continue;
      yield* files(p);
    } else if (/\.ya?ml$/i.test(name)) yield p;
  }
}

const SAMPLES = [
  'kind: Deployment\nmetadata:\n  name: x\n',
  '"kind": Service\n\'metadata\': {}\nresources:\n  - a.yaml\n',
  'a: 1\rkind: X\r\nresources: []\u2028patches:\u2029"helmCharts": x\n',
  'x: "\u212Austomize"\nbody: KUSTOMIZ Plugin ARGOCD repo-Server RepoServer /Containers /VOLUMES Var-Files',
  'kind : component\nKind: "Component"\nkind:\n  Component\n',
  'no words here at all, only kindness and metadatas\n  kind: nested\n',
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
