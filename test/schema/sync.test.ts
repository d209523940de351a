import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const crdDir = fileURLToPath(new URL('../../../shared/reference/crds/', import.meta.url));

function runScript(args: string[]) {
  return spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
}

test('generated CRD schemas match scripts/gen-crd-schemas.mjs', (t) => {
  if (!existsSync(`${crdDir}Application.json`)) {
    t.skip('../shared/reference/crds not present (fresh clone): cannot regenerate the CRD schemas');
    return;
  }
  const r = runScript(['scripts/gen-crd-schemas.mjs', '--check', '--crds', crdDir]);
  assert.equal(r.status, 0, r.stderr);
});

test('committed validators match the schemas (scripts/gen-validators.mjs --check)', () => {
  const r = runScript(['scripts/gen-validators.mjs', '--check']);
  assert.equal(r.status, 0, r.stderr);
});

test('every schema has a $id at the versioned URL of this package version (scripts/schema-ids.mjs --check)', () => {
  const r = runScript(['scripts/schema-ids.mjs', '--check']);
  assert.equal(r.status, 0, r.stderr);
  const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  const app = JSON.parse(readFileSync(`${root}schemas/application.schema.json`, 'utf8'));
  assert.equal(app.$id, `https://raw.githubusercontent.com/cmp-lint/cmp-lint/v${pkg.version}/schemas/application.schema.json`);
});

test('the spec-only schema refers to an existing definition', () => {
  const read = (f: string) => JSON.parse(readFileSync(`${root}schemas/${f}`, 'utf8'));
  const spec = read('config-management-plugin-spec.schema.json');
  const [file, pointer] = String(spec.$ref).split('#');
  assert.equal(file, '', 'self-contained: the reference stays inside the file');
  const target = pointer.split('/').slice(1).reduce((n: any, k: string) => n?.[k], spec);
  assert.equal(target?.type, 'object');
  assert.ok(target.properties.generate);
});

test('every schema property has a description (editor hovers)', () => {
  for (const f of ['config-management-plugin.schema.json', 'cmp-lint-config.schema.json']) {
    const missing: string[] = [];
    const walk = (node: any, path: string, isProp: boolean) => {
      if (!node || typeof node !== 'object') return;
      // a property that is only a $ref is described by its definition
      if (isProp && !node.description && !node.$ref) missing.push(path);
      for (const [k, v] of Object.entries(node.properties ?? {})) walk(v, `${path}.${k}`, true);
      for (const [k, v] of Object.entries(node.definitions ?? {})) walk(v, `${path}.definitions.${k}`, false);
      if (node.items) walk(node.items, `${path}[]`, false);
    };
    walk(read(f), f, false);
    assert.deepEqual(missing, [], `${f}: properties without description`);
  }
  function read(f: string) {
    return JSON.parse(readFileSync(`${root}schemas/${f}`, 'utf8'));
  }
});
