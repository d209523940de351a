// podman: what a container's creation leaves when it is cut short. `podman run` writes the
// container's ID (--cidfile), starts its monitor (`conmon -c <id> -n <name>`), which runs
// `runc create`, which starts `runc init`; `runc init` waits in the container's cgroup for `runc
// start`. A client killed in that window (a deadline, a signal to cmp-lint), followed by `rm -f`
// that finds nothing to remove yet, leaves them running, and killing conmon with its children alone
// orphans a `runc init` still under `runc create` (reparented to pid 1, no conmon: seen after a CI
// run). So every process of the container is found, by its monitor's tree and by the container's
// ID (runc's state directory in `runc`'s environment, the container's cgroup), stopped until no new
// one appears, then killed. Only processes of containers cmp-lint named are touched: the name and
// the ID are this process's own (random name, the ID from its cidfile or from the monitor's argv).
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let cidDir: string | undefined;

/** Where `podman run --cidfile` writes a container's ID: a directory of this process, removed at exit. */
export function cidFile(name: string): string {
  if (!cidDir) {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-cid-')));
    cidDir = dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return join(cidDir, name);
}

interface Proc {
  pid: number;
  ppid: number;
  argv: string[];
}

function processes(): Proc[] {
  const out: Proc[] = [];
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((n) => /^\d+$/.test(n));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      out.push({ pid: Number(pid), ppid, argv: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0') });
    } catch {
      /* gone */
    }
  }
  return out;
}

const base = (p: string | undefined) => (p ?? '').slice((p ?? '').lastIndexOf('/') + 1);

/** A runtime process (`runc init`, `runc create`, …) of one of these container IDs. */
function ofContainer(p: Proc, ids: Set<string>): boolean {
  if (ids.size === 0) return false;
  try {
    // runc's state directory `<root>/<id>` travels in its environment (libcontainer), from before the
    // process joins the container's cgroup
    const m = /(?:^|\0)_LIBCONTAINER_STATEDIR=[^\0]*\/([0-9a-f]{64})(?:\0|$)/.exec(readFileSync(`/proc/${p.pid}/environ`, 'utf8'));
    if (m && ids.has(m[1])) return true;
  } catch {
    /* not readable: gone, or not ours */
  }
  try {
    // the container's cgroup: libpod-<id> (cgroupfs and systemd managers alike)
    for (const m of readFileSync(`/proc/${p.pid}/cgroup`, 'utf8').matchAll(/libpod-(?:conmon-)?([0-9a-f]{64})/g)) if (ids.has(m[1])) return true;
  } catch {
    /* gone */
  }
  return false;
}

/**
 * Kill what podman's creation of these containers left running (after `rm -f`): their monitors,
 * everything below them, and any runtime process of their IDs wherever it was reparented. Stops
 * them first, until a pass finds no new one (a stopped process cannot fork), then kills them all.
 * Returns how many it killed: then the container may have been registered after `rm -f` ran (left
 * "Stopping" or "Created"), and the caller removes it again.
 */
export function reapContainers(names: string[]): number {
  if (!names.length || process.platform !== 'linux') return 0;
  const wanted = new Set(names);
  const ids = new Set<string>();
  for (const n of names) {
    if (!cidDir) break;
    try {
      const id = readFileSync(join(cidDir, n), 'utf8').trim();
      if (/^[0-9a-f]{64}$/.test(id)) ids.add(id);
    } catch {
      /* not written: the client died before it made the container */
    }
  }
  const caught = new Set<number>();
  for (let round = 0; round < 10; round++) {
    const all = processes();
    const mine = new Set<number>();
    for (const p of all) {
      if (!base(p.argv[0]).startsWith('conmon')) continue;
      const n = p.argv[p.argv.indexOf('-n') + 1];
      const c = p.argv[p.argv.indexOf('-c') + 1];
      if (wanted.has(n) || ids.has(c)) {
        mine.add(p.pid);
        if (c && /^[0-9a-f]{64}$/.test(c)) ids.add(c);
      }
    }
    // a runtime process of ours anywhere (an orphan's parent is pid 1 or a subreaper)
    for (const p of all) if (!mine.has(p.pid) && (base(p.argv[0]) === 'runc' || base(p.argv[0]) === 'crun') && ofContainer(p, ids)) mine.add(p.pid);
    // and everything below them
    const children = new Map<number, number[]>();
    for (const p of all) {
      const l = children.get(p.ppid);
      if (l) l.push(p.pid);
      else children.set(p.ppid, [p.pid]);
    }
    const stack = [...mine, ...caught];
    while (stack.length) {
      for (const c of children.get(stack.pop() as number) ?? []) {
        if (mine.has(c)) continue;
        mine.add(c);
        stack.push(c);
      }
    }
    const fresh = [...mine].filter((p) => !caught.has(p));
    if (fresh.length === 0) break;
    for (const p of fresh) {
      caught.add(p);
      signal(p, 'SIGSTOP');
    }
    // a process stops on its way back from a system call: a fork in flight has made its child by then
    waitStopped(fresh);
  }
  for (const p of caught) signal(p, 'SIGKILL');
  return caught.size;
}

/** Until each of `pids` is stopped (or gone, or a zombie), at most about 100 ms. */
function waitStopped(pids: number[]): void {
  const until = Date.now() + 100;
  for (const pid of pids) {
    while (Date.now() < until) {
      let state: string;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        state = stat.charAt(stat.lastIndexOf(')') + 2);
      } catch {
        break; // gone
      }
      if (state === 'T' || state === 't' || state === 'Z' || state === 'X') break;
      Atomics.wait(PAUSE, 0, 0, 1);
    }
  }
}
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    /* gone */
  }
}
