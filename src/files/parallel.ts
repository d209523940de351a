// Loading a big repository's files on worker threads (node:worker_threads), the main thread keeping
// the model. What crosses the threads is small (src/files/parallel-worker.ts): workers read each file
// and make the streaming load's decisions (text first, js-yaml values, relevance); most files of a
// big repository come back as "nothing" or as a few lazily read documents (their place in the file
// and their value as JSON text), and the rare file that needs a positioned parse comes back as its
// text, which the main thread loads itself exactly as without workers.
//
// Determinism: the main thread settles the files strictly in the order the walk listed them, whoever
// read them, so units, problems and kustomizations are collected in the same order as with one
// thread. Failures: a worker that cannot start, throws or exits hands its unfinished files back to
// the main thread, which reads them itself (the same messages, the same exit code as without workers).
import type { Worker } from 'node:worker_threads';
import { availableParallelism, loadavg } from 'node:os';
import { setRuntimeFlag, endRuntimeFlag } from '../core/runtime-flags.js';
import { workerThreads } from '../core/builtins.js';
import { SourceText } from '../yaml/source.js';
import { lazyDoc, deferredDoc, textConfigMapDoc, placeholderRange, type StreamLoad } from '../yaml/load.js';
import type { PlainConfigMapFacts } from '../extract/configmap-text.js';
import type { StringPool } from '../yaml/compact.js';
import type { FileKind } from './read.js';
import type { BatchReply, BatchRequest, ClaimsMessage, FileReply, LoadReply, PrefetchDone, PrefetchRequest, WorkerSetup } from './parallel-worker.js';

export interface ReadItem {
  path: string;
  abs: string;
  kind: FileKind;
}

/**
 * A run of this many files or more is loaded on worker threads whatever their size (measured: at
 * 3,000 small files of 2 MB in all, the workers' start and the messages cost more than they save).
 */
export const PARALLEL_MIN_FILES = 5000;
/**
 * V8's heap growing factor (1 + percent / 100) for the main thread's heap while workers load the
 * files; V8's own (0: dynamic, up to several times the live heap after a full collection) is set
 * back when the load ends. With a worker the main thread mostly turns replies into the model, its
 * allocations outlive scavenges, and its old generation grew 60–90 MB past the one-thread run's
 * before its next full collection. Measured on a shared machine (load 5, 80 MB shapes, three
 * alternating runs each, medians): Applications peak RSS 319 → 261 MB, wall 6.27 → 6.32 s, CPU
 * 6.58 → 6.83 s; kustomize 306 → 265 MB, wall 6.52 → 6.50 s, CPU 6.46 → 6.47 s; Helm charts
 * 207–221 → 193–198 MB. 20 (the factor 1.2) took 70 MB off Applications but cost 24 % of its wall
 * time. The flag is global to the process (workers included); it changes when the collector runs,
 * never what the lint computes.
 */
export const LOAD_HEAP_GROWING_PERCENT = 50;

/**
 * The V8 flag to set while workers load the files, if any: none when node was started with its own
 * `--heap-growing-percent`, or with `CMP_LINT_JOBS_GC=0` (measurements).
 */
export function loadHeapFlag(execArgv: readonly string[], env: string | undefined): string | undefined {
  if (env === '0' || execArgv.some((a) => /^--heap[-_]growing[-_]percent(?:=|$)/.test(a))) return undefined;
  return `--heap-growing-percent=${LOAD_HEAP_GROWING_PERCENT}`;
}

/** More workers than this only add start-up and memory. */
export const MAX_AUTO_JOBS = 4;

/**
 * `--jobs` / `CMP_LINT_JOBS`: a positive integer, or undefined when not given. Throws a message
 * for anything else.
 */
export function parseJobs(value: string | undefined, name?: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) throw new Error(`${name ? `${name}: ` : ''}expected a positive whole number of threads, got "${value}"`);
  return Math.min(Number(value), 64);
}

/**
 * How many worker threads to load these files with (0: the main thread alone). `jobs` is the number
 * of threads at work, the main thread included (it assembles what the workers send and reads files
 * too): 1 is the main thread alone, N > 1 is N − 1 workers whatever the size. Otherwise one thread
 * per core (up to MAX_AUTO_JOBS workers) for a run of at least PARALLEL_MIN_FILES files, on a
 * machine with more than one core. A run of fewer files gets none whatever its bytes: on two cores a
 * worker for a few big files (or 2,000 files of big multi-document manifests) bought no time on a
 * quiet machine (0.70–0.73 s against 0.68 s for four 20 MB files, 0.53–0.57 s against 0.51–0.53 s
 * for 2,213 Deployment files) and cost 37–53 MB more peak RSS (220 → 257–259 MB, 86–87 → 137–140
 * MB: two big files and their values in flight at once).
 */
export function workerCount(items: readonly ReadItem[], jobs: number | undefined, cores = availableParallelism()): number {
  if (jobs !== undefined) return Math.min(jobs - 1, items.length);
  if (cores < 2 || items.length < PARALLEL_MIN_FILES) return 0;
  return Math.min(cores - 1, MAX_AUTO_JOBS);
}

/** A file the main thread read and loaded ahead of its turn: kept (in order) by `keep`. */
export interface LoadedHere {
  /** keeps the load as a file read in its turn would be kept; returns the reason it was skipped, if it was */
  keep(): string | undefined;
  /** its size in characters (0 when skipped): what the main thread holds until `keep` */
  size: number;
}

/** What loadInWorkers and loadBigFiles start their workers with. */
export interface LoadSetup {
  cwd: string;
  maxFileSize: number;
  /**
   * the main thread reads files too whenever it would wait for a worker (default on; off: the
   * workers read every file they can, the main thread only keeps what they send; tests and
   * measurements: CMP_LINT_JOBS_SHARE=0)
   */
  share?: boolean;
  /** another worker script (tests) */
  url?: URL;
}

/** The main thread's hands: where each file's outcome goes, in order. */
export interface LoadSink {
  /** the text of a file the main thread loads itself (as without workers) */
  text(text: string, kind: FileKind, path: string): void;
  /** a file a worker loaded */
  load(path: string, load: StreamLoad): void;
  /**
   * read and load a file on the main thread now (a file no worker took, one a failed worker left,
   * or one the main thread takes while a worker has the file whose turn it is); nothing is kept
   * before `keep` is called, which happens in the files' order
   */
  readHere(item: ReadItem): LoadedHere;
}

/**
 * A worker's young generation (MB; V8's default on 64 bits is 3 × 16): a worker's objects are
 * nearly all short-lived (a file's text and values, dropped once its reply is made), so a small
 * young generation costs it little time, and the process's peak RSS went down by 25–40 MB with
 * Applications and kustomize at 80 MB (apps 353–365 → 322–331 MB, three runs each).
 */
const WORKER_YOUNG_MB = 8;

/** A worker on the bundle next to this one (dist/lint-worker.js), or on the TypeScript source when run by tsx (tests). */
function startWorker(data: WorkerSetup, url?: URL): Worker {
  const here = import.meta.url;
  const opts = { workerData: data, stdout: true, stderr: true, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_MB } };
  // (worker_threads is loaded now, not when a run that starts none begins: src/core/builtins.ts)
  const { Worker } = workerThreads();
  if (url || !here.endsWith('.ts')) return new Worker(url ?? new URL('./lint-worker.js', here), opts);
  // (Node 20 gives a worker no --import hooks: tsx is registered in it first)
  const api = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const src = JSON.stringify(new URL('./parallel-worker.ts', here).href);
  return new Worker(`import(${api}).then((m) => { m.register(); return import(${src}); });`, { ...opts, eval: true });
}

/** Who read the files of one run: for tests and the `CMP_LINT_JOBS_TRACE` line. */
export interface LoadStats {
  workers: number;
  /** files a worker read */
  byWorkers: number;
  /** files the main thread read (while the workers started, or left by a failed worker) */
  here: number;
  /** workers that failed (could not start, threw, exited) */
  failed: number;
  /** ms: listing the files (before the load) */
  walkMs?: number;
  /** ms: the files' load on the main thread (from the first file to the last kept), and how long it waited for workers in it */
  loadMs?: number;
  waitMs?: number;
  /** ms each worker was busy (its event loop's active time) */
  busyMs?: number[];
  /** files the workers had read ahead while the walk ran */
  ahead?: number;
}

interface Batch {
  start: number;
  end: number;
  /** the worker reading it; undefined: the main thread's (a failed worker's batch, or one it read ahead) */
  worker: number | undefined;
  /**
   * the worker's replies (FileReply[]) as the JSON text it sent, parsed in the batch's turn (the
   * objects then die young; parsed on arrival, those of the batches waiting their turn could
   * outlive scavenges and end as garbage in the old generation)
   */
  replies?: string;
  extra?: unknown[];
  /** read ahead by the main thread, to keep in its turn */
  here?: LoadedHere[];
}

/** The main thread reads ahead (while a worker has the file whose turn it is) up to this many files… */
const AHEAD_FILES = 1024;
/** …and characters of text held in loads not kept yet. */
const AHEAD_CHARS = 24 << 20;
/**
 * Batches sent to a worker and not answered yet: it has the next while the main thread is busy (it
 * sends more only when it lets the workers' messages in, every YIELD_MS at most).
 */
const MAX_IN_FLIGHT = 8;
/** The main thread lets the workers' messages in (and sends them more files) at least this often. */
const YIELD_MS = 2;

/** Files sent to a worker to read while the walk still runs, per message. */
const PREFETCH_CHUNK = 64;
/**
 * In a run that starts workers by itself (no --jobs), they are started while the walk runs once it
 * has found this many files (a repository that big is likely to reach PARALLEL_MIN_FILES), and used
 * whatever the run's size then.
 */
export const PREFETCH_FROM = 2500;

/**
 * When to start workers during the walk, and how many: with `--jobs N` (N > 1) at the first file,
 * N − 1 of them; by default at the PREFETCH_FROM-th file on a machine with more than one core.
 */
export function earlyWorkers(jobs: number | undefined, cores = availableParallelism()): { at: number; count: number } | undefined {
  if (jobs !== undefined) return jobs > 1 ? { at: 1, count: jobs - 1 } : undefined;
  if (cores < 2) return undefined;
  return { at: PREFETCH_FROM, count: Math.min(cores - 1, MAX_AUTO_JOBS) };
}

type WorkerEvent = { w: number; m: 'ready' | BatchReply } | { w: number; failed: true };

/**
 * Worker threads of one run, started before the files are known when the walk is long: they read
 * the files the walk finds (`prefetch`) while it runs, and keep what they found for the batches
 * that ask for those files later (src/files/parallel-worker.ts). Events that come before
 * loadInWorkers listens are kept for it.
 */
export class LoadWorkers {
  readonly threads: (Worker | undefined)[] = [];
  /** [0]: 1 once the walk has ended (workers then stop reading ahead) */
  readonly control = new Int32Array(new SharedArrayBuffer(4));
  /** files read ahead by the workers so far (as far as their answers have come in) */
  aheadDone = 0;
  private queued: WorkerEvent[] = [];
  private handler?: (e: WorkerEvent) => void;
  private chunk: [string, string, FileKind][] = [];
  private turn = 0;
  private closed = false;

  constructor(
    readonly count: number,
    setup: { cwd: string; maxFileSize: number; url?: URL },
  ) {
    const data: WorkerSetup = { cmpLintLoad: true, cwd: setup.cwd, maxFileSize: setup.maxFileSize, control: this.control };
    for (let w = 0; w < count; w++) {
      let t: Worker;
      try {
        t = startWorker(data, setup.url);
      } catch {
        this.threads.push(undefined);
        continue;
      }
      this.threads.push(t);
      t.on('message', (m: 'ready' | BatchReply | PrefetchDone) => {
        if (typeof m === 'object' && 'ahead' in m) this.aheadDone += m.ahead;
        else this.event({ w, m });
      });
      t.on('error', () => this.event({ w, failed: true }));
      t.on('exit', () => this.event({ w, failed: true }));
    }
  }

  private event(e: WorkerEvent): void {
    if (this.handler) this.handler(e);
    else this.queued.push(e);
  }

  /** from now on events go to `handler` (those that came before first) */
  listen(handler: (e: WorkerEvent) => void): void {
    this.handler = handler;
    const q = this.queued;
    this.queued = [];
    for (const e of q) handler(e);
  }

  /** a file the walk found: a worker may read it now */
  prefetch(abs: string, path: string, kind: FileKind): void {
    if (this.closed) return;
    this.chunk.push([abs, path, kind]);
    if (this.chunk.length < PREFETCH_CHUNK) return;
    for (let k = 0; k < this.count; k++) {
      const t = this.threads[this.turn++ % this.count];
      if (t) {
        t.postMessage({ pre: this.chunk } satisfies PrefetchRequest);
        break;
      }
    }
    this.chunk = [];
  }

  /** the walk has ended: workers stop reading ahead, and answer batches */
  walked(): void {
    Atomics.store(this.control, 0, 1);
    this.chunk = [];
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.walked();
    // (the handler holds the run's state and its list of files: a closed pool is still reachable
    // from the caller's closures for the rest of the run, and must not keep them alive; measured
    // about 20 MB kept after the load of a Helm repository of 40,000 files)
    this.handler = undefined;
    this.queued = [];
    for (const t of this.threads) {
      if (!t) continue;
      t.removeAllListeners('message');
      t.removeAllListeners('exit');
      t.removeAllListeners('error');
      t.on('error', () => {});
      void t.terminate();
    }
  }
}

/**
 * Read and load `items` with `workers` worker threads (or the workers already started during the
 * walk); the outcomes reach `sink` in the order of `items`. Returns per item the reason it was
 * skipped, or undefined when it was read. The workers are closed when it returns.
 */
export async function loadInWorkers(
  items: readonly ReadItem[],
  started: number | LoadWorkers,
  setup: LoadSetup & {
    /** the main thread reads the first files itself while the workers start (off: it waits for them) */
    eager?: boolean;
  },
  sink: LoadSink,
  rebuild: { readFile: (file: string) => string | undefined; pool?: StringPool },
  stats?: LoadStats,
): Promise<(string | undefined)[]> {
  const pool = typeof started === 'number' ? new LoadWorkers(started, setup) : started;
  pool.walked();
  const workers = pool.count;
  const n = items.length;
  const status: (string | undefined)[] = new Array(n);
  const batches = new Map<number, Batch>();
  const inFlight: number[] = new Array(workers).fill(0);
  const ready: boolean[] = new Array(workers).fill(false);
  const alive: boolean[] = new Array(workers).fill(true);
  // who reads each file of a batch sent to a worker: 0 not started, 1 the worker, 2 the main thread
  // (which takes files from the end of the batch it waits for: a batch of a few big files is shared)
  const claims = new Int32Array(new SharedArrayBuffer(4 * Math.max(1, n)));
  /** files the main thread took from a worker's batch, until kept in their turn */
  const taken = new Map<number, LoadedHere>();
  let next = 0; // the next item to settle
  let claimed = 0; // items [0, claimed) are settled or in a batch
  let wake: (() => void) | undefined;
  const poke = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  // batches small enough to share the tail of the run among the workers, big enough that one
  // message carries many small files
  const share = setup.share !== false;
  const batchSize = () => Math.max(1, Math.min(64, Math.ceil((n - claimed) / ((workers + (share ? 1 : 0)) * 6))));
  const threads = pool.threads as Worker[];
  const topUp = () => {
    for (let w = 0; w < workers; w++) {
      while (alive[w] && ready[w] && inFlight[w] < MAX_IN_FLIGHT && claimed < n) {
        const start = claimed;
        const end = Math.min(n, start + batchSize());
        claimed = end;
        batches.set(start, { start, end, worker: w });
        inFlight[w]++;
        const files: BatchRequest['files'] = [];
        for (let i = start; i < end; i++) files.push([items[i].abs, items[i].path, items[i].kind]);
        threads[w].postMessage({ start, files } satisfies BatchRequest);
      }
    }
  };
  const fail = (w: number) => {
    if (!alive[w]) return;
    alive[w] = false;
    if (stats) stats.failed++;
    // its unfinished batches are the main thread's now
    for (const b of batches.values()) if (b.worker === w && !b.replies) b.worker = undefined;
    void threads[w].terminate();
    poke();
  };
  for (let w = 0; w < workers; w++) {
    if (threads[w]) threads[w].postMessage({ claims } satisfies ClaimsMessage);
    else {
      alive[w] = false;
      if (stats) stats.failed++;
    }
  }
  pool.listen((e) => {
    const w = e.w;
    if ('failed' in e) return fail(w);
    const m = e.m;
    if (m === 'ready') {
      ready[w] = true;
      topUp();
    } else {
      const b = batches.get(m.start);
      if (b && b.worker === w) {
        if (stats) {
          (stats.busyMs ??= [])[w] = m.busy;
          stats.ahead = (stats.ahead ?? 0) + m.pre;
        }
        b.replies = m.json;
        b.extra = m.extra;
        inFlight[w]--;
        topUp();
      }
    }
    poke();
  });
  const settleHere = (i: number) => {
    status[i] = sink.readHere(items[i]).keep();
    if (stats) stats.here++;
  };
  // files the main thread read ahead and holds, not kept yet
  let aheadChars = 0;
  const t0 = performance.now();
  let waited = 0;
  const idle = async () => {
    const t = performance.now();
    await new Promise<void>((resolve) => (wake = resolve));
    waited += performance.now() - t;
  };
  let sliceStart = performance.now();
  const letMessagesIn = async () => {
    if (performance.now() - sliceStart > YIELD_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  };
  /** the main thread takes the next files no worker has while it waits for one */
  const readAhead = async () => {
    const start = claimed;
    const end = Math.min(n, start + Math.min(16, batchSize()));
    claimed = end;
    const b: Batch = { start, end, worker: undefined };
    batches.set(start, b);
    const here: LoadedHere[] = [];
    for (let i = start; i < end; i++) {
      const h = sink.readHere(items[i]);
      aheadChars += h.size;
      here.push(h);
      await letMessagesIn();
    }
    b.here = here;
  };
  const keepTaken = (i: number): boolean => {
    const h = taken.get(i);
    if (!h) return false;
    taken.delete(i);
    aheadChars -= h.size;
    status[i] = h.keep();
    if (stats) stats.here++;
    return true;
  };
  const settle = (i: number, r: FileReply, extra: unknown[]) => {
    const it = items[i];
    if (r === 1) {
      if (!keepTaken(i)) throw new Error(`cmp-lint: ${it.path}: left by a worker to the main thread, which did not read it`);
      return;
    }
    if (stats) stats.byWorkers++;
    if (r === 0) {
      sink.load(it.path, emptyLoad());
    } else if ('s' in r) {
      status[i] = r.s;
    } else if ('t' in r) {
      sink.text(r.t, it.kind, it.path);
    } else {
      sink.load(it.path, loadFromReply(it.path, r, extra, rebuild));
    }
  };
  const heapFlag = loadHeapFlag(process.execArgv, process.env.CMP_LINT_JOBS_GC);
  if (heapFlag) setRuntimeFlag(heapFlag, '--heap-growing-percent=0');
  try {
    while (next < n) {
      const b = batches.get(next);
      if (b) {
        if (b.replies) {
          const replies = JSON.parse(b.replies) as FileReply[];
          for (let i = b.start; i < b.end; i++) settle(i, replies[i - b.start], b.extra!);
          batches.delete(b.start);
          next = b.end;
          await letMessagesIn();
          continue;
        }
        if (b.here) {
          for (let i = b.start; i < b.end; i++) {
            const h = b.here[i - b.start];
            aheadChars -= h.size;
            status[i] = h.keep();
            if (stats) stats.here++;
          }
          batches.delete(b.start);
          next = b.end;
          continue;
        }
        if (b.worker === undefined) {
          for (let i = b.start; i < b.end; i++) if (!keepTaken(i)) settleHere(i);
          batches.delete(b.start);
          next = b.end;
          continue;
        }
        if (!alive.some(Boolean)) {
          b.worker = undefined;
          continue;
        }
        if (share && aheadChars < AHEAD_CHARS) {
          // take the last file of this batch the worker has not started
          let took = false;
          for (let i = b.end - 1; i >= b.start; i--) {
            const c = Atomics.compareExchange(claims, i, 0, 2);
            if (c === 1) break; // (the worker goes forwards: the files before are its own)
            if (c === 0) {
              const h = sink.readHere(items[i]);
              aheadChars += h.size;
              taken.set(i, h);
              took = true;
              break;
            }
          }
          if (took) {
            await letMessagesIn();
            continue;
          }
          if (claimed < n && claimed - next < AHEAD_FILES) {
            await readAhead();
            continue;
          }
        }
        await idle();
        sliceStart = performance.now();
        continue;
      }
      if (!setup.eager && alive.some(Boolean)) {
        // the workers are starting
        await idle();
        sliceStart = performance.now();
        continue;
      }
      // nobody has it yet (the workers are starting, or all failed): the main thread reads it
      settleHere(next);
      next++;
      if (claimed < next) claimed = next;
      // let the workers' messages in
      await letMessagesIn();
    }
    if (stats) {
      stats.loadMs = Math.round(performance.now() - t0);
      stats.waitMs = Math.round(waited);
    }
  } finally {
    if (heapFlag) endRuntimeFlag();
    alive.fill(false);
    pool.close();
  }
  return status;
}

function emptyLoad(): StreamLoad {
  return { docs: [], problems: [], quiet: [], templated: false, maybePatch: false, kustomizations: [] };
}

const ruleSets = new Map<string, ReadonlySet<string>>();

/** A worker's load of one file, as loadYamlStream would have made it on the main thread. */
export function loadFromReply(path: string, r: LoadReply, extra: unknown[], rebuild: { readFile: (file: string) => string | undefined; pool?: StringPool }): StreamLoad {
  const out = emptyLoad();
  out.templated = r.tp === 1;
  if (r.m !== undefined) {
    out.maybePatch = true;
    if (r.m & 2) out.patchByName = true;
    if (r.m & 4) out.failedQuietly = true;
  }
  for (const w of r.d) {
    if (w.c !== undefined) {
      const facts: PlainConfigMapFacts = { name: w.c[0] };
      if (w.c[1] !== 0) facts.namespace = w.c[1];
      if (w.c[2] !== 0) facts.apiVersion = w.c[2];
      out.docs.push(textConfigMapDoc(path, facts, w.f, w.t, out.templated, rebuild.readFile));
      continue;
    }
    if (w.s !== undefined) {
      out.docs.push(deferredDoc(new SourceText(path, w.s, w.l === undefined ? undefined : { line0: w.l, indent: 0, slice: true }), extra[w.x!]));
      continue;
    }
    const exact = w.x !== undefined;
    out.docs.push(lazyDoc(path, exact ? extra[w.x!] : w.v, { from: w.f, to: w.t, line0: w.l, rel: w.r, exact }, rebuild, undefined, !exact));
  }
  for (const [fromLine, toLine, rules, column, w, spots, inside] of r.q ?? []) {
    if (spots !== undefined) {
      out.quiet.push(placeholderRange(path, fromLine, toLine, spots, inside || undefined));
      continue;
    }
    // made as loadYamlStream makes them: one literal with its members in the same order (none
    // added later, which gave each range a property array) and `why` one of three constants
    // (JSON.parse makes a string per range): about 70 bytes less per range, kept to the end (a
    // Helm chart repository has one or more per template)
    const why = w === 'template' ? 'template' : w === 'placeholder' ? 'placeholder' : 'broken';
    let set: ReadonlySet<string> | undefined;
    if (rules !== 0) {
      const key = rules.join(',');
      set = ruleSets.get(key);
      if (!set) ruleSets.set(key, (set = new Set(rules)));
    }
    if (set && column >= 0) out.quiet.push({ file: path, fromLine, toLine, rules: set, column, why });
    else if (set) out.quiet.push({ file: path, fromLine, toLine, rules: set, why });
    else if (column >= 0) out.quiet.push({ file: path, fromLine, toLine, column, why });
    else out.quiet.push({ file: path, fromLine, toLine, why });
  }
  if (r.k !== undefined) out.kustomizations = r.k;
  return out;
}

/** A file of at least this many bytes is "big" for bigFiles (a worker reads it in one piece while the main thread reads others). */
export const BIG_FILE = 1 << 20;
/**
 * A run of few files (at most BIG_RUN_MAX_FILES) holding at least this many bytes in two or more big
 * files gets worker threads whatever the number of files (loadBigFiles); below it a worker's start and
 * its cold code cost about what it saves. Measured on the quiet two-core machine (hyperfine, 8–10
 * runs): the huge shape at 80 MB (four bundles of 20 MB) 395 ms wall on one thread, 392 ms with the
 * worker, which cost 100 ms more CPU and 20 MB more peak RSS; at 160 MB (four of 40 MB) 739 → 681 ms.
 */
export const BIG_RUN_BYTES = 96 << 20;
/** Runs of more files than this are never sized file by file (a stat each). */
export const BIG_RUN_MAX_FILES = 512;

/**
 * The files' sizes when `items` are a few big files worth reading on several threads (see
 * BIG_RUN_BYTES), else undefined. `size` is the caller's stat (undefined: not a regular file).
 */
export function bigFiles(items: readonly ReadItem[], size: (abs: string) => number | undefined, minBytes = BIG_RUN_BYTES): number[] | undefined {
  if (items.length > BIG_RUN_MAX_FILES || items.length < 2) return undefined;
  const sizes = items.map((it) => size(it.abs) ?? 0);
  let big = 0;
  let bytes = 0;
  for (const s of sizes) {
    if (s < BIG_FILE) continue;
    big++;
    bytes += s;
  }
  return big >= 2 && bytes >= minBytes ? sizes : undefined;
}

/**
 * How many workers read a run of few big files (bigFiles): `jobs` − 1 when given, else one per core
 * but one (up to MAX_AUTO_JOBS), never more than the big files but one (the main thread reads one),
 * and none while the machine has no core to spare (`load`, the last minute's load average, at least
 * the number of cores). A worker costs about 200 ms of CPU of its own here (its start, and the cold
 * code of its first bundle) for about 50–90 ms less on the main thread: it buys wall time only on a
 * core nobody else uses. Measured on two cores at load 5 (ten alternating runs, huge shape at 80
 * MB): 679 ms wall with the worker against 512 ms without.
 */
export function bigWorkerCount(sizes: readonly number[], jobs: number | undefined, cores = availableParallelism(), load = loadavg()[0]): number {
  const big = sizes.filter((s) => s >= BIG_FILE).length;
  if (jobs !== undefined) return Math.min(jobs - 1, sizes.length);
  if (cores < 2 || load >= cores) return 0;
  return Math.max(0, Math.min(cores - 1, MAX_AUTO_JOBS, big - 1));
}

/**
 * The order in which the threads take the files of a run of big files: the big ones biggest first,
 * then the others in their own order. Workers go forwards through it and the main thread backwards:
 * it reads the small files while the workers start, then the big files the workers have not reached.
 */
export function bigOrder(sizes: readonly number[]): number[] {
  const big: number[] = [];
  const small: number[] = [];
  sizes.forEach((s, i) => (s >= BIG_FILE ? big : small).push(i));
  big.sort((a, b) => sizes[b] - sizes[a] || a - b);
  return [...big, ...small];
}

/**
 * Characters the main thread may hold in a run of big files: in loads it read ahead of their turn,
 * and in workers' replies whose turn has not come (a file that needs a positioned parse comes back
 * as its whole text); past it, workers get no more files until the main thread has kept some.
 */
export const BIG_AHEAD_CHARS = 96 << 20;
/** Files sent to a worker of a run of big files and not answered yet (it has the next one at hand). */
const BIG_IN_FLIGHT = 2;

/**
 * Read and load a run of few big files (bigFiles) with worker threads. Every thread takes files in
 * bigOrder's order, one at a time: the workers forwards from the biggest, the main thread backwards
 * from the last small file (while the workers start), so the big files are shared between all of
 * them as they go; each file is claimed once (a shared compare-and-exchange, as in loadInWorkers).
 * A worker's reply for a big file is compact (its documents' places and facts, parallel-worker.ts),
 * and the main thread keeps every file in the order of `items`, whoever read it. A worker that fails
 * leaves its files to the main thread. Returns per item the reason it was skipped, if it was.
 */
export async function loadBigFiles(
  items: readonly ReadItem[],
  sizes: readonly number[],
  started: number | LoadWorkers,
  setup: LoadSetup & {
    /** BIG_AHEAD_CHARS (tests) */
    aheadChars?: number;
  },
  sink: LoadSink,
  rebuild: { readFile: (file: string) => string | undefined; pool?: StringPool },
  stats?: LoadStats,
): Promise<(string | undefined)[]> {
  const pool = typeof started === 'number' ? new LoadWorkers(started, setup) : started;
  pool.walked();
  const n = items.length;
  const limit = setup.aheadChars ?? BIG_AHEAD_CHARS;
  const order = bigOrder(sizes);
  const status: (string | undefined)[] = new Array(n);
  // 0 nobody has started the file, 1 a worker, 2 the main thread
  const claims = new Int32Array(new SharedArrayBuffer(4 * Math.max(1, n)));
  const here: (LoadedHere | undefined)[] = new Array(n);
  const replies: ({ json: string; extra: unknown[] } | undefined)[] = new Array(n);
  const threads = pool.threads;
  const alive = threads.map((t) => t !== undefined);
  if (stats) stats.failed += alive.filter((a) => !a).length;
  let wake: (() => void) | undefined;
  const poke = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  // (a worker not started yet keeps the messages for when it is)
  for (const t of threads) t?.postMessage({ claims } satisfies ClaimsMessage);
  // files of the order sent to a worker so far, each to one: [0, posted)
  let posted = 0;
  const inFlight: number[] = threads.map(() => 0);
  // characters in the replies not kept yet, and in the main thread's loads read ahead
  let pending = 0;
  let held = 0;
  const topUp = () => {
    for (let w = 0; w < threads.length; w++) {
      while (alive[w] && inFlight[w] < BIG_IN_FLIGHT && posted < order.length) {
        // (past the limit a worker still gets a file when none has any: it may be the one whose turn it is)
        if (pending + held >= limit && inFlight.some((k) => k > 0)) return;
        const i = order[posted++];
        inFlight[w]++;
        threads[w]!.postMessage({ start: i, files: [[items[i].abs, items[i].path, items[i].kind]] } satisfies BatchRequest);
      }
    }
  };
  topUp();
  pool.listen((e) => {
    const w = e.w;
    if ('failed' in e) {
      // (which worker took a file is not known: after a failure the main thread reads every file
      // not answered yet, and the other workers stop)
      if (alive[w] && stats) stats.failed++;
      if (alive.some(Boolean)) {
        alive.fill(false);
        for (const t of threads) void t?.terminate();
      }
    } else if (e.m !== 'ready' && alive[w]) {
      inFlight[w]--;
      // (`[1]`: the file was another thread's)
      if (e.m.json !== '[1]') {
        replies[e.m.start] = { json: e.m.json, extra: e.m.extra };
        pending += e.m.json.length;
      }
      if (stats) (stats.busyMs ??= [])[w] = e.m.busy;
      topUp();
    }
    poke();
  });
  const t0 = performance.now();
  let waited = 0;
  let back = setup.share === false ? -1 : order.length - 1;
  const settle = (i: number, r: Exclude<FileReply, 1>, extra: unknown[]) => {
    const it = items[i];
    if (stats) stats.byWorkers++;
    if (r === 0) sink.load(it.path, emptyLoad());
    else if ('s' in r) status[i] = r.s;
    else if ('t' in r) sink.text(r.t, it.kind, it.path);
    else sink.load(it.path, loadFromReply(it.path, r, extra, rebuild));
  };
  try {
    for (let next = 0; next < n; ) {
      const h = here[next];
      if (h) {
        here[next] = undefined;
        held -= h.size;
        status[next] = h.keep();
        if (stats) stats.here++;
        next++;
        topUp();
        continue;
      }
      const r = replies[next];
      if (r) {
        replies[next] = undefined;
        pending -= r.json.length;
        settle(next, (JSON.parse(r.json) as Exclude<FileReply, 1>[])[0], r.extra);
        next++;
        topUp();
        continue;
      }
      if (!alive.some(Boolean)) {
        // no worker left (none started, or one failed: its files are read here, claimed or not)
        status[next] = sink.readHere(items[next]).keep();
        if (stats) stats.here++;
        next++;
        continue;
      }
      if (back >= 0 && pending + held < limit) {
        // the main thread takes the last file of the order nobody has started
        const i = order[back];
        const c = Atomics.compareExchange(claims, i, 0, 2);
        if (c === 1) {
          // (the workers go forwards: every file before it in the order is theirs)
          back = -1;
          continue;
        }
        back--;
        if (c === 0) {
          const took = sink.readHere(items[i]);
          here[i] = took;
          held += took.size;
          // (let the workers' replies in)
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
        continue;
      }
      if (setup.share !== false && Atomics.compareExchange(claims, next, 0, 2) === 0) {
        // (holding too much read ahead: the file whose turn it is, if no worker has started it)
        status[next] = sink.readHere(items[next]).keep();
        if (stats) stats.here++;
        next++;
        continue;
      }
      const t = performance.now();
      await new Promise<void>((resolve) => (wake = resolve));
      waited += performance.now() - t;
    }
    if (stats) {
      stats.loadMs = Math.round(performance.now() - t0);
      stats.waitMs = Math.round(waited);
    }
  } finally {
    alive.fill(false);
    pool.close();
  }
  return status;
}
