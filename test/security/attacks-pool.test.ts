// Red-team attacks on the pooled workspace copies (issue 13's diff at scale, after issue 11): a
// render's copy goes back to the pool only when a walk finds it exactly as laid. A hostile plugin
// tries to leave something behind for the next render (a changed file whose mtime it puts back),
// and to break the clean-up with a directory nested thousands of levels deep. What must hold, in
// every sandbox mode: the next app sees pristine content, cmp-lint does not crash, no temp dir stays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { appYaml, gitRepo, modes, pluginYaml, ROOT, runCli, scratch } from './attack-helpers.js';

const PLUGIN = `case "$ARGOCD_APP_NAME" in
a1)
  # the next app's file: same size, new content, old mtime put back (only ctime can tell)
  f=../a2/x.txt
  touch -r "$f" /tmp/ref; printf 'B\\n' > "$f"; touch -r /tmp/ref "$f" ;;
a3)
  i=0; while [ $i -lt 2100 ]; do mkdir d && cd d || break; i=$((i+1)); done
  echo "nested $i" >&2 ;;
esac
printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: %s\\ndata:\\n  x: "%s"\\n' "$ARGOCD_APP_NAME" "$(cat x.txt)"
`;

for (const mode of modes()) {
  test(`pool, ${mode.name}: a plugin that changes the next app's file (mtime put back) or nests 2100 directories leaves nothing behind`, { skip: mode.skip }, async () => {
    const parent = scratch();
    const repo = gitRepo(parent, {
      'argocd/plugin.yaml': pluginYaml('pool', PLUGIN),
      'argocd/apps/a1.yaml': appYaml('a1', 'pool'),
      'argocd/apps/a2.yaml': appYaml('a2', 'pool'),
      'argocd/apps/a3.yaml': appYaml('a3', 'pool'),
      'apps/a1/x.txt': 'A\n',
      'apps/a2/x.txt': 'A\n',
      'apps/a3/x.txt': 'A\n',
    });
    const tmp = scratch('cmp-lint-pool-tmp-');
    const r = await runCli(['render', ...mode.args, '--format', 'json', '.'], { cwd: repo.root, env: { ...mode.env, TMPDIR: tmp }, timeoutMs: 120_000 });
    assert.doesNotMatch(r.stderr, /internal error|RangeError|at .*\.js:\d+/, r.stderr);
    assert.equal(r.code, 0, r.stderr);
    const out = JSON.parse(r.stdout) as unknown;
    const text = JSON.stringify(out);
    assert.match(text, /"name":"a2"[^}]*\}[^}]*"x":"A"|"x":"A"[^}]*\}[^{]*"name":"a2"/, `a2 must see its own file: ${text.slice(0, 2000)}`);
    assert.doesNotMatch(text, /"x":"B"/, 'a1\'s change reached a later render');
    assert.deepEqual(readdirSync(tmp), [], 'temp dirs left behind');
  });
}

// The pool's restore step writes cmp-lint's own kustomize edit back from the pristine copy. A tool
// that can write (a kustomize exec function enabled by argocd-cm) may have replaced that file with a
// FIFO: opening it for writing would block cmp-lint forever. Not reachable with `kubectl kustomize`
// (no exec functions), so this drives WorkspaceCache itself, in a child process with a deadline.
test('pool restore: a rewritten file a tool replaced with a FIFO is discarded, never opened (no hang)', () => {
  const dir = scratch('cmp-lint-pool-fifo-');
  const script = `
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { WorkspaceCache } from ${JSON.stringify(join(ROOT, 'src/render/workspace.ts'))};
const src = join(${JSON.stringify(dir)}, 'src');
mkdirSync(src);
writeFileSync(join(src, 'kustomization.yaml'), 'resources: []\\n');
const cache = new WorkspaceCache(join(${JSON.stringify(dir)}, 'cache'));
const l = cache.lease(src);
rmSync(join(l.dir, 'kustomization.yaml'));
execFileSync('mkfifo', [join(l.dir, 'kustomization.yaml')]);
l.release(true, ['kustomization.yaml']);
console.log(JSON.stringify(cache.stats));
`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
  assert.equal(r.error, undefined, 'release() blocked on the FIFO');
  assert.equal(r.status, 0, r.stderr);
  assert.equal(JSON.parse(r.stdout.trim()).discarded, 1);
});

// The same restore, when the tool swapped a parent directory of the rewritten file for a link to a
// directory outside the copy holding a file of that name: the write would follow the link and
// overwrite that file on the host. The copy is discarded; the outside file keeps its content.
test('pool restore: a parent directory a tool swapped for a link outside the copy is not written through', () => {
  const dir = scratch('cmp-lint-pool-link-');
  const script = `
import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WorkspaceCache } from ${JSON.stringify(join(ROOT, 'src/render/workspace.ts'))};
const d = ${JSON.stringify(dir)};
const src = join(d, 'src');
mkdirSync(join(src, 'app'), { recursive: true });
writeFileSync(join(src, 'app', 'kustomization.yaml'), 'resources: []\\n');
mkdirSync(join(d, 'victim'));
writeFileSync(join(d, 'victim', 'kustomization.yaml'), 'victim\\n');
const cache = new WorkspaceCache(join(d, 'cache'));
const l = cache.lease(src);
renameSync(join(l.dir, 'app'), join(l.dir, 'app-moved'));
symlinkSync(join(d, 'victim'), join(l.dir, 'app'));
l.release(true, ['app/kustomization.yaml']);
console.log(JSON.stringify(cache.stats));
`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
  assert.equal(r.status, 0, r.stderr);
  assert.equal(readFileSync(join(dir, 'victim', 'kustomization.yaml'), 'utf8'), 'victim\n', 'the restore wrote through the link');
  assert.equal(JSON.parse(r.stdout.trim()).discarded, 1);
});
