// Red-team attacks on what cmp-lint prints (issue 13): a Secret spelled so that the "never quote a
// Secret in an error" check does not see it, and terminal control sequences in a plugin's stderr,
// resource names and manifest text. Real bundled CLI (dist/cli.js), the strongest host mode here;
// what is printed does not depend on the sandbox.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { appYaml, gitRepo, modes, pluginYaml, runCli, scratch } from './attack-helpers.js';

const all = modes();
const host = all.find((m) => m.name === 'host (bubblewrap)' && !m.skip) ?? all.find((m) => m.name === 'none')!;

// the value is assembled at run time: no command line of ours holds it whole
const VALUE = ['SECRETVAL', 'UE42'].join('');
const B64 = Buffer.from(VALUE).toString('base64');

/**
 * Outputs Argo CD refuses, each with a Secret in the refused document spelled so that a line-based
 * `kind: Secret` check misses it: a flow mapping, a tag, an escape, `!!binary`, a Secret nested in
 * a document without a kind, a Secret in a JSON stream that turns bad after two values.
 */
const BROKEN: Record<string, string> = {
  'flow mapping': `{apiVersion: v1, kind: Secret, metadata: {name: s}, data: {password: ${B64}}, x: [}`,
  'tagged kind': `apiVersion: v1\nkind: !!str Secret\nmetadata: {name: s}\nstringData: {password: ${VALUE}}\nx: [`,
  'escaped kind': `apiVersion: v1\nkind: "Secr\\x65t"\nstringData:\n  password: ${VALUE}\n bad: indent`,
  'binary kind': `apiVersion: v1\nkind: !!binary U2VjcmV0\nstringData:\n  password: ${VALUE}\n bad: indent`,
  'escaped line break': `apiVersion: v1\nkind: "Sec\\\n  ret"\nstringData:\n  password: ${VALUE}\n bad: indent`,
  'nested in a kindless list': `{apiVersion: v1, items: [{apiVersion: v1, kind: Secret, metadata: {name: s}, stringData: {password: ${VALUE}}}]}`,
  'nested under a non-string kind': `kind: 7\nnested: {kind: Secret, stringData: {password: ${VALUE}}}`,
  'JSON stream': `{"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"a"}}\n{"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"b"}}\n{"apiVersion":"v1","kind":"Secr\\u0065t","stringData":{"password":"${VALUE}"},]`,
};

test(`render and diff, sandbox ${host.name}: a Secret in output Argo CD refuses is never quoted, however it spells its kind`, async () => {
  const dir = scratch();
  const repo = gitRepo(dir, { 'argocd/plugin.yaml': pluginYaml('cat', 'cat out.yaml'), 'argocd/apps/demo.yaml': appYaml('demo', 'cat'), 'apps/demo/out.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ok}\n' });
  const base = repo.git('rev-parse', 'HEAD').trim();
  for (const [name, out] of Object.entries(BROKEN)) {
    const head = repo.commit({ 'apps/demo/out.yaml': out + '\n' }, name);
    const runs = [
      await runCli(['render', ...host.args, '.'], { cwd: repo.root, env: { HOME: join(dir, 'home'), ...host.env } }),
      await runCli(['render', '--format', 'json', ...host.args, '.'], { cwd: repo.root, env: { HOME: join(dir, 'home'), ...host.env } }),
      await runCli(['diff', '--base', base, '--head', head, '--format', 'text', ...host.args], { cwd: repo.root, env: { HOME: join(dir, 'home'), ...host.env } }),
      await runCli(['diff', '--base', base, '--head', head, '--format', 'json', ...host.args], { cwd: repo.root, env: { HOME: join(dir, 'home'), ...host.env } }),
    ];
    for (const r of runs) {
      const text = r.stdout + r.stderr;
      assert.equal(r.code, 1, `${name}: ${text.slice(-2000)}`);
      assert.match(text, /render-failed|render fails on head/, `${name}: ${text.slice(-2000)}`);
      assert.ok(!text.includes(VALUE) && !text.includes(B64), `${name}: the Secret's value was printed:\n${text.slice(-3000)}`);
    }
  }
});

// ESC ] 0 ; … BEL retitles the window, ESC [ 2 J clears the screen, CSI (U+009B) starts a C1
// sequence, U+202E reverses what follows
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u001b\u0007\u009b\u202e]/;

test(`render and diff, sandbox ${host.name}: terminal control sequences in plugin stderr, resource names and manifests never reach the terminal raw`, async () => {
  const dir = scratch();
  const gen = `case "$(cat x.txt)" in
  2) printf '\\033]0;PWNED\\007\\033[2Jboom\\342\\200\\256x\\n' >&2; exit 1;;
  3) cat out.yaml;;
  *) printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata: {name: ok}\\n';;
esac`;
  const evil = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: "n\\e]0;TITLE\\a\\e[2J"}\ndata: {k: "v\\e[31mRED\\u009b1m\\u202eevil"}\n';
  const repo = gitRepo(dir, { 'argocd/plugin.yaml': pluginYaml('esc', gen), 'argocd/apps/demo.yaml': appYaml('demo', 'esc'), 'apps/demo/x.txt': '1\n', 'apps/demo/out.yaml': evil });
  const base = repo.git('rev-parse', 'HEAD').trim();
  const failing = repo.commit({ 'apps/demo/x.txt': '2\n' }, 'stderr');
  const env = { HOME: join(dir, 'home'), ...host.env };
  const runs: [string, Awaited<ReturnType<typeof runCli>>][] = [
    ['render (stylish, failing)', await runCli(['render', ...host.args, '.'], { cwd: repo.root, env })],
    ['diff --format text (failing)', await runCli(['diff', '--base', base, '--head', failing, '--format', 'text', ...host.args], { cwd: repo.root, env })],
    ['diff --format text --color (failing)', await runCli(['diff', '--base', base, '--head', failing, '--format', 'text', '--color', ...host.args], { cwd: repo.root, env })],
    ['diff --format markdown, stderr (failing)', await runCli(['diff', '--base', base, '--head', failing, '--format', 'markdown', ...host.args], { cwd: repo.root, env })],
  ];
  const names = repo.commit({ 'apps/demo/x.txt': '3\n' }, 'names');
  runs.push(
    ['render (names)', await runCli(['render', ...host.args, '.'], { cwd: repo.root, env })],
    ['diff --format text (names)', await runCli(['diff', '--base', base, '--head', names, '--format', 'text', ...host.args], { cwd: repo.root, env })],
    ['diff --format text --color (names)', await runCli(['diff', '--base', base, '--head', names, '--format', 'text', '--color', ...host.args], { cwd: repo.root, env })],
    // markdown (PR comments, job summaries; also printed on a terminal when asked for)
    ['diff --format markdown (names)', await runCli(['diff', '--base', base, '--head', names, '--format', 'markdown', ...host.args], { cwd: repo.root, env })],
  );
  for (const [what, r] of runs) {
    assert.notEqual(r.code, 3, `${what}: ${r.stderr.slice(-2000)}`);
    assert.match(r.stdout + r.stderr, /PWNED|TITLE/, `${what}: the attack ran:\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`);
    // --color: only our own SGR sequences (ESC [ digits m)
    // render's stdout is the manifests as YAML: C0/C1 controls and bidi controls written as escapes
    const out = what.includes('--color') ? r.stdout.replace(/\u001b\[\d+m/g, '') : r.stdout;
    const raw = out + r.stderr;
    const hit = CONTROL.exec(raw);
    assert.equal(hit, null, `${what}: a raw control character reached the terminal: ${JSON.stringify(raw.slice(Math.max(0, (hit?.index ?? 0) - 80), (hit?.index ?? 0) + 40))}`);
  }
});

test(`diff, sandbox ${host.name}: a Secret of any core-group apiVersion (v2, /v1, a number, none) is redacted, as Argo CD's diff hides it`, async () => {
  const dir = scratch();
  const repo = gitRepo(dir, { 'argocd/plugin.yaml': pluginYaml('cat', 'cat out.yaml'), 'argocd/apps/demo.yaml': appYaml('demo', 'cat'), 'apps/demo/out.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ok}\n' });
  const base = repo.git('rev-parse', 'HEAD').trim();
  const secrets = [['v2', 'apiVersion: v2\n'], ['slash', 'apiVersion: /v1\n'], ['number', 'apiVersion: 1\n'], ['none', '']]
    .map(([n, api]) => `${api}kind: Secret\nmetadata: {name: s-${n}}\nstringData: {password: ${VALUE}-${n}}\ndata: {token: ${B64}}\n`)
    .join('---\n');
  const head = repo.commit({ 'apps/demo/out.yaml': secrets }, 'secrets');
  for (const format of ['json', 'text', 'markdown']) {
    const r = await runCli(['diff', '--base', base, '--head', head, '--format', format, ...host.args], { cwd: repo.root, env: { HOME: join(dir, 'home'), ...host.env } });
    const text = r.stdout + r.stderr;
    assert.equal(r.code, 0, text.slice(-2000));
    assert.match(text, /s-v2[\s\S]*s-slash|s-slash[\s\S]*s-v2/, `${format}: the Secrets are in the diff`);
    assert.ok(!text.includes(VALUE) && !text.includes(B64), `${format}: a Secret value was printed:\n${text.slice(-3000)}`);
  }
});

test('action, pull request: a failing plugin\'s stderr (which may hold what it fetched) reaches neither the SARIF file nor the annotations; the step log has it', async () => {
  const { fakeApi, gitRepo: actionRepo, pullRequestEvent, runAction } = await import('../action/harness.js');
  const { readFileSync } = await import('node:fs');
  const fail = `echo "token=$(printf 'rtcan%s' 'ary-stderr')" >&2; exit 1`;
  const repo = actionRepo({ 'argocd/plugin.yaml': pluginYaml('p', `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata: {name: ok}\\n'`), 'argocd/apps/demo.yaml': appYaml('demo', 'p'), 'apps/demo/x.txt': '1\n' });
  const base = repo.commit({}, 'base');
  const head = repo.commit({ 'argocd/plugin.yaml': pluginYaml('p', fail), 'apps/demo/x.txt': '2\n' });
  const api = await fakeApi(7);
  try {
    const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { 'sarif-file': 'out/cmp-lint.sarif' } });
    const sarif = readFileSync(r.outputs['sarif-file'], 'utf8');
    assert.match(sarif, /render-failed/, sarif.slice(0, 2000));
    assert.equal(sarif.match(/rtcanary-[a-z-]+/g), null, 'the plugin\'s stderr reached the SARIF file');
    for (const a of r.annotations) assert.ok(!a.message.includes('rtcanary-'), `an annotation quotes the plugin's stderr: ${a.message}`);
    assert.ok(![r.summary, ...api.comments.map((c) => c.body)].some((t) => t.includes('rtcanary-')), 'summary or comment quotes the stderr');
    assert.match(r.stdout, /rtcanary-stderr/, 'the step log keeps the detail (where the runner masks registered secrets)');
  } finally {
    await api.close();
  }
});

// Trojan Source: bidirectional controls reorder what a reader sees (U+202E RLO, U+2066–U+2069
// isolates, U+200E/U+200F marks, U+061C ALM)
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

test(`render and diff, sandbox ${host.name}: bidi controls in manifests are shown escaped to humans, and JSON and the YAML's data stay exact`, async () => {
  const dir = scratch();
  const bidi = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: "n\\u202eab"\ndata:\n  "k\\u2067ey": "admin\\u202e \\u2066// check\\u2069 x\\u200f\\u061c"\n  plain: ok\n';
  const repo = gitRepo(dir, { 'argocd/plugin.yaml': pluginYaml('cat', 'cat out.yaml'), 'argocd/apps/demo.yaml': appYaml('demo', 'cat'), 'apps/demo/out.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ok}\n' });
  const base = repo.git('rev-parse', 'HEAD').trim();
  const head = repo.commit({ 'apps/demo/out.yaml': bidi }, 'bidi');
  const env = { HOME: join(dir, 'home'), ...host.env };
  const expected = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'n\u202eab' }, data: { 'k\u2067ey': 'admin\u202e \u2066// check\u2069 x\u200f\u061c', plain: 'ok' } };

  const y = await runCli(['render', ...host.args, '.'], { cwd: repo.root, env });
  assert.equal(y.code, 0, y.stderr);
  assert.equal(BIDI.exec(y.stdout), null, `render's YAML shows a raw bidi control:\n${y.stdout}`);
  assert.match(y.stdout, /^ {2}name: "n\\u202eab"$/m);
  assert.match(y.stdout, /^ {2}"k\\u2067ey": "admin\\u202e \\u2066\/\/ check\\u2069 x\\u200f\\u061c"$/m);
  assert.deepEqual(yaml.loadAll(y.stdout), [expected], 'the YAML means the same manifests');

  const j = await runCli(['render', '--format', 'json', ...host.args, '.'], { cwd: repo.root, env });
  assert.equal(j.code, 0, j.stderr);
  assert.deepEqual(JSON.parse(j.stdout).results[0].manifests, [expected], 'JSON keeps the manifests exact');

  for (const format of ['text', 'markdown']) {
    const r = await runCli(['diff', '--base', base, '--head', head, '--format', format, ...host.args], { cwd: repo.root, env });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /admin/, `${format}: the diff shows the ConfigMap`);
    assert.equal(BIDI.exec(r.stdout + r.stderr), null, `diff --format ${format} shows a raw bidi control:\n${r.stdout}`);
  }
  const dj = await runCli(['diff', '--base', base, '--head', head, '--format', 'json', ...host.args], { cwd: repo.root, env });
  assert.ok(dj.stdout.includes('\u202e') || dj.stdout.includes('\\u202e'), 'diff JSON keeps the text exact');
});
