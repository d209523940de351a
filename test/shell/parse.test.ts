import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeScript, parseScript, staticWord } from '../../src/shell/index.js';

/** names + static argv of every simple command, in order */
function cmds(script: string): string[] {
  return analyzeScript(script).commands.map((c) => c.argv.map((a) => (a === null ? '<dyn>' : a)).join(' ') || `<assign ${c.assigns.join(',')}>`);
}

test('tokenizer: quotes, escapes and comments', () => {
  const table: [string, string[]][] = [
    [`echo 'a b' "c d" e\\ f`, ['echo a b c d e f']],
    [`echo "it's" 'say "hi"'`, [`echo it's say "hi"`]],
    [`echo $'a\\tb\\n' $'it\\'s'`, ['echo a\tb\n it\'s']],
    [`echo "a\\"b" "\\$x" "\\z"`, ['echo a"b $x \\z']],
    [`echo a # echo b\necho c`, ['echo a', 'echo c']],
    [`# echo in a comment\nhelm template .`, ['helm template .']],
    [`echo a#b`, ['echo a#b']],
    [`echo one \\\n  two`, ['echo one two']],
    [`echo ''`, ['echo ']],
    [`echo "$X"`, ['echo <dyn>']],
    [`echo pre"$X"post`, ['echo <dyn>']],
    [`ls *.@(yaml|yml)`, ['ls *.@(yaml|yml)']],
    [`arr=(a b c); echo x`, ['<assign arr>', 'echo x']],
  ];
  for (const [src, want] of table) assert.deepEqual(cmds(src), want, src);
});

test('parser: lists, pipelines and compound commands', () => {
  const table: [string, string[]][] = [
    ['a; b && c || d & e\nf', ['a', 'b', 'c', 'd', 'e', 'f']],
    ['a | b |& c', ['a', 'b', 'c']],
    ['if a; then b; elif c; then d; else e; fi', ['a', 'b', 'c', 'd', 'e']],
    ['if a\nthen\n  b\nfi', ['a', 'b']],
    ['for f in x y; do echo "$f"; done', ['echo <dyn>']],
    ['for f\ndo echo; done', ['echo']],
    ['for ((i=0;i<3;i++)); do echo; done', ['echo']],
    ['while read -r l; do echo; done < f', ['read -r l', 'echo']],
    ['until false; do :; done', ['false', ':']],
    ['case "$x" in a|b) echo ab ;; *) echo other;; esac', ['echo ab', 'echo other']],
    ['case $x in\n  (a) one\n  ;;\n  b) two ;&\n  c) three\nesac', ['one', 'two', 'three']],
    ['{ a; b; } > f', ['a', 'b']],
    ['( a; b ) 2>&1', ['a', 'b']],
    ['f() { a; }; f', ['a', 'f']],
    ['function g { a; }\ng', ['a', 'g']],
    ['function h() ( a )', ['a']],
    ['! grep -q x f', ['grep -q x f']],
    ['[[ $a == b && -f "c" || $d < e ]] && echo', ['[[ <dyn> == b && -f c || <dyn> < e ]]', 'echo']],
    ['(( i += 1 )) && echo', ['(( <dyn>', 'echo']],
    ['a &&\n  b ||\n  c', ['a', 'b', 'c']],
    ['a |\n b', ['a', 'b']],
    ['x=$(a | b) y=`c`', ['a', 'b', 'c', '<assign x,y>'].slice(0, 0).concat(['<assign x,y>', 'a', 'b', 'c'])],
    ['echo $( (a) ) $((1 + 2))', ['echo <dyn> <dyn>', 'a']],
    ['echo "$(echo "nested $(inner)")"', ['echo <dyn>', 'echo <dyn>', 'inner']],
    ['diff <(a) >(b)', ['diff <dyn> <dyn>', 'a', 'b']],
    ['X=1 Y=2 cmd arg', ['cmd arg']],
    ['export A=1 B', ['export A=1 B']],
  ];
  for (const [src, want] of table) {
    const f = analyzeScript(src);
    assert.deepEqual(f.parseErrors, [], src);
    assert.deepEqual(cmds(src), want, src);
  }
});

test('parser: here-documents', () => {
  const src = 'cat <<EOF\necho $HOME `id`\nEOF\ncat <<-\'END\' >&2\n\techo $NOPE\n\tEND\necho after';
  const f = analyzeScript(src);
  assert.deepEqual(f.parseErrors, []);
  assert.deepEqual(cmds(src), ['cat', 'id', 'cat', 'echo after']);
  const [first, , second] = f.commands;
  assert.equal(first.stdin?.heredoc?.body, 'echo $HOME `id`\n');
  assert.equal(first.stdin?.heredoc?.quoted, false);
  assert.equal(second.stdin?.heredoc?.quoted, true);
  assert.equal(second.stdin?.heredoc?.body, '\techo $NOPE\n');
  assert.deepEqual(f.varReads.map((v) => v.name), ['HOME']);
  // two here-docs on one line, and a here-doc inside a pipeline
  const g = analyzeScript('cat <<A; cat <<B | grep x\na $X\nA\nb $Y\nB\necho done');
  assert.deepEqual(g.parseErrors, []);
  assert.deepEqual(g.varReads.map((v) => v.name), ['X', 'Y']);
  assert.deepEqual(g.commands.map((c) => c.name), ['cat', 'cat', 'grep', 'echo']);
  // here-string
  assert.equal(analyzeScript('grep -q x <<< "$V"').commands[0].stdin?.herestring?.raw, '"$V"');
});

test('parser: offsets point into the script', () => {
  const src = 'set -e\n  helm template . | kubectl apply -f -\necho "x" >&2';
  const f = analyzeScript(src);
  const slices = f.commands.map((c) => src.slice(c.offset, c.end));
  assert.deepEqual(slices, ['set -e', 'helm template .', 'kubectl apply -f -', 'echo "x" >&2']);
  assert.deepEqual(f.pipelines.map((p) => src.slice(p.offset, p.end)), ['set -e', 'helm template . | kubectl apply -f -', 'echo "x" >&2']);
  const r = f.varReads;
  assert.equal(r.length, 0);
  const g = analyzeScript('echo "${A:-x}" $B');
  assert.deepEqual(g.varReads.map((v) => 'echo "${A:-x}" $B'.slice(v.offset, v.end)), ['${A:-x}', '$B']);
});

test('parser: errors are reported, never thrown', () => {
  const table: [string, RegExp][] = [
    [`echo 'open`, /unterminated single quote/],
    [`echo "open`, /unterminated double quote/],
    ['echo $(date', /expected '\)'/],
    ['echo ${X', /unterminated \$\{/],
    ['echo `date', /unterminated backquote/],
    ['if true; then echo', /expected 'fi'/],
    ['for x in a b; do echo', /expected 'done'/],
    ['case x in a) echo', /expected 'esac'/],
    ['{ echo', /expected '\}'/],
    ['cat <<EOF\nno end', /here-document delimited by end of script/],
    ['echo a && ', /missing command after '&&'/],
    ['fi', /unexpected 'fi'/],
    [') echo', /unexpected '\)'/],
  ];
  for (const [src, re] of table) {
    const f = analyzeScript(src);
    assert.ok(f.parseErrors.some((e) => re.test(e.message)), `${src}: ${JSON.stringify(f.parseErrors)}`);
  }
  // garbage of every kind
  for (const src of ['$(((', '"$(`"', '${', "$'", '<<', '| |', ';;', '&&', '((', '[[', 'case', 'for', 'function', '<(', 'x=(', '\\']) {
    assert.doesNotThrow(() => analyzeScript(src), src);
  }
});

test('parseScript exposes the tree', () => {
  const { ast, errors } = parseScript('a && b | c');
  assert.deepEqual(errors, []);
  const ao = ast.items[0].node;
  assert.deepEqual(ao.ops, ['&&']);
  assert.equal(ao.pipelines[1].commands.length, 2);
  const c = ao.pipelines[1].commands[1];
  assert.equal(c.type, 'simple');
  if (c.type === 'simple') assert.equal(staticWord(c.words[0]), 'c');
});
