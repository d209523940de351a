// Which documents can matter to a CMP setup, decided from their structure (plain values read
// fast with js-yaml), not from words anywhere in the text: a `sync-wave` annotation that names
// argocd.argoproj.io, a chart's `existingConfigMap` or a kustomize overlay's `patches:` no longer
// send a document to the position-keeping parser.
//
// A document may matter when
//   - its kind is one cmp-lint reads as a whole: ConfigManagementPlugin, ConfigMap, Application,
//     ApplicationSet, AppProject, ArgoCD, Kustomization/Component (and kustomization-like files);
//   - it holds a plugin definition in any wrapping (an object whose `generate` has a `command`);
//   - its structure (keys, and string values outside metadata labels and annotations) mentions
//     anything CMP-related: the words of the text pre-check (`cmp`, `plugin`, `argocd`,
//     `repo-server`, `extraContainers`, `var-files`, …) — a workload's containers, commands,
//     mounts, volumes and name, chart values keys, JSON 6902 paths;
//   - it is a patch a kustomization applies to the repo-server (see PatchTarget).
// Anything else (Services, Ingresses, ordinary Deployments and values files) is skipped.
import { STRONG_WORDS, indexOfGenerate, YAML_FILE_KEY, PLUGIN_KIND } from './precheck.js';
import { isJson6902, isRepoServerName, json6902AddsPodParts } from '../extract/workloads.js';
import { COMPONENT, DOUBT, metadataCutsInModule, heldMarks, heldKindLine, heldHeadKind, heldMetadataCuts, heldCutsNamed, HELD_CUTS, CUTS_ASK, CUTS_NONE, type DocWords } from './word-scan.js';

export type Relevance = 'no' | 'argo' | 'configmap' | 'parse';

const WHOLE_KINDS = new Set(['ConfigManagementPlugin', 'Application', 'ApplicationSet', 'AppProject', 'ArgoCD', 'Kustomization', 'Component']);
const ARGO_KINDS = new Set(['Application', 'ApplicationSet', 'AppProject']);
const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Pod', 'ReplicaSet']);
/**
 * Kinds that never hold CMP configuration, whatever words their content has: a CustomResourceDefinition's
 * schema describes fields (Argo CD's own CRDs name `plugin`, `generate`, `ConfigManagementPlugin`),
 * RBAC, networking, policy and monitoring objects configure no container and no ConfigMap. Judged
 * from `kind` alone, before any word test, so that megabytes of CRD schema cost a scan, not a parse.
 */
export const INERT_KINDS: ReadonlySet<string> = new Set([
  'CustomResourceDefinition', 'APIService', 'ValidatingWebhookConfiguration', 'MutatingWebhookConfiguration',
  'ValidatingAdmissionPolicy', 'ValidatingAdmissionPolicyBinding',
  'Namespace', 'ServiceAccount', 'Role', 'ClusterRole', 'RoleBinding', 'ClusterRoleBinding',
  'Service', 'Endpoints', 'EndpointSlice', 'Ingress', 'IngressClass', 'NetworkPolicy',
  'PodDisruptionBudget', 'HorizontalPodAutoscaler', 'PriorityClass', 'StorageClass', 'PersistentVolume',
  'PersistentVolumeClaim', 'LimitRange', 'ResourceQuota', 'RuntimeClass',
  'ServiceMonitor', 'PodMonitor', 'PrometheusRule', 'Certificate', 'Issuer', 'ClusterIssuer',
]);
const KUSTOMIZE_KEYS = ['resources', 'patches', 'patchesStrategicMerge', 'patchesJson6902', 'configMapGenerator', 'components', 'helmCharts', 'generators'];
/** Names of ConfigMaps Argo CD reads itself: never a plain ConfigMap. */
const ARGO_CONFIGMAPS = /^argocd-|cmp/i;
const MAX_STRINGS = 20_000;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Does any key, or any string value outside `metadata.labels`/`metadata.annotations`, mention a
 * CMP word? Bounded: a document with more strings than MAX_STRINGS is treated as relevant.
 */
export function structureMentionsCmp(value: unknown): boolean {
  let budget = MAX_STRINGS;
  const stack: unknown[] = [value];
  let top = true;
  while (stack.length > 0) {
    const v = stack.pop();
    if (--budget < 0) return true;
    if (typeof v === 'string') {
      if (STRONG_WORDS.test(v)) return true;
      continue;
    }
    if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
      continue;
    }
    if (!isObj(v)) continue;
    for (const k of Object.keys(v)) {
      if (STRONG_WORDS.test(k)) return true;
      const child = v[k];
      // a plugin definition in any wrapping (a bare legacy list, a spec pasted alone): `generate.command`
      if (k === 'generate' && isObj(child) && child.command !== undefined) return true;
      if (top && k === 'metadata' && isObj(child)) {
        // labels and annotations say who deploys a resource, not what it runs
        for (const [mk, mv] of Object.entries(child)) if (mk !== 'labels' && mk !== 'annotations') stack.push(mk, mv);
        continue;
      }
      stack.push(child);
    }
    top = false;
  }
  return false;
}

/** A kustomize patch entry's effect on one file: the target name it names (undefined: none). */
export interface PatchTarget {
  target?: string;
}

const isRepoServer = (name: unknown) => typeof name === 'string' && isRepoServerName(name);

/**
 * How to read one document, from its plain value. `patch`: a kustomization in scope applies this
 * file as a patch (with that target), so a bare fragment or a repo-server workload is read whatever
 * its words.
 */
export function relevance(value: unknown, patch?: PatchTarget): Relevance {
  if (Array.isArray(value)) {
    // a JSON 6902 op list (or a YAML list of resources): an op list matters only when it adds
    // containers or volumes to a pod (its `/containers/0/env/-` path is not a sidecar), wherever it applies
    if (isJson6902(value) && !opListMayMatter(value)) return 'no';
    if (patch && (patch.target === undefined || isRepoServer(patch.target))) return 'parse';
    return structureMentionsCmp(value) ? 'parse' : 'no';
  }
  if (!isObj(value)) return 'no';
  const kind = typeof value.kind === 'string' ? value.kind : undefined;
  if (kind !== undefined && INERT_KINDS.has(kind)) return 'no';
  if (kind !== undefined && ARGO_KINDS.has(kind)) return 'argo';
  if (kind !== undefined && WHOLE_KINDS.has(kind)) return 'parse';
  if (kind === 'ConfigMap') {
    const name = isObj(value.metadata) ? value.metadata.name : undefined;
    // a ConfigMap that holds nothing CMP-related only needs its name and keys (sidecars mount it by name)
    if (typeof name === 'string' && !ARGO_CONFIGMAPS.test(name) && !dataMayHoldCmp(value.data) && !structureMentionsCmp(value.binaryData)) return 'configmap';
    return 'parse';
  }
  if (kind !== undefined && kind.endsWith('List') && Array.isArray(value.items)) {
    // `kubectl get … -o yaml` (a List, a PodList…): what its items are, each judged as a document of
    // its own; the list's own keys (metadata) are looked at apart, so that a big dump of irrelevant
    // objects is not judged by one look over all of them (which gives up past MAX_STRINGS strings)
    if (value.items.some((i) => relevance(i) !== 'no')) return 'parse';
    return structureMentionsCmp({ ...value, items: [] }) ? 'parse' : 'no';
  }
  if (kind === undefined && value.apiVersion === undefined && KUSTOMIZE_KEYS.some((k) => Array.isArray(value[k]))) return 'parse';
  if (structureMentionsCmp(value)) return 'parse';
  if (patch) {
    const name = isObj(value.metadata) ? value.metadata.name : undefined;
    if (kind === undefined || WORKLOAD_KINDS.has(kind)) {
      // a patch without a kustomization target targets the resource it names
      const target = patch.target ?? name;
      if (target === undefined || isRepoServer(target)) return 'parse';
    }
  }
  return 'no';
}

/**
 * Can a ConfigMap's `data` give the extractors more than its keys and values (which a lazily read
 * ConfigMap gives too, its positions on demand)? A plugin definition: a key named like a YAML file,
 * or a value saying `kind: ConfigManagementPlugin` (src/extract/configmaps.ts holdsPluginYaml);
 * chart values: a YAML-named or `values` key (src/extract/wrapped.ts otherToolValues); or a CMP word
 * in a key. A YAML-named or `values` key counts when its value has a CMP word, any other value only
 * when it says ConfigManagementPlugin: a Grafana dashboard's `"pluginVersion"` or a script's
 * `argocd` is read from the lazily read ConfigMap when a rule asks, not parsed with positions up front.
 */
function dataMayHoldCmp(data: unknown): boolean {
  if (!isObj(data)) return structureMentionsCmp(data);
  for (const [k, v] of Object.entries(data)) {
    if (STRONG_WORDS.test(k)) return true;
    if (typeof v === 'string' && !YAML_FILE_KEY.test(k) && k !== 'values') {
      if (PLUGIN_KIND.test(v)) return true;
    } else if (structureMentionsCmp(v)) return true;
  }
  return false;
}

/**
 * Can a JSON 6902 op list give the extractors anything: containers or volumes added to a pod, or
 * a CMP word anywhere but in the `/containers`/`/volumes` segments of its paths (a legacy plugin
 * list patched into argocd-cm at `/data/configManagementPlugins`)?
 */
function opListMayMatter(ops: unknown[]): boolean {
  if (json6902AddsPodParts(ops)) return true;
  return structureMentionsCmp(ops.map((op) => (isObj(op) && typeof op.path === 'string' ? { ...op, path: op.path.replace(/\/(?:containers|volumes)(?=\/|$)/gi, '') } : op)));
}

/** Could this document become relevant as a kustomize patch (a workload, a bare fragment, an op list)? */
export function couldBePatch(value: unknown): boolean {
  if (Array.isArray(value)) return !isJson6902(value) || opListMayMatter(value);
  if (!isObj(value)) return false;
  const kind = value.kind;
  return kind === undefined || (typeof kind === 'string' && WORKLOAD_KINDS.has(kind));
}

/**
 * The files a kustomization applies as patches, with their targets, and the files its generators
 * read (relative to the kustomization's directory). From the plain value of a kustomization.
 */
export function kustomizationRefs(value: unknown): { path: string; target?: string }[] {
  if (!isObj(value)) return [];
  const out: { path: string; target?: string }[] = [];
  const targetName = (p: Record<string, unknown>) => (isObj(p.target) && typeof p.target.name === 'string' ? p.target.name : undefined);
  for (const key of ['patches', 'patchesJson6902']) {
    for (const p of Array.isArray(value[key]) ? value[key] : []) {
      if (isObj(p) && typeof p.path === 'string') out.push({ path: p.path, target: targetName(p) });
    }
  }
  for (const p of Array.isArray(value.patchesStrategicMerge) ? value.patchesStrategicMerge : []) {
    if (typeof p === 'string' && !p.includes('\n')) out.push({ path: p });
  }
  for (const g of Array.isArray(value.configMapGenerator) ? value.configMapGenerator : []) {
    for (const f of isObj(g) && Array.isArray(g.files) ? g.files : []) {
      if (typeof f === 'string') out.push({ path: f.includes('=') ? f.slice(f.indexOf('=') + 1) : f });
    }
  }
  return out;
}

/** Kustomization fields that name files, generators and transformations, never embedded YAML. */
const PLAIN_KUSTOMIZE_FIELDS = new Set([
  'apiVersion', 'kind', 'metadata', 'namespace', 'namePrefix', 'nameSuffix', 'resources', 'bases', 'components',
  'patches', 'patchesJson6902', 'patchesStrategicMerge', 'configMapGenerator', 'secretGenerator', 'generatorOptions',
  'commonLabels', 'commonAnnotations', 'labels', 'images', 'replicas', 'crds', 'vars', 'configurations',
  'transformers', 'generators', 'validators', 'openapi', 'buildMetadata', 'sortOptions', 'replacements',
]);

/**
 * A kustomization whose positions can wait until a finding asks for one (lazy refs): every field is
 * one that names files, generators or transformations. Inline patches (`patch:` strings, multi-line
 * `patchesStrategicMerge` entries) and any other field (helmCharts values, a legacy plugin list…)
 * are read with positions, as they are parsed again inside it.
 */
/** A Deployment, StatefulSet, DaemonSet, Pod or ReplicaSet (a document whose pod can be the repo-server's). */
export function isWorkloadValue(value: unknown): boolean {
  const kind = isObj(value) ? value.kind : undefined;
  return typeof kind === 'string' && WORKLOAD_KINDS.has(kind);
}

export function isPlainKustomization(value: unknown): boolean {
  if (!isObj(value)) return false;
  const kind = value.kind;
  if (kind !== 'Kustomization' && kind !== 'Component') {
    // the extractor's own test for a kustomization without a kind
    const listed = ['configMapGenerator', 'patches', 'patchesStrategicMerge', 'patchesJson6902', 'resources', 'components'];
    if (kind !== undefined || value.apiVersion !== undefined || !listed.some((k) => Array.isArray(value[k]))) return false;
  }
  for (const k of Object.keys(value)) if (!PLAIN_KUSTOMIZE_FIELDS.has(k)) return false;
  for (const key of ['patches', 'patchesJson6902']) {
    for (const p of Array.isArray(value[key]) ? value[key] : []) if (!isObj(p) || p.patch !== undefined) return false;
  }
  for (const p of Array.isArray(value.patchesStrategicMerge) ? value.patchesStrategicMerge : []) if (typeof p !== 'string' || p.includes('\n')) return false;
  return true;
}

/** Is this plain value a kustomization (by kind, or by its file name and keys)? */
export function isKustomizationValue(value: unknown, path: string): boolean {
  if (!isObj(value)) return false;
  if (value.kind === 'Kustomization' || value.kind === 'Component') return true;
  return /(^|\/)(kustomization\.ya?ml|Kustomization)$/.test(path) && value.kind === undefined;
}

// ---- before js-yaml: a text scan that proves a document cannot matter ----
//
// Reading a document's plain value with js-yaml costs 3–10× reading its bytes; most documents of a
// big repository (Deployments, Services, values files, Helm templates) hold nothing CMP-related.
// `textSaysIrrelevant` decides from the text alone, and says "skip" only when `relevance` would
// say 'no' for every value the text can denote:
//   - every key and string value of a document is spelled out in its text, so when no CMP word
//     (STRONG_WORDS, `generate`) occurs in the text, none occurs in the value. The exceptions are
//     escapes (`\u0063mp`, a `\` line continuation in a double-quoted scalar: any `\` sends the
//     document to js-yaml) and `''` in single-quoted scalars (same);
//   - the top-level `metadata.labels` and `metadata.annotations` blocks are left out of the scan,
//     as relevance leaves them out, but only when the metadata block is plainly written (block
//     style, one key per line, quotes closed on their line, no anchors in what is left out), so
//     that no line of another key can hide in them;
//   - a document that opens (after comments, blank lines and `---`) with plain `apiVersion:` and
//     `kind:` lines has that kind for certain; an INERT_KINDS kind (a CRD, RBAC, a Service…) is
//     skipped whatever its text says;
//   - the kind is read from the single top-level `kind:` line; the kinds read as a whole
//     (ConfigMap, Argo CD resources, kustomizations, List…) named anywhere send the document to
//     js-yaml, and so do top-level kustomization keys that may hold a list.
// A document that js-yaml could not read (a syntax error, a repeated key) and that has no CMP word
// outside its labels and annotations is skipped too: its error is not a CMP finding.

export const READ_KINDS = /kind["']?\s*:\s*["']?(?:ConfigMap|ConfigManagementPlugin|Application|ApplicationSet|AppProject|ArgoCD|Kustomization|Component|List)\b/i;
/** KIND_LINE at one line start (sticky) */
const KIND_WORD = ['kind'];
const KIND_LINE_AT = /["']?kind["']?[ \t]*:/y;
/** comments, blank lines and `---` first, then plain `apiVersion:` and `kind:` lines in either order */
const INERT_HEAD = /^(?:[ \t]*(?:#[^\n]*)?\n|---[ \t]*(?:#[^\n]*)?\r?\n)*(?:apiVersion:[ \t]*[A-Za-z0-9./-]+[ \t]*\r?\nkind:[ \t]*([A-Za-z][A-Za-z0-9]*)[ \t]*\r?(?:\n|$)|kind:[ \t]*([A-Za-z][A-Za-z0-9]*)[ \t]*\r?\napiVersion:[ \t]*[A-Za-z0-9./-]+[ \t]*\r?(?:\n|$))/;
/** at a line start (sticky) */
const SIMPLE_KIND = /kind:[ \t]*(["']?)([A-Za-z][A-Za-z0-9]*)\1[ \t]*(?:#.*)?\r?$/my;
/** at a line start (sticky): a top-level kustomization key that may hold a list */
const KUSTOMIZE_KEY_LINE = /["']?(?:resources|patches|patchesStrategicMerge|patchesJson6902|configMapGenerator|components|helmCharts|generators)["']?[ \t]*:(.*)$/my;
/** the words KUSTOMIZE_KEY_LINE starts with, after an optional quote */
const KUSTOMIZE_WORDS = ['resources', 'patches', 'configMapGenerator', 'components', 'helmCharts', 'generators'];
/** at a line start (sticky) */
const METADATA_LINE = /metadata:[ \t]*(?:#.*)?\r?$/my;
/** a metadata line that cannot start or continue anything spanning lines */
const PLAIN_VALUE = `(?:"[^"\\\\]*"|'[^']*'|[^\\s"'[\\]{}|>&*!%@\`#,-][^#]*?)`;
export const PLAIN_LINE = new RegExp(`^[ ]*(?:(?:- )?[A-Za-z0-9_./-]+:(?:[ \\t]+${PLAIN_VALUE})?|- ${PLAIN_VALUE})[ \\t]*(?:#.*)?\\r?$`);
const BLOCK_KEY = /^[ ]*(labels|annotations):[ \t]*(?:#.*)?\r?$/;

export interface TextDecision {
  /** the document would be read again if a kustomization applies its file as a patch */
  maybePatch: boolean;
  /** the top-level kind, when there is one */
  kind?: string;
  /**
   * the top-level metadata plainly has a `name` key (a patch without a target targets it); with
   * `withName` false, maybe false even when it has one (not looked for)
   */
  named: boolean;
}

/**
 * Does the text prove that this document cannot matter (relevance 'no', also when js-yaml could
 * not read it)? Undefined: read it with js-yaml. Never used for kustomize patches (`patch`).
 * `words`: where the CMP words start in this document, when the file's word scan found them
 * (else the document is scanned with STRONG_SCAN).
 */
export function textSaysIrrelevant(text: string, withName = true, words?: DocWords): TextDecision | undefined {
  // a document that opens with plain `apiVersion:` and `kind:` lines (either order) has that kind
  // for certain: no scalar can span into them. An inert kind is irrelevant whatever else it says.
  const head = INERT_HEAD.exec(text);
  const headKind = head?.[1] ?? head?.[2];
  if (headKind !== undefined && INERT_KINDS.has(headKind)) return { maybePatch: false, kind: headKind, named: true };
  if (words) {
    // the file's scan marked these (src/files/word-scan.ts)
    for (let k = words.from; k < words.to; k++) if (words.list[k] % 4 === DOUBT) return undefined;
  } else if (text.includes('\\') || text.includes("''") || READ_KINDS.test(text)) return undefined;
  // One pass over the text, without a copy of it: a CMP word or `generate` outside the top-level
  // labels and annotations blocks sends the document to js-yaml. The blocks are found only when a
  // word is (most documents have none). A word lies wholly inside or wholly outside a block: a
  // block starts after its `labels:`/`annotations:` line and the words hold no line break; a word
  // that starts in a block ends the search there at the latest. Only `kind: component` can span
  // lines, so where `component` occurs the copy decides (rare).
  let meta: ReturnType<typeof metadataCuts> | undefined;
  if (words) {
    // the same, from the words and `generate`s the file's scan found
    for (let k = words.from; k < words.to; k++) {
      const v = words.list[k];
      if (v % 4 === COMPONENT) return textSaysIrrelevantByCopy(text);
      if (cutAt((meta ??= metadataCuts(text, words)).cuts, Math.floor(v / 4) - words.base) === undefined) return undefined;
    }
  }
  for (const re of words ? [] : STRONG_SCAN) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (m[0].length === 9 && m[0].toLowerCase() === 'component') return textSaysIrrelevantByCopy(text);
      const cut = cutAt((meta ??= metadataCuts(text, words)).cuts, m.index);
      if (cut === undefined) return undefined;
      re.lastIndex = Math.min(m.index + m[0].length, cut[1]);
    }
  }
  for (let at = words ? -1 : indexOfGenerate(text); at !== -1; at = indexOfGenerate(text, at + 1)) {
    if (cutAt((meta ??= metadataCuts(text, words)).cuts, at) === undefined) return undefined;
  }
  let kindLines = 0;
  let kind: string | undefined;
  // (where the file's scan found them, else found here)
  const scanned = words?.kinds;
  const found = scanned ? undefined : lineStartsOf(text, KIND_WORD);
  const first = scanned ? words!.kindFrom! : 0;
  const last = scanned ? words!.kindTo! : found!.length;
  for (let j = first; j < last; j++) {
    const at = scanned ? scanned[j] - words!.base : found![j];
    // a line start after a line feed is never inside a block (its lines start with white space);
    // one after a bare \r, U+2028 or U+2029 may be
    if (at > 0 && text.charCodeAt(at - 1) !== 10 && cutAt((meta ??= metadataCuts(text, words)).cuts, at) !== undefined) continue;
    KIND_LINE_AT.lastIndex = at;
    if (!KIND_LINE_AT.test(text)) continue;
    if (++kindLines > 1) return undefined;
    SIMPLE_KIND.lastIndex = at;
    const m = SIMPLE_KIND.exec(text);
    if (!m) return undefined;
    kind = m[2];
  }
  if (kind === undefined) {
    meta ??= metadataCuts(text, words);
    return kustomizationListOrNot(joinCuts(text, meta.cuts), meta.named);
  }
  // (finding the metadata block only for `named`, which only a kustomize patch reads, is most of
  // the work left on a document without CMP words: looked for where a patch could read it, a workload)
  const workload = WORKLOAD_KINDS.has(kind);
  return { maybePatch: workload, kind, named: withName || workload ? (meta ??= metadataCuts(text, words)).named : false };
}


/** heldSaysIrrelevant's answers (ASK: the string path decides) */
export const ASK = -1;
/** irrelevant, and not a workload a kustomize patch could target */
export const INERT = 0;
/** irrelevant, a workload (a patch may target it) whose metadata has a `name` */
export const WORKLOAD_NAMED = 1;
/** irrelevant, a workload whose metadata has no plain `name` */
export const WORKLOAD_UNNAMED = 2;

/**
 * textSaysIrrelevant(text, false, words) for the document [a, b) of a held text (a big ASCII file
 * left in the word scan's memory: src/files/word-scan.ts), decided from its bytes where they lie,
 * without decoding it, for the commonest documents: one `kind:` line at a line start, written
 * plainly; no mark but CMP words and `generate`s, and those only inside the top-level labels and
 * annotations blocks. It answers what textSaysIrrelevant answers a load that is not a patch's
 * (INERT: irrelevant, `maybePatch` false; WORKLOAD_NAMED / WORKLOAD_UNNAMED: irrelevant, `maybePatch`
 * true, `named` true / false) or ASK, and then the string path decides (a test compares them on
 * every document of the fixtures and of generated texts).
 */
export function heldSaysIrrelevant(words: DocWords, a: number, b: number): number {
  const d = heldDecision(words, a, b);
  if (d !== HEAD_DECIDES) return d;
  // a document with marks whose kind line is not the plain one, or is an inert kind (a
  // CustomResourceDefinition's schema names CMP words): INERT_HEAD decides first
  const kind = heldHeadKind(words, a, b);
  return kind !== undefined && INERT_KINDS.has(kind) ? INERT : ASK;
}

/** heldDecision: ASK unless INERT_HEAD reads an inert kind at the document's start */
const HEAD_DECIDES = -2;

/** heldSaysIrrelevant, or HEAD_DECIDES */
function heldDecision(words: DocWords, a: number, b: number): number {
  const kinds = words.kinds;
  if (!kinds || !heldMarks(words)) return ASK;
  const marked = words.from !== words.to;
  if (words.kindTo! - words.kindFrom! !== 1) return marked ? HEAD_DECIDES : ASK;
  // the one `kind` at a line start: textSaysIrrelevant counts it (it follows a line feed, or starts the document)
  const at = kinds[words.kindFrom!];
  const kind = heldKindLine(words, a, at, b);
  if (kind === undefined) return marked ? HEAD_DECIDES : ASK;
  const workload = WORKLOAD_KINDS.has(kind);
  if (!marked) {
    // no mark: an inert kind or any other kind but a workload is irrelevant whatever its head says
    if (!workload) return INERT;
  } else if (INERT_KINDS.has(kind)) return HEAD_DECIDES;
  for (let k = words.from; k < words.to; k++) {
    const m = words.list[k] % 4;
    if (m === DOUBT || m === COMPONENT) return ASK;
  }
  if (!cutsInModule) return ASK;
  const cuts = heldMetadataCuts(words, a, b);
  if (cuts === CUTS_ASK) return ASK;
  // every CMP word and `generate` inside a labels or annotations block
  if (words.from < words.to) {
    if (cuts === CUTS_NONE) return ASK;
    for (let k = words.from; k < words.to; k++) {
      const p = Math.floor(words.list[k] / 4);
      let inside = false;
      for (let c = 0; c < 2 * cuts; c += 2) {
        if (p >= HELD_CUTS[c] && p < HELD_CUTS[c + 1]) {
          inside = true;
          break;
        }
      }
      if (!inside) return ASK;
    }
  }
  if (!workload) return INERT;
  return cuts !== CUTS_NONE && heldCutsNamed() ? WORKLOAD_NAMED : WORKLOAD_UNNAMED;
}

/**
 * The patterns of the one pass: STRONG_WORDS as two patterns (V8 scans for the longer words faster
 * without the two short ones), with `component` for the `kind: component` alternative. A test
 * checks that they are STRONG_WORDS' alternatives.
 */
export const STRONG_SCAN = [/cmp|patch/gi, new RegExp(STRONG_WORDS.source.replace('cmp|', '').replace('|patch|', '|').replace(/kind\[.*component\\b$/, 'component'), 'gi')];

/** The cut block holding this offset, if any. */
function cutAt(cuts: readonly [number, number][], at: number): [number, number] | undefined {
  for (const c of cuts) if (at >= c[0] && at < c[1]) return c;
  return undefined;
}

/** A document without a kind: irrelevant unless a top-level kustomization key holds a list. */
function kustomizationListOrNot(scan: string, named: boolean): TextDecision | undefined {
  // a kustomization without a kind: a top-level list under one of its keys
  for (const at of lineStartsOf(scan, KUSTOMIZE_WORDS)) {
    KUSTOMIZE_KEY_LINE.lastIndex = at;
    const m = KUSTOMIZE_KEY_LINE.exec(scan);
    if (!m) continue;
    const rest = m[1].replace(/#.*$/, '').trim();
    if (rest !== '') {
      if (/^[[&*!]/.test(rest)) return undefined; // a flow list, an alias, a tag
      continue;
    }
    // the value is on the next lines: a list when the first of them starts with `-`
    for (let at = m.index + m[0].length + 1; at < scan.length; ) {
      let end = scan.indexOf('\n', at);
      if (end === -1) end = scan.length;
      const line = scan.slice(at, end).trim();
      at = end + 1;
      if (line === '' || line.startsWith('#')) continue;
      if (/^[-[&*!]/.test(line)) return undefined;
      break;
    }
  }
  return { maybePatch: true, kind: undefined, named };
}

/**
 * The same decision as textSaysIrrelevant, made on a copy of the text without the labels and
 * annotations blocks (the way it was made before the one-pass scan; the tests compare both).
 */
export function textSaysIrrelevantByCopy(text: string): TextDecision | undefined {
  const head = INERT_HEAD.exec(text);
  const headKind = head?.[1] ?? head?.[2];
  if (headKind !== undefined && INERT_KINDS.has(headKind)) return { maybePatch: false, kind: headKind, named: true };
  if (text.includes('\\') || text.includes("''")) return undefined;
  if (READ_KINDS.test(text)) return undefined;
  const { scan, named } = withoutLabelsAndAnnotations(text);
  if (STRONG_WORDS.test(scan) || scan.includes('generate')) return undefined;
  const kindLines = countLineStarts(scan, 'kind', KIND_LINE_AT);
  let kind: string | undefined;
  if (kindLines === 1) {
    const m = firstAtLineStart(scan, 'kind', SIMPLE_KIND);
    if (!m) return undefined;
    kind = m[2];
  } else if (kindLines > 1) {
    return undefined;
  }
  if (kind === undefined) return kustomizationListOrNot(scan, named);
  return { maybePatch: WORKLOAD_KINDS.has(kind), kind, named };
}

const isLineBreak = (c: number) => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

/**
 * The line starts (as a multiline `^` sees them: after \n, \r, U+2028, U+2029) where one of the
 * words begins, maybe after one quote, in ascending order without repeats: the only places a
 * pattern `^["']?(?:word…)` can match. Found with indexOf, not a regex tried at every position.
 */
export function lineStartsOf(text: string, words: readonly string[]): number[] {
  // several words (the kustomization keys of a kindless document: every values file) are found
  // faster line by line than with an indexOf pass over the text for each; when the text breaks
  // lines only with \n (a one-byte text cannot hold U+2028 or U+2029: those two finds return at once)
  if (words.length > 2 && !text.includes('\r') && !text.includes('\u2028') && !text.includes('\u2029')) return lineStartsByLine(text, words);
  const out: number[] = [];
  for (const w of words) {
    for (let i = text.indexOf(w); i !== -1; i = text.indexOf(w, i + 1)) {
      if (i === 0 || isLineBreak(text.charCodeAt(i - 1))) out.push(i);
      else {
        const q = text.charCodeAt(i - 1);
        if ((q === 0x22 || q === 0x27) && (i === 1 || isLineBreak(text.charCodeAt(i - 2)))) out.push(i - 1);
      }
    }
  }
  if (out.length > 1) out.sort((a, b) => a - b);
  return out.filter((x, k) => k === 0 || out[k - 1] !== x);
}

/** lineStartsOf for a text whose only line break is \n: each line's start tried against the words. */
function lineStartsByLine(text: string, words: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; ) {
    const q = text.charCodeAt(i);
    const k = q === 0x22 || q === 0x27 ? i + 1 : i;
    const c = text.charCodeAt(k);
    for (const w of words) {
      if (c === w.charCodeAt(0) && text.startsWith(w, k)) {
        out.push(i);
        break;
      }
    }
    const n = text.indexOf('\n', i);
    if (n === -1) break;
    i = n + 1;
  }
  return out;
}

/** The first match of a sticky pattern at a line start where it begins with the word. */
function firstAtLineStart(text: string, word: string, sticky: RegExp): RegExpExecArray | null {
  for (const at of lineStartsOf(text, [word])) {
    sticky.lastIndex = at;
    const m = sticky.exec(text);
    if (m) return m;
  }
  return null;
}

/** How many line starts a sticky pattern matches at, where it begins with the word (after a quote). */
function countLineStarts(text: string, word: string, sticky: RegExp): number {
  let n = 0;
  for (const at of lineStartsOf(text, [word])) {
    sticky.lastIndex = at;
    if (sticky.test(text)) n++;
  }
  return n;
}

/**
 * With the decision of the text scan, is the document irrelevant also as a kustomize patch with
 * this target? (relevance: a workload or a fragment applied to the repo-server, or without a target
 * and without a name of its own, is read.)
 */
export function irrelevantAsPatch(d: TextDecision, patch: PatchTarget): boolean {
  if (patch.target !== undefined) return !isRepoServer(patch.target);
  if (d.kind === undefined) return false; // a fragment, or a JSON 6902 list
  return !WORKLOAD_KINDS.has(d.kind) || d.named;
}

/**
 * The text without the value lines of the top-level `metadata.labels` and `metadata.annotations`
 * blocks, when the metadata block is plainly written; else the whole text.
 */
function withoutLabelsAndAnnotations(text: string): { scan: string; named: boolean } {
  const { cuts, named } = metadataCuts(text);
  return { scan: joinCuts(text, cuts), named };
}

/** The text without the cut ranges. */
function joinCuts(text: string, cuts: readonly [number, number][]): string {
  if (cuts.length === 0) return text;
  let out = '';
  let from = 0;
  for (const [a, b] of cuts) {
    out += text.slice(from, a);
    from = b;
  }
  return out + text.slice(from);
}

/** The first line that starts with `metadata:` (METADATA_LINE), in text order. */
function metadataLine(text: string): RegExpExecArray | null {
  for (let i = text.indexOf('metadata'); i !== -1; i = text.indexOf('metadata', i + 1)) {
    if (i !== 0 && !isLineBreak(text.charCodeAt(i - 1))) continue;
    METADATA_LINE.lastIndex = i;
    const m = METADATA_LINE.exec(text);
    if (m) return m;
  }
  return null;
}

/**
 * The common metadata line, `key:` or `key: value` with a plain ASCII value and no comment, read
 * from its characters: true only where PLAIN_LINE matches too (false: ask PLAIN_LINE). Spaces
 * first (only spaces: PLAIN_LINE's `^[ ]*`); a key of [A-Za-z0-9_./-]; after `:` nothing, or
 * spaces and a value that starts with [A-Za-z0-9_./] and holds printable ASCII but `#`.
 */
export function plainKeyLine(text: string, pos: number, end: number): boolean {
  let i = pos;
  while (i < end && text.charCodeAt(i) === 32) i++;
  const k0 = i;
  while (i < end && isPlainKeyChar(text.charCodeAt(i))) i++;
  if (i === k0 || i >= end || text.charCodeAt(i) !== 58) return false;
  i++;
  if (i === end) return true;
  if (text.charCodeAt(i) !== 32) return false;
  while (i < end && text.charCodeAt(i) === 32) i++;
  if (i === end) return true;
  const c = text.charCodeAt(i);
  if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 46 || c === 47)) return false;
  for (i++; i < end; i++) {
    const d = text.charCodeAt(i);
    if (d < 32 || d > 126 || d === 35) return false;
  }
  return true;
}

/** [A-Za-z0-9_./-] */
const isPlainKeyChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 46 || c === 47 || c === 45;

/** metadataCuts' walk made by the WebAssembly module where it can (off: the loop only; for the tests) */
let cutsInModule = true;
export function walkMetadataInModule(on: boolean): void {
  cutsInModule = on;
}

/**
 * The value lines of the top-level `metadata.labels` and `metadata.annotations` blocks, as
 * [start, end) ranges of whole lines, when the metadata block is plainly written (else none);
 * `named`: metadata has a `name` key; `commented`: a `labels:`/`annotations:` line has a comment.
 */
export function metadataCuts(text: string, words?: DocWords): { cuts: [number, number][]; named: boolean; commented: boolean } {
  const none = { cuts: [], named: false, commented: false };
  const m = metadataLine(text);
  if (!m || (m.index > 0 && text.charCodeAt(m.index - 1) !== 10)) return none;
  let pos = m.index + m[0].length + 1;
  if (cutsInModule) {
    // the lines read by the WebAssembly module when it can read all of them (src/files/word-scan.ts)
    const r = metadataCutsInModule(text, pos, words);
    if (r) return r;
  }
  let ci = -1; // indentation of metadata's keys
  let cut: [number, number] | undefined;
  let named = false;
  let commented = false;
  const cuts: [number, number][] = [];
  let amp = -2; // the next `&` at or after pos (-1: none)
  while (pos < text.length) {
    let end = text.indexOf('\n', pos);
    if (end === -1) end = text.length;
    if (cut && ci >= 0) {
      // a line of a cut block that starts with more spaces than metadata's keys are indented
      // by (most of them): what the general case below decides, without a string for the line
      let k = 0;
      while (k <= ci && text.charCodeAt(pos + k) === 32) k++;
      if (k > ci && pos + k <= end) {
        if (amp !== -1 && amp < pos) amp = text.indexOf('&', pos);
        if (amp !== -1 && amp < end) return none; // an anchor could be merged elsewhere
        pos = end + 1;
        continue;
      }
    }
    // (the line as a string only where a pattern or trim needs it)
    let line: string | undefined;
    // indentation, blank, comment: as trimStart/trim see the line; read from its characters when
    // the spaces end at a printable ASCII character (no other white space can start the rest)
    let sp = pos;
    while (sp < end && text.charCodeAt(sp) === 32) sp++;
    const first = sp < end ? text.charCodeAt(sp) : -1;
    let indent: number;
    let blank: boolean;
    let comment: boolean;
    if (first > 32 && first < 127) {
      indent = sp - pos;
      blank = false;
      comment = first === 35;
    } else {
      line = text.slice(pos, end);
      indent = line.length - line.trimStart().length;
      blank = line.trim() === '';
      comment = !blank && line.trimStart().startsWith('#');
    }
    if (cut) {
      if (blank || indent > ci) {
        if (amp !== -1 && amp < pos) amp = text.indexOf('&', pos);
        if (amp !== -1 && amp < end) return none; // an anchor could be merged elsewhere
        pos = end + 1;
        continue;
      }
      cut[1] = pos;
      cuts.push(cut);
      cut = undefined;
    }
    if (blank || comment) {
      pos = end + 1;
      continue;
    }
    if (indent === 0) break; // the next top-level key
    if (ci === -1) ci = indent;
    // (a line plainKeyLine accepts has no tab)
    if (!plainKeyLine(text, pos, end)) {
      line ??= text.slice(pos, end);
      if (line.includes('\t') || !PLAIN_LINE.test(line)) return none;
    }
    // (a line BLOCK_KEY matches starts its word where its spaces end, at the indentation; the
    // words hold no line break, so they are found in the text at the line's indentation or not at all)
    if (indent === ci && (text.startsWith('labels', pos + ci) || text.startsWith('annotations', pos + ci))) {
      line ??= text.slice(pos, end);
      if (BLOCK_KEY.test(line)) {
        cut = [end + 1, -1];
        if (line.includes('#')) commented = true;
      }
    }
    if (indent === ci && text.startsWith('name:', pos + ci)) named = true;
    pos = end + 1;
  }
  if (cut) {
    cut[1] = Math.min(pos, text.length);
    cuts.push(cut);
  }
  return { cuts, named, commented };
}
