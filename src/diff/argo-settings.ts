// The argocd-cm settings that change what Argo CD's diff shows, read from the repository when it
// holds its own Argo CD install (the same ConfigMap the diff already reads `kustomize.buildOptions`
// from, src/native/settings.ts):
//   application.resourceTrackingMethod   label | annotation | annotation+label (util/settings
//                                        GetTrackingMethod: empty means annotation, the 3.x default)
//   application.instanceLabelKey          default app.kubernetes.io/instance (GetAppInstanceLabelKey)
//   installationID                        argocd.argoproj.io/installation-id on tracked objects
//   resource.customizations               the old single-key YAML map `<group>/<kind>: {ignoreDifferences}`
//   resource.customizations.ignoreDifferences.<group_kind> | .all   (appendResourceOverridesFromSplitKeys)
//   resource.compareoptions               ignoreResourceStatusField: all (default) | crd | none
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { fileKind } from '../files/read.js';
import { isJsonPath } from '../yaml/json.js';

export type TrackingMethod = 'annotation' | 'label' | 'annotation+label';

export const TRACKING_ANNOTATION = 'argocd.argoproj.io/tracking-id';
export const INSTALLATION_ID_ANNOTATION = 'argocd.argoproj.io/installation-id';
export const DEFAULT_INSTANCE_LABEL_KEY = 'app.kubernetes.io/instance';

/** One ignoreDifferences entry (Application spec.ignoreDifferences[] or an argocd-cm override). */
export interface IgnoreRule {
  group: string;
  kind: string;
  name?: string;
  namespace?: string;
  jsonPointers: string[];
  jqPathExpressions: string[];
  managedFieldsManagers: string[];
  /** where it was written, for notes: `Application spec.ignoreDifferences[0]`, `argocd-cm resource.customizations.ignoreDifferences.all` */
  origin: string;
}

/** A resource.exclusions / resource.inclusions entry (util/settings FilteredResource). */
export interface FilteredResource {
  apiGroups: string[];
  kinds: string[];
  clusters: string[];
}

export interface ArgoSettings {
  /** argocd-cm resource.exclusions and resource.inclusions */
  exclusions: FilteredResource[];
  inclusions: FilteredResource[];
  trackingMethod: TrackingMethod;
  instanceLabelKey: string;
  installationID?: string;
  /** argocd-cm overrides turned into rules (group/kind globs), status override included */
  overrides: IgnoreRule[];
  /** where the settings came from: the argocd-cm file, or undefined for Argo CD's defaults */
  file?: string;
  /** which setting decided the tracking method: `.cmp-lint.yaml`, `argocd-cm` or `default` */
  trackingFrom: 'config' | 'argocd-cm' | 'default';
  /** settings that could not be read (a value that does not parse) */
  problems: string[];
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** One argocd-cm ConfigMap document: its file and its string data. */
interface CmDoc {
  file: string;
  data: Record<string, string>;
}

/**
 * Which files may hold argocd-cm: YAML, and JSON manifests (`kubectl get cm argocd-cm -o json`),
 * not the tools' JSON files lint never reads (src/files/read.ts).
 */
export function settingsFile(file: string): boolean {
  if (/\.ya?ml$/i.test(file)) return true;
  return isJsonPath(file) && fileKind(file.slice(file.lastIndexOf('/') + 1)) !== undefined;
}

/** The argocd-cm documents of one file's text, in document order. */
function cmDocs(file: string, text: string): CmDoc[] {
  if (!text.includes('argocd-cm')) return [];
  let values: unknown[] = [];
  if (isJsonPath(file)) {
    // one object (JSON.parse: no YAML parse of a big JSON file that names argocd-cm somewhere)
    try {
      values = [JSON.parse(text)];
    } catch {
      return [];
    }
  } else {
    let docs;
    try {
      docs = parseAllDocuments(text);
    } catch {
      return [];
    }
    for (const d of Array.isArray(docs) ? docs : [docs]) {
      try {
        values.push(d.toJS({ maxAliasCount: 100 }));
      } catch {
        continue;
      }
    }
  }
  const out: CmDoc[] = [];
  for (const v of values) {
    if (!isObj(v) || v.kind !== 'ConfigMap' || !isObj(v.metadata) || v.metadata.name !== 'argocd-cm') continue;
    const data: Record<string, string> = {};
    if (isObj(v.data)) for (const [k, x] of Object.entries(v.data)) if (typeof x === 'string') data[k] = x;
    out.push({ file, data });
  }
  return out;
}
// every argocd-cm document of a side, found with one read of its YAML and JSON files (per files list and root)
const scans = new WeakMap<readonly string[], Map<string, CmDoc[]>>();

function scanned(root: string, files: readonly string[]): CmDoc[] | undefined {
  return scans.get(files)?.get(root);
}

function remember(root: string, files: readonly string[], docs: CmDoc[]): CmDoc[] {
  let byRoot = scans.get(files);
  if (!byRoot) scans.set(files, (byRoot = new Map()));
  byRoot.set(root, docs);
  return docs;
}

function readText(root: string, file: string): string | undefined {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
}

function scan(root: string, files: readonly string[]): CmDoc[] {
  const hit = scanned(root, files);
  if (hit) return hit;
  const docs: CmDoc[] = [];
  for (const file of files) {
    if (!settingsFile(file)) continue;
    const text = readText(root, file);
    if (text !== undefined) docs.push(...cmDocs(file, text));
  }
  return remember(root, files, docs);
}

/**
 * The head side's argocd-cm scan from the base side's: a file the pull request did not change and
 * that the base side read has the same documents; only changed (or newly listed) files are read.
 */
export function scanArgocdCmFrom(base: { root: string; files: readonly string[] }, head: { root: string; files: readonly string[] }, changed: ReadonlySet<string>): void {
  if (scanned(head.root, head.files)) return;
  const before = scan(base.root, base.files);
  const baseFiles = new Set(base.files);
  const byFile = new Map<string, CmDoc[]>();
  for (const d of before) byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
  const docs: CmDoc[] = [];
  for (const file of head.files) {
    if (!settingsFile(file)) continue;
    if (!changed.has(file) && baseFiles.has(file)) {
      docs.push(...(byFile.get(file) ?? []));
      continue;
    }
    const text = readText(head.root, file);
    if (text !== undefined) docs.push(...cmDocs(file, text));
  }
  remember(head.root, head.files, docs);
}

/**
 * The first ConfigMap named argocd-cm in file order (with `key`: the first whose data has that
 * key). Each side's YAML and JSON files are read once, whatever the number of calls (diff asks for the
 * tracking and diff settings of each side and for kustomize.buildOptions).
 */
export function findArgocdCm(root: string, files: string[], key?: string): { file: string; data: Record<string, string> } | undefined {
  const d = scan(root, files).find((x) => key === undefined || x.data[key] !== undefined);
  return d && { file: d.file, data: d.data };
}

/** getGroupKindForOverrideKey: `<group>/<kind>` or `<kind>`. */
function groupKindOfOverrideKey(key: string): { group: string; kind: string } | undefined {
  const parts = key.split('/');
  if (parts.length === 2) return { group: parts[0], kind: parts[1] };
  if (parts.length === 1) return { group: '', kind: parts[0] };
  return undefined;
}

/** convertToOverrideKey: `apps_Deployment` → `apps/Deployment`, `Service` → `Service`. */
export function overrideKeyOf(groupKind: string): string | undefined {
  const parts = groupKind.split('_');
  if (parts.length === 2) return `${parts[0]}/${parts[1]}`;
  if (parts.length === 1 && groupKind !== '') return groupKind;
  return undefined;
}

function parseYaml(text: string): unknown {
  const docs = parseAllDocuments(text);
  const first = Array.isArray(docs) ? docs[0] : docs;
  if (!first) return undefined;
  if (first.errors.length) throw new Error(first.errors[0].message.split('\n')[0]);
  return first.toJS({ maxAliasCount: 100 });
}

/**
 * Resource overrides' ignoreDifferences from argocd-cm data (GetResourceOverrides): the old
 * `resource.customizations` map, then the split keys (which replace an entry's ignoreDifferences),
 * then `/status` for every kind (or CRDs only, or none) per `resource.compareoptions`.
 */
export function overridesOf(data: Record<string, string>, problems: string[] = []): IgnoreRule[] {
  const byKey = new Map<string, { jsonPointers: string[]; jqPathExpressions: string[]; managedFieldsManagers: string[]; origin: string }>();
  const old = data['resource.customizations'];
  if (old) {
    try {
      const v = parseYaml(old);
      if (isObj(v)) {
        for (const [k, o] of Object.entries(v)) {
          const ig = isObj(o) && o.ignoreDifferences !== undefined ? (typeof o.ignoreDifferences === 'string' ? parseYaml(o.ignoreDifferences) : o.ignoreDifferences) : undefined;
          if (!isObj(ig)) continue;
          byKey.set(k, { jsonPointers: strs(ig.jsonPointers), jqPathExpressions: strs(ig.jqPathExpressions), managedFieldsManagers: strs(ig.managedFieldsManagers), origin: `argocd-cm resource.customizations ${k}` });
        }
      }
    } catch (e) {
      problems.push(`argocd-cm resource.customizations does not parse: ${(e as Error).message}`);
    }
  }
  // Go ranges over the map in random order; the entries are independent, so sorted order is fine
  for (const k of Object.keys(data).sort()) {
    if (!k.startsWith('resource.customizations')) continue;
    const parts = k.split('.');
    if (parts.length < 4 || parts[2] !== 'ignoreDifferences') continue;
    const rest = parts.slice(3).join('.');
    let key = overrideKeyOf(rest);
    if (!key) {
      problems.push(`argocd-cm ${k}: the key must be resource.customizations.ignoreDifferences.<group_kind>`);
      continue;
    }
    if (key === 'all') key = '*/*';
    try {
      const ig = parseYaml(data[k]);
      const o = isObj(ig) ? ig : {};
      byKey.set(key, { jsonPointers: strs(o.jsonPointers), jqPathExpressions: strs(o.jqPathExpressions), managedFieldsManagers: strs(o.managedFieldsManagers), origin: `argocd-cm ${k}` });
    } catch (e) {
      problems.push(`argocd-cm ${k} does not parse: ${(e as Error).message}`);
    }
  }
  let statusField = 'all';
  const co = data['resource.compareoptions'];
  if (co) {
    try {
      const v = parseYaml(co);
      if (isObj(v) && v.ignoreResourceStatusField !== undefined) statusField = String(v.ignoreResourceStatusField);
    } catch (e) {
      problems.push(`argocd-cm resource.compareoptions does not parse: ${(e as Error).message}`);
    }
  }
  const addStatus = (gk: string, origin: string) => {
    const cur = byKey.get(gk) ?? { jsonPointers: [], jqPathExpressions: [], managedFieldsManagers: [], origin };
    cur.jsonPointers = [...cur.jsonPointers, '/status'];
    byKey.set(gk, cur);
  };
  if (statusField === 'crd') addStatus('apiextensions.k8s.io/CustomResourceDefinition', 'argocd-cm resource.compareoptions ignoreResourceStatusField: crd');
  else if (!['none', 'off', 'false'].includes(statusField)) addStatus('*/*', "Argo CD's default ignoreResourceStatusField: all");
  const out: IgnoreRule[] = [];
  for (const [k, v] of byKey) {
    const gk = groupKindOfOverrideKey(k);
    if (!gk) {
      problems.push(`argocd-cm override key ${JSON.stringify(k)} must be <group>/<kind> or <kind>`);
      continue;
    }
    if (!v.jsonPointers.length && !v.jqPathExpressions.length && !v.managedFieldsManagers.length) continue;
    out.push({ ...gk, ...v });
  }
  return out;
}

function filtered(data: Record<string, string>, key: string, problems: string[]): FilteredResource[] {
  const text = data[key];
  if (!text) return [];
  try {
    const v = parseYaml(text);
    if (!Array.isArray(v)) throw new Error('not a list');
    return v.filter(isObj).map((o) => ({ apiGroups: strs(o.apiGroups), kinds: strs(o.kinds), clusters: strs(o.clusters) }));
  } catch (e) {
    problems.push(`argocd-cm ${key} does not parse: ${(e as Error).message}`);
    return [];
  }
}

const METHODS: TrackingMethod[] = ['annotation', 'label', 'annotation+label'];

/**
 * The settings for one side. `configMethod` is `.cmp-lint.yaml` render.trackingMethod (it wins:
 * the user said so); else argocd-cm's application.resourceTrackingMethod; else annotation.
 */
export function argoSettings(root: string, files: string[], configMethod?: TrackingMethod): ArgoSettings {
  const cm = findArgocdCm(root, files);
  const data = cm?.data ?? {};
  const problems: string[] = [];
  const cmMethod = data['application.resourceTrackingMethod'];
  let trackingMethod: TrackingMethod = 'annotation';
  let trackingFrom: ArgoSettings['trackingFrom'] = 'default';
  if (configMethod) {
    trackingMethod = configMethod;
    trackingFrom = 'config';
  } else if (cmMethod) {
    if ((METHODS as string[]).includes(cmMethod)) {
      trackingMethod = cmMethod as TrackingMethod;
      trackingFrom = 'argocd-cm';
    } else {
      // SetAppInstance's default branch: an unknown method tracks by annotation
      problems.push(`argocd-cm application.resourceTrackingMethod ${JSON.stringify(cmMethod)} is not label, annotation or annotation+label: Argo CD tracks by annotation`);
      trackingFrom = 'argocd-cm';
    }
  }
  return {
    exclusions: filtered(data, 'resource.exclusions', problems),
    inclusions: filtered(data, 'resource.inclusions', problems),
    trackingMethod,
    instanceLabelKey: data['application.instanceLabelKey'] || DEFAULT_INSTANCE_LABEL_KEY,
    installationID: data.installationID || undefined,
    overrides: overridesOf(data, problems),
    file: cm?.file,
    trackingFrom,
    problems,
  };
}
