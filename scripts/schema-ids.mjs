#!/usr/bin/env node
// Gives every schema in schemas/ a `$id` with a versioned URL (the tag v<package version>), and
// keeps the spec-only schema self-contained (its definitions copied from the plugin schema), so no
// schema depends on where the others are found.
//
//   node scripts/schema-ids.mjs [--check]      (--check: exit 1 when a file would change)
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
export const SCHEMA_BASE = `https://raw.githubusercontent.com/cmp-lint/cmp-lint/v${pkg.version}/schemas/`;
const check = process.argv.includes('--check');
const dir = 'schemas';
const read = (f) => JSON.parse(readFileSync(join(dir, f), 'utf8'));
const plugin = read('config-management-plugin.schema.json');

let stale = 0;
for (const f of readdirSync(dir).filter((n) => n.endsWith('.schema.json')).sort()) {
  const before = readFileSync(join(dir, f), 'utf8');
  const s = JSON.parse(before);
  const { $schema, $id: _old, ...rest } = s;
  const out = { $schema, $id: SCHEMA_BASE + f, ...rest };
  if (f === 'config-management-plugin-spec.schema.json') {
    out.$ref = '#/definitions/PluginSpec';
    out.definitions = plugin.definitions;
  }
  const after = JSON.stringify(out, null, 2) + '\n';
  if (after === before) continue;
  stale++;
  if (check) console.error(`${join(dir, f)}: $id or definitions out of date (run node scripts/schema-ids.mjs)`);
  else writeFileSync(join(dir, f), after);
}
if (check && stale) process.exit(1);
