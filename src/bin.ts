#!/usr/bin/env node
// The `cmp-lint` executable (dist/cli.js).
import { main } from './cli.js';

const code = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  cwd: process.cwd(),
  isTTY: !!process.stdout.isTTY,
  env: process.env,
});
process.exitCode = code;
