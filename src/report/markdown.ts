// A compact findings table for the Action's job summary (GitHub-flavoured markdown).
import { docsUrl, type Finding } from '../core/finding.js';
import { neutralize, sortFindings } from './summary.js';

export interface TableOptions {
  /** at most this many rows; a line under the table says how many were left out */
  max?: number;
  /** link for `file:line`, e.g. a blob URL at the PR's head commit; plain text when absent */
  fileUrl?: (file: string, line: number) => string;
}

/**
 * Safe inside a table cell: no column breaks, no line breaks, no stray HTML. Code spans
 * (`like this`) are kept as code spans: markdown shows their text literally, so `<version>`
 * stays `<version>` there (an entity would show as `&lt;version&gt;`); only `|` is escaped in them,
 * which GitHub's table parser removes before the span is read.
 */
export function escapeCell(s: string): string {
  let out = '';
  let last = 0;
  for (const m of s.matchAll(/(`+)([^\r\n]*?[^`\r\n][^\r\n]*?)\1(?!`)/g)) {
    out += escapeText(s.slice(last, m.index));
    out += m[1] + m[2].replace(/\|/g, '\\|') + m[1];
    last = m.index! + m[0].length;
  }
  return out + escapeText(s.slice(last));
}

function escapeText(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n|\r/g, '<br>');
}

/** `text` as one markdown code span, for a table cell or a line: literal text, no entities. */
export function codeSpan(text: string): string {
  // control characters (ESC, BEL, C1) and bidi overrides show as placeholders, as in the terminal
  const t = neutralize(text.replace(/\r?\n|\r/g, ' ')).replace(/\|/g, '\\|');
  let ticks = '`';
  while (t.includes(ticks)) ticks += '`';
  const pad = t.startsWith('`') || t.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${t}${pad}${ticks}`;
}

/** The table (ends with a newline), or '' when there is nothing to list. */
export function findingsTable(findings: readonly Finding[], opts: TableOptions = {}): string {
  if (findings.length === 0) return '';
  const sorted = sortFindings(findings);
  const shown = opts.max !== undefined ? sorted.slice(0, Math.max(0, opts.max)) : sorted;
  const rows = ['| Severity | Location | Rule | Message |', '| --- | --- | --- | --- |'];
  for (const f of shown) {
    const where = escapeCell(`${f.file}:${f.line}`);
    const location = opts.fileUrl ? `[${where}](${opts.fileUrl(f.file, f.line)})` : where;
    const rule = `[${escapeCell(f.ruleId)}](${f.docs ?? docsUrl(f.ruleId)})`;
    const message = escapeCell(f.message) + (f.hint ? `<br>hint: ${escapeCell(f.hint)}` : '');
    rows.push(`| ${f.severity} | ${location} | ${rule} | ${message} |`);
  }
  const rest = sorted.length - shown.length;
  if (rest > 0) rows.push('', `…and ${rest} more ${rest === 1 ? 'finding' : 'findings'} not shown.`);
  return rows.join('\n') + '\n';
}
