// Static reasoning about a discover `find.command`: Argo CD counts a match when the command
// exits 0 AND prints something on stdout (after dropping one trailing newline). A non-zero exit
// is a discovery error, not a miss [reference 3.4].
import type { AndOrNode, CommandNode, ListNode, PipelineNode, SimpleNode } from './ast.js';
import { analyzeScript } from './analyze.js';
import { scriptOfCommand } from './argv.js';
import type { SimpleCommand } from './facts.js';

export type CatchAll = 'always' | 'conditional' | 'unknown';

type Tri = 'yes' | 'maybe' | 'no';
interface Outcome {
  /** exits 0 */
  ok: Tri;
  /** prints non-empty stdout */
  prints: Tri;
  /** some command whose behaviour we do not know took part */
  unknown: boolean;
  /** the script stops here (exit) */
  exits: boolean;
  /** `exit` / `exit $?`: the status is the previous command's */
  inherit?: boolean;
}

const ALWAYS_PRINT = new Set(['pwd', 'date', 'whoami', 'id', 'hostname', 'uname', 'env', 'printenv']);
const TESTS = new Set(['test', '[', '[[', 'grep', 'egrep', 'fgrep', 'find', 'ls', 'stat', 'head', 'tail', 'cat', 'xargs', 'sort', 'uniq', 'wc', 'awk', 'sed', 'cut', 'tr', 'yq', 'jq', 'read', 'basename', 'dirname', 'realpath', 'readlink', 'file', 'command', 'which', 'type']);

/**
 * Does this find command match every application? `input` is the full argv (command + args)
 * or a script text. 'always': exits 0 and prints whatever the directory holds; 'conditional':
 * depends on the files (a real test); 'unknown': a command we cannot reason about decides.
 */
/**
 * What the app directory is assumed to hold: `any` (some file, some directory: every app), or
 * `yaml` (also a YAML file at its top: nearly every app Argo CD renders, and what the `*.yaml`
 * fileName/glob twins match).
 */
export type AppWorld = 'any' | 'yaml';
let world: AppWorld = 'any';

export function isCatchAllCommand(input: string[] | string, assume: AppWorld = 'any'): CatchAll {
  const saved = world;
  world = assume;
  try {
    return catchAll(input);
  } finally {
    world = saved;
  }
}

function catchAll(input: string[] | string): CatchAll {
  let script: string;
  let facts;
  if (typeof input === 'string') script = input;
  else {
    const s = scriptOfCommand(input, []);
    script = s ? s.script : input.map(quote).join(' ');
  }
  try {
    facts = analyzeScript(script);
  } catch {
    return 'unknown';
  }
  if (facts.parseErrors.length) return 'unknown';
  const byNode = new Map<SimpleNode, SimpleCommand>(facts.commands.map((c) => [c.node, c]));
  if (!facts.commands.length) return 'conditional'; // nothing runs: exit 0, empty output
  const o = evalList(facts.ast, byNode);
  if (o.ok === 'yes' && o.prints === 'yes') return 'always';
  return o.unknown ? 'unknown' : 'conditional';
}

function quote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

function evalList(l: ListNode, m: Map<SimpleNode, SimpleCommand>): Outcome {
  let acc: Outcome = { ok: 'yes', prints: 'no', unknown: false, exits: false };
  for (const item of l.items) {
    const o = evalAndOr(item.node, m);
    acc = { ok: item.background ? acc.ok : o.inherit ? acc.ok : o.ok, prints: or(acc.prints, item.background ? (o.prints === 'no' ? 'no' : 'maybe') : o.prints), unknown: acc.unknown || o.unknown, exits: o.exits };
    if (o.exits) break;
  }
  return acc;
}

function evalAndOr(n: AndOrNode, m: Map<SimpleNode, SimpleCommand>): Outcome {
  let acc = evalPipeline(n.pipelines[0], m);
  n.ops.forEach((op, i) => {
    const b = evalPipeline(n.pipelines[i + 1], m);
    const runs: Tri = op === '&&' ? acc.ok : acc.ok === 'yes' ? 'no' : acc.ok === 'no' ? 'yes' : 'maybe';
    if (runs === 'no') return;
    const unknown = acc.unknown || b.unknown;
    if (runs === 'yes') acc = { ok: b.ok, prints: or(acc.prints, b.prints), unknown, exits: b.exits };
    else {
      // b runs only sometimes
      const ok: Tri = op === '||' && b.ok === 'yes' ? 'yes' : op === '&&' && b.ok === 'no' ? 'no' : 'maybe';
      const prints: Tri = acc.prints === 'yes' ? 'yes' : acc.prints === 'no' && b.prints === 'no' ? 'no' : 'maybe';
      acc = { ok, prints, unknown, exits: false };
    }
  });
  return acc;
}

/** Filters that exit 0 and pass on (part of) what they read: `find … | head -1` prints when find does. */
const PASS_THROUGH = new Set(['head', 'tail', 'sort', 'uniq', 'cat', 'tee']);

/** `wc [-l|-c|-w]` prints a count (`0` too) and exits 0 whatever it reads. */
function countsOnly(c: CommandNode, m: Map<SimpleNode, SimpleCommand>): boolean {
  const sc = c.type === 'simple' ? m.get(c) : undefined;
  return !!sc && sc.name === 'wc' && sc.argv.slice(1).every((a) => a !== null && a.startsWith('-'));
}

function passesThrough(c: CommandNode, m: Map<SimpleNode, SimpleCommand>): boolean {
  const sc = c.type === 'simple' ? m.get(c) : undefined;
  if (!sc || !sc.name || !PASS_THROUGH.has(sc.name) || (sc.stdout !== 'terminal' && sc.stdout !== 'pipe')) return false;
  // options only (`head -1`, `head -n 1`, `sort -u`): no file operand replaces the pipe's input
  const args = sc.argv.slice(1);
  return args.every((a, i) => a !== null && (a.startsWith('-') || (/^\d+$/.test(a) && /^-[nc]$/.test(args[i - 1] ?? ''))));
}

function evalPipeline(p: PipelineNode, m: Map<SimpleNode, SimpleCommand>): Outcome {
  const outs = p.commands.map((c) => evalCommand(c, m));
  const lastCmd = p.commands[p.commands.length - 1];
  const lastSimple = lastCmd.type === 'simple' ? m.get(lastCmd) : undefined;
  if (p.commands.length > 1 && !p.negated && lastSimple?.stdout === 'terminal') {
    const tail = p.commands.slice(1);
    const unknownHead = outs[0].unknown;
    if (countsOnly(p.commands[p.commands.length - 1], m) && tail.slice(0, -1).every((c) => passesThrough(c, m)))
      return { ok: 'yes', prints: 'yes', unknown: false, exits: false };
    if (outs[0].ok === 'yes' && outs[0].prints === 'yes' && !unknownHead && tail.every((c) => passesThrough(c, m)))
      return { ok: 'yes', prints: 'yes', unknown: false, exits: false };
  }
  const last = outs[outs.length - 1];
  const unknown = outs.some((o) => o.unknown);
  let ok = last.ok;
  if (p.negated) ok = ok === 'yes' ? 'no' : ok === 'no' ? 'yes' : 'maybe';
  const single = p.commands.length === 1;
  return { ok, prints: last.prints, unknown, exits: last.exits && single, inherit: last.inherit && single && !p.negated };
}

function evalCommand(c: CommandNode, m: Map<SimpleNode, SimpleCommand>): Outcome {
  switch (c.type) {
    case 'simple':
      return evalSimple(m.get(c), m);
    case 'brace':
    case 'subshell': {
      const o = evalList(c.body, m);
      return { ...o, exits: o.exits && c.type === 'brace' };
    }
    case 'if': {
      let res: Outcome | undefined;
      let anyUnknown = false;
      for (const cl of c.clauses) {
        const cond = evalList(cl.cond, m);
        anyUnknown ||= cond.unknown;
        if (cond.ok === 'yes') return merge(res, evalList(cl.body, m), anyUnknown);
        if (cond.ok === 'maybe') res = merge(res, evalList(cl.body, m), anyUnknown);
      }
      const other = c.elseBody ? evalList(c.elseBody, m) : { ok: 'yes' as Tri, prints: 'no' as Tri, unknown: false, exits: false };
      return merge(res, other, anyUnknown);
    }
    case 'function':
      return { ok: 'yes', prints: 'no', unknown: false, exits: false };
    default:
      // loops and case: depend on the data
      return { ok: 'maybe', prints: 'maybe', unknown: false, exits: false };
  }
}

function merge(a: Outcome | undefined, b: Outcome, unknown: boolean): Outcome {
  if (!a) return { ...b, unknown: unknown || b.unknown };
  return { ok: a.ok === b.ok ? a.ok : 'maybe', prints: a.prints === b.prints ? a.prints : 'maybe', unknown: unknown || a.unknown || b.unknown, exits: a.exits && b.exits };
}

function evalSimple(c: SimpleCommand | undefined, m: Map<SimpleNode, SimpleCommand>): Outcome {
  const unknown: Outcome = { ok: 'maybe', prints: 'maybe', unknown: true, exits: false };
  if (!c) return unknown;
  // a pipe counts as stdout here: what reaches the terminal is decided by the pipeline (evalPipeline)
  const toStdout = c.stdout === 'terminal' || c.stdout === 'pipe';
  const prints = (t: Tri): Tri => (toStdout ? t : 'no');
  const name = c.name;
  const args = c.argv.slice(1);
  if (name === undefined) return c.node.words.length ? unknown : { ok: 'maybe', prints: 'no', unknown: false, exits: false };
  if (name === 'echo' || name === 'printf') {
    const rest = name === 'echo' ? c.node.words.slice(1).filter((w) => !/^-[neE]+$/.test(w.raw)) : c.node.words.slice(1, 2);
    const staticText = rest.map((w) => w.parts.map((p) => (p.kind === 'lit' ? p.value : '')).join('')).join('');
    const nonEmpty: Tri = staticText.replace(/\\n/g, '').trim() ? 'yes' : rest.length ? 'maybe' : 'no';
    return { ok: 'yes', prints: prints(nonEmpty), unknown: false, exits: false };
  }
  if (name === 'true' || name === ':') return { ok: 'yes', prints: 'no', unknown: false, exits: false };
  if (name === 'false') return { ok: 'no', prints: 'no', unknown: false, exits: false };
  if (name === 'exit') {
    const code = args[0];
    const inherit = code === undefined || c.words[1].raw === '$?' || c.words[1].raw === '"$?"';
    const ok: Tri = code === '0' ? 'yes' : code === null || code === undefined ? 'maybe' : 'no';
    return { ok, prints: 'no', unknown: false, exits: true, inherit };
  }
  if (ALWAYS_PRINT.has(name)) return { ok: 'yes', prints: prints('yes'), unknown: false, exits: false };
  if (name === 'ls' && args.every((a) => a !== null && a.startsWith('-'))) return { ok: 'yes', prints: prints('yes'), unknown: false, exits: false };
  if (name === 'find' && findPrintsStart(args)) return { ok: 'yes', prints: prints('yes'), unknown: false, exits: false };
  if (world === 'yaml' && name === 'find' && findMatchesProbe(args)) return { ok: 'yes', prints: prints('yes'), unknown: false, exits: false };
  if (world === 'yaml' && name === 'ls' && lsGlobMatchesProbe(c)) return { ok: 'yes', prints: prints('yes'), unknown: false, exits: false };
  if ((name === 'sh' || name === 'bash' || name.endsWith('/sh') || name.endsWith('/bash')) && c.argv.every((a) => a !== null)) {
    const s = scriptOfCommand(c.argv as string[], []);
    if (s) {
      const r = catchAll(s.script);
      const tri: Tri = r === 'always' ? 'yes' : 'maybe';
      return { ok: tri, prints: prints(tri), unknown: r === 'unknown', exits: false };
    }
  }
  if (TESTS.has(name)) return { ok: 'maybe', prints: prints('maybe'), unknown: false, exits: false };
  return unknown;
}

/** `find [paths]` with no filtering test prints its start path(s) and exits 0. */
function findPrintsStart(args: (string | null)[]): boolean {
  let i = 0;
  while (i < args.length && args[i] !== null && /^-[HLP]$/.test(args[i]!)) i++;
  const paths: string[] = [];
  while (i < args.length && args[i] !== null && !/^[-(!]/.test(args[i]!)) paths.push(args[i++]!);
  if (paths.some((p) => p !== '.' && p !== './')) return false;
  for (; i < args.length; i++) {
    const a = args[i];
    if (a === '-maxdepth' || a === '-mindepth') {
      const v = args[++i];
      if (a === '-mindepth' && v !== '0') return false;
    } else if (a !== '-print' && a !== '-follow' && a !== '-xdev' && a !== '-depth' && a !== '-type' && a !== 'd') return false;
  }
  // `-type d` keeps '.', which is a directory
  return true;
}

/** A YAML file any app directory is assumed to hold (yaml world). */
const PROBE = 'zz-any-file.yaml';

/** shell/find fnmatch pattern (`*`, `?`, `[...]`) as a regex over one name. */
function fnmatch(pattern: string, caseless: boolean): RegExp | undefined {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '*') re += '[^/]*';
    else if (ch === '?') re += '[^/]';
    else if (ch === '[') {
      const j = pattern.indexOf(']', i + 2);
      if (j < 0) return undefined;
      re += '[' + pattern.slice(i + 1, j).replace(/^!/, '^').replace(/\\/g, '\\\\') + ']';
      i = j;
    } else re += ch.replace(/[.+^${}()|\\/]/g, '\\$&');
  }
  try {
    return new RegExp(`^${re}$`, caseless ? 'i' : '');
  } catch {
    return undefined;
  }
}

/**
 * `find . [-maxdepth N] [-type f] -name PAT` whose tests match any YAML file: `-type f` alone (every
 * app holds a file), or a `-name` that matches one. Alternatives joined by `-o` match when one of
 * them does (no parentheses: their grouping is not evaluated).
 */
function findMatchesProbe(args: (string | null)[]): boolean {
  let i = 0;
  while (i < args.length && args[i] !== null && /^-[HLP]$/.test(args[i]!)) i++;
  const paths: string[] = [];
  while (i < args.length && args[i] !== null && !/^[-(!]/.test(args[i]!)) paths.push(args[i++]!);
  if (paths.some((p) => p !== '.' && p !== './')) return false;
  // global options apply to every alternative; a test that cannot match fails only its alternative
  let alternatives = 0;
  let any = false;
  let ok = true;
  let tested = false;
  const close = () => {
    alternatives++;
    if (ok && tested) any = true;
    ok = true;
    tested = false;
  };
  for (; i < args.length; i++) {
    const a = args[i];
    if (a === null || a === '(' || a === ')' || a === '!' || a === '-not') return false;
    if (a === '-o' || a === '-or') {
      close();
    } else if (a === '-a' || a === '-and') {
      continue;
    } else if (a === '-maxdepth') {
      if (args[++i] === '0') return false;
    } else if (a === '-mindepth') {
      if (!/^[01]$/.test(args[++i] ?? '')) return false;
    } else if (a === '-type') {
      if (args[++i] !== 'f') ok = false;
      else tested = true;
    } else if (a === '-name' || a === '-iname') {
      const pat = args[++i];
      const re = pat ? fnmatch(pat, a === '-iname') : undefined;
      if (!re || !re.test(PROBE)) ok = false;
      tested = true;
    } else if (a !== '-print' && a !== '-follow' && a !== '-xdev' && a !== '-depth') return false;
  }
  close();
  return alternatives > 0 && any;
}

/** `ls *.yaml`: every operand an unquoted glob that matches a YAML file (the shell expands it). */
function lsGlobMatchesProbe(c: SimpleCommand): boolean {
  const operands = c.node.words.slice(1).filter((w) => !w.raw.startsWith('-'));
  if (operands.length === 0) return false;
  return operands.every((w) => /^[^'"\\$`]*[*?[][^'"\\$`]*$/.test(w.raw) && !!fnmatch(w.raw, false)?.test(PROBE));
}

function or(a: Tri, b: Tri): Tri {
  return a === 'yes' || b === 'yes' ? 'yes' : a === 'maybe' || b === 'maybe' ? 'maybe' : 'no';
}
