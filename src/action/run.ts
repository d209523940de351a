// inputs → lint (and, on pull requests, the manifest diff) → annotations, job summary, outputs,
// SARIF file, PR comment → pass or fail. Everything cmp-lint knows lives in the library; this
// module only wires it to the runner.
import * as core from '@actions/core';
import { info, verbatim } from './log.js';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { lint, InputError, RULE_IDS } from '../lint.js';
import { loadConfig, ConfigError, type Config } from '../config.js';
import { formatResult } from '../report/index.js';
import { rebaseResult } from '../report/paths.js';
import { countBySeverity, plural } from '../report/summary.js';
import { REPO_URL, SEVERITY_RANK, type Finding } from '../core/finding.js';
import { EXTERNAL_RULES } from '../rules/index.js';
import { VERSION } from '../core/version.js';
import { readInputs, ActionInputError, type ActionInputs } from './inputs.js';
import { readContext, isPullRequestEvent, type RunContext } from './context.js';
import { changedFiles, hasCommit, repoTop } from './git.js';
import { annotate, type AnnotateResult } from './annotate.js';
import { jobSummary, commentPieces, type ReportInput } from './report.js';
import { upsertComment, ApiError, PIECE_LIMIT } from './comment.js';
import { loadDiffEngine, changedApps } from './diff.js';
import type { DiffReport } from '../diff/types.js';
import { scrubProcessEnv, filterPassEnv } from './secrets.js';
import { addedSuppressions } from './suppressions.js';
import { baseConfig, widenedEnv, isolationOf, weakenedChecks, type TrustedConfig } from './trust.js';
import { resolveSandbox, SandboxError, type Sandbox } from '../render/sandbox/index.js';

/** Warning annotations written so far: they count against GitHub's 10 per step like the findings'. */
let warned = 0;
function warn(message: string): void {
  warned++;
  core.warning(message);
}

export async function run(): Promise<void> {
  try {
    await act();
  } catch (e) {
    if (e instanceof ActionInputError || e instanceof InputError) {
      core.setFailed(`cmp-lint: ${e.message}`);
    } else if (e instanceof ConfigError) {
      core.setFailed(`cmp-lint: configuration error: ${e.describe()}`);
    } else {
      const err = e as Error;
      core.debug(err?.stack ?? String(e));
      core.setFailed(
        `cmp-lint internal error: ${err?.message ?? String(e)}. This is a bug in cmp-lint ${VERSION}; please report it at ${REPO_URL}/issues with the workflow run and the input that caused it.`,
      );
    }
  }
}

interface DiffOutcome {
  /** the diff as markdown parts of at most maxChars bytes */
  parts?: (maxChars: number) => string[];
  note?: string;
  findings: Finding[];
  changedApps?: number;
}

async function act(): Promise<void> {
  const inputs = readInputs();
  if (inputs.token) core.setSecret(inputs.token);
  // from here on no child process (git, plugins) can inherit the token or the runner's credentials
  scrubProcessEnv();
  const ctx = readContext();
  const workspace = resolve(process.env.GITHUB_WORKSPACE || process.cwd());
  const cwd = resolve(workspace, inputs.workingDirectory);
  if (!existsSync(cwd) || !statSync(cwd).isDirectory()) throw new ActionInputError(`input working-directory: no such directory: ${inputs.workingDirectory}`);
  const top = repoTop(cwd) ?? cwd;
  // finding paths are relative to cwd; GitHub wants them relative to the repository (rebaseResult below)

  const knownRules = new Set([...RULE_IDS, ...EXTERNAL_RULES.map((r) => r.id)]);
  const config = loadConfig(cwd, inputs.config, knownRules);
  const linted = await lint({ cwd, paths: inputs.paths, config });

  const base = resolveBase(inputs, ctx, top);
  const changedList = base.rev ? changedFiles(top, base.rev) : undefined;
  if (base.rev && !changedList) info(`cmp-lint: could not list the files changed since ${base.rev}; annotations follow file order`);
  const changed = changedList ? new Set(changedList) : undefined;

  const weakened = isPullRequestEvent(ctx) && base.rev ? await configWeakening(config, linted.findings, { cwd, top, knownRules, paths: inputs.paths, rev: base.rev, explicit: inputs.config }) : undefined;

  const diff = await maybeDiff(inputs, ctx, config, { cwd, top, knownRules }, base);
  const result = rebaseResult({ ...linted, findings: [...linted.findings, ...diff.findings] }, cwd, top);
  const counts = countBySeverity(result.findings);

  // inline suppressions the pull request adds: named at the directive, with the findings they hide
  const disabled = isPullRequestEvent(ctx) && base.rev ? addedSuppressions(result, top, base.rev, changed) : [];
  for (const d of disabled) {
    warned++;
    core.warning(
      `cmp-lint: this pull request adds the suppression \`${d.text}\`, which the base does not have; it hides ${plural(d.hidden.length, 'finding')}: ` +
        d.hidden.map((f) => `${f.ruleId} at ${f.file}:${f.line}:${f.column} (${f.severity}: ${f.message})`).join('; '),
      { title: 'cmp-lint (suppression added)', file: d.file, startLine: d.line, endLine: d.line, startColumn: d.column, endColumn: d.endColumn },
    );
  }

  let annotated: AnnotateResult | undefined;
  const failing = inputs.failOn === 'never' ? [] : result.findings.filter((f) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK[inputs.failOn as Exclude<typeof inputs.failOn, 'never'>]);
  // the failure message (core.setFailed, below) is one more error annotation: it stays within GitHub's 10
  if (inputs.format === 'github') annotated = annotate(result.findings, changed, { error: failing.length > 0 ? 1 : 0, warning: warned });
  else info(formatResult(result, 'stylish', { color: false, toolVersion: VERSION, cwd: top }).trimEnd());
  for (const s of result.skipped) info(`cmp-lint: skipped ${s.file}: ${s.reason}`);

  let sarifPath = '';
  if (inputs.sarifFile) {
    sarifPath = resolve(workspace, inputs.sarifFile);
    mkdirSync(dirname(sarifPath), { recursive: true });
    writeFileSync(sarifPath, formatResult(result, 'sarif', { toolVersion: VERSION, cwd: top, category: inputs.commentKey }));
    info(`cmp-lint: SARIF written to ${sarifPath}`);
  }

  let diffPath = '';
  if (diff.parts) {
    diffPath = join(process.env.RUNNER_TEMP || tmpdir(), 'cmp-lint-diff.md');
    writeFileSync(diffPath, diff.parts(Number.MAX_SAFE_INTEGER).join('\n'));
  }

  const repoUrl = ctx.repository ? `${ctx.serverUrl}/${ctx.repository}` : undefined;
  const sha = ctx.pr?.headSha ?? process.env.GITHUB_SHA;
  const report: ReportInput = {
    findings: result.findings,
    skipped: result.skipped,
    files: result.files,
    notAnnotated: annotated?.notAnnotated,
    changed,
    weakened,
    disabled,
    diff: diff.parts || diff.note ? { parts: diff.parts, note: diff.note, changedApps: diff.changedApps } : undefined,
    fileUrl: repoUrl && sha ? (file, line) => `${repoUrl}/blob/${sha}/${file.split('/').map(encodeURIComponent).join('/')}#L${line}` : undefined,
    runUrl: repoUrl && process.env.GITHUB_RUN_ID ? `${repoUrl}/actions/runs/${process.env.GITHUB_RUN_ID}` : undefined,
  };
  await writeSummary(jobSummary(report));
  await maybeComment(inputs, ctx, report);

  core.setOutput('errors', counts.error);
  core.setOutput('warnings', counts.warning);
  core.setOutput('infos', counts.info);
  core.setOutput('sarif-file', sarifPath);
  core.setOutput('changed-apps', diff.changedApps === undefined ? '' : diff.changedApps);
  core.setOutput('diff-file', diffPath);

  {
    if (failing.length > 0) {
      const c = countBySeverity(failing);
      const parts = (['error', 'warning', 'info'] as const).filter((s) => c[s] > 0).map((s) => plural(c[s], s));
      core.setFailed(`cmp-lint found ${parts.join(', ')} at or above fail-on: ${inputs.failOn} (see the annotations and the job summary)`);
    }
  }
}

/**
 * A pull request's `.cmp-lint.yaml` is its author's: its `ignore` and `rules` decide what the lint
 * reports on the pull request's own files. What it turns off that the base's configuration has on
 * is said in the log, the summary and the comment, with the findings the base's settings would
 * report (a second lint with the base's `ignore` and the base's severity for those rules).
 */
async function configWeakening(
  config: Config,
  findings: readonly Finding[],
  o: { cwd: string; top: string; knownRules: Set<string>; paths: string[]; rev: string; explicit?: string },
): Promise<ReportInput['weakened']> {
  let trusted: TrustedConfig;
  try {
    trusted = baseConfig(o.top, o.cwd, o.rev, o.explicit, o.knownRules);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    return undefined; // an invalid base configuration: nothing to compare with
  }
  const w = weakenedChecks(config, trusted);
  if (w.ignore.length === 0 && w.rules.length === 0 && w.plugins.length === 0 && !w.maxFileSize) return undefined;
  const restored: Config = {
    ...config,
    ignore: trusted.config.ignore,
    rules: { ...config.rules, ...Object.fromEntries(w.rules.map((r) => [r.id, r.base])) },
    maxFileSize: Math.max(config.maxFileSize, trusted.config.maxFileSize),
    plugins: config.plugins.filter((p) => !w.plugins.includes(p)),
  };
  const again = await lint({ cwd: o.cwd, paths: o.paths, config: restored });
  const key = (f: Finding) => `${f.file}\0${f.line}\0${f.column}\0${f.ruleId}\0${f.severity}\0${f.message}`;
  const seen = new Set(findings.map(key));
  const hidden = rebaseResult({ ...again, findings: again.findings.filter((f) => !seen.has(key(f))) }, o.cwd, o.top).findings;
  const what = [...w.ignore.map((g) => `ignore ${JSON.stringify(g)}`), ...w.rules.map((r) => `rule ${r.id} ${r.base} → ${r.head}`), ...w.plugins.map((p) => `plugins ${JSON.stringify(p)}`), ...(w.maxFileSize ? [`maxFileSize ${w.maxFileSize.base} → ${w.maxFileSize.head} bytes`] : [])];
  warn(
    `cmp-lint: this pull request's configuration turns off checks its base's (${w.source ?? 'defaults: no config file'}) has on: ${what.join('; ')}. ` +
      `With the base's settings, ${plural(hidden.length, 'more finding')} would be reported; they are listed in the job summary.`,
  );
  return { ...w, hidden };
}

/** The PR's base as a revision this checkout has: the base-ref input, else the event's base. */
function resolveBase(inputs: ActionInputs, ctx: RunContext, top: string): { rev?: string; note?: string } {
  // not the bare branch name: in a PR checkout a local branch of that name may be stale or be HEAD
  const candidates = inputs.baseRef ? [inputs.baseRef] : [ctx.pr?.baseSha, ctx.pr?.baseRef && `origin/${ctx.pr.baseRef}`].filter((c): c is string => !!c);
  if (candidates.length === 0) return { note: 'no base revision: this is not a pull request event and the base-ref input is empty' };
  const rev = candidates.find((c) => hasCommit(top, c));
  if (rev) return { rev };
  return {
    note: `the base revision ${candidates[0]} is not in this checkout; check out with \`actions/checkout\` and \`fetch-depth: 0\` (or fetch the base branch) so the pull request can be compared with it`,
  };
}

async function maybeDiff(
  inputs: ActionInputs,
  ctx: RunContext,
  config: Config,
  where: { cwd: string; top: string; knownRules: Set<string> },
  base: { rev?: string; note?: string },
): Promise<DiffOutcome> {
  const { cwd, top } = where;
  const wanted = inputs.diff === 'true' || (inputs.diff === 'auto' && isPullRequestEvent(ctx));
  if (!wanted) return { findings: [] };
  const say = (note: string): DiffOutcome => {
    if (inputs.diff === 'true') warn(`cmp-lint: ${note}`);
    else info(`cmp-lint: ${note}`);
    return { note, findings: [] };
  };
  if (ctx.untrusted && !inputs.allowUntrustedRender) {
    return say(
      `manifest diff not rendered: ${ctx.untrusted}. The lint still ran (it reads files and executes nothing). Set \`allow-untrusted-render: true\` only if you accept running untrusted code with this workflow's secrets.`,
    );
  }
  if (!base.rev) return say(`manifest diff not rendered: ${base.note}`);
  // where plugins run; code from outside this repository's writers only where it is isolated
  let sandbox: Sandbox;
  try {
    sandbox = resolveSandbox({ mode: inputs.sandbox, limits: inputs.limits });
  } catch (e) {
    if (e instanceof SandboxError) return say(`manifest diff not rendered: input sandbox: ${e.message}`);
    throw e;
  }
  const isolation = isolationOf(sandbox);
  if (ctx.untrustedCode && !isolation.isolated && !inputs.allowUntrustedRender) {
    return say(
      `manifest diff not rendered: ${ctx.untrustedCode}, and plugin commands could not be isolated on this runner (sandbox: ${isolation.label}${isolation.why ? `; ${isolation.why}` : ''}). ` +
        'The lint still ran (it reads files and executes nothing). Run on a runner with docker or podman, or with bubblewrap and user namespaces, to render.',
    );
  }
  const engine = await loadDiffEngine();
  if (!engine) return say(`manifest diff not rendered: this build of cmp-lint ${VERSION} has no diff module`);
  // what plugins may see comes from the base commit (or the inputs), never from the PR's own config
  let trusted: TrustedConfig;
  try {
    trusted = baseConfig(top, cwd, base.rev, inputs.config, where.knownRules);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    return say(`manifest diff not rendered: the base commit's configuration, which decides what plugins may see, is invalid: ${e.describe()}`);
  }
  const widened = widenedEnv(config, trusted.config);
  if (widened.length > 0) {
    warn(
      `cmp-lint: this change adds ${widened.join(', ')} to render.env; the diff uses the base commit's render.env (${trusted.source ?? 'no config file'}), so the change's plugins do not get ${widened.length === 1 ? 'it' : 'them'}`,
    );
  }
  const { allowed, refused } = filterPassEnv(trusted.config.render.env);
  if (refused.length > 0) warn(`cmp-lint: render.env names ${refused.join(', ')}: runner credentials are never passed to plugins`);
  core.startGroup(`cmp-lint: rendering the manifest diff against ${base.rev}`);
  let report: DiffReport;
  try {
    report = await engine.runDiff({
      cwd,
      base: base.rev,
      head: 'HEAD',
      timeoutMs: inputs.renderTimeoutMs ?? trusted.config.render.timeoutMs,
      budgetMs: inputs.diffBudgetMs,
      // the cluster's version: the workflow's, else the base's config (the head's would be the change's word)
      kubeVersion: inputs.kubeVersion ?? trusted.config.kubeVersion,
      argocdVersion: inputs.argocdVersion,
      passEnv: allowed,
      envFromConfig: false,
      sandbox: { mode: inputs.sandbox, limits: inputs.limits },
      fetchCharts: inputs.fetchCharts,
    });
  } catch (e) {
    // the lint result stands on its own: a diff that cannot be computed is reported, not fatal
    core.endGroup();
    warn(`cmp-lint: the manifest diff failed: ${(e as Error)?.message ?? String(e)}`);
    return { note: `manifest diff failed: ${(e as Error)?.message ?? String(e)}`, findings: [] };
  }
  core.endGroup();
  // the plugins' error output goes to the step log only (the runner masks registered secrets
  // there); annotations, the summary and the comment get the reason
  for (const a of report.apps) {
    if (!a.error) continue;
    const what = a.error.side === 'head' ? 'fails on head' : 'failed on base';
    verbatim(`cmp-lint: ${a.app}${a.plugin ? ` (plugin ${a.plugin})` : ''}: the render ${what}: ${a.error.reason ?? 'error'}`, a.error.message);
  }
  return { parts: (maxChars) => engine.markdown(report, maxChars), findings: report.publicFindings ?? report.findings, changedApps: changedApps(report).length };
}

async function maybeComment(inputs: ActionInputs, ctx: RunContext, report: ReportInput): Promise<void> {
  const wanted = inputs.comment === 'true' || (inputs.comment === 'auto' && isPullRequestEvent(ctx));
  if (!wanted) return;
  if (!ctx.pr || !ctx.repository) {
    if (inputs.comment === 'true') info('cmp-lint: no pull request in this event, so no comment');
    return;
  }
  if (!inputs.token) {
    warn('cmp-lint: no github-token, so no pull-request comment; the results are in the job summary');
    return;
  }
  const { pieces, worthPosting } = commentPieces(report, PIECE_LIMIT);
  try {
    const out = await upsertComment({ apiUrl: ctx.apiUrl, repository: ctx.repository, issue: ctx.pr.number, token: inputs.token, key: inputs.commentKey }, pieces, { onlyIfExists: !worthPosting });
    if (out.foreign > 0) core.info(`cmp-lint: left ${plural(out.foreign, 'comment')} with this step's marker alone: another account wrote ${out.foreign === 1 ? 'it' : 'them'}`);
    if (out.parts > 0) {
      info(
        `cmp-lint: pull-request comment in ${out.parts} part${out.parts === 1 ? '' : 's'} (${out.created} created, ${out.updated} updated, ${out.unchanged} unchanged, ${out.deleted} deleted)${out.url ? `: ${out.url}` : ''}`,
      );
    }
  } catch (e) {
    const status = e instanceof ApiError ? e.status : 0;
    const why =
      status === 403 || status === 404
        ? `the token may not write pull-request comments (it needs \`pull-requests: write\`; pull requests from forks only get a read-only token)`
        : (e as Error).message;
    warn(`cmp-lint: could not write the pull-request comment: ${status ? `HTTP ${status}: ` : ''}${why}. The results are in the job summary.`);
  }
}

async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    info('cmp-lint: GITHUB_STEP_SUMMARY is not set; no job summary');
    return;
  }
  try {
    await core.summary.addRaw(markdown, true).write();
  } catch (e) {
    warn(`cmp-lint: could not write the job summary: ${(e as Error).message}`);
  }
}

