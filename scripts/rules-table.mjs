#!/usr/bin/env node
// Generates the README's rules table from the catalog (src/rules). `node scripts/rules-table.mjs --write`
// rewrites README.md between the rules-table markers; the catalog test fails when they differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export async function loadRules() {
  const { ALL_RULES, EXTERNAL_RULES } = await import('../src/rules/index.ts');
  return [...ALL_RULES.map((r) => r.meta), ...EXTERNAL_RULES];
}

let cached;
export function rulesTable(rules = cached) {
  const rows = rules.map((r) => `| [\`${r.id}\`](docs/rules/${r.id}.md) | ${r.severity} | ${r.description.replace(/\|/g, '\\|')} |`);
  return ['| rule | default | what it finds |', '|---|---|---|', ...rows, ''].join('\n');
}
cached = await loadRules();

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  const readme = readFileSync('README.md', 'utf8');
  const next = readme.replace(/(<!-- rules-table:start -->\n)[\s\S]*?(<!-- rules-table:end -->)/, `$1${rulesTable()}$2`);
  writeFileSync('README.md', next);
}
