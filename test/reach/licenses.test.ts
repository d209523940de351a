// dist/licenses.txt: the licence of every third-party package inside the bundles. The bundles are
// rebuilt here in memory (esbuild metafiles) and the committed file must list exactly their
// packages, each with its licence text; a new dependency without a notice fails this test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { REPO } from '../helpers/lint.js';
// @ts-expect-error: a plain .mjs build script without type declarations
import { bundledPackages, licensesText } from '../../scripts/licenses.mjs';

test('dist/licenses.txt lists every package bundled into dist/cli.js and dist/index.js, with its licence text', async () => {
  const metafiles = [];
  for (const entry of ['src/bin.ts', 'src/action.ts']) {
    const r = await build({ entryPoints: [join(REPO, entry)], bundle: true, platform: 'node', format: 'esm', target: 'node20', write: false, metafile: true, logLevel: 'silent', absWorkingDir: REPO, define: { __CMP_LINT_VERSION__: '"0"' } });
    metafiles.push(r.metafile);
  }
  metafiles.push({ inputs: { 'node_modules/ajv/package.json': {} } }); // inlined into the validators
  const dirs: string[] = bundledPackages(metafiles);
  for (const must of ['node_modules/yaml', 'node_modules/@actions/core', 'node_modules/picomatch']) assert.ok(dirs.includes(must), must);
  const committed = readFileSync(join(REPO, 'dist', 'licenses.txt'), 'utf8');
  assert.equal(committed, licensesText(REPO, dirs), 'dist/licenses.txt is stale: run npm run build');
  // every entry carries a licence text, not only a name
  const entries = committed.split(/^={78}$/m).slice(1);
  assert.equal(entries.length, new Set(dirs.map((d) => JSON.parse(readFileSync(join(REPO, d, 'package.json'), 'utf8')).name + '@')).size);
  for (const e of entries) assert.match(e, /permission|Permission|licen[cs]e/i, e.slice(0, 80));
});
