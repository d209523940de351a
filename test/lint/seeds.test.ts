// The seed configurations (transcribed under test/fixtures/seeds): each gives the findings a careful
// Argo CD operator expects, with exact rule id, position and severity — and nothing else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES, lintIn, brief } from '../helpers/lint.js';

const SEEDS = join(FIXTURES, 'seeds');
const group = (prefix: string) => readdirSync(SEEDS).filter((f) => f.startsWith(prefix)).sort();

async function lintGroup(prefix: string) {
  return lintIn(SEEDS, group(prefix));
}

test('seed 000: the explicit Application names `helmfile`, Argo CD serves `helmfile-v1.0`', async () => {
  const r = await lintGroup('000-');
  const notFound = r.findings.filter((f) => f.ruleId === 'app-plugin-not-found');
  assert.deepEqual(brief(notFound), ['app-plugin-not-found 000-helmfile-application-explicit.yaml:18:13 error']);
  assert.equal(notFound[0].hint, 'plugin.name: helmfile-v1.0');
  assert.match(notFound[0].message, /000-helmfile-patch-configmap\.yaml:15 declares `version: v1\.0`/);
  assert.deepEqual(notFound[0].related?.[0], { file: '000-helmfile-patch-configmap.yaml', line: 15, column: 16, message: 'plugin `helmfile` version v1.0' });
  // the discovery-based Application (no plugin.name) is not a finding
  assert.equal(r.findings.filter((f) => f.file === '000-helmfile-application.yaml').length, 0);
  // errors: only the name mismatch
  assert.deepEqual(brief(r.findings.filter((f) => f.severity === 'error')), ['app-plugin-not-found 000-helmfile-application-explicit.yaml:18:13 error']);
});

test('seed 001: the pod lacks the var-files mount and declares neither argocd-cmp-cm nor plugins', async () => {
  const r = await lintGroup('001-');
  assert.deepEqual(brief(r.findings.filter((f) => f.severity === 'error')), [
    'sidecar-var-files-mount 001-helm-secrets-pod.yaml:44:7 error',
    'sidecar-volume-undeclared 001-helm-secrets-pod.yaml:47:17 error',
    'sidecar-config-key 001-helm-secrets-pod.yaml:49:20 error',
    'sidecar-volume-undeclared 001-helm-secrets-pod.yaml:50:17 error',
  ]);
  const key = r.findings.find((f) => f.ruleId === 'sidecar-config-key')!;
  assert.equal(key.hint, 'subPath: helm-secrets-plugin.yaml');
  assert.match(key.message, /ConfigMap `argocd-cmp-cm` \(001-helm-secrets-pod\.yaml:4\)/);
});

test('seed 002: the argocd-cm plugin list is gone since v2.8', async () => {
  const r = await lintGroup('002-');
  assert.deepEqual(brief(r.findings), ['legacy-cm-plugin 002-legacy-argocd-cm-plugin.yaml:12:3 error']);
  assert.match(r.findings[0].message, /`helmfile`/);
});

test('seed 004 (kpt): baked plugin.yaml and USER 999 are proven by the Dockerfile; lockRepo is ignored', async () => {
  const r = await lintIn(join(SEEDS, '004-kpt'));
  assert.equal(r.findings.filter((f) => f.severity === 'error').length, 0);
  assert.ok(!r.findings.some((f) => f.ruleId === 'sidecar-run-as-user' || f.ruleId === 'sidecar-plugin-config'));
  assert.deepEqual(
    brief(r.findings.filter((f) => f.ruleId === 'plugin-unknown-field')),
    ['plugin-unknown-field plugin.yaml:11:3 warning'],
  );
});

test('seed 004 (kpt) without its Dockerfile: the same sidecar gets warnings, never errors', async () => {
  const r = await lintIn(join(SEEDS, '004-kpt'), ['patch.yaml', 'plugin.yaml', 'kustomization.yaml']);
  assert.deepEqual(
    brief(r.findings.filter((f) => f.ruleId === 'sidecar-run-as-user' || f.ruleId === 'sidecar-plugin-config')),
    ['sidecar-run-as-user patch.yaml:8:5 warning', 'sidecar-plugin-config patch.yaml:21:5 warning'],
  );
  assert.equal(r.findings.filter((f) => f.severity === 'error').length, 0);
});

// Added with the Application rules (issue 3): seed 003's Helm Application carries an
// argocd-vault-plugin placeholder but goes through no plugin, so the text reaches the cluster.
test('seed 003: the vault placeholder in helm values of a plugin-less Application', async () => {
  const r = await lintGroup('003-');
  const vault = r.findings.filter((f) => f.ruleId === 'app-vault-placeholder');
  // line 20 is `adminPassword: <path:…>` inside the `values: |` block; column 26 is the `<`
  assert.deepEqual(brief(vault), ['app-vault-placeholder 003-helm-app-vault-placeholder.yaml:20:26 warning']);
  assert.match(vault[0].message, /<path:secret\/data\/grafana#admin-password>/);
  assert.equal(r.findings.filter((f) => f.file === '003-helm-app-vault-placeholder.yaml' && f.severity === 'error').length, 0);
});
