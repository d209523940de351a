// The forms matrix (recall on material cmp-lint was not written from): one broken fact per case,
// written in every form Argo CD users write it, must give exactly its one finding (rule, file,
// line, column, severity); the same forms written correctly must give none.
// `npx tsx test/forms/table.ts --misses` prints the rule x form table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { matrix, runCase } from './matrix.js';

const { broken, clean } = matrix();

for (const group of ['sidecar', 'plugin', 'legacy', 'app', 'link', 'chart']) {
  test(`forms matrix, ${group} facts: each broken form gives exactly its finding`, async () => {
    const cases = broken.filter((c) => c.group === group);
    assert.ok(cases.length > 0);
    for (const c of cases) assert.deepEqual(await runCase(c), c.expect, `${c.fact} written as ${c.form}`);
  });

  test(`forms matrix, ${group} facts: the clean twins give no finding`, async () => {
    const cases = clean.filter((c) => c.group === group);
    assert.ok(cases.length > 0);
    for (const c of cases) assert.deepEqual(await runCase(c), [], `clean ${group} written as ${c.form}`);
  });
}

test('the matrix covers every form of every fact it names', () => {
  // a form that silently stopped producing cases would shrink the matrix without failing a test
  const count = (g: string) => broken.filter((c) => c.group === g).length;
  assert.deepEqual(['sidecar', 'plugin', 'legacy', 'app', 'link', 'chart'].map(count), [572, 65, 16, 89, 36, 21]);
  assert.equal(clean.length, 110);
});
