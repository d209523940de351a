import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatJson } from '../../src/report/json.js';
import { docsUrl } from '../../src/core/finding.js';
import { emptyResult, sampleResult } from './sample.js';

test('the documented contract, findings sorted, optional keys only when present', () => {
  const out = formatJson(sampleResult(), '1.2.3');
  assert.ok(out.startsWith('{\n  "version": 1,\n  "tool": {\n    "name": "cmp-lint",'), 'two-space indent');
  assert.ok(out.endsWith('}\n') && !out.endsWith('\n\n'), 'one trailing newline');
  assert.deepEqual(JSON.parse(out), {
    version: 1,
    tool: { name: 'cmp-lint', version: '1.2.3' },
    findings: [
      {
        ruleId: 'dockerfile-config-path',
        severity: 'info',
        message: 'plugin.yaml is baked into the image at the config path',
        file: 'Dockerfile',
        line: 2,
        column: 18,
        endLine: 2,
        endColumn: 60,
      },
      {
        ruleId: 'app-plugin-not-found',
        severity: 'error',
        message: 'Application "guestbook" asks for plugin "helmfile-v2", which no sidecar serves',
        file: 'apps/guestbook.yaml',
        line: 14,
        column: 15,
        endLine: 14,
        endColumn: 26,
        hint: 'served here: helmfile-v1.0',
      },
      {
        ruleId: 'plugin-env-prefix',
        severity: 'warning',
        message: '"$KUBE_VERSION" is never set: Argo CD passes user variables as ARGOCD_ENV_KUBE_VERSION',
        file: 'plugin.yaml',
        line: 8,
        column: 93,
        endLine: 8,
        endColumn: 106,
        hint: 'use "$ARGOCD_ENV_KUBE_VERSION" and set env: [{name: KUBE_VERSION, value: …}] in the Application',
        docs: docsUrl('plugin-env-prefix'),
      },
      {
        ruleId: 'sidecar-command',
        severity: 'error',
        message: 'sidecar "helmfile" runs /bin/sh, not argocd-cmp-server, so no plugin socket appears',
        file: 'repo-server.yaml',
        line: 11,
        column: 20,
        endLine: 11,
        endColumn: 30,
        hint: 'command: [/var/run/argocd/argocd-cmp-server]',
        docs: docsUrl('sidecar-command'),
        related: [{ file: 'plugin.yaml', line: 4, column: 9, message: 'the plugin it should serve' }],
      },
      {
        ruleId: 'sidecar-var-files-mount',
        severity: 'error',
        message: 'sidecar "helmfile" does not mount var-files at /var/run/argocd',
        file: 'repo-server.yaml',
        line: 12,
        column: 11,
        endLine: 14,
        endColumn: 55,
        hint: 'add a volumeMount:\n- name: var-files\n  mountPath: /var/run/argocd',
      },
    ],
    skipped: [{ file: 'docs/logo.png', reason: 'binary file' }],
    summary: { error: 3, warning: 1, info: 1, files: 5 },
  });
});

test('key order is fixed and nothing beyond the contract leaks', () => {
  const r = sampleResult();
  (r.findings[0] as unknown as Record<string, unknown>).internal = 'not for consumers';
  r.findings[0].related = [];
  const f = JSON.parse(formatJson(r, '1.2.3')).findings.find((x: { ruleId: string }) => x.ruleId === 'plugin-env-prefix');
  assert.deepEqual(Object.keys(f), ['ruleId', 'severity', 'message', 'file', 'line', 'column', 'endLine', 'endColumn', 'hint', 'docs']);
});

test('an empty run', () => {
  assert.deepEqual(JSON.parse(formatJson(emptyResult(4), '0.1.0')), {
    version: 1,
    tool: { name: 'cmp-lint', version: '0.1.0' },
    findings: [],
    skipped: [],
    summary: { error: 0, warning: 0, info: 0, files: 4 },
  });
});
