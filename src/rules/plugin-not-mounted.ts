import { defineRule } from './types.js';
import { pluginLabel } from '../model/plugin-scripts.js';
import type { PluginDef, Sidecar } from '../model/types.js';
import { CMP_CONFIG_FILE } from '../model/argocd.js';
import { configMount, configMapsNamed, volumeConfigMapMissing } from '../model/links.js';
import { sameUnit } from '../model/units.js';
import { meantPluginOfVolume } from '../model/meant-configmap.js';

// A ConfigMap is only data: a plugin exists for Argo CD when a sidecar mounts its key as
// /home/argocd/cmp-server/config/plugin.yaml and starts serving it (reference 2, 5). The chart's
// argocd-cmp-cm holds `<name>.yaml` keys (reference 6); a whole-volume mount at the config
// directory serves the `plugin.yaml` key.
const FROM_CONFIGMAP = new Set<PluginDef['origin']>(['configmap', 'configmap-generator', 'chart-values']);

interface MountedConfig {
  sidecar: Sidecar;
  /** ConfigMap the config comes from; undefined when it cannot be told (then anything may be served) */
  configMap?: string;
  /** the key that becomes plugin.yaml; undefined = cannot be told */
  key?: string;
}

export default defineRule({
  meta: {
    id: 'plugin-not-mounted',
    severity: 'warning',
    description: 'a plugin defined in a ConfigMap is mounted by no sidecar in scope, so Argo CD never serves it',
  },
  check({ model, report, where }) {
    if (model.sidecars.length === 0) return;
    const mounted = model.sidecars.map(mountedConfig).filter((m): m is MountedConfig => m !== undefined);
    if (mounted.some((m) => m.configMap === undefined)) return; // some sidecar's config source is unknown
    for (const p of model.plugins) {
      const cm = p.configMap;
      if (!cm || !FROM_CONFIGMAP.has(p.origin)) continue;
      // a placeholder (`kind: ConfigManagementPlugin` then `...`): no name, no generate, no
      // discover, so there is nothing that could be served
      if (!p.name && !p.generate && !p.discover) continue;
      const same = mounted.filter((m) => m.configMap === cm.name);
      if (same.some((m) => m.key === undefined || m.key === cm.key)) continue;
      // only sidecars of the plugin's own deployment unit can show it is not mounted: a sidecar in an
      // unrelated tree (another cluster, an example) belongs to another repo-server
      const near = model.sidecars.filter((sc) => sameUnit(model, sc.file, p.file));
      if (near.length === 0) continue;
      // a sidecar mounts this ConfigMap under a key it does not have: one mistake (a wrong subPath),
      // which sidecar-config-key reports with the keys that exist
      const keys = new Set(configMapsNamed(model, cm.name).flatMap((c) => [...c.keys.keys()]));
      if (same.some((m) => m.key !== undefined && keys.size > 0 && !keys.has(m.key))) continue;
      // a sidecar of the unit mounts, as its plugin config, a ConfigMap that does not exist and that
      // most likely meant this plugin's: one mistake (the volume names the wrong ConfigMap), which
      // sidecar-configmap-missing reports, naming this plugin's ConfigMap
      if (near.some((sc) => {
        const v = configMount(sc)?.volume;
        const pod = model.pods.find((x) => x.sidecars.includes(sc));
        return v !== undefined && volumeConfigMapMissing(model, v, pod ?? sc) && meantPluginOfVolume(model, (pod ?? sc).file, v, sc.name) === p;
      })) continue;
      const listed = near.slice(0, 3).map((s) => `\`${s.name}\` (${where(s.ref.loc())})`);
      if (near.length > 3) listed.push(`${near.length - 3} more`);
      const sidecars = listed.join(', ');
      const others = [...new Set(same.map((m) => `\`${m.key}\``))];
      const inMain = mainContainerMount(model.sidecars, cm.name);
      report({
        loc: (cm.keyRef ?? p.nameRef ?? p.ref).keyLoc(),
        message:
          `plugin ${pluginLabel(p)} lives in ConfigMap \`${cm.name}\` key \`${cm.key}\`, but no sidecar in scope mounts that key at ${CMP_CONFIG_FILE}` +
          `${others.length ? ` (they mount ${others.join(', ')} of it)` : ''}${inMain ? ` (it is mounted into the repo-server container at ${where(inMain)}, where nothing reads it)` : ''}; sidecars: ${sidecars}. Argo CD never serves it, and Applications naming it fail with "could not find cmp-server plugin"`,
        hint: `mount it in a sidecar: \`volumeMounts: [{name: <volume of ConfigMap ${cm.name}>, mountPath: ${CMP_CONFIG_FILE}, subPath: ${cm.key}}]\`, or delete the unused definition`,
      });
    }
  },
});

/** What a sidecar mounts as its plugin config; undefined when it mounts nothing (config baked into the image). */
function mountedConfig(s: Sidecar): MountedConfig | undefined {
  const cfg = configMount(s);
  if (!cfg) return undefined;
  const v = cfg.volume;
  if (!v || v.kind === 'other') return { sidecar: s }; // undeclared or projected volume: unknown source
  if (v.kind !== 'configMap' || !v.configMapName) return undefined;
  if (cfg.shape === 'dir') return { sidecar: s, configMap: v.configMapName, key: cfg.key };
  const sub = cfg.mount.subPath;
  if (sub === undefined) return { sidecar: s, configMap: v.configMapName }; // no subPath: sidecar-plugin-config's finding
  const key = v.items ? v.items.find((it) => it.path === sub)?.key : sub;
  return { sidecar: s, configMap: v.configMapName, key };
}

/** A mount of the ConfigMap into the main argocd-repo-server container (a common mix-up). */
function mainContainerMount(sidecars: Sidecar[], configMap: string) {
  for (const s of sidecars) {
    for (const m of s.repoServer?.volumeMounts ?? []) {
      const v = s.volumes.find((x) => x.name === m.name);
      if (v?.configMapName === configMap && m.ref) return m.ref.loc();
    }
  }
  return undefined;
}
