// Charts from Helm repositories (an Application's `chart:` source, and a chart's `dependencies:`
// with an http(s) `repository:`), fetched by cmp-lint itself — never by helm inside the sandbox,
// which has no network — and only when the user allows it:
//
// - off unless `--fetch-charts` (Action input `fetch-charts`): a pull request chooses `repoURL`,
//   and fetching it from the runner would let a PR make the runner request any address it can
//   reach (internal services, cloud metadata). With the flag, `diff` still fetches only from
//   repositories the BASE side already uses (a `chart:` source or a chart dependency there), so a
//   PR cannot introduce a new address; `render` (the user's own checkout) fetches what it names.
// - http(s) only, no credentials ever (no userinfo in the URL, no auth header, no cookies), no
//   redirects, the archive only from the repository's own origin, bounded sizes and time,
//   the index digest checked when present. OCI (`oci://`) is not fetched.
// - cached by repository + chart + version under the chart cache directory.
//
// Version selection follows the repo-server for a `chart:` source (targetRevision: an exact
// version, else a semver constraint → the highest matching version) and `helm dependency build`
// for dependencies (Chart.lock's version, else the constraint in Chart.yaml).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse as parseYaml } from 'yaml';

export interface ChartFetchPolicy {
  /** chart fetching allowed at all */
  enabled: boolean;
  /** when set, only these repositories (normalized with normalizeHelmRepo) may be fetched */
  allowed?: Set<string>;
  /** when set, only value files given by these URLs (as written in an Application) may be fetched */
  allowedValueFiles?: Set<string>;
  /** where archives and extracted charts are kept */
  cacheDir?: string;
  /** per request (the render's remaining deadline caps it) */
  timeoutMs?: number;
  /** the render's cancellation */
  signal?: AbortSignal;
}

export class ChartFetchRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChartFetchRefused';
  }
}
export class ChartFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChartFetchError';
  }
}

const MAX_INDEX = 32 * 1024 * 1024;
export const MAX_ARCHIVE = 64 * 1024 * 1024;
const MAX_EXTRACTED = 256 * 1024 * 1024;

export const defaultChartCacheDir = () => join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'cmp-lint', 'charts');

/** A Helm repository URL as compared for the allow list: lower-case scheme and host, no trailing slash. */
export function normalizeHelmRepo(url: string): string {
  try {
    const u = new URL(url.trim());
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return url.trim().replace(/\/+$/, '').toLowerCase();
  }
}

/** Check a repository URL against the policy; throws ChartFetchRefused with the reason. */
export function checkRepo(repoURL: string, policy: ChartFetchPolicy | undefined): URL {
  if (isOciRepo(repoURL)) {
    throw new ChartFetchRefused(`${repoURL} is an OCI registry: OCI charts are fetched only for \`chart:\` sources`);
  }
  let u: URL;
  try {
    u = new URL(repoURL);
  } catch {
    throw new ChartFetchRefused(`repoURL ${JSON.stringify(repoURL)} is not a URL`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new ChartFetchRefused(`${u.protocol} repositories are not fetched (http and https only)`);
  if (u.username || u.password) throw new ChartFetchRefused('the repository URL carries credentials: not fetched (cmp-lint never sends credentials)');
  if (!policy?.enabled) throw new ChartFetchRefused(`charts from Helm repositories are fetched only with --fetch-charts (${u.origin})`);
  if (policy.allowed && !policy.allowed.has(normalizeHelmRepo(repoURL))) {
    throw new ChartFetchRefused(`${u.origin}${u.pathname.replace(/\/+$/, '')} is not used on the base side: a pull request cannot add a repository to fetch from`);
  }
  return u;
}

const MAX_VALUE_FILE = 4 * 1024 * 1024;

/**
 * A value file given by URL (`valueFiles: [https://…]`): Argo CD hands the URL to helm, which
 * downloads it; the sandbox has no network, so cmp-lint fetches it under the chart policy —
 * `--fetch-charts` only, http(s), no credentials in the URL and none sent, no redirects, at most
 * 4 MB, the render's deadline; in `diff` only a URL some Application of the base side already
 * names (`raw`: the entry as written; `url`: after Argo CD's envsubst). Never cached: the
 * repo-server fetches it on every render.
 */
export async function fetchValueFile(raw: string, url: string, policy: ChartFetchPolicy | undefined): Promise<Buffer> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new ChartFetchRefused(`${JSON.stringify(url)} is not a URL`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new ChartFetchRefused(`${u.protocol} URLs are not fetched (http and https only)`);
  if (u.username || u.password) throw new ChartFetchRefused('the URL carries credentials: not fetched (cmp-lint never sends credentials)');
  if (!policy?.enabled) throw new ChartFetchRefused(`value files by URL are fetched only with --fetch-charts (${u.origin})`);
  if (policy.allowedValueFiles && !policy.allowedValueFiles.has(raw)) throw new ChartFetchRefused(`${u.origin}${u.pathname} is not used on the base side: a pull request cannot add a URL to fetch from`);
  return get(u, MAX_VALUE_FILE, policy.timeoutMs ?? 60_000, policy.signal);
}

/** The value files given by URL (http/https, as written) in these sources' `helm.valueFiles`. */
export function valueFileUrlsIn(sources: { raw: Record<string, unknown> }[]): Set<string> {
  const out = new Set<string>();
  for (const s of sources) {
    const h = s.raw.helm as { valueFiles?: unknown } | undefined;
    if (h && Array.isArray(h.valueFiles)) for (const f of h.valueFiles) if (typeof f === 'string' && /^https?:\/\//i.test(f)) out.add(f);
  }
  return out;
}

export async function get(url: URL, max: number, timeoutMs: number, cancel?: AbortSignal, headers: Record<string, string> = {}): Promise<Buffer> {
  let res: Response | undefined;
  for (let attempt = 0; !res; attempt++) {
    try {
      res = await fetch(url, { redirect: 'manual', credentials: 'omit', headers: { accept: '*/*', 'user-agent': 'cmp-lint', ...headers }, signal: cancel ? AbortSignal.any([AbortSignal.timeout(timeoutMs), cancel]) : AbortSignal.timeout(timeoutMs) });
    } catch (e) {
      const cause = (e as Error).cause as { code?: string; message?: string } | undefined;
      // a kept-alive connection the server already closed: one fresh attempt
      if (attempt === 0 && (cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET')) continue;
      throw new ChartFetchError(`GET ${url.origin}${url.pathname}: ${cause ? String(cause.message ?? cause) : (e as Error).message}`);
    }
  }
  if (res.status >= 300 && res.status < 400) throw new ChartFetchError(`GET ${url.origin}${url.pathname}: redirect (${res.status}) not followed`);
  if (!res.ok) throw new ChartFetchError(`GET ${url.origin}${url.pathname}: HTTP ${res.status}`);
  const len = Number(res.headers.get('content-length') ?? 0);
  if (len > max) throw new ChartFetchError(`GET ${url.origin}${url.pathname}: larger than ${max} bytes`);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const c of res.body as unknown as AsyncIterable<Uint8Array>) {
    total += c.length;
    if (total > max) throw new ChartFetchError(`GET ${url.origin}${url.pathname}: larger than ${max} bytes`);
    chunks.push(Buffer.from(c));
  }
  return Buffer.concat(chunks);
}

interface IndexEntry {
  version: string;
  urls: string[];
  digest?: string;
}

const indexes = new Map<string, Promise<Record<string, IndexEntry[]>>>();

async function repoIndex(repo: URL, policy: ChartFetchPolicy): Promise<Record<string, IndexEntry[]>> {
  const key = normalizeHelmRepo(repo.href);
  let p = indexes.get(key);
  if (!p) {
    p = (async () => {
      const url = new URL(repo.href.replace(/\/*$/, '/') + 'index.yaml');
      const text = (await get(url, MAX_INDEX, policy.timeoutMs ?? 60_000, policy.signal)).toString('utf8');
      let doc: any;
      try {
        doc = parseYaml(text, { maxAliasCount: 100 });
      } catch (e) {
        throw new ChartFetchError(`${url.origin}${url.pathname} is not a Helm repository index: ${(e as Error).message.split('\n')[0]}`);
      }
      if (!doc || typeof doc !== 'object' || typeof doc.entries !== 'object' || doc.entries === null) throw new ChartFetchError(`${url.origin}${url.pathname} is not a Helm repository index (no entries)`);
      return doc.entries as Record<string, IndexEntry[]>;
    })();
    indexes.set(key, p);
    p.catch(() => indexes.delete(key));
  }
  return p;
}

// ---------------------------------------------------------------------------------------------
// Semantic versions and constraints (the subset of Masterminds/semver that charts use)

interface SemVer {
  major: number;
  minor: number;
  patch: number;
  pre: string;
}

export function parseSemver(v: string): SemVer | undefined {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(v.trim());
  if (!m) return undefined;
  return { major: +m[1], minor: +(m[2] ?? 0), patch: +(m[3] ?? 0), pre: m[4] ?? '' };
}

function cmpPre(a: string, b: string): number {
  if (a === b) return 0;
  if (!a) return 1;
  if (!b) return -1;
  const pa = a.split('.');
  const pb = b.split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    if (pa[i] === undefined) return -1;
    if (pb[i] === undefined) return 1;
    const na = /^\d+$/.test(pa[i]);
    const nb = /^\d+$/.test(pb[i]);
    if (na && nb && +pa[i] !== +pb[i]) return +pa[i] - +pb[i];
    if (na !== nb) return na ? -1 : 1;
    if (pa[i] !== pb[i]) return pa[i] < pb[i] ? -1 : 1;
  }
  return 0;
}

export function compareSemver(a: SemVer, b: SemVer): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch || cmpPre(a.pre, b.pre);
}

/** A predicate for a constraint like `1.2.3`, `^1.2`, `~1.2.0`, `>=1.0.0 <2.0.0`, `1.x`, `*`, `a || b`. */
export function constraint(text: string): ((v: SemVer) => boolean) | undefined {
  const alternatives = text.split('||').map((alt) => {
    const parts = alt
      .trim()
      .replace(/(>=|<=|!=|>|<|=|\^|~>?)\s+/g, '$1')
      .split(/[\s,]+/)
      .filter(Boolean);
    const tests = parts.map(one);
    if (tests.some((t) => !t)) return undefined;
    const allowPre = parts.some((p) => /-/.test(p.replace(/^[^\d]*/, '')));
    return (v: SemVer) => (allowPre || !v.pre) && tests.every((t) => t!(v));
  });
  if (alternatives.some((a) => !a)) return undefined;
  return (v) => alternatives.some((a) => a!(v));
}

function one(part: string): ((v: SemVer) => boolean) | undefined {
  const m = /^(>=|<=|!=|>|<|=|\^|~>?)?v?(\*|x|X|\d+)(?:\.(\*|x|X|\d+))?(?:\.(\*|x|X|\d+))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(part);
  if (!m) return undefined;
  const op = m[1] ?? '';
  const wild = (s: string | undefined) => s === undefined || /^[*xX]$/.test(s);
  const [ma, mi, pa] = [m[2], m[3], m[4]];
  const base: SemVer = { major: wild(ma) ? 0 : +ma, minor: wild(mi) ? 0 : +mi, patch: wild(pa) ? 0 : +pa, pre: m[5] ?? '' };
  const c = (v: SemVer) => compareSemver(v, base);
  // the upper bound of a partial version (1.2 → <1.3.0, 1 → <2.0.0)
  const upper = (): SemVer | undefined => (wild(ma) ? undefined : wild(mi) ? { major: base.major + 1, minor: 0, patch: 0, pre: '' } : wild(pa) ? { major: base.major, minor: base.minor + 1, patch: 0, pre: '' } : undefined);
  const below = (u: SemVer | undefined) => (v: SemVer) => !u || compareSemver(v, { ...u, pre: '' }) < 0;
  switch (op) {
    case '':
    case '=': {
      if (wild(ma)) return () => true;
      const u = upper();
      return u ? (v) => c({ ...v, pre: v.pre }) >= 0 && below(u)(v) : (v) => c(v) === 0;
    }
    case '!=':
      return (v) => c(v) !== 0;
    case '>':
      return upper() ? (v) => !below(upper())(v) : (v) => c(v) > 0;
    case '>=':
      return (v) => c(v) >= 0;
    case '<':
      return (v) => c(v) < 0;
    case '<=':
      return upper() ? below(upper()) : (v) => c(v) <= 0;
    case '~':
    case '~>': {
      const u = wild(mi) ? { major: base.major + 1, minor: 0, patch: 0, pre: '' } : { major: base.major, minor: base.minor + 1, patch: 0, pre: '' };
      return (v) => c(v) >= 0 && below(u)(v);
    }
    case '^': {
      const u = base.major > 0 || wild(mi) ? { major: base.major + 1, minor: 0, patch: 0, pre: '' } : base.minor > 0 || wild(pa) ? { major: 0, minor: base.minor + 1, patch: 0, pre: '' } : { major: 0, minor: 0, patch: base.patch + 1, pre: '' };
      return (v) => c(v) >= 0 && below(u)(v);
    }
  }
  return undefined;
}

/** The version to fetch: an exact entry, else the highest one the constraint allows. */
export function pickVersion(entries: IndexEntry[], wanted: string): IndexEntry | undefined {
  const exact = entries.find((e) => e.version === wanted);
  if (exact) return exact;
  const pred = constraint(wanted === '' ? '*' : wanted);
  if (!pred) return undefined;
  let best: { e: IndexEntry; v: SemVer } | undefined;
  for (const e of entries) {
    const v = parseSemver(String(e.version));
    if (v && pred(v) && (!best || compareSemver(v, best.v) > 0)) best = { e, v };
  }
  return best?.e;
}

// ---------------------------------------------------------------------------------------------
// Fetch, cache, extract

export interface FetchedChart {
  /** the chart archive (.tgz) in the cache */
  archive: string;
  /** the extracted chart directory (its Chart.yaml at the top) */
  dir: string;
  version: string;
  name: string;
}

/**
 * Fetch `chart` at `version` (exact or a constraint) from the Helm repository `repoURL` into the
 * cache. Throws ChartFetchRefused (policy) or ChartFetchError (network, index, archive).
 */
export async function fetchChart(repoURL: string, chart: string, version: string, policy: ChartFetchPolicy | undefined): Promise<FetchedChart> {
  const repo = checkRepo(repoURL, policy);
  return fetchFromHelmRepo(repo, repoURL, chart, version, policy);
}

/** A `chart:` source's chart: from a Helm repository, or from an OCI registry (ociChart.ts). */
export async function fetchSourceChart(repoURL: string, chart: string, version: string, policy: ChartFetchPolicy | undefined): Promise<FetchedChart> {
  if (isOciRepo(repoURL)) return (await import('./oci-chart.js')).fetchOciChart(repoURL, chart, version, policy);
  return fetchChart(repoURL, chart, version, policy);
}

/** An OCI registry as a Helm source's repoURL: `oci://host/path`, or `host/path` without a scheme. */
export const isOciRepo = (repoURL: string) => /^oci:\/\//i.test(repoURL) || (!/^[a-z][a-z0-9+.-]*:\/\//i.test(repoURL) && repoURL !== '');

async function fetchFromHelmRepo(repo: URL, repoURL: string, chart: string, version: string, policy: ChartFetchPolicy | undefined): Promise<FetchedChart> {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(chart)) throw new ChartFetchError(`chart name ${JSON.stringify(chart)} is not a plain chart name`);
  const cacheDir = policy?.cacheDir ?? defaultChartCacheDir();
  // an exact version already cached needs no index
  const exactKey = createHash('sha256').update(`${normalizeHelmRepo(repoURL)}\n${chart}\n${version}`).digest('hex').slice(0, 32);
  const exactDir = join(cacheDir, exactKey);
  if (parseSemver(version) && existsSync(join(exactDir, 'chart', chart, 'Chart.yaml'))) {
    return { archive: join(exactDir, `${chart}-${version}.tgz`), dir: join(exactDir, 'chart', chart), version, name: chart };
  }
  const entries = (await repoIndex(repo, policy!))[chart];
  if (!Array.isArray(entries) || entries.length === 0) throw new ChartFetchError(`chart "${chart}" not found in ${repo.origin}${repo.pathname.replace(/\/+$/, '')}`);
  const entry = pickVersion(entries, version);
  if (!entry) throw new ChartFetchError(`chart "${chart}" version "${version}" not found in ${repo.origin}${repo.pathname.replace(/\/+$/, '')}`);
  const v = String(entry.version);
  const key = createHash('sha256').update(`${normalizeHelmRepo(repoURL)}\n${chart}\n${v}`).digest('hex').slice(0, 32);
  const dir = join(cacheDir, key);
  const out: FetchedChart = { archive: join(dir, `${chart}-${v}.tgz`), dir: join(dir, 'chart', chart), version: v, name: chart };
  if (existsSync(join(out.dir, 'Chart.yaml'))) return out;
  const raw = Array.isArray(entry.urls) ? String(entry.urls[0] ?? '') : '';
  let url: URL;
  try {
    url = new URL(raw, repo.href.replace(/\/*$/, '/'));
  } catch {
    throw new ChartFetchError(`chart "${chart}" ${v}: archive URL ${JSON.stringify(raw)} is not a URL`);
  }
  if (url.origin !== repo.origin) throw new ChartFetchRefused(`chart "${chart}" ${v} is served from ${url.origin}, not from the repository's own origin ${repo.origin}: not fetched`);
  const data = await get(url, MAX_ARCHIVE, policy?.timeoutMs ?? 60_000, policy?.signal);
  if (entry.digest && createHash('sha256').update(data).digest('hex') !== String(entry.digest)) throw new ChartFetchError(`chart "${chart}" ${v}: the archive does not match the index digest`);
  return storeChart(data, dir, chart, v, out);
}

/** Extract a fetched archive into the cache directory `dir` (atomically: a staging copy renamed). */
export function storeChart(data: Buffer, dir: string, chart: string, v: string, out: FetchedChart): FetchedChart {
  const files = untarChart(data);
  const staging = `${dir}.${process.pid}.${Date.now()}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(join(staging, 'chart'), { recursive: true });
  writeFileSync(join(staging, `${chart}-${v}.tgz`), data);
  for (const [name, content] of files) {
    const p = join(staging, 'chart', name);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, content);
  }
  if (!existsSync(join(staging, 'chart', chart, 'Chart.yaml'))) {
    rmSync(staging, { recursive: true, force: true });
    throw new ChartFetchError(`chart "${chart}" ${v}: the archive has no ${chart}/Chart.yaml`);
  }
  mkdirSync(dirname(dir), { recursive: true });
  try {
    renameSync(staging, dir);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another process won the race: use its copy
  }
  return out;
}

/** The regular files of a chart archive (gzip'd tar), with safe relative names. */
export function untarChart(tgz: Buffer): Map<string, Buffer> {
  let buf: Buffer;
  try {
    buf = gunzipSync(tgz, { maxOutputLength: MAX_EXTRACTED });
  } catch (e) {
    throw new ChartFetchError(`the chart archive is not gzip: ${(e as Error).message}`);
  }
  const out = new Map<string, Buffer>();
  let off = 0;
  let longName: string | undefined;
  let paxPath: string | undefined;
  while (off + 512 <= buf.length) {
    const h = buf.subarray(off, off + 512);
    if (h.every((b) => b === 0)) break;
    const field = (a: number, n: number) => h.subarray(a, a + n).toString('utf8').replace(/\0.*$/s, '');
    let name = field(0, 100);
    const magic = field(257, 6);
    const prefix = magic.startsWith('ustar') ? field(345, 155) : '';
    if (prefix) name = `${prefix}/${name}`;
    const size = parseInt(field(124, 12).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) throw new ChartFetchError('the chart archive is corrupt');
    const type = String.fromCharCode(h[156] || 48);
    const body = buf.subarray(off + 512, off + 512 + size);
    off += 512 + Math.ceil(size / 512) * 512;
    if (type === 'L') {
      longName = body.toString('utf8').replace(/\0.*$/s, '');
      continue;
    }
    if (type === 'x') {
      const m = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString('utf8'));
      paxPath = m?.[1];
      continue;
    }
    if (type === 'g') continue;
    name = paxPath ?? longName ?? name;
    longName = paxPath = undefined;
    if (type !== '0' && type !== '\0') continue; // directories are implied; links are not followed
    const clean = normalize(name).replace(/^\.\//, '');
    if (clean.startsWith('/') || clean.split('/').includes('..') || clean === '' || clean === '.') throw new ChartFetchError(`the chart archive holds an unsafe path ${JSON.stringify(name)}`);
    out.set(clean, Buffer.from(body));
  }
  return out;
}

/** Chart.yaml `dependencies` (name, version, repository) and Chart.lock versions, as helm dependency build reads them. */
export function chartDependencies(chartDir: string): { name: string; version: string; repository: string; locked?: string }[] {
  let chart: any;
  try {
    chart = parseYaml(readFileSync(join(chartDir, 'Chart.yaml'), 'utf8'));
  } catch {
    return [];
  }
  let lock: any;
  try {
    lock = parseYaml(readFileSync(join(chartDir, 'Chart.lock'), 'utf8'));
  } catch {
    lock = undefined;
  }
  const deps = Array.isArray(chart?.dependencies) ? chart.dependencies : [];
  const locked = Array.isArray(lock?.dependencies) ? lock.dependencies : [];
  return deps
    .filter((d: any) => d && typeof d === 'object')
    .map((d: any) => {
      const l = locked.find((x: any) => x?.name === d.name && x?.repository === d.repository);
      return { name: String(d.name ?? ''), version: String(d.version ?? ''), repository: String(d.repository ?? ''), locked: l?.version !== undefined ? String(l.version) : undefined };
    });
}

/**
 * The Helm repositories a checkout already uses: the `repoURL` of its `chart:` sources and the
 * http(s) `repository:` of the dependencies in its Chart.yaml files (`diff` allows only the base
 * side's, so a pull request cannot point cmp-lint at a new address).
 */
export function helmReposIn(root: string, sources: { chart?: string; repoURL?: string }[]): Set<string> {
  const out = new Set<string>();
  for (const s of sources) {
    if (!s.chart || !s.repoURL) continue;
    if (/^https?:\/\//i.test(s.repoURL)) out.add(normalizeHelmRepo(s.repoURL));
    else if (isOciRepo(s.repoURL)) out.add(normalizeHelmRepo(`oci://${s.repoURL.replace(/^oci:\/\//i, '').replace(/\/+$/, '')}`));
  }
  let seen = 0;
  const walk = (dir: string, depth: number) => {
    if (depth > 12 || seen > 50_000) return;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      seen++;
      if (e.isDirectory()) {
        if (e.name === '.git' || e.name === 'node_modules') continue;
        walk(join(dir, e.name), depth + 1);
      } else if (e.isFile() && e.name === 'Chart.yaml') {
        for (const d of chartDependencies(dir)) if (/^https?:\/\//i.test(d.repository)) out.add(normalizeHelmRepo(d.repository));
      }
    }
  };
  walk(root, 0);
  return out;
}
