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
//    bundle, another node or other V8 flags never meet it;
//  - V8 checks its own version and flags again and rejects data that does not fit (a truncated or
//    foreign file included); a rejected or missing cache only means a cold start, and the run writes
//    a fresh one at its end (to a temporary name, then renamed: concurrent runs never see half a file);
//  - the cache lives beside the package (`<package>/node_modules/.cache/cmp-lint/`, where tools keep
//    their caches), so only who can change the bundle itself can change what it runs;
//    `CMP_LINT_CODE_CACHE=0` turns it off, `CMP_LINT_CODE_CACHE=<dir>` puts it in that directory.
// Cached bytecode changes when functions are compiled, never what they compute.
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';

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

/** The cache file's name: the bundle's bytes, node's version and architecture, and node's flags. */
export function codeCacheName(source: string | Uint8Array, execArgv: readonly string[], nodeOptions: string | undefined): string {
  const h = createHash('sha256');
  h.update(source);
  h.update(`\0${process.version}\0${process.arch}\0${execArgv.join('\0')}\0${nodeOptions ?? ''}`);
  return `code-${h.digest('hex').slice(0, 32)}.v8`;
}

/** The cached data at `file`, if there is one (any problem reading it: none). */
export function readCodeCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Writes the cached data to `file` whole or not at all; a failure is ignored (the next run starts cold). */
export function writeCodeCache(file: string, data: Uint8Array): boolean {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    const fd = openSync(tmp, 'wx', 0o644);
    try {
      writeSync(fd, data);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
    return true;
  } catch {
    try {
      rmSync(tmp, { force: true });
    } catch {
      // nothing to clean up
    }
    return false;
  }
}
