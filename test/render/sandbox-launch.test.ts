// The bubblewrap command line of a host-sandbox launch: the root directories that are symbolic
// links (a merged-/usr system: /bin -> usr/bin) are recreated with their own link text, which
// launchFor reads in-process; it must be exactly what the `readlink` program prints for them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchFor, type Sandbox } from '../../src/render/sandbox/index.js';

const BWRAP: Sandbox = { kind: 'host', host: 'bwrap', requested: 'host', label: 'host (bubblewrap)', detail: '', isolated: true, network: false };

test('bwrap launch: a symlinked root directory becomes --symlink <its link text as readlink prints it> <dir>, a real one --ro-bind', (t) => {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-launch-')));
  t.after(() => rmSync(base, { recursive: true, force: true }));
  const l = launchFor({ sandbox: BWRAP, base, workspace: base }, ['sh', '-c', 'true'], base, { PATH: '/usr/bin:/bin' });
  assert.ok(!('spawnError' in l));
  assert.equal(l.file, 'bwrap');
  const pairs = (flag: string) => {
    const out: [string, string][] = [];
    for (let i = 0; i < l.args.length - 2; i++) if (l.args[i] === flag) out.push([l.args[i + 1], l.args[i + 2]]);
    return out;
  };
  let checked = 0;
  for (const d of ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']) {
    let st;
    try {
      st = lstatSync(d);
    } catch {
      assert.ok(!l.args.includes(d), `${d} does not exist: not in the command line`);
      continue;
    }
    checked++;
    if (st.isSymbolicLink()) {
      const text = execFileSync('readlink', [d], { encoding: 'utf8' }).replace(/\n$/, '');
      assert.deepEqual(pairs('--symlink').filter(([, to]) => to === d), [[text, d]], d);
    } else {
      assert.deepEqual(pairs('--ro-bind').filter(([, to]) => to === d), [[d, d]], d);
    }
  }
  assert.ok(checked >= 2, 'at least /usr and /bin exist here');
  // the command itself, after the options, looked up on the command's PATH
  assert.deepEqual(l.args.slice(l.args.indexOf('--') + 1), ['/usr/bin/sh', '-c', 'true']);
});
