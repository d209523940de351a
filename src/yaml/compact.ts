// Compact copies of plain values kept for the whole run (lazily read documents): no string in them
// is a slice of the text it was read from (js-yaml's strings are, and would hold every file's text
// alive), and equal short strings are one string (a repository of 100,000 Applications repeats the
// same repoURL, namespace, project and server in each).

/** Strings equal across documents share one copy; per run, dropped with the loader. */
export class StringPool {
  private readonly map = new Map<string, string>();
  /** strings longer than this are rarely repeated (scripts, values): copied, not pooled */
  static readonly MAX = 96;
  intern(s: string): string {
    if (s.length > StringPool.MAX) return s;
    const have = this.map.get(s);
    if (have !== undefined) return have;
    // (made one flat string now, while it is young: a path built by posix.join/normalize is a
    // tree of concatenations, and hashing it does not flatten it; see flat() in src/files/discover.ts)
    s.charCodeAt(0);
    this.map.set(s, s);
    return s;
  }
  /** Forget the strings (those in use stay where they are used). */
  clear(): void {
    this.map.clear();
  }
}

/**
 * A copy of a js-yaml value (objects, arrays, strings, numbers, booleans, null) whose strings are
 * fresh (JSON round trip) and, with a pool, shared. `exact` keeps numbers JSON cannot carry
 * (`.inf`, `.nan`, `-0`): the value is then copied member by member.
 */
export function compactValue(v: unknown, pool?: StringPool, opts: { dictionaries?: readonly string[] } = {}): unknown {
  return compactCopy(JSON.parse(JSON.stringify(v)), pool, opts);
}

/** compactValue of a value that is already a copy of its own (parsed from JSON): changed in place. */
export function compactCopy(copy: unknown, pool?: StringPool, opts: { dictionaries?: readonly string[] } = {}): unknown {
  if (opts.dictionaries && copy !== null && typeof copy === 'object' && !Array.isArray(copy)) {
    const o = copy as Record<string, unknown>;
    for (const k of opts.dictionaries) {
      const x = o[k];
      if (x !== null && typeof x === 'object' && !Array.isArray(x)) o[k] = asDictionary(x as Record<string, unknown>);
    }
  }
  return pool ? internAll(copy, pool) : copy;
}

/**
 * The same members in an object V8 keeps in dictionary mode. An object built key by key gets one
 * hidden class per key it adds, and hidden classes are shared only by objects with the same keys:
 * ConfigMap `data` keys are nearly all different, and a repository of 25,000 ConfigMaps held half a
 * million hidden classes (about 100 bytes each). Deleting a member other than the last one added
 * turns an object into a dictionary, which then takes any keys without new classes.
 */
export function asDictionary(src: Record<string, unknown>): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  o.a = 0;
  o.b = 0;
  delete o.a;
  delete o.b;
  for (const k of Object.keys(src)) {
    if (k === '__proto__') Object.defineProperty(o, k, { value: src[k], enumerable: true, writable: true, configurable: true });
    else o[k] = src[k];
  }
  return o;
}

function internAll(v: unknown, pool: StringPool): unknown {
  if (typeof v === 'string') return pool.intern(v);
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      if (typeof x === 'string') v[i] = pool.intern(x);
      else if (x !== null && typeof x === 'object') internAll(x, pool);
    }
    return v;
  }
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      const x = o[k];
      if (typeof x === 'string') o[k] = pool.intern(x);
      else if (x !== null && typeof x === 'object') internAll(x, pool);
    }
  }
  return v;
}
