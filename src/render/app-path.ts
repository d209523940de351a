// Where Argo CD looks for an Application source's files, and how it refuses a bad `path`
// (util/app/path Path), plus the tar root of manifest-generate-paths mode (reposerver/repository
// utils.go getApplicationRootPath), written against this repository checkout.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { goClean } from '../discover/index.js';
import { gitRemotes, normalizeRepoURL } from '../model/app-path.js';

/** A stand-in for the repo-server's checkout root; only its shape matters for the checks below. */
const VIRTUAL_ROOT = '/tmp/_argocd-repo/00000000-0000-0000-0000-000000000000';

export type AppPathResult = { dir: string; rel: string } | { error: string; code: 'absolute' | 'outside' | 'missing' | 'not-dir' };

/**
 * util/app/path Path(root, path): an absolute path, one that leaves the root, one that does not
 * exist or is not a directory fails with Argo CD's message. `rel` is the cleaned repo-relative
 * path ('.' for the root).
 */
export function argoAppPath(root: string, path: string): AppPathResult {
  if (path.startsWith('/')) return { error: `${path}: app path is absolute`, code: 'absolute' };
  const joined = goClean(`${VIRTUAL_ROOT}/${path}`);
  if (!joined.startsWith(VIRTUAL_ROOT)) return { error: `${path}: app path outside root`, code: 'outside' };
  const rel = joined === VIRTUAL_ROOT ? '.' : joined.slice(VIRTUAL_ROOT.length + 1);
  const dir = rel === '.' ? root : join(root, ...rel.split('/'));
  let isDir: boolean;
  try {
    isDir = statSync(dir).isDirectory(); // follows symlinks, like os.Stat
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { error: `${path}: app path does not exist`, code: 'missing' };
    return { error: `${path}: ${(e as Error).message}`, code: 'missing' };
  }
  if (!isDir) return { error: `${path}: app path is not a directory`, code: 'not-dir' };
  return { dir, rel };
}

/** The source names another repository: this checkout has remotes and none is the source's repoURL. */
export function isForeignRepo(root: string, repoURL: string | undefined): boolean {
  if (!repoURL || /\{\{|\$/.test(repoURL)) return false;
  const remotes = gitRemotes(root);
  if (remotes.length === 0) return false;
  return !remotes.includes(normalizeRepoURL(repoURL));
}

export const MANIFEST_GENERATE_PATHS = 'argocd.argoproj.io/manifest-generate-paths';

/**
 * getApplicationRootPath on repo-relative paths: the directory (relative to the repository root,
 * '.' for the root) that becomes the tar root when the repo-server runs with
 * --plugin-use-manifest-generate-paths. `appRel` is the cleaned app path, `annotation` the raw
 * annotation value (entries split on `;`, not trimmed: the repo-server does not trim them here).
 */
export function applicationRootPath(appRel: string, annotation: string | undefined): string {
  const repo = VIRTUAL_ROOT;
  const appPath = appRel === '.' ? repo : `${repo}/${appRel}`;
  const paths: string[] = [];
  for (const entry of (annotation ?? '').split(';')) {
    if (entry === '') continue;
    const unsafe = entry.startsWith('/') ? goClean(entry) : goClean(`${appRel === '.' ? '' : appRel + '/'}${entry}` || '.');
    // securejoin: `..` cannot climb above the root
    const inside = goClean('/' + unsafe);
    paths.push(inside === '/' ? repo : repo + inside);
  }
  if (paths.length === 0) return '.';
  let common = appPath.split('/');
  let disjoint = false;
  for (const p of paths) {
    const parts = p.split('/');
    const min = Math.min(common.length, parts.length);
    for (let i = 0; i < min; i++) {
      if (common[i] !== parts[i]) {
        common = common.slice(0, i);
        disjoint = true;
        break;
      }
    }
    if (!disjoint && min < common.length) common = common.slice(0, min);
  }
  const root = goClean('/' + common.filter((x) => x !== '').join('/'));
  if (root === repo) return '.';
  if (root.startsWith(repo + '/')) return root.slice(repo.length + 1);
  return '.'; // never above the checkout
}
