// What an image build does to an unquoted heredoc: BuildKit's own expansion for COPY/ADD, the
// shell's for RUN (src/extract/heredoc-expand.ts), checked against BuildKit's heredoc tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bakeHeredoc } from '../../src/extract/heredoc-expand.js';

const known = (n: string) => n === 'VERSION';
const bk = (body: string, chomp = false) => bakeHeredoc(body, { chomp, expand: true, shell: 'buildkit', known });
const sh = (body: string, chomp = false) => bakeHeredoc(body, { chomp, expand: true, shell: 'sh', known });
const brief = (r: ReturnType<typeof bk>) => r.expansions.map((e) => `${e.kind} ${JSON.stringify(e.text)}@${e.start} -> ${JSON.stringify(e.becomes)}`);

test('BuildKit: testCopyHeredocSpecialSymbols (a lone `\\` goes, `\\\\` is one, `\\$` is `$`; quotes are kept)', () => {
  assert.equal(bk('"quotes in file"\n').text, '"quotes in file"\n');
  assert.equal(bk('\\\n').text, '\n');
  assert.equal(bk('\\\\\n').text, '\\\n');
  assert.equal(bk('\\$\n').text, '$\n');
  assert.deepEqual(brief(bk('\\\n')), ['backslash "\\\\\\n"@0 -> "\\n"']);
  assert.deepEqual(brief(bk('\\\\\n\\$\n')), [], '`\\\\` and `\\$` are how one writes them');
});

test('BuildKit: variables nobody sets are empty, quotes protect nothing, $(…) and backticks stay', () => {
  const r = bk(`a: '$ARGOCD_ENV_X' "\${PARAM_Y}" $$ $1 \${Z:-dflt} \${W:+alt} $(pwd) \`date\` $VERSION \${VERSION} $ x`);
  assert.equal(r.text, "a: '' \"\"   dflt  $(pwd) `date` $VERSION ${VERSION} $ x");
  assert.deepEqual(brief(r), [
    'variable "$ARGOCD_ENV_X"@4 -> ""',
    'variable "${PARAM_Y}"@20 -> ""',
    'variable "$$"@32 -> ""',
    'variable "$1"@35 -> ""',
    'variable "${Z:-dflt}"@38 -> "dflt"',
    'variable "${W:+alt}"@49 -> ""',
  ]);
  assert.deepEqual(r.kept, ['VERSION', 'VERSION']);
  // every baked character maps to the character it is in the body as written
  const body = `a: '$ARGOCD_ENV_X' "\${PARAM_Y}" $$ $1 \${Z:-dflt} \${W:+alt} $(pwd) \`date\` $VERSION \${VERSION} $ x`;
  for (let k = 0; k < r.text.length; k++) assert.equal(body[r.map[k]], r.text[k], `char ${k}`);
  assert.equal(r.map.length, r.text.length + 1);
});

test('BuildKit: a substitution it rejects fails the build (nothing to judge)', () => {
  for (const body of ['x ${} y', 'x ${:a}', 'x ${A:0:2}', 'x ${UNSET:?must be set}', 'x ${A']) assert.equal(bk(body).fails, true, body);
});

test('the shell of a RUN: $(…), $((…)), backticks and special parameters are expanded; a backslash only before $ ` \\ and a newline', () => {
  const r = sh('run: cd "$(dirname "$ARGOCD_ENV_CHART")" && echo $((1+2)) `id -u` $$ $10 \\$HOME \\" ${X:-d$Y} \\\n  next');
  assert.equal(r.text, 'run: cd "" && echo    0 $HOME \\" d   next');
  assert.deepEqual(brief(r), [
    'command "$(dirname \\"$ARGOCD_ENV_CHART\\")"@9 -> ""',
    'command "$((1+2))"@49 -> ""',
    'command "`id -u`"@58 -> ""',
    'variable "$$"@66 -> ""',
    'variable "$1"@69 -> ""',
    'variable "${X:-d$Y}"@83 -> "d"',
  ]);
  assert.deepEqual(r.expansions[0].names, ['ARGOCD_ENV_CHART']);
});

test('<<- strips leading tabs before expanding, and offsets stay those of the body as written', () => {
  const body = '\t\tname: $A\n\tx: 1\n';
  const r = bk(body, true);
  assert.equal(r.text, 'name: \nx: 1\n');
  assert.deepEqual(brief(r), ['variable "$A"@8 -> ""']);
  assert.equal(r.map[0], 2);
  assert.equal(r.map[r.text.indexOf('x')], body.indexOf('x'));
});

test('a quoted delimiter: nothing expanded, tabs still stripped for <<-', () => {
  const r = bakeHeredoc('\tx: $A \\\n', { chomp: true, expand: false, shell: 'buildkit', known });
  assert.equal(r.text, 'x: $A \\\n');
  assert.deepEqual(r.expansions, []);
  assert.equal(r.map[0], 1);
});

test('a name the build sets with a known value (ARG default, ENV) is baked with it; one without stays as written', () => {
  const value = (n: string) => (n === 'VERSION' ? 'v1.0' : n === 'EMPTY' ? '' : undefined);
  const k = (n: string) => n === 'VERSION' || n === 'EMPTY' || n === 'NOVALUE';
  const b = bakeHeredoc('version: $VERSION ${VERSION} ${EMPTY:-d} ${EMPTY-d} ${VERSION:+on} ${NOVALUE} ${VERSION%.0}', { chomp: false, expand: true, shell: 'buildkit', known: k, value });
  assert.equal(b.text, 'version: v1.0 v1.0 d  on ${NOVALUE} ${VERSION%.0}');
  assert.deepEqual(b.expansions, []);
  assert.deepEqual(b.kept, ['VERSION', 'VERSION', 'EMPTY', 'EMPTY', 'VERSION', 'NOVALUE', 'VERSION']);
  const s = bakeHeredoc('v: $VERSION ${VERSION} ${EMPTY:-d} ${VERSION:+on} ${NOVALUE}', { chomp: false, expand: true, shell: 'sh', known: k, value });
  assert.equal(s.text, 'v: v1.0 v1.0 d on ${NOVALUE}');
  // the value's characters sit where the reference is written
  assert.equal(b.map[b.text.indexOf('v1.0')], 'version: '.length);
});
