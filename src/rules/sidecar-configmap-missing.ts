import { defineRule } from './types.js';
import { configMapsNamed } from '../model/links.js';
import { CHART_CMP_CONFIGMAP } from '../model/argocd.js';
import { closest } from '../config.js';

/** ConfigMaps every Argo CD installation creates: a sidecar may mount them without defining them. */
const INSTALLED_CONFIGMAPS = new Set(['argocd-cm', 'argocd-rbac-cm', 'argocd-cmd-params-cm', 'argocd-ssh-known-hosts-cm', 'argocd-tls-certs-cm', 'argocd-gpg-keys-cm']);

// The kubelet cannot set up a configMap volume whose ConfigMap does not exist (unless `optional:
// true`): the whole repo-server pod stays in ContainerCreating, not just the sidecar.
export default defineRule({
  meta: {
    id: 'sidecar-configmap-missing',
    severity: 'warning',
    description: 'a volume mounted by a sidecar references a ConfigMap that nothing in scope defines',
  },
  check({ model, report, where }) {
    const seen = new Set<unknown>();
    const known = [...new Set(model.configMaps.map((c) => c.name))];
    for (const s of model.sidecars) {
      for (const m of s.volumeMounts) {
        const v = s.volumes.find((x) => x.name === m.name);
        if (!v || v.stock || v.kind !== 'configMap' || !v.configMapName || v.optional || !v.ref) continue;
        const cm = v.configMapName;
        if (seen.has(v.ref.node)) continue;
        seen.add(v.ref.node);
        if (configMapsNamed(model, cm).length > 0 || INSTALLED_CONFIGMAPS.has(cm)) continue;
        // chart values: helm-cmp-not-created explains how to get argocd-cmp-cm rendered
        if (s.form === 'chart-values' && cm === CHART_CMP_CONFIGMAP) continue;
        const near = closest(cm, known);
        const nearDef = near ? configMapsNamed(model, near)[0] : undefined;
        report({
          loc: (v.ref.getIn(['configMap', 'name']) ?? v.ref).loc(),
          message:
            `volume \`${v.name}\`, mounted by sidecar \`${s.name}\` at ${m.mountPath} (${where((m.ref ?? s.ref).loc())}), references ConfigMap \`${cm}\`, which nothing in scope defines (no ConfigMap document, configMapGenerator, or chart-rendered ${CHART_CMP_CONFIGMAP}): if it does not exist in the cluster, the kubelet cannot mount it and the whole repo-server pod stays in ContainerCreating` +
            (nearDef ? ` (ConfigMap \`${near}\` is defined at ${where((nearDef.ref.getIn(['metadata', 'name']) ?? nearDef.ref).loc())})` : ''),
          hint: near ? `name: ${near}` : `define ConfigMap \`${cm}\` (a ConfigMap manifest or a kustomize configMapGenerator), or fix the name`,
        });
      }
    }
  },
});
