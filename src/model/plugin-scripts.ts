// The inline shell scripts of a plugin (`[sh, -c, SCRIPT]` in init, generate, discover.find and
// parameters.dynamic), analysed once, with the YAML node that holds each script so findings can
// point inside it. All four run in the sidecar with the same environment rules [4.1, 4.2].
import { analyzeScript, scriptOfCommand, type ScriptFacts, type ShellScript } from '../shell/index.js';
import type { Command, LegacyPlugin, NodeRef, PluginDef } from './types.js';

export type ScriptRole = 'init' | 'generate' | 'discover' | 'dynamic';

export interface PluginScript {
  role: ScriptRole;
  /** how the argv runs the script (`sh -c`, `bash -ec`, …) and the script text */
  shell: ShellScript;
  facts: ScriptFacts;
  /** the argv element holding the script (offsets in `facts` are relative to its value) */
  node?: NodeRef;
}

const cache = new WeakMap<PluginDef, PluginScript[]>();

export function pluginScripts(p: PluginDef): PluginScript[] {
  const hit = cache.get(p);
  if (hit) return hit;
  const out = commandScripts([
    ['init', p.init],
    ['generate', p.generate],
    ['discover', p.discover?.command],
    ['dynamic', p.parameters.dynamic],
  ]);
  cache.set(p, out);
  return out;
}

const legacyCache = new WeakMap<LegacyPlugin, PluginScript[]>();

/**
 * The init and generate scripts of a removed argocd-cm plugin. They ran the same way (argv without a
 * shell, exit status and stdout judged the same), and since v2.4 they also received Application env
 * only as `ARGOCD_ENV_<name>` (reposerver `getPluginEnvs`, #9638/#9688): the same script rules apply.
 */
export function legacyScripts(p: LegacyPlugin): PluginScript[] {
  const hit = legacyCache.get(p);
  if (hit) return hit;
  const out = commandScripts([
    ['init', p.init],
    ['generate', p.generate],
  ]);
  legacyCache.set(p, out);
  return out;
}

function commandScripts(roles: [ScriptRole, Command | undefined][]): PluginScript[] {
  const out: PluginScript[] = [];
  for (const [role, cmd] of roles) {
    if (!cmd) continue;
    const sh = scriptOfCommand(cmd.command, cmd.args);
    if (!sh) continue;
    const facts = analyzeScript(sh.script, { errexit: sh.errexit, pipefail: sh.pipefail });
    const i = sh.scriptIndex;
    const node = i < cmd.command.length ? cmd.ref?.getIn(['command', i]) : cmd.ref?.getIn(['args', i - cmd.command.length]);
    out.push({ role, shell: sh, facts, node });
  }
  return out;
}

/**
 * Reads of `name` that can see a value from the environment: before the script assigns the
 * name itself (`X="${X:-d}"` reads X before assigning it). A name the script only sets through
 * `read`, `for` or `export X=` counts as assigned from the start.
 */
export function environmentReads(facts: ScriptFacts, name: string): ScriptFacts['varReads'] {
  const reads = facts.varReads.filter((r) => r.name === name);
  if (!facts.assigned.has(name)) return reads;
  const assigning = facts.commands.filter((c) => c.assigns.includes(name) && !c.inFunction);
  if (assigning.length === 0) return [];
  const firstEnd = Math.min(...assigning.map((c) => c.end));
  return reads.filter((r) => r.offset < firstEnd);
}

/** The inline script of one role (generate, init, …), if the plugin runs that command through a shell. */
export function pluginScript(p: PluginDef, role: ScriptRole): PluginScript | undefined {
  return pluginScripts(p).find((s) => s.role === role);
}

/** A script excerpt on one line, short enough for a message. */
export function oneLine(s: string): string {
  const t = s.replace(/\s*\n\s*/g, ' ').trim();
  return t.length > 60 ? `${t.slice(0, 57)}...` : t;
}

/**
 * How every message names a plugin: by `metadata.name`, with the name Argo CD serves it under when
 * a version makes them differ (`helmfile` (served as `helmfile-v1.0`)).
 */
export function pluginLabel(p: Pick<PluginDef, 'name' | 'socketName'>): string {
  // a name a template computes (`name: {{ .Values.name }}`) reaches the model as the masked string
  // `{ .Values.name }` (src/yaml/template.ts): show it as written
  const shown = (s: string) => (/^\{[^{}]*\}/.test(s) && /^\{/.test(p.name) && /\}$/.test(p.name) ? `{${p.name}}${s.slice(p.name.length)}` : s);
  if (!p.name) return 'without `metadata.name`';
  return p.socketName === p.name ? `\`${shown(p.name)}\`` : `\`${shown(p.name)}\` (served as \`${shown(p.socketName)}\`)`;
}
