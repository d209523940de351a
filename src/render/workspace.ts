// The copy of the repository a plugin runs in, made the way the repo-server tars it and the
// sidecar untars it (reference §4.5): a walk in lexical order, tar exclusions matched with Go
// filepath.Match against root-relative paths (a matching directory skips its subtree), only
// regular files, directories and symlinks, modes 0644/0755 unless preserveFileMode, and symlinks
// whose target resolves outside the copy rejected with `illegal filepath in symlink`.
import { cpSync, chmodSync, copyFileSync, lstatSync, mkdirSync, readdirSync, readlinkSync, realpathSync, symlinkSync, utimesSync, type BigIntStats, type Stats } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { removeTree } from './rmtree.js';
import { runCommand } from './exec.js';
import type { Spawner } from './spawner.js';
import { byteOrder, goClean, goJoin, goMatch, BadPatternError } from '../discover/gomatch.js';

export class WorkspaceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkspaceError';
  }
}

export interface CopyOptions {
  exclusions?: string[];
  preserveFileMode?: boolean;
}

export interface CopyStats {
  files: number;
  dirs: number;
  symlinks: number;
}

/** Go util/io/files.Inbound: `candidate` is absolute and inside `base`. */
function inbound(candidate: string, base: string): boolean {
  if (!candidate.startsWith('/')) return false;
  const c = goClean(candidate);
  const b = goClean(base);
  return c === b || c.startsWith(b === '/' ? '/' : b + '/');
}

/** Go util/io/files.Inbound as Untgz uses it for symlinks: below `base`, never `base` itself. */
function inboundStrict(candidate: string, base: string): boolean {
  if (!candidate.startsWith('/')) return false;
  const b = goClean(base);
  return goClean(candidate).startsWith(b === '/' ? '/' : b + '/');
}

function excluded(rel: string, exclusions: string[]): boolean {
  for (const pat of exclusions) {
    try {
      if (goMatch(pat, rel)) return true;
    } catch (e) {
      if (e instanceof BadPatternError) throw new WorkspaceError(`error verifying exclusion pattern ${pat}: ${e.message}`);
      throw e;
    }
  }
  return false;
}

/**
 * Copy `src` into the existing, empty directory `dst` (its real path is used for the symlink
 * check). Throws WorkspaceError with Argo CD's wording.
 */
export function copyRepo(src: string, dstIn: string, opts: CopyOptions = {}): CopyStats {
  const dst = realpathSync(dstIn);
  const exclusions = (opts.exclusions ?? []).map((s) => s.trim()).filter((s) => s !== '');
  const preserve = opts.preserveFileMode === true;
  const stats: CopyStats = { files: 0, dirs: 0, symlinks: 0 };
  const modeOf = (st: Stats, dflt: number) => (preserve ? st.mode & 0o7777 & ~0o022 : dflt);

  const visit = (abs: string, rel: string) => {
    let st: Stats;
    try {
      st = lstatSync(abs);
    } catch (e) {
      throw new WorkspaceError(`error walking ${abs}: ${(e as Error).message}`);
    }
    if (excluded(rel, exclusions)) return; // a directory: its subtree is skipped too
    const target = rel === '.' ? dst : join(dst, rel);
    if (!inbound(target, dst)) throw new WorkspaceError(`illegal filepath in archive: ${target}`);
    if (st.isDirectory()) {
      mkdirSync(target, { recursive: true });
      chmodSync(target, modeOf(st, 0o755) | 0o700); // keep the copy writable for us
      stats.dirs++;
      let names: string[];
      try {
        names = readdirSync(abs);
      } catch (e) {
        throw new WorkspaceError(`error walking ${abs}: ${(e as Error).message}`);
      }
      names.sort(byteOrder);
      for (const n of names) visit(join(abs, n), rel === '.' ? n : `${rel}/${n}`);
      if (preserve) chmodSync(target, modeOf(st, 0o755));
    } else if (st.isSymbolicLink()) {
      const link = readlinkSync(abs);
      const linkTarget = goJoin(dirname(target), link);
      let real: string;
      try {
        real = realpathSync(linkTarget);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') real = linkTarget;
        else throw new WorkspaceError(`error checking symlink realpath: ${(e as Error).message}`);
      }
      // files.Inbound: strictly below the root (a link to the root itself is refused too)
      if (!inboundStrict(real, dst)) {
        throw new WorkspaceError(`illegal filepath in symlink: ${linkTarget} (${rel} -> ${link} leaves the repository copy)`);
      }
      mkdirSync(dirname(target), { recursive: true });
      // Untgz relativizes every link target (filepath.Rel from the link's directory): the link
      // text stays relative, never an absolute path of this machine's temp dir
      symlinkSync(relative(dirname(target), real) || '.', target);
      stats.symlinks++;
    } else if (st.isFile()) {
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(abs, target);
      chmodSync(target, modeOf(st, 0o644));
      stats.files++;
    }
    // sockets, FIFOs and devices are not archived
  };

  visit(resolve(src), '.');
  if (stats.dirs + stats.files + stats.symlinks === 0) throw new WorkspaceError(`no files to send(${src})`);
  return stats;
}

/** The absolute app directory for `path` inside `root`, refusing paths that leave it (Argo CD's appPath check). */
export function appDirIn(root: string, path: string | undefined): string {
  const p = goJoin(root, path ?? '');
  if (!inbound(p, root)) throw new WorkspaceError(`${path}: app path outside root`);
  return p.split('/').join(sep);
}

/** One workspace handed to a render: `release()` when the render and everything it started are over. */
export interface WorkspaceLease {
  dir: string;
  /**
   * `reusable` false: something may still write to it (a live process); it is discarded.
   * `restore`: files (relative to `dir`) that cmp-lint itself rewrote in place (the Application's
   * kustomize edits): copied back from the pristine copy before the check.
   * `onlyRestoreWritten`: the render wrote nothing to the copy but the `restore` files (cmp-lint's
   * own edits, made in-process before its commands ran) and its commands only read it (a `kustomize
   * build` without build options that write, which the sandbox mounts read-only where it can): the
   * copy goes back to the pool once those files are put back, without the walk over every entry.
   */
  release(reusable?: boolean, restore?: string[], onlyRestoreWritten?: boolean): void;
}

interface Pooled {
  dir: string;
  snap: Snapshot;
}

/**
 * Per-run cache of normalized repository copies (issue 13, diff at scale): the first request for
 * a (source, exclusions, preserveFileMode) makes the sidecar-like copy once with copyRepo; every
 * request then gets its own private copy of that, made natively (`cp -a --reflink=auto`: a
 * reflink where the file system has them, else a plain copy). No copy is shared between renders
 * at the same time and no hard link is made, so a plugin that writes to its files cannot reach
 * another render's.
 *
 * `lease()` also reuses copies: a released copy goes back to the pool only when a walk finds every
 * entry exactly as it was laid (per entry the same inode, type and mode, size, mtime and ctime —
 * ctime cannot be set back from user space, so any write, chmod, rename or touch shows; a
 * directory whose names changed shows it in its own mtime and ctime, so the walk lists no
 * directory again: `unchanged`); anything else, or a render that may have left a process behind,
 * discards it.
 */
export class WorkspaceCache {
  private built = new Map<string, { dir?: string; error?: WorkspaceError }>();
  private free = new Map<string, Pooled[]>();
  private n = 0;
  /** copies laid and copies reused (for benchmarks) */
  readonly stats = { laid: 0, reused: 0, discarded: 0 };
  constructor(readonly dir: string) {}

  private pristine(src: string, opts: CopyOptions): { key: string; dir: string } {
    const key = JSON.stringify([src, opts.exclusions ?? [], opts.preserveFileMode === true]);
    let e = this.built.get(key);
    if (!e) {
      const d = join(this.dir, `pristine-${this.n++}`);
      mkdirSync(d, { recursive: true });
      try {
        copyRepo(src, d, opts);
        e = { dir: d };
      } catch (err) {
        if (!(err instanceof WorkspaceError)) throw err;
        e = { error: err };
      }
      this.built.set(key, e);
    }
    if (e.error) throw e.error;
    return { key, dir: e.dir as string };
  }

  /** A private copy of `src` (normalized like copyRepo) into the existing, empty directory `dst`. */
  copy(src: string, dst: string, opts: CopyOptions = {}): void {
    cloneTree(this.pristine(src, opts).dir, dst);
    this.stats.laid++;
  }

  /**
   * Set by a run with many renders: `cp` of a new copy is started through this helper process
   * (src/render/spawner.ts) by leaseAsync instead of forking this one.
   */
  spawner?: Spawner;

  /** A private copy of `src` for one render, from the pool when a clean one is there. */
  lease(src: string, opts: CopyOptions = {}): WorkspaceLease {
    const { pristine, pool, w } = this.take(src, opts);
    if (w) return this.leaseOf(pristine, pool, w);
    const dir = this.newDir();
    cloneTree(pristine, dir);
    return this.leaseOf(pristine, pool, this.laid(dir));
  }

  /**
   * lease(), but a new copy is laid by a `cp` this process waits for without blocking (other
   * renders go on meanwhile), through `spawner` when set.
   */
  async leaseAsync(src: string, opts: CopyOptions = {}): Promise<WorkspaceLease> {
    const { pristine, pool, w } = this.take(src, opts);
    if (w) return this.leaseOf(pristine, pool, w);
    const dir = this.newDir();
    await cloneTreeAsync(pristine, dir, this.spawner);
    return this.leaseOf(pristine, pool, this.laid(dir));
  }

  private take(src: string, opts: CopyOptions): { pristine: string; pool: Pooled[]; w?: Pooled } {
    const { key, dir: pristine } = this.pristine(src, opts);
    const pool = this.free.get(key) ?? [];
    this.free.set(key, pool);
    const w = pool.pop();
    if (w) this.stats.reused++;
    return { pristine, pool, w };
  }

  private newDir(): string {
    const dir = join(this.dir, `ws-${this.n++}`);
    mkdirSync(dir);
    return dir;
  }

  private laid(dir: string): Pooled {
    this.stats.laid++;
    return { dir, snap: snapshot(dir) ?? { entries: [], index: new Map() } };
  }

  private leaseOf(pristine: string, pool: Pooled[], got: Pooled): WorkspaceLease {
    let released = false;
    return {
      dir: got.dir,
      release: (reusable = true, restore = [], onlyRestoreWritten = false) => {
        if (released) return;
        released = true;
        if (reusable) {
          try {
            for (const rel of restore) {
              const from = join(pristine, rel);
              const to = join(got.dir, rel);
              const st = lstatSync(from);
              // only a plain file is written to: a link would be followed, a FIFO would block the open
              if (!st.isFile() || !lstatSync(to).isFile()) throw new Error('not a plain file');
              // ...and only in the copy's own directory: a parent swapped for a link would take the write outside
              if (realpathSync(dirname(to)) !== join(realpathSync(got.dir), dirname(rel))) throw new Error('a parent directory is a link');
              copyFileSync(from, to);
              chmodSync(to, st.mode & 0o7777);
              utimesSync(to, st.atime, st.mtime);
              const i = got.snap.index.get(rel);
              if (i === undefined) throw new Error('not in the copy as laid');
              got.snap.entries[i] = entryOf(to, lstatSync(to, { bigint: true }));
            }
          } catch {
            reusable = false;
          }
        }
        if (reusable && (onlyRestoreWritten || unchanged(got.snap))) pool.push(got);
        else {
          this.stats.discarded++;
          rm(got.dir, { recursive: true, force: true, maxRetries: 3 }).catch(() => removeTree(got.dir));
        }
      },
    };
  }
}

interface Snapshot {
  /**
   * every entry below the copy (its root first, each directory before its names, in the order the
   * directory listed them when the copy was laid), with what a change to it would alter; empty
   * when the copy could not be read (then it never counts as unchanged)
   */
  entries: SnapEntry[];
  /** each entry's index in `entries` by its path relative to the copy (its root is '') */
  index: Map<string, number>;
}

interface SnapEntry {
  abs: string;
  ino: bigint;
  mode: bigint;
  size: bigint;
  mtimeNs: bigint;
  ctimeNs: bigint;
}

const entryOf = (abs: string, st: BigIntStats): SnapEntry => ({ abs, ino: st.ino, mode: st.mode, size: st.size, mtimeNs: st.mtimeNs, ctimeNs: st.ctimeNs });

/** Every entry below `dir`, parents first; undefined when it cannot be read. */
export function snapshot(dir: string): Snapshot | undefined {
  const entries: SnapEntry[] = [];
  const index = new Map<string, number>();
  const walk = (abs: string, rel: string): void => {
    const st = lstatSync(abs, { bigint: true });
    index.set(rel, entries.length);
    entries.push(entryOf(abs, st));
    if (!st.isDirectory()) return;
    for (const n of readdirSync(abs)) walk(join(abs, n), rel === '' ? n : `${rel}/${n}`);
  };
  try {
    walk(dir, '');
  } catch {
    return undefined;
  }
  return { entries, index };
}

/**
 * Whether every entry below the copy is exactly as `snap` recorded it, with no entry added or
 * removed. Each recorded entry is looked at once (lstat), in the recorded order, and no directory
 * is listed again: adding, removing or renaming a name in a directory changes that directory's
 * mtime and ctime (POSIX; ctime cannot be set back from user space), which its own record shows,
 * and only then would its names have to be read, so a changed directory is enough to discard the
 * copy. A directory replaced by a file (or the reverse) shows in its own record too, before any
 * entry below it is looked at. Stops at the first difference.
 */
export function unchanged(snap: Snapshot): boolean {
  if (snap.entries.length === 0) return false;
  try {
    for (const e of snap.entries) {
      const st = lstatSync(e.abs, { bigint: true, throwIfNoEntry: false });
      if (!st || st.ino !== e.ino || st.mode !== e.mode || st.size !== e.size || st.mtimeNs !== e.mtimeNs || st.ctimeNs !== e.ctimeNs) return false;
    }
    return true;
  } catch {
    return false;
  }
}

let nativeCp = process.platform === 'linux';
const CP_ARGS = (src: string, dst: string) => ['-a', '--reflink=auto', '--', src + '/.', dst];
async function cloneTreeAsync(src: string, dst: string, spawner?: Spawner): Promise<void> {
  if (nativeCp) {
    const r = await runCommand(
      { command: ['cp'], args: CP_ARGS(src, dst) },
      { cwd: dst, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' }, deadline: Date.now() + 600_000, spawner },
    );
    if (r.code === 0) return;
    nativeCp = false; // not GNU cp: copy in-process from now on
  }
  cpSync(src, dst, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
}

function cloneTree(src: string, dst: string): void {
  if (nativeCp) {
    try {
      execFileSync('cp', CP_ARGS(src, dst), { stdio: 'ignore' });
      return;
    } catch {
      nativeCp = false; // not GNU cp: copy in-process from now on
    }
  }
  cpSync(src, dst, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
}
