// Resource limits for plugin commands. A pull request's plugin runs until the deadline; without
// limits it could fill the runner's memory or disk, or fork until nothing else can start.
//
// - memory: container mode: the runtime's --memory (a cgroup). Host mode: a cgroup of its own
//   (memory.max / memory.limit_in_bytes) when this machine lets cmp-lint create one, and always
//   RLIMIT_AS per process; the private /tmp (bubblewrap) is a tmpfs of at most min(memory, disk);
// - pids: container mode: --pids-limit. Host mode: pids.max of the same cgroup, and RLIMIT_NPROC set
//   inside the user namespace, where the kernel (5.14+) counts only the sandbox's own processes — but
//   not for a runner running as root, whose processes it never limits: there only the cgroup works;
// - fileSize: RLIMIT_FSIZE (both modes): a write past it fails and the writer gets SIGXFSZ;
// - disk: what a command may add to the disk holding its workspace copy and the render's temp
//   directory (the container's /tmp lives there too). Watched while the command runs (statfs every
//   quarter second); past it the command is killed.
import { readFileSync, mkdirSync, rmdirSync, writeFileSync, existsSync, statfsSync, statSync, lstatSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { formatSize } from './size.js';

export { parseSize, formatSize } from './size.js';

export interface Limits {
  /** bytes */
  memory: number;
  pids: number;
  /** bytes: the largest file a command may write */
  fileSize: number;
  /** bytes: what a command may add to the disk */
  disk: number;
}

export const DEFAULT_LIMITS: Limits = { memory: 2 * 1024 ** 3, pids: 1024, fileSize: 1024 ** 3, disk: 4 * 1024 ** 3 };

/** files (inodes) a command may add, with the disk limit */
export const MAX_NEW_FILES = 1_000_000;

export type LimitName = 'memory' | 'pids' | 'fileSize' | 'disk';

/** The limit's name, value and option, for messages: `process limit (1024, --pids)`. */
export function limitText(name: LimitName, l: Limits): string {
  switch (name) {
    case 'memory':
      return `memory limit (${formatSize(l.memory)}, --memory)`;
    case 'pids':
      return `process limit (${l.pids} processes, --pids)`;
    case 'fileSize':
      return `file size limit (${formatSize(l.fileSize)} per file, --file-size)`;
    case 'disk':
      return `disk limit (${formatSize(l.disk)} written, --disk)`;
  }
}

// ---------------------------------------------------------------------------------------------
// cgroups: one per host-mode command, when this machine lets us make one

interface CgroupPlan {
  version: 1 | 2;
  /** v1: the pids and memory parents; v2: one parent */
  pids?: string;
  memory?: string;
}

let plan: CgroupPlan | null | undefined;
let seq = 0;

function ownPaths(): Map<string, string> {
  const out = new Map<string, string>();
  try {
    for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
      const m = /^\d+:([^:]*):(.*)$/.exec(line);
      if (!m) continue;
      for (const c of m[1] === '' ? [''] : m[1].split(',')) out.set(c, m[2]);
    }
  } catch {
    /* none */
  }
  return out;
}

function tryMkdir(dir: string): boolean {
  try {
    mkdirSync(dir);
    return true;
  } catch {
    return false;
  }
}

/** Whether a shell can move itself into `dirs` (the check every launch's wrapper relies on). */
function canEnter(dirs: string[]): boolean {
  const r = spawnSync('/bin/sh', ['-c', ENTER + 'exit 0'], { env: { CMP_LINT_CGROUP: dirs.join(':'), PATH: process.env.PATH ?? '/usr/bin:/bin' }, stdio: 'ignore', timeout: 10_000 });
  return r.status === 0;
}

function detectPlan(): CgroupPlan | null {
  if (process.env.CMP_LINT_NO_CGROUP === '1') return null; // tests: the rlimit-only path
  const own = ownPaths();
  const root = '/sys/fs/cgroup';
  // cgroup v2 only (unified at /sys/fs/cgroup): a sibling of our own cgroup, in its parent (our own
  // cgroup holds processes, so it cannot have children with controllers)
  if (existsSync(join(root, 'cgroup.controllers')) && own.has('')) {
    const p = own.get('') as string;
    const parent = join(root, p === '/' ? '' : dirname(p));
    let ctl = '';
    try {
      ctl = readFileSync(join(parent, 'cgroup.subtree_control'), 'utf8');
    } catch {
      /* none */
    }
    if (/\bpids\b/.test(ctl)) {
      const probe = join(parent, `cmp-lint-probe-${process.pid}`);
      if (tryMkdir(probe)) {
        const ok = existsSync(join(probe, 'pids.max')) && canEnter([probe]);
        rmdirQuiet(probe);
        if (ok) return { version: 2, pids: parent, memory: /\bmemory\b/.test(ctl) ? parent : undefined };
      }
    }
    return null;
  }
  // cgroup v1: below our own cgroup in the pids and memory hierarchies (v1 allows it)
  const out: CgroupPlan = { version: 1 };
  for (const c of ['pids', 'memory'] as const) {
    const p = own.get(c);
    if (p === undefined || !existsSync(join(root, c))) continue;
    const parent = join(root, c, p);
    const probe = join(parent, `cmp-lint-probe-${process.pid}`);
    if (!tryMkdir(probe)) continue;
    const ok = canEnter([probe]);
    rmdirQuiet(probe);
    if (ok) out[c] = parent;
  }
  return out.pids || out.memory ? out : null;
}

function rmdirQuiet(d: string): boolean {
  try {
    rmdirSync(d);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/** What the cgroup part of host mode can do here, for the sandbox's description. */
export function cgroupSupport(): { pids: boolean; memory: boolean } {
  if (plan === undefined) plan = detectPlan();
  return { pids: !!plan?.pids, memory: !!plan?.memory };
}

/** The shell prefix that moves the shell into the cgroups of $CMP_LINT_CGROUP (colon separated). */
export const ENTER = `IFS=:
for d in $CMP_LINT_CGROUP; do echo $$ > "$d/cgroup.procs" || { echo "cmp-lint: cannot enter cgroup $d" >&2; exit 125; }; done
unset CMP_LINT_CGROUP IFS
`;

export interface CommandCgroup {
  dirs: string[];
  /** which limits the cgroup holds */
  pids: boolean;
  memory: boolean;
  /** the limit the command reached (read once it has ended) */
  hit(): LimitName | undefined;
  /** remove the cgroups (retried later while processes remain) */
  release(): void;
}

interface Slot {
  dirs: string[];
  pidsDir?: string;
  memDir?: string;
}

// Cgroups are reused: making and removing one costs the kernel about 13 ms a command (measured on
// renders in bubblewrap), reusing one a few writes. An empty one goes back to `free`; all are
// removed at exit.
const free: Slot[] = [];
const made = new Set<Slot>();
process.on('exit', () => {
  for (const slot of made) for (const d of slot.dirs) rmdirQuiet(d);
});

function write(file: string, value: string): boolean {
  try {
    writeFileSync(file, value);
    return true;
  } catch {
    return false;
  }
}

function counter(file: string, key: string): number {
  try {
    const m = new RegExp(`^${key} (\\d+)$`, 'm').exec(readFileSync(file, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

function empty(dir: string): boolean {
  try {
    return readFileSync(join(dir, 'cgroup.procs'), 'utf8').trim() === '';
  } catch {
    return false;
  }
}

function newSlot(p: CgroupPlan): Slot | undefined {
  const name = `cmp-lint-${process.pid}-${++seq}`;
  const slot: Slot = { dirs: [] };
  if (p.version === 2) {
    const d = join(p.pids as string, name);
    if (!tryMkdir(d)) return undefined;
    slot.dirs.push(d);
    slot.pidsDir = d;
    if (p.memory && existsSync(join(d, 'memory.max'))) slot.memDir = d;
  } else {
    for (const c of ['pids', 'memory'] as const) {
      const parent = p[c];
      if (!parent) continue;
      const d = join(parent, name);
      if (!tryMkdir(d)) continue;
      slot.dirs.push(d);
      if (c === 'pids') slot.pidsDir = d;
      else slot.memDir = d;
    }
  }
  if (!slot.dirs.length) return undefined;
  made.add(slot);
  return slot;
}

/** A cgroup (or two, v1) with these limits for one command, or undefined when none can be made. */
export function commandCgroup(l: Limits): CommandCgroup | undefined {
  if (plan === undefined) plan = detectPlan();
  if (!plan) return undefined;
  const slot = free.pop() ?? newSlot(plan);
  if (!slot) return undefined;
  const v2 = plan.version === 2;
  const pidsDir = slot.pidsDir && write(join(slot.pidsDir, 'pids.max'), String(l.pids)) ? slot.pidsDir : undefined;
  let memDir: string | undefined;
  if (slot.memDir && write(join(slot.memDir, v2 ? 'memory.max' : 'memory.limit_in_bytes'), String(l.memory))) {
    // no swap beyond the limit (where the kernel accounts swap)
    if (v2) write(join(slot.memDir, 'memory.swap.max'), '0');
    else write(join(slot.memDir, 'memory.memsw.limit_in_bytes'), String(l.memory));
    memDir = slot.memDir;
  }
  // the counters are the cgroup's since it was made: what this command adds is counted
  const pidsAtStart = pidsDir ? counter(join(pidsDir, 'pids.events'), 'max') : 0;
  const oomFile = memDir ? join(memDir, v2 ? 'memory.events' : 'memory.oom_control') : undefined;
  const oomAtStart = oomFile ? counter(oomFile, 'oom_kill') : 0;
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    if (slot.dirs.every(empty)) {
      free.push(slot);
      return;
    }
    // processes left (a daemon until the group's SIGKILL): back to the pool once they are gone
    const t = setTimeout(() => {
      if (slot.dirs.every(empty)) free.push(slot);
      else for (const d of slot.dirs) rmdirQuiet(d);
    }, 7_000);
    t.unref();
  };
  return {
    dirs: slot.dirs,
    pids: !!pidsDir,
    memory: !!memDir,
    hit: () => {
      if (oomFile && counter(oomFile, 'oom_kill') > oomAtStart) return 'memory';
      if (pidsDir && counter(join(pidsDir, 'pids.events'), 'max') > pidsAtStart) return 'pids';
      return undefined;
    },
    release,
  };
}

// ---------------------------------------------------------------------------------------------
// disk: a watch on the file systems a command can write to

interface Fs {
  path: string;
  usedBytes: number;
  usedFiles: number;
}

function usage(path: string): { bytes: number; files: number } | undefined {
  try {
    const s = statfsSync(path);
    return { bytes: (s.blocks - s.bfree) * s.bsize, files: s.files - s.ffree };
  } catch {
    return undefined;
  }
}

/** Bytes and entries below `dirs` (stops counting once past `stopAt` bytes or MAX_NEW_FILES entries). */
export function treeUsage(dirs: string[], stopAt: number): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  const stack = [...dirs];
  while (stack.length) {
    const p = stack.pop() as string;
    let st;
    try {
      st = lstatSync(p);
    } catch {
      continue;
    }
    files++;
    bytes += st.blocks * 512;
    if (bytes > stopAt || files > MAX_NEW_FILES) break;
    if (st.isDirectory()) {
      try {
        for (const n of readdirSync(p)) stack.push(join(p, n));
      } catch {
        /* unreadable */
      }
    }
  }
  return { bytes, files };
}

export interface DiskWatch {
  stop(): void;
}

/**
 * Watch the file systems of `paths` while a command runs; `onHit` when more than `limit` bytes
 * (or MAX_NEW_FILES files) were added since the start. With `own` (the only directories the command
 * can write to on disk), growth someone else caused is not charged: the command is stopped only
 * when `own` itself holds more than the limit.
 */
export function watchDisk(paths: string[], limit: number, own: string[] | undefined, onHit: () => void, intervalMs = 250): DiskWatch {
  const fss: Fs[] = [];
  const devs = new Set<number>();
  for (const p of paths) {
    let dev: number;
    try {
      dev = statSync(p).dev;
    } catch {
      continue;
    }
    if (devs.has(dev)) continue;
    devs.add(dev);
    const u = usage(p);
    if (u) fss.push({ path: p, usedBytes: u.bytes, usedFiles: u.files });
  }
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped) return;
    for (const f of fss) {
      const u = usage(f.path);
      if (!u) continue;
      if (u.bytes - f.usedBytes <= limit && u.files - f.usedFiles <= MAX_NEW_FILES) continue;
      if (own) {
        const mine = treeUsage(own, limit);
        if (mine.bytes <= limit && mine.files <= MAX_NEW_FILES) {
          // not this command: count from here
          f.usedBytes = u.bytes - mine.bytes;
          f.usedFiles = u.files - mine.files;
          continue;
        }
      }
      stopped = true;
      clearInterval(timer);
      onHit();
      return;
    }
  }, intervalMs);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
