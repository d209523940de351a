import { defineRule } from './types.js';
import { pluginLabel } from '../model/plugin-scripts.js';
import type { NodeRef } from '../model/types.js';

// The sidecar evaluates exactly one discover rule: the first non-empty of fileName, find.glob,
// find.command, in that order; the others are never looked at (reference 3.4).
const FIELDS = [
  { key: 'fileName', path: ['fileName'] },
  { key: 'find.glob', path: ['find', 'glob'] },
  { key: 'find.command', path: ['find', 'command'] },
] as const;

export default defineRule({
  meta: {
    id: 'plugin-discover-multiple',
    severity: 'warning',
    description: 'more than one of `fileName`, `find.glob`, `find.command` is set: only the first is evaluated',
  },
  check({ model, report }) {
    for (const p of model.plugins) {
      const d = p.discover;
      if (!d) continue;
      const set = [!!d.fileName, !!d.glob, !!d.command];
      const present = FIELDS.filter((_, i) => set[i]);
      if (present.length < 2) continue;
      const [winner, ...ignored] = present;
      for (const f of ignored) {
        const ref: NodeRef | undefined = d.ref?.getIn([...f.path]);
        report({
          loc: (ref ?? d.ref ?? p.ref).keyLoc(),
          message: `plugin ${pluginLabel(p)} sets \`discover.${winner.key}\` and \`discover.${f.key}\`: Argo CD evaluates only \`${winner.key}\` (fileName, then find.glob, then find.command), so \`${f.key}\` is ignored`,
          hint: `keep one rule: delete \`${f.key}\`, or delete \`${winner.key}\` if \`${f.key}\` is the one you meant`,
        });
      }
    }
  },
});
