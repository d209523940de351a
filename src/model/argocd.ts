// Facts about Argo CD that several parts rely on (reference/argo-cd-cmp.md sections 2, 4, 5, 6).
import type { VolumeKind } from './types.js';

/** The entrypoint copied into var-files by the repo-server's copyutil init container [5]. */
export const CMP_ENTRYPOINT = '/var/run/argocd/argocd-cmp-server';
export const VAR_FILES_DIR = '/var/run/argocd';
/** Socket directory shared by the repo-server and every sidecar ($ARGOCD_PLUGINSOCKFILEPATH) [2]. */
export const CMP_PLUGINS_DIR = '/home/argocd/cmp-server/plugins';
/** --config-dir-path default; the file name is fixed to plugin.yaml [2]. */
export const CMP_CONFIG_DIR = '/home/argocd/cmp-server/config';
export const CMP_CONFIG_FILE = '/home/argocd/cmp-server/config/plugin.yaml';
/** Linux sun_path holds 108 bytes including the NUL: the socket path may have 107 [2]. */
export const MAX_SOCKET_PATH = 107;
export const REPO_SERVER_UID = 999;
/** Argo CD's own image (quay.io/argoproj/argocd or a mirror's path ending in argoproj/argocd), any tag or digest. */
export const ARGOCD_IMAGE = /^(?:[\w.-]+(?::\d+)?\/)*argoproj\/argocd(?:[:@]|$)/;
/** ConfigMap the argo-cd chart renders from configs.cmp.plugins (keys `<plugin>.yaml`) [6]. */
export const CHART_CMP_CONFIGMAP = 'argocd-cmp-cm';

/**
 * Volumes of the stock argocd-repo-server pod (install.yaml, the argo-cd chart, the operator),
 * which a patch can mount without declaring [5, 6]. `tmp-dir` is the chart's name before 5.8.
 */
export const STOCK_VOLUMES: Map<string, VolumeKind> = new Map([
  ['ssh-known-hosts', 'configMap'],
  ['tls-certs', 'configMap'],
  ['gpg-keys', 'configMap'],
  ['gpg-keyring', 'emptyDir'],
  ['tmp', 'emptyDir'],
  ['tmp-dir', 'emptyDir'],
  ['helm-working-dir', 'emptyDir'],
  ['argocd-repo-server-tls', 'secret'],
  ['argocd-repo-server-mtls', 'secret'],
  ['var-files', 'emptyDir'],
  ['plugins', 'emptyDir'],
  ['argocd-cmd-params-cm', 'configMap'],
]);

/** The stock repo-server's own /tmp volume names: a sidecar must not share them [4.1]. */
export const STOCK_TMP_VOLUMES = new Set(['tmp', 'tmp-dir']);

/** Build variables Argo CD sets for plugin commands and expands in plugin.env values [4.2]. */
export const BUILD_ENV_VARS = [
  'ARGOCD_APP_NAME',
  'ARGOCD_APP_NAMESPACE',
  'ARGOCD_APP_PROJECT_NAME',
  'ARGOCD_APP_REVISION',
  'ARGOCD_APP_REVISION_SHORT',
  'ARGOCD_APP_REVISION_SHORT_8',
  'ARGOCD_APP_SOURCE_REPO_URL',
  'ARGOCD_APP_SOURCE_PATH',
  'ARGOCD_APP_SOURCE_TARGET_REVISION',
  'KUBE_VERSION',
  'KUBE_API_VERSIONS',
];
