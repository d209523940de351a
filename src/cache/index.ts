// The pre-commit cache (issues 13 and 15): what each file contributes to the cross-file picture,
// keyed by its git blob id, so that `cmp-lint --context . <changed files>` does not read and parse the
// whole repository again on every commit.
//
// What is cached is a file's *role*, decided from what the load and the extractors made of it:
//   none   nothing at all: no document that can matter, no read problem, no kustomization, not a
//          possible kustomize patch, no suppression directive (most files of a big repository);
//   local  only Argo CD Applications/ApplicationSets/AppProjects, or documents that made nothing
//          (their own read problems only);
//   cm     only ConfigMaps that hold no plugin;
//   hub    anything else (plugins, sidecars, pods, kustomizations, Dockerfiles, chart values, legacy
//          plugin lists, files a kustomization names): always read.
// A `none` file is never read while its blob is unchanged. A `local` or `cm` file is read only when it
// is one of the files being reported on, or when the partial picture could be wrong: a reported file
// is a hub, or a rule that joins Applications or ConfigMaps touched a reported file (PER_FILE_RULES in
// src/cache/roles.ts).
// Positions therefore always come from a real parse of the file they point into: nothing positional
// is stored.
//
// Key: the blob id `git ls-files --stage` gives (the index, which is what pre-commit checks) for files
// whose work-tree copy matches the index (`git ls-files --modified` lists the others, which are
// always read), plus whether the file is read as a template. The cache file itself is named after a
// hash of everything else the roles depend on: cmp-lint's version and build (a hash of the running
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

export type Role = 'none' | 'local' | 'cm' | 'hub';

const CODE: Record<Role, string> = { none: 'n', local: 'l', cm: 'c', hub: 'h' };
const ROLE: Record<string, Role> = { n: 'none', l: 'local', c: 'cm', h: 'hub' };
/** cache files (one per configuration/build) kept in the directory */
const MAX_CACHE_FILES = 4;
const FORMAT = 1;

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

type Entry = [blob: string, role: string];

export class FactsCache {
  readonly stats: CacheStats = { skipped: 0, read: 0, full: false, saved: false };
  private changed = false;

  constructor(
    /** the cache file (absolute) */
    readonly file: string,
    /** cwd-relative path → blob id, for files whose work-tree copy matches the index */
    private readonly blobs: Map<string, string>,
    private readonly entries: Map<string, Entry>,
    private readonly trace?: (line: string) => void,
  ) {}

  /** The cached role of a file (cwd-relative path), if its blob is the one the entry was made from. */
  lookup(path: string, templated: boolean): Role | undefined {
    const blob = this.blobs.get(path);
    if (blob === undefined) return undefined;
    const e = this.entries.get(path);
    if (!e || e[0] !== keyOf(blob, templated)) return undefined;
    return ROLE[e[1]];
  }

  record(path: string, templated: boolean, role: Role): void {
    const blob = this.blobs.get(path);
    if (blob === undefined) return;
    const k = keyOf(blob, templated);
    const e = this.entries.get(path);
    if (e && e[0] === k && e[1] === CODE[role]) return;
    this.entries.set(path, [k, CODE[role]]);
    this.changed = true;
  }

  /** Write the cache if it changed. Never throws: a cache that cannot be written is just not written. */
  save(): void {
    // entries of paths that left the index are dropped: the file stays the size of the repository
    for (const p of this.entries.keys()) {
      if (!this.blobs.has(p)) {
        this.entries.delete(p);
        this.changed = true;
      }
    }
    if (this.changed) {
      try {
        mkdirSync(join(this.file, '..'), { recursive: true });
        const tmp = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
        writeFileSync(tmp, serialize(this.entries));
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
 * The cache for a `--context` run, or undefined (with the reason, for the trace) when there is none:
 * not a git work tree, git missing.
 */
export function openCache(cwd: string, context: string, parts: CacheKeyParts, opts: CacheOptions = {}): FactsCache | undefined {
  const trace = opts.trace;
  const ctx = resolve(cwd, context);
  const rp = git(['rev-parse', '--show-toplevel', '--git-common-dir'], ctx);
  const [top, common] = rp?.split('\n') ?? [];
  if (!top || !common) {
    trace?.('cmp-lint cache: off (not inside a git work tree)');
    return undefined;
  }
  const staged = git(['-c', 'core.quotePath=false', 'ls-files', '-z', '--stage', '--', '.'], ctx);
  const modified = git(['-c', 'core.quotePath=false', 'ls-files', '-z', '--modified', '--', '.'], ctx);
  if (staged === undefined || modified === undefined) {
    trace?.('cmp-lint cache: off (git ls-files failed)');
    return undefined;
  }
  // git prints paths relative to the context directory; lint's paths are relative to cwd
  const prefix = relative(cwd, ctx).split(sep).join('/');
  const toCwd = (p: string) => (prefix === '' ? p : `${prefix}/${p}`);
  const dirty = new Set(modified.split('\0').filter(Boolean));
  const blobs = new Map<string, string>();
  for (const rec of staged.split('\0')) {
    // <mode> <blob> <stage>\t<path>: regular files at stage 0 only (not links, submodules, conflicts)
    const tab = rec.indexOf('\t');
    if (tab < 0) continue;
    const [mode, blob, stage] = rec.slice(0, tab).split(' ');
    const path = rec.slice(tab + 1);
    if (stage !== '0' || (mode !== '100644' && mode !== '100755') || dirty.has(path)) continue;
    blobs.set(toCwd(path), blob);
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
  return new FactsCache(file, blobs, readEntries(file, trace), trace);
}

// The file: a header line `cmp-lint cache <FORMAT> <entries>`, then one record per file,
// `<role code><key>\t<path>\0` (NUL-terminated: git paths may hold any other byte). Much cheaper
// to read than JSON for the tens of thousands of files of a big repository.
const HEADER = 'cmp-lint cache ';

function serialize(entries: Map<string, Entry>): string {
  let out = `${HEADER}${FORMAT} ${entries.size}\n`;
  for (const [p, e] of entries) out += `${e[1]}${e[0]}\t${p}\0`;
  return out;
}

/** The entries of a cache file; an unreadable, corrupt, truncated or foreign file counts as empty. */
function readEntries(file: string, trace?: (line: string) => void): Map<string, Entry> {
  const out = new Map<string, Entry>();
  if (!existsSync(file)) return out;
  try {
    const text = readFileSync(file, 'utf8');
    const nl = text.indexOf('\n');
    const head = /^cmp-lint cache (\d+) (\d+)$/.exec(nl < 0 ? '' : text.slice(0, nl));
    if (!head || Number(head[1]) !== FORMAT) throw new Error('not a cache file');
    const records = text.slice(nl + 1).split('\0');
    if (records.pop() !== '') throw new Error('truncated');
    for (const r of records) {
      const tab = r.indexOf('\t');
      const code = r[0];
      const key = r.slice(1, tab);
      if (tab < 2 || !(code in ROLE) || !/^[0-9a-f]{40,64}(:t)?$/.test(key)) throw new Error('bad record');
      out.set(r.slice(tab + 1), [key, code]);
    }
    if (out.size !== Number(head[2])) throw new Error('truncated');
  } catch (e) {
    trace?.(`cmp-lint cache: ignoring ${file} (${(e as Error).message})`);
    out.clear();
  }
  return out;
}
