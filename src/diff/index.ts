// `diff`: render the Applications a change can affect on the base and the head commit and compare
// them resource by resource. Public API (used by the CLI and the GitHub Action):
//
//   runDiff(opts: DiffOptions): Promise<DiffReport>     throws DiffInputError (exit 2) and
//                                                        DiffInterruptedError (exit 130)
//   toMarkdown(report, { maxChars }): string[]           PR comment / job summary parts
//   toText(report): string                               the same for a terminal
//   toJson(report): string                               the DiffReport, stable key order
//   diffExitCode(report, failOn): 0 | 1
import { availableParallelism } from 'node:os';
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { codeSpan } from '../report/markdown.js';
import type { AppSource, Model } from '../model/types.js';
import { loadConfig, ConfigError, type Config } from '../config.js';
import { renderSource, renderFindings, killAll, WorkspaceCache, readableRenderError, emptyResult, type RenderResult, type RenderError } from '../render/index.js';

const secs = (ms: number) => `${+(ms / 1000).toFixed(3)}s`;

/** A failed command as the local text report shows it (the message, the command, the stderr tail); {} when that is the message. */
const detailOf = (e: RenderError): { detail?: string } => {
  const r = readableRenderError(e);
  return r.detail ? { detail: clipDetail(`${r.message}\n${r.detail}`) } : {};
};
import { Checkouts, DiffInputError, changedFiles, repoTop, resolveRev } from './git.js';
import { affectedReason, changedPlugins, filesUnchanged, inputFingerprint, mayUsePlugin, pairApps, unattributedFiles, type AppPair } from './affected.js';
import type { AppDiff, DiffOptions, DiffReport, SandboxInfo, ToolsInfo } from './types.js';
import { findArgocdVersions, localTools, NEWEST_KNOWN, pinnedTools, toolWarnings, type FoundVersion } from '../native/tools.js';
import { argoDiff } from './argo-diff.js';
import { argoSettings, scanArgocdCmFrom, type ArgoSettings } from './argo-settings.js';
import { STOP_SIGNALS } from '../render/exec.js';
import { outOfBoundsSymlink } from '../render/sandbox/layout.js';
import { resolveSandbox, SandboxError, type Sandbox } from '../render/sandbox/index.js';
import { Spawner } from '../render/spawner.js';
import { helmReposIn, valueFileUrlsIn, type ChartFetchPolicy } from '../native/helm-repo.js';
import { clipDetail, clippedResult, publicReason, publicResult } from './redact.js';
import { findKustomizeBuildOptions } from '../native/index.js';
import { nativeInputs } from '../native/deps.js';
import { expandSources, appSetResult, generatedByText, appSetMark, standIn } from '../appset/index.js';
import type { AppSetProblem } from '../appset/index.js';
import type { Finding } from '../core/finding.js';
import { docsUrl } from '../core/finding.js';
import { configPassEnv } from '../action/secrets.js';

export type { AppDiff, AppStatus, DiffOptions, DiffReport, DiffStats, ResourceChange, ResourceKey, SandboxInfo, ToolsInfo } from './types.js';
export { DiffInputError } from './git.js';
export { toMarkdown, toText, type MarkdownOptions } from './markdown.js';
export { toJson } from './json.js';
export { mergeReports, MergeError } from './merge.js';
export { CLUSTER_SCOPED_KINDS, resourceKey, keyLabel, redactPair, stableYaml, SECRET_MARK } from './resources.js';

export class DiffInterruptedError extends Error {
  constructor() {
    super('interrupted');
    this.name = 'DiffInterruptedError';
  }
}

export type FailOn = 'error' | 'warning' | 'never';

/** 1 when a head finding is at or above `failOn`, else 0. */
export function diffExitCode(report: DiffReport, failOn: FailOn = 'error'): 0 | 1 {
  if (failOn === 'never') return 0;
  const bad = failOn === 'error' ? ['error'] : ['error', 'warning'];
  return report.findings.some((f) => bad.includes(f.severity)) ? 1 : 0;
}

interface SideCtx {
  name: 'base' | 'head';
  sha: string;
  root: string;
  model: Model;
  config: Config;
}

async function loadSide(name: 'base' | 'head', sha: string, root: string, configFile?: string, adjust?: (c: Config) => Config): Promise<SideCtx> {
  let config: Config;
  try {
    config = loadConfig(root, configFile);
    if (adjust) config = adjust(config);
  } catch (e) {
    if (e instanceof ConfigError) throw new DiffInputError(`${name} (${sha.slice(0, 12)}): ${e.describe()}`);
    throw e;
  }
  const lint = await import('../lint.js');
  try {
    const loaded = await lint.loadModel(['.'], { cwd: root, config, root });
    return { name, sha, root, model: loaded.model, config };
  } catch (e) {
    if (e instanceof lint.InputError) throw new DiffInputError(`${name} (${sha.slice(0, 12)}): ${e.message}`);
    throw e;
  }
}

/** Run `jobs` with at most `n` in flight. */
async function pool(jobs: (() => Promise<void>)[], n: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]();
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(n, jobs.length)) }, worker));
}

const NOT_CMP = /^not a plugin source|built-in Helm/;

/**
 * From this many renders on, a run starts their commands through a helper process
 * (src/render/spawner.ts): forking this process costs more the more memory it holds, and a small
 * run is not worth the helper's start (about 40 ms of its own CPU).
 */
const SPAWNER_MIN_RENDERS = 16;

export async function runDiff(opts: DiffOptions): Promise<DiffReport> {
  const t0 = Date.now();
  const headRef = opts.head ?? 'HEAD';
  const top = await repoTop(opts.cwd);
  const baseSha = await resolveRev(top, opts.base, '--base');
  const headSha = await resolveRev(top, headRef, '--head');
  const changed = new Set(await changedFiles(top, baseSha, headSha));
  const phases: Record<string, number> = {};
  let tPhase = t0;
  const phase = (name: string) => {
    const now = Date.now();
    phases[name] = (phases[name] ?? 0) + now - tPhase;
    tPhase = now;
  };
  phase('git');

  const ac = new AbortController();
  const onAbort = () => ac.abort();
  opts.signal?.addEventListener('abort', onAbort);
  if (opts.signal?.aborted) ac.abort();
  let sandbox: Sandbox;
  try {
    sandbox = resolveSandbox(opts.sandbox ?? { mode: 'none' });
  } catch (e) {
    if (e instanceof SandboxError) throw new DiffInputError(e.message);
    throw e;
  }
  const checkouts = Checkouts.create(top, opts.tmpRoot);
  let signals = 0;
  const onSignal = () => {
    signals++;
    ac.abort();
    killAll();
    if (signals > 1) {
      checkouts.cleanup();
      process.exit(130);
    }
  };
  const onExit = () => checkouts.cleanup();
  const handle = opts.handleSignals !== false;
  if (handle) for (const sig of STOP_SIGNALS) process.on(sig, onSignal);
  process.on('exit', onExit);
  const stop = () => {
    if (ac.signal.aborted) throw new DiffInterruptedError();
  };
  let reportTimings = () => opts.onTimings?.({ ...phases });
  try {
    const { base: baseRoot, head: headRoot } = await checkouts.addPair(baseSha, headSha);
    stop();
    phase('checkout');
    const base = await loadSide('base', baseSha, baseRoot, opts.configFile);
    // What decides how the head is read and rendered comes from the base's configuration: `ignore`
    // and `maxFileSize` (what cmp-lint reads), and the settings that stand for the cluster and its
    // repo-server (`render.exclude`, `render.useManifestGeneratePaths`, `kubeVersion`,
    // `apiVersions`). A change must not hide its own Applications, plugins or files from its diff:
    // merged, Argo CD renders them with the server's settings, not with the change's config.
    const readNote: string[] = [];
    const head = await loadSide('head', headSha, headRoot, opts.configFile, (c) => {
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
      const b = base.config;
      const changed = [
        !same(c.ignore, b.ignore) && '`ignore`',
        c.maxFileSize !== b.maxFileSize && '`maxFileSize`',
        !same(c.render.exclude, b.render.exclude) && '`render.exclude`',
        c.render.useManifestGeneratePaths !== b.render.useManifestGeneratePaths && '`render.useManifestGeneratePaths`',
        c.kubeVersion !== b.kubeVersion && '`kubeVersion`',
        !same(c.apiVersions, b.apiVersions) && '`apiVersions`',
      ].filter((x): x is string => !!x);
      if (!changed.length) return c;
      const what = changed.length === 1 ? changed[0] : `${changed.slice(0, -1).join(', ')} and ${changed[changed.length - 1]}`;
      readNote.push(`the head's configuration changes ${what}: both sides were read and rendered with the base's, so that a change cannot hide its own Applications, plugins or files from its diff`);
      const dir = b.dir ? join(headRoot, relative(baseRoot, b.dir)) : c.dir;
      return {
        ...c,
        ignore: b.ignore,
        maxFileSize: b.maxFileSize,
        kubeVersion: b.kubeVersion,
        apiVersions: b.apiVersions,
        render: { ...c.render, exclude: b.render.exclude, useManifestGeneratePaths: b.render.useManifestGeneratePaths },
        ...(dir ? { dir } : {}),
      };
    });
    // the repo-server's out-of-bounds symlink check, once per side (null: none)
    const oob = new Map<string, string | null>([baseRoot, headRoot].map((r) => [r, outOfBoundsSymlink(r) ?? null]));
    stop();
    phase('load');
    const renderTmp = join(checkouts.dir, 'render');
    mkdirSync(renderTmp);
    // each side is normalized once; every render copies that (issue 13: diff at scale)
    const wsCache = new WorkspaceCache(join(checkouts.dir, 'pristine'));

    // ApplicationSets: the Applications each side's commit generates (src/appset)
    const bx = expandSources(base.model, base.root);
    const hx = expandSources(head.model, head.root);
    // `diff [paths]`: the Applications defined elsewhere are dropped before anything is rendered
    const inPaths = (file: string) => !opts.only || opts.only.some((p) => p === '' || file === p || file.startsWith(`${p}/`));
    const pairs = pairApps(...hideBroken(bx.sources, hx.sources)).filter((p) => inPaths((p.head ?? p.base)!.app.file));
    const extra = (x: typeof bx, s?: AppSource) => (s ? x.inputs.get(s) ?? [] : []);
    // each kustomization parsed once per side, however many apps name it
    const inputsCache = { base: new Map(), head: new Map() };
    for (const p of pairs)
      p.inputs = {
        base: p.base && [...nativeInputs(base.root, p.base, inputsCache.base), ...extra(bx, p.base)],
        head: p.head && [...nativeInputs(head.root, p.head, inputsCache.head), ...extra(hx, p.head)],
      };
    // argocd-cm kustomize.buildOptions from the base commit only, for both sides: a pull request must
    // not turn on kustomize exec plugins (--enable-alpha-plugins --enable-exec) for its own render
    const kustomizeBuildOptions = findKustomizeBuildOptions(base.root, base.model.files);
    // Helm repository charts: only with --fetch-charts, and only from repositories the base uses
    // (value files by URL likewise: only URLs some base Application already names)
    const fetchCharts: ChartFetchPolicy = opts.fetchCharts
      ? { enabled: true, allowed: helmReposIn(base.root, base.model.sources), allowedValueFiles: valueFileUrlsIn([...base.model.sources, ...bx.sources]), cacheDir: opts.chartCacheDir }
      : { enabled: false };
    // Argo CD's tracking and diff settings (argocd-cm) per side: a change to them is a change the
    // pull request makes, and shows on every resource it reaches
    // (argocd-cm: each side's YAML files read once for all of these; the head reads only what changed)
    scanArgocdCmFrom({ root: base.root, files: base.model.files }, { root: head.root, files: head.model.files }, changed);
    const argo = { base: argoSettings(base.root, base.model.files, base.config.render.trackingMethod), head: argoSettings(head.root, head.model.files, head.config.render.trackingMethod) };
    const plugins = changedPlugins(changed, [base.model, head.model]);
    // Trust settings come from the base commit only: a pull request that adds `render.env:
    // [GITHUB_TOKEN]` or a longer `render.timeout` to its own config must not get them.
    const passEnv = [...(opts.envFromConfig === false ? [] : configPassEnv(base.config.render.env)), ...(opts.passEnv ?? [])];
    const timeoutMs = opts.timeoutMs ?? base.config.render.timeoutMs;
    const settings = (s: SideCtx) => ({
      kubeVersion: opts.kubeVersion ?? s.config.kubeVersion,
      exclude: s.config.render.exclude,
      apiVersions: s.config.apiVersions,
      useManifestGeneratePaths: s.config.render.useManifestGeneratePaths,
      trackingMethod: s.config.render.trackingMethod,
    });
    const sameSettings = JSON.stringify(settings(base)) === JSON.stringify(settings(head));

    interface Work {
      pair: AppPair;
      reason: string;
      skip: boolean;
      results: Partial<Record<'base' | 'head', RenderResult>>;
      /** renders still running or queued */
      pending: number;
      /** the app's diff, built as soon as its last render is in (streaming: then its manifests go) */
      diff?: AppDiff;
      built?: boolean;
    }
    const work: Work[] = [];
    for (const pair of pairs) {
      const reason = opts.all ? '--all' : affectedReason(pair, changed, plugins);
      if (!reason) continue;
      if (opts.shard && shardOf(pair.id, opts.shard.count) !== opts.shard.index) continue;
      const skip =
        !opts.all &&
        !(pair.base && appSetResult(pair.base)) &&
        !(pair.head && appSetResult(pair.head)) &&
        !!pair.base &&
        !!pair.head &&
        sameSettings &&
        filesUnchanged(pair.base, changed, pair.inputs?.base) &&
        filesUnchanged(pair.head, changed, pair.inputs?.head) &&
        inputFingerprint(pair.base, base.model, null) === inputFingerprint(pair.head, head.model, null);
      work.push({ pair, reason, skip, results: {}, pending: 0 });
    }
    // changed files no app is re-rendered for, while some plugin app was not: a plugin that reads
    // outside its own directory would render them (a change could hide there)
    if (!opts.all) {
      const inWork = new Set(work.map((w) => w.pair));
      const idle = pairs.some((p) => !inWork.has(p) && [p.base, p.head].some((s) => s && mayUsePlugin(s)));
      const loose = idle ? unattributedFiles(changed, pairs, [base.model, head.model]) : [];
      if (loose.length) {
        // file names are the change's: code spans (no mention, link or image in a comment)
        const shown = loose.slice(0, 5).map(codeSpan).join(', ') + (loose.length > 5 ? `, and ${loose.length - 5} more` : '');
        readNote.push(
          `${loose.length} changed file${loose.length === 1 ? ' lies' : 's lie'} outside every Application's path and known inputs (${shown}): a plugin app that reads files outside its own directory was not re-rendered for ${loose.length === 1 ? 'it' : 'them'}; \`cmp-lint diff --all\` renders every app`,
        );
      }
    }

    // the cluster's Argo CD release: its image renders native sources in container mode, its tool
    // versions are compared with this machine's (from the base commit, like the other settings)
    // (the base commit's files are searched only when it matters: container mode with a source that
    // may be native, or Helm/Kustomize apps rendered on the host — a big repository is read once more)
    let found: FoundVersion[] | undefined;
    const versions = () => (found ??= opts.argocdVersion ? [] : findArgocdVersions(base.root, [...base.model.files].sort()));
    const mayBeNative = (s?: AppSource) => !!s && !(s.types.length === 1 && s.types[0] === 'plugin');
    const needsImage = sandbox.kind === 'container' && work.some((w) => !w.skip && (mayBeNative(w.pair.base) || mayBeNative(w.pair.head)));
    const argocdVersion = opts.argocdVersion ?? (needsImage ? versions()[0]?.version : undefined);
    let renders = 0;
    let overBudget = 0;
    const budgetEnd = opts.budgetMs !== undefined ? t0 + opts.budgetMs : undefined;
    const jobs: (() => Promise<void>)[] = [];
    // set below, once the number of renders is known: several run at once on every core
    let sharedCores = false;
    // many renders: their commands are started by a small helper process, not by forking this big one
    let spawner: Spawner | undefined;
    // Streaming: an app's diff is built when its last render is in, and the rendered manifests and
    // output are dropped then, so that memory holds the renders in flight, not every app's output.
    const finish = (w: Work) => {
      if (w.built) return;
      w.built = true;
      w.diff = buildAppDiff(w.pair, w.reason, w.skip, w.results, argo, opts.context);
      for (const r of [w.results.base, w.results.head]) {
        if (!r) continue;
        r.manifests = [];
        r.stdout = '';
      }
      if (w.diff) opts.onApp?.(w.diff);
    };
    for (const w of work) {
      if (w.skip) continue;
      for (const side of [base, head]) {
        const s = w.pair[side.name];
        if (!s) continue;
        const placeholder = appSetResult(s);
        if (placeholder) {
          w.results[side.name] = placeholder;
          continue;
        }
        w.pending++;
        jobs.push(async () => {
          if (ac.signal.aborted) return;
          // the whole diff's budget: a change with thousands of slow apps must not hold the runner until the job's timeout
          if (budgetEnd !== undefined && Date.now() >= budgetEnd) {
            const r = emptyResult(s, { kind: s.app.kind, name: s.app.name, namespace: s.app.namespace, file: s.app.file, path: s.path, ...(s.index !== undefined ? { sourceIndex: s.index } : {}) });
            r.skipped = `the diff's time budget of ${secs(opts.budgetMs as number)} ran out before this render started`;
            w.results[side.name] = r;
            overBudget++;
            if (--w.pending === 0 && !ac.signal.aborted) finish(w);
            return;
          }
          renders++;
          w.results[side.name] = await renderSource({
            repoRoot: side.root,
            source: s,
            plugins: side.model.plugins,
            sidecars: side.model.sidecars,
            timeoutMs,
            kubeVersion: opts.kubeVersion ?? side.config.kubeVersion,
            kubeApiVersions: side.config.apiVersions,
            useManifestGeneratePaths: side.config.render.useManifestGeneratePaths,
            trackingMethod: side.config.render.trackingMethod,
            revision: side.sha,
            passEnv,
            exclusions: side.config.render.exclude,
            signal: ac.signal,
            hostEnv: opts.hostEnv,
            tmpRoot: renderTmp,
            outOfBoundsSymlink: oob.get(side.root),
            sandbox,
            workspaceCache: wsCache,
            kustomizeBuildOptions,
            fetchCharts,
            argocdVersion,
            spawner,
            sharedCores,
          });
          if (--w.pending === 0 && !ac.signal.aborted) finish(w);
        });
      }
    }
    // one render more than the cores: each render also spends time in this process (its workspace,
    // its output, its diff) and between its command's exit and the next start, when its core would
    // idle (200 mixed apps, every app changed, 2 cores: 3 at once 0.2–0.3 s faster than 2)
    const n = opts.concurrency && opts.concurrency > 0 ? opts.concurrency : availableParallelism() + 1;
    sharedCores = n > 1 && jobs.length > 1;
    const skipped = work.filter((w) => w.skip).length;
    opts.onProgress?.(
      `${work.length} of ${pairs.length} application source${pairs.length === 1 ? '' : 's'} affected; ${jobs.length} render${jobs.length === 1 ? '' : 's'} (${skipped} skipped: inputs unchanged)`,
    );
    // CMP_LINT_SPAWNER=0: never (fork this process for every command), =1: always (tests)
    const useSpawner = process.env.CMP_LINT_SPAWNER === '1' ? jobs.length > 0 : process.env.CMP_LINT_SPAWNER === '0' ? false : jobs.length >= SPAWNER_MIN_RENDERS;
    if (useSpawner) spawner = wsCache.spawner = Spawner.start();
    phase('plan');
    try {
      await pool(jobs, n);
    } catch (e) {
      ac.abort(); // an internal error in one render: stop the others before the checkouts go
      throw e;
    } finally {
      spawner?.close();
    }
    stop();
    phase('render');

    const apps: AppDiff[] = [];
    for (const w of work) {
      finish(w);
      if (w.diff) apps.push(w.diff);
    }
    const headResults = work.map((w) => w.results.head).filter((r): r is RenderResult => !!r);
    const all = work.flatMap((w) => [w.results.base, w.results.head]).filter((r): r is RenderResult => !!r && !!r.sandbox);
    const used = [...new Set(all.map((r) => r.sandbox as string))].sort();
    const notes = [...new Set(all.map((r) => r.sandboxNote).filter((n): n is string => !!n))].sort();
    if (sandbox.fallback) notes.unshift(sandbox.fallback);
    const sandboxInfo: SandboxInfo = {
      requested: sandbox.requested,
      used: used.length ? used : [sandbox.label],
      isolated: used.length ? used.every((u) => u.startsWith('container') || u === 'host (bubblewrap)') : sandbox.isolated,
    };
    if (notes.length) sandboxInfo.notes = notes;
    // kinds rendered with this machine's tools (not in the Argo CD image)
    const kinds = new Set(
      work
        .flatMap((w) => [w.results.base, w.results.head])
        .filter((r) => r && !r.image && !r.skipped)
        .map((r) => r?.sourceType)
        .filter((k): k is NonNullable<typeof k> => !!k),
    );
    const tools = opts.argocdVersion || kinds.has('helm') || kinds.has('kustomize') ? toolsInfo(opts, versions(), kinds) : undefined;
    phase('compare');
    reportTimings = () => {
      if (!opts.onTimings) return;
      const sum: Record<string, number> = { ...phases };
      for (const w of work) {
        for (const r of [w.results.base, w.results.head]) {
          if (!r) continue;
          for (const [k, v] of Object.entries(r.timings)) if (k !== 'totalMs') sum[`render:${k.replace(/Ms$/, '')}`] = (sum[`render:${k.replace(/Ms$/, '')}`] ?? 0) + v;
        }
      }
      sum['#workspaces laid'] = wsCache.stats.laid;
      sum['#workspaces reused'] = wsCache.stats.reused;
      opts.onTimings(sum);
    };
    return {
      sandbox: sandboxInfo,
      ...(tools ? { tools } : {}),
      base: baseSha,
      head: headSha,
      apps,
      findings: [...renderFindings(headResults.map(clippedResult)), ...duplicateFindings(hx.duplicates)],
      publicFindings: [...renderFindings(headResults.map(publicResult)), ...duplicateFindings(hx.duplicates)],
      baseRef: opts.base,
      headRef,
      argo: {
        trackingMethod: argo.head.trackingMethod,
        instanceLabelKey: argo.head.instanceLabelKey,
        source: argo.head.trackingFrom === 'config' ? '.cmp-lint.yaml' : argo.head.file ? `argocd-cm ${argo.head.file}` : 'Argo CD defaults',
      },
      stats: { apps: pairs.length, affected: work.length, renders, inputsUnchanged: skipped, durationMs: Date.now() - t0 },
      ...(opts.shard ? { shard: opts.shard } : {}),
      ...(readNote.length || overBudget ? { notes: [...readNote, ...(overBudget ? [`the diff's time budget of ${secs(opts.budgetMs as number)} ran out: ${overBudget} render${overBudget === 1 ? ' was' : 's were'} not started, and ${overBudget === 1 ? 'its app shows' : 'their apps show'} as not rendered`] : [])] } : {}),
    };
  } finally {
    if (ac.signal.aborted) {
      killAll();
      checkouts.cleanup();
    } else await checkouts.remove();
    phase('cleanup');
    reportTimings();
    process.removeListener('exit', onExit);
    if (handle) for (const sig of STOP_SIGNALS) process.removeListener(sig, onSignal);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The Argo CD release the cluster runs (--argocd-version, else the one the base commit deploys) and
 * whether this machine's helm and kustomize match the versions it ships, when such apps rendered.
 */
function toolsInfo(opts: DiffOptions, found: FoundVersion[], kinds: Set<string>): ToolsInfo | undefined {
  const version = opts.argocdVersion ?? found[0]?.version;
  if (!version) return undefined;
  const info: ToolsInfo = { argocd: version, from: opts.argocdVersion ? '--argocd-version' : `${found[0].file}:${found[0].line}`, warnings: [] };
  const distinct = [...new Set(found.map((f) => f.version))];
  if (distinct.length > 1) info.warnings.push(`the base commit names several Argo CD versions (${distinct.join(', ')}): compared with ${version} (${info.from}); pass --argocd-version to choose`);
  const pinned = pinnedTools(version);
  if (!pinned) {
    if (kinds.has('helm') || kinds.has('kustomize')) info.warnings.push(`Argo CD ${version} is not in cmp-lint's table of tool versions (it knows v2.0 to v${NEWEST_KNOWN}): helm and kustomize versions not checked`);
    return info;
  }
  info.helm = pinned.helm;
  info.kustomize = pinned.kustomize;
  info.warnings.push(...toolWarnings(pinned, localTools((opts.hostEnv ?? process.env).PATH), kinds));
  return info;
}

/**
 * The shard (1..count) an app belongs to: FNV-1a of its id, so that the split does not depend on
 * which other apps a change affects, and every shard job computes the same answer.
 */
export function shardOf(id: string, count: number): number {
  let h = 0x811c9dc5;
  for (const b of Buffer.from(id, 'utf8')) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return (h % count) + 1;
}

function buildAppDiff(
  pair: AppPair,
  reason: string,
  skip: boolean,
  results: Partial<Record<'base' | 'head', RenderResult>>,
  argo: { base: ArgoSettings; head: ArgoSettings },
  context = 3,
): AppDiff | undefined {
  const s = (pair.head ?? pair.base) as AppSource;
  const loc = s.app.ref && typeof s.app.ref.loc === 'function' ? s.app.ref.loc() : undefined;
  const d: AppDiff = {
    app: s.app.name,
    file: s.app.file,
    line: loc?.line ?? 1,
    plugin: results.head?.plugin ?? results.base?.plugin ?? s.plugin?.name,
    sourceType: results.head?.sourceType ?? results.base?.sourceType ?? (s.chart ? 'helm' : s.types.length === 1 ? s.types[0] : undefined),
    status: 'unchanged',
    counts: { added: 0, changed: 0, removed: 0 },
    resources: [],
    kind: s.app.kind,
    sourceIndex: s.index,
    reason,
  };
  const gen = generatedByText(s);
  if (gen) d.generatedBy = gen;
  if (d.sourceIndex === undefined) delete d.sourceIndex;
  if (d.plugin === undefined) delete d.plugin;
  if (d.sourceType === undefined) delete d.sourceType;
  if (skip) {
    d.note = 'inputs unchanged';
    return d;
  }
  const b = results.base;
  const h = results.head;
  const notCmp = (r?: RenderResult) => !r || (r.skipped !== undefined && NOT_CMP.test(r.skipped));
  if (notCmp(b) && notCmp(h)) return undefined; // Argo CD's built-in tools handle it: not ours to show
  const skippedBoth = (!b || b.skipped) && (!h || h.skipped);
  if (skippedBoth) {
    d.status = 'skipped';
    d.note = (h ?? b)!.skipped;
    return d;
  }
  const manifests = (r?: RenderResult) => (r && !r.error && !r.skipped ? r.manifests : []);
  const ad = argoDiff({ source: pair.base, manifests: manifests(b), settings: argo.base }, { source: pair.head, manifests: manifests(h), settings: argo.head }, context);
  d.resources = ad.resources;
  if (ad.ignoredDifferences) d.ignoredDifferences = ad.ignoredDifferences;
  if (ad.notes.length) d.argoNotes = ad.notes;
  for (const r of d.resources) if (r.status !== 'unchanged') d.counts[r.status]++;
  if (h?.error) {
    d.status = 'failed';
    d.error = { side: 'head', message: clipDetail(h.error.message), reason: publicReason(h.error), ...detailOf(h.error) };
    d.resources = [];
    d.counts = { added: 0, changed: 0, removed: 0 };
    if (b?.error) d.note = 'the render fails on base too';
  } else if (b?.error) {
    d.status = pair.head ? 'fixed' : 'removed';
    d.error = { side: 'base', message: clipDetail(b.error.message), reason: publicReason(b.error), ...detailOf(b.error) };
  } else if (!pair.base) d.status = 'added';
  else if (!pair.head) d.status = 'removed';
  else d.status = d.resources.some((r) => r.status !== 'unchanged') ? 'changed' : 'unchanged';
  const oneSkipped = b?.skipped && !NOT_CMP.test(b.skipped) ? `base not rendered: ${b.skipped}` : h?.skipped && !NOT_CMP.test(h.skipped) ? `head not rendered: ${h.skipped}` : undefined;
  if (oneSkipped && !d.note) d.note = oneSkipped;
  return d;
}

/**
 * An ApplicationSet that generates nothing on head (an error, or not evaluable) keeps the
 * Applications it generated before in the cluster (the controller changes nothing): its base
 * Applications are not shown as removed, only the ApplicationSet itself with the head problem.
 */
function hideBroken(base: AppSource[], head: AppSource[]): [AppSource[], AppSource[]] {
  const broken = new Map(head.filter((s) => appSetMark(s)?.problem).map((s) => [`${s.app.file}\0${appSetMark(s)!.problem!.appset}`, s]));
  if (broken.size === 0) return [base, head];
  const hidden = new Map<string, number>();
  const keep = base.filter((s) => {
    const g = appSetMark(s)?.generatedBy;
    const k = g && `${g.file}\0${g.appset}`;
    if (!k || !broken.has(k)) return true;
    hidden.set(k, (hidden.get(k) ?? 0) + 1);
    return false;
  });
  for (const [k, n] of hidden) keep.push(standIn(broken.get(k)!, n));
  return [keep, head];
}

/** Duplicate generated names on head: Argo CD refuses the later Applications of that name. */
function duplicateFindings(dups: AppSetProblem[]): Finding[] {
  return dups.map((d) => ({
    ruleId: 'render-failed',
    severity: 'error' as const,
    message: d.message,
    file: d.file,
    line: d.line,
    column: 1,
    endLine: d.line,
    endColumn: 1,
    hint: 'every Application an ApplicationSet generates needs its own metadata.name; Argo CD creates the first and reports the others',
    docs: docsUrl('render-failed'),
  }));
}
