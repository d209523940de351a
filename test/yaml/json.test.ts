// JSON files (src/yaml/json.ts): the manifests among them are linted like YAML, with their own lines
// and columns; tool files, schemas, dashboards and templates give nothing and are never parsed.
// (The forms matrix, test/forms/json.ts, writes every sidecar, plugin, legacy and app form that is a
// Kubernetes object as JSON too.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { lintIn, brief, FIXTURES } from '../helpers/lint.js';
import { lint } from '../../src/lint.js';
import { defaultConfig } from '../../src/config.js';
import { fileKind } from '../../src/files/read.js';
import { jsonDecision, isJsonPath } from '../../src/yaml/json.js';
import { splitListsFrom } from '../../src/yaml/load.js';

const dir = (name: string) => join(FIXTURES, 'json', name);

const CASES: Record<string, string[]> = {
  // examples/helmfile written as JSON: the same eleven findings, at the JSON text's own places
  // (inside the ConfigMap's one-line plugin.yaml string, each at its own characters)
  'helmfile-example': [
    'app-plugin-not-found app.json:19:17 error',
    'app-plugin-env-undefined-var app.json:23:23 warning',
    'plugin-unknown-field plugin-cm.json:9:140 warning',
    'plugin-generate-stdout plugin-cm.json:9:264 warning',
    'plugin-shell-errexit plugin-cm.json:9:309 warning',
    'sidecar-resources repo-server-patch.json:12:13 info',
    'sidecar-image-tag repo-server-patch.json:13:22 warning',
    'sidecar-hardening repo-server-patch.json:17:13 info',
    'sidecar-run-as-user repo-server-patch.json:19:28 error',
    'sidecar-config-key repo-server-patch.json:32:28 error',
    'sidecar-tmp-shared repo-server-patch.json:37:25 warning',
  ],
  // package.json, lock files, tsconfig with comments, renovate, editor settings, a JSON Schema, a
  // Helm schema, a Grafana dashboard, a chart's templates/*.json, a `.json` that is not JSON
  ignored: [],
  // a repeated key: kustomize refuses it, Argo CD keeps the last
  'duplicate-key': ['yaml-duplicate-key app.json:13:7 error'],
  'duplicate-key-clean': [],
  // a missing comma, reported at the key after it (where Go's decoder and kustomize stop)
  broken: ['yaml-syntax argocd-cmp-cm.json:8:3 error'],
  'broken-clean': [],
  // an object without apiVersion/kind that a kustomization applies to the repo-server with a target
  'bare-patch': ['sidecar-volume-undeclared sidecar.json:22:25 warning'],
  'bare-patch-clean': [],
  // the same fragment with no kustomization applying it: no manifest
  'bare-fragment-alone': [],
  // JSON has no comments: a `#` line in a .json file (valid YAML, not JSON) suppresses nothing
  'yaml-comment': ['app-plugin-not-found app.json:12:27 error'],
};

for (const [name, want] of Object.entries(CASES)) {
  test(`JSON fixture ${name}: ${want.length ? want.join(', ') : 'no finding'}`, async () => {
    const r = await lintIn(dir(name));
    assert.deepEqual(brief(r.findings), want);
    assert.deepEqual(r.skipped, []);
  });
}

test('a duplicate key in JSON says what kustomize and Argo CD do with it', async () => {
  const r = await lintIn(dir('duplicate-key'));
  assert.equal(r.findings.length, 1);
  assert.match(r.findings[0].message, /^duplicate key `plugin`: first at line 12; kustomize rejects it .* keeps only the last of repeated keys/);
  assert.equal(r.findings[0].hint, 'merge the two `plugin` entries into one');
});

test('tool JSON files are not even listed; other JSON files are', async () => {
  for (const n of ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'renovate.json', 'values.schema.json', 'main.tf.json', 'composer.json', '.eslintrc.json']) {
    assert.equal(fileKind(n), undefined, n);
  }
  for (const n of ['app.json', 'argocd-cm.JSON', 'patch.json', 'dashboard.json', 'settings.json']) assert.equal(fileKind(n), 'yaml', n);
  assert.ok(isJsonPath('a/b.Json') && !isJsonPath('json') && !isJsonPath('x.jsonnet'));
  const r = await lintIn(dir('ignored'));
  assert.equal(r.files, 6); // Chart.yaml, the template, settings, the dashboard, the Application schema, notes.json
});

test('which JSON texts are manifests, decided before parsing where the bytes tell', () => {
  const no = (text: string, maybePatch: boolean) => assert.deepEqual(jsonDecision(text, undefined), maybePatch ? { rel: 'no', maybePatch, byName: false } : { rel: 'no', maybePatch });
  no('argocd plugin notes', false);
  // no "apiVersion": a dashboard or a config, never parsed (it could still be a patch fragment)
  no('{"panels": [{"pluginVersion": "10.4.1"}], "title": "argocd"', true);
  // apiVersion but no CMP word and no ConfigMap: a Service
  no('{"apiVersion": "v1", "kind": "Service", "metadata": {"name": "web"}}', true);
  // a JSON Schema that names apiVersion and kind as properties: no manifest
  assert.equal(jsonDecision('{"properties": {"apiVersion": {}, "kind": {}, "plugin": {}}}', undefined).rel, 'no');
  assert.equal(jsonDecision('{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "x"}, "data": {"a": "b"}}', undefined).rel, 'configmap');
  assert.equal(jsonDecision('{"apiVersion": "argoproj.io/v1alpha1", "kind": "Application", "spec": {}}', undefined).rel, 'argo');
  assert.equal(jsonDecision('[{"op": "add", "path": "/spec/template/spec/containers/-", "value": {"name": "cmp"}}]', undefined).rel, 'parse');
  // an op list that only sets an env var is no sidecar
  assert.equal(jsonDecision('[{"op": "add", "path": "/spec/template/spec/containers/0/env/-", "value": {"name": "LOG_LEVEL"}}]', undefined).rel, 'no');
  // any object is read when a kustomization applies it to the repo-server
  assert.equal(jsonDecision('{"spec": {"template": {"spec": {"containers": [{"name": "cmp"}]}}}}', {}).rel, 'parse');
  // not JSON and not YAML: reported only when it looks like a manifest
  assert.deepEqual(jsonDecision('{"apiVersion": "v1" "kind": "ConfigMap", "data": {"plugin.yaml": ""}}', undefined).rel, 'parse');
  assert.deepEqual(jsonDecision('{"kind": "ConfigMap" "data": {"plugin.yaml": ""}}', undefined), { rel: 'no', maybePatch: true, byName: false });
  // several objects one after the other (Argo CD's own testdata/json-list): kubectl applies each, a
  // directory app refuses the file; not read either way
  assert.deepEqual(jsonDecision('{"apiVersion": "v1", "kind": "ConfigMap"}\n{"apiVersion": "v1", "kind": "ConfigMap"}\n', undefined), { rel: 'no', maybePatch: false });
  // a template (an unquoted action) is never reported
  assert.deepEqual(jsonDecision('{"apiVersion": "v1", "kind": "ConfigMap", "data": {{ toJson .Values.cmp }}}', undefined), { rel: 'no', maybePatch: false });
});

/** `kubectl get deploy,cm -n argocd -o json` of a big namespace: the repo-server is the last item. */
function bigDump(broken: boolean): string {
  const items: unknown[] = [];
  for (let i = 0; items.length < 2400; i++) {
    items.push({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: `grafana-dashboard-${i}`, namespace: 'monitoring', labels: { grafana_dashboard: '1' } },
      data: { 'dashboard.json': JSON.stringify({ title: `dashboard ${i}`, panels: [{ type: 'stat', pluginVersion: '10.4.1' }] }).repeat(3) },
    });
  }
  items.push({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'argocd-repo-server', namespace: 'argocd' },
    spec: {
      template: {
        spec: {
          containers: [
            { name: 'argocd-repo-server', image: 'quay.io/argoproj/argocd:v2.13.1' },
            {
              name: 'cmp-tanka',
              image: 'grafana/tanka:0.27.1',
              command: ['/var/run/argocd/argocd-cmp-server'],
              securityContext: { runAsNonRoot: true, runAsUser: broken ? 1000 : 999, allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
              resources: { requests: { cpu: '50m', memory: '64Mi' }, limits: { memory: '256Mi' } },
              volumeMounts: [
                { name: 'var-files', mountPath: '/var/run/argocd' },
                { name: 'plugins', mountPath: '/home/argocd/cmp-server/plugins' },
                { name: 'cmp-tmp', mountPath: '/tmp' },
              ],
            },
          ],
          volumes: [
            { name: 'var-files', emptyDir: {} },
            { name: 'plugins', emptyDir: {} },
            { name: 'cmp-tmp', emptyDir: {} },
          ],
        },
      },
    },
  });
  return JSON.stringify({ apiVersion: 'v1', kind: 'List', metadata: { resourceVersion: '' }, items }, null, 4) + '\n';
}

test('a `kubectl get -o json` dump of over 1 MB (held undecoded while read) is read with its positions, also on a worker thread', async () => {
  for (const jobs of [1, 2]) {
    const tmp = mkdtempSync(join(tmpdir(), 'cmp-json-'));
    try {
      const text = bigDump(true);
      assert.ok(text.length > 1 << 20);
      writeFileSync(join(tmp, 'live.json'), text);
      writeFileSync(join(tmp, 'clean.json'), bigDump(false));
      const r = await lint({ cwd: tmp, paths: ['.'], config: defaultConfig(), jobs });
      const lines = text.split('\n');
      const line = lines.findIndex((l) => l.includes('"runAsUser": 1000')) + 1;
      const column = lines[line - 1].indexOf('1000') + 1;
      // (the plugin's config is mounted nowhere: a warning both dumps also give)
      assert.deepEqual(
        brief(r.findings).filter((f) => f.startsWith('sidecar-run-as-user')),
        [`sidecar-run-as-user live.json:${line}:${column} error`],
        `jobs ${jobs}`,
      );
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
});

test('a one-line dump (`jq -c`) of 30,000 items: each item found in linear time, its findings at the columns of its line', async () => {
  const tmp = mkdtempSync(join(tmpdir(), 'cmp-json-'));
  try {
    // (a column searched back to its line's start, blanks written before each item, or a line feed
    // searched to the text's end for each item cost the square of the line's length: 45 s for 40,000)
    const items: unknown[] = Array.from({ length: 30000 }, (_, i) => ({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: `settings-${i}`, namespace: 'shop' }, data: { level: 'info', region: `eu-${i % 7}` } }));
    const dump = JSON.parse(bigDump(true)) as { items: unknown[] };
    items.push(dump.items[dump.items.length - 1]);
    const text = JSON.stringify({ apiVersion: 'v1', kind: 'List', items });
    assert.ok(!text.includes('\n') && text.length > 2_000_000);
    writeFileSync(join(tmp, 'live.json'), text);
    writeFileSync(join(tmp, '.cmp-lint.yaml'), 'maxFileSize: 16MB\n');
    const r = await lintIn(tmp);
    const column = text.indexOf('"runAsUser":1000') + '"runAsUser":'.length + 1;
    assert.deepEqual(
      brief(r.findings).filter((f) => f.startsWith('sidecar-run-as-user')),
      [`sidecar-run-as-user live.json:1:${column} error`],
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});

test('a big Grafana dashboard and a big package-lock are decided without a parse', async () => {
  const tmp = mkdtempSync(join(tmpdir(), 'cmp-json-'));
  try {
    const panels = Array.from({ length: 8000 }, (_, i) => ({ id: i, type: 'timeseries', pluginVersion: '10.4.1', title: `argocd repo-server ${i}`, targets: [{ expr: 'argocd_git_request_total' }] }));
    // broken at its end: a parse would fail, and the file would still say nothing
    writeFileSync(join(tmp, 'dashboard.json'), JSON.stringify({ title: 'Argo CD', panels }, null, 2).slice(0, -1));
    const r = await lintIn(tmp);
    assert.deepEqual(r.findings, []);
    assert.deepEqual(r.skipped, []);
    assert.deepEqual(jsonDecision(JSON.stringify({ title: 'Argo CD', panels }), undefined), { rel: 'no', maybePatch: true, byName: false });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});

test('JSON Lists split item by item (as from 64 KB): the forms written as `kubectl get -o json` Lists give the same findings', async () => {
  const { matrix, runCase } = await import('../forms/matrix.js');
  const { broken, clean } = matrix();
  const lists = [...broken, ...clean].filter((c) => c.form === 'live-list-json' || c.form === 'application-live-list-json');
  assert.equal(lists.length, 13 + 1 + 5 + 1); // (sidecar facts and app facts, with their clean twins)
  splitListsFrom(0);
  try {
    for (const c of lists) assert.deepEqual(await runCase(c), c.expect, `${c.fact} written as ${c.form}`);
  } finally {
    splitListsFrom(64 * 1024);
  }
});
