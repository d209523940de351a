// .argocd-source.yaml / .argocd-source-<appName>.yaml patch the source before the plugin runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderSource } from '../../src/render/index.js';
import { mergePatch } from '../../src/render/overrides.js';
import { plugin, sh, source, tempRepo } from './helpers.js';

test('mergePatch follows RFC 7386 (null deletes, arrays replace, objects merge)', () => {
  assert.deepEqual(mergePatch({ a: 1, b: { c: 2, d: 3 }, l: [1, 2] }, { b: { c: null, e: 4 }, l: [3], f: 'x' }), { a: 1, b: { d: 3, e: 4 }, l: [3], f: 'x' });
});

test('override files add plugin env and name; the app-specific file wins; repoURL/path are restored', async () => {
  const r = tempRepo({
    'apps/demo/.argocd-source.yaml': 'plugin:\n  env:\n    - name: GREETING\n      value: from-common\npath: elsewhere\n',
    'apps/demo/.argocd-source-demo.yaml': 'plugin:\n  name: echo\n  env:\n    - name: GREETING\n      value: from-$ARGOCD_APP_NAME\n',
  });
  try {
    const p = plugin({
      name: 'echo',
      generate: sh('printf "kind: ConfigMap\\nmetadata:\\n  name: %s\\ndata:\\n  path: %s\\n" "$ARGOCD_ENV_GREETING" "$ARGOCD_APP_SOURCE_PATH"'),
    });
    // the Application names no plugin and sets no type, and the plugin has no discover rule:
    // only the override's plugin.name makes Argo CD (and render) use it
    const res = await renderSource({ repoRoot: r.root, source: source({ name: 'demo', path: 'apps/demo', types: [] }), plugins: [p], timeoutMs: 20_000 });
    assert.equal(res.error, undefined, res.error?.message);
    assert.equal(res.skipped, undefined, res.skipped);
    assert.deepEqual(res.overrides, ['.argocd-source.yaml', '.argocd-source-demo.yaml']);
    assert.equal(res.plugin, 'echo');
    assert.equal(res.pluginMode, 'named');
    assert.deepEqual(res.manifests, [{ kind: 'ConfigMap', metadata: { name: 'from-demo' }, data: { path: 'apps/demo' } }]);
  } finally {
    r.cleanup();
  }
});

test('an unreadable override file fails the render with its name', async () => {
  const r = tempRepo({ 'apps/demo/.argocd-source.yaml': 'plugin: [\n' });
  try {
    const p = plugin({ name: 'echo', generate: sh('echo "kind: ConfigMap"') });
    const res = await renderSource({ repoRoot: r.root, source: source({ name: 'demo', path: 'apps/demo', plugin: { name: 'echo' } }), plugins: [p], timeoutMs: 20_000 });
    assert.match(res.error?.message ?? '', /cannot read \.argocd-source\.yaml/);
  } finally {
    r.cleanup();
  }
});
