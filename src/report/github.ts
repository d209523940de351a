// GitHub Actions workflow commands: one annotation per finding, shown on the PR's changed lines.
//
// ::error file=a.yaml,line=3,col=5,endLine=3,endColumn=9,title=cmp-lint (rule-id)::message
//
// The runner splits a command at "::" and its properties at "," and ":" — so, like
// @actions/core, data escapes %, CR and LF, and property values also escape ":" and ",".
import { TOOL_NAME, type Finding, type LintResult, type Severity } from '../core/finding.js';
import { sortFindings, summaryLine } from './summary.js';

const COMMAND: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'notice' };

export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function command(name: string, props: Record<string, string | number>, message: string): string {
  const list = Object.entries(props)
    .map(([k, v]) => `${k}=${escapeProperty(String(v))}`)
    .join(',');
  return `::${name} ${list}::${escapeData(message)}`;
}

export function annotation(f: Finding): string {
  const props = {
    file: f.file,
    line: f.line,
    col: f.column,
    endLine: f.endLine,
    endColumn: f.endColumn,
    title: `${TOOL_NAME} (${f.ruleId})`,
  };
  return command(COMMAND[f.severity], props, f.hint ? `${f.message}\nhint: ${f.hint}` : f.message);
}

export function formatGithub(result: LintResult): string {
  const out = sortFindings(result.findings).map(annotation);
  for (const s of result.skipped) out.push(command('notice', { file: s.file, title: `${TOOL_NAME} (skipped)` }, `skipped: ${s.reason}`));
  // A plain line for the log; the runner only acts on lines that start with "::".
  out.push(summaryLine(result.findings, result.files));
  return out.join('\n') + '\n';
}
