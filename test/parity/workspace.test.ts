// util/io/files (the tarball the repo-server streams to the sidecar), ported as data. Source (see
// ./upstream.ts): ARGO_CD util/io/files/tar_test.go (TestTgz, TestUntgz) and util_test.go
// (TestInbound) with util/io/files/testdata/app. cmp-lint copies the repository instead of
// streaming a tarball: the same files must arrive, excluded the same way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lstatSync, mkdtempSync, readdirSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyRepo } from '../../src/render/workspace.js';
import { appDirIn } from '../../src/render/workspace.js';
import { tempRepo } from '../render/helpers.js';

const APP = {
  'README.md': '# readme\n',
  'applicationset/latest/kustomization.yaml': 'resources: []\n',
  'applicationset/stable/kustomization.yaml': 'resources: []\n',
  'applicationset/readme-symlink': { symlink: '../README.md' },
};

/** path → '' for files and directories, the link text for symlinks */
function listing(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string, rel: string) => {
    for (const n of readdirSync(dir).sort()) {
      const p = join(dir, n);
      const r = rel ? `${rel}/${n}` : n;
      const st = lstatSync(p);
      if (st.isSymbolicLink()) out[r] = readlinkSync(p);
      else {
        out[r] = '';
        if (st.isDirectory()) walk(p, r);
      }
    }
  };
  walk(root, '');
  return out;
}

const copy = (src: string, exclusions: string[]) => {
  const dst = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-ws-')));
  try {
    copyRepo(src, dst, { exclusions });
  } catch (e) {
    rmSync(dst, { recursive: true, force: true });
    throw e;
  }
  return { dst, files: listing(dst), cleanup: () => rmSync(dst, { recursive: true, force: true }) };
};

// TestTgz: (name, exclusions, paths that arrive)
const TGZ_CASES: [string, string[], string[]][] = [
  ['will tgz folder successfully', [], ['README.md', 'applicationset', 'applicationset/latest', 'applicationset/latest/kustomization.yaml', 'applicationset/readme-symlink', 'applicationset/stable', 'applicationset/stable/kustomization.yaml']],
  ['will exclude files from the exclusion list', ['README.md'], ['applicationset', 'applicationset/latest', 'applicationset/latest/kustomization.yaml', 'applicationset/readme-symlink', 'applicationset/stable', 'applicationset/stable/kustomization.yaml']],
  ['will exclude directories from the exclusion list', ['README.md', 'applicationset/latest'], ['applicationset', 'applicationset/readme-symlink', 'applicationset/stable', 'applicationset/stable/kustomization.yaml']],
];

test('tar_test.go TestTgz: the same files arrive, exclusions match root-relative paths', () => {
  const app = tempRepo(APP);
  try {
    for (const [name, exclusions, want] of TGZ_CASES) {
      const c = copy(app.root, exclusions);
      try {
        assert.deepEqual(Object.keys(c.files).sort(), want, name);
      } finally {
        c.cleanup();
      }
    }
  } finally {
    app.cleanup();
  }
});

test('tar_test.go TestUntgz "relativizes symlinks": the link text stays ../README.md', () => {
  const app = tempRepo(APP);
  try {
    const c = copy(app.root, []);
    try {
      assert.equal(c.files['applicationset/readme-symlink'], '../README.md');
    } finally {
      c.cleanup();
    }
  } finally {
    app.cleanup();
  }
});

test('tar_test.go TestUntgz "will protect against symlink exploit": a link out of the tree is refused', () => {
  const app = tempRepo({ 'a/x': '', 'a/tar_test_symlink': { symlink: '../../../etc' } });
  try {
    assert.throws(() => copy(join(app.root, 'a'), []), /illegal filepath in symlink/);
  } finally {
    app.cleanup();
  }
});

test('util_test.go TestInbound (through the app-dir check)', () => {
  assert.equal(appDirIn('/home/test', 'app/readme.md'), '/home/test/app/readme.md');
  assert.throws(() => appDirIn('/home/test', '../readme.md'), /app path outside root/);
  assert.equal(appDirIn('/home/test', './readme.md'), '/home/test/readme.md');
});
