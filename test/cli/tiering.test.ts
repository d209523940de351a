// V8's tier-up setting of the CLI process (src/core/tiering.ts): set before any other module's code
// runs, left alone when node was given one on its command line, and with no effect on a report.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO, FIXTURES } from '../helpers/lint.js';
import { tieringFlag, INTERRUPT_BUDGET } from '../../src/core/tiering.js';

const CLI = join(REPO, 'dist', 'cli.js');

test('the CLI raises the interrupt budget unless node was given one', () => {
  assert.equal(INTERRUPT_BUDGET, 8 * 67584); // eight times V8's default (node 20)
  assert.equal(tieringFlag([]), `--interrupt-budget=${INTERRUPT_BUDGET}`);
  assert.equal(tieringFlag(['--max-old-space-size=512', '--enable-source-maps']), `--interrupt-budget=${INTERRUPT_BUDGET}`);
  assert.equal(tieringFlag(['--interrupt-budget=1000']), undefined);
  assert.equal(tieringFlag(['--interrupt_budget=1000']), undefined);
  assert.equal(tieringFlag(['--interrupt-budget', '1000']), undefined);
  // a flag that only starts the same is not the budget
  assert.equal(tieringFlag(['--interrupt-budget-for-feedback-allocation=100']), `--interrupt-budget=${INTERRUPT_BUDGET}`);
});

// a preloaded CommonJS module replaces node:v8's setFlagsFromString before the bundle imports it
// (node makes a built-in's ESM exports from its CommonJS exports when first imported)
const SPY = `const v8 = require('node:v8'); const real = v8.setFlagsFromString;
v8.setFlagsFromString = (f) => { process.stderr.write('SET ' + f + ' ' + (/ at (?:main|run|lint|lintCommand) \\(/.test(new Error().stack) ? 'in-main' : 'at-load') + '\\n'); real(f); };`;

test('dist/cli.js sets the budget once, while its modules load (before main runs), and keeps one given to node', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-tiering-'));
  const spy = join(dir, 'spy.cjs');
  writeFileSync(spy, SPY);
  // (`lint --version` runs the main bundle; `--version` alone is answered by the launcher, which
  // compiles nothing and sets nothing: src/launch.ts)
  const run = (flags: string[], args = ['lint', '--version']) => spawnSync(process.execPath, ['--require', spy, ...flags, CLI, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  const r = run([]);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stderr, `SET --interrupt-budget=${INTERRUPT_BUDGET} at-load\n`);
  const kept = run(['--interrupt-budget=67584']);
  assert.equal(kept.status, 0, kept.stderr);
  assert.equal(kept.stderr, '');
  assert.equal(kept.stdout, r.stdout);
  const alone = run([], ['--version']);
  assert.equal(alone.status, 0, alone.stderr);
  assert.equal(alone.stderr, '');
  assert.equal(alone.stdout, r.stdout);
  rmSync(dir, { recursive: true, force: true });
});

test('a budget given to node is kept and the report is the same', () => {
  const dir = join(FIXTURES, 'seeds');
  const runWith = (flags: string[]) => spawnSync(process.execPath, [...flags, CLI, '-f', 'json', '--fail-on', 'never', '.'], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  const a = runWith([]);
  const b = runWith(['--interrupt-budget=67584']);
  assert.equal(a.status, 0, a.stderr);
  assert.equal(b.status, 0, b.stderr);
  assert.ok(JSON.parse(a.stdout).findings.length > 0, 'the seeds have findings');
  assert.equal(b.stdout, a.stdout);
  assert.equal(b.stderr, a.stderr);
});
