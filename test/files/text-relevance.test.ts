// The text scan before js-yaml (issue 13): a document is skipped without reading its value only
// when `relevance` would say 'no' for it. The soundness test runs every document of the fixtures
// (and of the corpora, when present) through both decisions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { load, CORE_SCHEMA } from 'js-yaml';
import { relevance, textSaysIrrelevant, irrelevantAsPatch, isPlainKustomization, type PatchTarget } from '../../src/files/relevance.js';
import { loadYamlStream } from '../../src/yaml/load.js';
import { FIXTURES, REPO, SHARED, hasShared } from '../helpers/lint.js';
import { yamlDocuments as documents } from '../helpers/corpus-docs.js';

const lines = (...l: string[]) => l.join('\n') + '\n';

const DEPLOYMENT = lines(
  'apiVersion: apps/v1',
  'kind: Deployment',
  'metadata:',
  '  name: web',
  '  labels:',
  '    app.kubernetes.io/part-of: argocd-apps',
  '  annotations:',
  '    argocd.argoproj.io/sync-wave: "1"',
  'spec:',
  '  template:',
  '    spec:',
  '      containers:',
  '        - name: web',
  '          image: web:1',
  '      volumes:',
  '        - name: s',
  '          configMap: {name: web-settings}',
);

test('an ordinary workload or Service is skipped by its text; a workload may still be a patch', () => {
  assert.deepEqual(textSaysIrrelevant(DEPLOYMENT), { maybePatch: true, kind: 'Deployment', named: true });
  assert.deepEqual(textSaysIrrelevant(lines('apiVersion: v1', 'kind: Service', 'metadata:', '  name: web', 'spec:', '  ports: [{port: 80}]')), { maybePatch: false, kind: 'Service', named: true });
  // values files and other kind-less documents may be patches too
  assert.deepEqual(textSaysIrrelevant(lines('replicaCount: 2', 'resources:', '  limits: {cpu: 1}')), { maybePatch: true, kind: undefined, named: false });
});

test('a document opening with plain apiVersion and kind lines of an inert kind is skipped whatever it says', () => {
  const crd = lines('# generated', '---', 'apiVersion: apiextensions.k8s.io/v1', 'kind: CustomResourceDefinition', 'metadata:', '  name: applications.argoproj.io', 'spec:', '  versions:', '    - schema:', '        openAPIV3Schema:', '          description: "kind: Application with a plugin, generate and argocd-cmp-server \\d"');
  assert.deepEqual(textSaysIrrelevant(crd), { maybePatch: false, kind: 'CustomResourceDefinition', named: true });
  assert.deepEqual(textSaysIrrelevant(lines('kind: Service', 'apiVersion: v1', 'metadata: {name: argocd-repo-server}')), { maybePatch: false, kind: 'Service', named: true });
  // not at the head: the kind line could sit inside a quoted scalar running over lines, so the words decide
  assert.equal(textSaysIrrelevant(lines('metadata: {name: x}', 'spec: "argocd-cmp-server', 'kind: Service"')), undefined);
  // the head names a kind that matters, or a quoted kind: not the fast path
  assert.equal(textSaysIrrelevant(lines('apiVersion: v1', 'kind: ConfigMap', 'data: {plugin.yaml: x}')), undefined);
  assert.equal(textSaysIrrelevant(lines('apiVersion: v1', 'kind: "Service"', 'spec: {x: argocd-cmp-server}')), undefined);
});

test('CMP words outside labels and annotations, and the kinds read as a whole, go to js-yaml', () => {
  assert.equal(textSaysIrrelevant(DEPLOYMENT.replace('name: web\n', 'name: argocd-repo-server\n')), undefined);
  assert.equal(textSaysIrrelevant(DEPLOYMENT.replace('image: web:1', 'image: web:1\n          command: [/var/run/argocd/argocd-cmp-server]')), undefined);
  assert.equal(textSaysIrrelevant(lines('kind: ConfigMap', 'metadata: {name: x}', 'data: {a: b}')), undefined);
  assert.equal(textSaysIrrelevant(lines('kind: List', 'items: []')), undefined);
  assert.equal(textSaysIrrelevant(lines('apiVersion: v1', 'kind: Secret', 'stringData:', '  x: "kind: Application"')), undefined);
  // a plugin definition without CMP words, a kustomization without a kind, a JSON 6902 list
  assert.equal(textSaysIrrelevant(lines('- name: x', '  generate:', '    command: [sh]')), undefined);
  assert.equal(textSaysIrrelevant(lines('resources:', '  - a.yaml')), undefined);
  assert.equal(textSaysIrrelevant(lines('resources: [a.yaml]')), undefined);
  assert.equal(textSaysIrrelevant(lines('- op: add', '  path: /spec/template/spec/volumes/-', '  value: {name: x}')), undefined);
});

test('what the text cannot show is read with js-yaml: escapes, quotes spanning lines, anchors in annotations', () => {
  // `\u0063mp` is `cmp`
  assert.equal(textSaysIrrelevant(DEPLOYMENT.replace('name: web\n', 'name: "argo\\u0063d-repo-server"\n')), undefined);
  // a double-quoted name that runs over the labels: js-yaml reads one name holding "argocd-cmp-server"
  const hidden = lines('apiVersion: apps/v1', 'kind: Deployment', 'metadata:', '  name: "web', '  labels:', '    x: argocd-cmp-server"', 'spec: {}');
  assert.equal(relevance(load(hidden, { schema: CORE_SCHEMA })), 'parse');
  assert.equal(textSaysIrrelevant(hidden), undefined);
  // an anchor in the annotations merged into a container
  const merged = lines('kind: Deployment', 'metadata:', '  annotations: ', '    x: &c {command: [argocd-cmp-server]}', 'spec:', '  containers:', '    - <<: *c');
  assert.equal(textSaysIrrelevant(merged), undefined);
  // a repeated top-level kind: js-yaml decides
  assert.equal(textSaysIrrelevant(lines('kind: Service', 'kind: Deployment')), undefined);
});

test('a kustomize patch: skipped by its text when it targets another workload, or names one', () => {
  const d = textSaysIrrelevant(DEPLOYMENT)!;
  assert.equal(d.named, true);
  assert.equal(irrelevantAsPatch(d, { target: 'web' }), true);
  assert.equal(irrelevantAsPatch(d, { target: undefined }), true); // it targets `web`, its own name
  assert.equal(irrelevantAsPatch(d, { target: 'argocd-repo-server' }), false);
  const fragment = textSaysIrrelevant(lines('spec:', '  template:', '    spec:', '      containers: [{name: x, image: x:1}]'))!;
  assert.equal(irrelevantAsPatch(fragment, { target: 'web' }), true);
  assert.equal(irrelevantAsPatch(fragment, { target: undefined }), false);
  const nameless = textSaysIrrelevant(lines('kind: Deployment', 'metadata:', '  namespace: x', 'spec: {}'))!;
  assert.equal(irrelevantAsPatch(nameless, { target: undefined }), false);
  // read with its target, the patch file is loaded only when it can matter
  const text = lines('- op: add', '  path: /spec/template/spec/volumes/-', '  value: {name: plugins, emptyDir: {}}');
  assert.equal(loadYamlStream('p.yaml', text, { patch: { target: 'argocd-repo-server' } }).docs.length, 1);
  // an op list that adds no container or volume gives the extractor nothing, whatever its target
  const replicas = lines('- op: add', '  path: /spec/replicas', '  value: 2');
  assert.equal(loadYamlStream('p.yaml', replicas, { patch: { target: 'argocd-repo-server' } }).docs.length, 0);
  const env = lines('- op: add', '  path: /spec/template/spec/containers/0/env/-', '  value: {name: REGION, value: eu}');
  const l = loadYamlStream('p.yaml', env);
  assert.equal(l.docs.length, 0);
  assert.equal(l.maybePatch, false); // not even read again when a kustomization applies it
});

test('a plain kustomization gets lazy positions; one with inline patches or other fields is parsed', () => {
  const plain = { apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization', resources: ['../base'], patches: [{ path: 'p.yaml', target: { name: 'web' } }], configMapGenerator: [{ name: 'x', literals: ['A=1'] }] };
  assert.equal(isPlainKustomization(plain), true);
  assert.equal(isPlainKustomization({ resources: ['a.yaml'] }), true);
  assert.equal(isPlainKustomization({ ...plain, patches: [{ patch: '- op: add\n  path: /x\n  value: 1\n' }] }), false);
  assert.equal(isPlainKustomization({ ...plain, patchesStrategicMerge: ['kind: Deployment\nmetadata: {name: x}\n'] }), false);
  assert.equal(isPlainKustomization({ ...plain, helmCharts: [{ name: 'argo-cd', valuesInline: {} }] }), false);
  assert.equal(isPlainKustomization({ configManagementPlugins: 'x', resources: ['a.yaml'] }), false);
  const text = lines('kind: Kustomization', 'resources:', '  - ../base', 'configMapGenerator:', '  - name: x', '    literals: [A=1]');
  const l = loadYamlStream('k/kustomization.yaml', text, { reread: () => text });
  assert.equal(l.docs.length, 1);
  assert.equal(l.docs[0].doc, undefined);
  assert.deepEqual(l.docs[0].ref.getIn(['configMapGenerator', 0, 'name'])!.loc(), { file: 'k/kustomization.yaml', line: 5, column: 11, endLine: 5, endColumn: 12 });
});

test('a lazily read document keeps a copy of its value and reads its text again for positions', () => {
  const text = lines('kind: Service', 'metadata: {name: a}', '---', 'apiVersion: argoproj.io/v1alpha1', 'kind: Application', 'metadata:', '  name: web', 'spec:', '  project: default', '  source: {repoURL: https://example.com/x.git, plugin: {name: tool}}');
  let reads = 0;
  const l = loadYamlStream('apps/web.yaml', text, { reread: () => (reads++, text) });
  assert.equal(l.docs.length, 1);
  assert.equal(reads, 0);
  assert.deepEqual(l.docs[0].raw, { apiVersion: 'argoproj.io/v1alpha1', kind: 'Application', metadata: { name: 'web' }, spec: { project: 'default', source: { repoURL: 'https://example.com/x.git', plugin: { name: 'tool' } } } });
  assert.deepEqual(l.docs[0].ref.getIn(['spec', 'source', 'plugin', 'name'])!.loc(), { file: 'apps/web.yaml', line: 10, column: 63, endLine: 10, endColumn: 67 });
  assert.equal(reads, 1);
  // values JSON cannot carry stay as js-yaml read them
  const odd = lines('apiVersion: argoproj.io/v1alpha1', 'kind: Application', 'metadata: {name: w}', 'spec:', '  x: .inf', '  y: -0.0');
  const v = loadYamlStream('w.yaml', odd, { reread: () => odd }).docs[0].raw as { spec: { x: number; y: number } };
  assert.equal(v.spec.x, Infinity);
  assert.ok(Object.is(v.spec.y, -0));
});

const PATCHES: PatchTarget[] = [{ target: 'web' }, { target: undefined }, { target: 'argocd-repo-server' }];

function soundness(dirs: string[]): { skipped: number; read: number } {
  let skipped = 0;
  let read = 0;
  for (const dir of dirs) {
    for (const d of documents(dir)) {
      if (!textSaysIrrelevant(d.text)) {
        read++;
        continue;
      }
      skipped++;
      let value: unknown;
      try {
        value = load(d.text, { schema: CORE_SCHEMA });
      } catch {
        continue; // not readable: skipped like a document without CMP words (documented)
      }
      assert.equal(relevance(value), 'no', `${d.file}: skipped by its text, but relevance reads it:\n${d.text.slice(0, 400)}`);
      const decision = textSaysIrrelevant(d.text)!;
      for (const patch of PATCHES) {
        if (irrelevantAsPatch(decision, patch)) assert.equal(relevance(value, patch), 'no', `${d.file} as a patch for ${patch.target}: skipped by its text, but relevance reads it`);
      }
    }
  }
  return { skipped, read };
}

test('soundness on the fixtures: every document the text skips is one relevance skips', () => {
  const r = soundness([FIXTURES, join(REPO, 'test', 'corpus', 'mined', 'train')].filter(existsSync));
  assert.ok(r.skipped > 10, `skipped ${r.skipped}`);
  assert.ok(r.read > 200, `read ${r.read}`);
});

test('soundness on the shared real-world corpus', (t) => {
  if (!hasShared) return t.skip('../shared/corpus is not present');
  const r = soundness([join(SHARED, 'corpus')]);
  assert.ok(r.skipped + r.read > 100);
});
