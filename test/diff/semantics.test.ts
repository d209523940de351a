// `diff` as Argo CD shows it, end to end through the built CLI (dist/cli.js): tracking,
// namespace defaulting, ignoreDifferences, hooks, sync options and waves, in text, markdown and
// JSON, on directory apps (Argo CD's built-in handling: no tool needed) in a repository made here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { gitRepo, scratch } from './helpers.js';

const REPO = join(import.meta.dirname, '..', '..');
const CLI = join(REPO, 'dist', 'cli.js');
const tmp = scratch('cmp-lint-semantics-');

const app = (extra = '') => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: web
  namespace: argocd
spec:
  project: default
  destination:
    server: https://kubernetes.default.svc
    namespace: team-a
  source:
    repoURL: https://example.com/gitops.git
    targetRevision: HEAD
    path: apps/web
${extra}`;

const IGNORE = `  ignoreDifferences:
    - group: apps
      kind: Deployment
      jsonPointers: [/spec/replicas]
      jqPathExpressions:
        - .spec.template.spec.containers[] | select(.name == "envoy") | .image
    - kind: ConfigMap
      name: settings
      jqPathExpressions: ['.data | to_entries']
      managedFieldsManagers: [kube-controller-manager]
`;

const deployment = (replicas: number, web: string, envoy: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  annotations:
    argocd.argoproj.io/sync-wave: "2"
spec:
  replicas: ${replicas}
  template:
    spec:
      containers:
        - name: web
          image: ${web}
        - name: envoy
          image: ${envoy}
`;
const cm = (name: string, value: string, ann = '') => `apiVersion: v1
kind: ConfigMap
metadata:
  name: ${name}
${ann ? `  annotations:\n${ann}` : ''}data:
  a: "${value}"
`;
const job = (image: string) => `apiVersion: batch/v1
kind: Job
metadata:
  name: migrate
  annotations:
    helm.sh/hook: pre-upgrade
    helm.sh/hook-delete-policy: hook-succeeded
    helm.sh/hook-weight: "-5"
spec:
  template:
    spec:
      containers:
        - name: m
          image: ${image}
`;
const secret = (value: string) => `apiVersion: v1
kind: Secret
metadata:
  name: token
  annotations:
    argocd.argoproj.io/hook: PostSync
stringData:
  token: ${value}
`;
const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  scope: Cluster
  names:
    kind: Widget
    plural: widgets
`;
const widget = (name: string, size: number, ready: boolean) => `apiVersion: example.com/v1
kind: Widget
metadata:
  name: ${name}
  namespace: somewhere
spec:
  size: ${size}
status:
  ready: ${ready}
`;
const pod = (image: string) => `apiVersion: v1
kind: Pod
metadata:
  name: web-test
  annotations:
    helm.sh/hook: test
spec:
  containers:
    - name: t
      image: ${image}
`;

const SECRET_VALUES = ['S3cr3t-base', 'S3cr3t-head'];

function scenario() {
  const repo = gitRepo(tmp);
  repo.commit(
    {
      'argocd/web.yaml': app(IGNORE),
      'apps/web/deployment.yaml': deployment(1, 'nginx:1.25', 'envoy:1.0'),
      'apps/web/settings.yaml': cm('settings', '1'),
      'apps/web/migrate.yaml': job('migrate:1'),
      'apps/web/token.yaml': secret('S3cr3t-base'),
      'apps/web/keep.yaml': cm('keep', '1', '    argocd.argoproj.io/sync-options: Prune=false\n'),
      'apps/web/extra.yaml': cm('extra', '1', '    argocd.argoproj.io/compare-options: IgnoreExtraneous\n'),
      'apps/web/crd.yaml': CRD,
      'apps/web/widget.yaml': widget('w1', 1, false),
      'apps/web/widget2.yaml': widget('w2', 1, false),
      'apps/web/test-pod.yaml': pod('busybox:1'),
    },
    'base',
  );
  repo.commit(
    {
      'apps/web/deployment.yaml': deployment(3, 'nginx:1.27', 'envoy:1.1'),
      'apps/web/settings.yaml': cm('settings', '2'),
      'apps/web/migrate.yaml': job('migrate:2'),
      'apps/web/token.yaml': secret('S3cr3t-head'),
      'apps/web/keep.yaml': null,
      'apps/web/extra.yaml': null,
      'apps/web/widget.yaml': widget('w1', 2, false),
      'apps/web/widget2.yaml': widget('w2', 1, true),
      'apps/web/test-pod.yaml': pod('busybox:2'),
      'apps/web/ns.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: team-a\n',
      'apps/web/skip.yaml': cm('skipped', '1', '    argocd.argoproj.io/hook: Skip\n'),
    },
    'head',
  );
  return repo;
}

const run = (cwd: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, [CLI, 'diff', '--base', 'HEAD~1', '--sandbox', 'none', '--concurrency', '2', ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: tmp } });
  return { status: r.status, stdout: r.stdout.replace(/\(2 renders, \d+\.\d s\)/, '(2 renders, N s)'), stderr: r.stderr };
};

let shared: ReturnType<typeof scenario> | undefined;
const repoOnce = () => (shared ??= scenario());

test('text: tracking, namespaces, ignoreDifferences, hooks, waves and sync order, exactly', () => {
  const repo = repoOnce();
  const { status, stdout, stderr } = run(repo.root, '--format', 'text', '--no-color');
  assert.equal(status, 0, stderr);
  const body = stdout.slice(stdout.indexOf('== web'));
  assert.equal(
    body,
    `== web (argocd/web.yaml:1): +2 ~6 −2, ok
note: ignoreDifferences expression not evaluated: ".data | to_entries" (Application spec.ignoreDifferences[1]; a term must start with "." or select(: "to_entries"): differences it would hide are shown
note: ignoreDifferences managedFieldsManagers kube-controller-manager (Application spec.ignoreDifferences[1]): not applicable offline (it needs the live object's managedFields)
~ batch/Job team-a/migrate (changed) [hook PreSync (delete: HookSucceeded); wave -5]
--- base/batch/Job/team-a/migrate
+++ head/batch/Job/team-a/migrate
@@ -12,5 +12,5 @@
   template:
     spec:
       containers:
-        - image: migrate:1
+        - image: migrate:2
           name: m
+ Namespace team-a (added)
--- /dev/null
+++ head/Namespace/team-a
@@ -1,0 +1,6 @@
+apiVersion: v1
+kind: Namespace
+metadata:
+  annotations:
+    argocd.argoproj.io/tracking-id: web:/Namespace:team-a/team-a
+  name: team-a
− ConfigMap team-a/extra (removed) [IgnoreExtraneous: left behind, it does not make the app OutOfSync]
--- base/ConfigMap/team-a/extra
+++ /dev/null
@@ -1,10 +1,0 @@
-apiVersion: v1
-data:
-  a: '1'
-kind: ConfigMap
-metadata:
-  annotations:
-    argocd.argoproj.io/compare-options: IgnoreExtraneous
-    argocd.argoproj.io/tracking-id: web:/ConfigMap:team-a/extra
-  name: extra
-  namespace: team-a
− ConfigMap team-a/keep (removed) [Prune=false: a sync does not delete it]
--- base/ConfigMap/team-a/keep
+++ /dev/null
@@ -1,10 +1,0 @@
-apiVersion: v1
-data:
-  a: '1'
-kind: ConfigMap
-metadata:
-  annotations:
-    argocd.argoproj.io/sync-options: Prune=false
-    argocd.argoproj.io/tracking-id: web:/ConfigMap:team-a/keep
-  name: keep
-  namespace: team-a
~ ConfigMap team-a/settings (changed)
--- base/ConfigMap/team-a/settings
+++ head/ConfigMap/team-a/settings
@@ -1,6 +1,6 @@
 apiVersion: v1
 data:
-  a: '1'
+  a: '2'
 kind: ConfigMap
 metadata:
   annotations:
~ example.com/Widget w1 (changed)
--- base/example.com/Widget/w1
+++ head/example.com/Widget/w1
@@ -5,4 +5,4 @@
     argocd.argoproj.io/tracking-id: web:example.com/Widget:team-a/w1
   name: w1
 spec:
-  size: 1
+  size: 2
~ apps/Deployment team-a/web (changed) [wave 2]
--- base/apps/Deployment/team-a/web
+++ head/apps/Deployment/team-a/web
@@ -10,6 +10,6 @@
   template:
     spec:
       containers:
-        - image: nginx:1.25
+        - image: nginx:1.27
           name: web
         - name: envoy
~ Secret team-a/token (changed) [hook PostSync (delete: BeforeHookCreation)]
--- base/Secret/team-a/token
+++ head/Secret/team-a/token
@@ -7,4 +7,4 @@
   name: token
   namespace: team-a
 stringData:
-  token: <changed (old)>
+  token: <changed (new)>
+ ConfigMap team-a/skipped (added) [Skip: never applied]
--- /dev/null
+++ head/ConfigMap/team-a/skipped
@@ -1,0 +1,10 @@
+apiVersion: v1
+data:
+  a: '1'
+kind: ConfigMap
+metadata:
+  annotations:
+    argocd.argoproj.io/hook: Skip
+    argocd.argoproj.io/tracking-id: web:/ConfigMap:team-a/skipped
+  name: skipped
+  namespace: team-a
~ Pod team-a/web-test (changed) [hook (no phase) (delete: BeforeHookCreation); never applied: no hook phase Argo CD runs]
--- base/Pod/team-a/web-test
+++ head/Pod/team-a/web-test
@@ -8,5 +8,5 @@
   namespace: team-a
 spec:
   containers:
-    - image: busybox:1
+    - image: busybox:2
       name: t
2 resources unchanged (1 differs only in ignored fields).
`,
  );
  assert.match(stdout, /^Compared as Argo CD does: tracking by annotation \(Argo CD defaults\), ignoreDifferences applied, changes in sync order$/m);
  for (const s of SECRET_VALUES) assert.ok(!stdout.includes(s), `secret ${s} leaked`);
});

test('json: additive argo, ignoredDifferences, argoNotes and per-resource sync fields', () => {
  const repo = repoOnce();
  const { status, stdout, stderr } = run(repo.root, '--format', 'json');
  assert.equal(status, 0, stderr);
  const j = JSON.parse(stdout);
  assert.deepEqual(j.argo, { trackingMethod: 'annotation', instanceLabelKey: 'app.kubernetes.io/instance', source: 'Argo CD defaults' });
  const web = j.apps[0];
  assert.deepEqual(Object.keys(web), ['app', 'kind', 'file', 'line', 'sourceType', 'status', 'counts', 'reason', 'ignoredDifferences', 'argoNotes', 'resources']);
  assert.equal(web.ignoredDifferences, 1);
  assert.equal(web.argoNotes.length, 2);
  assert.deepEqual(
    web.resources.map((r: { key: { kind: string; name: string }; status: string; sync?: unknown }) => [r.key.kind, r.key.name, r.status, r.sync ?? null]),
    [
      ['Job', 'migrate', 'changed', { phase: 'PreSync', wave: -5, hook: { types: ['PreSync'], deletePolicies: ['HookSucceeded'] } }],
      ['Namespace', 'team-a', 'added', { phase: 'Sync', wave: 0 }],
      ['ConfigMap', 'extra', 'removed', { phase: 'Sync', wave: 0, ignoreExtraneous: true }],
      ['ConfigMap', 'keep', 'removed', { phase: 'Sync', wave: 0, prune: false }],
      ['ConfigMap', 'settings', 'changed', { phase: 'Sync', wave: 0 }],
      ['Widget', 'w1', 'changed', { phase: 'Sync', wave: 0 }],
      ['Deployment', 'web', 'changed', { phase: 'Sync', wave: 2 }],
      ['Secret', 'token', 'changed', { phase: 'PostSync', wave: 0, hook: { types: ['PostSync'], deletePolicies: ['BeforeHookCreation'] } }],
      ['ConfigMap', 'skipped', 'added', { wave: 0, skip: true }],
      ['Pod', 'web-test', 'changed', { wave: 0, ignored: true, hook: { types: [], deletePolicies: ['BeforeHookCreation'] } }],
      // then the unchanged ones in key order: the CRD (no tracking) and w2 (only its status changed)
      ['CustomResourceDefinition', 'widgets.example.com', 'unchanged', null],
      ['Widget', 'w2', 'unchanged', null],
    ],
  );
  for (const s of SECRET_VALUES) assert.ok(!stdout.includes(s), `secret ${s} leaked`);
});

test('markdown: the marks next to each resource title, the settings line', () => {
  const repo = repoOnce();
  const { status, stdout, stderr } = run(repo.root, '--format', 'markdown');
  assert.equal(status, 0, stderr);
  const titles = [...stdout.matchAll(/^\*\*[~+−] .*$/gm)].map((m) => m[0]);
  assert.deepEqual(titles, [
    '**~ `batch/Job team-a/migrate`** (changed) · hook PreSync (delete: HookSucceeded) · wave -5',
    '**+ `Namespace team-a`** (added)',
    '**− `ConfigMap team-a/extra`** (removed) · IgnoreExtraneous: left behind, it does not make the app OutOfSync',
    '**− `ConfigMap team-a/keep`** (removed) · Prune=false: a sync does not delete it',
    '**~ `ConfigMap team-a/settings`** (changed)',
    '**~ `example.com/Widget w1`** (changed)',
    '**~ `apps/Deployment team-a/web`** (changed) · wave 2',
    '**~ `Secret team-a/token`** (changed) · hook PostSync (delete: BeforeHookCreation)',
    '**+ `ConfigMap team-a/skipped`** (added) · Skip: never applied',
    '**~ `Pod team-a/web-test`** (changed) · hook (no phase) (delete: BeforeHookCreation) · never applied: no hook phase Argo CD runs',
  ]);
  assert.match(stdout, /^<sub>Compared as Argo CD does: tracking by annotation \(Argo CD defaults\), ignoreDifferences applied, changes in sync order<\/sub>$/m);
  assert.match(stdout, /^> ignoreDifferences expression not evaluated: "\.data \\\| to_entries" /m);
  assert.match(stdout, /^_2 resources unchanged \(1 differs only in ignored fields\)\._$/m);
  for (const s of SECRET_VALUES) assert.ok(!stdout.includes(s), `secret ${s} leaked`);
});

test('argocd-cm switches tracking to a label: every resource of the app changes, and the report says where the setting came from', () => {
  const repo = gitRepo(tmp);
  const argocdCm = (extra: string) => `apiVersion: v1
kind: ConfigMap
metadata:
  name: argocd-cm
  namespace: argocd
data:
  kustomize.buildOptions: --load-restrictor LoadRestrictionsNone
${extra}`;
  repo.commit(
    {
      'argocd/install/argocd-cm.yaml': argocdCm(''),
      'argocd/web.yaml': app(),
      'apps/web/cm.yaml': cm('settings', '1'),
      'apps/web/sa.yaml': 'apiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: web\n  namespace: team-b\n',
    },
    'base',
  );
  repo.commit(
    {
      'argocd/install/argocd-cm.yaml': argocdCm(`  application.resourceTrackingMethod: label
  application.instanceLabelKey: example.com/app
  resource.customizations.ignoreDifferences.all: |
    jsonPointers:
    - /data/a
`),
      // the Application file changes too, so that the app is affected
      'argocd/web.yaml': app('  syncPolicy: {}\n'),
      'apps/web/cm.yaml': cm('settings', '2'),
    },
    'head',
  );
  const { status, stdout, stderr } = run(repo.root, '--format', 'text', '--no-color');
  assert.equal(status, 0, stderr);
  assert.match(stdout, /^Compared as Argo CD does: tracking by label example\.com\/app \(argocd-cm argocd\/install\/argocd-cm\.yaml\), ignoreDifferences applied, changes in sync order$/m);
  assert.equal(
    stdout.slice(stdout.indexOf('== web')),
    `== web (argocd/web.yaml:1): +0 ~2 −0, ok
~ ServiceAccount team-b/web (changed)
--- base/ServiceAccount/team-b/web
+++ head/ServiceAccount/team-b/web
@@ -1,7 +1,7 @@
 apiVersion: v1
 kind: ServiceAccount
 metadata:
-  annotations:
-    argocd.argoproj.io/tracking-id: web:/ServiceAccount:team-b/web
+  labels:
+    example.com/app: web
   name: web
   namespace: team-b
~ ConfigMap team-a/settings (changed)
--- base/ConfigMap/team-a/settings
+++ head/ConfigMap/team-a/settings
@@ -2,7 +2,7 @@
 data: {}
 kind: ConfigMap
 metadata:
-  annotations:
-    argocd.argoproj.io/tracking-id: web:/ConfigMap:team-a/settings
+  labels:
+    example.com/app: web
   name: settings
   namespace: team-a
`,
  );
});
