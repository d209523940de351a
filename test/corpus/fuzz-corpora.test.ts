// Mutation fuzzer over the corpora of real setups (issue 12): the mined corpus (both splits:
// robustness only, no findings are looked at) and ../shared/corpus/real-world when present. Each
// setup file is mutated with a fixed-seed PRNG in ways real edits break YAML (a lost `---`, a
// repeated key, a shifted indent, template actions, a cut-off file, CRLF, tabs…) and linted through
// the real pipeline together with its unmutated `<id>.Dockerfile`. For every case: no exception,
// no hang (a case taking more than HANG_MS is a failure: a guard, not a timing assertion), and every
// finding on a real line and column of its file. test/limits/fuzz.test.ts fuzzes bytes; this one
// fuzzes structure.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync, rmSync, copyFileSync } from 'node:fs';
import { join, basename } from 'node:path';
import { lint } from '../../src/lint.js';
import { defaultConfig } from '../../src/config.js';
import type { Finding } from '../../src/core/finding.js';
import { REPO, SHARED } from '../helpers/lint.js';
import { tempDir } from '../files/helpers.js';
import { prng } from '../limits/helpers.js';

const SEED = 0x12_c0a9;
const MUTATIONS_PER_FILE = 2;
const HANG_MS = 10_000;

const DIRS = [join(REPO, 'test', 'corpus', 'mined', 'train'), join(REPO, 'test', 'corpus', 'mined', 'holdout'), join(REPO, 'test', 'corpus', 'mined', 'holdout-c'), join(REPO, 'test', 'corpus', 'mined', 'holdout-d'), join(REPO, 'test', 'corpus', 'mined', 'holdout-e'), join(SHARED, 'corpus', 'real-world')];
const setups = DIRS.filter((d) => existsSync(d)).flatMap((d) =>
  readdirSync(d)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => join(d, f)),
);

type R = () => number;
const int = (r: R, n: number) => Math.floor(r() * n);
const pick = <T>(r: R, xs: T[]): T => xs[int(r, xs.length)];
const keyLines = (lines: string[]) => lines.map((l, i) => (/^\s*(- )?[\w.$/-]+:( |$)/.test(l) ? i : -1)).filter((i) => i >= 0);

/** Line-level edits of the kind that break real files. */
const MUTATORS: Record<string, (lines: string[], r: R) => string[]> = {
  dropSeparator: (ls) => ls.filter((l, i) => l !== '---' || i === 0 || ls.indexOf('---') !== i),
  repeatKey: (ls, r) => {
    const ks = keyLines(ls);
    if (!ks.length) return ls;
    const i = pick(r, ks);
    return [...ls.slice(0, i + 1), ls[i], ...ls.slice(i + 1)];
  },
  repeatBlock: (ls, r) => {
    const i = int(r, ls.length);
    return [...ls.slice(0, i), ...ls.slice(i, i + 2 + int(r, 6)), ...ls.slice(i)];
  },
  shiftIndent: (ls, r) => {
    const i = int(r, ls.length);
    const n = 1 + int(r, 3);
    return ls.map((l, k) => (k >= i && k < i + 1 + int(r, 5) ? (r() < 0.5 ? ' '.repeat(n) + l : l.replace(new RegExp(`^ {1,${n}}`), '')) : l));
  },
  templateLine: (ls, r) => {
    const i = int(r, ls.length + 1);
    const indent = /^\s*/.exec(ls[Math.min(i, ls.length - 1)] ?? '')![0];
    const what = pick(r, ['{{- if .Values.enabled }}', '{{- end }}', '{{ toYaml .Values.extra | nindent 8 }}', 'name: {{ .Name }}', 'image: "{{ .Values.image }}:{{ .Chart.AppVersion }}"', '{{ include "x" . }}']);
    return [...ls.slice(0, i), indent + what, ...ls.slice(i)];
  },
  templateValue: (ls, r) => {
    const ks = keyLines(ls);
    if (!ks.length) return ls;
    const i = pick(r, ks);
    return ls.map((l, k) => (k === i ? l.replace(/:( .*)?$/, `: ${pick(r, ['{{ .Values.x }}', '"{{ .Values.x }}"', '{{ .Values.list | toYaml }}', '${VAR}', '$(VAR)', '<path:secret#key>'])}`) : l));
  },
  deleteLines: (ls, r) => {
    const i = int(r, ls.length);
    return [...ls.slice(0, i), ...ls.slice(i + 1 + int(r, 4))];
  },
  truncate: (ls, r) => ls.slice(0, int(r, ls.length + 1)),
  tabIndent: (ls, r) => {
    const i = int(r, ls.length);
    return ls.map((l, k) => (k === i ? l.replace(/^ +/, '\t') : l));
  },
  listToScalar: (ls, r) => {
    const i = ls.findIndex((l, k) => k >= int(r, ls.length) && /command: \[/.test(l));
    return i < 0 ? ls : ls.map((l, k) => (k === i ? l.replace(/\[(.*)\]/, '$1') : l));
  },
  crlf: (ls) => ls.map((l) => l + '\r'),
  emptyValues: (ls, r) => {
    const ks = keyLines(ls);
    return ls.map((l, k) => (ks.includes(k) && r() < 0.2 ? l.replace(/:( .*)$/, ':') : l));
  },
};

/** Mutators that fuse documents or repeat keys (a duplicate key is a positioned yaml-duplicate-key finding, issue 12 theme 5). */
const DUPLICATING = new Set(['dropSeparator', 'repeatKey', 'repeatBlock']);

function mutate(text: string, r: R, names: string[]): { text: string; ops: string[] } {
  let lines = text.split('\n');
  const ops: string[] = [];
  for (let k = r() < 0.6 ? 1 : 2 + int(r, 2); k > 0; k--) {
    const name = pick(r, names);
    ops.push(name);
    lines = MUTATORS[name](lines, r);
  }
  return { text: lines.join('\n'), ops };
}

function checkPosition(f: Finding, texts: Record<string, string>, where: string): void {
  const text = texts[f.file];
  assert.ok(text !== undefined, `${where}: ${f.ruleId} reported in ${f.file}, outside the case`);
  let s = text;
  if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
  const lines = s.split('\n').map((l) => l.replace(/\r$/, ''));
  const ok = (line: number, col: number) => Number.isInteger(line) && Number.isInteger(col) && line >= 1 && line <= lines.length && col >= 1 && col <= lines[line - 1].length + 1;
  assert.ok(ok(f.line, f.column), `${where}: ${f.ruleId} at ${f.line}:${f.column} is outside ${f.file} (${lines.length} lines) — ${f.message}`);
  if (f.endLine !== undefined) {
    assert.ok(ok(f.endLine, f.endColumn ?? 1), `${where}: ${f.ruleId} ends at ${f.endLine}:${f.endColumn}, outside ${f.file}`);
    assert.ok(f.endLine > f.line || (f.endLine === f.line && (f.endColumn ?? f.column) >= f.column), `${where}: ${f.ruleId} ends before it starts`);
  }
  assert.ok(!/\[object Object\]/.test(f.message), `${where}: ${f.ruleId} message prints [object Object]: ${f.message}`);
}

async function fuzz(t: TestContext, seed: number, names: string[]): Promise<void> {
  if (setups.length === 0) return t.skip('no corpus files');
  if (!existsSync(join(SHARED, 'corpus', 'real-world'))) t.diagnostic('../shared/corpus/real-world is not present: fuzzing the mined corpus only');
  const r = prng(seed);
  const d = tempDir('cmp-lint-corpus-fuzz-');
  const config = defaultConfig();
  const failures: string[] = [];
  let cases = 0;
  try {
    for (const path of setups) {
      const original = readFileSync(path, 'utf8');
      const name = basename(path);
      const dockerSrc = path.replace(/\.ya?ml$/, '.Dockerfile');
      const docker = existsSync(dockerSrc) ? basename(dockerSrc) : undefined;
      if (docker) copyFileSync(dockerSrc, join(d.dir, docker));
      for (let i = 0; i < MUTATIONS_PER_FILE; i++) {
        const { text, ops } = mutate(original, r, names);
        const where = `${name} (${ops.join('+')})`;
        writeFileSync(join(d.dir, name), text);
        cases++;
        const started = Date.now();
        try {
          const res = await lint({ cwd: d.dir, paths: docker ? [name, docker] : [name], config });
          const texts: Record<string, string> = { [name]: text };
          if (docker) texts[docker] = readFileSync(join(d.dir, docker), 'utf8');
          for (const f of res.findings) checkPosition(f, texts, where);
        } catch (e) {
          failures.push(`${where}: ${(e as Error)?.stack ?? e}`);
          if (process.env.CMP_LINT_FUZZ_DUMP) writeFileSync(join(process.env.CMP_LINT_FUZZ_DUMP, `${cases}-${name}`), text);
        }
        const ms = Date.now() - started;
        if (ms > HANG_MS) failures.push(`${where}: took ${ms} ms (hang guard ${HANG_MS} ms)`);
        if (failures.length >= 10) break;
      }
      rmSync(join(d.dir, name), { force: true });
      if (docker) rmSync(join(d.dir, docker), { force: true });
      if (failures.length >= 10) break;
    }
  } finally {
    d.cleanup();
  }
  t.diagnostic(`${cases} cases from ${setups.length} setups`);
  assert.deepEqual(failures, []);
}

const ALL = Object.keys(MUTATORS);
test(`structural fuzz over the mined and real-world corpora (${setups.length} setups × ${MUTATIONS_PER_FILE}): no exception, no hang, every finding positioned`, { timeout: 300_000 }, (t) =>
  fuzz(t, SEED, ALL.filter((m) => !DUPLICATING.has(m))),
);

// Fused documents and repeated keys must be a positioned yaml-duplicate-key error, never a crash
// (issue 12 theme 5).
test(`structural fuzz with duplicate keys and fused documents (${setups.length} setups × ${MUTATIONS_PER_FILE})`, { timeout: 300_000 }, (t) =>
  fuzz(t, SEED + 1, ALL),
);
