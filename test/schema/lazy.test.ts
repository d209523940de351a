import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadedValidators, validatePlugin, validateConfig } from '../../src/schema/validate.js';

// node --test runs every file in its own process, so nothing else has loaded a validator here.
test('validators load lazily, one family at a time', () => {
  assert.deepEqual(loadedValidators(), []);
  validatePlugin({});
  assert.deepEqual(loadedValidators(), ['plugin']);
  validatePlugin({}, { specOnly: true });
  validateConfig({});
  assert.deepEqual(loadedValidators(), ['plugin', 'config']);
});
