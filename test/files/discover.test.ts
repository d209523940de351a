import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { symlinkSync, chmodSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { discoverFiles, fileKind } from '../../src/files/discover.js';
import { tempDir, writeTree, isRoot } from './helpers.js';

const paths = (r: { files: { path: string }[] }) => r.files.map((f) => f.path);

describe('fileKind', () => {
  test('YAML and Dockerfile names', () => {
    for (const n of ['a.yaml', 'a.yml', 'A.YAML', 'kustomization.yaml', 'Kustomization']) assert.equal(fileKind(n), 'yaml', n);
    for (const n of ['Dockerfile', 'Dockerfile.cmp', 'cmp.Dockerfile', 'Containerfile', 'dockerfile'])
      assert.equal(fileKind(n), 'dockerfile', n);
    for (const n of ['package.json', 'tsconfig.json', 'README.md', 'Dockerfile.dockerignore', 'Dockerfile.md', 'yaml', 'a.yaml.bak', 'Makefile', 'a.jsonnet'])
      assert.equal(fileKind(n), undefined, n);
    // JSON is YAML: any other JSON file is read as YAML (src/yaml/json.ts decides which are manifests)
    for (const n of ['a.json', 'argocd-cm.JSON']) assert.equal(fileKind(n), 'yaml', n);
  });
});

describe('discoverFiles: walking', () => {
  const t = tempDir();
  before(() =>
    writeTree(t.dir, {
      'b.yaml': 'kind: ConfigMap\n',
      'a.yml': 'x: 1\n',
      'README.md': '# hi\n',
      'values.json': '{}',
      'package.json': '{}',
      'images/Dockerfile': 'FROM alpine\n',
      'images/Dockerfile.cmp': 'FROM alpine\n',
      'images/cmp.Dockerfile': 'FROM alpine\n',
      'images/Containerfile': 'FROM alpine\n',
      'deep/er/still/c.yaml': '',
      '.git/config.yaml': 'x: 1\n',
      'node_modules/pkg/d.yaml': 'x: 1\n',
      'sub/node_modules/pkg/e.yaml': 'x: 1\n',
      '.github/workflows/ci.yml': 'on: push\n',
    }),
  );
  after(t.cleanup);

  test('collects YAML and Dockerfiles, sorted, relative with "/", skips .git and node_modules', async () => {
    const r = await discoverFiles(['.'], { cwd: t.dir });
    assert.deepEqual(paths(r), [
      '.github/workflows/ci.yml',
      'a.yml',
      'b.yaml',
      'deep/er/still/c.yaml',
      'images/Containerfile',
      'images/Dockerfile',
      'images/Dockerfile.cmp',
      'images/cmp.Dockerfile',
      'values.json',
    ]);
    assert.deepEqual(r.skipped, []);
    assert.deepEqual(r.errors, []);
    const d = r.files.find((f) => f.path === 'images/Dockerfile')!;
    assert.equal(d.kind, 'dockerfile');
    assert.equal(d.abs, join(t.dir, 'images', 'Dockerfile'));
    assert.equal(d.text, 'FROM alpine\n');
    const empty = r.files.find((f) => f.path === 'deep/er/still/c.yaml')!;
    assert.equal(empty.kind, 'yaml');
    assert.equal(empty.text, '');
  });

  test('the result is the same on every run', async () => {
    const a = await discoverFiles(['.', 'images'], { cwd: t.dir });
    const b = await discoverFiles(['images', '.'], { cwd: t.dir });
    assert.deepEqual(paths(a), paths(b));
  });

  test('paths are relative to cwd, also for absolute inputs and from a subdirectory', async () => {
    const r = await discoverFiles([join(t.dir, 'images')], { cwd: join(t.dir, 'deep') });
    assert.deepEqual(paths(r).slice(0, 2), ['../images/Containerfile', '../images/Dockerfile']);
  });

  test('an explicit file is linted; an explicit other file is skipped with a reason', async () => {
    const r = await discoverFiles(['b.yaml', 'README.md', 'values.json', 'package.json'], { cwd: t.dir });
    assert.deepEqual(paths(r), ['b.yaml', 'values.json']);
    assert.deepEqual(r.skipped, [
      { file: 'README.md', reason: 'not a YAML file or Dockerfile' },
      { file: 'package.json', reason: "a tool's JSON file, not a manifest" },
    ]);
  });

  test('a path that does not exist is an error entry, the rest still runs', async () => {
    const r = await discoverFiles(['nope.yaml', 'b.yaml', 'missing/dir'], { cwd: t.dir });
    assert.deepEqual(paths(r), ['b.yaml']);
    assert.deepEqual(r.errors, [
      { path: 'nope.yaml', message: 'no such file or directory' },
      { path: 'missing/dir', message: 'no such file or directory' },
    ]);
  });

  test('a file named twice (directly and through a directory) is listed once', async () => {
    const r = await discoverFiles(['b.yaml', '.', './b.yaml'], { cwd: t.dir });
    assert.equal(paths(r).filter((p) => p === 'b.yaml').length, 1);
    assert.deepEqual(r.skipped, []);
  });
});

describe('discoverFiles: ignores', () => {
  const t = tempDir();
  before(() =>
    writeTree(t.dir, {
      '.gitignore': [
        '# comment',
        '',
        'build/',
        '*.tmp.yaml',
        '/rooted.yaml',
        'docs/**/gen-*.yaml',
        'vendor/**',
        '!vendor/keep.yaml',
        '\\#hash.yaml',
        'trailing.yaml   ',
        'charts/*/out',
      ].join('\r\n'),
      'keep.yaml': '',
      'x.tmp.yaml': '',
      'nested/y.tmp.yaml': '',
      'build/a.yaml': '',
      'nested/build/b.yaml': '',
      'rooted.yaml': '',
      'nested/rooted.yaml': '',
      'docs/gen-a.yaml': '',
      'docs/sub/gen-b.yaml': '',
      'docs/sub/hand.yaml': '',
      'vendor/lib.yaml': '',
      'vendor/keep.yaml': '',
      '#hash.yaml': '',
      'trailing.yaml': '',
      'charts/c1/out/o.yaml': '',
      'charts/c1/in.yaml': '',
      'app/.gitignore': 'local.yaml\n!/important.tmp.yaml\n',
      'app/local.yaml': '',
      'app/deeper/local.yaml': '',
      'app/important.tmp.yaml': '',
      'app/ok.yaml': '',
      'generated/g.yaml': '',
      'templates/t.tmpl.yaml': '',
      'templates/real.yaml': '',
    }),
  );
  after(t.cleanup);

  test('.gitignore syntax: comments, negation, dir-only, anchored, **, *, nested files, CRLF', async () => {
    const r = await discoverFiles(['.'], { cwd: t.dir });
    assert.deepEqual(paths(r), [
      'app/important.tmp.yaml', // re-included by the nested .gitignore
      'app/ok.yaml',
      'charts/c1/in.yaml',
      'docs/sub/hand.yaml',
      'generated/g.yaml',
      'keep.yaml',
      'nested/rooted.yaml', // `/rooted.yaml` is anchored to the root
      'templates/real.yaml',
      'templates/t.tmpl.yaml',
      'vendor/keep.yaml', // `vendor/**` leaves vendor itself walkable, so `!` works
    ]);
  });

  test('outer .gitignore files apply when walking a subdirectory', async () => {
    const r = await discoverFiles(['nested', 'app'], { cwd: t.dir });
    assert.deepEqual(paths(r), ['app/important.tmp.yaml', 'app/ok.yaml', 'nested/rooted.yaml']);
  });

  test('.git/info/exclude is honoured when the tree is a git repository', async () => {
    const g = tempDir();
    try {
      writeTree(g.dir, { '.git/info/exclude': 'secret.yaml\n', 'secret.yaml': '', 'sub/a.yaml': '', 'sub/secret.yaml': '' });
      const r = await discoverFiles(['sub'], { cwd: g.dir });
      assert.deepEqual(paths(r), ['sub/a.yaml']);
    } finally {
      g.cleanup();
    }
  });

  test('a file named explicitly is linted even if .gitignore lists it', async () => {
    const r = await discoverFiles(['build/a.yaml'], { cwd: t.dir });
    assert.deepEqual(paths(r), ['build/a.yaml']);
  });

  test('config ignore globs (picomatch, relative to cwd) drop files and prune directories', async () => {
    const r = await discoverFiles(['.'], { cwd: t.dir, ignore: ['generated/**', '**/*.tmpl.yaml', 'charts'] });
    assert.deepEqual(paths(r), [
      'app/important.tmp.yaml',
      'app/ok.yaml',
      'docs/sub/hand.yaml',
      'keep.yaml',
      'nested/rooted.yaml',
      'templates/real.yaml',
      'vendor/keep.yaml',
    ]);
  });

  test('config ignore globs also apply to files named explicitly, with a skipped entry', async () => {
    const r = await discoverFiles(['generated/g.yaml', 'keep.yaml'], { cwd: t.dir, ignore: ['generated/**'] });
    assert.deepEqual(paths(r), ['keep.yaml']);
    assert.deepEqual(r.skipped, [{ file: 'generated/g.yaml', reason: 'ignored by the ignore globs of the config' }]);
  });
});

describe('discoverFiles: bad input', () => {
  const t = tempDir();
  before(() => {
    writeTree(t.dir, {
      'binary.yaml': Buffer.from([0x6b, 0x3a, 0x00, 0x01, 0x02]),
      'latin1.yaml': Buffer.from('name: caf\xe9\n', 'latin1'),
      'utf16.yaml': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a: 1\n', 'utf16le')]),
      'bom.yaml': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('kind: ConfigMap\n')]),
      'crlf.yaml': 'a: 1\r\nb: 2\r\n',
      'utf8.yaml': 'name: café ✓\n',
      'big.yaml': 'x'.repeat(2048),
      'empty.yaml': '',
    });
  });
  after(t.cleanup);

  test('binary, non-UTF-8 and UTF-16 files are skipped with a reason; BOM stripped; CRLF kept', async () => {
    const r = await discoverFiles(['.'], { cwd: t.dir, maxFileSize: 1024 });
    assert.deepEqual(paths(r), ['bom.yaml', 'crlf.yaml', 'empty.yaml', 'utf8.yaml']);
    assert.deepEqual(r.skipped, [
      { file: 'big.yaml', reason: 'larger than 1 KB (2 KB; limit: maxFileSize)' },
      { file: 'binary.yaml', reason: 'binary file' },
      { file: 'latin1.yaml', reason: 'not valid UTF-8' },
      { file: 'utf16.yaml', reason: 'not valid UTF-8 (UTF-16 text)' },
    ]);
    const text = (p: string) => r.files.find((f) => f.path === p)!.text;
    assert.equal(text('bom.yaml'), 'kind: ConfigMap\n');
    assert.equal(text('crlf.yaml'), 'a: 1\r\nb: 2\r\n');
    assert.equal(text('utf8.yaml'), 'name: café ✓\n');
    assert.equal(text('empty.yaml'), '');
  });

  test('the default size limit is 5 MiB', async () => {
    const d = tempDir();
    try {
      writeFileSync(join(d.dir, 'huge.yaml'), Buffer.alloc(5 * 1024 * 1024 + 1, 0x61));
      writeFileSync(join(d.dir, 'limit.yaml'), Buffer.alloc(5 * 1024 * 1024, 0x61));
      const r = await discoverFiles(['.'], { cwd: d.dir });
      assert.deepEqual(paths(r), ['limit.yaml']);
      assert.deepEqual(r.skipped, [{ file: 'huge.yaml', reason: 'larger than 5 MB (5 MB; limit: maxFileSize)' }]);
    } finally {
      d.cleanup();
    }
  });

  test('unreadable files and directories (chmod 000)', async (tt) => {
    const d = tempDir();
    try {
      writeTree(d.dir, { 'locked.yaml': 'a: 1\n', 'ok.yaml': '', 'closed/inner.yaml': '' });
      chmodSync(join(d.dir, 'locked.yaml'), 0o000);
      chmodSync(join(d.dir, 'closed'), 0o000);
      const r = await discoverFiles(['.'], { cwd: d.dir });
      if (isRoot) {
        // root reads anything: the permission path cannot be exercised here, check nothing broke
        tt.diagnostic('running as root: chmod 000 does not stop reads, asserting the files are read');
        assert.deepEqual(paths(r), ['closed/inner.yaml', 'locked.yaml', 'ok.yaml']);
      } else {
        assert.deepEqual(paths(r), ['ok.yaml']);
        assert.deepEqual(r.skipped, [
          { file: 'closed', reason: 'directory: permission denied' },
          { file: 'locked.yaml', reason: 'permission denied' },
        ]);
      }
    } finally {
      chmodSync(join(d.dir, 'closed'), 0o755);
      d.cleanup();
    }
  });

  test('a FIFO never blocks the walk', { skip: process.platform === 'win32' }, async () => {
    const d = tempDir();
    try {
      writeTree(d.dir, { 'a.yaml': '' });
      const mk = spawnSync('mkfifo', [join(d.dir, 'pipe.yaml')]);
      if (mk.status !== 0) return;
      const r = await discoverFiles(['.', 'pipe.yaml'], { cwd: d.dir });
      assert.deepEqual(paths(r), ['a.yaml']);
      assert.deepEqual(r.skipped, [{ file: 'pipe.yaml', reason: 'not a regular file' }]);
    } finally {
      d.cleanup();
    }
  });
});

describe('discoverFiles: symbolic links', { skip: process.platform === 'win32' }, () => {
  const t = tempDir();
  const repo = join(t.dir, 'repo');
  before(() => {
    writeTree(t.dir, {
      'outside/secret.yaml': 'a: 1\n',
      'outside/dir/o.yaml': '',
      'repo/real/a.yaml': '',
      'repo/common/c.yaml': '',
      'repo/app/x.yaml': '',
      'repo/.git/': '', // the repository root bounds the links
    });
    symlinkSync('..', join(repo, 'real', 'up')); // a loop back to the root
    symlinkSync('loop.yaml', join(repo, 'loop.yaml')); // a self loop
    symlinkSync('nowhere.yaml', join(repo, 'broken.yaml'));
    symlinkSync('../real/a.yaml', join(repo, 'app', 'a-link.yaml'));
    symlinkSync('../common', join(repo, 'app', 'common')); // a linked directory inside the repo
    symlinkSync('../outside/secret.yaml', join(repo, 'out.yaml'));
    symlinkSync('../outside/dir', join(repo, 'outdir'));
    mkdirSync(join(repo, 'cyc'));
    symlinkSync('b', join(repo, 'cyc', 'a'));
    symlinkSync('a', join(repo, 'cyc', 'b'));
  });
  after(t.cleanup);

  test('loops end, in-repo links are followed once, out-of-repo links are not followed', async () => {
    const r = await discoverFiles(['.'], { cwd: repo });
    assert.deepEqual(paths(r), ['app/x.yaml', 'common/c.yaml', 'real/a.yaml']);
    assert.deepEqual(r.skipped, [
      { file: 'app/a-link.yaml', reason: 'same file as real/a.yaml (linted there)' },
      { file: 'broken.yaml', reason: 'broken symbolic link' },
      { file: 'loop.yaml', reason: 'symbolic link loop' },
      { file: 'out.yaml', reason: 'symbolic link to outside the repository (not followed)' },
      { file: 'outdir', reason: 'symbolic link to outside the repository (not followed)' },
    ]);
  });

  test('a linked directory is walked under its link path when its target is not walked', async () => {
    const r = await discoverFiles(['app'], { cwd: repo });
    assert.deepEqual(paths(r), ['app/a-link.yaml', 'app/common/c.yaml', 'app/x.yaml']);
  });

  test('links named explicitly are followed wherever they point', async () => {
    const r = await discoverFiles(['out.yaml', 'outdir', 'loop.yaml', 'broken.yaml'], { cwd: repo });
    assert.deepEqual(paths(r), ['out.yaml', 'outdir/o.yaml']);
    assert.equal(r.files[0].text, 'a: 1\n');
    assert.deepEqual(r.skipped, [
      { file: 'broken.yaml', reason: 'broken symbolic link' },
      { file: 'loop.yaml', reason: 'symbolic link loop' },
    ]);
    assert.deepEqual(r.errors, []);
  });
});
