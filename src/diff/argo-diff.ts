// The resource diff of one app as Argo CD would show it: both sides turned into Argo CD's target
// objects (tracking, namespaces: argo-target.ts), ignoreDifferences of the Application and of
// argocd-cm applied to both (argo-ignore.ts), Secret values redacted (resources.ts), then each
// change marked with what a sync does with it and ordered like a sync (argo-sync.ts).
import type { Manifest } from '../render/index.js';
import type { AppSource } from '../model/types.js';
import { refToJS } from '../yaml/source.js';
import { instanceName } from '../render/env.js';
import type { ArgoSettings, FilteredResource, IgnoreRule } from './argo-settings.js';
import { globMatch } from '../native/directory.js';
import { applyIgnore, compileRules, type CompiledRules } from './argo-ignore.js';
import { clusterScopedCrdKinds, targetObjects, type TrackingOptions } from './argo-target.js';
import { syncInfo, syncOrder } from './argo-sync.js';
import { diffResources, isCoreSecret as isSecret, resourceKey, stableYaml } from './resources.js';
import type { ResourceChange } from './types.js';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The Application spec a source belongs to (an ApplicationSet's template spec). */
export function appSpecOf(s: AppSource): Record<string, unknown> {
  let doc: unknown;
  try {
    doc = s.app.ref && typeof s.app.ref.get === 'function' ? refToJS(s.app.ref) : undefined;
  } catch {
    doc = undefined;
  }
  if (!isObj(doc)) return {};
  const spec = isObj(doc.spec) ? doc.spec : {};
  if (doc.kind === 'ApplicationSet') {
    const t = isObj(spec.template) ? spec.template : {};
    return isObj(t.spec) ? t.spec : {};
  }
  return spec;
}

/** spec.ignoreDifferences[] as rules. */
export function appIgnoreRules(spec: Record<string, unknown>): IgnoreRule[] {
  const out: IgnoreRule[] = [];
  (Array.isArray(spec.ignoreDifferences) ? spec.ignoreDifferences : []).forEach((d, i) => {
    if (!isObj(d)) return;
    out.push({
      group: str(d.group) ?? '',
      kind: str(d.kind) ?? '',
      name: str(d.name) || undefined,
      namespace: str(d.namespace) || undefined,
      jsonPointers: strs(d.jsonPointers),
      jqPathExpressions: strs(d.jqPathExpressions),
      managedFieldsManagers: strs(d.managedFieldsManagers),
      origin: `Application spec.ignoreDifferences[${i}]`,
    });
  });
  return out;
}

export interface SideInput {
  source?: AppSource;
  manifests: Manifest[];
  settings: ArgoSettings;
  controlPlaneNamespace?: string;
}

// util/settings resources_filter.go: always excluded, whatever argocd-cm says
const CORE_EXCLUDED: FilteredResource[] = [
  { apiGroups: ['events.k8s.io', 'metrics.k8s.io'], kinds: [], clusters: [] },
  { apiGroups: [''], kinds: ['Event'], clusters: [] },
  { apiGroups: ['coordination.k8s.io'], kinds: ['Lease'], clusters: [] },
];

const frMatch = (r: FilteredResource, group: string, kind: string, cluster: string) =>
  (r.apiGroups.length === 0 || r.apiGroups.some((g) => globMatch(g, group))) &&
  (r.kinds.length === 0 || r.kinds.some((k) => k === '*' || k === kind)) &&
  (r.clusters.length === 0 || r.clusters.some((c) => globMatch(c, cluster)));

/** ResourcesFilter.IsExcludedResource: excluded wins; else included; else excluded when inclusions name this cluster. */
export function isExcludedResource(s: Pick<ArgoSettings, 'exclusions' | 'inclusions'>, group: string, kind: string, cluster: string): boolean {
  if ([...CORE_EXCLUDED, ...s.exclusions].some((r) => frMatch(r, group, kind, cluster))) return true;
  if (s.inclusions.some((r) => frMatch(r, group, kind, cluster))) return false;
  return s.inclusions.some((r) => r.clusters.length === 0 || r.clusters.some((c) => globMatch(c, cluster)));
}

// a Secret as Argo CD's diff hides it: any core-group apiVersion (resources.ts)

interface Prepared {
  objects: Manifest[];
  /** the objects before ignoreDifferences, by key id */
  raw: Map<string, Manifest>;
  notes: string[];
}

const keyId = (m: Manifest) => {
  const k = resourceKey(m, undefined);
  return `${k.group}\0${k.kind}\0${k.namespace}\0${k.name}`;
};

function prepare(side: SideInput, crdKinds: Set<string>, compiled: CompiledRules): Prepared {
  const s = side.source;
  const dest = s?.app.destNamespace ?? '';
  const tracking: TrackingOptions | undefined = s
    ? {
        method: side.settings.trackingMethod,
        labelKey: side.settings.instanceLabelKey,
        appName: instanceName(s.app.name, s.app.namespace, side.controlPlaneNamespace),
        destNamespace: dest,
        installationID: side.settings.installationID,
      }
    : undefined;
  const targets = targetObjects(side.manifests, tracking, crdKinds);
  const raw = new Map<string, Manifest>();
  const objects = targets.map((t) => {
    const id = keyId(t);
    if (!raw.has(id)) raw.set(id, t);
    const n = applyIgnore(t, compiled);
    // a rule that deletes kind or apiVersion must not take a Secret out of redaction
    if (n !== t && isSecret(t) && !isSecret(n)) return { ...n, apiVersion: t.apiVersion, kind: 'Secret' };
    return n;
  });
  return { objects, raw, notes: side.settings.problems };
}

export interface ArgoDiff {
  resources: ResourceChange[];
  /** resources that differ only in ignored fields */
  ignoredDifferences: number;
  notes: string[];
}

/** The diff of one app's two sides as Argo CD shows it. */
export function argoDiff(base: SideInput, head: SideInput, context = 3): ArgoDiff {
  const crdKinds = new Set([...clusterScopedCrdKinds(base.manifests), ...clusterScopedCrdKinds(head.manifests)]);
  // one set of ignore rules for both sides, as Argo CD compares with the rules in effect: the
  // head's (its Application and argocd-cm), or the base's for an app the change removes
  const ruleSide = head.source ? head : base;
  const compiled = compileRules([...appIgnoreRules(ruleSide.source ? appSpecOf(ruleSide.source) : {}), ...ruleSide.settings.overrides]);
  // resources excluded in the settings are dropped from the target, with Argo CD's warning
  const destServer = ruleSide.source ? str((appSpecOf(ruleSide.source).destination as Record<string, unknown> | undefined)?.server) ?? '' : '';
  const excludedNotes = new Set<string>();
  const keep = (side: SideInput): SideInput => ({
    ...side,
    manifests: side.manifests.filter((m) => {
      const group = typeof m.apiVersion === 'string' && m.apiVersion.includes('/') ? m.apiVersion.slice(0, m.apiVersion.lastIndexOf('/')) : '';
      const kind = typeof m.kind === 'string' ? m.kind : '';
      if (!isExcludedResource(ruleSide.settings, group, kind, destServer)) return true;
      const meta = isObj(m.metadata) ? m.metadata : {};
      excludedNotes.add(`Resource ${group}/${kind} ${typeof meta.name === 'string' ? meta.name : ''} is excluded in the settings (argocd-cm resource.exclusions/inclusions): Argo CD does not manage it`);
      return false;
    }),
  });
  const b = prepare(keep(base), crdKinds, compiled);
  const h = prepare(keep(head), crdKinds, compiled);
  // objects are already in their final namespace: no default to add when pairing
  const changes = diffResources(b.objects, h.objects, {}, context);
  const find = (p: Prepared, id: string) => p.raw.get(id);
  let ignored = 0;
  const headByKey = new Map(h.objects.map((m) => [keyId(m), m]));
  const baseByKey = new Map(b.objects.map((m) => [keyId(m), m]));
  // spec.syncPolicy.syncOptions PruneLast=true: every prune goes last (sync_context WithPruneLast)
  const pruneLast = (side: SideInput) => {
    const sp = side.source ? appSpecOf(side.source).syncPolicy : undefined;
    return isObj(sp) && strs(sp.syncOptions).includes('PruneLast=true');
  };
  const appPruneLast = pruneLast(head.source ? head : base);
  for (const c of changes) {
    const id = `${c.key.group}\0${c.key.kind}\0${c.key.namespace}\0${c.key.name}`;
    if (c.status !== 'unchanged') {
      c.sync = syncInfo(c.status === 'removed' ? baseByKey.get(id) : headByKey.get(id));
      if (appPruneLast && c.status === 'removed') c.sync.pruneLast = true;
    } else {
      const rb = find(b, id);
      const rh = find(h, id);
      if (rb && rh && stableYaml(rb) !== stableYaml(rh)) ignored++;
    }
  }
  return { resources: syncOrder(changes), ignoredDifferences: ignored, notes: [...new Set([...b.notes, ...h.notes, ...compiled.notes]), ...[...excludedNotes].slice(0, 10), ...(excludedNotes.size > 10 ? [`${excludedNotes.size - 10} more resources are excluded in the settings`] : [])] };
}
