// Native sources rendered like the repo-server: real `kubectl kustomize` (or `kustomize`), real
// `jsonnet`, a recording stub for `helm`. Expected outputs come from running the real tool directly
// on equivalent inputs here, never from stored copies.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { loadModel } from '../../src/lint.js';
import { loadConfig } from '../../src/config.js';
import { renderSource, type RenderResult } from '../../src/render/index.js';
import { scratch } from '../diff/helpers.js';
import { findKustomizeBuildOptions } from '../../src/native/index.js';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'native');
const tmp = scratch('cmp-lint-native-tests-');

const onPath = (t: string) => spawnSync('sh', ['-c', `command -v ${t}`], { stdio: 'ignore' }).status === 0;
const KUSTOMIZE = onPath('kustomize') ? ['kustomize', 'build'] : onPath('kubectl') ? ['kubectl', 'kustomize'] : undefined;
const JSONNET = onPath('jsonnet');

/** The fixture as its own repository (a copy: renders must never change it). */
function fixtureRepo(name: string): string {
  const root = join(tmp, name);
  cpSync(FIXTURE, root, { recursive: true });
  execFileSync('git', ['init', '-q', '-b', 'main', root]);
  return root;
}

async function renderAll(root: string, env: NodeJS.ProcessEnv = process.env): Promise<Map<string, RenderResult>> {
  const config = loadConfig(root);
  const { model } = await loadModel(['.'], { cwd: root, config, root });
  const out = new Map<string, RenderResult>();
  for (const s of model.sources) {
    out.set(s.index === undefined ? s.app.name : `${s.app.name}#${s.index}`, await renderSource({ repoRoot: root, source: s, plugins: model.plugins, sidecars: model.sidecars, revision: '0123456789abcdef', hostEnv: env, tmpRoot: tmp }));
  }
  return out;
}

/** Run the real kustomize on `dir` with this kustomization, the way a user would write it by hand. */
function kustomizeDirect(dir: string): unknown[] {
  const out = execFileSync(KUSTOMIZE![0], [...KUSTOMIZE!.slice(1), dir], { encoding: 'utf8' });
  return parseAllDocuments(out).map((d) => d.toJS()).filter((x) => x !== null);
}

const root = fixtureRepo('repo');
const fixtureBefore = execFileSync('sh', ['-c', `cd ${FIXTURE} && find . -type f -exec sha1sum {} + | sort`], { encoding: 'utf8' });
let results: Map<string, RenderResult>;
const results$ = renderAll(root).then((r) => (results = r));

test('kustomize: Application images and namePrefix on top of the overlay equal kustomize build of the same settings written by hand', { skip: !KUSTOMIZE && 'neither kustomize nor kubectl is on PATH' }, async () => {
  await results$;
  const r = results.get('kustomize-dev')!;
  assert.equal(r.error, undefined);
  assert.equal(r.sourceType, 'kustomize');
  // by hand: what `kustomize edit set nameprefix dev-` and `edit set image …` write
  const copy = join(tmp, 'by-hand-dev');
  cpSync(join(root, 'kustomize'), copy, { recursive: true });
  writeFileSync(
    join(copy, 'overlays/dev/kustomization.yaml'),
    `resources: [../../base]
namePrefix: dev-
images:
  - name: busybox
    newTag: 1.36.1
  - name: nginx
    newName: registry.example.com/nginx
    newTag: "1.27"
`,
  );
  assert.deepEqual(r.manifests, kustomizeDirect(join(copy, 'overlays/dev')));
  const dep = r.manifests.find((m) => m.kind === 'Deployment') as any;
  assert.equal(dep.metadata.name, 'dev-web');
  assert.deepEqual(dep.spec.template.spec.containers.map((c: any) => c.image), ['registry.example.com/nginx:1.27', 'busybox:1.36.1']);
});

test('kustomize: namespace, commonLabels, commonAnnotations, replicas and components', { skip: !KUSTOMIZE && 'neither kustomize nor kubectl is on PATH' }, async () => {
  await results$;
  const r = results.get('kustomize-prod')!;
  assert.equal(r.error, undefined);
  const copy = join(tmp, 'by-hand-prod');
  cpSync(join(root, 'kustomize'), copy, { recursive: true });
  writeFileSync(
    join(copy, 'overlays/prod/kustomization.yaml'),
    `resources: [../../base]
commonLabels: {tier: frontend, env: prod}
commonAnnotations: {owner: team-a}
namespace: prod
replicas: [{name: web, count: 3}]
components: [../../components/monitoring]
`,
  );
  assert.deepEqual(r.manifests, kustomizeDirect(join(copy, 'overlays/prod')));
  const kinds = r.manifests.map((m) => `${m.kind}/${(m.metadata as any).namespace}/${(m.metadata as any).name}`).sort();
  assert.deepEqual(kinds, ['ConfigMap/prod/monitoring', 'Deployment/prod/web', 'Service/prod/web']);
  const dep = r.manifests.find((m) => m.kind === 'Deployment') as any;
  assert.equal(dep.spec.replicas, 3);
  assert.deepEqual(dep.spec.selector.matchLabels, { app: 'web', env: 'prod', tier: 'frontend' });
  assert.equal(dep.metadata.annotations.owner, 'team-a');
});

test('kustomize: auto-detected by a file named Kustomization, built as is', { skip: !KUSTOMIZE && 'neither kustomize nor kubectl is on PATH' }, async () => {
  await results$;
  const r = results.get('kustomize-auto')!;
  assert.equal(r.sourceType, 'kustomize');
  assert.equal(r.error, undefined);
  assert.deepEqual(r.manifests, kustomizeDirect(join(root, 'kustomize/auto')));
  assert.deepEqual(r.commands, [`${KUSTOMIZE!.join(' ')} kustomize/auto`]);
});

test('kustomize: the repository and the fixture are never changed by the edits', { skip: !KUSTOMIZE && 'neither kustomize nor kubectl is on PATH' }, async () => {
  await results$;
  assert.equal(readFileSync(join(root, 'kustomize/overlays/dev/kustomization.yaml'), 'utf8'), readFileSync(join(FIXTURE, 'kustomize/overlays/dev/kustomization.yaml'), 'utf8'));
  const after = execFileSync('sh', ['-c', `cd ${FIXTURE} && find . -type f -exec sha1sum {} + | sort`], { encoding: 'utf8' });
  assert.equal(after, fixtureBefore);
});

const names = (r: RenderResult) => r.manifests.map((m) => (m.metadata as any).name);

test('directory: Walk order, recurse, Lists expanded, non-manifest YAML ignored, skip marker and other extensions skipped', async () => {
  await results$;
  assert.deepEqual(names(results.get('directory-flat')!), ['plain-top', 'plain-top-2']);
  assert.deepEqual(names(results.get('directory-plain')!), ['plain-top', 'plain-top-2', 'plain-deeper-1', 'plain-deeper-2', 'plain-nested']);
  assert.equal(results.get('directory-plain')!.sourceType, 'directory');
});

test('directory: include/exclude are gobwas globs on the path relative to the app (braces, * crossing /)', async () => {
  await results$;
  // include {keep-*.yaml,env/*}, exclude *-b.yaml: keep-a and env/keep-env stay, drop-c is not included
  assert.deepEqual(names(results.get('directory-filtered')!), ['keep-env', 'keep-a']);
});

test('jsonnet: tlas, extVars (envsubst with the build environment) and libs, equal to running jsonnet directly', { skip: !JSONNET && 'jsonnet is not on PATH (apt-get install jsonnet)' }, async () => {
  await results$;
  const r = results.get('jsonnet')!;
  assert.equal(r.error, undefined, r.error?.message);
  const direct = JSON.parse(
    execFileSync('jsonnet', ['-J', join(root, 'jsonnet/app'), '-J', join(root, 'jsonnet/lib'), '--tla-code', 'replicas=3', '--ext-str', 'env=jsonnet', join(root, 'jsonnet/app/main.jsonnet')], { encoding: 'utf8' }),
  );
  assert.deepEqual(r.manifests, direct);
  assert.deepEqual(r.manifests, [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'jsonnet-jsonnet' }, data: { replicas: '3' } }]);
});

test('jsonnet: without the jsonnet binary the app is not rendered, with the reason', async () => {
  const r = await renderAll(root, { PATH: '/nonexistent' });
  assert.match(r.get('jsonnet')!.skipped ?? '', /^jsonnet is not installed \(1 \.jsonnet file in the path: main\.jsonnet\)$/);
  assert.equal(r.get('helm-web')!.skipped, 'helm is not installed');
  assert.match(r.get('kustomize-dev')!.skipped ?? '', /^kustomize is not installed/);
  // plain YAML needs no tool
  assert.deepEqual(names(r.get('directory-flat')!), ['plain-top', 'plain-top-2']);
});

test('helm: a recording stub `helm` receives Argo CD\'s argument mapping (real helm output is not checked here)', async () => {
  const bin = join(tmp, 'stub-bin');
  mkdirSync(bin, { recursive: true });
  const log = join(tmp, 'helm-argv.txt');
  writeFileSync(
    join(bin, 'helm'),
    `#!/bin/sh
for a in "$@"; do printf '%s\\n' "$a"; done > ${log}
for a in "$@"; do case "$prev" in --values) printf '== %s\\n' "$a" >> ${log}; cat "$a" >> ${log} 2>/dev/null || echo MISSING >> ${log};; esac; prev="$a"; done
pwd >> ${log}
echo 'apiVersion: v1'
echo 'kind: ConfigMap'
echo 'metadata: {name: from-stub}'
`,
  );
  chmodSync(join(bin, 'helm'), 0o755);
  const r = (await renderAll(root, { PATH: `${bin}:${process.env.PATH}` })).get('helm-web')!;
  assert.equal(r.error, undefined, r.error?.message);
  assert.equal(r.sourceType, 'helm');
  assert.deepEqual(names(r), ['from-stub']);
  const lines = readFileSync(log, 'utf8').split('\n');
  const cwd = lines[lines.length - 2];
  // `helm template` only reads its chart: it runs in place in the checkout it is given (a render
  // that must write, `helm dependency build`, gets a private copy first)
  assert.equal(cwd, join(realpathSync(root), 'charts/web'));
  const ws = cwd.slice(0, -'/charts/web'.length);
  const inline = lines[lines.indexOf('--values', lines.indexOf('--values') + 1) + 1];
  assert.ok(!lines.includes('--include-crds')); // skipCrds
  assert.deepEqual(lines.slice(0, lines.indexOf('--skip-tests') + 1), [
    'template',
    '.',
    '--name-template',
    'web-prod',
    '--namespace',
    'web',
    '--kube-version',
    '1.29.0',
    '--set',
    'image.tag=a\\,b',
    '--set-string',
    'port=8080',
    '--values',
    `${ws}/charts/web/values-prod.yaml`,
    '--values',
    inline,
    '--api-versions',
    'monitoring.coreos.com/v1',
    '--skip-tests',
  ]);
  // the values files the stub could read: the repository's, then the inline values object
  const i1 = lines.indexOf(`== ${ws}/charts/web/values-prod.yaml`);
  assert.equal(lines[i1 + 1], 'replicas: 3');
  const i2 = lines.indexOf(`== ${inline}`);
  assert.equal(lines[i2 + 1], 'extra: true');
});

test('multi-source: each source renders with its own type; a ref-only source generates nothing', { skip: !KUSTOMIZE && 'neither kustomize nor kubectl is on PATH' }, async () => {
  await results$;
  const k = results.get('multi#0')!;
  assert.equal(k.sourceType, 'kustomize');
  assert.deepEqual(names(k).sort(), ['web-multi', 'web-multi']);
  assert.deepEqual(k.manifests, kustomizeDirect(join(root, 'kustomize/base')).map((m: any) => ({ ...m, metadata: { ...m.metadata, name: `${m.metadata.name}-multi` } })));
  const d = results.get('multi#1')!;
  assert.equal(d.sourceType, 'directory');
  assert.deepEqual(names(d), ['drop-c', 'keep-a', 'keep-b']);
  assert.equal(results.get('multi#2')!.skipped, 'a source without path or chart: Argo CD generates nothing for it (ref-only source)');
});

test('kustomize buildOptions from an argocd-cm in the repository reach kustomize build (load restrictor)', { skip: !KUSTOMIZE && 'neither kustomize nor kubectl is on PATH' }, async () => {
  const r = join(tmp, 'build-options');
  mkdirSync(join(r, 'argocd'), { recursive: true });
  mkdirSync(join(r, 'app'), { recursive: true });
  writeFileSync(join(r, 'shared.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shared\n');
  writeFileSync(join(r, 'app/kustomization.yaml'), 'resources: [../shared.yaml]\n');
  writeFileSync(
    join(r, 'app.yaml'),
    'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: lr, namespace: argocd}\nspec:\n  project: default\n  destination: {server: https://kubernetes.default.svc, namespace: x}\n  source: {repoURL: https://example.com/r.git, path: app}\n',
  );
  execFileSync('git', ['init', '-q', '-b', 'main', r]);
  const config = loadConfig(r);
  const { model } = await loadModel(['.'], { cwd: r, config, root: r });
  const s = model.sources[0];
  const plain = await renderSource({ repoRoot: r, source: s, plugins: [], revision: 'x', tmpRoot: tmp });
  assert.equal(plain.error?.stage, 'generate');
  assert.match(plain.error?.message ?? '', /^kustomize build failed: .*is not in or below/s);
  assert.equal(plain.error?.reason, `${KUSTOMIZE!.join(' ')} exited with status 1`);
  writeFileSync(join(r, 'argocd/argocd-cm.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: argocd-cm\ndata:\n  kustomize.buildOptions: --load-restrictor LoadRestrictionsNone\n');
  const opts = findKustomizeBuildOptions(r, ['app.yaml', 'argocd/argocd-cm.yaml']);
  assert.equal(opts, '--load-restrictor LoadRestrictionsNone');
  const ok = await renderSource({ repoRoot: r, source: s, plugins: [], revision: 'x', tmpRoot: tmp, kustomizeBuildOptions: opts });
  assert.equal(ok.error, undefined);
  assert.deepEqual(names(ok), ['shared']);
  assert.deepEqual(ok.commands, [`${KUSTOMIZE!.join(' ')} app --load-restrictor LoadRestrictionsNone`]);
});
