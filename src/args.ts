// One argument parser for every cmp-lint subcommand. Each command declares a table of options
// (CommandSpec.options) on top of the GLOBAL_OPTIONS every command accepts; parsing, value checks,
// usage errors and the --help text all come from that table.
//
// To add a flag to a command: add an entry to that command's table (src/cli.ts for lint, rules,
// explain; src/render/cli.ts; src/diff/cli.ts). `choices` lists the allowed values, `parse` converts
// and checks one (throw UsageError with the reason, without the flag's name: it is prefixed here).
// The shared meanings (-f/--format, -o/--output, -c/--config, --color/--no-color, --fail-on) come
// from the helpers below so that they read the same in every command.
import { parseArgs } from 'node:util';
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from './core/errors.js';
import { InputError } from './lint.js';
import { ConfigError } from './config.js';
import { VERSION } from './core/version.js';
import { REPO_URL } from './core/finding.js';
import { closest, parseDuration } from './config.js';
import { durationProblem } from './core/duration.js';

export interface OptionDef {
  type: 'string' | 'boolean';
  short?: string;
  /** repeatable: the value is an array */
  multiple?: boolean;
  /** the value's placeholder in --help (default VALUE) */
  arg?: string;
  /** one or more lines for --help */
  help: string;
  /** allowed values; listed in --help and in the error */
  choices?: readonly string[];
  /** convert and check a value (cwd: the command's working directory); throw UsageError(reason) */
  parse?: (v: string, cwd: string) => unknown;
  /** accepted but not listed in --help */
  hidden?: boolean;
}
export type OptionTable = Record<string, OptionDef>;

export interface CommandSpec {
  /** '' for the default command (lint) */
  name: string;
  /** e.g. 'cmp-lint render [path] [options]' */
  usage: string;
  /** one line, for `cmp-lint help` */
  summary: string;
  /** paragraphs printed after the usage line */
  description?: string;
  options: OptionTable;
  /** most positionals accepted (default: any number) */
  maxPositionals?: number;
  /** what the positionals are, for the error when there are too many */
  positionalName?: string;
  /** printed at the end of --help (exit codes…) */
  epilog?: string;
}

/** Options every command accepts, before or after the subcommand's name. */
export const GLOBAL_OPTIONS = {
  color: { type: 'boolean', help: 'force colours on (default: on for a terminal, off with NO_COLOR)' },
  'no-color': { type: 'boolean', help: 'force colours off' },
  help: { type: 'boolean', short: 'h', help: 'show this help' },
} satisfies OptionTable;

// ---- shared option definitions: the same flag means the same thing in every command ----

export function formatOption(choices: readonly string[], dflt: string): OptionDef {
  return { type: 'string', short: 'f', arg: 'NAME', choices, help: `output format: ${choices.join(', ')} (default: ${dflt})` };
}

export function outputOption(what = 'the report'): OptionDef {
  return { type: 'string', short: 'o', arg: 'FILE', help: `write ${what} to FILE instead of stdout`, parse: checkOutputFile };
}

export const CONFIG_OPTION: OptionDef = {
  type: 'string',
  short: 'c',
  arg: 'FILE',
  help: 'configuration file (default: the nearest .cmp-lint.yaml or .cmp-lint.yml\nfrom the working directory up to the repository root)',
};

export function failOnOption(levels: readonly string[], what: string): OptionDef {
  return {
    type: 'string',
    arg: 'LEVEL',
    choices: [...levels, 'never'],
    help: `exit 1 when ${what} is at or above LEVEL:\n${levels.join(', ')}, or never (default: error)`,
  };
}

/** `-o FILE`: fail before any work when FILE's directory does not exist. */
export function checkOutputFile(v: string, cwd: string): string {
  const abs = resolve(cwd, v);
  const dir = dirname(abs);
  if (!existsSync(dir)) throw new UsageError(`cannot write ${v}: directory ${dirname(v)} does not exist`, false);
  if (!statSync(dir).isDirectory()) throw new UsageError(`cannot write ${v}: ${dirname(v)} is not a directory`, false);
  if (existsSync(abs) && statSync(abs).isDirectory()) throw new UsageError(`cannot write ${v}: it is a directory`, false);
  return v;
}

// ---- parsing ----

export interface Parsed {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  values: Record<string, any>;
  positionals: string[];
  /** --color / --no-color, whichever came last; undefined when neither */
  color?: boolean;
}

/** Every option a command accepts: the globals plus its own. */
export function optionsOf(spec: CommandSpec): OptionTable {
  return { ...GLOBAL_OPTIONS, ...spec.options };
}

/**
 * Parse `argv` (the arguments after the subcommand's name, global options included) with the
 * command's table. Throws UsageError with a one-line message.
 * `cwd` resolves `-o` and other paths checked at parse time.
 */
export function parseCommand(spec: CommandSpec, argv: string[], cwd = process.cwd()): Parsed {
  const table = optionsOf(spec);
  const nodeOptions: Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }> = {};
  for (const [name, d] of Object.entries(table)) nodeOptions[name] = { type: d.type, ...(d.short ? { short: d.short } : {}), ...(d.multiple ? { multiple: true } : {}) };
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: nodeOptions, allowPositionals: true, strict: true, tokens: true });
  } catch (e) {
    throw new UsageError(friendlyArgError((e as Error).message, Object.keys(table)));
  }
  const values: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(parsed.values)) {
    const d = table[name];
    const check = (v: string) => {
      if (d.choices && !d.choices.includes(v)) throw new UsageError(`${name === 'format' ? 'unknown format' : `--${name}: unknown value`} '${v}' (choose one of: ${d.choices.join(', ')})`);
      if (!d.parse) return v;
      try {
        return d.parse(v, cwd);
      } catch (e) {
        if (e instanceof UsageError) throw new UsageError(e.pointer ? `--${name}: ${e.message}` : e.message, e.pointer);
        throw e;
      }
    };
    if (d.type === 'boolean') values[name] = raw;
    else if (Array.isArray(raw)) values[name] = raw.map((v) => check(String(v)));
    else values[name] = check(String(raw));
  }
  const max = spec.maxPositionals ?? Infinity;
  if (parsed.positionals.length > max) {
    const extra = parsed.positionals[max];
    throw new UsageError(max === 0 ? `unexpected argument '${extra}'` : `too many arguments: '${extra}' (${spec.positionalName ?? 'arguments'}: at most ${max})`);
  }
  let color: boolean | undefined;
  for (const t of parsed.tokens ?? []) if (t.kind === 'option' && (t.name === 'color' || t.name === 'no-color')) color = t.name === 'color';
  return { values, positionals: parsed.positionals, color };
}

/** Node's parseArgs messages mention internals ("To specify a positional argument…"); keep one short sentence. */
export function friendlyArgError(msg: string, known: string[] = []): string {
  const m = /Unknown option '([^']+)'/.exec(msg);
  if (m) {
    const near = m[1].startsWith('--') ? closest(m[1].slice(2).split('=')[0], known) : undefined;
    return `unknown option '${m[1]}'${near ? ` (did you mean '--${near}'?)` : ''}`;
  }
  const v = /Option '([^']+)' argument (missing|is ambiguous)/.exec(msg);
  if (v) return `option '${v[1].split(',').pop()!.trim().split(' ')[0]}' needs a value`;
  const b = /Option '([^']+)' does not take an argument/.exec(msg);
  if (b) return `option '${b[1].split(',').pop()!.trim().split(' ')[0]}' does not take a value`;
  return msg.split('. ')[0].replace(/\.$/, '');
}

/** Which subcommand argv names, and the remaining arguments (global options kept, in order). */
export function splitCommand(argv: string[], commands: Record<string, CommandSpec>): { command: string; rest: string[] } {
  // Options before the subcommand: any option some command takes. Which of them take a value decides
  // where the first positional (the subcommand, or lint's first path) is.
  const takesValue = new Set<string>();
  const allOpts: OptionTable = { ...GLOBAL_OPTIONS };
  for (const c of Object.values(commands)) Object.assign(allOpts, c.options);
  for (const [name, d] of Object.entries(allOpts)) {
    if (d.type !== 'string') continue;
    takesValue.add(`--${name}`);
    if (d.short) takesValue.add(`-${d.short}`);
  }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') break;
    if (a.startsWith('-') && a !== '-') {
      if (takesValue.has(a)) i++;
      continue;
    }
    if (Object.hasOwn(commands, a) && a !== '') return { command: a, rest: [...argv.slice(0, i), ...argv.slice(i + 1)] };
    break;
  }
  return { command: '', rest: argv };
}

// ---- help ----

export function formatHelp(spec: CommandSpec): string {
  const out: string[] = [`Usage: ${spec.usage}`, ''];
  if (spec.description) out.push(spec.description.trimEnd(), '');
  const rows = (table: OptionTable) =>
    Object.entries(table)
      .filter(([, d]) => !d.hidden)
      .map(([name, d]) => {
        const flag = `${d.short ? `-${d.short}, ` : '    '}--${name}${d.type === 'string' ? ` ${d.arg ?? 'VALUE'}` : ''}`;
        return { flag, help: d.help + (d.multiple ? ' (repeatable)' : '') };
      });
  const own = rows(spec.options);
  const global = rows(GLOBAL_OPTIONS);
  const w = Math.max(...[...own, ...global].map((r) => r.flag.length)) + 2;
  const fmt = (r: { flag: string; help: string }) => {
    const [first, ...more] = r.help.split('\n');
    return [`  ${r.flag.padEnd(w)}${first}`, ...more.map((l) => `  ${' '.repeat(w)}${l}`)].join('\n');
  };
  if (own.length) out.push('Options:', ...own.map(fmt), '');
  out.push('Global options (also before the command):', ...global.map(fmt), '');
  if (spec.epilog) out.push(spec.epilog.trimEnd(), '');
  return out.join('\n');
}

/** `cmp-lint` or `cmp-lint render`: how messages of a command start. */
export function commandLabel(spec: CommandSpec): string {
  return spec.name ? `cmp-lint ${spec.name}` : 'cmp-lint';
}

/** Turn what a command threw into its message and exit code: never a stack trace. */
export function failure(spec: CommandSpec, e: unknown, io: { stderr: (s: string) => void; env?: Record<string, string | undefined> }): number {
  const label = commandLabel(spec);
  if (e instanceof UsageError) return usageFailure(spec, e, io.stderr);
  if (e instanceof InputError) {
    io.stderr(`${label}: ${e.message}\n`);
    return 2;
  }
  if (e instanceof ConfigError) {
    io.stderr(`${label}: configuration error: ${e.describe()}\n`);
    return 2;
  }
  const err = e as Error;
  io.stderr(`${label}: internal error: ${err?.message ?? String(e)}\nThis is a bug in cmp-lint ${VERSION}; please report it at ${REPO_URL}/issues with the input that caused it.\n`);
  if ((io.env ?? process.env).CMP_LINT_DEBUG) io.stderr(`${err?.stack ?? ''}\n`);
  return 3;
}

/** The one-line usage error and the pointer to --help, on stderr; the exit code 2. */
export function usageFailure(spec: CommandSpec, e: UsageError, stderr: (s: string) => void): number {
  const label = commandLabel(spec);
  stderr(`${label}: ${e.message}\n${e.pointer ? `Run '${label} --help' for usage.\n` : ''}`);
  return 2;
}

// ---- value parsers shared by commands ----

/** `60s`, `2m`, `1m30s` or a number of seconds → milliseconds. */
export function durationArg(v: string): number {
  const ms = parseDuration(v);
  if (ms === undefined) throw new UsageError(durationProblem(v));
  return ms;
}

/** A Kubernetes version like 1.31.2 (v prefix allowed). */
export function kubeVersionArg(v: string): string {
  if (!/^v?\d+\.\d+(\.\d+)?([-+].*)?$/.test(v)) throw new UsageError(`\`${v}\` is not a Kubernetes version like 1.31.2`);
  return v;
}

export function positiveIntArg(v: string): number {
  if (!/^\d+$/.test(v) || +v < 1) throw new UsageError(`expected a positive whole number (got '${v}')`);
  return +v;
}
