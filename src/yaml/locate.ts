// Where a key or a scalar value of a lazily read document is (src/yaml/lazy.ts), read from the
// lines of its text instead of a positioned parse. A finding on an Application, a ConfigMap or a
// Deployment asks for one or two places; the `yaml` package's parse of the whole document costs
// 1–2 ms per kilobyte on a cold run (its lexer, its CST parser and its composer all run cold), while
// following one path down the indentation costs a few microseconds.
//
// Only block YAML of the plainest kind is read here: mappings with plain or single-line quoted keys,
// sequences of `- ` items, single-line plain and quoted scalars. Anything else on the way (a flow
// collection, a block scalar, an anchor, alias or tag, a merge key, an explicit `?` key, a key that
// is not a plain string, a multi-line scalar, a tab in the indentation, a directive) gives
// undefined, and the caller parses the document with positions as before: a place is never guessed.
// A test compares every place found with the positioned parse's, on every node of the fixtures.
import type { PathSeg } from './source.js';

/** The lines of a text, for `locate` (made once per document, with what it learns of its collections). */
export interface LineIndex {
  text: string;
  /** offset of each line's first character */
  starts: number[];
  /** per line: its indentation, or BLANK (blank or a comment), or STOP (a tab in the indentation, a document marker, a directive) */
  indent: Int32Array;
  /** the entries of the collections read so far, by the offset where their first entry starts */
  blocks: Map<number, Entry[]>;
}

/** An entry of a block collection: its line, its key's range and text (a mapping's), and where its value starts. */
interface Entry {
  line: number;
  key?: [number, number];
  name?: string;
  value: number;
}

const BLANK = -1;
const STOP = -2;

export function lineIndex(text: string): LineIndex {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const indent = new Int32Array(starts.length);
  for (let l = 0; l < starts.length; l++) {
    const s = starts[l];
    let i = s;
    while (text.charCodeAt(i) === 0x20) i++;
    const c = text.charCodeAt(i);
    if (c === 0x09) indent[l] = STOP;
    else if (Number.isNaN(c) || c === 0x0a || c === 0x23 || (c === 0x0d && (i + 1 === text.length || text.charCodeAt(i + 1) === 0x0a))) indent[l] = BLANK;
    else if (i === s && ((c === 0x2d && text.startsWith('---', s)) || (c === 0x2e && text.startsWith('...', s)) || c === 0x25)) indent[l] = STOP;
    else indent[l] = i - s;
  }
  return { text, starts, indent, blocks: new Map() };
}

const SP = 0x20;
const HASH = 0x23;
const COLON = 0x3a;
const DASH = 0x2d;
const CR = 0x0d;
const TAB = 0x09;

/** plain scalars the core schema reads as something else than a string (null, booleans, numbers) */
const NOT_STRING = /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
/** characters a plain scalar may not start with (then it is not plain, or not read here) */
const NOT_PLAIN_START = new Set([...'?:,[]{}#&*!|>\'"%@`'].map((c) => c.charCodeAt(0)));

/** Where a line's content ends: before `\r\n`/`\n`, or at the text's end. */
function lineEnd(t: string, from: number): number {
  let e = t.indexOf('\n', from);
  if (e === -1) e = t.length;
  if (e > from && t.charCodeAt(e - 1) === CR) e--;
  return e;
}

/** Whether [p, e) holds nothing but spaces and maybe a comment. */
function restIsEmpty(t: string, p: number, e: number): boolean {
  while (p < e && t.charCodeAt(p) === SP) p++;
  return p === e || t.charCodeAt(p) === HASH;
}

/** The next line from line `l` on that holds content (not blank, not a comment): its number, or -1 (or STOP: a tab, a document marker, a directive; `marker`: a `---` line is content). */
function nextContent(ix: LineIndex, l: number, marker = false): number {
  const ind = ix.indent;
  for (; l < ind.length; l++) {
    const v = ind[l];
    if (v === BLANK) continue;
    if (v === STOP && !(marker && ix.text.startsWith('---', ix.starts[l]))) return STOP;
    return l;
  }
  return -1;
}

/**
 * Where the quoted scalar that opens at p (`'` or `"`) closes on its line (before e): the closing
 * quote's offset, or -1 when it does not close there or holds an escape (the parse decides those).
 * In a single-quoted scalar `''` is a quote.
 */
function closingQuote(t: string, p: number, e: number): number {
  const q = t.charCodeAt(p);
  for (let i = p + 1; i < e; i++) {
    const d = t.charCodeAt(i);
    if (q === 0x22 && d === 0x5c) return -1;
    if (d !== q) continue;
    if (q === 0x27 && i + 1 < e && t.charCodeAt(i + 1) === 0x27) {
      i++;
      continue;
    }
    return i;
  }
  return -1;
}

/** A scalar written at p on one line (to e): its range, or undefined when it is not read here. */
function scalarAt(t: string, p: number, e: number): [number, number] | undefined {
  const c = t.charCodeAt(p);
  if (c === 0x27 || c === 0x22) {
    const i = closingQuote(t, p, e);
    return i >= 0 && restIsEmpty(t, i + 1, e) ? [p, i + 1] : undefined;
  }
  if (NOT_PLAIN_START.has(c) || (c === DASH && (p + 1 === e || t.charCodeAt(p + 1) === SP))) return undefined;
  // plain: to a ` #` comment or the line's end, trailing spaces left out; `: ` would be a mapping
  let end = p;
  for (let i = p; i < e; i++) {
    const d = t.charCodeAt(i);
    if (d === SP || d === TAB) {
      if (i + 1 < e && t.charCodeAt(i + 1) === HASH) break;
      continue;
    }
    if (d === COLON && (i + 1 === e || t.charCodeAt(i + 1) === SP)) return undefined;
    end = i + 1;
  }
  return [p, end];
}

/**
 * The key of a mapping entry written at p (to the line's end e): its range, its text as a string
 * key, and where its value starts (after `: ` and spaces); undefined when it is not such an entry
 * or its key is not read here.
 */
function keyAt(t: string, p: number, e: number): { from: number; to: number; name: string; value: number } | undefined {
  const c = t.charCodeAt(p);
  let to: number;
  let name: string;
  if (c === 0x27 || c === 0x22) {
    const i = closingQuote(t, p, e);
    if (i < 0) return undefined;
    to = i + 1;
    name = c === 0x27 ? t.slice(p + 1, i).replace(/''/g, "'") : t.slice(p + 1, i);
    let k = to;
    while (k < e && (t.charCodeAt(k) === SP || t.charCodeAt(k) === TAB)) k++;
    if (k >= e || t.charCodeAt(k) !== COLON || (k + 1 < e && t.charCodeAt(k + 1) !== SP)) return undefined;
    let v = k + 1;
    while (v < e && (t.charCodeAt(v) === SP || t.charCodeAt(v) === TAB)) v++;
    return { from: p, to, name, value: v };
  }
  if (NOT_PLAIN_START.has(c) || (c === DASH && (p + 1 === e || t.charCodeAt(p + 1) === SP))) return undefined;
  let i = p;
  let last = p;
  for (; i < e; i++) {
    const d = t.charCodeAt(i);
    if (d === COLON && (i + 1 === e || t.charCodeAt(i + 1) === SP)) break;
    if (d === SP || d === TAB) {
      if (i + 1 < e && t.charCodeAt(i + 1) === HASH) return undefined;
      continue;
    }
    last = i + 1;
  }
  if (i >= e) return undefined;
  to = last;
  name = t.slice(p, to);
  if (NOT_STRING.test(name) || name === '<<') return undefined;
  let v = i + 1;
  while (v < e && (t.charCodeAt(v) === SP || t.charCodeAt(v) === TAB)) v++;
  return { from: p, to, name, value: v };
}

/** A block collection: where its entries are (indentation) and where its first entry starts (an offset in a line). */
interface Block {
  seq: boolean;
  indent: number;
  /** the line of the first entry, and the offset where that entry starts in it */
  line: number;
  at: number;
}

/**
 * The collection a value opens when it is written on the lines after its key (or `- `) at `line`,
 * whose parent has indentation `parent`: undefined when it is a scalar, empty, or not read here.
 */
function blockBelow(ix: LineIndex, line: number, parent: number, inSeq: boolean): Block | undefined {
  const l = nextContent(ix, line + 1);
  if (l < 0) return undefined;
  const t = ix.text;
  const s = ix.starts[l];
  const e = lineEnd(t, s);
  const ind = ix.indent[l];
  const p = s + ind;
  const isItem = t.charCodeAt(p) === DASH && (p + 1 === e || t.charCodeAt(p + 1) === SP);
  // a sequence may sit at its key's own indentation (`key:` then `- a`), not under a `- ` item
  if (ind > parent || (isItem && ind === parent && !inSeq)) {
    if (isItem) return { seq: true, indent: ind, line: l, at: p };
    if (keyAt(t, p, e)) return { seq: false, indent: ind, line: l, at: p };
  }
  return undefined;
}

/** The entries of a block collection (read once, then kept in the index), or undefined when one of them is not read here. */
function entriesOf(ix: LineIndex, b: Block): Entry[] | undefined {
  const have = ix.blocks.get(b.at);
  if (have) return have;
  const t = ix.text;
  const out: Entry[] = [];
  for (let l = b.line; l >= 0; l = nextContent(ix, l + 1)) {
    const s = ix.starts[l];
    const e = lineEnd(t, s);
    let p: number;
    if (l === b.line) p = b.at;
    else {
      const ind = ix.indent[l];
      if (ind < b.indent) break;
      if (ind > b.indent) continue; // inside the previous entry's value
      p = s + ind;
    }
    const isItem = t.charCodeAt(p) === DASH && (p + 1 === e || t.charCodeAt(p + 1) === SP);
    if (b.seq) {
      if (!isItem) break;
      let v = p + 1;
      while (v < e && (t.charCodeAt(v) === SP || t.charCodeAt(v) === TAB)) v++;
      out.push({ line: l, value: v });
      continue;
    }
    if (isItem) continue; // a sequence at its key's indentation: the previous entry's value
    const k = keyAt(t, p, e);
    if (!k) return undefined; // not an entry read here: the whole collection is the parse's
    out.push({ line: l, key: [k.from, k.to], name: k.name, value: k.value });
  }
  // (a stop in the middle: what follows is not read here)
  ix.blocks.set(b.at, out);
  return out;
}

/** The entry of `seg` in a block collection: the first with that key (as the parse finds a pair), or the item. */
function entryOf(ix: LineIndex, b: Block, seg: PathSeg): Entry | undefined {
  const entries = entriesOf(ix, b);
  if (!entries) return undefined;
  if (b.seq) return typeof seg === 'number' ? entries[seg] : undefined;
  const name = String(seg);
  for (const e of entries) if (e.name === name) return e;
  return undefined;
}

/**
 * The range [from, to) of the key (`key`) or of the scalar value at `path` in the document's text,
 * as the positioned parse gives it (a `yaml` node's range); undefined when the text on the way is
 * not read here (see the top of this file) or the value is not a one-line scalar.
 */
export function locate(ix: LineIndex, path: readonly PathSeg[], key: boolean): [number, number] | undefined {
  const t = ix.text;
  // (the document's own `---` line first, if it has one: alone on its line)
  let from = nextContent(ix, 0, true);
  if (from >= 0 && t.startsWith('---', ix.starts[from])) {
    const s = ix.starts[from];
    if (!restIsEmpty(t, s + 3, lineEnd(t, s))) return undefined;
    from++;
  }
  const first = from < 0 ? from : nextContent(ix, from);
  if (first < 0 || path.length === 0) return undefined;
  // (a document marker before the root: the root follows it)
  const s0 = ix.starts[first];
  const e0 = lineEnd(t, s0);
  const ind0 = ix.indent[first];
  const p0 = s0 + ind0;
  const item0 = t.charCodeAt(p0) === DASH && (p0 + 1 === e0 || t.charCodeAt(p0 + 1) === SP);
  if (!item0 && !keyAt(t, p0, e0)) return undefined;
  let block: Block = { seq: item0, indent: ind0, line: first, at: p0 };
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    if (block.seq !== (typeof seg === 'number')) return undefined;
    const entry = entryOf(ix, block, seg);
    if (!entry) return undefined;
    const e = lineEnd(t, ix.starts[entry.line]);
    const last = i === path.length - 1;
    if (last && key) return entry.key;
    const v = entry.value;
    const inline = v < e && t.charCodeAt(v) !== HASH;
    if (last) {
      if (!inline) return undefined;
      const r = scalarAt(t, v, e);
      // a plain scalar that goes on in the lines below is a multi-line one: the parse's
      if (!r || (t.charCodeAt(v) !== 0x22 && t.charCodeAt(v) !== 0x27 && continues(ix, entry.line, block))) return undefined;
      return r;
    }
    if (inline) {
      // a compact mapping in a sequence item (`- name: a`), or a nested item (`- - a`): not read
      if (block.seq && keyAt(t, v, e)) {
        const col = v - ix.starts[entry.line];
        block = { seq: false, indent: col, line: entry.line, at: v };
        continue;
      }
      return undefined;
    }
    const below = blockBelow(ix, entry.line, block.indent, block.seq);
    if (!below) return undefined;
    block = below;
  }
  return undefined;
}

/** Whether a plain scalar of an entry on line `line` goes on in the lines below (a line deeper than the entry's collection). */
function continues(ix: LineIndex, line: number, block: Block): boolean {
  const l = nextContent(ix, line + 1);
  if (l === STOP) return true;
  if (l < 0) return false;
  return ix.indent[l] > block.indent;
}
