import { defineRule } from './types.js';
import { pluginLabel } from '../model/plugin-scripts.js';
import { effectiveRule, discoverMatchesStatically, socketOrder } from '../discover/index.js';
import { localAppDir } from '../model/app-path.js';
import type { Loc, PluginDef } from '../model/types.js';

// A named plugin is dialled directly, but when it has a discover rule the sidecar still evaluates
// it against the app directory, and a non-match is reported as "could not find cmp-server plugin
// with name ... supporting the given repository" (reference 3.3, 8.2; maintainer answer in
// #13034). Lint evaluates fileName (Go filepath.Glob) and find.glob (go-zglob) in the local
// checkout of the app path; find.command is never run here (that is `cmp-lint render`).
export default defineRule({
  meta: {
    id: 'app-plugin-discover-mismatch',
    severity: 'error',
    description: "the plugin an Application names has a discover rule that does not match the app's path",
  },
  check({ model, report, where }) {
    for (const s of model.sources) {
      const name = s.plugin?.name;
      if (!name || s.types.length !== 1) continue;
      const plugin = socketOrder(model.plugins).find((p) => p.socketName === name);
      const eff = effectiveRule(plugin?.discover);
      if (!plugin || !eff || eff.kind === 'command') continue;
      const appDir = localAppDir(model, s);
      if (!appDir) continue;
      const outcome = discoverMatchesStatically(plugin.discover, appDir);
      if (outcome === 'match' || outcome === 'unknown') continue;

      const ruleLoc = discoverValueLoc(plugin, eff.kind);
      const rule = `\`${eff.kind === 'fileName' ? 'fileName' : 'find.glob'}: ${eff.value as string}\``;
      const path = s.path && s.path !== '' ? s.path : '.';
      const notFound = `could not find cmp-server plugin with name "${name}" supporting the given repository`;
      const why =
        typeof outcome === 'object'
          ? `the pattern is invalid (${outcome.error}), so the named plugin fails with "${notFound}: match repository error"`
          : `nothing in \`${path}\` matches it, and Argo CD still evaluates a named plugin's discover rule: the app fails with "${notFound}"`;
      report({
        loc: (s.plugin!.nameRef ?? s.plugin!.ref).loc(),
        message: `${s.app.label} names plugin \`${name}\`, whose discover rule ${rule} (${where(ruleLoc)}) does not match the app path: ${why}`,
        hint: hintFor(plugin, eff.kind),
        related: [{ loc: ruleLoc, message: `discover rule of plugin \`${name}\`` }],
      });
    }
  },
});

function discoverValueLoc(p: PluginDef, kind: 'fileName' | 'glob'): Loc {
  const r = p.discover?.ref;
  if (!r) return p.ref.loc();
  return (kind === 'fileName' ? r.get('fileName') : r.getIn(['find', 'glob']))?.loc() ?? r.keyLoc();
}

function hintFor(p: PluginDef, kind: 'fileName' | 'glob'): string {
  return (
    `plugin ${pluginLabel(p)} is selected by name here: delete its \`discover\` block if it is only used by name ` +
    `(discovery is optional since Argo CD 2.7), or change \`${kind === 'fileName' ? 'discover.fileName' : 'discover.find.glob'}\` ` +
    'so it matches a file in the app directory (patterns are relative to spec.source.path)'
  );
}
