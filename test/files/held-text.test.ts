// A big ASCII file is read into the word scan's memory and left there undecoded (a HeldText,
// src/files/word-scan.ts): the scan checks its candidates on pieces of it, and the loader decodes
// its documents a piece at a time (src/yaml/load.ts). Both must answer exactly as with the file's
// text decoded whole: compared here on texts written for the pieces' edges, and by linting big
// files made of the fixtures' setups both ways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, rmSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { isAscii } from 'node:buffer';
import { readTextFile, holdBigFiles } from '../../src/files/read.js';
import { scanText, heldSlice, strongWordStartsByRegex } from '../../src/files/word-scan.js';
import { lineStartsOf } from '../../src/files/relevance.js';
import { documentStarts } from '../../src/yaml/load.js';
import { discoverFiles } from '../../src/files/discover.js';
import { FIXTURES, lintIn } from '../helpers/lint.js';
import { lint } from '../../src/lint.js';
import { parseConfig } from '../../src/config.js';

const CHUNK = 32 * 1024;

function withDir(f: (dir: string) => void | Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-held-'));
  return Promise.resolve(f(dir)).finally(() => rmSync(dir, { recursive: true, force: true }));
}

/** the file read held (it must be: ASCII, 1 MiB or more) and scanned, then the same text decoded and scanned */
function bothScans(file: string, text: string) {
  const r = readTextFile(file, 64 << 20, true);
  assert.ok('held' in r, 'a big ASCII file is held');
  const held = scanText(r.held);
  assert.equal(heldSlice(r.held, 0, r.held.length), text, 'the held text is the file');
  const copy = (text + ' ').slice(0, -1);
  return { held, decoded: scanText(copy) };
}

test('the scan of a held text finds what it finds in the decoded text, at every piece edge', async () => {
  await withDir((dir) => {
    const file = join(dir, 'big.yaml');
    const filler = 'a: b\n'.repeat(Math.ceil((1 << 20) / 5));
    // things a check reads around its candidate, placed across the edges of the pieces the held scan
    // decodes (each chunk of CHUNK characters, WINDOW characters on): before and after each edge
    const things = [
      'sidecarcontainers', 'kustomization', '/containers', 'Argoproj', 'CMP', '\n---\n', '\n...\n', '\n--- x', '\n---',
      'generate', "''", '\\', '\nkind: ConfigMap\n', '\n"kind": List\n', "\n'kind':\tApplicationSet\n", 'kind: ConfigMapx',
      `kind${' '.repeat(700)}: ConfigMap\n`, `kind:${'\n'.repeat(900)}Kustomization`, `kind:${' '.repeat(650)}'ConfigMap'x`,
      `KIND ${' '.repeat(630)}:  argocd\n`, `kind${' '.repeat(2000)}`,
    ];
    let n = 0;
    for (const thing of things) {
      for (const edge of [CHUNK, 5 * CHUNK + 640]) {
        for (const d of [-33, -32, -17, -5, -1, 0, 1, 5, 33]) {
          const at = edge + d;
          const text = filler.slice(0, at) + thing + filler.slice(at) + thing;
          writeFileSync(file, text);
          const { held, decoded } = bothScans(file, text);
          assert.deepEqual(held, decoded, `${JSON.stringify(thing)} at ${at}`);
          n++;
        }
      }
    }
    // and against the regexes the scan stands for, once per thing at the end of a text
    for (const thing of things) {
      const text = filler + thing;
      writeFileSync(file, text);
      const { held } = bothScans(file, text);
      assert.deepEqual(held?.words, strongWordStartsByRegex(text), JSON.stringify(thing));
      assert.deepEqual(held?.docs, documentStarts(text), JSON.stringify(thing));
      assert.deepEqual(held?.kinds, lineStartsOf(text, ['kind']), JSON.stringify(thing));
    }
    assert.ok(n > 300);
  });
});

test('a held text is gone once another file is read, and not read from then on', async () => {
  await withDir((dir) => {
    const a = join(dir, 'a.yaml');
    const b = join(dir, 'b.yaml');
    writeFileSync(a, 'a: 1\n'.repeat(300_000));
    writeFileSync(b, 'b: 2\n'.repeat(300_000));
    const first = readTextFile(a, 64 << 20, true);
    assert.ok('held' in first);
    assert.equal(heldSlice(first.held, 0, 10), 'a: 1\na: 1\n');
    const second = readTextFile(b, 64 << 20, true);
    assert.ok('held' in second);
    assert.throws(() => heldSlice(first.held, 0, 10), /held text is gone/);
    assert.throws(() => scanText(first.held), /held text is gone/);
    assert.equal(heldSlice(second.held, 0, 10), 'b: 2\nb: 2\n');
    // not held: small, not ASCII, not asked for
    writeFileSync(a, 'a: é\n'.repeat(300_000));
    assert.ok('text' in readTextFile(a, 64 << 20, true));
    writeFileSync(a, 'a: 1\n');
    assert.ok('text' in readTextFile(a, 64 << 20, true));
    writeFileSync(a, 'a: 1\n'.repeat(300_000));
    assert.ok('text' in readTextFile(a, 64 << 20));
    // a binary file is skipped as before
    writeFileSync(a, 'a: 1\n\u0000'.repeat(300_000));
    assert.deepEqual(readTextFile(a, 64 << 20, true), { skip: 'binary file' });
  });
});

test('discovery hands a big file to keepHeld, and reads it again when kept', async () => {
  await withDir(async (dir) => {
    const text = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata:\n' + '  k: v\n'.repeat(200_000);
    writeFileSync(join(dir, 'big.yaml'), text);
    writeFileSync(join(dir, 'small.yaml'), 'a: 1\n');
    const held: string[] = [];
    const r = await discoverFiles(['.'], {
      cwd: dir,
      maxFileSize: 64 << 20,
      keep: () => true,
      keepHeld: (h, _kind, path) => {
        held.push(`${path} ${h.length}`);
        readTextFile(join(dir, 'small.yaml'), 1 << 20); // (what keepHeld does may read other files)
        return true;
      },
    });
    assert.deepEqual(held, [`big.yaml ${text.length}`]);
    assert.deepEqual(
      r.files.map((f) => [f.path, f.text.length, f.dropped]),
      [
        ['big.yaml', text.length, false],
        ['small.yaml', 5, false],
      ],
    );
    assert.equal(r.files[0].text, text);
  });
});

/** every YAML file under `dir`, relative path and text */
function yamlOf(dir: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.ya?ml$/.test(name)) out.push([relative(dir, p), readFileSync(p, 'utf8')]);
    }
  };
  walk(dir);
  return out;
}

test('a big file made of the fixtures\' setups is linted the same held and decoded', async () => {
  // filler documents (what a bundle of installs holds) around each fixture setup, its files joined
  // as one file's documents, placed first, in the middle and last; the text must stay ASCII
  const deployment = (i: number) =>
    `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: d-${i}\n  labels:\n    app: d-${i}\n  annotations:\n    argocd.argoproj.io/sync-wave: "${i % 5}"\nspec:\n  template:\n    spec:\n      containers:\n        - name: app\n          image: app:${i}\n`;
  const configMap = (i: number) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c-${i}\n  namespace: ns\ndata:\n  k_${i}: "v ${i}"\n  plain: x\n`;
  const service = (i: number) => `apiVersion: v1\nkind: Service\nmetadata:\n  name: s-${i}\nspec:\n  ports: [{port: 80}]\n`;
  /** documents from number `from` on, 1.1 MB of them */
  const filler = (from: number) => {
    const out: string[] = [];
    for (let i = from, size = 0; size < 1.1e6; i++) size += out[out.push([deployment, configMap, service][i % 3](i)) - 1].length + 4;
    return out.join('---\n');
  };
  const setups = ['seeds', ...readdirSync(join(FIXTURES, 'rules')).map((r) => join('rules', r))];
  const pad = filler(0);
  await withDir(async (dir) => {
    // three setups in each big file: first, in the middle and last (all in one run: cross-file
    // rules see them together)
    let compared = 0;
    const group: string[] = [];
    const flush = () => {
      if (group.length === 0) return;
      const half = pad.slice(0, pad.indexOf('---\n', pad.length >> 1));
      writeFileSync(join(dir, `setups-${compared}.yaml`), [group[0], half, group[1], half, group[2]].filter((x) => x !== undefined).join('---\n'));
      assert.ok(statSync(join(dir, `setups-${compared}.yaml`)).size >= 1 << 20);
      group.length = 0;
    };
    for (const setup of setups) {
      const files = yamlOf(join(FIXTURES, setup));
      const docs = files.map(([p, t]) => `# ---- from ${p}\n${t.endsWith('\n') ? t : t + '\n'}`).join('---\n');
      // (a text with `{{` is decoded whole and loaded the whole-file way: the test below)
      if (!isAscii(Buffer.from(docs)) || docs.length === 0 || docs.includes('{{')) continue;
      group.push(docs);
      compared++;
      if (group.length === 3) flush();
    }
    flush();
    // the same setups with CRLF line ends, and a file with a suppression directive (its text is kept
    // for the suppressions: decoded whole while it is still held)
    writeFileSync(join(dir, 'crlf.yaml'), readFileSync(join(dir, 'setups-3.yaml'), 'utf8').replace(/\n/g, '\r\n'));
    const plugin = (name: string, directive: string) => `apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata:\n${directive}  name: ${name}\nspec:\n  generate:\n    command: [sh, -c, helm template .]\n`;
    writeFileSync(join(dir, 'directive.yaml'), `${plugin('team/a', '  # cmp-lint-disable-next-line plugin-name-invalid -- a test\n')}---\n${pad}\n---\n${plugin('team/b', '')}`);
    assert.ok(compared >= 20, `${compared} setups`);
    const config = 'maxFileSize: 64MB\n';
    holdBigFiles(false);
    let decoded;
    try {
      decoded = await lintIn(dir, ['.'], config);
    } finally {
      holdBigFiles(true);
    }
    const held = await lintIn(dir, ['.'], config);
    assert.deepEqual(held, decoded);
    // and read by worker threads (which hold their big files too), in either way of sharing them
    for (const bigRunBytes of [undefined, 1]) {
      const trace: string[] = [];
      const threads = await lint({ cwd: dir, paths: ['.'], config: parseConfig('.cmp-lint.yaml', config), jobs: 2, bigRunBytes, jobsTrace: (l) => trace.push(l) });
      assert.deepEqual(threads, decoded, `2 threads, bigRunBytes ${bigRunBytes}`);
      assert.match(trace.join('\n'), /: [1-9]\d* files? loaded by workers/, trace.join('\n'));
    }
    assert.ok(decoded.findings.length >= 100, `${decoded.findings.length} findings`);
    assert.deepEqual(
      decoded.findings.filter((f) => f.file === 'directive.yaml').map((f) => `${f.ruleId} ${f.line}`),
      [`plugin-name-invalid ${readFileSync(join(dir, 'directive.yaml'), 'utf8').split('\n').indexOf('  name: team/b') + 1}`],
    );
    assert.ok(decoded.findings.some((f) => f.file === 'crlf.yaml'));
  });
});

test('a held text with a template action is decoded whole and loaded as before', async () => {
  await withDir(async (dir) => {
    const filler = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n' + Array.from({ length: 9000 }, (_, i) => `  k_${i}: ${'v'.repeat(110)}\n`).join('');
    const templated = 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: x\nspec:\n  template:\n    spec:\n      containers:\n        - name: a\n          args:\n            - {{ .x }}\n';
    const plugin = 'apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata:\n  name: platform/helm-secrets\nspec:\n  generate:\n    command: [sh, -c, helm template .]\n';
    writeFileSync(join(dir, 'big.yaml'), `${filler}---\n${templated}---\n${plugin}`);
    assert.ok(statSync(join(dir, 'big.yaml')).size >= 1 << 20);
    holdBigFiles(false);
    let decoded;
    try {
      decoded = await lintIn(dir, ['.'], 'maxFileSize: 64MB\n');
    } finally {
      holdBigFiles(true);
    }
    const held = await lintIn(dir, ['.'], 'maxFileSize: 64MB\n');
    assert.deepEqual(held, decoded);
    assert.deepEqual(
      decoded.findings.map((f) => `${f.ruleId} ${f.line}:${f.column}`),
      ['plugin-name-invalid 9022:9'],
    );
  });
});
