// What a file contributes to the cross-file picture (its cache role, see src/cache/index.ts), and when
// a partial read (hub files plus the files reported on) is not enough.
import type { Extracted } from '../extract/index.js';
import type { StreamLoad } from '../yaml/load.js';
import type { Finding } from '../core/finding.js';
import type { Role } from './index.js';
import { isKustomization } from '../extract/index.js';

/**
 * Rules whose findings in an Application or ConfigMap file depend only on that file and on hub files
 * (plugins, sidecars, pods, images, chart values, legacy lists) and kustomizations, and whose related
 * locations are in the same file or in hub files (never in a ConfigMap or a kustomization), and which
 * do not read model.configMaps. Such a file that is not
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
  'app-source-ignored',
  'app-vault-placeholder',
  'app-plugin-env-undefined-var',
]);

/** What the load alone says about a YAML file. */
export interface LoadFacts {
  /** nothing that can matter: no document, problem, quiet range, kustomization, directive */
  empty: boolean;
  /** a kustomization or a suppression directive: always read (or, for `kust`, known from its record) */
  hub: boolean;
  /** a kustomization the cache can remember (src/cache/kustomize.ts): its record */
  kust?: string;
}

/**
 * A possible kustomize patch (load.maybePatch) is not a hub by itself: its record says how
 * kustomizations named it (its context), and it is read again when that changes. A document the
 * extraction takes for a kustomization (by kind, or kindless with a kustomization's lists, whatever
 * the file's name) makes the file a hub, or `kust` when `kust` is given.
 */
export function loadFacts(load: StreamLoad, directive: boolean, kust?: string): LoadFacts {
  const hub = directive || load.kustomizations.length > 0 || load.docs.some((d) => !d.deferred && isKustomization(d.raw));
  const empty = !hub && load.docs.length === 0 && load.problems.length === 0 && load.quiet.length === 0 && !load.blockLines?.size;
  return { empty, hub, kust };
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

export function roleOf(path: string, facts: LoadFacts | undefined, made: ReturnType<typeof contributions>): Role {
  if (!facts) return 'hub'; // Dockerfiles have no facts
  // a kustomization whose extraction made only generated ConfigMaps (and links): known from its record
  if (facts.kust !== undefined) return made.hub.has(path) || made.apps.has(path) ? 'hub' : 'kust';
  if (facts.hub || made.hub.has(path)) return 'hub';
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
