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
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, renameSync, mkdirSync, readdirSync, statSync, unlinkSync, existsSync } from 'node:fs';
import { join, resolve, relative, sep, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSION } from '../core/version.js';

export type Role = 'none' | 'local' | 'cm' | 'hub' | 'kust';

const CODE: Record<Role, string> = { none: 'n', local: 'l', cm: 'c', hub: 'h', kust: 'k' };
const ROLE: Record<string, Role> = { n: 'none', l: 'local', c: 'cm', h: 'hub', k: 'kust' };
/** cache files (one per configuration/build) kept in the directory */
const MAX_CACHE_FILES = 4;
const FORMAT = 2;

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
}

/** Stable description of what the roles depend on besides a file's bytes. */
export interface CacheKeyParts {
  config: unknown;
  configText?: string;
  rules: string[];
}

/**
 * A file's record: `<role code><key>`, the key being `<blob>[:t][@<naming context>]` (a string, not
 * an object: tens of thousands of them are read on every run). `kust` records have their facts in
 * FactsCache's `data` (src/cache/kustomize.ts).
 */
type Entry = string;

/** What the cache holds for an unchanged file. */
export interface Cached {
  role: Role;
  /** how kustomizations named the file when the record was made ('' for not at all), see src/cache/roles.ts */
  ctx: string;
  /** `kust`: the recorded load, JSON */
  data?: string;
}

export class FactsCache {
  readonly stats: CacheStats = { skipped: 0, read: 0, full: false, saved: false };
  private changed = false;
  private readonly dropped: boolean;

  constructor(
    /** the cache file (absolute) */
    readonly file: string,
    /** cwd-relative path → blob id, for files whose work-tree copy matches the index */
    private readonly blobs: Map<string, string>,
    private readonly entries: Map<string, Entry>,
    private readonly data: Map<string, string>,
    /** entries of paths that left the index (or are modified) were dropped when the file was read */
    dropped: boolean,
    private readonly trace?: (line: string) => void,
    /** the listing the blob ids came from, for file discovery */
    readonly listing?: IndexListing,
  ) {
    this.dropped = dropped;
  }

  /** The record of a file (cwd-relative path), if its blob is the one the record was made from. */
  lookup(path: string, templated: boolean): Cached | undefined {
    const blob = this.blobs.get(path);
    if (blob === undefined) return undefined;
    const e = this.entries.get(path);
    if (e === undefined) return undefined;
    const k = keyOf(blob, templated);
    if (!e.startsWith(k, 1)) return undefined;
    const role = ROLE[e[0]];
    const data = role === 'kust' ? this.data.get(path) : undefined;
    if (e.length === k.length + 1) return { role, ctx: '', data };
    if (e.charCodeAt(k.length + 1) !== 64 /* @ */) return undefined;
    return { role, ctx: e.slice(k.length + 2), data };
  }

  /** What the file's bytes are for the cache (blob id and template reading), if its blob is known. */
  keyOf(path: string, templated: boolean): string | undefined {
    const blob = this.blobs.get(path);
    return blob === undefined ? undefined : keyOf(blob, templated);
  }

  record(path: string, templated: boolean, role: Role, ctx = '', data?: string): void {
    const blob = this.blobs.get(path);
    if (blob === undefined) return;
    const k = ctx === '' ? keyOf(blob, templated) : `${keyOf(blob, templated)}@${ctx}`;
    const e = CODE[role] + k;
    if (this.entries.get(path) === e && this.data.get(path) === data) return;
    this.entries.set(path, e);
    if (data === undefined) this.data.delete(path);
    else this.data.set(path, data);
    this.changed = true;
  }

  /** Write the cache if it changed. Never throws: a cache that cannot be written is just not written. */
  save(): void {
    if (this.changed || this.dropped) {
      try {
        mkdirSync(join(this.file, '..'), { recursive: true });
        const tmp = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
        writeFileSync(tmp, serialize(this.entries, this.data));
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
    this.trace?.(`cmp-lint cache: ${this.file} skipped=${s.skipped} read=${s.read} full=${s.full ? 'yes' : 'no'} saved=${s.saved ? 'yes' : 'no'}`);
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
  const h = createHash('sha256').update(VERSION);
  try {
    const self = fileURLToPath(import.meta.url);
    h.update(readFileSync(self));
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

function git(args: string[], cwd: string): string | undefined {
  try {
    const r = spawnSync('git', args, {
      cwd,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' },
    });
    return r.status === 0 ? r.stdout : undefined;
  } catch {
    return undefined;
  }
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
  /** tracked files (whatever .gitignore says) and untracked files git does not ignore */
  files: string[];
  /** tracked submodules and symbolic links */
  special: Map<string, 'link' | 'submodule'>;
  /**
   * Tracked regular files (mode 100644/100755, stage 0) that git found unmodified in the work tree:
   * git lstat'ed them and compared them with the index (content too when the stat data is not
   * conclusive), so they are regular files whose bytes are the blob's.
   */
  clean: Map<string, string>;
}

/**
 * One `git ls-files -z -t -v -c -o -m -s --exclude-standard` over `dir`: tagged records, `? <path>`
 * for untracked files, `<tag> <mode> <blob> <stage>\t<path>` for index entries, where the tag is
 * `H` (cached), `C` (modified or deleted in the work tree: listed again after its `H` record), `S`
 * (skip-worktree), `M` (unmerged), lower case when marked assume-unchanged (`-v`: git does not look
 * at such a file, so it is never taken as clean). Undefined when git cannot say.
 */
export function listIndex(dir: string, top: string): IndexListing | undefined {
  const out = git(['ls-files', '-z', '-t', '-v', '-c', '-o', '-m', '-s', '--exclude-standard', '--', '.'], dir);
  if (out === undefined) return undefined;
  const files: string[] = [];
  const special = new Map<string, 'link' | 'submodule'>();
  const clean = new Map<string, string>();
  const dirty = new Set<string>();
  let last = '';
  for (const rec of out.split('\0')) {
    if (rec.length < 3 || rec.charCodeAt(1) !== 32) continue;
    const tag = rec[0];
    if (tag === '?') {
      files.push(rec.slice(2));
      continue;
    }
    // <mode> <blob> <stage>\t<path>
    const sp1 = rec.indexOf(' ', 2);
    const sp2 = sp1 < 0 ? -1 : rec.indexOf(' ', sp1 + 1);
    const tab = sp2 < 0 ? -1 : rec.indexOf('\t', sp2 + 1);
    if (tab < 0) continue;
    const path = rec.slice(tab + 1);
    if (path !== last) files.push(path); // a modified or unmerged file has several records in a row
    last = path;
    const mode = rec.slice(2, sp1);
    if (mode === '120000') special.set(path, 'link');
    else if (mode === '160000') special.set(path, 'submodule');
    if (tag === 'H') {
      if ((mode === '100644' || mode === '100755') && rec.slice(sp2 + 1, tab) === '0') clean.set(path, rec.slice(sp1 + 1, sp2));
    } else {
      dirty.add(path);
    }
  }
  for (const p of dirty) clean.delete(p);
  return { dir, top, files, special, clean };
}

/**
 * The cache for a `--context` run, or undefined (with the reason, for the trace) when there is none:
 * not a git work tree, git missing.
 */
export function openCache(cwd: string, context: string, parts: CacheKeyParts, opts: CacheOptions = {}): FactsCache | undefined {
  const trace = opts.trace;
  const ctx = resolve(cwd, context);
  const rp = git(['rev-parse', '--is-inside-work-tree', '--show-toplevel', '--git-common-dir'], ctx);
  const [inside, top, common] = rp?.split('\n') ?? [];
  if (inside !== 'true' || !top || !common) {
    trace?.('cmp-lint cache: off (not inside a git work tree)');
    return undefined;
  }
  const listing = listIndex(ctx, top);
  if (listing === undefined) {
    trace?.('cmp-lint cache: off (git ls-files failed)');
    return undefined;
  }
  // git prints paths relative to the context directory; lint's paths are relative to cwd
  const prefix = relative(cwd, ctx).split(sep).join('/');
  let blobs = listing.clean;
  if (prefix !== '') {
    blobs = new Map();
    for (const [p, b] of listing.clean) blobs.set(`${prefix}/${p}`, b);
  }
  const where = (p: string) => relative(top, p).split(sep).join('/');
  const key = createHash('sha256')
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
  // entries of paths that left the index are dropped: the file stays the size of the repository
  const { entries, data, dropped } = readEntries(file, blobs, trace);
  return new FactsCache(file, blobs, entries, data, dropped, trace, listing);
}

// The file: a header line `cmp-lint cache <FORMAT> <entries>`, then one record per file,
// `<role code><key>\t<path>\0` (NUL-terminated: git paths may hold any other byte), and for a
// `kust` record its load as JSON, `<json>\0` (JSON escapes control characters, so it holds no NUL).
// Much cheaper to read than JSON for the tens of thousands of files of a big repository.
const HEADER = 'cmp-lint cache ';
const KEY = /^[0-9a-f]{40,64}(:t)?(@[0-9a-f]{16}(\+[0-9a-f]{16})*)?$/;

function serialize(entries: Map<string, Entry>, data: Map<string, string>): string {
  const parts: string[] = [`${HEADER}${FORMAT} ${entries.size}\n`];
  for (const [p, e] of entries) {
    const d = e[0] === CODE.kust ? data.get(p) : undefined;
    parts.push(d === undefined ? `${e}\t${p}\0` : `${e}\t${p}\0${d}\0`);
  }
  return parts.join('');
}

/** The entries of a cache file; an unreadable, corrupt, truncated or foreign file counts as empty. */
function readEntries(file: string, blobs: Map<string, string>, trace?: (line: string) => void): { entries: Map<string, Entry>; data: Map<string, string>; dropped: boolean } {
  const out = new Map<string, Entry>();
  const data = new Map<string, string>();
  let count = 0;
  if (!existsSync(file)) return { entries: out, data, dropped: false };
  try {
    const text = readFileSync(file, 'utf8');
    const nl = text.indexOf('\n');
    const head = /^cmp-lint cache (\d+) (\d+)$/.exec(nl < 0 ? '' : text.slice(0, nl));
    if (!head || Number(head[1]) !== FORMAT) throw new Error('not a cache file');
    const records = text.slice(nl + 1).split('\0');
    if (records.pop() !== '') throw new Error('truncated');
    for (let i = 0; i < records.length; i++) {
      const r = records[i];
      const tab = r.indexOf('\t');
      const code = r[0];
      if (tab < 2 || !(code in ROLE) || !KEY.test(r.slice(1, tab))) throw new Error('bad record');
      count++;
      const path = r.slice(tab + 1);
      const keep = blobs.has(path);
      if (keep) out.set(path, r.slice(0, tab));
      if (code === CODE.kust) {
        const d = records[++i];
        if (d === undefined) throw new Error('bad record');
        if (keep) data.set(path, d);
      }
    }
    if (count !== Number(head[2])) throw new Error('truncated');
  } catch (e) {
    trace?.(`cmp-lint cache: ignoring ${file} (${(e as Error).message})`);
    out.clear();
    data.clear();
    return { entries: out, data, dropped: false };
  }
  return { entries: out, data, dropped: out.size !== count };
}
