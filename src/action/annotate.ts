// Findings as workflow annotations. GitHub shows at most 10 annotations of each severity per
// step (and 50 per job), so the order matters: findings on files the pull request changes come
// first, then the rest in file order, one finding per file in turn. Findings past the cap still reach the log as plain lines.
import * as core from '@actions/core';
import { info } from './log.js';
import { TOOL_NAME, compareFindings, type Finding, type Severity } from '../core/finding.js';

/** GitHub's per-step cap for each annotation level. */
export const ANNOTATIONS_PER_SEVERITY = 10;

export interface AnnotateResult {
  annotated: number;
  /** findings that got no annotation because of the cap, per severity */
  notAnnotated: Record<Severity, number>;
}

/**
 * Changed files first, then file order; within each, one finding per file in turn (the first of
 * every file, then the second…), so that many findings in one file (a pull request can add ten on
 * purpose) do not push every other file's out of the annotations.
 */
export function orderForAnnotations(findings: readonly Finding[], changed?: ReadonlySet<string>): Finding[] {
  const rank = (f: Finding): number => (changed?.has(f.file) ? 0 : 1);
  const sorted = [...findings].sort((a, b) => rank(a) - rank(b) || compareFindings(a, b));
  const turn = new Map<Finding, number>();
  const seen = new Map<string, number>();
  for (const f of sorted) {
    const n = seen.get(f.file) ?? 0;
    turn.set(f, n);
    seen.set(f.file, n + 1);
  }
  // a stable sort: file order stays within a turn
  return sorted.sort((a, b) => rank(a) - rank(b) || (turn.get(a) as number) - (turn.get(b) as number));
}

/**
 * `reserve`: annotations of each level the step writes itself afterwards (the failure message of
 * core.setFailed is an error annotation too), so that it is still shown within the cap.
 */
export function annotate(findings: readonly Finding[], changed?: ReadonlySet<string>, reserve: Partial<Record<Severity, number>> = {}): AnnotateResult {
  const used: Record<Severity, number> = { error: reserve.error ?? 0, warning: reserve.warning ?? 0, info: reserve.info ?? 0 };
  const notAnnotated: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  let annotated = 0;
  for (const f of orderForAnnotations(findings, changed)) {
    const message = f.hint ? `${f.message}\nhint: ${f.hint}` : f.message;
    if (used[f.severity] >= ANNOTATIONS_PER_SEVERITY) {
      notAnnotated[f.severity]++;
      info(`${f.file}:${f.line}:${f.column}  ${f.severity}  ${f.message}  ${f.ruleId}`);
      continue;
    }
    used[f.severity]++;
    annotated++;
    const props: core.AnnotationProperties = { title: `${TOOL_NAME} (${f.ruleId})`, file: f.file, startLine: f.line, endLine: f.endLine };
    // GitHub rejects columns on an annotation that spans lines
    if (f.endLine === f.line) {
      props.startColumn = f.column;
      props.endColumn = f.endColumn;
    }
    if (f.severity === 'error') core.error(message, props);
    else if (f.severity === 'warning') core.warning(message, props);
    else core.notice(message, props);
  }
  return { annotated, notAnnotated };
}
