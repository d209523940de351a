// Deterministic generators of the repository shapes `npm run bench` measures (fixed-seed PRNG:
// the same shape and size always give the same bytes). Each shape is what a real GitOps
// repository of that kind is mostly made of, plus one small Argo CD setup (plugin ConfigMaps,
// the repo-server sidecar patch, a kustomization, a few Applications), so lint has real work.
//
//   deployments  multi-document files of big Deployments and Services
//   helm         Helm chart repositories: Chart.yaml, values.yaml, templates/ (Go templates)
//   kustomize    base + overlays per service, with strategic-merge and JSON 6902 patches
//   apps         tens of thousands of single-Application files (plugin, helm, kustomize sources)
//   huge         a few huge multi-document manifest files (bundled installs)
//   rendered     a rendered-manifests monorepo: one file per app and cluster, with Prometheus rules
//                (Go-template actions in block scalars), Grafana dashboards in ConfigMaps, CRDs,
//                and `kubectl get -o yaml` List dumps of live namespaces
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';

export const SHAPES = ['deployments', 'helm', 'kustomize', 'apps', 'huge', 'rendered'];

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['alpha', 'bravo', 'cargo', 'delta', 'ember', 'flux', 'gamma', 'harbor', 'iris', 'juno', 'kilo', 'lumen', 'metro', 'nova', 'orbit', 'pixel', 'quartz', 'radar', 'sigma', 'tango', 'umbra', 'vector', 'willow', 'xenon', 'yonder', 'zephyr'];
const TEAMS = ['payments', 'search', 'identity', 'platform', 'data', 'growth', 'mobile', 'edge', 'billing', 'ml'];
export const PLUGINS = Array.from({ length: 20 }, (_, i) => `tool${String(i + 1).padStart(2, '0')}`);

function makeRng(seed) {
  const rand = mulberry32(seed);
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const name = () => `${pick(WORDS)}-${pick(WORDS)}-${int(1, 999)}`;
  return { rand, int, pick, name };
}

// ---------------------------------------------------------------- documents

/** A PrometheusRule as kube-prometheus renders them: descriptions with `{{ $labels }}` actions in block scalars. */
function prometheusRule(r, n, team) {
  const alerts = Array.from({ length: r.int(8, 24) }, (_, k) => {
    const job = `${n}-${r.pick(WORDS)}`;
    return `    - alert: ${r.pick(WORDS)[0].toUpperCase()}${r.pick(WORDS)}${k}
      annotations:
        description: |-
          {{ $value | humanizePercentage }} of the {{ $labels.job }}/{{ $labels.service }} targets in {{ $labels.namespace }} namespace are down.
        runbook_url: https://runbooks.example.com/${team}/${job}
        summary: Targets of ${job} are down.
      expr: |-
        100 * (count(up{job="${job}"} == 0) by (job, namespace, service) / count(up{job="${job}"}) by (job, namespace, service)) > ${r.int(5, 50)}
      for: ${r.int(1, 30)}m
      labels:
        severity: ${r.pick(['warning', 'critical', 'info'])}
`;
  }).join('');
  return `apiVersion: monitoring.coreos.com/v1
kind: PrometheusRule
metadata:
  name: ${n}-rules
  namespace: ${team}
  labels:
    app.kubernetes.io/name: ${n}
    prometheus: k8s
spec:
  groups:
  - name: ${n}.rules
    rules:
${alerts}`;
}

/** A Grafana dashboard kept in a ConfigMap (the sidecar loads those labelled grafana_dashboard). */
function dashboardConfigMap(r, n, team) {
  const panels = Array.from({ length: r.int(6, 20) }, (_, k) => ({
    datasource: { type: 'prometheus', uid: '${datasource}' },
    fieldConfig: { defaults: { unit: r.pick(['reqps', 'percentunit', 'bytes', 's']) }, overrides: [] },
    gridPos: { h: 8, w: 12, x: (k % 2) * 12, y: Math.floor(k / 2) * 8 },
    id: k + 1,
    pluginVersion: '10.4.1',
    targets: [{ expr: `sum(rate(http_requests_total{namespace="${team}", service="${n}"}[5m])) by (code)`, legendFormat: r.rand() < 0.5 ? '{{code}}' : 'Received : {{ container }}', refId: 'A' }],
    title: `${r.pick(WORDS)} ${r.pick(WORDS)}`,
    type: 'timeseries',
  }));
  const json = JSON.stringify({ title: `${n} overview`, uid: `${n}-${r.int(1, 99999)}`, panels, schemaVersion: 39, time: { from: 'now-6h', to: 'now' } }, null, 2);
  return `apiVersion: v1
kind: ConfigMap
metadata:
  name: ${n}-dashboard
  namespace: monitoring
  labels:
    grafana_dashboard: "1"
data:
  ${n}.json: |-
${json.replace(/^/gm, '    ')}
`;
}

/** A CustomResourceDefinition with a long OpenAPI schema (operators' CRDs are the biggest files of such repositories). */
function crd(r, n) {
  const props = Array.from({ length: r.int(40, 120) }, (_, k) => `                ${r.pick(WORDS)}${k}:
                  description: ${r.pick(WORDS)} ${r.pick(WORDS)} of the ${n} resource; when unset the operator picks a default that depends on the ${r.pick(WORDS)} setting.
                  type: ${r.pick(['string', 'integer', 'boolean'])}
`).join('');
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${n}s.${r.pick(WORDS)}.example.com
spec:
  group: ${r.pick(WORDS)}.example.com
  names: {kind: ${n.replace(/-\d+$/, '').replace(/-./g, (m) => m[1].toUpperCase())}, plural: ${n}s}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
              settings:
                type: object
                properties:
${props}`;
}

/** `kubectl get deploy,svc -n TEAM -o yaml`: one List document, its items at the left margin. */
function listDump(r, team, count) {
  const items = [];
  for (let k = 0; k < count; k++) {
    const n = r.name();
    for (const d of [deployment(r, n, team, false), service(n, team)]) {
      const lines = d.replace(/\n$/, '').split('\n');
      items.push(`- ${lines[0]}\n${lines.slice(1).map((l) => (l === '' ? '' : `  ${l}`)).join('\n')}\n`);
    }
  }
  return `apiVersion: v1\nitems:\n${items.join('')}kind: List\nmetadata:\n  resourceVersion: ""\n`;
}

function deployment(r, n, team, withConfigMap) {
  const env = Array.from({ length: r.int(4, 12) }, (_, i) => `            - name: ${r.pick(WORDS).toUpperCase()}_${i}\n              value: "${r.name()}"\n`).join('');
  const cmVol = withConfigMap
    ? `          volumeMounts:\n            - name: settings\n              mountPath: /etc/${n}\n      volumes:\n        - name: settings\n          configMap:\n            name: ${n}-settings\n`
    : '';
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${n}
  namespace: ${team}
  labels:
    app.kubernetes.io/name: ${n}
    app.kubernetes.io/part-of: ${team}
    app.kubernetes.io/version: "${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}"
  annotations:
    team.example.com/owner: ${team}@example.com
    argocd.argoproj.io/sync-wave: "${r.int(0, 5)}"
    team.example.com/runbook: https://runbooks.example.com/${team}/${n}
spec:
  replicas: ${r.int(1, 12)}
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      app.kubernetes.io/name: ${n}
  strategy:
    type: RollingUpdate
    rollingUpdate: {maxSurge: 25%, maxUnavailable: 0}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: ${n}
        app.kubernetes.io/part-of: ${team}
    spec:
      serviceAccountName: ${n}
      securityContext:
        runAsNonRoot: true
        runAsUser: ${r.int(1000, 65000)}
        fsGroup: ${r.int(1000, 65000)}
      containers:
        - name: app
          image: registry.example.com/${team}/${n}:v${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}
          imagePullPolicy: IfNotPresent
          args: ["--port=8080", "--log-level=${r.pick(['debug', 'info', 'warn'])}", "--region=${r.pick(['eu-west-1', 'us-east-1', 'ap-south-1'])}"]
          ports:
            - name: http
              containerPort: 8080
              protocol: TCP
            - name: metrics
              containerPort: 9090
          env:
${env}          resources:
            requests: {cpu: ${r.int(50, 500)}m, memory: ${r.int(64, 1024)}Mi}
            limits: {cpu: "${r.int(1, 4)}", memory: ${r.int(256, 4096)}Mi}
          readinessProbe:
            httpGet: {path: /healthz, port: http}
            periodSeconds: 10
          livenessProbe:
            httpGet: {path: /livez, port: http}
            initialDelaySeconds: 15
          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            capabilities: {drop: [ALL]}
${cmVol}`;
}

function service(n, team) {
  return `apiVersion: v1
kind: Service
metadata:
  name: ${n}
  namespace: ${team}
  labels:
    app.kubernetes.io/name: ${n}
spec:
  type: ClusterIP
  selector:
    app.kubernetes.io/name: ${n}
  ports:
    - name: http
      port: 80
      targetPort: http
    - name: metrics
      port: 9090
      targetPort: metrics
`;
}

function configMap(r, n, team) {
  const data = Array.from({ length: r.int(10, 30) }, (_, i) => `  ${r.pick(WORDS)}_${i}: "${r.name()}"\n`).join('');
  return `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${n}-settings\n  namespace: ${team}\ndata:\n${data}`;
}

function pluginConfigMap(p) {
  return `apiVersion: v1
kind: ConfigMap
metadata:
  name: cmp-${p}
  namespace: argocd
data:
  plugin.yaml: |
    apiVersion: argoproj.io/v1alpha1
    kind: ConfigManagementPlugin
    metadata:
      name: ${p}
    spec:
      version: v1.0
      init:
        command: [sh, -c]
        args: ["${p} deps build"]
      generate:
        command: [sh, -c]
        args:
          - |
            set -euo pipefail
            ${p} render --namespace "$ARGOCD_APP_NAMESPACE" --name "$ARGOCD_APP_NAME" .
      discover:
        fileName: "./${p}.yaml"
      preserveFileMode: false
`;
}

function sidecar(r, p) {
  return `        - name: ${p}
          image: registry.example.com/cmp/${p}:v1.${r.int(0, 9)}.${r.int(0, 9)}
          command: [/var/run/argocd/argocd-cmp-server]
          securityContext:
            runAsNonRoot: true
            runAsUser: 999
          volumeMounts:
            - mountPath: /var/run/argocd
              name: var-files
            - mountPath: /home/argocd/cmp-server/plugins
              name: plugins
            - mountPath: /home/argocd/cmp-server/config/plugin.yaml
              subPath: plugin.yaml
              name: cmp-${p}
            - mountPath: /tmp
              name: ${p}-tmp
`;
}

function application(r, i, team) {
  const app = `${team}-${r.name()}`;
  const kindOf = i % 10;
  let source;
  if (kindOf < 4) source = `    plugin:\n      name: ${PLUGINS[i % PLUGINS.length]}-v1.0\n      env:\n        - name: RELEASE\n          value: ${app}\n`;
  else if (kindOf < 6) source = `    plugin: {}\n`;
  else if (kindOf < 8) source = `    helm:\n      releaseName: ${app}\n      valueFiles: [values.yaml]\n`;
  else source = `    kustomize:\n      namePrefix: ${team}-\n`;
  return `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${app}
  namespace: argocd
  labels:
    team: ${team}
  annotations:
    argocd.argoproj.io/sync-wave: "${r.int(0, 5)}"
  finalizers: [resources-finalizer.argocd.argoproj.io]
spec:
  project: ${team}
  source:
    repoURL: https://git.example.com/platform/gitops.git
    targetRevision: main
    path: services/${team}/svc-${i}
${source}  destination:
    server: https://kubernetes.default.svc
    namespace: ${team}
  syncPolicy:
    automated: {prune: true, selfHeal: true}
    syncOptions: [CreateNamespace=true, ServerSideApply=true]
`;
}

// ---------------------------------------------------------------- Helm chart pieces

function chartYaml(n) {
  return `apiVersion: v2\nname: ${n}\ndescription: A Helm chart for ${n}\ntype: application\nversion: 0.1.0\nappVersion: "1.16.0"\n`;
}

function chartValues(r, n) {
  const lines = ['# Default values', `replicaCount: ${r.int(1, 5)}`, 'image:', `  repository: registry.example.com/charts/${n}`, '  pullPolicy: IfNotPresent', `  tag: v${r.int(1, 5)}.${r.int(0, 20)}.0`, 'existingConfigMap: ""', 'podAnnotations: {}', 'ingress:', '  enabled: true', '  hosts:'];
  for (let h = 0; h < r.int(10, 20); h++) lines.push(`    - host: ${r.name()}.example.com`, '      paths:', `        - path: /${r.pick(WORDS)}`, '          pathType: Prefix');
  lines.push('env:');
  for (let e = 0; e < r.int(40, 80); e++) lines.push(`  ${r.pick(WORDS).toUpperCase()}_${e}: "${r.name()}"`);
  lines.push('extraVolumes: []', 'extraVolumeMounts: []', 'resources:', '  requests: {cpu: 100m, memory: 128Mi}', 'nodeSelector: {}', 'tolerations: []');
  return lines.join('\n') + '\n';
}

const HELPERS = (n) => `{{/*
Expand the name of the chart.
*/}}
{{- define "${n}.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "${n}.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name (include "${n}.name" .) | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}

{{- define "${n}.labels" -}}
app.kubernetes.io/name: {{ include "${n}.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}
`;

function templateDeployment(n) {
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "${n}.fullname" . }}
  labels:
    {{- include "${n}.labels" . | nindent 4 }}
  annotations:
    argocd.argoproj.io/sync-wave: "1"
spec:
  {{- if not .Values.autoscaling.enabled }}
  replicas: {{ .Values.replicaCount }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "${n}.selectorLabels" . | nindent 6 }}
  template:
    metadata:
      {{- with .Values.podAnnotations }}
      annotations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      labels:
        {{- include "${n}.selectorLabels" . | nindent 8 }}
    spec:
      {{- with .Values.imagePullSecrets }}
      imagePullSecrets:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      serviceAccountName: {{ include "${n}.serviceAccountName" . }}
      containers:
        - name: {{ .Chart.Name }}
          image: "{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}"
          imagePullPolicy: {{ .Values.image.pullPolicy }}
          ports:
            - name: http
              containerPort: {{ .Values.service.port }}
              protocol: TCP
          env:
            {{- range $k, $v := .Values.env }}
            - name: {{ $k }}
              value: {{ $v | quote }}
            {{- end }}
          livenessProbe:
            httpGet:
              path: /
              port: http
          resources:
            {{- toYaml .Values.resources | nindent 12 }}
          volumeMounts:
            - name: config
              mountPath: /etc/${n}
            {{- with .Values.extraVolumeMounts }}
            {{- toYaml . | nindent 12 }}
            {{- end }}
      volumes:
        - name: config
          configMap:
            name: {{ .Values.existingConfigMap | default (include "${n}.fullname" .) }}
      {{- with .Values.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
`;
}

function templateOther(n) {
  return `{{- if .Values.ingress.enabled -}}
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: {{ include "${n}.fullname" . }}
  labels:
    {{- include "${n}.labels" . | nindent 4 }}
spec:
  rules:
    {{- range .Values.ingress.hosts }}
    - host: {{ .host | quote }}
      http:
        paths:
          {{- range .paths }}
          - path: {{ .path }}
            pathType: {{ .pathType }}
            backend:
              service:
                name: {{ include "${n}.fullname" $ }}
                port:
                  number: {{ $.Values.service.port }}
          {{- end }}
    {{- end }}
{{- end }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ include "${n}.fullname" . }}
spec:
  type: {{ .Values.service.type }}
  ports:
    - port: {{ .Values.service.port }}
      targetPort: http
  selector:
    {{- include "${n}.selectorLabels" . | nindent 4 }}
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ include "${n}.fullname" . }}
data:
  {{- range $k, $v := .Values.env }}
  {{ $k }}: {{ $v | quote }}
  {{- end }}
`;
}

// ---------------------------------------------------------------- kustomize pieces

function smPatch(r, n) {
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${n}
spec:
  replicas: ${r.int(2, 8)}
  template:
    spec:
      containers:
        - name: app
          resources:
            limits: {cpu: "${r.int(1, 4)}", memory: ${r.int(256, 4096)}Mi}
          env:
${Array.from({ length: r.int(4, 10) }, (_, i) => `            - name: OVERLAY_${i}\n              value: "${r.name()}"\n`).join('')}          volumeMounts:
            - name: extra
              mountPath: /etc/extra
      volumes:
        - name: extra
          configMap:
            name: ${n}-extra
`;
}

function jsonPatch(r) {
  return `- op: replace\n  path: /spec/replicas\n  value: ${r.int(1, 9)}\n- op: add\n  path: /spec/template/spec/containers/0/env/-\n  value: {name: REGION, value: ${r.pick(['eu', 'us', 'ap'])}}\n`;
}

// ---------------------------------------------------------------- the Argo CD setup every shape carries

function argoSetup(put, r) {
  const argo = 'platform/argocd';
  for (const p of PLUGINS) put(`${argo}/plugins/${p}.yaml`, pluginConfigMap(p));
  const volumes = PLUGINS.map((p) => `        - name: cmp-${p}\n          configMap:\n            name: cmp-${p}\n        - name: ${p}-tmp\n          emptyDir: {}\n`).join('');
  put(`${argo}/repo-server-sidecars.yaml`, `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: argocd-repo-server\nspec:\n  template:\n    spec:\n      containers:\n${PLUGINS.map((p) => sidecar(r, p)).join('')}      volumes:\n${volumes}`);
  put(
    `${argo}/kustomization.yaml`,
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: argocd\nresources:\n  - https://raw.githubusercontent.com/argoproj/argo-cd/v2.14.0/manifests/install.yaml\n${PLUGINS.map((p) => `  - plugins/${p}.yaml\n`).join('')}patches:\n  - path: repo-server-sidecars.yaml\n    target: {kind: Deployment, name: argocd-repo-server}\n`,
  );
  put(
    `${argo}/applicationset.yaml`,
    `apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata:\n  name: services\n  namespace: argocd\nspec:\n  goTemplate: true\n  generators:\n    - git:\n        repoURL: https://git.example.com/platform/gitops.git\n        revision: main\n        directories:\n          - path: services/*/*\n  template:\n    metadata:\n      name: '{{.path.basename}}'\n    spec:\n      project: default\n      source:\n        repoURL: https://git.example.com/platform/gitops.git\n        targetRevision: main\n        path: '{{.path.path}}'\n        plugin:\n          name: ${PLUGINS[0]}-v1.0\n      destination:\n        server: https://kubernetes.default.svc\n        namespace: '{{.path.basename}}'\n`,
  );
  for (let i = 0; i < 20; i++) put(`platform/apps/app-${String(i).padStart(2, '0')}.yaml`, application(r, i, TEAMS[i % TEAMS.length]));
}

// ---------------------------------------------------------------- shapes

/**
 * Write one shape of about `targetBytes` bytes into `dir` (a `.git` directory marks the root).
 * Returns { files, bytes, note }.
 */
export function generateShape(shape, dir, targetBytes) {
  const r = makeRng(0xc0ffee ^ SHAPES.indexOf(shape));
  let bytes = 0;
  let files = 0;
  const put = (rel, text) => {
    const abs = join(dir, rel);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, text);
    bytes += Buffer.byteLength(text);
    files++;
  };
  mkdirSync(join(dir, '.git'), { recursive: true });
  argoSetup(put, r);
  let units = 0;
  switch (shape) {
    case 'deployments':
      for (let s = 0; bytes < targetBytes; s++, units++) {
        const team = TEAMS[s % TEAMS.length];
        const docs = [];
        for (let k = 0; k < 14; k++) {
          const n = r.name();
          const cm = r.rand() < 0.1;
          docs.push(deployment(r, n, team, cm), service(n, team));
          if (cm) docs.push(configMap(r, n, team));
        }
        put(`services/${team}/svc-${String(s).padStart(5, '0')}/manifests.yaml`, docs.join('---\n'));
      }
      return { files, bytes, note: `${units} files of 14 Deployments + Services` };
    case 'helm':
      for (let c = 0; bytes < targetBytes; c++, units++) {
        const n = `chart-${String(c).padStart(5, '0')}`;
        const base = `charts/${n}`;
        put(`${base}/Chart.yaml`, chartYaml(n));
        put(`${base}/values.yaml`, chartValues(r, n));
        put(`${base}/values-prod.yaml`, chartValues(r, n));
        put(`${base}/templates/_helpers.tpl`, HELPERS(n));
        put(`${base}/templates/deployment.yaml`, templateDeployment(n));
        put(`${base}/templates/resources.yaml`, templateOther(n));
        put(`${base}/templates/NOTES.txt`, `Thank you for installing {{ .Chart.Name }}.\n`);
      }
      return { files, bytes, note: `${units} charts (Chart.yaml, values, templates/)` };
    case 'kustomize':
      for (let s = 0; bytes < targetBytes; s++, units++) {
        const team = TEAMS[s % TEAMS.length];
        const n = r.name();
        const base = `kustomize/${team}/${n}-${s}`;
        put(`${base}/base/deployment.yaml`, deployment(r, n, team, true));
        put(`${base}/base/service.yaml`, service(n, team));
        put(`${base}/base/kustomization.yaml`, `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - deployment.yaml\n  - service.yaml\nconfigMapGenerator:\n  - name: ${n}-settings\n    literals: [MODE=base]\n`);
        for (const env of ['dev', 'staging', 'prod']) {
          put(`${base}/overlays/${env}/deployment-patch.yaml`, smPatch(r, n));
          put(`${base}/overlays/${env}/replicas.yaml`, jsonPatch(r));
          put(
            `${base}/overlays/${env}/kustomization.yaml`,
            `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: ${team}-${env}\nresources:\n  - ../../base\npatches:\n  - path: deployment-patch.yaml\n  - path: replicas.yaml\n    target: {kind: Deployment, name: ${n}}\nconfigMapGenerator:\n  - name: ${n}-extra\n    behavior: create\n    literals: [ENV=${env}]\n`,
          );
        }
      }
      return { files, bytes, note: `${units} services, base + 3 overlays each` };
    case 'apps':
      for (let i = 0; bytes < targetBytes; i++, units++) {
        const team = TEAMS[i % TEAMS.length];
        put(`apps/${team}/app-${String(i).padStart(6, '0')}.yaml`, application(r, i, team));
      }
      return { files, bytes, note: `${units} Application files` };
    case 'huge': {
      const per = Math.max(1 << 20, Math.ceil(targetBytes / 4));
      for (let f = 0; bytes < targetBytes; f++, units++) {
        const docs = [];
        let size = 0;
        for (let k = 0; size < per && bytes + size < targetBytes + 4096; k++) {
          const n = r.name();
          const team = TEAMS[k % TEAMS.length];
          const d = [deployment(r, n, team, r.rand() < 0.1), service(n, team), configMap(r, n, team)].join('---\n');
          docs.push(d);
          size += d.length + 4;
        }
        put(`bundles/install-${f}.yaml`, docs.join('---\n'));
      }
      put('.cmp-lint.yaml', 'maxFileSize: 64MB\n');
      return { files, bytes, note: `${units} huge multi-document files` };
    }
    case 'rendered':
      for (let a = 0; bytes < targetBytes; a++, units++) {
        const team = TEAMS[a % TEAMS.length];
        const cluster = ['eu-west', 'us-east', 'ap-south'][a % 3];
        const docs = [];
        for (let k = 0; k < 6; k++) {
          const n = r.name();
          docs.push(deployment(r, n, team, k === 0), service(n, team));
          if (k === 0) docs.push(configMap(r, n, team));
        }
        const n = r.name();
        if (r.rand() < 0.4) docs.push(prometheusRule(r, n, team));
        if (r.rand() < 0.25) docs.push(dashboardConfigMap(r, n, team));
        if (r.rand() < 0.08) docs.push(crd(r, n));
        put(`rendered/${cluster}/${team}/app-${String(a).padStart(5, '0')}/manifests.yaml`, docs.join('---\n'));
        // now and then the output of `kubectl get -o yaml`, kept for reference
        if (a % 40 === 39) put(`live/${cluster}/${team}-${a}.yaml`, listDump(r, team, r.int(20, 60)));
      }
      return { files, bytes, note: `${units} rendered app files, with rules, dashboards, CRDs and List dumps` };
    default:
      throw new Error(`unknown shape ${shape}`);
  }
}
