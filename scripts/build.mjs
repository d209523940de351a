#!/usr/bin/env node
// Bundles the CLI (dist/cli.js) and the GitHub Action (dist/index.js) with esbuild, and copies the
// precompiled schema validators next to them (src/schema/validate.ts loads them lazily).
// Output is deterministic: CI rebuilds and fails when dist/ differs from what is committed.
import { build } from 'esbuild';
import { readFileSync, mkdirSync, readdirSync, copyFileSync, rmSync, existsSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { bundledPackages, licensesText } from './licenses.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

// The word scan's WebAssembly module (src/files/word-scan.ts) is written out by a function of that
// file; its bytes are made here once, from that same function, and given to the bundles as base64
// (making them at every run was 2–4 ms of cold code before the first file was scanned).
async function wordScanWasm() {
  const tmp = mkdtempSync(join(tmpdir(), 'cmp-lint-build-'));
  try {
    const file = join(tmp, 'word-scan.cjs');
    await build({ entryPoints: ['src/files/word-scan.ts'], bundle: true, platform: 'node', format: 'cjs', outfile: file, logLevel: 'warning' });
    const { moduleBytes } = createRequire(import.meta.url)(file);
    return Buffer.from(moduleBytes()).toString('base64');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
const WORD_SCAN_WASM = await wordScanWasm();

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  legalComments: 'none',
  // start-up: V8 parses the whole bundle before running it; without white space and with simpler
  // syntax that is about 9 ms less per run (1.29 → 0.92 MB). Names are kept, for readable errors.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  define: { __CMP_LINT_VERSION__: JSON.stringify(pkg.version), __CMP_WORD_SCAN_WASM__: JSON.stringify(WORD_SCAN_WASM) },
};

// the `cmp-lint` executable is a small launcher (src/launch.ts) that runs the CLI's main bundle with
// V8's code cache (src/core/code-cache.ts); V8 caches scripts, not ES modules, so the main bundle is
// CommonJS, strict as the modules it is made of, and import.meta.url is its own file's URL.
// Every bundle is CommonJS, and dist/package.json says so (the package itself is "type": "module"):
// node starts a CommonJS entry without setting up its ES module loader (about 3 ms of every run,
// --version included, and of every worker thread's start).
// (the launcher last: it holds the digests of the files it loads, below)
const entries = [{ in: 'src/bin.ts', out: 'dist/cli-main.cjs' }];
if (existsSync('src/action.ts')) entries.push({ in: 'src/action.ts', out: 'dist/index.js' });
// the lint's worker threads (src/files/parallel.ts): a bundle of its own, next to both, that holds only
// reading and loading (a worker starts in ~30 ms instead of ~100 ms with the whole CLI)
entries.push({ in: 'src/files/parallel-worker.ts', out: 'dist/lint-worker.js' });
entries.push({ in: 'src/launch.ts', out: 'dist/cli.js', launcher: true });

mkdirSync('dist', { recursive: true });
rmSync('dist/validators', { recursive: true, force: true });
mkdirSync('dist/validators', { recursive: true });
for (const f of readdirSync('src/schema/validators')) {
  if (f.endsWith('.cjs')) copyFileSync(join('src/schema/validators', f), join('dist/validators', f));
}
/**
 * The SHA-256 of the files the launcher runs through V8's code cache (src/core/code-cache.ts
 * readForCache): their caches are named by these and by the files' size and time, and a run does not
 * hash them again.
 */
function builtDigests() {
  const files = ['cli-main.cjs', ...readdirSync('dist/validators').filter((f) => f.endsWith('.cjs')).sort().map((f) => `validators/${f}`)];
  return JSON.stringify(Object.fromEntries(files.map((f) => [f, createHash('sha256').update(readFileSync(join('dist', f))).digest('hex')])));
}
const metafiles = [];
for (const e of entries) {
  const result = await build({
    ...common,
    format: 'cjs',
    define: {
      ...common.define,
      'import.meta.url': '__cmpMetaUrl',
      'import.meta.resolve': '__cmpMetaResolve',
      ...(e.launcher ? { __CMP_LINT_BUILT__: JSON.stringify(builtDigests()) } : {}),
    },
    // (esbuild keeps src/launch.ts's shebang on line 1, before this)
    banner: { js: `"use strict";var __cmpMetaUrl=require("node:url").pathToFileURL(__filename).href,__cmpMetaResolve=(s)=>require("node:url").pathToFileURL(require.resolve(s)).href;` },
    entryPoints: [e.in],
    outfile: e.out,
    metafile: true,
  });
  metafiles.push(result.metafile);
}
// the schema validators are bundled too (scripts/gen-validators.mjs inlines ajv's runtime helpers)
metafiles.push({ inputs: { 'node_modules/ajv/package.json': {} } });
writeFileSync('dist/licenses.txt', licensesText('.', bundledPackages(metafiles)));
chmodSync('dist/cli.js', 0o755);
// (what makes node read dist/*.js as CommonJS, above)
writeFileSync('dist/package.json', JSON.stringify({ type: 'commonjs' }, null, 2) + '\n');
