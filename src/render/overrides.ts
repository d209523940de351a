// `.argocd-source.yaml` and `.argocd-source-<appName>.yaml` in the app path: the repo-server
// JSON-merge-patches them into the source before it picks a tool, then restores repoURL, path,
// chart and targetRevision (reference 3.1). They can add a `plugin:` block, env or parameters.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load, CORE_SCHEMA } from 'js-yaml';
import type { AppSource, SourceType } from '../model/types.js';
import { instanceName } from './env.js';

const TYPES: SourceType[] = ['helm', 'kustomize', 'directory', 'plugin'];
const KEPT = ['repoURL', 'path', 'chart', 'targetRevision'] as const;

/** RFC 7386 JSON merge patch. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return patch;
  const out: Record<string, unknown> = typeof target === 'object' && target !== null && !Array.isArray(target) ? { ...(target as Record<string, unknown>) } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = mergePatch(out[k], v);
  }
  return out;
}

export interface Overridden {
  source: AppSource;
  /** override files applied, relative to the app dir */
  files: string[];
}

/** The source as the repo-server sees it after the override files; throws on an unreadable file. */
export function applySourceOverrides(s: AppSource, appDir: string, controlPlaneNamespace?: string): Overridden {
  const names = ['.argocd-source.yaml', `.argocd-source-${instanceName(s.app.name, s.app.namespace, controlPlaneNamespace)}.yaml`];
  let raw: unknown = s.raw;
  const files: string[] = [];
  for (const name of names) {
    const p = join(appDir, name);
    if (!existsSync(p)) continue;
    let patch: unknown;
    try {
      patch = load(readFileSync(p, 'utf8'), { schema: CORE_SCHEMA, json: true });
    } catch (e) {
      throw new Error(`cannot read ${name}: ${(e as Error).message.split('\n')[0]}`);
    }
    raw = mergePatch(raw, patch ?? {});
    files.push(name);
  }
  if (files.length === 0) return { source: s, files };
  const merged = raw as Record<string, unknown>;
  for (const k of KEPT) {
    if (s.raw[k] === undefined) delete merged[k];
    else merged[k] = s.raw[k];
  }
  const types = TYPES.filter((t) => merged[t] !== undefined && merged[t] !== null);
  let plugin: AppSource['plugin'];
  if (types.includes('plugin')) {
    const p = (merged.plugin ?? {}) as { name?: unknown; env?: unknown; parameters?: unknown };
    const list = (v: unknown) => (Array.isArray(v) ? v : []) as Record<string, unknown>[];
    plugin = {
      name: typeof p.name === 'string' && p.name ? p.name : undefined,
      env: list(p.env).map((e) => ({ name: String(e?.name ?? ''), value: String(e?.value ?? '') })),
      parameters: list(p.parameters).map((e) => ({ name: String(e?.name ?? '') })),
      ref: s.plugin?.ref ?? s.ref,
    };
  }
  return { source: { ...s, types, plugin, raw: merged }, files };
}
