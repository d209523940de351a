// Values from YAML in messages: a user must never read `[object Object]`, `undefined` or `?`.

/** A YAML value as message text: scalars in backquotes, other shapes described in words. */
export function valueText(v: unknown): string {
  if (typeof v === 'string') return v === '' ? '`""`' : `\`${v}\``;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return `\`${String(v)}\``;
  if (v === null || v === undefined) return '(no value)';
  if (Array.isArray(v)) return '(a list)';
  return '(a mapping)';
}

/** `metadata.name` of a resource as message text: `` `name` ``, or `(no name)` when absent or not a scalar. */
export function resourceName(raw: unknown): string {
  const meta = typeof raw === 'object' && raw !== null ? (raw as { metadata?: unknown }).metadata : undefined;
  const name = typeof meta === 'object' && meta !== null ? (meta as { name?: unknown }).name : undefined;
  if (name === undefined || name === null || name === '') return '(no name)';
  if (typeof name === 'object') return '(a name that is not a string)';
  return valueText(name);
}
