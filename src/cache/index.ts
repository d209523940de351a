// The pre-commit cache (issues 13 and 15): what each file contributes to the cross-file picture,
// keyed by its git blob id, so that `cmp-lint --context . <changed files>` does not read and parse the
// whole repository again on every commit.
//
// What is cached is a file's *role*, decided from what the load and the extractors made of it:
//   none   nothing at all: no document that can matter, no read problem, no kustomization, no
//          suppression directive (most files of a big repository);
//   local  only Argo CD Applications/ApplicationSets/AppProjects, or documents that made nothing
//          (their own read problems only);
//   cm     only ConfigMaps that hold no plugin;
//   kust   one plain kustomization: its record holds its facts (src/cache/kustomize.ts), so that it
//          is not read while unchanged;
//   hub    anything else (plugins, sidecars, pods, other kustomizations, Dockerfiles, chart values,
//          legacy plugin lists): always read.
// A `none` file is never read while its blob is unchanged. A `local` or `cm` file is read only when it
// is one of the files being reported on, or when the partial picture could be wrong: a reported file
// is a hub, or a rule that joins Applications or ConfigMaps touched a reported file (PER_FILE_RULES in
// src/cache/roles.ts). What a file a kustomization names (a patch, a generator's file) makes depends
// on that kustomization: its record also says which kustomizations named it (their ids), and it is
// used only while they are the same (src/cache/run.ts).
// Positions therefore always come from a real parse of the file they point into: nothing positional
// is stored.
//
// Key: the blob id of one `git ls-files` listing (the index, which is what pre-commit checks) for
// files git found unmodified in the work tree (modified, unmerged, skip-worktree and assume-unchanged
// entries are always read), plus whether the file is read as a template, plus its naming context.
// The same listing is discovery's file list (no second git call, no lstat of the clean files). The
// cache file itself is named after a hash of everything else the roles depend on: cmp-lint's version
// and build (a hash of the running
// bundle), the effective configuration (and the config file's bytes), the rule ids, and where
// cwd/context sit in the repository. Anything of those changing selects another (empty) cache file.
//
// Storage: <git common dir>/cmp-lint/cache-v1/<key>.cache (format below), written atomically (temporary file, then
// rename), so concurrent hooks never leave a torn file (the last writer wins). Entries are per path;
// those of paths no longer in the index are dropped on write, and only the most recent cache files
// are kept, so the size is bounded by the repository. A corrupt, partial or foreign cache file is
// ignored and rewritten; a missing or read-only git directory means running without cache.
import { childProcess, nodeCrypto } from '../core/builtins.js';
import { contentDigest, processCodeCaches } from '../core/code-cache.js';
import { readFileSync, writeFileSync, renameSync, mkdirSync, readdirSync, statSync, unlinkSync, openSync, closeSync, fstatSync, readSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, relative, sep, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSION } from '../core/version.js';
import { fileKind } from '../files/read.js';

export type Role = 'none' | 'local' | 'cm' | 'hub' | 'kust';

const CODE: Record<Role, string> = { none: 'n', local: 'l', cm: 'c', hub: 'h', kust: 'k' };
const ROLE: Record<string, Role> = { n: 'none', l: 'local', c: 'cm', h: 'hub', k: 'kust' };
/** cache files (one per configuration/build) kept in the directory */
const MAX_CACHE_FILES = 4;
const FORMAT = 3;

export interface CacheOptions {
  /** where cache files go instead of <git common dir>/cmp-lint/cache-v1 */
  dir?: string;
  /** a line per run on what the cache did (CMP_LINT_CACHE_TRACE=1) */
  trace?: (line: string) => void;
}

export interface CacheStats {
  /** files with a usable cache entry that were not read */
  skipped: number;
  /** files read and extracted (no entry, changed, modified in the work tree, or needed anyway) */
  read: number;
  /** the partial read was not enough: everything but `none` files was read */
  full: boolean;
  saved: boolean;
  /** how many times the files were loaded in this run (2: a partial read, then everything) */
  passes: number;
}

/** Stable description of what the roles depend on besides a file's bytes. */
export interface CacheKeyParts {
  config: unknown;
  configText?: string;
  rules: string[];
}

/**
 * A file's record: `<role code><key>`, the key being `<blob>[:t][@<naming context>]` (a string, not
 * an object: tens of thousands of them are read on every run). `kust` records have their facts
 * beside them (src/cache/kustomize.ts).
 */
type Entry = string;

/** Where FactsCache.split hands the records that let a file stay unread (true: leave it unread). */
export interface SplitSink {
  plain(path: string, role: Role): boolean;
  kept(path: string, i: number, role: Role, ctx: string, data: string | undefined): boolean;
}

/** What the cache holds for an unchanged file. */
export interface Cached {
  role: Role;
  /** how kustomizations named the file when the record was made ('' for not at all), see src/cache/roles.ts */
  ctx: string;
  /** `kust`: the recorded facts */
  data?: string;
}

/**
 * The cache of one run. Its records are kept beside the listing's clean entries, in the listing's
 * order (git's index order, which is also the cache file's order): reading the file is one lockstep
 * pass over both, and so is writing it; no map of tens of thousands of paths is built unless a
 * lookup needs one.
 */
export class FactsCache {
  readonly stats: CacheStats = { skipped: 0, read: 0, full: false, saved: false, passes: 0 };
  private changed = false;
  private readonly dropped: boolean;
  /** listing position of a cwd-relative path: the entries looked up so far (all of them once `indexed`) */
  private readonly index = new Map<string, number>();
  private indexed = false;
  private readonly paths: string[];
  private readonly blobs: string[];
  /** clean entries handed to discovery or read after all (they may have been read from the work tree); undefined: any */
  private mayRead: Set<string> | undefined = new Set();

  constructor(
    /** the cache file (absolute) */
    readonly file: string,
    /** the listing the blob ids come from (also discovery's file list) */
    readonly listing: IndexListing,
    /** records of the listing's clean entries (by position), and the facts of `kust` records */
    private readonly recs: (Entry | undefined)[],
    private readonly datas: (string | undefined)[],
    /** the file held records of paths that are not clean entries now (dropped on write) */
    dropped: boolean,
    private readonly trace?: (line: string) => void,
    /** what makes a listing entry cwd-relative: '' when the context is cwd, else `<context>/` */
    readonly prefix = '',
  ) {
    this.dropped = dropped;
    this.paths = listing.cleanPaths;
    this.blobs = listing.cleanBlobs;
  }

  private pos(path: string): number | undefined {
    const i = this.index.get(path);
    if (i !== undefined || this.indexed) return i;
    this.indexed = true;
    const prefix = this.prefix;
    for (let j = 0; j < this.paths.length; j++) this.index.set(prefix + this.paths[j], j);
    return this.index.get(path);
  }

  /** The record at listing position i, if it was made from the blob there and read the same way (template or not). */
  private at(i: number, path: string, templated: (path: string) => boolean): Cached | undefined {
    const e = this.recs[i];
    const blob = this.blobs[i];
    if (e === undefined || !e.startsWith(blob, 1)) return undefined;
    let end = blob.length + 1;
    let t = false;
    if (e.charCodeAt(end) === 58 /* : */) {
      if (e.charCodeAt(end + 1) !== 116 /* t */) return undefined;
      t = true;
      end += 2;
    }
    if (t !== templated(path)) return undefined;
    const role = ROLE[e[0]];
    if (role === undefined) return undefined;
    const data = role === 'kust' ? this.datas[i] : undefined;
    if (e.length === end) return { role, ctx: '', data };
    if (e.charCodeAt(end) !== 64 /* @ */) return undefined;
    return { role, ctx: e.slice(end + 1), data };
  }

  /** The record of a file (cwd-relative path), if its blob is the one the record was made from. */
  lookup(path: string, templated: boolean): Cached | undefined {
    const i = this.pos(path);
    return i === undefined ? undefined : this.at(i, path, () => templated);
  }

  /** The listing position of a file (cwd-relative path), if it is a clean entry. */
  posOf(path: string): number | undefined {
    return this.pos(path);
  }

  /** A file left unread at listing position i is read after all: its record is looked up by path. */
  note(path: string, i: number): void {
    this.index.set(path, i);
    this.mayRead?.add(this.paths[i]);
  }

  /** A file left unread without a naming context (cwd-relative path) is read after all. */
  noteRead(path: string): void {
    if (this.mayRead !== undefined && path.startsWith(this.prefix)) this.mayRead.add(path.slice(this.prefix.length));
  }

  /** discovery takes the whole listing (a context above cwd): any clean entry may be read */
  unsplit(): IndexListing {
    this.mayRead = undefined;
    return this.listing;
  }

  /**
   * The clean entries this cache's runs may have read from the work tree, or reported on, that git
   * says are modified there now (asked of those paths only: an lstat of each, not of every tracked
   * file), and that the listing did not know as such. Their bytes are not their index entry's:
   * named ones are read from the work tree, others from git (src/lint.ts runs again with them known).
   */
  modifiedAmongRead(named: ReadonlySet<string>): Set<string> {
    const out = new Set<string>();
    if (this.listing.modifiedKnown) return out;
    const known = new Set([...this.listing.staged.map((s) => s.entry), ...this.listing.unclean]);
    let ask: string[] | undefined;
    if (this.mayRead !== undefined && this.mayRead.size + named.size <= 2000) {
      // a file whose bytes hash to its index entry's blob id is unmodified whatever its stat data
      // says; git decides the others (the rare case: `git ls-files -m` with several paths looks at
      // every tracked file anyway)
      ask = [];
      for (const entry of new Set([...this.mayRead, ...named])) {
        const i = this.pos(this.prefix + entry);
        if (i !== undefined && !sameBlob(join(this.listing.dir, entry), this.blobs[i])) ask.push(entry);
      }
      if (ask.length === 0) return out;
    }
    for (const p of modifiedIn(this.listing.dir, ask) ?? []) if (!known.has(p)) out.add(p);
    return out;
  }

  /**
   * The listing for discovery, split in one pass over the clean entries: those the sink leaves
   * unread (`served`: discovery lists them without looking at them again) and the others (`files`,
   * discovered as usual). `templated` is asked only for entries with a record. `plain` gets the
   * records without a naming context that are not a kustomization's (most of them), `kept` the
   * others (a remembered kustomization, a file kustomizations named), with their listing position;
   * neither makes an object per record.
   */
  split(templated: (path: string) => boolean, sink: SplitSink): IndexListing {
    const listing = this.listing;
    const prefix = this.prefix;
    const rest: string[] = [...listing.unclean];
    const served: string[] = [];
    const restClean = new Set<string>();
    const { paths, recs, blobs, datas } = this;
    for (let i = 0; i < paths.length; i++) {
      const entry = paths[i];
      const path = prefix + entry;
      const e = recs[i];
      const blob = blobs[i];
      // (a record made from this blob, of a path discovery takes as it is)
      if (e !== undefined && e.startsWith(blob, 1) && !entry.includes('.git') && !entry.includes('node_modules')) {
        const end = blob.length + 1;
        const role = ROLE[e[0]];
        const tail = e.length === end ? -1 : e.charCodeAt(end);
        if (role === undefined) {
          // (not a record: read)
        } else if (tail === -1) {
          // `<role><blob>`: no template reading, no naming context
          if (!templated(path) && (role === 'kust' ? sink.kept(path, i, role, '', datas[i]) : sink.plain(path, role))) {
            served.push(entry);
            continue;
          }
        } else if (tail === 64 /* @ */) {
          // `<role><blob>@<context>`: named by kustomizations
          if (!templated(path) && sink.kept(path, i, role, e.slice(end + 1), role === 'kust' ? datas[i] : undefined)) {
            served.push(entry);
            continue;
          }
        } else {
          // read as a template (`:t`), or not a record
          const c = this.at(i, path, templated);
          if (c !== undefined && (c.role === 'kust' || c.ctx !== '' ? sink.kept(path, i, c.role, c.ctx, c.data) : sink.plain(path, c.role))) {
            served.push(entry);
            continue;
          }
        }
      }
      this.index.set(path, i);
      rest.push(entry);
      restClean.add(entry);
      // (only files discovery reads: YAML files and Dockerfiles)
      if (this.mayRead !== undefined && fileKind(entry.slice(entry.lastIndexOf('/') + 1)) !== undefined) this.mayRead.add(entry);
    }
    // (discovery asks `clean` about the entries it looks at, and about the real paths of links)
    let all: Set<string> | undefined;
    const clean = { has: (entry: string) => restClean.has(entry) || (!listing.uncleanSet().has(entry) && (all ??= new Set(paths)).has(entry)) };
    return { ...listing, files: rest, clean, served };
  }

  /**
   * Was one of these files (cwd-relative) a hub when its record was made, whatever its bytes now?
   * A hint only (a commit touching a plugin usually touches a hub again): src/lint.ts then skips the
   * partial run that would find out and reads everything at once.
   */
  wasHub(targets: ReadonlySet<string>): boolean {
    if (targets.size === 0) return false;
    const { paths, recs, prefix } = this;
    for (let i = 0; i < paths.length; i++) {
      if (recs[i] !== undefined && recs[i]!.charCodeAt(0) === 104 /* h */ && targets.has(prefix === '' ? paths[i] : prefix + paths[i])) return true;
    }
    return false;
  }

  /** What the file's bytes are for the cache (blob id and template reading), if its blob is known. */
  keyOf(path: string, templated: boolean): string | undefined {
    const i = this.pos(path);
    return i === undefined ? undefined : keyOf(this.blobs[i], templated);
  }

  record(path: string, templated: boolean, role: Role, ctx = '', data?: string): void {
    const i = this.pos(path);
    if (i === undefined) return;
    const k = ctx === '' ? keyOf(this.blobs[i], templated) : `${keyOf(this.blobs[i], templated)}@${ctx}`;
    const e = CODE[role] + k;
    const d = role === 'kust' ? data ?? '' : undefined;
    if (this.recs[i] === e && this.datas[i] === d) return;
    this.recs[i] = e;
    this.datas[i] = d;
    this.changed = true;
  }

  /** Write the cache if it changed. Never throws: a cache that cannot be written is just not written. */
  save(): void {
    if (this.changed || this.dropped) {
      try {
        mkdirSync(join(this.file, '..'), { recursive: true });
        const tmp = `${this.file}.${process.pid}.${nodeCrypto().randomBytes(4).toString('hex')}.tmp`;
        writeFileSync(tmp, serialize(this.paths, this.recs, this.datas));
        try {
          renameSync(tmp, this.file);
        } catch (e) {
          try {
            unlinkSync(tmp);
          } catch {
            /* already gone */
          }
          throw e;
        }
        this.stats.saved = true;
        prune(join(this.file, '..'), this.file);
      } catch (e) {
        this.trace?.(`cmp-lint cache: not written (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
      }
    }
    const s = this.stats;
    this.trace?.(`cmp-lint cache: ${this.file} skipped=${s.skipped} read=${s.read} full=${s.full ? 'yes' : 'no'} saved=${s.saved ? 'yes' : 'no'} passes=${s.passes}`);
  }
}

function keyOf(blob: string, templated: boolean): string {
  return templated ? `${blob}:t` : blob;
}

/** Keep the most recently written cache files; remove stale temporary files. */
function prune(dir: string, current: string): void {
  try {
    const now = Date.now();
    const found: { path: string; mtime: number }[] = [];
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      let st;
      try {
        st = statSync(path);
      } catch {
        continue;
      }
      if (name.endsWith('.tmp')) {
        if (now - st.mtimeMs > 3600_000) unlinkSync(path);
      } else if (path !== current) {
        found.push({ path, mtime: st.mtimeMs });
      }
    }
    found.sort((a, b) => b.mtime - a.mtime);
    for (const f of found.slice(MAX_CACHE_FILES - 1)) unlinkSync(f.path);
  } catch {
    /* best effort */
  }
}

let buildIdMemo: string | undefined;
/** A hash of the running cmp-lint itself (the bundle, or this module when run from sources). */
export function buildId(): string {
  if (buildIdMemo !== undefined) return buildIdMemo;
  const h = nodeCrypto().createHash('sha256').update(VERSION);
  try {
    const self = fileURLToPath(import.meta.url);
    // (the bundle the launcher ran is hashed already: src/core/code-cache.ts)
    const ran = processCodeCaches()?.digestOf(self);
    h.update(ran ?? contentDigest(readFileSync(self)));
    if (self.endsWith('.ts')) {
      // from sources (src/cache/index.ts through tsx): the sources' sizes and times stand in for a build
      const src = resolve(self, '..', '..');
      const walk = (d: string) => {
        for (const n of readdirSync(d)) {
          const p = join(d, n);
          const st = statSync(p);
          if (st.isDirectory()) walk(p);
          else if (n.endsWith('.ts')) h.update(`${p}:${st.size}:${st.mtimeMs}\n`);
        }
      };
      walk(src);
    }
  } catch {
    h.update(String(Date.now())); // unknown build: a cache nobody will match
  }
  return (buildIdMemo = h.digest('hex'));
}

function git(args: string[], cwd: string, env: Record<string, string> = {}): string | undefined {
  try {
    const r = childProcess().spawnSync('git', args, {
      cwd,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', ...env },
    });
    return r.status === 0 ? r.stdout : undefined;
  } catch {
    return undefined;
  }
}

/** Are the bytes of file `abs` the blob `blob` (git's object id of them: SHA-1, or SHA-256 in such a repository)? */
function sameBlob(abs: string, blob: string): boolean {
  let buf: Buffer;
  try {
    buf = readFileSync(abs);
  } catch {
    return false; // (deleted, or not a file: git decides)
  }
  const h = nodeCrypto().createHash(blob.length === 64 ? 'sha256' : 'sha1');
  h.update(`blob ${buf.length}\0`);
  h.update(buf);
  return h.digest('hex') === blob;
}

/**
 * Tracked files (relative to `dir`) git says are modified or deleted in the work tree, among
 * `entries` (each an exact path, not a pattern), or among all when undefined. Undefined when git
 * cannot say.
 */
export function modifiedIn(dir: string, entries?: string[]): Set<string> | undefined {
  const out = git(['ls-files', '-z', '-m', '--', ...(entries ?? ['.'])], dir, entries ? { GIT_LITERAL_PATHSPECS: '1' } : {});
  return out === undefined ? undefined : new Set(out.split('\0').filter(Boolean));
}

/** The bytes of these blobs (one `git cat-file --batch`); a blob git cannot give is left out. */
export function readBlobs(dir: string, blobs: string[]): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  if (blobs.length === 0) return found;
  let out: Buffer;
  try {
    const r = childProcess().spawnSync('git', ['cat-file', '--batch'], { cwd: dir, input: blobs.join('\n') + '\n', maxBuffer: 1 << 30, stdio: ['pipe', 'pipe', 'ignore'], env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } });
    if (r.status !== 0) return found;
    out = r.stdout;
  } catch {
    return found;
  }
  // `<id> blob <size>\n<bytes>\n` per blob, `<id> missing\n` for one git does not have
  for (let p = 0; p < out.length; ) {
    const nl = out.indexOf(10, p);
    if (nl < 0) break;
    const [id, type, size] = out.toString('latin1', p, nl).split(' ');
    p = nl + 1;
    if (type === 'missing' || size === undefined) continue;
    const n = Number(size);
    if (type === 'blob') found.set(id, out.subarray(p, p + n));
    p += n + 1;
  }
  return found;
}

/**
 * What one `git ls-files` call says about the context directory, for the cache (blob ids of files
 * whose work-tree copy matches the index) and for file discovery (src/files/discover.ts: the files
 * git selects, without asking git again or an lstat per file it already checked).
 */
export interface IndexListing {
  /** the context directory (absolute): every path below is relative to it, "/" separators */
  dir: string;
  top: string;
  /** tracked files (whatever .gitignore says): a `--context` run does not list untracked ones */
  files: string[];
  /** tracked submodules and symbolic links */
  special: Map<string, 'link' | 'submodule'>;
  /**
   * Tracked regular files (mode 100644/100755, stage 0) that git found unmodified in the work tree:
   * git lstat'ed them and compared them with the index (content too when the stat data is not
   * conclusive), so they are regular files whose bytes are the blob's. In the listing's order, with
   * their blob ids.
   */
  cleanPaths: string[];
  cleanBlobs: string[];
  /** membership in cleanPaths (for discovery) */
  clean: { has(entry: string): boolean };
  /** the other entries of `files` (modified, unmerged, links, submodules...), and as a set */
  unclean: string[];
  uncleanSet(): Set<string>;
  /**
   * Tracked regular files modified (or deleted) in the work tree, not reported on, with the blob
   * their staged bytes are (kept in cleanPaths: what the commit holds is their index entry): the
   * run reads those bytes from git instead of the work tree (src/lint.ts).
   */
  staged: { entry: string; blob: string }[];
  /** git was asked which files are modified in the work tree (ListHow.modified) */
  modifiedKnown: boolean;
  /**
   * Clean entries the cache leaves unread (FactsCache.split): discovery lists them as they are,
   * and they are not in `files`. Each had a record made when it was read as a YAML file of this
   * directory under the same configuration and build, so discovery took it then and takes it now
   * (its decisions on a clean entry depend on nothing but its path).
   */
  served?: string[];
}

/**
 * One `git ls-files -z -t -v -c -m -s` over `dir` (the tracked files only: a `--context` run's
 * context is what a commit holds, src/lint.ts; untracked files named on the command line are added
 * there): tagged records, `<tag> <mode> <blob> <stage>\t<path>` for index entries, where the tag is
 * `H` (cached), `C` (modified or deleted in the work tree: listed again right after its `H` record),
 * `S` (skip-worktree), `M` (unmerged), lower case when marked assume-unchanged (`-v`: git does not
 * look at such a file, so it is never taken as clean). Undefined when git cannot say.
 */
export function listIndex(dir: string, top: string, how: ListHow = {}, given?: { out: string | undefined }): IndexListing | undefined {
  const out = given ? given.out : git(lsFilesArgs(how), dir);
  if (out === undefined) return undefined;
  const files: string[] = [];
  const special = new Map<string, 'link' | 'submodule'>();
  const cleanPaths: string[] = [];
  const cleanBlobs: string[] = [];
  const unclean: string[] = [];
  const staged: { entry: string; blob: string }[] = [];
  const dirty = new Set<string>();
  const named = how.named;
  /** a clean entry git says is modified in the work tree: read from the work tree when named, else its staged bytes */
  const modifiedClean = () => {
    const path = cleanPaths[cleanPaths.length - 1];
    if (named?.has(path)) {
      cleanPaths.pop();
      cleanBlobs.pop();
      unclean.push(path);
    } else staged.push({ entry: path, blob: cleanBlobs[cleanBlobs.length - 1] });
  };
  let last = '';
  for (let p = 0; p < out.length; ) {
    let end = out.indexOf('\0', p);
    if (end < 0) end = out.length;
    const start = p;
    p = end + 1;
    if (end - start < 3 || out.charCodeAt(start + 1) !== 32) continue;
    const tag = out.charCodeAt(start);
    if (tag === 63 /* ? */) {
      const path = out.slice(start + 2, end);
      files.push(path);
      unclean.push(path);
      continue;
    }
    // <mode> <blob> <stage>\t<path>
    const sp1 = out.indexOf(' ', start + 2);
    const sp2 = sp1 < 0 || sp1 > end ? -1 : out.indexOf(' ', sp1 + 1);
    const tab = sp2 < 0 || sp2 > end ? -1 : out.indexOf('\t', sp2 + 1);
    if (tab < 0 || tab > end) continue;
    const path = out.slice(tab + 1, end);
    // a modified or unmerged file has several records in a row
    const again = path === last;
    last = path;
    const regular = out.startsWith('100644 ', start + 2) || out.startsWith('100755 ', start + 2);
    if (!regular && !again) {
      if (out.startsWith('120000 ', start + 2)) special.set(path, 'link');
      else if (out.startsWith('160000 ', start + 2)) special.set(path, 'submodule');
    }
    if (tag === 72 /* H */ && regular && tab === sp2 + 2 && out.charCodeAt(sp2 + 1) === 48 /* 0 */ && !again) {
      files.push(path);
      cleanPaths.push(path);
      cleanBlobs.push(out.slice(sp1 + 1, sp2));
      continue;
    }
    if (again) {
      // (listed again: modified in the work tree (`C`, right after its `H`), or another stage)
      if (cleanPaths.length > 0 && cleanPaths[cleanPaths.length - 1] === path) {
        if (tag === 67 /* C */) modifiedClean();
        else {
          cleanPaths.pop();
          cleanBlobs.pop();
          unclean.push(path);
        }
      } else if (tag !== 72) dirty.add(path);
      continue;
    }
    files.push(path);
    unclean.push(path);
    if (tag !== 72) dirty.add(path);
  }
  if (dirty.size > 0) {
    // (a record for an entry listed as clean, not right after it: never seen from git, but never believed clean)
    for (let i = cleanPaths.length - 1; i >= 0; i--) {
      if (!dirty.has(cleanPaths[i])) continue;
      unclean.push(cleanPaths[i]);
      cleanPaths.splice(i, 1);
      cleanBlobs.splice(i, 1);
    }
    for (let i = staged.length - 1; i >= 0; i--) if (dirty.has(staged[i].entry)) staged.splice(i, 1);
  }
  let cleanSet: Set<string> | undefined;
  let uncleanSet: Set<string> | undefined;
  return {
    dir,
    top,
    files,
    special,
    cleanPaths,
    cleanBlobs,
    clean: { has: (entry) => (cleanSet ??= new Set(cleanPaths)).has(entry) },
    unclean,
    uncleanSet: () => (uncleanSet ??= new Set(unclean)),
    staged,
    modifiedKnown: how.modified === true,
  };
}

/**
 * The listing of a `--context` directory inside a git work tree for a run without the cache: the
 * tracked files, which of them are modified in the work tree, and what their staged bytes are.
 * Undefined outside git.
 */
export function contextListing(cwd: string, context: string, named: ReadonlySet<string>): IndexListing | undefined {
  const ctx = resolve(cwd, context);
  const rp = git(['rev-parse', '--is-inside-work-tree', '--show-toplevel'], ctx);
  const [inside, top] = rp?.split('\n') ?? [];
  if (inside !== 'true' || !top) return undefined;
  return listIndex(ctx, top, { modified: true, named });
}

/** The arguments of listIndex's `git ls-files`. */
function lsFilesArgs(how: ListHow): string[] {
  return ['ls-files', '-z', '-t', '-v', '-c', ...(how.modified === true ? ['-m'] : []), '-s', '--', '.'];
}

/**
 * `git ls-files` (listIndex's) started in the background, its output going to a private temporary
 * file, so that git lists the index while this process does its own work (openCache: `git
 * rev-parse`, then reading and checking the cache file): on a repository of 63,000 files, git
 * takes about 35 ms and that work about 25 ms. A pipe would not do: git stops once it has written
 * 64 KB that nobody reads, and this thread reads nothing until it waits. `out` resolves to what git
 * printed (undefined when it failed); `cancel` stops it. The file has no name once git runs. Undefined when it cannot start (no
 * temporary file): the caller asks git in the foreground.
 */
function lsFilesInBackground(dir: string, how: ListHow): { out: () => Promise<string | undefined>; cancel: () => void } | undefined {
  let tmp: string;
  let fd: number;
  try {
    tmp = join(tmpdir(), `cmp-lint-ls-files-${process.pid}-${nodeCrypto().randomBytes(8).toString('hex')}`);
    fd = openSync(tmp, 'wx+', 0o600);
  } catch {
    return undefined;
  }
  const drop = () => {
    try {
      unlinkSync(tmp);
    } catch {
      /* gone already (or, where an open file cannot lose its name, removed at the end) */
    }
  };
  let exited: Promise<number | null>;
  let child: import('node:child_process').ChildProcess;
  try {
    child = childProcess().spawn('git', lsFilesArgs(how), { cwd: dir, stdio: ['ignore', fd, 'ignore'], env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } });
    exited = new Promise((done) => {
      child.once('error', () => done(null));
      child.once('exit', (code) => done(code));
    });
  } catch {
    closeSync(fd);
    drop();
    return undefined;
  }
  // The name goes now: git writes through its copy of the descriptor and this process reads through
  // its own, so nothing is left in the temporary directory however either of them ends (a signal,
  // a crash). The two share one file offset: the listing is read from offset 0.
  drop();
  return {
    out: async () => {
      const code = await exited;
      try {
        if (code !== 0) return undefined;
        const size = fstatSync(fd).size;
        const buf = Buffer.allocUnsafe(size);
        let got = 0;
        while (got < size) {
          const n = readSync(fd, buf, got, size - got, got);
          if (n === 0) break;
          got += n;
        }
        return buf.toString('utf8', 0, got);
      } catch {
        return undefined;
      } finally {
        closeSync(fd);
        drop();
      }
    },
    cancel: () => {
      child.kill();
      closeSync(fd);
    },
  };
}

/** What listIndex asks git and how it takes what git says of files modified in the work tree. */
export interface ListHow {
  /**
   * Ask git which tracked files are modified in the work tree (`-m`: an lstat of every one).
   * Without it every entry is taken as clean (its bytes the index's), and the run checks the files
   * it read afterwards (FactsCache.modifiedAmongRead).
   */
  modified?: boolean;
  /** the entries reported on (relative to the listed directory): a modified one is read from the work tree */
  named?: ReadonlySet<string>;
}

/**
 * The cache for a `--context` run, or undefined (with the reason, for the trace) when there is none:
 * not a git work tree, git missing.
 */
export async function openCache(cwd: string, context: string, parts: CacheKeyParts, opts: CacheOptions = {}, how: ListHow = {}): Promise<FactsCache | undefined> {
  const trace = opts.trace;
  const ctx = resolve(cwd, context);
  // (git lists the index meanwhile: see lsFilesInBackground)
  const ls = lsFilesInBackground(ctx, how);
  const rp = git(['rev-parse', '--is-inside-work-tree', '--show-toplevel', '--git-common-dir'], ctx);
  const [inside, top, common] = rp?.split('\n') ?? [];
  if (inside !== 'true' || !top || !common) {
    ls?.cancel();
    trace?.('cmp-lint cache: off (not inside a git work tree)');
    return undefined;
  }
  // git prints paths relative to the context directory; lint's paths are relative to cwd
  const prefix = relative(cwd, ctx).split(sep).join('/');
  const where = (p: string) => relative(top, p).split(sep).join('/');
  const key = nodeCrypto().createHash('sha256')
    .update(
      JSON.stringify({
        format: FORMAT,
        version: VERSION,
        build: buildId(),
        config: parts.config,
        configText: parts.configText,
        rules: parts.rules,
        cwd: where(resolve(cwd)),
        context: where(ctx),
      }),
    )
    .digest('hex')
    .slice(0, 32);
  const dir = opts.dir ? resolve(cwd, opts.dir) : join(isAbsolute(common) ? common : resolve(ctx, common), 'cmp-lint', 'cache-v1');
  const file = join(dir, `${key}.cache`);
  const stored = readCacheFile(file);
  // (a background listing that failed, say on a full temporary directory, is asked again in the foreground)
  const background = ls ? await ls.out() : undefined;
  const listing = listIndex(ctx, top, how, background !== undefined ? { out: background } : undefined);
  if (listing === undefined) {
    trace?.('cmp-lint cache: off (git ls-files failed)');
    return undefined;
  }
  // records of paths that are not clean entries now are dropped: the file stays the size of the repository
  const { recs, datas, dropped } = readEntries(file, stored, listing.cleanPaths, trace);
  return new FactsCache(file, listing, recs, datas, dropped, trace, prefix === '' ? '' : `${prefix}/`);
}

// The file: a header line `cmp-lint cache <FORMAT> <records> <sha-1 of the rest>`, then one record
// per file, `<role code><key>\t<path>\0` (NUL-terminated: git paths may hold any other byte; the
// path relative to the context directory), a `kust` record followed by its facts, `<facts>\0`
// (src/cache/kustomize.ts: no NUL). Records are in the listing's order. Much cheaper to read than
// JSON for the tens of thousands of files of a big repository; the checksum makes a damaged file
// (a flipped role code) count as no file.
const HEADER = 'cmp-lint cache ';

function serialize(paths: string[], recs: (Entry | undefined)[], datas: (string | undefined)[]): Buffer {
  const parts: string[] = [];
  for (let i = 0; i < paths.length; i++) {
    const e = recs[i];
    if (e === undefined) continue;
    parts.push(e.charCodeAt(0) === 107 /* k */ ? `${e}\t${paths[i]}\0${datas[i] ?? ''}\0` : `${e}\t${paths[i]}\0`);
  }
  const body = Buffer.from(parts.join(''), 'utf8');
  const head = `${HEADER}${FORMAT} ${parts.length} ${nodeCrypto().createHash('sha1').update(body).digest('hex')}\n`;
  return Buffer.concat([Buffer.from(head, 'utf8'), body]);
}

/** UTF-16 order of text[from, to) against s (the listing's order for what git writes). */
function compareAt(text: string, from: number, to: number, s: string): number {
  const n = Math.min(to - from, s.length);
  for (let k = 0; k < n; k++) {
    const d = text.charCodeAt(from + k) - s.charCodeAt(k);
    if (d !== 0) return d;
  }
  return to - from - s.length;
}

/**
 * The records of a cache file for the listing's clean entries (by position), in one pass over both
 * (same order; a record whose path is out of order is only missed). An unreadable, corrupt,
 * truncated or foreign file counts as empty.
 */
/**
 * The cache file's records as text, checked (its header and checksum), with their announced count;
 * `missing` when there is no file yet, `bad` (why) when it is not a whole cache file.
 */
type StoredCache = { text: string; count: number } | { missing: true } | { bad: string };

function readCacheFile(file: string): StoredCache {
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch {
    return { missing: true };
  }
  const nl = buf.indexOf(10);
  const head = /^cmp-lint cache (\d+) (\d+) ([0-9a-f]{40})$/.exec(nl < 0 ? '' : buf.toString('latin1', 0, Math.min(nl, 200)));
  if (!head || Number(head[1]) !== FORMAT) return { bad: 'not a cache file' };
  if (nodeCrypto().createHash('sha1').update(buf.subarray(nl + 1)).digest('hex') !== head[3]) return { bad: 'checksum mismatch' };
  return { text: buf.toString('utf8', nl + 1), count: Number(head[2]) };
}

function readEntries(file: string, stored: StoredCache, paths: string[], trace?: (line: string) => void): { recs: (Entry | undefined)[]; datas: (string | undefined)[]; dropped: boolean } {
  const n = paths.length;
  let recs: (Entry | undefined)[] = new Array(n);
  let datas: (string | undefined)[] = new Array(n);
  let count = 0;
  let matched = 0;
  if ('missing' in stored) return { recs, datas, dropped: false }; // (no cache file yet)
  try {
    if ('bad' in stored) throw new Error(stored.bad);
    const text = stored.text;
    let i = 0;
    for (let p = 0; p < text.length; ) {
      const tab = text.indexOf('\t', p);
      const nul = text.indexOf('\0', p);
      if (tab < p + 2 || nul < tab || ROLE[text[p]] === undefined) throw new Error('bad record');
      let next = nul + 1;
      let dataEnd = -1;
      if (text.charCodeAt(p) === 107 /* k */) {
        dataEnd = text.indexOf('\0', next);
        if (dataEnd < 0) throw new Error('bad record');
        next = dataEnd + 1;
      }
      count++;
      // the clean entry with this record's path: at i, or later (entries without a record before it)
      while (i < n) {
        const c = compareAt(text, tab + 1, nul, paths[i]);
        if (c > 0) i++;
        else {
          if (c === 0) {
            recs[i] = text.slice(p, tab);
            if (dataEnd >= 0) datas[i] = text.slice(nul + 1, dataEnd);
            matched++;
            i++;
          }
          break;
        }
      }
      p = next;
    }
    if (count !== stored.count) throw new Error('truncated');
  } catch (e) {
    trace?.(`cmp-lint cache: ignoring ${file} (${(e as Error).message})`);
    recs = new Array(n);
    datas = new Array(n);
    return { recs, datas, dropped: true };
  }
  return { recs, datas, dropped: matched !== count };
}
