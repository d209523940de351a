// V8's code cache for the CLI bundle (used by src/launch.ts, the `cmp-lint` executable).
//
// Every run of cmp-lint starts cold: V8 parses the 1 MB bundle, then compiles each function to
// bytecode the first time it runs — the YAML parsers, the extractors, the rules, the reports. On
// the Argo CD setup alone that is about a third of the run (node's own start excluded). V8 can hand
// back the bytecode it made as "cached data" and take it again at the next start; the launcher
// keeps that cache on disk, the way node ≥ 22's module compile cache does, so that the second and
// later runs (the pre-commit hook on every commit, an editor's save, a CI job's later steps) skip
// the compilation.
//
// What keeps it sound:
//  - the cache file is named by a hash of the bundle's bytes (V8 itself only checks the source's
//    length), of node's version and architecture, and of the flags node was started with: another
//    bundle, another node or other V8 flags never meet it (the four most recent caches of a file are
//    kept: a rebuilt bundle does not leave its old caches behind for ever). The hash of a file the
//    build made is the build's (the launcher holds them, scripts/build.mjs), with the file's size and
//    modification time: a file changed after the build is another file, and a run does not load
//    node:crypto and hash 1.7 MB before it starts (1–3 ms); any other file is hashed as it is read;
//  - V8 checks its own version and flags again and rejects data that does not fit (a truncated or
//    foreign file included); a rejected or missing cache only means a cold start, and the run writes
//    a fresh one at its end (to a temporary name, then renamed: concurrent runs never see half a file);
//  - the cache lives beside the package (`<package>/node_modules/.cache/cmp-lint/`, where tools keep
//    their caches), so only who can change the bundle itself can change what it runs;
//    `CMP_LINT_CODE_CACHE=0` turns it off, `CMP_LINT_CODE_CACHE=<dir>` puts it in that directory.
// Cached bytecode changes when functions are compiled, never what they compute.
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { nodeCrypto } from './builtins.js';
import { runtimeFlag, underRuntimeFlag } from './runtime-flags.js';

/** Where the cache of this bundle is kept, or undefined when it is turned off. */
export function codeCacheDir(bundle: string, env: Record<string, string | undefined>): string | undefined {
  const v = env.CMP_LINT_CODE_CACHE;
  if (v !== undefined && v !== '') {
    if (/^(?:0|off|false|no)$/i.test(v)) return undefined;
    return v;
  }
  // dist/cli-main.cjs → <package>/node_modules/.cache/cmp-lint
  return join(dirname(bundle), '..', 'node_modules', '.cache', 'cmp-lint');
}

/** A hash of a file's bytes (hex). */
export function contentDigest(source: string | Uint8Array): string {
  return nodeCrypto().createHash('sha256').update(source).digest('hex');
}

/**
 * The cache file's name: the file's name, then a hash of its bytes, node's version and architecture,
 * and node's flags.
 */
export function codeCacheName(base: string, source: string | Uint8Array, execArgv: readonly string[], nodeOptions: string | undefined): string {
  return codeCacheNameOf(base, contentDigest(source), execArgv, nodeOptions);
}

/** codeCacheName from the digest of the file's bytes (contentDigest). */
function codeCacheNameOf(base: string, digest: string, execArgv: readonly string[], nodeOptions: string | undefined): string {
  return `${base}-${hash128(`${digest}\0${process.version}\0${process.arch}\0${execArgv.join('\0')}\0${nodeOptions ?? ''}`)}.v8`;
}

/**
 * 128 bits (32 hex digits) of a short string, not cryptographic: four 32-bit FNV-1a lanes with
 * different seeds, each finished by MurmurHash3's mixer. What it names is a digest and node's
 * flags; a collision of two flag sets would only make V8 reject the other's cache (it checks its
 * flags itself) and the run compile as without one.
 */
export function hash128(s: string): string {
  let out = '';
  for (const seed of [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]) {
    let h = seed;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
    out += (h >>> 0).toString(16).padStart(8, '0');
  }
  return out;
}

/**
 * A file's bytes with the digest that names its cache: the build's digest of the file when `built`
 * has one, with the size and modification time of what was read (from the same open file), else a
 * hash of the bytes (contentDigest).
 */
export function readForCache(file: string, built: ReadonlyMap<string, string> | undefined): { bytes: Buffer; digest: string } {
  const known = built?.get(file);
  if (known === undefined) {
    const bytes = readFileSync(file);
    return { bytes, digest: contentDigest(bytes) };
  }
  const fd = openSync(file, 'r');
  try {
    const st = fstatSync(fd);
    const bytes = readFileSync(fd);
    return { bytes, digest: `build ${known} ${bytes.length} ${st.size} ${st.mtimeMs}` };
  } finally {
    closeSync(fd);
  }
}

/** The cached data at `file`, if there is one (any problem reading it: none). */
export function readCodeCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** How many caches of one file (other builds, other flags) a directory keeps: the most recent. */
export const KEEP_PER_FILE = 4;

/**
 * Writes the cached data `make()` gives to `file`, whole or not at all (a temporary name, then a
 * rename), and keeps the KEEP_PER_FILE most recent caches of the same file name (`base`). The data
 * is made only once the temporary file could be made: where nothing can be written a run pays
 * nothing for it. A failure is ignored (the next run starts cold).
 */
export function writeCodeCache(file: string, base: string, make: () => Uint8Array): boolean {
  const dir = dirname(file);
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    mkdirSync(dir, { recursive: true });
    const fd = openSync(tmp, 'wx', 0o644);
    try {
      writeSync(fd, make());
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch {
    try {
      rmSync(tmp, { force: true });
    } catch {
      // nothing to clean up
    }
    return false;
  }
  try {
    const mine = readdirSync(dir)
      .filter((n) => n.startsWith(`${base}-`) && n.endsWith('.v8'))
      .map((n) => ({ n, t: statSync(join(dir, n)).mtimeMs }))
      .sort((a, b) => b.t - a.t);
    for (const old of mine.slice(KEEP_PER_FILE)) rmSync(join(dir, old.n), { force: true });
  } catch {
    // another run pruned them first
  }
  return true;
}

/**
 * CommonJS files run with the code cache: the CLI's main bundle and the schema validators it loads
 * (dist/validators/*.cjs, ajv's generated code: 0.7 MB of large functions). Each file has a cache of
 * its own; those that were compiled without one are written when the process exits.
 */
export class CodeCaches {
  /** files compiled without a cache, with the runtime V8 flag they were compiled under (src/core/runtime-flags.ts) */
  private readonly pending: { file: string; script: Script; name: string; flag: string }[] = [];

  private readonly modules = new Map<string, unknown>();
  private readonly digests = new Map<string, string>();

  constructor(
    /** undefined: no cache (compiled as node would) */
    readonly dir: string | undefined,
    private readonly trace?: (line: string) => void,
    /** the build's digests of the files it made, by absolute path (readForCache) */
    readonly built?: ReadonlyMap<string, string>,
  ) {}

  /** Runs a CommonJS file (its bytes given, and the digest that names its cache) with its cache, as node's loader would, and returns its exports. */
  run(file: string, bytes: Buffer, digest = contentDigest(bytes)): unknown {
    this.digests.set(file, digest);
    const flag = runtimeFlag();
    // (a file loaded under a runtime flag has a cache of its own: V8 takes it back only under that flag)
    const cacheFile = this.dir === undefined ? undefined : join(this.dir, codeCacheNameOf(basename(file), digest, flag === '' ? process.execArgv : [...process.execArgv, flag], process.env.NODE_OPTIONS));

    const cached = cacheFile === undefined ? undefined : readCodeCache(cacheFile);
    // (the wrapper of node's CommonJS loader, on the file's first line)
    const script = new Script(`(function (exports, require, module, __filename, __dirname) { ${bytes.toString('utf8')}\n});`, { filename: file, cachedData: cached });
    const used = cached !== undefined && !script.cachedDataRejected;
    this.trace?.(`${basename(file)}: ${cacheFile === undefined ? 'off' : used ? 'used' : cached ? 'rejected' : 'none'}`);
    if (cacheFile !== undefined && !used) this.pending.push({ file: cacheFile, script, name: basename(file), flag });
    const wrapper = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;
    const mod = { exports: {} as unknown };
    wrapper.call(mod.exports, mod.exports, createRequire(file), mod, file, dirname(file));
    return mod.exports;
  }

  /** `require` of a CommonJS file through the cache (once per file, like node's loader). */
  require(file: string): unknown {
    if (this.modules.has(file)) return this.modules.get(file);
    let read: { bytes: Buffer; digest: string };
    try {
      read = readForCache(file, this.built);
    } catch (e) {
      // (what node's require says of a missing file)
      const err = new Error(`Cannot find module '${file}'`) as NodeJS.ErrnoException;
      err.code = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'MODULE_NOT_FOUND' : (e as NodeJS.ErrnoException).code;
      throw err;
    }
    const exports = this.run(file, read.bytes, read.digest);
    this.modules.set(file, exports);
    return exports;
  }

  /** The digest that named the cache of a file this process ran through run() or require(), if it did (of the bytes it ran: readForCache). */
  digestOf(file: string): string | undefined {
    return this.digests.get(file);
  }

  /**
   * Writes the caches of the files compiled without one (their code as this run compiled it), each
   * under the runtime flag it was compiled under (src/core/runtime-flags.ts).
   */
  writePending(): void {
    for (const p of this.pending.splice(0)) {
      const ok = writeCodeCache(p.file, p.name, () => underRuntimeFlag(p.flag, () => p.script.createCachedData()));
      this.trace?.(`${p.name}: ${ok ? 'written' : 'not written'}`);
    }
  }
}

/** The CodeCaches of this process, when the launcher made one (src/launch.ts); schema validators load through it. */
export const CODE_CACHES = Symbol.for('cmp-lint.code-caches');

export function processCodeCaches(): CodeCaches | undefined {
  return (globalThis as unknown as Record<symbol, CodeCaches | undefined>)[CODE_CACHES];
}
