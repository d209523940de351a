import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validatePlugin, type SchemaIssue } from '../../src/schema/validate.js';
import { edited, fixture } from './helpers.js';

const at = (issues: SchemaIssue[], path: (string | number)[]) => issues.filter((i) => JSON.stringify(i.path) === JSON.stringify(path));
function one(issues: SchemaIssue[], path: (string | number)[], keyword: string): SchemaIssue {
  const hits = at(issues, path).filter((i) => i.keyword === keyword);
  assert.equal(hits.length, 1, `expected one ${keyword} issue at ${JSON.stringify(path)}, got ${JSON.stringify(issues, null, 1)}`);
  return hits[0];
}

test('accepts a full valid plugin', () => {
  assert.deepEqual(validatePlugin(fixture('plugin-valid.yaml')), []);
});

test('accepts a minimal plugin without apiVersion (Argo CD does not check it)', () => {
  assert.deepEqual(validatePlugin({ kind: 'ConfigManagementPlugin', metadata: { name: 'x' }, spec: { generate: { command: ['cat', 'all.yaml'] } } }), []);
});

test('command as a string is a type error at spec.generate.command', () => {
  const issues = validatePlugin(edited('plugin-valid.yaml', (d) => (d.spec.generate.command = 'sh')));
  const i = one(issues, ['spec', 'generate', 'command'], 'type');
  assert.match(i.message, /^must be an array of strings/);
  assert.equal(issues.length, 1);
});

test('YAML 1.1 style boolean inside a command list points at the item', () => {
  const issues = validatePlugin(edited('plugin-valid.yaml', (d) => (d.spec.init.command = ['sh', true])));
  assert.equal(one(issues, ['spec', 'init', 'command', 1], 'type').message, 'must be a string (found a boolean)');
});

test('required: "true" is a type error', () => {
  const issues = validatePlugin(edited('plugin-valid.yaml', (d) => (d.spec.parameters.static[0].required = 'true')));
  assert.equal(one(issues, ['spec', 'parameters', 'static', 0, 'required'], 'type').message, 'must be a boolean (found a string)');
});

test('non-boolean preserveFileMode and provideGitCreds', () => {
  const issues = validatePlugin(
    edited('plugin-valid.yaml', (d) => {
      d.spec.preserveFileMode = 'yes';
      d.spec.provideGitCreds = 1;
    }),
  );
  one(issues, ['spec', 'preserveFileMode'], 'type');
  one(issues, ['spec', 'provideGitCreds'], 'type');
  assert.equal(issues.length, 2);
});

test('unknown collectionType', () => {
  const issues = validatePlugin(edited('plugin-valid.yaml', (d) => (d.spec.parameters.static[1].collectionType = 'list')));
  const i = one(issues, ['spec', 'parameters', 'static', 1, 'collectionType'], 'enum');
  assert.match(i.message, /must be one of `""`, `string`, `array`, `map`/);
  assert.match(i.message, /found `list`/);
});

test('lockRepo and allowConcurrency are unknown fields, reported at the key', () => {
  const issues = validatePlugin(
    edited('plugin-valid.yaml', (d) => {
      d.spec.lockRepo = true;
      d.spec.allowConcurrency = true;
    }),
  );
  const i = one(issues, ['spec', 'lockRepo'], 'additionalProperties');
  assert.equal(i.message, 'unknown field `lockRepo`');
  assert.equal(i.params.additionalProperty, 'lockRepo');
  assert.ok((i.params.knownFields as string[]).includes('preserveFileMode'));
  one(issues, ['spec', 'allowConcurrency'], 'additionalProperties');
});

test('misplaced and misspelled keys are unknown fields', () => {
  const issues = validatePlugin(
    edited('plugin-valid.yaml', (d) => {
      d.spec.parameters.preserveFileMode = true;
      d.spec.discovery = { fileName: 'x' };
      d.spec.discover.find.name = 'old';
      d.spec.Generate = d.spec.generate;
    }),
  );
  one(issues, ['spec', 'parameters', 'preserveFileMode'], 'additionalProperties');
  one(issues, ['spec', 'discovery'], 'additionalProperties');
  one(issues, ['spec', 'discover', 'find', 'name'], 'additionalProperties');
  one(issues, ['spec', 'Generate'], 'additionalProperties');
});

test('generate with args but no command: required at spec.generate', () => {
  const issues = validatePlugin(edited('plugin-valid.yaml', (d) => (d.spec.generate = { args: ['kustomize build .'] })));
  const i = one(issues, ['spec', 'generate'], 'required');
  assert.equal(i.params.missingProperty, 'command');
  assert.equal(i.message, 'missing required field `command`');
  assert.equal(issues.length, 1);
});

test('empty generate.command is rejected, missing generate too', () => {
  one(validatePlugin(edited('plugin-valid.yaml', (d) => (d.spec.generate.command = []))), ['spec', 'generate', 'command'], 'minItems');
  const i = one(validatePlugin(edited('plugin-valid.yaml', (d) => delete d.spec.generate)), ['spec'], 'required');
  assert.equal(i.params.missingProperty, 'generate');
});

test('empty metadata.name', () => {
  const issues = validatePlugin(edited('plugin-valid.yaml', (d) => (d.metadata.name = '')));
  assert.equal(one(issues, ['metadata', 'name'], 'minLength').message, 'must not be empty');
  one(validatePlugin(edited('plugin-valid.yaml', (d) => delete d.metadata.name)), ['metadata'], 'required');
});

test('metadata label values must be strings', () => {
  one(validatePlugin(edited('plugin-valid.yaml', (d) => (d.metadata.labels.n = 1))), ['metadata', 'labels', 'n'], 'type');
});

test('wrong kind', () => {
  const issues = validatePlugin(edited('plugin-valid.yaml', (d) => (d.kind = 'ConfigMap')));
  assert.equal(one(issues, ['kind'], 'const').message, 'must be `ConfigManagementPlugin` (found `ConfigMap`)');
});

test('a non-object document', () => {
  assert.deepEqual(validatePlugin('plugin'), [{ path: [], keyword: 'type', message: 'must be an object (found a string)', params: { type: 'object' } }]);
});

test('reports all problems at once', () => {
  const issues = validatePlugin(
    edited('plugin-valid.yaml', (d) => {
      d.kind = 'X';
      d.metadata.name = '';
      d.spec.generate.command = 'sh';
      d.spec.lockRepo = false;
    }),
  );
  assert.deepEqual(
    issues.map((i) => i.path.join('.')).sort(),
    ['kind', 'metadata.name', 'spec.generate.command', 'spec.lockRepo'],
  );
});

test('specOnly validates the chart configs.cmp.plugins.<name> body', () => {
  const body = fixture('plugin-valid.yaml').spec;
  assert.deepEqual(validatePlugin(body, { specOnly: true }), []);
  const issues = validatePlugin({ ...body, lockRepo: true, generate: { command: 'sh' } }, { specOnly: true });
  one(issues, ['lockRepo'], 'additionalProperties');
  one(issues, ['generate', 'command'], 'type');
  // a whole plugin document is not a valid spec body
  one(validatePlugin(fixture('plugin-valid.yaml'), { specOnly: true }), ['kind'], 'additionalProperties');
});

test('keys with / and ~ are unescaped in paths', () => {
  const issues = validatePlugin(edited('plugin-valid.yaml', (d) => (d.metadata.annotations['a/b~c'] = 5)));
  one(issues, ['metadata', 'annotations', 'a/b~c'], 'type');
});
