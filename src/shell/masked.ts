// The first failure a script hides from its caller: a step that `set -e` would have stopped on,
// or a pipeline whose upstream failure is lost without pipefail. Shared by the plugin script
// rules and the init-container rule (a container's exit status is all Kubernetes sees too).
import { significant } from './analyze.js';
import type { CommandNode, ListNode } from './ast.js';
import type { PipelineFact, ScriptFacts } from './facts.js';

export interface MaskedFailure {
  kind: 'errexit' | 'pipefail' | 'find-exec';
  /** the pipeline is the left operand of `||` / `&&` */
  operand?: boolean;
  /** find-exec: the command `find … -exec <program> … \;` runs */
  program?: string;
  /** find-exec: `set -e` is on there */
  errexit?: boolean;
  offset: number;
  end: number;
}

/**
 * The first unchecked failure in the main flow: a step errexit would have stopped, a pipeline hiding
 * its upstream, or a `find -exec … \\;` losing its runs' status; `only`: the first of that kind.
 */
export function firstMaskedFailure(f: ScriptFacts, only?: MaskedFailure['kind']): MaskedFailure | undefined {
  const found: MaskedFailure[] = [];
  const loopNodes = loopsOf(f.ast);
  const loops = loopRanges(loopNodes);
  const globLoops = globForLoops(loopNodes);
  const exitsWithSaved = exitsWithSavedStatus(f.script);
  for (const m of f.maskedFailures) {
    // `rc=$?` after the step that matters, then `exit $rc`: the script reports that step's status on purpose
    if (exitsWithSaved) continue;
    const cmd = f.commands.find((c) => c.offset >= m.offset && c.offset < m.end);
    if (cmd?.errexitActive) continue;
    // a loop over files that goes on after one item fails is usually meant to (and `set -e` would change it)
    if (loops.some(([a, b]) => m.offset >= a && m.end <= b)) continue;
    if (checksStatus(f.script, m.end)) continue; // `cmd` then `if [ $? -ne 0 ]` / `[ $? = 0 ] || exit`
    found.push({ kind: 'errexit', offset: m.offset, end: m.end });
  }
  for (const pl of f.pipelines) {
    if (pl.commands < 2 || !pl.significantUpstream || pl.pipefailActive || pl.inSubstitution) continue;
    // `a | b || fallback` and `a | b && next` hide a's failure from the operator too; other conditions are tests
    if (pl.inCondition && !andOrOperand(f.script, pl.end)) continue;
    if (upstreamCannotFail(f, pl)) continue;
    if (downstreamFailsOnShortInput(f, pl)) continue;
    if (catsGlobLoopFile(f, pl, globLoops)) continue;
    found.push({ kind: 'pipefail', operand: pl.inCondition, offset: pl.offset, end: pl.end });
  }
  for (const c of f.commands) {
    const program = findExecMasks(c);
    if (program) found.push({ kind: 'find-exec', program, errexit: c.errexitActive, offset: c.offset, end: c.end });
  }
  // (at one command, find-exec says more than errexit: `set -e` alone would not stop there)
  return (only ? found.filter((m) => m.kind === only) : found).sort((a, b) => a.offset - b.offset || Number(b.kind === 'find-exec') - Number(a.kind === 'find-exec'))[0];
}

/** find-exec's hint: the `+` form, which carries a failed run's status to find's own (and `set -e` where it is off) */
export function findExecHint(m: MaskedFailure): string {
  return `end the \`-exec\` with \`{} +\` instead of \`\\;\` (find then exits non-zero when a run fails)${m.errexit ? '' : ' and start the script with `set -e`'}, or loop over the files with \`|| exit 1\` after each step`;
}

/** Commands `-exec` usually runs as a test of the file, not as a step of the work. */
const EXEC_TESTS = new Set(['test', '[', 'grep', 'egrep', 'fgrep', 'cmp', 'diff', 'true', 'false', ':', 'echo', 'printf', 'ls', 'stat', 'file', 'basename', 'dirname']);

/**
 * `find … -exec <program> … \;` (or `-execdir`) as the last action, run while `set -e` is on: find
 * exits 0 whatever the program's status (that status is only the action's truth value), so the
 * script goes on past a failed program although its author asked it to stop. With `{} +` find exits
 * non-zero when a run fails (POSIX; GNU find). The program, or undefined. Not in a condition or a
 * substitution, and not a program `-exec` commonly runs as a test (EXEC_TESTS).
 */
function findExecMasks(c: ScriptFacts['commands'][number]): string | undefined {
  if (!c.name || c.name.replace(/^.*\//, '') !== 'find' || c.inCondition || c.inSubstitution || c.background) return undefined;
  // (the author asked failures to stop the script, or what the runs print is the script's output)
  if (!c.errexitActive && c.stdout !== 'terminal') return undefined;
  const argv = c.argv;
  for (let i = 1; i < argv.length - 2; i++) {
    if (argv[i] !== '-exec' && argv[i] !== '-execdir') continue;
    const program = argv[i + 1];
    let j = i + 2;
    while (j < argv.length && argv[j] !== ';' && !(argv[j] === '+' && argv[j - 1] === '{}')) j++;
    if (j >= argv.length) return undefined;
    if (argv[j] === '+') {
      i = j;
      continue;
    }
    // (the last action: a `;` followed by more of the expression makes the program a test of it)
    if (j !== argv.length - 1 || typeof program !== 'string' || EXEC_TESTS.has(program.replace(/^.*\//, ''))) return undefined;
    return program;
  }
  return undefined;
}

type LoopNode = Extract<CommandNode, { type: 'for' | 'while' | 'until' }>;

/** Every for / while / until loop in the script, outermost first (one walk for loopRanges and globForLoops). */
function loopsOf(list: ListNode): LoopNode[] {
  const out: LoopNode[] = [];
  const walkList = (l: ListNode) => l.items.forEach((it) => it.node.pipelines.forEach((p) => p.commands.forEach(walk)));
  const walk = (c: CommandNode): void => {
    switch (c.type) {
      case 'brace':
      case 'subshell':
        return walkList(c.body);
      case 'if':
        c.clauses.forEach((cl) => (walkList(cl.cond), walkList(cl.body)));
        if (c.elseBody) walkList(c.elseBody);
        return;
      case 'while':
      case 'until':
      case 'for':
        out.push(c);
        return walkList(c.body);
      case 'case':
        return c.items.forEach((it) => walkList(it.body));
      case 'function':
        return walk(c.body);
    }
  };
  walkList(list);
  return out;
}

/** [offset, end) of every for / while / until loop in the script. */
function loopRanges(loops: readonly LoopNode[]): [number, number][] {
  return loops.map((c) => [c.offset, c.end]);
}

/** The pipeline ending at `end` is followed by `||` or `&&` (not `|| true`, which ignores failures on purpose). */
function andOrOperand(script: string, end: number): boolean {
  const after = script.slice(end).replace(/^(?:[ \t]|\\\n)*/, '');
  return /^(\|\||&&)/.test(after) && !/^\|\|\s*(true|:)(\s|;|$)/.test(after);
}

/** Every command feeding the pipe is `find .` (the app directory always exists), or nothing significant. */
function upstreamCannotFail(f: ScriptFacts, pl: PipelineFact): boolean {
  const upstream = f.commands.filter((c) => c.offset >= pl.offset && c.end <= pl.end && c.stdout === 'pipe' && !c.inSubstitution && significant(c));
  return upstream.length > 0 && upstream.every((c) => c.name === 'find' && (c.argv[1] === '.' || c.argv[1] === './'));
}

/**
 * The pipeline ends in a reader of compressed data from stdin: `tar -xz` (or J/j, --gzip, --xz, …)
 * with no archive file or `-f -`, `gunzip`, `zcat`, `gzip -d`, `xz -d`, `unxz`, `bzip2 -d`,
 * `bunzip2`, `zstd -d`, each with no file operand. A failed upstream (a download that fails) leaves it
 * an empty, cut-short or non-compressed stream, which the decompressor rejects ("unexpected end of
 * file", "invalid magic"; GNU tar and busybox alike), so the pipeline fails without pipefail too.
 * An uncompressed `| tar -x` is not one of them: a stream cut off between two members is a valid
 * shorter archive, which GNU tar extracts with status 0.
 */
function downstreamFailsOnShortInput(f: ScriptFacts, pl: PipelineFact): boolean {
  const members = f.commands.filter((c) => c.offset >= pl.offset && c.end <= pl.end && c.inSubstitution === pl.inSubstitution);
  const last = members[members.length - 1];
  if (!last || last.stdout === 'pipe' || last.stdin || !last.name || last.argv.some((a) => a === null)) return false;
  const args = last.argv.slice(1) as string[];
  const name = last.name.replace(/^.*\//, '');
  const operands = args.filter((a) => !a.startsWith('-'));
  switch (name) {
    case 'gunzip':
    case 'zcat':
    case 'unxz':
    case 'xzcat':
    case 'bunzip2':
    case 'bzcat':
    case 'unzstd':
    case 'zstdcat':
      return operands.length === 0;
    case 'gzip':
    case 'xz':
    case 'bzip2':
    case 'zstd':
      return operands.length === 0 && args.some((a) => a === '--decompress' || (!a.startsWith('--') && /^-[a-zA-Z0-9]*d/.test(a)));
    case 'tar':
      return tarReadsCompressedStdin(args);
  }
  return false;
}

/** tar's arguments extract or list a compressed archive read from stdin. */
function tarReadsCompressedStdin(args: string[]): boolean {
  let reads = false;
  let compressed = false;
  let file: string | undefined;
  const withValue = new Set(['C', 'f', 'T', 'X', 'b', 'H', 'I', 'K', 'L', 'N', 'V', 'g']);
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith('--')) {
      const [key, value] = a.split('=', 2);
      if (key === '--extract' || key === '--get' || key === '--list') reads = true;
      else if (['--gzip', '--gunzip', '--ungzip', '--xz', '--bzip2', '--zstd', '--lzma', '--lzip'].includes(key)) compressed = true;
      else if (key === '--file') file = value ?? args[++i];
      else if (key === '--directory' && value === undefined) i++;
      continue;
    }
    // the first argument may be a dash-less cluster (`tar xzf -`, `tar xz`)
    if (!a.startsWith('-') && i > 0) continue;
    const cluster = a.startsWith('-') ? a.slice(1) : a;
    for (let j = 0; j < cluster.length; j++) {
      const ch = cluster[j];
      if (ch === 'x' || ch === 't') reads = true;
      else if (ch === 'z' || ch === 'J' || ch === 'j') compressed = true;
      else if (withValue.has(ch)) {
        const rest = cluster.slice(j + 1);
        const value = rest !== '' && a.startsWith('-') ? rest : args[++i];
        if (ch === 'f') file = value;
        if (rest !== '' && a.startsWith('-')) break;
      }
    }
  }
  return reads && compressed && (file === undefined || file === '-');
}

interface GlobLoop {
  varName: string;
  offset: number;
  end: number;
}

/** `for VAR in *.yaml …; do … done` loops whose items are all unexpanded-free glob patterns. */
function globForLoops(loops: readonly LoopNode[]): GlobLoop[] {
  const out: GlobLoop[] = [];
  for (const c of loops) {
    if (c.type !== 'for') continue;
    const globs = c.items?.length
      ? c.items.every((w) => w.parts.every((p) => p.kind === 'lit') && w.parts.some((p) => p.kind === 'lit' && !p.quoted && /[*?[]/.test(p.value)))
      : false;
    if (c.varName && globs) out.push({ varName: c.varName, offset: c.offset, end: c.end });
  }
  return out;
}

/**
 * Every command feeding the pipe is `cat "$f"` inside `for f in *.yaml`: the glob listed the file, so
 * cat fails only when nothing matched (the pattern itself is then `$f`), and an empty stream is
 * what a loop over no files amounts to anyway.
 */
function catsGlobLoopFile(f: ScriptFacts, pl: PipelineFact, loops: GlobLoop[]): boolean {
  const upstream = f.commands.filter((c) => c.offset >= pl.offset && c.end <= pl.end && c.stdout === 'pipe' && !c.inSubstitution && significant(c));
  return (
    upstream.length > 0 &&
    upstream.every((c) => {
      if (c.name !== 'cat' || c.words.length !== 2) return false;
      const parts = c.words[1].parts;
      if (parts.length !== 1 || parts[0].kind !== 'param' || parts[0].op !== undefined) return false;
      const name = parts[0].name;
      return loops.some((l) => l.varName === name && c.offset >= l.offset && c.end <= l.end);
    })
  );
}

/** The next statement after `end` tests `$?`. */
function checksStatus(script: string, end: number): boolean {
  const rest = script.slice(end).replace(/^[ \t]*(#[^\n]*)?/, '');
  const next = /^[;\n\s]*([^\n;]*)/.exec(rest)?.[1] ?? '';
  return /\$\{?\?\}?/.test(next);
}


/** The script saves `$?` in a variable (`rc=$?`) and its last statement is `exit $rc`. */
function exitsWithSavedStatus(script: string): boolean {
  const saved = [...script.matchAll(/(?:^|[\s;])([A-Za-z_][A-Za-z0-9_]*)=["']?\$\{?\?\}?["']?(?=[\s;]|$)/g)].map((m) => m[1]);
  if (saved.length === 0) return false;
  const last = /\bexit\s+["']?\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?["']?\s*;?\s*$/.exec(script.replace(/(\s*#[^\n]*)?\s*$/, ''));
  return !!last && saved.includes(last[1]);
}

/**
 * The last statement of the script is `steps || echo …` (or printf): when a step fails, the message
 * is printed and the script still exits 0. `|| true` / `|| :` is an explicit choice and not reported;
 * `|| exit 1` keeps the failure.
 */
export function swallowedFailure(f: ScriptFacts): { offset: number; end: number } | undefined {
  const items = f.ast.items;
  const last = items[items.length - 1]?.node;
  if (!last || last.ops.length === 0 || last.ops[last.ops.length - 1] !== '||') return undefined;
  const handler = last.pipelines[last.pipelines.length - 1];
  const cmd = handler.commands.length === 1 ? handler.commands[0] : undefined;
  if (cmd?.type !== 'simple') return undefined;
  const name = cmd.words[0]?.raw;
  if (name !== 'echo' && name !== 'printf') return undefined;
  const steps = f.commands.filter((c) => c.offset >= last.offset && c.end <= handler.offset && significant(c));
  if (steps.length === 0) return undefined;
  return { offset: last.offset, end: last.end };
}
