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
import { codeCacheDir, codeCacheName } from '../../src/core/code-cache.js';

const SEEDS = join(FIXTURES, 'seeds');

/** A copy of the built package (the bundles and the validators) in a temporary directory. */
function packageCopy(): { root: string; cli: string } {
  const root = mkdtempSync(join(tmpdir(), 'cmp-code-cache-'));
  mkdirSync(join(root, 'dist'));
  for (const f of ['cli.js', 'cli-main.cjs', 'lint-worker.js', 'validators']) cpSync(join(REPO, 'dist', f), join(root, 'dist', f), { recursive: true });
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
  return { status: r.status, stdout: r.stdout, stderr: rest, trace: trace.map((l) => l.slice('cmp-lint: code cache '.length)) };
}
const LINT = ['-f', 'json', '--fail-on', 'never', '.'];
const cacheFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.v8')) : []);

test('the cache is named by the bundle bytes, node and its flags, and kept beside the package', () => {
  const a = codeCacheName('x'.repeat(100), [], undefined);
  assert.match(a, /^code-[0-9a-f]{32}\.v8$/);
  // V8 itself checks only a source's length: two bundles of one length must not share a cache
  assert.notEqual(codeCacheName('y'.repeat(100), [], undefined), a);
  assert.notEqual(codeCacheName('x'.repeat(100), ['--max-old-space-size=512'], undefined), a);
  assert.notEqual(codeCacheName('x'.repeat(100), [], '--max-old-space-size=512'), a);
  assert.equal(codeCacheName(Buffer.from('x'.repeat(100)), [], undefined), a);
  assert.equal(codeCacheDir('/p/dist/cli-main.cjs', {}), join('/p', 'node_modules', '.cache', 'cmp-lint'));
  assert.equal(codeCacheDir('/p/dist/cli-main.cjs', { CMP_LINT_CODE_CACHE: '/elsewhere' }), '/elsewhere');
  for (const off of ['0', 'off', 'false', 'NO']) assert.equal(codeCacheDir('/p/dist/cli-main.cjs', { CMP_LINT_CODE_CACHE: off }), undefined);
  assert.equal(codeCacheDir('/p/dist/cli-main.cjs', { CMP_LINT_CODE_CACHE: '' }), join('/p', 'node_modules', '.cache', 'cmp-lint'));
});

test('a first run writes the cache beside the package, the next one uses it, with the same report', () => {
  const { root, cli } = packageCopy();
  const dir = join(root, 'node_modules', '.cache', 'cmp-lint');
  const first = run(cli, LINT, {});
  assert.equal(first.status, 0, first.stderr);
  assert.deepEqual(first.trace, ['none', 'written']);
  assert.equal(cacheFiles(dir).length, 1);
  assert.ok(JSON.parse(first.stdout).findings.length > 0, 'the seeds have findings');
  const second = run(cli, LINT, {});
  assert.deepEqual(second.trace, ['used']);
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
  const [name] = cacheFiles(dir);
  const file = join(dir, name);
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
  assert.equal(cacheFiles(dir).length, 2);
  // other V8 flags: another cache too
  const flagged = run(cli, LINT, env, ['--max-old-space-size=600']);
  assert.deepEqual(flagged.trace, ['none', 'written']);
  assert.deepEqual(run(cli, LINT, env, ['--max-old-space-size=600']).trace, ['used']);
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
  const version = run(cli, ['--version']);
  assert.deepEqual(version.trace, ['none']);
  assert.match(version.stdout, /^\d+\.\d+\.\d+/);
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
