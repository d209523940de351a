// Resource limits of the sandbox (host mode: bubblewrap or unshare; container mode): a pull
// request's plugin that forks without end, writes a huge file, fills the disk through its workspace
// copy or /tmp, or eats memory is stopped, and the render fails with an error naming the limit.
// Real processes, namespaces, cgroups and containers; where this machine lacks one, the test skips
// and says why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { renderSource, renderFindings, type RenderOptions } from '../../src/render/index.js';
import { detectHost, resolveSandbox, type Limits, type Sandbox } from '../../src/render/sandbox/index.js';
import { cgroupSupport } from '../../src/render/sandbox/limits.js';
import { plugin, sh, source, tempRepo } from '../render/helpers.js';
import { MANIFEST, scratchDir, testImage } from './helpers.js';

const scratch = scratchDir('cmp-lint-sec-limits-');
process.on('exit', () => scratch.cleanup());
const tmpRoot = join(scratch.dir, 'renders');
mkdirSync(tmpRoot);

const KB = 1024;
const MB = 1024 * 1024;

function opts(o: Partial<RenderOptions> & Pick<RenderOptions, 'repoRoot' | 'source' | 'plugins'>): RenderOptions {
  return { revision: 'abcdef0123456789abcdef0123456789abcdef01', tmpRoot, hostEnv: process.env, timeoutMs: 40_000, killGraceMs: 500, ...o };
}

async function renderWith(sb: Sandbox, script: string) {
  const r = tempRepo({ 'app/x.txt': '' });
  try {
    const t0 = Date.now();
    const res = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'hog' } }), plugins: [plugin({ name: 'hog', generate: sh(script) })], sandbox: sb }));
    return { res, ms: Date.now() - t0 };
  } finally {
    r.cleanup();
  }
}

function hosts(): { name: string; sb?: (l: Partial<Limits>) => Sandbox; skip?: string }[] {
  const out: { name: string; sb?: (l: Partial<Limits>) => Sandbox; skip?: string }[] = [];
  const h = detectHost();
  out.push(h.tool === 'bwrap' ? { name: 'bubblewrap', sb: (l) => resolveSandbox({ mode: 'host', limits: l }) } : { name: 'bubblewrap', skip: `bubblewrap cannot run here: ${h.why || 'only unshare works'}` });
  process.env.CMP_LINT_HOST_SANDBOX = 'unshare';
  const u = detectHost();
  delete process.env.CMP_LINT_HOST_SANDBOX;
  out.push(
    u.tool === 'unshare'
      ? {
          name: 'unshare',
          sb: (l) => {
            process.env.CMP_LINT_HOST_SANDBOX = 'unshare';
            try {
              return resolveSandbox({ mode: 'host', limits: l });
            } finally {
              delete process.env.CMP_LINT_HOST_SANDBOX;
            }
          },
        }
      : { name: 'unshare', skip: `unshare cannot create namespaces here: ${u.why}` },
  );
  return out;
}

for (const h of hosts()) {
  test(`host (${h.name}): a fork loop stops at the process limit, and the error names it`, async (t) => {
    if (!h.sb) return t.skip(h.skip);
    if (!cgroupSupport().pids && process.getuid?.() === 0) return t.skip('running as root without a cgroup cmp-lint can make: the kernel does not apply RLIMIT_NPROC to root (the sandbox says so)');
    const sb = h.sb({ pids: 20 });
    assert.match(sb.detail, /limits: .*20 processes/);
    const { res } = await renderWith(sb, `i=0; while [ $i -lt 60 ]; do sleep 5 & i=$((i+1)); done; wait; ${MANIFEST}`);
    assert.ok(res.error, 'the render must fail: 60 processes were started under a limit of 20');
    assert.equal(res.error.stage, 'generate');
    assert.match(res.error.message, /^plugin "hog" generate reached the sandbox's process limit \(20 processes, --pids\): `sh -c/);
    assert.equal(res.error.reason, "generate reached the sandbox's process limit (20 processes, --pids)");
    assert.match(res.error.hint ?? '', /raise --pids/);
    // a readable finding at the source, not a stack trace
    const [f] = renderFindings([res]);
    assert.equal(f.ruleId, 'render-failed');
    assert.match(f.message, /process limit \(20 processes, --pids\)/);
  });

  test(`host (${h.name}): a file past the file size limit stops the plugin, and the error names it`, async (t) => {
    if (!h.sb) return t.skip(h.skip);
    const { res } = await renderWith(h.sb({ fileSize: 256 * KB }), `set -e; head -c ${2 * MB} /dev/zero > big; ${MANIFEST}`);
    assert.ok(res.error, 'the render must fail: a 2 MiB file under a 256 KiB limit');
    assert.match(res.error.message, /^plugin "hog" generate reached the sandbox's file size limit \(256 KiB per file, --file-size\): /);
  });

  test(`host (${h.name}): filling the disk through the workspace copy is stopped at the disk limit`, async (t) => {
    if (!h.sb) return t.skip(h.skip);
    // 64 files of 1 MiB (each under the file size limit), then wait: only the disk watch can stop it
    const { res, ms } = await renderWith(h.sb({ disk: 8 * MB, fileSize: 2 * MB }), `i=0; while [ $i -lt 64 ]; do head -c ${MB} /dev/urandom > f$i; sync f$i 2>/dev/null; i=$((i+1)); done; sleep 30; ${MANIFEST}`);
    assert.ok(res.error, 'the render must fail: 64 MiB written under a disk limit of 8 MiB');
    assert.match(res.error.message, /^plugin "hog" generate reached the sandbox's disk limit \(8 MiB written, --disk\): .*signal: killed/);
    assert.ok(ms < 25_000, `stopped by the watch, not the deadline (${ms} ms)`);
  });
}

test('host (bubblewrap): /tmp and /dev/shm are size-capped tmpfs, /dev read-only', async (t) => {
  const h = detectHost();
  if (h.tool !== 'bwrap') return t.skip(`bubblewrap cannot run here: ${h.why || 'only unshare works'}`);
  const sb = resolveSandbox({ mode: 'host', limits: { disk: 4 * MB } });
  if (/any size/.test(sb.detail)) return t.skip('this bubblewrap cannot size a tmpfs (before 0.7): the sandbox says so');
  const { res } = await renderWith(sb, `{ head -c ${8 * MB} /dev/zero > /tmp/x; echo "tmp=$?"; head -c ${80 * MB} /dev/zero > /dev/shm/x; echo "shm=$?"; echo x > /dev/new; echo "dev=$?"; } >&2 2>&1; ${MANIFEST}`);
  assert.equal(res.error, undefined, JSON.stringify(res.error));
  assert.match(res.stderr, /No space left on device[\s\S]*tmp=1/);
  assert.match(res.stderr, /shm=1/);
  assert.match(res.stderr, /Read-only file system[\s\S]*dev=[12]/);
  // and a plugin that fails because /tmp is full is told which limit it hit
  const full = await renderWith(sb, `set -e; head -c ${8 * MB} /dev/zero > /tmp/x; ${MANIFEST}`);
  assert.match(full.res.error?.message ?? '', /reached the sandbox's disk limit \(4 MiB written, --disk\)/);
});

test('host: memory past the limit is stopped (memory cgroup), and the error names it', async (t) => {
  const h = detectHost();
  if (!h.tool) return t.skip(`no namespaces here: ${h.why}`);
  if (!cgroupSupport().memory) return t.skip('no memory cgroup cmp-lint can make here: memory is limited per process (RLIMIT_AS), which a shell pipeline does not reach');
  const { res } = await renderWith(resolveSandbox({ mode: 'host', limits: { memory: 64 * MB } }), `x=$(head -c ${400 * MB} /dev/zero | tr '\\0' a); echo \${#x} >&2; ${MANIFEST}`);
  assert.ok(res.error, 'the render must fail: 400 MB held under a 64 MiB limit');
  assert.match(res.error.message, /^plugin "hog" generate reached the sandbox's memory limit \(64 MiB, --memory\): /);
});

test('container: memory and pids limits are applied by the runtime, and the disk is watched', async (t) => {
  const setup = testImage(scratch.dir, { memory: 96 * MB, pids: 30, disk: 8 * MB });
  if (!setup.sb) return t.skip(setup.skip);
  const sb = setup.sb;
  const image = setup.image as string;
  const r = tempRepo({ 'app/x.txt': '' });
  t.after(() => r.cleanup());
  const run = (script: string) =>
    renderSource(opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'hog' } }), plugins: [plugin({ name: 'hog', generate: sh(script) })], sandbox: { ...sb, image } }));
  const probe = await run(`{ cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory/memory.limit_in_bytes /sys/fs/cgroup/pids.max /sys/fs/cgroup/pids/pids.max 2>/dev/null; } >&2; ${MANIFEST}`);
  assert.equal(probe.error, undefined, JSON.stringify(probe.error));
  assert.match(probe.stderr, new RegExp(`^${96 * MB}$`, 'm'), probe.stderr);
  assert.match(probe.stderr, /^30$/m, probe.stderr);
  const disk = await run(`i=0; while [ $i -lt 64 ]; do head -c ${256 * KB} /dev/urandom > /tmp/f$i; i=$((i+1)); done; sleep 30; ${MANIFEST}`);
  assert.match(disk.error?.message ?? '', /reached the sandbox's disk limit \(8 MiB written, --disk\)/);
});

test('action input sandbox-limits: read into the limits, and a wrong value is a readable input error', async () => {
  const { limitsInput, ActionInputError } = await import('../../src/action/inputs.js');
  assert.deepEqual(limitsInput('memory=4g, pids=2048,file-size=512m disk=8g'), { memory: 4 * 1024 ** 3, pids: 2048, fileSize: 512 * MB, disk: 8 * 1024 ** 3 });
  assert.deepEqual(limitsInput(''), {});
  assert.throws(() => limitsInput('memory=lots'), (e: Error) => e instanceof ActionInputError && /input sandbox-limits: cannot read `lots` as a size for memory/.test(e.message));
  assert.throws(() => limitsInput('cpu=2'), (e: Error) => e instanceof ActionInputError && /cannot read `cpu=2`/.test(e.message));
  assert.throws(() => limitsInput('pids=0'), (e: Error) => e instanceof ActionInputError && /pids must be a number of processes/.test(e.message));
});

test('host, runner not root (no cgroup): RLIMIT_NPROC inside the namespaces stops a fork loop and does not count the runner\'s own processes', async (t) => {
  if (process.getuid?.() !== 0) return t.skip('needs root here, to run cmp-lint as nobody');
  const NOBODY = 65534;
  const dir = join(scratch.dir, 'nobody');
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const { gitRepo, appYaml, pluginYaml, CLI } = await import('./attack-helpers.js');
  const loop = (n: number) => `i=0; while [ $i -lt ${n} ]; do sleep 1 & i=$((i+1)); done; wait; ${MANIFEST}`;
  const repo = gitRepo(dir, { 'argocd/plugin.yaml': pluginYaml('p', loop(60)), 'argocd/apps/demo.yaml': appYaml('demo', 'p'), 'apps/demo/x.txt': 'x\n' });
  const ten = repo.commit({ 'argocd/plugin.yaml': pluginYaml('p', loop(10)) }, 'ten');
  spawnSync('chown', ['-R', `${NOBODY}:${NOBODY}`, dir]);
  spawnSync('chmod', ['755', scratch.dir]);
  const probe = spawnSync('bwrap', ['--unshare-user', '--ro-bind', '/', '/', 'true'], { uid: NOBODY, gid: NOBODY, stdio: 'ignore' });
  if (probe.status !== 0) return t.skip('bubblewrap cannot make a user namespace for an unprivileged user here');
  // nobody runs 30 processes of its own outside the sandbox meanwhile
  const busy = spawn('sh', ['-c', 'for i in $(seq 30); do sleep 60 & done; wait'], { uid: NOBODY, gid: NOBODY, detached: true, stdio: 'ignore' });
  t.after(() => {
    try {
      process.kill(-(busy.pid as number), 'SIGKILL');
    } catch {
      /* gone */
    }
  });
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, TMPDIR: join(dir, 'tmp'), GIT_CONFIG_GLOBAL: '/dev/null', NO_COLOR: '1' };
  const as = (file: string, args: string[]) => spawnSync(file, args, { cwd: repo.root, uid: NOBODY, gid: NOBODY, env, encoding: 'utf8', timeout: 120_000 });
  as('git', ['-c', 'safe.directory=*', 'checkout', '-q', `${ten}~1`]);
  const many = as(process.execPath, [CLI, 'render', '--sandbox', 'host', '--pids', '20', '.']);
  assert.match(many.stderr, /sandbox: host \((bubblewrap|unshare)\)/, many.stderr);
  assert.equal(many.status, 1, many.stdout + many.stderr);
  assert.match(many.stderr, /reached the sandbox's process limit \(20 processes, --pids\)/, `60 processes under a limit of 20:\n${many.stderr}`);
  as('git', ['-c', 'safe.directory=*', 'checkout', '-q', ten]);
  const few = as(process.execPath, [CLI, 'render', '--sandbox', 'host', '--pids', '20', '.']);
  assert.equal(few.status, 0, `10 processes under a limit of 20 succeed, whatever the runner runs outside:\n${few.stderr}`);
  assert.match(few.stdout, /name: out/);
});

test('host: cgroups are reused between commands, and a limit one command reached is not charged to the next', async (t) => {
  const h = detectHost();
  if (!h.tool) return t.skip(`no namespaces here: ${h.why}`);
  if (!cgroupSupport().pids) return t.skip('no cgroup cmp-lint can make here');
  const sb = resolveSandbox({ mode: 'host', limits: { pids: 20 } });
  const loop = `i=0; while [ $i -lt 60 ]; do sleep 5 & i=$((i+1)); done; wait; ${MANIFEST}`;
  const first = await renderWith(sb, loop);
  assert.match(first.res.error?.message ?? '', /process limit \(20 processes, --pids\)/);
  // a plain failure afterwards (in a reused cgroup whose counter already counts the first) is only that
  const plain = await renderWith(sb, 'echo broken >&2; exit 3');
  assert.match(plain.res.error?.message ?? '', /^plugin "hog" generate failed: `sh -c "echo broken >&2; exit 3"` failed exit status 3: broken$/);
  // and the next fork loop is caught again
  const again = await renderWith(sb, loop);
  assert.match(again.res.error?.message ?? '', /process limit \(20 processes, --pids\)/);
});
