// util/app/discovery and the request environment, ported as data. Sources (see ./upstream.ts):
// ARGO_CD util/app/discovery/discovery_test.go (Test_cmpSupports_invalidSocketPath_outsideDir,
// Test_cmpSupports_dialFailure_returnsError), reposerver/repository/repository_test.go (Test_newEnv).
// Not ported: TestDiscover / TestAppType / TestAppType_Disabled (Helm and Kustomize detection after
// no plugin matched: cmp-lint does not render those source types, it reports them as not plugin apps).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pickPlugin } from '../../src/discover/index.js';
import { buildVars } from '../../src/render/env.js';
import { plugin, source } from '../render/helpers.js';

test('discovery_test.go Test_cmpSupports_invalidSocketPath_outsideDir', async () => {
  const r = await pickPlugin([plugin({ name: 'x' })], source({ plugin: { name: '../outside' } }), '/nonexistent');
  assert.equal(r.plugin, undefined);
  assert.match(r.error ?? '', /outside plugin socket dir/);
});

test('discovery_test.go Test_cmpSupports_dialFailure_returnsError', async () => {
  const r = await pickPlugin([plugin({ name: 'x' })], source({ plugin: { name: 'nonexistent' } }), '/nonexistent');
  assert.equal(r.plugin, undefined);
  assert.match(r.error ?? '', /error dialing to cmp-server/);
});

test('repository_test.go Test_newEnv: the nine build variables in order', () => {
  const s = source({ name: 'my-app-name', project: 'my-project-name', destNamespace: 'my-namespace', path: 'my-path' });
  s.repoURL = 'https://github.com/my-org/my-repo';
  s.targetRevision = 'my-target-revision';
  assert.deepEqual(buildVars({ source: s, revision: 'my-revision' }).slice(0, 9), [
    ['ARGOCD_APP_NAME', 'my-app-name'],
    ['ARGOCD_APP_NAMESPACE', 'my-namespace'],
    ['ARGOCD_APP_PROJECT_NAME', 'my-project-name'],
    ['ARGOCD_APP_REVISION', 'my-revision'],
    ['ARGOCD_APP_REVISION_SHORT', 'my-revi'],
    ['ARGOCD_APP_REVISION_SHORT_8', 'my-revis'],
    ['ARGOCD_APP_SOURCE_REPO_URL', 'https://github.com/my-org/my-repo'],
    ['ARGOCD_APP_SOURCE_PATH', 'my-path'],
    ['ARGOCD_APP_SOURCE_TARGET_REVISION', 'my-target-revision'],
  ]);
});
