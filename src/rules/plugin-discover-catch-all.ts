import { defineRule } from './types.js';
import { pluginLabel } from '../model/plugin-scripts.js';
import type { Command, NodeRef, PluginDef } from '../model/types.js';
import { effectiveRule, goJoin, goMatch, zglobCompile } from '../discover/index.js';
import { isCatchAllCommand, scriptOfCommand } from '../shell/index.js';

// With no explicit source type, the repo-server asks every CMP sidecar first and only then looks
// for Chart.yaml / kustomization.yaml (reference 3.1, 8.11). A discover rule that matches any
// directory therefore takes over every Helm, Kustomize and plain-YAML app that does not name its
// type. A rule matches everything when it is satisfied by a file any app has: any file at all, or
// any YAML file. Probe names that no real marker file would have stand for "any file".
const APP = '/app';
const PROBES = ['zz-any-file.yaml', 'zz-any-file.yml', 'zz-any-file'];

export default defineRule({
  meta: {
    id: 'plugin-discover-catch-all',
    severity: 'warning',
    description: 'a discover rule matches every application, so the plugin hijacks Helm, Kustomize and plain-YAML apps',
  },
  check({ model, report }) {
    for (const p of model.plugins) {
      const eff = effectiveRule(p.discover);
      if (!eff) continue;
      const d = p.discover!;
      if (eff.kind === 'command') {
        const cmd = eff.value as Command;
        const argv = [...cmd.command, ...cmd.args];
        const always = isCatchAllCommand(argv) === 'always';
        // `find . -name '*.yaml'`, `ls *.yaml`: the command twin of `fileName: "*.yaml"`
        if (!always && isCatchAllCommand(argv, 'yaml') !== 'always') continue;
        report({
          loc: commandLoc(cmd, d.ref ?? p.ref),
          message: always
            ? `plugin ${pluginLabel(p)}: \`find.command\` always exits 0 and prints something, so it matches every application; CMP discovery runs before Helm/Kustomize detection, so every app without an explicit source type is rendered by this plugin`
            : `plugin ${pluginLabel(p)}: \`find.command\` exits 0 and prints something in any app directory that holds a YAML file, which is nearly every app; CMP discovery runs before Helm/Kustomize detection, so those apps are rendered by this plugin`,
          hint: hintFor(p),
        });
        continue;
      }
      const pattern = eff.value as string;
      if (!matchesAnyFile(eff.kind, pattern)) continue;
      const field = eff.kind === 'fileName' ? 'fileName' : 'find.glob';
      report({
        loc: (d.ref?.getIn(eff.kind === 'fileName' ? ['fileName'] : ['find', 'glob']) ?? d.ref ?? p.ref).loc(),
        message: `plugin ${pluginLabel(p)}: \`${field}: ${JSON.stringify(pattern)}\` matches any app directory that holds ${/ya?ml/.test(pattern) ? 'a YAML file' : 'a file'}, which is nearly every app; CMP discovery runs before Helm/Kustomize detection, so those apps are rendered by this plugin`,
        hint: hintFor(p),
      });
    }
  },
});

function matchesAnyFile(kind: 'fileName' | 'glob', pattern: string): boolean {
  try {
    if (kind === 'fileName') {
      const joined = goJoin(APP, pattern);
      return PROBES.some((f) => goMatch(joined, `${APP}/${f}`));
    }
    const z = zglobCompile(goJoin(APP, pattern));
    if (!z.regex) return false;
    return PROBES.some((f) => z.regex!.test(`${APP}/${f}`) || z.regex!.test(`${APP}/sub/${f}`));
  } catch {
    return false; // a pattern that does not compile is plugin-discover-glob's finding
  }
}

/** The script element of a `sh -c` find command, else the `command` list. */
function commandLoc(cmd: Command, fallback: NodeRef) {
  const s = scriptOfCommand(cmd.command, cmd.args);
  const at = (i: number) => (i < cmd.command.length ? cmd.ref?.get('command')?.get(i) : cmd.ref?.get('args')?.get(i - cmd.command.length));
  return (s ? at(s.scriptIndex) : undefined)?.loc() ?? (cmd.ref?.get('command') ?? cmd.ref ?? fallback).loc();
}

function hintFor(p: PluginDef): string {
  return `match a file only this plugin's apps have (e.g. \`fileName: ${markerFor(p)}\`), or delete \`discover\` and select the plugin explicitly with \`plugin.name: ${p.socketName}\``;
}

function markerFor(p: PluginDef): string {
  const n = p.name.toLowerCase();
  if (n.includes('helmfile')) return 'helmfile.yaml';
  if (n.includes('kustomiz')) return 'kustomization.yaml';
  if (n.includes('helm')) return 'Chart.yaml';
  if (n.includes('cdk8s')) return 'cdk8s.yaml';
  if (n.includes('tanka') || n.includes('jsonnet')) return 'jsonnetfile.json';
  return `.${p.name}`;
}
