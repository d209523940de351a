// What the runner tells us about the event: which pull request, which base, and whether the code
// in the checkout may be trusted to run (a plugin's init/generate are arbitrary commands).
import { readFileSync } from 'node:fs';

export interface PullRequest {
  number: number;
  baseRef?: string;
  baseSha?: string;
  headSha?: string;
}

export interface RunContext {
  eventName: string;
  /** owner/name */
  repository?: string;
  apiUrl: string;
  serverUrl: string;
  pr?: PullRequest;
  /** set when rendering this checkout would run code the workflow's secrets must not meet */
  untrusted?: string;
  /** set when the code to render comes from outside this repository's writers (a fork, a comment) */
  untrustedCode?: string;
}

type Json = Record<string, unknown>;

export function readContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const ctx: RunContext = {
    eventName,
    repository: env.GITHUB_REPOSITORY || str(obj(payload.repository).full_name),
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
  };
  const pr = obj(payload.pull_request);
  if (typeof pr.number === 'number') {
    const base = obj(pr.base);
    const head = obj(pr.head);
    ctx.pr = { number: pr.number, baseRef: str(base.ref), baseSha: str(base.sha), headSha: str(head.sha) };
  }
  if (ctx.pr) {
    const headRepo = obj(obj(pr.head).repo);
    const name = str(headRepo.full_name);
    // a deleted fork leaves `head.repo: null`; an origin we cannot name is not this repository's writers
    if (!name || !ctx.repository) ctx.untrustedCode = "the pull request's head repository is unknown (a deleted fork?)";
    else if (headRepo.fork === true || name !== ctx.repository) ctx.untrustedCode = `the pull request comes from the fork ${name}`;
  }
  if (eventName === 'pull_request_target') ctx.untrustedCode ??= 'this is a pull_request_target run, whose pull request may come from anyone';
  if (eventName === 'issue_comment') ctx.untrustedCode = 'this is an issue_comment run: anyone who can comment can trigger it';
  if (eventName === 'workflow_run') {
    const run = obj(payload.workflow_run);
    const headRepo = str(obj(run.head_repository).full_name);
    const baseRepo = str(obj(run.repository).full_name) ?? ctx.repository;
    // a deleted fork leaves `head_repository: null`: unknown counts as outside code
    if (!headRepo || !baseRepo) ctx.untrustedCode = "this workflow_run's head repository is unknown (a deleted fork?)";
    else if (headRepo !== baseRepo) ctx.untrustedCode = `this workflow_run was triggered from the fork ${headRepo}`;
  }
  if (eventName === 'pull_request_target') {
    ctx.untrusted =
      'this is a pull_request_target run: it has the base repository\'s secrets and a write token, and rendering would execute the pull request\'s plugin commands';
  } else if (eventName === 'workflow_run') {
    const run = obj(payload.workflow_run);
    const headRepo = str(obj(run.head_repository).full_name);
    const baseRepo = str(obj(run.repository).full_name) ?? ctx.repository;
    if (!headRepo || !baseRepo) {
      ctx.untrusted = "this workflow_run's head repository is unknown (a deleted fork?), and rendering would execute its plugin commands with this workflow's secrets";
    } else if (headRepo !== baseRepo) {
      ctx.untrusted = `this workflow_run was triggered from the fork ${headRepo}, and rendering would execute its plugin commands with this workflow's secrets`;
    }
  }
  return ctx;
}

export function isPullRequestEvent(ctx: RunContext): boolean {
  return ctx.eventName === 'pull_request' || ctx.eventName === 'pull_request_target';
}

function readPayload(path: string | undefined): Json {
  if (!path) return {};
  try {
    return obj(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return {};
  }
}

function obj(v: unknown): Json {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}
