// Recursive-descent parser for POSIX sh (plus the bash bits seen in plugin scripts: [[ ]], (( )),
// |&, &>, <(...), function f {...}, arrays). Builds the tree in ast.ts; never throws.
import type {
  AndOrNode, Assignment, CommandNode, ListNode, LoopNode, ParseError,
  PipelineNode, Redirect, SimpleNode, Word,
} from './ast.js';
import { Lexer } from './lexer.js';
import { parseCase, parseFor, parseIf } from './compound.js';

const RESERVED = /(if|then|elif|else|fi|do|done|case|esac|while|until|for|select|function|in|\{|\}|!|\[\[)(?=$|[\s;&|()<>])/y;
const TERMINATORS = new Set(['then', 'elif', 'else', 'fi', 'do', 'done', 'esac', '}']);

export interface ParseResult {
  ast: ListNode;
  errors: ParseError[];
}

/** Parse a whole script. */
export function parseScript(src: string): ParseResult {
  const p = new Parser(src);
  let ast: ListNode;
  try {
    ast = p.parseProgram();
  } catch (e) {
    // defensive: a bug in the parser must not take the linter down
    p.error(`internal parser error: ${(e as Error).message}`);
    ast = { type: 'list', items: [], offset: 0, end: src.length };
  }
  return { ast, errors: p.errors };
}

export class Parser extends Lexer {
  parseProgram(): ListNode {
    const list = this.parseList(new Set());
    this.flushHereDocs();
    return list;
  }

  protected parseNested(close: string): ListNode {
    return this.parseList(new Set(close ? [close] : []));
  }

  protected parseDetached(text: string, base: number): ListNode {
    const sub = new Parser(text);
    const ast = sub.parseProgram();
    shift(ast, base);
    for (const e of sub.errors) this.error(e.message, e.offset + base);
    return ast;
  }

  peekReserved(): string | null {
    this.skipBlanks();
    RESERVED.lastIndex = this.pos;
    const m = RESERVED.exec(this.src);
    return m && this.pos + m[0].length <= this.limit ? m[1] : null;
  }

  private atStop(stop: Set<string>): boolean {
    const c = this.ch();
    if (c === ')' && stop.has(')')) return true;
    if (stop.has(';;') && (this.startsWith(';;') || this.startsWith(';&'))) return true;
    const r = this.peekReserved();
    return r !== null && stop.has(r);
  }

  skipNewlines(): void {
    for (;;) {
      this.skipBlanks();
      if (this.ch() === '\n') this.readNewline();
      else return;
    }
  }

  parseList(stop: Set<string>): ListNode {
    const items: ListNode['items'] = [];
    const start = this.pos;
    for (;;) {
      this.skipNewlines();
      if (this.eof() || this.atStop(stop)) break;
      const c = this.ch();
      const r = this.peekReserved();
      if ((r && TERMINATORS.has(r)) || c === ')' || c === ';' || c === '&' || c === '|') {
        this.error(`unexpected '${r ?? c}'`);
        this.pos += r ? r.length : c === ';' && this.ch(1) === ';' ? 2 : 1;
        continue;
      }
      const before = this.pos;
      const node = this.parseAndOr();
      if (!node) {
        if (this.pos === before) this.pos++;
        continue;
      }
      this.skipBlanks();
      let background = false;
      if (this.ch() === '&' && this.ch(1) !== '&' && this.ch(1) !== '>') {
        background = true;
        this.pos++;
      } else if (this.ch() === ';' && this.ch(1) !== ';' && this.ch(1) !== '&') this.pos++;
      items.push({ node, background });
    }
    const end = items.length ? items[items.length - 1].node.end : start;
    return { type: 'list', items, offset: items.length ? items[0].node.offset : start, end };
  }

  private parseAndOr(): AndOrNode | null {
    const first = this.parsePipeline();
    if (!first) return null;
    const node: AndOrNode = { type: 'andor', pipelines: [first], ops: [], offset: first.offset, end: first.end };
    for (;;) {
      this.skipBlanks();
      const op = this.startsWith('&&') ? '&&' : this.startsWith('||') ? '||' : null;
      if (!op) break;
      this.pos += 2;
      this.skipNewlines();
      const next = this.parsePipeline();
      if (!next) {
        this.error(`missing command after '${op}'`);
        break;
      }
      node.ops.push(op);
      node.pipelines.push(next);
      node.end = next.end;
    }
    return node;
  }

  private parsePipeline(): PipelineNode | null {
    const start = this.pos;
    let negated = false;
    if (this.peekReserved() === '!') {
      negated = true;
      this.pos++;
    }
    const first = this.parseCommand();
    if (!first) return null;
    const node: PipelineNode = { type: 'pipeline', negated, commands: [first], ops: [], offset: negated ? start : first.offset, end: first.end };
    for (;;) {
      this.skipBlanks();
      if (this.ch() !== '|' || this.ch(1) === '|') break;
      const op = this.ch(1) === '&' ? '|&' : '|';
      this.pos += op.length;
      this.skipNewlines();
      const next = this.parseCommand();
      if (!next) {
        this.error(`missing command after '${op}'`);
        break;
      }
      node.ops.push(op);
      node.commands.push(next);
      node.end = next.end;
    }
    return node;
  }

  private parseCommand(): CommandNode | null {
    const r = this.peekReserved();
    const start = this.pos;
    let node: CommandNode | null;
    if (r === '{') {
      this.pos++;
      const body = this.parseList(new Set(['}']));
      this.expectWord('}', start);
      node = { type: 'brace', body, redirects: [], offset: start, end: this.pos };
    } else if (this.ch() === '(' && this.ch(1) === '(' && this.arithCommandEnd() > 0) {
      return this.parseSimple();
    } else if (this.ch() === '(') {
      this.pos++;
      const body = this.parseList(new Set([')']));
      this.expect(')', start);
      node = { type: 'subshell', body, redirects: [], offset: start, end: this.pos };
    } else if (r === 'if') node = parseIf(this);
    else if (r === 'while' || r === 'until') {
      this.pos += r.length;
      const cond = this.parseList(new Set(['do']));
      const body = this.parseDoGroup(start);
      node = { type: r, cond, body, redirects: [], offset: start, end: this.pos } as LoopNode;
    } else if (r === 'for' || r === 'select') node = parseFor(this, r.length);
    else if (r === 'case') node = parseCase(this);
    else if (r === 'function') {
      this.pos += r.length;
      this.skipBlanks();
      const name = this.readWord();
      this.skipBlanks();
      if (this.startsWith('()')) this.pos += 2;
      return this.finishFunction(name?.raw ?? '', start);
    } else if (r === '[[') return this.parseSimple();
    else return this.parseSimple();
    if (node) this.readTrailingRedirects(node);
    return node;
  }

  private readTrailingRedirects(node: CommandNode): void {
    for (;;) {
      this.skipBlanks();
      const red = this.readRedirect();
      if (!red) return;
      node.redirects.push(red);
      node.end = red.end;
    }
  }

  private finishFunction(name: string, start: number): CommandNode | null {
    this.skipNewlines();
    const body = this.parseCommand();
    if (!body) {
      this.error('missing function body', start);
      return null;
    }
    return { type: 'function', name, body, redirects: [], offset: start, end: body.end };
  }

  expectWord(w: string, openedAt: number): void {
    this.skipNewlines();
    if (this.peekReserved() === w) this.pos += w.length;
    else this.error(`expected '${w}' to close the construct opened here`, openedAt);
  }

  parseDoGroup(start: number): ListNode {
    this.expectWord('do', start);
    const body = this.parseList(new Set(['done']));
    this.expectWord('done', start);
    return body;
  }

  /** For `((`: the index after the matching `))`, or -1 when it is a nested subshell. */
  private arithCommandEnd(): number {
    let depth = 0;
    for (let i = this.pos; i < this.limit; i++) {
      const c = this.src[i];
      if (c === '(') depth++;
      else if (c === ')' && --depth === 1) return this.src[i + 1] === ')' ? i + 2 : -1;
      else if (c === '\n') return -1;
    }
    return -1;
  }

  private parseSimple(): CommandNode | null {
    const node: SimpleNode = { type: 'simple', assigns: [], words: [], redirects: [], offset: this.pos, end: this.pos };
    if (this.startsWith('((')) {
      const start = this.pos, close = this.arithCommandEnd();
      const text = this.src.slice(start + 2, close - 2);
      this.pos = close;
      const reads = [...text.matchAll(/\$?\{?([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => ({ name: m[1], offset: start + 2 + m.index + m[0].length - m[1].length }));
      node.words.push({ offset: start, end: start + 2, raw: '((', parts: [{ kind: 'lit', value: '((', quoted: false }] });
      node.words.push({ offset: start + 2, end: close - 2, raw: text, parts: [{ kind: 'arith', text, reads, offset: start, end: close }] });
      node.end = close;
      this.readTrailingRedirects(node);
      return node;
    }
    for (;;) {
      this.skipBlanks();
      if (this.eof()) break;
      const red = this.readRedirect();
      if (red) {
        node.redirects.push(red);
        continue;
      }
      if (node.words.length === 0 && /^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(this.src.slice(this.pos, this.pos + 256))) {
        const w = this.readWord();
        if (w) {
          node.assigns.push(splitAssignment(w));
          continue;
        }
      }
      if (node.words.length > 0 && this.ch() === '(' && this.ch(1) === ')' && node.assigns.length === 0 && node.words.length === 1) {
        this.pos += 2;
        return this.finishFunction(node.words[0].raw, node.offset);
      }
      const w = this.readWord();
      if (!w) break;
      node.words.push(w);
      if (node.words.length === 1 && w.raw === '[[') this.readCondWords(node);
    }
    const all = [...node.assigns, ...node.words, ...node.redirects];
    if (all.length === 0) return null;
    node.offset = Math.min(...all.map((x) => x.offset));
    node.end = Math.max(...all.map((x) => x.end));
    return node;
  }

  /** Inside [[ ]], operators like <, &&, ( are plain words. */
  private readCondWords(node: SimpleNode): void {
    for (;;) {
      this.skipNewlines();
      if (this.eof()) {
        this.error("missing ']]'", node.offset);
        return;
      }
      const op = /^(&&|\|\||<|>|\(|\)|!)/.exec(this.src.slice(this.pos, this.pos + 2));
      let w: Word | null;
      if (op) {
        w = { offset: this.pos, end: this.pos + op[0].length, raw: op[0], parts: [{ kind: 'lit', value: op[0], quoted: false }] };
        this.pos = w.end;
      } else w = this.readWord();
      if (!w) {
        this.pos++;
        continue;
      }
      node.words.push(w);
      if (w.raw === ']]') return;
    }
  }
}

function splitAssignment(w: Word): Assignment {
  const m = /^([A-Za-z_][A-Za-z0-9_]*)(\+?)=/.exec(w.raw)!;
  const first = w.parts[0];
  const rest = w.parts.slice(1);
  const valueParts = first && first.kind === 'lit' && first.value.length > m[0].length ? [{ ...first, value: first.value.slice(m[0].length) }, ...rest] : rest;
  const value: Word = { offset: w.offset + m[0].length, end: w.end, raw: w.raw.slice(m[0].length), parts: valueParts };
  return { name: m[1], append: m[2] === '+', value, offset: w.offset, end: w.end };
}

/** Move every offset of a detached sub-tree by `base`. */
function shift(node: unknown, base: number): void {
  if (Array.isArray(node)) node.forEach((n) => shift(n, base));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      if ((k === 'offset' || k === 'end' || k === 'bodyOffset') && typeof o[k] === 'number') o[k] = (o[k] as number) + base;
      else if (typeof o[k] === 'object') shift(o[k], base);
    }
  }
}

export type { Redirect };
