import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeScript, firstMaskedFailure } from '../../src/shell/index.js';

/** "kind@offset" of the first masked failure, or '' */
function first(script: string, opts: { errexit?: boolean } = {}): string {
  const m = firstMaskedFailure(analyzeScript(script, opts));
  return m ? `${m.kind}@${m.offset}` : '';
}

test('a download piped into a decompressing reader of stdin fails with it: no pipefail finding', () => {
  const caught = [
    'curl -fsSL https://example.test/kustomize.tar.gz | tar -xz -C /custom-tools',
    'wget -qO- https://example.test/helm-secrets.tar.gz | tar -C /custom-tools/helm-plugins -xzf-',
    'wget -qO- https://example.test/helmfile.tar.gz | tar xvz helmfile',
    'wget -qO- https://example.test/kubehcl.apk | tar -xvzf -',
    'curl -L https://example.test/t.tar.xz | tar --extract --xz --file=- -C /tools',
    'curl -L https://example.test/t.tar.bz2 | tar xjf - -C /tools',
    'curl -L https://example.test/sops.gz | gunzip > /tools/sops',
    'curl -L https://example.test/sops.gz | gzip -dc > /tools/sops',
    'curl -L https://example.test/sops.xz | xz -d > /tools/sops',
  ];
  for (const s of caught) assert.equal(first(s, { errexit: true }), '', s);
});

test('readers that accept an empty or truncated stream still hide the download failure', () => {
  const hidden = [
    // an uncompressed tar: a stream cut off between two members is a valid shorter archive (GNU tar exits 0)
    'curl -fsSL https://example.test/t.tar | tar -x -C /tools',
    // tar reads a file, not the pipe
    'curl -fsSL https://example.test/t.tar.gz | tar -xzf /tmp/t.tar.gz',
    // gzip compresses; gunzip given a file does not read the pipe
    'curl -fsSL https://example.test/t | gzip > /tools/t.gz',
    'curl -fsSL https://example.test/t | gunzip /tmp/t.gz',
    // tar writes an archive
    'curl -fsSL https://example.test/list | tar -czf /tmp/out.tgz -T -',
    'curl -fsSL https://example.test/tool -o /tools/tool | cat',
  ];
  for (const s of hidden) assert.equal(first(s, { errexit: true }), 'pipefail@0', s);
});

test('without set -e, a failing download-and-untar step that more commands follow is still reported, as errexit', () => {
  assert.equal(first('wget -qO- https://example.test/h.tar.gz | tar -xzf - -C /tools\nchmod +x /tools/helm'), 'errexit@0');
});

test('cat of the file a glob loop just listed feeds the pipe: it fails only when nothing matched, so no pipefail finding', () => {
  const quiet = [
    'for f in *.yaml; do cat $f | envsubst > $f.sub && mv $f.sub $f; done',
    'for f in *.yaml *.yml; do cat "$f" | envsubst > "$f.sub"; done\nkustomize build .',
    'for f in manifests/*.json; do\n  cat "${f}" | jq -c . >> out.json\ndone',
  ];
  for (const s of quiet) assert.equal(first(s, { errexit: true }), '', s);
  const reported: [string, string][] = [
    // a loop over named files: a missing one makes cat fail and the tool read an empty stream
    ['for f in values.yaml secrets.yaml; do cat $f | envsubst > $f.sub; done', 'pipefail@38'],
    // a loop over a variable's words
    ['for f in $FILES; do cat "$f" | envsubst > "$f.sub"; done', 'pipefail@20'],
    // another variable than the loop's
    ['for f in *.yaml; do cat "$VALUES" | envsubst > "$f.sub"; done', 'pipefail@20'],
    // outside the loop
    ['for f in *.yaml; do echo "$f"; done >&2\ncat "$f" | envsubst', 'pipefail@40'],
  ];
  for (const [s, want] of reported) assert.equal(first(s, { errexit: true }), want, s);
});
