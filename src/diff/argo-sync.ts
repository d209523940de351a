// What a sync would do with a resource, from its annotations (gitops-engine pkg/sync: hook/,
// hook/helm/, syncwaves/, ignore/, sync_phase.go, sync_tasks.go; controller/hook.go; controller/
// state.go for IgnoreExtraneous), and the order a sync applies changes in.
import type { Manifest } from '../render/index.js';
import type { ResourceChange, SyncInfo } from './types.js';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const HOOK = 'argocd.argoproj.io/hook';
export const HOOK_DELETE_POLICY = 'argocd.argoproj.io/hook-delete-policy';
export const SYNC_WAVE = 'argocd.argoproj.io/sync-wave';
export const SYNC_OPTIONS = 'argocd.argoproj.io/sync-options';
export const COMPARE_OPTIONS = 'argocd.argoproj.io/compare-options';

function annotations(m: Manifest | undefined): Record<string, string> {
  const meta = m && isObj(m.metadata) ? m.metadata : {};
  const a = isObj(meta.annotations) ? meta.annotations : {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(a)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** resourceutil.GetAnnotationCSVs: trimmed, non-empty, de-duplicated, in order. */
export function csv(a: Record<string, string>, key: string): string[] {
  const seen = new Set<string>();
  for (const item of (a[key] ?? '').split(',')) {
    const v = item.trim();
    if (v) seen.add(v);
  }
  return [...seen];
}

const ARGO_HOOK_TYPES = ['PreSync', 'Sync', 'PostSync', 'Skip', 'SyncFail'];
const HELM_HOOK_TYPES: Record<string, string> = { 'pre-install': 'PreSync', 'pre-upgrade': 'PreSync', 'post-upgrade': 'PostSync', 'post-install': 'PostSync' };
const ARGO_DELETE: Record<string, string> = { HookSucceeded: 'HookSucceeded', HookFailed: 'HookFailed', BeforeHookCreation: 'BeforeHookCreation' };
const HELM_DELETE: Record<string, string> = { 'before-hook-creation': 'BeforeHookCreation', 'hook-succeeded': 'HookSucceeded', 'hook-failed': 'HookFailed' };

/** hook.Types: the Argo CD hook types, else the Helm ones mapped (pre-install → PreSync …). */
export function hookTypes(a: Record<string, string>): string[] {
  const argo = csv(a, HOOK).filter((t) => ARGO_HOOK_TYPES.includes(t));
  if (argo.length) return argo;
  return [...new Set(csv(a, 'helm.sh/hook').filter((t) => t in HELM_HOOK_TYPES).map((t) => HELM_HOOK_TYPES[t]))];
}

/** hook.Skip: `Skip` is the only type. */
export const isSkip = (a: Record<string, string>) => {
  const t = hookTypes(a);
  return t.includes('Skip') && t.length === 1;
};

/** hook.IsHook: an argocd.argoproj.io/hook annotation (unless Skip), else a helm.sh/hook one other than crd-install. */
export function isSyncHook(a: Record<string, string>): boolean {
  if (HOOK in a) return !isSkip(a);
  return 'helm.sh/hook' in a && a['helm.sh/hook'] !== 'crd-install';
}

/** controller isHook: a sync hook, or a PreDelete/PostDelete hook (Argo CD or Helm spelling). */
function deleteHookTypes(a: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [t, argo, helm] of [
    ['PreDelete', 'PreDelete', 'pre-delete'],
    ['PostDelete', 'PostDelete', 'post-delete'],
  ]) {
    const has = (key: string, v: string) => key in a && a[key].split(',').some((x) => x.trim() === v);
    if (has(HOOK, argo) || has('helm.sh/hook', helm)) out.push(t);
  }
  return out;
}

/** hook.DeletePolicies: Argo CD's and Helm's, BeforeHookCreation when none. */
export function deletePolicies(a: Record<string, string>): string[] {
  const out = csv(a, HOOK_DELETE_POLICY).filter((p) => p in ARGO_DELETE);
  for (const p of csv(a, 'helm.sh/hook-delete-policy')) if (p in HELM_DELETE) out.push(HELM_DELETE[p]);
  return out.length ? out : ['BeforeHookCreation'];
}

/** syncwaves.Wave: argocd.argoproj.io/sync-wave, else helm.sh/hook-weight, else 0 (Go strconv.Atoi). */
export function wave(a: Record<string, string>): number {
  const atoi = (s: string | undefined) => (s !== undefined && /^[+-]?[0-9]+$/.test(s) && Math.abs(Number(s)) <= 2 ** 63 ? Number(s) : undefined);
  return atoi(a[SYNC_WAVE]) ?? atoi(a['helm.sh/hook-weight']) ?? 0;
}

/** syncPhases: none for Skip; a hook's phases (PreSync, Sync, PostSync, SyncFail); else Sync. */
export function phases(a: Record<string, string>): string[] {
  if (isSkip(a)) return [];
  if (isSyncHook(a)) return ['PreSync', 'Sync', 'PostSync', 'SyncFail'].filter((p) => hookTypes(a).includes(p));
  return ['Sync'];
}

/** The sync facts of one resource (`m`: head's object, or base's for a removed one). */
export function syncInfo(m: Manifest | undefined): SyncInfo {
  const a = annotations(m);
  const info: SyncInfo = { phase: 'Sync', wave: wave(a) };
  const syncHook = isSyncHook(a);
  const delHooks = deleteHookTypes(a);
  if (isSkip(a)) {
    info.phase = undefined;
    info.skip = true;
  } else if (syncHook || delHooks.length) {
    const types = [...hookTypes(a).filter((t) => t !== 'Skip'), ...delHooks];
    const ph = phases(a);
    info.phase = ph[0];
    // a hook with no type Argo CD runs (helm test, pre-rollback, a misspelt type): ignore.Ignore, never applied
    if (syncHook && hookTypes(a).length === 0 && !delHooks.length) info.ignored = true;
    if (!syncHook) info.phase = undefined; // PreDelete/PostDelete: run when the app is deleted, not on sync
    info.hook = { types, deletePolicies: deletePolicies(a) };
  }
  const so = csv(a, SYNC_OPTIONS);
  if (so.includes('Prune=false')) info.prune = false;
  if (so.includes('Delete=false')) info.delete = false;
  if (so.includes('PruneLast=true')) info.pruneLast = true;
  if (csv(a, COMPARE_OPTIONS).includes('IgnoreExtraneous')) info.ignoreExtraneous = true;
  return info;
}

// sync_tasks.go kindOrder (Helm's install order); kinds not listed sort after them
const KIND_ORDER = [
  'Namespace',
  'NetworkPolicy',
  'ResourceQuota',
  'LimitRange',
  'PodSecurityPolicy',
  'PodDisruptionBudget',
  'ServiceAccount',
  'Secret',
  'SecretList',
  'ConfigMap',
  'StorageClass',
  'PersistentVolume',
  'PersistentVolumeClaim',
  'CustomResourceDefinition',
  'ClusterRole',
  'ClusterRoleList',
  'ClusterRoleBinding',
  'ClusterRoleBindingList',
  'Role',
  'RoleList',
  'RoleBinding',
  'RoleBindingList',
  'Service',
  'DaemonSet',
  'Pod',
  'ReplicationController',
  'ReplicaSet',
  'Deployment',
  'HorizontalPodAutoscaler',
  'StatefulSet',
  'Job',
  'CronJob',
  'IngressClass',
  'Ingress',
  'APIService',
];
const kindRank = (k: string) => {
  const i = KIND_ORDER.indexOf(k);
  return i < 0 ? 0 : i - KIND_ORDER.length;
};
const PHASE_RANK: Record<string, number> = { PreSync: -1, Sync: 0, PostSync: 1, SyncFail: 2 };

/**
 * The changes in the order a sync would apply them (syncTasks.Less: phase, wave, kind, name):
 * removals (prune tasks) take the waves of the other removals in reverse (the symmetric swap of
 * sync_context.go), or the last wave + 1 with PruneLast. Changes a sync never applies (Skip, hooks
 * of no phase Argo CD runs, delete hooks) follow, then the unchanged resources, each in key order.
 */
export function syncOrder(changes: ResourceChange[]): ResourceChange[] {
  // (a plugin decides how many resources there are: no look-up by scanning, no spread into a call)
  const active = changes.filter((c) => c.status !== 'unchanged' && c.sync && c.sync.phase !== undefined && !c.sync.ignored);
  const isActive = new Set(active);
  const never = changes.filter((c) => c.status !== 'unchanged' && !isActive.has(c));
  const same = changes.filter((c) => c.status === 'unchanged');
  const effWave = new Map<ResourceChange, number>();
  const prunes = active.filter((c) => c.status === 'removed');
  const waves = [...new Set(prunes.map((c) => c.sync!.wave))].sort((a, b) => a - b);
  const swapped = new Map(waves.map((w, i) => [w, waves[waves.length - 1 - i]]));
  for (const c of active) effWave.set(c, c.status === 'removed' ? swapped.get(c.sync!.wave)! : c.sync!.wave);
  let lastSyncWave = 0;
  for (const c of active) if (c.sync!.phase === 'Sync') lastSyncWave = Math.max(lastSyncWave, effWave.get(c)!);
  lastSyncWave += 1;
  for (const c of prunes) if (c.sync!.pruneLast) effWave.set(c, lastSyncWave);
  const ordered = active
    .map((c, i) => ({ c, i }))
    .sort((x, y) => {
      const a = x.c;
      const b = y.c;
      return (
        PHASE_RANK[a.sync!.phase!] - PHASE_RANK[b.sync!.phase!] ||
        effWave.get(a)! - effWave.get(b)! ||
        kindRank(a.key.kind) - kindRank(b.key.kind) ||
        (a.key.name < b.key.name ? -1 : a.key.name > b.key.name ? 1 : 0) ||
        x.i - y.i
      );
    })
    .map((x) => x.c);
  return [...ordered, ...never, ...same];
}

/** The short marks a reviewer reads next to a resource: `wave 2`, `hook PreSync (delete: HookSucceeded)`, `IgnoreExtraneous`, `Prune=false`. */
export function syncMarks(s: SyncInfo | undefined, status: ResourceChange['status']): string[] {
  if (!s) return [];
  const out: string[] = [];
  if (s.hook) out.push(`hook ${s.hook.types.join(',') || '(no phase)'}${s.hook.deletePolicies.length ? ` (delete: ${s.hook.deletePolicies.join(',')})` : ''}`);
  if (s.ignored) out.push('never applied: no hook phase Argo CD runs');
  if (s.skip) out.push('Skip: never applied');
  if (!s.hook && !s.skip && s.wave !== 0) out.push(`wave ${s.wave}`);
  else if (s.hook && s.wave !== 0) out.push(`wave ${s.wave}`);
  if (s.ignoreExtraneous) out.push(status === 'removed' ? 'IgnoreExtraneous: left behind, it does not make the app OutOfSync' : 'IgnoreExtraneous');
  if (s.prune === false) out.push(status === 'removed' ? 'Prune=false: a sync does not delete it' : 'Prune=false');
  if (s.delete === false) out.push('Delete=false');
  if (s.pruneLast && status === 'removed') out.push('PruneLast');
  return out;
}
