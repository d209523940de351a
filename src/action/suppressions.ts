// Inline suppressions a pull request adds. A `# cmp-lint-disable-next-line <rule> -- reason` (or a
// whole-file `# cmp-lint-disable`) in the pull request's own files hides a finding as surely as its
// `.cmp-lint.yaml` can; the author of a hostile change writes one above the line it wants unseen.
// The Action names each directive of the head that suppresses a finding no directive of the base
// suppressed (a new one, or one widened to more rules or to all), with the findings it hides.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { directivesInText, type Suppressed } from '../suppress.js';
import type { Finding, LintResult } from '../core/finding.js';

export interface AddedDirective {
  /** repository-relative file, 1-based line and columns of the directive */
  file: string;
  line: number;
  column: number;
  endColumn: number;
  /** the directive as written */
  text: string;
  /** the findings it suppresses that the base's directives did not */
  hidden: Finding[];
}

/**
 * The head's directives that hide findings the base's did not. `result` is rebased to `top`
 * (paths relative to the repository top); `changed`, when known, the files the pull request changes. A next-line directive of the base counts when it covers
 * the rule and the line it applies to reads the same; a whole-file one when it covers the rule.
 */
export function addedSuppressions(result: LintResult, top: string, baseRev: string, changed?: ReadonlySet<string>): AddedDirective[] {
  const byFile = new Map<string, Suppressed[]>();
  for (const s of result.suppressed ?? []) {
    // a file the pull request does not change has the base's directives
    if (changed && !changed.has(s.finding.file)) continue;
    const l = byFile.get(s.finding.file);
    if (l) l.push(s);
    else byFile.set(s.finding.file, [s]);
  }
  const out = new Map<string, AddedDirective>();
  for (const [file, list] of byFile) {
    let head: string[];
    try {
      head = readFileSync(resolve(top, file), 'utf8').split(/\r?\n/);
    } catch {
      continue; // not in the work tree: nothing to point at
    }
    const baseText = show(top, baseRev, file);
    const base = baseText === undefined ? [] : directivesInText(baseText);
    const baseLines = baseText?.split(/\r?\n/) ?? [];
    for (const s of list) {
      const d = s.directive;
      const id = s.finding.ruleId;
      const covers = (b: Suppressed['directive']) => b.kind === d.kind && (b.ids.includes(id) || b.ids.includes('*'));
      const before = base.some((b) => covers(b) && (d.kind === 'disable' || (b.target !== undefined && d.target !== undefined && baseLines[b.target - 1]?.trim() === head[d.target - 1]?.trim())));
      if (before) continue;
      const key = `${file}\0${d.line}`;
      let a = out.get(key);
      if (!a) out.set(key, (a = { file, line: d.line, column: d.column, endColumn: d.endColumn, text: (head[d.line - 1] ?? '').trim(), hidden: [] }));
      a.hidden.push(s.finding);
    }
  }
  return [...out.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
}

/** The file at `rev:path`, or undefined when the base has no such file. */
function show(top: string, rev: string, path: string): string | undefined {
  try {
    return execFileSync('git', ['-C', top, 'show', `${rev}:${path}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 30_000, maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}
