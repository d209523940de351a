// Plugins held in ConfigMaps are read without positions (src/yaml/lazy.ts EmbeddedLazyDoc): the
// ConfigMap and its plugin.yaml get their positioned parse only when a finding asks for a location.
// Whatever is asked must be answered as the positioned parse answers it, and YAML 1.1 must still
// decide plugin-schema as Argo CD's reader does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { loadYamlStream } from '../../src/yaml/load.js';
import { extract, extractLoaded } from '../../src/extract/index.js';
import { EmbeddedLazyDoc, LazyRef } from '../../src/yaml/lazy.js';
import { yamlFiles } from '../helpers/corpus-docs.js';
import { FIXTURES, lintIn, brief } from '../helpers/lint.js';
import { compareRefs } from '../helpers/refs.js';

/** The plugins of one file as lint reads it (lazily where it can), with a count of the times its text was read again. */
function lazily(path: string, text: string) {
  const reads = { n: 0 };
  const load = loadYamlStream(path, text, { readFile: () => (reads.n++, text) });
  return { plugins: extractLoaded([{ path, kind: 'yaml', load }]).plugins, reads };
}

const cm = (pluginYaml: string) => ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: cmp-tool', 'data:', '  plugin.yaml: |', ...pluginYaml.split('\n').map((l) => (l ? `    ${l}` : l))].join('\n');

const TOOL = ['apiVersion: argoproj.io/v1alpha1', 'kind: ConfigManagementPlugin', 'metadata:', '  name: tool', 'spec:', '  version: v1.0', '  generate:', '    command: [sh, -c]', '    args:', '      - |', '        set -euo pipefail', '        tool render . >&2 && tool print', ''].join('\n');

test('lazy plugin refs match the positioned parse on every node of every fixture ConfigMap', () => {
  let lazyPlugins = 0;
  let nodes = 0;
  for (const file of yamlFiles(FIXTURES)) {
    const text = readFileSync(file, 'utf8');
    if (!/ConfigManagementPlugin/.test(text) || !/kind:\s*ConfigMap\b/.test(text)) continue;
    const path = relative(FIXTURES, file);
    const { plugins } = lazily(path, text);
    const full = extract([{ path, kind: 'yaml', text }]).plugins;
    assert.deepEqual(
      plugins.map((p) => [p.name, p.socketName, p.configMap?.name, p.configMap?.key]),
      full.map((p) => [p.name, p.socketName, p.configMap?.name, p.configMap?.key]),
      `${path}: the same plugins`,
    );
    for (let i = 0; i < plugins.length; i++) {
      assert.deepEqual(plugins[i].raw, full[i].raw, `${path}: the same value`);
      if (!(plugins[i].ref instanceof LazyRef)) continue;
      lazyPlugins++;
      nodes += compareRefs(plugins[i].ref, full[i].ref, [], path);
      assert.deepEqual(plugins[i].configMap?.keyRef?.loc(), full[i].configMap?.keyRef?.loc(), `${path}: the key's place`);
    }
  }
  assert.ok(lazyPlugins >= 40, `enough lazily read plugins compared (${lazyPlugins})`);
  assert.ok(nodes > 1000, `enough nodes compared (${nodes})`);
});

test('a plugin ConfigMap is read again for positions only when a location is asked, and then once', () => {
  const { plugins, reads } = lazily('cm.yaml', cm(TOOL));
  assert.equal(plugins.length, 1);
  const p = plugins[0];
  assert.ok(p.ref instanceof LazyRef && p.ref.document() instanceof EmbeddedLazyDoc);
  assert.equal(p.socketName, 'tool-v1.0');
  assert.deepEqual(p.generate?.args, ['set -euo pipefail\ntool render . >&2 && tool print\n']);
  assert.equal(reads.n, 0, 'no positions made by reading');
  // metadata.name `tool`: line 10, column 13 of the ConfigMap file
  const name = p.nameRef!.loc();
  assert.deepEqual([name.line, name.column, name.endLine, name.endColumn], [10, 13, 10, 17]);
  const version = p.versionRef!.loc();
  assert.deepEqual([version.line, version.column], [12, 16]);
  assert.equal(reads.n, 1, 'the ConfigMap read again once for all its positions');
});

test('what the positioned parse must decide is not read lazily: anchors, merge keys, repeated keys, syntax errors', () => {
  const anchored = lazily('a.yaml', cm(TOOL.replace('  generate:', '  init: &cmd\n    command: [sh]\n  generate:')));
  assert.ok(!(anchored.plugins[0].ref instanceof LazyRef), 'an anchor');
  const merged = lazily('m.yaml', cm(TOOL.replace('  version: v1.0', '  version: v1.0\n  <<: {version: v2.0}')));
  assert.ok(!(merged.plugins[0].ref instanceof LazyRef), 'a merge key');
  assert.equal(merged.plugins[0].socketName, 'tool-v2.0', 'the merged version wins, as in go-yaml');
  const repeated = lazily('b.yaml', cm(TOOL.replace('  version: v1.0', '  version: v1.0\n  version: v2.0')));
  assert.ok(!(repeated.plugins[0]?.ref instanceof LazyRef), 'a repeated key');
  const brokenText = cm(TOOL.replace('[sh, -c]', '[sh, -c'));
  const broken = loadYamlStream('c.yaml', brokenText, { readFile: () => brokenText });
  const extracted = extractLoaded([{ path: 'c.yaml', kind: 'yaml', load: broken }]);
  assert.deepEqual(extracted.plugins, []);
  assert.deepEqual(
    extracted.problems.map((p) => [p.ruleId, p.loc.line]),
    [['yaml-syntax', 14]],
  );
});

test('plugin-schema in a lazily read ConfigMap: YAML 1.1 words are what Argo CD reads, quoted ones are strings', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-lazy-'));
  try {
    writeFileSync(join(dir, 'yes.yaml'), cm(TOOL.replace('  version: v1.0', '  version: v1.0\n  preserveFileMode: yes')));
    writeFileSync(join(dir, 'quoted.yaml'), cm(TOOL.replace('  version: v1.0', '  version: v1.0\n  preserveFileMode: "on"')));
    writeFileSync(join(dir, 'name.yaml'), cm(TOOL.replace('name: tool', 'name: no').replace('  version: v1.0\n', '')));
    const { findings } = await lintIn(dir);
    const schema = findings.filter((f) => f.ruleId === 'plugin-schema');
    assert.deepEqual(brief(schema), ['plugin-schema name.yaml:10:13 error', 'plugin-schema quoted.yaml:13:25 error']);
    assert.match(schema[0].message, /metadata\.name/);
    assert.match(schema[0].hint ?? '', /YAML 1\.1, where an unquoted `no` is not a string/);
    assert.match(schema[1].message, /preserveFileMode/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
