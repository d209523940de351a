// Cutting markdown for PR comments and the job summary: never more than the limit, and every
// piece renders on its own (fences and <details> closed, reopened in the next piece).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitMarkdown, truncateBytes } from '../../src/action/split.js';
import { commentBodies, nextLink } from '../../src/action/comment.js';

function sections(n: number, lines: number): string {
  let md = '## cmp-lint\n\n';
  for (let a = 0; a < n; a++) {
    md += `<details>\n<summary>app-${a}</summary>\n\n\`\`\`diff\n`;
    for (let l = 0; l < lines; l++) md += `+  key-${l}: value ${a}-${l}\n`;
    md += '```\n\n</details>\n\n';
  }
  return md;
}

function balanced(piece: string): void {
  assert.equal((piece.match(/^```/gm) ?? []).length % 2, 0, `unbalanced fences:\n${piece.slice(0, 200)}`);
  assert.equal((piece.match(/<details/g) ?? []).length, (piece.match(/<\/details>/g) ?? []).length);
}

test('short text stays one piece', () => {
  assert.deepEqual(splitMarkdown('# hi\n', 100), ['# hi\n']);
});

test('pieces respect the limit and prefer section boundaries', () => {
  const md = sections(12, 60);
  const pieces = splitMarkdown(md, 6000);
  assert.ok(pieces.length > 1);
  for (const p of pieces) {
    assert.ok(p.length <= 6000, String(p.length));
    balanced(p);
  }
  // whole sections fit: every piece after the first starts at a section
  for (const p of pieces.slice(1)) assert.match(p, /^<details>\n<summary>app-\d+<\/summary>/);
  assert.equal(pieces.join(''), md);
});

test('a section longer than the limit is closed and reopened across pieces', () => {
  const md = sections(1, 400);
  const pieces = splitMarkdown(md, 4000);
  assert.ok(pieces.length >= 3);
  for (const p of pieces) {
    assert.ok(p.length <= 4000);
    balanced(p);
  }
  assert.match(pieces[1], /^<details open><summary>\(continued\)<\/summary>\n\n```diff\n\+ {2}key-/);
  // every line of the diff is in exactly one piece
  for (let l = 0; l < 400; l++) assert.equal(pieces.filter((p) => p.includes(`key-${l}: value 0-${l}\n`)).length, 1);
});

test('truncateBytes keeps the head within the byte limit and appends the note', () => {
  const md = sections(3, 300).replace(/value/g, 'välue'); // multi-byte characters
  const out = truncateBytes(md, 8000, '> cut\n');
  assert.ok(Buffer.byteLength(out) <= 8000);
  assert.ok(out.endsWith('> cut\n'));
  balanced(out);
  assert.equal(truncateBytes('short\n', 8000, '> cut\n'), 'short\n');
});

test('comment markers and GitHub pagination links', () => {
  assert.deepEqual(commentBodies(['a', 'b']), ['<!-- cmp-lint:diff -->\na', '<!-- cmp-lint:diff part 2 -->\nb']);
  assert.equal(nextLink('<https://api.github.com/x?page=2>; rel="next", <https://api.github.com/x?page=5>; rel="last"'), 'https://api.github.com/x?page=2');
  assert.equal(nextLink('<https://api.github.com/x?page=1>; rel="prev"'), undefined);
  assert.equal(nextLink(null), undefined);
});
