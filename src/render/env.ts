// The environment a plugin command sees (reference §4.2), built the way the repo-server and
// argocd-cmp-server build it, except that the local runner's own environment is NOT inherited.
import type { AppSource, Sidecar } from '../model/types.js';

export type EnvList = [string, string][];

/** Go os.Expand: `$NAME`, `${NAME}`, special one-char names; unknown names become ''. */
export function goExpand(s: string, mapping: (name: string) => string): string {
  let buf: string | undefined;
  let i = 0;
  for (let j = 0; j < s.length; j++) {
    if (s[j] === '$' && j + 1 < s.length) {
      buf = (buf ?? '') + s.slice(i, j);
      const [name, w] = shellName(s.slice(j + 1));
      if (name === '' && w > 0) {
        // invalid syntax: the characters are eaten
      } else if (name === '') {
        buf += '$';
      } else {
        buf += mapping(name);
      }
      j += w;
      i = j + 1;
    }
  }
  return buf === undefined ? s : buf + s.slice(i);
}

const isSpecial = (c: string): boolean => '*#$@!?-0123456789'.includes(c) && c !== '';
const isAlnum = (c: string): boolean => /^[A-Za-z0-9_]$/.test(c);

function shellName(s: string): [string, number] {
  if (s[0] === '{') {
    if (s.length > 2 && isSpecial(s[1]) && s[2] === '}') return [s[1], 3];
    for (let i = 1; i < s.length; i++) {
      if (s[i] === '}') {
        if (i === 1) return ['', 2];
        return [s.slice(1, i), i + 1];
      }
    }
    return ['', 1];
  }
  if (isSpecial(s[0])) return [s[0], 1];
  let i = 0;
  while (i < s.length && isAlnum(s[i])) i++;
  return [s.slice(0, i), i];
}

/** Argo CD's Env.Envsubst: os.Expand against the given variables only, `$$` → `$`. */
export function envsubst(value: string, vars: EnvList): string {
  const table = new Map(vars);
  return goExpand(value, (n) => (n === '$' ? '$' : (table.get(n) ?? '')));
}

/** Go's encoding/json string escaping on top of JSON.stringify (HTML-safe, U+2028/2029). */
export function goJson(v: unknown): string {
  return JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One `spec.source.plugin.parameters[]` entry as the Application carries it. */
export interface ParamValue {
  name: string;
  string?: string;
  array?: string[];
  map?: Record<string, string>;
}

const asStr = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** Parameter values from the raw source (the model's PluginParam carries names only). */
export function paramValues(source: Pick<AppSource, 'raw'>): ParamValue[] {
  const plugin = (source.raw as { plugin?: { parameters?: unknown } } | undefined)?.plugin;
  const list = Array.isArray(plugin?.parameters) ? plugin.parameters : [];
  return list.map((p: unknown) => {
    const o = (p && typeof p === 'object' ? p : {}) as Record<string, unknown>;
    const out: ParamValue = { name: asStr(o.name) };
    if (o.string !== undefined && o.string !== null) out.string = asStr(o.string);
    if (o.array !== undefined && o.array !== null) out.array = Array.isArray(o.array) ? o.array.map(asStr) : [];
    if (o.map !== undefined && o.map !== null) {
      out.map = {};
      if (typeof o.map === 'object' && !Array.isArray(o.map)) for (const [k, v] of Object.entries(o.map)) out.map[k] = asStr(v);
    }
    return out;
  });
}

/** ARGOCD_APP_PARAMETERS: a compact JSON array, keys in Go map order (alphabetical), or `null`. */
export function parametersJson(params: ParamValue[]): string {
  if (params.length === 0) return 'null';
  const items = params.map((p) => {
    const o: Record<string, unknown> = {};
    if (p.array !== undefined) o.array = p.array;
    if (p.map !== undefined) o.map = Object.fromEntries(Object.keys(p.map).sort().map((k) => [k, p.map![k]]));
    o.name = p.name;
    if (p.string !== undefined) o.string = p.string;
    return o;
  });
  return goJson(items);
}

/** Argo CD's escaped(): upper-case, then every character outside [A-Z0-9_] becomes `_`. */
export function escapeParamName(s: string): string {
  return Array.from(s.toUpperCase())
    .map((c) => (/^[A-Z0-9_]$/.test(c) ? c : '_'))
    .join('');
}

/** ARGOCD_APP_PARAMETERS plus the PARAM_* convenience variables, in Argo CD's order. */
export function parameterEnv(params: ParamValue[]): EnvList {
  const env: EnvList = [['ARGOCD_APP_PARAMETERS', parametersJson(params)]];
  for (const p of params) {
    const base = 'PARAM_' + escapeParamName(p.name);
    if (p.string !== undefined) env.push([base, p.string]);
    // Go iterates a map in random order; sorted keys keep the result stable here
    if (p.map) for (const k of Object.keys(p.map).sort()) env.push([`${base}_${escapeParamName(k)}`, p.map[k]]);
    if (p.array) p.array.forEach((v, i) => env.push([`${base}_${i}`, v]));
  }
  return env;
}

/** `<namespace>_<name>` for an Application outside the control-plane namespace. */
export function instanceName(name: string, namespace: string | undefined, controlPlaneNamespace = 'argocd'): string {
  if (!namespace || namespace === controlPlaneNamespace) return name;
  return `${namespace}_${name}`;
}

/** KUBE_VERSION as apimachinery's ParseGeneric(...).String(): `Major.Minor.Patch`, no `v`, no suffix. */
export function normalizeKubeVersion(v: string | undefined): string {
  if (!v) return '';
  const m = /^\s*v?(\d+)\.(\d+)(?:\.(\d+))?/.exec(v);
  if (!m) return '';
  return `${Number(m[1])}.${Number(m[2])}.${Number(m[3] ?? 0)}`;
}

export interface BuildVarsInput {
  source: AppSource;
  revision: string;
  kubeVersion?: string;
  kubeApiVersions?: string[];
  controlPlaneNamespace?: string;
}

/** The build variables (newEnv) plus KUBE_VERSION and KUBE_API_VERSIONS, in Argo CD's order. */
export function buildVars(i: BuildVarsInput): EnvList {
  const { source: s, revision } = i;
  return [
    ['ARGOCD_APP_NAME', instanceName(s.app.name, s.app.namespace, i.controlPlaneNamespace)],
    ['ARGOCD_APP_NAMESPACE', s.app.destNamespace ?? ''],
    ['ARGOCD_APP_PROJECT_NAME', s.app.project || 'default'],
    ['ARGOCD_APP_REVISION', revision],
    ['ARGOCD_APP_REVISION_SHORT', revision.slice(0, 7)],
    ['ARGOCD_APP_REVISION_SHORT_8', revision.slice(0, 8)],
    ['ARGOCD_APP_SOURCE_REPO_URL', s.repoURL ?? ''],
    ['ARGOCD_APP_SOURCE_PATH', s.path ?? ''],
    ['ARGOCD_APP_SOURCE_TARGET_REVISION', s.targetRevision ?? ''],
    ['KUBE_VERSION', normalizeKubeVersion(i.kubeVersion)],
    ['KUBE_API_VERSIONS', [...(i.kubeApiVersions ?? [])].sort().join(',')],
  ];
}

/** The request variables of a GenerateManifest call: build vars, ARGOCD_ENV_*, parameters. */
export function requestEnv(i: BuildVarsInput): EnvList {
  const vars = buildVars(i);
  const env: EnvList = [...vars];
  const plugin = i.source.plugin;
  if (plugin) {
    for (const e of plugin.env) env.push([`ARGOCD_ENV_${e.name}`, envsubst(e.value, vars)]);
    env.push(...parameterEnv(paramValues(i.source)));
  }
  return env;
}

/**
 * Go's garbage-collector settings for the native tools (helm, kustomize, kubectl's kustomize,
 * jsonnet), which are Go programs that start, render and exit: with Go's default (GOGC=100) a
 * `kubectl kustomize` or `helm template` of an ordinary app collects its heap three or four times
 * while it initializes, 20–25 % of its CPU. GOGC=400 lets the heap grow to five times what is live
 * before a collection (none for an ordinary app), and GOMEMLIMIT=1GiB caps that growth, so a big
 * render collects as its heap nears 1 GiB instead of growing to five times its live data. Neither
 * changes what a tool prints. A runner whose own environment sets GOGC or GOMEMLIMIT (e.g.
 * GOGC=100 for Go's default) gets its values instead. Plugins get neither: their environment is
 * the sidecar's.
 */
export const GO_TOOL_GC: Readonly<Record<'GOGC' | 'GOMEMLIMIT', string>> = { GOGC: '400', GOMEMLIMIT: '1GiB' };

/**
 * GOGC and GOMEMLIMIT for a native tool run: the runner's own values where it sets them, else
 * GO_TOOL_GC. `sharedCores` (a diff that runs several renders at once, each core already busy
 * with one): GOMAXPROCS=1 too, unless the runner sets GOMAXPROCS. A Go program started with
 * GOMAXPROCS=2 on a 2-core machine whose other core runs another render spends part of its start
 * waking and parking idle processors (about 8 % of a `kubectl kustomize`'s CPU, 3–4 % of a `helm
 * template`'s, measured with two at once); the output is the same (helm and kustomize render
 * on one goroutine).
 */
export function goToolEnv(hostEnv: NodeJS.ProcessEnv, sharedCores = false): Record<string, string> {
  const out: Record<string, string> = { ...GO_TOOL_GC };
  if (sharedCores) out.GOMAXPROCS = '1';
  for (const k of ['GOGC', 'GOMEMLIMIT', ...(sharedCores ? ['GOMAXPROCS'] : [])]) {
    const v = hostEnv[k];
    if (v !== undefined && v !== '') out[k] = v;
  }
  return out;
}

/** Names never taken from a sidecar's env: they would point at paths of the image, not this machine. */
const HOST_ONLY = new Set(['PATH', 'HOME', 'TMPDIR']);

export interface ProcessEnvInput {
  /** the runner's environment, read for PATH/LANG/LC_ALL and passEnv names only */
  hostEnv: NodeJS.ProcessEnv;
  home: string;
  tmpdir: string;
  passEnv?: string[];
  sidecar?: Pick<Sidecar, 'env'>;
  request: EnvList;
}

/**
 * The full process environment: a minimal base (never the runner's whole env), the sidecar
 * container's literal env, then the request variables (which win, as in Go's exec).
 */
export function processEnv(i: ProcessEnvInput): Record<string, string> {
  const out: Record<string, string> = {};
  const h = i.hostEnv;
  if (h.PATH !== undefined) out.PATH = h.PATH;
  for (const n of ['LANG', 'LC_ALL']) if (h[n] !== undefined) out[n] = h[n] as string;
  out.HOME = i.home;
  out.TMPDIR = i.tmpdir;
  for (const e of i.sidecar?.env ?? []) {
    if (e.fromSource || e.value === undefined || HOST_ONLY.has(e.name) || e.name === '') continue;
    out[e.name] = e.value;
  }
  for (const n of i.passEnv ?? []) if (h[n] !== undefined) out[n] = h[n] as string;
  for (const [k, v] of i.request) if (k !== '') out[k] = v;
  return out;
}
