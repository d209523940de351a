// Configuration from a pull request cannot widen trust: a PR that adds
// `render.env: [GITHUB_TOKEN, AWS_SECRET_ACCESS_KEY]` to its own .cmp-lint.yaml gets neither into
// its plugin, through the Action (dist/index.js on the simulated runner) and `dist/cli.js diff`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gitRepo, pullRequestEvent, runAction } from '../action/harness.js';
import { AWS_SECRET, GH_SECRET, fixture, runCli } from './helpers.js';

const WIDEN = 'render:\n  env: [GITHUB_TOKEN, AWS_SECRET_ACCESS_KEY]\n';

function widenedPr(baseConfig?: string) {
  const repo = gitRepo({
    'argocd/plugin.yaml': fixture('peek-plugin.yaml'),
    'argocd/apps/peek.yaml': fixture('peek-app.yaml'),
    'apps/peek/version.txt': '1.0.0\n',
    ...(baseConfig ? { '.cmp-lint.yaml': baseConfig } : {}),
  });
  const base = repo.commit({}, 'base');
  const head = repo.commit({ '.cmp-lint.yaml': WIDEN, 'apps/peek/version.txt': '1.1.0\n' }, 'widen render.env');
  return { repo, base, head };
}

/** The head side's `key: value` line of the peek ConfigMap in a diff (added or context line). */
function headValue(diff: string, key: string): string {
  const m = new RegExp(`^[+ ]\\s*${key}: ["']?([^"'\\n]*)`, 'm').exec(diff);
  assert.ok(m, `no head ${key} line in:\n${diff}`);
  return m[1].trim();
}

test('Action: render.env added by the pull request does not reach the plugin', async () => {
  const { repo, base, head } = widenedPr();
  const r = await runAction({
    cwd: repo.root,
    eventName: 'pull_request',
    event: pullRequestEvent(7, base, head),
    inputs: { comment: 'false' },
    env: { AWS_SECRET_ACCESS_KEY: AWS_SECRET, GITHUB_TOKEN: GH_SECRET },
  });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  const md = readFileSync(r.outputs['diff-file'], 'utf8');
  assert.equal(headValue(md, 'version'), '1.1.0');
  assert.equal(headValue(md, 'aws'), 'unset');
  assert.equal(headValue(md, 'github'), 'unset');
  const names = headValue(md, 'names').split(/\s+/);
  assert.ok(names.includes('ARGOCD_APP_NAME'), names.join(' '));
  assert.ok(!names.includes('AWS_SECRET_ACCESS_KEY') && !names.includes('GITHUB_TOKEN'), names.join(' '));
  // said once in the log, in words
  assert.match(r.stdout, /^::warning::cmp-lint: this change adds GITHUB_TOKEN, AWS_SECRET_ACCESS_KEY to render\.env; the diff uses the base commit's render\.env \(no config file\)/m);
  for (const text of [md, r.summary, r.stdout, r.stderr]) assert.ok(!text.includes(AWS_SECRET) && !text.includes(GH_SECRET));
});

test('Action: the base commit\'s render.env is used, still without runner credentials', async () => {
  const { repo, base, head } = widenedPr('render:\n  env: [AWS_SECRET_ACCESS_KEY]\n');
  const r = await runAction({
    cwd: repo.root,
    eventName: 'pull_request',
    event: pullRequestEvent(7, base, head),
    inputs: { comment: 'false' },
    env: { AWS_SECRET_ACCESS_KEY: AWS_SECRET, GITHUB_TOKEN: GH_SECRET },
  });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  const md = readFileSync(r.outputs['diff-file'], 'utf8');
  // the base owner chose to pass AWS_SECRET_ACCESS_KEY: it reaches the plugin; GITHUB_TOKEN does not
  assert.equal(headValue(md, 'aws'), AWS_SECRET);
  assert.equal(headValue(md, 'github'), 'unset');
  assert.match(r.stdout, /^::warning::cmp-lint: this change adds GITHUB_TOKEN to render\.env; the diff uses the base commit's render\.env \([0-9a-f]{12}:\.cmp-lint\.yaml\)/m);
});

test('Action: an invalid base configuration stops the diff, not the lint', async () => {
  const repo = gitRepo({
    'argocd/plugin.yaml': fixture('peek-plugin.yaml'),
    'argocd/apps/peek.yaml': fixture('peek-app.yaml'),
    'apps/peek/version.txt': '1.0.0\n',
    '.cmp-lint.yaml': 'render:\n  env: GITHUB_TOKEN\n',
  });
  const base = repo.commit({}, 'base');
  const head = repo.commit({ '.cmp-lint.yaml': 'render:\n  env: []\n', 'apps/peek/version.txt': '1.1.0\n' }, 'fix config');
  const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), inputs: { comment: 'false' } });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.equal(r.outputs['diff-file'], '');
  assert.match(r.summary, /manifest diff not rendered: the base commit's configuration, which decides what plugins may see, is invalid: [0-9a-f]{12}:\.cmp-lint\.yaml:2:8: render\.env: must be an array of strings \(found a string\)/);
});

test('cmp-lint diff: render.env added on head does not reach the plugin', async () => {
  const { repo, base, head } = widenedPr();
  const r = await runCli(['diff', '--base', base, '--head', head, '--format', 'markdown'], repo.root, {
    AWS_SECRET_ACCESS_KEY: AWS_SECRET,
    GITHUB_TOKEN: GH_SECRET,
    HOME: repo.root,
  });
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.equal(headValue(r.stdout, 'version'), '1.1.0');
  assert.equal(headValue(r.stdout, 'aws'), 'unset');
  assert.equal(headValue(r.stdout, 'github'), 'unset');
  assert.ok(!(r.stdout + r.stderr).includes(AWS_SECRET));
  // what the user chooses on the command line still counts
  const chosen = await runCli(['diff', '--base', base, '--head', head, '--format', 'markdown', '--pass-env', 'AWS_SECRET_ACCESS_KEY'], repo.root, {
    AWS_SECRET_ACCESS_KEY: AWS_SECRET,
    HOME: repo.root,
  });
  assert.equal(chosen.code, 0, chosen.stdout + chosen.stderr);
  assert.equal(headValue(chosen.stdout, 'aws'), AWS_SECRET);
});
