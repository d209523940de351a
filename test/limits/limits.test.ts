// Limits and bad input, through the real pipeline (lint() in-process, a few through dist/cli.js):
// nothing a repository can hold makes cmp-lint crash, hang, run out of memory or misplace a finding.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdirSync, symlinkSync, chmodSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, writeTree, isRoot } from '../files/helpers.js';
import { lintIn, brief, FIXTURES } from '../helpers/lint.js';
import { ioReason } from '../../src/files/read.js';
import { MAX_DEPTH } from '../../src/yaml/source.js';
import { runCli, hasDist, CLI } from './helpers.js';
import { spawnSync } from 'node:child_process';

const CM = readFileSync(join(FIXTURES, 'limits', 'cmp-cm.yaml'), 'utf8');
/** The findings of the fixture with LF endings: rule, line:col–endLine:endCol (checked by hand). */
const CM_FINDINGS = [
  'plugin-discover-catch-all 18:19-18:22',
  'yaml-syntax 26:27-26:28', // one finding, at the unclosed quote: the parser's second error at the same place is its recovery
];
const spans = (fs: { ruleId: string; line: number; column: number; endLine: number; endColumn: number }[]) =>
  fs.map((f) => `${f.ruleId} ${f.line}:${f.column}-${f.endLine}:${f.endColumn}`).sort();

/** An Application with one app-schema error (env value not a string); `extra` goes after line 11. */
const PLUGIN_APP = (name: string, extra = '') => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
spec:
  project: default
  source:
    repoURL: https://example.com/repo.git
    path: .
    plugin:
      name: nope
${extra}      env:
        - name: X
          value: 1
  destination:
    server: https://kubernetes.default.svc
    namespace: default
`;

test('files over the size limit are skipped with a reason (default 5 MB, configurable)', async () => {
  const d = tempDir('cmp-lint-limits-');
  try {
    // 6 MB of an Application: it would have findings if it were read
    const big = PLUGIN_APP('big') + '# padding\n'.repeat(Math.ceil((6 * 1024 * 1024) / 10));
    writeTree(d.dir, { 'big.yaml': big, 'small.yaml': PLUGIN_APP('small') });
    const r = await lintIn(d.dir);
    assert.deepEqual(r.skipped.map((s) => s.file), ['big.yaml']);
    assert.match(r.skipped[0].reason, /^larger than 5 MB \(6(\.0)? MB; limit: maxFileSize\)$/);
    assert.ok(r.findings.every((f) => f.file === 'small.yaml'));
    assert.ok(r.findings.length > 0);

    const small = await lintIn(d.dir, ['.'], 'maxFileSize: 100\n');
    assert.deepEqual(small.skipped.map((s) => s.file).sort(), ['big.yaml', 'small.yaml']);
    assert.match(small.skipped.find((s) => s.file === 'small.yaml')!.reason, /^larger than 100 bytes/);
    assert.equal(small.findings.length, 0);

    const raised = await lintIn(d.dir, ['.'], 'maxFileSize: 8MB\n');
    assert.deepEqual(raised.skipped, []);
    assert.ok(raised.findings.some((f) => f.file === 'big.yaml'));
  } finally {
    d.cleanup();
  }
});

test('the size limit through the CLI: .cmp-lint.yaml maxFileSize, skipped entries in the JSON report', { skip: !hasDist }, () => {
  const d = tempDir('cmp-lint-limits-');
  try {
    writeTree(d.dir, { 'app.yaml': PLUGIN_APP('a'), '.cmp-lint.yaml': 'maxFileSize: 64\n' });
    const r = runCli(['--format', 'json', '.'], d.dir);
    assert.equal(r.status, 0, r.stderr);
    const j = JSON.parse(r.stdout);
    assert.deepEqual(j.skipped.map((s: { file: string }) => s.file), ['app.yaml']);
    assert.match(j.skipped[0].reason, /larger than 64 bytes/);
  } finally {
    d.cleanup();
  }
});

/** Billion laughs, as a ConfigMap (which the extractor reads in full). */
function aliasBomb(levels = 12, fan = 10): string {
  const lines = ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: argocd-cm', 'data:', `  l0: &l0 [${Array(fan).fill('"lol"').join(', ')}]`];
  for (let i = 1; i <= levels; i++) lines.push(`  l${i}: &l${i} [${Array(fan).fill(`*l${i - 1}`).join(', ')}]`);
  return lines.join('\n') + '\n';
}

test('thousands of findings in one big file read its text again once, not once per document: no out-of-memory in a 300 MB heap', { skip: !hasDist, timeout: 120_000 }, () => {
  // (each lazily read Application reads its file again for its finding's position; each read was a
  // fresh copy of the whole text that the document's slice kept alive: 2.9 GB here)
  const dir = tempDir('cmp-lint-limits-many-');
  try {
    const app = (i: number) =>
      `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: app-${i}\n  namespace: argocd\nspec:\n  project: default\n  source:\n    repoURL: https://example.com/r.git\n    path: apps/${i}\n    plugin:\n      name: missing-plugin\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: team\n`;
    writeTree(dir.dir, {
      'apps.yaml': Array.from({ length: 3000 }, (_, i) => app(i)).join('---\n'),
      'plugin.yaml': 'apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata:\n  name: other\nspec:\n  version: v1.0\n  generate:\n    command: [sh, -c, "echo {}"]\n',
    });
    const r = spawnSync(process.execPath, ['--max-old-space-size=300', CLI, '-f', 'json', '.'], { cwd: dir.dir, encoding: 'utf8', timeout: 100_000, maxBuffer: 1 << 28 });
    assert.equal(r.status, 1, `exit ${r.status} ${r.signal ?? ''}: ${(r.stderr ?? '').slice(0, 300)}`);
    const findings = (JSON.parse(r.stdout) as { findings: { ruleId: string; file: string; line: number; column: number }[] }).findings;
    assert.equal(findings.length, 3000);
    // each at its own document's plugin name: line 12 of a 16-line period (15 lines and `---`)
    findings.forEach((f, i) => assert.deepEqual([f.ruleId, f.file, f.line, f.column], ['app-plugin-not-found', 'apps.yaml', 12 + 16 * i, 13]));
  } finally {
    dir.cleanup();
  }
});

test('an alias bomb ends quickly with a yaml-syntax finding, not an out-of-memory', { timeout: 30_000 }, async () => {
  const d = tempDir('cmp-lint-limits-');
  try {
    // 10^12 strings if expanded
    writeTree(d.dir, { 'bomb.yaml': aliasBomb(), 'app.yaml': PLUGIN_APP('a') });
    const r = await lintIn(d.dir);
    const bomb = r.findings.filter((f) => f.file === 'bomb.yaml');
    assert.deepEqual(bomb.map((f) => f.ruleId), ['yaml-syntax']);
    assert.match(bomb[0].message, /alias/);
    assert.ok(bomb[0].line >= 1 && bomb[0].line <= 18);
    // the rest of the repository is still linted
    assert.ok(r.findings.some((f) => f.file === 'app.yaml'));
  } finally {
    d.cleanup();
  }
});

test('an alias bomb inside an embedded plugin.yaml and an inline kustomize patch', { timeout: 30_000 }, async () => {
  const d = tempDir('cmp-lint-limits-');
  try {
    const inner = aliasBomb(10, 10).replace(/^/gm, '    ');
    writeTree(d.dir, {
      'cm.yaml': `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: argocd-cmp-cm\ndata:\n  plugin.yaml: |\n${inner}`,
      'kustomization.yaml': `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\npatches:\n  - target: {name: argocd-repo-server}\n    patch: |\n${inner}`,
    });
    const r = await lintIn(d.dir);
    // never an exception; whatever the files say, every finding sits inside its file
    for (const f of r.findings) assert.ok(f.line >= 1 && f.line <= 20, `${f.file}:${f.line}`);
  } finally {
    d.cleanup();
  }
});

test('alias bombs whose anchors are named `>l0` (no letter first) end quickly with a yaml-syntax finding, in every kind read without positions', { timeout: 60_000 }, async () => {
  // (a pattern looked for anchors as `&` and a letter or digit: these went to js-yaml, whose shared
  // aliases a walk expanded for ever: the Application, the workload and the notification template hung)
  const bomb = (indent: string) => [`${indent}- &>l0 [${Array(10).fill('x').join(', ')}]`, ...Array.from({ length: 9 }, (_, i) => `${indent}- &>l${i + 1} [${Array(10).fill(`*>l${i}`).join(', ')}]`)].join('\n');
  const d = tempDir('cmp-lint-limits-');
  try {
    writeTree(d.dir, {
      'app.yaml': `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: a\nspec:\n  project: default\n  source:\n    repoURL: https://example.com/r.git\n    path: p\n  info:\n${bomb('    ')}\n`,
      'deploy.yaml': `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: argocd-repo-server\nspec:\n  template:\n    spec:\n      containers:\n        - name: cmp\n          image: x:1\n      extra:\n${bomb('        ')}\n`,
      'plugin-cm.yaml': `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cmp-p\ndata:\n  plugin.yaml: |\n    apiVersion: argoproj.io/v1alpha1\n    kind: ConfigManagementPlugin\n    metadata:\n      name: p\n    spec:\n      generate:\n        command: [sh]\n      x:\n${bomb('        ')}\n`,
      'notifications.yaml': `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: argocd-notifications-cm\ndata:\n  t: |\n    {{ .app.metadata.name }} plugin\n  x:\n${bomb('    ')}\n`,
    });
    const r = await lintIn(d.dir);
    const syntax = r.findings.filter((f) => f.ruleId === 'yaml-syntax');
    assert.deepEqual(syntax.map((f) => f.file).sort(), ['app.yaml', 'deploy.yaml', 'notifications.yaml', 'plugin-cm.yaml']);
    for (const f of syntax) assert.match(f.message, /alias/);
  } finally {
    d.cleanup();
  }
});

test('texts of 50,000 nested flow collections are refused unparsed: node survives two of them in one run', { timeout: 60_000 }, async () => {
  // (the yaml parser recursed into them until the stack ran out, catching each overflow; after two
  // such files node died on the next regular expression it compiled: a fatal V8 error, no finding)
  const d = tempDir('cmp-lint-limits-');
  try {
    const n = 50_000;
    const head = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: deep\ndata:\n  x: ';
    writeTree(d.dir, {
      'seq.yaml': `${head}${'['.repeat(n)}${']'.repeat(n)}\n`,
      'map.json': `{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "cmp"}, "data": ${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`,
      'quoted.yaml': `${head}"${'['.repeat(n)}"\n`,
    });
    const r = await lintIn(d.dir);
    // the finding is at the bracket that opens level MAX_DEPTH + 1
    const seqCol = 'data:\n  x: '.length - 'data:\n'.length + MAX_DEPTH;
    assert.deepEqual(brief(r.findings), [`yaml-syntax map.json:1:${'{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "cmp"}, "data": '.length + 5 * (MAX_DEPTH - 1) + 1} error`, `yaml-syntax seq.yaml:6:${seqCol + 1} error`]);
    assert.ok(r.findings.every((f) => /nesting deeper than 256 levels/.test(f.message)));
  } finally {
    d.cleanup();
  }
});

test('deep nesting does not overflow the stack: a positioned yaml-syntax finding', { timeout: 60_000 }, async () => {
  const d = tempDir('cmp-lint-limits-');
  try {
    const n = 10_000;
    writeTree(d.dir, {
      'flow-seq.yaml': `kind: ConfigMap\nx: ${'['.repeat(n)}${']'.repeat(n)}\n`,
      'flow-open.yaml': `kind: ConfigMap\nx: ${'['.repeat(n)}\n`,
      'flow-map.yaml': `kind: ConfigMap\nx: ${'{a: '.repeat(n)}1${'}'.repeat(n)}\n`,
      // block maps, one level per line (2,000 levels: the file grows quadratically)
      'block-map.yaml': 'kind: ConfigMap\n' + Array.from({ length: 2000 }, (_, i) => `${' '.repeat(i)}k${i}:\n`).join(''),
      // just over the bound, in an Application that rules walk deeply, and just under it
      'app-over.yaml': PLUGIN_APP('over', `      parameters: ${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}\n`),
      'app-under.yaml': PLUGIN_APP('under', `      parameters: ${'['.repeat(MAX_DEPTH - 10)}${']'.repeat(MAX_DEPTH - 10)}\n`),
    });
    const r = await lintIn(d.dir);
    const syntax = (file: string) => r.findings.filter((f) => f.file === file && f.ruleId === 'yaml-syntax');
    for (const file of ['flow-seq.yaml', 'flow-open.yaml', 'flow-map.yaml', 'block-map.yaml', 'app-over.yaml']) {
      const fs = syntax(file);
      assert.ok(fs.length >= 1, `${file}: ${JSON.stringify(brief(r.findings))}`);
      assert.ok(fs.some((f) => /nesting deeper than|Flow|closing|indent/i.test(f.message)), `${file}: ${fs.map((f) => f.message)}`);
      assert.ok(fs.every((f) => !/call stack/i.test(f.message)), `${file}: ${fs.map((f) => f.message)}`);
    }
    assert.match(syntax('flow-seq.yaml')[0].message, /nesting deeper than \d+ levels/);
    assert.equal(syntax('flow-seq.yaml')[0].line, 2);
    assert.equal(syntax('app-over.yaml')[0].line, 12);
    // under the bound the document is read: the Application's own findings, no yaml-syntax
    assert.equal(syntax('app-under.yaml').length, 0);
    assert.ok(r.findings.some((f) => f.file === 'app-under.yaml'));
  } finally {
    d.cleanup();
  }
});

test('binary, UTF-16 and non-UTF-8 files are skipped with a reason; a BOM is dropped', async () => {
  const d = tempDir('cmp-lint-limits-');
  try {
    writeTree(d.dir, {
      'binary.yaml': Buffer.from([0x6b, 0x3a, 0x00, 0x01, 0x02, 0xff]),
      'utf16.yaml': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('kind: ConfigMap\n', 'utf16le')]),
      'latin1.yaml': Buffer.from('kind: ConfigMap\ndata:\n  k: caf\xe9\n', 'latin1'),
      'bom.yaml': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(CM)]),
    });
    const r = await lintIn(d.dir);
    assert.deepEqual(
      r.skipped.map((s) => `${s.file}: ${s.reason}`),
      ['binary.yaml: binary file', 'latin1.yaml: not valid UTF-8', 'utf16.yaml: not valid UTF-8 (UTF-16 text)'],
    );
    // the BOM does not shift the first line's columns
    assert.deepEqual(spans(r.findings.filter((f) => f.file === 'bom.yaml')), CM_FINDINGS);
  } finally {
    d.cleanup();
  }
});

test('CRLF line endings: every finding keeps its exact line and column, also inside an embedded plugin.yaml', async () => {
  const d = tempDir('cmp-lint-limits-');
  try {
    const crlf = CM.replace(/\n/g, '\r\n');
    writeTree(d.dir, { 'lf.yaml': CM, 'crlf.yaml': crlf, 'bom-crlf.yaml': '\ufeff' + crlf, 'mixed.yaml': CM.split('\n').map((l, i) => (i % 2 ? l + '\r' : l)).join('\n') });
    const r = await lintIn(d.dir);
    for (const file of ['lf.yaml', 'crlf.yaml', 'bom-crlf.yaml', 'mixed.yaml']) {
      assert.deepEqual(spans(r.findings.filter((f) => f.file === file)), CM_FINDINGS, file);
    }
    // and the exact one inside the embedded plugin.yaml: `fileName: "*"` on line 18, the value at column 19
    const catchAll = r.findings.find((f) => f.file === 'crlf.yaml' && f.ruleId === 'plugin-discover-catch-all')!;
    assert.equal(`${catchAll.line}:${catchAll.column}`, '18:19');
    assert.equal(crlf.split('\r\n')[17].slice(catchAll.column - 1, catchAll.endColumn - 1), '"*"');
  } finally {
    d.cleanup();
  }
});

test('CRLF positions through dist/cli.js (stylish and json agree)', { skip: !hasDist }, () => {
  const d = tempDir('cmp-lint-limits-');
  try {
    writeTree(d.dir, { 'crlf.yaml': CM.replace(/\n/g, '\r\n') });
    const j = runCli(['--format', 'json', 'crlf.yaml'], d.dir);
    assert.equal(j.status, 1, j.stderr);
    assert.deepEqual(spans(JSON.parse(j.stdout).findings), CM_FINDINGS);
    const s = runCli(['--no-color', 'crlf.yaml'], d.dir);
    assert.match(s.stdout, /crlf\.yaml:18:19/);
    assert.ok(!s.stdout.includes('\r'), 'no carriage return leaks into the report');
  } finally {
    d.cleanup();
  }
});

test('tabs: a tab used as indentation is a yaml-syntax finding at its position; tabs elsewhere are fine', async () => {
  const d = tempDir('cmp-lint-limits-');
  try {
    writeTree(d.dir, {
      'tab-indent.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n\tname: x\n',
      'tab-ok.yaml': 'apiVersion: v1\t# a comment after a tab\nkind: ConfigMap\nmetadata:\n  name: "a\tb"\ndata:\n  plugin.yaml: |\n    x:\t1\n',
      'tab-embedded.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: argocd-cmp-cm\ndata:\n  plugin.yaml: |\n    apiVersion: argoproj.io/v1alpha1\n    kind: ConfigManagementPlugin\n    metadata:\n    \tname: t\n',
    });
    const r = await lintIn(d.dir);
    const tab = r.findings.filter((f) => f.file === 'tab-indent.yaml');
    assert.ok(tab.length >= 1 && tab.every((f) => f.ruleId === 'yaml-syntax'));
    assert.equal(tab[0].line, 4);
    assert.ok(tab[0].column >= 1 && tab[0].column <= 2);
    assert.deepEqual(r.findings.filter((f) => f.file === 'tab-ok.yaml'), []);
    for (const f of r.findings.filter((x) => x.file === 'tab-embedded.yaml')) assert.ok(f.line >= 6 && f.line <= 10, `${f.line}`);
  } finally {
    d.cleanup();
  }
});

test('symbolic link loops and broken links never hang; they are skipped visibly', async () => {
  const d = tempDir('cmp-lint-limits-');
  try {
    writeTree(d.dir, { 'a/app.yaml': PLUGIN_APP('a') });
    symlinkSync('..', join(d.dir, 'a', 'up')); // directory loop
    symlinkSync('self.yaml', join(d.dir, 'self.yaml')); // ELOOP
    symlinkSync('l2.yaml', join(d.dir, 'l1.yaml'));
    symlinkSync('l1.yaml', join(d.dir, 'l2.yaml'));
    symlinkSync('missing.yaml', join(d.dir, 'dangling.yaml'));
    const r = await lintIn(d.dir);
    const reasons = Object.fromEntries(r.skipped.map((s) => [s.file, s.reason]));
    assert.equal(reasons['self.yaml'], 'symbolic link loop');
    assert.equal(reasons['l1.yaml'], 'symbolic link loop');
    assert.equal(reasons['dangling.yaml'], 'broken symbolic link');
    assert.deepEqual([...new Set(r.findings.map((f) => f.file))], ['a/app.yaml']);
    // a link named on the command line that loops is skipped, not an error
    const named = await lintIn(d.dir, ['self.yaml']);
    assert.deepEqual(named.skipped, [{ file: 'self.yaml', reason: 'symbolic link loop' }]);
  } finally {
    d.cleanup();
  }
});

test('permission errors: unreadable files and directories are skipped with a reason', async (t) => {
  // the mapping itself, whoever runs the test
  assert.equal(ioReason(Object.assign(new Error('x'), { code: 'EACCES' })), 'permission denied');
  assert.equal(ioReason(Object.assign(new Error('x'), { code: 'EPERM' })), 'permission denied');
  if (isRoot) {
    t.skip('running as root (as CI does): chmod 000 does not stop root from reading, so the real-file half is skipped');
    return;
  }
  const d = tempDir('cmp-lint-limits-');
  try {
    writeTree(d.dir, { 'locked.yaml': PLUGIN_APP('x'), 'closed/app.yaml': PLUGIN_APP('y'), 'ok.yaml': PLUGIN_APP('z') });
    chmodSync(join(d.dir, 'locked.yaml'), 0o000);
    chmodSync(join(d.dir, 'closed'), 0o000);
    const r = await lintIn(d.dir);
    assert.deepEqual(r.skipped, [
      { file: 'closed', reason: 'directory: permission denied' },
      { file: 'locked.yaml', reason: 'permission denied' },
    ]);
    assert.deepEqual([...new Set(r.findings.map((f) => f.file))], ['ok.yaml']);
  } finally {
    chmodSync(join(d.dir, 'closed'), 0o755);
    d.cleanup();
  }
});

test('empty files, empty documents and comment-only files are quiet', async () => {
  const d = tempDir('cmp-lint-limits-');
  try {
    writeTree(d.dir, {
      'empty.yaml': '',
      'newline.yaml': '\n',
      'dashes.yaml': '---\n',
      'many-dashes.yaml': '---\n---\n---\n...\n',
      'comments.yaml': '# only a comment about argocd plugins\n# another\n',
      'null.yaml': '~\n',
      'scalar.yaml': 'argocd\n',
      'empty-cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: argocd-cmp-cm\ndata:\n  plugin.yaml: ""\n',
      'empty-cm2.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: argocd-cmp-cm\ndata:\n  plugin.yaml: |\n    ---\n    # nothing\n',
      'docs-around.yaml': `---\n---\n${PLUGIN_APP('x')}---\n---\n`,
    });
    const r = await lintIn(d.dir);
    assert.deepEqual(r.skipped, []);
    const quiet = ['empty.yaml', 'newline.yaml', 'dashes.yaml', 'many-dashes.yaml', 'comments.yaml', 'null.yaml', 'scalar.yaml'];
    assert.deepEqual(r.findings.filter((f) => quiet.includes(f.file)), []);
    // the Application among empty documents is still read, at its real lines
    const app = r.findings.filter((f) => f.file === 'docs-around.yaml');
    assert.ok(app.length > 0);
    assert.ok(app.every((f) => f.line >= 3 && f.line <= 20));
  } finally {
    d.cleanup();
  }
});

test('bad input through dist/cli.js: exit codes 0/1, never a stack trace', { skip: !hasDist, timeout: 60_000 }, () => {
  const d = tempDir('cmp-lint-limits-');
  try {
    writeTree(d.dir, {
      'bomb.yaml': aliasBomb(),
      'deep.yaml': `kind: ConfigMap\nx: ${'['.repeat(20_000)}\n`,
      'binary.yaml': Buffer.from([0, 1, 2, 3]),
      'crlf.yaml': CM.replace(/\n/g, '\r\n'),
      'empty.yaml': '',
    });
    mkdirSync(join(d.dir, 'sub'));
    symlinkSync('..', join(d.dir, 'sub', 'loop'));
    symlinkSync('x.yaml', join(d.dir, 'x.yaml'));
    for (const format of ['json', 'stylish', 'sarif', 'github']) {
      const r = runCli(['--format', format, '.'], d.dir);
      assert.ok(r.status === 0 || r.status === 1, `${format}: exit ${r.status}: ${r.stderr}`);
      assert.ok(!/\n\s+at .+:\d+:\d+\)?\n/.test(r.stdout + r.stderr), `${format}: a stack trace:\n${r.stderr}`);
    }
    const missing = runCli(['nope.yaml'], d.dir);
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /^cmp-lint: nope\.yaml: no such file or directory/);
    writeFileSync(join(d.dir, '.cmp-lint.yaml'), 'maxFileSize: [\n');
    const cfg = runCli(['.'], d.dir);
    assert.equal(cfg.status, 2);
    assert.match(cfg.stderr, /configuration error/);
  } finally {
    d.cleanup();
  }
});
