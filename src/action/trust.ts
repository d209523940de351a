// What the Action trusts on a pull request. The head commit is the pull request's own code: its
// `.cmp-lint.yaml` may say anything. The settings that decide what a plugin can reach
// (`render.env`, `render.timeout`) are therefore read from the base commit's configuration
// (`git show <base>:<path>`), validated like the normal config, or from the workflow's inputs.
// The head's configuration still drives the lint (which executes nothing).
import { execFileSync } from 'node:child_process';
import { relative, resolve, sep } from 'node:path';
import { CONFIG_FILE_NAMES, defaultConfig, parseConfig, type Config } from '../config.js';
import { detectHost, type Sandbox } from '../render/sandbox/index.js';
import { EXTERNAL_RULES, findRule } from '../rules/index.js';
import type { Severity } from '../core/finding.js';

export interface TrustedConfig {
  config: Config;
  /** `<rev>:<path>` it was read from; undefined when the base has no config file */
  source?: string;
}

/** The file at `rev:path` (path relative to the repository top), or undefined when absent. */
function show(top: string, rev: string, path: string): string | undefined {
  try {
    return execFileSync('git', ['-C', top, 'show', `${rev}:${path}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}

/**
 * The base commit's configuration: the file the `config` input names, else `.cmp-lint.yaml` /
 * `.cmp-lint.yml` in the working directory, as of `rev`. No file there: the defaults (no
 * `render.env`). Throws ConfigError when the file does not validate.
 */
export function baseConfig(top: string, cwd: string, rev: string, explicit: string | undefined, knownRules?: Set<string>): TrustedConfig {
  const names = explicit ? [explicit] : CONFIG_FILE_NAMES;
  for (const n of names) {
    const rel = relative(top, resolve(cwd, n)).split(sep).join('/');
    if (rel.startsWith('../')) continue; // outside the repository: not versioned, nothing to trust
    const text = show(top, rev, rel);
    if (text === undefined) continue;
    const source = `${rev.length === 40 ? rev.slice(0, 12) : rev}:${rel}`;
    return { config: parseConfig(source, text, knownRules), source };
  }
  return { config: defaultConfig() };
}

/** Names the head's config adds to `render.env` that the base's does not have (for the log). */
export function widenedEnv(head: Config, base: Config): string[] {
  const have = new Set(base.render.env);
  return head.render.env.filter((n) => !have.has(n));
}

/**
 * Whether every plugin command of a diff would run isolated from the runner. A container sandbox
 * runs a plugin whose sidecar image is unknown on the host instead (auto mode), so the host's
 * isolation counts too; `host (unshare)` hides processes and the network but not the files.
 */
export function isolationOf(sb: Sandbox): { isolated: boolean; label: string; why?: string } {
  if (!sb.isolated) return { isolated: false, label: sb.label, why: sb.fallback };
  if (sb.kind === 'container' && sb.requested === 'auto') {
    const h = detectHost();
    if (h.tool !== 'bwrap') return { isolated: false, label: `${sb.label}, host fallback ${h.tool ? `(${h.tool})` : 'none'}`, why: 'plugins whose sidecar image is unknown would run on the host without file isolation' };
  }
  return { isolated: true, label: sb.label };
}

/** What a pull request's own configuration turns off that its base's has on (the lint reads the head's). */
export interface ConfigWeakening {
  /** `<rev>:<path>` of the base's configuration, undefined when the base has none */
  source?: string;
  /** `ignore` globs the head adds */
  ignore: string[];
  /** rules the head switches off or lowers: severities in the base and in the head */
  rules: { id: string; base: Severity | 'off'; head: Severity | 'off' }[];
  /** `plugins` names the head adds (plugins served outside the repository: an app naming one is not app-plugin-not-found) */
  plugins: string[];
  /** a smaller `maxFileSize` (bigger files are skipped, not linted): bytes in the base and in the head */
  maxFileSize?: { base: number; head: number };
}

const RANK: Record<string, number> = { off: 0, info: 1, warning: 2, error: 3 };

export function weakenedChecks(head: Config, base: TrustedConfig): ConfigWeakening {
  const had = new Set(base.config.ignore);
  const ignore = head.ignore.filter((g) => !had.has(g));
  const rules: ConfigWeakening['rules'] = [];
  // every rule either side names: a head that drops the base's stricter setting weakens it too
  for (const id of [...new Set([...Object.keys(head.rules), ...Object.keys(base.config.rules)])].sort()) {
    const def = findRule(id)?.meta.severity ?? EXTERNAL_RULES.find((r) => r.id === id)?.severity;
    if (!def) continue;
    const b = base.config.rules[id] ?? def;
    const h = head.rules[id] ?? def;
    if (RANK[h] < RANK[b]) rules.push({ id, base: b, head: h });
  }
  const size = head.maxFileSize < base.config.maxFileSize ? { maxFileSize: { base: base.config.maxFileSize, head: head.maxFileSize } } : {};
  const known = new Set(base.config.plugins);
  const plugins = head.plugins.filter((p) => !known.has(p));
  return { source: base.source, ignore, rules, plugins, ...size };
}
