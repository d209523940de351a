// Helpers for the limits, fuzz and signal tests: the built CLI as a child process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../helpers/lint.js';

export const CLI = join(REPO, 'dist', 'cli.js');
/** dist/cli.js is committed; tests that need it are skipped (visibly) when it is missing. */
export const hasDist = existsSync(CLI);

export function runCli(args: string[], cwd: string, input?: string) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', input, timeout: 60_000, maxBuffer: 1 << 28, env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '', signal: r.signal };
}

/** Deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
