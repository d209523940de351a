// The Application the pre-commit cache tests commit: a plugin source in a fixed repository, one
// path per app. `metadataTail` is appended to its `metadata.namespace` line (e.g. labels),
// `tail` to its last line (e.g. a second document or a syncPolicy).
export function pluginApplication(name: string, plugin: string, { metadataTail = '', tail = '' } = {}): string {
  return `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
  namespace: argocd${metadataTail}
spec:
  project: default
  source:
    repoURL: https://git.example.com/gitops.git
    path: apps/${name}
    targetRevision: main
    plugin:
      name: ${plugin}
  destination:
    server: https://kubernetes.default.svc
    namespace: ${name}${tail}
`;
}
