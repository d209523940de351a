// Templated YAML: Helm chart templates, helmfile, `*.gotmpl`, and other tools' Go-template
// placeholders (`name: {{.Name}}`). Such a file is not YAML until a tool renders it, so its
// template syntax is never a YAML or schema error; the CMP configuration it holds is still read
// by masking every template action with characters that keep each offset, line and column:
//   - a line made only of actions (`{{- if .Values.x }}`, `{{ end }}`, `{{- include … | nindent 4 }}`)
//     becomes blank;
//   - an action among other text (`image: {{ .Values.image }}`, `"{{ .a }}:{{ .b }}"`) becomes a
//     run of `_`, a plain scalar of the same length (a placeholder).
// Findings that touch a placeholder are about a value the template computes: the caller drops them,
// as it drops those that start inside an action kept as a string (`{{ $v.name }}`: template code).
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

export interface MaskedTemplate {
  /** the text with every action masked (same length, same line breaks) */
  text: string;
  /**
   * Offsets where a value is computed by the template: each placeholder, and the key that owns a
   * whole-value placeholder. A finding whose range covers one of them is about template output.
   */
  placeholders: number[];
  /**
   * The actions whose inside the mask keeps (`key: {{ $v.name }}` read as `key: "{ $v.name }"`), as
   * [start, end) offset pairs in text order: what lies inside is template code, which the tool that
   * renders the file replaces, so a finding that starts there is about the template, not its output.
   */
  kept: number[];
}

/** How one action is masked: made a quoted string (`"{ .x }"`), blanked, or filled with `_`. */
export interface MaskEdit {
  a: number;
  b: number;
  how: 'quote' | 'blank' | 'placeholder';
}

/** Mask every `{{ … }}` action of a Go template; see the module comment. */
export function maskTemplate(text: string): MaskedTemplate {
  const { edits, placeholders } = maskEdits(text);
  const kept: number[] = [];
  for (const e of edits) if (e.how === 'quote') kept.push(e.a, e.b);
  return { text: edits.length === 0 ? text : applyMask(text, edits), placeholders, kept };
}

/**
 * What maskTemplate does to each action (decided on the text as written), and the placeholders.
 * (Every chart template goes through here: lines are read by their characters, and a pattern
 * runs only on a line whose characters do not settle the question already.)
 */
export function maskEdits(text: string): { edits: MaskEdit[]; placeholders: number[] } {
  // the actions, as start and end offsets one after the other, in text order
  const spans: number[] = [];
  for (let i = text.indexOf('{{'); i !== -1; ) {
    const end = actionEnd(text, i);
    spans.push(i, end);
    i = text.indexOf('{{', end);
  }
  const edits: MaskEdit[] = [];
  const placeholders: number[] = [];
  for (let s = 0; s < spans.length; s += 2) {
    const a = spans[s];
    const b = spans[s + 1];
    // the lines this action touches: blank when nothing but white space and actions is on them
    const lineStart = text.lastIndexOf('\n', a - 1) + 1;
    let lineEnd = text.indexOf('\n', b);
    if (lineEnd === -1) lineEnd = text.length;
    const onlyActions = onlyActionsOn(text, lineStart, lineEnd, spans);
    if (!onlyActions) placeholders.push(a);
    if (!onlyActions && wholeValue(text, lineStart, a, b, lineEnd)) {
      // `key: {{ .Values.x }}` becomes `key: "{ .Values.x }"`: a string that still reads as the template
      edits.push({ a, b, how: 'quote' });
      placeholders.push(lineStart + leadingSpace(text, lineStart, a));
      continue;
    }
    if (onlyActions) {
      // `resources:` followed by a line `{{- toYaml .Values.resources | nindent 12 }}`: the action
      // is the key's whole value; keep it as a placeholder string so the key is not read as empty
      const key = ownerKey(text, lineStart, lineEnd, a, b, spans);
      if (key !== undefined) {
        edits.push({ a, b, how: 'quote' });
        placeholders.push(a, key);
        continue;
      }
    }
    edits.push({ a, b, how: onlyActions ? 'blank' : 'placeholder' });
  }
  return { edits, placeholders };
}

const NOT_LINE_BREAK = /[^\r\n]/g;
const QUOTE_OR_BACKSLASH = /["\\]/g;

/**
 * The masked text, same length, same line breaks: a quoted action keeps its inside with `"` made
 * `'` and `\` made `/` between two `"`; a blanked one becomes spaces, a placeholder `_`. An ASCII
 * text is masked in a copy of its bytes, another built from slices of the text (either way a
 * one-byte text stays one-byte, which later scans read faster).
 */
export function applyMask(text: string, edits: readonly MaskEdit[]): string {
  if (Buffer.byteLength(text, 'utf8') === text.length) return applyMaskAscii(text, edits);
  const parts: string[] = [];
  let prev = 0;
  for (const { a, b, how } of edits) {
    parts.push(text.slice(prev, a));
    if (how === 'quote') {
      const inside = text.slice(a + 1, b - 1);
      parts.push('"', inside.includes('"') || inside.includes('\\') ? inside.replace(QUOTE_OR_BACKSLASH, (c) => (c === '"' ? "'" : '/')) : inside, '"');
    } else {
      const fill = how === 'blank' ? ' ' : '_';
      const action = text.slice(a, b);
      parts.push(action.includes('\n') || action.includes('\r') ? action.replace(NOT_LINE_BREAK, fill) : fill.repeat(b - a));
    }
    prev = b;
  }
  parts.push(text.slice(prev));
  return parts.join('');
}

/** applyMask for a text of ASCII characters only (one byte each): the edits written into a copy of its bytes. */
function applyMaskAscii(text: string, edits: readonly MaskEdit[]): string {
  const buf = Buffer.from(text, 'latin1');
  for (const { a, b, how } of edits) {
    if (how === 'quote') {
      // (b - a ≥ 2: an action starts with `{{`; one cut short by the text's end is never quoted)
      buf[a] = 0x22;
      buf[b - 1] = 0x22;
      for (let k = a + 1; k < b - 1; k++) {
        const c = buf[k];
        if (c === 0x22) buf[k] = 0x27;
        else if (c === 0x5c) buf[k] = 0x2f;
      }
    } else {
      const fill = how === 'blank' ? 0x20 : 0x5f;
      for (let k = a; k < b; k++) {
        const c = buf[k];
        if (c !== 10 && c !== 13) buf[k] = fill;
      }
    }
  }
  return buf.toString('latin1');
}

/** Is this character white space to String.prototype.trim (ECMAScript WhiteSpace or LineTerminator)? */
function isTrimSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** How many characters of [from, to) trimStart would remove. */
function leadingSpace(text: string, from: number, to: number): number {
  let k = from;
  while (k < to && isTrimSpace(text.charCodeAt(k))) k++;
  return k - from;
}

/** Does [from, to) hold the character `c`? */
function hasCharIn(text: string, c: number, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (text.charCodeAt(k) === c) return true;
  return false;
}

/** Is [from, to) all white space to trim? */
function allTrimSpace(text: string, from: number, to: number): boolean {
  return leadingSpace(text, from, to) === to - from;
}

const KEY_LINE = /^[ \t]*(?:-[ \t]+)?[^\s#'"][^#]*:[ \t]*(?:#.*)?$/;
const BLOCK_INDICATOR = /:[ \t]*[|>]/;
const DASH_PREFIX = /^([ \t]*)-[ \t]+/;

/**
 * For an action alone on its line, the offset of the key whose whole value it is: the previous
 * content line is `key:` with nothing after it, less indented than the action, and the next
 * content line is not more indented than that key.
 */
function ownerKey(text: string, lineStart: number, lineEnd: number, a: number, b: number, spans: number[]): number | undefined {
  const nl = text.indexOf('\n', a);
  if (nl !== -1 && nl < b) return undefined;
  // one action, alone: the line trimmed is the action (it starts with `{{`; it can end with white
  // space only when the text's end cut it short)
  if (!allTrimSpace(text, lineStart, a) || !allTrimSpace(text, b, lineEnd) || isTrimSpace(text.charCodeAt(b - 1))) return undefined;
  // previous content line
  let e = lineStart - 1;
  let prevStart = -1;
  while (e > 0) {
    const s = text.lastIndexOf('\n', e - 1) + 1;
    if (!onlyActionsOn(text, s, e, spans)) {
      prevStart = s;
      break;
    }
    e = s - 1;
  }
  if (prevStart < 0) return undefined;
  // the previous line can be a key only when it ends with `:` (before white space) or holds a comment
  let last = e - 1;
  if (last >= prevStart && text.charCodeAt(last) === 13) last--;
  while (last >= prevStart && (text.charCodeAt(last) === 32 || text.charCodeAt(last) === 9)) last--;
  if (last < prevStart || (text.charCodeAt(last) !== 0x3a && !hasCharIn(text, 0x23, prevStart, last + 1))) return undefined;
  // (the conditions are independent: the cheap ones first)
  const prevIndent = leadingSpace(text, prevStart, e);
  if (leadingSpace(text, lineStart, lineEnd) <= prevIndent) return undefined;
  let keyIndent = plainKeyLine(text, prevStart, last);
  if (keyIndent < 0) {
    let prev = text.slice(prevStart, e);
    if (prev.charCodeAt(prev.length - 1) === 13) prev = prev.slice(0, -1);
    if (!KEY_LINE.test(prev) || BLOCK_INDICATOR.test(prev)) return undefined;
    keyIndent = DASH_PREFIX.test(prev) ? indentOf(prev.replace(DASH_PREFIX, '$1  ')) : prevIndent;
  }
  // next content line
  let s = lineEnd + 1;
  while (s < text.length) {
    let t = text.indexOf('\n', s);
    if (t === -1) t = text.length;
    if (!onlyActionsOn(text, s, t, spans)) {
      if (leadingSpace(text, s, t) > keyIndent) return undefined;
      break;
    }
    s = t + 1;
  }
  return prevStart + keyIndent;
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * The common key line, `  key:` or `  - key:` (spaces or tabs, a key of [A-Za-z0-9_./-], nothing
 * after the `:` at `colon` but spaces and tabs, which the caller checked): the key's indentation as
 * ownerKey computes it (a `- ` counts as two spaces). -1 for any other line (the patterns decide).
 * Such a line matches KEY_LINE and not BLOCK_INDICATOR, and DASH_PREFIX exactly when it has the dash.
 */
function plainKeyLine(text: string, from: number, colon: number): number {
  if (text.charCodeAt(colon) !== 0x3a) return -1;
  let k = from;
  while (k < colon && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k++;
  let indent = k - from;
  if (text.charCodeAt(k) === 0x2d && (text.charCodeAt(k + 1) === 32 || text.charCodeAt(k + 1) === 9)) {
    k += 2;
    while (k < colon && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k++;
    indent += 2;
  }
  if (k >= colon) return -1;
  for (let j = k; j < colon; j++) if (!isPlainKeyChar(text.charCodeAt(j))) return -1;
  return indent;
}
const VALUE_BEFORE = /(?:^|\s|:)(?:-|[^\s#'"][^#'"]*:)[ \t]+$|^[ \t]*(?:-[ \t]+)+$/;
const NOTHING_AFTER = /^[ \t]*(?:#.*)?\r?$/;

/** Is the action [a, b) the whole value of a mapping entry or a list item, on one line? */
function wholeValue(text: string, lineStart: number, a: number, b: number, lineEnd: number): boolean {
  if (b - a < 4) return false;
  // (both alternatives of VALUE_BEFORE end in a space or a tab)
  const c = text.charCodeAt(a - 1);
  if (a === lineStart || (c !== 32 && c !== 9)) return false;
  const nl = text.indexOf('\n', a);
  if (nl !== -1 && nl < b) return false;
  if (b < lineEnd) {
    // (the rest of the line: nothing, white space, a comment; the common answer read from its first character)
    const d = text.charCodeAt(b);
    if (d !== 32 && d !== 9 && d !== 35 && !(d === 13 && b + 1 === lineEnd)) return false;
    if (!NOTHING_AFTER.test(text.slice(b, lineEnd))) return false;
  }
  // the common `key: ` before the action, a key of plain characters after the line start, white
  // space or `:`, is one of VALUE_BEFORE's matches; anything else is left to the pattern
  let k = a - 2;
  while (k >= lineStart && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  if (k > lineStart && text.charCodeAt(k) === 0x3a) {
    let j = k - 1;
    while (j >= lineStart && isPlainKeyChar(text.charCodeAt(j))) j--;
    if (j < k - 1 && (j < lineStart || text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9 || text.charCodeAt(j) === 0x3a)) return true;
  }
  return VALUE_BEFORE.test(text.slice(lineStart, a));
}

/** [A-Za-z0-9_./-] */
function isPlainKeyChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x2d && c <= 0x39) || c === 0x5f;
}

/** Offset just past the `}}` closing the action at `start` (a comment ends at the closing of its comment); the text's end when unclosed. */
function actionEnd(text: string, start: number): number {
  let k = start + 2;
  if (text[k] === '-' && text[k + 1] === ' ') k += 2;
  if (text.startsWith('/*', k)) {
    const c = text.indexOf('*/', k + 2);
    if (c === -1) return text.length;
    const close = text.indexOf('}}', c + 2);
    return close === -1 ? text.length : close + 2;
  }
  while (k < text.length) {
    const c = text.charCodeAt(k);
    if (c === 0x7d && text.charCodeAt(k + 1) === 0x7d) return k + 2;
    if (c === 0x22 || c === 0x60) {
      // a string inside the action may hold `}}`; a raw (backquoted) string may span lines
      const q = c;
      k++;
      while (k < text.length) {
        const d = text.charCodeAt(k);
        if (d === q) break;
        if (q === 0x22 && d === 0x5c) k++;
        else if (q === 0x22 && d === 10) break;
        k++;
      }
    }
    k++;
  }
  return text.length;
}

/** Is [from, to) nothing but white space (space, tab, line breaks) and actions (`spans`: starts and ends, sorted)? */
function onlyActionsOn(text: string, from: number, to: number, spans: number[]): boolean {
  let k = from;
  // spans are sorted: find the first one reaching into [from, to)
  let s = lowerBound(spans, from);
  while (k < to) {
    if (s < spans.length && spans[s] <= k) {
      k = Math.max(k, spans[s + 1]);
      s += 2;
      continue;
    }
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 9 && c !== 13 && c !== 10) return false;
    k++;
  }
  return true;
}

/** The index (even) of the first span ending after `off`. */
function lowerBound(spans: number[], off: number): number {
  let lo = 0;
  let hi = spans.length >> 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[2 * mid + 1] <= off) lo = mid + 1;
    else hi = mid;
  }
  return 2 * lo;
}

/**
 * Is this file a template by where it lives or what it is called? Helm chart templates (a
 * `templates/` directory with a Chart.yaml beside it), helmfile (`helmfile.yaml`, `helmfile.d/`,
 * `*.gotmpl`). `exists` checks a path relative to `root` (cached by the caller).
 */
export function templatedByName(path: string, hasChart: (dir: string) => boolean): boolean {
  // (called for every YAML file: the common answer, no, without a lower-case copy or a split)
  const lower = /[A-Z]/.test(path) ? path.toLowerCase() : path;
  if (lower.endsWith('.gotmpl') || (lower.includes('helmfile') && (/(^|\/)helmfile\.ya?ml$/.test(lower) || /(^|\/)helmfile\.d\//.test(lower)))) return true;
  if (!path.includes('templates/')) return false;
  const parts = path.split('/');
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i] === 'templates' && hasChart(parts.slice(0, i).join('/') || '.')) return true;
  }
  return false;
}

/**
 * Does the text hold a template action that YAML cannot read: `{{` outside a quoted scalar and
 * outside a block scalar. (A quoted `'{{.path.basename}}'`, as ApplicationSets write, is YAML.)
 * Cheap and conservative: the caller masks only a file whose plain parse failed.
 */
export function hasTemplateActions(text: string): boolean {
  return text.includes('{{');
}

/** a relative path with nothing for join to normalize: no `.` or `..` segment, no empty one */
const NOT_PLAIN_DIR = /^\/|(^|\/)\.\.?(\/|$)|\/\/|\/$|^$/;

/** A cache of "is there a Chart.yaml in this directory" under a root directory. */
export function chartDirProbe(root: string): (dir: string) => boolean {
  const cache = new Map<string, boolean>();
  const base = resolve(root);
  const under = base.endsWith(sep) ? base : base + sep;
  return (dir: string) => {
    let v = cache.get(dir);
    if (v === undefined) {
      // (a plain directory path is joined by concatenation: one per chart of a big repository)
      const abs = dir === '.' ? base : sep === '/' && !NOT_PLAIN_DIR.test(dir) ? under + dir : join(base, dir);
      const slash = abs.endsWith('/') ? abs : abs + '/';
      v = existsSync(slash + 'Chart.yaml') || existsSync(slash + 'Chart.yml');
      cache.set(dir, v);
    }
    return v;
  };
}

/** `key: {{`, `- {{` or a line starting with `{{`: an action YAML would not read as a string (hasUnquotedAction). */
export const UNQUOTED_ACTION = /(?:^|[:-])[ \t]*\{\{/m;

/**
 * UNQUOTED_ACTION.test on text[from, to) (`from` counts as a line start), found by looking back from
 * each `{{` over blanks to a line start, `:` or `-`: V8 tries a multiline pattern that starts with
 * `^` or a character class at every position of the text (18 ms on 20 MB of rendered manifests).
 */
export function hasUnquotedAction(text: string, from = 0, to = text.length): boolean {
  for (let k = text.indexOf('{{', from); k !== -1 && k + 2 <= to; k = text.indexOf('{{', k + 1)) {
    let j = k - 1;
    while (j >= from) {
      const c = text.charCodeAt(j);
      if (c !== 32 && c !== 9) break;
      j--;
    }
    if (j < from) return true;
    const c = text.charCodeAt(j);
    if (c === 58 || c === 45 || c === 10 || c === 13 || c === 0x2028 || c === 0x2029) return true;
  }
  return false;
}
