import { defineRule } from './types.js';
import { configMount, configMapsNamed } from '../model/links.js';
import { closest } from '../config.js';
import { CHART_CMP_CONFIGMAP } from '../model/argocd.js';

// A subPath (or items[].key) naming a key the ConfigMap lacks leaves the sidecar without plugin.yaml:
// it crash-loops. The chart's argocd-cmp-cm holds one `<plugin>.yaml` key per plugin (reference 6).
export default defineRule({
  meta: {
    id: 'sidecar-config-key',
    severity: 'error',
    description: 'the config mount names a key that the referenced ConfigMap does not have',
  },
  check({ model, report, where }) {
    for (const s of model.sidecars) {
      const cfg = configMount(s);
      if (!cfg) continue;
      // an undeclared volume (reported elsewhere) is read as the ConfigMap of the same name
      const cmName = cfg.volume ? cfg.volume.configMapName : cfg.mount.name;
      if (cfg.volume && cfg.volume.kind !== 'configMap') continue;
      const cms = configMapsNamed(model, cmName);
      if (cms.length === 0) continue;
      // a `...` key is a placeholder for keys left out of the snippet: the real keys are unknown
      if (cms.some((c) => c.keys.has('...') || c.keys.has('…'))) continue;
      const keys = [...new Set(cms.flatMap((c) => [...c.keys.keys()]))];
      const check = (key: string, loc: ReturnType<typeof s.ref.loc>, field = 'subPath') => {
        if (keys.includes(key)) return;
        const near = closest(key, keys) ?? (keys.length === 1 ? keys[0] : undefined);
        const chart = cmName === CHART_CMP_CONFIGMAP && cms.some((c) => c.origin === 'chart') ? ' (the chart names each key `<plugin>.yaml`)' : '';
        report({
          loc,
          message: `sidecar \`${s.name}\` mounts key \`${key}\` of ConfigMap \`${cmName}\` (${where(cms[0].ref.loc())}), which has no such key${chart}; it has: ${keys.join(', ')}`,
          hint: near ? `${field}: ${near}` : `use one of: ${keys.join(', ')}`,
        });
      };
      if (cfg.shape === 'file' && cfg.mount.subPath) {
        const items = cfg.volume?.items;
        if (items) {
          // with items, subPath names an item path; each item's key must exist
          for (const it of items) check(it.key, (it.ref?.get('key') ?? it.ref ?? s.ref).loc(), 'key');
          const subPath = cfg.mount.subPath;
          if (!items.some((it) => it.path === subPath)) {
            report({
              loc: (cfg.mount.ref?.get('subPath') ?? cfg.mount.ref ?? s.ref).loc(),
              message: `sidecar \`${s.name}\` mounts \`subPath: ${subPath}\` of volume \`${cfg.volume!.name}\`, whose \`items\` project only ${items.map((it) => `\`${it.path}\``).join(', ')}: the sidecar finds no plugin.yaml`,
              hint: `subPath: ${items[0]?.path ?? '<item path>'}`,
            });
          }
        } else {
          check(cfg.mount.subPath, (cfg.mount.ref?.get('subPath') ?? cfg.mount.ref ?? s.ref).loc());
        }
      } else if (cfg.shape === 'dir' && cfg.volume?.items) {
        for (const it of cfg.volume.items) check(it.key, (it.ref?.get('key') ?? it.ref ?? s.ref).loc(), 'key');
      }
    }
  },
});
