#!/usr/bin/env node
// `npm run bench`: how fast and how lean is `cmp-lint` on each repository shape it meets?
//
// Generates five repository shapes (scripts/bench-gen.mjs, fixed seeds) at each size and measures,
// on the same files, each figure as its own child process:
//   lint        dist/cli.js --format json .  (wall median of --runs runs after a warm-up; CPU median)
//   read        reading every YAML byte in Node                lint ÷ read: goal ≤ 3× (≤ 6× for apps)
//   js-yaml     js-yaml loadAll of every YAML file (a plain-value parse, no positions)
//   peak RSS    of the lint (/usr/bin/time -v, else process.resourceUsage)     goal ≤ 300 MB
//   growth      exponent k in time ∝ size^k between the smallest and the largest size (1 = linear)
// and the start-up figures: `cmp-lint --version` vs `node -e 0`, one-file lint (the pre-commit path)
// and one file with `--context .`, on the smallest deployments repository.
//
// Options: --sizes 20,80 (MB; quick: --sizes 5,20), --shapes deployments,helm,… (default all),
// --runs N (default 3), --keep (leave the generated repositories), --json FILE (raw figures).
// Needs a built dist/cli.js (`npm run build`).
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir, cpus, totalmem, platform, release, loadavg } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHAPES, PLUGINS, generateShape } from './bench-gen.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const RUNS = Math.max(1, Number(opt('--runs', '3')));
const KEEP = args.includes('--keep');
const SIZES = opt('--sizes', '20,80').split(',').map(Number).filter((n) => n > 0).sort((a, b) => a - b);
const ONLY = opt('--shapes', SHAPES.join(',')).split(',');
const JSON_OUT = opt('--json');
for (const s of ONLY) if (!SHAPES.includes(s)) {
  console.error(`bench: unknown shape ${s} (shapes: ${SHAPES.join(', ')})`);
  process.exit(2);
}

if (!existsSync(CLI)) {
  console.error('bench: dist/cli.js is missing; run `npm run build` first');
  process.exit(2);
}

// ---------------------------------------------------------------- measuring

// On a busy machine wall time swings with the load, CPU time much less, so both are reported:
// from /usr/bin/time -v (user + system, and the peak RSS) where it exists, else from a preload
// that prints the process's own CPU time at exit. The preload is not used where /usr/bin/time is:
// `--import` is inherited by worker threads, each of which then starts node's module loader and
// runs the preload, and measured on the 20 MB chart repository it made the lint (one worker
// thread) 30 ms slower and the read baseline 5 ms: the figure would be the preload's, not
// cmp-lint's.
let cpuHook;
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
function runOnce(cmd, argv, cwd, env) {
  const isNode = cmd === process.execPath && cpuHook && !TIME;
  const full = isNode ? ['--import', cpuHook, ...argv] : argv;
  const t0 = process.hrtime.bigint();
  const r = TIME
    ? spawnSync(TIME, ['-v', cmd, ...full], { cwd, encoding: 'utf8', maxBuffer: 1 << 30, env: env && { ...process.env, ...env } })
    : spawnSync(cmd, full, { cwd, encoding: 'utf8', maxBuffer: 1 << 30, env: env && { ...process.env, ...env } });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.error) throw r.error;
  const user = /User time \(seconds\): ([\d.]+)/.exec(r.stderr ?? '');
  const sys = /System time \(seconds\): ([\d.]+)/.exec(r.stderr ?? '');
  const hooked = /CMP_BENCH_CPU_MS=([\d.]+)/.exec(r.stderr ?? '');
  const m = user && sys ? [, String((Number(user[1]) + Number(sys[1])) * 1000)] : hooked;
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr ?? '') ?? /CMP_BENCH_MAXRSS_KB=(\d+)/.exec(r.stderr ?? '');
  return { ms, cpu: m ? Number(m[1]) : NaN, rssMB: rss ? Number(rss[1]) / 1024 : NaN, status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * min and median wall time, median CPU time and the largest peak RSS over `runs` runs after one warm-up.
 * A cmp-lint run gets a code cache of its own (src/core/code-cache.ts), made by its warm-up: V8 keeps
 * the functions the run that made a cache compiled, so a cache left by another command (a test, a
 * one-file lint) would leave this one compiling the rest every time, about 10 ms on the huge shape.
 */
function measure(label, cmd, argv, cwd, { runs = RUNS, check, warm = true, env } = {}) {
  if (argv[0] === CLI && env?.CMP_LINT_CODE_CACHE === undefined) env = { ...env, CMP_LINT_CODE_CACHE: mkdtempSync(join(scratch, 'code-cache-')) };
  const times = [];
  const cpu = [];
  let rss = 0;
  let last;
  for (let i = warm ? 0 : 1; i <= runs; i++) {
    const r = runOnce(cmd, argv, cwd, env);
    if (check) check(r);
    last = r;
    if (i === 0) continue; // the first run warms the page cache
    times.push(r.ms);
    cpu.push(r.cpu);
    rss = Math.max(rss, r.rssMB || 0);
  }
  const res = { min: Math.min(...times), median: median(times), cpu: median(cpu), rssMB: rss, last };
  process.stderr.write(`  ${label}: min ${res.min.toFixed(0)} ms, median ${res.median.toFixed(0)} ms${Number.isNaN(res.cpu) ? '' : `, CPU ${res.cpu.toFixed(0)} ms`}, peak RSS ${rss.toFixed(0)} MB\n`);
  return res;
}

const lintOk = (r) => {
  if (r.status !== 0 && r.status !== 1) throw new Error(`cmp-lint exited ${r.status}: ${r.stderr.slice(0, 2000)}`);
};
const okExit = (r) => {
  if (r.status !== 0) throw new Error(`exited ${r.status}: ${r.stderr.slice(0, 2000)}`);
};

// Child-process baselines, written to the scratch directory.
const WALK = `
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
function walk(d, each) {
  for (const e of readdirSync(d, { withFileTypes: true })) {
    if (e.name === '.git') continue;
    const p = join(d, e.name);
    if (e.isDirectory()) walk(p, each);
    else if (/\\.ya?ml$/.test(e.name)) each(p);
  }
}
`;
const READ_ALL = `${WALK}
let bytes = 0, files = 0;
walk(process.argv[2], (p) => { bytes += readFileSync(p).length; files++; });
console.log(JSON.stringify({ files, bytes }));
`;
// js-yaml reads plain values only; a template that is not YAML throws and counts as an error
const JSYAML_ALL = (url) => `${WALK}
import { loadAll } from ${JSON.stringify(url)};
let docs = 0, errors = 0;
walk(process.argv[2], (p) => { try { loadAll(readFileSync(p, 'utf8'), () => docs++); } catch { errors++; } });
console.log(JSON.stringify({ docs, errors }));
`;
const CPU_HOOK = `process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write('\\nCMP_BENCH_CPU_MS=' + ((u.user + u.system) / 1000).toFixed(1) + '\\nCMP_BENCH_MAXRSS_KB=' + process.resourceUsage().maxRSS + '\\n'); });\n`;

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
const node = process.execPath;
const results = [];
let startup;
const load0 = loadavg();
try {
  cpuHook = join(scratch, 'cpu-hook.mjs');
  writeFileSync(cpuHook, CPU_HOOK);
  writeFileSync(join(scratch, 'read-all.mjs'), READ_ALL);
  const jsyamlUrl = new URL('file://' + join(ROOT, 'node_modules', 'js-yaml', 'dist', 'js-yaml.mjs')).href;
  writeFileSync(join(scratch, 'jsyaml-all.mjs'), JSYAML_ALL(jsyamlUrl));

  for (const shape of ONLY) {
    for (const mb of SIZES) {
      const repo = join(scratch, `${shape}-${mb}`);
      mkdirSync(repo, { recursive: true });
      const gen = generateShape(shape, repo, mb * 1024 * 1024);
      process.stderr.write(`${shape} @ ${mb} MB: ${gen.files} files, ${(gen.bytes / 1024 / 1024).toFixed(1)} MB (${gen.note})\n`);
      const lintT = measure('lint', node, [CLI, '--format', 'json', '.'], repo, { check: lintOk });
      const report = JSON.parse(lintT.last.stdout);
      const readT = measure('read', node, [join(scratch, 'read-all.mjs'), repo], repo, { check: okExit });
      const jsT = measure('js-yaml loadAll', node, [join(scratch, 'jsyaml-all.mjs'), repo], repo, { runs: Math.min(RUNS, 2), check: okExit, warm: false });
      results.push({
        shape,
        mb,
        files: gen.files,
        bytes: gen.bytes,
        note: gen.note,
        findings: report.findings.length,
        byRule: countBy(report.findings.map((f) => f.ruleId)),
        lint: strip(lintT),
        read: strip(readT),
        jsyaml: strip(jsT),
      });
      if (shape === 'deployments' && mb === SIZES[0]) startup = startupFigures(repo);
      if (!KEEP) rmSync(repo, { recursive: true, force: true });
    }
  }
  if (!startup && SIZES.length) {
    const repo = join(scratch, 'startup');
    generateShape('deployments', repo, SIZES[0] * 1024 * 1024);
    startup = startupFigures(repo);
  }
} finally {
  if (!KEEP) rmSync(scratch, { recursive: true, force: true });
  else process.stderr.write(`kept ${scratch}\n`);
}

function strip(m) {
  return { min: m.min, median: m.median, cpu: m.cpu, rssMB: m.rssMB };
}
function countBy(xs) {
  const o = {};
  for (const x of xs) o[x] = (o[x] ?? 0) + 1;
  return o;
}

function startupFigures(repo) {
  process.stderr.write('start-up figures:\n');
  const versionT = measure('cmp-lint --version', node, [CLI, '--version'], repo, { runs: RUNS * 2, check: okExit });
  const nodeT = measure('node -e 0', node, ['-e', '0'], repo, { runs: RUNS * 2, check: okExit });
  const oneFile = `platform/argocd/plugins/${PLUGINS[0]}.yaml`;
  const oneT = measure('one-file lint', node, [CLI, '--format', 'json', oneFile], repo, { runs: RUNS * 2, check: lintOk });
  const ctxT = measure('one-file lint --context .', node, [CLI, '--format', 'json', '--context', '.', 'platform/apps/app-00.yaml'], repo, { check: lintOk });
  // the figures above run with the code cache a warm-up left (src/core/code-cache.ts); a first run has none
  const coldT = measure('lint without the code cache', node, [CLI, '--format', 'json', '.'], repo, { check: lintOk, env: { CMP_LINT_CODE_CACHE: '0' } });
  const warmT = measure('lint with the code cache', node, [CLI, '--format', 'json', '.'], repo, { check: lintOk });
  return { version: strip(versionT), node: strip(nodeT), oneFile: strip(oneT), context: strip(ctxT), cold: strip(coldT), warm: strip(warmT) };
}

// ---------------------------------------------------------------- report

const m = machine();
const load1 = loadavg();
const out = [];
const ms = (x) => (x >= 10000 ? `${(x / 1000).toFixed(1)} s` : `${x.toFixed(0)} ms`);
const goalRead = (shape) => (shape === 'apps' ? 6 : 3);
out.push(`cmp-lint benchmark — shapes at ${SIZES.join(' and ')} MB; ${RUNS} runs each after a warm-up (medians)`);
out.push(`machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGB} GB RAM, node ${m.node}, ${m.os}; load average ${load0.map((x) => x.toFixed(2)).join(' ')} at start, ${load1.map((x) => x.toFixed(2)).join(' ')} at end`);
out.push('');
out.push('| shape | size | files | lint (CPU) | read | lint ÷ read | js-yaml all | lint ÷ js-yaml | peak RSS | findings |');
out.push('|---|---|---|---|---|---|---|---|---|---|');
let failed = 0;
for (const r of results) {
  const rr = r.lint.median / r.read.median;
  const okR = rr <= goalRead(r.shape);
  const okM = r.lint.rssMB <= 300;
  if (!okR) failed++;
  if (!okM && r.mb >= 80) failed++;
  out.push(
    `| ${r.shape} | ${(r.bytes / 1024 / 1024).toFixed(1)} MB | ${r.files} | ${ms(r.lint.median)} (${ms(r.lint.cpu)}) | ${ms(r.read.median)} | ${rr.toFixed(2)}× ${okR ? '' : `(goal ≤ ${goalRead(r.shape)}×)`} | ${ms(r.jsyaml.median)} | ${(r.lint.median / r.jsyaml.median).toFixed(2)}× | ${r.lint.rssMB.toFixed(0)} MB${okM ? '' : ' (goal ≤ 300)'} | ${r.findings} |`,
  );
}
if (SIZES.length > 1) {
  out.push('');
  out.push(`growth exponent k (time ∝ size^k) from ${SIZES[0]} to ${SIZES[SIZES.length - 1]} MB; 1 = linear`);
  out.push('');
  out.push('| shape | lint k | read k | peak RSS k |');
  out.push('|---|---|---|---|');
  for (const shape of ONLY) {
    const a = results.find((r) => r.shape === shape && r.mb === SIZES[0]);
    const b = results.find((r) => r.shape === shape && r.mb === SIZES[SIZES.length - 1]);
    if (!a || !b) continue;
    const k = (x, y) => (Math.log(y / x) / Math.log(b.bytes / a.bytes)).toFixed(2);
    out.push(`| ${shape} | ${k(a.lint.median, b.lint.median)} | ${k(a.read.median, b.read.median)} | ${k(a.lint.rssMB, b.lint.rssMB)} |`);
  }
}
if (startup) {
  out.push('');
  out.push('| start-up figure | median (min) | goal |');
  out.push('|---|---|---|');
  const d = startup.version.median - startup.node.median;
  out.push(`| cmp-lint --version | ${ms(startup.version.median)} (${ms(startup.version.min)}) | |`);
  out.push(`| node -e 0 | ${ms(startup.node.median)} (${ms(startup.node.min)}) | |`);
  out.push(`| --version − node -e 0 | ${ms(d)} | ≤ 150 ms${d <= 150 ? '' : ' (missed)'} |`);
  out.push(`| one-file lint (pre-commit path) | ${ms(startup.oneFile.median)} (${ms(startup.oneFile.min)}) | ≤ 500 ms${startup.oneFile.median <= 500 ? '' : ' (missed)'} |`);
  out.push(`| one file with --context . (${SIZES[0]} MB repository) | ${ms(startup.context.median)} (${ms(startup.context.min)}) | |`);
  out.push(`| lint of that repository, code cache / none (a first run) | ${ms(startup.warm.median)} / ${ms(startup.cold.median)} | |`);
}
console.log(out.join('\n'));
if (failed) console.log(`\n${failed} goal${failed === 1 ? '' : 's'} missed`);
if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify({ machine: m, load: { start: load0, end: load1 }, sizes: SIZES, runs: RUNS, results, startup }, null, 2));
