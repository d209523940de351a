// The removed argocd-cm `configManagementPlugins` list, in every shape it is written: the argocd-cm
// ConfigMap (whole or as a patch that is only `data:`), a bare fragment holding just the key, the
// argocd-operator `ArgoCD` resource (`spec.configManagementPlugins`), and argo-cd chart values
// (`configs.cm` since chart 5, `server.config` before) [reference 4.8]. All of them end up as
// argocd-cm data, which Argo CD ignores since v2.8.
import type { NodeRef } from '../yaml/source.js';
import { parseEmbedded, docToJS, rootRef } from '../yaml/source.js';
import type { LegacyPluginList, LegacyPlugin } from '../model/types.js';
import { posix } from 'node:path';
import { parse } from 'yaml';
import { obj, str, arr, isObj, commandOf } from './util.js';

const KEY = 'configManagementPlugins';

/** Where the key sits in a document of this shape; undefined when the shape cannot hold it. */
function legacyKeyRef(ref: NodeRef, raw: unknown): { keyRef: NodeRef; where: string } | undefined {
  const o = obj(raw);
  const kind = str(o.kind);
  const name = str(obj(o.metadata).name);
  if (kind === 'ConfigMap' && name === 'argocd-cm') return at(ref, ['data', KEY], 'argocd-cm');
  if (kind === 'ArgoCD') return at(ref, ['spec', KEY], 'the ArgoCD resource');
  if (kind !== undefined || o.apiVersion !== undefined) return undefined;
  // kindless: a patch of argocd-cm that is only `data:` (and maybe metadata), or the bare key itself
  if (name === undefined || name === 'argocd-cm') {
    const d = at(ref, ['data', KEY], 'argocd-cm');
    if (d) return d;
  }
  // a patch of the operator's ArgoCD resource written as only `spec:`
  return at(ref, [KEY], 'argocd-cm') ?? at(ref, ['spec', KEY], 'the ArgoCD resource');
}

/**
 * A bare list of legacy plugin entries (the value of `configManagementPlugins` pasted on its own):
 * every item is a map of only `name`, `init`, `generate`, `lockRepo`, with a `generate` command.
 * A ConfigManagementPlugin never has this shape (it has metadata/spec).
 */
export function bareLegacyList(file: string, ref: NodeRef, raw: unknown): LegacyPluginList | undefined {
  if (!Array.isArray(raw) || raw.length === 0) return undefined;
  const allowed = new Set(['name', 'init', 'generate', 'lockRepo']);
  const ok = raw.every((it) => isObj(it) && typeof it.name === 'string' && isObj(it.generate) && it.generate.command !== undefined && Object.keys(it).every((k) => allowed.has(k)));
  if (!ok) return undefined;
  const list = legacyList(file, ref, 'argocd-cm');
  const first = list.plugins[0];
  return { ...list, ref: first?.nameRef ?? ref };
}

function at(ref: NodeRef, path: string[], where: string) {
  const keyRef = ref.getIn(path);
  return keyRef ? { keyRef, where } : undefined;
}

/** Chart values: `configs.cm.configManagementPlugins` (chart >= 5) or `server.config.configManagementPlugins`. */
export function chartLegacyKeyRef(values: NodeRef): NodeRef | undefined {
  return values.getIn(['configs', 'cm', KEY]) ?? values.getIn(['server', 'config', KEY]);
}

export function legacyOfDocument(file: string, ref: NodeRef, raw: unknown): LegacyPluginList | undefined {
  const found = legacyKeyRef(ref, raw);
  return found ? legacyList(file, found.keyRef, found.where) : undefined;
}

/** The list behind the key: a YAML string (argocd-cm data) or, in chart values and the operator CR, maybe a list. */
export function legacyList(file: string, keyRef: NodeRef, where: string): LegacyPluginList {
  const plugins: LegacyPlugin[] = [];
  const v = keyRef.scalar();
  let items: NodeRef[] = [];
  const at = typeof v === 'string' ? keyRef.positioned() : undefined;
  if (typeof v === 'string' && at?.node) {
    const parsed = parseEmbedded(at.src, at.node, v);
    if (parsed.errors.length === 0) {
      for (const doc of parsed.docs) {
        try {
          docToJS(doc);
        } catch {
          continue;
        }
        items.push(...rootRef(parsed.src, doc).items());
      }
    }
  } else if (keyRef.isSeq()) items = keyRef.items();
  for (const it of items) {
    const o = obj(it.toJS());
    if (!isObj(o)) continue;
    plugins.push({
      name: str(o.name) ?? '',
      nameRef: it.get('name'),
      ref: it,
      init: commandOf(o.init, it.get('init')),
      generate: commandOf(o.generate, it.get('generate')),
      lockRepo: o.lockRepo === true,
    });
  }
  return { file, ref: keyRef, names: plugins.map((p) => p.name).filter(Boolean), plugins, where };
}

/**
 * A JSON 6902 patch of argocd-cm (or of the ArgoCD resource) that adds or replaces the key:
 * `{op: add, path: /data/configManagementPlugins, value: |…}`, or a `/data` (`/spec`) map holding it.
 */
export function json6902Legacy(file: string, ref: NodeRef, raw: unknown[]): LegacyPluginList[] {
  const out: LegacyPluginList[] = [];
  raw.forEach((op, i) => {
    const o = obj(op);
    if ((o.op !== 'add' && o.op !== 'replace') || typeof o.path !== 'string') return;
    const where = o.path.startsWith('/spec') ? 'the ArgoCD resource' : 'argocd-cm';
    // reported at the `path` that names the key (or at the key inside a `/data` map)
    if (o.path === `/data/${KEY}` || o.path === `/spec/${KEY}`) {
      const v = ref.getIn([i, 'value']);
      const at = ref.getIn([i, 'path']);
      if (v && at) out.push({ ...legacyList(file, v, where), ref: at });
    } else if ((o.path === '/data' || o.path === '/spec') && isObj(o.value) && o.value[KEY] !== undefined) {
      const v = ref.getIn([i, 'value', KEY]);
      if (v) out.push(legacyList(file, v, where));
    }
  });
  return out;
}

/**
 * kustomize `configMapGenerator` entries that make argocd-cm (`behavior: merge`) with a
 * `configManagementPlugins` key, from a literal or a file. A file already read as a bare legacy
 * list is reported there, not twice.
 */
export function generatorLegacy(generators: { cm: { name: string; file: string; keys: Map<string, { ref?: NodeRef; value?: string }> }; files: Map<string, string> }[], found: LegacyPluginList[]): LegacyPluginList[] {
  const out: LegacyPluginList[] = [];
  for (const g of generators) {
    if (g.cm.name !== 'argocd-cm') continue;
    const key = g.cm.keys.get(KEY);
    if (!key?.ref) continue;
    const path = g.files.get(KEY);
    if (path !== undefined) {
      const target = posix.normalize(posix.join(posix.dirname(g.cm.file), path));
      if (found.some((l) => l.file === target)) continue;
    }
    let names: string[] = [];
    if (key.value !== undefined) {
      try {
        names = arr(parse(key.value)).map((it) => str(obj(it).name)).filter((n): n is string => !!n);
      } catch {
        names = [];
      }
    }
    out.push({ file: g.cm.file, ref: key.ref, names, plugins: [], where: 'argocd-cm' });
  }
  return out;
}
