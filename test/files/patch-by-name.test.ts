// A file a kustomization applies as a patch is loaded again knowing its target (src/lint.ts), unless
// its load said `patchByName`: every document that could be a patch is a workload naming itself
// (not a repo-server), so the second load can only differ where the target is a repo-server. This
// test proves the shortcut on every file of the fixtures and corpora (when present) and on
// documents written to break it: wherever the first load says patchByName, a load as a patch with
// no target, or with a target that is not a repo-server, gives the same documents, problems and
// quiet ranges.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadYamlStream, type StreamLoad } from '../../src/yaml/load.js';
import { FIXTURES, REPO, SHARED, hasShared } from '../helpers/lint.js';
import { yamlFiles } from '../helpers/corpus-docs.js';
import { generateShape } from '../../scripts/bench-gen.mjs';

const lines = (...l: string[]) => l.join('\n') + '\n';

const deployment = (meta: string[], extra: string[] = []) =>
  lines('apiVersion: apps/v1', 'kind: Deployment', 'metadata:', ...meta, 'spec:', '  template:', '    spec:', '      containers:', '        - name: app', '          image: app:1', ...extra);

/** What a load keeps, comparable: each document's kind and name (read in full), the problems and quiet ranges. */
function summary(l: StreamLoad): unknown {
  const docs = l.docs.map((d) => {
    const raw = d.raw as { kind?: unknown; metadata?: { name?: unknown } } | null;
    return [d.file, raw?.kind, raw?.metadata?.name, d.deferred === true];
  });
  return { docs, problems: l.problems.map((p) => [p.ruleId, JSON.stringify(p.loc), p.message]), quiet: l.quiet.map((q) => [q.fromLine, q.toLine, q.why]) };
}

function load(file: string, text: string, target?: string | null): StreamLoad {
  const reread = () => text;
  return target === null ? loadYamlStream(file, text, { reread }) : loadYamlStream(file, text, { reread, patch: { target } });
}

const NOT_REPO_SERVER = [undefined, 'web', 'argocd-server', 'repo-server-cache'];

/**
 * Checks one file: where src/lint.ts would not load it again as a patch, a load as a patch gives
 * what the first load gave. Returns whether its first load said patchByName.
 */
function check(file: string, text: string): boolean {
  const first = load(file, text, null);
  if (first.patchByName || first.failedQuietly) assert.equal(first.maybePatch, true, `${file}: a patch flag without maybePatch`);
  if (!first.maybePatch) return false;
  const same = (target: string | undefined) => assert.deepEqual(summary(load(file, text, target)), summary(first), `${file}: loaded as a patch with target ${target ?? '(none)'} it gives something else`);
  // a target that is not a repo-server: loaded once unless a document was left unread
  if (!first.failedQuietly) for (const target of NOT_REPO_SERVER.slice(1)) same(target);
  if (!first.patchByName) return false;
  same(undefined);
  return true;
}

test('named workloads say patchByName; a repo-server target still reads them', () => {
  const named = deployment(['  name: web']);
  assert.equal(load('p.yaml', named, null).patchByName, true);
  assert.equal(check('p.yaml', named), true);
  // (as a patch targeting a repo-server the workload is read: the shortcut must not apply there)
  assert.equal(load('p.yaml', named, 'argocd-repo-server').docs.length, 1);
  // in flow style, quoted, with labels and annotations around the name, with a sync wave
  for (const meta of [['  labels: {app: web}', '  name: web', '  annotations:', '    argocd.argoproj.io/sync-wave: "2"'], ['  name: ~'], ['  name: web', '  name: other']]) {
    const text = deployment(meta);
    assert.equal(load('p.yaml', text, null).patchByName, true, text);
    check('p.yaml', text);
  }
  // (metadata in flow style or a quoted key: the text scan does not see the name, so it does not say; sound either way)
  check('p.yaml', named.replace('metadata:\n  name: web\n', 'metadata: {name: web}\n'));
  check('p.yaml', deployment(['  "name": web']));
});

test('what can target something else as a patch never says patchByName', () => {
  const cases: [string, string][] = [
    ['a workload without a name', deployment(['  labels: {app: web}'])],
    // (a backslash or `''` sends the text to js-yaml: the value decides)
    ['a workload without a name, read as a value', deployment(['  labels: {app: web}'], ['          args: ["a\\\\b"]'])],
    ['a workload named as a repo-server', deployment(['  name: argocd-repo-server'])],
    ['a workload named as a repo-server, read as a value', deployment(['  name: argocd-repo-server'], ["          args: ['it''s']"])],
    ['a name only in labels', deployment(['  labels:', '    name: web'])],
    ['a kind-less fragment', lines('spec:', '  template:', '    spec:', '      containers:', '        - name: app', '          image: x')],
    ['an op list adding a container', lines('- op: add', '  path: /spec/template/spec/containers/-', '  value: {name: extra, image: x}')],
    ['a YAML list of resources', lines('- apiVersion: v1', '  kind: Pod', '  metadata: {name: p}')],
    ['a named workload beside a document js-yaml cannot read', deployment(['  name: web']) + lines('---', 'a: [', 'b: {')],
    ['a named workload beside an unnamed one', deployment(['  name: web']) + '---\n' + deployment(['  labels: {app: x}'])],
  ];
  for (const [what, text] of cases) {
    const first = load('p.yaml', text, null);
    assert.notEqual(first.patchByName, true, what);
  }
  // and for those, loading again as a patch can indeed give more (the reason they are read again)
  assert.equal(load('p.yaml', cases[0][1], undefined).docs.length, 1);
  assert.equal(load('p.yaml', cases[1][1], undefined).docs.length, 1);
  assert.equal(load('p.yaml', cases[5][1], undefined).docs.length, 1);
});

test('a document js-yaml cannot read, left unread, makes a patch file load again whatever its target', () => {
  // (a backslash sends the text to js-yaml; a document the text scan skips is skipped as a patch
  // with a target too)
  const text = deployment(['  name: web']) + lines('---', 'a: "x\\y', 'b: {');
  const first = load('p.yaml', text, null);
  assert.equal(first.maybePatch, true);
  assert.equal(first.failedQuietly, true);
  assert.equal(first.problems.length, 0);
  // (as a patch the unreadable document is parsed and its error reported)
  assert.ok(load('p.yaml', text, 'web').problems.length > 0);
  // an unnamed workload with any target that is not a repo-server: nothing more
  const unnamed = deployment(['  labels: {app: web}']);
  assert.equal(load('p.yaml', unnamed, null).failedQuietly, undefined);
  check('p.yaml', unnamed);
  assert.equal(load('p.yaml', unnamed, 'web').docs.length, 0);
  assert.equal(load('p.yaml', unnamed, 'argocd-repo-server').docs.length, 1);
});

test('files mixing a named workload with other documents keep what they gave', () => {
  const mixed = [
    deployment(['  name: web']) + lines('---', 'apiVersion: v1', 'kind: ConfigMap', 'metadata: {name: web-config}', 'data: {a: b}'),
    deployment(['  name: web']) + lines('---', 'apiVersion: v1', 'kind: Service', 'metadata: {name: web}', 'spec: {ports: [{port: 80}]}'),
    lines('apiVersion: argoproj.io/v1alpha1', 'kind: Application', 'metadata: {name: a}', 'spec: {source: {plugin: {name: x}}}', '---') + deployment(['  name: web']),
    deployment(['  name: web'], ['      volumes:', '        - name: cmp', '          emptyDir: {}']),
    deployment(['  name: web']).replace(/\n/g, '\r\n'),
    '\ufeff' + deployment(['  name: web']),
  ];
  let said = 0;
  for (const text of mixed) if (check('p.yaml', text)) said++;
  assert.ok(said >= 5, `only ${said} of the mixed files said patchByName`);
});

test('every fixture and corpus file: a load as a patch adds nothing where patchByName said so', (t) => {
  const dirs = [join(REPO, 'test'), ...(hasShared ? [join(SHARED, 'corpus')] : [])].filter((d) => existsSync(d));
  let files = 0;
  let byName = 0;
  for (const dir of dirs) {
    for (const file of yamlFiles(dir)) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      files++;
      if (check(file, text)) byName++;
    }
  }
  assert.ok(existsSync(FIXTURES));
  assert.ok(files > 100, `only ${files} files`);
  assert.ok(byName >= 3, `only ${byName} files said patchByName`);
  t.diagnostic(`${byName} of ${files} files said patchByName`);
  if (!hasShared) t.diagnostic('the shared corpus is absent: fixtures only');
});

test('a generated kustomize repository (overlays patching Deployments by name): the same', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-patch-by-name-'));
  try {
    generateShape('kustomize', dir, 300_000);
    let byName = 0;
    for (const file of yamlFiles(dir)) if (check(file, readFileSync(file, 'utf8'))) byName++;
    assert.ok(byName > 20, `only ${byName} files said patchByName`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
