// The main bundle's start, for the launcher (src/launch.ts): dist/cli-main.cjs run with V8's code
// cache (src/core/code-cache.ts).
// (first: the V8 tier-up setting, src/core/tiering.ts: V8 takes cached code only under the flags it
// was made with, so they are set before the bundle is compiled)
import './core/tiering.js';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CodeCaches, CODE_CACHES, codeCacheDir, readForCache } from './core/code-cache.js';

/**
 * The SHA-256 of each file the build made beside the launcher (the main bundle, the validators),
 * by its path in dist/, as JSON (scripts/build.mjs; src/core/code-cache.ts readForCache).
 */
declare const __CMP_LINT_BUILT__: string | undefined;

/** Runs the main bundle beside this file with the command line's arguments `args`. */
export function launch(args: readonly string[]): void {
  const bundle = fileURLToPath(new URL('./cli-main.cjs', import.meta.url));
  const here = dirname(bundle);
  const built = typeof __CMP_LINT_BUILT__ === 'string' ? new Map(Object.entries(JSON.parse(__CMP_LINT_BUILT__) as Record<string, string>).map(([f, d]) => [join(here, f), d])) : undefined;
  let read: { bytes: Buffer; digest: string };
  try {
    read = readForCache(bundle, built);
  } catch (e) {
    process.stderr.write(`cmp-lint: cannot read ${bundle} (${(e as NodeJS.ErrnoException).code ?? String(e)}): the installation is incomplete; reinstall cmp-lint\n`);
    process.exit(3);
  }
  const trace = process.env.CMP_LINT_CODE_CACHE_TRACE === '1' ? (line: string) => process.stderr.write(`cmp-lint: code cache ${line}\n`) : undefined;
  const caches = new CodeCaches(codeCacheDir(bundle, process.env), trace, built);
  (globalThis as unknown as Record<symbol, CodeCaches>)[CODE_CACHES] = caches;
  // A run that compiled code leaves its cache for the next runs, made at its end (it then holds every
  // function the run compiled); `--version` and `--help` compile too little to keep.
  if (caches.dir !== undefined && !args.some((a) => a === '--version' || a === '-v' || a === '--help' || a === '-h')) {
    process.once('exit', () => caches.writePending());
  }
  caches.run(bundle, read.bytes, read.digest);
}
