// Small pieces every formatter shares: sorting, counting, the summary sentence, source lines.
import { compareFindings, type Finding, type Severity } from '../core/finding.js';

export type Counts = Record<Severity, number>;

/** A sorted copy: formatters never reorder the caller's array. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(compareFindings);
}

export function countBySeverity(findings: readonly Finding[]): Counts {
  const counts: Counts = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity]++;
  return counts;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** `✖ 3 problems (2 errors, 1 warning, 0 infos) in 2 of 5 files` or `no problems in 5 files`. */
export function summaryLine(findings: readonly Finding[], files: number): string {
  if (findings.length === 0) return `no problems in ${plural(files, 'file')}`;
  const c = countBySeverity(findings);
  const withProblems = new Set(findings.map((f) => f.file)).size;
  return (
    `✖ ${plural(findings.length, 'problem')} ` +
    `(${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.info, 'info')}) ` +
    (withProblems >= files ? `in ${plural(withProblems, 'file')}` : `in ${withProblems} of ${plural(files, 'file')}`)
  );
}

/**
 * Text from the user's files made safe for a terminal: C0/C1 control characters (ESC starts the
 * sequences that move the cursor, retitle the window or hide text) and bidirectional overrides
 * and marks (U+202A–U+202E, U+2066–U+2069, LRM, RLM, ALM: they reorder what is shown) become visible placeholders, one character each so columns keep
 * their place. Tabs stay; callers expand them.
 */
export function neutralize(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (ch) => {
    const c = ch.charCodeAt(0);
    if (c < 0x20) return String.fromCharCode(0x2400 + c); // ␛ for ESC, ␇ for BEL …
    if (c === 0x7f) return '\u2421'; // ␡
    return '\ufffd';
  });
}

/** The lines of a source text, without line terminators (LF, CRLF or lone CR). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/**
 * Reads 1-based lines of the run's sources, splitting each file once however many findings it has.
 * Returns undefined when the source is unknown (e.g. a skipped file) or the line is out of range.
 */
export function lineReader(sources: ReadonlyMap<string, string>): (file: string, line: number) => string | undefined {
  const cache = new Map<string, string[]>();
  return (file, line) => {
    let lines = cache.get(file);
    if (!lines) {
      const text = sources.get(file);
      if (text === undefined) return undefined;
      lines = splitLines(text);
      cache.set(file, lines);
    }
    return line >= 1 ? lines[line - 1] : undefined;
  };
}
