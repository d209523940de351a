// The options of `cmp-lint diff` (parsed by src/args.ts; the command is src/diff/cli.ts).
import { SANDBOX_OPTIONS } from '../render/sandbox/spec.js';
import { formatOption, outputOption, failOnOption, CONFIG_OPTION, durationArg, kubeVersionArg, positiveIntArg, type CommandSpec } from '../args.js';

export const DIFF_SPEC: CommandSpec = {
  name: 'diff',
  usage: 'cmp-lint diff --base REV [options]',
  summary: 'preview a change: render affected apps on base and head, diff them',
  description: `Renders the Applications a change can affect on the base and the head commit (the tracked files
of each laid out in a throwaway repository of its own; your repository is not touched) with their Config Management
Plugins, locally, and shows what would change in the cluster, resource by resource.`,
  options: {
    base: { type: 'string', arg: 'REV', help: 'the commit to compare against (e.g. origin/main); required' },
    head: { type: 'string', arg: 'REV', help: 'the commit with the change (default HEAD)' },
    all: { type: 'boolean', help: 'render every Application, not only the affected ones' },
    format: { ...formatOption(['markdown', 'json', 'text'], 'text'), help: 'output format: markdown, json, text\n(default: text on a terminal, markdown otherwise)' },
    output: outputOption(),
    config: CONFIG_OPTION,
    'fail-on': failOnOption(['error', 'warning'], 'a head render finding'),
    concurrency: { type: 'string', arg: 'N', help: 'renders in parallel (default: the number of cores)', parse: positiveIntArg },
    timeout: { type: 'string', arg: 'DURATION', help: "deadline per render, like the repo-server's (default 60s)", parse: durationArg },
    'kube-version': { type: 'string', arg: 'V', help: 'KUBE_VERSION for the plugins (e.g. 1.31.2)', parse: kubeVersionArg },
    'pass-env': { type: 'string', multiple: true, arg: 'NAME', help: 'let plugins see this variable of your environment' },
    ...SANDBOX_OPTIONS,
  },
  maxPositionals: 0,
  epilog: `Secret data/stringData values are never printed: only whether each key changed.
Exit codes: 0 ok, 1 a render fails on head (see --fail-on), 2 usage error, 130 interrupted.`,
};
