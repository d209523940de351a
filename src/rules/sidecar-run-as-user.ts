import { defineRule } from './types.js';
import { REPO_SERVER_UID } from '../model/argocd.js';
import { imageRunsAs999, isArgoCdImage, shownImage } from '../model/links.js';

// The repo-server runs as uid 999 and must open the socket the sidecar creates; a sidecar running as
// another uid creates a socket it cannot connect to: `connect: permission denied` (reference 2, 8.3).
export default defineRule({
  meta: {
    id: 'sidecar-run-as-user',
    severity: 'error',
    description: 'a sidecar that does not run as uid 999, so the repo-server cannot open its socket',
  },
  check({ model, report }) {
    const proven = model.images.find(imageRunsAs999);
    for (const s of model.sidecars) {
      const own = s.securityContext.runAsUser;
      const scRef = s.ref.get('securityContext');
      const fix = `securityContext: {runAsNonRoot: true, runAsUser: ${REPO_SERVER_UID}}`;
      if (own !== undefined) {
        if (own === REPO_SERVER_UID) continue;
        // the repo-server container of the same pod runs with that uid too (an OpenShift SCC writes
        // its range uid into every container of a running pod): it owns the socket's uid, so it connects
        if (s.repoServer?.securityContext.runAsUser === own) continue;
        report({
          loc: (scRef?.get('runAsUser') ?? s.ref).loc(),
          message: `sidecar \`${s.name}\` runs as uid ${own}; the repo-server (uid ${REPO_SERVER_UID}) cannot connect to the socket it creates ("connect: permission denied")`,
          hint: `runAsUser: ${REPO_SERVER_UID}`,
        });
        continue;
      }
      const pod = s.podSecurityContext.runAsUser;
      if (pod !== undefined) {
        if (pod === REPO_SERVER_UID) continue;
        // e.g. an OpenShift SCC or a pod-wide uid: the repo-server runs with it too, so it can work
        report({
          loc: (s.ref.get('name') ?? s.ref).loc(),
          message: `sidecar \`${s.name}\` inherits the pod-level uid ${pod}; the socket works only if the repo-server container runs with the same uid`,
          hint: `set runAsUser: ${REPO_SERVER_UID} on the sidecar, or make sure both containers share uid ${pod}`,
          severity: 'warning',
        });
        continue;
      }
      if (proven) continue; // a Dockerfile in scope builds an image with USER 999
      // Argo CD's own image (also the chart's `.Values.global.image` template) runs as its user argocd,
      // uid 999 (`USER 999` in its Dockerfile, reference 5)
      if (isArgoCdImage(s.image)) continue;
      report({
        loc: (scRef ?? s.ref.get('name') ?? s.ref).keyLoc(),
        message: `sidecar \`${s.name}\` sets no runAsUser: it works only if its image runs as uid ${REPO_SERVER_UID}${shownImage(s.image) ? ` (\`${s.image}\`)` : ''}`,
        hint: fix,
        severity: s.form === 'operator' ? 'info' : 'warning',
      });
    }
  },
});
