#!/usr/bin/env node
// Runs every test/**/*.test.ts with node's own test runner (tsx loads TypeScript).
// Node 20's --test does not accept globs, so the file list is built here.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const filter = process.argv.slice(2);
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (name === 'fixtures' || name === 'node_modules') continue;
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith('.test.ts') && (filter.length === 0 || filter.some((f) => p.includes(f)))) files.push(p);
  }
})('test');
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...files], { stdio: 'inherit' });
process.exit(r.status ?? 1);
