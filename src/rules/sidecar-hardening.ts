import { defineRule } from './types.js';

// The stock argocd-repo-server and its copyutil run with allowPrivilegeEscalation: false, all
// capabilities dropped and a read-only root filesystem (reference 5). A sidecar executes commands
// chosen by repository content, so it deserves at least the same fence.
export default defineRule({
  meta: {
    id: 'sidecar-hardening',
    severity: 'info',
    description: 'a sidecar lacks the security settings the stock repo-server sets (no privilege escalation, capabilities dropped, read-only root)',
  },
  check({ model, report }) {
    for (const s of model.sidecars) {
      const sc = s.securityContext;
      const missing: string[] = [];
      const lines: string[] = [];
      if (sc.allowPrivilegeEscalation !== false) {
        missing.push('`allowPrivilegeEscalation: false`');
        lines.push('  allowPrivilegeEscalation: false');
      }
      if (!sc.dropsAll) {
        missing.push('`capabilities.drop: [ALL]`');
        lines.push('  capabilities:\n    drop: [ALL]');
      }
      if (sc.readOnlyRootFilesystem !== true) {
        missing.push('`readOnlyRootFilesystem: true`');
        lines.push('  readOnlyRootFilesystem: true');
      }
      if (missing.length === 0) continue;
      const node = s.ref.get('securityContext') ?? s.ref.get('name') ?? s.ref;
      report({
        loc: node.keyLoc(),
        message: `sidecar \`${s.name}\` runs commands taken from repository content but lacks ${missing.join(', ')}, which the stock repo-server container sets`,
        hint:
          `securityContext:\n${lines.join('\n')}` +
          (sc.readOnlyRootFilesystem !== true ? '\n(a read-only root needs an emptyDir at /tmp, and HOME or HELM_*_HOME on a writable mount)' : ''),
      });
    }
  },
});
