// Red-team (issue 13, second pass): `-o FILE` in a hostile repository that committed a symbolic
// link at that name (`report.txt -> .git/hooks/pre-commit`). lint, render and diff wrote their report
// (repository-made text: names, messages, manifests) through it into the user's executable hook.
// A link inside a git work tree is not followed; a link outside any work tree (`/dev/stdout`, the user's own) still is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appYaml, gitRepo, pluginYaml, runCli, scratch, PRINT_CM } from './attack-helpers.js';

test('lint, render and diff -o: a committed link into .git/hooks is not written through', async () => {
  const repo = gitRepo(scratch(), { 'argocd/plugin.yaml': pluginYaml('p', PRINT_CM), 'argocd/apps/demo.yaml': appYaml('demo', 'p'), 'apps/demo/x.txt': '1\n' });
  const hook = join(repo.root, '.git/hooks/pre-commit');
  const real = '#!/bin/sh\necho the real hook\n';
  writeFileSync(hook, real);
  chmodSync(hook, 0o755);
  symlinkSync('.git/hooks/pre-commit', join(repo.root, 'report.txt'));
  repo.git('add', '-A');
  repo.git('commit', '-q', '--no-verify', '-m', 'link');
  const base = repo.git('rev-parse', 'HEAD').trim();
  const runs = [
    ['lint', '-o', 'report.txt', '.'],
    ['render', '--all', '--sandbox', 'none', '-o', 'report.txt'],
    ['diff', '--base', base, '--all', '--sandbox', 'none', '-f', 'markdown', '-o', 'report.txt'],
  ];
  for (const args of runs) {
    const r = await runCli(args, { cwd: repo.root });
    assert.equal(readFileSync(hook, 'utf8'), real, `${args[0]} -o wrote into the hook`);
    assert.equal(r.code, 2, `${args[0]}: ${r.stderr}`);
    assert.match(r.stderr, /cannot write report\.txt: it is a symbolic link inside a git work tree \(not followed\)/, `${args[0]}: ${r.stderr}`);
  }
  // a link outside any work tree (the user's own, like /dev/stdout) is still written through
  const outside = scratch();
  writeFileSync(join(outside, 'target.json'), '');
  symlinkSync(join(outside, 'target.json'), join(outside, 'link.json'));
  const out = await runCli(['lint', '-f', 'json', '-o', join(outside, 'link.json'), '.'], { cwd: repo.root });
  assert.match(readFileSync(join(outside, 'target.json'), 'utf8'), /"tool"/, out.stderr);
});
