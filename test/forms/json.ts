// JSON twins of the forms: the same objects written as `.json` files, as repositories hold them —
// `kubectl get -o json` dumps (four-space indent, as kubectl writes), kustomize resources and patch
// files (`patches: - path: patch.json`, `patchesJson6902` with a `.json` op list), and Applications
// read by a directory app (Argo CD reads `*.json` there: reposerver/repository getObjsFromYAMLOrJSON).
// A twin converts the form's manifest files to JSON, renames them in the kustomizations that name
// them, and moves each anchor to the JSON spelling of its node (`runAsUser: 1000` becomes
// `"runAsUser": 1000`; a needle inside a string, such as a script line, stays as it is).
import { parse } from 'yaml';
import type { Anchor } from './text.js';

/** One YAML document as JSON text. */
export function toJson(yamlText: string, indent: number): string {
  return JSON.stringify(parse(yamlText), null, indent) + '\n';
}

const KEY_VALUE = /^(?:- )?([A-Za-z_$][\w.$-]*):(?: (.*))?$/;

/** A YAML needle (`key: value`, `- key: value`, `key:`) in its JSON spelling. */
export function jsonNeedle(s: string): string {
  const m = KEY_VALUE.exec(s);
  if (!m) return s;
  const [, key, value] = m;
  if (value === undefined || value === '') return `"${key}":`;
  if (value === '[' || value === '{') return `"${key}": ${value}`;
  if (/^(?:-?\d+|true|false|null)$/.test(value)) return `"${key}": ${value}`;
  return `"${key}": ${JSON.stringify(value.replace(/^"(.*)"$/, '$1'))}`;
}

/** A skip (`key: `, `- key: `, or '') in its JSON spelling. */
function jsonSkip(s: string | undefined): string | undefined {
  if (!s) return s;
  const m = /^(?:- )?([A-Za-z_$][\w.$-]*): $/.exec(s);
  return m ? `"${m[1]}": ` : s;
}

const renamed = (p: string) => p.replace(/\.ya?ml$/, '.json');

export function jsonAnchor(a: Anchor): Anchor {
  return { file: renamed(a.file), needle: jsonNeedle(a.needle), after: a.after === undefined ? undefined : jsonNeedle(a.after), skip: jsonSkip(a.skip) };
}

/**
 * The form's files with `convert` (paths) written as JSON; the other files' mentions of their
 * names (kustomizations' resources and patches) follow the new names.
 */
export function jsonFiles(files: Record<string, string>, convert: readonly string[], indent: (path: string) => number): Record<string, string> {
  const out: Record<string, string> = {};
  const base = (p: string) => p.slice(p.lastIndexOf('/') + 1);
  for (const [p, text] of Object.entries(files)) {
    if (convert.includes(p)) {
      out[renamed(p)] = toJson(text, indent(p));
      continue;
    }
    let t = text;
    for (const c of convert) t = t.split(base(c)).join(base(renamed(c)));
    out[p] = t;
  }
  return out;
}

/** A definition form (src/forms/definitions.ts) and its anchors, with `convert` written as JSON. */
export function jsonDefForm<F extends { id: string; files(fact: string | undefined): { files: Record<string, string>; at: Anchor[] } | undefined }>(
  form: F,
  convert: readonly string[],
  opts: { indent?: number; inString?: boolean; needle?: string } = {},
): F {
  return {
    ...form,
    id: `${form.id}-json`,
    files: (fact: string | undefined) => {
      const c = form.files(fact);
      if (!c) return undefined;
      const at = c.at.map((a): Anchor => {
        if (!convert.includes(a.file)) return a;
        if (opts.needle !== undefined) return { file: renamed(a.file), needle: opts.needle };
        // (a needle inside a string value is spelled as YAML there: only what leads to it is JSON)
        if (opts.inString) return { ...a, file: renamed(a.file), after: a.after === undefined ? undefined : jsonNeedle(a.after) };
        return jsonAnchor(a);
      });
      return { files: jsonFiles(c.files, convert, () => opts.indent ?? 2), at };
    },
  };
}
