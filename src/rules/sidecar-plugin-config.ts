import { defineRule } from './types.js';
import { CMP_CONFIG_FILE, CMP_CONFIG_DIR } from '../model/argocd.js';
import { configMount, configMapsNamed, imageCopiesConfig, shownImage } from '../model/links.js';

// argocd-cmp-server reads exactly /home/argocd/cmp-server/config/plugin.yaml at start and dies when
// it is missing (reference 1.3, 2). It must reach the sidecar, not the repo-server container.
export default defineRule({
  meta: {
    id: 'sidecar-plugin-config',
    severity: 'error',
    description: 'no plugin config reaches /home/argocd/cmp-server/config/plugin.yaml in the sidecar',
  },
  check({ model, report, where }) {
    // A repo-server pod with no sidecar at all: the main container does not run argocd-cmp-server,
    // so a plugin config mounted into it is never read and the plugin is never registered.
    for (const pod of model.pods) {
      if (pod.sidecars.length > 0 || !pod.main) continue;
      const m = pod.main.volumeMounts.find((x) => isConfigPath(x.mountPath));
      if (!m?.ref) continue;
      report({
        loc: (m.ref.get('mountPath') ?? m.ref).loc(),
        message: `the plugin config is mounted into the repo-server container \`${pod.main.name}\` at ${m.mountPath}, and this pod has no CMP sidecar: argocd-repo-server never reads that path (only argocd-cmp-server in a sidecar does), so the plugin is never registered`,
        hint: `add a sidecar container that runs /var/run/argocd/argocd-cmp-server and move this volumeMount (with \`subPath\`) to it`,
      });
    }
    const baked = model.images.some(imageCopiesConfig) || model.plugins.some((p) => p.origin === 'dockerfile');
    const reportedMain = new Set<string>();
    for (const s of model.sidecars) {
      const cfg = configMount(s);
      const main = s.repoServer?.volumeMounts.find((m) => isConfigPath(m.mountPath));
      if (!cfg && main?.ref) {
        const key = `${main.ref.file}:${main.ref.loc().line}`;
        if (!reportedMain.has(key)) {
          reportedMain.add(key);
          report({
            loc: (main.ref.get('mountPath') ?? main.ref).loc(),
            message: `the plugin config is mounted into the repo-server container \`${s.repoServer!.name}\`, not into sidecar \`${s.name}\` (${where(s.ref.loc())}): argocd-cmp-server runs in the sidecar, so unless its image bakes a plugin.yaml it finds none`,
            hint: `move this volumeMount to sidecar \`${s.name}\``,
            // only the image can tell whether the sidecar has a config of its own
            severity: 'warning',
          });
        }
        continue;
      }
      if (!cfg) {
        if (baked) continue;
        report({
          loc: (s.ref.get('volumeMounts') ?? s.ref.get('name') ?? s.ref).keyLoc(),
          message: `sidecar \`${s.name}\` mounts nothing at ${CMP_CONFIG_FILE}: this works only if the image${shownImage(s.image) ? ` \`${s.image}\`` : ''} contains the plugin config`,
          hint: `mount the ConfigMap key with \`mountPath: ${CMP_CONFIG_FILE}\` and \`subPath: plugin.yaml\`, or bake the file into the image`,
          severity: 'warning',
        });
        continue;
      }
      const vol = cfg.volume;
      const mLoc = (cfg.mount.ref?.get('mountPath') ?? cfg.mount.ref ?? s.ref).loc();
      if (cfg.shape === 'file' && vol?.kind === 'configMap' && !cfg.mount.subPath) {
        report({
          loc: mLoc,
          message: `sidecar \`${s.name}\` mounts ConfigMap volume \`${vol.name}\` at ${CMP_CONFIG_FILE} without \`subPath\`: Kubernetes creates a directory named plugin.yaml and the sidecar cannot read it`,
          hint: `add \`subPath: ${vol.items?.[0]?.path ?? 'plugin.yaml'}\` (the ConfigMap key), or mount the volume at ${CMP_CONFIG_DIR}`,
        });
        continue;
      }
      if (cfg.shape === 'dir' && vol?.kind === 'configMap' && !cfg.mount.subPath) {
        const cms = configMapsNamed(model, vol.configMapName);
        const lacksKey = vol.items ? !vol.items.some((i) => i.path === 'plugin.yaml') : cms.length > 0 && cms.every((c) => !c.keys.has('plugin.yaml'));
        if (lacksKey) {
          const keys = vol.items ? vol.items.map((i) => i.path) : [...new Set(cms.flatMap((c) => [...c.keys.keys()]))];
          report({
            loc: mLoc,
            message: `sidecar \`${s.name}\` mounts ConfigMap \`${vol.configMapName}\` as the config directory, but it has no \`plugin.yaml\` key (it has: ${keys.join(', ') || 'none'}); argocd-cmp-server reads only plugin.yaml`,
            hint: `mount one key as a file: \`mountPath: ${CMP_CONFIG_FILE}\` with \`subPath: ${keys[0] ?? '<key>'}\``,
          });
        }
      }
    }
  },
});

function isConfigPath(p: string): boolean {
  const path = p.replace(/\/+$/, '');
  return path === CMP_CONFIG_FILE || path === CMP_CONFIG_DIR;
}
