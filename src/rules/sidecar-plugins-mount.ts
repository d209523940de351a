import { defineRule } from './types.js';
import { CMP_PLUGINS_DIR } from '../model/argocd.js';

// The sidecar creates its socket in /home/argocd/cmp-server/plugins, and the repo-server lists that
// directory in its own `plugins` volume (reference 2): without the shared mount it never sees the plugin.
export default defineRule({
  meta: {
    id: 'sidecar-plugins-mount',
    severity: 'error',
    description: 'a sidecar does not mount `plugins` at /home/argocd/cmp-server/plugins, the socket directory',
  },
  check({ model, report }) {
    for (const s of model.sidecars) {
      const m = s.volumeMounts.find((x) => x.mountPath.replace(/\/+$/, '') === CMP_PLUGINS_DIR);
      if (!m) {
        report({
          loc: (s.ref.get('volumeMounts') ?? s.ref.get('name') ?? s.ref).keyLoc(),
          message: `sidecar \`${s.name}\` does not mount \`plugins\` at ${CMP_PLUGINS_DIR}: its socket is invisible to the repo-server`,
          hint: `add to its volumeMounts: \`- name: plugins\` with \`mountPath: ${CMP_PLUGINS_DIR}\``,
        });
      } else if (m.name !== 'plugins') {
        // a full pod may name the shared volume differently: what counts is that the repo-server mounts the same one
        const main = s.repoServer?.volumeMounts.find((x) => x.mountPath.replace(/\/+$/, '') === CMP_PLUGINS_DIR);
        if (main?.name === m.name) continue;
        report({
          loc: (m.ref?.get('name') ?? m.ref ?? s.ref).loc(),
          message: `sidecar \`${s.name}\` mounts \`${m.name}\` at ${CMP_PLUGINS_DIR}, but the repo-server looks for sockets in its \`plugins\` volume`,
          hint: 'mount the shared `plugins` volume there',
        });
      }
    }
  },
});
