// Argo CD settings that change how native sources render, read from the repository when it holds
// its own Argo CD install: `kustomize.buildOptions` of the argocd-cm ConfigMap.
import { findArgocdCm } from '../diff/argo-settings.js';

/**
 * `data["kustomize.buildOptions"]` of a ConfigMap named argocd-cm among `files` (repo-relative YAML
 * files under `root`); the first one found in file order. Undefined when none sets it.
 */
export function findKustomizeBuildOptions(root: string, files: string[]): string | undefined {
  return findArgocdCm(root, files, 'kustomize.buildOptions')?.data['kustomize.buildOptions'];
}
