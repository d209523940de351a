// argocd-cm is found with one read of each side's YAML files (src/diff/argo-settings.ts): every
// later question (tracking settings, diff settings, kustomize.buildOptions) is answered from that
// scan, and the head side reuses the base side's documents for files the pull request did not change.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findArgocdCm, scanArgocdCmFrom } from '../../src/diff/argo-settings.js';

const tmp = mkdtempSync(join(tmpdir(), 'cmp-lint-cm-scan-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const cm = (data: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: argocd-cm\ndata:\n${data}`;

function tree(name: string, files: Record<string, string>): string {
  const root = join(tmp, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

test('argocd-cm: first in file order, with a key the first that sets it; each file read once', () => {
  const root = tree('one', {
    'a/other.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: not-it\ndata:\n  x: argocd-cm\n',
    'b/cm.yaml': cm('  application.instanceLabelKey: example.com/app\n'),
    'c/cm.yml': `---\n${cm('  kustomize.buildOptions: --enable-helm\n')}`,
    'd/readme.md': cm('  kustomize.buildOptions: --never\n'),
  });
  const files = ['a/other.yaml', 'b/cm.yaml', 'c/cm.yml', 'd/readme.md'];
  assert.deepEqual(findArgocdCm(root, files), { file: 'b/cm.yaml', data: { 'application.instanceLabelKey': 'example.com/app' } });
  assert.equal(findArgocdCm(root, files, 'kustomize.buildOptions')?.file, 'c/cm.yml');
  assert.equal(findArgocdCm(root, files, 'missing.key'), undefined);
  // the second question did not read the files again: removing them changes nothing for this list
  rmSync(join(root, 'b'), { recursive: true });
  assert.equal(findArgocdCm(root, files)?.file, 'b/cm.yaml');
  // another list of files is another scan
  assert.equal(findArgocdCm(root, [...files])?.file, 'c/cm.yml');
});

test('argocd-cm: the head scan takes unchanged files from the base scan and reads the changed ones', () => {
  const base = tree('base', {
    'install/cm.yaml': cm('  application.resourceTrackingMethod: annotation\n'),
    'apps/x.yaml': 'kind: ConfigMap\n',
  });
  const head = tree('head', {
    // the unchanged file is not read on head (it is not even there): its base documents are used
    'apps/x.yaml': 'kind: ConfigMap\n',
    'apps/new-cm.yaml': cm('  kustomize.buildOptions: --load-restrictor LoadRestrictionsNone\n'),
  });
  const baseFiles = ['apps/x.yaml', 'install/cm.yaml'];
  const headFiles = ['apps/new-cm.yaml', 'apps/x.yaml', 'install/cm.yaml'];
  scanArgocdCmFrom({ root: base, files: baseFiles }, { root: head, files: headFiles }, new Set(['apps/new-cm.yaml']));
  assert.equal(findArgocdCm(head, headFiles)?.file, 'apps/new-cm.yaml');
  assert.deepEqual(findArgocdCm(head, headFiles, 'application.resourceTrackingMethod'), { file: 'install/cm.yaml', data: { 'application.resourceTrackingMethod': 'annotation' } });
  // a changed file is read from the head: its base documents are not used
  const head2 = tree('head2', { 'install/cm.yaml': cm('  application.resourceTrackingMethod: label\n') });
  const head2Files = ['apps/x.yaml', 'install/cm.yaml'];
  scanArgocdCmFrom({ root: base, files: baseFiles }, { root: head2, files: head2Files }, new Set(['install/cm.yaml']));
  assert.equal(findArgocdCm(head2, head2Files)?.data['application.resourceTrackingMethod'], 'label');
});
