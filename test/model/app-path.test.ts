// How lint finds an Application's directory locally, and Go os.Expand as plugin.env sees it.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localAppDir, normalizeRepoURL } from '../../src/model/app-path.js';
import { expandRefs } from '../../src/rules/app-plugin-env-undefined-var.js';
import type { AppSource, Model } from '../../src/model/types.js';

test('repository URLs compare across https, scp-like ssh, ports and .git', () => {
  const want = 'github.com/example/gitops';
  for (const u of [
    'https://github.com/Example/gitops.git',
    'git@github.com:example/gitops.git',
    'ssh://git@github.com/example/gitops/',
    'https://github.com:443/example/gitops',
  ]) {
    assert.equal(normalizeRepoURL(u), want, u);
  }
});

const made: string[] = [];
after(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

function repo(remote?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'cmp-lint-app-path-'));
  made.push(root);
  mkdirSync(join(root, '.git'));
  writeFileSync(join(root, '.git', 'config'), remote ? `[core]\n\tbare = false\n[remote "origin"]\n\turl = ${remote}\n` : '[core]\n');
  mkdirSync(join(root, 'apps', 'web'), { recursive: true });
  return root;
}

const model = (root: string, cwd = root) => ({ root, cwd }) as unknown as Model;
const source = (over: Partial<AppSource>) => ({ app: { name: 'web' }, repoURL: 'https://github.com/example/gitops.git', path: 'apps/web', ...over }) as AppSource;

test('an existing path of this repository is local; a missing one is not', () => {
  const root = repo();
  assert.equal(localAppDir(model(root), source({})), join(root, 'apps', 'web'));
  assert.equal(localAppDir(model(root), source({ path: 'apps/api' })), undefined);
  assert.equal(localAppDir(model(root), source({ path: '../elsewhere' })), undefined);
  assert.equal(localAppDir(model(root), source({ path: '{{path}}' })), undefined);
  assert.equal(localAppDir(model(root), source({ chart: 'web' })), undefined);
});

test('the repository root is only trusted when repoURL names a configured remote', () => {
  assert.equal(localAppDir(model(repo()), source({ path: '.' })), undefined);
  const root = repo('git@github.com:example/gitops.git');
  assert.equal(localAppDir(model(root), source({ path: '.' })), root);
  assert.equal(localAppDir(model(root), source({ path: '.', repoURL: 'https://github.com/example/other.git' })), undefined);
  assert.equal(localAppDir(model(root), source({ repoURL: 'https://github.com/example/other.git' })), undefined, 'another repository');
});

test('an .argocd-source.yaml in the app directory may rewrite the plugin block: not judged', () => {
  const root = repo();
  writeFileSync(join(root, 'apps', 'web', '.argocd-source-web.yaml'), 'plugin:\n  name: other\n');
  assert.equal(localAppDir(model(root), source({})), undefined);
});

test('os.Expand: names, braces, specials, $$ and what stays literal', () => {
  const names = (s: string) => expandRefs(s).map((r) => r.name);
  assert.deepEqual(names('$HOME/x-${A_1}y'), ['HOME', 'A_1']);
  assert.deepEqual(names('$$HOME'), ['$']);
  assert.deepEqual(names('5$ $(date) ^main$ $-x $1'), ['-', '1']);
  assert.deepEqual(names('${var.region}'), ['var.region']);
  assert.deepEqual(names('${} ${open'), ['', '']);
});
