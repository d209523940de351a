import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mayMatter } from '../../src/files/discover.js';

test('mayMatter says yes to everything CMP-related', () => {
  const yes: Record<string, string> = {
    plugin: 'apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\n',
    'plugin body only': 'spec:\n  generate:\n    command: [sh]\n# plugin\n',
    'sidecar command': 'command: [/var/run/argocd/argocd-cmp-server]\n',
    'cmp-server mount': '- mountPath: /home/argocd/cmp-server/plugins\n',
    application: 'apiVersion: argoproj.io/v1alpha1\nkind: Application\n',
    'chart values': 'configs:\n  cmp:\n    create: true\n',
    'repoServer values': 'repoServer:\n  extraContainers: []\n',
    'operator': 'spec:\n  repo:\n    sidecarContainers: []\n',
    'repo-server patch': 'metadata:\n  name: argocd-repo-server\n',
    configmap: 'kind: ConfigMap\nmetadata:\n  name: x\n',
    'configmap json': '{"kind": "ConfigMap"}',
    generator: 'configMapGenerator:\n- name: x\n',
    kustomization: 'kind: Kustomization\n',
    'kustomization without kind': 'patches:\n- path: p.yaml\n',
    'patchesStrategicMerge': 'patchesStrategicMerge:\n- p.yaml\n',
    component: 'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\n',
    'json6902 containers': '- op: add\n  path: /spec/template/spec/containers/-\n  value: {}\n',
    'json6902 volumes': '- op: add\n  path: /spec/template/spec/volumes/-\n',
    'legacy argocd-cm': 'data:\n  configManagementPlugins: |\n',
    'case': 'KIND: CONFIGMAP\n',
  };
  for (const [name, text] of Object.entries(yes)) assert.equal(mayMatter(text), true, name);
});

test('mayMatter says no to ordinary manifests', () => {
  const no: Record<string, string> = {
    deployment:
      'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    spec:\n      containers:\n      - name: web\n        image: nginx\n',
    service: 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n  - port: 80\n',
    secret: 'apiVersion: v1\nkind: Secret\ndata:\n  k: dg==\n',
    empty: '',
    workflow: 'on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n',
  };
  for (const [name, text] of Object.entries(no)) assert.equal(mayMatter(text), false, name);
});
