// Consumers: Application sources and ApplicationSet templates (also generator templates).
import type { NodeRef } from '../yaml/source.js';
import { refToJS } from '../yaml/source.js';
import { LazyRef } from '../yaml/lazy.js';
import type { AppSource, SourceType, PluginEnvEntry, PluginParam } from '../model/types.js';
import { obj, str, arr, isObj } from './util.js';

const SOURCE_TYPES: SourceType[] = ['helm', 'kustomize', 'directory', 'plugin'];

type AppInfo = AppSource['app'];

export function applicationSources(file: string, ref: NodeRef, raw: unknown): AppSource[] {
  const o = obj(raw);
  const meta = obj(o.metadata);
  const spec = obj(o.spec);
  const name = str(meta.name) ?? '';
  const app: AppInfo = new Info('Application', name, str(meta.namespace), str(spec.project), str(obj(spec.destination).namespace), file, ref);
  return sourcesOfSpec(app, ref.get('spec'), spec, false);
}

export function applicationSetSources(file: string, ref: NodeRef, raw: unknown): AppSource[] {
  const o = obj(raw);
  const out: AppSource[] = [];
  const specRef = ref.get('spec');
  const visitTemplate = (tRef: NodeRef | undefined, t: unknown) => {
    const tm = obj(t);
    const tspec = obj(tm.spec);
    if (!tRef || !isObj(tm.spec)) return;
    const name = str(obj(tm.metadata).name) ?? str(obj(o.metadata).name) ?? '';
    const app: AppInfo = new Info('ApplicationSet', name, str(obj(tm.metadata).namespace) ?? str(obj(o.metadata).namespace), str(tspec.project), str(obj(tspec.destination).namespace), file, ref);
    out.push(...sourcesOfSpec(app, tRef.get('spec'), tspec, true));
  };
  const spec = obj(o.spec);
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
  const app: AppInfo = { kind: 'Application', name, label: name ? `Application \`${name}\` (fragment)` : 'an Application fragment', namespace: str(meta.namespace), file, ref };
  const withPlugin = (s: unknown) => isObj(s) && isPluginUse(s.plugin);
  if (isPluginUse(o.plugin) && Object.keys(o).every((k) => SOURCE_KEYS.has(k))) return [sourceOf(app, ref, o, undefined, false)];
  const spec = isObj(o.spec) ? o.spec : o;
  const specRef = spec === o ? ref : ref.get('spec');
  if (!specRef) return [];
  if (!withPlugin(spec.source) && !arr(spec.sources).some(withPlugin)) return [];
  return sourcesOfSpec(app, specRef, spec, false).filter((s) => s.plugin);
}

const SOURCE_KEYS = new Set(['plugin', 'repoURL', 'path', 'targetRevision', 'chart', 'ref', 'name']);

/** `plugin:` as an Application source writes it: a map with a name, env entries or parameters. */
function isPluginUse(v: unknown): boolean {
  if (!isObj(v)) return false;
  const envOk = Array.isArray(v.env) && v.env.every((e) => isObj(e) && typeof e.name === 'string');
  return envOk || (typeof v.name === 'string' && (v.env === undefined || envOk) && Object.keys(v).every((k) => k === 'name' || k === 'env' || k === 'parameters'));
}

function sourcesOfSpec(app: AppInfo, specRef: NodeRef | undefined, spec: Record<string, unknown>, templated: boolean): AppSource[] {
  const out: AppSource[] = [];
  if (!specRef) return out;
  if (isObj(spec.source)) {
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
 * read: the refs a finding may ask for (the plugin's name, env entries, parameters) are made when
 * asked, from the source's ref and the plugin block's ref (both kept); a tool block (helm,
 * kustomize, directory) keeps its own value, as rules read through it (placeholders).
 */
function lazySourceOf(app: AppInfo, ref: LazyRef, raw: Record<string, unknown>, index: number | undefined, templated: boolean): AppSource {
  const types: SourceType[] = [];
  const typeRefs: AppSource['typeRefs'] = {};
  for (const t of SOURCE_TYPES) {
    if (raw[t] !== undefined && raw[t] !== null) {
      types.push(t);
      const r = ref.get(t);
      typeRefs[t] = t === 'plugin' || !(r instanceof LazyRef) ? r : r.pinned();
    }
  }
  let plugin: AppSource['plugin'];
  if (types.includes('plugin')) {
    const p = obj(raw.plugin);
    const pRef = typeRefs.plugin;
    const use = new LazyPluginUse(str(p.name) || undefined, pRef instanceof LazyRef ? pRef : ref);
    const env = arr(p.env);
    const params = arr(p.parameters);
    use.env = env.length ? env.map((e, i) => new LazyEnvEntry(str(obj(e).name) ?? '', str(obj(e).value) ?? '', use, i)) : [];
    use.parameters = params.length ? params.map((e, i) => new LazyParam(str(obj(e).name) ?? '', use, i)) : [];
    plugin = use;
  }
  return new LazySource(app, index, str(raw.repoURL), str(raw.path), str(raw.targetRevision), str(raw.chart), ref, typeList(types), typeRefs, plugin, templated);
}

class LazyPluginUse {
  env: PluginEnvEntry[] = [];
  parameters: PluginParam[] = [];
  constructor(
    readonly name: string | undefined,
    readonly ref: LazyRef,
  ) {}
  get nameRef(): NodeRef | undefined {
    return this.ref.get('name');
  }
}

class LazyEnvEntry implements PluginEnvEntry {
  constructor(
    readonly name: string,
    readonly value: string,
    private readonly use: LazyPluginUse,
    private readonly i: number,
  ) {}
  get ref(): NodeRef | undefined {
    return this.use.ref.getIn(['env', this.i]);
  }
}

class LazyParam implements PluginParam {
  constructor(
    readonly name: string,
    private readonly use: LazyPluginUse,
    private readonly i: number,
  ) {}
  get ref(): NodeRef | undefined {
    return this.use.ref.getIn(['parameters', this.i]);
  }
}

/** An AppSource of a lazily read document: its raw value comes from its ref, on demand. */
class LazySource implements AppSource {
  constructor(
    readonly app: AppInfo,
    readonly index: number | undefined,
    readonly repoURL: string | undefined,
    readonly path: string | undefined,
    readonly targetRevision: string | undefined,
    readonly chart: string | undefined,
    readonly ref: LazyRef,
    readonly types: SourceType[],
    readonly typeRefs: AppSource['typeRefs'],
    readonly plugin: AppSource['plugin'],
    readonly templated: boolean,
  ) {}
  get raw(): Record<string, unknown> {
    return this.ref.toJS() as Record<string, unknown>;
  }
}

/** An Application's (or ApplicationSet template's) facts; the label is made when a message needs it. */
class Info implements AppInfo {
  constructor(
    readonly kind: AppInfo['kind'],
    readonly name: string,
    readonly namespace: string | undefined,
    readonly project: string | undefined,
    readonly destNamespace: string | undefined,
    readonly file: string,
    readonly ref: NodeRef,
  ) {}
  get label(): string {
    return labelOf(this.kind, this.name);
  }
}

function labelOf(kind: string, name: string): string {
  return name ? `${kind} \`${name}\`` : `${kind} (no name)`;
}
