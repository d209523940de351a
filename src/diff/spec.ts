// The options of `cmp-lint diff` (parsed by src/args.ts; the command is src/diff/cli.ts).
import { SANDBOX_OPTIONS } from '../render/sandbox/spec.js';
import { formatOption, outputOption, failOnOption, CONFIG_OPTION, durationArg, kubeVersionArg, positiveIntArg, type CommandSpec } from '../args.js';
import { UsageError } from '../core/errors.js';
import { parseArgocdVersion } from '../native/argocd-version.js';

/** `I/N` with 1 <= I <= N. */
function shardArg(v: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(v.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count || count > 10000) throw new UsageError(`--shard: expected I/N with 1 <= I <= N (e.g. 2/4), got '${v}'`);
  return { index, count };
}

function argocdVersionArg(v: string): string {
  if (!parseArgocdVersion(v)) throw new UsageError(`--argocd-version: expected a release like v2.13.1 or 2.13, got '${v}'`);
  return v.trim().startsWith('v') ? v.trim() : `v${v.trim()}`;
}

export const DIFF_SPEC: CommandSpec = {
  name: 'diff',
  usage: 'cmp-lint diff --base REV [options] [paths...] | cmp-lint diff --merge REPORT.json...',
  summary: 'preview a change: render affected apps on base and head, diff them',
  description: `Renders the Applications a change can affect on the base and the head commit (the tracked files
of each laid out in a throwaway repository of its own; your repository is not touched) with their Config Management
Plugins, locally, and shows what would change in the cluster, resource by resource. [paths]
(files or directories) narrow it to the Applications defined there. Uncommitted changes are not
part of the comparison: a note says when there are some.`,
  options: {
    base: { type: 'string', arg: 'REV', help: 'the commit to compare against (e.g. origin/main); required' },
    head: { type: 'string', arg: 'REV', help: 'the commit with the change (default HEAD)' },
    all: { type: 'boolean', help: 'render every Application, not only the affected ones' },
    format: { ...formatOption(['markdown', 'json', 'text'], 'text'), help: 'output format: markdown, json, text\n(default: text on a terminal, markdown otherwise)' },
    output: outputOption(),
    config: CONFIG_OPTION,
    'fail-on': failOnOption(['error', 'warning'], 'a head render finding'),
    concurrency: { type: 'string', arg: 'N', help: 'renders in parallel (default: the number of cores plus one)', parse: positiveIntArg },
    timeout: { type: 'string', arg: 'DURATION', help: "deadline per render, like the repo-server's (default 60s)", parse: durationArg },
    'time-budget': { type: 'string', arg: 'DURATION', help: 'the whole diff: renders not started by then are skipped (default: none)', parse: durationArg },
    'kube-version': { type: 'string', arg: 'V', help: 'KUBE_VERSION for the plugins (e.g. 1.31.2)', parse: kubeVersionArg },
    'argocd-version': { type: 'string', arg: 'V', help: "the Argo CD release the cluster runs (e.g. v2.13.1): the helm and kustomize\nversions it ships are checked against this machine's (default: the argocd image\ntag or install URL found in the base commit)", parse: argocdVersionArg },
    'pass-env': { type: 'string', multiple: true, arg: 'NAME', help: 'let plugins see this variable of your environment' },
    ...SANDBOX_OPTIONS,
    'fetch-charts': { type: 'boolean', help: 'fetch charts from Helm repositories and OCI registries (chart: sources, chart\ndependencies) and value files by URL that the base side already uses; never\nwith credentials (default: off)' },
    shard: { type: 'string', arg: 'I/N', help: 'render only shard I of N of the affected apps (a fixed split by app;\nmerge the --format json reports with --merge)', parse: shardArg },
    merge: { type: 'boolean', help: 'merge the JSON reports of a sharded diff given as arguments (no rendering)' },
  },
  positionalName: 'paths (JSON reports with --merge)',
  epilog: `Secret data/stringData values are never printed: only whether each key changed.
Exit codes: 0 ok, 1 a render fails on head (see --fail-on), 2 usage error, 130 interrupted.`,
};
