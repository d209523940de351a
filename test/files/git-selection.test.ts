// Inside a git work tree the files to lint are git's own selection: tracked files always, untracked
// files unless git ignores them (.gitignore, .git/info/exclude, core.excludesFile).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { symlinkSync, writeFileSync, chmodSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverFiles } from '../../src/files/discover.js';
import { tempDir, writeTree } from './helpers.js';
import { REPO } from '../helpers/lint.js';

const CLI = join(REPO, 'dist', 'cli.js');

const hasGit = spawnSync('git', ['--version']).status === 0;
const git = (cwd: string, ...args: string[]) => {
  const r = spawnSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
};
const paths = (r: { files: { path: string }[] }) => r.files.map((f) => f.path);

test('a committed .gitignore of * does not hide the tracked files; untracked ignored files stay out', { skip: !hasGit && 'git is not installed' }, async () => {
  const t = tempDir();
  try {
    git(t.dir, 'init', '-q');
    writeTree(t.dir, { 'apps/app.yaml': 'kind: Application\n', 'plugin.yaml': 'kind: ConfigManagementPlugin\n' });
    git(t.dir, 'add', '.');
    writeFileSync(join(t.dir, '.gitignore'), '*\n');
    git(t.dir, 'add', '-f', '.gitignore');
    git(t.dir, 'commit', '-qm', 'x');
    writeTree(t.dir, { 'new.yaml': 'kind: ConfigMap\n', 'apps/new.yaml': 'x: 1\n' }); // untracked, ignored by *
    const r = await discoverFiles(['.'], { cwd: t.dir });
    assert.deepEqual(paths(r), ['apps/app.yaml', 'plugin.yaml']);
    // from a subdirectory, paths stay relative to cwd
    assert.deepEqual(paths(await discoverFiles(['.'], { cwd: join(t.dir, 'apps') })), ['app.yaml']);
    // a file named explicitly is linted whatever git ignores
    assert.deepEqual(paths(await discoverFiles(['new.yaml'], { cwd: t.dir })), ['new.yaml']);
  } finally {
    t.cleanup();
  }
});

test('untracked files: .gitignore, .git/info/exclude and core.excludesFile apply; config ignore globs too', { skip: !hasGit && 'git is not installed' }, async () => {
  const t = tempDir();
  const home = tempDir('cmp-lint-excludes-');
  try {
    git(t.dir, 'init', '-q');
    writeFileSync(join(home.dir, 'excludes'), 'scratch*.yaml\n');
    git(t.dir, 'config', 'core.excludesFile', join(home.dir, 'excludes'));
    writeTree(t.dir, {
      '.gitignore': 'build/\n',
      '.git/info/exclude': 'local.yaml\n',
      'build/out.yaml': '',
      'local.yaml': '',
      'scratch-1.yaml': '',
      'keep.yaml': '',
      'vendor/x.yaml': '',
      'node_modules/pkg/x.yaml': '',
      'Dockerfile': 'FROM alpine\n',
      'README.md': '',
    });
    const r = await discoverFiles(['.'], { cwd: t.dir, ignore: ['vendor'] });
    assert.deepEqual(paths(r), ['Dockerfile', 'keep.yaml']);
  } finally {
    t.cleanup();
    home.cleanup();
  }
});

test('tracked links: to a file or directory inside the repository followed, outside skipped with a reason', { skip: !hasGit && 'git is not installed' }, async () => {
  const t = tempDir();
  const out = tempDir('cmp-lint-outside-');
  try {
    git(t.dir, 'init', '-q');
    writeTree(t.dir, { 'real/a.yaml': 'x: 1\n' });
    writeTree(out.dir, { 'secret.yaml': 'x: 1\n' });
    symlinkSync('real', join(t.dir, 'alias'));
    symlinkSync(join(out.dir, 'secret.yaml'), join(t.dir, 'leak.yaml'));
    git(t.dir, 'add', '.');
    git(t.dir, 'commit', '-qm', 'x');
    const r = await discoverFiles(['.'], { cwd: t.dir });
    assert.deepEqual(paths(r), ['real/a.yaml']);
    assert.deepEqual(r.skipped, [
      { file: 'alias/a.yaml', reason: 'same file as real/a.yaml (linted there)' },
      { file: 'leak.yaml', reason: 'symbolic link to outside the repository (not followed)' },
    ]);
  } finally {
    t.cleanup();
    out.cleanup();
  }
});

// git is asked only where it can find a repository: a `.git` entry in the directory or above it, or
// GIT_DIR. Elsewhere its answer is always "not a work tree", and asking cost a process per run.
test('git is not run for a directory with no .git above it; it is for one inside a repository or with GIT_DIR', { skip: !hasGit && 'git is not installed' }, async () => {
  const { dir, cleanup } = tempDir('cmp-lint-gitask-');
  try {
    const real = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim();
    // a git on PATH that notes each call, then runs the real one
    writeTree(dir, { 'bin/git': `#!/bin/sh\necho "$*" >> "${dir}/calls"\nexec "${real}" "$@"\n` });
    chmodSync(join(dir, 'bin', 'git'), 0o755);
    const PATH = `${join(dir, 'bin')}:${process.env.PATH ?? ''}`;
    const gitEnv = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e', GIT_CONFIG_NOSYSTEM: '1', HOME: dir };
    writeTree(dir, { 'plain/top.yaml': 'kind: Service\n', 'plain/deep/app.yaml': 'kind: Service\n', 'plain/.gitignore': 'deep/\n', 'repo/app.yaml': 'kind: Service\n', 'repo/skip.yaml': 'kind: Service\n', 'repo/.gitignore': 'skip.yaml\n' });
    const calls = () => {
      try {
        return readFileSync(join(dir, 'calls'), 'utf8').trim().split('\n').filter(Boolean);
      } catch {
        return [];
      }
    };
    const lint = (cwd: string, env: Record<string, string> = {}) => spawnSync(process.execPath, [CLI, '-f', 'json', '--fail-on', 'never', '.'], { cwd, encoding: 'utf8', env: { PATH, HOME: dir, ...env } });
    // no repository: no git process, and the walk still honours .gitignore; a `.git` directory
    // without HEAD, objects and refs is not one either (git passes over it)
    writeTree(dir, { 'plain/.git/config': '' });
    const plain = lint(join(dir, 'plain'));
    assert.equal(plain.status, 0, plain.stderr);
    assert.deepEqual(calls(), []);
    assert.equal(JSON.parse(plain.stdout).summary.files, 1);
    // a repository: git lists the files
    spawnSync(real, ['init', '-q'], { cwd: join(dir, 'repo'), env: { ...process.env, ...gitEnv } });
    // (a tracked file is linted whatever .gitignore says: only git's listing knows it is tracked)
    spawnSync(real, ['add', '-f', 'skip.yaml'], { cwd: join(dir, 'repo'), env: { ...process.env, ...gitEnv } });
    const repo = lint(join(dir, 'repo'));
    assert.equal(repo.status, 0, repo.stderr);
    assert.ok(calls().some((c) => c.startsWith('rev-parse --is-inside-work-tree')), calls().join('\n'));
    assert.equal(JSON.parse(repo.stdout).summary.files, 2);
    // a `.git` file (a work tree of another repository's): git is asked, and judges it
    writeFileSync(join(dir, 'calls'), '');
    writeTree(dir, { 'linked/app.yaml': 'kind: Service\n', 'linked/.git': `gitdir: ${join(dir, 'repo', '.git')}\n` });
    assert.equal(lint(join(dir, 'linked')).status, 0);
    assert.ok(calls().some((c) => c.startsWith('rev-parse --is-inside-work-tree')), calls().join('\n'));
    // GIT_DIR names the repository from a directory with no .git above it: git is asked
    writeFileSync(join(dir, 'calls'), '');
    lint(join(dir, 'plain'), { GIT_DIR: join(dir, 'repo', '.git') });
    assert.ok(calls().some((c) => c.startsWith('rev-parse --is-inside-work-tree')), calls().join('\n'));
  } finally {
    cleanup();
  }
});
