// Editors: schemas/ validated by yaml-language-server 1.25.0 itself (the language service inside VS Code's
// YAML extension; 1.x is the line that supports Node 20). Everything runs offline: the raw.githubusercontent
// URLs the README tells users to write are served from this checkout's schemas/ directory, and any other
// request fails, so a test cannot pass by fetching something from the network.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getLanguageService } from 'yaml-language-server';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { REPO, FIXTURES, lintIn } from '../helpers/lint.js';

const RAW = 'https://raw.githubusercontent.com/cmp-lint/cmp-lint/main/';
const EDITOR = join(FIXTURES, 'reach', 'editor');
const README = readFileSync(join(REPO, 'README.md'), 'utf8');
const PLUGIN_SCHEMA = `${RAW}schemas/config-management-plugin.schema.json`;
const CONFIG_SCHEMA = `${RAW}schemas/cmp-lint-config.schema.json`;

interface Assoc {
  uri: string;
  fileMatch: string[];
}

/** A language service like the one the editor runs, with a given set of `yaml.schemas` associations. */
function service(schemas: Assoc[]) {
  const requested: string[] = [];
  const ls = getLanguageService({
    schemaRequestService: async (uri: string) => {
      requested.push(uri);
      let file: string | undefined;
      if (uri.startsWith(RAW)) file = join(REPO, uri.slice(RAW.length));
      else if (uri.startsWith('file://')) file = fileURLToPath(uri);
      if (!file) throw new Error(`offline test: refusing to fetch ${uri}`);
      return readFileSync(file, 'utf8');
    },
    workspaceContext: { resolveRelativePath: (rel: string, resource: string) => new URL(rel, resource).toString() },
  });
  ls.configure({ validate: true, hover: false, completion: false, format: false, schemas });
  return {
    requested,
    /** Diagnostics of `text` opened as `path`, as `line:char-line:char message`, sorted by position. */
    async check(path: string, text = readFileSync(path, 'utf8')) {
      const doc = TextDocument.create(pathToFileURL(path).toString(), 'yaml', 1, text);
      const diags = await ls.doValidation(doc, false);
      for (const d of diags) assert.match(String(d.source), /^yaml-schema: /, `diagnostic from the schema, not the parser: ${d.message}`);
      return diags
        .map((d) => ({ line: d.range.start.line, ch: d.range.start.character, s: `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.message}` }))
        .sort((a, b) => a.line - b.line || a.ch - b.ch)
        .map((d) => d.s);
    },
  };
}

/** The `yaml.schemas` block of the README's VS Code settings, as the server turns it into associations. */
function readmeAssociations(): Assoc[] {
  const block = /## Editor support[\s\S]*?```json\n([\s\S]*?)```/.exec(README);
  assert.ok(block, 'README "Editor support" has a JSON settings block');
  const settings = JSON.parse(block[1]) as { 'yaml.schemas': Record<string, string[]> };
  return Object.entries(settings['yaml.schemas']).map(([uri, fileMatch]) => ({ uri, fileMatch }));
}

test('every schema URL in the README names a file in schemas/', () => {
  const urls = [...README.matchAll(/https:\/\/raw\.githubusercontent\.com\/cmp-lint\/cmp-lint\/main\/(\S+?\.json)/g)].map((m) => m[1]);
  assert.ok(urls.length >= 3, 'modeline, settings and config example all link a schema');
  for (const u of urls) assert.ok(existsSync(join(REPO, u)), `${u} exists`);
  const assoc = readmeAssociations().map((a) => a.uri);
  assert.deepEqual(assoc, [PLUGIN_SCHEMA, CONFIG_SCHEMA]);
});

test('README settings: a plugin.yaml with `command: sh`, an unknown key and a wrong type gets three diagnostics at the right ranges', async () => {
  const ls = service(readmeAssociations());
  const got = await ls.check(join(EDITOR, 'plugin.yaml'));
  assert.deepEqual(got, [
    '6:2-6:10 Property lockRepo is not allowed.', //                  lockRepo: true
    '8:13-8:15 Incorrect type. Expected "array".', //                   command: sh
    '10:20-10:25 Incorrect type. Expected "boolean".', //             preserveFileMode: "yes"
  ]);
  assert.deepEqual(ls.requested, [PLUGIN_SCHEMA], 'only our schema is loaded, from the mirror');

  // The CLI points at the same places (1-based line/column = LSP range + 1).
  const r = await lintIn(EDITOR, ['plugin.yaml']);
  const cli = r.findings.map((f) => `${f.line - 1}:${f.column - 1} ${f.ruleId}`);
  assert.deepEqual(cli, ['6:2 plugin-unknown-field', '8:13 plugin-schema', '10:20 plugin-schema']);
});

test('README settings: a valid plugin has no diagnostics', async () => {
  const ls = service(readmeAssociations());
  assert.deepEqual(await ls.check(join(EDITOR, 'plugin-ok.yaml')), []);
  // The association is by file name: the same bad text as some-other.yaml is not validated.
  const bad = readFileSync(join(EDITOR, 'plugin.yaml'), 'utf8');
  assert.deepEqual(await ls.check(join(EDITOR, 'some-other.yaml'), bad), []);
});

test('modeline with a relative path: `# yaml-language-server: $schema=../…/schemas/…` without any settings', async () => {
  const ls = service([]);
  const got = await ls.check(join(EDITOR, 'modeline-plugin.yaml'));
  assert.deepEqual(got, ['7:13-7:15 Incorrect type. Expected "array".']);
  assert.deepEqual(ls.requested, [pathToFileURL(join(REPO, 'schemas', 'config-management-plugin.schema.json')).toString()]);
});

test('modeline with the README URL: the README plugin modeline on top of a bad plugin file', async () => {
  const modeline = /^# yaml-language-server: \$schema=\S*config-management-plugin\.schema\.json$/m.exec(README);
  assert.ok(modeline, 'README shows the plugin modeline');
  const ls = service([]);
  const text = `${modeline[0]}\n${readFileSync(join(EDITOR, 'plugin.yaml'), 'utf8')}`;
  const got = await ls.check(join(EDITOR, 'anything.yaml'), text);
  assert.deepEqual(got, [
    '7:2-7:10 Property lockRepo is not allowed.',
    '9:13-9:15 Incorrect type. Expected "array".',
    '11:20-11:25 Incorrect type. Expected "boolean".',
  ]);
  assert.deepEqual(ls.requested, [PLUGIN_SCHEMA]);
});

test('.cmp-lint.yaml: the README example is valid, a broken one is flagged at the right ranges', async () => {
  const ls = service(readmeAssociations());
  const example = /## Configuration: `\.cmp-lint\.yaml`\s*```yaml\n([\s\S]*?)```/.exec(README);
  assert.ok(example, 'README has a .cmp-lint.yaml example');
  assert.match(example[1], /^# yaml-language-server: \$schema=https:\S+cmp-lint-config\.schema\.json$/m);
  assert.deepEqual(await ls.check(join(EDITOR, 'example', '.cmp-lint.yaml'), example[1]), []);

  const got = await ls.check(join(EDITOR, 'config-bad', '.cmp-lint.yaml'));
  assert.equal(got.length, 3, got.join('\n'));
  assert.match(got[0], /^1:23-1:27 Value is not accepted\. Valid values: "off", "info", "warning", "error"\.$/); // warn
  assert.equal(got[1], '2:0-2:7 Property ignores is not allowed.');
  assert.equal(got[2], '4:13-4:17 Incorrect type. Expected "string".'); //                             kubeVersion: 1.30
  assert.deepEqual(ls.requested, [CONFIG_SCHEMA]);
});

test('Application, ApplicationSet and AppProject schemas over LSP: a modeline, a diagnostic at the wrong key; the versioned $id does not redirect the load', async () => {
  const ls = service([]);
  for (const [kind, file, bad] of [
    ['Application', 'application', 'spec:\n  project: default\n  destination:\n    server: https://kubernetes.default.svc\n  source:\n    repoURL: https://example.com/r.git\n    path: x\n    plugn:\n      name: x\n'],
    ['ApplicationSet', 'applicationset', 'spec:\n  generators: []\n  template:\n    metadata: {}\n    spec:\n      project: default\n      destination: {}\n  syncPolcy: {}\n'],
    ['AppProject', 'appproject', 'spec:\n  sourceRepo: ["*"]\n'],
  ] as const) {
    const text = `# yaml-language-server: $schema=${RAW}schemas/${file}.schema.json\napiVersion: argoproj.io/v1alpha1\nkind: ${kind}\nmetadata:\n  name: x\n${bad}`;
    const got = await ls.check(join(EDITOR, `${file}.yaml`), text);
    assert.equal(got.length, 1, `${kind}: ${got.join('; ')}`);
    assert.match(got[0], /Property (plugn|syncPolcy|sourceRepo) is not allowed\./);
  }
  assert.deepEqual(
    ls.requested.sort(),
    ['application', 'applicationset', 'appproject'].map((f) => `${RAW}schemas/${f}.schema.json`),
  );
});
