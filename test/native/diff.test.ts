// `diff` over a monorepo of native apps: a change to a shared Kustomize base reaches every overlay
// that builds on it (followed through the kustomizations), the report groups apps by kind.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runDiff, toMarkdown, toText, toJson } from '../../src/diff/index.js';
import { kustomizeInputs } from '../../src/native/deps.js';
import { gitRepo, scratch } from '../diff/helpers.js';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'native');
const tmp = scratch('cmp-lint-native-diff-');
const onPath = (t: string) => spawnSync('sh', ['-c', `command -v ${t}`], { stdio: 'ignore' }).status === 0;
const KUSTOMIZE = onPath('kustomize') || onPath('kubectl');

test('kustomize inputs: bases and components are followed, remote bases are not', () => {
  assert.deepEqual(kustomizeInputs(FIXTURE, 'kustomize/overlays/dev'), ['kustomize/base']);
  assert.deepEqual(kustomizeInputs(FIXTURE, 'kustomize/auto'), ['kustomize/base']);
  assert.deepEqual(kustomizeInputs(FIXTURE, 'directory/plain'), []);
});

test('diff: a base change reaches the overlays; groups by kind in markdown, text and json', { skip: !KUSTOMIZE && 'neither kustomize nor kubectl is on PATH' }, async () => {
  const repo = gitRepo(tmp);
  cpSync(FIXTURE, repo.root, { recursive: true });
  repo.commit({}, 'fixture');
  const dep = readFileSync(join(FIXTURE, 'kustomize/base/deployment.yaml'), 'utf8');
  repo.commit(
    {
      'kustomize/base/deployment.yaml': dep.replace('busybox:1.36', 'busybox:1.37'),
      'directory/filtered/keep-a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: keep-a\ndata:\n  x: "1"\n',
      'directory/filtered/drop-c.yaml': null,
    },
    'change the base and a directory app',
  );
  const report = await runDiff({ cwd: repo.root, base: 'HEAD~1', head: 'HEAD', handleSignals: false, concurrency: 2, hostEnv: { PATH: process.env.PATH }, sandbox: { mode: 'none' } });
  const row = (name: string) => report.apps.find((a) => a.app === name);
  assert.deepEqual(
    report.apps.map((a) => [a.app, a.sourceType, a.status, `${a.counts.added}/${a.counts.changed}/${a.counts.removed}`]).sort(),
    [
      // dev sets busybox itself (overlay images: 1.35, Application: 1.36.1): the base change does not show
      ['directory-filtered', 'directory', 'changed', '0/1/0'],
      ['kustomize-auto', 'kustomize', 'changed', '0/1/0'],
      ['kustomize-dev', 'kustomize', 'unchanged', '0/0/0'],
      ['kustomize-prod', 'kustomize', 'changed', '0/1/0'],
      ['multi', 'directory', 'changed', '0/1/1'], // source #1: keep-a changed, drop-c removed (no include glob)
      ['multi', 'kustomize', 'changed', '0/1/0'], // source #0: the base itself
    ],
  );
  assert.equal(row('kustomize-dev')!.reason, 'kustomize/base/deployment.yaml changed');
  const prodDiff = row('kustomize-prod')!.resources.find((r) => r.status === 'changed')!;
  assert.equal(prodDiff.key.kind, 'Deployment');
  assert.match(prodDiff.diff ?? '', /^-\s+- image: busybox:1\.36$/m);
  assert.match(prodDiff.diff ?? '', /^\+\s+- image: busybox:1\.37$/m);
  // the drop-c removal is excluded by the include glob: nothing removed
  assert.equal(row('directory-filtered')!.resources.filter((r) => r.status === 'removed').length, 0);

  const md = toMarkdown(report).join('');
  const kIdx = md.indexOf('**Kustomize apps** (4)');
  const dIdx = md.indexOf('**Directory apps** (2)');
  assert.ok(kIdx > 0 && dIdx > kIdx, md);
  assert.match(md, /\| `kustomize-prod` \| kustomize \| \+0 ~1 −0 \| ok \|/);
  const text = toText(report);
  assert.match(text, /^APPLICATION\s+KIND\s+PLUGIN\s+CHANGES\s+RENDER$/m);
  assert.match(text, /^kustomize-prod\s+kustomize\s+-\s+\+0 ~1 −0\s+ok$/m);
  const json = JSON.parse(toJson(report));
  assert.deepEqual(json.apps.map((a: { sourceType: string }) => a.sourceType).sort(), ['directory', 'directory', 'kustomize', 'kustomize', 'kustomize', 'kustomize']);
});
