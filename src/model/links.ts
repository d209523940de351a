// The links between model objects: which ConfigMap key a sidecar mounts as its plugin config,
// which plugin that is, and what Dockerfiles in scope prove about sidecar images.
import type { Model, Sidecar, VolumeMount, Volume, PluginDef, ConfigMapDef, ImageFacts, EnvVar, RepoServerPod, Container, AppSource } from './types.js';
import { ARGOCD_IMAGE, CMP_CONFIG_FILE, CMP_CONFIG_DIR, CMP_ENTRYPOINT, CHART_CMP_CONFIGMAP } from './argocd.js';
import { userIs999, copiesTo } from '../extract/dockerfile.js';
import { SOURCE_OVERRIDE_FILE } from '../extract/apps.js';

export interface ConfigMountInfo {
  mount: VolumeMount;
  volume?: Volume;
  /** `file`: mounted at .../config/plugin.yaml; `dir`: a whole volume at .../config */
  shape: 'file' | 'dir';
  /** the ConfigMap key that ends up as plugin.yaml, when it can be known */
  key?: string;
}

export function findVolume(s: Sidecar, name: string): Volume | undefined {
  return s.volumes.find((v) => v.name === name);
}

/** The mount that should deliver plugin.yaml to the sidecar, if any. */
export function configMount(s: Sidecar): ConfigMountInfo | undefined {
  for (const m of s.volumeMounts) {
    const path = m.mountPath.replace(/\/+$/, '');
    if (path === CMP_CONFIG_FILE) {
      const volume = findVolume(s, m.name);
      // with configMap.items, subPath names an item's path; the key is that item's key
      const key = m.subPath && volume?.items ? volume.items.find((it) => it.path === m.subPath)?.key : (m.subPath ?? undefined);
      return { mount: m, volume, shape: 'file', key };
    }
    if (path === CMP_CONFIG_DIR) {
      const volume = findVolume(s, m.name);
      let key: string | undefined = 'plugin.yaml';
      if (volume?.items) key = volume.items.find((it) => it.path === 'plugin.yaml')?.key;
      if (m.subPath) key = undefined; // a sub-directory of the volume: cannot tell
      return { mount: m, volume, shape: 'dir', key };
    }
  }
  return undefined;
}

export function configMapsNamed(model: Model, name: string | undefined): ConfigMapDef[] {
  if (!name) return [];
  // (through an index of the list by name, made once per list: rules ask for a name per volume, and
  // a bundle of manifests holds tens of thousands of ConfigMaps)
  const list = model.configMaps;
  let index = BY_NAME.get(list);
  if (!index || index.size !== list.length) {
    const byName = new Map<string, ConfigMapDef | ConfigMapDef[]>();
    for (const c of list) {
      const same = byName.get(c.name);
      if (same === undefined) byName.set(c.name, c);
      else if (Array.isArray(same)) same.push(c);
      else byName.set(c.name, [same, c]);
    }
    index = { size: list.length, byName };
    BY_NAME.set(list, index);
  }
  const found = index.byName.get(name);
  return found === undefined ? [] : Array.isArray(found) ? found.slice() : [found];
}

/** configMapsNamed's index of a model's ConfigMap list (made again when the list's length changed) */
const BY_NAME = new WeakMap<readonly ConfigMapDef[], { size: number; byName: Map<string, ConfigMapDef | ConfigMapDef[]> }>();

/**
 * ConfigMaps a pod in `namespace` can mount under `name`: a pod mounts ConfigMaps of its own namespace
 * only. A side whose namespace is not written (applied with -n, or set by a wrapper) matches any.
 */
export function configMapsFor(model: Model, name: string | undefined, namespace: string | undefined): ConfigMapDef[] {
  const named = configMapsNamed(model, name);
  if (!namespace) return named;
  return named.filter((c) => !c.namespace || c.namespace === namespace);
}

/** ConfigMaps every Argo CD installation creates: a pod may mount them without defining them. */
export const INSTALLED_CONFIGMAPS: ReadonlySet<string> = new Set(['argocd-cm', 'argocd-rbac-cm', 'argocd-cmd-params-cm', 'argocd-ssh-known-hosts-cm', 'argocd-tls-certs-cm', 'argocd-gpg-keys-cm']);

/**
 * Whether a pod volume names a ConfigMap that nothing in scope defines where the pod can mount it
 * (sidecar-configmap-missing's finding). Not for stock or optional volumes, the installation's own
 * ConfigMaps, the chart's argocd-cmp-cm in chart values (helm-cmp-not-created's case), or a dump of
 * a running pod (its ConfigMaps existed).
 */
export function volumeConfigMapMissing(model: Model, v: Volume, pod: { namespace?: string; form: string; running?: boolean }): boolean {
  if (pod.running || v.stock || v.kind !== 'configMap' || !v.configMapName || v.optional) return false;
  const cm = v.configMapName;
  if (INSTALLED_CONFIGMAPS.has(cm) || (pod.form === 'chart-values' && cm === CHART_CMP_CONFIGMAP)) return false;
  return configMapsFor(model, cm, pod.namespace).length === 0;
}

/** Plugins a sidecar serves through its mounted config (empty when baked into the image or unknown). */
export function pluginsServedBy(s: Sidecar, model: Model): PluginDef[] {
  const cfg = configMount(s);
  if (!cfg?.volume?.configMapName || !cfg.key) return [];
  const cm = cfg.volume.configMapName;
  return model.plugins.filter((p) => p.configMap?.name === cm && p.configMap.key === cfg.key);
}

/** The sidecar whose config mount delivers this plugin's ConfigMap key, if one is in scope. */
export function sidecarServing(plugin: PluginDef, sidecars: Sidecar[]): Sidecar | undefined {
  const cm = plugin.configMap;
  if (!cm) return undefined;
  return sidecars.find((s) => {
    const cfg = configMount(s);
    return cfg?.volume?.configMapName === cm.name && cfg.key === cm.key;
  });
}

/** User of a Dockerfile's final stage is uid 999 (numeric, `999:gid`, or a user created with uid 999). */
export function imageRunsAs999(img: ImageFacts): boolean {
  const named = (img as ImageFacts & { namedUsers?: Map<string, number> }).namedUsers;
  return userIs999(img.user, named);
}

export function imageCopiesConfig(img: ImageFacts): boolean {
  return copiesTo(img, CMP_CONFIG_FILE);
}

export function imageStartsCmpServer(img: ImageFacts): boolean {
  return (img.entrypoint ?? []).some((a) => a.includes('argocd-cmp-server') || a === CMP_ENTRYPOINT);
}

/**
 * Is this container image Argo CD's own (quay.io/argoproj/argocd, any registry mirror of
 * argoproj/argocd), or, in argo-cd chart values, the chart's image written as a template
 * (`{{ .Values.global.image.repository }}`, `.Values.repoServer.image…`)? That image links
 * argocd-cmp-server into /usr/local/bin, so a sidecar running it needs neither the var-files copy
 * nor the /var/run/argocd path.
 */
export function isArgoCdImage(image: string | undefined): boolean {
  if (!image) return false;
  if (/\.Values\.(global|repoServer)\.image\b/.test(image)) return true;
  return ARGOCD_IMAGE.test(image.trim());
}

/** Does a container run argocd-cmp-server from somewhere other than the var-files copy? */
export function runsCmpServerFromImage(c: { command?: string[]; args?: string[] }): boolean {
  const argv = argvOf(c).join(' ');
  return /(^|[\s/;&|(])argocd-cmp-server\b/.test(argv) && !argv.includes(CMP_ENTRYPOINT);
}

/** A container's effective argv when it sets `command` (args appended). */
export function argvOf(c: { command?: string[]; args?: string[] }): string[] {
  return [...(c.command ?? []), ...(c.args ?? [])];
}

/** The mount that holds `path` inside a container: the one with the longest mountPath prefix. */
export function mountHolding(c: { volumeMounts: VolumeMount[] }, path: string): VolumeMount | undefined {
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const target = norm(path);
  let best: VolumeMount | undefined;
  for (const m of c.volumeMounts) {
    const mp = norm(m.mountPath);
    if (!mp.startsWith('/')) continue;
    if (target === mp || target.startsWith(mp === '/' ? '/' : `${mp}/`)) {
      if (!best || mp.length > norm(best.mountPath).length) best = m;
    }
  }
  return best;
}

/**
 * Whether a sidecar can write at an absolute `path`: `true` under a writable mount (emptyDir, PVC…),
 * `false` under a ConfigMap/Secret or readOnly mount, or on a read-only root filesystem with no mount;
 * `undefined` when it cannot be told (the mount names a volume the pod does not show).
 */
export function writableAt(s: Sidecar, path: string): boolean | undefined {
  const m = mountHolding(s, path);
  if (!m) return s.securityContext.readOnlyRootFilesystem === true ? false : true;
  if (m.readOnly) return false;
  const v = findVolume(s, m.name);
  if (!v) return undefined;
  return v.kind !== 'configMap' && v.kind !== 'secret';
}

/**
 * Where argocd-cmp-server puts `_cmp_server` (wiped and recreated at start): $ARGOCD_CMP_WORKDIR,
 * else os.TempDir() = $TMPDIR or /tmp [4.1]. `undefined` when the value comes from valueFrom or
 * is a Kubernetes `$(VAR)` expansion.
 */
export function cmpWorkDir(s: Sidecar): { path: string; env?: EnvVar } | undefined {
  for (const name of ['ARGOCD_CMP_WORKDIR', 'TMPDIR']) {
    const e = [...s.env].reverse().find((x) => x.name === name);
    if (!e) continue;
    if (e.fromSource || e.value === undefined || e.value.includes('$(')) return undefined;
    if (e.value === '') continue; // Go treats an empty value as unset
    return { path: e.value, env: e };
  }
  return { path: '/tmp' };
}

/** Where a sidecar's pod volumes are written, in the words of its source form (for hints). */
export function volumesPlace(s: Sidecar): string {
  if (s.form === 'chart-values') return '`repoServer.volumes`';
  if (s.form === 'operator') return '`spec.repo.volumes`';
  return "the pod's `volumes:`";
}

/** Every container of a repo-server pod once (main, init containers, sidecars and the rest), with its role. */
export function podContainers(pod: RepoServerPod): { c: Container; role: 'main' | 'init' | 'sidecar' | 'other' }[] {
  const seen = new Set<unknown>();
  const out: { c: Container; role: 'main' | 'init' | 'sidecar' | 'other' }[] = [];
  const add = (c: Container | undefined, role: 'main' | 'init' | 'sidecar' | 'other') => {
    if (!c) return;
    const key = c.ref.identity();
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ c, role });
  };
  add(pod.main, 'main');
  for (const c of pod.initContainers) add(c, 'init');
  for (const s of pod.sidecars) add(s, 'sidecar');
  for (const c of pod.containers) add(c, 'other');
  return out;
}

/** How messages name a container of the repo-server pod. */
export function containerLabel(c: Container, role: 'main' | 'init' | 'sidecar' | 'other'): string {
  if (role === 'main') return `the repo-server container \`${c.name}\``;
  if (role === 'init') return `init container \`${c.name}\``;
  if (role === 'sidecar') return `sidecar \`${c.name}\``;
  return `container \`${c.name}\``;
}

/**
 * An image reference fit for a message: undefined when a template computes it. In a templated file
 * every template action is masked to a run of `_` (src/yaml/template.ts); a real image reference
 * never holds three `_` in a row in its name, and printing the mask would only confuse.
 */
export function shownImage(image: string | undefined): string | undefined {
  return image && !/_{3}/.test(image) ? image : undefined;
}

/**
 * Application pieces from `.argocd-source.yaml` / `.argocd-source-<app>.yaml` overrides: the
 * repo-server merges their `plugin:` block (name, env, parameters) into the source of the
 * Application at that path before it dials the plugin (reference 3.1).
 */
export function sourceOverrides(model: Model): AppSource[] {
  return (model.sourceFragments ?? []).filter((s) => SOURCE_OVERRIDE_FILE.test(s.app.file));
}
