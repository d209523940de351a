// The machine contract (ARCHITECTURE.md, "Contracts"): one object, version 1.
//
// Optional keys are omitted, never null. Beyond the documented keys a finding may carry
// `related` ([{file, line, column, message}]): the other side of a cross-file problem. It is
// additive, so consumers that ignore unknown keys are unaffected.
import { TOOL_NAME, type Finding, type LintResult } from '../core/finding.js';
import { countBySeverity, sortFindings } from './summary.js';

/** A finding in the JSON contract: exactly the Finding fields, in this key order, optional keys omitted. */
export type JsonFinding = Finding;

export interface JsonReport {
  version: 1;
  tool: { name: string; version: string };
  findings: JsonFinding[];
  skipped: { file: string; reason: string }[];
  summary: { error: number; warning: number; info: number; files: number };
}

/** One finding in the JSON contract; shared by `cmp-lint diff --format json`. */
export function toJsonFinding(f: Finding): JsonFinding {
  // Built key by key so the order is fixed and no extra field of a Finding leaks out.
  const j: JsonFinding = {
    ruleId: f.ruleId,
    severity: f.severity,
    message: f.message,
    file: f.file,
    line: f.line,
    column: f.column,
    endLine: f.endLine,
    endColumn: f.endColumn,
  };
  if (f.hint !== undefined) j.hint = f.hint;
  if (f.docs !== undefined) j.docs = f.docs;
  if (f.related && f.related.length > 0) {
    j.related = f.related.map((r) => ({ file: r.file, line: r.line, column: r.column, message: r.message }));
  }
  return j;
}

export function toJsonReport(result: LintResult, toolVersion: string): JsonReport {
  const findings = sortFindings(result.findings).map(toJsonFinding);
  return {
    version: 1,
    tool: { name: TOOL_NAME, version: toolVersion },
    findings,
    skipped: result.skipped.map((s) => ({ file: s.file, reason: s.reason })),
    summary: { ...countBySeverity(result.findings), files: result.files },
  };
}

export function formatJson(result: LintResult, toolVersion: string): string {
  return JSON.stringify(toJsonReport(result, toolVersion), null, 2) + '\n';
}
