import { defineRule } from './types.js';

// Argo CD v2.8 removed argocd-cm `configManagementPlugins` (reference 4.8): the key is ignored and
// every Application using those plugins fails with "could not find plugin".
export default defineRule({
  meta: {
    id: 'legacy-cm-plugin',
    severity: 'error',
    description: 'plugins declared in argocd-cm `configManagementPlugins`, which Argo CD v2.8 removed',
  },
  check({ model, report }) {
    for (const l of model.legacy) {
      const names = l.names.length ? ` (${l.names.map((n) => `\`${n}\``).join(', ')})` : '';
      report({
        loc: l.ref.keyLoc(),
        message: `argocd-cm \`configManagementPlugins\`${names} was removed in Argo CD v2.8: these plugins are silently gone`,
        hint: 'move each plugin to a sidecar: its own plugin.yaml (`kind: ConfigManagementPlugin`) served by a container running /var/run/argocd/argocd-cmp-server; `lockRepo` has no equivalent',
      });
    }
  },
});
