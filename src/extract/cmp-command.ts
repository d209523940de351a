// What a container's command says about argocd-cmp-server: the sidecar must start
// /var/run/argocd/argocd-cmp-server, the binary copyutil puts in var-files (reference 5); the
// multi-call argocd binary dispatches on its argv[0].
import { CMP_ENTRYPOINT } from '../model/argocd.js';

const SHELLS = /^(\/usr)?(\/bin\/)?(ba|da|z|a)?sh$/;
/** Programs that are certainly not a CMP server when used as the container command. */
const NOT_A_SERVER = /(^|\/)(argocd-repo-server|argocd|helm|helmfile|kustomize|kubectl|sleep|tail|cat|true|sops|argocd-vault-plugin)$/;

export type CmpCommand =
  /** no `command`: the image's ENTRYPOINT decides */
  | { kind: 'unset' }
  /** the documented entrypoint, or a shell line that starts argocd-cmp-server */
  | { kind: 'server' }
  /** an argocd-cmp-server at another path */
  | { kind: 'other-server-path'; argv0: string }
  /** a shell line that never names argocd-cmp-server nor runs a script file */
  | { kind: 'shell-without-server'; argv0: string }
  /** a program that is certainly not the server (a tool, sleep, the repo-server) */
  | { kind: 'not-server'; argv0: string }
  /** a script or program that may exec the server at its end: only the image can tell */
  | { kind: 'script'; shown: string };

export function cmpCommand(c: { command?: string[]; args?: string[] }): CmpCommand {
  if (!c.command || c.command.length === 0) return { kind: 'unset' };
  const argv0 = c.command[0];
  if (argv0 === CMP_ENTRYPOINT) return { kind: 'server' };
  if (SHELLS.test(argv0)) {
    const operands = [...c.command.slice(1), ...(c.args ?? [])];
    const script = operands.join(' ');
    if (script.includes('argocd-cmp-server')) return { kind: 'server' }; // a wrapper that execs it
    // `sh /start.sh` or `sh -c "/start.sh"`: the script file may exec the server
    const scriptFile = operands[0] && !operands[0].startsWith('-') ? operands[0] : /(^|[\s;&|(])([\w./-]*\.sh)\b/.exec(script)?.[2];
    return scriptFile ? { kind: 'script', shown: scriptFile } : { kind: 'shell-without-server', argv0 };
  }
  if (/argocd-cmp-server$/.test(argv0)) return { kind: 'other-server-path', argv0 };
  if (NOT_A_SERVER.test(argv0)) return { kind: 'not-server', argv0 };
  return { kind: 'script', shown: argv0 };
}

/** The container's command is set and certainly never starts argocd-cmp-server. */
export function neverStartsCmpServer(c: { command?: string[]; args?: string[] }): boolean {
  const k = cmpCommand(c).kind;
  return k === 'shell-without-server' || k === 'not-server';
}
