import { defineRule } from './types.js';
import type { Command, Model, PluginDef, Sidecar } from '../model/types.js';
import { pluginsServedBy, writableAt, findVolume, configMapsNamed } from '../model/links.js';
import { analyzeScript, type ScriptFacts } from '../shell/index.js';
import { pluginScript, pluginLabel } from '../model/plugin-scripts.js';

const HELM_TOOLS = new Set(['helm', 'helmfile']);

/** The three directories Helm writes, and the variables that move each of them, strongest first. */
const DIRS = [
  { dir: 'cache', vars: ['HELM_CACHE_HOME', 'XDG_CACHE_HOME'], under: '.cache' },
  { dir: 'config', vars: ['HELM_CONFIG_HOME', 'XDG_CONFIG_HOME'], under: '.config' },
  { dir: 'data', vars: ['HELM_DATA_HOME', 'XDG_DATA_HOME'], under: '.local/share' },
] as const;

// The sidecar does not inherit the repo-server's HELM_*_HOME=/helm-working-dir (since v2.4), and a
// foreign image run as uid 999 often has HOME=/ or a HOME on the image filesystem: with a read-only
// root, helm fails on `mkdir /.cache/helm` (reference 4.2, 8.5, 8.13; #10265).
export default defineRule({
  meta: {
    id: 'sidecar-helm-home',
    severity: 'warning',
    description: 'a sidecar whose plugin runs helm/helmfile has a read-only root and no writable HELM_*_HOME or HOME',
  },
  check({ model, report }) {
    for (const s of model.sidecars) {
      if (s.securityContext.readOnlyRootFilesystem !== true) continue;
      const tool = helmUse(pluginsServedBy(s, model), s, model);
      if (!tool) continue; // no plugin known for this sidecar, or it does not run helm
      const missing = DIRS.filter((d) => !covered(s, d.vars, d.under));
      if (missing.length === 0) continue;
      const roRef = s.ref.getIn(['securityContext', 'readOnlyRootFilesystem']);
      // a variable set to a read-only path is the node to fix; otherwise the read-only root is
      const badVar = missing.map((d) => explicitVar(s, d.vars)).find((e) => e !== undefined);
      const dirs = `${missing.map((d) => d.dir).join(', ')} director${missing.length > 1 ? 'ies' : 'y'}`;
      report({
        loc: (badVar?.ref?.get('value') ?? roRef ?? s.ref.get('name') ?? s.ref).loc(),
        message: `sidecar \`${s.name}\` serves plugin ${pluginLabel(tool.plugin)}, which runs \`${tool.name}\`, on a read-only root filesystem, but ${badVar ? `${badVar.name}=${badVar.value} is not on a writable mount` : 'no HELM_*_HOME or HOME points at a writable mount'}: helm fails to create its ${dirs}${badVar ? '' : " under the image's $HOME"} (the repo-server's HELM_*_HOME=/helm-working-dir is not inherited by sidecars)`,
        hint: `env:\n${missing.map((d) => `  - name: ${d.vars[0]}\n    value: /tmp/helm/${d.dir}`).join('\n')}\n(with an emptyDir mounted at /tmp)`,
      });
    }
  },
});

/** Whether Helm's directory can be written: its variable, else HOME, else a writable mount at ~/<under>. */
function covered(s: Sidecar, vars: readonly string[], under: string): boolean {
  for (const name of vars) {
    const r = pathOf(s, name);
    if (r !== undefined) return r;
  }
  const home = pathOf(s, 'HOME');
  if (home !== undefined) return home;
  // HOME comes from the image: accept a writable mount made for it (`/.cache`, `/home/argocd`…)
  return s.volumeMounts.some((m) => {
    const p = m.mountPath.replace(/\/+$/, '');
    const v = findVolume(s, m.name);
    const writable = !m.readOnly && v !== undefined && v.kind !== 'configMap' && v.kind !== 'secret';
    return writable && (p.endsWith(`/${under}`) || p.endsWith(`/${under.split('/')[0]}`) || /^\/home\/[^/]+$/.test(p) || p === '/root');
  });
}

/** The first of `vars` set explicitly on the sidecar (it decides where Helm writes). */
function explicitVar(s: Sidecar, vars: readonly string[]) {
  for (const name of vars) {
    const e = [...s.env].reverse().find((x) => x.name === name && x.value);
    if (e) return e;
  }
  return undefined;
}

/** true/false when the variable is set to a path we can judge; undefined when unset. Unknowable values count as fine. */
function pathOf(s: Sidecar, name: string): boolean | undefined {
  const e = [...s.env].reverse().find((x) => x.name === name);
  if (!e) return undefined;
  if (e.fromSource || e.value === undefined || e.value.includes('$')) return true;
  if (e.value === '') return undefined;
  // a relative path resolves in the app directory under the work dir, which sidecar-tmp checks
  if (!e.value.startsWith('/')) return true;
  return writableAt(s, e.value) !== false;
}

/** The first helm/helmfile invocation in the plugins' init/generate commands (inline scripts and mounted script files). */
function helmUse(plugins: PluginDef[], s: Sidecar, model: Model): { plugin: PluginDef; name: string } | undefined {
  const files = mountedScripts(s, model);
  for (const p of plugins) {
    for (const role of ['init', 'generate'] as const) {
      const c = p[role];
      const name = c && helmIn(c, files, pluginScript(p, role)?.facts);
      if (name) return { plugin: p, name };
    }
  }
  return undefined;
}

/** `inline`: the model's analysis of the command's `sh -c` script, when it has one. */
function helmIn(c: Command, files: Map<string, string>, inline: ScriptFacts | undefined): string | undefined {
  const argv = [...c.command, ...c.args];
  const base = (x: string | null | undefined) => (x ?? '').replace(/^.*\//, '');
  if (HELM_TOOLS.has(base(argv[0]))) return base(argv[0]);
  const analysed: ScriptFacts[] = inline ? [inline] : [];
  for (const a of argv) {
    const t = files.get(a);
    if (t !== undefined) analysed.push(analyzeScript(t, { honorShebang: true }));
  }
  for (const facts of analysed) {
    const hit = facts.commands.find((cmd) => HELM_TOOLS.has(base(cmd.name)));
    if (hit) return base(hit.name);
  }
  return undefined;
}

/** Script files a sidecar mounts from ConfigMap keys (subPath), by their path in the container. */
function mountedScripts(s: Sidecar, model: Model): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of s.volumeMounts) {
    const v = findVolume(s, m.name);
    if (!m.subPath || v?.kind !== 'configMap' || !v.configMapName) continue;
    const key = v.items?.find((it) => it.path === m.subPath)?.key ?? m.subPath;
    // (the ConfigMaps of that name, in the model's order: a bundle holds tens of thousands of others)
    for (const cm of configMapsNamed(model, v.configMapName)) {
      const value = cm.keys.get(key)?.value;
      if (value !== undefined) out.set(m.mountPath, value);
    }
  }
  return out;
}
