// The published binary: these tests run the committed bundle dist/cli.js in a child process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdtempSync, writeFileSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { REPO, FIXTURES } from '../helpers/lint.js';

const CLI = join(REPO, 'dist', 'cli.js');
const CLI_FIX = join(FIXTURES, 'cli');
const SEEDS = join(FIXTURES, 'seeds');

function run(args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('--version prints the package version', () => {
  const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
  const r = run(['--version'], REPO);
  assert.equal(r.code, 0);
  assert.equal(r.stdout, `${pkg.version}\n`);
});

test('--help documents formats, exit codes and subcommands', () => {
  const r = run(['--help'], REPO);
  assert.equal(r.code, 0);
  for (const s of ['--format', 'stylish, compact, json, sarif, github', '--fail-on', '--config', '--context', 'Exit codes', 'cmp-lint rules', 'cmp-lint explain']) {
    assert.ok(r.stdout.includes(s), `help mentions ${s}`);
  }
});

test('an unknown flag is a usage error (exit 2), without a stack trace', () => {
  const r = run(['--bogus'], REPO);
  assert.equal(r.code, 2);
  assert.equal(r.stderr, "cmp-lint: unknown option '--bogus'\nRun 'cmp-lint --help' for usage.\n");
  const f = run(['--format', 'xml', '.'], REPO);
  assert.equal(f.code, 2);
  assert.match(f.stderr, /unknown format 'xml' \(choose one of: stylish, compact, json, sarif, github\)/);
  const v = run(['--format'], REPO);
  assert.equal(v.code, 2);
  assert.match(v.stderr, /option '--format' needs a value/);
});

test('a path that does not exist is exit 2 with its name', () => {
  const r = run(['no/such/dir'], CLI_FIX);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /no\/such\/dir/);
  assert.doesNotMatch(r.stderr, /\n\s+at /);
});

test('--format json follows the documented contract', () => {
  const r = run(['--format', 'json', '002-legacy-argocd-cm-plugin.yaml'], SEEDS);
  assert.equal(r.code, 1);
  const out = JSON.parse(r.stdout);
  assert.deepEqual(Object.keys(out), ['version', 'tool', 'findings', 'skipped', 'summary']);
  assert.equal(out.version, 1);
  assert.equal(out.tool.name, 'cmp-lint');
  assert.deepEqual(out.summary, { error: 1, warning: 0, info: 0, files: 1 });
  const f = out.findings[0];
  assert.deepEqual(
    { ruleId: f.ruleId, severity: f.severity, file: f.file, line: f.line, column: f.column, endLine: f.endLine, endColumn: f.endColumn },
    { ruleId: 'legacy-cm-plugin', severity: 'error', file: '002-legacy-argocd-cm-plugin.yaml', line: 12, column: 3, endLine: 12, endColumn: 26 },
  );
  assert.equal(f.docs, 'https://github.com/cmp-lint/cmp-lint/blob/main/docs/rules/legacy-cm-plugin.md');
});

test('--fail-on decides the exit code', () => {
  const kpt = join(SEEDS, '004-kpt');
  assert.equal(run(['--format', 'json'], kpt).code, 0); // warnings and infos only
  assert.equal(run(['--format', 'json', '--fail-on', 'warning'], kpt).code, 1);
  assert.equal(run(['--fail-on', 'fatal'], kpt).code, 2);
});

test('malformed YAML: one positioned yaml-syntax finding per problem, also inside a ConfigMap value', () => {
  const r = run(['--format', 'json'], join(CLI_FIX, 'broken-yaml'));
  assert.equal(r.code, 1);
  const got = JSON.parse(r.stdout).findings.map((f: { ruleId: string; file: string; line: number; column: number }) => `${f.ruleId} ${f.file}:${f.line}:${f.column}`);
  // at the unclosed `[`
  assert.deepEqual(got, ['yaml-syntax cm.yaml:14:15', 'yaml-syntax plugin.yaml:7:14']);
});

test('a binary file is skipped with a reason, not a crash', () => {
  const r = run(['--format', 'json'], join(CLI_FIX, 'binary'));
  assert.equal(r.code, 0);
  const out = JSON.parse(r.stdout);
  assert.deepEqual(out.skipped, [{ file: 'blob.yaml', reason: 'binary file' }]);
  assert.equal(out.summary.files, 1);
});

test('a broken .cmp-lint.yaml is a configuration error with file, line and column', () => {
  const r = run([], join(CLI_FIX, 'bad-config'));
  assert.equal(r.code, 2);
  assert.equal(r.stderr, 'cmp-lint: configuration error: .cmp-lint.yaml:5:1: unknown key `plugns` (did you mean `plugins`?)\n');
});

test('config: severities, off, unknown rule ids, plugins served elsewhere', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-cfg-'));
  try {
    writeFileSync(join(dir, 'plugin.yaml'), readFileSync(join(SEEDS, '004-kpt', 'plugin.yaml')));
    writeFileSync(
      join(dir, 'app.yaml'),
      'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: a\nspec:\n  project: default\n  destination:\n    server: https://kubernetes.default.svc\n  source:\n    repoURL: https://example.com/r.git\n    path: x\n    plugin:\n      name: vault-v1\n',
    );
    let r = run(['--format', 'json'], dir);
    const ids = (s: string) => JSON.parse(s).findings.map((f: { ruleId: string; severity: string }) => `${f.ruleId}:${f.severity}`);
    assert.deepEqual(ids(r.stdout), ['app-plugin-not-found:error', 'plugin-unknown-field:warning']);
    writeFileSync(join(dir, '.cmp-lint.yaml'), 'plugins: [vault-v1]\nrules:\n  plugin-unknown-field: error\n');
    r = run(['--format', 'json'], dir);
    assert.deepEqual(ids(r.stdout), ['plugin-unknown-field:error']);
    writeFileSync(join(dir, '.cmp-lint.yaml'), 'plugins: [vault-v1]\nrules:\n  plugin-unknown-field: off\n');
    r = run(['--format', 'json'], dir);
    assert.deepEqual(ids(r.stdout), []);
    writeFileSync(join(dir, '.cmp-lint.yaml'), 'rules:\n  plugin-unknwn-field: off\n');
    r = run([], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /\.cmp-lint\.yaml:2:3: unknown rule `plugin-unknwn-field` \(did you mean `plugin-unknown-field`\?\)/);
    writeFileSync(join(dir, 'other.yaml'), 'rules: {}\n');
    r = run(['--config', 'missing.yaml'], dir);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /config file not found: missing\.yaml/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('suppression comments apply to the next node, never from inside a block scalar', () => {
  const r = run(['--format', 'json'], join(CLI_FIX, 'suppress'));
  const got = JSON.parse(r.stdout).findings.map((f: { ruleId: string; line: number }) => `${f.ruleId}:${f.line}`);
  assert.deepEqual(got, ['plugin-unknown-field:8']);
});

test('stylish output: location, rule id, code frame and summary; no colour when piped or with NO_COLOR', () => {
  const r = run(['002-legacy-argocd-cm-plugin.yaml'], SEEDS, { FORCE_COLOR: '1', NO_COLOR: '1' });
  assert.equal(r.code, 1);
  const lines = r.stdout.split('\n');
  assert.match(lines[0], /^002-legacy-argocd-cm-plugin\.yaml:12:3 {2}error {2}argocd-cm .* {2}legacy-cm-plugin$/);
  assert.ok(r.stdout.includes('> 12 |   configManagementPlugins: |'));
  assert.ok(r.stdout.includes('1 problem (1 error, 0 warnings, 0 infos)'));
  assert.doesNotMatch(r.stdout, /\u001b\[/);
  const piped = run(['002-legacy-argocd-cm-plugin.yaml'], SEEDS);
  assert.doesNotMatch(piped.stdout, /\u001b\[/);
  const forced = run(['--color', '002-legacy-argocd-cm-plugin.yaml'], SEEDS);
  assert.match(forced.stdout, /\u001b\[/);
});

test('--output writes the report to a file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-out-'));
  try {
    const out = join(dir, 'report.sarif');
    const r = run(['--format', 'sarif', '--output', out, '002-legacy-argocd-cm-plugin.yaml'], SEEDS);
    assert.equal(r.code, 1);
    assert.equal(r.stdout, '');
    const sarif = JSON.parse(readFileSync(out, 'utf8'));
    assert.equal(sarif.version, '2.1.0');
    assert.equal(sarif.runs[0].results[0].ruleId, 'legacy-cm-plugin');
    const bad = run(['--output', join(dir, 'no', 'such', 'dir', 'x.json'), '002-legacy-argocd-cm-plugin.yaml'], SEEDS);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /cannot write/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('--context: cross-file facts from the whole tree, findings only for the given files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-ctx-'));
  try {
    for (const f of ['000-helmfile-patch-configmap.yaml', '000-helmfile-application-explicit.yaml']) writeFileSync(join(dir, f), readFileSync(join(SEEDS, f)));
    mkdirSync(join(dir, 'sub'));
    const alone = run(['--format', 'json', '000-helmfile-application-explicit.yaml'], dir);
    assert.deepEqual(JSON.parse(alone.stdout).findings, []); // no plugin in scope: nothing to compare with
    const withCtx = run(['--format', 'json', '--context', '.', '000-helmfile-application-explicit.yaml'], dir);
    const f = JSON.parse(withCtx.stdout).findings;
    assert.deepEqual(f.map((x: { ruleId: string; file: string; line: number }) => `${x.ruleId} ${x.file}:${x.line}`), ['app-plugin-not-found 000-helmfile-application-explicit.yaml:18']);
    assert.equal(withCtx.code, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('rules lists the catalog; explain needs a known id', () => {
  const r = run(['rules'], REPO);
  assert.equal(r.code, 0);
  assert.match(r.stdout, /^app-plugin-not-found\s+error\s+/m);
  const j = JSON.parse(run(['rules', '--format', 'json'], REPO).stdout);
  assert.ok(j.some((x: { id: string }) => x.id === 'sidecar-run-as-user'));
  const e = run(['explain', 'no-such-rule'], REPO);
  assert.equal(e.code, 2);
  assert.match(e.stderr, /unknown rule 'no-such-rule'/);
});

test('one parser: global options before the subcommand, the same shared flags everywhere', () => {
  const r = run(['--no-color', 'rules'], REPO);
  assert.equal(r.code, 0);
  assert.match(r.stdout, /^yaml-syntax\s+error\s+/m);
  const j = run(['-f', 'json', 'rules'], REPO);
  assert.ok(Array.isArray(JSON.parse(j.stdout)));
  assert.deepEqual(JSON.parse(run(['rules', '--format=json'], REPO).stdout), JSON.parse(j.stdout));
  // `lint` may be named; --fail-on never everywhere
  const legacy = ['002-legacy-argocd-cm-plugin.yaml'];
  assert.equal(run(['lint', '-f', 'json', ...legacy], SEEDS).code, 1);
  assert.equal(run(['--fail-on', 'never', ...legacy], SEEDS).code, 0);
  assert.equal(run(['lint', '--fail-on=never', ...legacy], SEEDS).code, 0);
  for (const cmd of ['render', 'diff']) {
    const h = run([cmd, '--help'], REPO);
    assert.equal(h.code, 0);
    for (const flag of ['-f, --format', '-o, --output', '-c, --config', '--fail-on', 'or never', '--color', '--no-color']) assert.ok(h.stdout.includes(flag), `${cmd} --help lists ${flag}`);
    const bad = run([cmd, '--fail-on', 'info', ...(cmd === 'diff' ? ['--base', 'x'] : [])], REPO);
    assert.equal(bad.code, 2);
    assert.equal(bad.stderr, `cmp-lint ${cmd}: --fail-on: unknown value 'info' (choose one of: error, warning, never)\nRun 'cmp-lint ${cmd} --help' for usage.\n`);
  }
});

test('a usage error is one line and the pointer to --help; help and explain --help work', () => {
  for (const [args, want] of [
    [['render', '--formt', 'json'], "cmp-lint render: unknown option '--formt' (did you mean '--format'?)\nRun 'cmp-lint render --help' for usage.\n"],
    [['diff'], "cmp-lint diff: --base is required (e.g. --base origin/main)\nRun 'cmp-lint diff --help' for usage.\n"],
    [['rules', 'extra'], "cmp-lint rules: unexpected argument 'extra'\nRun 'cmp-lint rules --help' for usage.\n"],
    [['explain', 'plugin-schma'], "cmp-lint explain: unknown rule 'plugin-schma' (did you mean 'plugin-schema'?); `cmp-lint rules` lists them\nRun 'cmp-lint explain --help' for usage.\n"],
    [['help', 'rendr'], "cmp-lint help: unknown command 'rendr' (did you mean 'render'?)\nRun 'cmp-lint help --help' for usage.\n"],
    [['--all', 'x'], "cmp-lint: unknown option '--all'\nRun 'cmp-lint --help' for usage.\n"],
  ] as const) {
    const r = run([...args], REPO);
    assert.equal(r.code, 2, args.join(' '));
    assert.equal(r.stdout, '');
    assert.equal(r.stderr, want);
  }
  const viaHelp = run(['help', 'render'], REPO);
  assert.equal(viaHelp.code, 0);
  assert.equal(viaHelp.stdout, run(['render', '--help'], REPO).stdout);
  assert.match(viaHelp.stdout, /^Usage: cmp-lint render \[path\] \[options\]\n/);
  assert.equal(run(['help'], REPO).stdout, run(['--help'], REPO).stdout);
  const e = run(['explain', '--help'], REPO);
  assert.equal(e.code, 0);
  assert.match(e.stdout, /^Usage: cmp-lint explain <rule-id>/);
  const page = run(['explain', 'plugin-schema'], REPO);
  assert.equal(page.code, 0);
  assert.match(page.stdout, /^# plugin-schema/m);
});

test('-o into a missing directory fails before any work, in one line', () => {
  // the lint path does not exist either: the output check comes first
  for (const cmd of [[], ['render'], ['diff', '--base', 'HEAD']]) {
    const r = run([...cmd, '-o', 'no/such/dir/report.txt', ...(cmd[0] === 'diff' ? [] : ['no/such/path'])], REPO);
    assert.equal(r.code, 2, cmd.join(' '));
    const label = cmd.length ? `cmp-lint ${cmd[0]}` : 'cmp-lint';
    assert.equal(r.stderr, `${label}: cannot write no/such/dir/report.txt: directory no/such/dir does not exist\n`);
  }
});

test('a reader that goes away (cmp-lint rules | head -1) ends the process quietly', async () => {
  const { spawn } = await import('node:child_process');
  for (const args of [['rules'], ['explain', 'sidecar-run-as-user'], ['--format', 'json', '.']]) {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: SEEDS, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy(); // the reading end closes before the first write: EPIPE
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const code = await new Promise<number | null>((res) => child.on('close', (c) => res(c)));
    assert.equal(err, '', `${args.join(' ')}: nothing on stderr`);
    assert.ok(code === 0 || code === 1, `${args.join(' ')}: exit ${code}`);
  }
});

test('-f compact, --quiet (errors only), and the note when single files lack cross-file context', () => {
  const kpt = join(SEEDS, '004-kpt');
  const c = run(['-f', 'compact'], kpt);
  assert.equal(c.code, 0);
  const lines = c.stdout.trimEnd().split('\n');
  assert.match(lines[lines.length - 1], /^✖ \d+ problems \(0 errors, \d+ warnings?, \d+ infos?\) in \d+ of \d+ files$/);
  for (const l of lines.slice(0, -1)) assert.match(l, /^[\w./-]+:\d+:\d+: (warning|info): .+ \[[a-z0-9-]+\]$/);
  // --quiet: the warnings and infos are gone, the exit code follows what is left
  const q = run(['-f', 'json', '--quiet', '--fail-on', 'warning'], kpt);
  assert.equal(q.code, 0);
  assert.deepEqual(JSON.parse(q.stdout).findings, []);
  // a named file without --context: a note on stderr, the report unchanged
  const alone = run(['-f', 'json', 'plugin.yaml'], kpt);
  assert.match(alone.stderr, /^note: only the named file was read, .* add --context <repository root> to read the rest\n$/);
  assert.equal(run(['-f', 'json', '--context', '.', 'plugin.yaml'], kpt).stderr, '');
  assert.equal(run(['-f', 'json', '.'], kpt).stderr, '');
});

test('one mistake, one finding: two sidecars merged from one YAML anchor share one finding per rule at its lines, the other sidecar named in a note there', () => {
  const dir = join(FIXTURES, 'rules', 'sidecar-image-tag', 'bad-two-sidecars-one-anchor');
  const r = run(['--format', 'json', '.'], dir);
  const report = JSON.parse(r.stdout) as { findings: { ruleId: string; file: string; line: number; column: number; message: string; related?: { file: string; line: number; column: number; message: string }[] }[] };
  const at = (ruleId: string) => report.findings.filter((f) => f.ruleId === ruleId);
  // the image, the securityContext and the mounts are written once, in the anchored container
  for (const [ruleId, line, column] of [['sidecar-image-tag', 15, 16], ['sidecar-hardening', 17, 9], ['sidecar-plugin-config', 20, 9]] as const) {
    const found = at(ruleId);
    assert.equal(found.length, 1, `${ruleId}: ${JSON.stringify(found)}`);
    assert.deepEqual([found[0].line, found[0].column], [line, column], ruleId);
    assert.match(found[0].message, /sidecar `helmfile` /, ruleId);
    assert.deepEqual(
      found[0].related?.map((x) => [x.file, x.line, x.column, /^also: sidecar `helmfile-secrets` /.test(x.message)]),
      [['repo-server-patch.yaml', line, column, true]],
      ruleId,
    );
  }
  // what each sidecar writes itself (its name) is still one finding each
  assert.deepEqual(at('sidecar-resources').map((f) => f.line), [14, 28]);
});
