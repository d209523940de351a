// extract: turn parsed documents into model objects, one small recogniser per source form.
import { posix } from 'node:path';
import { isScalar, visit } from 'yaml';
import { parseEmbedded, parseYaml, SourceText, rootRef, docToJS, refToJS, type NodeRef } from '../yaml/source.js';
import type { Model, Sidecar, ArgoResource, PluginDef } from '../model/types.js';
import { LazyRef, LazyDoc } from '../yaml/lazy.js';
import type { StringPool } from '../yaml/compact.js';
import { validateArgo, type SchemaIssue } from '../schema/validate.js';
import { obj, str, arr, isObj, volumeOf } from './util.js';
import { looksLikePlugin, pluginFromRef } from './plugin.js';
import { configMapOf, textConfigMapDef, pluginsInConfigMap, pluginsInSecret, configMapGenerators, type GeneratorEntry } from './configmaps.js';
import { TextConfigMap } from './configmap-text.js';
import { legacyOfDocument, chartLegacyKeyRef, legacyList, bareLegacyList, json6902Legacy, generatorLegacy } from './legacy.js';
import { workloadSidecars, isJson6902, json6902Sidecars, operatorSidecars, shapeToPod, isRepoServerName } from './workloads.js';
import { chartRoots, extractChart, extraObjects } from './chart.js';
import { helmfileValues, kustomizeHelmChartValues, applicationHelmValues, otherToolValues, type WrappedValues } from './wrapped.js';
import { applicationSources, appSetSources, applicationFragmentSources, argocdAppsChartSources, lazyApplication, ignoredSourceProblems } from './apps.js';
import { loadYamlFile, loadDeferred, aliasMessage, anchorLoc, type LoadedDoc, type LoadProblem, type QuietRange, type FileLoad } from '../yaml/load.js';
import { parseDockerfile, copiesTo, type DockerImageFacts } from './dockerfile.js';
import { CMP_CONFIG_FILE, STOCK_VOLUMES } from '../model/argocd.js';
import { podKeyOf, type PodShape } from './pod.js';
import { isTestAssertionFile } from './test-assertions.js';
import { joinRel } from '../core/rel-path.js';

/** A finding produced while reading (yaml-syntax); rules add the rest. */
export type Problem = LoadProblem;

export interface InputFile {
  /** relative to the working directory, "/" separators */
  path: string;
  kind: 'yaml' | 'dockerfile';
  text: string;
  /**
   * What the YAML parser reads when it differs from `text`: the same text with the documents that
   * cannot matter blanked out (same length and line breaks, so positions are unchanged).
   */
  parseText?: string;
  /** a template by name or place (Helm chart templates/, helmfile, *.gotmpl): read through a mask */
  templated?: boolean;
}

/** What the recognisers find: the model's objects (without run context) plus read problems. */
export type Extracted = Pick<Model, 'plugins' | 'sidecars' | 'pods' | 'configMaps' | 'sources' | 'images' | 'legacy' | 'charts' | 'argoResources'> & {
  /** kindless Application pieces (a bare `plugin:`/`source:`, a `spec:` patch): Model.sourceFragments */
  sourceFragments: Model['sources'];
  /** directories a kustomization builds together: Model.unitLinks */
  unitLinks: [string, string][];
  problems: Problem[];
  /** per file: lines that are inside block scalars (suppression comments there do not count) */
  blockLines: Map<string, Set<number>>;
  /** findings to drop after the rules ran (templates, placeholders, broken documents) */
  quiet: QuietRange[];
};

type Doc = LoadedDoc;

const KUSTOMIZE_KINDS = new Set(['Kustomization', 'Component']);

/** Kinds whose name other API groups use too: read only in their own group (or with no apiVersion). */
const OTHER_GROUP_KINDS = new Set(['Application', 'ApplicationSet', 'AppProject', 'ArgoCD', 'Kustomization']);

/**
 * Whether a document of one of OTHER_GROUP_KINDS belongs to Argo CD (argoproj.io) or, for a
 * Kustomization, to kustomize (kustomize.config.k8s.io). No apiVersion (fragments, kustomization
 * files) or one a template computes cannot be told apart: read as ours.
 */
function ownGroup(kind: string, apiVersion: unknown): boolean {
  if (typeof apiVersion !== 'string' || /[{$<]/.test(apiVersion)) return true;
  const group = apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.indexOf('/')) : '';
  return kind === 'Kustomization' ? group === 'kustomize.config.k8s.io' : group === 'argoproj.io';
}

export function isKustomization(raw: unknown): boolean {
  const o = obj(raw);
  if (typeof o.kind === 'string') return KUSTOMIZE_KINDS.has(o.kind);
  // kustomization.yaml files may omit apiVersion/kind entirely
  return o.apiVersion === undefined && o.spec === undefined && (Array.isArray(o.configMapGenerator) || Array.isArray(o.patches) || Array.isArray(o.patchesStrategicMerge) || Array.isArray(o.patchesJson6902) || Array.isArray(o.resources) || Array.isArray(o.components));
}

/** A file as the loader left it: a Dockerfile's text, or a YAML file's documents (src/yaml/load.ts). */
export type LoadedInput = { path: string; kind: 'dockerfile'; text: string } | { path: string; kind: 'yaml'; load: FileLoad; early?: EarlyExtract };

type ListKey = 'plugins' | 'sidecars' | 'pods' | 'configMaps' | 'sources' | 'sourceFragments' | 'unitLinks' | 'images' | 'legacy' | 'charts' | 'argoResources' | 'problems' | 'quiet';
const LIST_KEYS: readonly ListKey[] = ['plugins', 'sidecars', 'pods', 'configMaps', 'sources', 'sourceFragments', 'unitLinks', 'images', 'legacy', 'charts', 'argoResources', 'problems', 'quiet'];

/**
 * What extractEarly read of a file as it was loaded (only the lists it added to, the pod shapes,
 * and what its kustomizations say of other files): merged in the file's turn by extractLoaded.
 */
export interface EarlyExtract {
  lists: Partial<Record<ListKey, unknown[]>>;
  shapes?: PodShape[];
  facts?: KustomizationFacts[];
  generators?: GeneratorEntry[];
}

const ARGO_KINDS = new Set(['Application', 'ApplicationSet', 'AppProject']);
const NO_LISTS: EarlyExtract['lists'] = Object.freeze({});

/**
 * A file whose documents are all lazily read Argo CD resources (one Application per file, as most
 * Application repositories are) or plain kustomizations is extracted as it is loaded, and its
 * documents' values are released: the model keeps the facts the rules read (sources, schema
 * issues, generated ConfigMaps, kustomization facts) and refs that read the file again if a finding
 * asks for a position or a value. Nothing the recognisers do with these documents depends on other
 * files (a kustomization's own patches are its business; other kustomizations decide only how
 * workloads and patches are read), and the results are merged in the file's turn (extractLoaded),
 * so the model is the same as when they are read with the rest.
 */
export function extractEarly(path: string, load: FileLoad, pool?: StringPool): EarlyExtract | undefined {
  if (load.docs.length === 0 || isTestAssertionFile(path)) return undefined;
  for (const d of load.docs) {
    if (d.deferred || !(d.ref instanceof LazyRef) || d.ref.path.length !== 0 || !isObj(d.raw)) return undefined;
    if (!(typeof d.raw.kind === 'string' && ARGO_KINDS.has(d.raw.kind)) && !isKustomization(d.raw)) return undefined;
  }
  const out = emptyExtracted();
  const shapes: PodShape[] = [];
  const early: EarlyExtract = { lists: NO_LISTS };
  for (const d of load.docs) {
    // pass 1 of extractLoaded, for this file's kustomizations
    if (isKustomization(d.raw)) {
      (early.facts ??= []).push(leanFacts(kustomizationFacts(d.file, d.raw), pool));
      for (const g of configMapGenerators(d.file, d.ref, d.raw)) (early.generators ??= []).push(leanGenerator(g));
    }
  }
  for (const d of load.docs) {
    // (a kustomization document reads its own patches only: the patch targets of others do not matter to it)
    extractDoc(d, out, shapes, false);
    (d.ref as LazyRef).release();
  }
  // kept until the model is put together: only what was found (most files add one source and one resource)
  // (copies of their exact length: a list grown by push keeps room for 17)
  for (const k of LIST_KEYS) if (out[k].length) (early.lists === NO_LISTS ? (early.lists = {}) : early.lists)[k] = out[k].slice();
  if (shapes.length) early.shapes = shapes;
  return early;
}

/**
 * Kept facts of a kustomization, with their paths made one flat string each (path functions build
 * them from many small pieces) and, with a pool, shared with equal ones.
 */
function leanFacts(f: KustomizationFacts, pool: StringPool | undefined): KustomizationFacts {
  if (!pool) return f;
  const p = (x: string) => pool.intern(x);
  return { file: f.file, links: f.links.map(([a, b]) => [p(a), p(b)]), namespace: f.namespace && p(f.namespace), repoServerPatches: f.repoServerPatches.map(p) };
}

const NO_FILES: ReadonlyMap<string, string> = new Map();

/** A generated ConfigMap kept for the run: its refs find their node from the document's root (no chain of refs above them). */
function leanGenerator(g: GeneratorEntry): GeneratorEntry {
  if (g.cm.ref instanceof LazyRef) g.cm.ref = g.cm.ref.compact();
  for (const v of g.cm.keys.values()) if (v.ref instanceof LazyRef) v.ref = v.ref.compact();
  return g.files.size ? g : { cm: g.cm, files: NO_FILES as Map<string, string> };
}

function emptyExtracted(): Extracted {
  return { plugins: [], sidecars: [], pods: [], configMaps: [], sources: [], sourceFragments: [], unitLinks: [], images: [], legacy: [], charts: [], argoResources: [], problems: [], blockLines: new Map(), quiet: [] };
}

// (tags of EarlyFiles' items after the LIST_KEYS indexes)
const SHAPE = LIST_KEYS.length;
const FACTS = SHAPE + 1;
const GENERATOR = SHAPE + 2;

/**
 * The early extractions of many files (one Application per file: a hundred thousand of them), kept
 * until the model is put together without an object per file: the files' paths and where each
 * file's items end, and the items (a tag saying which list, then the item) in one flat list.
 * `merged` puts them in their turns among the other loaded files: extractLoaded then sees each run
 * of these files between two other files as one early extraction (its lists the files' lists one
 * after the other, which is what merging them file by file gives).
 */
export class EarlyFiles {
  private paths: string[] = [];
  private ends: number[] = [];
  private items: unknown[] = [];
  /** added in path order (the walk's order without symbolic links) */
  private ordered = true;

  get size(): number {
    return this.paths.length;
  }

  add(path: string, early: EarlyExtract): void {
    const items = this.items;
    for (let k = 0; k < LIST_KEYS.length; k++) {
      const list = early.lists[LIST_KEYS[k]];
      if (list) for (const x of list) items.push(k, x);
    }
    for (const x of early.shapes ?? []) items.push(SHAPE, x);
    for (const x of early.facts ?? []) items.push(FACTS, x);
    for (const x of early.generators ?? []) items.push(GENERATOR, x);
    const n = this.paths.length;
    if (n > 0 && !(this.paths[n - 1] < path)) this.ordered = false;
    this.paths.push(path);
    this.ends.push(items.length);
  }

  /**
   * `units` (sorted by path, none of them added here) and the files added here, in path order;
   * the files here are then forgotten.
   */
  merged(units: LoadedInput[]): LoadedInput[] {
    const { paths, ends, items } = this;
    this.paths = [];
    this.ends = [];
    this.items = [];
    if (paths.length === 0) return units;
    const order = paths.map((_, i) => i);
    if (!this.ordered) order.sort((a, b) => (paths[a] < paths[b] ? -1 : 1));
    this.ordered = true;
    const out: LoadedInput[] = [];
    let u = 0;
    for (let j = 0; j < order.length; ) {
      const first = paths[order[j]];
      while (u < units.length && units[u].path < first) out.push(units[u++]);
      const next = u < units.length ? units[u].path : undefined;
      const early: EarlyExtract = { lists: {} };
      const lists = early.lists as Record<ListKey, unknown[]>;
      const pushTo = (list: unknown[] | undefined, x: unknown): unknown[] => {
        const l = list ?? [];
        l.push(x);
        return l;
      };
      // (at least one file each time round)
      do {
        const i = order[j++];
        for (let k = i === 0 ? 0 : ends[i - 1]; k < ends[i]; k += 2) {
          const tag = items[k] as number;
          const x = items[k + 1];
          if (tag < SHAPE) lists[LIST_KEYS[tag]] = pushTo(lists[LIST_KEYS[tag]], x);
          else if (tag === SHAPE) early.shapes = pushTo(early.shapes, x) as PodShape[];
          else if (tag === FACTS) early.facts = pushTo(early.facts, x) as KustomizationFacts[];
          else early.generators = pushTo(early.generators, x) as GeneratorEntry[];
        }
      } while (j < order.length && (next === undefined || paths[order[j]] < next));
      out.push({ path: first, kind: 'yaml', load: NO_LOAD, early });
    }
    while (u < units.length) out.push(units[u++]);
    return out;
  }
}

/** the load of files whose documents were all extracted early (EarlyFiles) */
const NO_LOAD: FileLoad = Object.freeze({ docs: Object.freeze([]) as unknown as FileLoad['docs'], problems: Object.freeze([]) as unknown as FileLoad['problems'], quiet: Object.freeze([]) as unknown as FileLoad['quiet'], templated: false });

/** Append what one file's early extraction found, in the file's turn. */
function mergeEarly(early: EarlyExtract, out: Extracted, shapes: PodShape[]): void {
  for (const k of LIST_KEYS) {
    const from = early.lists[k];
    if (from) for (const x of from) (out[k] as unknown[]).push(x);
  }
  for (const s of early.shapes ?? []) shapes.push(s);
}

const NO_ISSUES: SchemaIssue[] = [];

function schemaIssues(kind: ArgoResource['kind'], raw: unknown): SchemaIssue[] {
  const found = validateArgo(kind, raw);
  return found.length ? found : NO_ISSUES;
}

/** An Argo CD resource, schema-checked as it is read (its value may be released after). */
function argoResource(kind: ArgoResource['kind'], d: Doc): ArgoResource {
  const issues = schemaIssues(kind, d.raw);
  if (d.ref instanceof LazyRef && d.ref.path.length === 0) return new LazyArgoResource(kind, d.file, d.ref.document(), issues);
  return { kind, file: d.file, ref: d.ref, raw: d.raw, issues };
}

/**
 * A lazily read resource: its ref (the document's root ref, one object per document) and value are
 * made when asked. Own enumerable accessors, so that copies and JSON see them as data.
 */
class LazyArgoResource implements ArgoResource {
  declare readonly ref: NodeRef;
  declare readonly raw: unknown;
  constructor(
    readonly kind: ArgoResource['kind'],
    readonly file: string,
    readonly doc: LazyDoc,
    readonly issues: SchemaIssue[],
  ) {
    Object.defineProperty(this, 'ref', RESOURCE_REF);
    Object.defineProperty(this, 'raw', RESOURCE_RAW);
  }
}
const RESOURCE_REF: PropertyDescriptor = {
  get(this: LazyArgoResource) {
    return this.doc.rootRef();
  },
  enumerable: true,
  configurable: true,
};
const RESOURCE_RAW: PropertyDescriptor = {
  get(this: LazyArgoResource) {
    return this.doc.value();
  },
  enumerable: true,
  configurable: true,
};

export function extract(files: InputFile[]): Extracted {
  const texts = new Map(files.map((f) => [f.path, f.text]));
  return extractLoaded(
    files.map((f): LoadedInput => (f.kind === 'dockerfile' ? { path: f.path, kind: 'dockerfile', text: f.text } : { path: f.path, kind: 'yaml', load: loadYamlFile(f.path, f.text, { parseText: f.parseText, templated: f.templated }) })),
    (path) => texts.get(path),
  );
}

/**
 * What a kustomization document says of other files and directories, from its plain value: the
 * directories it builds together (Model.unitLinks), its `namespace`, and the files it patches that
 * may be the repo-server. Generators are not here: they make ConfigMaps located in the document.
 */
export interface KustomizationFacts {
  file: string;
  links: [string, string][];
  namespace?: string;
  repoServerPatches: string[];
}

export function kustomizationFacts(file: string, raw: unknown): KustomizationFacts {
  const dir = posix.dirname(file);
  const repoServerPatches: string[] = [];
  for (const p of [...arr(obj(raw).patches), ...arr(obj(raw).patchesJson6902)]) {
    const po = obj(p);
    const targetName = str(obj(po.target).name);
    if (typeof po.path === 'string' && (isRepoServerName(targetName) || targetName === undefined)) repoServerPatches.push(joinRel(dir, po.path));
  }
  for (const p of arr(obj(raw).patchesStrategicMerge)) {
    if (typeof p === 'string' && !p.includes('\n')) repoServerPatches.push(joinRel(dir, p));
  }
  return { file, links: kustomizeLinks(dir, raw), namespace: str(obj(raw).namespace) || undefined, repoServerPatches };
}

/**
 * Documents in, model objects out: the loader (src/lint.ts, src/yaml/load.ts) decides what is read and how.
 * `known`: facts of kustomizations that were not loaded (the pre-commit cache remembers them).
 */
export function extractLoaded(files: Iterable<LoadedInput>, textOf?: (path: string) => string | undefined, known: KustomizationFacts[] = []): Extracted {
  const out = emptyExtracted();
  const docs: (Doc | EarlyExtract)[] = [];
  for (const f of files) {
    if (f.kind === 'dockerfile') {
      const img = parseDockerfile(f.path, f.text);
      out.images.push(img);
      out.plugins.push(...heredocPlugins(img));
      continue;
    }
    const loaded = f.load;
    out.problems.push(...loaded.problems);
    out.quiet.push(...loaded.quiet);
    if (loaded.blockLines) out.blockLines.set(f.path, loaded.blockLines);
    if (isTestAssertionFile(f.path)) continue; // expected cluster state (kuttl), never applied
    if (f.early) docs.push(f.early);
    for (const d of loaded.docs) docs.push(d);
  }

  // Pass 1: kustomizations tell which files patch the repo-server and which ConfigMaps they generate.
  const repoServerPatchFiles = new Set<string>();
  const generators: GeneratorEntry[] = [];
  const kustomizeNamespaces = new Map<string, string>();
  const facts = [...known];
  for (const d of docs) {
    if (d instanceof TextConfigMap) continue; // (a plain ConfigMap: tens of thousands in a bundle)
    if ('lists' in d) {
      for (const f of d.facts ?? []) facts.push(f);
      for (const g of d.generators ?? []) generators.push(g);
      continue;
    }
    if (!isKustomization(d.raw)) continue;
    facts.push(kustomizationFacts(d.file, d.raw));
    generators.push(...configMapGenerators(d.file, d.ref, d.raw));
  }
  // in file order (a later kustomization's namespace for the same directory wins); stable for the
  // documents of one file
  if (known.length) facts.sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0));
  for (const f of facts) {
    out.unitLinks.push(...f.links);
    if (f.namespace) kustomizeNamespaces.set(posix.dirname(f.file), f.namespace);
    for (const p of f.repoServerPatches) repoServerPatchFiles.add(p);
  }

  // Pass 2: every document through the recognisers.
  const shapes: PodShape[] = [];
  for (const d of docs) {
    if (d instanceof TextConfigMap) {
      out.configMaps.push(textConfigMapDef(d));
      continue;
    }
    if ('lists' in d) {
      mergeEarly(d, out, shapes);
      continue;
    }
    if (!d.deferred) {
      extractDoc(d, out, shapes, repoServerPatchFiles.has(d.file));
      continue;
    }
    // parsed with positions now, one at a time: what the recognisers keep of it stays alive
    const l = loadDeferred(d);
    out.problems.push(...l.problems);
    out.quiet.push(...l.quiet);
    for (const x of l.docs) extractDoc(x, out, shapes, repoServerPatchFiles.has(x.file));
  }
  const bakedConfig = out.images.some((img) => copiesTo(img, CMP_CONFIG_FILE));
  for (const s of shapes) {
    const { sidecars, pod } = shapeToPod(s, bakedConfig);
    out.sidecars.push(...sidecars);
    if (pod) out.pods.push(pod);
  }
  poolPatchVolumes(out.sidecars, shapes);

  linkGenerators(generators, out);
  out.legacy.push(...generatorLegacy(generators, out.legacy));
  linkDockerfiles(out);
  applyKustomizeNamespaces(kustomizeNamespaces, out);
  embeddedYamlIsNotText(out);
  if (textOf) clampProblems(out.problems, textOf);
  return out;
}

/**
 * The directories a kustomization in `dir` builds into one deployment: its own and those of the
 * local resources, components, bases, patches and generator files it names (URLs are not local).
 */
function kustomizeLinks(dir: string, raw: unknown): [string, string][] {
  const o = obj(raw);
  const paths: string[] = [];
  for (const key of ['resources', 'components', 'bases', 'patchesStrategicMerge', 'crds']) for (const p of arr(o[key])) if (typeof p === 'string' && !p.includes('\n')) paths.push(p);
  for (const key of ['patches', 'patchesJson6902']) for (const p of arr(o[key])) if (typeof obj(p).path === 'string') paths.push(obj(p).path as string);
  for (const g of arr(o.configMapGenerator)) for (const f of arr(obj(g).files)) if (typeof f === 'string') paths.push(f.includes('=') ? f.slice(f.indexOf('=') + 1) : f);
  const out: [string, string][] = [];
  for (const p of paths) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(p) || p.startsWith('github.com/') || p.startsWith('/')) continue;
    const target = joinRel(dir, p);
    if (target.startsWith('..')) continue;
    // a path with an extension is a file (its directory joins); otherwise a directory (a base)
    out.push([dir, /\.[A-Za-z0-9]+$/.test(posix.basename(target)) ? posix.dirname(target) : target]);
  }
  return out;
}

/**
 * A ConfigMap value that holds a plugin is YAML, not script text: comment lines in it are YAML
 * comments, so suppression directives there count (they sit above the embedded node they target).
 */
function embeddedYamlIsNotText(out: Extracted): void {
  // chart values written as a YAML string (an Application's `helm.values: |`): the same holds
  const seen = new Set<unknown>();
  for (const c of out.charts) {
    const src = c.ref.src;
    const lines = out.blockLines.get(c.file);
    if (!lines || src.isTopLevel() || seen.has(src)) continue;
    seen.add(src);
    const from = src.pos(0).line;
    const to = src.pos(src.text.length).line;
    for (let l = from; l <= to; l++) lines.delete(l);
    if (c.ref.doc) keepScriptLines(c.ref, lines);
  }
  for (const p of out.plugins) {
    const ref = p.origin === 'configmap' ? p.configMap?.keyRef : undefined;
    const lines = ref && out.blockLines.get(p.file);
    const n = ref?.node;
    if (!lines || !n?.range || !isScalar(n)) continue;
    const from = ref.src.pos(n.range[0]).line + 1;
    const to = ref.src.pos(n.range[1]).line;
    for (let l = from; l <= to; l++) lines.delete(l);
    // scripts inside the embedded plugin (`args: - |`) are text again
    if (p.ref.doc) keepScriptLines(p.ref, lines);
  }
}

/** Block scalars inside an embedded YAML document (scripts) stay text: their lines are block lines again. */
function keepScriptLines(ref: NodeRef, lines: Set<number>): void {
  if (!ref.doc) return;
  visit(ref.doc, {
    Scalar(_, sc) {
      if (!sc.range || (sc.type !== 'BLOCK_LITERAL' && sc.type !== 'BLOCK_FOLDED')) return;
      const a = ref.src.pos(sc.range[0]).line + 1;
      const b = ref.src.pos(sc.range[1]).line;
      for (let l = a; l <= b; l++) lines.add(l);
    },
  });
}

/**
 * A kustomization's `namespace:` sets the namespace of every resource it builds: ConfigMaps, generated
 * ConfigMaps and the repo-server pod in its directory tree get the nearest one (over metadata.namespace).
 */
function applyKustomizeNamespaces(byDir: Map<string, string>, out: Extracted): void {
  if (byDir.size === 0) return;
  // (by directory, each found once: a bundle holds thousands of ConfigMaps)
  const found = new Map<string, string | undefined>();
  const nsOf = (file: string): string | undefined => {
    const first = posix.dirname(file);
    if (found.has(first)) return found.get(first);
    let ns: string | undefined;
    for (let dir = first; ; dir = posix.dirname(dir)) {
      ns = byDir.get(dir);
      if (ns) break;
      if (dir === '.' || dir === '/' || dir === posix.dirname(dir)) {
        ns = undefined;
        break;
      }
    }
    found.set(first, ns);
    return ns;
  };
  // (the file asked last, answered again: a bundle's ConfigMaps come file by file)
  let lastFile: string | undefined;
  let lastNs: string | undefined;
  for (const cm of out.configMaps) {
    if (cm.origin === 'chart') continue;
    if (cm.file !== lastFile) {
      lastFile = cm.file;
      lastNs = nsOf(cm.file);
    }
    const ns = lastNs;
    if (ns !== undefined && ns !== cm.namespace) cm.namespace = ns;
  }
  for (const p of out.pods) if (p.form !== 'chart-values') p.namespace = nsOf(p.file) ?? p.namespace;
  for (const s of out.sidecars) if (s.form !== 'chart-values') s.namespace = nsOf(s.file) ?? s.namespace;
}

/**
 * A parse error inside embedded YAML (a ConfigMap value, helm.values) can map to a column past the
 * end of a short or blank outer line: keep every reported position on a real character.
 */
function clampProblems(problems: Problem[], textOf: (path: string) => string | undefined): void {
  if (problems.length === 0) return;
  const lineCache = new Map<string, string[]>();
  const lineLen = (file: string, line: number): number | undefined => {
    let lines = lineCache.get(file);
    if (!lines) {
      const t = textOf(file);
      if (t === undefined) return undefined;
      lines = t.split('\n').map((l) => l.replace(/\r$/, ''));
      lineCache.set(file, lines);
    }
    return lines[line - 1]?.length;
  };
  for (const p of problems) {
    const a = lineLen(p.loc.file, p.loc.line);
    if (a !== undefined && p.loc.column > a + 1) p.loc = { ...p.loc, column: a + 1 };
    const b = lineLen(p.loc.file, p.loc.endLine);
    if (b !== undefined && p.loc.endColumn > b + 1) p.loc = { ...p.loc, endColumn: b + 1 };
    if (p.loc.endLine === p.loc.line && p.loc.endColumn < p.loc.column) p.loc = { ...p.loc, endColumn: p.loc.column };
  }
}

function extractDoc(d: Doc, out: Extracted, shapes: PodShape[], targeted: boolean): void {
  if (d.raw instanceof TextConfigMap) {
    // a ConfigMap decided from its text (src/extract/configmap-text.ts: no plugin, values file, CMP
    // word or Argo CD name in it): the recognisers below find nothing in it but the ConfigMap
    // itself (a test checks each of them on such documents); tens of thousands in a big bundle
    out.configMaps.push(textConfigMapDef(d.raw));
    return;
  }
  const o = obj(d.raw);
  const kind = str(o.kind);
  if (Array.isArray(d.raw)) {
    const bare = bareLegacyList(d.file, d.ref, d.raw);
    if (bare) out.legacy.push(bare);
    if (isJson6902(d.raw)) {
      out.legacy.push(...json6902Legacy(d.file, d.ref, d.raw));
      const s = json6902Sidecars(d.file, d.ref, d.raw, targeted);
      if (s) shapes.push(s);
    }
    return;
  }
  if (!isObj(d.raw)) return;
  // `kind: Application` is also KubeVela's (core.oam.dev) and the SIG Apps one (app.k8s.io); an
  // `ArgoCD` or `Kustomization` of another group is not Argo CD's or kustomize's either
  if (kind !== undefined && OTHER_GROUP_KINDS.has(kind) && !ownGroup(kind, o.apiVersion)) return;
  if (kind !== undefined && /List$/.test(kind) && Array.isArray(o.items)) {
    // `kubectl get … -o yaml` of several objects: a List (or PodList, ConfigMapList…) of them
    o.items.forEach((item, i) => {
      const ref = d.ref.getIn(['items', i]);
      if (ref && isObj(item)) extractDoc({ file: d.file, src: d.src, doc: d.doc, ref, raw: item, templated: d.templated }, out, shapes, targeted);
    });
    return;
  }
  if (looksLikePlugin(d.raw)) {
    out.plugins.push(pluginFromRef(d.ref, d.file, 'file'));
    return;
  }
  switch (kind) {
    case 'ConfigMap': {
      const cm = configMapOf(d.file, d.ref, d.raw);
      out.configMaps.push(cm);
      out.plugins.push(...pluginsInConfigMap(d.src, cm, out.problems));
      const legacy = legacyOfDocument(d.file, d.ref, d.raw);
      if (legacy) out.legacy.push(legacy);
      addCharts(d.file, otherToolValues(d.ref, d.raw, out.quiet), out, shapes);
      return;
    }
    case 'Secret':
      out.plugins.push(...pluginsInSecret(d.src, d.file, d.ref, d.raw, out.problems));
      addCharts(d.file, otherToolValues(d.ref, d.raw, out.quiet), out, shapes);
      return;
    case 'Application': {
      // a lazily read Application is one object for both lists (its value is released after)
      const lazy = d.ref instanceof LazyRef && d.ref.path.length === 0 ? lazyApplication(d.file, d.ref, d.raw, schemaIssues(kind, d.raw)) : undefined;
      out.sources.push(...applicationSources(d.file, d.ref, d.raw, lazy, d.templated));
      if (!d.templated) out.problems.push(...ignoredSourceProblems(kind, d.ref, d.raw));
      out.argoResources.push(lazy ?? argoResource(kind, d));
      addCharts(d.file, applicationHelmValues(d.src, d.ref, d.raw, out.problems, out.quiet), out, shapes);
      return;
    }
    case 'ApplicationSet':
      out.sources.push(...appSetSources(d.src, d.ref, d.raw, out.quiet, d.templated));
      if (!d.templated) out.problems.push(...ignoredSourceProblems(kind, d.ref, d.raw));
      out.argoResources.push(argoResource(kind, d));
      addCharts(d.file, applicationHelmValues(d.src, d.ref, d.raw, out.problems, out.quiet), out, shapes);
      return;
    case 'AppProject':
      out.argoResources.push(argoResource(kind, d));
      return;
    case 'ArgoCD': {
      const s = operatorSidecars(d.file, d.ref);
      if (s) shapes.push(s);
      const legacy = legacyOfDocument(d.file, d.ref, d.raw);
      if (legacy) out.legacy.push(legacy);
      return;
    }
  }
  if (kind === undefined) {
    const legacy = legacyOfDocument(d.file, d.ref, d.raw);
    if (legacy) out.legacy.push(legacy);
    out.sourceFragments.push(...applicationFragmentSources(d.file, d.ref, d.raw));
    out.sources.push(...argocdAppsChartSources(d.file, d.ref, d.raw));
  }
  // charts rendered by kustomize (`helmCharts[].valuesInline`) and helmfile releases' inline values
  addCharts(d.file, [...kustomizeHelmChartValues(d.ref, d.raw), ...helmfileValues(d.ref, d.raw), ...otherToolValues(d.ref, d.raw, out.quiet)], out, shapes);
  if (isKustomization(d.raw)) {
    inlinePatches(d, out, shapes);
    return;
  }
  const w = workloadSidecars(d.file, d.ref, d.raw, targeted);
  if (w) {
    shapes.push(w);
    return;
  }
  addCharts(d.file, chartRoots(d.ref).map((values) => ({ values, via: 'chart values' })), out, shapes);
}

/** argo-cd chart values, wherever they are written, become the same model objects. */
function addCharts(file: string, found: WrappedValues[], out: Extracted, shapes: PodShape[]): void {
  for (const w of found) {
    // manifests the chart deploys from its values: read like documents of this file
    for (const ref of extraObjects(w.values)) extractDoc({ file, src: ref.src, doc: ref.doc, ref, raw: refToJS(ref) }, out, shapes, false);
    const c = extractChart(file, w.values, w.namespace);
    const legacyKey = chartLegacyKeyRef(w.values);
    if (legacyKey) out.legacy.push(legacyList(file, legacyKey, 'argocd-cm'));
    out.charts.push(c.chart);
    out.plugins.push(...c.plugins);
    if (c.configMap) out.configMaps.push(c.configMap);
    if (c.pod) shapes.push(c.pod);
  }
}

/** Inline patches in a kustomization (`patches[].patch`, `patchesStrategicMerge` strings, `patchesJson6902[].patch`). */
function inlinePatches(d: Doc, out: Extracted, shapes: PodShape[]): void {
  const o = obj(d.raw);
  const texts: { ref: NodeRef; text: string; target?: string }[] = [];
  for (const key of ['patches', 'patchesJson6902'] as const) {
    arr(o[key]).forEach((p, i) => {
      const text = str(obj(p).patch);
      const ref = d.ref.getIn([key, i, 'patch']);
      if (text && ref) texts.push({ ref, text, target: str(obj(obj(p).target).name) });
    });
  }
  arr(o.patchesStrategicMerge).forEach((p, i) => {
    const ref = d.ref.getIn(['patchesStrategicMerge', i]);
    if (typeof p === 'string' && p.includes('\n') && ref) texts.push({ ref, text: p });
  });
  for (const t of texts) {
    if (!t.ref.node) continue;
    const parsed = parseEmbedded(d.src, t.ref.node, t.text);
    for (const e of parsed.errors) out.problems.push({ ruleId: 'yaml-syntax', loc: e.loc, message: `${e.message} (in an inline kustomize patch)` });
    if (parsed.errors.length) continue;
    for (const doc of parsed.docs) {
      let raw: unknown;
      try {
        raw = docToJS(doc);
      } catch (e) {
        out.problems.push({ ruleId: 'yaml-syntax', loc: anchorLoc(e, parsed.src) ?? t.ref.loc(), message: `${aliasMessage(e)} (in an inline kustomize patch)` });
        continue;
      }
      const inner: Doc = { file: d.file, src: parsed.src, doc, ref: rootRef(parsed.src, doc), raw };
      extractDoc(inner, out, shapes, t.target === undefined || isRepoServerName(t.target));
    }
  }
}

/**
 * Several strategic-merge patches of one repo-server merge into one pod (Sidecar.pod): a patch may
 * mount a volume that another patch of the same kustomization declares.
 */
function poolPatchVolumes(sidecars: Sidecar[], shapes: PodShape[]): void {
  const isMerged = (x: { isPatch: boolean; form: Sidecar['form'] }) => x.isPatch && (x.form === 'strategic-merge' || x.form === 'json6902');
  // from the shapes, not the sidecars: a patch may add only volumes, and then it has no sidecar
  const pools = new Map<string, Map<string, Sidecar['volumes'][number]>>();
  for (const shape of shapes.filter(isMerged)) {
    const key = podKeyOf(shape);
    const pool = pools.get(key) ?? new Map<string, Sidecar['volumes'][number]>();
    pools.set(key, pool);
    for (const ref of shape.volumes) {
      const v = volumeOf(refToJS(ref), ref);
      if (!STOCK_VOLUMES.has(v.name) && !pool.has(v.name)) pool.set(v.name, v);
    }
  }
  for (const s of sidecars.filter(isMerged)) {
    const have = new Set(s.volumes.map((v) => v.name));
    for (const [name, v] of pools.get(s.pod) ?? []) if (!have.has(name)) s.volumes.push(v);
  }
}

/** A plugin file listed in a configMapGenerator becomes that ConfigMap's key. */
function linkGenerators(generators: GeneratorEntry[], out: Extracted): void {
  for (const g of generators) {
    out.configMaps.push(g.cm);
    const dir = posix.dirname(g.cm.file);
    for (const [key, path] of g.files) {
      const target = joinRel(dir, path);
      let linked = out.plugins.filter((p) => p.origin === 'file' && p.file === target);
      if (linked.length === 0) {
        // a bundle holding the kustomization and the plugin file in one YAML stream (as in the corpus)
        const same = out.plugins.filter((p) => p.origin === 'file' && p.file === g.cm.file);
        if (same.length === 1 && /\.ya?ml$/.test(key)) linked = same;
      }
      for (const p of linked) {
        p.origin = 'configmap-generator';
        p.configMap = { name: g.cm.name, key, keyRef: g.cm.keys.get(key)?.ref };
      }
    }
  }
}

/**
 * The plugin definitions a Dockerfile writes to the config path from a heredoc: baked into the
 * image like a COPYed plugin.yaml, with positions in the Dockerfile. What is judged is the text as
 * baked (an unquoted heredoc expanded by the build, `<<-` tabs stripped), each of its characters
 * placed where it is written. A body that does not parse is left alone.
 */
function heredocPlugins(img: DockerImageFacts): PluginDef[] {
  const out: PluginDef[] = [];
  for (const h of img.heredocConfigs) {
    const written = new SourceText(img.file, h.text, { line0: h.line, indent: 0 });
    const src = h.baked.text === h.text ? written : new SourceText(img.file, h.baked.text, { map: h.baked.map, at: 0, via: written });
    const parsed = parseYaml(src);
    if (parsed.errors.length) continue;
    const away = [...new Set(h.baked.expansions.flatMap((e) => e.names))];
    for (const doc of parsed.docs) {
      let js: unknown;
      try {
        js = docToJS(doc);
      } catch {
        continue;
      }
      if (!looksLikePlugin(js)) continue;
      const p = pluginFromRef(rootRef(parsed.src, doc), img.file, 'dockerfile');
      if (away.length) p.bakedAway = away;
      out.push(p);
    }
  }
  return out;
}

/** A plugin.yaml that a Dockerfile in scope COPYs to the config path is baked into the image. */
function linkDockerfiles(out: Extracted): void {
  for (const img of out.images) {
    for (const c of img.copies) {
      if (c.from || !copiesTo({ ...img, copies: [c] }, CMP_CONFIG_FILE)) continue;
      const dir = posix.dirname(img.file);
      for (const s of c.sources) {
        const target = joinRel(dir, s);
        for (const p of out.plugins) if (p.origin === 'file' && p.file === target) p.origin = 'dockerfile';
      }
    }
  }
}
