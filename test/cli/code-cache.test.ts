// The launcher's V8 code cache (src/launch.ts, src/core/code-cache.ts), through the real bundles:
// a run leaves a cache the next run takes; a cache of another bundle, node or flag set is never
// met; a damaged one is rejected by V8 and replaced; none is written when turned off, after
// --version, or where it cannot be; and whatever happens, the report is the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO, FIXTURES } from '../helpers/lint.js';
import { codeCacheDir, codeCacheName, contentDigest, hash128, readForCache, writeCodeCache, KEEP_PER_FILE } from '../../src/core/code-cache.js';
import { utimesSync } from 'node:fs';

const SEEDS = join(FIXTURES, 'seeds');

/** A copy of the built package (the bundles and the validators) in a temporary directory. */
function packageCopy(): { root: string; cli: string } {
  const root = mkdtempSync(join(tmpdir(), 'cmp-code-cache-'));
  mkdirSync(join(root, 'dist'));
  for (const f of ['cli.js', 'package.json', 'cli-main.cjs', 'lint-worker.js', 'validators']) cpSync(join(REPO, 'dist', f), join(root, 'dist', f), { recursive: true });
  return { root, cli: join(root, 'dist', 'cli.js') };
}

function run(cli: string, args: string[], env: Record<string, string> = {}, node: string[] = []) {
  const r = spawnSync(process.execPath, [...node, cli, ...args], {
    cwd: SEEDS,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', CMP_LINT_CODE_CACHE_TRACE: '1', ...env },
  });
  const trace = r.stderr.split('\n').filter((l) => l.startsWith('cmp-lint: code cache '));
  const rest = r.stderr.split('\n').filter((l) => !l.startsWith('cmp-lint: code cache ')).join('\n');
  const lines = trace.map((l) => l.slice('cmp-lint: code cache '.length));
  // the main bundle's lines, and every line
  return { status: r.status, stdout: r.stdout, stderr: rest, trace: lines.filter((l) => l.startsWith('cli-main.cjs: ')).map((l) => l.slice(14)), all: lines };
}
const LINT = ['-f', 'json', '--fail-on', 'never', '.'];
const cacheFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.v8')) : []);

test('the cache is named by the bundle bytes, node and its flags, and kept beside the package', () => {
  const a = codeCacheName('b.cjs', 'x'.repeat(100), [], undefined);
  assert.match(a, /^b\.cjs-[0-9a-f]{32}\.v8$/);
  // V8 itself checks only a source's length: two bundles of one length must not share a cache
  assert.notEqual(codeCacheName('b.cjs', 'y'.repeat(100), [], undefined), a);
  assert.notEqual(codeCacheName('b.cjs', 'x'.repeat(100), ['--max-old-space-size=512'], undefined), a);
  assert.notEqual(codeCacheName('b.cjs', 'x'.repeat(100), [], '--max-old-space-size=512'), a);
  assert.equal(codeCacheName('b.cjs', Buffer.from('x'.repeat(100)), [], undefined), a);
  assert.equal(codeCacheDir('/p/dist/cli-main.cjs', {}), join('/p', 'node_modules', '.cache', 'cmp-lint'));
  assert.equal(codeCacheDir('/p/dist/cli-main.cjs', { CMP_LINT_CODE_CACHE: '/elsewhere' }), '/elsewhere');
  for (const off of ['0', 'off', 'false', 'NO']) assert.equal(codeCacheDir('/p/dist/cli-main.cjs', { CMP_LINT_CODE_CACHE: off }), undefined);
  assert.equal(codeCacheDir('/p/dist/cli-main.cjs', { CMP_LINT_CODE_CACHE: '' }), join('/p', 'node_modules', '.cache', 'cmp-lint'));
});

test('a file the build made is named by the build\'s digest, its size and time; any other by a hash of its bytes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-code-cache-read-'));
  const f = join(dir, 'b.cjs');
  writeFileSync(f, 'x'.repeat(100));
  const other = readForCache(f, new Map([[join(dir, 'a.cjs'), 'a'.repeat(64)]]));
  assert.equal(other.digest, contentDigest('x'.repeat(100)));
  assert.equal(other.bytes.toString(), 'x'.repeat(100));
  const built = new Map([[f, 'b'.repeat(64)]]);
  const a = readForCache(f, built);
  assert.equal(a.bytes.toString(), 'x'.repeat(100));
  assert.match(a.digest, new RegExp(`^build ${'b'.repeat(64)} 100 100 `));
  assert.equal(readForCache(f, built).digest, a.digest, 'the same file: the same digest');
  // changed in place, same length (a later modification time): another digest
  writeFileSync(f, 'y'.repeat(100));
  utimesSync(f, 2_000_000, 2_000_000);
  const b = readForCache(f, built);
  assert.notEqual(b.digest, a.digest);
  assert.equal(b.bytes.toString(), 'y'.repeat(100));
  writeFileSync(f, 'y'.repeat(101));
  utimesSync(f, 2_000_000, 2_000_000);
  assert.notEqual(readForCache(f, built).digest, b.digest, 'another size: another digest');
  assert.throws(() => readForCache(join(dir, 'missing.cjs'), built), { code: 'ENOENT' });
  // the names' hash: 32 hex digits, another for any change of its text
  const h = hash128('a\0v20.0.0\0x64\0\0');
  assert.match(h, /^[0-9a-f]{32}$/);
  const seen = new Set([h]);
  for (const t of ['b\0v20.0.0\0x64\0\0', 'a\0v20.0.1\0x64\0\0', 'a\0v20.0.0\0arm64\0\0', 'a\0v20.0.0\0x64\0--x\0', 'a\0v20.0.0\0x64\0\0--x', '']) seen.add(hash128(t));
  assert.equal(seen.size, 7);
  rmSync(dir, { recursive: true, force: true });
});

test('the launcher holds the build\'s digest of each file it runs through the cache', { skip: !existsSync(join(REPO, 'dist', 'cli.js')) }, () => {
  const launcher = readFileSync(join(REPO, 'dist', 'cli.js'), 'utf8');
  const files = ['cli-main.cjs', ...readdirSync(join(REPO, 'dist', 'validators')).map((f) => `validators/${f}`)];
  assert.ok(files.length >= 5);
  for (const f of files) assert.ok(launcher.includes(contentDigest(readFileSync(join(REPO, 'dist', f)))), `dist/cli.js holds the digest of dist/${f}: run npm run build`);
});

test('a directory keeps the four most recent caches of each file; nothing is made where nothing can be written', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-code-cache-keep-'));
  assert.equal(KEEP_PER_FILE, 4);
  const names: string[] = [];
  for (let i = 0; i < 6; i++) {
    const name = codeCacheName('cli-main.cjs', `build ${i}`, [], undefined);
    names.push(name);
    assert.equal(writeCodeCache(join(dir, name), 'cli-main.cjs', () => Buffer.from(`data ${i}`)), true);
    // (one second apart, oldest first)
    utimesSync(join(dir, name), 1_000_000 + i, 1_000_000 + i);
    if (i === 0) writeCodeCache(join(dir, codeCacheName('plugin.cjs', 'p', [], undefined)), 'plugin.cjs', () => Buffer.from('p'));
  }
  const left = readdirSync(dir).sort();
  assert.deepEqual(left.filter((n) => n.startsWith('cli-main.cjs-')), names.slice(2).sort(), 'the two oldest builds\' caches are gone');
  assert.equal(left.filter((n) => n.startsWith('plugin.cjs-')).length, 1, 'another file\'s cache is kept');
  assert.equal(readFileSync(join(dir, names[5]), 'utf8'), 'data 5');
  assert.equal(left.filter((n) => n.endsWith('.tmp')).length, 0);
  // a directory that cannot be made: the data is never made
  const blocked = join(dir, 'blocked');
  writeFileSync(blocked, '');
  let made = 0;
  assert.equal(writeCodeCache(join(blocked, 'sub', names[0]), 'cli-main.cjs', () => (made++, Buffer.from('x'))), false);
  assert.equal(made, 0);
  rmSync(dir, { recursive: true, force: true });
});

test('a first run writes the cache beside the package, the next one uses it, with the same report', () => {
  const { root, cli } = packageCopy();
  const dir = join(root, 'node_modules', '.cache', 'cmp-lint');
  const first = run(cli, LINT, {});
  assert.equal(first.status, 0, first.stderr);
  assert.deepEqual(first.trace, ['none', 'written']);
  assert.ok(JSON.parse(first.stdout).findings.length > 0, 'the seeds have findings');
  // the schema validators the run loaded are cached too
  assert.deepEqual(first.all.filter((l) => l.startsWith('application.cjs')), ['application.cjs: none', 'application.cjs: written']);
  assert.equal(cacheFiles(dir).length, first.all.filter((l) => l.endsWith(': written')).length);
  const second = run(cli, LINT, {});
  assert.deepEqual(second.trace, ['used']);
  assert.ok(second.all.length >= 3, second.all.join('\n'));
  for (const l of second.all) assert.match(l, /^[a-z-]+\.cjs: used$/);
  assert.equal(second.stdout, first.stdout);
  assert.equal(second.stderr, first.stderr);
  // the same bundle run without the launcher: the same report again
  const plain = run(join(root, 'dist', 'cli-main.cjs'), LINT, {});
  assert.deepEqual(plain.trace, []);
  assert.equal(plain.stdout, first.stdout);
  rmSync(root, { recursive: true, force: true });
});

test('a damaged cache is rejected and replaced; another bundle of the same length never meets it', () => {
  const { root, cli } = packageCopy();
  const dir = mkdtempSync(join(tmpdir(), 'cmp-code-cache-dir-'));
  const env = { CMP_LINT_CODE_CACHE: dir };
  const first = run(cli, LINT, env);
  assert.deepEqual(first.trace, ['none', 'written']);
  // the main bundle's cache (named by the build's digest of it, its size and time: readForCache)
  const mains = cacheFiles(dir).filter((f) => f.startsWith('cli-main.cjs-'));
  assert.equal(mains.length, 1);
  const file = join(dir, mains[0]);
  const before = cacheFiles(dir).length;
  const good = readFileSync(file);
  for (const bad of [Buffer.alloc(good.length, 0x5a), good.subarray(0, good.length >> 1), Buffer.alloc(0)]) {
    writeFileSync(file, bad);
    const r = run(cli, LINT, env);
    assert.deepEqual(r.trace, ['rejected', 'written'], `a cache of ${bad.length} bytes`);
    assert.equal(r.stdout, first.stdout);
    assert.equal(statSync(file).size > 0 && !readFileSync(file).equals(bad), true, 'the damaged cache was replaced');
    assert.deepEqual(run(cli, LINT, env).trace, ['used']);
  }
  // the bundle changed in place, same length (one letter of a message): its own cache, not the old one
  const main = join(root, 'dist', 'cli-main.cjs');
  const text = readFileSync(main, 'utf8');
  const at = text.indexOf('lint Argo CD Config Management Plugin setups');
  assert.ok(at > 0);
  writeFileSync(main, text.slice(0, at) + 'Lint' + text.slice(at + 4));
  const changed = run(cli, LINT, env);
  assert.deepEqual(changed.trace, ['none', 'written']);
  assert.equal(changed.stdout, first.stdout);
  assert.equal(cacheFiles(dir).length, before + 1, 'one more cache: the changed bundle\'s');
  // other V8 flags: another cache too
  const flagged = run(cli, LINT, env, ['--max-old-space-size=600']);
  assert.deepEqual(flagged.trace, ['none', 'written']);
  assert.deepEqual(run(cli, LINT, env, ['--max-old-space-size=600']).trace, ['used']);
  rmSync(root, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});

// Schema findings of all three validators: they run from the cache as they ran compiled
const SCHEMA_FILES: Record<string, string> = {
  'app.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: guestbook
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://github.com/argoproj/argocd-example-apps.git
    targetRevision: 12
    path: guestbook
    plugin:
      name: foo
      env: {A: b}
  destination:
    server: https://kubernetes.default.svc
    namespace: guestbook
  syncPolicy:
    automated: yes-please
`,
  'plugin.yaml': `apiVersion: argoproj.io/v1alpha1
kind: ConfigManagementPlugin
metadata:
  name: foo
spec:
  version: v1.0
  init:
    command: sh
  discover:
    fileName: "*.x"
`,
  'set.yaml': `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: set
spec:
  generators:
    - list:
        elements: 5
  template:
    metadata:
      name: '{{name}}'
    spec:
      project: default
      source: {repoURL: x, path: y}
      destination: {server: z}
`,
};

test('the schema validators run from their caches with the same findings, a damaged one is replaced', () => {
  const { root, cli } = packageCopy();
  const dir = mkdtempSync(join(tmpdir(), 'cmp-code-cache-dir-'));
  const repo = join(root, 'repo');
  mkdirSync(repo);
  for (const [f, t] of Object.entries(SCHEMA_FILES)) writeFileSync(join(repo, f), t);
  const lint = (env: Record<string, string>) => {
    const r = spawnSync(process.execPath, [cli, '-f', 'json', '--fail-on', 'never', '.'], { cwd: repo, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', CMP_LINT_CODE_CACHE_TRACE: '1', ...env } });
    assert.equal(r.status, 0, r.stderr);
    const findings = (JSON.parse(r.stdout) as { findings: { ruleId: string; file: string; line: number; column: number }[] }).findings;
    return { brief: findings.map((f) => `${f.ruleId} ${f.file}:${f.line}:${f.column}`), trace: r.stderr.trim().split('\n').map((l) => l.replace(/^cmp-lint: code cache /, '')) };
  };
  const expected = [
    'app-schema app.yaml:10:21',
    'app-plugin-not-found app.yaml:13:13',
    'app-schema app.yaml:14:12',
    'app-schema app.yaml:19:16',
    'plugin-schema plugin.yaml:5:1',
    'plugin-schema plugin.yaml:8:14',
    'app-schema set.yaml:8:19',
  ];
  const off = lint({ CMP_LINT_CODE_CACHE: '0' });
  assert.deepEqual(off.brief, expected);
  const first = lint({ CMP_LINT_CODE_CACHE: dir });
  assert.deepEqual(first.brief, expected);
  for (const v of ['application.cjs', 'applicationset.cjs', 'plugin.cjs']) {
    assert.ok(first.trace.includes(`${v}: none`) && first.trace.includes(`${v}: written`), first.trace.join('\n'));
  }
  const second = lint({ CMP_LINT_CODE_CACHE: dir });
  assert.deepEqual(second.brief, expected);
  for (const v of ['cli-main.cjs', 'application.cjs', 'applicationset.cjs', 'plugin.cjs']) assert.ok(second.trace.includes(`${v}: used`), second.trace.join('\n'));
  assert.equal(second.trace.filter((l) => !l.endsWith(': used')).length, 0, second.trace.join('\n'));
  // a damaged validator cache: rejected, the same findings, a fresh cache
  const validators = cacheFiles(dir).filter((f) => f.startsWith('application.cjs-'));
  assert.equal(validators.length, 1);
  const validator = join(dir, validators[0]);
  writeFileSync(validator, readFileSync(validator).subarray(0, 1000));
  const damaged = lint({ CMP_LINT_CODE_CACHE: dir });
  assert.deepEqual(damaged.brief, expected);
  assert.ok(damaged.trace.includes('application.cjs: rejected') && damaged.trace.includes('application.cjs: written'), damaged.trace.join('\n'));
  assert.ok(lint({ CMP_LINT_CODE_CACHE: dir }).trace.includes('application.cjs: used'));
  rmSync(root, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});

test('a launcher without its bundle says so, without a stack trace', () => {
  const { root, cli } = packageCopy();
  rmSync(join(root, 'dist', 'cli-main.cjs'));
  const r = run(cli, LINT);
  assert.equal(r.status, 3);
  assert.equal(r.stdout, '');
  assert.match(r.stderr, /^cmp-lint: cannot read \S+cli-main\.cjs \(ENOENT\): the installation is incomplete; reinstall cmp-lint\n$/);
  rmSync(root, { recursive: true, force: true });
});

test('no cache when turned off, after --version, or where none can be written', () => {
  const { root, cli } = packageCopy();
  const dir = join(root, 'node_modules', '.cache', 'cmp-lint');
  const off = run(cli, LINT, { CMP_LINT_CODE_CACHE: '0' });
  assert.deepEqual(off.trace, ['off']);
  assert.equal(existsSync(dir), false);
  // `--version` alone is answered by the launcher, which does not even read the bundle; the bundle
  // prints the same line (`lint --version`, `node dist/cli-main.cjs --version`)
  const version = run(cli, ['--version']);
  assert.deepEqual(version.all, []);
  assert.equal(version.status, 0);
  assert.match(version.stdout, /^\d+\.\d+\.\d+\n$/);
  assert.equal(version.stdout, JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).version + '\n');
  assert.equal(run(cli, ['-v']).stdout, version.stdout);
  for (const viaBundle of [run(cli, ['lint', '--version']), run(join(root, 'dist', 'cli-main.cjs'), ['--version'])]) {
    assert.equal(viaBundle.status, 0);
    assert.equal(viaBundle.stdout, version.stdout);
  }
  assert.deepEqual(run(cli, ['lint', '--version']).trace, ['none']);
  const help = run(cli, ['--help']);
  assert.deepEqual(help.trace, ['none']);
  assert.match(help.stdout, /^Usage: cmp-lint/m);
  assert.equal(cacheFiles(dir).length, 0);
  // a file where the directory should be: the run goes on without a cache
  const blocked = join(root, 'blocked');
  writeFileSync(blocked, '');
  const r = run(cli, LINT, { CMP_LINT_CODE_CACHE: join(blocked, 'cache') });
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(r.trace, ['none', 'not written']);
  assert.equal(r.stdout, run(cli, LINT, { CMP_LINT_CODE_CACHE: '0' }).stdout);
  rmSync(root, { recursive: true, force: true });
});

test('a run with worker threads (its heap flag set while files load) leaves validator caches the next such run takes', () => {
  // V8 stamps a cache with its flags: a validator loaded while the heap flag is set was cached, at
  // exit, under other flags, and rejected and written again at every run (src/core/runtime-flags.ts)
  const { root, cli } = packageCopy();
  const dir = mkdtempSync(join(tmpdir(), 'cmp-code-cache-jobs-'));
  const repo = join(root, 'repo');
  mkdirSync(repo);
  for (const [f, t] of Object.entries(SCHEMA_FILES)) writeFileSync(join(repo, f), t);
  const lint = (env: Record<string, string>) => {
    const r = spawnSync(process.execPath, [cli, '-f', 'json', '--fail-on', 'never', '.'], { cwd: repo, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', CMP_LINT_CODE_CACHE_TRACE: '1', CMP_LINT_CODE_CACHE: dir, ...env } });
    assert.equal(r.status, 0, r.stderr);
    return { stdout: r.stdout, trace: r.stderr.trim().split('\n').map((l) => l.replace(/^cmp-lint: code cache /, '')) };
  };
  const first = lint({ CMP_LINT_JOBS: '2' });
  assert.ok(first.trace.includes('application.cjs: written'), first.trace.join('\n'));
  const second = lint({ CMP_LINT_JOBS: '2' });
  assert.deepEqual(second.trace.filter((l) => !l.endsWith(': used')), [], second.trace.join('\n'));
  assert.ok(second.trace.includes('application.cjs: used'), second.trace.join('\n'));
  assert.equal(second.stdout, first.stdout);
  // a run without workers loads the validators under node's own flags: a cache of its own, kept too
  const one = lint({ CMP_LINT_JOBS: '1' });
  assert.equal(one.stdout, first.stdout);
  assert.deepEqual(lint({ CMP_LINT_JOBS: '1' }).trace.filter((l) => !l.endsWith(': used')), []);
  assert.deepEqual(lint({ CMP_LINT_JOBS: '2' }).trace.filter((l) => !l.endsWith(': used')), []);
  rmSync(root, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});

