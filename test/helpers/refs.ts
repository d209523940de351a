// Comparing a lazily read document's refs (src/yaml/lazy.ts) with the positioned parse's.
import assert from 'node:assert/strict';
import type { NodeRef, PathSeg } from '../../src/yaml/source.js';

/** Asserts that `lazy` and `full` answer alike at every node below them; the number of nodes compared. */
export function compareRefs(lazy: NodeRef, full: NodeRef, path: PathSeg[], where: string): number {
  let n = 1;
  assert.deepEqual(lazy.at([]), full.at([]), `${where} ${path.join('.')} value loc`);
  assert.deepEqual(lazy.keyLoc(), full.keyLoc(), `${where} ${path.join('.')} key loc`);
  assert.equal(lazy.isMap(), full.isMap());
  assert.equal(lazy.isSeq(), full.isSeq());
  assert.deepEqual(lazy.scalar(), full.scalar(), `${where} ${path.join('.')} scalar`);
  const le = lazy.entries();
  const fe = full.entries();
  assert.deepEqual(
    le.map(([k]) => k),
    fe.map(([k]) => k),
  );
  for (let i = 0; i < le.length; i++) n += compareRefs(le[i][1], fe[i][1], [...path, le[i][0]], where);
  const li = lazy.items();
  const fi = full.items();
  assert.equal(li.length, fi.length);
  for (let i = 0; i < li.length; i++) n += compareRefs(li[i], fi[i], [...path, i], where);
  assert.equal(lazy.get('no-such-key'), undefined);
  return n;
}
