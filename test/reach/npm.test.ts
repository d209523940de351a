// npm / npx: the package as a user gets it. `npm pack` this checkout, install the tarball into an empty
// project with the registry out of reach (offline, an empty cache and an unroutable registry URL), then
// run the installed binary through npx. The package has no runtime dependencies, so nothing but
// cmp-lint itself may land in node_modules.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, readdirSync, rmSync, cpSync, existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { REPO, FIXTURES } from '../helpers/lint.js';

const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
const TGZ = `${pkg.name}-${pkg.version}.tgz`;
let tmp = '';
let proj = '';
let cache = '';

// npm must not touch the developer's cache or registry: everything goes through these flags.
const offline = () => ['--offline', '--cache', cache, '--registry', 'http://127.0.0.1:9/', '--no-audit', '--no-fund', '--no-update-notifier'];

function npm(args: string[], cwd: string) {
  const r = spawnSync('npm', args, { cwd, encoding: 'utf8', timeout: 60_000, env: { ...process.env, npm_config_loglevel: 'warn' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, out: `${r.stdout}\n${r.stderr}` };
}
function npx(args: string[]) {
  // `--`: without it npx may take the command's own flags (--version, --format) for npm's.
  const r = spawnSync('npx', [...offline(), '--', ...args], { cwd: proj, encoding: 'utf8', timeout: 30_000, env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
}

before(() => {
  tmp = mkdtempSync(join(tmpdir(), 'cmp-lint-npm-'));
  proj = join(tmp, 'consumer');
  cache = join(tmp, 'empty-npm-cache');
  cpSync(join(FIXTURES, 'reach', 'bad'), join(proj, 'manifests'), { recursive: true });
  cpSync(join(FIXTURES, 'reach', 'editor', 'plugin.yaml'), join(proj, 'manifests', 'schema', 'plugin.yaml'));
  writeFileSync(join(proj, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }, null, 2));
});
after(() => tmp && rmSync(tmp, { recursive: true, force: true }));

test('npm pack prints only the tarball name (no lifecycle banner) and installs offline with zero dependencies', () => {
  const packed = npm(['pack', '--pack-destination', tmp], REPO);
  assert.equal(packed.code, 0, packed.out);
  // pre-commit reads the tarball name from this stdout: a prepare/prepack script would prepend its banner.
  assert.equal(packed.stdout, `${TGZ}\n`);
  assert.ok(existsSync(join(tmp, TGZ)));

  const installed = npm(['install', ...offline(), join(tmp, TGZ)], proj);
  assert.equal(installed.code, 0, installed.out);
  assert.deepEqual(readdirSync(join(proj, 'node_modules')).sort(), ['.bin', '.package-lock.json', 'cmp-lint']);
  assert.deepEqual(readdirSync(join(proj, 'node_modules', '.bin')), ['cmp-lint']);
  const lock = JSON.parse(readFileSync(join(proj, 'package-lock.json'), 'utf8'));
  assert.deepEqual(Object.keys(lock.packages).sort(), ['', 'node_modules/cmp-lint']);
});

test('the installed package holds what a user needs, and nothing of the repository besides', () => {
  const root = join(proj, 'node_modules', 'cmp-lint');
  const files = walk(root).map((f) => relative(root, f)).sort();
  for (const f of ['dist/cli.js', 'dist/package.json', 'dist/cli-main.cjs', 'dist/lint-worker.js', 'dist/licenses.txt', 'dist/validators/plugin.cjs', 'dist/validators/config.cjs', 'schemas/config-management-plugin.schema.json', 'schemas/cmp-lint-config.schema.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'package.json']) {
    assert.ok(files.includes(f), `${f} is in the package`);
  }
  for (const f of files) assert.match(f, /^(dist\/cli\.js|dist\/package\.json|dist\/cli-main\.cjs|dist\/lint-worker\.js|dist\/licenses\.txt|dist\/validators\/[^/]+\.cjs|schemas\/[^/]+\.json|docs\/rules\/[^/]+\.md|README\.md|LICENSE|CHANGELOG\.md|package\.json)$/, `unexpected file in the package: ${f}`);
  const docs = readdirSync(join(REPO, 'docs', 'rules')).filter((f) => f.endsWith('.md'));
  for (const d of docs) assert.ok(files.includes(`docs/rules/${d}`), `docs/rules/${d} is in the package (cmp-lint explain reads it)`);

  const meta = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  assert.equal(meta.dependencies, undefined, 'no runtime dependencies');
  assert.equal(meta.bin['cmp-lint'], 'dist/cli.js');
  assert.equal(meta.engines.node, '>=20');
  // where users report problems and read the docs (npm shows these on the package page)
  assert.equal(meta.repository.url, 'git+https://github.com/cmp-lint/cmp-lint.git');
  assert.equal(meta.homepage, 'https://github.com/cmp-lint/cmp-lint#readme');
  assert.equal(meta.bugs.url, 'https://github.com/cmp-lint/cmp-lint/issues');
  for (const s of ['preinstall', 'install', 'postinstall', 'prepare', 'prepack', 'postpack']) assert.equal(meta.scripts?.[s], undefined, `no ${s} script`);
});

test('npx cmp-lint --version prints the package version', () => {
  const r = npx(['cmp-lint', '--version']);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, `${pkg.version}\n`);
});

test('npx cmp-lint lints files of the consumer project, schema validators included', () => {
  const r = npx(['cmp-lint', '--format', 'json', 'manifests']);
  assert.equal(r.code, 1, r.stderr);
  assert.equal(r.stderr, '');
  const out = JSON.parse(r.stdout);
  assert.equal(out.tool.version, pkg.version);
  const got = out.findings.map((f: { ruleId: string; file: string; line: number; column: number }) => `${f.ruleId} ${f.file}:${f.line}:${f.column}`);
  // app-plugin-not-found comes from the cross-file model; plugin-schema needs dist/validators/plugin.cjs.
  assert.ok(got.includes('app-plugin-not-found manifests/app.yaml:16:13'), got.join('\n'));
  assert.ok(got.includes('plugin-schema manifests/schema/plugin.yaml:9:14'), got.join('\n'));

  const stylish = npx(['cmp-lint', 'manifests/app.yaml', 'manifests/plugin.yaml']);
  assert.equal(stylish.code, 1);
  assert.match(stylish.stdout, /^manifests\/app\.yaml:16:13 {2}error {2}Application `podinfo` names plugin `helmfile`.*helmfile-v1\.0.*app-plugin-not-found$/m);
});

test('npx cmp-lint explain reads the packaged rule docs', () => {
  const r = npx(['cmp-lint', 'explain', 'app-plugin-not-found']);
  assert.equal(r.code, 0, r.stderr);
  const page = join(REPO, 'docs', 'rules', 'app-plugin-not-found.md');
  if (existsSync(page)) assert.equal(r.stdout, readFileSync(page, 'utf8'));
  else assert.match(r.stdout, /^app-plugin-not-found: /);
});
