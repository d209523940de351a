// pre-commit: the `cmp-lint` hook of .pre-commit-hooks.yaml, installed and run by Debian's pre-commit
// through `pre-commit try-repo`, on a temporary git repository.
//
// The hook repository is a snapshot of this working tree (tracked files plus new, not ignored ones) committed
// into a temporary repository, so the test exercises the current dist/ and .pre-commit-hooks.yaml even when
// they are not committed yet. (try-repo on this checkout itself would use HEAD plus `git add -u` of tracked
// files only, silently missing new files.) pre-commit installs a node hook by running `npm install` (with
// devDependencies) in a clone, `npm pack`, and `npm install -g` of the tarball; each try-repo does that anew
// in a throw-away store. npm is told to prefer its local cache, which `npm ci` has filled, so the install
// normally needs no network.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, copyFileSync, writeFileSync, readFileSync, rmSync, existsSync, statSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { REPO, FIXTURES } from '../helpers/lint.js';
import { fileKind } from '../../src/files/read.js';

const hasPreCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;
const SKIP = hasPreCommit ? false : 'the `pre-commit` binary is not installed (Debian: apt-get install -y pre-commit)';

let tmp = '';
let hookRepo = '';
let bad: Promise<Run>;
let good: Promise<Run>;
let script: Promise<Run>;
const gitEnv = {
  GIT_AUTHOR_NAME: 'cmp-lint test',
  GIT_AUTHOR_EMAIL: 'test@cmp-lint.invalid',
  GIT_COMMITTER_NAME: 'cmp-lint test',
  GIT_COMMITTER_EMAIL: 'test@cmp-lint.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
};

function git(args: string[], cwd: string) {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...gitEnv } });
  assert.equal(r.status, 0, `git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

/** Files of the working tree a fresh clone would have, plus files not committed yet (not ignored ones). */
function workingTreeFiles(): string[] {
  const r = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8' });
  if (r.status === 0) return r.stdout.split('\0').filter((f) => f && existsSync(join(REPO, f)) && statSync(join(REPO, f)).isFile());
  const out: string[] = []; // not a git checkout: everything but the obvious
  (function walk(rel: string) {
    for (const n of readdirSync(join(REPO, rel))) {
      if (['.git', 'node_modules'].includes(n) || n.endsWith('.tgz')) continue;
      const p = rel ? `${rel}/${n}` : n;
      if (statSync(join(REPO, p)).isDirectory()) walk(p);
      else out.push(p);
    }
  })('');
  return out;
}

interface Run {
  code: number | null;
  out: string;
  seconds: string;
}

/** `pre-commit try-repo <hook repo> cmp-lint …` in `cwd`, asynchronously so that both cases install at once. */
function tryRepo(cwd: string, extra: string[], hook = 'cmp-lint'): Promise<Run> {
  const started = Date.now();
  const child = spawn('pre-commit', ['try-repo', hookRepo, hook, '--color=never', ...extra], {
    cwd,
    timeout: 240_000,
    env: {
      ...process.env,
      ...gitEnv,
      TMPDIR: tmp, // try-repo's throw-away store (with the hook's node_modules) lands here
      PRE_COMMIT_HOME: join(tmp, 'pre-commit-home'),
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
      NO_COLOR: '1',
    },
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
  return new Promise((resolve) => {
    child.on('error', (e) => resolve({ code: null, out: `${out}\n${e.message}`, seconds: '' }));
    child.on('close', (code) => resolve({ code, out, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
  });
}

/** A repository with a plugin (committed) and an Application using it, with a committed unrelated bad file. */
function workRepo(name: string, appName: string): string {
  const dir = join(tmp, name);
  mkdirSync(join(dir, 'legacy'), { recursive: true });
  git(['init', '-q', '-b', 'main'], dir);
  copyFileSync(join(FIXTURES, 'reach', 'bad', 'plugin.yaml'), join(dir, 'plugin.yaml'));
  // Committed earlier and not touched now: its problems must not block this commit.
  const legacy = readFileSync(join(FIXTURES, 'reach', 'editor', 'plugin.yaml'), 'utf8').replace('name: helmfile', 'name: old-tool');
  writeFileSync(join(dir, 'legacy', 'plugin.yaml'), legacy);
  git(['add', '.'], dir);
  git(['commit', '-q', '-m', 'plugin'], dir);
  const app = readFileSync(join(FIXTURES, 'reach', 'bad', 'app.yaml'), 'utf8').replace('name: helmfile\n', `name: ${appName}\n`);
  writeFileSync(join(dir, 'app.yaml'), app);
  git(['add', 'app.yaml'], dir);
  return dir;
}

before(() => {
  if (SKIP) return;
  tmp = mkdtempSync(join(tmpdir(), 'cmp-lint-pre-commit-'));
  hookRepo = join(tmp, 'hook-repo');
  for (const f of workingTreeFiles()) {
    mkdirSync(dirname(join(hookRepo, f)), { recursive: true });
    copyFileSync(join(REPO, f), join(hookRepo, f)); // keeps dist/cli.js executable
  }
  git(['init', '-q', '-b', 'main'], hookRepo);
  git(['add', '-A'], hookRepo);
  git(['commit', '-q', '-m', 'snapshot of the cmp-lint working tree'], hookRepo);
  // Each try-repo installs the hook from scratch (npm install, npm pack, npm install -g): run both at once.
  bad = tryRepo(workRepo('bad', 'helmfile'), ['--files', 'app.yaml']);
  good = tryRepo(workRepo('good', 'helmfile-v1.0'), []); // no --files: the staged files, as on `git commit`
  script = tryRepo(workRepo('script-bad', 'helmfile'), ['--files', 'app.yaml'], 'cmp-lint-script');
});
after(() => tmp && rmSync(tmp, { recursive: true, force: true }));

test('.pre-commit-hooks.yaml: a node hook on the system Node.js, YAML and Dockerfiles, whole repository as context', () => {
  const text = readFileSync(join(REPO, '.pre-commit-hooks.yaml'), 'utf8');
  for (const line of ['- id: cmp-lint', '  entry: cmp-lint --context .', '  language: node', '  language_version: system', '  files: \\.(ya?ml|json)$|(^|/)(Dockerfile|Containerfile)[^/]*$']) {
    assert.ok(text.split('\n').includes(line), `hook has: ${line}`);
  }
  const files = new RegExp(/files: (.*)/.exec(text)![1]);
  for (const f of ['plugin.yaml', 'apps/app.yml', 'Dockerfile', 'images/cmp/Dockerfile.helmfile', 'Containerfile']) assert.ok(files.test(f), f);
  for (const f of ['README.md', 'yaml/notes.txt', 'Dockerfile.d/readme.md', 'MyDockerfile']) assert.ok(!files.test(f), f);
  // JSON manifests too, but not the tools' JSON files cmp-lint never reads (they would only be listed as skipped)
  const exclude = new RegExp(/exclude: (.*)/.exec(text)![1]);
  for (const f of ['apps/app.json', 'overlay/patch.json', 'dashboards/argocd.json']) assert.ok(files.test(f) && !exclude.test(f), f);
  for (const f of ['package.json', 'web/package-lock.json', 'tsconfig.build.json', 'renovate.json', 'chart/values.schema.json', 'main.tf.json']) {
    assert.ok(exclude.test(f) && fileKind(f.slice(f.lastIndexOf('/') + 1)) === undefined, f);
  }
  // pre-commit reads the tarball name from `npm pack` stdout and runs `npm install` in the clone:
  // lifecycle scripts of our own package would break or slow the hook install.
  const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
  for (const s of ['preinstall', 'install', 'postinstall', 'prepare', 'prepack', 'postpack', 'prepublish']) assert.equal(pkg.scripts?.[s], undefined, `no ${s} script`);
});

test('pre-commit try-repo --files app.yaml: an Application naming `helmfile` (the plugin serves helmfile-v1.0) fails with a positioned message', { skip: SKIP, timeout: 250_000 }, async () => {
  const r = await bad;
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /^cmp-lint \(Argo CD Config Management Plugins\)\.+Failed$/m);
  assert.match(r.out, /^app\.yaml:16:13 {2}error {2}Application `podinfo` names plugin `helmfile`, but the plugin at plugin\.yaml:6 declares `version: v1\.0`, so Argo CD serves it as `helmfile-v1\.0` {2}app-plugin-not-found$/m);
  assert.match(r.out, /^ {2}hint: plugin\.name: helmfile-v1\.0$/m);
  // plugin.yaml was read as context but not passed, and the old problems in legacy/ are not reported.
  assert.doesNotMatch(r.out, /legacy\/plugin\.yaml:\d+/);
  assert.match(r.out, /✖ 1 problem \(1 error, 0 warnings, 0 infos\) in 1 file/);
  console.log(`# pre-commit try-repo (failing case), hook install included: ${r.seconds}s`);
});

test('the install-free cmp-lint-script hook blocks the same commit with the same message', { skip: SKIP, timeout: 250_000 }, async () => {
  const r = await script;
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /^app\.yaml:16:13 {2}error {2}.* {2}app-plugin-not-found$/m);
  assert.doesNotMatch(r.out, /legacy\/plugin\.yaml:\d+/);
  console.log(`# pre-commit try-repo (script hook, no install): ${r.seconds}s`);
});

test('pre-commit try-repo on the staged files: the fixed Application passes, old problems elsewhere do not block', { skip: SKIP, timeout: 250_000 }, async () => {
  const r = await good;
  assert.equal(r.code, 0, r.out);
  assert.match(r.out, /^cmp-lint \(Argo CD Config Management Plugins\)\.+Passed$/m);
  console.log(`# pre-commit try-repo (passing case), hook install included: ${r.seconds}s`);
});

test('the context is the staged tree: a plugin only in an untracked file is not found, an unstaged change to the committed plugin is not seen (on a commit, with --files, by hand) unless the plugin is passed', { skip: SKIP, timeout: 250_000 }, async () => {
  // committed: plugin.yaml (serves helmfile-v1.0); staged: app.yaml naming helmfile-v1.0 and
  // new-app.yaml naming fresh-v1.0, which only the untracked fresh-plugin.yaml serves; in the work
  // tree only: plugin.yaml at version v2.0 (pre-commit stashes that change while the hooks run)
  const dir = workRepo('staged-tree', 'helmfile-v1.0');
  const plugin = readFileSync(join(dir, 'plugin.yaml'), 'utf8');
  writeFileSync(join(dir, 'fresh-plugin.yaml'), plugin.replace('name: helmfile', 'name: fresh'));
  writeFileSync(join(dir, 'new-app.yaml'), readFileSync(join(dir, 'app.yaml'), 'utf8').replace('name: helmfile-v1.0\n', 'name: fresh-v1.0\n').replace('name: podinfo', 'name: fresh'));
  git(['add', 'new-app.yaml'], dir);
  writeFileSync(join(dir, 'plugin.yaml'), plugin.replace('version: v1.0', 'version: v2.0'));
  const r = await tryRepo(dir, [], 'cmp-lint-script');
  assert.equal(r.code, 1, r.out);
  assert.match(r.out, /^new-app\.yaml:16:13 {2}error {2}.*`fresh-v1\.0`.* {2}app-plugin-not-found$/m);
  assert.doesNotMatch(r.out, /^app\.yaml:/m);
  assert.match(r.out, /✖ 1 problem \(1 error, 0 warnings, 0 infos\) in 1 of 2 files/);
  // pre-commit put the unstaged change back
  assert.match(readFileSync(join(dir, 'plugin.yaml'), 'utf8'), /version: v2\.0/);
  // `--files` does not stash: the work tree holds plugin.yaml v2.0, but the commit holds v1.0, and
  // plugin.yaml is not passed, so app.yaml (helmfile-v1.0) passes
  const files = await tryRepo(dir, ['--files', 'app.yaml'], 'cmp-lint-script');
  assert.equal(files.code, 0, files.out);
  // by hand: the same; plugin.yaml passed is read from the work tree (v2.0), and so is the untracked plugin named
  const manual = (args: string[]) => spawnSync(process.execPath, [join(REPO, 'dist', 'cli.js'), '--context', '.', '--no-color', ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, ...gitEnv } });
  const staged = manual(['app.yaml', 'new-app.yaml', 'fresh-plugin.yaml']);
  assert.equal(staged.status, 0, staged.stdout + staged.stderr);
  const named = manual(['app.yaml', 'new-app.yaml', 'fresh-plugin.yaml', 'plugin.yaml']);
  assert.equal(named.status, 1, named.stdout + named.stderr);
  assert.match(named.stdout, /^app\.yaml:16:13 {2}error {2}.*v2\.0.* {2}app-plugin-not-found$/m);
  assert.doesNotMatch(named.stdout, /^new-app\.yaml:/m);
});
