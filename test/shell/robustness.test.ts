import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { analyzeScript, isCatchAllCommand, scriptOfCommand, stdoutWriters } from '../../src/shell/index.js';

const corpus: { command: string[]; args: string[] }[] = JSON.parse(readFileSync(new URL('../fixtures/shell/corpus-commands.json', import.meta.url), 'utf8'));

function run(src: string): void {
  const f = analyzeScript(src);
  assert.ok(!f.parseErrors.some((e) => e.message.startsWith('internal')), `${JSON.stringify(src)}: ${JSON.stringify(f.parseErrors)}`);
  for (const c of f.commands) assert.ok(c.offset >= 0 && c.end <= src.length + 1, JSON.stringify(src));
  stdoutWriters(f);
  isCatchAllCommand(src);
}

test('every prefix of the longest corpus scripts is handled (half-typed scripts in an editor)', () => {
  const scripts = corpus.map((c) => scriptOfCommand(c.command, c.args)?.script).filter((s): s is string => !!s);
  scripts.sort((a, b) => b.length - a.length);
  for (const s of scripts.slice(0, 4)) for (let i = 0; i <= s.length; i += 3) run(s.slice(0, i));
});

test('random shell-ish garbage never throws', () => {
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const alphabet = ['a', ' ', '\n', ';', '&', '|', '(', ')', '{', '}', '$', '"', "'", '`', '\\', '<', '>', '#', '=', '[[', ']]', '!',
    'if ', 'then ', 'elif ', 'else ', 'fi', 'do ', 'done', 'case ', 'esac', ' in ', '<<E\n', '<<-E\n', 'E\n', '$(', '${', '$((', '((', '))',
    'for x ', 'while ', 'f()', '-', '2>&1', '>&2', 'exec ', '*', '@(', ':-', '$\''];
  for (let k = 0; k < 4000; k++) {
    let s = '';
    const len = Math.floor(rnd() * 24);
    for (let i = 0; i < len; i++) s += alphabet[Math.floor(rnd() * alphabet.length)];
    run(s);
  }
});
