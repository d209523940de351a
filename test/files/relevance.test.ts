// Relevance from structure (issue 13): what a document is decides whether it is parsed with
// positions, not which words appear anywhere in its text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { relevance, kustomizationRefs, couldBePatch } from '../../src/files/relevance.js';
import { loadYamlStream } from '../../src/yaml/load.js';
import { FIXTURES, lintIn, brief } from '../helpers/lint.js';

const deployment = (name: string, extra: Record<string, unknown> = {}) => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name, annotations: { 'argocd.argoproj.io/sync-wave': '1' }, labels: { 'app.kubernetes.io/part-of': 'argocd-apps' } },
  spec: { template: { spec: { containers: [{ name: 'web', image: 'web:1', ...extra }], volumes: [{ name: 's', configMap: { name: 'web-settings' } }] } } },
});

test('an ordinary workload is skipped even when its labels and annotations name Argo CD', () => {
  assert.equal(relevance(deployment('web')), 'no');
  // a kind that never holds CMP configuration is skipped whatever its name or content says
  assert.equal(relevance({ apiVersion: 'v1', kind: 'Service', metadata: { name: 'argocd-repo-server' } }), 'no');
  assert.equal(relevance({ apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', metadata: { name: 'applications.argoproj.io' }, spec: { versions: [{ schema: { openAPIV3Schema: { properties: { plugin: { properties: { env: {} } } } } } }] } }), 'no');
});

test('a workload whose containers, mounts or name say CMP is parsed', () => {
  assert.equal(relevance(deployment('argocd-repo-server')), 'parse');
  assert.equal(relevance(deployment('web', { command: ['/var/run/argocd/argocd-cmp-server'] })), 'parse');
  assert.equal(relevance(deployment('web', { volumeMounts: [{ name: 'plugins', mountPath: '/home/argocd/cmp-server/plugins' }] })), 'parse');
});

test('Argo CD resources and plain ConfigMaps get lazy positions; CMP ConfigMaps and plugins are parsed', () => {
  assert.equal(relevance({ kind: 'Application', metadata: { name: 'a' } }), 'argo');
  assert.equal(relevance({ kind: 'ConfigMap', metadata: { name: 'web-settings' }, data: { LOG: 'info' } }), 'configmap');
  assert.equal(relevance({ kind: 'ConfigMap', metadata: { name: 'argocd-cm' }, data: {} }), 'parse');
  assert.equal(relevance({ kind: 'ConfigMap', metadata: { name: 'tools' }, data: { 'plugin.yaml': 'kind: ConfigManagementPlugin' } }), 'parse');
  assert.equal(relevance({ apiVersion: 'argoproj.io/v1alpha1', kind: 'ConfigManagementPlugin' }), 'parse');
  assert.equal(relevance({ resources: ['a.yaml'], patches: [{ path: 'p.yaml' }] }), 'parse'); // kustomization without kind
});

test('a kustomize patch: read by its target, not by its words', () => {
  const fragment = { spec: { template: { spec: { containers: [{ name: 'x', image: 'x:1' }] } } } };
  assert.equal(relevance(fragment), 'no');
  assert.equal(relevance(fragment, { target: 'argocd-repo-server' }), 'parse');
  assert.equal(relevance(fragment, { target: undefined }), 'parse');
  assert.equal(relevance(fragment, { target: 'web' }), 'no');
  // without a target in the kustomization, a strategic-merge patch targets the resource it names
  assert.equal(relevance(deployment('web'), {}), 'no');
  assert.equal(relevance([{ op: 'add', path: '/spec/replicas', value: 2 }], { target: 'web' }), 'no');
  // an op list matters only when it adds containers or volumes (what json6902Sidecars reads), whatever its target
  assert.equal(relevance([{ op: 'add', path: '/spec/replicas', value: 2 }], { target: 'argocd-repo-server' }), 'no');
  assert.equal(relevance([{ op: 'add', path: '/spec/template/spec/containers/0/env/-', value: { name: 'A' } }], { target: 'argocd-repo-server' }), 'no');
  assert.equal(relevance([{ op: 'add', path: '/spec/template/spec/containers/0/env/-', value: { name: 'A' } }]), 'no');
  const addsSidecar = [{ op: 'add', path: '/spec/template/spec/containers/-', value: { name: 'cmp', image: 'x:1' } }];
  assert.equal(relevance(addsSidecar, { target: 'web' }), 'parse');
  assert.equal(relevance(addsSidecar, { target: 'argocd-repo-server' }), 'parse');
  assert.equal(relevance([{ op: 'replace', path: '/spec/template/spec/volumes/0', value: { name: 'v' } }], { target: 'argocd-repo-server' }), 'parse');
  assert.equal(couldBePatch([{ op: 'add', path: '/spec/replicas', value: 2 }]), false);
  assert.equal(couldBePatch(addsSidecar), true);
  assert.equal(couldBePatch([{ kind: 'Service' }]), true); // a list of resources
  // a legacy plugin list patched into argocd-cm is read (legacy-cm-plugin)
  assert.equal(relevance([{ op: 'add', path: '/data/configManagementPlugins', value: '- name: x\n  generate:\n    command: [sh]\n' }], { target: 'argocd-cm' }), 'parse');
  assert.equal(relevance([{ op: 'replace', path: '/data', value: { configManagementPlugins: '- name: x' } }]), 'parse');
  assert.deepEqual(kustomizationRefs({ patches: [{ path: 'a.yaml', target: { name: 'web' } }], patchesStrategicMerge: ['b.yaml'], configMapGenerator: [{ files: ['plugin.yaml=cmp/plugin.yaml'] }] }), [
    { path: 'a.yaml', target: 'web' },
    { path: 'b.yaml' },
    { path: 'cmp/plugin.yaml' },
  ]);
});

test('streaming load: only documents that can matter are kept, with their positions in the file', () => {
  const text = ['apiVersion: v1', 'kind: Service', 'metadata: {name: web}', '---', 'apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: argocd-cmp-cm', 'data:', '  a: b', ''].join('\n');
  const l = loadYamlStream('x.yaml', text);
  assert.equal(l.docs.length, 1);
  assert.deepEqual(l.docs[0].ref.get('data')!.get('a')!.loc(), { file: 'x.yaml', line: 10, column: 6, endLine: 10, endColumn: 7 });
});

test('a bare patch a kustomization applies to the repo-server is read; one applied to another workload is not', async () => {
  const r = await lintIn(join(FIXTURES, 'load', 'kustomize-patches'));
  const files = new Set(r.findings.map((f) => f.file));
  assert.deepEqual([...files], ['sidecar.yaml']);
  assert.ok(brief(r.findings).includes('sidecar-image-tag sidecar.yaml:7:18 warning'));
});

test('a plugin definition without any CMP word (a bare legacy list) is still parsed', () => {
  assert.equal(relevance([{ name: 'helmfile', generate: { command: ['sh', '-c'], args: ['helmfile template'] } }]), 'parse');
});

test('a List (kubectl get -o yaml) is what its items are, however many strings they hold', () => {
  // 3,000 workloads hold far more strings than one look over a value takes (MAX_STRINGS): each item
  // is judged on its own, so a dump without Argo CD in it is skipped, not parsed with positions
  const items = Array.from({ length: 3000 }, (_, i) => deployment(`web-${i}`));
  assert.equal(relevance({ apiVersion: 'v1', kind: 'List', metadata: { resourceVersion: '' }, items }), 'no');
  assert.equal(relevance({ apiVersion: 'apps/v1', kind: 'DeploymentList', metadata: {}, items }), 'no');
  // one repo-server among them, or one sidecar running argocd-cmp-server: the list is parsed
  assert.equal(relevance({ apiVersion: 'v1', kind: 'List', items: [...items, deployment('argocd-repo-server')] }), 'parse');
  const pod = { metadata: { name: 'p' }, spec: { containers: [{ name: 'cmp', command: ['/var/run/argocd/argocd-cmp-server'] }] } };
  // (a typed list's items carry no kind)
  assert.equal(relevance({ apiVersion: 'v1', kind: 'PodList', items: [...items.slice(0, 10), pod] }), 'parse');
  // the list's own keys still count
  assert.equal(relevance({ apiVersion: 'v1', kind: 'List', metadata: { name: 'argocd-cmp-cm' }, items: [] }), 'parse');
});

test('a big dump without Argo CD is skipped by the stream; with the repo-server in it, the list is loaded', async () => {
  const dump = (extra: string) =>
    'apiVersion: v1\nkind: List\nitems:\n' +
    Array.from({ length: 2500 }, (_, i) => `- apiVersion: apps/v1\n  kind: Deployment\n  metadata:\n    name: web-${i}\n  spec:\n    template:\n      spec:\n        containers:\n        - name: web\n          image: web:${i}\n          env: [{name: A, value: b}, {name: C, value: d}]\n`).join('') +
    extra +
    'metadata: {}\n';
  const plain = dump('');
  const l = loadYamlStream('dump.yaml', plain, { readFile: () => plain });
  assert.equal(l.docs.length, 0);
  assert.equal(l.problems.length, 0);
  const sidecar = '- apiVersion: apps/v1\n  kind: Deployment\n  metadata:\n    name: argocd-repo-server\n  spec:\n    template:\n      spec:\n        containers:\n        - name: argocd-repo-server\n          image: quay.io/argoproj/argocd:v2.9.0\n        - name: cmp\n          image: busybox:1\n          command: [/var/run/argocd/argocd-cmp-server]\n';
  const withRepoServer = dump(sidecar);
  const l2 = loadYamlStream('dump.yaml', withRepoServer, { readFile: () => withRepoServer });
  // (a List this big has only its items that can matter parsed with positions: listItemTexts)
  assert.equal(l2.docs.length, 1);
  assert.equal((l2.docs[0].raw as { metadata: { name: string } }).metadata.name, 'argocd-repo-server');
  assert.equal(l2.docs[0].ref.loc().line, 3 + 2500 * 11 + 1);
});

test('a ConfigMap is parsed with positions up front only when its data can give the extractors more than keys and values', () => {
  const cm = (data: Record<string, string>) => ({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'settings' }, data });
  // a Grafana dashboard (`"pluginVersion"`), a script that names Argo CD: keys and values, read lazily
  assert.equal(relevance(cm({ 'overview.json': '{"panels": [{"pluginVersion": "10.4.1", "type": "timeseries"}]}' })), 'configmap');
  assert.equal(relevance(cm({ 'generate.sh': '#!/bin/sh\nexec argocd-vault-plugin generate ./\n' })), 'configmap');
  // a plugin definition (a YAML-named key, or a value saying so), chart values, a CMP word in a key
  assert.equal(relevance(cm({ 'plugin.yaml': 'apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\n' })), 'parse');
  assert.equal(relevance(cm({ 'plugin.txt': 'kind: ConfigManagementPlugin\nspec: {}\n' })), 'parse');
  assert.equal(relevance(cm({ values: 'repoServer:\n  extraContainers: []\n' })), 'parse');
  assert.equal(relevance(cm({ 'values.yaml': 'argocd: {}\n' })), 'parse');
  assert.equal(relevance(cm({ 'cmp-settings': 'x' })), 'parse');
  // a YAML-named key without a CMP word: keys and values, read lazily (a plugin needs its kind)
  assert.equal(relevance(cm({ 'app.yaml': 'replicas: 2\n' })), 'configmap');
});

