import { defineRule, type RuleContext } from './types.js';
import type { AppSource, Loc, Model, PluginDef, PluginEnvEntry } from '../model/types.js';
import { hasDiscovery } from '../discover/index.js';
import { pluginsServedBy } from '../model/links.js';
import { pluginScripts, legacyScripts, environmentReads, pluginLabel, type PluginScript } from '../model/plugin-scripts.js';

// Since Argo CD 2.4 every `plugin.env` entry reaches the plugin as `ARGOCD_ENV_<name>`, with the
// name used verbatim (reference 4.2, 8.4; #9638, #9688). So a name that already carries the prefix
// arrives doubled, and a script that reads the bare `$NAME` sees nothing from the Application.
// Names the sidecar container sets itself, or that the script assigns before reading, are
// legitimately read bare (corpus pattern 18).
const PREFIX = 'ARGOCD_ENV_';
/** set by the container runtime or the shell itself: an Application cannot be their source */
const RUNTIME_NAMES = new Set(['PATH', 'HOME', 'PWD', 'OLDPWD', 'HOSTNAME', 'USER', 'SHELL', 'IFS', 'TERM', 'LANG']);

interface Setter {
  source: AppSource;
  entry: PluginEnvEntry;
}

export default defineRule({
  meta: {
    id: 'app-plugin-env-prefix',
    severity: 'warning',
    description: 'an Application env name carries the `ARGOCD_ENV_` prefix, or a plugin script reads an Application env variable without it',
  },
  check({ model, report, where }) {
    const served = new Set(model.plugins.map((p) => p.socketName));
    const entryLoc = (e: PluginEnvEntry, fallback: AppSource) => (e.ref?.get('name') ?? e.ref ?? fallback.plugin!.ref).loc();

    const withFragments = [...model.sources, ...(model.sourceFragments ?? [])];
    // (a) the prefix written by hand
    for (const s of withFragments) {
      for (const e of s.plugin?.env ?? []) {
        if (!e.name.startsWith(PREFIX)) continue;
        const bare = e.name.slice(PREFIX.length);
        report({
          loc: entryLoc(e, s),
          message: `${s.app.label} sets plugin env \`${e.name}\`: Argo CD adds the \`${PREFIX}\` prefix itself, so the plugin receives \`${PREFIX}${e.name}\` and \`$${e.name}\` stays empty`,
          hint: `name: ${bare}`,
        });
      }
    }

    // (b) a plugin script reads the bare name of a variable that only an Application provides
    // (the sources with a plugin block and no other type, once: a big repository has a hundred
    // thousand sources and every plugin goes through them)
    let pluginOnly: AppSource[] | undefined;
    for (const p of model.plugins) {
      const scripts = pluginScripts(p);
      if (scripts.length === 0) continue;
      pluginOnly ??= withFragments.filter((s) => s.plugin && s.types.length === 1);
      const users = pluginOnly.filter((s) => mayUse(s, p, served));
      bareReadsOfAppEnv(scripts, `plugin ${pluginLabel(p)}`, users, (name) => sidecarSets(p, name, model), report, where, entryLoc, p.bakedAway);
    }
    // the removed argocd-cm plugins got Application env the same way since v2.4 (#9638, #9688):
    // a bare read was already empty there; they ran in the repo-server container, whose env counts
    for (const l of model.legacy) {
      for (const p of l.plugins) {
        if (!p.name) continue;
        const scripts = legacyScripts(p);
        if (scripts.length === 0) continue;
        const users = withFragments.filter((s) => s.plugin?.name === p.name);
        const mainSets = (name: string) => model.pods.some((pod) => pod.main?.env.some((e) => e.name === name));
        bareReadsOfAppEnv(scripts, `legacy plugin \`${p.name}\``, users, mainSets, report, where, entryLoc);
      }
    }

    let appNames: Set<string> | undefined; // (made once, for the first plugin that needs it)
    for (const p of model.plugins) {
      const scripts = pluginScripts(p);
      if (scripts.length === 0) continue;
      // (c) no Application in scope sets the name, but nothing else can either: the serving
      // sidecar is in scope with all its env visible, and the script neither assigns the name nor
      // gives it a default. Most likely it was meant to come from plugin.env. Info only: the
      // sidecar image may set it (a Dockerfile ENV lint does not read).
      const serving = model.sidecars.filter((sc) => pluginsServedBy(sc, model).includes(p));
      if (serving.length === 0 || model.images.length > 0 || serving.some((sc) => sc.ref.get('envFrom') !== undefined)) continue;
      if (!appNames) {
        appNames = new Set();
        for (const src of withFragments) for (const e of src.plugin?.env ?? []) appNames.add(e.name);
      }
      // (a read an image build expanded away still says what the script was written to read:
      // plugin-heredoc-expansion reports that mistake once)
      const readNames = new Set([...scripts.flatMap((sc) => sc.facts.varReads.map((r) => r.name)), ...(p.bakedAway ?? [])]);
      for (const sc of scripts) {
        const seen = new Set<string>();
        for (const r of sc.facts.varReads) {
          const n = r.name;
          if (seen.has(n) || r.hasDefault || sc.facts.assigned.has(n) || appNames.has(n)) continue;
          seen.add(n);
          if (!/^[A-Z][A-Z0-9_]*$/.test(n) || RUNTIME_NAMES.has(n) || /^(ARGOCD_|PARAM_|KUBE_|GIT_)/.test(n)) continue;
          if (readNames.has(PREFIX + n) || serving.some((c) => c.env.some((e) => e.name === n))) continue;
          if (!sc.node) continue;
          report({
            loc: sc.node.scalarOffsetLoc(r.offset, r.end),
            severity: 'info',
            message:
              `the ${sc.role} script of plugin ${pluginLabel(p)} reads \`$${n}\`, which neither the script nor its sidecar \`${serving[0].name}\` (${where(serving[0].ref.keyLoc())}) sets: ` +
              `if it is meant to come from an Application's plugin.env, Argo CD passes it as \`${PREFIX}${n}\` and \`$${n}\` is empty`,
            hint: `read \`$${PREFIX}${n}\`, or set \`${n}\` in the sidecar container's env`,
          });
        }
      }
    }
  },
});

type EntryLoc = (e: PluginEnvEntry, fallback: AppSource) => Loc;

/** (b) for one plugin's scripts: bare reads of names that the Applications using it set in plugin.env. */
function bareReadsOfAppEnv(
  scripts: PluginScript[],
  label: string,
  users: AppSource[],
  containerSets: (name: string) => boolean,
  report: RuleContext['report'],
  where: RuleContext['where'],
  entryLoc: EntryLoc,
  /** names whose reads an image build expanded away (PluginDef.bakedAway) */
  bakedAway: string[] = [],
): void {
  const setters = new Map<string, Setter[]>();
  for (const s of users) {
    for (const e of s.plugin?.env ?? []) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(e.name) || e.name.startsWith(PREFIX) || RUNTIME_NAMES.has(e.name)) continue;
      const list = setters.get(e.name);
      if (list) list.push({ source: s, entry: e });
      else setters.set(e.name, [{ source: s, entry: e }]);
    }
  }
  const readsPrefixed = new Set([...scripts.flatMap((sc) => sc.facts.varReads.map((r) => r.name)), ...bakedAway].filter((n) => n.startsWith(PREFIX)));
  for (const [name, from] of setters) {
    if (readsPrefixed.has(PREFIX + name)) continue; // `${ARGOCD_ENV_X:-$X}`: the bare read is a fallback
    if (containerSets(name)) continue;
    for (const sc of scripts) {
      const reads = environmentReads(sc.facts, name);
      if (reads.length === 0) continue;
      const first = reads[0];
      const app = from[0];
      const appWhere = where(entryLoc(app.entry, app.source));
      const more = from.length > 1 ? ` and ${from.length - 1} more` : '';
      const loc: Loc = sc.node ? sc.node.scalarOffsetLoc(first.offset, first.end) : entryLoc(app.entry, app.source);
      const effect = first.hasDefault ? 'always takes its default' : 'is empty';
      report({
        loc,
        message:
          `the ${sc.role} script of ${label} reads \`$${name}\`, but \`${name}\` comes from ${app.source.app.label}'s plugin.env (${appWhere})${more}, ` +
          `which Argo CD passes as \`${PREFIX}${name}\`: \`$${name}\` ${effect} in the plugin`,
        hint: `read \`$${PREFIX}${name}\` in the script${first.hasDefault ? ` (e.g. \`\${${PREFIX}${name}${first.op ?? ':-'}...}\`)` : ''}, or set \`${name}\` on the sidecar container if it is not meant to come from the Application`,
        related: from.map((f) => ({ loc: entryLoc(f.entry, f.source), message: `plugin env \`${name}\` set here (arrives as \`${PREFIX}${name}\`)` })),
      });
    }
  }
}

/**
 * Can source `s` end up running plugin `p`? By name when it names a plugin in scope; a name no
 * plugin in scope serves (or a templated one) and an unnamed plugin block could be any plugin
 * with a discover rule (or, for unknown names, any plugin at all).
 */
function mayUse(s: AppSource, p: PluginDef, served: Set<string>): boolean {
  const name = s.plugin?.name;
  if (name && served.has(name)) return name === p.socketName;
  if (name) return true;
  return hasDiscovery(p.discover);
}

/**
 * The sidecar serving `p` (any sidecar when that is unknown) sets `name` in its `env`. An `envFrom`
 * (a Secret of credentials, usually) does not count here: the name is one an Application sets in
 * plugin.env, so that is where the script was meant to read it from, and it arrives prefixed.
 */
function sidecarSets(p: PluginDef, name: string, model: Model): boolean {
  const serving = model.sidecars.filter((sc) => pluginsServedBy(sc, model).includes(p));
  const relevant = serving.length ? serving : model.sidecars;
  return relevant.some((sc) => sc.env.some((e) => e.name === name));
}
