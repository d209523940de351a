// Durations for deadlines (--timeout, render.timeout, the Action's timeout input): one parser for
// every face. A deadline is kept with a timer, whose longest delay is 2^31-1 ms (about 24.8 days);
// a longer duration is refused, never wrapped (Node turns an overlong delay into 1 ms).

/** The longest deadline that can be kept: 2147483647 ms = 596h31m23.647s. */
export const MAX_DURATION_MS = 2 ** 31 - 1;

function read(v: string | number): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) && v > 0 ? v * 1000 : undefined;
  const s = v.trim();
  if (/^\d+(\.\d+)?$/.test(s)) return Number(s) * 1000 || undefined;
  const re = /(\d+(?:\.\d+)?)(ms|s|m|h)/gy;
  let total = 0;
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = re.exec(s))) {
    const n = Number(m[1]);
    total += m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : m[2] === 'm' ? n * 60000 : n * 3600000;
    consumed = re.lastIndex;
  }
  return consumed === s.length && consumed > 0 && total > 0 ? total : undefined;
}

/** `60s`, `2m`, `1m30s`, `500ms`, `1h`, or a number of seconds, in ms; undefined when unreadable, zero or too long. */
export function parseDuration(v: string | number): number | undefined {
  const ms = read(v);
  if (ms === undefined || ms > MAX_DURATION_MS) return undefined;
  return Math.max(1, Math.round(ms));
}

/** Why `v` is not a usable duration (for the message after `--timeout: ` or `render.timeout: `). */
export function durationProblem(v: string | number): string {
  const ms = read(v);
  if (ms !== undefined && ms > MAX_DURATION_MS) return `\`${v}\` is longer than the longest deadline cmp-lint can keep (596h31m23s)`;
  return `cannot read \`${v}\` as a duration (use 60s, 2m or a number of seconds)`;
}
