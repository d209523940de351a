// The common subset of gitignore syntax, enough to keep a walk out of what git would not track.
//
// Supported: blank lines, `#` comments (`\#` for a literal), `!` negation (`\!` for a literal),
// a trailing `/` (directories only), a leading or inner `/` (anchored to the .gitignore's
// directory), `*`, `?`, `[...]` (with `[!...]`), `**` (leading `**/`, trailing `/**`, inner
// `/**/`), backslash escapes, trailing spaces (ignored unless escaped), CRLF files.
// Not supported: `core.excludesFile` (the user's global ignore file).
// Semantics kept from git: the last matching pattern wins, deeper .gitignore files override
// outer ones, and a file inside an excluded directory cannot be re-included (the walk never
// enters an excluded directory).
import picomatch from 'picomatch';

export interface IgnoreRule {
  negate: boolean;
  dirOnly: boolean;
  /** the pattern as written, for debugging */
  source: string;
  test: (rel: string) => boolean;
}

/** One .gitignore (or .git/info/exclude): its rules apply to paths under `base`. */
export interface IgnoreFile {
  /** directory of the file relative to the tree root, "/" separators, '' for the root */
  base: string;
  rules: IgnoreRule[];
}

const PM_OPTIONS = { dot: true, nobrace: true, noextglob: true, nonegate: true } as const;

/** Parse gitignore text into rules, in file order. Lines that cannot compile are dropped. */
export function parseGitignore(text: string): IgnoreRule[] {
  const rules: IgnoreRule[] = [];
  for (const raw of text.split('\n')) {
    const rule = parseLine(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
    if (rule) rules.push(rule);
  }
  return rules;
}

function parseLine(line: string): IgnoreRule | undefined {
  let p = stripTrailingSpaces(line);
  if (p === '' || p.startsWith('#')) return undefined;
  let negate = false;
  if (p.startsWith('!')) {
    negate = true;
    p = p.slice(1);
  } else if (p.startsWith('\\!') || p.startsWith('\\#')) {
    p = p.slice(1);
  }
  let dirOnly = false;
  if (p.endsWith('/') && !p.endsWith('\\/')) {
    dirOnly = true;
    p = p.replace(/\/+$/, '');
  }
  if (p === '') return undefined;
  // A slash anywhere but at the end anchors the pattern to the .gitignore's directory.
  const anchored = p.includes('/');
  p = p.replace(/^\/+/, '');
  if (p === '') return undefined;
  p = p.replace(/\[!/g, '[^'); // fnmatch negated class → picomatch's spelling
  const glob = anchored ? p : `**/${p}`;
  let test: (rel: string) => boolean;
  try {
    const m = picomatch(glob, PM_OPTIONS);
    if (glob.endsWith('/**')) {
      // git: `foo/**` matches what is inside foo, not foo itself (so `!foo/keep` can work).
      const self = picomatch(glob.slice(0, -3), PM_OPTIONS);
      test = (rel) => m(rel) && !self(rel);
    } else {
      test = m;
    }
  } catch {
    return undefined;
  }
  return { negate, dirOnly, source: line, test };
}

/** Trailing spaces are dropped unless the last one is escaped with a backslash. */
function stripTrailingSpaces(s: string): string {
  let end = s.length;
  while (end > 0 && (s[end - 1] === ' ' || s[end - 1] === '\t')) end--;
  if (end < s.length && end > 0 && s[end - 1] === '\\') {
    // count the backslashes: an odd run escapes the first trailing space
    let n = 0;
    while (end - 1 - n >= 0 && s[end - 1 - n] === '\\') n++;
    if (n % 2 === 1) return s.slice(0, end + 1);
  }
  return s.slice(0, end);
}

/**
 * Is `rel` (relative to the tree root, "/" separators) ignored by the chain of ignore files
 * (outermost first)? The last matching rule, innermost file first, decides.
 */
export function isIgnored(chain: readonly IgnoreFile[], rel: string, isDir: boolean): boolean {
  for (let i = chain.length - 1; i >= 0; i--) {
    const f = chain[i];
    let sub: string;
    if (f.base === '') sub = rel;
    else if (rel.startsWith(f.base + '/')) sub = rel.slice(f.base.length + 1);
    else continue;
    for (let j = f.rules.length - 1; j >= 0; j--) {
      const r = f.rules[j];
      if (r.dirOnly && !isDir) continue;
      if (r.test(sub)) return !r.negate;
    }
  }
  return false;
}
