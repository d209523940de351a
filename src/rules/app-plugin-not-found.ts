import { posix } from 'node:path';
import { defineRule } from './types.js';
import { closest } from '../config.js';
import { configMount, pluginsServedBy, imageCopiesConfig, sourceOverrides } from '../model/links.js';
import { sameUnit } from '../model/units.js';
import type { PluginDef } from '../model/types.js';

// The repo-server dials <plugins dir>/<plugin.name>.sock directly; the socket is named
// `<metadata.name>-<spec.version>` when a version is set (reference 2, 8.1).
export default defineRule({
  meta: {
    id: 'app-plugin-not-found',
    severity: 'error',
    description: '`plugin.name` of an Application names no plugin that Argo CD serves',
  },
  check({ model, report, where }) {
    if (model.plugins.length === 0 && model.externalPlugins.length === 0) return;
    const served = new Set([...model.plugins.map((p) => p.socketName), ...model.externalPlugins]);
    // a plugin baked from an unquoted Dockerfile heredoc keeps the ARG/ENV references the build
    // fills in on purpose (`version: v${TOOL_VERSION}`): its socket name is whatever they become
    const bakedNames = model.plugins.filter((p) => p.origin === 'dockerfile' && p.socketName.includes('$')).map((p) => bakedNamePattern(p.socketName));
    // A sidecar whose config we cannot read (baked into its image, or a ConfigMap not in scope)
    // serves a plugin we do not know: then only a certain mistake (a missing -<version>) is reported.
    const opaque = model.sidecars.filter((sc) => {
      const cfg = configMount(sc);
      if (!cfg) return !model.images.some(imageCopiesConfig);
      return pluginsServedBy(sc, model).length === 0;
    });
    // the plugins of an Application's deployment unit depend only on its file's directory (units
    // relate directories): worked out once per directory, not for every Application and plugin
    const byDir = new Map<string, PluginDef[]>();
    const unitPlugins = (file: string): PluginDef[] => {
      const dir = posix.dirname(file);
      let unit = byDir.get(dir);
      if (!unit) byDir.set(dir, (unit = model.plugins.filter((p) => sameUnit(model, p.file, file))));
      return unit;
    };
    // a `.argocd-source*.yaml` override's plugin name replaces the Application's (ref 3.1)
    for (const s of [...model.sources, ...sourceOverrides(model)]) {
      const name = s.plugin?.name;
      if (!name) continue;
      if (s.templated && /\{\{|\$\{/.test(name)) continue; // resolved by the ApplicationSet controller
      // asked only when reporting: a lazily read Application is parsed with positions only then
      const loc = () => (s.plugin!.nameRef ?? s.plugin!.ref).loc();
      const app = s.app; // (its label is made only for a message)
      if (!served.has(name) && bakedNames.some((re) => re.test(name))) continue;
      if (served.has(name)) {
        // served somewhere in scope, but the Application's own deployment unit defines the plugin of
        // that base name under another name: that unit's repo-server does not serve the name
        const unit = unitPlugins(s.app.file);
        if (unit.length === 0 || unit.length === model.plugins.length || unit.some((p) => p.socketName === name) || model.externalPlugins.includes(name)) continue;
        const twin = unit.find((p) => sameBase(p, name));
        if (!twin) continue;
        const elsewhere = model.plugins.find((p) => p.socketName === name)!;
        report({
          loc: loc(),
          message: `${app.label} names plugin \`${name}\`, but the plugin of its own setup at ${where((twin.versionRef ?? twin.nameRef ?? twin.ref).loc())} is served as \`${twin.socketName}\` (\`${name}\` is defined only in another setup, at ${where((elsewhere.nameRef ?? elsewhere.ref).loc())}): Argo CD reports "could not find cmp-server plugin with name \\"${name}\\""`,
          hint: `plugin.name: ${twin.socketName}`,
          related: [{ loc: (twin.versionRef ?? twin.nameRef ?? twin.ref).loc(), message: `plugin \`${twin.name}\` is served as \`${twin.socketName}\`` }],
        });
        continue;
      }
      const versioned = model.plugins.find((p) => p.name === name && p.version);
      if (versioned) {
        report({
          loc: loc(),
          message: `${app.label} names plugin \`${name}\`, but the plugin at ${where((versioned.versionRef ?? versioned.ref).loc())} declares \`version: ${versioned.version}\`, so Argo CD serves it as \`${versioned.socketName}\``,
          hint: `plugin.name: ${versioned.socketName}`,
          related: [{ loc: (versioned.versionRef ?? versioned.ref).loc(), message: `plugin \`${name}\` version ${versioned.version}` }],
        });
        continue;
      }
      if (opaque.length > 0) continue;
      // a plugin still listed in the removed argocd-cm format: legacy-cm-plugin reports that one mistake
      if (model.legacy.some((l) => l.names.includes(name))) continue;
      const base = model.plugins.find((p) => p.version && name === p.name + '-' + name.slice(p.name.length + 1) && name.startsWith(p.name + '-'));
      const near = closest(name, [...served]);
      // the scope mixes setups (examples, test data, clusters), none of them the Application's own:
      // which repo-server renders it cannot be told, so only a near miss is a certain mistake
      if (!base && !near && !model.externalPlugins.length && mixedSetups(model, s.app.file)) continue;
      const known = [...served].sort();
      // the plugin the name most likely meant is where the cause may lie (a version bumped in
      // another file): related, so that a change there reports this Application too
      const meant = base ?? model.plugins.find((p) => p.socketName === near);
      report({
        loc: loc(),
        message: `${app.label} names plugin \`${name}\`, which no plugin in scope serves (known: ${known.join(', ')}): Argo CD reports "could not find cmp-server plugin with name \\"${name}\\""`,
        hint: near ? `plugin.name: ${near}` : base ? `plugin.name: ${base.socketName}` : 'declare the plugin, or list it under `plugins:` in .cmp-lint.yaml when a sidecar defined elsewhere serves it',
        related: meant ? [{ loc: (meant.versionRef ?? meant.ref).loc(), message: `plugin \`${meant.name}\` is served as \`${meant.socketName}\`` }] : undefined,
      });
    }
  },
});

/** A socket name whose `$NAME` / `${NAME…}` parts (what the image build fills in) match any text without `/`. */
function bakedNamePattern(socketName: string): RegExp {
  const parts = socketName.split(/(\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*)/);
  return new RegExp(`^${parts.map((t, i) => (i % 2 === 1 ? '[^/]*' : t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')}$`);
}

/** The Application's name is this plugin's name, with or without some `-<version>`. */
function sameBase(p: PluginDef, name: string): boolean {
  return name === p.name || (name.startsWith(`${p.name}-`) && p.version !== undefined) || (p.version !== undefined && name === p.socketName);
}

/**
 * The plugins in scope belong to several deployment units, and none to the Application's own:
 * a repository of unrelated setups, where the one that serves this Application is not known.
 */
function mixedSetups(model: { plugins: PluginDef[] } & Parameters<typeof sameUnit>[0], appFile: string): boolean {
  const ps = model.plugins;
  if (ps.length < 2 || ps.some((p) => sameUnit(model, p.file, appFile))) return false;
  return ps.some((p) => !sameUnit(model, p.file, ps[0].file));
}
