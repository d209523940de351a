// Plain ConfigMaps decided from their text (issue 13): the scan may say "plain ConfigMap, name N,
// namespace S" only when js-yaml reads the document without error, `relevance` says 'configmap',
// the value has that kind, name, namespace and apiVersion, no data key is named like a YAML file,
// and the `yaml` parser (templates) reads the same value without error. Checked on every document
// of the fixtures and corpora (and their template masks), on hand-written adversarial documents and
// on mutants of them; and end to end, the lazily read ConfigMap gives the same keys, values and
// positions as the full read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, CORE_SCHEMA } from 'js-yaml';
import { parseAllDocuments } from 'yaml';
import { plainConfigMapText, readDataLinesInModule } from '../../src/extract/configmap-text.js';
import { strongWordStarts, plainDataLines, dataLinesKeys, MAX_DATA_KEYS, scanText, commonHead } from '../../src/files/word-scan.js';
import { relevance } from '../../src/files/relevance.js';
import { maskTemplate } from '../../src/yaml/template.js';
import { loadYamlStream } from '../../src/yaml/load.js';
import { configMapOf } from '../../src/extract/configmaps.js';
import { extractLoaded } from '../../src/extract/index.js';
import { replyFor } from '../../src/files/parallel-worker.js';
import { loadFromReply } from '../../src/files/parallel.js';
import { FIXTURES, REPO, SHARED, hasShared } from '../helpers/lint.js';
import { yamlDocuments } from '../helpers/corpus-docs.js';

/** every document of every YAML file under `dir`, of the file's text and of its template mask */
const documents = (dir: string) => yamlDocuments(dir, (whole) => [whole, maskTemplate(whole).text]);

const lines = (...l: string[]) => l.join('\n') + '\n';
/** the commonest head of a ConfigMap, which the module reads itself (commonHead) */
const COMMON_HEAD = lines('---', 'apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: tango-willow-226-settings', '  namespace: payments', 'data:');

const BASE = lines(
  'apiVersion: v1',
  'kind: ConfigMap',
  'metadata:',
  '  name: web-settings',
  '  namespace: shop',
  '  labels:',
  '    app.kubernetes.io/name: web',
  '  annotations:',
  '    argocd.argoproj.io/sync-wave: "1"',
  'data:',
  '  LOG_LEVEL: debug',
  '  greeting: "hello: world"',
  "  quoted: 'x # y'",
  '  nginx.conf: |',
  '    server {',
  '      listen 80;',
  '    }',
  '  folded: >-',
  '    one',
  '    two',
);

/** plainConfigMapText with its data lines read by the line loop only (not by the WebAssembly module) */
function byLoop(text: string): ReturnType<typeof plainConfigMapText> {
  readDataLinesInModule(false);
  try {
    return plainConfigMapText(text);
  } finally {
    readDataLinesInModule(true);
  }
}

/** The claim of the scan, checked against js-yaml, relevance and the `yaml` parser. */
function check(text: string, where: string): boolean {
  const facts = plainConfigMapText(text);
  // the module reads the data lines it can exactly as the line loop reads them
  assert.deepEqual(facts, byLoop(text), `${where}: the module's data lines and the loop's differ:\n${text.slice(0, 600)}`);
  // the same from the word starts of a file's scan (src/files/word-scan.ts), the document after another one
  const before = 'kind: ConfigMap\n---\n';
  const starts = strongWordStarts(before + text);
  assert.ok(starts, 'the word scan runs');
  const from = starts.findIndex((v) => v >= 4 * before.length);
  assert.deepEqual(plainConfigMapText(text, { list: starts, from: from === -1 ? starts.length : from, to: starts.length, base: before.length }), facts, `${where}: from the word scan:\n${text.slice(0, 600)}`);
  if (!facts) return false;
  let value: unknown;
  try {
    value = load(text, { schema: CORE_SCHEMA });
  } catch (e) {
    assert.fail(`${where}: the scan read a document js-yaml refuses (${(e as Error).message}):\n${text.slice(0, 600)}`);
  }
  const v = value as { kind?: unknown; apiVersion?: unknown; metadata?: { name?: unknown; namespace?: unknown }; data?: unknown; binaryData?: unknown };
  assert.equal(relevance(value), 'configmap', `${where}: relevance does not say configmap:\n${text.slice(0, 600)}`);
  assert.equal(v.kind, 'ConfigMap', where);
  assert.equal(v.metadata?.name, facts.name, where);
  assert.equal(v.metadata?.namespace, facts.namespace, where);
  assert.equal(v.apiVersion, facts.apiVersion, where);
  for (const k of [...Object.keys(v.data ?? {}), ...Object.keys(v.binaryData ?? {})]) assert.ok(!/\.ya?ml$/i.test(k), `${where}: key ${k}`);
  const docs = parseAllDocuments(text, { prettyErrors: false, logLevel: 'error', uniqueKeys: false, strict: false });
  assert.ok(!Array.isArray(docs) || docs.length > 0, where);
  const list = Array.isArray(docs) ? docs : [docs];
  assert.equal(list.length, 1, `${where}: one document`);
  assert.deepEqual(list[0].errors, [], `${where}: the yaml parser reports errors:\n${text.slice(0, 600)}`);
  assert.deepEqual(list[0].toJS(), value, `${where}: the yaml parser reads another value`);
  return true;
}

/** data written as the bench's shapes and most generators write it: `key: "value"` lines */
const QUOTED = lines(
  'apiVersion: v1',
  'kind: ConfigMap',
  'metadata:',
  '  name: tango-willow-226-settings',
  '  namespace: payments',
  'data:',
  '  juno_0: "umbra-radar-169"',
  '  gamma_1: ""',
  '  orbit.2/x-y: "radar: orbit # 81"',
  '  _alpha: "dé bug — ✓ 🚀"',
  '  ember_4: "a\'b"',
  '  yes_no: "on"',
  '  harbor_5: "gamma-willow-968"',
);

const ACCEPTED: [string, string][] = [
  ['quoted data', QUOTED],
  ['quoted data, CRLF', QUOTED.replace(/\n/g, '\r\n')],
  ['quoted data, no final newline', QUOTED.trimEnd()],
  ['quoted data, spaces and comments after values', QUOTED.replace('"umbra-radar-169"', '"umbra-radar-169"  ').replace('""', '"" # empty').replace('  gamma_1', '  # a comment\n\n  gamma_1')],
  ['quoted data, two spaces after the colon, four of indentation', QUOTED.replace(/\n  /g, '\n    ').replace('juno_0: "', 'juno_0:  "')],
  ['quoted data then a block scalar and plain values', QUOTED + '  script: |\n    echo "x"\n  tail_1: "z"\n  plain: v\n'],
  ['base', BASE],
  ['CRLF', BASE.replace(/\n/g, '\r\n')],
  ['no final newline', BASE.trimEnd()],
  ['document marker and comments', '# a comment\n---  # start\n' + BASE.replace('\ndata:\n', '\ndata: # the settings\n  # a key follows\n')],
  ['quoted keys and names', BASE.replace('  name: web-settings', '  name: "web-settings"').replace('  LOG_LEVEL: debug', '  "LOG_LEVEL": debug\n  \'other\': x')],
  ['UTF-8 text', BASE.replace('LOG_LEVEL: debug', 'LOG_LEVEL: "dé bug — ✓"\n  emoji: 🚀 launch')],
  ['--- inside a block scalar', BASE.replace('      listen 80;', '      listen 80;\n    ---\n    ...')],
  ['empty data and labels', lines('apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: a', '  labels: {}', 'data: {}')],
  ['no data', lines('kind: ConfigMap', 'metadata:', '  name: a')],
  ['a block scalar annotation and binaryData', BASE.replace('    argocd.argoproj.io/sync-wave: "1"', '    note: |\n      free text\n\n      more').replace('\ndata:', '\nbinaryData:\n  blob: aGVsbG8=\ndata:')],
  ['keys that only look like YAML file names', BASE.replace('  LOG_LEVEL: debug', '  a.yamlx: 1\n  yml: 2\n  x_yaml: 3\n  "x.yml ": 4\n  ".ymll": 5\n  settings.yam: 6\n  b.ya-ml: 7')],
  ['keys equal but for case', BASE.replace('  LOG_LEVEL: debug', '  LOG_LEVEL: debug\n  log_level: info').replace('    app.kubernetes.io/name: web', '    a: b\n    A: b')],
  ['the word component in data', BASE.replace('LOG_LEVEL: debug', 'LOG_LEVEL: debug\n  role: Component-a')],
  ['kind first, immutable', lines('kind: ConfigMap', 'immutable: true', 'apiVersion: v1', 'metadata:', '  namespace: x', '  name: b')],
  ['a CMP word in a block scalar of data', BASE.replace('listen 80;', 'proxy_pass http://argocd-repo-server;')],
  ['a dashboard in a block scalar', BASE.replace('listen 80;', '{"pluginVersion": "10.4.1", "kind": "ConfigManagementPlugin"}').replace('    one', '    patch plugin cmp')],
  ['a backslash, a tab and two quotes in a block scalar', BASE.replace('listen 80;', 'expr: "rate(x{job=\\"a\\"}[5m])"\tit\'\'s')],
];

const REFUSED: [string, string][] = [
  ['quoted data, a repeated key', QUOTED + '  juno_0: "again"\n'],
  ['quoted data, a key repeated plain', QUOTED + '  juno_0: again\n'],
  ['quoted data, a key repeated after a plain one', QUOTED.replace('  juno_0: "umbra-radar-169"', '  juno_0: umbra\n  juno_0: "x"')],
  ['quoted data, a .yaml key', QUOTED + '  values.yaml: "a: b"\n'],
  ['quoted data, a .YML key', QUOTED + '  x.YML: "a"\n'],
  ['quoted data, a boolean key', QUOTED + '  yes: "x"\n'],
  ['quoted data, a null key', QUOTED + '  Null: "x"\n'],
  ['quoted data, a value over two lines', QUOTED.replace('"umbra-radar-169"', '"umbra\n  radar"')],
  ['quoted data, a quote left open', QUOTED + '  last: "open\n'],
  ['quoted data, text after the value', QUOTED.replace('"umbra-radar-169"', '"umbra"-radar')],
  ['quoted data, a bare carriage return in a value', QUOTED.replace('umbra-radar', 'umbra\rradar')],
  ['quoted data, a CMP word in a value', QUOTED.replace('umbra-radar', 'argocd-radar')],
  ['quoted data, a tab before the value', QUOTED.replace('juno_0: "', 'juno_0:\t"')],
  ['quoted data, a key indented once more', QUOTED.replace('  gamma_1', '   gamma_1')],
  ['quoted data, a key indented once less', QUOTED.replace('  gamma_1', ' gamma_1')],
  ['a tab', BASE.replace('  LOG_LEVEL: debug', '  LOG_LEVEL:\tdebug')],
  ['a backslash escape', BASE.replace('"hello: world"', '"\\u0063mp"')],
  ["a '' in single quotes", BASE.replace("'x # y'", "'it''s'")],
  ['a byte-order mark', '\uFEFF' + BASE],
  ['a bare carriage return', BASE.replace('LOG_LEVEL: debug\n', 'LOG_LEVEL: debug\r  x: y\n')],
  ['a repeated data key', BASE.replace('  LOG_LEVEL: debug', '  LOG_LEVEL: debug\n  LOG_LEVEL: info')],
  ['a repeated label', BASE.replace('    app.kubernetes.io/name: web', '    a: b\n    a: c')],
  ['a repeated top-level key', BASE + 'kind: ConfigMap\n'],
  ['a repeated metadata key', BASE.replace('  namespace: shop', '  namespace: shop\n  namespace: other')],
  ['a metadata key repeated quoted', BASE.replace('  namespace: shop', '  namespace: shop\n  "name": other')],
  ['labels twice', BASE.replace('  annotations:', '  labels:')],
  ['an anchor and alias', BASE.replace('LOG_LEVEL: debug', 'LOG_LEVEL: &l debug\n  other: *l')],
  ['a tag', BASE.replace('LOG_LEVEL: debug', 'LOG_LEVEL: !!str debug')],
  ['a quoted scalar over two lines', BASE.replace('"hello: world"', '"hello\n  world"')],
  ['a plain scalar over two lines', BASE.replace('LOG_LEVEL: debug', 'LOG_LEVEL: debug\n    more')],
  ['a nested map in data', BASE.replace('LOG_LEVEL: debug', 'LOG_LEVEL:\n    a: b')],
  ['a mapping value in a plain scalar', BASE.replace('LOG_LEVEL: debug', 'LOG_LEVEL: a: b')],
  ['a name of Argo CD', BASE.replace('web-settings', 'argocd-cm')],
  ['a cmp name', BASE.replace('web-settings', 'my-cmp-plugin')],
  ['a non-printable character in a block scalar', BASE.replace('listen 80;', 'listen\u0007 80;')],
  ['a bare carriage return in a block scalar', BASE.replace('listen 80;', 'listen\r 80;')],
  ['a CMP word on a key line of data', BASE.replace('LOG_LEVEL: debug', 'LOG_LEVEL: argocd')],
  ['a CMP word in a data key', BASE.replace('nginx.conf', 'cmp.conf')],
  ['a CMP word in a block scalar of a values key', BASE.replace('nginx.conf', 'values').replace('listen 80;', 'argocd: {}')],
  ['a CMP word in a block scalar beside a values key', BASE.replace('LOG_LEVEL: debug', 'values: x').replace('listen 80;', 'proxy_pass http://argocd-repo-server;')],
  ['a plugin kind in a block scalar', BASE.replace('listen 80;', 'kind: ConfigManagementPlugin')],
  ['a plugin kind beside a CMP word', BASE.replace('listen 80;', 'argocd').replace('    one', '    kind:  ConfigManagementPlugin')],
  ['a CMP word in a block scalar of binaryData', BASE.replace('\ndata:', '\nbinaryData:\n  blob: |\n    cmpQUJD\ndata:')],
  ['an upper-case CMP word in data', BASE.replace('LOG_LEVEL: debug', 'LOG_LEVEL: EXTRACONTAINERS')],
  ['kind: component in data', BASE.replace('LOG_LEVEL: debug', 'LOG_LEVEL: "kind: Component"')],
  ['a plugin.yaml key', BASE.replace('nginx.conf', 'plugin.yaml')],
  ['a values.yml key', BASE.replace('nginx.conf', 'values.yml')],
  ['an upper-case .YAML key', BASE.replace('nginx.conf', 'VALUES.YAML')],
  ['a mixed-case .Yml key', BASE.replace('nginx.conf', 'x.Yml')],
  ['a quoted .yaml key', BASE.replace('nginx.conf', '"my values.yaml"')],
  ['a quoted key that is only .yml', BASE.replace('nginx.conf', "'.yml'")],
  ['a data key repeated quoted', BASE.replace('  LOG_LEVEL: debug', '  LOG_LEVEL: debug\n  "LOG_LEVEL": info')],
  ['a label repeated in single quotes', BASE.replace('    app.kubernetes.io/name: web', "    a: b\n    'a': c")],
  ['a numeric name', BASE.replace('web-settings', '1234')],
  ['a boolean name', BASE.replace('web-settings', 'yes')],
  ['a null name', BASE.replace('name: web-settings', 'name:')],
  ['no name', BASE.replace('  name: web-settings\n', '')],
  ['another kind', BASE.replace('kind: ConfigMap', 'kind: Secret')],
  ['a spec', BASE + 'spec:\n  generate:\n    command: [sh]\n'],
  ['a flow map in data', BASE.replace('LOG_LEVEL: debug', 'LOG_LEVEL: {a: b}')],
  ['a directive', '%YAML 1.2\n---\n' + BASE],
  ['an explicit indentation indicator', BASE.replace('nginx.conf: |', 'nginx.conf: |2')],
  ['a block scalar less indented than its first line', BASE.replace('    }', '   }')],
  ['a leading all-space line in a block scalar', BASE.replace('nginx.conf: |\n', 'nginx.conf: |\n        \n')],
  ['metadata indented twice', BASE.replace('  namespace: shop', '   namespace: shop')],
  ['a complex key', BASE.replace('LOG_LEVEL: debug', '? LOG_LEVEL\n  : debug')],
  ['a non-printable character', BASE.replace('debug', 'de\u0007bug')],
  ['a comment without a space after a quote', BASE.replace("'x # y'", "'x'#y")],
];

test('plain ConfigMaps are read from their text; anything unusual goes the full way', () => {
  for (const [what, text] of ACCEPTED) assert.equal(check(text, what), true, `accepted: ${what}`);
  for (const [what, text] of REFUSED) assert.equal(check(text, what), false, `refused: ${what}`);
  assert.deepEqual(plainConfigMapText(BASE), { name: 'web-settings', namespace: 'shop', apiVersion: 'v1' });
});

test('a data key is taken for a YAML file name exactly when /\\.ya?ml$/i says so, and repeated keys are always refused', () => {
  // quoted keys from an alphabet of the letters of `.yaml` in both cases, look-alikes (dotless ı,
  // long ſ, Kelvin sign) and separators; deterministic
  let seed = 7;
  // (the high bits: an LCG's low bits repeat with a short period)
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), Math.floor(seed / 65536) % n);
  const alphabet = ['.', 'y', 'Y', 'a', 'A', 'm', 'M', 'l', 'L', 'x', '-', '_', ' ', 'ı', 'ſ', '\u212a', 'é', '\u00ff', '\u0178'];
  let yamlNamed = 0;
  const seen = new Set<string>();
  for (let i = 0; i < 3000; i++) {
    let key = '';
    for (let k = 1 + rnd(7); k > 0; k--) key += alphabet[rnd(alphabet.length)];
    if (rnd(2) === 0) key += ['.yaml', '.yml', '.YAML', '.Yml', '.yAmL', 'yaml', '.ya', '.ymlx'][rnd(8)];
    if (seen.has(key)) continue;
    seen.add(key);
    const text = BASE.replace('  LOG_LEVEL: debug', `  "${key}": v`);
    const named = /\.ya?ml$/i.test(key);
    if (named) yamlNamed++;
    assert.equal(check(text, JSON.stringify(key)), !named, `key ${JSON.stringify(key)}`);
    // the same key twice, plain and quoted (when it can be plain), or quoted twice
    const twice = BASE.replace('  LOG_LEVEL: debug', /^[A-Za-z_][A-Za-z0-9_./-]*$/.test(key) ? `  ${key}: v\n  "${key}": w` : `  "${key}": v\n  '${key}': w`);
    assert.equal(check(twice, `twice ${JSON.stringify(key)}`), false, `twice ${JSON.stringify(key)}`);
  }
  assert.ok(yamlNamed > 300 && seen.size - yamlNamed > 300, `${yamlNamed} of ${seen.size}`);
});

test('repeated keys are refused in small and big maps, wherever the repeat is', () => {
  // (the scan keeps a short list of key hashes for a small map and a set past 64 keys)
  for (const n of [2, 40, 64, 65, 66, 200]) {
    const keys = Array.from({ length: n }, (_, i) => `key_${i}`);
    const doc = (ks: string[]) => lines('apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: many', 'data:', ...ks.map((k, i) => `  ${k}: v${i}`));
    assert.equal(check(doc(keys), `${n} keys`), true, `${n} distinct keys`);
    for (const [a, b] of [[0, 1], [0, n - 1], [n - 2, n - 1], [Math.floor(n / 2), n - 1]]) {
      if (a >= b) continue;
      const ks = [...keys];
      ks[b] = ks[a];
      assert.equal(check(doc(ks), `${n} keys, ${a} = ${b}`), false, `${n} keys, key ${b} repeats key ${a}`);
      const quoted = [...keys];
      quoted[b] = `"${keys[a]}"`;
      assert.equal(check(doc(quoted), `${n} keys, ${a} = "${b}"`), false, `${n} keys, key ${b} repeats key ${a} quoted`);
    }
  }
});

/** `n` data lines written the commonest way (the bench's and most generators'), some plain */
const quotedLines = (n: number, prefix = 'key') => Array.from({ length: n }, (_, i) => (i % 5 === 4 ? `  ${prefix}_${i}: plain value-${i}/x.y=z+1@a%b,c` : `  ${prefix}_${i}: "value ${i}: # it's"`.replace("it's", 'its')));

test('the module reads the data lines it accepts as the line loop does, and says where they end', () => {
  const head = lines('apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: many', 'data:');
  const doc = head + lines(...quotedLines(30)) + 'immutable: true\n';
  const from = head.length;
  assert.equal(plainDataLines(doc, from, doc.length), doc.indexOf('immutable'));
  assert.equal(dataLinesKeys(), 30);
  assert.equal(plainDataLines(doc, from, doc.indexOf('immutable')), doc.indexOf('immutable'), 'up to the end');
  assert.ok(check(doc, 'thirty lines'));
  // what it leaves to the loop, each alone in an otherwise common block (the loop may accept it)
  const odd = ['  a.b: "x"', '  on: "x"', '  Off: x', '  yes: "x"', '  nUll: "x"', "  k: 'x'", '  k: "it\'s"', '  k: "a\\b"', '  k: x # c', '  k: "x" # c', '  k: "x"\r', '  k: a:b', '  k:', '  k: |', '    text', '', '  # c', '   deeper: x', '  k: "x', '  k: \u00e9', '  k: "\u00e9"', '  k: "\u0122"', '  "q": x', '  k:\tx', '\tk: x', '  k: -x', '  k: {}'];
  for (const line of odd) {
    const block = [...quotedLines(6), line, ...quotedLines(3, 'tail')];
    const text = head + lines(...block);
    // (a line that starts without a space ends the block: the loop reads it as a top-level line)
    const ends = line !== '' && !line.startsWith(' ');
    assert.equal(plainDataLines(text, from, text.length), ends ? text.indexOf(`\n${line}`) + 1 : -1, JSON.stringify(line));
    check(text, JSON.stringify(line));
  }
  // more keys than the module reads: the loop reads them
  const many = head + lines(...quotedLines(MAX_DATA_KEYS + 1));
  assert.equal(plainDataLines(many, from, many.length), -1);
  assert.ok(check(many, 'many keys'));
  const most = head + lines(...quotedLines(MAX_DATA_KEYS));
  assert.equal(plainDataLines(most, from, most.length), most.length);
  assert.equal(dataLinesKeys(), MAX_DATA_KEYS);
  // a repeated key, wherever it is
  for (const [a, b] of [[0, 1], [0, 29], [17, 18]]) {
    const ls = quotedLines(30);
    ls[b] = ls[b].replace(`key_${b}:`, `key_${a}:`);
    const text = head + lines(...ls);
    assert.equal(plainDataLines(text, from, text.length), -1, `${a} = ${b}`);
    assert.equal(check(text, `${a} = ${b}`), false);
  }
  // a character above U+00FF whose low byte is a quote: the module never sees it
  const wide = head + lines(...quotedLines(3)).replace('value 1', 'value \u0122 1');
  assert.equal(plainDataLines(wide, from, wide.length), -1);
  assert.ok(check(wide, 'U+0122'));
  // data and binaryData, no final line feed, a document marker before it
  const both = head + lines(...quotedLines(4)) + 'binaryData:\n' + lines(...quotedLines(3, 'bin')).trimEnd();
  assert.ok(check(both, 'data and binaryData'));
  assert.ok(check('# settings\n---\n' + both, 'after a document marker'));
});

/** The marks of `doc` as the document of a text scanned last (its bytes in the module's memory), after a Service. */
function inMemory(doc: string) {
  const before = 'kind: Service\n---\n';
  const scan = scanText(before + doc);
  assert.ok(scan);
  const from = scan.words.findIndex((v) => v >= 4 * before.length);
  return { list: scan.words, from: from === -1 ? scan.words.length : from, to: scan.words.length, base: before.length };
}

test('the module reads the commonest head of a ConfigMap as the line loop does, and only that head', () => {
  const head = COMMON_HEAD;
  const data = lines(...quotedLines(5)) + 'immutable: true\n';
  for (const doc of [head + data, head.replace('  namespace: payments\n', '') + data, head.slice(4) + data, head, head.replace('v1', 'apps.example.com/v1beta1')]) {
    const words = inMemory(doc);
    assert.equal(commonHead(doc, words), doc.indexOf('\ndata:\n') + 7, JSON.stringify(doc.slice(0, 120)));
    assert.deepEqual(plainConfigMapText(doc, words), byLoop(doc), JSON.stringify(doc.slice(0, 120)));
    assert.ok(check(doc, 'common head'));
  }
  // heads it leaves to the loop (which may accept them)
  const others = [
    ['  name: tango-willow-226-settings', '  name: "tango"'], ['  name: tango-willow-226-settings', '  name: yes'], ['  name: tango-willow-226-settings', '  name: On'],
    ['  name: tango-willow-226-settings', '  name: no'], ['  name: tango-willow-226-settings', '  name: nope'], ['  name: tango-willow-226-settings', '  name: 1tango'],
    ['  name: tango-willow-226-settings', '  name: tango # c'], ['  name: tango-willow-226-settings', '  name:  tango'], ['  name: tango-willow-226-settings', '   name: tango'],
    ['  namespace: payments', '  labels:\n    a: b'], ['apiVersion: v1', 'apiVersion: "v1"'], ['kind: ConfigMap\napiVersion: v1', 'apiVersion: v1\nkind: ConfigMap'],
    ['data:', 'data: # x'], ['---', '--- # x'], ['metadata:', 'metadata: '], ['  namespace: payments', '  namespace: pay:ments'], ['  namespace: payments', '  namespace: f'],
  ];
  for (const [a, b] of others) {
    const doc = (head + data).replace(a === 'kind: ConfigMap\napiVersion: v1' ? b : a, a === 'kind: ConfigMap\napiVersion: v1' ? a : b);
    assert.notEqual(doc, head + data, `${a} → ${b}`);
    const words = inMemory(doc);
    assert.equal(commonHead(doc, words), -1, JSON.stringify(b));
    assert.deepEqual(plainConfigMapText(doc, words), byLoop(doc), JSON.stringify(b));
    check(doc, JSON.stringify(b));
  }
  // CRLF, and a document not in memory (another text scanned since)
  const crlf = (head + data).replace(/\n/g, '\r\n');
  assert.equal(commonHead(crlf, inMemory(crlf)), -1);
  const words = inMemory(head + data);
  scanText('another text');
  assert.equal(commonHead(head + data, words), -1);
  assert.deepEqual(plainConfigMapText(head + data, words), byLoop(head + data));
});

test('every one-character change of the commonest head, the module and the line loop agree (near a document end too)', () => {
  const head = COMMON_HEAD;
  let accepted = 0;
  let refused = 0;
  // (with data lines after the head, and with the document ending right after `data:`, where the
  // module's sixteen-byte reads do not fit and it reads byte by byte)
  for (const data of [lines(...quotedLines(3)), '']) {
    const whole = head + data;
    for (let i = 0; i < head.length; i++) {
      for (const c of ['x', 'X', ' ', '\t', ':', '#', '\n', '-', '0', '"']) {
        if (whole[i] === c) continue;
        const doc = whole.slice(0, i) + c + whole.slice(i + 1);
        const facts = plainConfigMapText(doc, inMemory(doc));
        assert.deepEqual(facts, byLoop(doc), `${JSON.stringify(c)} at ${i}: ${JSON.stringify(doc.slice(0, 140))}`);
        if (facts) accepted++;
        else refused++;
      }
    }
  }
  assert.ok(accepted > 50 && refused > 500, `${accepted} accepted, ${refused} refused`);
});

test('mutants of data lines written the commonest way: the module and the line loop agree', () => {
  // deterministic; characters the module refuses or reads specially, put anywhere in the lines
  let seed = 29;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), Math.floor(seed / 65536) % n);
  const alphabet = [' ', '  ', '\n', '\r\n', '\r', '\t', ':', ': ', '#', ' #', '"', "'", "''", '\\', '.', '.yaml', '-', '_', '|', '{}', 'on', 'Yes', 'x', '7', '\u00e9', '\u0122', '\u2028', '\u0000', 'cmp', '\n  k_dup: "v"\n'];
  const head = lines('apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: mutant', 'data:');
  let inModule = 0;
  let accepted = 0;
  for (let i = 0; i < 1500; i++) {
    let body = lines(...quotedLines(2 + rnd(12)), '  k_dup: "w"') + (rnd(3) === 0 ? 'immutable: true\n' : '');
    for (let k = 1 + rnd(2); k > 0; k--) {
      const at = rnd(body.length + 1);
      const op = rnd(3);
      const ch = alphabet[rnd(alphabet.length)];
      body = op === 0 ? body.slice(0, at) + ch + body.slice(at) : op === 1 ? body.slice(0, at) + body.slice(at + 1) : body.slice(0, at) + ch + body.slice(at + 1);
    }
    const text = head + body;
    if (plainDataLines(text, head.length, text.length) >= 0) inModule++;
    if (check(text, `data mutant ${JSON.stringify(body)}`)) accepted++;
  }
  assert.ok(inModule > 200 && accepted > inModule, `the module read ${inModule}, the scan accepted ${accepted}`);
});

test('mutants of ConfigMaps: whatever the scan accepts, js-yaml, relevance and the yaml parser agree', () => {
  // deterministic: a small LCG; insert, delete or replace one character with a YAML-significant one
  let seed = 13;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const alphabet = [' ', '\n', '\r\n', '\t', ':', '#', '"', "'", '-', '|', '>', '&', '*', '!', '{', '}', '[', ']', ',', '?', '%', '@', '`', '\\', 'x', '---\n', 'cmp', '1', '\u00a0', 'é'];
  let accepted = 0;
  for (const [what, text] of ACCEPTED) {
    for (let i = 0; i < 400; i++) {
      let t = text;
      for (let k = 1 + rnd(3); k > 0; k--) {
        const at = rnd(t.length + 1);
        const op = rnd(3);
        const ch = alphabet[rnd(alphabet.length)];
        t = op === 0 ? t.slice(0, at) + ch + t.slice(at) : op === 1 ? t.slice(0, at) + t.slice(at + 1) : t.slice(0, at) + ch + t.slice(at + 1);
      }
      if (check(t, `mutant of ${what}: ${JSON.stringify(t)}`)) accepted++;
    }
  }
  assert.ok(accepted > 500, `accepted ${accepted}`);
});

function soundness(dirs: string[]): { accepted: number; docs: number } {
  let accepted = 0;
  let docs = 0;
  for (const dir of dirs) {
    for (const d of documents(dir)) {
      docs++;
      if (check(d.text, d.file)) accepted++;
    }
  }
  return { accepted, docs };
}

test('soundness on the fixtures and the mined corpus', () => {
  const r = soundness([FIXTURES, join(REPO, 'test', 'corpus', 'mined', 'train')].filter(existsSync));
  assert.ok(r.accepted > 3, `accepted ${r.accepted} of ${r.docs}`);
});

test('soundness on the shared real-world corpus', (t) => {
  if (!hasShared) return t.skip('../shared/corpus is not present');
  const r = soundness([join(SHARED, 'corpus')]);
  assert.ok(r.docs > 100);
});

test('a ConfigMap read from its text gives the keys, values and positions of the full read', () => {
  const text = lines('apiVersion: v1', 'kind: Service', 'metadata: {name: s}', '---', ...BASE.trimEnd().split('\n'), '---', 'kind: ConfigMap', 'metadata:', '  name: other', 'data:', '  a: "1"');
  let reads = 0;
  const lazy = loadYamlStream('cm.yaml', text, { readFile: () => (reads++, text) });
  assert.equal(reads, 0);
  // the position-keeping parse of the same documents, as the loader makes it without a reader
  const full = loadYamlStream('cm.yaml', text);
  assert.equal(lazy.docs.length, 2);
  assert.equal(full.docs.length, 2);
  for (let i = 0; i < 2; i++) {
    const a = configMapOf('cm.yaml', lazy.docs[i].ref, lazy.docs[i].raw);
    const b = configMapOf('cm.yaml', full.docs[i].ref, full.docs[i].raw);
    assert.equal(a.name, b.name);
    assert.equal(a.namespace, b.namespace);
    assert.equal(reads, i);
    assert.deepEqual([...a.keys].map(([k, e]) => [k, e.value, e.ref?.loc()]), [...b.keys].map(([k, e]) => [k, e.value, e.ref?.loc()]));
    assert.deepEqual(a.ref.loc(), b.ref.loc());
    assert.deepEqual(lazy.docs[i].ref.getIn(['metadata', 'name'])!.loc(), full.docs[i].ref.getIn(['metadata', 'name'])!.loc());
  }
  assert.deepEqual(configMapOf('cm.yaml', lazy.docs[0].ref, lazy.docs[0].raw).keys.get('nginx.conf')!.ref!.keyLoc(), { file: 'cm.yaml', line: 18, column: 3, endLine: 18, endColumn: 13 });
});

test('extraction makes of a ConfigMap read from its text exactly what it makes of the full read', () => {
  // (the extractor takes such a document straight to the ConfigMap list: every other recogniser
  // must find nothing in it, as in its full read)
  const texts = [...ACCEPTED.map(([, t]) => t)];
  for (const dir of [FIXTURES, join(REPO, 'test', 'corpus', 'mined', 'train')].filter(existsSync)) for (const d of documents(dir)) if (plainConfigMapText(d.text)) texts.push(d.text);
  if (hasShared) for (const d of documents(join(SHARED, 'corpus'))) if (plainConfigMapText(d.text)) texts.push(d.text);
  assert.ok(texts.length > ACCEPTED.length, `${texts.length} documents`);
  const shape = (load: ReturnType<typeof loadYamlStream>) => {
    const ex = extractLoaded([{ path: 'k/cm.yaml', kind: 'yaml', load }]);
    const lists = Object.fromEntries(Object.entries(ex).filter(([, v]) => Array.isArray(v)).map(([k, v]) => [k, (v as unknown[]).length]));
    return { lists, configMaps: ex.configMaps.map((c) => [c.name, c.namespace, c.file, c.origin, [...c.keys.keys()], c.ref.loc()]) };
  };
  let text = 0;
  for (const t of texts) {
    const lazy = loadYamlStream('k/cm.yaml', t, { readFile: () => t });
    const full = loadYamlStream('k/cm.yaml', t);
    if (lazy.docs[0]?.raw instanceof Object && (lazy.docs[0].raw as object).constructor.name === 'TextConfigMap') text++;
    assert.deepEqual(shape(lazy), shape(full), t.slice(0, 400));
  }
  assert.ok(text >= ACCEPTED.length, `${text} read from their text`);
});

test('a templated ConfigMap read from its mask gives what the positioned parse of the mask gives', () => {
  const text = lines('{{- if .Values.enabled }}', 'apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: {{ include "x.fullname" . }}', 'data:', '  {{- range $k, $v := .Values.env }}', '  {{ $k }}: {{ $v | quote }}', '  {{- end }}', '  plain: value', '{{- end }}');
  const lazy = loadYamlStream('templates/cm.yaml', text, { templated: true, readFile: () => text });
  const full = loadYamlStream('templates/cm.yaml', text, { templated: true });
  assert.equal(lazy.docs.length, 1);
  assert.deepEqual(lazy.quiet, full.quiet);
  const a = configMapOf('templates/cm.yaml', lazy.docs[0].ref, lazy.docs[0].raw);
  const b = configMapOf('templates/cm.yaml', full.docs[0].ref, full.docs[0].raw);
  assert.equal(a.name, b.name);
  assert.deepEqual([...a.keys].map(([k, e]) => [k, e.value, e.ref?.loc()]), [...b.keys].map(([k, e]) => [k, e.value, e.ref?.loc()]));
  assert.deepEqual(a.keys.get('plain')!.ref!.loc(), { file: 'templates/cm.yaml', line: 10, column: 10, endLine: 10, endColumn: 15 });
});

test('on a worker thread the scan ships name, namespace and span; the main thread makes the same ConfigMap', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-cmtext-'));
  try {
    const text = lines('kind: Service', 'metadata: {name: s}', '---', ...BASE.trimEnd().split('\n'));
    writeFileSync(join(dir, 'cm.yaml'), text);
    const extra: unknown[] = [];
    const reply = replyFor(join(dir, 'cm.yaml'), 'cm.yaml', 'yaml', 1 << 20, () => false, extra);
    assert.ok(typeof reply === 'object' && 'd' in reply, JSON.stringify(reply));
    assert.deepEqual(reply.d[0].c, ['web-settings', 'shop', 'v1']);
    assert.equal(reply.d[0].v, undefined); // no value crosses the threads
    const wire = JSON.parse(JSON.stringify(reply));
    const fromWorker = loadFromReply('cm.yaml', wire, extra, { readFile: () => text });
    const here = loadYamlStream('cm.yaml', text, { readFile: () => text });
    const a = configMapOf('cm.yaml', fromWorker.docs[0].ref, fromWorker.docs[0].raw);
    const b = configMapOf('cm.yaml', here.docs[0].ref, here.docs[0].raw);
    assert.equal(a.name, 'web-settings');
    assert.equal(a.namespace, 'shop');
    assert.deepEqual([...a.keys].map(([k, e]) => [k, e.value, e.ref?.keyLoc()]), [...b.keys].map(([k, e]) => [k, e.value, e.ref?.keyLoc()]));
    assert.deepEqual(a.keys.get('nginx.conf')!.ref!.keyLoc(), { file: 'cm.yaml', line: 17, column: 3, endLine: 17, endColumn: 13 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
