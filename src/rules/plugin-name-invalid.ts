import { defineRule } from './types.js';
import { CMP_PLUGINS_DIR, MAX_SOCKET_PATH } from '../model/argocd.js';

// The sidecar listens on <plugins dir>/<name>[-<version>].sock (reference 2). A `/` makes that a
// path in a sub-directory that does not exist, and a path over 107 bytes does not fit in
// sun_path: either way the listen fails and the sidecar dies at start.
const PREFIX = `${CMP_PLUGINS_DIR}/`;
const SUFFIX = '.sock';
const MAX_NAME_BYTES = MAX_SOCKET_PATH - Buffer.byteLength(PREFIX) - SUFFIX.length;

export default defineRule({
  meta: {
    id: 'plugin-name-invalid',
    severity: 'error',
    description: 'the socket name `<name>[-<version>]` contains `/` or makes the socket path longer than 107 bytes',
  },
  check({ model, report }) {
    for (const p of model.plugins) {
      if (!p.name) continue; // an empty name is plugin-schema's finding
      // (locations made only for a finding: a lazily read plugin parses its positions for them)
      const nameLoc = () => (p.nameRef ?? p.ref).loc();
      const versionLoc = () => (p.versionRef ?? p.nameRef ?? p.ref).loc();
      const slashInName = p.name.includes('/');
      if (slashInName || p.version?.includes('/')) {
        const field = slashInName ? 'metadata.name' : 'spec.version';
        const fixed = p.socketName.replace(/\//g, '-');
        report({
          loc: slashInName ? nameLoc() : versionLoc(),
          message: `${field} \`${slashInName ? p.name : p.version}\` contains \`/\`, so the socket would be ${PREFIX}${p.socketName}${SUFFIX}, inside a directory that does not exist: the sidecar fails to listen and exits at start`,
          hint: slashInName ? `metadata.name: ${p.name.replace(/\//g, '-')}` : `version: ${p.version!.replace(/\//g, '-')} (Applications then use plugin.name: ${fixed})`,
        });
        continue;
      }
      const bytes = Buffer.byteLength(p.socketName);
      if (bytes <= MAX_NAME_BYTES) continue;
      // blame the version only when the name alone would have fitted
      const onVersion = !!p.version && Buffer.byteLength(p.name) <= MAX_NAME_BYTES;
      report({
        loc: onVersion ? versionLoc() : nameLoc(),
        message: `the socket path ${PREFIX}${p.socketName}${SUFFIX} is ${bytes + Buffer.byteLength(PREFIX) + SUFFIX.length} bytes, over the 107 a Unix socket path may have: the sidecar dies at start with "bind: invalid argument"`,
        hint: `shorten ${p.version ? '`<name>-<version>`' : 'metadata.name'} to at most ${MAX_NAME_BYTES} bytes (now ${bytes})`,
      });
    }
  },
});
