// Interrupting `cmp-lint render` (dist/cli.js) while a plugin runs: SIGINT and SIGTERM kill the
// plugin's whole process group (also a child it started) and remove the render temp directories.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync, existsSync as exists } from 'node:fs';
import { join } from 'node:path';
import { tempDir, writeTree } from '../files/helpers.js';
import { CLI, hasDist } from './helpers.js';
import { REPO } from '../helpers/lint.js';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // a zombie (exited, not yet reaped by its parent) is gone for our purpose
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return !existsSync('/proc');
  }
}

async function waitFor(cond: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (cond()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return cond();
}

function repo(dir: string, marker: string) {
  // generate starts a background child (`sleep`), records both pids, then waits
  writeTree(dir, {
    '.git/': '',
    'plugin.yaml': `apiVersion: argoproj.io/v1alpha1
kind: ConfigManagementPlugin
metadata:
  name: slow
spec:
  generate:
    command: [sh, -c]
    args:
      - |
        sleep 60 &
        echo "$$ $!" > ${marker}.tmp && mv ${marker}.tmp ${marker}
        wait
`,
    'values.txt': 'base\n',
    'app.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: slow-app
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://example.com/repo.git
    path: .
    plugin:
      name: slow
  destination:
    server: https://kubernetes.default.svc
    namespace: default
`,
  });
}

async function interrupt(signal: NodeJS.Signals, sub: string[], setup?: (work: string) => () => number) {
  const d = tempDir('cmp-lint-signal-');
  const tmp = join(d.dir, 'tmp');
  const work = join(d.dir, 'repo');
  const marker = join(d.dir, 'pids');
  writeTree(d.dir, { 'tmp/': '' });
  repo(work, marker);
  const worktrees = setup?.(work);
  try {
    const child = spawn(process.execPath, [CLI, ...sub], { cwd: work, env: { ...process.env, TMPDIR: tmp, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (b) => (stderr += b));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => child.on('exit', (code, sig) => res({ code, signal: sig })));
    assert.ok(await waitFor(() => exists(marker), 20_000), `the plugin never started: ${stderr}`);
    const [shellPid, sleepPid] = readFileSync(marker, 'utf8').trim().split(' ').map(Number);
    assert.ok(alive(shellPid) && alive(sleepPid), 'plugin and its child run');
    assert.ok(readdirSync(tmp).some((n) => n.startsWith('cmp-lint-')), 'a cmp-lint temp dir exists while the plugin runs');
    child.kill(signal);
    const res = await exited;
    assert.notEqual(res.code, 0, `interrupted render must not exit 0 (stderr: ${stderr})`);
    assert.ok(!/\n\s+at .+:\d+:\d+/.test(stderr), `no stack trace: ${stderr}`);
    assert.ok(await waitFor(() => !alive(shellPid) && !alive(sleepPid), 10_000), `plugin process group still alive: ${shellPid} ${sleepPid}`);
    assert.deepEqual(readdirSync(tmp).filter((n) => n.startsWith('cmp-lint-')), [], 'no temp dir left behind');
    if (worktrees) assert.equal(worktrees(), 1, 'only the main worktree is left');
  } finally {
    d.cleanup();
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'] as const) {
  test(`${signal} during \`render\` kills the plugin's process group and removes the temp dirs`, { skip: !hasDist || process.platform === 'win32', timeout: 60_000 }, async () => {
    await interrupt(signal, ['render', '--sandbox', 'none']);
  });
}

// The diff command's own cleanup tests live with it; when it exists, interrupt it the same way and
// also check that its git worktrees are gone.
const hasDiff = existsSync(join(REPO, 'src', 'diff', 'cli.ts'));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'] as const) {
  test(`${signal} during \`diff\` kills the plugin's process group and removes temp dirs and worktrees`, { skip: !hasDist || !hasDiff || process.platform === 'win32', timeout: 90_000 }, async () => {
    await interrupt(signal, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '--format', 'json', '--sandbox', 'none'], (work) => {
      const git = (...args: string[]) => execFileSync('git', ['-C', work, '-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { stdio: 'pipe' });
      git('init', '--quiet');
      git('add', '-A');
      git('commit', '--quiet', '-m', 'base');
      writeFileSync(join(work, 'values.txt'), 'changed\n');
      git('add', '-A');
      git('commit', '--quiet', '-m', 'head');
      return () => execFileSync('git', ['-C', work, 'worktree', 'list', '--porcelain'], { encoding: 'utf8' }).split('\n').filter((l) => l.startsWith('worktree ')).length;
    });
  });
}
