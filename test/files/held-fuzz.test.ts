// Differential fuzz of the held text's byte decisions. Held files (big ASCII texts left in the word
// scan's memory) are built from every ASCII document of the fixtures and the mined training corpus and
// from seeded mutants of them; document by document the bytes' answers (heldSaysIrrelevant,
// heldPlainConfigMap) must be the string's (textSaysIrrelevant, plainConfigMapText) or a refusal
// (ASK, undefined), the held scan must find what the scan of the decoded text finds, and the files
// must load the same with the byte decisions on and off. Deterministic (one seed), about 3 s.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readTextFile } from '../../src/files/read.js';
import { scanText } from '../../src/files/word-scan.js';
import { textSaysIrrelevant, heldSaysIrrelevant, ASK, INERT, WORKLOAD_NAMED, WORKLOAD_UNNAMED } from '../../src/files/relevance.js';
import { plainConfigMapText, heldPlainConfigMap } from '../../src/extract/configmap-text.js';
import { eachScannedDoc, loadBothWays } from './held-helpers.js';
import { FIXTURES, REPO } from '../helpers/lint.js';
import { yamlDocuments } from '../helpers/corpus-docs.js';

// ASCII without NUL: what the reader holds
const HOLDABLE = /^[\x01-\x7f]*$/;

const sources: string[] = [];
for (const dir of [FIXTURES, join(REPO, 'test', 'corpus', 'mined', 'train')].filter(existsSync)) {
  for (const d of yamlDocuments(dir)) if (d.text.trim() !== '' && HOLDABLE.test(d.text)) sources.push(d.text);
}

// the commonest spellings the bytes decide (the corpora have few plain ConfigMaps), to mutate too
const SPELLINGS = [
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n  namespace: team\ndata:\n  a: "1"\n  b: plain\n  c: |\n    x: y\n',
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app.settings_1\ndata:\n  key: value\n',
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: words\ndata:\n  a: the argocd plugin\n  generate: x\n',
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  labels:\n    app: w\n  name: labelled\n  namespace: ns\ndata:\n  k: \'v\'\n',
  'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n  labels:\n    app.kubernetes.io/part-of: argocd\n  annotations:\n    argocd.argoproj.io/sync-wave: "1"\n    note: plugin cmp generate\nspec:\n  replicas: 1\n',
  'apiVersion: apps/v1\nkind: StatefulSet\nmetadata:\n  annotations:\n    argocd.argoproj.io/hook: Sync\nspec:\n  replicas: 1\n',
  'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: plugins.argoproj.io\nspec:\n  description: the cmp plugin of argocd generates\n',
  '# c\n---\nkind: Service\napiVersion: v1\nmetadata:\n  name: s\nspec:\n  ports: [80]\n',
];
sources.push(...SPELLINGS);

// (HELD_FUZZ_SEED and HELD_FUZZ_ROUNDS run it longer on other seeds, by hand)
let seed = Number(process.env.HELD_FUZZ_SEED ?? 20261127);
const ROUNDS = Number(process.env.HELD_FUZZ_ROUNDS ?? 4);
const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), Math.floor((seed / 2147483648) * n));
const ALPHABET = ['"', "'", "''", '#', ' #', '\r', '\r\n', '\t', ' ', '  ', '\n', '\n  ', '&', '&a ', '*', '*a', '\\', '\\"', '---', '\n---\n', '\n--- ', '...', ':', ': ', '-', '- ', '|', '>', '{', '}', '[', ']', ',', '!', '%', '@', '`', '?',
  'kind:', 'kind: ', '\nkind: ConfigMap\n', '\nkind: Deployment\n', '\nkind: Service\n', '\nkind: CustomResourceDefinition\n', 'kind: component', '\nmetadata:\n', '\nmetadata:\n  name: x\n', 'metadata:', '\n  name: ', '\n  namespace: ', '\n  labels:\n', '\n  annotations:\n',
  '\ndata:\n', '\n  k: v\n', 'apiVersion: v1\n', 'argocd', 'ArgoCD', 'plugin', 'Plugin', 'cmp', 'CMP', 'generate', 'Generate', 'ConfigManagementPlugin', 'argocd-cm', 'extraContainers', 'sidecar', 'init', '\v', '\f', '\x7f', '\x1b', '0', 'null', '~', 'true'];

const KEYS = ['kind:', 'apiVersion:', 'metadata:', 'name:', 'namespace:', 'data:', 'labels:', 'annotations:', '---'];

function mutant(s: string): string {
  let t = s;
  for (let k = 1 + rnd(2); k > 0; k--) {
    // anywhere, or where a line's pieces meet (its start, after its key, before its line feed)
    let at = rnd(t.length + 1);
    const key = KEYS[rnd(KEYS.length)];
    const keyAt = t.indexOf(key, rnd(2) ? 0 : at);
    if (keyAt !== -1 && rnd(2)) {
      // on a line the byte decisions read
      const lf = t.indexOf('\n', keyAt);
      at = [keyAt, keyAt + key.length, lf === -1 ? t.length : lf][rnd(3)];
    } else if (rnd(2)) {
      const start = t.lastIndexOf('\n', at - 1) + 1;
      const lf = t.indexOf('\n', at);
      const end = lf === -1 ? t.length : lf;
      const colon = t.indexOf(':', start);
      const places = [start, end, colon !== -1 && colon < end ? colon + 1 : start];
      at = places[rnd(3)];
    }
    const op = rnd(4);
    if (op === 0) t = t.slice(0, at) + t.slice(at + 1 + rnd(6));
    else if (op === 1) t = t.slice(0, at) + ALPHABET[rnd(ALPHABET.length)] + t.slice(at + 1 + rnd(3));
    else t = t.slice(0, at) + ALPHABET[rnd(ALPHABET.length)] + t.slice(at);
  }
  return t;
}

/** the characters a byte decision reads around its keys and values */
const EDGES = ['"', "'", '#', ' #', '\r', '\t', ' ', '&', '*', '\\', '|', '>', '{', '[', '!', ':', '-', '\n', '\n  ', '  ', '\v', '\f', 'x', '0', '.', '/', '_', '\r\n', ' \r\n', '\n\r\n', '\r\r\n', '\n#\n', '\n---\n', 'metadata:\n', '\rmetadata:\n', '\rkind: Pod\n', 'component', 'kind: component\n'];

/** one character sequence of EDGES put in or over a place of a line the byte decisions read (its key, after it, inside its value, at its end) */
function edit(s: string): string {
  const key = KEYS[rnd(KEYS.length)];
  let at = -1;
  for (let n = rnd(3); n >= 0; n--) {
    const next = s.indexOf(key, at + 1);
    if (next === -1) break;
    at = next;
  }
  if (at === -1) at = rnd(s.length + 1);
  const lf = s.indexOf('\n', at);
  const end = lf === -1 ? s.length : lf;
  const places = [at, at + 1, at + key.length, at + key.length + 1, at + key.length + 2, end - 1, end, end + 1, at + key.length + rnd(Math.max(1, end - at - key.length))];
  const p = Math.min(places[rnd(places.length)], s.length);
  const e = EDGES[rnd(EDGES.length)];
  return rnd(3) ? s.slice(0, p) + e + s.slice(p) : s.slice(0, p) + e + s.slice(p + 1);
}

/** every edit of EDGES put in or over each line's start, the end of its key and its end, of each of `docs` */
function* everyEdit(docs: readonly string[]): Generator<string> {
  for (const s of docs) {
    for (let at = 0; at <= s.length; at = s.indexOf('\n', at) + 1 || s.length + 1) {
      const lf = s.indexOf('\n', at);
      const end = lf === -1 ? s.length : lf;
      const colon = s.indexOf(':', at);
      for (const p of new Set([at, colon !== -1 && colon < end ? colon + 1 : at, end])) {
        for (const e of EDGES) {
          yield s.slice(0, p) + e + s.slice(p);
          if (p < s.length) yield s.slice(0, p) + e + s.slice(p + 1);
        }
      }
    }
  }
}

/**
 * documents joined into a text of at least 1.1 MiB (the reader holds 1 MiB or more), each after a
 * `---` line unless it starts with its own marker; `bare`: the first without one, the last without
 * its final line feed
 */
function heldBody(next: () => string, bare = false): string {
  const parts: string[] = [];
  let size = 0;
  while (size < 1.1 * (1 << 20)) {
    let d = next();
    if (!/^(?:---|\.\.\.)(?:[ \t\r\n]|$)/.test(d) && !(bare && parts.length === 0)) d = '---\n' + d;
    if (!d.endsWith('\n')) d += '\n';
    parts.push(d);
    size += d.length;
  }
  if (bare) parts.push('---\n' + next().replace(/\n$/, ''));
  return parts.join('');
}

const seen = new Map<number, number>();
let cmDecided = 0;

/** every check on one held text */
function checkHeld(dir: string, text: string, label: string, wholeLoad: boolean, decided?: string[]): void {
  const file = join(dir, 'big.yaml');
  writeFileSync(file, text);
  // (the decoded text first: its scan takes the module's memory, where the held text is)
  const decoded = scanText(text);
  const r = readTextFile(file, 64 << 20, true);
  assert.ok('held' in r, 'the file is held');
  const scanned = scanText(r.held)!;
  assert.deepEqual(scanned, decoded, `${label}: the held scan finds what the decoded scan finds`);
  // document by document, as loadYamlStream walks them
  eachScannedDoc(scanned, (a, b, words) => {
    const doc = text.slice(a, b);
    const d = heldSaysIrrelevant(words, a, b);
    seen.set(d, (seen.get(d) ?? 0) + 1);
    if (d !== ASK) decided?.push(doc);
    const t = textSaysIrrelevant(doc, false, words);
    if (d !== ASK) {
      assert.ok(t, `${label}: irrelevant from its bytes (${d}), not from its text:\n${JSON.stringify(doc)}`);
      assert.equal(t.maybePatch, d !== INERT, `${label}: maybePatch of ${JSON.stringify(doc)}`);
      if (d !== INERT) assert.equal(t.named, d === WORKLOAD_NAMED, `${label}: named of ${JSON.stringify(doc)}`);
      return;
    }
    // (the loader asks the ConfigMap question where the bytes asked; the string path only where the text did not skip)
    const facts = heldPlainConfigMap(words, a, b);
    if (!facts) return;
    cmDecided++;
    decided?.push(doc);
    assert.equal(t, undefined, `${label}: a ConfigMap from its bytes, skipped by its text:\n${JSON.stringify(doc)}`);
    assert.deepEqual(facts, plainConfigMapText(doc, words), `${label}: ${JSON.stringify(doc)}`);
  });
  if (!wholeLoad) return;
  // the whole load, decided from the bytes or from the text
  const { fromText, fromBytes } = loadBothWays(file);
  assert.deepEqual(fromBytes, fromText, `${label}: loaded the same both ways`);
}

test('held byte decisions agree with the string decisions on corpus documents and their mutants', () => {
  assert.ok(sources.length > 500, `${sources.length} ASCII documents`);
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-held-fuzz-'));
  try {
    // every document as it is, then documents at random (the same seed every run), mutated
    let i = 0;
    const decided: string[] = [];
    checkHeld(dir, heldBody(() => sources[i++ % sources.length]), 'corpus', false, decided);
    for (let round = 0; round < 3; round++) checkHeld(dir, heldBody(() => mutant(sources[rnd(sources.length)])), `mutants ${round}`, false, decided);
    // the documents the bytes decided and the spellings, edited every way at every line
    const pool = [...new Set(decided)];
    const edits = everyEdit([...SPELLINGS, ...pool]);
    let more = true;
    for (let file = 0; more; file++) {
      checkHeld(dir, heldBody(() => {
        const n = edits.next();
        if (n.done) more = false;
        return n.done ? SPELLINGS[0] : n.value;
      }, file % 2 === 1), 'every edit', false);
    }
    // then with one edit at random where the byte decisions read
    for (let round = 0; round < Math.ceil(ROUNDS / 2); round++) checkHeld(dir, heldBody(() => edit(pool[rnd(pool.length)]), true), `edits ${round}`, false);
    // then mostly them, mutated anywhere (the last file also loaded both ways)
    for (let round = 0; round < ROUNDS; round++) {
      const last = round === ROUNDS - 1;
      checkHeld(dir, heldBody(() => mutant(rnd(last ? 20 : 4) ? pool[rnd(pool.length)] : sources[rnd(sources.length)])), `decided mutants ${round}`, last);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.HELD_FUZZ_SEED) console.log(JSON.stringify([...seen]), cmDecided);
  for (const d of [ASK, INERT, WORKLOAD_NAMED, WORKLOAD_UNNAMED]) assert.ok((seen.get(d) ?? 0) > 50, `${d}: ${seen.get(d)}`);
  assert.ok(cmDecided > 20, `${cmDecided} ConfigMaps decided from their bytes`);
});
