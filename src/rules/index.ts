// The rule catalog. Adding a rule: one file in this folder (default-exporting defineRule(...)),
// one line below, one docs page docs/rules/<id>.md, one fixture folder test/fixtures/rules/<id>/.
import type { Rule } from './types.js';
import type { RuleInfo } from '../core/finding.js';
import { docsUrl } from '../core/finding.js';

import yamlSyntax from './yaml-syntax.js';
import yamlDuplicateKey from './yaml-duplicate-key.js';
import pluginSchema from './plugin-schema.js';
import pluginUnknownField from './plugin-unknown-field.js';
import appSchema from './app-schema.js';
import pluginNameInvalid from './plugin-name-invalid.js';
import pluginDuplicateName from './plugin-duplicate-name.js';
import pluginDiscoverMultiple from './plugin-discover-multiple.js';
import pluginDiscoverGlob from './plugin-discover-glob.js';
import pluginDiscoverCatchAll from './plugin-discover-catch-all.js';
import pluginGenerateStdout from './plugin-generate-stdout.js';
import pluginShellErrexit from './plugin-shell-errexit.js';
import pluginNotMounted from './plugin-not-mounted.js';
import pluginHeredocExpansion from './plugin-heredoc-expansion.js';
import legacyCmPlugin from './legacy-cm-plugin.js';
import sidecarCommand from './sidecar-command.js';
import sidecarRunAsUser from './sidecar-run-as-user.js';
import sidecarVarFilesMount from './sidecar-var-files-mount.js';
import sidecarPluginsMount from './sidecar-plugins-mount.js';
import sidecarPluginConfig from './sidecar-plugin-config.js';
import sidecarConfigKey from './sidecar-config-key.js';
import sidecarVolumeUndeclared from './sidecar-volume-undeclared.js';
import sidecarConfigmapMissing from './sidecar-configmap-missing.js';
import sidecarTmp from './sidecar-tmp.js';
import sidecarTmpShared from './sidecar-tmp-shared.js';
import sidecarImageTag from './sidecar-image-tag.js';
import sidecarResources from './sidecar-resources.js';
import sidecarHardening from './sidecar-hardening.js';
import sidecarHelmHome from './sidecar-helm-home.js';
import helmCmpNotCreated from './helm-cmp-not-created.js';
import helmCmpPluginShape from './helm-cmp-plugin-shape.js';
import appPluginNotFound from './app-plugin-not-found.js';
import appPluginDiscoverMismatch from './app-plugin-discover-mismatch.js';
import appDiscoveryAmbiguous from './app-discovery-ambiguous.js';
import appSourceMultipleTypes from './app-source-multiple-types.js';
import appSourceIgnored from './app-source-ignored.js';
import appPluginEnvPrefix from './app-plugin-env-prefix.js';
import appPluginEnvUndefinedVar from './app-plugin-env-undefined-var.js';
import appPluginParamUnknown from './app-plugin-param-unknown.js';
import appVaultPlaceholder from './app-vault-placeholder.js';
import podMountPathDuplicate from './pod-mount-path-duplicate.js';
import podEnvShellSyntax from './pod-env-shell-syntax.js';
import initContainerScript from './init-container-script.js';
import suppressionInvalid from './suppression-invalid.js';
import suppressionUnused from './suppression-unused.js';

export const ALL_RULES: Rule[] = [
  yamlSyntax,
  yamlDuplicateKey,
  pluginSchema,
  pluginUnknownField,
  appSchema,
  pluginNameInvalid,
  pluginDuplicateName,
  pluginDiscoverMultiple,
  pluginDiscoverGlob,
  pluginDiscoverCatchAll,
  pluginGenerateStdout,
  pluginShellErrexit,
  pluginNotMounted,
  pluginHeredocExpansion,
  legacyCmPlugin,
  sidecarCommand,
  sidecarRunAsUser,
  sidecarVarFilesMount,
  sidecarPluginsMount,
  sidecarPluginConfig,
  sidecarConfigKey,
  sidecarVolumeUndeclared,
  sidecarConfigmapMissing,
  sidecarTmp,
  sidecarTmpShared,
  sidecarImageTag,
  sidecarResources,
  sidecarHardening,
  sidecarHelmHome,
  podMountPathDuplicate,
  podEnvShellSyntax,
  initContainerScript,
  helmCmpNotCreated,
  helmCmpPluginShape,
  appPluginNotFound,
  appPluginDiscoverMismatch,
  appDiscoveryAmbiguous,
  appSourceMultipleTypes,
  appSourceIgnored,
  appPluginEnvPrefix,
  appPluginEnvUndefinedVar,
  appPluginParamUnknown,
  appVaultPlaceholder,
  suppressionInvalid,
  suppressionUnused,
];

export const RULE_IDS = new Set(ALL_RULES.map((r) => r.meta.id));

/** Rules that exist outside the lint pass (reported by render/diff), still part of the catalog. */
export const EXTERNAL_RULES: RuleInfo[] = [
  {
    id: 'render-failed',
    severity: 'error',
    description: "a plugin's init, generate or find.command failed, timed out, or printed something Argo CD cannot parse",
    docs: docsUrl('render-failed'),
  },
  {
    id: 'render-empty',
    severity: 'warning',
    description: 'generate succeeded with zero resources: with auto-sync prune, Argo CD would delete everything the app owns',
    docs: docsUrl('render-empty'),
  },
];

export function ruleInfo(r: Rule): RuleInfo {
  return { id: r.meta.id, severity: r.meta.severity, description: r.meta.description, docs: docsUrl(r.meta.id) };
}

export function findRule(id: string): Rule | undefined {
  return ALL_RULES.find((r) => r.meta.id === id);
}
