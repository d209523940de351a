import { defineRule } from './types.js';
import { closest } from '../config.js';

// A mount of a volume the pod does not declare is rejected by the API server; in a patch the stock
// repo-server volumes (var-files, plugins, tmp, helm-working-dir, …) exist already (reference 5, 6).
export default defineRule({
  meta: {
    id: 'sidecar-volume-undeclared',
    severity: 'error',
    description: 'a sidecar mounts a volume that the pod does not declare',
  },
  check({ model, report, where }) {
    for (const s of model.sidecars) {
      const declared = new Set(s.volumes.map((v) => v.name));
      const reported = new Set<string>();
      for (const m of s.volumeMounts) {
        if (!m.name || declared.has(m.name)) continue;
        // one missing volume is one mistake, however many mounts name it
        if (reported.has(m.name)) continue;
        reported.add(m.name);
        const loc = (m.ref?.get('name') ?? m.ref ?? s.ref).loc();
        const near = closest(m.name, [...declared].filter((n) => !s.volumes.find((v) => v.name === n)?.stock));
        if (near) {
          const v = s.volumes.find((x) => x.name === near);
          report({
            loc,
            message: `sidecar \`${s.name}\` mounts volume \`${m.name}\` at ${m.mountPath}, but the pod declares \`${near}\`${v?.ref ? ` (${where(v.ref.loc())})` : ''}, not \`${m.name}\`: the pod is rejected`,
            hint: `use the same name in both places (\`${near}\`)`,
          });
          continue;
        }
        if (s.isPatch) {
          // the base this patch applies to may declare it; only the stock volumes are known for sure
          report({
            loc,
            message: `sidecar \`${s.name}\` mounts volume \`${m.name}\` at ${m.mountPath}, which neither this patch nor the stock argocd-repo-server pod declares: the pod is rejected unless your base adds it`,
            hint: `add \`- name: ${m.name}\` with its source (configMap, emptyDir, …) to the patch's \`volumes:\``,
            severity: 'warning',
          });
          continue;
        }
        report({
          loc,
          message: `sidecar \`${s.name}\` mounts volume \`${m.name}\` at ${m.mountPath}, but the pod does not declare it: the pod is rejected`,
          hint: `add \`- name: ${m.name}\` with its source (configMap, emptyDir, …) to the pod's \`volumes:\``,
        });
      }
    }
  },
});
