// One line per finding, in the form compilers use and editors and CI log parsers understand:
//
// deploy/repo-server.yaml:14:11: error: sidecar "cmp" runs as root [sidecar-run-as-user]
//
// then the summary line. Hints, related locations and code frames are left out (use stylish).
import type { LintResult } from '../core/finding.js';
import { neutralize, sortFindings, summaryLine } from './summary.js';

export function formatCompact(result: LintResult): string {
  const out = sortFindings(result.findings).map((f) => `${neutralize(f.file)}:${f.line}:${f.column}: ${f.severity}: ${neutralize(f.message)} [${f.ruleId}]`);
  out.push(summaryLine(result.findings, result.files));
  return out.join('\n') + '\n';
}
