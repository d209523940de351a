// Helm sources rendered with a real helm (scripts/get-tools.mjs, CMP_LINT_TEST_HELM or PATH) and
// compared with `helm template` run directly here with the flags written by hand: every option
// Argo CD maps (reposerver/repository helmTemplate, util/helm cmd.template). Without helm the
// tests skip visibly. Fixture charts: test/fixtures/native-helm (written for this project).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { loadModel } from '../../src/lint.js';
import { loadConfig } from '../../src/config.js';
import { renderSource, type RenderResult } from '../../src/render/index.js';
import { scratch } from '../diff/helpers.js';
import { findHelm, pathWith, toolSkip } from '../helpers/tools.js';
import { detectHost, resolveSandbox, type Sandbox } from '../../src/render/sandbox/index.js';
import { nativeInputs } from '../../src/native/deps.js';
import { helmPlan } from '../../src/native/helm.js';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'native-helm');
const tmp = scratch('cmp-lint-helm-tests-');
const HELM = findHelm();
const skip = toolSkip('helm');
const env = { ...process.env, PATH: HELM ? pathWith(HELM) : (process.env.PATH ?? '') };

/** The fixture as its own repository (a copy: renders must never change it). */
function fixtureRepo(name: string): string {
  const root = join(tmp, name);
  cpSync(FIXTURE, root, { recursive: true });
  execFileSync('git', ['init', '-q', '-b', 'main', root]);
  // the Applications' repoURL is this checkout's remote; other-values.git is another repository
  execFileSync('git', ['-C', root, 'remote', 'add', 'origin', 'https://git.example.com/platform/deploy.git']);
  return root;
}

async function renderAll(root: string, only?: string[], sandbox?: Sandbox): Promise<Map<string, RenderResult>> {
  const config = loadConfig(root);
  const { model } = await loadModel(['.'], { cwd: root, config, root });
  const out = new Map<string, RenderResult>();
  for (const s of model.sources) {
    if (only && !only.includes(s.app.name)) continue;
    const key = s.index === undefined ? s.app.name : `${s.app.name}#${s.index}`;
    out.set(key, await renderSource({ repoRoot: root, source: s, plugins: model.plugins, sidecars: model.sidecars, revision: '0123456789abcdef', hostEnv: env, tmpRoot: tmp, sandbox }));
  }
  return out;
}

/** `helm template` run directly (own HOME), parsed like the render parses it. */
function helmDirect(cwd: string, args: string[]): unknown[] {
  const home = mkdtempSync(join(tmp, 'home-'));
  const out = execFileSync(HELM!, ['template', ...args], { cwd, encoding: 'utf8', env: { PATH: env.PATH, HOME: home } });
  return parseAllDocuments(out)
    .map((d) => d.toJS())
    .filter((x) => x !== null);
}

const byKind = (r: RenderResult, kind: string) => r.manifests.filter((m) => m.kind === kind) as any[];

const root = HELM ? fixtureRepo('repo') : '';
const fixtureBefore = execFileSync('sh', ['-c', `cd ${FIXTURE} && find . -type f -exec sha1sum {} + | sort`], { encoding: 'utf8' });
let results: Map<string, RenderResult>;
const results$ = HELM ? renderAll(root).then((r) => (results = r)) : Promise.resolve();

test('helm: every option Argo CD maps, compared with helm template run by hand', { skip }, async () => {
  await results$;
  const r = results.get('ledger-full')!;
  assert.equal(r.error, undefined, r.error?.message);
  assert.equal(r.sourceType, 'helm');
  // by hand: the release, the namespace, the kube version, value files in order (the missing one
  // dropped, the absolute one from the repository root), the inline valuesObject (it wins over
  // values), --set with the app name substituted, --set-string keeping the comma, --set-file
  const inline = join(tmp, 'ledger-full-inline.yaml');
  writeFileSync(inline, 'greeting: from-the-values-object\nextra:\n  depth: 2\n  switch: "on"\n');
  const chart = join(root, 'charts/ledger');
  const direct = helmDirect(chart, [
    'books',
    '.',
    '--namespace=finance',
    '--kube-version=1.30.0',
    '-f',
    'values-prod.yaml',
    '-f',
    join(root, 'envs/shared.yaml'),
    '-f',
    inline,
    '--set=flags.audit=true,labels.app=ledger-full,replicas=0',
    '--set-string=image.tag=1.0\\,beta',
    '--set-file=banner=files/banner.txt',
    '--api-versions=monitoring.coreos.com/v1',
    '--include-crds',
    '--skip-tests',
    '--skip-schema-validation',
  ]);
  assert.deepEqual(r.manifests, direct);
  // and what that means, so a wrong flag cannot hide behind a wrong expectation
  const [cm] = byKind(r, 'ConfigMap');
  assert.equal(cm.metadata.name, 'books-settings');
  assert.equal(cm.metadata.namespace, 'finance');
  assert.deepEqual(cm.metadata.labels, { chart: 'ledger-0.4.2', tier: 'prod', app: 'ledger-full' });
  assert.deepEqual(cm.data, {
    release: 'books',
    namespace: 'finance',
    kubeVersion: 'v1.30.0',
    hasMonitoring: 'true',
    greeting: 'from-the-values-object',
    image: 'registry.example.com/ledger:1.0,beta',
    audit: 'true',
    auditKind: 'bool',
    extra: '{"depth":2,"switch":"on"}', // a string: helm reads values as YAML 1.1, where a bare on is true
    banner: 'Ledger, prod edition\n',
    shared: '{"owner":"payments","region":"eu-west-1"}',
  });
  assert.equal(byKind(r, 'Deployment')[0].spec.replicas, 0); // schema validation skipped
  assert.equal(byKind(r, 'CustomResourceDefinition').length, 1);
  assert.equal(byKind(r, 'Pod').length, 0); // skipTests
  assert.deepEqual(r.commands, [
    'helm template . --name-template books --namespace finance --kube-version 1.30.0 --set flags.audit=true --set labels.app=ledger-full --set replicas=0 --set-string image.tag=1.0\\,beta --set-file banner=charts/ledger/files/banner.txt --values charts/ledger/values-prod.yaml --values envs/shared.yaml --values <temp file with values from source.helm.values/valuesObject> --api-versions monitoring.coreos.com/v1 --include-crds --skip-schema-validation --skip-tests',
  ]);
});

test('helm: no helm block — the app name is the release, the destination namespace, CRDs and test hooks included', { skip }, async () => {
  await results$;
  const r = results.get('ledger-defaults')!;
  assert.equal(r.error, undefined, r.error?.message);
  const direct = helmDirect(join(root, 'charts/ledger'), ['ledger-defaults', '.', '-n', 'records', '--include-crds']);
  assert.deepEqual(r.manifests, direct);
  assert.deepEqual(
    r.manifests.map((m) => `${m.kind}/${(m.metadata as any).name}`),
    ['CustomResourceDefinition/entries.ledger.example.com', 'ConfigMap/ledger-defaults-settings', 'Deployment/ledger-defaults', 'Pod/ledger-defaults-smoke'],
  );
  assert.equal(byKind(r, 'ConfigMap')[0].data.greeting, 'hello');
});

test('helm: skipCrds, a v-prefixed kubeVersion with a patch, values as a string (passed as written: a bare `yes` is a YAML 1.1 true for helm)', { skip }, async () => {
  await results$;
  const r = results.get('ledger-skip')!;
  assert.equal(r.error, undefined, r.error?.message);
  const inline = join(tmp, 'ledger-skip-inline.yaml');
  writeFileSync(inline, 'greeting: only-the-string\nflags:\n  audit: yes\n');
  assert.deepEqual(r.manifests, helmDirect(join(root, 'charts/ledger'), ['ledger-skip', '.', '--namespace', 'records', '--kube-version', 'v1.29.3', '--values', inline]));
  assert.equal(byKind(r, 'CustomResourceDefinition').length, 0);
  const [cm] = byKind(r, 'ConfigMap');
  assert.equal(cm.data.kubeVersion, 'v1.29.3');
  assert.equal(cm.data.greeting, 'only-the-string');
  assert.equal(cm.data.audit, 'true');
  assert.equal(cm.data.auditKind, 'bool');
});

test('helm: failures are the tool\'s — schema validation, a missing value file, an unsupported helm.version', { skip }, async () => {
  await results$;
  const schema = results.get('ledger-schema')!;
  assert.equal(schema.manifests.length, 0);
  assert.equal(schema.error?.stage, 'generate');
  assert.match(schema.error!.message, /^failed to execute helm template command: /);
  assert.match(schema.stderr, /values don't meet the specifications of the schema/);
  assert.match(schema.stderr, /replicas/);

  const missing = results.get('ledger-missing')!;
  assert.equal(missing.error?.stage, 'generate');
  assert.match(missing.stderr, /charts\/ledger\/values-staging\.yaml: no such file or directory/);
  assert.doesNotMatch(missing.stderr + missing.error!.message, /cmp-lint-native-|\/ws\//); // workspace paths redacted

  const v2 = results.get('ledger-helm2')!;
  assert.equal(v2.error?.message, "error initializing helm app object: failed to create new helm command: helm version 'v2' is not supported");
  assert.deepEqual(v2.commands, []);
});

test('helm: a file:// dependency without charts/ is built (helm dependency build) and rendered', { skip }, async () => {
  await results$;
  const r = results.get('storefront')!;
  assert.equal(r.error, undefined, r.error?.message);
  // by hand on a copy: build the dependency, then template
  const copy = join(tmp, 'storefront-by-hand');
  cpSync(join(root, 'charts'), copy, { recursive: true });
  const home = mkdtempSync(join(tmp, 'home-'));
  execFileSync(HELM!, ['dependency', 'build'], { cwd: join(copy, 'storefront'), env: { PATH: env.PATH, HOME: home }, stdio: 'ignore' });
  assert.deepEqual(r.manifests, helmDirect(join(copy, 'storefront'), ['storefront', '.', '--namespace', 'shop', '--include-crds']));
  assert.deepEqual(
    r.manifests.map((m) => `${m.kind}/${(m.metadata as any).name}/${JSON.stringify((m.metadata as any).labels ?? {})}`),
    ['ConfigMap/storefront-storefront/{}', 'Service/storefront-widgets/{"colour":"green","from":"widgets-1.2.0"}'],
  );
  assert.deepEqual(r.commands?.map((c) => c.split(' ').slice(0, 3).join(' ')), ['helm template .', 'helm dependency build', 'helm template .']);
  // the repository is untouched: no charts/ or Chart.lock appeared in it
  assert.equal(existsSync(join(root, 'charts/storefront/charts')), false);
  assert.equal(existsSync(join(root, 'charts/storefront/Chart.lock')), false);
});

test('helm multi-source: `$ref` value files and file parameters resolve from the referenced source\'s root', { skip }, async () => {
  await results$;
  const r = results.get('ledger-multi#0')!;
  assert.equal(r.error, undefined, r.error?.message);
  const chart = join(root, 'charts/ledger');
  assert.deepEqual(r.manifests, helmDirect(chart, ['ledger-multi', '.', '--namespace', 'records', '--set-file', 'banner=files/banner.txt', '-f', '../../envs/shared.yaml', '-f', 'values-prod.yaml', '--include-crds']));
  const [cm] = byKind(r, 'ConfigMap');
  assert.equal(cm.data.shared, '{"owner":"payments","region":"eu-west-1"}');
  assert.equal(cm.data.banner, 'Ledger, prod edition\n');
  assert.equal(results.get('ledger-multi#1')!.skipped, 'a source without path or chart: Argo CD generates nothing for it (ref-only source)');
});

test('helm multi-source: an unknown `$ref` fails like Argo CD; a ref to another repository is not rendered; one source reads `$x/…` as a path', { skip }, async () => {
  await results$;
  const bad = results.get('ledger-badref#0')!;
  assert.equal(bad.error?.message, 'error resolving referenced sources: source referenced "$values", which is not one of the available sources ($config, $other)');
  assert.deepEqual(bad.manifests, []);
  const other = results.get('ledger-otherrepo#0')!;
  assert.equal(other.error, undefined);
  assert.equal(other.skipped, 'value file "$other/prod/values.yaml" is read from another repository (https://git.example.com/platform/other-values.git), not this checkout');
  const single = results.get('ledger-single-dollar')!;
  assert.equal(single.error, undefined, single.error?.message);
  assert.equal(byKind(single, 'ConfigMap')[0].data.shared, '{"owner":"payments","region":"eu-west-1"}');
});

const HOST = detectHost();
test('helm in the host sandbox (no network, private HOME and HELM_* homes): the same output, dependencies built inside', { skip: skip || (!HOST.tool && `no host sandbox: ${HOST.why}`) }, async () => {
  await results$;
  const sb = resolveSandbox({ mode: 'host' });
  const boxed = await renderAll(root, ['ledger-full', 'storefront'], sb);
  for (const name of ['ledger-full', 'storefront']) {
    const r = boxed.get(name)!;
    assert.equal(r.error, undefined, `${name}: ${r.error?.message} ${r.stderr}`);
    assert.match(r.sandbox ?? '', /^host/);
    assert.deepEqual(r.manifests, results.get(name)!.manifests, name);
  }
});

test('helm: the fixture and the rendered repository are never changed', { skip }, async () => {
  await results$;
  const after = execFileSync('sh', ['-c', `cd ${FIXTURE} && find . -type f -exec sha1sum {} + | sort`], { encoding: 'utf8' });
  assert.equal(after, fixtureBefore);
  const st = spawnSync('git', ['-C', root, 'status', '--porcelain', '--untracked-files=all'], { encoding: 'utf8' });
  const untracked = st.stdout.split('\n').filter(Boolean).map((l) => l.slice(3));
  assert.ok(untracked.every((f) => existsSync(join(FIXTURE, f))), untracked.join(', '));
});

test('diff inputs of helm sources: value files outside the chart, `$ref` files of multi-source apps, file:// dependencies', async () => {
  const config = loadConfig(FIXTURE);
  const { model } = await loadModel(['.'], { cwd: FIXTURE, config, root: FIXTURE });
  const inputs = (name: string, index?: number) => nativeInputs(FIXTURE, model.sources.find((s) => s.app.name === name && s.index === index)!);
  assert.deepEqual(inputs('ledger-full'), ['envs']); // /envs/shared.yaml; values-prod.yaml is in the chart
  assert.deepEqual(inputs('ledger-multi', 0), ['envs']); // $config/envs/…; $config/charts/ledger/files is the chart's own
  assert.deepEqual(inputs('ledger-multi', 1), []);
  assert.deepEqual(inputs('storefront'), ['charts/widgets']);
  assert.deepEqual(inputs('ledger-defaults'), []);
});

test('inline values like ValuesYAML: any valuesObject (even {}) replaces the values string; written as YAML 1.1 like sigs.k8s.io/yaml', () => {
  const plan = (helm: unknown) => helmPlan({ helm, appName: 'a', appDir: FIXTURE, repoRoot: FIXTURE, vars: [], valuesFile: '/tmp/x' });
  assert.equal(plan({ values: 'a: 1\n', valuesObject: {} }).inlineValues, '{}\n');
  assert.equal(plan({ values: 'a: 1\n', valuesObject: null }).inlineValues, 'a: 1\n');
  assert.equal(plan({ values: '' }).inlineValues, undefined);
  assert.equal(plan({ valuesObject: { on: 'yes', n: 'n', hex: '0x1F', when: '2024-01-02', long: 'x'.repeat(120) } }).inlineValues, `"on": "yes"\n"n": "n"\nhex: "0x1F"\nwhen: "2024-01-02"\nlong: ${'x'.repeat(120)}\n`);
});
