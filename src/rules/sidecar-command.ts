import { defineRule } from './types.js';
import { CMP_ENTRYPOINT } from '../model/argocd.js';
import { imageStartsCmpServer, isArgoCdImage, shownImage } from '../model/links.js';

const SHELLS = /^(\/usr)?(\/bin\/)?(ba|da|z|a)?sh$/;
/** Programs that are certainly not a CMP server when used as the container command. */
const NOT_A_SERVER = /(^|\/)(argocd-repo-server|argocd|helm|helmfile|kustomize|kubectl|sleep|tail|cat|true|sops|argocd-vault-plugin)$/;

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
      const cmdRef = s.ref.get('command');
      if (!s.command || s.command.length === 0) {
        if (imageStarts) continue;
        report({
          loc: (s.ref.get('name') ?? s.ref).loc(),
          message: `sidecar \`${s.name}\` sets no \`command\`: it works only if the image's ENTRYPOINT starts ${CMP_ENTRYPOINT}`,
          hint: `check with \`docker inspect --format '{{json .Config.Entrypoint}}' ${shownImage(s.image) ?? '<image>'}\`, or set \`command: [${CMP_ENTRYPOINT}]\``,
          severity: 'info',
        });
        continue;
      }
      const argv0 = s.command[0];
      if (argv0 === CMP_ENTRYPOINT) continue;
      const loc = (cmdRef ?? s.ref).loc();
      const fix = `command: [${CMP_ENTRYPOINT}]`;
      let shown = argv0;
      if (SHELLS.test(argv0)) {
        const operands = [...s.command.slice(1), ...(s.args ?? [])];
        const script = operands.join(' ');
        if (script.includes('argocd-cmp-server')) continue; // a wrapper that execs it
        // `sh /start.sh` or `sh -c "/start.sh"`: the script file may exec the server (warning below)
        const scriptFile = operands[0] && !operands[0].startsWith('-') ? operands[0] : /(^|[\s;&|(])([\w./-]*\.sh)\b/.exec(script)?.[2];
        if (!scriptFile) {
          report({ loc, message: `sidecar \`${s.name}\` runs a shell that never starts argocd-cmp-server: the plugin socket is never created`, hint: fix });
          continue;
        }
        shown = scriptFile;
      }
      if (/argocd-cmp-server$/.test(argv0)) {
        // Argo CD's own image links argocd-cmp-server into /usr/local/bin
        if (isArgoCdImage(s.image) && (argv0 === 'argocd-cmp-server' || argv0 === '/usr/local/bin/argocd-cmp-server')) continue;
        report({
          loc,
          message: `sidecar \`${s.name}\` starts \`${argv0}\`; the binary the repo-server provides is ${CMP_ENTRYPOINT}`,
          hint: fix,
          severity: 'warning',
        });
        continue;
      }
      if (NOT_A_SERVER.test(argv0)) {
        report({ loc, message: `sidecar \`${s.name}\` runs \`${argv0}\` instead of argocd-cmp-server: no plugin socket is created`, hint: fix });
        continue;
      }
      // An opaque wrapper script may exec the server at its end; only the image can tell.
      report({
        loc,
        message: `sidecar \`${s.name}\` runs \`${shown}\`: make sure it ends with \`exec ${CMP_ENTRYPOINT}\``,
        hint: `if it does not, use ${fix}`,
        severity: 'warning',
      });
    }
  },
});
