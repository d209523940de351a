// Helm sources in this repository, mapped to `helm template` the way the repo-server does it
// (reposerver/repository helmTemplate and util/helm cmd.template): run in the chart directory as
// `helm template . --name-template <release> [--namespace …] [--kube-version …] [--set …]
// [--set-string …] [--set-file …] [--values <file>…] [--values <inline values>] [--api-versions …]
// [--include-crds] [--skip-schema-validation] [--skip-tests]`.
//
// Value files resolve like ResolveValueFilePathOrUrl: relative to the chart directory, absolute
// paths relative to the repository root, symlinks followed, never outside the repository; a missing
// file is dropped with `ignoreMissingValueFiles`, else passed on for helm to fail on. Remote (URL)
// and `$ref` value files are not resolved here yet.
import { existsSync, readlinkSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { stringify } from 'yaml';
import { envsubst, normalizeKubeVersion, type EnvList } from '../render/env.js';

export class HelmArgsError extends Error {
  /** Argo CD's wrapping text for this failure (`error resolving helm value files`, …) */
  context: string;
  constructor(message: string, context = 'error resolving helm value files') {
    super(message);
    this.name = 'HelmArgsError';
    this.context = context;
  }
}

/** Something Argo CD renders that this slice does not yet: the app is "not rendered", not failed. */
export class HelmUnsupported extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HelmUnsupported';
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface HelmInput {
  /** spec.source.helm (raw) */
  helm: unknown;
  /** the Application's name (Argo CD uses the name part of the instance name) */
  appName: string;
  /** spec.destination.namespace */
  destNamespace?: string;
  /** the repo-server's KubeVersion (cluster version) and API versions */
  kubeVersion?: string;
  apiVersions?: string[];
  /** absolute chart (app) directory and repository root, in the workspace */
  appDir: string;
  repoRoot: string;
  /** Argo CD's build environment for envsubst (ARGOCD_APP_*) */
  vars: EnvList;
  /** where the inline values file is written */
  valuesFile: string;
  /** the Application has `sources:` (only then do `$name/…` paths name another source) */
  multiSource?: boolean;
  /** the sources with `ref:` of this Application, by `$name` */
  refs?: Map<string, RefTarget>;
  /** value files given by URL (as written) that were fetched, and the local file holding each */
  remoteValues?: Map<string, string>;
}

/** A source with `ref:`, as a `$name/…` value file sees it. */
export interface RefTarget {
  /** the repository root in the workspace, when the source is this repository */
  root?: string;
  repoURL?: string;
  chart?: string;
  /** why its files are not available here (another repository) */
  unavailable?: string;
}

export interface HelmPlan {
  argv: string[];
  /** the inline values (values / valuesObject) to write to `valuesFile` first, if any */
  inlineValues?: string;
  /** value files dropped because they are missing (ignoreMissingValueFiles) */
  ignored: string[];
}

/** cleanSetParameters: escape unescaped commas unless the value is a `{…}` list. */
export function cleanSetParameter(val: string): string {
  if (val.startsWith('{') && val.endsWith('}')) return val;
  let out = '';
  let prev = '';
  for (const ch of val) {
    if (ch === ',') out += prev === '\\' ? ',' : '\\,';
    else out += ch;
    prev = ch;
  }
  return out;
}

function resolveSymlinks(p: string, depth = 10): string {
  let link: string;
  try {
    link = readlinkSync(p);
  } catch {
    return p;
  }
  if (depth === 0) throw new HelmArgsError('internal error: failed to resolve path. Check logs for more details');
  return resolveSymlinks(isAbsolute(link) ? link : join(dirname(p), link), depth - 1);
}

/** ResolveValueFilePathOrUrl for a local path (no URL schemes are allowed here). */
export function resolveValueFile(appDir: string, repoRoot: string, file: string): string {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(file);
  if (scheme) throw new HelmArgsError(`the URL scheme '${scheme[1]}' is not allowed`);
  const joined = isAbsolute(file) ? join(repoRoot, file) : join(appDir, file);
  const p = resolve(resolveSymlinks(joined));
  const root = repoRoot.endsWith(sep) ? repoRoot : repoRoot + sep;
  if (p + sep === root) throw new HelmArgsError('internal error: failed to resolve path. Check logs for more details');
  if (!p.startsWith(root)) throw new HelmArgsError(`file '${file}' resolved to outside repository root`);
  return p;
}

/**
 * resolveReferencedSources + getResolvedRefValueFile: a `$name/path` value file (or file parameter)
 * of a multi-source Application, resolved in the referenced source's repository (absolute from its
 * root, never outside it; env substitution after the source is chosen). Undefined when the path
 * does not reference a source (single source, or no `$`): it is then an ordinary path.
 */
export function resolveRefFile(i: HelmInput, raw: string): string | undefined {
  if (!i.multiSource || !raw.startsWith('$')) return undefined;
  const refs = i.refs ?? new Map<string, RefTarget>();
  const refVar = raw.split('/')[0];
  const target = refs.get(refVar);
  if (!target) {
    if (refs.size === 0) throw new HelmArgsError(`source referenced ${JSON.stringify(refVar)}, but no source has a 'ref' field defined`, 'error resolving referenced sources');
    throw new HelmArgsError(`source referenced ${JSON.stringify(refVar)}, which is not one of the available sources (${[...refs.keys()].join(', ')})`, 'error resolving referenced sources');
  }
  if (target.chart) throw new HelmArgsError("source has a 'chart' field defined, but Helm charts are not yet not supported for 'ref' sources", 'error resolving referenced sources');
  if (!target.root) throw new HelmUnsupported(`value file ${JSON.stringify(raw)} is read from ${target.unavailable ?? `another repository (${target.repoURL ?? '?'})`}`);
  const rest = ['', ...raw.split('/').slice(1)].join('/');
  return resolveValueFile(target.root, target.root, envsubst(rest, i.vars));
}

/** Helm versions Argo CD accepts in `helm.version` (util/helm NewCmd): empty, v3 and (3.x+) v4. */
export const HELM_VERSIONS = ['', 'v3', 'v4'];

/** The `helm template` argv (and inline values) Argo CD would run for this source. */
export function helmPlan(i: HelmInput): HelmPlan {
  const h = isObj(i.helm) ? i.helm : {};
  const version = typeof h.version === 'string' ? h.version : '';
  if (!HELM_VERSIONS.includes(version)) throw new HelmArgsError(`failed to create new helm command: helm version '${version}' is not supported`, 'error initializing helm app object');
  const name = typeof h.releaseName === 'string' && h.releaseName ? h.releaseName : i.appName;
  const namespace = typeof h.namespace === 'string' && h.namespace ? h.namespace : (i.destNamespace ?? '');
  const kubeVersion = normalizeKubeVersion(typeof h.kubeVersion === 'string' && h.kubeVersion ? h.kubeVersion : i.kubeVersion);
  const apiVersions = Array.isArray(h.apiVersions) && h.apiVersions.length ? h.apiVersions.map(String) : (i.apiVersions ?? []);
  const ignoreMissing = h.ignoreMissingValueFiles === true;

  const set = new Map<string, string>();
  const setString = new Map<string, string>();
  for (const p of Array.isArray(h.parameters) ? h.parameters.filter(isObj) : []) {
    const n = String(p.name ?? '');
    const v = p.value === undefined || p.value === null ? '' : String(p.value);
    if (p.forceString === true) setString.set(n, v);
    else set.set(n, v);
  }
  const setFile = new Map<string, string>();
  for (const p of Array.isArray(h.fileParameters) ? h.fileParameters.filter(isObj) : []) {
    const path = String(p.path ?? '');
    let resolved: string;
    try {
      resolved = resolveRefFile(i, path) ?? resolveValueFile(i.appDir, i.repoRoot, envsubst(path, i.vars));
    } catch (e) {
      if (e instanceof HelmArgsError && e.context === 'error resolving helm value files') e.context = 'error resolving helm value file path';
      throw e;
    }
    setFile.set(String(p.name ?? ''), resolved);
  }
  const values: string[] = [];
  const ignored: string[] = [];
  for (const raw of Array.isArray(h.valueFiles) ? h.valueFiles.map(String) : []) {
    const fromRef = resolveRefFile(i, raw);
    if (fromRef !== undefined) {
      if (/[*?[]/.test(fromRef)) throw new HelmUnsupported(`value file ${JSON.stringify(raw)} is a glob: glob value files are not rendered yet`);
      if (!existsSync(fromRef) && ignoreMissing) {
        ignored.push(raw);
        continue;
      }
      if (!values.includes(fromRef)) values.push(fromRef);
      continue;
    }
    if (/[*?[]/.test(raw)) throw new HelmUnsupported(`value file ${JSON.stringify(raw)} is a glob: glob value files are not rendered yet`);
    if (/^(?:https?):/i.test(envsubst(raw, i.vars))) {
      // Argo CD passes the URL to helm, which downloads it; here it was fetched beforehand
      const local = i.remoteValues?.get(raw);
      if (local === undefined) throw new HelmUnsupported(`value file ${JSON.stringify(raw)} is a URL: it was not fetched`);
      if (!values.includes(local)) values.push(local);
      continue;
    }
    const p = resolveValueFile(i.appDir, i.repoRoot, envsubst(raw, i.vars));
    if (!existsSync(p) && ignoreMissing) {
      ignored.push(raw);
      continue;
    }
    if (!values.includes(p)) values.push(p);
  }
  let inlineValues: string | undefined;
  // ValuesYAML: any valuesObject (even `{}`) replaces the values string
  if (h.valuesObject !== undefined && h.valuesObject !== null) {
    // Argo CD marshals valuesObject with sigs.k8s.io/yaml (go-yaml v2, YAML 1.1): strings such as
    // `on`/`yes`/`0x10` are quoted there, and helm reads values as YAML 1.1
    inlineValues = stringify(h.valuesObject, { version: '1.1', lineWidth: 0 });
  } else if (typeof h.values === 'string' && h.values !== '') {
    inlineValues = h.values;
  }

  const argv = ['helm', 'template', '.', '--name-template', name];
  if (namespace) argv.push('--namespace', namespace);
  if (kubeVersion) argv.push('--kube-version', kubeVersion);
  for (const [k, v] of set) argv.push('--set', `${k}=${cleanSetParameter(envsubst(v, i.vars))}`);
  for (const [k, v] of setString) argv.push('--set-string', `${k}=${cleanSetParameter(envsubst(v, i.vars))}`);
  for (const [k, v] of setFile) argv.push('--set-file', `${k}=${cleanSetParameter(v)}`);
  for (const v of values) argv.push('--values', v);
  if (inlineValues !== undefined) argv.push('--values', i.valuesFile);
  for (const v of apiVersions) argv.push('--api-versions', v);
  if (h.skipCrds !== true) argv.push('--include-crds');
  if (h.skipSchemaValidation === true) argv.push('--skip-schema-validation');
  if (h.skipTests === true) argv.push('--skip-tests');
  return { argv, inlineValues, ignored };
}
