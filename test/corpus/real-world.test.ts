// The shared corpus (../shared/corpus, present in CI and on developer machines): 45 public CMP
// setups, each linted as one scope. No crash, every finding on a real node of its file, and no
// error outside the list of real pitfalls reviewed by hand (test/corpus/expected-errors.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED, hasShared, lintIn } from '../helpers/lint.js';
import { EXPECTED_ERRORS } from './expected-errors.js';

const RW = join(SHARED, 'corpus', 'real-world');

if (!hasShared) {
  test('real-world corpus', (t) => t.skip('../shared/corpus is not present (fresh clone): corpus suite skipped'));
} else {
  const files = readdirSync(RW).filter((f) => f.endsWith('.yaml')).sort();

  test('the corpus has its 45 files', () => assert.equal(files.length, 45));

  for (const file of files) {
    test(`real-world ${file}`, async () => {
      const r = await lintIn(RW, [file]);
      const lines = readFileSync(join(RW, file), 'utf8').split('\n');
      for (const f of r.findings) {
        assert.equal(f.file, file);
        assert.ok(f.line >= 1 && f.line <= lines.length, `${f.ruleId} line ${f.line} inside the file`);
        const text = lines[f.line - 1];
        assert.ok(f.column >= 1 && f.column <= text.length + 1, `${f.ruleId} ${f.line}:${f.column} inside the line`);
        assert.ok(text.trim() !== '' && !text.trimStart().startsWith('#'), `${f.ruleId} ${f.line}:${f.column} points at a node, not a blank or comment line: ${JSON.stringify(text)}`);
        assert.ok(f.endLine > f.line || (f.endLine === f.line && f.endColumn >= f.column), `${f.ruleId} has an ordered range`);
      }
      const errors = r.findings.filter((f) => f.severity === 'error').map((f) => `${f.ruleId}:${f.line}`);
      assert.deepEqual(errors, EXPECTED_ERRORS[file] ?? [], `errors in ${file} are exactly the reviewed real pitfalls`);
    });
  }
}
