// Red-team attacks on native renders (issue 16 after issue 11): Helm, Kustomize and Jsonnet read
// the pull request's content with real tools. What must hold, as for plugins: the tools run in the
// isolation the report and the Action's trust decision claim, nothing of the runner reaches a
// report, and one render cannot change what another (the other side of the diff) sees.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { TOKEN, fakeApi, gitRepo, pullRequestEvent, runAction, type RunResult } from '../action/harness.js';
import { scratch } from './attack-helpers.js';

const C = (what: string) => ['rtcan', 'ary-', what].join('');

/** A PATH directory with every program of this machine's PATH except `drop` (a runner without them). */
function pathWithout(drop: string[]): string {
  const dir = scratch('cmp-lint-path-');
  for (const d of (process.env.PATH ?? '/usr/bin').split(':')) {
    if (!d || !existsSync(d)) continue;
    for (const n of readdirSync(d)) {
      if (drop.includes(n) || existsSync(join(dir, n))) continue;
      try {
        if (!statSync(join(d, n)).isFile()) continue;
      } catch {
        continue;
      }
      symlinkSync(join(d, n), join(dir, n));
    }
  }
  return dir;
}

const have = (tool: string) => {
  try {
    execFileSync(tool, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

function everything(r: RunResult, comments: { body: string }[]): { where: string; text: string }[] {
  const out = [
    { where: 'step log (stdout)', text: r.stdout },
    { where: 'stderr', text: r.stderr },
    { where: 'job summary', text: r.summary },
    { where: 'outputs', text: JSON.stringify(r.outputs) },
    ...comments.map((c, i) => ({ where: `PR comment ${i + 1}`, text: c.body })),
  ];
  if (r.outputs['diff-file'] && existsSync(r.outputs['diff-file'])) out.push({ where: 'diff file', text: readFileSync(r.outputs['diff-file'], 'utf8') });
  return out;
}

const nativeApp = (name: string, path: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://github.com/acme/gitops.git
    targetRevision: HEAD
    path: ${path}
  destination:
    server: https://kubernetes.default.svc
    namespace: ${name}
`;

test('action, fork PR, sandbox: container on a runner without user namespaces: a Jsonnet app reading the checkout credential by absolute path is not rendered unisolated', async (t) => {
  if (!have('jsonnet')) return t.skip('jsonnet is not installed');
  if (!have('podman') && !have('docker')) return t.skip('no container runtime');
  const repo = gitRepo({ 'argocd/apps/j.yaml': nativeApp('j', 'apps/j'), 'apps/j/main.jsonnet': "{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'ok' }, data: { a: '1' } }\n" });
  const base = repo.commit({}, 'base');
  const steal = `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'loot' }, data: { git: importstr '${repo.root}/.git/config' } }\n`;
  const head = repo.commit({ 'apps/j/main.jsonnet': steal }, 'innocent change');
  execFileSync('git', ['-C', repo.root, 'config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic ${C('extraheader')}`]);
  // no namespaces at all, then unshare only (no file isolation), then this machine as it is
  // (bubblewrap when it works here: the import finds no such file)
  for (const drop of [['bwrap', 'unshare'], ['bwrap'], []]) {
    const api = await fakeApi(7);
    try {
      const r = await runAction({
        cwd: repo.root,
        eventName: 'pull_request',
        event: pullRequestEvent(7, base, head, { fork: true }),
        apiUrl: api.url,
        inputs: { sandbox: 'container' },
        env: { GITHUB_TOKEN: TOKEN, PATH: pathWithout(drop) },
      });
      const all = everything(r, api.comments);
      for (const { where, text } of all) assert.ok(!text.includes(C('extraheader')), `without ${drop.join(', ')}: the checkout credential reached the ${where}:\n${text.slice(0, 3000)}`);
      // not silently dropped either: the app is reported as not rendered for want of isolation
      if (drop.length) assert.match(api.comments.map((c) => c.body).join('\n'), /no isolated sandbox for directory here/, `without ${drop.join(', ')}`);
    } finally {
      await api.close();
    }
  }
});
