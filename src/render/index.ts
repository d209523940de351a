// `render`: run an Application source's plugin locally, exactly as argocd-cmp-server would
// (reference §3 and §4), and turn failures into findings. See README "Render" for the fidelity
// notes and the deliberate differences (mainly: the runner's environment is not inherited).
import { sidecarServing } from '../model/links.js';
import { applySourceOverrides } from './overrides.js';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync } from 'node:fs';
import { removeTreeConcurrently } from './rmtree.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppSource, Command, PluginDef, Sidecar } from '../model/types.js';
import type { Finding } from '../core/finding.js';
import { docsUrl } from '../core/finding.js';
import { effectiveRule, hasDiscovery, pickPlugin, type PickResult } from '../discover/index.js';
import { requestEnv } from './env.js';
import { DEFAULT_TIMEOUT_MS, endGroups, groupsAlive, runCommand, trackDir, untrackDir, argsToLog, type RunOutcome } from './exec.js';
import { parseManifests, ManifestError, type Manifest, type TrackingMethod } from './parse.js';
import { appDirIn, copyRepo, WorkspaceError, type WorkspaceCache, type WorkspaceLease } from './workspace.js';
import type { Spawner } from './spawner.js';
import { argoAppPath, isForeignRepo, applicationRootPath, MANIFEST_GENERATE_PATHS } from './app-path.js';
import { startupView } from './plugin-config.js';
import { dialErrorText } from '../discover/index.js';
import { outOfBoundsMessage, outOfBoundsSymlink } from './sandbox/layout.js';
import { DEFAULT_LIMITS, launchFor, limitText, NO_SANDBOX, foreignDirs, reclaimFromContainer, SandboxError, type RuntimeName, type Sandbox } from './sandbox/index.js';
import { placePlugin, sandboxEnv } from './placement.js';
import { detectNativeType, renderNative, type NativeKind, type SourceKind } from '../native/index.js';
import type { ChartFetchPolicy } from '../native/helm-repo.js';

export { killAll, liveProcessGroups, DEFAULT_TIMEOUT_MS, MAX_STDOUT } from './exec.js';
export { parseManifests, ManifestError, type Manifest } from './parse.js';
export { requestEnv, processEnv, buildVars, parametersJson, parameterEnv, escapeParamName, goExpand, envsubst, instanceName } from './env.js';
export { copyRepo, WorkspaceError, WorkspaceCache } from './workspace.js';

export type RenderStage = 'path' | 'discover' | 'init' | 'generate' | 'parse' | 'workspace' | 'sandbox' | 'appset';

export interface RenderError {
  stage: RenderStage;
  message: string;
  hint?: string;
  /**
   * why it failed, without anything the plugin printed (no stderr, no output excerpt): what a PR
   * comment or job summary may show, e.g. "generate exited with status 1"
   */
  reason?: string;
  /** init/generate failures: the command and what it printed on stderr, for a readable report */
  run?: { argv: string[]; stderr: string };
}

/** Lines of stderr shown under a failed command (the end is where the error usually is). */
const STDERR_TAIL = 15;
/** Lines of one argument (a script) shown in the command. */
const SCRIPT_LINES = 25;

/**
 * A failed render as people read it: the message without the one-line Go-quoted command and the
 * stderr glued to it (Argo CD's text, which is kept in `message`), then the command with each
 * argument on its own line (a multi-line script stays multi-line) and the tail of stderr.
 */
export function readableRenderError(e: RenderError): { message: string; detail?: string } {
  if (!e.run) return { message: e.message };
  const quoted = '`' + argsToLog(e.run.argv) + '` failed ';
  const se = e.run.stderr.trim();
  let message = e.message.replace(quoted, 'the command failed with ');
  if (se && message.endsWith(`: ${se}`)) message = message.slice(0, -(se.length + 2));
  else if (se) {
    const i = message.indexOf(`: ${se}`);
    if (i >= 0) message = message.slice(0, i) + message.slice(i + se.length + 2);
  }
  // one-line arguments on the command line (quoted when they hold spaces); a script below it, as written
  const words: string[] = [];
  const blocks: string[] = [];
  for (const a of e.run.argv) {
    const text = a.replace(/\n+$/, '');
    if (!text.includes('\n')) {
      words.push(text === '' || /[\s'"\\$`]/.test(text) ? `'${text.replace(/'/g, `'\\''`)}'` : text);
      continue;
    }
    words.push(blocks.length ? `<script ${blocks.length + 1} below>` : '<script below>');
    const lines = text.split('\n');
    const shown = lines.length > SCRIPT_LINES ? [...lines.slice(0, SCRIPT_LINES), `… (${lines.length - SCRIPT_LINES} more lines)`] : lines;
    blocks.push(...shown.map((l) => `    ${l}`));
  }
  const out: string[] = [`command: ${words.join(' ')}`, ...blocks];
  if (se) {
    const lines = se.split('\n');
    out.push(lines.length > STDERR_TAIL ? `stderr (last ${STDERR_TAIL} of ${lines.length} lines):` : 'stderr:', ...lines.slice(-STDERR_TAIL).map((l) => `    ${l.length > 500 ? l.slice(0, 500) + '…' : l}`));
  } else out.push('stderr: (empty)');
  return { message, detail: out.join('\n') };
}

export interface RenderOptions {
  /** the repository checkout the app paths are relative to */
  repoRoot: string;
  source: AppSource;
  plugins: PluginDef[];
  sidecars?: Sidecar[];
  /** use this plugin as if the source named it (its discover rule must still match) */
  pluginName?: string;
  /** deadline for the whole request (discovery command, init, generate); default 60 s */
  timeoutMs?: number;
  kubeVersion?: string;
  kubeApiVersions?: string[];
  /** ARGOCD_APP_REVISION; default: `git rev-parse HEAD` in repoRoot, else '' */
  revision?: string;
  /** names of runner variables the plugin may see (everything else is withheld) */
  passEnv?: string[];
  /** Argo CD's own namespace, for ARGOCD_APP_NAME (default "argocd") */
  controlPlaneNamespace?: string;
  /** the repo-server's plugin tar exclusions (Go filepath.Match patterns on repo-relative paths) */
  exclusions?: string[];
  signal?: AbortSignal;
  /** where PATH, LANG, LC_ALL and passEnv values come from (default process.env) */
  hostEnv?: NodeJS.ProcessEnv;
  /** parent of the temp dir (default os.tmpdir()) */
  tmpRoot?: string;
  /** SIGTERM→SIGKILL grace (default 5000 ms, Argo CD's) */
  killGraceMs?: number;
  /** stdout cap in bytes (default 100 MiB) */
  maxStdout?: number;
  /** Argo CD's application.resourceTrackingMethod (default annotation): which metadata maps must hold strings */
  trackingMethod?: TrackingMethod;
  /**
   * reposerver.plugin.use.manifest.generate.paths: the generate request carries only the common root of
   * the app path and the Application's manifest-generate-paths annotation (discovery still gets it all)
   */
  useManifestGeneratePaths?: boolean;
  /** the result of the repo-server's out-of-bounds symlink check when the caller ran it on the
   * whole repository (null: none found); undefined: renderSource checks repoRoot itself */
  outOfBoundsSymlink?: string | null;
  /** where commands run (default: plain processes, `none`) */
  sandbox?: Sandbox;
  /** copies of repoRoot shared by the renders of one run (each render still gets its own copy) */
  workspaceCache?: WorkspaceCache;
  /** charts from Helm repositories: fetched only when this allows it (src/native/helm-repo) */
  fetchCharts?: ChartFetchPolicy;
  /** argocd-cm `kustomize.buildOptions` for Kustomize sources (src/native) */
  kustomizeBuildOptions?: string;
  /** other renders run at the same time on every core (a diff): the Go tools get GOMAXPROCS=1 (src/render/env.ts goToolEnv) */
  sharedCores?: boolean;
  /** the cluster's Argo CD release (v2.13.1): in container mode Kustomize and Helm run in its image */
  argocdVersion?: string;
  /** start commands through this helper process instead of forking this one (src/render/spawner.ts) */
  spawner?: Spawner;
}

export interface RenderResult {
  app: { kind: AppSource['app']['kind']; name: string; namespace?: string; file: string; sourceIndex?: number; path?: string };
  source: AppSource;
  /** socket name of the plugin used */
  plugin?: string;
  pluginMode?: 'named' | 'auto';
  manifests: Manifest[];
  /** generate's stdout minus one trailing newline */
  stdout: string;
  /** generate's stderr (init's too, when init failed) */
  stderr: string;
  timings: { workspaceMs: number; discoverMs: number; initMs: number; generateMs: number; parseMs: number; totalMs: number };
  /** generate succeeded with zero resources (render-empty) */
  empty: boolean;
  /** not rendered, and not a failure: why (not a plugin source, path not in this repository, ...) */
  skipped?: string;
  /** the sandbox the plugin's commands ran in (label), with why a weaker one was used */
  sandbox?: string;
  sandboxNote?: string;
  /** container mode: the image the commands ran in */
  image?: string;
  /** .argocd-source*.yaml files that patched the source */
  overrides?: string[];
  error?: RenderError;
  /** how the source was rendered: a plugin, or Argo CD's built-in Kustomize / Helm / directory (src/native) */
  sourceType?: SourceKind;
  /** native sources: the tool commands run, workspace paths shown as `.` */
  commands?: string[];
}

/** A result with nothing rendered yet: the one starting point of renderSource and of ApplicationSet reports. */
export function emptyResult(source: AppSource, app: RenderResult['app']): RenderResult {
  return {
    app,
    source,
    manifests: [],
    stdout: '',
    stderr: '',
    timings: { workspaceMs: 0, discoverMs: 0, initMs: 0, generateMs: 0, parseMs: 0, totalMs: 0 },
    empty: false,
  };
}

/** The sidecar whose mounted plugin.yaml is this plugin's ConfigMap key (when it can be told). */
/** The sidecar that mounts this plugin's config (its literal env reaches the plugin). */
export function sidecarFor(plugin: PluginDef, sidecars: Sidecar[] = []): Sidecar | undefined {
  return sidecarServing(plugin, sidecars);
}

export function gitRevision(root: string): string {
  try {
    return execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }).trim();
  } catch {
    return '';
  }
}

const secs = (ms: number) => `${+(ms / 1000).toFixed(3)}s`;

/** The tool a failed command could not find: ENOENT on spawn, exit 127, or a shell's "not found". */
export function missingTool(r: RunOutcome): string | undefined {
  if (r.spawnError?.code === 'ENOENT') return r.argv[0];
  if (r.code !== 127) return undefined; // the shell's "command not found" status
  const m = /(?:^|\n)(?:[^\n]*: )?([A-Za-z0-9_.+\-/]+): (?:command )?not found/.exec(r.stderr);
  return m ? m[1] : undefined;
}

function describeRule(p: PluginDef): string {
  const eff = effectiveRule(p.discover);
  if (!eff) return 'no discover rule';
  if (eff.kind === 'command') return `find.command \`${argsToLog([...(eff.value as Command).command, ...(eff.value as Command).args])}\``;
  return `${eff.kind === 'fileName' ? 'fileName' : 'find.glob'}: ${JSON.stringify(eff.value)}`;
}

/** Render one Application source through the plugin Argo CD would pick. Never throws for plugin failures. */
export async function renderSource(opts: RenderOptions): Promise<RenderResult> {
  const t0 = Date.now();
  let s = opts.source;
  const result = emptyResult(s, { kind: s.app.kind, name: s.app.name, namespace: s.app.namespace, file: s.app.file, sourceIndex: s.index, path: s.path });
  const done = () => {
    result.timings.totalMs = Date.now() - t0;
    return result;
  };

  if (s.chart) {
    if (s.templated && /\{\{/.test(`${s.chart} ${s.repoURL ?? ''} ${s.targetRevision ?? ''}`)) {
      result.skipped = `the chart ${JSON.stringify(s.chart)} is an ApplicationSet template`;
      return done();
    }
    // a chart from a Helm repository (src/native/helm-repo: fetched only when allowed)
    return renderNative(opts, s, 'helm', result, t0, opts.revision ?? gitRevision(opts.repoRoot)).then(done);
  }
  if (s.templated && /\{\{/.test(s.path ?? '')) {
    result.skipped = `the path ${JSON.stringify(s.path)} is an ApplicationSet template`;
    return done();
  }
  if (s.index !== undefined && !s.path) {
    // reposerver GenerateManifest: a source of several with neither path nor chart yields nothing
    result.skipped = 'a source without path or chart: Argo CD generates nothing for it (ref-only source)';
    return done();
  }
  if (isForeignRepo(opts.repoRoot, s.repoURL)) {
    result.skipped = `repoURL ${JSON.stringify(s.repoURL)} is not a remote of this repository`;
    return done();
  }
  // The repo-server refuses a repository with out-of-bounds symlinks before anything reads it
  {
    const oob = opts.outOfBoundsSymlink === undefined ? outOfBoundsSymlink(opts.repoRoot) : (opts.outOfBoundsSymlink ?? undefined);
    if (oob !== undefined) {
      result.error = { stage: 'workspace', message: outOfBoundsMessage(oob), hint: workspaceHint('out-of-bounds symlinks') };
      return done();
    }
  }
  // util/app/path Path(): Argo CD fails the app for an absolute path, one leaving the root, a
  // missing path or a file
  const ap = argoAppPath(opts.repoRoot, s.path ?? '');
  if ('error' in ap) {
    result.error = { stage: 'path', message: ap.error, hint: pathHint(ap.code, s.path ?? '') };
    return done();
  }
  const srcAppDir = ap.dir;
  // .argocd-source*.yaml in the app path patch the source first, as on the repo-server
  try {
    const o = applySourceOverrides(s, srcAppDir, opts.controlPlaneNamespace);
    s = o.source;
    result.source = s;
    if (o.files.length) result.overrides = o.files;
  } catch (e) {
    result.error = { stage: 'workspace', message: (e as Error).message };
    return done();
  }
  // Sources this command does not render (not failures)
  const types = opts.pluginName ? ['plugin'] : s.types;
  if (types.length === 1 && types[0] !== 'plugin') {
    // Argo CD's built-in tools (src/native)
    return renderNative(opts, s, types[0] as NativeKind, result, t0, opts.revision ?? gitRevision(opts.repoRoot)).then(done);
  }

  const deadline = t0 + (opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  // only plugins whose sidecar starts have a socket: the others are invisible to discovery and naming
  const refused = new Map<string, { plugin: PluginDef; error: string }>();
  const plugins: PluginDef[] = [];
  for (const p of opts.plugins) {
    const v = startupView(p);
    if (v.plugin) plugins.push(v.plugin);
    else if (!refused.has(p.socketName)) refused.set(p.socketName, { plugin: p, error: v.error ?? '' });
  }
  const hostEnv = opts.hostEnv ?? process.env;
  const base = realpathSync(mkdtempSync(join(opts.tmpRoot ?? tmpdir(), 'cmp-lint-render-')));
  trackDir(base);
  const groups: number[] = [];
  const leases: WorkspaceLease[] = [];
  // the container commands ran in (their files on this machine are uid 999's)
  let ranIn: { rt: RuntimeName; image: string } | undefined;
  try {
    const home = join(base, 'home');
    const tmp = join(base, 'tmp');
    mkdirSync(home);
    mkdirSync(tmp);
    const revision = opts.revision ?? gitRevision(opts.repoRoot);
    const request = requestEnv({
      source: s,
      revision,
      kubeVersion: opts.kubeVersion,
      kubeApiVersions: opts.kubeApiVersions,
      controlPlaneNamespace: opts.controlPlaneNamespace,
    });
    const sandbox = opts.sandbox ?? NO_SANDBOX;
    // Which sandbox (and image) each plugin's commands run in; a failure stops the render
    let sandboxFailure: string | undefined;
    const placed = new Map<PluginDef, Promise<{ sb: Sandbox; image?: string }>>();
    const placeOf = (p: PluginDef) => {
      let got = placed.get(p);
      if (!got) {
        got = placePlugin(sandbox, p, opts.sidecars);
        placed.set(p, got);
      }
      return got;
    };
    const note = (pl: { sb: Sandbox; image?: string }) => {
      if (pl.sb.kind === 'container' && pl.sb.runtime && pl.image) ranIn = { rt: pl.sb.runtime, image: pl.image };
      result.sandbox = pl.sb.label;
      result.image = pl.image;
      if (pl.sb.fallback) result.sandboxNote = pl.sb.fallback;
    };
    const envFor = (p: PluginDef, sb: Sandbox) =>
      sandboxEnv(sb, { hostEnv, home, tmpdir: tmp, passEnv: opts.passEnv, sidecar: sidecarFor(p, opts.sidecars), request });

    // Workspaces: a fresh copy per request kind, reused only while nothing ran in it. With a
    // WorkspaceCache, a copy another render left exactly as laid (checked when it ends) counts as fresh.
    let n = 0;
    const clean = new Map<boolean, string>();
    const workspace = async (preserve: boolean): Promise<string> => {
      const have = clean.get(preserve);
      if (have) return have;
      const t = Date.now();
      let dir = join(base, `ws${n++}`);
      try {
        if (opts.workspaceCache) {
          const lease = await opts.workspaceCache.leaseAsync(opts.repoRoot, { exclusions: opts.exclusions, preserveFileMode: preserve });
          leases.push(lease);
          dir = lease.dir;
        } else {
          mkdirSync(dir);
          copyRepo(opts.repoRoot, dir, { exclusions: opts.exclusions, preserveFileMode: preserve });
        }
      } finally {
        result.timings.workspaceMs += Date.now() - t;
      }
      clean.set(preserve, dir);
      return dir;
    };
    const appDir = (ws: string) => appDirIn(ws, s.path);
    const run = async (cmd: Command, p: PluginDef, ws: string, cwd = appDir(ws)): Promise<RunOutcome> => {
      if (Date.now() >= deadline) {
        // exec.CommandContext with an expired context never starts the command
        return { argv: [...cmd.command, ...cmd.args], stdout: '', stderr: '', code: null, signal: null, timedOut: true, aborted: false, overflow: false, durationMs: 0, error: 'context deadline exceeded' };
      }
      clean.delete(p.preserveFileMode); // a command may change files: the next request gets a new copy
      let pl: { sb: Sandbox; image?: string };
      try {
        pl = await placeOf(p);
      } catch (e) {
        sandboxFailure = (e as Error).message;
        throw e;
      }
      note(pl);
      const r = await runCommand(cmd, {
        cwd,
        env: envFor(p, pl.sb),
        launch: (argv, cwd, env) => launchFor({ sandbox: pl.sb, base, workspace: ws, image: pl.image }, argv, cwd, env),
        deadline,
        signal: opts.signal,
        killGraceMs: opts.killGraceMs,
        maxStdout: opts.maxStdout,
        onGroup: (g) => groups.push(g),
        spawner: opts.spawner,
      });
      return r;
    };

    // 1. which plugin
    let pick: PickResult;
    const td = Date.now();
    try {
      const src = opts.pluginName ? { types: ['plugin' as const], plugin: { ...(s.plugin ?? { env: [], parameters: [], ref: s.ref }), name: opts.pluginName } } : s;
      // pickPlugin reads the app's files only to evaluate a discovery rule: without one (a source
      // naming a plugin that has none, or no plugin with one) no workspace is laid for it
      const named = src.plugin?.name;
      const needsFiles = plugins.some((p) => (!named || p.socketName === named) && hasDiscovery(p.discover));
      const probeDir = needsFiles ? appDir(await workspace(false)) : srcAppDir;
      pick = await pickPlugin(plugins, src, probeDir, {
        run: async (cmd, p) => {
          const plugin = p as PluginDef;
          const r = await run(cmd, plugin, await workspace(plugin.preserveFileMode));
          if (r.timedOut) throw new Error(`${r.error ?? ''} (deadline of ${secs(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS)} exceeded: context deadline exceeded)`);
          if (r.error) throw new Error(r.error);
          return r.stdout;
        },
      });
    } catch (e) {
      if (e instanceof WorkspaceError) {
        result.error = { stage: 'workspace', message: e.message, hint: workspaceHint(e.message) };
        return done();
      }
      throw e;
    } finally {
      result.timings.discoverMs = Date.now() - td - result.timings.workspaceMs;
    }
    if (sandboxFailure !== undefined) {
      result.error = { stage: 'sandbox', message: sandboxFailure };
      return done();
    }
    if (pick.notCmp && !pick.error) {
      // no plugin claims the path: Argo CD's own discovery picks Helm, Kustomize or a directory (src/native)
      await renderNative(opts, s, detectNativeType(srcAppDir), result, t0, revision);
      return done();
    }
    if (!pick.plugin) {
      const name = opts.pluginName ?? s.plugin?.name;
      const down = name ? refused.get(name) : undefined;
      result.error = down
        ? {
            stage: 'discover',
            message: `could not find cmp-server plugin with name ${JSON.stringify(name)} supporting the given repository: ${dialErrorText(`${name}.sock`)}`,
            hint: `the sidecar serving this plugin (${down.plugin.file}) would not start: ${down.error}`,
          }
        : { stage: 'discover', message: pick.error ?? 'could not find plugin supporting the given repository', hint: discoverHint(pick, { ...opts, plugins }, s, refused) };
      return done();
    }
    const plugin = pick.plugin;
    result.plugin = plugin.socketName;
    result.sourceType = 'plugin';
    result.pluginMode = pick.mode === 'named' ? 'named' : 'auto';
    const sidecar = sidecarFor(plugin, opts.sidecars);

    // 2. the workspace for the generate request
    let ws: string;
    try {
      ws = await workspace(plugin.preserveFileMode);
    } catch (e) {
      if (e instanceof WorkspaceError) {
        result.error = { stage: 'workspace', message: e.message, hint: workspaceHint(e.message) };
        return done();
      }
      throw e;
    }

    // manifest-generate-paths mode: the generate request carries only the common root directory
    let genWs = ws;
    let genCwd = appDir(ws);
    if (opts.useManifestGeneratePaths) {
      const rootRel = applicationRootPath(ap.rel, manifestGeneratePaths(s));
      if (rootRel !== '.') {
        const dir = join(base, 'ws-generate-root');
        mkdirSync(dir);
        try {
          copyRepo(join(opts.repoRoot, ...rootRel.split('/')), dir, { exclusions: opts.exclusions, preserveFileMode: plugin.preserveFileMode });
        } catch (e) {
          if (e instanceof WorkspaceError) {
            result.error = { stage: 'workspace', message: e.message, hint: workspaceHint(e.message) };
            return done();
          }
          throw e;
        }
        genWs = dir;
        const below = ap.rel === rootRel ? '' : ap.rel.slice(rootRel.length + 1);
        genCwd = below ? join(dir, ...below.split('/')) : dir;
      }
    }

    const fail = (stage: 'init' | 'generate', r: RunOutcome): RenderResult => {
      const what = `plugin ${JSON.stringify(plugin.socketName)} ${stage}`;
      let message: string;
      if (r.timedOut) message = `${what} timed out after ${secs(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS)}: ${r.error} (Argo CD: context deadline exceeded)`;
      else if (r.aborted) message = `${what} was interrupted: ${r.error}`;
      else if (r.overflow) message = `${what} printed more than ${Math.round((opts.maxStdout ?? 100 * 1024 * 1024) / 1048576)} MiB on stdout: ${r.error}`;
      else if (r.limit) message = `${what} reached the sandbox's ${limitText(r.limit, limitsOf(r))}: ${r.error}`;
      else message = `${what} failed: ${r.error}`;
      result.error = { stage, message, hint: runHint(r, plugin, sidecar, opts, result.image), reason: failReason(stage, r, opts), ...(r.error && !r.spawnError ? { run: { argv: r.argv, stderr: r.stderr } } : {}) };
      return done();
    };

    // 3. init (stdout dropped), then generate, in the plugin's sandbox
    try {
      note(await placeOf(plugin));
    } catch (e) {
      if (!(e instanceof SandboxError)) throw e;
      result.error = { stage: 'sandbox', message: e.message };
      return done();
    }
    if (plugin.init && plugin.init.command.length > 0) {
      const ti = Date.now();
      const r = await run(plugin.init, plugin, genWs, genCwd);
      result.timings.initMs = Date.now() - ti;
      if (r.error) {
        result.stderr = r.stderr;
        return fail('init', r);
      }
    }
    if (!plugin.generate || plugin.generate.command.length === 0) {
      result.error = { stage: 'generate', message: `plugin ${JSON.stringify(plugin.socketName)}: invalid plugin configuration file. spec.generate command should be non-empty` };
      return done();
    }
    const tg = Date.now();
    const g = await run(plugin.generate, plugin, genWs, genCwd);
    result.timings.generateMs = Date.now() - tg;
    result.stdout = g.stdout;
    result.stderr = g.stderr;
    if (g.error) return fail('generate', g);

    // 4. parse
    const tp = Date.now();
    try {
      result.manifests = parseManifests(g.stdout, { trackingMethod: opts.trackingMethod });
    } catch (e) {
      if (!(e instanceof ManifestError)) throw e;
      const where = e.doc ? ` (document ${e.doc}${e.excerpt ? `: ${JSON.stringify(e.excerpt)}` : ''})` : '';
      result.error = {
        stage: 'parse',
        message:
          e.stage === 'limit'
            ? `plugin ${JSON.stringify(plugin.socketName)} generate printed ${e.message}`
            : `plugin ${JSON.stringify(plugin.socketName)} generate printed output Argo CD cannot use: ${e.argoText}${where}`,
        hint:
          e.stage === 'tracking'
            ? 'label and annotation values must be strings: quote values such as "true", "yes", "on" or numbers (YAML 1.1 reads them as booleans and numbers)'
            : e.stage === 'limit'
              ? 'Argo CD itself would take this output; cmp-lint does not render or compare it'
              : 'generate must print only Kubernetes manifests (YAML documents or JSON objects) on stdout; send log lines to stderr (`echo ... >&2`)',
      };
      return done();
    } finally {
      result.timings.parseMs = Date.now() - tp;
    }
    result.empty = result.manifests.length === 0;
    return done();
  } finally {
    endGroups(groups, opts.killGraceMs);
    // a pooled copy goes back only when nothing this render started can still write to it
    const settled = !groupsAlive(groups);
    // a runner that is not root cannot remove what a container made as uid 999: open it up first
    if (ranIn) {
      const roots = [base, ...leases.map((l) => l.dir).filter((d) => !d.startsWith(base + '/'))];
      const foreign = foreignDirs(roots);
      if (foreign.length) await reclaimFromContainer(ranIn.rt, ranIn.image, foreign);
    }
    for (const l of leases) l.release(settled);
    // off the main thread (libuv's pool), so that other renders start and read their output
    // meanwhile; the render is over when its temp dir is gone. A straggler may still be writing:
    // killAll() retries while the dir is tracked
    await removeTreeConcurrently(base);
    untrackDir(base);
  }
}

/** The Application's manifest-generate-paths annotation (an ApplicationSet: its template's). */
function manifestGeneratePaths(s: AppSource): string | undefined {
  const raw = (s.app.ref as unknown as { toJS?: () => unknown } | undefined)?.toJS?.() as Record<string, any> | undefined;
  const meta = s.app.kind === 'ApplicationSet' ? raw?.spec?.template?.metadata : raw?.metadata;
  const v = meta?.annotations?.[MANIFEST_GENERATE_PATHS];
  return typeof v === 'string' ? v : undefined;
}

function pathHint(code: string, path: string): string {
  switch (code) {
    case 'absolute':
      return `spec.source.path is relative to the repository root: write ${JSON.stringify(path.replace(/^\/+/, '') || '.')}`;
    case 'outside':
      return 'spec.source.path cannot leave the repository root';
    case 'not-dir':
      return 'spec.source.path must name a directory (the plugin runs in it), not a file';
    default:
      return 'check spec.source.path for a typo: Argo CD fails the app when the directory does not exist at the target revision';
  }
}

function limitsOf(r: RunOutcome) {
  return r.limits ?? DEFAULT_LIMITS;
}

function failReason(stage: 'init' | 'generate', r: RunOutcome, opts: RenderOptions): string {
  if (r.timedOut) return `${stage} timed out after ${secs(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS)}`;
  if (r.aborted) return `${stage} was interrupted`;
  if (r.overflow) return `${stage} printed more than the stdout limit`;
  if (r.limit) return `${stage} reached the sandbox's ${limitText(r.limit, limitsOf(r))}`;
  if (missingTool(r)) return `${stage} could not find a command`;
  if (r.spawnError) return `${stage} could not be started (${r.spawnError.code ?? 'error'})`;
  if (r.signal) return `${stage} was killed by ${r.signal}`;
  return `${stage} exited with status ${r.code}`;
}

function workspaceHint(msg: string): string | undefined {
  if (msg.includes('out-of-bounds symlinks'))
    return 'Argo CD refuses the whole repository when a symlink is absolute or its target leaves the repository at any step; make every link relative and inside the repository';
  if (msg.includes('illegal filepath in symlink')) return 'Argo CD refuses to unpack a repository whose symlinks point outside it; make the link relative and inside the repository';
  if (msg.includes('no files to send')) return 'a tar exclusion pattern matches the repository root (e.g. `*`), so nothing reaches the plugin';
  if (msg.includes('exclusion pattern')) return 'tar exclusions are Go filepath.Match patterns';
  return undefined;
}

function discoverHint(pick: PickResult, opts: RenderOptions, s: AppSource, refused: Map<string, { plugin: PluginDef; error: string }>): string | undefined {
  const hint = discoverHint1(pick, opts, s);
  if (refused.size === 0 || opts.pluginName || s.plugin?.name) return hint;
  const down = [...refused.values()].map((r) => `${r.plugin.socketName} (${r.plugin.file}: ${r.error})`);
  return `${hint ? hint + '; ' : ''}plugins whose sidecar would not start are never probed: ${down.join('; ')}`;
}

function discoverHint1(pick: PickResult, opts: RenderOptions, s: AppSource): string | undefined {
  const name = opts.pluginName ?? s.plugin?.name;
  if (name) {
    const p = opts.plugins.find((x) => x.socketName === name);
    if (!p) {
      const byMeta = opts.plugins.find((x) => x.name === name && x.version);
      if (byMeta) return `plugin ${JSON.stringify(byMeta.name)} declares version ${JSON.stringify(byMeta.version)} (${byMeta.file}), so Argo CD serves it as ${JSON.stringify(byMeta.socketName)}`;
      const known = opts.plugins.map((x) => x.socketName);
      return known.length ? `plugins in scope: ${known.join(', ')}` : 'no plugin definitions were found in scope';
    }
    return `the plugin's discover rule (${describeRule(p)}, ${p.file}) must also match the app path ${JSON.stringify(s.path ?? '')}; Argo CD evaluates it even for a named plugin`;
  }
  const tried = pick.probes.map((pr) => `${pr.plugin.socketName} (${describeRule(pr.plugin)})`);
  return tried.length ? `discover rules tried in socket-name order: ${tried.join('; ')}` : 'no plugin in scope has a discover rule; name the plugin in spec.source.plugin.name';
}

function runHint(r: RunOutcome, plugin: PluginDef, sidecar: Sidecar | undefined, opts: RenderOptions, image?: string): string | undefined {
  const tool = missingTool(r);
  if (tool && image) return `\`${tool}\` is not in the image ${image} the plugin ran in (container sandbox); the sidecar image must provide it`;
  if (tool) {
    const where = sidecar?.image
      ? `in the cluster it comes from the sidecar image ${sidecar.image} (container ${JSON.stringify(sidecar.name)}, ${sidecar.file})`
      : `in the cluster the sidecar image serving plugin ${JSON.stringify(plugin.socketName)} must provide it`;
    return `\`${tool}\` was not found on this machine's PATH; ${where}. Install it locally (or put a wrapper on PATH) to render`;
  }
  if (r.spawnError?.code === 'EACCES') {
    return plugin.preserveFileMode
      ? `the file is not executable in the repository; set its exec bit (git update-index --chmod=+x)`
      : `without preserveFileMode Argo CD writes every file as 0644, so repository scripts lose their exec bit: run them through a shell (command: [sh, ./script.sh]) or set preserveFileMode: true`;
  }
  if (r.limit) {
    return `cmp-lint limits what a plugin may use while it renders (a pull request's plugin must not exhaust the runner); if this plugin really needs more, raise --${r.limit === 'fileSize' ? 'file-size' : r.limit}`;
  }
  if (r.timedOut) {
    return 'Argo CD stops the plugin at the repo-server deadline (controller.repo.server.timeout.seconds and server.repo.server.timeout.seconds, default 60); raise both, or --timeout here';
  }
  void opts;
  return undefined;
}

/** `render-failed` / `render-empty` findings at each Application source. */
/**
 * `readable`: a failed command's finding says "the command failed with exit status N" and its hint
 * shows the command as written and the stderr tail (for a terminal); otherwise the message is
 * Argo CD's own text (reports and JSON keep it).
 */
export function renderFindings(results: RenderResult[], opts: { readable?: boolean } = {}): Finding[] {
  const out: Finding[] = [];
  for (const r of results) {
    if (!r.error && !r.empty) continue;
    const loc = locOf(r.source);
    const app = `${r.app.kind} ${JSON.stringify(r.app.name)}${r.app.sourceIndex !== undefined ? ` source #${r.app.sourceIndex}` : ''}`;
    if (r.error) {
      const readable = opts.readable ? readableRenderError(r.error) : { message: r.error.message, detail: undefined };
      out.push({
        ruleId: 'render-failed',
        severity: 'error',
        message: `${app}: ${readable.message}`,
        ...loc,
        hint: [r.error.hint, readable.detail].filter(Boolean).join('\n') || undefined,
        docs: docsUrl('render-failed'),
      });
    } else {
      out.push({
        ruleId: 'render-empty',
        severity: 'warning',
        message: `${app}: plugin ${JSON.stringify(r.plugin)} generate succeeded with zero resources; with auto-sync prune Argo CD would delete everything this app owns`,
        ...loc,
        hint: 'make the generate script fail loudly (set -euo pipefail) instead of printing nothing',
        docs: docsUrl('render-empty'),
      });
    }
  }
  return out;
}

function locOf(s: AppSource): { file: string; line: number; column: number; endLine: number; endColumn: number } {
  const ref = (s.ref ?? s.app.ref) as AppSource['ref'] | undefined;
  if (ref && typeof ref.loc === 'function') {
    const l = ref.keyLoc ? ref.keyLoc() : ref.loc();
    return { file: l.file, line: l.line, column: l.column, endLine: l.endLine, endColumn: l.endColumn };
  }
  return { file: s.app.file, line: 1, column: 1, endLine: 1, endColumn: 1 };
}
