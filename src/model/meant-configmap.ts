// A sidecar's plugin-config volume that names a ConfigMap nothing defines, next to a plugin whose
// ConfigMap no sidecar mounts: often one mistake (the volume names the wrong ConfigMap). This says
// which plugin the volume most likely meant, so that sidecar-configmap-missing names it and
// plugin-not-mounted does not report the same mistake again.
import type { Model, PluginDef, Volume } from './types.js';
import { configMount } from './links.js';
import { sameUnit } from './units.js';
import { closest } from '../config.js';

/** Name parts too common in CMP setups to tie a volume to a plugin. */
const GENERIC = new Set(['cmp', 'plugin', 'plugins', 'argocd', 'argo', 'cd', 'config', 'server', 'sidecar', 'cm', 'configmap', 'yaml', 'repo']);

const parts = (s: string) => s.toLowerCase().split(/[^a-z0-9]+/).filter((t) => t.length >= 3 && !GENERIC.has(t));

/**
 * The one plugin of the pod's setup, kept in a ConfigMap that no sidecar mounts as its config, that
 * a config volume naming missing ConfigMap `missing` (mounted by container `container`) most likely
 * meant: its ConfigMap name is a near spelling of `missing`, or the plugin's or its ConfigMap's
 * name shares a distinctive part with `missing` or the container's name. Undefined otherwise.
 */
export function meantPlugin(model: Model, podFile: string, missing: string, container: string): PluginDef | undefined {
  const mounted = new Set(model.sidecars.map((s) => configMount(s)?.volume?.configMapName).filter(Boolean));
  const candidates = model.plugins.filter((p) => p.configMap && !mounted.has(p.configMap.name) && sameUnit(model, p.file, podFile));
  if (candidates.length !== 1) return undefined;
  const p = candidates[0];
  const cm = p.configMap!.name;
  if (closest(missing, [cm]) !== undefined) return p;
  const theirs = new Set([...parts(p.name), ...parts(cm)]);
  return [...parts(missing), ...parts(container)].some((t) => theirs.has(t)) ? p : undefined;
}

/** meantPlugin for a volume of the pod: undefined when the volume is not a configMap volume. */
export function meantPluginOfVolume(model: Model, podFile: string, v: Volume | undefined, container: string): PluginDef | undefined {
  return v?.kind === 'configMap' && v.configMapName ? meantPlugin(model, podFile, v.configMapName, container) : undefined;
}
