// Link facts of the forms matrix: an Application and the plugin it uses, the plugin written in each
// definition form. Whether the two meet is a cross-object fact (ref §2 socket names, §3.3 discovery
// of a named plugin, §4.2 env prefix), so every definition form must carry it the same way.
import type { Anchor } from './text.js';
import { PLUGIN_WRITERS, type PluginText } from './definitions.js';

export interface LinkFact {
  id: string;
  rule: string;
  severity: 'error' | 'warning' | 'info';
}

export const LINK_FACTS: LinkFact[] = [
  // Application env arrives as ARGOCD_ENV_CLUSTER; the script reads $CLUSTER, which is empty
  { id: 'script-reads-bare-app-env', rule: 'app-plugin-env-prefix', severity: 'warning' },
  // the plugin sets spec.version, so its socket is jsonnet-v1.0 and `jsonnet` is not found
  { id: 'versioned-plugin-named-bare', rule: 'app-plugin-not-found', severity: 'error' },
  // the named plugin's discover rule does not match the app's directory: Argo CD reports not found
  { id: 'discover-does-not-match-path', rule: 'app-plugin-discover-mismatch', severity: 'error' },
];

const APP = (pluginName: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: guestbook
  namespace: argocd
spec:
  project: default
  destination:
    server: https://kubernetes.default.svc
    namespace: guestbook
  source:
    repoURL: https://github.com/example/deploy.git
    targetRevision: main
    path: apps/guestbook
    plugin:
      name: ${pluginName}
      env:
        - name: CLUSTER
          value: east
`;

function plugin(fact: string | undefined): PluginText {
  const version = fact === 'versioned-plugin-named-bare' || fact === undefined ? '\nversion: v1.0' : '';
  const env = fact === 'script-reads-bare-app-env' ? '$CLUSTER' : '$ARGOCD_ENV_CLUSTER';
  const glob = fact === 'discover-does-not-match-path' ? '*.cue' : '*.jsonnet';
  return {
    name: 'jsonnet',
    spec: `discover:\n  fileName: "${glob}"\ngenerate:\n  command: [sh, -c]\n  args: ["jsonnet --ext-str cluster=${env} main.jsonnet"]${version}`,
    needle: fact === 'script-reads-bare-app-env' ? '$CLUSTER' : undefined,
  };
}

/** Every link fact (and the clean twin, fact undefined) in every plugin-definition form. */
export function linkCases(): { fact: string | undefined; form: string; files: Record<string, string>; at: Anchor[]; rule: string; severity: string }[] {
  const out = [];
  for (const w of PLUGIN_WRITERS) {
    for (const fact of [undefined, ...LINK_FACTS]) {
      const p = plugin(fact?.id);
      const made = w.make(p);
      // the clean twin names the versioned socket; the versioned fact names the bare plugin name
      const named = fact?.id === 'versioned-plugin-named-bare' ? 'jsonnet' : fact === undefined ? 'jsonnet-v1.0' : 'jsonnet';
      const files = { ...made.files, 'argocd/guestbook.yaml': APP(named), 'apps/guestbook/main.jsonnet': '{}\n' };
      // the script's `$CLUSTER` in the plugin's own file; otherwise the Application's plugin name
      const at: Anchor[] = fact === undefined ? [] : fact.id === 'script-reads-bare-app-env' ? made.at : [{ file: 'argocd/guestbook.yaml', needle: 'name: jsonnet\n', skip: 'name: ' }];
      out.push({ fact: fact?.id, form: w.id, files, at, rule: fact?.rule ?? '', severity: fact?.severity ?? '' });
    }
  }
  return out;
}
