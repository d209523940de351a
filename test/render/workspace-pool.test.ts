// WorkspaceCache leases (issue 13, diff at scale): a render's repository copy is reused by a later
// render only when it is exactly as laid; a render that wrote to it, or left a process that still
// can, never hands its changes to another render. Native sources that only read the checkout use
// no copy at all.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { watch } from 'node:fs';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderSource, WorkspaceCache, type RenderOptions, type RenderResult } from '../../src/render/index.js';
import { detectHost, resolveSandbox } from '../../src/render/sandbox/index.js';
import { buildOptionsWrite } from '../../src/native/index.js';
import { Spawner } from '../../src/render/spawner.js';
import { plugin, sh, source, tempRepo } from './helpers.js';

const work = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-pool-')));
after(() => rmSync(work, { recursive: true, force: true }));

const CM = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`;

function repo() {
  return tempRepo({
    'apps/a/state.txt': 'pristine\n',
    'apps/a/cm.yaml': CM('a'),
    'apps/b/cm.yaml': CM('b'),
  });
}

function opts(root: string, cache: WorkspaceCache, script: string, extra: Partial<RenderOptions> = {}): RenderOptions {
  return {
    repoRoot: root,
    source: source({ path: 'apps/a', plugin: { name: 'p' } }),
    plugins: [plugin({ name: 'p', generate: sh(script) })],
    sidecars: [],
    hostEnv: { PATH: process.env.PATH },
    tmpRoot: work,
    workspaceCache: cache,
    ...extra,
  };
}

const nameOf = (r: RenderResult) => (r.manifests[0]?.metadata as { name?: string } | undefined)?.name;

/** The manifest a script prints: a ConfigMap whose name is the first word of state.txt. */
const PRINT = 'printf "apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: %s\\n" "$(head -c 40 state.txt | tr -cd a-z)"';

test('a copy the render left as laid is reused by the next render', async () => {
  const { root, cleanup } = repo();
  try {
    const cache = new WorkspaceCache(join(work, 'c1'));
    const r1 = await renderSource(opts(root, cache, PRINT));
    const r2 = await renderSource(opts(root, cache, PRINT));
    assert.equal(r1.error, undefined, r1.error?.message);
    assert.deepEqual([nameOf(r1), nameOf(r2)], ['pristine', 'pristine']);
    assert.deepEqual(cache.stats, { laid: 1, reused: 1, discarded: 0 });
  } finally {
    cleanup();
  }
});

test('a render that wrote to its copy (content, a new file, a touch) never passes it on', async () => {
  const { root, cleanup } = repo();
  try {
    const cache = new WorkspaceCache(join(work, 'c2'));
    const writers = [
      `${PRINT}; echo poisoned > state.txt`, // content
      `${PRINT}; echo x > ../new-file`, // a new file elsewhere in the repository copy
      `${PRINT}; touch -d 2001-01-01 state.txt`, // metadata only (mtime; ctime changes too)
      `${PRINT}; chmod 600 cm.yaml`,
      // names added, removed or moved: seen through the directory's own record, not a new listing
      `${PRINT}; mkdir -p ../b/x/y && echo x > ../b/x/y/deep`, // a new subtree
      `${PRINT}; rm ../b/cm.yaml`, // a file removed
      `${PRINT}; mv ../b/cm.yaml ../b/cm2.yaml`, // renamed in its directory
      `${PRINT}; mv ../b/cm.yaml cm-moved.yaml`, // moved to another directory
      `${PRINT}; echo t > ../b/tmp && rm ../b/tmp`, // added and removed again: the same names
      `${PRINT}; rm -r ../b && ln -s a ../b`, // a directory replaced by a link
      `${PRINT}; cat state.txt > s2 && mv s2 state.txt`, // replaced by an equal file
    ];
    for (const w of writers) {
      const r = await renderSource(opts(root, cache, w));
      assert.equal(r.error, undefined, r.error?.message);
      assert.equal(nameOf(r), 'pristine', w);
      // the next render sees the repository as committed
      const check = await renderSource(opts(root, cache, `${PRINT}; test ! -e ../new-file && test "$(stat -c %a cm.yaml)" = 644 && test "$(find .. | sort | tr '\\n' ' ')" = '.. ../a ../a/cm.yaml ../a/state.txt ../b ../b/cm.yaml '`));
      assert.equal(check.error, undefined, `${w}: ${check.error?.message}`);
      assert.equal(nameOf(check), 'pristine', w);
    }
    assert.equal(cache.stats.discarded, writers.length);
    assert.equal(readFileSync(join(root, 'apps/a/state.txt'), 'utf8'), 'pristine\n'); // the source is never touched
  } finally {
    cleanup();
  }
});

test('a copy a leftover process can still write to is discarded, not reused', async () => {
  const { root, cleanup } = repo();
  try {
    const cache = new WorkspaceCache(join(work, 'c3'));
    // a background job that ignores SIGTERM, lets go of the output pipes and writes after the render is over
    const r1 = await renderSource(opts(root, cache, `(trap "" TERM; sleep 0.4; echo poisoned > state.txt) >/dev/null 2>&1 & ${PRINT}`, { killGraceMs: 1500 }));
    assert.equal(nameOf(r1), 'pristine');
    assert.equal(cache.stats.discarded, 1);
    const r2 = await renderSource(opts(root, cache, `sleep 0.8; ${PRINT}`));
    assert.equal(nameOf(r2), 'pristine');
  } finally {
    cleanup();
  }
});

const KUBECTL = (() => {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

test('native: a directory app reads the checkout in place (no copy); kustomize edits are put back before a copy is reused', { skip: !KUBECTL && 'kubectl is not on PATH (kustomize part)' }, async () => {
  const { root, cleanup } = tempRepo({
    'plain/cm.yaml': CM('plain'),
    'k/kustomization.yaml': 'resources:\n  - cm.yaml\n',
    'k/cm.yaml': CM('web'),
  });
  try {
    const cache = new WorkspaceCache(join(work, 'c4'));
    const native = (path: string, type: 'directory' | 'kustomize', raw: Record<string, unknown> = {}) => {
      const s = source({ path, types: [type] });
      Object.assign(s.raw, raw);
      return renderSource({ repoRoot: root, source: s, plugins: [], sidecars: [], hostEnv: { PATH: process.env.PATH }, tmpRoot: work, workspaceCache: cache });
    };
    const d = await native('plain', 'directory');
    assert.deepEqual(d.manifests.map((m) => (m.metadata as { name: string }).name), ['plain']);
    assert.deepEqual(cache.stats, { laid: 0, reused: 0, discarded: 0 });
    // the first app's namePrefix must not reach the second: the edited kustomization is put back
    const a = await native('k', 'kustomize', { kustomize: { namePrefix: 'first-' } });
    const b = await native('k', 'kustomize', { kustomize: { nameSuffix: '-second' } });
    const c = await native('k', 'kustomize');
    assert.deepEqual([a, b, c].map((r) => r.error?.message ?? r.manifests.map((m) => (m.metadata as { name: string }).name).join()), ['first-web', 'web-second', 'web']);
    assert.deepEqual(cache.stats, { laid: 1, reused: 1, discarded: 0 });
    assert.equal(readFileSync(join(root, 'k/kustomization.yaml'), 'utf8'), 'resources:\n  - cm.yaml\n');
  } finally {
    cleanup();
  }
});

// A `kustomize` on PATH that reads the app's state.txt and namePrefix, then tries to write state.txt
// in the copy it builds: prints a ConfigMap `<prefix>web` with the state it read and whether the
// write went through (`rw`) or was refused (`ro`).
function writingKustomize(): string {
  const bin = join(work, `bin-${Math.random().toString(36).slice(2)}`);
  mkdirSync(bin);
  writeFileSync(
    join(bin, 'kustomize'),
    `#!/bin/sh
d="$2"
state=$(tr -cd a-z < "$d/state.txt")
if (echo poisoned > "$d/state.txt") 2>/dev/null; then w=rw; else w=ro; fi
p=$(sed -n 's/^namePrefix: //p' "$d/kustomization.yaml")
printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: %sweb\\ndata:\\n  state: %s\\n  write: %s\\n' "$p" "$state" "$w"
`,
  );
  chmodSync(join(bin, 'kustomize'), 0o755);
  return bin;
}

function kustomizeRepo() {
  return tempRepo({ 'k/kustomization.yaml': 'resources:\n  - cm.yaml\n', 'k/cm.yaml': CM('web'), 'k/state.txt': 'pristine\n' });
}

const shown = (r: RenderResult) => r.error?.message ?? r.manifests.map((m) => `${(m.metadata as { name: string }).name} ${JSON.stringify(m.data)}`).join();

test('kustomize build options that let the build write (helm, exec and alpha plugins, -o/--output in any pflag form) get the full check', () => {
  for (const o of ['--enable-helm', '--enable-alpha-plugins --enable-exec', '--enable-star', '-o out', '-o=out', '-oout', '-eo out', '--output out', '--output=out', '--load-restrictor LoadRestrictionsNone -o x'])
    assert.equal(buildOptionsWrite(o), true, o);
  for (const o of [undefined, '', '--load-restrictor LoadRestrictionsNone', '--reorder none', '--load-restrictor=LoadRestrictionsNone', '--stack-trace'])
    assert.equal(buildOptionsWrite(o), false, String(o));
});

const HOST = detectHost();
test('kustomize edits in the host sandbox: the copy is read-only for the build, the edit is put back, the copy is reused', { skip: HOST.tool !== 'bwrap' && `no bubblewrap here: ${HOST.why}` }, async () => {
  const { root, cleanup } = kustomizeRepo();
  try {
    const cache = new WorkspaceCache(join(work, 'c5'));
    const sandbox = resolveSandbox({ mode: 'host' });
    const bin = writingKustomize();
    const native = (raw: Record<string, unknown>) => {
      const s = source({ path: 'k', types: ['kustomize'] });
      Object.assign(s.raw, raw);
      return renderSource({ repoRoot: root, source: s, plugins: [], sidecars: [], hostEnv: { PATH: `${bin}:${process.env.PATH}` }, tmpRoot: work, workspaceCache: cache, sandbox });
    };
    const a = await native({ kustomize: { namePrefix: 'first-' } });
    const b = await native({ kustomize: { namePrefix: 'second-' } });
    const c = await native({ kustomize: { namePrefix: 'third-' } });
    assert.deepEqual([a, b, c].map(shown), [
      'first-web {"state":"pristine","write":"ro"}',
      'second-web {"state":"pristine","write":"ro"}',
      'third-web {"state":"pristine","write":"ro"}',
    ]);
    assert.deepEqual(cache.stats, { laid: 1, reused: 2, discarded: 0 });
    assert.equal(readFileSync(join(root, 'k/state.txt'), 'utf8'), 'pristine\n');
  } finally {
    cleanup();
  }
});

test('kustomize edits with build options that write: a build that wrote to its copy never passes it on', async () => {
  const { root, cleanup } = kustomizeRepo();
  try {
    const cache = new WorkspaceCache(join(work, 'c6'));
    const bin = writingKustomize();
    for (const [i, buildOptions] of ['--enable-helm', '-o out'].entries()) {
      const native = (prefix: string) => {
        const s = source({ path: 'k', types: ['kustomize'] });
        Object.assign(s.raw, { kustomize: { namePrefix: prefix } });
        return renderSource({ repoRoot: root, source: s, plugins: [], sidecars: [], hostEnv: { PATH: `${bin}:${process.env.PATH}` }, tmpRoot: work, workspaceCache: cache, kustomizeBuildOptions: buildOptions });
      };
      const a = await native('first-');
      const b = await native('second-');
      // no sandbox: the stub's write goes through, and the copy is discarded each time
      assert.deepEqual([a, b].map(shown), ['first-web {"state":"pristine","write":"rw"}', 'second-web {"state":"pristine","write":"rw"}'], buildOptions);
      assert.equal(cache.stats.discarded, 2 * (i + 1), buildOptions);
    }
    assert.equal(readFileSync(join(root, 'k/state.txt'), 'utf8'), 'pristine\n');
  } finally {
    cleanup();
  }
});

test('leaseAsync lays the same copy as lease (its cp started by the helper process when one is set) and reuses it likewise', async () => {
  const { root, cleanup } = repo();
  const spawner = Spawner.start();
  assert.ok(spawner, 'the helper process starts');
  try {
    const cache = new WorkspaceCache(join(work, 'c7'));
    cache.spawner = spawner;
    const listing = (d: string) => execFileSync('sh', ['-c', 'cd "$1" && find . -printf "%p %y %m %s %l\\n" | sort && cat apps/a/state.txt', 'sh', d], { encoding: 'utf8' });
    const a = cache.lease(root, { preserveFileMode: true });
    const b = await cache.leaseAsync(root, { preserveFileMode: true });
    assert.notEqual(a.dir, b.dir);
    assert.equal(listing(b.dir), listing(a.dir));
    assert.match(listing(b.dir), /\.\/apps\/a\/state\.txt f 644 9 \n/);
    assert.equal(spawner.spawned, 1, 'the cp went through the helper');
    a.release();
    b.release();
    const c = await cache.leaseAsync(root, { preserveFileMode: true });
    assert.ok([a.dir, b.dir].includes(c.dir), 'a released copy is reused');
    assert.deepEqual(cache.stats, { laid: 2, reused: 1, discarded: 0 });
    c.release();
    // without a helper the cp is started directly: the same copy
    const direct = new WorkspaceCache(join(work, 'c8'));
    const d = await direct.leaseAsync(root, { preserveFileMode: true });
    assert.equal(listing(d.dir), listing(a.dir));
    d.release();
  } finally {
    spawner.close();
    cleanup();
  }
});

test('native: a directory app that runs no command makes no temp directory; one with a command (kustomize) makes one and removes it', { skip: !KUBECTL && 'kubectl is not on PATH' }, async () => {
  const { root, cleanup } = tempRepo({ 'plain/cm.yaml': CM('plain'), 'k/kustomization.yaml': 'resources:\n  - cm.yaml\n', 'k/cm.yaml': CM('web') });
  const tmpRoot = realpathSync(mkdtempSync(join(work, 'lazy-')));
  try {
    const made = async (path: string, type: 'directory' | 'kustomize') => {
      const names: string[] = [];
      const w = watch(tmpRoot, (_e, name) => names.push(String(name)));
      try {
        const r = await renderSource({ repoRoot: root, source: source({ path, types: [type] }), plugins: [], sidecars: [], hostEnv: { PATH: process.env.PATH }, tmpRoot });
        assert.equal(r.error, undefined, r.error?.message);
        assert.equal(r.manifests.length, 1);
        await new Promise((res) => setTimeout(res, 50)); // let the watcher's events in
      } finally {
        w.close();
      }
      return [...new Set(names)].length;
    };
    assert.equal(await made('plain', 'directory'), 0);
    assert.equal(await made('k', 'kustomize'), 1);
    assert.deepEqual(execFileSync('ls', ['-A', tmpRoot], { encoding: 'utf8' }), '');
  } finally {
    cleanup();
  }
});
