// Where finding paths are relative to. Humans read them relative to the working directory; GitHub
// (annotations, code scanning) wants them relative to the repository root, whatever subdirectory
// cmp-lint ran in.
import { childProcess } from '../core/builtins.js';
import { realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { LintResult } from '../core/finding.js';

const real = (p: string): string => {
  try {
    return realpathSync(p);
  } catch {
    return resolve(p);
  }
};

/**
 * The directory GitHub-facing paths are relative to: the git repository holding `cwd`
 * (`git rev-parse --show-toplevel`), else GITHUB_WORKSPACE when cwd is inside it, else cwd.
 */
export function reportRoot(cwd: string, env: Record<string, string | undefined> = process.env): string {
  const r = childProcess().spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const top = r.status === 0 ? r.stdout.trim() : '';
  if (top) return real(top);
  const ws = env.GITHUB_WORKSPACE;
  if (ws) {
    const rel = relative(real(ws), real(cwd));
    if (!rel.startsWith('..') && !isAbsolute(rel)) return real(ws);
  }
  return real(cwd);
}

/**
 * The result with every path (findings, related locations, skipped files, sources) made relative to
 * `toDir` instead of `fromDir`, "/"-separated. A file outside `toDir` keeps its absolute path
 * rather than a `../..` climb no consumer can resolve.
 */
export function rebaseResult(r: LintResult, fromDir: string, toDir: string): LintResult {
  const from = real(fromDir);
  const to = real(toDir);
  if (from === to) return r;
  const cache = new Map<string, string>();
  const p = (f: string): string => {
    let out = cache.get(f);
    if (out === undefined) {
      const abs = resolve(from, f);
      const rel = relative(to, abs);
      out = (rel.startsWith('..') || isAbsolute(rel) ? abs : rel).split(sep).join('/');
      cache.set(f, out);
    }
    return out;
  };
  return {
    ...r,
    findings: r.findings.map((f) => ({ ...f, file: p(f.file), related: f.related?.map((x) => ({ ...x, file: p(x.file) })) })),
    skipped: r.skipped.map((s) => ({ ...s, file: p(s.file) })),
    sources: new Map([...r.sources].map(([k, v]) => [p(k), v])),
    ...(r.suppressed ? { suppressed: r.suppressed.map((x) => ({ ...x, finding: { ...x.finding, file: p(x.finding.file) } })) } : {}),
  };
}
