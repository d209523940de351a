// .cmp-lint.yaml: load, validate against schemas/cmp-lint-config.schema.json, apply defaults.
import { readFileSync, existsSync, statSync, realpathSync } from 'node:fs';
import { resolve, relative, join, dirname, isAbsolute } from 'node:path';
import { SourceText, parseYaml, rootRef, docToJS } from './yaml/source.js';
import { validateConfig } from './schema/validate.js';
import type { Severity } from './model/types.js';
import { durationProblem, parseDuration } from './core/duration.js';

export const CONFIG_FILE_NAMES = ['.cmp-lint.yaml', '.cmp-lint.yml'];
const TOP_LEVEL_KEYS = ['rules', 'ignore', 'plugins', 'kubeVersion', 'apiVersions', 'render', 'maxFileSize'];
export const DEFAULT_MAX_FILE_SIZE = 5 * 1024 * 1024;

export interface Config {
  /** where it was read from (relative to cwd), if anywhere */
  file?: string;
  /** the directory holding it (absolute): `ignore` globs are relative to it */
  dir?: string;
  rules: Record<string, Severity | 'off'>;
  ignore: string[];
  plugins: string[];
  kubeVersion?: string;
  /** KUBE_API_VERSIONS entries for the plugin environment */
  apiVersions: string[];
  render: { timeoutMs?: number; env: string[]; exclude: string[]; useManifestGeneratePaths?: boolean; trackingMethod?: 'annotation' | 'label' | 'annotation+label' };
  maxFileSize: number;
}

/** A configuration problem: exit code 2, with a position when there is one. */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly file?: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }
  describe(): string {
    const where = this.file ? `${this.file}${this.line ? `:${this.line}:${this.column ?? 1}` : ''}: ` : '';
    return `${where}${this.message}`;
  }
}

export function defaultConfig(): Config {
  return { rules: {}, ignore: [], plugins: [], apiVersions: [], render: { env: [], exclude: [] }, maxFileSize: DEFAULT_MAX_FILE_SIZE };
}

/**
 * The configuration file that applies in `cwd`: the nearest .cmp-lint.yaml (or .cmp-lint.yml) in
 * cwd or a parent directory, up to the repository root (the nearest directory holding `.git`).
 * Outside a repository only cwd itself is looked at, so a stray file in a home directory or /tmp
 * never applies.
 */
export function findConfigFile(cwd: string): string | undefined {
  const dirs: string[] = [];
  let dir = resolve(cwd);
  for (;;) {
    dirs.push(dir);
    if (existsSync(join(dir, '.git'))) break;
    const up = dirname(dir);
    if (up === dir) {
      dirs.length = 1; // no repository: cwd only
      break;
    }
    dir = up;
  }
  for (const d of dirs) {
    for (const n of CONFIG_FILE_NAMES) {
      const p = join(d, n);
      if (existsSync(p)) return p;
    }
  }
  return undefined;
}

/** Find and load the config: an explicit path, else the nearest one (findConfigFile). */
export function loadConfig(cwd: string, explicit?: string, knownRules?: Set<string>): Config {
  let path: string | undefined;
  if (explicit) {
    path = resolve(cwd, explicit);
    if (!existsSync(path)) throw new ConfigError(`config file not found: ${explicit}`);
    if (statSync(path).isDirectory()) throw new ConfigError(`config path is a directory: ${explicit}`);
  } else {
    path = findConfigFile(cwd);
  }
  if (!path) return defaultConfig();
  const display = relative(cwd, path).split('\\').join('/') || path;
  checkConfigFile(cwd, path, display);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new ConfigError(`cannot read config: ${(e as Error).message}`, display);
  }
  return { ...parseConfig(display, text, knownRules), dir: dirname(path) };
}

/** A config file larger than this is refused (a real one is a few kilobytes). */
export const MAX_CONFIG_BYTES = 1024 * 1024;

/**
 * A config file in the repository is the repository's text, which on a pull request is its
 * author's: a symbolic link from it to outside the repository is not followed (it would read the
 * runner's files into error messages; into .git, the checkout's credential), and only a regular file of at most MAX_CONFIG_BYTES is read
 * (a link to /dev/zero or a FIFO would hang or exhaust memory). A path the user names outside the
 * repository is theirs to choose.
 */
function checkConfigFile(cwd: string, path: string, display: string): void {
  let root = resolve(cwd);
  for (let d = root; ; d = dirname(d)) {
    if (existsSync(join(d, '.git'))) {
      root = d;
      break;
    }
    if (dirname(d) === d) break;
  }
  const inside = (from: string, p: string) => {
    const rel = relative(from, p);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  };
  if (inside(root, path)) {
    let real: string;
    try {
      real = realpathSync(path);
    } catch {
      throw new ConfigError('cannot read config: a symbolic link to nothing', display);
    }
    const realRoot = realpathSync(root);
    if (!inside(realRoot, real)) throw new ConfigError('the config file is a symbolic link to outside the repository (not followed)', display);
    // .git/config holds a CI checkout's credential (http.<url>.extraheader)
    if (relative(realRoot, real).split(/[\\/]/).includes('.git')) throw new ConfigError('the config file is a symbolic link into .git (not followed)', display);
  }
  const st = statSync(path);
  if (!st.isFile()) throw new ConfigError('the config file is not a regular file', display);
  if (st.size > MAX_CONFIG_BYTES) throw new ConfigError(`the config file is larger than ${MAX_CONFIG_BYTES / 1024 / 1024} MiB`, display);
}

export function parseConfig(file: string, text: string, knownRules?: Set<string>): Config {
  const src = new SourceText(file, text);
  const parsed = parseYaml(src);
  if (parsed.errors.length > 0) {
    const e = parsed.errors[0];
    throw new ConfigError(`invalid YAML: ${e.message}`, file, e.loc.line, e.loc.column);
  }
  const doc = parsed.docs[0];
  if (!doc || doc.contents === null) return { ...defaultConfig(), file };
  if (parsed.docs.length > 1) throw new ConfigError('the config must be a single YAML document', file);
  let raw: unknown;
  try {
    raw = docToJS(doc);
  } catch (e) {
    throw new ConfigError((e as Error).message, file);
  }
  const root = rootRef(src, doc);
  const issues = validateConfig(raw);
  if (issues.length > 0) {
    const i = issues[0];
    const loc = root.at(i.path, i.keyword === 'additionalProperties');
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    if (i.keyword === 'additionalProperties') {
      const key = String(i.path[i.path.length - 1]);
      const near = i.path.length === 1 ? closest(key, TOP_LEVEL_KEYS) : undefined;
      const at = i.path.length > 1 ? ` in \`${i.path.slice(0, -1).join('.')}\`` : '';
      throw new ConfigError(`unknown key \`${key}\`${at}${near ? ` (did you mean \`${near}\`?)` : ''}${more}`, file, loc.line, loc.column);
    }
    throw new ConfigError(`${describePath(i.path)}${i.message}${more}`, file, loc.line, loc.column);
  }
  const o = raw as Record<string, unknown>;
  const cfg = defaultConfig();
  cfg.file = file;
  const rules = (o.rules ?? {}) as Record<string, Severity | 'off'>;
  if (knownRules) {
    for (const id of Object.keys(rules)) {
      if (!knownRules.has(id)) {
        const loc = root.at(['rules', id], true);
        const near = closest(id, [...knownRules]);
        throw new ConfigError(`unknown rule \`${id}\`${near ? ` (did you mean \`${near}\`?)` : ''}; \`cmp-lint rules\` lists them`, file, loc.line, loc.column);
      }
    }
  }
  cfg.rules = rules;
  cfg.ignore = (o.ignore as string[] | undefined) ?? [];
  cfg.plugins = (o.plugins as string[] | undefined) ?? [];
  cfg.kubeVersion = o.kubeVersion as string | undefined;
  cfg.apiVersions = (o.apiVersions as string[] | undefined) ?? [];
  const render = (o.render ?? {}) as {
    timeout?: string | number;
    env?: string[];
    passEnv?: string[];
    exclude?: string[];
    useManifestGeneratePaths?: boolean;
    trackingMethod?: Config['render']['trackingMethod'];
  };
  cfg.render = { env: [...(render.env ?? []), ...(render.passEnv ?? [])], exclude: render.exclude ?? [] };
  if (render.useManifestGeneratePaths !== undefined) cfg.render.useManifestGeneratePaths = render.useManifestGeneratePaths;
  if (render.trackingMethod !== undefined) cfg.render.trackingMethod = render.trackingMethod;
  if (render.timeout !== undefined) {
    const ms = parseDuration(render.timeout);
    if (ms === undefined) {
      const loc = root.at(['render', 'timeout']);
      throw new ConfigError(`render.timeout: ${durationProblem(render.timeout)}`, file, loc.line, loc.column);
    }
    cfg.render.timeoutMs = ms;
  }
  if (o.maxFileSize !== undefined) {
    const n = parseSize(o.maxFileSize as string | number);
    if (n === undefined) {
      const loc = root.at(['maxFileSize']);
      throw new ConfigError(`maxFileSize: cannot read \`${o.maxFileSize}\` as a size (use bytes or 5MB)`, file, loc.line, loc.column);
    }
    cfg.maxFileSize = n;
  }
  return cfg;
}

function describePath(path: (string | number)[]): string {
  return path.length ? `${path.join('.')}: ` : '';
}

export { parseDuration };

export function parseSize(v: string | number): number | undefined {
  if (typeof v === 'number') return v > 0 ? v : undefined;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|k|mb|m|gb|g|kib|mib|gib)?\s*$/i.exec(v);
  if (!m) return undefined;
  const unit = (m[2] ?? 'b').toLowerCase();
  const mult = unit.startsWith('k') ? 1024 : unit.startsWith('m') ? 1024 ** 2 : unit.startsWith('g') ? 1024 ** 3 : 1;
  return Math.round(Number(m[1]) * mult);
}

/** The known name closest to `s` by edit distance, when close enough to be a typo. */
export function closest(s: string, known: string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const k of known) {
    const d = editDistance(s.toLowerCase(), k.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best !== undefined && bestD <= Math.max(2, Math.floor(s.length / 3)) ? best : undefined;
}

export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}
