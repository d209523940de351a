import { defineRule } from './types.js';
import type { Sidecar, VolumeMount } from '../model/types.js';
import { cmpWorkDir, mountHolding, findVolume, volumesPlace } from '../model/links.js';
import { STOCK_TMP_VOLUMES } from '../model/argocd.js';

// argocd-cmp-server wipes <workdir>/_cmp_server at start and unpacks every request under it, so two
// sidecars on one volume destroy each other's work; and since v2.4 Argo CD's docs forbid sharing the
// repo-server's own /tmp (its repository checkouts live there) with a plugin (reference 4.1, 5).
export default defineRule({
  meta: {
    id: 'sidecar-tmp-shared',
    severity: 'warning',
    description: "a sidecar's /tmp is the repo-server's tmp volume, or one tmp volume is shared by several sidecars",
  },
  check({ model, report, where }) {
    const firstUser = new Map<string, { s: Sidecar; m: VolumeMount }>();
    for (const s of model.sidecars) {
      const wd = cmpWorkDir(s);
      if (!wd) continue;
      const m = mountHolding(s, wd.path);
      const v = m && findVolume(s, m.name);
      if (!m || !v || v.kind === 'configMap' || v.kind === 'secret') continue; // sidecar-tmp's business
      const loc = (m.ref?.get('name') ?? m.ref ?? s.ref).loc();
      const tmpName = `${s.name || 'cmp'}-tmp`;
      const hint = `give sidecar \`${s.name}\` its own volume: \`- name: ${tmpName}\` with \`emptyDir: {}\` in ${volumesPlace(s)}, and \`name: ${tmpName}\` on this mount`;
      const repoTmp = repoServerTmp(s, m.name);
      if (repoTmp) {
        report({
          loc,
          message: `sidecar \`${s.name}\` mounts \`${m.name}\` at ${m.mountPath}, the repo-server's own tmp volume${repoTmp.why}: the repo-server keeps its repository checkouts there, and since v2.4 Argo CD requires each plugin to have a separate /tmp so a plugin cannot read or alter them`,
          hint,
        });
        continue;
      }
      const key = `${s.pod}\u0000${m.name}`;
      const first = firstUser.get(key);
      if (!first) {
        firstUser.set(key, { s, m });
        continue;
      }
      report({
        loc,
        message: `sidecars \`${first.s.name}\` (${where((first.m.ref ?? first.s.ref).loc())}) and \`${s.name}\` both keep argocd-cmp-server's work dir on volume \`${m.name}\`: each one deletes ${wd.path}/_cmp_server when it starts, wiping the other's requests in flight`,
        hint,
      });
    }
  },
});

/**
 * Whether volume `name` is the repo-server's /tmp as this pod shows it: what its main container mounts
 * at /tmp, else the stock name. In chart values and operator CRs a volume declared in the user's own
 * list is a new volume (chart < 5.8 calls the stock one `tmp-dir`, later charts `tmp`), not the stock one.
 */
function repoServerTmp(s: Sidecar, name: string): { why: string } | undefined {
  const main = s.repoServer?.volumeMounts.find((m) => m.mountPath.replace(/\/+$/, '') === '/tmp');
  if (main) return main.name === name ? { why: ` (container \`${s.repoServer!.name}\` mounts it at /tmp)` } : undefined;
  if (!STOCK_TMP_VOLUMES.has(name)) return undefined;
  if ((s.form === 'chart-values' || s.form === 'operator') && findVolume(s, name)?.ref) return undefined;
  return { why: s.form === 'chart-values' ? ` (the chart's stock volume)` : s.form === 'operator' ? ` (the operator's stock volume)` : '' };
}
