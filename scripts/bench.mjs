#!/usr/bin/env node
// `npm run bench`: how fast and how lean is `cmp-lint` on a big GitOps monorepo?
//
// Generates a synthetic repository (deterministic: fixed-seed PRNG) in a temp dir, then measures,
// in the same run and on the same files, every figure of the performance goals:
//   full lint (dist/cli.js --format json)   vs reading every byte in Node      goal ≤ 3×
//                                           vs yaml.parseAllDocuments of all    goal well under 1×
//   cold start `cmp-lint --version`         vs `node -e 0`
//   one-file lint (the pre-commit path)
//   peak memory of the full lint (/usr/bin/time -v, else maxRSS via a --import wrapper)  goal < 300 MB
//   kubeconform on the same 1,000 Applications (when a kubeconform binary is on PATH)
// Every figure runs as its own child process; the table gives min and median.
//
// Options: --runs N (default 5), --keep (leave the generated repo), --dir DIR (generate there).
// Needs a built dist/cli.js (`npm run build`).
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, readFileSync, existsSync, statSync, readdirSync, copyFileSync } from 'node:fs';
import { spawnSync, execFileSync } from 'node:child_process';
import { tmpdir, cpus, totalmem, platform, release } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const RUNS = Math.max(1, Number(opt('--runs', '5')));
const KEEP = args.includes('--keep');

if (!existsSync(CLI)) {
  console.error('bench: dist/cli.js is missing; run `npm run build` first');
  process.exit(2);
}

// ---------------------------------------------------------------- generation

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(0xc0ffee);
const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = (xs) => xs[Math.floor(rand() * xs.length)];
const WORDS = ['alpha', 'bravo', 'cargo', 'delta', 'ember', 'flux', 'gamma', 'harbor', 'iris', 'juno', 'kilo', 'lumen', 'metro', 'nova', 'orbit', 'pixel', 'quartz', 'radar', 'sigma', 'tango', 'umbra', 'vector', 'willow', 'xenon', 'yonder', 'zephyr'];
const name = () => `${pick(WORDS)}-${pick(WORDS)}-${int(1, 999)}`;
const TEAMS = ['payments', 'search', 'identity', 'platform', 'data', 'growth', 'mobile', 'edge', 'billing', 'ml'];
const PLUGINS = Array.from({ length: 20 }, (_, i) => `tool${String(i + 1).padStart(2, '0')}`);

function deployment(n, team, withConfigMap) {
  const env = Array.from({ length: int(4, 12) }, (_, i) => `            - name: ${pick(WORDS).toUpperCase()}_${i}\n              value: "${name()}"\n`).join('');
  const cmVol = withConfigMap
    ? `          volumeMounts:\n            - name: settings\n              mountPath: /etc/${n}\n      volumes:\n        - name: settings\n          configMap:\n            name: ${n}-settings\n`
    : '';
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${n}
  namespace: ${team}
  labels:
    app.kubernetes.io/name: ${n}
    app.kubernetes.io/part-of: ${team}
    app.kubernetes.io/version: "${int(1, 9)}.${int(0, 40)}.${int(0, 9)}"
  annotations:
    team.example.com/owner: ${team}@example.com
    team.example.com/runbook: https://runbooks.example.com/${team}/${n}
spec:
  replicas: ${int(1, 12)}
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      app.kubernetes.io/name: ${n}
  strategy:
    type: RollingUpdate
    rollingUpdate: {maxSurge: 25%, maxUnavailable: 0}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: ${n}
        app.kubernetes.io/part-of: ${team}
    spec:
      serviceAccountName: ${n}
      securityContext:
        runAsNonRoot: true
        runAsUser: ${int(1000, 65000)}
        fsGroup: ${int(1000, 65000)}
      containers:
        - name: app
          image: registry.example.com/${team}/${n}:v${int(1, 9)}.${int(0, 40)}.${int(0, 9)}
          imagePullPolicy: IfNotPresent
          args: ["--port=8080", "--log-level=${pick(['debug', 'info', 'warn'])}", "--region=${pick(['eu-west-1', 'us-east-1', 'ap-south-1'])}"]
          ports:
            - name: http
              containerPort: 8080
              protocol: TCP
            - name: metrics
              containerPort: 9090
          env:
${env}          resources:
            requests: {cpu: ${int(50, 500)}m, memory: ${int(64, 1024)}Mi}
            limits: {cpu: "${int(1, 4)}", memory: ${int(256, 4096)}Mi}
          readinessProbe:
            httpGet: {path: /healthz, port: http}
            periodSeconds: 10
          livenessProbe:
            httpGet: {path: /livez, port: http}
            initialDelaySeconds: 15
          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            capabilities: {drop: [ALL]}
${cmVol}`;
}

function service(n, team) {
  return `apiVersion: v1
kind: Service
metadata:
  name: ${n}
  namespace: ${team}
  labels:
    app.kubernetes.io/name: ${n}
spec:
  type: ClusterIP
  selector:
    app.kubernetes.io/name: ${n}
  ports:
    - name: http
      port: 80
      targetPort: http
    - name: metrics
      port: 9090
      targetPort: metrics
`;
}

function pluginConfigMap(p) {
  return `apiVersion: v1
kind: ConfigMap
metadata:
  name: cmp-${p}
  namespace: argocd
data:
  plugin.yaml: |
    apiVersion: argoproj.io/v1alpha1
    kind: ConfigManagementPlugin
    metadata:
      name: ${p}
    spec:
      version: v1.0
      init:
        command: [sh, -c]
        args: ["${p} deps build"]
      generate:
        command: [sh, -c]
        args:
          - |
            set -euo pipefail
            ${p} render --namespace "$ARGOCD_APP_NAMESPACE" --name "$ARGOCD_APP_NAME" .
      discover:
        fileName: "./${p}.yaml"
      preserveFileMode: false
`;
}

function sidecar(p) {
  return `        - name: ${p}
          image: registry.example.com/cmp/${p}:v1.${int(0, 9)}.${int(0, 9)}
          command: [/var/run/argocd/argocd-cmp-server]
          securityContext:
            runAsNonRoot: true
            runAsUser: 999
          volumeMounts:
            - mountPath: /var/run/argocd
              name: var-files
            - mountPath: /home/argocd/cmp-server/plugins
              name: plugins
            - mountPath: /home/argocd/cmp-server/config/plugin.yaml
              subPath: plugin.yaml
              name: cmp-${p}
            - mountPath: /tmp
              name: ${p}-tmp
`;
}

function application(i, team) {
  const app = `${team}-${name()}`;
  const kindOf = i % 10;
  let source;
  if (kindOf < 4) source = `    plugin:\n      name: ${PLUGINS[i % PLUGINS.length]}-v1.0\n      env:\n        - name: RELEASE\n          value: ${app}\n`;
  else if (kindOf < 6) source = `    plugin: {}\n`;
  else if (kindOf < 8) source = `    helm:\n      releaseName: ${app}\n      valueFiles: [values.yaml]\n`;
  else source = `    kustomize:\n      namePrefix: ${team}-\n`;
  return `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${app}
  namespace: argocd
  labels:
    team: ${team}
  finalizers: [resources-finalizer.argocd.argoproj.io]
spec:
  project: ${team}
  source:
    repoURL: https://git.example.com/platform/gitops.git
    targetRevision: main
    path: services/${team}/svc-${i}
${source}  destination:
    server: https://kubernetes.default.svc
    namespace: ${team}
  syncPolicy:
    automated: {prune: true, selfHeal: true}
    syncOptions: [CreateNamespace=true, ServerSideApply=true]
`;
}

function chartValues(i) {
  const lines = ['# chart values', `nameOverride: chart-${i}`, 'image:', `  repository: registry.example.com/charts/chart-${i}`, `  tag: v${int(1, 5)}.${int(0, 20)}.0`, 'ingress:', '  enabled: true', '  hosts:'];
  for (let h = 0; h < int(20, 40); h++) lines.push(`    - host: ${name()}.example.com`, '      paths:', `        - path: /${pick(WORDS)}`, '          pathType: Prefix');
  lines.push('env:');
  for (let e = 0; e < int(200, 300); e++) lines.push(`  ${pick(WORDS).toUpperCase()}_${e}: "${name()}"`);
  lines.push('resources:', '  requests: {cpu: 100m, memory: 128Mi}', 'nodeSelector: {}', 'tolerations: []');
  return lines.join('\n') + '\n';
}

/** Write the monorepo; returns stats and the paths the measurements need. */
function generate(dir) {
  const files = [];
  const put = (rel, text) => {
    const abs = join(dir, rel);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, text);
    files.push(rel);
  };
  mkdirSync(join(dir, '.git'), { recursive: true }); // a repository root, as cmp-lint would see in CI

  // Argo CD install: 20 plugin ConfigMaps, the repo-server sidecar patch, the kustomization.
  const argo = 'platform/argocd';
  for (const p of PLUGINS) put(`${argo}/plugins/${p}.yaml`, pluginConfigMap(p));
  const volumes = PLUGINS.map((p) => `        - name: cmp-${p}\n          configMap:\n            name: cmp-${p}\n        - name: ${p}-tmp\n          emptyDir: {}\n`).join('');
  put(
    `${argo}/repo-server-sidecars.yaml`,
    `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: argocd-repo-server\nspec:\n  template:\n    spec:\n      containers:\n${PLUGINS.map(sidecar).join('')}      volumes:\n${volumes}`,
  );
  put(
    `${argo}/kustomization.yaml`,
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: argocd\nresources:\n  - https://raw.githubusercontent.com/argoproj/argo-cd/v2.14.0/manifests/install.yaml\n${PLUGINS.map((p) => `  - plugins/${p}.yaml\n`).join('')}patches:\n  - path: repo-server-sidecars.yaml\n    target: {kind: Deployment, name: argocd-repo-server}\n`,
  );
  put(
    `${argo}/applicationset.yaml`,
    `apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata:\n  name: services\n  namespace: argocd\nspec:\n  goTemplate: true\n  generators:\n    - git:\n        repoURL: https://git.example.com/platform/gitops.git\n        revision: main\n        directories:\n          - path: services/*/*\n  template:\n    metadata:\n      name: '{{.path.basename}}'\n    spec:\n      project: default\n      source:\n        repoURL: https://git.example.com/platform/gitops.git\n        targetRevision: main\n        path: '{{.path.path}}'\n        plugin:\n          name: ${PLUGINS[0]}-v1.0\n      destination:\n        server: https://kubernetes.default.svc\n        namespace: '{{.path.basename}}'\n`,
  );

  // 1,000 Applications, one file each.
  for (let i = 0; i < 1000; i++) {
    const team = TEAMS[i % TEAMS.length];
    put(`apps/${team}/app-${String(i).padStart(4, '0')}.yaml`, application(i, team));
  }

  // Workloads: multi-document files of Deployments and Services (one in ten mounts a ConfigMap).
  let deployments = 0;
  for (let s = 0; s < 820; s++) {
    const team = TEAMS[s % TEAMS.length];
    const docs = [];
    for (let k = 0; k < 14; k++) {
      const n = name();
      docs.push(deployment(n, team, rand() < 0.1 ? true : false), service(n, team));
      deployments++;
    }
    put(`services/${team}/svc-${String(s).padStart(4, '0')}/manifests.yaml`, docs.join('---\n'));
  }

  // Chart values.
  for (let c = 0; c < 150; c++) put(`charts/chart-${String(c).padStart(3, '0')}/values.yaml`, chartValues(c));

  let bytes = 0;
  for (const f of files) bytes += statSync(join(dir, f)).size;
  return { files, bytes, deployments, apps: 1000 };
}

// ---------------------------------------------------------------- measuring

// Node children get a preload that prints their own CPU time at exit: on a busy machine wall
// time swings with the load, CPU time much less, so both are reported.
let cpuHook;
function runOnce(cmd, argv, cwd) {
  const isNode = cmd === process.execPath && cpuHook;
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, isNode ? ['--import', cpuHook, ...argv] : argv, { cwd, encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.error) throw r.error;
  const m = /CMP_BENCH_CPU_MS=([\d.]+)/.exec(r.stderr ?? '');
  return { ms, cpu: m ? Number(m[1]) : NaN, status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** min and median wall time (and median CPU time) over `runs` runs after one warm-up; `check` validates each run. */
function measure(label, cmd, argv, cwd, { runs = RUNS, check } = {}) {
  const times = [];
  const cpu = [];
  for (let i = 0; i <= runs; i++) {
    const r = runOnce(cmd, argv, cwd);
    if (check) check(r);
    if (i === 0) continue; // the first run warms the page cache
    times.push(r.ms);
    cpu.push(r.cpu);
  }
  const res = { min: Math.min(...times), median: median(times), cpu: median(cpu) };
  process.stderr.write(`  ${label}: min ${res.min.toFixed(0)} ms, median ${res.median.toFixed(0)} ms${Number.isNaN(res.cpu) ? '' : `, CPU ${res.cpu.toFixed(0)} ms`}\n`);
  return res;
}

const lintOk = (r) => {
  if (r.status !== 0 && r.status !== 1) throw new Error(`cmp-lint exited ${r.status}: ${r.stderr.slice(0, 2000)}`);
};
const okExit = (r) => {
  if (r.status !== 0) throw new Error(`exited ${r.status}: ${r.stderr.slice(0, 2000)}`);
};

// Child-process baselines, written next to the generated repo.
const READ_ALL = `
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
let bytes = 0, files = 0;
(function walk(d) {
  for (const e of readdirSync(d, { withFileTypes: true })) {
    if (e.name === '.git') continue;
    const p = join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\\.ya?ml$/.test(e.name)) { bytes += readFileSync(p).length; files++; }
  }
})(process.argv[2]);
console.log(JSON.stringify({ files, bytes }));
`;
const PARSE_ALL = (yamlUrl) => `
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from ${JSON.stringify(yamlUrl)};
let docs = 0;
(function walk(d) {
  for (const e of readdirSync(d, { withFileTypes: true })) {
    if (e.name === '.git') continue;
    const p = join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\\.ya?ml$/.test(e.name)) docs += parseAllDocuments(readFileSync(p, 'utf8')).length;
  }
})(process.argv[2]);
console.log(JSON.stringify({ docs }));
`;
// maxRSS of the process it is preloaded into, printed to stderr at exit (when /usr/bin/time is absent).
const CPU_HOOK = `process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write('\\nCMP_BENCH_CPU_MS=' + ((u.user + u.system) / 1000).toFixed(1) + '\\n'); });\n`;
const RSS_HOOK = `process.on('exit', () => process.stderr.write('\\nCMP_LINT_MAXRSS_KB=' + process.resourceUsage().maxRSS + '\\n'));\n`;

function peakMemoryMB(cwd, scratch) {
  if (existsSync('/usr/bin/time')) {
    const r = spawnSync('/usr/bin/time', ['-v', process.execPath, CLI, '--format', 'json', '.'], { cwd, encoding: 'utf8', maxBuffer: 1 << 30 });
    const m = /Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr);
    if (m) return { mb: Number(m[1]) / 1024, how: '/usr/bin/time -v' };
  }
  const hook = join(scratch, 'rss-hook.mjs');
  writeFileSync(hook, RSS_HOOK);
  const r = spawnSync(process.execPath, ['--import', hook, CLI, '--format', 'json', '.'], { cwd, encoding: 'utf8', maxBuffer: 1 << 30 });
  const m = /CMP_LINT_MAXRSS_KB=(\d+)/.exec(r.stderr);
  return { mb: m ? Number(m[1]) / 1024 : NaN, how: 'process.resourceUsage().maxRSS' };
}

function which(cmd) {
  for (const d of (process.env.PATH ?? '').split(':')) {
    const p = join(d, cmd);
    try {
      if (statSync(p).isFile()) return p;
    } catch {
      /* not here */
    }
  }
  return undefined;
}

function machine() {
  const cs = cpus();
  return {
    cpu: cs[0]?.model?.trim() ?? 'unknown',
    cores: cs.length,
    memoryGB: +(totalmem() / 1024 ** 3).toFixed(1),
    node: process.version,
    os: `${platform()} ${release()}`,
  };
}

// ---------------------------------------------------------------- main

const scratch = mkdtempSync(join(tmpdir(), 'cmp-lint-bench-'));
const repo = opt('--dir') ? resolve(opt('--dir')) : join(scratch, 'gitops');
mkdirSync(repo, { recursive: true });
try {
  process.stderr.write(`generating a synthetic GitOps monorepo in ${repo} …\n`);
  const gen = generate(repo);
  process.stderr.write(`  ${gen.files.length} files, ${(gen.bytes / 1024 / 1024).toFixed(1)} MB, ${gen.deployments} Deployments + Services, ${gen.apps} Applications\n`);
  writeFileSync(join(scratch, 'read-all.mjs'), READ_ALL);
  cpuHook = join(scratch, 'cpu-hook.mjs');
  writeFileSync(cpuHook, CPU_HOOK);
  const yamlUrl = new URL('file://' + join(ROOT, 'node_modules', 'yaml', 'dist', 'index.js')).href;
  writeFileSync(join(scratch, 'parse-all.mjs'), PARSE_ALL(yamlUrl));

  const node = process.execPath;
  process.stderr.write('measuring …\n');
  const lintT = measure('full lint', node, [CLI, '--format', 'json', '.'], repo, { check: lintOk });
  const sample = runOnce(node, [CLI, '--format', 'json', '.'], repo);
  const report = JSON.parse(sample.stdout);
  const readT = measure('read every byte', node, [join(scratch, 'read-all.mjs'), repo], repo, { check: okExit });
  const parseT = measure('yaml parseAllDocuments', node, [join(scratch, 'parse-all.mjs'), repo], repo, { runs: Math.min(RUNS, 3), check: okExit });
  const versionT = measure('cmp-lint --version', node, [CLI, '--version'], repo, { runs: RUNS * 2, check: okExit });
  const nodeT = measure('node -e 0', node, ['-e', '0'], repo, { runs: RUNS * 2, check: okExit });
  const oneFile = `${'platform/argocd'}/plugins/${PLUGINS[0]}.yaml`;
  const oneT = measure('one-file lint', node, [CLI, '--format', 'json', oneFile], repo, { runs: RUNS * 2, check: lintOk });
  const oneCtxT = measure('one-file lint --context .', node, [CLI, '--format', 'json', '--context', '.', 'apps/payments/app-0000.yaml'], repo, { check: lintOk });
  const mem = peakMemoryMB(repo, scratch);
  process.stderr.write(`  peak memory: ${mem.mb.toFixed(0)} MB (${mem.how})\n`);

  let kube;
  const kc = which('kubeconform');
  const crd = join(ROOT, 'schemas', 'application.schema.json');
  if (kc && existsSync(crd)) {
    const schemaDir = join(scratch, 'kubeconform-schemas', 'argoproj.io');
    mkdirSync(schemaDir, { recursive: true });
    copyFileSync(crd, join(schemaDir, 'application_v1alpha1.json'));
    const loc = join(scratch, 'kubeconform-schemas', '{{ .Group }}/{{ .ResourceKind }}_{{ .ResourceAPIVersion }}.json');
    const kcT = measure('kubeconform apps/', kc, ['-schema-location', loc, '-summary', 'apps'], repo, { check: (r) => { if (r.status !== 0 && r.status !== 1) throw new Error(`kubeconform exited ${r.status}: ${r.stderr || r.stdout}`); } });
    const lintApps = measure('cmp-lint apps/', node, [CLI, '--format', 'json', 'apps'], repo, { check: lintOk });
    kube = { kc: kcT, lint: lintApps };
  }

  // ---- table
  const m = machine();
  const f = (ms) => `${ms.min.toFixed(0)} / ${ms.median.toFixed(0)} ms${Number.isNaN(ms.cpu ?? NaN) ? '' : ` (CPU ${ms.cpu.toFixed(0)} ms)`}`;
  const x = (r) => `${r.toFixed(2)}×`;
  const rows = [];
  const row = (what, value, goal, pass) => rows.push([what, value, goal, pass === undefined ? '—' : pass ? 'pass' : 'FAIL']);
  const rRead = lintT.median / readT.median;
  const rParse = lintT.median / parseT.median;
  row('full lint (wall min / median)', f(lintT), '', undefined);
  row('read every byte in Node', f(readT), '', undefined);
  row('  lint ÷ read (wall medians)', x(rRead), '≤ 3×', rRead <= 3);
  row('  lint ÷ read (CPU medians)', x(lintT.cpu / readT.cpu), '≤ 3×', lintT.cpu / readT.cpu <= 3);
  row('yaml parseAllDocuments, all files', f(parseT), '', undefined);
  row('  lint ÷ parse (wall medians)', x(rParse), '≪ 1× (≤ 0.25×)', rParse <= 0.25);
  row('cmp-lint --version', f(versionT), '', undefined);
  row('node -e 0', f(nodeT), '', undefined);
  row('  --version − node -e 0', `${(versionT.median - nodeT.median).toFixed(0)} ms`, '≤ 150 ms', versionT.median - nodeT.median <= 150);
  row('one-file lint (pre-commit path)', f(oneT), '≤ 500 ms', oneT.median <= 500);
  row('one file, --context . (whole repo read)', f(oneCtxT), '', undefined);
  row(`peak memory, full lint (${mem.how})`, `${mem.mb.toFixed(0)} MB`, '< 300 MB', mem.mb < 300);
  if (kube) {
    const r = kube.lint.median / kube.kc.median;
    row('kubeconform, 1,000 Applications', f(kube.kc), '', undefined);
    row('cmp-lint, same 1,000 Applications', f(kube.lint), '', undefined);
    row('  cmp-lint ÷ kubeconform', x(r), '≤ 2×', r <= 2);
  } else {
    row('kubeconform comparison', 'skipped: no kubeconform on PATH', '', undefined);
  }
  const w = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length), ['figure', 'value', 'goal', 'result'][i].length));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(w[i])).join(' | ')} |`;
  const out = [];
  out.push(`cmp-lint benchmark — ${gen.files.length} files, ${(gen.bytes / 1024 / 1024).toFixed(1)} MB (${gen.deployments} Deployments + Services, ${gen.apps} Applications, 1 ApplicationSet, ${PLUGINS.length} plugin ConfigMaps, ${150} chart values files); ${RUNS} runs each after a warm-up`);
  out.push(`lint result: ${report.summary.files} files, ${report.findings.length} findings, ${report.skipped.length} skipped`);
  out.push(`machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGB} GB RAM, node ${m.node}, ${m.os}`);
  out.push('');
  out.push(line(['figure', 'value', 'goal', 'result']));
  out.push(line(w.map((n) => '-'.repeat(n))));
  for (const r of rows) out.push(line(r));
  console.log(out.join('\n'));
  const failed = rows.filter((r) => r[3] === 'FAIL').length;
  if (failed) console.log(`\n${failed} goal${failed === 1 ? '' : 's'} missed`);
} finally {
  if (!KEEP) rmSync(scratch, { recursive: true, force: true });
  else process.stderr.write(`kept ${scratch}\n`);
}
