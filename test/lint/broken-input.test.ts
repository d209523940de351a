// Broken input, kept going (issue 12 theme 5): a syntax error costs only what it breaks, duplicate
// keys are a positioned error, and neither ever stops the run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { FIXTURES, REPO, lintIn, brief } from '../helpers/lint.js';

test('a syntax error in one container: reported, and the other container is still checked', async () => {
  const r = await lintIn(join(FIXTURES, 'load', 'broken'));
  const b = brief(r.findings);
  assert.ok(b.includes('yaml-syntax repo-server-patch.yaml:14:22 error'), b.join('\n'));
  // the second sidecar, after the error, is still read with its own positions
  assert.ok(b.includes('sidecar-image-tag repo-server-patch.yaml:21:18 warning'), b.join('\n'));
});

test('a 9-line Application with a repeated `spec:` is one positioned yaml-duplicate-key error, exit 1, not a crash', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-dup-'));
  try {
    writeFileSync(
      join(dir, 'app.yaml'),
      'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: guestbook\nspec:\n  project: default\nspec:\n  source:\n    plugin: {}\n',
    );
    const r = spawnSync(process.execPath, [join(REPO, 'dist', 'cli.js'), '--format', 'json', 'app.yaml'], { cwd: dir, encoding: 'utf8' });
    assert.equal(r.status, 1, r.stderr);
    const findings = JSON.parse(r.stdout).findings as { ruleId: string; line: number; column: number; related?: { line: number }[] }[];
    assert.deepEqual(findings.map((f) => `${f.ruleId} ${f.line}:${f.column}`), ['yaml-duplicate-key 7:1']);
    assert.equal(findings[0].related?.[0]?.line, 5);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('two documents fused by a missing `---`: one finding that says so', async () => {
  const r = await lintIn(join(FIXTURES, 'rules', 'yaml-duplicate-key', 'bad-fused-documents'));
  const dup = r.findings.filter((f) => f.ruleId === 'yaml-duplicate-key');
  assert.equal(dup.length, 1);
  assert.match(dup[0].message, /duplicate key `apiVersion` \(also `kind`, `metadata`, `data`\).*`---`/);
});
