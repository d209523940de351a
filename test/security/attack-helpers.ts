// Pieces of the red-team attack tests (issue 11): a hostile pull-request author's repository, the
// real bundled CLI (dist/cli.js) run as a child process, every sandbox mode this machine offers,
// canaries planted where a runner keeps its secrets, and a loopback listener to catch exfiltration.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commitFiles } from '../helpers/git.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const CLI = join(ROOT, 'dist/cli.js');

const scratchDirs: string[] = [];
process.on('exit', () => {
  for (const d of scratchDirs) rmSync(d, { recursive: true, force: true });
});

/** A scratch directory (resolved), removed when the test process exits. */
export function scratch(prefix = 'cmp-lint-attack-'): string {
  const d = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  chmodSync(d, 0o755);
  scratchDirs.push(d);
  return d;
}

const GIT_ENV = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'attacker',
  GIT_AUTHOR_EMAIL: 'attacker@example.invalid',
  GIT_COMMITTER_NAME: 'attacker',
  GIT_COMMITTER_EMAIL: 'attacker@example.invalid',
};

export interface Repo {
  root: string;
  git(...args: string[]): string;
  /** write (null: delete) files and commit them; returns the commit id */
  commit(files: Record<string, string | null>, message?: string): string;
}

export function gitRepo(parent: string, files: Record<string, string | null> = {}): Repo {
  const root = join(parent, 'repo');
  mkdirSync(root, { recursive: true });
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', env: GIT_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q', '-b', 'main');
  git('config', 'commit.gpgsign', 'false');
  const repo: Repo = {
    root,
    git,
    commit(changes, message = 'change') {
      return commitFiles(root, git, changes, message);
    },
  };
  if (Object.keys(files).length) repo.commit(files, 'base');
  return repo;
}

/** A plugin whose generate is one shell script (indented into a block scalar). */
export function pluginYaml(name: string, generate: string, init?: string): string {
  const block = (s: string) =>
    s
      .split('\n')
      .map((l) => (l ? '        ' + l : ''))
      .join('\n');
  return [
    'apiVersion: argoproj.io/v1alpha1',
    'kind: ConfigManagementPlugin',
    'metadata:',
    `  name: ${name}`,
    'spec:',
    ...(init ? ['  init:', '    command: [sh, -c]', '    args:', '      - |', block(init)] : []),
    '  generate:',
    '    command: [sh, -c]',
    '    args:',
    '      - |',
    block(generate),
    '',
  ].join('\n');
}

export function appYaml(name: string, plugin: string, path = `apps/${name}`): string {
  return `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
  namespace: argocd
spec:
  project: default
  destination:
    server: https://kubernetes.default.svc
    namespace: ${name}
  source:
    repoURL: https://github.com/acme/gitops.git
    targetRevision: HEAD
    path: ${path}
    plugin:
      name: ${plugin}
`;
}

/** One small, valid manifest printed by a plugin's shell script. */
export const PRINT_CM = `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: out\\ndata:\\n  ok: "yes"\\n'`;

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd: string;
  env?: Record<string, string>;
  /** argv[0..] of a wrapper that stays the CLI's parent (its cmdline and environ are an ancestor's) */
  wrapper?: string[];
  /** send this signal to the CLI once `when` appears in `whenFile` (or after the first stderr line) */
  killAfterMs?: number;
  timeoutMs?: number;
}

/** Run the bundled CLI; killed (and failed) after timeoutMs (default 90 s). */
export function runCli(args: string[], o: CliOptions): Promise<CliResult> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first`);
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', NO_COLOR: '1', ...o.env };
  if (process.env.CONTAINERS_CONF && !env.CONTAINERS_CONF) env.CONTAINERS_CONF = process.env.CONTAINERS_CONF;
  // `CMP_LINT_SPAWNER=1 npm test -- test/security`: every attack again with commands started by the helper process
  if (process.env.CMP_LINT_SPAWNER && !env.CMP_LINT_SPAWNER) env.CMP_LINT_SPAWNER = process.env.CMP_LINT_SPAWNER;
  const argv = [...(o.wrapper ?? []), process.execPath, CLI, ...args];
  const child = spawn(argv[0], argv.slice(1), { cwd: o.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((res, rej) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rej(new Error(`cmp-lint ${args.join(' ')} did not finish in time\n${stdout.slice(-2000)}\n${stderr.slice(-2000)}`));
    }, o.timeoutMs ?? 90_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      res({ code, signal, stdout, stderr });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Sandbox modes of this machine

export interface Mode {
  /** name in test titles */
  name: string;
  /** CLI flags */
  args: string[];
  /** extra environment for the CLI */
  env: Record<string, string>;
  /** isolated: the plugin must find nothing; else exposures are documented and labelled */
  isolated: boolean;
  skip: string | false;
}

function works(file: string, args: string[]): boolean {
  const r = spawnSync(file, args, { stdio: 'ignore', timeout: 20_000 });
  return r.status === 0;
}

let imageCache: { image?: string; why?: string } | undefined;

/**
 * A busybox-static image imported from a rootfs tarball (no registry), for container mode.
 * Undefined (with why) when podman or busybox is missing or cannot start containers here.
 */
export function busyboxImage(): { image?: string; why?: string } {
  if (imageCache) return imageCache;
  const image = 'localhost/cmp-lint-redteam:1';
  const podman = spawnSync('podman', ['--version'], { stdio: 'ignore' });
  if (podman.status !== 0) return (imageCache = { why: 'podman is not installed' });
  const busybox = ['/bin/busybox', '/usr/bin/busybox'].find((p) => existsSync(p));
  if (!busybox) return (imageCache = { why: 'busybox-static is not installed' });
  if (spawnSync('podman', ['image', 'exists', image], { stdio: 'ignore' }).status !== 0) {
    const d = scratch('cmp-lint-rootfs-');
    const rootfs = join(d, 'rootfs');
    mkdirSync(join(rootfs, 'bin'), { recursive: true });
    mkdirSync(join(rootfs, 'tmp'), { recursive: true });
    chmodSync(join(rootfs, 'tmp'), 0o1777);
    execFileSync('cp', [busybox, join(rootfs, 'bin/busybox')]);
    const applets = execFileSync(busybox, ['--list'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    for (const a of applets) if (a !== 'busybox') execFileSync('ln', ['-sf', 'busybox', join(rootfs, 'bin', a)]);
    execFileSync('tar', ['-C', rootfs, '-cf', join(d, 'rootfs.tar'), '.']);
    const r = spawnSync('podman', ['import', join(d, 'rootfs.tar'), image], { encoding: 'utf8' });
    if (r.status !== 0) return (imageCache = { why: `podman import failed: ${r.stderr.trim().split('\n').pop()}` });
  }
  return (imageCache = { image });
}

/** Every sandbox mode, with a visible reason when this machine cannot run it. */
export function modes(): Mode[] {
  const out: Mode[] = [];
  const img = busyboxImage();
  const podmanInfo = img.image ? works('podman', ['info', '--format', '{{.Host.OCIRuntime.Name}}']) : false;
  out.push({
    name: 'container (podman)',
    args: ['--sandbox', 'container', '--runtime', 'podman', '--image', img.image ?? 'none'],
    env: {},
    isolated: true,
    skip: img.image ? (podmanInfo ? false : '`podman info` fails here') : `no container image: ${img.why}`,
  });
  out.push({ name: 'host (bubblewrap)', args: ['--sandbox', 'host'], env: {}, isolated: true, skip: works('bwrap', ['--unshare-all', '--unshare-user', '--ro-bind', '/', '/', '--', '/bin/true']) ? false : 'bubblewrap cannot create namespaces here' });
  out.push({
    name: 'host (unshare)',
    args: ['--sandbox', 'host'],
    env: { CMP_LINT_HOST_SANDBOX: 'unshare' },
    isolated: false,
    skip: works('unshare', ['--user', '--map-root-user', '--pid', '--fork', '--mount-proc', '--net', '/bin/true']) ? false : 'unshare cannot create user namespaces here',
  });
  out.push({ name: 'none', args: ['--sandbox', 'none'], env: {}, isolated: false, skip: false });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Exfiltration: a loopback listener

export interface Listener {
  port: number;
  /** bytes received by every connection so far */
  received(): string;
  connections(): number;
  close(): Promise<void>;
}

export async function listener(): Promise<Listener> {
  let data = '';
  let n = 0;
  const server: Server = createServer((s) => {
    n++;
    s.on('data', (d) => (data += d.toString('latin1')));
    s.on('error', () => undefined);
    s.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as { port: number }).port,
    received: () => data,
    connections: () => n,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

// ---------------------------------------------------------------------------------------------
// Processes left behind

/** Live processes whose command line or environment holds `marker`. */
export function processesWith(marker: string): number[] {
  const out: number[] = [];
  for (const n of readdirSync('/proc')) {
    if (!/^\d+$/.test(n) || Number(n) === process.pid) continue;
    try {
      const cmd = readFileSync(`/proc/${n}/cmdline`, 'utf8').split('\0').join(' ');
      if (!cmd.includes(marker) && !readFileSync(`/proc/${n}/environ`, 'latin1').includes(marker)) continue;
      const stat = readFileSync(`/proc/${n}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
      if (state !== 'Z' && state !== 'X') out.push(Number(n));
    } catch {
      /* gone */
    }
  }
  return out;
}

/** Poll until no process holds `marker`, except tolerated ones (up to `ms`); the pids still alive after that. */
export async function survivors(marker: string, ms = 8000, tolerated: (pid: number) => boolean = () => false): Promise<number[]> {
  const end = Date.now() + ms;
  let left = processesWith(marker);
  while (left.some((p) => !tolerated(p)) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 200));
    left = processesWith(marker);
  }
  return left;
}

/** Kill what an attack left (so one hole does not spoil the next test). */
export function reap(pids: number[]): void {
  for (const p of pids) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
}

/**
 * Podman containers named cmp-lint-* from our image that are still there (in any state), less the
 * ones in `before` (podman's list is machine-wide: another suite running at the same time on this
 * machine may have its own).
 */
export function liveContainers(before: ReadonlySet<string> = new Set()): string[] {
  const image = busyboxImage().image;
  if (!image) return [];
  const r = spawnSync('podman', ['ps', '-a', '--filter', 'name=cmp-lint-', '--filter', `ancestor=${image}`, '--format', '{{.Names}}'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.split('\n').filter((n) => n && !before.has(n)) : [];
}

// ---------------------------------------------------------------------------------------------
// The user's repository, byte for byte

/** Every file under `dir` (including .git) with its mode and content hash, plus git's view. */
export function snapshot(repo: Repo): string {
  const lines: string[] = [];
  const walk = (d: string) => {
    for (const n of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(d, n.name);
      if (n.isDirectory()) {
        lines.push(`d ${p}`);
        walk(p);
      } else if (n.isSymbolicLink()) lines.push(`l ${p}`);
      else {
        const buf = readFileSync(p);
        let h = 0;
        for (const b of buf) h = (h * 31 + b) >>> 0;
        lines.push(`f ${p} ${buf.length} ${h}`);
      }
    }
  };
  walk(repo.root);
  lines.push(repo.git('show-ref'), repo.git('config', '--list', '--local'), repo.git('worktree', 'list', '--porcelain'));
  return lines.join('\n');
}
