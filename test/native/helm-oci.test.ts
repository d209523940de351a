// Helm charts from an OCI registry (`chart:` sources with `repoURL: oci://host/path` or `host/path`):
// a loopback registry in this test serves archives built here with the real `helm package`, with
// the OCI distribution API (tag list, manifest with the Helm chart layer, blob), an anonymous
// Bearer token challenge and a blob redirect. Checked: off by default, the allow list, the tag
// list for a version constraint, the token, the digest, and the output against `helm template`
// of the same archive and against helm pulling the chart from the registry itself.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { loadModel } from '../../src/lint.js';
import { loadConfig } from '../../src/config.js';
import { renderSource, type RenderResult } from '../../src/render/index.js';
import type { ChartFetchPolicy } from '../../src/native/helm-repo.js';
import { scratch } from '../diff/helpers.js';
import { findHelm, pathWith, toolSkip } from '../helpers/tools.js';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'native-helm');
const tmp = scratch('cmp-lint-helm-oci-');
const HELM = findHelm();
const skip = toolSkip('helm');
const env = { ...process.env, PATH: HELM ? pathWith(HELM) : (process.env.PATH ?? '') };
const helm = (args: string[], cwd = tmp) => execFileSync(HELM!, args, { cwd, encoding: 'utf8', env: { PATH: env.PATH, HOME: mkdtempSync(join(tmp, 'home-')) } });

const TOKEN = 'anonymous-pull-token';
const sha = (b: Buffer | string) => `sha256:${createHash('sha256').update(b).digest('hex')}`;
const blobs = new Map<string, Buffer>();
const manifests = new Map<string, string>();
const requests: { url: string; headers: IncomingHttpHeaders }[] = [];
let ORIGIN = '';

const server = createServer((req, res) => {
  const url = req.url ?? '';
  requests.push({ url, headers: req.headers });
  if (url.startsWith('/token?')) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ token: TOKEN }));
    return;
  }
  if (url.startsWith('/cdn/')) {
    const b = blobs.get(url.slice('/cdn/'.length));
    if (b) res.writeHead(200).end(b);
    else res.writeHead(404).end();
    return;
  }
  // the registry itself wants the anonymous token
  if (req.headers.authorization !== `Bearer ${TOKEN}`) {
    res.writeHead(401, { 'www-authenticate': `Bearer realm="${ORIGIN}/token",service="loopback",scope="repository:charts/widgets:pull"` }).end();
    return;
  }
  let m = /^\/v2\/charts\/widgets\/tags\/list$/.exec(url);
  if (m) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name: 'charts/widgets', tags: [...manifests.keys()] }));
    return;
  }
  m = /^\/v2\/charts\/widgets\/manifests\/([^/]+)$/.exec(url);
  // by tag, or by digest (helm asks for the digest after the tag)
  const manifest = m && (manifests.get(m[1]) ?? [...manifests.values()].find((x) => sha(x) === m![1]));
  if (manifest) {
    res.writeHead(200, { 'content-type': 'application/vnd.oci.image.manifest.v1+json', 'docker-content-digest': sha(manifest) }).end(req.method === 'HEAD' ? undefined : manifest);
    return;
  }
  m = /^\/v2\/charts\/widgets\/blobs\/(sha256:[0-9a-f]+)$/.exec(url);
  if (m && blobs.has(m[1])) {
    res.writeHead(307, { location: `/cdn/${m[1]}` }).end(); // served from elsewhere, as registries do
    return;
  }
  res.writeHead(404).end();
});
after(() => {
  server.closeAllConnections();
  server.close();
});

const archives = new Map<string, string>();
const ready = HELM
  ? new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())).then(() => {
      ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const v of ['1.2.0', '1.3.0', '2.0.0']) {
        const src = join(tmp, `widgets-${v}`);
        cpSync(join(FIXTURE, 'charts/widgets'), src, { recursive: true });
        writeFileSync(join(src, 'Chart.yaml'), readFileSync(join(src, 'Chart.yaml'), 'utf8').replace('version: 1.2.0', `version: ${v}`));
        const out = join(tmp, 'packaged');
        helm(['package', src, '--destination', out]);
        const tgz = readFileSync(join(out, `widgets-${v}.tgz`));
        archives.set(v, join(out, `widgets-${v}.tgz`));
        const config = Buffer.from(JSON.stringify({ name: 'widgets', version: v, apiVersion: 'v2' }));
        blobs.set(sha(tgz), tgz);
        blobs.set(sha(config), config);
        manifests.set(
          v,
          JSON.stringify({
            schemaVersion: 2,
            mediaType: 'application/vnd.oci.image.manifest.v1+json',
            config: { mediaType: 'application/vnd.cncf.helm.config.v1+json', digest: sha(config), size: config.length },
            layers: [{ mediaType: 'application/vnd.cncf.helm.chart.content.v1.tar+gzip', digest: sha(tgz), size: tgz.length }],
          }),
        );
      }
      // a tag whose manifest names a layer that is not the blob served: the digest check fails
      const tampered = JSON.parse(manifests.get('2.0.0')!);
      const evil = Buffer.from('not the chart');
      blobs.set(`sha256:${'0'.repeat(64)}`, evil);
      tampered.layers[0].digest = `sha256:${'0'.repeat(64)}`;
      manifests.set('6.6.6', JSON.stringify(tampered));
    })
  : Promise.resolve();

function ociRepo(name: string, repoURL: string, version: string): string {
  const root = join(tmp, name);
  mkdirSync(join(root, 'apps'), { recursive: true });
  writeFileSync(
    join(root, 'apps/widgets-oci.yaml'),
    `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: widgets-oci, namespace: argocd}
spec:
  project: default
  destination: {server: https://kubernetes.default.svc, namespace: parts}
  source:
    repoURL: ${repoURL}
    chart: widgets
    targetRevision: ${version}
    helm:
      valuesObject: {colour: green}
`,
  );
  execFileSync('git', ['init', '-q', '-b', 'main', root]);
  return root;
}

async function render(root: string, fetchCharts?: ChartFetchPolicy): Promise<RenderResult> {
  const config = loadConfig(root);
  const { model } = await loadModel(['.'], { cwd: root, config, root });
  const s = model.sources.find((x) => x.app.name === 'widgets-oci')!;
  return renderSource({ repoRoot: root, source: s, plugins: model.plugins, sidecars: model.sidecars, revision: '0123456789abcdef', hostEnv: env, tmpRoot: tmp, fetchCharts });
}

const parse = (text: string) =>
  parseAllDocuments(text)
    .map((d) => d.toJS())
    .filter((x) => x !== null);

test('an OCI chart source: off by default, only allowed registries; a constraint reads the tag list; the anonymous token; output equals helm template of the archive', { skip }, async () => {
  await ready;
  const host = ORIGIN.replace('http://', '');
  const root = ociRepo('oci-a', `oci://${host}/charts`, '1.x');
  requests.length = 0;
  const off = await render(root);
  assert.equal(off.skipped, `a Helm repository chart (widgets): charts from OCI registries are fetched only with --fetch-charts (oci://${host}/charts)`);
  const refused = await render(root, { enabled: true, allowed: new Set(['oci://registry.example.com/charts']) });
  assert.equal(refused.skipped, `a Helm repository chart (widgets): oci://${host}/charts is not used on the base side: a pull request cannot add a registry to fetch from`);
  assert.equal(requests.length, 0);

  const r = await render(root, { enabled: true, allowed: new Set([`oci://${host}/charts`]), cacheDir: join(tmp, 'cache-a') });
  assert.equal(r.error, undefined, r.error?.message);
  const values = join(tmp, 'green.yaml');
  writeFileSync(values, 'colour: green\n');
  assert.deepEqual(r.manifests, parse(helm(['template', 'widgets-oci', archives.get('1.3.0')!, '--namespace', 'parts', '-f', values, '--include-crds'])));
  assert.deepEqual((r.manifests[0].metadata as any).labels, { colour: 'green', from: 'widgets-1.3.0' });
  // the tag list, the manifest, the layer (redirected): first without, then with the anonymous token;
  // the token never goes to the redirect target
  const paths = requests.map((q) => q.url.replace(/sha256:[0-9a-f]+/, 'sha256:…').replace(/\?.*$/, '?…'));
  assert.deepEqual(paths, ['/v2/charts/widgets/tags/list', '/token?…', '/v2/charts/widgets/tags/list', '/v2/charts/widgets/manifests/1.3.0', '/v2/charts/widgets/blobs/sha256:…', '/cdn/sha256:…']);
  assert.ok(requests.filter((q) => q.url.startsWith('/v2/') && q !== requests[0]).every((q) => q.headers.authorization === `Bearer ${TOKEN}`));
  assert.ok(requests.filter((q) => !q.url.startsWith('/v2/')).every((q) => !q.headers.authorization && !q.headers.cookie));
  assert.match(requests[1].url, /^\/token\?service=loopback&scope=repository%3Acharts%2Fwidgets%3Apull$/);

  // helm itself pulling the same chart from the registry prints the same
  const byHelm = await promisify(execFile)(HELM!, ['template', 'widgets-oci', `oci://${host}/charts/widgets`, '--version', '1.3.0', '--plain-http', '--namespace', 'parts', '-f', values, '--include-crds'], {
    encoding: 'utf8',
    env: { PATH: env.PATH, HOME: mkdtempSync(join(tmp, 'home-')) },
  });
  assert.deepEqual(r.manifests, parse(byHelm.stdout));

  // cached: the exact version needs no request
  requests.length = 0;
  const exact = await render(ociRepo('oci-b', `${host}/charts`, '1.3.0'), { enabled: true, cacheDir: join(tmp, 'cache-a') });
  assert.deepEqual(exact.manifests, r.manifests);
  assert.equal(requests.length, 0);
});

test('an OCI chart whose layer does not match its digest, or a version the registry lacks, fails the render', { skip }, async () => {
  await ready;
  const host = ORIGIN.replace('http://', '');
  const bad = await render(ociRepo('oci-c', `oci://${host}/charts`, '6.6.6'), { enabled: true, cacheDir: join(tmp, 'cache-c') });
  assert.equal(bad.error?.message, `failed to fetch chart widgets: oci://${host}/charts/widgets:6.6.6: the chart layer does not match its digest`);
  const missing = await render(ociRepo('oci-d', `oci://${host}/charts`, '3.x'), { enabled: true, cacheDir: join(tmp, 'cache-c') });
  assert.equal(missing.error?.message, `failed to fetch chart widgets: chart "widgets" version "3.x" not found in oci://${host}/charts`);
  const creds = await render(ociRepo('oci-e', `oci://user:secret@${host}/charts`, '1.3.0'), { enabled: true, cacheDir: join(tmp, 'cache-c') });
  assert.match(creds.skipped ?? '', /carries credentials|not an OCI registry address/);
});
