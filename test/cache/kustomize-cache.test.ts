// Kustomizations in the pre-commit cache (src/cache/kustomize.ts, src/cache/run.ts): an unchanged
// kustomization is known from its record (links, namespace, patch targets, named files) and not read;
// a file a kustomization names is left unread only while the kustomizations naming it are the same
// as when its record was made. Every run goes through the built dist/cli.js on a real git repository
// and is compared with a `--no-cache` run (the whole JSON report and the exit code).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { gitIn } from '../helpers/git.js';
import { pluginApplication, cachedAndPlain } from '../helpers/cache.js';
import { REPO } from '../helpers/lint.js';

const CLI = join(REPO, 'dist', 'cli.js');
const git = gitIn;

/** The pre-commit command with the cache, checked against the same command with --no-cache. */
function hook(cwd: string, files: string[]) {
  const { cached } = cachedAndPlain(CLI, cwd, files);
  const findings = (JSON.parse(cached.stdout).findings as { ruleId: string; file: string; line: number; column: number }[]).map((f) => `${f.ruleId} ${f.file}:${f.line}:${f.column}`);
  return { ...cached, findings };
}

const plugin = (name: string, version?: string) => `apiVersion: argoproj.io/v1alpha1
kind: ConfigManagementPlugin
metadata:
  name: ${name}
spec:
${version ? `  version: ${version}\n` : ''}  generate:
    command: [sh, -c, "helmfile template"]
`;

const app = (name: string, pluginName: string, label = '') => pluginApplication(name, pluginName, { metadataTail: label });

/**
 * A bare strategic-merge fragment without any CMP word: it means something only when a kustomization
 * applies it to the repo-server (then its `${HOME}` is a pod-env-shell-syntax finding).
 */
const fragment = 'spec:\n  template:\n    spec:\n      containers:\n        - name: extra\n          image: busybox\n          env:\n            - name: CACHE\n              value: ${HOME}/cache\n';
const SHELL = 'pod-env-shell-syntax services/web/overlays/prod/patch.yaml:9:22';

const overlay = (target: string, namespace = 'web-prod') => `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: ${namespace}
resources:
  - ../../base
patches:
  - path: patch.yaml
    target: {kind: Deployment, name: ${target}}
configMapGenerator:
  - name: web-extra
    literals: [ENV=prod]
`;

/**
 * Two setups whose plugin `helmfile` differs (cluster-a's has version v1.0) and whose directories a
 * kustomization builds together; an overlay that patches a Deployment with a bare fragment; an
 * Application naming a plugin nobody serves; services that do not matter. Everything committed.
 */
function makeRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-kcache-'));
  const put = (rel: string, text: string) => {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };
  put('cluster-a/cmp-plugin.yaml', plugin('helmfile', 'v1.0'));
  put('cluster-a/apps/app.yaml', app('a', 'helmfile'));
  put('cluster-a/kustomization.yaml', 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - cmp-plugin.yaml\n  - ../cluster-b\n');
  put('cluster-b/cmp-plugin.yaml', plugin('helmfile'));
  put('apps/lost.yaml', app('lost', 'nosuch'));
  put('services/web/base/deployment.yaml', 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    spec:\n      containers:\n        - name: web\n          image: registry.example.com/web:1.0.0\n');
  put('services/web/base/kustomization.yaml', 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - deployment.yaml\nconfigMapGenerator:\n  - name: web-settings\n    literals: [MODE=base]\n');
  put('services/web/overlays/prod/kustomization.yaml', overlay('web'));
  put('services/web/overlays/prod/patch.yaml', fragment);
  for (let i = 0; i < 4; i++) put(`services/svc-${i}/kustomization.yaml`, `resources:\n  - deployment.yaml\nnamespace: svc-${i}\n`);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'setup');
  return dir;
}

/** Records of the cache file by role code, e.g. { n: 3, k: 7 } (a `k` record is followed by its facts). */
function roles(cacheFile: string): Record<string, number> {
  const out: Record<string, number> = {};
  const records = readFileSync(cacheFile, 'utf8').split('\n').slice(1).join('\n').split('\0');
  for (let i = 0; i < records.length - 1; i++) {
    const code = records[i][0];
    out[code] = (out[code] ?? 0) + 1;
    if (code === 'k') i++;
  }
  return out;
}

const LOST = 'app-plugin-not-found apps/lost.yaml:13:13';
const TWIN = 'app-plugin-not-found cluster-a/apps/app.yaml:14:13'; // (after a label line is added)

test('unchanged kustomizations are not read; the directories they build together still count', () => {
  const repo = makeRepo();
  try {
    const first = hook(repo, ['cluster-a/apps/app.yaml', 'apps/lost.yaml']);
    // cluster-a's kustomization builds cluster-b with it: `helmfile` is served in the Application's own setup
    assert.deepEqual(first.findings, [LOST]);
    // every kustomization is remembered (the plain ones: four kindless ones too)
    assert.equal(roles(first.trace!.file).k, 7);

    writeFileSync(join(repo, 'cluster-a/apps/app.yaml'), app('a', 'helmfile', '\n  labels: {team: a}'));
    git(repo, 'add', '-A');
    const edited = hook(repo, ['cluster-a/apps/app.yaml']);
    assert.deepEqual(edited.findings, []);
    // read: the Application and the two plugin files; no kustomization
    assert.deepEqual({ read: edited.trace?.read, full: edited.trace?.full }, { read: 3, full: false });

    // without that kustomization the Application's own setup serves only helmfile-v1.0
    git(repo, 'rm', '-q', 'cluster-a/kustomization.yaml');
    const deleted = hook(repo, ['cluster-a/apps/app.yaml']);
    assert.deepEqual(deleted.findings, [TWIN]);
    // a kustomization added again (by another name) links them again
    writeFileSync(join(repo, 'cluster-a/kustomization.yml'), 'resources:\n  - ../cluster-b\n');
    git(repo, 'add', '-A');
    assert.deepEqual(hook(repo, ['cluster-a/apps/app.yaml']).findings, []);
    assert.deepEqual(hook(repo, ['cluster-a/apps/app.yaml']).findings, []);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('a kustomization edited, renamed or deleted: the files it names are read again', () => {
  const repo = makeRepo();
  const patch = 'services/web/overlays/prod/patch.yaml';
  try {
    // patch.yaml patches the Deployment `web`: it contributes nothing, and is remembered so
    assert.deepEqual(hook(repo, [patch]).findings, []);
    assert.equal(hook(repo, [patch]).trace?.read, 2);
    const overlayPath = 'services/web/overlays/prod/kustomization.yaml';
    // the overlay now patches the repo-server with it: patch.yaml is unchanged, but its record was
    // made while the overlay named it otherwise, so it is read again
    writeFileSync(join(repo, overlayPath), overlay('argocd-repo-server'));
    git(repo, 'add', '-A');
    assert.deepEqual(hook(repo, [patch]).findings, [SHELL]);
    assert.deepEqual(hook(repo, ['apps/lost.yaml', patch]).findings, [LOST, SHELL]);
    git(repo, 'commit', '-q', '-m', 'patch the repo-server');
    assert.deepEqual(hook(repo, [patch]).findings, [SHELL]);

    // renamed: another kustomization (its path is part of what names the patch)
    git(repo, 'mv', overlayPath, 'services/web/overlays/prod/kustomization.yml');
    assert.deepEqual(hook(repo, [patch]).findings, [SHELL]);
    git(repo, 'commit', '-q', '-m', 'rename');
    assert.deepEqual(hook(repo, [patch]).findings, [SHELL]);

    // deleted: the fragment patches nothing
    git(repo, 'rm', '-q', 'services/web/overlays/prod/kustomization.yml');
    assert.deepEqual(hook(repo, [patch]).findings, []);
    git(repo, 'reset', '-q', '--hard');
    assert.deepEqual(hook(repo, [patch]).findings, [SHELL]);

    // back to patching `web`: read again, nothing
    writeFileSync(join(repo, 'services/web/overlays/prod/kustomization.yml'), overlay('web'));
    git(repo, 'add', '-A');
    assert.deepEqual(hook(repo, [patch, 'apps/lost.yaml']).findings, [LOST]);
    git(repo, 'commit', '-q', '-m', 'web again');
    assert.deepEqual(hook(repo, [patch]).findings, []);

    // a patch file edited while the kustomization is unchanged: read (its blob changed)
    writeFileSync(join(repo, overlayPath.replace('.yaml', '.yml')), overlay('argocd-repo-server'));
    git(repo, 'commit', '-qam', 'repo-server again');
    assert.deepEqual(hook(repo, [patch]).findings, [SHELL]);
    writeFileSync(join(repo, patch), fragment.replace('${HOME}/cache', '/tmp/cache'));
    git(repo, 'add', '-A');
    assert.deepEqual(hook(repo, [patch]).findings, []);
    assert.deepEqual(hook(repo, ['apps/lost.yaml']).findings, [LOST]);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('a kustomization namespace change, a generator file change and a configuration change give the --no-cache report', () => {
  const repo = makeRepo();
  const put = (rel: string, text: string) => {
    mkdirSync(dirname(join(repo, rel)), { recursive: true });
    writeFileSync(join(repo, rel), text);
  };
  try {
    // the repo-server patch of an Argo CD installation in `argocd`, mounting a generated ConfigMap
    // (whose plugin file the generator reads) and a plain ConfigMap of another directory
    put('argocd/kustomization.yaml', 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: argocd\npatches:\n  - path: repo-server.yaml\n    target: {kind: Deployment, name: argocd-repo-server}\nconfigMapGenerator:\n  - name: cmp-gen\n    files: [plugin.yaml=gen/plugin.yaml]\n');
    put('argocd/gen/plugin.yaml', plugin('gen-tool'));
    put('argocd/repo-server.yaml', 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: argocd-repo-server\nspec:\n  template:\n    spec:\n      containers:\n        - name: gen-tool\n          image: registry.example.com/gen-tool:1.0.0\n          command: [/var/run/argocd/argocd-cmp-server]\n          volumeMounts:\n            - {name: var-files, mountPath: /var/run/argocd}\n            - {name: plugins, mountPath: /home/argocd/cmp-server/plugins}\n            - {name: cmp-gen, mountPath: /home/argocd/cmp-server/config/plugin.yaml, subPath: plugin.yaml}\n            - {name: extra, mountPath: /etc/extra}\n      volumes:\n        - name: cmp-gen\n          configMap: {name: cmp-gen}\n        - name: extra\n          configMap: {name: extra-settings}\n');
    put('config/extra.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: extra-settings\n  namespace: argocd\ndata:\n  MODE: prod\n');
    put('apps/gen.yaml', app('gen', 'gen-tool'));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'argocd');
    assert.deepEqual(hook(repo, ['apps/gen.yaml']).findings, []);
    assert.deepEqual(hook(repo, ['apps/gen.yaml']).findings, []);
    const before0 = hook(repo, ['argocd/repo-server.yaml']);

    // namespace: the repo-server moves to `tools`, the ConfigMap of config/ stays in `argocd`
    const k = join(repo, 'argocd/kustomization.yaml');
    writeFileSync(k, readFileSync(k, 'utf8').replace('namespace: argocd', 'namespace: tools'));
    git(repo, 'add', '-A');
    const moved = hook(repo, ['argocd/kustomization.yaml', 'argocd/repo-server.yaml']);
    assert.ok(moved.findings.includes('sidecar-configmap-missing argocd/repo-server.yaml:21:29'), moved.findings.join('\n'));
    assert.ok(!before0.findings.some((f) => f.startsWith('sidecar-configmap-missing')), before0.findings.join('\n'));
    assert.deepEqual(hook(repo, ['apps/gen.yaml']).findings, []);
    git(repo, 'commit', '-q', '-m', 'tools');
    assert.ok(hook(repo, ['argocd/repo-server.yaml']).findings.includes('sidecar-configmap-missing argocd/repo-server.yaml:21:29'));

    // the generator's file: the plugin is renamed, the Application names nothing served
    writeFileSync(join(repo, 'argocd/gen/plugin.yaml'), plugin('gen-tool2'));
    git(repo, 'add', '-A');
    assert.deepEqual(hook(repo, ['apps/gen.yaml']).findings, ['app-plugin-not-found apps/gen.yaml:13:13']);
    assert.deepEqual(hook(repo, ['argocd/gen/plugin.yaml']).findings, ['app-plugin-not-found apps/gen.yaml:13:13']);

    // configuration: another cache, the same report
    const before = hook(repo, ['apps/gen.yaml']);
    writeFileSync(join(repo, '.cmp-lint.yaml'), 'rules:\n  app-plugin-not-found: warning\n');
    const configured = hook(repo, ['apps/gen.yaml']);
    assert.notEqual(configured.trace?.file, before.trace?.file);
    assert.equal(configured.trace?.skipped, 0);
    assert.equal(hook(repo, ['apps/gen.yaml']).trace?.full, false);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

/** The naming context of each record of the cache file, by path ('' for none). */
function contexts(cacheFile: string): Map<string, string> {
  const out = new Map<string, string>();
  const records = readFileSync(cacheFile, 'utf8').split('\n').slice(1).join('\n').split('\0');
  for (let i = 0; i < records.length - 1; i++) {
    const [key, path] = records[i].split('\t');
    const at = key.indexOf('@');
    out.set(path, at < 0 ? '' : key.slice(at + 1));
    if (key[0] === 'k') i++;
  }
  return out;
}

test('a file read while an unchanged (remembered) kustomization names it keeps that kustomization in its record', () => {
  const dir = makeRepo();
  try {
    const patch = 'services/web/overlays/prod/patch.yaml';
    const first = hook(dir, ['apps/lost.yaml']); // every file read: the overlay names the patch
    const before = contexts(first.trace!.file).get(patch);
    assert.match(before ?? '', /^[0-9a-f]{16}$/, 'the patch is named by its overlay');
    // the patch alone changes: read, while its overlay is known from its record only
    writeFileSync(join(dir, patch), `${fragment}# reviewed\n`);
    git(dir, 'add', patch);
    const r = hook(dir, [patch]);
    assert.ok(r.trace!.skipped > 0 && r.trace!.read < first.trace!.read, 'a partial run');
    assert.equal(contexts(r.trace!.file).get(patch), before, 'the same naming context: the remembered overlay');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
