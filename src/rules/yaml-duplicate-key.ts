import { defineRule } from './types.js';

// Duplicate keys are found while loading (src/yaml/load.ts); this module only carries the catalog entry.
export default defineRule({
  meta: {
    id: 'yaml-duplicate-key',
    severity: 'error',
    description: 'a mapping repeats a key (a `spec:` written twice, two documents fused by a missing `---`)',
  },
  check() {},
});
