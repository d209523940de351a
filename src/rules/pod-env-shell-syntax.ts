import { defineRule } from './types.js';
import type { Container, NodeRef } from '../model/types.js';
import { podContainers, containerLabel } from '../model/links.js';
import { scriptOfCommand } from '../shell/index.js';

// The kubelet expands only `$(NAME)` in a container's env values, command and args, and only for
// variables defined earlier in the same container's env; `$$(NAME)` escapes it. `${NAME}` is shell
// syntax: it reaches the process as those literal characters (PATH=/tools:${PATH} breaks PATH).
// Inside the script of `sh -c SCRIPT` it is the shell's own expansion and correct.
const SHELL_VAR = /(^|[^$])\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export default defineRule({
  meta: {
    id: 'pod-env-shell-syntax',
    severity: 'warning',
    description: 'a repo-server pod container writes `${VAR}` in env, command or args, where Kubernetes expands only `$(VAR)`',
  },
  check({ model, report }) {
    for (const pod of model.pods) {
      for (const { c, role } of podContainers(pod)) {
        const who = containerLabel(c, role);
        c.env.forEach((e, i) => {
          if (e.value === undefined) return;
          check(e.value, c.ref.getIn(['env', i, 'value']), `env \`${e.name}\``, who, c, i);
        });
        const command = c.command ?? [];
        const args = c.args ?? [];
        const sh = scriptOfCommand(command, args);
        [...command, ...args].forEach((v, i) => {
          if (sh && i === sh.scriptIndex) return; // the shell script: ${X} is the shell's expansion
          const node = i < command.length ? c.ref.getIn(['command', i]) : c.ref.getIn(['args', i - command.length]);
          check(v, node, i < command.length ? 'command' : 'args', who, c);
        });
      }
    }

    function check(value: string, node: NodeRef | undefined, field: string, who: string, c: Container, envIndex?: number) {
      for (const m of value.matchAll(SHELL_VAR)) {
        const name = m[2];
        const start = m.index! + m[1].length;
        const end = start + name.length + 3;
        const defined = c.env.some((e, j) => e.name === name && (envIndex === undefined || j < envIndex));
        report({
          loc: node ? node.scalarOffsetLoc(start, end) : c.ref.loc(),
          message: `${who} ${field} holds \`\${${name}}\`: Kubernetes expands only \`$(${name})\` there, so the process receives the literal text \`\${${name}}\``,
          hint: defined
            ? `write \`$(${name})\` (defined ${envIndex === undefined ? 'in this container' : 'earlier in this env list'})`
            : `set the value directly, or define \`${name}\` earlier in this container's env and write \`$(${name})\`; a shell expands \`\${${name}}\` only inside \`sh -c\``,
        });
        return; // one finding per value
      }
    }
  },
});
