// Argo CD settings that change how native sources render, read from the repository when it holds
// its own Argo CD install: `kustomize.buildOptions` of the argocd-cm ConfigMap.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `data["kustomize.buildOptions"]` of a ConfigMap named argocd-cm among `files` (repo-relative YAML
 * files under `root`); the first one found in file order. Undefined when none sets it.
 */
export function findKustomizeBuildOptions(root: string, files: string[]): string | undefined {
  for (const f of files) {
    if (!/\.ya?ml$/i.test(f)) continue;
    let text: string;
    try {
      text = readFileSync(join(root, f), 'utf8');
    } catch {
      continue;
    }
    if (!text.includes('kustomize.buildOptions') || !text.includes('argocd-cm')) continue;
    let docs;
    try {
      docs = parseAllDocuments(text);
    } catch {
      continue;
    }
    for (const d of Array.isArray(docs) ? docs : [docs]) {
      let v: unknown;
      try {
        v = d.toJS();
      } catch {
        continue;
      }
      if (!isObj(v) || v.kind !== 'ConfigMap' || !isObj(v.metadata) || v.metadata.name !== 'argocd-cm' || !isObj(v.data)) continue;
      const o = v.data['kustomize.buildOptions'];
      if (typeof o === 'string') return o;
    }
  }
  return undefined;
}
