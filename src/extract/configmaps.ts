// ConfigMaps: plain documents (and the plugins held in their data keys), kustomize
// configMapGenerator entries, and the removed argocd-cm `configManagementPlugins` list.
import type { NodeRef, SourceText } from '../yaml/source.js';
import { parseEmbedded, rootRef, docToJS } from '../yaml/source.js';
import { aliasMessage, anchorLoc } from '../yaml/load.js';
import { loadAllPlain, mayHoldMergeKey } from '../yaml/plain.js';
import { EmbeddedLazyDoc, LazyRef } from '../yaml/lazy.js';
import type { ConfigMapDef, PluginDef } from '../model/types.js';
import { obj, str, arr, isObj } from './util.js';
import { looksLikePlugin, pluginFromRef } from './plugin.js';
import type { Problem } from './index.js';
import { TextConfigMap } from './configmap-text.js';
import { YAML_FILE_KEY, PLUGIN_KIND } from '../files/precheck.js';

export function configMapOf(file: string, ref: NodeRef, raw: unknown): ConfigMapDef {
  if (raw instanceof TextConfigMap) return textConfigMapDef(raw);
  const o = obj(raw);
  const keys: ConfigMapDef['keys'] = new Map();
  for (const section of ['data', 'binaryData'] as const) {
    const sec = ref.get(section);
    if (sec && sec.node === null && isObj(o[section])) {
      // read lazily (no positions yet): a key's ref is made when asked for (most never are)
      const values = o[section] as Record<string, unknown>;
      for (const k of Object.keys(values)) keys.set(k, new LazyKey(sec, k, str(values[k])));
      continue;
    }
    for (const [k, v] of sec?.entries() ?? []) keys.set(k, { ref: v, value: str(v.scalar()) });
  }
  return { name: str(obj(o.metadata).name) ?? '', namespace: str(obj(o.metadata).namespace), file, origin: 'document', keys, ref };
}

/**
 * configMapOf of a ConfigMap decided from its text (src/extract/configmap-text.ts): the document is
 * its own ConfigMapDef, name and namespace from the scan; its keys and refs come from reading the
 * document in full, on first use (the few ConfigMaps a repo-server volume names).
 */
export function textConfigMapDef(raw: TextConfigMap): ConfigMapDef {
  return raw.asDef();
}

TextConfigMap.definer = (file, full) => configMapOf(file, full.ref, full.raw);

/** A data key of a lazily read ConfigMap: its ref (a child of the section's) is made on first use. */
class LazyKey {
  private made?: NodeRef;
  constructor(
    private readonly section: NodeRef,
    private readonly key: string,
    readonly value: string | undefined,
  ) {}
  get ref(): NodeRef | undefined {
    return (this.made ??= this.section.get(this.key));
  }
}

/** A data value is worth parsing as YAML when its key or text says it holds a plugin. */
function holdsPluginYaml(key: string, text: string): boolean {
  return YAML_FILE_KEY.test(key) || PLUGIN_KIND.test(text);
}

/**
 * Plugins held in a Secret's `stringData` (a plugin.yaml mounted from a secret volume): the same
 * plugin rules apply; mount checks, which follow ConfigMaps, do not.
 */
export function pluginsInSecret(src: SourceText, file: string, ref: NodeRef, raw: unknown, problems: Problem[]): PluginDef[] {
  const keys: ConfigMapDef['keys'] = new Map();
  for (const [k, v] of ref.get('stringData')?.entries() ?? []) keys.set(k, { ref: v, value: str(v.scalar()) });
  if (keys.size === 0) return [];
  const holder: ConfigMapDef = { name: str(obj(obj(raw).metadata).name) ?? '', file, origin: 'document', keys, ref };
  return pluginsInConfigMap(src, holder, problems, 'Secret').map((p) => ({ ...p, origin: 'secret', configMap: undefined }));
}

/** Plugins defined in the data keys of a ConfigMap document; parse problems reported in the outer file. */
export function pluginsInConfigMap(src: SourceText, cm: ConfigMapDef, problems: Problem[], holder: 'ConfigMap' | 'Secret' = 'ConfigMap'): PluginDef[] {
  // decided from its text: no key is named like a YAML file and no value says ConfigManagementPlugin
  if (cm instanceof TextConfigMap) return [];
  const out: PluginDef[] = [];
  for (const [key, entry] of cm.keys) {
    const value = entry.value;
    if (value === undefined || !holdsPluginYaml(key, value)) continue;
    const ref = entry.ref; // asked for only here: a lazily read ConfigMap makes it on demand
    if (!ref) continue;
    if (ref instanceof LazyRef) {
      // a ConfigMap read without positions: its plugins too, when js-yaml reads them plainly
      const lazy = lazyPlugins(ref, value, cm, key);
      if (lazy) {
        out.push(...lazy);
        continue;
      }
    }
    const at = ref.positioned();
    if (!at.node) continue;
    const parsed = parseEmbedded(at === ref ? src : at.src, at.node, value);
    const mentionsPlugin = /ConfigManagementPlugin/.test(value);
    if (parsed.errors.length > 0) {
      // only a value that was meant to be a plugin definition is a syntax problem worth reporting
      if (mentionsPlugin) for (const e of parsed.errors) problems.push({ ruleId: 'yaml-syntax', loc: e.loc, message: `${e.message} (in ${holder} ${cm.name} key ${key})` });
      continue;
    }
    for (const doc of parsed.docs) {
      let js: unknown;
      try {
        js = docToJS(doc);
      } catch (e) {
        problems.push({ ruleId: 'yaml-syntax', loc: anchorLoc(e, parsed.src) ?? rootRef(parsed.src, doc).loc(), message: `${aliasMessage(e)} (in ${holder} ${cm.name} key ${key})` });
        continue;
      }
      if (!looksLikePlugin(js)) continue;
      const pref = rootRef(parsed.src, doc);
      out.push(pluginFromRef(pref, cm.file, 'configmap', { configMap: { name: cm.name, key, keyRef: ref } }));
    }
  }
  return out;
}

/**
 * The plugins in a string of a lazily read ConfigMap, each a lazily read document of its own
 * (src/yaml/lazy.ts EmbeddedLazyDoc: positions parsed only when a finding asks), or undefined when
 * the string needs the positioned parse: anchors, aliases or merge keys, or what js-yaml cannot
 * read (a syntax error or a repeated key, which the positioned parse reports).
 */
function lazyPlugins(ref: LazyRef, text: string, cm: ConfigMapDef, key: string): PluginDef[] | undefined {
  if (mayHoldMergeKey(text)) return undefined;
  let docs: unknown[];
  try {
    const read = loadAllPlain(text);
    if (read.anchored) return undefined;
    docs = read.docs;
  } catch {
    return undefined;
  }
  const out: PluginDef[] = [];
  docs.forEach((js, i) => {
    if (!looksLikePlugin(js)) return;
    const root = new EmbeddedLazyDoc(ref, text, i, js).rootRef();
    out.push(pluginFromRef(root, cm.file, 'configmap', { configMap: { name: cm.name, key, keyRef: ref } }));
  });
  return out;
}

export interface GeneratorEntry {
  cm: ConfigMapDef;
  /** data key -> file path as written in the kustomization (relative to it) */
  files: Map<string, string>;
}

/** kustomize `configMapGenerator`: each entry becomes a ConfigMap with one key per file/literal. */
export function configMapGenerators(file: string, ref: NodeRef, raw: unknown): GeneratorEntry[] {
  const out: GeneratorEntry[] = [];
  arr(obj(raw).configMapGenerator).forEach((g, i) => {
    if (!isObj(g)) return;
    const gRef = ref.getIn(['configMapGenerator', i])!;
    const keys: ConfigMapDef['keys'] = new Map();
    const files = new Map<string, string>();
    arr(g.files).forEach((f, j) => {
      const spec = str(f) ?? '';
      const eq = spec.indexOf('=');
      const path = eq >= 0 ? spec.slice(eq + 1) : spec;
      const key = eq >= 0 ? spec.slice(0, eq) : path.split('/').pop()!;
      keys.set(key, { ref: gRef.getIn(['files', j]) });
      files.set(key, path);
    });
    arr(g.literals).forEach((l, j) => {
      const s = str(l) ?? '';
      const eq = s.indexOf('=');
      if (eq > 0) keys.set(s.slice(0, eq), { ref: gRef.getIn(['literals', j]), value: s.slice(eq + 1) });
    });
    const name = str(g.name) ?? '';
    out.push({ cm: { name, file, origin: 'generator', keys, ref: gRef.get('name') ?? gRef }, files });
  });
  return out;
}
