import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { analyzeScript, isCatchAllCommand, scriptOfCommand, stdoutWriters } from '../../src/shell/index.js';

// Every init / generate / discover.find command of the ConfigManagementPlugins in
// /work/shared/corpus/real-world (copied, with the source file name, so the test is self-contained).
interface Entry { source: string; plugin?: string; phase: 'init' | 'generate' | 'find'; command: string[]; args: string[] }
const corpus: Entry[] = JSON.parse(readFileSync(new URL('../fixtures/shell/corpus-commands.json', import.meta.url), 'utf8'));

/** One line of facts per command: what a reviewer checks against the script by eye. */
function summary(c: Entry, i: number): string {
  const argv = [...c.command, ...c.args];
  let line = `${i} ${c.source.slice(0, 2)} ${c.phase}: `;
  if (c.phase === 'find') line += `catchAll=${isCatchAllCommand(argv)}`;
  const s = scriptOfCommand(c.command, c.args);
  if (!s) return c.phase === 'find' ? line : `${line}no-shell`;
  const f = analyzeScript(s.script, s);
  const e = f.errexit.set ? (f.errexit.early ? 'early' : 'late') : 'no';
  const masked = f.maskedFailures.map((m) => m.name ?? '=').join(',');
  const pipes = f.pipelines.filter((p) => p.commands > 1 && p.significantUpstream && !p.pipefailActive).length;
  const writers = stdoutWriters(f).map((w) => `${w.name}@${w.offset}`).join(',');
  const reads = [...new Set(f.varReads.filter((v) => !f.assigned.has(v.name)).map((v) => v.name))].join(',');
  return `${line} e=${e} pf=${f.pipefail.set} top=${f.topLevelCommandCount} masked=${masked} pipes=${pipes} w=${writers} reads=${reads}`;
}

test('corpus: every plugin script parses without errors', () => {
  assert.equal(corpus.length, 94);
  for (const c of corpus) {
    const s = scriptOfCommand(c.command, c.args);
    if (!s) continue;
    const f = analyzeScript(s.script, s);
    assert.deepEqual(f.parseErrors, [], `${c.source} ${c.phase}`);
    for (const cmd of f.commands) assert.ok(cmd.offset >= 0 && cmd.end <= s.script.length && cmd.offset < cmd.end, `${c.source} offsets`);
  }
});

test('corpus: facts per command', () => {
  const want = [
    '0 01 init:  e=no pf=false top=0 masked= pipes=0 w=echo@0 reads=',
    '1 01 generate:  e=no pf=false top=0 masked= pipes=0 w= reads=ARGOCD_APP_NAME,ARGOCD_APP_NAMESPACE,ARGOCD_ENV_FOO,KUBE_VERSION,KUBE_API_VERSIONS',
    '2 01 find: catchAll=conditional e=no pf=false top=1 masked= pipes=0 w= reads=',
    '3 02 init:  e=no pf=false top=0 masked= pipes=0 w=echo@0 reads=',
    '4 02 generate:  e=no pf=false top=0 masked= pipes=0 w= reads=ARGOCD_APP_NAME,ARGOCD_APP_NAMESPACE,ARGOCD_ENV_FOO,KUBE_VERSION,KUBE_API_VERSIONS',
    '5 03 generate: no-shell',
    '6 04 init:  e=no pf=false top=0 masked= pipes=0 w= reads=ARGOCD_APP_PARAMETERS',
    '7 04 generate: no-shell',
    '8 05 generate:  e=no pf=false top=1 masked= pipes=0 w= reads=',
    '9 06 generate:  e=no pf=false top=1 masked= pipes=1 w= reads=',
    '10 06 find: catchAll=conditional',
    '11 06 generate:  e=no pf=false top=1 masked= pipes=1 w= reads=ARGOCD_APP_NAME,ARGOCD_APP_NAMESPACE,ARGOCD_ENV_HELM_ARGS',
    '12 06 find: catchAll=conditional e=no pf=false top=1 masked= pipes=0 w=find@0 reads=',
    '13 06 generate: no-shell',
    '14 06 find: catchAll=conditional e=no pf=false top=1 masked= pipes=1 w= reads=',
    '15 07 generate: no-shell',
    '16 07 generate:  e=no pf=false top=1 masked= pipes=1 w= reads=ARGOCD_APP_NAME,ARGOCD_APP_NAMESPACE',
    '17 07 generate:  e=no pf=false top=1 masked= pipes=1 w= reads=ARGOCD_APP_NAME,ARGOCD_APP_NAMESPACE,helm_args',
    '18 07 generate:  e=no pf=false top=1 masked= pipes=1 w= reads=ARGOCD_APP_NAME,ARGOCD_APP_NAMESPACE,ARGOCD_ENV_HELM_VALUES',
    '19 07 generate:  e=no pf=false top=1 masked= pipes=1 w= reads=',
    '20 10 generate: no-shell',
    '21 11 init: no-shell',
    '22 11 generate: no-shell',
    '23 11 find: catchAll=unknown',
    '24 12 init:  e=no pf=false top=1 masked= pipes=0 w=echo@0,helmfile@23 reads=',
    '25 12 generate:  e=no pf=false top=0 masked= pipes=0 w= reads=',
    '26 13 init:  e=no pf=false top=1 masked= pipes=0 w=echo@0,helmfile@23 reads=',
    '27 13 generate:  e=no pf=false top=1 masked= pipes=0 w= reads=',
    '28 14 init: no-shell',
    '29 14 generate: no-shell',
    '30 15 generate: no-shell',
    '31 16 init:  e=no pf=false top=2 masked=nix-shell pipes=0 w= reads=ARGOCD_ENV_NIX_OUTPUT,PARAM_VALUES,PARAM_IMPURE',
    '32 16 generate:  e=no pf=false top=1 masked= pipes=0 w= reads=',
    '33 17 init:  e=no pf=false top=1 masked= pipes=0 w=helm@0 reads=',
    '34 17 generate:  e=no pf=false top=1 masked= pipes=0 w= reads=ARGOCD_APP_NAME,ARGOCD_APP_NAMESPACE,KUBE_VERSION',
    '35 18 generate:  e=no pf=false top=1 masked= pipes=0 w= reads=',
    '36 19 generate:  e=no pf=false top=1 masked= pipes=0 w= reads=',
    '37 20 generate:  e=no pf=false top=1 masked= pipes=0 w= reads=',
    '38 21 generate: no-shell',
    '39 22 init:  e=no pf=false top=1 masked= pipes=0 w= reads=',
    '40 22 generate:  e=no pf=false top=1 masked= pipes=0 w= reads=',
    '41 22 find: catchAll=always',
    '42 23 init: no-shell',
    '43 23 generate: no-shell',
    '44 23 find: catchAll=unknown',
    '45 24 init: no-shell',
    '46 24 generate: no-shell',
    '47 25 init: no-shell',
    '48 25 generate: no-shell',
    '49 25 find: catchAll=unknown',
    '50 26 init: no-shell',
    '51 26 generate:  e=no pf=false top=1 masked= pipes=0 w= reads=ARGOCD_ENV_FILENAME',
    '52 27 init:  e=no pf=false top=0 masked= pipes=0 w=echo@0 reads=',
    '53 27 generate:  e=no pf=false top=1 masked= pipes=0 w= reads=ARGOCD_APP_NAMESPACE',
    '54 28 init:  e=no pf=false top=0 masked= pipes=0 w=echo@0 reads=',
    '55 28 generate:  e=no pf=false top=1 masked= pipes=0 w= reads=ARGOCD_APP_NAMESPACE,ARGOCD_ENV_HELM_ENVIRONMENT',
    '56 29 init:  e=no pf=false top=0 masked= pipes=0 w=echo@1 reads=',
    '57 29 generate:  e=no pf=false top=1 masked= pipes=0 w= reads=ARGOCD_APP_NAMESPACE',
    '58 30 generate: no-shell',
    '59 31 generate:  e=no pf=false top=1 masked= pipes=1 w= reads=',
    '60 31 find: catchAll=conditional',
    '61 31 generate:  e=no pf=false top=1 masked= pipes=1 w= reads=ARGOCD_APP_NAME,ARGOCD_APP_NAMESPACE,ARGOCD_ENV_HELM_ARGS',
    '62 31 find: catchAll=conditional e=no pf=false top=1 masked= pipes=0 w= reads=',
    '63 31 generate: no-shell',
    '64 31 find: catchAll=conditional e=no pf=false top=1 masked= pipes=1 w= reads=',
    '65 32 generate:  e=no pf=false top=1 masked= pipes=1 w= reads=',
    '66 32 find: catchAll=conditional',
    '67 32 generate:  e=no pf=false top=1 masked= pipes=1 w= reads=ARGOCD_APP_NAME,ARGOCD_APP_NAMESPACE,ARGOCD_ENV_HELM_VALUES',
    '68 32 find: catchAll=conditional e=no pf=false top=1 masked= pipes=0 w=find@0 reads=',
    '69 32 generate:  e=no pf=false top=0 masked=cat pipes=0 w= reads=',
    '70 32 find: catchAll=conditional e=no pf=false top=1 masked= pipes=2 w=grep@75 reads=',
    '71 33 generate: no-shell',
    '72 33 find: catchAll=conditional e=no pf=false top=1 masked= pipes=1 w= reads=',
    '73 33 generate:  e=no pf=false top=1 masked= pipes=0 w=echo@78 reads=ARGOCD_ENV_FILE',
    '74 33 find: catchAll=conditional e=no pf=false top=1 masked= pipes=1 w= reads=',
    '75 33 generate: no-shell',
    '76 35 generate:  e=early pf=false top=3 masked=mv,find,/custom-tools/sops,cat pipes=2 w= reads=',
    '77 35 find: catchAll=conditional e=no pf=false top=0 masked= pipes=0 w=find@0 reads=',
    '78 37 init: no-shell',
    '79 37 generate: no-shell',
    '80 38 init:  e=no pf=false top=1 masked=sed pipes=1 w= reads=',
    '81 38 generate:  e=early pf=false top=3 masked==,=,eval,oc pipes=3 w= reads=TEMPLATE_NAME,PARAM_FILE,ARGOCD_APP_NAME,ARGOCD_APP_NAMESPACE',
    '82 38 find: catchAll=conditional e=no pf=false top=1 masked= pipes=1 w= reads=',
    '83 39 generate:  e=no pf=false top=0 masked= pipes=0 w= reads=ARGOCD_APP_NAME,ARGOCD_APP_NAMESPACE,FOO',
    '84 39 find: catchAll=always e=no pf=false top=0 masked= pipes=0 w=echo@0 reads=',
    '85 40 init: no-shell',
    '86 40 generate: no-shell',
    '87 41 generate:  e=no pf=false top=2 masked=homelab pipes=0 w= reads=ARGOCD_ENV_ENVIRONMENT,ARGOCD_ENV_FORMAT,ARGOCD_APP_NAME,ARGOCD_APP_NAMESPACE',
    '88 42 init: no-shell',
    '89 42 generate: no-shell',
    '90 43 generate:  e=no pf=false top=1 masked= pipes=1 w= reads=',
    '91 44 init:  e=early pf=true top=1 masked= pipes=0 w= reads=',
    '92 44 generate:  e=early pf=true top=1 masked= pipes=0 w= reads=ARGOCD_APP_NAME,ARGOCD_APP_NAMESPACE,VALUES_FILE,ARGOCD_ENV',
    '93 45 generate:  e=early pf=false top=5 masked==,= pipes=1 w=echo@180,echo@217,echo@259,echo@284,echo@309,echo@374,echo@610,echo@857,echo@1078 reads=ARGOCD_APP_NAME,ARGOCD_APP_NAMESPACE',
  ];
  assert.deepEqual(corpus.map(summary), want);
});

test('corpus: writer offsets point at the echo lines of 45-timoni', () => {
  const c = corpus.find((x) => x.source.startsWith('45') && x.phase === 'generate')!;
  const s = scriptOfCommand(c.command, c.args)!;
  const texts = stdoutWriters(analyzeScript(s.script, s)).map((w) => s.script.slice(w.offset, w.end));
  assert.deepEqual(texts.slice(0, 2), ['echo "App:       ${ARGOCD_APP_NAME}"', 'echo "Namespace: ${ARGOCD_APP_NAMESPACE}"']);
  assert.equal(texts.length, 9);
});
