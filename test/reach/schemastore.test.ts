// editors/schemastore-catalog.json: the entries to submit to SchemaStore. Every URL must be the
// $id of a schema in schemas/, and file patterns must be specific (never plugin.yaml or
// cmp-plugin*.yaml, which match Helm plugins and ConfigMaps such as argocd-vault-plugin's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../helpers/lint.js';

test('SchemaStore catalog entries point at the schemas’ versioned $ids, with specific file patterns only', () => {
  const catalog = JSON.parse(readFileSync(join(REPO, 'editors', 'schemastore-catalog.json'), 'utf8'));
  const ids = new Map<string, string>();
  for (const f of readdirSync(join(REPO, 'schemas')).filter((n) => n.endsWith('.schema.json'))) ids.set(JSON.parse(readFileSync(join(REPO, 'schemas', f), 'utf8')).$id, f);
  const version = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).version;
  const names = new Set<string>();
  for (const e of catalog.schemas) {
    assert.ok(e.name && e.description, 'name and description');
    assert.ok(!names.has(e.name), `one entry named ${e.name}`);
    names.add(e.name);
    assert.ok(ids.has(e.url), `${e.url} is the $id of a schema in schemas/`);
    assert.deepEqual(e.versions, { [version]: e.url });
    for (const m of e.fileMatch ?? []) assert.doesNotMatch(m, /(^|\/)(plugin\.yaml|cmp-plugin\*?\.ya?ml)$/, m);
  }
  assert.deepEqual(catalog.schemas.find((e: { name: string }) => e.name === 'cmp-lint configuration').fileMatch, ['.cmp-lint.yaml', '.cmp-lint.yml']);
  for (const f of ['application.schema.json', 'applicationset.schema.json', 'appproject.schema.json', 'config-management-plugin.schema.json']) {
    assert.ok([...ids.values()].includes(f) && catalog.schemas.some((e: { url: string }) => ids.get(e.url) === f), `${f} has an entry`);
  }
  // the README's editor association must not bring back the catch-all pattern
  assert.doesNotMatch(readFileSync(join(REPO, 'README.md'), 'utf8'), /cmp-plugin\*/);
});
