// Messages name what the user wrote: a value a template computes is never printed as the mask that
// stands in for it while the file is read (a run of `_`), nor as `[object Object]`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { FIXTURES, lintIn } from '../helpers/lint.js';

test('a chart template whose sidecar image is computed: the findings do not print the masked image', async () => {
  const r = await lintIn(join(FIXTURES, 'rules', 'sidecar-run-as-user', 'bad-chart-template-computed-image'));
  const runAs = r.findings.filter((f) => f.ruleId === 'sidecar-run-as-user');
  assert.equal(runAs.length, 1);
  assert.equal(runAs[0].message, 'sidecar `cmp` sets no runAsUser: it works only if its image runs as uid 999');
  for (const f of r.findings) {
    assert.doesNotMatch(`${f.message} ${f.hint ?? ''}`, /_{3}|\[object Object\]/, `${f.ruleId}: ${f.message}`);
  }
});

test('yaml-duplicate-key says what reads the file: Helm keeps the last key of a values file, Kubernetes refuses a manifest', async () => {
  const values = await lintIn(join(FIXTURES, 'rules', 'yaml-duplicate-key', 'bad-helm-values-repeated-key'));
  assert.deepEqual(
    values.findings.map((f) => `${f.ruleId} ${f.file}:${f.line} ${f.message}`),
    ['yaml-duplicate-key values.yaml:11 duplicate key `configs`: first at line 2; Helm keeps only the last of repeated keys and silently drops the others'],
  );
  const manifest = await lintIn(join(FIXTURES, 'rules', 'yaml-duplicate-key', 'bad-repeated-spec'));
  assert.deepEqual(
    manifest.findings.filter((f) => f.ruleId === 'yaml-duplicate-key').map((f) => f.message),
    ['duplicate key `spec`: first at line 5; Kubernetes rejects a mapping with a repeated key'],
  );
});

test('plugin-generate-stdout: an error message joined to a failing exit by && is lost on failure, not parsed as a manifest', async () => {
  const r = await lintIn(join(FIXTURES, 'rules', 'plugin-generate-stdout', 'bad-error-message-and-exit'));
  assert.deepEqual(
    r.findings.map((f) => `${f.ruleId} ${f.file}:${f.line}:${f.column} ${f.message}`),
    [
      'plugin-generate-stdout plugin.yaml:8:61 plugin `jsonnet-check` (served as `jsonnet-check-v2`): `echo "TARGET is not set"` in `generate` prints to stdout (echo prints a log line); it is an error message before a failing `exit`: on stdout Argo CD drops it and shows only "exit status 1"',
    ],
  );
});
