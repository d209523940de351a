// Red-team (issue 13, second pass): a repository's own `.cmp-lint.yaml` asking for the runner's
// credentials outside the Action. `cmp-lint render` (and params, diff) run in CI on a pull request,
// or by a developer in a cloned repository, passed `render.env: [GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN]`
// straight to the repository's plugin (the Action refused them; the CLI did not). Config-named
// runner credentials are refused with a note; naming one with --pass-env on the command line still works.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appYaml, gitRepo, pluginYaml, runCli, scratch } from './attack-helpers.js';

const PRINT_ENV = `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: out\\ndata:\\n  t: "[%s]"\\n  r: "[%s]"\\n  i: "[%s]"\\n  ok: "[%s]"\\n' "$GITHUB_TOKEN" "$ACTIONS_RUNTIME_TOKEN" "$INPUT_GITHUB_TOKEN" "$HARMLESS"`;

test('render: render.env in the repository config does not hand runner credentials to its plugin', async () => {
  const repo = gitRepo(scratch(), {
    'argocd/plugin.yaml': pluginYaml('p', PRINT_ENV),
    'argocd/apps/demo.yaml': appYaml('demo', 'p'),
    'apps/demo/x.txt': '1\n',
    '.cmp-lint.yaml': 'render:\n  env: [GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN, HARMLESS]\n  passEnv: [INPUT_GITHUB_TOKEN]\n',
  });
  const env = { GITHUB_TOKEN: 'ghs_canary1', ACTIONS_RUNTIME_TOKEN: 'rt_canary2', INPUT_GITHUB_TOKEN: 'in_canary3', HARMLESS: 'fine' };
  const r = await runCli(['render', '--all', '--sandbox', 'none'], { cwd: repo.root, env });
  assert.equal(r.code, 0, r.stderr);
  assert.ok(!/canary/.test(r.stdout), r.stdout);
  assert.match(r.stdout, /ok: '\[fine\]'/);
  assert.match(r.stderr, /^cmp-lint render: render\.env in the configuration names GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN, INPUT_GITHUB_TOKEN: runner credentials are passed to plugins only with --pass-env$/m);
  // the person running the command may still pass one explicitly
  const own = await runCli(['render', '--all', '--sandbox', 'none', '--pass-env', 'GITHUB_TOKEN'], { cwd: repo.root, env });
  assert.match(own.stdout, /t: '\[ghs_canary1\]'/);
  assert.ok(!/rt_canary2|in_canary3/.test(own.stdout), own.stdout);
});
