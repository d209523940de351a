#!/usr/bin/env node
// Scores cmp-lint against hand-labelled corpora (issue 12): every setup file is linted as its own
// scope with the built dist/cli.js (--format json), then compared with its labels.
//
//   node scripts/corpus-score.mjs [--json] [dir…]
//
// Without dirs: test/corpus/mined/train, test/corpus/mined/holdout and ../shared/corpus/real-world
// (each when present). Label sources, per directory:
//   - expected-*.json (the mined corpus): {"<file>.yaml": {"certain": [{ruleId, line, why}], "mustNotError": [...]}}
//   - a directory without expected-*.json that has a README.md and 01-….yaml files is the shared
//     real-world corpus: its labels are test/corpus/expected-errors.ts (`rule-id:line` per file,
//     the reviewed real errors; a file not listed must have none).
// A hit is a finding with the same ruleId and the same line as a certain label (each finding
// matches at most one label). A false error is an error-severity finding that matches no certain
// label. A crash is exit code 3, a stack trace on stderr, or output that is not a JSON report.
// A `<id>.Dockerfile` next to `<id>.yaml` belongs to the same setup and is linted with it.
// The script exits 0 whatever the figures (it measures); 2 on a usage error.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DIRS = [
  join(REPO, 'test', 'corpus', 'mined', 'train'),
  join(REPO, 'test', 'corpus', 'mined', 'holdout'),
  join(REPO, '..', 'shared', 'corpus', 'real-world'),
];
const CLI = join(REPO, 'dist', 'cli.js');
const EXPECTED_ERRORS_TS = join(REPO, 'test', 'corpus', 'expected-errors.ts');

/**
 * Parse the `EXPECTED_ERRORS` object literal of test/corpus/expected-errors.ts without running
 * TypeScript: `'<file>': ['rule-id:line', …],` entries (comments ignored).
 * @returns {Record<string, {certain: {ruleId: string, line: number, why: string}[], mustNotError: string[]}>}
 */
export function parseExpectedErrors(text) {
  const labels = {};
  const body = text.replace(/^\s*\/\/.*$/gm, '');
  for (const m of body.matchAll(/['"]([^'"]+\.ya?ml)['"]\s*:\s*\[([^\]]*)\]/g)) {
    const certain = [...m[2].matchAll(/['"]([a-z0-9-]+):(\d+)['"]/g)].map((x) => ({ ruleId: x[1], line: Number(x[2]), why: 'test/corpus/expected-errors.ts' }));
    labels[m[1]] = { certain, mustNotError: [] };
  }
  return labels;
}

/** Labels of one corpus directory, and where they came from. */
export function loadLabels(dir) {
  const jsons = readdirSync(dir).filter((f) => /^expected-.*\.json$/.test(f)).sort();
  if (jsons.length > 0) {
    const labels = {};
    for (const j of jsons) {
      const data = JSON.parse(readFileSync(join(dir, j), 'utf8'));
      for (const [file, l] of Object.entries(data)) {
        if (labels[file]) throw new Error(`${file} is labelled twice (${j})`);
        labels[file] = { certain: l.certain ?? [], mustNotError: l.mustNotError ?? [] };
      }
    }
    return { labels, source: jsons.join(', '), errorsOnly: false };
  }
  if (existsSync(EXPECTED_ERRORS_TS)) {
    return { labels: parseExpectedErrors(readFileSync(EXPECTED_ERRORS_TS, 'utf8')), source: 'test/corpus/expected-errors.ts', errorsOnly: true };
  }
  return { labels: {}, source: '(none)', errorsOnly: true };
}

/**
 * Compare one file's findings with its certain labels.
 * @param {{ruleId: string, line: number}[]} certain
 * @param {{ruleId: string, line: number, severity: string, message?: string}[]} findings
 */
export function matchFile(certain, findings) {
  const used = new Set();
  const hits = [];
  const misses = [];
  for (const label of certain) {
    const i = findings.findIndex((f, k) => !used.has(k) && f.ruleId === label.ruleId && f.line === label.line);
    if (i >= 0) {
      used.add(i);
      hits.push(label);
    } else misses.push(label);
  }
  // an error that matches a label already taken by an identical finding is a duplicate, not a hit
  const falseErrors = findings.filter((f, k) => f.severity === 'error' && !used.has(k));
  return { hits, misses, falseErrors };
}

/** `a` for `a-07-foo.yaml`: the collector of a mined setup; undefined for other names. */
export function idPrefix(file) {
  return /^([a-z])-\d+-/.exec(file)?.[1];
}

/** The setup files of a corpus directory: `*.yaml`/`*.yml` (README and labels excluded), sorted. */
export function setupFiles(dir) {
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f) && statSync(join(dir, f)).isFile())
    .sort();
}

function runCli(dir, paths, cli) {
  return new Promise((res) => {
    const child = spawn(process.execPath, [cli, '--format', 'json', '--no-color', ...paths], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      res({ code, signal, stdout, stderr });
    });
  });
}

/** Lint one setup file (with its `.Dockerfile` sibling) as its own scope. */
export async function lintSetup(dir, file, cli = CLI) {
  const paths = [file];
  const docker = file.replace(/\.ya?ml$/, '.Dockerfile');
  if (existsSync(join(dir, docker))) paths.push(docker);
  const r = await runCli(dir, paths, cli);
  const stack = /^\s+at .+\(?.*:\d+:\d+\)?$/m.test(r.stderr);
  let findings;
  let crash;
  if (r.code === 3 || r.signal || stack) crash = `exit ${r.code ?? r.signal}${stack ? ' with a stack trace' : ''}: ${r.stderr.trim().split('\n').slice(0, 3).join(' | ')}`;
  else {
    try {
      const report = JSON.parse(r.stdout);
      findings = (report.findings ?? []).filter((f) => f.file === file);
    } catch {
      crash = `exit ${r.code}, output is not a JSON report: ${(r.stderr || r.stdout).trim().slice(0, 200)}`;
    }
  }
  return { findings: findings ?? [], crash };
}

async function pool(items, n, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/** Score one corpus directory. */
export async function scoreCorpus(dir, { cli = CLI, jobs = Math.max(1, Math.min(2, cpus().length)) } = {}) {
  const { labels, source, errorsOnly } = loadLabels(dir);
  const files = setupFiles(dir);
  const results = await pool(files, jobs, async (file) => {
    const { findings, crash } = await lintSetup(dir, file, cli);
    const certain = labels[file]?.certain ?? [];
    const m = matchFile(certain, findings);
    return { file, labelled: file in labels, certain: certain.length, hits: m.hits.length, misses: m.misses, falseErrors: m.falseErrors, crash };
  });
  const certain = results.reduce((n, r) => n + r.certain, 0);
  const hits = results.reduce((n, r) => n + r.hits, 0);
  // the mined corpus mixes collectors (`a-NN-…`, `b-NN-…`): the same figures per id prefix
  const byPrefix = {};
  for (const r of results) {
    const p = idPrefix(r.file);
    if (!p) continue;
    const g = (byPrefix[p] ??= { files: 0, certain: 0, hits: 0, recall: null, falseErrors: 0, crashes: 0 });
    g.files++;
    g.certain += r.certain;
    g.hits += r.hits;
    g.falseErrors += r.falseErrors.length;
    if (r.crash) g.crashes++;
  }
  for (const g of Object.values(byPrefix)) g.recall = g.certain === 0 ? null : g.hits / g.certain;
  return {
    dir,
    labels: source,
    files: files.length,
    // with an errors-only reference (expected-errors.ts) a file that is not listed must have no error
    unlabelled: errorsOnly ? [] : results.filter((r) => !r.labelled).map((r) => r.file),
    certain,
    hits,
    recall: certain === 0 ? null : hits / certain,
    falseErrors: results.reduce((n, r) => n + r.falseErrors.length, 0),
    crashes: results.filter((r) => r.crash).length,
    byPrefix,
    perFile: results
      .filter((r) => r.misses.length || r.falseErrors.length || r.crash)
      .map((r) => ({
        file: r.file,
        misses: r.misses.map((l) => `${l.ruleId}:${l.line}`),
        falseErrors: r.falseErrors.map((f) => `${f.ruleId}:${f.line}`),
        ...(r.crash ? { crash: r.crash } : {}),
      })),
  };
}

const pct = (x) => (x === null ? 'n/a' : `${(100 * x).toFixed(1)} %`);

export function formatText(scores) {
  const out = [];
  for (const s of scores) {
    out.push(`${s.dir}`);
    out.push(`  labels: ${s.labels}; ${s.files} files${s.unlabelled.length ? ` (${s.unlabelled.length} unlabelled: ${s.unlabelled.join(', ')})` : ''}`);
    out.push(`  recall of certain pitfalls: ${s.hits}/${s.certain} = ${pct(s.recall)}`);
    out.push(`  false errors: ${s.falseErrors}`);
    out.push(`  crashes: ${s.crashes}`);
    const prefixes = Object.keys(s.byPrefix ?? {}).sort();
    if (prefixes.length > 1)
      for (const p of prefixes) {
        const g = s.byPrefix[p];
        out.push(`  ${p}-*: ${g.files} files, recall ${g.hits}/${g.certain} = ${pct(g.recall)}, false errors ${g.falseErrors}, crashes ${g.crashes}`);
      }
    for (const f of s.perFile) {
      const parts = [];
      if (f.misses.length) parts.push(`missed ${f.misses.join(', ')}`);
      if (f.falseErrors.length) parts.push(`false errors ${f.falseErrors.join(', ')}`);
      if (f.crash) parts.push(`CRASH ${f.crash}`);
      out.push(`    ${f.file}: ${parts.join('; ')}`);
    }
  }
  return out.join('\n');
}

async function main(argv) {
  const json = argv.includes('--json');
  const rest = argv.filter((a) => a !== '--json');
  const unknown = rest.filter((a) => a.startsWith('-'));
  if (unknown.length) {
    console.error(`corpus-score: unknown option ${unknown.join(' ')}\nusage: node scripts/corpus-score.mjs [--json] [dir…]`);
    return 2;
  }
  if (!existsSync(CLI)) {
    console.error('corpus-score: dist/cli.js is missing: run `npm run build` first');
    return 2;
  }
  const dirs = rest.length ? rest.map((d) => resolve(d)) : DEFAULT_DIRS.filter((d) => existsSync(d));
  const missing = dirs.filter((d) => !existsSync(d) || !statSync(d).isDirectory());
  if (missing.length) {
    console.error(`corpus-score: not a directory: ${missing.join(', ')}`);
    return 2;
  }
  const scores = [];
  for (const d of dirs) scores.push(await scoreCorpus(d));
  process.stdout.write((json ? JSON.stringify({ version: 1, corpora: scores }, null, 2) : formatText(scores)) + '\n');
  return 0;
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}

