// What the tests of held texts share (held-decisions, held-fuzz): the documents of a held file as the
// loader walks them, and a whole load compared with its documents decided from their bytes and
// from their text.
import assert from 'node:assert/strict';
import { readTextFile } from '../../src/files/read.js';
import { scanText, heldSlice, advanceDocWords, type DocWords } from '../../src/files/word-scan.js';
import { TextConfigMap } from '../../src/extract/configmap-text.js';
import { loadYamlStream, decideHeldFromBytes, type StreamLoad } from '../../src/yaml/load.js';

/** the documents of scanText's answer, as loadYamlStream walks them: [a, b) and their marks */
export function eachScannedDoc(scanned: { words: number[]; docs: number[]; kinds: number[] }, visit: (a: number, b: number, words: DocWords) => void): void {
  const words: DocWords = { list: scanned.words, from: 0, to: 0, base: 0, kinds: scanned.kinds, kindFrom: 0, kindTo: 0 };
  for (let i = 0; i + 1 < scanned.docs.length; i++) {
    const a = scanned.docs[i];
    const b = scanned.docs[i + 1];
    advanceDocWords(words, a, b);
    visit(a, b, words);
  }
}

/** the documents of a held file, as loadYamlStream walks them: [a, b), their marks and their text */
export function eachHeldDoc(file: string, visit: (a: number, b: number, words: DocWords, slice: () => string) => void): void {
  const r = readTextFile(file, 64 << 20, true);
  assert.ok('held' in r, 'the file is held');
  eachScannedDoc(scanText(r.held)!, (a, b, words) => visit(a, b, words, () => heldSlice(r.held, a, b)));
}

/** what a load keeps, comparable */
export function loadSummary(l: StreamLoad): unknown {
  return {
    docs: l.docs.map((d) => (d.raw instanceof TextConfigMap ? ['configmap', d.raw.metadata, d.raw.apiVersion] : [d.src.text.length, d.raw])),
    problems: l.problems.map((p) => [p.ruleId, p.loc.line, p.loc.column]),
    quiet: l.quiet.length,
    maybePatch: l.maybePatch,
    patchByName: l.patchByName,
    failedQuietly: l.failedQuietly,
    kustomizations: l.kustomizations,
  };
}

/** a held file's whole load, with its documents decided from their text and from their bytes */
export function loadBothWays(file: string): { fromText: unknown; fromBytes: unknown } {
  const load = () => {
    const r = readTextFile(file, 64 << 20, true);
    assert.ok('held' in r);
    return loadSummary(loadYamlStream(file, r.held, { readFile: () => undefined }));
  };
  decideHeldFromBytes(false);
  let fromText;
  try {
    fromText = load();
  } finally {
    decideHeldFromBytes(true);
  }
  return { fromText, fromBytes: load() };
}
