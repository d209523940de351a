import { defineRule } from './types.js';
import { configMapsNamed, podContainers, containerLabel, volumeConfigMapMissing } from '../model/links.js';
import { CHART_CMP_CONFIGMAP, CMP_CONFIG_FILE, CMP_CONFIG_DIR } from '../model/argocd.js';
import { pluginLabel } from '../model/plugin-scripts.js';
import { meantPlugin } from '../model/meant-configmap.js';
import { closest } from '../config.js';

// The kubelet cannot set up a configMap volume whose ConfigMap does not exist in the pod's own
// namespace (unless `optional: true`): the whole repo-server pod stays in ContainerCreating, not
// just the container that mounts it. Every container of the pod counts: sidecars, the main
// argocd-repo-server container and init containers.
export default defineRule({
  meta: {
    id: 'sidecar-configmap-missing',
    severity: 'warning',
    description: 'a volume mounted in the repo-server pod references a ConfigMap that nothing in scope defines (in the pod\'s namespace)',
  },
  check({ model, report, where }) {
    const seen = new Set<unknown>();
    // (the names, for a near miss, made only when a volume misses: a bundle holds thousands)
    let known: string[] | undefined;
    for (const pod of model.pods) {
      for (const { c, role } of podContainers(pod)) {
        for (const m of c.volumeMounts) {
          const v = pod.volumes.find((x) => x.name === m.name);
          if (!v || !v.ref || !volumeConfigMapMissing(model, v, pod)) continue;
          const cm = v.configMapName!;
          if (seen.has(v.ref.identity())) continue;
          seen.add(v.ref.identity());
          const elsewhere = configMapsNamed(model, cm).filter((x) => x.namespace && x.namespace !== pod.namespace);
          const path = m.mountPath.replace(/\/+$/, '');
          const forConfig = path === CMP_CONFIG_FILE || path === CMP_CONFIG_DIR;
          // a plugin-config volume naming the wrong ConfigMap: the plugin it most likely meant
          // (plugin-not-mounted leaves that one mistake to this rule)
          const meant = forConfig && !elsewhere.length ? meantPlugin(model, pod.file, cm, c.name) : undefined;
          const near = elsewhere.length ? undefined : meant ? meant.configMap!.name : closest(cm, (known ??= [...new Set(model.configMaps.map((c) => c.name))]));
          const nearDef = near ? configMapsNamed(model, near)[0] : undefined;
          const why = elsewhere.length
            ? `which is defined only in namespace ${elsewhere.map((x) => `\`${x.namespace}\` (${where(x.ref.loc())})`).join(', ')}, and a pod in \`${pod.namespace}\` can mount only ConfigMaps of its own namespace`
            : `which nothing in scope defines (no ConfigMap document, configMapGenerator, or chart-rendered ${CHART_CMP_CONFIGMAP})`;
          report({
            loc: (v.ref.getIn(['configMap', 'name']) ?? v.ref).loc(),
            message:
              `volume \`${v.name}\`, mounted by ${containerLabel(c, role)} at ${m.mountPath} (${where((m.ref ?? c.ref).loc())}), references ConfigMap \`${cm}\`, ${why}: if it does not exist there, the kubelet cannot mount it and the whole repo-server pod stays in ContainerCreating` +
              (meant && nearDef ? ` (plugin ${pluginLabel(meant)} is in ConfigMap \`${near}\` at ${where((nearDef.ref.getIn(['metadata', 'name']) ?? nearDef.ref).loc())}, which no sidecar mounts)` : nearDef ? ` (ConfigMap \`${near}\` is defined at ${where((nearDef.ref.getIn(['metadata', 'name']) ?? nearDef.ref).loc())})` : ''),
            hint: elsewhere.length ? `define it in namespace \`${pod.namespace}\`, or deploy the repo-server into \`${elsewhere[0].namespace}\`` : near ? `name: ${near}` : `define ConfigMap \`${cm}\` (a ConfigMap manifest or a kustomize configMapGenerator), or fix the name`,
          });
        }
      }
    }
  },
});
