// Removing the temp trees that plugin and tool code wrote into. Node's recursive rmSync walks the
// tree on the JavaScript stack and with full paths: a directory nested a few thousand levels deep
// (made by a plugin in its workspace copy) overflows the stack ("internal error") or passes PATH_MAX,
// and the tree stays on disk. `rm -rf` walks relative to open directories and has neither limit.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Remove `dir` and everything below it; never throws. True when it is gone. */
export function removeTree(dir: string): boolean {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    return true;
  } catch {
    /* deep or long-named tree, or a straggler still writing: try the system's rm */
  }
  if (process.platform === 'win32') return false;
  const r = spawnSync('rm', ['-rf', '--', dir], { stdio: 'ignore', timeout: 120_000 });
  return r.status === 0;
}
