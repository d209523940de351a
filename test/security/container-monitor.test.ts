// podman: a `podman run` client killed while it is still creating its container (a deadline, or a
// signal to cmp-lint) left the container's monitor (`conmon -n <name>`) with a `runc init` under
// it after `rm -f` had dropped the container: processes on the runner that outlive the render.
// The container launch's kill (what the deadline and the signal handlers call) now finds them by
// the container's name and kills them. Real podman, the real launch; the moment of creation is
// caught by polling, and the test skips visibly when it cannot catch it.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { ensureImage, killMonitors, launchFor } from '../../src/render/sandbox/index.js';
import { scratchDir, testImage } from './helpers.js';

/** A podman test's scratch directory, runtime and image; undefined when the test was skipped (no image, not podman). */
async function podmanScratch(t: TestContext, prefix: string): Promise<{ sb: NonNullable<ReturnType<typeof testImage>['sb']>; image: string; base: string } | undefined> {
  const scratch = scratchDir(prefix);
  t.after(() => scratch.cleanup());
  const img = testImage(scratch.dir);
  if (!img.sb || !img.image) {
    t.skip(img.skip ?? 'no test image');
    return undefined;
  }
  if (img.sb.runtime !== 'podman') {
    t.skip('only podman runs a conmon per container');
    return undefined;
  }
  await ensureImage('podman', img.image);
  return { sb: img.sb, image: img.image, base: realpathSync(scratch.dir) };
}

/** `sleep 300` launched the real way in a fresh workspace `ws<attempt>`, its client started detached: the launch, the container's name, the client. */
function startSleeper(pod: { sb: NonNullable<ReturnType<typeof testImage>['sb']>; image: string; base: string }, attempt: number) {
  const ws = join(pod.base, `ws${attempt}`);
  mkdirSync(ws);
  const l = launchFor({ sandbox: pod.sb, base: pod.base, workspace: ws, image: pod.image }, ['sleep', '300'], ws, {});
  assert.ok(!('spawnError' in l));
  const name = l.args[l.args.indexOf('--name') + 1];
  const client = spawn(l.file, l.args, { env: l.env, cwd: l.cwd, stdio: 'ignore', detached: true });
  return { l, name, client };
}

/** pids of `conmon … -n <name>` and their children */
function monitors(name: string): { conmon: number; children: string[] }[] {
  const out: { conmon: number; children: string[] }[] = [];
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    let argv: string[];
    try {
      argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (!argv[0]?.endsWith('conmon') || argv[argv.indexOf('-n') + 1] !== name) continue;
    let children: string[] = [];
    try {
      children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    } catch {
      /* none */
    }
    out.push({ conmon: Number(pid), children: children.map((c) => { try { return readFileSync(`/proc/${c}/cmdline`, 'utf8').split('\0').slice(0, 2).join(' '); } catch { return c; } }) });
  }
  return out;
}

test('container (podman): a client killed while creating its container leaves no conmon or runc init behind after the launch is killed', async (t) => {
  const pod = await podmanScratch(t, 'cmp-lint-sec-mon-');
  if (!pod) return;
  let caught = 0;
  for (let attempt = 0; attempt < 25 && caught < 2; attempt++) {
    const { l, name, client } = startSleeper(pod, attempt);
    // poll for the moment the runtime is still creating it (runc create / runc init under conmon)
    let creating = false;
    for (let i = 0; i < 400; i++) {
      const m = monitors(name);
      if (m.some((x) => x.children.some((c) => /runc (create|init)|--log-format/.test(c)))) {
        creating = true;
        break;
      }
      if (m.some((x) => x.children.some((c) => c.startsWith('sleep')))) break; // too late: running
      await new Promise((r) => setTimeout(r, 2));
    }
    process.kill(-(client.pid as number), 'SIGKILL');
    l.kill?.();
    if (!creating) {
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    caught++;
    await new Promise((r) => setTimeout(r, 2000));
    const left = monitors(name);
    for (const m of left) for (const pid of [...m.children, String(m.conmon)]) try { process.kill(Number(pid), 'SIGKILL'); } catch { /* gone */ }
    assert.deepEqual(left, [], `the container's monitor outlived the kill (attempt ${attempt})`);
  }
  if (caught === 0) return t.skip('never caught a container while the runtime was creating it (timing)');
});

/** every process: pid, parent, argv */
function table(): { pid: number; ppid: number; argv: string[] }[] {
  const out = [];
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      out.push({ pid: Number(pid), ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]), argv: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0') });
    } catch {
      /* gone */
    }
  }
  return out;
}

/** pids of processes of container `id` (runc's state directory in their environment) */
function ofContainer(id: string): number[] {
  return table()
    .filter((p) => {
      try {
        return readFileSync(`/proc/${p.pid}/environ`, 'utf8').includes(`/${id}\0`);
      } catch {
        return false;
      }
    })
    .map((p) => p.pid);
}

test('container (podman): cleanup while `runc init` waits for `runc start` and `runc create` has not exited leaves no orphaned runc init (no conmon)', async (t) => {
  const pod = await podmanScratch(t, 'cmp-lint-sec-orphan-');
  if (!pod) return;
  let caught = 0;
  for (let attempt = 0; attempt < 30 && caught < 2; attempt++) {
    const { l, name, client } = startSleeper(pod, attempt);
    // poll for `runc init` already waiting on the exec fifo for `runc start` while `runc create`, its
    // parent, has not exited yet (a few milliseconds): then hold that moment by stopping `runc create`
    let id: string | undefined;
    for (let i = 0; i < 3000 && !id; i++) {
      const all = table();
      const conmon = all.find((p) => p.argv[0].endsWith('conmon') && p.argv[p.argv.indexOf('-n') + 1] === name);
      if (conmon) {
        if (all.some((p) => p.ppid === conmon.pid && p.argv[0] === 'sleep')) break; // too late: running
        for (const create of all.filter((p) => p.ppid === conmon.pid && p.argv[0].endsWith('runc') && p.argv[1] !== 'init')) {
          const init = all.find((p) => p.ppid === create.pid && p.argv[1] === 'init');
          let wchan = '';
          try {
            wchan = init ? readFileSync(`/proc/${init.pid}/wchan`, 'utf8') : '';
          } catch {
            /* gone */
          }
          if (wchan !== 'wait_for_partner') continue;
          try {
            process.kill(create.pid, 'SIGSTOP');
          } catch {
            continue;
          }
          id = conmon.argv[conmon.argv.indexOf('-c') + 1];
        }
      }
      if (!id) await new Promise((r) => setTimeout(r, 1));
    }
    process.kill(-(client.pid as number), 'SIGKILL');
    // what the launch's kill does when `rm -f` finds no container yet and returns at once
    if (id) killMonitors([name]);
    l.kill?.();
    if (!id) {
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    caught++;
    await new Promise((r) => setTimeout(r, 2000));
    const left = ofContainer(id);
    for (const pid of left) try { process.kill(pid, 'SIGKILL'); } catch { /* gone */ }
    assert.deepEqual(left, [], `processes of container ${id.slice(0, 12)} outlived the cleanup (attempt ${attempt})`);
    assert.deepEqual(monitors(name), []);
  }
  if (caught === 0) return t.skip('never caught runc init waiting under runc create (timing)');
});
