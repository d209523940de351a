// EarlyFiles (src/extract/index.ts): the early extractions of many files kept without an object per
// file must give extractLoaded exactly what the same files give as units of their own, in path order,
// whatever order they were added in and wherever other files fall between them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadYamlStream } from '../../src/yaml/load.js';
import { extractEarly, extractLoaded, EarlyFiles, type LoadedInput } from '../../src/extract/index.js';

const app = (name: string, plugin?: string) =>
  [
    'apiVersion: argoproj.io/v1alpha1',
    'kind: Application',
    'metadata:',
    `  name: ${name}`,
    '  namespace: argocd',
    'spec:',
    '  project: default',
    '  source:',
    '    repoURL: https://example.com/repo.git',
    `    path: apps/${name}`,
    ...(plugin ? ['    plugin:', `      name: ${plugin}`, '      env:', '        - name: FOO', '          value: bar'] : []),
    '  destination:',
    '    server: https://kubernetes.default.svc',
    `    namespace: ${name}`,
    '',
  ].join('\n');

const kustomization = (cm: string) => ['configMapGenerator:', `  - name: ${cm}`, '    literals: [A=b]', 'resources:', '  - deploy.yaml', ''].join('\n');

// a file that is not extracted early (a ConfigMap holding a plugin): a unit of its own
const pluginConfigMap = [
  'apiVersion: v1',
  'kind: ConfigMap',
  'metadata:',
  '  name: cmp-plugin',
  'data:',
  '  plugin.yaml: |',
  '    apiVersion: argoproj.io/v1alpha1',
  '    kind: ConfigManagementPlugin',
  '    metadata:',
  '      name: tool',
  '    spec:',
  '      generate:',
  '        command: [sh, -c, echo]',
  '',
].join('\n');

const files: [string, string][] = [
  ['a/app-1.yaml', app('one', 'tool')],
  ['a/app-2.yaml', app('two')],
  ['a/kustomization.yaml', kustomization('gen-a')],
  ['b-c/app-3.yaml', app('three', 'other')],
  ['b/cm.yaml', pluginConfigMap],
  ['b/z/app-4.yaml', app('four')],
  ['c/kustomization.yaml', kustomization('gen-c')],
  ['c/x.yaml', app('five', 'tool')],
];

function load(path: string, text: string) {
  return loadYamlStream(path, text, { readFile: (p) => files.find(([q]) => q === p)?.[1] });
}

/** what extractLoaded makes of the files, each its own unit (as before EarlyFiles) */
function separately(): ReturnType<typeof extractLoaded> {
  const units: LoadedInput[] = [];
  for (const [path, text] of [...files].sort((x, y) => (x[0] < y[0] ? -1 : 1))) {
    const l = load(path, text);
    const early = extractEarly(path, l);
    units.push(early ? { path, kind: 'yaml', load: { ...l, docs: [] }, early } : { path, kind: 'yaml', load: l });
  }
  return extractLoaded(units);
}

/** the same with the early files in an EarlyFiles store, added in `order` */
function stored(order: number[]): ReturnType<typeof extractLoaded> {
  const store = new EarlyFiles();
  const units: LoadedInput[] = [];
  for (const i of order) {
    const [path, text] = files[i];
    const l = load(path, text);
    const early = extractEarly(path, l);
    if (early) store.add(path, early);
    else units.push({ path, kind: 'yaml', load: l });
  }
  assert.equal(store.size, files.length - 1);
  units.sort((x, y) => (x.path < y.path ? -1 : 1));
  const merged = store.merged(units);
  assert.equal(store.size, 0, 'forgotten once merged');
  // the run before the ConfigMap's file, the ConfigMap, the run after it
  assert.deepEqual(
    merged.map((u) => u.path),
    ['a/app-1.yaml', 'b/cm.yaml', 'b/z/app-4.yaml'],
  );
  return extractLoaded(merged);
}

function summary(ex: ReturnType<typeof extractLoaded>) {
  return {
    sources: ex.sources.map((s) => [s.app.name, s.app.file, s.path, s.plugin?.name, s.plugin?.env.map((e) => e.name)]),
    resources: ex.argoResources.map((r) => [r.kind, r.file]),
    configMaps: ex.configMaps.map((c) => [c.name, c.file, [...c.keys.keys()]]),
    plugins: ex.plugins.map((p) => [p.name, p.file, p.origin]),
    unitLinks: ex.unitLinks,
    problems: ex.problems.map((p) => [p.ruleId, p.loc.file, p.loc.line]),
  };
}

test('early files kept in a store give the same model, in path order, as units of their own', () => {
  const want = summary(separately());
  assert.equal(want.sources.length, 5);
  assert.equal(want.configMaps.length, 3); // two generated, one plain
  assert.deepEqual(summary(stored(files.map((_, i) => i))), want);
});

test('early files added out of path order (symbolic links are walked last) are put in path order', () => {
  const want = summary(separately());
  assert.deepEqual(summary(stored([7, 3, 0, 5, 4, 2, 6, 1])), want);
  assert.deepEqual(summary(stored([6, 5, 4, 3, 2, 1, 0, 7])), want);
});

test('an empty store leaves the units as they are', () => {
  const store = new EarlyFiles();
  const units: LoadedInput[] = [{ path: 'x.yaml', kind: 'dockerfile', text: 'FROM scratch\n' }];
  assert.equal(store.merged(units), units);
});
