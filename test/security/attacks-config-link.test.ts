// Red-team attacks on the configuration file (issue 13): the working tree's .cmp-lint.yaml is the
// pull request's, and may be a symbolic link. To the runner's files (outside the repository: the
// config errors quote keys and values), into .git (the checkout's credential), to /dev/zero (an
// endless read) or a FIFO: none is followed, the run ends with a configuration error that quotes
// nothing of the target, through the real CLI and the real Action bundle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeApi, gitRepo as actionRepo, pullRequestEvent, runAction } from '../action/harness.js';
import { gitRepo, runCli, scratch } from './attack-helpers.js';

const C = (what: string) => ['rtcan', 'ary-', what].join('');

/** A runner file whose content the config validator would quote: a value in a known place. */
const runnerFile = (dir: string, what: string) => {
  const p = join(dir, `${what}.yaml`);
  writeFileSync(p, `rules:\n  sidecar-run-as-user: ${C(what)}\n`);
  return p;
};

test('cli: a .cmp-lint.yaml linking outside the repository, into .git or to /dev/zero is not followed; a link inside is', async () => {
  const dir = scratch();
  const outside = runnerFile(dir, 'outside');
  const repo = gitRepo(dir, { 'README.md': 'x\n', 'conf/real.yaml': 'rules:\n  sidecar-run-as-user: warning\n' });
  repo.git('config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic ${C('extraheader')}`);
  const cases: [string, string, RegExp][] = [
    ['absolute', outside, /symbolic link to outside the repository \(not followed\)/],
    ['relative', '../outside.yaml', /symbolic link to outside the repository \(not followed\)/],
    ['into .git', '.git/config', /symbolic link into \.git \(not followed\)/],
    ['/dev/zero', '/dev/zero', /symbolic link to outside the repository \(not followed\)/],
  ];
  const link = join(repo.root, '.cmp-lint.yaml');
  for (const [name, target, expect] of cases) {
    rmSync(link, { force: true });
    symlinkSync(target, link);
    const r = await runCli(['.'], { cwd: repo.root, env: { HOME: join(dir, 'home') }, timeoutMs: 30_000 });
    const out = r.stdout + r.stderr;
    assert.equal(r.code, 2, `${name}: ${out}`);
    assert.match(out, expect, name);
    assert.equal(out.match(/rtcanary-[a-z-]+/g), null, `${name}: the target's content reached the output:\n${out}`);
  }
  // a FIFO named explicitly: refused, not waited on
  const fifo = join(dir, 'fifo');
  execFileSync('mkfifo', [fifo]);
  const r = await runCli(['--config', fifo, '.'], { cwd: repo.root, env: { HOME: join(dir, 'home') }, timeoutMs: 30_000 });
  assert.equal(r.code, 2, r.stderr);
  assert.match(r.stderr, /not a regular file/);
  // a link that stays in the repository is an ordinary config
  rmSync(link, { force: true });
  symlinkSync('conf/real.yaml', link);
  const ok = await runCli(['.'], { cwd: repo.root, env: { HOME: join(dir, 'home') }, timeoutMs: 30_000 });
  assert.equal(ok.code, 0, ok.stdout + ok.stderr);
});

test('action, pull request: a head .cmp-lint.yaml linking to a runner file or /dev/zero ends the run promptly, quoting nothing of it', async () => {
  for (const target of ['runner-file', '/dev/zero']) {
    const repo = actionRepo({ 'README.md': 'x\n' });
    const base = repo.commit({}, 'base');
    const outside = runnerFile(join(repo.root, '..'), 'runner-file');
    symlinkSync(target === 'runner-file' ? outside : target, join(repo.root, '.cmp-lint.yaml'));
    mkdirSync(join(repo.root, 'apps'), { recursive: true });
    const head = repo.commit({ 'apps/x.txt': '1\n' }, 'link the config');
    const api = await fakeApi(7);
    try {
      const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url });
      const all = [r.stdout, r.stderr, r.summary, JSON.stringify(r.outputs), ...api.comments.map((c) => c.body)].join('\n');
      assert.notEqual(r.code, 0, `${target}: the run must fail on its configuration`);
      assert.match(all, /not followed/, `${target}:\n${r.stdout.slice(-2000)}`);
      assert.equal(all.match(/rtcanary-[a-z-]+/g), null, `${target}: the runner file's content was quoted`);
    } finally {
      await api.close();
    }
  }
});

test('lint: YAML-named links into .git (the checkout credential in .git/config) and directory links to .git are not followed', async () => {
  const dir = scratch();
  const repo = gitRepo(dir, { 'README.md': 'x\n' });
  // a remote URL naming argocd makes .git/config look worth parsing; the credential sits below it
  repo.git('remote', 'add', 'origin', 'https://github.com/acme/argocd-apps.git');
  repo.git('config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic ${C('extraheader')}`);
  mkdirSync(join(repo.root, 'argocd'), { recursive: true });
  symlinkSync('../.git/config', join(repo.root, 'argocd/plugin.yaml'));
  symlinkSync('.git/config', join(repo.root, 'kustomization.yaml'));
  symlinkSync('.git', join(repo.root, 'gitdir'));
  repo.commit({}, 'links into .git');
  const r = await runCli(['--format', 'json', '.'], { cwd: repo.root, env: { HOME: join(dir, 'home') } });
  const report = JSON.parse(r.stdout) as { findings: { file: string }[]; skipped: { file: string; reason: string }[] };
  assert.deepEqual(report.findings.map((f) => f.file), [], r.stdout);
  const skipped = Object.fromEntries(report.skipped.map((s) => [s.file, s.reason]));
  for (const f of ['argocd/plugin.yaml', 'kustomization.yaml', 'gitdir']) assert.equal(skipped[f], 'symbolic link into .git (not followed)', r.stdout);
  assert.equal((r.stdout + r.stderr).match(/rtcanary-[a-z-]+/g), null);
});
