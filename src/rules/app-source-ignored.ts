import { defineRule } from './types.js';

// Found while extracting (src/extract/apps.ts ignoredSourceProblems); this module carries the
// catalog entry. Argo CD renders `spec.sources` whenever it lists a source and then ignores
// `spec.source` (ApplicationSpec.GetSources: HasMultipleSources is `len(Sources) > 0`): whatever the
// single source says (a plugin, a path, Helm values) is neither deployed nor checked by cmp-lint.
export default defineRule({
  meta: {
    id: 'app-source-ignored',
    severity: 'warning',
    description: 'an Application sets both `source` and a non-empty `sources`: Argo CD renders only `sources` and ignores `source`',
  },
  check() {},
});
