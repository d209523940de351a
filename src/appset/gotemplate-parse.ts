// The Go text/template subset ApplicationSets use: errors, lexer and parser (gotemplate.ts runs
// what this parses; gotemplate-funcs.ts holds the values and functions).

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

export type Node =
  | { t: 'text'; v: string }
  | { t: 'action'; pipe: Pipe; pos: number }
  | { t: 'if' | 'with'; pipe: Pipe; then: Node[]; else?: Node[]; pos: number }
  | { t: 'range'; pipe: Pipe; body: Node[]; else?: Node[]; pos: number };

export interface Pipe {
  decl: string[];
  assign: boolean;
  cmds: Cmd[];
  text: string;
}
export interface Cmd {
  args: Arg[];
  /** offset of the command in the template text (Go's node position) */
  pos: number;
}
export type Arg = (
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

export interface Parsed {
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

export function lineOf(text: string, pos: number): number {
  let n = 1;
  for (let i = 0; i < pos && i < text.length; i++) if (text[i] === '\n') n++;
  return n;
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

export function argText(a: Arg): string {
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

export const cmdText = (c: Cmd) => c.args.map(argText).join(' ');
function pipeText(p: Pipe): string {
  const decl = p.decl.length ? `${p.decl.join(', ')} ${p.assign ? '=' : ':='} ` : '';
  return decl + p.cmds.map(cmdText).join(' | ');
}
