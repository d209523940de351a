// Meta-tests that keep the catalog honest, and the per-rule fixture cases.
//
// Layout: test/fixtures/rules/<rule-id>/<case>/ holds real-looking files linted as one scope, and
// `expected.txt` with the findings of THAT rule, one per line: `file:line:col severity`.
// Cases named `bad-*` must expect at least one finding, cases named `ok-*` none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join, basename } from 'node:path';
import { ALL_RULES } from '../../src/rules/index.js';
import { REPO, FIXTURES, lintIn } from '../helpers/lint.js';
import { rulesTable } from '../../scripts/rules-table.mjs';

const RULE_FIX = join(FIXTURES, 'rules');
const ids = ALL_RULES.map((r) => r.meta.id);

test('every rule id is kebab-case, unique, and equals its file name', () => {
  assert.equal(new Set(ids).size, ids.length);
  const files = readdirSync(join(REPO, 'src', 'rules'))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'types.ts')
    .map((f) => basename(f, '.ts'))
    .sort();
  assert.deepEqual(files, [...ids].sort(), 'src/rules/<id>.ts files and the registry in src/rules/index.ts');
  for (const r of ALL_RULES) {
    assert.match(r.meta.id, /^[a-z]+(-[a-z0-9]+)+$/);
    assert.match(r.meta.description, /^[a-z`]/, `${r.meta.id}: description starts lower-case`);
    assert.doesNotMatch(r.meta.description, /\.$/, `${r.meta.id}: description has no final period`);
  }
});

test('every rule has a docs page with why, a failing and a fixed example, and the Argo CD reference', () => {
  for (const id of ids) {
    const p = join(REPO, 'docs', 'rules', `${id}.md`);
    assert.ok(existsSync(p), `docs/rules/${id}.md exists`);
    const text = readFileSync(p, 'utf8');
    assert.ok(text.startsWith(`# ${id}\n`), `${id}: page starts with its id as title`);
    for (const section of ['## Why', '## Example', '## Fix', '## What it does not report', '## Reference']) assert.ok(text.includes(section), `${id}: page has ${section}`);
  }
});

test('every rule has at least one finding case and one clean case', () => {
  for (const id of ids) {
    const dir = join(RULE_FIX, id);
    assert.ok(existsSync(dir), `test/fixtures/rules/${id}/ exists`);
    const cases = readdirSync(dir).filter((c) => statSync(join(dir, c)).isDirectory());
    assert.ok(cases.some((c) => c.startsWith('bad-')), `${id}: a bad-* case`);
    assert.ok(cases.some((c) => c.startsWith('ok-')), `${id}: an ok-* case`);
  }
});

test('the README rules table is generated from the catalog', () => {
  const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
  const m = /<!-- rules-table:start -->\n([\s\S]*?)<!-- rules-table:end -->/.exec(readme);
  assert.ok(m, 'README has the rules-table markers');
  assert.equal(m[1], rulesTable(), 'README rules table is stale: run `npm run docs:rules`');
});

test('every count of rules the README states is the catalog size', () => {
  const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
  const counts = [...readme.matchAll(/\b(\d+) rules\b/g)].map((m) => Number(m[1]));
  assert.ok(counts.length > 0, 'README says how many rules there are');
  // the lint catalog plus the findings render and diff report (render-failed, render-empty): one page each
  const pages = readdirSync(join(REPO, 'docs', 'rules')).filter((f) => f.endsWith('.md')).length;
  for (const n of counts) assert.equal(n, pages, `README says ${n} rules; docs/rules has ${pages} rule pages`);
});

for (const id of existsSync(RULE_FIX) ? readdirSync(RULE_FIX).sort() : []) {
  const dir = join(RULE_FIX, id);
  for (const c of readdirSync(dir).sort()) {
    const caseDir = join(dir, c);
    if (!statSync(caseDir).isDirectory()) continue;
    test(`${id}: ${c}`, async () => {
      assert.ok(ids.includes(id), `fixture folder ${id} names a rule in the catalog`);
      const expectedFile = join(caseDir, 'expected.txt');
      assert.ok(existsSync(expectedFile), `${id}/${c}/expected.txt exists`);
      const expected = readFileSync(expectedFile, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
      if (c.startsWith('bad-')) assert.ok(expected.length > 0, 'a bad-* case expects findings');
      if (c.startsWith('ok-')) assert.equal(expected.length, 0, 'an ok-* case expects none');
      const r = await lintIn(caseDir);
      const got = r.findings.filter((f) => f.ruleId === id).map((f) => `${f.file}:${f.line}:${f.column} ${f.severity}`);
      assert.deepEqual(got, expected);
    });
  }
}
