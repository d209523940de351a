// The code frame under a stylish finding: the offending line with a line of context on each side,
// line numbers in a gutter and carets under the range (its first line only).
//
//     13 |       containers:
//   > 14 |         - name: cmp
//        |                 ^^^
//     15 |           image: example/cmp:1.0

import { neutralize } from './summary.js';

/** Tabs are expanded to this stop width so carets line up under them. */
const TAB_WIDTH = 4;
/** Longer lines are cut to a window around the column, marked with "…" on the cut sides. */
export const MAX_FRAME_WIDTH = 100;
/** How far into the window the caret lands when a line is cut. */
const LEAD = 30;

export interface Range {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export interface FramePaint {
  gutter(s: string): string;
  marker(s: string): string;
}

const plain: FramePaint = { gutter: (s) => s, marker: (s) => s };

/** Expands tabs; `at[i]` is the display column (0-based) of code unit i, `at[text.length]` the width. */
function expandTabs(raw: string): { shown: string; at: number[] } {
  const text = neutralize(raw); // same length: control characters become one visible character each
  let shown = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    at.push(shown.length);
    const ch = text[i];
    shown += ch === '\t' ? ' '.repeat(TAB_WIDTH - (shown.length % TAB_WIDTH)) : ch;
  }
  at.push(shown.length);
  return { shown, at };
}

/**
 * Lines of the frame (no trailing newline, no outer indent), or [] when the offending line is not
 * in the source. Columns are 1-based UTF-16 code units, end exclusive, as in Finding.
 */
export function codeFrame(getLine: (line: number) => string | undefined, r: Range, paint: FramePaint = plain): string[] {
  const text = getLine(r.line);
  if (text === undefined) return [];
  const { shown, at } = expandTabs(text);

  // Underline the first line of the range: to endColumn when it ends here, else to the line's end.
  const i0 = Math.min(Math.max(r.column - 1, 0), text.length);
  const i1 = r.endLine === r.line ? Math.min(Math.max(r.endColumn - 1, i0), text.length) : text.length;
  const from = at[i0];
  const to = Math.max(at[i1], from + 1);

  const start = shown.length > MAX_FRAME_WIDTH ? Math.max(0, Math.min(from - LEAD, shown.length - MAX_FRAME_WIDTH)) : 0;
  const clip = (s: string): string => {
    if (s.length <= MAX_FRAME_WIDTH && start === 0) return s;
    if (s.length <= start) return '';
    const body = s.slice(start, start + MAX_FRAME_WIDTH);
    return (start > 0 ? '…' : '') + body + (s.length > start + MAX_FRAME_WIDTH ? '…' : '');
  };

  const rows: { n: number; body: string; main: boolean }[] = [];
  const context = (n: number): void => {
    const t = n >= 1 ? getLine(n) : undefined;
    const body = t === undefined ? '' : clip(expandTabs(t).shown);
    // Blank context (or context that is blank inside a cut window) says nothing: left out.
    if (body.trim() !== '') rows.push({ n, body, main: false });
  };
  context(r.line - 1);
  rows.push({ n: r.line, body: clip(shown), main: true });
  context(r.line + 1);

  const width = String(rows[rows.length - 1].n).length;
  const out: string[] = [];
  for (const { n, body, main } of rows) {
    const mark = main ? paint.marker('>') : ' ';
    const gutter = paint.gutter(`${String(n).padStart(width)} |`);
    out.push(`${mark} ${gutter}${body === '' ? '' : ' ' + body}`);
    if (main) {
      const lead = start > 0 ? 1 : 0; // the "…" that replaces the cut start
      const a = from - start + lead;
      const b = Math.min(to, start + MAX_FRAME_WIDTH) - start + lead;
      out.push(`  ${paint.gutter(`${' '.repeat(width)} |`)} ${' '.repeat(a)}${paint.marker('^'.repeat(Math.max(1, b - a)))}`);
    }
  }
  return out;
}
