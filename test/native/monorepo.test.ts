// The fixture monorepo (test/fixtures/monorepo, issue 16) through the built CLI (dist/cli.js):
// one `diff` over its base/head pair renders every kind (Helm, Kustomize, directory, Jsonnet,
// multi-source, plugin) and groups the report by kind; for a sample of apps per kind, the
// resources the diff shows for the app (every one of them "added" against a commit without the
// apps) equal what the real tool prints when run by hand with the flags Argo CD would derive from
// the Application — written out here by hand, not computed by cmp-lint. Missing tools skip visibly.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { APPS, monorepoFiles } from '../fixtures/monorepo/generate.js';
import { findHelm } from '../helpers/tools.js';
import { clusterScopedCrdKinds, targetObjects } from '../../src/diff/argo-target.js';
import { applyIgnore, compileRules } from '../../src/diff/argo-ignore.js';
import { overridesOf } from '../../src/diff/argo-settings.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = join(ROOT, 'dist/cli.js');

const onPath = (tool: string, path = process.env.PATH ?? ''): string | undefined => {
  for (const d of path.split(delimiter)) {
    const p = join(d, tool);
    if (d && spawnSync('test', ['-x', p]).status === 0) return p;
  }
  return undefined;
};
/** helm: CMP_LINT_TEST_HELM, the scripts/get-tools.mjs cache, PATH (test/helpers/tools.ts) */
const HELM = findHelm();
const KUBECTL = onPath('kubectl');
const JSONNET = onPath('jsonnet');
const PATH = [HELM ? dirname(HELM) : '', process.env.PATH ?? ''].filter(Boolean).join(delimiter);

const work = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-monorepo-')));
const repo = join(work, 'repo');
after(() => rmSync(work, { recursive: true, force: true }));

const git = (...a: string[]) => execFileSync('git', ['-C', repo, ...a], { encoding: 'utf8' }).trim();
function commit(files: Record<string, string>, message: string): string {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, rel)), { recursive: true });
    writeFileSync(join(repo, rel), text);
  }
  git('add', '-A');
  git('commit', '-q', '-m', message);
  return git('rev-parse', 'HEAD');
}

interface Change {
  status: string;
  key: { group: string; kind: string; namespace: string; name: string };
  diff?: string;
}
interface App {
  app: string;
  generatedBy?: string;
  status: string;
  sourceType?: string;
  sourceIndex?: number;
  resources: Change[];
  error?: { message: string };
  note?: string;
}
interface Report {
  apps: App[];
  stats: { renders: number };
}

function cli(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: repo, encoding: 'utf8', env: { PATH, HOME: work, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024, timeout: 600_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

let empty = '';
let base = '';
let head = '';
let pr: Report;
let prMarkdown = '';
let sampled: Report;

/** Sampled apps per fixture kind (their Application files), checked against the real tools. */
const SAMPLE: Record<string, string[]> = {
  helm: ['web-payments', 'web-search', 'web-growth', 'stack-core', 'hello-frontend', 'crontab-jobs', 'hello-prod', 'cron-reports', 'merged-ui'],
  kustomize: ['orders-prod', 'carts-staging', 'wishlist-dev', 'multibases-cluster-a', 'multibases-prod', 'mb-staging'],
  directory: ['namespaces', 'quotas', 'dashboards', 'quotas-west'],
  jsonnet: ['gateway', 'auth', 'ingest'],
  multi: ['portal'],
  plugin: ['ads'],
};

before(async () => {
  mkdirSync(repo);
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'cmp-lint tests');
  git('config', 'user.email', 'tests@cmp-lint.invalid');
  git('config', 'commit.gpgsign', 'false');
  empty = commit({ 'README.md': 'nothing yet\n' }, 'empty');
  base = commit(monorepoFiles('base'), 'base');
  head = commit(monorepoFiles('head'), 'head');
  const r = cli(['diff', '--base', base, '--head', head, '--format', 'json', '--sandbox', 'none', '--fail-on', 'never']);
  assert.equal(r.code, 0, r.stderr);
  pr = JSON.parse(r.stdout);
  const files = [
    ...new Set(
      Object.values(SAMPLE)
        .flat()
        .map((n) => APPS.find((a) => a.name === n)!.file),
    ),
  ];
  const s = cli(['diff', '--base', empty, '--head', head, '--format', 'json', '--sandbox', 'none', '--fail-on', 'never', ...files]);
  assert.equal(s.code, 0, s.stderr);
  sampled = JSON.parse(s.stdout);
});

const KIND_TYPE: Record<string, string[]> = { helm: ['helm'], kustomize: ['kustomize'], directory: ['directory'], jsonnet: ['directory'], multi: ['kustomize', 'directory'], plugin: ['plugin'] };
const needs = (kind: string): string | false => {
  const missing = { helm: !HELM && 'helm', kustomize: !KUBECTL && 'kubectl', jsonnet: !JSONNET && 'jsonnet', multi: !KUBECTL && 'kubectl' }[kind as 'helm'];
  return missing ? `${missing} is not installed (helm: set CMP_LINT_TEST_HELM or run \`node scripts/get-tools.mjs\`; else put it on PATH)` : false;
};

test('the fixture monorepo has at least 50 Applications of every kind', () => {
  assert.ok(APPS.filter((a) => !a.added).length >= 50);
  for (const k of Object.keys(KIND_TYPE)) assert.ok(APPS.some((a) => a.kind === k), k);
  // ApplicationSets of every evaluable generator, and apps on the vendored public charts/overlays
  const sets = [...new Set(APPS.filter((a) => a.generatedBy).map((a) => a.generatedBy))];
  assert.deepEqual(sets, ['hello-envs', 'multibases', 'crontabs', 'infra-clusters', 'merged']);
  const setText = Object.entries(monorepoFiles('base'))
    .filter(([f]) => f.startsWith('argocd/appsets/'))
    .map(([, t]) => t)
    .join('\n');
  for (const g of ['- list:', '- git:', 'directories:', 'files:', '- matrix:', '- merge:']) assert.ok(setText.includes(g), g);
  assert.ok(APPS.filter((a) => a.vendored && !a.added && a.kind === 'helm').length >= 4);
  assert.ok(APPS.filter((a) => a.vendored && !a.added && a.kind === 'kustomize').length >= 4);
});

test('one diff over the PR renders every kind; each changed or added app is reported as such, nothing fails', () => {
  const byName = new Map<string, App[]>();
  for (const a of pr.apps) byName.set(a.app, [...(byName.get(a.app) ?? []), a]);
  for (const a of APPS) {
    const got = byName.get(a.name) ?? [];
    // apps the PR does not affect are left out of the report; the others are in it
    if (a.changed || a.added) assert.ok(got.length > 0, `${a.name} is in the report`);
    // an ApplicationSet's apps carry their origin
    if (a.generatedBy) for (const g of got) assert.equal(g.generatedBy, `ApplicationSet "${a.generatedBy}" at ${a.file}:1`, a.name);
    else for (const g of got) assert.equal(g.generatedBy, undefined, a.name);
    const skipped = needs(a.kind);
    if (skipped) {
      // the tool is missing: the app is listed as not rendered, with the reason
      if (a.changed || a.added) assert.ok(got.every((g) => g.status === 'skipped' || g.status === 'added' || g.status === 'changed'), a.name);
      continue;
    }
    for (const g of got) assert.ok(!g.error && g.status !== 'failed' && g.status !== 'skipped', `${a.name}: ${g.status} ${g.error?.message ?? g.note ?? ''}`);
    if (a.added) assert.deepEqual(got.map((g) => g.status), got.map(() => 'added'), a.name);
    else if (a.changed) assert.ok(got.some((g) => g.status === 'changed'), `${a.name} should be changed: ${JSON.stringify(got.map((g) => g.status))}`);
    else assert.ok(got.every((g) => g.status === 'unchanged'), `${a.name} is untouched by the PR but shows ${JSON.stringify(got.map((g) => g.status))}`);
    for (const g of got) assert.ok(KIND_TYPE[a.kind].includes(g.sourceType as string), `${a.name}: ${g.sourceType}`);
  }
});

test('the report groups the apps by kind (one markdown table per kind, in kind order)', () => {
  // the same report as markdown, without rendering again: `--merge` of the one JSON report
  const json = join(work, 'pr.json');
  writeFileSync(json, JSON.stringify(pr));
  const md = cli(['diff', '--merge', json, '--format', 'markdown']);
  assert.equal(md.code, 0, md.stderr);
  prMarkdown = md.stdout;
  const counts = new Map<string, number>();
  for (const a of pr.apps) counts.set(a.sourceType ?? 'other', (counts.get(a.sourceType ?? 'other') ?? 0) + 1);
  const titles: Record<string, string> = { plugin: 'Plugin', kustomize: 'Kustomize', helm: 'Helm', directory: 'Directory' };
  let last = -1;
  for (const k of ['plugin', 'kustomize', 'helm', 'directory']) {
    if (!counts.get(k)) continue;
    const at = prMarkdown.indexOf(`**${titles[k]} apps** (${counts.get(k)})`);
    assert.ok(at > last, `**${titles[k]} apps** (${counts.get(k)}) in order in:\n${prMarkdown.slice(0, 3000)}`);
    last = at;
  }
  // ApplicationSets' apps sit in the table of their kind, with the ApplicationSet named in the row
  const section = (k: string) => {
    const from = prMarkdown.indexOf(`**${titles[k]} apps**`);
    const to = prMarkdown.indexOf('\n\n', prMarkdown.indexOf('|---|', from));
    return prMarkdown.slice(from, to);
  };
  const generated = APPS.filter((x) => x.generatedBy && (x.changed || x.added));
  assert.ok(generated.length >= 8);
  for (const a of generated) {
    const kind = KIND_TYPE[a.kind][0];
    assert.ok(section(kind).includes(`| \`${a.name}\` (from ApplicationSet "${a.generatedBy}") |`), `${a.name} in the ${kind} table:\n${section(kind)}`);
  }
});

// ---- the sampled apps against the real tools ----

/** The resources an "added" app's diff shows, parsed back from the unified diff. */
function addedResources(name: string, sourceIndex?: number): unknown[] {
  const a = sampled.apps.find((x) => x.app === name && x.sourceIndex === sourceIndex);
  assert.ok(a, `${name}${sourceIndex !== undefined ? `#${sourceIndex}` : ''} is in the sampled report: ${sampled.apps.map((x) => x.app).join(', ')}`);
  assert.equal(a.status, 'added', `${name}: ${a.error?.message ?? a.note ?? ''}`);
  return a.resources.map((r) => {
    const body = (r.diff ?? '')
      .split('\n')
      .filter((l) => l.startsWith('+') && !l.startsWith('+++'))
      .map((l) => l.slice(1))
      .join('\n');
    return parseAllDocuments(body)[0].toJS();
  });
}

/** Tool output: YAML documents (null ones dropped) or a JSON array. */
function docs(text: string): unknown[] {
  const t = text.trim();
  if (t.startsWith('[')) return JSON.parse(t);
  return parseAllDocuments(text)
    .map((d) => d.toJS())
    .filter((d) => d !== null && d !== undefined);
}

const keyOf = (m: any) => `${m.apiVersion?.split('/').slice(0, -1).join('/') ?? ''}/${m.kind}/${m.metadata?.namespace ?? ''}/${m.metadata?.name}`;
const sorted = (list: unknown[]) => [...list].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));

/**
 * Tool output as the diff shows it: what Argo CD adds before comparing — the tracking annotation,
 * the destination namespace on namespaced objects, `/status` ignored (src/diff/argo-*.ts, checked
 * against Argo CD's own test vectors in test/diff/semantics-units.test.ts). The tool parity under
 * test here is the rest of each object.
 */
/** The destination namespace of the sampled generated apps, read off their ApplicationSet templates by hand. */
const GENERATED_NS: Record<string, string> = { 'hello-prod': 'hello-prod', 'cron-reports': 'analytics', 'merged-ui': 'merged', 'mb-staging': 'mb-staging', 'quotas-west': 'infra-west' };

function asArgoCompares(name: string, list: unknown[]): unknown[] {
  let destNamespace = GENERATED_NS[name];
  if (destNamespace === undefined) {
    const file = APPS.find((a) => a.name === name)!.file;
    const app = parseAllDocuments(git('show', `${head}:${file}`))
      .map((d) => d.toJS() as any)
      .find((d) => d?.kind === 'Application' && d.metadata?.name === name);
    assert.ok(app, `${name}: its Application in ${file}`);
    destNamespace = app.spec.destination?.namespace ?? '';
  }
  const objs = targetObjects(list as Record<string, unknown>[], { method: 'annotation', labelKey: 'app.kubernetes.io/instance', appName: name, destNamespace }, clusterScopedCrdKinds(list as Record<string, unknown>[]));
  const rules = compileRules(overridesOf({}));
  return objs.map((o) => applyIgnore(o, rules));
}

function sameResources(name: string, got: unknown[], wantRaw: unknown[]): void {
  assert.ok(wantRaw.length > 0, `${name}: the tool printed nothing`);
  const want = asArgoCompares(name.replace(/#\d+$/, ''), wantRaw);
  assert.deepEqual(sorted(got).map(keyOf), sorted(want).map(keyOf), `${name}: the same resources`);
  assert.deepEqual(sorted(got), sorted(want), `${name}: the same content`);
}

/** The head commit's tree, for the tools run by hand (a fresh copy per command that writes). */
function headTree(): string {
  const d = mkdtempSync(join(work, 'head-'));
  execFileSync('sh', ['-c', `git -C "${repo}" archive ${head} | tar -x -C "${d}"`]);
  return d;
}

const run = (cmd: string, args: string[], cwd: string, env: Record<string, string> = {}) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', env: { PATH, HOME: work, ...env }, maxBuffer: 64 * 1024 * 1024 });

test('helm apps equal `helm template` with the flags Argo CD derives', { skip: needs('helm') }, () => {
  const tree = headTree();
  const chart = join(tree, 'charts/web');
  const inline = join(work, 'payments-values.yaml');
  writeFileSync(inline, 'ingress:\n  enabled: true\n  host: payments.example.com\n');
  // parameters → --set / --set-string (forceString); the missing value file is dropped (ignoreMissingValueFiles)
  sameResources(
    'web-payments',
    addedResources('web-payments'),
    docs(run(HELM!, ['template', '.', '--name-template', 'payments-web', '--namespace', 'payments', '--set', 'image.tag=2.5.3', '--set-string', 'env.TEAM=payments', '--values', join(chart, 'values-prod.yaml'), '--values', inline, '--include-crds'], chart)),
  );
  // valuesObject, fileParameters (--set-file), kubeVersion, apiVersions, skipCrds (no CRDs), skipTests
  const obj = join(work, 'search-values.yaml');
  writeFileSync(obj, 'autoscaling:\n  enabled: true\n  maxReplicas: 10\npodAnnotations:\n  team: search\n');
  sameResources(
    'web-search',
    addedResources('web-search'),
    docs(run(HELM!, ['template', '.', '--name-template', 'search-web', '--namespace', 'search', '--kube-version', '1.29.4', '--set-file', `configFile=${join(chart, 'files/app.conf')}`, '--values', obj, '--api-versions', 'autoscaling/v2', '--skip-tests'], chart)),
  );
  sameResources(
    'web-growth',
    addedResources('web-growth'),
    docs(run(HELM!, ['template', '.', '--name-template', 'growth-web', '--namespace', 'growth', '--set', 'image.tag=3.0.0', '--values', join(chart, 'values-prod.yaml'), '--include-crds'], chart)),
  );
  // no charts/ directory: the dependency is built first, as the repo-server does
  const stack = join(tree, 'charts/stack');
  run(HELM!, ['dependency', 'build'], stack);
  sameResources('stack-core', addedResources('stack-core'), docs(run(HELM!, ['template', '.', '--name-template', 'stack-core', '--namespace', 'stack', '--include-crds'], stack)));
});

test('apps on the vendored public charts, written and generated by ApplicationSets, equal `helm template`', { skip: needs('helm') }, () => {
  const tree = headTree();
  const hello = join(tree, 'charts/hello-world');
  const crd = join(tree, 'charts/helm-crd');
  // valuesObject → a values file
  const obj = join(work, 'frontend-values.yaml');
  writeFileSync(obj, 'replicaCount: 2\nimage:\n  tag: "1.25.4"\n');
  sameResources('hello-frontend', addedResources('hello-frontend'), docs(run(HELM!, ['template', '.', '--name-template', 'frontend', '--namespace', 'frontend', '--values', obj, '--include-crds'], hello)));
  // the chart's crds/ directory is part of the output (no skipCrds)
  const jobs = docs(run(HELM!, ['template', '.', '--name-template', 'crontab-jobs', '--namespace', 'jobs', '--include-crds'], crd));
  assert.ok(jobs.some((d: any) => d.kind === 'CustomResourceDefinition'));
  sameResources('crontab-jobs', addedResources('crontab-jobs'), jobs);
  // list generator (fasttemplate): release name and parameter from the element
  sameResources('hello-prod', addedResources('hello-prod'), docs(run(HELM!, ['template', '.', '--name-template', 'hello-prod', '--namespace', 'hello-prod', '--set', 'replicaCount=4', '--include-crds'], hello)));
  // git files generator (goTemplate): release name and namespace from config.json, skipCrds
  sameResources('cron-reports', addedResources('cron-reports'), docs(run(HELM!, ['template', '.', '--name-template', 'reports', '--namespace', 'analytics'], crd)));
  // merge generator: the second list overrides replicas of the ui element
  sameResources('merged-ui', addedResources('merged-ui'), docs(run(HELM!, ['template', '.', '--name-template', 'ui', '--namespace', 'merged', '--set', 'replicaCount=5', '--include-crds'], hello)));
});

/** kubectl kustomize on a hand-written kustomization that wraps the overlay with the Application's settings. */
function kustomizeWrapped(tree: string, name: string, kustomization: string): unknown[] {
  const dir = join(tree, '_expected', name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'kustomization.yaml'), kustomization);
  return docs(run(KUBECTL!, ['kustomize', dir], tree));
}

test('kustomize apps equal `kubectl kustomize` of the overlay with the Application settings written by hand', { skip: needs('kustomize') }, () => {
  const tree = headTree();
  // orders-prod: namePrefix, images, components
  sameResources(
    'orders-prod',
    addedResources('orders-prod'),
    kustomizeWrapped(tree, 'orders-prod', 'resources:\n  - ../../kustomize/overlays/prod\nnamePrefix: orders-\nimages:\n  - name: ghcr.io/example/api\n    newName: ghcr.io/example/orders\n    newTag: 3.1.0\ncomponents:\n  - ../../kustomize/components/monitoring\n'),
  );
  // carts-staging (n=4): namePrefix, images, commonAnnotations, replicas? no: n%5==4 → patches
  sameResources(
    'carts-staging',
    addedResources('carts-staging'),
    kustomizeWrapped(
      tree,
      'carts-staging',
      'resources:\n  - ../../kustomize/overlays/staging\nnamePrefix: carts-\nimages:\n  - name: ghcr.io/example/api\n    newName: ghcr.io/example/carts\n    newTag: 3.2.0-rc.1\ncommonAnnotations:\n  owner: carts@example.com\npatches:\n  - target:\n      kind: Service\n      name: api\n    patch: |-\n      - op: replace\n        path: /spec/type\n        value: NodePort\n',
    ),
  );
  // wishlist-dev: namePrefix and forced commonLabels (selectors included)
  sameResources(
    'wishlist-dev',
    addedResources('wishlist-dev'),
    kustomizeWrapped(tree, 'wishlist-dev', 'resources:\n  - ../../kustomize/overlays/dev\nnamePrefix: wishlist-\ncommonLabels:\n  app: wishlist\n'),
  );
});

test('apps on the vendored kustomize overlays, written and generated by a git directories ApplicationSet, equal `kubectl kustomize`', { skip: needs('kustomize') }, () => {
  const tree = headTree();
  // no kustomize options: the directory is built as it is
  sameResources('multibases-cluster-a', addedResources('multibases-cluster-a'), docs(run(KUBECTL!, ['kustomize', join(tree, 'kustomize/multibases')], tree)));
  sameResources('multibases-prod', addedResources('multibases-prod'), kustomizeWrapped(tree, 'multibases-prod', 'resources:\n  - ../../kustomize/multibases/production\nimages:\n  - name: nginx\n    newName: nginx\n    newTag: 1.27.1\n'));
  // generated from the directory kustomize/multibases/staging: commonLabels from path.basename
  sameResources('mb-staging', addedResources('mb-staging'), kustomizeWrapped(tree, 'mb-staging', 'resources:\n  - ../../kustomize/multibases/staging\ncommonLabels:\n  env: staging\n'));
});

test('directory apps equal the manifest files Argo CD reads (recurse, include, exclude) parsed directly', () => {
  const tree = headTree();
  const files = (dir: string, names: string[]) => names.flatMap((n) => docs(readText(join(tree, dir, n))));
  // namespaces: not recursive; README.md and the kind-less YAML are not manifests
  sameResources('namespaces', addedResources('namespaces'), files('manifests/namespaces', ['00-config.yaml', '10-more.yml', 'extra.json']));
  // quotas: recurse with exclude '{*skip-me*,extra.json}'
  sameResources('quotas', addedResources('quotas'), files('manifests/quotas', ['00-config.yaml', '10-more.yml', 'nested/sub.yaml']));
  // dashboards: recurse with include '*.yaml'
  sameResources('dashboards', addedResources('dashboards'), files('manifests/dashboards', ['00-config.yaml', 'nested/skip-me.yaml', 'nested/sub.yaml']));
  // quotas-west, generated by the matrix ApplicationSet: manifests/quotas with recurse, no filters
  sameResources('quotas-west', addedResources('quotas-west'), files('manifests/quotas', ['00-config.yaml', '10-more.yml', 'extra.json', 'nested/skip-me.yaml', 'nested/sub.yaml']));
});

function readText(p: string): string {
  return execFileSync('cat', [p], { encoding: 'utf8' });
}

test('jsonnet apps equal `jsonnet` with the Application\'s libs, tlas and extVars as flags', { skip: needs('jsonnet') }, () => {
  const tree = headTree();
  const app = (n: string) => join(tree, 'jsonnet/apps', n);
  const lib = join(tree, 'jsonnet/lib');
  sameResources('gateway', addedResources('gateway'), docs(run(JSONNET!, ['-J', app('gateway'), '-J', lib, '--tla-str', 'tag=v0.0', '--tla-code', 'replicas=1', '--ext-str', 'cluster=gateway', join(app('gateway'), 'main.jsonnet')], app('gateway'))));
  sameResources('auth', addedResources('auth'), docs(run(JSONNET!, ['-J', app('auth'), '-J', lib, '--tla-str', 'tag=v1.0', '--tla-code', 'replicas=2', '--tla-code', 'debug=true', '--ext-str', 'cluster=eu-1', join(app('auth'), 'main.jsonnet')], app('auth'))));
  // $ARGOCD_APP_REVISION_SHORT: the first 7 characters of the head commit
  sameResources('ingest', addedResources('ingest'), docs(run(JSONNET!, ['-J', app('ingest'), '-J', lib, '--ext-str', `image=ghcr.io/example/ingest:${head.slice(0, 7)}`, join(app('ingest'), 'main.jsonnet')], app('ingest'))));
});

test('multi-source and plugin apps: each source as its own tool prints it', { skip: needs('multi') }, () => {
  const tree = headTree();
  sameResources('portal#0', addedResources('portal', 0), kustomizeWrapped(tree, 'portal', 'resources:\n  - ../../kustomize/overlays/dev\nnamePrefix: portal-\n'));
  sameResources('portal#1', addedResources('portal', 1), docs(readText(join(tree, 'manifests/multi-extra/portal/extra.yaml'))));
  // the ref-only source generates nothing and is not listed as an app of its own
  assert.ok(!sampled.apps.some((a) => a.app === 'portal' && a.sourceIndex === 2 && a.status !== 'skipped'));
  // the plugin's generate command run by hand in the app directory with Argo CD's variables
  const dir = join(tree, 'plugin-apps/ads');
  const out = run('sh', ['-c', 'for f in *.tpl.yaml; do sed -e "s/@APP@/ads/g" -e "s/@STAGE@/dev/g" "$f"; echo ---; done'], dir);
  sameResources('ads', addedResources('ads'), docs(out));
  void cpSync;
});
