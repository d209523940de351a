// Which Application sources a change can affect, and whether their render inputs are unchanged.
//
// An app source is affected when a changed file lies under its source path (or under a path of
// its `argocd.argoproj.io/manifest-generate-paths` annotation), when the file holding the
// Application/ApplicationSet changed, or when the definition or sidecar of the plugin it uses
// changed (every plugin app when the plugin cannot be told, or when .cmp-lint.yaml changed).
import { posix } from 'node:path';
import type { AppSource, Model, PluginDef } from '../model/types.js';
import { refToJS } from '../yaml/source.js';
import { sidecarFor } from '../render/index.js';
import { CONFIG_FILE_NAMES } from '../config.js';

export interface AppPair {
  /** kind/name[#sourceIndex] (plus @file when one side holds two apps of that name) */
  id: string;
  base?: AppSource;
  head?: AppSource;
  /** native sources: directories read besides the app path, per side (src/native/deps.ts) */
  inputs?: Partial<Record<'base' | 'head', string[]>>;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Sources that can reach a plugin: explicit plugin type, or no explicit type (discovery may pick one). */
export function mayUsePlugin(s: AppSource): boolean {
  return s.types.length === 0 || s.types.includes('plugin');
}

export function appId(s: AppSource): string {
  return `${s.app.kind}/${s.app.name}${s.index !== undefined ? `#${s.index}` : ''}`;
}

/** Pair the sources of both sides by kind + name (+ source index), every kind of source. Sorted by id. */
export function pairApps(base: AppSource[], head: AppSource[]): AppPair[] {
  const byId = new Map<string, AppPair>();
  const add = (list: AppSource[], side: 'base' | 'head') => {
    const seen = new Map<string, number>();
    for (const s of list) {
      let id = appId(s);
      const n = (seen.get(id) ?? 0) + 1;
      seen.set(id, n);
      if (n > 1) id = `${id}@${s.app.file}`;
      const p = byId.get(id) ?? { id };
      p[side] = s;
      byId.set(id, p);
    }
  };
  add(base, 'base');
  add(head, 'head');
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

const clean = (p: string) => {
  const c = posix.normalize(p.replace(/\\/g, '/')).replace(/^\.\/+/, '').replace(/\/+$/, '');
  return c === '' || c === '.' ? '.' : c;
};

function annotations(s: AppSource): Record<string, unknown> {
  try {
    const doc = refToJS(s.app.ref);
    const meta = isObj(doc) ? (isObj(doc.metadata) ? doc.metadata : isObj(doc.spec) && isObj(doc.spec.template) && isObj(doc.spec.template.metadata) ? doc.spec.template.metadata : {}) : {};
    return isObj(meta.annotations) ? meta.annotations : {};
  } catch {
    return {};
  }
}

/** Repo-relative directories whose changes reach this source's render. */
export function watchedPaths(s: AppSource, extra: string[] = []): string[] {
  // a chart from a Helm repository, or a ref-only source of a multi-source app: only the Application file
  if (!s.path && (s.chart || s.index !== undefined)) return [...extra];
  const src = clean(s.path ?? '.');
  const out = [src, ...extra];
  const mgp = annotations(s)['argocd.argoproj.io/manifest-generate-paths'];
  if (typeof mgp === 'string') {
    for (const raw of mgp.split(';').map((x) => x.trim()).filter(Boolean)) {
      const p = raw.replace(/[*?[].*$/, ''); // a glob: watch its fixed prefix
      out.push(p.startsWith('/') ? clean(p.slice(1)) : clean(posix.join(src, p)));
    }
  }
  return out;
}

/** The plugin socket name a source asks for (undefined: auto-discovery). */
const wanted = (s: AppSource) => s.plugin?.name;

function pluginsFor(s: AppSource, model: Model): PluginDef[] {
  const name = wanted(s);
  if (name) return model.plugins.filter((p) => p.socketName === name);
  return model.plugins.filter((p) => p.discover);
}

/** Socket names whose definition or sidecar lives in a changed file (on either side). */
export function changedPlugins(changed: Set<string>, models: Model[]): { names: Set<string>; unknown: boolean } {
  const names = new Set<string>();
  let unknown = false;
  for (const m of models) {
    for (const p of m.plugins) if (changed.has(p.file)) names.add(p.socketName);
    for (const sc of m.sidecars) {
      if (!changed.has(sc.file)) continue;
      const served = m.plugins.filter((p) => sidecarFor(p, m.sidecars) === sc);
      if (served.length === 0) unknown = true;
      for (const p of served) names.add(p.socketName);
    }
    if (m.files.some((f) => CONFIG_FILE_NAMES.includes(f) && changed.has(f))) unknown = true;
  }
  return { names, unknown };
}

/**
 * The changed files indexed by every directory that holds one (and by the files themselves): the
 * first changed file under a directory is one look-up, so that checking N apps against M changed
 * files is O(N + M), not O(N × M). Built once per set of changed files.
 */
const indexes = new WeakMap<Set<string>, Map<string, string>>();
function firstUnder(changed: Set<string>, dir: string): string | undefined {
  let idx = indexes.get(changed);
  if (!idx) {
    idx = new Map();
    for (const f of changed) {
      if (!idx.has('.')) idx.set('.', f);
      let p = f;
      for (;;) {
        if (!idx.has(p)) idx.set(p, f);
        const i = p.lastIndexOf('/');
        if (i <= 0) break;
        p = p.slice(0, i);
      }
    }
    indexes.set(changed, idx);
  }
  return idx.get(dir === '/' ? '.' : dir);
}

/** Why this pair must be looked at, or undefined when no change can reach it. */
export function affectedReason(pair: AppPair, changed: Set<string>, plugins: { names: Set<string>; unknown: boolean }): string | undefined {
  if (!pair.base || !pair.head) return pair.head ? 'new application' : 'removed application';
  for (const side of ['base', 'head'] as const) {
    const s = pair[side] as AppSource;
    if (changed.has(s.app.file)) return `${s.app.file} changed`;
    for (const dir of watchedPaths(s, pair.inputs?.[side])) {
      const f = firstUnder(changed, dir);
      if (f) return `${f} changed`;
    }
    const name = wanted(s);
    if (plugins.unknown) return 'a sidecar or the configuration changed';
    if (name ? plugins.names.has(name) : plugins.names.size > 0) return `plugin ${name ? JSON.stringify(name) : 'definitions'} changed`;
  }
  return undefined;
}

// --- inputs fingerprint: equal on both sides → the render would be identical, skip it ---

function strip(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v, (k, x) => (k === 'ref' || k === 'podRef' || k === 'nameRef' || k === 'versionRef' || k === 'keyRef' || k === 'typeRefs' || typeof x === 'function' ? undefined : x)));
}

function pluginFingerprint(p: PluginDef, model: Model): unknown {
  const sc = sidecarFor(p, model.sidecars);
  return {
    socketName: p.socketName,
    raw: p.raw,
    preserveFileMode: p.preserveFileMode,
    sidecar: sc ? strip({ name: sc.name, image: sc.image, env: sc.env }) : null,
  };
}

/** Everything besides the files under the watched paths that decides what the plugin prints. */
export function inputFingerprint(s: AppSource, model: Model, settings: unknown): string {
  return JSON.stringify({
    app: { kind: s.app.kind, name: s.app.name, namespace: s.app.namespace, project: s.app.project, destNamespace: s.app.destNamespace },
    index: s.index,
    source: s.raw,
    watched: watchedPaths(s),
    plugins: pluginsFor(s, model)
      .sort((a, b) => (a.socketName < b.socketName ? -1 : 1))
      .map((p) => pluginFingerprint(p, model)),
    settings,
  });
}

/** True when no changed file lies under a path this source watches. */
export function filesUnchanged(s: AppSource, changed: Set<string>, extra: string[] = []): boolean {
  return watchedPaths(s, extra).every((dir) => firstUnder(changed, dir) === undefined);
}

/**
 * Changed files that no rule above ties to any Application source: not under a watched path of
 * either side, not an Application's file, not a plugin's or sidecar's file, not the configuration.
 * A plugin that reads files outside its own directory (`cat ../../common/*.yaml`) renders them,
 * but the diff does not re-render it for them.
 */
export function unattributedFiles(changed: Set<string>, pairs: AppPair[], models: Model[]): string[] {
  const watched = new Set<string>();
  const files = new Set<string>();
  for (const p of pairs) {
    for (const side of ['base', 'head'] as const) {
      const s = p[side];
      if (!s) continue;
      files.add(s.app.file);
      for (const d of watchedPaths(s, p.inputs?.[side])) watched.add(d);
    }
  }
  for (const m of models) {
    for (const pl of m.plugins) files.add(pl.file);
    for (const sc of m.sidecars) files.add(sc.file);
  }
  if (watched.has('.')) return [];
  const out: string[] = [];
  for (const f of changed) {
    if (files.has(f) || CONFIG_FILE_NAMES.includes(f.split('/').pop() as string)) continue;
    let hit = false;
    for (let p = f; ; ) {
      if (watched.has(p)) {
        hit = true;
        break;
      }
      const i = p.lastIndexOf('/');
      if (i <= 0) break;
      p = p.slice(0, i);
    }
    if (!hit) out.push(f);
  }
  return out.sort();
}
