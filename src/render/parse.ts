// Parsing generate's stdout the way the sidecar and the repo-server do (reference §4.3), step by step:
// 1. sidecar, kube.SplitYAMLToString: apimachinery's YAMLOrJSONDecoder (4096-byte sniff). A stream
//    whose first non-space character is `{` is read as concatenated JSON values; when the first or
//    second value fails to decode, the rest (after the good values and whitespace up to the first
//    newline) is read as YAML, and if that fails too the JSON error is reported (`json: offset N:
//    ...`); after two good JSON values a JSON error is final. Anything else is a YAML stream split
//    on lines starting with `---` (only a comment may follow), each document converted to JSON by
//    sigs.k8s.io/yaml (YAML 1.1: src/yaml/yaml11.ts). Empty and `null` documents are dropped.
// 2. repo-server, kube.SplitYAML: every document must decode into a map with a string `kind`.
// 3. GenerateManifests: anything with an `items` array is a list whose members (objects, taken as
//    they are) replace it; `items: null` without spec/status is dropped; then the tracking
//    annotation/label is set, which fails on a non-string value in metadata.annotations (and
//    metadata.labels with label tracking).
import { goYamlLoadFast, GoYamlError, goSprintV, goTypeName } from '../yaml/yaml11.js';

export type Manifest = Record<string, unknown>;

/** Which Argo CD step refused the output. */
/** where Argo CD would fail it; `limit`: cmp-lint's own limit (Argo CD would not fail) */
export type ManifestStage = 'sidecar' | 'repo-server' | 'list' | 'tracking' | 'limit';

export class ManifestError extends Error {
  constructor(
    message: string,
    /** 1-based index of the offending document in the stream, when known */
    readonly doc?: number,
    /** a short excerpt of what was found */
    readonly excerpt?: string,
    readonly stage: ManifestStage = 'sidecar',
  ) {
    super(message);
    this.name = 'ManifestError';
  }

  /** The error text as the Application condition shows it, below `CMP processing failed for application "…": `. */
  get argoText(): string {
    if (this.stage === 'sidecar') return `error generating manifests in cmp: rpc error: code = Unknown desc = error generating manifests: ${this.message}`;
    if (this.stage === 'repo-server') return `failed to convert CMP manifests to unstructured objects: ${this.message}`;
    return this.message;
  }
}

// A document that may be (or hold) a Secret is never quoted in an error: its values are secrets.
// Not only `kind: Secret` on a line of its own: a flow mapping (`{kind: Secret, data: ...}`), a
// Secret nested in a document that fails (`items: [{kind: Secret, ...}]`), a tag (`!!str Secret`,
// `!!binary U2VjcmV0`) or an escape (`"Secr\x65t"`, an escaped line break) spell it too. So any
// text holding `Secret`, a backslash or a tag is withheld: an excerpt is a hint, a leak is not.
const MAY_HOLD_SECRET = /Secret|\\|!/;

/** True when `s` (a document's text or JSON) might spell a Secret, so must not be quoted. */
export const mayHoldSecret = (s: string): boolean => MAY_HOLD_SECRET.test(s);

const excerpt = (s: string, n = 120): string => {
  if (mayHoldSecret(s)) return '(may hold a Secret: contents withheld)';
  const one = s.trim();
  return one.length > n ? one.slice(0, n) + '…' : one;
};

// ---- a Go encoding/json value scanner (positions and messages like json.Decoder) ----

export type ScanResult = { end: number } | { error: string; at: number } | { eof: true };

const isWs = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

function quoteChar(c: string): string {
  if (c === "'") return `'\\''`;
  if (c === '"') return `'"'`;
  const j = JSON.stringify(c);
  return `'${j.slice(1, -1)}'`;
}

/** encoding/json's maxNestingDepth */
const MAX_JSON_DEPTH = 10000;

/** Scan one JSON value starting at `i` (whitespace allowed before it). */
export function scanJson(s: string, i: number): ScanResult {
  const n = s.length;
  const bad = (at: number, ctx: string): ScanResult => ({ error: `invalid character ${quoteChar(s[at])} ${ctx}`, at });
  const ws = (j: number) => {
    while (j < n && isWs(s[j])) j++;
    return j;
  };
  // Go's scanner refuses more than 10000 nested objects/arrays ("exceeded max depth"); so do we,
  // before our own recursion could run out of stack
  let depth = 0;
  const value = (j: number): ScanResult => {
    j = ws(j);
    if (j >= n) return { eof: true };
    const c = s[j];
    if ((c === '{' || c === '[') && depth >= MAX_JSON_DEPTH) return bad(j, 'exceeded max depth');
    if (c === '{' || c === '[') {
      depth++;
      const r = container(j, c);
      depth--;
      return r;
    }
    return scalar(j, c);
  };
  const container = (j: number, c: string): ScanResult => {
    if (c === '{') {
      j = ws(j + 1);
      if (j >= n) return { eof: true };
      if (s[j] === '}') return { end: j + 1 };
      for (;;) {
        if (s[j] !== '"') return bad(j, 'looking for beginning of object key string');
        const k = string(j);
        if (!('end' in k)) return k;
        j = ws(k.end);
        if (j >= n) return { eof: true };
        if (s[j] !== ':') return bad(j, 'after object key');
        const v = value(j + 1);
        if (!('end' in v)) return v;
        j = ws(v.end);
        if (j >= n) return { eof: true };
        if (s[j] === '}') return { end: j + 1 };
        if (s[j] !== ',') return bad(j, 'after object key:value pair');
        j = ws(j + 1);
        if (j >= n) return { eof: true };
      }
    }
    if (c === '[') {
      j = ws(j + 1);
      if (j >= n) return { eof: true };
      if (s[j] === ']') return { end: j + 1 };
      for (;;) {
        const v = value(j);
        if (!('end' in v)) return v;
        j = ws(v.end);
        if (j >= n) return { eof: true };
        if (s[j] === ']') return { end: j + 1 };
        if (s[j] !== ',') return bad(j, 'after array element');
        j = j + 1;
      }
    }
    return bad(j, 'looking for beginning of value');
  };
  const scalar = (j: number, c: string): ScanResult => {
    if (c === '"') return string(j);
    if (c === '-' || (c >= '0' && c <= '9')) return number(j);
    for (const lit of ['true', 'false', 'null']) {
      if (c === lit[0]) {
        for (let m = 1; m < lit.length; m++) {
          if (j + m >= n) return { eof: true };
          if (s[j + m] !== lit[m]) return bad(j + m, `in literal ${lit} (expecting ${quoteChar(lit[m])})`);
        }
        return { end: j + lit.length };
      }
    }
    return bad(j, 'looking for beginning of value');
  };
  const string = (j: number): ScanResult => {
    for (let m = j + 1; m < n; m++) {
      const ch = s[m];
      if (ch === '"') return { end: m + 1 };
      if (ch === '\\') {
        m++;
        if (m >= n) return { eof: true };
        if (s[m] === 'u') {
          for (let h = 1; h <= 4; h++) {
            if (m + h >= n) return { eof: true };
            if (!/[0-9a-fA-F]/.test(s[m + h])) return bad(m + h, 'in \\u hexadecimal character escape');
          }
          m += 4;
        } else if (!'"\\/bfnrt'.includes(s[m])) return bad(m, 'in string escape code');
      } else if (ch.charCodeAt(0) < 0x20) return bad(m, 'in string literal');
    }
    return { eof: true };
  };
  const number = (j: number): ScanResult => {
    let m = j;
    if (s[m] === '-') {
      m++;
      if (m >= n) return { eof: true };
      if (!(s[m] >= '0' && s[m] <= '9')) return bad(m, 'in numeric literal');
    }
    if (s[m] === '0') m++;
    else while (m < n && s[m] >= '0' && s[m] <= '9') m++;
    if (s[m] === '.') {
      m++;
      if (m >= n) return { eof: true };
      if (!(s[m] >= '0' && s[m] <= '9')) return bad(m, 'after decimal point in numeric literal');
      while (m < n && s[m] >= '0' && s[m] <= '9') m++;
    }
    if (s[m] === 'e' || s[m] === 'E') {
      m++;
      if (s[m] === '+' || s[m] === '-') m++;
      if (m >= n) return { eof: true };
      if (!(s[m] >= '0' && s[m] <= '9')) return bad(m, 'in exponent of numeric literal');
      while (m < n && s[m] >= '0' && s[m] <= '9') m++;
    }
    return { end: m };
  };
  return value(i);
}

const byteOffset = (s: string, i: number) => Buffer.byteLength(s.slice(0, i));

/** The first non-space character within apimachinery's 4096-byte sniff buffer is `{`. */
function looksLikeJson(text: string, sniff: number): boolean {
  const head = Buffer.from(text).subarray(0, sniff).toString('utf8');
  return /^\s*\{/u.test(head);
}

/** YAMLReader: the next document from `pos`, or undefined at the end of the stream. */
function nextYamlDoc(text: string, pos: number, docNo: number): { text: string; next: number } | undefined {
  let buf = '';
  let i = pos;
  while (i < text.length) {
    const nl = text.indexOf('\n', i);
    const end = nl < 0 ? text.length : nl + 1;
    const line = text.slice(i, end);
    i = end;
    if (line.startsWith('---')) {
      const rest = line.slice(3).trim();
      if (rest.length > 0 && rest[0] !== '#') {
        throw new ManifestError(`failed to unmarshal manifest: invalid Yaml document separator: ${rest}`, docNo, excerpt(line));
      }
      if (buf.length > 0) return { text: buf, next: i };
      continue;
    }
    buf += line.endsWith('\n') ? line : line + '\n';
  }
  return buf.length > 0 ? { text: buf, next: i } : undefined;
}

interface RawDoc {
  value: unknown;
  /** the JSON text (JSON stream) or YAML text of the document */
  source: string;
}

/** kube.SplitYAMLToString: the documents the sidecar sends back, already converted to JSON values. */
export function splitDocuments(stdout: string, sniffBytes = 4096): RawDoc[] {
  const out: RawDoc[] = [];
  const push = (value: unknown, source: string) => {
    if (value === null || value === undefined) return; // empty and `null` documents are skipped
    out.push({ value, source });
  };
  let pos = 0;
  let count = 0;
  let json = looksLikeJson(stdout, sniffBytes);
  let yamlMode = !json;
  const readYaml = (firstErr?: string): boolean => {
    const d = nextYamlDoc(stdout, pos, out.length + 1);
    if (!d) return false;
    try {
      push(goYamlLoadFast(d.text), d.text);
    } catch (e) {
      if (!(e instanceof GoYamlError)) throw e;
      const msg = firstErr ?? `error converting YAML to JSON: ${e.message}`;
      throw new ManifestError(`failed to unmarshal manifest: ${msg}`, out.length + 1, excerpt(d.text));
    }
    pos = d.next;
    count++;
    return true;
  };
  while (json) {
    let j = pos;
    while (j < stdout.length && isWs(stdout[j])) j++;
    if (j >= stdout.length) return out;
    const r = scanJson(stdout, pos);
    if ('end' in r) {
      const src = stdout.slice(j, r.end);
      push(JSON.parse(src), src);
      count++;
      pos = r.end;
      continue;
    }
    const raw = 'eof' in r ? 'unexpected EOF' : r.error;
    const wrapped = 'eof' in r ? raw : `json: offset ${byteOffset(stdout, r.at) + 1}: ${raw}`;
    if (count > 1) throw new ManifestError(`failed to unmarshal manifest: ${raw}`, out.length + 1, excerpt(stdout.slice(j, j + 200)));
    // back to the end of the last good value, eat whitespace up to and including one newline, go YAML
    while (pos < stdout.length && /\s/u.test(stdout[pos])) {
      pos++;
      if (stdout[pos - 1] === '\n') break;
    }
    json = false;
    yamlMode = true;
    if (!readYaml(wrapped)) return out;
  }
  if (yamlMode) while (readYaml());
  return out;
}

const goKind = (v: unknown): string => (Array.isArray(v) ? 'array' : typeof v === 'boolean' ? 'bool' : typeof v === 'number' ? 'number' : typeof v);

/** Compact JSON with sorted keys, as json.Marshal writes a map (and escapes <, >, &). */
export function goJsonSorted(v: unknown): string {
  const norm = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(norm);
    if (x && typeof x === 'object') {
      const o: Record<string, unknown> = {};
      for (const k of Object.keys(x).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))) o[k] = norm((x as Record<string, unknown>)[k]);
      return o;
    }
    return x;
  };
  return JSON.stringify(norm(v)).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** kube.SplitYAML on the repo-server: every document must be a map with a string `kind`. */
function toObject(d: RawDoc, docNo: number): Manifest {
  const v = d.value;
  const pre = 'failed to unmarshal manifest: error unmarshaling JSON: while decoding JSON: ';
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    throw new ManifestError(`${pre}json: cannot unmarshal ${goKind(v)} into Go value of type map[string]interface {}`, docNo, excerpt(d.source), 'repo-server');
  }
  const m = v as Manifest;
  if (typeof m.kind !== 'string' || m.kind === '') {
    // the decoded document (tags and escapes already applied): withheld when any string in it says Secret
    const shown = JSON.stringify(m).includes('Secret') ? '(may hold a Secret: contents withheld)' : goJsonSorted(m);
    throw new ManifestError(`${pre}Object 'Kind' is missing in '${shown}'`, docNo, excerpt(d.source), 'repo-server');
  }
  return m;
}

/** unstructured IsList / isNullList / EachListItem as GenerateManifests applies them. */
function targetsOf(m: Manifest, docNo: number): Manifest[] {
  if (Array.isArray(m.items)) {
    return m.items.map((it) => {
      if (it === null || typeof it !== 'object' || Array.isArray(it)) {
        throw new ManifestError('items member is not an object: map[string]interface {}', docNo, excerpt(JSON.stringify(it) ?? ''), 'list');
      }
      return it as Manifest;
    });
  }
  if ('items' in m && m.items === null && !('spec' in m) && !('status' in m)) return [];
  return [m];
}

export type TrackingMethod = 'annotation' | 'label' | 'annotation+label';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function gvkString(m: Manifest): string {
  const av = str(m.apiVersion);
  let group = '';
  let version = '';
  const parts = av.split('/');
  if (av === '') {
    /* empty */
  } else if (parts.length === 1) version = av;
  else if (parts.length === 2) [group, version] = parts;
  else return `/, Kind=`; // ParseGroupVersion fails: an empty GroupVersionKind
  return `${group}/${version}, Kind=${str(m.kind)}`;
}

/** apimachinery nestedNullableStringMap for metadata.<field>: the accessor error, if any. */
function stringMapError(m: Manifest, field: 'labels' | 'annotations'): string | undefined {
  const meta = m.metadata;
  if (meta === undefined || meta === null) return undefined;
  if (typeof meta !== 'object' || Array.isArray(meta)) {
    return `.metadata.${field} accessor error: ${goSprintV(meta)} is of the type ${goTypeName(meta)}, expected map[string]interface{}`;
  }
  const v = (meta as Record<string, unknown>)[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) {
    return `.metadata.${field} accessor error: ${goSprintV(v)} is of the type ${goTypeName(v)}, expected map[string]interface{}`;
  }
  // Go ranges over the map in random order; the first offending key in sorted order is reported here
  for (const k of Object.keys(v).sort()) {
    const x = (v as Record<string, unknown>)[k];
    if (typeof x !== 'string') {
      return `.metadata.${field} accessor error: contains non-string value in the map under key ${JSON.stringify(k)}: ${goSprintV(x)} is of the type ${goTypeName(x)}, expected string`;
    }
  }
  return undefined;
}

const isCrd = (m: Manifest) => m.kind === 'CustomResourceDefinition' && str(m.apiVersion).split('/')[0] === 'apiextensions.k8s.io' && str(m.apiVersion).includes('/');

/** resourceTracking.SetAppInstance: the error Argo CD would return for this object, if any. */
export function trackingError(m: Manifest, method: TrackingMethod = 'annotation'): string | undefined {
  if (isCrd(m)) return undefined;
  const meta = m.metadata && typeof m.metadata === 'object' ? (m.metadata as Record<string, unknown>) : {};
  const who = `${gvkString(m)} ${str(meta.namespace)}/${str(meta.name)}`;
  if (method === 'annotation' || method === 'annotation+label') {
    const e = stringMapError(m, 'annotations');
    if (e) return `failed to set app instance tracking info on manifest: failed to get annotations for ${who}: ${e}`;
  }
  if (method === 'label' || method === 'annotation+label') {
    const e = stringMapError(m, 'labels');
    if (e) return `failed to set app instance tracking info on manifest: failed to set app instance label: failed to get labels from target object ${who}: ${e}`;
  }
  return undefined;
}

export interface ParseOptions {
  /** Argo CD's application.resourceTrackingMethod (default annotation) */
  trackingMethod?: TrackingMethod;
}

/**
 * The manifests in a generate stdout (already stripped of one trailing newline).
 * Throws ManifestError with Argo CD's wording when Argo CD would fail.
 */
export function parseManifests(stdout: string, opts: ParseOptions = {}): Manifest[] {
  try {
    return parseAll(stdout, opts);
  } catch (e) {
    // nesting deeper than our stack (Go's decoders allow more): a clear refusal, not a crash
    if (e instanceof RangeError && /call stack/i.test(e.message)) throw new ManifestError('exceeded max depth: the output nests deeper than cmp-lint can follow');
    throw e;
  }
}

/**
 * Deepest nesting of objects and arrays kept (a deliberate difference: Go's decoders allow 10000
 * levels, our diff and YAML output recurse; no real manifest comes near).
 */
export const MAX_MANIFEST_DEPTH = 1000;

/** Whether `v` nests objects/arrays deeper than `max` (iterative: safe at any depth). */
function tooDeep(v: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[v, 1]];
  while (stack.length) {
    const [x, d] = stack.pop()!;
    if (x === null || typeof x !== 'object') continue;
    if (d > max) return true;
    for (const c of Array.isArray(x) ? x : Object.values(x as object)) if (c !== null && typeof c === 'object') stack.push([c, d + 1]);
  }
  return false;
}

/**
 * Most resources one render may print (a deliberate difference: Argo CD has no count limit, but
 * the diff of every resource is held, compared and printed, so 1.6 million one-line ConfigMaps, 100
 * MiB of output, took minutes and gigabytes; no real app comes near).
 */
export const MAX_MANIFESTS = 50_000;

function tooMany(docs?: number): ManifestError {
  return new ManifestError(`more than ${MAX_MANIFESTS.toLocaleString('en-US')} resources${docs ? ` (${docs.toLocaleString('en-US')} documents)` : ''}: cmp-lint's limit, so that one render cannot exhaust the machine comparing them`, undefined, undefined, 'limit');
}

function parseAll(stdout: string, opts: ParseOptions): Manifest[] {
  const docs = splitDocuments(stdout);
  if (docs.length > MAX_MANIFESTS) throw tooMany(docs.length);
  const objects = docs.map((d, i) => toObject(d, i + 1));
  objects.forEach((m, i) => {
    if (tooDeep(m, MAX_MANIFEST_DEPTH)) throw new ManifestError(`exceeded max depth: document nests objects and arrays more than ${MAX_MANIFEST_DEPTH} levels deep (cmp-lint's limit)`, i + 1);
  });
  const out: Manifest[] = [];
  objects.forEach((m, i) => {
    for (const t of targetsOf(m, i + 1)) {
      const e = trackingError(t, opts.trackingMethod);
      if (e) throw new ManifestError(e, i + 1, excerpt(JSON.stringify(t.metadata ?? {})), 'tracking');
      out.push(t);
      if (out.length > MAX_MANIFESTS) throw tooMany();
    }
  });
  return out;
}

/** encoding/json Unmarshal's syntax check: exactly one JSON value, then only whitespace. */
export function goJsonSyntaxError(text: string): string | undefined {
  const r = scanJson(text, 0);
  if ('eof' in r) return 'unexpected end of JSON input';
  if ('error' in r) return r.error;
  let j = r.end;
  while (j < text.length && isWs(text[j])) j++;
  if (j < text.length) return `invalid character ${quoteChar(text[j])} after top-level value`;
  return undefined;
}
