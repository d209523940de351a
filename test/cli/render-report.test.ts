// Render failures as people read them, through the built CLI (dist/cli.js, --sandbox none so the
// plugin is a plain sh on this machine): a short message, the command with its script as written,
// the tail of stderr; reported once; and `diff`'s text report in colour with the markdown's notes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { REPO } from '../helpers/lint.js';

const CLI = join(REPO, 'dist', 'cli.js');
const hasGit = spawnSync('git', ['--version']).status === 0;

const plugin = (script: string) => `apiVersion: argoproj.io/v1alpha1
kind: ConfigManagementPlugin
metadata:
  name: noisy
spec:
  generate:
    command: [sh, -c]
    args:
      - |
${script
  .split('\n')
  .map((l) => `        ${l}`)
  .join('\n')}
`;
const GOOD = 'printf "apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: demo\\ndata:\\n  a: \\"1\\"\\n"';
const BAD = 'set -e\ni=0\nwhile [ $i -lt 30 ]; do i=$((i+1)); echo "log line $i" >&2; done\necho "Error: values file missing" >&2\nexit 3';
const APP = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: demo
  namespace: argocd
spec:
  project: default
  destination:
    server: https://kubernetes.default.svc
    namespace: demo
  source:
    repoURL: https://example.com/repo.git
    path: apps/demo
    plugin:
      name: noisy
`;

function repo(script: string): { dir: string; commit: (files: Record<string, string>) => void } {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-render-report-')));
  const git = (...a: string[]) => spawnSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'commit.gpgsign=false', ...a], { cwd: dir, encoding: 'utf8' });
  git('init', '-q');
  const commit = (files: Record<string, string>) => {
    for (const [f, t] of Object.entries(files)) {
      mkdirSync(join(dir, f, '..'), { recursive: true });
      writeFileSync(join(dir, f), t);
    }
    git('add', '-A');
    git('commit', '-qm', 'x');
  };
  commit({ 'plugin.yaml': plugin(script), 'apps/app.yaml': APP, 'apps/demo/values.yaml': 'a: 1\n' });
  return { dir, commit };
}

const run = (args: string[], cwd: string) => spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });

test('render: a failed plugin shows a short message, its script as written and the tail of stderr, once', { skip: !hasGit && 'git is not installed' }, () => {
  const r = repo(BAD);
  try {
    const out = run(['render', '--sandbox', 'none'], r.dir);
    assert.equal(out.status, 1, out.stderr);
    assert.equal(out.stdout, '');
    const lines = out.stderr.split('\n');
    const i = lines.findIndex((l) => l.includes('render-failed'));
    assert.equal(lines[i], 'apps/app.yaml:11:3  error  Application "demo": plugin "noisy" generate failed: the command failed with exit status 3  render-failed');
    assert.deepEqual(lines.slice(i + 1, i + 9), [
      '  hint: command: sh -c <script below>',
      '            set -e',
      '            i=0',
      '            while [ $i -lt 30 ]; do i=$((i+1)); echo "log line $i" >&2; done',
      '            echo "Error: values file missing" >&2',
      '            exit 3',
      '        stderr (last 15 of 31 lines):',
      '            log line 17',
    ]);
    assert.equal(lines[i + 22], '            Error: values file missing');
    assert.equal(out.stderr.split('render-failed').length - 1, 1, 'reported once');
    assert.doesNotMatch(out.stderr, /\\n/, 'no escaped newlines');
  } finally {
    rmSync(r.dir, { recursive: true, force: true });
  }
});

test('diff: the text report has the failure once, in colour on request, with the notes of the markdown', { skip: !hasGit && 'git is not installed' }, () => {
  const r = repo(GOOD);
  try {
    r.commit({ 'plugin.yaml': plugin(BAD) });
    const text = run(['diff', '--base', 'HEAD~1', '-f', 'text', '--color', '--sandbox', 'none'], r.dir);
    assert.equal(text.status, 1, text.stderr);
    assert.match(text.stdout, /\x1b\[31mrender fails on head:\x1b\[39m/);
    assert.match(text.stdout, /command: sh -c <script below>/);
    assert.equal(text.stdout.split('stderr (last 15 of 31 lines):').length - 1, 1);
    assert.doesNotMatch(text.stderr, /render-failed/, 'not repeated on stderr: the report has it');
    const plain = run(['diff', '--base', 'HEAD~1', '-f', 'text', '--sandbox', 'none'], r.dir);
    assert.doesNotMatch(plain.stdout, /\x1b\[/, 'no colour when piped');
    // markdown goes to PR comments: the reason only, never what the plugin printed
    const md = run(['diff', '--base', 'HEAD~1', '-f', 'markdown', '--sandbox', 'none'], r.dir);
    assert.match(md.stdout, /The render fails on head: generate exited with status 3/);
    assert.doesNotMatch(md.stdout, /log line|command: sh/);
    // with the report in a file, the terminal hears of the failure once
    const file = join(r.dir, 'report.md');
    const toFile = run(['diff', '--base', 'HEAD~1', '-f', 'text', '-o', file, '--sandbox', 'none'], r.dir);
    assert.equal(toFile.stderr.split('render-failed').length - 1, 1);
    assert.match(readFileSync(file, 'utf8'), /Error: values file missing/);
  } finally {
    rmSync(r.dir, { recursive: true, force: true });
  }
});

test('render takes a file or a subdirectory: plugins from the whole repository, Applications from the path', { skip: !hasGit && 'git is not installed' }, () => {
  const r = repo(GOOD);
  try {
    r.commit({ 'other/app.yaml': APP.replace('name: demo', 'name: other') });
    for (const [cwd, args] of [
      [join(r.dir, 'apps'), []],
      [r.dir, ['apps/app.yaml']],
      [join(r.dir, 'apps'), ['app.yaml']],
    ] as const) {
      const out = run(['render', '--sandbox', 'none', ...args], cwd);
      assert.equal(out.status, 0, out.stderr);
      assert.match(out.stdout, /^# Application demo from .*app\.yaml, plugin noisy\b/m);
      assert.doesNotMatch(out.stdout, /Application other/);
    }
    assert.match(run(['render', '--sandbox', 'none'], r.dir).stdout, /Application other/);
    const missing = run(['render', 'nope.yaml'], r.dir);
    assert.equal(missing.status, 2);
    assert.equal(missing.stderr, 'cmp-lint render: no such file or directory: nope.yaml\n');
  } finally {
    rmSync(r.dir, { recursive: true, force: true });
  }
});

test('diff: paths narrow the Applications before rendering; uncommitted changes are named as not compared', { skip: !hasGit && 'git is not installed' }, () => {
  const r = repo(GOOD);
  try {
    r.commit({ 'other/app.yaml': APP.replace('name: demo', 'name: other') });
    r.commit({ 'plugin.yaml': plugin(GOOD.replace('a: \\"1\\"', 'a: \\"2\\"')) });
    const all = JSON.parse(run(['diff', '--base', 'HEAD~1', '-f', 'json', '--sandbox', 'none'], r.dir).stdout);
    assert.deepEqual(all.apps.map((a: { app: string }) => a.app).sort(), ['demo', 'other']);
    const some = run(['diff', '--base', 'HEAD~1', '-f', 'json', '--sandbox', 'none', 'other'], r.dir);
    assert.equal(some.status, 0, some.stderr);
    assert.deepEqual(JSON.parse(some.stdout).apps.map((a: { app: string }) => a.app), ['other']);
    // narrowed before rendering: only `other` is rendered (base and head), not filtered out afterwards
    assert.equal(all.stats.renders, 4);
    assert.deepEqual([JSON.parse(some.stdout).stats.renders, JSON.parse(some.stdout).stats.apps, JSON.parse(some.stdout).stats.affected], [2, 1, 1]);
    const fromSub = run(['diff', '--base', 'HEAD~1', '-f', 'json', '--sandbox', 'none', 'app.yaml'], join(r.dir, 'apps'));
    assert.deepEqual(JSON.parse(fromSub.stdout).apps.map((a: { app: string }) => a.app), ['demo']);
    assert.doesNotMatch(some.stderr, /uncommitted/);
    writeFileSync(join(r.dir, 'apps', 'demo', 'values.yaml'), 'a: 2\n');
    writeFileSync(join(r.dir, 'new.yaml'), 'x: 1\n');
    const dirty = run(['diff', '--base', 'HEAD~1', '-f', 'json', '--sandbox', 'none'], r.dir);
    assert.match(dirty.stderr, /^cmp-lint diff: note: 2 uncommitted changes in the working tree are not compared \(diff compares the commits HEAD~1 and HEAD; commit to include them\)$/m);
  } finally {
    rmSync(r.dir, { recursive: true, force: true });
  }
});
