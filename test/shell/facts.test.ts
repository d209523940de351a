import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeScript } from '../../src/shell/index.js';
import type { Dest } from '../../src/shell/index.js';

test('errexit / pipefail detection', () => {
  // [script, errexit set, errexit early, pipefail set]
  const table: [string, boolean, boolean, boolean][] = [
    ['set -e\nhelm template .', true, true, false],
    ['set -o errexit\nhelm template .', true, true, false],
    ['set -eu\nhelm template .', true, true, false],
    ['set -euo pipefail\nhelm template . | avp generate -', true, true, true],
    ['set -Eeuxo pipefail\na', true, true, true],
    ['set -ex\na', true, true, false],
    ['set -x -e\na', true, true, false],
    ['set -o nounset -o errexit -o pipefail\na', true, true, true],
    ['set -u\na; b', false, false, false],
    ['set +e\na', false, false, false],
    ['set -- -e\na', false, false, false],
    ['echo start >&2\nX=1\nset -e\na', true, true, false],
    ['cd sub\nset -e\na', true, false, false],
    ['helm dep build\nset -e\nhelm template .', true, false, false],
    ['# set -e\na; b', false, false, false],
    ['echo "set -e"; a', false, false, false],
    ['( set -e; a ); b', false, false, false],
    ['x=$(set -e; a)', false, false, false],
    ['f() { set -e; }; a', false, false, false],
    ['if [ -n "$DEBUG" ]; then set -x; fi\nset -e\na', true, true, false],
    ['set -o pipefail\na | b', false, false, true],
    ['a | b\nset -o pipefail', false, false, true],
  ];
  for (const [src, e, early, pf] of table) {
    const f = analyzeScript(src);
    assert.equal(f.errexit.set, e, `errexit: ${src}`);
    assert.equal(f.errexit.early, early, `early: ${src}`);
    assert.equal(f.pipefail.set, pf, `pipefail: ${src}`);
  }
  const f = analyzeScript('a\nset -e\nb');
  assert.deepEqual([f.errexit.offset, f.errexit.end, f.errexit.source], [2, 8, 'script']);
  assert.equal(analyzeScript('set -e\na\nset +e\nb').errexit.disabledAt, 9);
});

test('errexit / pipefail from the interpreter and shebang', () => {
  assert.deepEqual(analyzeScript('a; b', { errexit: true }).errexit, { set: true, source: 'argv', early: true });
  assert.equal(analyzeScript('a | b', { pipefail: true }).pipelines[0].pipefailActive, true);
  // a shebang is a comment for `sh -c`, but counts for a script file
  assert.equal(analyzeScript('#!/bin/bash -e\na; b').errexit.set, false);
  const file = analyzeScript('#!/bin/bash -e\na; b', { honorShebang: true });
  assert.deepEqual([file.errexit.set, file.errexit.source], [true, 'shebang']);
  assert.deepEqual(file.shebang, { interpreter: '/bin/bash', args: ['-e'] });
  assert.equal(analyzeScript('#!/usr/bin/env bash\nset -eo pipefail\na', { honorShebang: true }).pipefail.set, true);
});

test('pipefail is judged where each pipeline runs', () => {
  const f = analyzeScript('helm template . | avp generate -\nset -o pipefail\nkustomize build | avp generate -\nset +o pipefail\na | b');
  assert.deepEqual(f.pipelines.map((p) => [p.commands, p.pipefailActive]), [[2, false], [1, false], [2, true], [1, true], [2, false]]);
  assert.deepEqual(f.commands.map((c) => c.pipefailActive), [false, false, false, true, true, true, false, false]);
  const g = analyzeScript('echo "$V" | grep -q x && a\nfind . | xargs cat\nX=$(kubectl get x | jq .y)');
  assert.deepEqual(g.pipelines.filter((p) => p.commands > 1).map((p) => [p.significantUpstream, p.inSubstitution, p.inCondition]), [[false, false, true], [true, false, false], [true, true, false]]);
});

test('stdout destination after redirections', () => {
  // [script, name of the command to look at (first with that name), expected stdout]
  const table: [string, string, Dest][] = [
    ['echo x', 'echo', 'terminal'],
    ['echo "x" >&2', 'echo', 'stderr'],
    ['echo x 1>&2', 'echo', 'stderr'],
    ['>&2 echo x', 'echo', 'stderr'],
    ['echo x 2>&1', 'echo', 'terminal'],
    ['echo x 2>&1 >&2', 'echo', 'terminal'], // fd2 -> terminal first, then fd1 -> (new) fd2
    ['echo x >&2 2>&1', 'echo', 'stderr'],
    ['echo x >/dev/null 2>&1', 'echo', 'null'],
    ['echo x 2>/dev/null', 'echo', 'terminal'],
    ['echo x >/dev/stderr', 'echo', 'stderr'],
    ['echo x > /dev/fd/2', 'echo', 'stderr'],
    ['echo x >>log.txt', 'echo', 'file'],
    ['echo x >| log.txt', 'echo', 'file'],
    ['echo x &>/tmp/log', 'echo', 'file'],
    ['echo x &>> /dev/null', 'echo', 'null'],
    ['echo x >& /tmp/log', 'echo', 'file'],
    ['echo x >&-', 'echo', 'null'],
    ['echo x >&3', 'echo', 'file'],
    ['exec 3>&1; echo x >&3', 'echo', 'terminal'],
    ['{ echo a; echo b; } >&2', 'echo', 'stderr'],
    ['( echo a ) >/dev/null', 'echo', 'null'],
    ['if true; then echo a; fi > out.yaml', 'echo', 'file'],
    ['for f in *; do echo "$f"; done 1>&2', 'echo', 'stderr'],
    ['exec >&2\necho a', 'echo', 'stderr'],
    ['exec 1>/dev/null; echo a', 'echo', 'null'],
    ['( exec >&2 ); echo a', 'echo', 'terminal'],
    ['{ exec >&2; }; echo a', 'echo', 'stderr'],
    ['echo a | grep a', 'echo', 'pipe'],
    ['echo a | grep a', 'grep', 'terminal'],
    ['helm template . |& tee x', 'helm', 'pipe'],
    ['{ echo a; } | cat', 'echo', 'pipe'],
    ['x=$(echo a)', 'echo', 'capture'],
    ['echo "$(pwd)"', 'pwd', 'capture'],
    ['echo `pwd` >&2', 'pwd', 'capture'],
    ['cat <(ls)', 'ls', 'capture'],
    ['tee >(ls) x', 'ls', 'file'],
    ['cat <<EOF >&2\nhi\nEOF', 'cat', 'stderr'],
    ['echo x 2>&1 | grep x', 'echo', 'pipe'],
  ];
  for (const [src, name, want] of table) {
    const c = analyzeScript(src).commands.find((x) => x.name === name);
    assert.equal(c?.stdout, want, src);
  }
  const f = analyzeScript('helm template . 2>&1 | grep x\nhelm x |& grep y');
  assert.deepEqual(f.commands.map((c) => c.stderr), ['pipe', 'stderr', 'pipe', 'stderr']);
});

test('condition, pipeline, function and substitution flags', () => {
  const src = [
    'if ! helm dep build; then exit 1; fi', // 0 helm, 1 exit
    'test -f x && a || b', // 2 test, 3 a, 4 b
    'while read -r l; do c; done', // 5 read, 6 c
    'f() { d; }', // 7 d
    'e | g', // 8 e, 9 g
    'h=$(i)', // 10 assign, 11 i
    'j &', // 12
  ].join('\n');
  const f = analyzeScript(src);
  const row = (i: number) => {
    const c = f.commands[i];
    return [c.name ?? '=', c.inCondition, c.inPipeline, c.pipelineLast, c.inFunction, c.inSubstitution, c.background];
  };
  assert.deepEqual(f.commands.map((_, i) => row(i)), [
    ['helm', true, false, true, false, false, false],
    ['exit', false, false, true, false, false, false],
    ['test', true, false, true, false, false, false],
    ['a', true, false, true, false, false, false],
    ['b', false, false, true, false, false, false],
    ['read', true, false, true, false, false, false],
    ['c', false, false, true, false, false, false],
    ['d', false, false, true, true, false, false],
    ['e', false, true, false, false, false, false],
    ['g', false, true, true, false, false, false],
    ['=', false, false, true, false, false, false],
    ['i', false, false, true, false, true, false],
    ['j', false, false, true, false, false, true],
  ]);
  assert.deepEqual(f.functions, ['f']);
});

test('commands that set -e would have caught', () => {
  // [script, topLevelCommandCount, names of masked failures]
  const table: [string, number, (string | undefined)[]][] = [
    ['helm template .', 1, []],
    ['echo "Initializing..."\nhelmfile deps', 1, []],
    ['helm dep build; helm template .', 2, ['helm']],
    ['helm template . > all.yaml && kustomize build', 1, []],
    ['helmfile template || exit 1', 0, []],
    ['a || b; c', 2, ['b']],
    ['cd sub\nhelm template .', 2, ['cd']],
    ['X=$(git rev-parse HEAD)\nhelm template . --set sha=$X', 2, [undefined]],
    ['X=1; export Y=$(date); helm template .', 1, []],
    ['if [ -f x ]; then a; b; else c; fi', 3, ['a']],
    ['for f in *; do cat "$f"; done', 1, ['cat']],
    ['a; exit $?', 1, []],
    ['a; exit 0', 1, ['a']],
    ['echo x >&2; exit 1', 0, []],
    ['f() { a; b; }\nf', 1, ['a']],
    ['( a; b ) | c', 1, ['a']],
    ['kustomize build . | avp generate - || kustomize build .', 1, []],
    ['a &\nb', 1, []],
  ];
  for (const [src, count, masked] of table) {
    const f = analyzeScript(src);
    assert.equal(f.topLevelCommandCount, count, `count: ${src}`);
    assert.deepEqual(f.maskedFailures.map((m) => m.name), masked, `masked: ${src}`);
  }
  const f = analyzeScript('set -e\na\nb');
  assert.deepEqual(f.commands.map((c) => c.errexitActive), [false, true, true]);
});

test('variable reads and assignments', () => {
  const src = [
    'echo $A ${B} "${C:-d}" ${D-d} ${E:=d} ${#F} "$G" \'$NOT\' $$ $? $1 $@ ${10} $# $0',
    'echo "${H:+x}" ${I%.yaml} ${J//a/b} ${K:?need} ${L:-$M} ${!N} $((O + 1)) $(echo $P)',
    'cat <<EOF\n$Q ${R}\nEOF',
    "cat <<'EOF'\n$NOPE\nEOF",
    'echo \\$ESCAPED "\\$ESC2" $\'$ANSI\'',
  ].join('\n');
  const f = analyzeScript(src);
  assert.deepEqual(f.parseErrors, []);
  assert.deepEqual(f.varReads.map((v) => `${v.name}${v.hasDefault ? '?' : ''}${v.op ? `[${v.op}]` : ''}${v.quoted ? '"' : ''}`), [
    'A', 'B', 'C?[:-]"', 'D?[-]', 'E?[:=]', 'F[#len]', 'G"',
    'H[:+]"', 'I[%]', 'J[//]', 'K[:?]', 'L?[:-]', 'M', 'N[!]', 'O', 'P',
    'Q"', 'R"',
  ]);
  const g = analyzeScript([
    'X=1', 'export Y=2 Z', 'read -r A B', 'read -p "name: " C', 'for D in a; do :; done', 'local E', ': "${F:=d}"',
    'declare -a G=(1 2)', 'printf -v H %s x', 'mapfile -t I < f', 'getopts ab J', 'K=1 cmd',
  ].join('\n'));
  assert.deepEqual([...g.assigned].sort(), ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'X', 'Y']);
});
