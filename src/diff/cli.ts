// `cmp-lint diff --base REV [options]` (options: ./spec.ts)
import { readFileSync, realpathSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { spawnSync } from 'node:child_process';
import { runDiff, diffExitCode, DiffInputError, DiffInterruptedError, toMarkdown, toText, toJson, mergeReports, MergeError, type FailOn, type DiffReport } from './index.js';
import { UsageError } from '../core/errors.js';
import { sandboxRequest } from '../render/sandbox/spec.js';
import type { SandboxRequest } from '../render/sandbox/index.js';
import { parseCommand, formatHelp, failure } from '../args.js';
import { useColor } from '../report/index.js';
import { DIFF_SPEC } from './spec.js';
import { escapeLog, escapeTerminal } from '../report/log-escape.js';
import { writeOutputFile } from '../core/write-output.js';

export interface DiffIO {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
}

export const DIFF_HELP = formatHelp(DIFF_SPEC);

export interface DiffArgs {
  base?: string;
  head?: string;
  all: boolean;
  format?: 'markdown' | 'json' | 'text';
  output?: string;
  config?: string;
  concurrency?: number;
  timeoutMs?: number;
  budgetMs?: number;
  kubeVersion?: string;
  argocdVersion?: string;
  passEnv: string[];
  failOn: FailOn;
  sandbox: SandboxRequest;
  /** --color / --no-color, whichever came last */
  color?: boolean;
  /** only the Applications defined in these files or directories (relative to cwd) */
  paths: string[];
  help: boolean;
  shard?: { index: number; count: number };
  /** --merge: the JSON reports to merge */
  merge?: string[];
  fetchCharts?: boolean;
}

/** The diff options of argv (see DIFF_SPEC); throws UsageError. */
export function parseDiffArgs(argv: string[], cwd = process.cwd()): DiffArgs {
  const { values: v, color, positionals } = parseCommand(DIFF_SPEC, argv, cwd);
  const a: DiffArgs = { paths: [], all: !!v.all, passEnv: v['pass-env'] ?? [], failOn: v['fail-on'] ?? 'error', help: !!v.help, color, sandbox: sandboxRequest(v) };
  const map = { base: 'base', head: 'head', format: 'format', output: 'output', config: 'config', concurrency: 'concurrency', timeoutMs: 'timeout', budgetMs: 'time-budget', kubeVersion: 'kube-version', argocdVersion: 'argocd-version', shard: 'shard' } as const;
  for (const [k, name] of Object.entries(map)) if (v[name] !== undefined) (a as unknown as Record<string, unknown>)[k] = v[name];
  if (v['fetch-charts']) a.fetchCharts = true;
  if (v.merge) {
    const rendering = ['base', 'head', 'all', 'shard', 'concurrency', 'timeout', 'time-budget', 'kube-version', 'argocd-version', 'pass-env', 'sandbox', 'runtime', 'image', 'network', 'config', 'fetch-charts'].filter((n) => v[n] !== undefined && v[n] !== false);
    if (rendering.length) throw new UsageError(`--merge renders nothing: --${rendering[0]} does not apply`);
    if (!a.help && positionals.length === 0) throw new UsageError('--merge needs the JSON reports of the shards (e.g. cmp-lint diff --merge shard-*.json)');
    a.merge = positionals;
    return a;
  }
  a.paths = positionals; // the Applications defined there (narrow)
  if (!a.help && !a.base) throw new UsageError('--base is required (e.g. --base origin/main)');
  return a;
}

/** `paths` (files or directories, relative to cwd) as prefixes relative to the repository root. */
function pathPrefixes(cwd: string, paths: string[]): string[] {
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).stdout?.trim() || cwd;
  const prefixes = paths.map((p) => relative(realpathSync(top), resolve(realpathSync(cwd), p)).split(sep).join('/'));
  for (const [i, p] of prefixes.entries()) if (p.startsWith('..')) throw new UsageError(`${paths[i]} is outside the repository`);
  return prefixes;
}

/**
 * The findings reduced to the files under the paths. The Applications were narrowed before anything
 * was rendered (runDiff's `only`), so apps and stats already count only those.
 */
function narrow(report: DiffReport, prefixes: string[]): DiffReport {
  const under = (file: string) => prefixes.some((p) => p === '' || file === p || file.startsWith(`${p}/`));
  return { ...report, apps: report.apps.filter((a) => under(a.file)), findings: report.findings.filter((f) => under(f.file)) };
}

/** How many paths `git status` lists as changed or untracked (not ignored). */
function uncommitted(cwd: string): number {
  const r = spawnSync('git', ['status', '--porcelain', '-z', '--untracked-files=normal'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  if (r.status !== 0) return 0;
  return r.stdout.split('\0').filter((e) => /^[ MADRCU?!]{2} /.test(e)).length;
}

export async function diffCommand(argv: string[], io: DiffIO & { isTTY?: boolean }): Promise<number> {
  try {
    return await diff(argv, io);
  } catch (e) {
    return failure(DIFF_SPEC, e, io);
  }
}

async function diff(argv: string[], io: DiffIO & { isTTY?: boolean }): Promise<number> {
  const args = parseDiffArgs(argv, io.cwd);
  if (args.help) {
    io.stdout(DIFF_HELP);
    return 0;
  }
  const format = args.format ?? (io.isTTY && !args.output ? 'text' : 'markdown');
  let report;
  if (args.merge) {
    const parts: { name: string; text: string }[] = [];
    for (const f of args.merge) {
      try {
        parts.push({ name: f, text: readFileSync(resolve(io.cwd, f), 'utf8') });
      } catch (e) {
        io.stderr(`cmp-lint diff: cannot read ${f}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}\n`);
        return 2;
      }
    }
    try {
      report = mergeReports(parts);
    } catch (e) {
      if (!(e instanceof MergeError)) throw e;
      io.stderr(`cmp-lint diff: ${e.message}\n`);
      return 2;
    }
    return emit(report, format, args, io);
  }
  const only = args.paths.length ? pathPrefixes(io.cwd, args.paths) : undefined;
  try {
    report = await runDiff({
      cwd: io.cwd,
      only,
      base: args.base!,
      head: args.head,
      all: args.all,
      configFile: args.config !== undefined ? resolve(io.cwd, args.config) : undefined,
      concurrency: args.concurrency,
      timeoutMs: args.timeoutMs,
      budgetMs: args.budgetMs,
      kubeVersion: args.kubeVersion,
      argocdVersion: args.argocdVersion,
      passEnv: args.passEnv,
      sandbox: args.sandbox,
      fetchCharts: args.fetchCharts,
      shard: args.shard,
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
  if (only) report = narrow(report, only);
  const dirty = uncommitted(io.cwd);
  if (dirty > 0) {
    io.stderr(`cmp-lint diff: note: ${dirty} uncommitted change${dirty === 1 ? '' : 's'} in the working tree ${dirty === 1 ? 'is' : 'are'} not compared (diff compares the commits ${args.base} and ${args.head ?? 'HEAD'}; commit to include them)\n`);
  }
  return emit(report, format, args, io);
}

function emit(report: DiffReport, format: 'markdown' | 'json' | 'text', args: DiffArgs, io: DiffIO & { isTTY?: boolean }): number {
  // text and the stderr lines quote plugin output: nothing in them may start a CI workflow command
  const color = args.color ?? (!args.output && !!io.isTTY && useColor(true, process.env));
  const text = format === 'json' ? toJson(report) : format === 'text' ? escapeLog(toText(report, { color })) : toMarkdown(report, { maxChars: Number.MAX_SAFE_INTEGER })[0];
  if (args.output) {
    try {
      writeOutputFile(resolve(io.cwd, args.output), text);
    } catch (e) {
      io.stderr(`cmp-lint diff: cannot write ${args.output}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}\n`);
      return 2;
    }
  } else io.stdout(text);
  // a render failure is reported once: text and JSON on stdout carry its detail; markdown (made for PR
  // comments) only its reason, and a report in a file is not on the terminal: then stderr has it
  if (args.output || format === 'markdown') {
    for (const f of report.findings) {
      io.stderr(escapeTerminal(`${f.file}:${f.line}:${f.column}  ${f.severity}  ${f.message}  ${f.ruleId}`) + '\n');
      if (f.hint) io.stderr(escapeTerminal(`  hint: ${f.hint.split('\n').join('\n        ')}`) + '\n');
    }
  }
  return diffExitCode(report, args.failOn);
}
