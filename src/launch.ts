#!/usr/bin/env node
// The `cmp-lint` executable (dist/cli.js): runs the CLI's main bundle (dist/cli-main.cjs, from
// src/bin.ts) with V8's code cache (src/launch-bundle.ts, src/core/code-cache.ts), so that a run
// after the first does not compile the bundle's code again.
import { writeSync } from 'node:fs';
import { VERSION } from './core/version.js';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  // `cmp-lint --version` alone prints what the main bundle would (src/cli.ts) without reading,
  // compiling and starting that bundle (two thirds of such a run above node's own start), nor
  // loading what that takes (the V8 settings, the code cache: src/launch-bundle.ts is loaded only
  // below), straight to fd 1 (no stream to set up); a reader that went away is not an error
  try {
    writeSync(1, VERSION + '\n');
  } catch {
    // (EPIPE and the like: nobody to tell)
  }
} else {
  void import('./launch-bundle.js').then((m) => m.launch(args));
}
