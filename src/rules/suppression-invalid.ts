import { defineRule } from './types.js';

// Directives are checked where they are applied (src/suppress.ts); this module carries the catalog entry.
export default defineRule({
  meta: {
    id: 'suppression-invalid',
    severity: 'warning',
    description: 'a `cmp-lint-disable` directive names an unknown rule or gives no `-- reason`',
  },
  check() {},
});
