import { defineRule } from './types.js';
import type { PluginDef } from '../model/types.js';
import { isObj } from '../extract/util.js';

const DOCUMENT_KEYS = ['apiVersion', 'kind', 'metadata', 'spec'];

/**
 * A chart `configs.cmp.plugins.<name>` value written as a whole ConfigManagementPlugin document
 * instead of its spec body. plugin-schema and plugin-unknown-field skip these: this rule explains them.
 */
export function isWholeDocumentValue(p: PluginDef): boolean {
  if (p.origin !== 'chart-values' || !isObj(p.raw)) return false;
  const keys = Object.keys(p.raw);
  return keys.includes('spec') || p.raw.kind === 'ConfigManagementPlugin' || (keys.includes('apiVersion') && keys.includes('metadata'));
}

// The chart writes `spec:` + toYaml(value) for each configs.cmp.plugins entry, so a value holding
// apiVersion/kind/metadata/spec ends up as spec.spec…: Argo CD ignores the unknown keys, finds no
// spec.generate.command, and the sidecar exits at start (reference 6, 1.3).
export default defineRule({
  meta: {
    id: 'helm-cmp-plugin-shape',
    severity: 'error',
    description: 'a configs.cmp.plugins entry in chart values is a whole plugin document instead of the spec body',
  },
  check({ model, report }) {
    for (const p of model.plugins) {
      if (!isWholeDocumentValue(p)) continue;
      const present = DOCUMENT_KEYS.filter((k) => p.ref.get(k));
      const first = p.ref.get(present[0]) ?? p.ref;
      const metaName = p.ref.getIn(['metadata', 'name'])?.scalar();
      const renamed = typeof metaName === 'string' && metaName !== p.name ? ` (the plugin is named by the map key \`${p.name}\`, not by metadata.name \`${metaName}\`)` : '';
      report({
        loc: first.keyLoc(),
        message: `configs.cmp.plugins.${p.name} holds a whole plugin document (${present.map((k) => `\`${k}\``).join(', ')}), but the chart itself writes apiVersion, kind, metadata.name and \`spec:\` around the value: the rendered plugin has ${present.map((k) => `spec.${k}`).join(', ')}, which Argo CD ignores, no spec.generate, and the sidecar exits with "spec.generate command should be non-empty"${renamed}`,
        hint: `keep only the body of \`spec:\` under \`${p.name}:\` (generate, init, discover, version, parameters…) and drop ${present.filter((k) => k !== 'spec').map((k) => `\`${k}\``).join(', ') || 'the `spec:` level'}`,
      });
    }
  },
});
