// Files whose documents were released during the load (Application-only files: only their facts
// are kept) are read again when a finding needs a position, a code frame or a suppression. The path
// they are read again from is rebuilt from the working directory and the path discovery made, so
// it must come out right however the linted directory was named: relative, relative through `..`,
// absolute, through a symbolic link, and with worker threads reading the files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdtempSync, writeFileSync, rmSync, mkdirSync, realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { REPO, FIXTURES } from '../helpers/lint.js';

const CLI = join(REPO, 'dist', 'cli.js');

function run(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

// two Applications in one file, each naming a plugin Argo CD would not find
const APPS = (second: string) => `# two Applications in one file
---
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: first
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://example.com/repo.git
    path: apps/first
    plugin:
      name: helmfile
  destination:
    server: https://kubernetes.default.svc
    namespace: first
---
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: second
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://example.com/repo.git
    path: apps/second
    plugin:
${second}
  destination:
    server: https://kubernetes.default.svc
    namespace: second
`;

function layout() {
  const top = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-reread-')));
  const repo = join(top, 'repo');
  mkdirSync(join(repo, 'apps'), { recursive: true });
  mkdirSync(join(top, 'other'));
  for (const f of ['000-helmfile-patch-configmap.yaml', '000-helmfile-patch-deployment.yaml']) {
    writeFileSync(join(repo, 'apps', f), readFileSync(join(FIXTURES, 'seeds', f)));
  }
  writeFileSync(join(repo, 'apps', 'two.yaml'), APPS('      name: kustomize-helm\n      env:\n        - name: FOO\n          value: bar'));
  symlinkSync(repo, join(top, 'link'));
  return { top, repo };
}

type F = { ruleId: string; file: string; line: number; column: number; endLine: number; endColumn: number };
const appFindings = (stdout: string) =>
  (JSON.parse(stdout).findings as F[])
    .filter((f) => f.file.endsWith('two.yaml'))
    .map((f) => `${f.ruleId} ${f.file} ${f.line}:${f.column}-${f.endLine}:${f.endColumn}`);

test('findings in released Application documents keep their positions however the directory is named', () => {
  const { top, repo } = layout();
  try {
    // [what, arguments, cwd, the reported path's prefix (paths are relative to the working directory)]
    const cases: [string, string[], string, string][] = [
      ['relative', ['repo'], top, 'repo/'],
      ['relative through ..', ['../repo'], join(top, 'other'), '../repo/'],
      ['absolute', [repo], join(top, 'other'), '../repo/'],
      ['through a symbolic link', ['../link'], join(top, 'other'), '../link/'],
      ['the directory itself', ['.'], repo, ''],
      ['worker threads', ['--jobs', '2', '../repo'], join(top, 'other'), '../repo/'],
    ];
    for (const [what, args, cwd, prefix] of cases) {
      const r = run(['-f', 'json', ...args], cwd);
      assert.equal(r.code, 1, `${what}: ${r.stderr}`);
      assert.deepEqual(appFindings(r.stdout), [
        `app-plugin-not-found ${prefix}apps/two.yaml 14:13-14:21`,
        `app-plugin-not-found ${prefix}apps/two.yaml 30:13-30:27`,
      ], what);
    }
    // the code frame is read again from the file too
    const s = run(['--no-color', '../link'], join(top, 'other'));
    assert.match(s.stdout, /\.\.\/link\/apps\/two\.yaml:30:13 {2}error .*kustomize-helm/);
    assert.match(s.stdout, /  > 30 \| {7}name: kustomize-helm\n {7}\| {13}\^{14}\n/);
  } finally {
    rmSync(top, { recursive: true, force: true });
  }
});

test('a suppression in a released Application file is honoured when the file is read again', () => {
  const { top, repo } = layout();
  try {
    writeFileSync(
      join(repo, 'apps', 'two.yaml'),
      APPS('      # cmp-lint-disable-next-line app-plugin-not-found -- served by a plugin outside this repository\n      name: kustomize-helm'),
    );
    const r = run(['-f', 'json', '../repo'], join(top, 'other'));
    assert.equal(r.code, 1, r.stderr);
    assert.deepEqual(appFindings(r.stdout), ['app-plugin-not-found ../repo/apps/two.yaml 14:13-14:21']);
  } finally {
    rmSync(top, { recursive: true, force: true });
  }
});
