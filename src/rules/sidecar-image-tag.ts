import { defineRule } from './types.js';
import type { Container } from '../model/types.js';
import { VAR_FILES_DIR } from '../model/argocd.js';

export type ImagePin = 'pinned' | 'latest' | 'untagged' | 'templated';

/** How an image reference is pinned. The tag is after the last `:` of the last path segment, so a
 * registry port (`host:5000/img`) is not a tag; a digest (`@sha256:…`) pins whatever the tag says. */
export function imagePin(image: string): ImagePin {
  if (/\{\{|\$\{|\$\(/.test(image)) return 'templated'; // Helm tpl, Terraform, Kubernetes $(VAR)
  if (image.includes('@')) return 'pinned';
  const last = image.slice(image.lastIndexOf('/') + 1);
  const i = last.indexOf(':');
  if (i < 0 || i === last.length - 1) return 'untagged';
  return last.slice(i + 1) === 'latest' ? 'latest' : 'pinned';
}

// A moving tag means each repo-server restart (or a new node) may run a different plugin toolchain:
// renders change without a commit, and a bad release breaks every app that uses the plugin.
export default defineRule({
  meta: {
    id: 'sidecar-image-tag',
    severity: 'warning',
    description: 'a container of the repo-server pod (a sidecar, the main container, an init container that installs tools) uses `:latest` or no tag',
  },
  check({ model, report }) {
    const seen = new Set<unknown>();
    const judge = (c: Container, label: string) => {
      if (!c.image || seen.has(c.ref.identity())) return;
      seen.add(c.ref.identity());
      const pin = imagePin(c.image);
      if (pin === 'pinned' || pin === 'templated') return;
      const base = pin === 'latest' ? c.image.slice(0, -':latest'.length) : c.image;
      report({
        loc: (c.imageRef ?? c.ref.get('image') ?? c.ref).loc(),
        message: `${label} uses image \`${c.image}\`${pin === 'untagged' ? ', which means `:latest`' : ''}: the tag moves, so a pod restart can pull a different toolchain and change what the plugin renders without any commit, or break it for every app at once`,
        hint: c.imageRef
          ? 'pin a version or a digest: `tag: <version>` or `digest: sha256:<digest>`'
          : `pin a version or a digest: \`image: ${base}:<version>\` or \`image: ${base}@sha256:<digest>\``,
      });
    };
    for (const s of model.sidecars) {
      judge(s, `sidecar \`${s.name}\``);
      // init containers that fill a volume the sidecar mounts (tools downloaded into an emptyDir)
      const shared = new Set(s.volumeMounts.filter((m) => m.mountPath !== VAR_FILES_DIR && m.name !== 'var-files' && m.name !== 'plugins').map((m) => m.name));
      for (const c of s.initContainers) {
        const fills = c.volumeMounts.find((m) => shared.has(m.name) && m.mountPath !== VAR_FILES_DIR);
        if (fills) judge(c, `init container \`${c.name}\`, which fills volume \`${fills.name}\` for sidecar \`${s.name}\`,`);
      }
    }
    // The rest of the repo-server pod: the main container renders Helm/Kustomize apps and serves
    // every plugin socket; init containers install tools into it (legacy plugins, custom tools).
    for (const pod of model.pods) {
      if (pod.main) judge(pod.main, `the repo-server container \`${pod.main.name}\``);
      // copyutil (only var-files) copies the argocd binary itself; the others install tools
      for (const c of pod.initContainers) {
        const fills = c.volumeMounts.find((m) => m.mountPath !== VAR_FILES_DIR && m.name !== 'var-files');
        if (fills) judge(c, `init container \`${c.name}\`, which fills volume \`${fills.name}\` in the repo-server pod,`);
        else if (c.volumeMounts.length === 0) judge(c, `init container \`${c.name}\` of the repo-server pod`);
      }
    }
  },
});
