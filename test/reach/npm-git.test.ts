// The README's "from the repository" install line, `npm install --save-dev github:cmp-lint/cmp-lint`,
// run the way npm resolves it: a git dependency, cloned and packed by npm. The test cannot reach
// GitHub, so the same command runs against a git+file:// URL of a snapshot of this working tree
// (tracked files plus new, not ignored ones, committed into a temporary repository), with the
// network out of reach (--offline). Because package.json has a `build`
// script, npm "prepares" a git dependency: it runs `npm install` (development dependencies too) in
// its clone before packing it. Offline, those come from the npm cache that `npm ci` filled for this
// checkout. The test checks what the README promises: no build runs (the committed bundle is what
// gets installed), no runtime dependency lands in the project, and `npx cmp-lint` works.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, copyFileSync, writeFileSync, readFileSync, readdirSync, rmSync, existsSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { REPO, FIXTURES } from '../helpers/lint.js';

const gitEnv = {
  GIT_AUTHOR_NAME: 'cmp-lint test',
  GIT_AUTHOR_EMAIL: 'test@cmp-lint.invalid',
  GIT_COMMITTER_NAME: 'cmp-lint test',
  GIT_COMMITTER_EMAIL: 'test@cmp-lint.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
};
const hasGit = spawnSync('git', ['--version']).status === 0;
const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));

let tmp = '';
let snapshot = '';
let proj = '';
// the developer's (or CI's) npm cache, which `npm ci` filled: the clone's development dependencies come from there
const offline = () => ['--offline', '--no-audit', '--no-fund', '--no-update-notifier'];

function git(args: string[], cwd: string) {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...gitEnv } });
  assert.equal(r.status, 0, `git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

before(() => {
  if (!hasGit) return;
  tmp = mkdtempSync(join(tmpdir(), 'cmp-lint-npm-git-'));
  snapshot = join(tmp, 'cmp-lint');
  proj = join(tmp, 'consumer');
  const list = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8' });
  assert.equal(list.status, 0, 'this checkout is a git repository');
  for (const f of list.stdout.split('\0')) {
    if (!f || !existsSync(join(REPO, f)) || !statSync(join(REPO, f)).isFile()) continue;
    mkdirSync(dirname(join(snapshot, f)), { recursive: true });
    copyFileSync(join(REPO, f), join(snapshot, f));
  }
  git(['init', '-q', '-b', 'main'], snapshot);
  git(['add', '-A'], snapshot);
  git(['commit', '-q', '-m', 'snapshot'], snapshot);
  mkdirSync(proj);
  writeFileSync(join(proj, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }, null, 2));
});
after(() => tmp && rmSync(tmp, { recursive: true, force: true }));

test('README: `npm install --save-dev github:cmp-lint/cmp-lint` (as git+file://, offline) installs the committed bundle and runs', { skip: !hasGit && 'git is not installed', timeout: 300_000 }, () => {
  const line = /^npm install --save-dev (github:cmp-lint\/cmp-lint)$/m.exec(readme);
  assert.ok(line, 'the README still shows the install-from-repository line this test runs');
  assert.equal(`github:${new URL(pkg.repository.url.replace(/^git\+/, '')).pathname.replace(/^\//, '').replace(/\.git$/, '')}`, line[1], 'the README names the package.json repository');

  const r = spawnSync('npm', ['install', '--save-dev', ...offline(), `git+file://${snapshot}`], { cwd: proj, encoding: 'utf8', timeout: 280_000, env: { ...process.env, npm_config_loglevel: 'warn', ...gitEnv } });
  assert.equal(r.status, 0, `${r.stdout}\n${r.stderr}`);
  const installed = join(proj, 'node_modules', 'cmp-lint');
  assert.deepEqual(readdirSync(join(proj, 'node_modules')).filter((n) => !n.startsWith('.')), ['cmp-lint'], 'no runtime dependency');
  // no build step ran: the bundle is byte for byte the committed one
  assert.equal(readFileSync(join(installed, 'dist', 'cli.js'), 'utf8'), readFileSync(join(snapshot, 'dist', 'cli.js'), 'utf8'));
  assert.equal(readFileSync(join(installed, 'dist', 'cli-main.cjs'), 'utf8'), readFileSync(join(snapshot, 'dist', 'cli-main.cjs'), 'utf8'));
  assert.ok(!existsSync(join(installed, 'src')), 'only the files of package.json `files`');
  const consumer = JSON.parse(readFileSync(join(proj, 'package.json'), 'utf8'));
  assert.match(consumer.devDependencies['cmp-lint'], /^git\+file:/);

  const version = spawnSync('npx', [...offline(), '--', 'cmp-lint', '--version'], { cwd: proj, encoding: 'utf8', timeout: 30_000 });
  assert.equal(version.status, 0, version.stderr);
  assert.equal(version.stdout, `${pkg.version}\n`);
  mkdirSync(join(proj, 'manifests'));
  writeFileSync(join(proj, 'manifests', 'plugin.yaml'), readFileSync(join(FIXTURES, 'reach', 'bad', 'plugin.yaml')));
  const lint = spawnSync('npx', [...offline(), '--', 'cmp-lint', '-f', 'compact', 'manifests'], { cwd: proj, encoding: 'utf8', timeout: 30_000, env: { ...process.env, NO_COLOR: '1' } });
  assert.ok(lint.status === 0 || lint.status === 1, lint.stderr);
  assert.match(lint.stdout, /in 1 file/);
});
