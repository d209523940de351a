// `--format json`: the DiffReport with a fixed key order (documented in README), so that two runs
// over the same commits print the same bytes apart from `stats.durationMs`.
import type { AppDiff, DiffReport, ResourceChange } from './types.js';
import { toJsonFinding } from '../report/json.js';

const defined = <T extends Record<string, unknown>>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

function resource(c: ResourceChange): Record<string, unknown> {
  return defined({
    key: { group: c.key.group, kind: c.key.kind, namespace: c.key.namespace, name: c.key.name },
    status: c.status,
    sync: c.sync
      ? defined({
          phase: c.sync.phase,
          wave: c.sync.wave,
          hook: c.sync.hook ? { types: c.sync.hook.types, deletePolicies: c.sync.hook.deletePolicies } : undefined,
          skip: c.sync.skip,
          ignored: c.sync.ignored,
          ignoreExtraneous: c.sync.ignoreExtraneous,
          prune: c.sync.prune,
          delete: c.sync.delete,
          pruneLast: c.sync.pruneLast,
        })
      : undefined,
    diff: c.diff,
  });
}

function app(a: AppDiff): Record<string, unknown> {
  return defined({
    app: a.app,
    kind: a.kind,
    sourceIndex: a.sourceIndex,
    file: a.file,
    line: a.line,
    generatedBy: a.generatedBy,
    plugin: a.plugin,
    sourceType: a.sourceType,
    status: a.status,
    counts: { added: a.counts.added, changed: a.counts.changed, removed: a.counts.removed },
    reason: a.reason,
    note: a.note,
    error: a.error ? defined({ side: a.error.side, reason: a.error.reason, message: a.error.message }) : undefined,
    ignoredDifferences: a.ignoredDifferences,
    argoNotes: a.argoNotes,
    resources: a.resources.map(resource),
  });
}

export function toJson(r: DiffReport): string {
  const out = defined({
    version: 1,
    base: r.base,
    head: r.head,
    baseRef: r.baseRef,
    headRef: r.headRef,
    stats: r.stats
      ? { apps: r.stats.apps, affected: r.stats.affected, renders: r.stats.renders, inputsUnchanged: r.stats.inputsUnchanged, durationMs: r.stats.durationMs }
      : undefined,
    argo: r.argo ? { trackingMethod: r.argo.trackingMethod, instanceLabelKey: r.argo.instanceLabelKey, source: r.argo.source } : undefined,
    sandbox: r.sandbox ? { requested: r.sandbox.requested, used: r.sandbox.used, isolated: r.sandbox.isolated, notes: r.sandbox.notes } : undefined,
    tools: r.tools ? defined({ argocd: r.tools.argocd, from: r.tools.from, helm: r.tools.helm, kustomize: r.tools.kustomize, warnings: r.tools.warnings }) : undefined,
    shard: r.shard ? { index: r.shard.index, count: r.shard.count } : undefined,
    mergedShards: r.mergedShards,
    apps: r.apps.map(app),
    findings: r.findings.map(toJsonFinding),
  });
  return JSON.stringify(out, null, 2) + '\n';
}
