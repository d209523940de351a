import { defineRule } from './types.js';
import { podContainers, containerLabel } from '../model/links.js';

// Kubernetes validates a container's volumeMounts: every mountPath must be unique
// (`spec.containers[i].volumeMounts[j].mountPath: Invalid value: "...": must be unique`), so the
// API server rejects the whole repo-server Deployment (or its patch result) and nothing of it rolls out.
export default defineRule({
  meta: {
    id: 'pod-mount-path-duplicate',
    severity: 'error',
    description: 'a container of the repo-server pod mounts two volumes at the same `mountPath`',
  },
  check({ model, report, where }) {
    for (const pod of model.pods) {
      for (const { c, role } of podContainers(pod)) {
        const first = new Map<string, (typeof c.volumeMounts)[number]>();
        for (const m of c.volumeMounts) {
          if (!m.mountPath) continue;
          // the API server compares the strings as written (`/tmp` and `/tmp/` are two entries to it)
          const path = m.mountPath;
          const prev = first.get(path);
          if (!prev) {
            first.set(path, m);
            continue;
          }
          const prevLoc = (prev.ref?.get('mountPath') ?? prev.ref ?? c.ref).loc();
          report({
            loc: (m.ref?.get('mountPath') ?? m.ref ?? c.ref).loc(),
            message: `${containerLabel(c, role)} mounts ${m.name === prev.name ? `volume \`${m.name}\`` : `\`${m.name}\``} at ${m.mountPath}, which ${m.name === prev.name ? 'it already mounts' : `already holds \`${prev.name}\``} (${where(prevLoc)}): Kubernetes requires unique mount paths and rejects the pod ("must be unique")`,
            hint: m.subPath || prev.subPath ? 'give each file its own path (e.g. mount each subPath at its own file name)' : 'delete one of the two mounts, or mount it at another path',
            related: [{ loc: prevLoc, message: `first mount at ${prev.mountPath}` }],
          });
        }
      }
    }
  },
});
