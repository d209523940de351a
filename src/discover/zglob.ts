// An emulation of github.com/mattn/go-zglob's Glob, which argocd-cmp-server uses for
// `discover.find.glob`. go-zglob turns the whole (joined, cleaned) pattern into one regular
// expression and walks the tree below the first segment that holds `*` or `{`:
//   `**/`  -> `(.*/)?`  (any number of directories, including none)
//   `*`    -> `[^/]*`   (so a trailing `**` is just `*`)
//   `{a,b}`-> `(a|b)`   (alternatives are literal text)
//   `[..]` -> a regexp character class, passed through as written (`[^..]` negates, `[!..]` does not)
//   `\x`   -> the literal x
//   `?`    -> a literal `?` (go-zglob has no single-character wildcard)
// A pattern with neither `*` nor `{` is a plain existence check, and a missing path is an
// error (`file does not exist`), not a non-match.
import { lstatSync, readdirSync, statSync } from 'node:fs';
import { goClean, goJoin } from './gomatch.js';

export interface ZglobCompiled {
  /** directory the walk starts from; '' for a literal pattern */
  root: string;
  regex?: RegExp;
}

const plain = (c: string): boolean => c === '/' || /^[0-9A-Za-z]$/.test(c) || (c.codePointAt(0) as number) > 255;
const hexEsc = (c: string): string => `[\\u{${(c.codePointAt(0) as number).toString(16)}}]`;

/** Compile a go-zglob pattern. Throws when the resulting regular expression does not compile. */
export function zglobCompile(pattern: string): ZglobCompiled {
  let globmask = '';
  let root = '';
  pattern.split('/').forEach((seg, n) => {
    if (root === '' && /[*{]/.test(seg)) root = globmask === '' ? '.' : globmask;
    globmask = goJoin(globmask, seg);
    if (n === 0 && globmask.length === 0) globmask = '/';
  });
  if (root === '') return { root: '' };
  if (globmask === '') globmask = '.';
  const cc = Array.from(goClean(globmask));
  let filemask = '';
  for (let i = 0; i < cc.length; i++) {
    const c = cc[i];
    if (i < cc.length - 2 && c === '\\') {
      i++;
      filemask += hexEsc(cc[i]);
    } else if (c === '*') {
      if (i < cc.length - 2 && cc[i + 1] === '*' && cc[i + 2] === '/') {
        filemask += '(.*/)?';
        i += 2;
      } else {
        filemask += '[^/]*';
      }
    } else if (c === '[') {
      let b = '';
      for (let j = i + 1; j < cc.length; j++) {
        if (cc[j] === ']') {
          i = j;
          break;
        }
        b += cc[j];
      }
      if (b !== '') filemask += '[' + b + ']';
    } else if (c === '{') {
      let b = '';
      for (let j = i + 1; j < cc.length; j++) {
        if (cc[j] === ',') b += '|';
        else if (cc[j] === '}') {
          i = j;
          break;
        } else b += plain(cc[j]) ? cc[j] : hexEsc(cc[j]);
      }
      if (b !== '') filemask += '(' + b + ')';
    } else if (i < cc.length - 1 && c === '!' && cc[i + 1] === '(') {
      i++;
      let b = '';
      for (let j = i + 1; j < cc.length; j++) {
        if (cc[j] === ')') {
          i = j;
          break;
        }
        b += `[^${hexEsc(cc[j]).slice(1, -1)}/]*`;
      }
      if (b !== '') {
        if (root === '') root = filemask;
        filemask += b;
      }
    } else {
      filemask += plain(c) ? c : hexEsc(c);
    }
  }
  if (filemask.endsWith('/')) filemask += '[^/]*';
  // Go's RE2 syntax and JS's (with the u flag) agree on everything produced above except
  // user-written classes; a class that JS rejects is reported as a compile error, like Go.
  let regex: RegExp;
  try {
    regex = new RegExp('^' + filemask + '$', 'u');
  } catch (e) {
    throw new Error(`error parsing regexp: ${(e as Error).message}`);
  }
  return { root: goClean(root), regex };
}

/**
 * go-zglob `Glob(pattern)` for an absolute pattern. Directories, files and symlinks are
 * candidates; symlinked directories are not followed. Throws on errors go-zglob returns.
 */
export function zglob(pattern: string): string[] {
  const z = zglobCompile(pattern);
  if (z.root === '') {
    try {
      statSync(pattern);
      return [pattern];
    } catch {
      throw new Error('file does not exist');
    }
  }
  const re = z.regex as RegExp;
  const out: string[] = [];
  // the walk root must be a readable directory (fastwalk fails otherwise)
  try {
    lstatSync(z.root);
  } catch {
    throw new Error(`lstat ${z.root}: no such file or directory`);
  }
  const walk = (dir: string): void => {
    let ents;
    try {
      ents = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of ents) {
      const p = dir === '/' ? '/' + e.name : dir + '/' + e.name;
      const path = z.root === '.' ? p.slice(2) : p;
      if (re.test(path)) out.push(path);
      if (e.isDirectory()) walk(p);
    }
  };
  walk(z.root);
  return out.sort();
}
