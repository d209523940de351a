// Decoding a file's bytes (src/files/read.ts): an all-ASCII file is decoded as Latin-1 (a plain
// copy, issue 13), any other as UTF-8; both must give exactly the string UTF-8 decoding gives, and
// the refusals (binary, UTF-16, invalid UTF-8) stay as they were.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { decode } from '../../src/files/read.js';
import { FIXTURES } from '../helpers/lint.js';
import { yamlFiles } from '../helpers/corpus-docs.js';

const text = (r: ReturnType<typeof decode>) => ('text' in r ? r.text : `skip: ${r.skip}`);

test('every byte value decodes as UTF-8 would, alone and around ASCII text', () => {
  for (let b = 1; b < 256; b++) {
    for (const bytes of [[b], [0x61, b, 0x62], [0x61, 0x0a, b]]) {
      const buf = Buffer.from(bytes);
      const want = b < 0x80 ? buf.toString('utf8') : 'skip: not valid UTF-8';
      assert.equal(text(decode(buf)), want, `bytes ${bytes}`);
    }
  }
});

test('ASCII, UTF-8, BOM and refused files decode as before', () => {
  const cases: [Buffer, string][] = [
    [Buffer.from('kind: ConfigMap\r\nmetadata:\n  name: x\n'), 'kind: ConfigMap\r\nmetadata:\n  name: x\n'],
    [Buffer.from('name: ünïcödé 日本 🚀\n'), 'name: ünïcödé 日本 🚀\n'],
    [Buffer.from('\ufeffa: b\n'), 'a: b\n'],
    [Buffer.from('\ufeff'), ''],
    [Buffer.from(''), ''],
    [Buffer.from([0x61, 0x00, 0x62]), 'skip: binary file'],
    [Buffer.from([0xff, 0xfe, 0x61, 0x00]), 'skip: not valid UTF-8 (UTF-16 text)'],
    [Buffer.from([0x61, 0xc3]), 'skip: not valid UTF-8'],
    [Buffer.from([0xe9, 0x61]), 'skip: not valid UTF-8'],
  ];
  for (const [buf, want] of cases) assert.equal(text(decode(buf)), want, JSON.stringify(want));
  // a subarray of a bigger buffer (the reader's scratch buffer) decodes only its own bytes
  const big = Buffer.from('xxkind: Service\nyy');
  assert.equal(text(decode(big.subarray(2, 16))), 'kind: Service\n');
});

test('every fixture file decodes to the string UTF-8 decoding gives', () => {
  let n = 0;
  for (const file of yamlFiles(FIXTURES)) {
    const buf = readFileSync(file);
    const r = decode(buf);
    if (!('text' in r)) continue;
    const utf8 = buf.toString('utf8');
    assert.equal(r.text, utf8.charCodeAt(0) === 0xfeff ? utf8.slice(1) : utf8, file);
    n++;
  }
  assert.ok(n > 200, `${n} files`);
});
