// After generate: lists, null lists and the tracking label/annotation, ported as data. Sources (see
// ./upstream.ts): ARGO_CD util/kube/kube_test.go (TestSetAppInstanceAnnotationWithInvalidData,
// TestGetAppInstanceLabelWithInvalidData) with util/kube/testdata/svc-with-invalid-data.yaml;
// reposerver/repository/repository_test.go TestInvalidMetadata with testdata/invalid-metadata/bad.yaml;
// reposerver/repository/repository.go GenerateManifests (IsList, isNullList).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseManifests, trackingError, ManifestError } from '../../src/render/parse.js';
import { renderSource } from '../../src/render/index.js';
import { plugin, source, sh, tempRepo } from '../render/helpers.js';

const SVC_WITH_INVALID_DATA = `kind: Service
apiVersion: v1
metadata:
  name: my-service
  annotations:
    valid-annotation: existing-value
    invalid-annotation: null
  labels:
    valid-label: existing-value
    invalid-label: null
spec:
  selector:
    app: MyApp
`;

test('kube_test.go: non-string annotation/label values fail the tracking step', () => {
  assert.throws(
    () => parseManifests(SVC_WITH_INVALID_DATA),
    (e: unknown) =>
      e instanceof ManifestError &&
      e.stage === 'tracking' &&
      e.message ===
        'failed to set app instance tracking info on manifest: failed to get annotations for /v1, Kind=Service /my-service: .metadata.annotations accessor error: contains non-string value in the map under key "invalid-annotation": <nil> is of the type <nil>, expected string',
  );
  assert.throws(
    () => parseManifests(SVC_WITH_INVALID_DATA, { trackingMethod: 'label' }),
    (e: unknown) =>
      e instanceof ManifestError &&
      e.message ===
        'failed to set app instance tracking info on manifest: failed to set app instance label: failed to get labels from target object /v1, Kind=Service /my-service: .metadata.labels accessor error: contains non-string value in the map under key "invalid-label": <nil> is of the type <nil>, expected string',
  );
});

test('tracking methods: annotation (default) reads annotations only, label reads labels only', () => {
  const labelOnly = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: m\n  namespace: ns\n  labels:\n    enabled: yes\n';
  // `yes` is a YAML 1.1 boolean: a bool label value
  assert.equal(parseManifests(labelOnly).length, 1);
  assert.equal(
    trackingError(parseManifests(labelOnly)[0], 'label'),
    'failed to set app instance tracking info on manifest: failed to set app instance label: failed to get labels from target object /v1, Kind=ConfigMap ns/m: .metadata.labels accessor error: contains non-string value in the map under key "enabled": true is of the type bool, expected string',
  );
  assert.throws(() => parseManifests(labelOnly, { trackingMethod: 'annotation+label' }), /under key "enabled": true is of the type bool/);
  // numbers are int64 / float64 in Go's view
  assert.throws(() => parseManifests('kind: A\nmetadata:\n  annotations: {n: 5, f: 1.5}\n'), /under key "f": 1.5 is of the type float64, expected string/);
  // a map where a map of strings goes
  assert.throws(() => parseManifests('kind: A\nmetadata:\n  annotations: [x]\n'), /\.metadata\.annotations accessor error: \[x\] is of the type \[\]interface \{\}, expected map\[string\]interface\{\}/);
  // CustomResourceDefinitions are not tracked
  assert.equal(parseManifests('apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations: {n: 5}\n').length, 1);
});

test('repository_test.go TestInvalidMetadata (annotation+label): the first bad object fails the app', () => {
  const bad = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: my-map-annotation\n  annotations:\n    invalid: true\nstringData:\n  foo: bar\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: my-map-label\n  labels:\n    invalid: true\nstringData:\n  foo: bar\n';
  assert.throws(() => parseManifests(bad, { trackingMethod: 'annotation+label' }), /contains non-string value in the map under key "invalid"/);
});

test('GenerateManifests lists: items array = list, items: null without spec/status dropped, otherwise kept', () => {
  const m = parseManifests(
    [
      'kind: Anything\nitems: []',
      'kind: Thing\nitems: null',
      'kind: Thing\nitems: null\nspec: {}',
      'kind: Thing\nitems: {a: 1}',
    ].join('\n---\n'),
  );
  assert.deepEqual(
    m.map((x) => x.kind),
    ['Thing', 'Thing'],
  );
  assert.throws(() => parseManifests('kind: List\nitems: [1]'), (e: unknown) => e instanceof ManifestError && e.message === 'items member is not an object: map[string]interface {}');
  // a list still needs its own kind
  assert.throws(() => parseManifests('items: [{kind: A}]'), /Object 'Kind' is missing in '\{"items":\[\{"kind":"A"\}\]\}'/);
});

test('render: a plugin printing `enabled: yes` as an annotation fails like Argo CD; quoted it renders', async () => {
  const r = tempRepo({ 'app/x': '' });
  try {
    const run = async (value: string) => {
      const p = plugin({ name: 'p', generate: sh(`printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: m\\n  annotations:\\n    enabled: ${value}\\n'`) });
      return renderSource({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'p' } }), plugins: [p], revision: 'abc' });
    };
    const bad = await run('yes');
    assert.equal(bad.error?.stage, 'parse');
    assert.match(bad.error?.message ?? '', /failed to set app instance tracking info on manifest: failed to get annotations for \/v1, Kind=ConfigMap \/m: .* under key "enabled": true is of the type bool, expected string/);
    assert.match(bad.error?.hint ?? '', /quote/);
    const ok = await run('"yes"');
    assert.equal(ok.error, undefined);
    assert.deepEqual((ok.manifests[0].metadata as { annotations: unknown }).annotations, { enabled: 'yes' });
  } finally {
    r.cleanup();
  }
});

// repository_test.go TestGenerateNullList with testdata/{null,empty,weird}-list (the same list
// handling applies to plugin output: GenerateManifests runs it on every source type)
test('repository_test.go TestGenerateNullList: null list, empty list, weird list', () => {
  const sa = 'apiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: prometheus-operator-operator\n';
  const nullList = parseManifests('apiVersion: v1\nkind: ConfigMapList\nitems:\n--- \n' + sa);
  assert.equal(nullList.length, 1);
  assert.equal((nullList[0].metadata as { name: string }).name, 'prometheus-operator-operator');
  assert.equal(parseManifests('apiVersion: v1\nkind: ConfigMapList\nitems: []\n--- \n' + sa).length, 1);
  assert.equal(parseManifests('apiVersion: v1\nkind: NotAList\nitems:\nspec:\n  foo: bar\n--- \n' + sa).length, 2);
});
