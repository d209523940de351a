import { test } from 'node:test';
import assert from 'node:assert/strict';
import { annotation, escapeData, escapeProperty, formatGithub } from '../../src/report/github.js';
import type { Finding } from '../../src/core/finding.js';
import { emptyResult, sampleResult } from './sample.js';

const base: Finding = {
  ruleId: 'sidecar-command',
  severity: 'error',
  message: 'runs sh',
  file: 'deploy.yaml',
  line: 3,
  column: 7,
  endLine: 3,
  endColumn: 11,
};

test('an error annotation with every position property and the title', () => {
  assert.equal(
    annotation(base),
    '::error file=deploy.yaml,line=3,col=7,endLine=3,endColumn=11,title=cmp-lint (sidecar-command)::runs sh',
  );
});

test('warning is ::warning, info is ::notice', () => {
  assert.ok(annotation({ ...base, severity: 'warning' }).startsWith('::warning file='));
  assert.ok(annotation({ ...base, severity: 'info' }).startsWith('::notice file='));
});

test('data escapes %, CR and LF; hints go on a new line', () => {
  assert.equal(escapeData('100% done\r\nnext: a,b'), '100%25 done%0D%0Anext: a,b');
  const a = annotation({ ...base, message: 'uses 50% of\r\nthe limit: a,b', hint: 'set\nlimits: {cpu: 1}' });
  assert.ok(a.endsWith('::uses 50%25 of%0D%0Athe limit: a,b%0Ahint: set%0Alimits: {cpu: 1}'), a);
});

test('properties also escape ":" and ","', () => {
  assert.equal(escapeProperty('a:b,c%d\ne'), 'a%3Ab%2Cc%25d%0Ae');
  const a = annotation({ ...base, file: 'envs/prod,eu/c:d%.yaml' });
  assert.ok(a.startsWith('::error file=envs/prod%2Ceu/c%3Ad%25.yaml,line=3,'), a);
  // the command stays one line with exactly one "::" separator after the properties
  assert.equal(a.split('\n').length, 1);
  assert.equal(a.slice(2).split('::').length, 2);
});

test('a whole run: sorted annotations, skipped files as notices, then the summary', () => {
  const lines = formatGithub(sampleResult()).split('\n');
  assert.deepEqual(
    lines.map((l) => l.slice(0, l.indexOf(' ') + 1 || undefined).trim()),
    ['::notice', '::error', '::warning', '::error', '::error', '::notice', '✖', ''],
  );
  assert.equal(lines[5], '::notice file=docs/logo.png,title=cmp-lint (skipped)::skipped: binary file');
  assert.equal(lines[6], '✖ 5 problems (3 errors, 1 warning, 1 info) in 4 of 5 files');
  assert.equal(formatGithub(emptyResult(2)), 'no problems in 2 files\n');
});
