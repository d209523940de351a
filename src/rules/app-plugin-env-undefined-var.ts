import { defineRule } from './types.js';
import { BUILD_ENV_VARS } from '../model/argocd.js';

// The repo-server runs every plugin.env value through Go's os.Expand with a table holding only
// the build variables (ARGOCD_APP_*, KUBE_VERSION, KUBE_API_VERSIONS); `$$` yields `$`, and any
// other name expands to "" (reference 4.2, types.go Env.Envsubst). Sidecar env, repo-server env
// and the other plugin.env entries are not in that table.
//
// os.Expand reads `${...}` up to the first `}` whatever is inside, so `${var.region}` would be
// emptied too. Such a name can only be another templating language's expression (Terraform
// `${var.x}`/`%{ if }`, Helm), rendered before Argo CD ever sees the file (corpus pattern 13), so
// braces holding anything but a shell-style name are left alone, as are `{{ ... }}` regions
// (ApplicationSet and Helm templates). A file that shows Terraform template syntax anywhere
// (`%{ if }`, `${var.x}`) is rendered by Terraform first, so none of its `${...}` is judged;
// bare `$NAME` is not Terraform syntax and still reaches Argo CD.
const BUILD = new Set(BUILD_ENV_VARS);
const TERRAFORM = /%\{~?\s*(?:if|for|endif|endfor|else)\b|\$\{\s*(?:var|local|module|each|data|path)\.[A-Za-z_]/;
const SPECIAL = new Set(['*', '#', '$', '@', '!', '?', '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);

export interface ExpandRef {
  /** the variable name os.Expand looks up; '' for syntax it drops (`${}`, an unterminated `${`) */
  name: string;
  start: number;
  end: number;
  braced: boolean;
}

export default defineRule({
  meta: {
    id: 'app-plugin-env-undefined-var',
    severity: 'warning',
    description: 'an Application plugin env value references a variable Argo CD does not define, so it expands to empty',
  },
  check({ model, report }) {
    // Application fragments (a kustomize patch of an Application's plugin env) expand the same way
    for (const s of [...model.sources, ...(model.sourceFragments ?? [])]) {
      if (substitutionInput(s.app)) continue;
      for (const e of s.plugin?.env ?? []) {
        if (!e.value.includes('$')) continue;
        const templates = templateRegions(e.value);
        const terraform = TERRAFORM.test(e.ref?.src.text ?? '');
        const valueRef = e.ref?.get('value');
        for (const r of expandRefs(e.value)) {
          if (r.name === '$' || BUILD.has(r.name)) continue;
          if (templates.some(([a, b]) => r.start >= a && r.start < b)) continue;
          if (r.braced && terraform) continue;
          if (r.braced && r.name !== '' && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(r.name) && !SPECIAL.has(r.name)) continue;
          const text = e.value.slice(r.start, r.end);
          const loc = (valueRef ? valueRef.scalarOffsetLoc(r.start, r.end) : (e.ref ?? s.plugin!.ref).loc());
          const app = `${s.app.label}`;
          if (r.name === '') {
            report({
              loc,
              message: `plugin env \`${e.name}\` of ${app} contains \`${text}\`, which Go's os.Expand treats as bad syntax and drops from the value`,
              hint: 'write `$$` for a literal `$`',
            });
            continue;
          }
          const why = r.name.startsWith('ARGOCD_ENV_')
            ? 'other plugin.env entries are not available there'
            : 'sidecar and repo-server variables are not available there';
          report({
            loc,
            message:
              `plugin env \`${e.name}\` of ${app} references \`${text}\`: Argo CD expands plugin.env values with its build variables only ` +
              `(ARGOCD_APP_*, KUBE_VERSION, KUBE_API_VERSIONS; ${why}), so \`${text}\` becomes an empty string`,
            hint: `write \`$${text}\` to hand the plugin a literal \`${text}\` for its script to expand, or put the value itself`,
          });
        }
      }
    }
  },
});

/**
 * An Application (or ApplicationSet) whose own name or namespace holds a `$NAME`/`${NAME}`
 * reference is not what Argo CD reads: the API server stores a custom resource only under a DNS-1123
 * name (the apiextensions validator's NameIsDNSSubdomain; a namespace is a DNS label), so the file
 * is the input of a substitution tool (envsubst in a parent application's plugin, Flux's
 * postBuild substitution, a CI script). That tool replaces every `$` reference of the file, the
 * plugin env values' included, before Argo CD sees the Application.
 */
function substitutionInput(app: { name: string; namespace?: string }): boolean {
  return (app.name.includes('$') && expandRefs(app.name).length > 0) || (!!app.namespace?.includes('$') && expandRefs(app.namespace).length > 0);
}

/** The `$` references in `s` exactly as Go's os.Expand scans them (getShellName). */
export function expandRefs(s: string): ExpandRef[] {
  const out: ExpandRef[] = [];
  for (let j = 0; j < s.length; j++) {
    if (s[j] !== '$' || j + 1 >= s.length) continue;
    const rest = s.slice(j + 1);
    let name: string;
    let w: number;
    let braced = false;
    if (rest[0] === '{') {
      braced = true;
      if (rest.length > 2 && SPECIAL.has(rest[1]) && rest[2] === '}') {
        name = rest[1];
        w = 3;
      } else {
        const close = rest.indexOf('}', 1);
        if (close === 1) [name, w] = ['', 2];
        else if (close < 0) [name, w] = ['', 1];
        else [name, w] = [rest.slice(1, close), close + 1];
      }
    } else if (SPECIAL.has(rest[0])) {
      [name, w] = [rest[0], 1];
    } else {
      const m = /^[A-Za-z0-9_]*/.exec(rest)![0];
      [name, w] = [m, m.length];
      if (w === 0) continue; // `$` not followed by a name stays as it is
    }
    out.push({ name, start: j, end: j + 1 + w, braced });
    j += w;
  }
  return out;
}

/** `{{ ... }}` spans (ApplicationSet / Helm templates), as [start, end) offsets. */
function templateRegions(s: string): [number, number][] {
  const out: [number, number][] = [];
  let i = 0;
  while ((i = s.indexOf('{{', i)) >= 0) {
    const close = s.indexOf('}}', i + 2);
    const end = close < 0 ? s.length : close + 2;
    out.push([i, end]);
    i = end;
  }
  return out;
}
