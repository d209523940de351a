// A plugin definition as argocd-cmp-server reads it at start-up (cmpserver/plugin/config.go
// ReadPluginConfig): the file's first YAML document through sigs.k8s.io/yaml YAMLToJSON (YAML 1.1,
// see src/yaml/yaml11.ts), then encoding/json into the PluginConfig struct (non-strict: unknown keys
// dropped, keys matched case-insensitively, the first type mismatch fails the whole file), then
// ValidatePluginConfig (metadata.name, kind, spec.generate.command). A plugin whose file fails here
// never gets a socket: discovery never sees it and naming it fails like a missing plugin.
import type { Command, DiscoverRule, ParameterAnnouncement, PluginDef } from '../model/types.js';
import { goValueOfRef, checkJsonable, GoYamlError } from '../yaml/yaml11.js';

type GoType =
  | { k: 'string' }
  | { k: 'bool' }
  | { k: 'int64' }
  | { k: 'time' }
  | { k: 'anyslice' }
  | { k: 'slice'; elem: GoType; ptr?: boolean }
  | { k: 'map'; elem: GoType }
  | { k: 'struct'; name: string; fields: [string, GoType][] };

const S: GoType = { k: 'string' };
const B: GoType = { k: 'bool' };
const strs: GoType = { k: 'slice', elem: S };
const strMap: GoType = { k: 'map', elem: S };
const command = (name = 'plugin.Command'): GoType => ({ k: 'struct', name, fields: [['command', strs], ['args', strs]] });
const announcement: GoType = {
  k: 'struct',
  name: 'apiclient.ParameterAnnouncement',
  fields: [
    ['name', S],
    ['title', S],
    ['tooltip', S],
    ['required', B],
    ['itemType', S],
    ['collectionType', S],
    ['string', S],
    ['array', strs],
    ['map', strMap],
  ],
};
const objectMeta: GoType = {
  k: 'struct',
  name: 'v1.ObjectMeta',
  fields: [
    ['name', S],
    ['generateName', S],
    ['namespace', S],
    ['selfLink', S],
    ['uid', S],
    ['resourceVersion', S],
    ['generation', { k: 'int64' }],
    ['creationTimestamp', { k: 'time' }],
    ['deletionTimestamp', { k: 'time' }],
    ['deletionGracePeriodSeconds', { k: 'int64' }],
    ['labels', strMap],
    ['annotations', strMap],
    ['ownerReferences', { k: 'anyslice' }],
    ['finalizers', strs],
    ['managedFields', { k: 'anyslice' }],
  ],
};
/** The Go struct, with the JSON names encoding/json uses (fields without a json tag keep their Go name). */
const PLUGIN_CONFIG: GoType = {
  k: 'struct',
  name: 'plugin.PluginConfig',
  fields: [
    ['kind', S],
    ['apiVersion', S],
    ['metadata', objectMeta],
    [
      'spec',
      {
        k: 'struct',
        name: 'plugin.PluginConfigSpec',
        fields: [
          ['version', S],
          ['init', command()],
          ['generate', command()],
          [
            'discover',
            {
              k: 'struct',
              name: 'plugin.Discover',
              fields: [
                ['find', { k: 'struct', name: 'plugin.Find', fields: [['command', strs], ['args', strs], ['glob', S]] }],
                ['fileName', S],
              ],
            },
          ],
          // `yaml:"parameters"` only: encoding/json knows these fields by their Go names
          [
            'Parameters',
            {
              k: 'struct',
              name: 'plugin.Parameters',
              fields: [
                ['Static', { k: 'slice', elem: announcement, ptr: true }],
                ['Dynamic', command()],
              ],
            },
          ],
          ['preserveFileMode', B],
          ['provideGitCreds', B],
        ],
      },
    ],
  ],
};

const jsonKind = (v: unknown): string => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v === 'object' ? 'object' : typeof v === 'boolean' ? 'bool' : typeof v === 'number' ? 'number' : 'string');

function typeString(t: GoType): string {
  switch (t.k) {
    case 'string':
    case 'bool':
    case 'int64':
      return t.k;
    case 'time':
      return 'v1.Time';
    case 'anyslice':
      return '[]interface {}';
    case 'slice':
      return `[]${t.ptr ? '*' : ''}${typeString(t.elem)}`;
    case 'map':
      return `map[string]${typeString(t.elem)}`;
    case 'struct':
      return t.name;
  }
}

/** Go's encoding/json case folding for ASCII keys (enough for these field names). */
const foldEq = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

interface DecodeCtx {
  err?: string;
  struct: string;
  stack: string[];
}

function typeError(ctx: DecodeCtx, value: string, t: GoType): void {
  if (ctx.err) return; // encoding/json keeps the first one
  const into = typeString(t);
  ctx.err =
    ctx.stack.length > 0
      ? `json: cannot unmarshal ${value} into Go struct field ${ctx.struct.replace(/^.*\./, '')}.${ctx.stack.join('.')} of type ${into}`
      : `json: cannot unmarshal ${value} into Go value of type ${into}`;
}

function decode(v: unknown, t: GoType, ctx: DecodeCtx): unknown {
  if (v === null) return undefined; // null leaves any Go value as it was
  switch (t.k) {
    case 'string':
      if (typeof v === 'string') return v;
      typeError(ctx, jsonKind(v), t);
      return undefined;
    case 'bool':
      if (typeof v === 'boolean') return v;
      typeError(ctx, jsonKind(v), t);
      return undefined;
    case 'int64':
      if (typeof v === 'number' && Number.isInteger(v)) return v;
      typeError(ctx, typeof v === 'number' ? `number ${v}` : jsonKind(v), t);
      return undefined;
    case 'time':
      if (typeof v === 'string') return v;
      if (!ctx.err) ctx.err = `json: cannot unmarshal ${jsonKind(v)} into Go value of type string`;
      return undefined;
    case 'anyslice':
      if (Array.isArray(v)) return v;
      typeError(ctx, jsonKind(v), t);
      return undefined;
    case 'slice':
      if (!Array.isArray(v)) {
        typeError(ctx, jsonKind(v), t);
        return undefined;
      }
      // a null element is the element's zero value ("" for a string)
      return v.map((x) => decode(x, t.elem, ctx) ?? (t.elem.k === 'string' ? '' : t.elem.k === 'bool' ? false : undefined));
    case 'map': {
      if (typeof v !== 'object' || Array.isArray(v)) {
        typeError(ctx, jsonKind(v), t);
        return undefined;
      }
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        const d = decode(x, t.elem, ctx);
        out[k] = d === undefined ? '' : d;
      }
      return out;
    }
    case 'struct': {
      if (typeof v !== 'object' || Array.isArray(v)) {
        typeError(ctx, jsonKind(v), t);
        return undefined;
      }
      const out: Record<string, unknown> = {};
      const obj = v as Record<string, unknown>;
      // json.Marshal wrote the keys sorted; a later key folding onto the same field wins
      for (const key of Object.keys(obj).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))) {
        const f = t.fields.find(([n]) => n === key) ?? t.fields.find(([n]) => foldEq(n, key));
        if (!f) continue;
        const saved = { struct: ctx.struct, stack: ctx.stack };
        ctx.struct = t.name;
        ctx.stack = [...ctx.stack, f[0]];
        const d = decode(obj[key], f[1], ctx);
        ctx.struct = saved.struct;
        ctx.stack = saved.stack;
        if (d !== undefined) out[f[0]] = f[1].k === 'struct' && out[f[0]] ? { ...(out[f[0]] as object), ...(d as object) } : d;
      }
      return out;
    }
  }
}

/** What the sidecar holds after ReadPluginConfig (plain data, Go zero values omitted). */
export interface GoPluginConfig {
  kind?: string;
  apiVersion?: string;
  metadata?: { name?: string };
  spec?: {
    version?: string;
    init?: { command?: string[]; args?: string[] };
    generate?: { command?: string[]; args?: string[] };
    discover?: { find?: { command?: string[]; args?: string[]; glob?: string }; fileName?: string };
    Parameters?: { Static?: (Record<string, unknown> | undefined)[]; Dynamic?: { command?: string[]; args?: string[] } };
    preserveFileMode?: boolean;
    provideGitCreds?: boolean;
  };
}

/** ReadPluginConfig on an already YAML→JSON-converted value: the config, or the start-up error. */
export function decodePluginConfig(json: unknown): { config: GoPluginConfig; error?: string } {
  const ctx: DecodeCtx = { struct: '', stack: [] };
  const config = (decode(json, PLUGIN_CONFIG, ctx) ?? {}) as GoPluginConfig;
  if (ctx.err) return { config, error: ctx.err };
  return { config, error: validatePluginConfig(config) };
}

/** cmpserver/plugin ValidatePluginConfig. */
export function validatePluginConfig(c: GoPluginConfig): string | undefined {
  if (!c.metadata?.name) return 'invalid plugin configuration file. metadata.name should be non-empty';
  if (c.kind !== 'ConfigManagementPlugin') return `invalid plugin configuration file. kind should be ConfigManagementPlugin, found ${c.kind ?? ''}`;
  if (!c.spec?.generate?.command?.length) return 'invalid plugin configuration file. spec.generate command should be non-empty';
  return undefined;
}

/** The YAML→JSON value of a plugin definition as the sidecar's plugin.yaml would hold it. */
export function pluginJson(p: PluginDef): unknown {
  let value: unknown;
  if (p.ref) {
    value = goValueOfRef(p.ref, p.raw);
    checkJsonable(value);
  } else {
    value = p.raw ?? null;
  }
  if (p.specOnly) {
    // the argo-cd chart writes apiVersion/kind/metadata.name around the values it gets
    return { apiVersion: 'argoproj.io/v1alpha1', kind: 'ConfigManagementPlugin', metadata: { name: p.name }, spec: value };
  }
  return value;
}

export interface StartupView {
  /** argocd-cmp-server's fatal start-up error for this file, if any */
  error?: string;
  /** the plugin as the sidecar serves it (fields from the Go view), when it starts */
  plugin?: PluginDef;
}

const cache = new WeakMap<PluginDef, StartupView>();

const cmd = (c: { command?: string[]; args?: string[] } | undefined, ref?: Command['ref']): Command | undefined =>
  c ? { command: c.command ?? [], args: c.args ?? [], ref } : undefined;

/** Does the sidecar for this definition start, and what does it serve? */
export function startupView(p: PluginDef): StartupView {
  const hit = cache.get(p);
  if (hit) return hit;
  let view: StartupView;
  if (!p.ref) {
    // no YAML behind it (built in code): nothing more to learn than the definition itself
    view = { plugin: p };
    cache.set(p, view);
    return view;
  }
  try {
    const { config, error } = decodePluginConfig(pluginJson(p));
    if (error) view = { error };
    else {
      const s = config.spec ?? {};
      const name = config.metadata?.name ?? '';
      const version = s.version || undefined;
      const find = s.discover?.find;
      const discover: DiscoverRule | undefined = s.discover
        ? {
            fileName: s.discover.fileName || undefined,
            glob: find?.glob || undefined,
            command: find?.command?.length ? cmd(find, p.discover?.command?.ref) : undefined,
            ref: p.discover?.ref,
          }
        : undefined;
      const statics: ParameterAnnouncement[] = (s.Parameters?.Static ?? []).map((a, i) => ({
        name: String(a?.name ?? ''),
        collectionType: a?.collectionType as string | undefined,
        ref: p.parameters.static[i]?.ref,
      }));
      view = {
        plugin: {
          ...p,
          name,
          version,
          socketName: version ? `${name}-${version}` : name,
          init: cmd(s.init, p.init?.ref),
          generate: cmd(s.generate, p.generate?.ref),
          discover,
          parameters: { static: statics, dynamic: cmd(s.Parameters?.Dynamic, p.parameters.dynamic?.ref) },
          preserveFileMode: s.preserveFileMode === true,
          provideGitCreds: s.provideGitCreds === true,
        },
      };
      goConfigs.set(view.plugin!, config);
    }
  } catch (e) {
    view = { error: e instanceof GoYamlError ? e.message : (e as Error).message };
  }
  cache.set(p, view);
  return view;
}

const goConfigs = new WeakMap<PluginDef, GoPluginConfig>();

/** The decoded Go config behind a plugin returned by startupView (for parameter announcements). */
export function goConfigOf(p: PluginDef): GoPluginConfig | undefined {
  return goConfigs.get(p);
}

/** json.Unmarshal of a dynamic parameters command's output into []*ParameterAnnouncement. */
export function decodeAnnouncements(json: unknown): { announcements: Record<string, unknown>[]; error?: string } {
  const ctx: DecodeCtx = { struct: '', stack: [] };
  const list = decode(json, { k: 'slice', elem: announcement, ptr: true }, ctx) as (Record<string, unknown> | undefined)[] | undefined;
  return { announcements: (list ?? []).map((a) => a ?? {}), error: ctx.err };
}
