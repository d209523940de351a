// The unit every part of cmp-lint produces and every formatter consumes.
import type { Severity } from '../model/types.js';
export type { Severity };

export interface Related {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface Finding {
  ruleId: string;
  severity: Severity;
  message: string;
  /** relative to the working directory, "/" separators */
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  hint?: string;
  docs?: string;
  related?: Related[];
}

export interface Skipped {
  file: string;
  reason: string;
}

export interface RuleInfo {
  id: string;
  severity: Severity;
  description: string;
  docs: string;
}

/** Result of one lint run, as every formatter receives it. */
export interface LintResult {
  findings: Finding[];
  skipped: Skipped[];
  files: number;
  rules: RuleInfo[];
  /** file path (as in findings) -> full text, for code frames */
  sources: Map<string, string>;
  /** findings inline `cmp-lint-disable` directives suppressed, with the directive (line, kind, rule ids) */
  suppressed?: { finding: Finding; directive: { line: number; column: number; endColumn: number; kind: 'disable' | 'disable-next-line'; ids: string[]; target?: number } }[];
}

export const SEVERITY_RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

export const TOOL_NAME = 'cmp-lint';
export const REPO_URL = 'https://github.com/cmp-lint/cmp-lint';
export function docsUrl(ruleId: string): string {
  return `${REPO_URL}/blob/main/docs/rules/${ruleId}.md`;
}

/** Stable order: file, line, column, rule id. */
export function compareFindings(a: Finding, b: Finding): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0);
}
