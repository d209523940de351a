// Walks the tree from parser.ts in execution order and records ScriptFacts (facts.ts).
import type { AndOrNode, CommandNode, ListNode, PipelineNode, Redirect, SimpleNode, Word, WordPart } from './ast.js';
import { staticWord } from './ast.js';
import type { AnalyzeOptions, OptionState, PipelineFact, ScriptFacts, SimpleCommand, VarRead } from './facts.js';
import { parseScript } from './parser.js';
import { applyRedirects } from './fds.js';
import type { Fds } from './fds.js';

/** Commands whose failure does not matter for the output (or that cannot meaningfully fail). */
const TRIVIAL = new Set(['set', 'shopt', ':', 'true', 'exit', 'return', 'break', 'continue', 'echo', 'printf', 'export', 'readonly', 'local', 'declare', 'typeset', 'trap', 'unset', 'shift', 'umask', 'alias', 'sleep', 'wait']);
const DEFAULT_OPS = new Set([':-', '-', ':=', '=']);

interface Ctx {
  fds: Fds;
  inPipeline: boolean;
  pipelineLast: boolean;
  inCondition: boolean;
  inFunction: boolean;
  functionName?: string;
  inSubstitution: boolean;
  inSubshell: boolean;
  background: boolean;
  /** this statement's status becomes the script's exit status */
  final: boolean;
  beforeFailExit: boolean;
}

export function analyzeScript(script: string, opts: AnalyzeOptions = {}): ScriptFacts {
  const { ast, errors } = parseScript(script);
  const w = new Walker(script, opts, ast);
  w.list(ast, {
    fds: new Map([[1, 'terminal'], [2, 'stderr']]), inPipeline: false, pipelineLast: true, inCondition: false,
    inFunction: false, inSubstitution: false, inSubshell: false, background: false, final: true, beforeFailExit: false,
  });
  const f = w.facts;
  f.parseErrors = errors;
  f.varReads.sort((a, b) => a.offset - b.offset);
  return f;
}

/** Is this command one whose failure matters (see TRIVIAL)? */
export function significant(c: Pick<SimpleCommand, 'name' | 'node'>): boolean {
  if (c.name === undefined) {
    if (c.node.words.length > 0) return true; // dynamic command name
    return c.node.assigns.some((a) => a.value?.parts.some((p) => p.kind === 'cmdsub'));
  }
  if (c.name === 'exec') return c.node.words.length > 1;
  return !TRIVIAL.has(c.name);
}

class Walker {
  facts: ScriptFacts;
  private errexitOn: boolean;
  private pipefailOn: boolean;
  private seenReal = false;

  constructor(script: string, opts: AnalyzeOptions, ast: ListNode) {
    const shebang = /^#!\s*(\S+)([^\n]*)/.exec(script);
    const sb = shebang ? { interpreter: shebang[1], args: shebang[2].trim().split(/\s+/).filter(Boolean) } : undefined;
    const fromShebang = opts.honorShebang && sb ? parseSetArgs(sb.interpreter.endsWith('env') ? sb.args.slice(1) : sb.args) : {};
    const opt = (argv: boolean | undefined, shebangOn: boolean | undefined): OptionState =>
      argv ? { set: true, source: 'argv', early: true } : shebangOn ? { set: true, source: 'shebang', early: true } : { set: false, early: false };
    this.facts = {
      script, ast, shebang: sb, errexit: opt(opts.errexit, fromShebang.errexit), pipefail: opt(opts.pipefail, fromShebang.pipefail),
      commands: [], topLevelCommandCount: 0, maskedFailures: [], pipelines: [], varReads: [], assigned: new Set(), functions: [], parseErrors: [],
    };
    this.errexitOn = this.facts.errexit.set;
    this.pipefailOn = this.facts.pipefail.set;
  }

  list(l: ListNode, ctx: Ctx): void {
    l.items.forEach((item, i) => {
      const next = l.items[i + 1]?.node;
      const nextExit = next ? exitStatusOf(next) : undefined;
      const final = ctx.final && !item.background && (i === l.items.length - 1 || nextExit === '$?');
      this.andOr(item.node, { ...ctx, final, background: ctx.background || item.background, beforeFailExit: nextExit === 'fail' });
    });
  }

  private andOr(n: AndOrNode, ctx: Ctx): void {
    n.pipelines.forEach((p, i) => {
      const last = i === n.pipelines.length - 1;
      // the left operands of && / || are tested; an && chain that ends the script still reports the failure
      const handled = !last && (n.ops[i] === '||' || ctx.final);
      // `msg && exit 1` is the same error path as `msg; exit 1`
      const beforeFailExit = ctx.beforeFailExit || (!last && n.ops[i] === '&&' && pipelineExitStatus(n.pipelines[i + 1]) === 'fail');
      this.pipeline(p, { ...ctx, inCondition: ctx.inCondition || !last, final: last ? ctx.final : handled, beforeFailExit });
    });
  }

  private pipeline(p: PipelineNode, ctx: Ctx): void {
    const multi = p.commands.length > 1;
    const inCondition = ctx.inCondition || p.negated;
    const fact: PipelineFact = {
      offset: p.offset, end: p.end, commands: p.commands.length, pipefailActive: this.pipefailOn, inCondition,
      inSubstitution: ctx.inSubstitution, significantUpstream: false,
    };
    this.facts.pipelines.push(fact);
    /** the facts of the simple commands that are direct members of this pipeline */
    const direct: SimpleCommand[] = [];
    p.commands.forEach((c, i) => {
      const last = i === p.commands.length - 1;
      const fds: Fds = multi ? new Map(ctx.fds) : ctx.fds;
      if (!last) {
        fds.set(1, 'pipe');
        if (p.ops[i] === '|&') fds.set(2, 'pipe');
      }
      const sub = { ...ctx, fds, inCondition, inPipeline: multi || ctx.inPipeline, pipelineLast: last && ctx.pipelineLast, inSubshell: ctx.inSubshell || multi };
      const upto = this.facts.commands.length;
      this.command(c, sub);
      const added = this.facts.commands.slice(upto);
      if (c.type === 'simple') direct.push(added[0]);
      const upstream = c.type === 'simple' ? [added[0]] : added.filter((sc) => sc.inSubstitution === ctx.inSubstitution);
      if (!last && upstream.some((sc) => significant(sc))) fact.significantUpstream = true;
    });
    // compound members (if, loops, groups) are accounted for by the pipelines inside them
    const sig = direct.find((c) => significant(c));
    if (sig && !ctx.inSubstitution && !inCondition && !ctx.background) {
      if (!ctx.inSubshell && !ctx.inFunction) this.facts.topLevelCommandCount++;
      if (!ctx.final) this.facts.maskedFailures.push({ offset: p.offset, end: p.end, name: sig.name });
    }
  }

  private command(c: CommandNode, ctx: Ctx): void {
    if (c.type === 'simple') return this.simple(c, ctx);
    if (c.type === 'function') {
      this.facts.functions.push(c.name);
      return this.command(c.body, { ...ctx, inFunction: true, functionName: c.name, final: true });
    }
    let fds = ctx.fds;
    if (c.redirects.length || c.type === 'subshell') {
      fds = new Map(fds);
      applyRedirects(fds, c.redirects);
      this.redirectReads(c.redirects);
    }
    const inner = { ...ctx, fds, inSubshell: ctx.inSubshell || c.type === 'subshell' };
    const cond = { ...inner, inCondition: true, final: false };
    switch (c.type) {
      case 'brace':
      case 'subshell':
        return this.list(c.body, inner);
      case 'if':
        for (const cl of c.clauses) {
          this.list(cl.cond, cond);
          this.list(cl.body, inner);
        }
        if (c.elseBody) this.list(c.elseBody, inner);
        return;
      case 'while':
      case 'until':
        this.list(c.cond, cond);
        return this.list(c.body, { ...inner, final: false });
      case 'for':
        if (c.varName) this.facts.assigned.add(c.varName);
        c.items?.forEach((w) => this.wordReads(w.parts, ctx));
        return this.list(c.body, { ...inner, final: false });
      case 'case':
        this.wordReads(c.subject.parts, ctx);
        for (const it of c.items) {
          it.patterns.forEach((w) => this.wordReads(w.parts, ctx));
          this.list(it.body, inner);
        }
    }
  }

  private simple(n: SimpleNode, ctx: Ctx): void {
    const argv = n.words.map(staticWord);
    const name = argv[0] ?? undefined;
    const isExecRedirect = name === 'exec' && n.words.length === 1;
    // `exec >&2` rewires the current shell itself; other redirects apply to a copy
    const fds = isExecRedirect ? ctx.fds : new Map(ctx.fds);
    applyRedirects(fds, n.redirects);
    const heredoc = n.redirects.find((r) => r.heredoc && (r.fd ?? 0) === 0)?.heredoc;
    const herestring = n.redirects.find((r) => r.op === '<<<' && (r.fd ?? 0) === 0)?.target;
    const cmd: SimpleCommand = {
      name, argv, words: n.words, assigns: n.assigns.map((a) => a.name), offset: n.offset, end: n.end,
      inPipeline: ctx.inPipeline, pipelineLast: ctx.pipelineLast, stdout: fds.get(1) ?? 'file', stderr: fds.get(2) ?? 'file',
      inCondition: ctx.inCondition, inFunction: ctx.inFunction, functionName: ctx.functionName, inSubstitution: ctx.inSubstitution, inSubshell: ctx.inSubshell,
      background: ctx.background, errexitActive: this.errexitOn, pipefailActive: this.pipefailOn, beforeFailExit: ctx.beforeFailExit,
      stdin: heredoc || herestring ? { heredoc, herestring } : undefined, node: n,
    };
    this.facts.commands.push(cmd);
    // expansions run before the command itself
    for (const a of n.assigns) if (a.value) this.wordReads(a.value.parts, ctx);
    for (const w of n.words) this.wordReads(w.parts, ctx);
    this.redirectReads(n.redirects);
    this.recordAssignments(n, argv);
    const mainShell = !ctx.inSubshell && !ctx.inSubstitution && !ctx.inFunction;
    if (name === 'set' && mainShell) this.applySet(n, argv);
    if (!ctx.inCondition && !ctx.inSubstitution && significant(cmd)) this.seenReal = true;
  }

  private applySet(n: SimpleNode, argv: (string | null)[]): void {
    const ch = parseSetArgs(argv.slice(1));
    const f = this.facts;
    for (const key of ['errexit', 'pipefail'] as const) {
      const on = ch[key];
      if (on === undefined) continue;
      if (on && !f[key].set) f[key] = { set: true, offset: n.offset, end: n.end, source: 'script', early: !this.seenReal };
      if (!on && f[key].set && f[key].disabledAt === undefined) f[key].disabledAt = n.offset;
      if (key === 'errexit') this.errexitOn = on;
      else this.pipefailOn = on;
    }
  }

  private recordAssignments(n: SimpleNode, argv: (string | null)[]): void {
    const set = this.facts.assigned;
    for (const a of n.assigns) set.add(a.name);
    const name = argv[0];
    const rest = argv.slice(1).filter((a): a is string => a !== null);
    const valueWords = n.words.slice(1).map((w) => /^([A-Za-z_][A-Za-z0-9_]*)\+?=/.exec(w.raw)?.[1]).filter((x): x is string => !!x);
    if (name && ['export', 'readonly', 'local', 'declare', 'typeset', 'eval'].includes(name)) valueWords.forEach((v) => set.add(v));
    if (name === 'local' || name === 'declare' || name === 'typeset') rest.filter((a) => /^[A-Za-z_]\w*$/.test(a)).forEach((v) => set.add(v));
    if (name === 'mapfile' || name === 'readarray') {
      const target = rest.filter((a, i) => !a.startsWith('-') && !/^-[dnOsuCc]$/.test(rest[i - 1] ?? '')).pop();
      set.add(target ?? 'MAPFILE');
    }
    if (name === 'read') {
      for (let i = 1; i < argv.length; i++) {
        const a = argv[i];
        if (a === null) continue;
        if (/^-[adinNptu]$/.test(a)) i++; // option with an argument (the -a array name is assigned too)
        if (a === '-a' && argv[i]) set.add(argv[i]!);
        if (/^[A-Za-z_]\w*$/.test(a)) set.add(a);
      }
    }
    if (name === 'getopts' && argv[2]) set.add(argv[2]);
    if (name === 'printf' && argv[1] === '-v' && argv[2]) set.add(argv[2]);
  }

  private redirectReads(rs: Redirect[]): void {
    const ctx = { inSubstitution: false } as Ctx;
    for (const r of rs) {
      if (r.target && !r.heredoc) this.wordReads(r.target.parts, ctx);
      if (r.heredoc) this.wordReads(r.heredoc.parts, ctx, true);
    }
  }

  /** Variable reads in word parts; command substitutions are walked as nested scripts. */
  private wordReads(parts: WordPart[], ctx: Ctx, inHeredoc = false): void {
    for (const p of parts) {
      if (p.kind === 'param') {
        if (/^[A-Za-z_]/.test(p.name)) {
          const read: VarRead = { name: p.name, offset: p.offset, end: p.end, hasDefault: DEFAULT_OPS.has(p.op ?? ''), op: p.op, quoted: p.quoted || inHeredoc };
          this.facts.varReads.push(read);
          if (p.op === ':=' || p.op === '=') this.facts.assigned.add(p.name);
        }
        if (p.operand) this.wordReads(p.operand, ctx, inHeredoc);
      } else if (p.kind === 'arith') {
        for (const r of p.reads) this.facts.varReads.push({ name: r.name, offset: r.offset, end: r.offset + r.name.length, hasDefault: false, quoted: inHeredoc });
      } else if (p.kind === 'cmdsub' || p.kind === 'procsub') {
        const fds: Fds = new Map([[1, p.kind === 'procsub' && p.dir === '>' ? 'file' : 'capture'], [2, ctx.fds?.get(2) ?? 'stderr']]);
        this.list(p.body, {
          fds, inPipeline: false, pipelineLast: true, inCondition: ctx.inCondition ?? false, inFunction: ctx.inFunction ?? false, functionName: ctx.functionName,
          inSubstitution: true, inSubshell: true, background: false, final: false, beforeFailExit: false,
        });
      }
    }
  }
}

/** Parse `set` arguments: which of errexit / pipefail they turn on (true) or off (false). */
export function parseSetArgs(args: (string | null)[]): { errexit?: boolean; pipefail?: boolean } {
  const out: { errexit?: boolean; pipefail?: boolean } = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === null || a === '--' || a === '-' || !/^[-+][A-Za-z]+$/.test(a)) break;
    const on = a[0] === '-';
    for (const letter of a.slice(1)) {
      if (letter === 'e') out.errexit = on;
      else if (letter === 'o') {
        const opt = args[++i];
        if (opt === 'errexit') out.errexit = on;
        if (opt === 'pipefail') out.pipefail = on;
      }
    }
  }
  return out;
}

/** `exit` statements: '$?' for `exit`/`exit $?`, 'fail' for a non-zero literal, 'ok' for 0. */
function exitStatusOf(n: AndOrNode): '$?' | 'fail' | 'ok' | undefined {
  return n.pipelines.length === 1 ? pipelineExitStatus(n.pipelines[0]) : undefined;
}

/** The status a pipeline that is just `exit [N]` leaves the script with. */
function pipelineExitStatus(p: PipelineNode): '$?' | 'fail' | 'ok' | undefined {
  if (p.commands.length !== 1 || p.negated) return undefined;
  const c = p.commands[0];
  if (c.type !== 'simple' || c.words.length === 0 || staticWord(c.words[0]) !== 'exit') return undefined;
  const arg: Word | undefined = c.words[1];
  if (!arg || arg.raw === '$?' || arg.raw === '"$?"') return '$?';
  const v = staticWord(arg);
  return v === '0' ? 'ok' : v !== null ? 'fail' : undefined;
}
