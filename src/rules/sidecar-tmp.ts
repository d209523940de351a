import { defineRule } from './types.js';
import { cmpWorkDir, mountHolding, findVolume, volumesPlace } from '../model/links.js';

// argocd-cmp-server deletes and recreates <workdir>/_cmp_server at start and unpacks every request
// there; the work dir is $ARGOCD_CMP_WORKDIR, else $TMPDIR, else /tmp (reference 4.1, 8.14).
// With a read-only root filesystem and nothing writable mounted there, the sidecar crash-loops.
export default defineRule({
  meta: {
    id: 'sidecar-tmp',
    severity: 'error',
    description: 'a sidecar has no dedicated writable /tmp (emptyDir) for argocd-cmp-server\'s work dir',
  },
  check({ model, report, where }) {
    for (const s of model.sidecars) {
      const wd = cmpWorkDir(s);
      if (!wd) continue; // set from a Secret/ConfigMap or by $(VAR): cannot tell
      const readOnlyRoot = s.securityContext.readOnlyRootFilesystem === true;
      const roRef = s.ref.getIn(['securityContext', 'readOnlyRootFilesystem']);
      const related = roRef && readOnlyRoot ? [{ loc: roRef.loc(), message: 'the root filesystem is read-only' }] : undefined;
      const m = mountHolding(s, wd.path);
      const tmpName = `${s.name || 'cmp'}-tmp`;
      const hint = `add to sidecar \`${s.name}\`:\nvolumeMounts:\n  - name: ${tmpName}\n    mountPath: ${wd.env ? wd.path : '/tmp'}\nand to ${volumesPlace(s)}:\n  - name: ${tmpName}\n    emptyDir: {}`;
      if (m) {
        const v = findVolume(s, m.name);
        if (!v) continue; // an undeclared volume: sidecar-volume-undeclared reports it
        if (m.readOnly || v.kind === 'configMap' || v.kind === 'secret') {
          report({
            loc: (m.ref?.get('mountPath') ?? m.ref ?? s.ref).loc(),
            message: `sidecar \`${s.name}\` keeps argocd-cmp-server's work dir ${wd.path}/_cmp_server on ${m.readOnly ? 'a readOnly mount' : `${v.kind} volume \`${v.name}\``}, which is read-only: the server cannot recreate the directory at start and the container crash-loops`,
            hint: `mount an emptyDir there instead (\`- name: ${tmpName}\` with \`emptyDir: {}\` in ${volumesPlace(s)})`,
          });
        }
        continue;
      }
      if (wd.env) {
        const loc = (wd.env.ref?.get('value') ?? wd.env.ref ?? s.ref).loc();
        report({
          loc,
          message: readOnlyRoot
            ? `sidecar \`${s.name}\` sets ${wd.env.name}=${wd.path}, which no volume is mounted at, and its root filesystem is read-only${roRef ? ` (${where(roRef.loc())})` : ''}: argocd-cmp-server cannot create ${wd.path}/_cmp_server at start and the container crash-loops`
            : `sidecar \`${s.name}\` sets ${wd.env.name}=${wd.path}, but no emptyDir is mounted there: argocd-cmp-server wipes ${wd.path}/_cmp_server at every start and unpacks each repository there, on the container's own writable layer`,
          hint,
          related,
          severity: readOnlyRoot ? 'error' : 'warning',
        });
        continue;
      }
      const loc = (s.ref.get('volumeMounts') ?? s.ref.get('name') ?? s.ref).keyLoc();
      if (readOnlyRoot) {
        report({
          loc,
          message: `sidecar \`${s.name}\` has \`readOnlyRootFilesystem: true\`${roRef ? ` (${where(roRef.loc())})` : ''} but nothing writable at /tmp: argocd-cmp-server deletes and recreates /tmp/_cmp_server at start, fails on the read-only filesystem, and the container crash-loops`,
          hint,
          related,
        });
      } else {
        report({
          loc,
          message: `sidecar \`${s.name}\` mounts no emptyDir at /tmp: argocd-cmp-server wipes /tmp/_cmp_server at every start and unpacks each repository there, on the image's own /tmp; it fails on an image without a /tmp that uid 999 can write, and as soon as the root filesystem is made read-only`,
          hint,
          severity: 'warning',
        });
      }
    }
  },
});
