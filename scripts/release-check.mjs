#!/usr/bin/env node
// `npm run release:check`: is this tree ready to publish? Read-only: the build runs in a temporary copy.
// Prints one line per check (`ok    <check>  <detail>` or `FAIL  <check>  <detail>`), then a summary,
// and exits 1 when a check fails. Run from the repository root with tsx loaded (the rule catalog is
// TypeScript): node --import tsx scripts/release-check.mjs [--only check,check…]
import { readFileSync, existsSync, mkdtempSync, mkdirSync, readdirSync, lstatSync, linkSync, copyFileSync, symlinkSync, readlinkSync, rmSync, cpSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';

const ROOT = process.cwd();
const results = [];
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? new Set(process.argv[onlyAt + 1]?.split(',')) : undefined;

async function check(name, fn) {
  if (only && !only.has(name)) return;
  try {
    const detail = await fn();
    results.push({ name, ok: true, detail });
  } catch (e) {
    results.push({ name, ok: false, detail: e instanceof Error ? e.message : String(e) });
  }
  const r = results[results.length - 1];
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(12)}  ${r.detail}`);
}
const fail = (msg) => {
  throw new Error(msg);
};
const read = (p) => readFileSync(join(ROOT, p), 'utf8');
const pkg = JSON.parse(read('package.json'));

/** Every file under dir, relative to it, sorted. */
function files(dir, rel = '') {
  if (!existsSync(join(dir, rel))) return [];
  return readdirSync(join(dir, rel))
    .sort()
    .flatMap((n) => (lstatSync(join(dir, rel, n)).isDirectory() ? files(dir, join(rel, n)) : [join(rel, n)]));
}

/** Mirror a tree with hard links (cheap, and esbuild sees real paths inside the copy); copy when linking fails. */
function linkTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const n of readdirSync(from)) {
    const a = join(from, n);
    const b = join(to, n);
    const st = lstatSync(a);
    if (st.isDirectory()) linkTree(a, b);
    else if (st.isSymbolicLink()) symlinkSync(readlinkSync(a), b);
    else {
      try {
        linkSync(a, b);
      } catch {
        copyFileSync(a, b);
      }
    }
  }
}

/** The rule catalog and the README table generator, from the TypeScript sources (needs tsx). */
let tableModule;
const rulesTableModule = async () => (tableModule ??= await import('./rules-table.mjs'));

await check('version', () => {
  const r = spawnSync(process.execPath, [join(ROOT, 'dist', 'cli.js'), '--version'], { encoding: 'utf8' });
  if (r.status !== 0) fail(`dist/cli.js --version exited ${r.status}: ${r.stderr.trim()}`);
  const printed = r.stdout.trim();
  if (printed !== pkg.version) fail(`package.json says ${pkg.version}, dist/cli.js --version prints ${printed}`);
  return `${pkg.version} (package.json = dist/cli.js --version)`;
});

await check('changelog', () => {
  if (!existsSync(join(ROOT, 'CHANGELOG.md'))) fail('CHANGELOG.md is missing');
  const headings = [...read('CHANGELOG.md').matchAll(/^## \[([^\]]+)\]/gm)].map((m) => m[1]);
  if (headings.includes(pkg.version)) return `CHANGELOG.md has a section for ${pkg.version}`;
  if (headings.includes('Unreleased')) return `CHANGELOG.md has an [Unreleased] section (no [${pkg.version}] yet)`;
  fail(`CHANGELOG.md has neither a [${pkg.version}] nor an [Unreleased] section`);
});

await check('package', () => {
  const problems = [];
  if (pkg.bin?.['cmp-lint'] !== 'dist/cli.js') problems.push('bin cmp-lint is not dist/cli.js');
  if (pkg.engines?.node !== '>=20') problems.push(`engines.node is ${pkg.engines?.node}, expected >=20`);
  if (Object.keys(pkg.dependencies ?? {}).length) problems.push(`runtime dependencies: ${Object.keys(pkg.dependencies).join(', ')} (bundle them into dist/)`);
  // pre-commit reads the tarball name from `npm pack` stdout; lifecycle scripts print banners there.
  const lifecycle = ['preinstall', 'install', 'postinstall', 'prepare', 'prepack', 'postpack', 'prepublish', 'prepublishOnly'].filter((s) => pkg.scripts?.[s]);
  if (lifecycle.length) problems.push(`lifecycle scripts ${lifecycle.join(', ')} (they break pre-commit's hook install)`);
  if (problems.length) fail(problems.join('; '));
  return 'bin dist/cli.js, engines node >=20, no runtime dependencies, no lifecycle scripts';
});

await check('dist', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'cmp-lint-release-check-'));
  try {
    // The build's inputs; node_modules is hard-linked so that esbuild sees the same relative paths.
    for (const p of ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts', 'src', 'schemas']) {
      if (existsSync(join(ROOT, p))) cpSync(join(ROOT, p), join(tmp, p), { recursive: true });
    }
    linkTree(join(ROOT, 'node_modules'), join(tmp, 'node_modules'));
    const r = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: tmp, encoding: 'utf8' });
    if (r.status !== 0) fail(`the build failed in a clean copy: ${(r.stderr || r.stdout).trim().split('\n').slice(0, 3).join(' | ')}`);
    const built = files(join(tmp, 'dist'));
    const committed = files(join(ROOT, 'dist'));
    const differ = [...new Set([...built, ...committed])].filter((f) => {
      const a = join(tmp, 'dist', f);
      const b = join(ROOT, 'dist', f);
      return !existsSync(a) || !existsSync(b) || !readFileSync(a).equals(readFileSync(b));
    });
    if (differ.length) fail(`dist/ differs from a fresh build in ${differ.map((f) => `dist/${f}`).join(', ')}: run npm run build`);
    return `dist/ matches a fresh build (${built.length} files)`;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});

await check('docs', async () => {
  const catalog = await (await rulesTableModule()).loadRules();
  const missing = catalog.filter((r) => !existsSync(join(ROOT, 'docs', 'rules', `${r.id}.md`))).map((r) => `docs/rules/${r.id}.md`);
  if (missing.length) fail(`${missing.length} of ${catalog.length} rules have no page: ${missing.join(', ')}`);
  const ids = new Set(catalog.map((r) => r.id));
  const orphans = files(join(ROOT, 'docs', 'rules')).filter((f) => f.endsWith('.md') && !ids.has(f.slice(0, -3)));
  if (orphans.length) fail(`pages for rules that are not in the catalog: ${orphans.map((f) => `docs/rules/${f}`).join(', ')}`);
  return `every rule of the catalog (${catalog.length}) has docs/rules/<id>.md`;
});

await check('readme-rules', async () => {
  const { rulesTable } = await rulesTableModule();
  const m = /<!-- rules-table:start -->\n([\s\S]*?)<!-- rules-table:end -->/.exec(read('README.md'));
  if (!m) fail('README.md has no rules-table markers');
  if (m[1] !== rulesTable()) fail('the README rules table is out of date: run npm run docs:rules');
  return 'the README rules table matches the catalog';
});

await check('pack', async () => {
  const catalog = await rulesTableModule().then((m) => m.loadRules(), () => []);
  const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) fail(`npm pack --dry-run exited ${r.status}: ${r.stderr.trim().split('\n')[0]}`);
  const packed = new Set(JSON.parse(r.stdout)[0].files.map((f) => f.path));
  const expected = [
    'package.json',
    'README.md',
    'LICENSE',
    'CHANGELOG.md',
    'dist/cli.js', // the launcher (src/launch.ts)
    'dist/package.json', // says the bundles are CommonJS
    'dist/cli-main.cjs', // the CLI it runs with V8's code cache
    'dist/lint-worker.js', // the worker threads' bundle, loaded from beside cli.js
    'dist/licenses.txt', // third-party notices for the bundled code
    ...files(join(ROOT, 'dist', 'validators')).map((f) => `dist/validators/${f}`),
    ...files(join(ROOT, 'schemas')).map((f) => `schemas/${f}`),
    ...catalog.map((rule) => `docs/rules/${rule.id}.md`).filter((f) => existsSync(join(ROOT, f))),
  ];
  const missing = expected.filter((f) => !packed.has(f));
  const allowed = /^(package\.json|README\.md|LICENSE|CHANGELOG\.md|dist\/cli\.js|dist\/package\.json|dist\/cli-main\.cjs|dist\/lint-worker\.js|dist\/licenses\.txt|dist\/validators\/[^/]+\.cjs|schemas\/[^/]+\.json|docs\/rules\/[^/]+\.md)$/;
  const extra = [...packed].filter((f) => !allowed.test(f));
  if (missing.length || extra.length) {
    fail([missing.length && `missing from the package: ${missing.join(', ')}`, extra.length && `unexpected in the package: ${extra.join(', ')}`].filter(Boolean).join('; '));
  }
  return `npm pack lists the ${packed.size} expected files`;
});

const failed = results.filter((r) => !r.ok);
console.log(failed.length ? `release check failed: ${failed.length} of ${results.length} checks (${failed.map((r) => r.name).join(', ')})` : `release check passed: ${results.length} checks`);
process.exit(failed.length ? 1 : 0);
