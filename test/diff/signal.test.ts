import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gitRepo, scratch, ls, appYaml } from './helpers.js';
import { processGone, waitFor } from '../render/helpers.js';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const child = fileURLToPath(new URL('../fixtures/diff/diff-child.ts', import.meta.url));

test('SIGINT during renders: exit 130, plugin processes killed, worktrees and temp dirs removed', async () => {
  const tmp = scratch('cmp-lint-diff-sig-');
  const pids = scratch('cmp-lint-diff-pids-');
  const repo = gitRepo(tmp);
  const plugin = `apiVersion: argoproj.io/v1alpha1
kind: ConfigManagementPlugin
metadata:
  name: gen
spec:
  generate:
    command: [sh, -c]
    args: ['echo $$ > ${pids}/pid-$ARGOCD_APP_REVISION; exec sleep 30']
`;
  repo.commit({ 'cmp/plugin.yaml': plugin, 'argocd/slow.yaml': appYaml('slow', { path: 'apps/slow' }), 'apps/slow/a.txt': '1' }, 'base');
  const base = repo.git('rev-parse', 'HEAD').trim();
  const head = repo.commit({ 'apps/slow/a.txt': '2' }, 'head');
  const proc = spawn(process.execPath, ['--import', 'tsx', child, repo.root, base, tmp], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr.on('data', (d) => (stderr += d));
  const closed = new Promise<number | null>((r) => proc.on('close', (code) => r(code)));
  const pidFiles = [join(pids, `pid-${base}`), join(pids, `pid-${head}`)];
  assert.ok(await waitFor(() => pidFiles.every((f) => existsSync(f) && readFileSync(f, 'utf8').trim() !== ''), 20_000), `plugins did not start: ${stderr}`);
  assert.deepEqual(repo.worktrees(), [repo.root], 'each side is laid out in a throwaway repository, never a worktree of the user\'s');
  proc.kill('SIGINT');
  assert.equal(await closed, 130, stderr);
  assert.match(stderr, /interrupted/);
  for (const f of pidFiles) {
    const pid = Number(readFileSync(f, 'utf8').trim());
    assert.ok(await waitFor(() => processGone(pid), 5000), `plugin process ${pid} still running`);
  }
  assert.deepEqual(repo.worktrees(), [repo.root]);
  assert.deepEqual(
    ls(tmp).filter((n) => n.startsWith('cmp-lint-')),
    [],
  );
});
