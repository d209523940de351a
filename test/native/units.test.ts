// Unit vectors for the native renderers, translated from upstream tests where cited.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeImages, KustomizeEditError, applyKustomizeEdits, buildArgv } from '../../src/native/kustomize.js';
import { globMatch, compileGlob } from '../../src/native/directory.js';
import { cleanSetParameter, resolveValueFile, HelmArgsError } from '../../src/native/helm.js';
import { detectNativeType, decodeManifestFile } from '../../src/native/index.js';
import { scratch } from '../diff/helpers.js';

const tmp = scratch('cmp-lint-native-units-');
const SHA = 'sha256:24a0c4b4a4c0eb97a1aabb8e29f18e917d05abfe1b7a7c07857230879ce7d3d3';

// kubernetes-sigs/kustomize kustomize/commands/edit/set/setimage_test.go TestSetImage @ a85dfd4141225d194ccb0e6a771438ca65c06483
const SET_IMAGE: [string, string[], unknown[], unknown[]][] = [
  ['new name and tag', ['image1=my-image1:my-tag'], [], [{ name: 'image1', newName: 'my-image1', newTag: 'my-tag' }]],
  ['numeric tag stays a string', ['image1=my-image1:1234'], [], [{ name: 'image1', newName: 'my-image1', newTag: '1234' }]],
  ['digest', [`image1=my-image1@${SHA}`], [], [{ name: 'image1', newName: 'my-image1', digest: SHA }]],
  ['tag only', ['image1:my-tag'], [], [{ name: 'image1', newTag: 'my-tag' }]],
  ['digest only', [`image1@${SHA}`], [], [{ name: 'image1', digest: SHA }]],
  ['tag and digest', [`my-image1:my-tag@${SHA}`], [], [{ name: 'my-image1', newTag: 'my-tag', digest: SHA }]],
  ['name, tag and digest', [`image1=my-image1:my-tag@${SHA}`], [], [{ name: 'image1', newName: 'my-image1', newTag: 'my-tag', digest: SHA }]],
  ['<image>=<image> with a registry port', ['ngnix=localhost:5000/my-project/ngnix'], [], [{ name: 'ngnix', newName: 'localhost:5000/my-project/ngnix' }]],
  ['registry port and tag', ['ngnix=localhost:5000/my-project/ngnix:dev-01'], [], [{ name: 'ngnix', newName: 'localhost:5000/my-project/ngnix', newTag: 'dev-01' }]],
  [
    'override file',
    ['image1=foo.bar.foo:8800/foo/image1:foo-bar'],
    [{ name: 'image1', newName: 'my-image1', newTag: 'my-tag' }, { name: 'image2', newName: 'my-image2', newTag: 'my-tag2' }],
    [{ name: 'image1', newName: 'foo.bar.foo:8800/foo/image1', newTag: 'foo-bar' }, { name: 'image2', newName: 'my-image2', newTag: 'my-tag2' }],
  ],
  ['override new tag and new name with just a new tag', ['image1:v1'], [{ name: 'image1', newTag: 'my-tag' }], [{ name: 'image1', newTag: 'v1' }]],
  [
    'multiple args with multiple overrides',
    ['image1=foo.bar.foo:8800/foo/image1:foo-bar', `image2=my-image2@${SHA}`, 'image3:my-tag'],
    [{ name: 'image1', newName: 'my-image1', newTag: 'my-tag1' }, { name: 'image2', newName: 'my-image2', newTag: 'my-tag2' }, { name: 'image3', newTag: 'my-tag' }],
    [{ name: 'image1', newName: 'foo.bar.foo:8800/foo/image1', newTag: 'foo-bar' }, { name: 'image2', newName: 'my-image2', digest: SHA }, { name: 'image3', newTag: 'my-tag' }],
  ],
  ['override new tag but keep new name', ['image1=*:v1'], [{ name: 'image1', newName: 'foo.bar.foo:8800/foo/image1', newTag: 'my-tag' }], [{ name: 'image1', newName: 'foo.bar.foo:8800/foo/image1', newTag: 'v1' }]],
  ['override new name but keep new tag', ['image1=my-image1:*'], [{ name: 'image1', newName: 'foo.bar.foo:8800/foo/image1', newTag: 'my-tag' }], [{ name: 'image1', newName: 'my-image1', newTag: 'my-tag' }]],
  ['keep new name and new tag', ['image1=*:*'], [{ name: 'image1', newName: 'my-image1', newTag: 'my-tag' }], [{ name: 'image1', newName: 'my-image1', newTag: 'my-tag' }]],
  ['do not set asterisk as new name for existing image', ['image1=*:v1'], [{ name: 'image1', newTag: 'my-tag' }], [{ name: 'image1', newTag: 'v1' }]],
  ['do not set asterisk as new name', ['image1=*:v1'], [], [{ name: 'image1', newTag: 'v1' }]],
  ['do not set asterisk as new tag', ['image1=my-image1:*'], [], [{ name: 'image1', newName: 'my-image1' }]],
  ['keep new name and update digest', [`image2=*@${SHA}`], [{ name: 'image2', newName: 'my-image2', digest: 'sha256:abcdef12345' }], [{ name: 'image2', newName: 'my-image2', digest: SHA }]],
  ['keep new name, remove tag, and set digest', [`image2=*@${SHA}`], [{ name: 'image2', newName: 'my-image2', newTag: 'my-tag' }], [{ name: 'image2', newName: 'my-image2', digest: SHA }]],
  ['update new name and keep the digest', ['image2=my-image2@*'], [{ name: 'image2', newName: 'foo.bar.foo:8800/foo/image1', digest: SHA }], [{ name: 'image2', newName: 'my-image2', digest: SHA }]],
];

for (const [name, args, existing, want] of SET_IMAGE) {
  test(`kustomize edit set image (upstream TestSetImage): ${name}`, () => {
    assert.deepEqual(mergeImages(existing, args), want);
  });
}

test('kustomize edit set image: invalid args and no args fail like kustomize', () => {
  assert.throws(() => mergeImages([], ['bad', 'args']), (e: Error) => e instanceof KustomizeEditError && e.message.startsWith('invalid format of image, use one of the following options:'));
  assert.throws(() => mergeImages([], []), /no image specified/);
});

test('kustomize edits: an existing commonLabels key fails without forceCommonLabels and is replaced with it', () => {
  const dir = join(tmp, 'labels');
  mkdirSync(dir, { recursive: true });
  const k = 'resources: [cm.yaml]\ncommonLabels:\n  team: a\n';
  writeFileSync(join(dir, 'kustomization.yaml'), k);
  assert.throws(() => applyKustomizeEdits(dir, tmp, { commonLabels: { team: 'b' } }, []), /^KustomizeEditError: label team already in kustomization file$/);
  applyKustomizeEdits(dir, tmp, { commonLabels: { team: 'b' }, forceCommonLabels: true, namePrefix: 'p-' }, []);
  // no edit without a kustomization file
  const empty = join(tmp, 'empty');
  mkdirSync(empty);
  assert.throws(() => applyKustomizeEdits(empty, tmp, { namespace: 'x' }, []), /Missing kustomization file 'kustomization.yaml'/);
});

test('kustomize build argv: buildOptions appended; helm versions only when --enable-helm', () => {
  assert.deepEqual(buildArgv('kubectl', '/w/app', undefined), ['kubectl', 'kustomize', '/w/app']);
  assert.deepEqual(buildArgv('kustomize', '/w/app', '--load-restrictor LoadRestrictionsNone', { kubeVersion: '1.29.0' }), ['kustomize', 'build', '/w/app', '--load-restrictor', 'LoadRestrictionsNone']);
  assert.deepEqual(buildArgv('kustomize', '/w/app', '--enable-helm', { kubeVersion: '1.29.0', apiVersions: ['a/v1', 'b/v1'] }), [
    'kustomize', 'build', '/w/app', '--enable-helm', '--helm-kube-version', '1.29.0', '--helm-api-versions', 'a/v1', '--helm-api-versions', 'b/v1',
  ]);
});

test('gobwas glob without separators (Argo CD util/glob): * crosses /, braces, classes; a bad pattern matches nothing', () => {
  const cases: [string, string, boolean][] = [
    ['*.yaml', 'a.yaml', true],
    ['*.yaml', 'sub/a.yaml', true], // no separators: * matches /
    ['sub/*', 'sub/x/y.yaml', true],
    ['{config.yaml,env-use2/*}', 'config.yaml', true],
    ['{config.yaml,env-use2/*}', 'env-use2/a.yaml', true],
    ['{config.yaml,env-use2/*}', 'other.yaml', false],
    ['[ab].yaml', 'b.yaml', true],
    ['[!ab].yaml', 'b.yaml', false],
    ['[a-c].yaml', 'c.yaml', true],
    ['?.yaml', 'ab.yaml', false],
    ['a\\*.yaml', 'a*.yaml', true],
    ['a\\*.yaml', 'ab.yaml', false],
  ];
  for (const [p, t, want] of cases) assert.equal(globMatch(p, t), want, `${p} ~ ${t}`);
  assert.equal(compileGlob('{a,b'), null);
  assert.equal(globMatch('[ab', '[ab'), false);
});

test('helm: cleanSetParameters escapes unescaped commas except in {…} lists (util/helm cmd.go)', () => {
  assert.equal(cleanSetParameter('a,b'), 'a\\,b');
  assert.equal(cleanSetParameter('a\\,b'), 'a\\,b');
  assert.equal(cleanSetParameter('{a,b}'), '{a,b}');
  assert.equal(cleanSetParameter('plain'), 'plain');
});

test('helm: value files resolve like ResolveValueFilePathOrUrl (relative to the chart, absolute to the repo, never outside)', () => {
  assert.equal(resolveValueFile('/r/charts/web', '/r', 'values-prod.yaml'), '/r/charts/web/values-prod.yaml');
  assert.equal(resolveValueFile('/r/charts/web', '/r', '/envs/prod.yaml'), '/r/envs/prod.yaml');
  assert.equal(resolveValueFile('/r/charts/web', '/r', '../../envs/prod.yaml'), '/r/envs/prod.yaml');
  assert.throws(() => resolveValueFile('/r/charts/web', '/r', '../../../etc/passwd'), (e: Error) => e instanceof HelmArgsError && e.message === "file '../../../etc/passwd' resolved to outside repository root");
  assert.throws(() => resolveValueFile('/r/charts/web', '/r', 'https://example.com/v.yaml'), /the URL scheme 'https' is not allowed/);
});

test('discovery after CMP: the last matching file of the app directory in lexical order decides', () => {
  const mk = (name: string, files: string[]) => {
    const d = join(tmp, name);
    mkdirSync(join(d, 'sub'), { recursive: true });
    for (const f of files) writeFileSync(join(d, f), '');
    return d;
  };
  assert.equal(detectNativeType(mk('k', ['kustomization.yml'])), 'kustomize');
  assert.equal(detectNativeType(mk('h', ['Chart.yaml', 'values.yaml'])), 'helm');
  assert.equal(detectNativeType(mk('both', ['Chart.yaml', 'kustomization.yaml'])), 'kustomize'); // 'C' < 'k'
  assert.equal(detectNativeType(mk('suffix', ['kustomization.yaml', 'myChart.yaml'])), 'helm'); // 'k' < 'm'
  assert.equal(detectNativeType(mk('d', ['a.yaml', 'sub/kustomization.yaml'])), 'directory'); // only the app directory itself counts
});

test('directory files: JSON holds one object; YAML that does not decode is ignored unless it looks like a manifest', () => {
  assert.deepEqual(decodeManifestFile('{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"a"}}', 'a.json'), [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a' } }]);
  assert.equal(decodeManifestFile('{"kind":"A"} {"kind":"B"}', 'two.json'), 'Found multiple objects in "two.json". Only single objects are allowed in JSON files.');
  assert.deepEqual(decodeManifestFile('- just\n- a list\n', 'list.yaml'), []);
  assert.match(decodeManifestFile('apiVersion: v1\nkind: ConfigMap\nmetadata: [oops\n', 'bad.yaml') as string, /^Failed to unmarshal "bad\.yaml": /);
});
