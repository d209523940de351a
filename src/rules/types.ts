// The rule API: one file per rule, exporting `meta` + `check` through defineRule.
import type { Model, Severity, Loc } from '../model/types.js';

export interface RuleMeta {
  /** stable kebab-case id, equal to the file name (src/rules/<id>.ts) and docs page (docs/rules/<id>.md) */
  id: string;
  severity: Severity;
  /** one line, lower-case start, no final period */
  description: string;
}

export interface ReportArgs {
  /** the node that is wrong (key or value), never the document start when avoidable */
  loc: Loc;
  /** what was found, why it breaks; names the other side of cross-file problems (file:line) */
  message: string;
  /** exactly what to write instead */
  hint?: string;
  related?: { loc: Loc; message: string }[];
  /** override the rule's default severity for this finding (e.g. "unset is a warning") */
  severity?: Severity;
}

export interface RuleContext {
  model: Model;
  report(args: ReportArgs): void;
  /** "file:line" of a location, for messages */
  where(loc: Loc): string;
}

export interface Rule {
  meta: RuleMeta;
  check(ctx: RuleContext): void;
}

export function defineRule(rule: Rule): Rule {
  return rule;
}
