import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toMarkdown, toText, toJson, resourceKey, redactPair, stableYaml, type DiffReport, type AppDiff } from '../../src/diff/index.js';
import { diffResources } from '../../src/diff/resources.js';

const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);

test('resource keys: API group from apiVersion, namespace defaulting, cluster-scoped kinds', () => {
  assert.deepEqual(resourceKey({ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'w' } }, 'team'), { group: 'apps', kind: 'Deployment', namespace: 'team', name: 'w' });
  assert.deepEqual(resourceKey({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c', namespace: 'x' } }, 'team'), { group: '', kind: 'ConfigMap', namespace: 'x', name: 'c' });
  assert.deepEqual(resourceKey({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team' } }, 'team'), { group: '', kind: 'Namespace', namespace: '', name: 'team' });
  assert.deepEqual(resourceKey({ apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRoleBinding', metadata: { name: 'b', namespace: 'ignored' } }, 'team'), {
    group: 'rbac.authorization.k8s.io',
    kind: 'ClusterRoleBinding',
    namespace: '',
    name: 'b',
  });
  // same name, different kind or namespace: different resources; version changes pair up
  const base = [
    { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' } },
    { apiVersion: 'autoscaling/v1', kind: 'HorizontalPodAutoscaler', metadata: { name: 'x' }, spec: { maxReplicas: 2 } },
  ];
  const head = [
    { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'x' } },
    { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x', namespace: 'other' } },
    { apiVersion: 'autoscaling/v2', kind: 'HorizontalPodAutoscaler', metadata: { name: 'x' }, spec: { maxReplicas: 2 } },
  ];
  assert.deepEqual(
    diffResources(base, head, { base: 'ns', head: 'ns' }).map((c) => `${c.status} ${c.key.group}/${c.key.kind} ${c.key.namespace}/${c.key.name}`),
    ['removed /ConfigMap ns/x', 'added /Secret ns/x', 'changed autoscaling/HorizontalPodAutoscaler ns/x', 'added /ConfigMap other/x'],
  );
});

test('stable YAML sorts keys at every level', () => {
  assert.equal(stableYaml({ b: 1, a: { d: [{ z: 1, y: 2 }], c: 'x' } }), 'a:\n  c: x\n  d:\n    - y: 2\n      z: 1\nb: 1\n');
});

test('Secret values are redacted also inside a List, and on one side only', () => {
  const list = (pw: string) => ({ apiVersion: 'v1', kind: 'List', items: [{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, data: { pw, same: 'c2FtZQ==' } }] });
  const [b, h] = redactPair(list('b2xk'), list('bmV3'));
  const text = JSON.stringify([b, h]);
  assert.ok(!text.includes('b2xk') && !text.includes('bmV3') && !text.includes('c2FtZQ=='), text);
  assert.deepEqual((b as { items: { data: unknown }[] }).items[0].data, { pw: '<changed (old)>', same: '<unchanged>' });
  assert.deepEqual((h as { items: { data: unknown }[] }).items[0].data, { pw: '<changed (new)>', same: '<unchanged>' });
  const lastApplied = { 'kubectl.kubernetes.io/last-applied-configuration': '{"data":{"pw":"b2xk"}}' };
  const [, only] = redactPair(undefined, { apiVersion: 'v1', kind: 'Secret', metadata: { name: 's', annotations: lastApplied }, stringData: { pw: 'plain' } });
  assert.deepEqual(only, { apiVersion: 'v1', kind: 'Secret', metadata: { name: 's', annotations: { 'kubectl.kubernetes.io/last-applied-configuration': '<redacted>' } }, stringData: { pw: '<added>' } });
});

/** A report with `apps` apps of `per` changed ConfigMaps each, every diff about `lines` lines long. */
function bigReport(apps: number, per: number, lines: number): DiffReport {
  const mk = (n: number, v: string) => ({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: `cm-${n}` }, data: Object.fromEntries(Array.from({ length: lines }, (_, i) => [`k${i}`, `${v}-${i}`])) });
  const list: AppDiff[] = [];
  for (let a = 0; a < apps; a++) {
    const resources = diffResources(
      Array.from({ length: per }, (_, n) => mk(n, 'old')),
      Array.from({ length: per }, (_, n) => mk(n, 'new')),
      { base: `ns-${a}`, head: `ns-${a}` },
    );
    list.push({ app: `app-${a}`, file: `apps/${a}.yaml`, line: 1, plugin: 'gen', status: 'changed', counts: { added: 0, changed: per, removed: 0 }, resources });
  }
  return { base: SHA_A, head: SHA_B, baseRef: 'main', headRef: 'HEAD', apps: list, findings: [] };
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

test('markdown splits into parts that fit, never inside a resource diff, table first', () => {
  const report = bigReport(6, 10, 20);
  const parts = toMarkdown(report, { maxChars: 20_000 });
  assert.ok(parts.length >= 3, `expected several parts, got ${parts.length}`);
  const titles: string[] = [];
  parts.forEach((p, i) => {
    assert.ok(bytes(p) <= 20_000, `part ${i + 1} is ${bytes(p)} bytes`);
    // fences balance inside each part, and so do <details>
    assert.equal((p.match(/^```/gm) ?? []).length % 2, 0, `part ${i + 1} cuts a fence`);
    assert.equal((p.match(/<details>/g) ?? []).length, (p.match(/<\/details>/g) ?? []).length, `part ${i + 1} leaves a section open`);
    for (const m of p.matchAll(/^\*\*~ `(ConfigMap [^`\s]+)`\*\* \(changed\)\n```diff\n([\s\S]*?)```\n/gm)) {
      titles.push(m[1]);
      assert.equal(m[2], report.apps[Number(/ns-(\d+)/.exec(m[1])![1])].resources.find((r) => `ConfigMap ${r.key.namespace}/${r.key.name}` === m[1])!.diff);
    }
    if (i > 0) assert.match(p, new RegExp(`^_cmp-lint diff, part ${i + 1} of ${parts.length}_`));
    if (i < parts.length - 1) assert.match(p, new RegExp(`_Continued in part ${i + 2} of ${parts.length}\\._\\n$`));
  });
  assert.equal(titles.length, 60, 'every resource diff appears exactly once, whole');
  assert.equal(new Set(titles).size, 60);
  assert.match(parts[0], /\| Application \| Plugin \| Changes \| Render \|\n\|---\|---\|---\|---\|\n\| `app-0` \| `gen` \| \+0 ~10 −0 \| ok \|/);
  assert.match(parts[1], /<summary><b><code>app-\d+<\/code><\/b>( \(continued\))? ·/);
  // one part of 1 MiB holds everything
  assert.equal(toMarkdown(report, { maxChars: 1024 * 1024 }).length, 1);
});

test('markdown truncates a single oversized resource and caps the number of parts, with notes', () => {
  const report = bigReport(1, 1, 3000);
  const parts = toMarkdown(report, { maxChars: 30_000 });
  assert.ok(parts.length <= 2 && parts.every((p) => bytes(p) <= 30_000));
  const last = parts[parts.length - 1];
  assert.match(last, /_Diff truncated to fit: \d+ of \d+ lines shown\._/);
  assert.equal((last.match(/^```/gm) ?? []).length, 2);

  const many = bigReport(6, 10, 20);
  const capped = toMarkdown(many, { maxChars: 20_000, maxParts: 2 });
  assert.equal(capped.length, 2);
  assert.match(capped[1], /\*\*Truncated:\*\* \d+ more parts? of this diff not shown/);
  assert.ok(capped.every((p) => bytes(p) <= 20_000));
});

test('text format and json format carry the same content; json keys in a stable order', () => {
  const report = bigReport(1, 1, 2);
  const text = toText(report);
  assert.match(text, /^cmp-lint diff: main \(aaaaaaa\) -> HEAD \(bbbbbbb\)\n\n1 application affected: 1 changed\.\n\nAPPLICATION  PLUGIN  CHANGES   RENDER\napp-0        gen     \+0 ~1 −0  ok\n/);
  assert.match(text, /\n~ ConfigMap ns-0\/cm-0 \(changed\)\n--- base\/ConfigMap\/ns-0\/cm-0\n/);
  const json = JSON.parse(toJson(report));
  assert.deepEqual(Object.keys(json), ['version', 'base', 'head', 'baseRef', 'headRef', 'apps', 'findings']);
  assert.deepEqual(Object.keys(json.apps[0].resources[0]), ['key', 'status', 'diff']);
  assert.deepEqual(Object.keys(json.apps[0].resources[0].key), ['group', 'kind', 'namespace', 'name']);
});
