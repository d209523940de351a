import type { SandboxRequest } from '../render/sandbox/index.js';
// The contract of `cmp-lint diff` (src/diff), shared with the CLI and the GitHub Action.
import type { Finding } from '../core/finding.js';

export interface DiffOptions {
  /** repository working directory (a git checkout) */
  cwd: string;
  /** base revision (e.g. origin/main or a SHA) */
  base: string;
  /** head revision (default: HEAD) */
  head?: string;
  /** render every Application, not only the affected ones */
  all?: boolean;
  /** an explicit configuration file (absolute) used for both sides instead of each side's own */
  configFile?: string;
  /** parallel renders (default: number of cores plus one) */
  concurrency?: number;
  timeoutMs?: number;
  /** the whole diff's time budget: renders not started when it has run out are skipped (their apps say so) */
  budgetMs?: number;
  kubeVersion?: string;
  /** the Argo CD release the cluster runs (v2.13.1): default, the one the base commit deploys (src/native/tools.ts) */
  argocdVersion?: string;
  /** runner environment variable names a plugin may see */
  passEnv?: string[];
  /**
   * also pass the names in the base commit's `render.env` (default true). The head's `render.env`,
   * `render.timeout` and any other trust setting are never used: a pull request cannot widen what
   * its own plugins may see. The Action sets this to false and passes its filtered list instead.
   */
  envFromConfig?: boolean;
  /** render only the affected apps of shard `index` (1-based) of `count`: a fixed split by app id */
  shard?: { index: number; count: number };
  /** consider only the Applications defined in these files or directories (relative to the repository root, '' = all) */
  only?: string[];
  signal?: AbortSignal;
  /** runner variables a plugin may see in addition to `passEnv` come from here (default process.env) */
  hostEnv?: NodeJS.ProcessEnv;
  /** parent of the run's temp directory (default os.tmpdir()) */
  tmpRoot?: string;
  /** install SIGINT/SIGTERM handlers for the run: abort, kill plugins, remove checkouts (default true) */
  handleSignals?: boolean;
  /** lines of context around each change in a resource diff (default 3) */
  context?: number;
  /** progress lines ("rendering 3 applications…"), for a terminal */
  onProgress?: (line: string) => void;
  /** at the end of a run: milliseconds per phase (checkout, load, plan, render, compare) and the
   * summed render timings (render:workspace, render:generate, …), and counts (keys starting with
   * `#`: workspace copies laid and reused), for benchmarks */
  onTimings?: (ms: Record<string, number>) => void;
  /** each app's diff as soon as its renders are in (in completion order; the report keeps app order) */
  onApp?: (app: AppDiff) => void;
  /** where plugins run: auto, container, host or none (default none: plain processes), and the
   * container options (runtime, image override, network) */
  sandbox?: SandboxRequest;
  /** fetch charts from Helm repositories the BASE side already uses (src/native/helm-repo) */
  fetchCharts?: boolean;
  /** where fetched charts are cached (default ~/.cache/cmp-lint/charts) */
  chartCacheDir?: string;
}

export interface ResourceKey {
  group: string;
  kind: string;
  namespace: string;
  name: string;
}

export interface ResourceChange {
  key: ResourceKey;
  status: 'added' | 'removed' | 'changed' | 'unchanged';
  /** unified diff of the stably ordered YAML (Secret data/stringData values never appear) */
  diff?: string;
  /** additive: what a sync does with it, from the head object's annotations (base's for a removed one) */
  sync?: SyncInfo;
}

/** How Argo CD's sync treats one resource (gitops-engine pkg/sync). */
export interface SyncInfo {
  /** the sync phase it is applied in (a hook's first phase); absent: never applied on sync */
  phase?: 'PreSync' | 'Sync' | 'PostSync' | 'SyncFail' | string;
  /** argocd.argoproj.io/sync-wave, else helm.sh/hook-weight, else 0 */
  wave: number;
  /** a hook: its types (PreSync, PostSync, PreDelete…) and delete policies (BeforeHookCreation when none is set) */
  hook?: { types: string[]; deletePolicies: string[] };
  /** argocd.argoproj.io/hook: Skip */
  skip?: true;
  /** a hook of no phase Argo CD runs (helm.sh/hook: test, a misspelt argocd.argoproj.io/hook): never applied */
  ignored?: true;
  /** argocd.argoproj.io/compare-options: IgnoreExtraneous */
  ignoreExtraneous?: true;
  /** argocd.argoproj.io/sync-options: Prune=false / Delete=false / PruneLast=true */
  prune?: false;
  delete?: false;
  pruneLast?: true;
}

/** The Argo CD settings the diff applied (argocd-cm in the repository, else Argo CD's defaults). */
export interface ArgoInfo {
  trackingMethod: 'annotation' | 'label' | 'annotation+label';
  /** the label key used with label tracking */
  instanceLabelKey: string;
  /** where they came from: `.cmp-lint.yaml`, the argocd-cm file, or `Argo CD defaults` */
  source: string;
}

export type AppStatus = 'added' | 'removed' | 'changed' | 'unchanged' | 'failed' | 'fixed' | 'skipped';

export interface AppDiff {
  /** Application name (ApplicationSet-generated apps: as far as it can be known) */
  app: string;
  /** file:line of the Application on the side that has it */
  file: string;
  line: number;
  plugin?: string;
  status: AppStatus;
  counts: { added: number; changed: number; removed: number };
  resources: ResourceChange[];
  /** render failure: on head it is a finding; on base only it is reported as fixed */
  error?: {
    side: 'base' | 'head';
    /** Argo CD's error text with the plugin's stderr, cut to its first line and tail */
    message: string;
    /** additive: why, quoting nothing the plugin printed ("generate exited with status 1") */
    reason?: string;
    /** local text report only: the short message, the command as written and the stderr tail */
    detail?: string;
  };
  /** why a render was skipped (inputs unchanged) */
  note?: string;
  /** additive: the kind of the Argo CD resource declaring the source */
  kind?: 'Application' | 'ApplicationSet';
  /** additive: index in spec.sources[] (multi-source apps) */
  sourceIndex?: number;
  /** additive: why the app was considered (which change reaches it, or "--all") */
  reason?: string;
  /** additive: an Application an ApplicationSet generates: "ApplicationSet \"name\" at file:line" */
  generatedBy?: string;
  /** additive: how it rendered: a plugin, or Argo CD's built-in kustomize, helm or directory */
  sourceType?: 'plugin' | 'kustomize' | 'helm' | 'directory';
  /** additive: resources whose only differences are ignored by ignoreDifferences (Application or argocd-cm) */
  ignoredDifferences?: number;
  /** additive: Argo CD semantics that could not be applied (an ignoreDifferences expression not evaluated…) */
  argoNotes?: string[];
}

export interface DiffReport {
  base: string;
  head: string;
  apps: AppDiff[];
  /** render-failed / render-empty findings on head (messages with the plugin's stderr, clipped) */
  findings: Finding[];
  /**
   * the same findings with render errors reduced to their reason (no stderr, no output excerpt),
   * for PR comments, job summaries and annotations; not part of the JSON report
   */
  publicFindings?: Finding[];
  /** additive: the revisions as given (base/head above are the resolved commit SHAs) */
  baseRef?: string;
  headRef?: string;
  /** additive: run figures */
  stats?: DiffStats;
  /** additive: where plugin commands ran */
  sandbox?: SandboxInfo;
  /** additive: the Argo CD release the native tools were compared with, and warnings */
  tools?: ToolsInfo;
  /** additive: this report covers one shard of the affected apps (`diff --shard I/N`) */
  shard?: { index: number; count: number };
  /** additive: the shards a merged report was made of (`diff --merge`) */
  mergedShards?: number;
  /** additive: the Argo CD settings the diff applied (tracking; head side) */
  argo?: ArgoInfo;
  /** additive: how the diff read the two sides, where that differs from each side's own configuration */
  notes?: string[];
}

export interface ToolsInfo {
  /** the Argo CD release (v2.13.1), when known */
  argocd?: string;
  /** where it came from: "--argocd-version", or file:line of the base commit */
  from?: string;
  /** the helm and kustomize versions that release ships */
  helm?: string;
  kustomize?: string;
  /** local tools that differ from those, an unknown release, versions found in conflict */
  warnings: string[];
}

export interface SandboxInfo {
  /** what was asked: auto, container, host, none */
  requested: string;
  /** what was used (a label per distinct sandbox, e.g. "container (podman)", "host (bubblewrap)", "none") */
  used: string[];
  /** false when any render ran without isolation (none, or host without file isolation) */
  isolated: boolean;
  /** why a weaker sandbox than asked was used */
  notes?: string[];
}

export interface DiffStats {
  /** plugin-using Application sources on either side */
  apps: number;
  /** of those, the ones a change can reach (all of them with --all) */
  affected: number;
  /** renderSource calls made (a pair of sides counts twice) */
  renders: number;
  /** affected apps not rendered because their inputs are identical on both sides */
  inputsUnchanged: number;
  durationMs: number;
}
