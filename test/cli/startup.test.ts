// What every run pays before it lints (src/launch.ts, src/core/builtins.ts, scripts/build.mjs),
// checked on the built bundles: the node modules a plain lint loads, and the word scan's
// WebAssembly module that the build writes into them. (No timings: those are benchmarks.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO, FIXTURES } from '../helpers/lint.js';
import { moduleBytes } from '../../src/files/word-scan.js';

const CLI = join(REPO, 'dist', 'cli.js');
const hasDist = existsSync(CLI);

/** node's module list at the end of a run of dist/cli.js with `args` in `cwd`, with the run's output. */
function modulesOfRun(cwd: string, args: string[]) {
  // (printed by a module imported before the launcher, when the process exits, straight to fd 2:
  // process.stderr, a pipe here, would load node:net)
  const hook = 'data:text/javascript,import{writeSync}from"node:fs";process.on("exit",()=>writeSync(2,"\\nMODULES "+JSON.stringify(process.moduleLoadList)+"\\n"))';
  const r = spawnSync(process.execPath, ['--import', hook, CLI, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', CMP_LINT_CODE_CACHE: '0' } });
  const line = r.stderr.split('\n').find((l) => l.startsWith('MODULES '));
  assert.ok(line, r.stderr);
  return { status: r.status, stdout: r.stdout, modules: new Set(JSON.parse(line.slice(8)) as string[]) };
}

test('a lint outside a git work tree loads neither child_process nor worker_threads', { skip: !hasDist }, () => {
  // (a copy outside the repository: inside a work tree git lists the files, through child_process)
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-startup-'));
  try {
    cpSync(join(FIXTURES, 'seeds'), dir, { recursive: true });
    const r = modulesOfRun(dir, ['-f', 'json', '--fail-on', 'never', '.']);
    assert.equal(r.status, 0);
    assert.ok(JSON.parse(r.stdout).findings.length > 0, 'the seeds have findings');
    assert.ok(r.modules.has('NativeModule fs'), 'the list is node\'s module list');
    // (node:net is loaded all the same: stdout is a pipe here)
    for (const m of ['child_process', 'worker_threads', 'dgram', 'perf_hooks', 'crypto']) assert.equal(r.modules.has(`NativeModule ${m}`), false, `${m} loaded`);
    // `--format sarif` asks git for the repository root and hashes lines: child_process and crypto are loaded then, and work
    const sarif = modulesOfRun(dir, ['-f', 'sarif', '--fail-on', 'never', '.']);
    assert.equal(sarif.status, 0);
    assert.ok(sarif.modules.has('NativeModule child_process'));
    assert.ok(sarif.modules.has('NativeModule crypto'));
    assert.equal(JSON.parse(sarif.stdout).version, '2.1.0');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('`--version` alone loads no bundle and none of the lint\'s modules', { skip: !hasDist }, () => {
  const r = modulesOfRun(REPO, ['--version']);
  assert.equal(r.status, 0);
  assert.equal(r.stdout, JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).version + '\n');
  for (const m of ['child_process', 'worker_threads', 'net', 'crypto']) assert.equal(r.modules.has(`NativeModule ${m}`), false, `${m} loaded`);
});

test('the bundles carry the word scan\'s WebAssembly module as its source writes it', { skip: !hasDist }, () => {
  const b64 = Buffer.from(moduleBytes()).toString('base64');
  for (const bundle of ['cli-main.cjs', 'lint-worker.js']) {
    const text = readFileSync(join(REPO, 'dist', bundle), 'utf8');
    assert.ok(text.includes(JSON.stringify(b64)), `${bundle} holds the module's bytes`);
    // and nothing else is given to the module's constructor there: no second, stale copy
    assert.equal(text.split(/"[A-Za-z0-9+/]{400,}={0,2}"/).length, 2, `${bundle}: one base64 module`);
  }
});
