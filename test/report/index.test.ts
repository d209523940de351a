import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FORMATS, formatResult, isFormat, useColor } from '../../src/report/index.js';
import { sampleResult } from './sample.js';

test('format names, for --help and validation', () => {
  assert.deepEqual([...FORMATS], ['stylish', 'compact', 'json', 'sarif', 'github']);
  assert.ok(isFormat('sarif'));
  assert.ok(!isFormat('junit'));
});

test('formatResult dispatches; stylish has no colour unless asked', () => {
  const r = sampleResult();
  assert.ok(!formatResult(r, 'stylish', { toolVersion: '1.0.0' }).includes('\x1b['));
  assert.ok(formatResult(r, 'stylish', { toolVersion: '1.0.0', color: true }).includes('\x1b[31m'));
  assert.equal(JSON.parse(formatResult(r, 'json', { toolVersion: '1.0.0' })).tool.version, '1.0.0');
  assert.equal(JSON.parse(formatResult(r, 'sarif', { toolVersion: '1.0.0', cwd: '/x' })).version, '2.1.0');
  assert.ok(formatResult(r, 'github', { toolVersion: '1.0.0' }).startsWith('::notice file=Dockerfile,'));
});

test('useColor: TTY, NO_COLOR, FORCE_COLOR, TERM=dumb', () => {
  assert.equal(useColor(true, {}), true);
  assert.equal(useColor(false, {}), false);
  assert.equal(useColor(undefined, {}), false);
  assert.equal(useColor(true, { NO_COLOR: '1' }), false);
  assert.equal(useColor(true, { NO_COLOR: '' }), true); // no-color.org: only a non-empty value counts
  assert.equal(useColor(true, { TERM: 'dumb' }), false);
  assert.equal(useColor(false, { FORCE_COLOR: '1' }), true);
  assert.equal(useColor(false, { FORCE_COLOR: '' }), true);
  assert.equal(useColor(true, { FORCE_COLOR: '0' }), false);
  assert.equal(useColor(true, { FORCE_COLOR: 'false' }), false);
  assert.equal(useColor(false, { FORCE_COLOR: '1', NO_COLOR: '1' }), false); // NO_COLOR always wins (issue 2: never with NO_COLOR)
});
