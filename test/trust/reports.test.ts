// Secrets never in reports, and runner log hygiene, through the real bundles:
//   - a failing plugin's stderr (a secret and forged workflow commands) stays out of the PR
//     comment, the job summary and the annotations; the step log has it, escaped;
//   - a Secret the plugin prints that does not parse is quoted nowhere;
//   - a file name with newlines and forged commands cannot start a command in the log;
//   - locally, `diff --format json/text` keeps the stderr, cut to its tail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fakeApi, gitRepo, pullRequestEvent, runAction } from '../action/harness.js';
import { appYaml, fixture, runCli, workflowCommands, type WorkflowCommand } from './helpers.js';

const STDERR_SECRET = 'hvs.FAKE-stderr-secret-0042';
const SECRET_BODY = 'hvs.FAKE-secret-body-0099';
const FORGED = /forged/;
const BINARY = Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10]).toString('latin1');
const EVIL_NAME = 'evil\n::add-mask::forged-name-mask\n::stop-commands::forged-name-stop\n  ::error::forged-name-error.yaml';

/** Commands the Action means to issue; anything else in its log is forged. */
const ACTION_COMMANDS = new Set(['add-mask', 'group', 'endgroup', 'error', 'warning', 'notice', 'debug', 'stop-commands', 'resume-commands']);

function assertOnlyOwnCommands(cmds: WorkflowCommand[], allowed: Set<string>): void {
  for (const c of cmds) {
    assert.ok(allowed.has(c.name), `unexpected command ${c.name}: ${JSON.stringify(c)}`);
    // a property may hold a forged-looking file name (escaped: it is the real name); the command itself is ours
    assert.doesNotMatch(c.name, FORGED);
    if (c.name === 'stop-commands') assert.match(c.data, /^cmp-lint-[0-9a-f-]{36}$/, `a stop-commands the action did not issue: ${c.data}`);
    if (c.name === 'add-mask') assert.doesNotMatch(c.data, FORGED);
    // an annotation may quote a forged line (escaped, as its data); it cannot be one
    if (['error', 'warning', 'notice'].includes(c.name)) assert.doesNotMatch(c.data.split('\n')[0], /^forged/);
  }
  // every stop-commands is resumed: nothing the action logs later is silenced
  assert.equal(cmds.filter((c) => c.name === 'stop-commands').length, cmds.filter((c) => c.name === 'resume-commands').length);
}

function pr(plugin: string, pluginName: string, extra: Record<string, string> = {}) {
  const repo = gitRepo({
    'argocd/plugin.yaml': fixture(plugin),
    [`argocd/apps/${pluginName}.yaml`]: appYaml(pluginName),
    [`apps/${pluginName}/version.txt`]: '1.0.0\n',
  });
  const base = repo.commit({}, 'base');
  const head = repo.commit({ [`apps/${pluginName}/version.txt`]: '1.1.0\n', ...extra }, 'change');
  return { repo, base, head };
}

test('Action: plugin stderr stays out of the comment, summary and annotations; the log has it escaped', async () => {
  const { repo, base, head } = pr('loud-plugin.yaml', 'loud');
  const api = await fakeApi(7);
  try {
    const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, inputs: { 'fail-on': 'never' } });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const comment = api.comments.map((c) => c.body).join('\n');
    const md = readFileSync(r.outputs['diff-file'], 'utf8');
    for (const [where, text] of Object.entries({ comment, summary: r.summary, 'diff-file': md })) {
      assert.ok(!text.includes(STDERR_SECRET), `${where} quotes the plugin's stderr`);
      assert.doesNotMatch(text, FORGED, `${where} quotes the plugin's stderr`);
      assert.match(text, /generate exited with status 3/, `${where} says why`);
      assert.match(text, /step log/, `${where} says where the detail is`);
    }
    assert.match(comment, /`loud`/);
    const cmds = workflowCommands(r.stdout);
    assertOnlyOwnCommands(cmds, ACTION_COMMANDS);
    const renderFailed = cmds.filter((c) => c.name === 'error' && c.props.title === 'cmp-lint (render-failed)');
    assert.equal(renderFailed.length, 1, JSON.stringify(cmds));
    assert.ok(!renderFailed[0].data.includes(STDERR_SECRET));
    assert.match(renderFailed[0].data, /^Application "loud": plugin "loud": render failed: generate exited with status 3; see the step log/);
    // the step log has the full text: the secret (which the runner masks when registered) and the
    // forged lines, shown but inert
    assert.ok(r.stdout.includes(STDERR_SECRET), 'the step log has the stderr');
    for (const forged of ['forged-stderr-annotation', 'forged-stderr-mask', 'forged-cr-line', 'forged-after-cr', 'forged-stderr-stop', 'forged-legacy-command']) {
      assert.ok(r.stdout.includes(forged), `the log shows ${forged}`);
    }
  } finally {
    await api.close();
  }
});

test('Action: a file name with newlines and forged commands cannot start a command', async () => {
  const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`old/evil-${i}\n::error::forged-${i}.yaml`, fixture('legacy-cm.yaml')]));
  const repo = gitRepo({ [EVIL_NAME]: BINARY, ...many });
  for (const format of ['github', 'stylish']) {
    const r = await runAction({ cwd: repo.root, inputs: { 'fail-on': 'never', format } });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const cmds = workflowCommands(r.stdout);
    assertOnlyOwnCommands(cmds, ACTION_COMMANDS);
    assert.ok(r.stdout.includes('forged-name-stop'), 'the skipped file is named in the log');
    if (format === 'github') {
      // 10 annotations (GitHub's cap), the 11th as a plain line; every file property is the real name
      const ann = cmds.filter((c) => c.name === 'error' && c.props.file);
      assert.equal(ann.length, 10);
      for (const a of ann) assert.match(a.props.file, /^old\/evil-\d+\n::error::forged-\d+\.yaml$/);
    }
  }
});

test('a Secret the plugin prints that does not parse is quoted nowhere', async () => {
  const { repo, base, head } = pr('broken-secret-plugin.yaml', 'broken-secret');
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), inputs: { comment: 'false', 'fail-on': 'never' } });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /cannot parse/);
  for (const text of [r.stdout, r.stderr, r.summary, readFileSync(r.outputs['diff-file'], 'utf8')]) assert.ok(!text.includes(SECRET_BODY));
  for (const format of ['json', 'text', 'markdown']) {
    const c = await runCli(['diff', '--base', base, '--head', head, '--format', format], repo.root, { HOME: repo.root });
    assert.equal(c.code, 1, c.stdout + c.stderr);
    assert.match(c.stdout + c.stderr, /failed to unmarshal manifest/);
    assert.ok(!(c.stdout + c.stderr).includes(SECRET_BODY), `diff --format ${format} quotes the Secret`);
  }
});

test('cmp-lint diff --format json/text keeps the stderr, cut to its first line and tail; markdown does not have it', async () => {
  const { repo, base, head } = pr('chatty-plugin.yaml', 'chatty');
  const json = await runCli(['diff', '--base', base, '--head', head, '--format', 'json'], repo.root, { HOME: repo.root });
  assert.equal(json.code, 1, json.stderr);
  const report = JSON.parse(json.stdout);
  const err = report.apps[0].error;
  assert.equal(err.reason, 'generate exited with status 1');
  const lines = err.message.split('\n');
  assert.match(lines[0], /^plugin "chatty" generate failed: `sh -c .*` failed exit status 1: stderr line 1$/);
  assert.equal(lines[1], '[… 159 lines cut; the last 40 follow …]');
  assert.deepEqual(lines.slice(2), Array.from({ length: 40 }, (_, i) => `stderr line ${161 + i}`));
  assert.equal(report.findings[0].message, `Application "chatty": ${err.message}`);
  const text = await runCli(['diff', '--base', base, '--head', head, '--format', 'text'], repo.root, { HOME: repo.root });
  assert.match(text.stdout, /stderr line 200\n/);
  assert.doesNotMatch(text.stdout, /stderr line 100\n/);
  const md = await runCli(['diff', '--base', base, '--head', head, '--format', 'markdown'], repo.root, { HOME: repo.root });
  assert.doesNotMatch(md.stdout, /stderr line/);
  assert.match(md.stdout, /The render fails on head \(the render fails on base too\): generate exited with status 1 \(plugin `chatty`\)\. The plugin.s error output is in the step log/);
});

test('cmp-lint --format github: forged commands in a file name stay inside escaped properties', async () => {
  const repo = gitRepo({ [`old/a\n::stop-commands::forged\n::error::forged%0A,x:y.yaml`]: fixture('legacy-cm.yaml') });
  const r = await runCli(['--format', 'github', '.'], repo.root);
  assert.equal(r.code, 1, r.stderr);
  const cmds = workflowCommands(r.stdout);
  assert.deepEqual(
    cmds.map((c) => [c.name, c.props.file]),
    [['error', 'old/a\n::stop-commands::forged\n::error::forged%0A,x:y.yaml']],
  );
  // stylish, read in a CI log too: the same name is shown, inert
  const stylish = await runCli(['--format', 'stylish', '.'], repo.root);
  assert.equal(stylish.code, 1, stylish.stderr);
  assert.ok(stylish.stdout.includes('forged%0A,x:y.yaml'));
  assert.deepEqual(workflowCommands(stylish.stdout), []);
});
