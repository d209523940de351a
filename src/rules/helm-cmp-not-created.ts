import { defineRule } from './types.js';
import { CHART_CMP_CONFIGMAP } from '../model/argocd.js';
import { configMapsNamed } from '../model/links.js';

// The argo-cd chart renders ConfigMap argocd-cmp-cm only when configs.cmp.create is true (default
// false); otherwise configs.cmp.plugins is dropped silently, and a sidecar mounting argocd-cmp-cm keeps
// the repo-server pod in ContainerCreating (reference 6).
export default defineRule({
  meta: {
    id: 'helm-cmp-not-created',
    severity: 'error',
    description: 'chart values define configs.cmp.plugins or mount argocd-cmp-cm, but configs.cmp.create is not true',
  },
  check({ model, report, where }) {
    // a ConfigMap of that name from elsewhere in scope (a manifest, a generator) makes it exist anyway
    if (model.charts.length === 0 || configMapsNamed(model, CHART_CMP_CONFIGMAP).some((c) => c.origin !== 'chart')) return;
    for (const chart of model.charts) {
      if (chart.cmpCreate) continue;
      const repoServer = chart.ref.get('repoServer')?.node;
      const mounting = model.sidecars.filter((s) => s.form === 'chart-values' && s.file === chart.file && repoServer && s.podRef?.node === repoServer);
      const volume = mounting
        .flatMap((s) => s.volumes.filter((v) => v.ref && v.kind === 'configMap' && v.configMapName === CHART_CMP_CONFIGMAP && !v.optional && s.volumeMounts.some((m) => m.name === v.name)))
        .at(0);
      const volLoc = volume?.ref && (volume.ref.getIn(['configMap', 'name']) ?? volume.ref).loc();
      const createWritten = chart.cmpCreateRef ? ` (\`create: ${String(chart.cmpCreateRef.scalar())}\`)` : '';
      const plugins = chart.pluginsRef?.entries() ?? [];
      if (plugins.length > 0) {
        const loc = (chart.cmpCreateRef ?? chart.pluginsRef!).loc();
        report({
          loc: chart.cmpCreateRef ? loc : chart.pluginsRef!.keyLoc(),
          message: `configs.cmp.plugins defines ${plugins.map(([n]) => `\`${n}\``).join(', ')}, but configs.cmp.create is not true${createWritten}: the chart renders no ${CHART_CMP_CONFIGMAP}, so the plugins never reach a sidecar${volLoc ? `, and the volume at ${where(volLoc)} keeps the repo-server pod from starting` : ''}`,
          hint: 'configs:\n  cmp:\n    create: true',
          related: volLoc ? [{ loc: volLoc, message: `volume \`${volume!.name}\` mounts ${CHART_CMP_CONFIGMAP}` }] : undefined,
        });
        continue;
      }
      if (volLoc) {
        report({
          loc: volLoc,
          message: `volume \`${volume!.name}\` mounts ConfigMap ${CHART_CMP_CONFIGMAP}, but these chart values do not set configs.cmp.create: true${createWritten} and nothing in scope defines it: the kubelet cannot mount it and the repo-server pod stays in ContainerCreating`,
          hint: `configs:\n  cmp:\n    create: true\n    plugins:\n      <plugin>:\n        generate:\n          command: [sh, -c]\n          args: ["…"]`,
        });
      }
    }
  },
});
