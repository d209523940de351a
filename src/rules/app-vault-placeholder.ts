import { defineRule } from './types.js';
import type { NodeRef } from '../model/types.js';

// argocd-vault-plugin replaces `<path:secret/data/x#key>` placeholders in what a CMP generates.
// A source with an explicit helm, kustomize or directory block never goes through a plugin
// (reference 3.1: an explicit type disables discovery), so placeholders in its values,
// parameters or patches are rendered by the built-in tool and applied to the cluster verbatim.
// Only the `<path:...#...>` form is recognised: bare `<key>` placeholders need AVP annotations
// and look like ordinary text.
const PLACEHOLDER = /<path:[^<>#\s]+#[^<>\n]+>/g;

export default defineRule({
  meta: {
    id: 'app-vault-placeholder',
    severity: 'warning',
    description: 'argocd-vault-plugin `<path:...>` placeholders in an Application source that goes through no plugin',
  },
  check({ model, report }) {
    for (const s of model.sources) {
      if (s.types.length !== 1 || s.types[0] === 'plugin') continue;
      const tool = s.types[0];
      const block = s.typeRefs[tool];
      if (!block) continue;
      for (const { ref, at } of stringScalars(block, [tool])) {
        const text = ref.scalar() as string;
        if (!text.includes('<path:')) continue;
        const path = readablePath(at);
        for (const m of text.matchAll(PLACEHOLDER)) {
          const start = m.index ?? 0;
          report({
            loc: ref.scalarOffsetLoc(start, start + m[0].length),
            message:
              `${s.app.label} puts the argocd-vault-plugin placeholder \`${m[0]}\` in \`${path}\`, but this source uses the built-in ${tool} support, not a plugin: ` +
              'nothing substitutes the placeholder, so the literal text reaches the cluster',
            hint: `send this source through your argocd-vault-plugin CMP (a \`plugin:\` block instead of \`${tool}:\`, passing the values through plugin.env), or take the secret from a Kubernetes Secret (e.g. an ExternalSecret) instead of a placeholder`,
          });
        }
      }
    }
  },
});

/** Every string scalar below `ref` (map values and sequence items), with its path (made readable only for a message). */
function* stringScalars(ref: NodeRef, path: (string | number)[]): Generator<{ ref: NodeRef; at: (string | number)[] }> {
  if (ref.isMap()) {
    for (const [k, v] of ref.entries()) yield* stringScalars(v, [...path, k]);
  } else if (ref.isSeq()) {
    let i = 0;
    for (const v of ref.items()) yield* stringScalars(v, [...path, i++]);
  } else if (typeof ref.scalar() === 'string') {
    yield { ref, at: path };
  }
}

function readablePath(path: (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}
