// Sizes for the sandbox's limits (`--memory 2g`); no imports: the CLI's option table loads it at start.

/** `2g`, `512m`, `1.5G`, `1024k`, `2GiB`, or a number of bytes; undefined when unreadable. */
export function parseSize(s: string | number): number | undefined {
  if (typeof s === 'number') return Number.isFinite(s) && s > 0 ? Math.floor(s) : undefined;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:([kmgt])(?:i?b)?|b)?\s*$/i.exec(s);
  if (!m) return undefined;
  const mult = m[2] ? 1024 ** ('kmgt'.indexOf(m[2].toLowerCase()) + 1) : 1;
  const n = Math.floor(Number(m[1]) * mult);
  return n > 0 ? n : undefined;
}

export function formatSize(n: number): string {
  for (const [u, p] of [['TiB', 4], ['GiB', 3], ['MiB', 2], ['KiB', 1]] as const) {
    const v = n / 1024 ** p;
    if (v >= 1) return `${Number.isInteger(v) ? v : v.toFixed(1)} ${u}`;
  }
  return `${n} bytes`;
}
