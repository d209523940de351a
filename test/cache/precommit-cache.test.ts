// The pre-commit cache (src/cache/): `cmp-lint --context . <changed files>` remembers, per git blob,
// what each file contributes, so the next commit reads only what it must. Every test runs the built
// dist/cli.js on a real git repository and checks that the cached run gives exactly the output a
// `--no-cache` run gives (the whole JSON report and the exit code), and, through the
// CMP_LINT_CACHE_TRACE line on stderr, what the cache did (files left unread, files read).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, rmSync, readdirSync, copyFileSync, cpSync, existsSync, appendFileSync, chmodSync, symlinkSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { gitIn, TEST_GIT_ENV } from '../helpers/git.js';
import { pluginApplication, cacheCli, cachedAndPlain, type CacheRun } from '../helpers/cache.js';
import { REPO, FIXTURES } from '../helpers/lint.js';

const CLI = join(REPO, 'dist', 'cli.js');
const git = gitIn;

const app = (name: string, plugin: string) => pluginApplication(name, plugin);

const deployment = (name: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
spec:
  template:
    spec:
      containers:
        - name: app
          image: registry.example.com/${name}:1.0.0
---
apiVersion: v1
kind: Service
metadata:
  name: ${name}
spec:
  ports:
    - port: 80
`;

const configMap = (name: string) => `apiVersion: v1
kind: ConfigMap
metadata:
  name: ${name}
  namespace: web
data:
  MODE: production
`;

/**
 * A repository with a plugin in a ConfigMap (helmfile, version v1.0), the repo-server patch serving it,
 * Applications (one naming `helmfile`, which the version makes wrong), plain ConfigMaps and workloads
 * that do not matter. Everything committed.
 */
function makeRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-cache-'));
  const put = (rel: string, text: string) => {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };
  put('argocd/helmfile-cmp.yaml', readFileSync(join(FIXTURES, 'seeds', '000-helmfile-patch-configmap.yaml'), 'utf8'));
  put('argocd/repo-server-patch.yaml', readFileSync(join(FIXTURES, 'seeds', '000-helmfile-patch-deployment.yaml'), 'utf8'));
  put('apps/good.yaml', app('good', 'helmfile-v1.0'));
  put('apps/bad.yaml', app('bad', 'helmfile'));
  for (let i = 0; i < 5; i++) put(`apps/team-${i}.yaml`, app(`team-${i}`, 'helmfile-v1.0'));
  for (let i = 0; i < 5; i++) put(`config/settings-${i}.yaml`, configMap(`settings-${i}`));
  for (let i = 0; i < 8; i++) put(`services/svc-${i}/manifests.yaml`, deployment(`svc-${i}`));
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'setup');
  return dir;
}

type Run = CacheRun;

const cli = (cwd: string, args: string[], bin = CLI): Run => cacheCli(bin, cwd, args);

/** The pre-commit command with the cache, checked against the same command with --no-cache. */
function hook(cwd: string, files: string[], extra: string[] = [], bin = CLI): Run & { findings: { ruleId: string; file: string; line: number; column: number }[] } {
  const { cached, plain } = cachedAndPlain(bin, cwd, files, { extra });
  assert.equal(plain.trace, undefined, '--no-cache: no cache used');
  return { ...cached, findings: JSON.parse(cached.stdout).findings };
}

const brief = (fs: { ruleId: string; file: string; line: number; column: number }[]) => fs.map((f) => `${f.ruleId} ${f.file}:${f.line}:${f.column}`);
const cacheDir = (repo: string) => join(repo, '.git', 'cmp-lint', 'cache-v1');

test('a second run leaves the unchanged files unread, with the same report; the cache lives under .git, not in the work tree', () => {
  const repo = makeRepo();
  try {
    const first = hook(repo, ['apps/bad.yaml']);
    assert.deepEqual(brief(first.findings), ['app-plugin-not-found apps/bad.yaml:13:13']);
    assert.equal(first.trace?.skipped, 0);
    assert.equal(first.trace?.read, 22);
    assert.equal(first.trace?.saved, true);
    assert.equal(dirname(first.trace!.file), cacheDir(repo));
    assert.equal(git(repo, 'status', '--porcelain', '--ignored'), '', 'nothing written into the work tree');

    const second = hook(repo, ['apps/bad.yaml']);
    assert.deepEqual(brief(second.findings), ['app-plugin-not-found apps/bad.yaml:13:13']);
    // read: the plugin ConfigMap, the repo-server patch and the one Application reported on; the
    // other Applications, the plain ConfigMaps and the workloads are left unread
    assert.deepEqual({ skipped: second.trace?.skipped, read: second.trace?.read, full: second.trace?.full, saved: second.trace?.saved }, { skipped: 19, read: 3, full: false, saved: false });
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('changing a plugin version reports an Application in an unchanged file, cached or not', () => {
  const repo = makeRepo();
  try {
    hook(repo, ['apps/good.yaml']); // fills the cache
    const plugin = join(repo, 'argocd', 'helmfile-cmp.yaml');
    writeFileSync(plugin, readFileSync(plugin, 'utf8').replace('version: v1.0', 'version: v2.0'));
    git(repo, 'add', '-A');
    const r = hook(repo, ['argocd/helmfile-cmp.yaml']);
    // every Application naming helmfile-v1.0 now names nothing, and the one naming `helmfile` names the
    // versioned plugin wrongly: all related to the changed version line
    assert.deepEqual(brief(r.findings), [
      'app-plugin-not-found apps/bad.yaml:13:13',
      'app-plugin-not-found apps/good.yaml:13:13',
      'app-plugin-not-found apps/team-0.yaml:13:13',
      'app-plugin-not-found apps/team-1.yaml:13:13',
      'app-plugin-not-found apps/team-2.yaml:13:13',
      'app-plugin-not-found apps/team-3.yaml:13:13',
      'app-plugin-not-found apps/team-4.yaml:13:13',
    ]);
    assert.ok(r.findings.every((f) => JSON.stringify(f).includes('"file":"argocd/helmfile-cmp.yaml","line":15')), 'related to `version: v2.0`');
    // the plugin file is one others depend on: the Applications were read, not taken from the cache
    assert.equal(r.trace?.full, true);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('changing, deleting and renaming files: each run gives the --no-cache report', () => {
  const repo = makeRepo();
  try {
    hook(repo, ['apps/good.yaml']);
    // changed: the good Application now names a plugin nobody serves
    writeFileSync(join(repo, 'apps/good.yaml'), app('good', 'helmfil-v1.0'));
    git(repo, 'add', '-A');
    const changed = hook(repo, ['apps/good.yaml']);
    assert.deepEqual(brief(changed.findings), ['app-plugin-not-found apps/good.yaml:13:13']);
    assert.equal(changed.trace?.full, false);
    assert.equal(changed.trace?.read, 3);

    // modified in the work tree but not staged: read from the work tree, not taken from the index's entry
    writeFileSync(join(repo, 'apps/team-0.yaml'), app('team-0', 'nothing-v9'));
    const dirty = hook(repo, ['apps/team-0.yaml', 'apps/team-1.yaml']);
    assert.deepEqual(brief(dirty.findings), ['app-plugin-not-found apps/team-0.yaml:13:13']);
    git(repo, 'checkout', '--', 'apps/team-0.yaml');

    // deleted: the plugin's ConfigMap goes; the Applications now name a plugin nothing serves
    git(repo, 'rm', '-q', 'argocd/helmfile-cmp.yaml');
    const deleted = hook(repo, ['apps/team-1.yaml']);
    // the entry of the deleted file is dropped: the cache holds the files of the index, no more
    assert.match(readFileSync(deleted.trace!.file, 'utf8'), /^cmp-lint cache 3 21 [0-9a-f]{40}\n/);
    assert.deepEqual(brief(deleted.findings), []); // the sidecar's ConfigMap is not in scope: its plugin could be anything
    const patch = hook(repo, ['argocd/repo-server-patch.yaml']);
    assert.ok(brief(patch.findings).includes('sidecar-configmap-missing argocd/repo-server-patch.yaml:38:17'), brief(patch.findings).join('\n'));
    git(repo, 'reset', '-q', '--hard');

    // renamed: the cache entry of the old path does not serve the new one
    git(repo, 'mv', 'apps/bad.yaml', 'apps/renamed.yaml');
    const renamed = hook(repo, ['apps/renamed.yaml']);
    assert.deepEqual(brief(renamed.findings), ['app-plugin-not-found apps/renamed.yaml:13:13']);
    const again = hook(repo, ['apps/renamed.yaml']);
    assert.equal(again.trace?.read, 3);
    // a renamed file whose bytes changed too, reported from its new place
    git(repo, 'mv', 'config/settings-0.yaml', 'config/moved.yaml');
    writeFileSync(join(repo, 'config/moved.yaml'), configMap('moved') + 'x: [\n');
    git(repo, 'add', '-A');
    const broken = hook(repo, ['config/moved.yaml']);
    assert.deepEqual(brief(broken.findings).map((f) => f.split(' ')[0]), ['yaml-syntax']);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('changing the configuration selects a fresh cache; so does another build of cmp-lint', () => {
  const repo = makeRepo();
  const alt = mkdtempSync(join(tmpdir(), 'cmp-lint-build-'));
  try {
    const first = hook(repo, ['apps/bad.yaml']);
    writeFileSync(join(repo, '.cmp-lint.yaml'), 'rules:\n  app-plugin-not-found: warning\n');
    const configured = hook(repo, ['apps/bad.yaml']);
    assert.notEqual(configured.trace?.file, first.trace?.file);
    assert.equal(configured.trace?.skipped, 0);
    assert.equal(JSON.parse(configured.stdout).findings[0].severity, 'warning');
    // a comment only changes the file's bytes: still a fresh cache (the key holds the file's text)
    appendFileSync(join(repo, '.cmp-lint.yaml'), '# reviewed\n');
    const commented = hook(repo, ['apps/bad.yaml']);
    assert.notEqual(commented.trace?.file, configured.trace?.file);
    assert.equal(commented.trace?.skipped, 0);
    rmSync(join(repo, '.cmp-lint.yaml'));
    assert.equal(hook(repo, ['apps/bad.yaml']).trace?.file, first.trace?.file, 'the first configuration finds its cache again');

    // another build: the same bundle with one more byte
    cpSync(join(REPO, 'dist'), join(alt, 'dist'), { recursive: true });
    appendFileSync(join(alt, 'dist', 'cli-main.cjs'), '\n// another build\n');
    const rebuilt = hook(repo, ['apps/bad.yaml'], [], join(alt, 'dist', 'cli.js'));
    assert.notEqual(rebuilt.trace?.file, first.trace?.file);
    assert.equal(rebuilt.trace?.skipped, 0);
    assert.deepEqual(brief(rebuilt.findings), ['app-plugin-not-found apps/bad.yaml:13:13']);
    // one more configuration: five caches made, the four most recent kept
    writeFileSync(join(repo, '.cmp-lint.yaml'), 'rules:\n  app-schema: off\n');
    hook(repo, ['apps/bad.yaml']);
    assert.equal(readdirSync(cacheDir(repo)).length, 4);
  } finally {
    rmSync(repo, { recursive: true, force: true });
    rmSync(alt, { recursive: true, force: true });
  }
});

test('a corrupt, truncated or foreign cache file is ignored and rewritten', () => {
  const repo = makeRepo();
  try {
    const first = hook(repo, ['apps/bad.yaml']);
    const file = first.trace!.file;
    const good = readFileSync(file, 'utf8');
    const [head, ...records] = good.split('\n');
    assert.match(head, /^cmp-lint cache 3 22 [0-9a-f]{40}$/);
    const body = records.join('\n');
    const sum = (text: string) => createHash('sha1').update(text).digest('hex');
    // every Application marked with an unknown role: were it believed, bad.yaml's finding could go
    const lying = good.replace(/\0l/g, '\0x');
    // the same with a checksum that fits
    const lyingBody = body.replace(/\0l/g, '\0x');
    // a damaged byte: a workload's `none` turned into a hub code (the checksum catches it)
    const flipped = good.replace('\0n', '\0h');
    const corrupt = ['', 'cmp-lint cache 1', good.slice(0, good.length / 2), good.slice(0, -1), `cmp-lint cache 2 22\n${body}`, `cmp-lint cache 3 23 ${sum(body)}\n${body}`, `cmp-lint cache 3 22 ${sum(body + 'x')}\n${body}`, lying, `cmp-lint cache 3 22 ${sum(lyingBody)}\n${lyingBody}`, flipped, '{"format":1,"files":{}}', '\u0000\u0001binary'];
    for (const bytes of corrupt) {
      writeFileSync(file, bytes);
      const r = hook(repo, ['apps/bad.yaml']);
      assert.deepEqual(brief(r.findings), ['app-plugin-not-found apps/bad.yaml:13:13']);
      assert.match(r.stderr, /cmp-lint cache: ignoring .* \(/, `ignored: ${JSON.stringify(bytes.slice(0, 20))}`);
      assert.equal(r.trace?.skipped, 0);
      assert.equal(r.trace?.saved, true);
      assert.equal(readFileSync(file, 'utf8'), good, 'rewritten whole');
    }
    // a stray temporary file of a writer that died does not disturb anyone
    writeFileSync(`${file}.12345.deadbeef.tmp`, '{"format":1');
    assert.equal(hook(repo, ['apps/bad.yaml']).trace?.read, 3);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('a cache that cannot be written, or no git repository at all: the run goes on without it', () => {
  const repo = makeRepo();
  const plain = mkdtempSync(join(tmpdir(), 'cmp-lint-nogit-'));
  try {
    // something that is not a directory where the cache directory should be
    writeFileSync(join(repo, '.git', 'cmp-lint'), 'in the way');
    const r = hook(repo, ['apps/bad.yaml']);
    assert.deepEqual(brief(r.findings), ['app-plugin-not-found apps/bad.yaml:13:13']);
    assert.match(r.stderr, /cmp-lint cache: not written \((ENOTDIR|EEXIST)\)/);
    assert.equal(r.trace?.saved, false);
    assert.equal(readFileSync(join(repo, '.git', 'cmp-lint'), 'utf8'), 'in the way');
    rmSync(join(repo, '.git', 'cmp-lint'));

    // --cache-dir elsewhere
    const elsewhere = join(plain, 'cache');
    const moved = hook(repo, ['apps/bad.yaml'], ['--cache-dir', elsewhere]);
    assert.equal(dirname(moved.trace!.file), elsewhere);
    assert.equal(hook(repo, ['apps/bad.yaml'], ['--cache-dir', elsewhere]).trace?.read, 3);
    assert.ok(!existsSync(join(repo, '.git', 'cmp-lint')));

    // not a repository
    cpSync(join(repo, 'apps'), join(plain, 'apps'), { recursive: true });
    cpSync(join(repo, 'argocd'), join(plain, 'argocd'), { recursive: true });
    const none = cli(plain, ['--context', '.', '-f', 'json', 'apps/bad.yaml']);
    assert.match(none.stderr, /cmp-lint cache: off \(not inside a git work tree\)/);
    assert.equal(none.code, 1);
    assert.deepEqual(brief(JSON.parse(none.stdout).findings), ['app-plugin-not-found apps/bad.yaml:13:13']);
  } finally {
    rmSync(repo, { recursive: true, force: true });
    rmSync(plain, { recursive: true, force: true });
  }
});

test('a cache directory without write permission: the run goes on without writing', { skip: process.getuid?.() === 0 ? 'running as root: permissions do not stop root (the ENOTDIR case above covers the path)' : false }, () => {
  const repo = makeRepo();
  try {
    hook(repo, ['apps/bad.yaml']);
    chmodSync(cacheDir(repo), 0o555);
    writeFileSync(join(repo, 'apps/good.yaml'), app('good', 'other-v1'));
    const r = hook(repo, ['apps/good.yaml']);
    assert.equal(r.trace?.saved, false);
    assert.deepEqual(brief(r.findings), ['app-plugin-not-found apps/good.yaml:13:13']);
  } finally {
    chmodSync(cacheDir(repo), 0o755);
    rmSync(repo, { recursive: true, force: true });
  }
});

test('hooks running at once leave one whole cache file', async () => {
  const repo = makeRepo();
  try {
    const expected = cli(repo, ['--context', '.', '-f', 'json', '--no-cache', 'apps/bad.yaml']).stdout;
    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        new Promise<string>((resolve) => {
          const child = spawn(process.execPath, [CLI, '--context', '.', '-f', 'json', 'apps/bad.yaml'], { cwd: repo, env: { ...process.env, ...TEST_GIT_ENV } });
          let out = '';
          child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
          child.on('close', () => resolve(out));
        }),
      ),
    );
    for (const out of runs) assert.equal(out, expected);
    const files = readdirSync(cacheDir(repo));
    assert.equal(files.length, 1, files.join(', '));
    assert.ok(files[0].endsWith('.cache'));
    assert.match(readFileSync(join(cacheDir(repo), files[0]), 'utf8'), /^cmp-lint cache 3 22 [0-9a-f]{40}\n/);
    const r = hook(repo, ['apps/bad.yaml']);
    assert.equal(r.trace?.read, 3);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('rules that gather Applications (legacy plugin lists) make the run read every Application', () => {
  const repo = makeRepo();
  try {
    copyFileSync(join(FIXTURES, 'seeds', '002-legacy-argocd-cm-plugin.yaml'), join(repo, 'argocd', 'argocd-cm.yaml'));
    writeFileSync(join(repo, 'apps/also.yaml'), app('also', 'helmfile'));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'legacy');
    hook(repo, ['apps/good.yaml']);
    // `bad` names `helmfile`, the legacy plugin: the legacy finding lists it among its users, and
    // `also` (unchanged, cached) too: a partial read would have missed that one
    const r = hook(repo, ['apps/bad.yaml']);
    const legacy = JSON.parse(r.stdout).findings.find((f: { ruleId: string }) => f.ruleId === 'legacy-cm-plugin');
    assert.match(legacy.message, /Application `also` \(apps\/also\.yaml:13\)/);
    assert.ok(brief(r.findings).includes('legacy-cm-plugin argocd/argocd-cm.yaml:12:3'), brief(r.findings).join('\n'));
    assert.equal(r.trace?.full, true);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('a kustomization that names a cached file as a patch gets it read', () => {
  const repo = makeRepo();
  try {
    hook(repo, ['apps/good.yaml']); // services/svc-0/manifests.yaml: cached as contributing nothing
    // a bare `spec:` fragment only means something as a patch of the repo-server
    writeFileSync(join(repo, 'services/svc-0/manifests.yaml'), 'spec:\n  template:\n    spec:\n      containers:\n        - name: extra\n          image: busybox\n          env:\n            - name: CACHE\n              value: ${HOME}/cache\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'fragment');
    hook(repo, ['apps/good.yaml']); // the fragment is cached as contributing nothing
    writeFileSync(join(repo, 'services/svc-0/kustomization.yaml'), 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [https://example.com/install.yaml]\npatches:\n  - path: manifests.yaml\n    target: {kind: Deployment, name: argocd-repo-server}\n');
    git(repo, 'add', '-A');
    const r = hook(repo, ['services/svc-0/kustomization.yaml']);
    assert.deepEqual(brief(r.findings), []);
    assert.equal(hook(repo, ['services/svc-0/manifests.yaml']).trace?.full, true, 'a patch is a file others depend on');
    const both = hook(repo, ['services/svc-0/kustomization.yaml', 'services/svc-0/manifests.yaml']);
    assert.deepEqual(brief(both.findings), ['pod-env-shell-syntax services/svc-0/manifests.yaml:9:22']);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('one git listing for the cache and the file list: untracked files, links, assume-unchanged and skip-worktree entries', () => {
  const repo = makeRepo();
  try {
    hook(repo, ['apps/good.yaml']);
    // assume-unchanged: git does not look at the file, so its index entry says nothing of its bytes
    git(repo, 'update-index', '--assume-unchanged', 'apps/team-0.yaml');
    writeFileSync(join(repo, 'apps/team-0.yaml'), app('team-0', 'nothing-v9'));
    const assumed = hook(repo, ['apps/team-0.yaml']);
    assert.deepEqual(brief(assumed.findings), ['app-plugin-not-found apps/team-0.yaml:13:13']);
    // …also when it is not reported on: a plugin there counts (the Application's own directory now
    // serves helmfile as helmfile-v3.0)
    writeFileSync(join(repo, 'apps/team-0.yaml'), readFileSync(join(FIXTURES, 'seeds', '000-helmfile-patch-configmap.yaml'), 'utf8').replace('version: v1.0', 'version: v3.0'));
    const hidden = hook(repo, ['apps/good.yaml']);
    assert.deepEqual(brief(hidden.findings), ['app-plugin-not-found apps/good.yaml:13:13']);
    git(repo, 'update-index', '--no-assume-unchanged', 'apps/team-0.yaml');
    git(repo, 'checkout', '--', 'apps/team-0.yaml');

    // skip-worktree with the file gone from the work tree: not linted, as without the cache
    git(repo, 'update-index', '--skip-worktree', 'apps/team-1.yaml');
    rmSync(join(repo, 'apps/team-1.yaml'));
    hook(repo, ['apps/good.yaml']);
    git(repo, 'update-index', '--no-skip-worktree', 'apps/team-1.yaml');
    git(repo, 'checkout', '--', 'apps/team-1.yaml');

    // untracked files are not in the commit: read when reported on (ignored or not), else never
    hook(repo, ['apps/good.yaml']); // (the files checked out again above are read once more)
    const readBefore = hook(repo, ['apps/good.yaml']).trace?.read;
    writeFileSync(join(repo, 'apps/new.yaml'), app('new', 'helmfile'));
    writeFileSync(join(repo, '.gitignore'), 'ignored.yaml\n');
    writeFileSync(join(repo, 'apps/ignored.yaml'), app('ignored', 'helmfile'));
    const untracked = hook(repo, ['apps/new.yaml']);
    assert.deepEqual(brief(untracked.findings), ['app-plugin-not-found apps/new.yaml:13:13']);
    assert.deepEqual(brief(hook(repo, ['apps/ignored.yaml']).findings), ['app-plugin-not-found apps/ignored.yaml:13:13']);
    assert.equal(hook(repo, ['apps/good.yaml']).trace?.read, readBefore, 'the untracked Applications are not read');

    // a tracked symbolic link to a file and one to a directory: the same files as without the cache
    symlinkSync('good.yaml', join(repo, 'apps/link.yaml'));
    symlinkSync('../services', join(repo, 'apps/more'));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'links');
    const linked = hook(repo, ['apps/bad.yaml']);
    assert.deepEqual(JSON.parse(linked.stdout).skipped, JSON.parse(cli(repo, ['--context', '.', '-f', 'json', '--no-cache', 'apps/bad.yaml']).stdout).skipped);
    hook(repo, ['apps/bad.yaml']);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});
