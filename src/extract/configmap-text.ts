// Plain ConfigMaps decided from their text. Most ConfigMaps of a big repository hold application
// settings: cmp-lint needs only their name and namespace (a sidecar's configMap volume looks them
// up by name), and their keys and values only for the few a repo-server volume names. Reading each
// one with js-yaml and keeping a compact copy of its data was most of the cost of a manifest-heavy
// repository; a line scan gives name and namespace, and the rest is read again when asked for.
//
// The scan says "plain ConfigMap" only for a document it can read completely, line by line, in a
// strict subset of YAML where js-yaml (and the `yaml` parser) read exactly what the scan reads:
//   - top-level keys `apiVersion`, `kind`, `metadata`, `data`, `binaryData`, `immutable`, once each,
//     at column 0; `kind` is `ConfigMap`;
//   - `metadata` holds one-line scalars (`name`, `namespace`, anything else) and `labels`/`annotations`
//     maps of one-line scalars or block scalars; `name` (and `namespace`, when present) a string
//     beyond doubt (quoted, or plain starting with a letter and not a YAML boolean or null);
//   - `data`/`binaryData` map keys to one-line scalars or block scalars (`|`, `>`, with chomping);
//   - keys are plain (a letter or `_` first, no YAML boolean or null) or quoted, and unique per map;
//   - a quoted scalar closes on its line; a plain scalar has no `: ` and no multi-line continuation;
//   - no backslash, no `''`, no tab (but in a block scalar's lines, where they are text), no bare
//     carriage return, no byte-order mark, nothing js-yaml calls non-printable, no anchor, alias,
//     tag, flow collection (but `{}`), directive or `? ` key.
// Anything else returns undefined, and the document takes the js-yaml path as before.
//
// On top of that, it says so only when `relevance` (src/files/relevance.ts) would say 'configmap':
// a name that is not Argo CD's (`argocd-…`, `…cmp…`), no CMP word in the text of `data` and
// `binaryData` (every key and value is spelled out in it: no escapes) but in the block scalars of
// `data` when no key is `values` and no value says `kind: ConfigManagementPlugin`, fewer keys than the
// structure walk's budget. And only when the extractors would find nothing in the values: no key
// named like a YAML file (a plugin.yaml, a values file), so plugins in ConfigMaps and chart values
// held in ConfigMaps are still read the full way.
import { STRONG_WORDS, PLUGIN_KIND } from '../files/precheck.js';
import { STRONG_SCAN } from '../files/relevance.js';
import { NodeRef, SourceText, TextAgain, type Loc, type PathSeg } from '../yaml/source.js';
import type { ConfigMapDef } from '../model/types.js';
import { WORD, COMPONENT, DOUBT, plainDataLines, dataLinesKeys, commonHead, headValue, heldConfigMapLines, heldHeadValue, type DocWords } from '../files/word-scan.js';

export interface PlainConfigMapFacts {
  name: string;
  namespace?: string;
  apiVersion?: string;
}

/**
 * What the scan does not read: js-yaml's non-printable characters (its PATTERN_NON_PRINTABLE), a
 * byte-order mark, a tab, a backslash, the line separators JavaScript knows and YAML does not.
 * ODD is the quick test (any surrogate too); NON_PRINTABLE the exact one, for a text ODD flags
 * (surrogate pairs are fine).
 */
const ODD = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uD800-\uDFFF\u2028\u2029\uFFFE\uFFFF\uFEFF\t\\]/;
const NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\u2028\u2029\uFFFE\uFFFF\uFEFF\t\\]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
/** plain words the YAML core schema (and YAML 1.1) read as booleans or null */
const NOT_STRING = /^(?:true|false|null|y|n|yes|no|on|off)$/i;
const ARGO_CONFIGMAPS = /^argocd-|cmp/i;

/** ARGO_CONFIGMAPS.test(name), the regex asked only when the name has a `c` or starts with an `a` (a bundle holds tens of thousands of names) */
function argoConfigMapName(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i) | 0x20;
    if (c === 0x63 || (i === 0 && c === 0x61)) return ARGO_CONFIGMAPS.test(name);
  }
  return false;
}
/** relevance's structure walk treats a document with more strings than this as relevant */
const MAX_KEYS = 19_000;
const TOP_KEYS = ['apiVersion', 'kind', 'metadata', 'data', 'binaryData', 'immutable'];
/** the top-level keys of the commonest head (apiVersion, kind, metadata, data), as bits of their place in TOP_KEYS */
const TOP_BITS_OF_HEAD = 0b1111;

/** data lines read by the WebAssembly module where it can (off: the line loop only; for the tests) */
let dataLines = true;
export function readDataLinesInModule(on: boolean): void {
  dataLines = on;
}

const SP = 0x20;
const HASH = 0x23;
const COLON = 0x3a;
const isLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
/** characters of a plain key: letters, digits, `_ . / -` (a letter or `_` first), by character code below 128 */
const KEY_CHAR = new Uint8Array(128);
for (let c = 0; c < 128; c++) KEY_CHAR[c] = isLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x2e || c === 0x2f || c === 0x2d ? 1 : 0;
/** FNV-1a over a key's characters (keyHash) */
const FNV_START = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** a plain scalar may not start with these (indicators, quotes, space) */
const NOT_PLAIN_FIRST = new Set([...'-?:,[]{}#&*!|>\'"%@` '].map((c) => c.charCodeAt(0)));

// what readKey and readValue found (module state, not an object per line)
let keyStart = 0;
let keyEnd = 0;
let keyPlain = false;
/** the hash of a plain key's characters, made while reading it */
let plainHash = 0;
const EMPTY = 0;
const SCALAR = 1;
const BLOCK = 2;
const MAP = 3;
let valStart = 0;
let valEnd = 0;
let valCertain = false;

/**
 * A key at `p` (plain, or quoted without the quote inside), then `:` and spaces or the line's end.
 * Returns where its value starts, or -1.
 */
function readKey(text: string, p: number, end: number): number {
  const c = text.charCodeAt(p);
  if (c === 0x22 || c === 0x27) {
    const q = text.indexOf(c === 0x22 ? '"' : "'", p + 1);
    if (q === -1 || q >= end) return -1;
    keyStart = p + 1;
    keyEnd = q;
    keyPlain = false;
    p = q + 1;
  } else if (isLetter(c) || c === 0x5f) {
    let i = p + 1;
    let h = Math.imul(FNV_START ^ c, FNV_PRIME);
    for (; i < end; i++) {
      const k = text.charCodeAt(i);
      if (k >= 128 || KEY_CHAR[k] === 0) break;
      h = Math.imul(h ^ k, FNV_PRIME);
    }
    plainHash = h;
    keyStart = p;
    keyEnd = i;
    keyPlain = true;
    p = i;
  } else return -1;
  if (p >= end || text.charCodeAt(p) !== COLON) return -1;
  p++;
  if (p === end) return p;
  if (text.charCodeAt(p) !== SP) return -1;
  while (p < end && text.charCodeAt(p) === SP) p++;
  return p;
}

/** Only spaces from `p` to the line's end, or spaces (at least one) and a comment. */
function restIsBlank(text: string, p: number, end: number): boolean {
  const from = p;
  while (p < end && text.charCodeAt(p) === SP) p++;
  return p === end || (text.charCodeAt(p) === HASH && p > from);
}

/** The kind of value written from `p` to the line's end (its text in valStart..valEnd), or -1. */
function readValue(text: string, p: number, end: number): number {
  // (readKey took the spaces after the colon: a `#` here starts a comment)
  if (p === end) return EMPTY;
  const c = text.charCodeAt(p);
  if (c === HASH) return EMPTY;
  if (c === 0x22 || c === 0x27) {
    const q = text.indexOf(c === 0x22 ? '"' : "'", p + 1);
    if (q === -1 || q >= end || !restIsBlank(text, q + 1, end)) return -1;
    valStart = p + 1;
    valEnd = q;
    valCertain = true;
    return SCALAR;
  }
  if (c === 0x7c || c === 0x3e) {
    // `|` or `>`, maybe a chomping indicator; no indentation indicator
    let i = p + 1;
    const k = text.charCodeAt(i);
    if (k === 0x2d || k === 0x2b) i++;
    return restIsBlank(text, i, end) ? BLOCK : -1;
  }
  if (c === 0x7b) return text.charCodeAt(p + 1) === 0x7d && restIsBlank(text, p + 2, end) ? MAP : -1;
  if (NOT_PLAIN_FIRST.has(c)) return -1;
  // a plain scalar: up to a comment (` #`), without trailing spaces; no `: ` in it, no `:` at its end
  let stop = end;
  for (let i = p + 1; i < end; i++) {
    if (text.charCodeAt(i) === HASH && text.charCodeAt(i - 1) === SP) {
      stop = i - 1;
      break;
    }
  }
  while (stop > p && text.charCodeAt(stop - 1) === SP) stop--;
  if (text.charCodeAt(stop - 1) === COLON) return -1;
  for (let i = p; i + 1 < stop; i++) if (text.charCodeAt(i) === COLON && text.charCodeAt(i + 1) === SP) return -1;
  valStart = p;
  valEnd = stop;
  valCertain = isLetter(c) && (stop - p > 5 || !NOT_STRING.test(text.slice(p, stop)));
  return SCALAR;
}

/**
 * A hash of the key just read (its characters, without quotes), for the check that keys are unique
 * per map without a string per key: two keys with the same hash — the same key, or rarely two
 * different ones — send the document to js-yaml (which is always sound, only slower). 30 bits: a
 * small integer for V8.
 */
function keyHash(text: string): number {
  if (keyPlain) return plainHash & 0x3fffffff;
  let h = FNV_START;
  for (let i = keyStart; i < keyEnd; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h & 0x3fffffff;
}

/** Spaces before the first character of the line holding offset `at`. */
function lineIndent(text: string, at: number): number {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  let i = ls;
  while (text.charCodeAt(i) === SP) i++;
  return i - ls;
}

/** Whether `word` is in text[a, b). */
function within(text: string, word: string, a: number, b: number): boolean {
  const i = text.indexOf(word, a);
  return i !== -1 && i + word.length <= b;
}

/** a `values` key of a map (chart values in a ConfigMap, which an extractor reads; any indentation: a block scalar's line too, which only refuses more) */
const VALUES_KEY = /^[ ]*(?:values|"values"|'values')[ ]*:/m;

/** Does the key just read end in `.yaml` or `.yml` (any case), like a plugin.yaml or a values file, which extractors read? */
function keyNamesYaml(text: string): boolean {
  const e = keyEnd;
  const n = e - keyStart;
  // (`| 0x20` lower-cases an ASCII letter; no other character becomes y, a, m or l that way)
  if (n < 4 || (text.charCodeAt(e - 1) | 0x20) !== 0x6c || (text.charCodeAt(e - 2) | 0x20) !== 0x6d) return false;
  if (text.charCodeAt(e - 4) === 0x2e && (text.charCodeAt(e - 3) | 0x20) === 0x79) return true; // .yml
  return n >= 5 && text.charCodeAt(e - 5) === 0x2e && (text.charCodeAt(e - 4) | 0x20) === 0x79 && (text.charCodeAt(e - 3) | 0x20) === 0x61; // .yaml
}

/** Is the key just read `word` (its characters, without quotes)? */
const keyIs = (text: string, word: string) => keyEnd - keyStart === word.length && text.startsWith(word, keyStart);

/** A plain key a YAML schema reads as a boolean or null (`true`, `null`…): not a string key. */
const keyNotString = (text: string) => keyPlain && keyEnd - keyStart <= 5 && NOT_STRING.test(text.slice(keyStart, keyEnd));

/** `---` alone on its line (maybe a comment after it) */
function docStart(text: string, p: number, end: number): boolean {
  return text.startsWith('---', p) && (p + 3 === end || (text.charCodeAt(p + 3) === SP && restIsBlank(text, p + 3, end)));
}

/** per content indentation: a line feed before a line indented less that holds more than spaces (blockEnd) */
const LESS_INDENTED: RegExp[] = [];

/**
 * Where the lines of a block scalar whose content is indented `indent` end, from the line start
 * `from` (after a line feed) on: the start of the first line indented less that holds more than
 * spaces (a tab or a bare carriage return count as more), or the text's end.
 */
function blockEnd(text: string, from: number, indent: number): number {
  const re = (LESS_INDENTED[indent] ??= new RegExp(`\\n(?= {0,${indent - 1}}(?! |\\r?\\n|\\r?$))`, 'g'));
  re.lastIndex = from - 1;
  const m = re.exec(text);
  return m ? m.index + 1 : text.length;
}

/**
 * Name, namespace and apiVersion of a document that is plainly a ConfigMap relevance would call
 * 'configmap' and whose values no extractor reads (see the module comment); else undefined.
 * `words`: where the CMP words start in it, when the file's word scan found them.
 */
export function plainConfigMapText(text: string, words?: DocWords): PlainConfigMapFacts | undefined {
  // (a quoted or commented kind line is left to js-yaml: only the common spelling is worth a scan)
  if (!(text.startsWith('kind: ConfigMap') || text.includes('\nkind: ConfigMap'))) return undefined;
  /** the top-level keys seen, as bits of their place in TOP_KEYS */
  let top = 0;
  let ctx: 'top' | 'metadata' | 'map' | 'data' = 'top';
  /** indentation of the current block's keys (metadata's, labels'/annotations', data's) */
  let mi = -1;
  let li = -1;
  let di = -1;
  const keys = MAP_KEYS;
  keys.clear();
  const metaKeys = METADATA_KEYS;
  metaKeys.clear();
  let dataKeys = 0;
  /** inside a block scalar: its key's indentation, and its content's once seen */
  let blockParent = -1;
  let blockIndent = -1;
  let sawContent = false;
  let kind: string | undefined;
  let name: string | undefined;
  let namespace: string | undefined;
  let apiVersion: string | undefined;
  let dataFrom = -1;
  const dataRanges: [number, number][] = [];
  /** per data range: its keys' indentation (-1: none read by the loop) and whether it is binaryData */
  const rangeKeys: number[] = [];
  const rangeBinary: boolean[] = [];
  let inBinary = false;

  /** the lines the module read ([from, to) pairs): they hold nothing the whole-text checks look for */
  let inModule: number[] | undefined;
  /** the lines of block scalars ([from, to) pairs, in order) */
  const blockLines: number[] = [];
  const n = text.length;
  let start = 0;
  const head = dataLines ? commonHead(text, words) : -1;
  if (head >= 0) {
    // the first lines are the commonest head (`---`, apiVersion, kind, metadata, name, namespace,
    // data), read by the WebAssembly module as the loop below would read them (src/files/word-scan.ts)
    top = TOP_BITS_OF_HEAD;
    sawContent = true;
    kind = 'ConfigMap';
    apiVersion = text.slice(headValue(0, false), headValue(0, true));
    name = text.slice(headValue(1, false), headValue(1, true));
    if (headValue(2, false) >= 0) namespace = text.slice(headValue(2, false), headValue(2, true));
    ctx = 'data';
    dataFrom = head - 'data:\n'.length;
    start = head;
    if (head < n) {
      const stop = plainDataLines(text, head, n, words);
      if (stop >= 0) {
        dataKeys += dataLinesKeys();
        if (dataKeys > MAX_KEYS) return undefined;
        inModule = [head, stop];
        start = stop;
      }
    }
  }
  for (let pos = start; pos < n; ) {
    let next = text.indexOf('\n', pos);
    if (next === -1) next = n;
    const lineStart = pos;
    let end = next;
    pos = next + 1;
    if (end > lineStart && text.charCodeAt(end - 1) === 0x0d) end--;
    let at = lineStart;
    while (at < end && text.charCodeAt(at) === SP) at++;
    const indent = at - lineStart;
    const blank = at === end;
    if (blockParent >= 0) {
      if (blank) {
        // a leading all-space line longer than the content's indentation is an error in YAML
        if (blockIndent < 0 && end > lineStart) return undefined;
        continue;
      }
      if (indent > blockParent) {
        if (blockIndent < 0) blockIndent = indent;
        else if (indent < blockIndent) return undefined;
        // (a block scalar's line: a backslash, a tab or `''` in it is text; see oddInBlocks)
        // the lines after it up to the first one less indented than the content (blank ones are
        // only spaces: nothing a check looks for), found by a pattern rather than line by line: a
        // Grafana dashboard's JSON is thousands of lines
        const to = pos < n ? blockEnd(text, pos, blockIndent) : pos;
        if (blockLines.length > 0 && blockLines[blockLines.length - 1] === lineStart) blockLines[blockLines.length - 1] = to;
        else blockLines.push(lineStart, to);
        pos = to;
        continue;
      }
      blockParent = -1;
    }
    if (blank) continue;
    if (text.charCodeAt(at) === HASH) continue; // a comment line
    if (!sawContent) {
      sawContent = true;
      if (indent === 0 && docStart(text, at, end)) continue;
    }
    if (indent === 0) {
      if (dataFrom >= 0) {
        dataRanges.push([dataFrom, lineStart]);
        rangeKeys.push(di);
        rangeBinary.push(inBinary);
        dataFrom = -1;
      }
      const v0 = readKey(text, at, end);
      if (v0 < 0 || keyPlain === false) {
        // (quoted top-level keys are left to js-yaml)
        return undefined;
      }
      let t = 0;
      while (t < TOP_KEYS.length && !keyIs(text, TOP_KEYS[t])) t++;
      if (t === TOP_KEYS.length || (top & (1 << t)) !== 0) return undefined;
      top |= 1 << t;
      const key = TOP_KEYS[t];
      const v = readValue(text, v0, end);
      if (v < 0 || v === BLOCK) return undefined;
      ctx = 'top';
      if (key === 'metadata') {
        if (v !== EMPTY) return undefined;
        ctx = 'metadata';
        mi = -1;
      } else if (key === 'data' || key === 'binaryData') {
        if (v === EMPTY) {
          ctx = 'data';
          di = -1;
          keys.clear();
          dataFrom = lineStart;
          inBinary = key === 'binaryData';
          if (dataLines && pos < n) {
            // the block's lines at once, when all of them are written the commonest way (`key: "value"`):
            // the WebAssembly module reads them as the lines below would (src/files/word-scan.ts)
            const stop = plainDataLines(text, pos, n, words);
            if (stop >= 0) {
              dataKeys += dataLinesKeys();
              if (dataKeys > MAX_KEYS) return undefined;
              (inModule ??= []).push(pos, stop);
              pos = stop;
            }
          }
        } else if (v !== MAP) return undefined;
      } else if (v !== SCALAR) {
        if (key !== 'immutable' || v !== EMPTY) return undefined;
      } else if (key === 'kind') {
        if (!valCertain || text.slice(valStart, valEnd) !== 'ConfigMap') return undefined;
        kind = 'ConfigMap';
      } else if (key === 'apiVersion') {
        if (!valCertain) return undefined;
        apiVersion = text.slice(valStart, valEnd);
      }
      continue;
    }
    if (ctx === 'map') {
      if (indent === mi) ctx = 'metadata';
      else {
        if (li < 0) li = indent;
        if (indent !== li || indent <= mi) return undefined;
        const v0 = readKey(text, at, end);
        if (v0 < 0 || keyNotString(text)) return undefined;
        const key = keyHash(text);
        if (!keys.add(key)) return undefined;
        const v = readValue(text, v0, end);
        if (v < 0 || v === MAP) return undefined;
        if (v === BLOCK) {
          blockParent = indent;
          blockIndent = -1;
        }
        continue;
      }
    }
    if (ctx === 'metadata') {
      if (mi < 0) mi = indent;
      if (indent !== mi) return undefined;
      const v0 = readKey(text, at, end);
      if (v0 < 0 || keyNotString(text)) return undefined;
      // (metadata's keys are told apart by their hashes too: two keys with one hash go to js-yaml)
      if (!metaKeys.add(keyHash(text))) return undefined;
      const v = readValue(text, v0, end);
      if (v < 0 || v === BLOCK) return undefined;
      if (keyIs(text, 'labels') || keyIs(text, 'annotations')) {
        if (v === EMPTY) {
          ctx = 'map';
          li = -1;
          keys.clear();
        } else if (v !== MAP) return undefined;
        continue;
      }
      if (v !== SCALAR) return undefined;
      const isName = keyIs(text, 'name');
      if (isName || keyIs(text, 'namespace')) {
        if (!valCertain) return undefined;
        if (isName) name = text.slice(valStart, valEnd);
        else namespace = text.slice(valStart, valEnd);
      }
      continue;
    }
    if (ctx === 'data') {
      if (di < 0) di = indent;
      if (indent !== di) return undefined;
      const v0 = readKey(text, at, end);
      if (v0 < 0 || keyNotString(text)) return undefined;
      const key = keyHash(text);
      if (keyNamesYaml(text) || !keys.add(key)) return undefined;
      if (++dataKeys > MAX_KEYS) return undefined;
      const v = readValue(text, v0, end);
      if (v < 0 || v === MAP) return undefined;
      if (v === BLOCK) {
        blockParent = indent;
        blockIndent = -1;
      }
      continue;
    }
    return undefined; // a deeper line under a top-level scalar
  }
  if (dataFrom >= 0) {
    dataRanges.push([dataFrom, n]);
    rangeKeys.push(di);
    rangeBinary.push(inBinary);
  }
  // (the checks of the whole text, made last: the same answer, but without the lines the module read)
  // (a block scalar's lines are checked for what js-yaml refuses in any scalar; the rest for more)
  if (blockLines.length === 0 ? (inModule === undefined ? oddText(text, 0, n) : oddOutside(text, inModule)) : oddOutside(text, mergeRanges(inModule ?? [], blockLines)) || oddInBlocks(text, blockLines)) return undefined;
  if (kind !== 'ConfigMap' || name === undefined || argoConfigMapName(name)) return undefined;
  // A CMP word in data says the ConfigMap may matter, unless it is in a value of `data` (a line of a
  // block scalar: deeper than the keys) while no key is `values` (no key is named like a YAML file
  // here) and no value says `kind: ConfigManagementPlugin`: the extractors read nothing there, as
  // relevance's dataMayHoldCmp says (a Grafana dashboard's "pluginVersion", a script naming argocd)
  const inValue = (r: number, at: number) => !rangeBinary[r] && rangeKeys[r] >= 0 && lineIndent(text, at) > rangeKeys[r];
  let inValues = false;
  if (words) {
    // the file's word scan found where the CMP words start (src/files/word-scan.ts); STRONG_WORDS'
    // `kind: component` is a `component` that the pattern decides
    for (let k = words.from; k < words.to; k++) {
      const kind = words.list[k] % 4;
      if (kind !== WORD && kind !== COMPONENT) continue;
      const at = Math.floor(words.list[k] / 4) - words.base;
      for (let r = 0; r < dataRanges.length; r++) {
        const [a, b] = dataRanges[r];
        if (at < a || at >= b) continue;
        if (kind === WORD || STRONG_WORDS.test(text.slice(a, b))) {
          if (!inValue(r, at)) return undefined;
          inValues = true;
        }
      }
    }
  } else {
    for (let r = 0; r < dataRanges.length; r++) {
      const [a, b] = dataRanges[r];
      if (!STRONG_WORDS.test(text.slice(a, b))) continue;
      // (each start of each of the words, as the word scan marks them)
      for (const re of STRONG_SCAN) {
        re.lastIndex = a;
        for (let m = re.exec(text); m !== null && m.index < b; m = re.exec(text)) {
          if (!inValue(r, m.index)) return undefined;
          inValues = true;
          re.lastIndex = m.index + 1;
        }
      }
    }
  }
  // (a `values` key found in the text: the lines the module read hold keys too)
  // (the patterns only where their word is: a dashboard's JSON runs to megabytes)
  if (inValues) for (const [a, b] of dataRanges) if ((within(text, 'ConfigManagementPlugin', a, b) && PLUGIN_KIND.test(text.slice(a, b))) || (within(text, 'values', a, b) && VALUES_KEY.test(text.slice(a, b)))) return undefined;
  const out: PlainConfigMapFacts = { name: fresh(name) };
  if (namespace !== undefined) out.namespace = shared(namespace);
  if (apiVersion !== undefined) out.apiVersion = shared(apiVersion);
  return out;
}

/**
 * plainConfigMapText of the document [a, b) of a held text (a big ASCII file left in the word scan's
 * memory: src/files/word-scan.ts), read from its bytes where they lie, without decoding it, when it
 * is written the commonest way: the commonest head (module function `head`), then data lines the
 * module reads to the document's end, and no mark but the one its `kind: ConfigMap` line makes.
 * Then plainConfigMapText reads nothing else and answers these facts. Undefined when the string
 * path must decide (a test compares them on every document of the fixtures and of generated texts).
 */
export function heldPlainConfigMap(words: DocWords, a: number, b: number): PlainConfigMapFacts | undefined {
  if (!heldPlainConfigMapInto(words, a, b, HELD_SCRATCH)) return undefined;
  return factsOf(HELD_SCRATCH);
}

/** heldPlainConfigMap's facts, written into an object the caller keeps for every document (no object made per ConfigMap) */
export interface HeldFacts {
  name: string;
  namespace: string | undefined;
  apiVersion: string | undefined;
}

const HELD_SCRATCH: HeldFacts = { name: '', namespace: undefined, apiVersion: undefined };

/** the facts of `held` as an object of their own */
export function factsOf(held: HeldFacts): PlainConfigMapFacts {
  const out: PlainConfigMapFacts = { name: held.name };
  if (held.namespace !== undefined) out.namespace = held.namespace;
  if (held.apiVersion !== undefined) out.apiVersion = held.apiVersion;
  return out;
}

/** heldPlainConfigMap, its facts written into `into`: true when it answers some */
export function heldPlainConfigMapInto(words: DocWords, a: number, b: number, into: HeldFacts): boolean {
  if (!dataLines) return false;
  const kinds = words.kinds;
  if (!kinds || words.kindTo! - words.kindFrom! !== 1 || words.to - words.from !== 1) return false;
  // the one mark: the READ_KINDS match at the kind line (it starts at its `kind`)
  if (words.list[words.from] !== 4 * kinds[words.kindFrom!] + DOUBT) return false;
  // (the head, then the data lines to the document's end: one call of the module)
  if (!heldConfigMapLines(words, a, b) || dataLinesKeys() > MAX_KEYS) return false;
  const name = heldHeadValue(words, a, 1);
  if (name === undefined || argoConfigMapName(name)) return false;
  // (strings decoded from the memory, no slice of a text to keep alive; namespace and apiVersion the
  // same string each time they repeat)
  into.name = name;
  into.namespace = heldHeadValue(words, a, 2);
  into.apiVersion = heldHeadValue(words, a, 0);
  return true;
}

/**
 * What the scan does not read in text[from, to): `''`, a tab, a backslash, a character js-yaml
 * calls non-printable (see ODD), a carriage return not followed by a line feed.
 */
function oddText(text: string, from: number, to: number): boolean {
  const t = from === 0 && to === text.length ? text : text.slice(from, to);
  return t.includes("''") || (ODD.test(t) && NON_PRINTABLE.test(t)) || (t.includes('\r') && /\r(?!\n)/.test(t));
}

/**
 * oddText of the text but the ranges the module read (pairs [from, to), in order, each starting
 * after a line feed and ending after one or at the end): piece by piece, since no `''`, surrogate
 * pair or carriage return and line feed can straddle a line feed.
 */
function oddOutside(text: string, ranges: readonly number[]): boolean {
  let at = 0;
  for (let k = 0; k < ranges.length; k += 2) {
    if (ranges[k] > at && oddText(text, at, ranges[k])) return true;
    at = ranges[k + 1];
  }
  return at < text.length && oddText(text, at, text.length);
}

/** ODD and NON_PRINTABLE without the tab and the backslash, which a block scalar holds as text */
const ODD_IN_BLOCK = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uD800-\uDFFF\u2028\u2029\uFFFE\uFFFF\uFEFF]/;
const NON_PRINTABLE_IN_BLOCK = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\u2028\u2029\uFFFE\uFFFF\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;

/** What js-yaml refuses in the lines of block scalars (pairs [from, to)): a non-printable character, a bare carriage return. */
function oddInBlocks(text: string, ranges: readonly number[]): boolean {
  for (let k = 0; k < ranges.length; k += 2) {
    const t = text.slice(ranges[k], ranges[k + 1]);
    if ((ODD_IN_BLOCK.test(t) && NON_PRINTABLE_IN_BLOCK.test(t)) || (t.includes('\r') && /\r(?!\n)/.test(t))) return true;
  }
  return false;
}

/** Two lists of [from, to) pairs, each in order and apart from the other, as one list in order. */
function mergeRanges(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] < b[j])) out.push(a[i], a[i + 1]), (i += 2);
    else out.push(b[j], b[j + 1]), (j += 2);
  }
  return out;
}

/**
 * Namespaces and apiVersions repeat across the ConfigMaps of a repository: one string each (not a
 * slice of the text, see fresh), up to a bound; past it, a copy each.
 */
const SHARED = new Map<string, string>();
function shared(s: string): string {
  const known = SHARED.get(s);
  if (known !== undefined) return known;
  const own = fresh(s);
  if (SHARED.size < 4096) SHARED.set(own, own);
  return own;
}

/** A copy that is not a slice of the text (a slice would keep the whole file's text alive). */
// (V8 copies a piece shorter than 13 characters; a longer one is a slice of its text. Joined to a
// space, it is copied into a string of its own when sliced again.)
const fresh = (s: string): string => (s.length < 13 ? s : (s + ' ').slice(0, -1));

/**
 * The key hashes of one map: a small list with a 32-bit filter while the map is small (most
 * ConfigMaps hold a few dozen keys), a Set beyond that. `add` says whether the hash is new.
 */
class KeyHashes {
  private list: number[] = [];
  private filter = 0;
  private set: Set<number> | undefined;

  clear(): void {
    this.list.length = 0;
    this.filter = 0;
    this.set = undefined;
  }

  add(h: number): boolean {
    if (this.set) {
      if (this.set.has(h)) return false;
      this.set.add(h);
      return true;
    }
    const bit = 1 << (h & 31);
    if ((this.filter & bit) !== 0 && this.list.includes(h)) return false;
    this.filter |= bit;
    this.list.push(h);
    if (this.list.length > 64) this.set = new Set(this.list);
    return true;
  }
}

/** the hashes of the keys of the map being read, and of metadata's (one of each, cleared per document) */
const MAP_KEYS = new KeyHashes();
const METADATA_KEYS = new KeyHashes();

/** Where a TextConfigMap's document is: its file, how to read it again, whether the slice is of its template mask. */
export interface TextPlace {
  file: string;
  read: (file: string) => string | undefined;
  templated: boolean;
}

/** Reads a plain ConfigMap document in full (js-yaml value or positioned parse, as the loader would have). */
export type ConfigMapOpener = (file: string, src: SourceText, templated: boolean) => { ref: NodeRef; raw: unknown };

/**
 * The plain value of a ConfigMap decided from its text: `kind`, `apiVersion` and `metadata.name`/
 * `namespace` only (all the extractors read of it). `open()` reads the document in full, once.
 * It holds where the document is (its slice [from, to) of the file, or of its template mask) and
 * makes its SourceText only when asked: a bundle of manifests holds tens of thousands of these,
 * kept until the model is put together. It is also the loader's document for it (LoadedDoc: `file`,
 * `src` and `ref`, made when asked, `raw` itself) and the model's ConfigMapDef for it (`keys` read
 * in full when first asked): one object per ConfigMap.
 */
export class TextConfigMap implements ConfigMapDef {
  readonly apiVersion: string | undefined;
  /** its file, how to read it again and whether the slice is of its template mask (one object for a file's ConfigMaps) */
  readonly #where: TextPlace;
  readonly #name: string;
  readonly #namespace: string | undefined;
  /** the namespace the model gives it (a kustomization's), when not the written one */
  #placed: string | undefined;
  readonly #from: number;
  readonly #to: number | undefined;
  /** what is made when first asked (most of a bundle's ConfigMaps never are) */
  #lazy: { src?: SourceText; ref?: NodeRef; full?: { ref: NodeRef; raw: unknown }; def?: ConfigMapDef } | undefined;
  constructor(facts: PlainConfigMapFacts | HeldFacts, where: TextPlace, from: number, to: number | undefined) {
    this.apiVersion = facts.apiVersion;
    this.#where = where;
    this.#name = facts.name;
    this.#namespace = facts.namespace;
    this.#placed = undefined;
    this.#from = from;
    this.#to = to;
    this.#lazy = undefined;
  }
  get file(): string {
    return this.#where.file;
  }
  get kind(): 'ConfigMap' {
    return 'ConfigMap';
  }
  /** `metadata.name` */
  get name(): string {
    return this.#name;
  }
  /** `metadata.namespace`, if it has one, or the one the model placed it in (`placeIn`) */
  get namespace(): string | undefined {
    return this.#placed ?? this.#namespace;
  }
  /** (as the model's ConfigMapDef: a kustomization's namespace) */
  set namespace(ns: string | undefined) {
    this.#placed = ns;
  }
  /** as the model's ConfigMapDef, afresh (the namespace it is written with) */
  asDef(): ConfigMapDef {
    this.#placed = undefined;
    return this;
  }
  get origin(): 'document' {
    return 'document';
  }
  /** its data keys, from the document read in full on first use (the few ConfigMaps a repo-server volume names) */
  get keys(): ConfigMapDef['keys'] {
    const lazy = (this.#lazy ??= {});
    return (lazy.def ??= (TextConfigMap.definer ?? NO_DEFINER)(this.file, this.open())).keys;
  }
  /** `metadata.name` and the written `namespace` (an object made when asked) */
  get metadata(): { name: string; namespace?: string } {
    return this.#namespace === undefined ? { name: this.#name } : { name: this.#name, namespace: this.#namespace };
  }
  /** the document's text, read again from its file (and its first line counted) when first asked */
  source(): SourceText {
    const w = this.#where;
    const lazy = (this.#lazy ??= {});
    return (lazy.src ??= new SourceText(w.file, new TextAgain(w.file, w.read, this.#from, this.#to, w.templated), this.#from === 0 ? undefined : { line0: 0, indent: 0, slice: true }));
  }
  open(): { ref: NodeRef; raw: unknown } {
    const lazy = (this.#lazy ??= {});
    return (lazy.full ??= (TextConfigMap.opener ?? NO_OPENER)(this.file, this.source(), this.#where.templated));
  }
  // as the loader's document
  get raw(): TextConfigMap {
    return this;
  }
  get src(): SourceText {
    return this.source();
  }
  get ref(): NodeRef {
    const lazy = (this.#lazy ??= {});
    return (lazy.ref ??= new TextConfigMapRef(this.source(), this));
  }
  /** reads a document in full (src/yaml/load.ts sets it: the loader's own reading) */
  static opener: ConfigMapOpener | undefined;
  /** the ConfigMapDef of a document read in full (src/extract/configmaps.ts sets it) */
  static definer: ((file: string, full: { ref: NodeRef; raw: unknown }) => ConfigMapDef) | undefined;
}

const NO_DEFINER = (): ConfigMapDef => {
  throw new Error('cmp-lint: a ConfigMap read from its text has no extractor here');
};

const NO_OPENER: ConfigMapOpener = () => {
  throw new Error('cmp-lint: a ConfigMap read from its text cannot be read again here');
};

/** The root ref of a TextConfigMap document: every question is answered by the document read in full. */
export class TextConfigMapRef extends NodeRef {
  readonly #cm: TextConfigMap;
  constructor(src: SourceText, cm: TextConfigMap) {
    super(src, null);
    this.#cm = cm;
  }
  private real(): NodeRef {
    return this.#cm.open().ref;
  }
  override loc(): Loc {
    return this.real().loc();
  }
  override keyLoc(): Loc {
    return this.real().keyLoc();
  }
  override get(seg: PathSeg): NodeRef | undefined {
    return this.real().get(seg);
  }
  override getIn(path: PathSeg[]): NodeRef | undefined {
    return this.real().getIn(path);
  }
  override closest(path: PathSeg[]): NodeRef {
    return this.real().closest(path);
  }
  override at(path: PathSeg[] = [], key = false): Loc {
    return this.real().at(path, key);
  }
  override entries(): [string, NodeRef][] {
    return this.real().entries();
  }
  override items(): NodeRef[] {
    return this.real().items();
  }
  override toJS(): unknown {
    return this.real().toJS();
  }
  override isMap(): boolean {
    return this.real().isMap();
  }
  override isSeq(): boolean {
    return this.real().isSeq();
  }
  override isScalar(): boolean {
    return this.real().isScalar();
  }
  override scalar(): unknown {
    return this.real().scalar();
  }
  override line(): number {
    return this.real().line();
  }
  override scalarOffsetLoc(start: number, end = start): Loc {
    return this.real().scalarOffsetLoc(start, end);
  }
}
