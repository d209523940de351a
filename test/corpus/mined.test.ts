// The mined corpus, train split (test/corpus/mined/train): public CMP setups collected for issue 12,
// each linted as one scope (with its `<id>.Dockerfile` when it has one). No crash, and every finding
// sits on a real node of its file. Which findings are right is measured by scripts/corpus-score.mjs
// against the hand-written labels (expected-*.json), not pinned here: the rules are still changing.
// The holdout split is deliberately not linted by the test suite (only the fuzzer reads it, for robustness).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, lintIn } from '../helpers/lint.js';

const TRAIN = join(REPO, 'test', 'corpus', 'mined', 'train');
const files = readdirSync(TRAIN).filter((f) => /\.ya?ml$/.test(f)).sort();

test('every train file is labelled, and every label names a file of the split', () => {
  const labelled = new Set<string>();
  for (const j of readdirSync(TRAIN).filter((f) => /^expected-.*\.json$/.test(f))) {
    const labels = JSON.parse(readFileSync(join(TRAIN, j), 'utf8')) as Record<string, { certain: { ruleId: string; line: number; why: string }[]; mustNotError: string[] }>;
    for (const [file, l] of Object.entries(labels)) {
      assert.ok(files.includes(file), `${j} labels ${file}, which is not in train/`);
      assert.ok(!labelled.has(file), `${file} is labelled twice`);
      labelled.add(file);
      const lines = readFileSync(join(TRAIN, file), 'utf8').split('\n');
      for (const c of l.certain) {
        assert.match(c.ruleId, /^[a-z0-9]+(-[a-z0-9]+)+$/, `${file}: rule id ${c.ruleId}`);
        assert.ok(Number.isInteger(c.line) && c.line >= 1 && c.line <= lines.length, `${file}: ${c.ruleId} line ${c.line} inside the file`);
        const text = lines[c.line - 1];
        assert.ok(text.trim() !== '' && !text.trimStart().startsWith('#'), `${file}:${c.line} (${c.ruleId}) labels a node, not a blank or comment line`);
        assert.ok(c.why.length > 10, `${file}:${c.line} says why`);
      }
      assert.ok(Array.isArray(l.mustNotError), `${file}: mustNotError is a list`);
    }
  }
  assert.deepEqual(files.filter((f) => !labelled.has(f)), [], 'unlabelled train files');
});

test('every train file starts with its provenance', () => {
  for (const file of files) {
    const head = readFileSync(join(TRAIN, file), 'utf8').split('\n').slice(0, 12);
    assert.ok(head.some((l) => /^# source: (\S+\/\S+ \S+ @[0-9a-f]{40}|https?:\/\/\S+)/.test(l)), `${file}: a # source: line`);
    assert.ok(head.some((l) => /^# kind: \S+/.test(l)), `${file}: a # kind: line`);
  }
});

for (const file of files) {
  test(`mined train ${file}: no crash, every finding on a node of its file`, async () => {
    const docker = file.replace(/\.ya?ml$/, '.Dockerfile');
    const paths = existsSync(join(TRAIN, docker)) ? [file, docker] : [file];
    const r = await lintIn(TRAIN, paths);
    const texts = Object.fromEntries(paths.map((p) => [p, readFileSync(join(TRAIN, p), 'utf8').split('\n')]));
    for (const f of r.findings) {
      const lines = texts[f.file];
      assert.ok(lines, `${f.ruleId} reported in ${f.file}, outside the setup`);
      assert.ok(f.line >= 1 && f.line <= lines.length, `${f.ruleId} line ${f.line} inside ${f.file}`);
      const text = lines[f.line - 1].replace(/\r$/, '');
      assert.ok(f.column >= 1 && f.column <= text.length + 1, `${f.ruleId} ${f.file}:${f.line}:${f.column} inside the line`);
      // a parse error is placed where the parser stopped, which can be whitespace; every other finding names a node
      if (f.ruleId !== 'yaml-syntax') {
        assert.ok(text.trim() !== '', `${f.ruleId} ${f.file}:${f.line}:${f.column} points at a blank line`);
        if (f.file.endsWith('.yaml')) assert.ok(!text.trimStart().startsWith('#'), `${f.ruleId} ${f.file}:${f.line}:${f.column} points at a comment line`);
      }
      assert.ok(f.endLine > f.line || (f.endLine === f.line && f.endColumn >= f.column), `${f.ruleId} has an ordered range`);
    }
  });
}
