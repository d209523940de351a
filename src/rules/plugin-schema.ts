import { defineRule } from './types.js';
import { validatePlugin } from '../schema/validate.js';
import { pathText } from '../core/paths.js';
import { isWholeDocumentValue } from './helm-cmp-plugin-shape.js';
import { goValueOfRef } from '../yaml/yaml11.js';
import type { PluginDef } from '../model/types.js';
import { sidecarServing } from '../model/links.js';

/**
 * The plugin as argocd-cmp-server decodes it: sigs.k8s.io/yaml over go-yaml v2, a YAML 1.1 reader
 * (unquoted `yes`/`on`/`no`/`off` are booleans, `0777` is a number). Falls back to the YAML 1.2 value.
 */
function goView(p: PluginDef): { value: unknown; yaml11: boolean } {
  if (!p.ref) return { value: p.raw, yaml11: false };
  try {
    return { value: goValueOfRef(p.ref, p.raw), yaml11: true };
  } catch {
    return { value: p.raw, yaml11: false };
  }
}

const YAML11_WORD = /^(y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF|~|Null|NULL|0[0-7]+|[-+]?[0-9][0-9_]*)$/;

// Argo CD decodes plugin.yaml with encoding/json: a type mismatch, an empty metadata.name, a wrong
// kind or an empty generate command is fatal at sidecar start, so it crash-loops (reference 1.2, 1.3).
// Unknown keys are ignored silently; they are plugin-unknown-field's business.
export default defineRule({
  meta: {
    id: 'plugin-schema',
    severity: 'error',
    description: 'a plugin definition that makes the sidecar fail at startup (missing or mistyped required fields)',
  },
  check({ model, report }) {
    for (const p of model.plugins) {
      if (isWholeDocumentValue(p)) continue; // a chart value holding a whole document: helm-cmp-plugin-shape explains it
      const view = goView(p);
      // `spec: ...` is content elided in a snippet (a README, an issue), not a value: unless a sidecar
      // in scope mounts this plugin (then it is deployed as written), it is not a broken plugin
      const served = sidecarServing(p, model.sidecars) !== undefined;
      // a ConfigMap key holding nothing but `apiVersion`/`kind` and then `...` (a document end
      // marker standing for elided content): a placeholder, unless a sidecar serves it as written
      const raw = p.raw as Record<string, unknown> | undefined;
      if (!served && p.configMap && !p.specOnly && raw && typeof raw === 'object' && raw.metadata === undefined && raw.spec === undefined) continue;
      for (const issue of validatePlugin(view.value, { specOnly: p.specOnly })) {
        if (issue.keyword === 'additionalProperties') continue;
        if (!served && valueAt(view.value, issue.path) === '...') continue;
        const field = pathText(issue.path, p.specOnly);
        let message = `${field} ${issue.message}`;
        let hint: string | undefined;
        const last = issue.path[issue.path.length - 1];
        if (issue.keyword === 'required') {
          const missing = String(issue.params.missingProperty ?? '');
          message = `${pathText([...issue.path, missing], p.specOnly)} is missing`;
          if (missing === 'command' || (missing === 'generate' && !p.specOnly)) message += ': the sidecar fails with "spec.generate command should be non-empty"';
          if (missing === 'name') message += ': the sidecar fails with "metadata.name should be non-empty"';
          if (missing === 'command') hint = 'generate:\n  command: [sh, -c]\n  args: ["…"]';
          if (missing === 'kind' && issue.path.length === 0) {
            message += ': the sidecar fails with "kind should be ConfigManagementPlugin, found "';
            hint = 'kind: ConfigManagementPlugin';
          }
        } else if (issue.keyword === 'minLength' && pathText(issue.path, p.specOnly) === '`metadata.name`') {
          message += ': the sidecar fails with "metadata.name should be non-empty"';
        } else if (issue.keyword === 'minItems' && pathText(issue.path, p.specOnly) === '`spec.generate.command`') {
          message += ': the sidecar fails with "spec.generate command should be non-empty"';
          hint = 'generate:\n  command: [sh, -c]\n  args: ["…"]';
        } else if (issue.keyword === 'type' && view.yaml11 && yaml11Word(p, issue.path)) {
          hint = `Argo CD reads plugin.yaml as YAML 1.1, where an unquoted \`${yaml11Word(p, issue.path)}\` is not a string: quote it`;
        } else if (last === 'command' && issue.keyword === 'type') {
          hint = 'write the command as a list: `command: [sh, -c]`';
        } else if (last === 'kind') {
          message += ': the sidecar fails with "kind should be ConfigManagementPlugin"';
          hint = 'kind: ConfigManagementPlugin';
        }
        report({ loc: p.ref.at(issue.path, issue.keyword === 'required'), message: `plugin ${p.name ? `\`${p.name}\`` : '(no name)'}: ${message}`, hint });
      }
    }
  },
});

/** The plain scalar at `path` when YAML 1.1 resolves it to a bool, null or number. */
function yaml11Word(p: PluginDef, path: (string | number)[]): string | undefined {
  let ref = p.ref?.positioned() as unknown as { get?: (s: string | number) => unknown; node?: { type?: string; source?: string } } | undefined;
  for (const seg of path) ref = ref?.get?.(seg) as typeof ref;
  const n = ref?.node;
  return n && n.type === 'PLAIN' && typeof n.source === 'string' && YAML11_WORD.test(n.source) ? n.source : undefined;
}

function valueAt(v: unknown, path: (string | number)[]): unknown {
  let cur = v;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[seg];
  }
  return cur;
}
