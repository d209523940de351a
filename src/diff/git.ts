// Git plumbing for `diff`: resolve revisions, list changed files, and lay each side out under one
// temp directory as a throwaway repository of its own (render/sandbox/layout.ts: the commit's
// tracked files, a `.git` with its own objects and an empty config). Nothing is written to the
// user's repository (no worktree registration, no hard links into its objects); `cleanup()`
// removes the temp directory on success, error and signals.
import { execFile, execFileSync } from 'node:child_process';
import { layoutCommit, layoutCommitFrom } from '../render/sandbox/layout.js';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { removeTreeConcurrently } from '../render/rmtree.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A problem with the command line or the repository: the CLI exits 2. */
export class DiffInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiffInputError';
  }
}

// Hooks (post-checkout) and prompts never run on our behalf.
const GIT_SAFE = ['-c', 'core.hooksPath=/dev/null', '-c', 'advice.detachedHead=false'];
const GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };

export function git(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', [...GIT_SAFE, '-C', cwd, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: GIT_ENV }, (err, stdout, stderr) => {
      if (err) {
        const msg = (stderr || err.message).trim().split('\n').slice(-3).join('; ');
        reject(Object.assign(new Error(`git ${args[0]}: ${msg}`), { code: (err as NodeJS.ErrnoException).code }));
      } else resolve(stdout);
    });
  });
}

/** The top of the repository holding `cwd`. */
export async function repoTop(cwd: string): Promise<string> {
  try {
    return realpathSync((await git(cwd, ['rev-parse', '--show-toplevel'])).trim());
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new DiffInputError('git is not installed (diff reads both sides from git)');
    throw new DiffInputError(`${cwd} is not inside a git repository`);
  }
}

/** The commit SHA a revision names; DiffInputError when it names none. */
export async function resolveRev(top: string, rev: string, flag: string): Promise<string> {
  if (!rev || rev.startsWith('-')) throw new DiffInputError(`${flag}: not a revision: ${JSON.stringify(rev)}`);
  try {
    return (await git(top, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`])).trim();
  } catch {
    const hint = /^origin\//.test(rev) ? ' (in CI, fetch it first: actions/checkout with fetch-depth: 0, or git fetch origin)' : '';
    throw new DiffInputError(`${flag}: unknown revision ${JSON.stringify(rev)}${hint}`);
  }
}

/** Paths (repo-relative, "/" separators) that differ between two commits; a rename lists both names. */
export async function changedFiles(top: string, base: string, head: string): Promise<string[]> {
  if (base === head) return [];
  const out = await git(top, ['diff', '--name-only', '--no-renames', '--no-ext-diff', '-z', base, head, '--']);
  return out.split('\0').filter(Boolean).sort();
}

/** The temp checkouts of one run. Create with `Checkouts.create`, always `cleanup()`. */
export class Checkouts {
  private cleaned = false;

  private constructor(
    readonly top: string,
    /** the temp directory holding every checkout of this run */
    readonly dir: string,
  ) {}

  static create(top: string, tmpRoot?: string): Checkouts {
    const dir = realpathSync(mkdtempSync(join(tmpRoot ?? tmpdir(), 'cmp-lint-diff-')));
    return new Checkouts(top, dir);
  }

  /** The tracked files of `sha` laid out at <dir>/<name>, with a `.git` of its own (`alsoFetch`: more commits in its object store). */
  async add(name: string, sha: string, alsoFetch: string[] = []): Promise<string> {
    const path = join(this.dir, name);
    try {
      await layoutCommit(this.top, sha, path, { worktreeStatus: false, alsoFetch });
    } catch (e) {
      throw new DiffInputError(`cannot check out ${sha.slice(0, 12)}: ${(e as Error).message}`);
    }
    return path;
  }

  /**
   * Both sides: one fetch of the two commits, the base checked out, the head laid out from the
   * base with hard links and a checkout of only the paths that differ (layoutCommitFrom). A PR
   * changes a few files of a big repository: the head costs a few writes instead of a full
   * checkout, and its removal frees almost nothing. Falls back to a full checkout of the head.
   */
  async addPair(baseSha: string, headSha: string): Promise<{ base: string; head: string }> {
    const base = await this.add('base', baseSha, headSha === baseSha ? [] : [headSha]);
    if (headSha === baseSha) return { base, head: base };
    const head = join(this.dir, 'head');
    try {
      await layoutCommitFrom(base, headSha, head);
      return { base, head };
    } catch {
      rmSync(head, { recursive: true, force: true });
      return { base, head: await this.add('head', headSha) };
    }
  }

  /** The normal end of a run: removeTreeConcurrently, else cleanup(). Idempotent. */
  async remove(): Promise<void> {
    if (this.cleaned) return;
    if (await removeTreeConcurrently(this.dir)) this.cleaned = true;
    else this.cleanup();
  }

  /** Synchronous so that it can run from signal and exit handlers. Idempotent. */
  cleanup(): void {
    if (this.cleaned) return;
    this.cleaned = true;
    // `rm -rf` first: for the tens of thousands of files of a big run (both checkouts, the
    // normalized and pooled copies) it is several times faster than a recursive rmSync
    try {
      execFileSync('rm', ['-rf', '--', this.dir], { stdio: 'ignore', timeout: 600_000 });
    } catch {
      /* not there, or not a POSIX rm: below */
    }
    try {
      rmSync(this.dir, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      /* best effort */
    }
  }
}
