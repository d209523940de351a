// The GitHub Action's entry point (bundled into dist/index.js). All the work happens in run().
import { run } from './action/run.js';

await run();
