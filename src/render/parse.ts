// Parsing generate's stdout the way the sidecar and the repo-server do (reference §4.3):
// apimachinery's YAMLOrJSONDecoder (a JSON object stream when the text starts with `{`, else a
// YAML stream split on `---` lines), empty and `null` documents dropped, then every document
// converted to an object that needs `kind`; `*List` objects are flattened.
import yaml from 'js-yaml';

export type Manifest = Record<string, unknown>;

export class ManifestError extends Error {
  constructor(
    message: string,
    /** 1-based index of the offending document in the stream, when known */
    readonly doc?: number,
    /** a short excerpt of what was found */
    readonly excerpt?: string,
  ) {
    super(message);
    this.name = 'ManifestError';
  }
}

const excerpt = (s: string, n = 120): string => {
  const one = s.trim();
  return one.length > n ? one.slice(0, n) + '…' : one;
};

/** End offset of the JSON value starting at `i` (no validation beyond bracket/string structure). */
function jsonValueEnd(s: string, i: number): number {
  const c = s[i];
  if (c === '{' || c === '[') {
    let depth = 0;
    let inStr = false;
    for (let j = i; j < s.length; j++) {
      const ch = s[j];
      if (inStr) {
        if (ch === '\\') j++;
        else if (ch === '"') inStr = false;
      } else if (ch === '"') inStr = true;
      else if (ch === '{' || ch === '[') depth++;
      else if (ch === '}' || ch === ']') {
        depth--;
        if (depth === 0) return j + 1;
      }
    }
    return s.length;
  }
  if (c === '"') {
    for (let j = i + 1; j < s.length; j++) {
      if (s[j] === '\\') j++;
      else if (s[j] === '"') return j + 1;
    }
    return s.length;
  }
  let j = i;
  while (j < s.length && !/[\s{}[\]",]/.test(s[j])) j++;
  return Math.max(j, i + 1);
}

/** A stream of concatenated JSON values; undefined when the first value is not JSON (YAML fallback). */
function splitJson(text: string): unknown[] | undefined {
  const out: unknown[] = [];
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i])) i++;
    if (i >= text.length) return out;
    const end = jsonValueEnd(text, i);
    const chunk = text.slice(i, end);
    try {
      out.push(JSON.parse(chunk));
    } catch (e) {
      if (out.length === 0) return undefined;
      throw new ManifestError(`failed to unmarshal manifest: ${(e as Error).message}`, out.length + 1, excerpt(chunk));
    }
    i = end;
  }
}

/** k8s YAMLReader: documents are separated by lines starting with `---` (only a comment may follow). */
function splitYamlDocs(text: string): { text: string; line: number }[] {
  const docs: { text: string; line: number }[] = [];
  let cur: string[] = [];
  let startLine = 1;
  const lines = text.split('\n');
  lines.forEach((line, idx) => {
    if (line.startsWith('---')) {
      const rest = line.slice(3).trim();
      if (rest.length > 0 && rest[0] !== '#') {
        throw new ManifestError(`failed to unmarshal manifest: invalid Yaml document separator: ${rest}`, docs.length + 1, excerpt(line));
      }
      docs.push({ text: cur.join('\n'), line: startLine });
      cur = [];
      startLine = idx + 2;
      return;
    }
    cur.push(line);
  });
  docs.push({ text: cur.join('\n'), line: startLine });
  return docs;
}

function yamlDocs(text: string): unknown[] {
  const out: unknown[] = [];
  for (const d of splitYamlDocs(text)) {
    if (d.text.trim() === '') continue;
    let values: unknown[];
    try {
      // json: true — a duplicated key overrides instead of failing, as with go-yaml v2
      values = yaml.loadAll(d.text, null, { json: true }) as unknown[];
    } catch (e) {
      const ye = e as { reason?: string; mark?: { line: number } };
      const line = ye.mark ? d.line + ye.mark.line : d.line;
      throw new ManifestError(
        `failed to unmarshal manifest: error converting YAML to JSON: yaml: line ${line}: ${ye.reason ?? (e as Error).message}`,
        out.length + 1,
        excerpt(d.text),
      );
    }
    // go-yaml reads one document per chunk
    out.push(values.length > 0 ? values[0] : null);
  }
  return out;
}

const goType = (v: unknown): string =>
  Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v === 'boolean' ? 'bool' : typeof v === 'number' ? 'number' : typeof v;

/**
 * The manifests in a generate stdout (already stripped of one trailing newline).
 * Throws ManifestError with Argo CD's wording when Argo CD would fail.
 */
export function parseManifests(stdout: string): Manifest[] {
  const trimmed = stdout.trimStart();
  let docs: unknown[] | undefined;
  if (trimmed.startsWith('{')) docs = splitJson(trimmed);
  if (docs === undefined) docs = yamlDocs(stdout);
  const out: Manifest[] = [];
  docs.forEach((doc, i) => {
    if (doc === null || doc === undefined) return; // empty and `null` documents are skipped
    if (typeof doc !== 'object' || Array.isArray(doc)) {
      const shown = typeof doc === 'string' ? doc : JSON.stringify(doc);
      throw new ManifestError(
        `failed to unmarshal manifest: json: cannot unmarshal ${goType(doc)} into Go value of type map[string]interface {}`,
        i + 1,
        excerpt(shown),
      );
    }
    for (const m of flatten(doc as Manifest, i + 1)) out.push(m);
  });
  return out;
}

function requireKind(m: Manifest, doc: number): Manifest {
  if (typeof m.kind !== 'string' || m.kind === '') {
    const j = JSON.stringify(m);
    throw new ManifestError(`Object 'Kind' is missing in '${j.length > 200 ? j.slice(0, 200) + '…' : j}'`, doc, excerpt(j));
  }
  return m;
}

function flatten(m: Manifest, doc: number): Manifest[] {
  const kind = typeof m.kind === 'string' ? m.kind : '';
  if (kind.endsWith('List') && 'items' in m) {
    if (m.items === null || m.items === undefined) return [];
    if (!Array.isArray(m.items)) {
      throw new ManifestError(`failed to unmarshal manifest: json: cannot unmarshal ${goType(m.items)} into Go value of type []interface {}`, doc);
    }
    const itemKind = kind.slice(0, -'List'.length);
    const out: Manifest[] = [];
    for (const it of m.items) {
      if (it === null || typeof it !== 'object' || Array.isArray(it)) {
        throw new ManifestError(`failed to unmarshal manifest: json: cannot unmarshal ${goType(it)} into Go value of type map[string]interface {}`, doc);
      }
      const item = { ...(it as Manifest) };
      // apimachinery gives kind-less items of a typed list (`ConfigMapList`) the list's item kind
      if ((item.kind === undefined || item.kind === '') && (item.apiVersion === undefined || item.apiVersion === '') && itemKind) {
        item.kind = itemKind;
        if (m.apiVersion !== undefined) item.apiVersion = m.apiVersion;
      }
      out.push(...flatten(item, doc));
    }
    return out;
  }
  return [requireKind(m, doc)];
}
