// Inside a git work tree the files to lint are git's own selection: tracked files always, untracked
// files unless git ignores them (.gitignore, .git/info/exclude, core.excludesFile).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverFiles } from '../../src/files/discover.js';
import { tempDir, writeTree } from './helpers.js';

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
