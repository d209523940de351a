// ApplicationSet generators and templates (src/appset) against Argo CD's own test vectors.
// Vectors translated from argoproj/argo-cd @ 37ee0097cf851bc2dd7665fc081bbce61a7e836e:
//   applicationset/utils/utils_test.go      TestRenderTemplateParams, TestRenderTemplateParamsGoTemplate
//   applicationset/generators/git_test.go   Test_generateParamsFromGitFile, TestGitGenerateParamsFromDirectories,
//                                           TestGitGenerateParamsFromDirectoriesGoTemplate
//   applicationset/generators/merge_test.go TestMergeGenerate
//   applicationset/utils/template_functions SanitizeName
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execGoTemplate, goFloat, goQuote, sanitizeName, TemplateError, Unsupported } from '../../src/appset/gotemplate.js';
import { replace, transform, AppSetError, NotEvaluable, lsFiles, type EvalContext, type RepoView } from '../../src/appset/generators.js';
import { expandAppSet } from '../../src/appset/expand.js';

const repo = (dirs: string[] = [], files: Record<string, string> = {}): RepoView => ({
  isThisRepo: (u) => !u || !u.includes('other'),
  directories: () => dirs,
  files: () => Object.keys(files).sort(),
  read: (f) => files[f],
});
const ctxOf = (goTemplate: boolean, r: RepoView = repo(), missing: EvalContext['missing'] = 'default'): EvalContext => ({ goTemplate, options: [], missing, repo: r, inputs: { files: new Set(), dirs: false } });
const gen = (g: Record<string, unknown>, c: EvalContext) => transform(g, c, {}).flatMap((t) => t.params);

test('fasttemplate: TestRenderTemplateParams vectors', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['{{one}}', { one: 'two' }, 'two'], // simple substitution
    ['{{ one }}', { one: 'two' }, 'two'], // with whitespace
    ['}} {{', { one: 'two' }, '}} {{'], // template characters but not in a template
    ['{{ }}', { one: '{{ }}' }, '{{ }}'], // nested template
    ['{{ }}', { ' ': 'two', '': 'three' }, '{{ }}'], // field with whitespace
    ['{{one}}', { '{{one}}': '{{one}}' }, '{{one}}'], // template contains itself
    ['{{one}}', { '{{one}}': '{{two}}' }, '{{one}}'],
    ['{{ONE}}', { '{{one}}': 'two' }, '{{ONE}}'], // case sensitive
    ['{{one}}{{one}}', { one: 'two' }, 'twotwo'],
    ['{{one}}{{three}}', { one: 'two', three: 'four' }, 'twofour'],
    ['{{one}} {{three}}', { one: '"hello" world', three: 'four' }, '"hello" world four'],
  ];
  for (const [tmpl, params, want] of cases) assert.equal(replace(tmpl, params, { goTemplate: false, missing: 'default' }), want, tmpl);
  // only string params replace (fasttemplate's replaceMap[tag].(string)); an unknown tag stays as written
  assert.equal(replace('{{ n }}-{{x}}', { n: 3 }, { goTemplate: false, missing: 'default' }), '{{ n }}-{{x}}');
  // an unterminated tag after a complete one is fasttemplate's error
  assert.throws(() => replace('{{a}} {{b', { a: 'x' }, { goTemplate: false, missing: 'default' }), AppSetError);
  // Test_Render_Replace_no_panic_on_missing_closing_brace: an error, not a crash
  assert.throws(() => replace('{{properly.closed}} {{improperly.closed}', {}, { goTemplate: false, missing: 'default' }), AppSetError);
  // no complete `{{…}}` on any line: returned as written (isTemplatedRegex)
  assert.equal(replace('{{a\n}}', {}, { goTemplate: false, missing: 'default' }), '{{a\n}}');
});

test('go template: TestRenderTemplateParamsGoTemplate vectors', () => {
  const ok: [string, Record<string, unknown>, string, string[]?][] = [
    ['{{ .one }}', { one: 'two' }, 'two'],
    ['{{ .one }}', { one: '{{one}}' }, '{{one}}'],
    ['{{ .one }}', { one: '{{two}}' }, '{{two}}'],
    ['{{.one}}{{.one}}', { one: 'two' }, 'twotwo'],
    ['{{.one}}{{.three}}', { one: 'two', three: 'four' }, 'twofour'],
    ['{{.one}} {{.three}}', { one: '"hello" world', three: 'four' }, '"hello" world four'],
    ['{{ .image.version }}', { replicas: 3, image: { name: 'busybox', version: 'latest' } }, 'latest'],
    ['{{ .image.name }}:{{ .image.version }}', { replicas: 3, image: { name: 'busybox', version: 'latest' } }, 'busybox:latest'],
    ['{{ if .hpa.enabled }}{{ .hpa.maxReplicas }}{{ else }}{{ .replicas }}{{ end }}', { replicas: 3, hpa: { enabled: true, minReplicas: 1, maxReplicas: 5 } }, '5'],
    ['{{ if .hpa.enabled }}{{ .hpa.maxReplicas }}{{ else }}{{ .replicas }}{{ end }}', { replicas: 3, hpa: { enabled: false, minReplicas: 1, maxReplicas: 5 } }, '3'],
    ['{{ range .volumes }}[{{ .name }}]{{ end }}', { replicas: 3, volumes: [{ name: 'volume-one', emptyDir: {} }, { name: 'volume-two', emptyDir: {} }] }, '[volume-one][volume-two]'],
    ['{{ index .admin "admin-ca" }}, {{ index .admin "admin-jks" }}', { admin: { 'admin-ca': 'value admin ca', 'admin-jks': 'value admin jks' } }, 'value admin ca, value admin jks'],
    ['{{ index .admin "admin-ca" }}, \\\\ "Hello world", {{ index .admin "admin-jks" }}', { admin: { 'admin-ca': 'value "admin" ca with \\', 'admin-jks': 'value admin jks' } }, 'value "admin" ca with \\, \\\\ "Hello world", value admin jks'],
    ['{{.quote}}', { quote: '"' }, '"'],
    ['--> {{.doesnotexist}} <--', { unused: 'this is not used' }, '--> <no value> <--'],
    ['{{ toYaml . | indent 2 }}', { foo: { bar: { bool: true, number: 2, str: 'Hello world' } } }, '  foo:\n    bar:\n      bool: true\n      number: 2\n      str: Hello world'],
  ];
  for (const [tmpl, params, want] of ok) assert.equal(replace(tmpl, params, { goTemplate: true, missing: 'default' }), want, tmpl);
  const bad: [string, Record<string, unknown>, string, 'default' | 'error'][] = [
    ['{{functiondoesnotexist}}', { data: 'a data string' }, 'failed to parse template {{functiondoesnotexist}}: template: base:1: function "functiondoesnotexist" not defined', 'default'],
    ['{{.data.test}}', { data: 'a data string' }, `failed to execute go template {{.data.test}}: template: base:1:7: executing "base" at <.data.test>: can't evaluate field test in type interface {}`, 'default'],
    [
      '--> {{.doesnotexist}} <--',
      { unused: 'this is not used' },
      'failed to execute go template --> {{.doesnotexist}} <--: template: base:1:6: executing "base" at <.doesnotexist>: map has no entry for key "doesnotexist"',
      'error',
    ],
  ];
  for (const [tmpl, params, msg, missing] of bad) assert.throws(() => replace(tmpl, params, { goTemplate: true, missing }), (e: Error) => e instanceof AppSetError && e.message === msg, tmpl);
});

test('go template: the subset ApplicationSets use; anything else is unsupported, never guessed', () => {
  const d = { path: { path: 'apps/foo_bar', basename: 'foo_bar', segments: ['apps', 'foo_bar'] }, n: 1000000, x: 'Hello', list: ['a', 'b'] };
  const run = (t: string, m: 'default' | 'error' = 'error') => execGoTemplate(t, d, m);
  assert.equal(run('{{ .path.basename | upper }}'), 'FOO_BAR');
  assert.equal(run('{{ index .path.segments 1 }}'), 'foo_bar');
  assert.equal(run('{{ normalize .path.basename }}'), 'foo-bar');
  assert.equal(run('{{ default "d" .nope }}', 'default'), 'd');
  assert.equal(run('{{ .n }}'), '1e+06'); // fmt %v of a float64 (JSON numbers are float64 in Go)
  assert.equal(run('{{ trunc 3 .x | lower | quote }}'), '"hel"');
  assert.equal(run('{{ trunc -2 .x }}'), 'lo');
  assert.equal(run('{{ replace "_" "-" .path.basename }}'), 'foo-bar');
  assert.equal(run('{{ .path.path | trimPrefix "apps/" | trimSuffix "_bar" }}'), 'foo');
  assert.equal(run('{{- range $i, $v := .list }} {{ $i }}={{ $v }}{{- end }}'), ' 0=a 1=b');
  assert.equal(run('{{ $b := .path.basename }}{{ if eq $b "foo_bar" "x" }}y{{ else if .x }}z{{ end }}'), 'y');
  assert.equal(run('{{ if and .x (not .nope2) }}a{{ end }}', 'default'), 'a');
  assert.equal(run('{{ toJson .path }}'), '{"basename":"foo_bar","path":"apps/foo_bar","segments":["apps","foo_bar"]}');
  assert.equal(run('{{ .list }} {{ printf "%s-%d" .x 3 }}'), '[a b] Hello-3');
  assert.equal(run('{{/* note */}}{{ with .path }}{{ .basename }}{{ end }}'), 'foo_bar');
  assert.equal(run('{{ splitList "/" .path.path | last }}'), 'foo_bar');
  // missingkey=error inside a chain
  assert.throws(() => run('{{ .path.nope }}'), (e: Error) => e instanceof TemplateError && e.message.endsWith('map has no entry for key "nope"'));
  // sprig functions this evaluator does not implement, and other text/template features: Unsupported
  assert.throws(() => run('{{ title .x }}'), Unsupported);
  assert.throws(() => run('{{ define "x" }}{{ end }}'), Unsupported);
  assert.throws(() => run("{{ 'a' }}"), Unsupported);
  // a function that exists nowhere is Argo CD's parse error, not "unsupported"
  assert.throws(() => run('{{ required "x" .x }}'), (e: Error) => e instanceof TemplateError && /function "required" not defined/.test(e.message));
  assert.equal(goFloat(123456), '123456');
  assert.equal(goFloat(1234567), '1.234567e+06');
  assert.equal(goFloat(0.5), '0.5');
  assert.equal(goQuote('a"b\n'), '"a\\"b\\n"');
});

test('SanitizeName and git files: Test_generateParamsFromGitFile vectors', () => {
  assert.equal(sanitizeName('app_3'), 'app-3');
  assert.equal(sanitizeName('file_name.yaml'), 'file-name.yaml');
  assert.equal(sanitizeName('-Foo.Bar-'), 'foo.bar');
  const files = { 'path/dir/file_name.yaml': '', 'path/dir2/file_name.yaml': 'foo:\n  bar: baz\n', 'bad/x.yaml': 'this is not json or yaml' };
  const g = (path: string, goTemplate = false, extra: Record<string, unknown> = {}) => gen({ git: { repoURL: 'https://x/this.git', revision: 'HEAD', files: [{ path }], ...extra } }, ctxOf(goTemplate, repo([], files)));
  // empty file returns path parameters
  assert.deepEqual(g('path/dir/file_name.yaml'), [
    { path: 'path/dir', 'path.basename': 'dir', 'path.filename': 'file_name.yaml', 'path.basenameNormalized': 'dir', 'path.filenameNormalized': 'file-name.yaml', 'path[0]': 'path', 'path[1]': 'dir' },
  ]);
  // file parameters are added to params
  assert.deepEqual(g('path/dir2/file_name.yaml')[0]['foo.bar'], 'baz');
  // path parameter are prefixed
  const pre = g('path/dir2/file_name.yaml', false, { pathParamPrefix: 'myRepo' })[0];
  assert.equal(pre['myRepo.path'], 'path/dir2');
  assert.equal(pre['myRepo.path[1]'], 'dir2');
  // goTemplate: nested
  assert.deepEqual(g('path/dir2/file_name.yaml', true), [
    { foo: { bar: 'baz' }, path: { path: 'path/dir2', basename: 'dir2', filename: 'file_name.yaml', basenameNormalized: 'dir2', filenameNormalized: 'file-name.yaml', segments: ['path', 'dir2'] } },
  ]);
  // invalid json/yaml file returns error
  assert.throws(() => g('bad/x.yaml'), AppSetError);
  // an array of objects: one param set each; exclude patterns; YAML 1.1 as go-yaml v2 reads it (key `n` is false)
  const arr = gen({ git: { repoURL: '', files: [{ path: 'c/**' }, { path: 'c/skip/*', exclude: true }] } }, ctxOf(false, repo([], { 'c/a/config.yaml': '- {num: 1, n: x}\n- {num: 2.5, on: yes}\n', 'c/skip/config.yaml': '{num: 3}' })));
  assert.deepEqual(
    arr.map((p) => [p.num, p.false, p.true]),
    [
      ['1', 'x', undefined],
      ['2.5', undefined, 'true'],
    ],
  );
});

test('git pathspecs: `*` crosses directories as in git ls-files', () => {
  const all = ['a/b/c.json', 'a/x.json', 'b.json', 'cluster-config/eng/prod/config.json'];
  assert.deepEqual(lsFiles(all, 'a/*.json'), ['a/b/c.json', 'a/x.json']);
  assert.deepEqual(lsFiles(all, 'a'), ['a/b/c.json', 'a/x.json']);
  assert.deepEqual(lsFiles(all, 'cluster-config/**/config.json'), ['cluster-config/eng/prod/config.json']);
  assert.deepEqual(lsFiles(all, 'b.json'), ['b.json']);
});

test('git directories: TestGitGenerateParamsFromDirectories / GoTemplate vectors', () => {
  const d = (dirs: unknown[], repoApps: string[], goTemplate = false, extra: Record<string, unknown> = {}) =>
    gen({ git: { repoURL: 'https://x/this.git', revision: 'HEAD', directories: dirs, ...extra } }, ctxOf(goTemplate, repo(repoApps)));
  // happy flow - created apps
  assert.deepEqual(d([{ path: '*' }], ['app1', 'app2', 'app_3', 'p1/app4']), [
    { path: 'app1', 'path.basename': 'app1', 'path.basenameNormalized': 'app1', 'path[0]': 'app1' },
    { path: 'app2', 'path.basename': 'app2', 'path.basenameNormalized': 'app2', 'path[0]': 'app2' },
    { path: 'app_3', 'path.basename': 'app_3', 'path.basenameNormalized': 'app-3', 'path[0]': 'app_3' },
  ]);
  // It prefixes path parameters with PathParamPrefix
  assert.deepEqual(d([{ path: '*' }], ['app1', 'p1/app4'], false, { pathParamPrefix: 'myRepo' }), [
    { 'myRepo.path': 'app1', 'myRepo.path.basename': 'app1', 'myRepo.path.basenameNormalized': 'app1', 'myRepo.path[0]': 'app1' },
  ]);
  // It filters application according to the paths
  assert.deepEqual(
    d([{ path: 'p1/*' }, { path: 'p1/*/*' }], ['app1', 'p1/app2', 'p1/p2/app3', 'p1/p2/p3/app4']).map((p) => p.path),
    ['p1/app2', 'p1/p2/app3'],
  );
  // ... with Exclude, in either order
  for (const dirs of [
    [{ path: 'p1/*', exclude: true }, { path: '*' }, { path: '*/*' }],
    [{ path: '*' }, { path: '*/*' }, { path: 'p1/*', exclude: true }],
  ])
    assert.deepEqual(
      d(dirs, ['app1', 'app2', 'p1/app2', 'p1/app3', 'p2/app3']).map((p) => p.path),
      ['app1', 'app2', 'p2/app3'],
    );
  // Value variable interpolation
  assert.deepEqual(d([{ path: '*' }], ['app1'], false, { values: { foo: 'bar', aaa: '{{ path[0] }}', no: '{{ this-does-not-exist }}' } })[0], {
    path: 'app1',
    'path.basename': 'app1',
    'path.basenameNormalized': 'app1',
    'path[0]': 'app1',
    'values.foo': 'bar',
    'values.aaa': 'app1',
    'values.no': '{{ this-does-not-exist }}',
  });
  // GoTemplate: happy flow
  assert.deepEqual(d([{ path: '*' }], ['app1', 'p1/app4'], true), [{ path: { path: 'app1', basename: 'app1', basenameNormalized: 'app1', segments: ['app1'] } }]);
  assert.deepEqual(d([{ path: '*' }], ['app_3'], true, { values: { name: '{{ .path.basenameNormalized }}' } })[0].values, { name: 'app-3' });
  // another repository: not evaluable offline
  assert.throws(() => gen({ git: { repoURL: 'https://other/repo.git', directories: [{ path: '*' }] } }, ctxOf(false, repo(['a']))), NotEvaluable);
});

test('list, selector, matrix and merge (TestMergeGenerate vectors)', () => {
  const list = (...els: Record<string, unknown>[]) => ({ list: { elements: els } });
  // list in fasttemplate mode: values.* flattened, a non-string value is Argo CD's error
  assert.deepEqual(gen({ list: { elements: [{ cluster: 'a', values: { x: 'y' } }] } }, ctxOf(false)), [{ cluster: 'a', 'values.x': 'y' }]);
  assert.throws(() => gen(list({ n: 1 }), ctxOf(false)), (e: Error) => e instanceof AppSetError && /error parsing value as string/.test(e.message));
  assert.deepEqual(gen({ list: { elements: [], elementsYaml: '- {a: 1}\n- {a: two}\n' } }, ctxOf(true)), [{ a: 1 }, { a: 'two' }]);
  // selector after generation, on flattened params
  assert.deepEqual(
    gen({ ...list({ env: 'dev' }, { env: 'prod' }), selector: { matchLabels: { env: 'prod' } } }, ctxOf(false)),
    [{ env: 'prod' }],
  );
  assert.deepEqual(
    gen({ list: { elements: [{ m: { k: 'a' } }, { m: { k: 'b' } }] }, selector: { matchExpressions: [{ key: 'm.k', operator: 'NotIn', values: ['a'] }] } }, ctxOf(true)),
    [{ m: { k: 'b' } }],
  );
  // matrix: the second child sees the first's params (goTemplate), the first wins on a shared key
  const m = gen({ matrix: { generators: [list({ c: 'x', shared: 1 }, { c: 'y', shared: 1 }), list({ d: '{{ .c }}-1', shared: 2 })] } }, ctxOf(true));
  assert.deepEqual(m, [
    { c: 'x', shared: 1, d: 'x-1' },
    { c: 'y', shared: 1, d: 'y-1' },
  ]);
  // fasttemplate: a shared key with another value is Argo CD's error
  assert.throws(
    () => gen({ matrix: { generators: [list({ a: '1' }), list({ a: '2' })] } }, ctxOf(false)),
    (e: Error) => e instanceof AppSetError && /found duplicate key a with different value, a: 1 ,b: 2/.test(e.message),
  );
  assert.throws(() => gen({ matrix: { generators: [list({ a: '1' })] } }, ctxOf(false)), (e: Error) => e instanceof AppSetError && e.message === 'found less than two generators, Matrix support only two');
  // merge: happy flow - generate paramSets
  assert.deepEqual(gen({ merge: { mergeKeys: ['b'], generators: [list({ a: '1_1', b: 'same', c: '1_3' }), list({ a: '2_1', b: 'same' }), list({ a: '3_1', b: 'different', c: '3_3' })] } }, ctxOf(false)), [
    { a: '2_1', b: 'same', c: '1_3' },
  ]);
  // merge keys absent - do not merge; merge key present in first set, absent in second
  assert.deepEqual(gen({ merge: { mergeKeys: ['b'], generators: [list({ a: 'a' }), list({ a: 'a' })] } }, ctxOf(false)), [{ a: 'a' }]);
  assert.deepEqual(gen({ merge: { mergeKeys: ['b'], generators: [list({ a: 'a' }), list({ b: 'b' })] } }, ctxOf(false)), [{ a: 'a' }]);
  // merge nested matrix with some lists
  assert.deepEqual(
    gen(
      {
        merge: {
          mergeKeys: ['a', 'b'],
          generators: [{ matrix: { generators: [list({ a: '1' }, { a: '2' }), list({ b: '1' }, { b: '2' })] } }, list({ a: '1', b: '1', c: 'added' })],
        },
      },
      ctxOf(false),
    ),
    [
      { a: '1', b: '1', c: 'added' },
      { a: '1', b: '2' },
      { a: '2', b: '1' },
      { a: '2', b: '2' },
    ],
  );
  assert.throws(() => gen({ merge: { mergeKeys: [], generators: [list({ a: '1' }), list({ a: '1' })] } }, ctxOf(false)), /no merge keys were specified/);
  // cluster and API generators, also inside matrix/merge
  assert.throws(() => gen({ clusters: {} }, ctxOf(false)), NotEvaluable);
  assert.throws(() => gen({ matrix: { generators: [{ pullRequest: {} }, list({ a: '1' })] } }, ctxOf(false)), NotEvaluable);
});

test('expandAppSet: names, duplicates, templatePatch, generator templates, offline generators', () => {
  const where = { file: 'a.yaml', line: 1 };
  const base = (spec: Record<string, unknown>) => ({ apiVersion: 'argoproj.io/v1alpha1', kind: 'ApplicationSet', metadata: { name: 'set', namespace: 'argocd' }, spec });
  const tmpl = { metadata: { name: 'app-{{ .n }}' }, spec: { project: 'default', source: { repoURL: 'r', path: 'p/{{ .n }}' }, destination: { namespace: 'ns' } } };
  const x = expandAppSet(base({ goTemplate: true, generators: [{ list: { elements: [{ n: 'a' }, { n: 'b' }, { n: 'a' }] } }], template: tmpl }), repo(), where);
  assert.deepEqual(
    x.apps.map((a) => a.name),
    ['app-a', 'app-b'],
  );
  assert.deepEqual(x.duplicates, ['app-a']);
  assert.equal((x.apps[0].raw.metadata as Record<string, unknown>).namespace, 'argocd'); // always the ApplicationSet's
  // a generator's own template overrides the ApplicationSet template where it sets something
  const y = expandAppSet(base({ goTemplate: true, generators: [{ list: { elements: [{ n: 'c' }], template: { metadata: {}, spec: { source: { path: 'other/{{ .n }}' } } } } }], template: tmpl }), repo(), where);
  assert.equal(((y.apps[0].raw.spec as Record<string, any>).source as Record<string, unknown>).path, 'other/c');
  assert.equal(((y.apps[0].raw.spec as Record<string, any>).source as Record<string, unknown>).repoURL, 'r');
  // templatePatch: templated, merged; the project cannot be changed
  const z = expandAppSet(
    base({ goTemplate: true, generators: [{ list: { elements: [{ n: 'd', auto: true }] } }], template: tmpl, templatePatch: '{{ if .auto }}\nspec:\n  project: evil\n  syncPolicy:\n    automated: {prune: true}\n{{ end }}\n' }),
    repo(),
    where,
  );
  assert.deepEqual((z.apps[0].raw.spec as Record<string, unknown>).syncPolicy, { automated: { prune: true } });
  assert.equal((z.apps[0].raw.spec as Record<string, unknown>).project, 'default');
  // no params (an empty element): the template as written
  const e = expandAppSet(base({ generators: [{ list: { elements: [{}] } }], template: { ...tmpl, metadata: { name: 'fixed' } } }), repo(), where);
  assert.deepEqual(
    e.apps.map((a) => a.name),
    ['fixed'],
  );
  // an empty name is Argo CD's error; missingkey=error too; offline generators are named
  assert.equal(expandAppSet(base({ generators: [{ list: { elements: [{ a: 'b' }] } }], template: { ...tmpl, metadata: {} } }), repo(), where).problem?.kind, 'error');
  const mk = expandAppSet(base({ goTemplate: true, goTemplateOptions: ['missingkey=error'], generators: [{ list: { elements: [{ m: 'x' }] } }], template: tmpl }), repo(), where);
  assert.equal(mk.problem?.kind, 'error');
  assert.match(mk.problem!.message, /map has no entry for key "n"/);
  const off = expandAppSet(base({ generators: [{ scmProvider: {} }, { merge: { generators: [{ clusterDecisionResource: {} }, { list: { elements: [] } }] } }], template: tmpl }), repo(), where);
  assert.equal(off.problem?.kind, 'not-evaluable');
  assert.deepEqual(off.problem?.generators, ['scmProvider', 'clusterDecisionResource']);
  assert.equal(expandAppSet(base({ generators: [{ bogus: {} }], template: tmpl }), repo(), where).problem?.message, 'ApplicationSet set contains unrecognized generators: bogus');
});
