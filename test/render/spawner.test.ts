// Commands started through the helper process (src/render/spawner.ts) behave exactly like commands
// runCommand forks itself: the same outcome (stdout, stderr and its cut, status, error text,
// overflow), the same deadline and cancellation (the whole process group ends), and nothing
// survives the helper or its caller. Real processes throughout.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand, type RunOptions, type RunOutcome } from '../../src/render/exec.js';
import { Spawner } from '../../src/render/spawner.js';
import { runDiff } from '../../src/diff/index.js';
import { processGone, waitFor } from './helpers.js';
import { scratch } from '../diff/helpers.js';

const dir = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-spawner-')));
after(() => rmSync(dir, { recursive: true, force: true }));
const sh = (script: string) => ({ command: ['sh', '-c'], args: [script] });
const opts = (extra: Partial<RunOptions> = {}): RunOptions => ({ cwd: dir, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, deadline: Date.now() + 20_000, killGraceMs: 300, ...extra });
// (after a spawn error the direct path's `code` is set late, to the errno, by a 'close' event that
// comes after the outcome is resolved: not part of the outcome)
// (after an overflow, what was kept depends on how the pipe's reads fell, whoever reads it: its
// length is bounded instead)
/** Whether the command wrote its background child's pid to `file` within 5 s. */
const pidWritten = (file: string) =>
  waitFor(() => {
    try {
      return readFileSync(file, 'utf8').trim() !== '';
    } catch {
      return false;
    }
  }, 5000);
const same = (r: RunOutcome) => ({ stdout: r.overflow ? r.stdout.length <= 100_000 : r.stdout, stderr: r.stderr, code: r.spawnError ? 'n/a' : r.code, signal: r.signal, timedOut: r.timedOut, aborted: r.aborted, overflow: r.overflow, stderrDropped: r.stderrDropped, error: r.error, spawnError: r.spawnError?.code });

test('spawner: every outcome equals the direct spawn (output, status, error texts, stdout cap, stderr tail, missing command, cwd and env)', async () => {
  const sp = Spawner.start();
  assert.ok(sp, 'the helper starts');
  try {
    const cases: [string, { command: string[]; args: string[] }, Partial<RunOptions>][] = [
      ['output on both streams', sh('echo out; echo err >&2; printf "no newline"'), {}],
      ['exit status and stderr', sh('echo partial; echo "boom: bad" >&2; exit 3'), {}],
      ['cwd and environment', sh('pwd; echo "$CMP_X|${HOME-unset}"'), { env: { PATH: process.env.PATH ?? '', CMP_X: 'v a l' } }],
      ['killed by a signal', sh('kill -9 $$'), {}],
      ['stdout over the cap', sh('head -c 300000 /dev/zero | tr "\\0" x; sleep 5'), { maxStdout: 100_000 }],
      ['stderr over the kept tail', sh('i=0; while [ $i -lt 300 ]; do printf "line %05d %0200d\\n" $i 0 >&2; i=$((i+1)); done; echo done'), { maxStderr: 10_000 }],
      ['stderr in one big write', sh('head -c 200000 /dev/zero | tr "\\0" e >&2; printf END >&2'), { maxStderr: 10_000 }],
      ['a command that does not exist', { command: ['cmp-lint-no-such-command'], args: [] }, {}],
      ['a directory as the command', { command: [dir], args: [] }, {}],
    ];
    for (const [what, c, extra] of cases) {
      const direct = await runCommand(c, opts(extra));
      const before: number = sp.spawned;
      const via = await runCommand(c, opts({ ...extra, spawner: sp }));
      assert.equal(sp.spawned, before + 1, `${what}: started by the helper`);
      assert.deepEqual(same(via), same(direct), what);
    }
    // the command's parent is the helper, not this process
    const r = await runCommand(sh('echo $PPID'), opts({ spawner: sp }));
    assert.equal(Number(r.stdout), sp.pid);
  } finally {
    sp.close();
  }
});

test('spawner: the deadline and a cancellation end the whole process group, as without it', async () => {
  const sp = Spawner.start()!;
  try {
    for (const how of ['deadline', 'abort'] as const) {
      const pidFile = join(dir, `${how}-child.pid`);
      const ac = new AbortController();
      const o = opts({ spawner: sp, deadline: Date.now() + (how === 'deadline' ? 700 : 20_000), signal: ac.signal });
      // a child that ignores SIGTERM, in the command's group
      const run = runCommand(sh(`(trap '' TERM; sleep 30) & echo $! > ${pidFile}; wait`), o);
      if (how === 'abort') setTimeout(() => ac.abort(), 700);
      const res = await run;
      assert.equal(how === 'deadline' ? res.timedOut : res.aborted, true, how);
      assert.match(res.error ?? '', how === 'deadline' ? /context deadline exceeded|signal: killed|signal: terminated/ : /context canceled|signal: killed|signal: terminated/);
      const child = Number(readFileSync(pidFile, 'utf8'));
      assert.ok(await waitFor(() => processGone(child), 5000), `${how}: the TERM-ignoring child was killed with its group`);
    }
  } finally {
    sp.close();
  }
});

test('spawner: when the helper dies, the commands in flight fail and are killed, and later commands start directly', async () => {
  const sp = Spawner.start()!;
  const pidFile = join(dir, 'orphan.pid');
  const run = runCommand(sh(`sleep 30 & echo $! > ${pidFile}; wait`), opts({ spawner: sp }));
  assert.ok(await pidWritten(pidFile));
  // (a SIGKILL between the helper's fork and its report would leave the group unknown here)
  assert.ok(await waitFor(() => sp.reported === 1, 10_000), 'the helper reported the start');
  process.kill(sp.pid!, 'SIGKILL');
  const res = await run;
  assert.match(res.error ?? '', /the process launcher exited/);
  const child = Number(readFileSync(pidFile, 'utf8'));
  assert.ok(await waitFor(() => processGone(child), 5000), 'the command\'s group was killed');
  assert.equal(sp.usable, false);
  const after = await runCommand(sh('echo direct $PPID'), opts({ spawner: sp }));
  assert.equal(after.stdout, `direct ${process.pid}`);
});

test('spawner: closing it (the caller is done or gone) kills what it still runs', async () => {
  const sp = Spawner.start()!;
  const pidFile = join(dir, 'left.pid');
  const run = runCommand(sh(`sleep 30 & echo $! > ${pidFile}; wait`), opts({ spawner: sp }));
  assert.ok(await pidWritten(pidFile));
  sp.close();
  const res = await run;
  assert.notEqual(res.error, undefined);
  const child = Number(readFileSync(pidFile, 'utf8'));
  const state = () => {
    try {
      return readFileSync(`/proc/${child}/stat`, 'utf8');
    } catch {
      return 'gone';
    }
  };
  assert.ok(await waitFor(() => processGone(child), 10_000), `still there: ${state()} (${res.error})`);
});

test('diff: with many renders the plugin commands run under the helper, CMP_LINT_SPAWNER=0 forks cmp-lint itself; same report', async () => {
  const tmp = scratch('cmp-lint-spawner-diff-');
  const root = join(tmp, 'repo');
  const git = (...a: string[]) => execFileSync('git', ['-C', root, ...a], { encoding: 'utf8' }).trim();
  mkdirSync(root);
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 't');
  git('config', 'user.email', 't@cmp-lint.invalid');
  const write = (rel: string, text: string) => {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), text);
  };
  // the plugin notes its parent's pid in a file outside the repository (sandbox none)
  write('cmp/plugin.yaml', `apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata:\n  name: cat\nspec:\n  generate:\n    command: [sh, -c]\n    args: ['echo $PPID >> "$PARENTS_FILE"; cat manifests.txt']\n`);
  const N = 10;
  const app = (i: number, v: number) => {
    write(`argocd/app-${i}.yaml`, `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: app-${i}\n  namespace: argocd\nspec:\n  project: default\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: ns\n  source:\n    repoURL: https://example.com/r.git\n    targetRevision: HEAD\n    path: apps/app-${i}\n    plugin:\n      name: cat\n`);
    write(`apps/app-${i}/manifests.txt`, `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-${i}\ndata:\n  v: "${v}"\n`);
  };
  for (let i = 0; i < N; i++) app(i, 0);
  git('add', '-A');
  git('commit', '-qm', 'base');
  const base = git('rev-parse', 'HEAD');
  for (let i = 0; i < N; i++) app(i, 1);
  git('commit', '-qam', 'head');
  const run = async (spawnerSetting: string | undefined) => {
    const file = join(tmp, `parents-${spawnerSetting ?? 'default'}.txt`);
    writeFileSync(file, '');
    const prev = process.env.CMP_LINT_SPAWNER;
    if (spawnerSetting === undefined) delete process.env.CMP_LINT_SPAWNER;
    else process.env.CMP_LINT_SPAWNER = spawnerSetting;
    try {
      const r = await runDiff({ cwd: root, base, head: 'HEAD', hostEnv: { PATH: process.env.PATH, PARENTS_FILE: file }, passEnv: ['PARENTS_FILE'], handleSignals: false });
      return { r, parents: readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number) };
    } finally {
      if (prev === undefined) delete process.env.CMP_LINT_SPAWNER;
      else process.env.CMP_LINT_SPAWNER = prev;
    }
  };
  const viaHelper = await run(undefined); // 20 renders: over the threshold
  const direct = await run('0');
  assert.equal(viaHelper.r.stats?.renders, 2 * N);
  assert.equal(viaHelper.parents.length, 2 * N);
  assert.ok(viaHelper.parents.every((p) => p !== process.pid), `the helper started every command: ${viaHelper.parents}`);
  assert.equal(new Set(viaHelper.parents).size, 1, 'one helper for the run');
  assert.deepEqual(direct.parents, Array(2 * N).fill(process.pid), 'CMP_LINT_SPAWNER=0: cmp-lint forks itself');
  assert.ok(await waitFor(() => processGone(viaHelper.parents[0]), 5000), 'the helper ends with the run');
  const strip = (r: typeof direct.r) => JSON.stringify({ apps: r.apps, renders: r.stats?.renders });
  assert.equal(strip(viaHelper.r), strip(direct.r), 'same report');
  assert.equal(viaHelper.r.apps.filter((a) => a.status === 'changed').length, N);
});
