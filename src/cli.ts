// argv → options → run → format → exit code. No lint logic lives here.
import { parseArgs } from 'node:util';
import { writeFileSync, readFileSync, existsSync } from 'node:fs';
import { resolve, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lint, InputError, RULE_IDS } from './lint.js';
import { loadConfig, ConfigError } from './config.js';
import { formatResult, FORMATS, isFormat, useColor } from './report/index.js';
import { SEVERITY_RANK, REPO_URL, type LintResult } from './core/finding.js';
import { ALL_RULES, EXTERNAL_RULES, findRule } from './rules/index.js';
import { VERSION } from './core/version.js';
import type { Severity } from './model/types.js';
import { UsageError } from './core/errors.js';

export interface Io {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
  isTTY: boolean;
  env: Record<string, string | undefined>;
}

const HELP = `cmp-lint ${VERSION} — lint Argo CD Config Management Plugin setups

Usage:
  cmp-lint [options] [paths...]        lint files and directories (default: .)
  cmp-lint render [path] [options]     run plugins locally as argocd-cmp-server would (render --help)
  cmp-lint diff --base REV [options]   preview a change: render affected apps on base and head, diff them (diff --help)
  cmp-lint rules                       list the rule catalog
  cmp-lint explain <rule-id>           show the documentation of a rule

Options:
  -f, --format <name>     output format: ${FORMATS.join(', ')} (default: stylish)
  -o, --output <file>     write the report to a file instead of stdout
      --fail-on <level>   exit 1 when a finding is at or above: error, warning, info (default: error)
  -c, --config <file>     configuration file (default: .cmp-lint.yaml in the working directory)
      --context <dir>     read this directory for cross-file context, report only on the given paths
      --color / --no-color  force colours on or off (default: on for a terminal, off with NO_COLOR)
  -v, --version           print the version
  -h, --help              print this help

Exit codes: 0 no finding at or above --fail-on, 1 findings at or above it,
            2 usage or configuration error, 3 internal error (a bug: please report it).
Docs: ${REPO_URL}#readme`;


export async function main(argv: string[], io: Io): Promise<number> {
  try {
    const [sub, ...rest] = argv;
    if (sub === 'rules') return rulesCommand(rest, io);
    if (sub === 'explain') return explainCommand(rest, io);
    if (sub === 'render') {
      const { renderCommand } = await import('./render/cli.js');
      return await renderCommand(rest, { stdout: io.stdout, stderr: io.stderr, cwd: io.cwd });
    }
    if (sub === 'diff') {
      const { diffCommand } = await import('./diff/cli.js');
      return await diffCommand(rest, { stdout: io.stdout, stderr: io.stderr, cwd: io.cwd, isTTY: io.isTTY });
    }
    return await lintCommand(argv, io);
  } catch (e) {
    if (e instanceof UsageError || e instanceof InputError) {
      io.stderr(`cmp-lint: ${e.message}\n`);
      if (e instanceof UsageError) io.stderr(`Run 'cmp-lint --help' for usage.\n`);
      return 2;
    }
    if (e instanceof ConfigError) {
      io.stderr(`cmp-lint: configuration error: ${e.describe()}\n`);
      return 2;
    }
    const err = e as Error;
    io.stderr(`cmp-lint: internal error: ${err?.message ?? String(e)}\nThis is a bug in cmp-lint ${VERSION}; please report it at ${REPO_URL}/issues with the input that caused it.\n`);
    if (io.env.CMP_LINT_DEBUG) io.stderr(`${err?.stack ?? ''}\n`);
    return 3;
  }
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string', short: 'f' },
        output: { type: 'string', short: 'o' },
        'fail-on': { type: 'string' },
        config: { type: 'string', short: 'c' },
        context: { type: 'string' },
        color: { type: 'boolean' },
        'no-color': { type: 'boolean' },
        version: { type: 'boolean', short: 'v' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    throw new UsageError(friendlyArgError((e as Error).message));
  }
}

/** Node's parseArgs messages mention internals ("To specify a positional argument…"); keep the first sentence. */
export function friendlyArgError(msg: string): string {
  const m = /Unknown option '([^']+)'/.exec(msg);
  if (m) return `unknown option '${m[1]}'`;
  const v = /Option '([^']+)' argument missing/.exec(msg);
  if (v) return `option '${v[1].split(',').pop()!.trim().split(' ')[0]}' needs a value`;
  return msg.split('. ')[0].replace(/\.$/, '');
}

async function lintCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(argv);
  if (values.help) {
    io.stdout(HELP + '\n');
    return 0;
  }
  if (values.version) {
    io.stdout(VERSION + '\n');
    return 0;
  }
  const format = values.format ?? 'stylish';
  if (!isFormat(format)) throw new UsageError(`unknown format '${format}' (choose one of: ${FORMATS.join(', ')})`);
  const failOn = (values['fail-on'] ?? 'error') as Severity;
  if (!(failOn in SEVERITY_RANK)) throw new UsageError(`--fail-on must be error, warning or info (got '${values['fail-on']}')`);
  if (values.context !== undefined && !existsSync(resolve(io.cwd, values.context))) throw new UsageError(`--context: no such directory: ${values.context}`);
  const config = loadConfig(io.cwd, values.config, new Set([...RULE_IDS, ...EXTERNAL_RULES.map((r) => r.id)]));
  const result = await lint({ cwd: io.cwd, paths: positionals, config, context: values.context });
  const color = values['no-color'] ? false : values.color ? true : !values.output && useColor(io.isTTY, io.env);
  const text = formatResult(result, format, { color, toolVersion: VERSION, cwd: io.cwd });
  if (values.output) {
    try {
      writeFileSync(resolve(io.cwd, values.output), text);
    } catch (e) {
      throw new UsageError(`cannot write ${values.output}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
  } else {
    io.stdout(text);
  }
  return exitCode(result, failOn);
}

export function exitCode(result: LintResult, failOn: Severity): number {
  const bar = SEVERITY_RANK[failOn];
  return result.findings.some((f) => SEVERITY_RANK[f.severity] >= bar) ? 1 : 0;
}

function rulesCommand(argv: string[], io: Io): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout('Usage: cmp-lint rules [--format json]\nLists every rule: id, default severity, description.\n');
    return 0;
  }
  const json = argv.includes('--format=json') || (argv.includes('--format') && argv[argv.indexOf('--format') + 1] === 'json');
  const rules = [...ALL_RULES.map((r) => ({ id: r.meta.id, severity: r.meta.severity, description: r.meta.description })), ...EXTERNAL_RULES];
  if (json) {
    io.stdout(JSON.stringify(rules, null, 2) + '\n');
    return 0;
  }
  const w = Math.max(...rules.map((r) => r.id.length));
  for (const r of rules) io.stdout(`${r.id.padEnd(w)}  ${r.severity.padEnd(7)}  ${r.description}\n`);
  return 0;
}

function explainCommand(argv: string[], io: Io): number {
  const id = argv.find((a) => !a.startsWith('-'));
  if (!id) throw new UsageError('explain needs a rule id; `cmp-lint rules` lists them');
  const known = findRule(id) || EXTERNAL_RULES.some((r) => r.id === id);
  if (!known) throw new UsageError(`unknown rule '${id}'; \`cmp-lint rules\` lists them`);
  const page = docsPath(id);
  if (!page) {
    io.stdout(`${id}: ${findRule(id)?.meta.description ?? ''}\n`);
    return 0;
  }
  io.stdout(readFileSync(page, 'utf8'));
  return 0;
}

/** docs/rules/<id>.md next to the package (dist/../docs or src/../docs). */
function docsPath(id: string): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const base of [join(here, '..'), join(here, '..', '..')]) {
    const p = join(base, 'docs', 'rules', `${id}.md`);
    if (existsSync(p)) return p;
  }
  return undefined;
}
