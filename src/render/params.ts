// `cmp-lint params`: the parameter announcements the Argo CD UI shows for an Application source
// (reposerver GetAppDetails → populatePluginAppDetails → cmp-server GetParametersAnnouncement):
// the plugin is found as for app details (discovery, or the named plugin), then its
// `parameters.dynamic` command runs in the app directory of a full repository copy, without
// `init`, with only ARGOCD_APP_NAME, ARGOCD_APP_SOURCE_REPO_URL, ARGOCD_APP_SOURCE_PATH,
// ARGOCD_APP_SOURCE_TARGET_REVISION, ARGOCD_ENV_* and the parameter variables in its request
// environment. Its stdout must be a JSON array of announcements; the sidecar answers
// dynamic-then-static, and a later entry of the same name wins in the UI.
import { mkdirSync, mkdtempSync, realpathSync } from 'node:fs';
import { removeTree } from './rmtree.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppSource, PluginDef, Sidecar } from '../model/types.js';
import { pickPlugin } from '../discover/index.js';
import { envsubst, instanceName, parameterEnv, paramValues, type EnvList, type ParamValue } from './env.js';
import { DEFAULT_TIMEOUT_MS, endGroups, runCommand, trackDir, untrackDir, type RunOutcome } from './exec.js';
import { copyRepo, WorkspaceError } from './workspace.js';
import { argoAppPath, isForeignRepo } from './app-path.js';
import { startupView, goConfigOf, decodeAnnouncements } from './plugin-config.js';
import { goJsonSyntaxError } from './parse.js';
import { sidecarFor } from './index.js';
import { launchFor, NO_SANDBOX, type Sandbox } from './sandbox/index.js';
import { placePlugin, sandboxEnv } from './placement.js';
import { applySourceOverrides } from './overrides.js';

export interface Announcement {
  name?: string;
  title?: string;
  tooltip?: string;
  required?: boolean;
  itemType?: string;
  collectionType?: string;
  string?: string;
  array?: string[];
  map?: Record<string, string>;
  /** where it came from */
  origin: 'dynamic' | 'static';
}

export interface ParamsOptions {
  repoRoot: string;
  source: AppSource;
  plugins: PluginDef[];
  sidecars?: Sidecar[];
  timeoutMs?: number;
  passEnv?: string[];
  controlPlaneNamespace?: string;
  exclusions?: string[];
  hostEnv?: NodeJS.ProcessEnv;
  tmpRoot?: string;
  killGraceMs?: number;
  signal?: AbortSignal;
  /** where the dynamic and find commands run (as for render); default: no sandbox */
  sandbox?: Sandbox;
}

export interface ParamsResult {
  source: AppSource;
  plugin?: string;
  /** what GetParametersAnnouncement returns: dynamic first, then static */
  announcements: Announcement[];
  /** what the UI lists: one entry per name, the later (static) one winning */
  merged: Announcement[];
  /** the values the Application sets (spec.source.plugin.parameters) */
  values: ParamValue[];
  dynamic?: { argv: string[]; stdout: string; stderr: string };
  skipped?: string;
  error?: string;
}

/** The request environment of GetParametersAnnouncement (reposerver populatePluginAppDetails). */
export function announcementEnv(s: AppSource, controlPlaneNamespace?: string): EnvList {
  const vars: EnvList = [
    ['ARGOCD_APP_NAME', instanceName(s.app.name, s.app.namespace, controlPlaneNamespace)],
    ['ARGOCD_APP_SOURCE_REPO_URL', s.repoURL ?? ''],
    ['ARGOCD_APP_SOURCE_PATH', s.path ?? ''],
    ['ARGOCD_APP_SOURCE_TARGET_REVISION', s.targetRevision ?? ''],
  ];
  const env: EnvList = [...vars];
  if (s.plugin) {
    for (const e of s.plugin.env) env.push([`ARGOCD_ENV_${e.name}`, envsubst(e.value, vars)]);
    env.push(...parameterEnv(paramValues(s)));
  }
  return env;
}

/** Later entries of the same name replace earlier ones, in place of the first (the UI's view). */
export function mergeAnnouncements(list: Announcement[]): Announcement[] {
  const out: Announcement[] = [];
  const at = new Map<string, number>();
  for (const a of list) {
    const k = a.name ?? '';
    const i = at.get(k);
    if (i === undefined) {
      at.set(k, out.length);
      out.push(a);
    } else out[i] = a;
  }
  return out;
}

const secs = (ms: number) => `${+(ms / 1000).toFixed(3)}s`;

export async function sourceParams(opts: ParamsOptions): Promise<ParamsResult> {
  let s = opts.source;
  const result: ParamsResult = { source: s, announcements: [], merged: [], values: paramValues(s) };
  if (s.chart) return { ...result, skipped: `a Helm repository chart (${s.chart})` };
  if (s.templated && /\{\{/.test(s.path ?? '')) return { ...result, skipped: `the path ${JSON.stringify(s.path)} is an ApplicationSet template` };
  if (isForeignRepo(opts.repoRoot, s.repoURL)) return { ...result, skipped: `repoURL ${JSON.stringify(s.repoURL)} is not a remote of this repository` };
  const ap = argoAppPath(opts.repoRoot, s.path ?? '');
  if ('error' in ap) return { ...result, error: ap.error };
  try {
    const o = applySourceOverrides(s, ap.dir, opts.controlPlaneNamespace);
    s = o.source;
    result.source = s;
    result.values = paramValues(s);
  } catch (e) {
    return { ...result, error: (e as Error).message };
  }
  if (s.types.length > 1) return { ...result, error: `multiple application sources defined: ${s.types.join(',')}` };
  if (s.types.length === 1 && s.types[0] !== 'plugin') return { ...result, skipped: `not a plugin source (${s.types[0]})` };

  const plugins = opts.plugins.map((p) => startupView(p).plugin).filter((p): p is PluginDef => p !== undefined);
  const deadline = Date.now() + (opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const base = realpathSync(mkdtempSync(join(opts.tmpRoot ?? tmpdir(), 'cmp-lint-params-')));
  trackDir(base);
  const groups: number[] = [];
  try {
    const home = join(base, 'home');
    const tmp = join(base, 'tmp');
    const ws = join(base, 'ws');
    mkdirSync(home);
    mkdirSync(tmp);
    mkdirSync(ws);
    try {
      copyRepo(opts.repoRoot, ws, { exclusions: opts.exclusions, preserveFileMode: false });
    } catch (e) {
      if (e instanceof WorkspaceError) return { ...result, error: e.message };
      throw e;
    }
    const cwd = ap.rel === '.' ? ws : join(ws, ...ap.rel.split('/'));
    const request = announcementEnv(s, opts.controlPlaneNamespace);
    const hostEnv = opts.hostEnv ?? process.env;
    const sandbox = opts.sandbox ?? NO_SANDBOX;
    const placeOf = (p: PluginDef) => placePlugin(sandbox, p, opts.sidecars);
    const envFor = (p: PluginDef, sb: Sandbox) =>
      sandboxEnv(sb, { hostEnv, home, tmpdir: tmp, passEnv: opts.passEnv, sidecar: sidecarFor(p, opts.sidecars), request });
    const run = async (cmd: { command: string[]; args: string[] }, p: PluginDef): Promise<RunOutcome> => {
      if (Date.now() >= deadline) {
        return { argv: [...cmd.command, ...cmd.args], stdout: '', stderr: '', code: null, signal: null, timedOut: true, aborted: false, overflow: false, durationMs: 0, error: 'context deadline exceeded' };
      }
      let pl: { sb: Sandbox; image?: string };
      try {
        pl = await placeOf(p);
      } catch (e) {
        return { argv: [...cmd.command, ...cmd.args], stdout: '', stderr: '', code: null, signal: null, timedOut: false, aborted: false, overflow: false, durationMs: 0, error: `sandbox: ${(e as Error).message}` };
      }
      return runCommand(cmd, {
        cwd,
        env: envFor(p, pl.sb),
        launch: (argv, c, env) => launchFor({ sandbox: pl.sb, base, workspace: ws, image: pl.image }, argv, c, env),
        deadline,
        signal: opts.signal,
        killGraceMs: opts.killGraceMs,
        onGroup: (g) => groups.push(g),
      });
    };
    const pick = await pickPlugin(plugins, s, cwd, {
      run: async (cmd, p) => {
        const r = await run(cmd, p as PluginDef);
        if (r.error) throw new Error(r.timedOut ? `${r.error} (deadline of ${secs(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS)})` : r.error);
        return r.stdout;
      },
    });
    if (!pick.plugin) {
      if (pick.notCmp && !pick.error && !s.types.length) return { ...result, skipped: 'no plugin discovery matches: not a plugin app' };
      return { ...result, error: `failed to populate plugin app details: failed to detect CMP for app: ${pick.error ?? 'could not find plugin supporting the given repository'}` };
    }
    const plugin = pick.plugin;
    result.plugin = plugin.socketName;
    const cfg = goConfigOf(plugin);
    const statics: Announcement[] = (cfg?.spec?.Parameters?.Static ?? []).map((a) => ({ ...(a ?? {}), origin: 'static' as const }));
    const dyn = plugin.parameters.dynamic;
    let dynamic: Announcement[] = [];
    if (dyn && dyn.command.length > 0) {
      const r = await run(dyn, plugin);
      result.dynamic = { argv: r.argv, stdout: r.stdout, stderr: r.stderr };
      const pre = 'failed to populate plugin app details: failed to get parameter announcement: rpc error: code = Unknown desc = get parameters announcement error: ';
      if (r.error) return { ...result, error: `${pre}error executing dynamic parameter output command: ${r.error}` };
      const bad = goJsonSyntaxError(r.stdout);
      if (bad) return { ...result, error: `${pre}error unmarshaling dynamic parameter output into ParametersAnnouncementResponse: ${bad}` };
      const d = decodeAnnouncements(JSON.parse(r.stdout));
      if (d.error) return { ...result, error: `${pre}error unmarshaling dynamic parameter output into ParametersAnnouncementResponse: ${d.error}` };
      dynamic = d.announcements.map((a) => ({ ...a, origin: 'dynamic' as const }));
    }
    result.announcements = [...dynamic, ...statics];
    result.merged = mergeAnnouncements(result.announcements);
    return result;
  } finally {
    endGroups(groups, opts.killGraceMs);
    removeTree(base);
    untrackDir(base);
  }
}
