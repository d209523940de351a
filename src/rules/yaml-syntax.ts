import { defineRule } from './types.js';

// Parse errors are found while loading (src/extract); this module only carries the catalog entry.
export default defineRule({
  meta: {
    id: 'yaml-syntax',
    severity: 'error',
    description: 'a YAML file, or YAML embedded in a ConfigMap value, does not parse',
  },
  check() {},
});
