// The one way the tests write files into a scratch git repository and commit them.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Write (or, for null, delete) each repo-relative file, then commit everything; returns the new HEAD. */
export function commitFiles(root: string, git: (...args: string[]) => string, changes: Record<string, string | null>, message: string): string {
  for (const [rel, text] of Object.entries(changes)) {
    const p = join(root, rel);
    if (text === null) rmSync(p, { force: true });
    else {
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(p, text);
    }
  }
  git('add', '-A');
  git('commit', '-q', '--allow-empty', '-m', message);
  return git('rev-parse', 'HEAD').trim();
}
