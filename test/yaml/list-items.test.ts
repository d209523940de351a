// A big List (`kubectl get -o yaml`) has only its items that can matter parsed with positions, one
// by one (listItemTexts in src/yaml/load.ts). The findings must be the ones the whole List's parse
// gives: every fixture's documents are wrapped into Lists (two indentations, CRLF) and linted both ways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { load, CORE_SCHEMA } from 'js-yaml';
import { documentStarts, listItemTexts, listSaysIrrelevant, splitListsFrom } from '../../src/yaml/load.js';
import { FIXTURES, lintIn } from '../helpers/lint.js';

/** the documents (their texts, without `---`) of every YAML file of a directory tree, by directory */
function fixtureDocs(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) {
        if (name !== 'templates' && name !== '.git') walk(p);
        continue;
      }
      if (!/\.ya?ml$/.test(name) || /values|kustomization|helmfile/i.test(name)) continue;
      const text = readFileSync(p, 'utf8').replace(/\r\n/g, '\n');
      if (text.includes('{{') || text.includes('cmp-lint-disable') || text.includes('\t')) continue;
      const starts = documentStarts(text);
      for (let i = 0; i + 1 < starts.length; i++) {
        let doc = text.slice(starts[i], starts[i + 1]);
        if (doc.startsWith('---') || doc.startsWith('...')) doc = doc.slice(doc.indexOf('\n') + 1);
        let v: unknown;
        try {
          v = load(doc, { schema: CORE_SCHEMA });
        } catch {
          continue;
        }
        if (v === null || typeof v !== 'object' || Array.isArray(v) || typeof (v as { kind?: unknown }).kind !== 'string') continue;
        if (/^\s*(?:%|&|!)/m.test(doc.split('\n')[0])) continue;
        const key = relative(FIXTURES, dir);
        if (!out.has(key)) out.set(key, []);
        out.get(key)!.push(doc.endsWith('\n') ? doc : doc + '\n');
      }
    }
  };
  walk(FIXTURES);
  return out;
}

/** the documents as one List, its entries indented by `n` */
function asList(docs: string[], n: number, crlf: boolean): string {
  const pad = ' '.repeat(n);
  let out = 'apiVersion: v1\nkind: List\nitems:\n';
  for (const doc of docs) {
    const lines = doc.replace(/\n$/, '').split('\n');
    let first = true;
    for (const l of lines) {
      if (first && l.trim() !== '' && !l.trimStart().startsWith('#')) {
        out += `${pad}- ${l}\n`;
        first = false;
      } else out += l.trim() === '' ? '\n' : `${pad}  ${l}\n`;
    }
  }
  out += 'metadata:\n  resourceVersion: ""\n';
  return crlf ? out.replace(/\n/g, '\r\n') : out;
}

test('every fixture wrapped in a List: the same findings whether its items are parsed one by one or the List whole', async () => {
  const groups = fixtureDocs();
  assert.ok(groups.size > 20, `${groups.size} fixture directories with documents`);
  let compared = 0;
  let withFindings = 0;
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-list-'));
  try {
    for (const [key, docs] of groups) {
      for (const [n, crlf] of [[0, false], [2, false], [0, true]] as const) {
        const text = asList(docs, n, crlf);
        writeFileSync(join(dir, 'dump.yaml'), text);
        const value = load(text, { schema: CORE_SCHEMA });
        // the fixture's own quirks (a flow item, a comment at the sequence's level) may keep the form from applying
        const items = listItemTexts(text, value);
        if (items === undefined) continue;
        const run = async (from: number) => {
          splitListsFrom(from);
          try {
            return (await lintIn(dir)).findings.map((f) => `${f.ruleId} ${f.line}:${f.column}-${f.endLine}:${f.endColumn} ${f.severity} ${f.message}`);
          } finally {
            splitListsFrom(64 * 1024);
          }
        };
        const whole = await run(Infinity);
        const split = await run(0);
        assert.deepEqual(split, whole, `${key} (indent ${n}${crlf ? ', CRLF' : ''})`);
        compared++;
        if (whole.length > 0) withFindings++;
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.ok(compared > 40 && withFindings > 20, `${compared} Lists compared, ${withFindings} with findings`);
});

test('what is not the plain form is parsed whole', () => {
  const v = (t: string) => load(t, { schema: CORE_SCHEMA });
  const ok = 'apiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n  kind: ConfigMap\n  metadata: {name: a}\n- kind: Deployment\n  metadata: {name: argocd-repo-server}\nmetadata: {}\n';
  const items = listItemTexts(ok, v(ok))!;
  // the ConfigMap (a ConfigMap may be mounted by name) and the repo-server; lines from 0
  assert.deepEqual(items.map((i) => [i.line, i.indent, i.text.split('\n')[0]]), [[3, 2, 'apiVersion: v1'], [6, 2, 'kind: Deployment']]);
  // a comment at the sequence's level, a flow sequence, an item less indented than its content, not a List
  for (const bad of [
    ok.replace('- kind: Deployment', '# note\n- kind: Deployment'),
    'apiVersion: v1\nkind: List\nitems: [{kind: Deployment, metadata: {name: argocd-repo-server}}]\n',
    ok.replace('  metadata: {name: argocd-repo-server}', ' metadata: {name: argocd-repo-server}'),
    ok.replace('kind: List', 'kind: Thing'),
  ]) {
    let value: unknown;
    try {
      value = v(bad);
    } catch {
      continue;
    }
    assert.equal(listItemTexts(bad, value), undefined, bad);
  }
});

test('a dump whose every item its text proves irrelevant is skipped unread; anything else is read', () => {
  const dep = (name: string, extra = '') =>
    `- apiVersion: apps/v1\n  kind: Deployment\n  metadata:\n    name: ${name}\n    annotations:\n      argocd.argoproj.io/sync-wave: "1"\n  spec:\n    template:\n      spec:\n        containers:\n        - name: web\n          image: web:1\n${extra}`;
  const list = (items: string, own = '') => `apiVersion: v1\nitems:\n${items}kind: List\nmetadata:\n  resourceVersion: ""${own}\n`;
  const plain = list(dep('a') + dep('b'));
  assert.equal(listSaysIrrelevant(plain), true);
  assert.equal(listSaysIrrelevant(plain.replace(/\n/g, '\r\n')), true);
  // the repo-server, a sidecar's command, a ConfigMap (read as a whole), the List's own keys
  assert.equal(listSaysIrrelevant(list(dep('a') + dep('argocd-repo-server'))), undefined);
  assert.equal(listSaysIrrelevant(list(dep('a', '          command: [/var/run/argocd/argocd-cmp-server]\n'))), undefined);
  assert.equal(listSaysIrrelevant(list(dep('a') + '- apiVersion: v1\n  kind: ConfigMap\n  metadata:\n    name: x\n')), undefined);
  assert.equal(listSaysIrrelevant(list(dep('a'), '\n  name: argocd-cmp-cm')), undefined);
  // not the plain form
  assert.equal(listSaysIrrelevant(plain.replace('- apiVersion: apps/v1\n  kind: Deployment\n  metadata:\n    name: b', '# b\n- apiVersion: apps/v1\n  kind: Deployment\n  metadata:\n    name: b')), undefined);
});
