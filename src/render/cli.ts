// `cmp-lint render [path] [--app NAME | --all] [--plugin NAME] [--out DIR] [--timeout 60s]
//  [--kube-version 1.x.y] [--pass-env NAME]...`: render Application sources through their plugin.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import yaml from 'js-yaml';
import type { AppSource } from '../model/types.js';
import { loadConfig, parseDuration, ConfigError } from '../config.js';
import { renderSource, renderFindings, killAll, gitRevision, type RenderResult } from './index.js';
import { UsageError } from '../core/errors.js';

export interface RenderIO {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
}

export const RENDER_HELP = `Usage: cmp-lint render [path] [options]

Runs each selected Application source's Config Management Plugin on this machine the way
argocd-cmp-server would (plugin choice, workspace copy, environment, init then generate,
deadline, output parsing) and prints the manifests as YAML.

Options:
  --app NAME          render only this Application (repeatable)
  --all               render every Application source that reaches a plugin (default)
  --plugin NAME       use this plugin (socket name, <name>-<version>) as if the source named it
  --out DIR           write one YAML file per app source into DIR instead of stdout
  --timeout DURATION  deadline per source, like the repo-server's (default 60s)
  --kube-version V    KUBE_VERSION for the plugin (e.g. 1.31.2); default: config kubeVersion, else empty
  --pass-env NAME     let the plugin see this variable of your environment (repeatable);
                      nothing else is passed except PATH, LANG and LC_ALL
  -h, --help          show this help

Exit codes: 0 rendered (or nothing to render), 1 a render failed, 2 usage or configuration error.
`;

interface Args {
  path?: string;
  apps: string[];
  all: boolean;
  plugin?: string;
  out?: string;
  timeoutMs?: number;
  kubeVersion?: string;
  passEnv: string[];
  help: boolean;
}


export function parseRenderArgs(argv: string[]): Args {
  const a: Args = { apps: [], all: false, passEnv: [], help: false };
  const value = (i: number, flag: string): string => {
    const v = argv[i];
    if (v === undefined || (v.startsWith('-') && v !== '-')) throw new UsageError(`${flag} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    let arg = argv[i];
    let inline: string | undefined;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    if (eq > 0) {
      inline = arg.slice(eq + 1);
      arg = arg.slice(0, eq);
    }
    const take = (flag: string) => (inline !== undefined ? inline : value(++i, flag));
    switch (arg) {
      case '-h':
      case '--help':
        a.help = true;
        break;
      case '--all':
        a.all = true;
        break;
      case '--app':
        a.apps.push(take(arg));
        break;
      case '--plugin':
        a.plugin = take(arg);
        break;
      case '--out':
        a.out = take(arg);
        break;
      case '--timeout': {
        const v = take(arg);
        const ms = parseDuration(v);
        if (ms === undefined) throw new UsageError(`--timeout: cannot read \`${v}\` as a duration (use 60s, 2m or a number of seconds)`);
        a.timeoutMs = ms;
        break;
      }
      case '--kube-version': {
        const v = take(arg);
        if (!/^v?\d+\.\d+(\.\d+)?([-+].*)?$/.test(v)) throw new UsageError(`--kube-version: \`${v}\` is not a Kubernetes version like 1.31.2`);
        a.kubeVersion = v;
        break;
      }
      case '--pass-env':
        a.passEnv.push(take(arg));
        break;
      default:
        if (arg.startsWith('-') && arg !== '-') throw new UsageError(`unknown option ${arg}`);
        if (a.path !== undefined) throw new UsageError(`only one path can be rendered at a time (got ${a.path} and ${arg})`);
        a.path = arg;
    }
  }
  if (a.all && a.apps.length) throw new UsageError('--app and --all cannot be used together');
  return a;
}

const appLabel = (s: AppSource) => `${s.app.kind} ${JSON.stringify(s.app.name)}${s.index !== undefined ? ` source #${s.index}` : ''}`;

/** Multi-document YAML of a render result's manifests. */
export function manifestsYaml(r: RenderResult): string {
  const head = `# ${r.app.kind} ${r.app.name}${r.app.sourceIndex !== undefined ? ` (source #${r.app.sourceIndex})` : ''} from ${r.app.file}, plugin ${r.plugin}\n`;
  const docs = r.manifests.map((m) => '---\n' + yaml.dump(m, { lineWidth: -1, noRefs: true, sortKeys: false }));
  return head + docs.join('');
}

/** File name for --out: the app name (plus source index), made safe and unique. */
export function outFileName(r: RenderResult, taken: Set<string>): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_') || 'app';
  let base = safe(r.app.name) + (r.app.sourceIndex !== undefined ? `-${r.app.sourceIndex}` : '');
  if (taken.has(base) && r.app.namespace) base = `${safe(r.app.namespace)}_${base}`;
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  taken.add(name);
  return name + '.yaml';
}

export async function renderCommand(argv: string[], io: RenderIO): Promise<number> {
  let args: Args;
  try {
    args = parseRenderArgs(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`cmp-lint render: ${e.message}\n\n${RENDER_HELP}`);
      return 2;
    }
    throw e;
  }
  if (args.help) {
    io.stdout(RENDER_HELP);
    return 0;
  }
  let config;
  try {
    config = loadConfig(io.cwd);
  } catch (e) {
    if (e instanceof ConfigError) {
      io.stderr(`cmp-lint render: ${e.describe()}\n`);
      return 2;
    }
    throw e;
  }
  const target = resolve(io.cwd, args.path ?? '.');
  const lint = await import('../lint.js');
  let loaded;
  try {
    loaded = await lint.loadModel([target], { cwd: io.cwd, config, root: lint.findRepoRoot(target) });
  } catch (e) {
    if (e instanceof lint.InputError) {
      io.stderr(`cmp-lint render: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  const model = loaded.model;
  let sources = model.sources;
  if (args.apps.length) {
    const missing = args.apps.filter((n) => !sources.some((s) => s.app.name === n));
    if (missing.length) {
      const names = [...new Set(sources.map((s) => s.app.name))].sort();
      io.stderr(`cmp-lint render: no Application named ${missing.map((m) => JSON.stringify(m)).join(', ')}${names.length ? ` (found: ${names.join(', ')})` : ''}\n`);
      return 2;
    }
    sources = sources.filter((s) => args.apps.includes(s.app.name));
  }
  if (args.plugin && !model.plugins.some((p) => p.socketName === args.plugin)) {
    io.stderr(`cmp-lint render: no plugin ${JSON.stringify(args.plugin)} in scope (plugins: ${model.plugins.map((p) => p.socketName).join(', ') || 'none'})\n`);
    return 2;
  }

  const ac = new AbortController();
  const onSigint = () => {
    ac.abort();
    killAll();
  };
  process.once('SIGINT', onSigint);
  process.once('SIGTERM', onSigint); // CI cancellation and `timeout` send SIGTERM: clean up the same way
  const results: RenderResult[] = [];
  try {
    const revision = gitRevision(model.root);
    for (const s of sources) {
      if (ac.signal.aborted) break;
      results.push(
        await renderSource({
          repoRoot: model.root,
          source: s,
          plugins: model.plugins,
          sidecars: model.sidecars,
          pluginName: args.plugin,
          timeoutMs: args.timeoutMs ?? config.render.timeoutMs,
          kubeVersion: args.kubeVersion ?? config.kubeVersion,
          revision,
          passEnv: [...config.render.env, ...args.passEnv],
          exclusions: config.render.exclude,
          signal: ac.signal,
        }),
      );
    }
  } finally {
    process.removeListener('SIGINT', onSigint);
    process.removeListener('SIGTERM', onSigint);
  }
  if (ac.signal.aborted) {
    io.stderr('cmp-lint render: interrupted\n');
    return 130;
  }

  const rendered = results.filter((r) => !r.error && !r.skipped);
  const taken = new Set<string>();
  if (args.out) {
    const dir = resolve(io.cwd, args.out);
    mkdirSync(dir, { recursive: true });
    for (const r of rendered) {
      const f = join(dir, outFileName(r, taken));
      writeFileSync(f, manifestsYaml(r));
      io.stderr(`wrote ${f} (${r.manifests.length} resource${r.manifests.length === 1 ? '' : 's'})\n`);
    }
  } else {
    for (const r of rendered) io.stdout(manifestsYaml(r));
  }

  for (const f of renderFindings(results)) {
    io.stderr(`${f.file}:${f.line}:${f.column}  ${f.severity}  ${f.message}  ${f.ruleId}\n`);
    if (f.hint) io.stderr(`  hint: ${f.hint}\n`);
  }
  const explicit = args.apps.length > 0;
  for (const r of results) {
    if (!r.skipped) continue;
    if (!explicit && /^not a plugin source|built-in Helm/.test(r.skipped)) continue;
    io.stderr(`note: ${appLabel(r.source)} (${r.app.file}) not rendered: ${r.skipped}\n`);
  }
  if (results.every((r) => r.skipped)) {
    io.stderr(`cmp-lint render: no Application source in ${args.path ?? '.'} reaches a plugin (${model.plugins.length} plugin definition${model.plugins.length === 1 ? '' : 's'} in scope)\n`);
  }
  return results.some((r) => r.error) ? 1 : 0;
}
