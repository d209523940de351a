// Charts from a Helm repository: a loopback HTTP server in this test serves an index.yaml and
// archives built here with the real `helm package` / `helm repo index`. Checked: `chart:` sources
// with a version constraint, `$ref` value files on a chart source, repository dependencies of a
// chart in the repository, the fetch policy (off by default, only allowed repositories, never
// credentials, archives only from the repository's origin), and the cache.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { loadModel } from '../../src/lint.js';
import { loadConfig } from '../../src/config.js';
import { renderSource, type RenderResult } from '../../src/render/index.js';
import { normalizeHelmRepo, pickVersion, constraint, parseSemver, checkRepo, type ChartFetchPolicy } from '../../src/native/helm-repo.js';
import { gitRepo, scratch } from '../diff/helpers.js';
import { findHelm, pathWith, toolSkip } from '../helpers/tools.js';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'native-helm');
const tmp = scratch('cmp-lint-helm-remote-');
const HELM = findHelm();
const skip = toolSkip('helm');
const env = { ...process.env, PATH: HELM ? pathWith(HELM) : (process.env.PATH ?? '') };
const helm = (args: string[], cwd = tmp, home = mkdtempSync(join(tmp, 'home-'))) => execFileSync(HELM!, args, { cwd, encoding: 'utf8', env: { PATH: env.PATH, HOME: home } });

/** helm without blocking the event loop (the loopback server answers in this process) */
const helmAsync = async (args: string[], cwd: string, home: string) => (await promisify(execFile)(HELM!, args, { cwd, encoding: 'utf8', env: { PATH: env.PATH, HOME: home } })).stdout;

// ---- the loopback Helm repository -------------------------------------------------------------
const served = join(tmp, 'served');
const requests: { url: string; headers: IncomingHttpHeaders }[] = [];
const server = createServer((req, res) => {
  requests.push({ url: req.url ?? '', headers: req.headers });
  const name = (req.url ?? '').replace(/^\/stable\//, '');
  if (name === 'hang/index.yaml') return; // never answers
  if (name === 'moved/index.yaml') {
    res.writeHead(302, { location: '/stable/index.yaml' }).end();
    return;
  }
  try {
    const body = readFileSync(join(served, name));
    res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
});
let REPO = '';
const ready = HELM
  ? new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())).then(() => {
      REPO = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stable`;
      mkdirSync(served, { recursive: true });
      // widgets 1.2.0, 1.3.0 and 2.0.0, packaged from the fixture chart
      for (const v of ['1.2.0', '1.3.0', '2.0.0']) {
        const src = join(tmp, `widgets-${v}`);
        cpSync(join(FIXTURE, 'charts/widgets'), src, { recursive: true });
        writeFileSync(join(src, 'Chart.yaml'), readFileSync(join(src, 'Chart.yaml'), 'utf8').replace('version: 1.2.0', `version: ${v}`));
        helm(['package', src, '--destination', served]);
      }
      helm(['repo', 'index', served, '--url', REPO]);
    })
  : Promise.resolve();
server.keepAliveTimeout = 60_000;
after(() => {
  server.closeAllConnections();
  server.close();
});

/** A repository with Applications pointing at the loopback Helm repository. */
function remoteRepo(name: string): string {
  const root = join(tmp, name);
  cpSync(FIXTURE, root, { recursive: true });
  const app = (file: string, text: string) => writeFileSync(join(root, 'apps', file), text);
  app(
    'widgets-remote.yaml',
    `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: widgets-remote, namespace: argocd}
spec:
  project: default
  destination: {server: https://kubernetes.default.svc, namespace: parts}
  source:
    repoURL: ${REPO}
    chart: widgets
    targetRevision: 1.x
    helm:
      valuesObject: {colour: red}
`,
  );
  app(
    'widgets-multi.yaml',
    `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: widgets-multi, namespace: argocd}
spec:
  project: default
  destination: {server: https://kubernetes.default.svc, namespace: parts}
  sources:
    - repoURL: ${REPO}/
      chart: widgets
      targetRevision: 2.0.0
      helm:
        releaseName: gadgets
        valueFiles: [$config/envs/widgets.yaml]
    - repoURL: https://git.example.com/platform/deploy.git
      targetRevision: HEAD
      ref: config
`,
  );
  mkdirSync(join(root, 'charts/catalog/templates'), { recursive: true });
  writeFileSync(
    join(root, 'charts/catalog/Chart.yaml'),
    `apiVersion: v2
name: catalog
version: 0.2.0
dependencies:
  - name: widgets
    version: ~1.2.0
    repository: ${REPO}
  - name: banner
    version: 0.1.x
    repository: file://../banner
`,
  );
  writeFileSync(join(root, 'charts/catalog/values.yaml'), 'widgets:\n  colour: orange\nbanner:\n  text: hello shoppers\n');
  app(
    'catalog.yaml',
    `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: catalog, namespace: argocd}
spec:
  project: default
  destination: {server: https://kubernetes.default.svc, namespace: shop}
  source:
    repoURL: https://git.example.com/platform/deploy.git
    targetRevision: HEAD
    path: charts/catalog
`,
  );
  execFileSync('git', ['init', '-q', '-b', 'main', root]);
  execFileSync('git', ['-C', root, 'remote', 'add', 'origin', 'https://git.example.com/platform/deploy.git']);
  return root;
}

async function render(root: string, apps: string[], fetchCharts?: ChartFetchPolicy, timeoutMs?: number): Promise<Map<string, RenderResult>> {
  const config = loadConfig(root);
  const { model } = await loadModel(['.'], { cwd: root, config, root });
  const out = new Map<string, RenderResult>();
  for (const s of model.sources) {
    if (!apps.includes(s.app.name)) continue;
    const key = s.index === undefined ? s.app.name : `${s.app.name}#${s.index}`;
    out.set(key, await renderSource({ repoRoot: root, source: s, plugins: model.plugins, sidecars: model.sidecars, revision: '0123456789abcdef', hostEnv: env, tmpRoot: tmp, fetchCharts, timeoutMs }));
  }
  return out;
}

const parse = (text: string) =>
  parseAllDocuments(text)
    .map((d) => d.toJS())
    .filter((x) => x !== null);

test('a `chart:` source is fetched only with --fetch-charts; the constraint picks the highest 1.x; output equals helm template of that archive', { skip }, async () => {
  await ready;
  const root = remoteRepo('remote-a');
  const cacheDir = join(tmp, 'cache-a');
  const off = (await render(root, ['widgets-remote'])).get('widgets-remote')!;
  assert.equal(off.skipped, `a Helm repository chart (widgets): charts from Helm repositories are fetched only with --fetch-charts (${REPO.replace('/stable', '')})`);
  assert.equal(requests.length, 0);

  const r = (await render(root, ['widgets-remote'], { enabled: true, cacheDir })).get('widgets-remote')!;
  assert.equal(r.error, undefined, r.error?.message);
  assert.equal(r.sourceType, 'helm');
  const inline = join(tmp, 'red.yaml');
  writeFileSync(inline, 'colour: red\n');
  assert.deepEqual(r.manifests, parse(helm(['template', 'widgets-remote', join(served, 'widgets-1.3.0.tgz'), '--namespace', 'parts', '-f', inline, '--include-crds'])));
  assert.equal((r.manifests[0].metadata as any).labels.from, 'widgets-1.3.0');
  assert.deepEqual(r.commands?.[0], `fetch widgets 1.3.0 from ${REPO}`);
  assert.deepEqual(
    requests.map((q) => q.url),
    ['/stable/index.yaml', '/stable/widgets-1.3.0.tgz'],
  );
  // never credentials or cookies
  assert.ok(requests.every((q) => !q.headers.authorization && !q.headers.cookie));

  // cached by repository + chart + version: the next render needs no request for the archive
  requests.length = 0;
  const again = (await render(root, ['widgets-remote'], { enabled: true, cacheDir })).get('widgets-remote')!;
  assert.deepEqual(again.manifests, r.manifests);
  assert.deepEqual(requests.map((q) => q.url), []);
});

test('a multi-source chart with a `$ref` value file from this repository; the allow list gates the repository', { skip }, async () => {
  await ready;
  const root = remoteRepo('remote-b');
  const cacheDir = join(tmp, 'cache-b');
  const refused = (await render(root, ['widgets-multi'], { enabled: true, cacheDir, allowed: new Set(['https://charts.example.com']) })).get('widgets-multi#0')!;
  assert.match(refused.skipped ?? '', /^a Helm repository chart \(widgets\): http:\/\/127\.0\.0\.1:\d+\/stable is not used on the base side: a pull request cannot add a repository to fetch from$/);
  const r = (await render(root, ['widgets-multi'], { enabled: true, cacheDir, allowed: new Set([normalizeHelmRepo(REPO)]) })).get('widgets-multi#0')!;
  assert.equal(r.error, undefined, r.error?.message);
  assert.deepEqual(r.manifests, parse(helm(['template', 'gadgets', join(served, 'widgets-2.0.0.tgz'), '--namespace', 'parts', '-f', join(root, 'envs/widgets.yaml'), '--include-crds'])));
  assert.deepEqual((r.manifests[0].metadata as any).labels, { colour: 'purple', from: 'widgets-2.0.0' });
});

test('repository dependencies are fetched by cmp-lint (the sandbox has no network), file:// ones packaged by helm', { skip }, async () => {
  await ready;
  const root = remoteRepo('remote-c');
  const off = (await render(root, ['catalog'])).get('catalog')!;
  assert.match(off.skipped ?? '', /^chart dependency widgets: charts from Helm repositories are fetched only with --fetch-charts/);
  const r = (await render(root, ['catalog'], { enabled: true, cacheDir: join(tmp, 'cache-c') })).get('catalog')!;
  assert.equal(r.error, undefined, `${r.error?.message}\n${r.stderr}`);
  // by hand: the repository added (as Argo CD adds a dependency repository), helm dependency
  // build, then template
  const copy = join(tmp, 'catalog-by-hand');
  cpSync(join(root, 'charts'), copy, { recursive: true });
  const home = mkdtempSync(join(tmp, 'home-'));
  await helmAsync(['repo', 'add', 'loopback', REPO], tmp, home);
  await helmAsync(['dependency', 'build'], join(copy, 'catalog'), home);
  assert.deepEqual(r.manifests, parse(helm(['template', 'catalog', '.', '--namespace', 'shop', '--include-crds'], join(copy, 'catalog'))));
  assert.deepEqual(
    r.manifests.map((m) => `${m.kind} ${JSON.stringify((m as any).data ?? (m.metadata as any).labels)}`),
    ['ConfigMap {"text":"hello shoppers","chart":"banner-0.1.1"}', 'Service {"colour":"orange","from":"widgets-1.2.0"}'],
  );
});

test('fetch policy: OCI, credentials in the URL, other schemes and redirects are refused', { skip }, async () => {
  await ready;
  const on: ChartFetchPolicy = { enabled: true, cacheDir: join(tmp, 'cache-d') };
  assert.throws(() => checkRepo('oci://registry.example.com/charts', on), /is an OCI registry: OCI charts are fetched only for `chart:` sources/);
  assert.throws(() => checkRepo('registry.example.com/charts', on), /is an OCI registry/);
  assert.throws(() => checkRepo('https://user:secret@charts.example.com', on), /carries credentials/);
  assert.throws(() => checkRepo('file:///etc', on), /file: repositories are not fetched/);
  assert.throws(() => checkRepo('https://charts.example.com', { enabled: false }), /only with --fetch-charts/);
  const root = remoteRepo('remote-d');
  writeFileSync(join(root, 'apps/widgets-remote.yaml'), readFileSync(join(root, 'apps/widgets-remote.yaml'), 'utf8').replace(`repoURL: ${REPO}`, `repoURL: ${REPO}/moved`));
  const r = (await render(root, ['widgets-remote'], on)).get('widgets-remote')!;
  assert.match(r.error?.message ?? '', /^failed to fetch chart widgets: GET http:\/\/127\.0\.0\.1:\d+\/stable\/moved\/index\.yaml: redirect \(302\) not followed$/);
  // a repository that never answers ends with the render's deadline, as a failure
  writeFileSync(join(root, 'apps/widgets-remote.yaml'), readFileSync(join(root, 'apps/widgets-remote.yaml'), 'utf8').replace(`repoURL: ${REPO}/moved`, `repoURL: ${REPO}/hang`));
  const hung = (await render(root, ['widgets-remote'], on, 1500)).get('widgets-remote')!;
  assert.match(hung.error?.message ?? '', /^failed to fetch chart widgets: GET http:\/\/127\.0\.0\.1:\d+\/stable\/hang\/index\.yaml: .*(?:timeout|aborted)/i);
});

/** A repository whose Application takes a value file by URL from the loopback server. */
function urlValuesRepo(name: string, url: string): string {
  const root = remoteRepo(name);
  writeFileSync(
    join(root, 'apps/widgets-url.yaml'),
    `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: widgets-url, namespace: argocd}
spec:
  project: default
  destination: {server: https://kubernetes.default.svc, namespace: parts}
  source:
    repoURL: https://git.example.com/platform/deploy.git
    targetRevision: HEAD
    path: charts/widgets
    helm:
      valueFiles:
        - ${url}
`,
  );
  return root;
}

test('a value file by URL: fetched only with --fetch-charts and only from allowed URLs; output equals helm template fetching the URL itself', { skip }, async () => {
  await ready;
  writeFileSync(join(served, 'teal.yaml'), 'colour: teal\n');
  const url = `${REPO}/teal.yaml`;
  const root = urlValuesRepo('remote-url', url);
  requests.length = 0;
  const off = (await render(root, ['widgets-url'])).get('widgets-url')!;
  assert.equal(off.skipped, `value file ${JSON.stringify(url)}: value files by URL are fetched only with --fetch-charts (${new URL(REPO).origin})`);
  const refused = (await render(root, ['widgets-url'], { enabled: true, allowedValueFiles: new Set([`${REPO}/other.yaml`]) })).get('widgets-url')!;
  assert.equal(refused.skipped, `value file ${JSON.stringify(url)}: ${url} is not used on the base side: a pull request cannot add a URL to fetch from`);
  assert.equal(requests.length, 0);

  const r = (await render(root, ['widgets-url'], { enabled: true, allowedValueFiles: new Set([url]) })).get('widgets-url')!;
  assert.equal(r.error, undefined, r.error?.message);
  assert.deepEqual(requests.map((q) => q.url), ['/stable/teal.yaml']);
  assert.ok(requests.every((q) => !q.headers.authorization && !q.headers.cookie));
  assert.ok(r.commands?.includes(`fetch value file ${url}`), JSON.stringify(r.commands));
  // helm given the URL downloads it itself, as in the repo-server
  const byHand = parse(await helmAsync(['template', 'widgets-url', '.', '--namespace', 'parts', '--values', url, '--include-crds'], join(root, 'charts/widgets'), mkdtempSync(join(tmp, 'home-'))));
  assert.deepEqual(r.manifests, byHand);
  assert.equal((r.manifests[0].metadata as any).labels.colour, 'teal');

  // a missing file is helm's failure (no ignoreMissingValueFiles for URLs), a redirect is not followed,
  // credentials in the URL are never used
  const missing = (await render(urlValuesRepo('remote-url-404', `${REPO}/nope.yaml`), ['widgets-url'], { enabled: true })).get('widgets-url')!;
  assert.match(missing.error?.message ?? '', /^failed to fetch value file http:\/\/127\.0\.0\.1:\d+\/stable\/nope\.yaml: GET http:\/\/127\.0\.0\.1:\d+\/stable\/nope\.yaml: HTTP 404$/);
  const moved = (await render(urlValuesRepo('remote-url-302', `${REPO}/moved/index.yaml`), ['widgets-url'], { enabled: true })).get('widgets-url')!;
  assert.match(moved.error?.message ?? '', /redirect \(302\) not followed$/);
  const creds = (await render(urlValuesRepo('remote-url-creds', REPO.replace('http://', 'http://user:secret@') + '/teal.yaml'), ['widgets-url'], { enabled: true })).get('widgets-url')!;
  assert.match(creds.skipped ?? '', /the URL carries credentials: not fetched/);
});

test('semver constraints as chart versions use them', () => {
  const entries = ['1.2.0', '1.2.7', '1.3.0', '1.10.1', '2.0.0', '2.1.0-rc.1'].map((version) => ({ version, urls: [] }));
  const pick = (c: string) => pickVersion(entries, c)?.version;
  assert.equal(pick('1.x'), '1.10.1');
  assert.equal(pick('~1.2.0'), '1.2.7');
  assert.equal(pick('^1.2'), '1.10.1');
  assert.equal(pick('>=1.0.0 <1.3.0'), '1.2.7');
  assert.equal(pick('>=1.0.0, <2'), '1.10.1');
  assert.equal(pick('*'), '2.0.0');
  assert.equal(pick(''), '2.0.0');
  assert.equal(pick('2.1.0-rc.1'), '2.1.0-rc.1');
  assert.equal(pick('>=2.1.0-0'), '2.1.0-rc.1');
  assert.equal(pick('1.2.0 || 2.x'), '2.0.0');
  assert.equal(pick('3.x'), undefined);
  assert.equal(pick('not a version'), undefined);
  assert.ok(constraint('^0.2.3')!(parseSemver('0.2.9')!));
  assert.ok(!constraint('^0.2.3')!(parseSemver('0.3.0')!));
  assert.equal(normalizeHelmRepo('HTTPS://Charts.Example.com/stable/'), 'https://charts.example.com/stable');
});

test('diff (the built dist/cli.js) with --fetch-charts: a chart version bump diffs; a repository the base does not use is not fetched', { skip }, async () => {
  await ready;
  const repo = gitRepo(tmp);
  cpSync(join(remoteRepo('remote-e'), 'apps/widgets-remote.yaml'), join(repo.root, 'apps/widgets-remote.yaml'));
  const pinned = readFileSync(join(repo.root, 'apps/widgets-remote.yaml'), 'utf8').replace('targetRevision: 1.x', 'targetRevision: 1.2.0');
  repo.commit({ 'apps/widgets-remote.yaml': pinned }, 'base');
  repo.commit(
    {
      'apps/widgets-remote.yaml': pinned.replace('targetRevision: 1.2.0', 'targetRevision: 1.3.0'),
      'apps/sneaky.yaml': pinned.replace('name: widgets-remote', 'name: sneaky').replace(`repoURL: ${REPO}`, `repoURL: ${REPO.replace('/stable', '/internal')}`),
      // a value file by URL that no base Application names: not fetched either
      'apps/sneaky-values.yaml': readFileSync(join(urlValuesRepo('remote-e-url', `${REPO.replace('/stable', '/internal')}/values.yaml`), 'apps/widgets-url.yaml'), 'utf8').replace('name: widgets-url', 'name: sneaky-values'),
      'charts/widgets/Chart.yaml': readFileSync(join(FIXTURE, 'charts/widgets/Chart.yaml'), 'utf8'),
      'charts/widgets/values.yaml': readFileSync(join(FIXTURE, 'charts/widgets/values.yaml'), 'utf8'),
      'charts/widgets/templates/service.yaml': readFileSync(join(FIXTURE, 'charts/widgets/templates/service.yaml'), 'utf8'),
    },
    'bump the chart, add an app from a new repository',
  );
  requests.length = 0;
  const run = await promisify(execFile)(process.execPath, [join(import.meta.dirname, '..', '..', 'dist', 'cli.js'), 'diff', '--base', 'HEAD~1', '--fetch-charts', '--format', 'json', '--sandbox', 'none'], {
    cwd: repo.root,
    encoding: 'utf8',
    env: { PATH: env.PATH, HOME: mkdtempSync(join(tmp, 'home-')), XDG_CACHE_HOME: join(tmp, 'xdg-e') },
  }).catch((e) => e as { stdout: string; stderr: string });
  const report = JSON.parse(run.stdout);
  const row = (name: string) => report.apps.find((a: any) => a.app === name);
  assert.equal(row('widgets-remote').status, 'changed', run.stderr);
  assert.equal(row('widgets-remote').sourceType, 'helm');
  assert.match(row('widgets-remote').resources[0].diff, /^-\s+from: widgets-1\.2\.0$/m);
  assert.match(row('widgets-remote').resources[0].diff, /^\+\s+from: widgets-1\.3\.0$/m);
  assert.equal(row('sneaky').status, 'skipped');
  assert.match(JSON.stringify(row('sneaky')), /\/internal is not used on the base side: a pull request cannot add a repository to fetch from/);
  assert.equal(row('sneaky-values').status, 'skipped');
  assert.match(JSON.stringify(row('sneaky-values')), /\/internal\/values\.yaml is not used on the base side: a pull request cannot add a URL to fetch from/);
  assert.ok(requests.every((q) => !q.url.startsWith('/internal')), requests.map((q) => q.url).join(' '));
  // the chart cache is under XDG_CACHE_HOME
  assert.ok(existsSync(join(tmp, 'xdg-e', 'cmp-lint', 'charts')));
});
