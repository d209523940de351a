// Shared pieces of the trust tests: the committed bundles run in child processes, and a
// pull request that tries to widen what its plugin may see.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const CLI = join(ROOT, 'dist/cli.js');
export const TRUST_FIXTURES = join(ROOT, 'test/fixtures/trust');
export const fixture = (name: string): string => readFileSync(join(TRUST_FIXTURES, name), 'utf8');

/** Values planted in the runner's environment that no plugin may print. */
export const AWS_SECRET = 'aws-secret-value-8d1f0c';
export const GH_SECRET = 'ghp_runner-token-value-5e7a';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node dist/cli.js …` with exactly `env` (plus PATH); killed after 60 s. */
export function runCli(args: string[], cwd: string, env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((res, rej) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rej(new Error(`dist/cli.js ${args.join(' ')} did not finish in 60 s\n${stdout}\n${stderr}`));
    }, 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      res({ code, stdout, stderr });
    });
  });
}
