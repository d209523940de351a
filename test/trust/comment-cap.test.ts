// Bounded PR comments: a diff that needs many parts gets at most three comments, the last one
// saying where the rest is; the job summary and the diff file keep it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fakeApi, gitRepo, pullRequestEvent, runAction } from '../action/harness.js';
import { appYaml, fixture } from './helpers.js';

test('Action: a diff of many parts becomes at most 3 comments, with a note and a link to the rest', async () => {
  const repo = gitRepo({ 'argocd/plugin.yaml': fixture('big-plugin.yaml'), 'argocd/apps/big.yaml': appYaml('big'), 'apps/big/version.txt': '1.0.0\n' });
  const base = repo.commit({}, 'base');
  const head = repo.commit({ 'apps/big/version.txt': '1.1.0\n' }, 'bump');
  const api = await fakeApi(7);
  try {
    const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { 'fail-on': 'never' } });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const ours = api.comments.filter((c) => c.body.startsWith('<!-- cmp-lint:diff'));
    assert.equal(ours.length, 3);
    for (const c of ours) assert.ok(c.body.length <= 65_536);
    const last = ours[2].body;
    assert.match(last, /This comment shows 3 of \d+ parts \(cmp-lint posts at most 3 comments\)\. The rest is in \[the job summary\]\(https:\/\/github\.com\/acme\/gitops\/actions\/runs\/4242\)/);
    assert.equal(api.requests.filter((q) => q.method === 'POST').length, 3);
    // everything is in the diff file; the summary has more than the comments
    const md = readFileSync(r.outputs['diff-file'], 'utf8');
    assert.match(md, /ConfigMap big\/cm-400/);
    assert.doesNotMatch(ours.map((c) => c.body).join('\n'), /ConfigMap big\/cm-400\*\*/);
    assert.match(r.summary, /ConfigMap big\/cm-300/);
  } finally {
    await api.close();
  }
});
