// JSON files: which ones are Kubernetes manifests, decided without parsing most of them.
//
// Argo CD reads `*.json` in a directory app as one object each (reposerver/repository
// getObjsFromYAMLOrJSON: Go's encoding/json, a single object per file), kustomize reads JSON
// resources and patches as YAML (JSON is YAML), and `kubectl get -o json` dumps land in
// repositories as they are. But most JSON files of a repository are no manifest at all:
// package.json, lock files, tsconfig, JSON Schemas, Grafana dashboards of megabytes. So a JSON file
// is read as a manifest only when
//   - its top-level value is an object with string `apiVersion` and `kind` (a resource, a `List`),
//   - or an array of JSON 6902 operations,
//   - or a kustomization in scope applies it as a patch (any object or op list: PatchTarget);
// and, unless it is such a patch, only when its text names `"apiVersion"` (or, for an array,
// `"op"`) and a CMP word or `ConfigMap`: byte searches, so an irrelevant file costs about its read.
// A JSON file never holds a template or a suppression comment: a text JSON.parse and js-yaml both
// refuse is reported only when it looks like a manifest (`"apiVersion"` and `"kind"`), the test Argo
// CD itself applies before it reports a file that does not parse.
import { load, CORE_SCHEMA } from 'js-yaml';
import { relevance, couldBePatch, type Relevance, type PatchTarget } from '../files/relevance.js';
import { isJson6902 } from '../extract/workloads.js';
import { mayMatter } from '../files/precheck.js';
import { scanText, heldSlice, heldIncludes, type HeldText } from '../files/word-scan.js';
import { hasUnquotedAction } from './template.js';

/** `*.json` (any case). */
export function isJsonPath(path: string): boolean {
  const n = path.length;
  return n > 5 && path.charCodeAt(n - 5) === 46 && path.slice(n - 4).toLowerCase() === 'json';
}

export type JsonDecision =
  /** nothing to read; `maybePatch`: it could still be a patch a kustomization applies */
  | { rel: 'no'; maybePatch: boolean; byName?: boolean }
  /** read it with positions (the whole text, decoded); `value`: its plain value, when it is JSON */
  | { rel: Exclude<Relevance, 'no'>; text: string; value?: unknown };

/** the first character that is not JSON whitespace (or a BOM), from the first 1 KiB */
function firstChar(text: string | HeldText): string {
  const head = typeof text === 'string' ? text.slice(0, 1024) : heldSlice(text, 0, 1024);
  const m = /[^ \t\r\n\ufeff]/.exec(head);
  return m ? m[0] : '';
}

const includes = (text: string | HeldText, s: string) => (typeof text === 'string' ? text.includes(s) : heldIncludes(text, s));

/** Any CMP word (the word scan's, or precheck's for a short text), or a ConfigMap (sidecars mount them by name). */
function mayHoldCmp(text: string | HeldText): boolean {
  if (typeof text === 'string' && text.length < 4096) return mayMatter(text);
  const scanned = scanText(text);
  if (!scanned) return mayMatter(typeof text === 'string' ? text : heldSlice(text, 0, text.length));
  return scanned.words.length > 0 || includes(text, 'ConfigMap') || includes(text, 'configMap');
}

export function jsonDecision(text: string | HeldText, patch: PatchTarget | undefined): JsonDecision {
  const first = firstChar(text);
  if (first !== '{' && first !== '[') return { rel: 'no', maybePatch: false };
  if (!patch) {
    // (an object or op list that names nothing may still be a bare patch fragment: loaded again
    // as one when a kustomization applies it)
    if (!includes(text, first === '{' ? '"apiVersion"' : '"op"')) return { rel: 'no', maybePatch: true, byName: false };
    if (!mayHoldCmp(text)) return { rel: 'no', maybePatch: true, byName: false };
  }
  const whole = typeof text === 'string' ? text : heldSlice(text, 0, text.length);
  let value: unknown;
  let failed = false;
  try {
    value = JSON.parse(whole);
  } catch {
    // a template of some tool (`"data": {{ toJson .Values.cmp }}`), which YAML may even read as a
    // mapping: never linted as written
    if (!patch && hasUnquotedAction(whole)) return { rel: 'no', maybePatch: false };
    // several JSON values one after the other (`jq -c` output): kubectl applies each, Argo CD refuses
    // the file in a directory app ("Only single objects are allowed in JSON files"); not read
    if (concatenated(whole)) return { rel: 'no', maybePatch: false };
    // not JSON, maybe YAML all the same (kustomize reads it as YAML): `{a: 1}`, a trailing comma
    try {
      value = load(whole, { schema: CORE_SCHEMA });
    } catch {
      failed = true;
    }
  }
  if (failed) {
    if (!patch && !(whole.includes('"apiVersion"') && whole.includes('"kind"'))) return { rel: 'no', maybePatch: false };
    return { rel: 'parse', text: whole };
  }
  const manifest = Array.isArray(value) ? isJson6902(value) : isObj(value) && typeof value.apiVersion === 'string' && typeof value.kind === 'string';
  const rel = manifest || patch ? relevance(value, patch) : 'no';
  if (rel === 'no') return { rel, maybePatch: couldBePatch(value), byName: relevance(value, {}) === 'no' };
  return { rel, text: whole, value };
}

/** A List's item in the JSON text: [from, to), its line (1-based) and column. */
export interface JsonItem {
  from: number;
  to: number;
  line: number;
  column: number;
  rel: Exclude<Relevance, 'no'>;
  value: unknown;
}

/**
 * The items of a `kubectl get -o json` List that can matter (relevance), each where it lies in the
 * text, so that only they are parsed with positions (a dump of megabytes holds a few). Undefined
 * when the value is no List, an item is no object, a Kustomization is among them (left to the whole
 * document, as for YAML Lists), or the text's items are not the value's (a repeated `items` key).
 */
export function jsonListItems(text: string, value: unknown): JsonItem[] | undefined {
  if (!isObj(value) || typeof value.kind !== 'string' || !value.kind.endsWith('List') || !Array.isArray(value.items)) return undefined;
  const items = value.items as unknown[];
  const spans: [number, number][] = [];
  let depth = 0;
  let inItems = false;
  let itemsSeen = 0;
  let lastKey: string | undefined;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      const a = i;
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
      // a key of the List itself
      if (depth === 1) lastKey = text.slice(a + 1, i);
      continue;
    }
    if (c === 123 || c === 91) {
      if (depth === 1 && c === 91 && lastKey === 'items') {
        inItems = true;
        itemsSeen++;
      } else if (inItems && depth === 2) {
        if (c !== 123) return undefined;
        start = i;
      }
      depth++;
    } else if (c === 125 || c === 93) {
      depth--;
      if (inItems && depth === 2 && start >= 0) {
        spans.push([start, i + 1]);
        start = -1;
      } else if (inItems && depth === 1) inItems = false;
    } else if (c === 44 && depth === 1) lastKey = undefined;
  }
  if (itemsSeen !== 1 || spans.length !== items.length) return undefined;
  const out: JsonItem[] = [];
  // (each line feed is found once, and a column without a search back to its line's start: on a
  // one-line dump of many items either would cost the square of its size)
  let line = 1;
  let lineStart = 0;
  let nextLine = text.indexOf('\n');
  for (let k = 0; k < items.length; k++) {
    const rel = relevance(items[k]);
    if (rel === 'no') continue;
    const kind = (items[k] as { kind?: unknown }).kind;
    if (kind === 'Kustomization' || kind === 'Component') return undefined;
    const [from, to] = spans[k];
    while (nextLine !== -1 && nextLine < from) {
      line++;
      lineStart = nextLine + 1;
      nextLine = text.indexOf('\n', lineStart);
    }
    out.push({ from, to, line, column: from - lineStart + 1, rel, value: items[k] });
  }
  return out;
}

/** Is the text a JSON value followed by more than white space (the first value itself valid JSON)? */
function concatenated(text: string): boolean {
  let depth = 0;
  let i = text.search(/[{[]/);
  if (i < 0) return false;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // a string: to its closing quote
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
    } else if (c === 123 || c === 91) depth++;
    else if ((c === 125 || c === 93) && --depth === 0) break;
  }
  const rest = text.slice(i + 1).trim();
  if (rest === '' || (rest[0] !== '{' && rest[0] !== '[')) return false;
  try {
    JSON.parse(text.slice(0, i + 1));
    return true;
  } catch {
    return false;
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
