import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeScript, isManifestText, stdoutWriters } from '../../src/shell/index.js';

/** "name@offset" of every writer */
function writers(script: string): string[] {
  return stdoutWriters(analyzeScript(script)).map((w) => `${w.name}@${w.offset}`);
}

test('log lines on stdout are writers, stderr/file/null/pipe/capture are not', () => {
  const table: [string, string[]][] = [
    ['echo "Initializing..."', ['echo@0']],
    ['echo x >&2', []],
    ['echo x 1>&2', []],
    ['>&2 echo x', []],
    ['echo x 2>&1', ['echo@0']],
    ['echo x 2>&1 >&2', ['echo@0']],
    ['echo x >/dev/null', []],
    ['echo x > build.log', []],
    ['{ echo a; echo b; } >&2', []],
    ['( echo a ) >/dev/null', []],
    ['exec >&2\necho "Rendering"\nexec 1>&3', []],
    ['exec 3>&1 >&2\necho "log"\nhelm template . >&3', []],
    ['echo "Rendering chart" | tee /dev/stderr >/dev/null', []],
    ['echo "log" | grep -v x', []],
    ['x=$(echo "log")', []],
    ['helm template . --set "v=$(echo log)"', []],
    ['# echo "in a comment"\nhelm template .', []],
    ['cat <<EOF >/dev/null\necho hi\nEOF\nhelm template .', []],
    ['set -x\nhelm template .', []],
    ['echo -n "Working... "; helm template .', ['echo@0']],
    ['printf "Rendering %s\\n" "$APP"', ['printf@0']],
    ['echo "File not found: $F"\nexit 1', ['echo@0']],
    ['if [ -z "$X" ]; then\n  echo "X missing"\n  exit 1\nfi\nhelm template .', ['echo@23']],
    ['echo "App:       ${ARGOCD_APP_NAME}"', ['echo@0']],
    ['echo "error: bad"', ['echo@0']],
    ['command echo hi', ['echo@0']],
  ];
  for (const [src, want] of table) assert.deepEqual(writers(src), want, src);
  const [w] = stdoutWriters(analyzeScript('echo "File not found: $F"\nexit 1'));
  assert.equal(w.errorMessage, true);
  assert.equal(w.reason, 'echo prints a log line');
});

test('an error message joined to a failing exit with && is an error message too', () => {
  const error = (src: string) => stdoutWriters(analyzeScript(src)).map((w) => `${w.name}@${w.offset}:${w.errorMessage}`);
  assert.deepEqual(error('echo "X missing" && exit 1'), ['echo@0:true']);
  assert.deepEqual(error('if [ -z "$X" ]; then echo "X missing" && exit 2; fi; helm template .'), ['echo@21:true']);
  assert.deepEqual(error('[ -n "$X" ] || { echo "X missing" && exit 1; }'), ['echo@17:true']);
  // exit 0 (or an exit status not known) is no failure: the line still reaches the manifests
  assert.deepEqual(error('echo "done" && exit 0'), ['echo@0:false']);
  assert.deepEqual(error('echo "done" && exit "$RC"'), ['echo@0:false']);
  // `||` runs exit only when echo fails: echo's line is still parsed as a manifest
  assert.deepEqual(error('echo "log" || exit 1'), ['echo@0:false']);
});

test('manifest producers are not writers', () => {
  const table: string[] = [
    'echo "---"',
    "echo '---'",
    "echo -e '\\n---'",
    'printf -- "---\\n"',
    'echo "apiVersion: v1"',
    'echo "kind: ConfigMap"',
    'echo "  namespace: $NS"',
    'echo "- name: x"',
    'echo "{\\"kind\\": \\"ConfigMap\\", \\"apiVersion\\": \\"v1\\"}"',
    'echo \'[{"kind":"List"}]\'',
    'echo "$MANIFEST"',
    'echo "$(helm template .)"',
    'echo $(helm template .)',
    'echo "${OUT}"',
    'printf \'%s\\n\' "$YAML"',
    'printf "%s" "$(kustomize build)"',
    'printf -v X "log %s" y',
    'echo',
    'echo ""',
    'cat all.yaml',
    'cat "$f"',
    'helm template . | cat',
    'cat <<EOF\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: $NAME\nEOF',
    "cat <<'EOF'\n---\nkind: Secret\nEOF",
    'cat <<EOF\n$RENDERED\nEOF',
    'find . -name "*.yaml" | xargs cat',
    'for f in *.yaml; do cat "$f"; echo "---"; done',
    'curl -sSL https://example.com/manifest.yaml',
    'git clone https://example.com/x.git',
    'sops -d secrets.yaml',
  ];
  for (const src of table) assert.deepEqual(writers(src), [], src);
});

test('chatty tools', () => {
  const table: [string, string[], string][] = [
    ['ls -la', ['ls@0'], 'ls prints its result on stdout'],
    ['pwd', ['pwd@0'], 'pwd prints its result on stdout'],
    ['env', ['env@0'], 'env prints the environment'],
    ['env | sort >&2', [], ''],
    ['env FOO=1 helm template .', [], ''],
    ['whoami; id; date', ['whoami@0', 'id@8', 'date@12'], 'whoami prints its result on stdout'],
    ['helm repo add bitnami https://charts.bitnami.com/bitnami\nhelm template .', ['helm@0'], 'helm repo add prints progress on stdout'],
    ['helm repo update', ['helm@0'], 'helm repo update prints progress on stdout'],
    ['helm dependency build', ['helm@0'], 'helm dependency build prints progress on stdout'],
    ['helm dep up charts/x', ['helm@0'], 'helm dep up prints progress on stdout'],
    ['helm dependency build >/dev/null', [], ''],
    ['helm dependency build 1>&2', [], ''],
    ['helm template .', [], ''],
    ['helmfile deps', ['helmfile@0'], 'helmfile deps prints progress on stdout'],
    ['helmfile template', [], ''],
    ['kustomize version', ['kustomize@0'], 'kustomize version prints progress on stdout'],
    ['kustomize build .', [], ''],
    ['npm ci', ['npm@0'], 'npm ci prints progress on stdout'],
    ['npm install --silent', [], ''],
    ['npm ci > /dev/null 2>&1', [], ''],
    ['yarn install', ['yarn@0'], 'yarn install prints progress on stdout'],
    ['pip install -r requirements.txt', ['pip@0'], 'pip install prints progress on stdout'],
    ['pip install -q jinja2', [], ''],
    ['apk add --no-cache git', ['apk@0'], 'apk add prints progress on stdout'],
    ['apt-get -qq update', [], ''],
    ['tar xvzf chart.tgz', ['tar@0'], 'tar -v lists files on stdout'],
    ['tar xzf chart.tgz', [], ''],
    ['wget -qO- https://x/y.tgz | tar xz', [], ''],
    ['unzip x.zip', ['unzip@0'], 'unzip prints the archive listing'],
    ['unzip -q x.zip', [], ''],
    ['cp -v a b', ['cp@0'], 'cp -v prints every file it touches'],
    ['pushd charts', ['pushd@0'], 'pushd prints its result on stdout'],
    ['pushd charts >/dev/null', [], ''],
    ['if grep "kind: Template" f; then oc process -f f; fi', ['grep@3'], 'grep used as a test prints the matching lines (add -q)'],
    ['if grep -q "kind: Template" f; then oc process -f f; fi', [], ''],
    ['grep -v "^#" all.yaml', [], ''],
    ['command -v helm && helm template .', ['command@0'], 'command prints the path of the command it looks up'],
    ['command -v helm >/dev/null && helm template .', [], ''],
    ['git pull', ['git@0'], 'git pull prints progress on stdout'],
    ['set', ['set@0'], 'set without arguments prints every shell variable'],
    ['set -e', [], ''],
  ];
  for (const [src, want, reason] of table) {
    const ws = stdoutWriters(analyzeScript(src));
    assert.deepEqual(ws.map((w) => `${w.name}@${w.offset}`), want, src);
    if (reason) assert.equal(ws[0].reason, reason, src);
  }
});

test('isManifestText', () => {
  const yes = ['---', '...', 'apiVersion: v1', 'kind:', '  labels:', '- a', '{"a":1}', '[1]', '[{"kind":"Pod"}]', '[]', '[\u0000]', '# comment', '\u0000', '  \u0000 tail', '', '\n\n'];
  const no = ['[INFO] x', '[warn] y', 'Initializing...', 'App: x', 'Found templates:', 'error: x', 'WARNING: y', 'done', 'Using \u0000'];
  for (const t of yes) assert.equal(isManifestText(t), true, t);
  for (const t of no) assert.equal(isManifestText(t), false, t);
});

test('functions print where they are called', () => {
  const table: [string, string[]][] = [
    ['log() { echo "[INFO] $*"; }\nlog "rendering" >&2\nhelm template .', []],
    ['log() { echo "[INFO] $*"; }\nlog "rendering"\nhelm template .', ['echo@8']],
    ['log() { echo "[INFO] $*"; }\nX=$(log x)\nhelm template .', []],
    ['unused() { echo "never called"; }\nhelm template .', []],
    ['log() { echo "[INFO] $*" >&2; }\nlog "rendering"', []],
  ];
  for (const [src, want] of table) assert.deepEqual(writers(src), want, src);
});

test('here-documents on stdout', () => {
  assert.deepEqual(writers('cat <<EOF\necho this is not yaml\nEOF'), ['cat@0']);
  assert.deepEqual(writers('cat <<EOF\nRendering $APP\nEOF'), ['cat@0']);
  assert.deepEqual(writers('cat <<EOF >&2\nRendering $APP\nEOF'), []);
  assert.deepEqual(writers('cat <<-EOF\n\t---\n\tkind: Namespace\n\tEOF'), []);
});
