// Plugin discovery exactly as Argo CD does it (reference §3): which discover rule counts, how
// each kind is evaluated relative to the app directory, and which plugin an app source reaches.
// Pure apart from file-system reads; `find.command` runs only through a caller-supplied runner
// (render passes one; lint does not and gets 'unknown').
import type { AppSource, Command, DiscoverRule, PluginDef } from '../model/types.js';
import { BadPatternError, goClean, goGlob, goJoin } from './gomatch.js';
import { zglob } from './zglob.js';

export { goMatch, goGlob, goJoin, goClean, checkPattern, hasMeta, BadPatternError, ERR_BAD_PATTERN } from './gomatch.js';
export { zglob, zglobCompile } from './zglob.js';

export type DiscoverKind = 'fileName' | 'glob' | 'command';

/** The repo-server's plugin socket directory (ARGOCD_PLUGINSOCKFILEPATH default), used in its messages. */
export const PLUGIN_SOCKET_DIR = '/home/argocd/cmp-server/plugins';

/** util/app/discovery cmpSupports: a MatchRepository failure as the repo-server wraps it. */
export function matchErrorText(socketFile: string, cause: string): string {
  return `error checking repository support for plugin ${socketFile}: error receiving stream response: rpc error: code = Unknown desc = match repository error: ${cause}`;
}

/** The dial error for a socket no sidecar listens on (a missing plugin, or one whose sidecar did not start). */
export function dialErrorText(socketFile: string): string {
  return `error dialing to cmp-server for plugin ${socketFile}: error dial proxy: dial unix ${PLUGIN_SOCKET_DIR}/${socketFile}: connect: no such file or directory`;
}

/** The one rule Argo CD evaluates: the first non-empty of fileName, find.glob, find.command. */
export function effectiveRule(rule: DiscoverRule | undefined): { kind: DiscoverKind; value: string | Command } | undefined {
  if (!rule) return undefined;
  if (rule.fileName) return { kind: 'fileName', value: rule.fileName };
  if (rule.glob) return { kind: 'glob', value: rule.glob };
  if (rule.command && rule.command.command.length > 0) return { kind: 'command', value: rule.command };
  return undefined;
}

/** Argo CD's isDiscoveryEnabled: some discover rule is set. */
export function hasDiscovery(rule: DiscoverRule | undefined): boolean {
  return effectiveRule(rule) !== undefined;
}

export type StaticOutcome = 'match' | 'no-match' | 'unknown' | { error: string };

export interface DiscoverOutcome {
  result: 'match' | 'no-match' | 'unknown' | 'error';
  kind?: DiscoverKind;
  /** matched paths for fileName/glob (absolute) */
  matches?: string[];
  /** Argo CD's wording, e.g. `error finding filename match for pattern "...": syntax error in pattern` */
  error?: string;
}

/**
 * Runs a `find.command` (cwd and env are the runner's business). Resolves with stdout minus one
 * trailing newline; rejects with an Error whose message reads like Argo CD's runCommand error.
 */
export type FindRunner = (command: Command, plugin?: PluginDef) => Promise<string>;

export interface EvaluateOptions {
  /** false (lint): find.command yields 'unknown'. Default: true when `run` is given. */
  execute?: boolean;
  run?: FindRunner;
  plugin?: PluginDef;
}

function evaluateFiles(kind: 'fileName' | 'glob', value: string, appDir: string): DiscoverOutcome {
  const pattern = goJoin(appDir, value);
  try {
    const matches = kind === 'fileName' ? goGlob(pattern) : zglob(pattern);
    return { result: matches.length > 0 ? 'match' : 'no-match', kind, matches };
  } catch (e) {
    const what = kind === 'fileName' ? 'filename' : 'glob';
    const msg = e instanceof BadPatternError ? e.message : (e as Error).message;
    return { result: 'error', kind, error: `error finding ${what} match for pattern ${JSON.stringify(pattern)}: ${msg}` };
  }
}

/** Synchronous part of discovery: fileName and find.glob; find.command is 'unknown'. */
export function evaluateDiscoverSync(rule: DiscoverRule | undefined, appDir: string): DiscoverOutcome {
  const eff = effectiveRule(rule);
  if (!eff) return { result: 'no-match' };
  if (eff.kind === 'command') return { result: 'unknown', kind: 'command' };
  return evaluateFiles(eff.kind, eff.value as string, appDir);
}

/** Evaluate a plugin's discover rule for an app directory (absolute path). */
export async function evaluateDiscover(rule: DiscoverRule | undefined, appDir: string, opts: EvaluateOptions = {}): Promise<DiscoverOutcome> {
  const eff = effectiveRule(rule);
  if (!eff || eff.kind !== 'command') return evaluateDiscoverSync(rule, appDir);
  const execute = opts.execute ?? opts.run !== undefined;
  if (!execute || !opts.run) return { result: 'unknown', kind: 'command' };
  try {
    const out = await opts.run(eff.value as Command, opts.plugin);
    return { result: out !== '' ? 'match' : 'no-match', kind: 'command' };
  } catch (e) {
    return { result: 'error', kind: 'command', error: `error running find command: ${(e as Error).message}` };
  }
}

/** For lint rules: does the rule match this app directory, judged without running anything. */
export function discoverMatchesStatically(rule: DiscoverRule | undefined, appDir: string): StaticOutcome {
  const o = evaluateDiscoverSync(rule, appDir);
  if (o.result === 'error') return { error: o.error ?? 'error' };
  return o.result;
}

/** Lexical order of socket names, as os.ReadDir returns `<name>.sock` entries. */
export function socketOrder(plugins: PluginDef[]): PluginDef[] {
  // rules ask once per Application: the order is computed once per list (and again if it changed)
  const cached = orderCache.get(plugins);
  if (cached && cached.of.length === plugins.length && cached.of.every((p, i) => p === plugins[i] && p.socketName === cached.names[i])) return cached.out;
  const out = computeSocketOrder(plugins);
  orderCache.set(plugins, { of: [...plugins], names: plugins.map((p) => p.socketName), out });
  return out;
}

const orderCache = new WeakMap<PluginDef[], { of: PluginDef[]; names: string[]; out: PluginDef[] }>();

function computeSocketOrder(plugins: PluginDef[]): PluginDef[] {
  const seen = new Set<string>();
  const out: PluginDef[] = [];
  for (const p of [...plugins].sort((a, b) => cmpBytes(a.socketName + '.sock', b.socketName + '.sock'))) {
    if (seen.has(p.socketName)) continue; // one socket per name: the first definition wins here
    seen.add(p.socketName);
    out.push(p);
  }
  return out;
}

function cmpBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

export interface PluginProbe {
  plugin: PluginDef;
  outcome: DiscoverOutcome | 'no-discover';
}

export interface PickResult {
  /** the plugin Argo CD would use */
  plugin?: PluginDef;
  /** how: by explicit name, or by auto-discovery */
  mode: 'named' | 'auto' | 'not-plugin';
  /** Argo CD's error when no plugin can be used (explicit plugin source, or a named plugin) */
  error?: string;
  /**
   * No explicit source type and no plugin matched: Argo CD falls back to Helm / Kustomize /
   * directory detection, so this source is not a CMP app. Not an error.
   */
  notCmp?: boolean;
  /** find.command rules were not executed and could have matched (static mode only) */
  unknown?: PluginDef[];
  probes: PluginProbe[];
  /** notCmp only: the last probe's error, which Argo CD swallows when it falls back to built-in tools */
  lastError?: string;
}

/**
 * Which plugin serves `source` (reference §3.1-3.3). `appDir` is the app directory that
 * fileName/glob rules are evaluated in; `opts.run` executes find.command rules (omit it for a
 * static answer, where those rules count as 'unknown' and are listed in `unknown`).
 */
export async function pickPlugin(
  plugins: PluginDef[],
  source: Pick<AppSource, 'types' | 'plugin'>,
  appDir: string,
  opts: { run?: FindRunner } = {},
): Promise<PickResult> {
  const types = source.types ?? [];
  if (types.length > 1) return { mode: 'not-plugin', error: `multiple application sources defined: ${types.join(',')}`, probes: [] };
  if (types.length === 1 && types[0] !== 'plugin') return { mode: 'not-plugin', notCmp: true, probes: [] };
  const name = source.plugin?.name;
  const probes: PluginProbe[] = [];
  const evalOne = async (p: PluginDef) => {
    const outcome = await evaluateDiscover(p.discover, appDir, { run: opts.run, execute: opts.run !== undefined, plugin: p });
    probes.push({ plugin: p, outcome });
    return outcome;
  };

  if (name) {
    const notFound = `could not find cmp-server plugin with name ${JSON.stringify(name)} supporting the given repository`;
    const file = `${name}.sock`;
    const rel = goClean(file);
    if (rel === '..' || rel.startsWith('../') || rel.startsWith('/')) {
      return { mode: 'named', error: `${notFound}: invalid socket file path, ${JSON.stringify(file)} is outside plugin socket dir ${JSON.stringify(PLUGIN_SOCKET_DIR)}`, probes };
    }
    const p = plugins.find((x) => x.socketName === name);
    if (!p) return { mode: 'named', error: `${notFound}: ${dialErrorText(file)}`, probes };
    if (!hasDiscovery(p.discover)) {
      probes.push({ plugin: p, outcome: 'no-discover' });
      return { mode: 'named', plugin: p, probes };
    }
    const o = await evalOne(p);
    if (o.result === 'match') return { mode: 'named', plugin: p, probes };
    if (o.result === 'unknown') return { mode: 'named', unknown: [p], probes };
    return { mode: 'named', error: o.result === 'error' ? `${notFound}: ${matchErrorText(file, o.error ?? '')}` : notFound, probes };
  }

  let lastErr: string | undefined;
  const unknown: PluginDef[] = [];
  for (const p of socketOrder(plugins)) {
    if (!hasDiscovery(p.discover)) {
      lastErr = undefined; // probed, skipped: Argo CD's lastErr is overwritten on every socket
      continue; // never auto-selected
    }
    const o = await evalOne(p);
    if (o.result === 'match') {
      // with unknown find.commands before it, the static answer is only "possibly this one"
      return { mode: 'auto', plugin: p, probes, unknown: unknown.length ? unknown : undefined };
    }
    if (o.result === 'unknown') unknown.push(p);
    lastErr = o.result === 'error' ? matchErrorText(`${p.socketName}.sock`, o.error ?? '') : undefined;
  }
  const res: PickResult = { mode: 'auto', probes, unknown: unknown.length ? unknown : undefined };
  if (types[0] === 'plugin') {
    res.error = 'could not find plugin supporting the given repository' + (lastErr ? `: ${lastErr}` : '');
  } else {
    res.notCmp = true;
    res.lastError = lastErr;
  }
  return res;
}
