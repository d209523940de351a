// `<<` merge keys, as go-yaml (kubectl, Helm values, Argo CD) applies them: values and positions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseYaml, SourceText, rootRef, docToJS } from '../../src/yaml/source.js';

const TEXT = `base: &base
  image: tool:1.0
  command: [run]
extra: &extra
  command: [other]
  args: [x]
containers:
  - <<: *base
    name: a
  - <<: [*base, *extra]
    name: b
    image: tool:2.0
`;

test('a merged map has its base keys: the plain value and the refs agree', () => {
  const p = parseYaml(new SourceText('v.yaml', TEXT));
  const js = docToJS(p.docs[0]) as { containers: Record<string, unknown>[] };
  assert.deepEqual(js.containers[0], { image: 'tool:1.0', command: ['run'], name: 'a' });
  // own keys win; of several merged maps, the first that has a key gives it
  assert.deepEqual(js.containers[1], { image: 'tool:2.0', command: ['run'], args: ['x'], name: 'b' });
  const b = rootRef(p.src, p.docs[0]).getIn(['containers', 1])!;
  assert.deepEqual(
    b.entries().map(([k]) => k),
    ['name', 'image', 'command', 'args'],
  );
  // a merged key points at the anchored map it comes from
  assert.deepEqual([b.get('command')!.loc().line, b.get('command')!.loc().column], [3, 12]);
  assert.deepEqual([b.get('args')!.loc().line, b.get('args')!.loc().column], [6, 9]);
  assert.deepEqual([b.get('image')!.loc().line, b.get('image')!.loc().column], [12, 12]);
});

// The same map read by its two kinds of consumer. go-yaml v2 (sigs.k8s.io/yaml: argocd-cmp-server's
// plugin.yaml, Helm's values) sets keys in document order, so a `<<` overrides a key written before
// it; kustomize's kyaml DeAnchor (and go-yaml v3) keeps the map's own keys wherever they are.
const ORDERED = (kind: string) => `kind: ${kind}
spec:
  version: v1
  <<: [{version: v2, a: 1}, {version: v3, a: 2, b: 3}]
  b: 4
`;

test('merge order: a plugin definition is read like go-yaml v2, a manifest like kustomize', () => {
  const cmp = parseYaml(new SourceText('plugin.yaml', ORDERED('ConfigManagementPlugin')));
  assert.deepEqual((docToJS(cmp.docs[0]) as { spec: unknown }).spec, { version: 'v2', a: 1, b: 4 });
  const spec = rootRef(cmp.src, cmp.docs[0]).get('spec')!;
  // the ref says where the value that wins is written: the first merged map
  assert.deepEqual([spec.get('version')!.loc().line, spec.get('version')!.loc().column], [4, 18]);
  assert.deepEqual([spec.get('b')!.loc().line, spec.get('b')!.loc().column], [5, 6]);
  const dep = parseYaml(new SourceText('deploy.yaml', ORDERED('Deployment')));
  assert.deepEqual((docToJS(dep.docs[0]) as { spec: unknown }).spec, { version: 'v1', a: 1, b: 4 });
  assert.deepEqual(rootRef(dep.src, dep.docs[0]).getIn(['spec', 'version'])!.loc().line, 3);
  // a Helm values file (no kind) is read by Helm through sigs.k8s.io/yaml: v2 again
  const values = parseYaml(new SourceText('argocd/values-prod.yaml', 'repoServer:\n  name: a\n  <<: {name: b}\n'));
  assert.deepEqual(docToJS(values.docs[0]), { repoServer: { name: 'b' } });
  // two `<<` keys: v2 applies both in order
  const two = parseYaml(new SourceText('p.yaml', 'kind: ConfigManagementPlugin\n<<: {a: 1}\n<<: {a: 2}\n'));
  assert.deepEqual(docToJS(two.docs[0]), { kind: 'ConfigManagementPlugin', a: 2 });
});
