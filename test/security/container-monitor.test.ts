// podman: a `podman run` client killed while it is still creating its container (a deadline, or a
// signal to cmp-lint) left the container's monitor (`conmon -n <name>`) with a `runc init` under
// it after `rm -f` had dropped the container: processes on the runner that outlive the render.
// The container launch's kill (what the deadline and the signal handlers call) now finds them by
// the container's name and kills them. Real podman, the real launch; the moment of creation is
// caught by polling, and the test skips visibly when it cannot catch it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { ensureImage, launchFor } from '../../src/render/sandbox/index.js';
import { scratchDir, testImage } from './helpers.js';

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
  const scratch = scratchDir('cmp-lint-sec-mon-');
  t.after(() => scratch.cleanup());
  const img = testImage(scratch.dir);
  if (!img.sb || !img.image) return t.skip(img.skip ?? 'no test image');
  if (img.sb.runtime !== 'podman') return t.skip('only podman runs a conmon per container');
  await ensureImage('podman', img.image);
  const base = realpathSync(scratch.dir);
  let caught = 0;
  for (let attempt = 0; attempt < 25 && caught < 2; attempt++) {
    const ws = join(base, `ws${attempt}`);
    mkdirSync(ws);
    const l = launchFor({ sandbox: img.sb, base, workspace: ws, image: img.image }, ['sleep', '300'], ws, {});
    assert.ok(!('spawnError' in l));
    const name = l.args[l.args.indexOf('--name') + 1];
    const client = spawn(l.file, l.args, { env: l.env, cwd: l.cwd, stdio: 'ignore', detached: true });
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
