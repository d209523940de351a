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
    ],
    volumes: [
      ['cmp-jsonnet-config', 'configMap:\n  name: cmp-jsonnet-config'],
      ['cmp-tmp', 'emptyDir: {}'],
    ],
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
    'volumes:',
    ...[...STOCK_VOLUMES, ...extraVolumes, ...volumeTexts(s)].map(item),
  ].join('\n');
}

/** Only what a patch adds: the sidecar and its own volumes. */
function patchPodSpec(s: SidecarSpec): string {
  return ['containers:', item(containerText(s)), 'volumes:', ...volumeTexts(s).map(item)].join('\n');
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
}

const withCm = (files: Record<string, string>) => ({ 'cm.yaml': PLUGIN_CONFIGMAP, ...files });

export const SIDECAR_FORMS: Form[] = [
  { id: 'deployment', at: 'argocd-repo-server.yaml', files: (s) => withCm({ 'argocd-repo-server.yaml': deployment(s) }) },
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
        'values.yaml': `repoServer:\n  extraContainers:\n${ind(item(containerText(s)), 4)}\n  volumes:\n${ind(volumeTexts(s).map(item).join('\n'), 4)}\n`,
      }),
  },
  {
    id: 'chart-umbrella',
    at: 'values.yaml',
    files: (s) =>
      withCm({
        'Chart.yaml': 'apiVersion: v2\nname: argocd\nversion: 1.0.0\ndependencies:\n  - name: argo-cd\n    version: 5.51.6\n    repository: https://argoproj.github.io/argo-helm\n',
        'values.yaml': `argo-cd:\n  repoServer:\n    extraContainers:\n${ind(item(containerText(s)), 6)}\n    volumes:\n${ind(volumeTexts(s).map(item).join('\n'), 6)}\n`,
      }),
  },
  {
    // Argo CD managing itself: the chart's values inside its own Application
    id: 'application-values-object',
    at: 'argocd-app.yaml',
    files: (s) =>
      withCm({
        'argocd-app.yaml': `${SELF_APP}      valuesObject:\n        repoServer:\n          extraContainers:\n${ind(item(containerText(s)), 12)}\n          volumes:\n${ind(volumeTexts(s).map(item).join('\n'), 12)}\n`,
      }),
  },
  {
    id: 'application-values-string',
    at: 'argocd-app.yaml',
    files: (s) =>
      withCm({
        'argocd-app.yaml': `${SELF_APP}      values: |\n        repoServer:\n          extraContainers:\n${ind(item(containerText(s)), 12)}\n          volumes:\n${ind(volumeTexts(s).map(item).join('\n'), 12)}\n`,
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
    id: 'operator',
    at: 'argocd.yaml',
    files: (s) =>
      withCm({
        'argocd.yaml': `apiVersion: argoproj.io/v1beta1\nkind: ArgoCD\nmetadata:\n  name: argocd\n  namespace: argocd\nspec:\n  repo:\n    sidecarContainers:\n${ind(item(containerText(s)), 6)}\n    volumes:\n${ind(volumeTexts(s).map(item).join('\n'), 6)}\n`,
      }),
  },
];

/** Where `fact` must be reported in `form`'s text. */
export function sidecarAnchor(form: Form, fact: Fact): Anchor {
  return { file: form.at, after: fact.inVolumes ? undefined : `name: ${SIDECAR_NAME}`, needle: fact.needle, skip: fact.skip };
}
