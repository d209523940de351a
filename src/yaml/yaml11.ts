// YAML as Argo CD reads it: sigs.k8s.io/yaml v1.6.0 (YAMLToJSON / Unmarshal) on top of the go-yaml
// v2 decoder (go.yaml.in/yaml/v2, a YAML 1.1 resolver). Argo CD reads plugin.yaml this way
// (util/config/reader.go: YAMLToJSON, then encoding/json) and so does apimachinery's
// YAMLToJSONDecoder for every YAML document a plugin's generate prints.
//
// What differs from the YAML 1.2 core schema the rest of cmp-lint parses with:
// - plain `y Y yes Yes YES on On ON true True TRUE` are true, `n N no No NO off Off OFF false False
//   FALSE` are false; `~`, `null`, `Null`, `NULL` and the empty plain scalar are null;
// - integers: underscores are dropped, then Go's strconv.ParseInt(s, 0, 64) decides, so `0777` is
//   octal 511, `0x1F`, `0o17` and `0b101` work, `+12` is 12; a number too big for int64/uint64,
//   and anything matching the YAML float pattern (`1e3`, `1.0`, `09`), becomes a float;
// - timestamps (`2001-01-01`) stay strings when decoded into interface{};
// - any explicit tag other than the core scalar tags keeps the text as a string; `!!binary` is
//   base64-decoded;
// - `<<` merge keys apply in document order (a later key overrides an earlier one);
// - map keys become strings the way sigs.k8s.io/yaml converts them (`true`, `1`, ...); a null key
//   is an error ("unsupported map key"), a collection key is an error ("invalid map key");
// - NaN and ±Inf cannot be written as JSON (json.Marshal: "unsupported value").
// Only the first document of the text is read (go-yaml v2 Unmarshal reads one document).
import { isAlias, isMap, isPair, isScalar, isSeq, parseAllDocuments, type Document, type Node as YNode } from 'yaml';
import jsyaml from 'js-yaml';
import { EmbeddedLazyDoc, LazyRef } from './lazy.js';
import type { NodeRef } from './source.js';

export class GoYamlError extends Error {
  constructor(
    message: string,
    /** 1-based line within the text given, when known */
    readonly line?: number,
  ) {
    super(message);
    this.name = 'GoYamlError';
  }
}

const TRUE = new Set(['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']);
const FALSE = new Set(['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF']);
const NULL = new Set(['', '~', 'null', 'Null', 'NULL']);
const FLOAT_SPECIAL: Record<string, number> = {
  '.nan': NaN,
  '.NaN': NaN,
  '.NAN': NaN,
  '.inf': Infinity,
  '.Inf': Infinity,
  '.INF': Infinity,
  '+.inf': Infinity,
  '+.Inf': Infinity,
  '+.INF': Infinity,
  '-.inf': -Infinity,
  '-.Inf': -Infinity,
  '-.INF': -Infinity,
};
const YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;

/** Go strconv.ParseInt/ParseUint with base 0 (sign, 0x/0o/0b prefixes, leading-0 octal), as a BigInt. */
function goParseIntBase0(s: string, unsigned: boolean): bigint | undefined {
  let i = 0;
  let neg = false;
  if (!unsigned && (s[0] === '+' || s[0] === '-')) {
    neg = s[0] === '-';
    i = 1;
  }
  let body = s.slice(i);
  let base = 10;
  if (/^0[xX]/.test(body)) {
    base = 16;
    body = body.slice(2);
  } else if (/^0[oO]/.test(body)) {
    base = 8;
    body = body.slice(2);
  } else if (/^0[bB]/.test(body)) {
    base = 2;
    body = body.slice(2);
  } else if (body.length > 1 && body[0] === '0') {
    base = 8;
    body = body.slice(1);
  }
  const digits = base === 16 ? /^[0-9a-fA-F]+$/ : base === 8 ? /^[0-7]+$/ : base === 2 ? /^[01]+$/ : /^[0-9]+$/;
  if (!digits.test(body)) return undefined;
  const prefix = base === 16 ? '0x' : base === 8 ? '0o' : base === 2 ? '0b' : '';
  let v = BigInt(prefix + body);
  if (neg) v = -v;
  if (unsigned ? v > UINT64_MAX : v < INT64_MIN || v > INT64_MAX) return undefined;
  return v;
}

const bigToNumber = (v: bigint): number => Number(v);

/** The value go-yaml v2 gives an untagged plain scalar when decoding into interface{}. */
export function resolvePlain(text: string): unknown {
  if (NULL.has(text)) return null;
  const c = text[0];
  if ('yYnNtTfFoO~'.includes(c)) {
    if (TRUE.has(text)) return true;
    if (FALSE.has(text)) return false;
    return text;
  }
  if (Object.prototype.hasOwnProperty.call(FLOAT_SPECIAL, text)) return FLOAT_SPECIAL[text];
  if (c === '.') {
    return /^\.[0-9]+([eE][-+]?[0-9]+)?$/.test(text) ? Number(text) : text;
  }
  if (c === '+' || c === '-' || (c >= '0' && c <= '9')) {
    if (isTimestamp(text)) return text; // a timestamp decoded into interface{} stays a string
    const plain = text.replace(/_/g, '');
    const i = goParseIntBase0(plain, false);
    if (i !== undefined) return bigToNumber(i);
    const u = goParseIntBase0(plain, true);
    if (u !== undefined) return bigToNumber(u);
    if (YAML_STYLE_FLOAT.test(plain)) return Number(plain);
    return text;
  }
  return text;
}

/** go-yaml v2's quick timestamp test: YYYY- then one of its accepted layouts. */
function isTimestamp(s: string): boolean {
  if (!/^[0-9]{4}-/.test(s)) return false;
  return (
    /^\d{4}-\d{1,2}-\d{1,2}$/.test(s) ||
    /^\d{4}-\d{1,2}-\d{1,2}[Tt]\d{1,2}:\d{1,2}:\d{1,2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s) ||
    /^\d{4}-\d{1,2}-\d{1,2} \d{1,2}:\d{1,2}:\d{1,2}(\.\d+)?$/.test(s)
  );
}

const CORE = 'tag:yaml.org,2002:';

/** A tagged scalar: `!!str` and unknown tags keep the text; core tags resolve (v2 resolve()). */
function resolveTagged(tag: string, text: string, line: number | undefined): unknown {
  const short = tag.startsWith(CORE) ? '!!' + tag.slice(CORE.length) : tag;
  switch (short) {
    case '!!str':
      return text;
    case '!!binary':
      return Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
    case '!!bool':
    case '!!int':
    case '!!float':
    case '!!null':
    case '!!timestamp': {
      const v = resolvePlain(text);
      const got = v === null ? '!!null' : typeof v === 'boolean' ? '!!bool' : typeof v === 'number' ? (Number.isInteger(v) && !/[.eE]/.test(text) ? '!!int' : '!!float') : '!!str';
      if (got === short || (short === '!!float' && got === '!!int')) return v;
      if (short === '!!timestamp' && isTimestamp(text)) return text;
      throw new GoYamlError(`yaml: cannot decode ${got} \`${text}\` as a ${short}`, line);
    }
    default:
      return text;
  }
}

export interface GoYamlOptions {
  /** alias expansions allowed before giving up (go-yaml v2 refuses excessive aliasing) */
  maxAliases?: number;
  /** 1-based line number of a node (for messages) */
  lineOf?: (offset: number) => number;
}

/** Convert one parsed `yaml` node into what sigs.k8s.io/yaml's YAMLToJSON would produce. */
export function goValue(node: unknown, doc: Document.Parsed | Document | undefined, opts: GoYamlOptions = {}): unknown {
  let aliases = 0;
  const max = opts.maxAliases ?? 10_000;
  const lineAt = (n: unknown): number | undefined => {
    const r = (n as { range?: [number, number] } | null)?.range;
    return r && opts.lineOf ? opts.lineOf(r[0]) : undefined;
  };
  const walk = (n: unknown, depth: number): unknown => {
    if (depth > 512) throw new GoYamlError('yaml: exceeded max depth', lineAt(n));
    if (n === null || n === undefined) return null;
    if (isAlias(n)) {
      if (++aliases > max) throw new GoYamlError('yaml: document contains excessive aliasing', lineAt(n));
      const target = doc ? n.resolve(doc as Document) : undefined;
      if (!target) throw new GoYamlError(`yaml: unknown anchor '${n.source}' referenced`, lineAt(n));
      return walk(target, depth + 1);
    }
    if (isScalar(n)) {
      const s = n as unknown as { type?: string; source?: string; value: unknown; tag?: string };
      const text = s.source ?? (typeof s.value === 'string' ? s.value : String(s.value ?? ''));
      if (s.tag) return resolveTagged(s.tag, text, lineAt(n));
      if (s.type === 'PLAIN') return resolvePlain(text);
      return typeof s.value === 'string' ? s.value : text;
    }
    if (isSeq(n)) return n.items.map((it) => walk(it, depth + 1));
    if (isMap(n)) {
      const out: Record<string, unknown> = {};
      for (const p of n.items) {
        if (!isPair(p)) continue;
        const k = p.key as YNode | null;
        if (isScalar(k) && (k as unknown as { type?: string }).type === 'PLAIN' && !(k as unknown as { tag?: string }).tag && (k as unknown as { source?: string }).source === '<<') {
          mergeInto(out, p.value, depth);
          continue;
        }
        const key = walk(k, depth + 1);
        const value = walk(p.value, depth + 1);
        setKey(out, keyString(key, value, lineAt(k)), value);
      }
      return out;
    }
    return null;
  };
  const mergeInto = (out: Record<string, unknown>, v: unknown, depth: number) => {
    const target = isAlias(v) && doc ? v.resolve(doc as Document) : v;
    if (isAlias(v) && ++aliases > max) throw new GoYamlError('yaml: document contains excessive aliasing', lineAt(v));
    if (isMap(target)) {
      const m = walk(target, depth + 1) as Record<string, unknown>;
      for (const [k, val] of Object.entries(m)) setKey(out, k, val);
    } else if (isSeq(target)) {
      // v2 merges a sequence of maps last-to-first
      for (let i = target.items.length - 1; i >= 0; i--) {
        const it = target.items[i];
        const r = isAlias(it) && doc ? it.resolve(doc as Document) : it;
        if (!isMap(r)) throw new GoYamlError('yaml: map merge requires map or sequence of maps as the value', lineAt(it));
        mergeInto(out, it, depth + 1);
      }
    } else {
      throw new GoYamlError('yaml: map merge requires map or sequence of maps as the value', lineAt(v));
    }
  };
  return walk(node, 0);
}

function setKey(o: Record<string, unknown>, k: string, v: unknown): void {
  if (k === '__proto__') Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

/** sigs.k8s.io/yaml: map keys become strings (ints, floats, bools); null keys are refused. */
function keyString(key: unknown, value: unknown, line: number | undefined): string {
  if (typeof key === 'string') return key;
  if (typeof key === 'boolean') return key ? 'true' : 'false';
  if (typeof key === 'number') {
    if (Number.isNaN(key)) return '.nan';
    if (key === Infinity) return '.inf';
    if (key === -Infinity) return '-.inf';
    return Number.isInteger(key) ? String(key) : goFloat32g(key);
  }
  if (key === null) throw new GoYamlError(`unsupported map key of type: <nil>, key: <nil>, value: ${goSprintV(value)}`, line);
  throw new GoYamlError(`yaml: invalid map key: ${goSprintV(key)}`, line);
}

/** strconv.FormatFloat(f, 'g', -1, 32), close enough for keys. */
function goFloat32g(f: number): string {
  const r = Math.fround(f);
  let s = String(Number(r.toPrecision(9)));
  for (let p = 1; p <= 9; p++) {
    const t = Number(r.toPrecision(p));
    if (Math.fround(t) === r) {
      s = String(t);
      break;
    }
  }
  return s.replace(/e\+?(-?)(\d)$/, 'e$1$10$2').replace(/e(\d)/, 'e+$1');
}

/** Go's %v for the JSON-ish values these conversions produce. */
export function goSprintV(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return goFloatV(v);
  if (Array.isArray(v)) return `[${v.map(goSprintV).join(' ')}]`;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `map[${Object.keys(o)
      .sort()
      .map((k) => `${k}:${goSprintV(o[k])}`)
      .join(' ')}]`;
  }
  return String(v);
}

/** %v of a float64 / int64 as Go prints it (strconv 'g' with the shortest repr, exponent when large). */
export function goFloatV(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Infinity) return '+Inf';
  if (n === -Infinity) return '-Inf';
  if (Number.isInteger(n) && Math.abs(n) < 1e21) return String(n);
  const exp = Math.floor(Math.log10(Math.abs(n)));
  if (exp < -4 || exp >= 21) {
    const [m, e] = n.toExponential().split('e');
    const ee = Number(e);
    return `${m}e${ee < 0 ? '-' : '+'}${String(Math.abs(ee)).padStart(2, '0')}`;
  }
  return String(n);
}

/** The type Go's %T prints for a value decoded from JSON by apimachinery (int64 for integers). */
export function goTypeName(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int64' : 'float64';
  if (Array.isArray(v)) return '[]interface {}';
  return 'map[string]interface {}';
}

/** json.Marshal refuses NaN and infinities: the error YAMLToJSON returns. */
export function checkJsonable(v: unknown): void {
  // js-yaml returns an alias as the same object: a node met again is an alias expansion, and
  // go-yaml v2's decoder budget applies (decode.go: more than 100 nodes decoded inside aliases,
  // more than 1000 in all, and an alias share above allowedAliasRatio fails the document), so a
  // "billion laughs" fails fast instead of walking its expansion.
  const seen = new Set<object>();
  const stack: [unknown, boolean][] = [[v, false]];
  let decoded = 0;
  let aliased = 0;
  while (stack.length) {
    const [x, inAlias] = stack.pop() as [unknown, boolean];
    decoded++;
    let alias = inAlias;
    if (x && typeof x === 'object') {
      if (seen.has(x)) alias = true;
      else seen.add(x);
    }
    if (alias) aliased++;
    if (aliased > 100 && decoded > 1000 && aliased / decoded > allowedAliasRatio(decoded)) throw new GoYamlError('yaml: document contains excessive aliasing');
    if (typeof x === 'number' && !Number.isFinite(x)) throw new GoYamlError(`json: unsupported value: ${goFloatV(x)}`);
    if (Array.isArray(x)) for (const it of x) stack.push([it, alias]);
    else if (x && typeof x === 'object') for (const it of Object.values(x)) stack.push([it, alias]);
  }
}

/** go-yaml v2 decode.go allowedAliasRatio: 0.99 up to 400,000 decodes, 0.10 from 4,000,000, linear between. */
function allowedAliasRatio(decodeCount: number): number {
  if (decodeCount <= 400_000) return 0.99;
  if (decodeCount >= 4_000_000) return 0.1;
  return 0.99 - 0.89 * ((decodeCount - 400_000) / 3_600_000);
}

function lineCounter(text: string): (offset: number) => number {
  const starts: number[] = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return (off: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= off) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

/**
 * sigs.k8s.io/yaml YAMLToJSON of `text` (its first document), as a JS value: null for an empty
 * document. Throws GoYamlError with go-yaml-like wording (`yaml: line N: ...`).
 */
export function goYamlToJS(text: string): unknown {
  const lineOf = lineCounter(text);
  let docs: Document.Parsed[];
  try {
    docs = parseAllDocuments(text, { uniqueKeys: false, strict: false, prettyErrors: false, logLevel: 'silent' }) as Document.Parsed[];
  } catch (e) {
    throw new GoYamlError(`yaml: ${(e as Error).message}`);
  }
  if (!Array.isArray(docs)) docs = [docs as unknown as Document.Parsed];
  const doc = docs[0];
  if (!doc) return null;
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const line = lineOf(e.pos[0]);
    const msg = e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    throw new GoYamlError(`yaml: line ${line}: ${goYamlReason(e.code, msg)}`, line);
  }
  const v = goValue(doc.contents, doc, { lineOf });
  checkJsonable(v);
  return v;
}

/** go-yaml's wording for the commonest syntax errors, else the `yaml` package's message. */
function goYamlReason(code: string, msg: string): string {
  switch (code) {
    case 'BAD_INDENT':
    case 'MULTILINE_IMPLICIT_KEY':
      return /mapping|implicit/i.test(msg) ? 'mapping values are not allowed in this context' : msg;
    case 'TAB_AS_INDENT':
      return 'found character that cannot start any token';
    case 'MISSING_CHAR':
      return 'did not find expected key';
    case 'BLOCK_AS_IMPLICIT_KEY':
      return 'mapping values are not allowed in this context';
    default:
      return msg.charAt(0).toLowerCase() + msg.slice(1);
  }
}

// ---- the fast path for plugin output: js-yaml with a go-yaml v2 resolver ----
// Plugin output can be megabytes; js-yaml is several times faster than walking `yaml` nodes. The
// schema below gives js-yaml go-yaml v2's plain-scalar resolution (resolvePlain), keeps explicitly
// tagged core scalars as v2 does, reads any other tag's content as plain data, and merges `<<`.
// js-yaml's `<<` never overrides a key written before it (v2 does): a text with a merge key is read
// the slow way (goYamlToJS), whose goValue merges in document order as v2's decoder does.
const MERGE_KEY = /(^|[\s{,[])<<[ \t]*:/;

const goPlainType = new jsyaml.Type('tag:yaml.org,2002:go-plain', {
  kind: 'scalar',
  resolve: (d: unknown) => typeof d === 'string' && resolvePlain(d) !== d,
  construct: (d: string) => resolvePlain(d),
});
const coreTagged = (name: string) =>
  new jsyaml.Type(`tag:yaml.org,2002:${name}`, {
    kind: 'scalar',
    resolve: () => true,
    construct: (d: string) => resolveTagged(`${CORE}${name}`, d ?? '', undefined),
  });
const localTags = (['scalar', 'sequence', 'mapping'] as const).map(
  (kind) => new jsyaml.Type('!', { kind, multi: true, construct: (d: unknown) => (kind === 'scalar' ? (d ?? '') : d) }),
);
const GO_SCHEMA = jsyaml.FAILSAFE_SCHEMA.extend({
  implicit: [goPlainType, (jsyaml as unknown as { types: { merge: InstanceType<typeof jsyaml.Type> } }).types.merge],
  explicit: [coreTagged('bool'), coreTagged('int'), coreTagged('float'), coreTagged('null'), coreTagged('timestamp'), coreTagged('binary'), ...localTags],
});

/** goYamlToJS for large inputs (same results except the rare cases noted above). */
export function goYamlLoadFast(text: string): unknown {
  if (MERGE_KEY.test(text)) return goYamlToJS(text);
  let v: unknown;
  try {
    const docs = jsyaml.loadAll(text, undefined, { schema: GO_SCHEMA, json: true }) as unknown[];
    v = docs.length > 0 ? (docs[0] ?? null) : null;
  } catch (e) {
    if (e instanceof GoYamlError) throw e;
    const ye = e as { reason?: string; mark?: { line: number } };
    const line = ye.mark ? ye.mark.line + 1 : undefined;
    const reason = goReason(ye.reason ?? (e as Error).message, line !== undefined ? (text.split('\n')[line - 1] ?? '') : '');
    throw new GoYamlError(`yaml: ${line !== undefined ? `line ${line}: ` : ''}${reason}`, line);
  }
  checkJsonable(v);
  return v;
}

/**
 * Every document of `text` as goValue would read it (go-yaml v2's resolution of plain scalars), from
 * js-yaml: undefined when this reading cannot stand for goValue's (a merge key) or js-yaml fails.
 */
export function goYamlDocsFast(text: string): unknown[] | undefined {
  if (MERGE_KEY.test(text)) return undefined;
  try {
    return jsyaml.loadAll(text, undefined, { schema: GO_SCHEMA, json: true }) as unknown[];
  } catch {
    return undefined;
  }
}

/**
 * The value sigs.k8s.io/yaml gives the document or node at `ref` (goValue), `raw` being its YAML 1.2
 * value. A plugin read without positions (a ConfigMap's plugin.yaml: src/yaml/lazy.ts) is not
 * parsed for it when js-yaml with go-yaml's resolution reads the same value as `raw`: that is
 * goValue's value too (the same resolution of the same scalars). Throws GoYamlError as goValue does.
 */
export function goValueOfRef(ref: NodeRef, raw: unknown): unknown {
  const lazy = ref instanceof LazyRef && ref.path.length === 0 ? ref.document() : undefined;
  if (lazy instanceof EmbeddedLazyDoc) {
    const docs = goYamlDocsFast(lazy.text);
    if (docs && docs.length > lazy.index && sameValue(docs[lazy.index], raw)) return raw;
  }
  const at = ref.positioned();
  return goValue(at.node, at.doc);
}

/** Whether two plain values (JSON-like: objects, arrays, scalars) are the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((v, i) => sameValue(v, (b as unknown[])[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** go-yaml's words for the js-yaml errors plugin output most often hits (the line is js-yaml's). */
function goReason(reason: string, lineText: string): string {
  if (reason === 'tab characters must not be used in indentation') return 'found character that cannot start any token';
  if (reason === 'bad indentation of a mapping entry') return 'mapping values are not allowed in this context';
  // a log line glued to a manifest: go-yaml reads one long plain scalar, then meets `key:`
  if (reason === 'end of the stream or a document separator is expected' && /^\s*[^\s#][^#]*:(\s|$)/.test(lineText)) return 'mapping values are not allowed in this context';
  return reason;
}
