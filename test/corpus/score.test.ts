// scripts/corpus-score.mjs: how labels and findings are matched, on tiny synthetic corpora under
// test/corpus/fixtures (no dependency on ../shared). The fake CLI gives canned reports, so the
// matching is tested independently of what the rules report today; one run goes through the real
// dist/cli.js on a legacy argocd-cm plugin.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { REPO } from '../helpers/lint.js';
// @ts-expect-error plain ESM script without types
import { matchFile, parseExpectedErrors, scoreCorpus, loadLabels, formatText, idPrefix } from '../../scripts/corpus-score.mjs';

const FIX = join(REPO, 'test', 'corpus', 'fixtures');
const CLI = join(REPO, 'dist', 'cli.js');

const f = (ruleId: string, line: number, severity = 'error') => ({ ruleId, line, severity });

test('matchFile: a hit is the same rule id on the same line; each finding matches one label', () => {
  const m = matchFile(
    [
      { ruleId: 'plugin-schema', line: 3 },
      { ruleId: 'plugin-schema', line: 3 },
      { ruleId: 'sidecar-tmp', line: 7 },
      { ruleId: 'sidecar-image-tag', line: 9 },
    ],
    [f('plugin-schema', 3), f('plugin-schema', 4), f('sidecar-tmp', 8, 'warning'), f('sidecar-image-tag', 9, 'warning'), f('app-schema', 1, 'info')],
  );
  assert.deepEqual(m.hits.map((l: { ruleId: string; line: number }) => `${l.ruleId}:${l.line}`), ['plugin-schema:3', 'sidecar-image-tag:9']);
  assert.deepEqual(m.misses.map((l: { ruleId: string; line: number }) => `${l.ruleId}:${l.line}`), ['plugin-schema:3', 'sidecar-tmp:7']);
  // only error-severity findings that matched nothing are false errors (the warning on line 8 is not)
  assert.deepEqual(m.falseErrors.map((x: { ruleId: string; line: number }) => `${x.ruleId}:${x.line}`), ['plugin-schema:4']);
});

test('idPrefix names the collector of a mined id', () => {
  assert.equal(idPrefix('a-07-lucj-helmfile.yaml'), 'a');
  assert.equal(idPrefix('b-12-acd-9638.yaml'), 'b');
  assert.equal(idPrefix('07-avp-argocd-cm-legacy.yaml'), undefined);
  assert.equal(idPrefix('a.yaml'), undefined);
});

test('formatText shows one line per collector when a corpus mixes them', () => {
  const g = (files: number, certain: number, hits: number, falseErrors: number) => ({ files, certain, hits, recall: hits / certain, falseErrors, crashes: 0 });
  const text = formatText([{ dir: 'd', labels: 'x', files: 3, unlabelled: [], certain: 4, hits: 3, recall: 0.75, falseErrors: 1, crashes: 0, byPrefix: { a: g(2, 2, 2, 0), b: g(1, 2, 1, 1) }, perFile: [] }]);
  assert.match(text, /^  a-\*: 2 files, recall 2\/2 = 100\.0 %, false errors 0, crashes 0$/m);
  assert.match(text, /^  b-\*: 1 files, recall 1\/2 = 50\.0 %, false errors 1, crashes 0$/m);
});

test('matchFile: no labels, no findings', () => {
  assert.deepEqual(matchFile([], []), { hits: [], misses: [], falseErrors: [] });
});

test('parseExpectedErrors reads the rule-id:line lists of expected-errors.ts', () => {
  const labels = parseExpectedErrors(`export const EXPECTED_ERRORS: Record<string, string[]> = {
  // a comment with 'x.yaml': ['nope:1']
  '02-a.yaml': ['app-schema:60'],
  "14-b.yaml": ['app-schema:26', 'app-schema:26', 'app-plugin-not-found:29'],
};`);
  assert.deepEqual(Object.keys(labels), ['02-a.yaml', '14-b.yaml']);
  assert.deepEqual(labels['14-b.yaml'].certain.map((l: { ruleId: string; line: number }) => `${l.ruleId}:${l.line}`), ['app-schema:26', 'app-schema:26', 'app-plugin-not-found:29']);
});

test('a directory without expected-*.json is scored against test/corpus/expected-errors.ts', () => {
  const { labels, errorsOnly, source } = loadLabels(FIX);
  assert.equal(source, 'test/corpus/expected-errors.ts');
  assert.equal(errorsOnly, true);
  assert.ok(Object.keys(labels).length > 0, 'expected-errors.ts has entries');
});

test('scoreCorpus with a canned CLI: recall, false errors, crashes and per-file misses', async () => {
  const s = await scoreCorpus(join(FIX, 'score-fake'), { cli: join(FIX, 'score-fake', 'fake-cli.mjs'), jobs: 2 });
  assert.equal(s.files, 4);
  assert.deepEqual(s.unlabelled, ['b.yaml', 'garbage.yaml']);
  assert.equal(s.certain, 4);
  assert.equal(s.hits, 2);
  assert.equal(s.recall, 0.5);
  // a.yaml: the second identical plugin-schema error; b.yaml: an unlabelled error (the a.Dockerfile finding belongs to another file)
  assert.equal(s.falseErrors, 2);
  assert.equal(s.crashes, 2);
  assert.deepEqual(s.byPrefix, {});
  const byFile = Object.fromEntries(s.perFile.map((p: { file: string }) => [p.file, p]));
  assert.deepEqual(byFile['a.yaml'], { file: 'a.yaml', misses: ['sidecar-tmp:20'], falseErrors: ['plugin-schema:3'] });
  assert.deepEqual(byFile['b.yaml'], { file: 'b.yaml', misses: [], falseErrors: ['app-plugin-not-found:12'] });
  assert.match(byFile['crash.yaml'].crash, /^exit 3 with a stack trace: TypeError: boom/);
  assert.deepEqual(byFile['crash.yaml'].misses, ['plugin-schema:1']);
  assert.match(byFile['garbage.yaml'].crash, /not a JSON report/);
  const text = formatText([s]);
  assert.match(text, /recall of certain pitfalls: 2\/4 = 50\.0 %/);
  assert.match(text, /a\.yaml: missed sidecar-tmp:20; false errors plugin-schema:3/);
});

test('scoreCorpus through dist/cli.js on a legacy argocd-cm plugin', { skip: existsSync(CLI) ? false : 'dist/cli.js is missing (run npm run build)' }, async () => {
  const s = await scoreCorpus(join(FIX, 'score-mini'), { jobs: 1 });
  assert.equal(s.files, 2);
  assert.equal(s.crashes, 0);
  assert.equal(s.certain, 2);
  assert.equal(s.hits, 1, 'legacy-cm-plugin on the configManagementPlugins key (line 6) is a hit');
  assert.deepEqual(s.unlabelled, ['legacy-unlabelled.yaml']);
  const byFile = Object.fromEntries(s.perFile.map((p: { file: string }) => [p.file, p]));
  assert.deepEqual(byFile['legacy.yaml'].misses, ['legacy-cm-plugin:7']);
  // the unlabelled legacy plugin is an error nobody labelled: a false error
  assert.deepEqual(byFile['legacy-unlabelled.yaml'].falseErrors, ['legacy-cm-plugin:7']);
});
