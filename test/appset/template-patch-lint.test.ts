// An ApplicationSet's templatePatch is patched over its template (Argo CD applicationset
// controllers/template/patch.go: the patch rendered with the generator's params, then a strategic
// merge patch onto the rendered template; Application has no merge keys, so lists are replaced and
// maps merged). The Applications it generates are template + patch, and that is what the app-*
// rules judge; each finding points where its fact is written (the template, or inside the
// templatePatch string).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { lintIn, brief } from '../helpers/lint.js';
import { ind, locate } from '../forms/text.js';

const PLUGIN_CM = (script: string) => `apiVersion: v1
kind: ConfigMap
metadata:
  name: argocd-cmp-cm
  namespace: argocd
data:
  helm-env.yaml: |
    apiVersion: argoproj.io/v1alpha1
    kind: ConfigManagementPlugin
    metadata:
      name: helm-env
    spec:
      version: v1.0
      parameters:
        static:
          - name: image.tag
      generate:
        command: [sh, -c]
        args:
          - |
            set -eu
            ${script}
`;
const READS_PREFIXED = 'helm template . --set release="$ARGOCD_ENV_RELEASE" --set image.tag="$PARAM_IMAGE_TAG"';
const READS_BARE = 'helm template . --set release="$RELEASE" --set image.tag="$PARAM_IMAGE_TAG"';

/** an ApplicationSet whose template source is `source` and whose templatePatch is `patch` */
const APPSET = (source: string, patch: string) => `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: web
  namespace: argocd
spec:
  goTemplate: true
  generators:
    - list:
        elements:
          - cluster: east
            release: prod
  template:
    metadata:
      name: 'web-{{.cluster}}'
    spec:
      project: default
      destination:
        server: https://kubernetes.default.svc
        namespace: web
${ind(source, 6)}
  templatePatch: |
${ind(patch, 4)}
`;
const SOURCE = (extra: string) => `source:\n  repoURL: https://github.com/example/web.git\n  targetRevision: main\n  path: apps/web\n${ind(extra, 2)}`;

async function lint(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-patch-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return brief((await lintIn(dir)).findings);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const at = (text: string, needle: string, after?: string, skip?: string) => {
  const p = locate(text, { file: 'appset.yaml', needle, after, skip });
  return `appset.yaml:${p.line}:${p.column}`;
};

test('the patch names the plugin the template misnames: nothing to report (the template alone was a false app-plugin-not-found)', async () => {
  const appset = APPSET(SOURCE('plugin:\n  name: helm-env'), 'spec:\n  source:\n    plugin:\n      name: helm-env-v1.0');
  assert.deepEqual(await lint({ 'cm.yaml': PLUGIN_CM(READS_PREFIXED), 'appset.yaml': appset }), []);
});

test('the patch misnames the plugin the template names right: app-plugin-not-found inside the templatePatch string', async () => {
  const appset = APPSET(SOURCE('plugin:\n  name: helm-env-v1.0'), 'spec:\n  source:\n    plugin:\n      name: helm-env');
  assert.deepEqual(await lint({ 'cm.yaml': PLUGIN_CM(READS_PREFIXED), 'appset.yaml': appset }), [`app-plugin-not-found ${at(appset, 'name: helm-env', 'templatePatch', 'name: ')} error`]);
});

test('env in the patch for the plugin the template names: the script reading it bare is found (app-plugin-env-prefix)', async () => {
  const cm = PLUGIN_CM(READS_BARE);
  const appset = APPSET(SOURCE('plugin:\n  name: helm-env-v1.0'), "spec:\n  source:\n    plugin:\n      env:\n        - name: RELEASE\n          value: '{{.release}}'");
  const script = locate(cm, { file: 'cm.yaml', needle: '$RELEASE' });
  assert.deepEqual(await lint({ 'cm.yaml': cm, 'appset.yaml': appset }), [`app-plugin-env-prefix cm.yaml:${script.line}:${script.column} warning`]);
});

test('parameters in the patch for the plugin the template names: an unannounced one is found (app-plugin-param-unknown)', async () => {
  const appset = APPSET(SOURCE('plugin:\n  name: helm-env-v1.0'), 'spec:\n  source:\n    plugin:\n      parameters:\n        - name: image.tags\n          string: v2');
  assert.deepEqual(await lint({ 'cm.yaml': PLUGIN_CM(READS_PREFIXED), 'appset.yaml': appset }), [`app-plugin-param-unknown ${at(appset, 'name: image.tags', undefined, 'name: ')} info`]);
});

test('a plugin block in the patch on a template source with another type: app-source-multiple-types', async () => {
  const appset = APPSET(SOURCE('directory:\n  recurse: true'), 'spec:\n  source:\n    plugin:\n      name: helm-env-v1.0');
  assert.deepEqual(await lint({ 'cm.yaml': PLUGIN_CM(READS_PREFIXED), 'appset.yaml': appset }), [`app-source-multiple-types ${at(appset, 'plugin:', 'templatePatch')} error`]);
});

test('the patch replaces the env list: the template entry it drops is not judged', async () => {
  const appset = APPSET(
    SOURCE('plugin:\n  name: helm-env-v1.0\n  env:\n    - name: ARGOCD_ENV_RELEASE\n      value: prod'),
    "spec:\n  source:\n    plugin:\n      env:\n        - name: RELEASE\n          value: '{{.release}}'",
  );
  assert.deepEqual(await lint({ 'cm.yaml': PLUGIN_CM(READS_PREFIXED), 'appset.yaml': appset }), []);
});

test('the patch replaces the sources list: the template sources it drops are not judged', async () => {
  const src = (name: string) => `sources:\n  - repoURL: https://github.com/example/web.git\n    targetRevision: main\n    path: apps/web\n    plugin:\n      name: ${name}`;
  const appset = APPSET(src('helm-env'), `spec:\n${ind(src('helm-env-v1.0'), 2)}`);
  assert.deepEqual(await lint({ 'cm.yaml': PLUGIN_CM(READS_PREFIXED), 'appset.yaml': appset }), []);
});

test('a patch that touches no source leaves the template judged as written', async () => {
  const appset = APPSET(SOURCE('plugin:\n  name: helm-env'), 'spec:\n  syncPolicy:\n    automated: {}');
  assert.deepEqual(await lint({ 'cm.yaml': PLUGIN_CM(READS_PREFIXED), 'appset.yaml': appset }), [`app-plugin-not-found ${at(appset, 'name: helm-env', undefined, 'name: ')} error`]);
});

test('a Go template variable written unquoted in the patch (`value: {{ $v }}`) is template code, not an os.Expand reference; a real `$NAME` beside an action still is', async () => {
  const appset = APPSET(
    SOURCE('plugin:\n  name: helm-env-v1.0'),
    [
      'spec:',
      '  source:',
      '    plugin:',
      '      env:',
      '        {{- range $n, $v := dict "RELEASE" .release }}',
      '        - name: {{ $n }}',
      '          value: {{ $v }}',
      '        {{- end }}',
      '        - name: CACHE',
      '          value: {{ .cluster }}-$XDG_CACHE_HOME',
    ].join('\n'),
  );
  assert.deepEqual(await lint({ 'cm.yaml': PLUGIN_CM(READS_PREFIXED), 'appset.yaml': appset }), [
    `app-plugin-env-undefined-var ${at(appset, '$XDG_CACHE_HOME')} warning`,
  ]);
});
