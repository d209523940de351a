// Character-level scanning shared by the lexer: positions, blanks and comments, and everything
// inside a word that needs its own little grammar: "..." runs, $'..', $NAME, ${X<op>word},
// $((...)), $(...) and `...` (the last two are handed back to the parser through `parseNested`).
// Never throws: problems are collected in `errors`.
import type { ListNode, ParseError, WordPart } from './ast.js';

const NAME_START = /[A-Za-z_]/;
const NAME_CHAR = /[A-Za-z0-9_]/;
const SPECIAL_PARAMS = '@*#?-$!0123456789';
/** characters that end an unquoted word */
const DELIMS = ' \t\n;&|<>()';
const PARAM_OPS = [':-', ':=', ':+', ':?', '##', '%%', '//', '/#', '/%', '^^', ',,', '-', '=', '+', '?', '#', '%', '/', '^', ',', ':', '@'];

export abstract class Scanner {
  pos = 0;
  limit: number;
  errors: ParseError[] = [];
  constructor(readonly src: string) {
    this.limit = src.length;
  }

  /** Parse a command list up to (not including) `close`, used for $(...), <(...) and backticks. */
  protected abstract parseNested(close: string): ListNode;
  /** Parse an unescaped backtick body as a separate script placed at `base`. */
  protected abstract parseDetached(text: string, base: number): ListNode;

  error(message: string, offset = this.pos): void {
    this.errors.push({ message, offset });
  }

  eof(): boolean {
    return this.pos >= this.limit;
  }

  ch(i = 0): string {
    const p = this.pos + i;
    return p < this.limit ? this.src[p] : '';
  }

  startsWith(s: string): boolean {
    return this.src.startsWith(s, this.pos) && this.pos + s.length <= this.limit;
  }

  isDelim(c: string): boolean {
    return c === '' || DELIMS.includes(c);
  }

  /** Skip blanks, line continuations and comments; stops before a newline. */
  skipBlanks(): void {
    for (;;) {
      const c = this.ch();
      if (c === ' ' || c === '\t' || c === '\r') this.pos++;
      else if (c === '\\' && this.ch(1) === '\n') this.pos += 2;
      else if (c === '#') {
        while (!this.eof() && this.ch() !== '\n') this.pos++;
      } else return;
    }
  }

  /** Contents of "..." (mode 'dq', stops before `close`) or of a here-doc body (mode 'heredoc', to limit). */
  protected readQuotedRun(close: string, mode: 'dq' | 'heredoc'): WordPart[] {
    const parts: WordPart[] = [];
    while (!this.eof()) {
      const c = this.ch();
      if (close && c === close) break;
      if (c === '\\') {
        const n = this.ch(1);
        if (n === '\n') this.pos += 2;
        else if (n === '$' || n === '`' || n === '\\' || (mode === 'dq' && n === '"')) {
          pushLit(parts, n, true);
          this.pos += 2;
        } else {
          pushLit(parts, '\\', true);
          this.pos++;
        }
      } else if (c === '$') parts.push(this.readDollar(true));
      else if (c === '`') parts.push(this.readBacktick(true));
      else {
        pushLit(parts, c, true);
        this.pos++;
      }
    }
    return parts;
  }

  protected readAnsiC(): string {
    let out = '';
    const map: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', v: '\v', '\\': '\\', "'": "'", '"': '"', '?': '?' };
    while (!this.eof() && this.ch() !== "'") {
      const c = this.ch();
      if (c === '\\') {
        const n = this.ch(1);
        const hex = /^x([0-9a-fA-F]{1,2})/.exec(this.src.slice(this.pos + 1, this.pos + 4));
        const oct = /^([0-7]{1,3})/.exec(this.src.slice(this.pos + 1, this.pos + 4));
        if (hex) {
          out += String.fromCharCode(parseInt(hex[1], 16));
          this.pos += 1 + hex[0].length;
        } else if (oct) {
          out += String.fromCharCode(parseInt(oct[1], 8));
          this.pos += 1 + oct[0].length;
        } else {
          out += map[n] ?? '\\' + n;
          this.pos += 2;
        }
      } else {
        out += c;
        this.pos++;
      }
    }
    if (this.ch() === "'") this.pos++;
    else this.error("unterminated $'...' quote");
    return out;
  }

  /** At '$': parameter, command substitution, arithmetic, or a literal '$'. */
  protected readDollar(quoted: boolean): WordPart {
    const off = this.pos;
    const n = this.ch(1);
    if (n === '(' && this.ch(2) === '(' && this.arithEnd() > 0) {
      const close = this.arithEnd();
      const text = this.src.slice(off + 3, close);
      this.pos = close + 2;
      const reads: { name: string; offset: number }[] = [];
      for (const m of text.matchAll(/(^|[^A-Za-z0-9_$#])\$?\{?([A-Za-z_][A-Za-z0-9_]*)/g)) {
        reads.push({ name: m[2], offset: off + 3 + m.index + m[0].length - m[2].length });
      }
      return { kind: 'arith', text, reads, offset: off, end: this.pos };
    }
    if (n === '(') {
      this.pos += 2;
      const body = this.parseNested(')');
      this.expect(')', off);
      return { kind: 'cmdsub', body, quoted, backtick: false, offset: off, end: this.pos };
    }
    if (n === '{') return this.readBraceParam(quoted);
    if (n && NAME_START.test(n)) {
      let e = this.pos + 1;
      while (e < this.limit && NAME_CHAR.test(this.src[e])) e++;
      this.pos = e;
      return { kind: 'param', name: this.src.slice(off + 1, e), quoted, offset: off, end: e };
    }
    if (n && SPECIAL_PARAMS.includes(n)) {
      this.pos += 2;
      return { kind: 'param', name: n, quoted, offset: off, end: this.pos };
    }
    this.pos++;
    return { kind: 'lit', value: '$', quoted };
  }

  /** Index of the first ')' of the '))' closing a `$((` at pos, or -1 when it is `$( (...) )`. */
  private arithEnd(): number {
    let depth = 0;
    for (let i = this.pos + 1; i < this.limit; i++) {
      const c = this.src[i];
      if (c === '(') depth++;
      else if (c === ')') {
        depth--;
        if (depth === 1) return this.src[i + 1] === ')' ? i : -1;
      }
    }
    return -1;
  }

  private readBraceParam(quoted: boolean): WordPart {
    const off = this.pos;
    this.pos += 2;
    let prefix: string | undefined;
    if ((this.ch() === '#' || this.ch() === '!') && this.ch(1) !== '}' && /[A-Za-z_0-9@*?$!#-]/.test(this.ch(1))) {
      prefix = this.ch() === '#' ? '#len' : '!';
      this.pos++;
    }
    let name = '';
    if (NAME_START.test(this.ch())) {
      while (NAME_CHAR.test(this.ch())) name += this.src[this.pos++];
    } else if (/[0-9]/.test(this.ch())) {
      while (/[0-9]/.test(this.ch())) name += this.src[this.pos++];
    } else if (this.ch() && SPECIAL_PARAMS.includes(this.ch())) name = this.src[this.pos++];
    if (this.ch() === '[') this.skipBalanced('[', ']'); // array subscript
    let op = prefix;
    let operand: WordPart[] | undefined;
    if (this.ch() !== '}') {
      const found = PARAM_OPS.find((o) => this.startsWith(o));
      if (found && !prefix) {
        op = found;
        this.pos += found.length;
      } else if (!found) this.error('bad parameter expansion', off);
      operand = this.readBraceOperand(quoted);
    }
    if (this.ch() === '}') this.pos++;
    else this.error('unterminated ${', off);
    return { kind: 'param', name, op, operand, quoted, offset: off, end: this.pos };
  }

  /** The word after a ${X<op> ... } operator, up to the closing brace. */
  private readBraceOperand(quoted: boolean): WordPart[] {
    const parts: WordPart[] = [];
    let depth = 0;
    while (!this.eof()) {
      const c = this.ch();
      if (c === '}' && depth === 0) break;
      if (c === '{') depth++;
      if (c === '}') depth--;
      if (c === '\\') {
        pushLit(parts, this.ch(1), true);
        this.pos += 2;
      } else if (c === "'" && !quoted) {
        const close = this.src.indexOf("'", this.pos + 1);
        const e = close < 0 || close >= this.limit ? this.limit : close;
        pushLit(parts, this.src.slice(this.pos + 1, e), true);
        this.pos = Math.min(e + 1, this.limit);
      } else if (c === '"') {
        this.pos++;
        for (const p of this.readQuotedRun('"', 'dq')) parts.push(p);
        if (this.ch() === '"') this.pos++;
      } else if (c === '$') parts.push(this.readDollar(quoted));
      else if (c === '`') parts.push(this.readBacktick(quoted));
      else {
        pushLit(parts, c, quoted);
        this.pos++;
      }
    }
    return parts;
  }

  protected readBacktick(quoted: boolean): WordPart {
    const off = this.pos;
    let i = this.pos + 1;
    let text = '';
    let escaped = false;
    for (; i < this.limit && this.src[i] !== '`'; i++) {
      if (this.src[i] === '\\' && i + 1 < this.limit && '$`\\'.includes(this.src[i + 1])) {
        escaped = true;
        i++;
      }
      text += this.src[i];
    }
    if (i >= this.limit) this.error('unterminated backquote', off);
    let body: ListNode;
    if (!escaped) {
      const saved = this.limit;
      this.pos = off + 1;
      this.limit = i;
      body = this.parseNested('');
      this.limit = saved;
    } else body = this.parseDetached(text, off + 1);
    this.pos = Math.min(i + 1, this.limit);
    return { kind: 'cmdsub', body, quoted, backtick: true, offset: off, end: this.pos };
  }

  /** Skip a balanced (...) (or [..]) group starting at pos, honouring quotes. */
  skipBalanced(open = '(', close = ')'): void {
    let depth = 0;
    while (!this.eof()) {
      const c = this.ch();
      if (c === '\\') this.pos++;
      else if (c === "'" || c === '"') {
        const e = this.src.indexOf(c, this.pos + 1);
        this.pos = e < 0 || e >= this.limit ? this.limit - 1 : e;
      } else if (c === open) depth++;
      else if (c === close && --depth === 0) {
        this.pos++;
        return;
      }
      this.pos++;
    }
    this.error(`unbalanced '${open}'`);
  }

  protected expect(c: string, openedAt: number): void {
    if (this.ch() === c) this.pos++;
    else this.error(`expected '${c}' to close the construct opened here`, openedAt);
  }
}

export function pushLit(parts: WordPart[], value: string, quoted: boolean): void {
  const last = parts[parts.length - 1];
  if (last && last.kind === 'lit' && last.quoted === quoted) last.value += value;
  else parts.push({ kind: 'lit', value, quoted });
}
