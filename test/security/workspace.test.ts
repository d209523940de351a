// Attack tests for the workspace (issue 11 §2, issue 14): plugins see the tracked files of a commit
// in a throwaway repository of its own; nothing they do reaches the user's repository; symlinks
// leaving the repository fail the render with the repo-server's words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderSource } from '../../src/render/index.js';
import { renderCommand } from '../../src/render/cli.js';
import { runDiff } from '../../src/diff/index.js';
import { plugin, sh, source, tempRepo } from '../render/helpers.js';
import { gitRepo, MANIFEST, repoState, scratchDir } from './helpers.js';

const scratch = scratchDir('cmp-lint-sec-ws-');
process.on('exit', () => scratch.cleanup());
let n = 0;
const fresh = () => {
  const d = join(scratch.dir, `r${n++}`);
  mkdirSync(d);
  return d;
};

const appYaml = (name: string, path: string, pluginName: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://git.example.com/org/repo.git
    path: ${path}
    plugin:
      name: ${pluginName}
  destination:
    server: https://kubernetes.default.svc
    namespace: default
`;

const pluginYaml = (name: string, script: string) => `apiVersion: argoproj.io/v1alpha1
kind: ConfigManagementPlugin
metadata:
  name: ${name}
spec:
  generate:
    command: [sh, -c]
    args:
      - |
${script
  .split('\n')
  .map((l) => '        ' + l)
  .join('\n')}
`;

function io(cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (s: string) => void out.push(s), stderr: (s: string) => void err.push(s), cwd }, out, err };
}

test('diff: a plugin that reads .git and plants tags, config and hooks changes nothing in the user repository and finds no credential', async () => {
  const root = fresh();
  const repo = gitRepo(root);
  // what a CI checkout leaves in .git/config
  repo.git('config', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic c2VjcmV0LXRva2Vu');
  repo.git('config', 'credential.helper', 'store --file=/tmp/cmp-lint-creds');
  repo.git('config', 'url.https://x-access-token:ghs_SECRETTOKEN@github.com/.insteadOf', 'https://github.com/');
  repo.git('remote', 'add', 'origin', 'https://x-access-token:ghs_SECRETTOKEN@git.example.com/org/repo.git');
  // the plugin prints what it can see of .git into a ConfigMap (so it lands in the diff), then
  // tries every way to change the repository it was given
  const attack = `top=$(git rev-parse --show-toplevel)
gitdir=$(git rev-parse --absolute-git-dir)
git tag planted-tag 2>/dev/null
git config core.hooksPath /tmp/cmp-lint-planted-hooks
git config core.fsmonitor 'touch ${root}/FSMONITOR-RAN'
mkdir -p "$gitdir/hooks" && printf '#!/bin/sh\\ntouch ${root}/HOOK-RAN\\n' > "$gitdir/hooks/post-checkout" && chmod +x "$gitdir/hooks/post-checkout"
git -C "$top" config user.email planted@example.com
printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: seen\\ndata:\\n  rev: "%s"\\n' "$(git rev-parse HEAD)"`;
  writeFileSync(join(root, 'plugin.yaml'), pluginYaml('spy', attack));
  writeFileSync(join(root, 'app.yaml'), appYaml('spy-app', 'apps/spy', 'spy'));
  mkdirSync(join(root, 'apps/spy'), { recursive: true });
  writeFileSync(join(root, 'apps/spy/values.txt'), 'one\n');
  repo.git('add', '-A');
  repo.git('commit', '-qm', 'base');
  writeFileSync(join(root, 'apps/spy/values.txt'), 'two\n');
  repo.git('commit', '-qam', 'head');
  const before = repoState(repo.git);

  const report = await runDiff({ cwd: root, base: 'HEAD~1', sandbox: { mode: 'none' }, handleSignals: false, hostEnv: { PATH: process.env.PATH } });
  const app = report.apps.find((a) => a.app === 'spy-app');
  assert.ok(app, JSON.stringify(report.apps));
  assert.equal(app.status, 'changed', JSON.stringify(app)); // rev: each side saw its own commit
  assert.equal(report.findings.length, 0, JSON.stringify(report.findings));

  // what the plugin saw: its own repository at the right commit, with no credential in it
  const lay = await import('../../src/render/sandbox/layout.js');
  const ws = fresh();
  await lay.layoutCommit(root, repo.git('rev-parse', 'HEAD').trim(), join(ws, 'x'));
  const seen = repo.git('cat-file', '-p', 'HEAD:apps/spy/values.txt'); // sanity: head content
  assert.equal(seen, 'two\n');
  const config = repo.git('-C', join(ws, 'x'), 'config', '--list', '--local');
  assert.ok(!/SECRETTOKEN|extraheader|credential|insteadof/i.test(config), config);
  assert.match(config, /remote\.origin\.url=https:\/\/git\.example\.com\/org\/repo\.git/);
  assert.ok(!existsSync(join(ws, 'x', '.git', 'objects', 'info', 'alternates')));

  // the user's repository is exactly as it was, and nothing planted runs
  assert.equal(repoState(repo.git), before);
  repo.git('status');
  repo.git('checkout', '-q', 'HEAD~1');
  assert.ok(!existsSync(join(root, 'FSMONITOR-RAN')) && !existsSync(join(root, 'HOOK-RAN')), 'a planted command ran');
});

test('diff: the plugin saw its own .git: no credentials, no link into the user repository', async () => {
  const root = fresh();
  const repo = gitRepo(root);
  repo.git('config', 'http.extraheader', 'AUTHORIZATION: bearer ghs_SECRETTOKEN');
  const spy = `gitdir=$(git rev-parse --absolute-git-dir)
printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: seen\\ndata:\\n  config: |\\n' 
sed 's/^/    /' "$gitdir/config"
printf '  gitdir: "%s"\\n  alternates: "%s"\\n' "$gitdir" "$(cat "$gitdir/objects/info/alternates" 2>/dev/null)"`;
  writeFileSync(join(root, 'plugin.yaml'), pluginYaml('spy', spy));
  writeFileSync(join(root, 'app.yaml'), appYaml('spy-app', 'apps/spy', 'spy'));
  mkdirSync(join(root, 'apps/spy'), { recursive: true });
  repo.git('add', '-A');
  repo.git('commit', '-qm', 'base');
  writeFileSync(join(root, 'apps/spy/new.txt'), 'x\n');
  repo.git('add', '-A');
  repo.git('commit', '-qm', 'head');
  const report = await runDiff({ cwd: root, base: 'HEAD~1', all: true, sandbox: { mode: 'none' }, handleSignals: false, hostEnv: { PATH: process.env.PATH } });
  const { toJson } = await import('../../src/diff/index.js');
  const text = toJson(report);
  assert.ok(!text.includes('SECRETTOKEN'), text);
  assert.ok(!text.includes(root + '/.git'), 'the workspace .git is not the user\'s');
  assert.equal(report.sandbox?.used.join(), 'none');
  assert.equal(report.sandbox?.isolated, false);
});

test('render: only the tracked files of HEAD reach the plugin; --include-uncommitted adds working-tree changes, labelled', async () => {
  const root = fresh();
  const repo = gitRepo(root);
  const list = `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: seen\\ndata:\\n  files: "%s"\\n  tracked: "%s"\\n' "$(find . -type f | sort | tr '\\n' ' ')" "$(cat tracked.txt)"`;
  writeFileSync(join(root, 'plugin.yaml'), pluginYaml('ls', list));
  writeFileSync(join(root, 'app.yaml'), appYaml('ls-app', 'apps/ls', 'ls'));
  writeFileSync(join(root, '.gitignore'), 'secret.env\n');
  mkdirSync(join(root, 'apps/ls'), { recursive: true });
  writeFileSync(join(root, 'apps/ls/tracked.txt'), 'committed\n');
  repo.git('add', '-A');
  repo.git('commit', '-qm', 'one');
  writeFileSync(join(root, 'apps/ls/tracked.txt'), 'edited\n');
  writeFileSync(join(root, 'apps/ls/untracked.txt'), 'u\n');
  writeFileSync(join(root, 'apps/ls/secret.env'), 'TOKEN=ignored-secret\n');

  const c = io(root);
  assert.equal(await renderCommand(['--sandbox', 'none'], c.io), 0, c.err.join(''));
  const err = c.err.join('');
  assert.match(err, /workspace: tracked files of commit [0-9a-f]{12}; sandbox: none/);
  assert.match(err, /note: 1 uncommitted change to tracked files ignored \(apps\/ls\/tracked\.txt\)/);
  assert.match(err, /note: 1 untracked file not in the workspace/);
  const out = c.out.join('');
  assert.match(out, /^ {2}files: '\.\/tracked\.txt '$/m, out);
  assert.match(out, /^ {2}tracked: committed$/m);

  const d = io(root);
  assert.equal(await renderCommand(['--sandbox', 'none', '--include-uncommitted'], d.io), 0, d.err.join(''));
  const err2 = d.err.join('');
  assert.match(err2, /workspace: commit [0-9a-f]{12} plus uncommitted changes of 1 tracked file \(--include-uncommitted\)/);
  const out2 = d.out.join('');
  assert.match(out2, /^ {2}files: '\.\/tracked\.txt '$/m, out2);
  assert.match(out2, /^ {2}tracked: edited$/m);
});

// util/app/path CheckOutOfBoundsSymlinks (reposerver/repository/repository.go, argo-cd @37ee009):
// testdata badlink "../../bla", badlink2 "..///../bad//../link/", badlink3 "../badlink3/test.txt",
// abslink "/somethingbad"; goodlink "./file.txt", "subdir/file.txt", "subdir/..file.txt",
// subdir/goodlink "../subdir/file.txt".
for (const [name, files, file] of [
  ['absolute', { 'app/x.txt': '', 'abslink': { symlink: '/somethingbad' } }, 'abslink'],
  ['leaving the root', { 'app/x.txt': '', 'badlink/badlink': { symlink: '../../bla' } }, 'badlink/badlink'],
  ['crazy formatting', { 'app/x.txt': '', 'badlink2/badlink': { symlink: '..///../bad//../link/' } }, 'badlink2/badlink'],
  ['leaving then coming back', { 'app/x.txt': '', 'badlink3/test.txt': '', 'badlink3/badlink': { symlink: '../../badlink3/test.txt' } }, 'badlink3/badlink'],
  ['an .argocd-source.yaml pointing outside', { 'app/x.txt': '', 'app/.argocd-source.yaml': { symlink: '/etc/passwd' } }, 'app/.argocd-source.yaml'],
  ['an app path that is a link outside', { 'real/x.txt': '', app: { symlink: '/tmp' } }, 'app'],
] as const) {
  test(`out-of-bounds symlink (${name}): the render fails like the repo-server`, async () => {
    const r = tempRepo(files as never);
    try {
      const res = await renderSource({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'p' } }), plugins: [plugin({ name: 'p', generate: sh(MANIFEST) })], revision: 'x', hostEnv: { PATH: process.env.PATH } });
      assert.equal(res.error?.stage, 'workspace');
      assert.equal(res.error?.message, `repository contains out-of-bounds symlinks. file: ${file}`);
    } finally {
      r.cleanup();
    }
  });
}

test('in-bounds symlinks keep their relative link text; a link to the root itself is refused by the untar', async () => {
  const r = tempRepo({
    'app/file.txt': 'f',
    'app/subdir/file.txt': 's',
    'app/subdir/..file.txt': 'd',
    'app/goodlink': { symlink: './file.txt' },
    'app/goodlink2': { symlink: 'subdir/file.txt' },
    'app/goodlink3': { symlink: 'subdir/..file.txt' },
    'app/subdir/goodlink': { symlink: '../subdir/file.txt' },
  });
  try {
    const p = plugin({ name: 'p', generate: sh(`for l in goodlink goodlink2 goodlink3 subdir/goodlink; do echo "$l -> $(readlink $l) = $(cat $l)" >&2; done; ${MANIFEST}`) });
    const res = await renderSource({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'p' } }), plugins: [p], revision: 'x', hostEnv: { PATH: process.env.PATH } });
    assert.equal(res.error, undefined, JSON.stringify(res.error));
    // util/io/files Untgz relativizes every link to its resolved target
    assert.deepEqual(res.stderr.trim().split('\n'), ['goodlink -> file.txt = f', 'goodlink2 -> subdir/file.txt = s', 'goodlink3 -> subdir/..file.txt = d', 'subdir/goodlink -> file.txt = s']);
    symlinkSync('..', join(r.root, 'app', 'root'));
    const res2 = await renderSource({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'p' } }), plugins: [p], revision: 'x', hostEnv: { PATH: process.env.PATH } });
    assert.equal(res2.error?.stage, 'workspace');
    assert.match(res2.error?.message ?? '', /^illegal filepath in symlink: \//);
  } finally {
    r.cleanup();
  }
});
