// Fuzz: every corpus file (the seeds, a fixed sample of the other fixtures, and the real-world
// corpus under ../shared when present), mutated with a fixed-seed PRNG, through the real lint
// pipeline. For every case: no exception escapes, and every finding has a position inside its
// file. A sample of the cases also goes through dist/cli.js: exit code 0 or 1, valid JSON.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync, rmSync, mkdirSync } from 'node:fs';
import { join, relative, basename } from 'node:path';
import { lint } from '../../src/lint.js';
import { defaultConfig } from '../../src/config.js';
import { fileKind } from '../../src/files/read.js';
import type { Finding } from '../../src/core/finding.js';
import { FIXTURES, SHARED } from '../helpers/lint.js';
import { tempDir } from '../files/helpers.js';
import { prng, runCli, hasDist } from './helpers.js';

const SEED = 0x5eed_2024;
const MUTATIONS_PER_FILE = 16;
const MAX_OTHER_FIXTURES = 140;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, out);
    else if (st.isFile() && st.size < 256 * 1024 && fileKind(name)) out.push(p);
  }
  return out;
}

/** The corpus: deterministic for a given checkout (sorted paths, every k-th of the non-seed fixtures). */
function corpus(): string[] {
  const seeds = walk(join(FIXTURES, 'seeds'));
  const others = walk(FIXTURES).filter((p) => !p.startsWith(join(FIXTURES, 'seeds')) && !p.includes(`${join(FIXTURES, 'limits')}`));
  const step = Math.max(1, Math.ceil(others.length / MAX_OTHER_FIXTURES));
  const sample = others.filter((_, i) => i % step === 0);
  const realWorld = join(SHARED, 'corpus', 'real-world');
  const shared = existsSync(realWorld) ? walk(realWorld) : [];
  return [...seeds, ...sample, ...shared];
}

type Mutator = (b: Buffer, r: () => number) => Buffer;
const int = (r: () => number, n: number) => Math.floor(r() * n);
const str = (b: Buffer) => b.toString('latin1'); // byte-preserving round trip
const buf = (s: string) => Buffer.from(s, 'latin1');
const lineStarts = (s: string) => [0, ...[...s.matchAll(/\n/g)].map((m) => m.index! + 1)].filter((i) => i <= s.length);
const atLine = (s: string, r: () => number) => {
  const starts = lineStarts(s);
  return starts[int(r, starts.length)];
};
const insertAt = (s: string, at: number, what: string) => s.slice(0, at) + what + s.slice(at);

const MUTATORS: Record<string, Mutator> = {
  flipBytes: (b, r) => {
    const c = Buffer.from(b);
    for (let k = 1 + int(r, 4); k > 0 && c.length; k--) c[int(r, c.length)] ^= 1 << int(r, 8);
    return c;
  },
  deleteLine: (b, r) => {
    const lines = str(b).split('\n');
    lines.splice(int(r, lines.length), 1 + int(r, 3));
    return buf(lines.join('\n'));
  },
  duplicateLine: (b, r) => {
    const lines = str(b).split('\n');
    const i = int(r, lines.length);
    lines.splice(i, 0, ...lines.slice(i, i + 1 + int(r, 4)));
    return buf(lines.join('\n'));
  },
  indent: (b, r) => {
    const lines = str(b).split('\n');
    const i = int(r, lines.length);
    const n = 1 + int(r, 4);
    lines[i] = r() < 0.5 ? ' '.repeat(n) + lines[i] : lines[i].replace(new RegExp(`^ {1,${n}}`), '');
    return buf(lines.join('\n'));
  },
  truncate: (b, r) => b.subarray(0, int(r, b.length + 1)),
  anchorAlias: (b, r) => {
    let s = str(b);
    s = s.replace(/: (\S)/, ': &a $1'); // the first value gets an anchor
    for (let k = 1 + int(r, 3); k > 0; k--) {
      const at = atLine(s, r);
      const m = /^(\s*(?:- )?[\w.-]+: )/.exec(s.slice(at));
      s = m ? insertAt(s, at + m[1].length, r() < 0.5 ? '*a ' : '*a\n') : insertAt(s, at, pickOf(r, ['*a\n', '- *a\n', 'k: *a\n', '<<: *a\n', '&a ']));
    }
    return buf(s);
  },
  openBracket: (b, r) => {
    const s = str(b);
    return buf(insertAt(s, int(r, s.length + 1), pickOf(r, ['{', '[', '{{', '[[', '}', ']', '{a: [', '"', "'", ': ', '- ', '? '])));
  },
  tab: (b, r) => {
    const s = str(b);
    return buf(insertAt(s, r() < 0.6 ? atLine(s, r) : int(r, s.length + 1), '\t'));
  },
  docMarker: (b, r) => {
    const s = str(b);
    return buf(insertAt(s, atLine(s, r), pickOf(r, ['---\n', '...\n', '--- |\n', '%YAML 1.2\n---\n', '---'])));
  },
  longLine: (b, r) => {
    const s = str(b);
    const n = 10_000 + int(r, 90_000);
    const what = pickOf(r, ['x'.repeat(n), 'k: ' + 'v'.repeat(n), '# ' + 'c'.repeat(n), '- ' + '['.repeat(Math.min(n, 3000)), 'a: ' + '{b: '.repeat(Math.min(n, 2000))]);
    return buf(insertAt(s, atLine(s, r), what + '\n'));
  },
  nul: (b, r) => {
    const c = Buffer.from(b);
    const at = int(r, c.length + 1);
    return Buffer.concat([c.subarray(0, at), Buffer.from([0]), c.subarray(at)]);
  },
  lateNul: (b, r) => {
    // a NUL past the binary probe: the file is read as text and the parser meets it
    const pad = Buffer.from('# pad\n'.repeat(1500));
    return Buffer.concat([pad, b.subarray(0, int(r, b.length + 1)), Buffer.from([0]), b.subarray(int(r, b.length + 1))]);
  },
  crlf: (b) => buf(str(b).replace(/\r?\n/g, '\r\n')),
  bomAndCr: (b, r) => {
    const s = str(b).replace(/\n/g, () => (r() < 0.3 ? '\r' : '\n'));
    return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), buf(s)]);
  },
  swapChars: (b, r) => {
    const s = str(b);
    const at = int(r, s.length + 1);
    return buf(insertAt(s, at, pickOf(r, [':', '-', '|', '>', '!', '!!binary ', '&', '*', '#', '%', '@', '`', '\\', '"\\u', '\u00ff'])));
  },
};

function pickOf<T>(r: () => number, xs: T[]): T {
  return xs[int(r, xs.length)];
}

function mutate(b: Buffer, r: () => number): { bytes: Buffer; ops: string[] } {
  const names = Object.keys(MUTATORS);
  const ops: string[] = [];
  let out = b;
  for (let k = r() < 0.7 ? 1 : 2 + int(r, 2); k > 0; k--) {
    const name = pickOf(r, names);
    ops.push(name);
    out = MUTATORS[name](out, r);
  }
  return { bytes: out, ops };
}

/** Lines of the text cmp-lint reads (BOM dropped), each without its line break. */
function linesOf(bytes: Buffer): string[] {
  let s = bytes.toString('utf8');
  if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
  return s.split('\n').map((l) => l.replace(/\r$/, ''));
}

function checkPosition(f: Finding, lines: string[], where: string): void {
  const ok = (line: number, col: number) => Number.isInteger(line) && Number.isInteger(col) && line >= 1 && line <= lines.length && col >= 1 && col <= lines[line - 1].length + 1;
  assert.ok(ok(f.line, f.column), `${where}: ${f.ruleId} at ${f.line}:${f.column} is outside the file (${lines.length} lines; line length ${lines[f.line - 1]?.length}) — ${f.message}`);
  if (f.endLine !== undefined) {
    assert.ok(ok(f.endLine, f.endColumn ?? 1), `${where}: ${f.ruleId} ends at ${f.endLine}:${f.endColumn} outside the file — ${f.message}`);
    assert.ok(f.endLine > f.line || (f.endLine === f.line && (f.endColumn ?? f.column) >= f.column), `${where}: ${f.ruleId} ends before it starts`);
  }
}

const files = corpus();
interface Case {
  name: string;
  source: string;
  bytes: Buffer;
  ops: string[];
}
const cases: Case[] = [];
{
  const r = prng(SEED);
  for (const path of files) {
    const original = readFileSync(path);
    const kind = fileKind(basename(path))!;
    for (let i = 0; i < MUTATIONS_PER_FILE; i++) {
      const { bytes, ops } = mutate(original, r);
      cases.push({ name: kind === 'dockerfile' ? 'Dockerfile' : 'case.yaml', source: relative(FIXTURES, path), bytes, ops });
    }
  }
}

test(`fuzz: ${cases.length} mutated corpus files through lint() — no exception, every position inside the file`, { timeout: 120_000 }, async (t) => {
  assert.ok(cases.length >= 2000, `only ${cases.length} cases`);
  const d = tempDir('cmp-lint-fuzz-');
  const started = Date.now();
  const failures: string[] = [];
  try {
    const config = defaultConfig();
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      const file = join(d.dir, c.name);
      writeFileSync(file, c.bytes);
      const where = `case ${i} (${c.source}; ${c.ops.join('+')})`;
      try {
        const res = await lint({ cwd: d.dir, paths: [c.name], config });
        const lines = linesOf(c.bytes);
        for (const f of res.findings) {
          assert.equal(f.file, c.name, `${where}: a finding in another file`);
          checkPosition(f, lines, where);
        }
      } catch (e) {
        failures.push(`${where}: ${(e as Error)?.stack ?? e}`);
        // CMP_LINT_FUZZ_DUMP=dir keeps the failing inputs for a closer look
        if (process.env.CMP_LINT_FUZZ_DUMP) writeFileSync(join(process.env.CMP_LINT_FUZZ_DUMP, `case-${i}-${c.name}`), c.bytes);
        if (failures.length >= 10) break;
      } finally {
        rmSync(file, { force: true });
      }
    }
  } finally {
    d.cleanup();
  }
  t.diagnostic(`${cases.length} cases from ${files.length} corpus files in ${Date.now() - started} ms`);
  assert.deepEqual(failures, []);
});

test('fuzz sample through dist/cli.js: exit code 0 or 1 and a valid JSON report', { skip: !hasDist, timeout: 120_000 }, () => {
  // every 15th case, 100 files per process
  const sample = cases.filter((_, i) => i % 15 === 0);
  const d = tempDir('cmp-lint-fuzz-cli-');
  try {
    for (let start = 0; start < sample.length; start += 100) {
      const batch = sample.slice(start, start + 100);
      const dir = join(d.dir, `batch-${start}`);
      mkdirSync(dir);
      batch.forEach((c, i) => {
        mkdirSync(join(dir, `c${i}`));
        writeFileSync(join(dir, `c${i}`, c.name), c.bytes);
      });
      const r = runCli(['--format', 'json', '.'], dir);
      assert.ok(r.status === 0 || r.status === 1, `batch ${start}: exit ${r.status}\n${r.stderr}`);
      const report = JSON.parse(r.stdout);
      assert.equal(report.version, 1);
      for (const f of report.findings as Finding[]) {
        const i = Number(/^c(\d+)\//.exec(f.file)![1]);
        checkPosition(f, linesOf(batch[i].bytes), `batch ${start} ${f.file} (${batch[i].source}; ${batch[i].ops.join('+')})`);
      }
    }
  } finally {
    d.cleanup();
  }
});
