// `npm run release:check` (scripts/release-check.mjs). On the live tree only the report's shape is asserted,
// plus the checks no work in progress can break: a rule added without its page yet is a legitimate failure
// of `docs`, and a src/ change not rebuilt yet one of `dist`. A tampered copy shows that checks do fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, copyFileSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { REPO } from '../helpers/lint.js';

const SCRIPT = join(REPO, 'scripts', 'release-check.mjs');
const CHECKS = ['version', 'changelog', 'package', 'dist', 'docs', 'readme-rules', 'pack'];
const LINE = /^(ok {2}|FAIL) {2}([a-z-]+) +\S.*$/;

function run(args: string[], cwd: string, tsx = true) {
  const r = spawnSync(process.execPath, [...(tsx ? ['--import', 'tsx'] : []), SCRIPT, ...args], { cwd, encoding: 'utf8', timeout: 90_000 });
  const lines = r.stdout.trimEnd().split('\n');
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, checks: lines.slice(0, -1), summary: lines[lines.length - 1] };
}

test('release:check on this tree: one line per check, a summary, and an exit code that agrees with them', { timeout: 100_000 }, () => {
  const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
  assert.equal(pkg.scripts['release:check'], 'node --import tsx scripts/release-check.mjs');
  const r = run([], REPO);
  assert.equal(r.stderr, '');
  for (const l of r.checks) assert.match(l, LINE);
  const status = Object.fromEntries(r.checks.map((l) => [LINE.exec(l)![2], LINE.exec(l)![1].trim()]));
  assert.deepEqual(Object.keys(status), CHECKS);
  const failed = CHECKS.filter((c) => status[c] === 'FAIL');
  if (failed.length) {
    assert.equal(r.code, 1);
    assert.equal(r.summary, `release check failed: ${failed.length} of ${CHECKS.length} checks (${failed.join(', ')})`);
    console.log(`# release:check fails on the working tree right now: ${failed.join(', ')}`);
  } else {
    assert.equal(r.code, 0);
    assert.equal(r.summary, `release check passed: ${CHECKS.length} checks`);
  }
  for (const c of ['version', 'changelog', 'package']) assert.equal(status[c], 'ok', r.checks.find((l) => l.includes(` ${c} `)));
});

test('release:check fails on a mismatched version, a changelog without the release and a prepare script', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'cmp-lint-release-'));
  try {
    mkdirSync(join(tmp, 'dist'));
    copyFileSync(join(REPO, 'dist', 'cli.js'), join(tmp, 'dist', 'cli.js'));
    copyFileSync(join(REPO, 'dist', 'cli-main.cjs'), join(tmp, 'dist', 'cli-main.cjs'));
    copyFileSync(join(REPO, 'dist', 'package.json'), join(tmp, 'dist', 'package.json'));
    const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
    writeFileSync(join(tmp, 'package.json'), JSON.stringify({ ...pkg, version: '9.9.9', scripts: { ...pkg.scripts, prepare: 'npm run build' } }));
    writeFileSync(join(tmp, 'CHANGELOG.md'), '# Changelog\n\n## [0.0.1] - 2020-01-01\n\n- first\n');
    const r = run(['--only', 'version,changelog,package'], tmp, false);
    assert.equal(r.code, 1);
    assert.deepEqual(r.checks, [
      `FAIL  version       package.json says 9.9.9, dist/cli.js --version prints ${pkg.version}`,
      'FAIL  changelog     CHANGELOG.md has neither a [9.9.9] nor an [Unreleased] section',
      "FAIL  package       lifecycle scripts prepare (they break pre-commit's hook install)",
    ]);
    assert.equal(r.summary, 'release check failed: 3 of 3 checks (version, changelog, package)');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
