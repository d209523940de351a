// The target objects as Argo CD compares them, from the rendered manifests of one side:
//   1. the repo-server sets the tracking label/annotation on every object but CRDs
//      (reposerver/repository GenerateManifests → util/argo/resource_tracking.go SetAppInstance,
//      with the destination namespace standing in for an empty metadata.namespace in the id);
//   2. the controller (controller/state.go NormalizeTargetObjects) clears the namespace of a
//      cluster-scoped object, gives a namespaced one without a namespace the destination
//      namespace, and sets the tracking again for an object it changed. A kind the cluster does not
//      know is namespaced (IsNamespacedOrUnknown); offline, "known" means a built-in cluster-scoped
//      kind, a well-known cluster-scoped custom kind, or a CRD with `scope: Cluster` in the render.
import type { Manifest } from '../render/index.js';
import { CLUSTER_SCOPED_KINDS } from './resources.js';
import { INSTALLATION_ID_ANNOTATION, TRACKING_ANNOTATION, type TrackingMethod } from './argo-settings.js';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export interface TrackingOptions {
  method: TrackingMethod;
  labelKey: string;
  /** app.InstanceName(controller namespace): `name`, or `namespace_name` outside the control plane namespace */
  appName: string;
  /** the Application's spec.destination.namespace */
  destNamespace: string;
  installationID?: string;
}

export const groupOf = (m: Manifest): string => {
  const av = str(m.apiVersion);
  return av.includes('/') ? av.slice(0, av.lastIndexOf('/')) : '';
};

export const isCrd = (m: Manifest) => m.kind === 'CustomResourceDefinition' && groupOf(m) === 'apiextensions.k8s.io';

/** `group/Kind` of the cluster-scoped custom kinds the CRDs in `manifests` define. */
export function clusterScopedCrdKinds(manifests: Manifest[]): Set<string> {
  const out = new Set<string>();
  for (const m of manifests) {
    if (!isCrd(m) || !isObj(m.spec)) continue;
    const names = isObj(m.spec.names) ? m.spec.names : {};
    if (m.spec.scope === 'Cluster' && typeof m.spec.group === 'string' && typeof names.kind === 'string') out.add(`${m.spec.group}/${names.kind}`);
  }
  return out;
}

/** Whether Argo CD would treat the object as namespaced. */
export function isNamespaced(m: Manifest, crdKinds: Set<string>): boolean {
  const kind = str(m.kind);
  const group = groupOf(m);
  if (crdKinds.has(`${group}/${kind}`)) return false;
  return !CLUSTER_SCOPED_KINDS.has(kind);
}

/** TruncateLabel: at most 63 characters, not ending in a non-alphanumeric one; undefined when impossible. */
export function truncateLabel(v: string): string | undefined {
  if (v.length <= 63) return v;
  let out = v.slice(0, 63);
  while (!/[a-zA-Z0-9]$/.test(out)) {
    if (out.length <= 1) return undefined;
    out = out.slice(0, -1);
  }
  return out;
}

/** BuildAppInstanceValue: `<app>:<group>/<kind>:<namespace>/<name>`. */
export function trackingId(appName: string, m: Manifest, destNamespace: string): string {
  const meta = isObj(m.metadata) ? m.metadata : {};
  const ns = str(meta.namespace) || destNamespace;
  return `${appName}:${groupOf(m)}/${str(m.kind)}:${ns}/${str(meta.name)}`;
}

/** SetAppInstance on a copy-on-write object (`m` is already a private copy). */
export function setAppInstance(m: Manifest, t: TrackingOptions): void {
  const meta: Record<string, unknown> = isObj(m.metadata) ? m.metadata : (m.metadata = {});
  const setAnnotations = () => {
    const a: Record<string, unknown> = isObj(meta.annotations) ? meta.annotations : (meta.annotations = {});
    if (t.installationID) a[INSTALLATION_ID_ANNOTATION] = t.installationID;
    else delete a[INSTALLATION_ID_ANNOTATION];
    a[TRACKING_ANNOTATION] = trackingId(t.appName, m, t.destNamespace);
  };
  const setLabel = (v: string) => {
    const l: Record<string, unknown> = isObj(meta.labels) ? meta.labels : (meta.labels = {});
    l[t.labelKey] = v;
  };
  if (t.method === 'label') setLabel(t.appName);
  else {
    setAnnotations();
    // an app name that cannot be truncated fails the render in Argo CD; the label is then left out here
    if (t.method === 'annotation+label') {
      const v = truncateLabel(t.appName);
      if (v !== undefined) setLabel(v);
    }
  }
}

/**
 * The target objects of one side: copies with tracking set and namespaces normalised. `crdKinds`
 * are the cluster-scoped custom kinds known on either side (a CRD stays in the cluster while the
 * change that removes it syncs).
 */
export function targetObjects(manifests: Manifest[], t: TrackingOptions | undefined, crdKinds: Set<string>): Manifest[] {
  return manifests.map((orig) => {
    const m = structuredClone(orig);
    if (t && !isCrd(m)) setAppInstance(m, t);
    const meta = isObj(m.metadata) ? m.metadata : undefined;
    const ns = str(meta?.namespace);
    let modified = false;
    if (!isNamespaced(m, crdKinds)) {
      if (ns !== '' && meta) {
        delete meta.namespace;
        modified = true;
      }
    } else if (ns === '' && t?.destNamespace) {
      (m.metadata as Record<string, unknown>) = { ...(meta ?? {}), namespace: t.destNamespace };
      modified = true;
    }
    // the controller's callback has no CRD check (a namespaced CRD manifest gets tracked here)
    if (modified && t) setAppInstance(m, t);
    return m;
  });
}
