// The plugin-definition, legacy-plugin and Application facts of the forms matrix.
//
// Why these forms exist (ref §1, §4.8, §6, and the argocd-apps/argo-cd charts' values):
// - argocd-cmp-server reads /home/argocd/cmp-server/config/plugin.yaml: a file in the repository,
//   mounted from a ConfigMap key (a block scalar, or a quoted string as `kubectl create configmap
//   --from-file` / `-o yaml` write it), rendered by the chart from `configs.cmp.plugins.<name>`
//   (a spec body) or `extraObjects`, or baked into an image (COPY/RUN heredoc in a Dockerfile);
// - the removed argocd-cm `configManagementPlugins` is a YAML string under argocd-cm's data, the
//   chart's `configs.cm` (`server.config` before chart 5), the operator's
//   `spec.configManagementPlugins`, a kustomize configMapGenerator entry or patch of argocd-cm;
// - an Application names its plugin in `spec.source.plugin` or `spec.sources[].plugin`; an
//   ApplicationSet in `spec.template` or a generator's own `template`; the argocd-apps chart takes
//   Applications as a list (chart < 1.0) or a map keyed by name (chart >= 1.0).
import { ind, item, dq, dqFolded, type Anchor } from './text.js';
import { jsonDefForm } from './json.js';

export interface DefFact {
  id: string;
  rule: string;
  severity: 'error' | 'warning' | 'info';
}

export interface DefForm {
  id: string;
  /** the files for a broken fact (or the clean twin with `undefined`); undefined: form not used for it */
  files(fact: string | undefined): { files: Record<string, string>; at: Anchor[] } | undefined;
}

// ---------------------------------------------------------------- plugin definitions

export const PLUGIN_FACTS: DefFact[] = [
  { id: 'filename-double-star', rule: 'plugin-discover-glob', severity: 'error' },
  { id: 'command-not-a-list', rule: 'plugin-schema', severity: 'error' },
  { id: 'name-with-slash', rule: 'plugin-name-invalid', severity: 'error' },
  { id: 'lock-repo', rule: 'plugin-unknown-field', severity: 'warning' },
  { id: 'glob-catch-all', rule: 'plugin-discover-catch-all', severity: 'warning' },
];

export interface PluginText {
  name: string;
  /** the body under `spec:` */
  spec: string;
  /** where the finding points: needle and skip, in the plugin's own text */
  needle?: string;
  skip?: string;
}

function pluginText(fact: string | undefined): PluginText {
  let name = 'jsonnet';
  let discover = 'discover:\n  fileName: "*.jsonnet"';
  let command = 'command: [jsonnet, main.jsonnet]';
  let extra = '';
  let needle: string | undefined;
  let skip: string | undefined;
  switch (fact) {
    case 'filename-double-star':
      discover = 'discover:\n  fileName: "**/*.jsonnet"';
      [needle, skip] = ['fileName: "**/*.jsonnet"', 'fileName: '];
      break;
    case 'command-not-a-list':
      command = 'command: jsonnet';
      [needle, skip] = ['command: jsonnet', 'command: '];
      break;
    case 'name-with-slash':
      name = 'cmp/jsonnet';
      [needle, skip] = ['cmp/jsonnet', ''];
      break;
    case 'lock-repo':
      extra = '\nlockRepo: true';
      [needle, skip] = ['lockRepo: true', ''];
      break;
    case 'glob-catch-all':
      discover = 'discover:\n  find:\n    glob: "**/*"';
      [needle, skip] = ['glob: "**/*"', 'glob: '];
      break;
  }
  return { name, spec: `${discover}\ngenerate:\n  ${command}${extra}`, needle, skip };
}

function pluginDoc(p: PluginText): string {
  return `apiVersion: argoproj.io/v1alpha1
kind: ConfigManagementPlugin
metadata:
  name: ${p.name}
spec:
${ind(p.spec, 2)}`;
}

const at = (file: string, p: PluginText, escape = false, after?: string): Anchor[] => {
  if (p.needle === undefined) return [];
  const e = (s: string) => (escape ? JSON.stringify(s).slice(1, -1) : s);
  return [{ file, needle: e(p.needle), skip: e(p.skip ?? ''), after }];
};

const cmHead = (name: string) => `apiVersion: v1
kind: ConfigMap
metadata:
  name: ${name}
  namespace: argocd
data:`;

/** Every plugin-definition form, for any plugin text (the link facts give their own). */
export const PLUGIN_WRITERS: { id: string; make: (p: PluginText) => { files: Record<string, string>; at: Anchor[] } }[] = [];

function pluginForm(id: string, make: (p: PluginText) => { files: Record<string, string>; at: Anchor[] }): DefForm {
  PLUGIN_WRITERS.push({ id, make });
  return { id, files: (fact) => make(pluginText(fact)) };
}

/** In chart values the plugin's name is the map key: `configs.cmp.plugins.<name>: <spec body>`. */
const chartPlugins = (p: PluginText, n: number) => ind(`${p.name}:\n${ind(p.spec, 2)}`, n);

export const PLUGIN_FORMS: DefForm[] = [
  pluginForm('plugin-file', (p) => ({ files: { 'plugin.yaml': pluginDoc(p) + '\n' }, at: at('plugin.yaml', p) })),
  pluginForm('configmap-block', (p) => ({ files: { 'cm.yaml': `${cmHead('cmp-jsonnet')}\n  plugin.yaml: |\n${ind(pluginDoc(p), 4)}\n` }, at: at('cm.yaml', p, false, 'data:') })),
  pluginForm('configmap-quoted', (p) => ({ files: { 'cm.yaml': `${cmHead('cmp-jsonnet')}\n  plugin.yaml: ${dq(pluginDoc(p) + '\n')}\n` }, at: at('cm.yaml', p, true, 'data:') })),
  pluginForm('configmap-kubectl-folded', (p) => ({ files: { 'cm.yaml': `${cmHead('cmp-jsonnet')}\n  plugin.yaml: ${dqFolded(pluginDoc(p) + '\n', 4)}\n` }, at: at('cm.yaml', p, true, 'data:') })),
  pluginForm('configmap-live-list', (p) => ({
    files: { 'live/configmaps.yaml': `apiVersion: v1\nkind: List\nitems:\n${ind(item(`${cmHead('cmp-jsonnet')}\n  plugin.yaml: |\n${ind(pluginDoc(p), 4)}`), 2)}\n` },
    at: at('live/configmaps.yaml', p, false, 'data:'),
  })),
  pluginForm('chart-configs-cmp', (p) => ({
    files: { 'values.yaml': `configs:\n  cmp:\n    create: true\n    plugins:\n${chartPlugins(p, 6)}\n` },
    at: at('values.yaml', p),
  })),
  pluginForm('chart-umbrella-configs-cmp', (p) => ({
    files: {
      'Chart.yaml': 'apiVersion: v2\nname: platform-argocd\nversion: 0.1.0\ndependencies:\n  - name: argo-cd\n    version: 7.7.0\n    repository: https://argoproj.github.io/argo-helm\n',
      'values.yaml': `argo-cd:\n  configs:\n    cmp:\n      create: true\n      plugins:\n${chartPlugins(p, 8)}\n`,
    },
    at: at('values.yaml', p),
  })),
  pluginForm('chart-extra-objects', (p) => ({
    files: { 'values.yaml': `extraObjects:\n${ind(item(`${cmHead('cmp-jsonnet')}\n  plugin.yaml: |\n${ind(pluginDoc(p), 4)}`), 2)}\n` },
    at: at('values.yaml', p, false, 'data:'),
  })),
  pluginForm('kustomize-generator-file', (p) => ({
    files: {
      'kustomization.yaml': 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nconfigMapGenerator:\n  - name: cmp-jsonnet\n    files:\n      - plugin.yaml=plugins/jsonnet.yml\n',
      'plugins/jsonnet.yml': pluginDoc(p) + '\n',
    },
    at: at('plugins/jsonnet.yml', p),
  })),
  pluginForm('dockerfile-copy-heredoc', (p) => ({
    files: { Dockerfile: `FROM registry.example.com/jsonnet:0.20.0\nUSER 999\nCOPY <<'EOF' /home/argocd/cmp-server/config/plugin.yaml\n${pluginDoc(p)}\nEOF\n` },
    at: at('Dockerfile', p),
  })),
  // `<<-`: BuildKit strips the body's leading tabs (an unquoted `<<-EOF` would also expand it)
  pluginForm('dockerfile-copy-heredoc-tabs', (p) => ({
    files: { Dockerfile: `FROM registry.example.com/jsonnet:0.20.0\nUSER 999\nCOPY <<-'EOF' /home/argocd/cmp-server/config/plugin.yaml\n${pluginDoc(p).replace(/^/gm, '\t')}\n\tEOF\n` },
    at: at('Dockerfile', p),
  })),
  pluginForm('dockerfile-run-heredoc', (p) => ({
    files: { Dockerfile: `FROM registry.example.com/jsonnet:0.20.0\nRUN mkdir -p /home/argocd/cmp-server/config && cat <<'EOF' > /home/argocd/cmp-server/config/plugin.yaml\n${pluginDoc(p)}\nEOF\nUSER 999\n` },
    at: at('Dockerfile', p),
  })),
];

// ---------------------------------------------------------------- legacy configManagementPlugins

const LEGACY_LIST = `- name: jsonnet-legacy
  generate:
    command: [jsonnet, main.jsonnet]`;

const LEGACY_KEY = 'configManagementPlugins';

function legacyForm(id: string, file: string, broken: string, clean: string, needle = LEGACY_KEY, extra: Record<string, string> = {}, anchor?: Anchor): DefForm {
  return {
    id,
    files: (fact) => (fact === undefined ? { files: { ...extra, [file]: clean }, at: [] } : { files: { ...extra, [file]: broken, ...(anchor ? { [anchor.file]: LEGACY_LIST + '\n' } : {}) }, at: [anchor ?? { file, needle }] }),
  };
}

const argocdCm = (data: string) => `${cmHead('argocd-cm')}\n${ind(data, 2)}\n`;
const URL_LINE = 'url: https://argocd.example.com';
const legacyBlock = `${LEGACY_KEY}: |\n${ind(LEGACY_LIST, 2)}`;

export const LEGACY_FORMS: DefForm[] = [
  legacyForm('argocd-cm-block', 'argocd-cm.yaml', argocdCm(`${URL_LINE}\n${legacyBlock}`), argocdCm(URL_LINE)),
  legacyForm('argocd-cm-quoted', 'argocd-cm.yaml', argocdCm(`${URL_LINE}\n${LEGACY_KEY}: ${dq(LEGACY_LIST + '\n')}`), argocdCm(URL_LINE)),
  legacyForm(
    'argocd-cm-live-list',
    'live/cm.yaml',
    `apiVersion: v1\nkind: List\nitems:\n${ind(item(argocdCm(`${URL_LINE}\n${legacyBlock}`).trimEnd()), 2)}\n`,
    `apiVersion: v1\nkind: List\nitems:\n${ind(item(argocdCm(URL_LINE).trimEnd()), 2)}\n`,
  ),
  legacyForm('chart-configs-cm', 'values.yaml', `configs:\n  cm:\n${ind(`${URL_LINE}\n${legacyBlock}`, 4)}\n`, `configs:\n  cm:\n    ${URL_LINE}\n`),
  legacyForm('chart-server-config', 'values.yaml', `server:\n  config:\n${ind(`${URL_LINE}\n${legacyBlock}`, 4)}\n`, `server:\n  config:\n    ${URL_LINE}\n`),
  legacyForm(
    'chart-umbrella-configs-cm',
    'values.yaml',
    `argo-cd:\n  configs:\n    cm:\n${ind(`${URL_LINE}\n${legacyBlock}`, 6)}\n`,
    `argo-cd:\n  configs:\n    cm:\n      ${URL_LINE}\n`,
    LEGACY_KEY,
    { 'Chart.yaml': 'apiVersion: v2\nname: platform\nversion: 0.1.0\ndependencies:\n  - name: argo-cd\n    version: 5.51.6\n    repository: https://argoproj.github.io/argo-helm\n' },
  ),
  legacyForm(
    'chart-umbrella-server-config',
    'values.yaml',
    `argo-cd:\n  server:\n    config:\n${ind(`${URL_LINE}\n${legacyBlock}`, 6)}\n`,
    `argo-cd:\n  server:\n    config:\n      ${URL_LINE}\n`,
    LEGACY_KEY,
    { 'Chart.yaml': 'apiVersion: v2\nname: platform\nversion: 0.1.0\ndependencies:\n  - name: argo-cd\n    version: 4.10.9\n    repository: https://argoproj.github.io/argo-helm\n' },
  ),
  legacyForm(
    'operator',
    'argocd.yaml',
    `apiVersion: argoproj.io/v1alpha1\nkind: ArgoCD\nmetadata:\n  name: argocd\nspec:\n  server:\n    insecure: true\n${ind(legacyBlock, 2)}\n`,
    'apiVersion: argoproj.io/v1alpha1\nkind: ArgoCD\nmetadata:\n  name: argocd\nspec:\n  server:\n    insecure: true\n',
  ),
  legacyForm(
    'kustomize-generator-file',
    'kustomization.yaml',
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nconfigMapGenerator:\n  - name: argocd-cm\n    behavior: merge\n    files:\n      - ${LEGACY_KEY}=plugins.yaml\n`,
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nconfigMapGenerator:\n  - name: argocd-cm\n    behavior: merge\n    files:\n      - dex.config=dex.yaml\n`,
    LEGACY_KEY,
    { 'dex.yaml': 'connectors: []\n' },
    // the list is reported in the file that holds it (one finding, not again at the generator entry)
    { file: 'plugins.yaml', needle: 'name: jsonnet-legacy' },
  ),
  legacyForm(
    'kustomize-generator-literal',
    'kustomization.yaml',
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nconfigMapGenerator:\n  - name: argocd-cm\n    behavior: merge\n    literals:\n      - ${URL_LINE.replace(': ', '=')}\n      - '${LEGACY_KEY}=[{name: jsonnet-legacy, generate: {command: [jsonnet, main.jsonnet]}}]'\n`,
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nconfigMapGenerator:\n  - name: argocd-cm\n    behavior: merge\n    literals:\n      - ${URL_LINE.replace(': ', '=')}\n`,
    `'${LEGACY_KEY}=[`,
  ),
  legacyForm(
    'kustomize-inline-patch',
    'kustomization.yaml',
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - https://raw.githubusercontent.com/argoproj/argo-cd/v2.7.14/manifests/install.yaml\npatches:\n${ind(item(`patch: |-\n${ind(argocdCm(`${URL_LINE}\n${legacyBlock}`).trimEnd(), 2)}`), 2)}\n`,
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - https://raw.githubusercontent.com/argoproj/argo-cd/v2.7.14/manifests/install.yaml\npatches:\n${ind(item(`patch: |-\n${ind(argocdCm(URL_LINE).trimEnd(), 2)}`), 2)}\n`,
  ),
  legacyForm(
    'kustomize-inline-json6902',
    'kustomization.yaml',
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - https://raw.githubusercontent.com/argoproj/argo-cd/v2.7.14/manifests/install.yaml\npatches:\n${ind(item(`target:\n  kind: ConfigMap\n  name: argocd-cm\npatch: |-\n${ind(item(`op: add\npath: /data/${LEGACY_KEY}\nvalue: |\n${ind(LEGACY_LIST, 2)}`), 2)}`), 2)}\n`,
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - https://raw.githubusercontent.com/argoproj/argo-cd/v2.7.14/manifests/install.yaml\npatches:\n${ind(item(`target:\n  kind: ConfigMap\n  name: argocd-cm\npatch: |-\n${ind(item(`op: add\npath: /data/url\nvalue: https://argocd.example.com`), 2)}`), 2)}\n`,
    `path: /data/${LEGACY_KEY}`,
  ),
  legacyForm(
    'application-values-object',
    'argocd-app.yaml',
    `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: argocd\n  namespace: argocd\nspec:\n  project: default\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: argocd\n  source:\n    repoURL: https://argoproj.github.io/argo-helm\n    chart: argo-cd\n    targetRevision: 5.51.6\n    helm:\n      valuesObject:\n        configs:\n          cm:\n${ind(`${URL_LINE}\n${legacyBlock}`, 12)}\n`,
    `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: argocd\n  namespace: argocd\nspec:\n  project: default\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: argocd\n  source:\n    repoURL: https://argoproj.github.io/argo-helm\n    chart: argo-cd\n    targetRevision: 5.51.6\n    helm:\n      valuesObject:\n        configs:\n          cm:\n            ${URL_LINE}\n`,
  ),
];

// ---------------------------------------------------------------- Applications

export const APP_FACTS: DefFact[] = [
  { id: 'env-name-prefixed', rule: 'app-plugin-env-prefix', severity: 'warning' },
  { id: 'env-value-undefined-var', rule: 'app-plugin-env-undefined-var', severity: 'warning' },
  { id: 'plugin-name-typo', rule: 'app-plugin-not-found', severity: 'error' },
  { id: 'plugin-and-helm', rule: 'app-source-multiple-types', severity: 'error' },
  // info by design: Argo CD passes the parameter anyway (PARAM_TLA_FILES); a likely typo
  { id: 'parameter-not-announced', rule: 'app-plugin-param-unknown', severity: 'info' },
];

/** The app's plugin: served by a sidecar elsewhere, defined here (generate only, so any path fits). */
const APP_PLUGIN_CM = `${cmHead('cmp-jsonnet')}
  plugin.yaml: |
    apiVersion: argoproj.io/v1alpha1
    kind: ConfigManagementPlugin
    metadata:
      name: jsonnet
    spec:
      generate:
        command: [jsonnet, main.jsonnet]
      parameters:
        static:
          - name: tla-file
`;

interface SourceText {
  /** the source mapping (repoURL, path, plugin) */
  text: string;
  needle?: string;
  skip?: string;
}

function appSource(fact: string | undefined): SourceText {
  let name = 'jsonnet';
  let envName = 'CLUSTER';
  let envValue = 'east';
  let helm = '';
  let param = 'tla-file';
  let needle: string | undefined;
  let skip: string | undefined;
  switch (fact) {
    case 'env-name-prefixed':
      envName = 'ARGOCD_ENV_CLUSTER';
      [needle, skip] = ['name: ARGOCD_ENV_CLUSTER', 'name: '];
      break;
    case 'env-value-undefined-var':
      envValue = '${REGION}-east';
      // (the reference itself, also inside a JSON string)
      [needle, skip] = ['${REGION}-east', ''];
      break;
    case 'plugin-name-typo':
      name = 'jsonet';
      [needle, skip] = ['name: jsonet', 'name: '];
      break;
    case 'parameter-not-announced':
      param = 'tla-files';
      [needle, skip] = ['name: tla-files', 'name: '];
      break;
    case 'plugin-and-helm':
      helm = '\nhelm:\n  releaseName: guestbook';
      // the second source type is the one reported
      [needle, skip] = ['plugin:', ''];
      break;
  }
  return {
    text: `repoURL: https://github.com/example/deploy.git\ntargetRevision: main\npath: apps/guestbook${helm}\nplugin:\n  name: ${name}\n  env:\n    - name: ${envName}\n      value: ${envValue}\n  parameters:\n    - name: ${param}\n      string: main.jsonnet`,
    needle,
    skip,
  };
}

const DEST = 'destination:\n  server: https://kubernetes.default.svc\n  namespace: guestbook';

function application(src: string, name = 'guestbook'): string {
  return `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
  namespace: argocd
spec:
  project: default
${ind(DEST, 2)}
${ind(src, 2)}`;
}

function appForm(id: string, file: string, make: (s: SourceText) => string): DefForm {
  return {
    id,
    files: (fact) => {
      const s = appSource(fact);
      const text = make(s);
      return { files: { 'cm.yaml': APP_PLUGIN_CM, [file]: text }, at: s.needle ? [{ file, needle: s.needle, skip: s.skip }] : [] };
    },
  };
}

/** An ApplicationSet's spec fields, as the argocd-apps chart takes them under `applicationsets`. */
const APPSET_BODY = (s: SourceText) => `goTemplate: true
generators:
  - list:
      elements:
        - cluster: east
template:
  metadata:
    name: 'guestbook-{{.cluster}}'
  spec:
    project: default
${ind(DEST, 4)}
    source:
${ind(s.text, 6)}`;

export const APP_FORMS: DefForm[] = [
  appForm('application-source', 'app.yaml', (s) => application(`source:\n${ind(s.text, 2)}`) + '\n'),
  appForm(
    'application-sources',
    'app.yaml',
    (s) => application(`sources:\n${ind(item('repoURL: https://github.com/example/values.git\ntargetRevision: main\nref: values'), 2)}\n${ind(item(s.text), 2)}`) + '\n',
  ),
  appForm('application-live-list', 'live/apps.yaml', (s) => `apiVersion: v1\nkind: List\nitems:\n${ind(item(application(`source:\n${ind(s.text, 2)}`)), 2)}\n`),
  appForm(
    'applicationset-template',
    'appset.yaml',
    (s) => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: guestbook
  namespace: argocd
spec:
  goTemplate: true
  generators:
    - list:
        elements:
          - cluster: east
  template:
    metadata:
      name: 'guestbook-{{.cluster}}'
    spec:
      project: default
${ind(DEST, 6)}
      source:
${ind(s.text, 8)}
`,
  ),
  appForm(
    'applicationset-generator-template',
    'appset.yaml',
    (s) => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: guestbook
  namespace: argocd
spec:
  goTemplate: true
  generators:
    - list:
        elements:
          - cluster: east
        template:
          metadata: {}
          spec:
            project: default
${ind(DEST, 12)}
            source:
${ind(s.text, 14)}
  template:
    metadata:
      name: 'guestbook-{{.cluster}}'
    spec:
      project: default
${ind(DEST, 6)}
      source:
        repoURL: https://github.com/example/deploy.git
        targetRevision: main
        path: apps/guestbook
`,
  ),
  appForm(
    'applicationset-template-patch',
    'appset.yaml',
    (s) => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: guestbook
  namespace: argocd
spec:
  goTemplate: true
  generators:
    - list:
        elements:
          - cluster: east
  template:
    metadata:
      name: 'guestbook-{{.cluster}}'
    spec:
      project: default
${ind(DEST, 6)}
      source:
        repoURL: https://github.com/example/deploy.git
        targetRevision: main
        path: apps/guestbook
  templatePatch: |
    spec:
      source:
${ind(s.text, 8)}
`,
  ),
  {
    // the template names the plugin, the templatePatch adds its env and parameters: the controller
    // patches one onto the other (strategic merge), so they are one source, judged together
    id: 'applicationset-template-patch-split',
    files: (fact) => {
      const s = appSource(fact);
      const cut = s.text.indexOf('\n  env:');
      const file = 'appset.yaml';
      const text = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: guestbook
  namespace: argocd
spec:
  goTemplate: true
  generators:
    - list:
        elements:
          - cluster: east
  template:
    metadata:
      name: 'guestbook-{{.cluster}}'
    spec:
      project: default
${ind(DEST, 6)}
      source:
${ind(s.text.slice(0, cut), 8)}
  templatePatch: |
    spec:
      source:
        plugin:
${ind(s.text.slice(cut + 1), 8)}
`;
      // `plugin:` is written twice: the one reported is the template's
      const at = s.needle ? [{ file, needle: s.needle, skip: s.skip, ...(s.needle === 'plugin:' ? { after: '  template:' } : {}) }] : [];
      return { files: { 'cm.yaml': APP_PLUGIN_CM, [file]: text }, at };
    },
  },
  {
    // the repo-server merges `.argocd-source-<app>.yaml` from the app's path into its source (ref 3.1);
    // only the plugin block is written there (source types are the Application's business)
    id: 'argocd-source-override',
    files: (fact) => {
      if (fact === 'plugin-and-helm') return undefined;
      const s = appSource(fact);
      const file = 'apps/guestbook/.argocd-source-guestbook.yaml';
      const text = s.text.slice(s.text.indexOf('plugin:')) + '\n';
      return { files: { 'cm.yaml': APP_PLUGIN_CM, [file]: text }, at: s.needle ? [{ file, needle: s.needle, skip: s.skip }] : [] };
    },
  },
  appForm('argocd-apps-chart-list', 'values.yaml', (s) => `applications:\n${ind(item(`name: guestbook\nnamespace: argocd\nproject: default\n${DEST}\nsource:\n${ind(s.text, 2)}`), 2)}\n`),
  appForm('argocd-apps-chart-map', 'values.yaml', (s) => `applications:\n  guestbook:\n${ind(`namespace: argocd\nproject: default\n${DEST}\nsource:\n${ind(s.text, 2)}`, 4)}\n`),
  appForm('argocd-apps-chart-appset-list', 'values.yaml', (s) => `applicationsets:\n${ind(item(`name: guestbook\nnamespace: argocd\n${APPSET_BODY(s)}`), 2)}\n`),
  appForm('argocd-apps-chart-appset-map', 'values.yaml', (s) => `applicationsets:\n  guestbook:\n${ind(`namespace: argocd\n${APPSET_BODY(s)}`, 4)}\n`),
];

// ---------------------------------------------------------------- JSON twins (src/forms/json.ts)

const byId = (forms: DefForm[], id: string) => forms.find((f) => f.id === id)!;
PLUGIN_FORMS.push(jsonDefForm(byId(PLUGIN_FORMS, 'configmap-quoted'), ['cm.yaml'], { inString: true }));
LEGACY_FORMS.push(
  jsonDefForm(byId(LEGACY_FORMS, 'argocd-cm-quoted'), ['argocd-cm.yaml'], { needle: `"${LEGACY_KEY}"` }),
  jsonDefForm(byId(LEGACY_FORMS, 'operator'), ['argocd.yaml'], { needle: `"${LEGACY_KEY}"` }),
  jsonDefForm(byId(LEGACY_FORMS, 'application-values-object'), ['argocd-app.yaml'], { needle: `"${LEGACY_KEY}"` }),
);
APP_FORMS.push(
  ...['application-source', 'application-sources', 'applicationset-template', 'applicationset-generator-template'].map((id) => jsonDefForm(byId(APP_FORMS, id), ['app.yaml', 'appset.yaml', 'cm.yaml'])),
  jsonDefForm(byId(APP_FORMS, 'application-live-list'), ['live/apps.yaml', 'cm.yaml'], { indent: 4 }),
  jsonDefForm(byId(APP_FORMS, 'applicationset-template-patch'), ['appset.yaml', 'cm.yaml'], { inString: true }),
);
