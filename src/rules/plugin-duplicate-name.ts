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
      const bySocket = new Map<string, PluginDef[]>();
      for (const p of group) {
        if (!p.name) continue;
        const list = bySocket.get(p.socketName) ?? [];
        if (!list.some((q) => sameDefinition(p, q))) list.push(p);
        bySocket.set(p.socketName, list);
      }
      for (const [socket, defs] of bySocket) {
        if (defs.length < 2) continue;
        const sorted = [...defs].sort((a, b) => order(a, b));
        const first = sorted[0];
        const firstLoc = (first.nameRef ?? first.ref).loc();
        for (const dup of sorted.slice(1)) {
          report({
            loc: (dup.nameRef ?? dup.ref).loc(),
            message: `plugin \`${dup.socketName}\` has the same socket name as the plugin at ${where(firstLoc)}, and both are served to the same repo-server: each sidecar deletes ${socket}.sock and binds its own, so the one that starts last silently replaces the other`,
            hint: `give one of them another metadata.name (or spec.version), e.g. \`metadata.name: ${dup.name}-2\`, and update the Applications that name it`,
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
function servedTogether(model: Model): PluginDef[][] {
  const groups = new Map<string, Set<PluginDef>>();
  const add = (key: string, p: PluginDef) => {
    const g = groups.get(key) ?? new Set<PluginDef>();
    g.add(p);
    groups.set(key, g);
  };
  if (model.sidecars.length > 0) {
    for (const s of model.sidecars) for (const p of pluginsServedBy(s, model)) add(podKey(s), p);
  } else {
    for (const p of model.plugins) {
      if (p.configMap && p.origin !== 'configmap-generator') add(`cm:${p.file}:${p.configMap.name}`, p);
    }
  }
  return [...groups.values()].map((g) => [...g]);
}

/** The repo-server pod a sidecar joins: its workload document, or (for patches) its kustomize directory. */
function podKey(s: Sidecar): string {
  if (s.form === 'workload' || s.form === 'operator') return `pod:${s.file}:${(s.podRef ?? s.ref).loc().line}`;
  if (s.form === 'chart-values') return `chart:${s.file}`;
  return `patch:${posix.dirname(s.file)}`;
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
