// Third-party licence notices for the bundles: every npm package esbuild put into dist/cli.js or
// dist/index.js (from the build's metafiles), with its licence text, in dist/licenses.txt.
// Used by scripts/build.mjs; test/reach/licenses.test.ts checks the committed file against it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** node_modules package directories (relative, "/"-separated) that the metafiles' inputs come from. */
export function bundledPackages(metafiles) {
  const dirs = new Set();
  for (const meta of metafiles) {
    for (const input of Object.keys(meta.inputs)) {
      const parts = input.split(/[\\/]/);
      const i = parts.lastIndexOf('node_modules');
      if (i < 0) continue;
      const n = parts[i + 1]?.startsWith('@') ? 2 : 1;
      dirs.add(parts.slice(parts.indexOf('node_modules'), i + 1 + n).join('/')); // from the top node_modules: nested copies keep their path
    }
  }
  return [...dirs].sort();
}

const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\.(md|txt|markdown))?$/i;

/** The text of dist/licenses.txt for these package directories (relative to `root`). */
export function licensesText(root, dirs) {
  const entries = [];
  for (const dir of dirs) {
    const abs = join(root, ...dir.split('/'));
    const pkg = JSON.parse(readFileSync(join(abs, 'package.json'), 'utf8'));
    const files = readdirSync(abs).filter((f) => LICENSE_FILE.test(f)).sort();
    const texts = files.map((f) => readFileSync(join(abs, f), 'utf8').replace(/\r\n/g, '\n').trim());
    const license = typeof pkg.license === 'string' ? pkg.license : pkg.license?.type ?? 'UNKNOWN';
    entries.push({ key: `${pkg.name}@${pkg.version}`, license, texts, repo: typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url });
  }
  // one entry per name@version (the same package can be reached through two directories)
  const seen = new Set();
  const out = [
    'Third-party software bundled in cmp-lint (dist/cli.js, dist/index.js)',
    'Each package below is distributed under its own licence, reproduced here.',
    '',
  ];
  for (const e of entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    if (seen.has(e.key)) continue;
    seen.add(e.key);
    out.push('='.repeat(78), `${e.key} (${e.license})${e.repo ? `\n${e.repo}` : ''}`, '-'.repeat(78));
    out.push(e.texts.length ? e.texts.join('\n\n') : `No licence file in the package; its package.json declares: ${e.license}`, '');
  }
  return out.join('\n') + '\n';
}

