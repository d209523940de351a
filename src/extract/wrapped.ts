// argo-cd chart values wrapped by another tool: the same model (configs.cmp, repoServer.extraContainers)
// written inside a helmfile release, an Application that installs the chart, or a kustomize
// `helmCharts` entry. Each is one more source form of chart values; positions stay in the outer file.
import { NodeRef, parseEmbedded, parseYaml, rootRef, type SourceText } from '../yaml/source.js';
import { obj, str, arr, isObj } from './util.js';
import { chartRoots } from './chart.js';
import type { Problem } from './index.js';

export interface WrappedValues {
  /** a mapping that holds argo-cd chart values (configs / repoServer) */
  values: NodeRef;
  /** the namespace the chart is installed into, when the wrapper says it */
  namespace?: string;
  /** how the wrapper is named in messages */
  via: string;
}

/** Mentions something chart values for CMP are made of: cheap test before any embedded parse. */
const CMP_VALUES = /\b(cmp|extraContainers|configManagementPlugins)\b/;

/** Chart values held in a helmfile document (`releases[].values[]` inline maps). */
export function helmfileValues(ref: NodeRef, raw: unknown): WrappedValues[] {
  const o = obj(raw);
  if (!Array.isArray(o.releases) || o.kind !== undefined) return [];
  const out: WrappedValues[] = [];
  arr(o.releases).forEach((rel, i) => {
    const r = obj(rel);
    arr(r.values).forEach((v, j) => {
      if (!isObj(v)) return; // a file path: that file is linted on its own
      const vRef = ref.getIn(['releases', i, 'values', j]);
      if (!vRef) return;
      for (const values of chartRoots(vRef)) out.push({ values, namespace: str(r.namespace), via: `helmfile release \`${str(r.name) ?? i}\`` });
    });
  });
  return out;
}

/** Chart values in `helmCharts[].valuesInline` of a kustomization. */
export function kustomizeHelmChartValues(ref: NodeRef, raw: unknown): WrappedValues[] {
  const out: WrappedValues[] = [];
  arr(obj(raw).helmCharts).forEach((hc, i) => {
    const h = obj(hc);
    if (!isObj(h.valuesInline)) return;
    const vRef = ref.getIn(['helmCharts', i, 'valuesInline']);
    if (!vRef) return;
    for (const values of chartRoots(vRef)) out.push({ values, namespace: str(h.namespace), via: `kustomize helmCharts \`${str(h.name) ?? i}\`` });
  });
  return out;
}

/**
 * Chart values of an Application (or ApplicationSet template) that installs a chart:
 * `spec.source(s)[].helm.valuesObject` (a map) and `helm.values` (a YAML string, parsed in place).
 */
export function applicationHelmValues(src: SourceText, ref: NodeRef, raw: unknown, problems: Problem[]): WrappedValues[] {
  const o = obj(raw);
  const spec = obj(o.spec);
  const sourcesOf = (s: Record<string, unknown>, base: (string | number)[]) => {
    const list: { path: (string | number)[]; source: Record<string, unknown>; ns?: string }[] = [];
    const ns = str(obj(s.destination).namespace);
    if (isObj(s.source)) list.push({ path: [...base, 'source'], source: s.source, ns });
    arr(s.sources).forEach((x, i) => isObj(x) && list.push({ path: [...base, 'sources', i], source: x, ns }));
    return list;
  };
  const candidates = o.kind === 'ApplicationSet' ? sourcesOf(obj(obj(spec.template).spec), ['spec', 'template', 'spec']) : sourcesOf(spec, ['spec']);
  const wanted = candidates.filter(({ source }) => {
    const helm = obj(source.helm);
    return (isObj(helm.valuesObject) && CMP_VALUES.test(JSON.stringify(helm.valuesObject))) || (typeof helm.values === 'string' && CMP_VALUES.test(helm.values));
  });
  if (wanted.length === 0) return [];
  // a lazily read Application has no positioned nodes: parse it now (only these few files)
  let root = ref;
  if (!root.node && src.text) {
    const parsed = parseYaml(src);
    const doc = parsed.docs.find((d) => d.contents !== null);
    if (!doc) return [];
    root = rootRef(src, doc);
  }
  const out: WrappedValues[] = [];
  const name = str(obj(o.metadata).name) ?? '';
  for (const { path, source, ns } of wanted) {
    const via = `${o.kind} \`${name}\``;
    const helm = obj(source.helm);
    const vo = root.getIn([...path, 'helm', 'valuesObject']);
    if (vo && isObj(helm.valuesObject)) for (const values of chartRoots(vo)) out.push({ values, namespace: ns, via });
    const vs = root.getIn([...path, 'helm', 'values']);
    if (vs?.node && typeof helm.values === 'string') {
      const parsed = parseEmbedded(vs.src, vs.node, helm.values);
      if (parsed.errors.length > 0) {
        for (const e of parsed.errors) problems.push({ ruleId: 'yaml-syntax', loc: e.loc, message: `${e.message} (in \`helm.values\` of ${via})` });
        continue;
      }
      for (const doc of parsed.docs) for (const values of chartRoots(rootRef(parsed.src, doc))) out.push({ values, namespace: ns, via });
    }
  }
  return out;
}

export { NodeRef };
