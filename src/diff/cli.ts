// `cmp-lint diff --base REV [--head REV] [--all] [--format markdown|json|text] [--output FILE]
//  [--concurrency N] [--timeout 60s] [--kube-version X] [--pass-env NAME]... [--fail-on LEVEL]`
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseDuration } from '../config.js';
import { runDiff, diffExitCode, DiffInputError, DiffInterruptedError, toMarkdown, toText, toJson, type FailOn } from './index.js';
import { UsageError } from '../core/errors.js';

export interface DiffIO {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
}

export const DIFF_HELP = `Usage: cmp-lint diff --base REV [options]

Renders the Applications a change can affect on the base and the head commit (each checked out
into a temporary git worktree; your working tree is not touched) with their Config Management
Plugins, locally, and shows what would change in the cluster, resource by resource.

Options:
  --base REV          the commit to compare against (e.g. origin/main); required
  --head REV          the commit with the change (default HEAD)
  --all               render every Application, not only the affected ones
  --format NAME       markdown, json or text (default: text on a terminal, markdown otherwise)
  --output FILE       write the report to FILE instead of stdout
  --concurrency N     renders in parallel (default: the number of cores)
  --timeout DURATION  deadline per render, like the repo-server's (default 60s)
  --kube-version V    KUBE_VERSION for the plugins (e.g. 1.31.2)
  --pass-env NAME     let plugins see this variable of your environment (repeatable)
  --fail-on LEVEL     exit 1 when a head render finding is at or above: error, warning, never
                      (default: error)
  -h, --help          show this help

Secret data/stringData values are never printed: only whether each key changed.
Exit codes: 0 ok, 1 a render fails on head (see --fail-on), 2 usage error, 130 interrupted.
`;

export interface DiffArgs {
  base?: string;
  head?: string;
  all: boolean;
  format?: 'markdown' | 'json' | 'text';
  output?: string;
  concurrency?: number;
  timeoutMs?: number;
  kubeVersion?: string;
  passEnv: string[];
  failOn: FailOn;
  help: boolean;
}


export function parseDiffArgs(argv: string[]): DiffArgs {
  const a: DiffArgs = { all: false, passEnv: [], failOn: 'error', help: false };
  for (let i = 0; i < argv.length; i++) {
    let arg = argv[i];
    let inline: string | undefined;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    if (eq > 0) {
      inline = arg.slice(eq + 1);
      arg = arg.slice(0, eq);
    }
    const take = (): string => {
      if (inline !== undefined) return inline;
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      return v;
    };
    switch (arg) {
      case '-h':
      case '--help':
        a.help = true;
        break;
      case '--all':
        a.all = true;
        break;
      case '--base':
        a.base = take();
        break;
      case '--head':
        a.head = take();
        break;
      case '--format': {
        const v = take();
        if (v !== 'markdown' && v !== 'json' && v !== 'text') throw new UsageError(`--format: unknown format '${v}' (choose one of: markdown, json, text)`);
        a.format = v;
        break;
      }
      case '-o':
      case '--output':
        a.output = take();
        break;
      case '--concurrency': {
        const v = take();
        if (!/^\d+$/.test(v) || +v < 1) throw new UsageError(`--concurrency: expected a positive whole number (got '${v}')`);
        a.concurrency = +v;
        break;
      }
      case '--timeout': {
        const v = take();
        const ms = parseDuration(v);
        if (ms === undefined) throw new UsageError(`--timeout: cannot read \`${v}\` as a duration (use 60s, 2m or a number of seconds)`);
        a.timeoutMs = ms;
        break;
      }
      case '--kube-version': {
        const v = take();
        if (!/^v?\d+\.\d+(\.\d+)?([-+].*)?$/.test(v)) throw new UsageError(`--kube-version: \`${v}\` is not a Kubernetes version like 1.31.2`);
        a.kubeVersion = v;
        break;
      }
      case '--pass-env':
        a.passEnv.push(take());
        break;
      case '--fail-on': {
        const v = take();
        if (v !== 'error' && v !== 'warning' && v !== 'never') throw new UsageError(`--fail-on must be error, warning or never (got '${v}')`);
        a.failOn = v;
        break;
      }
      default:
        throw new UsageError(arg.startsWith('-') ? `unknown option ${arg}` : `unexpected argument ${JSON.stringify(arg)} (diff compares commits: use --base and --head)`);
    }
  }
  if (!a.help && !a.base) throw new UsageError('--base is required (e.g. --base origin/main)');
  return a;
}

export async function diffCommand(argv: string[], io: DiffIO & { isTTY?: boolean }): Promise<number> {
  let args: DiffArgs;
  try {
    args = parseDiffArgs(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`cmp-lint diff: ${e.message}\n\n${DIFF_HELP}`);
      return 2;
    }
    throw e;
  }
  if (args.help) {
    io.stdout(DIFF_HELP);
    return 0;
  }
  const format = args.format ?? (io.isTTY && !args.output ? 'text' : 'markdown');
  let report;
  try {
    report = await runDiff({
      cwd: io.cwd,
      base: args.base!,
      head: args.head,
      all: args.all,
      concurrency: args.concurrency,
      timeoutMs: args.timeoutMs,
      kubeVersion: args.kubeVersion,
      passEnv: args.passEnv,
      onProgress: (l) => io.stderr(`cmp-lint diff: ${l}\n`),
    });
  } catch (e) {
    if (e instanceof DiffInputError) {
      io.stderr(`cmp-lint diff: ${e.message}\n`);
      return 2;
    }
    if (e instanceof DiffInterruptedError) {
      io.stderr('cmp-lint diff: interrupted\n');
      return 130;
    }
    throw e;
  }
  const text = format === 'json' ? toJson(report) : format === 'text' ? toText(report) : toMarkdown(report, { maxChars: Number.MAX_SAFE_INTEGER })[0];
  if (args.output) {
    try {
      writeFileSync(resolve(io.cwd, args.output), text);
    } catch (e) {
      io.stderr(`cmp-lint diff: cannot write ${args.output}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}\n`);
      return 2;
    }
  } else io.stdout(text);
  for (const f of report.findings) {
    io.stderr(`${f.file}:${f.line}:${f.column}  ${f.severity}  ${f.message}  ${f.ruleId}\n`);
    if (f.hint) io.stderr(`  hint: ${f.hint}\n`);
  }
  return diffExitCode(report, args.failOn);
}
