// A hand-built LintResult over the real-looking files in test/fixtures/report/, shared by the
// formatter tests.
import { readFileSync } from 'node:fs';
import { docsUrl, type Finding, type LintResult, type RuleInfo } from '../../src/core/finding.js';

export const FIXTURES = new URL('../fixtures/report/', import.meta.url);
export const fixture = (name: string): string => readFileSync(new URL(name, FIXTURES), 'utf8');

export const RULES: RuleInfo[] = [
  { id: 'sidecar-command', severity: 'error', description: 'the sidecar must run argocd-cmp-server', docs: docsUrl('sidecar-command') },
  { id: 'sidecar-var-files-mount', severity: 'error', description: 'the sidecar must mount var-files at /var/run/argocd', docs: docsUrl('sidecar-var-files-mount') },
  { id: 'plugin-env-prefix', severity: 'warning', description: 'user variables reach plugins as ARGOCD_ENV_*', docs: docsUrl('plugin-env-prefix') },
  { id: 'dockerfile-config-path', severity: 'info', description: 'a plugin baked into the image is found at /home/argocd/cmp-server/config/plugin.yaml', docs: docsUrl('dockerfile-config-path') },
  { id: 'app-plugin-not-found', severity: 'error', description: 'an Application names a plugin no sidecar serves', docs: docsUrl('app-plugin-not-found') },
];

/** Deliberately out of order: formatters must sort with compareFindings. */
export function sampleFindings(): Finding[] {
  return [
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
  ];
}

export function sampleResult(): LintResult {
  return {
    findings: sampleFindings(),
    skipped: [{ file: 'docs/logo.png', reason: 'binary file' }],
    files: 5,
    rules: RULES,
    sources: new Map(['repo-server.yaml', 'plugin.yaml', 'Dockerfile'].map((f) => [f, fixture(f)])),
  };
}

export function emptyResult(files = 3): LintResult {
  return { findings: [], skipped: [], files, rules: RULES, sources: new Map() };
}
