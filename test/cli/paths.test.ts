// Paths through the built CLI: where the configuration is found, and what GitHub-facing formats
// make finding paths relative to when cmp-lint runs in a subdirectory of a repository.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdtempSync, writeFileSync, rmSync, mkdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { REPO, FIXTURES } from '../helpers/lint.js';

const CLI = join(REPO, 'dist', 'cli.js');
const LEGACY = readFileSync(join(FIXTURES, 'seeds', '002-legacy-argocd-cm-plugin.yaml'));

function run(args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A git repository with the legacy-plugin seed at team/apps/legacy.yaml. */
function repo(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-paths-')));
  spawnSync('git', ['init', '-q', dir]);
  mkdirSync(join(dir, 'team', 'apps'), { recursive: true });
  writeFileSync(join(dir, 'team', 'apps', 'legacy.yaml'), LEGACY);
  return dir;
}

test('configuration: the nearest .cmp-lint.yaml or .cmp-lint.yml up to the repository root; --print-config', () => {
  const dir = repo();
  try {
    const sub = join(dir, 'team', 'apps');
    let r = run(['--print-config'], sub);
    assert.equal(r.code, 0);
    assert.equal(JSON.parse(r.stdout).file, null);
    writeFileSync(join(dir, '.cmp-lint.yml'), 'rules:\n  legacy-cm-plugin: warning\nignore: [team/skip/**]\n');
    r = run(['--print-config'], sub);
    const cfg = JSON.parse(r.stdout);
    assert.equal(cfg.file, '../../.cmp-lint.yml');
    assert.deepEqual(cfg.rules, { 'legacy-cm-plugin': 'warning' });
    // the rule severity applies from the subdirectory
    r = run(['-f', 'json'], sub);
    assert.equal(r.code, 0);
    assert.deepEqual(JSON.parse(r.stdout).findings.map((f: { severity: string }) => f.severity), ['warning']);
    // ignore globs are relative to the configuration file's directory, wherever cmp-lint runs
    mkdirSync(join(dir, 'team', 'skip'));
    writeFileSync(join(dir, 'team', 'skip', 'legacy.yaml'), LEGACY);
    const fromTeam = JSON.parse(run(['-f', 'json'], join(dir, 'team')).stdout);
    assert.deepEqual(fromTeam.findings.map((f: { file: string }) => f.file), ['apps/legacy.yaml']);
    // a nearer file wins; .yaml before .yml in one directory
    writeFileSync(join(dir, 'team', '.cmp-lint.yml'), 'rules:\n  legacy-cm-plugin: off\n');
    writeFileSync(join(dir, 'team', '.cmp-lint.yaml'), 'rules:\n  legacy-cm-plugin: info\n');
    assert.equal(JSON.parse(run(['--print-config'], sub).stdout).file, '../.cmp-lint.yaml');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('outside a repository only the working directory has a configuration', () => {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-norepo-')));
  try {
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, '.cmp-lint.yaml'), 'rules:\n  legacy-cm-plugin: off\n');
    assert.equal(JSON.parse(run(['--print-config'], join(dir, 'sub')).stdout).file, null);
    assert.equal(JSON.parse(run(['--print-config'], dir).stdout).file, '.cmp-lint.yaml');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('--format github and sarif: paths relative to the repository root from a subdirectory', () => {
  const dir = repo();
  try {
    const sub = join(dir, 'team', 'apps');
    const gh = run(['-f', 'github', 'legacy.yaml'], sub);
    assert.equal(gh.code, 1);
    assert.match(gh.stdout, /^::error file=team\/apps\/legacy\.yaml,line=12,col=3,/m);
    const sarif = JSON.parse(run(['-f', 'sarif', '.'], sub).stdout);
    const loc = sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation;
    assert.deepEqual(loc, { uri: 'team/apps/legacy.yaml', uriBaseId: '%SRCROOT%' });
    assert.equal(sarif.runs[0].originalUriBaseIds['%SRCROOT%'].uri, `file://${dir}/`);
    // stylish stays relative to where the user is
    assert.match(run(['legacy.yaml'], sub).stdout, /^legacy\.yaml:12:3 /);
    // outside a repository: GITHUB_WORKSPACE when the working directory is inside it
    rmSync(join(dir, '.git'), { recursive: true, force: true });
    const ws = run(['-f', 'github', '.'], sub, { GITHUB_WORKSPACE: join(dir, 'team') });
    assert.match(ws.stdout, /^::error file=apps\/legacy\.yaml,/m);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('sarif: a backslash in a POSIX file name is kept (percent-encoded), not turned into a directory', () => {
  const dir = repo();
  try {
    writeFileSync(join(dir, 'a\\b.yaml'), LEGACY);
    const sarif = JSON.parse(run(['-f', 'sarif', 'a\\b.yaml'], dir).stdout);
    assert.equal(sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri, 'a%5Cb.yaml');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
