// Shared by the schema-driven rules: turn an instance path into the text users read.
export function pathText(path: (string | number)[], specOnly = false): string {
  const segs = specOnly ? ['spec', ...path] : path;
  let s = '';
  for (const seg of segs) s += typeof seg === 'number' ? `[${seg}]` : s ? `.${seg}` : seg;
  return `\`${s || '(document)'}\``;
}
