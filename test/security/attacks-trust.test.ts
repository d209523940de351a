// Red-team (issue 13, second pass): the Action's trust decision when the event does not say where
// the code comes from. A pull request whose fork was deleted has `head.repo: null` in its payload
// (GitHub keeps the PR open; a re-run, reopen, label or edit event still fires), and a workflow_run
// of such a fork has `head_repository: null`. Unknown origin must count as outside code: no render
// without isolation (sandbox: none here), the lint still runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gitRepo, pullRequestEvent, runAction, REPOSITORY } from '../action/harness.js';
import { appYaml, pluginYaml, PRINT_CM } from './attack-helpers.js';

function pr() {
  const repo = gitRepo({ 'argocd/plugin.yaml': pluginYaml('p', PRINT_CM), 'argocd/apps/demo.yaml': appYaml('demo', 'p'), 'apps/demo/x.txt': '1\n' });
  const base = repo.commit({}, 'base');
  const head = repo.commit({ 'apps/demo/x.txt': '2\n' }, 'change');
  return { repo, base, head };
}

test('action: a pull request whose head repository is unknown (deleted fork: head.repo null) is not rendered without isolation', async () => {
  const { repo, base, head } = pr();
  const event = pullRequestEvent(7, base, head) as { pull_request: { head: Record<string, unknown> } };
  for (const headRepo of [null, undefined, {}]) {
    const ev = structuredClone(event);
    if (headRepo === undefined) delete ev.pull_request.head.repo;
    else ev.pull_request.head.repo = headRepo;
    const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: ev, inputs: { comment: 'false', sandbox: 'none' } });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(r.outputs['diff-file'], '', `head.repo ${JSON.stringify(headRepo)}: the diff ran on the host with sandbox: none`);
    assert.match(r.summary, /manifest diff not rendered: the pull request's head repository is unknown \(a deleted fork\?\), and plugin commands could not be isolated on this runner \(sandbox: none\)/);
  }
});

test('action: a workflow_run whose head repository is unknown (deleted fork) is not rendered', async () => {
  const { repo, base } = pr();
  for (const head_repository of [null, undefined]) {
    const event = { workflow_run: { head_repository, repository: { full_name: REPOSITORY } } };
    const r = await runAction({ cwd: repo.root, eventName: 'workflow_run', event, inputs: { comment: 'false', diff: 'true', 'base-ref': base, 'fail-on': 'never' } });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(r.outputs['diff-file'], '', 'the diff ran with the workflow\'s secrets');
    assert.match(r.stdout, /^::warning::cmp-lint: manifest diff not rendered: this workflow_run's head repository is unknown \(a deleted fork\?\)/m);
  }
});
