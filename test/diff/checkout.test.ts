// The two checkouts of a diff run (src/diff/git.ts Checkouts.addPair): the base is checked out from
// one fetch of both commits, the head is laid out from the base with hard links and a checkout of
// the paths that differ. Each side must hold exactly its commit's tracked files (content, mode,
// symlinks, deletions), each with a working `.git` at its commit, and nothing done to one side's
// files may reach the other's.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, lstatSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Checkouts } from '../../src/diff/git.js';
import { gitRepo, scratch } from './helpers.js';

const tmp = scratch('cmp-lint-checkout-');
after(() => rmSync(tmp, { recursive: true, force: true }));

/** Every tracked path of `sha` with its mode and content (symlinks: their text), from git itself. */
function tree(root: string, sha: string): Map<string, string> {
  const out = new Map<string, string>();
  const ls = execFileSync('git', ['-C', root, 'ls-tree', '-r', '-z', sha], { encoding: 'utf8' });
  for (const entry of ls.split('\0').filter(Boolean)) {
    const [meta, path] = entry.split('\t');
    const [mode, , blob] = meta.split(' ');
    out.set(path, `${mode} ${execFileSync('git', ['-C', root, 'cat-file', 'blob', blob], { encoding: 'utf8' })}`);
  }
  return out;
}

/** The same, read from a laid-out directory (without .git). */
function onDisk(dir: string, paths: Iterable<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of paths) {
    const abs = join(dir, p);
    if (!existsSync(abs) && !lstatSync(abs, { throwIfNoEntry: false })) continue;
    const st = lstatSync(abs);
    if (st.isSymbolicLink()) out.set(p, `120000 ${readlinkSync(abs)}`);
    else out.set(p, `${st.mode & 0o111 ? '100755' : '100644'} ${readFileSync(abs, 'utf8')}`);
  }
  return out;
}

test('diff checkouts: the head laid out from the base holds exactly its commit, and the sides share nothing that differs', async () => {
  const repo = gitRepo(tmp);
  const base = repo.commit(
    {
      'apps/a/cm.yaml': 'a: 1\n',
      'apps/b/cm.yaml': 'b: 1\n',
      'apps/c/gone.yaml': 'c: 1\n',
      'bin/run.sh': 'echo run\n',
      'same.txt': 'same\n',
    },
    'base',
  );
  symlinkSync('apps/a/cm.yaml', join(repo.root, 'link.yaml'));
  repo.git('add', '-A');
  repo.git('commit', '-q', '-m', 'link');
  const base2 = repo.git('rev-parse', 'HEAD').trim();
  assert.notEqual(base, base2);
  // head: a content change, a deletion (its directory goes too), an addition, a mode change only,
  // and a symlink pointing elsewhere
  writeFileSync(join(repo.root, 'apps/a/cm.yaml'), 'a: 2\n');
  rmSync(join(repo.root, 'apps/c/gone.yaml'));
  mkdirSync(join(repo.root, 'apps/d'));
  writeFileSync(join(repo.root, 'apps/d/new.yaml'), 'd: 1\n');
  chmodSync(join(repo.root, 'bin/run.sh'), 0o755);
  rmSync(join(repo.root, 'link.yaml'));
  symlinkSync('apps/b/cm.yaml', join(repo.root, 'link.yaml'));
  repo.git('add', '-A');
  repo.git('commit', '-q', '-m', 'head');
  const head = repo.git('rev-parse', 'HEAD').trim();

  const co = Checkouts.create(repo.root, tmp);
  try {
    const sides = await co.addPair(base2, head);
    assert.notEqual(sides.base, sides.head);
    const want = { base: tree(repo.root, base2), head: tree(repo.root, head) };
    const all = new Set([...want.base.keys(), ...want.head.keys()]);
    assert.deepEqual(onDisk(sides.base, all), want.base);
    assert.deepEqual(onDisk(sides.head, all), want.head);
    assert.ok(!existsSync(join(sides.head, 'apps/c')), 'the emptied directory is gone on head');
    assert.equal(lstatSync(join(sides.base, 'bin/run.sh')).mode & 0o111, 0, 'the mode change did not reach the base');
    // unchanged files are shared (hard links), changed ones are not
    assert.equal(lstatSync(join(sides.base, 'same.txt')).ino, lstatSync(join(sides.head, 'same.txt')).ino);
    for (const p of ['apps/a/cm.yaml', 'bin/run.sh', 'link.yaml']) assert.notEqual(lstatSync(join(sides.base, p)).ino, lstatSync(join(sides.head, p)).ino, p);
    // each side is a repository at its own commit, its work tree clean, its .git its own
    for (const [dir, sha] of [
      [sides.base, base2],
      [sides.head, head],
    ]) {
      const g = (...a: string[]) => execFileSync('git', ['-C', dir, ...a], { encoding: 'utf8', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null' } }).trim();
      assert.equal(g('rev-parse', 'HEAD'), sha);
      assert.equal(g('status', '--porcelain'), '', dir);
      assert.notEqual(lstatSync(join(dir, '.git/index')).ino, lstatSync(join(sides[dir === sides.base ? 'head' : 'base'], '.git/index')).ino);
    }
  } finally {
    co.cleanup();
  }
  assert.ok(!existsSync(co.dir));
});

test('diff checkouts: the same commit on both sides is one checkout', async () => {
  const repo = gitRepo(tmp);
  const sha = repo.commit({ 'a.yaml': 'a: 1\n' }, 'one');
  const co = Checkouts.create(repo.root, tmp);
  try {
    const sides = await co.addPair(sha, sha);
    assert.equal(sides.base, sides.head);
    assert.equal(readFileSync(join(sides.base, 'a.yaml'), 'utf8'), 'a: 1\n');
  } finally {
    co.cleanup();
  }
});
