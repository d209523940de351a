// What a file contributes to the cross-file picture (its cache role, see src/cache/index.ts), and when
// a partial read (hub files plus the files reported on) is not enough.
import { posix } from 'node:path';
import type { Extracted } from '../extract/index.js';
import type { StreamLoad } from '../yaml/load.js';
import type { Finding } from '../core/finding.js';
import type { Role } from './index.js';

/**
 * Rules whose findings in an Application or ConfigMap file depend only on that file and on hub files
 * (plugins, sidecars, pods, images, chart values, legacy lists), and whose related locations are in
 * the same file or in hub files, and which do not read model.configMaps. Such a file that is not
 * reported on can then be left unread. Any other rule with a finding that touches an Application or
 * ConfigMap file read in a partial run makes the run read everything (a rule that gathers
 * Applications, like legacy-cm-plugin's users or app-plugin-env-prefix's setters, or that looks
 * ConfigMaps up by name, would otherwise see only some of them), and so does one of these rules
 * reading model.configMaps while ConfigMap files were left unread (src/lint.ts checks that as the
 * rules run). A rule added later is therefore safe by default.
 */
export const PER_FILE_RULES: ReadonlySet<string> = new Set([
  'yaml-syntax',
  'yaml-duplicate-key',
  'app-schema',
  'app-plugin-not-found',
  'app-plugin-param-unknown',
  'app-plugin-discover-mismatch',
  'app-discovery-ambiguous',
  'app-source-multiple-types',
  'app-vault-placeholder',
  'app-plugin-env-undefined-var',
]);

/** What the load alone says about a YAML file. */
export interface LoadFacts {
  /** nothing that can matter: no document, problem, quiet range, kustomization, directive */
  empty: boolean;
  /** a kustomization or a suppression directive: always read */
  hub: boolean;
}

/**
 * A possible kustomize patch (load.maybePatch) is not a hub by itself: src/lint.ts reads every file a
 * kustomization names, cached or not, and kustomizations are always read.
 */
export function loadFacts(load: StreamLoad, directive: boolean): LoadFacts {
  const hub = directive || load.kustomizations.length > 0;
  const empty = !hub && load.docs.length === 0 && load.problems.length === 0 && load.quiet.length === 0 && !load.blockLines?.size;
  return { empty, hub };
}

/**
 * Files a kustomization names (patches, generators, anything but `resources`/`components`/`bases`,
 * which extraction does not follow), relative to cwd: such a file's meaning depends on the
 * kustomization, so it is a hub file whatever it holds.
 */
export function kustomizationPaths(kustomizations: { path: string; value: unknown }[]): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown, dir: string) => {
    if (typeof v === 'string') {
      if (v.length > 0 && v.length < 4096 && !v.includes('\n')) {
        out.add(posix.normalize(posix.join(dir, v)));
        if (v.includes('=')) out.add(posix.normalize(posix.join(dir, v.slice(v.indexOf('=') + 1))));
      }
    } else if (Array.isArray(v)) {
      for (const x of v) walk(x, dir);
    } else if (typeof v === 'object' && v !== null) {
      for (const x of Object.values(v)) walk(x, dir);
    }
  };
  for (const k of kustomizations) {
    if (typeof k.value !== 'object' || k.value === null) continue;
    const dir = posix.dirname(k.path);
    for (const [key, v] of Object.entries(k.value)) if (key !== 'resources' && key !== 'components' && key !== 'bases') walk(v, dir);
  }
  return out;
}

/** What the extractors put in the model that is not a hub object: Applications, ConfigMaps, per-file data. */
const NOT_HUB = new Set(['sources', 'argoResources', 'configMaps', 'problems', 'quiet', 'blockLines', 'unitLinks']);

/**
 * Files by what they put in the model: hub objects (joined with other files' objects) and ConfigMaps.
 * Every list of the extraction but NOT_HUB counts as hub (plugins, sidecars, pods, images, legacy
 * lists, chart values, Application fragments, and any collection added later). unitLinks come
 * from kustomizations, which are hubs by their load.
 */
export function contributions(ex: Extracted): { hub: Set<string>; configMaps: Set<string>; apps: Set<string> } {
  const hub = new Set<string>();
  for (const [key, list] of Object.entries(ex)) {
    if (NOT_HUB.has(key) || !Array.isArray(list)) continue;
    for (const o of list as { file?: unknown; app?: { file?: unknown } }[]) {
      const file = typeof o?.file === 'string' ? o.file : typeof o?.app?.file === 'string' ? o.app.file : undefined;
      if (file !== undefined) hub.add(file);
    }
  }
  const configMaps = new Set(ex.configMaps.map((c) => c.file));
  const apps = new Set([...ex.sources.map((s) => s.app.file), ...ex.argoResources.map((r) => r.file)]);
  return { hub, configMaps, apps };
}

export function roleOf(path: string, facts: LoadFacts | undefined, made: ReturnType<typeof contributions>, referenced: Set<string>): Role {
  if (!facts || facts.hub || made.hub.has(path) || referenced.has(path)) return 'hub'; // Dockerfiles have no facts
  if (facts.empty) return 'none';
  if (made.configMaps.has(path)) return made.apps.has(path) ? 'hub' : 'cm';
  // Applications, or documents that made nothing (their own read problems only)
  return 'local';
}

/**
 * After a partial run (Application and ConfigMap files not reported on were left unread): could a
 * finding differ from what the whole picture gives? Yes when a rule outside PER_FILE_RULES reported
 * something located in, or related to, an Application or ConfigMap file that was read.
 */
export function partialIsUnsound(findings: Finding[], partRead: Set<string>): boolean {
  if (partRead.size === 0) return false;
  return findings.some((f) => !PER_FILE_RULES.has(f.ruleId) && (partRead.has(f.file) || (f.related ?? []).some((r) => partRead.has(r.file))));
}
