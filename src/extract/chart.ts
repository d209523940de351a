// argo-cd Helm chart values: configs.cmp (the chart renders argocd-cmp-cm from it) and the
// repo-server's extra containers and volumes, at the root or under an umbrella-chart key.
import { NodeRef } from '../yaml/source.js';
import type { ChartValues, ConfigMapDef, PluginDef } from '../model/types.js';
import { CHART_CMP_CONFIGMAP } from '../model/argocd.js';
import { pluginFromRef } from './plugin.js';
import { chartSidecars } from './workloads.js';
import { chartLegacyKeyRef } from './legacy.js';
import type { PodShape } from './pod.js';

export interface ChartExtract {
  chart: ChartValues;
  plugins: PluginDef[];
  configMap?: ConfigMapDef;
  pod?: PodShape;
}

function isChartValues(r: NodeRef): boolean {
  return !!(r.getIn(['configs', 'cmp']) || r.getIn(['repoServer', 'extraContainers']) || r.getIn(['repoServer', 'initContainers']) || r.getIn(['repoServer', 'volumeMounts']) || chartLegacyKeyRef(r) || extraObjects(r).length > 0);
}

/** Values keys whose list items a chart renders as whole manifests (argo-helm `extraObjects`, Bitnami `extraDeploy`). */
const EXTRA_OBJECT_KEYS = ['extraObjects', 'extraDeploy', 'extraManifests'];

/**
 * The manifests a chart deploys verbatim from its values (`extraObjects: [{apiVersion, kind, …}]`):
 * a ConfigMap holding plugin.yaml is as real there as in its own file. Items written as strings
 * (templates) are not read.
 */
export function extraObjects(values: NodeRef): NodeRef[] {
  if (!values.isMap()) return [];
  const out: NodeRef[] = [];
  for (const key of EXTRA_OBJECT_KEYS) {
    const list = values.get(key);
    if (!list?.isSeq()) continue;
    for (const it of list.items()) if (it.isMap() && typeof it.get('kind')?.scalar() === 'string') out.push(it);
  }
  return out;
}

/** How deep umbrella charts nest the argo-cd chart's values (`platform: {argocd: {argo-cd: …}}`). */
const MAX_UMBRELLA_DEPTH = 3;

/** The mappings in a values document that hold argo-cd chart values (root, or `argo-cd:` and the like, nested). */
export function chartRoots(root: NodeRef): NodeRef[] {
  if (!root.isMap()) return [];
  if (root.get('kind') || root.get('apiVersion')) return [];
  const out: NodeRef[] = [];
  const walk = (r: NodeRef, depth: number) => {
    if (isChartValues(r)) {
      out.push(r);
      return;
    }
    if (depth >= MAX_UMBRELLA_DEPTH) return;
    for (const [, v] of r.entries()) if (v.isMap() && !v.get('kind') && !v.get('apiVersion')) walk(v, depth + 1);
  };
  walk(root, 0);
  return out;
}

export function extractChart(file: string, values: NodeRef, namespace?: string): ChartExtract {
  const cmp = values.getIn(['configs', 'cmp']);
  const createRef = cmp?.get('create');
  const cmpCreate = createRef?.scalar() === true;
  const pluginsRef = cmp?.get('plugins');
  const plugins: PluginDef[] = [];
  const keys: ConfigMapDef['keys'] = new Map();
  for (const [name, body] of pluginsRef?.entries() ?? []) {
    const key = `${name}.yaml`;
    const nameRef = new NodeRef(body.src, body.keyNode ?? null, body.keyNode, body.doc);
    // the chart writes metadata.name = the map key and spec = the value (toYaml, no tpl) [6]
    plugins.push(
      pluginFromRef(body, file, 'chart-values', { specOnly: true, name, nameRef, configMap: { name: CHART_CMP_CONFIGMAP, key, keyRef: nameRef, namespace } }),
    );
    keys.set(key, { ref: nameRef });
  }
  const chart: ChartValues = { file, ref: values, cmpCreate, cmpCreateRef: createRef, pluginsRef };
  const configMap: ConfigMapDef | undefined = cmpCreate
    ? { name: CHART_CMP_CONFIGMAP, namespace, file, origin: 'chart', keys, ref: createRef ?? cmp ?? values }
    : undefined;
  const pod = chartSidecars(file, values, cmpCreate);
  if (pod) pod.namespace = namespace;
  return { chart, plugins, configMap, pod };
}
