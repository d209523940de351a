// The options of `cmp-lint render` (parsed by src/args.ts; the command is src/render/cli.ts).
import { SANDBOX_OPTIONS } from './sandbox/spec.js';
import { formatOption, outputOption, failOnOption, CONFIG_OPTION, durationArg, kubeVersionArg, type CommandSpec } from '../args.js';

export const RENDER_SPEC: CommandSpec = {
  name: 'render',
  usage: 'cmp-lint render [path] [options]',
  summary: 'run plugins locally as argocd-cmp-server would, print the manifests',
  description: `Runs each selected Application source's Config Management Plugin on this machine the way
argocd-cmp-server would (plugin choice, workspace copy, environment, init then generate,
deadline, output parsing) and prints the manifests as YAML. [path] is a file or directory of the
repository (default: .); the repository root is found through git.`,
  options: {
    app: { type: 'string', multiple: true, arg: 'NAME', help: 'render only this Application' },
    all: { type: 'boolean', help: 'render every Application source that reaches a plugin (default)' },
    plugin: { type: 'string', arg: 'NAME', help: 'use this plugin (socket name, <name>-<version>) as if the source named it' },
    format: formatOption(['yaml', 'json'], 'yaml'),
    output: outputOption('the manifests'),
    out: { type: 'string', arg: 'DIR', help: 'write one YAML file per app source into DIR instead of stdout' },
    config: CONFIG_OPTION,
    'fail-on': failOnOption(['error', 'warning'], 'a render finding (render-failed: error, render-empty: warning)'),
    timeout: { type: 'string', arg: 'DURATION', help: "deadline per source, like the repo-server's (default 60s)", parse: durationArg },
    'kube-version': { type: 'string', arg: 'V', help: 'KUBE_VERSION for the plugin (e.g. 1.31.2); default: config kubeVersion, else empty', parse: kubeVersionArg },
    'api-versions': {
      type: 'string',
      multiple: true,
      arg: 'LIST',
      help: 'KUBE_API_VERSIONS entries, comma-separated (e.g. v1,apps/v1,apps/v1/Deployment);\ndefault: config apiVersions, else empty',
    },
    'use-manifest-generate-paths': {
      type: 'boolean',
      help: "send generate only the common root of the app path and its\nargocd.argoproj.io/manifest-generate-paths annotation (the repo-server's\nreposerver.plugin.use.manifest.generate.paths); default: config",
    },
    'tracking-method': {
      type: 'string',
      arg: 'NAME',
      choices: ['annotation', 'label', 'annotation+label'],
      help: "Argo CD's resource tracking method (default: config, else annotation)",
    },
    'pass-env': {
      type: 'string',
      multiple: true,
      arg: 'NAME',
      help: 'let the plugin see this variable of your environment;\nnothing else is passed except PATH, LANG and LC_ALL',
    },
    ...SANDBOX_OPTIONS,
    'fetch-charts': {
      type: 'boolean',
      help: 'fetch charts from Helm repositories and OCI registries (chart: sources, chart\ndependencies) and value files by URL, never with credentials; charts cached in\n~/.cache/cmp-lint/charts (default: off)',
    },
    'include-uncommitted': {
      type: 'boolean',
      help: 'also give plugins the working-tree changes of tracked files (default: the tracked\nfiles of HEAD only, as Argo CD clones them; untracked and ignored files never reach a plugin)',
    },
  },
  maxPositionals: 1,
  positionalName: 'paths',
  epilog: 'Exit codes: 0 rendered (or nothing to render), 1 a render finding at or above --fail-on,\n            2 usage or configuration error, 130 interrupted.',
};
