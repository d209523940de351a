// What an image build does to the text of an unquoted Dockerfile heredoc (`<<EOF`, `<<-EOF`).
//
// COPY/ADD: BuildKit expands the body itself (dockerfile2llb `dispatch` → `ExpandRaw`, a
// `shell.Lex` with `SkipProcessQuotes`), with the stage's ENV and ARG values: `$NAME`, `${NAME}`
// and the `${NAME:-word}`-style modifiers; a name nobody set becomes empty; `$$`, `$1`, `$@` read
// "variables" nobody sets, so they are empty too; `$(…)` and backticks are NOT commands there and
// stay as written; every backslash escapes the next character and is dropped (`\$` → `$`, `\\` →
// `\`, and a `\` ending a line is removed, keeping the line break). Quotes protect nothing.
// RUN `cat <<EOF > file`: the heredoc goes to `/bin/sh -c` as written (dockerfile2llb
// `dispatchRun` "reconstitutes" it), so the shell expands `$NAME`, `${…}`, `$(…)`, `$((…))` and
// backticks; a backslash is dropped only before `$`, `` ` ``, `\` and a line break (which joins the
// lines), and kept before anything else.
// `<<-` strips leading tabs from every body line first, in both. A quoted delimiter (`<<'EOF'`,
// `<<"EOF"`; in a shell also `<<\EOF`) turns all of this off except the tab stripping.
//
// The result is the text as baked into the image, with, for each of its characters, the offset in
// the body as written it comes from, so a parser of the baked text still reports positions in the
// Dockerfile. Names the build sets on purpose (ARG, ENV, an assignment earlier in the RUN line)
// are kept as written: their value is the build's business, and the rule below only reports what
// the build takes away.

export type HeredocShell = 'buildkit' | 'sh';

export interface Expansion {
  /** offsets in the body as written, [start, end) */
  start: number;
  end: number;
  /** as written: `$ARGOCD_ENV_RELEASE`, `$(pwd)`, `\"` */
  text: string;
  kind: 'variable' | 'command' | 'backslash';
  /** the variable read (`ARGOCD_ENV_RELEASE`, `1`, `$`); for a command, the names read inside it */
  names: string[];
  /** what the baked text has instead ('' for a variable nobody sets) */
  becomes: string;
}

export interface BakedText {
  text: string;
  /** map[i]: offset in the body as written of baked character i; one more entry, for the end */
  map: number[];
  /** what the build takes away or replaces, outermost expansions only, in order */
  expansions: Expansion[];
  /** names the build fills in on purpose (declared ARG/ENV), as written */
  kept: string[];
  /** the build fails on this body (a `${}` BuildKit cannot read, a `${X:?}` of an unset name): nothing to judge */
  fails?: boolean;
}

class Out {
  text = '';
  map: number[] = [];
  push(s: string, at: number): void {
    for (let k = 0; k < s.length; k++) this.map.push(at);
    this.text += s;
  }
  /** characters kept as written from `raw[a, b)` */
  copy(raw: string, a: number, b: number, offsets?: number[]): void {
    for (let k = a; k < b; k++) this.map.push(offsets ? offsets[k] : k);
    this.text += raw.slice(a, b);
  }
  append(o: Out): void {
    this.text += o.text;
    for (const m of o.map) this.map.push(m);
  }
}

class BuildFails extends Error {}

/**
 * The baked text of a heredoc body. `expand` false (a quoted delimiter): only `<<-` tab stripping.
 * `known(name)`: the build sets `name` (it is kept as written).
 */
export function bakeHeredoc(
  body: string,
  opts: {
    chomp: boolean;
    expand: boolean;
    shell: HeredocShell;
    known: (name: string) => boolean;
    /** the value a known name has when no --build-arg overrides it (an ARG's default, an ENV value), if any */
    value?: (name: string) => string | undefined;
  },
): BakedText {
  // tab stripping first, on the text as written (BuildKit ChompHeredocContent; the shell for <<-)
  let text = body;
  let offsets: number[] | undefined;
  if (opts.chomp) {
    const o = new Out();
    let i = 0;
    while (i <= body.length) {
      let j = i;
      while (body[j] === '\t') j++;
      const nl = body.indexOf('\n', j);
      const end = nl < 0 ? body.length : nl + 1;
      o.copy(body, j, end);
      i = end;
      if (nl < 0) break;
    }
    text = o.text;
    offsets = o.map;
  }
  const at = (k: number) => (offsets ? (k < offsets.length ? offsets[k] : body.length) : k);
  const finish = (o: Out, expansions: Expansion[], kept: string[], fails?: boolean): BakedText => {
    o.map.push(at(text.length));
    return { text: o.text, map: o.map, expansions, kept, ...(fails ? { fails } : {}) };
  };
  if (!opts.expand) {
    const o = new Out();
    o.text = text;
    for (let k = 0; k < text.length; k++) o.map.push(at(k));
    return finish(o, [], []);
  }
  const value = opts.value ?? (() => undefined);
  const p = opts.shell === 'buildkit' ? new BuildKitLexer(text, at, opts.known, value) : new ShellLexer(text, at, opts.known, value);
  try {
    const o = p.run();
    return finish(o, p.expansions, p.kept);
  } catch (e) {
    if (!(e instanceof BuildFails)) throw e;
    const o = new Out();
    for (let k = 0; k < text.length; k++) o.map.push(at(k));
    o.text = text;
    return finish(o, [], [], true);
  }
}

abstract class Lexer {
  i = 0;
  expansions: Expansion[] = [];
  kept: string[] = [];
  /** nesting depth: expansions inside another one are not listed on their own */
  depth = 0;
  constructor(
    readonly s: string,
    /** offset in the text (after tab stripping) → offset in the body as written */
    readonly at: (k: number) => number,
    readonly known: (name: string) => boolean,
    readonly value: (name: string) => string | undefined,
  ) {}

  /**
   * A name the build sets on purpose: its value when it has a known one (as the build without
   * --build-arg bakes it), else the reference as written.
   */
  protected onPurpose(o: Out, a: number, name: string, result: string | undefined): void {
    this.kept.push(name);
    if (result === undefined) this.keep(o, a);
    else o.push(result, this.at(a));
  }

  abstract run(): Out;

  protected record(a: number, kind: Expansion['kind'], names: string[], becomes: string): void {
    if (this.depth > 0) return;
    this.expansions.push({ start: this.at(a), end: this.at(this.i), text: this.s.slice(a, this.i), kind, names, becomes });
  }

  /**
   * The name after `$`. BuildKit (`processName`): a run of digits, one special character, or a run
   * of letters, digits and `_`. A shell: one digit, one special character, or a name.
   */
  protected name(buildkit: boolean): string {
    const rest = this.s.slice(this.i);
    const c = rest[0];
    let w = '';
    if (c === undefined) return '';
    if (/[0-9]/.test(c)) w = buildkit ? /^[0-9]+/.exec(rest)![0] : c;
    else if ('@*#?-$!'.includes(c)) w = c;
    else w = (buildkit ? /^[\p{L}\p{N}_]+/u : /^[A-Za-z_][A-Za-z0-9_]*/).exec(rest)?.[0] ?? '';
    this.i += w.length;
    return w;
  }

  /** characters [a, this.i) kept as written */
  protected keep(o: Out, a: number): void {
    for (let k = a; k < this.i; k++) o.map.push(this.at(k));
    o.text += this.s.slice(a, this.i);
  }
}

/** dockerfile/shell `Lex.ProcessWord` with SkipProcessQuotes, escape `\` (what ExpandRaw runs). */
class BuildKitLexer extends Lexer {
  run(): Out {
    return this.until(undefined);
  }

  private until(stop: string | undefined): Out {
    const s = this.s;
    const o = new Out();
    while (this.i < s.length) {
      const c = s[this.i];
      if (stop !== undefined && c === stop) {
        this.i++;
        return o;
      }
      if (c === '$') {
        this.dollar(o);
      } else if (c === '\\') {
        const a = this.i;
        this.i++;
        if (this.i >= s.length) {
          // a trailing backslash is dropped
          this.record(a, 'backslash', [], '');
          break;
        }
        const next = s[this.i];
        o.push(next, this.at(this.i));
        this.i++;
        // `\$` and `\\` are how one writes `$` and `\` here: meant, not taken away
        if (next !== '$' && next !== '\\') this.record(a, 'backslash', [], next);
      } else {
        o.push(c, this.at(this.i));
        this.i++;
      }
    }
    if (stop !== undefined) throw new BuildFails();
    return o;
  }

  private dollar(o: Out): void {
    const s = this.s;
    const a = this.i;
    this.i++;
    if (s[this.i] !== '{') {
      const name = this.name(true);
      if (name === '') {
        o.push('$', this.at(a));
        return;
      }
      if (this.known(name)) {
        this.onPurpose(o, a, name, this.value(name));
        return;
      }
      this.record(a, 'variable', [name], '');
      return;
    }
    this.i++;
    const c = s[this.i];
    if (c === undefined || c === '{' || c === '}' || c === ':') throw new BuildFails();
    const name = this.name(true);
    const op = s[this.i++];
    if (op === '}') {
      if (this.known(name)) this.onPurpose(o, a, name, this.value(name));
      else this.record(a, 'variable', [name], '');
      return;
    }
    let mod = op;
    if (op === ':') mod = s[this.i++] ?? '';
    if (!'+-?#%/'.includes(mod) || mod === '') throw new BuildFails();
    if (op === ':' && (mod === '#' || mod === '%' || mod === '/')) throw new BuildFails();
    this.depth++;
    let word: Out;
    try {
      if (mod === '/') {
        if (s[this.i] === '/') this.i++;
        this.until('/');
        word = this.until('}');
      } else word = this.until('}');
    } finally {
      this.depth--;
    }
    if (this.known(name)) {
      const v = this.value(name);
      const empty = op === ':' && v === '';
      const result = v === undefined ? undefined : mod === '-' ? (empty ? word.text : v) : mod === '+' ? (empty ? '' : word.text) : mod === '?' ? v : undefined;
      this.onPurpose(o, a, name, result);
      return;
    }
    if (mod === '?') throw new BuildFails();
    if (mod === '-') {
      o.append(word);
      this.record(a, 'variable', [name], word.text);
    } else this.record(a, 'variable', [name], '');
  }
}

/** A POSIX shell reading an unquoted here-document body (`/bin/sh -c` of a RUN). */
class ShellLexer extends Lexer {
  run(): Out {
    const s = this.s;
    const o = new Out();
    while (this.i < s.length) {
      const c = s[this.i];
      if (c === '\\') {
        const next = s[this.i + 1];
        if (next === '\n') {
          this.i += 2; // a line continuation: both go
        } else if (next === '$' || next === '`' || next === '\\') {
          o.push(next, this.at(this.i + 1));
          this.i += 2;
        } else {
          o.push('\\', this.at(this.i));
          this.i++;
        }
      } else if (c === '$') {
        this.dollar(o);
      } else if (c === '`') {
        const a = this.i;
        this.i++;
        while (this.i < s.length && s[this.i] !== '`') this.i += s[this.i] === '\\' ? 2 : 1;
        if (this.i >= s.length) throw new BuildFails();
        this.i++;
        this.record(a, 'command', namesIn(s.slice(a + 1, this.i - 1)), '');
      } else {
        o.push(c, this.at(this.i));
        this.i++;
      }
    }
    return o;
  }

  private dollar(o: Out): void {
    const s = this.s;
    const a = this.i;
    this.i++;
    if (s[this.i] === '(') {
      const arith = s[this.i + 1] === '(';
      this.i = closeParen(s, this.i);
      if (this.i < 0) throw new BuildFails();
      this.record(a, 'command', namesIn(s.slice(a + (arith ? 3 : 2), this.i - (arith ? 2 : 1))), '');
      return;
    }
    if (s[this.i] !== '{') {
      const name = this.name(false);
      if (name === '') {
        o.push('$', this.at(a));
        return;
      }
      if (this.known(name)) this.onPurpose(o, a, name, this.value(name));
      else this.record(a, 'variable', [name], '');
      return;
    }
    // ${…}: to the matching brace
    const close = closeBrace(s, this.i);
    if (close < 0) throw new BuildFails();
    const inner = s.slice(this.i + 1, close);
    const m = /^(#?)([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!-])(:?[-=?+]|%%?|##?)?([\s\S]*)$/.exec(inner);
    const bodyAt = this.i + 1;
    this.i = close + 1;
    if (!m) throw new BuildFails(); // "Bad substitution"
    const [, length, name, op, rest] = m;
    if (this.known(name)) {
      const v = length ? undefined : this.value(name);
      const empty = op?.startsWith(':') === true && v === '';
      const simple = /[$`\\]/.test(rest) ? undefined : rest; // a word with no expansion of its own
      let result: string | undefined;
      if (v !== undefined) {
        if (!op) result = v;
        else if (/^:?[-=]$/.test(op)) result = empty ? simple : v;
        else if (/^:?\+$/.test(op)) result = empty ? '' : simple;
        else if (/^:?\?$/.test(op)) result = v;
      }
      this.onPurpose(o, a, name, result);
      return;
    }
    if (!length && (op === '?' || op === ':?')) throw new BuildFails();
    if (!length && (op === '-' || op === ':-' || op === '=' || op === ':=')) {
      // the word, itself expanded
      const wordAt = bodyAt + name.length + op.length;
      const sub = new ShellLexer(s.slice(0, wordAt + rest.length), this.at, this.known, this.value);
      sub.i = wordAt;
      sub.depth = 1;
      const w = sub.run();
      o.append(w);
      this.record(a, 'variable', [name], w.text);
      return;
    }
    this.record(a, 'variable', [name], length ? '0' : '');
  }
}

/** offset after the `)` closing the `(` at `from` (nested, quotes skipped); -1 if none */
function closeParen(s: string, from: number): number {
  let depth = 0;
  for (let k = from; k < s.length; k++) {
    const c = s[k];
    if (c === '\\') k++;
    else if (c === "'") {
      const e = s.indexOf("'", k + 1);
      if (e < 0) return -1;
      k = e;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return k + 1;
  }
  return -1;
}

/** offset of the `}` closing the `{` at `from` */
function closeBrace(s: string, from: number): number {
  let depth = 0;
  for (let k = from; k < s.length; k++) {
    const c = s[k];
    if (c === '\\') k++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return k;
  }
  return -1;
}

/** the variables a command substitution reads (`$X`, `${X…}`), for the model's list of names */
function namesIn(cmd: string): string[] {
  return [...new Set([...cmd.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]))];
}
