// A template's placeholders are quieted by one range holding all of them (QuietRange.spots):
// it must drop exactly the findings one range per placeholder dropped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { quietFindings } from '../../src/lint.js';
import { placeholderRange, linesAndColumns, type QuietRange } from '../../src/yaml/load.js';
import { SourceText } from '../../src/yaml/source.js';
import { maskTemplate } from '../../src/yaml/template.js';
import type { Finding } from '../../src/core/finding.js';

test('one range of placeholders quiets exactly the findings one range per placeholder quieted', () => {
  let seed = 13;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  let dropped = 0;
  let kept = 0;
  for (let round = 0; round < 400; round++) {
    const spots: number[] = [];
    for (let k = rnd(12); k > 0; k--) spots.push(1 + rnd(30), 1 + rnd(40));
    const findings: Finding[] = [];
    for (let k = 0; k < 30; k++) {
      const line = 1 + rnd(32);
      const column = 1 + rnd(42);
      const endLine = rnd(2) ? line : line + rnd(3);
      const endColumn = endLine === line ? column + rnd(10) : 1 + rnd(42);
      findings.push({ ruleId: ['sidecar-image-tag', 'plugin-schema', 'yaml-syntax'][rnd(3)], severity: 'warning', message: `m${k}`, file: rnd(5) ? 'c/templates/a.yaml' : 'other.yaml', line, column, endLine, endColumn });
    }
    const one: QuietRange[] = [];
    for (let i = 0; i < spots.length; i += 2) one.push({ file: 'c/templates/a.yaml', fromLine: spots[i], toLine: spots[i], column: spots[i + 1], why: 'placeholder' });
    const lines = spots.filter((_, i) => i % 2 === 0);
    const all: QuietRange[] = spots.length ? [placeholderRange('c/templates/a.yaml', Math.min(...lines), Math.max(...lines), spots, undefined)] : [];
    const want = quietFindings(findings, one);
    assert.deepEqual(quietFindings(findings, all), want, JSON.stringify({ spots }));
    dropped += findings.length - want.length;
    kept += want.length;
  }
  assert.ok(dropped > 200 && kept > 200, `${dropped} dropped, ${kept} kept`);
});

test('linesAndColumns gives the positions SourceText.pos gives, in ascending order', () => {
  let seed = 29;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const parts = ['a', 'key: ', '{{ .x }}', '\n', '\r\n', '\r', ' ', 'é', '🚀', '\u2028'];
  for (let round = 0; round < 2000; round++) {
    let text = '';
    for (let k = rnd(30); k > 0; k--) text += parts[rnd(parts.length)];
    const offsets = Array.from({ length: rnd(8) }, () => rnd(text.length + 3) - 1);
    const src = new SourceText('t.yaml', text);
    const want = offsets
      .map((o) => src.pos(o))
      .sort((p, q) => p.line - q.line || p.col - q.col)
      .flatMap((p) => [p.line, p.col]);
    assert.deepEqual(linesAndColumns(text, offsets), want, JSON.stringify({ text, offsets }));
  }
});

test('the inside of an action the mask keeps quiets the findings that start in it, and only those', () => {
  // `    value: {{ $v.name }}` on line 3: the action is at columns 12-24 (end exclusive 25)
  const q = placeholderRange('c/templates/a.yaml', 3, 3, [3, 5], [3, 12, 3, 25]);
  const at = (line: number, column: number, endColumn = column + 2): Finding => ({ ruleId: 'app-plugin-env-undefined-var', severity: 'warning', message: `${line}:${column}`, file: 'c/templates/a.yaml', line, column, endLine: line, endColumn });
  const findings = [at(3, 11, 11), at(3, 12), at(3, 15, 17), at(3, 24), at(3, 25), at(2, 15), at(4, 15)];
  assert.deepEqual(
    quietFindings(findings, [q]).map((f) => f.message),
    ['3:11', '3:25', '2:15', '4:15'],
  );
});

test('MaskedTemplate.kept: the actions read as quoted strings (whole values), not those blanked or filled', () => {
  const text = 'env:\n  - name: A\n    value: {{ $v.name }}\n  - name: B\n    value: |\n      x: {{ join "," $list }}\n      {{- $y := 1 }}\n      y: a-{{ $y }}\n';
  const m = maskTemplate(text);
  assert.deepEqual(linesAndColumns(text, m.kept), [3, 12, 3, 25, 6, 10, 6, 30]);
  assert.equal(m.text.split('\n')[2], '    value: "{ $v.name }"');
  assert.equal(m.text.split('\n')[7], '      y: a-________');
});
