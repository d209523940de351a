// The markdown the action writes: the job summary (everything) and the PR comment (what this
// pull request is about: findings on the files it changes, and the manifest diff).
import { findingsTable } from '../report/index.js';
import { plural, summaryLine } from '../report/summary.js';
import { codeSpan, escapeCell } from '../report/markdown.js';
import type { ConfigWeakening } from './trust.js';
import type { AddedDirective } from './suppressions.js';
import type { Finding, Severity, Skipped } from '../core/finding.js';
import { ANNOTATIONS_PER_SEVERITY } from './annotate.js';
import { splitMarkdown, truncateBytes } from './split.js';

/** GitHub's limit for one step's job summary. */
export const SUMMARY_LIMIT = 1024 * 1024;

export interface ReportInput {
  findings: Finding[];
  skipped: Skipped[];
  files: number;
  /** findings the annotation cap left out, per severity (absent: annotations were not used) */
  notAnnotated?: Record<Severity, number>;
  /** files the pull request changes, relative to the repository top */
  changed?: ReadonlySet<string>;
  /** why there is no diff; or its markdown parts for a given part size, and the changed apps */
  diff?: { parts?: (maxChars: number) => string[]; note?: string; changedApps?: number };
  fileUrl?: (file: string, line: number) => string;
  /** link to this run, for "see the job summary" */
  runUrl?: string;
  /** pull request: checks the head's configuration turns off that the base's has on, and the findings that hides */
  weakened?: ConfigWeakening & { hidden: Finding[] };
  /** pull request: inline suppressions the head adds (or widens) that hide findings, with those findings */
  disabled?: AddedDirective[];
}

/** The warning about inline suppressions the pull request adds, with the findings they hide. */
function disabledSection(r: ReportInput): string[] {
  const ds = r.disabled ?? [];
  if (ds.length === 0) return [];
  const hidden = ds.flatMap((d) => d.hidden);
  const where = ds.map((d) => `${codeSpan(`${d.file}:${d.line}`)} ${codeSpan(d.text)}`).join('; ');
  return [
    '> [!WARNING]',
    `> This pull request adds inline suppressions that the base does not have, which hide ${plural(hidden.length, 'finding')}: ${where}.`,
    '',
    "### Findings hidden by this pull request's inline suppressions",
    '',
    findingsTable(hidden, { fileUrl: r.fileUrl, max: 50 }),
  ];
}

/** The warning about the head configuration's weakening, with the findings it hides (`onlyChanged`: those on changed files). */
function weakenedSection(r: ReportInput, onlyChanged: boolean): string[] {
  const w = r.weakened;
  if (!w) return [];
  const what = [...w.ignore.map((g) => `\`ignore\` ${codeSpan(g)}`), ...w.rules.map((r) => `rule ${codeSpan(r.id)} ${r.base} → ${r.head}`), ...w.plugins.map((p) => `\`plugins\` ${codeSpan(p)}`), ...(w.maxFileSize ? [`\`maxFileSize\` ${w.maxFileSize.base} → ${w.maxFileSize.head} bytes`] : [])];
  const shown = onlyChanged && r.changed ? w.hidden.filter((f) => r.changed!.has(f.file)) : w.hidden;
  const here = r.changed ? w.hidden.filter((f) => r.changed!.has(f.file)).length : undefined;
  const out = [
    '> [!WARNING]',
    `> This pull request's configuration turns off checks that the base's (${w.source ? codeSpan(w.source) : 'the defaults: no configuration file'}) has on: ${what.join('; ')}. ` +
      `The findings above follow the pull request's configuration; with the base's settings, ${plural(w.hidden.length, 'more finding')} would be reported` +
      `${here !== undefined ? ` (${here} on files this pull request changes)` : ''}${w.hidden.length ? ':' : '.'}`,
    '',
  ];
  if (shown.length) out.push('### Findings hidden by this pull request\'s configuration', '', findingsTable(shown, { fileUrl: r.fileUrl, max: 50 }));
  if (onlyChanged && shown.length < w.hidden.length) out.push(`${plural(w.hidden.length - shown.length, 'more')} on files this pull request does not change: see ${r.runUrl ? `[the job summary](${r.runUrl})` : 'the job summary'}.`, '');
  return out;
}

export function countsSentence(findings: readonly Finding[], files: number): string {
  return findings.length === 0 ? `✔ ${summaryLine(findings, files)}` : summaryLine(findings, files);
}

export function jobSummary(r: ReportInput): string {
  const out = ['## cmp-lint', '', `**${countsSentence(r.findings, r.files)}**`, ''];
  const missing = r.notAnnotated ? r.notAnnotated.error + r.notAnnotated.warning + r.notAnnotated.info : 0;
  if (r.notAnnotated && missing > 0) {
    const per = (['error', 'warning', 'info'] as const)
      .filter((s) => r.notAnnotated![s] > 0)
      .map((s) => plural(r.notAnnotated![s], s === 'info' ? 'notice' : s))
      .join(', ');
    out.push(
      `> [!NOTE]`,
      `> ${plural(missing, 'finding')} ${missing === 1 ? 'was' : 'were'} not annotated (${per}): GitHub shows at most ${ANNOTATIONS_PER_SEVERITY} annotations per severity in a step` +
        `${r.changed ? ', so findings on files this pull request changes were annotated first' : ''}. The table below lists every finding.`,
      '',
    );
  }
  out.push(...weakenedSection(r, false), ...disabledSection(r));
  if (r.findings.length > 0) out.push('### Findings', '', findingsTable(r.findings, { fileUrl: r.fileUrl }));
  if (r.skipped.length > 0) {
    out.push('### Skipped files', '', '| File | Reason |', '| --- | --- |');
    for (const s of r.skipped) out.push(`| ${escapeCell(s.file)} | ${escapeCell(s.reason)} |`);
    out.push('');
  }
  if (r.diff?.note) out.push('### Manifest diff', '', r.diff.note, '');
  const head = out.join('\n');
  let text = head;
  if (r.diff?.parts) {
    // the diff gets what the findings leave of the limit; its parts never cut inside a resource
    const parts = r.diff.parts(Math.max(4096, SUMMARY_LIMIT - Buffer.byteLength(head) - 2048));
    text += '\n' + parts[0];
    if (parts.length > 1) text += `\n> [!NOTE]\n> The job summary shows part 1 of ${parts.length} of the diff (GitHub's 1 MiB limit); the whole diff is in the file named by the \`diff-file\` output.\n`;
  }
  return truncateBytes(
    text,
    SUMMARY_LIMIT,
    `> [!WARNING]\n> This summary was cut to fit GitHub's 1 MiB job-summary limit; every finding is in the log and the SARIF file, the whole diff in the \`diff-file\` output.\n`,
  );
}

/**
 * The PR comment as pieces of at most `limit` characters: findings on the changed files (all
 * findings when that is unknown), then the diff parts, packed together where they fit.
 */
export function commentPieces(r: ReportInput, limit: number): { pieces: string[]; worthPosting: boolean } {
  const out = ['## cmp-lint', '', `**${countsSentence(r.findings, r.files)}**`, ''];
  const here = r.changed ? r.findings.filter((f) => r.changed!.has(f.file)) : r.findings;
  const elsewhere = r.findings.length - here.length;
  out.push(...weakenedSection(r, true), ...disabledSection(r));
  if (here.length > 0) {
    out.push(r.changed ? '### Findings on files this pull request changes' : '### Findings', '');
    out.push(findingsTable(here, { fileUrl: r.fileUrl, max: r.changed ? undefined : 50 }));
  }
  if (elsewhere > 0) {
    const where = r.runUrl ? `[the job summary](${r.runUrl})` : 'the job summary';
    out.push(`${plural(elsewhere, 'more finding')} on files this pull request does not change: see ${where}.`, '');
  }
  if (!r.diff?.parts && r.diff?.note) out.push(`_${r.diff.note}_`, '');
  const pieces = splitMarkdown(out.join('\n'), limit);
  for (const part of r.diff?.parts?.(limit) ?? []) {
    const last = pieces[pieces.length - 1];
    if (last.length + 1 + part.length <= limit) pieces[pieces.length - 1] = last + '\n' + part;
    else pieces.push(part);
  }
  return { pieces: capPieces(pieces, limit, r.runUrl), worthPosting: here.length > 0 || (r.diff?.changedApps ?? 0) > 0 || !!r.weakened || (r.disabled?.length ?? 0) > 0 };
}

/** At most this many PR comments per run: one pull request must not be flooded. */
export const MAX_COMMENT_PARTS = 3;

/**
 * The first MAX_COMMENT_PARTS pieces; when more were needed, the last kept piece ends with a note
 * that the rest is in the job summary and the diff file (cut further to make room for it).
 */
export function capPieces(pieces: string[], limit: number, runUrl?: string): string[] {
  if (pieces.length <= MAX_COMMENT_PARTS) return pieces;
  const where = runUrl ? `[the job summary](${runUrl})` : 'the job summary';
  const note =
    `\n> [!NOTE]\n> This comment shows ${MAX_COMMENT_PARTS} of ${pieces.length} parts (cmp-lint posts at most ${MAX_COMMENT_PARTS} comments). ` +
    `The rest is in ${where}, and the whole diff is in the file named by the step's \`diff-file\` output (upload it with \`actions/upload-artifact\` to keep it).\n`;
  const kept = pieces.slice(0, MAX_COMMENT_PARTS);
  const last = kept[kept.length - 1];
  kept[kept.length - 1] = (last.length + note.length <= limit ? last : splitMarkdown(last, limit - note.length)[0]) + note;
  return kept;
}
