// The fixture monorepo through the GitHub Action (dist/index.js under the simulated runner): a pull
// request that changes one app of every kind gets one comment covering all of them, grouped by
// kind, with the host sandbox (native tools read the checkout through a read-only bind).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { fakeApi, gitRepo, pullRequestEvent, runAction } from '../action/harness.js';
import { monorepoFiles } from '../fixtures/monorepo/generate.js';
import { findHelm } from '../helpers/tools.js';

const onPath = (tool: string): string | undefined =>
  (process.env.PATH ?? '').split(delimiter).map((d) => join(d, tool)).find((p) => spawnSync('test', ['-x', p]).status === 0);
const HELM = findHelm();
const missing = [!HELM && 'helm', !onPath('kubectl') && 'kubectl', !onPath('jsonnet') && 'jsonnet', !onPath('bwrap') && 'bwrap'].filter(Boolean);

/** One small change per kind, as a pull request would make it. */
function edit(files: Record<string, string>): Record<string, string> {
  const change = (path: string, from: string, to: string) => {
    assert.ok(files[path]?.includes(from), `${path} holds ${from}`);
    return files[path].replace(from, to);
  };
  return {
    'argocd/helm/web-identity.yaml': change('argocd/helm/web-identity.yaml', 'replicaCount: 2', 'replicaCount: 5'),
    'argocd/kustomize/carts-staging.yaml': change('argocd/kustomize/carts-staging.yaml', 'owner: carts@example.com', 'owner: team-carts@example.com'),
    'manifests/rbac/00-config.yaml': change('manifests/rbac/00-config.yaml', 'level: "default"', 'level: "strict"'),
    'argocd/jsonnet/gateway.yaml': change('argocd/jsonnet/gateway.yaml', 'value: "v0.0"', 'value: "v0.1"'),
    'manifests/multi-extra/portal/extra.yaml': change('manifests/multi-extra/portal/extra.yaml', 'rev: "1"', 'rev: "2"'),
    'plugin-apps/ads/config.tpl.yaml': change('plugin-apps/ads/config.tpl.yaml', 'build: "b1"', 'build: "b2"'),
    // an ApplicationSet's merge override (a generated app on the vendored hello-world chart) and a
    // git files generator's config file (a generated app's namespace)
    'argocd/appsets/merged.yaml': change('argocd/appsets/merged.yaml', 'replicas: 3', 'replicas: 6'),
    'config/crontabs/reports/config.json': change('config/crontabs/reports/config.json', '"analytics"', '"analytics-v2"'),
  };
}

test('Action: one comment covers a PR touching every kind of app in the monorepo, grouped by kind', { skip: missing.length ? `${missing.join(', ')} not installed` : false }, async () => {
  const files = monorepoFiles('base');
  const repo = gitRepo(files);
  const base = repo.commit({}, 'base');
  const head = repo.commit(edit(files), 'one change per kind');
  const api = await fakeApi(11);
  try {
    const r = await runAction({
      cwd: repo.root,
      eventName: 'pull_request',
      event: pullRequestEvent(11, base, head),
      apiUrl: api.url,
      inputs: { sandbox: 'host', 'argocd-version': 'v3.0.5' },
      env: { PATH: [dirname(HELM!), process.env.PATH].join(delimiter) },
    });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const comment = api.comments.find((c) => c.body.startsWith('<!-- cmp-lint:diff -->'));
    assert.ok(comment, r.stdout);
    const md = readFileSync(r.outputs['diff-file'], 'utf8');
    for (const text of [comment.body, md]) {
      for (const [title, apps] of [
        ['Plugin', ['ads']],
        ['Kustomize', ['carts-staging']],
        ['Helm', ['web-identity', '`merged-ui` (from ApplicationSet "merged")', '`cron-reports` (from ApplicationSet "crontabs")']],
        ['Directory', ['rbac', 'gateway', 'portal', '`rbac-east` (from ApplicationSet "infra-clusters")', '`rbac-west` (from ApplicationSet "infra-clusters")']],
      ] as const) {
        assert.match(text, new RegExp(`\\*\\*${title} apps\\*\\*`), `${title} group in:\n${text}`);
        for (const a of apps) assert.ok(text.includes(a), `${a} in the ${title} group`);
      }
      assert.doesNotMatch(text, /render failed|not rendered/i);
    }
    // each resource change is shown: the new values reach the comment
    for (const v of ['replicas: 5', 'team-carts@example.com', 'strict', 'v0.1', 'b2', 'replicas: 6', 'analytics-v2']) assert.ok(comment.body.includes(v), `${v} in the comment`);
    // rbac-east and rbac-west: the matrix ApplicationSet's apps read manifests/rbac as well
    assert.equal(r.outputs['changed-apps'], '10', comment.body.split('\n').filter((l) => l.startsWith('| `')).join('\n'));
    // argocd-version: Argo CD v3.0.5 ships helm v3.17.1; the runner's helm is compared with it
    const local = /v(\d+\.\d+\.\d+)/.exec(execFileSync(HELM!, ['version', '--short'], { encoding: 'utf8' }))?.[1];
    if (local !== '3.17.1') assert.match(comment.body, new RegExp(`Tools: .*helm apps rendered with helm v${local!.replace(/\./g, '\\.')}; Argo CD v3\\.0\\.5 runs helm v3\\.17\\.1: output may differ`));
  } finally {
    await api.close();
  }
});
