// The text scan decides in one pass over a document, without building a copy of it that leaves out
// the top-level `metadata.labels` and `metadata.annotations` blocks (issue 13): a CMP word found
// inside one of those blocks is passed over. It must answer exactly what the decision on the copy
// answers (textSaysIrrelevantByCopy, the way it was made before; its soundness against `relevance`
// is checked in text-relevance.test.ts). Compared on every document of the fixtures and corpora, on
// adversarial documents written for the places where the two could differ, and on their mutants.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { textSaysIrrelevant, textSaysIrrelevantByCopy, STRONG_PARTS } from '../../src/files/relevance.js';
import { STRONG_WORDS } from '../../src/files/precheck.js';
import { documentStarts } from '../../src/yaml/load.js';
import { FIXTURES, REPO, SHARED, hasShared } from '../helpers/lint.js';

function same(text: string, where: string): boolean {
  const fast = textSaysIrrelevant(text);
  assert.deepEqual(fast, textSaysIrrelevantByCopy(text), `${where}:\n${JSON.stringify(text.slice(0, 600))}`);
  return fast !== undefined;
}

function* documents(dir: string): Generator<{ file: string; text: string }> {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (/^holdout/.test(name) || name === 'node_modules') continue;
      yield* documents(p);
    } else if (/\.ya?ml$/i.test(name)) {
      const text = readFileSync(p, 'utf8');
      const starts = documentStarts(text);
      for (let i = 0; i + 1 < starts.length; i++) yield { file: p, text: text.slice(starts[i], starts[i + 1]) };
    }
  }
}

const lines = (...l: string[]) => l.join('\n') + '\n';

const HEAD = ['apiVersion: apps/v1', 'kind: Deployment', 'metadata:', '  name: web'];
const TAIL = ['spec:', '  template:', '    spec:', '      containers:', '        - name: web', '          image: web:1'];

const ADVERSARIAL = [
  // CMP words only in labels and annotations: skipped by both
  lines(...HEAD, '  labels:', '    app.kubernetes.io/part-of: argocd-cmp', '  annotations:', '    argocd.argoproj.io/sync-wave: "1"', ...TAIL),
  // the same words outside them
  lines(...HEAD, '  annotations:', '    argocd.argoproj.io/sync-wave: "1"', ...TAIL, '          args: [--plugin]'),
  lines(...HEAD, '  annotations:', '    a: b', '  namespace: argocd', ...TAIL),
  // a comment on a labels line that, joined to the next line, reads `kind: component`
  lines('apiVersion: v1', 'kind: Service', 'metadata:', '  labels: # kind:', '    a: b', '  component: x', 'spec: {}'),
  lines('metadata:', '  annotations: # kind:', '    a: b', 'component: x'),
  lines('metadata:', '  annotations:', '    x: "kind:"', 'component: x'),
  lines('metadata:', '  annotations:', '    kind:', '  component: x'),
  // kind lines inside the blocks, after line breaks other than \n
  'metadata:\n labels:\n  a: b\rkind: Foo\n  c: d\nkind: Service\n',
  'metadata:\n labels:\n  a: b\u2028kind: Foo\n  c: d\nspec: {}\n',
  'metadata:\n labels:\n\r\rkind: Foo\nspec: {}\n',
  'metadata:\n labels:\n  a: b\r"kind": Foo\nresources:\n  - x.yaml\n',
  // `generate` in any case, and a word that starts inside it
  lines(...HEAD, ...TAIL, '          args: [Generate]'),
  lines(...HEAD, ...TAIL, '          args: [GeneratEXTRACONTAINERS]'),
  lines(...HEAD, ...TAIL, '          args: [generate]'),
  lines(...HEAD, '  annotations:', '    x: generate', ...TAIL),
  // kinds read as a whole, inside the blocks too
  lines(...HEAD, '  annotations:', '    note: "kind: ConfigMap"', ...TAIL),
  lines(...HEAD, '  labels:', '    kind: Application', ...TAIL),
  // kustomizations without a kind
  lines('metadata:', '  labels:', '    resources: x', 'resources:', '  - a.yaml'),
  lines('metadata:', '  labels:', '    a: b', 'patches:', '', '  # c', '  - path: p.yaml'),
  lines('resources: [a.yaml]', 'metadata:', '  annotations:', '    plugin: x'),
  // CRLF, BOM, tabs, quoted and flow keys, anchors, block scalars, markers in block scalars
  ['apiVersion: v1', 'kind: Service', 'metadata:', '  name: web', '  annotations:', '    argocd.argoproj.io/x: y', 'spec: {}', ''].join('\r\n'),
  '\ufeffapiVersion: v1\nkind: Service\nmetadata:\n  annotations:\n    argocd.argoproj.io/x: y\nspec: {}\n',
  'apiVersion: v1\nkind: Service\nmetadata:\n\tannotations:\n    argocd: y\nspec: {}\n',
  lines('apiVersion: v1', 'kind: Service', 'metadata:', '  "annotations":', '    argocd: y', 'spec: {}'),
  lines('apiVersion: v1', 'kind: Service', 'metadata:', '  annotations: {argocd: y}', 'spec: {}'),
  lines('apiVersion: v1', 'kind: Service', 'metadata:', '  annotations: &a', '    argocd: y', 'spec: *a'),
  lines('apiVersion: v1', 'kind: Service', 'metadata:', '  annotations:', '    x: &a argocd', 'spec: {y: *a}'),
  lines('apiVersion: v1', 'kind: Service', 'metadata:', '  annotations:', '    x: |', '      argocd', '      ---', '      kind: ConfigMap', 'spec: {}'),
  lines('apiVersion: v1', 'kind: Service', 'metadata:', '  annotations:', '    x: "argocd', '  y: z"', 'spec: {}'),
  lines('apiVersion: v1', 'kind: Service', 'metadata:', '  labels:', '    x: ünïcödé-argocd-€', '  annotations:', '    y: 日本語 cmp', 'spec: {a: ünïcödé}'),
  'apiVersion: v1\nkind: Service\nmetadata:\n  annotations:\n    argocd: y',
  'kind: Service\nmetadata:\n  annotations:\n    argocd: y\n  labels:\n    plugin: x',
  'metadata:\n  labels:\n    a: argocd\nkind: Deployment\n',
  'metadata:\n  labels:\n    a: argocd\n  labels:\n    b: cmp\nkind: Deployment\n',
];

test('one pass without a copy decides like the copy on adversarial documents', () => {
  let skipped = 0;
  for (const t of ADVERSARIAL) if (same(t, 'adversarial')) skipped++;
  assert.ok(skipped >= 5, `${skipped} skipped`);
});

test('one pass without a copy decides like the copy on mutants of the adversarial documents', () => {
  let seed = 13;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const alphabet = ['\n', '\r', '\r\n', '\u2028', '"', "'", ' ', '  ', '\t', '#', '# kind:', ':', '&', '*', '-', '|', 'kind', 'kind: ', 'Component', 'component',
    'labels:', 'annotations:', 'metadata:', '\n  labels:\n', '\n  annotations:\n', 'argocd', 'Plugin', 'CMP', 'generate', 'Generate', 'extracontainers', 'name:', 'resources:', '---', 'é', '日', '\ufeff'];
  let n = 0;
  for (const s of ADVERSARIAL) {
    for (let i = 0; i < 200; i++) {
      let t = s;
      for (let k = 1 + rnd(3); k > 0; k--) {
        const at = rnd(t.length + 1);
        const ch = alphabet[rnd(alphabet.length)];
        t = rnd(3) ? t.slice(0, at) + ch + t.slice(at) : t.slice(0, at) + t.slice(at + 1 + rnd(4));
      }
      same(t, 'mutant');
      n++;
    }
  }
  assert.ok(n > 5000);
});

test('one pass without a copy decides like the copy on every fixture and mined corpus document', () => {
  let n = 0;
  for (const dir of [FIXTURES, join(REPO, 'test', 'corpus', 'mined', 'train')].filter(existsSync)) {
    for (const d of documents(dir)) {
      same(d.text, d.file);
      n++;
    }
  }
  assert.ok(n > 500, `${n} documents`);
});

test('one pass without a copy decides like the copy on the shared corpus', (t) => {
  if (!hasShared) return t.skip('../shared/corpus is not present');
  for (const d of documents(join(SHARED, 'corpus'))) same(d.text, d.file);
});

test('the two patterns the one pass uses are exactly the alternatives of STRONG_WORDS', () => {
  const alts = (re: RegExp) => re.source.split('|');
  assert.deepEqual(STRONG_PARTS.flatMap(alts).sort(), alts(STRONG_WORDS).sort());
  for (const re of STRONG_PARTS) assert.equal(re.flags, 'gi');
  assert.equal(STRONG_WORDS.flags, 'i');
});
