// go-zglob (discover.find.glob), ported as data. Source (see ./upstream.ts): GO_ZGLOB zglob_test.go
// testGlobs run as in TestGlobAbs (Argo CD joins the app path in front, so patterns are absolute).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zglob } from '../../src/discover/index.js';

// (pattern, expected matches, error text) — a case with an error only checks the error
const GLOBS: [string, string[] | null, string][] = [
  ['fo*', ['foo'], ''],
  ['foo', ['foo'], ''],
  ['foo/*', ['foo/bar', 'foo/baz'], ''],
  ['foo/b[a]*', ['foo/bar', 'foo/baz'], ''],
  ['foo/b[a][r]*', ['foo/bar'], ''],
  ['foo/b[a-z]*', ['foo/bar', 'foo/baz'], ''],
  ['foo/b[c-z]*', [], ''],
  ['foo/b[z-c]*', [], 'error parsing regexp'],
  ['foo/**', ['foo/bar', 'foo/baz'], ''],
  ['f*o/**', ['foo/bar', 'foo/baz'], ''],
  ['*oo/**', ['foo/bar', 'foo/baz', 'hoo/bar'], ''],
  ['*oo/b*', ['foo/bar', 'foo/baz', 'hoo/bar'], ''],
  ['*oo/bar', ['foo/bar', 'hoo/bar'], ''],
  ['*oo/*z', ['foo/baz'], ''],
  ['foo/**/*', ['foo/bar', 'foo/bar/baz', 'foo/bar/baz.txt', 'foo/bar/baz/noo.txt', 'foo/baz'], ''],
  ['*oo/**/*', ['foo/bar', 'foo/bar/baz', 'foo/bar/baz.txt', 'foo/bar/baz/noo.txt', 'foo/baz', 'hoo/bar'], ''],
  ['*oo/*.txt', [], ''],
  ['*oo/*/*.txt', ['foo/bar/baz.txt'], ''],
  ['*oo/**/*.txt', ['foo/bar/baz.txt', 'foo/bar/baz/noo.txt'], ''],
  ['doo', null, 'file does not exist'],
  ['./f*', ['foo'], ''],
  ['**/bar/**/*.txt', ['foo/bar/baz.txt', 'foo/bar/baz/noo.txt'], ''],
  ['**/bar/**/*.{jpg,png}', ['zzz/bar/baz/joo.png', 'zzz/bar/baz/zoo.jpg'], ''],
  ['zzz/bar/baz/zoo.{jpg,png}', ['zzz/bar/baz/zoo.jpg'], ''],
  ['zzz/bar/{baz,z}/zoo.jpg', ['zzz/bar/baz/zoo.jpg'], ''],
  ['zzz/nar/\\{noo,x\\}/joo.png', ['zzz/nar/{noo,x}/joo.png'], ''],
];

test('zglob_test.go TestGlobAbs', () => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-zglob-')));
  try {
    for (const d of ['foo/baz', 'foo/bar/baz', 'hoo/bar', 'zzz/bar/baz', 'zzz/nar/{noo,x}']) mkdirSync(join(root, d), { recursive: true });
    for (const f of ['foo/bar/baz.txt', 'foo/bar/baz/noo.txt', 'zzz/bar/baz/zoo.jpg', 'zzz/bar/baz/joo.png', 'zzz/nar/{noo,x}/joo.png']) writeFileSync(join(root, f), '');
    for (const [pattern, expected, err] of GLOBS) {
      let got: string[] | undefined;
      let error: Error | undefined;
      try {
        got = zglob(`${root}/${pattern}`);
      } catch (e) {
        error = e as Error;
      }
      if (error) {
        assert.ok(err !== '' && error.message.includes(err), `${pattern}: unexpected error ${error.message}`);
        continue;
      }
      if (err !== '' && expected === null) assert.fail(`${pattern}: expected an error containing ${err}`);
      assert.deepEqual([...(got ?? [])].sort(), (expected ?? []).map((e) => `${root}/${e}`).sort(), pattern);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
