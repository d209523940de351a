#!/usr/bin/env node
// Benchmark for `cmp-lint diff` (run: node --import tsx scripts/bench-diff.mjs [apps]):
// a generated repository with N (default 200) Applications on one cheap shell plugin, a base
// commit, and a head commit that changes one app. Times `diff` (only the changed app renders)
// against `diff --all` (every app renders on both sides).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runDiff } from '../src/diff/index.js';

const N = Number(process.argv[2] ?? 200);
const dir = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-bench-diff-')));
const repo = join(dir, 'repo');
const git = (...args) => execFileSync('git', ['-C', repo, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
const write = (rel, text) => {
  mkdirSync(dirname(join(repo, rel)), { recursive: true });
  writeFileSync(join(repo, rel), text);
};
const manifests = (i, replicas) =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: app-${i}\nspec:\n  replicas: ${replicas}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-${i}-config\ndata:\n  index: "${i}"\n`;

try {
  mkdirSync(repo);
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'bench');
  git('config', 'user.email', 'bench@cmp-lint.invalid');
  write(
    'cmp/plugin.yaml',
    'apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata:\n  name: cat\nspec:\n  generate:\n    command: [sh, -c]\n    args: ["cat manifests.txt"]\n',
  );
  for (let i = 0; i < N; i++) {
    write(
      `argocd/app-${i}.yaml`,
      `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: app-${i}\n  namespace: argocd\nspec:\n  project: default\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: team-${i % 10}\n  source:\n    repoURL: https://example.com/gitops.git\n    path: apps/app-${i}\n    plugin:\n      name: cat\n`,
    );
    write(`apps/app-${i}/manifests.txt`, manifests(i, 1));
  }
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  write('apps/app-7/manifests.txt', manifests(7, 3));
  git('commit', '-q', '-am', 'scale app-7');

  const run = async (all) => {
    const t = process.hrtime.bigint();
    const r = await runDiff({ cwd: repo, base: 'HEAD~1', all, hostEnv: { PATH: process.env.PATH } });
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    const changed = r.apps.filter((a) => a.status === 'changed').map((a) => a.app);
    return { ms, renders: r.stats.renders, apps: r.apps.length, changed };
  };
  console.log(`cmp-lint diff benchmark: ${N} applications, one plugin (sh -c 'cat manifests.txt'), one app changed; ${availableParallelism()} cores`);
  const one = await run(false);
  console.log(`diff        ${(one.ms / 1000).toFixed(2)} s  renders: ${one.renders}  apps in report: ${one.apps}  changed: ${one.changed.join(', ')}`);
  const all = await run(true);
  console.log(`diff --all  ${(all.ms / 1000).toFixed(2)} s  renders: ${all.renders}  apps in report: ${all.apps}  changed: ${all.changed.join(', ')}`);
  if (one.renders !== 2 || all.renders !== 2 * N) {
    console.error(`unexpected render counts: ${one.renders} (want 2) and ${all.renders} (want ${2 * N})`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
