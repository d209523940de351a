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
//    kept: a rebuilt bundle does not leave its old caches behind for ever);
//  - V8 checks its own version and flags again and rejects data that does not fit (a truncated or
//    foreign file included); a rejected or missing cache only means a cold start, and the run writes
//    a fresh one at its end (to a temporary name, then renamed: concurrent runs never see half a file);
//  - the cache lives beside the package (`<package>/node_modules/.cache/cmp-lint/`, where tools keep
//    their caches), so only who can change the bundle itself can change what it runs;
//    `CMP_LINT_CODE_CACHE=0` turns it off, `CMP_LINT_CODE_CACHE=<dir>` puts it in that directory.
// Cached bytecode changes when functions are compiled, never what they compute.
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';

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
  return createHash('sha256').update(source).digest('hex');
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
  const h = createHash('sha256');
  h.update(`${digest}\0${process.version}\0${process.arch}\0${execArgv.join('\0')}\0${nodeOptions ?? ''}`);
  return `${base}-${h.digest('hex').slice(0, 32)}.v8`;
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
  private readonly pending: { file: string; script: Script; name: string }[] = [];
  private readonly modules = new Map<string, unknown>();
  private readonly digests = new Map<string, string>();

  constructor(
    /** undefined: no cache (compiled as node would) */
    readonly dir: string | undefined,
    private readonly trace?: (line: string) => void,
  ) {}

  /** Runs a CommonJS file (its bytes given) with its cache, as node's loader would, and returns its exports. */
  run(file: string, bytes: Buffer): unknown {
    const digest = contentDigest(bytes);
    this.digests.set(file, digest);
    const cacheFile = this.dir === undefined ? undefined : join(this.dir, codeCacheNameOf(basename(file), digest, process.execArgv, process.env.NODE_OPTIONS));
    const cached = cacheFile === undefined ? undefined : readCodeCache(cacheFile);
    // (the wrapper of node's CommonJS loader, on the file's first line)
    const script = new Script(`(function (exports, require, module, __filename, __dirname) { ${bytes.toString('utf8')}\n});`, { filename: file, cachedData: cached });
    const used = cached !== undefined && !script.cachedDataRejected;
    this.trace?.(`${basename(file)}: ${cacheFile === undefined ? 'off' : used ? 'used' : cached ? 'rejected' : 'none'}`);
    if (cacheFile !== undefined && !used) this.pending.push({ file: cacheFile, script, name: basename(file) });
    const wrapper = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;
    const mod = { exports: {} as unknown };
    wrapper.call(mod.exports, mod.exports, createRequire(file), mod, file, dirname(file));
    return mod.exports;
  }

  /** `require` of a CommonJS file through the cache (once per file, like node's loader). */
  require(file: string): unknown {
    if (this.modules.has(file)) return this.modules.get(file);
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch (e) {
      // (what node's require says of a missing file)
      const err = new Error(`Cannot find module '${file}'`) as NodeJS.ErrnoException;
      err.code = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'MODULE_NOT_FOUND' : (e as NodeJS.ErrnoException).code;
      throw err;
    }
    const exports = this.run(file, bytes);
    this.modules.set(file, exports);
    return exports;
  }

  /** contentDigest of a file this process ran through run() or require(), if it did (the bytes it ran). */
  digestOf(file: string): string | undefined {
    return this.digests.get(file);
  }

  /** Writes the caches of the files compiled without one (their code as this run compiled it). */
  writePending(): void {
    for (const p of this.pending.splice(0)) {
      const ok = writeCodeCache(p.file, p.name, () => p.script.createCachedData());
      this.trace?.(`${p.name}: ${ok ? 'written' : 'not written'}`);
    }
  }
}

/** The CodeCaches of this process, when the launcher made one (src/launch.ts); schema validators load through it. */
export const CODE_CACHES = Symbol.for('cmp-lint.code-caches');

export function processCodeCaches(): CodeCaches | undefined {
  return (globalThis as unknown as Record<symbol, CodeCaches | undefined>)[CODE_CACHES];
}
