// The options of `cmp-lint params` (parsed by src/args.ts; the command is src/render/params-cli.ts).
import { CONFIG_OPTION, durationArg, formatOption, type CommandSpec } from '../args.js';
import { SANDBOX_OPTIONS } from './sandbox/spec.js';

export const PARAMS_SPEC: CommandSpec = {
  name: 'params',
  usage: 'cmp-lint params [path] --app NAME [options]',
  summary: "show an Application's plugin parameters as the Argo CD UI would",
  description: `Finds the plugin of each source of the Application (discovery, or the named plugin), runs
its parameters.dynamic command like argocd-cmp-server's GetParametersAnnouncement (app directory
of a repository copy, no init, the app-details environment) and prints the announcements:
dynamic first, then static, a later entry of the same name replacing an earlier one, with the
values the Application sets.`,
  options: {
    app: { type: 'string', multiple: true, arg: 'NAME', help: 'the Application' },
    format: formatOption(['text', 'json'], 'text'),
    config: CONFIG_OPTION,
    timeout: { type: 'string', arg: 'DURATION', help: "deadline per source (default 60s, like the API server's call to the repo-server)", parse: durationArg },
    'pass-env': { type: 'string', multiple: true, arg: 'NAME', help: 'let the dynamic command see this variable of your environment' },
    ...SANDBOX_OPTIONS,
    'include-uncommitted': {
      type: 'boolean',
      help: 'also give the plugin the working-tree changes of tracked files (default: the tracked\nfiles of HEAD only, as Argo CD clones them)',
    },
  },
  maxPositionals: 1,
  positionalName: 'paths',
  epilog: 'Exit codes: 0 shown, 1 a source failed (Argo CD would show the error), 2 usage or configuration error.',
};

