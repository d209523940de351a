// Small text helpers for the forms matrix: indent YAML blocks and locate the node a finding must
// point at by a unique needle, so expected lines and columns come from the generated text itself.

/** Every non-empty line of `text` indented by `n` spaces. */
export function ind(text: string, n: number): string {
  const pad = ' '.repeat(n);
  return text
    .split('\n')
    .map((l) => (l === '' ? l : pad + l))
    .join('\n');
}

/** `text` as a YAML block-sequence item: `- ` before the first line, two spaces before the rest. */
export function item(text: string): string {
  const lines = text.split('\n');
  return lines.map((l, i) => (i === 0 ? `- ${l}` : l === '' ? l : `  ${l}`)).join('\n');
}

/** `text` as one double-quoted YAML scalar (JSON escapes are valid YAML double-quoted escapes). */
export function dq(text: string): string {
  return JSON.stringify(text);
}

/**
 * `text` as one double-quoted scalar broken after each `\n` the way `kubectl get -o yaml` (go-yaml)
 * writes a multi-line value it cannot write as a block: a real line break folds into one space, a
 * further leading space is escaped (`\ `), and a line with no leading space ends in an escaped
 * line break (`\`), which joins without a space. Continuation lines are indented by `n`.
 */
export function dqFolded(text: string, n: number): string {
  const pad = ' '.repeat(n);
  const parts = JSON.stringify(text).slice(1, -1).split('\\n');
  return (
    '"' +
    parts
      .map((p, i) => {
        if (i === 0) return p;
        const k = p.length - p.replace(/^ +/, '').length;
        if (p === '') return '\\n';
        return k === 0 ? `\\n\\\n${pad}${p}` : `\\n\n${pad}${k >= 2 ? '\\ ' + ' '.repeat(k - 2) : ''}${p.slice(k)}`;
      })
      .join('') +
    '"'
  );
}

/**
 * Where a finding must point: the `nth` (0-based) occurrence of `needle` after the first occurrence
 * of `after` (when given), moved right by the length of `skip` (a prefix of the needle that is not
 * the node itself, e.g. the key before a value).
 */
export interface Anchor {
  file: string;
  needle: string;
  after?: string;
  skip?: string;
}

export function locate(text: string, a: Anchor): { line: number; column: number } {
  let from = 0;
  if (a.after !== undefined) {
    const i = text.indexOf(a.after);
    if (i < 0) throw new Error(`${a.file}: anchor ${JSON.stringify(a.after)} not found`);
    from = i + a.after.length;
  }
  const at = text.indexOf(a.needle, from);
  if (at < 0) throw new Error(`${a.file}: needle ${JSON.stringify(a.needle)} not found`);
  if (text.indexOf(a.needle, at + 1) >= 0 && a.after === undefined) throw new Error(`${a.file}: needle ${JSON.stringify(a.needle)} is not unique; give an anchor`);
  const off = at + (a.skip?.length ?? 0);
  const before = text.slice(0, off);
  const line = before.split('\n').length;
  const column = off - before.lastIndexOf('\n');
  return { line, column };
}
