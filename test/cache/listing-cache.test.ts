// The pre-commit cache's single pass over git's listing and the cache file (src/cache/index.ts
// FactsCache.split, readEntries): records are matched to the listing's clean entries in order, the
// entries they leave unread go to discovery as they are. Every hook run is compared with the same
// command with --no-cache through the built dist/cli.js (the whole JSON report and the exit code).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, rmSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { gitIn, TEST_GIT_ENV } from '../helpers/git.js';
import { pluginApplication, cachedAndPlain } from '../helpers/cache.js';
import { REPO, FIXTURES } from '../helpers/lint.js';
import { mayBeTemplated } from '../../src/cache/run.js';
import { templatedByName } from '../../src/yaml/template.js';

const CLI = join(REPO, 'dist', 'cli.js');
const git = gitIn;

const app = (name: string, plugin: string, extra = '') => pluginApplication(name, plugin, { tail: extra });

const configMap = (name: string) => `apiVersion: v1
kind: ConfigMap
metadata:
  name: ${name}
data:
  MODE: production
`;

/** The plugin setup under `<base>/argocd`, Applications, ConfigMaps and a chart under `<base>`; committed. */
function makeRepo(base = '.'): string {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-listing-'));
  const put = (rel: string, text: string) => {
    const p = join(dir, base, rel);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, text);
  };
  put('argocd/helmfile-cmp.yaml', readFileSync(join(FIXTURES, 'seeds', '000-helmfile-patch-configmap.yaml'), 'utf8'));
  put('argocd/repo-server-patch.yaml', readFileSync(join(FIXTURES, 'seeds', '000-helmfile-patch-deployment.yaml'), 'utf8'));
  put('apps/bad.yaml', app('bad', 'helmfile'));
  for (let i = 0; i < 6; i++) put(`apps/team-${i}.yaml`, app(`team-${i}`, 'helmfile-v1.0'));
  for (let i = 0; i < 4; i++) put(`config/settings-${i}.yaml`, configMap(`settings-${i}`));
  put('charts/web/Chart.yaml', 'apiVersion: v2\nname: web\nversion: 1.0.0\n');
  put('charts/web/templates/cm.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\n');
  put('charts/web/README.md', '# web\n');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'setup');
  return dir;
}

/** The hook's command with the cache, checked against --no-cache; `context` as given to --context. */
function hook(cwd: string, files: string[], context = '.') {
  const { cached } = cachedAndPlain(CLI, cwd, files, { context });
  const findings = (JSON.parse(cached.stdout).findings as { ruleId: string; file: string; line: number }[]).map((f) => `${f.ruleId} ${f.file}:${f.line}`);
  return { ...cached, findings };
}

test('mayBeTemplated never says no where templatedByName says yes (the cache asks it first)', () => {
  const paths = [
    ...gitIn(REPO, 'ls-files').split('\n').filter(Boolean),
    'templates/a.yaml',
    'charts/x/templates/deployment.yaml',
    'charts/x/templates/sub/dir/a.yml',
    'HELMFILE.YAML',
    'env/Helmfile.yml',
    'helmfile.d/00-base.yaml',
    'a/HelmFile.D/x.yaml',
    'values.yaml.gotmpl',
    'values.yml.GOTMPL',
    'x.GoTmPl',
    'charts/\u212Aelvin/templates/a.yaml',
    'h\u0130lmfile.yaml',
    'helmf\u0130le.yaml',
    'helmfile\u017F.yaml',
    '\u0130/templates/x.yaml',
    'café/templates/x.yaml',
    'ünïcode/helmfile.yaml',
    'a b/templates/c d.yaml',
    'templates',
    'x/templates',
    'Templates/a.yaml',
    'tEmPlAtEs/a.yaml',
    '\uD83D\uDE00/templates/a.yaml',
  ];
  for (const hasChart of [() => true, () => false]) {
    for (const p of paths) {
      if (templatedByName(p, hasChart)) assert.ok(mayBeTemplated(p), p);
    }
  }
  // and it does say no for the usual path, which is the point
  assert.equal(mayBeTemplated('apps/billing/app-000068.yaml'), false);
});

test('a merge in progress: unmerged entries are read from the work tree, then the resolution', () => {
  const repo = makeRepo();
  try {
    hook(repo, ['apps/bad.yaml']);
    git(repo, 'checkout', '-q', '-b', 'other');
    writeFileSync(join(repo, 'apps/team-0.yaml'), app('team-0', 'nothing-v1'));
    writeFileSync(join(repo, 'apps/team-1.yaml'), app('team-1', 'helmfile-v1.0', '\n    # the other side'));
    git(repo, 'commit', '-qam', 'other');
    git(repo, 'checkout', '-q', 'main');
    writeFileSync(join(repo, 'apps/team-0.yaml'), app('team-0', 'nothing-v2'));
    git(repo, 'commit', '-qam', 'main');
    hook(repo, ['apps/bad.yaml']);
    const merge = spawnSync('git', ['merge', '-q', 'other'], { cwd: repo, env: { ...process.env, ...TEST_GIT_ENV }, encoding: 'utf8' });
    assert.notEqual(merge.status, 0, 'the merge stops on a conflict');
    assert.match(git(repo, 'ls-files', '-u'), /apps\/team-0\.yaml/);
    // the conflicted file (markers in it) reported on, and not reported on
    const conflicted = hook(repo, ['apps/team-0.yaml']);
    assert.ok(conflicted.findings.some((f) => f.startsWith('yaml-syntax apps/team-0.yaml')), conflicted.findings.join('\n'));
    hook(repo, ['apps/team-1.yaml']);
    // resolved as the other side: a plugin nobody serves
    writeFileSync(join(repo, 'apps/team-0.yaml'), app('team-0', 'nothing-v1'));
    git(repo, 'add', 'apps/team-0.yaml');
    const resolved = hook(repo, ['apps/team-0.yaml', 'apps/team-1.yaml']);
    assert.deepEqual(resolved.findings, ['app-plugin-not-found apps/team-0.yaml:13']);
    git(repo, 'commit', '-q', '--no-edit');
    const after = hook(repo, ['apps/bad.yaml']);
    assert.equal(after.trace?.full, false);
    assert.equal(after.trace?.read, 3, 'after the merge commit, the unchanged files are left unread again');
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('a file modified or deleted in the work tree and not staged counts as the commit holds it (its staged bytes), unless reported on', () => {
  const repo = makeRepo();
  try {
    hook(repo, ['apps/team-1.yaml']);
    // a plugin in team-0's work-tree copy would serve helmfile as helmfile-v3.0, and team-1's
    // helmfile-v1.0 would be found nowhere; but the commit holds team-0 as an Application
    const v3 = readFileSync(join(FIXTURES, 'seeds', '000-helmfile-patch-configmap.yaml'), 'utf8').replace('version: v1.0', 'version: v3.0');
    writeFileSync(join(repo, 'apps/team-0.yaml'), v3);
    const r = hook(repo, ['apps/team-1.yaml']);
    assert.deepEqual(r.findings, []);
    assert.equal(r.trace?.read, 3, 'the plugin files and team-1: team-0 is known from its record (its staged bytes)');
    // reported on, team-0 is read as it is in the work tree (pre-commit passes it so only without its
    // stash: `pre-commit run --files`, `--all-files`)
    assert.deepEqual(hook(repo, ['apps/team-1.yaml', 'apps/team-0.yaml']).findings.filter((f) => f.includes('team-1')), ['app-plugin-not-found apps/team-1.yaml:13']);
    // and that reading left no record of team-0 made from its work-tree bytes: not reported on again, the staged Application
    assert.deepEqual(hook(repo, ['apps/team-1.yaml']).findings, []);
    // staged, it is what the commit holds
    git(repo, 'add', 'apps/team-0.yaml');
    assert.deepEqual(hook(repo, ['apps/team-1.yaml']).findings, ['app-plugin-not-found apps/team-1.yaml:13']);
    git(repo, 'reset', '-q', 'apps/team-0.yaml');
    git(repo, 'checkout', '-q', 'apps/team-0.yaml');
    // a file every run reads (the plugin), modified and not staged: read from the work tree first,
    // found modified by git's check of the files read, and read again from git (its staged bytes):
    // the commit holds helmfile-v2.0, so team-1's helmfile-v1.0 is found nowhere
    const cmp = readFileSync(join(repo, 'argocd/helmfile-cmp.yaml'), 'utf8');
    writeFileSync(join(repo, 'argocd/helmfile-cmp.yaml'), cmp.replace('version: v1.0', 'version: v2.0'));
    git(repo, 'add', 'argocd/helmfile-cmp.yaml');
    assert.deepEqual(hook(repo, ['apps/team-1.yaml']).findings, ['app-plugin-not-found apps/team-1.yaml:13']);
    writeFileSync(join(repo, 'argocd/helmfile-cmp.yaml'), cmp);
    const again = hook(repo, ['apps/team-1.yaml']);
    assert.deepEqual(again.findings, ['app-plugin-not-found apps/team-1.yaml:13']);
    assert.match(again.stderr, /cmp-lint cache: 1 file read modified in the work tree/);
    // deleted in the work tree and not staged: still in the commit
    rmSync(join(repo, 'argocd/helmfile-cmp.yaml'));
    assert.deepEqual(hook(repo, ['apps/team-1.yaml']).findings, ['app-plugin-not-found apps/team-1.yaml:13']);
    // unchanged Applications beside the committed one stay unread
    git(repo, 'reset', '-q', '--hard');
    hook(repo, ['apps/team-1.yaml']);
    assert.equal(hook(repo, ['apps/team-1.yaml']).trace?.read, 3);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('a commit touching a former hub reads everything at once, whatever the file is now', () => {
  const repo = makeRepo();
  try {
    hook(repo, ['apps/bad.yaml']);
    // the plugin ConfigMap turned into a plain one: no plugin serves helmfile any more
    writeFileSync(join(repo, 'argocd/helmfile-cmp.yaml'), configMap('helmfile-cmp'));
    git(repo, 'add', '-A');
    const r = hook(repo, ['argocd/helmfile-cmp.yaml']);
    assert.equal(r.trace?.full, true);
    assert.deepEqual(r.findings, []); // (the Applications' findings relate to no changed file)
    git(repo, 'commit', '-q', '-m', 'plain');
    // now a plain ConfigMap: a commit touching it again is partial, and sees what it sees
    writeFileSync(join(repo, 'argocd/helmfile-cmp.yaml'), configMap('helmfile-cmp') + '  MORE: x\n');
    git(repo, 'add', '-A');
    const again = hook(repo, ['argocd/helmfile-cmp.yaml', 'apps/bad.yaml']);
    assert.equal(again.trace?.full, false);
    assert.equal(again.trace?.read, 3, 'the repo-server patch, the ConfigMap file and bad.yaml');
    // and back to a plugin: its record says `cm`, so the partial run finds out and reads everything
    writeFileSync(join(repo, 'argocd/helmfile-cmp.yaml'), readFileSync(join(FIXTURES, 'seeds', '000-helmfile-patch-configmap.yaml'), 'utf8'));
    git(repo, 'add', '-A');
    const back = hook(repo, ['argocd/helmfile-cmp.yaml']);
    assert.equal(back.trace?.full, true);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('a context below cwd, and cwd below the context: the same reports as without the cache', () => {
  const repo = makeRepo('gitops');
  try {
    // --context gitops from the repository root: paths are gitops/…
    hook(repo, ['gitops/apps/bad.yaml'], 'gitops');
    const second = hook(repo, ['gitops/apps/bad.yaml'], 'gitops');
    assert.deepEqual(second.findings, ['app-plugin-not-found gitops/apps/bad.yaml:13']);
    assert.equal(second.trace?.read, 3);
    writeFileSync(join(repo, 'gitops/apps/team-2.yaml'), app('team-2', 'nothing'));
    git(repo, 'add', '-A');
    assert.deepEqual(hook(repo, ['gitops/apps/team-2.yaml'], 'gitops').findings, ['app-plugin-not-found gitops/apps/team-2.yaml:13']);
    // from gitops/apps with the context one level up: paths are ../argocd/…
    const sub = join(repo, 'gitops', 'apps');
    hook(sub, ['bad.yaml'], '..');
    const up = hook(sub, ['bad.yaml'], '..');
    assert.deepEqual(up.findings, ['app-plugin-not-found bad.yaml:13']);
    const plugin = join(repo, 'gitops/argocd/helmfile-cmp.yaml');
    writeFileSync(plugin, readFileSync(plugin, 'utf8').replace('version: v1.0', 'version: v2.0'));
    git(repo, 'add', '-A');
    // every Application naming helmfile-v1.0, and the one naming `helmfile` (team-2 names nothing it serves)
    const changed = hook(sub, ['../argocd/helmfile-cmp.yaml'], '..').findings;
    assert.deepEqual(changed, ['bad', 'team-0', 'team-1', 'team-3', 'team-4', 'team-5'].map((a) => `app-plugin-not-found ${a}.yaml:13`));
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('records out of the listing order, or of paths no longer listed, are only missed or dropped', () => {
  const repo = makeRepo();
  try {
    const first = hook(repo, ['apps/bad.yaml']);
    const file = first.trace!.file;
    const good = readFileSync(file, 'utf8');
    const nl = good.indexOf('\n');
    const records = good.slice(nl + 1).split('\0').slice(0, -1);
    assert.equal(records.length, 15, 'one record per YAML file (the chart and its template too; not the README)');
    // reversed, with a checksum that fits: matched only where the order allows, never wrongly
    const reversed = `${[...records].reverse().join('\0')}\0`;
    writeFileSync(file, `cmp-lint cache 3 ${records.length} ${createHash('sha1').update(reversed).digest('hex')}\n${reversed}`);
    const r = hook(repo, ['apps/bad.yaml']);
    assert.ok(r.trace!.read > 3, `read ${r.trace!.read}`);
    assert.equal(readFileSync(file, 'utf8'), good, 'written back in the listing order');
    assert.equal(hook(repo, ['apps/bad.yaml']).trace?.read, 3);
    // a record of a path that is gone, between two listed ones: dropped, the others still match
    git(repo, 'rm', '-q', 'apps/team-3.yaml');
    git(repo, 'commit', '-q', '-m', 'rm');
    const gone = hook(repo, ['apps/bad.yaml']);
    assert.equal(gone.trace?.read, 3);
    assert.ok(!readFileSync(file, 'utf8').includes('apps/team-3.yaml'));
    // a file added between two listed ones is read once, then left unread
    writeFileSync(join(repo, 'apps/team-20.yaml'), app('team-20', 'helmfile-v1.0'));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'add');
    assert.equal(hook(repo, ['apps/bad.yaml']).trace?.read, 4);
    assert.equal(hook(repo, ['apps/bad.yaml']).trace?.read, 3);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('a partial read that left no file unread is the whole picture: no second pass; one that left files unread reads again', () => {
  // every file untracked (no blob ids, nothing the cache can leave unread; the context is the files
  // reported on): the reported plugin file is a hub, and the first pass already read everything
  const untracked = makeRepo();
  try {
    git(untracked, 'rm', '-r', '-q', '--cached', '.');
    const r = hook(untracked, ['argocd/helmfile-cmp.yaml', 'apps/bad.yaml']);
    assert.deepEqual(r.findings, ['app-plugin-not-found apps/bad.yaml:13']);
    assert.deepEqual({ skipped: r.trace?.skipped, full: r.trace?.full, passes: r.trace?.passes }, { skipped: 0, full: true, passes: 1 });
  } finally {
    rmSync(untracked, { recursive: true, force: true });
  }
  // a warm cache, then a new plugin file: the partial pass left files unread and found a hub
  const repo = makeRepo();
  try {
    assert.equal(hook(repo, ['apps/bad.yaml']).trace?.passes, 1);
    const seed = readFileSync(join(FIXTURES, 'seeds', '000-helmfile-patch-configmap.yaml'), 'utf8');
    writeFileSync(join(repo, 'argocd/other-cmp.yaml'), seed.replace('name: helmfile-plugin-config', 'name: other-plugin-config').replace('name: helmfile\n', 'name: other\n'));
    git(repo, 'add', 'argocd/other-cmp.yaml');
    const r = hook(repo, ['argocd/other-cmp.yaml']);
    assert.deepEqual({ full: r.trace?.full, passes: r.trace?.passes }, { full: true, passes: 2 });
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('the context is what a commit holds: untracked files count only when reported on; ignored files named are linted; unstaged changes are not in it', () => {
  const repo = makeRepo();
  try {
    assert.deepEqual(hook(repo, ['apps/team-0.yaml']).findings, []);
    // an Application naming a plugin that only an untracked file defines: that plugin is not in the
    // commit, so Argo CD would not find it
    const cmp = readFileSync(join(repo, 'argocd/helmfile-cmp.yaml'), 'utf8');
    writeFileSync(join(repo, 'argocd/brand-new-cmp.yaml'), cmp.replace(/name: helmfile$/m, 'name: brand-new'));
    writeFileSync(join(repo, 'apps/new.yaml'), app('new', 'brand-new-v1.0'));
    git(repo, 'add', 'apps/new.yaml');
    const onNew = (files: string[]) => hook(repo, files).findings.filter((f) => f.includes('apps/new.yaml'));
    assert.deepEqual(onNew(['apps/new.yaml']), ['app-plugin-not-found apps/new.yaml:13']);
    // …counted when it is reported on too (named, it is read), or staged
    assert.deepEqual(onNew(['apps/new.yaml', 'argocd/brand-new-cmp.yaml']), []);
    git(repo, 'add', 'argocd/brand-new-cmp.yaml');
    assert.deepEqual(onNew(['apps/new.yaml']), []);
    git(repo, 'rm', '-q', '--cached', 'argocd/brand-new-cmp.yaml');
    assert.deepEqual(onNew(['apps/new.yaml']), ['app-plugin-not-found apps/new.yaml:13']);
    // an untracked file is never read when not reported on: the same count with or without it
    hook(repo, ['apps/team-1.yaml']);
    const before = hook(repo, ['apps/team-1.yaml']).trace!.read;
    writeFileSync(join(repo, 'apps/untracked.yaml'), app('untracked', 'helmfile'));
    assert.equal(hook(repo, ['apps/team-1.yaml']).trace!.read, before);
    // named, it is read and reported on, even when .gitignore ignores it
    writeFileSync(join(repo, '.gitignore'), 'untracked.yaml\n');
    assert.deepEqual(hook(repo, ['apps/untracked.yaml']).findings, ['app-plugin-not-found apps/untracked.yaml:13']);
    // a tracked file modified in the work tree and not staged: its staged bytes, unless reported on
    // (pre-commit has stashed such changes before the hook runs: there the work tree is the index)
    writeFileSync(join(repo, 'argocd/helmfile-cmp.yaml'), cmp.replace('version: v1.0', 'version: v2.0'));
    assert.deepEqual(hook(repo, ['apps/team-1.yaml']).findings, []);
    assert.deepEqual(hook(repo, ['apps/team-1.yaml', 'argocd/helmfile-cmp.yaml']).findings.filter((f) => f.includes('team-1')), ['app-plugin-not-found apps/team-1.yaml:13']);
    git(repo, 'add', 'argocd/helmfile-cmp.yaml');
    assert.deepEqual(hook(repo, ['apps/team-1.yaml']).findings, ['app-plugin-not-found apps/team-1.yaml:13']);
    writeFileSync(join(repo, 'argocd/helmfile-cmp.yaml'), cmp);
    git(repo, 'add', 'argocd/helmfile-cmp.yaml');
    assert.deepEqual(hook(repo, ['apps/team-1.yaml']).findings, []);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('git lists the index in the background into a private temporary file, gone after the run, also outside git; without a usable temporary directory it is asked in the foreground', () => {
  const repo = makeRepo();
  const plainDir = mkdtempSync(join(tmpdir(), 'cmp-lint-not-git-'));
  const tmp = mkdtempSync(join(tmpdir(), 'cmp-lint-tmpdir-'));
  const run = (cwd: string, env: Record<string, string>) => {
    const r = spawnSync(process.execPath, [CLI, '--context', '.', '-f', 'json', 'apps/team-1.yaml'], { cwd, encoding: 'utf8', env: { ...process.env, ...TEST_GIT_ENV, CMP_LINT_CACHE_TRACE: '1', NO_COLOR: '1', ...env } });
    const m = /^cmp-lint cache: .+ skipped=(\d+) read=(\d+) full=(yes|no) saved=(yes|no)/m.exec(r.stderr);
    return { code: r.status, stdout: r.stdout, stderr: r.stderr, trace: m ? `skipped=${m[1]} read=${m[2]} full=${m[3]}` : r.stderr.trim() };
  };
  try {
    const first = run(repo, { TMPDIR: tmp });
    assert.equal(first.code, 0, first.stderr);
    const again = run(repo, { TMPDIR: tmp });
    assert.match(again.trace, /^skipped=\d+ read=\d+ full=no$/);
    assert.deepEqual(readdirSync(tmp), [], 'no temporary file left');
    // a temporary directory that cannot be written: the same listing, asked in the foreground
    const fallback = run(repo, { TMPDIR: join(tmp, 'missing', 'dir') });
    assert.equal(fallback.stdout, again.stdout);
    assert.equal(fallback.trace, again.trace);
    // outside git: no cache, and git's background listing stopped and its file removed
    mkdirSync(join(plainDir, 'apps'));
    writeFileSync(join(plainDir, 'apps/team-1.yaml'), app('team-1', 'helmfile-v1.0'));
    const outside = run(plainDir, { TMPDIR: tmp });
    assert.match(outside.stderr, /cmp-lint cache: off \(not inside a git work tree\)/);
    assert.deepEqual(readdirSync(tmp), [], 'no temporary file left outside git');
  } finally {
    for (const d of [repo, plainDir, tmp]) rmSync(d, { recursive: true, force: true });
  }
});
