// Red-team floods (issue 11 §5): a plugin that prints far more than anyone needs, or output built
// to make a YAML decoder work exponentially, must end in a clear render-failed finding (or a
// render) with a bounded report, never a crash, a stack trace or a hang (the helper's own deadline
// fails the test). Run through dist/cli.js in the strongest host mode available, and the stderr
// flood also through the container runtime (its client relays the streams).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { appYaml, gitRepo, modes, pluginYaml, runCli, scratch } from './attack-helpers.js';

const all = modes();
const host = all.find((m) => m.name === 'host (bubblewrap)' && !m.skip) ?? all.find((m) => m.name === 'none')!;
const container = all.find((m) => m.name.startsWith('container'))!;

const MANIFEST = `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: ok\\n'`;

const FLOODS: { name: string; script: string; expect: RegExp; exit: number }[] = [
  // 120 MB of stderr from a plugin that then fails: only a tail is kept and reported
  { name: 'stderr flood', script: `head -c 120000000 /dev/zero | tr '\\000' e >&2; exit 3`, expect: /render-failed/, exit: 1 },
  // 120 MB of stderr from a plugin that succeeds: the render stands
  { name: 'stderr flood, then success', script: `head -c 120000000 /dev/zero | tr '\\000' e >&2; ${MANIFEST}`, expect: /name: ok/, exit: 0 },
  { name: 'stdout flood', script: `yes 'kind: ConfigMap' | head -c 300000000`, expect: /more than 100 MiB on stdout[\s\S]*render-failed/, exit: 1 },
  {
    name: 'alias bomb',
    script: `cat <<'EOF'
apiVersion: v1
kind: ConfigMap
metadata: {name: bomb}
data:
  a: &a [lol,lol,lol,lol,lol,lol,lol,lol,lol]
  b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
  c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
  d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
  e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
  f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
  g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
  h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
  i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
EOF`,
    expect: /excessive aliasing[\s\S]*render-failed/,
    exit: 1,
  },
  // 100 000 nested flow sequences in one value
  { name: 'deep nesting', script: `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: deep\\ndata:\\n  x: '; head -c 100000 /dev/zero | tr '\\000' '['; echo`, expect: /render-failed/, exit: 1 },
  // 100 000 nested JSON arrays
  { name: 'deep JSON nesting', script: `printf '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"deep"},"data":{"x":'; head -c 100000 /dev/zero | tr '\\000' '['; head -c 100000 /dev/zero | tr '\\000' ']'; echo '}}'`, expect: /render-failed/, exit: 1 },
  // 990 levels: within cmp-lint's limit, rendered
  { name: 'deep but accepted JSON nesting', script: `printf '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"deep"},"data":{"x":'; head -c 990 /dev/zero | tr '\\000' '['; head -c 990 /dev/zero | tr '\\000' ']'; echo '}}'`, expect: /name: deep/, exit: 0 },
  // a 20 MB resource name: rendered or refused, but the report must not carry 20 MB
  { name: 'huge resource name', script: `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: '; head -c 20000000 /dev/zero | tr '\\000' n; echo`, expect: /./, exit: -1 },
  // 500 000 tiny documents
  { name: 'many tiny documents', script: `yes '{apiVersion: v1, kind: ConfigMap, metadata: {name: a}}' | head -n 500000 | sed 's/^/---\\n/'`, expect: /./, exit: -1 },
];

for (const f of FLOODS) {
  test(`render, sandbox ${host.name}: ${f.name} ends in a bounded report, no crash, no stack trace`, async () => {
    const dir = scratch();
    const repo = gitRepo(dir, { 'argocd/plugin.yaml': pluginYaml('flood', f.script), 'argocd/apps/demo.yaml': appYaml('demo', 'flood'), 'apps/demo/x.txt': '1\n' });
    const r = await runCli(['render', ...host.args, '.'], { cwd: repo.root, env: { HOME: join(dir, 'home'), ...host.env }, timeoutMs: 120_000 });
    if (f.exit >= 0) assert.equal(r.code, f.exit, r.stderr.slice(-3000));
    else assert.ok(r.code === 0 || r.code === 1, `exit ${r.code}: ${r.stderr.slice(-3000)}`);
    assert.match(r.stdout + r.stderr, f.expect);
    assert.doesNotMatch(r.stderr, /\n\s+at .*\(.*:\d+:\d+\)|internal error/i, 'no stack trace, no internal error');
    assert.ok(r.stderr.length < 1024 * 1024, `stderr is ${r.stderr.length} bytes`);
    if (f.name === 'huge resource name' && r.code === 1) assert.ok(r.stdout.length + r.stderr.length < 1024 * 1024, 'a failure report quotes a bounded excerpt');
  });
}

test(`render, sandbox ${container.name}: a 120 MB stderr flood through the runtime client is cut to a tail`, { skip: container.skip }, async () => {
  const dir = scratch();
  const repo = gitRepo(dir, { 'argocd/plugin.yaml': pluginYaml('flood', FLOODS[0].script), 'argocd/apps/demo.yaml': appYaml('demo', 'flood'), 'apps/demo/x.txt': '1\n' });
  const r = await runCli(['render', ...container.args, '.'], { cwd: repo.root, env: { HOME: join(dir, 'home'), ...container.env }, timeoutMs: 120_000 });
  assert.equal(r.code, 1, r.stderr.slice(-3000));
  assert.match(r.stdout + r.stderr, /render-failed/);
  assert.doesNotMatch(r.stderr, /\n\s+at .*\(.*:\d+:\d+\)|internal error/i);
  assert.ok(r.stderr.length < 1024 * 1024, `stderr is ${r.stderr.length} bytes`);
});

test(`diff, sandbox ${host.name}: deep JSON on head (accepted, then beyond the limit) is diffed or refused, never a crash`, async () => {
  const dir = scratch();
  const gen = `printf '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"deep"},"data":{"x":'; head -c $(cat n) /dev/zero | tr '\\000' '['; head -c $(cat n) /dev/zero | tr '\\000' ']'; echo '}}'`;
  const repo = gitRepo(dir, { 'argocd/plugin.yaml': pluginYaml('deep', gen), 'argocd/apps/demo.yaml': appYaml('demo', 'deep'), 'apps/demo/n': '2\n' });
  const base = repo.git('rev-parse', 'HEAD').trim();
  for (const [n, code] of [['990', 0], ['5000', 1]] as const) {
    const head = repo.commit({ 'apps/demo/n': `${n}\n` });
    // json: the local report keeps the plugin's error text (markdown, meant for PR comments, does not)
    const r = await runCli(['diff', '--base', base, '--head', head, '--format', 'json', ...host.args], { cwd: repo.root, env: { HOME: join(dir, 'home'), ...host.env }, timeoutMs: 120_000 });
    assert.equal(r.code, code, r.stderr.slice(-2000));
    assert.doesNotMatch(r.stderr, /\n\s+at .*\(.*:\d+:\d+\)|internal error/i);
    if (code === 1) assert.match(r.stdout, /exceeded max depth/);
  }
});
