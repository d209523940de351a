// The few git questions the action asks of the checkout. Every failure is an answer ("unknown"),
// never an exception: a shallow clone or a missing base must not stop the lint.
import { execFileSync } from 'node:child_process';

function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 30_000, maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

/** The checkout's top directory, or undefined outside a git repository. */
export function repoTop(cwd: string): string | undefined {
  return git(cwd, ['rev-parse', '--show-toplevel'])?.trim() || undefined;
}

/** Whether `rev` names a commit this checkout has (a shallow clone may lack the PR's base). */
export function hasCommit(cwd: string, rev: string): boolean {
  return git(cwd, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]) !== undefined;
}

/**
 * Files the pull request changes, relative to the repository top: `base...head` (changes since
 * the merge base), else `base head` when there is no merge base (a shallow history).
 */
export function changedFiles(cwd: string, base: string, head = 'HEAD'): string[] | undefined {
  const out = git(cwd, ['diff', '--name-only', '-z', '--no-renames', `${base}...${head}`]) ?? git(cwd, ['diff', '--name-only', '-z', '--no-renames', base, head]);
  if (out === undefined) return undefined;
  return out.split('\0').filter((p) => p !== '');
}
