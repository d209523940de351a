// The manifest diff through the action: rendered on pull requests, written to the diff-file,
// the job summary and the PR comment, and rendered without any runner credential in reach of
// the plugin. Skips visibly until src/diff/index.ts (the diff module) is part of the build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES, ROOT, TOKEN, fakeApi, gitRepo, pullRequestEvent, runAction } from './harness.js';

const skip = existsSync(join(ROOT, 'src/diff/index.ts')) ? false : 'src/diff/index.ts has not landed yet';
const fixture = (name: string) => readFileSync(join(FIXTURES, 'diff', name), 'utf8');
const RUNNER_SECRET = 'runner-secret-value-4711';

test('pull request: the diff is rendered with a clean environment and shown in the file, the summary and the comment', { skip }, async () => {
  const repo = gitRepo({
    'argocd/plugin.yaml': fixture('plugin.yaml'),
    'argocd/apps/demo.yaml': fixture('app.yaml'),
    'apps/demo/version.txt': '1.0.0\n',
    // the config may name runner variables for plugins; credentials are refused all the same
    '.cmp-lint.yaml': 'render:\n  env: [HELM_CACHE_HOME, GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN]\n',
  });
  const base = repo.commit({}, 'base');
  const head = repo.commit({ 'apps/demo/version.txt': '1.1.0\n' }, 'bump demo');
  const api = await fakeApi(7);
  try {
    const r = await runAction({
      cwd: repo.root,
      eventName: 'pull_request',
      event: pullRequestEvent(7, base, head),
      apiUrl: api.url,
      env: {
        GITHUB_TOKEN: RUNNER_SECRET,
        GH_TOKEN: RUNNER_SECRET,
        ACTIONS_RUNTIME_TOKEN: RUNNER_SECRET,
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: RUNNER_SECRET,
        HELM_CACHE_HOME: '/tmp/helm-cache',
      },
    });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(r.outputs['changed-apps'], '1');
    assert.match(r.stdout, /^::warning::cmp-lint: render\.env names GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN: runner credentials are never passed to plugins$/m);

    const md = readFileSync(r.outputs['diff-file'], 'utf8');
    assert.match(md, /demo/);
    const seen = /^\+\s*seen: ["']?version=1\.1\.0 env=([^"'\n]*)/m.exec(md);
    assert.ok(seen, `the head render's env line in:\n${md}`);
    const names = seen[1].trim().split(/\s+/);
    assert.ok(names.includes('HELM_CACHE_HOME'), names.join(' '));
    for (const n of names) assert.doesNotMatch(n, /^(GITHUB_TOKEN|GH_TOKEN|ACTIONS_|INPUT_)/, `${n} reached the plugin`);

    assert.ok(r.summary.includes('version=1.1.0'), 'the diff is in the job summary');
    const comment = api.comments.find((c) => c.body.startsWith('<!-- cmp-lint:diff -->'));
    assert.ok(comment?.body.includes('version=1.1.0'), 'the diff is in the PR comment');
    for (const text of [md, r.summary, comment!.body, r.stdout.replace(`::add-mask::${TOKEN}`, ''), r.stderr]) {
      assert.ok(!text.includes(RUNNER_SECRET) && !text.includes(TOKEN), 'no credential in any output');
    }
  } finally {
    await api.close();
  }
});

test('diff: false on a pull request renders nothing', { skip }, async () => {
  const repo = gitRepo({ 'argocd/plugin.yaml': fixture('plugin.yaml'), 'argocd/apps/demo.yaml': fixture('app.yaml'), 'apps/demo/version.txt': '1.0.0\n' });
  const base = repo.commit({}, 'base');
  const head = repo.commit({ 'apps/demo/version.txt': '1.1.0\n' });
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), inputs: { diff: 'false', comment: 'false' } });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.equal(r.outputs['diff-file'], '');
  assert.equal(r.outputs['changed-apps'], '');
  assert.doesNotMatch(r.summary, /version=/);
});
