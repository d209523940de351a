import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { removeTreeConcurrently } from '../../src/render/rmtree.js';
import { scratch } from '../diff/helpers.js';

const tmp = scratch('cmp-lint-rmtree-');

test('removeTreeConcurrently removes a wide tree, links without following them, and leaves their targets', async () => {
  const outside = join(tmp, 'outside');
  mkdirSync(outside);
  writeFileSync(join(outside, 'keep.txt'), 'keep');
  const dir = join(tmp, 'wide');
  for (let d = 0; d < 20; d++) {
    mkdirSync(join(dir, `d${d}`, 'sub'), { recursive: true });
    for (let f = 0; f < 30; f++) writeFileSync(join(dir, `d${d}`, 'sub', `f${f}.yaml`), `n: ${f}\n`);
  }
  symlinkSync(outside, join(dir, 'd0', 'link-to-outside'));
  symlinkSync(join(outside, 'keep.txt'), join(dir, 'd1', 'link-to-file'));
  chmodSync(join(dir, 'd2', 'sub', 'f0.yaml'), 0o000);
  assert.equal(await removeTreeConcurrently(dir), true);
  assert.equal(existsSync(dir), false);
  assert.equal(existsSync(join(outside, 'keep.txt')), true);
});

test('removeTreeConcurrently: a missing directory is not an error', async () => {
  assert.equal(await removeTreeConcurrently(join(tmp, 'never-made')), true);
});

test('removeTreeConcurrently removes a tree nested deeper than PATH_MAX (falls back to rm -rf)', { skip: process.platform === 'win32' && 'POSIX only' }, async () => {
  const dir = join(tmp, 'deep');
  mkdirSync(dir);
  // 2,500 levels of "dd/" = 7,500 characters, past Linux's PATH_MAX of 4,096
  execFileSync('sh', ['-c', 'cd "$1" && i=0; while [ $i -lt 2500 ]; do mkdir dd && cd -P dd || exit 1; i=$((i+1)); done; echo x > leaf', 'sh', dir]);
  assert.equal(await removeTreeConcurrently(dir), true);
  assert.equal(existsSync(dir), false);
});
