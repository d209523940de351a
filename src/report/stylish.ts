// Human output: one block per finding, a summary line, then the files that were skipped.
//
// deploy/repo-server.yaml:14:11  error  sidecar "cmp" runs as root  sidecar-run-as-user
//   hint: set securityContext.runAsUser: 999
//   see plugin.yaml:3: the plugin it serves
//     13 |       containers:
//   > 14 |         - name: cmp
//      ...
import type { Finding, LintResult, Severity } from '../core/finding.js';
import { codeFrame, type FramePaint } from './codeframe.js';
import { lineReader, neutralize, sortFindings, summaryLine } from './summary.js';

/** Messages quote file content: no terminal control sequence gets through (newlines of a hint stay). */
const safe = neutralize;
const safeLines = (s: string): string => s.split('\n').map(neutralize).join('\n');

export interface StylishOptions {
  /** ANSI colours; the CLI decides (see useColor in ./index.ts). */
  color: boolean;
}

type Paint = (s: string) => string;
const sgr = (open: number, close: number): Paint => (s) => `\x1b[${open}m${s}\x1b[${close}m`;
const ansi = {
  bold: sgr(1, 22),
  dim: sgr(2, 22),
  red: sgr(31, 39),
  yellow: sgr(33, 39),
  cyan: sgr(36, 39),
  green: sgr(32, 39),
};
const none: Paint = (s) => s;

const severityColor: Record<Severity, Paint> = { error: ansi.red, warning: ansi.yellow, info: ansi.cyan };

export function formatStylish(result: LintResult, opts: StylishOptions): string {
  const c = opts.color;
  const paint = (p: Paint): Paint => (c ? p : none);
  const getLine = lineReader(result.sources);
  const out: string[] = [];

  for (const f of sortFindings(result.findings)) {
    const sev = paint(severityColor[f.severity]);
    out.push(`${paint(ansi.bold)(`${safe(f.file)}:${f.line}:${f.column}`)}  ${sev(f.severity)}  ${safe(f.message)}  ${paint(ansi.dim)(f.ruleId)}`);
    if (f.hint) out.push(indentLines(`${paint(ansi.bold)('hint:')} ${safeLines(f.hint)}`));
    for (const r of f.related ?? []) out.push(`  ${paint(ansi.dim)('see')} ${safe(r.file)}:${r.line}: ${safe(r.message)}`);
    const framePaint: FramePaint = { gutter: paint(ansi.dim), marker: (s) => paint(ansi.bold)(sev(s)) };
    for (const row of codeFrame((n) => getLine(f.file, n), f, framePaint)) out.push(`  ${row}`);
    out.push('');
  }

  const summary = summaryLine(result.findings, result.files);
  out.push(summaryColor(result.findings, paint)(summary));
  for (const s of result.skipped) out.push(`${paint(ansi.dim)('skipped:')} ${safe(s.file)} — ${safe(s.reason)}`);
  return out.join('\n') + '\n';
}

/** Continuation lines of a multi-line hint stay under the first one. */
function indentLines(text: string): string {
  return text
    .split('\n')
    .map((l, i) => (i === 0 ? '  ' : '        ') + l)
    .join('\n');
}

function summaryColor(findings: readonly Finding[], paint: (p: Paint) => Paint): Paint {
  if (findings.length === 0) return paint(ansi.green);
  const worst = findings.some((f) => f.severity === 'error') ? 'error' : findings.some((f) => f.severity === 'warning') ? 'warning' : 'info';
  const color = paint(severityColor[worst]);
  return (s) => paint(ansi.bold)(color(s));
}
