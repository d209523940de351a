// A plugin.yaml baked from a Dockerfile heredoc is judged as the image build leaves it, through the
// published binary: an unquoted delimiter gives one plugin-heredoc-expansion finding and no second
// finding for the same expansion; `<<-` heredocs are read with their tabs stripped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { REPO } from '../helpers/lint.js';

const CLI = join(REPO, 'dist', 'cli.js');

interface JsonFinding {
  ruleId: string;
  severity: string;
  file: string;
  line: number;
  column: number;
  message: string;
  hint?: string;
  related?: { file: string; line: number; column: number; message: string }[];
}

function lint(files: Record<string, string>): JsonFinding[] {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-heredoc-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const r = spawnSync(process.execPath, [CLI, '-f', 'json', '--fail-on', 'never', '.'], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
    assert.equal(r.status, 0, r.stderr);
    return (JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const brief = (fs: JsonFinding[]) => fs.map((f) => `${f.ruleId} ${f.file}:${f.line}:${f.column} ${f.severity}`);

const PLUGIN = (script: string) => `apiVersion: argoproj.io/v1alpha1
kind: ConfigManagementPlugin
metadata:
  name: helm-env
spec:
  generate:
    command: [sh, -c]
    args:
      - |
        set -eu
        ${script}
`;
const APP = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: web
  namespace: argocd
spec:
  project: default
  destination:
    server: https://kubernetes.default.svc
    namespace: web
  source:
    repoURL: https://github.com/example/web.git
    path: web
    plugin:
      name: helm-env
      env:
        - name: RELEASE
          value: prod
      parameters:
        - name: image.tag
          string: v2
`;
const SCRIPT = 'helm template "$ARGOCD_APP_NAME" . --set release="$ARGOCD_ENV_RELEASE" --set image.tag="${PARAM_IMAGE_TAG}"';
const copy = (delim: string, script = SCRIPT) => `FROM alpine/helm:3.14.0\nCOPY <<${delim} /home/argocd/cmp-server/config/plugin.yaml\n${PLUGIN(script)}EOF\nUSER 999\n`;

test('COPY <<EOF: one finding at the first reference the build empties, the others listed; no second finding for the parameter read it took away', () => {
  const f = lint({ Dockerfile: copy('EOF'), 'app.yaml': APP });
  assert.deepEqual(brief(f), ['plugin-heredoc-expansion Dockerfile:13:24 error']);
  assert.equal(
    f[0].message,
    'the plugin.yaml this COPY writes is a heredoc with an unquoted delimiter (`<<EOF`), which BuildKit expands when the image is built: ' +
      '`$ARGOCD_APP_NAME` becomes an empty string in the baked plugin.yaml (and 2 more: `$ARGOCD_ENV_RELEASE` at 13:59, `${PARAM_IMAGE_TAG}` at 13:97), ' +
      'and argocd-cmp-server never sees what was written',
  );
  assert.equal(f[0].hint, "COPY <<'EOF' /home/argocd/cmp-server/config/plugin.yaml");
  assert.deepEqual(f[0].related?.map((r) => `${r.line}:${r.column} ${r.message}`), [
    '2:6 the unquoted delimiter',
    '13:59 also `$ARGOCD_ENV_RELEASE` becomes an empty string',
    '13:97 also `${PARAM_IMAGE_TAG}` becomes an empty string',
  ]);
});

test('the quoted twins give nothing; a script that never read the parameter still gets app-plugin-param-unknown', () => {
  assert.deepEqual(brief(lint({ Dockerfile: copy("'EOF'"), 'app.yaml': APP })), []);
  assert.deepEqual(brief(lint({ Dockerfile: copy('"EOF"'), 'app.yaml': APP })), []);
  assert.deepEqual(brief(lint({ Dockerfile: copy('EOF', SCRIPT.replace(/\$/g, '\\$')), 'app.yaml': APP })), [], 'every $ escaped');
  const unread = lint({ Dockerfile: copy("'EOF'", 'helm template "$ARGOCD_APP_NAME" . --set release="$ARGOCD_ENV_RELEASE"'), 'app.yaml': APP });
  assert.deepEqual(brief(unread), ['app-plugin-param-unknown app.yaml:20:17 info']);
});

test('RUN cat <<EOF: the shell runs $(…) at build time; the hint quotes the delimiter in the RUN line', () => {
  const dockerfile = `FROM alpine/helm:3.14.0\nRUN mkdir -p /home/argocd/cmp-server/config && cat <<EOF > /home/argocd/cmp-server/config/plugin.yaml\n${PLUGIN('cd "$(dirname "$ARGOCD_ENV_CHART")" && helm template .')}EOF\nUSER 999\n`;
  const f = lint({ Dockerfile: dockerfile });
  assert.deepEqual(brief(f), ['plugin-heredoc-expansion Dockerfile:13:13 error']);
  assert.match(f[0].message, /^the plugin\.yaml this RUN writes is a heredoc with an unquoted delimiter \(`<<EOF`\), which the shell of this RUN expands when the image is built: `\$\(dirname "\$ARGOCD_ENV_CHART"\)` runs during the build/);
  assert.equal(f[0].hint, "RUN mkdir -p /home/argocd/cmp-server/config && cat <<'EOF' > /home/argocd/cmp-server/config/plugin.yaml");
  assert.deepEqual(brief(lint({ Dockerfile: dockerfile.replace('<<EOF', "<<'EOF'") })), []);
});

test('<<-: the body is read with its leading tabs stripped, findings of other rules at the columns as written', () => {
  const body = PLUGIN('helm template .').replace('  generate:', '  lockRepo: true\n  generate:').split('\n').map((l) => (l ? `\t${l}` : l)).join('\n');
  for (const delim of ['-EOF', "-'EOF'"]) {
    const f = lint({ Dockerfile: `FROM alpine/helm:3.14.0\nCOPY <<${delim} /home/argocd/cmp-server/config/plugin.yaml\n${body}\tEOF\nUSER 999\n` });
    assert.deepEqual(brief(f), ['plugin-unknown-field Dockerfile:8:4 warning'], delim);
  }
});

test('a prefixed read the build empties is reported once: the bare fallback next to it is not a second finding', () => {
  // the build leaves `$RELEASE` (escaped) and empties `$ARGOCD_ENV_RELEASE`: one mistake, the delimiter
  const script = 'helm template . --set release="${ARGOCD_ENV_RELEASE:-$RELEASE}"';
  const f = lint({ Dockerfile: copy('EOF', script.replace('$RELEASE', '\\$RELEASE')), 'app.yaml': APP.replace(/      parameters:[\s\S]*$/, '') });
  assert.deepEqual(brief(f), ['plugin-heredoc-expansion Dockerfile:13:40 error']);
  assert.match(f[0].message, /`\$\{ARGOCD_ENV_RELEASE:-\\\$RELEASE\}` becomes `\$RELEASE`/);
  // written as meant, with a quoted delimiter: the bare read is the fallback of the prefixed one
  assert.deepEqual(brief(lint({ Dockerfile: copy("'EOF'", script), 'app.yaml': APP.replace(/      parameters:[\s\S]*$/, '') })), []);
  // the bare read alone is a finding of app-plugin-env-prefix (the rule is alive here)
  assert.deepEqual(brief(lint({ Dockerfile: copy("'EOF'", 'helm template . --set release="$RELEASE"'), 'app.yaml': APP.replace(/      parameters:[\s\S]*$/, '') })), ['app-plugin-env-prefix Dockerfile:13:40 warning']);
});

test('a version the build fills in from an ARG (`version: v${CHART_VERSION}`): an Application naming the built socket is served; one without the version is not', () => {
  const body = PLUGIN('helm template .').replace('spec:\n', 'spec:\n  version: v${CHART_VERSION}\n');
  const dockerfile = `FROM alpine/helm:3.14.0\nARG CHART_VERSION=1.2.0\nCOPY <<EOF /home/argocd/cmp-server/config/plugin.yaml\n${body}EOF\nUSER 999\n`;
  const app = (name: string) => APP.replace('name: helm-env\n', `name: ${name}\n`).replace(/ {6}env:\n[^]*$/, '');
  assert.deepEqual(brief(lint({ Dockerfile: dockerfile, 'app.yaml': app('helm-env-v1.2.0') })), []);
  assert.deepEqual(brief(lint({ Dockerfile: dockerfile, 'app.yaml': app('helm-env') })), ['app-plugin-not-found app.yaml:15:13 error']);
  assert.deepEqual(brief(lint({ Dockerfile: dockerfile, 'app.yaml': app('helm-env-v1.2.0/x') })), ['app-plugin-not-found app.yaml:15:13 error']);
});

test('a build ARG the heredoc uses on purpose is baked with its default: the plugin is served as <name>-<default>', () => {
  const dockerfile = `FROM alpine/helm:3.14.0\nARG PLUGIN_VERSION=v1.0\nCOPY <<EOF /home/argocd/cmp-server/config/plugin.yaml\napiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata:\n  name: helm\nspec:\n  version: \${PLUGIN_VERSION}\n  generate:\n    command: [helm, template, .]\nEOF\nUSER 999\n`;
  const app = (name: string) => APP.replace('name: helm-env', `name: ${name}`).replace(/      env:[\s\S]*$/, '');
  assert.deepEqual(brief(lint({ Dockerfile: dockerfile, 'app.yaml': app('helm-v1.0') })), []);
  const f = lint({ Dockerfile: dockerfile, 'app.yaml': app('helm') });
  assert.deepEqual(brief(f), ['app-plugin-not-found app.yaml:15:13 error']);
  assert.match(f[0].message, /`helm-v1\.0`/);
});
