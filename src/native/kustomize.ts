// Kustomize sources as the repo-server builds them (Argo CD util/kustomize Build): in the private
// workspace copy, the Application's `kustomize:` settings are written into the app's kustomization
// (Argo CD runs `kustomize edit set nameprefix|namesuffix|image|replicas|namespace`, `edit add
// label|annotation|component` and writes `patches` itself, in that order), then
// `kustomize build <path> [buildOptions…]` runs from the repository root.
//
// The edits are made here on the YAML, with the semantics of those `kustomize edit` commands
// (kustomize/commands/edit/{set,add}): images and replicas merged by name and sorted, labels and
// annotations refused when already present unless forced, components appended once. The build is the
// real tool: `kustomize` when it is on PATH, else `kubectl kustomize` (same flags).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, parseDocument, YAMLMap, type Document } from 'yaml';
import { envsubst, type EnvList } from '../render/env.js';

/** Argo CD's KustomizationNames, in its lookup order. */
export const KUSTOMIZATION_NAMES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];

export class KustomizeEditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KustomizeEditError';
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The kustomization file name in `dir` (Argo CD's findKustomizeFile), or undefined. */
export function findKustomizeFile(dir: string): string | undefined {
  return KUSTOMIZATION_NAMES.find((n) => existsSync(join(dir, n)));
}

export interface KustomizeImage {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}

// setimage.go: `<image>:<tag>` (`*` keeps the existing value), `<image>@<digest>`, `<image>:<tag>@<digest>`
const TAG = /^(.*):([a-zA-Z0-9._-]*|\*)$/s;
const INVALID_IMAGE = `invalid format of image, use one of the following options:
- <image>=<newimage>:<newtag>
- <image>=<newimage>@<newtag>
- <image>=<newimage>
- <image>:<newtag>
- <image>@<digest>`;

function parseOverwrite(arg: string, overwriteImage: boolean): { name: string; tag?: string; digest?: string } {
  const d = arg.split('@');
  if (d.length > 1) {
    const t = TAG.exec(d[0]);
    return t ? { name: t[1], tag: t[2], digest: d[1] } : { name: d[0], digest: d[1] };
  }
  const t = TAG.exec(arg);
  if (t) return { name: t[1], tag: t[2] };
  if (arg.length > 0 && overwriteImage) return { name: arg };
  throw new KustomizeEditError(INVALID_IMAGE);
}

/** One `kustomize edit set image` argument (setimage.go parse); `*` means "keep the existing value". */
export function parseImageArg(arg: string): KustomizeImage {
  const s = arg.split('=');
  if (s.length === 2) {
    const p = parseOverwrite(s[1], true);
    return { name: s[0], newName: p.name, newTag: p.tag, digest: p.digest };
  }
  const p = parseOverwrite(arg, false);
  return { name: p.name, newTag: p.tag, digest: p.digest };
}

function clean(i: KustomizeImage): KustomizeImage {
  const o: KustomizeImage = { name: i.name };
  if (i.newName && i.newName !== '*') o.newName = i.newName;
  if (i.newTag && i.newTag !== '*') o.newTag = i.newTag;
  if (i.digest && i.digest !== '*') o.digest = i.digest;
  return o;
}

/** `kustomize edit set image a b …` applied to the existing `images` list: merged by name, sorted. */
export function mergeImages(existing: unknown, args: string[]): KustomizeImage[] {
  if (args.length === 0) throw new KustomizeEditError('no image specified');
  const map = new Map<string, KustomizeImage>();
  for (const a of args) {
    const im = parseImageArg(a);
    map.set(im.name, im);
  }
  for (const e of Array.isArray(existing) ? existing : []) {
    if (!isObj(e) || typeof e.name !== 'string') continue;
    const cur: KustomizeImage = { name: e.name, newName: str(e.newName), newTag: str(e.newTag), digest: str(e.digest) };
    const arg = map.get(cur.name);
    if (arg) {
      if (arg.newName === '*') arg.newName = cur.newName;
      if (arg.newTag === '*') arg.newTag = cur.newTag;
      if (arg.digest === '*') arg.digest = cur.digest;
      continue;
    }
    map.set(cur.name, cur);
  }
  return [...map.values()].map(clean).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined);

/** `kustomize edit set replicas name=count …` merged by name, sorted. */
export function mergeReplicas(existing: unknown, wanted: { name: string; count: number }[]): { name: string; count: number }[] {
  const map = new Map<string, { name: string; count: number }>();
  for (const r of wanted) map.set(r.name, r);
  for (const e of Array.isArray(existing) ? existing : []) {
    if (!isObj(e) || typeof e.name !== 'string' || map.has(e.name)) continue;
    map.set(e.name, { name: e.name, count: Number(e.count ?? 0) });
  }
  return [...map.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The Application's `spec.source.kustomize`, as Argo CD reads it. */
export interface KustomizeSpec {
  namePrefix?: string;
  nameSuffix?: string;
  images?: string[];
  replicas?: { name: string; count: number | string }[];
  commonLabels?: Record<string, string>;
  forceCommonLabels?: boolean;
  labelWithoutSelector?: boolean;
  labelIncludeTemplates?: boolean;
  commonAnnotations?: Record<string, string>;
  forceCommonAnnotations?: boolean;
  commonAnnotationsEnvsubst?: boolean;
  namespace?: string;
  patches?: unknown[];
  components?: string[];
  ignoreMissingComponents?: boolean;
  version?: string;
  kubeVersion?: string;
  apiVersions?: string[];
}

function strMap(v: unknown): Record<string, string> | undefined {
  if (!isObj(v)) return undefined;
  const o: Record<string, string> = {};
  for (const [k, x] of Object.entries(v)) o[k] = x === null || x === undefined ? '' : String(x);
  return o;
}

export function kustomizeSpec(raw: unknown): KustomizeSpec {
  if (!isObj(raw)) return {};
  const s: KustomizeSpec = {};
  if (typeof raw.namePrefix === 'string') s.namePrefix = raw.namePrefix;
  if (typeof raw.nameSuffix === 'string') s.nameSuffix = raw.nameSuffix;
  if (Array.isArray(raw.images)) s.images = raw.images.map((x) => String(x));
  if (Array.isArray(raw.replicas)) s.replicas = raw.replicas.filter(isObj).map((r) => ({ name: String(r.name ?? ''), count: r.count as number | string }));
  s.commonLabels = strMap(raw.commonLabels);
  s.commonAnnotations = strMap(raw.commonAnnotations);
  for (const k of ['forceCommonLabels', 'forceCommonAnnotations', 'labelWithoutSelector', 'labelIncludeTemplates', 'commonAnnotationsEnvsubst', 'ignoreMissingComponents'] as const) {
    if (raw[k] === true) s[k] = true;
  }
  if (typeof raw.namespace === 'string') s.namespace = raw.namespace;
  if (Array.isArray(raw.patches)) s.patches = raw.patches;
  if (Array.isArray(raw.components)) s.components = raw.components.map((x) => String(x));
  if (typeof raw.version === 'string') s.version = raw.version;
  if (typeof raw.kubeVersion === 'string') s.kubeVersion = raw.kubeVersion;
  if (Array.isArray(raw.apiVersions)) s.apiVersions = raw.apiVersions.map((x) => String(x));
  return s;
}

/** v1alpha1 KustomizeReplica.GetIntCount: an int, or a string holding one. */
function replicaCount(r: { name: string; count: number | string }): number {
  if (typeof r.count === 'number' && Number.isInteger(r.count)) return r.count;
  if (typeof r.count === 'string' && /^[+-]?\d+$/.test(r.count.trim())) return Number.parseInt(r.count, 10);
  throw new KustomizeEditError(`expected integer value for count. Received: ${String(r.count)}`);
}

/** The kustomize commands Argo CD logs for these settings (for notes), in its order. */
export function editCommands(spec: KustomizeSpec, vars: EnvList): string[][] {
  const cmds: string[][] = [];
  if (spec.namePrefix) cmds.push(['edit', 'set', 'nameprefix', '--', spec.namePrefix]);
  if (spec.nameSuffix) cmds.push(['edit', 'set', 'namesuffix', '--', spec.nameSuffix]);
  if (spec.images?.length) cmds.push(['edit', 'set', 'image', ...spec.images.map((i) => envsubst(i, vars))]);
  if (spec.replicas?.length) cmds.push(['edit', 'set', 'replicas', ...spec.replicas.map((r) => `${r.name}=${replicaCount(r)}`)]);
  return cmds;
}

/** Does the app need its kustomization edited at all? */
export function hasEdits(spec: KustomizeSpec): boolean {
  return !!(
    spec.namePrefix ||
    spec.nameSuffix ||
    spec.images?.length ||
    spec.replicas?.length ||
    Object.keys(spec.commonLabels ?? {}).length ||
    Object.keys(spec.commonAnnotations ?? {}).length ||
    spec.namespace ||
    spec.patches?.length ||
    spec.components?.length
  );
}

function missingFile(): KustomizeEditError {
  return new KustomizeEditError(`Missing kustomization file '${KUSTOMIZATION_NAMES[0]}'.`);
}

/**
 * Apply the Application's kustomize settings to the kustomization in `appDir` (a private copy),
 * the way Argo CD's Build does before `kustomize build`. `repoRoot` bounds `ignoreMissingComponents`.
 */
export function applyKustomizeEdits(appDir: string, repoRoot: string, spec: KustomizeSpec, vars: EnvList): void {
  if (!hasEdits(spec)) return;
  const name = findKustomizeFile(appDir);
  if (!name) {
    if (spec.patches?.length && !spec.namePrefix && !spec.nameSuffix && !spec.images?.length && !spec.replicas?.length && !spec.commonLabels && !spec.commonAnnotations && !spec.namespace) {
      throw new KustomizeEditError('kustomization file not found in the path');
    }
    throw missingFile();
  }
  // the workspace copy only holds in-bounds links: like kustomize edit, write through them
  const file = join(appDir, name);
  const text = readFileSync(file, 'utf8');
  const doc = parseDocument(text, { version: '1.1' });
  if (doc.errors.length) throw new KustomizeEditError(`failed to unmarshal ${name}: ${doc.errors[0].message}`);
  if (doc.contents === null || doc.contents === undefined) doc.contents = doc.createNode({}) as unknown as typeof doc.contents;
  if (!isMap(doc.contents)) throw new KustomizeEditError(`expected ${name} to be a mapping`);
  const js = () => (doc.toJS() ?? {}) as Record<string, unknown>;
  const set = (key: string, v: unknown) => doc.set(key, doc.createNode(v));

  if (spec.namePrefix) set('namePrefix', spec.namePrefix);
  if (spec.nameSuffix) set('nameSuffix', spec.nameSuffix);
  if (spec.images?.length) set('images', mergeImages(js().images, spec.images.map((i) => envsubst(i, vars))));
  if (spec.replicas?.length) set('replicas', mergeReplicas(js().replicas, spec.replicas.map((r) => ({ name: r.name, count: replicaCount(r) }))));
  if (spec.commonLabels && Object.keys(spec.commonLabels).length) {
    const labels: Record<string, string> = {};
    for (const [k, v] of Object.entries(spec.commonLabels)) labels[k] = envsubst(v, vars);
    if (spec.labelWithoutSelector) {
      // kustomize v5 `edit add label --without-selector`: a `labels` entry without selectors
      const entry: Record<string, unknown> = { pairs: labels };
      if (spec.labelIncludeTemplates) entry.includeTemplates = true;
      const cur = Array.isArray(js().labels) ? (js().labels as unknown[]) : [];
      set('labels', [...cur, entry]);
    } else addMetadata(doc, 'commonLabels', 'label', labels, !!spec.forceCommonLabels);
  }
  if (spec.commonAnnotations && Object.keys(spec.commonAnnotations).length) {
    const ann: Record<string, string> = {};
    for (const [k, v] of Object.entries(spec.commonAnnotations)) ann[k] = spec.commonAnnotationsEnvsubst ? envsubst(v, vars) : v;
    addMetadata(doc, 'commonAnnotations', 'annotation', ann, !!spec.forceCommonAnnotations);
  }
  if (spec.namespace) set('namespace', spec.namespace);
  if (spec.patches?.length) {
    const cur = js().patches;
    if (cur !== undefined && !Array.isArray(cur)) throw new KustomizeEditError(`expected 'patches' field in kustomization.yaml to be []any, but got ${typeof cur}`);
    set('patches', [...((cur as unknown[]) ?? []), ...spec.patches]);
  }
  if (spec.components?.length) {
    let found = spec.components;
    if (spec.ignoreMissingComponents) found = found.filter((c) => inRepo(repoRoot, join(appDir, c)) && existsSync(join(appDir, c)));
    if (found.length) {
      const cur = Array.isArray(js().components) ? (js().components as unknown[]).map(String) : [];
      for (const c of found) if (!cur.includes(c)) cur.push(c);
      set('components', cur);
    }
  }
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
}

function inRepo(root: string, p: string): boolean {
  return p === root || p.startsWith(root.endsWith('/') ? root : root + '/');
}

function addMetadata(doc: Document, key: string, kind: string, values: Record<string, string>, force: boolean): void {
  let node = doc.get(key, true);
  if (!isMap(node)) {
    node = new YAMLMap();
    doc.set(key, node);
  }
  const m = node as YAMLMap;
  for (const [k, v] of Object.entries(values)) {
    if (m.has(k) && !force) throw new KustomizeEditError(`${kind} ${k} already in kustomization file`);
    m.set(k, v);
  }
}

/** `kustomize build <path> [buildOptions…]` (Argo CD parseKustomizeBuildOptions), as argv. */
export function buildArgv(binary: 'kustomize' | 'kubectl', path: string, buildOptions: string | undefined, opts: { kubeVersion?: string; apiVersions?: string[] } = {}): string[] {
  const head = binary === 'kustomize' ? ['kustomize', 'build', path] : ['kubectl', 'kustomize', path];
  if (!buildOptions) return head;
  const params = [...head, ...buildOptions.split(/\s+/).filter(Boolean)];
  if (buildOptions.includes('--enable-helm')) {
    if (opts.kubeVersion) params.push('--helm-kube-version', opts.kubeVersion);
    for (const v of opts.apiVersions ?? []) params.push('--helm-api-versions', v);
  }
  return params;
}
