// Which documents can matter to a CMP setup, decided from their structure (plain values read
// fast with js-yaml), not from words anywhere in the text: a `sync-wave` annotation that names
// argocd.argoproj.io, a chart's `existingConfigMap` or a kustomize overlay's `patches:` no longer
// send a document to the position-keeping parser.
//
// A document may matter when
//   - its kind is one cmp-lint reads as a whole: ConfigManagementPlugin, ConfigMap, Application,
//     ApplicationSet, AppProject, ArgoCD, Kustomization/Component (and kustomization-like files);
//   - it holds a plugin definition in any wrapping (an object whose `generate` has a `command`);
//   - its structure (keys, and string values outside metadata labels and annotations) mentions
//     anything CMP-related: the words of the text pre-check (`cmp`, `plugin`, `argocd`,
//     `repo-server`, `extraContainers`, `var-files`, …) — a workload's containers, commands,
//     mounts, volumes and name, chart values keys, JSON 6902 paths;
//   - it is a patch a kustomization applies to the repo-server (see PatchTarget).
// Anything else (Services, Ingresses, ordinary Deployments and values files) is skipped.
import { STRONG_WORDS } from './precheck.js';

export type Relevance = 'no' | 'argo' | 'configmap' | 'parse';

const WHOLE_KINDS = new Set(['ConfigManagementPlugin', 'Application', 'ApplicationSet', 'AppProject', 'ArgoCD', 'Kustomization', 'Component']);
const ARGO_KINDS = new Set(['Application', 'ApplicationSet', 'AppProject']);
const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Pod', 'ReplicaSet']);
const KUSTOMIZE_KEYS = ['resources', 'patches', 'patchesStrategicMerge', 'patchesJson6902', 'configMapGenerator', 'components', 'helmCharts', 'generators'];
/** Names of ConfigMaps Argo CD reads itself: never a plain ConfigMap. */
const ARGO_CONFIGMAPS = /^argocd-|cmp/i;
const MAX_STRINGS = 20_000;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Does any key, or any string value outside `metadata.labels`/`metadata.annotations`, mention a
 * CMP word? Bounded: a document with more strings than MAX_STRINGS is treated as relevant.
 */
export function structureMentionsCmp(value: unknown): boolean {
  let budget = MAX_STRINGS;
  const stack: unknown[] = [value];
  let top = true;
  while (stack.length > 0) {
    const v = stack.pop();
    if (--budget < 0) return true;
    if (typeof v === 'string') {
      if (STRONG_WORDS.test(v)) return true;
      continue;
    }
    if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
      continue;
    }
    if (!isObj(v)) continue;
    for (const k of Object.keys(v)) {
      if (STRONG_WORDS.test(k)) return true;
      const child = v[k];
      // a plugin definition in any wrapping (a bare legacy list, a spec pasted alone): `generate.command`
      if (k === 'generate' && isObj(child) && child.command !== undefined) return true;
      if (top && k === 'metadata' && isObj(child)) {
        // labels and annotations say who deploys a resource, not what it runs
        for (const [mk, mv] of Object.entries(child)) if (mk !== 'labels' && mk !== 'annotations') stack.push(mk, mv);
        continue;
      }
      stack.push(child);
    }
    top = false;
  }
  return false;
}

/** A kustomize patch entry's effect on one file: the target name it names (undefined: none). */
export interface PatchTarget {
  target?: string;
}

const isRepoServer = (name: unknown) => typeof name === 'string' && /repo-server$/.test(name);

/**
 * How to read one document, from its plain value. `patch`: a kustomization in scope applies this
 * file as a patch (with that target), so a bare fragment or a repo-server workload is read whatever
 * its words.
 */
export function relevance(value: unknown, patch?: PatchTarget): Relevance {
  if (Array.isArray(value)) {
    // a JSON 6902 op list (or a YAML list of resources)
    if (patch && (patch.target === undefined || isRepoServer(patch.target))) return 'parse';
    return structureMentionsCmp(value) ? 'parse' : 'no';
  }
  if (!isObj(value)) return 'no';
  const kind = typeof value.kind === 'string' ? value.kind : undefined;
  if (kind !== undefined && ARGO_KINDS.has(kind)) return 'argo';
  if (kind !== undefined && WHOLE_KINDS.has(kind)) return 'parse';
  if (kind === 'ConfigMap') {
    const name = isObj(value.metadata) ? value.metadata.name : undefined;
    // a ConfigMap that holds nothing CMP-related only needs its name and keys (sidecars mount it by name)
    if (typeof name === 'string' && !ARGO_CONFIGMAPS.test(name) && !structureMentionsCmp(value.data) && !structureMentionsCmp(value.binaryData)) return 'configmap';
    return 'parse';
  }
  if (kind === 'List' && Array.isArray(value.items) && value.items.some((i) => relevance(i) !== 'no')) return 'parse';
  if (kind === undefined && value.apiVersion === undefined && KUSTOMIZE_KEYS.some((k) => Array.isArray(value[k]))) return 'parse';
  if (structureMentionsCmp(value)) return 'parse';
  if (patch) {
    const name = isObj(value.metadata) ? value.metadata.name : undefined;
    if (kind === undefined || WORKLOAD_KINDS.has(kind)) {
      // a patch without a kustomization target targets the resource it names
      const target = patch.target ?? name;
      if (target === undefined || isRepoServer(target)) return 'parse';
    }
  }
  return 'no';
}

/** Could this document become relevant as a kustomize patch (a workload, a bare fragment, an op list)? */
export function couldBePatch(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (!isObj(value)) return false;
  const kind = value.kind;
  return kind === undefined || (typeof kind === 'string' && WORKLOAD_KINDS.has(kind));
}

/**
 * The files a kustomization applies as patches, with their targets, and the files its generators
 * read (relative to the kustomization's directory). From the plain value of a kustomization.
 */
export function kustomizationRefs(value: unknown): { path: string; target?: string }[] {
  if (!isObj(value)) return [];
  const out: { path: string; target?: string }[] = [];
  const targetName = (p: Record<string, unknown>) => (isObj(p.target) && typeof p.target.name === 'string' ? p.target.name : undefined);
  for (const key of ['patches', 'patchesJson6902']) {
    for (const p of Array.isArray(value[key]) ? value[key] : []) {
      if (isObj(p) && typeof p.path === 'string') out.push({ path: p.path, target: targetName(p) });
    }
  }
  for (const p of Array.isArray(value.patchesStrategicMerge) ? value.patchesStrategicMerge : []) {
    if (typeof p === 'string' && !p.includes('\n')) out.push({ path: p });
  }
  for (const g of Array.isArray(value.configMapGenerator) ? value.configMapGenerator : []) {
    for (const f of isObj(g) && Array.isArray(g.files) ? g.files : []) {
      if (typeof f === 'string') out.push({ path: f.includes('=') ? f.slice(f.indexOf('=') + 1) : f });
    }
  }
  return out;
}

/** Is this plain value a kustomization (by kind, or by its file name and keys)? */
export function isKustomizationValue(value: unknown, path: string): boolean {
  if (!isObj(value)) return false;
  if (value.kind === 'Kustomization' || value.kind === 'Component') return true;
  return /(^|\/)(kustomization\.ya?ml|Kustomization)$/.test(path) && value.kind === undefined;
}
