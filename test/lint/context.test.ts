// pre-commit passes only the changed files (issue 12 theme 10): a finding whose cause lies in a
// changed file is reported even when it sits in an unchanged one; a path outside --context is an error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { lint, InputError } from '../../src/lint.js';
import { defaultConfig } from '../../src/config.js';
import { FIXTURES, brief } from '../helpers/lint.js';

const DIR = join(FIXTURES, 'load', 'precommit');

test('adding a version to a plugin breaks an Application in an unchanged file: reported when only the plugin changed', async () => {
  const r = await lint({ cwd: DIR, paths: ['plugin.yaml'], context: '.', config: defaultConfig() });
  assert.deepEqual(brief(r.findings), ['app-plugin-not-found app.yaml:13:13 error']);
  assert.equal(r.findings[0].related?.[0]?.file, 'plugin.yaml');
});

test('a finding with no cause in the changed files stays out', async () => {
  const r = await lint({ cwd: DIR, paths: ['app.yaml'], context: '.', config: defaultConfig() });
  assert.deepEqual(brief(r.findings), ['app-plugin-not-found app.yaml:13:13 error']);
  const none = await lint({ cwd: join(FIXTURES, 'load'), paths: ['helm-chart/values.yaml'], context: '.', config: defaultConfig() });
  assert.deepEqual(brief(none.findings), []);
});

test('--context DIR with a path outside DIR is a usage error, not a silent clean run', async () => {
  await assert.rejects(lint({ cwd: FIXTURES, paths: ['load/broken/repo-server-patch.yaml'], context: 'load/precommit', config: defaultConfig() }), (e: unknown) => e instanceof InputError && /outside the --context directory/.test((e as Error).message));
});

test('bumping a plugin version from v1.0 to v2.0 breaks an Application naming `<name>-v1.0` in an unchanged file: reported', async () => {
  const dir = join(FIXTURES, 'load', 'precommit-bump');
  const r = await lint({ cwd: dir, paths: ['plugin.yaml'], context: '.', config: defaultConfig() });
  assert.deepEqual(brief(r.findings), ['app-plugin-not-found app.yaml:13:13 error']);
  assert.equal(r.findings[0].related?.[0]?.file, 'plugin.yaml');
  assert.equal(r.findings[0].related?.[0]?.line, 6); // `version: v2.0`
});
