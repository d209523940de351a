// `<<` merge keys, as go-yaml (kubectl, Helm values, Argo CD) applies them: values and positions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseYaml, SourceText, rootRef, docToJS } from '../../src/yaml/source.js';

const TEXT = `base: &base
  image: tool:1.0
  command: [run]
extra: &extra
  command: [other]
  args: [x]
containers:
  - <<: *base
    name: a
  - <<: [*base, *extra]
    name: b
    image: tool:2.0
`;

test('a merged map has its base keys: the plain value and the refs agree', () => {
  const p = parseYaml(new SourceText('v.yaml', TEXT));
  const js = docToJS(p.docs[0]) as { containers: Record<string, unknown>[] };
  assert.deepEqual(js.containers[0], { image: 'tool:1.0', command: ['run'], name: 'a' });
  // own keys win; of several merged maps, the first that has a key gives it
  assert.deepEqual(js.containers[1], { image: 'tool:2.0', command: ['run'], args: ['x'], name: 'b' });
  const b = rootRef(p.src, p.docs[0]).getIn(['containers', 1])!;
  assert.deepEqual(
    b.entries().map(([k]) => k),
    ['name', 'image', 'command', 'args'],
  );
  // a merged key points at the anchored map it comes from
  assert.deepEqual([b.get('command')!.loc().line, b.get('command')!.loc().column], [3, 12]);
  assert.deepEqual([b.get('args')!.loc().line, b.get('args')!.loc().column], [6, 9]);
  assert.deepEqual([b.get('image')!.loc().line, b.get('image')!.loc().column], [12, 12]);
});
