// `cmp-lint render [path] [options]` (options: ./spec.ts): render Application sources through their plugin.
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { escapeLog } from '../report/log-escape.js';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import yaml from 'js-yaml';
import type { AppSource } from '../model/types.js';
import { loadConfig } from '../config.js';
import { renderSource, renderFindings, killAll, gitRevision, WorkspaceCache, type RenderResult } from './index.js';
import { findKustomizeBuildOptions } from '../native/index.js';
import { UsageError } from '../core/errors.js';
import { parseCommand, formatHelp, failure } from '../args.js';
import { RENDER_SPEC } from './spec.js';
import { STOP_SIGNALS, trackDir, untrackDir } from './exec.js';
import { describeLayout, layoutNotes, LayoutError, prepareWorkspace, type Workspace } from './sandbox/layout.js';
import { resolveSandbox, SandboxError, type Sandbox, type SandboxRequest } from './sandbox/index.js';
import { sandboxRequest } from './sandbox/spec.js';
import { SEVERITY_RANK } from '../core/finding.js';

export interface RenderIO {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
}

export const RENDER_HELP = formatHelp(RENDER_SPEC);

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
  format: 'yaml' | 'json';
  output?: string;
  config?: string;
  failOn: 'error' | 'warning' | 'never';
  apiVersions?: string[];
  useManifestGeneratePaths?: boolean;
  trackingMethod?: 'annotation' | 'label' | 'annotation+label';
  includeUncommitted: boolean;
  sandbox: SandboxRequest;
  fetchCharts?: boolean;
}

/** The render options of argv (see RENDER_SPEC); throws UsageError. */
export function parseRenderArgs(argv: string[], cwd = process.cwd()): Args {
  const { values: v, positionals } = parseCommand(RENDER_SPEC, argv, cwd);
  const a: Args = { apps: v.app ?? [], all: !!v.all, passEnv: v['pass-env'] ?? [], help: !!v.help, format: v.format ?? 'yaml', failOn: v['fail-on'] ?? 'error', includeUncommitted: !!v['include-uncommitted'], sandbox: sandboxRequest(v) };
  for (const [k, name] of [['path', 0], ['plugin', 'plugin'], ['out', 'out'], ['timeoutMs', 'timeout'], ['kubeVersion', 'kube-version'], ['output', 'output'], ['config', 'config']] as const) {
    const val = typeof name === 'number' ? positionals[name] : v[name];
    if (val !== undefined) (a as unknown as Record<string, unknown>)[k] = val;
  }
  if (v['api-versions']) a.apiVersions = splitApiVersions(v['api-versions']);
  if (v['use-manifest-generate-paths']) a.useManifestGeneratePaths = true;
  if (v['tracking-method']) a.trackingMethod = v['tracking-method'];
  if (v['fetch-charts']) a.fetchCharts = true;
  if (a.all && a.apps.length) throw new UsageError('--app and --all cannot be used together');
  if (a.out !== undefined && a.output !== undefined) throw new UsageError('--out (a file per source) and --output (one file) cannot be used together');
  if (a.out !== undefined && a.format !== 'yaml') throw new UsageError('--out writes YAML files; --format json goes to stdout or --output');
  return a;
}

/** `--api-versions a,b --api-versions c` → [a, b, c]. */
export function splitApiVersions(values: string[]): string[] {
  return values.flatMap((v) => v.split(',')).map((x) => x.trim()).filter((x) => x !== '');
}

const appLabel = (s: AppSource) => `${s.app.kind} ${JSON.stringify(s.app.name)}${s.index !== undefined ? ` source #${s.index}` : ''}`;

/** Multi-document YAML of a render result's manifests. */
export function manifestsYaml(r: RenderResult): string {
  const head = `# ${r.app.kind} ${r.app.name}${r.app.sourceIndex !== undefined ? ` (source #${r.app.sourceIndex})` : ''} from ${r.app.file}, plugin ${r.plugin}${r.sandbox ? `, sandbox ${r.sandbox}${r.image ? ` (${r.image})` : ''}` : ''}\n`;
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

/** The top of the git work tree holding `p` (a file or directory), if any. */
function gitTopLevel(p: string): string | undefined {
  let dir = p;
  try {
    if (!statSync(p).isDirectory()) dir = dirname(p);
  } catch {
    return undefined;
  }
  const r = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return r.status === 0 && r.stdout.trim() ? r.stdout.trim() : undefined;
}

function within(file: string, target: string): boolean {
  const r = relative(target, file);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
}

export async function renderCommand(argv: string[], io: RenderIO): Promise<number> {
  try {
    return await render(argv, io);
  } catch (e) {
    return failure(RENDER_SPEC, e, io);
  }
}

async function render(argv: string[], io: RenderIO): Promise<number> {
  const args = parseRenderArgs(argv, io.cwd);
  if (args.help) {
    io.stdout(RENDER_HELP);
    return 0;
  }
  const config = loadConfig(io.cwd, args.config);
  const target = resolve(io.cwd, args.path ?? '.');
  if (!existsSync(target)) throw new UsageError(`no such file or directory: ${args.path}`, false);
  const lint = await import('../lint.js');
  // plugins and sidecars come from the whole repository (as the cluster has them all); the path given
  // only chooses which Applications are rendered
  const root = gitTopLevel(target) ?? lint.findRepoRoot(target);
  const loaded = await lint.loadModel([root], { cwd: io.cwd, config, root });
  const model = loaded.model;
  let workspaceText = '';
  let sources = model.sources.filter((s) => within(resolve(io.cwd, s.app.file), target));
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

  let sandbox: Sandbox;
  try {
    sandbox = resolveSandbox(args.sandbox);
  } catch (e) {
    if (e instanceof SandboxError) {
      io.stderr(`cmp-lint render: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  const ac = new AbortController();
  const onSignal = () => {
    ac.abort();
    killAll();
  };
  // CI cancellation and `timeout` send SIGTERM, a closed terminal SIGHUP: clean up the same way
  for (const sig of STOP_SIGNALS) process.once(sig, onSignal);
  const results: RenderResult[] = [];
  const tmp = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-layout-')));
  trackDir(tmp);
  let ws: Workspace;
  try {
    try {
      ws = await prepareWorkspace(model.root, tmp, { includeUncommitted: args.includeUncommitted });
    } catch (e) {
      if (e instanceof LayoutError) {
        io.stderr(`cmp-lint render: ${e.message}\n`);
        return 2;
      }
      throw e;
    }
    workspaceText = describeLayout(ws.info);
    io.stderr(`cmp-lint render: workspace: ${workspaceText}; sandbox: ${sandbox.label}${sandbox.fallback ? ` (${sandbox.fallback})` : ''}\n`);
    for (const n of layoutNotes(ws.info)) io.stderr(`note: ${n}\n`);
    if (!sandbox.isolated) io.stderr(`note: plugin code is not isolated from this machine (sandbox ${sandbox.label}): ${sandbox.detail}\n`);
    const revision = ws.info.revision || gitRevision(model.root);
    const wsCache = new WorkspaceCache(join(tmp, 'pristine'));
    const kustomizeBuildOptions = findKustomizeBuildOptions(model.root, model.files);
    for (const s of sources) {
      if (ac.signal.aborted) break;
      results.push(
        await renderSource({
          repoRoot: ws.root,
          source: s,
          plugins: model.plugins,
          sidecars: model.sidecars,
          pluginName: args.plugin,
          timeoutMs: args.timeoutMs ?? config.render.timeoutMs,
          kubeVersion: args.kubeVersion ?? config.kubeVersion,
          kubeApiVersions: args.apiVersions ?? config.apiVersions,
          useManifestGeneratePaths: args.useManifestGeneratePaths ?? config.render.useManifestGeneratePaths,
          trackingMethod: args.trackingMethod ?? config.render.trackingMethod,
          revision,
          passEnv: [...config.render.env, ...args.passEnv],
          exclusions: config.render.exclude,
          signal: ac.signal,
          tmpRoot: tmp,
          outOfBoundsSymlink: ws.oob ?? null,
          sandbox,
          workspaceCache: wsCache,
          kustomizeBuildOptions,
          fetchCharts: { enabled: !!args.fetchCharts },
        }),
      );
    }
  } finally {
    for (const sig of STOP_SIGNALS) process.removeListener(sig, onSignal);
    rmSync(tmp, { recursive: true, force: true, maxRetries: 3 });
    untrackDir(tmp);
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
    const findings = renderFindings(results, { readable: true }); // a terminal: the script as written, the stderr tail
    const text =
      args.format === 'json'
        ? JSON.stringify(
            {
              version: 1,
              workspace: workspaceText,
              sandbox: { requested: args.sandbox.mode, used: [...new Set(results.map((r) => r.sandbox).filter(Boolean))] },
              results: results.map((r) => ({ app: r.app, sourceType: r.sourceType ?? null, plugin: r.plugin ?? null, sandbox: r.sandbox ?? null, image: r.image ?? null, status: r.error ? 'failed' : r.skipped ? 'skipped' : 'rendered', reason: r.error?.message ?? r.skipped ?? null, manifests: r.manifests })),
              findings,
            },
            null,
            2,
          ) + '\n'
        : rendered.map(manifestsYaml).join('');
    if (args.output) writeFileSync(resolve(io.cwd, args.output), text);
    else io.stdout(text);
  }

  const findings = renderFindings(results, { readable: true }); // a terminal: the script as written, the stderr tail
  for (const f of findings) {
    io.stderr(escapeLog(`${f.file}:${f.line}:${f.column}  ${f.severity}  ${f.message}  ${f.ruleId}`) + '\n');
    if (f.hint) io.stderr(escapeLog(`  hint: ${f.hint.split('\n').join('\n        ')}`) + '\n');
  }
  const explicit = args.apps.length > 0;
  for (const r of results) {
    if (!r.skipped) continue;
    if (!explicit && /^not a plugin source|built-in Helm/.test(r.skipped)) continue;
    io.stderr(`note: ${appLabel(r.source)} (${r.app.file}) not rendered: ${r.skipped}\n`);
  }
  if (results.every((r) => r.skipped)) {
    io.stderr(`cmp-lint render: no Application source in ${args.path ?? '.'} was rendered (${model.plugins.length} plugin definition${model.plugins.length === 1 ? '' : 's'} in scope)\n`);
  }
  if (args.failOn === 'never') return 0;
  return findings.some((f) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK[args.failOn as 'error' | 'warning']) ? 1 : 0;
}
