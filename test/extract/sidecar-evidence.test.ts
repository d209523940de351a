// Which containers are argocd-cmp-server sidecars: a volume merely named `plugins` or `var-files` is
// evidence only in the argocd-repo-server pod, where those are the stock volumes sidecars share.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { FIXTURES, lintIn, brief } from '../helpers/lint.js';

const DIR = join(FIXTURES, 'sidecar-evidence');
const SIDECAR_RULES = /^(sidecar-|init-container-|pod-)/;

test("an application's own `plugins` and `var-files` volumes do not make its containers plugin sidecars", async () => {
  const r = await lintIn(join(DIR, 'app-own-plugins-volume'));
  assert.deepEqual(brief(r.findings), []);
});

test('in a repo-server patch, a container mounting the stock volumes at wrong paths is still a broken sidecar', async () => {
  const r = await lintIn(join(DIR, 'repo-server-named-volumes'));
  assert.deepEqual(
    brief(r.findings.filter((f) => SIDECAR_RULES.test(f.ruleId))),
    [
      'sidecar-resources argocd-repo-server-patch.yaml:11:11 info',
      'sidecar-command argocd-repo-server-patch.yaml:13:20 warning',
      'sidecar-hardening argocd-repo-server-patch.yaml:14:11 info',
      'sidecar-plugin-config argocd-repo-server-patch.yaml:17:11 warning',
      'sidecar-plugins-mount argocd-repo-server-patch.yaml:17:11 error',
      'sidecar-var-files-mount argocd-repo-server-patch.yaml:17:11 error',
    ],
  );
});

test("a pod whose copyutil fills /var/run/argocd is the repo-server's, whatever its name", async () => {
  const r = await lintIn(join(DIR, 'copyutil-pod'));
  assert.deepEqual(
    brief(r.findings.filter((f) => /^sidecar-(plugins|var-files)-mount$/.test(f.ruleId))),
    ['sidecar-plugins-mount gitops-renderer.yaml:28:11 error', 'sidecar-var-files-mount gitops-renderer.yaml:28:11 error'],
  );
});

test('argo-cd chart repoServer.extraContainers are in the repo-server pod', async () => {
  const r = await lintIn(join(DIR, 'chart-extra-containers'));
  assert.deepEqual(
    brief(r.findings.filter((f) => /^sidecar-(plugins|var-files)-mount$/.test(f.ruleId))),
    ['sidecar-plugins-mount values.yaml:10:7 error', 'sidecar-var-files-mount values.yaml:10:7 error'],
  );
});

test('a debug shell that shares the plugin volumes but gets no plugin config and never starts argocd-cmp-server is no sidecar', async () => {
  const r = await lintIn(join(FIXTURES, 'rules', 'sidecar-command', 'ok-debug-shell-without-plugin-config'));
  // only the real plugin sidecar below it (line 31) is judged
  assert.deepEqual(brief(r.findings), ['sidecar-hardening values.yaml:31:7 info']);
});

test('the same command with a plugin config baked into an image in scope is a broken plugin sidecar', async () => {
  const r = await lintIn(join(DIR, 'debug-shell-baked-config'));
  assert.deepEqual(brief(r.findings.filter((f) => f.ruleId === 'sidecar-command')), ['sidecar-command argocd-repo-server-patch.yaml:13:20 error']);
});

test('a Dockerfile COPY whose destination uses ARG and ENV defaults bakes the plugin config: no sidecar-plugin-config', async () => {
  const r = await lintIn(join(DIR, 'arg-config-path'));
  assert.deepEqual(brief(r.findings.filter((f) => f.severity !== 'info')), []);
});

test('a COPY destination built from an ARG without a default proves nothing: the warning stays', async () => {
  const r = await lintIn(join(DIR, 'arg-no-default'));
  assert.deepEqual(brief(r.findings.filter((f) => f.severity !== 'info')), ['sidecar-plugin-config argocd-repo-server-patch.yaml:15:11 warning']);
});
