// The sidecar facts of the forms matrix: one plugin sidecar of argocd-repo-server, correct or broken
// in exactly one way, written in every form Argo CD users add a container to the repo-server pod.
//
// Why these forms exist (Argo CD and Kubernetes semantics, ref §5, §6):
// - the repo-server is a Deployment; what is in a repository is the manifest, a live dump of it
//   (`kubectl get deploy -o yaml`, also as `kind: List`) or of one of its Pods;
// - kustomize adds a container by strategic merge (list merge key `name`), by a JSON 6902 `add`
//   at `/spec/template/spec/containers/-`, from a file or inline, with or without `target`, on top
//   of a local or a remote install.yaml;
// - the argo-cd chart renders `repoServer.extraContainers` and `repoServer.volumes` into the pod
//   (also under an umbrella chart's `argo-cd:` key), and the argocd-operator renders
//   `spec.repo.sidecarContainers` and `spec.repo.volumes`.
import { ind, item, type Anchor } from './text.js';
import { jsonFiles, jsonAnchor } from './json.js';

export interface Mount {
  name: string;
  mountPath: string;
  subPath?: string;
}

export interface SidecarSpec {
  image: string;
  command: string;
  runAsUser: string;
  mounts: Mount[];
  /** the sidecar's own pod volumes: [name, body] */
  volumes: [string, string][];
  /** the init container that downloads the plugin's tool into the shared `custom-tools` volume */
  initImage: string;
  initShell: string;
}

export interface Fact {
  id: string;
  rule: string;
  severity: 'error' | 'warning' | 'info';
  /** the broken spec from the clean one */
  apply(s: SidecarSpec): void;
  /** where the finding points, inside the sidecar's text (the needle follows `name: cmp-jsonnet`) */
  needle: string;
  skip?: string;
  /** the needle is in the volumes, not in the container */
  inVolumes?: boolean;
  /** the needle follows this instead of the sidecar's name (the init container's) */
  after?: string;
}

export const SIDECAR_NAME = 'cmp-jsonnet';

export function cleanSpec(): SidecarSpec {
  return {
    image: 'registry.example.com/cmp/jsonnet:0.20.0',
    command: '[/var/run/argocd/argocd-cmp-server]',
    runAsUser: '999',
    mounts: [
      { name: 'var-files', mountPath: '/var/run/argocd' },
      { name: 'plugins', mountPath: '/home/argocd/cmp-server/plugins' },
      { name: 'cmp-jsonnet-config', mountPath: '/home/argocd/cmp-server/config/plugin.yaml', subPath: 'plugin.yaml' },
      { name: 'cmp-tmp', mountPath: '/tmp' },
      { name: 'custom-tools', mountPath: '/usr/local/bin/jsonnet', subPath: 'jsonnet' },
    ],
    volumes: [
      ['cmp-jsonnet-config', 'configMap:\n  name: cmp-jsonnet-config'],
      ['cmp-tmp', 'emptyDir: {}'],
      ['custom-tools', 'emptyDir: {}'],
    ],
    initImage: 'registry.example.com/tools/alpine:3.20',
    initShell: '[sh, -ec]',
  };
}

const mount = (s: SidecarSpec, name: string) => s.mounts.find((m) => m.name === name)!;

export const SIDECAR_FACTS: Fact[] = [
  {
    id: 'command-elsewhere',
    rule: 'sidecar-command',
    severity: 'error',
    apply: (s) => void (s.command = '[kustomize, build, .]'),
    needle: 'command: [',
    skip: 'command: ',
  },
  {
    id: 'var-files-wrong-path',
    rule: 'sidecar-var-files-mount',
    severity: 'error',
    apply: (s) => void (mount(s, 'var-files').mountPath = '/var/run/argo'),
    needle: 'volumeMounts:',
  },
  {
    id: 'plugins-not-mounted',
    rule: 'sidecar-plugins-mount',
    severity: 'error',
    apply: (s) => void (s.mounts = s.mounts.filter((m) => m.name !== 'plugins')),
    needle: 'volumeMounts:',
  },
  {
    id: 'uid-1000',
    rule: 'sidecar-run-as-user',
    severity: 'error',
    apply: (s) => void (s.runAsUser = '1000'),
    needle: 'runAsUser: 1000',
    skip: 'runAsUser: ',
  },
  {
    id: 'image-latest',
    rule: 'sidecar-image-tag',
    severity: 'warning',
    apply: (s) => void (s.image = 'registry.example.com/cmp/jsonnet:latest'),
    needle: 'image: registry.example.com/cmp/jsonnet:latest',
    skip: 'image: ',
  },
  {
    id: 'tmp-of-repo-server',
    rule: 'sidecar-tmp-shared',
    severity: 'warning',
    apply: (s) => {
      mount(s, 'cmp-tmp').name = 'tmp';
      s.volumes = s.volumes.filter(([n]) => n !== 'cmp-tmp');
    },
    needle: '- name: tmp',
    skip: '- name: ',
  },
  {
    id: 'config-without-subpath',
    rule: 'sidecar-plugin-config',
    severity: 'error',
    apply: (s) => void delete mount(s, 'cmp-jsonnet-config').subPath,
    needle: 'mountPath: /home/argocd/cmp-server/config/plugin.yaml',
    skip: 'mountPath: ',
  },
  {
    id: 'mount-of-undeclared-volume',
    rule: 'sidecar-volume-undeclared',
    severity: 'error',
    apply: (s) => void (mount(s, 'cmp-tmp').name = 'cmp-tpm'),
    needle: 'name: cmp-tpm',
    skip: 'name: ',
  },
  {
    id: 'subpath-key-missing',
    rule: 'sidecar-config-key',
    severity: 'error',
    apply: (s) => void (mount(s, 'cmp-jsonnet-config').subPath = 'jsonnet.yaml'),
    needle: 'subPath: jsonnet.yaml',
    skip: 'subPath: ',
  },
  {
    id: 'no-tmp-read-only-root',
    rule: 'sidecar-tmp',
    severity: 'error',
    apply: (s) => {
      s.mounts = s.mounts.filter((m) => m.name !== 'cmp-tmp');
      s.volumes = s.volumes.filter(([n]) => n !== 'cmp-tmp');
    },
    needle: 'volumeMounts:',
  },
  {
    id: 'init-image-latest',
    rule: 'sidecar-image-tag',
    severity: 'warning',
    apply: (s) => void (s.initImage = 'registry.example.com/tools/alpine:latest'),
    needle: 'image: registry.example.com/tools/alpine:latest',
    skip: 'image: ',
    after: `name: download-jsonnet`,
  },
  {
    // without -e a failed download or unpack is followed by the echo, and the init container exits 0:
    // the sidecar starts without jsonnet
    id: 'init-script-without-errexit',
    rule: 'init-container-script',
    severity: 'warning',
    apply: (s) => void (s.initShell = '[sh, -c]'),
    needle: 'wget -qO',
    after: `name: download-jsonnet`,
  },
  {
    id: 'configmap-nowhere',
    rule: 'sidecar-configmap-missing',
    severity: 'warning',
    apply: (s) => void (s.volumes[0][1] = 'configMap:\n  name: cmp-plugin'),
    needle: 'name: cmp-plugin',
    skip: 'name: ',
    inVolumes: true,
  },
];

/** The sidecar as a container mapping (not yet a list item). */
export function containerText(s: SidecarSpec): string {
  const mounts = s.mounts
    .map((m) => item(`name: ${m.name}\nmountPath: ${m.mountPath}${m.subPath ? `\nsubPath: ${m.subPath}` : ''}`))
    .join('\n');
  return [
    `name: ${SIDECAR_NAME}`,
    `image: ${s.image}`,
    `command: ${s.command}`,
    'securityContext:',
    '  runAsNonRoot: true',
    `  runAsUser: ${s.runAsUser}`,
    '  allowPrivilegeEscalation: false',
    '  readOnlyRootFilesystem: true',
    '  capabilities:',
    '    drop: [ALL]',
    'resources:',
    '  requests: {cpu: 50m, memory: 64Mi}',
    '  limits: {memory: 256Mi}',
    'volumeMounts:',
    mounts,
  ].join('\n');
}

/** The init container that installs the sidecar's tool (a mapping, not yet a list item). */
export function initText(s: SidecarSpec): string {
  return [
    `name: ${INIT_NAME}`,
    `image: ${s.initImage}`,
    `command: ${s.initShell}`,
    'args:',
    '  - |',
    '    wget -qO /custom-tools/jsonnet.tar.gz https://github.com/google/go-jsonnet/releases/download/v0.20.0/go-jsonnet_0.20.0_Linux_x86_64.tar.gz',
    '    tar -xzf /custom-tools/jsonnet.tar.gz -C /custom-tools jsonnet',
    '    echo "jsonnet installed"',
    'volumeMounts:',
    '  - name: custom-tools',
    '    mountPath: /custom-tools',
  ].join('\n');
}

export const INIT_NAME = 'download-jsonnet';

/** The sidecar's own volumes as mappings. */
export function volumeTexts(s: SidecarSpec): string[] {
  return s.volumes.map(([n, body]) => `name: ${n}\n${body}`);
}

/** The plugin the sidecar serves, as a ConfigMap (cm.yaml in most forms). */
export const PLUGIN_CONFIGMAP = `apiVersion: v1
kind: ConfigMap
metadata:
  name: cmp-jsonnet-config
  namespace: argocd
data:
  plugin.yaml: |
    apiVersion: argoproj.io/v1alpha1
    kind: ConfigManagementPlugin
    metadata:
      name: jsonnet
    spec:
      discover:
        fileName: "*.jsonnet"
      generate:
        command: [jsonnet, main.jsonnet]
`;

const MAIN_CONTAINER = `name: argocd-repo-server
image: quay.io/argoproj/argocd:v2.9.3
args: [/usr/local/bin/argocd-repo-server]
ports:
  - containerPort: 8081
volumeMounts:
  - name: plugins
    mountPath: /home/argocd/cmp-server/plugins
  - name: tmp
    mountPath: /tmp`;

const COPYUTIL = `name: copyutil
image: quay.io/argoproj/argocd:v2.9.3
command: [/bin/cp, -n, /usr/local/bin/argocd, /var/run/argocd/argocd-cmp-server]
volumeMounts:
  - name: var-files
    mountPath: /var/run/argocd`;

const STOCK_VOLUMES = ['name: var-files\nemptyDir: {}', 'name: plugins\nemptyDir: {}', 'name: tmp\nemptyDir: {}'];

/** The whole pod spec (repo-server, copyutil, the sidecar, stock and own volumes). */
function podSpec(s: SidecarSpec, extraVolumes: string[] = []): string {
  return [
    'containers:',
    item(MAIN_CONTAINER),
    item(containerText(s)),
    'initContainers:',
    item(COPYUTIL),
    item(initText(s)),
    'volumes:',
    ...[...STOCK_VOLUMES, ...extraVolumes, ...volumeTexts(s)].map(item),
  ].join('\n');
}

/** Only what a patch adds: the sidecar and its own volumes. */
function patchPodSpec(s: SidecarSpec): string {
  return ['containers:', item(containerText(s)), 'initContainers:', item(initText(s)), 'volumes:', ...volumeTexts(s).map(item)].join('\n');
}

const DEPLOY_HEAD = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: argocd-repo-server
  namespace: argocd`;

const SELECTOR = `  selector:
    matchLabels:
      app.kubernetes.io/name: argocd-repo-server`;

const TEMPLATE_LABELS = `    metadata:
      labels:
        app.kubernetes.io/name: argocd-repo-server`;

function deployment(s: SidecarSpec): string {
  return `${DEPLOY_HEAD}
spec:
${SELECTOR}
  template:
${TEMPLATE_LABELS}
    spec:
${ind(podSpec(s), 6)}
`;
}

const MANAGED = `  managedFields:
    - apiVersion: apps/v1
      fieldsType: FieldsV1
      fieldsV1:
        f:spec:
          f:template:
            f:spec:
              f:containers:
                k:{"name":"cmp-jsonnet"}:
                  .: {}
                  f:image: {}
      manager: argocd-controller
      operation: Apply
      time: "2024-03-01T10:00:00Z"`;

/**
 * A dump is of the state it shows: the clean pod is running; the broken one is not (a running pod
 * proves its volumes mounted, so a dump of a running pod cannot show a missing ConfigMap).
 */
const STATUS = (running: boolean) =>
  running
    ? `status:
  availableReplicas: 1
  observedGeneration: 7
  readyReplicas: 1
  replicas: 1
  updatedReplicas: 1
  conditions:
    - type: Available
      status: "True"
      reason: MinimumReplicasAvailable`
    : `status:
  observedGeneration: 7
  replicas: 1
  unavailableReplicas: 1
  updatedReplicas: 1
  conditions:
    - type: Available
      status: "False"
      reason: MinimumReplicasUnavailable`;

/** `kubectl get deploy argocd-repo-server -o yaml`: defaults filled in, managedFields, status. */
function liveDeployment(s: SidecarSpec, running: boolean): string {
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  annotations:
    deployment.kubernetes.io/revision: "7"
  creationTimestamp: "2024-01-15T09:12:44Z"
  generation: 7
  labels:
    app.kubernetes.io/name: argocd-repo-server
${MANAGED}
  name: argocd-repo-server
  namespace: argocd
  resourceVersion: "48213377"
  uid: 5d0c5b8e-8f3e-4a0c-9d55-0f6f3c1e2a11
spec:
  progressDeadlineSeconds: 600
  replicas: 1
  revisionHistoryLimit: 3
${SELECTOR}
  strategy:
    type: RollingUpdate
  template:
${TEMPLATE_LABELS}
    spec:
      dnsPolicy: ClusterFirst
      restartPolicy: Always
      schedulerName: default-scheduler
      terminationGracePeriodSeconds: 30
${ind(podSpec(s), 6)}
${STATUS(running)}
`;
}

/** `kubectl get deploy -n argocd -o yaml`: the same object as an item of a `kind: List`. */
function liveList(s: SidecarSpec, running: boolean): string {
  const obj = liveDeployment(s, running).trimEnd();
  return `apiVersion: v1
kind: List
metadata:
  resourceVersion: ""
items:
${ind(item(obj), 2)}
`;
}

/** `kubectl get pod argocd-repo-server-… -o yaml`: a Pod whose name only starts with the Deployment's. */
function livePod(s: SidecarSpec, running: boolean): string {
  return `apiVersion: v1
kind: Pod
metadata:
  generateName: argocd-repo-server-6b9d7f5c8-
  labels:
    app.kubernetes.io/name: argocd-repo-server
    pod-template-hash: 6b9d7f5c8
  name: argocd-repo-server-6b9d7f5c8-x2kqz
  namespace: argocd
  ownerReferences:
    - apiVersion: apps/v1
      kind: ReplicaSet
      name: argocd-repo-server-6b9d7f5c8
      controller: true
spec:
${ind(podSpec(s, ['name: kube-api-access-7xk2p\nprojected:\n  sources:\n    - serviceAccountToken:\n        path: token']), 2)}
  nodeName: worker-2
  serviceAccountName: argocd-repo-server
status:
  phase: ${running ? 'Running' : 'Pending'}
  containerStatuses:
    - name: argocd-repo-server
      ready: ${running}
      restartCount: 0
    - name: cmp-jsonnet
      ready: ${running}
      restartCount: 0
`;
}

function smpPatch(s: SidecarSpec): string {
  return `${DEPLOY_HEAD}
spec:
  template:
    spec:
${ind(patchPodSpec(s), 6)}
`;
}

/** JSON 6902 ops adding the sidecar and each of its volumes. */
function json6902Ops(s: SidecarSpec): string {
  const ops = [
    item(`op: add\npath: /spec/template/spec/containers/-\nvalue:\n${ind(containerText(s), 2)}`),
    item(`op: add\npath: /spec/template/spec/initContainers/-\nvalue:\n${ind(initText(s), 2)}`),
    ...volumeTexts(s).map((v) => item(`op: add\npath: /spec/template/spec/volumes/-\nvalue:\n${ind(v, 2)}`)),
  ];
  return ops.join('\n');
}

const TARGET = `target:
  group: apps
  version: v1
  kind: Deployment
  name: argocd-repo-server`;

const KUST_HEAD = `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: argocd`;

const LOCAL_BASE = 'resources:\n  - cm.yaml\n  - ../base';
const REMOTE_BASE = 'resources:\n  - cm.yaml\n  - https://raw.githubusercontent.com/argoproj/argo-cd/v2.9.3/manifests/install.yaml';

/** The argo-cd chart's values holding the sidecar (repoServer.extraContainers + volumes). */
const CHART_BODY = (s: SidecarSpec) =>
  `repoServer:\n  extraContainers:\n${ind(item(containerText(s)), 4)}\n  initContainers:\n${ind(item(initText(s)), 4)}\n  volumes:\n${ind(volumeTexts(s).map(item).join('\n'), 4)}`;

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
    targetRevision: 5.51.6
    helm:
`;

/** A form: the files it writes and which of them holds the sidecar. */
export interface Form {
  id: string;
  /** `running`: the state a live dump shows (the clean twin's) */
  files(s: SidecarSpec, running: boolean): Record<string, string>;
  /** the file the sidecar is written in */
  at: string;
  /** the sidecar's fields follow this text instead of its `name:` (an anchored base written first) */
  after?: string;
  /** a JSON twin (src/forms/json.ts): its anchors are spelled in JSON */
  json?: boolean;
}

const withCm = (files: Record<string, string>) => ({ 'cm.yaml': PLUGIN_CONFIGMAP, ...files });
const crlf = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).map(([k, v]) => [k, v.replace(/\n/g, '\r\n')]));

export const SIDECAR_FORMS: Form[] = [
  { id: 'deployment', at: 'argocd-repo-server.yaml', files: (s) => withCm({ 'argocd-repo-server.yaml': deployment(s) }) },
  {
    // CRLF line endings (files written on Windows): same lines and columns
    id: 'deployment-crlf',
    at: 'argocd-repo-server.yaml',
    files: (s) => crlf(withCm({ 'argocd-repo-server.yaml': deployment(s) })),
  },
  {
    // the sidecar's fields from an anchored base merged with `<<: *base` (go-yaml and Helm apply merge keys)
    id: 'chart-values-merge-key',
    at: 'values.yaml',
    after: 'x-cmp-sidecar',
    files: (s) =>
      withCm({
        'values.yaml': `x-cmp-sidecar: &cmp-sidecar\n${ind(containerText(s).slice(containerText(s).indexOf('\n') + 1), 2)}\n${CHART_BODY(s).replace(ind(item(containerText(s)), 4), `    - <<: *cmp-sidecar\n      name: ${SIDECAR_NAME}`)}\n`,
      }),
  },
  { id: 'live-deployment', at: 'live/argocd-repo-server.yaml', files: (s, r) => withCm({ 'live/argocd-repo-server.yaml': liveDeployment(s, r) }) },
  { id: 'live-list', at: 'live/deployments.yaml', files: (s, r) => withCm({ 'live/deployments.yaml': liveList(s, r) }) },
  { id: 'live-pod', at: 'live/pod.yaml', files: (s, r) => withCm({ 'live/pod.yaml': livePod(s, r) }) },
  {
    id: 'kustomize-patchesStrategicMerge',
    at: 'overlay/repo-server-patch.yaml',
    files: (s) =>
      withCm({
        'overlay/kustomization.yaml': `${KUST_HEAD}\n${LOCAL_BASE.replace('cm.yaml', '../cm.yaml')}\npatchesStrategicMerge:\n  - repo-server-patch.yaml\n`,
        'overlay/repo-server-patch.yaml': smpPatch(s),
      }),
  },
  {
    id: 'kustomize-patches-path',
    at: 'overlay/cmp-sidecar.yaml',
    files: (s) =>
      withCm({
        'overlay/kustomization.yaml': `${KUST_HEAD}\n${LOCAL_BASE.replace('cm.yaml', '../cm.yaml')}\npatches:\n  - path: cmp-sidecar.yaml\n`,
        'overlay/cmp-sidecar.yaml': smpPatch(s),
      }),
  },
  {
    id: 'kustomize-inline-patch',
    at: 'kustomization.yaml',
    files: (s) => ({
      'cm.yaml': PLUGIN_CONFIGMAP,
      'kustomization.yaml': `${KUST_HEAD}\n${REMOTE_BASE}\npatches:\n${ind(item(`patch: |-\n${ind(smpPatch(s).trimEnd(), 2)}`), 2)}\n`,
    }),
  },
  {
    id: 'kustomize-inline-patch-target',
    at: 'kustomization.yaml',
    files: (s) => ({
      'cm.yaml': PLUGIN_CONFIGMAP,
      'kustomization.yaml': `${KUST_HEAD}\n${REMOTE_BASE}\npatches:\n${ind(item(`${TARGET}\npatch: |-\n${ind(smpPatch(s).replace('name: argocd-repo-server\n', 'name: not-used\n').trimEnd(), 2)}`), 2)}\n`,
    }),
  },
  {
    id: 'kustomize-inline-json6902',
    at: 'kustomization.yaml',
    files: (s) => ({
      'cm.yaml': PLUGIN_CONFIGMAP,
      'kustomization.yaml': `${KUST_HEAD}\n${REMOTE_BASE}\npatches:\n${ind(item(`${TARGET}\npatch: |-\n${ind(json6902Ops(s), 2)}`), 2)}\n`,
    }),
  },
  {
    id: 'kustomize-patchesJson6902',
    at: 'overlay/add-sidecar.yaml',
    files: (s) =>
      withCm({
        'overlay/kustomization.yaml': `${KUST_HEAD}\n${LOCAL_BASE.replace('cm.yaml', '../cm.yaml')}\npatchesJson6902:\n${ind(item(`${TARGET}\npath: add-sidecar.yaml`), 2)}\n`,
        'overlay/add-sidecar.yaml': json6902Ops(s) + '\n',
      }),
  },
  {
    id: 'kustomize-patches-json6902-file',
    at: 'overlay/add-sidecar.yaml',
    files: (s) =>
      withCm({
        'overlay/kustomization.yaml': `${KUST_HEAD}\n${REMOTE_BASE.replace('cm.yaml', '../cm.yaml')}\npatches:\n${ind(item(`path: add-sidecar.yaml\n${TARGET}`), 2)}\n`,
        'overlay/add-sidecar.yaml': json6902Ops(s) + '\n',
      }),
  },
  {
    // a kustomize Component (kind: Component) an overlay includes with `components:`
    id: 'kustomize-component',
    at: 'components/cmp-jsonnet/repo-server-patch.yaml',
    files: (s) =>
      withCm({
        'overlay/kustomization.yaml': `${KUST_HEAD}\n${REMOTE_BASE.replace('cm.yaml', '../cm.yaml')}\ncomponents:\n  - ../components/cmp-jsonnet\n`,
        'components/cmp-jsonnet/kustomization.yaml': 'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\npatches:\n  - path: repo-server-patch.yaml\n',
        'components/cmp-jsonnet/repo-server-patch.yaml': smpPatch(s),
      }),
  },
  {
    // JSON 6902 replacing the whole containers list (main container kept, sidecar added)
    id: 'kustomize-json6902-replace-list',
    at: 'overlay/containers.yaml',
    files: (s) =>
      withCm({
        'overlay/kustomization.yaml': `${KUST_HEAD}\n${REMOTE_BASE.replace('cm.yaml', '../cm.yaml')}\npatches:\n${ind(item(`path: containers.yaml\n${TARGET}`), 2)}\n`,
        'overlay/containers.yaml': [
          item(`op: replace\npath: /spec/template/spec/containers\nvalue:\n${ind([item(MAIN_CONTAINER), item(containerText(s))].join('\n'), 2)}`),
          item(`op: add\npath: /spec/template/spec/initContainers/-\nvalue:\n${ind(initText(s), 2)}`),
          ...volumeTexts(s).map((v) => item(`op: add\npath: /spec/template/spec/volumes/-\nvalue:\n${ind(v, 2)}`)),
        ].join('\n') + '\n',
      }),
  },
  {
    id: 'kustomize-remote-install-smp',
    at: 'repo-server-patch.yaml',
    files: (s) => ({
      'cm.yaml': PLUGIN_CONFIGMAP,
      'kustomization.yaml': `${KUST_HEAD}\n${REMOTE_BASE}\npatches:\n  - path: repo-server-patch.yaml\n`,
      'repo-server-patch.yaml': smpPatch(s),
    }),
  },
  {
    id: 'chart-values',
    at: 'values.yaml',
    files: (s) =>
      withCm({
        'values.yaml': `${CHART_BODY(s)}\n`,
      }),
  },
  {
    id: 'chart-umbrella',
    at: 'values.yaml',
    files: (s) =>
      withCm({
        'Chart.yaml': 'apiVersion: v2\nname: argocd\nversion: 1.0.0\ndependencies:\n  - name: argo-cd\n    version: 5.51.6\n    repository: https://argoproj.github.io/argo-helm\n',
        'values.yaml': `argo-cd:\n${ind(CHART_BODY(s), 2)}\n`,
      }),
  },
  {
    // Argo CD managing itself: the chart's values inside its own Application
    id: 'application-values-object',
    at: 'argocd-app.yaml',
    files: (s) =>
      withCm({
        'argocd-app.yaml': `${SELF_APP}      valuesObject:\n${ind(CHART_BODY(s), 8)}\n`,
      }),
  },
  {
    id: 'application-values-string',
    at: 'argocd-app.yaml',
    files: (s) =>
      withCm({
        'argocd-app.yaml': `${SELF_APP}      values: |\n${ind(CHART_BODY(s), 8)}\n`,
      }),
  },
  {
    id: 'kustomize-json6902-index',
    at: 'overlay/add-sidecar.yaml',
    files: (s) =>
      withCm({
        'overlay/kustomization.yaml': `${KUST_HEAD}\n${REMOTE_BASE.replace('cm.yaml', '../cm.yaml')}\npatches:\n${ind(item(`path: add-sidecar.yaml\n${TARGET}`), 2)}\n`,
        'overlay/add-sidecar.yaml': json6902Ops(s).replace('/spec/template/spec/containers/-', '/spec/template/spec/containers/1') + '\n',
      }),
  },
  {
    // kustomize inflating the argo-cd chart
    id: 'kustomize-helmCharts-valuesInline',
    at: 'kustomization.yaml',
    files: (s) =>
      withCm({
        'kustomization.yaml': `${KUST_HEAD}\nresources:\n  - cm.yaml\nhelmCharts:\n${ind(item(`name: argo-cd\nrepo: https://argoproj.github.io/argo-helm\nversion: 5.51.6\nreleaseName: argocd\nnamespace: argocd\nvaluesInline:\n${ind(CHART_BODY(s), 2)}`), 2)}\n`,
      }),
  },
  {
    id: 'helmfile-inline-values',
    at: 'helmfile.yaml',
    files: (s) =>
      withCm({
        'helmfile.yaml': `repositories:\n  - name: argo\n    url: https://argoproj.github.io/argo-helm\nreleases:\n${ind(item(`name: argocd\nnamespace: argocd\nchart: argo/argo-cd\nversion: 5.51.6\nvalues:\n${ind(item(CHART_BODY(s)), 2)}`), 2)}\n`,
      }),
  },
  {
    id: 'flux-helmrelease',
    at: 'argocd-helmrelease.yaml',
    files: (s) =>
      withCm({
        'argocd-helmrelease.yaml': `apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: argocd\n  namespace: argocd\nspec:\n  interval: 1h\n  chart:\n    spec:\n      chart: argo-cd\n      version: 5.51.6\n      sourceRef:\n        kind: HelmRepository\n        name: argo\n  values:\n${ind(CHART_BODY(s), 4)}\n`,
      }),
  },
  {
    id: 'k3s-helmchart-valuesContent',
    at: 'argocd-helmchart.yaml',
    files: (s) =>
      withCm({
        'argocd-helmchart.yaml': `apiVersion: helm.cattle.io/v1\nkind: HelmChart\nmetadata:\n  name: argocd\n  namespace: kube-system\nspec:\n  repo: https://argoproj.github.io/argo-helm\n  chart: argo-cd\n  targetNamespace: argocd\n  valuesContent: |-\n${ind(CHART_BODY(s), 4)}\n`,
      }),
  },
  {
    id: 'application-sources-values-object',
    at: 'argocd-app.yaml',
    files: (s) =>
      withCm({
        'argocd-app.yaml': `${SELF_APP.slice(0, SELF_APP.indexOf('  source:'))}  sources:\n    - repoURL: https://github.com/example/platform.git\n      targetRevision: main\n      ref: values\n    - repoURL: https://argoproj.github.io/argo-helm\n      chart: argo-cd\n      targetRevision: 5.51.6\n      helm:\n        valueFiles: [$values/argocd/values.yaml]\n        valuesObject:\n${ind(CHART_BODY(s), 10)}\n`,
      }),
  },
  {
    id: 'operator',
    at: 'argocd.yaml',
    files: (s) =>
      withCm({
        'argocd.yaml': `apiVersion: argoproj.io/v1beta1\nkind: ArgoCD\nmetadata:\n  name: argocd\n  namespace: argocd\nspec:\n  repo:\n    sidecarContainers:\n${ind(item(containerText(s)), 6)}\n    initContainers:\n${ind(item(initText(s)), 6)}\n    volumes:\n${ind(volumeTexts(s).map(item).join('\n'), 6)}\n`,
      }),
  },
];

/**
 * The forms whose sidecar file is a Kubernetes object, written as JSON with the plugin ConfigMap
 * (`kubectl get -o json` indents by four spaces; the others by two): kustomize patches and
 * resources, live dumps, Applications, the operator's and Flux's and k3s's objects.
 */
const JSON_TWINS = [
  'deployment', 'live-deployment', 'live-list', 'live-pod', 'kustomize-patchesStrategicMerge', 'kustomize-patches-path',
  'kustomize-patchesJson6902', 'kustomize-patches-json6902-file', 'kustomize-component', 'kustomize-json6902-replace-list',
  'kustomize-remote-install-smp', 'kustomize-json6902-index', 'application-values-object', 'application-values-string',
  'flux-helmrelease', 'k3s-helmchart-valuesContent', 'operator',
];
/** twins whose sidecar is YAML inside a JSON string (chart values given as text): their anchors keep the YAML spelling */
const IN_STRING = new Set(['application-values-string', 'k3s-helmchart-valuesContent']);
for (const id of JSON_TWINS) {
  const form = SIDECAR_FORMS.find((f) => f.id === id)!;
  const indent = (p: string) => (p.startsWith('live/') ? 4 : 2);
  SIDECAR_FORMS.push({
    id: `${id}-json`,
    at: form.at.replace(/\.yaml$/, '.json'),
    after: form.after,
    json: !IN_STRING.has(id),
    files: (s, running) => jsonFiles(form.files(s, running), [form.at, 'cm.yaml'], indent),
  });
}

/** Where `fact` must be reported in `form`'s text. */
export function sidecarAnchor(form: Form, fact: Fact): Anchor {
  if (form.json) return jsonAnchor(sidecarAnchor({ ...form, json: false }, fact));
  if (form.at.endsWith('.json')) return { ...sidecarAnchor({ ...form, at: form.at.replace(/\.json$/, '.yaml') }, fact), file: form.at };
  return { file: form.at, after: fact.inVolumes ? undefined : (fact.after ?? form.after ?? `name: ${SIDECAR_NAME}`), needle: fact.needle, skip: fact.skip };
}
