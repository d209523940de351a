import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { runDiff, toMarkdown, toText, toJson, diffExitCode, DiffInputError, type DiffReport } from '../../src/diff/index.js';
import { diffCommand } from '../../src/diff/cli.js';
import { gitRepo, scratch, ls, pluginYaml, appYaml } from './helpers.js';

const tmp = scratch('cmp-lint-diff-tests-');
const hostEnv = { PATH: process.env.PATH };

const deployment = (image: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 1
  template:
    spec:
      containers:
        - name: web
          image: ${image}
`;
const cm = (name: string, ns?: string, data = 'blue') => `apiVersion: v1
kind: ConfigMap
metadata:
  name: ${name}${ns ? `\n  namespace: ${ns}` : ''}
data:
  mode: ${data}
`;
const SECRETS = ['S3cr3t-base-value', 'S3cr3t-head-value', 'Gone-S3cr3t', 'Added-S3cr3t', 'dG9rZW4tdmFsdWUtMDAx'];
const secret = (password: string, extra: Record<string, string>) => `apiVersion: v1
kind: Secret
metadata:
  name: creds
data:
  token: dG9rZW4tdmFsdWUtMDAx
stringData:
  password: ${password}
${Object.entries(extra).map(([k, v]) => `  ${k}: ${v}`).join('\n')}
`;
const clusterRole = `apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata:
  name: reader
rules: []
`;
const service = `apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  ports: [{port: 80}]
`;
const docs = (...d: string[]) => d.join('---\n');

/** One repository exercising every app status; built and diffed once, asserted by several tests. */
async function scenario() {
  const counter = join(tmp, 'counter-main.txt');
  const repo = gitRepo(tmp);
  const base = repo.commit(
    {
      'cmp/plugin.yaml': pluginYaml('gen', counter, 'cat manifests.txt'),
      'argocd/web.yaml': appYaml('web', { path: 'apps/web', dest: 'team-a' }),
      'apps/web/manifests.txt': docs(deployment('nginx:1.25'), cm('cfg', 'other'), secret('S3cr3t-base-value', { 'removed-key': 'Gone-S3cr3t' }), clusterRole),
      'argocd/pair.yaml': appYaml('touched', { path: 'apps/touched' }) + '---\n' + appYaml('edited', { path: 'apps/edited', dest: 'edited-a' }),
      'apps/touched/manifests.txt': cm('t'),
      'apps/edited/manifests.txt': cm('e'),
      'argocd/stable.yaml': appYaml('stable', { path: 'apps/stable' }),
      'apps/stable/manifests.txt': cm('s'),
      'argocd/gone.yaml': appYaml('gone', { path: 'apps/gone' }),
      'apps/gone/manifests.txt': cm('g'),
      'argocd/broken.yaml': appYaml('broken', { path: 'apps/broken' }),
      'apps/broken/manifests.txt': cm('b'),
      'argocd/healed.yaml': appYaml('healed', { path: 'apps/healed' }),
      'apps/healed/README.txt': 'no manifests yet\n',
      'argocd/still.yaml': appYaml('still', { path: 'apps/still' }),
      'apps/still/README.txt': 'one\n',
    },
    'base',
  );
  const head = repo.commit(
    {
      'apps/web/manifests.txt': docs(deployment('nginx:1.27'), cm('cfg'), secret('S3cr3t-head-value', { 'new-key': 'Added-S3cr3t' }), clusterRole, service),
      'argocd/pair.yaml': appYaml('touched', { path: 'apps/touched' }) + '---\n' + appYaml('edited', { path: 'apps/edited', dest: 'edited-b' }),
      'argocd/newapp.yaml': appYaml('newapp', { path: 'apps/newapp' }),
      'apps/newapp/manifests.txt': cm('n'),
      'argocd/gone.yaml': null,
      'apps/gone/manifests.txt': null,
      'apps/broken/manifests.txt': null,
      'apps/broken/README.txt': 'manifests deleted by mistake\n',
      'apps/healed/manifests.txt': cm('h'),
      'apps/still/README.txt': 'two\n',
    },
    'head',
  );
  const tmpRoot = scratch('cmp-lint-diff-run-');
  const report = await runDiff({ cwd: repo.root, base: 'HEAD~1', concurrency: 4, hostEnv, tmpRoot, handleSignals: false });
  return { repo, base, head, report, counter, tmpRoot };
}

let shared: Promise<Awaited<ReturnType<typeof scenario>>> | undefined;
const get = () => (shared ??= scenario());

const noDuration = (s: string) => s.replace(/, \d+\.\d s\)/, ', N s)');

test('summary: exact table, statuses and counts for every kind of change', async () => {
  const { report, base, head } = await get();
  assert.equal(report.base, base);
  assert.equal(report.head, head);
  assert.equal(report.baseRef, 'HEAD~1');
  const md = toMarkdown(report);
  assert.equal(md.length, 1);
  const top = md[0].slice(0, md[0].indexOf('<details>'));
  assert.equal(
    noDuration(top),
    `### cmp-lint diff: HEAD~1 (${base.slice(0, 7)}) → HEAD (${head.slice(0, 7)})

8 applications affected: 2 changed, 1 added, 1 removed, 2 failed, 1 fixed, 1 unchanged (12 renders, N s).

<sub>Sandbox: none — plugin code was not isolated from this machine</sub>

<sub>Compared as Argo CD does: tracking by annotation (Argo CD defaults), ignoreDifferences applied, changes in sync order</sub>

| Application | Plugin | Changes | Render |
|---|---|---|---|
| \`broken\` | \`gen\` | — | ❌ failed |
| \`edited\` | \`gen\` | +1 ~0 −1 | ok |
| \`gone\` | \`gen\` | +0 ~0 −1 | ok (app removed) |
| \`healed\` | \`gen\` | +1 ~0 −0 | ✅ fixed (failed on base) |
| \`newapp\` | \`gen\` | +1 ~0 −0 | ok (new app) |
| \`still\` | \`gen\` | — | ❌ failed |
| \`touched\` | \`gen\` | — | skipped: inputs unchanged |
| \`web\` | \`gen\` | +2 ~2 −1 | ok |

`,
  );
  const byName = Object.fromEntries(report.apps.map((a) => [a.app, a]));
  assert.deepEqual(
    report.apps.map((a) => [a.app, a.status]),
    [
      ['broken', 'failed'],
      ['edited', 'changed'],
      ['gone', 'removed'],
      ['healed', 'fixed'],
      ['newapp', 'added'],
      ['still', 'failed'],
      ['touched', 'unchanged'],
      ['web', 'changed'],
    ],
  );
  assert.equal(byName.touched.note, 'inputs unchanged');
  assert.equal(byName.broken.error?.side, 'head');
  assert.match(byName.broken.error!.message, /plugin "gen" generate failed/);
  assert.equal(byName.healed.error?.side, 'base');
  assert.equal(byName.still.note, 'the render fails on base too');
  assert.equal(byName.web.file, 'argocd/web.yaml');
  assert.equal(byName.edited.line, 18, 'the second document of argocd/pair.yaml');
  assert.deepEqual(report.stats && { ...report.stats, durationMs: 0 }, { apps: 9, affected: 8, renders: 12, inputsUnchanged: 1, durationMs: 0 });
});

test('render failures on head are findings; base-only failures are not', async () => {
  const { report } = await get();
  assert.deepEqual(
    report.findings.map((f) => [f.ruleId, f.severity, f.file, f.message.split(':')[0]]),
    [
      ['render-failed', 'error', 'argocd/broken.yaml', 'Application "broken"'],
      ['render-failed', 'error', 'argocd/still.yaml', 'Application "still"'],
    ],
  );
  assert.equal(diffExitCode(report), 1);
  assert.equal(diffExitCode(report, 'never'), 0);
});

test('only affected apps render; unchanged inputs are not rendered (counter file outside the repo)', async () => {
  const { counter } = await get();
  const lines = readFileSync(counter, 'utf8').trim().split('\n').sort();
  assert.deepEqual(lines, ['broken', 'broken', 'edited', 'edited', 'gone', 'healed', 'healed', 'newapp', 'still', 'still', 'web', 'web']);
});

test('pairing: group/kind/namespace/name, destination namespace default, cluster-scoped kinds', async () => {
  const { report } = await get();
  const web = report.apps.find((a) => a.app === 'web')!;
  assert.deepEqual(
    // sorted by key here: the report orders them like a sync (test/diff/semantics.test.ts)
    web.resources.map((r) => [r.key.group, r.key.kind, r.key.namespace, r.key.name, r.status]).sort((a, b) => ([a[2], a[0], a[1], a[3]].join('\0') < [b[2], b[0], b[1], b[3]].join('\0') ? -1 : 1)),
    [
      ['rbac.authorization.k8s.io', 'ClusterRole', '', 'reader', 'unchanged'],
      ['', 'ConfigMap', 'other', 'cfg', 'removed'],
      ['', 'ConfigMap', 'team-a', 'cfg', 'added'],
      ['', 'Secret', 'team-a', 'creds', 'changed'],
      ['', 'Service', 'team-a', 'web', 'added'],
      ['apps', 'Deployment', 'team-a', 'web', 'changed'],
    ],
  );
  assert.equal(
    web.resources.find((r) => r.key.kind === 'Deployment')!.diff,
    `--- base/apps/Deployment/team-a/web
+++ head/apps/Deployment/team-a/web
@@ -10,5 +10,5 @@
   template:
     spec:
       containers:
-        - image: nginx:1.25
+        - image: nginx:1.27
           name: web
`,
  );
  const edited = report.apps.find((a) => a.app === 'edited')!;
  assert.deepEqual(
    edited.resources.map((r) => [r.key.namespace, r.status]),
    [
      ['edited-a', 'removed'],
      ['edited-b', 'added'],
    ],
  );
});

test('Secret values never appear in any format; only per-key markers', async () => {
  const { report } = await get();
  const outputs = [...toMarkdown(report), ...toMarkdown(report, { maxChars: 2000 }), toText(report), toJson(report)];
  for (const out of outputs) for (const s of SECRETS) assert.ok(!out.includes(s), `secret ${s} leaked`);
  const diff = report.apps.find((a) => a.app === 'web')!.resources.find((r) => r.key.kind === 'Secret')!.diff;
  assert.equal(
    diff,
    `--- base/Secret/team-a/creds
+++ head/Secret/team-a/creds
@@ -8,5 +8,5 @@
   name: creds
   namespace: team-a
 stringData:
-  password: <changed (old)>
-  removed-key: <removed>
+  new-key: <added>
+  password: <changed (new)>
`,
  );
});

test('cleanup: no worktree and no temp directory left behind', async () => {
  const { repo, tmpRoot } = await get();
  assert.deepEqual(repo.worktrees(), [repo.root]);
  assert.deepEqual(ls(tmpRoot), []);
  assert.equal(existsSync(join(repo.root, '.git', 'worktrees')) ? ls(join(repo.root, '.git', 'worktrees')).length : 0, 0);
});

async function pluginRepo() {
  const counter = join(tmp, 'counter-plugins.txt');
  const repo = gitRepo(tmp);
  const files: Record<string, string> = {
    'cmp/a.yaml': pluginYaml('gen-a', counter, 'cat manifests.txt'),
    'cmp/b.yaml': pluginYaml('gen-b', counter, 'cat manifests.txt'),
  };
  for (const [app, plugin] of [
    ['a1', 'gen-a'],
    ['a2', 'gen-a'],
    ['b1', 'gen-b'],
  ]) {
    files[`argocd/${app}.yaml`] = appYaml(app, { path: `apps/${app}`, plugin });
    files[`apps/${app}/manifests.txt`] = cm(app);
  }
  repo.commit(files, 'base');
  repo.commit({ 'cmp/a.yaml': pluginYaml('gen-a', counter, `sed 's/blue/green/' manifests.txt`) }, 'plugin a prints green');
  return { repo, counter };
}
let pluginShared: ReturnType<typeof pluginRepo> | undefined;
const getPlugins = () => (pluginShared ??= pluginRepo());

test('a changed plugin definition affects every app using it, and only those; --all renders everything', async () => {
  const { repo, counter } = await getPlugins();
  const tmpRoot = scratch('cmp-lint-diff-run-');
  const r1 = await runDiff({ cwd: repo.root, base: 'HEAD~1', hostEnv, tmpRoot, handleSignals: false });
  assert.deepEqual(
    r1.apps.map((a) => [a.app, a.status, a.reason]),
    [
      ['a1', 'changed', 'plugin "gen-a" changed'],
      ['a2', 'changed', 'plugin "gen-a" changed'],
    ],
  );
  assert.deepEqual(readFileSync(counter, 'utf8').trim().split('\n').sort(), ['a1', 'a1', 'a2', 'a2']);
  const r2: DiffReport = await runDiff({ cwd: repo.root, base: 'HEAD~1', head: 'HEAD', all: true, concurrency: 1, hostEnv, tmpRoot, handleSignals: false });
  assert.deepEqual(
    r2.apps.map((a) => [a.app, a.status, a.reason]),
    [
      ['a1', 'changed', '--all'],
      ['a2', 'changed', '--all'],
      ['b1', 'unchanged', '--all'],
    ],
  );
  assert.equal(r2.stats?.renders, 6);
  assert.deepEqual(repo.worktrees(), [repo.root]);
  assert.deepEqual(ls(tmpRoot), []);
});

test('CLI: unknown revision exits 2 with a clear message; failures exit 1; json on --output', async () => {
  const { repo } = await getPlugins();
  const err: string[] = [];
  const out: string[] = [];
  const io = { stdout: (s: string) => out.push(s), stderr: (s: string) => err.push(s), cwd: repo.root };
  assert.equal(await diffCommand(['--base', 'origin/nope'], io), 2);
  assert.match(err.join(''), /--base: unknown revision "origin\/nope"/);
  await assert.rejects(runDiff({ cwd: repo.root, base: 'HEAD~1', head: 'no-such-branch', handleSignals: false }), DiffInputError);
  err.length = 0;
  assert.equal(await diffCommand(['--base', 'HEAD~1', '--format', 'json', '--output', 'diff.json'], io), 0);
  const json = JSON.parse(readFileSync(join(repo.root, 'diff.json'), 'utf8'));
  assert.deepEqual(Object.keys(json), ['version', 'base', 'head', 'baseRef', 'headRef', 'stats', 'argo', 'sandbox', 'apps', 'findings']);
  assert.deepEqual(Object.keys(json.apps[0]), ['app', 'kind', 'file', 'line', 'plugin', 'sourceType', 'status', 'counts', 'reason', 'resources']);
  assert.deepEqual(repo.worktrees(), [repo.root]);
});
