// configMapsNamed answers through an index of the model's ConfigMap list by name (issue 13: a
// bundle of manifests holds tens of thousands of ConfigMaps, and rules ask once per volume): the
// same ConfigMaps, in the same order, as filtering the list, also after the list grew.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { configMapsNamed, configMapsFor } from '../../src/model/links.js';
import type { ConfigMapDef, Model } from '../../src/model/types.js';
import { prng } from '../limits/helpers.js';

test('configMapsNamed gives what a filter of the list by name gives, in order, as the list grows', () => {
  const r = prng(3);
  const rnd = (n: number) => Math.floor(r() * n);
  const names = ['a', 'b', 'argocd-cm', 'web-settings', 'x.y', ''];
  const list: ConfigMapDef[] = [];
  const model = { configMaps: list } as unknown as Model;
  for (let i = 0; i < 300; i++) {
    list.push({ name: names[rnd(names.length)], namespace: rnd(2) ? 'ns' : undefined, file: `f${i}.yaml`, origin: 'document', keys: new Map(), ref: undefined as never });
    for (const n of [...names, 'missing', undefined]) {
      const want = n ? list.filter((c) => c.name === n) : [];
      const got = configMapsNamed(model, n);
      assert.equal(got.length, want.length, `${n} after ${i + 1}`);
      got.forEach((c, k) => assert.equal(c, want[k]));
      // a fresh list each time: the caller may change it
      got.push(list[0]);
      assert.equal(configMapsNamed(model, n).length, want.length);
      assert.deepEqual(configMapsFor(model, n, 'ns'), want.filter((c) => !c.namespace || c.namespace === 'ns'));
    }
  }
  // another model's list is indexed on its own
  const other = { configMaps: [{ name: 'a', file: 'o.yaml', origin: 'document', keys: new Map(), ref: undefined as never }] } as unknown as Model;
  assert.equal(configMapsNamed(other, 'a').length, 1);
  assert.equal(configMapsNamed(other, 'a')[0].file, 'o.yaml');
});
