// A small evaluator for the Go text/template subset ApplicationSets use (`goTemplate: true`),
// with the sprig functions Argo CD registers (applicationset/utils/utils.go). Everything this
// evaluator does not implement throws `Unsupported`: the ApplicationSet is then reported as "not
// evaluable", never rendered with a guess. Real template errors (missingkey=error, a syntax error,
// `fail`, `required`) throw `TemplateError` with Go's wording where it is known.

import { createHash } from 'node:crypto';

export class Unsupported extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Unsupported';
  }
}

export class TemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateError';
  }
}

/** A template that does not parse (Argo CD: "failed to parse template …"). */
export class TemplateParseError extends TemplateError {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateParseError';
  }
}

export type MissingKey = 'default' | 'zero' | 'error';

/** goTemplateOptions → the missingkey mode (text/template Option); unknown options are unsupported. */
export function missingKeyOf(options: string[] = []): MissingKey {
  let mode: MissingKey = 'default';
  for (const o of options) {
    const m = /^missingkey=(default|invalid|zero|error)$/.exec(o);
    if (!m) throw new Unsupported(`goTemplateOptions ${JSON.stringify(o)} is not supported`);
    mode = m[1] === 'invalid' ? 'default' : (m[1] as MissingKey);
  }
  return mode;
}

// ---------------------------------------------------------------- lexer / parser

type Node =
  | { t: 'text'; v: string }
  | { t: 'action'; pipe: Pipe; pos: number }
  | { t: 'if' | 'with'; pipe: Pipe; then: Node[]; else?: Node[]; pos: number }
  | { t: 'range'; pipe: Pipe; body: Node[]; else?: Node[]; pos: number };

interface Pipe {
  decl: string[];
  assign: boolean;
  cmds: Cmd[];
  text: string;
}
interface Cmd {
  args: Arg[];
  /** offset of the command in the template text (Go's node position) */
  pos: number;
}
type Arg = (
  | { t: 'field'; base: 'dot' | { v: string } | { p: Pipe }; names: string[]; text: string }
  | { t: 'var'; name: string }
  | { t: 'lit'; v: unknown; text: string }
  | { t: 'ident'; name: string }
  | { t: 'pipe'; p: Pipe }
) & { pos: number };

interface Tok {
  k: 'field' | 'var' | 'str' | 'num' | 'ident' | 'punct' | 'chain';
  v: string;
  pos: number;
  raw?: string;
}

function lexAction(src: string, where: string, base = 0): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== '"') {
        if (src[j] === '\\') j++;
        if (src[j] === '\n') throw new TemplateError(`${where}: unterminated quoted string`);
        j++;
      }
      if (j >= src.length) throw new TemplateError(`${where}: unterminated quoted string`);
      out.push({ k: 'str', v: unquoteGo(src.slice(i, j + 1)), pos: base + i, raw: src.slice(i, j + 1) });
      i = j + 1;
      continue;
    }
    if (c === '`') {
      const j = src.indexOf('`', i + 1);
      if (j < 0) throw new TemplateError(`${where}: unterminated raw quoted string`);
      out.push({ k: 'str', v: src.slice(i + 1, j), pos: base + i, raw: src.slice(i, j + 1) });
      i = j + 1;
      continue;
    }
    if (c === "'") throw new Unsupported('character constants are not supported');
    if (c === '.' && (i + 1 >= src.length || !/[A-Za-z0-9_]/.test(src[i + 1]))) {
      out.push({ k: 'field', v: '', pos: base + i }); // dot
      i++;
      continue;
    }
    if (c === '.' && /[A-Za-z_]/.test(src[i + 1])) {
      let j = i + 1;
      while (j < src.length && /[A-Za-z0-9_]/.test(src[j])) j++;
      // a field right after `)` or another field is a chain on that value
      const prev = out[out.length - 1];
      const chain = prev && i > 0 && !/\s/.test(src[i - 1]) && (prev.v === ')' || prev.k === 'field' || prev.k === 'var' || prev.k === 'chain');
      out.push({ k: chain ? 'chain' : 'field', v: src.slice(i + 1, j), pos: base + i });
      i = j;
      continue;
    }
    if (c === '$') {
      let j = i + 1;
      while (j < src.length && /[A-Za-z0-9_]/.test(src[j])) j++;
      out.push({ k: 'var', v: src.slice(i, j), pos: base + i });
      i = j;
      continue;
    }
    if (/[0-9]/.test(c) || ((c === '-' || c === '+') && /[0-9]/.test(src[i + 1] ?? ''))) {
      let j = i + 1;
      while (j < src.length && /[0-9A-Za-z_.+-]/.test(src[j]) && !(src[j] === '-' || src[j] === '+') || (j < src.length && (src[j] === '-' || src[j] === '+') && /[eEpP]/.test(src[j - 1]))) j++;
      out.push({ k: 'num', v: src.slice(i, j), pos: base + i });
      i = j;
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < src.length && /[A-Za-z0-9_]/.test(src[j])) j++;
      out.push({ k: 'ident', v: src.slice(i, j), pos: base + i });
      i = j;
      continue;
    }
    if (src.startsWith(':=', i)) {
      out.push({ k: 'punct', v: ':=', pos: base + i });
      i += 2;
      continue;
    }
    if ('|(),='.includes(c)) {
      out.push({ k: 'punct', v: c, pos: base + i });
      i++;
      continue;
    }
    throw new TemplateError(`${where}: unexpected ${JSON.stringify(c)} in command`);
  }
  return out;
}

function unquoteGo(q: string): string {
  const body = q.slice(1, -1);
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{3}|.)/g, (m, e: string) => {
    switch (e[0]) {
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      case '\\':
        return '\\';
      case '"':
        return '"';
      case "'":
        return "'";
      case 'a':
        return '\x07';
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'v':
        return '\v';
      case 'x':
      case 'u':
      case 'U':
        return String.fromCodePoint(parseInt(e.slice(1), 16));
      default:
        if (/^[0-7]{3}$/.test(e)) return String.fromCharCode(parseInt(e, 8));
        throw new TemplateError(`invalid syntax in string ${q}`);
    }
  });
}

class TokStream {
  i = 0;
  constructor(readonly toks: Tok[]) {}
  peek(): Tok | undefined {
    return this.toks[this.i];
  }
  next(): Tok | undefined {
    return this.toks[this.i++];
  }
}

const KEYWORDS = new Set(['if', 'else', 'end', 'range', 'with', 'define', 'template', 'block', 'break', 'continue']);

function parsePipe(ts: TokStream, text: string, where: string, inParen = false): Pipe {
  const p: Pipe = { decl: [], assign: false, cmds: [], text };
  // declarations: $x := / $x, $y := / $x =
  const save = ts.i;
  const vars: string[] = [];
  while (ts.peek()?.k === 'var') {
    vars.push(ts.next()!.v);
    const n = ts.peek();
    if (n?.v === ',' && n.k === 'punct') {
      ts.next();
      continue;
    }
    if (n?.k === 'punct' && (n.v === ':=' || n.v === '=')) {
      ts.next();
      p.decl = vars;
      p.assign = n.v === '=';
      break;
    }
    ts.i = save;
    vars.length = 0;
    break;
  }
  let cmd: Cmd = { args: [], pos: ts.peek()?.pos ?? 0 };
  for (;;) {
    const t = ts.peek();
    if (!t || (inParen && t.k === 'punct' && t.v === ')')) break;
    ts.next();
    if (t.k === 'punct' && t.v === '|') {
      if (cmd.args.length === 0) throw new TemplateError(`${where}: missing command`);
      p.cmds.push(cmd);
      cmd = { args: [], pos: ts.peek()?.pos ?? 0 };
      continue;
    }
    cmd.args.push(parseOperand(t, ts, where));
  }
  if (cmd.args.length) p.cmds.push(cmd);
  else if (p.cmds.length || p.decl.length) throw new TemplateError(`${where}: missing command`);
  if (p.cmds.length === 0) throw new TemplateError(`${where}: missing value for command`);
  return p;
}

function parseOperand(t: Tok, ts: TokStream, where: string): Arg {
  let a: Arg;
  switch (t.k) {
    case 'field':
      a = t.v === '' ? { t: 'field', base: 'dot', names: [], text: '.', pos: t.pos } : { t: 'field', base: 'dot', names: [t.v], text: `.${t.v}`, pos: t.pos };
      break;
    case 'var':
      a = { t: 'var', name: t.v, pos: t.pos };
      break;
    case 'str':
      a = { t: 'lit', v: t.v, text: t.raw ?? JSON.stringify(t.v), pos: t.pos };
      break;
    case 'num':
      a = { t: 'lit', v: parseNumber(t.v, where), text: t.v, pos: t.pos };
      break;
    case 'ident':
      if (t.v === 'true' || t.v === 'false') a = { t: 'lit', v: t.v === 'true', text: t.v, pos: t.pos };
      else if (t.v === 'nil') a = { t: 'lit', v: null, text: 'nil', pos: t.pos };
      else if (KEYWORDS.has(t.v)) throw new TemplateError(`${where}: unexpected ${t.v} in command`);
      else if (!BUILTINS.has(t.v) && !SPRIG.has(t.v)) throw new TemplateError(`${where}: function ${JSON.stringify(t.v)} not defined`);
      else a = { t: 'ident', name: t.v, pos: t.pos };
      break;
    case 'punct':
      if (t.v === '(') {
        const p = parsePipe(ts, '', where, true);
        const close = ts.next();
        if (!close || close.v !== ')') throw new TemplateError(`${where}: unclosed left paren`);
        a = { t: 'pipe', p, pos: t.pos };
        break;
      }
      throw new TemplateError(`${where}: unexpected ${JSON.stringify(t.v)} in operand`);
    default:
      throw new TemplateError(`${where}: unexpected ${JSON.stringify(t.v)} in operand`);
  }
  // chained fields: (x).a.b, $x.a, .a.b
  // Go's chain node takes the position of its first chained field
  let chained = false;
  while (ts.peek()?.k === 'chain') {
    const tok = ts.next()!;
    const name = tok.v;
    const pos = chained ? a.pos : tok.pos;
    chained = true;
    if (a.t === 'field') a = { ...a, names: [...a.names, name], text: `${a.text}.${name}`, pos };
    else if (a.t === 'var') a = { t: 'field', base: { v: a.name }, names: [name], text: `${a.name}.${name}`, pos };
    else if (a.t === 'pipe') a = { t: 'field', base: { p: a.p }, names: [name], text: `(${pipeText(a.p)}).${name}`, pos };
    else throw new TemplateError(`${where}: unexpected . after term`);
  }
  return a;
}

function parseNumber(s: string, where: string): number {
  const clean = s.replace(/_/g, '');
  let n: number;
  if (/^[+-]?0[xX][0-9a-fA-F]+$/.test(clean)) n = parseInt(clean, 16);
  else if (/^[+-]?0[oO][0-7]+$/.test(clean)) n = parseInt(clean.replace(/0[oO]/, ''), 8);
  else if (/^[+-]?0[bB][01]+$/.test(clean)) n = parseInt(clean.replace(/0[bB]/, ''), 2);
  else if (/^[+-]?0[0-7]+$/.test(clean)) n = parseInt(clean, 8);
  else if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(clean)) n = Number(clean);
  else throw new TemplateError(`${where}: bad number syntax: ${JSON.stringify(s)}`);
  return n;
}

interface Parsed {
  nodes: Node[];
}

/** Parse a template text into nodes (text/template's lexer rules for delimiters, trim markers and comments). */
export function parseTemplate(text: string, name = 'base'): Parsed {
  const where = (pos: number) => `template: ${name}:${lineOf(text, pos)}`;
  const stack: { node: Node & { t: 'if' | 'with' | 'range' }; inElse: boolean; pos: number; chain: number }[] = [];
  const root: Node[] = [];
  const cur = (): Node[] => {
    const top = stack[stack.length - 1];
    if (!top) return root;
    const n = top.node;
    if (top.inElse) return (n.else ??= []);
    return n.t === 'range' ? n.body : n.then;
  };
  let i = 0;
  let pendingTrim = false;
  while (i <= text.length) {
    const open = text.indexOf('{{', i);
    let chunk = open < 0 ? text.slice(i) : text.slice(i, open);
    if (pendingTrim) chunk = chunk.replace(/^[ \t\r\n]+/, '');
    if (open < 0) {
      if (chunk) cur().push({ t: 'text', v: chunk });
      break;
    }
    let j = open + 2;
    const trimLeft = text[j] === '-' && /[ \t\r\n]/.test(text[j + 1] ?? '');
    if (trimLeft) {
      chunk = chunk.replace(/[ \t\r\n]+$/, '');
      j += 2;
    }
    if (chunk) cur().push({ t: 'text', v: chunk });
    // comment
    const afterWs = text.slice(j).match(/^[ \t\r\n]*/)![0].length;
    if (text.startsWith('/*', j + (trimLeft ? afterWs : 0)) || text.startsWith('/*', j)) {
      const cstart = text.indexOf('/*', j);
      const cend = text.indexOf('*/', cstart + 2);
      if (cend < 0) throw new TemplateError(`${where(open)}: unclosed comment`);
      let k = cend + 2;
      const m = /^( -)?\}\}/.exec(text.slice(k));
      if (!m) throw new TemplateError(`${where(open)}: comment ends before closing delimiter`);
      pendingTrim = !!m[1];
      k += m[0].length;
      i = k;
      continue;
    }
    // find the closing delimiter outside strings
    let k = j;
    let close = -1;
    while (k < text.length) {
      const c = text[k];
      if (c === '"' || c === '`') {
        const end = c === '"' ? findQuoteEnd(text, k) : text.indexOf('`', k + 1);
        if (end < 0) break;
        k = end + 1;
        continue;
      }
      if (text.startsWith('}}', k)) {
        close = k;
        break;
      }
      k++;
    }
    if (close < 0) throw new TemplateError(`${where(open)}: unclosed action`);
    let inner = text.slice(j, close);
    pendingTrim = false;
    if (/[ \t\r\n]-$/.test(inner)) {
      inner = inner.slice(0, -2);
      pendingTrim = true;
    }
    i = close + 2;
    const w = where(open);
    const toks = lexAction(inner, w, j);
    if (toks.length === 0) throw new TemplateError(`${w}: missing value for command`);
    const first = toks[0];
    const ts = new TokStream(toks);
    if (first.k === 'ident' && KEYWORDS.has(first.v)) {
      ts.next();
      switch (first.v) {
        case 'if':
        case 'with':
        case 'range': {
          if (first.v === 'range' && toks.some((t) => t.k === 'ident' && (t.v === 'break' || t.v === 'continue'))) throw new Unsupported('range break/continue is not supported');
          const pipe = parsePipe(ts, inner, w);
          const node = (first.v === 'range' ? { t: 'range', pipe, body: [], pos: open } : { t: first.v, pipe, then: [], pos: open }) as Node & { t: 'if' | 'with' | 'range' };
          cur().push(node);
          stack.push({ node, inElse: false, pos: open, chain: 0 });
          break;
        }
        case 'else': {
          const top = stack[stack.length - 1];
          if (!top || top.inElse) throw new TemplateError(`${w}: unexpected {{else}}`);
          if (ts.peek()) {
            // else if / else with: a nested node closed by the same {{end}}
            const kw = ts.next()!;
            if (kw.k !== 'ident' || (kw.v !== 'if' && kw.v !== 'with')) throw new TemplateError(`${w}: unexpected ${kw.v} in else`);
            const pipe = parsePipe(ts, inner, w);
            top.inElse = true;
            const node = { t: kw.v, pipe, then: [], pos: open } as Node & { t: 'if' | 'with' };
            cur().push(node);
            stack.push({ node, inElse: false, pos: open, chain: top.chain + 1 });
            // the chained node shares the outer node's {{end}}
            (stack[stack.length - 1] as { chained?: boolean } & (typeof stack)[number]).chain = top.chain + 1;
          } else top.inElse = true;
          break;
        }
        case 'end': {
          if (ts.peek()) throw new TemplateError(`${w}: unexpected ${ts.peek()!.v} in end`);
          let top = stack.pop();
          if (!top) throw new TemplateError(`${w}: unexpected {{end}}`);
          while (top && top.chain > 0) top = stack.pop();
          break;
        }
        default:
          throw new Unsupported(`{{${first.v}}} is not supported`);
      }
      continue;
    }
    cur().push({ t: 'action', pipe: parsePipe(ts, inner, w), pos: open });
    if (ts.peek()) throw new TemplateError(`${w}: unexpected ${JSON.stringify(ts.peek()!.v)} in command`);
  }
  if (stack.length) throw new TemplateError(`${where(stack[stack.length - 1].pos)}: unexpected EOF`);
  return { nodes: root };
}

function findQuoteEnd(text: string, start: number): number {
  for (let k = start + 1; k < text.length; k++) {
    if (text[k] === '\\') k++;
    else if (text[k] === '"') return k;
    else if (text[k] === '\n') return -1;
  }
  return -1;
}

function lineOf(text: string, pos: number): number {
  let n = 1;
  for (let i = 0; i < pos && i < text.length; i++) if (text[i] === '\n') n++;
  return n;
}

// ---------------------------------------------------------------- values

/** A missing map entry under missingkey=default (Go's invalid reflect.Value). */
const NO_VALUE: unique symbol = Symbol('no value');
type Val = unknown;

const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** fmt's %v of a float64: strconv 'g' with the shortest digits, %e when exp < -4 || exp >= 6 (1e+06). */
export function goFloat(f: number): string {
  if (Number.isNaN(f)) return 'NaN';
  if (!Number.isFinite(f)) return f > 0 ? '+Inf' : '-Inf';
  if (f === 0) return Object.is(f, -0) ? '-0' : '0';
  const [mant, expS] = f.toExponential().split('e');
  const exp = Number(expS);
  if (exp < -4 || exp >= 6) {
    const e = Math.abs(exp);
    return `${mant}e${exp < 0 ? '-' : '+'}${e < 10 ? '0' + e : e}`;
  }
  return String(f); // JS prints this range without an exponent too
}

/** fmt.Sprint-like %v of a JSON-ish value, as text/template prints it. */
export function goPrint(v: Val): string {
  if (v === NO_VALUE || v === null || v === undefined) return '<no value>';
  return goV(v, true);
}

function goV(v: Val, top = false): string {
  if (v === NO_VALUE || v === undefined) return '<no value>';
  if (v === null) return top ? '<no value>' : '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return goFloat(v);
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v)) return `[${v.map((x) => goV(x)).join(' ')}]`;
  if (isMap(v)) {
    const keys = Object.keys(v).sort();
    return `map[${keys.map((k) => `${k}:${goV(v[k])}`).join(' ')}]`;
  }
  throw new Unsupported(`cannot print a ${typeof v}`);
}

function truth(v: Val): boolean {
  if (v === NO_VALUE || v === null || v === undefined) return false;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string') return v !== '';
  if (Array.isArray(v)) return v.length > 0;
  if (isMap(v)) return Object.keys(v).length > 0;
  return true;
}

// sprig's empty (same as !truth for these kinds)
const empty = (v: Val) => !truth(v);

/** sprig strval: strings as is, everything else fmt %v. */
function strval(v: Val): string {
  if (typeof v === 'string') return v;
  if (v === NO_VALUE || v === null || v === undefined) return '<nil>';
  return goV(v);
}

/** Go's %q (strconv.Quote) for the characters real values hold. */
export function goQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (c === 7) out += '\\a';
    else if (c === 8) out += '\\b';
    else if (c === 12) out += '\\f';
    else if (c === 11) out += '\\v';
    else if (c < 0x20 || c === 0x7f) out += '\\x' + c.toString(16).padStart(2, '0');
    else if (c >= 0x80 && c < 0xa0) throw new Unsupported('quoting of C1 control characters is not supported');
    else out += ch;
  }
  return out + '"';
}

/** encoding/json Marshal: sorted keys, HTML characters escaped. */
export function goJson(v: Val): string {
  const enc = (x: Val): string => {
    if (x === NO_VALUE || x === null || x === undefined) return 'null';
    if (typeof x === 'string') return JSON.stringify(x).replace(/[<>&\u2028\u2029]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
    if (typeof x === 'number') {
      if (!Number.isFinite(x)) throw new TemplateError(`json: unsupported value: ${goFloat(x)}`);
      return goJsonFloat(x);
    }
    if (typeof x === 'boolean') return String(x);
    if (Array.isArray(x)) return `[${x.map(enc).join(',')}]`;
    if (isMap(x)) return `{${Object.keys(x).sort().map((k) => `${enc(k)}:${enc(x[k])}`).join(',')}}`;
    throw new Unsupported(`cannot encode a ${typeof x} as JSON`);
  };
  return enc(v);
}

function goJsonFloat(f: number): string {
  const abs = Math.abs(f);
  if (abs !== 0 && (abs < 1e-6 || abs >= 1e21)) {
    // Go: 'e' format, exponent without a leading zero for two digits (1e-07, 1e+21)
    const [m, e] = f.toExponential().split('e');
    const n = Number(e);
    const a = Math.abs(n);
    return `${m}e${n < 0 ? '-' : '+'}${a < 10 ? '0' + a : a}`;
  }
  return String(f);
}

/** sigs.k8s.io/yaml Marshal for the values that print the same in every YAML emitter; else Unsupported. */
export function goYaml(v: Val, indent = ''): string {
  const scalar = (x: Val): string => {
    if (x === null || x === NO_VALUE || x === undefined) return 'null';
    if (typeof x === 'boolean') return String(x);
    if (typeof x === 'number') return goJsonFloat(x);
    if (typeof x === 'string') {
      // plain scalars every emitter writes unquoted (no indicator, no number, no YAML 1.1 keyword)
      if (/^[A-Za-z_/][A-Za-z0-9_./ -]*$/.test(x) && !/ $/.test(x) && !/ -|- /.test(x) && !/^(y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|null|Null|NULL|~)$/.test(x)) return x;
      throw new Unsupported('toYaml of strings that need quoting is not supported');
    }
    throw new Unsupported('toYaml of this value is not supported');
  };
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    return v
      .map((x) => {
        if (isMap(x) || Array.isArray(x)) {
          if ((isMap(x) && Object.keys(x).length === 0) || (Array.isArray(x) && x.length === 0)) return `${indent}- ${isMap(x) ? '{}' : '[]'}`;
          const inner = goYaml(x, indent + '  ');
          return `${indent}- ${inner.slice(indent.length + 2)}`;
        }
        return `${indent}- ${scalar(x)}`;
      })
      .join('\n');
  }
  if (isMap(v)) {
    const keys = Object.keys(v).sort();
    if (keys.length === 0) return '{}';
    return keys
      .map((k) => {
        const key = scalar(k);
        const x = v[k];
        if (isMap(x) && Object.keys(x).length) return `${indent}${key}:\n${goYaml(x, indent + '  ')}`;
        if (Array.isArray(x) && x.length) return `${indent}${key}:\n${goYaml(x, indent)}`;
        if (isMap(x)) return `${indent}${key}: {}`;
        if (Array.isArray(x)) return `${indent}${key}: []`;
        return `${indent}${key}: ${scalar(x)}`;
      })
      .join('\n');
  }
  return indent + scalar(v);
}

/** Argo CD's SanitizeName (applicationset/utils/template_functions.go). */
export function sanitizeName(name: string): string {
  let n = name.toLowerCase().replace(/[^-a-z0-9.]/g, '-');
  if (Buffer.byteLength(n) > 253) n = Buffer.from(n).subarray(0, 253).toString();
  return n.replace(/^[-.]+|[-.]+$/g, '');
}

const num = (v: Val, fn: string): number => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^-?\d+$/.test(v)) return Number(v);
  if (v === null || v === NO_VALUE) return 0;
  throw new Unsupported(`${fn} with a ${typeof v} argument is not supported`);
};

const toInt = (v: Val): number => {
  // sprig toInt → cast.ToInt: strings parse, floats truncate, bools 0/1, anything else 0
  if (typeof v === 'number') return Math.trunc(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') return /^[+-]?\d+$/.test(v.trim()) ? Number(v.trim()) : 0;
  return 0;
};

function byteSlice(s: string, a: number, b?: number): string {
  if (/^[\x00-\x7f]*$/.test(s)) return s.slice(a, b);
  return Buffer.from(s).subarray(a, b).toString();
}
const byteLen = (s: string) => Buffer.byteLength(s);

function goCompare(fn: string, a: Val, b: Val): number {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean' && (fn === 'eq' || fn === 'ne')) return a === b ? 0 : 1;
  if ((a === null || a === NO_VALUE) && (b === null || b === NO_VALUE) && (fn === 'eq' || fn === 'ne')) return 0;
  throw new TemplateError(`error calling ${fn}: incompatible types for comparison`);
}

type Fn = (args: Val[]) => Val;

const arity = (name: string, args: Val[], n: number) => {
  if (args.length !== n) throw new TemplateError(`wrong number of args for ${name}: want ${n} got ${args.length}`);
};

const FUNCS: Record<string, Fn> = {
  // text/template builtins (and/or are evaluated lazily in exec)
  not: (a) => (arity('not', a, 1), !truth(a[0])),
  len: (a) => {
    arity('len', a, 1);
    const v = a[0];
    if (typeof v === 'string') return byteLen(v);
    if (Array.isArray(v)) return v.length;
    if (isMap(v)) return Object.keys(v).length;
    throw new TemplateError(`error calling len: len of type ${v === null || v === NO_VALUE ? 'nil' : typeof v}`);
  },
  index: (a) => {
    if (a.length < 1) throw new TemplateError('wrong number of args for index: want at least 1 got 0');
    let v = a[0];
    for (const k of a.slice(1)) {
      if (Array.isArray(v)) {
        if (typeof k !== 'number' || !Number.isInteger(k)) throw new TemplateError('error calling index: cannot index slice/array with non-integer');
        if (k < 0 || k >= v.length) throw new TemplateError(`error calling index: index out of range: ${k}`);
        v = v[k];
      } else if (isMap(v)) {
        if (typeof k !== 'string') throw new TemplateError('error calling index: value has type of wrong kind for map key');
        v = Object.prototype.hasOwnProperty.call(v, k) ? v[k] : null; // index returns the zero value for a missing key
      } else if (v === null || v === NO_VALUE) throw new TemplateError('error calling index: index of untyped nil');
      else throw new TemplateError(`error calling index: can't index item of type ${typeof v}`);
    }
    return v;
  },
  print: (a) => a.map((x, i) => (i > 0 && typeof x !== 'string' && typeof a[i - 1] !== 'string' ? ' ' : '') + goV(x)).join(''),
  println: (a) => a.map((x) => goV(x)).join(' ') + '\n',
  printf: (a) => goSprintf(strval(a[0]), a.slice(1)),
  eq: (a) => {
    if (a.length < 2) throw new TemplateError('missing argument for comparison');
    return a.slice(1).some((b) => goCompare('eq', a[0], b) === 0);
  },
  ne: (a) => (arity('ne', a, 2), goCompare('ne', a[0], a[1]) !== 0),
  lt: (a) => (arity('lt', a, 2), goCompare('lt', a[0], a[1]) < 0),
  le: (a) => (arity('le', a, 2), goCompare('le', a[0], a[1]) <= 0),
  gt: (a) => (arity('gt', a, 2), goCompare('gt', a[0], a[1]) > 0),
  ge: (a) => (arity('ge', a, 2), goCompare('ge', a[0], a[1]) >= 0),
  // sprig (the ones ApplicationSets use)
  default: (a) => {
    if (a.length === 0) throw new TemplateError('wrong number of args for default: want at least 1 got 0');
    return a.length < 2 || empty(a[1]) ? a[0] : a[1];
  },
  empty: (a) => (arity('empty', a, 1), empty(a[0])),
  coalesce: (a) => a.find((x) => !empty(x)) ?? null,
  ternary: (a) => (arity('ternary', a, 3), truth(a[2]) ? a[0] : a[1]),
  lower: (a) => (arity('lower', a, 1), strval(a[0]).toLowerCase()),
  upper: (a) => (arity('upper', a, 1), strval(a[0]).toUpperCase()),
  trim: (a) => (arity('trim', a, 1), strval(a[0]).replace(/^[\s\u0085\u00a0]+|[\s\u0085\u00a0]+$/g, '')),
  trimPrefix: (a) => {
    arity('trimPrefix', a, 2);
    const [p, s] = [strval(a[0]), strval(a[1])];
    return p && s.startsWith(p) ? s.slice(p.length) : s;
  },
  trimSuffix: (a) => {
    arity('trimSuffix', a, 2);
    const [p, s] = [strval(a[0]), strval(a[1])];
    return p && s.endsWith(p) ? s.slice(0, s.length - p.length) : s;
  },
  trunc: (a) => {
    arity('trunc', a, 2);
    const c = toInt(a[0]);
    const s = strval(a[1]);
    const n = byteLen(s);
    if (c < 0 && n + c > 0) return byteSlice(s, n + c);
    if (c >= 0 && n > c) return byteSlice(s, 0, c);
    return s;
  },
  replace: (a) => (arity('replace', a, 3), strval(a[2]).split(strval(a[0])).join(strval(a[1]))),
  quote: (a) => a.filter((x) => x !== null && x !== NO_VALUE).map((x) => goQuote(strval(x))).join(' '),
  squote: (a) => a.filter((x) => x !== null && x !== NO_VALUE).map((x) => `'${strval(x)}'`).join(' '),
  contains: (a) => (arity('contains', a, 2), strval(a[1]).includes(strval(a[0]))),
  hasPrefix: (a) => (arity('hasPrefix', a, 2), strval(a[1]).startsWith(strval(a[0]))),
  hasSuffix: (a) => (arity('hasSuffix', a, 2), strval(a[1]).endsWith(strval(a[0]))),
  cat: (a) => a.filter((x) => x !== null && x !== NO_VALUE).map((x) => strval(x)).join(' '),
  splitList: (a) => (arity('splitList', a, 2), strval(a[1]).split(strval(a[0]))),
  join: (a) => {
    arity('join', a, 2);
    const l = a[1];
    if (typeof l === 'string') return l;
    if (!Array.isArray(l)) throw new Unsupported('join of a non-list is not supported');
    return l.filter((x: unknown) => x !== null).map(strval).join(strval(a[0]));
  },
  toString: (a: Val[]) => (arity('toString', a, 1), strval(a[0])),
  toJson: (a) => (arity('toJson', a, 1), goJson(a[0])),
  toYaml: (a) => (arity('toYaml', a, 1), goYaml(a[0])),
  list: (a) => [...a],
  dict: (a) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < a.length; i += 2) out[strval(a[i])] = i + 1 < a.length ? a[i + 1] : '';
    return out;
  },
  get: (a) => {
    arity('get', a, 2);
    const m = a[0];
    const k = strval(a[1]);
    return isMap(m) && Object.prototype.hasOwnProperty.call(m, k) ? m[k] : '';
  },
  hasKey: (a) => (arity('hasKey', a, 2), isMap(a[0]) && Object.prototype.hasOwnProperty.call(a[0], strval(a[1]))),
  first: (a) => {
    arity('first', a, 1);
    if (!Array.isArray(a[0])) throw new Unsupported('first of a non-list is not supported');
    return a[0].length ? a[0][0] : null;
  },
  last: (a) => {
    arity('last', a, 1);
    if (!Array.isArray(a[0])) throw new Unsupported('last of a non-list is not supported');
    return a[0].length ? a[0][a[0].length - 1] : null;
  },
  base: (a) => (arity('base', a, 1), goPathBase(strval(a[0]))),
  dir: (a) => (arity('dir', a, 1), goPathDir(strval(a[0]))),
  indent: (a) => {
    arity('indent', a, 2);
    const pad = ' '.repeat(Math.max(0, toInt(a[0])));
    return pad + strval(a[1]).split('\n').join('\n' + pad);
  },
  nindent: (a) => {
    arity('nindent', a, 2);
    const pad = ' '.repeat(Math.max(0, toInt(a[0])));
    return '\n' + pad + strval(a[1]).split('\n').join('\n' + pad);
  },
  split: (a) => {
    arity('split', a, 2);
    const out: Record<string, unknown> = {};
    strval(a[1])
      .split(strval(a[0]))
      .forEach((p, i) => (out[`_${i}`] = p));
    return out;
  },
  sha1sum: (a) => (arity('sha1sum', a, 1), createHash('sha1').update(strval(a[0])).digest('hex')),
  b64dec: (a) => {
    arity('b64dec', a, 1);
    const t = strval(a[0]);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(t) || t.length % 4 !== 0) throw new Unsupported('b64dec of invalid base64 is not supported');
    return Buffer.from(t, 'base64').toString('utf8');
  },
  normalize: (a) => (arity('normalize', a, 1), sanitizeName(strval(a[0]))),
  b64enc: (a) => (arity('b64enc', a, 1), Buffer.from(strval(a[0])).toString('base64')),
  sha256sum: (a) => sha256(strval(a[0])),
  int: (a) => (arity('int', a, 1), toInt(a[0])),
  int64: (a) => (arity('int64', a, 1), toInt(a[0])),
  atoi: (a) => (arity('atoi', a, 1), toInt(strval(a[0]))),
  add: (a) => a.reduce((s: number, x) => s + num(x, 'add'), 0),
  add1: (a) => (arity('add1', a, 1), num(a[0], 'add1') + 1),
  sub: (a) => (arity('sub', a, 2), num(a[0], 'sub') - num(a[1], 'sub')),
  mul: (a) => a.reduce((s: number, x) => s * num(x, 'mul'), 1),
  fail: (a) => {
    arity('fail', a, 1);
    throw new TemplateError(`error calling fail: ${strval(a[0])}`);
  },
};

function sha256(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

export function goPathBase(p: string): string {
  if (p === '') return '.';
  p = p.replace(/\/+$/, '');
  if (p === '') return '/';
  const i = p.lastIndexOf('/');
  return i >= 0 ? p.slice(i + 1) : p;
}

/** Go path.Clean. */
export function goPathClean(p: string): string {
  if (p === '') return '.';
  const rooted = p.startsWith('/');
  const out: string[] = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length && out[out.length - 1] !== '..') out.pop();
      else if (!rooted) out.push('..');
      continue;
    }
    out.push(seg);
  }
  const s = (rooted ? '/' : '') + out.join('/');
  return s === '' ? '.' : s;
}

export function goPathDir(p: string): string {
  const i = p.lastIndexOf('/');
  return goPathClean(p.slice(0, i + 1));
}

function goSprintf(format: string, args: Val[]): string {
  let ai = 0;
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const c = format[i];
    if (c !== '%') {
      out += c;
      continue;
    }
    const verb = format[++i];
    if (verb === '%') {
      out += '%';
      continue;
    }
    if (!verb || !'svdq'.includes(verb)) throw new Unsupported(`printf verb %${verb ?? ''} is not supported`);
    if (ai >= args.length) {
      out += `%!${verb}(MISSING)`;
      continue;
    }
    const a = args[ai++];
    if (verb === 'd') {
      if (typeof a !== 'number' || !Number.isInteger(a)) throw new Unsupported('printf %d of a non-integer is not supported');
      out += String(a);
    } else if (verb === 'q') {
      if (typeof a !== 'string') throw new Unsupported('printf %q of a non-string is not supported');
      out += goQuote(a);
    } else if (verb === 's') {
      if (typeof a !== 'string') throw new Unsupported('printf %s of a non-string is not supported');
      out += a;
    } else out += a === null || a === NO_VALUE ? '<nil>' : goV(a);
  }
  if (ai < args.length) throw new Unsupported('printf with extra arguments is not supported');
  return out;
}

// ---------------------------------------------------------------- exec

interface Scope {
  vars: Map<string, Val>[];
}

class Exec {
  constructor(
    readonly missing: MissingKey,
    readonly root: Val,
    readonly name: string,
    readonly text: string,
  ) {}

  /** text/template ErrorContext: `template: base:LINE:COL: executing "base" at <node>` (COL 0-based bytes). */
  where(pos: number, what: string): string {
    const before = this.text.slice(0, pos);
    const nl = before.lastIndexOf('\n');
    const col = Buffer.byteLength(nl < 0 ? before : before.slice(nl + 1));
    return `template: ${this.name}:${lineOf(this.text, pos)}:${col}: executing "${this.name}" at <${what}>`;
  }

  run(nodes: Node[], dot: Val, sc: Scope, out: string[]): void {
    for (const n of nodes) {
      switch (n.t) {
        case 'text':
          out.push(n.v);
          break;
        case 'action': {
          const v = this.pipe(n.pipe, dot, sc);
          if (n.pipe.decl.length === 0) out.push(goPrint(v));
          break;
        }
        case 'if':
        case 'with': {
          sc.vars.push(new Map());
          const v = this.pipe(n.pipe, dot, sc);
          if (truth(v)) this.run(n.then, n.t === 'with' ? v : dot, sc, out);
          else if (n.else) this.run(n.else, dot, sc, out);
          sc.vars.pop();
          break;
        }
        case 'range': {
          sc.vars.push(new Map());
          const v = this.pipe({ ...n.pipe, decl: [] }, dot, sc);
          let items: [Val, Val][];
          if (Array.isArray(v)) items = v.map((x, i) => [i, x]);
          else if (isMap(v))
            items = Object.keys(v)
              .sort()
              .map((k) => [k, v[k]]);
          else if (typeof v === 'number' && Number.isInteger(v)) items = Array.from({ length: Math.max(0, v) }, (_, i) => [i, i]);
          else if (v === null || v === NO_VALUE) items = [];
          else throw new TemplateError(`${this.where(n.pos, 'range')}: range can't iterate over ${goV(v)}`);
          if (items.length === 0) {
            if (n.else) this.run(n.else, dot, sc, out);
          } else
            for (const [k, x] of items) {
              const frame = new Map<string, Val>();
              if (n.pipe.decl.length === 1) frame.set(n.pipe.decl[0], x);
              else if (n.pipe.decl.length === 2) {
                frame.set(n.pipe.decl[0], k);
                frame.set(n.pipe.decl[1], x);
              }
              sc.vars.push(frame);
              this.run(n.body, x, sc, out);
              sc.vars.pop();
            }
          sc.vars.pop();
          break;
        }
      }
    }
  }

  lookupVar(sc: Scope, name: string, pos: number): Val {
    if (name === '$') return this.root;
    for (let i = sc.vars.length - 1; i >= 0; i--) if (sc.vars[i].has(name)) return sc.vars[i].get(name);
    throw new TemplateError(`template: ${this.name}:${lineOf(this.text, pos)}: undefined variable "${name}"`);
  }

  pipe(p: Pipe, dot: Val, sc: Scope): Val {
    let v: Val = undefined;
    let first = true;
    for (const cmd of p.cmds) {
      v = this.cmd(cmd, dot, sc, first ? undefined : { v });
      first = false;
    }
    if (p.decl.length) {
      const pos = p.cmds[0]?.pos ?? 0;
      if (p.assign) {
        const name = p.decl[0];
        let set = false;
        for (let i = sc.vars.length - 1; i >= 0 && !set; i--)
          if (sc.vars[i].has(name)) {
            sc.vars[i].set(name, v);
            set = true;
          }
        if (!set) throw new TemplateError(`template: ${this.name}:${lineOf(this.text, pos)}: undefined variable "${name}"`);
      } else sc.vars[sc.vars.length - 1].set(p.decl[0], v);
    }
    return v;
  }

  cmd(cmd: Cmd, dot: Val, sc: Scope, piped?: { v: Val }): Val {
    const head = cmd.args[0];
    if (head.t === 'ident') {
      const name = head.name;
      if (name === 'and' || name === 'or') {
        const vals: (() => Val)[] = cmd.args.slice(1).map((a) => () => this.arg(a, dot, sc));
        if (piped) vals.push(() => piped.v);
        if (vals.length === 0) throw new TemplateError(`${this.where(cmd.pos, cmdText(cmd))}: wrong number of args for ${name}: want at least 1 got 0`);
        let last: Val = null;
        for (const f of vals) {
          last = f();
          if (name === 'and' ? !truth(last) : truth(last)) return last;
        }
        return last;
      }
      const fn = Object.prototype.hasOwnProperty.call(FUNCS, name) ? FUNCS[name] : undefined;
      if (!fn) throw new Unsupported(`template function "${name}" is not supported by cmp-lint`);
      const args = cmd.args.slice(1).map((a) => this.arg(a, dot, sc));
      if (piped) args.push(piped.v);
      try {
        return fn(args);
      } catch (e) {
        if (e instanceof TemplateError && !e.message.startsWith('template:')) throw new TemplateError(`${this.where(cmd.pos, cmdText(cmd))}: ${e.message}`);
        throw e;
      }
    }
    if (cmd.args.length > 1 || piped) {
      if (head.t === 'field' && head.names.length) throw new Unsupported('calling a method with arguments is not supported');
      throw new TemplateError(`${this.where(head.pos, argText(head))}: can't give argument to non-function ${argText(head)}`);
    }
    return this.arg(head, dot, sc);
  }

  arg(a: Arg, dot: Val, sc: Scope): Val {
    switch (a.t) {
      case 'lit':
        return a.v;
      case 'var':
        return this.lookupVar(sc, a.name, a.pos);
      case 'pipe':
        return this.pipe(a.p, dot, sc);
      case 'ident':
        return this.cmd({ args: [a], pos: a.pos }, dot, sc);
      case 'field': {
        let v: Val = a.base === 'dot' ? dot : 'v' in a.base ? this.lookupVar(sc, a.base.v, a.pos) : this.pipe(a.base.p, dot, sc);
        for (const name of a.names) {
          if (v === NO_VALUE || v === null || v === undefined) {
            if (this.missing === 'error') throw new TemplateError(`${this.where(a.pos, a.text)}: nil data; no entry for key "${name}"`);
            if (v === null) throw new TemplateError(`${this.where(a.pos, a.text)}: nil pointer evaluating interface {}.${name}`);
            v = NO_VALUE;
            continue;
          }
          if (isMap(v)) {
            if (Object.prototype.hasOwnProperty.call(v, name)) v = v[name];
            else if (this.missing === 'error') throw new TemplateError(`${this.where(a.pos, a.text)}: map has no entry for key "${name}"`);
            else v = NO_VALUE; // missingkey=default and zero both print "<no value>" for map[string]any
            continue;
          }
          throw new TemplateError(`${this.where(a.pos, a.text)}: can't evaluate field ${name} in type interface {}`);
        }
        return v;
      }
    }
  }
}

function argText(a: Arg): string {
  switch (a.t) {
    case 'field':
      return a.text;
    case 'var':
      return a.name;
    case 'ident':
      return a.name;
    case 'lit':
      return a.text;
    case 'pipe':
      return `(${pipeText(a.p)})`;
  }
}

const cmdText = (c: Cmd) => c.args.map(argText).join(' ');
function pipeText(p: Pipe): string {
  const decl = p.decl.length ? `${p.decl.join(', ')} ${p.assign ? '=' : ':='} ` : '';
  return decl + p.cmds.map(cmdText).join(' | ');
}

/** text/template's builtin functions. */
const BUILTINS = new Set(['and', 'call', 'html', 'index', 'slice', 'js', 'len', 'not', 'or', 'print', 'printf', 'println', 'urlquery', 'eq', 'ge', 'gt', 'le', 'lt', 'ne']);
/**
 * sprig v3 GenericFuncMap as Argo CD registers it (env, expandenv and getHostByName removed;
 * normalize, slugify, toYaml, fromYaml, fromYamlArray added). A name outside this set and the
 * builtins is Argo CD's parse error "function … not defined"; a name inside it that FUNCS lacks is
 * "not supported by cmp-lint" (the ApplicationSet is reported as not evaluable).
 */
const SPRIG = new Set(
  (
    'hello ago date date_in_zone date_modify dateInZone dateModify duration durationRound htmlDate htmlDateInZone mustDateModify mustToDate must_date_modify now toDate unixEpoch ' +
    'abbrev abbrevboth trunc trim upper lower title untitle substr repeat trimall trimAll trimSuffix trimPrefix nospace initials randAlphaNum randAlpha randAscii randNumeric swapcase shuffle snakecase camelcase kebabcase wrap wrapWith contains hasPrefix hasSuffix quote squote cat indent nindent replace plural sha1sum sha256sum sha512sum adler32sum toString ' +
    'atoi int64 int float64 seq toDecimal split splitList splitn toStrings until untilStep add1 add sub div mod mul randInt add1f addf subf divf mulf biggest max min maxf minf ceil floor round join sortAlpha ' +
    'default empty coalesce all any compact mustCompact fromJson toJson toPrettyJson toRawJson mustFromJson mustToJson mustToPrettyJson mustToRawJson ternary deepCopy mustDeepCopy typeOf typeIs typeIsLike kindOf kindIs deepEqual ' +
    'base dir clean ext isAbs osBase osClean osDir osExt osIsAbs b64enc b64dec b32enc b32dec tuple list dict get set unset hasKey pluck keys pick omit merge mergeOverwrite mustMerge mustMergeOverwrite values append push mustAppend mustPush prepend mustPrepend first mustFirst rest mustRest last mustLast initial mustInitial reverse mustReverse uniq mustUniq without mustWithout has mustHas slice mustSlice concat dig chunk mustChunk ' +
    'bcrypt htpasswd genPrivateKey derivePassword buildCustomCert genCA genCAWithKey genSelfSignedCert genSelfSignedCertWithKey genSignedCert genSignedCertWithKey encryptAES decryptAES randBytes uuidv4 semver semverCompare fail ' +
    'regexMatch mustRegexMatch regexFindAll mustRegexFindAll regexFind mustRegexFind regexReplaceAll mustRegexReplaceAll regexReplaceAllLiteral mustRegexReplaceAllLiteral regexSplit mustRegexSplit regexQuoteMeta urlParse urlJoin ' +
    'normalize slugify toYaml fromYaml fromYamlArray'
  ).split(' '),
);

const cache = new Map<string, Parsed>();

/** Execute one template text against `data` (Argo CD's Replace with useGoTemplate). */
export function execGoTemplate(text: string, data: Val, missing: MissingKey = 'default'): string {
  let parsed = cache.get(text);
  if (!parsed) {
    try {
      parsed = parseTemplate(text);
    } catch (e) {
      if (e instanceof TemplateError) throw new TemplateParseError(e.message);
      throw e;
    }
    if (cache.size > 5000) cache.clear();
    cache.set(text, parsed);
  }
  const out: string[] = [];
  new Exec(missing, data, 'base', text).run(parsed.nodes, data, { vars: [new Map([['$', data]])] }, out);
  return out.join('');
}

export { NO_VALUE };
