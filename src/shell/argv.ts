// Recognise `[sh, -c, SCRIPT, $0, $1...]` style argv (Argo CD runs command + args with no shell).

export type ShellName = 'sh' | 'bash' | 'ash' | 'dash' | 'zsh' | 'ksh' | 'mksh' | 'busybox-sh';

export interface ShellScript {
  shell: ShellName;
  /** the script text, exactly the argv element (offsets from analyzeScript are relative to it) */
  script: string;
  /** index of the script in the combined argv `[...command, ...args]` */
  scriptIndex: number;
  /** interpreter flags before the script turn these on: `sh -e -c`, `bash -euo pipefail -c` */
  errexit: boolean;
  pipefail: boolean;
  /** the interpreter options as written, e.g. ['-euo', 'pipefail', '-c'] */
  flags: string[];
  /** the arguments after the script: $0, $1, ... */
  positional: string[];
}

const SHELLS: Record<string, ShellName> = { sh: 'sh', bash: 'bash', ash: 'ash', dash: 'dash', zsh: 'zsh', ksh: 'ksh', mksh: 'mksh' };

/**
 * The inline script of a `command`/`args` pair, when it is `<shell> [options] -c SCRIPT [args...]`
 * (also `/usr/bin/env bash -c`, `busybox sh -c`, combined flags `-ec`, `-xc`, `-euo pipefail -c`).
 * Undefined for anything else, including `sh script.sh` (a file).
 * To map `scriptIndex` back to YAML: `< command.length` is `command[i]`, else `args[i - command.length]`.
 */
export function scriptOfCommand(command: string[], args: string[] = []): ShellScript | undefined {
  const argv = [...command, ...args];
  let i = 0;
  const base = (s: string | undefined) => (s ?? '').replace(/^.*\//, '');
  if (base(argv[0]) === 'env') {
    i = 1;
    while (i < argv.length && /^(-[iS]|--|[A-Za-z_][A-Za-z0-9_]*=)/.test(argv[i])) i++;
  }
  let shell: ShellName | undefined = SHELLS[base(argv[i])];
  if (base(argv[i]) === 'busybox' && SHELLS[argv[i + 1] ?? '']) {
    shell = 'busybox-sh';
    i++;
  }
  if (!shell) return undefined;
  i++;
  let c = false;
  let errexit = false;
  let pipefail = false;
  const flags: string[] = [];
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--' || a === '-') {
      flags.push(a);
      i++;
      break;
    }
    if (/^--[a-z]/.test(a)) {
      flags.push(a); // --norc, --posix, ...
      continue;
    }
    if (!/^[-+][A-Za-z]+$/.test(a)) break;
    flags.push(a);
    const on = a[0] === '-';
    for (const letter of a.slice(1)) {
      if (letter === 'c' && on) c = true;
      else if (letter === 'e') errexit = on;
      else if (letter === 'o' || letter === 'O') {
        const opt = argv[++i];
        if (opt === undefined) break;
        flags.push(opt);
        if (letter === 'o' && opt === 'errexit') errexit = on;
        if (letter === 'o' && opt === 'pipefail') pipefail = on;
      }
    }
  }
  if (!c || i >= argv.length) return undefined;
  return { shell, script: argv[i], scriptIndex: i, errexit, pipefail, flags, positional: argv.slice(i + 1) };
}
