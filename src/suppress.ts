// Inline suppressions:
//   # cmp-lint-disable-next-line <rule-id>[, <rule-id>] -- reason   (the line above a node)
//   # cmp-lint-disable <rule-id> -- reason                            (anywhere above the first document node: whole file)
// Comments inside block scalars (plugin scripts, embedded YAML) are text, never directives.
import type { Finding } from './core/finding.js';
import type { InputFile } from './extract/index.js';

const DIRECTIVE = /^\s*#\s*cmp-lint-(disable-next-line|disable)\b([^\n]*)$/;

interface FileDirectives {
  nextLine: Map<number, Set<string>>; // target line -> rule ids ('*' for all)
  whole: Set<string>;
}

function parseIds(rest: string): Set<string> {
  const body = rest.split(/\s--\s|\s--$/)[0] ?? '';
  const ids = body
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return new Set(ids.length ? ids : ['*']);
}

function directivesOf(file: InputFile, blockLines: Set<number> | undefined): FileDirectives {
  const d: FileDirectives = { nextLine: new Map(), whole: new Set() };
  if (!file.text.includes('cmp-lint-disable')) return d;
  const lines = file.text.split(/\r?\n/);
  let seenContent = false;
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const text = lines[i];
    const m = DIRECTIVE.exec(text);
    if (m && !blockLines?.has(lineNo)) {
      const ids = parseIds(m[2]);
      if (m[1] === 'disable' && !seenContent) for (const id of ids) d.whole.add(id);
      if (m[1] === 'disable-next-line') {
        // the next line that is not blank or another comment
        let j = i + 1;
        while (j < lines.length && /^\s*(#.*)?$/.test(lines[j])) j++;
        const set = d.nextLine.get(j + 1) ?? new Set<string>();
        for (const id of ids) set.add(id);
        d.nextLine.set(j + 1, set);
      }
      continue;
    }
    if (!/^\s*(#.*)?$/.test(text) && !/^\s*---\s*$/.test(text)) seenContent = true;
  }
  return d;
}

export function applySuppressions(findings: Finding[], files: InputFile[], blockLines: Map<string, Set<number>>): Finding[] {
  const byFile = new Map<string, FileDirectives>();
  const texts = new Map(files.map((f) => [f.path, f]));
  return findings.filter((f) => {
    let d = byFile.get(f.file);
    if (!d) {
      const input = texts.get(f.file);
      d = input ? directivesOf(input, blockLines.get(f.file)) : { nextLine: new Map(), whole: new Set() };
      byFile.set(f.file, d);
    }
    if (d.whole.has(f.ruleId) || d.whole.has('*')) return false;
    const ids = d.nextLine.get(f.line);
    return !(ids && (ids.has(f.ruleId) || ids.has('*')));
  });
}
