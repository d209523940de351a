import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseManifests, ManifestError } from '../../src/render/parse.js';

test('YAML stream: `---` separators, empty and null documents dropped', () => {
  const m = parseManifests('---\n# only a comment\n---\nnull\n---\n~\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n--- # trailing comment\n\n---\nkind: Secret\n');
  assert.deepEqual(
    m.map((x) => x.kind),
    ['ConfigMap', 'Secret'],
  );
});

test('JSON object stream when the output starts with `{`', () => {
  const m = parseManifests('  {"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"a}{"}}\n{"kind":"Secret"}');
  assert.deepEqual(
    m.map((x) => x.kind),
    ['ConfigMap', 'Secret'],
  );
  // a first object that is not JSON falls back to YAML (flow mapping)
  assert.deepEqual(parseManifests('{kind: ConfigMap, metadata: {name: x}}')[0].kind, 'ConfigMap');
});

test('anything with an items array is a list: members taken as they are, no invented kind; items: null drops it', () => {
  const m = parseManifests(
    [
      'apiVersion: v1\nkind: List\nitems:\n  - {apiVersion: v1, kind: ConfigMap, metadata: {name: a}}\n  - {apiVersion: v1, kind: Service, metadata: {name: b}}',
      'apiVersion: v1\nkind: List\nitems: null',
      'apiVersion: v1\nkind: ConfigMapList\nitems:\n  - metadata: {name: c}',
      'apiVersion: example.com/v1\nkind: Bundle\nitems:\n  - {apiVersion: v1, kind: Secret, metadata: {name: d}}',
    ].join('\n---\n'),
  );
  assert.deepEqual(
    m.map((x) => `${x.apiVersion}/${x.kind}`),
    ['v1/ConfigMap', 'v1/Service', 'undefined/undefined', 'v1/Secret'],
  );
});

test('errors read like Argo CD', () => {
  assert.throws(() => parseManifests('apiVersion: v1\nmetadata: {name: a}'), (e: unknown) => {
    assert.ok(e instanceof ManifestError);
    assert.equal(e.message, `failed to unmarshal manifest: error unmarshaling JSON: while decoding JSON: Object 'Kind' is missing in '{"apiVersion":"v1","metadata":{"name":"a"}}'`);
    assert.equal(e.stage, 'repo-server');
    return true;
  });
  // a stray log line as its own document
  assert.throws(() => parseManifests('Hello\n---\nkind: ConfigMap'), (e: unknown) => {
    assert.ok(e instanceof ManifestError);
    assert.equal(e.message, 'failed to unmarshal manifest: error unmarshaling JSON: while decoding JSON: json: cannot unmarshal string into Go value of type map[string]interface {}');
    assert.equal(e.doc, 1);
    assert.equal(e.excerpt, 'Hello');
    return true;
  });
  // a log line glued to the first document
  assert.throws(() => parseManifests('Rendering chart...\napiVersion: v1\nkind: ConfigMap'), /^ManifestError: failed to unmarshal manifest: error converting YAML to JSON: yaml: line \d+: /);
  // a top-level JSON array is a YAML sequence document, not objects
  assert.throws(() => parseManifests('[{"kind":"ConfigMap"}]'), /cannot unmarshal array/);
  assert.throws(() => parseManifests('--- !!map\nkind: A'), /invalid Yaml document separator: !!map/);
  // after one JSON object the decoder falls back to YAML for the rest: a flow mapping decodes
  assert.deepEqual(
    parseManifests('{"kind":"A"}\n{"kind": oops}').map((x) => x.kind),
    ['A', 'oops'],
  );
});

test('nothing at all is zero manifests (not an error)', () => {
  assert.deepEqual(parseManifests(''), []);
  assert.deepEqual(parseManifests('\n\n---\n'), []);
});

test('a merge key in plugin output sets keys in document order, as go-yaml v2 (the repo-server) does', () => {
  const m = parseManifests('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n  x: "1"\n  <<: [{x: "2", w: "3"}, {x: "4", z: "5"}]\n  z: "6"\n');
  assert.deepEqual(m[0].data, { x: '2', w: '3', z: '6' });
  // a heredoc in a script is no merge key: the fast path reads it
  assert.deepEqual(parseManifests('kind: ConfigMap\ndata:\n  s: "cat <<EOF"\n')[0].data, { s: 'cat <<EOF' });
});
