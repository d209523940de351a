// Red-team (issue 13, second pass): `cmp-lint render --out DIR` in a hostile repository. The file
// names come from the repository's Applications, and the repository can commit a symbolic link at
// such a name that stays inside the repository (so the out-of-bounds check passes), e.g.
// `rendered/demo.yaml -> ../.git/hooks/pre-commit`. Writing through it put the plugin's output into
// the developer's executable hook (mode kept): a YAML line `$(cmd): x` then ran on the host at the
// next `git commit`, outside any sandbox. The link must be left alone and the run must say so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, lstatSync, mkdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appYaml, gitRepo, pluginYaml, runCli, scratch } from './attack-helpers.js';

test('render --out: a committed link at an output name (into .git/hooks) is not written through', async () => {
  const out = `printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: out\\ndata:\\n  "$(echo pwned)": x\\n'`;
  const repo = gitRepo(scratch(), { 'argocd/plugin.yaml': pluginYaml('p', out), 'argocd/apps/demo.yaml': appYaml('demo', 'p'), 'argocd/apps/other.yaml': appYaml('other', 'p', 'apps/demo'), 'apps/demo/x.txt': '1\n' });
  const hook = join(repo.root, '.git/hooks/pre-commit');
  writeFileSync(hook, '#!/bin/sh\necho the real hook\n');
  chmodSync(hook, 0o755);
  const git = repo.git;
  mkdirSync(join(repo.root, 'rendered'));
  symlinkSync('../.git/hooks/pre-commit', join(repo.root, 'rendered/demo.yaml'));
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'link');
  const r = await runCli(['render', '--all', '--sandbox', 'none', '--out', 'rendered'], { cwd: repo.root });
  assert.equal(readFileSync(hook, 'utf8'), '#!/bin/sh\necho the real hook\n', 'the hook was overwritten with the plugin output');
  assert.ok(lstatSync(join(repo.root, 'rendered/demo.yaml')).isSymbolicLink());
  assert.equal(readlinkSync(join(repo.root, 'rendered/demo.yaml')), '../.git/hooks/pre-commit');
  assert.match(r.stderr, /^cmp-lint render: not written: \S+\/rendered\/demo\.yaml is a symbolic link \(not followed\)$/m);
  // the other app is still written, and the run does not pass
  assert.match(readFileSync(join(repo.root, 'rendered/other.yaml'), 'utf8'), /name: out/);
  assert.equal(r.code, 2, r.stderr);
});
