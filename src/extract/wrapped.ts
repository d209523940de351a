// argo-cd chart values wrapped by another tool: the same model (configs.cmp, repoServer.extraContainers)
// written inside a helmfile release, an Application that installs the chart, or a kustomize
// `helmCharts` entry. Each is one more source form of chart values; positions stay in the outer file.
import { NodeRef, parseEmbedded, parseYaml, rootRef, type SourceText } from '../yaml/source.js';
import { obj, str, arr, isObj, sourceIgnored } from './util.js';
import { chartRoots } from './chart.js';
import { YAML_FILE_KEY } from '../files/precheck.js';
import type { Problem } from './index.js';
import { maskTemplate } from '../yaml/template.js';
import { placeholderRange, type QuietRange } from '../yaml/load.js';

/**
 * Parse a values file held in a string. With template actions (`{{ … }}`, rendered later by an
 * ApplicationSet or a chart) it is read through the same offset-keeping mask as templated files,
 * and findings on what the template computes are quieted.
 */
export function parseValuesText(at: NodeRef, text: string, quiet: QuietRange[]): ReturnType<typeof parseEmbedded> & { templated: boolean } {
  if (!text.includes('{{')) return { ...parseEmbedded(at.src, at.node!, text), templated: false };
  const masked = maskTemplate(text);
  const parsed = parseEmbedded(at.src, at.node!, masked.text);
  for (const a of masked.placeholders) {
    const p = parsed.src.pos(a);
    quiet.push({ file: at.src.file, fromLine: p.line, toLine: p.line, column: p.col, why: 'placeholder' });
  }
  // an action read as a quoted string (`value: {{ $f }}` as `value: "{ $f }"`): what lies inside is
  // template code the ApplicationSet or chart replaces, so a finding that starts there is quieted,
  // as in a templated file (load.ts)
  for (let i = 0; i + 1 < masked.kept.length; i += 2) {
    const s = parsed.src.pos(masked.kept[i]);
    const e = parsed.src.pos(masked.kept[i + 1]);
    quiet.push(placeholderRange(at.src.file, s.line, e.line, [s.line, s.col], [s.line, s.col, e.line, e.col]));
  }
  return { ...parsed, templated: true };
}

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
export function applicationHelmValues(src: SourceText, ref: NodeRef, raw: unknown, problems: Problem[], quiet: QuietRange[] = []): WrappedValues[] {
  const o = obj(raw);
  const spec = obj(o.spec);
  const sourcesOf = (s: Record<string, unknown>, base: (string | number)[]) => {
    const list: { path: (string | number)[]; source: Record<string, unknown>; ns?: string }[] = [];
    const ns = str(obj(s.destination).namespace);
    // (a `source` beside a non-empty `sources` is not rendered)
    if (isObj(s.source) && !sourceIgnored(s)) list.push({ path: [...base, 'source'], source: s.source, ns });
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
      const parsed = parseValuesText(vs, helm.values, quiet);
      if (parsed.errors.length > 0) {
        // a values string with template actions (an ApplicationSet's `{{ .cluster }}`) is YAML only
        // once rendered: unknown, not wrong
        if (!parsed.templated) for (const e of parsed.errors) problems.push({ ruleId: 'yaml-syntax', loc: e.loc, message: `${e.message} (in \`helm.values\` of ${via})` });
        continue;
      }
      for (const doc of parsed.docs) for (const values of chartRoots(rootRef(parsed.src, doc))) out.push({ values, namespace: ns, via });
    }
  }
  return out;
}

export { NodeRef };

/**
 * Chart values held by the other tools that install Helm charts from a manifest: Flux's
 * `HelmRelease` (`spec.values`), k3s/RKE2's `HelmChart`/`HelmChartConfig` (`spec.valuesContent`,
 * a YAML string), Crossplane provider-helm's `Release` (`spec.forProvider.values`), kustomize's
 * `HelmChartInflationGenerator` (`valuesInline`), a Rancher Fleet `fleet.yaml` (`helm.values`), and a
 * ConfigMap or Secret that carries a values file for one of them (Flux `valuesFrom`: a `*.yaml` key).
 * Only values that hold argo-cd chart keys (configs.cmp, repoServer.extraContainers, …) are read.
 */
export function otherToolValues(ref: NodeRef, raw: unknown, quiet: QuietRange[] = []): WrappedValues[] {
  const o = obj(raw);
  const kind = str(o.kind);
  const apiVersion = str(o.apiVersion) ?? '';
  const spec = obj(o.spec);
  const meta = obj(o.metadata);
  const name = str(meta.name) ?? '';
  const out: WrappedValues[] = [];
  const mapAt = (path: (string | number)[], value: unknown, namespace: string | undefined, via: string) => {
    if (!isObj(value) || !CMP_VALUES.test(JSON.stringify(value))) return;
    const vRef = ref.getIn(path);
    if (vRef) for (const values of chartRoots(vRef)) out.push({ values, namespace, via });
  };
  const stringAt = (path: (string | number)[], value: unknown, namespace: string | undefined, via: string) => {
    if (typeof value !== 'string' || !CMP_VALUES.test(value)) return;
    const vRef = ref.getIn(path)?.positioned();
    if (!vRef?.node) return;
    const parsed = parseValuesText(vRef, value, quiet);
    // a values file that does not parse is not read (and not reported: it may be a template)
    if (parsed.errors.length > 0) return;
    for (const doc of parsed.docs) for (const values of chartRoots(rootRef(parsed.src, doc))) out.push({ values, namespace, via });
  };
  if (kind === 'HelmRelease' && /fluxcd\.io\//.test(apiVersion)) {
    mapAt(['spec', 'values'], spec.values, str(spec.targetNamespace) ?? str(meta.namespace), `HelmRelease \`${name}\``);
  } else if ((kind === 'HelmChart' || kind === 'HelmChartConfig') && /helm\.cattle\.io\//.test(apiVersion)) {
    stringAt(['spec', 'valuesContent'], spec.valuesContent, str(spec.targetNamespace) ?? str(meta.namespace), `${kind} \`${name}\``);
  } else if (kind === 'Release' && /helm\.crossplane\.io\//.test(apiVersion)) {
    const fp = obj(spec.forProvider);
    mapAt(['spec', 'forProvider', 'values'], fp.values, str(fp.namespace), `Release \`${name}\``);
  } else if (kind === 'HelmChartInflationGenerator') {
    mapAt(['valuesInline'], o.valuesInline, str(o.namespace) ?? str(meta.namespace), `HelmChartInflationGenerator \`${name}\``);
  } else if (kind === 'ConfigMap' || kind === 'Secret') {
    // a values file kept in a ConfigMap or Secret (Flux `valuesFrom`): keys named like a values file
    for (const field of kind === 'Secret' ? ['stringData'] : ['data']) {
      for (const [key, value] of Object.entries(obj(o[field]))) {
        if (YAML_FILE_KEY.test(key) || key === 'values') stringAt([field, key], value, str(meta.namespace), `${kind} \`${name}\` key \`${key}\``);
      }
    }
  } else if (kind === undefined && o.apiVersion === undefined && isObj(o.helm) && (typeof o.defaultNamespace === 'string' || typeof obj(o.helm).chart === 'string' || typeof obj(o.helm).repo === 'string')) {
    // Rancher Fleet's fleet.yaml: `helm.values` for the chart it deploys
    mapAt(['helm', 'values'], obj(o.helm).values, str(o.defaultNamespace) ?? str(obj(o.helm).namespace) ?? str(o.namespace), 'fleet.yaml `helm.values`');
  }
  return out;
}
