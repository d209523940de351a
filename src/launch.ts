#!/usr/bin/env node
// The `cmp-lint` executable (dist/cli.js): runs the CLI's main bundle (dist/cli-main.cjs, from
// src/bin.ts) with V8's code cache (src/core/code-cache.ts), so that a run after the first does
// not compile the bundle's code again.
// (first: the V8 tier-up setting, src/core/tiering.ts: V8 takes cached code only under the flags it
// was made with, so they are set before the bundle is compiled)
import './core/tiering.js';
import { writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CodeCaches, CODE_CACHES, codeCacheDir, readForCache } from './core/code-cache.js';
import { VERSION } from './core/version.js';

/**
 * The SHA-256 of each file the build made beside this launcher (the main bundle, the validators),
 * by its path in dist/, as JSON (scripts/build.mjs; src/core/code-cache.ts readForCache).
 */
declare const __CMP_LINT_BUILT__: string | undefined;

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  // `cmp-lint --version` alone prints what the main bundle would (src/cli.ts) without reading,
  // compiling and starting that bundle (two thirds of such a run above node's own start), straight
  // to fd 1 (no stream to set up); a reader that went away is not an error
  try {
    writeSync(1, VERSION + '\n');
  } catch {
    // (EPIPE and the like: nobody to tell)
  }
} else {
  launch();
}

function launch(): void {
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
