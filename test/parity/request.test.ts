// The generate request: KUBE_API_VERSIONS, manifest-generate-paths tar root, the deadline.
// Sources (see ./upstream.ts): ARGO_CD reposerver/repository/repository.go getPluginEnvs and
// runConfigManagementPluginSidecars, reposerver/repository/utils.go, cmpserver/plugin/plugin.go runCommand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { renderSource } from '../../src/render/index.js';
import { plugin, source, sh, tempRepo } from '../render/helpers.js';

const ECHO_ENV = (names: string[]) =>
  sh(`printf 'kind: ConfigMap\\nmetadata: {name: m}\\ndata:\\n' ; ${names.map((n) => `printf '  ${n}: "%s"\\n' "$${n}"`).join('; ')}`);

test('KUBE_API_VERSIONS: sorted, comma-joined; KUBE_VERSION normalised', async () => {
  const r = tempRepo({ 'app/x': '' });
  try {
    const p = plugin({ name: 'p', generate: ECHO_ENV(['KUBE_API_VERSIONS', 'KUBE_VERSION']) });
    const res = await renderSource({
      repoRoot: r.root,
      source: source({ path: 'app', plugin: { name: 'p' } }),
      plugins: [p],
      revision: 'abc',
      kubeVersion: 'v1.31.2+k3s1',
      kubeApiVersions: ['apps/v1/Deployment', 'v1', 'apps/v1'],
    });
    assert.equal(res.error, undefined, res.error?.message);
    assert.deepEqual(res.manifests[0].data, { KUBE_API_VERSIONS: 'apps/v1,apps/v1/Deployment,v1', KUBE_VERSION: '1.31.2' });
  } finally {
    r.cleanup();
  }
});

test('manifest-generate-paths mode: generate sees only the common root; ARGOCD_APP_SOURCE_PATH stays repo-relative', async () => {
  const r = tempRepo({ 'services/app/x': '', 'services/shared/s.yaml': 'a: 1\n', 'other/o': '' });
  try {
    const gen = sh(
      `printf 'kind: ConfigMap\\nmetadata: {name: m}\\ndata:\\n  path: "%s"\\n  up: "%s"\\n  other: "%s"\\n' "$ARGOCD_APP_SOURCE_PATH" "$(ls .. | tr '\\n' ,)" "$(test -e ../../other && echo yes || echo no)"`,
    );
    const p = plugin({ name: 'p', generate: gen });
    const src = source({ path: 'services/app', plugin: { name: 'p' } });
    // the annotation is read from the Application document
    (src.app as { ref: unknown }).ref = { toJS: () => ({ metadata: { annotations: { 'argocd.argoproj.io/manifest-generate-paths': '.;../shared' } } }) };
    const narrowed = await renderSource({ repoRoot: r.root, source: src, plugins: [p], revision: 'abc', useManifestGeneratePaths: true });
    assert.equal(narrowed.error, undefined, narrowed.error?.message);
    // the tar root is services/: the app dir's parent is the root, and other/ was not sent
    assert.deepEqual(narrowed.manifests[0].data, { path: 'services/app', up: 'app,shared,', other: 'no' });
    const full = await renderSource({ repoRoot: r.root, source: src, plugins: [p], revision: 'abc' });
    assert.deepEqual(full.manifests[0].data, { path: 'services/app', up: 'app,shared,', other: 'yes' });
  } finally {
    r.cleanup();
  }
});

test('deadline: once it has passed no command starts (exec.CommandContext with an expired context)', async () => {
  const r = tempRepo({ 'app/x': '' });
  try {
    const marker = join(r.root, 'started');
    const p = plugin({ name: 'p', init: sh(`touch ${marker}`), generate: sh(`touch ${marker}; echo 'kind: A'`) });
    const res = await renderSource({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'p' } }), plugins: [p], revision: 'abc', timeoutMs: 0 });
    assert.equal(res.error?.stage, 'init');
    assert.match(res.error?.message ?? '', /context deadline exceeded/);
    assert.equal(existsSync(marker), false);
  } finally {
    r.cleanup();
  }
});
