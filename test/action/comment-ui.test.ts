// The Action's pull-request UI through the committed dist/index.js on the simulated runner: one
// sticky comment per step (comment-key), only the token's own comments touched, code spans without
// HTML entities, and the annotation cap that keeps room for the failure message.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ONE_ERROR, fakeApi, gitRepo, pullRequestEvent, runAction, writes } from './harness.js';

const NO_DIFF = { diff: 'false' };

describe('Action UI', { concurrency: 2 }, () => {
  test('comment-key: two steps (working-directory apps/a and apps/b) keep separate sticky comments', async () => {
    const repo = gitRepo({ 'README.md': 'x\n' });
    const base = repo.commit({}, 'base');
    const api = await fakeApi(7);
    try {
      const head = repo.commit({ 'apps/a/argocd-cm.yaml': ONE_ERROR, 'apps/b/argocd-cm.yaml': ONE_ERROR });
      const step = (wd: string, extra: Record<string, string> = {}) =>
        runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { ...NO_DIFF, 'fail-on': 'never', 'working-directory': wd, ...extra } });
      assert.equal((await step('apps/a')).code, 0);
      assert.equal((await step('./apps/b/')).code, 0);
      const markers = api.comments.map((c) => c.body.split('\n')[0]).sort();
      assert.deepEqual(markers, ['<!-- cmp-lint:diff key=apps/a -->', '<!-- cmp-lint:diff key=apps/b -->']);
      assert.match(api.comments.find((c) => c.body.includes('key=apps/a'))!.body, /apps\/a\/argocd-cm\.yaml:12/);
      assert.doesNotMatch(api.comments.find((c) => c.body.includes('key=apps/a'))!.body, /apps\/b\//);
      // re-running one step leaves the other's comment alone
      const from = api.requests.length;
      await step('apps/a');
      assert.deepEqual(writes(api, from), { POST: 0, PATCH: 0, DELETE: 0 });
      // an explicit key wins over the directory (a matrix over the same directory)
      await step('apps/a', { 'comment-key': 'k8s-1.31' });
      assert.equal(api.comments.filter((c) => c.body.startsWith('<!-- cmp-lint:diff key=k8s-1.31 -->')).length, 1);
      assert.equal(api.comments.length, 3);
    } finally {
      await api.close();
    }
  });

  test('only comments written by the token’s own account are edited or deleted', async () => {
    const repo = gitRepo({ 'README.md': 'x\n' });
    const base = repo.commit({}, 'base');
    // someone quoted our marker; with GITHUB_TOKEN (GET /user is 403) we write as github-actions[bot]
    const quoted = { id: 1, body: '<!-- cmp-lint:diff -->\nI copied this', user: { login: 'reviewer' }, html_url: 'https://github.com/acme/gitops/pull/7#issuecomment-1' };
    const stale = { id: 2, body: '<!-- cmp-lint:diff part 2 -->\nold part', user: { login: 'reviewer' }, html_url: 'https://github.com/acme/gitops/pull/7#issuecomment-2' };
    const api = await fakeApi(7, [quoted, stale]);
    try {
      const head = repo.commit({ 'apps/argocd-cm.yaml': ONE_ERROR });
      const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { ...NO_DIFF, 'fail-on': 'never' } });
      assert.equal(r.code, 0, r.stdout + r.stderr);
      assert.ok(api.requests.some((q) => q.method === 'GET' && q.path === '/user'));
      assert.deepEqual(api.comments.slice(0, 2), [quoted, stale]); // untouched
      const ours = api.comments.filter((c) => c.user.login === 'github-actions[bot]');
      assert.equal(ours.length, 1);
      assert.match(r.stdout, /left 2 comments with this step's marker alone: another account wrote them/);
      // a personal token: GET /user names the account; the bot's comment is someone else's now
      api.userLogin = 'octocat';
      const r2 = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { ...NO_DIFF, 'fail-on': 'never' } });
      assert.equal(r2.code, 0);
      assert.equal(api.comments.filter((c) => c.user.login === 'octocat').length, 1);
      assert.equal(api.comments.length, 4);
    } finally {
      await api.close();
    }
  });

  test('summary and comment: code spans keep <…> literally, no HTML entities inside them', async () => {
    const repo = gitRepo({ 'README.md': 'x\n' });
    const base = repo.commit({}, 'base');
    const api = await fakeApi(7);
    try {
      const head = repo.commit({ 'apps/argocd-cm.yaml': ONE_ERROR });
      const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { ...NO_DIFF, 'fail-on': 'never' } });
      assert.equal(r.code, 0);
      for (const text of [r.summary, api.comments[0].body]) {
        assert.ok(text.includes('`<name>[-<version>]`'), text);
        assert.doesNotMatch(text, /`[^`\n]*&(lt|gt|amp);[^`\n]*`/);
      }
    } finally {
      await api.close();
    }
  });

  test('at most 10 error annotations including the failure message; changed files first', async () => {
    const old: Record<string, string> = {};
    for (let i = 1; i <= 12; i++) old[`old/argocd-cm-${String(i).padStart(2, '0')}.yaml`] = ONE_ERROR;
    const repo = gitRepo(old);
    const base = repo.commit({}, 'base');
    const head = repo.commit({ 'new/argocd-cm.yaml': ONE_ERROR });
    const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), inputs: { ...NO_DIFF, comment: 'false' } });
    assert.equal(r.code, 1);
    const errors = r.annotations.filter((a) => a.level === 'error');
    assert.equal(errors.length, 10);
    assert.equal(errors.filter((a) => a.props.file).length, 9);
    assert.equal(errors[0].props.file, 'new/argocd-cm.yaml');
    assert.match(r.stdout, /^::error::cmp-lint found 13 errors at or above fail-on: error/m);
    assert.match(r.summary, /4 findings were not annotated \(4 errors\)/);
  });
});
