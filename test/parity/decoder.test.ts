// apimachinery YAMLOrJSONDecoder and gitops-engine kube.SplitYAML(ToString), ported as data.
// Sources: APIMACHINERY pkg/util/yaml/decoder_test.go, ARGO_CD gitops-engine/pkg/utils/kube/kube_test.go
// (see ./upstream.ts). Each case runs against src/render/parse.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitDocuments, parseManifests, ManifestError } from '../../src/render/parse.js';

const values = (s: string, sniff?: number) => splitDocuments(s, sniff).map((d) => d.value);

interface Case {
  input: string;
  sniff: number;
  /** upstream expects an error or end-of-stream with these objects */
  err: boolean;
  out: Record<string, unknown>[] | null;
}

// decoder_test.go TestYAMLOrJSONDecoder: (input, buffer, isJSON, err, out). Upstream only compares
// the objects when the stream ended cleanly; with err=true an error is accepted too.
const YAML_OR_JSON: Case[] = [
  { input: ' {"1":2}{"3":4}', sniff: 2, err: false, out: [{ '1': 2 }, { '3': 4 }] },
  { input: ' \n{}', sniff: 3, err: false, out: [{}] },
  { input: ' \na: b', sniff: 2, err: false, out: [{ a: 'b' }] },
  { input: ' \n{"a": "b"}', sniff: 2, err: true, out: [{ a: 'b' }] },
  { input: ' \n{"a": "b"}', sniff: 3, err: false, out: [{ a: 'b' }] },
  { input: '   {"a":"b"}', sniff: 100, err: false, out: [{ a: 'b' }] },
  { input: '', sniff: 1, err: false, out: [] },
  { input: 'foo: bar\n---\nbaz: biz', sniff: 100, err: false, out: [{ foo: 'bar' }, { baz: 'biz' }] },
  { input: '---\nfoo: bar\n--- # with Comment\nbaz: biz', sniff: 100, err: false, out: [{ foo: 'bar' }, { baz: 'biz' }] },
  { input: 'foo:\n  field: bar\n---\nbaz:\n  field: biz', sniff: 100, err: false, out: [{ foo: { field: 'bar' } }, { baz: { field: 'biz' } }] },
  { input: 'foo: bar\n---\n', sniff: 100, err: false, out: [{ foo: 'bar' }] },
  { input: 'foo: bar\n---', sniff: 100, err: false, out: [{ foo: 'bar' }] },
  { input: 'foo: bar\n--', sniff: 100, err: true, out: [{ foo: 'bar' }] },
  { input: 'foo: bar\n-', sniff: 100, err: true, out: [{ foo: 'bar' }] },
  { input: 'foo: bar\n', sniff: 100, err: false, out: [{ foo: 'bar' }] },
  // First document is JSON, second is YAML
  { input: '{"foo": "bar"}\n---\n{baz: biz}', sniff: 100, err: false, out: [{ foo: 'bar' }, { baz: 'biz' }] },
  { input: '{"foo": "bar"}\n---\na: b', sniff: 100, err: false, out: [{ foo: 'bar' }, { a: 'b' }] },
  { input: '{"foo": "bar"}    \n---\na: b', sniff: 100, err: false, out: [{ foo: 'bar' }, { a: 'b' }] },
  {
    input: '{"foo": "bar"}\n---\n{baz: biz0123456780123456780123456780123456780123456789}',
    sniff: 20,
    err: false,
    out: [{ foo: 'bar' }, { baz: 'biz0123456780123456780123456780123456780123456789' }],
  },
  { input: '{"foo": "bar"}    \n---\n{baz: biz}', sniff: 100, err: false, out: [{ foo: 'bar' }, { baz: 'biz' }] },
  // First document is YAML, second is JSON
  { input: '{foo: bar}\n---\n{"baz": "biz"}', sniff: 100, err: false, out: [{ foo: 'bar' }, { baz: 'biz' }] },
  { input: '{\n  "foo": "bar"\n}\n---\n{\n  baz: biz\n}', sniff: 100, err: false, out: [{ foo: 'bar' }, { baz: 'biz' }] },
  { input: '{\n\t"foo": "bar"\n}\n---\n{\n\tbaz: biz\n}', sniff: 100, err: false, out: [{ foo: 'bar' }, { baz: 'biz' }] },
  // First 2 documents are JSON, third is YAML: the stream is JSON, so this is an error
  { input: '{"foo": "bar"}\n{"baz": "biz"}\n---\n{qux: zrb}', sniff: 100, err: true, out: null },
];

test('apimachinery decoder_test.go TestYAMLOrJSONDecoder', () => {
  YAML_OR_JSON.forEach((c, i) => {
    let got: unknown[] | undefined;
    let error: unknown;
    try {
      got = values(c.input, c.sniff);
    } catch (e) {
      error = e;
    }
    if (error !== undefined) {
      assert.ok(c.err, `case ${i} ${JSON.stringify(c.input)}: unexpected error ${(error as Error).message}`);
      assert.ok(error instanceof ManifestError, `case ${i}: ${String(error)}`);
      return;
    }
    assert.ok(c.out !== null, `case ${i} ${JSON.stringify(c.input)}: expected an error`);
    assert.deepEqual(got, c.out, `case ${i} ${JSON.stringify(c.input)}`);
  });
});

test('apimachinery decoder_test.go TestDecodeYAML: an empty last document is dropped', () => {
  assert.deepEqual(values('---\nstuff: 1\n\n---   \n  '), [{ stuff: 1 }]);
});

test('apimachinery decoder_test.go TestDecodeYAMLSeparatorValidation', () => {
  const text = '---\nstuff: 1\n---    # Make sure termination happen with inline comment\nstuff: 2\n---\nstuff: 3\n--- Make sure uncommented content results YAMLSyntaxError\n\n ';
  assert.throws(
    () => values(text),
    (e: unknown) => e instanceof ManifestError && e.message === 'failed to unmarshal manifest: invalid Yaml document separator: Make sure uncommented content results YAMLSyntaxError',
  );
});

test('apimachinery decoder_test.go TestDecodeBrokenJSON / TestTypedJSONOrYamlErrors: the JSON error wins', () => {
  const text = '{\n\t"foo": {\n\t\t"stuff": 1\n\t\t"otherStuff": 2\n\t}\n}\n  ';
  assert.throws(
    () => values(text, 100),
    (e: unknown) => e instanceof ManifestError && e.message === `failed to unmarshal manifest: json: offset 28: invalid character '"' after object key:value pair`,
  );
});

test('apimachinery decoder_test.go TestDecodeBrokenYAML: a tab in indentation is a YAML syntax error', () => {
  // upstream asserts "yaml: line 3:"; go-yaml's line for this scanner error is not reproduced exactly
  // (README "Deliberate differences": YAML error wording)
  assert.throws(() => values('---\nstuff: 1\n\t\ttest-foo: 1\n\n---\n  ', 100), /^ManifestError: failed to unmarshal manifest: error converting YAML to JSON: yaml: line \d+: /);
});

// gitops-engine/pkg/utils/kube/kube_test.go: the Deployment fixture of TestSplitYAML_*
const DEP_WITH_LABEL = `
apiVersion: extensions/v1beta2
kind: Deployment
metadata:
  name: nginx-deployment
  labels:
    foo: bar
spec:
  template:
    metadata:
      labels:
        app: nginx
    spec:
      containers:
      - image: nginx:1.7.9
        name: nginx
        ports:
        - containerPort: 80
`;

test('kube_test.go TestSplitYAML_SingleObject / MultipleObjects / TrailingNewLines', () => {
  assert.equal(parseManifests(DEP_WITH_LABEL).length, 1);
  assert.equal(parseManifests(DEP_WITH_LABEL + '\n---\n' + DEP_WITH_LABEL).length, 2);
  assert.equal(parseManifests('\n\n\n---' + DEP_WITH_LABEL).length, 1);
});

test('JSON stream: after two good values a JSON error is final, with the raw json.Decoder message', () => {
  assert.throws(() => values('{"a":1}{"b":2}\n---\nc: 3'), (e: unknown) => e instanceof ManifestError && e.message === "failed to unmarshal manifest: invalid character '-' in numeric literal");
  // unexpected end of a second object: YAML cannot read it either, so the JSON error is reported
  assert.throws(() => values('{"a":1} {"b":'), (e: unknown) => e instanceof ManifestError && e.message === 'failed to unmarshal manifest: unexpected EOF');
  // a JSON object then YAML without a separator: the rest is read as YAML
  assert.deepEqual(values('{"kind":"A"}\nkind: B\n'), [{ kind: 'A' }, { kind: 'B' }]);
});

test('a log line glued to the first manifest reads like argo-cd #13009 (go-yaml wording)', () => {
  assert.throws(
    () => values('Rendering chart...\napiVersion: v1\nkind: ConfigMap'),
    (e: unknown) => e instanceof ManifestError && e.message === 'failed to unmarshal manifest: error converting YAML to JSON: yaml: line 2: mapping values are not allowed in this context',
  );
  assert.throws(() => values('a: b\n\tc: d\n'), /yaml: line 2: found character that cannot start any token$/);
});
