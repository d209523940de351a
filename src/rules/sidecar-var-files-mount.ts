import { defineRule } from './types.js';
import { VAR_FILES_DIR } from '../model/argocd.js';
import { isArgoCdImage, runsCmpServerFromImage } from '../model/links.js';

// The repo-server's copyutil init container copies the argocd binary into the `var-files` volume;
// the sidecar starts it as /var/run/argocd/argocd-cmp-server (reference 5).
export default defineRule({
  meta: {
    id: 'sidecar-var-files-mount',
    severity: 'error',
    description: 'a sidecar does not mount `var-files` at /var/run/argocd, where argocd-cmp-server lives',
  },
  check({ model, report }) {
    for (const s of model.sidecars) {
      const m = s.volumeMounts.find((x) => x.mountPath.replace(/\/+$/, '') === VAR_FILES_DIR);
      if (!m) {
        // argocd-cmp-server started from the image itself: Argo CD's image has it on PATH; with any
        // other image a bare `argocd-cmp-server` command is the mistake sidecar-command reports (a
        // shell wrapper calling it by name still gets this finding: nothing else would report it)
        if (runsCmpServerFromImage(s) && (isArgoCdImage(s.image) || /(^|\/)argocd-cmp-server$/.test(s.command?.[0] ?? ''))) continue;
        report({
          loc: (s.ref.get('volumeMounts') ?? s.ref.get('name') ?? s.ref).keyLoc(),
          message: `sidecar \`${s.name}\` does not mount \`var-files\` at ${VAR_FILES_DIR}: /var/run/argocd/argocd-cmp-server does not exist in it`,
          hint: `add to its volumeMounts: \`- name: var-files\` with \`mountPath: ${VAR_FILES_DIR}\``,
        });
      } else if (m.name !== 'var-files') {
        // a full pod may name it differently: what counts is the volume copyutil copies the binary into
        const copied = s.initContainers.flatMap((c) => c.volumeMounts).find((x) => x.mountPath.replace(/\/+$/, '') === VAR_FILES_DIR)?.name;
        if (copied === m.name) continue;
        // the copyutil volume is known, or another stock volume (tmp, plugins, …) is mounted: certainly wrong
        const certain = copied !== undefined || s.volumes.find((v) => v.name === m.name)?.stock;
        report({
          loc: (m.ref?.get('name') ?? m.ref ?? s.ref).loc(),
          message: `sidecar \`${s.name}\` mounts \`${m.name}\` at ${VAR_FILES_DIR}, but the repo-server copies argocd-cmp-server into \`${copied ?? 'var-files'}\``,
          hint: `mount the \`${copied ?? 'var-files'}\` volume there`,
          severity: certain ? 'error' : 'warning',
        });
      }
    }
  },
});
