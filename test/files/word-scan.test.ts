// The file-wide word scan (src/files/word-scan.ts, issue 13) must find exactly where the CMP words
// start, as STRONG_SCAN's regexes find them: compared on every fixture and corpus file, on texts
// written for the places a byte-level scan could go wrong (case, block edges, the text's end,
// characters whose low byte is a probe's letter, surrogates, memory growth) and on random texts.
// That the text decisions answer the same from these starts is checked in text-scan-copy.test.ts
// and configmap-text.test.ts; that the loader hands each document its own starts, here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readTextFile } from '../../src/files/read.js';
import { BUCKETS, scanText, strongWordStarts, strongWordStartsByRegex } from '../../src/files/word-scan.js';
import { STRONG_SCAN, lineStartsOf } from '../../src/files/relevance.js';
import { loadYamlStream, documentStarts, directiveInMarks } from '../../src/yaml/load.js';
import { hasDirective } from '../../src/files/precheck.js';
import { FIXTURES, REPO, SHARED, hasShared } from '../helpers/lint.js';
import { yamlFiles } from '../helpers/corpus-docs.js';

function same(text: string, where: string): number {
  const got = strongWordStarts(text);
  assert.ok(got, 'the word scan runs on Node 20 (WebAssembly SIMD)');
  const want = strongWordStartsByRegex(text);
  assert.deepEqual(got, want, `${where}: ${JSON.stringify(text.slice(0, 300))}`);
  assert.deepEqual(scanText(text)?.docs, documentStarts(text), `${where}, document starts: ${JSON.stringify(text.slice(0, 300))}`);
  assert.equal(directiveInMarks(text, got), hasDirective(text), `${where}, directive: ${JSON.stringify(text.slice(0, 300))}`);
  assert.deepEqual(scanText(text)?.kinds, lineStartsOf(text, ['kind']), `${where}, kind line starts: ${JSON.stringify(text.slice(0, 300))}`);
  return want.length;
}

/** every spelling of STRONG_SCAN's alternatives (`repo-?server`: both) */
const spellings = STRONG_SCAN.flatMap((re) => re.source.split('|')).flatMap((a) => (a.includes('-?') ? [a.replace('-?', '-'), a.replace('-?', '')] : [a.replace(/\\\//g, '/')]));

test('every word of STRONG_SCAN has a probe at its place, and no probe is for another word', () => {
  for (const word of spellings) {
    const probes = BUCKETS.flat().filter((p) => p.spellings.includes(word.toLowerCase()));
    assert.equal(probes.length, 1, word);
    assert.equal(word.slice(probes[0].at, probes[0].at + 3).toLowerCase(), probes[0].probe, word);
  }
  const all = BUCKETS.flat().flatMap((p) => p.spellings);
  assert.deepEqual([...all].sort(), spellings.map((s) => s.toLowerCase()).sort());
  for (const s of all) assert.match(s, /^[a-z/-]+$/);
  assert.equal(BUCKETS.length, 8);
});

test('the scan finds each word in every case, at every place of a 16-byte block and at the text end', () => {
  let n = 0;
  for (const word of spellings) {
    const cases = [word, word.toUpperCase(), [...word].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('')];
    for (const w of cases) {
      for (let at = 0; at < 40; at++) {
        n += same('x'.repeat(at) + w, 'at the end');
        n += same('é'.repeat(at) + w + ' tail', 'after two-byte letters');
        n += same('y: ' + 'ab '.repeat(at) + w + w + '\n', 'twice');
      }
    }
  }
  assert.ok(n > 3000, `${n} starts`);
});

test('the other marks (generate, backslash, two single quotes, kinds read as a whole) in every case and place', () => {
  const marks = ['generate', 'Generate', 'GENERATE', 'gen', '\\', "''", "'", 'kind: ConfigMap', 'KIND : "List"', "Kind:\n  'Application'", 'kind: Lists', 'kind:\n\n  ArgoCD ', 'kind: Kustomization\r\n', 'kin', 'ki\u006ed: List', 'k\u0131nd: List', '\u015c', '\u0127\u0127'];
  let n = 0;
  for (const m of marks) for (let at = 0; at < 40; at++) n += same('x'.repeat(at) + m, 'mark at the end') + same('é'.repeat(at) + m + ' ' + m + '\n', 'marks twice');
  assert.ok(n > 1000, `${n} marks`);
});

test('characters whose low byte is a probe letter, look-alike letters and surrogates make no start', () => {
  // U+0163 ţ, U+016D ŭ, U+0170 Ű, U+0172 Ų… keep the low bytes c, m, p, r of the probes; the Kelvin
  // sign, long s, dotless i and the Turkish İ are equal to ASCII letters only with Unicode case folding
  const odd = ['\u0163\u016d\u0170', '\u0163mp', 'c\u016dp', 'cm\u0170', '\u0172go', 'plu\u0167in', '\u212Austomiz', 'ku\u017Ftomiz', 'plug\u0131n', 'PLUG\u0130N', '\ud83d\ude00cmp', 'cmp\ud83d', '\udc00patch', '\u0163\u016d\u0170'.repeat(40)];
  for (const t of odd) for (let at = 0; at < 20; at++) same('é'.repeat(at) + t + '\n', 'odd');
  assert.deepEqual(strongWordStarts('\u0163\u016d\u0170 \u0172go'), []);
});

test('document markers: the scan finds where documents start exactly as documentStarts does', () => {
  // after a line feed only; followed by white space, a line break or the end; `--`/`..` and other
  // bytes that look like a line feed or a dash once lower-cased (`*`, \r, \x0e, U+010A) are no marker
  const markers = ['---', '...', '--', '..', '----', '-.-', '---x', '--- # c', '...\t', '---\r\n', '---\u2028', '---\u2029', '---\u00a0', '\r\r\r', '\x0e\x0e\x0e'];
  const before = ['\n', '\r\n', '\r', '*', '\u010a', '\u2028', ' \n', ''];
  let n = 0;
  for (const m of markers) {
    for (const b of before) {
      for (let at = 0; at < 36; at++) {
        same('a'.repeat(at) + b + m, 'marker at the end');
        same('a: b'.repeat(at % 5) + b + m + '\nkind: x\n' + 'é'.repeat(at) + b + m + ' plugin\n', 'markers');
        n++;
      }
    }
  }
  assert.deepEqual(scanText('a\n---\nb\n...\n---')?.docs, [0, 2, 8, 12, 15]);
  assert.ok(n > 4000);
});

test('random texts of words, their pieces and other characters', () => {
  let seed = 7;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const pieces = [...spellings, ...spellings.map((s) => s.slice(0, 1 + rnd(s.length))), ...spellings.map((s) => s.slice(rnd(s.length))),
    ' ', '\n', '\r\n', ': ', '- ', '/', '-', 'é', '日本', '\u0163', '\ud83d\ude00', '\t', '"', 'kind: ', 'Component', 'ARGO', 'epo', 'mpo', 'r-f', '\u0000',
    '\n---\n', '\n---', '---', '\n...', '...', '\n--', '--', '\n-', '\u010a', '*',
    '\\', "'", "''", 'generate', 'Gen', 'kind: ', 'kind', 'ConfigMap', 'Application', ' List', '\u015c', '\u016b'];
  let n = 0;
  for (let i = 0; i < 400; i++) {
    let t = '';
    const len = rnd(5) === 0 ? 3000 + rnd(9000) : rnd(300);
    while (t.length < len) t += pieces[rnd(pieces.length)];
    n += same(t, 'random');
  }
  assert.ok(n > 1000, `${n} starts`);
});

test('big texts are scanned a chunk at a time, and a small text after a big one sees nothing of it', () => {
  const big = ('a: b\n  x: plugin\n' + 'y: z\n'.repeat(1000)).repeat(300);
  // words and markers across every chunk edge (32 Ki characters)
  for (let at = 32 * 1024 - 20; at < 32 * 1024 + 4; at++) {
    same('y'.repeat(at) + 'sidecarcontainers\n---\n' + 'y'.repeat(40) + 'Argoproj', 'across a chunk edge');
    same('y'.repeat(at) + '\n...\n' + 'z'.repeat(2 * 32 * 1024 - at) + 'cmp\n---', 'across chunk edges');
  }
  assert.equal(same(big, 'big'), 300);
  assert.equal(same('cmp', 'small after big'), 1);
  assert.equal(same('cm', 'a piece after big'), 0);
  assert.equal(same(big + big, 'bigger'), 600);
  assert.equal(same('', 'empty'), 0);
});

test('a chunk with a candidate in every block is scanned in batches, none lost at their edges', () => {
  // (a scan call returns at most SCAN_BATCH = 512 candidate blocks; a 32 Ki chunk has 2,048 blocks)
  for (const piece of ['kind:xx argocd\n', 'x\n---\nplugin', "a''\\b cmp generate", 'kind: List\n']) {
    const text = piece.repeat(Math.ceil((3 * 32 * 1024) / piece.length));
    assert.ok(same(text, JSON.stringify(piece)) > 1500, JSON.stringify(piece));
  }
});

test('a big file read where the scan keeps its text is scanned and loaded as the same text written there', () => {
  // (a file of 1 MiB or more is read into the module's memory; when it is ASCII the scan does not
  // write it again. A copy of the text, another object, is always written.)
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-scan-'));
  try {
    const deployment = (i: number) => `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: d-${i}\n  labels:\n    a: b\n  annotations:\n    argocd.argoproj.io/sync-wave: "${i % 5}"\nspec:\n  replicas: 1\n`;
    const configMap = (i: number) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c-${i}\ndata:\n  k_${i}: "v ${i}"\n  plain: x\n`;
    const body = (n: number, extra = '') => Array.from({ length: n }, (_, i) => (i % 2 ? deployment(i) : configMap(i)) + extra).join('---\n');
    const files = {
      ascii: body(9000),
      utf8: body(9000, '# é\n'),
      other: '# another file, its documents elsewhere\n' + body(9100).replace(/argocd/g, 'x'),
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, `${name}.yaml`), text);
    const read = (name: string) => {
      const r = readTextFile(join(dir, `${name}.yaml`), 64 << 20);
      assert.ok('text' in r);
      return r.text;
    };
    const copy = (t: string) => (t + ' ').slice(0, -1);
    const load = (t: string) => {
      const l = loadYamlStream('x.yaml', t, { readFile: () => t });
      return { names: l.docs.map((d) => (d.raw as { metadata: { name: string } }).metadata.name), maybePatch: l.maybePatch, patchByName: l.patchByName };
    };
    for (const name of ['ascii', 'utf8']) {
      const text = read(name);
      assert.equal(text, files[name as keyof typeof files]);
      assert.ok(text.length >= 1 << 20);
      const there = scanText(text);
      assert.deepEqual(there, scanText(copy(text)), name);
      const t2 = read(name);
      assert.deepEqual(load(t2), load(copy(t2)), `${name}: loaded`);
      assert.equal(load(t2).names.length, 4500, `${name}: the ConfigMaps`);
    }
    // another file read (or another text scanned) in between: its bytes are not this text's
    const first = read('ascii');
    const second = read('other');
    assert.deepEqual(scanText(first), scanText(copy(first)), 'the first file after the second was read');
    assert.deepEqual(load(second), load(copy(second)), 'the second file after the first was scanned');
    const again = read('ascii');
    strongWordStarts('a short text with cmp');
    assert.deepEqual(scanText(again), scanText(copy(again)), 'after a short scan');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a suppression directive is found from the marks exactly where hasDirective finds one', () => {
  const spellings = ['cmp-lint-disable', '# cmp-lint-disable-next-line plugin-schema', 'cmp-lint-disable-file', 'CMP-lint-disable', 'cmp-Lint-disable', 'cmp-lint-disabl', 'cmp lint-disable', 'xcmp-lint-disable', 'cmpcmp-lint-disable', '\u0063mp-lint-disable'];
  let found = 0;
  for (const d of spellings) {
    for (let at = 0; at < 40; at++) {
      for (const text of ['x'.repeat(at) + d, 'é'.repeat(at) + d + '\n', 'a: 1\n'.repeat(at) + '  # ' + d + '\n---\nb: 2\n', 'y'.repeat(32 * 1024 - 24 + at) + d + 'z']) {
        same(text, 'directive');
        if (hasDirective(text)) found++;
      }
    }
  }
  assert.ok(found > 400, `${found} directives`);
  // the loader says so for a scanned file, a short one, a template (its mask hides nothing from it)
  // and a file it hands to the whole-file path
  const pad = '# ' + 'x'.repeat(5000) + '\n';
  for (const [text, templated] of [
    [pad + 'a: 1\n# cmp-lint-disable-next-line\nb: 2\n', false],
    ['a: 1 # cmp-lint-disable-line\n', false],
    [pad + 'a: {{ .Values.x }} # cmp-lint-disable-line\n', true],
    [pad + 'a: {{ .Values.x }} # cmp-lint-disable-line\n', false],
    [pad + 'a: 1\n# CMP-lint-disable-next-line\nb: 2\n', false],
    [pad + 'a: 1\n', false],
  ] as const) {
    assert.equal(loadYamlStream('x.yaml', text, { templated }).directive, hasDirective(text), text.slice(pad.length));
    assert.equal(loadYamlStream('x.yaml', text, { templated, readFile: () => text }).directive, hasDirective(text), text.slice(pad.length));
  }
});

test('the scan finds what the regexes find in every fixture and corpus file', (t) => {
  const dirs = [FIXTURES, join(REPO, 'test', 'corpus', 'mined', 'train')];
  if (hasShared) dirs.push(join(SHARED, 'corpus'));
  let files = 0;
  for (const dir of dirs.filter(existsSync)) {
    for (const file of yamlFiles(dir)) {
      same(readFileSync(file, 'utf8'), file);
      files++;
    }
  }
  assert.ok(files > 300, `${files} files`);
  if (!hasShared) t.diagnostic('../shared/corpus is not present: fixtures and mined corpus only');
});

test('the loader hands each document of a long file its own word starts', () => {
  // documents of a file long enough for the file-wide scan, each also loaded alone (scanned per
  // document): the same documents are read, with the same values
  const deployment = (name: string, extra: string) =>
    `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${name}\n  annotations:\n    argocd.argoproj.io/sync-wave: "1"\nspec:\n  template:\n    spec:\n      containers:\n        - name: app\n          image: app:1${extra}\n`;
  const configMap = (name: string, value: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  labels:\n    plugin: x\ndata:\n  key: ${value}\n`;
  const docs = [
    deployment('a', ''),
    deployment('b', '\n          args: [--plugin]'),
    configMap('c', 'plain'),
    configMap('d', 'argocd-repo-server'),
    deployment('e', '\n          env: [{name: X, value: Component}]'),
    configMap('f', '"kind: component"'),
    deployment('g', '\n          volumeMounts: [{name: x, mountPath: /home/argocd/cmp-server/plugins}]'),
    configMap('h', 'Component'),
    deployment('i', '\n          args: ["a\\b"]'),
    deployment('j', '\n          env: [{name: X, value: "kind: ConfigMap"}]'),
    deployment('k', '\n          args: [generate]'),
    configMap('l', "'it''s'"),
  ];
  const pad = '# ' + 'x'.repeat(600) + '\n';
  const text = docs.map((d) => pad + d + '---\n').join('').repeat(2);
  assert.ok(text.length > 8192);
  const values = (l: ReturnType<typeof loadYamlStream>) => l.docs.map((d) => JSON.stringify((d.raw as { metadata?: unknown }).metadata ?? d.raw));
  const read = (t: string) => loadYamlStream('x.yaml', t, { readFile: () => t });
  const whole = read(text);
  const alone = text.split('---\n').filter((d) => d !== '').map((d) => read(d));
  assert.deepEqual(values(whole), alone.flatMap(values));
  assert.deepEqual(whole.maybePatch, alone.some((l) => l.maybePatch));
  // b, g (a CMP word in a container), c, h (plain ConfigMaps: `Component` alone is no CMP word),
  // d, f (a CMP word in data), l (a '' in data: read with js-yaml) twice; a, e (`Component`
  // outside kind: decided on the copy) skipped, and i, j, k too (a backslash, a kind read as a
  // whole, `generate`: read with js-yaml, which finds nothing CMP-related in them)
  assert.deepEqual(whole.docs.map((d) => (d.raw as { metadata: { name: string } }).metadata.name).join(''), 'bcdfghlbcdfghl');
});
