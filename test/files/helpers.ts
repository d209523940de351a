// Temp-dir trees for the discovery tests.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';

/** A fresh temp dir (real path, so symlink checks compare like with like). */
export function tempDir(prefix = 'cmp-lint-files-'): { dir: string; cleanup: () => void } {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Write files (relative path → content) under root; a key ending in "/" makes a directory. */
export function writeTree(root: string, files: Record<string, string | Uint8Array>): void {
  for (const [rel, content] of Object.entries(files)) {
    const abs = join(root, rel);
    if (rel.endsWith('/')) {
      mkdirSync(abs, { recursive: true });
      continue;
    }
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
}

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
