// Where each character of a flow scalar's value comes from in the source: a plugin.yaml written as
// one double-quoted string (what `kubectl get cm -o yaml` and `kubectl create configmap
// --from-file` print for a value with trailing spaces or tabs) has its escapes and folded lines
// decoded by YAML, so an inner offset is not an outer one. With this map a finding inside such a
// value points at its own characters, not at the string's first quote.

const SIMPLE_ESCAPES: Record<string, string> = {
  '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b',
  ' ': ' ', '"': '"', '/': '/', '\\': '\\', N: '\x85', _: '\xa0', L: '\u2028', P: '\u2029',
};
const HEX_LEN: Record<string, number> = { x: 2, u: 4, U: 8 };

/**
 * Decode a double-quoted, single-quoted or plain multi-line scalar's source (`raw`, quotes
 * included) the way YAML 1.2 does, and map every decoded UTF-16 unit to the source offset it came
 * from (a folded line break maps to the break). `map` has one more entry than the value: its end.
 * Undefined when the result is not `expected` (a form this does not model): the caller then keeps
 * pointing at the scalar's start.
 */
export function flowScalarMap(raw: string, expected: string): { map: number[] } | undefined {
  const q = raw[0];
  const quoted = q === '"' || q === "'";
  const end = quoted ? raw.lastIndexOf(q) : raw.length;
  if (quoted && end <= 0) return undefined;
  // one UTF-16 unit per entry (folding drops trailing blanks from the end: a pop, not a copy)
  const out: string[] = [];
  const map: number[] = [];
  const push = (s: string, at: number) => {
    for (let k = 0; k < s.length; k++) {
      out.push(s[k]);
      map.push(at);
    }
  };
  let i = quoted ? 1 : 0;
  while (i < end) {
    const ch = raw[i];
    if (ch === '\r' || ch === '\n') {
      // folding: trailing blanks before the break are dropped, then one break is a space and n
      // breaks are n-1 newlines; leading blanks of the next line are dropped
      while (out.length && (out[out.length - 1] === ' ' || out[out.length - 1] === '\t') && !escapedTail(map, raw, out.length)) {
        out.pop();
        map.pop();
      }
      const at = i;
      let breaks = 0;
      while (i < end && /[ \t\r\n]/.test(raw[i])) {
        if (raw[i] === '\n') breaks++;
        i++;
      }
      push(breaks > 1 ? '\n'.repeat(breaks - 1) : ' ', at);
      continue;
    }
    if (q === '"' && ch === '\\') {
      const e = raw[i + 1];
      if (e === '\n' || e === '\r') {
        // an escaped line break joins the lines with nothing between
        i += e === '\r' && raw[i + 2] === '\n' ? 3 : 2;
        while (i < end && (raw[i] === ' ' || raw[i] === '\t')) i++;
        continue;
      }
      if (e in SIMPLE_ESCAPES) {
        push(SIMPLE_ESCAPES[e], i);
        i += 2;
        continue;
      }
      const n = HEX_LEN[e];
      if (n === undefined) return undefined;
      const code = Number.parseInt(raw.slice(i + 2, i + 2 + n), 16);
      if (!Number.isFinite(code)) return undefined;
      push(String.fromCodePoint(code), i);
      i += 2 + n;
      continue;
    }
    if (q === "'" && ch === "'" && raw[i + 1] === "'") {
      push("'", i);
      i += 2;
      continue;
    }
    push(ch, i);
    i++;
  }
  map.push(end);
  return out.length === expected.length && out.join('') === expected ? { map } : undefined;
}

/** The last decoded character came from an escape (`\t`, `\ `): YAML keeps it at a line's end. */
function escapedTail(map: number[], raw: string, len: number): boolean {
  return raw[map[len - 1]] === '\\';
}
