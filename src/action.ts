// The GitHub Action's entry point (bundled into dist/index.js). All the work happens in run().
// (first: how eagerly V8 optimizes the code the other modules bring, src/core/tiering.ts)
import './core/tiering.js';
import { run } from './action/run.js';

// (a CommonJS bundle, scripts/build.mjs: no top-level await; run() reports its own failures and node
// stays until it is done)
void run();
