import { defineRule } from './types.js';
import type { SourceType } from '../model/types.js';

// ApplicationSource.ExplicitType collects every non-nil block among kustomize, helm, directory and
// plugin, in that order, and refuses more than one with "multiple application sources defined:
// Kustomize,Helm": nothing is generated for the app (reference 3.1, 7). `plugin: {}` counts.
const ARGO_ORDER: SourceType[] = ['kustomize', 'helm', 'directory', 'plugin'];
const ARGO_NAME: Record<SourceType, string> = { kustomize: 'Kustomize', helm: 'Helm', directory: 'Directory', plugin: 'Plugin' };

export default defineRule({
  meta: {
    id: 'app-source-multiple-types',
    severity: 'error',
    description: 'one Application source sets more than one of `helm`, `kustomize`, `directory` and `plugin`',
  },
  check({ model, report, where }) {
    for (const s of model.sources) {
      if (s.types.length < 2) continue;
      const types = ARGO_ORDER.filter((t) => s.types.includes(t));
      // point at the block written last: the one most likely added by mistake
      const placed = types
        .map((t) => ({ t, loc: (s.typeRefs[t] ?? s.ref).keyLoc() }))
        .sort((a, b) => a.loc.line - b.loc.line || a.loc.column - b.loc.column);
      const last = placed[placed.length - 1];
      const others = placed.slice(0, -1);
      const argo = types.map((t) => ARGO_NAME[t]).join(',');
      const source = s.index === undefined ? 'spec.source' : `spec.sources[${s.index}]`;
      report({
        loc: last.loc,
        message:
          `${s.app.label} sets both ${others.map((o) => `\`${o.t}\` (${where(o.loc)})`).join(', ')} and \`${last.t}\` in ${source}: ` +
          `Argo CD allows one source type per source and fails with "multiple application sources defined: ${argo}", so nothing is generated`,
        hint: hintFor(types),
        related: others.map((o) => ({ loc: o.loc, message: `\`${o.t}\` is also set here` })),
      });
    }
  },
});

function hintFor(types: SourceType[]): string {
  if (types.includes('plugin')) {
    return 'a plugin replaces the built-in tools: pass Helm/Kustomize options through `plugin.env` or `plugin.parameters` and delete the other block, or delete `plugin` to use the built-in tool';
  }
  return `keep one of ${types.map((t) => `\`${t}\``).join(', ')} and delete the others (an empty block such as \`directory: {}\` also counts)`;
}
