// A path typo in a pull request fails `diff` the way it fails the app in Argo CD (util/app/path
// Path, ARGO_CD in ./upstream.ts): the head side is `failed` with Argo CD's message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runDiff } from '../../src/diff/index.js';
import { gitRepo, scratch, pluginYaml, appYaml } from '../diff/helpers.js';

test('diff: a spec.source.path typo on head is a failed app with "app path does not exist"', async () => {
  const tmp = scratch('cmp-lint-parity-diff-');
  const repo = gitRepo(tmp);
  const counter = `${tmp}/counter`;
  repo.commit(
    {
      'plugin.yaml': pluginYaml('p', counter, `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata: {name: m}\\n'`),
      'apps/web/x.txt': 'x\n',
      'app.yaml': appYaml('web', { path: 'apps/web', plugin: 'p' }),
    },
    'base',
  );
  repo.commit({ 'app.yaml': appYaml('web', { path: 'apps/wbe', plugin: 'p' }) }, 'typo');
  const report = await runDiff({ cwd: repo.root, base: 'HEAD~1', concurrency: 1, hostEnv: { PATH: process.env.PATH }, tmpRoot: tmp, handleSignals: false });
  const web = report.apps.find((a) => a.app === 'web');
  assert.ok(web, JSON.stringify(report.apps.map((a) => a.app)));
  assert.equal(web.status, 'failed');
  assert.deepEqual(web.error, { side: 'head', message: 'apps/wbe: app path does not exist', reason: 'apps/wbe: app path does not exist' });
});
