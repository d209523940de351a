#!/usr/bin/env node
// Benchmark for `cmp-lint diff` at scale (issues 13 and 16). Run:
//
//   npm run bench:diff -- [--apps N[,M…]] [--kinds plugin,kustomize,directory,helm] [--runs one,all,flag-all]
//                         [--concurrency C] [--sandbox none|host|auto] [--keep]
//
// For each N (default 200) it generates a git repository with N Applications spread round-robin
// over the kinds (default: plugin, kustomize, directory, and helm when `helm` is on PATH), then
// times `diff` between the base commit and
//   one       a head commit that changes one app (app 7)
//   all       a head commit that changes every app
//   flag-all  the one-app head with `--all` (every app renders on both sides)
// and prints the wall time, the time of each phase of the run and the summed render timings.
// The repository shapes are fixed by N and the kinds: runs are reproducible.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { runDiff } from '../src/diff/index.js';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  if (args.length && /^\d+$/.test(args[0]) && name === 'apps') return args[0]; // old form: bench-diff.mjs 200
  return dflt;
};
const onPath = (tool) => (process.env.PATH ?? '').split(delimiter).some((d) => {
  try {
    execFileSync('test', ['-x', join(d, tool)]);
    return true;
  } catch {
    return false;
  }
});
const sizes = opt('apps', '200').split(',').map(Number);
const kinds = opt('kinds', ['plugin', 'kustomize', 'directory', ...(onPath('helm') ? ['helm'] : [])].join(',')).split(',');
const runs = opt('runs', 'one,all').split(',');
const concurrency = Number(opt('concurrency', '0')) || undefined;
// --sandbox host: plugins and tools in bubblewrap (what `cmp-lint diff` uses where no container
// runtime works); default none (plain processes), as the figures in the README
const sandbox = opt('sandbox', 'none');
// GOGC / GOMEMLIMIT of this environment reach the tools as a runner's would (to compare with Go's defaults: GOGC=100)
const goEnv = Object.fromEntries(['GOGC', 'GOMEMLIMIT'].filter((k) => process.env[k]).map((k) => [k, process.env[k]]));
// --keep: leave the generated repository (its path, base and head commits are printed) for profiling
const keep = args.includes('--keep');

const manifests = (i, replicas) =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: app-${i}\nspec:\n  replicas: ${replicas}\n  selector:\n    matchLabels:\n      app: app-${i}\n  template:\n    metadata:\n      labels:\n        app: app-${i}\n    spec:\n      containers:\n        - name: main\n          image: registry.example/app:1.0.${i}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-${i}-config\ndata:\n  index: "${i}"\n`;

/** The files of app i of `kind` at `version` (0: base, 1: changed). */
function appFiles(kind, i, version) {
  const replicas = 1 + 2 * version;
  const app = (source) =>
    `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: app-${i}\n  namespace: argocd\nspec:\n  project: default\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: team-${i % 10}\n  source:\n    repoURL: https://example.com/gitops.git\n    targetRevision: HEAD\n${source}`;
  switch (kind) {
    case 'plugin':
      return {
        [`argocd/app-${i}.yaml`]: app(`    path: apps/app-${i}\n    plugin:\n      name: cat\n`),
        [`apps/app-${i}/manifests.txt`]: manifests(i, replicas),
      };
    case 'directory':
      return {
        [`argocd/app-${i}.yaml`]: app(`    path: apps/app-${i}\n`),
        [`apps/app-${i}/deployment.yaml`]: manifests(i, replicas).split('---\n')[0],
        [`apps/app-${i}/configmap.yaml`]: manifests(i, replicas).split('---\n')[1],
      };
    case 'kustomize':
      return {
        [`argocd/app-${i}.yaml`]: app(`    path: apps/app-${i}\n    kustomize:\n      namePrefix: t${i % 10}-\n      images:\n        - registry.example/web=registry.example/web:1.${i}\n`),
        [`apps/app-${i}/kustomization.yaml`]: `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - ../../bases/web\nreplicas:\n  - name: web\n    count: ${replicas}\nlabels:\n  - pairs:\n      app.example/instance: app-${i}\n`,
      };
    case 'helm':
      return {
        [`argocd/app-${i}.yaml`]: app(`    path: apps/app-${i}\n    helm:\n      releaseName: app-${i}\n      valueFiles:\n        - values.yaml\n      parameters:\n        - name: image.tag\n          value: "1.${i}"\n`),
        [`apps/app-${i}/Chart.yaml`]: `apiVersion: v2\nname: app-${i}\nversion: 0.1.0\n`,
        [`apps/app-${i}/values.yaml`]: `replicas: ${replicas}\nimage:\n  repository: registry.example/web\n  tag: latest\n`,
        [`apps/app-${i}/templates/deployment.yaml`]:
          'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ .Release.Name }}\n  labels:\n    helm.sh/chart: {{ .Chart.Name }}-{{ .Chart.Version }}\nspec:\n  replicas: {{ .Values.replicas }}\n  selector:\n    matchLabels:\n      app: {{ .Release.Name }}\n  template:\n    metadata:\n      labels:\n        app: {{ .Release.Name }}\n    spec:\n      containers:\n        - name: web\n          image: "{{ .Values.image.repository }}:{{ .Values.image.tag }}"\n',
        [`apps/app-${i}/templates/service.yaml`]:
          'apiVersion: v1\nkind: Service\nmetadata:\n  name: {{ .Release.Name }}\nspec:\n  selector:\n    app: {{ .Release.Name }}\n  ports:\n    - port: 80\n',
      };
    default:
      throw new Error(`unknown kind ${kind} (plugin, kustomize, directory, helm)`);
  }
}

const SHARED = {
  'cmp/plugin.yaml':
    'apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata:\n  name: cat\nspec:\n  generate:\n    command: [sh, -c]\n    args: ["cat manifests.txt"]\n',
  'bases/web/kustomization.yaml': 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - deployment.yaml\n  - service.yaml\n',
  'bases/web/deployment.yaml':
    'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 1\n  selector:\n    matchLabels:\n      app: web\n  template:\n    metadata:\n      labels:\n        app: web\n    spec:\n      containers:\n        - name: web\n          image: registry.example/web:latest\n',
  'bases/web/service.yaml': 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  selector:\n    app: web\n  ports:\n    - port: 80\n',
};

/** CPU time of this process and its waited-for children (user + system), from /proc: less sensitive to load than wall time. */
function cpuMs() {
  const t = cpuSplit();
  return t.self + t.tools;
}

/** The same split: this process (cmp-lint) and its waited-for children (the tools, git, cp). */
function cpuSplit() {
  try {
    const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // fields 14-17 of stat (utime stime cutime cstime) are 11-14 after the command name
    return { self: ((+f[11] + +f[12]) * 1000) / 100, tools: ((+f[13] + +f[14]) * 1000) / 100 };
  } catch {
    const u = process.cpuUsage();
    return { self: (u.user + u.system) / 1000, tools: 0 };
  }
}

const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function bench(N) {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-bench-diff-')));
  const repo = join(dir, 'repo');
  const git = (...a) => execFileSync('git', ['-C', repo, ...a], { stdio: ['ignore', 'pipe', 'pipe'] }).toString().trim();
  const write = (files) => {
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(dirname(join(repo, rel)), { recursive: true });
      writeFileSync(join(repo, rel), text);
    }
  };
  try {
    mkdirSync(repo);
    git('init', '-q', '-b', 'main');
    git('config', 'user.name', 'bench');
    git('config', 'user.email', 'bench@cmp-lint.invalid');
    write(SHARED);
    const kindOf = (i) => kinds[i % kinds.length];
    for (let i = 0; i < N; i++) write(appFiles(kindOf(i), i, 0));
    git('add', '-A');
    git('commit', '-q', '-m', 'base');
    const base = git('rev-parse', 'HEAD');
    write(appFiles(kindOf(7), 7, 1));
    git('commit', '-q', '-am', 'change app-7');
    const one = git('rev-parse', 'HEAD');
    git('checkout', '-q', '-b', 'every', base);
    for (let i = 0; i < N; i++) write(appFiles(kindOf(i), i, 1));
    git('commit', '-q', '-am', 'change every app');
    const every = git('rev-parse', 'HEAD');
    const files = git('ls-files').split('\n').length;

    const run = async (head, all) => {
      let phases = {};
      const c0 = cpuSplit();
      const t = process.hrtime.bigint();
      const r = await runDiff({ cwd: repo, base, head, all, concurrency, sandbox: { mode: sandbox }, hostEnv: { PATH: process.env.PATH, ...goEnv }, onTimings: (p) => (phases = p) });
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      const c1 = cpuSplit();
      const cpu = c1.self + c1.tools - c0.self - c0.tools;
      const split = { self: c1.self - c0.self, tools: c1.tools - c0.tools };
      const byStatus = {};
      for (const a of r.apps) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
      return { ms, cpuMs: cpu, split, renders: r.stats.renders, apps: r.apps.length, byStatus, phases };
    };
    console.log(`\n${N} applications (${kinds.map((k) => `${k}: ${Array.from({ length: N }, (_, i) => kindOf(i)).filter((x) => x === k).length}`).join(', ')}), ${files} files`);
    const results = {};
    for (const which of runs) {
      const r = which === 'one' ? await run(one, false) : which === 'all' ? await run(every, false) : await run(one, true);
      results[which] = r;
      const ph = Object.entries(r.phases)
        .filter(([k, v]) => v > 0 || k.startsWith('#'))
        .map(([k, v]) => (k.startsWith('#') ? `${k.slice(1)} ${v}` : `${k} ${secs(v)}`))
        .join(', ');
      console.log(`  ${which.padEnd(8)} ${secs(r.ms).padStart(9)} wall, ${secs(r.cpuMs).padStart(9)} CPU  renders ${String(r.renders).padStart(4)}  apps ${JSON.stringify(r.byStatus)}\n           CPU: cmp-lint ${secs(r.split.self)}, child processes ${secs(r.split.tools)}; ${ph}`);
    }
    if (keep) console.log(`  kept: ${repo} base ${base} one ${one} all ${every}`);
    if (results.one && results.all) console.log(`  all / one = ${(results.all.ms / results.one.ms).toFixed(1)}× wall, ${(results.all.cpuMs / results.one.cpuMs).toFixed(1)}× CPU`);
    return results;
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const [l1, l5] = loadavg();
console.log(`cmp-lint diff benchmark — ${availableParallelism()} cores (${cpu}), load average ${l1.toFixed(2)} / ${l5.toFixed(2)} (1 / 5 min) at start`);
console.log(`sandbox: ${sandbox}; kinds: ${kinds.join(', ')}; plugin = sh -c 'cat manifests.txt'; kustomize via ${onPath('kustomize') ? 'kustomize' : 'kubectl kustomize'}${kinds.includes('helm') ? `; ${execFileSync('helm', ['version', '--short']).toString().trim()}` : ''}`);
for (const n of sizes) await bench(n);
const [e1] = loadavg();
console.log(`\nload average at the end: ${e1.toFixed(2)}`);
