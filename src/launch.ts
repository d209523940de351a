#!/usr/bin/env node
// The `cmp-lint` executable (dist/cli.js): runs the CLI's main bundle (dist/cli-main.cjs, from
// src/bin.ts) with V8's code cache (src/core/code-cache.ts), so that a run after the first does
// not compile the bundle's code again.
// (first: the V8 tier-up setting, src/core/tiering.ts: V8 takes cached code only under the flags it
// was made with, so they are set before the bundle is compiled)
import './core/tiering.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { codeCacheDir, codeCacheName, readCodeCache, writeCodeCache } from './core/code-cache.js';

const bundle = fileURLToPath(new URL('./cli-main.cjs', import.meta.url));
let bytes: Buffer;
try {
  bytes = readFileSync(bundle);
} catch (e) {
  process.stderr.write(`cmp-lint: cannot read ${bundle} (${(e as NodeJS.ErrnoException).code ?? String(e)}): the installation is incomplete; reinstall cmp-lint\n`);
  process.exit(3);
}
const dir = codeCacheDir(bundle, process.env);
const cacheFile = dir === undefined ? undefined : join(dir, codeCacheName(bytes, process.execArgv, process.env.NODE_OPTIONS));
const cached = cacheFile === undefined ? undefined : readCodeCache(cacheFile);
// (the wrapper of node's CommonJS loader, on the bundle's first line)
const script = new Script(`(function (exports, require, module, __filename, __dirname) { ${bytes.toString('utf8')}\n});`, {
  filename: bundle,
  cachedData: cached,
});
const used = cached !== undefined && !script.cachedDataRejected;
const trace = process.env.CMP_LINT_CODE_CACHE_TRACE === '1';
if (trace) process.stderr.write(`cmp-lint: code cache ${cacheFile === undefined ? 'off' : used ? 'used' : cached ? 'rejected' : 'none'}\n`);
// A run that compiles the bundle leaves the cache for the next ones, made at its end (it then
// holds every function the run compiled); `--version` and `--help` compile too little to keep.
const args = process.argv.slice(2);
if (cacheFile !== undefined && !used && !args.some((a) => a === '--version' || a === '-v' || a === '--help' || a === '-h')) {
  process.once('exit', () => {
    const ok = writeCodeCache(cacheFile, script.createCachedData());
    if (trace) process.stderr.write(`cmp-lint: code cache ${ok ? 'written' : 'not written'}\n`);
  });
}
const wrapper = script.runInThisContext() as (exports: object, require: NodeJS.Require, module: { exports: object }, filename: string, dirname: string) => void;
const mod = { exports: {} };
wrapper.call(mod.exports, mod.exports, createRequire(bundle), mod, bundle, dirname(bundle));
