import { defineRule } from './types.js';

// Every plugin command (helm, kustomize, sops…) runs inside the sidecar for each app refresh. Without
// requests the scheduler does not count it; without a memory limit one runaway render can push the
// node into evicting the whole repo-server pod, which takes every other plugin with it.
export default defineRule({
  meta: {
    id: 'sidecar-resources',
    severity: 'info',
    description: 'a sidecar sets no resource requests or limits',
  },
  check({ model, report }) {
    for (const s of model.sidecars) {
      if (s.hasResources) continue;
      const node = s.ref.get('resources') ?? s.ref.get('name') ?? s.ref;
      report({
        loc: node.keyLoc(),
        message: `sidecar \`${s.name}\` sets no resource requests or limits: its plugin commands run for every app refresh, unaccounted by the scheduler, and one runaway render can get the whole repo-server pod evicted`,
        hint: 'resources:\n  requests:\n    cpu: 100m\n    memory: 256Mi\n  limits:\n    memory: 1Gi',
      });
    }
  },
});
