// A small helper process that starts the render commands of a big diff (issue 13, diff at scale).
//
// Node starts a child with fork() and exec(), on the main thread, and fork() copies the page tables
// of the whole process: its cost grows with the parent's memory. A diff with every app changed
// holds two loaded models and the renders' results (100–150 MB) and starts hundreds of helm,
// kubectl and plugin processes, each of which stalled the main thread for several milliseconds
// (measured on the 2-core benchmark machine: 2.7 ms per spawn from a 50 MB process, 22 ms from a
// 260 MB one). The helper is a bare `node -e` process (about 40 MB, no environment of its own)
// that spawns each command exactly as runCommand would (same file, arguments, cwd, environment, its
// own process group, stdin closed) and streams its stdout and stderr back over IPC. Everything else
// stays with the caller: runCommand gets the process-group id and kills it itself on the deadline,
// on cancellation and on an output flood (`process.kill(-pgid)` works from any process of this
// user), and killAll() still ends every live group. The helper bounds what it forwards: stdout up
// to the cap (then it kills the group too), stderr's first MAX bytes and then only a tail of MAX
// bytes, which is what runCommand keeps anyway. When the caller disconnects or dies, the helper
// kills every group it started and exits; if the helper dies, the commands in flight fail with
// "the process launcher exited" (their groups are killed) and later commands are spawned directly.
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';

const HELPER = String.raw`
'use strict';
const { spawn } = require('node:child_process');
const kids = new Map();
// the caller gone (its end of the channel closed, a write to it failed, anything thrown): every
// group this process started is killed before it exits, whatever ended it. (A failed write is
// handed to send's callback: without one node emits it as an 'error' event, an uncaught
// exception, and the process would exit without killing anything.)
let ending = false;
const end = () => {
  if (ending) return;
  ending = true;
  for (const k of kids.values()) killGroup(k);
  process.exit(0);
};
const send = (m) => { if (!process.connected) return end(); try { process.send(m, undefined, undefined, (e) => { if (e) end(); }); } catch { end(); } };
const errOf = (e) => ({ message: String(e && e.message), code: e && e.code, errno: e && e.errno, syscall: e && e.syscall, path: e && e.path });
const killGroup = (k) => { if (k.c.pid !== undefined) { try { process.kill(-k.c.pid, 'SIGKILL'); } catch {} } };
const flush = (id, k) => {
  if (k.flushed) return;
  k.flushed = true;
  if (k.dropped) send({ id, t: 'dropped', n: k.dropped });
  for (const b of k.tail) send({ id, t: 'err', b });
  k.tail = [];
};
process.on('message', (m) => {
  if (m.t === 'spawn') {
    const id = m.id;
    let c;
    try {
      c = spawn(m.file, m.args, { cwd: m.cwd, env: m.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    } catch (e) {
      send({ id, t: 'error', e: errOf(e) });
      return;
    }
    const k = { c, out: 0, err: 0, dropped: 0, tail: [], tailBytes: 0, flushed: false };
    kids.set(id, k);
    if (c.pid !== undefined) send({ id, t: 'spawn', pid: c.pid });
    c.stdout.on('data', (b) => {
      if (k.out > m.maxOut) return;
      k.out += b.length;
      send({ id, t: 'out', b });
      if (k.out > m.maxOut) killGroup(k);
    });
    c.stderr.on('data', (b) => {
      if (k.err + b.length <= m.maxErr && k.tail.length === 0) {
        k.err += b.length;
        send({ id, t: 'err', b });
        return;
      }
      k.tail.push(b);
      k.tailBytes += b.length;
      while (k.tailBytes - k.tail[0].length >= m.maxErr) {
        const d = k.tail.shift();
        k.tailBytes -= d.length;
        k.dropped += d.length;
      }
    });
    c.on('error', (e) => send({ id, t: 'error', e: errOf(e) }));
    c.on('exit', (code, signal) => send({ id, t: 'exit', code, signal }));
    c.on('close', (code, signal) => {
      flush(id, k);
      kids.delete(id);
      send({ id, t: 'close', code, signal });
    });
  } else if (m.t === 'destroy') {
    const k = kids.get(m.id);
    if (!k) return;
    kids.delete(m.id);
    k.c.stdout.destroy();
    k.c.stderr.destroy();
  }
});
process.on('disconnect', end);
process.on('error', end);
process.on('uncaughtException', end);
process.on('exit', () => { for (const k of kids.values()) killGroup(k); });
`;

interface Msg {
  id: number;
  t: 'spawn' | 'out' | 'err' | 'dropped' | 'error' | 'exit' | 'close';
  pid?: number;
  b?: Uint8Array;
  n?: number;
  e?: { message: string; code?: string; errno?: number; syscall?: string; path?: string };
  code?: number | null;
  signal?: NodeJS.Signals | null;
}

/** The part of a ChildProcess that runCommand uses. */
export interface SpawnedChild extends EventEmitter {
  pid?: number;
  stdout: EventEmitter & { destroy(): void };
  stderr: EventEmitter & { destroy(): void };
  /** bytes of stderr the helper dropped before forwarding its tail (added to runCommand's count) */
  stderrDroppedRemotely?: number;
}

class Stream extends EventEmitter {
  constructor(private readonly onDestroy: () => void) {
    super();
  }
  destroy(): void {
    this.onDestroy();
  }
}

class RemoteChild extends EventEmitter implements SpawnedChild {
  pid?: number;
  stderrDroppedRemotely = 0;
  readonly stdout: Stream;
  readonly stderr: Stream;
  constructor(destroy: () => void) {
    super();
    let destroyed = false;
    const once = () => {
      if (destroyed) return;
      destroyed = true;
      destroy();
    };
    this.stdout = new Stream(once);
    this.stderr = new Stream(once);
  }
}

export interface SpawnRequest {
  file: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** stdout bytes forwarded at most (one chunk more shows the overflow); the group is killed past it */
  maxStdout: number;
  /** stderr: the first maxStderr bytes as they come, then a tail of at least maxStderr bytes */
  maxStderr: number;
}

export class Spawner {
  private next = 1;
  private readonly kids = new Map<number, RemoteChild>();
  private dead = false;
  /** commands started through the helper (for tests and benchmarks) */
  spawned = 0;
  /**
   * commands whose start (and process group) the helper has reported (tests): only those can be
   * killed from here if the helper dies; one it started but had no time to report before a
   * SIGKILL is out of reach (a dying helper that can still run kills every group it started)
   */
  reported = 0;

  private constructor(private readonly proc: ChildProcess) {
    proc.on('message', (m: Msg) => this.onMessage(m));
    // (the messages it wrote before it died are read before the channel closes: a command whose
    // start was reported only then is still known by its group, and killed)
    proc.on('exit', () => {
      if (!proc.connected) return this.onDeath();
      const late = setTimeout(() => this.onDeath(), 2000);
      proc.once('disconnect', () => {
        clearTimeout(late);
        this.onDeath();
      });
    });
    proc.on('error', () => this.onDeath());
    this.idle();
  }

  /** Start the helper; undefined when it cannot be started (the caller spawns directly). */
  static start(): Spawner | undefined {
    try {
      const proc = spawn(process.execPath, ['-e', HELPER], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'advanced', env: {}, windowsHide: true });
      if (proc.pid === undefined) return undefined;
      return new Spawner(proc);
    } catch {
      return undefined;
    }
  }

  /** Whether commands can be started through the helper now. */
  get usable(): boolean {
    return !this.dead && this.proc.connected;
  }

  /** The helper's pid (tests). */
  get pid(): number | undefined {
    return this.proc.pid;
  }

  spawn(r: SpawnRequest): SpawnedChild {
    const id = this.next++;
    const child = new RemoteChild(() => {
      if (this.kids.delete(id)) this.idle();
      this.send({ t: 'destroy', id });
    });
    this.kids.set(id, child);
    this.proc.ref();
    (this.proc.channel as { ref?: () => void } | undefined)?.ref?.();
    this.spawned++;
    this.send({ t: 'spawn', id, file: r.file, args: r.args, cwd: r.cwd, env: r.env, maxOut: r.maxStdout, maxErr: r.maxStderr });
    return child;
  }

  /** End the helper (it kills whatever it still runs). Idempotent. */
  close(): void {
    this.dead = true;
    try {
      if (this.proc.connected) this.proc.disconnect();
    } catch {
      /* gone */
    }
  }

  private send(m: object): void {
    try {
      this.proc.send(m);
    } catch {
      this.onDeath();
    }
  }

  /** Nothing in flight: the helper must not keep the caller's event loop alive. */
  private idle(): void {
    if (this.kids.size > 0) return;
    this.proc.unref();
    (this.proc.channel as { unref?: () => void } | undefined)?.unref?.();
  }

  private onMessage(m: Msg): void {
    const c = this.kids.get(m.id);
    if (!c) return;
    switch (m.t) {
      case 'spawn':
        this.reported++;
        c.pid = m.pid;
        c.emit('spawn');
        break;
      case 'out':
        c.stdout.emit('data', Buffer.from(m.b!.buffer, m.b!.byteOffset, m.b!.byteLength));
        break;
      case 'err':
        c.stderr.emit('data', Buffer.from(m.b!.buffer, m.b!.byteOffset, m.b!.byteLength));
        break;
      case 'dropped':
        c.stderrDroppedRemotely += m.n ?? 0;
        break;
      case 'error':
        c.emit('error', Object.assign(new Error(m.e?.message ?? 'spawn failed'), m.e?.code ? { code: m.e.code, errno: m.e.errno, syscall: m.e.syscall, path: m.e.path } : {}));
        break;
      case 'exit':
        c.emit('exit', m.code ?? null, m.signal ?? null);
        break;
      case 'close':
        this.kids.delete(m.id);
        this.idle();
        c.emit('close', m.code ?? null, m.signal ?? null);
        break;
    }
  }

  private onDeath(): void {
    if (this.dead && this.kids.size === 0) return;
    this.dead = true;
    const left = [...this.kids.values()];
    this.kids.clear();
    for (const c of left) {
      if (c.pid !== undefined) {
        try {
          process.kill(-c.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
      c.emit('error', Object.assign(new Error('the process launcher exited'), { code: 'ECHILD' }));
      c.emit('close', null, null);
    }
  }
}
