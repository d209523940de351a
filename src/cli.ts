// argv → options → run → format → exit code. No lint logic lives here.
// Every subcommand is parsed by src/args.ts from its option table (LINT_SPEC below, RENDER_SPEC in
// src/render/cli.ts, DIFF_SPEC in src/diff/cli.ts); COMMANDS maps the names to them.
import { readFileSync, existsSync, statSync, realpathSync } from 'node:fs';
import { resolve, relative, sep } from 'node:path';
import { lint, RULE_IDS } from './lint.js';
import { parseJobs } from './files/parallel.js';
import { loadConfig, closest } from './config.js';
import { formatResult, FORMATS, useColor, type FormatName } from './report/index.js';
import { SEVERITY_RANK, REPO_URL, type LintResult } from './core/finding.js';
import { ALL_RULES, EXTERNAL_RULES, findRule } from './rules/index.js';
import { VERSION } from './core/version.js';
import type { Severity } from './model/types.js';
import { UsageError } from './core/errors.js';
import { reportRoot, rebaseResult } from './report/paths.js';
import { rulePagePath } from './report/docs.js';
import { parseCommand, splitCommand, formatHelp, failure, formatOption, outputOption, failOnOption, CONFIG_OPTION, type CommandSpec } from './args.js';
import { RENDER_SPEC } from './render/spec.js';
import { DIFF_SPEC } from './diff/spec.js';
import { PARAMS_SPEC } from './render/params-spec.js';
import { writeOutputFile } from './core/write-output.js';

export { friendlyArgError } from './args.js';

export interface Io {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
  isTTY: boolean;
  env: Record<string, string | undefined>;
}

const EXIT_CODES = `Exit codes: 0 no finding at or above --fail-on, 1 findings at or above it,
            2 usage or configuration error, 3 internal error (a bug: please report it).`;

export const LINT_SPEC: CommandSpec = {
  name: '',
  usage: 'cmp-lint [lint] [options] [paths...]',
  summary: 'lint files and directories (default: .)',
  description: `cmp-lint ${VERSION}: lint Argo CD Config Management Plugin setups.`,
  options: {
    format: formatOption(FORMATS, 'stylish'),
    output: outputOption(),
    'fail-on': failOnOption(['error', 'warning', 'info'], 'a finding'),
    config: CONFIG_OPTION,
    context: { type: 'string', arg: 'DIR', help: 'read this directory for cross-file context, report only on the given paths' },
    'no-cache': { type: 'boolean', help: 'with --context: do not use or update the cache of unchanged files (<git dir>/cmp-lint/cache-v1)' },
    'cache-dir': { type: 'string', arg: 'DIR', help: 'with --context: keep that cache in DIR instead of the repository\'s git directory' },
    jobs: {
      type: 'string',
      arg: 'N',
      help: 'threads that read and load files: 1 the main thread alone, N > 1 the main thread and N-1 worker threads (default: one per core for a run of 5,000 files or more; env CMP_LINT_JOBS)',
      parse: (v) => jobsOption(v),
    },
    quiet: { type: 'boolean', short: 'q', help: 'report errors only (no warnings, infos or notes)' },
    'print-config': { type: 'boolean', help: 'print the configuration that applies here (file, merged defaults) as JSON and exit' },
    version: { type: 'boolean', short: 'v', help: 'print the version' },
  },
  epilog: '', // filled in below (needs COMMANDS)
};

const RULES_SPEC: CommandSpec = {
  name: 'rules',
  usage: 'cmp-lint rules [options]',
  summary: 'list the rule catalog',
  description: 'Lists every rule: id, default severity, description.',
  options: { format: formatOption(['text', 'json'], 'text') },
  maxPositionals: 0,
};

const EXPLAIN_SPEC: CommandSpec = {
  name: 'explain',
  usage: 'cmp-lint explain <rule-id>',
  summary: 'show the documentation of a rule',
  description: 'Prints the rule\'s page: what it checks, why it matters in Argo CD, how to fix it.',
  options: {},
  maxPositionals: 1,
  positionalName: 'rule ids',
};

const HELP_SPEC: CommandSpec = {
  name: 'help',
  usage: 'cmp-lint help [command]',
  summary: 'show the help of cmp-lint or of a command',
  options: {},
  maxPositionals: 1,
  positionalName: 'commands',
};

type Runner = (argv: string[], io: Io) => Promise<number> | number;

/** Subcommand name → its spec and its runner ('' is the default command, lint). */
export const COMMANDS: Record<string, { spec: CommandSpec; run: Runner }> = {
  '': { spec: LINT_SPEC, run: (a, io) => lintCommand(a, io) },
  lint: { spec: LINT_SPEC, run: (a, io) => lintCommand(a, io) },
  render: {
    spec: RENDER_SPEC,
    run: async (a, io) => (await import('./render/cli.js')).renderCommand(a, io),
  },
  params: {
    spec: PARAMS_SPEC,
    run: async (a, io) => (await import('./render/params-cli.js')).paramsCommand(a, io),
  },
  diff: {
    spec: DIFF_SPEC,
    run: async (a, io) => (await import('./diff/cli.js')).diffCommand(a, io),
  },
  rules: { spec: RULES_SPEC, run: (a, io) => rulesCommand(a, io) },
  explain: { spec: EXPLAIN_SPEC, run: (a, io) => explainCommand(a, io) },
  help: { spec: HELP_SPEC, run: (a, io) => helpCommand(a, io) },
};

LINT_SPEC.epilog = `Commands:
${Object.entries(COMMANDS)
  .filter(([n]) => n !== '' && n !== 'lint')
  .map(([n, c]) => `  cmp-lint ${n.padEnd(9)}${c.spec.summary}`)
  .join('\n')}
  Run 'cmp-lint help <command>' (or 'cmp-lint <command> --help') for a command's options.

${EXIT_CODES}
Docs: ${REPO_URL}#readme`;

const specs = () => Object.fromEntries(Object.entries(COMMANDS).map(([n, c]) => [n, c.spec]));

export async function main(argv: string[], io: Io): Promise<number> {
  const { command, rest } = splitCommand(argv, specs());
  const { spec, run } = COMMANDS[command];
  try {
    return await run(rest, io);
  } catch (e) {
    return failure(spec, e, io);
  }
}

/** `--jobs N` / CMP_LINT_JOBS (src/files/parallel.ts): a usage error for anything but a positive whole number. */
function jobsOption(v: string | undefined, name?: string): number | undefined {
  try {
    return parseJobs(v, name);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

async function lintCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals, color: colorFlag } = parseCommand(LINT_SPEC, argv, io.cwd);
  if (values.help) {
    io.stdout(formatHelp(LINT_SPEC));
    return 0;
  }
  if (values.version) {
    io.stdout(VERSION + '\n');
    return 0;
  }
  const format = (values.format ?? 'stylish') as FormatName;
  const failOn = (values['fail-on'] ?? 'error') as Severity | 'never';
  if (values.context !== undefined && !existsSync(resolve(io.cwd, values.context))) throw new UsageError(`--context: no such directory: ${values.context}`);
  const config = loadConfig(io.cwd, values.config, new Set([...RULE_IDS, ...EXTERNAL_RULES.map((r) => r.id)]));
  if (values['print-config']) {
    const { dir: _dir, ...shown } = config;
    io.stdout(JSON.stringify({ ...shown, file: config.file ?? null }, null, 2) + '\n');
    return 0;
  }
  const trace = io.env.CMP_LINT_CACHE_TRACE ? (line: string) => io.stderr(line + '\n') : undefined;
  const cache = values['no-cache'] ? undefined : { dir: values['cache-dir'], trace };
  const jobs = (values.jobs as number | undefined) ?? jobsOption(io.env.CMP_LINT_JOBS, 'CMP_LINT_JOBS');
  const jobsTrace = io.env.CMP_LINT_JOBS_TRACE ? (line: string) => io.stderr(line + '\n') : undefined;
  const linted = await lint({ cwd: io.cwd, paths: positionals, config, context: values.context, cache, jobs, jobsTrace });
  const result = values.quiet ? { ...linted, findings: linted.findings.filter((f) => f.severity === 'error') } : linted;
  if (!values.quiet && values.context === undefined && positionals.length > 0 && positionals.every((p) => isFile(resolve(io.cwd, p)))) {
    io.stderr(
      `note: only the named file${positionals.length === 1 ? ' was' : 's were'} read, so checks that join files (a plugin, the sidecar serving it, the Applications using it) saw nothing else; add --context <repository root> to read the rest\n`,
    );
  }
  const color = colorFlag ?? (!values.output && useColor(io.isTTY, io.env));
  // GitHub resolves annotation and SARIF paths against the repository root, not the directory we ran in
  const root = format === 'github' || format === 'sarif' ? reportRoot(io.cwd, io.env) : io.cwd;
  // SARIF category: the directory within the repository, so runs over different directories upload side by side
  const category = relative(root, realpathSync(io.cwd)).split(sep).join('/');
  const text = formatResult(rebaseResult(result, io.cwd, root), format, { color, toolVersion: VERSION, cwd: root, category });
  if (values.output) {
    try {
      writeOutputFile(resolve(io.cwd, values.output), text);
    } catch (e) {
      throw new UsageError(`cannot write ${values.output}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, false);
    }
  } else {
    io.stdout(text);
  }
  return exitCode(result, failOn);
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

export function exitCode(result: LintResult, failOn: Severity | 'never'): number {
  if (failOn === 'never') return 0;
  const bar = SEVERITY_RANK[failOn];
  return result.findings.some((f) => SEVERITY_RANK[f.severity] >= bar) ? 1 : 0;
}

function rulesCommand(argv: string[], io: Io): number {
  const { values } = parseCommand(RULES_SPEC, argv, io.cwd);
  if (values.help) {
    io.stdout(formatHelp(RULES_SPEC));
    return 0;
  }
  const rules = [...ALL_RULES.map((r) => ({ id: r.meta.id, severity: r.meta.severity, description: r.meta.description })), ...EXTERNAL_RULES];
  if (values.format === 'json') {
    io.stdout(JSON.stringify(rules, null, 2) + '\n');
    return 0;
  }
  const w = Math.max(...rules.map((r) => r.id.length));
  io.stdout(rules.map((r) => `${r.id.padEnd(w)}  ${r.severity.padEnd(7)}  ${r.description}\n`).join(''));
  return 0;
}

function explainCommand(argv: string[], io: Io): number {
  const { values, positionals } = parseCommand(EXPLAIN_SPEC, argv, io.cwd);
  if (values.help) {
    io.stdout(formatHelp(EXPLAIN_SPEC));
    return 0;
  }
  const id = positionals[0];
  if (!id) throw new UsageError('explain needs a rule id; `cmp-lint rules` lists them');
  const ids = [...ALL_RULES.map((r) => r.meta.id), ...EXTERNAL_RULES.map((r) => r.id)];
  if (!ids.includes(id)) {
    const near = closest(id, ids);
    throw new UsageError(`unknown rule '${id}'${near ? ` (did you mean '${near}'?)` : ''}; \`cmp-lint rules\` lists them`);
  }
  const page = rulePagePath(id);
  if (!page) {
    io.stdout(`${id}: ${findRule(id)?.meta.description ?? EXTERNAL_RULES.find((r) => r.id === id)?.description ?? ''}\n`);
    return 0;
  }
  io.stdout(readFileSync(page, 'utf8'));
  return 0;
}

function helpCommand(argv: string[], io: Io): number {
  const { positionals } = parseCommand(HELP_SPEC, argv, io.cwd);
  const name = positionals[0];
  if (name === undefined) {
    io.stdout(formatHelp(LINT_SPEC));
    return 0;
  }
  const c = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!c) {
    const near = closest(name, Object.keys(COMMANDS).filter(Boolean));
    throw new UsageError(`unknown command '${name}'${near ? ` (did you mean '${near}'?)` : ''}`);
  }
  io.stdout(formatHelp(c.spec));
  return 0;
}
