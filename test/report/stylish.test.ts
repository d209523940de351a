import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatStylish } from '../../src/report/stylish.js';
import { codeFrame } from '../../src/report/codeframe.js';
import type { Finding, LintResult } from '../../src/core/finding.js';
import { emptyResult, fixture, sampleResult } from './sample.js';

test('sample run: findings sorted, hints, related, code frames with tabs and a cut long line', () => {
  assert.equal(formatStylish(sampleResult(), { color: false }), fixture('sample.stylish.out'));
});

test('no findings: only the summary', () => {
  assert.equal(formatStylish(emptyResult(3), { color: false }), 'no problems in 3 files\n');
  assert.equal(formatStylish(emptyResult(1), { color: false }), 'no problems in 1 file\n');
});

test('skipped files follow the summary', () => {
  const r = { ...emptyResult(2), skipped: [{ file: 'a.bin', reason: 'binary file' }] };
  assert.equal(formatStylish(r, { color: false }), 'no problems in 2 files\nskipped: a.bin — binary file\n');
});

const one: Finding = {
  ruleId: 'sidecar-run-as-user',
  severity: 'warning',
  message: 'sidecar "cmp" sets no runAsUser',
  file: 'deploy.yaml',
  line: 2,
  column: 5,
  endLine: 2,
  endColumn: 14,
};
const oneResult = (): LintResult => ({
  findings: [one],
  skipped: [],
  files: 1,
  rules: [],
  sources: new Map([['deploy.yaml', 'containers:\n  - name: cmp\n']]),
});

test('one finding without colour', () => {
  assert.equal(
    formatStylish(oneResult(), { color: false }),
    [
      'deploy.yaml:2:5  warning  sidecar "cmp" sets no runAsUser  sidecar-run-as-user',
      '    1 | containers:',
      '  > 2 |   - name: cmp',
      '      |     ^^^^^^^^^',
      '',
      '✖ 1 problem (0 errors, 1 warning, 0 infos) in 1 file',
      '',
    ].join('\n'),
  );
});

test('one finding with colour: plain ANSI, severity colour on word, marker and carets', () => {
  const B = '\x1b[1m', b = '\x1b[22m', D = '\x1b[2m', Y = '\x1b[33m', y = '\x1b[39m';
  assert.equal(
    formatStylish(oneResult(), { color: true }),
    [
      `${B}deploy.yaml:2:5${b}  ${Y}warning${y}  sidecar "cmp" sets no runAsUser  ${D}sidecar-run-as-user${b}`,
      `    ${D}1 |${b} containers:`,
      `  ${B}${Y}>${y}${b} ${D}2 |${b}   - name: cmp`,
      `    ${D}  |${b}     ${B}${Y}^^^^^^^^^${y}${b}`,
      '',
      `${B}${Y}✖ 1 problem (0 errors, 1 warning, 0 infos) in 1 file${y}${b}`,
      '',
    ].join('\n'),
  );
});

test('the caller’s findings are not reordered', () => {
  const r = sampleResult();
  const before = r.findings.map((f) => f.ruleId);
  formatStylish(r, { color: false });
  assert.deepEqual(r.findings.map((f) => f.ruleId), before);
});

test('code frame edge cases', () => {
  const lines = (text: string) => (n: number) => text.split(/\r?\n/)[n - 1];
  const at = (line: number, column: number, endLine = line, endColumn = column) => ({ line, column, endLine, endColumn });
  // a point at the end of a line (a missing value) still gets one caret
  assert.deepEqual(codeFrame(lines('key:\n'), at(1, 5)), ['> 1 | key:', '    |     ^']);
  // CRLF sources, and no context line before line 1
  assert.deepEqual(codeFrame(lines('a: 1\r\nb: 2\r\n'), at(1, 1, 1, 2)), ['> 1 | a: 1', '    | ^', '  2 | b: 2']);
  // a line the source does not have: no frame at all
  assert.deepEqual(codeFrame(lines('a: 1\n'), at(7, 1)), []);
  // the gutter is as wide as the largest line number shown
  const text = Array.from({ length: 10 }, (_, i) => `k${i + 1}: v`).join('\n');
  assert.deepEqual(codeFrame(lines(text), at(9, 1, 9, 3)), ['   8 | k8: v', '>  9 | k9: v', '     | ^^', '  10 | k10: v']);
});

test('terminal escape sequences from file content are neutralised in code frames and messages', () => {
  const src = 'a: 1\nkey: "\u001b]0;pwned\u0007\u001b[2J\u202eevil"\nb: 2\n';
  const f: Finding = { ...one, file: 'x.yaml', line: 2, column: 6, endLine: 2, endColumn: 30, message: 'value "\u001b[31mred\u001b[0m"', hint: undefined };
  const r: LintResult = { ...emptyResult(1), findings: [f], sources: new Map([['x.yaml', src]]) };
  const out = formatStylish(r, { color: false });
  assert.doesNotMatch(out, /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
  assert.ok(out.includes('> 2 | key: "␛]0;pwned␇␛[2J\ufffdevil"'), out);
  assert.ok(out.includes('value "␛[31mred␛[0m"'));
  // one placeholder per character: the caret still starts under the quote
  const lines = out.split('\n');
  const i = lines.findIndex((l) => l.includes('> 2 |'));
  assert.equal(lines[i + 1].indexOf('^'), lines[i].indexOf('"'));
});
