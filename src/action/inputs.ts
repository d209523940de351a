// The action's inputs (action.yml), read through @actions/core and checked once, up front.
import { parseArgocdVersion } from '../native/tools.js';
import * as core from '@actions/core';
import { SANDBOX_MODES, type Limits, type SandboxMode } from '../render/sandbox/index.js';
import { parseSize } from '../render/sandbox/size.js';
import { parseDuration } from '../config.js';
import { commentKey } from './comment.js';
import type { Severity } from '../model/types.js';

export type FailOn = Severity | 'never';
export type LogFormat = 'github' | 'stylish';
export type Toggle = 'auto' | 'true' | 'false';

export interface ActionInputs {
  paths: string[];
  config?: string;
  failOn: FailOn;
  format: LogFormat;
  sarifFile?: string;
  diff: Toggle;
  baseRef?: string;
  comment: Toggle;
  /** never copied into process.env; only the comment requests carry it */
  token: string;
  renderTimeoutMs?: number;
  kubeVersion?: string;
  /** the cluster's Argo CD release (v2.13.1) */
  argocdVersion?: string;
  allowUntrustedRender: boolean;
  /** where plugin commands run: auto (container when docker/podman works, else host namespaces) */
  sandbox: SandboxMode;
  /** the whole diff's time budget (diff-time-budget input; undefined: none) */
  diffBudgetMs?: number;
  /** the sandbox's limits named by the sandbox-limits input (the rest: defaults) */
  limits: Partial<Limits>;
  /** fetch Helm repository charts the base already uses (off by default) */
  fetchCharts: boolean;
  workingDirectory: string;
  /** which sticky PR comment is this step's: the comment-key input, else derived from working-directory */
  commentKey: string;
}

/** A wrong input value: the step fails with this sentence, no stack. */
export class ActionInputError extends Error {}

const FAIL_ON: FailOn[] = ['error', 'warning', 'info', 'never'];
const FORMATS: LogFormat[] = ['github', 'stylish'];

export function readInputs(): ActionInputs {
  const paths = core
    .getInput('paths')
    .split(/\s+/)
    .filter((p) => p !== '');
  const failOn = oneOf('fail-on', core.getInput('fail-on') || 'error', FAIL_ON);
  const format = oneOf('format', core.getInput('format') || 'github', FORMATS);
  const timeout = core.getInput('render-timeout');
  let renderTimeoutMs: number | undefined;
  if (timeout !== '') {
    renderTimeoutMs = parseDuration(timeout);
    if (renderTimeoutMs === undefined) throw new ActionInputError(`input render-timeout: cannot read \`${timeout}\` as a duration (use 60s, 2m or a number of seconds)`);
  }
  const budget = core.getInput('diff-time-budget');
  let diffBudgetMs: number | undefined;
  if (budget !== '') {
    diffBudgetMs = parseDuration(budget);
    if (diffBudgetMs === undefined) throw new ActionInputError(`input diff-time-budget: cannot read \`${budget}\` as a duration (use 60m, 1h or a number of seconds)`);
  }
  return {
    paths: paths.length ? paths : ['.'],
    diffBudgetMs,
    config: core.getInput('config') || undefined,
    failOn,
    format,
    sarifFile: core.getInput('sarif-file') || undefined,
    diff: toggle('diff'),
    baseRef: core.getInput('base-ref') || undefined,
    comment: toggle('comment'),
    token: core.getInput('github-token'),
    renderTimeoutMs,
    kubeVersion: core.getInput('kube-version') || undefined,
    argocdVersion: argocdVersionInput(core.getInput('argocd-version')),
    allowUntrustedRender: bool('allow-untrusted-render'),
    sandbox: oneOf('sandbox', core.getInput('sandbox') || 'auto', SANDBOX_MODES),
    limits: limitsInput(core.getInput('sandbox-limits')),
    fetchCharts: bool('fetch-charts'),
    workingDirectory: core.getInput('working-directory') || '.',
    commentKey: commentKey(core.getInput('comment-key'), core.getInput('working-directory') || '.'),
  };
}

/** `memory=4g,pids=2048,file-size=1g,disk=8g` (any subset). */
export function limitsInput(text: string): Partial<Limits> {
  const out: Partial<Limits> = {};
  for (const part of text.split(/[,\s]+/).filter(Boolean)) {
    const m = /^(memory|pids|file-size|disk)=(.+)$/.exec(part);
    if (!m) throw new ActionInputError(`input sandbox-limits: cannot read \`${part}\` (use name=value pairs: memory=2g, pids=1024, file-size=1g, disk=4g)`);
    if (m[1] === 'pids') {
      if (!/^[1-9]\d{0,6}$/.test(m[2])) throw new ActionInputError(`input sandbox-limits: pids must be a number of processes (1 or more), got \`${m[2]}\``);
      out.pids = Number(m[2]);
      continue;
    }
    const n = parseSize(m[2]);
    if (n === undefined) throw new ActionInputError(`input sandbox-limits: cannot read \`${m[2]}\` as a size for ${m[1]} (use 512m, 2g or a number of bytes)`);
    if (m[1] === 'memory') out.memory = n;
    else if (m[1] === 'disk') out.disk = n;
    else out.fileSize = n;
  }
  return out;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  const v = value.trim().toLowerCase();
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new ActionInputError(`input ${name}: \`${value}\` is not one of ${allowed.join(', ')}`);
}

/** YAML 1.2 core-schema booleans, as core.getBooleanInput accepts them, plus `auto`. */
function toggle(name: string): Toggle {
  const v = core.getInput(name).trim();
  if (v === '' || v.toLowerCase() === 'auto') return 'auto';
  return bool(name) ? 'true' : 'false';
}

function bool(name: string): boolean {
  const v = core.getInput(name).trim();
  if (v === '') return false;
  if (['true', 'True', 'TRUE'].includes(v)) return true;
  if (['false', 'False', 'FALSE'].includes(v)) return false;
  throw new ActionInputError(`input ${name}: \`${v}\` is not true or false`);
}

/** `argocd-version`: empty (found in the base commit), or a release like v2.13.1 / 2.13. */
function argocdVersionInput(v: string): string | undefined {
  const t = v.trim();
  if (!t) return undefined;
  if (!parseArgocdVersion(t)) throw new ActionInputError(`input argocd-version: \`${t}\` is not an Argo CD release like v2.13.1`);
  return t.startsWith('v') ? t : `v${t}`;
}
