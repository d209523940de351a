// End to end: the seed 000 helmfile setup (plugin ConfigMap, repo-server patch, Application),
// loaded by the real loader and rendered with a stub `helmfile` on PATH; kubectl kustomize.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { renderCommand, parseRenderArgs } from '../../src/render/cli.js';
import { renderSource } from '../../src/render/index.js';
import { plugin, source, cmd, tempRepo } from './helpers.js';

const here = new URL('.', import.meta.url).pathname;
const fixture = join(here, '../fixtures/render/helmfile');

/** A throwaway git repository holding a copy of the fixture (app paths resolve against its root). */
function repoCopy(json = false): { root: string; bin: string; cleanup: () => void } {
  const base = mkdtempSync(join(tmpdir(), 'cmp-lint-seed-'));
  const root = join(base, 'repo');
  cpSync(fixture, root, { recursive: true });
  if (json) {
    // the Application written as JSON, as a directory app of JSON files holds it
    const app = join(root, 'cmp/application.yaml');
    writeFileSync(join(root, 'cmp/application.json'), JSON.stringify(yaml.load(readFileSync(app, 'utf8')), null, 2) + '\n');
    rmSync(app);
  }
  const bin = join(base, 'bin');
  mkdirSync(bin);
  cpSync(join(root, 'bin/helmfile'), join(bin, 'helmfile'));
  chmodSync(join(bin, 'helmfile'), 0o755);
  const git = (...a: string[]) => execFileSync('git', ['-C', root, ...a], { stdio: 'ignore', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: base } });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'seed');
  return { root, bin, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

function io(cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (s: string) => void out.push(s), stderr: (s: string) => void err.push(s), cwd }, out, err };
}

async function withPath<T>(dir: string, f: () => Promise<T>): Promise<T> {
  const saved = process.env.PATH;
  process.env.PATH = `${dir}:${saved}`;
  try {
    return await f();
  } finally {
    process.env.PATH = saved;
  }
}

test('seed 000: the helmfile plugin is discovered and renders with a stub helmfile (init stdout dropped)', async () => {
  const r = repoCopy();
  try {
    const c = io(r.root);
    const code = await withPath(r.bin, () => renderCommand(['--sandbox', 'none'], c.io));
    assert.equal(code, 0, c.err.join(''));
    const text = c.out.join('');
    assert.match(text, /^# Application headlamp from cmp\/application\.yaml, plugin helmfile-v1\.0, sandbox none\n/);
    const docs = yaml.loadAll(text) as { kind: string; metadata: { namespace: string; labels?: Record<string, string> } }[];
    assert.deepEqual(
      docs.map((d) => d.kind),
      ['ServiceAccount', 'Service'],
    );
    assert.equal(docs[0].metadata.namespace, 'headlamp', 'ARGOCD_APP_NAMESPACE = destination namespace');
    assert.equal(docs[1].metadata.labels?.app, 'argo-cd_headlamp', 'app outside the control-plane namespace argocd');
    assert.doesNotMatch(text, /Initializing|Adding repo/);

    // --out writes one file per app
    const outDir = join(r.root, '..', 'out');
    const c2 = io(r.root);
    assert.equal(await withPath(r.bin, () => renderCommand(['--out', outDir, '--app', 'headlamp', '--sandbox', 'none'], c2.io)), 0);
    assert.deepEqual(readdirSync(outDir), ['headlamp.yaml']);
    assert.match(readFileSync(join(outDir, 'headlamp.yaml'), 'utf8'), /kind: Service\n/);
  } finally {
    r.cleanup();
  }
});

test('seed 000 with the Application written as JSON: found and rendered the same way', async () => {
  const r = repoCopy(true);
  try {
    const c = io(r.root);
    const code = await withPath(r.bin, () => renderCommand(['--sandbox', 'none'], c.io));
    assert.equal(code, 0, c.err.join(''));
    const text = c.out.join('');
    assert.match(text, /^# Application headlamp from cmp\/application\.json, plugin helmfile-v1\.0, sandbox none\n/);
    assert.deepEqual(
      (yaml.loadAll(text) as { kind: string }[]).map((d) => d.kind),
      ['ServiceAccount', 'Service'],
    );
  } finally {
    r.cleanup();
  }
});

test('seed 000 without helmfile installed: render-failed names the sidecar image, exit 1', async () => {
  const r = repoCopy();
  try {
    if (spawnSync('sh', ['-c', 'command -v helmfile'], { env: { PATH: '/usr/bin:/bin' } }).status === 0) return; // a real helmfile exists here
    const c = io(r.root);
    // a PATH with sh but without helmfile
    const saved = process.env.PATH;
    process.env.PATH = '/usr/bin:/bin';
    let code: number;
    try {
      code = await renderCommand(['.', '--sandbox', 'none'], c.io);
    } finally {
      process.env.PATH = saved;
    }
    assert.equal(code, 1);
    const err = c.err.join('');
    // on a terminal (issue 15): a short message, then the command as written and the stderr tail
    assert.match(err, /^cmp\/application\.yaml:13:3 {2}error {2}Application "headlamp": plugin "helmfile-v1\.0" init failed: the command failed with exit status 127 {2}render-failed$/m);
    assert.match(err, /^ {8}command: sh -c <script below>$/m);
    assert.match(err, /^ {12}.*helmfile deps/m);
    assert.match(err, /^ {8}stderr:\n {12}.*helmfile: (command )?not found$/m);
    assert.match(err, /hint: `helmfile` was not found on this machine's PATH; in the cluster it comes from the sidecar image ghcr\.io\/helmfile\/helmfile:latest \(container "helmfile-cmp", cmp\/argocd-repo-server-patch\.yaml\)/);
  } finally {
    r.cleanup();
  }
});

test('render CLI: usage errors exit 2; unknown app exits 2', async () => {
  assert.throws(() => parseRenderArgs(['--timeout', 'soon']), /cannot read `soon` as a duration/);
  assert.throws(() => parseRenderArgs(['--app', 'a', '--all']), /cannot be used together/);
  assert.deepEqual(parseRenderArgs(['x', '--timeout=2m', '--pass-env', 'A', '--pass-env', 'B', '--kube-version', 'v1.31.2']), {
    path: 'x',
    apps: [],
    all: false,
    passEnv: ['A', 'B'],
    includeUncommitted: false,
    sandbox: { mode: 'auto' },
    help: false,
    timeoutMs: 120000,
    kubeVersion: 'v1.31.2',
    format: 'yaml',
    failOn: 'error',
  });
  const c = io(fixture);
  assert.equal(await renderCommand(['--bogus'], c.io), 2);
  assert.equal(c.err.join(''), "cmp-lint render: unknown option '--bogus'\nRun 'cmp-lint render --help' for usage.\n");
  const h = io(fixture);
  assert.equal(await renderCommand(['--help'], h.io), 0);
  assert.match(h.out.join(''), /Usage: cmp-lint render/);
  const r = repoCopy();
  try {
    const u = io(r.root);
    assert.equal(await renderCommand(['--app', 'nope'], u.io), 2);
    assert.match(u.err.join(''), /no Application named "nope" \(found: headlamp\)/);
  } finally {
    r.cleanup();
  }
});

test('a kustomize plugin through `kubectl kustomize`', async (t) => {
  if (spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status !== 0) {
    t.skip('kubectl is not installed');
    return;
  }
  const r = tempRepo({
    'overlays/prod/kustomization.yaml': 'resources:\n  - ../../base\nnamePrefix: prod-\ncommonLabels:\n  env: prod\n',
    'base/kustomization.yaml': 'resources:\n  - cm.yaml\n',
    'base/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  a: "1"\n',
  });
  try {
    const p = plugin({ name: 'kustomize-cmp', discover: { fileName: 'kustomization.yaml' }, generate: cmd(['kubectl', 'kustomize', '.']) });
    const res = await renderSource({ repoRoot: r.root, source: source({ path: 'overlays/prod' }), plugins: [p], revision: 'x', timeoutMs: 30_000 });
    assert.equal(res.error, undefined, JSON.stringify(res.error));
    assert.equal(res.plugin, 'kustomize-cmp');
    assert.equal(res.manifests.length, 1);
    assert.equal((res.manifests[0].metadata as { name: string }).name, 'prod-settings');
  } finally {
    r.cleanup();
  }
});

test('fixtures stay in sync with the seeds they mirror (when the corpus is present)', (t) => {
  const seed = '/work/shared/corpus/seeds/000-helmfile-patch-configmap.yaml';
  let text: string;
  try {
    text = readFileSync(seed, 'utf8');
  } catch {
    t.skip('corpus not present');
    return;
  }
  assert.equal(readFileSync(join(fixture, 'cmp/helmfile-cmp.yaml'), 'utf8'), text);
});
