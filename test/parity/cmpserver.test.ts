// argocd-cmp-server behaviour, ported as data. Source (see ./upstream.ts): ARGO_CD
// cmpserver/plugin/plugin_test.go — TestMatchRepository, TestRunCommandEmptyCommand,
// TestRunCommandContextTimeoutWithCleanup, Test_getParametersAnnouncement_*, TestEnviron,
// TestIsDiscoveryConfigured — and the kustomize testdata it runs on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluateDiscover, hasDiscovery } from '../../src/discover/index.js';
import { runCommand } from '../../src/render/exec.js';
import { processEnv } from '../../src/render/env.js';
import { sourceParams } from '../../src/render/params.js';
import { loadModel } from '../../src/lint.js';
import type { Command, DiscoverRule } from '../../src/model/types.js';

const cmd = (command: string[], args: string[] = []): Command => ({ command, args });

/** cmpserver/plugin/testdata/kustomize, rebuilt: kustomization.yaml, cm.yaml, config/plugin.yaml. */
function kustomizeTestdata() {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-cmpserver-'));
  writeFileSync(join(dir, 'kustomization.yaml'), 'resources:\n- cm.yaml\n');
  writeFileSync(join(dir, 'cm.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n');
  mkdirSync(join(dir, 'config'));
  writeFileSync(join(dir, 'config', 'plugin.yaml'), 'apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata:\n  name: kustomize\n');
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

// TestMatchRepository: (name, discover rule, match, error text contained)
const MATCH_CASES: [string, DiscoverRule, boolean, string?][] = [
  ['will match plugin by filename', { fileName: 'kustomization.yaml' }, true],
  ['will not match plugin by filename if file not found', { fileName: 'not_found.yaml' }, false],
  ['will not match a pattern with a syntax error', { fileName: '[' }, false, 'syntax error'],
  ['will match plugin by glob', { glob: '**/*/plugin.yaml' }, true],
  ['will not match plugin by glob if not found', { glob: '**/*/not_found.yaml' }, false],
  ['will throw an error for a bad pattern', { glob: 'does-not-exist' }, false, 'error finding glob match for pattern'],
  ['will match plugin by command when returns any output', { command: cmd(['echo', 'test']) }, true],
  ['will not match plugin by command when returns no output', { command: cmd(['echo']) }, false],
  ['will match plugin because env var defined', { command: cmd(['sh', '-c', 'echo -n $ENV_VAR']) }, true],
  ['will not match plugin because no env var defined', { command: cmd(['sh', '-c', 'printf "%s" "$ENV_NO_VAR"']) }, false],
  ['will not match plugin by command when command fails', { command: cmd(['cat', 'nil']) }, false, 'error running find command'],
  ['will not match plugin as discovery is not set', {}, false],
];

test('plugin_test.go TestMatchRepository', async () => {
  const t = kustomizeTestdata();
  try {
    const env = processEnv({ hostEnv: process.env, home: t.dir, tmpdir: tmpdir(), request: [['ENV_VAR', '1']] });
    const run = async (c: Command) => {
      const r = await runCommand(c, { cwd: t.dir, env, deadline: Date.now() + 30_000 });
      if (r.error) throw new Error(r.error);
      return r.stdout;
    };
    for (const [name, rule, match, err] of MATCH_CASES) {
      const o = await evaluateDiscover(rule, t.dir, { run });
      assert.equal(o.result === 'match', match, name);
      if (err) {
        assert.equal(o.result, 'error', name);
        assert.ok(o.error?.includes(err), `${name}: ${o.error}`);
      } else assert.notEqual(o.result, 'error', `${name}: ${o.error}`);
    }
  } finally {
    t.cleanup();
  }
});

test('plugin_test.go TestIsDiscoveryConfigured', () => {
  assert.equal(hasDiscovery({ fileName: 'kustomization.yaml' }), true);
  assert.equal(hasDiscovery({ glob: '**/*/plugin.yaml' }), true);
  assert.equal(hasDiscovery({ command: cmd(['echo', 'test']) }), true);
  assert.equal(hasDiscovery({}), false);
});

test('plugin_test.go TestRunCommandEmptyCommand', async () => {
  const r = await runCommand(cmd([]), { cwd: tmpdir(), env: {}, deadline: Date.now() + 5000 });
  assert.equal(r.error, 'Command is empty');
});

test('plugin_test.go TestRunCommandContextTimeoutWithCleanup: SIGTERM first, output of the cleanup kept', async () => {
  const r = await runCommand(cmd(['sh', '-c'], [`(trap 'echo "cleanup completed"; exit' TERM; sleep 4)`]), {
    cwd: tmpdir(),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    deadline: Date.now() + 900,
  });
  assert.ok(r.error, 'the command timed out');
  assert.ok(r.timedOut);
  assert.match(r.stdout, /cleanup completed/);
});

test('plugin_test.go TestEnviron: entries without a name are dropped, empty values kept', () => {
  const env = processEnv({ hostEnv: {}, home: '/h', tmpdir: '/t', request: [['', 'test'], ['test', ''], ['name1', 'value1'], ['name3', '']] });
  assert.equal(env.test, '');
  assert.equal(env.name1, 'value1');
  assert.equal(env.name3, '');
  assert.ok(!('' in env));
});

// Test_getParametersAnnouncement_*: (name, dynamic command, announcement names or error text)
const ANNOUNCE_CASES: [string, Command | undefined, string[] | RegExp][] = [
  ['empty_command', cmd(['echo'], ['[]']), ['static-a', 'static-b']],
  ['no_command', undefined, ['static-a', 'static-b']],
  ['static_and_dynamic', cmd(['echo'], ['[{"name": "dynamic-a"}, {"name": "dynamic-b"}]']), ['dynamic-a', 'dynamic-b', 'static-a', 'static-b']],
  ['invalid_json', cmd(['echo'], ['[']), /error unmarshaling dynamic parameter output into ParametersAnnouncementResponse: unexpected end of JSON input$/],
  ['bad_command', cmd(['sh', '-c', 'exit 1']), /error executing dynamic parameter output command: `sh -c "exit 1"` failed exit status 1$/],
  ['wrong type (cmp-lint case)', cmd(['echo'], ['[{"name": 1}]']), /json: cannot unmarshal number into Go struct field ParameterAnnouncement.name of type string$/],
];

test('plugin_test.go Test_getParametersAnnouncement_*: dynamic first, then static; errors worded like the sidecar', async () => {
  for (const [name, dynamic, want] of ANNOUNCE_CASES) {
    const root = mkdtempSync(join(tmpdir(), 'cmp-lint-params-'));
    try {
      mkdirSync(join(root, 'app'));
      const dyn = dynamic ? `    dynamic:\n      command: ${JSON.stringify(dynamic.command)}\n      args: ${JSON.stringify(dynamic.args)}\n` : '';
      writeFileSync(
        join(root, 'plugin.yaml'),
        `apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata: {name: p}\nspec:\n  generate: {command: [sh]}\n  parameters:\n    static:\n    - name: static-a\n    - name: static-b\n${dyn}`,
      );
      writeFileSync(
        join(root, 'app.yaml'),
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: a}\nspec:\n  project: default\n  destination: {namespace: x}\n  source: {repoURL: https://example.com/r.git, path: app, plugin: {name: p}}\n',
      );
      const { model } = await loadModel(['.'], { cwd: root, root });
      const r = await sourceParams({ repoRoot: root, source: model.sources[0], plugins: model.plugins });
      if (Array.isArray(want)) {
        assert.equal(r.error, undefined, `${name}: ${r.error}`);
        assert.deepEqual(
          r.announcements.map((a) => a.name),
          want,
          name,
        );
      } else assert.match(r.error ?? '', want, name);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
});

test('GetParametersAnnouncement environment: app-details variables only, cwd = app path, no init', async () => {
  const root = mkdtempSync(join(tmpdir(), 'cmp-lint-params-'));
  try {
    mkdirSync(join(root, 'app'));
    writeFileSync(
      join(root, 'plugin.yaml'),
      [
        'apiVersion: argoproj.io/v1alpha1',
        'kind: ConfigManagementPlugin',
        'metadata: {name: p}',
        'spec:',
        '  init: {command: [sh, -c, "touch init-ran"]}',
        '  generate: {command: [sh]}',
        '  parameters:',
        '    static: [{name: replicas, string: "2"}]',
        '    dynamic:',
        '      command: [sh, -c]',
        `      args: ['printf "[{\\"name\\":\\"seen\\",\\"string\\":\\"%s|%s|%s|%s|%s|%s\\"},{\\"name\\":\\"replicas\\",\\"string\\":\\"1\\"}]" "$ARGOCD_APP_NAME" "$ARGOCD_APP_SOURCE_PATH" "$\{ARGOCD_APP_REVISION-unset}" "$\{ARGOCD_APP_NAMESPACE-unset}" "$ARGOCD_ENV_FOO" "$(basename "$PWD"):$(ls)"']`,
      ].join('\n') + '\n',
    );
    writeFileSync(
      join(root, 'app.yaml'),
      'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: a}\nspec:\n  project: default\n  destination: {namespace: x}\n  source:\n    repoURL: https://example.com/r.git\n    path: app\n    plugin:\n      name: p\n      env: [{name: FOO, value: "x-$ARGOCD_APP_NAME-$ARGOCD_APP_REVISION"}]\n',
    );
    const { model } = await loadModel(['.'], { cwd: root, root });
    const r = await sourceParams({ repoRoot: root, source: model.sources[0], plugins: model.plugins });
    assert.equal(r.error, undefined);
    assert.deepEqual(
      r.announcements.map((a) => [a.name, a.string, a.origin]),
      [
        ['seen', 'a|app|unset|unset|x-a-|app:', 'dynamic'],
        ['replicas', '1', 'dynamic'],
        ['replicas', '2', 'static'],
      ],
    );
    // the UI view: one entry per name, the later (static) one wins
    assert.deepEqual(
      r.merged.map((a) => [a.name, a.string]),
      [
        ['seen', 'a|app|unset|unset|x-a-|app:'],
        ['replicas', '2'],
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('cmp-lint params through the bundled CLI (dist/cli.js): text and JSON', async () => {
  const { spawnSync } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const cli = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'dist', 'cli.js');
  const root = mkdtempSync(join(tmpdir(), 'cmp-lint-params-cli-'));
  try {
    mkdirSync(join(root, 'app'));
    writeFileSync(
      join(root, 'plugin.yaml'),
      'apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata: {name: p}\nspec:\n  generate: {command: [sh]}\n  parameters:\n    static: [{name: image.tag, title: Image tag, string: latest}]\n    dynamic: {command: [echo], args: [\'[{"name": "replicas", "required": true}]\']}\n',
    );
    writeFileSync(
      join(root, 'app.yaml'),
      'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: web}\nspec:\n  project: default\n  destination: {namespace: x}\n  source:\n    repoURL: https://example.com/r.git\n    path: app\n    plugin: {name: p, parameters: [{name: image.tag, string: v2}]}\n',
    );
    const run = (...args: string[]) => spawnSync(process.execPath, [cli, 'params', ...args], { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
    const text = run('--app', 'web');
    assert.equal(text.status, 0, text.stderr);
    assert.equal(
      text.stdout,
      'Application web: plugin p, 2 parameters\n  replicas (required)  [string, dynamic]\n  image.tag  [string, static]  "Image tag"  default "latest"  set to "v2"\n',
    );
    const json = run('--app', 'web', '--format', 'json');
    assert.equal(json.status, 0, json.stderr);
    const out = JSON.parse(json.stdout);
    assert.deepEqual(
      out[0].announcements.map((a: { name: string; origin: string }) => `${a.origin}:${a.name}`),
      ['dynamic:replicas', 'static:image.tag'],
    );
    const missing = run();
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /--app NAME is required/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
