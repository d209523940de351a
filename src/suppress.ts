// Inline suppressions:
//   # cmp-lint-disable-next-line <rule-id>[, <rule-id>] -- reason   (the line above a node)
//   # cmp-lint-disable <rule-id> -- reason                            (anywhere above the first document node: whole file)
// Comments inside block scalars that hold scripts are text, never directives; inside a block
// scalar that holds YAML (a ConfigMap-embedded plugin.yaml) they are YAML comments, and directives
// there suppress findings on the embedded nodes (their lines are the outer file's).
//
// The directives are checked too: an unknown rule id or a missing `-- reason` is
// `suppression-invalid`, a directive that suppressed nothing is `suppression-unused`.
import type { Finding, Severity } from './core/finding.js';
import { docsUrl } from './core/finding.js';
import type { InputFile } from './extract/index.js';
import { RULE_IDS, EXTERNAL_RULES } from './rules/index.js';
import { closest } from './config.js';
import { isJsonPath } from './yaml/json.js';

const DIRECTIVE = /^(\s*)#\s*cmp-lint-(disable-next-line|disable)\b([^\n]*)$/;

interface Directive {
  kind: 'disable' | 'disable-next-line';
  ids: Set<string>; // '*' for all
  line: number;
  column: number;
  endColumn: number;
  /** the line it applies to (next-line) */
  target?: number;
  reason: boolean;
  used: Set<string>;
}

function parse(rest: string): { ids: Set<string>; reason: boolean } {
  const m = /\s--(\s|$)/.exec(rest);
  const body = m ? rest.slice(0, m.index) : rest;
  const reason = !!m && rest.slice(m.index + m[0].length).trim() !== '';
  const ids = body
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return { ids: new Set(ids.length ? ids : ['*']), reason };
}

function directivesOf(file: InputFile, blockLines: Set<number> | undefined): Directive[] {
  const out: Directive[] = [];
  // (JSON has no comments: a `#` line in a .json file is no directive)
  if (!file.text.includes('cmp-lint-disable') || isJsonPath(file.path)) return out;
  const lines = file.text.split(/\r?\n/);
  let seenContent = false;
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const text = lines[i];
    const m = DIRECTIVE.exec(text);
    if (m && !blockLines?.has(lineNo)) {
      const { ids, reason } = parse(m[3]);
      const base = { ids, line: lineNo, column: m[1].length + 1, endColumn: text.trimEnd().length + 1, reason, used: new Set<string>() };
      if (m[2] === 'disable') {
        // a whole-file directive counts only above the first node
        if (!seenContent) out.push({ kind: 'disable', ...base });
      } else {
        // the next line that is not blank or another comment
        let j = i + 1;
        while (j < lines.length && /^\s*(#.*)?$/.test(lines[j])) j++;
        out.push({ kind: 'disable-next-line', target: j + 1, ...base });
      }
      continue;
    }
    if (!/^\s*(#.*)?$/.test(text) && !/^\s*---\s*$/.test(text)) seenContent = true;
  }
  return out;
}

/** A finding an inline directive suppressed, and that directive (LintResult.suppressed). */
export interface Suppressed {
  finding: Finding;
  directive: { line: number; column: number; endColumn: number; kind: Directive['kind']; ids: string[]; target?: number };
}

/** The directives of a text, as the lint reads them (without block-scalar knowledge: a base revision's text). */
export function directivesInText(text: string, blockLines?: Set<number>): Suppressed['directive'][] {
  return directivesOf({ path: '', kind: 'yaml', text }, blockLines).map(directiveInfo);
}

function directiveInfo(d: Directive): Suppressed['directive'] {
  return { line: d.line, column: d.column, endColumn: d.endColumn, kind: d.kind, ids: [...d.ids], ...(d.target !== undefined ? { target: d.target } : {}) };
}

export function applySuppressions(
  findings: Finding[],
  files: InputFile[],
  blockLines: Map<string, Set<number>>,
  rules: Record<string, Severity | 'off'> = {},
  /** receives each suppressed finding with its directive */
  suppressed?: Suppressed[],
): Finding[] {
  const byFile = new Map<string, Directive[]>();
  for (const f of files) {
    const d = directivesOf(f, blockLines.get(f.path));
    if (d.length) byFile.set(f.path, d);
  }
  const kept = findings.filter((f) => {
    const ds = byFile.get(f.file);
    if (!ds) return true;
    for (const d of ds) {
      if (d.kind === 'disable-next-line' && d.target !== f.line) continue;
      const id = d.ids.has(f.ruleId) ? f.ruleId : d.ids.has('*') ? '*' : undefined;
      if (!id) continue;
      d.used.add(id);
      suppressed?.push({ finding: f, directive: directiveInfo(d) });
      return false;
    }
    return true;
  });
  return [...kept, ...directiveFindings(byFile, rules)];
}

const KNOWN = () => new Set([...RULE_IDS, ...EXTERNAL_RULES.map((r) => r.id)]);

function directiveFindings(byFile: Map<string, Directive[]>, rules: Record<string, Severity | 'off'>): Finding[] {
  const out: Finding[] = [];
  const known = KNOWN();
  const push = (ruleId: 'suppression-invalid' | 'suppression-unused', file: string, d: Directive, message: string, hint: string) => {
    const configured = rules[ruleId];
    if (configured === 'off') return;
    out.push({ ruleId, severity: configured ?? 'warning', message, file, line: d.line, column: d.column, endLine: d.line, endColumn: d.endColumn, hint, docs: docsUrl(ruleId) });
  };
  for (const [file, ds] of byFile) {
    for (const d of ds) {
      const what = `\`cmp-lint-${d.kind}\``;
      const unknown = [...d.ids].filter((id) => id !== '*' && !known.has(id));
      for (const id of unknown) {
        const near = closest(id, [...known]);
        push('suppression-invalid', file, d, `${what} names rule \`${id}\`, which does not exist, so it suppresses nothing`, near ? `did you mean \`${near}\`?` : 'use a rule id from `cmp-lint rules`');
      }
      if (!d.reason) push('suppression-invalid', file, d, `${what} has no reason: write why the finding does not apply after \` -- \``, `# cmp-lint-${d.kind} ${[...d.ids].join(', ')} -- <why this is fine>`);
      if (unknown.length) continue;
      // a directive for a rule switched off in the configuration has nothing to suppress on purpose
      const unused = [...d.ids].filter((id) => !d.used.has(id) && rules[id] !== 'off');
      if (unused.length === [...d.ids].length || (unused.length && d.ids.size > 1)) {
        const where = d.kind === 'disable' ? 'in this file' : `on line ${d.target}`;
        push(
          'suppression-unused',
          file,
          d,
          `${what} ${unused.includes('*') ? 'for all rules' : `for ${unused.map((id) => `\`${id}\``).join(', ')}`} suppresses nothing: there is no such finding ${where}`,
          d.kind === 'disable-next-line' ? 'delete the directive, or move it to the line just above the node the finding points at' : 'delete the directive',
        );
      }
    }
  }
  return out;
}
