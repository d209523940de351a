// Which repository directories besides the app path a native source reads, so that `diff` knows a
// change there reaches it: the local bases, components, patches and generator files a kustomization
// refers to (followed recursively), Helm value and set-file files outside the chart (`$ref/…` ones
// of multi-source apps included), local (file://) chart dependencies, Jsonnet libs.
// Remote references (URLs, git refs) are not followed. Paths are repo-relative, with `/`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parse } from 'yaml';
import type { AppSource } from '../model/types.js';
import { KUSTOMIZATION_NAMES } from './kustomize.js';
import { chartDependencies } from './helm-repo.js';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const clean = (p: string) => {
  const c = posix.normalize(p.replace(/\\/g, '/')).replace(/^\.\/+/, '').replace(/\/+$/, '');
  return c === '' || c === '.' ? '.' : c;
};
const remote = (p: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(p) || /^(?:git@|github\.com\/|gitlab\.com\/|bitbucket\.org\/)/.test(p) || p.includes('?ref=');

/** Every local path a kustomization names (files and directories), relative to its directory. */
function kustomizationRefs(k: Record<string, unknown>): string[] {
  const out: string[] = [];
  const strs = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  for (const key of ['resources', 'bases', 'components', 'crds', 'configurations', 'generators', 'transformers', 'validators', 'patchesStrategicMerge']) {
    out.push(...strs(k[key]).filter((s) => !s.includes('\n')));
  }
  for (const key of ['patches', 'patchesJson6902', 'replacements']) {
    for (const p of Array.isArray(k[key]) ? k[key] : []) if (isObj(p) && typeof p.path === 'string') out.push(p.path);
  }
  for (const key of ['configMapGenerator', 'secretGenerator']) {
    for (const g of Array.isArray(k[key]) ? k[key] : []) {
      if (!isObj(g)) continue;
      for (const f of [...strs(g.files), ...strs(g.envs), ...(typeof g.env === 'string' ? [g.env] : [])]) out.push(f.includes('=') ? f.slice(f.indexOf('=') + 1) : f);
    }
  }
  if (isObj(k.helmGlobals) && typeof k.helmGlobals.chartHome === 'string') out.push(k.helmGlobals.chartHome);
  return out.filter((p) => p !== '' && !remote(p));
}

/**
 * Read-once memory for one run over checkouts that do not change (diff): the kustomization of each
 * directory, parsed once however many apps share it (a base every overlay names).
 */
export type InputsCache = Map<string, unknown>;

function readKustomization(root: string, d: string, cache?: InputsCache): unknown {
  const key = posix.join(root, d);
  if (cache?.has(key)) return cache.get(key);
  const name = KUSTOMIZATION_NAMES.find((n) => existsSync(posix.join(root, d, n)));
  let k: unknown;
  try {
    k = name ? parse(readFileSync(posix.join(root, d, name), 'utf8')) : undefined;
  } catch {
    k = undefined;
  }
  cache?.set(key, k);
  return k;
}

/** Directories (repo-relative) a kustomization in `dir` reads outside itself, recursively. */
export function kustomizeInputs(root: string, dir: string, seen = new Set<string>(), cache?: InputsCache): string[] {
  const d = clean(dir);
  if (seen.has(d) || d.startsWith('..')) return [];
  seen.add(d);
  const k = readKustomization(root, d, cache);
  if (!isObj(k)) return [];
  const out: string[] = [];
  for (const ref of kustomizationRefs(k)) {
    const rel = clean(posix.join(d, ref));
    if (rel.startsWith('..')) continue;
    let isDir = false;
    try {
      isDir = statSync(posix.join(root, rel)).isDirectory();
    } catch {
      continue;
    }
    const watch = isDir ? rel : clean(posix.dirname(rel));
    if (watch === d || watch.startsWith(d + '/')) continue; // already watched through the app path
    out.push(watch);
    if (isDir) out.push(...kustomizeInputs(root, rel, seen, cache));
  }
  return [...new Set(out)];
}

/** Extra watched directories of a native source on one side (root: that side's checkout). */
export function nativeInputs(root: string, s: AppSource, cache?: InputsCache): string[] {
  if (s.types.includes('plugin') || /\{\{/.test(s.path ?? '')) return [];
  if (!s.chart && !s.path) return [];
  const app = s.chart ? undefined : clean(s.path!);
  const out = new Set<string>(app ? kustomizeInputs(root, app, new Set(), cache) : []);
  const h = s.raw.helm;
  if (isObj(h)) {
    const files = [...(Array.isArray(h.valueFiles) ? h.valueFiles : []), ...(Array.isArray(h.fileParameters) ? h.fileParameters.filter(isObj).map((p) => p.path) : [])];
    for (const f of files) {
      if (typeof f !== 'string' || remote(f)) continue;
      if (f.startsWith('$')) {
        // `$ref/path` of a multi-source app: from the referenced source's root (this repository's
        // when it is this one; another repository's paths are simply never changed here)
        if (s.index === undefined) continue;
        const rel = clean(f.split('/').slice(1).join('/'));
        const dir = clean(posix.dirname(rel));
        if (!rel.startsWith('..')) out.add(dir === '' || dir === '.' ? rel : dir);
        continue;
      }
      if (!app) continue; // a Helm repository chart's own value files are in the chart
      const rel = clean(f.startsWith('/') ? f.slice(1) : posix.join(app, f));
      if (!rel.startsWith('..')) out.add(clean(posix.dirname(rel)));
    }
  }
  // local chart dependencies (`repository: file://…`) are read from outside the chart
  if (app && (isObj(h) || s.types.includes('helm') || existsSync(join(root, app, 'Chart.yaml')))) {
    for (const d of chartDependencies(join(root, app))) {
      if (!d.repository.startsWith('file://')) continue;
      const rel = clean(posix.join(app, d.repository.slice('file://'.length)));
      if (!rel.startsWith('..')) out.add(rel);
    }
  }
  const d = s.raw.directory;
  if (isObj(d) && isObj(d.jsonnet) && Array.isArray(d.jsonnet.libs)) for (const l of d.jsonnet.libs) if (typeof l === 'string') out.add(clean(l.replace(/^\/+/, '')));
  return [...out].filter((p) => p !== '' && p !== '.' && (!app || (p !== app && !p.startsWith(app + '/'))) && !p.startsWith('..'));
}
