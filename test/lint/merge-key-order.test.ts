// A plugin's `spec.version` set before a `<<` merge key that brings another: argocd-cmp-server reads
// plugin.yaml with sigs.k8s.io/yaml (go-yaml v2), where the merged value wins, so the socket is
// `envsubst-v2`. Also a `<<` go-yaml refuses, and an alias of an anchor never defined.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tempDir, writeTree } from '../files/helpers.js';
import { lintIn, brief } from '../helpers/lint.js';

const APP = (plugin: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: podinfo
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://github.com/example/gitops.git
    path: apps/podinfo
    plugin:
      name: ${plugin}
  destination:
    server: https://kubernetes.default.svc
    namespace: podinfo
`;

const PLUGIN = `apiVersion: argoproj.io/v1alpha1
kind: ConfigManagementPlugin
metadata:
  name: envsubst
spec:
  version: v1
  <<: {version: v2}
  generate:
    command: [sh, -c, envsubst]
`;

const CM = `apiVersion: v1
kind: ConfigMap
metadata:
  name: argocd-cmp-cm
data:
  plugin.yaml: |
${PLUGIN.replace(/^/gm, '    ')}`;

for (const [file, text, line] of [
  ['plugin.yaml', PLUGIN, 7],
  ['cm.yaml', CM, 13],
] as const) {
  test(`a merge key after spec.version sets the version argocd-cmp-server serves (${file})`, async () => {
    const d = tempDir('cmp-lint-merge-');
    try {
      writeTree(d.dir, { [file]: text, 'app.yaml': APP('envsubst-v2') });
      assert.deepEqual(brief((await lintIn(d.dir)).findings), []);
      writeTree(d.dir, { 'app.yaml': APP('envsubst-v1') });
      const r = await lintIn(d.dir);
      assert.deepEqual(brief(r.findings), ['app-plugin-not-found app.yaml:12:13 error']);
      assert.match(r.findings[0].message, /known: envsubst-v2/);
      assert.deepEqual(r.findings[0].related?.map((x) => `${x.file}:${x.line}`), [`${file}:${line}`]);
    } finally {
      d.cleanup();
    }
  });
}

test('a merge go-yaml refuses and an unknown anchor are yaml-syntax at the offending node', async () => {
  const d = tempDir('cmp-lint-merge-');
  try {
    writeTree(d.dir, {
      'plugin.yaml': PLUGIN.replace('<<: {version: v2}', '<<: 5'),
      'deploy.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: argocd-repo-server\nspec:\n  template:\n    spec:\n      containers:\n        - <<: [*nope]\n          name: cmp\n',
      'cm.yaml': CM.replace('<<: {version: v2}', 'base: &b [1]\n      <<: [*b]'),
    });
    const r = await lintIn(d.dir);
    assert.deepEqual(brief(r.findings), ['yaml-syntax cm.yaml:14:12 error', 'yaml-syntax deploy.yaml:9:16 error', 'yaml-syntax plugin.yaml:7:7 error']);
    assert.match(r.findings[0].message, /^map merge requires map or sequence of maps as the value: .* \(in ConfigMap argocd-cmp-cm key plugin\.yaml\)$/);
    assert.match(r.findings[1].message, /^unknown anchor 'nope' referenced/);
    assert.match(r.findings[2].message, /^map merge requires map or sequence of maps as the value/);
  } finally {
    d.cleanup();
  }
});
