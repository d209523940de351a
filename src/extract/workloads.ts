// Recognisers for every place a CMP sidecar can be written: workloads, strategic-merge patches,
// JSON 6902 patch lists, argo-cd chart values and the argocd-operator ArgoCD resource.
import type { NodeRef } from '../yaml/source.js';
import type { Sidecar, RepoServerPod } from '../model/types.js';
import { obj, str, isObj, arr } from './util.js';
import { podFromWorkload, sidecarsFromPod, podOf, isMainContainer, type PodShape } from './pod.js';

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Pod', 'ReplicaSet']);

/** `metadata.name` looks like the repo-server (also with a Helm release prefix: argo-cd-argocd-repo-server). */
export function isRepoServerName(name: string | undefined): boolean {
  return !!name && /repo-server$/.test(name);
}

/** `targeted`: a kustomization in scope patches the repo-server with this file. */
export function workloadSidecars(file: string, ref: NodeRef, raw: unknown, targeted: boolean): PodShape | undefined {
  const o = obj(raw);
  const kind = str(o.kind);
  const name = str(obj(o.metadata).name);
  const spec = obj(o.spec);
  if (kind !== undefined && WORKLOAD_KINDS.has(kind)) {
    // A Deployment without a selector cannot be applied on its own, and a repo-server workload without
    // its main container is not the whole pod either: both are strategic-merge patches.
    const isPatch = kind !== 'Pod' && (spec.selector === undefined || !hasMainContainer(obj(obj(spec.template).spec).containers));
    return podFromWorkload(file, ref, raw, {
      isPatch,
      form: isPatch ? 'strategic-merge' : 'workload',
      isRepoServer: isRepoServerName(name) || (isPatch && targeted),
      target: name,
    });
  }
  if (kind === undefined && o.apiVersion === undefined) {
    // bare `spec:` patch (kubectl patch --patch-file) or a pod-spec fragment with containers/volumes
    const tmpl = obj(obj(spec.template).spec);
    if (isObj(o.spec) && (tmpl.containers !== undefined || tmpl.volumes !== undefined)) {
      return podFromWorkload(file, ref, raw, { isPatch: true, form: 'strategic-merge', isRepoServer: true });
    }
    if (Array.isArray(o.containers) || (Array.isArray(o.volumes) && Object.keys(o).every((k) => POD_SPEC_KEYS.has(k)))) {
      return podFromWorkload(file, ref, raw, { isPatch: true, form: 'strategic-merge', isRepoServer: true });
    }
  }
  return undefined;
}

function hasMainContainer(containers: unknown): boolean {
  return arr(containers).some((c) => {
    const o = obj(c);
    return isMainContainer({ name: str(o.name) ?? '', command: arr(o.command).map(String), args: arr(o.args).map(String), env: [], volumeMounts: [], securityContext: {}, hasResources: false, ref: undefined as never });
  });
}

const POD_SPEC_KEYS = new Set(['containers', 'initContainers', 'volumes', 'securityContext', 'serviceAccountName']);

const J6902_CONTAINER = /^\/spec\/template\/spec\/(containers|initContainers)(\/(-|\d+))?$/;
const J6902_VOLUME = /^\/spec\/template\/spec\/volumes(\/(-|\d+))?$/;

/**
 * Can this JSON 6902 op list give the extractors anything: an `add`/`replace` of containers, init
 * containers or volumes (json6902Sidecars), or of the legacy plugin list (json6902Legacy)? (The
 * loader skips the positioned parse of the lists that cannot.)
 */
export function json6902AddsPodParts(raw: unknown): boolean {
  return arr(raw).some((op) => {
    const o = obj(op);
    if (o.op !== 'add' && o.op !== 'replace') return false;
    const path = String(o.path);
    // also an op that writes the removed argocd-cm plugin list (legacy-cm-plugin reads it)
    return J6902_CONTAINER.test(path) || J6902_VOLUME.test(path) || J6902_LEGACY.test(path) || (/^\/(data|spec)$/.test(path) && isObj(o.value) && o.value.configManagementPlugins !== undefined);
  });
}

/** `/data/configManagementPlugins` (argocd-cm) or `/spec/configManagementPlugins` (the operator's ArgoCD). */
const J6902_LEGACY = /^\/(data|spec)\/configManagementPlugins$/;

/** A JSON 6902 patch list: `- op: add  path: /spec/template/spec/containers/-  value: {...}`. */
export function isJson6902(raw: unknown): boolean {
  return Array.isArray(raw) && raw.length > 0 && raw.every((op) => isObj(op) && typeof op.op === 'string' && typeof op.path === 'string');
}

export function json6902Sidecars(file: string, ref: NodeRef, raw: unknown, isRepoServer: boolean): PodShape | undefined {
  const shape: PodShape = { file, form: 'json6902', isPatch: true, isRepoServer, containers: [], initContainers: [], volumes: [], podRef: ref };
  arr(raw).forEach((op, i) => {
    const o = obj(op);
    if (o.op !== 'add' && o.op !== 'replace') return;
    const path = String(o.path);
    const value = ref.getIn([i, 'value']);
    if (!value) return;
    const c = J6902_CONTAINER.exec(path);
    if (c) {
      const list = c[1] === 'containers' ? shape.containers : shape.initContainers;
      if (c[2]) list.push(value);
      else list.push(...value.items());
      return;
    }
    const v = J6902_VOLUME.exec(path);
    if (v) {
      if (v[1]) shape.volumes.push(value);
      else shape.volumes.push(...value.items());
    }
  });
  return shape.containers.length + shape.volumes.length > 0 ? shape : undefined;
}

/**
 * argo-cd chart values: `repoServer.extraContainers` + `repoServer.volumes` (also under an umbrella
 * key). `repoServer.volumeMounts`, `env` and `initContainers` belong to the main container's side.
 */
export function chartSidecars(file: string, root: NodeRef, cmpCreate: boolean): PodShape | undefined {
  const rs = root.get('repoServer');
  if (!rs || !rs.isMap()) return undefined;
  const extra = rs.get('extraContainers');
  if (!extra && !rs.get('volumeMounts') && !rs.get('initContainers')) return undefined;
  return {
    file,
    form: 'chart-values',
    isPatch: true,
    isRepoServer: true,
    allSidecars: true,
    podRef: rs,
    mainRef: rs,
    containers: extra?.items() ?? [],
    initContainers: rs.get('initContainers')?.items() ?? [],
    // the chart puts `global.extraVolumes` into every pod before the component's own `volumes` [reference 6]
    volumes: [...(root.getIn(['global', 'extraVolumes'])?.items() ?? []), ...(rs.get('volumes')?.items() ?? [])],
    chart: { cmpCreate, stockTmpName: 'tmp' },
  };
}

/** argocd-operator: `kind: ArgoCD` with spec.repo.sidecarContainers and spec.repo.volumes. */
export function operatorSidecars(file: string, ref: NodeRef): PodShape | undefined {
  const repo = ref.getIn(['spec', 'repo']);
  if (!repo || !repo.isMap()) return undefined;
  const side = repo.get('sidecarContainers');
  if (!side && !repo.get('volumeMounts') && !repo.get('initContainers')) return undefined;
  return {
    file,
    form: 'operator',
    isPatch: true,
    isRepoServer: true,
    allSidecars: true,
    podRef: repo,
    mainRef: repo,
    namespace: str(obj(ref.getIn(['metadata'])?.toJS()).namespace),
    containers: side?.items() ?? [],
    initContainers: repo.get('initContainers')?.items() ?? [],
    volumes: repo.get('volumes')?.items() ?? [],
  };
}

export function shapeToSidecars(shape: PodShape | undefined): Sidecar[] {
  return shape ? sidecarsFromPod(shape) : [];
}

/** The sidecars of a pod shape and, when it is a repo-server pod, the pod-wide view (bakedConfig: see sidecarsFromPod). */
export function shapeToPod(shape: PodShape, bakedConfig = false): { sidecars: Sidecar[]; pod?: RepoServerPod } {
  const sidecars = sidecarsFromPod(shape, bakedConfig);
  return { sidecars, pod: podOf(shape, sidecars) };
}
