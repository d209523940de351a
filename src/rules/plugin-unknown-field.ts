import { defineRule } from './types.js';
import { pluginLabel } from '../model/plugin-scripts.js';
import { validatePlugin } from '../schema/validate.js';
import { pathText } from '../core/paths.js';
import { isWholeDocumentValue } from './helm-cmp-plugin-shape.js';
import { closest } from '../config.js';

/** The keys each level of a plugin definition may hold (reference 1.1). */
const KNOWN: Record<string, string[]> = {
  '': ['apiVersion', 'kind', 'metadata', 'spec'],
  spec: ['version', 'init', 'generate', 'discover', 'parameters', 'preserveFileMode', 'provideGitCreds'],
  command: ['command', 'args'],
  discover: ['find', 'fileName'],
  find: ['command', 'args', 'glob'],
  parameters: ['static', 'dynamic'],
  static: ['name', 'title', 'tooltip', 'required', 'itemType', 'collectionType', 'string', 'array', 'map'],
};

function levelOf(path: (string | number)[]): string {
  const named = path.filter((s) => typeof s === 'string') as string[];
  const last = named[named.length - 1] ?? '';
  if (last === 'init' || last === 'generate' || last === 'dynamic') return 'command';
  return last in KNOWN ? last : last === '' ? '' : 'unknown';
}

/** Keys that mean something specific when found in a sidecar plugin. */
function explain(key: string, level: string): { message: string; hint?: string } | undefined {
  if (key === 'lockRepo' || key === 'allowConcurrency')
    return {
      message: `\`${key}\` belonged to the removed argocd-cm plugins; the sidecar ignores it (there is no locking in argocd-cmp-server)`,
      hint: `remove \`${key}\`; tools that share caches must be safe to run concurrently`,
    };
  if (key === 'name' && level === 'spec') return { message: '`spec.name` is ignored: the plugin is named by `metadata.name`', hint: 'metadata:\n  name: <plugin>' };
  if (key === 'discovery') return { message: '`discovery` is ignored: the field is `discover`, so this plugin has no discover rule', hint: 'rename it to `discover:`' };
  if ((key === 'preserveFileMode' || key === 'provideGitCreds') && level !== 'spec')
    return { message: `\`${key}\` is ignored here: it belongs directly under \`spec\``, hint: `spec:\n  ${key}: true` };
  if (key === 'name' && level === 'find') return { message: '`discover.find.name` is ignored: it belonged to the removed argocd-cm plugins' };
  return undefined;
}

// Argo CD decodes plugin.yaml without strict mode: unknown keys vanish silently (reference 1.2), and
// keys differing only in case still bind (Go's encoding/json matches names case-insensitively).
export default defineRule({
  meta: {
    id: 'plugin-unknown-field',
    severity: 'warning',
    description: 'a key in a plugin definition that Argo CD silently ignores (lockRepo, allowConcurrency, typos, misplaced keys)',
  },
  check({ model, report }) {
    for (const p of model.plugins) {
      if (isWholeDocumentValue(p)) continue; // a chart value holding a whole document: helm-cmp-plugin-shape explains it
      for (const issue of validatePlugin(p.raw, { specOnly: p.specOnly })) {
        if (issue.keyword !== 'additionalProperties') continue;
        const key = String(issue.path[issue.path.length - 1]);
        const parent = issue.path.slice(0, -1);
        const level = p.specOnly && parent.length === 0 ? 'spec' : levelOf(parent);
        const known = KNOWN[level] ?? [];
        const loc = p.ref.at(issue.path, true);
        const where = pathText(issue.path, p.specOnly);
        const caseTwin = known.find((k) => k.toLowerCase() === key.toLowerCase());
        if (caseTwin) {
          report({
            loc,
            message: `plugin ${pluginLabel(p)}: ${where} binds to \`${caseTwin}\` only because Argo CD matches keys case-insensitively`,
            hint: `write \`${caseTwin}\``,
          });
          continue;
        }
        const special = explain(key, level);
        if (special) {
          report({ loc, message: `plugin ${pluginLabel(p)}: ${special.message}`, hint: special.hint });
          continue;
        }
        const near = closest(key, known);
        report({
          loc,
          message: `plugin ${pluginLabel(p)}: unknown field ${where} is ignored by Argo CD${near ? ` (did you mean \`${near}\`?)` : ''}`,
          hint: near ? `rename it to \`${near}\`` : known.length ? `allowed here: ${known.join(', ')}` : undefined,
        });
      }
    }
  },
});
