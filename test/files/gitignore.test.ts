import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseGitignore, isIgnored, type IgnoreFile } from '../../src/files/gitignore.js';

function check(text: string, cases: [string, boolean, boolean?][], base = ''): void {
  const chain: IgnoreFile[] = [{ base, rules: parseGitignore(text) }];
  for (const [path, want, isDir] of cases) assert.equal(isIgnored(chain, path, isDir ?? false), want, `${path} (${text.replace(/\n/g, ' | ')})`);
}

test('blank lines and comments are not patterns; \\# and \\! are literals', () => {
  assert.equal(parseGitignore('\n# x\n   \n').length, 0);
  check('\\#a.yaml\n\\!b.yaml', [
    ['#a.yaml', true],
    ['!b.yaml', true],
    ['a.yaml', false],
  ]);
});

test('a name without a slash matches at any depth, files and directories', () => {
  check('*.tmp.yaml\nout', [
    ['x.tmp.yaml', true],
    ['a/b/x.tmp.yaml', true],
    ['x.yaml', false],
    ['out', true, true],
    ['a/out', true, true],
    ['a/out', true],
  ]);
});

test('a trailing slash matches directories only', () => {
  check('build/', [
    ['build', true, true],
    ['build', false, false],
    ['x/build', true, true],
  ]);
});

test('a leading or inner slash anchors to the .gitignore directory', () => {
  check('/root.yaml\ndocs/*.yaml', [
    ['root.yaml', true],
    ['a/root.yaml', false],
    ['docs/a.yaml', true],
    ['docs/sub/a.yaml', false],
    ['x/docs/a.yaml', false],
  ]);
});

test('** forms', () => {
  check('**/gen\na/**/b.yaml\nvendor/**', [
    ['gen', true, true],
    ['x/y/gen', true, true],
    ['a/b.yaml', true],
    ['a/x/y/b.yaml', true],
    ['vendor', false, true],
    ['vendor/x.yaml', true],
    ['vendor/d/x.yaml', true],
  ]);
});

test('the last matching pattern wins; negation re-includes', () => {
  check('*.yaml\n!keep.yaml', [
    ['a.yaml', true],
    ['keep.yaml', false],
    ['d/keep.yaml', false],
  ]);
  check('!keep.yaml\n*.yaml', [['keep.yaml', true]]);
});

test('character classes, ? and escapes; no brace or extglob expansion', () => {
  check('[ab].yaml\n[!x]y.yaml\nq?.yaml\n{c,d}.yaml\n\\*.yaml', [
    ['a.yaml', true],
    ['c.yaml', false],
    ['zy.yaml', true],
    ['xy.yaml', false],
    ['q1.yaml', true],
    ['{c,d}.yaml', true],
    ['*.yaml', true],
    ['z.yaml', false],
  ]);
});

test('trailing spaces are dropped unless escaped; CRLF lines work', () => {
  check('a.yaml   \r\nb.yaml\\ \r\n', [
    ['a.yaml', true],
    ['b.yaml ', true],
    ['b.yaml', false],
  ]);
});

test('rules of a nested .gitignore apply below its directory only, and override outer ones', () => {
  const chain: IgnoreFile[] = [
    { base: '', rules: parseGitignore('*.tmp.yaml\n') },
    { base: 'app', rules: parseGitignore('!keep.tmp.yaml\nlocal.yaml\n') },
  ];
  assert.equal(isIgnored(chain, 'app/keep.tmp.yaml', false), false);
  assert.equal(isIgnored(chain, 'keep.tmp.yaml', false), true);
  assert.equal(isIgnored(chain, 'app/x/local.yaml', false), true);
  assert.equal(isIgnored(chain, 'local.yaml', false), false);
  assert.equal(isIgnored(chain, 'application/local.yaml', false), false);
});
