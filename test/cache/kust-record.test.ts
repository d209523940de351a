// A remembered kustomization's record is decoded lazily (src/cache/kustomize.ts RememberedKust):
// `names`, `refsTo` and `generatorReads` look at the encoded text first and decode only when it may
// hold the path. They must answer exactly what the whole decoded record says, for every path, including
// paths that are prefixes or extensions of named ones, the kustomization's own directory, paths
// outside it, the repository root as its directory, and names holding regex or UTF-8 characters.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { posix } from 'node:path';
import { loadYamlStream } from '../../src/yaml/load.js';
import { kustRecordOf, RememberedKust, kustId } from '../../src/cache/kustomize.js';

const KUSTOMIZATION = `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: team-a
resources:
  - ../../base
  - extra
patches:
  - path: deployment-patch.yaml
  - path: patches/repo-server.yaml
    target:
      kind: Deployment
      name: argocd-repo-server
  - path: ../shared/patch.yaml
    target:
      name: web
patchesStrategicMerge:
  - smp.yaml
  - ./sub/../smp-2.yaml
configMapGenerator:
  - name: cfg
    files:
      - app.conf
      - key=../../conf/other.conf
      - ünï(code)[x].txt
transformers:
  - labels.yaml
`;

/** every path the record names or could be confused with */
function probes(dir: string, named: string[]): string[] {
  const out = new Set<string>([dir, `${dir}/`, '.', 'deployment-patch.yaml', 'smp.yaml', 'a', '']);
  for (const p of named) {
    out.add(p);
    out.add(`${p}x`);
    out.add(p.slice(0, -1));
    out.add(p.slice(p.indexOf('/') + 1));
    out.add(`x/${p}`);
    out.add(posix.basename(p));
    if (dir !== '.') out.add(`${dir}/${posix.basename(p)}`);
    out.add(`${posix.dirname(dir)}/${posix.basename(p)}`);
  }
  return [...out];
}

test('lazily decoded kustomization records answer exactly as the whole record', () => {
  const dirs = ['.', 'k', 'overlays/dev', 'kustomize/billing/alpha-281/overlays/prod', 'a.b/c+d/(e)', 'ünï/dïr', 'overlays/dev/deployment-patch.yaml.d'];
  let checked = 0;
  for (const dir of dirs) {
    const path = dir === '.' ? 'kustomization.yaml' : `${dir}/kustomization.yaml`;
    const load = loadYamlStream(path, KUSTOMIZATION, {});
    const id = kustId(path, 'blob', () => []);
    const data = kustRecordOf(path, load, false, id);
    assert.ok(data, `a record for ${path}`);
    const rec = RememberedKust.of(path, data)!;
    const whole = rec.decode();
    assert.equal(whole.id, id);
    assert.ok(whole.named.length >= 8, `${path}: names its files`);
    assert.ok(whole.refs.length >= 3, `${path}: patch entries`);
    assert.ok(whole.generatorFiles.length >= 3, `${path}: generator files`);
    const ps = probes(dir, [...whole.named, ...whole.refs.map((r) => r.path), ...whole.generatorFiles]);
    for (const p of ps) {
      // fresh views: the memo of one answer must not decide the next
      assert.equal(RememberedKust.of(path, data)!.names(p), whole.named.includes(p), `${path} names ${p}`);
      assert.deepEqual(RememberedKust.of(path, data)!.refsTo(new Set([p])), whole.refs.filter((r) => r.path === p), `${path} refs to ${p}`);
      assert.equal(RememberedKust.of(path, data)!.generatorReads(new Set([p])), whole.generatorFiles.includes(p), `${path} generator reads ${p}`);
      // the test on the whole record's text (CacheRun asks it of every remembered kustomization before decoding one)
      if (whole.named.includes(p) || whole.refs.some((r) => r.path === p)) assert.ok(RememberedKust.mayName(posix.dirname(path), data, p), `${path} may name ${p}`);
      checked++;
    }
    // several paths at once: the entries for all of them, in the record's order
    const some = new Set(ps.filter((_, i) => i % 2 === 0));
    assert.deepEqual(rec.refsTo(some), whole.refs.filter((r) => some.has(r.path)));
    assert.deepEqual(rec.facts(), whole.facts);
    // what the run hands the extraction without decoding the record
    assert.equal(RememberedKust.idOf(data), id);
    assert.deepEqual(RememberedKust.factsOf(path, data), { facts: { file: path, ...whole.facts }, generated: whole.generated, generatorFiles: true });
    // a kustomization with empty lists (no links, patches, generators, namespace)
    const bare = kustRecordOf(path, loadYamlStream(path, 'kind: Kustomization\nresources:\n  - deployment.yaml\n', {}), false, id)!;
    const bareWhole = RememberedKust.of(path, bare)!.decode();
    assert.deepEqual(RememberedKust.factsOf(path, bare), { facts: { file: path, ...bareWhole.facts }, generated: 0, generatorFiles: false });
  }
  assert.ok(checked > 200, `${checked} probes`);
});

test('a damaged record is no record', () => {
  const path = 'overlays/dev/kustomization.yaml';
  const data = kustRecordOf(path, loadYamlStream(path, KUSTOMIZATION, {}), false, kustId(path, 'blob', () => []))!;
  const fields = data.split('\x01');
  assert.ok(RememberedKust.of(path, data));
  assert.equal(RememberedKust.of(path, fields.slice(0, 8).join('\x01')), undefined, 'a field missing');
  assert.equal(RememberedKust.of(path, ['k2', ...fields.slice(1)].join('\x01')), undefined, 'another tag');
  assert.equal(RememberedKust.of(path, [...fields.slice(0, 7), 'x', fields[8]].join('\x01')), undefined, 'a count that is not one');
  // a patch entry without its path/target separator
  const refs = fields[5].split('\x02');
  refs[1] = refs[1].replace('\x03', '');
  assert.equal(RememberedKust.of(path, [...fields.slice(0, 5), refs.join('\x02'), ...fields.slice(6)].join('\x01')), undefined, 'a patch entry without a separator');
  // factsOf (read for every remembered kustomization without decoding it) says no record exactly where `of` does
  const variants = [
    data,
    fields.slice(0, 8).join('\x01'),
    [...fields, ''].join('\x01'),
    ['k2', ...fields.slice(1)].join('\x01'),
    [fields[0], fields[1].slice(1), ...fields.slice(2)].join('\x01'),
    [...fields.slice(0, 7), 'x', fields[8]].join('\x01'),
    [...fields.slice(0, 7), '', fields[8]].join('\x01'),
    [...fields.slice(0, 5), refs.join('\x02'), ...fields.slice(6)].join('\x01'),
    [...fields.slice(0, 5), `${fields[5]}\x02`, ...fields.slice(6)].join('\x01'),
    [...fields.slice(0, 5), '', ...fields.slice(6)].join('\x01'),
    [...fields.slice(0, 5), 'a\x03', ...fields.slice(6)].join('\x01'),
  ];
  for (const v of variants) assert.equal(RememberedKust.factsOf(path, v) === undefined, RememberedKust.of(path, v) === undefined, JSON.stringify(v));
});
