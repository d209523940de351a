// Shared pieces of the attack tests: real processes, real namespaces, real git.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectHost, detectRuntime, resolveSandbox, type Limits, type Sandbox } from '../../src/render/sandbox/index.js';

export const MANIFEST = `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: out\\n'`;

/** The host sandbox when this machine can create namespaces, else a reason to skip. */
export function hostSandbox(): { sb?: Sandbox; skip?: string } {
  const h = detectHost();
  if (!h.tool) return { skip: `no namespaces here: ${h.why}` };
  return { sb: resolveSandbox({ mode: 'host' }) };
}

export function bwrapSandbox(): { sb?: Sandbox; skip?: string } {
  const h = detectHost();
  if (h.tool !== 'bwrap') return { skip: `bubblewrap cannot run here: ${h.why || 'only unshare works'}` };
  return { sb: resolveSandbox({ mode: 'host' }) };
}

export function runtimeOrSkip(): { skip?: string } {
  const d = detectRuntime();
  return d.runtime ? {} : { skip: `no container runtime works here: ${d.why}` };
}

export function scratchDir(prefix: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Processes whose command line holds `marker` (to find a plugin's leftovers from outside its PID namespace). */
export function processesWith(marker: string): number[] {
  const out: number[] = [];
  for (const n of readdirSync('/proc')) {
    if (!/^\d+$/.test(n)) continue;
    try {
      const cmd = readFileSync(`/proc/${n}/cmdline`, 'utf8').split('\0').join(' ');
      if (!cmd.includes(marker)) continue;
      const stat = readFileSync(`/proc/${n}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
      if (state !== 'Z' && state !== 'X') out.push(Number(n));
    } catch {
      /* gone */
    }
  }
  return out;
}

/** A git repository with one commit holding `files`; git runs without the user's configuration. */
export function gitRepo(root: string) {
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' };
  const git = (...a: string[]) => execFileSync('git', ['-C', root, ...a], { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q', '-b', 'main');
  git('config', 'commit.gpgsign', 'false');
  return { root, git };
}

/** Everything about a repository a plugin must not be able to change. */
export function repoState(git: (...a: string[]) => string): string {
  const safe = (...a: string[]) => {
    try {
      return git(...a);
    } catch (e) {
      return `(${(e as Error).message.split('\n')[0]})`;
    }
  };
  return [
    safe('config', '--list', '--local'),
    safe('show-ref'),
    safe('worktree', 'list', '--porcelain'),
    safe('rev-parse', '--git-path', 'hooks'),
    safe('status', '--porcelain', '--ignored'),
    safe('count-objects', '-v'),
  ].join('\n----\n');
}

function findBusybox(): string | undefined {
  for (const p of ['/bin/busybox', '/usr/bin/busybox', '/usr/lib/busybox/busybox']) {
    try {
      const out = execFileSync('file', ['-L', p], { encoding: 'utf8' });
      if (/statically linked|static-pie/.test(out)) return p;
    } catch {
      /* next */
    }
  }
  return undefined;
}

/** localhost/cmp-lint-test:<hash of the busybox binary>, imported from a rootfs tarball once. */
export function testImage(scratchDir: string, limits?: Partial<Limits>): { sb?: Sandbox; image?: string; skip?: string } {
  const d = detectRuntime();
  if (!d.runtime) return { skip: `no container runtime works here: ${d.why}` };
  const bb = findBusybox();
  if (!bb) return { skip: 'busybox-static is not installed (apt-get install busybox-static)' };
  const hash = createHash('sha256').update(readFileSync(bb)).digest('hex').slice(0, 12);
  const image = `localhost/cmp-lint-test:${hash}`;
  const rt = d.runtime;
  if (spawnSync(rt, ['image', 'inspect', image], { stdio: 'ignore' }).status !== 0) {
    const rootfs = join(scratchDir, 'rootfs');
    for (const dir of ['bin', 'tmp', 'etc']) mkdirSync(join(rootfs, dir), { recursive: true });
    copyFileSync(bb, join(rootfs, 'bin', 'busybox'));
    chmodSync(join(rootfs, 'bin', 'busybox'), 0o755);
    for (const c of ['sh', 'cat', 'env', 'id', 'ls', 'printf', 'sleep', 'touch', 'echo', 'pwd', 'setsid', 'readlink', 'grep', 'wc', 'tr', 'head', 'mkdir', 'rm', 'wget', 'nc', 'ps', 'sed']) {
      symlinkSync('busybox', join(rootfs, 'bin', c));
    }
    const tar = join(scratchDir, 'rootfs.tar');
    execFileSync('tar', ['-C', rootfs, '-cf', tar, '.']);
    const imp = spawnSync(rt, ['import', '-q', tar, image], { encoding: 'utf8' });
    if (imp.status !== 0) return { skip: `${rt} import failed: ${imp.stderr.trim()}` };
  }
  return { sb: resolveSandbox({ mode: 'container', runtime: rt, limits }), image };
}

