#!/usr/bin/env node
// `npm run bench:precommit`: what the pre-commit hook costs per commit on a big repository, without
// and with the cache (src/cache/).
//
// For each shape (scripts/bench-gen.mjs, fixed seeds) it generates a repository of about --mb MB,
// commits it, and runs the hook's command `dist/cli.js --context . -f json <file>` as pre-commit
// would after `git add`:
//   no cache     --no-cache, the whole repository read (what every commit cost before the cache)
//   first run    cache empty: everything read once, the cache written
//   commits      --commits one-file commits (a comment added to a file, staged, hook run, committed),
//                each with the cache from the previous one: wall median, min, max and CPU median
//   plugin       a commit touching a plugin definition: files others depend on, so the hook reads
//                every Application and ConfigMap again (the cache still spares the rest)
//   fixed costs  CPU of `node dist/cli.js --version` (Node's start-up and the bundle's compile) and
//                of the cache's one `git ls-files` on the repository (medians of 3): what every
//                commit pays before cmp-lint looks at a file
// Every cached run's report is compared with a --no-cache run on the same state once per shape.
//
// Options: --mb 36, --shapes deployments,helm,kustomize,apps,huge (the default: all),
// --commits 5, --keep (leave the repositories), --json FILE. Needs a built dist/cli.js.
import { mkdtempSync, rmSync, appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir, cpus, totalmem, platform, release, loadavg } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHAPES, generateShape } from './bench-gen.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const MB = Number(opt('--mb', '36'));
const COMMITS = Math.max(1, Number(opt('--commits', '5')));
const ONLY = opt('--shapes', SHAPES.join(',')).split(',');
const KEEP = args.includes('--keep');
const JSON_OUT = opt('--json');
for (const s of ONLY) if (!SHAPES.includes(s)) {
  console.error(`bench:precommit: unknown shape ${s} (shapes: ${SHAPES.join(', ')})`);
  process.exit(2);
}
if (!existsSync(CLI)) {
  console.error('bench:precommit: dist/cli.js is missing; run `npm run build` first');
  process.exit(2);
}

const gitEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: 'bench',
  GIT_AUTHOR_EMAIL: 'bench@cmp-lint.invalid',
  GIT_COMMITTER_NAME: 'bench',
  GIT_COMMITTER_EMAIL: 'bench@cmp-lint.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
};
function git(cwd, ...a) {
  const r = spawnSync('git', a, { cwd, env: gitEnv, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new Error(`git ${a.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
/** CPU seconds (user+sys) of one command, median of 3; undefined without /usr/bin/time. */
function cpuOf(cwd, cmd, argv) {
  if (!TIME) return undefined;
  const xs = [];
  for (let i = 0; i < 3; i++) {
    const r = spawnSync(TIME, ['-f', 'cmp-lint-bench-cpu %U %S', cmd, ...argv], { cwd, env: gitEnv, encoding: 'utf8', maxBuffer: 1 << 30 });
    const m = /cmp-lint-bench-cpu ([\d.]+) ([\d.]+)/.exec(r.stderr);
    if (r.status !== 0 || !m) return undefined;
    xs.push(Number(m[1]) + Number(m[2]));
  }
  return median(xs);
}

/** One hook run: wall seconds, CPU seconds (user+sys, when /usr/bin/time exists), the report, the cache trace. */
function hook(cwd, file, extra = []) {
  const argv = [CLI, '--context', '.', '-f', 'json', '--fail-on', 'never', ...extra, file];
  const env = { ...gitEnv, CMP_LINT_CACHE_TRACE: '1' };
  const t0 = process.hrtime.bigint();
  const r = TIME
    ? spawnSync(TIME, ['-f', 'cmp-lint-bench-cpu %U %S', process.execPath, ...argv], { cwd, env, encoding: 'utf8', maxBuffer: 1 << 30 })
    : spawnSync(process.execPath, argv, { cwd, env, encoding: 'utf8', maxBuffer: 1 << 30 });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  if (r.status !== 0) throw new Error(`hook on ${file} exited ${r.status}: ${r.stderr}`);
  const cpu = /cmp-lint-bench-cpu ([\d.]+) ([\d.]+)/.exec(r.stderr);
  const trace = /cmp-lint cache: .* skipped=(\d+) read=(\d+) full=(yes|no)/.exec(r.stderr);
  return {
    wall,
    cpu: cpu ? Number(cpu[1]) + Number(cpu[2]) : undefined,
    report: r.stdout,
    skipped: trace ? Number(trace[1]) : undefined,
    read: trace ? Number(trace[2]) : undefined,
    full: trace ? trace[3] === 'yes' : undefined,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const f2 = (x) => (x === undefined ? '–' : x.toFixed(2));

const load0 = loadavg();
console.log(`machine: ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GB, ${platform()} ${release()}, Node ${process.version}`);
console.log(`load average at start: ${load0.map((x) => x.toFixed(2)).join(' ')}`);
console.log(`command: node dist/cli.js --context . -f json <one staged file> (the pre-commit hook's), ${COMMITS} one-file commits per shape\n`);

const results = [];
for (const shape of ONLY) {
  const dir = mkdtempSync(join(tmpdir(), `cmp-lint-bench-precommit-${shape}-`));
  try {
    const gen = generateShape(shape, dir, MB * 1024 * 1024);
    rmSync(join(dir, '.git'), { recursive: true, force: true }); // the generator's root marker: a real repository instead
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'config', 'gc.auto', '0'); // no background gc writing into .git while the repository is removed
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'generated');
    const files = git(dir, 'ls-files').split('\n').filter((f) => /\.ya?ml$/.test(f) && !f.startsWith('platform/') && !f.includes('/templates/'));
    const pick = (k) => files[Math.floor((files.length * (k + 1)) / (COMMITS + 2))];

    const plain = hook(dir, pick(0), ['--no-cache']);
    const first = hook(dir, pick(0));
    if (first.report !== plain.report) throw new Error(`${shape}: cached report differs from --no-cache`);
    const warm = [];
    for (let k = 1; k <= COMMITS; k++) {
      const f = pick(k);
      appendFileSync(join(dir, f), `# commit ${k}\n`);
      git(dir, 'add', f);
      const r = hook(dir, f);
      if (k === 1 && r.report !== hook(dir, f, ['--no-cache']).report) throw new Error(`${shape}: cached report differs from --no-cache`);
      warm.push(r);
      git(dir, 'commit', '-q', '-m', `commit ${k}`);
    }
    const plugin = 'platform/argocd/plugins/tool01.yaml';
    appendFileSync(join(dir, plugin), '# reviewed\n');
    git(dir, 'add', plugin);
    const pluginRun = hook(dir, plugin);
    const startup = cpuOf(dir, process.execPath, [CLI, '--version']);
    const listing = cpuOf(dir, 'git', ['ls-files', '-z', '-t', '-v', '-c', '-s', '--', '.']);
    const row = {
      shape,
      fixed: { startup, listing },
      mb: gen.bytes / 2 ** 20,
      files: gen.files,
      noCache: plain,
      first,
      warm: { wallMedian: median(warm.map((w) => w.wall)), wallMin: Math.min(...warm.map((w) => w.wall)), wallMax: Math.max(...warm.map((w) => w.wall)), cpuMedian: warm.every((w) => w.cpu !== undefined) ? median(warm.map((w) => w.cpu)) : undefined, read: median(warm.map((w) => w.read)), skipped: median(warm.map((w) => w.skipped)), full: warm.filter((w) => w.full).length },
      plugin: pluginRun,
    };
    results.push(row);
    console.log(`${shape}: ${row.mb.toFixed(1)} MB, ${row.files} files (${gen.note})`);
    console.log(`  no cache       ${f2(plain.wall)} s wall, ${f2(plain.cpu)} s CPU`);
    console.log(`  first run      ${f2(first.wall)} s wall, ${f2(first.cpu)} s CPU (cache written; ${first.read} files read)`);
    console.log(`  commits (${COMMITS})    ${f2(row.warm.wallMedian)} s wall median (${f2(row.warm.wallMin)}–${f2(row.warm.wallMax)}), ${f2(row.warm.cpuMedian)} s CPU median; ${row.warm.read} files read, ${row.warm.skipped} left unread${row.warm.full ? `; ${row.warm.full} runs read everything` : ''}`);
    console.log(`  plugin commit  ${f2(pluginRun.wall)} s wall, ${f2(pluginRun.cpu)} s CPU (${pluginRun.read} files read, ${pluginRun.skipped} left unread)`);
    console.log(`  fixed costs    ${f2(startup)} s CPU Node start-up + bundle compile (--version), ${f2(listing)} s CPU git ls-files\n`);
  } finally {
    if (KEEP) console.log(`  kept: ${dir}\n`);
    else rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}
const load1 = loadavg();
console.log(`load average at end: ${load1.map((x) => x.toFixed(2)).join(' ')}`);
if (JSON_OUT) {
  const strip = (r) => ({ wall: r.wall, cpu: r.cpu, read: r.read, skipped: r.skipped, full: r.full });
  writeFileSync(JSON_OUT, JSON.stringify({ load: [load0, load1], results: results.map((r) => ({ ...r, noCache: strip(r.noCache), first: strip(r.first), plugin: strip(r.plugin) })) }, null, 2) + '\n');
}
