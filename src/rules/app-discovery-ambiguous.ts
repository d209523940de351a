import { defineRule } from './types.js';
import { pluginLabel } from '../model/plugin-scripts.js';
import { effectiveRule, discoverMatchesStatically, socketOrder } from '../discover/index.js';
import { localAppDir } from '../model/app-path.js';
import { sameUnit } from '../model/units.js';
import type { Loc, PluginDef } from '../model/types.js';

// Without plugin.name, the repo-server lists the socket directory (sorted by file name) and
// uses the first plugin whose discover rule matches; plugins without a discover rule are skipped.
// Several matches raise no error: the lexically first `<name>[-<version>].sock` wins silently
// (reference 3.2, 8.11; argoproj-labs/argocd-vault-plugin#461).
export default defineRule({
  meta: {
    id: 'app-discovery-ambiguous',
    severity: 'warning',
    description: "an Application without a plugin name whose path matches the discover rules of several plugins",
  },
  check({ model, report, where }) {
    const ordered = socketOrder(model.plugins).filter((p) => effectiveRule(p.discover) !== undefined);
    if (ordered.length < 2) return;
    for (const s of model.sources) {
      // discovery runs for sources with no explicit type, and for `plugin:` without a name
      const auto = s.types.length === 0 || (s.types.length === 1 && s.types[0] === 'plugin' && !s.plugin?.name);
      if (!auto) continue;
      const appDir = localAppDir(model, s);
      if (!appDir) continue;
      const matched: PluginDef[] = [];
      const unknownBefore: PluginDef[] = [];
      // one repo-server serves the plugins that compete: those of the Application's own deployment
      // unit when it has any, else plugins of one unit with the first match (a scope that mixes
      // setups does not make their plugins compete)
      const own = ordered.filter((p) => sameUnit(model, p.file, s.app.file));
      for (const p of own.length ? own : ordered) {
        if (!own.length && matched.length && !sameUnit(model, p.file, matched[0].file)) continue;
        const o = discoverMatchesStatically(p.discover, appDir);
        if (o === 'match') matched.push(p);
        else if (o === 'unknown' && matched.length === 0) unknownBefore.push(p);
      }
      if (matched.length < 2) continue;
      const [winner, ...losers] = matched;
      const list = matched.map((p) => `\`${p.socketName}\` (${where(ruleLoc(p))})`).join(', ');
      const caveat = unknownBefore.length
        ? ` (unless the find.command of ${unknownBefore.map((p) => `\`${p.socketName}\``).join(', ')}, which sorts first and which lint does not run, matches too)`
        : '';
      const path = s.path && s.path !== '' ? s.path : '.';
      report({
        loc: (s.ref.get('path') ?? s.plugin?.ref ?? s.ref).loc(),
        message:
          `${s.app.label} names no plugin, and \`${path}\` matches the discover rules of ${list}: ` +
          `Argo CD tries plugin sockets in lexical order and silently uses \`${winner.socketName}\`${caveat}`,
        hint: `choose explicitly with \`plugin.name: ${winner.socketName}\` (or ${losers.map((p) => `\`${p.socketName}\``).join(', ')}), or narrow the discover rules so only one matches`,
        related: matched.map((p) => ({ loc: ruleLoc(p), message: `discover rule of plugin ${pluginLabel(p)} matches` })),
      });
    }
  },
});

function ruleLoc(p: PluginDef): Loc {
  const r = p.discover?.ref;
  if (!r) return p.ref.loc();
  const eff = effectiveRule(p.discover);
  const node = eff?.kind === 'fileName' ? r.get('fileName') : eff?.kind === 'glob' ? r.getIn(['find', 'glob']) : r.get('find');
  return (node ?? r).loc();
}
