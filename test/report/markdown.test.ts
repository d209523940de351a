import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapeCell, findingsTable } from '../../src/report/markdown.js';
import { docsUrl } from '../../src/core/finding.js';
import { sampleFindings } from './sample.js';

test('a sorted table with rules linked to their docs', () => {
  const [envPrefix, , command] = sampleFindings();
  assert.equal(
    findingsTable([command, envPrefix]),
    [
      '| Severity | Location | Rule | Message |',
      '| --- | --- | --- | --- |',
      `| warning | plugin.yaml:8 | [plugin-env-prefix](${docsUrl('plugin-env-prefix')}) | "$KUBE_VERSION" is never set: Argo CD passes user variables as ARGOCD_ENV_KUBE_VERSION<br>hint: use "$ARGOCD_ENV_KUBE_VERSION" and set env: [{name: KUBE_VERSION, value: …}] in the Application |`,
      `| error | repo-server.yaml:11 | [sidecar-command](${docsUrl('sidecar-command')}) | sidecar "helmfile" runs /bin/sh, not argocd-cmp-server, so no plugin socket appears<br>hint: command: [/var/run/argocd/argocd-cmp-server] |`,
      '',
    ].join('\n'),
  );
});

test('cells escape pipes, newlines and HTML', () => {
  assert.equal(escapeCell('a | b\nc\r\nd <e> & f'), 'a \\| b<br>c<br>d &lt;e&gt; &amp; f');
  const row = findingsTable([{ ...sampleFindings()[4], message: 'x | y\nz', hint: undefined }]).split('\n')[2];
  assert.equal(row.split(/(?<!\\)\|/).length, 6, row); // 4 cells between 5 unescaped pipes
  assert.ok(row.includes('x \\| y<br>z'));
});

test('max rows, file links, and nothing for no findings', () => {
  const table = findingsTable(sampleFindings(), { max: 2, fileUrl: (f, l) => `https://example.test/blob/abc/${f}#L${l}` });
  const lines = table.trimEnd().split('\n');
  assert.equal(lines.length, 6);
  assert.ok(lines[2].startsWith('| info | [Dockerfile:2](https://example.test/blob/abc/Dockerfile#L2) |'), lines[2]);
  assert.equal(lines[5], '…and 3 more findings not shown.');
  assert.equal(findingsTable([]), '');
});
