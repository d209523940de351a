// Word-level lexing on top of scanner.ts: whole words (quotes, escapes, expansions, extglob and
// array parentheses, <(...)), redirection operators, and here-documents (bodies are read when the
// line that opened them ends). Never throws.
import type { HereDoc, Redirect, Word, WordPart } from './ast.js';
import { Scanner, pushLit } from './scanner.js';

export abstract class Lexer extends Scanner {
  protected pending: HereDoc[] = [];

  /** Consume one newline and read the bodies of here-documents opened on that line. */
  readNewline(): void {
    this.pos++;
    this.readPendingBodies();
  }

  private readPendingBodies(): void {
    const docs = this.pending;
    this.pending = [];
    for (const doc of docs) this.readHereDocBody(doc);
  }

  private readHereDocBody(doc: HereDoc): void {
    const start = this.pos;
    doc.bodyOffset = start;
    let bodyEnd = -1;
    while (!this.eof()) {
      const nl = this.src.indexOf('\n', this.pos);
      const lineEnd = nl < 0 || nl > this.limit ? this.limit : nl;
      let line = this.src.slice(this.pos, lineEnd);
      if (doc.stripTabs) line = line.replace(/^\t+/, '');
      if (line.replace(/\r$/, '') === doc.delimiter) {
        bodyEnd = this.pos;
        this.pos = lineEnd < this.limit ? lineEnd + 1 : lineEnd;
        break;
      }
      this.pos = lineEnd < this.limit ? lineEnd + 1 : lineEnd;
    }
    if (bodyEnd < 0) {
      bodyEnd = this.pos;
      this.error(`here-document delimited by end of script (wanted '${doc.delimiter}')`, start);
    }
    doc.body = this.src.slice(start, bodyEnd);
    if (!doc.quoted) {
      const after = this.pos, savedLimit = this.limit;
      this.pos = start;
      this.limit = bodyEnd;
      doc.parts = this.readQuotedRun('', 'heredoc');
      this.pos = after;
      this.limit = savedLimit;
    } else doc.parts = [{ kind: 'lit', value: doc.body, quoted: true }];
  }

  /** Read one word at `pos` (after skipBlanks). Returns null when no word starts here. */
  readWord(): Word | null {
    const start = this.pos;
    const parts: WordPart[] = [];
    const lit = (value: string, quoted: boolean) => pushLit(parts, value, quoted);
    while (!this.eof()) {
      const c = this.ch();
      if ((c === '<' || c === '>') && this.ch(1) === '(') {
        const off = this.pos;
        this.pos += 2;
        const body = this.parseNested(')');
        this.expect(')', off);
        parts.push({ kind: 'procsub', body, dir: c, offset: off, end: this.pos });
        continue;
      }
      if (c === '(' && parts.length > 0) {
        const sofar = this.src.slice(start, this.pos);
        if (/[?*+@!]$/.test(sofar) || /^[A-Za-z_][A-Za-z0-9_]*\+?=$/.test(sofar)) {
          const from = this.pos;
          this.skipBalanced();
          lit(this.src.slice(from, this.pos), false);
          continue;
        }
      }
      if (this.isDelim(c)) break;
      if (c === '\\') {
        if (this.ch(1) === '\n') this.pos += 2;
        else {
          lit(this.ch(1), true);
          this.pos += this.ch(1) ? 2 : 1;
        }
      } else if (c === "'") {
        this.pos++;
        const close = this.src.indexOf("'", this.pos);
        if (close < 0 || close >= this.limit) {
          this.error('unterminated single quote', this.pos - 1);
          lit(this.src.slice(this.pos, this.limit), true);
          this.pos = this.limit;
        } else {
          lit(this.src.slice(this.pos, close), true);
          this.pos = close + 1;
        }
      } else if (c === '"' || (c === '$' && this.ch(1) === '"')) {
        const open = this.pos;
        this.pos += c === '$' ? 2 : 1;
        for (const p of this.readQuotedRun('"', 'dq')) parts.push(p);
        if (this.ch() === '"') this.pos++;
        else this.error('unterminated double quote', open);
        if (parts.length === 0) lit('', true);
      } else if (c === '$' && this.ch(1) === "'") {
        this.pos += 2;
        lit(this.readAnsiC(), true);
      } else if (c === '$') parts.push(this.readDollar(false));
      else if (c === '`') parts.push(this.readBacktick(false));
      else {
        lit(c, false);
        this.pos++;
      }
    }
    if (this.pos === start) return null;
    return { offset: start, end: this.pos, raw: this.src.slice(start, this.pos), parts };
  }

  /** A redirection at pos (after skipBlanks), or null. */
  readRedirect(): Redirect | null {
    const m = /^(\d*)(<<<|<<-|<<|<>|<&|>&|>>|>\||<|>)|^(&>>|&>)/.exec(this.src.slice(this.pos, Math.min(this.pos + 8, this.limit)));
    if (!m) return null;
    const op = m[2] ?? m[3];
    if ((op === '<' || op === '>') && this.src[this.pos + m[0].length] === '(') return null; // process substitution
    const off = this.pos;
    this.pos += m[0].length;
    this.skipBlanks();
    const r: Redirect = { fd: m[1] ? Number(m[1]) : undefined, op, offset: off, end: this.pos };
    const target = this.readWord();
    if (!target) {
      this.error(`missing target after '${op}'`, off);
      return r;
    }
    r.target = target;
    r.end = target.end;
    if (op === '<<' || op === '<<-') {
      const quoted = target.parts.some((p) => p.kind === 'lit' && p.quoted);
      const delimiter = target.parts.map((p) => (p.kind === 'lit' ? p.value : this.src.slice(p.offset, p.end))).join('');
      r.heredoc = { delimiter, quoted, stripTabs: op === '<<-', body: '', parts: [] };
      this.pending.push(r.heredoc);
    }
    return r;
  }

  /** Here-documents still waiting for their newline at end of input. */
  flushHereDocs(): void {
    if (this.pending.length) this.readPendingBodies();
  }
}
