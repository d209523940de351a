// Plugin definitions (ConfigManagementPlugin), wherever they are written.
import type { NodeRef } from '../yaml/source.js';
import { refToJS } from '../yaml/source.js';
import type { PluginDef, PluginOrigin, DiscoverRule, ParameterAnnouncement } from '../model/types.js';
import { obj, str, arr, isObj, commandOf } from './util.js';

/** Does this plain object look like a plugin definition (also with a mistyped kind)? */
export function looksLikePlugin(v: unknown): boolean {
  if (!isObj(v)) return false;
  if (v.kind === 'ConfigManagementPlugin') return true;
  const spec = obj(v.spec);
  // a missing kind, or a misspelt one (`ConfigManagmentPlugin`): plugin-schema reports it
  const kindOk = v.kind === undefined || (typeof v.kind === 'string' && /plugin/i.test(v.kind));
  return kindOk && isObj(v.metadata) && (isObj(spec.generate) || isObj(spec.discover)) && !isObj(spec.template);
}

/** Socket name as Argo CD derives it: `<name>-<version>` when a version is set, else `<name>`. */
export function socketNameOf(name: string, version: string | undefined): string {
  return version ? `${name}-${version}` : name;
}

/**
 * Build a PluginDef from a whole ConfigManagementPlugin document, or (specOnly) from the spec body
 * used by the argo-cd chart's `configs.cmp.plugins.<name>`.
 */
export function pluginFromRef(
  ref: NodeRef,
  file: string,
  origin: PluginOrigin,
  opts: { specOnly?: boolean; name?: string; nameRef?: NodeRef; configMap?: PluginDef['configMap'] } = {},
): PluginDef {
  const raw = refToJS(ref);
  const specOnly = opts.specOnly === true;
  const spec = specOnly ? obj(raw) : obj(obj(raw).spec);
  const specRef = specOnly ? ref : ref.get('spec');
  const name = opts.name ?? str(obj(obj(raw).metadata).name) ?? '';
  const version = str(spec.version) || undefined;
  const discover = discoverOf(spec.discover, specRef?.get('discover'));
  const params = obj(spec.parameters);
  const paramsRef = specRef?.get('parameters');
  return {
    name,
    version,
    socketName: socketNameOf(name, version),
    origin,
    file,
    ref,
    nameRef: opts.nameRef ?? ref.getIn(['metadata', 'name']),
    versionRef: specRef?.get('version'),
    configMap: opts.configMap,
    init: commandOf(spec.init, specRef?.get('init')),
    generate: commandOf(spec.generate, specRef?.get('generate')),
    discover,
    parameters: {
      static: arr(params.static).map(
        (p, i): ParameterAnnouncement => ({
          name: str(obj(p).name) ?? '',
          collectionType: str(obj(p).collectionType),
          ref: paramsRef?.getIn(['static', i]),
        }),
      ),
      dynamic: commandOf(params.dynamic, paramsRef?.get('dynamic')),
    },
    preserveFileMode: spec.preserveFileMode === true,
    provideGitCreds: spec.provideGitCreds === true,
    raw,
    specOnly,
  };
}

function discoverOf(v: unknown, ref: NodeRef | undefined): DiscoverRule | undefined {
  if (!isObj(v)) return undefined;
  const find = obj(v.find);
  const cmd = commandOf(find, ref?.get('find'));
  const rule: DiscoverRule = {
    fileName: str(v.fileName) || undefined,
    glob: str(find.glob) || undefined,
    command: cmd && cmd.command.length > 0 ? cmd : undefined,
    ref,
  };
  return rule;
}

/** Argo CD evaluates only the first of fileName, find.glob, find.command that is set. */
export function hasDiscoverRule(p: PluginDef): boolean {
  const d = p.discover;
  return !!d && (!!d.fileName || !!d.glob || !!d.command);
}
