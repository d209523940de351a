// Position-aware YAML: every node maps back to file:line:col, also for YAML embedded in a
// ConfigMap value (its positions are reported in the outer file).
import {
  parseAllDocuments,
  LineCounter,
  isMap,
  isSeq,
  isScalar,
  isPair,
  isAlias,
  visit,
  YAMLParseError,
  type Document,
  type Node as YNode,
  type Pair,
  type YAMLMap,
} from 'yaml';
import { maskTemplate } from './template.js';
import { flowScalarMap } from './quoted-map.js';

/** A 1-based position range in a file. */
export interface Loc {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export type PathSeg = string | number;

/** Bound on alias expansion: a "billion laughs" document ends with a finding, not an OOM. */
export const MAX_ALIAS_COUNT = 200;

/**
 * Bound on collection nesting. The `yaml` composer recurses per level and gives up with a
 * "Maximum call stack size exceeded" error somewhere near 900 levels (less when called from a
 * deeper stack); extractors and rules recurse too. No manifest comes near 100 levels, so a
 * document nested deeper than this is reported and not read.
 */
export const MAX_DEPTH = 256;

/**
 * How a lazily read document gets its text again: its file read anew (one reader function for the
 * whole run), cut to the document's slice. A small object rather than a closure per document.
 */
/** where TextAgain last counted lines (kept until the event loop's next turn) */
let counted: { text: string; at: number; line: number } | undefined;

export class TextAgain {
  constructor(
    readonly file: string,
    private readonly read: ((file: string) => string | undefined) | (() => string | undefined),
    private readonly from: number,
    /** undefined: the whole file */
    private readonly to: number | undefined,
    /** the slice is of the file's template mask (src/yaml/template.ts), as the loader read it */
    private readonly masked = false,
  ) {}
  /** the 1-based line of `from` in the file, known once text() has read it */
  line0 = 0;
  text(): string {
    let t = (this.read as (file: string) => string | undefined)(this.file) ?? '';
    if (this.masked) t = maskTemplate(t).text;
    let line = 1;
    let k = 0;
    // (the documents of one big file ask in turn, with the same text (lint's readText keeps the last
    // one read): counting from the last place counted, not from the start each time, which was
    // quadratic: 0.46 s for 3,000 documents of a 0.9 MB file)
    if (counted !== undefined && counted.text === t && counted.at <= this.from) {
      line = counted.line;
      k = counted.at;
    }
    for (k = t.indexOf('\n', k); k !== -1 && k < this.from; k = t.indexOf('\n', k + 1)) line++;
    if (counted === undefined) setImmediate(() => (counted = undefined));
    counted = { text: t, at: this.from, line };
    this.line0 = line;
    return this.to === undefined ? t : t.slice(this.from, this.to);
  }
}

/** Where a text sits in its file (see SourceText). */
export type TextPlace =
  | { line0: number; indent: number; slice?: boolean }
  | { flat: { line: number; col: number } }
  /** a flow scalar's decoded value: `map[i]` is the offset in `via`, from `at`, of character i */
  | { map: number[]; at: number; via: SourceText };

/**
 * Text of one YAML source. A top-level file, or a YAML value embedded in another file's
 * block scalar (then `outer` maps inner offsets to the outer file's lines and columns).
 */
export class SourceText {
  private textValue: string | undefined;
  private counter: LineCounter | undefined;
  constructor(
    readonly file: string,
    /**
     * The text, or how to read it again when it is first needed: a document read lazily keeps
     * only this (its plain value is all most runs need), so a big repository's texts are not
     * held until the end.
     */
    text: string | (() => string) | TextAgain,
    /**
     * Where this text sits in its file. `line0: 0` with a TextAgain: the line of a document slice is
     * counted when its text is read again (most lazily read documents never are).
     */
    private readonly outer?: TextPlace,
    /** the outer file's text, when this text is embedded in it: positions never pass its lines' ends */
    readonly outerSrc?: SourceText,
  ) {
    if (typeof text === 'string') this.textValue = text;
    else this.reread = text;
  }

  private reread: (() => string) | TextAgain | undefined;

  /**
   * While the text is still unread and read again from its file (a TextAgain): what makes this
   * object again. A holder of many unread documents (LazyDoc, src/yaml/lazy.ts) keeps that instead.
   */
  unread(): { again: TextAgain; outer: TextPlace | undefined } | undefined {
    if (this.textValue !== undefined || this.counter !== undefined || this.outerSrc !== undefined || !(this.reread instanceof TextAgain)) return undefined;
    return { again: this.reread, outer: this.outer };
  }

  get text(): string {
    if (this.textValue === undefined) {
      const r = this.reread!;
      if (typeof r === 'function') this.textValue = r();
      else {
        this.textValue = r.text();
        if (this.outer && 'line0' in this.outer && this.outer.line0 === 0) this.outer.line0 = r.line0;
      }
      this.reread = undefined;
    }
    return this.textValue;
  }

  /**
   * Line starts taken from the text itself, not from the parser: on some broken input the
   * parser's error recovery swallows a line break into a token without reporting it, and every
   * later position would be one line off. Counted on first use.
   */
  get lineCounter(): LineCounter {
    if (!this.counter) {
      const lc = new LineCounter();
      const text = this.text;
      const starts = lc.lineStarts;
      starts.push(0);
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
      this.counter = lc;
    }
    return this.counter;
  }

  /** The whole file, or one document of it (a slice: its own lines, shifted). */
  isTopLevel(): boolean {
    return this.outer === undefined || ('slice' in this.outer && !!this.outer.slice);
  }

  /** 1-based line/column of an offset, in the outermost file. */
  pos(offset: number): { line: number; col: number } {
    offset = Math.max(0, Math.min(offset, this.text.length));
    // the end of a token that swallowed the `\r` of a CRLF stays before it: columns never pass the line's end
    if (offset > 0 && this.text.charCodeAt(offset - 1) === 13 && (offset >= this.text.length || this.text.charCodeAt(offset) === 10)) offset--;
    if (!this.outer) return this.lineCounter.linePos(Math.max(0, Math.min(offset, this.text.length)));
    // embedded text: positions past its last character (an unterminated flow at the end) stay on
    // the last line that exists in the outer file
    if ('map' in this.outer) {
      const { map, at, via } = this.outer;
      return via.pos(at + map[Math.min(offset, map.length - 1)]);
    }
    const slice = 'slice' in this.outer && !!this.outer.slice;
    const p = this.lineCounter.linePos(Math.max(0, Math.min(offset, slice ? this.text.length : this.text.trimEnd().length)));
    if ('flat' in this.outer) return this.outer.flat;
    const line = this.outer.line0 + p.line - 1;
    const col = p.col + this.outer.indent;
    // in a document the parser could only partly read, the block's mapping may not hold for every
    // line: stay inside the outer file
    return this.outerSrc ? this.outerSrc.clamp(line, col) : { line, col };
  }

  /** The nearest position that exists in this (top-level) text. */
  clamp(line: number, col: number): { line: number; col: number } {
    if (this.outer && 'slice' in this.outer && this.outer.slice) {
      void this.text; // (a lazily counted line0 is known once the text is read)
      const line0 = this.outer.line0;
      // (a slice with its columns shifted: a List's item, src/yaml/load.ts listItemTexts)
      const shift = this.outer.indent;
      const p = this.clampLocal(line - line0 + 1, col - shift);
      return { line: p.line + line0 - 1, col: p.col + shift };
    }
    return this.clampLocal(line, col);
  }

  private clampLocal(line: number, col: number): { line: number; col: number } {
    const starts = this.lineCounter.lineStarts;
    const l = Math.max(1, Math.min(line, starts.length));
    const start = starts[l - 1];
    const next = l < starts.length ? starts[l] - 1 : this.text.length;
    let len = next - start;
    if (len > 0 && this.text.charCodeAt(start + len - 1) === 13) len--;
    return { line: l, col: Math.max(1, Math.min(col, len + 1)) };
  }

  loc(start: number, end: number): Loc {
    const a = this.pos(start);
    const e = Math.max(start, end);
    const b = this.pos(e);
    // a range that ends where a line starts (a block node's end) ends at that line's first column, in
    // a slice whose columns are shifted too (a List's item: its lines' indentation was taken off)
    if (e > start && b.col > 1 && this.outer && 'slice' in this.outer && this.outer.slice && this.outer.indent > 0 && this.text.charCodeAt(e - 1) === 10) b.col = 1;
    return { file: this.file, line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
  }
}

export interface ParsedYaml {
  src: SourceText;
  docs: Document.Parsed[];
  errors: { message: string; loc: Loc }[];
}

const TOO_DEEP = `nesting deeper than ${MAX_DEPTH} levels: cmp-lint does not read this document`;

export function parseYaml(src: SourceText): ParsedYaml {
  const deep = flowTooDeep(src.text);
  if (deep !== undefined) return { src, docs: [], errors: [{ message: TOO_DEEP, loc: src.loc(deep, deep + 1) }] };
  let docs: unknown;
  // (the parser's errors are read for their message and place only: a stack trace captured for each
  // costs more than the parse where a text that is not YAML, such as another tool's template,
  // gives thousands of them)
  const traces = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    docs = parseAllDocuments(src.text, {
      // YAML 1.2 core schema. go-yaml (used by Kubernetes and Argo CD) also reads YAML 1.1 booleans such as
      // `yes`; the `yaml` package's 1.1 schema misreads `.` as a number, which breaks `path: .`.
      prettyErrors: false,
      logLevel: 'error', // no Node warnings on stderr (e.g. collection keys): findings say what matters
      uniqueKeys: false,
      strict: false,
      // `<<: *base` merge keys: go-yaml (kubectl, Helm's values, Argo CD) applies them, so a
      // container or values block built from an anchored base has the base's keys
      merge: true,
    });
  } catch (e) {
    // the composer catches stack overflows per collection; one escaping it (a deep caller) is still bad input
    if (!(e instanceof RangeError)) throw e;
    return { src, docs: [], errors: [{ message: TOO_DEEP, loc: src.loc(0, 0) }] };
  } finally {
    Error.stackTraceLimit = traces;
  }
  const list = Array.isArray(docs) ? (docs as Document.Parsed[]) : [docs as Document.Parsed];
  const errors: ParsedYaml['errors'] = [];
  for (const d of list) {
    if (isMap(d.contents) && readInDocumentOrder(src.file, d.contents)) DOCUMENT_ORDER.add(d);
    // a document nested too deep gets an error of its own, so every caller treats it as broken
    if (d.errors.length === 0) {
      const deep = tooDeep(d);
      if (deep) d.errors.push(new YAMLParseError([deep, deep + 1], 'RESOURCE_EXHAUSTION', TOO_DEEP));
    }
    // one mistake, one finding: the parser's later errors in a document are mostly its own
    // recovery cascading from the first (a missing colon gives four or five of them)
    for (const e of d.errors.slice(0, 1)) {
      const [a, b] = unclosedOpener(d, e) ?? keyLineOf(src.text, e, d.errors[1]) ?? errorStart(src.text, e.pos);
      const message = /call stack/i.test(e.message) ? TOO_DEEP : firstLine(e.message);
      errors.push({ message, loc: src.loc(a, b) });
    }
  }
  return { src, docs: list, errors };
}

/**
 * The parser may place an error on the blank tail of the line before the offending token (a key
 * indented to a column no sibling uses is reported from the end of the previous value). The
 * mistake is the token, as libyaml's problem mark (the token start) says: move a range that starts
 * on trailing blanks or on comment lines to the next token. Tabs starting a line are left alone (they can be the error).
 */
function errorStart(text: string, [a, b]: [number, number]): [number, number] {
  let i = a;
  while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
  const atComment = text[i] === '#' && (i === 0 || /\s/.test(text[i - 1]));
  if (i < text.length && text[i] !== '\n' && text[i] !== '\r' && !atComment) {
    // a range that starts in a line's indentation: the token is the first thing on that line
    const lineStart = text.lastIndexOf('\n', a - 1) + 1;
    return i > a && text[i] !== '\t' && /^ *$/.test(text.slice(lineStart, a)) ? [i, Math.max(b, i + 1)] : [a, b];
  }
  // also past comment lines: a misindented key is reported from the comment above it
  while (i < text.length) {
    const c = text[i];
    if (c === '\n' || c === '\r' || c === ' ') i++;
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) while (i < text.length && text[i] !== '\n') i++;
    else break;
  }
  if (i >= text.length || text[i] === '\t') return [a, b];
  return [i, Math.max(b, i + 1)];
}

/**
 * A quote or a flow `[`/`{` that is never closed is found where the parser gives up, lines below
 * (often at the next key); the offending token is the opener: the quoted scalar or flow
 * collection that started last before that point and runs into it.
 */
function unclosedOpener(doc: Document.Parsed, e: YAMLParseError): [number, number] | undefined {
  const unclosed = /^Missing closing/.test(e.message) || (e.code === 'BAD_INDENT' && /^Flow (sequence|map) in block collection/.test(e.message));
  if (!unclosed) return undefined;
  let best: [number, number] | undefined;
  visit(doc, {
    Node(_, n) {
      const r = n.range;
      if (!r) return;
      const opener = (isScalar(n) && (n.type === 'QUOTE_DOUBLE' || n.type === 'QUOTE_SINGLE')) || ((isMap(n) || isSeq(n)) && n.flow);
      if (opener && r[0] < e.pos[0] && r[1] >= e.pos[0] && (!best || r[0] > best[0])) best = [r[0], r[0] + 1];
    },
  });
  return best;
}

/**
 * A key indented deeper than its siblings (`- name: a` then `   image: b`) continues the value
 * above as a plain scalar, and the parser reports the mapping from that value's start, one line
 * too early. The offending token is the key on the line of the `:` that cannot be (where libyaml,
 * and so kubectl, put the problem): the last line of the implicit key the parser's next error spans.
 */
function keyLineOf(text: string, e: YAMLParseError, next: YAMLParseError | undefined): [number, number] | undefined {
  if (e.code !== 'BLOCK_AS_IMPLICIT_KEY' || next?.code !== 'MULTILINE_IMPLICIT_KEY' || next.pos[0] !== e.pos[0]) return undefined;
  const end = next.pos[1];
  const nl = text.lastIndexOf('\n', end - 1);
  if (nl < e.pos[0]) return undefined;
  let i = nl + 1;
  while (i < end && (text[i] === ' ' || text[i] === '\t' || text[i] === '\r')) i++;
  return i < end ? [i, end] : undefined;
}

/** Offset of the first collection nested deeper than MAX_DEPTH (an iterative walk: no recursion). */
function tooDeep(doc: Document.Parsed): number | undefined {
  const stack: [unknown, number][] = [[doc.contents, 1]];
  while (stack.length > 0) {
    const [n, depth] = stack.pop()!;
    if (!isMap(n) && !isSeq(n)) continue;
    if (depth > MAX_DEPTH) return n.range?.[0] ?? 0;
    for (const it of n.items as unknown[]) {
      if (isPair(it)) stack.push([it.key, depth + 1], [it.value, depth + 1]);
      else stack.push([it, depth + 1]);
    }
  }
  return undefined;
}

/** flow collections nested deeper than this are not given to the `yaml` parser at all (flowTooDeep) */
const FLOW_SCAN_LIMIT = 2000;

/**
 * Where a flow collection opens at depth MAX_DEPTH + 1, when the text's flow collections nest
 * deeper than FLOW_SCAN_LIMIT (`[` and `{` counted outside quotes and comments; quotes and brackets
 * inside plain scalars are counted as if they were syntax, which moves the count by far less than
 * the limit in any real text: only thousands of unclosed brackets reach it): undefined otherwise. The `yaml` parser recurses into such a text until the stack runs
 * out, catching each overflow; after two texts of 50,000 nested brackets node died on the next
 * regular expression it compiled ("FATAL ERROR: RegExpCompiler Allocation failed"), which no
 * try/catch can stop. Such a text gets the finding a document over MAX_DEPTH gets, unparsed.
 */
export function flowTooDeep(text: string): number | undefined {
  if (text.length < FLOW_SCAN_LIMIT) return undefined;
  let depth = 0;
  let at = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth === MAX_DEPTH + 1) at = i;
      else if (depth > FLOW_SCAN_LIMIT) return at;
    } else if (c === 0x5d || c === 0x7d) {
      if (depth > 0) depth--;
    } else if (c === 0x22) {
      // a double-quoted string, its escapes skipped
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x27) {
      // a single-quoted string (`''` inside it is two of them, read as two strings)
      for (i++; i < text.length && text.charCodeAt(i) !== 0x27; i++);
    } else if (c === 0x23 && (i === 0 || text.charCodeAt(i - 1) === 0x20 || text.charCodeAt(i - 1) === 0x0a || text.charCodeAt(i - 1) === 0x09)) {
      // a comment, to its line's end
      const e = text.indexOf('\n', i);
      i = e === -1 ? text.length : e;
    }
  }
  return undefined;
}

function firstLine(s: string): string {
  const i = s.indexOf('\n');
  return (i < 0 ? s : s.slice(0, i)).replace(/ at line \d+, column \d+:?$/, '');
}

/**
 * Parse YAML held in a scalar node (a ConfigMap data value). Positions map into the outer file
 * for block scalars; other scalar styles map every position to the scalar itself.
 */
export function parseEmbedded(outer: SourceText, scalar: YNode, text: string): ParsedYaml {
  const start = scalar.range?.[0] ?? 0;
  if (isScalar(scalar) && (scalar.type === 'BLOCK_LITERAL' || scalar.type === 'BLOCK_FOLDED')) return parseYaml(blockScalarText(outer, start, text));
  // a quoted or plain multi-line value: each character maps back through its escapes and folds
  const raw = scalar.range ? outer.text.slice(start, scalar.range[1]) : '';
  const m = isScalar(scalar) && scalar.range ? flowScalarMap(raw, text) : undefined;
  return parseYaml(new SourceText(outer.file, text, m ? { map: m.map, at: start, via: outer } : { flat: outer.pos(start) }, embeddedIn(outer)));
}

/**
 * The value `text` of the block scalar whose header (`|`, `>`) is at `start` of `outer`, placed in
 * the outer file: value line k on the line after the header plus k, shifted by the content's
 * indentation (its first non-blank line's). Also for a value placed without parsing the outer
 * document (src/yaml/lazy.ts EmbeddedLazyDoc).
 */
export function blockScalarText(outer: SourceText, start: number, text: string): SourceText {
  const after = outer.text.slice(start);
  const first = after.split('\n').slice(1).find((l) => l.trim() !== '') ?? '';
  const indent = first.length - first.trimStart().length;
  // for nested embeddings, outer.pos already accounts for the outer's own mapping
  const base = outer.pos(start + after.indexOf('\n') + 1);
  return new SourceText(outer.file, text, { line0: base.line, indent: base.col - 1 + indent }, embeddedIn(outer));
}

/** The top-level text positions embedded in `outer` stay inside */
function embeddedIn(outer: SourceText): SourceText | undefined {
  return outer.outerSrc ?? (outer.isTopLevel() ? outer : undefined);
}

/** A handle on one YAML node (and, if it is a map value, its key) with positions. */
export class NodeRef {
  private readonly text: SourceText | undefined;
  constructor(
    /** undefined only for a subclass that answers `src` itself (LazyRef: made from its document when asked) */
    src: SourceText | undefined,
    readonly node: YNode | null,
    readonly keyNode?: YNode | null,
    readonly doc?: Document.Parsed,
  ) {
    this.text = src;
  }

  /** The text this node is in. */
  get src(): SourceText {
    return this.text!;
  }

  get file(): string {
    return this.src.file;
  }

  /** Range of the value (or of the key when the value is empty). */
  loc(): Loc {
    const n = this.node?.range ? this.node : this.keyNode;
    if (!n?.range) return this.src.loc(0, 0);
    return this.src.loc(n.range[0], n.range[1]);
  }

  /** Range of the key when there is one, else of the value. */
  keyLoc(): Loc {
    if (this.keyNode?.range) return this.src.loc(this.keyNode.range[0], this.keyNode.range[1]);
    return this.loc();
  }

  /** Child by map key or sequence index; undefined when absent. */
  get(seg: PathSeg): NodeRef | undefined {
    const n = deref(this.node, this.doc);
    if (isMap(n)) {
      const pair = findPair(n, seg, this.doc);
      if (!pair) return undefined;
      return new NodeRef(this.src, (pair.value as YNode) ?? null, pair.key as YNode, this.doc);
    }
    if (isSeq(n) && typeof seg === 'number') {
      const item = n.items[seg];
      if (item === undefined) return undefined;
      return new NodeRef(this.src, (item as YNode) ?? null, undefined, this.doc);
    }
    return undefined;
  }

  /**
   * This node with its YAML node at hand: itself, or for a lazily read document (src/yaml/lazy.ts)
   * the same node in the document's positioned parse, made on this first demand. For code that
   * reads `node` itself (an embedded text's positions, YAML 1.1 resolution).
   */
  positioned(): NodeRef {
    return this;
  }

  /**
   * What stays the same for this node however it was reached (another ref to the same node has the
   * same): its YAML node, or this ref when it has none. For sets of nodes already seen.
   */
  identity(): unknown {
    return this.node ?? this;
  }

  getIn(path: PathSeg[]): NodeRef | undefined {
    let cur: NodeRef | undefined = this;
    for (const seg of path) {
      cur = cur.get(seg);
      if (!cur) return undefined;
    }
    return cur;
  }

  /** The deepest existing node along `path` (never undefined): findings point as close as possible. */
  closest(path: PathSeg[]): NodeRef {
    let cur: NodeRef = this;
    for (const seg of path) {
      const next = cur.get(seg);
      if (!next) break;
      cur = next;
    }
    return cur;
  }

  /** Location of `path`: its key when `key` is true and it is a map entry, else its value. */
  at(path: PathSeg[] = [], key = false): Loc {
    const r = this.closest(path);
    return key ? r.keyLoc() : r.loc();
  }

  /** Map entries as [key string, ref] pairs. */
  entries(): [string, NodeRef][] {
    const n = deref(this.node, this.doc);
    if (!isMap(n)) return [];
    const out: [string, NodeRef][] = [];
    for (const p of mapPairs(n, this.doc)) {
      const k = isScalar(p.key) ? String(p.key.value) : String(p.key);
      out.push([k, new NodeRef(this.src, (p.value as YNode) ?? null, p.key as YNode, this.doc)]);
    }
    return out;
  }

  items(): NodeRef[] {
    const n = deref(this.node, this.doc);
    if (!isSeq(n)) return [];
    return n.items.map((it) => new NodeRef(this.src, (it as YNode) ?? null, undefined, this.doc));
  }

  /** Plain JS value of this node (bounded alias expansion). */
  toJS(): unknown {
    return nodeToJS(this);
  }

  isMap(): boolean {
    return isMap(deref(this.node, this.doc));
  }
  isSeq(): boolean {
    return isSeq(deref(this.node, this.doc));
  }
  isScalar(): boolean {
    return isScalar(deref(this.node, this.doc));
  }

  /** Scalar value (undefined for collections and missing nodes). */
  scalar(): unknown {
    const n = deref(this.node, this.doc);
    return isScalar(n) ? n.value : undefined;
  }

  /** The comment lines directly before this node's key/value (for suppressions). */
  line(): number {
    return this.keyLoc().line;
  }

  /**
   * Location of the characters [start, end) of this scalar's VALUE (e.g. a command inside a shell
   * script held in YAML). Exact for block literals (`|`: value line k is source line k, shifted by
   * the block's indentation) and for single-line plain or quoted scalars whose value is their
   * source text; otherwise (folded, escapes, multi-line flow) the whole scalar.
   */
  scalarOffsetLoc(start: number, end = start): Loc {
    const n = deref(this.node, this.doc);
    if (!isScalar(n) || !n.range || typeof n.value !== 'string') return this.loc();
    const value = n.value;
    const text = this.src.text;
    const [from, to] = n.range;
    let quoted: number[] | null | undefined;
    const map = (off: number): number | undefined => {
      const o = Math.max(0, Math.min(off, value.length));
      if (n.type === 'BLOCK_LITERAL') return blockLiteralOffset(text, from, value, o);
      const q = n.type === 'QUOTE_DOUBLE' || n.type === 'QUOTE_SINGLE' ? 1 : n.type === 'PLAIN' ? 0 : -1;
      if (q < 0) return undefined;
      if (value.includes('\n') || text.slice(from + q, from + q + value.length) !== value) {
        // escapes or folded lines (a script in a JSON string: `"set -e\nwget …"`): each character's own place
        quoted ??= q === 1 ? (flowScalarMap(text.slice(from, to), value)?.map ?? null) : null;
        return quoted ? from + quoted[o] : undefined;
      }
      return from + q + o;
    };
    const a = map(start);
    const b = map(Math.max(start, end));
    if (a === undefined || b === undefined || a > to) return this.loc();
    return this.src.loc(a, Math.min(b, to));
  }
}

/**
 * Source offset of value offset `o` in a block literal starting at `from` (its `|` header).
 * Lines are kept verbatim, so the indentation is what the first non-blank source line has in
 * front of the first non-blank value line.
 */
function blockLiteralOffset(text: string, from: number, value: string, o: number): number | undefined {
  const nl = text.indexOf('\n', from);
  if (nl < 0) return undefined;
  const srcLines = text.slice(nl + 1).split('\n');
  const valLines = value.split('\n');
  const k = valLines.findIndex((l) => l.trim() !== '');
  if (k < 0 || k >= srcLines.length) return undefined;
  const src = srcLines[k].replace(/\r$/, '');
  const indent = src.length - valLines[k].length;
  if (indent < 0 || src.slice(indent) !== valLines[k]) return undefined;
  // which value line holds offset o
  let line = 0;
  let lineStart = 0;
  while (line < valLines.length - 1 && lineStart + valLines[line].length < o) {
    lineStart += valLines[line].length + 1;
    line++;
  }
  if (line >= srcLines.length) return undefined;
  let off = nl + 1;
  for (let i = 0; i < line; i++) off += srcLines[i].length + 1;
  return off + indent + (o - lineStart);
}

function deref(n: YNode | null | undefined, doc?: Document.Parsed): YNode | null | undefined {
  if (n && isAlias(n) && doc) {
    try {
      return n.resolve(doc) as YNode | undefined;
    } catch (e) {
      // a stack overflow is not an unresolved alias: taken as one, a value would end wherever the
      // stack ran out, which differs from one call to the next
      if (e instanceof RangeError) throw e;
      return undefined;
    }
  }
  return n;
}

function findPair(map: YAMLMap, seg: PathSeg, doc?: Document.Parsed): Pair | undefined {
  for (const p of mapPairs(map, doc)) {
    const k = isScalar(p.key) ? p.key.value : p.key;
    if (k === seg || String(k) === String(seg)) return p;
  }
  return undefined;
}

/**
 * Which documents go-yaml v2 reads (through sigs.k8s.io/yaml), where a `<<` merge key sets its keys
 * in document order: a key written before the `<<` is overridden by the merged value, one written
 * after it overrides the merged value (decode.go `mapping`/`merge`: SetMapIndex in order). That is
 * how argocd-cmp-server reads plugin.yaml (util/config UnmarshalLocalFile: YAMLToJSON) and how Helm
 * reads a values file. Every other document keeps what the `yaml` package does, which is what
 * kustomize does (kyaml DeAnchor: the mapping's own keys win wherever they are written, and so does
 * go-yaml v3's decoder): Kubernetes manifests and patches are mostly built by kustomize, while
 * kubectl and Argo CD's own manifest reading would take the merged value (README: deliberate
 * differences). Among the sources of one `<<: [*a, *b]`, the first wins in all of them.
 */
const DOCUMENT_ORDER = new WeakSet<Document>();
const HELM_VALUES_FILE = /(^|\/|[-_.])values([-_.][^/]*)?\.ya?ml$/i;

function readInDocumentOrder(file: string, root: YAMLMap): boolean {
  const kind = root.get('kind');
  if (kind === 'ConfigManagementPlugin') return true;
  return kind === undefined && HELM_VALUES_FILE.test(file);
}

/** Whether `doc` is read like go-yaml v2 reads merge keys (see DOCUMENT_ORDER). */
export function inDocumentOrder(doc: Document | undefined): boolean {
  return doc !== undefined && DOCUMENT_ORDER.has(doc);
}

const MERGES = new WeakMap<Document, boolean>();
/** Does this document hold a `<<` merge key anywhere? */
function docHasMergeKey(doc: Document): boolean {
  let has = MERGES.get(doc);
  if (has === undefined) MERGES.set(doc, (has = hasMergeKey(doc.contents)));
  return has;
}

function hasMergeKey(n: unknown): boolean {
  const stack: unknown[] = [n];
  while (stack.length > 0) {
    const x = stack.pop();
    if (isMap(x)) {
      for (const p of x.items) {
        if (isMergeKey(p.key)) return true;
        stack.push(p.value);
      }
    } else if (isSeq(x)) stack.push(...x.items);
  }
  return false;
}

/** A plain `<<` key: a merge key (with `merge: true` the parser gives it a symbol value). */
export function isMergeKey(k: unknown): boolean {
  if (!isScalar(k)) return false;
  const v = k.value;
  return (typeof v === 'symbol' && v.description === '<<') || (v === '<<' && (k as { type?: string }).type === 'PLAIN');
}

/**
 * A map's pairs as its reader sees them: its own pairs, and those its `<<` keys bring in (an alias or
 * a map, or a sequence of them: earlier ones win). The merged pairs keep their positions in the
 * anchored map. In a document read in go-yaml v2's order (inDocumentOrder), a merge overrides the
 * keys written before it; otherwise the map's own keys always win. Of a key written twice (reported
 * by yaml-duplicate-key) the first is kept.
 */
function mapPairs(map: YAMLMap, doc: Document.Parsed | undefined, depth = 0): Pair[] {
  const own: Pair[] = [];
  let merges: YNode[] | undefined;
  for (const p of map.items) {
    if (!isPair(p)) continue;
    if (isMergeKey(p.key)) (merges ??= []).push(...mergeSources(p.value as YNode, doc));
    else own.push(p as Pair);
  }
  if (!merges || depth > 8) return own;
  if (inDocumentOrder(doc)) return pairsInDocumentOrder(map, doc, depth);
  const seen = new Set(own.map(pairKey));
  const out = [...own];
  for (const m of merges) {
    if (!isMap(m)) continue;
    for (const p of mapPairs(m, doc, depth + 1)) {
      const k = pairKey(p);
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(p);
    }
  }
  return out;
}

function pairKey(p: Pair): string {
  return String(isScalar(p.key) ? p.key.value : p.key);
}

/** The maps a `<<` value names: a map or an alias of one, or a sequence of them. */
function mergeSources(value: YNode | null | undefined, doc: Document.Parsed | undefined): YNode[] {
  const v = deref(value, doc);
  return isSeq(v) ? v.items.map((it) => deref(it as YNode, doc) as YNode) : v ? [v] : [];
}

/** go-yaml v2's `mapping`: every pair in order, a `<<` setting (overriding) the keys it brings. */
function pairsInDocumentOrder(map: YAMLMap, doc: Document.Parsed | undefined, depth: number): Pair[] {
  const byKey = new Map<string, Pair>();
  const written = new Set<string>();
  for (const p of map.items) {
    if (!isPair(p)) continue;
    if (isMergeKey(p.key)) {
      // `<<: [*a, *b]`: v2 merges *b, then *a over it, so the first source wins
      const merged = new Map<string, Pair>();
      for (const m of mergeSources(p.value as YNode, doc)) {
        if (!isMap(m)) continue;
        for (const q of mapPairs(m, doc, depth + 1)) if (!merged.has(pairKey(q))) merged.set(pairKey(q), q);
      }
      for (const [k, q] of merged) byKey.set(k, q);
      continue;
    }
    const k = pairKey(p as Pair);
    if (written.has(k)) continue;
    written.add(k);
    byKey.set(k, p as Pair);
  }
  return [...byKey.values()];
}

/** A document go-yaml refuses for an alias or a merge key: the node to point at and why. */
export class AnchorError extends Error {
  constructor(
    message: string,
    readonly node: YNode,
  ) {
    super(message);
    this.name = 'AnchorError';
  }
}

/**
 * The first alias or `<<` merge key go-yaml refuses in `doc` (v2 and v3 alike, and kustomize's kyaml):
 * an alias whose anchor is not defined before it ("unknown anchor 'x' referenced"), an alias inside
 * the value of its own anchor ("anchor 'x' value contains itself"), a `<<` whose value is not a map,
 * an alias of one, or a sequence of those ("map merge requires map or sequence of maps as the value").
 */
export function anchorProblem(doc: Document.Parsed): AnchorError | undefined {
  const nameOf = (a: YNode): string => (a as unknown as { source: string }).source;
  const unknown = (a: YNode): AnchorError =>
    new AnchorError(`unknown anchor '${nameOf(a)}' referenced: go-yaml refuses the document (kubectl, kustomize and Argo CD alike); define \`&${nameOf(a)}\` before it`, a);
  const notMap = (n: YNode): AnchorError => new AnchorError('map merge requires map or sequence of maps as the value: go-yaml refuses the document; `<<` takes a mapping, an alias of one, or a list of them', n);
  const alias = (a: YNode): AnchorError | undefined => {
    const t = deref(a, doc);
    if (!t) return unknown(a);
    if (open.has(t)) return new AnchorError(`anchor '${nameOf(a)}' value contains itself: go-yaml refuses the document (kubectl, kustomize and Argo CD alike)`, a);
    return undefined;
  };
  // depth-first, with the collections being walked (an alias of one of them is a cycle); EXIT marks leaving one
  const open = new Set<unknown>();
  const EXIT = Symbol('exit');
  const stack: unknown[] = [doc.contents];
  while (stack.length > 0) {
    const n = stack.pop();
    if (n === EXIT) {
      open.delete(stack.pop());
      continue;
    }
    if (isAlias(n)) {
      const bad = alias(n as YNode);
      if (bad) return bad;
    } else if (isSeq(n)) {
      open.add(n);
      stack.push(n, EXIT);
      for (let i = n.items.length - 1; i >= 0; i--) stack.push(n.items[i]);
    } else if (isMap(n)) {
      open.add(n);
      stack.push(n, EXIT);
      for (let i = n.items.length - 1; i >= 0; i--) {
        const p = n.items[i];
        if (isMergeKey(p.key)) {
          const v = p.value as YNode | null;
          const t = deref(v, doc);
          if (v && isAlias(v) && !t) return unknown(v);
          if (isSeq(t) && !isAlias(v)) {
            for (const it of t.items) {
              if (isAlias(it) && !deref(it as YNode, doc)) return unknown(it as YNode);
              if (!isMap(deref(it as YNode, doc))) return notMap((it as YNode) ?? v);
            }
          } else if (!isMap(t)) return notMap((v ?? p.key) as YNode);
        } else stack.push(p.key);
        stack.push(p.value);
      }
    }
  }
  return undefined;
}

/**
 * Plain JS of a document, bounded; throws a YAMLError-like message on alias bombs, an AnchorError
 * where go-yaml refuses an alias or a merge (the `yaml` package would build a value, cyclic for an
 * anchor that contains its own alias).
 */
export function docToJS(doc: Document.Parsed): unknown {
  if (inDocumentOrder(doc) && docHasMergeKey(doc)) {
    const bad = anchorProblem(doc);
    if (bad) throw bad;
  }
  let aliased = false;
  let v: unknown;
  try {
    v = docValue(doc, () => (aliased = true));
  } catch (e) {
    throw anchorProblem(doc) ?? e;
  }
  if (aliased) {
    const bad = anchorProblem(doc);
    if (bad) throw bad;
  }
  return v;
}

function docValue(doc: Document.Parsed, onAnchor: () => void): unknown {
  // the `yaml` package lets a map's own keys win over merged ones: a document go-yaml v2 reads is
  // built from the refs instead, which merge in document order
  if (inDocumentOrder(doc) && docHasMergeKey(doc)) return plainOf(new NodeRef(undefined, (doc.contents as YNode) ?? null, undefined, doc));
  return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT, onAnchor });
}

export function rootRef(src: SourceText, doc: Document.Parsed): NodeRef {
  return new NodeRef(src, (doc.contents as YNode) ?? null, undefined, doc);
}

/** JS value of a node ref (bounded alias expansion). */
export function refToJS(ref: NodeRef): unknown {
  return ref.toJS();
}

function nodeToJS(ref: NodeRef): unknown {
  const n = deref(ref.node, ref.doc);
  if (!n) return null;
  if (isScalar(n)) return n.value;
  if (inDocumentOrder(ref.doc) && docHasMergeKey(ref.doc!)) return plainOf(ref);
  try {
    return (n as YNode).toJS(ref.doc as Document.Parsed, { maxAliasCount: MAX_ALIAS_COUNT });
  } catch {
    // a recovered (broken) document: an unresolved alias, too many expansions: what the refs see
    return plainOf(ref);
  }
}

const MAX_PLAIN_NODES = 100_000;

/**
 * The plain value of a ref built through the ref's own accessors: the same keys `get` finds (the
 * first of repeated keys), unresolved aliases as null, bounded (aliases cannot explode it: throws
 * past MAX_PLAIN_NODES nodes).
 */
export function plainOf(root: NodeRef): unknown {
  let budget = MAX_PLAIN_NODES;
  // the collections being built: an alias of one of them (an anchor whose value contains its own
  // alias, which go-yaml refuses: "anchor 'x' value contains itself") is null, not a descent that
  // ends wherever the stack runs out (a different value at each load)
  const building = new Set<unknown>();
  const walk = (r: NodeRef, depth: number): unknown => {
    if (--budget < 0) throw new Error('too many alias expansions');
    if (depth > MAX_PLAIN_DEPTH) throw new Error(`nesting deeper than ${MAX_PLAIN_DEPTH} levels through aliases`);
    const n = deref(r.node, r.doc);
    if (!isMap(n) && !isSeq(n)) {
      const v = isScalar(n) ? n.value : undefined;
      return v === undefined ? null : v;
    }
    if (building.has(n)) return null;
    building.add(n);
    try {
      if (isSeq(n)) return r.items().map((it) => walk(it, depth + 1));
      const o: Record<string, unknown> = {};
      for (const [k, v] of r.entries()) if (!Object.prototype.hasOwnProperty.call(o, k)) o[k] = walk(v, depth + 1);
      return o;
    } finally {
      building.delete(n);
    }
  };
  return walk(root, 0);
}

/** a document's own nesting is bounded by MAX_DEPTH; aliases can stack that several times */
const MAX_PLAIN_DEPTH = 4 * MAX_DEPTH;
