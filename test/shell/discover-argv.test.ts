import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isCatchAllCommand, scriptOfCommand } from '../../src/shell/index.js';
import type { CatchAll } from '../../src/shell/index.js';

test('isCatchAllCommand on argv and scripts', () => {
  const table: [string[] | string, CatchAll][] = [
    [['echo', 'hi'], 'always'],
    [['echo', 'yes'], 'always'],
    [['sh', '-c', 'echo "found"'], 'always'],
    [['sh', '-c', 'echo "FOUND"; exit 0'], 'always'],
    [['bash', '-c', 'true && echo ok'], 'always'],
    [['sh', '-c', 'echo found; exit'], 'always'],
    [['sh', '-c', 'echo found; exit $?'], 'always'],
    [['sh', '-c', 'grep -q x f; exit $?'], 'conditional'],
    [['sh', '-c', "sh -c 'echo found'"], 'always'],
    [['find', '.', '-maxdepth', '0'], 'always'],
    [['find', '.'], 'always'],
    [['find', '.', '-type', 'd', '-maxdepth', '0'], 'always'],
    [['ls'], 'always'],
    [['pwd'], 'always'],
    ['unknown-tool; echo yes', 'always'],
    ['if [ -f x ]; then echo a; else echo b; fi', 'always'],
    [['find', '.', '-name', 'helmfile.yaml'], 'conditional'],
    [['find', '.', '-type', 'f'], 'conditional'],
    [['find', './charts'], 'conditional'],
    [['sh', '-c', 'test -f x && echo yes'], 'conditional'],
    [['sh', '-c', 'grep -q x f && echo yes'], 'conditional'],
    [['sh', '-c', '[ -f x ] && echo yes || true'], 'conditional'],
    [['sh', '-c', "find . -name 'Chart.yaml' && find . -name 'values.yaml'"], 'conditional'],
    [['/bin/sh', '-c', "find . -maxdepth 2 -type f -exec grep -l 'ENC\\[' {} + 2>/dev/null || true"], 'conditional'],
    [['sh', '-c', 'echo yes >&2'], 'conditional'],
    [['sh', '-c', 'echo'], 'conditional'],
    [['sh', '-c', 'echo ""'], 'conditional'],
    [['sh', '-c', 'echo "$X"'], 'conditional'],
    [['sh', '-c', 'false'], 'conditional'],
    [['sh', '-c', 'echo yes; exit 1'], 'conditional'],
    [['sh', '-c', ''], 'conditional'],
    [['sh', '-c', 'find . -name "*.yaml" | while read f; do echo "$f"; done'], 'conditional'],
    [['sh', '-c', 'if [ -f x ]; then echo a; fi'], 'conditional'],
    [['argocd-sops-cmp', 'discover'], 'unknown'],
    [['argo-cd-helmfile.sh', 'discover'], 'unknown'],
    [['sh', '-c', 'my-check && echo yes'], 'unknown'],
    [['sh', '-c', 'echo "unterminated'], 'unknown'],
  ];
  for (const [input, want] of table) assert.equal(isCatchAllCommand(input), want, JSON.stringify(input));
});

test('scriptOfCommand', () => {
  const table: [string[], string[], Partial<ReturnType<typeof scriptOfCommand>> | undefined][] = [
    [['sh', '-c', 'echo hi'], [], { shell: 'sh', script: 'echo hi', scriptIndex: 2, errexit: false, pipefail: false, positional: [] }],
    [['/bin/bash', '-c'], ['helm template .'], { shell: 'bash', script: 'helm template .', scriptIndex: 2 }],
    [['sh', '-c'], ['echo $0 $1', 'zero', 'one'], { script: 'echo $0 $1', scriptIndex: 2, positional: ['zero', 'one'] }],
    [['bash', '-ec', 'a; b'], [], { shell: 'bash', errexit: true, scriptIndex: 2 }],
    [['sh', '-xc', 'a'], [], { errexit: false, flags: ['-xc'] }],
    [['bash', '-euo', 'pipefail', '-c', 'a | b'], [], { errexit: true, pipefail: true, scriptIndex: 4, flags: ['-euo', 'pipefail', '-c'] }],
    [['bash', '-o', 'errexit', '-c'], ['a'], { errexit: true, scriptIndex: 4 }],
    [['sh', '-o', 'nounset', '-c'], ['jsonnet x'], { errexit: false, scriptIndex: 4, script: 'jsonnet x' }],
    [['sh', '-e', '+e', '-c', 'a'], [], { errexit: false }],
    [['/usr/bin/env', 'bash', '-c', 'a'], [], { shell: 'bash', scriptIndex: 3 }],
    [['env', 'FOO=1', 'sh', '-c', 'a'], [], { shell: 'sh', scriptIndex: 4 }],
    [['busybox', 'sh', '-c', 'a'], [], { shell: 'busybox-sh', scriptIndex: 3 }],
    [['/bin/ash', '-c'], ['helmwave build'], { shell: 'ash', scriptIndex: 2 }],
    [['bash', '--norc', '-c', 'a'], [], { shell: 'bash', scriptIndex: 3 }],
    [['sh', '/var/run/argocd/helm-plugin/generate.sh'], [], undefined],
    [['/bin/sh'], ['/home/argocd/scripts/init.sh'], undefined],
    [['sh', '-c'], [], undefined],
    [['helm', 'template', '.'], [], undefined],
    [['argocd-vault-plugin', 'generate', '.'], [], undefined],
    [[], [], undefined],
  ];
  for (const [command, args, want] of table) {
    const got = scriptOfCommand(command, args);
    if (want === undefined) assert.equal(got, undefined, JSON.stringify(command));
    else {
      assert.ok(got, JSON.stringify(command));
      for (const [k, v] of Object.entries(want)) assert.deepEqual(got[k as keyof typeof got], v, `${JSON.stringify(command)} ${k}`);
    }
  }
});
