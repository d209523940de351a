// joinRel must give exactly posix.normalize(posix.join(dir, entry)) for every input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { posix } from 'node:path';
import { isPlainDir, joinRel } from '../../src/core/rel-path.js';
import { prng } from '../limits/helpers.js';

const SEGMENTS = ['a', 'base', '.', '..', '...', '.hidden', 'x.yaml', '', 'é', 'a b', '..a', 'a..', '\\', 'C:'];

function randomPath(rnd: () => number): string {
  const n = Math.floor(rnd() * 5);
  const segs: string[] = [];
  for (let i = 0; i < n; i++) segs.push(SEGMENTS[Math.floor(rnd() * SEGMENTS.length)]);
  let p = segs.join('/');
  if (rnd() < 0.1) p = '/' + p;
  if (rnd() < 0.1) p += '/';
  return p;
}

test('the usual kustomization entries', () => {
  const cases: [string, string, string][] = [
    ['kustomize/app/overlays/dev', '../../base', 'kustomize/app/base'],
    ['kustomize/app/overlays/dev', 'deployment-patch.yaml', 'kustomize/app/overlays/dev/deployment-patch.yaml'],
    ['.', 'base', 'base'],
    ['.', '../shared/x.yaml', '../shared/x.yaml'],
    ['a', '../../../b', '../../b'],
    ['a/b', '../..', '.'],
    ['a/b', './c/', 'a/b/c/'],
    ['a/b', '/etc/x', 'a/b/etc/x'],
  ];
  for (const [dir, entry, want] of cases) {
    assert.equal(joinRel(dir, entry), want, `${dir} + ${entry}`);
    assert.equal(joinRel(dir, entry), posix.normalize(posix.join(dir, entry)));
  }
});

test('the same as posix.normalize(posix.join()) on random paths', () => {
  const rnd = prng(7);
  for (let i = 0; i < 50_000; i++) {
    const dir = rnd() < 0.2 ? '.' : randomPath(rnd);
    const entry = randomPath(rnd);
    assert.equal(joinRel(dir, entry), posix.normalize(posix.join(dir, entry)), JSON.stringify([dir, entry]));
  }
});

test('isPlainDir: exactly the directories posix.normalize keeps, without a trailing slash', () => {
  const rnd = prng(11);
  for (let i = 0; i < 50_000; i++) {
    const dir = randomPath(rnd);
    if (dir === '' || dir.includes('\\')) continue;
    const kept = posix.normalize(dir) === dir && !dir.endsWith('/') && dir !== '/';
    if (isPlainDir(dir)) assert.ok(kept, JSON.stringify(dir));
    else if (kept && !dir.startsWith('/') && !dir.split('/').includes('..')) assert.fail(`not taken as plain: ${JSON.stringify(dir)}`);
  }
  assert.equal(isPlainDir('.'), true);
  assert.equal(isPlainDir('kustomize/app/base'), true);
  for (const d of ['', '/', 'a/', 'a//b', './a', 'a/./b', 'a/../b', '..', '../a']) assert.equal(isPlainDir(d), false, d);
});
