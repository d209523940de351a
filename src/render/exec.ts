// Running one plugin command the way argocd-cmp-server's runCommand does (reference §4.1, §4.3,
// §4.4): argv = command[0], command[1:]..., args... with no shell; its own process group; on the
// deadline SIGKILL to the command and SIGTERM to its group, SIGKILL to the group 5 s later;
// stdout and stderr captured (stdout capped); errors worded like Argo CD's CmdError.
import { spawn, type ChildProcess } from 'node:child_process';
import { removeTree } from './rmtree.js';
import type { Command } from '../model/types.js';
import { containerNotFound, forgetContainer, killContainers, type Launch, type LimitName, type Limits } from './sandbox/index.js';
import type { SpawnedChild, Spawner } from './spawner.js';

export const DEFAULT_TIMEOUT_MS = 60_000;
export const KILL_GRACE_MS = 5_000;
export const MAX_STDOUT = 100 * 1024 * 1024;
/** stderr kept per command: the last 256 KiB (Argo CD keeps it all; a flood must not exhaust us) */
export const MAX_STDERR = 256 * 1024;

// ---- registry of live process groups and temp dirs, for a SIGINT handler ----

/** The catchable signals that stop a run: each kills every render and removes its temp dirs. */
export const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];

const liveGroups = new Set<number>();
const liveDirs = new Set<string>();

export function trackDir(dir: string): void {
  liveDirs.add(dir);
}
export function untrackDir(dir: string): void {
  liveDirs.delete(dir);
}

function killGroup(pid: number, sig: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, sig);
    return true;
  } catch {
    return false;
  }
}

/** Kill every live plugin process group and remove every render temp dir (synchronous). */
export function killAll(): void {
  for (const pid of liveGroups) killGroup(pid, 'SIGKILL');
  liveGroups.clear();
  killContainers();
  for (const d of liveDirs) {
    removeTree(d);
  }
  liveDirs.clear();
}

/**
 * The end of a request: like the sidecar's context watcher firing when the RPC ends, whatever is
 * left of each group (daemons started by init or generate) gets SIGTERM, then SIGKILL after the
 * grace period. Does not wait.
 */
export function endGroups(pgids: number[], graceMs = KILL_GRACE_MS): void {
  for (const pid of pgids) {
    if (killGroup(pid, 'SIGTERM')) {
      setTimeout(() => {
        killGroup(pid, 'SIGKILL');
        liveGroups.delete(pid);
      }, graceMs).unref();
    } else {
      liveGroups.delete(pid);
    }
  }
}

/** Whether a process of any of these groups may still be running (its files are not settled). */
export function groupsAlive(pgids: number[]): boolean {
  return pgids.some((pid) => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'EPERM';
    }
  });
}

// Groups still waiting for their SIGKILL (endGroups' timers do not hold the event loop): when the
// process ends first, they get it now, so a SIGTERM-ignoring child cannot outlive cmp-lint.
process.on('exit', () => {
  for (const pid of liveGroups) killGroup(pid, 'SIGKILL');
});

/** Live process-group ids (for tests and diagnostics). */
export function liveProcessGroups(): number[] {
  return [...liveGroups];
}

// ---- running ----

export interface RunOptions {
  cwd: string;
  env: Record<string, string>;
  /** absolute deadline (Date.now() based) */
  deadline: number;
  signal?: AbortSignal;
  maxStdout?: number;
  /** stderr bytes kept (the tail); default MAX_STDERR */
  maxStderr?: number;
  killGraceMs?: number;
  /** how the command is started (the sandbox); default: a plain child process */
  launch?: (argv: string[], cwd: string, env: Record<string, string>) => Launch | { spawnError: NodeJS.ErrnoException };
  /** receives the process-group id; the caller ends the group with endGroups() when its request is over */
  onGroup?: (pgid: number) => void;
  /**
   * start the command through this helper process (src/render/spawner.ts) instead of forking this
   * one; not for launches the runtime must kill (containers). Same process, same outcome.
   */
  spawner?: Spawner;
}

export interface RunOutcome {
  argv: string[];
  /** stdout minus one trailing newline */
  stdout: string;
  stderr: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  aborted: boolean;
  overflow: boolean;
  /** bytes of stderr dropped (only the tail is kept) */
  stderrDropped?: number;
  /** the sandbox's resource limit the command reached (it failed because of it) */
  limit?: LimitName;
  /** the limits the command ran under (with `limit`) */
  limits?: Limits;
  spawnError?: NodeJS.ErrnoException;
  durationMs: number;
  /** Argo CD's error text (undefined on success) */
  error?: string;
}

export function argvOf(c: Command): string[] {
  return [...c.command, ...c.args];
}

/** Go strconv.Quote, close enough for logging argv (ASCII escapes, \n, \t, quotes). */
function goQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (c < 0x20 || c === 0x7f) out += '\\x' + c.toString(16).padStart(2, '0');
    else out += ch;
  }
  return out + '"';
}

/** argocd-cmp-server's getCommandArgsToLog: quote args holding whitespace, `""` for empty. */
export function argsToLog(argv: string[]): string {
  return argv.map((a) => (a === '' ? '""' : /\s/u.test(a) ? goQuote(a) : a)).join(' ');
}

const SIGNAL_TEXT: Partial<Record<NodeJS.Signals, string>> = {
  SIGKILL: 'killed',
  SIGTERM: 'terminated',
  SIGINT: 'interrupt',
  SIGHUP: 'hangup',
  SIGSEGV: 'segmentation fault',
  SIGABRT: 'aborted',
  SIGPIPE: 'broken pipe',
  SIGBUS: 'bus error',
};

function spawnErrorText(argv0: string, e: NodeJS.ErrnoException): string {
  if (e.code === 'ENOENT' && !argv0.includes('/')) return `exec: ${JSON.stringify(argv0)}: executable file not found in $PATH`;
  const why = e.code === 'ENOENT' ? 'no such file or directory' : e.code === 'EACCES' ? 'permission denied' : e.message;
  return `fork/exec ${argv0}: ${why}`;
}

export function runCommand(cmd: Command, o: RunOptions): Promise<RunOutcome> {
  const argv = argvOf(cmd);
  const start = Date.now();
  const max = o.maxStdout ?? MAX_STDOUT;
  const grace = o.killGraceMs ?? KILL_GRACE_MS;
  return new Promise<RunOutcome>((resolve) => {
    const res: RunOutcome = {
      argv,
      stdout: '',
      stderr: '',
      code: null,
      signal: null,
      timedOut: false,
      aborted: false,
      overflow: false,
      durationMs: 0,
    };
    if (argv.length === 0 || cmd.command.length === 0) {
      res.error = 'Command is empty';
      resolve(res);
      return;
    }
    let launch: Launch = { file: argv[0], args: argv.slice(1), env: o.env, cwd: o.cwd };
    if (o.launch) {
      const l = o.launch(argv, o.cwd, o.env);
      if ('spawnError' in l) {
        res.spawnError = l.spawnError;
        res.error = spawnErrorText(argv[0], l.spawnError);
        resolve(res);
        return;
      }
      launch = l;
    }
    const maxErr = o.maxStderr ?? MAX_STDERR;
    let child: ChildProcess | SpawnedChild;
    try {
      child =
        o.spawner?.usable && !launch.kill
          ? o.spawner.spawn({ file: launch.file, args: launch.args, cwd: launch.cwd, env: launch.env, maxStdout: max, maxStderr: maxErr })
          : spawn(launch.file, launch.args, {
              cwd: launch.cwd,
              env: launch.env,
              detached: true, // setsid: its own process group, like Setpgid in the sidecar
              stdio: ['ignore', 'pipe', 'pipe'],
              windowsHide: true,
            });
    } catch (e) {
      launch.guard?.release();
      res.spawnError = e as NodeJS.ErrnoException;
      res.error = spawnErrorText(argv[0], res.spawnError);
      resolve(res);
      return;
    }
    launch.guard?.start((limit) => {
      // past a limit only the runtime's or our own watch sees (disk): stop it like an overflow
      if (settled || res.limit) return;
      res.limit = limit;
      hardKill();
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let settled = false;
    let exited = false;
    let deadlineTimer: NodeJS.Timeout | undefined;
    let hardKillTimer: NodeJS.Timeout | undefined;
    let fallbackTimer: NodeJS.Timeout | undefined;
    // a command started by the helper process gets its pid a moment later (a 'spawn' event)
    let pid = child.pid;
    let pendingExpire: 'timeout' | 'abort' | undefined;
    if (pid !== undefined) liveGroups.add(pid);
    else
      child.once('spawn', () => {
        pid = child.pid;
        if (pid === undefined || settled) return;
        liveGroups.add(pid);
        if (pendingExpire) expire(pendingExpire);
      });

    const hardKill = () => {
      launch.kill?.();
      if (pid !== undefined) killGroup(pid, 'SIGKILL');
    };
    // The deadline: Go's CommandContext kills the command, the sidecar's watcher sends SIGTERM
    // to the group and SIGKILL 5 s later.
    const expire = (why: 'timeout' | 'abort') => {
      if (settled) return;
      if (pid === undefined) {
        pendingExpire ??= why; // applied as soon as the helper reports the pid
        return;
      }
      if (why === 'timeout') res.timedOut = true;
      else res.aborted = true;
      killGroup(pid, 'SIGTERM');
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      // a container outlives its client: the runtime kills it. After the client's SIGKILL, so that
      // a client still creating its container cannot register it once `rm` has run (left "Created")
      launch.kill?.();
      hardKillTimer = setTimeout(hardKill, grace);
      // a descendant that left the group may still hold the pipes: stop waiting for it
      fallbackTimer = setTimeout(() => finish(), grace + 1000);
    };
    deadlineTimer = setTimeout(() => expire('timeout'), Math.max(0, o.deadline - Date.now()));
    const onAbort = () => expire('abort');
    if (o.signal) {
      if (o.signal.aborted) queueMicrotask(onAbort);
      else o.signal.addEventListener('abort', onAbort, { once: true });
    }

    child.stdout!.on('data', (b: Buffer) => {
      if (res.overflow) return;
      outBytes += b.length;
      if (outBytes > max) {
        res.overflow = true;
        hardKill();
        return;
      }
      out.push(b);
    });
    let errBytes = 0;
    let errDropped = 0;
    child.stderr!.on('data', (b: Buffer) => {
      err.push(b);
      errBytes += b.length;
      // keep only the tail: drop whole chunks from the front while the rest is still enough
      while (errBytes - err[0].length >= maxErr) {
        const dropped = err.shift() as Buffer;
        errBytes -= dropped.length;
        errDropped += dropped.length;
      }
    });
    child.on('error', (e) => {
      if (pid === undefined || !exited) {
        res.spawnError = e as NodeJS.ErrnoException;
        finish();
      }
    });
    child.on('exit', (code, signal) => {
      exited = true;
      res.code = code;
      res.signal = signal;
    });
    child.on('close', (code, signal) => {
      if (res.code === null && res.signal === null) {
        res.code = code;
        res.signal = signal;
      }
      finish();
    });

    function finish() {
      if (settled) return;
      settled = true;
      clearTimeout(deadlineTimer);
      clearTimeout(fallbackTimer);
      o.signal?.removeEventListener('abort', onAbort);
      child.stdout?.destroy();
      child.stderr?.destroy();
      const group = pid;
      if (group !== undefined) {
        o.onGroup?.(group);
        if (res.timedOut || res.aborted) {
          // the group SIGKILL is pending; keep it, but do not hold the event loop for it
          hardKillTimer?.unref();
          setTimeout(() => liveGroups.delete(group), grace + 10).unref();
        }
      }
      res.durationMs = Date.now() - start;
      const stdout = Buffer.concat(out).toString('utf8');
      res.stdout = stdout.endsWith('\n') ? stdout.slice(0, -1) : stdout;
      let errBuf = Buffer.concat(err);
      if (errBuf.length > maxErr) {
        errDropped += errBuf.length - maxErr;
        errBuf = errBuf.subarray(errBuf.length - maxErr);
      }
      errDropped += (child as SpawnedChild).stderrDroppedRemotely ?? 0;
      if (errDropped) res.stderrDropped = errDropped;
      res.stderr = (errDropped ? `[… ${errDropped} bytes of stderr cut …]\n` : '') + errBuf.toString('utf8');
      if (launch.kill) {
        if (res.timedOut || res.aborted || res.overflow) launch.kill();
        else forgetContainer(launch);
        // the runtime's own words for a command missing from the image: the sidecar's exec error
        if (res.code === 127 && containerNotFound(res.stderr)) res.spawnError = Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      }
      res.error = errorText(res);
      if (launch.guard) {
        if (res.error && !res.limit && !res.timedOut && !res.aborted && !res.overflow && !res.spawnError) res.limit = launch.guard.hit(res);
        if (res.limit) res.limits = launch.guard.limits;
        launch.guard.release();
      }
      resolve(res);
    }
  });
}

function errorText(r: RunOutcome): string | undefined {
  if (r.spawnError) return spawnErrorText(r.argv[0], r.spawnError);
  let cause: string | undefined;
  if (r.overflow || r.limit === 'disk') cause = 'signal: killed';
  else if (r.signal) cause = `signal: ${SIGNAL_TEXT[r.signal] ?? r.signal}`;
  else if (r.code !== 0 && r.code !== null) cause = `exit status ${r.code}`;
  else if (r.timedOut || r.aborted) cause = r.timedOut ? 'context deadline exceeded' : 'context canceled';
  if (!cause) return undefined;
  let s = `\`${argsToLog(r.argv)}\` failed ${cause}`;
  const se = r.stderr.trim();
  if (se) s += `: ${se}`;
  return s;
}
