// The CLI's main bundle (dist/cli-main.cjs), which the `cmp-lint` executable dist/cli.js
// (src/launch.ts) runs with V8's code cache; `node dist/cli-main.cjs` runs it without.
// (first: how eagerly V8 optimizes the code the other modules bring, src/core/tiering.ts)
import './core/tiering.js';
import { main } from './cli.js';

// A reader that goes away (`cmp-lint rules | head -1`) is not an error: stop quietly, like other
// command-line tools do on SIGPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

// (a CommonJS bundle: no top-level await)
void main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  cwd: process.cwd(),
  isTTY: !!process.stdout.isTTY,
  env: process.env,
}).then((code) => {
  process.exitCode = code;
});
