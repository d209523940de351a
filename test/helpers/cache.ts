// What the pre-commit cache tests share: running the built CLI with the cache's trace, the
// cached-against---no-cache check, and the Application they commit.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { TEST_GIT_ENV } from './git.js';

// The Application the pre-commit cache tests commit: a plugin source in a fixed repository, one
// path per app. `metadataTail` is appended to its `metadata.namespace` line (e.g. labels),
// `tail` to its last line (e.g. a second document or a syncPolicy).
export function pluginApplication(name: string, plugin: string, { metadataTail = '', tail = '' } = {}): string {
  return `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
  namespace: argocd${metadataTail}
spec:
  project: default
  source:
    repoURL: https://git.example.com/gitops.git
    path: apps/${name}
    targetRevision: main
    plugin:
      name: ${plugin}
  destination:
    server: https://kubernetes.default.svc
    namespace: ${name}${tail}
`;
}

/** What one run of the built CLI printed, and the cache's trace line (CMP_LINT_CACHE_TRACE) if any. */
export interface CacheRun {
  code: number | null;
  stdout: string;
  stderr: string;
  trace?: { file: string; skipped: number; read: number; full: boolean; saved: boolean; passes: number };
}

/** Run `bin` (the built dist/cli.js) in `cwd` with the cache trace on, git's test identity, no colour. */
export function cacheCli(bin: string, cwd: string, args: string[]): CacheRun {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, ...TEST_GIT_ENV, CMP_LINT_CACHE_TRACE: '1', NO_COLOR: '1' } });
  const m = /^cmp-lint cache: (.+) skipped=(\d+) read=(\d+) full=(yes|no) saved=(yes|no) passes=(\d+)$/m.exec(r.stderr);
  const trace = m ? { file: m[1], skipped: Number(m[2]), read: Number(m[3]), full: m[4] === 'yes', saved: m[5] === 'yes', passes: Number(m[6]) } : undefined;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, trace };
}

/**
 * The pre-commit hook's command (`--context <context> -f json [...extra] files`) with the cache and
 * again with --no-cache: both must print the same report and exit alike (0 or 1). Returns both runs.
 */
export function cachedAndPlain(bin: string, cwd: string, files: string[], { context = '.', extra = [] as string[] } = {}): { cached: CacheRun; plain: CacheRun } {
  const cached = cacheCli(bin, cwd, ['--context', context, '-f', 'json', ...extra, ...files]);
  const plain = cacheCli(bin, cwd, ['--context', context, '-f', 'json', '--no-cache', ...extra, ...files]);
  assert.equal(cached.stdout, plain.stdout, `cached output equals --no-cache output\n${cached.stderr}`);
  assert.equal(cached.code, plain.code);
  assert.ok(cached.code === 0 || cached.code === 1, cached.stderr);
  return { cached, plain };
}
