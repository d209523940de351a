// The one way the tests write files into a scratch git repository and commit them.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A fixed identity and no system or user git configuration: the same commits on every machine. */
export const TEST_GIT_ENV = {
  GIT_AUTHOR_NAME: 'cmp-lint test',
  GIT_AUTHOR_EMAIL: 'test@cmp-lint.invalid',
  GIT_COMMITTER_NAME: 'cmp-lint test',
  GIT_COMMITTER_EMAIL: 'test@cmp-lint.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

/** Run git in `cwd` with TEST_GIT_ENV; fails the test when git fails; returns its stdout. */
export function gitIn(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...TEST_GIT_ENV } });
  assert.equal(r.status, 0, `git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

/** Write (or, for null, delete) each repo-relative file, then commit everything; returns the new HEAD. */
export function commitFiles(root: string, git: (...args: string[]) => string, changes: Record<string, string | null>, message: string): string {
  for (const [rel, text] of Object.entries(changes)) {
    const p = join(root, rel);
    if (text === null) rmSync(p, { force: true });
    else {
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(p, text);
    }
  }
  git('add', '-A');
  git('commit', '-q', '--allow-empty', '-m', message);
  return git('rev-parse', 'HEAD').trim();
}
