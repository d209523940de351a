import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { goMatch, goClean, goJoin, goGlob, zglob, zglobCompile, ERR_BAD_PATTERN } from '../../src/discover/index.js';
import { tempRepo } from '../render/helpers.js';

// Cases from Go's own path/filepath match tests (behaviour, re-expressed here).
const cases: [string, string, boolean | 'err'][] = [
  ['abc', 'abc', true],
  ['*', 'abc', true],
  ['*c', 'abc', true],
  ['a*', 'a', true],
  ['a*', 'abc', true],
  ['a*', 'ab/c', false],
  ['a*/b', 'abc/b', true],
  ['a*/b', 'a/c/b', false],
  ['a*b*c*d*e*/f', 'axbxcxdxe/f', true],
  ['a*b*c*d*e*/f', 'axbxcxdxexxx/f', true],
  ['a*b*c*d*e*/f', 'axbxcxdxe/xxx/f', false],
  ['a*b*c*d*e*/f', 'axbxcxdxexxx/fff', false],
  ['a*b?c*x', 'abxbbxdbxebxczzx', true],
  ['a*b?c*x', 'abxbbxdbxebxczzy', false],
  ['ab[c]', 'abc', true],
  ['ab[b-d]', 'abc', true],
  ['ab[e-g]', 'abc', false],
  ['ab[^c]', 'abc', false],
  ['ab[^b-d]', 'abc', false],
  ['ab[^e-g]', 'abc', true],
  ['a\\*b', 'a*b', true],
  ['a\\*b', 'ab', false],
  ['a?b', 'a☺b', true],
  ['a[^a]b', 'a☺b', true],
  ['a???b', 'a☺b', false],
  ['a[^a][^a][^a]b', 'a☺b', false],
  ['[a-ζ]*', 'α', true],
  ['*[a-ζ]', 'A', false],
  ['a?b', 'a/b', false],
  ['a*b', 'a/b', false],
  ['[\\]a]', ']', true],
  ['[\\-]', '-', true],
  ['[x\\-]', 'x', true],
  ['[x\\-]', '-', true],
  ['[x\\-]', 'z', false],
  ['[\\-x]', 'x', true],
  ['[\\-x]', '-', true],
  ['[\\-x]', 'a', false],
  ['[]a]', ']', 'err'],
  ['[-]', '-', 'err'],
  ['[x-]', 'x', 'err'],
  ['[x-]', '-', 'err'],
  ['[x-]', 'z', 'err'],
  ['[-x]', 'x', 'err'],
  ['[-x]', '-', 'err'],
  ['[-x]', 'a', 'err'],
  ['\\', 'a', 'err'],
  ['[a-b-c]', 'a', 'err'],
  ['[', 'a', 'err'],
  ['[^', 'a', 'err'],
  ['[^bc', 'a', 'err'],
  ['a[', 'a', 'err'],
  ['a[', 'ab', 'err'],
  ['a[', 'x', 'err'],
  ['a/b[', 'x', 'err'],
  ['*x', 'xxx', true],
  ['**', 'a/b', false],
  ['.git', '.git', true],
  ['.git/*', '.git/HEAD', true],
  ['.git/*', '.git/refs/heads', false],
  ['charts/*/tests', 'charts/x/tests', true],
  ['*', '.', true],
];

test('goMatch follows Go filepath.Match', () => {
  for (const [pat, name, want] of cases) {
    if (want === 'err') {
      assert.throws(() => goMatch(pat, name), { message: ERR_BAD_PATTERN }, `${pat} ~ ${name} should be a syntax error`);
    } else {
      assert.equal(goMatch(pat, name), want, `${pat} ~ ${name}`);
    }
  }
});

test('goClean / goJoin follow Go path.Clean and filepath.Join', () => {
  assert.equal(goClean(''), '.');
  assert.equal(goClean('./a/./b/'), 'a/b');
  assert.equal(goClean('a/../../b'), '../b');
  assert.equal(goClean('/../a'), '/a');
  assert.equal(goJoin('/repo/app', './Chart.yaml'), '/repo/app/Chart.yaml');
  assert.equal(goJoin('/repo/app', '../Chart.yaml'), '/repo/Chart.yaml');
  assert.equal(goJoin('/repo/app', ''), '/repo/app');
  assert.equal(goJoin('', ''), '');
});

test('goGlob: single-segment wildcards, `**` is just `*`, bad pattern is an error', () => {
  const r = tempRepo({
    'app/helmfile.yaml': '',
    'app/values-a.yaml': '',
    'app/sub/deep.yaml': '',
    'app/sub/x/deeper.yaml': '',
    'app/.hidden': '',
  });
  try {
    const a = join(r.root, 'app');
    assert.deepEqual(goGlob(`${a}/helmfile.y?ml`), [`${a}/helmfile.yaml`]);
    assert.deepEqual(goGlob(`${a}/values-[a-c].yaml`), [`${a}/values-a.yaml`]);
    assert.deepEqual(goGlob(`${a}/*.yaml`), [`${a}/helmfile.yaml`, `${a}/values-a.yaml`]);
    assert.deepEqual(goGlob(`${a}/.h*`), [`${a}/.hidden`], 'Go has no dotfile rule');
    assert.deepEqual(goGlob(`${a}/**/deep.yaml`), [`${a}/sub/deep.yaml`], '** matches exactly one segment');
    assert.deepEqual(goGlob(`${a}/**/deeper.yaml`), []);
    assert.deepEqual(goGlob(`${a}/*/*/deeper.yaml`), [`${a}/sub/x/deeper.yaml`]);
    assert.deepEqual(goGlob(`${a}/{helmfile,x}.yaml`), [], 'no braces in Go');
    assert.deepEqual(goGlob(`${a}/helmfile.yaml`), [`${a}/helmfile.yaml`]);
    assert.deepEqual(goGlob(`${a}/nope.yaml`), []);
    assert.throws(() => goGlob(`${a}/[`), { message: ERR_BAD_PATTERN });
  } finally {
    r.cleanup();
  }
});

test('zglob: ** across directories (also zero), braces, classes; `?` is literal', () => {
  const r = tempRepo({
    'app/a.yaml': '',
    'app/helmfile.yml': '',
    'app/sub/b.yaml': '',
    'app/sub/x/c.yaml': '',
    'app/sub/x/c.json': '',
    'app/q?.txt': '',
    'app/qa.txt': '',
  });
  try {
    const a = join(r.root, 'app');
    assert.deepEqual(zglob(`${a}/**/*.yaml`), [`${a}/a.yaml`, `${a}/sub/b.yaml`, `${a}/sub/x/c.yaml`]);
    assert.deepEqual(zglob(`${a}/helmfile.{yaml,yml}`), [`${a}/helmfile.yml`]);
    assert.deepEqual(zglob(`${a}/sub/**/c.*`), [`${a}/sub/x/c.json`, `${a}/sub/x/c.yaml`]);
    // no `*` or `{`: a literal existence check, and a missing path is an error
    assert.throws(() => zglob(`${a}/[ab].yaml`), /file does not exist/);
    assert.deepEqual(zglob(`${a}/*[ab].yaml`), [`${a}/a.yaml`]);
    assert.deepEqual(zglob(`${a}/*?.txt`), [`${a}/q?.txt`], '`?` is a literal question mark');
    assert.deepEqual(zglob(`${a}/**`), zglob(`${a}/*`), 'a trailing ** is a single *');
    assert.throws(() => zglob(`${a}/missing.yaml`), /file does not exist/);
    assert.ok(zglobCompile(`${a}/**/*.yaml`).regex);
  } finally {
    r.cleanup();
  }
});
