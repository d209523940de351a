// A cheap text test that lets the lint pipeline skip parsing YAML files that cannot hold
// anything CMP-related. It must never say "no" to a file that matters (false negatives would
// silently hide findings); saying "yes" to an ordinary file only costs a parse.
//
// One precompiled, case-insensitive regex; a file may matter when its text contains any of:
//   cmp                      argocd-cmp-server, cmp-server paths, chart `configs: cmp:`, argocd-cmp-cm
//   plugin                   ConfigManagementPlugin, configManagementPlugins, `plugin:` sources,
//                            the /home/argocd/cmp-server/plugins mount
//   argocd                   anything under /var/run/argocd or /home/argocd, argocd-repo-server,
//                            argocd-cm, the argocd namespace
//   argoproj                 apiVersion argoproj.io (Application, ApplicationSet, AppProject, ArgoCD)
//   repo-server, reposerver  the repo-server Deployment and chart `repoServer:` values
//   extracontainers, sidecarcontainers   chart / operator sidecar lists
//   configmap                `kind: ConfigMap`, configMapGenerator, configMap volumes
//   kustomiz                 kind: Kustomization, kustomize options
//   patch                    kustomization patches / patchesStrategicMerge / patchesJson6902, `$patch`
//   /containers, /volumes    JSON 6902 op lists (`/spec/template/spec/containers/-`, `.../volumes/0`)
//   kind: Component          kustomize Components (also the JSON spelling "kind": "Component")
//
// Known blind spots, for the caller to cover by other means: a file whose only relevant text is
// written with YAML escapes (`"\u0063mp"`), and a kustomize patch file that names nothing above
// (a bare `spec:` fragment whose container mounts nothing of Argo CD's) — the caller should parse
// files a matching kustomization references (patches, configMapGenerator files) regardless.
const MAY_MATTER =
  /cmp|plugin|argocd|argoproj|repo-?server|extracontainers|sidecarcontainers|configmap|kustomiz|patch|\/containers|\/volumes|kind["']?\s*:\s*["']?component\b/i;

/** Could this YAML text hold anything CMP-related? Conservative: false positives are fine. */
export function mayMatter(text: string): boolean {
  return MAY_MATTER.test(text);
}

// ---- words of structure ----
//
// The same words, without `configmap`, plus `var-files` (the one sidecar evidence that names nothing
// else): src/files/relevance.ts tests them against a document's keys and string values (not its
// labels and annotations) to decide whether it can matter.
export const STRONG_WORDS =
  /cmp|plugin|argocd|argoproj|repo-?server|extracontainers|sidecarcontainers|kustomiz|patch|\/containers|\/volumes|var-files|kind["']?\s*:\s*["']?component\b/i;

// ---- fixed words found faster ----
//
// V8 looks for a pattern by finding its first character and comparing from there: a word whose
// first character is frequent in YAML (`c`, `g`) takes 3–5 times longer to find than a short piece
// of it that starts with a rarer one. `indexOfWord` finds every occurrence of the word all the same.

/**
 * The first occurrence of `word` at or after `from` (-1 if none), found through `probe`, a piece
 * of the word that starts `at` characters into it. Exactly `text.indexOf(word, from)`.
 */
export function indexOfWord(text: string, word: string, probe: string, at: number, from = 0): number {
  for (let i = text.indexOf(probe, from + at); i !== -1; i = text.indexOf(probe, i + 1)) {
    if (text.startsWith(word, i - at)) return i - at;
  }
  return -1;
}

/** Does the text hold a suppression directive (`cmp-lint-disable…`, src/suppress.ts)? */
export function hasDirective(text: string): boolean {
  return indexOfWord(text, 'cmp-lint-disable', 'ble', 13) !== -1;
}

/**
 * What the extractors look for in a ConfigMap's (or a Secret's) data: a key named like a YAML file
 * (a plugin.yaml, a values file) and a value saying it is a plugin (src/extract/configmaps.ts
 * holdsPluginYaml, src/extract/wrapped.ts otherToolValues); relevance and the ConfigMap text scan
 * decide from the same two.
 */
export const YAML_FILE_KEY = /\.ya?ml$/;
export const PLUGIN_KIND = /kind:\s*ConfigManagementPlugin/;

/** The next `generate` at or after `from` (-1 if none). */
export function indexOfGenerate(text: string, from = 0): number {
  return indexOfWord(text, 'generate', 'gen', 0, from);
}
