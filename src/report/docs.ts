// The rule pages (docs/rules/<id>.md) next to the running bundle: dist/../docs in the npm package
// and in the Action's checkout, src/../docs when run from source. `cmp-lint explain` prints them;
// SARIF carries them as each rule's help.markdown.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function rulePagePath(id: string): string | undefined {
  if (!/^[a-z0-9-]+$/.test(id)) return undefined;
  const here = dirname(fileURLToPath(import.meta.url));
  for (const base of [join(here, '..'), join(here, '..', '..')]) {
    const p = join(base, 'docs', 'rules', `${id}.md`);
    if (existsSync(p)) return p;
  }
  return undefined;
}

export function rulePage(id: string): string | undefined {
  const p = rulePagePath(id);
  return p === undefined ? undefined : readFileSync(p, 'utf8');
}
