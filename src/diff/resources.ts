// Resource-level diff: identify each rendered object (API group, kind, namespace, name), pair the
// two sides, hide Secret values, and produce a unified diff of stably ordered YAML per resource.
import yaml from 'js-yaml';
import { structuredPatch } from 'diff';
import type { Manifest } from '../render/index.js';
import type { ResourceChange, ResourceKey } from './types.js';

/** Kinds that have no namespace (built-in APIs; CRDs that are cluster-scoped cannot be known offline). */
export const CLUSTER_SCOPED_KINDS = new Set([
  'APIService',
  'CertificateSigningRequest',
  'ClusterRole',
  'ClusterRoleBinding',
  'ComponentStatus',
  'CSIDriver',
  'CSINode',
  'CustomResourceDefinition',
  'FlowSchema',
  'IngressClass',
  'MutatingAdmissionPolicy',
  'MutatingAdmissionPolicyBinding',
  'MutatingWebhookConfiguration',
  'Namespace',
  'Node',
  'PersistentVolume',
  'PriorityClass',
  'PriorityLevelConfiguration',
  'RuntimeClass',
  'StorageClass',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
  'ValidatingWebhookConfiguration',
  'VolumeAttachment',
  'VolumeAttributesClass',
  // common cluster-scoped custom resources
  'ClusterIssuer',
  'ClusterSecretStore',
  'ClusterPolicy',
]);

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function resourceKey(m: Manifest, destNamespace: string | undefined): ResourceKey {
  const apiVersion = typeof m.apiVersion === 'string' ? m.apiVersion : '';
  const group = apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.lastIndexOf('/')) : '';
  const kind = String(m.kind ?? '');
  const meta = isObj(m.metadata) ? m.metadata : {};
  const name = typeof meta.name === 'string' ? meta.name : typeof meta.generateName === 'string' ? `${meta.generateName}*` : '';
  const clusterScoped = CLUSTER_SCOPED_KINDS.has(kind);
  const ns = typeof meta.namespace === 'string' && meta.namespace !== '' ? meta.namespace : '';
  const namespace = clusterScoped ? '' : ns || destNamespace || '';
  return { group, kind, namespace, name };
}

/** `apps/Deployment team-a/web`, `ClusterRole view`, `ConfigMap default/x`. */
export function keyLabel(k: ResourceKey): string {
  const gk = k.group ? `${k.group}/${k.kind}` : k.kind;
  return `${gk} ${k.namespace ? `${k.namespace}/` : ''}${k.name || '(no name)'}`;
}

const keyId = (k: ResourceKey) => `${k.group}\0${k.kind}\0${k.namespace}\0${k.name}`;

export function compareKeys(a: ResourceKey, b: ResourceKey): number {
  for (const f of ['namespace', 'group', 'kind', 'name'] as const) {
    if (a[f] !== b[f]) return a[f] < b[f] ? -1 : 1;
  }
  return 0;
}

export const SECRET_MARK = {
  unchanged: '<unchanged>',
  changedOld: '<changed (old)>',
  changedNew: '<changed (new)>',
  added: '<added>',
  removed: '<removed>',
} as const;

const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration';

/**
 * A Secret as Argo CD's diff hides it (HideSecretData: group "" and kind Secret): any apiVersion of
 * the core group, not only `v1` (`v2`, `/v1`, a number or none: the group is what resourceKey reads).
 */
function isSecret(m: unknown): m is Manifest {
  if (!isObj(m) || m.kind !== 'Secret') return false;
  const v = typeof m.apiVersion === 'string' ? m.apiVersion : '';
  return !v.includes('/') || v.slice(0, v.lastIndexOf('/')) === '';
}

/** isSecret without narrowing (for callers holding a Manifest). */
export const isCoreSecret = (m: unknown): boolean => isSecret(m);

/**
 * Copies of both sides with every Secret value (data, stringData, and the last-applied annotation
 * that would repeat them) replaced by a marker that says only whether it changed. Lists are walked.
 */
export function redactPair(base: unknown, head: unknown): [unknown, unknown] {
  if (isObj(base) && isObj(head) && Array.isArray(base.items) && Array.isArray(head.items)) {
    const n = Math.max(base.items.length, head.items.length);
    const b: unknown[] = [];
    const h: unknown[] = [];
    for (let i = 0; i < n; i++) {
      const [x, y] = redactPair(base.items[i], head.items[i]);
      if (i < base.items.length) b.push(x);
      if (i < head.items.length) h.push(y);
    }
    return [{ ...base, items: b }, { ...head, items: h }];
  }
  if (!isSecret(base) && !isSecret(head)) {
    return [redactOne(base), redactOne(head)];
  }
  const b = isSecret(base) ? { ...base } : redactOne(base);
  const h = isSecret(head) ? { ...head } : redactOne(head);
  for (const field of ['data', 'stringData']) {
    const bv = isSecret(base) && isObj(base[field]) ? (base[field] as Record<string, unknown>) : undefined;
    const hv = isSecret(head) && isObj(head[field]) ? (head[field] as Record<string, unknown>) : undefined;
    if (isSecret(base) && base[field] !== undefined) (b as Manifest)[field] = marks(bv, hv, 'base', base[field]);
    if (isSecret(head) && head[field] !== undefined) (h as Manifest)[field] = marks(hv, bv, 'head', head[field]);
  }
  if (isSecret(base)) (b as Manifest).metadata = redactMeta(base.metadata);
  if (isSecret(head)) (h as Manifest).metadata = redactMeta(head.metadata);
  return [b, h];
}

/** One side alone (an added or removed resource): every Secret value becomes <added>/<removed>-style marks. */
function redactOne(m: unknown): unknown {
  if (isObj(m) && Array.isArray(m.items)) return { ...m, items: m.items.map(redactOne) };
  if (!isSecret(m)) return m;
  const out: Manifest = { ...m, metadata: redactMeta(m.metadata) };
  for (const field of ['data', 'stringData']) {
    const v = m[field];
    if (v === undefined) continue;
    out[field] = isObj(v) ? Object.fromEntries(Object.keys(v).map((k) => [k, '<redacted>'])) : '<redacted>';
  }
  return out;
}

function marks(mine: Record<string, unknown> | undefined, other: Record<string, unknown> | undefined, side: 'base' | 'head', raw: unknown): unknown {
  if (!mine) return raw === null ? null : '<redacted>';
  const out: Record<string, string> = {};
  for (const k of Object.keys(mine)) {
    if (!other || !(k in other)) out[k] = side === 'base' ? SECRET_MARK.removed : SECRET_MARK.added;
    else if (JSON.stringify(other[k]) === JSON.stringify(mine[k])) out[k] = SECRET_MARK.unchanged;
    else out[k] = side === 'base' ? SECRET_MARK.changedOld : SECRET_MARK.changedNew;
  }
  return out;
}

function redactMeta(meta: unknown): unknown {
  if (!isObj(meta) || !isObj(meta.annotations) || !(LAST_APPLIED in meta.annotations)) return meta;
  return { ...meta, annotations: { ...meta.annotations, [LAST_APPLIED]: '<redacted>' } };
}

/** YAML with keys sorted at every level, one value per line, no line folding. */
export function stableYaml(v: unknown): string {
  if (v === undefined) return '';
  return yaml.dump(v, { sortKeys: true, lineWidth: -1, noRefs: true, noCompatMode: true });
}

/** Unified diff with `context` lines around each change; headers name the resource on each side. */
export function unifiedDiff(label: string, before: string, after: string, context = 3): string {
  // Past a few thousand edits the exact diff gets slow and no easier to read: show a replacement.
  const p = structuredPatch(`base/${label}`, `head/${label}`, before, after, '', '', { context, maxEditLength: 1000, timeout: 5000 }) ?? replacement(before, after, context);
  const lines = [`--- ${before ? `base/${label}` : '/dev/null'}`, `+++ ${after ? `head/${label}` : '/dev/null'}`];
  for (const h of p.hunks) {
    lines.push(`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`);
    for (const l of h.lines) if (!l.startsWith('\\')) lines.push(l);
  }
  return lines.join('\n') + '\n';
}

/** One hunk replacing the differing middle (common leading/trailing lines kept as context). */
function replacement(before: string, after: string, context: number): { hunks: { oldStart: number; oldLines: number; newStart: number; newLines: number; lines: string[] }[] } {
  const split = (t: string) => (t === '' ? [] : t.replace(/\n$/, '').split('\n'));
  const a = split(before);
  const b = split(after);
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++;
  const lead = Math.max(0, pre - context);
  const tail = Math.min(suf, context);
  const ctxA = a.slice(lead, pre).map((l) => ' ' + l);
  const ctxZ = a.slice(a.length - suf, a.length - suf + tail).map((l) => ' ' + l);
  const oldMid = a.slice(pre, a.length - suf).map((l) => '-' + l);
  const newMid = b.slice(pre, b.length - suf).map((l) => '+' + l);
  const oldLines = ctxA.length + oldMid.length + ctxZ.length;
  const newLines = ctxA.length + newMid.length + ctxZ.length;
  return { hunks: [{ oldStart: oldLines ? lead + 1 : lead, oldLines, newStart: newLines ? lead + 1 : lead, newLines, lines: [...ctxA, ...oldMid, ...newMid, ...ctxZ] }] };
}

interface Side {
  key: ResourceKey;
  manifest: Manifest;
}

function index(manifests: Manifest[], destNamespace: string | undefined): Map<string, Side> {
  const out = new Map<string, Side>();
  for (const m of manifests) {
    const key = resourceKey(m, destNamespace);
    let id = keyId(key);
    // a duplicate key on one side (Argo CD would refuse it): keep both, paired by order
    for (let n = 2; out.has(id); n++) id = `${keyId(key)}\0#${n}`;
    out.set(id, { key, manifest: m });
  }
  return out;
}

/** Pair base and head resources and diff each pair (Secret values redacted first). Sorted by key. */
export function diffResources(base: Manifest[], head: Manifest[], ns: { base?: string; head?: string }, context = 3): ResourceChange[] {
  const b = index(base, ns.base);
  const h = index(head, ns.head);
  const ids = [...new Set([...b.keys(), ...h.keys()])];
  const out: (ResourceChange & { id: string })[] = [];
  for (const id of ids) {
    const x = b.get(id);
    const y = h.get(id);
    const key = (y ?? x)!.key;
    const [rb, rh] = redactPair(x?.manifest, y?.manifest);
    const before = stableYaml(rb);
    const after = stableYaml(rh);
    const status: ResourceChange['status'] = !x ? 'added' : !y ? 'removed' : before === after ? 'unchanged' : 'changed';
    const change: ResourceChange & { id: string } = { id, key, status };
    if (status !== 'unchanged') change.diff = unifiedDiff(keyLabel(key).replace(' ', '/'), before, after, context);
    out.push(change);
  }
  out.sort((p, q) => compareKeys(p.key, q.key) || (p.id < q.id ? -1 : p.id > q.id ? 1 : 0));
  return out.map(({ id: _id, ...c }) => c);
}
