// Lazy positions (src/yaml/lazy.ts) must answer exactly like the positioned parse: same structure,
// same values, same locations for every path of every single-Application fixture file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { lazyArgoDocument } from '../../src/yaml/lazy.js';
import { SourceText, parseYaml, rootRef } from '../../src/yaml/source.js';
import { yamlFiles } from '../helpers/corpus-docs.js';
import { FIXTURES } from '../helpers/lint.js';
import { compareRefs } from '../helpers/refs.js';

test('lazy Application refs match the positioned parse on every node of every fixture', () => {
  let files = 0;
  let nodes = 0;
  for (const file of yamlFiles(FIXTURES)) {
    const text = readFileSync(file, 'utf8');
    const lazy = lazyArgoDocument(relative(FIXTURES, file), text);
    if (!lazy) continue;
    const src = new SourceText(relative(FIXTURES, file), text);
    const parsed = parseYaml(src);
    const doc = parsed.docs.find((d) => d.contents !== null)!;
    const full = rootRef(src, doc);
    assert.deepEqual(lazy.raw, doc.toJS(), `${file}: same plain value`);
    nodes += compareRefs(lazy.ref, full, [], file);
    files++;
  }
  assert.ok(files >= 20, `enough single-Application fixtures exercised (${files})`);
  assert.ok(nodes > 500);
});

test('files that need the positioned parse are not taken lazily', () => {
  const app = 'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: a\n';
  assert.ok(lazyArgoDocument('a.yaml', app));
  assert.ok(lazyArgoDocument('a.yaml', '# comment\n---\n' + app), 'a leading document marker is fine');
  assert.equal(lazyArgoDocument('a.yaml', app + '---\n' + app), undefined, 'several documents');
  assert.equal(lazyArgoDocument('a.yaml', app + 'x: &a [1]\ny: *a\n'), undefined, 'anchors and aliases');
  assert.equal(lazyArgoDocument('a.yaml', '# cmp-lint-disable app-schema\n' + app), undefined, 'suppression comments');
  assert.equal(lazyArgoDocument('a.yaml', app + 'spec: [\n'), undefined, 'a syntax error');
  assert.equal(lazyArgoDocument('a.yaml', 'apiVersion: v1\nkind: ConfigMap\n'), undefined, 'other kinds');
});
