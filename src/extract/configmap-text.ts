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
//   - no backslash, no `''`, no tab, no bare carriage return, no byte-order mark, nothing js-yaml
//     calls non-printable, no anchor, alias, tag, flow collection (but `{}`), directive or `? ` key.
// Anything else returns undefined, and the document takes the js-yaml path as before.
//
// On top of that, it says so only when `relevance` (src/files/relevance.ts) would say 'configmap':
// a name that is not Argo CD's (`argocd-…`, `…cmp…`), no CMP word in the text of `data` and
// `binaryData` (every key and value is spelled out in it: no escapes), fewer keys than the
// structure walk's budget. And only when the extractors would find nothing in the values: no key
// named like a YAML file (a plugin.yaml, a values file), so plugins in ConfigMaps and chart values
// held in ConfigMaps are still read the full way.
import { STRONG_WORDS } from '../files/precheck.js';
import { NodeRef, type SourceText, type Loc, type PathSeg } from '../yaml/source.js';

export interface PlainConfigMapFacts {
  name: string;
  namespace?: string;
  apiVersion?: string;
}

/**
 * What the scan does not read: js-yaml's non-printable characters (its PATTERN_NON_PRINTABLE), a
 * byte-order mark, a tab, a backslash. ODD is the quick test (any surrogate too); NON_PRINTABLE the
 * exact one, for a text ODD flags (surrogate pairs are fine).
 */
const ODD = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uD800-\uDFFF\uFFFE\uFFFF\uFEFF\t\\]/;
const NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF\uFEFF\t\\]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
const KEY_LINE = /^(?:([A-Za-z_][A-Za-z0-9_./-]*)|"([^"\n]*)"|'([^'\n]*)'):(?: +|$)/;
/** plain words the YAML core schema (and YAML 1.1) read as booleans or null */
const NOT_STRING = /^(?:true|false|null|y|n|yes|no|on|off)$/i;
const AFTER_QUOTE = /^(?: +#.*)? *$/;
const BLOCK_HEADER = /^[|>][-+]?(?: +#.*)? *$/;
const EMPTY_MAP = /^\{\}(?: +#.*)? *$/;
const PLAIN_FIRST = /^[^-?:,[\]{}#&*!|>'"%@` ]/;
const DOC_START = /^---(?: +#.*)? *$/;
const YAML_KEY = /\.ya?ml$/i;
const ARGO_CONFIGMAPS = /^argocd-|cmp/i;
/** relevance's structure walk treats a document with more strings than this as relevant */
const MAX_KEYS = 19_000;
const TOP_KEYS = new Set(['apiVersion', 'kind', 'metadata', 'data', 'binaryData', 'immutable']);

type Scalar = { kind: 'empty' } | { kind: 'block' } | { kind: 'map' } | { kind: 'scalar'; value: string; certain: boolean };

/** The value written after `key:` on one line (comment and trailing spaces allowed), or undefined. */
function scalarOf(rest: string): Scalar | undefined {
  // (KEY_LINE took the spaces after the colon: a `#` here starts a comment)
  if (rest === '' || rest.charCodeAt(0) === 0x23 /* # */) return { kind: 'empty' };
  const c = rest.charCodeAt(0);
  if (c === 0x22 /* " */ || c === 0x27 /* ' */) {
    const j = rest.indexOf(c === 0x22 ? '"' : "'", 1);
    if (j === -1 || !AFTER_QUOTE.test(rest.slice(j + 1))) return undefined;
    return { kind: 'scalar', value: rest.slice(1, j), certain: true };
  }
  if (c === 0x7c /* | */ || c === 0x3e /* > */) return BLOCK_HEADER.test(rest) ? { kind: 'block' } : undefined;
  if (c === 0x7b /* { */) return EMPTY_MAP.test(rest) ? { kind: 'map' } : undefined;
  if (!PLAIN_FIRST.test(rest)) return undefined;
  const hash = rest.indexOf(' #');
  let value = hash === -1 ? rest : rest.slice(0, hash);
  value = value.replace(/ +$/, '');
  if (value.includes(': ') || value.endsWith(':')) return undefined;
  return { kind: 'scalar', value, certain: /^[A-Za-z]/.test(value) && !NOT_STRING.test(value) };
}

/**
 * Name, namespace and apiVersion of a document that is plainly a ConfigMap relevance would call
 * 'configmap' and whose values no extractor reads (see the module comment); else undefined.
 */
export function plainConfigMapText(text: string): PlainConfigMapFacts | undefined {
  // (a quoted or commented kind line is left to js-yaml: only the common spelling is worth a scan)
  if (!(text.startsWith('kind: ConfigMap') || text.includes('\nkind: ConfigMap'))) return undefined;
  if (text.includes("''") || (ODD.test(text) && NON_PRINTABLE.test(text)) || (text.includes('\r') && /\r(?!\n)/.test(text))) return undefined;
  const top = new Set<string>();
  let ctx: 'top' | 'metadata' | 'map' | 'data' = 'top';
  /** indentation of the current block's keys (metadata's, labels'/annotations', data's) */
  let mi = -1;
  let li = -1;
  let di = -1;
  let keys = new Set<string>();
  let metaKeys = new Set<string>();
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
  for (let pos = 0; pos < text.length; ) {
    let end = text.indexOf('\n', pos);
    if (end === -1) end = text.length;
    const lineStart = pos;
    let line = text.slice(pos, end);
    pos = end + 1;
    if (line.endsWith('\r')) line = line.slice(0, -1);
    let indent = 0;
    while (indent < line.length && line.charCodeAt(indent) === 0x20) indent++;
    const blank = indent === line.length;
    if (blockParent >= 0) {
      if (blank) {
        // a leading all-space line longer than the content's indentation is an error in YAML
        if (blockIndent < 0 && line.length > 0) return undefined;
        continue;
      }
      if (indent > blockParent) {
        if (blockIndent < 0) blockIndent = indent;
        else if (indent < blockIndent) return undefined;
        continue;
      }
      blockParent = -1;
    }
    if (blank) continue;
    if (line.charCodeAt(indent) === 0x23 /* # */) continue; // a comment line
    if (!sawContent) {
      sawContent = true;
      if (DOC_START.test(line)) continue;
    }
    if (indent === 0) {
      if (dataFrom >= 0) {
        dataRanges.push([dataFrom, lineStart]);
        dataFrom = -1;
      }
      const m = KEY_LINE.exec(line);
      const key = m?.[1] ?? m?.[2] ?? m?.[3];
      if (!m || key === undefined || !TOP_KEYS.has(key) || top.has(key)) return undefined;
      top.add(key);
      const v = scalarOf(line.slice(m[0].length));
      if (!v || v.kind === 'block') return undefined;
      ctx = 'top';
      if (key === 'metadata') {
        if (v.kind !== 'empty') return undefined;
        ctx = 'metadata';
        mi = -1;
      } else if (key === 'data' || key === 'binaryData') {
        if (v.kind === 'empty') {
          ctx = 'data';
          di = -1;
          keys = new Set();
          dataFrom = lineStart;
        } else if (v.kind !== 'map') return undefined;
      } else if (v.kind !== 'scalar') {
        if (key !== 'immutable' || v.kind !== 'empty') return undefined;
      } else if (key === 'kind') {
        if (v.value !== 'ConfigMap' || !v.certain) return undefined;
        kind = v.value;
      } else if (key === 'apiVersion') {
        if (!v.certain) return undefined;
        apiVersion = v.value;
      }
      continue;
    }
    if (ctx === 'map') {
      if (indent === mi) ctx = 'metadata';
      else {
        if (li < 0) li = indent;
        if (indent !== li || indent <= mi) return undefined;
        const m = KEY_LINE.exec(line.slice(indent));
        const key = m?.[1] ?? m?.[2] ?? m?.[3];
        if (!m || key === undefined || NOT_STRING.test(m[1] ?? '') || keys.has(key)) return undefined;
        keys.add(key);
        const v = scalarOf(line.slice(indent + m[0].length));
        if (!v || v.kind === 'map') return undefined;
        if (v.kind === 'block') {
          blockParent = indent;
          blockIndent = -1;
        }
        continue;
      }
    }
    if (ctx === 'metadata') {
      if (mi < 0) mi = indent;
      if (indent !== mi) return undefined;
      const m = KEY_LINE.exec(line.slice(indent));
      const key = m?.[1] ?? m?.[2] ?? m?.[3];
      if (!m || key === undefined || NOT_STRING.test(m[1] ?? '') || metaKeys.has(key)) return undefined;
      metaKeys.add(key);
      const v = scalarOf(line.slice(indent + m[0].length));
      if (!v || v.kind === 'block') return undefined;
      if (key === 'labels' || key === 'annotations') {
        if (v.kind === 'empty') {
          ctx = 'map';
          li = -1;
          keys = new Set();
        } else if (v.kind !== 'map') return undefined;
        continue;
      }
      if (v.kind !== 'scalar') return undefined;
      if (key === 'name' || key === 'namespace') {
        if (!v.certain) return undefined;
        if (key === 'name') name = v.value;
        else namespace = v.value;
      }
      continue;
    }
    if (ctx === 'data') {
      if (di < 0) di = indent;
      if (indent !== di) return undefined;
      const m = KEY_LINE.exec(line.slice(indent));
      const key = m?.[1] ?? m?.[2] ?? m?.[3];
      if (!m || key === undefined || NOT_STRING.test(m[1] ?? '') || keys.has(key) || YAML_KEY.test(key)) return undefined;
      keys.add(key);
      if (++dataKeys > MAX_KEYS) return undefined;
      const v = scalarOf(line.slice(indent + m[0].length));
      if (!v || v.kind === 'map') return undefined;
      if (v.kind === 'block') {
        blockParent = indent;
        blockIndent = -1;
      }
      continue;
    }
    return undefined; // a deeper line under a top-level scalar
  }
  if (dataFrom >= 0) dataRanges.push([dataFrom, text.length]);
  if (kind !== 'ConfigMap' || name === undefined || ARGO_CONFIGMAPS.test(name)) return undefined;
  for (const [a, b] of dataRanges) if (STRONG_WORDS.test(text.slice(a, b))) return undefined;
  const out: PlainConfigMapFacts = { name: fresh(name) };
  if (namespace !== undefined) out.namespace = fresh(namespace);
  if (apiVersion !== undefined) out.apiVersion = fresh(apiVersion);
  return out;
}

/** A copy that is not a slice of the text (a slice would keep the whole file's text alive). */
const fresh = (s: string): string => JSON.parse(JSON.stringify(s)) as string;

/** Reads a plain ConfigMap document in full (js-yaml value or positioned parse, as the loader would have). */
export type ConfigMapOpener = (file: string, src: SourceText, templated: boolean) => { ref: NodeRef; raw: unknown };

/**
 * The plain value of a ConfigMap decided from its text: `kind`, `apiVersion` and `metadata.name`/
 * `namespace` only (all the extractors read of it). `open()` reads the document in full, once.
 */
export class TextConfigMap {
  readonly kind = 'ConfigMap';
  readonly apiVersion?: string;
  readonly metadata: { name: string; namespace?: string };
  readonly #file: string;
  readonly #src: SourceText;
  readonly #templated: boolean;
  readonly #opener: ConfigMapOpener;
  #full?: { ref: NodeRef; raw: unknown };
  constructor(facts: PlainConfigMapFacts, file: string, src: SourceText, templated: boolean, opener: ConfigMapOpener) {
    if (facts.apiVersion !== undefined) this.apiVersion = facts.apiVersion;
    this.metadata = facts.namespace === undefined ? { name: facts.name } : { name: facts.name, namespace: facts.namespace };
    this.#file = file;
    this.#src = src;
    this.#templated = templated;
    this.#opener = opener;
  }
  open(): { ref: NodeRef; raw: unknown } {
    return (this.#full ??= this.#opener(this.#file, this.#src, this.#templated));
  }
}

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
