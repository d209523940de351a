// The text scan decides in one pass over a document, without building a copy of it that leaves out
// the top-level `metadata.labels` and `metadata.annotations` blocks (issue 13): a CMP word found
// inside one of those blocks is passed over. It must answer exactly what the decision on the copy
// answers (textSaysIrrelevantByCopy, the way it was made before; its soundness against `relevance`
// is checked in text-relevance.test.ts). Compared on every document of the fixtures and corpora, on
// adversarial documents written for the places where the two could differ, and on their mutants.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { textSaysIrrelevant, textSaysIrrelevantByCopy, STRONG_SCAN, metadataCuts, lineStartsOf, walkMetadataInModule } from '../../src/files/relevance.js';
import { STRONG_WORDS } from '../../src/files/precheck.js';
import { scanText, metadataCutsInModule, MAX_CUTS } from '../../src/files/word-scan.js';
import { FIXTURES, REPO, SHARED, hasShared } from '../helpers/lint.js';
import { yamlDocuments as documents } from '../helpers/corpus-docs.js';

// metadataCuts as first written (a string per line), to compare the one that makes none for the
// lines of a cut block
const METADATA_LINE = /metadata:[ \t]*(?:#.*)?\r?$/my;
const PLAIN_VALUE = `(?:"[^"\\\\]*"|'[^']*'|[^\\s"'[\\]{}|>&*!%@\`#,-][^#]*?)`;
const PLAIN_LINE = new RegExp(`^[ ]*(?:(?:- )?[A-Za-z0-9_./-]+:(?:[ \\t]+${PLAIN_VALUE})?|- ${PLAIN_VALUE})[ \\t]*(?:#.*)?\\r?$`);
const BLOCK_KEY = /^[ ]*(labels|annotations):[ \t]*(?:#.*)?\r?$/;
function cutsByLines(text: string): { cuts: [number, number][]; named: boolean; commented: boolean } {
  const none = { cuts: [], named: false, commented: false };
  let m: RegExpExecArray | null = null;
  for (const at of lineStartsOf(text, ['metadata'])) {
    METADATA_LINE.lastIndex = at;
    if ((m = METADATA_LINE.exec(text))) break;
  }
  if (!m || (m.index > 0 && text.charCodeAt(m.index - 1) !== 10)) return none;
  let pos = m.index + m[0].length + 1;
  let ci = -1;
  let cut: [number, number] | undefined;
  let named = false;
  let commented = false;
  const cuts: [number, number][] = [];
  while (pos < text.length) {
    let end = text.indexOf('\n', pos);
    if (end === -1) end = text.length;
    const line = text.slice(pos, end);
    const indent = line.length - line.trimStart().length;
    const blank = line.trim() === '';
    const comment = !blank && line.trimStart().startsWith('#');
    if (cut) {
      if (blank || indent > ci) {
        if (line.includes('&')) return none;
        pos = end + 1;
        continue;
      }
      cut[1] = pos;
      cuts.push(cut);
      cut = undefined;
    }
    if (blank || comment) {
      pos = end + 1;
      continue;
    }
    if (indent === 0) break;
    if (ci === -1) ci = indent;
    if (line.includes('\t') || !PLAIN_LINE.test(line)) return none;
    if (indent === ci && BLOCK_KEY.test(line)) {
      cut = [end + 1, -1];
      if (line.includes('#')) commented = true;
    }
    if (indent === ci && line.startsWith('name:', ci)) named = true;
    pos = end + 1;
  }
  if (cut) {
    cut[1] = Math.min(pos, text.length);
    cuts.push(cut);
  }
  return { cuts, named, commented };
}

/** metadataCuts walked by its own loop only (not by the WebAssembly module) */
function cutsByLoop(text: string): ReturnType<typeof metadataCuts> {
  walkMetadataInModule(false);
  try {
    return metadataCuts(text);
  } finally {
    walkMetadataInModule(true);
  }
}

/** how many metadata blocks the module walked in same() */
let walkedInModule = 0;

function same(text: string, where: string): boolean {
  const show = `${where}:\n${JSON.stringify(text.slice(0, 600))}`;
  assert.deepEqual(metadataCuts(text), cutsByLines(text), `cuts of ${show}`);
  assert.deepEqual(metadataCuts(text), cutsByLoop(text), `cuts of ${show}, by the module and by the loop`);
  const meta = /^metadata:[ \t]*\r?$/m.exec(text);
  if (meta && metadataCutsInModule(text, meta.index + meta[0].length + 1)) walkedInModule++;
  const fast = textSaysIrrelevant(text);
  assert.deepEqual(fast, textSaysIrrelevantByCopy(text), show);
  // without `named` (what the loader asks outside kustomize patches): the same but that
  const quick = textSaysIrrelevant(text, false);
  assert.deepEqual(quick && { ...quick, named: true }, fast && { ...fast, named: true }, `without the name: ${show}`);
  // from the word starts of a file's scan (src/files/word-scan.ts), the document after another one
  const before = 'a: b\n---\n';
  const scan = scanText(before + text);
  assert.ok(scan, 'the word scan runs');
  const list = scan.words;
  const from = list.findIndex((v) => v >= 4 * before.length);
  const kindFrom = scan.kinds.findIndex((v) => v >= before.length);
  const words = { list, from: from === -1 ? list.length : from, to: list.length, base: before.length, kinds: scan.kinds, kindFrom: kindFrom === -1 ? scan.kinds.length : kindFrom, kindTo: scan.kinds.length };
  assert.deepEqual(textSaysIrrelevant(text, true, words), fast, `from the word scan: ${show}`);
  assert.deepEqual(textSaysIrrelevant(text, false, words), quick, `from the word scan, without the name: ${show}`);
  return fast !== undefined;
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
  // `component` anywhere: decided on the copy
  lines(...HEAD, '  labels:', '    app.kubernetes.io/component: web', ...TAIL),
  lines(...HEAD, ...TAIL, '          env: [{name: component, value: x}]'),
  // documents without any CMP word: kind lines after other line breaks, in and out of the blocks
  'metadata:\n  name: a\n  labels:\n    x: y\rkind: Foo\nkind: Service\n',
  'metadata:\n  name: a\n  labels:\n    x: y\rkind: Foo\nspec: {}\n',
  'apiVersion: v1\rkind: Service\nmetadata:\n  name: a\n',
  'metadata:\n  name: a\n  labels:\n    x: y\n\u2029kind: Service\n',
  // lines of the metadata block: quotes that span lines, comments, CRLF, other white space
  'metadata:\n  name: "a\n  annotations: b"\n  labels:\n    x: argocd\nkind: Service\n',
  "metadata:\n  name: 'a\n  labels:\n    x: argocd\n  b'\nkind: Service\n",
  'metadata:\n  name: a # x\n  labels: # y\n    x: argocd\nkind: Service\n',
  'metadata:\n  name: a\r\n  labels:\r\n    x: argocd\r\n  annotations:\r\n    y: cmp\r\nkind: Service\r\n',
  'metadata:\n\u00a0 name: a\n\u00a0 labels:\n    x: argocd\nkind: Service\n',
  'metadata:\n  name: a\n  labels:\n\u2028   x: argocd\n\u3000\u3000\u3000x: cmp\nkind: Service\n',
  'metadata:\n  name: a\n  labels:\n    x: &argocd\n  labels:x\n    y: cmp\nkind: Service\n',
  'metadata:\n  name: a\n  labels:\n   \t x: argocd\n    y: *z\n   &q\nkind: Service\n',
  'metadata:\n  - name: a\n  - labels:\n    x: argocd\nkind: Service\n',
  'metadata:\n  name: a\n  labels:\n    x: argocd',
  'metadata:\n  name:a\n  labels:\n    x: argocd\nkind: Service\n',
];

test('the module walks the metadata lines it reads as the loop does, and leaves the others to it', () => {
  const doc = (...meta: string[]) => lines('apiVersion: apps/v1', 'kind: Deployment', 'metadata:', ...meta, 'spec:', '  replicas: 1');
  const walk = (text: string) => metadataCutsInModule(text, text.indexOf('metadata:\n') + 10);
  const common = doc('  name: web', '  namespace: shop', '  labels:', '    a: b', '    c: "d e"', '', '  annotations:', '    argocd.argoproj.io/sync-wave: "3"', '    note: |', '      free # text', '  # a comment');
  const at = (s: string) => common.indexOf(s);
  assert.deepEqual(walk(common), { cuts: [[at('    a: b'), at('  annotations:')], [at('    argocd'), at('  # a comment')]], named: true, commented: false });
  assert.deepEqual(walk(common), cutsByLoop(common));
  // an anchor in a block: no cuts at all (the loop's answer too)
  const anchored = common.replace('    a: b', '    a: &x b');
  assert.deepEqual(walk(anchored), { cuts: [], named: false, commented: false });
  assert.deepEqual(walk(anchored), cutsByLoop(anchored));
  // lines it leaves to the loop
  for (const line of ['  name: "web"', "  name: 'web'", '  name: web # c', '  labels: # c', '  x: [a]', '  x: {a: b}', '  x: -a', '\tname: web', '  name: web\r', '  name: wéb', '  "name": web', '  ? x', '  - x']) {
    const text = common.replace('  namespace: shop', line);
    assert.equal(walk(text), undefined, JSON.stringify(line));
    same(text, JSON.stringify(line));
  }
  // at the end of the text, without a line feed; no name; nothing but blocks
  for (const text of ['metadata:\n  labels:\n    a: b', 'metadata:\n  labels:\n    a: b\n', 'metadata:\n  annotations:\n\n    a: b\n  namespace: x\nkind: Service\n']) {
    assert.ok(walk(text), JSON.stringify(text));
    same(text, JSON.stringify(text));
  }
  // blocks longer than what it writes first (1,024 characters), ending at every place around there
  for (let n = 20; n < 40; n++) {
    const long = doc('  name: web', '  labels:', ...Array.from({ length: n }, (_, i) => `    app.kubernetes.io/label-${i}: value-${'x'.repeat(i % 7)}`), '  annotations:', '    a: &x b');
    assert.deepEqual(walk(long), cutsByLoop(long), `${n} labels`);
    const clean = long.replace(' &x', '');
    assert.deepEqual(walk(clean), cutsByLoop(clean), `${n} labels, no anchor`);
    assert.ok(walk(clean)!.cuts.length === 2, `${n} labels: walked by the module`);
  }
  // more blocks than it keeps: the loop walks them
  const many = doc(...Array.from({ length: MAX_CUTS + 1 }, (_, i) => [i % 2 ? '  labels:' : '  annotations:', `    k${i}: v`]).flat());
  assert.equal(walk(many), undefined);
  assert.equal(cutsByLoop(many).cuts.length, MAX_CUTS + 1);
  const most = doc(...Array.from({ length: MAX_CUTS }, (_, i) => [i % 2 ? '  labels:' : '  annotations:', `    k${i}: v`]).flat());
  assert.deepEqual(walk(most), cutsByLoop(most));
});

test('one pass without a copy decides like the copy on adversarial documents', () => {
  let skipped = 0;
  for (const t of ADVERSARIAL) if (same(t, 'adversarial')) skipped++;
  assert.ok(skipped >= 5, `${skipped} skipped`);
});

test('one pass without a copy decides like the copy on mutants of the adversarial documents', () => {
  let seed = 13;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const alphabet = ['\n', '\r', '\r\n', '\u2028', '\u00a0', '\u3000', '\ufeff', '\v', '    ', '&', '"', "'", ' ', '  ', '\t', '#', '# kind:', ':', '&', '*', '-', '|', 'kind', 'kind: ', 'Component', 'component',
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
  assert.ok(walkedInModule > 1000, `the module walked ${walkedInModule} metadata blocks`);
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

test('the patterns of the one pass are the alternatives of STRONG_WORDS, with `component` for `kind: component`', () => {
  const alts = (re: RegExp) => re.source.split('|');
  const loose = alts(STRONG_WORDS).map((a) => (a.startsWith('kind') && a.endsWith('component\\b') ? 'component' : a));
  assert.ok(loose.includes('component'));
  assert.deepEqual(STRONG_SCAN.flatMap(alts).sort(), loose.sort());
  for (const re of STRONG_SCAN) assert.equal(re.flags, 'gi');
  assert.equal(STRONG_WORDS.flags, 'i');
});
