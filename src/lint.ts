// The lint pipeline: files → load → extract → model → rules → findings (filtered, suppressed, sorted).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve, posix, relative, isAbsolute, sep } from 'node:path';
import { discoverFiles } from './files/discover.js';
import { readTextFile, decode, tooLarge, DEFAULT_MAX_FILE_SIZE, type FileEntry, type ReadResult } from './files/read.js';
import { hasDirective } from './files/precheck.js';
import { loadInWorkers, loadBigFiles, bigFiles, bigWorkerCount, workerCount, earlyWorkers, parseJobs, LoadWorkers, type ReadItem, type LoadStats, type LoadedHere } from './files/parallel.js';
import { heldSlice, type HeldText } from './files/word-scan.js';
import { extractLoaded, extractEarly, EarlyFiles, type EarlyExtract, type InputFile, type LoadedInput, type Problem } from './extract/index.js';
import { loadYamlStream } from './yaml/load.js';
import { StringPool } from './yaml/compact.js';
import { kustomizationRefs, type PatchTarget } from './files/relevance.js';
import { isRepoServerName } from './extract/workloads.js';
import { templatedByName, chartDirProbe } from './yaml/template.js';
import type { QuietRange, StreamLoad, FileLoad } from './yaml/load.js';
import type { Model, Loc } from './model/types.js';
import { ALL_RULES, RULE_IDS, ruleInfo } from './rules/index.js';
import type { ReportArgs } from './rules/types.js';
import { type Config, defaultConfig } from './config.js';
import { type Finding, type LintResult, type Skipped, compareFindings, docsUrl } from './core/finding.js';
import { applySuppressions } from './suppress.js';
import { openCache, contextListing, readBlobs, type FactsCache, type CacheOptions, type IndexListing } from './cache/index.js';
import { contributions, roleOf, partialIsUnsound, PER_FILE_RULES, type LoadFacts } from './cache/roles.js';
import { CacheRun, mayBeTemplated } from './cache/run.js';
import { joinRel } from './core/rel-path.js';

export interface LintOptions {
  cwd: string;
  /** files or directories to report on (default: cwd) */
  paths: string[];
  config?: Config;
  /** lint these paths with this directory as cross-file context (pre-commit passes only changed files) */
  context?: string;
  /**
   * With `context` inside a git work tree: remember per blob what each file contributes, so the next
   * run reads only the changed files and the ones others depend on (src/cache/). Off when undefined.
   */
  cache?: CacheOptions;
  /** threads loading files (`--jobs`): 1 the main thread alone, N > 1 the main thread and N - 1 workers; default by size */
  jobs?: number;
  /** told who loaded the files when worker threads ran (CMP_LINT_JOBS_TRACE) */
  jobsTrace?: (line: string) => void;
  /**
   * false: with worker threads, the main thread reads no file a worker can read (tests, measurements;
   * CMP_LINT_JOBS_SHARE=0). Default: it reads files too whenever it would wait for a worker.
   */
  jobsShare?: boolean;
  /** bytes in big files from which a run of few files is read by several threads (tests; default BIG_RUN_BYTES, src/files/parallel.ts) */
  bigRunBytes?: number;
}

/** CMP_LINT_JOBS, when set to a valid number (the CLI checks it and reports a bad value). */
function jobsFromEnv(): number | undefined {
  try {
    return parseJobs(process.env.CMP_LINT_JOBS, 'CMP_LINT_JOBS');
  } catch {
    return undefined;
  }
}

/** Usage-level problems (missing path): the CLI exits 2. */
export class InputError extends Error {}

export interface LoadedModel {
  model: Model;
  problems: Problem[];
  /** texts kept after loading: the files holding a suppression directive */
  texts: Map<string, string>;
  /** a file's text again (kept, or read anew): for suppressions and code frames of reported files */
  readText: (path: string) => string | undefined;
  skipped: Skipped[];
  blockLines: Map<string, Set<number>>;
  /** findings to drop after the rules ran: template syntax, placeholders, broken documents */
  quiet: QuietRange[];
  fileCount: number;
  /** with a cache and targets: Application files not reported on were left unread */
  partial: boolean;
  /** a partial read cannot be trusted (a reported file turned out to be a hub, a kustomization names an unread file) */
  needFull: boolean;
  /** Application or ConfigMap files (cache roles local, cm) read in a partial run */
  partRead: Set<string>;
  /** ConfigMap files left unread in a partial run */
  skippedConfigMaps: number;
}

/** The file a kustomization at `file` names as `ref` (normalized, one flat string: kept for the load). */
function patchPath(file: string, ref: string): string {
  const p = joinRel(posix.dirname(file), ref);
  p.charCodeAt(0); // (flattened while young: see flat() in src/files/discover.ts)
  return p;
}

/** `path` is one of `sorted` (sorted by UTF-16 code units, as discovery sorts its files) */
function isListed(sorted: string[], path: string): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid];
    if (v === path) return true;
    if (v < path) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Repository root for app paths: the nearest directory holding .git, else the start directory. */
export function findRepoRoot(start: string): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, '.git'))) return dir;
    const up = dirname(dir);
    if (up === dir) return resolve(start);
    dir = up;
  }
}

/** the load of a file whose documents were all extracted as it was read (shared: nothing else in it) */
const NO_DOCS: FileLoad = { docs: [], problems: [], quiet: [], templated: false };

export async function loadModel(
  paths: string[],
  opts: {
    cwd: string;
    config?: Config;
    root?: string;
    cache?: FactsCache;
    /** without the cache: the context's listing (src/cache/index.ts contextListing), used by discovery */
    listing?: IndexListing;
    /** files whose bytes are these instead of the work tree's (the staged bytes of files modified in the work tree: stagedTexts) */
    staged?: ReadonlyMap<string, ReadResult>;
    /** read only these of the Application-only files */
    targets?: Set<string>;
    /** inside a git work tree, only the files git tracks (a `--context` run: what a commit holds) */
    tracked?: boolean;
    /** files to read besides those found (the files reported on, when the context did not list them: untracked ones) */
    extra?: readonly FileEntry[];
    /** threads loading files: 1 the main thread alone, N > 1 the main thread and N - 1 workers; default by size (src/files/parallel.ts) */
    jobs?: number;
    /** LintOptions.jobsShare */
    jobsShare?: boolean;
    /** LintOptions.bigRunBytes */
    bigRunBytes?: number;
  },
  /** filled in when worker threads loaded the files */
  stats?: LoadStats,
): Promise<LoadedModel> {
  // (Date.now(): the first use of `performance` loads node's perf_hooks, 1–2 ms of every run)
  const started = Date.now();
  const config = opts.config ?? defaultConfig();
  const cache = opts.cache;
  const partial = cache !== undefined && opts.targets !== undefined;
  const facts = new Map<string, LoadFacts>();
  /** files read in this run, with their kind */
  const readPaths = new Map<string, 'yaml' | 'dockerfile'>();
  // Streaming: each file is loaded as it is read (src/yaml/load.ts: documents split, plain values
  // first, positions only for the documents that can matter) and its text is dropped at once.
  const hasChart = chartDirProbe(resolve(opts.cwd));
  const crun = cache ? new CacheRun(cache, opts.targets, (p) => mayBeTemplated(p) && templatedByName(p, hasChart)) : undefined;
  const units = new Map<string, LoadedInput>();
  // files extracted as they were loaded (most files of an Application repository): kept without an
  // object each until the model is put together (src/extract/index.ts)
  const earlyFiles = new EarlyFiles();
  const pool = new StringPool();
  const maybePatch = new Set<string>();
  // (of those, the files whose documents all name themselves, and those with a document js-yaml
  // could not read left unparsed: StreamLoad.patchByName, failedQuietly)
  const patchByName = new Set<string>();
  const failedQuietly = new Set<string>();
  // what a kustomization says of other files, kept with the cache only (its remembered
  // kustomizations are merged with them in file order after the load; copied, as js-yaml's strings
  // are slices that would hold the whole text)
  const kustomizations: { path: string; refs: ReturnType<typeof kustomizationRefs> }[] = [];
  // Files kustomizations apply as patches, by normalized path, with their target's name, noted as
  // the kustomizations are loaded (without the cache: in the order they are read, as the list
  // above would give them): several entries for one file, the one that may reach the repo-server wins
  const patchTargets = new Map<string, string | undefined>();
  const notePatch = (p: string, target: string | undefined) => {
    if (!patchTargets.has(p) || target === undefined || isRepoServerName(target)) patchTargets.set(p, target);
  };
  const texts = new Map<string, string>();
  // a file's text again (kept, or read anew): lazily read documents read it when a finding asks for
  // a position, and files with findings for suppressions and code frames
  let absOf: { get(path: string): string | undefined } | undefined;
  const staged = opts.staged;
  // The last text read anew is kept until the event loop's next turn: the lazily read documents of
  // one big file each ask for it when a finding needs a position, one after the other, and each read
  // was a fresh copy that their slices kept alive (3,000 Applications with a finding each in one
  // 0.9 MB file: 3,000 copies, 2.9 GB and 7 s; now one)
  let again: { path: string; text: string | undefined } | undefined;
  const readText = (path: string): string | undefined => {
    const kept = texts.get(path);
    if (kept !== undefined) return kept;
    const s = staged?.get(path);
    if (s !== undefined) return 'text' in s ? s.text : undefined;
    if (again?.path === path) return again.text;
    const abs = absOf ? absOf.get(path) : resolve(opts.cwd, path);
    if (!abs) return undefined;
    const r = readTextFile(abs, config.maxFileSize);
    if (!again) setImmediate(() => (again = undefined));
    again = { path, text: 'text' in r ? r.text : undefined };
    return again.text;
  };
  const maxFileSize = config.maxFileSize ?? DEFAULT_MAX_FILE_SIZE;
  const jobs = opts.jobs ?? jobsFromEnv();
  // worker threads for a big repository (not with the pre-commit cache: it reads few files), started
  // while the walk runs once it is long, and reading the files it finds
  const early = crun || staged ? undefined : earlyWorkers(jobs);
  /** a file's bytes in the context: staged ones, or the work tree's */
  const readOwn = (path: string, abs: string): ReadResult => staged?.get(path) ?? readTextFile(abs, config.maxFileSize);
  let threads: LoadWorkers | undefined;
  let listed = 0;
  const workerSetup = { cwd: resolve(opts.cwd), maxFileSize, eager: jobs === undefined, share: opts.jobsShare ?? process.env.CMP_LINT_JOBS_SHARE !== '0' };
  const found = await discoverFiles(paths.length ? paths : ['.'], {
    cwd: opts.cwd,
    ignore: config.ignore,
    ignoreBase: config.dir,
    maxFileSize: config.maxFileSize,
    tracked: opts.tracked,
    // (the clean files the cache leaves unread are split off in one pass: discovery just lists them)
    listing: crun ? crun.partition() : (cache?.listing ?? opts.listing),
    skip:
      crun || staged
        ? (path, kind) => {
            const s = staged?.get(path);
            if (s !== undefined) {
              // read from git: what the commit holds (the work tree's bytes are not)
              if ('text' in s) take(s.text, kind, path);
              return true;
            }
            return crun !== undefined && kind === 'yaml' && crun.skip(path);
          }
        : undefined,
    keep: (text, kind, path) => take(text, kind, path),
    // (a big ASCII file's text is decoded a piece at a time by its load: src/yaml/load.ts)
    keepHeld: (text, kind, path) => take(text, kind, path),
    found: early
      ? (abs, path, kind) => {
          if (++listed === early.at) threads = new LoadWorkers(early.count, workerSetup);
          threads?.prefetch(abs, path, kind);
        }
      : undefined,
    readMany: crun
      ? undefined
      : async (items) => {
          // a few big files (bundles of many documents): shared file by file between the threads
          const sizes = threads || (jobs ?? availableParallelism()) > 1 ? bigFiles(items, sizeOf, opts.bigRunBytes) : undefined;
          const workers = threads ? threads.count : sizes ? bigWorkerCount(sizes, jobs) : workerCount(items, jobs);
          if (workers === 0) return undefined;
          const sink = {
            text: take,
            load: (path: string, load: StreamLoad) => {
              if (crun) readPaths.set(path, 'yaml');
              keepLoad(path, load, false);
            },
            readHere: (it: ReadItem): LoadedHere => {
              // (a big ASCII file is held undecoded while prepare loads it at once: see keepHeld)
              const r = readTextFile(it.abs, maxFileSize, it.kind === 'yaml');
              if ('skip' in r) return { keep: () => r.skip, size: 0 };
              const text = 'held' in r ? r.held : r.text;
              const keep = prepare(text, it.kind, it.path);
              return { keep: () => void keep(), size: text.length };
            },
          };
          const st: LoadStats = stats ?? { workers: 0, byWorkers: 0, here: 0, failed: 0 };
          st.workers = workers;
          st.walkMs = Date.now() - started;
          if (sizes) return loadBigFiles(items, sizes, threads ?? workers, workerSetup, sink, { readFile: readText, pool }, st);
          return loadInWorkers(items, threads ?? workers, workerSetup, sink, { readFile: readText, pool }, st);
        },
  }).finally(() => threads?.close());
  function take(text: string | HeldText, kind: 'yaml' | 'dockerfile', path: string): false {
    return prepare(text, kind, path)();
  }
  /**
   * Loads a file's text now; what is kept of it is kept by the function returned (worker threads:
   * the main thread may load a file ahead of its turn, and keeps it in its turn)
   */
  function prepare(held: string | HeldText, kind: 'yaml' | 'dockerfile', path: string): () => false {
    // (a held text, undecoded in the word scan's memory, is decoded whole only where it is kept:
    // before anything else reads a file, which would take that memory)
    const whole = (): string => {
      if (typeof held === 'string') return held;
      try {
        return heldSlice(held, 0, held.length);
      } catch {
        return readText(path) ?? ''; // (gone: read again)
      }
    };
    const text = held;
    // suppression directives are read after the rules ran: keep the (rare) files that have one
    // (the functions returned are made elsewhere and get the text only when it is kept: a closure
    // made here would hold it until the file's turn, and a text waiting that long outlives two
    // scavenges and ends as garbage in the old generation)
    if (kind === 'dockerfile') return later(path, kind, { text: whole() }, hasDirective(whole()) ? whole() : undefined);
    let load: StreamLoad;
    try {
      // (the load looks for the directive itself: in a big file, from its word scan's marks)
      load = loadYamlStream(path, text, { templated: templatedByName(path, hasChart), readFile: readText, pool });
    } catch (e) {
      // (met in the file's turn, as without workers)
      const t = whole();
      return later(path, kind, { error: e }, hasDirective(t) ? t : undefined);
    }
    const directive = load.directive === true;
    const kept = directive ? whole() : undefined;
    // A file extracted early (src/extract/index.ts) is extracted now: what waits for its turn (the
    // main thread loads files ahead of their turn while a worker has the file whose turn it is) is
    // then the facts the model keeps, not its documents' values, which die young
    let early: EarlyExtract | false | undefined;
    if (!crun) {
      try {
        early = extractEarly(path, load, pool) ?? false;
      } catch (e) {
        return later(path, kind, { error: e }, kept);
      }
      if (early) load.docs = [];
    }
    return later(path, kind, { load, early }, kept);
  }
  /** prepare's function for the file's turn: a Dockerfile's text, an exception met, or a YAML load */
  function later(path: string, kind: 'yaml' | 'dockerfile', what: { text: string } | { error: unknown } | { load: StreamLoad; early: EarlyExtract | false | undefined }, kept: string | undefined): () => false {
    return () => {
      if (kept !== undefined) texts.set(path, kept);
      if (crun) readPaths.set(path, kind);
      if ('text' in what) {
        crun?.read();
        units.set(path, { path, kind: 'dockerfile', text: what.text });
        return false;
      }
      if ('error' in what) throw what.error;
      return keepLoad(path, what.load, kept !== undefined, what.early);
    };
  }
  /**
   * What is kept of one YAML file's load (read here, or by a worker thread: src/files/parallel.ts);
   * `extracted`: what extractEarly made of it already (false: nothing)
   */
  function keepLoad(path: string, load: StreamLoad, directive: boolean, extracted?: EarlyExtract | false): false {
    if (crun) facts.set(path, crun.loaded(path, load, directive));
    // a file with nothing to extract or report is not kept (most files of a big repository)
    // Argo CD resource files are extracted now and only their facts kept (src/extract/index.ts)
    const early = extracted === undefined ? extractEarly(path, load, pool) : extracted || undefined;
    const plain = !load.problems.length && !load.quiet.length && !load.blockLines;
    // (a file that may be loaded again, as a patch or by the cache, stays a unit: the later load replaces it)
    if (early && plain && !crun && !load.maybePatch) earlyFiles.add(path, early);
    else if (early) units.set(path, { path, kind: 'yaml', load: plain ? NO_DOCS : { ...load, docs: [] }, early });
    else if (load.docs.length || load.problems.length || load.quiet.length || load.blockLines) units.set(path, { path, kind: 'yaml', load });
    else units.delete(path);
    if (load.maybePatch) maybePatch.add(path);
    if (load.patchByName) patchByName.add(path);
    else patchByName.delete(path);
    if (load.failedQuietly) failedQuietly.add(path);
    else failedQuietly.delete(path);
    for (const value of load.kustomizations) {
      const refs = kustomizationRefs(value);
      if (crun) kustomizations.push({ path, refs: JSON.parse(JSON.stringify(refs)) });
      // (the target copied: js-yaml's strings are slices that would hold the whole text)
      else for (const r of refs) notePatch(patchPath(path, r.path), r.target === undefined ? undefined : (JSON.parse(JSON.stringify(r.target)) as string));
    }
    load.kustomizations.length = 0;
    return false;
  }
  if (found.errors.length > 0) throw new InputError(found.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  if (opts.extra?.length) {
    // the files reported on are read even when the context does not list them (untracked, ignored)
    const listed = new Set(found.files.map((f) => f.path));
    let added = false;
    for (const f of opts.extra) {
      if (listed.has(f.path)) continue;
      const r = readTextFile(f.abs, config.maxFileSize);
      if (!('text' in r)) continue; // (its skipped entry comes from the reported files' discovery)
      take(r.text, f.kind, f.path);
      found.files.push({ path: f.path, abs: f.abs, kind: f.kind, text: '', dropped: true });
      added = true;
    }
    if (added) found.files.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
  }
  // A listed file's absolute path is its path resolved from cwd (discovery makes each path relative
  // to cwd from it): only the paths are kept (sorted), not tens of thousands of entries and
  // absolute paths for the few files read again
  const listedPaths = found.files.map((f) => f.path);
  const fileCount = found.files.length;
  found.files = [];
  const cwdAbs = resolve(opts.cwd);
  absOf = { get: (p: string) => (isListed(listedPaths, p) ? resolve(cwdAbs, p) : undefined) };
  const absOfFound = absOf;
  const readNow = (p: string) => {
    const r = readOwn(p, absOfFound.get(p)!);
    if ('text' in r) take(r.text, 'yaml', p);
  };
  // a file the cache left unread whose record was made while kustomizations named it differently
  // (as a patch, a generator's file) is read after all: what it means depends on them
  for (let stale = crun?.stale() ?? []; stale.length > 0; stale = crun!.stale()) for (const p of stale) readNow(p);
  // A file a kustomization applies as a patch matters whatever its words say (a bare `spec:`
  // fragment of the repo-server): load it again, knowing its target.
  if (crun) {
    const entries: { file: string; refs: { path: string; target?: string }[] }[] = kustomizations.map((k) => ({ file: k.path, refs: k.refs.map((r) => ({ path: patchPath(k.path, r.path), target: r.target })) }));
    // remembered kustomizations (the cache) too, all in file order
    // (only their entries for files loaded now that may be patches: no other file is loaded as one below)
    entries.push(...crun.recordRefs(maybePatch));
    entries.sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0));
    for (const k of entries) for (const r of k.refs) notePatch(r.path, r.target);
  }
  for (const [p, target] of patchTargets) {
    if (!maybePatch.has(p)) continue;
    // Loaded again it would give what it gave: with a target that is not a repo-server (nothing in
    // it can become the repo-server's patch; only a document js-yaml could not read would now be
    // parsed), or without a target when its workloads all name themselves (they target what they name)
    if (target !== undefined ? !isRepoServerName(target) && !failedQuietly.has(p) : patchByName.has(p)) continue;
    const r = readOwn(p, absOfFound.get(p)!);
    const patch: PatchTarget = { target };
    if (!('text' in r)) continue;
    const load = loadYamlStream(p, r.text, { templated: templatedByName(p, hasChart), patch, readFile: readText, pool });
    // (most patches are not the repo-server's and leave nothing to extract)
    if (load.docs.length || load.problems.length || load.quiet.length || load.blockLines) units.set(p, { path: p, kind: 'yaml', load });
    else units.delete(p);
  }
  patchTargets.clear();
  // remembered kustomizations: read after all when needed, otherwise their facts
  const settled = crun?.settle(readPaths);
  for (const p of settled?.read ?? []) readNow(p);
  const ex = extractLoaded(
    earlyFiles.merged([...units.values()].sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0))),
    readText, // only for files with read problems: their positions are checked against the text
    settled?.known,
  );
  units.clear();
  let needFull = false;
  const partRead = new Set<string>();
  if (crun) {
    const made = contributions(ex);
    const contexts = crun.contexts(readPaths);
    // (files left unread by the cache keep their entries)
    for (const [path, kind] of readPaths) {
      const role = roleOf(path, facts.get(path), made);
      crun.cache.record(path, kind === 'yaml' && templatedByName(path, hasChart), role, contexts.get(path) ?? '', role === 'kust' ? facts.get(path)?.kust : undefined);
      // (a kustomization reported on is like a ConfigMap file reported on: it makes ConfigMaps and links)
      if (partial && (role === 'local' || role === 'cm' || (role === 'kust' && opts.targets!.has(path)))) partRead.add(path);
      // a file reported on holds plugins, sidecars...: Applications elsewhere may be related to it
      if (partial && role === 'hub' && opts.targets!.has(path)) needFull = true;
    }
  }
  const model: Model = {
    root: opts.root ?? findRepoRoot(opts.cwd),
    cwd: resolve(opts.cwd),
    files: listedPaths,
    plugins: ex.plugins,
    sidecars: ex.sidecars,
    pods: ex.pods,
    configMaps: ex.configMaps,
    sources: ex.sources,
    sourceFragments: ex.sourceFragments,
    unitLinks: ex.unitLinks,
    images: ex.images,
    legacy: ex.legacy,
    charts: ex.charts,
    argoResources: ex.argoResources,
    externalPlugins: config.plugins,
  };
  // readText (kept for the whole run) keeps this function's closure context, and so everything any
  // closure here captured, alive: drop what only loading needed
  pool.clear();
  readPaths.clear();
  facts.clear();
  maybePatch.clear();
  patchByName.clear();
  failedQuietly.clear();
  kustomizations.length = 0;
  return { model, problems: ex.problems, texts, readText, skipped: found.skipped, blockLines: ex.blockLines, quiet: ex.quiet, fileCount, partial, needFull, partRead, skippedConfigMaps: crun?.skippedConfigMaps ?? 0 };
}

export async function lint(opts: LintOptions): Promise<LintResult> {
  const config = opts.config ?? defaultConfig();
  const targets = opts.paths.length ? opts.paths : ['.'];
  const scanPaths = opts.context ? [opts.context] : targets;
  let only: Awaited<ReturnType<typeof discoverFiles>> | undefined;
  if (opts.context) {
    // a path outside the context would be linted without the files it is checked against
    const ctx = resolve(opts.cwd, opts.context);
    for (const t of targets) {
      const rel = relative(ctx, resolve(opts.cwd, t));
      if (rel === '..' || rel.startsWith('../') || rel.startsWith('..\\') || isAbsolute(rel)) {
        throw new InputError(`${t}: outside the --context directory ${opts.context}; lint it with a context that contains it`);
      }
    }
    // only the paths of the reported files are needed: their text is read with the context
    only = await discoverFiles(targets, { cwd: opts.cwd, ignore: config.ignore, ignoreBase: config.dir, maxFileSize: config.maxFileSize, keep: () => false });
    if (only.errors.length > 0) throw new InputError(only.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  }
  const keep = new Set(only?.files.map((f) => f.path));
  // Inside git, a `--context` run's context is what the commit holds: the index's bytes of every
  // tracked file (read from the work tree, where they are unless a file is modified there: then
  // from git), the reported files as they are in the work tree (see stagedTexts)
  const ctxAbs = opts.context ? resolve(opts.cwd, opts.context) : undefined;
  const named = new Set(ctxAbs ? [...keep].map((p) => relative(ctxAbs, resolve(opts.cwd, p)).split(sep).join('/')) : []);
  const parts = opts.context && opts.cache ? cacheKeyParts(config, opts.cwd) : undefined;
  let cache = opts.context && opts.cache ? await openCache(opts.cwd, opts.context, parts!, opts.cache, { named }) : undefined;
  const listing = opts.context && !cache ? contextListing(opts.cwd, opts.context, named) : undefined;
  let staged = stagedTexts(listing ?? cache?.listing, opts.cwd, config);
  const run = async (targetsOnly: boolean) => {
    const stats: LoadStats = { workers: 0, byWorkers: 0, here: 0, failed: 0 };
    // the context of a `--context` run inside git is what a commit holds: the tracked files (their
    // work-tree bytes; pre-commit has stashed unstaged changes by then), plus the reported files
    const loaded = await loadModel(scanPaths, { cwd: opts.cwd, config, cache, listing, staged, targets: cache && targetsOnly ? keep : undefined, tracked: only !== undefined, extra: only?.files, jobs: opts.jobs, jobsShare: opts.jobsShare, bigRunBytes: opts.bigRunBytes }, stats);
    if (cache) cache.stats.passes++;
    if (opts.jobsTrace && stats.workers > 0) {
      opts.jobsTrace(`cmp-lint: ${stats.workers} worker thread${stats.workers === 1 ? '' : 's'}: ${stats.byWorkers} files loaded by workers (${stats.ahead ?? 0} read during the walk), ${stats.here} by the main thread${stats.failed ? `, ${stats.failed} failed` : ''}; walk ${stats.walkMs ?? 0} ms, load ${stats.loadMs ?? 0} ms, main thread waited ${stats.waitMs ?? 0} ms, workers busy ${(stats.busyMs ?? []).map((b) => `${b ?? 0}`).join('+') || 0} ms`);
    }
    // a partial run where a per-file rule looks ConfigMaps up (some were left unread) is not trusted
    let guardTripped = false;
    const guard =
      loaded.partial && loaded.skippedConfigMaps > 0
        ? (ruleId: string, model: Model): Model =>
            PER_FILE_RULES.has(ruleId)
              ? new Proxy(model, {
                  get(t, k, r) {
                    if (k === 'configMaps') guardTripped = true;
                    return Reflect.get(t, k, r);
                  },
                })
              : model
        : undefined;
    const findings = quietFindings(runRules(loaded.model, loaded.problems, config, guard), loaded.quiet);
    return { loaded, findings, guardTripped };
  };
  const runAll = async () => {
    // a reported file that was a hub (a plugin, a sidecar) most likely makes the partial run read
    // everything anyway: do so at once
    const hubTouched = cache !== undefined && cache.wasHub(keep);
    let { loaded, findings, guardTripped } = await run(!hubTouched);
    if (hubTouched) cache!.stats.full = true;
    else if (loaded.partial && (loaded.needFull || guardTripped || partialIsUnsound(findings, loaded.partRead))) {
      // the partial picture could differ from the whole one: read every file that can matter (unless
      // the partial run left no file unread: then its picture was the whole one already)
      if (cache!.stats.skipped > 0) ({ loaded, findings } = await run(false));
      cache!.stats.full = true;
    }
    return { loaded, findings };
  };
  let { loaded, findings } = await runAll();
  // The cache's listing took every tracked file for its index entry without an lstat of each
  // (pre-commit has stashed unstaged changes: the work tree is the index). If a file this run read
  // from the work tree, or a reported one, is modified there after all (a manual run, `pre-commit
  // run --files`), run again with git's check of every file: nothing of this run is kept
  const modified = cache?.modifiedAmongRead(named);
  if (cache && modified && modified.size > 0) {
    opts.cache!.trace?.(`cmp-lint cache: ${modified.size} file${modified.size === 1 ? '' : 's'} read modified in the work tree: listed again with git's check of every file`);
    const passes = cache.stats.passes;
    cache = await openCache(opts.cwd, opts.context!, parts!, opts.cache, { named, modified: true });
    if (cache) cache.stats.passes = passes;
    staged = stagedTexts(cache?.listing ?? contextListing(opts.cwd, opts.context!, named), opts.cwd, config);
    ({ loaded, findings } = await runAll());
  }
  cache?.save();
  // suppressions: the files with a directive (kept) and those with findings (read again)
  const inputs: InputFile[] = [...loaded.texts].map(([path, text]) => ({ path, kind: 'yaml' as const, text }));
  for (const path of new Set(findings.map((f) => f.file))) {
    if (loaded.texts.has(path)) continue;
    const text = loaded.readText(path);
    if (text !== undefined) inputs.push({ path, kind: 'yaml', text });
  }
  const suppressed: NonNullable<LintResult['suppressed']> = [];
  findings = applySuppressions(findings, inputs, loaded.blockLines, config.rules, suppressed);
  let skipped = loaded.skipped;
  let fileCount = loaded.fileCount;
  if (only) {
    // a finding is the changed files' business when its cause is there: the finding itself or one of
    // its related locations (a plugin's new version breaks an Application in an unchanged file)
    findings = findings.filter((f) => keep.has(f.file) || (f.related ?? []).some((r) => keep.has(r.file)));
    skipped = only.skipped;
    fileCount = only.files.length;
  }
  findings.sort(compareFindings);
  const sources = new Map<string, string>();
  const byPath = new Map(inputs.map((i) => [i.path, i.text]));
  for (const f of findings) if (!sources.has(f.file) && byPath.has(f.file)) sources.set(f.file, byPath.get(f.file)!);
  return { findings, skipped, files: fileCount, rules: ALL_RULES.map((r) => ruleInfo(r)), sources, suppressed };
}

/** What the cache's roles depend on besides the files' bytes (src/cache/index.ts). */
function cacheKeyParts(config: Config, cwd: string) {
  let configText: string | undefined;
  if (config.file && config.dir) {
    try {
      configText = readFileSync(resolve(cwd, config.file), 'utf8');
    } catch {
      configText = undefined; // the parsed configuration is in the key anyway
    }
  }
  return { config, configText, rules: [...ALL_RULES.map((r) => r.meta.id)] };
}

/**
 * The staged bytes of the tracked files modified (or deleted) in the work tree that are not reported
 * on (IndexListing.staged), by cwd-relative path, read from git and decoded as a file would be: what
 * the commit holds of them.
 */
function stagedTexts(listing: IndexListing | undefined, cwd: string, config: Config): Map<string, ReadResult> | undefined {
  if (!listing || listing.staged.length === 0) return undefined;
  const rel = relative(resolve(cwd), listing.dir).split(sep).join('/');
  const prefix = rel === '' ? '' : `${rel}/`;
  const blobs = readBlobs(listing.dir, [...new Set(listing.staged.map((s) => s.blob))]);
  const max = config.maxFileSize ?? DEFAULT_MAX_FILE_SIZE;
  const out = new Map<string, ReadResult>();
  for (const { entry, blob } of listing.staged) {
    const buf = blobs.get(blob);
    if (buf === undefined) out.set(prefix + entry, { skip: 'its staged bytes could not be read from git' });
    else if (buf.length > max) out.set(prefix + entry, tooLarge(buf.length, max));
    else out.set(prefix + entry, decode(buf));
  }
  return out;
}

/**
 * Drop the findings a load-time decision made meaningless: schema findings in a template or in a
 * document the parser could only partly read, and any finding on a template placeholder.
 */
export function quietFindings(findings: Finding[], quiet: QuietRange[]): Finding[] {
  if (quiet.length === 0) return findings;
  const byFile = new Map<string, QuietRange[]>();
  for (const q of quiet) {
    const list = byFile.get(q.file) ?? [];
    list.push(q);
    byFile.set(q.file, list);
  }
  /** does the finding's range cover (line, column)? */
  const coversSpot = (f: Finding, line: number, column: number): boolean => {
    const endLine = f.endLine ?? f.line;
    const endCol = f.endColumn ?? f.column;
    if (line < f.line || line > endLine) return false;
    if (line === f.line && column < f.column) return false;
    if (line === endLine && column > endCol) return false;
    return true;
  };
  /** does the finding start within the span at inside[i..i+3] (line, column, endLine, endColumn exclusive)? */
  const startsInside = (f: Finding, inside: readonly number[], i: number): boolean => {
    const [line, column, endLine, endColumn] = [inside[i], inside[i + 1], inside[i + 2], inside[i + 3]];
    if (f.line < line || f.line > endLine) return false;
    if (f.line === line && f.column < column) return false;
    if (f.line === endLine && f.column >= endColumn) return false;
    return true;
  };
  const covers = (f: Finding, q: QuietRange): boolean => {
    if (q.spots !== undefined) {
      if (q.toLine < f.line || q.fromLine > (f.endLine ?? f.line)) return false;
      for (let i = 0; i < q.spots.length; i += 2) if (coversSpot(f, q.spots[i], q.spots[i + 1])) return true;
      if (q.inside !== undefined) for (let i = 0; i < q.inside.length; i += 4) if (startsInside(f, q.inside, i)) return true;
      return false;
    }
    if (q.column === undefined) return f.line >= q.fromLine && f.line <= q.toLine && (!q.rules || q.rules.has(f.ruleId));
    return coversSpot(f, q.fromLine, q.column);
  };
  return findings.filter((f) => f.ruleId === 'yaml-syntax' || !(byFile.get(f.file) ?? []).some((q) => covers(f, q)));
}

/** `modelFor` lets a caller hand a rule a watched view of the model (the pre-commit cache's guard). */
const PROBLEM_SEVERITY = new Map(ALL_RULES.map((r) => [r.meta.id, r.meta.severity]));

export function runRules(model: Model, problems: Problem[], config: Config, modelFor?: (ruleId: string, model: Model) => Model): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  const push = (ruleId: string, defaultSev: Finding['severity'], a: ReportArgs) => {
    const configured = config.rules[ruleId];
    if (configured === 'off') return;
    const severity = configured ?? a.severity ?? defaultSev;
    const f: Finding = {
      ruleId,
      severity,
      message: a.message,
      file: a.loc.file,
      line: a.loc.line,
      column: a.loc.column,
      endLine: a.loc.endLine,
      endColumn: a.loc.endColumn,
      docs: docsUrl(ruleId),
    };
    if (a.hint) f.hint = a.hint;
    if (a.related?.length) f.related = a.related.map((r) => ({ file: r.loc.file, line: r.loc.line, column: r.loc.column, message: r.message }));
    // the same node can be reached twice (a sidecar pooled into two views): report it once
    const key = `${ruleId}|${f.file}|${f.line}|${f.column}|${f.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    // One mistake, one finding: the same rule at the very same range about another object (two
    // sidecars merged from one YAML anchor share its lines) is one finding; the other objects'
    // messages are kept as its related notes, at that place
    const at = `${ruleId}|${f.file}|${f.line}|${f.column}|${f.endLine}|${f.endColumn}`;
    const first = byRange.get(at);
    if (first) {
      (first.related ??= []).push({ file: f.file, line: f.line, column: f.column, message: `also: ${f.message}` });
      return;
    }
    byRange.set(at, f);
    out.push(f);
  };
  const byRange = new Map<string, Finding>();
  // (a problem found while loading or extracting has its rule's default severity)
  for (const p of problems) push(p.ruleId, PROBLEM_SEVERITY.get(p.ruleId) ?? 'error', { loc: p.loc, message: p.message, hint: p.hint, related: p.related });
  for (const rule of ALL_RULES) {
    if (config.rules[rule.meta.id] === 'off') continue;
    rule.check({
      model: modelFor ? modelFor(rule.meta.id, model) : model,
      report: (a) => push(rule.meta.id, rule.meta.severity, a),
      where: (loc: Loc) => `${loc.file}:${loc.line}`,
    });
  }
  return out;
}

export { RULE_IDS };

/** A file's size in bytes, or undefined when it cannot be stat'ed (the read then says why). */
function sizeOf(abs: string): number | undefined {
  try {
    return statSync(abs, { throwIfNoEntry: false })?.size;
  } catch {
    return undefined;
  }
}
