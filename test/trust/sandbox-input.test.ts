// The Action's sandbox input: wired to the diff, named in every report, and no render of code from
// a fork (or pull_request_target, workflow_run, issue_comment) where it cannot be isolated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gitRepo, pullRequestEvent, runAction } from '../action/harness.js';
import { appYaml, fixture } from './helpers.js';

function pr() {
  const repo = gitRepo({ 'argocd/plugin.yaml': fixture('peek-plugin.yaml'), 'argocd/apps/peek.yaml': appYaml('peek'), 'apps/peek/version.txt': '1.0.0\n' });
  const base = repo.commit({}, 'base');
  const head = repo.commit({ 'apps/peek/version.txt': '1.1.0\n' }, 'bump');
  return { repo, base, head };
}

const bwrapWorks = spawnSync('bwrap', ['--ro-bind', '/', '/', '--unshare-all', '--', '/bin/true']).status === 0;

test('fork pull request with sandbox: none is not rendered, and the summary says why; lint still runs', async () => {
  const { repo, base, head } = pr();
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head, { fork: true }), inputs: { comment: 'false', sandbox: 'none' } });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.equal(r.outputs['diff-file'], '');
  assert.equal(r.outputs.errors, '0');
  assert.match(r.summary, /manifest diff not rendered: the pull request comes from the fork someone\/gitops, and plugin commands could not be isolated on this runner \(sandbox: none\)\. The lint still ran/);
});

test('issue_comment and pull_request_target runs without isolation are refused the same way', async () => {
  const { repo, base, head } = pr();
  const event = { ...pullRequestEvent(7, base, head), issue: { number: 7, pull_request: {} } };
  const c = await runAction({ cwd: repo.root, eventName: 'issue_comment', event, inputs: { comment: 'false', sandbox: 'none', diff: 'true', 'base-ref': base } });
  assert.match(c.summary, /this is an issue_comment run: anyone who can comment can trigger it, and plugin commands could not be isolated/);
  const t = await runAction({ cwd: repo.root, eventName: 'pull_request_target', event: pullRequestEvent(7, base, head), inputs: { comment: 'false', sandbox: 'none', 'allow-untrusted-render': 'false' } });
  assert.match(t.summary, /manifest diff not rendered: this is a pull_request_target run/);
});

test('a pull request from this repository renders with sandbox: none, and the report says so', async () => {
  const { repo, base, head } = pr();
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), inputs: { comment: 'false', sandbox: 'none' } });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.match(readFileSync(r.outputs['diff-file'], 'utf8'), /Sandbox: none — plugin code was not isolated from this machine/);
  assert.match(r.summary, /Sandbox: none — plugin code was not isolated/);
});

test('fork pull request with the default sandbox (auto) renders isolated and names the sandbox', { skip: bwrapWorks ? false : 'bubblewrap cannot create namespaces on this machine' }, async () => {
  const { repo, base, head } = pr();
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head, { fork: true }), inputs: { comment: 'false' } });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  const md = readFileSync(r.outputs['diff-file'], 'utf8');
  assert.match(md, /^\+\s*version: ["']?1\.1\.0/m);
  assert.match(r.summary, /Sandbox: host \(bubblewrap\)/);
});

test('an unknown sandbox input fails the step with a sentence', async () => {
  const { repo } = pr();
  const r = await runAction({ cwd: repo.root, inputs: { sandbox: 'vm' } });
  assert.equal(r.code, 1);
  assert.match(r.stdout, /^::error::cmp-lint: input sandbox: `vm` is not one of auto, container, host, none$/m);
});
