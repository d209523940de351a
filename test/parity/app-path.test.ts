// util/app/path Path() and reposerver getApplicationRootPath, ported as data.
// Sources (see ./upstream.ts): ARGO_CD util/app/path/path_test.go (TestPathRoot, TestPathAbsolute,
// TestPathDotDot, TestPathDotDotSlash, TestPathDot, TestPathDotSlash, TestNonExistentPath,
// TestPathNotDir), reposerver/repository/utils_test.go (TestGetCommonRootPath).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { argoAppPath, applicationRootPath } from '../../src/render/app-path.js';
import { renderSource } from '../../src/render/index.js';
import { plugin, source, sh } from '../render/helpers.js';

function testdata() {
  const root = mkdtempSync(join(tmpdir(), 'cmp-lint-apppath-'));
  writeFileSync(join(root, 'file.txt'), 'x');
  mkdirSync(join(root, 'app'));
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

const PATH_CASES: [string, string, string | undefined][] = [
  ['TestPathRoot', '/', '/: app path is absolute'],
  ['TestPathAbsolute', '/etc/passwd', '/etc/passwd: app path is absolute'],
  ['TestPathDotDot', '..', '..: app path outside root'],
  ['TestPathDotDotSlash', '../', '../: app path outside root'],
  ['TestPathDot', '.', undefined],
  ['TestPathDotSlash', './', undefined],
  ['TestNonExistentPath', 'does-not-exist', 'does-not-exist: app path does not exist'],
  ['TestPathNotDir', 'file.txt', 'file.txt: app path is not a directory'],
];

test('path_test.go: Path(root, path)', () => {
  const t = testdata();
  try {
    for (const [name, path, want] of PATH_CASES) {
      const r = argoAppPath(t.root, path);
      assert.equal('error' in r ? r.error : undefined, want, name);
    }
    // extra: `a/../..` cleans to outside, `app/../app` is fine, the empty path is the root
    assert.equal((argoAppPath(t.root, 'app/../..') as { error: string }).error, 'app/../..: app path outside root');
    assert.deepEqual(argoAppPath(t.root, 'app/../app'), { dir: join(t.root, 'app'), rel: 'app' });
    assert.deepEqual(argoAppPath(t.root, ''), { dir: t.root, rel: '.' });
  } finally {
    t.cleanup();
  }
});

test('render fails the app with Argo CD message for every bad path (nothing runs)', async () => {
  const t = testdata();
  try {
    const marker = join(t.root, 'ran');
    const p = plugin({ name: 'p', generate: sh(`touch ${marker}; echo 'kind: ConfigMap'`) });
    for (const [name, path, want] of PATH_CASES) {
      if (!want) continue;
      const r = await renderSource({ repoRoot: t.root, source: source({ path, plugin: { name: 'p' } }), plugins: [p], revision: 'abc' });
      assert.equal(r.skipped, undefined, name);
      assert.equal(r.error?.stage, 'path', name);
      assert.equal(r.error?.message, want, name);
    }
    assert.ok(!readdirSync(t.root).includes('ran'), 'no command ran for a refused path');
    const ok = await renderSource({ repoRoot: t.root, source: source({ path: './', plugin: { name: 'p' } }), plugins: [p], revision: 'abc' });
    assert.equal(ok.error, undefined);
    assert.equal(ok.manifests.length, 1);
  } finally {
    t.cleanup();
  }
});

// utils_test.go TestGetCommonRootPath: repo root /tmp/_argocd-repo/<uuid>; here paths are repo-relative
const ROOT_CASES: [string, string, string, string][] = [
  ['app path', '.', 'services/helloworld', 'services/helloworld'],
  ['app path and relative', '../../overlays;.', 'services/helloworld', '.'],
  ['app path and absolute path', '/services;.', 'services/helloworld', 'services'],
  ['several relative paths', '../../;..;.', 'services/team/helloworld', 'services'],
  ['no annotation', '', 'services/helloworld', '.'],
  ['relative subdir', './manifests', 'services/team/helloworld', 'services/team/helloworld'],
  ['glob', '/services/shared/*-secret.yaml', 'services/helloworld', 'services'],
  ['relative glob', '../*', 'services/helloworld', 'services'],
  ['duplicate slashes', '//services/shared/*-secret.yaml', 'services/helloworld', 'services'],
];

test('utils_test.go TestGetCommonRootPath', () => {
  for (const [name, annotation, app, want] of ROOT_CASES) assert.equal(applicationRootPath(app, annotation), want, name);
});
