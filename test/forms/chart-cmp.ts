// argo-cd chart facts of the forms matrix: `configs.cmp` renders ConfigMap argocd-cmp-cm with one
// `<plugin>.yaml` key per plugin, only with `configs.cmp.create: true` (ref §6); the values reach the
// chart from a values file, an umbrella chart, Argo CD's own Application (valuesObject or a values
// string), kustomize `helmCharts`, a helmfile release, a Flux HelmRelease or a k3s HelmChart.
import { ind, item, type Anchor } from './text.js';

export const CHART_FACTS = [
  { id: 'cmp-create-missing', rule: 'helm-cmp-not-created', severity: 'error' },
  { id: 'subpath-plugin-yaml', rule: 'sidecar-config-key', severity: 'error' },
  { id: 'plugin-whole-document', rule: 'helm-cmp-plugin-shape', severity: 'error' },
] as const;

const SIDECAR = (subPath: string) => `name: cmp-jsonnet
image: registry.example.com/cmp/jsonnet:0.20.0
command: [/var/run/argocd/argocd-cmp-server]
securityContext:
  runAsNonRoot: true
  runAsUser: 999
  allowPrivilegeEscalation: false
  readOnlyRootFilesystem: true
  capabilities:
    drop: [ALL]
resources:
  requests: {cpu: 50m, memory: 64Mi}
  limits: {memory: 256Mi}
volumeMounts:
  - name: var-files
    mountPath: /var/run/argocd
  - name: plugins
    mountPath: /home/argocd/cmp-server/plugins
  - name: cmp-plugin
    mountPath: /home/argocd/cmp-server/config/plugin.yaml
    subPath: ${subPath}
  - name: cmp-tmp
    mountPath: /tmp`;

const SPEC_BODY = 'generate:\n  command: [jsonnet, main.jsonnet]';

/** The chart values (configs.cmp and repoServer) for a fact; and where its finding points. */
function values(fact: string | undefined): { text: string; needle?: string; skip?: string; after?: string } {
  const create = fact === 'cmp-create-missing' ? '' : 'create: true\n';
  const subPath = fact === 'subpath-plugin-yaml' ? 'plugin.yaml' : 'jsonnet.yaml';
  const body =
    fact === 'plugin-whole-document'
      ? `apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata:\n  name: jsonnet\nspec:\n${ind(SPEC_BODY, 2)}`
      : SPEC_BODY;
  const text = `configs:
  cmp:
${ind(`${create}plugins:\n  jsonnet:\n${ind(body, 4)}`, 4)}
repoServer:
  extraContainers:
${ind(item(SIDECAR(subPath)), 4)}
  volumes:
    - name: cmp-plugin
      configMap:
        name: argocd-cmp-cm
    - name: cmp-tmp
      emptyDir: {}`;
  switch (fact) {
    case 'cmp-create-missing':
      return { text, needle: 'plugins:' };
    case 'subpath-plugin-yaml':
      return { text, needle: 'subPath: plugin.yaml', skip: 'subPath: ' };
    case 'plugin-whole-document':
      return { text, needle: 'apiVersion: argoproj.io/v1alpha1', after: 'jsonnet:' };
  }
  return { text };
}

const SELF_APP = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: argocd
  namespace: argocd
spec:
  project: default
  destination:
    server: https://kubernetes.default.svc
    namespace: argocd
  source:
    repoURL: https://argoproj.github.io/argo-helm
    chart: argo-cd
    targetRevision: 7.7.0
    helm:
`;

/** Where chart values are written: the file name and the text around the values. */
export const CHART_WRAPPERS: { id: string; file: string; wrap: (v: string) => string; extra?: Record<string, string> }[] = [
  { id: 'values-file', file: 'values.yaml', wrap: (v) => `${v}\n` },
  {
    id: 'umbrella',
    file: 'values.yaml',
    wrap: (v) => `argo-cd:\n${ind(v, 2)}\n`,
    extra: { 'Chart.yaml': 'apiVersion: v2\nname: platform\nversion: 0.1.0\ndependencies:\n  - name: argo-cd\n    version: 7.7.0\n    repository: https://argoproj.github.io/argo-helm\n' },
  },
  { id: 'application-values-object', file: 'argocd-app.yaml', wrap: (v) => `${SELF_APP}      valuesObject:\n${ind(v, 8)}\n` },
  { id: 'application-values-string', file: 'argocd-app.yaml', wrap: (v) => `${SELF_APP}      values: |\n${ind(v, 8)}\n` },
  {
    id: 'kustomize-helmCharts',
    file: 'kustomization.yaml',
    wrap: (v) =>
      `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nhelmCharts:\n${ind(item(`name: argo-cd\nrepo: https://argoproj.github.io/argo-helm\nversion: 7.7.0\nreleaseName: argocd\nnamespace: argocd\nvaluesInline:\n${ind(v, 2)}`), 2)}\n`,
  },
  {
    id: 'helmfile',
    file: 'helmfile.yaml',
    wrap: (v) => `releases:\n${ind(item(`name: argocd\nnamespace: argocd\nchart: argo/argo-cd\nversion: 7.7.0\nvalues:\n${ind(item(v), 2)}`), 2)}\n`,
  },
  {
    id: 'flux-helmrelease',
    file: 'helmrelease.yaml',
    wrap: (v) =>
      `apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: argocd\n  namespace: argocd\nspec:\n  chart:\n    spec:\n      chart: argo-cd\n      sourceRef:\n        kind: HelmRepository\n        name: argo\n  values:\n${ind(v, 4)}\n`,
  },
];

export function chartCases(): { fact: string | undefined; form: string; files: Record<string, string>; at: Anchor[]; rule: string; severity: string }[] {
  const out = [];
  for (const w of CHART_WRAPPERS) {
    for (const fact of [undefined, ...CHART_FACTS]) {
      const v = values(fact?.id);
      const files = { ...(w.extra ?? {}), [w.file]: w.wrap(v.text) };
      const at: Anchor[] = v.needle ? [{ file: w.file, needle: v.needle, skip: v.skip, after: v.after }] : [];
      out.push({ fact: fact?.id, form: w.id, files, at, rule: fact?.rule ?? '', severity: fact?.severity ?? '' });
    }
  }
  return out;
}
