// The errors cmp-lint reports on ../shared/corpus/real-world, file by file, each reviewed by hand
// against Argo CD's behaviour (reference/argo-cd-cmp.md). Every entry is `rule-id:line`; a file not
// listed must have no error. Warnings and infos are not pinned here (the rule fixtures cover them).
export const EXPECTED_ERRORS: Record<string, string[]> = {
  // The Application copied from Argo CD's docs has no spec.destination: the API server rejects it.
  '02-argocd-docs-configmap-sidecar-app.yaml': ['app-schema:60'],
  // argocd-cm configManagementPlugins: removed in v2.8, the plugins are gone.
  '07-avp-argocd-cm-legacy.yaml': ['legacy-cm-plugin:23'],
  // an indented fragment of argocd-cm data holding configManagementPlugins (the example-apps README):
  // the same removed v2.8 format as a whole argocd-cm, so the plugin is gone (issue 12 theme 3).
  '17-kustomized-helm-argocd-cm.yaml': ['legacy-cm-plugin:5'],
  // README fragment Application (no project/destination/repoURL) and a plugin name without its
  // version: the plugin declares version v1.0, so Argo CD serves `cdk8s-typescript-v1.0`.
  '14-cdk8s-typescript.yaml': ['app-schema:26', 'app-schema:27', 'app-plugin-not-found:29'],
  // README fragment Application without metadata/project/destination/repoURL, and the chart plugin
  // `argocd-sops-cmp` declares version v1.0, so the name must be `argocd-sops-cmp-v1.0`.
  '23-sops-cmp-helm-values.yaml': ['app-schema:102', 'app-schema:104', 'app-schema:105', 'app-plugin-not-found:108'],
  // runAsUser: 1000: the repo-server (uid 999) cannot connect to the socket.
  '27-helmfile-ch4s3r-uid1000.yaml': ['sidecar-run-as-user:41'],
  // the sidecar mounts `cmp-tmp`, the pod declares `cmp-tm`: the pod is rejected.
  '28-helmfile-xente.yaml': ['sidecar-volume-undeclared:52'],
  // a second argocd-cm document still carries configManagementPlugins.
  '33-sops-avp-timmyb824.yaml': ['legacy-cm-plugin:255'],
  // the Application names `argo-cmp-timoni`; the plugin declares version v1.0 (`argo-cmp-timoni-v1.0`).
  '44-timoni-baked-image.yaml': ['app-plugin-not-found:112'],
};
