// The cross-referenced picture of a CMP setup. Names follow Argo CD's own words.
// Everything here is plain data plus a `ref` that maps back to the YAML node it came from.
import type { NodeRef, Loc } from '../yaml/source.js';
import type { SchemaIssue } from '../schema/validate.js';

export type { NodeRef, Loc };

export type Severity = 'error' | 'warning' | 'info';

/** A command as Argo CD runs it: argv = command[0], command[1:]..., args... (no shell). */
export interface Command {
  command: string[];
  args: string[];
  ref?: NodeRef; // the Command mapping node (init / generate / find / dynamic)
}

export interface DiscoverRule {
  fileName?: string;
  glob?: string;
  command?: Command; // find.command + find.args
  ref?: NodeRef; // the `discover` node
}

export interface ParameterAnnouncement {
  name: string;
  collectionType?: string;
  ref?: NodeRef;
}

export type PluginOrigin =
  | 'file' // a standalone plugin.yaml
  | 'configmap' // a data key of a ConfigMap document
  | 'secret' // a stringData key of a Secret document (mounted as a secret volume)
  | 'configmap-generator' // a file referenced by kustomize configMapGenerator
  | 'chart-values' // configs.cmp.plugins.<name> in argo-cd chart values
  | 'dockerfile'; // a plugin.yaml that a Dockerfile COPYs to the config path

export interface PluginDef {
  /** metadata.name (for chart values: the map key) */
  name: string;
  version?: string;
  /** what Argo CD calls the plugin: `<name>-<version>` or `<name>` (socket file name minus .sock) */
  socketName: string;
  origin: PluginOrigin;
  file: string;
  /** the whole ConfigManagementPlugin document (for chart values: the spec body) */
  ref: NodeRef;
  /** the metadata.name value node (or the chart map key) */
  nameRef?: NodeRef;
  versionRef?: NodeRef;
  /** when the definition lives in a ConfigMap (document, generator or chart-created argocd-cmp-cm) */
  configMap?: { name: string; key: string; keyRef?: NodeRef; namespace?: string };
  init?: Command;
  generate?: Command;
  discover?: DiscoverRule;
  parameters: { static: ParameterAnnouncement[]; dynamic?: Command };
  preserveFileMode: boolean;
  provideGitCreds: boolean;
  /** the plugin object as plain JS, for schema validation */
  raw: unknown;
  /** true when `raw` is only the spec body (chart values) */
  specOnly: boolean;
  /**
   * variables the scripts read as written but the image build expanded away (an unquoted
   * Dockerfile heredoc, `plugin-heredoc-expansion`): the baked plugin does not read them, yet a
   * rule that would report them unread must not report that mistake a second time
   */
  bakedAway?: string[];
}

export type VolumeKind = 'configMap' | 'emptyDir' | 'secret' | 'other';

export interface Volume {
  name: string;
  kind: VolumeKind;
  configMapName?: string;
  /** configMap.items: only these keys are projected */
  items?: { key: string; path: string; ref?: NodeRef }[];
  /** a volume the stock argocd-repo-server pod (or chart) already declares, assumed present under a patch */
  stock?: boolean;
  /** configMap.optional: true — the pod starts even when the ConfigMap does not exist */
  optional?: boolean;
  ref?: NodeRef;
}

export interface VolumeMount {
  name: string;
  mountPath: string;
  subPath?: string;
  readOnly?: boolean;
  ref?: NodeRef;
}

export interface EnvVar {
  name: string;
  value?: string;
  fromSource: boolean; // valueFrom
  ref?: NodeRef;
}

export type SidecarForm =
  | 'workload' // a full Deployment / StatefulSet / Pod
  | 'strategic-merge' // a strategic-merge patch (incl. bare `spec:` or `containers:` fragments)
  | 'json6902' // a JSON 6902 `add` of a container
  | 'chart-values' // argo-cd chart repoServer.extraContainers
  | 'operator'; // argocd-operator ArgoCD spec.repo.sidecarContainers

export interface SecurityContextFacts {
  runAsUser?: number;
  runAsNonRoot?: boolean;
  readOnlyRootFilesystem?: boolean;
  allowPrivilegeEscalation?: boolean;
  dropsAll?: boolean;
}

export interface Container {
  name: string;
  image?: string;
  /**
   * The node that decides how the image is pinned, when it is not `image` itself: the `tag` of an
   * image written as a map (`{repository, tag}`, as chart values write it)
   */
  imageRef?: NodeRef;
  command?: string[];
  args?: string[];
  env: EnvVar[];
  volumeMounts: VolumeMount[];
  securityContext: SecurityContextFacts;
  hasResources: boolean;
  ref: NodeRef;
}

/** One CMP sidecar container, with the pod-level facts it can see. */
export interface Sidecar extends Container {
  file: string;
  form: SidecarForm;
  /** the pod is a patch of the stock argocd-repo-server: its stock volumes exist */
  isPatch: boolean;
  /** pod volumes declared in the same pod/patch/values */
  volumes: Volume[];
  podSecurityContext: SecurityContextFacts;
  /** the main argocd-repo-server container of the same pod, when present */
  repoServer?: Container;
  initContainers: Container[];
  /** chart values: the chart creates argocd-cmp-cm from configs.cmp.plugins */
  chart?: { cmpCreate: boolean; stockTmpName: 'tmp' | 'tmp-dir' };
  /** the pod-level ref (pod spec, patch document, values root) */
  podRef?: NodeRef;
  /**
   * Which repo-server pod this sidecar joins. Strategic-merge and JSON 6902 patches of one directory
   * (one kustomization) merge into one pod; patches elsewhere may target another installation.
   * Every other form is its own pod (workload document, chart values, operator resource).
   */
  pod: string;
  /** the pod's namespace when written (metadata.namespace, chart release namespace, kustomization namespace) */
  namespace?: string;
}

/**
 * A repo-server pod (or the part of it a patch, chart values or the operator resource writes):
 * the main argocd-repo-server container, init containers and CMP sidecars, with its volumes.
 * Only pods that are the repo-server, or that hold a CMP sidecar, are kept.
 */
export interface RepoServerPod {
  file: string;
  form: SidecarForm;
  isPatch: boolean;
  main?: Container;
  initContainers: Container[];
  sidecars: Sidecar[];
  /** every container as written (main, sidecars and any other), for pod-wide checks */
  containers: Container[];
  volumes: Volume[];
  /** same key as Sidecar.pod */
  pod: string;
  namespace?: string;
  podRef?: NodeRef;
  /** a `kubectl get -o yaml` dump whose status shows it running: its volumes were mountable */
  running?: boolean;
}

export interface ConfigMapDef {
  name: string;
  /** metadata.namespace, or the namespace a wrapper (kustomization, chart release) installs it into */
  namespace?: string;
  file: string;
  origin: 'document' | 'generator' | 'chart';
  keys: Map<string, { ref?: NodeRef; value?: string }>;
  ref: NodeRef;
}

export interface PluginEnvEntry {
  name: string;
  value: string;
  ref?: NodeRef;
}

export interface PluginParam {
  name: string;
  ref?: NodeRef;
}

export type SourceType = 'helm' | 'kustomize' | 'directory' | 'plugin';

export interface AppSource {
  app: {
    kind: 'Application' | 'ApplicationSet';
    name: string;
    /** how messages name it: Application `web`, or Application (no name) */
    label: string;
    namespace?: string;
    project?: string;
    destNamespace?: string;
    file: string;
    ref: NodeRef;
  };
  /** index in spec.sources[], absent for spec.source */
  index?: number;
  repoURL?: string;
  path?: string;
  targetRevision?: string;
  chart?: string;
  ref: NodeRef;
  /** explicit source types set on this source, in Argo CD's order */
  types: SourceType[];
  typeRefs: Partial<Record<SourceType, NodeRef>>;
  plugin?: {
    name?: string;
    nameRef?: NodeRef;
    env: PluginEnvEntry[];
    parameters: PluginParam[];
    ref: NodeRef;
  };
  /** from an ApplicationSet template: values may hold {{ }} expressions */
  templated: boolean;
  /** the raw source object (helm values etc.) */
  raw: Record<string, unknown>;
}

/** Facts about a sidecar image from a Dockerfile in scope (the last stage counts). */
export interface ImageFacts {
  file: string;
  /** USER of the final stage, as written (`999`, `argocd`, `999:999`) */
  user?: string;
  userLoc?: Loc;
  /** ENTRYPOINT of the final stage (exec form as array; shell form as ['/bin/sh', '-c', text]) */
  entrypoint?: string[];
  entrypointLoc?: Loc;
  /** COPY/ADD of the final stage (not --from=other-stage when that stage is external is still kept) */
  copies: { sources: string[]; dest: string; from?: string; loc: Loc }[];
  /** plugin.yaml texts the image writes from an unquoted heredoc, and what the build changes in them */
  heredocBakes?: HeredocBake[];
}

/**
 * A plugin.yaml written from a Dockerfile heredoc whose delimiter is not quoted (`COPY <<EOF …`,
 * `RUN cat <<EOF > …`): the build expands it before it is baked into the image.
 */
export interface HeredocBake {
  instruction: 'COPY' | 'ADD' | 'RUN';
  /** the `<<EOF` / `<<-EOF` token, as written and where */
  marker: string;
  markerLoc: Loc;
  /** the instruction as written with its delimiter quoted (what to write instead) */
  quoted: string;
  /** what the build takes away or replaces, in order */
  expansions: BakedExpansion[];
  /** names the build fills in on purpose (ARG/ENV the Dockerfile declares), as written */
  kept: string[];
}

export interface BakedExpansion {
  loc: Loc;
  /** as written: `$ARGOCD_ENV_RELEASE`, `$(pwd)`, `\"` */
  text: string;
  kind: 'variable' | 'command' | 'backslash';
  /** the variables read (for a command substitution, those read inside it) */
  names: string[];
  /** what the baked text has instead */
  becomes: string;
}

/** The removed argocd-cm `configManagementPlugins` list. */
export interface LegacyPluginList {
  file: string;
  ref: NodeRef; // the data key
  names: string[];
  /** the entries as written (name, init, generate), for what else breaks when migrating */
  plugins: LegacyPlugin[];
  /** where the list ends up: `argocd-cm` or `the ArgoCD resource` */
  where: string;
}

export interface LegacyPlugin {
  name: string;
  nameRef?: NodeRef;
  ref: NodeRef;
  init?: Command;
  generate?: Command;
  lockRepo: boolean;
}

/** argo-cd chart values that touch CMP. */
export interface ChartValues {
  file: string;
  ref: NodeRef; // the root mapping holding configs/repoServer
  cmpCreate: boolean;
  cmpCreateRef?: NodeRef;
  pluginsRef?: NodeRef; // configs.cmp.plugins
}

/** An Argo CD resource document (Application, ApplicationSet, AppProject). */
export interface ArgoResource {
  kind: 'Application' | 'ApplicationSet' | 'AppProject';
  file: string;
  ref: NodeRef;
  /** the document's plain value (of a lazily read document: read again when asked for) */
  raw: unknown;
  /** its schema issues, when the extractor checked it as it read it (app-schema checks the others) */
  issues?: SchemaIssue[];
}

export interface Model {
  /** repository root used to resolve app paths (the --context or cwd) */
  root: string;
  /** the directory lint ran from (absolute); a second base for app paths when it is not `root` */
  cwd?: string;
  files: string[];
  plugins: PluginDef[];
  sidecars: Sidecar[];
  /** repo-server pods (full, patched or from chart/operator values), for the pod-wide rules */
  pods: RepoServerPod[];
  configMaps: ConfigMapDef[];
  sources: AppSource[];
  /**
   * Kindless pieces of Applications (a pasted `plugin:` or `source:`, a kustomize patch's `spec:`):
   * only what env they give a plugin counts; never rendered or checked as Applications.
   */
  sourceFragments?: AppSource[];
  /**
   * Directory pairs a kustomization builds into one deployment (the kustomization's directory and a
   * resource's): with the directory tree, they tell which objects belong to one deployment unit.
   */
  unitLinks?: [string, string][];
  images: ImageFacts[];
  legacy: LegacyPluginList[];
  charts: ChartValues[];
  /** documents that are Argo CD resources, for app-schema */
  argoResources: ArgoResource[];
  /** plugin names declared as served elsewhere (.cmp-lint.yaml `plugins:`) */
  externalPlugins: string[];
}
