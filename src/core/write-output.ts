// `-o/--output FILE` of lint, render and diff. A repository can commit a symbolic link at the name a
// user passes (`diff.md -> ../.git/hooks/pre-commit`): writing through it would put repository-made
// text into the user's hook. A link that sits inside a git work tree is therefore not followed; a
// link elsewhere (`/dev/stdout`, the user's own) still is.
import { existsSync, lstatSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

function insideWorkTree(file: string): boolean {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return true;
    if (dirname(dir) === dir) return false;
  }
}

/** Write the report file; throws (no `code`) when `file` is a symbolic link inside a git work tree. */
export function writeOutputFile(file: string, text: string): void {
  let link = false;
  try {
    link = lstatSync(file).isSymbolicLink();
  } catch {
    // missing: written below
  }
  if (link && insideWorkTree(file)) throw new Error('it is a symbolic link inside a git work tree (not followed)');
  writeFileSync(file, text);
}
