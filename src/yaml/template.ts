// Templated YAML: Helm chart templates, helmfile, `*.gotmpl`, and other tools' Go-template
// placeholders (`name: {{.Name}}`). Such a file is not YAML until a tool renders it, so its
// template syntax is never a YAML or schema error; the CMP configuration it holds is still read
// by masking every template action with characters that keep each offset, line and column:
//   - a line made only of actions (`{{- if .Values.x }}`, `{{ end }}`, `{{- include … | nindent 4 }}`)
//     becomes blank;
//   - an action among other text (`image: {{ .Values.image }}`, `"{{ .a }}:{{ .b }}"`) becomes a
//     run of `_`, a plain scalar of the same length (a placeholder).
// Findings that touch a placeholder are about a value the template computes: the caller drops them.
import { existsSync } from 'node:fs';
import { posix, join } from 'node:path';

export interface MaskedTemplate {
  /** the text with every action masked (same length, same line breaks) */
  text: string;
  /**
   * Offsets where a value is computed by the template: each placeholder, and the key that owns a
   * whole-value placeholder. A finding whose range covers one of them is about template output.
   */
  placeholders: number[];
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
  return { text: edits.length === 0 ? text : applyMask(text, edits), placeholders };
}

/** What maskTemplate does to each action (decided on the text as written), and the placeholders. */
export function maskEdits(text: string): { edits: MaskEdit[]; placeholders: number[] } {
  const spans: [number, number][] = [];
  let i = text.indexOf('{{');
  while (i !== -1) {
    const end = actionEnd(text, i);
    spans.push([i, end]);
    i = text.indexOf('{{', end);
  }
  const edits: MaskEdit[] = [];
  const placeholders: number[] = [];
  for (const [a, b] of spans) {
    // the lines this action touches: blank when nothing but white space and actions is on them
    const lineStart = text.lastIndexOf('\n', a - 1) + 1;
    let lineEnd = text.indexOf('\n', b);
    if (lineEnd === -1) lineEnd = text.length;
    const onlyActions = onlyActionsOn(text, lineStart, lineEnd, spans);
    if (!onlyActions) placeholders.push(a);
    if (!onlyActions && wholeValue(text, lineStart, a, b, lineEnd)) {
      // `key: {{ .Values.x }}` becomes `key: "{ .Values.x }"`: a string that still reads as the template
      edits.push({ a, b, how: 'quote' });
      placeholders.push(lineStart + (text.slice(lineStart, a).length - text.slice(lineStart, a).trimStart().length));
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
 * `'` and `\` made `/` between two `"`; a blanked one becomes spaces, a placeholder `_`. Built from
 * slices of the text (a one-byte string stays one-byte, which later scans read faster).
 */
export function applyMask(text: string, edits: readonly MaskEdit[]): string {
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

const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * For an action alone on its line, the offset of the key whose whole value it is: the previous
 * content line is `key:` with nothing after it, less indented than the action, and the next
 * content line is not more indented than that key.
 */
function ownerKey(text: string, lineStart: number, lineEnd: number, a: number, b: number, spans: [number, number][]): number | undefined {
  if (text.slice(a, b).includes('\n')) return undefined;
  const line = text.slice(lineStart, lineEnd);
  if (line.trim() !== text.slice(a, b)) return undefined; // one action, alone
  const blankOrActions = (s: number, e: number) => onlyActionsOn(text, s, e, spans);
  // previous content line
  let e = lineStart - 1;
  let prevStart = -1;
  while (e > 0) {
    const s = text.lastIndexOf('\n', e - 1) + 1;
    if (!blankOrActions(s, e)) {
      prevStart = s;
      break;
    }
    e = s - 1;
  }
  if (prevStart < 0) return undefined;
  const prev = text.slice(prevStart, e).replace(/\r$/, '');
  if (!/^[ \t]*(?:-[ \t]+)?[^\s#'"][^#]*:[ \t]*(?:#.*)?$/.test(prev) || /:[ \t]*[|>]/.test(prev)) return undefined;
  const keyIndent = indentOf(prev.replace(/^([ \t]*)-[ \t]+/, '$1  '));
  if (indentOf(line) <= indentOf(prev)) return undefined;
  // next content line
  let s = lineEnd + 1;
  while (s < text.length) {
    let t = text.indexOf('\n', s);
    if (t === -1) t = text.length;
    if (!blankOrActions(s, t)) {
      if (indentOf(text.slice(s, t)) > keyIndent) return undefined;
      break;
    }
    s = t + 1;
  }
  return prevStart + keyIndent;
}

/** Is the action [a, b) the whole value of a mapping entry or a list item, on one line? */
function wholeValue(text: string, lineStart: number, a: number, b: number, lineEnd: number): boolean {
  if (b - a < 4 || text.slice(a, b).includes('\n')) return false;
  const before = text.slice(lineStart, a);
  if (!/(?:^|\s|:)(?:-|[^\s#'"][^#'"]*:)[ \t]+$|^[ \t]*(?:-[ \t]+)+$/.test(before)) return false;
  return /^[ \t]*(?:#.*)?\r?$/.test(text.slice(b, lineEnd));
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
    const c = text[k];
    if (c === '}' && text[k + 1] === '}') return k + 2;
    if (c === '"' || c === '`') {
      // a string inside the action may hold `}}`; a raw (backquoted) string may span lines
      const q = c;
      k++;
      while (k < text.length && text[k] !== q) {
        if (q === '"' && text[k] === '\\') k++;
        else if (q === '"' && text[k] === '\n') break;
        k++;
      }
    }
    k++;
  }
  return text.length;
}

function onlyActionsOn(text: string, from: number, to: number, spans: [number, number][]): boolean {
  let k = from;
  // spans are sorted: find the first one reaching into [from, to)
  let s = lowerBound(spans, from);
  while (k < to) {
    if (s < spans.length && spans[s][0] <= k) {
      k = Math.max(k, spans[s][1]);
      s++;
      continue;
    }
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 9 && c !== 13 && c !== 10) return false;
    k++;
  }
  return true;
}

function lowerBound(spans: [number, number][], off: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid][1] <= off) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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

/** A cache of "is there a Chart.yaml in this directory" under a root directory. */
export function chartDirProbe(root: string): (dir: string) => boolean {
  const cache = new Map<string, boolean>();
  return (dir: string) => {
    let v = cache.get(dir);
    if (v === undefined) {
      const abs = join(root, dir);
      v = existsSync(posix.join(abs, 'Chart.yaml')) || existsSync(posix.join(abs, 'Chart.yml'));
      cache.set(dir, v);
    }
    return v;
  };
}
