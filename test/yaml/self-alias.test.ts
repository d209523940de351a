// An anchor whose value holds its own alias (a fuzz mutant: a List item with an unclosed flow
// mapping whose `<<: *base` names the item's own anchor). go-yaml refuses such a document ("anchor
// 'base' value contains itself"). Its value used to be a descent through the alias that ended
// wherever the stack ran out, so two loads in one process differed (and `diff`, which loads base and
// head in one process, could crash on it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadYamlStream } from '../../src/yaml/load.js';
import { runDiff } from '../../src/diff/index.js';
import { gitRepo, scratch, pluginYaml } from '../diff/helpers.js';

const LIST = `apiVersion: v1
kind: List
items:
  - &base {apiVersion: v1, kind: ConfigMap - <<: *base
    <<: {metadata: {name: argocd-cmp-cm}}
    data: {plugin.yaml: x}
`;

const load = () => {
  const l = loadYamlStream('list.yaml', LIST, { readFile: () => undefined });
  return { values: l.docs.map((d) => d.raw), problems: l.problems.map((p) => `${p.ruleId} ${p.loc.line}:${p.loc.column} ${p.message}`) };
};

test('a document whose anchor holds its own alias loads the same twice in one process, from any stack depth', () => {
  const first = load();
  assert.deepEqual(first.problems.map((p) => p.split(' ').slice(0, 2).join(' ')), ['yaml-syntax 4:34']);
  // the alias of the anchor being built is null: no descent
  assert.deepEqual(first.values, [{ apiVersion: 'v1', kind: 'List', items: [{ apiVersion: 'v1', kind: { 'ConfigMap - <<': null, metadata: { name: 'argocd-cmp-cm' }, data: { 'plugin.yaml': 'x' } } }] }]);
  assert.deepEqual(load(), first);
  const deep = (n: number): ReturnType<typeof load> => (n === 0 ? load() : deep(n - 1));
  assert.deepEqual(deep(2000), first);
});

test('a well-formed document whose anchor holds its own alias is yaml-syntax at the alias (go-yaml refuses it)', () => {
  const l = loadYamlStream('self.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: argocd-cmp-cm\ndata: &d\n  x: "1"\n  <<: *d\n', { readFile: () => undefined });
  assert.deepEqual(
    l.problems.map((p) => [p.ruleId, p.loc.line, p.loc.column, p.message]),
    [['yaml-syntax', 7, 7, "anchor 'd' value contains itself: go-yaml refuses the document (kubectl, kustomize and Argo CD alike)"]],
  );
  assert.deepEqual(l.docs, []);
});

test('diff of a commit with itself, an Application holding such an anchor: nothing changed', async () => {
  const tmp = scratch('cmp-lint-self-alias-');
  const repo = gitRepo(tmp);
  const app = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: a1
  namespace: argocd
spec:
  project: default
  destination: {server: https://kubernetes.default.svc, namespace: a1}
  source:
    repoURL: https://example.com/gitops.git
    path: apps/a1
    plugin:
      name: gen
      env:
        - &e {name: X, value: v - <<: *e
          <<: {name: Y}
`;
  repo.commit({ 'plugin.yaml': pluginYaml('gen', '/dev/null', 'echo "{kind: ConfigMap, apiVersion: v1, metadata: {name: c}}"'), 'apps/a1/a.yaml': 'x: 1\n', 'a1.yaml': app }, 'one');
  const run = () => runDiff({ cwd: repo.root, base: 'HEAD', head: 'HEAD', all: true, concurrency: 1, hostEnv: { PATH: process.env.PATH }, tmpRoot: scratch('cmp-lint-self-alias-run-'), handleSignals: false, sandbox: { mode: 'none' } });
  const r = await run();
  assert.deepEqual(
    r.apps.map((a) => [a.app, a.status, a.counts]),
    [['a1', 'unchanged', { added: 0, changed: 0, removed: 0 }]],
  );
  const again = await run();
  assert.deepEqual(again.apps.map((a) => [a.app, a.status]), [['a1', 'unchanged']]);
  assert.deepEqual(again.findings, r.findings);
});
