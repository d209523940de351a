// Directory sources as the repo-server reads them (reposerver/repository findManifests and
// getPotentiallyValidManifests): a filepath.Walk of the app path in lexical order, into
// subdirectories only with `recurse`; files named *.yaml, *.yml, *.json or *.jsonnet (unless
// `disableExtensionFilter`); symlinks followed when they stay in the repository (a missing target
// skipped, one leaving the repository an error, a directory or other non-regular target skipped);
// `exclude` then `include` matched against the path relative to the app path with gobwas/glob
// (no separators: `*` crosses `/`); a file holding `+argocd:skip-file-rendering` skipped.
// YAML files that do not decode are ignored unless they look like a manifest (apiVersion:, kind:
// and metadata: all present) or an earlier document of the same file decoded; a .json file holds
// exactly one object; .jsonnet files are evaluated with the `jsonnet` binary (tlas, extVars, libs).
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';

export const SKIP_MARKER = '+argocd:skip-file-rendering';
const MANIFEST_FILE = /^.*\.(yaml|yml|json|jsonnet)$/s;

export class DirectoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DirectoryError';
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface DirectorySpec {
  recurse: boolean;
  include: string;
  exclude: string;
  disableExtensionFilter: boolean;
  jsonnet: { tlas: JsonnetVar[]; extVars: JsonnetVar[]; libs: string[] };
}

export interface JsonnetVar {
  name: string;
  value: string;
  code: boolean;
}

function vars(v: unknown): JsonnetVar[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isObj).map((x) => ({ name: String(x.name ?? ''), value: x.value === undefined || x.value === null ? '' : String(x.value), code: x.code === true }));
}

export function directorySpec(raw: unknown): DirectorySpec {
  const d = isObj(raw) ? raw : {};
  const j = isObj(d.jsonnet) ? d.jsonnet : {};
  return {
    recurse: d.recurse === true,
    include: typeof d.include === 'string' ? d.include : '',
    exclude: typeof d.exclude === 'string' ? d.exclude : '',
    disableExtensionFilter: d.disableExtensionFilter === true,
    jsonnet: { tlas: vars(j.tlas), extVars: vars(j.extVars), libs: Array.isArray(j.libs) ? j.libs.map(String) : [] },
  };
}

// ---- gobwas/glob without separators (Argo CD util/glob.Match) ----

const globCache = new Map<string, RegExp | null>();

/** Compile a gobwas/glob pattern (no separators) to a RegExp; null when it does not compile. */
export function compileGlob(pattern: string): RegExp | null {
  if (globCache.has(pattern)) return globCache.get(pattern)!;
  let re: RegExp | null;
  try {
    const [src, end] = globSource(pattern, 0, false);
    if (end !== pattern.length) throw new Error('unexpected');
    re = new RegExp(`^(?:${src})$`, 's');
  } catch {
    re = null;
  }
  globCache.set(pattern, re);
  return re;
}

const reEsc = (c: string) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Translate from `i` until the end (or, inside braces, an unnested `,` or `}`). */
function globSource(p: string, i: number, inBraces: boolean): [string, number] {
  let out = '';
  while (i < p.length) {
    const c = p[i];
    if (inBraces && (c === ',' || c === '}')) return [out, i];
    if (c === '\\') {
      if (i + 1 >= p.length) throw new Error('trailing escape');
      out += reEsc(p[i + 1]);
      i += 2;
    } else if (c === '*') {
      while (p[i] === '*') i++;
      out += '.*';
    } else if (c === '?') {
      out += '.';
      i++;
    } else if (c === '[') {
      const close = p.indexOf(']', i + 1);
      if (close < 0) throw new Error('unclosed [');
      let body = p.slice(i + 1, close);
      let neg = false;
      if (body.startsWith('!')) {
        neg = true;
        body = body.slice(1);
      }
      if (body === '') throw new Error('empty class');
      let cls = '';
      for (let k = 0; k < body.length; k++) {
        if (body[k + 1] === '-' && k + 2 < body.length) {
          cls += `${reEsc(body[k])}-${reEsc(body[k + 2])}`;
          k += 2;
        } else cls += reEsc(body[k]);
      }
      out += `[${neg ? '^' : ''}${cls}]`;
      i = close + 1;
    } else if (c === '{') {
      const alts: string[] = [];
      i++;
      for (;;) {
        const [s, j] = globSource(p, i, true);
        alts.push(s);
        if (j >= p.length) throw new Error('unclosed {');
        i = j + 1;
        if (p[j] === '}') break;
      }
      out += `(?:${alts.join('|')})`;
    } else {
      out += reEsc(c);
      i++;
    }
  }
  if (inBraces) return [out, i];
  return [out, i];
}

/** Argo CD util/glob.Match: false when the pattern does not compile. */
export function globMatch(pattern: string, text: string): boolean {
  const re = compileGlob(pattern);
  return re ? re.test(text) : false;
}

// ---- the walk ----

export interface ManifestFile {
  /** absolute path (the link itself for a symlink) */
  path: string;
  /** path relative to the app directory, with `/` */
  rel: string;
  name: string;
}

const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

function inbound(p: string, root: string): boolean {
  return p.startsWith(root.endsWith('/') ? root : root + '/');
}

/** getPotentiallyValidManifests: the files findManifests reads, in Walk order. */
export function potentialManifests(appDir: string, repoRoot: string, spec: DirectorySpec, warn: (m: string) => void = () => undefined): ManifestFile[] {
  const out: ManifestFile[] = [];
  const root = realpathSync(repoRoot);
  const walk = (dir: string, relDir: string) => {
    const names = readdirSync(dir).sort(byteOrder);
    for (const name of names) {
      const abs = join(dir, name);
      const rel = relDir ? `${relDir}/${name}` : name;
      const st = lstatSync(abs);
      if (st.isDirectory()) {
        if (spec.recurse) walk(abs, rel);
        continue;
      }
      if (!spec.disableExtensionFilter && !MANIFEST_FILE.test(name)) continue;
      let real: Stats = st;
      if (st.isSymbolicLink()) {
        let target: string;
        try {
          target = realpathSync(abs);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
            warn(`skipping manifest file ${JSON.stringify(rel)}: destination of symlink ${JSON.stringify(rel)} is missing`);
            continue;
          }
          throw new DirectoryError(`invalid manifest file ${JSON.stringify(abs)}: failed to evaluate symlink at ${JSON.stringify(rel)}: ${(e as Error).message}`);
        }
        if (!inbound(target, root)) throw new DirectoryError(`invalid manifest file ${JSON.stringify(rel)}: illegal filepath in symlink at ${JSON.stringify(rel)}`);
        real = statSync(target);
      }
      if (!real.isFile()) continue;
      if (spec.exclude !== '' && globMatch(spec.exclude, rel)) continue;
      if (spec.include !== '' && !globMatch(spec.include, rel)) continue;
      if (readFileSync(abs).includes(SKIP_MARKER)) continue;
      out.push({ path: abs, rel, name });
    }
  };
  walk(appDir, '');
  return out;
}
