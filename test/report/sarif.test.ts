import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../helpers/lint.js';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { formatSarif, pascalCase } from '../../src/report/sarif.js';
import { docsUrl, type Finding, type LintResult } from '../../src/core/finding.js';
import { FIXTURES, emptyResult, sampleResult } from './sample.js';

// The official schema declares draft 2020-12 ("$schema"), hence Ajv2020. A copy lives in the
// fixtures so the test runs on a fresh clone.
const schema = JSON.parse(readFileSync(new URL('sarif-2.1.0.json', FIXTURES), 'utf8'));
assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema');
const ajv = new Ajv2020({ allErrors: true });
addFormats(ajv);
const validate = ajv.compile(schema);

/* eslint-disable @typescript-eslint/no-explicit-any */
const sarif = (r: LintResult): any => JSON.parse(formatSarif(r, { toolVersion: '1.2.3', cwd: '/work/repo' }));

function assertValid(log: unknown): void {
  const ok = validate(log);
  assert.ok(ok, JSON.stringify(validate.errors, null, 2));
}

test('validates against the official SARIF 2.1.0 schema', () => {
  assertValid(sarif(sampleResult()));
  assertValid(sarif(emptyResult()));
  const spaced = sampleResult();
  spaced.findings[0].file = 'my charts/values #1.yaml';
  assertValid(sarif(spaced));
  // and the validator is really checking: SARIF has no level "info"
  const bad = sarif(sampleResult());
  bad.runs[0].results[0].level = 'info';
  assert.equal(validate(bad), false);
});

test('driver: name, version, every rule of the run with its metadata', () => {
  const r = sampleResult();
  const driver = sarif(r).runs[0].tool.driver;
  assert.equal(driver.name, 'cmp-lint');
  assert.equal(driver.version, '1.2.3');
  assert.equal(driver.informationUri, 'https://github.com/cmp-lint/cmp-lint');
  assert.deepEqual(driver.rules.map((x: any) => x.id), r.rules.map((x) => x.id));
  assert.deepEqual(driver.rules[0], {
    id: 'sidecar-command',
    name: 'SidecarCommand',
    shortDescription: { text: 'the sidecar must run argocd-cmp-server' },
    fullDescription: { text: 'the sidecar must run argocd-cmp-server' },
    helpUri: docsUrl('sidecar-command'),
    help: { text: `the sidecar must run argocd-cmp-server. See ${docsUrl('sidecar-command')}`, markdown: readFileSync(join(REPO, 'docs', 'rules', 'sidecar-command.md'), 'utf8') },
    defaultConfiguration: { level: 'error' },
  });
  // a rule without a page has no markdown help
  const none = JSON.parse(formatSarif(r, { toolVersion: '1', rulePage: () => undefined })).runs[0].tool.driver.rules[0];
  assert.equal(none.help.markdown, undefined);
  assert.deepEqual(driver.rules.map((x: any) => x.defaultConfiguration.level), ['error', 'error', 'warning', 'note', 'error']);
  assert.equal(pascalCase('app-plugin-not-found'), 'AppPluginNotFound');
});

test('automationDetails.id: one category per run, so several runs of one commit can be uploaded', () => {
  assert.deepEqual(sarif(sampleResult()).runs[0].automationDetails, { id: 'cmp-lint/' });
  const r = JSON.parse(formatSarif(sampleResult(), { toolVersion: '1', category: 'apps/prod/' }));
  assert.deepEqual(r.runs[0].automationDetails, { id: 'cmp-lint/apps/prod/' });
});

test('results: ruleIndex points at the rule, levels, message with hint, locations', () => {
  const run = sarif(sampleResult()).runs[0];
  for (const res of run.results) assert.equal(run.tool.driver.rules[res.ruleIndex].id, res.ruleId);
  assert.deepEqual(run.results.map((x: any) => x.level), ['note', 'error', 'warning', 'error', 'error']);
  const cmd = run.results.find((x: any) => x.ruleId === 'sidecar-command');
  assert.equal(cmd.message.text, 'sidecar "helmfile" runs /bin/sh, not argocd-cmp-server, so no plugin socket appears\nhint: command: [/var/run/argocd/argocd-cmp-server]');
  assert.deepEqual(cmd.locations, [
    {
      physicalLocation: {
        artifactLocation: { uri: 'repo-server.yaml', uriBaseId: '%SRCROOT%' },
        region: { startLine: 11, startColumn: 20, endLine: 11, endColumn: 30 },
      },
    },
  ]);
  assert.deepEqual(cmd.relatedLocations, [
    {
      id: 0,
      physicalLocation: { artifactLocation: { uri: 'plugin.yaml', uriBaseId: '%SRCROOT%' }, region: { startLine: 4, startColumn: 9 } },
      message: { text: 'the plugin it should serve' },
    },
  ]);
  assert.deepEqual(run.originalUriBaseIds, { '%SRCROOT%': { uri: 'file:///work/repo/' } });
  assert.equal(run.columnKind, 'utf16CodeUnits');
  assert.deepEqual(run.invocations[0].toolExecutionNotifications[0].locations[0].physicalLocation.artifactLocation, {
    uri: 'docs/logo.png',
    uriBaseId: '%SRCROOT%',
  });
});

test('a rule a finding names but the run does not list is added, so ruleIndex stays valid', () => {
  const r = sampleResult();
  r.findings.push({ ...r.findings[0], ruleId: 'yaml-syntax', severity: 'error' });
  const run = sarif(r).runs[0];
  assert.equal(run.tool.driver.rules.length, r.rules.length + 1);
  const res = run.results.find((x: any) => x.ruleId === 'yaml-syntax');
  assert.equal(run.tool.driver.rules[res.ruleIndex].id, 'yaml-syntax');
  assertValid(sarif(r));
});

test('uris are relative with "/" and percent-encoded', () => {
  const r = sampleResult();
  r.findings = [{ ...r.findings[0], file: 'my charts/values #1.yaml' }];
  const loc = sarif(r).runs[0].results[0].locations[0].physicalLocation.artifactLocation;
  assert.deepEqual(loc, { uri: 'my%20charts/values%20%231.yaml', uriBaseId: '%SRCROOT%' });
});

// --- fingerprints ---------------------------------------------------------------------------

const deploy = ['spec:', '  containers:', '    - name: cmp', '      command: [sh]', ''].join('\n');
const at = (line: number): Finding => ({
  ruleId: 'sidecar-command',
  severity: 'error',
  message: 'runs sh',
  file: 'deploy.yaml',
  line,
  column: 16,
  endLine: line,
  endColumn: 20,
});
const run = (text: string, findings: Finding[]): LintResult => ({
  findings,
  skipped: [],
  files: 1,
  rules: [],
  sources: new Map([['deploy.yaml', text]]),
});
const prints = (r: LintResult): string[] => sarif(r).runs[0].results.map((x: any) => x.partialFingerprints.primaryLocationLineHash);

test('fingerprints survive lines inserted above the finding', () => {
  const before = prints(run(deploy, [at(4)]));
  const after = prints(run('# owned by the platform team\n# do not edit\n' + deploy, [at(6)]));
  assert.match(before[0], /^[0-9a-f]{32}:1$/);
  assert.deepEqual(after, before);
  // re-indenting the line does not change it either (the text is trimmed)
  assert.deepEqual(prints(run(deploy.replace('      command', '        command'), [at(4)])), before);
});

test('fingerprints change with the line text, the rule or the file', () => {
  const base = prints(run(deploy, [at(4)]))[0];
  assert.notEqual(prints(run(deploy.replace('[sh]', '[bash]'), [at(4)]))[0], base);
  assert.notEqual(prints(run(deploy, [{ ...at(4), ruleId: 'other-rule' }]))[0], base);
  const moved = run(deploy, [{ ...at(4), file: 'other.yaml' }]);
  moved.sources = new Map([['other.yaml', deploy]]);
  assert.notEqual(prints(moved)[0], base);
});

test('identical lines in one file get distinct fingerprints by occurrence', () => {
  const twice = deploy + '    - name: cmp2\n      command: [sh]\n';
  const [a, b] = prints(run(twice, [at(6), at(4)]));
  assert.equal(a.replace(/:1$/, ''), b.replace(/:2$/, ''));
  assert.notEqual(a, b);
});

test('without the source, the fingerprint still exists and is stable', () => {
  const r = run(deploy, [at(4)]);
  r.sources = new Map();
  const a = prints(r);
  assert.deepEqual(prints({ ...r, findings: [at(9)] }), a);
});
