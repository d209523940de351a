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

// ---- per-document pre-check ----
//
// A big GitOps repository keeps dozens of Deployments and Services per file, and one of them
// mounting a ConfigMap is enough for the whole-file test to say yes. So a file that passes is
// also tested document by document: documents that cannot matter are blanked out (every
// character but line breaks becomes a space), which keeps every offset, line and column of the
// documents that remain, while the YAML parser skims blank lines instead of building nodes.
//
// A document may matter when it contains any of the words above other than `configmap`, or
// `var-files` (the one sidecar evidence that names nothing else); a document whose only hit is
// `configmap` may matter unless it declares a top-level `kind:` that is not ConfigMap/List
// (a workload or Service that merely mounts or references a ConfigMap is not a CMP sidecar
// unless something else in it says so — see hasCmpEvidence and workloadSidecars).
// Document boundaries are found as YAML defines them: `---` or `...` at column 0 followed by
// white space or the end of the line, which can never occur inside a node.

const STRONG =
  /cmp|plugin|argocd|argoproj|repo-?server|extracontainers|sidecarcontainers|kustomiz|patch|\/containers|\/volumes|var-files|kind["']?\s*:\s*["']?component\b/i;
const CONFIGMAP = /configmap/i;
const TOP_KIND = /^kind:[ \t]*["']?([^\s"'#]*)/gm;
const MARKER = /^(?:---|\.\.\.)(?=[ \t\r\n]|$)/gm;

function docMayMatter(doc: string): boolean {
  if (STRONG.test(doc)) return true;
  if (!CONFIGMAP.test(doc)) return false;
  let sawKind = false;
  for (const m of doc.matchAll(TOP_KIND)) {
    sawKind = true;
    if (m[1] === 'ConfigMap' || m[1] === 'List' || m[1] === '') return true;
  }
  return !sawKind;
}

/**
 * The text the YAML parser should see: undefined when nothing in the file can matter, the text
 * itself when every document may matter, else the text with the other documents blanked out
 * (same length, same line breaks).
 */
export function relevantText(text: string): string | undefined {
  if (!MAY_MATTER.test(text)) return undefined;
  const starts: number[] = [0];
  for (const m of text.matchAll(MARKER)) if (m.index! > 0) starts.push(m.index!);
  starts.push(text.length);
  const keep: boolean[] = [];
  let any = false;
  let all = true;
  for (let i = 0; i + 1 < starts.length; i++) {
    const chunk = text.slice(starts[i], starts[i + 1]);
    // directives (%YAML, %TAG) belong to the document after them: never blank them
    const k = docMayMatter(chunk) || /^%/m.test(chunk);
    keep.push(k);
    any ||= k;
    all &&= k;
  }
  if (!any) return undefined;
  if (all) return text;
  let out = '';
  for (let i = 0; i < keep.length; i++) {
    const chunk = text.slice(starts[i], starts[i + 1]);
    if (keep[i]) {
      out += chunk;
      continue;
    }
    // keep the marker itself so document boundaries stay where they were
    const head = /^(?:---|\.\.\.)/.test(chunk) ? 3 : 0;
    out += chunk.slice(0, head) + chunk.slice(head).replace(/[^\r\n]/g, ' ');
  }
  return out;
}
