// Go's path/filepath Match, Glob, Join and Clean (Unix flavour), as argocd-cmp-server uses them
// for `discover.fileName` and as the repo-server uses Match for plugin tar exclusions.
// Semantics follow the Go standard library: `*` never crosses `/`, `**` is just two stars,
// `[...]` classes with `^` negation, ranges and `\` escapes; a malformed pattern is an error
// (`syntax error in pattern`), never a silent non-match.
import { lstatSync, readdirSync, statSync } from 'node:fs';

export const ERR_BAD_PATTERN = 'syntax error in pattern';

export class BadPatternError extends Error {
  constructor() {
    super(ERR_BAD_PATTERN);
    this.name = 'BadPatternError';
  }
}

// Patterns and names are handled as arrays of code points, so `?` and classes consume one
// character (Go decodes one UTF-8 rune) and literal comparison stays exact.
type Runes = string[];
const runes = (s: string): Runes => Array.from(s);

interface Chunk {
  star: boolean;
  chunk: Runes;
  rest: Runes;
}

function scanChunk(p: Runes): Chunk {
  let i0 = 0;
  let star = false;
  while (i0 < p.length && p[i0] === '*') {
    i0++;
    star = true;
  }
  const pat = p.slice(i0);
  let inrange = false;
  let i = 0;
  scan: for (; i < pat.length; i++) {
    switch (pat[i]) {
      case '\\':
        if (i + 1 < pat.length) i++;
        break;
      case '[':
        inrange = true;
        break;
      case ']':
        inrange = false;
        break;
      case '*':
        if (!inrange) break scan;
        break;
    }
  }
  return { star, chunk: pat.slice(0, i), rest: pat.slice(i) };
}

function getEsc(chunk: Runes): { r: string; rest: Runes } {
  if (chunk.length === 0 || chunk[0] === '-' || chunk[0] === ']') throw new BadPatternError();
  let c = chunk;
  if (c[0] === '\\') {
    c = c.slice(1);
    if (c.length === 0) throw new BadPatternError();
  }
  const r = c[0];
  const rest = c.slice(1);
  if (rest.length === 0) throw new BadPatternError();
  return { r, rest };
}

/** Matches `chunk` at the start of `s`; returns the rest of `s`, or undefined. Throws on bad syntax. */
function matchChunk(chunkIn: Runes, sIn: Runes): Runes | undefined {
  let chunk = chunkIn;
  let s = sIn;
  let failed = false;
  while (chunk.length > 0) {
    if (!failed && s.length === 0) failed = true;
    switch (chunk[0]) {
      case '[': {
        let r = '';
        if (!failed) {
          r = s[0];
          s = s.slice(1);
        }
        chunk = chunk.slice(1);
        let negated = false;
        if (chunk.length > 0 && chunk[0] === '^') {
          negated = true;
          chunk = chunk.slice(1);
        }
        let match = false;
        let nrange = 0;
        for (;;) {
          if (chunk.length > 0 && chunk[0] === ']' && nrange > 0) {
            chunk = chunk.slice(1);
            break;
          }
          const lo = getEsc(chunk);
          chunk = lo.rest;
          let hi = lo.r;
          if (chunk[0] === '-') {
            const h = getEsc(chunk.slice(1));
            chunk = h.rest;
            hi = h.r;
          }
          const rc = r.codePointAt(0) ?? -1;
          if ((lo.r.codePointAt(0) as number) <= rc && rc <= (hi.codePointAt(0) as number)) match = true;
          nrange++;
        }
        if (match === negated) failed = true;
        break;
      }
      case '?':
        if (!failed) {
          if (s[0] === '/') failed = true;
          s = s.slice(1);
        }
        chunk = chunk.slice(1);
        break;
      case '\\':
        chunk = chunk.slice(1);
        if (chunk.length === 0) throw new BadPatternError();
      // falls through
      default:
        if (!failed) {
          if (chunk[0] !== s[0]) failed = true;
          s = s.slice(1);
        }
        chunk = chunk.slice(1);
    }
  }
  return failed ? undefined : s;
}

/** Go `filepath.Match(pattern, name)`. Throws BadPatternError on a malformed pattern. */
export function goMatch(pattern: string, name: string): boolean {
  let p = runes(pattern);
  let n = runes(name);
  outer: while (p.length > 0) {
    const { star, chunk, rest } = scanChunk(p);
    p = rest;
    if (star && chunk.length === 0) return !n.includes('/');
    const t = matchChunk(chunk, n);
    if (t !== undefined && (t.length === 0 || p.length > 0)) {
      n = t;
      continue;
    }
    if (star) {
      for (let i = 0; i < n.length && n[i] !== '/'; i++) {
        const t2 = matchChunk(chunk, n.slice(i + 1));
        if (t2 !== undefined) {
          if (p.length === 0 && t2.length > 0) continue;
          n = t2;
          continue outer;
        }
      }
    }
    // no match: still report a malformed remainder of the pattern
    while (p.length > 0) {
      const c = scanChunk(p);
      p = c.rest;
      matchChunk(c.chunk, []);
    }
    return false;
  }
  return n.length === 0;
}

/** Throws BadPatternError when `pattern` does not compile (Go checks with Match(pattern, "")). */
export function checkPattern(pattern: string): void {
  goMatch(pattern, '');
}

/** Go `path.Clean` (Unix). */
export function goClean(p: string): string {
  if (p === '') return '.';
  const rooted = p.startsWith('/');
  const out: string[] = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!rooted) out.push('..');
      continue;
    }
    out.push(seg);
  }
  const s = out.join('/');
  if (rooted) return '/' + s;
  return s === '' ? '.' : s;
}

/** Go `filepath.Join` (Unix): empty elements are ignored, the result is cleaned. */
export function goJoin(...parts: string[]): string {
  const nonEmpty = parts.filter((x) => x !== '');
  if (nonEmpty.length === 0) return '';
  return goClean(nonEmpty.join('/'));
}

export function hasMeta(p: string): boolean {
  return /[*?[\\]/.test(p);
}

function splitDir(p: string): [string, string] {
  const i = p.lastIndexOf('/');
  return [p.slice(0, i + 1), p.slice(i + 1)];
}

function cleanGlobPath(dir: string): string {
  if (dir === '') return '.';
  if (dir === '/') return dir;
  return dir.slice(0, -1);
}

function globIn(dir: string, pattern: string, acc: string[]): void {
  try {
    if (!statSync(dir).isDirectory()) return;
  } catch {
    return;
  }
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  names.sort(byteOrder);
  for (const n of names) if (goMatch(pattern, n)) acc.push(goJoin(dir, n));
}

/** Go's sort.Strings order (bytewise on UTF-8; code-point order is equivalent). */
export function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/**
 * Go `filepath.Glob(pattern)`. Paths are used as given (absolute here). Returns the sorted
 * matches; throws BadPatternError on a malformed pattern. I/O errors are ignored as in Go.
 */
export function goGlob(pattern: string, depth = 0): string[] {
  if (depth > 10000) throw new BadPatternError();
  checkPattern(pattern);
  if (!hasMeta(pattern)) {
    try {
      lstatSync(pattern);
      return [pattern];
    } catch {
      return [];
    }
  }
  const [d, file] = splitDir(pattern);
  const dir = cleanGlobPath(d);
  const out: string[] = [];
  if (!hasMeta(dir)) {
    globIn(dir, file, out);
    return out;
  }
  if (dir === pattern) throw new BadPatternError();
  for (const m of goGlob(dir, depth + 1)) globIn(m, file, out);
  return out;
}
