import { defineRule } from './types.js';
import { CMP_ENTRYPOINT } from '../model/argocd.js';
import { imageStartsCmpServer, isArgoCdImage, shownImage } from '../model/links.js';
import { cmpCommand } from '../extract/cmp-command.js';

// The sidecar must run /var/run/argocd/argocd-cmp-server, the binary copyutil puts in var-files
// (reference 5): the multi-call argocd binary dispatches on its argv[0].
export default defineRule({
  meta: {
    id: 'sidecar-command',
    severity: 'error',
    description: 'a sidecar command that does not start /var/run/argocd/argocd-cmp-server',
  },
  check({ model, report }) {
    const imageStarts = model.images.some(imageStartsCmpServer);
    for (const s of model.sidecars) {
      const cmd = cmpCommand(s);
      if (cmd.kind === 'server') continue;
      if (cmd.kind === 'unset') {
        if (imageStarts) continue;
        report({
          loc: (s.ref.get('name') ?? s.ref).loc(),
          message: `sidecar \`${s.name}\` sets no \`command\`: it works only if the image's ENTRYPOINT starts ${CMP_ENTRYPOINT}`,
          hint: `check with \`docker inspect --format '{{json .Config.Entrypoint}}' ${shownImage(s.image) ?? '<image>'}\`, or set \`command: [${CMP_ENTRYPOINT}]\``,
          severity: 'info',
        });
        continue;
      }
      const loc = (s.ref.get('command') ?? s.ref).loc();
      const fix = `command: [${CMP_ENTRYPOINT}]`;
      switch (cmd.kind) {
        case 'shell-without-server':
          report({ loc, message: `sidecar \`${s.name}\` runs a shell that never starts argocd-cmp-server: the plugin socket is never created`, hint: fix });
          break;
        case 'other-server-path':
          // Argo CD's own image links argocd-cmp-server into /usr/local/bin
          if (isArgoCdImage(s.image) && (cmd.argv0 === 'argocd-cmp-server' || cmd.argv0 === '/usr/local/bin/argocd-cmp-server')) break;
          report({
            loc,
            message: `sidecar \`${s.name}\` starts \`${cmd.argv0}\`; the binary the repo-server provides is ${CMP_ENTRYPOINT}`,
            hint: fix,
            severity: 'warning',
          });
          break;
        case 'not-server':
          report({ loc, message: `sidecar \`${s.name}\` runs \`${cmd.argv0}\` instead of argocd-cmp-server: no plugin socket is created`, hint: fix });
          break;
        case 'script':
          // An opaque wrapper script may exec the server at its end; only the image can tell.
          report({
            loc,
            message: `sidecar \`${s.name}\` runs \`${cmd.shown}\`: make sure it ends with \`exec ${CMP_ENTRYPOINT}\``,
            hint: `if it does not, use ${fix}`,
            severity: 'warning',
          });
          break;
      }
    }
  },
});
