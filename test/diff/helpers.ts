// Real git repositories for diff tests: files in, commits out.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commitFiles } from '../helpers/git.js';

export interface TestRepo {
  root: string;
  /** apply changes (content, or null to delete) and commit; returns the SHA */
  commit(changes: Record<string, string | null>, message: string): string;
  git(...args: string[]): string;
  worktrees(): string[];
}

export function gitRepo(parent: string): TestRepo {
  const root = realpathSync(mkdtempSync(join(parent, 'repo-')));
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'cmp-lint tests');
  git('config', 'user.email', 'tests@cmp-lint.invalid');
  git('config', 'commit.gpgsign', 'false');
  return {
    root,
    git,
    commit(changes, message) {
      return commitFiles(root, git, changes, message);
    },
    worktrees() {
      return git('worktree', 'list', '--porcelain')
        .split('\n')
        .filter((l) => l.startsWith('worktree '))
        .map((l) => l.slice('worktree '.length));
    },
  };
}

/** A scratch directory removed at exit. */
export function scratch(prefix: string): string {
  const d = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  process.on('exit', () => rmSync(d, { recursive: true, force: true }));
  return d;
}

export const ls = (dir: string) => readdirSync(dir).sort();

/** A ConfigManagementPlugin file whose generate appends the app name to `counter`, then runs `script`. */
export function pluginYaml(name: string, counter: string, script: string): string {
  return `apiVersion: argoproj.io/v1alpha1
kind: ConfigManagementPlugin
metadata:
  name: ${name}
spec:
  generate:
    command: [sh, -c]
    args:
      - |
        echo "$ARGOCD_APP_NAME" >> ${counter}
        ${script}
`;
}

export function appYaml(name: string, opts: { path: string; plugin?: string; dest?: string; env?: Record<string, string> }): string {
  const env = opts.env ? `\n      env:\n${Object.entries(opts.env).map(([k, v]) => `        - {name: ${k}, value: ${JSON.stringify(v)}}`).join('\n')}` : '';
  return `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
  namespace: argocd
spec:
  project: default
  destination:
    server: https://kubernetes.default.svc
    namespace: ${opts.dest ?? name}
  source:
    repoURL: https://example.com/gitops.git
    targetRevision: HEAD
    path: ${opts.path}
    plugin:
      name: ${opts.plugin ?? 'gen'}${env}
`;
}
