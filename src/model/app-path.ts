// Where an Application source's directory lies on this machine, when lint can know it.
//
// Argo CD evaluates discover rules relative to `spec.source.path` inside a checkout of the
// source's repository [3.4]. Lint can only emulate that when the source points into the
// repository being linted, which it decides without the network:
// - a Helm-repository source (`chart:`) or a templated path is never local;
// - when the local repository's `.git/config` lists remotes, a `repoURL` that names none of
//   them is another repository; one that names a remote proves the path is ours;
// - otherwise the path must name an existing directory below the repository root, or below the
//   directory lint ran from (a scanned folder holding a repository of its own, such as a fixture
//   or a vendored GitOps tree);
// - the repository root itself (`path: .` or no path) is only trusted with a matching remote:
//   any directory exists, so existence proves nothing there.
// A `.argocd-source.yaml` / `.argocd-source-<app>.yaml` in the app directory can rewrite the
// plugin block before discovery [3.1], so such a directory is not judged either.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { goClean } from '../discover/index.js';
import type { AppSource, Model } from './types.js';

/** The absolute app directory of `source` when it is known to be in the linted repository. */
export function localAppDir(model: Model, source: AppSource): string | undefined {
  // several rules ask for every Application: the file system is asked once per model and source
  let cache = dirCache.get(model);
  if (!cache) dirCache.set(model, (cache = new WeakMap()));
  if (cache.has(source)) return cache.get(source);
  const dir = findLocalAppDir(model, source);
  cache.set(source, dir);
  return dir;
}

const dirCache = new WeakMap<Model, WeakMap<AppSource, string | undefined>>();

function findLocalAppDir(model: Model, source: AppSource): string | undefined {
  if (source.chart) return undefined;
  const path = source.path ?? '';
  if (/\{\{|\$/.test(path)) return undefined;
  const rel = goClean(path);
  if (rel.startsWith('/') || rel === '..' || rel.startsWith('../')) return undefined;

  const bases: string[] = [];
  const remotes = gitRemotes(model.root);
  const url = source.repoURL ? normalizedURL(source.repoURL) : undefined;
  const proven = url !== undefined && remotes.some((r) => r === url);
  const foreign = url !== undefined && remotes.length > 0 && !proven;
  if (!foreign && (rel !== '.' || proven)) bases.push(model.root);
  if (rel !== '.' && model.cwd && resolve(model.cwd) !== resolve(model.root)) bases.push(model.cwd);

  let dirs = dirsKnown.get(model);
  if (!dirs) dirsKnown.set(model, (dirs = new Map()));
  for (const base of bases) {
    const dir = rel === '.' ? base : join(base, ...rel.split('/'));
    if (!isDirKnown(dir, dirs)) continue;
    if (hasSourceOverride(dir, source.app.name)) return undefined;
    return dir;
  }
  return undefined;
}

// Tens of thousands of Applications name as many directories, often below a few that do not
// exist here (another repository's layout): a directory whose parent is not one is not one either,
// so the file system is asked once per missing parent (a bounded memory of answers per model)
const dirsKnown = new WeakMap<Model, Map<string, boolean>>();
const DIRS_MAX = 4096;

function isDirKnown(p: string, known: Map<string, boolean>): boolean {
  const have = known.get(p);
  if (have !== undefined) return have;
  const parent = dirname(p);
  const is = (parent === p || isDirKnown(parent, known)) && isDir(p);
  if (known.size >= DIRS_MAX) known.clear();
  known.set(p, is);
  return is;
}

function isDir(p: string): boolean {
  try {
    return statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

function hasSourceOverride(dir: string, appName: string): boolean {
  return existsSync(join(dir, '.argocd-source.yaml')) || (appName !== '' && existsSync(join(dir, `.argocd-source-${appName}.yaml`)));
}

// (Applications repeat a few repository URLs: each is normalized once, a bounded memory)
const normalized = new Map<string, string>();
function normalizedURL(url: string): string {
  let n = normalized.get(url);
  if (n === undefined) {
    if (normalized.size >= DIRS_MAX) normalized.clear();
    normalized.set(url, (n = normalizeRepoURL(url)));
  }
  return n;
}

/** `https://github.com/Org/Repo.git`, `git@github.com:org/repo`, `ssh://git@github.com/org/repo/` → `github.com/org/repo`. */
export function normalizeRepoURL(url: string): string {
  let u = url.trim().toLowerCase();
  u = u.replace(/^[a-z][a-z0-9+.-]*:\/\//, ''); // scheme
  u = u.replace(/^[^@/]*@/, ''); // user@
  if (!/^[^/]*:\d+\//.test(u)) u = u.replace(/^([^/:]+):/, '$1/'); // scp-like host:path (not host:port/)
  u = u.replace(/:\d+\//, '/'); // port
  return u.replace(/\/+$/, '').replace(/\.git$/, '');
}

const remoteCache = new Map<string, string[]>();

/** Remote URLs from the repository's git config (normalized), without running git. */
export function gitRemotes(root: string): string[] {
  const cached = remoteCache.get(root);
  if (cached) return cached;
  const urls: string[] = [];
  for (const cfg of gitConfigFiles(root)) {
    let inRemote = false;
    for (const line of safeRead(cfg).split('\n')) {
      const section = /^\s*\[\s*([^\]\s"]+)/.exec(line);
      if (section) {
        inRemote = section[1].toLowerCase() === 'remote';
        continue;
      }
      const m = /^\s*url\s*=\s*(.+?)\s*$/i.exec(line);
      if (inRemote && m) urls.push(normalizeRepoURL(m[1]));
    }
  }
  remoteCache.set(root, urls);
  return urls;
}

function gitConfigFiles(root: string): string[] {
  const dotGit = join(root, '.git');
  let gitDir = dotGit;
  try {
    if (statSync(dotGit).isFile()) {
      const m = /^gitdir:\s*(.+?)\s*$/m.exec(safeRead(dotGit));
      if (!m) return [];
      gitDir = resolve(root, m[1]);
    }
  } catch {
    return [];
  }
  const out = [join(gitDir, 'config')];
  const common = safeRead(join(gitDir, 'commondir')).trim();
  if (common) out.push(join(resolve(gitDir, common), 'config'));
  return out;
}

function safeRead(p: string): string {
  try {
    return readFileSync(p, 'utf8');
  } catch {
    return '';
  }
}
