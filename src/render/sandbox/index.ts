// Where plugin commands run (issue 11 §1). One of:
//
// - container: `init`, `generate` and `discover.find.command` run in the sidecar's own image with
//   docker or podman, as uid 999, `--network none` (unless the user opts in), a read-only root with a
//   writable tmpfs /tmp, memory and pid limits, only Argo CD's variables in the environment, the
//   workspace mounted where argocd-cmp-server unpacks it (/tmp/_cmp_server/<uuid>, cwd = the app
//   path inside it); the container is killed and removed with the runtime on the deadline;
// - host: on this machine, in new user, PID, mount, IPC, UTS and network namespaces. With
//   bubblewrap the file system is rebuilt: system directories and PATH read-only, the workspace
//   read-write, a private /tmp, no HOME, no /home, /root, /run or /var; with `unshare` only the
//   processes and the network are isolated (files are not: the label says so);
// - none: a plain child process (its own process group), for machines without namespaces.
//
// Every render result names the sandbox it ran in.
import { execFile, spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, lstatSync, mkdtempSync, readdirSync, readlinkSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir, homedir, release } from 'node:os';
import { delimiter, join, relative, sep } from 'node:path';
import { cidFile, reapContainers } from './reap.js';
import { DEFAULT_LIMITS, ENTER, cgroupSupport, commandCgroup, formatSize, watchDisk, type LimitName, type Limits } from './limits.js';

export { DEFAULT_LIMITS, parseSize, formatSize, limitText, type Limits, type LimitName } from './limits.js';

export type SandboxMode = 'auto' | 'container' | 'host' | 'none';
export type RuntimeName = 'docker' | 'podman';

export interface SandboxRequest {
  mode: SandboxMode;
  runtime?: RuntimeName;
  /** run every plugin in this image instead of its sidecar's */
  image?: string;
  /** container mode: give the container a network (default: none) */
  network?: boolean;
  /** resource limits (container and host modes); unset fields take DEFAULT_LIMITS */
  limits?: Partial<Limits>;
}

export interface Sandbox {
  kind: 'container' | 'host' | 'none';
  /** what was asked (auto may resolve to any kind) */
  requested: SandboxMode;
  /** short name for reports: container (podman), host (bubblewrap), host (unshare), none */
  label: string;
  /** what the plugin cannot reach, in one sentence */
  detail: string;
  /** true when plugin code is isolated from the runner's processes, secrets and network */
  isolated: boolean;
  runtime?: RuntimeName;
  host?: 'bwrap' | 'unshare';
  image?: string;
  network: boolean;
  /** resource limits of plugin commands (container and host modes; none: not applied) */
  limits?: Limits;
  /** why a stronger mode was not used (auto), for notes */
  fallback?: string;
}

export class SandboxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxError';
  }
}

// (defined with the command-line options, src/render/sandbox/spec.ts, which the CLI loads at start)
export { SANDBOX_MODES } from './spec.js';

export const NO_SANDBOX: Sandbox = {
  kind: 'none',
  requested: 'none',
  label: 'none',
  detail: 'plugins run as plain processes of this user: they can read its files and environment of other processes, and reach the network',
  isolated: false,
  network: true,
};

const quiet = { stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'], encoding: 'utf8' as const, timeout: 20_000 };

function hasBinary(name: string): string | undefined {
  for (const d of (process.env.PATH ?? '').split(delimiter)) {
    if (!d) continue;
    const p = join(d, name);
    try {
      accessSync(p, constants.X_OK);
      if (statSync(p).isFile()) return p;
    } catch {
      /* next */
    }
  }
  return undefined;
}

/** The container runtime that answers (daemon up for docker), preferring `prefer`. */
export function detectRuntime(prefer?: RuntimeName): { runtime?: RuntimeName; why: string } {
  const order: RuntimeName[] = prefer ? [prefer] : ['docker', 'podman'];
  const why: string[] = [];
  for (const rt of order) {
    if (!hasBinary(rt)) {
      why.push(`${rt} is not installed`);
      continue;
    }
    const r = spawnSync(rt, ['info', '--format', '{{json .}}'], { ...quiet, env: runtimeEnv(rt) });
    if (r.status === 0) return { runtime: rt, why: '' };
    why.push(`\`${rt} info\` failed: ${(r.stderr || r.error?.message || '').trim().split('\n').slice(-1)[0]}`);
  }
  return { why: why.join('; ') };
}

/** Whether bubblewrap (or else unshare) can create the namespaces here. */
export function detectHost(): { tool?: 'bwrap' | 'unshare'; why: string } {
  const why: string[] = [];
  const forced = process.env.CMP_LINT_HOST_SANDBOX; // tests: force the fallback
  if (forced !== 'unshare' && hasBinary('bwrap')) {
    const r = spawnSync('bwrap', [...bwrapBase(), '--', '/bin/sh', '-c', 'exit 0'], quiet);
    if (r.status === 0) return { tool: 'bwrap', why: '' };
    why.push(`bubblewrap cannot create namespaces here: ${(r.stderr ?? '').trim().split('\n').slice(-1)[0]}`);
  } else if (forced !== 'unshare') why.push('bubblewrap (bwrap) is not installed');
  if (hasBinary('unshare')) {
    const r = spawnSync('unshare', [...unshareBase(), '--', '/bin/sh', '-c', 'exit 0'], quiet);
    if (r.status === 0) return { tool: 'unshare', why: '' };
    why.push(`unshare cannot create user namespaces here: ${(r.stderr ?? '').trim().split('\n').slice(-1)[0]}`);
  } else why.push('unshare is not installed');
  return { why: why.join('; ') };
}

/** Decide the sandbox for a run. Throws SandboxError when an explicit mode cannot work here. */
export function resolveSandbox(req: SandboxRequest): Sandbox {
  const limits: Limits = { ...DEFAULT_LIMITS, ...Object.fromEntries(Object.entries(req.limits ?? {}).filter(([, v]) => v !== undefined)) };
  const base = { requested: req.mode, network: req.network === true, limits, image: req.image };
  const container = (rt: RuntimeName): Sandbox => ({
    ...base,
    kind: 'container',
    runtime: rt,
    label: `container (${rt})`,
    detail: `plugins run in their sidecar's image as uid 999, ${base.network ? 'with' : 'without'} network, read-only root; only Argo CD's variables in the environment; ${limitsDetail('container', limits)}`,
    isolated: true,
  });
  const host = (tool: 'bwrap' | 'unshare', fallback?: string): Sandbox => ({
    ...base,
    network: false,
    kind: 'host',
    host: tool,
    label: tool === 'bwrap' ? 'host (bubblewrap)' : 'host (unshare)',
    detail:
      (tool === 'bwrap'
        ? 'plugins run on this machine in new user, PID, mount and network namespaces: no other process, no network, no HOME; system directories and PATH read-only, the workspace read-write, a private /tmp'
        : 'plugins run on this machine in new user, PID and network namespaces: no other process and no network, but the file system is this machine\'s (install bubblewrap to hide it)') +
      `; ${limitsDetail(tool, limits)}`,
    isolated: tool === 'bwrap',
    fallback,
  });
  if (req.mode === 'none') return { ...NO_SANDBOX };
  if (req.mode === 'container') {
    const d = detectRuntime(req.runtime);
    if (!d.runtime) throw new SandboxError(`--sandbox container: no container runtime works here (${d.why})`);
    return container(d.runtime);
  }
  if (req.mode === 'host') {
    const h = detectHost();
    if (!h.tool) throw new SandboxError(`--sandbox host: no namespaces can be created here (${h.why}); use --sandbox none to run plugins unisolated`);
    return host(h.tool);
  }
  // auto: the strongest the machine offers
  const d = detectRuntime(req.runtime);
  if (d.runtime) return container(d.runtime);
  const h = detectHost();
  if (h.tool) return host(h.tool, `no container runtime (${d.why})`);
  return { ...NO_SANDBOX, requested: 'auto', fallback: `no container runtime (${d.why}) and no namespaces (${h.why})` };
}

/** The limits of a sandbox in one phrase, saying how each is enforced on this machine. */
function limitsDetail(kind: 'container' | 'bwrap' | 'unshare', l: Limits): string {
  const parts: string[] = [];
  if (kind === 'container') {
    // no --ulimit: a runtime that may not raise rlimits here (podman) fails every container with one
    parts.push(`memory ${formatSize(l.memory)}`, `${l.pids} processes`, `${formatSize(l.disk)} of disk`);
    return `limits: ${parts.join(', ')}`;
  } else {
    const cg = cgroupSupport();
    const root = process.getuid?.() === 0;
    parts.push(`memory ${formatSize(l.memory)} ${cg.memory ? 'in all' : 'per process'}`);
    parts.push(cg.pids ? `${l.pids} processes` : root ? `${l.pids} processes not enforced (running as root and no cgroup can be made)` : `${l.pids} processes`);
  }
  parts.push(`files up to ${formatSize(l.fileSize)}`, `${formatSize(l.disk)} of disk`);
  if (kind === 'bwrap') parts.push(bwrapHasSize() ? `a /tmp of ${formatSize(tmpSize(l))}` : 'a /tmp of any size (this bubblewrap cannot size a tmpfs)');
  return `limits: ${parts.join(', ')}`;
}

/** The size of bubblewrap's private /tmp (a tmpfs: memory). */
export function tmpSize(l: Limits): number {
  return Math.min(l.memory, l.disk);
}

/** The sandbox a plugin without a known image falls back to in auto mode. */
let hostCache: Sandbox | undefined;
export function hostFallback(sb: Sandbox, why: string): Sandbox {
  if (!hostCache) {
    const h = detectHost();
    hostCache = h.tool ? resolveSandbox({ mode: 'host' }) : { ...NO_SANDBOX, fallback: `no namespaces (${h.why})` };
  }
  // the run's own limits (the cached sandbox has the defaults)
  const limits = hostCache.kind === 'host' && sb.limits ? { limits: sb.limits, detail: hostCache.detail.replace(/; limits: .*$/, `; ${limitsDetail(hostCache.host as 'bwrap' | 'unshare', sb.limits)}`) } : {};
  return { ...hostCache, ...limits, requested: sb.requested, fallback: hostCache.fallback ? `${why}; ${hostCache.fallback}` : why };
}

// ---------------------------------------------------------------------------------------------
// Launching one command

export interface Launch {
  file: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  /** stop everything the command started (runtime kill); synchronous, idempotent */
  kill?: () => void;
  /** the command's resource limits that need watching or reading back (see limits.ts) */
  guard?: LaunchGuard;
}

/** What a launch's limits need from the run: a watch while it runs, and the limit it reached. */
export interface LaunchGuard {
  limits: Limits;
  /** start watching once the command runs; `stop` kills it, naming the limit it passed */
  start(stop: (limit: LimitName) => void): void;
  /** once it has ended (and failed): the limit it reached, if any */
  hit(outcome: { code: number | null; signal: NodeJS.Signals | null; stderr: string }): LimitName | undefined;
  /** stop watching and remove what the limits needed (cgroups); idempotent */
  release(): void;
}

export interface LaunchContext {
  sandbox: Sandbox;
  /** the render's private temp directory (workspace copies, home, tmp): bound read-write */
  base: string;
  /** the workspace copy the command runs in (cwd is inside it) */
  workspace: string;
  /** directories the command may read but not write (a shared checkout read in place by native tools) */
  readOnly?: string[];
  /** container mode: the image */
  image?: string;
  /** container mode: where the workspace is mounted (default /tmp/_cmp_server/<new uuid>) */
  mount?: string;
}

/** Resolve argv[0] like Go's exec.LookPath with this PATH; relative names with a slash against cwd. */
export function lookPath(argv0: string, path: string | undefined, cwd: string): { file?: string; code?: 'ENOENT' | 'EACCES' } {
  const check = (p: string): 'ok' | 'ENOENT' | 'EACCES' => {
    try {
      const st = statSync(p);
      if (st.isDirectory()) return 'EACCES';
      accessSync(p, constants.X_OK);
      return 'ok';
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'EACCES' ? 'EACCES' : 'ENOENT';
    }
  };
  if (argv0.includes('/')) {
    const p = argv0.startsWith('/') ? argv0 : join(cwd, argv0);
    const c = check(p);
    return c === 'ok' ? { file: p } : { code: c };
  }
  for (const d of (path ?? '').split(delimiter)) {
    const p = join(d === '' ? cwd : d.startsWith('/') ? d : join(cwd, d), argv0);
    if (check(p) === 'ok') return { file: p };
  }
  return { code: 'ENOENT' };
}

const ROOT_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];
const ETC_FILES = [
  '/etc/passwd',
  '/etc/group',
  '/etc/hosts',
  '/etc/resolv.conf',
  '/etc/nsswitch.conf',
  '/etc/ld.so.cache',
  '/etc/ld.so.conf',
  '/etc/ld.so.conf.d',
  '/etc/localtime',
  '/etc/ssl',
  '/etc/ca-certificates',
  '/etc/pki',
  '/etc/alternatives',
  '/etc/mime.types',
  '/etc/os-release',
];

let bwrapSize: boolean | undefined;
/** Whether this bubblewrap takes `--size` for a tmpfs (0.7 and later; the help text says so). */
function bwrapHasSize(): boolean {
  if (bwrapSize === undefined) {
    const r = spawnSync('bwrap', ['--help'], quiet);
    bwrapSize = /--size\b/.test(`${r.stdout ?? ''}${r.stderr ?? ''}`);
  }
  return bwrapSize;
}

/** /tmp and /dev/shm as size-capped tmpfs and the rest of /dev read-only, where bubblewrap can size a tmpfs. */
function bwrapTmp(l: Limits | undefined): string[] {
  if (!l || !bwrapHasSize()) return ['--dev', '/dev', '--tmpfs', '/tmp'];
  return ['--dev', '/dev', '--size', String(SHM_SIZE), '--tmpfs', '/dev/shm', '--remount-ro', '/dev', '--size', String(tmpSize(l)), '--tmpfs', '/tmp'];
}

const SHM_SIZE = 64 * 1024 * 1024;

function bwrapBase(l?: Limits): string[] {
  return [
    '--unshare-all',
    '--unshare-user',
    '--uid',
    '999',
    '--gid',
    '999',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--proc',
    '/proc',
    ...bwrapTmp(l),
    ...rootBinds(),
  ];
}

function rootBinds(): string[] {
  const out: string[] = [];
  for (const d of ROOT_DIRS) {
    let st;
    try {
      st = lstatSync(d);
    } catch {
      continue;
    }
    if (st.isSymbolicLink()) {
      // the link's own text (as `readlink` prints it), read in-process: a merged-/usr system has
      // four such links, and spawning readlink for each cost every launch four processes
      try {
        out.push('--symlink', readlinkSync(d, 'utf8'), d);
      } catch {
        /* skip */
      }
    } else out.push('--ro-bind', d, d);
  }
  for (const f of ETC_FILES) if (existsSync(f)) out.push('--ro-bind', f, f);
  return out;
}

/** PATH directories a sandboxed command may use (read-only): never HOME, the working directory, a git work tree, or one of their parents. */
function pathBinds(path: string | undefined, home: string): string[] {
  const out: string[] = [];
  let cwd = process.cwd();
  try {
    cwd = realpathSync(cwd);
  } catch {
    /* keep it */
  }
  const seen = new Set<string>();
  const forbidden = new Set(['/', '/tmp', '/home', '/root', '/var', '/run', '/etc', '/proc', '/dev', '/sys']);
  for (const d of (path ?? '').split(delimiter)) {
    if (!d.startsWith('/') || seen.has(d)) continue;
    seen.add(d);
    let real: string;
    try {
      real = realpathSync(d);
      if (!statSync(real).isDirectory()) continue;
    } catch {
      continue;
    }
    if (forbidden.has(real) || ROOT_DIRS.some((r) => real === r || real.startsWith(r + '/'))) continue;
    if (home && (home === real || home.startsWith(real + '/'))) continue;
    // never the user's repository (its .git holds the checkout credential) or a directory holding it
    if (cwd === real || cwd.startsWith(real + '/') || existsSync(join(real, '.git'))) continue;
    out.push('--ro-bind', real, real);
    if (real !== d) out.push('--symlink', real, d);
  }
  return out;
}

function unshareBase(): string[] {
  return ['--user', '--map-root-user', '--pid', '--fork', '--kill-child', '--mount', '--mount-proc', '--net', '--ipc', '--uts'];
}

// Hide the runner's home directories where the workspace is not below them (unshare fallback).
const UNSHARE_SCRIPT = `
for d in "$@"; do :; done
IFS=:
for d in $CMP_LINT_HIDE; do
  [ -d "$d" ] && mount -t tmpfs -o mode=755,size=1m cmp-lint "$d" 2>/dev/null
done
unset CMP_LINT_HIDE IFS
exec "$@"`;

export function launchFor(ctx: LaunchContext, argv: string[], cwd: string, env: Record<string, string>): Launch | { spawnError: NodeJS.ErrnoException } {
  const sb = ctx.sandbox;
  if (sb.kind === 'none') return { file: argv[0], args: argv.slice(1), env, cwd };
  if (sb.kind === 'host') {
    // Look the command up here, with the plugin's PATH (exec.LookPath in the sidecar)
    const found = lookPath(argv[0], env.PATH, cwd);
    if (!found.file) return { spawnError: Object.assign(new Error(found.code ?? 'ENOENT'), { code: found.code ?? 'ENOENT' }) as NodeJS.ErrnoException };
    const home = homedir();
    const limits = sb.limits;
    const cgroup = limits ? commandCgroup(limits) : undefined;
    const rl = limits ? rlimitArgs(limits, !!cgroup?.memory) : { args: [], bind: [] };
    const outside = !(ctx.workspace === ctx.base || ctx.workspace.startsWith(ctx.base + '/'));
    let launch: Launch;
    if (sb.host === 'bwrap') {
      const ro = (ctx.readOnly ?? []).flatMap((d) => ['--ro-bind', d, d]);
      // a pooled workspace copy lives outside the render's temp directory
      const ws = !outside || (ctx.readOnly ?? []).includes(ctx.workspace) ? [] : ['--bind', ctx.workspace, ctx.workspace];
      const args = [...bwrapBase(limits), ...rl.bind, ...pathBinds(env.PATH, home), ...ro, ...ws, '--bind', ctx.base, ctx.base, '--chdir', cwd, '--', ...rl.args, found.file, ...argv.slice(1)];
      launch = { file: 'bwrap', args, env, cwd: ctx.base };
    } else {
      const hide = ['/home', '/root', '/run/secrets', home].filter((d) => d && d !== '/' && ![ctx.base, ctx.workspace, ...(ctx.readOnly ?? [])].some((k) => (k + '/').startsWith(d + '/')));
      const args = [...unshareBase(), '--', '/bin/sh', '-c', UNSHARE_SCRIPT, 'sh', ...rl.args, found.file, ...argv.slice(1)];
      launch = { file: 'unshare', args, env: { ...env, CMP_LINT_HIDE: hide.join(':') }, cwd };
    }
    if (!limits) return launch;
    if (cgroup) {
      // enter the cgroup before anything of the command runs: a shell moves itself, then execs the sandbox
      launch = { ...launch, file: '/bin/sh', args: ['-c', ENTER + 'exec "$@"', 'sh', launch.file, ...launch.args], env: { ...launch.env, CMP_LINT_CGROUP: cgroup.dirs.join(':') } };
    }
    // bubblewrap: the command writes to disk only in the render's directory and its workspace copy;
    // unshare: anywhere this user may, so any growth of these file systems counts
    const own = sb.host === 'bwrap' ? [ctx.base, ...(outside ? [ctx.workspace] : [])] : undefined;
    const watched = sb.host === 'bwrap' ? [ctx.base, ctx.workspace] : [ctx.base, ctx.workspace, tmpdir(), '/tmp', '/var/tmp', '/dev/shm', home];
    launch.guard = guardFor(limits, watched, own, cgroup);
    return launch;
  }
  return containerLaunch(ctx, argv, cwd, env);
}

let prlimitPath: string | null | undefined;

/**
 * prlimit's command line setting the limits inside the namespaces (RLIMIT_NPROC counts the
 * namespace's own processes there, kernel 5.14+), and a bind for it when it lives outside the
 * system directories. RLIMIT_AS only when no memory cgroup holds the command (an address-space
 * limit stops runtimes that reserve much more than they use).
 */
function rlimitArgs(l: Limits, memoryCgroup: boolean): { args: string[]; bind: string[] } {
  if (prlimitPath === undefined) prlimitPath = hasBinary('prlimit') ?? null;
  if (!prlimitPath) return { args: [], bind: [] };
  const args = [prlimitPath, `--fsize=${l.fileSize}`, '--core=0'];
  if (!memoryCgroup) args.push(`--as=${l.memory}`);
  if (nprocCountsNamespace()) args.push(`--nproc=${l.pids}`);
  args.push('--');
  const bind = ROOT_DIRS.some((r) => prlimitPath!.startsWith(r + '/')) ? [] : ['--ro-bind', prlimitPath, prlimitPath];
  return { args, bind };
}

/** Whether RLIMIT_NPROC set inside a user namespace counts only that namespace's processes (Linux 5.14+). */
function nprocCountsNamespace(): boolean {
  const m = /^(\d+)\.(\d+)/.exec(release());
  return !!m && (Number(m[1]) > 5 || (Number(m[1]) === 5 && Number(m[2]) >= 14));
}

/** Words of a failed command's stderr that say which rlimit stopped it (no cgroup to ask). */
const RLIMIT_WORDS: [LimitName, RegExp][] = [
  ['fileSize', /File size limit exceeded/],
  ['pids', /\b(?:can't|cannot|could not|unable to) fork\b|fork: (?:retry: )?Resource temporarily unavailable|pthread_create failed: Resource temporarily unavailable|newosproc/i],
  ['memory', /Cannot allocate memory|out of memory|std::bad_alloc|MemoryError|failed to reserve memory/i],
  ['disk', /No space left on device|Disk quota exceeded/],
];

function guardFor(limits: Limits, watched: string[], own: string[] | undefined, cgroup: ReturnType<typeof commandCgroup>, exitWords = RLIMIT_WORDS): LaunchGuard {
  let disk: { stop(): void } | undefined;
  let released = false;
  return {
    limits,
    start(stop) {
      disk = watchDisk(watched, limits.disk, own, () => stop('disk'));
    },
    hit(o) {
      const cg = cgroup?.hit();
      if (cg) return cg;
      // SIGXFSZ: the writer itself, or the sandbox passing its status on (128 + 25)
      if (o.signal === 'SIGXFSZ' || o.code === 153) return 'fileSize';
      for (const [name, re] of exitWords) {
        if (cgroup && ((name === 'pids' && cgroup.pids) || (name === 'memory' && cgroup.memory))) continue; // the cgroup would know
        if (re.test(o.stderr)) return name;
      }
      return undefined;
    },
    release() {
      if (released) return;
      released = true;
      disk?.stop();
      cgroup?.release();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Containers

const liveContainers = new Map<string, RuntimeName>();
let confDir: string | undefined;
const runtimeFix = new Map<RuntimeName, string[]>(); // extra global args found by the probe

/** The environment for the runtime client: ours, plus our containers.conf when the probe needed it. */
let podmanNeedsConf = false;

function runtimeEnv(rt: RuntimeName, fixed = podmanNeedsConf): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const k of ['PATH', 'HOME', 'XDG_RUNTIME_DIR', 'XDG_CONFIG_HOME', 'XDG_DATA_HOME', 'DOCKER_HOST', 'DOCKER_CONFIG', 'DOCKER_CONTEXT', 'CONTAINER_HOST', 'CONTAINERS_CONF', 'CONTAINERS_REGISTRIES_CONF', 'REGISTRY_AUTH_FILE', 'TMPDIR', 'LANG', 'LC_ALL']) {
    if (process.env[k] !== undefined) env[k] = process.env[k];
  }
  if (fixed && rt === 'podman' && confDir) env.CONTAINERS_CONF = join(confDir, 'containers.conf');
  return env;
}

function podmanConf(): string {
  if (!confDir) {
    confDir = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-podman-')));
    // this machine's sandbox may forbid raising rlimits; podman's default ulimits raise them
    writeFileSync(join(confDir, 'containers.conf'), '[containers]\ndefault_ulimits = []\n');
    process.once('exit', () => {
      if (confDir) rmSync(confDir, { recursive: true, force: true });
    });
  }
  return confDir;
}

function runtimeArgs(rt: RuntimeName): string[] {
  return runtimeFix.get(rt) ?? [];
}

function run(file: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 600_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, timeout: timeoutMs }, (err, stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? ((err as { code: number }).code as number) : null) : 0;
      resolve({ code, stdout, stderr: stderr || (err && !stderr ? err.message : '') });
    });
  });
}

const imageReady = new Map<string, Promise<void>>();

/**
 * Make sure `image` is present (pulled by the runtime when missing) and that the runtime can start
 * containers on this machine (podman: retried with runc and no default ulimits when the default
 * configuration cannot). Throws SandboxError naming the image and how to authenticate.
 */
export function ensureImage(rt: RuntimeName, image: string): Promise<void> {
  const key = `${rt}\0${image}`;
  let p = imageReady.get(key);
  if (!p) {
    p = prepareImage(rt, image);
    imageReady.set(key, p);
    p.catch(() => undefined); // a failure stays cached for this run: every render reports it
  }
  return p;
}

async function prepareImage(rt: RuntimeName, image: string): Promise<void> {
  const env = () => runtimeEnv(rt);
  const exists = await run(rt, [...runtimeArgs(rt), 'image', 'inspect', '--format', '{{.Id}}', image], env(), 60_000);
  if (exists.code !== 0) {
    const pull = await run(rt, [...runtimeArgs(rt), 'pull', '-q', image], env());
    if (pull.code !== 0) {
      const registry = image.includes('/') && /[.:]|^localhost/.test(image.split('/')[0]) ? image.split('/')[0] : 'docker.io';
      const why = pull.stderr.trim().split('\n').slice(-1)[0] ?? '';
      throw new SandboxError(
        `cannot pull image ${image} with ${rt}: ${why}. If it is private, log in first (\`${rt} login ${registry}\`; in GitHub Actions, docker/login-action), or pass --image with an image you have`,
      );
    }
  }
  // Can the runtime start a container? A command that does not exist must come back as 127.
  if (!runtimeFix.has(rt)) {
    const probe = ['run', '--rm', '--network', 'none', '--entrypoint', '', image, '/cmp-lint-probe-does-not-exist'];
    let r = await run(rt, probe, runtimeEnv(rt, false), 120_000);
    if (r.code !== 127 && rt === 'podman') {
      podmanConf();
      const fix = hasBinary('runc') ? ['--runtime', 'runc'] : [];
      const r2 = await run(rt, [...fix, ...probe], runtimeEnv(rt, true), 120_000);
      if (r2.code === 127) {
        runtimeFix.set(rt, fix);
        podmanNeedsConf = true;
        return;
      }
      r = r2;
    }
    if (r.code !== 127) throw new SandboxError(`${rt} cannot start a container from ${image} here: ${r.stderr.trim().split('\n').slice(-1)[0]}`);
    runtimeFix.set(rt, []);
  }
}

/** Give uid 999 in the container write access to the workspace copy (as argocd-cmp-server owns its unpacked files). */
function shareWithContainer(dir: string): void {
  if (process.getuid?.() === 0) {
    spawnSync('chown', ['-R', '-h', '999:999', dir], { stdio: 'ignore' }); // -h: links themselves, never their targets
    return;
  }
  const walk = (p: string) => {
    const st = lstatSync(p);
    if (st.isSymbolicLink()) return;
    chmodSync(p, (st.mode & 0o7777) | (st.isDirectory() ? 0o777 : 0o666));
    if (st.isDirectory()) for (const n of readdirSync(p)) walk(join(p, n));
  };
  walk(dir);
}

const shared = new Set<string>();

function containerTmp(base: string): string {
  const dir = join(base, 'container-tmp');
  if (!existsSync(dir)) {
    mkdirSync(dir);
    chmodSync(dir, 0o1777);
  }
  return dir;
}

function containerLaunch(ctx: LaunchContext, argv: string[], cwd: string, env: Record<string, string>): Launch {
  const sb = ctx.sandbox;
  const limits = sb.limits ?? DEFAULT_LIMITS;
  const rt = sb.runtime as RuntimeName;
  const image = ctx.image as string;
  if (!shared.has(ctx.workspace)) {
    shareWithContainer(ctx.workspace);
    shared.add(ctx.workspace);
  }
  // argocd-cmp-server: /tmp/_cmp_server/<uuid>, cwd = the app path inside it
  const mount = ctx.mount ?? `/tmp/_cmp_server/${randomUUID()}`;
  // the mount point below the container's /tmp (a directory of the render) made here, as this user:
  // a rootful runtime would make it as root, and a runner that is not root could not remove it
  const ctmp = containerTmp(ctx.base);
  if (mount.startsWith('/tmp/')) {
    // one component at a time, never through a link a plugin may have left in the container's /tmp
    let dir = ctmp;
    for (const part of mount.slice(5).split('/')) {
      dir = join(dir, part);
      try {
        mkdirSync(dir, { mode: 0o755 });
      } catch {
        const st = lstatSync(dir, { throwIfNoEntry: false });
        if (!st?.isDirectory() || st.uid !== process.getuid?.()) break; // the runtime makes the rest
      }
    }
  }
  const rel = relative(ctx.workspace, cwd).split(sep).join('/');
  const workdir = rel ? `${mount}/${rel}` : mount;
  const name = `cmp-lint-${randomUUID().slice(0, 12)}`;
  const args = [
    ...runtimeArgs(rt),
    'run',
    '--rm',
    '-i',
    '--name',
    name,
    // podman: the container's ID as soon as it exists, so that what its creation leaves can be found (reap.ts)
    ...(rt === 'podman' ? ['--cidfile', cidFile(name)] : []),
    '--pull',
    'never',
    '--entrypoint',
    '',
    '--user',
    '999:999',
    '--network',
    sb.network ? (rt === 'docker' ? 'bridge' : 'slirp4netns') : 'none',
    '--read-only',
    // a private writable /tmp: a directory of this render (a tmpfs mode is not honoured everywhere)
    '--volume',
    `${ctmp}:/tmp:rw`,
    '--memory',
    String(limits.memory),
    '--pids-limit',
    String(limits.pids),
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
    '--volume',
    `${ctx.workspace}:${mount}:rw`,
    '--workdir',
    workdir,
  ];
  // Values travel through the client's environment (`--env NAME`), never on its command line
  const clientEnv: Record<string, string> = {};
  const base = runtimeEnv(rt);
  for (const [k, v] of Object.entries(base)) if (v !== undefined) clientEnv[k] = v;
  for (const [k, v] of Object.entries(env)) {
    if (k in base) args.push('--env', `${k}=${v}`);
    else {
      clientEnv[k] = v;
      args.push('--env', k);
    }
  }
  args.push(image, ...argv);
  liveContainers.set(name, rt);
  // Not idempotent on purpose: called on the deadline (the client may still be creating the
  // container) and again once the client has exited, so that nothing it created survives
  const kill = () => {
    const rm = () => spawnSync(rt, [...runtimeArgs(rt), 'rm', '-f', '-t', '0', name], { stdio: 'ignore', env: base, timeout: 30_000 });
    rm();
    liveContainers.delete(name);
    // what the creation left running; then the container may exist after all: remove it again
    if (rt === 'podman' && killMonitors([name]) > 0) rm();
  };
  // the container writes to disk in its workspace and its /tmp (a directory of the render)
  const own = [ctx.base, ...(ctx.workspace.startsWith(ctx.base + '/') ? [] : [ctx.workspace])];
  return { file: rt, args, env: clientEnv, cwd: ctx.base, kill, guard: guardFor(limits, own, own, undefined) };
}

/**
 * The topmost directories below `dirs` that belong to another user than this process's (what this
 * user cannot empty); files need no more than their parent's permission to be removed.
 */
export function foreignDirs(dirs: string[], max = 256): string[] {
  const me = process.getuid?.();
  if (me === undefined || me === 0) return []; // root removes anything
  const out: string[] = [];
  const stack = [...dirs];
  while (stack.length && out.length < max) {
    const p = stack.pop() as string;
    let st;
    try {
      st = lstatSync(p);
    } catch {
      continue;
    }
    if (!st.isDirectory()) continue;
    if (st.uid !== me) {
      out.push(p);
      continue;
    }
    try {
      for (const n of readdirSync(p)) stack.push(join(p, n));
    } catch {
      /* unreadable: nothing to do from here */
    }
  }
  return out;
}

/**
 * Directories a container made as uid 999 in a render's directories belong on this machine to uid
 * 999 (a rootful runtime) or a subordinate uid (rootless podman): a runner that is not root cannot
 * remove what is in them (mode 0755, or a plugin's 0700), and it would be left behind. One more
 * container of the same image, as the same uid 999 and with no more rights than the plugin had,
 * opens them up (`chmod -R a+rwX` on each, each mounted by itself: the render's own directory is
 * closed to uid 999) so that this user can remove them. Never throws; an image without chmod leaves them.
 */
export async function reclaimFromContainer(rt: RuntimeName, image: string, all: string[]): Promise<void> {
  // a name the plugin chose with `:` or `,` would be read as more of the volume's spec
  const dirs = all.filter((d) => !/[:,]/.test(d));
  if (!dirs.length) return;
  const vols = dirs.flatMap((d, i) => ['--volume', `${d}:/cmp-lint-reclaim/${i}:rw`]);
  const paths = dirs.map((_, i) => `/cmp-lint-reclaim/${i}`);
  // chmod, else busybox's (an image with busybox but no chmod link)
  for (const cmd of [['chmod'], ['busybox', 'chmod']]) {
    const name = `cmp-lint-${randomUUID().slice(0, 12)}`;
    liveContainers.set(name, rt);
    const r = await run(
      rt,
      [...runtimeArgs(rt), 'run', '--rm', '--name', name, '--pull', 'never', '--entrypoint', '', '--user', '999:999', '--network', 'none', '--read-only', '--cap-drop', 'ALL', '--security-opt', 'no-new-privileges', ...vols, image, ...cmd, '-R', 'a+rwX', '--', ...paths],
      runtimeEnv(rt),
      120_000,
    );
    liveContainers.delete(name);
    if (r.code !== 127) return;
  }
}

/** The container of a finished command is gone (`--rm`): forget it. */
export function forgetContainer(launch: Launch): void {
  const i = launch.args.indexOf('--name');
  if (i >= 0) {
    liveContainers.delete(launch.args[i + 1]);
    if (launch.args.includes('--cidfile')) rmSync(cidFile(launch.args[i + 1]), { force: true });
  }
}

/** Kill and remove every live container (synchronous: signal handlers). */
export function killContainers(): void {
  const names: string[] = [];
  for (const [name, rt] of liveContainers) {
    spawnSync(rt, [...runtimeArgs(rt), 'rm', '-f', '-t', '0', name], { stdio: 'ignore', env: runtimeEnv(rt), timeout: 30_000 });
    if (rt === 'podman') names.push(name);
  }
  liveContainers.clear();
  if (killMonitors(names) > 0) for (const name of names) spawnSync('podman', [...runtimeArgs('podman'), 'rm', '-f', '-t', '0', name], { stdio: 'ignore', env: runtimeEnv('podman'), timeout: 30_000 });
}

/** podman: what a container's cut-short creation left running, found and killed (reap.ts); how many. */
export function killMonitors(names: string[]): number {
  return reapContainers(names);
}

/** The runtime's message for a command it could not find in the image (exit 127). */
export function containerNotFound(stderr: string): boolean {
  return /executable file not found in \$PATH|attempted to invoke a command that was not found|no such file or directory: OCI/.test(stderr);
}
