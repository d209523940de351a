// Tools at the cluster's versions (issue 16): the helm/kustomize pairs Argo CD releases ship (from
// hack/tool-versions.sh at the release tags of argoproj/argo-cd, repository HEAD 37ee0097cf), the
// Argo CD version a repository deploys, and the report's warning when this machine's tools differ
// (through dist/cli.js, with a `kustomize` on PATH whose version is known).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findArgocdVersions, pinnedTools } from '../../src/native/tools.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const work = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-tools-')));
after(() => rmSync(work, { recursive: true, force: true }));

function files(dir: string, f: Record<string, string>): void {
  for (const [rel, text] of Object.entries(f)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
}

test('pinned tools: the pair each Argo CD release ships, patch releases that bumped helm included', () => {
  // values read at the tags: v2.13.1 hack/tool-versions.sh helm3_version=3.15.4 kustomize5_version=5.4.3
  assert.deepEqual(pinnedTools('v2.13.1'), { argocd: 'v2.13.1', helm: '3.15.4', kustomize: '5.4.3' });
  assert.deepEqual(pinnedTools('2.10.1'), { argocd: 'v2.10.1', helm: '3.14.0', kustomize: '5.2.1' });
  assert.equal(pinnedTools('v2.10.3')?.helm, '3.14.2');
  assert.equal(pinnedTools('v2.10.12')?.helm, '3.14.4');
  assert.equal(pinnedTools('v3.0.5')?.kustomize, '5.6.0');
  assert.equal(pinnedTools('v3.3.0')?.kustomize, '5.8.0');
  assert.equal(pinnedTools('v3.3.2')?.kustomize, '5.8.1');
  assert.equal(pinnedTools('v3.5.1')?.helm, '4.2.1'); // Helm 4 from 3.5
  assert.equal(pinnedTools('v2.5')?.helm, '3.10.3'); // a minor alone: its latest known pair
  assert.equal(pinnedTools('v1.8.7'), undefined);
  assert.equal(pinnedTools('v9.1.0'), undefined);
  assert.equal(pinnedTools('latest'), undefined);
});

test('the Argo CD version a repository deploys: image tags, remote install manifests, kustomize images', () => {
  const dir = join(work, 'find');
  files(dir, {
    'argocd/kustomization.yaml':
      'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: argocd\nresources:\n  - https://raw.githubusercontent.com/argoproj/argo-cd/v2.13.1/manifests/install.yaml\nimages:\n  - name: quay.io/argoproj/argocd\n    newTag: v2.13.2\n',
    'bootstrap/remote.yaml': 'resources:\n  - github.com/argoproj/argo-cd//manifests/cluster-install?ref=v2.12.4\n',
    'argocd/repo-server-patch.yaml': '# image: quay.io/argoproj/argocd:v0.0.1 (a comment)\nspec:\n  template:\n    spec:\n      containers:\n        - name: cmp\n          image: quay.io/argoproj/argocd:v2.14.0-rc3\n',
    'apps/other.yaml': 'image: ghcr.io/example/argocd:v1.2.3\n',
  });
  const got = findArgocdVersions(dir, ['apps/other.yaml', 'argocd/kustomization.yaml', 'argocd/repo-server-patch.yaml', 'bootstrap/remote.yaml']);
  assert.deepEqual(
    got.map((f) => `${f.file}:${f.line} ${f.version} ${f.how}`),
    ['argocd/kustomization.yaml:5 v2.13.1 install-url', 'argocd/kustomization.yaml:8 v2.13.2 kustomize-images', 'argocd/repo-server-patch.yaml:7 v2.14.0-rc3 image', 'bootstrap/remote.yaml:2 v2.12.4 install-url'],
  );
});

const KUBECTL = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;

test('diff warns when the local kustomize differs from the one the deployed Argo CD ships, and says nothing when it matches', { skip: !KUBECTL && 'kubectl is not on PATH' }, () => {
  const repo = join(work, 'repo');
  files(repo, {
    'argocd/kustomization.yaml': 'resources:\n  - https://raw.githubusercontent.com/argoproj/argo-cd/v2.13.1/manifests/install.yaml\n',
    'apps/web.yaml':
      'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: web\n  namespace: argocd\nspec:\n  project: default\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: web\n  source:\n    repoURL: https://git.example.com/gitops.git\n    path: web\n    kustomize:\n      namePrefix: a-\n',
    'web/kustomization.yaml': 'resources:\n  - cm.yaml\n',
    'web/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  k: "1"\n',
  });
  const git = (...a: string[]) => execFileSync('git', ['-C', repo, ...a], { encoding: 'utf8' });
  git('init', '-q', '-b', 'main');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', 'base');
  writeFileSync(join(repo, 'web/cm.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  k: "2"\n');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qam', 'head');
  // a kustomize that says it is v5.4.3 and builds with kubectl's
  const bin = join(work, 'bin');
  files(bin, { kustomize: '#!/bin/sh\ncase "$1" in version) echo v5.4.3;; build) shift; exec kubectl kustomize "$@";; *) exit 2;; esac\n' });
  chmodSync(join(bin, 'kustomize'), 0o755);
  const diff = (...extra: string[]) => {
    const r = spawnSync(process.execPath, [join(ROOT, 'dist/cli.js'), 'diff', '--base', 'HEAD~1', '--sandbox', 'none', '--format', 'json', ...extra], {
      cwd: repo,
      encoding: 'utf8',
      env: { PATH: `${bin}${delimiter}${process.env.PATH}`, HOME: work },
    });
    assert.equal(r.status, 0, r.stderr);
    return JSON.parse(r.stdout);
  };
  const same = diff();
  assert.equal(same.apps[0].status, 'changed');
  assert.deepEqual(same.tools, { argocd: 'v2.13.1', from: 'argocd/kustomization.yaml:2', helm: '3.15.4', kustomize: '5.4.3', warnings: [] });
  const other = diff('--argocd-version', 'v3.0.5');
  assert.deepEqual(other.tools, {
    argocd: 'v3.0.5',
    from: '--argocd-version',
    helm: '3.17.1',
    kustomize: '5.6.0',
    warnings: ['kustomize apps rendered with kustomize v5.4.3; Argo CD v3.0.5 runs kustomize v5.6.0: output may differ'],
  });
  // the markdown report carries the warning
  const md = spawnSync(process.execPath, [join(ROOT, 'dist/cli.js'), 'diff', '--base', 'HEAD~1', '--sandbox', 'none', '--format', 'markdown', '--argocd-version', '3.0.5'], {
    cwd: repo,
    encoding: 'utf8',
    env: { PATH: `${bin}${delimiter}${process.env.PATH}`, HOME: work },
  });
  assert.match(md.stdout, /<sub>Tools: kustomize apps rendered with kustomize v5\.4\.3; Argo CD v3\.0\.5 runs kustomize v5\.6\.0: output may differ<\/sub>/);
  const bad = spawnSync(process.execPath, [join(ROOT, 'dist/cli.js'), 'diff', '--base', 'HEAD~1', '--argocd-version', 'latest'], { cwd: repo, encoding: 'utf8' });
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--argocd-version: expected a release like v2\.13\.1 or 2\.13, got 'latest'/);
});

test('diff --merge keeps the release the shards compared with and every shard\'s tool warnings', async () => {
  const { mergeReports } = await import('../../src/diff/index.js');
  const shard = (index: number, warnings: string[]) =>
    JSON.stringify({
      version: 1,
      base: 'a'.repeat(40),
      head: 'b'.repeat(40),
      shard: { index, count: 2 },
      tools: { argocd: 'v2.13.1', from: 'argocd/kustomization.yaml:2', helm: '3.15.4', kustomize: '5.4.3', warnings },
      apps: [],
      findings: [],
    });
  const m = mergeReports([
    { name: 's1.json', text: shard(1, ['kustomize apps rendered with kustomize v5.5.0; Argo CD v2.13.1 runs kustomize v5.4.3: output may differ']) },
    { name: 's2.json', text: shard(2, ['helm apps rendered with helm v3.17.3; Argo CD v2.13.1 runs helm v3.15.4: output may differ']) },
  ]);
  assert.deepEqual(m.tools, {
    argocd: 'v2.13.1',
    from: 'argocd/kustomization.yaml:2',
    helm: '3.15.4',
    kustomize: '5.4.3',
    warnings: ['helm apps rendered with helm v3.17.3; Argo CD v2.13.1 runs helm v3.15.4: output may differ', 'kustomize apps rendered with kustomize v5.5.0; Argo CD v2.13.1 runs kustomize v5.4.3: output may differ'],
  });
});
