// The GitHub Action end to end: the committed dist/index.js in a child process with a simulated
// runner (see harness.ts). The diff parts live in action-diff.test.ts.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES, ONE_ERROR, REPOSITORY, TOKEN, fakeApi, gitRepo, humanComments, pullRequestEvent, runAction, writes } from './harness.js';

const MARKER = '<!-- cmp-lint:diff -->';
const NO_DIFF = { diff: 'false' };

// every test has its own repository, runner files and API server: they can run side by side
describe('dist/index.js on a simulated runner', { concurrency: 4 }, () => {
  test('push: one error becomes an annotation, the outputs, the summary and a failed step', async () => {
    const repo = gitRepo({ 'old/argocd-cm.yaml': ONE_ERROR });
    const api = await fakeApi(7);
    try {
      const r = await runAction({ cwd: repo.root, apiUrl: api.url });
      assert.equal(r.code, 1, r.stdout + r.stderr);
      const errors = r.annotations.filter((a) => a.level === 'error' && a.props.file);
      assert.equal(errors.length, 1);
      assert.deepEqual(errors[0].props, { title: 'cmp-lint (legacy-cm-plugin)', file: 'old/argocd-cm.yaml', line: '12', endLine: '12', col: '3', endColumn: '26' });
      assert.match(errors[0].message, /^argocd-cm `configManagementPlugins` \(`helmfile`\) was removed in Argo CD v2\.8.*\nhint: move each plugin to a sidecar/s);
      assert.match(r.stdout, /^::error title=cmp-lint \(legacy-cm-plugin\),file=old\/argocd-cm\.yaml,line=12,endLine=12,col=3,endColumn=26::argocd-cm/m);
      // setFailed: one plain error line with the reason, and no stack trace anywhere
      assert.match(r.stdout, /^::error::cmp-lint found 1 error at or above fail-on: error/m);
      assert.doesNotMatch(r.stdout + r.stderr, /\n\s+at /);
      assert.deepEqual(r.outputs, { errors: '1', warnings: '0', infos: '0', 'sarif-file': '', 'changed-apps': '', 'diff-file': '' });
      assert.match(r.summary, /^## cmp-lint\n\n\*\*✖ 1 problem \(1 error, 0 warnings, 0 infos\) in 1 file\*\*/);
      assert.match(r.summary, /\| error \| \[old\/argocd-cm\.yaml:12\]\(https:\/\/github\.com\/acme\/gitops\/blob\/f{40}\/old\/argocd-cm\.yaml#L12\) \| \[legacy-cm-plugin\]/);
      assert.doesNotMatch(r.summary, /Manifest diff/);
      // a push has no pull request: no comment, no API call at all
      assert.equal(api.requests.length, 0);
    } finally {
      await api.close();
    }
  });

  test('fail-on never and sarif-file: the step passes and writes SARIF for upload-sarif', async () => {
    const repo = gitRepo({ 'old/argocd-cm.yaml': ONE_ERROR });
    const r = await runAction({ cwd: repo.root, inputs: { 'fail-on': 'never', 'sarif-file': 'reports/cmp-lint.sarif' } });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(r.outputs.errors, '1');
    assert.equal(r.outputs['sarif-file'], join(repo.root, 'reports/cmp-lint.sarif'));
    const sarif = JSON.parse(readFileSync(r.outputs['sarif-file'], 'utf8'));
    assert.equal(sarif.version, '2.1.0');
    const results = sarif.runs[0].results;
    assert.equal(results.length, 1);
    assert.equal(results[0].ruleId, 'legacy-cm-plugin');
    assert.equal(results[0].locations[0].physicalLocation.artifactLocation.uri, 'old/argocd-cm.yaml');
    assert.doesNotMatch(r.stdout, /^::error::/m);
  });

  test('config and fail-on: a rule set to warning fails only with fail-on warning', async () => {
    const repo = gitRepo({ 'old/argocd-cm.yaml': ONE_ERROR, 'ci/cmp-lint.yaml': 'rules:\n  legacy-cm-plugin: warning\n' });
    const relaxed = await runAction({ cwd: repo.root, inputs: { config: 'ci/cmp-lint.yaml' } });
    assert.equal(relaxed.code, 0, relaxed.stdout + relaxed.stderr);
    assert.deepEqual([relaxed.outputs.errors, relaxed.outputs.warnings], ['0', '1']);
    assert.equal(relaxed.annotations.filter((a) => a.level === 'warning' && a.props.file === 'old/argocd-cm.yaml').length, 1);
    const strict = await runAction({ cwd: repo.root, inputs: { config: 'ci/cmp-lint.yaml', 'fail-on': 'warning' } });
    assert.equal(strict.code, 1);
    assert.match(strict.stdout, /^::error::cmp-lint found 1 warning at or above fail-on: warning/m);
  });

  test('format stylish: findings as text in the log, no annotations', async () => {
    const repo = gitRepo({ 'old/argocd-cm.yaml': ONE_ERROR });
    const r = await runAction({ cwd: repo.root, inputs: { format: 'stylish', 'fail-on': 'never' } });
    assert.equal(r.code, 0);
    assert.equal(r.annotations.length, 0);
    assert.match(r.stdout, /^old\/argocd-cm\.yaml:12:3 {2}error {2}argocd-cm/m);
  });

  test('working-directory: paths are read there, annotations name files from the repository root', async () => {
    const repo = gitRepo({ 'deploy/old/argocd-cm.yaml': ONE_ERROR, 'elsewhere/argocd-cm.yaml': ONE_ERROR });
    const r = await runAction({ cwd: repo.root, inputs: { 'working-directory': 'deploy', paths: 'old', 'fail-on': 'never', 'sarif-file': 'out.sarif' } });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.deepEqual(
      r.annotations.filter((a) => a.props.file).map((a) => a.props.file),
      ['deploy/old/argocd-cm.yaml'],
    );
    const sarif = JSON.parse(readFileSync(join(repo.root, 'out.sarif'), 'utf8'));
    assert.equal(sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri, 'deploy/old/argocd-cm.yaml');
  });

  test('wrong inputs and a broken config fail with one sentence, not a stack trace', async () => {
    const repo = gitRepo({ 'old/argocd-cm.yaml': ONE_ERROR, '.cmp-lint.yaml': 'rules:\n  no-such-rule: off\n' });
    const bad = await runAction({ cwd: repo.root, inputs: { 'fail-on': 'sometimes' } });
    assert.equal(bad.code, 1);
    assert.match(bad.stdout, /^::error::cmp-lint: input fail-on: `sometimes` is not one of error, warning, info, never$/m);
    const broken = await runAction({ cwd: repo.root });
    assert.equal(broken.code, 1);
    assert.match(broken.stdout, /^::error::cmp-lint: configuration error: \.cmp-lint\.yaml:2:3: unknown rule `no-such-rule`/m);
    for (const r of [bad, broken]) assert.doesNotMatch(r.stdout + r.stderr, /\n\s+at |internal error/);
  });

  test('pull request: findings on changed files are annotated first, at most 10 per severity, the rest counted in the summary', async () => {
    const old: Record<string, string> = {};
    for (let i = 1; i <= 12; i++) old[`old/argocd-cm-${String(i).padStart(2, '0')}.yaml`] = ONE_ERROR;
    const repo = gitRepo(old);
    const base = repo.commit({}, 'base');
    const head = repo.commit({ 'new/argocd-cm.yaml': ONE_ERROR }, 'add a legacy plugin');
    const r = await runAction({
      cwd: repo.root,
      eventName: 'pull_request',
      event: pullRequestEvent(7, base, head),
      inputs: { ...NO_DIFF, comment: 'false', 'fail-on': 'never' },
    });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(r.outputs.errors, '13');
    const files = r.annotations.filter((a) => a.level === 'error' && a.props.file).map((a) => a.props.file);
    assert.equal(files.length, 10);
    // "new/" sorts after "old/": only the changed-files-first order puts it on top
    assert.equal(files[0], 'new/argocd-cm.yaml');
    assert.deepEqual(files.slice(1), Object.keys(old).slice(0, 9));
    // the three left over are plain log lines, and the summary says so and lists all 13
    for (const f of Object.keys(old).slice(9)) assert.match(r.stdout, new RegExp(`^${f}:12:3  error  argocd-cm`, 'm'));
    assert.match(r.summary, /3 findings were not annotated \(3 errors\): GitHub shows at most 10 annotations per severity in a step, so findings on files this pull request changes were annotated first/);
    assert.equal(r.summary.match(/^\| error \|/gm)?.length, 13);
  });

  test('pull request without the base commit in the checkout: lint still works, in file order', async () => {
    const repo = gitRepo({ 'old/argocd-cm.yaml': ONE_ERROR });
    const head = repo.commit({ 'new/argocd-cm.yaml': ONE_ERROR });
    const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, 'a'.repeat(40), head), inputs: { comment: 'false', 'fail-on': 'never' } });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.deepEqual(
      r.annotations.filter((a) => a.props.file).map((a) => a.props.file),
      ['new/argocd-cm.yaml', 'old/argocd-cm.yaml'],
    );
    // diff: auto wanted a diff; the summary says why there is none
    assert.match(r.summary, /### Manifest diff\n\nmanifest diff not rendered: the base revision a{40} is not in this checkout; check out with `actions\/checkout` and `fetch-depth: 0`/);
    assert.equal(r.outputs['diff-file'], '');
  });

  test('PR comment: created once, updated in place, split into parts when too long, extra parts deleted', async () => {
    const repo = gitRepo({ 'README.md': 'gitops\n' });
    const base = repo.commit({}, 'base');
    const api = await fakeApi(7, humanComments(45));
    let head = '';
    /** commit the changes (none: run again on the same head) and run the action */
    const run = async (files?: Record<string, string | null>) => {
      if (files || !head) head = repo.commit(files ?? {});
      const from = api.requests.length;
      const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { ...NO_DIFF, 'fail-on': 'never' } });
      assert.equal(r.code, 0, r.stdout + r.stderr);
      return { r, w: writes(api, from), ours: api.comments.filter((c) => c.body.startsWith('<!-- cmp-lint:diff')) };
    };
    try {
      // 1: a finding on a changed file → one new comment (after paging through 45 others)
      const one = await run({ 'apps/argocd-cm.yaml': ONE_ERROR });
      assert.deepEqual(one.w, { POST: 1, PATCH: 0, DELETE: 0 });
      assert.equal(one.ours.length, 1);
      const id = one.ours[0].id;
      assert.ok(one.ours[0].body.startsWith(`${MARKER}\n## cmp-lint\n`));
      assert.match(one.ours[0].body, /### Findings on files this pull request changes/);
      assert.match(one.ours[0].body, /apps\/argocd-cm\.yaml:12/);
      assert.ok(api.requests.filter((q) => q.method === 'GET').length >= 3, 'read every page of comments');
      assert.ok(api.requests.every((q) => q.authorization === `Bearer ${TOKEN}`));
      assert.equal(api.comments.length, 46);

      // 2: a re-run on the same head → nothing to write
      const same = await run();
      assert.deepEqual(same.w, { POST: 0, PATCH: 0, DELETE: 0 });

      // 3: another finding → the same comment is edited
      const two = await run({ 'apps/more/argocd-cm.yaml': ONE_ERROR });
      assert.deepEqual(two.w, { POST: 0, PATCH: 1, DELETE: 0 });
      assert.deepEqual(two.ours.map((c) => c.id), [id]);
      assert.match(two.ours[0].body, /apps\/more\/argocd-cm\.yaml:12/);

      // 4: two hundred findings do not fit 65,536 characters → part 1 edited, more parts created
      const many: Record<string, string> = {};
      for (let i = 0; i < 200; i++) many[`apps/many/argocd-cm-${String(i).padStart(3, '0')}.yaml`] = ONE_ERROR;
      const big = await run(many);
      assert.ok(big.ours.length >= 2, `expected parts, got ${big.ours.length}`);
      assert.equal(big.ours[0].id, id);
      big.ours.forEach((c, i) => {
        assert.ok(c.body.length <= 65_536);
        assert.ok(c.body.startsWith(i === 0 ? `${MARKER}\n` : `<!-- cmp-lint:diff part ${i + 1} -->\n`), c.body.slice(0, 60));
      });
      assert.deepEqual(big.w, { POST: big.ours.length - 1, PATCH: 1, DELETE: 0 });
      const all = big.ours.map((c) => c.body).join('\n');
      for (const f of Object.keys(many)) assert.ok(all.includes(`${f}:12`), `${f} in the comment`);

      // 5: back to a short report → part 1 edited, the other parts deleted
      const gone: Record<string, null> = {};
      for (const f of Object.keys(many)) gone[f] = null;
      const small = await run(gone);
      assert.deepEqual(small.w, { POST: 0, PATCH: 1, DELETE: big.ours.length - 1 });
      assert.deepEqual(small.ours.map((c) => c.id), [id]);
      assert.equal(api.comments.length, 46);
      // the token reaches the log only as the runner's mask command
      assert.equal(small.r.stdout.split(TOKEN).length - 1, 1);
      assert.match(small.r.stdout, new RegExp(`^::add-mask::${TOKEN}$`, 'm'));
    } finally {
      await api.close();
    }
  });

  test('fork PR with a read-only token: a warning, the summary, and the step still passes', async () => {
    const repo = gitRepo({ 'ci/cmp-lint.yaml': 'rules:\n  legacy-cm-plugin: warning\n' });
    const base = repo.commit({}, 'base');
    const head = repo.commit({ 'apps/argocd-cm.yaml': ONE_ERROR });
    const api = await fakeApi(9);
    api.denyWrites = 403;
    try {
      const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(9, base, head, { fork: true }), apiUrl: api.url, inputs: { ...NO_DIFF, config: 'ci/cmp-lint.yaml' } });
      assert.equal(r.code, 0, r.stdout + r.stderr);
      assert.match(r.stdout, /^::warning::cmp-lint: could not write the pull-request comment: HTTP 403: the token may not write pull-request comments \(it needs `pull-requests: write`; pull requests from forks only get a read-only token\)\. The results are in the job summary\.$/m);
      assert.equal(r.outputs.warnings, '1');
      assert.match(r.summary, /apps\/argocd-cm\.yaml:12/);
      assert.equal(writes(api).POST, 1);
      assert.equal(api.comments.length, 0);
    } finally {
      await api.close();
    }
  });

  test('a clean pull request posts no comment', async () => {
    const repo = gitRepo({ 'README.md': 'x\n' });
    const base = repo.commit({}, 'base');
    const head = repo.commit({ 'apps/app.yaml': readFileSync(join(FIXTURES, 'clean-app.yaml'), 'utf8') });
    const api = await fakeApi(7);
    try {
      const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: NO_DIFF });
      assert.equal(r.code, 0, r.stdout + r.stderr);
      assert.deepEqual([r.outputs.errors, r.outputs.warnings, r.outputs.infos], ['0', '0', '0']);
      assert.match(r.summary, /\*\*✔ no problems in 1 file\*\*/);
      assert.deepEqual(writes(api), { POST: 0, PATCH: 0, DELETE: 0 });
    } finally {
      await api.close();
    }
  });

  test('pull_request_target: no render of untrusted code, but the lint runs', async () => {
    const repo = gitRepo({ 'README.md': 'x\n' });
    const base = repo.commit({}, 'base');
    const head = repo.commit({ 'apps/argocd-cm.yaml': ONE_ERROR });
    const auto = await runAction({ cwd: repo.root, eventName: 'pull_request_target', event: pullRequestEvent(7, base, head, { fork: true }), inputs: { comment: 'false' } });
    assert.equal(auto.code, 1);
    assert.equal(auto.annotations.filter((a) => a.props.file === 'apps/argocd-cm.yaml').length, 1);
    assert.match(auto.stdout, /^cmp-lint: manifest diff not rendered: this is a pull_request_target run: it has the base repository's secrets and a write token, and rendering would execute the pull request's plugin commands/m);
    assert.match(auto.summary, /### Manifest diff\n\nmanifest diff not rendered: this is a pull_request_target run/);
    assert.equal(auto.outputs['diff-file'], '');
    assert.equal(auto.outputs['changed-apps'], '');
    // asked for explicitly, the refusal is a warning annotation
    const asked = await runAction({ cwd: repo.root, eventName: 'pull_request_target', event: pullRequestEvent(7, base, head, { fork: true }), inputs: { comment: 'false', diff: 'true', 'fail-on': 'never' } });
    assert.equal(asked.code, 0);
    assert.match(asked.stdout, /^::warning::cmp-lint: manifest diff not rendered: this is a pull_request_target run/m);
  });

  test('workflow_run from a fork is untrusted too', async () => {
    const repo = gitRepo({ 'README.md': 'x\n' });
    const base = repo.commit({}, 'base');
    repo.commit({ 'notes.txt': 'y\n' });
    const event = { workflow_run: { head_repository: { full_name: 'someone/gitops' }, repository: { full_name: REPOSITORY } } };
    const r = await runAction({ cwd: repo.root, eventName: 'workflow_run', event, inputs: { diff: 'true', 'base-ref': base } });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^::warning::cmp-lint: manifest diff not rendered: this workflow_run was triggered from the fork someone\/gitops/m);
  });
});
