// Container mode on a runner that is not root, with a rootful runtime (a GitHub-hosted runner: uid
// 1001 and the docker daemon): what a plugin makes as uid 999 belongs to uid 999 on the runner, and
// a 0700 directory of it (or a plain 0755 one with files) could not be removed by the runner, so the
// render's temp directories were left behind. Real podman service (rootful), the bundled CLI run as
// `nobody` through `podman --remote`. Skips where this machine cannot set that up.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appYaml, CLI, gitRepo, pluginYaml } from './attack-helpers.js';
import { scratchDir, testImage } from './helpers.js';

const NOBODY = 65534;

function hasBinary(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function chownTree(dir: string, uid: number): void {
  spawnSync('chown', ['-R', `${uid}:${uid}`, dir]);
}

interface Remote {
  bin: string;
  scratch: string;
}

/** A rootful podman service on a socket anyone may use (like a docker daemon and its group), and a `podman` on PATH talking to it; undefined (with why) where this machine cannot. */
async function rootfulService(t: { after: (fn: () => void) => void }, scratch: string): Promise<Remote | string> {
  if (process.getuid?.() !== 0) return 'needs root here: to start a rootful podman service and run cmp-lint as another user';
  if (!hasBinary('podman')) return 'podman is not installed';
  const sock = join(scratch, 'podman.sock');
  const conf = join(scratch, 'containers.conf');
  writeFileSync(conf, '[containers]\ndefault_ulimits = []\n');
  const runtime = hasBinary('runc') ? ['--runtime', 'runc'] : [];
  const service: ChildProcess = spawn('podman', [...runtime, 'system', 'service', '--time=0', `unix://${sock}`], { env: { ...process.env, CONTAINERS_CONF: conf }, stdio: 'ignore', detached: true });
  t.after(() => {
    try {
      process.kill(-(service.pid as number), 'SIGKILL');
    } catch {
      /* gone */
    }
  });
  for (let i = 0; i < 100 && !existsSync(sock); i++) await new Promise((r) => setTimeout(r, 100));
  if (!existsSync(sock)) return 'the podman service did not start';
  chmodSync(sock, 0o666);
  const bin = join(scratch, 'bin');
  mkdirSync(bin);
  const real = spawnSync('sh', ['-c', 'command -v podman'], { encoding: 'utf8' }).stdout.trim();
  writeFileSync(join(bin, 'podman'), `#!/bin/sh\nexec ${real} --remote --url unix://${sock} "$@"\n`, { mode: 0o755 });
  chmodSync(join(bin, 'podman'), 0o755);
  const probe = spawnSync('podman', ['--remote', '--url', `unix://${sock}`, 'info', '--format', '{{.Host.Security.Rootless}}'], { encoding: 'utf8', timeout: 30_000 });
  if (probe.stdout.trim() !== 'false') return `no rootful podman service here: ${probe.stderr.trim()}`;
  return { bin, scratch };
}

/** The CLI as nobody in `repo` with TMPDIR `tmp`; what is left of cmp-lint's in TMPDIR afterwards. */
function runAsNobody(remote: Remote, cwd: string, home: string, args: string[]): { run: ReturnType<typeof spawnSync>; left: string[]; listing: () => string } {
  const tmp = join(remote.scratch, `tmp-${Math.random().toString(36).slice(2, 8)}`);
  const xdg = join(remote.scratch, `xdg-${Math.random().toString(36).slice(2, 8)}`);
  mkdirSync(tmp);
  mkdirSync(xdg, { mode: 0o700 });
  chownTree(home, NOBODY);
  chownTree(tmp, NOBODY);
  chownTree(xdg, NOBODY);
  const run = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    uid: NOBODY,
    gid: NOBODY,
    env: { PATH: `${remote.bin}:${process.env.PATH}`, TMPDIR: tmp, HOME: home, XDG_RUNTIME_DIR: xdg, NO_COLOR: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
    encoding: 'utf8',
    timeout: 180_000,
  });
  return { run, left: readdirSync(tmp).filter((n) => n.startsWith('cmp-lint-')), listing: () => spawnSync('find', [tmp, '-path', `${tmp}/cmp-lint-*`, '-ls'], { encoding: 'utf8' }).stdout.slice(0, 3000) };
}

test('container mode, runner not root, rootful runtime: nothing a plugin made as uid 999 is left behind', async (t) => {
  const scratch = scratchDir('cmp-lint-sec-left-');
  t.after(() => scratch.cleanup());
  chmodSync(scratch.dir, 0o755);
  const remote = await rootfulService(t, scratch.dir);
  if (typeof remote === 'string') return t.skip(remote);
  const img = testImage(scratch.dir);
  if (!img.image) return t.skip(img.skip ?? 'no test image');
  const parent = join(scratch.dir, 'home');
  mkdirSync(parent);
  const plugin = [
    'mkdir -p /tmp/private/deep ./made/deep',
    'touch /tmp/private/deep/f ./made/deep/f /tmp/loose',
    'chmod 700 /tmp/private ./made',
    `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: ok\\n'`,
  ].join('\n');
  const repo = gitRepo(parent, { 'argocd/plugin.yaml': pluginYaml('mk', plugin), 'argocd/apps/demo.yaml': appYaml('demo', 'mk'), 'apps/demo/x.txt': 'x\n' });
  const r = runAsNobody(remote, repo.root, parent, ['render', '--sandbox', 'container', '--runtime', 'podman', '--image', img.image, '.']);
  assert.equal(r.run.status, 0, String(r.run.stderr));
  assert.match(String(r.run.stdout), /name: ok/);
  // podman's own runtime directories of the client aside, the run's temp directories are gone
  assert.deepEqual(r.left, [], `left behind in TMPDIR: ${r.listing()}`);
});
