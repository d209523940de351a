import { defineRule } from './types.js';
import type { AppSource, Command, LegacyPlugin, LegacyPluginList } from '../model/types.js';
import { BUILD_ENV_VARS } from '../model/argocd.js';
import { analyzeScript, scriptOfCommand, type ScriptFacts } from '../shell/index.js';
import { environmentReads } from '../model/plugin-scripts.js';

// Argo CD v2.8 removed argocd-cm `configManagementPlugins` (reference 4.8): the key is ignored and
// every Application using those plugins fails with "could not find plugin". The list is written in
// argocd-cm (whole, or as a patch that is only `data:`), in the ArgoCD operator resource, or in chart
// values; every shape is the same mistake, reported once at the key. What else will break when the
// plugins move to sidecars goes into the same finding (one mistake, one finding):
// - sidecars do not inherit the repo-server's env, so other names the scripts read must be set on
//   the sidecar [8.5];
// - `lockRepo` has no equivalent; the tools must be in the sidecar image [4.8].
// Bare reads of Application env (`ARGOCD_ENV_<name>` since v2.4, for legacy plugins too) and masked
// failures are separate mistakes in the script: app-plugin-env-prefix and plugin-shell-errexit
// report them there.
const PREFIX = 'ARGOCD_ENV_';
const SHELL_NAMES = new Set(['PATH', 'HOME', 'PWD', 'OLDPWD', 'HOSTNAME', 'USER', 'SHELL', 'IFS', 'TERM', 'LANG', 'TMPDIR', 'RANDOM', 'LINENO', 'SECONDS', 'BASH_SOURCE', 'PIPESTATUS']);
const SHELLS = /(^|\/)(sh|bash|ash|dash|zsh|ksh|env|busybox)$/;

export default defineRule({
  meta: {
    id: 'legacy-cm-plugin',
    severity: 'error',
    description: 'plugins declared in argocd-cm `configManagementPlugins` (argocd-cm, a `data:` patch, the operator or chart values), which Argo CD v2.8 removed',
  },
  check({ model, report, where }) {
    for (const l of model.legacy) {
      const names = l.names.length ? ` (${l.names.map((n) => `\`${n}\``).join(', ')})` : '';
      const notes = l.plugins.flatMap((p) => migrationNotes(p, [...model.sources, ...(model.sourceFragments ?? [])]));
      if (l.plugins.some((p) => p.lockRepo)) notes.push('`lockRepo` has no sidecar equivalent (a sidecar runs requests concurrently)');
      const users = model.sources.filter((s) => s.plugin?.name && l.names.includes(s.plugin.name));
      const related = users.slice(0, 5).map((s) => ({ loc: (s.plugin!.nameRef ?? s.plugin!.ref).loc(), message: `${s.app.label} uses legacy plugin \`${s.plugin!.name}\`` }));
      report({
        loc: l.ref.keyLoc(),
        message:
          `${l.where === 'argocd-cm' ? 'argocd-cm' : l.where} \`configManagementPlugins\`${names} was removed in Argo CD v2.8: these plugins are silently gone` +
          (users.length ? `, and ${users.map((s) => `${s.app.label} (${where((s.plugin!.nameRef ?? s.plugin!.ref).loc())})`).slice(0, 3).join(', ')} fail${users.length === 1 ? 's' : ''} with "could not find cmp-server plugin"` : '') +
          (notes.length ? `. When migrating, also: ${notes.join('; ')}` : ''),
        hint: 'move each plugin to a sidecar: its own plugin.yaml (`kind: ConfigManagementPlugin`) served by a container running /var/run/argocd/argocd-cmp-server, with the plugin\'s tools in its image; Applications then name it `<name>[-<version>]`',
        related: related.length ? related : undefined,
      });
    }
  },
});

/** What breaks in this plugin's commands once it runs in a sidecar. */
function migrationNotes(p: LegacyPlugin, sources: AppSource[]): string[] {
  const out: string[] = [];
  const label = `\`${p.name || 'unnamed'}\``;
  const appEnv = new Set(sources.filter((s) => s.plugin?.name === p.name).flatMap((s) => s.plugin!.env.map((e) => e.name)));
  for (const [role, cmd] of [['init', p.init], ['generate', p.generate]] as const) {
    if (!cmd) continue;
    const facts = scriptFacts(cmd);
    if (facts) {
      const bare = bareReads(facts);
      const fromApp = bare.filter((n) => appEnv.has(n));
      const other = bare.filter((n) => !appEnv.has(n));
      // reads of Application env (app-plugin-env-prefix) and masked failures (plugin-shell-errexit)
      // are findings of their own, at the script: one mistake, one finding
      if (other.length && fromApp.length === 0) out.push(`${label} ${role} reads ${list(other)}: a sidecar inherits nothing from the repo-server, so set ${other.length === 1 ? 'it' : 'them'} on the sidecar container (or, from an Application, read ${list(other.map((n) => PREFIX + n))})`);
      else if (other.length) out.push(`${label} ${role} also reads ${list(other)}: a sidecar inherits nothing from the repo-server, so set ${other.length === 1 ? 'it' : 'them'} on the sidecar container`);
    }
    if (role === 'generate') {
      const tool = toolOf(cmd);
      if (tool) out.push(`the sidecar image must contain \`${tool}\``);
    }
  }
  return out;
}

function scriptFacts(cmd: Command): ScriptFacts | undefined {
  const sh = scriptOfCommand(cmd.command, cmd.args);
  if (!sh) return undefined;
  const facts = analyzeScript(sh.script, { errexit: sh.errexit, pipefail: sh.pipefail });
  return facts.parseErrors.length ? undefined : facts;
}

/** Environment variables a script reads bare, that neither Argo CD nor the shell provides. */
function bareReads(facts: ScriptFacts): string[] {
  const names = new Set<string>();
  for (const r of facts.varReads) {
    const n = r.name;
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(n) || BUILD_ENV_VARS.includes(n) || n.startsWith(PREFIX) || n.startsWith('PARAM_') || n === 'ARGOCD_APP_PARAMETERS' || SHELL_NAMES.has(n)) continue;
    if (r.hasDefault) continue;
    if (environmentReads(facts, n).length === 0) continue; // the script sets it before reading
    names.add(n);
  }
  return [...names].sort();
}

/** The program a non-shell generate runs (`argocd-vault-plugin`, `kustomize`), for the image note. */
function toolOf(cmd: Command): string | undefined {
  const argv = [...cmd.command, ...cmd.args];
  const first = argv[0];
  if (!first || SHELLS.test(first)) return undefined;
  return first.split('/').pop();
}

function list(names: string[]): string {
  return names.map((n) => `\`$${n.replace(/^\$/, '')}\``).join(', ');
}

export type { LegacyPluginList };
