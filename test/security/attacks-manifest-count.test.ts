// A plugin (or a directory app) that prints a huge number of tiny resources, all under the 100 MiB
// stdout cap: 1.6 million one-line ConfigMaps made `diff` run for minutes, hold gigabytes and end
// in "internal error: Maximum call stack size exceeded". cmp-lint now refuses more than 50,000
// resources per render with a render-failed finding saying why. Real bundled CLI, real sandbox.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { appYaml, gitRepo, modes, pluginYaml, runCli, scratch } from './attack-helpers.js';

const all = modes();
const host = all.find((m) => m.name === 'host (bubblewrap)' && !m.skip) ?? all.find((m) => m.name === 'none')!;

const many = (n: number) => `awk 'BEGIN{for(i=0;i<${n};i++) printf "---\\nkind: ConfigMap\\napiVersion: v1\\nmetadata: {name: c%d}\\n", i}'`;
const list = (n: number) => `awk 'BEGIN{printf "kind: List\\napiVersion: v1\\nitems:\\n"; for(i=0;i<${n};i++) printf "- {kind: ConfigMap, apiVersion: v1, metadata: {name: c%d}}\\n", i}'`;

test(`render and diff, sandbox ${host.name}: more than 50,000 resources from one render is a render-failed finding, not minutes of work and a crash`, async () => {
  const dir = scratch();
  const repo = gitRepo(dir, { 'argocd/plugin.yaml': pluginYaml('p', many(3)), 'argocd/apps/demo.yaml': appYaml('demo', 'p'), 'apps/demo/x.txt': 'x\n' });
  const base = repo.git('rev-parse', 'HEAD').trim();
  const env = { HOME: join(dir, 'home'), ...host.env };
  for (const [what, gen, message] of [
    ['documents', many(60_001), /plugin "p" generate printed more than 50,000 resources \(60,001 documents\): cmp-lint's limit/],
    ['a List', list(60_001), /plugin "p" generate printed more than 50,000 resources: cmp-lint's limit/],
  ] as const) {
    const head = repo.commit({ 'argocd/plugin.yaml': pluginYaml('p', gen) }, what);
    const t0 = Date.now();
    const d = await runCli(['diff', '--base', base, '--head', head, '--format', 'text', ...host.args], { cwd: repo.root, env, timeoutMs: 120_000 });
    assert.equal(d.code, 1, `${what}: ${d.stderr.slice(-2000)}`);
    assert.match(d.stdout + d.stderr, message, `${what}: ${(d.stdout + d.stderr).slice(-2000)}`);
    assert.doesNotMatch(d.stderr, /internal error/);
    const r = await runCli(['render', ...host.args, '.'], { cwd: repo.root, env, timeoutMs: 120_000 });
    assert.equal(r.code, 1, r.stderr.slice(-2000));
    assert.match(r.stderr, message);
    assert.ok(Date.now() - t0 < 100_000, `${what}: refused quickly (${Date.now() - t0} ms)`);
  }
});

test('render, directory app: files holding more than 50,000 resources in all are refused with a finding', async () => {
  const dir = scratch();
  const docs = (from: number, n: number) => Array.from({ length: n }, (_, i) => `{"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"c${from + i}"}}`).join('\n---\n') + '\n';
  const app = appYaml('demo', 'p').replace(/ {4}plugin:\n {6}name: p\n/, '');
  const repo = gitRepo(dir, { 'argocd/apps/demo.yaml': app, 'apps/demo/a.yaml': docs(0, 30_000), 'apps/demo/b.yaml': docs(30_000, 30_000) });
  const r = await runCli(['render', '--sandbox', 'none', '.'], { cwd: repo.root, env: { HOME: join(dir, 'home') }, timeoutMs: 120_000 });
  assert.equal(r.code, 1, r.stderr.slice(-2000));
  assert.match(r.stderr, /the directory's files hold more than 50,000 resources: cmp-lint's limit/, r.stderr.slice(-2000));
});
