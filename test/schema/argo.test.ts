import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateArgo } from '../../src/schema/validate.js';
import { edited, fixture } from './helpers.js';

test('a valid Application, ApplicationSet (with a generator template) and AppProject pass', () => {
  assert.deepEqual(validateArgo('Application', fixture('application-valid.yaml')), []);
  assert.deepEqual(validateArgo('ApplicationSet', fixture('applicationset-valid.yaml')), []);
  assert.deepEqual(validateArgo('AppProject', fixture('appproject-valid.yaml')), []);
});

test('Application plugin env value must be a string', () => {
  const issues = validateArgo('Application', edited('application-valid.yaml', (d) => (d.spec.source.plugin.env[0].value = 1)));
  assert.deepEqual(issues, [
    { path: ['spec', 'source', 'plugin', 'env', 0, 'value'], keyword: 'type', message: 'must be a string (found an integer)', params: { type: 'string' } },
  ]);
});

test('Application plugin env entries need name and value', () => {
  const issues = validateArgo('Application', edited('application-valid.yaml', (d) => (d.spec.source.plugin.env[1] = { name: 'X' })));
  assert.deepEqual(
    issues.map((i) => [i.path, i.keyword, i.params.missingProperty]),
    [[['spec', 'source', 'plugin', 'env', 1], 'required', 'value']],
  );
});

test('Application: missing spec fields, unknown fields, typed metadata', () => {
  const issues = validateArgo(
    'Application',
    edited('application-valid.yaml', (d) => {
      delete d.spec.project;
      d.spec.source.plugins = {};
      d.metadata.labels.n = 3;
      d.spec.source.helm = { valueFiles: 'values.yaml' };
    }),
  );
  const got = issues.map((i) => `${i.path.join('.')} ${i.keyword} ${i.message}`).sort();
  assert.deepEqual(got, [
    'metadata.labels.n type must be a string (found an integer)',
    'spec required missing required field `project`',
    'spec.source.helm.valueFiles type must be an array of strings (found a string)',
    'spec.source.plugins additionalProperties unknown field `plugins`',
  ]);
});

test('Application: int-or-string fields accept both and report one combined error', () => {
  const ok = edited('application-valid.yaml', (d) => (d.spec.source.helm = { parameters: [], values: 'a: 1' }));
  assert.deepEqual(validateArgo('Application', ok), []);
  const app = edited('application-valid.yaml', (d) => {
    d.spec.syncPolicy.retry.backoff.factor = '2';
  });
  const issues = validateArgo('Application', app);
  assert.equal(issues.length, 1);
  assert.deepEqual(issues[0].path, ['spec', 'syncPolicy', 'retry', 'backoff', 'factor']);
});

test('status and operation are not validated', () => {
  const app = edited('application-valid.yaml', (d) => {
    d.status = { sync: { status: 'Synced' }, anything: [1, 2] };
    d.operation = { sync: { revision: 'abc' } };
  });
  assert.deepEqual(validateArgo('Application', app), []);
});

test('ApplicationSet: plugin env inside a generator template and the main template', () => {
  const set = edited('applicationset-valid.yaml', (d) => {
    d.spec.generators[0].list.template.spec.source.plugin.env[0].value = 7;
    d.spec.template.spec.sources[0].plugin.env[0] = { value: 'x' };
    d.spec.generators[1].matrix.generators[0].git.bogus = true;
  });
  const got = validateArgo('ApplicationSet', set).map((i) => `${i.path.join('.')} ${i.keyword}`).sort();
  assert.deepEqual(got, [
    'spec.generators.0.list.template.spec.source.plugin.env.0.value type',
    'spec.generators.1.matrix.generators.0.git.bogus additionalProperties',
    'spec.template.spec.sources.0.plugin.env.0 required',
  ]);
});

test('ApplicationSet requires generators and template', () => {
  const got = validateArgo('ApplicationSet', { apiVersion: 'argoproj.io/v1alpha1', kind: 'ApplicationSet', metadata: { name: 'x' }, spec: {} })
    .map((i) => i.params.missingProperty)
    .sort();
  assert.deepEqual(got, ['generators', 'template']);
});

test('AppProject: wrong types are reported', () => {
  const issues = validateArgo('AppProject', edited('appproject-valid.yaml', (d) => (d.spec.sourceRepos = 'https://github.com/example/*')));
  assert.deepEqual(issues.map((i) => [i.path, i.keyword]), [[['spec', 'sourceRepos'], 'type']]);
});

test('unknown kind throws', () => {
  assert.throws(() => validateArgo('Deployment' as never, {}), /unsupported kind/);
});
