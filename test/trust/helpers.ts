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

/** An Application at apps/<name> using plugin `plugin`. */
export function appYaml(name: string, plugin = name): string {
  return fixture('peek-app.yaml').replace(/peek/g, name).replace(/plugin:\n      name: .*/, `plugin:\n      name: ${plugin}`);
}

export interface WorkflowCommand {
  name: string;
  props: Record<string, string>;
  data: string;
}

/** .NET's Char.IsWhiteSpace, which the runner's String.Trim() uses. */
const DOTNET_WS = '[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const TRIM = new RegExp(`^${DOTNET_WS}+|${DOTNET_WS}+$`, 'g');
const unescapeData = (s: string): string => s.replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/%25/g, '%');
const unescapeProp = (s: string): string => unescapeData(s.replace(/%3A/gi, ':').replace(/%2C/gi, ','));

/**
 * The workflow commands a runner would act on in a step's output: lines split at CR, LF or CRLF,
 * trimmed, `::name props::data`; `::stop-commands::T` ignores everything until `::T::`; the
 * legacy `##[name …]` form counts too (it is read when ACTIONS_ALLOW_UNSECURE_COMMANDS is set).
 */
export function workflowCommands(log: string): WorkflowCommand[] {
  const out: WorkflowCommand[] = [];
  let stopped: string | undefined;
  for (const raw of log.split(/\r\n|\r|\n/)) {
    const line = raw.replace(TRIM, '');
    if (stopped !== undefined) {
      if (line.toLowerCase() === `::${stopped}::`.toLowerCase()) {
        stopped = undefined;
        out.push({ name: 'resume-commands', props: {}, data: '' });
      }
      continue;
    }
    if (line.startsWith('##[')) {
      out.push({ name: `##[${/^##\[([^\] ;]*)/.exec(line)![1]}`, props: {}, data: line });
      continue;
    }
    if (!line.startsWith('::')) continue;
    const end = line.indexOf('::', 2);
    if (end < 0) continue;
    const head = line.slice(2, end);
    const sp = head.indexOf(' ');
    const name = sp < 0 ? head : head.slice(0, sp);
    const props: Record<string, string> = {};
    if (sp >= 0) {
      for (const kv of head.slice(sp + 1).split(',')) {
        const i = kv.indexOf('=');
        if (i > 0) props[kv.slice(0, i)] = unescapeProp(kv.slice(i + 1));
      }
    }
    const data = unescapeData(line.slice(end + 2));
    out.push({ name, props, data });
    if (name === 'stop-commands') stopped = data;
  }
  return out;
}
