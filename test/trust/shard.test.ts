// `diff --shard I/N` and `diff --merge`, end to end through dist/cli.js: the shards split the
// affected apps without overlap, and their merged JSON report is the unsharded one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitRepo } from '../action/harness.js';
import { appYaml, fixture, runCli } from './helpers.js';

const NAMES = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];

function repoWithApps() {
  const files: Record<string, string> = { 'argocd/plugin.yaml': fixture('peek-plugin.yaml') };
  for (const n of NAMES) {
    files[`argocd/apps/${n}.yaml`] = appYaml(n, 'peek');
    files[`apps/${n}/version.txt`] = '1.0.0\n';
  }
  const repo = gitRepo(files);
  const base = repo.commit({}, 'base');
  const change: Record<string, string> = {};
  for (const n of NAMES) change[`apps/${n}/version.txt`] = '2.0.0\n';
  const head = repo.commit(change, 'bump all');
  return { repo, base, head };
}

const comparable = (r: { apps: Record<string, unknown>[] }) => r.apps.map((a) => JSON.stringify(a)).sort();

test('diff --shard I/N splits the affected apps; --merge puts the whole report back together', async () => {
  const { repo, base, head } = repoWithApps();
  const env = { HOME: repo.root };
  const whole = await runCli(['diff', '--base', base, '--head', head, '--format', 'json', '--sandbox', 'none'], repo.root, env);
  assert.equal(whole.code, 0, whole.stderr);
  const full = JSON.parse(whole.stdout);
  assert.equal(full.apps.length, NAMES.length);

  const files: string[] = [];
  const seen: string[] = [];
  const byShard: string[][] = [];
  for (let i = 1; i <= 3; i++) {
    const r = await runCli(['diff', '--base', base, '--head', head, '--format', 'json', '--sandbox', 'none', '--shard', `${i}/3`], repo.root, env);
    assert.equal(r.code, 0, r.stderr);
    const part = JSON.parse(r.stdout);
    assert.deepEqual(part.shard, { index: i, count: 3 });
    byShard.push(part.apps.map((a: { app: string }) => a.app));
    seen.push(...byShard[i - 1]);
    const f = join(repo.root, '..', `shard-${i}.json`);
    writeFileSync(f, r.stdout);
    files.push(f);
  }
  // every app in exactly one shard, and the same split on a second run
  assert.deepEqual([...seen].sort(), [...NAMES].sort());
  const again = await runCli(['diff', '--base', base, '--head', head, '--format', 'json', '--sandbox', 'none', '--shard', '2/3'], repo.root, env);
  assert.deepEqual(JSON.parse(again.stdout).apps.map((a: { app: string }) => a.app), byShard[1]);
  assert.ok(byShard.filter((s) => s.length > 0).length >= 2, `a degenerate split: ${JSON.stringify(byShard)}`);

  const merged = await runCli(['diff', '--merge', ...files.reverse(), '--format', 'json'], repo.root, env);
  assert.equal(merged.code, 0, merged.stderr);
  const m = JSON.parse(merged.stdout);
  assert.equal(m.mergedShards, 3);
  assert.equal(m.base, full.base);
  assert.deepEqual(comparable(m), comparable(full));
  assert.equal(m.stats.affected, NAMES.length);
  const md = await runCli(['diff', '--merge', ...files, '--format', 'markdown'], repo.root, env);
  assert.match(md.stdout, /8 applications affected: 8 changed .*Merged from 3 shard reports\./);

  // a missing shard is an error, not a shorter diff
  const short = await runCli(['diff', '--merge', files[0], files[1]], repo.root, env);
  assert.equal(short.code, 2);
  assert.match(short.stderr, /^cmp-lint diff: shard \d\/3 missing: a job of the matrix failed or its report was not downloaded\n$/);
  const bad = await runCli(['diff', '--base', base, '--shard', '4/3'], repo.root, env);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--shard: expected I\/N with 1 <= I <= N \(e\.g\. 2\/4\), got '4\/3'/);
});
