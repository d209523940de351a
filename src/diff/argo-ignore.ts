// ignoreDifferences as Argo CD applies them before diffing (util/argo/normalizers/diff_normalizer.go
// NewIgnoreNormalizer / Normalize), on both sides:
//   - a rule matches an object when its group and kind match as globs (util/glob: gobwas, no
//     separators) and its name/namespace, when set, are equal;
//   - each jsonPointer is an RFC 6902 `remove` (evanphx/json-patch): a missing path is an error,
//     and a patch that errors is skipped (the object stays as it was for that patch);
//   - each jqPathExpression runs as `del(<expr>)` (gojq); an error (`.a[]` on null, indexing a
//     string) skips the patch, as does more or less than one result.
// gojq is a whole language; this evaluates the subset real ignoreDifferences use — paths (`.a.b`,
// `."k.x"`, `.["k"]`, `.[0]`, `.[]`, `?`), pipes, and `select(...)` over `==`/`!=` comparisons of a
// path with a literal joined by `and`/`or` (also `not`) — and reports anything else as
// "ignoreDifferences expression not evaluated" instead of guessing.
// managedFieldsManagers needs the live object's managedFields: not applicable offline.
import type { IgnoreRule } from './argo-settings.js';
import { globMatch } from '../native/directory.js';

type Json = unknown;
type Path = (string | number)[];

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// ---------- JSON pointer remove ----------

/** The unescaped reference tokens of an RFC 6901 pointer; undefined when it is not one. */
export function parsePointer(p: string): string[] | undefined {
  if (p === '') return [];
  if (!p.startsWith('/')) return undefined;
  return p
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** `remove` of `pointer` in `doc` (mutated); false when the path is missing (json-patch's error). */
export function removePointer(doc: Json, pointer: string): boolean {
  const toks = parsePointer(pointer);
  if (!toks || toks.length === 0) return false;
  let cur: Json = doc;
  for (let i = 0; i < toks.length - 1; i++) {
    const t = toks[i];
    if (Array.isArray(cur)) {
      const n = arrayIndex(t, cur.length);
      if (n === undefined) return false;
      cur = cur[n];
    } else if (isObj(cur)) {
      if (!Object.hasOwn(cur, t)) return false;
      cur = cur[t];
    } else return false;
  }
  const last = toks[toks.length - 1];
  if (Array.isArray(cur)) {
    const n = arrayIndex(last, cur.length);
    if (n === undefined) return false;
    cur.splice(n, 1);
    return true;
  }
  if (isObj(cur) && Object.hasOwn(cur, last)) {
    delete cur[last];
    return true;
  }
  return false;
}

function arrayIndex(t: string, len: number): number | undefined {
  if (!/^(0|[1-9][0-9]*)$/.test(t)) return undefined;
  const n = Number(t);
  return n < len ? n : undefined;
}

// ---------- jq subset ----------

export class JqUnsupported extends Error {}
class JqRuntimeError extends Error {}

type Cond =
  | { op: 'cmp'; path: Step[]; neg: boolean; lit: Json }
  | { op: 'and' | 'or'; a: Cond; b: Cond }
  | { op: 'not'; a: Cond };
type Step = { t: 'key'; k: string; opt: boolean } | { t: 'index'; i: number; opt: boolean } | { t: 'iter'; opt: boolean } | { t: 'select'; c: Cond };

/** A compiled path expression: a pipeline of steps. Throws JqUnsupported for anything outside the subset. */
export function compileJqPath(src: string): Step[] {
  const p = new Parser(src);
  const steps = p.pipeline();
  p.ws();
  if (!p.done()) throw new JqUnsupported(`unexpected ${JSON.stringify(p.rest().slice(0, 20))}`);
  if (steps.length === 0) throw new JqUnsupported('empty expression');
  return steps;
}

class Parser {
  i = 0;
  constructor(readonly s: string) {}
  done() {
    return this.i >= this.s.length;
  }
  rest() {
    return this.s.slice(this.i);
  }
  ws() {
    while (this.i < this.s.length && /\s/.test(this.s[this.i])) this.i++;
  }
  eat(t: string): boolean {
    this.ws();
    if (this.s.startsWith(t, this.i)) {
      this.i += t.length;
      return true;
    }
    return false;
  }
  pipeline(): Step[] {
    const out: Step[] = [...this.term()];
    while (this.eat('|')) out.push(...this.term());
    return out;
  }
  /** `.`, a path (`.a.b[0][]?`), or `select(cond)`. */
  term(): Step[] {
    this.ws();
    if (this.s.startsWith('select', this.i) && /^select\s*\(/.test(this.rest())) {
      this.i += 6;
      this.eat('(');
      const c = this.cond();
      if (!this.eat(')')) throw new JqUnsupported('unclosed select(');
      return [{ t: 'select', c }];
    }
    if (this.s[this.i] !== '.') throw new JqUnsupported(`a term must start with "." or select(: ${JSON.stringify(this.rest().slice(0, 20))}`);
    return this.path();
  }
  path(): Step[] {
    const steps: Step[] = [];
    this.ws();
    if (this.s[this.i] !== '.') throw new JqUnsupported('expected a path');
    let first = true;
    for (;;) {
      const c = this.s[this.i];
      if (c === '.' && this.s[this.i + 1] === '.') throw new JqUnsupported('recursive descent (..)');
      if (c === '.') {
        this.i++;
        const id = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.rest());
        if (id) {
          this.i += id[0].length;
          steps.push({ t: 'key', k: id[0], opt: this.opt() });
        } else if (this.s[this.i] === '"') {
          steps.push({ t: 'key', k: this.string(), opt: this.opt() });
        } else if (this.s[this.i] === '[') {
          steps.push(this.bracket());
        } else if (!first) throw new JqUnsupported('"." must be followed by a key');
        // a lone "." is the identity
      } else if (c === '[') {
        steps.push(this.bracket());
      } else break;
      first = false;
    }
    return steps;
  }
  bracket(): Step {
    this.i++; // [
    this.ws();
    if (this.s[this.i] === ']') {
      this.i++;
      return { t: 'iter', opt: this.opt() };
    }
    if (this.s[this.i] === '"') {
      const k = this.string();
      if (!this.eat(']')) throw new JqUnsupported('expected ]');
      return { t: 'key', k, opt: this.opt() };
    }
    const n = /^-?[0-9]+/.exec(this.rest());
    if (n) {
      this.i += n[0].length;
      if (!this.eat(']')) throw new JqUnsupported('slices and expressions in [] are not evaluated');
      const idx = Number(n[0]);
      if (idx < 0) throw new JqUnsupported('negative indexes are not evaluated');
      return { t: 'index', i: idx, opt: this.opt() };
    }
    throw new JqUnsupported('only "key", numbers and [] inside brackets are evaluated');
  }
  opt(): boolean {
    if (this.s[this.i] === '?') {
      this.i++;
      return true;
    }
    return false;
  }
  string(): string {
    // a JSON string literal (jq's string interpolation \( ) is not evaluated)
    const m = /^"(?:[^"\\]|\\.)*"/.exec(this.rest());
    if (!m) throw new JqUnsupported('unterminated string');
    if (m[0].includes('\\(')) throw new JqUnsupported('string interpolation');
    this.i += m[0].length;
    try {
      return JSON.parse(m[0]) as string;
    } catch {
      throw new JqUnsupported('string escape');
    }
  }
  cond(): Cond {
    let a = this.condAnd();
    while (this.eatWord('or')) a = { op: 'or', a, b: this.condAnd() };
    return a;
  }
  condAnd(): Cond {
    let a = this.condAtom();
    while (this.eatWord('and')) a = { op: 'and', a, b: this.condAtom() };
    return a;
  }
  eatWord(w: string): boolean {
    this.ws();
    if (this.s.startsWith(w, this.i) && !/[A-Za-z0-9_]/.test(this.s[this.i + w.length] ?? '')) {
      this.i += w.length;
      return true;
    }
    return false;
  }
  condAtom(): Cond {
    this.ws();
    if (this.s[this.i] === '(') {
      this.i++;
      const c = this.cond();
      if (!this.eat(')')) throw new JqUnsupported('unclosed (');
      return this.notSuffix(c);
    }
    if (this.s[this.i] !== '.') throw new JqUnsupported(`conditions other than <path> == <literal> are not evaluated: ${JSON.stringify(this.rest().slice(0, 30))}`);
    const path = this.path();
    for (const st of path) if (st.t === 'iter') throw new JqUnsupported('[] inside a condition');
    this.ws();
    let neg: boolean;
    if (this.s.startsWith('==', this.i)) neg = false;
    else if (this.s.startsWith('!=', this.i)) neg = true;
    else throw new JqUnsupported(`conditions other than <path> == <literal> are not evaluated: ${JSON.stringify(this.rest().slice(0, 30))}`);
    this.i += 2;
    const lit = this.literal();
    return this.notSuffix({ op: 'cmp', path, neg, lit });
  }
  notSuffix(c: Cond): Cond {
    const save = this.i;
    if (this.eat('|') && this.eatWord('not')) return { op: 'not', a: c };
    this.i = save;
    return c;
  }
  literal(): Json {
    this.ws();
    if (this.s[this.i] === '"') return this.string();
    const m = /^(-?[0-9]+(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?|true|false|null)(?![A-Za-z0-9_])/.exec(this.rest());
    if (!m) throw new JqUnsupported(`only string, number, true, false and null literals are compared: ${JSON.stringify(this.rest().slice(0, 20))}`);
    this.i += m[0].length;
    return JSON.parse(m[0]);
  }
}

const typeName = (v: Json) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'object' ? 'object' : typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : 'string');

/** jq equality: deep, with object key order ignored. */
function jqEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jqEqual(x, b[i]));
  if (isObj(a) && isObj(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && jqEqual(a[k], b[k]));
  }
  return false;
}

/** Value at one step from `v` (jq `.k`, `.[n]`), throwing on the type errors jq raises. */
function stepValue(v: Json, st: Step & { t: 'key' | 'index' }): Json {
  if (st.t === 'key') {
    if (v === null) return null;
    if (isObj(v)) return Object.hasOwn(v, st.k) ? v[st.k] : null;
    throw new JqRuntimeError(`Cannot index ${typeName(v)} with "${st.k}"`);
  }
  if (v === null) return null;
  if (Array.isArray(v)) return st.i < v.length ? v[st.i] : null;
  throw new JqRuntimeError(`Cannot index ${typeName(v)} with number`);
}

function evalCond(c: Cond, v: Json): boolean {
  switch (c.op) {
    case 'and':
      return evalCond(c.a, v) && evalCond(c.b, v);
    case 'or':
      return evalCond(c.a, v) || evalCond(c.b, v);
    case 'not':
      return !evalCond(c.a, v);
    case 'cmp': {
      let x: Json = v;
      for (const st of c.path) {
        if (st.t !== 'key' && st.t !== 'index') throw new JqUnsupported('only keys and indexes in a condition path');
        try {
          x = stepValue(x, st);
        } catch (e) {
          // `?` turns the error into no output: select sees nothing, so it yields nothing
          if (st.opt) return false;
          throw e;
        }
      }
      const eq = jqEqual(x, c.lit);
      return c.neg ? !eq : eq;
    }
  }
}

/** The paths `steps` produce from `root` (jq `path(expr)`), in jq's order. */
function paths(steps: Step[], root: Json): Path[] {
  let cur: { p: Path; v: Json }[] = [{ p: [], v: root }];
  for (const st of steps) {
    const next: { p: Path; v: Json }[] = [];
    for (const { p, v } of cur) {
      try {
        switch (st.t) {
          case 'key':
          case 'index':
            next.push({ p: [...p, st.t === 'key' ? st.k : st.i], v: stepValue(v, st) });
            break;
          case 'iter':
            if (Array.isArray(v)) v.forEach((x, i) => next.push({ p: [...p, i], v: x }));
            else if (isObj(v)) for (const k of Object.keys(v)) next.push({ p: [...p, k], v: v[k] });
            else throw new JqRuntimeError(`Cannot iterate over ${typeName(v)}`);
            break;
          case 'select':
            if (evalCond(st.c, v)) next.push({ p, v });
            break;
        }
      } catch (e) {
        if (e instanceof JqRuntimeError && 'opt' in st && st.opt) continue;
        throw e;
      }
    }
    cur = next;
  }
  return cur.map((x) => x.p);
}

/** jq delpaths: the paths sorted, deleted from the last, so earlier array indexes stay valid. */
function delPaths(doc: Json, ps: Path[]): Json {
  const cmp = (a: Path, b: Path): number => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const x = a[i];
      const y = b[i];
      if (x === y) continue;
      if (typeof x === 'number' && typeof y === 'number') return x - y;
      if (typeof x === 'number') return -1; // numbers sort before strings in jq
      if (typeof y === 'number') return 1;
      return x < y ? -1 : 1;
    }
    return a.length - b.length;
  };
  const sorted = [...ps].sort(cmp).reverse();
  for (const p of sorted) {
    if (p.length === 0) return null; // del(.) leaves null
    let cur: Json = doc;
    for (let i = 0; i < p.length - 1 && cur !== null && cur !== undefined; i++) cur = (cur as Record<string | number, Json>)[p[i] as never];
    const last = p[p.length - 1];
    if (Array.isArray(cur) && typeof last === 'number') {
      if (last < cur.length) cur.splice(last, 1);
    } else if (isObj(cur) && typeof last === 'string') delete cur[last];
  }
  return doc;
}

/**
 * `del(expr)` on a copy of `doc`: the new document, or undefined when jq would fail (the patch
 * is then skipped, as Argo CD does).
 */
export function jqDelete(steps: Step[], doc: Json): Json | undefined {
  const copy = structuredClone(doc);
  let ps: Path[];
  try {
    ps = paths(steps, copy);
  } catch (e) {
    if (e instanceof JqRuntimeError) return undefined;
    throw e;
  }
  return delPaths(copy, ps);
}

// ---------- rules over manifests ----------

export interface CompiledRule {
  rule: IgnoreRule;
  jq: { expr: string; steps: Step[] }[];
}

export interface CompiledRules {
  rules: CompiledRule[];
  /** expressions and fields not evaluated, one sentence each (deduplicated) */
  notes: string[];
}

/** Compile the rules once; expressions outside the subset become notes and are not applied. */
export function compileRules(rules: IgnoreRule[]): CompiledRules {
  const notes: string[] = [];
  const out: CompiledRule[] = [];
  for (const r of rules) {
    const jq: CompiledRule['jq'] = [];
    for (const expr of r.jqPathExpressions) {
      try {
        jq.push({ expr, steps: compileJqPath(expr) });
      } catch (e) {
        if (!(e instanceof JqUnsupported)) throw e;
        notes.push(`ignoreDifferences expression not evaluated: ${JSON.stringify(expr)} (${r.origin}; ${e.message}): differences it would hide are shown`);
      }
    }
    for (const p of r.jsonPointers) {
      if (parsePointer(p) === undefined) notes.push(`ignoreDifferences jsonPointer ${JSON.stringify(p)} (${r.origin}) is not a JSON pointer (it must start with "/"): Argo CD fails the comparison`);
    }
    if (r.managedFieldsManagers.length) {
      notes.push(`ignoreDifferences managedFieldsManagers ${r.managedFieldsManagers.join(', ')} (${r.origin}): not applicable offline (it needs the live object's managedFields)`);
    }
    out.push({ rule: r, jq });
  }
  return { rules: out, notes: [...new Set(notes)] };
}

const groupOf = (m: Record<string, unknown>) => {
  const av = typeof m.apiVersion === 'string' ? m.apiVersion : '';
  return av.includes('/') ? av.slice(0, av.lastIndexOf('/')) : '';
};

function matches(r: IgnoreRule, m: Record<string, unknown>): boolean {
  const meta = isObj(m.metadata) ? m.metadata : {};
  return (
    globMatch(r.group, groupOf(m)) &&
    globMatch(r.kind, typeof m.kind === 'string' ? m.kind : '') &&
    (!r.name || r.name === meta.name) &&
    (!r.namespace || r.namespace === (typeof meta.namespace === 'string' ? meta.namespace : ''))
  );
}

/** The object with every matching rule applied (a copy when anything applies). */
export function applyIgnore(m: Record<string, unknown>, compiled: CompiledRules): Record<string, unknown> {
  let doc: Json = m;
  let copied = false;
  for (const { rule, jq } of compiled.rules) {
    if (!matches(rule, m)) continue;
    if (!copied) {
      doc = structuredClone(m);
      copied = true;
    }
    for (const p of rule.jsonPointers) removePointer(doc, p);
    for (const { steps } of jq) {
      const next = jqDelete(steps, doc);
      if (next !== undefined && isObj(next)) doc = next;
    }
  }
  return doc as Record<string, unknown>;
}
