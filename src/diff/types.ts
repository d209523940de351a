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
  /** parallel renders (default: number of cores) */
  concurrency?: number;
  timeoutMs?: number;
  kubeVersion?: string;
  /** runner environment variable names a plugin may see */
  passEnv?: string[];
  signal?: AbortSignal;
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
  error?: { side: 'base' | 'head'; message: string };
  /** why a render was skipped (inputs unchanged) */
  note?: string;
}

export interface DiffReport {
  base: string;
  head: string;
  apps: AppDiff[];
  /** render-failed / render-empty findings on head */
  findings: Finding[];
}
