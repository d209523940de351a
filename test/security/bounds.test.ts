// Bounded execution: a stderr flood, an alias bomb printed by generate, and deadlines that a timer
// cannot hold. Real processes; no timings asserted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderSource, type RenderOptions } from '../../src/render/index.js';
import { MAX_STDERR } from '../../src/render/exec.js';
import { parseRenderArgs } from '../../src/render/cli.js';
import { parseDiffArgs } from '../../src/diff/cli.js';
import { loadConfig, ConfigError } from '../../src/config.js';
import { parseDuration, MAX_DURATION_MS } from '../../src/core/duration.js';
import { plugin, sh, source, tempRepo } from '../render/helpers.js';
import { MANIFEST, scratchDir } from './helpers.js';

const scratch = scratchDir('cmp-lint-sec-bounds-');
process.on('exit', () => scratch.cleanup());
const tmpRoot = join(scratch.dir, 'renders');
mkdirSync(tmpRoot);

function opts(o: Partial<RenderOptions> & Pick<RenderOptions, 'repoRoot' | 'source' | 'plugins'>): RenderOptions {
  return { revision: 'abcdef0123456789abcdef0123456789abcdef01', tmpRoot, hostEnv: { PATH: process.env.PATH }, ...o };
}

test('a 600 MB stderr flood keeps only the tail, succeeds or fails cleanly, and leaves no temp dir', async () => {
  const r = tempRepo({ 'app/x.txt': '' });
  try {
    const flood = `head -c 600000000 /dev/zero | tr '\\0' 'x' >&2; echo ' the-last-words' >&2`;
    const ok = plugin({ name: 'ok', generate: sh(`${flood}; ${MANIFEST}`) });
    const res = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'ok' } }), plugins: [ok] }));
    assert.equal(res.error, undefined);
    assert.equal(res.manifests.length, 1);
    assert.ok(res.stderr.length <= MAX_STDERR + 100, `stderr kept: ${res.stderr.length}`);
    assert.match(res.stderr, /^\[… \d+ bytes of stderr cut …\]\n/);
    assert.match(res.stderr, /the-last-words\n$/);
    const bad = plugin({ name: 'bad', generate: sh(`${flood.replace('600000000', '20000000')}; exit 3`) });
    const res2 = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'bad' } }), plugins: [bad] }));
    assert.equal(res2.error?.stage, 'generate');
    assert.match(res2.error?.message ?? '', /failed exit status 3: \[… \d+ bytes of stderr cut …\]\nx+ the-last-words$/);
    assert.ok((res2.error?.message.length ?? 0) < MAX_STDERR + 1000);
    assert.deepEqual(readdirSync(tmpRoot), [], 'temp dirs removed');
  } finally {
    r.cleanup();
  }
});

test('an alias bomb printed by generate fails like Argo CD ("excessive aliasing")', async () => {
  const r = tempRepo({ 'app/x.txt': '' });
  try {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [prev, cur] of [['a', 'b'], ['b', 'c'], ['c', 'd'], ['d', 'e'], ['e', 'f'], ['f', 'g'], ['g', 'h'], ['h', 'i']]) levels.push(`${cur}: &${cur} [${Array(9).fill('*' + prev).join(',')}]`);
    const bomb = ['apiVersion: v1', 'kind: ConfigMap', 'metadata: {name: bomb}', 'data:', ...levels.map((l) => '  ' + l)].join('\n') + '\n';
    assert.ok(bomb.length < 700);
    writeFileSync(join(r.root, 'app', 'bomb.yaml'), bomb);
    const p = plugin({ name: 'bomb', generate: sh('cat bomb.yaml') });
    const res = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'bomb' } }), plugins: [p] }));
    assert.equal(res.error?.stage, 'parse');
    assert.match(res.error?.message ?? '', /yaml: document contains excessive aliasing/);
  } finally {
    r.cleanup();
  }
});

test('durations a timer cannot hold are refused, never wrapped to 1 ms', () => {
  assert.equal(parseDuration('60s'), 60_000);
  assert.equal(parseDuration('596h31m23s'), 2_147_483_000);
  assert.equal(parseDuration(`${MAX_DURATION_MS}ms`), MAX_DURATION_MS);
  assert.equal(parseDuration('2147484s'), undefined);
  assert.equal(parseDuration('999999999h'), undefined);
  assert.equal(parseDuration('0s'), undefined);
  assert.throws(() => parseRenderArgs(['--timeout', '2147484s']), /--timeout: `2147484s` is longer than the longest deadline cmp-lint can keep \(596h31m23s\)/);
  assert.throws(() => parseDiffArgs(['--base', 'x', '--timeout=999999999h']), /--timeout: `999999999h` is longer than the longest deadline/);
  assert.throws(() => parseRenderArgs(['--timeout', 'soon']), /--timeout: cannot read `soon` as a duration/);
  const dir = join(scratch.dir, 'cfg');
  mkdirSync(dir);
  writeFileSync(join(dir, '.cmp-lint.yaml'), 'render:\n  timeout: 999999999h\n');
  assert.throws(
    () => loadConfig(dir),
    (e: unknown) => e instanceof ConfigError && /render\.timeout: `999999999h` is longer than the longest deadline/.test(e.message),
  );
});
