// argocd-cmp-server start-up: ReadPluginConfig (sigs.k8s.io/yaml YAMLToJSON + encoding/json) and
// ValidatePluginConfig, ported as data. Sources (see ./upstream.ts): ARGO_CD cmpserver/plugin/config_test.go
// (Test_ReadPluginConfig, Test_IsDefined, Test_PluginConfig_Address), util/config/reader.go; SIGS_YAML for the
// YAML 1.1 resolution (`on`, `yes`, ...) go-yaml v2 applies underneath.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePluginConfig, startupView } from '../../src/render/plugin-config.js';
import { goYamlToJS, goYamlLoadFast, resolvePlain } from '../../src/yaml/yaml11.js';
import { hasDiscovery } from '../../src/discover/index.js';
import { socketNameOf } from '../../src/extract/plugin.js';
import { loadModel } from '../../src/lint.js';
import { renderSource } from '../../src/render/index.js';

/** ReadPluginConfig on file contents: the error text, or undefined when the sidecar starts. */
const readPluginConfig = (text: string) => {
  try {
    return decodePluginConfig(goYamlToJS(text));
  } catch (e) {
    return { config: {}, error: (e as Error).message };
  }
};

// config_test.go Test_ReadPluginConfig
const READ_CASES: { name: string; file: string; error?: string }[] = [
  { name: 'empty metadata', file: '\nmetadata:\n', error: 'invalid plugin configuration file. metadata.name should be non-empty' },
  { name: 'empty metadata name', file: '\nmetadata:\n  name: ""\n', error: 'invalid plugin configuration file. metadata.name should be non-empty' },
  { name: 'invalid kind', file: '\nkind: invalid\nmetadata:\t\n  name: name\n', error: 'invalid plugin configuration file. kind should be ConfigManagementPlugin, found invalid' },
  { name: 'empty generate command', file: '\nkind: ConfigManagementPlugin\nmetadata:\n  name: name\n', error: 'invalid plugin configuration file. spec.generate command should be non-empty' },
  { name: 'valid config', file: '\nkind: ConfigManagementPlugin\nmetadata:\n  name: name\nspec:\n  generate:\n    command: [command]\n' },
];

test('config_test.go Test_ReadPluginConfig', () => {
  for (const c of READ_CASES) {
    const r = readPluginConfig(c.file);
    assert.equal(r.error, c.error, c.name);
  }
  const ok = readPluginConfig(READ_CASES[4].file);
  assert.deepEqual(ok.config, { kind: 'ConfigManagementPlugin', metadata: { name: 'name' }, spec: { generate: { command: ['command'] } } });
});

// config_test.go Test_IsDefined (Discover.IsDefined == cmp-lint's hasDiscovery)
test('config_test.go Test_IsDefined', () => {
  const cases: [string, Parameters<typeof hasDiscovery>[0], boolean][] = [
    ['empty discover', {}, false],
    ['discover with find', { glob: 'glob' }, true],
    ['discover with fileName', { fileName: 'fileName' }, true],
    ['discover with empty command', { command: { command: [], args: [] } }, false],
    ['discover with command', { command: { command: ['command'], args: [] } }, true],
  ];
  for (const [name, d, want] of cases) assert.equal(hasDiscovery(d), want, name);
});

// config_test.go Test_PluginConfig_Address: the socket is <name>.sock or <name>-<version>.sock
test('config_test.go Test_PluginConfig_Address', () => {
  assert.equal(socketNameOf('name', undefined), 'name');
  assert.equal(socketNameOf('name', 'v1.0'), 'name-v1.0');
});

test('YAML 1.1 in plugin.yaml (go-yaml v2 under sigs.k8s.io/yaml): on/yes/no are booleans', () => {
  const base = 'kind: ConfigManagementPlugin\nmetadata: {name: p}\nspec:\n';
  // `on` in a string list is a bool: the sidecar dies with encoding/json's type error
  assert.equal(
    readPluginConfig(base + '  generate:\n    command: [echo, on]\n').error,
    'json: cannot unmarshal bool into Go struct field Command.spec.generate.command of type string',
  );
  assert.equal(readPluginConfig(base + '  generate:\n    command: [echo, "on"]\n').error, undefined);
  // preserveFileMode: yes is true
  const yes = readPluginConfig(base + '  preserveFileMode: yes\n  generate: {command: [sh]}\n');
  assert.equal(yes.error, undefined);
  assert.equal(yes.config.spec?.preserveFileMode, true);
  // a quoted "true" is a string: type error for a bool field
  assert.equal(
    readPluginConfig(base + '  preserveFileMode: "true"\n  generate: {command: [sh]}\n').error,
    'json: cannot unmarshal string into Go struct field PluginConfigSpec.spec.preserveFileMode of type bool',
  );
  // a number where a string goes (version: 1.0)
  assert.equal(
    readPluginConfig(base + '  version: 1.0\n  generate: {command: [sh]}\n').error,
    'json: cannot unmarshal number into Go struct field PluginConfigSpec.spec.version of type string',
  );
  // keys are matched case-insensitively; `parameters` binds to the Go field names (no json tag)
  const ci = readPluginConfig(base + '  Generate: {command: [sh]}\n  parameters:\n    static: [{name: a, required: yes}]\n');
  assert.equal(ci.error, undefined);
  assert.equal(ci.config.spec?.Parameters?.Static?.[0]?.required, true);
  assert.equal(
    readPluginConfig(base + '  generate: {command: [sh]}\n  parameters:\n    static: [x]\n').error,
    'json: cannot unmarshal string into Go struct field Parameters.spec.Parameters.Static of type apiclient.ParameterAnnouncement',
  );
  // null leaves the Go value alone; a null list element is ""
  assert.deepEqual(readPluginConfig(base + '  generate: {command: [sh, ~], args: ~}\n').config.spec?.generate, { command: ['sh', ''] });
});

test('go-yaml v2 plain scalar resolution (resolve.go table)', () => {
  const cases: [string, unknown][] = [
    ['y', true], ['Y', true], ['yes', true], ['Yes', true], ['YES', true], ['on', true], ['On', true], ['ON', true], ['true', true], ['True', true], ['TRUE', true],
    ['n', false], ['N', false], ['no', false], ['No', false], ['NO', false], ['off', false], ['Off', false], ['OFF', false], ['false', false], ['False', false], ['FALSE', false],
    ['~', null], ['null', null], ['Null', null], ['NULL', null], ['', null],
    ['0777', 511], ['0x1F', 31], ['0o17', 15], ['0b101', 5], ['1_000', 1000], ['+12', 12], ['-12', -12], ['09', 9], ['1e3', 1000], ['1.5', 1.5], ['.5', 0.5],
    ['2001-12-14', '2001-12-14'], ['tRUE', 'tRUE'], ['yes please', 'yes please'], ['-', '-'], ['1.2.3', '1.2.3'], ['0x', '0x'],
  ];
  for (const [text, want] of cases) assert.deepEqual(resolvePlain(text), want, JSON.stringify(text));
  // sigs.k8s.io/yaml: non-string keys become strings; a null key is refused; NaN cannot be JSON
  assert.deepEqual(goYamlToJS('on: 1\n2: b\n1.5: c\n'), { true: 1, '2': 'b', '1.5': 'c' });
  assert.throws(() => goYamlToJS('~: 1\n'), /unsupported map key of type: <nil>/);
  assert.throws(() => goYamlToJS('a: .nan\n'), /json: unsupported value: NaN/);
  // merge keys apply in order; explicit tags keep text
  assert.deepEqual(goYamlToJS('b: &x {c: 1, d: 2}\ne:\n  d: 0\n  <<: *x\n  c: 3\n'), { b: { c: 1, d: 2 }, e: { c: 3, d: 2 } });
  assert.deepEqual(goYamlToJS('a: !!str yes\nb: !custom on\n'), { a: 'yes', b: 'on' });
});

test('the fast loader used for plugin output agrees with the node-walking one', () => {
  const docs = [
    'a: [echo, on, "on", !!str yes, !custom on, 0777, 1_000, 2001-01-01, ~, .5, 1e3, y, n, NO]\n',
    'b: &x {c: 1}\nd:\n  <<: *x\n  e: 2\n',
    'on: 1\n2: b\n1.5: c\n',
    'x: !!binary aGVsbG8=\ny: !!int "12"\n',
    'm: !foo {a: yes}\nl: !bar [off]\n',
    '',
    '# only a comment\n',
  ];
  for (const d of docs) assert.deepEqual(goYamlLoadFast(d), goYamlToJS(d), JSON.stringify(d));
  assert.throws(() => goYamlLoadFast('a: .inf\n'), /json: unsupported value: \+Inf/);
});

test('plugins the sidecar refuses at start-up are never chosen: not by discovery, not by name', async () => {
  const root = mkdtempSync(join(tmpdir(), 'cmp-lint-parity-'));
  try {
    mkdirSync(join(root, 'app'));
    writeFileSync(join(root, 'app', 'x.yaml'), 'a: 1\n');
    writeFileSync(
      join(root, 'plugins.yaml'),
      [
        // sorts first and matches everything, but `on` makes the sidecar crash-loop
        'apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata: {name: a-broken}\nspec:\n  discover: {fileName: "*"}\n  generate: {command: [echo, on]}\n',
        'apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata: {name: b-good}\nspec:\n  discover: {fileName: "*"}\n  generate:\n    command: [sh, -c]\n    args: ["printf \'kind: ConfigMap\\\\nmetadata: {name: ok}\\\\n\'"]\n',
        'apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata: {}\nspec:\n  generate: {command: [sh]}\n',
      ].join('---\n'),
    );
    writeFileSync(
      join(root, 'apps.yaml'),
      [
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: auto}\nspec:\n  project: default\n  destination: {namespace: x}\n  source: {repoURL: https://example.com/r.git, path: app, plugin: {}}\n',
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: named}\nspec:\n  project: default\n  destination: {namespace: x}\n  source: {repoURL: https://example.com/r.git, path: app, plugin: {name: a-broken}}\n',
      ].join('---\n'),
    );
    const { model } = await loadModel(['.'], { cwd: root, root });
    const broken = model.plugins.find((p) => p.name === 'a-broken')!;
    assert.equal(startupView(broken).error, 'json: cannot unmarshal bool into Go struct field Command.spec.generate.command of type string');
    assert.equal(startupView(model.plugins.find((p) => p.name === 'b-good')!).error, undefined);
    const auto = model.sources.find((s) => s.app.name === 'auto')!;
    const named = model.sources.find((s) => s.app.name === 'named')!;
    const r1 = await renderSource({ repoRoot: root, source: auto, plugins: model.plugins, revision: 'abc' });
    assert.equal(r1.error, undefined);
    assert.equal(r1.plugin, 'b-good');
    const r2 = await renderSource({ repoRoot: root, source: named, plugins: model.plugins, revision: 'abc' });
    assert.equal(r2.error?.stage, 'discover');
    assert.equal(
      r2.error?.message,
      'could not find cmp-server plugin with name "a-broken" supporting the given repository: error dialing to cmp-server for plugin a-broken.sock: error dial proxy: dial unix /home/argocd/cmp-server/plugins/a-broken.sock: connect: no such file or directory',
    );
    assert.match(r2.error?.hint ?? '', /would not start: json: cannot unmarshal bool/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
