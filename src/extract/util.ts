// Small, defensive readers for plain JS values decoded from YAML. Extractors never trust shapes:
// a wrong type is the schema rules' business, the model just keeps what it can understand.
import type { NodeRef } from '../yaml/source.js';
import type { Command, EnvVar, SecurityContextFacts, VolumeMount, Volume, Container } from '../model/types.js';

export type Obj = Record<string, unknown>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function obj(v: unknown): Obj {
  return isObj(v) ? v : {};
}

export function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/**
 * Does Argo CD ignore this spec's `source`? It renders `sources` whenever that list holds a source
 * (ApplicationSpec.GetSources, HasMultipleSources: `len(spec.Sources) > 0`), and `source` only
 * otherwise; an empty or missing `sources` leaves `source` in use.
 */
export function sourceIgnored(spec: Record<string, unknown>): boolean {
  return isObj(spec.source) && Array.isArray(spec.sources) && spec.sources.length > 0;
}

export function str(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

/** A list of strings as Argo CD would see it; a lone string becomes one element (the schema rule reports it). */
export function strList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map((x) => (x === null || x === undefined ? '' : String(x)));
  if (typeof v === 'string') return [v];
  return [];
}

export function commandOf(v: unknown, ref?: NodeRef): Command | undefined {
  if (!isObj(v)) return undefined;
  const command = strList(v.command);
  const args = strList(v.args);
  if (command.length === 0 && args.length === 0) return { command, args, ref };
  return { command, args, ref };
}

export function securityContextOf(v: unknown): SecurityContextFacts {
  const sc = obj(v);
  const caps = obj(sc.capabilities);
  const drop = strList(caps.drop).map((d) => d.toUpperCase());
  const num = (x: unknown) => (typeof x === 'number' ? x : typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : undefined);
  const bool = (x: unknown) => (typeof x === 'boolean' ? x : undefined);
  return {
    runAsUser: num(sc.runAsUser),
    runAsNonRoot: bool(sc.runAsNonRoot),
    readOnlyRootFilesystem: bool(sc.readOnlyRootFilesystem),
    allowPrivilegeEscalation: bool(sc.allowPrivilegeEscalation),
    dropsAll: drop.includes('ALL'),
  };
}

export function containerOf(raw: unknown, ref: NodeRef): Container {
  const c = obj(raw);
  const env: EnvVar[] = arr(c.env).map((e, i) => {
    const o = obj(e);
    return { name: str(o.name) ?? '', value: str(o.value), fromSource: o.valueFrom !== undefined, ref: ref.getIn(['env', i]) };
  });
  const volumeMounts: VolumeMount[] = arr(c.volumeMounts).map((m, i) => {
    const o = obj(m);
    return {
      name: str(o.name) ?? '',
      mountPath: str(o.mountPath) ?? '',
      subPath: str(o.subPath),
      readOnly: o.readOnly === true,
      ref: ref.getIn(['volumeMounts', i]),
    };
  });
  const resources = obj(c.resources);
  const image = imageOf(c.image, ref);
  return {
    name: str(c.name) ?? '',
    image: image?.image,
    imageRef: image?.ref,
    command: c.command === undefined || c.command === null ? undefined : strList(c.command),
    args: c.args === undefined || c.args === null ? undefined : strList(c.args),
    env,
    volumeMounts,
    securityContext: securityContextOf(c.securityContext),
    hasResources: Object.keys(obj(resources.requests)).length > 0 || Object.keys(obj(resources.limits)).length > 0,
    ref,
  };
}

export function volumeOf(raw: unknown, ref?: NodeRef): Volume {
  const v = obj(raw);
  const name = str(v.name) ?? '';
  if (isObj(v.configMap)) {
    const cm = v.configMap;
    const items = Array.isArray(cm.items)
      ? cm.items.map((it, i) => ({ key: str(obj(it).key) ?? '', path: str(obj(it).path) ?? '', ref: ref?.getIn(['configMap', 'items', i]) }))
      : undefined;
    return { name, kind: 'configMap', configMapName: str(cm.name), items, optional: cm.optional === true || undefined, ref };
  }
  if (v.secret !== undefined) return { name, kind: 'secret', ref };
  const other = Object.keys(v).filter((k) => k !== 'name');
  // A volume with no source field defaults to emptyDir (Kubernetes API defaulting; seen in kubectl dumps).
  if (v.emptyDir !== undefined || other.length === 0) return { name, kind: 'emptyDir', ref };
  return { name, kind: 'other', ref };
}

/**
 * An image reference: a string, or a map as chart values write it (`{registry, repository, tag,
 * digest}`). A map without a tag leaves the tag to the chart (its appVersion): not known, undefined.
 */
export function imageOf(v: unknown, ref: NodeRef): { image: string; ref?: NodeRef } | undefined {
  if (typeof v === 'string') return { image: v };
  if (!isObj(v)) return undefined;
  const repo = str(v.repository) ?? str(v.name);
  if (!repo) return undefined;
  const full = `${str(v.registry) ? `${str(v.registry)}/` : ''}${repo}`;
  if (typeof v.digest === 'string' && v.digest) return { image: `${full}@${v.digest}`, ref: ref.getIn(['image', 'digest']) };
  const tag = typeof v.tag === 'number' ? String(v.tag) : str(v.tag);
  if (!tag) return undefined;
  return { image: `${full}:${tag}`, ref: ref.getIn(['image', 'tag']) };
}
