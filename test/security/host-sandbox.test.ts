// Attack tests for the host sandbox (bubblewrap or unshare namespaces): a plugin hunting for the
// runner's secrets, phoning home, or leaving processes behind. Real processes and namespaces; where
// the kernel refuses namespaces the tests skip visibly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { renderSource, type RenderOptions } from '../../src/render/index.js';
import { NO_SANDBOX, resolveSandbox, type Sandbox } from '../../src/render/sandbox/index.js';
import { plugin, sh, source, tempRepo, waitFor } from '../render/helpers.js';
import { bwrapSandbox, hostSandbox, MANIFEST, processesWith, scratchDir } from './helpers.js';

const scratch = scratchDir('cmp-lint-sec-host-');
process.on('exit', () => scratch.cleanup());
const tmpRoot = join(scratch.dir, 'renders');
mkdirSync(tmpRoot);

const canary = `cmp-lint-canary-${process.pid}x${Date.now().toString(36)}`;
// a process of the runner holding a secret in its environment (like GITHUB_TOKEN in an ancestor's
// /proc/<pid>/environ; our own environ shows only the variables we started with)
const holder = spawn('sleep', ['300'], { env: { ...process.env, CMP_LINT_TEST_CANARY: canary }, stdio: 'ignore' });
holder.unref();
process.on('exit', () => holder.kill('SIGKILL'));
process.env.CMP_LINT_TEST_CANARY = canary; // and in the environment renders are started from

function opts(o: Partial<RenderOptions> & Pick<RenderOptions, 'repoRoot' | 'source' | 'plugins'>): RenderOptions {
  return { revision: 'abcdef0123456789abcdef0123456789abcdef01', tmpRoot, hostEnv: process.env, ...o };
}

async function hunt(sb: Sandbox, files: { secret: string; event: string }): Promise<string> {
  const r = tempRepo({ 'app/x.txt': '' });
  try {
    const script = [
      `echo "environ-hits: $(cat /proc/[0-9]*/environ 2>/dev/null | tr '\\0' '\\n' | grep -c ${canary})"`,
      `echo "processes: $(ls /proc | grep -c '^[0-9]')"`,
      `echo "secret-file: $(cat ${files.secret} 2>&1)"`,
      `echo "event-file: $(cat ${files.event} 2>&1)"`,
      `echo "home: $(ls -A ${homedir()} 2>&1 | head -3 | tr '\\n' ' ')"`,
      `echo "env-hits: $(env | grep -c ${canary})"`,
    ].join('; ');
    const res = await renderSource(
      opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'hunt' } }), plugins: [plugin({ name: 'hunt', generate: sh(`{ ${script}; } >&2; ${MANIFEST}`) })], sandbox: sb }),
    );
    assert.equal(res.error, undefined, JSON.stringify(res.error));
    return res.stderr;
  } finally {
    r.cleanup();
  }
}

function secretFiles(): { secret: string; event: string } {
  const secret = join(scratch.dir, 'credentials');
  const event = join(scratch.dir, 'event.json');
  writeFileSync(secret, `token=${canary}\n`);
  writeFileSync(event, JSON.stringify({ pull_request: { head: { repo: { token: canary } } } }));
  return { secret, event };
}

test('host sandbox: a plugin hunting /proc/*/environ, files, HOME and its env finds nothing of the runner', async (t) => {
  const { sb, skip } = bwrapSandbox();
  if (!sb) return t.skip(skip);
  const files = secretFiles();
  // the attack is real: without a sandbox the plugin reads our environment through /proc
  const open = await hunt(NO_SANDBOX, files);
  assert.match(open, /^environ-hits: [1-9]/m, open);
  assert.ok(open.includes(`secret-file: token=${canary}`), open);

  const out = await hunt(sb, files);
  assert.ok(!out.includes(canary), `the canary leaked into the sandbox:\n${out}`);
  assert.match(out, /^environ-hits: 0$/m);
  assert.match(out, /^env-hits: 0$/m);
  assert.match(out, /^secret-file: cat: .*No such file or directory$/m);
  assert.match(out, /^event-file: cat: .*No such file or directory$/m);
  // only the render's own processes exist: bwrap's init, the shell and the pipeline
  const n = Number(/^processes: (\d+)$/m.exec(out)?.[1]);
  assert.ok(n >= 1 && n <= 6, `processes visible in the sandbox: ${n}`);
});

test('host sandbox: nothing can connect out (new network namespace)', async (t) => {
  const { sb, skip } = hostSandbox();
  if (!sb) return t.skip(skip);
  let connections = 0;
  const server = createServer((s) => {
    connections++;
    s.destroy();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  const r = tempRepo({ 'app/x.txt': '' });
  try {
    // busybox-free: bash's /dev/tcp (bash is in /usr/bin on every CI image)
    const probe = plugin({ name: 'net', generate: sh(`bash -c 'exec 3<>/dev/tcp/127.0.0.1/${port} && echo CONNECTED' >&2 2>/dev/null || echo REFUSED >&2; ${MANIFEST}`) });
    const src = source({ path: 'app', plugin: { name: 'net' } });
    const open = await renderSource(opts({ repoRoot: r.root, source: src, plugins: [probe] }));
    assert.match(open.stderr, /CONNECTED/, 'without a sandbox the listener is reachable');
    const before = connections;
    const res = await renderSource(opts({ repoRoot: r.root, source: src, plugins: [probe], sandbox: sb }));
    assert.equal(res.error, undefined);
    assert.match(res.stderr, /REFUSED/);
    assert.equal(connections, before, 'no connection reached the listener from the sandbox');
  } finally {
    r.cleanup();
    server.close();
  }
});

for (const forced of ['', 'unshare']) {
  test(`host sandbox${forced ? ' (unshare fallback)' : ''}: a setsid daemon and a SIGTERM-ignoring child die with the render`, async (t) => {
    const saved = process.env.CMP_LINT_HOST_SANDBOX;
    if (forced) process.env.CMP_LINT_HOST_SANDBOX = forced;
    try {
      const { sb, skip } = hostSandbox();
      if (!sb) return t.skip(skip);
      if (forced) assert.equal(sb.host, 'unshare');
      const mark = `31${process.pid % 1000}.${forced ? 7 : 3}`;
      const r = tempRepo({ 'app/x.txt': '' });
      try {
        const daemons = plugin({
          name: 'daemons',
          init: sh(`setsid sleep ${mark}1 > /dev/null 2>&1 < /dev/null &`),
          generate: sh(`sh -c 'trap "" TERM; sleep ${mark}2' > /dev/null 2>&1 & setsid sleep ${mark}3 > /dev/null 2>&1 < /dev/null & ${MANIFEST}`),
        });
        const res = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'daemons' } }), plugins: [daemons], sandbox: sb }));
        assert.equal(res.error, undefined, JSON.stringify(res.error));
        assert.equal(res.manifests.length, 1);
        assert.ok(await waitFor(() => processesWith(`sleep ${mark}`).length === 0, 10_000), `left behind: ${processesWith(`sleep ${mark}`)}`);
        // and on the deadline: a generate that never ends, with children of its own
        const hang = plugin({ name: 'hang', generate: sh(`trap "" TERM; setsid sleep ${mark}4 & sleep ${mark}5`) });
        const res2 = await renderSource(
          opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'hang' } }), plugins: [hang], sandbox: sb, timeoutMs: 1500, killGraceMs: 200 }),
        );
        assert.equal(res2.error?.stage, 'generate');
        assert.match(res2.error?.message ?? '', /timed out/);
        assert.ok(await waitFor(() => processesWith(`sleep ${mark}`).length === 0, 10_000), `left behind after the deadline: ${processesWith(`sleep ${mark}`)}`);
      } finally {
        r.cleanup();
      }
    } finally {
      if (saved === undefined) delete process.env.CMP_LINT_HOST_SANDBOX;
      else process.env.CMP_LINT_HOST_SANDBOX = saved;
    }
  });
}

test('host sandbox: the workspace is writable, the plugin runs as uid 999 in the app path, HOME is private', async (t) => {
  const { sb, skip } = bwrapSandbox();
  if (!sb) return t.skip(skip);
  const r = tempRepo({ 'app/x.txt': 'committed', 'app/link': { symlink: 'x.txt' } });
  try {
    const p = plugin({ name: 'w', generate: sh(`id -u >&2; pwd >&2; echo new > made.txt && cat made.txt >&2; readlink link >&2; touch /usr/cmp-lint-x 2>/dev/null && echo ROOT-WRITABLE >&2; echo "$HOME" >&2; ${MANIFEST}`) });
    const res = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'w' } }), plugins: [p], sandbox: sb }));
    assert.equal(res.error, undefined, JSON.stringify(res.error));
    const lines = res.stderr.trim().split('\n');
    assert.equal(lines[0], '999');
    assert.match(lines[1], /\/ws\d+\/app$/);
    assert.equal(lines[2], 'new');
    assert.equal(lines[3], 'x.txt', 'the link text stays relative');
    assert.ok(!res.stderr.includes('ROOT-WRITABLE'));
    assert.match(lines[4], /cmp-lint-render-[^/]+\/home$/);
    assert.equal(res.sandbox, 'host (bubblewrap)');
  } finally {
    r.cleanup();
  }
});

test('sandbox resolution: none is reported as not isolated; an explicit container without a runtime is an error', () => {
  const none = resolveSandbox({ mode: 'none' });
  assert.equal(none.label, 'none');
  assert.equal(none.isolated, false);
  const saved = process.env.PATH;
  process.env.PATH = join(scratch.dir, 'empty-path');
  try {
    assert.throws(() => resolveSandbox({ mode: 'container' }), /--sandbox container: no container runtime works here \(docker is not installed; podman is not installed\)/);
    const auto = resolveSandbox({ mode: 'auto' });
    assert.notEqual(auto.kind, 'container');
  } finally {
    process.env.PATH = saved;
  }
  rmSync(join(scratch.dir, 'empty-path'), { force: true, recursive: true });
});
