import { defineRule } from './types.js';
import type { Model, PluginDef, Sidecar } from '../model/types.js';
import { pluginsServedBy } from '../model/links.js';
import { posix } from 'node:path';

// Each sidecar binds <plugins dir>/<socket name>.sock, deleting whatever file is there first
// (reference 2). Two different plugins with one socket name in the same repo-server pod: the
// sidecar that starts second takes the socket over, and which plugin Argo CD talks to depends on
// container start order. Copies of a plugin in separate overlays or environments never meet in
// one pod, and two sidecars serving the same definition serve the same thing: neither is a clash.
export default defineRule({
  meta: {
    id: 'plugin-duplicate-name',
    severity: 'error',
    description: 'two different plugins served to the same repo-server resolve to the same socket name',
  },
  check({ model, report, where }) {
    for (const group of servedTogether(model)) {
      const bySocket = new Map<string, { def: PluginDef; by?: Sidecar }[]>();
      for (const entry of group) {
        if (!entry.def.name) continue;
        const list = bySocket.get(entry.def.socketName) ?? [];
        list.push(entry);
        bySocket.set(entry.def.socketName, list);
      }
      for (const [socket, entries] of bySocket) {
        // a clash needs two different definitions bound by two different sidecars (or, with no
        // sidecar in scope, kept side by side in one ConfigMap)
        const defs: PluginDef[] = [];
        for (const e of entries) {
          if (defs.some((d) => sameDefinition(d, e.def))) continue;
          if (e.by && entries.every((o) => o.by === e.by || sameDefinition(o.def, e.def))) continue;
          defs.push(e.def);
        }
        if (defs.length < 2) continue;
        const sorted = [...defs].sort((a, b) => order(a, b));
        const first = sorted[0];
        const firstLoc = (first.nameRef ?? first.ref).loc();
        for (const dup of sorted.slice(1)) {
          report({
            loc: (dup.nameRef ?? dup.ref).loc(),
            message: `plugin ${describe(dup)} resolves to socket \`${socket}\`, like plugin ${describe(first)} at ${where(firstLoc)}, and both are served to the same repo-server: each sidecar deletes ${socket}.sock at start and binds its own, so whichever starts last silently replaces the other`,
            hint: `rename one of them (${dup.origin === 'chart-values' ? 'its `configs.cmp.plugins` key' : '`metadata.name`'} or \`spec.version\`) and point the Applications that use it at the new name`,
            related: [{ loc: firstLoc, message: `the other plugin named \`${socket}\`` }],
          });
        }
      }
    }
  },
});

/**
 * Sets of plugin definitions that end up behind one repo-server: those mounted by sidecars of the
 * same pod; without sidecars in scope, those kept side by side in one ConfigMap or chart values file.
 */
function servedTogether(model: Model): { def: PluginDef; by?: Sidecar }[][] {
  const groups = new Map<string, { def: PluginDef; by?: Sidecar }[]>();
  const add = (key: string, def: PluginDef, by?: Sidecar) => {
    const g = groups.get(key) ?? [];
    if (!g.some((e) => e.def === def && e.by === by)) g.push({ def, by });
    groups.set(key, g);
  };
  if (model.sidecars.length > 0) {
    for (const s of model.sidecars) {
      const served = nearest(pluginsServedBy(s, model), s.file);
      // a sidecar mounts one key: several candidates mean we cannot tell which one it serves
      if (served.length === 1) add(certainPod(s), served[0], s);
    }
  } else {
    for (const p of model.plugins) {
      if (p.configMap && p.origin !== 'configmap-generator') add(`cm:${p.file}:${p.configMap.name}`, p);
    }
  }
  return [...groups.values()];
}

/**
 * A ConfigMap name can be defined once per overlay (dev/, prod/): a sidecar gets the definition
 * that shares the longest directory prefix with it, not every ConfigMap of that name.
 */
function nearest(defs: PluginDef[], file: string): PluginDef[] {
  const score = (p: PluginDef) => {
    if (p.file === file) return Number.MAX_SAFE_INTEGER;
    const a = posix.dirname(file).split('/');
    const b = posix.dirname(p.file).split('/');
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    return i;
  };
  const best = Math.max(...defs.map(score));
  return defs.filter((p) => score(p) === best);
}

function describe(p: PluginDef): string {
  return `\`${p.name}\`${p.version ? ` (version ${p.version})` : ''}`;
}

/** The same plugin written twice (a copy, or chart values vs. a ConfigMap): name and spec are equal. */
function sameDefinition(a: PluginDef, b: PluginDef): boolean {
  const body = (p: PluginDef) => JSON.stringify([p.name, p.specOnly ? p.raw : (p.raw as { spec?: unknown } | null)?.spec]);
  return a === b || body(a) === body(b);
}

function order(a: PluginDef, b: PluginDef): number {
  const la = (a.nameRef ?? a.ref).loc();
  const lb = (b.nameRef ?? b.ref).loc();
  return la.file < lb.file ? -1 : la.file > lb.file ? 1 : la.line - lb.line || la.column - lb.column;
}

/**
 * An error needs certainty that both sidecars start in one pod: patches count as one pod only when
 * they are in the same file (another patch file of the directory may not be in the kustomization).
 */
function certainPod(s: Sidecar): string {
  return s.pod.startsWith('patches:') ? `${s.pod}|${s.file}` : s.pod;
}
