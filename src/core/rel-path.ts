// Joining a kustomization's entries to its directory, many thousands of times in a big repository.
import { posix } from 'node:path';

/** a directory as posix.dirname gives it for a normalized relative path: plain names, no `.`/`..` */
const PLAIN_DIR = /^(?!\.\.?(?:\/|$))[^/]+(?:\/(?!\.\.?(?:\/|$))[^/]+)*$/;
/** an entry of plain names after any number of `../` (the usual `../../base`, `patch.yaml`) */
const PLAIN_ENTRY = /^((?:\.\.\/)*)((?!\.\.?(?:\/|$))[^/]+(?:\/(?!\.\.?(?:\/|$))[^/]+)*)$/;

/**
 * `posix.normalize(posix.join(dir, entry))`, the same string, without the general case's work for
 * the usual shapes (`dir` '.' or plain names, `entry` plain names after any `../`).
 */
export function joinRel(dir: string, entry: string): string {
  const m = PLAIN_ENTRY.exec(entry);
  if (m === null || (dir !== '.' && !PLAIN_DIR.test(dir))) return posix.normalize(posix.join(dir, entry));
  let up = m[1].length / 3;
  const rest = m[2];
  if (up === 0) return dir === '.' ? rest : `${dir}/${rest}`;
  let base = dir === '.' ? '' : dir;
  while (up > 0 && base !== '') {
    const slash = base.lastIndexOf('/');
    base = slash < 0 ? '' : base.slice(0, slash);
    up--;
  }
  return `${'../'.repeat(up)}${base === '' ? '' : `${base}/`}${rest}`;
}

/** A directory path that posix.normalize leaves as it is and that has no trailing slash: '.' or plain names. */
export function isPlainDir(dir: string): boolean {
  return dir === '.' || PLAIN_DIR.test(dir);
}
