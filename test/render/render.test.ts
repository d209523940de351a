import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderSource, renderFindings, killAll, type RenderOptions } from '../../src/render/index.js';
import { plugin, sh, cmd, source, sidecar, tempRepo, parseEnvLines, processGone, waitFor } from './helpers.js';

const MANIFEST = `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: out\\n'`;
const tmpRoot = mkdtempSync(join(tmpdir(), 'cmp-lint-render-tests-'));
process.on('exit', () => rmSync(tmpRoot, { recursive: true, force: true }));

function opts(o: Partial<RenderOptions> & Pick<RenderOptions, 'repoRoot' | 'source' | 'plugins'>): RenderOptions {
  return { revision: 'abcdef0123456789abcdef0123456789abcdef01', tmpRoot, hostEnv: { PATH: process.env.PATH }, ...o };
}

test('env: exact build variables, ARGOCD_ENV_*, ARGOCD_APP_PARAMETERS, PARAM_*, sidecar env; runner env withheld', async () => {
  const r = tempRepo({ 'apps/demo/x.txt': '' });
  try {
    const p = plugin({
      name: 'envdump',
      configMap: { name: 'envdump-cm', key: 'plugin.yaml' },
      // env itself as the command: no shell in between to drop or add variables
      generate: cmd(['env', '-0']),
    });
    const sc = sidecar({
      name: 'envdump',
      image: 'example/envdump:1.0',
      env: [
        { name: 'HELM_CACHE_HOME', value: '/tmp/helm/cache', fromSource: false },
        { name: 'FROM_SECRET', fromSource: true },
        { name: 'PATH', value: '/image/only/bin', fromSource: false },
      ],
      volumeMounts: [{ name: 'cfg', mountPath: '/home/argocd/cmp-server/config/plugin.yaml', subPath: 'plugin.yaml' }],
      volumes: [{ name: 'cfg', kind: 'configMap', configMapName: 'envdump-cm' }],
    });
    const src = source({
      name: 'demo',
      namespace: 'team-a',
      destNamespace: 'demo-ns',
      project: 'proj',
      path: './apps/demo',
      repoURL: 'https://git.example.com/org/repo.git',
      targetRevision: 'main',
      plugin: {
        name: 'envdump',
        env: [
          { name: 'FOO', value: '$ARGOCD_APP_NAME-${KUBE_VERSION}-$$-$HOME-${UNKNOWN}-$ARGOCD_ENV_BAR' },
          { name: 'BAR', value: 'plain' },
          { name: 'lower.case', value: '$ARGOCD_APP_REVISION_SHORT' },
        ],
        parameters: [
          { name: 'values-file', string: 'a<b>&c' },
          { name: 'images', array: ['x', 'y'] },
          { name: 'labels', map: { 'app.kubernetes.io/name': 'demo', b: '2' } },
          { name: 'empty-map', map: {} },
          { name: 'both', string: 's', array: [] },
        ],
      },
    });
    const res = await renderSource(
      opts({
        repoRoot: r.root,
        source: src,
        plugins: [p],
        sidecars: [sc],
        kubeVersion: 'v1.29.3+k3s1',
        kubeApiVersions: ['v1', 'apps/v1', 'apps/v1/Deployment'],
        passEnv: ['MY_PASSED', 'NOT_SET'],
        hostEnv: { PATH: process.env.PATH, LANG: 'C.UTF-8', GITHUB_TOKEN: 'ghp_secret', AWS_SECRET_ACCESS_KEY: 'x', ACTIONS_RUNTIME_TOKEN: 'y', MY_PASSED: 'passed' },
      }),
    );
    assert.equal(res.error?.stage, 'parse', 'env output is not a manifest, but stdout is kept');
    assert.equal(res.plugin, 'envdump');
    const env = parseEnvLines(res.stdout, '\0');
    const expected: Record<string, string> = {
      PATH: process.env.PATH as string,
      LANG: 'C.UTF-8',
      MY_PASSED: 'passed',
      HELM_CACHE_HOME: '/tmp/helm/cache',
      ARGOCD_APP_NAME: 'team-a_demo',
      ARGOCD_APP_NAMESPACE: 'demo-ns',
      ARGOCD_APP_PROJECT_NAME: 'proj',
      ARGOCD_APP_REVISION: 'abcdef0123456789abcdef0123456789abcdef01',
      ARGOCD_APP_REVISION_SHORT: 'abcdef0',
      ARGOCD_APP_REVISION_SHORT_8: 'abcdef01',
      ARGOCD_APP_SOURCE_REPO_URL: 'https://git.example.com/org/repo.git',
      ARGOCD_APP_SOURCE_PATH: './apps/demo',
      ARGOCD_APP_SOURCE_TARGET_REVISION: 'main',
      KUBE_VERSION: '1.29.3',
      KUBE_API_VERSIONS: 'apps/v1,apps/v1/Deployment,v1',
      ARGOCD_ENV_FOO: 'team-a_demo-1.29.3-$---',
      ARGOCD_ENV_BAR: 'plain',
      'ARGOCD_ENV_lower.case': 'abcdef0',
      ARGOCD_APP_PARAMETERS:
        '[{"name":"values-file","string":"a\\u003cb\\u003e\\u0026c"},{"array":["x","y"],"name":"images"},' +
        '{"map":{"app.kubernetes.io/name":"demo","b":"2"},"name":"labels"},{"map":{},"name":"empty-map"},{"array":[],"name":"both","string":"s"}]',
      PARAM_VALUES_FILE: 'a<b>&c',
      PARAM_IMAGES_0: 'x',
      PARAM_IMAGES_1: 'y',
      PARAM_LABELS_APP_KUBERNETES_IO_NAME: 'demo',
      PARAM_LABELS_B: '2',
      PARAM_BOTH: 's',
    };
    const home = env.get('HOME') ?? '';
    const tmp = env.get('TMPDIR') ?? '';
    env.delete('HOME');
    env.delete('TMPDIR');
    assert.deepEqual(Object.fromEntries([...env].sort()), Object.fromEntries(Object.entries(expected).sort()));
    assert.match(home, /cmp-lint-render-[^/]+\/home$/);
    assert.match(tmp, /cmp-lint-render-[^/]+\/tmp$/);
    assert.ok(!home.startsWith(process.env.HOME ?? '/nonexistent'), 'a fresh HOME');
  } finally {
    r.cleanup();
  }
});

test('a secret in the runner environment never reaches the plugin (default hostEnv = process.env)', async () => {
  const r = tempRepo({ 'x.txt': '' });
  const saved = process.env.GITHUB_TOKEN;
  process.env.GITHUB_TOKEN = 'ghp_should_not_leak';
  try {
    const p = plugin({ name: 'leak', generate: sh(`env >&2; ${MANIFEST}`) });
    const res = await renderSource({ repoRoot: r.root, source: source({ plugin: { name: 'leak' } }), plugins: [p], tmpRoot, revision: '' });
    assert.equal(res.error, undefined);
    assert.doesNotMatch(res.stderr, /GITHUB_TOKEN|ghp_should_not_leak/);
    assert.match(res.stderr, /^PATH=/m);
  } finally {
    if (saved === undefined) delete process.env.GITHUB_TOKEN;
    else process.env.GITHUB_TOKEN = saved;
    r.cleanup();
  }
});

test('no plugin block: no ARGOCD_ENV_*/ARGOCD_APP_PARAMETERS; empty plugin block: ARGOCD_APP_PARAMETERS=null', async () => {
  const r = tempRepo({ 'app/marker.yaml': '' });
  try {
    const p = plugin({ name: 'dump', discover: { fileName: 'marker.yaml' }, generate: sh(`env >&2; ${MANIFEST}`) });
    const auto = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app', name: 'a', namespace: 'argocd' }), plugins: [p] }));
    assert.equal(auto.pluginMode, 'auto');
    const e1 = parseEnvLines(auto.stderr);
    assert.equal(e1.has('ARGOCD_APP_PARAMETERS'), false);
    assert.equal(e1.get('ARGOCD_APP_NAME'), 'a', 'app in the control-plane namespace: plain name');
    assert.equal(e1.get('KUBE_VERSION'), '');
    const named = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app', plugin: {} }), plugins: [p] }));
    assert.equal(parseEnvLines(named.stderr).get('ARGOCD_APP_PARAMETERS'), 'null');
  } finally {
    r.cleanup();
  }
});

test('init stdout is dropped; generate output parsed; cwd is the app dir in a copy', async () => {
  const r = tempRepo({ 'deploy/app/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: from-file\n' });
  try {
    const p = plugin({
      name: 'p',
      init: sh('echo "Initializing..."; echo init-note >&2; touch init-was-here'),
      generate: sh('test -e init-was-here && cat cm.yaml && pwd >&2'),
    });
    const res = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'deploy/app', plugin: { name: 'p' } }), plugins: [p] }));
    assert.equal(res.error, undefined, JSON.stringify(res.error));
    assert.deepEqual(res.manifests, [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'from-file' } }]);
    assert.doesNotMatch(res.stdout, /Initializing/);
    assert.match(res.stderr.trim(), /cmp-lint-render-[^/]+\/ws\d+\/deploy\/app$/);
    assert.equal(readdirSync(r.root + '/deploy/app').includes('init-was-here'), false, 'the repository itself is untouched');
  } finally {
    r.cleanup();
  }
});

test('failures: exit status and stderr in the message, init failure stops, missing tools get a hint', async () => {
  const r = tempRepo({ 'x.txt': '' });
  try {
    const src = (name: string) => source({ plugin: { name }, file: 'apps/demo.yaml' });
    const failing = plugin({ name: 'failing', generate: sh('echo partial; echo boom >&2; exit 3') });
    const res = await renderSource(opts({ repoRoot: r.root, source: src('failing'), plugins: [failing] }));
    assert.equal(res.error?.stage, 'generate');
    assert.equal(res.error?.message, 'plugin "failing" generate failed: `sh -c "echo partial; echo boom >&2; exit 3"` failed exit status 3: boom');

    const initFail = plugin({ name: 'initfail', init: cmd(['sh', '-c', 'echo nope >&2; exit 1']), generate: sh('echo should-not-run >&2') });
    const ri = await renderSource(opts({ repoRoot: r.root, source: src('initfail'), plugins: [initFail] }));
    assert.equal(ri.error?.stage, 'init');
    assert.match(ri.error?.message ?? '', /plugin "initfail" init failed: `sh -c "echo nope >&2; exit 1"` failed exit status 1: nope/);
    assert.doesNotMatch(ri.stderr, /should-not-run/);

    // a tool missing inside a shell: exit 127 + "not found"; the sidecar that serves the plugin is named
    const hf = plugin({ name: 'helmfile', version: 'v1.0', configMap: { name: 'helmfile-plugin-config', key: 'plugin.yaml' }, generate: sh('cmp-lint-no-such-tool template') });
    const sc = sidecar({
      name: 'helmfile-cmp',
      image: 'ghcr.io/helmfile/helmfile:v1.1.0',
      volumeMounts: [{ name: 'helmfile-plugin-config', mountPath: '/home/argocd/cmp-server/config/plugin.yaml', subPath: 'plugin.yaml' }],
      volumes: [{ name: 'helmfile-plugin-config', kind: 'configMap', configMapName: 'helmfile-plugin-config' }],
    });
    const rm = await renderSource(opts({ repoRoot: r.root, source: src('helmfile-v1.0'), plugins: [hf], sidecars: [sc] }));
    assert.equal(rm.error?.stage, 'generate');
    assert.match(rm.error?.message ?? '', /failed exit status 127: .*cmp-lint-no-such-tool: (command )?not found/);
    assert.match(rm.error?.hint ?? '', /`cmp-lint-no-such-tool` was not found on this machine's PATH; in the cluster it comes from the sidecar image ghcr\.io\/helmfile\/helmfile:v1\.1\.0/);

    // no shell: the executable itself is missing
    const direct = plugin({ name: 'direct', generate: cmd(['cmp-lint-no-such-tool'], ['template']) });
    const rd = await renderSource(opts({ repoRoot: r.root, source: src('direct'), plugins: [direct] }));
    assert.equal(rd.error?.message, 'plugin "direct" generate failed: exec: "cmp-lint-no-such-tool": executable file not found in $PATH');
    assert.match(rd.error?.hint ?? '', /sidecar image serving plugin "direct" must provide it/);

    // findings at the Application (no positions here: line 1)
    const f = renderFindings([res, rd]);
    assert.equal(f.length, 2);
    assert.equal(f[0].ruleId, 'render-failed');
    assert.equal(f[0].severity, 'error');
    assert.equal(f[0].file, 'apps/demo.yaml');
    assert.equal(f[0].line, 1);
    assert.match(f[0].message, /^Application "demo": plugin "failing" generate failed/);
  } finally {
    r.cleanup();
  }
});

test('timeout: SIGTERM to the whole group kills background children too', async () => {
  const r = tempRepo({ 'x.txt': '' });
  try {
    const p = plugin({ name: 'slow', generate: sh('sleep 30 & echo "child=$!" >&2; wait') });
    const t = Date.now();
    const res = await renderSource(opts({ repoRoot: r.root, source: source({ plugin: { name: 'slow' } }), plugins: [p], timeoutMs: 1000 }));
    const took = Date.now() - t;
    assert.equal(res.error?.stage, 'generate');
    assert.match(res.error?.message ?? '', /plugin "slow" generate timed out after 1s: `sh -c .*` failed signal: (killed|terminated): child=\d+ \(Argo CD: context deadline exceeded\)/);
    assert.match(res.error?.hint ?? '', /repo\.server\.timeout\.seconds/);
    assert.ok(took < 8000, `took ${took} ms`);
    const pid = Number(/child=(\d+)/.exec(res.stderr)?.[1]);
    assert.ok(pid > 0);
    assert.ok(await waitFor(() => processGone(pid), 8000), `background child ${pid} survived`);
  } finally {
    r.cleanup();
  }
});

test('timeout: a group that ignores SIGTERM is SIGKILLed after the grace period', async () => {
  const r = tempRepo({ 'x.txt': '' });
  try {
    const p = plugin({ name: 'stubborn', generate: sh('trap "" TERM; sleep 30 & echo "child=$!" >&2; wait; wait') });
    const res = await renderSource(opts({ repoRoot: r.root, source: source({ plugin: { name: 'stubborn' } }), plugins: [p], timeoutMs: 500, killGraceMs: 700 }));
    assert.equal(res.error?.stage, 'generate');
    const pid = Number(/child=(\d+)/.exec(res.stderr)?.[1]);
    assert.ok(pid > 0, res.stderr);
    assert.ok(await waitFor(() => processGone(pid), 8000), `child ${pid} survived SIGKILL`);
  } finally {
    r.cleanup();
  }
});

test('output handling: log line on stdout, JSON, kind: List, null documents, empty output', async () => {
  const r = tempRepo({ 'x.txt': '' });
  try {
    const run = (script: string) => {
      const p = plugin({ name: 'o', generate: sh(script) });
      return renderSource(opts({ repoRoot: r.root, source: source({ plugin: { name: 'o' } }), plugins: [p] }));
    };
    const log = await run(`echo "Rendering chart"; echo ---; ${MANIFEST}`);
    assert.equal(log.error?.stage, 'parse');
    assert.match(log.error?.message ?? '', /failed to convert CMP manifests to unstructured objects: failed to unmarshal manifest: error unmarshaling JSON: while decoding JSON: json: cannot unmarshal string .* \(document 1: "Rendering chart"\)/);
    assert.match(log.error?.hint ?? '', /stderr/);

    const json = await run(`echo '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"a"}}{"apiVersion":"v1","kind":"Secret","metadata":{"name":"b"}}'`);
    assert.deepEqual(
      json.manifests.map((m) => m.kind),
      ['ConfigMap', 'Secret'],
    );

    const list = await run(`printf 'apiVersion: v1\\nkind: List\\nitems:\\n- {apiVersion: v1, kind: ConfigMap, metadata: {name: a}}\\n- {apiVersion: v1, kind: ConfigMap, metadata: {name: b}}\\n'`);
    assert.deepEqual(
      list.manifests.map((m) => (m.metadata as { name: string }).name),
      ['a', 'b'],
    );

    const nulls = await run(`printf -- '---\\nnull\\n---\\n---\\n~\\n---\\n'; ${MANIFEST}`);
    assert.equal(nulls.error, undefined);
    assert.equal(nulls.manifests.length, 1);

    const empty = await run('echo');
    assert.equal(empty.error, undefined);
    assert.equal(empty.empty, true);
    assert.equal(empty.stdout, '', 'one trailing newline removed');
    const f = renderFindings([empty]);
    assert.equal(f[0].ruleId, 'render-empty');
    assert.equal(f[0].severity, 'warning');

    const noKind = await run(`printf 'apiVersion: v1\\nmetadata: {name: a}\\n'`);
    assert.equal(noKind.error?.stage, 'parse');
    assert.match(noKind.error?.message ?? '', /Object 'Kind' is missing in '\{"apiVersion":"v1","metadata":\{"name":"a"\}\}'/);
  } finally {
    r.cleanup();
  }
});

test('stdout is capped: the group is killed and the render fails', async () => {
  const r = tempRepo({ 'x.txt': '' });
  try {
    const p = plugin({ name: 'loud', generate: cmd(['yes', 'kind: x']) });
    const res = await renderSource(opts({ repoRoot: r.root, source: source({ plugin: { name: 'loud' } }), plugins: [p], maxStdout: 64 * 1024 }));
    assert.equal(res.error?.stage, 'generate');
    assert.match(res.error?.message ?? '', /printed more than .* MiB on stdout: `yes "kind: x"` failed signal: killed/);
  } finally {
    r.cleanup();
  }
});

test('file modes: 0644 without preserveFileMode (exec bit lost), kept with it', async () => {
  const r = tempRepo({ 'app/gen.sh': { content: `#!/bin/sh\n${MANIFEST}\n`, mode: 0o755 } });
  try {
    const src = (name: string) => source({ path: 'app', plugin: { name } });
    const lost = plugin({ name: 'lost', generate: cmd(['./gen.sh']) });
    const r1 = await renderSource(opts({ repoRoot: r.root, source: src('lost'), plugins: [lost] }));
    assert.equal(r1.error?.message, 'plugin "lost" generate failed: fork/exec ./gen.sh: permission denied');
    assert.match(r1.error?.hint ?? '', /preserveFileMode/);
    const viaShell = plugin({ name: 'sh', generate: cmd(['sh', './gen.sh']) });
    assert.equal((await renderSource(opts({ repoRoot: r.root, source: src('sh'), plugins: [viaShell] }))).manifests.length, 1);
    const kept = plugin({ name: 'kept', preserveFileMode: true, generate: sh('stat -c %a gen.sh >&2; ./gen.sh') });
    const r3 = await renderSource(opts({ repoRoot: r.root, source: src('kept'), plugins: [kept] }));
    assert.equal(r3.error, undefined, JSON.stringify(r3.error));
    assert.equal(r3.stderr.trim(), '755');
    const modes = plugin({ name: 'modes', generate: sh(`stat -c %a gen.sh . >&2; ${MANIFEST}`) });
    const r4 = await renderSource(opts({ repoRoot: r.root, source: src('modes'), plugins: [modes] }));
    assert.equal(r4.stderr.trim(), '644\n755');
  } finally {
    r.cleanup();
  }
});

test('tar exclusions: Go filepath.Match on repo-relative paths, a matching directory skips its subtree', async () => {
  const r = tempRepo({
    '.git/HEAD': 'ref: refs/heads/main\n',
    'charts/x/tests/t.yaml': '',
    'charts/x/templates/cm.yaml': '',
    'secret.txt': '',
    'sub/keep.txt': '',
    'inside-link': { symlink: 'sub/keep.txt' },
  });
  try {
    const p = plugin({ name: 'ls', generate: sh(`find . -mindepth 1 | sort >&2; ${MANIFEST}`) });
    const src = source({ plugin: { name: 'ls' } });
    const all = await renderSource(opts({ repoRoot: r.root, source: src, plugins: [p] }));
    assert.match(all.stderr, /^\.\/\.git\/HEAD$/m, '.git is sent unless excluded');
    const ex = await renderSource(opts({ repoRoot: r.root, source: src, plugins: [p], exclusions: ['.git', 'charts/*/tests', '*.txt'] }));
    assert.deepEqual(ex.stderr.trim().split('\n'), [
      './charts',
      './charts/x',
      './charts/x/templates',
      './charts/x/templates/cm.yaml',
      './inside-link',
      './sub',
      './sub/keep.txt',
    ]);
    const nothing = await renderSource(opts({ repoRoot: r.root, source: src, plugins: [p], exclusions: ['*'] }));
    assert.equal(nothing.error?.stage, 'workspace');
    assert.match(nothing.error?.message ?? '', /^no files to send/);
    const bad = await renderSource(opts({ repoRoot: r.root, source: src, plugins: [p], exclusions: ['[x'] }));
    assert.equal(bad.error?.message, 'error verifying exclusion pattern [x: syntax error in pattern');
  } finally {
    r.cleanup();
  }
});

test('symlinks escaping the repository fail the render with the repo-server\'s words', async () => {
  const r = tempRepo({ 'app/x.txt': '', 'app/escape': { symlink: '../../..' } });
  try {
    const p = plugin({ name: 'p', generate: sh(MANIFEST) });
    const res = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'p' } }), plugins: [p] }));
    assert.equal(res.error?.stage, 'workspace');
    assert.equal(res.error?.message, 'repository contains out-of-bounds symlinks. file: app/escape');
  } finally {
    r.cleanup();
  }
});

test('discovery in render: find.command runs in the app dir; named plugin whose rule does not match is not found', async () => {
  const r = tempRepo({ 'app/special.marker': '' });
  try {
    const byCmd = plugin({ name: 'bycmd', discover: { command: sh('ls *.marker') }, generate: sh(MANIFEST) });
    const ok = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app' }), plugins: [byCmd] }));
    assert.equal(ok.plugin, 'bycmd');
    assert.equal(ok.manifests.length, 1);
    const named = plugin({ name: 'named', discover: { fileName: 'helmfile.yaml' }, generate: sh(MANIFEST) });
    const nf = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'named' } }), plugins: [named] }));
    assert.equal(nf.error?.stage, 'discover');
    assert.equal(nf.error?.message, 'could not find cmp-server plugin with name "named" supporting the given repository');
    assert.match(nf.error?.hint ?? '', /fileName: "helmfile.yaml"/);
    const skipped = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app' }), plugins: [named] }));
    // no plugin claims it: Argo CD's own discovery makes it a directory app (src/native)
    assert.equal(skipped.sourceType, 'directory');
    assert.equal(skipped.error, undefined);
    assert.deepEqual(skipped.manifests, []);
    const helm = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app', types: ['helm'] }), plugins: [named], hostEnv: { PATH: '/nonexistent' } }));
    assert.equal(helm.sourceType, 'helm');
    assert.equal(helm.skipped, 'helm is not installed');
    // a path that is not in the checkout fails the app (util/app/path Path)
    const missing = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'not/here', plugin: { name: 'named' } }), plugins: [named] }));
    assert.equal(missing.error?.stage, 'path');
    assert.equal(missing.error?.message, 'not/here: app path does not exist');
  } finally {
    r.cleanup();
  }
});

test('abort and killAll: the process group dies and the temp dir is removed', async () => {
  const r = tempRepo({ 'x.txt': '' });
  const root = mkdtempSync(join(tmpdir(), 'cmp-lint-abort-'));
  try {
    const p = plugin({ name: 'slow', generate: sh('sleep 30 & echo "child=$!" >&2; wait') });
    const ac = new AbortController();
    const pending = renderSource(opts({ repoRoot: r.root, source: source({ plugin: { name: 'slow' } }), plugins: [p], signal: ac.signal, tmpRoot: root }));
    await waitFor(() => readdirSync(root).length > 0, 5000);
    await new Promise((res) => setTimeout(res, 300));
    ac.abort();
    const res = await pending;
    assert.equal(res.error?.stage, 'generate');
    assert.match(res.error?.message ?? '', /was interrupted/);
    const pid = Number(/child=(\d+)/.exec(res.stderr)?.[1]);
    assert.ok(await waitFor(() => processGone(pid), 8000));
    assert.deepEqual(readdirSync(root), [], 'temp dir removed');

    const pending2 = renderSource(opts({ repoRoot: r.root, source: source({ plugin: { name: 'slow' } }), plugins: [p], tmpRoot: root }));
    await waitFor(() => readdirSync(root).length > 0, 5000);
    await new Promise((res) => setTimeout(res, 300));
    killAll();
    assert.deepEqual(readdirSync(root), [], 'killAll removes live temp dirs');
    const res2 = await pending2;
    assert.equal(res2.error?.stage, 'generate');
    assert.match(res2.error?.message ?? '', /signal: killed/);
  } finally {
    rmSync(root, { recursive: true, force: true });
    r.cleanup();
  }
});
