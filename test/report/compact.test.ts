import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatCompact } from '../../src/report/compact.js';
import { emptyResult, sampleResult } from './sample.js';

test('compact: one line per finding (file:line:col: severity: message [rule]), then the summary', () => {
  const lines = formatCompact(sampleResult()).trimEnd().split('\n');
  assert.equal(lines.length, 6);
  assert.equal(lines[0], 'Dockerfile:2:18: info: plugin.yaml is baked into the image at the config path [dockerfile-config-path]');
  assert.equal(lines[1], 'apps/guestbook.yaml:14:15: error: Application "guestbook" asks for plugin "helmfile-v2", which no sidecar serves [app-plugin-not-found]');
  for (const l of lines.slice(0, 5)) assert.match(l, /^[^:]+:\d+:\d+: (error|warning|info): .* \[[a-z0-9-]+\]$/);
  assert.equal(lines[5], '✖ 5 problems (3 errors, 1 warning, 1 info) in 4 of 5 files');
  assert.equal(formatCompact(emptyResult(2)), 'no problems in 2 files\n');
});
