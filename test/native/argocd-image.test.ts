// Container mode for native sources (issue 16): Kustomize and Helm render inside the Argo CD image
// of the cluster's release (quay.io/argoproj/argocd:<version>), which carries the tools that release
// uses. Tested with a local image of that name built from a rootfs (busybox-static, the helm and
// kubectl binaries of scripts/get-tools.mjs, and a `kustomize` wrapper around `kubectl kustomize`):
// no registry is reached. A missing image falls back to the host under `auto` and fails the render
// under an explicit `container`. Skips visibly without a runtime, busybox-static or the tools.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderSource, type RenderOptions, type RenderResult } from '../../src/render/index.js';
import { detectRuntime, resolveSandbox, type Sandbox } from '../../src/render/sandbox/index.js';
import { source, tempRepo } from '../render/helpers.js';
import { findHelm, findKubectl } from '../helpers/tools.js';

const work = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-argocd-image-')));
after(() => rmSync(work, { recursive: true, force: true }));

/** A test tag: never a real release, so that a developer's real image is never shadowed. */
const VERSION = 'v0.0.0-cmplint-test';
const IMAGE = `quay.io/argoproj/argocd:${VERSION}`;

function busybox(): string | undefined {
  for (const p of ['/bin/busybox', '/usr/bin/busybox']) {
    try {
      if (/statically linked|static-pie/.test(execFileSync('file', ['-L', p], { encoding: 'utf8' }))) return p;
    } catch {
      /* next */
    }
  }
  return undefined;
}

function setup(): { sb?: Sandbox; skip?: string } {
  const d = detectRuntime();
  if (!d.runtime) return { skip: `no container runtime works here: ${d.why}` };
  const bb = busybox();
  if (!bb) return { skip: 'busybox-static is not installed' };
  const helm = findHelm();
  const kubectl = findKubectl();
  if (!helm || !kubectl) return { skip: 'helm or kubectl not found (run `node scripts/get-tools.mjs`)' };
  if (spawnSync(d.runtime, ['image', 'inspect', IMAGE], { stdio: 'ignore' }).status !== 0) {
    const root = join(work, 'rootfs');
    for (const dir of ['bin', 'tmp', 'etc', 'usr/local/bin']) mkdirSync(join(root, dir), { recursive: true });
    copyFileSync(bb, join(root, 'bin/busybox'));
    for (const c of ['sh', 'cat', 'sed']) symlinkSync('busybox', join(root, 'bin', c));
    copyFileSync(helm, join(root, 'usr/local/bin/helm'));
    copyFileSync(kubectl, join(root, 'usr/local/bin/kubectl'));
    // `kustomize build DIR [flags]` as the image's kustomize; it marks what it printed
    writeFileSync(
      join(root, 'usr/local/bin/kustomize'),
      '#!/bin/sh\n[ "$1" = build ] || exit 2\nshift\n/usr/local/bin/kubectl kustomize "$@" | sed "s/^kind: ConfigMap$/kind: ConfigMap\\nimmutable: true/"\n',
    );
    for (const f of ['bin/busybox', 'usr/local/bin/helm', 'usr/local/bin/kubectl', 'usr/local/bin/kustomize']) chmodSync(join(root, f), 0o755);
    writeFileSync(join(root, 'etc/passwd'), 'root:x:0:0::/root:/bin/sh\nargocd:x:999:999::/home/argocd:/bin/sh\n');
    const tar = join(work, 'rootfs.tar');
    execFileSync('tar', ['-C', root, '-cf', tar, '.']);
    const imp = spawnSync(d.runtime, ['import', '-q', '--change', 'ENV PATH=/usr/local/bin:/bin', tar, IMAGE], { encoding: 'utf8' });
    if (imp.status !== 0) return { skip: `${d.runtime} import failed: ${imp.stderr.trim()}` };
  }
  return { sb: resolveSandbox({ mode: 'container', runtime: d.runtime }) };
}
const ctx = setup();

const repo = () =>
  tempRepo({
    'k/kustomization.yaml': 'resources:\n  - cm.yaml\n',
    'k/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  a: "1"\n',
    'chart/Chart.yaml': 'apiVersion: v2\nname: chart\nversion: 0.1.0\n',
    'chart/values.yaml': 'size: small\n',
    'chart/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\n  namespace: {{ .Release.Namespace }}\ndata:\n  size: {{ .Values.size }}\n  kube: "{{ .Capabilities.KubeVersion.Major }}"\n',
  });

function render(root: string, type: 'kustomize' | 'helm', raw: Record<string, unknown>, sb: Sandbox, argocdVersion: string | undefined): Promise<RenderResult> {
  const s = source({ name: 'demo', path: type === 'helm' ? 'chart' : 'k', types: [type], destNamespace: 'team' });
  Object.assign(s.raw, raw);
  const o: RenderOptions = { repoRoot: root, source: s, plugins: [], sidecars: [], tmpRoot: work, sandbox: sb, argocdVersion, revision: 'abcdef0123456789abcdef0123456789abcdef01', hostEnv: { PATH: '/nonexistent-bin' } };
  return renderSource(o);
}

test('container mode: kustomize and helm run in quay.io/argoproj/argocd:<version> (this machine has neither on PATH)', async (t) => {
  if (!ctx.sb) return t.skip(ctx.skip);
  const { root, cleanup } = repo();
  try {
    const k = await render(root, 'kustomize', { kustomize: { namePrefix: 'p-' } }, ctx.sb, VERSION);
    assert.equal(k.error, undefined, k.error?.message);
    assert.equal(k.image, IMAGE);
    assert.match(k.sandbox ?? '', /^container/);
    // the Application's namePrefix applied, and the image's kustomize (the marking wrapper) built it
    assert.deepEqual(k.manifests, [{ apiVersion: 'v1', kind: 'ConfigMap', immutable: true, metadata: { name: 'p-web' }, data: { a: '1' } }]);
    const h = await render(root, 'helm', { helm: { releaseName: 'rel', values: 'size: large\n' } }, ctx.sb, VERSION);
    assert.equal(h.error, undefined, h.error?.message);
    assert.equal(h.image, IMAGE);
    assert.deepEqual(h.manifests, [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'rel', namespace: 'team' }, data: { size: 'large', kube: '1' } }]);
    // the copy the container wrote to never reaches the repository
    assert.equal(execFileSync('cat', [join(root, 'k/kustomization.yaml')], { encoding: 'utf8' }), 'resources:\n  - cm.yaml\n');
  } finally {
    cleanup();
  }
});

test('container mode without a known Argo CD version, or with an image that cannot be pulled: host under auto (said so), a failed render under container', async (t) => {
  if (!ctx.sb) return t.skip(ctx.skip);
  const { root, cleanup } = repo();
  try {
    const auto: Sandbox = { ...ctx.sb, requested: 'auto' };
    const none = await render(root, 'kustomize', {}, auto, undefined);
    assert.equal(none.image, undefined);
    assert.match(none.sandboxNote ?? '', /no Argo CD version is known for the native tools \(pass --argocd-version/);
    const missing = await render(root, 'kustomize', {}, auto, 'v0.0.0-cmplint-absent');
    assert.equal(missing.image, undefined);
    assert.match(missing.sandboxNote ?? '', /cannot pull image quay\.io\/argoproj\/argocd:v0\.0\.0-cmplint-absent with \w+: .*kustomize and helm run on this machine/);
    assert.doesNotMatch(missing.sandbox ?? '', /^container/);
    const strict = await render(root, 'kustomize', {}, ctx.sb, 'v0.0.0-cmplint-absent');
    assert.equal(strict.error?.stage, 'sandbox');
    assert.match(strict.error?.message ?? '', /cannot pull image quay\.io\/argoproj\/argocd:v0\.0\.0-cmplint-absent/);
  } finally {
    cleanup();
  }
});

test('diff in container mode renders changed Kustomize apps in the Argo CD image of --argocd-version, with no tool warning', async (t) => {
  if (!ctx.sb) return t.skip(ctx.skip);
  const { runDiff } = await import('../../src/diff/index.js');
  const { root, cleanup } = repo();
  try {
    const git = (...a: string[]) => execFileSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...a], { encoding: 'utf8' });
    writeFileSync(
      join(root, 'app.yaml'),
      'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: web\n  namespace: argocd\nspec:\n  project: default\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: web\n  source:\n    repoURL: https://git.example.com/gitops.git\n    path: k\n    kustomize:\n      namePrefix: p-\n',
    );
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-qm', 'base');
    writeFileSync(join(root, 'k/cm.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  a: "2"\n');
    git('commit', '-qam', 'head');
    const r = await runDiff({ cwd: root, base: 'HEAD~1', argocdVersion: VERSION, sandbox: { mode: 'container', runtime: ctx.sb.runtime }, hostEnv: { PATH: '/nonexistent-bin' }, handleSignals: false, tmpRoot: work });
    const app = r.apps.find((a) => a.app === 'web');
    assert.equal(app?.status, 'changed', JSON.stringify(app));
    assert.match(app?.resources[0].diff ?? '', /\+  a: '2'/);
    assert.ok(r.sandbox?.used.some((u) => u.startsWith('container')), JSON.stringify(r.sandbox));
    assert.deepEqual(r.tools, { argocd: VERSION, from: '--argocd-version', warnings: [] });
  } finally {
    cleanup();
  }
});
