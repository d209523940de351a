// The loader decides the commonest documents of a held text (a big ASCII file left in the word
// scan's memory) from their bytes (heldSaysIrrelevant, heldPlainConfigMap) before it decodes any of
// them. Each answer must be the one the string path (textSaysIrrelevant, plainConfigMapText) gives
// the same document; where the bytes cannot tell, they must say so (ASK, undefined). Compared here
// document by document on texts made of many spellings of the same facts, and by loading them both
// ways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { textSaysIrrelevant, heldSaysIrrelevant, ASK, INERT, WORKLOAD_NAMED, WORKLOAD_UNNAMED } from '../../src/files/relevance.js';
import { plainConfigMapText, heldPlainConfigMap } from '../../src/extract/configmap-text.js';
import { eachHeldDoc, loadBothWays } from './held-helpers.js';

/** Every combination of the parts' choices (a part: alternatives, each a string). */
function combos(parts: readonly (readonly string[])[]): string[] {
  let out = [''];
  for (const p of parts) out = out.flatMap((x) => p.map((y) => x + y));
  return out;
}

const heads = ['', '---\n', '# a comment\n', '---\n\n'];
const kinds = ['kind: Deployment\n', 'kind: Service\n', 'kind: Job\n', 'kind:\tStatefulSet \n', 'kind: "Deployment"\n', "kind: 'Service'\n", 'kind: Deployment # x\n', 'kind: Deployment\r\n', 'kind: Pod'];
const metas = [
  'metadata:\n  name: w\n',
  'metadata:\n  labels:\n    app: w\n',
  'metadata:\n  name: w\n  annotations:\n    argocd.argoproj.io/sync-wave: "1"\n    note: plugin cmp\n',
  'metadata:\n  annotations:\n    argocd.argoproj.io/sync-wave: "1"\n',
  'metadata:  # m\n  name: w\n',
  'metadata: {name: w}\n',
  'metadata:\n  name: w\n  annotations:\n    a: &x argocd\n',
  'metadata:\n  name: w\n  annotations:\n    "argocd.argoproj.io/hook": Sync\n',
  'metadatax: 1\nmetadata:\n  name: w\n',
  '',
];
const bodies = [
  'spec:\n  replicas: 1\n',
  'spec:\n  template:\n    spec:\n      containers:\n        - name: cmp-server\n          image: x\n',
  'spec:\n  generate: x\n',
  'spec:\n  text: "a\\u0070lugin"\n',
  "spec:\n  text: 'it''s'\n",
  'spec:\n  kind: component\n',
  'kinds: [a]\n',
  'spec:\n  values: |\n    kind: ConfigMap\n',
  '',
];

const cmHeads = ['', '---\n'];
const cmApi = ['apiVersion: v1\n', 'apiVersion: "v1"\n'];
const cmMeta = ['metadata:\n  name: settings-a\n', 'metadata:\n  name: app.settings_1\n  namespace: kube-system\n', 'metadata:\n  name: settings-b\n  namespace: team\n', 'metadata:\n  name: argocd-cm\n', 'metadata:\n  name: my-cmp-plugin\n', 'metadata:\n  name: true\n', 'metadata:\n  labels:\n    a: b\n  name: settings-c\n'];
const cmData = [
  'data:\n  a: "1"\n  b: plain\n',
  'data:\n  a: "1"\n# trailing\n',
  'data:\n  plugin.yaml: |\n    kind: ConfigManagementPlugin\n',
  'data:\n  s: "argocd"\n',
  'data:\n  s: "\\u0041"\n',
  'data:\n  a: "1"\nbinaryData:\n  b: AAAA\n',
  'data:\n  a: "1"\n  a: "2"\n',
  'data:\n',
  'data:\n  v: |\n    x: y\n',
  'data:\n  a: "1"\nimmutable: true\n',
  'data:\n  a: "1"\nmetadata:\n  name: other\n',
  'data:\n  a: "1"\nspec: x\n',
  'data:\n  a: "1"\n\tb: 2\n',
];

// inert kinds with CMP words, under heads INERT_HEAD reads or not
const inertHeads = ['', '---\n', '  \n# c\r\n---  # x\n', '---\t\r\n', '\r\n', ' ---\n', '#\n'];
const inertPairs = [
  'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\n',
  'kind: CustomResourceDefinition\napiVersion: apiextensions.k8s.io/v1\n',
  'apiVersion: v1  \r\nkind: Service\t\n',
  'apiVersion: "v1"\nkind: Service\n',
  'apiVersion: v1\nkind: Service # c\n',
  'apiVersion: v1\n\nkind: Service\n',
  'kind: ServiceMonitor\napiVersion: monitoring.coreos.com/v1',
];
const inertBodies = ['spec:\n  description: the plugin of argocd\n', 'spec:\n  x: "a\\u0070lugin"\n', 'kind: Service\n', ''];
const workloads = [...combos([heads, ['apiVersion: apps/v1\n'], kinds, metas, bodies]), ...combos([inertHeads, inertPairs, inertBodies])];
const configMaps = combos([cmHeads, cmApi, ['kind: ConfigMap\n'], cmMeta, cmData]);

function withBigFile(docs: readonly string[], f: (file: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-held-decisions-'));
  try {
    // padding documents up to the size the reader holds (1 MiB), after the variants
    const pad = 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: pad\ntype: Opaque\n';
    const all = [...docs];
    for (let size = all.join('---\n').length; size < 1.1 * (1 << 20); size += pad.length + 4) all.push(pad);
    const file = join(dir, 'big.yaml');
    writeFileSync(file, all.map((d) => (d.endsWith('\n') ? d : d + '\n')).join('---\n'));
    f(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('heldSaysIrrelevant answers what textSaysIrrelevant answers, or ASK', () => {
  const seen = new Map<number, number>();
  withBigFile(workloads, (file) => {
    eachHeldDoc(file, (a, b, words, slice) => {
      const d = heldSaysIrrelevant(words, a, b);
      seen.set(d, (seen.get(d) ?? 0) + 1);
      if (d === ASK) return;
      const text = slice();
      const t = textSaysIrrelevant(text, false, words);
      assert.ok(t, `irrelevant from its bytes, not from its text:\n${text}`);
      assert.equal(t.maybePatch, d !== INERT, text);
      if (d !== INERT) assert.equal(t.named, d === WORKLOAD_NAMED, text);
    });
  });
  // each answer was given, and the bytes decided most of the plain spellings
  for (const d of [ASK, INERT, WORKLOAD_NAMED, WORKLOAD_UNNAMED]) assert.ok((seen.get(d) ?? 0) > 20, `${d}: ${seen.get(d)}`);
  assert.ok(seen.get(INERT)! + seen.get(WORKLOAD_NAMED)! + seen.get(WORKLOAD_UNNAMED)! > 1000, JSON.stringify([...seen]));
});

test('heldPlainConfigMap answers what plainConfigMapText answers, or undefined', () => {
  let decided = 0;
  let asked = 0;
  withBigFile(configMaps, (file) => {
    eachHeldDoc(file, (a, b, words, slice) => {
      const text = slice();
      if (!text.includes('ConfigMap')) return;
      // (the loader asks only where textSaysIrrelevant did not skip the document)
      assert.equal(textSaysIrrelevant(text, false, words), undefined, text);
      const facts = heldPlainConfigMap(words, a, b);
      if (!facts) {
        asked++;
        return;
      }
      decided++;
      assert.deepEqual(facts, plainConfigMapText(text, words), text);
    });
  });
  assert.ok(decided >= 6 && asked >= 100, `${decided} decided, ${asked} asked`);
});

test('a held text loads the same with its documents decided from their bytes or from their text', () => {
  // workloads, ConfigMaps and padding, interleaved
  const docs: string[] = [];
  for (let i = 0; i < Math.max(workloads.length, configMaps.length); i++) {
    if (i < workloads.length) docs.push(workloads[i]);
    if (i < configMaps.length) docs.push(configMaps[i]);
  }
  withBigFile(docs, (file) => {
    const { fromText, fromBytes } = loadBothWays(file);
    assert.deepEqual(fromBytes, fromText);
  });
});

test('documents without a metadata line are decided in one pass over the file (no search to its end per document)', { timeout: 60_000 }, () => {
  // 200,000 workloads whose metadata line (looked for to tell whether a patch could target them)
  // is missing, then one that has it, in a held file of 7 MB: a search to the file's end for each
  // document took the square of its size (3.4 MB: 36 s)
  const docs = Array.from({ length: 200_000 }, () => 'kind: Deployment\nspec:\n  replicas: 1\n');
  docs.push('kind: Deployment\nmetadata:\n  name: last\n' + 'a: b\n'.repeat(100_000));
  withBigFile(docs, (file) => {
    let decided = 0;
    eachHeldDoc(file, (a, b, words) => {
      if (heldSaysIrrelevant(words, a, b) === WORKLOAD_UNNAMED) decided++;
    });
    assert.equal(decided, 200_000);
  });
});
