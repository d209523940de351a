// Helm charts from an OCI registry for `chart:` sources (`repoURL: oci://host/path` or, as Argo CD
// also accepts, `host/path` without a scheme): the chart is `<host>/<path>/<chart>:<version>` in
// the registry, pulled with the OCI distribution API — the manifest (its Helm chart layer,
// `application/vnd.cncf.helm.chart.content.v1.tar+gzip`) and that layer's blob, checked against
// its digest — into the same cache as Helm repository charts.
//
// The policy is the Helm repositories' one (helm-repo.ts): `--fetch-charts` only; in `diff` only a
// registry path the base side already uses; no credentials in the URL and none sent. Registries
// that want a token for anonymous pulls answer 401 with a Bearer challenge: an anonymous token is
// asked from the realm it names (https, or http on a loopback registry), never with credentials.
// HTTPS always, except for a registry on a loopback address (as docker and helm treat localhost
// registries as insecure ones). A version constraint reads the tag list (`+` is `_` in tags).
// Blob downloads may be redirected (registries serve blobs from a CDN): at most 3 hops, https only,
// without the token; the digest check makes the content the registry's.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ChartFetchError, ChartFetchRefused, defaultChartCacheDir, MAX_ARCHIVE, normalizeHelmRepo, pickVersion, storeChart, type ChartFetchPolicy, type FetchedChart } from './helm-repo.js';

const MANIFEST_TYPES = 'application/vnd.oci.image.manifest.v1+json';
const CHART_LAYER = 'application/vnd.cncf.helm.chart.content.v1.tar+gzip';
const MAX_JSON = 4 * 1024 * 1024;

const loopback = (host: string) => /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i.test(host);

/** `oci://host/path` / `host/path` → the registry's base URL and repository path. */
export function ociRepo(repoURL: string): { base: URL; path: string; key: string } {
  const bare = repoURL.replace(/^oci:\/\//i, '').replace(/\/+$/, '');
  const slash = bare.indexOf('/');
  const host = slash < 0 ? bare : bare.slice(0, slash);
  const path = slash < 0 ? '' : bare.slice(slash + 1);
  if (!host || /[@\s]/.test(host) || /[^A-Za-z0-9._:[\]-]/.test(host)) throw new ChartFetchRefused(`${repoURL} is not an OCI registry address`);
  if (/@/.test(bare)) throw new ChartFetchRefused('the registry address carries credentials: not fetched (cmp-lint never sends credentials)');
  let base: URL;
  try {
    base = new URL(`${loopback(host) ? 'http' : 'https'}://${host}`);
  } catch {
    throw new ChartFetchRefused(`${repoURL} is not an OCI registry address`);
  }
  return { base, path, key: `oci://${host.toLowerCase()}${path ? `/${path}` : ''}` };
}

interface Reply {
  status: number;
  headers: Headers;
  body: Buffer;
}

async function request(url: URL, max: number, policy: ChartFetchPolicy, headers: Record<string, string>): Promise<Reply> {
  const timeout = policy.timeoutMs ?? 60_000;
  let res: Response;
  try {
    res = await fetch(url, {
      redirect: 'manual',
      credentials: 'omit',
      headers: { 'user-agent': 'cmp-lint', ...headers },
      signal: policy.signal ? AbortSignal.any([AbortSignal.timeout(timeout), policy.signal]) : AbortSignal.timeout(timeout),
    });
  } catch (e) {
    const cause = (e as Error).cause as { message?: string } | undefined;
    throw new ChartFetchError(`GET ${url.origin}${url.pathname}: ${cause ? String(cause.message ?? cause) : (e as Error).message}`);
  }
  const len = Number(res.headers.get('content-length') ?? 0);
  if (len > max) throw new ChartFetchError(`GET ${url.origin}${url.pathname}: larger than ${max} bytes`);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const c of (res.body ?? []) as unknown as AsyncIterable<Uint8Array>) {
    total += c.length;
    if (total > max) throw new ChartFetchError(`GET ${url.origin}${url.pathname}: larger than ${max} bytes`);
    chunks.push(Buffer.from(c));
  }
  return { status: res.status, headers: res.headers, body: Buffer.concat(chunks) };
}

/** A Bearer challenge's parameters (`Bearer realm="…",service="…",scope="…"`). */
function challenge(header: string | null): Record<string, string> | undefined {
  const m = /^\s*Bearer\s+(.*)$/i.exec(header ?? '');
  if (!m) return undefined;
  const out: Record<string, string> = {};
  for (const p of m[1].matchAll(/([A-Za-z]+)="([^"]*)"/g)) out[p[1].toLowerCase()] = p[2];
  return out;
}

/** One registry session: the anonymous token once a challenge asked for it. */
class Session {
  private token: string | undefined;
  constructor(
    private readonly base: URL,
    private readonly policy: ChartFetchPolicy,
  ) {}

  async get(path: string, max: number, accept: string, follow = false): Promise<Buffer> {
    const url = new URL(path, this.base);
    const auth = (): Record<string, string> => (this.token ? { authorization: `Bearer ${this.token}` } : {});
    let r = await request(url, max, this.policy, { accept, ...auth() });
    if (r.status === 401 && !this.token) {
      await this.anonymousToken(r.headers.get('www-authenticate'));
      r = await request(url, max, this.policy, { accept, ...auth() });
    }
    for (let hop = 0; follow && r.status >= 300 && r.status < 400 && hop < 3; hop++) {
      const to = new URL(r.headers.get('location') ?? '', url);
      if (to.protocol !== 'https:' && !(to.protocol === 'http:' && loopback(to.host))) throw new ChartFetchError(`GET ${url.origin}${url.pathname}: redirect to ${to.protocol} not followed`);
      if (to.username || to.password) throw new ChartFetchError(`GET ${url.origin}${url.pathname}: redirect with credentials not followed`);
      r = await request(to, max, this.policy, { accept }); // never the token to another place
    }
    if (r.status >= 300 && r.status < 400) throw new ChartFetchError(`GET ${url.origin}${url.pathname}: redirect (${r.status}) not followed`);
    if (r.status < 200 || r.status >= 300) throw new ChartFetchError(`GET ${url.origin}${url.pathname}: HTTP ${r.status}`);
    return r.body;
  }

  private async anonymousToken(header: string | null): Promise<void> {
    const c = challenge(header);
    if (!c?.realm) throw new ChartFetchError(`${this.base.origin}: the registry asks for credentials (cmp-lint pulls anonymously only)`);
    let realm: URL;
    try {
      realm = new URL(c.realm);
    } catch {
      throw new ChartFetchError(`${this.base.origin}: token realm ${JSON.stringify(c.realm)} is not a URL`);
    }
    if (realm.protocol !== 'https:' && !(realm.protocol === 'http:' && loopback(realm.host))) throw new ChartFetchError(`${this.base.origin}: token realm ${realm.origin} is not https: not used`);
    if (realm.username || realm.password) throw new ChartFetchError(`${this.base.origin}: token realm carries credentials: not used`);
    if (c.service) realm.searchParams.set('service', c.service);
    if (c.scope) realm.searchParams.set('scope', c.scope);
    const r = await request(realm, MAX_JSON, this.policy, { accept: 'application/json' });
    if (r.status !== 200) throw new ChartFetchError(`${this.base.origin}: an anonymous token was refused (HTTP ${r.status}): the chart is not public`);
    let j: { token?: unknown; access_token?: unknown };
    try {
      j = JSON.parse(r.body.toString('utf8'));
    } catch {
      throw new ChartFetchError(`${this.base.origin}: the token answer is not JSON`);
    }
    const t = typeof j.token === 'string' ? j.token : typeof j.access_token === 'string' ? j.access_token : '';
    if (!t) throw new ChartFetchError(`${this.base.origin}: the token answer holds no token`);
    this.token = t;
  }
}

const json = (b: Buffer, what: string): Record<string, unknown> => {
  try {
    const v = JSON.parse(b.toString('utf8'));
    if (v && typeof v === 'object' && !Array.isArray(v)) return v;
  } catch {
    /* below */
  }
  throw new ChartFetchError(`${what} is not a JSON object`);
};

/** Pull `chart` at `version` (exact, or a constraint read against the tag list) from an OCI registry. */
export async function fetchOciChart(repoURL: string, chart: string, version: string, policy: ChartFetchPolicy | undefined): Promise<FetchedChart> {
  const repo = ociRepo(repoURL);
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(chart)) throw new ChartFetchError(`chart name ${JSON.stringify(chart)} is not a plain chart name`);
  if (!policy?.enabled) throw new ChartFetchRefused(`charts from OCI registries are fetched only with --fetch-charts (${repo.key})`);
  if (policy.allowed && !policy.allowed.has(normalizeHelmRepo(repo.key))) throw new ChartFetchRefused(`${repo.key} is not used on the base side: a pull request cannot add a registry to fetch from`);
  const name = repo.path ? `${repo.path}/${chart}` : chart;
  const cacheDir = policy.cacheDir ?? defaultChartCacheDir();
  const cached = (v: string) => {
    const dir = join(cacheDir, createHash('sha256').update(`${repo.key}\n${chart}\n${v}`).digest('hex').slice(0, 32));
    return { dir, out: { archive: join(dir, `${chart}-${v}.tgz`), dir: join(dir, 'chart', chart), version: v, name: chart } };
  };
  const session = new Session(repo.base, policy);
  let v = version;
  if (!/^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/.test(version.trim())) {
    // a constraint (or none): the highest matching tag (`+` is written `_` in tags)
    const tags = json(await session.get(`/v2/${name}/tags/list`, MAX_JSON, 'application/json'), `the tag list of ${repo.key}/${chart}`).tags;
    const entries = (Array.isArray(tags) ? tags : []).filter((t): t is string => typeof t === 'string').map((t) => ({ version: t.replace(/_/g, '+'), urls: [] }));
    const pick = pickVersion(entries, version);
    if (!pick) throw new ChartFetchError(`chart "${chart}" version "${version}" not found in ${repo.key}`);
    v = pick.version;
  }
  const { dir, out } = cached(v);
  if (existsSync(join(out.dir, 'Chart.yaml'))) return out;
  const manifest = json(await session.get(`/v2/${name}/manifests/${v.replace(/\+/g, '_')}`, MAX_JSON, MANIFEST_TYPES), `the manifest of ${repo.key}/${chart}:${v}`);
  const layers = Array.isArray(manifest.layers) ? (manifest.layers as Record<string, unknown>[]) : [];
  const layer = layers.find((l) => l && l.mediaType === CHART_LAYER);
  if (!layer || typeof layer.digest !== 'string' || !/^sha256:[0-9a-f]{64}$/.test(layer.digest)) throw new ChartFetchError(`${repo.key}/${chart}:${v} is not a Helm chart (no ${CHART_LAYER} layer)`);
  const data = await session.get(`/v2/${name}/blobs/${layer.digest}`, MAX_ARCHIVE, '*/*', true);
  if (`sha256:${createHash('sha256').update(data).digest('hex')}` !== layer.digest) throw new ChartFetchError(`${repo.key}/${chart}:${v}: the chart layer does not match its digest`);
  return storeChart(data, dir, chart, v, out);
}
