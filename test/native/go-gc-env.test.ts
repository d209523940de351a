// The Go tools' garbage-collector settings (src/render/env.ts GO_TOOL_GC): native renders give
// helm and kustomize GOGC=400 and GOMEMLIMIT=1GiB (or the runner's own values), plugins get
// neither, and the real tools print the same manifests whatever the collector does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { loadModel } from '../../src/lint.js';
import { loadConfig } from '../../src/config.js';
import { renderSource, type RenderResult } from '../../src/render/index.js';
import { GO_TOOL_GC, goToolEnv } from '../../src/render/env.js';
import { scratch } from '../diff/helpers.js';
import { findHelm, findKubectl, pathWith } from '../helpers/tools.js';

const tmp = scratch('cmp-lint-go-gc-tests-');

async function renderAll(root: string, hostEnv: NodeJS.ProcessEnv): Promise<Map<string, RenderResult>> {
  const config = loadConfig(root);
  const { model } = await loadModel(['.'], { cwd: root, config, root });
  const out = new Map<string, RenderResult>();
  for (const s of model.sources) {
    out.set(s.index === undefined ? s.app.name : `${s.app.name}#${s.index}`, await renderSource({ repoRoot: root, source: s, plugins: model.plugins, sidecars: model.sidecars, revision: '0123456789abcdef', hostEnv, tmpRoot: tmp }));
  }
  return out;
}

const app = (name: string, source: string) =>
  `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: ${name}\n  namespace: argocd\nspec:\n  project: default\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: ns\n  source:\n    repoURL: https://example.com/r.git\n    targetRevision: HEAD\n${source}`;

// each tool prints one ConfigMap holding the two variables as it sees them ("unset" when absent)
const PRINT_ENV = `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: seen\\ndata:\\n  GOGC: "%s"\\n  GOMEMLIMIT: "%s"\\n' "\${GOGC-unset}" "\${GOMEMLIMIT-unset}"`;

function stubRepo(): { root: string; bin: string } {
  const root = join(tmp, 'stub-repo');
  const files: Record<string, string> = {
    'argocd/kust.yaml': app('kust', '    path: k\n'),
    'argocd/chart.yaml': app('chart', '    path: c\n'),
    'argocd/plug.yaml': app('plug', '    path: p\n    plugin:\n      name: env\n'),
    'k/kustomization.yaml': 'resources: []\n',
    'c/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 0.1.0\n',
    'p/x.txt': 'x\n',
    'cmp/plugin.yaml': `apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata:\n  name: env\nspec:\n  generate:\n    command: [sh, -c]\n    args:\n      - ${JSON.stringify(PRINT_ENV)}\n`,
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  execFileSync('git', ['init', '-q', '-b', 'main', root]);
  const bin = join(tmp, 'stub-bin');
  mkdirSync(bin, { recursive: true });
  for (const tool of ['kustomize', 'helm']) {
    writeFileSync(join(bin, tool), `#!/bin/sh\n${PRINT_ENV}\n`);
    chmodSync(join(bin, tool), 0o755);
  }
  return { root, bin };
}

const seen = (r: RenderResult | undefined) => {
  assert.ok(r, 'rendered');
  assert.equal(r.error, undefined, r.error?.message);
  return (r.manifests.find((m) => m.kind === 'ConfigMap') as { data?: Record<string, string> } | undefined)?.data;
};

test('goToolEnv: GOGC=400 and GOMEMLIMIT=1GiB unless the runner sets its own (an empty value counts as unset)', () => {
  assert.deepEqual(GO_TOOL_GC, { GOGC: '400', GOMEMLIMIT: '1GiB' });
  assert.deepEqual(goToolEnv({}), { GOGC: '400', GOMEMLIMIT: '1GiB' });
  assert.deepEqual(goToolEnv({ GOGC: '100' }), { GOGC: '100', GOMEMLIMIT: '1GiB' });
  assert.deepEqual(goToolEnv({ GOGC: '', GOMEMLIMIT: 'off' }), { GOGC: '400', GOMEMLIMIT: 'off' });
  // GOMAXPROCS only where the renders share the cores, and never against the runner's own value
  assert.deepEqual(goToolEnv({ GOMAXPROCS: '4' }), { GOGC: '400', GOMEMLIMIT: '1GiB' });
  assert.deepEqual(goToolEnv({}, true), { GOGC: '400', GOMEMLIMIT: '1GiB', GOMAXPROCS: '1' });
  assert.deepEqual(goToolEnv({ GOMAXPROCS: '4', GOGC: '100' }, true), { GOGC: '100', GOMEMLIMIT: '1GiB', GOMAXPROCS: '4' });
  assert.deepEqual(goToolEnv({ GOMAXPROCS: '' }, true), { GOGC: '400', GOMEMLIMIT: '1GiB', GOMAXPROCS: '1' });
});

test('renders that share the cores (sharedCores): helm and kustomize see GOMAXPROCS=1, a plugin does not; alone they see none', async () => {
  const { root, bin } = stubRepo();
  const tool = join(tmp, 'stub-bin-procs');
  mkdirSync(tool, { recursive: true });
  const PRINT_PROCS = PRINT_ENV.replaceAll('GOGC', 'GOMAXPROCS');
  for (const t of ['kustomize', 'helm']) {
    writeFileSync(join(tool, t), `#!/bin/sh\n${PRINT_PROCS}\n`);
    chmodSync(join(tool, t), 0o755);
  }
  const config = loadConfig(root);
  const { model } = await loadModel(['.'], { cwd: root, config, root });
  const procs = async (sharedCores: boolean | undefined, extra: NodeJS.ProcessEnv = {}) => {
    const out: Record<string, string | undefined> = {};
    for (const s of model.sources) {
      const r = await renderSource({ repoRoot: root, source: s, plugins: model.plugins, sidecars: model.sidecars, hostEnv: { PATH: `${tool}:${bin}:${process.env.PATH}`, ...extra }, tmpRoot: tmp, sharedCores });
      const d = seen(r)!;
      out[s.app.name] = d.GOMAXPROCS ?? d.GOGC; // the plugin prints the GOGC/GOMEMLIMIT pair
    }
    return out;
  };
  assert.deepEqual(await procs(true), { chart: '1', kust: '1', plug: 'unset' });
  assert.deepEqual(await procs(undefined), { chart: 'unset', kust: 'unset', plug: 'unset' });
  assert.deepEqual(await procs(true, { GOMAXPROCS: '3' }), { chart: '3', kust: '3', plug: 'unset' });
});

test('native tools (real processes) see GOGC and GOMEMLIMIT, the runner\'s values when it sets them; a plugin sees neither', async () => {
  const { root, bin } = stubRepo();
  const PATH = `${bin}:${process.env.PATH}`;
  const dflt = await renderAll(root, { PATH });
  assert.deepEqual(seen(dflt.get('kust')), { GOGC: '400', GOMEMLIMIT: '1GiB' });
  assert.deepEqual(seen(dflt.get('chart')), { GOGC: '400', GOMEMLIMIT: '1GiB' });
  assert.equal(dflt.get('kust')!.sourceType, 'kustomize');
  assert.equal(dflt.get('chart')!.sourceType, 'helm');
  // a plugin's environment is the sidecar's: nothing of ours is added to it
  assert.deepEqual(seen(dflt.get('plug')), { GOGC: 'unset', GOMEMLIMIT: 'unset' });

  const own = await renderAll(root, { PATH, GOGC: '100', GOMEMLIMIT: 'off' });
  assert.deepEqual(seen(own.get('kust')), { GOGC: '100', GOMEMLIMIT: 'off' });
  assert.deepEqual(seen(own.get('chart')), { GOGC: '100', GOMEMLIMIT: 'off' });
  assert.deepEqual(seen(own.get('plug')), { GOGC: 'unset', GOMEMLIMIT: 'unset' }, 'the runner\'s GOGC does not reach a plugin either');
});

const HELM = findHelm();
const KUBECTL = findKubectl();
const FIXTURES = [join(import.meta.dirname, '..', 'fixtures', 'native'), join(import.meta.dirname, '..', 'fixtures', 'native-helm')];

for (const fixture of FIXTURES) {
  const name = fixture.split('/').pop();
  test(`real helm and kubectl kustomize print the same manifests with GOGC=400/GOMEMLIMIT=1GiB as with Go's defaults and with GOGC=1 (fixtures/${name})`, { skip: !(HELM && KUBECTL) && 'helm or kubectl not found (run `node scripts/get-tools.mjs`)' }, async () => {
    const root = join(tmp, `real-${name}`);
    cpSync(fixture, root, { recursive: true });
    execFileSync('git', ['init', '-q', '-b', 'main', root]);
    // native-helm's Applications name this checkout's remote (as test/native/helm.test.ts sets it)
    if (name === 'native-helm') execFileSync('git', ['-C', root, 'remote', 'add', 'origin', 'https://git.example.com/platform/deploy.git']);
    // the tools' directory first (kubectl, no standalone kustomize there), then the system's
    const PATH = pathWith(HELM!, pathWith(KUBECTL!));
    const outcome = (m: Map<string, RenderResult>) =>
      [...m].map(([k, r]) => ({ app: k, type: r.sourceType, manifests: r.manifests, error: r.error?.message, skipped: r.skipped }));
    const ours = await renderAll(root, { PATH });
    const rendered = [...ours.values()].filter((r) => (r.sourceType === 'helm' || r.sourceType === 'kustomize') && !r.error && !r.skipped && r.manifests.length > 0);
    assert.ok(rendered.length >= 2, `some helm or kustomize apps render (${rendered.length})`);
    assert.deepEqual(outcome(await renderAll(root, { PATH, GOGC: '100', GOMEMLIMIT: 'off' })), outcome(ours));
    assert.deepEqual(outcome(await renderAll(root, { PATH, GOGC: '1' })), outcome(ours));
    // the real tools read the value we give them: a malformed GOMEMLIMIT stops the Go runtime
    const bad = await renderAll(root, { PATH, GOMEMLIMIT: 'bogus' });
    for (const [k, r] of ours) {
      if (!rendered.includes(r)) continue;
      const b = bad.get(k)!;
      assert.match(`${b.error?.message ?? ''}\n${b.stderr ?? ''}`, /malformed GOMEMLIMIT/, `${k}: the tool saw GOMEMLIMIT`);
    }
  });
}
