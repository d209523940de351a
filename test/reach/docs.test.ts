// What users read cites only what users have: no internal reference document or its sections in
// the rule pages, the README or the CLI's help (Argo CD's docs, source paths and issues instead).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from '../helpers/lint.js';

const INTERNAL = /argo-cd-cmp\.md|reference\s*§|\(reference \d|reference \d+\.\d+|`reference\//;

test('rule pages, README and --help cite no internal reference sections', () => {
  const texts: [string, string][] = [];
  for (const f of readdirSync(join(REPO, 'docs', 'rules'))) texts.push([`docs/rules/${f}`, readFileSync(join(REPO, 'docs', 'rules', f), 'utf8')]);
  texts.push(['README.md', readFileSync(join(REPO, 'README.md'), 'utf8')]);
  for (const args of [['--help'], ['render', '--help'], ['diff', '--help'], ['rules'], ['explain', '--help']]) {
    const r = spawnSync(process.execPath, [join(REPO, 'dist', 'cli.js'), ...args], { encoding: 'utf8' });
    texts.push([`cmp-lint ${args.join(' ')}`, r.stdout]);
  }
  for (const [where, text] of texts) {
    const m = INTERNAL.exec(text);
    assert.equal(m, null, `${where} cites an internal reference: …${m ? text.slice(Math.max(0, m.index - 40), m.index + 40) : ''}…`);
  }
});
