// The repository a plugin sees, laid out from git content only (issue 11 §2, issue 14):
//
// - the tracked files of one commit, checked out into a fresh throwaway repository whose `.git` is
//   its own (objects fetched into a new pack: no alternates, no hard links, no `.git` file pointing
//   into the user's repository) and whose config holds nothing of the user's (no remotes, no
//   credential helpers, no extraheader, no insteadOf);
// - git-ignored and untracked files never reach it; working-tree changes of tracked files only
//   with `includeUncommitted` (and the caller says so in its report);
// - then the repo-server's own check: a symlink that is absolute or whose target leaves the root at
//   any step fails with "repository contains out-of-bounds symlinks. file: <path>"
//   (util/app/path.CheckOutOfBoundsSymlinks, `.git` skipped; reposerver/repository/repository.go).
//
// Git runs with no system or global configuration, no hooks and no prompts, so nothing of the
// user's git setup (and nothing the repository contains) runs on our behalf.
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, linkSync, realpathSync, lstatSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync, chmodSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { byteOrder } from '../../discover/gomatch.js';

export class LayoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LayoutError';
  }
}

/** What a workspace was laid out from, for reports. */
export interface LayoutInfo {
  /** 'commit': tracked files of `revision`; 'commit+uncommitted': plus working-tree changes of tracked files; 'directory': not a git repository, every file as it is */
  from: 'commit' | 'commit+uncommitted' | 'directory';
  revision: string;
  /** tracked files whose working-tree content differs from the commit (left out unless from = commit+uncommitted) */
  uncommitted: string[];
  /** untracked (not ignored) files in the working tree, never in the workspace */
  untracked: number;
}

/** A one-line description of the workspace for reports. */
export function describeLayout(l: LayoutInfo): string {
  const short = l.revision.slice(0, 12);
  if (l.from === 'directory') return 'directory as it is (not a git repository)';
  const n = l.uncommitted.length;
  if (l.from === 'commit+uncommitted') return `commit ${short} plus uncommitted changes of ${n} tracked file${n === 1 ? '' : 's'} (--include-uncommitted)`;
  return `tracked files of commit ${short}`;
}

/** Notes for what the default layout left out (empty when nothing was). */
export function layoutNotes(l: LayoutInfo): string[] {
  const out: string[] = [];
  if (l.from === 'commit' && l.uncommitted.length) {
    const n = l.uncommitted.length;
    const shown = l.uncommitted.slice(0, 5).join(', ') + (n > 5 ? ', …' : '');
    out.push(`${n} uncommitted change${n === 1 ? '' : 's'} to tracked files ignored (${shown}): plugins see commit ${l.revision.slice(0, 12)} as Argo CD would; --include-uncommitted adds them`);
  }
  if (l.from !== 'directory' && l.untracked) out.push(`${l.untracked} untracked file${l.untracked === 1 ? '' : 's'} not in the workspace (Argo CD clones: only committed files reach a plugin)`);
  return out;
}

const GIT_BASE = ['-c', 'core.hooksPath=/dev/null', '-c', 'advice.detachedHead=false', '-c', 'init.defaultBranch=cmp-lint', '-c', 'core.fsmonitor=false', '-c', 'protocol.allow=never', '-c', 'protocol.file.allow=always'];

/** An environment for git that ignores the user's and the system's configuration. */
function gitEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', GIT_ASKPASS: '/bin/false', SSH_ASKPASS: '/bin/false' };
  if (process.env.PATH) env.PATH = process.env.PATH;
  return env;
}

function git(cwd: string, args: string[], opts: { allowFail?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', [...GIT_BASE, '-C', cwd, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: gitEnv() }, (err, stdout, stderr) => {
      if (err && !opts.allowFail) {
        const msg = (stderr || err.message).trim().split('\n').slice(-3).join('; ');
        reject(Object.assign(new LayoutError(`git ${args[0]}: ${msg}`), { code: (err as NodeJS.ErrnoException).code }));
      } else resolve(stdout);
    });
  });
}

/** The git top level holding `dir`, or undefined when it is not in a work tree. */
export async function gitTop(dir: string): Promise<string | undefined> {
  try {
    const out = (await git(dir, ['rev-parse', '--show-toplevel'])).trim();
    return out || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Check `sha` of the repository at `top` out into `dest` (created; must not exist or be empty),
 * as a throwaway repository of its own. With `includeUncommitted`, the working-tree content of
 * tracked files that differ from `sha` (normally HEAD) is copied over it.
 */
export async function layoutCommit(
  top: string,
  sha: string,
  dest: string,
  opts: { includeUncommitted?: boolean; worktreeStatus?: boolean; /** more commits fetched into the same pack (not checked out) */ alsoFetch?: string[] } = {},
): Promise<LayoutInfo> {
  mkdirSync(dest, { recursive: true });
  await git(dest, ['init', '-q', '--template=', '.']);
  try {
    // A new pack in our own object store: never alternates or hard links into the user's repository.
    await git(dest, ['-c', 'uploadpack.allowAnySHA1InWant=true', 'fetch', '-q', '--no-tags', '--no-recurse-submodules', '--depth=1', '--', top, sha, ...(opts.alsoFetch ?? []).filter((x) => x !== sha)]);
  } catch (e) {
    throw new LayoutError(`cannot read commit ${sha.slice(0, 12)} from ${top}: ${(e as Error).message}`);
  }
  await git(dest, ['checkout', '-q', '--detach', sha]);
  rmSync(join(dest, '.git', 'FETCH_HEAD'), { force: true }); // it names the user's repository path
  // The remotes' URLs (as Argo CD's clone has its origin), with any user:token@ part removed;
  // nothing else of the user's configuration
  const remotes = await git(top, ['config', '--get-regexp', '^remote\\..*\\.url$'], { allowFail: true });
  for (const line of remotes.split('\n')) {
    const m = /^(remote\..+\.url) (.+)$/.exec(line.trim());
    if (m) await git(dest, ['config', '--add', m[1], stripCredentials(m[2])], { allowFail: true });
  }
  const info: LayoutInfo = { from: 'commit', revision: sha, uncommitted: [], untracked: 0 };
  if (opts.worktreeStatus === false) return info;
  // What the working tree holds beyond the commit (for the note, or to include)
  const changed = (await git(top, ['diff', '--name-only', '--no-renames', '-z', sha, '--'], { allowFail: true })).split('\0').filter(Boolean);
  info.uncommitted = changed.sort(byteOrder);
  const status = await git(top, ['status', '--porcelain', '-z', '--untracked-files=all'], { allowFail: true });
  info.untracked = status.split('\0').filter((l) => l.startsWith('?? ')).length;
  if (opts.includeUncommitted && changed.length) {
    for (const rel of changed) overlay(top, dest, rel);
    info.from = 'commit+uncommitted';
  }
  return info;
}

/**
 * Lay `sha` out at `dest` from `from`, a layout made by layoutCommit whose object store already
 * holds `sha` (its `alsoFetch`): every file of `from` except `.git` is hard-linked (no data is
 * copied), `.git` is copied, then `git checkout` writes only the paths that differ. Git never
 * writes into a checked-out file in place — it removes the path and creates a new file, also for
 * a mode change — so the two layouts share only the files that are the same in both commits, and
 * nothing done to one changes the other's content. Both stay inside our own temp directory.
 * Throws LayoutError when the file system cannot hard-link (the caller then lays `sha` out anew).
 */
export async function layoutCommitFrom(from: string, sha: string, dest: string): Promise<void> {
  mkdirSync(dest);
  const link = (rel: string) => {
    for (const name of readdirSync(join(from, rel))) {
      const r = rel ? `${rel}/${name}` : name;
      if (r === '.git') continue;
      const st = lstatSync(join(from, r));
      if (st.isDirectory()) {
        mkdirSync(join(dest, r), { mode: st.mode & 0o7777 });
        link(r);
      } else {
        try {
          linkSync(join(from, r), join(dest, r));
        } catch (e) {
          throw new LayoutError(`cannot hard-link ${r}: ${(e as Error).message}`);
        }
      }
    }
  };
  link('');
  cpSync(join(from, '.git'), join(dest, '.git'), { recursive: true, verbatimSymlinks: true });
  // the hard links changed the files' ctime, not their content: git must not take that for a change
  await git(dest, ['-c', 'core.trustctime=false', '-c', 'core.checkStat=minimal', 'checkout', '-q', '--detach', sha]);
}

/** A remote URL without its user-info part (https://user:token@host/... -> https://host/...). */
export function stripCredentials(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/]*@/i, '$1');
}

/** Copy one working-tree path (file or symlink) over the layout, or delete it when it is gone. */
function overlay(top: string, dest: string, rel: string): void {
  const src = join(top, rel);
  const dst = join(dest, rel);
  if (posix.normalize(rel).startsWith('../') || rel.split('/').includes('.git')) return;
  let st;
  try {
    st = lstatSync(src);
  } catch {
    rmSync(dst, { force: true, recursive: true });
    return;
  }
  rmSync(dst, { force: true, recursive: true });
  mkdirSync(dirname(dst), { recursive: true });
  if (st.isSymbolicLink()) symlinkSync(readlinkSync(src), dst);
  else if (st.isFile()) {
    copyFileSync(src, dst);
    chmodSync(dst, st.mode & 0o111 ? 0o755 : 0o644);
  }
}

/**
 * The repo-server's out-of-bounds symlink check (util/app/path.CheckOutOfBoundsSymlinks): the
 * root-relative path of the first symlink (lexical walk order) whose text is absolute or whose
 * target leaves `root` at any step; undefined when there is none. `.git` at the root is skipped.
 */
export function outOfBoundsSymlink(root: string, skip: string[] = ['.git']): string | undefined {
  const skipSet = new Set(skip);
  const walk = (rel: string): string | undefined => {
    const abs = rel === '' ? root : join(root, rel);
    let names: string[];
    try {
      names = readdirSync(abs);
    } catch {
      return undefined;
    }
    names.sort(byteOrder);
    for (const n of names) {
      const r = rel === '' ? n : `${rel}/${n}`;
      if (skipSet.has(r)) continue;
      let st;
      try {
        st = lstatSync(join(root, r));
      } catch {
        continue; // vanished (Argo CD ignores not-exist errors too)
      }
      if (st.isSymbolicLink()) {
        const link = readlinkSync(join(root, r));
        if (link.startsWith('/')) return r;
        // walk each part of the link text from the link's directory; it may never leave the root
        let cur = posix.dirname(r);
        for (const part of link.split('/')) {
          cur = posix.normalize(posix.join(cur, part));
          if (cur === '..' || cur.startsWith('../')) return r;
        }
      } else if (st.isDirectory()) {
        const hit = walk(r);
        if (hit !== undefined) return hit;
      }
    }
    return undefined;
  };
  return walk('');
}

/** Argo CD's message for an out-of-bounds symlink in the repository. */
export function outOfBoundsMessage(file: string): string {
  return `repository contains out-of-bounds symlinks. file: ${file}`;
}

/** Remove a layout directory (best effort). */
export function removeLayout(dir: string): void {
  if (!existsSync(dir)) return;
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    /* best effort */
  }
}

/** A laid-out repository for one side of a run: renders copy it, nothing writes to it. */
export interface Workspace {
  /** the directory app paths are relative to (the laid-out repository root) */
  root: string;
  info: LayoutInfo;
  /** the temp directory holding it (removed by cleanup) */
  dir: string;
  /** true: the out-of-bounds symlink check ran; `oob` is its finding */
  oob?: string;
}

/**
 * Lay out the repository holding `root` for rendering: the tracked files of HEAD (plus
 * working-tree changes of tracked files with includeUncommitted) in `parent`/<new dir>; a directory
 * that is not in a git repository is copied as it is (by the caller's per-render copy).
 */
export async function prepareWorkspace(root: string, parent: string, opts: { includeUncommitted?: boolean } = {}): Promise<Workspace> {
  const top = await gitTop(root);
  if (!top) {
    return { root, info: { from: 'directory', revision: '', uncommitted: [], untracked: 0 }, dir: '', oob: outOfBoundsSymlink(root) };
  }
  let sha: string;
  try {
    sha = (await git(top, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'])).trim();
  } catch {
    throw new LayoutError(`${top} has no commit yet: render lays out committed files only, as Argo CD clones them (commit first)`);
  }
  const dir = join(parent, 'repo');
  const info = await layoutCommit(top, sha, dir, opts);
  const rel = posix.relative(realpathSync(top), realpathSync(root));
  const laid = rel && !rel.startsWith('..') ? join(dir, rel) : dir;
  return { root: laid, info, dir, oob: outOfBoundsSymlink(dir) };
}
