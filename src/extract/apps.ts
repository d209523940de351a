// Consumers: Application sources and ApplicationSet templates (also generator templates).
import { posix } from 'node:path';
import type { SourceText } from '../yaml/source.js';
import { NodeRef, refToJS, parseYaml, rootRef } from '../yaml/source.js';
import type { QuietRange } from '../yaml/load.js';
import { parseValuesText } from './wrapped.js';
import { LazyRef, LazyDoc, sharedPath } from '../yaml/lazy.js';
import type { PathSeg } from '../yaml/source.js';
import type { AppSource, SourceType, PluginEnvEntry, PluginParam, ArgoResource } from '../model/types.js';
import type { SchemaIssue } from '../schema/validate.js';
import { obj, str, arr, isObj, sourceIgnored } from './util.js';

const SOURCE_TYPES: SourceType[] = ['helm', 'kustomize', 'directory', 'plugin'];

type AppInfo = AppSource['app'];

/** `info`: the Application's facts, when the caller made them (lazyApplication). */
/** `keepIgnored`: a templated file's document (see sourcesOfSpec). */
export function applicationSources(file: string, ref: NodeRef, raw: unknown, info?: AppInfo, keepIgnored = false): AppSource[] {
  const spec = obj(obj(raw).spec);
  return sourcesOfSpec(info ?? applicationInfo(file, ref, raw), ref.get('spec'), spec, false, keepIgnored);
}

function applicationInfo(file: string, ref: NodeRef, raw: unknown, issues?: SchemaIssue[]): Info {
  const o = obj(raw);
  const meta = obj(o.metadata);
  const spec = obj(o.spec);
  return new Info('Application', str(meta.name) ?? '', str(meta.namespace), str(spec.project), str(obj(spec.destination).namespace), file, docOf(ref), issues);
}

/**
 * A lazily read Application as one object: the facts its sources share (AppSource.app) and the
 * resource app-schema reads (Model.argoResources), with its schema issues.
 */
export function lazyApplication(file: string, ref: LazyRef, raw: unknown, issues: SchemaIssue[]): AppInfo & ArgoResource {
  return applicationInfo(file, ref, raw, issues) as unknown as AppInfo & ArgoResource;
}

export function applicationSetSources(file: string, ref: NodeRef, raw: unknown, keepIgnored = false): AppSource[] {
  const o = obj(raw);
  const meta = obj(o.metadata);
  return appSetSpecSources(file, docOf(ref), ref.get('spec'), obj(o.spec), str(meta.name), str(meta.namespace), keepIgnored);
}

/**
 * An ApplicationSet's sources as the Applications it generates have them. Its `templatePatch` is a
 * Go-templated YAML string rendered per element and applied to each Application rendered from the
 * template as a strategic merge patch (Argo CD applicationset controllers/template/patch.go), so a
 * patch that touches `spec.source`/`spec.sources` changes the sources: template + patch are judged
 * together, each value with the position it is written at (the template, or inside the patch
 * string, read through the template mask). Generator templates are judged as written. A patch that
 * does not parse leaves the template as written. A lazily read ApplicationSet is parsed with
 * positions first.
 */
export function appSetSources(src: SourceText, ref: NodeRef, raw: unknown, quiet: QuietRange[], keepIgnored = false): AppSource[] {
  const o = obj(raw);
  const spec = obj(o.spec);
  const patchText = spec.templatePatch;
  if (typeof patchText !== 'string' || !/\bsources?\s*:/.test(patchText)) return applicationSetSources(ref.file, ref, raw, keepIgnored);
  let root = ref;
  if (!root.node && src.text) {
    const doc = parseYaml(src).docs.find((d) => d.contents !== null);
    if (!doc) return applicationSetSources(ref.file, ref, raw, keepIgnored);
    root = rootRef(src, doc);
  }
  const at = root.getIn(['spec', 'templatePatch']);
  const parsed = at?.node ? parseValuesText(at, patchText, quiet) : undefined;
  const doc = parsed && parsed.errors.length === 0 ? parsed.docs.find((d) => d.contents !== null) : undefined;
  const patchSpec = doc ? rootRef(parsed!.src, doc).get('spec') : undefined;
  const templateSpec = root.getIn(['spec', 'template', 'spec']);
  if (!patchSpec?.isMap() || !templateSpec?.isMap()) return applicationSetSources(ref.file, ref, raw, keepIgnored);
  const merged = new PatchedRef(templateSpec, patchSpec);
  const mspec = obj(merged.toJS());
  const meta = obj(o.metadata);
  const tm = obj(obj(spec.template).metadata);
  const name = str(tm.name) ?? str(meta.name) ?? '';
  // the project is the template's: Argo CD puts it back after the patch
  const app: AppInfo = new Info('ApplicationSet', name, str(tm.namespace) ?? str(meta.namespace), str(obj(obj(spec.template).spec).project), str(obj(mspec.destination).namespace), ref.file, docOf(ref));
  const generators = applicationSetSources(ref.file, ref, { ...o, spec: { ...spec, template: undefined } }, keepIgnored);
  return [...sourcesOfSpec(app, merged, mspec, true, keepIgnored), ...generators];
}

/**
 * A strategic merge patch onto an Application (a templatePatch): Application has no patch merge
 * keys, so a list in the patch replaces the list, a map merges into the map, and null deletes.
 */
export function patchApplication(target: unknown, patch: unknown): unknown {
  if (!isObj(patch)) return patch;
  const out: Record<string, unknown> = isObj(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = patchApplication(out[k], v);
  }
  return out;
}

/**
 * A map as `patchApplication` leaves it, read through refs: each value comes from the side that
 * wrote it, so positions stay where the fact is written. The map's own place is the base's.
 */
class PatchedRef extends NodeRef {
  constructor(
    private readonly base: NodeRef | undefined,
    private readonly patch: NodeRef,
  ) {
    const at = base ?? patch;
    super(at.src, at.node, at.keyNode, at.doc);
  }

  override get(seg: PathSeg): NodeRef | undefined {
    const p = this.patch.get(seg);
    if (!p) return this.base?.get(seg);
    if (p.node === null || (p.isScalar() && p.scalar() === null)) return undefined;
    const b = this.base?.get(seg);
    return b?.isMap() && p.isMap() ? new PatchedRef(b, p) : p;
  }

  override entries(): [string, NodeRef][] {
    const keys = new Set([...(this.base?.entries() ?? []), ...this.patch.entries()].map(([k]) => k));
    const out: [string, NodeRef][] = [];
    for (const k of keys) {
      const r = this.get(k);
      if (r) out.push([k, r]);
    }
    return out;
  }

  override items(): NodeRef[] {
    return [];
  }

  override toJS(): unknown {
    return patchApplication(this.base?.toJS(), this.patch.toJS());
  }

  override isMap(): boolean {
    return true;
  }

  override isSeq(): boolean {
    return false;
  }

  override isScalar(): boolean {
    return false;
  }

  override scalar(): unknown {
    return undefined;
  }
}

/** The sources of an ApplicationSet's spec: its template and its generators' own templates. */
function appSetSpecSources(file: string, at: NodeRef | LazyDoc, specRef: NodeRef | undefined, spec: Record<string, unknown>, setName: string | undefined, setNamespace: string | undefined, keepIgnored: boolean): AppSource[] {
  const out: AppSource[] = [];
  const visitTemplate = (tRef: NodeRef | undefined, t: unknown) => {
    const tm = obj(t);
    const tspec = obj(tm.spec);
    if (!tRef || !isObj(tm.spec)) return;
    const name = str(obj(tm.metadata).name) ?? setName ?? '';
    const app: AppInfo = new Info('ApplicationSet', name, str(obj(tm.metadata).namespace) ?? setNamespace, str(tspec.project), str(obj(tspec.destination).namespace), file, at);
    out.push(...sourcesOfSpec(app, tRef.get('spec'), tspec, true, keepIgnored));
  };
  visitTemplate(specRef?.get('template'), spec.template);
  // generator templates override parts of the main template; nested matrix/merge generators too
  const walkGenerators = (gRef: NodeRef | undefined, gens: unknown) => {
    arr(gens).forEach((g, i) => {
      const gi = gRef?.get(i);
      for (const [kind, body] of Object.entries(obj(g))) {
        const b = obj(body);
        if (isObj(b.template)) visitTemplate(gi?.getIn([kind, 'template']), b.template);
        if (Array.isArray(b.generators)) walkGenerators(gi?.getIn([kind, 'generators']), b.generators);
      }
    });
  };
  walkGenerators(specRef?.get('generators'), spec.generators);
  return out;
}

/**
 * The Application pieces people paste or patch without the rest: a kindless document that is only
 * `plugin:` (with env), only `source:`/`sources:`, or a `spec:` holding them (a kustomize patch of an
 * Application). They tell which env an Application gives a plugin, and nothing else: a fragment is
 * never rendered, diffed or schema-checked as an Application (model.sourceFragments).
 */
export function applicationFragmentSources(file: string, ref: NodeRef, raw: unknown): AppSource[] {
  const o = obj(raw);
  if (!isObj(raw) || o.kind !== undefined || o.apiVersion !== undefined) return [];
  const meta = obj(o.metadata);
  const name = str(meta.name) ?? '';
  // `.argocd-source.yaml` / `.argocd-source-<app>.yaml`: the repo-server merges it into the source of
  // the Application whose path holds it (ref 3.1)
  const override = SOURCE_OVERRIDE_FILE.test(file);
  const label = override ? `the source override ${posix.basename(file)} (merged into the Application at this path)` : name ? `Application \`${name}\` (fragment)` : 'an Application fragment';
  const app: AppInfo = { kind: 'Application', name, label, namespace: str(meta.namespace), file, ref };
  const withPlugin = (s: unknown) => isObj(s) && isPluginUse(s.plugin);
  if (isPluginUse(o.plugin) && Object.keys(o).every((k) => SOURCE_KEYS.has(k))) return [sourceOf(app, ref, o, undefined, false)];
  const spec = isObj(o.spec) ? o.spec : o;
  const specRef = spec === o ? ref : ref.get('spec');
  if (!specRef) return [];
  if (!withPlugin(spec.source) && !arr(spec.sources).some(withPlugin)) return [];
  return sourcesOfSpec(app, specRef, spec, false).filter((s) => s.plugin);
}

/**
 * Applications given to the argocd-apps chart as values (also under an umbrella chart's
 * `argocd-apps:` key): `applications` is a list of entries with a `name` (chart < 1.0) or a map
 * keyed by name (chart >= 1.0). The chart renders each entry's fields into an Application's spec as
 * written, so each entry is an Application. Only entries with a destination and a source count;
 * `applicationsets` entries with generators and a template are ApplicationSets the same way.
 */
export function argocdAppsChartSources(file: string, ref: NodeRef, raw: unknown): AppSource[] {
  const out: AppSource[] = [];
  const o = obj(raw);
  for (const [values, vRef] of [
    [o, ref],
    [obj(o['argocd-apps']), ref.get('argocd-apps')],
  ] as const) {
    for (const [name, a, aRef] of chartEntries(values.applications, vRef?.get('applications'))) {
      const e = obj(a);
      if (!aRef || name === undefined || !isObj(e.destination) || !(isObj(e.source) || Array.isArray(e.sources))) continue;
      const app = new Info('Application', name, str(e.namespace), str(e.project), str(obj(e.destination).namespace), file, aRef);
      out.push(...sourcesOfSpec(app, aRef, e, false));
    }
    // `applicationsets` the same way: each entry's fields are an ApplicationSet's spec
    for (const [name, a, aRef] of chartEntries(values.applicationsets, vRef?.get('applicationsets'))) {
      const e = obj(a);
      if (!aRef || name === undefined || !Array.isArray(e.generators) || !isObj(e.template)) continue;
      out.push(...appSetSpecSources(file, aRef, aRef, e, name, str(e.namespace), false));
    }
  }
  return out;
}

/** A chart's list of entries with a `name` (argocd-apps < 1.0) or map keyed by name (>= 1.0). */
function chartEntries(list: unknown, ref: NodeRef | undefined): [string | undefined, unknown, NodeRef | undefined][] {
  if (!ref) return [];
  if (Array.isArray(list)) return list.map((a, i) => [str(obj(a).name), a, ref.get(i)]);
  if (isObj(list)) return Object.entries(list).map(([k, a]) => [k, a, ref.get(k)]);
  return [];
}

/** The source overrides the repo-server merges into an Application's source from its path. */
export const SOURCE_OVERRIDE_FILE = /(^|\/)\.argocd-source(-[^/]+)?\.ya?ml$/;

const SOURCE_KEYS = new Set(['plugin', 'repoURL', 'path', 'targetRevision', 'chart', 'ref', 'name']);

/** `plugin:` as an Application source writes it: a map with a name, env entries or parameters. */
function isPluginUse(v: unknown): boolean {
  if (!isObj(v)) return false;
  const envOk = Array.isArray(v.env) && v.env.every((e) => isObj(e) && typeof e.name === 'string');
  return envOk || (typeof v.name === 'string' && (v.env === undefined || envOk) && Object.keys(v).every((k) => k === 'name' || k === 'env' || k === 'parameters'));
}


/**
 * `keepIgnored`: keep a `source` Argo CD would ignore (sourceIgnored). In a template (a chart's
 * `templates/`) `source` and `sources` may be the two branches of `{{ if }}…{{ else }}`, of which one
 * renders, so both are checked.
 */
function sourcesOfSpec(app: AppInfo, specRef: NodeRef | undefined, spec: Record<string, unknown>, templated: boolean, keepIgnored = false): AppSource[] {
  const out: AppSource[] = [];
  if (!specRef) return out;
  // (an ignored `source` is not rendered: nothing about it can fail; app-source-ignored says so)
  if (isObj(spec.source) && (keepIgnored || !sourceIgnored(spec))) {
    const r = specRef.get('source');
    if (r) out.push(sourceOf(app, r, spec.source, undefined, templated));
  }
  arr(spec.sources).forEach((s, i) => {
    const r = specRef.getIn(['sources', i]);
    if (r && isObj(s)) out.push(sourceOf(app, r, s, i, templated));
  });
  return out;
}

function sourceOf(app: AppInfo, ref: NodeRef, raw: Record<string, unknown>, index: number | undefined, templated: boolean): AppSource {
  if (ref instanceof LazyRef) return lazySourceOf(app, ref, raw, index, templated);
  const types: SourceType[] = [];
  const typeRefs: AppSource['typeRefs'] = {};
  for (const t of SOURCE_TYPES) {
    // Argo CD's ExplicitType counts a non-nil block: `plugin: {}` is an explicit plugin type
    if (raw[t] !== undefined && raw[t] !== null) {
      types.push(t);
      typeRefs[t] = ref.get(t);
    }
  }
  let plugin: AppSource['plugin'];
  if (types.includes('plugin')) {
    const p = obj(raw.plugin);
    const pRef = ref.get('plugin') ?? ref; // a value the positioned parse reads differently still yields a source
    plugin = {
      name: str(p.name) || undefined,
      nameRef: pRef.get('name'),
      env: arr(p.env).map((e, i) => ({
        name: str(obj(e).name) ?? '',
        value: str(obj(e).value) ?? '',
        ref: pRef.getIn(['env', i]),
      })),
      parameters: arr(p.parameters).map((e, i) => ({ name: str(obj(e).name) ?? '', ref: pRef.getIn(['parameters', i]) })),
      ref: pRef,
    };
  }
  return {
    app,
    index,
    repoURL: str(raw.repoURL),
    path: str(raw.path),
    targetRevision: str(raw.targetRevision),
    chart: str(raw.chart),
    ref,
    types,
    typeRefs,
    plugin,
    templated,
    raw: (refToJS(ref) as Record<string, unknown>) ?? raw,
  };
}

/** One shared (frozen) array per combination of source types: a repository repeats a few. */
const TYPE_LISTS = new Map<string, SourceType[]>();
function typeList(types: SourceType[]): SourceType[] {
  const key = types.join(',');
  let have = TYPE_LISTS.get(key);
  if (!have) TYPE_LISTS.set(key, (have = Object.freeze([...types]) as SourceType[]));
  return have;
}

/**
 * The same facts for a source of a lazily read document, whose value is released once they are
 * read (src/extract/index.ts): nothing here holds a ref or a value of the document but the tool
 * blocks (helm, kustomize, directory), which rules read through (placeholders). The source's ref,
 * its plugin block's, plugin name's, env entries' and parameters' refs are made when asked, from
 * the document and the source's path; their values are then read again from the file.
 */
function lazySourceOf(app: AppInfo, ref: LazyRef, raw: Record<string, unknown>, index: number | undefined, templated: boolean): AppSource {
  const types: SourceType[] = [];
  let tools: ToolRefs | undefined;
  for (const t of SOURCE_TYPES) {
    // Argo CD's ExplicitType counts a non-nil block: `plugin: {}` is an explicit plugin type
    if (raw[t] === undefined || raw[t] === null) continue;
    types.push(t);
    if (t !== 'plugin') {
      const r = ref.get(t);
      (tools ??= {})[t] = r instanceof LazyRef ? r.pinned() : r;
    }
  }
  const source = new LazySource(app, index, str(raw.repoURL), str(raw.path), str(raw.targetRevision), str(raw.chart), typeList(types), tools, templated, ref.document(), sharedPath(ref.path));
  if (types.includes('plugin')) {
    const p = obj(raw.plugin);
    const env = arr(p.env);
    const params = arr(p.parameters);
    source.plugin = new LazyPluginUse(
      str(p.name) || undefined,
      env.length ? env.map((e, i) => new LazyEnvEntry(str(obj(e).name) ?? '', str(obj(e).value) ?? '', source, i)) : NONE,
      params.length ? params.map((e, i) => new LazyParam(str(obj(e).name) ?? '', source, i)) : NONE,
      source,
    );
  }
  return source;
}

/** The empty env or parameter list (shared, frozen). */
const NONE = Object.freeze([]) as never[];

/** The tool blocks of a lazy source, pinned (they keep their small value: placeholders are looked for in them). */
type ToolRefs = Partial<Record<Exclude<SourceType, 'plugin'>, NodeRef>>;

// Own enumerable properties answered by shared getters: spreads (`{ ...s }` in render), JSON and
// Object.keys see them as data, while the objects hold none of the refs or values.
const prop = <T>(get: (this: T) => unknown): PropertyDescriptor => ({ get, enumerable: true, configurable: true });
const SOURCE_REF = prop<LazySource>(function () {
  return this.sourceRef();
});
const SOURCE_RAW = prop<LazySource>(function () {
  return this.sourceRef().toJS();
});
// typeRefs: made when asked (rules read them for a few sources), the plugin block's ref within it too
const SOURCE_TYPE_REFS = prop<LazySource>(function () {
  const out: Partial<Record<SourceType, NodeRef>> = { ...this.tools };
  if (this.types.includes('plugin')) {
    const source = this;
    Object.defineProperty(out, 'plugin', prop(() => source.sourceRef().get('plugin')));
  }
  return out;
});
const PLUGIN_REF = prop<LazyPluginUse>(function () {
  return this.place.pluginRef();
});
const PLUGIN_NAME_REF = prop<LazyPluginUse>(function () {
  return this.place.pluginRef().get('name');
});
const ENV_REF = prop<LazyEnvEntry>(function () {
  return this.place.pluginRef().getIn(['env', this.i]);
});
const PARAM_REF = prop<LazyParam>(function () {
  return this.place.pluginRef().getIn(['parameters', this.i]);
});

/**
 * An AppSource of a lazily read document (see lazySourceOf): where it is (the document and the
 * path to the source) is all it keeps of the document; its refs are made from there when asked.
 */
class LazySource implements AppSource {
  declare readonly ref: NodeRef;
  declare readonly raw: Record<string, unknown>;
  declare readonly typeRefs: AppSource['typeRefs'];
  plugin: AppSource['plugin'] = undefined;
  constructor(
    readonly app: AppInfo,
    readonly index: number | undefined,
    readonly repoURL: string | undefined,
    readonly path: string | undefined,
    readonly targetRevision: string | undefined,
    readonly chart: string | undefined,
    readonly types: SourceType[],
    readonly tools: ToolRefs | undefined,
    readonly templated: boolean,
    readonly doc: LazyDoc,
    readonly at: PathSeg[],
  ) {
    Object.defineProperty(this, 'ref', SOURCE_REF);
    Object.defineProperty(this, 'raw', SOURCE_RAW);
    Object.defineProperty(this, 'typeRefs', SOURCE_TYPE_REFS);
  }
  sourceRef(): NodeRef {
    const root = this.doc.rootRef();
    return root.getIn(this.at) ?? root; // (the root only if the file changed since it was read)
  }
  /** the `plugin:` block (or the source, as for a value the positioned parse reads differently) */
  pluginRef(): NodeRef {
    const s = this.sourceRef();
    return s.get('plugin') ?? s;
  }
}

class LazyPluginUse {
  declare readonly ref: NodeRef;
  declare readonly nameRef: NodeRef | undefined;
  constructor(
    readonly name: string | undefined,
    readonly env: PluginEnvEntry[],
    readonly parameters: PluginParam[],
    readonly place: LazySource,
  ) {
    Object.defineProperty(this, 'ref', PLUGIN_REF);
    Object.defineProperty(this, 'nameRef', PLUGIN_NAME_REF);
  }
}

class LazyEnvEntry implements PluginEnvEntry {
  declare readonly ref: NodeRef | undefined;
  constructor(
    readonly name: string,
    readonly value: string,
    readonly place: LazySource,
    readonly i: number,
  ) {
    Object.defineProperty(this, 'ref', ENV_REF);
  }
}

class LazyParam implements PluginParam {
  declare readonly ref: NodeRef | undefined;
  constructor(
    readonly name: string,
    readonly place: LazySource,
    readonly i: number,
  ) {
    Object.defineProperty(this, 'ref', PARAM_REF);
  }
}

/**
 * An Application's (or ApplicationSet template's) facts. The label is made when a message needs it;
 * for a lazily read document the ref is the document's root ref, made when asked.
 */
class Info implements AppInfo {
  declare readonly ref: NodeRef;
  declare readonly label: string;
  constructor(
    readonly kind: AppInfo['kind'],
    readonly name: string,
    readonly namespace: string | undefined,
    readonly project: string | undefined,
    readonly destNamespace: string | undefined,
    readonly file: string,
    readonly at: NodeRef | LazyDoc,
    /** set when this object is also the resource app-schema reads (lazyApplication) */
    readonly issues?: SchemaIssue[],
  ) {
    Object.defineProperty(this, 'ref', INFO_REF);
    Object.defineProperty(this, 'label', INFO_LABEL);
    if (issues) Object.defineProperty(this, 'raw', INFO_RAW);
  }
}
const INFO_RAW = prop<Info>(function () {
  return this.ref.toJS();
});
const INFO_REF = prop<Info>(function () {
  return this.at instanceof LazyDoc ? this.at.rootRef() : this.at;
});
const INFO_LABEL = prop<Info>(function () {
  return labelOf(this.kind, this.name);
});

/** What an Application's facts keep of its root: a lazily read document's root is made again when asked. */
function docOf(ref: NodeRef): NodeRef | LazyDoc {
  return ref instanceof LazyRef && ref.path.length === 0 ? ref.document() : ref;
}

function labelOf(kind: string, name: string): string {
  return name ? `${kind} \`${name}\`` : `${kind} (no name)`;
}

/**
 * app-source-ignored: an Application (or an ApplicationSet's template) that sets both `source` and a
 * non-empty `sources`; Argo CD renders only `sources` (sourceIgnored). At the `source` key.
 */
export function ignoredSourceProblems(kind: string, ref: NodeRef, raw: unknown): { ruleId: string; loc: ReturnType<NodeRef['loc']>; message: string; hint: string }[] {
  const o = obj(raw);
  const template = kind === 'ApplicationSet';
  const spec = template ? obj(obj(obj(o.spec).template).spec) : obj(o.spec);
  // (with a source hydrator Argo CD renders neither: its sync source; not modelled here)
  if (!sourceIgnored(spec) || spec.sourceHydrator !== undefined) return [];
  const specRef = template ? ref.getIn(['spec', 'template', 'spec']) : ref.get('spec');
  const at = specRef?.get('source');
  if (!at) return [];
  const name = str(obj(o.metadata).name);
  const label = `${kind}${name ? ` \`${name}\`` : ''}`;
  const n = arr(spec.sources).length;
  const field = template ? 'spec.template.spec' : 'spec';
  return [
    {
      ruleId: 'app-source-ignored',
      loc: at.keyLoc(),
      message: `${label} sets both \`${field}.source\` and \`${field}.sources\` (${n} source${n === 1 ? '' : 's'}): Argo CD renders only \`sources\` and ignores \`source\`${template ? ' in every Application it generates' : ''}, so nothing under it is deployed or checked`,
      hint: 'move this source into `sources` (as one more entry), or delete it',
    },
  ];
}
