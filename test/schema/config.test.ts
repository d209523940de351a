import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateConfig } from '../../src/schema/validate.js';
import { fixture } from './helpers.js';

const summary = (obj: unknown) => validateConfig(obj).map((i) => `${i.path.join('.')} ${i.keyword}: ${i.message}`);

test('accepts a full valid config, and an empty one', () => {
  assert.deepEqual(validateConfig(fixture('config-valid.yaml')), []);
  assert.deepEqual(validateConfig({}), []);
  assert.deepEqual(validateConfig({ render: { timeout: 90 }, maxFileSize: 1048576, kubeVersion: 'v1.29' }), []);
});

test('rejects an unknown top-level key', () => {
  assert.deepEqual(summary({ rule: {} }), ['rule additionalProperties: unknown field `rule`']);
});

test('rejects a bad severity', () => {
  assert.deepEqual(summary({ rules: { 'plugin-schema': 'fatal' } }), [
    'rules.plugin-schema enum: must be one of `off`, `info`, `warning`, `error` (found `fatal`)',
  ]);
  // YAML 1.1 `off` parsed as a boolean
  assert.equal(validateConfig({ rules: { 'plugin-schema': false } })[0].keyword, 'enum');
});

test('rule ids must be kebab-case but are not a fixed list', () => {
  assert.deepEqual(validateConfig({ rules: { 'some-future-rule': 'off' } }), []);
  assert.deepEqual(summary({ rules: { PluginSchema: 'off' } }), [
    'rules.PluginSchema propertyNames: invalid key `PluginSchema`: rule ids are kebab-case, e.g. `plugin-schema`',
  ]);
});

test('render: duration, env names, unknown keys', () => {
  assert.deepEqual(summary({ render: { timeout: '1 minute', env: ['GOOD', 'NOT-OK'], shell: 'bash' } }), [
    'render.shell additionalProperties: unknown field `shell`',
    'render.timeout pattern: must be a duration like `60s` or `2m`, or a number of seconds',
    'render.env.1 pattern: must be an environment variable name (letters, digits, `_`)',
  ]);
  assert.deepEqual(summary({ render: { timeout: true } }), ['render.timeout type: must be a number or a string (found a boolean)']);
  assert.deepEqual(summary({ render: { timeout: 0 } }), ['render.timeout exclusiveMinimum: must be > 0']);
});

test('kubeVersion must be a quoted version string; maxFileSize a size', () => {
  assert.deepEqual(summary({ kubeVersion: 1.3 }), ['kubeVersion type: must be a string (found a number)']);
  assert.deepEqual(summary({ maxFileSize: 'lots' }), ['maxFileSize pattern: must be a number of bytes or a size like `5MB`']);
});
