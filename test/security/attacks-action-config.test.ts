// A pull request's own `.cmp-lint.yaml` decides what the Action's lint reports on that pull
// request: `ignore:` and `rules:` can hide the findings on the very files it adds. The Action still
// uses the head's configuration, but says what it turns off that the base's has on, and lists the
// findings the base's settings would report, in the log, the job summary and the comment. Real
// bundle (dist/index.js) under the simulated runner.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeApi, gitRepo, ONE_ERROR, pullRequestEvent, runAction, SEEDS } from '../action/harness.js';
import { detectHost } from '../../src/render/sandbox/index.js';
import { appYaml, pluginYaml } from './attack-helpers.js';

test('action, pull request: ignore and rules added by the head configuration are named, and the findings they hide are listed (summary, comment, log)', async (t) => {
  const repo = gitRepo({ 'old/argocd-cm.yaml': ONE_ERROR, '.cmp-lint.yaml': 'ignore: [vendor/**]\n' });
  const base = repo.commit({ 'README.md': 'gitops\n' });
  // the pull request adds a file with an error, and a configuration that hides it and switches the rule off
  const head = repo.commit({ 'new/argocd-cm.yaml': ONE_ERROR, '.cmp-lint.yaml': 'ignore: [vendor/**, "new/**"]\nrules:\n  legacy-cm-plugin: off\n' });
  const api = await fakeApi(7);
  t.after(() => api.close());
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { diff: 'false' } });
  // the head's configuration still decides the result: no finding, the step passes
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.equal(r.outputs.errors, '0');
  const warn = r.annotations.filter((a) => a.level === 'warning' && /configuration turns off checks/.test(a.message));
  assert.equal(warn.length, 1, r.stdout);
  assert.equal(
    warn[0].message,
    `cmp-lint: this pull request's configuration turns off checks its base's (${base.slice(0, 12)}:.cmp-lint.yaml) has on: ignore "new/**"; rule legacy-cm-plugin error → off. With the base's settings, 2 more findings would be reported; they are listed in the job summary.`,
  );
  // the summary names them and lists both hidden findings
  assert.match(r.summary, /> \[!WARNING\]\n> This pull request's configuration turns off checks that the base's \(`[0-9a-f]{12}:\.cmp-lint\.yaml`\) has on: `ignore` `new\/\*\*`; rule `legacy-cm-plugin` error → off\. .*2 more findings would be reported \(1 on files this pull request changes\):/);
  assert.match(r.summary, /### Findings hidden by this pull request's configuration\n\n\| Severity \| Location \| Rule \| Message \|\n\| --- \| --- \| --- \| --- \|\n\| error \| \[new\/argocd-cm\.yaml:12\]\([^)]*\) \| \[legacy-cm-plugin\]/);
  assert.match(r.summary, /\| error \| \[old\/argocd-cm\.yaml:12\]\([^)]*\) \| \[legacy-cm-plugin\]/);
  // the comment is posted (there is something a reviewer must see) and lists the changed file's finding
  const ours = api.comments.filter((c) => c.body.startsWith('<!-- cmp-lint'));
  assert.equal(ours.length, 1, JSON.stringify(api.requests.map((q) => q.method + ' ' + q.path)));
  assert.match(ours[0].body, /This pull request's configuration turns off checks/);
  assert.match(ours[0].body, /\[new\/argocd-cm\.yaml:12\]/);
  assert.ok(!ours[0].body.includes('old/argocd-cm.yaml:12'), 'the comment lists only the changed files');
  assert.match(ours[0].body, /1 more on files this pull request does not change/);
});

test('action, pull request: a head configuration that only adds checks, or keeps the base\'s, says nothing', async (t) => {
  const repo = gitRepo({ 'old/argocd-cm.yaml': ONE_ERROR, '.cmp-lint.yaml': 'rules:\n  legacy-cm-plugin: warning\n' });
  const base = repo.commit({ 'README.md': 'gitops\n' });
  const head = repo.commit({ '.cmp-lint.yaml': 'rules:\n  legacy-cm-plugin: error\n' });
  const api = await fakeApi(7);
  t.after(() => api.close());
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { diff: 'false', 'fail-on': 'never' } });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.equal(r.outputs.errors, '1');
  assert.ok(!/turns off checks/.test(r.stdout + r.summary), r.summary);
});

test('action, pull request diff: a head `ignore` (or maxFileSize) that hides the changed plugin and its Application does not make the app look removed', async (t) => {
  const h = detectHost();
  if (!h.tool) return t.skip(`no namespaces here: ${h.why}`);
  const cm = (name: string) => `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: ${name}\\n'`;
  const repo = gitRepo({ 'argocd/plugin.yaml': pluginYaml('p', cm('good')), 'argocd/apps/demo.yaml': appYaml('demo', 'p'), 'apps/demo/x.txt': 'x\n' });
  const base = repo.commit({ 'README.md': 'gitops\n' });
  for (const config of ['ignore: ["argocd/**"]\n', 'maxFileSize: 1\n']) {
    const head = repo.commit({ 'argocd/plugin.yaml': pluginYaml('p', cm('evil')), '.cmp-lint.yaml': config });
    const api = await fakeApi(7);
    try {
      const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { sandbox: 'host', 'fail-on': 'never' } });
      assert.equal(r.code, 0, r.stdout + r.stderr);
      const what = config.startsWith('ignore') ? '`ignore`' : '`maxFileSize`';
      assert.match(r.summary, new RegExp(`Note: the head's configuration changes ${what}: both sides were read and rendered with the base's, so that a change cannot hide its own Applications, plugins or files from its diff`), r.summary);
      // the plugin's new output is in the diff, and the app is not "removed"
      assert.match(r.summary, /ConfigMap[^\n]*evil[^\n]*\(added\)/, r.summary);
      assert.doesNotMatch(r.summary, /app removed/);
      assert.equal(r.outputs['changed-apps'], '1');
      const ours = api.comments.filter((c) => c.body.startsWith('<!-- cmp-lint'));
      assert.match(ours.map((c) => c.body).join('\n'), /evil/);
      repo.commit({ 'argocd/plugin.yaml': pluginYaml('p', cm('good')), '.cmp-lint.yaml': null });
    } finally {
      await api.close();
    }
  }
});

test('action, pull request: ten findings in one changed file do not crowd out the other changed files\' annotations', async (t) => {
  // ONE_ERROR: a legacy argocd-cm plugin list, one legacy-cm-plugin error each; the flood file holds twelve
  const flood = Array.from({ length: 12 }, () => ONE_ERROR).join('---\n');
  const repo = gitRepo({ 'README.md': 'gitops\n' });
  const base = repo.commit({ '.cmp-lint.yaml': 'rules: {}\n' });
  const head = repo.commit({ 'aaa/flood.yaml': flood, 'real/one.yaml': ONE_ERROR, 'real/two.yaml': ONE_ERROR });
  const api = await fakeApi(7);
  t.after(() => api.close());
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { diff: 'false', 'fail-on': 'never' } });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  const errors = Number(r.outputs.errors);
  assert.ok(errors >= 14, `the flood file has its errors: ${errors}`);
  const files = r.annotations.filter((a) => a.level === 'error' && a.props.file).map((a) => a.props.file);
  assert.equal(files.length, 10);
  assert.ok(files.includes('real/one.yaml') && files.includes('real/two.yaml'), `every changed file with a finding is annotated: ${files.join(', ')}`);
  assert.deepEqual(files.slice(0, 3), ['aaa/flood.yaml', 'real/one.yaml', 'real/two.yaml']);
});

test('action, pull request diff: a fork loop in the pull request\'s plugin stops at the sandbox-limits input\'s process limit, named in the summary', async (t) => {
  const h = detectHost();
  if (!h.tool) return t.skip(`no namespaces here: ${h.why}`);
  const { cgroupSupport } = await import('../../src/render/sandbox/limits.js');
  if (!cgroupSupport().pids && process.getuid?.() === 0) return t.skip('running as root without a cgroup cmp-lint can make: no process limit here');
  const ok = `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: ok\\n'`;
  const repo = gitRepo({ 'argocd/plugin.yaml': pluginYaml('p', ok), 'argocd/apps/demo.yaml': appYaml('demo', 'p'), 'apps/demo/x.txt': 'x\n' });
  const base = repo.commit({ 'README.md': 'gitops\n' });
  const head = repo.commit({ 'argocd/plugin.yaml': pluginYaml('p', `i=0; while [ $i -lt 80 ]; do sleep 5 & i=$((i+1)); done; wait; ${ok}`) });
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), inputs: { sandbox: 'host', 'sandbox-limits': 'pids=24', comment: 'false', 'fail-on': 'never' } });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.match(r.summary, /generate reached the sandbox's process limit \(24 processes, --pids\)/, r.summary);
  const bad = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), inputs: { sandbox: 'host', 'sandbox-limits': 'pids=lots', comment: 'false' } });
  assert.equal(bad.code, 1);
  assert.match(bad.stdout, /::error::cmp-lint: input sandbox-limits: pids must be a number of processes \(1 or more\), got `lots`/);
});

test('action, pull request diff: a head render.exclude or kubeVersion that hides a file the plugin renders does not hide it from the diff', async (t) => {
  const h = detectHost();
  if (!h.tool) return t.skip(`no namespaces here: ${h.why}`);
  // the plugin renders every YAML file of the app, except on a cluster version the change claims
  const gen = 'if [ "$KUBE_VERSION" = "1.99.0" ]; then cat a.yaml; else cat *.yaml; fi';
  const evil = '---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRoleBinding\nmetadata:\n  name: evil\nroleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: cluster-admin}\nsubjects: [{kind: User, name: mallory}]\n';
  const repo = gitRepo({ 'argocd/plugin.yaml': pluginYaml('p', gen), 'argocd/apps/demo.yaml': appYaml('demo', 'p'), 'apps/demo/a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n' });
  const base = repo.commit({ 'README.md': 'gitops\n' });
  for (const [config, what] of [
    ['render:\n  exclude: ["apps/demo/evil.yaml"]\n', '`render.exclude`'],
    ['kubeVersion: 1.99.0\n', '`kubeVersion`'],
  ]) {
    const head = repo.commit({ 'apps/demo/evil.yaml': evil, '.cmp-lint.yaml': config });
    const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), inputs: { sandbox: 'host', comment: 'false', 'fail-on': 'never' } });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.summary, /ClusterRoleBinding[^\n]*evil[^\n]*\(added\)/, `${what}: the diff shows what the change adds\n${r.summary}`);
    assert.match(r.summary, new RegExp(`Note: the head's configuration changes ${what}: both sides were read and rendered with the base's`));
    assert.equal(r.outputs['changed-apps'], '1');
    repo.commit({ 'apps/demo/evil.yaml': null, '.cmp-lint.yaml': null });
  }
});

test('action, pull request diff: a change outside every app path (read by a plugin from ../) is named, not silently left out', async (t) => {
  const h = detectHost();
  if (!h.tool) return t.skip(`no namespaces here: ${h.why}`);
  const repo = gitRepo({ 'argocd/plugin.yaml': pluginYaml('p', 'cat *.yaml ../../common/*.yaml'), 'argocd/apps/demo.yaml': appYaml('demo', 'p'), 'apps/demo/a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n', 'common/c.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n' });
  const base = repo.commit({ 'README.md': 'gitops\n' });
  const evil = '---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRoleBinding\nmetadata:\n  name: evil\nroleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: cluster-admin}\nsubjects: [{kind: User, name: mallory}]\n';
  const head = repo.commit({ 'common/c.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n' + evil, '@octocat/x.yaml': 'x: 1\n' });
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), inputs: { sandbox: 'host', comment: 'false', 'fail-on': 'never' } });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.match(r.summary, /No application is affected by this change/);
  // the names are code spans: no @mention (or link, or image) of the change's making
  assert.match(
    r.summary,
    /<sub>Note: 2 changed files lie outside every Application's path and known inputs \(`@octocat\/x\.yaml`, `common\/c\.yaml`\): a plugin app that reads files outside its own directory was not re-rendered for them; `cmp-lint diff --all` renders every app<\/sub>/,
    r.summary,
  );
});

test('action, pull request diff: many slow apps stop at the diff-time-budget input; the apps not started are listed as not rendered', async (t) => {
  const h = detectHost();
  if (!h.tool) return t.skip(`no namespaces here: ${h.why}`);
  const ok = `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: ok\\n'`;
  const repo = gitRepo({ 'argocd/plugin.yaml': pluginYaml('p', `sleep 3; ${ok}`), 'README.md': 'gitops\n' });
  const base = repo.commit({ 'x.txt': 'x\n' });
  const apps: Record<string, string> = {};
  for (let i = 0; i < 8; i++) {
    apps[`argocd/apps/a${i}.yaml`] = appYaml(`a${i}`, 'p');
    apps[`apps/a${i}/x.txt`] = 'x\n';
  }
  const head = repo.commit(apps);
  const t0 = Date.now();
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), inputs: { sandbox: 'host', 'diff-time-budget': '1s', comment: 'false', 'fail-on': 'never' } });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  const m = /Note: the diff's time budget of 1s ran out: (\d+) renders? (?:was|were) not started, and (?:its app shows|their apps show) as not rendered/.exec(r.summary);
  assert.ok(m, r.summary);
  assert.ok(Number(m[1]) >= 1 && Number(m[1]) <= 7, `some renders ran, the rest were not started: ${m[1]}`);
  assert.match(r.summary, /the diff's time budget of 1s ran out before this render started/);
  assert.ok(Date.now() - t0 < 8 * 3000, `the run did not render all 8 apps one after the other (${Date.now() - t0} ms)`);
  const bad = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), inputs: { 'diff-time-budget': 'soon', comment: 'false' } });
  assert.equal(bad.code, 1);
  assert.match(bad.stdout, /::error::cmp-lint: input diff-time-budget: cannot read `soon` as a duration/);
});

test('action, pull request: a head that deletes the base\'s configuration (a rule the base made stricter) is named too', async (t) => {
  const vault = readFileSync(join(SEEDS, '003-helm-app-vault-placeholder.yaml'), 'utf8');
  const repo = gitRepo({ 'apps/app.yaml': vault, '.cmp-lint.yaml': 'rules:\n  app-vault-placeholder: error\n' });
  const base = repo.commit({ 'README.md': 'gitops\n' });
  const head = repo.commit({ '.cmp-lint.yaml': null, 'apps/other.yaml': vault.replace(/name: ([\w-]+)/, 'name: $1-2') });
  const api = await fakeApi(7);
  t.after(() => api.close());
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { diff: 'false' } });
  assert.equal(r.code, 0, 'the head\'s defaults make them warnings: the step passes');
  assert.ok(Number(r.outputs.warnings) >= 2, r.stdout);
  const warn = r.annotations.find((a) => a.level === 'warning' && /configuration turns off checks/.test(a.message));
  assert.ok(warn, r.stdout);
  assert.match(warn.message, /rule app-vault-placeholder error → warning/);
  assert.match(r.summary, /rule `app-vault-placeholder` error → warning/);
  assert.match(r.summary, /### Findings hidden by this pull request's configuration[\s\S]*\| error \| \[apps\/other\.yaml:/);
});

test('action, pull request: a head maxFileSize that skips the pull request\'s files (and so their findings) is named, with what it hides', async (t) => {
  const repo = gitRepo({ 'README.md': 'gitops\n' });
  const base = repo.commit({ '.cmp-lint.yaml': 'rules: {}\n' });
  const head = repo.commit({ 'new/argocd-cm.yaml': ONE_ERROR, '.cmp-lint.yaml': 'maxFileSize: 16\n' });
  const api = await fakeApi(7);
  t.after(() => api.close());
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { diff: 'false' } });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.equal(r.outputs.errors, '0');
  const warn = r.annotations.find((a) => a.level === 'warning' && /configuration turns off checks/.test(a.message));
  assert.ok(warn, r.stdout);
  assert.match(warn.message, /maxFileSize \d+ → 16 bytes\. With the base's settings, 1 more finding would be reported/);
  assert.match(r.summary, /`maxFileSize` \d+ → 16 bytes/);
  assert.match(r.summary, /### Findings hidden by this pull request's configuration[\s\S]*\| error \| \[new\/argocd-cm\.yaml:12\]/);
});

test('action, pull request: a plugin name the head adds to `plugins:` (which silences app-plugin-not-found) is named, with the finding it hides', async (t) => {
  const repo = gitRepo({ 'argocd/plugin.yaml': pluginYaml('p', 'true'), 'README.md': 'gitops\n' });
  const base = repo.commit({ '.cmp-lint.yaml': 'rules: {}\n' });
  const head = repo.commit({ 'argocd/apps/demo.yaml': appYaml('demo', 'ghost'), '.cmp-lint.yaml': 'plugins: [ghost]\n' });
  const api = await fakeApi(7);
  t.after(() => api.close());
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { diff: 'false' } });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  const warn = r.annotations.find((a) => a.level === 'warning' && /configuration turns off checks/.test(a.message));
  assert.ok(warn, r.stdout);
  assert.match(warn.message, /plugins "ghost"\. With the base's settings, 1 more finding would be reported/);
  assert.match(r.summary, /`plugins` `ghost`/);
  assert.match(r.summary, /### Findings hidden by this pull request's configuration[\s\S]*\| error \| \[argocd\/apps\/demo\.yaml:\d+\][^|]*\| \[app-plugin-not-found\]/);
});

test('action, pull request: inline suppressions the head adds or widens are named at the directive, with the findings they hide (annotations, summary, comment)', async (t) => {
  const disable = (ids: string) => ONE_ERROR.replace('  configManagementPlugins: |', `  # cmp-lint-disable-next-line ${ids}-- reviewed\n  configManagementPlugins: |`);
  const repo = gitRepo({ 'kept/argocd-cm.yaml': disable('legacy-cm-plugin '), 'wide/argocd-cm.yaml': disable('yaml-duplicate-key ') });
  const base = repo.commit({ 'README.md': 'gitops\n' });
  // the head keeps the base's directive (two lines lower), widens one to every rule, and adds one with a new file
  const head = repo.commit({ 'kept/argocd-cm.yaml': `# moved\n#\n${disable('legacy-cm-plugin ')}`, 'wide/argocd-cm.yaml': disable(''), 'new/argocd-cm.yaml': disable('legacy-cm-plugin ') });
  const api = await fakeApi(7);
  t.after(() => api.close());
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { diff: 'false' } });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.equal(r.outputs.errors, '0');
  const added = r.annotations.filter((a) => a.props.title === 'cmp-lint (suppression added)');
  assert.deepEqual(
    added.map((a) => [a.level, a.props.file, a.props.line, a.props.col]),
    [
      ['warning', 'new/argocd-cm.yaml', '12', '3'],
      ['warning', 'wide/argocd-cm.yaml', '12', '3'],
    ],
  );
  assert.match(added[0].message, /^cmp-lint: this pull request adds the suppression `# cmp-lint-disable-next-line legacy-cm-plugin -- reviewed`, which the base does not have; it hides 1 finding: legacy-cm-plugin at new\/argocd-cm\.yaml:13:3 \(error: /);
  assert.match(added[1].message, /^cmp-lint: this pull request adds the suppression `# cmp-lint-disable-next-line -- reviewed`, which the base does not have; it hides 1 finding: legacy-cm-plugin at wide\/argocd-cm\.yaml:13:3 /);
  assert.match(r.summary, /> This pull request adds inline suppressions that the base does not have, which hide 2 findings: `new\/argocd-cm\.yaml:12` `# cmp-lint-disable-next-line legacy-cm-plugin -- reviewed`; `wide\/argocd-cm\.yaml:12` `# cmp-lint-disable-next-line -- reviewed`\./);
  assert.match(r.summary, /### Findings hidden by this pull request's inline suppressions\n\n\| Severity \| Location \| Rule \| Message \|\n\| --- \| --- \| --- \| --- \|\n\| error \| \[new\/argocd-cm\.yaml:13\]\([^)]*\) \| \[legacy-cm-plugin\]/);
  assert.ok(!/kept\/argocd-cm\.yaml:1[345]/.test(r.summary), 'the base\'s own suppression is not named');
  const ours = api.comments.filter((c) => c.body.startsWith('<!-- cmp-lint'));
  assert.equal(ours.length, 1);
  assert.match(ours[0].body, /adds inline suppressions that the base does not have, which hide 2 findings/);
});
