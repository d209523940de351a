import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import {
  pickPlugin,
  evaluateDiscover,
  discoverMatchesStatically,
  effectiveRule,
  socketOrder,
  type FindRunner,
} from '../../src/discover/index.js';
import { runCommand } from '../../src/render/exec.js';
import { plugin, source, sh, tempRepo } from '../render/helpers.js';

const fixtures = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../fixtures/discover');

/** A real find.command runner: cwd = app dir, minimal env. */
function runnerIn(appDir: string): FindRunner {
  return async (c) => {
    const r = await runCommand(c, { cwd: appDir, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, deadline: Date.now() + 20_000 });
    if (r.error) throw new Error(r.error);
    return r.stdout;
  };
}

test('only the first non-empty rule counts: fileName, then find.glob, then find.command', () => {
  assert.equal(effectiveRule({ fileName: 'a', glob: 'b', command: sh('true') })?.kind, 'fileName');
  assert.equal(effectiveRule({ glob: 'b', command: sh('true') })?.kind, 'glob');
  assert.equal(effectiveRule({ command: sh('true') })?.kind, 'command');
  assert.equal(effectiveRule({ command: { command: [], args: ['x'] } }), undefined);
  assert.equal(effectiveRule({}), undefined);
});

test('fileName: `*` and `?` work, `**` is one level, malformed is an error', () => {
  const r = tempRepo({ 'app/helmfile.yaml': '', 'app/env/prod/values.yaml': '', 'app/env/x.yaml': '' });
  try {
    const app = join(r.root, 'app');
    assert.equal(discoverMatchesStatically({ fileName: 'helmfile.y?ml' }, app), 'match');
    assert.equal(discoverMatchesStatically({ fileName: '*.yaml' }, app), 'match');
    assert.equal(discoverMatchesStatically({ fileName: './helmfile.yaml' }, app), 'match');
    assert.equal(discoverMatchesStatically({ fileName: 'Chart.yaml' }, app), 'no-match');
    assert.equal(discoverMatchesStatically({ fileName: '**/values.yaml' }, app), 'no-match', '** does not cross directories');
    assert.equal(discoverMatchesStatically({ fileName: '*/*/values.yaml' }, app), 'match');
    assert.equal(discoverMatchesStatically({ fileName: '**/x.yaml' }, app), 'match', '** acts as *');
    assert.equal(discoverMatchesStatically({ fileName: 'helmfile.{yaml,yml}' }, app), 'no-match');
    assert.equal(discoverMatchesStatically({ fileName: '../app/helmfile.yaml' }, app), 'match', '.. climbs after Clean');
    const bad = discoverMatchesStatically({ fileName: 'values[.yaml' }, app);
    assert.ok(typeof bad === 'object' && /error finding filename match for pattern ".*values\[\.yaml": syntax error in pattern/.test(bad.error), JSON.stringify(bad));
  } finally {
    r.cleanup();
  }
});

test('find.glob: `**/*.yaml` and braces `helmfile.{yaml,yml}`', () => {
  const r = tempRepo({ 'app/helmfile.yml': '', 'app/deep/a/b/x.yaml': '', 'other/readme.md': '' });
  try {
    const app = join(r.root, 'app');
    assert.equal(discoverMatchesStatically({ glob: '**/*.yaml' }, app), 'match');
    assert.equal(discoverMatchesStatically({ glob: 'helmfile.{yaml,yml}' }, app), 'match');
    assert.equal(discoverMatchesStatically({ glob: '**/*.json' }, app), 'no-match');
    assert.equal(discoverMatchesStatically({ glob: '**/*.md' }, join(r.root, 'other')), 'match', 'zero directories for **/');
    const lit = discoverMatchesStatically({ glob: 'helmfile.yaml' }, app);
    assert.ok(typeof lit === 'object' && /file does not exist/.test(lit.error), 'go-zglob: a literal missing path is an error');
  } finally {
    r.cleanup();
  }
});

test('find.command: unknown without execution; match / no-match / error with execution', async () => {
  const r = tempRepo({ 'app/marker': '' });
  try {
    const app = join(r.root, 'app');
    const run = runnerIn(app);
    assert.equal(discoverMatchesStatically({ command: sh('echo yes') }, app), 'unknown');
    assert.equal((await evaluateDiscover({ command: sh('echo yes') }, app, { execute: false })).result, 'unknown');
    assert.equal((await evaluateDiscover({ command: sh('ls marker') }, app, { run })).result, 'match', 'cwd is the app dir');
    assert.equal((await evaluateDiscover({ command: sh('ls nothing 2>/dev/null || true') }, app, { run })).result, 'no-match');
    assert.equal((await evaluateDiscover({ command: sh('echo') }, app, { run })).result, 'no-match', 'a lone newline is empty');
    const e = await evaluateDiscover({ command: sh('echo found; echo oops >&2; exit 2') }, app, { run });
    assert.equal(e.result, 'error');
    assert.equal(e.error, 'error running find command: `sh -c "echo found; echo oops >&2; exit 2"` failed exit status 2: oops');
    // find.args are appended to the command
    const withArgs = await evaluateDiscover({ command: { command: ['sh', '-c', 'test -e "$0" && echo ok'], args: ['marker'] } }, app, { run });
    assert.equal(withArgs.result, 'match');
  } finally {
    r.cleanup();
  }
});

test('auto-discovery: lexical socket-name order, first match wins, plugins without discover skipped', async () => {
  const r = tempRepo({ 'app/Chart.yaml': '', 'app/values.yaml': '' });
  try {
    const app = join(r.root, 'app');
    const plugins = [
      plugin({ name: 'zeta', discover: { fileName: 'Chart.yaml' } }),
      plugin({ name: 'alpha', version: 'v2', discover: { glob: '**/*.yaml' } }),
      plugin({ name: 'aaa-no-discover' }),
      plugin({ name: 'alpha', version: 'v1', discover: { fileName: 'nope' } }),
    ];
    assert.deepEqual(
      socketOrder(plugins).map((p) => p.socketName),
      ['aaa-no-discover', 'alpha-v1', 'alpha-v2', 'zeta'],
    );
    const res = await pickPlugin(plugins, source({}), app);
    assert.equal(res.plugin?.socketName, 'alpha-v2');
    assert.equal(res.mode, 'auto');
    assert.deepEqual(
      res.probes.map((p) => p.plugin.socketName),
      ['alpha-v1', 'alpha-v2'],
    );
    // no explicit type and no match: not a CMP app (Argo CD falls back to Helm/Kustomize), no error
    const none = await pickPlugin([plugin({ name: 'x', discover: { fileName: 'nope' } })], source({}), app);
    assert.equal(none.plugin, undefined);
    assert.equal(none.notCmp, true);
    assert.equal(none.error, undefined);
    // `plugin: {}`: explicit plugin type with no match is an error
    const explicit = await pickPlugin([plugin({ name: 'x', discover: { fileName: 'nope' } })], source({ plugin: {} }), app);
    assert.equal(explicit.error, 'could not find plugin supporting the given repository');
    // a helm source is not a plugin source at all
    assert.equal((await pickPlugin(plugins, source({ types: ['helm'] }), app)).mode, 'not-plugin');
  } finally {
    r.cleanup();
  }
});

test('auto-discovery with find.command: errors are skipped, the last error is reported on no match', async () => {
  const r = tempRepo({ 'app/x': '' });
  try {
    const app = join(r.root, 'app');
    const run = runnerIn(app);
    const plugins = [plugin({ name: 'a-broken', discover: { command: sh('echo bad >&2; exit 1') } }), plugin({ name: 'b-ok', discover: { command: sh('echo yes') } })];
    const ok = await pickPlugin(plugins, source({ plugin: {} }), app, { run });
    assert.equal(ok.plugin?.socketName, 'b-ok');
    const fail = await pickPlugin([plugins[0]], source({ plugin: {} }), app, { run });
    assert.equal(
      fail.error,
      // Argo CD commit 37ee0097: util/app/discovery/discovery.go cmpSupports wraps the sidecar's error
      'could not find plugin supporting the given repository: error checking repository support for plugin a-broken.sock: error receiving stream response: rpc error: code = Unknown desc = match repository error: error running find command: `sh -c "echo bad >&2; exit 1"` failed exit status 1: bad',
    );
    // statically, a find.command is unknown
    const st = await pickPlugin(plugins, source({ plugin: {} }), app);
    assert.equal(st.plugin, undefined);
    assert.deepEqual(
      st.unknown?.map((p) => p.socketName),
      ['a-broken', 'b-ok'],
    );
  } finally {
    r.cleanup();
  }
});

test('named plugin: socket name must match, and its discover rule must still match', async () => {
  const r = tempRepo({ 'app/values.yaml': '' });
  try {
    const app = join(r.root, 'app');
    const helmfile = plugin({ name: 'helmfile', version: 'v1.0', discover: { fileName: 'helmfile.yaml' } });
    const bare = plugin({ name: 'bare' });
    const notFound = await pickPlugin([helmfile, bare], source({ plugin: { name: 'helmfile-v1.0' } }), app);
    assert.equal(notFound.error, 'could not find cmp-server plugin with name "helmfile-v1.0" supporting the given repository');
    const byMetaName = await pickPlugin([helmfile, bare], source({ plugin: { name: 'helmfile' } }), app);
    // no socket by that name: the dial fails (util/app/discovery cmpSupports, Argo CD 37ee0097)
    assert.equal(
      byMetaName.error,
      'could not find cmp-server plugin with name "helmfile" supporting the given repository: error dialing to cmp-server for plugin helmfile.sock: error dial proxy: dial unix /home/argocd/cmp-server/plugins/helmfile.sock: connect: no such file or directory',
    );
    const noRule = await pickPlugin([helmfile, bare], source({ plugin: { name: 'bare' } }), app);
    assert.equal(noRule.plugin?.socketName, 'bare', 'no discover rule: used unconditionally');
    const r2 = tempRepo({ 'app/helmfile.yaml': '' });
    try {
      const ok = await pickPlugin([helmfile], source({ plugin: { name: 'helmfile-v1.0' } }), join(r2.root, 'app'));
      assert.equal(ok.plugin?.socketName, 'helmfile-v1.0');
      assert.equal(ok.mode, 'named');
    } finally {
      r2.cleanup();
    }
  } finally {
    r.cleanup();
  }
});

test('seed 004: the kpt plugin (discover fileName Kptfile) is picked for a directory with a Kptfile', async () => {
  // test/fixtures/discover/kpt mirrors seeds/004-kpt/plugin.yaml plus an app dir with a Kptfile
  const text = readFileSync(join(fixtures, 'kpt/plugin.yaml'), 'utf8');
  assert.match(text, /fileName: Kptfile/);
  const kpt = plugin({ name: 'kpt', version: 'v1.0', discover: { fileName: 'Kptfile' }, generate: { command: ['cmp-generate'], args: [] } });
  const helmfile = plugin({ name: 'helmfile', version: 'v1.0', discover: { fileName: 'helmfile.yaml' } });
  const res = await pickPlugin([helmfile, kpt], source({ path: 'apps/kpt-app' }), join(fixtures, 'kpt/apps/kpt-app'));
  assert.equal(res.plugin?.socketName, 'kpt-v1.0');
  const other = await pickPlugin([helmfile, kpt], source({}), join(fixtures, 'kpt/apps/plain'));
  assert.equal(other.notCmp, true);
});
