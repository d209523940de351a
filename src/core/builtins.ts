// Node built-in modules that a plain lint does not need, loaded on first use instead of at start.
//
// Every run pays for what the bundle imports at its top, whether it uses it or not: node compiles
// its own modules (child_process brings net, dgram, streams and their internals; worker_threads its
// messaging) on first require, about 2 ms each on a run that is otherwise 30 ms above node's own
// start. git is run only inside a git work tree, for `github`/`sarif` reports and for --context's
// cache; worker threads only for big repositories. The functions below return the same module
// objects as `import` would (node's require of a built-in), loaded once.
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

let childProcessModule: typeof import('node:child_process') | undefined;
/** node:child_process, loaded on first use. */
export function childProcess(): typeof import('node:child_process') {
  return (childProcessModule ??= load('node:child_process') as typeof import('node:child_process'));
}

let workerThreadsModule: typeof import('node:worker_threads') | undefined;
/** node:worker_threads, loaded on first use. */
export function workerThreads(): typeof import('node:worker_threads') {
  return (workerThreadsModule ??= load('node:worker_threads') as typeof import('node:worker_threads'));
}

let cryptoModule: typeof import('node:crypto') | undefined;
/** node:crypto, loaded on first use (its many internal modules: 1–2 ms; a lint hashes nothing unless it writes SARIF or uses --context's cache). */
export function nodeCrypto(): typeof import('node:crypto') {
  return (cryptoModule ??= load('node:crypto') as typeof import('node:crypto'));
}
