import { defineRule } from './types.js';

// A mount of a volume the pod does not declare is rejected by the API server; in a patch the stock
// repo-server volumes (var-files, plugins, tmp, helm-working-dir, …) exist already (reference 5, 6).
export default defineRule({
  meta: {
    id: 'sidecar-volume-undeclared',
    severity: 'error',
    description: 'a sidecar mounts a volume that the pod does not declare',
  },
  check({ model, report }) {
    for (const s of model.sidecars) {
      const declared = new Set(s.volumes.map((v) => v.name));
      for (const m of s.volumeMounts) {
        if (!m.name || declared.has(m.name)) continue;
        const where = s.isPatch ? 'neither this patch nor the stock argocd-repo-server pod declares it' : 'the pod does not declare it';
        report({
          loc: (m.ref?.get('name') ?? m.ref ?? s.ref).loc(),
          message: `sidecar \`${s.name}\` mounts volume \`${m.name}\` at ${m.mountPath}, but ${where}: the pod is rejected`,
          hint: `add \`- name: ${m.name}\` with its source (configMap, emptyDir, …) to the pod's \`volumes:\``,
        });
      }
    }
  },
});
