import { defineRule } from './types.js';
import { checkPattern, goJoin, zglobCompile } from '../discover/index.js';

// discover.fileName is matched with Go's filepath.Glob: `*`, `?` and `[...]` within one path
// segment, no `**` (it is just `*`) and no braces (`{` is a literal character). A malformed
// pattern is a discovery error, not a miss. find.glob goes through go-zglob, which has `**` and
// `{a,b}` (reference 3.4).
export default defineRule({
  meta: {
    id: 'plugin-discover-glob',
    severity: 'error',
    description: '`discover.fileName` uses `**` or `{a,b}`, which Go filepath.Glob does not have, or a discover glob does not compile',
  },
  check({ model, report }) {
    for (const p of model.plugins) {
      const d = p.discover;
      if (!d) continue;
      if (d.fileName) {
        const loc = () => (d.ref?.get('fileName') ?? d.ref ?? p.ref).loc();
        const glob = JSON.stringify(d.fileName);
        if (d.fileName.includes('**')) {
          report({
            loc: loc(),
            message: `\`fileName: ${glob}\` uses \`**\`, but fileName is matched with Go filepath.Glob, where \`**\` is a plain \`*\` that stays within one directory: the plugin does not match the apps you expect`,
            hint: `find:\n  glob: ${glob}`,
          });
          continue;
        }
        if (/\{[^}]*,[^}]*\}/.test(d.fileName)) {
          report({
            loc: loc(),
            message: `\`fileName: ${glob}\` uses \`{a,b}\` alternatives, but Go filepath.Glob reads \`{\` as a literal character: the pattern matches no file and discovery never selects this plugin`,
            hint: `find:\n  glob: ${glob}`,
          });
          continue;
        }
        const bad = compileError(() => checkPattern(goJoin('/app', d.fileName!)));
        if (bad) {
          report({
            loc: loc(),
            message: `\`fileName: ${glob}\` is not a valid Go glob (${bad}): discovery fails with "error finding filename match for pattern" for every app`,
            hint: 'close every `[` with `]`, and escape a literal `[` or `\\` with a backslash',
          });
        }
        continue; // with fileName set, find.glob is never evaluated (plugin-discover-multiple)
      }
      if (d.glob) {
        const bad = compileError(() => zglobCompile(goJoin('/app', d.glob!)));
        if (bad) {
          report({
            loc: (d.ref?.getIn(['find', 'glob']) ?? d.ref ?? p.ref).loc(),
            message: `\`find.glob: ${JSON.stringify(d.glob)}\` does not compile (${bad}): discovery fails with "error finding glob match for pattern" for every app`,
            hint: 'close every `[` with `]` and `{` with `}`, or escape the literal character with a backslash',
          });
        }
      }
    }
  },
});

function compileError(fn: () => unknown): string | undefined {
  try {
    fn();
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}
