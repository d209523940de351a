// The Action's PR comment for a monorepo mixing plugin, Kustomize, Helm and directory apps, run
// through the bundled dist/index.js under the simulated runner: every kind has its table, and the
// changes carry Argo CD's marks (hook, wave, Prune=false) in the compact title line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { FIXTURES, ROOT, fakeApi, gitRepo, pullRequestEvent, runAction } from './harness.js';

const NATIVE = join(ROOT, 'test', 'fixtures', 'native');
const fixture = (name: string) => readFileSync(join(FIXTURES, 'diff', name), 'utf8');
const KUBECTL = spawnSync('sh', ['-c', 'command -v kustomize || command -v kubectl'], { stdio: 'ignore' }).status === 0;

/** Every file under `dir`, relative, with its text. */
function files(dir: string, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else out[join(prefix, relative(dir, p))] = readFileSync(p, 'utf8');
    }
  };
  walk(dir);
  return out;
}

test('PR comment: a table per kind (plugin, Kustomize, Helm, directory) and the sync marks of each change', { skip: !KUBECTL && 'neither kustomize nor kubectl is on PATH' }, async () => {
  const repo = gitRepo({
    ...files(NATIVE, ''),
    'argocd/plugin.yaml': fixture('plugin.yaml'),
    'argocd/apps/demo.yaml': fixture('app.yaml'),
    'apps/demo/version.txt': '1.0.0\n',
  });
  const base = repo.commit({}, 'base');
  const dep = readFileSync(join(NATIVE, 'kustomize/base/deployment.yaml'), 'utf8');
  const head = repo.commit(
    {
      'apps/demo/version.txt': '1.1.0\n',
      'kustomize/base/deployment.yaml': dep.replace('busybox:1.36', 'busybox:1.37'),
      'charts/web/values.yaml': readFileSync(join(NATIVE, 'charts/web/values.yaml'), 'utf8') + '# touched\n',
      'directory/plain/config.yaml': `apiVersion: batch/v1
kind: Job
metadata:
  name: migrate
  annotations:
    argocd.argoproj.io/hook: PreSync
    argocd.argoproj.io/hook-delete-policy: HookSucceeded
    argocd.argoproj.io/sync-wave: "-1"
spec: {}
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: plain-top-2
  annotations:
    argocd.argoproj.io/sync-options: Prune=false
`,
    },
    'touch every kind',
  );
  const api = await fakeApi(9);
  try {
    const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(9, base, head), apiUrl: api.url, env: { PATH: process.env.PATH ?? '' } });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const comment = api.comments.find((c) => c.body.startsWith('<!-- cmp-lint:diff -->'));
    assert.ok(comment, 'a diff comment');
    const body = comment.body;
    const tables = [...body.matchAll(/^\*\*(\w+) apps\*\* \((\d+)\)$/gm)].map((m) => `${m[1]} ${m[2]}`);
    // the Helm app is listed even when helm is missing here (its row then says why it was not rendered)
    // two directory apps read directory/plain (flat and recursive); multi's Kustomize source counts with Kustomize
    assert.deepEqual(tables, ['Plugin 1', 'Kustomize 4', 'Helm 1', 'Directory 2']);
    assert.match(body, /^<sub>Compared as Argo CD does: tracking by annotation \(Argo CD defaults\), ignoreDifferences applied, changes in sync order<\/sub>$/m);
    const titles = [...body.matchAll(/^\*\*[~+−] `[^`]*`\*\* \([a-z]+\).*$/gm)].map((m) => m[0]);
    assert.ok(titles.includes('**+ `batch/Job plain/migrate`** (added) · hook PreSync (delete: HookSucceeded) · wave -1'), titles.join('\n'));
    assert.ok(titles.includes('**~ `ConfigMap plain/plain-top-2`** (changed) · Prune=false'), titles.join('\n'));
    assert.ok(titles.includes('**− `ConfigMap plain/plain-top`** (removed)'), titles.join('\n'));
    // within the directory app, the PreSync hook comes first: sync order
    const dirSection = body.slice(body.indexOf('<code>directory-plain</code>'));
    assert.ok(dirSection.indexOf('batch/Job plain/migrate') < dirSection.indexOf('ConfigMap plain/plain-top'), 'hook before the Sync phase');
    // the tracking annotation Argo CD adds, in the added hook's body
    assert.match(body, /^\+    argocd\.argoproj\.io\/tracking-id: directory-plain:batch\/Job:plain\/migrate$/m);
  } finally {
    await api.close();
  }
});
