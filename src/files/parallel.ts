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
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { SourceText } from '../yaml/source.js';
import { lazyDoc, deferredDoc, textConfigMapDoc, type StreamLoad, type QuietRange } from '../yaml/load.js';
import type { PlainConfigMapFacts } from '../extract/configmap-text.js';
import type { StringPool } from '../yaml/compact.js';
import type { FileKind } from './read.js';
import type { BatchReply, BatchRequest, FileReply, LoadReply, WorkerSetup } from './parallel-worker.js';

export interface ReadItem {
  path: string;
  abs: string;
  kind: FileKind;
}

/**
 * Below this a run stays on the main thread: starting the workers and sending results across costs
 * more than they save (measured: at 3,000 small files, 0.1 s less main-thread CPU for 0.2 s more in
 * all). A few big files do not start workers either: each worker then holds whole big files and
 * their values at once (a repository of 48 files of 1.7 MB: 312 → 440 MB peak RSS with 2 workers).
 */
export const PARALLEL_MIN_FILES = 5000;
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
 * of threads at work, the main thread included (it assembles what the workers send): 1 is the main
 * thread alone, N > 1 is N − 1 workers whatever the size. Otherwise one thread per core (up to
 * MAX_AUTO_JOBS workers) for a run of at least PARALLEL_MIN_FILES files, on a machine with more
 * than one core.
 */
export function workerCount(items: readonly ReadItem[], jobs: number | undefined): number {
  if (jobs !== undefined) return Math.min(jobs - 1, items.length);
  const cores = availableParallelism();
  if (cores < 2 || items.length < PARALLEL_MIN_FILES) return 0;
  return Math.min(cores - 1, MAX_AUTO_JOBS);
}

/** The main thread's hands: where each file's outcome goes, in order. */
export interface LoadSink {
  /** the text of a file the main thread loads itself (as without workers) */
  text(text: string, kind: FileKind, path: string): void;
  /** a file a worker loaded */
  load(path: string, load: StreamLoad): void;
  /** read a file on the main thread (a file no worker took, or one a failed worker left) */
  readHere(item: ReadItem): string | undefined;
}

/** A worker on the bundle next to this one (dist/lint-worker.js), or on the TypeScript source when run by tsx (tests). */
function startWorker(data: WorkerSetup, url?: URL): Worker {
  const here = import.meta.url;
  const opts = { workerData: data, stdout: true, stderr: true };
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
}

interface Batch {
  start: number;
  end: number;
  worker: number | undefined;
  replies?: FileReply[];
  extra?: unknown[];
}

/**
 * Read and load `items` with `workers` worker threads; the outcomes reach `sink` in the order of
 * `items`. Returns per item the reason it was skipped, or undefined when it was read.
 */
export async function loadInWorkers(
  items: readonly ReadItem[],
  workers: number,
  setup: {
    cwd: string;
    maxFileSize: number;
    /** the main thread reads the first files itself while the workers start (off: workers read every file they can) */
    eager?: boolean;
    /** another worker script (tests) */
    url?: URL;
  },
  sink: LoadSink,
  rebuild: { readFile: (file: string) => string | undefined; pool?: StringPool },
  stats?: LoadStats,
): Promise<(string | undefined)[]> {
  const n = items.length;
  const status: (string | undefined)[] = new Array(n);
  const batches = new Map<number, Batch>();
  const inFlight: number[] = new Array(workers).fill(0);
  const ready: boolean[] = new Array(workers).fill(false);
  const alive: boolean[] = new Array(workers).fill(true);
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
  const batchSize = () => Math.max(1, Math.min(64, Math.ceil((n - claimed) / (workers * 6))));
  const threads: Worker[] = [];
  const topUp = () => {
    for (let w = 0; w < workers; w++) {
      while (alive[w] && ready[w] && inFlight[w] < 2 && claimed < n) {
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
  const data: WorkerSetup = { cmpLintLoad: true, cwd: setup.cwd, maxFileSize: setup.maxFileSize };
  for (let w = 0; w < workers; w++) {
    let t: Worker;
    try {
      t = startWorker(data, setup.url);
    } catch {
      alive[w] = false;
      if (stats) stats.failed++;
      threads.push(undefined as unknown as Worker);
      continue;
    }
    threads.push(t);
    t.on('message', (m: 'ready' | BatchReply) => {
      if (m === 'ready') {
        ready[w] = true;
        topUp();
      } else {
        const b = batches.get(m.start);
        if (b && b.worker === w) {
          b.replies = JSON.parse(m.json) as FileReply[];
          b.extra = m.extra;
          inFlight[w]--;
          topUp();
        }
      }
      poke();
    });
    t.on('error', () => fail(w));
    t.on('exit', () => fail(w));
  }
  const settleHere = (i: number) => {
    const it = items[i];
    status[i] = sink.readHere(it);
    if (stats) stats.here++;
  };
  const settle = (i: number, r: FileReply, extra: unknown[]) => {
    const it = items[i];
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
  try {
    let sliceStart = performance.now();
    while (next < n) {
      const b = batches.get(next);
      if (b) {
        if (b.replies) {
          for (let i = b.start; i < b.end; i++) settle(i, b.replies[i - b.start], b.extra!);
          batches.delete(b.start);
          next = b.end;
          continue;
        }
        if (b.worker === undefined) {
          for (let i = b.start; i < b.end; i++) settleHere(i);
          batches.delete(b.start);
          next = b.end;
          continue;
        }
        if (!alive.some(Boolean)) {
          b.worker = undefined;
          continue;
        }
        await new Promise<void>((resolve) => (wake = resolve));
        sliceStart = performance.now();
        continue;
      }
      if (!setup.eager && alive.some(Boolean)) {
        // the workers are starting
        await new Promise<void>((resolve) => (wake = resolve));
        sliceStart = performance.now();
        continue;
      }
      // nobody has it yet (the workers are starting, or all failed): the main thread reads it
      settleHere(next);
      next++;
      if (claimed < next) claimed = next;
      if (performance.now() - sliceStart > 5) {
        // let the workers' messages in
        await new Promise<void>((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
    }
  } finally {
    for (let w = 0; w < workers; w++) {
      if (!threads[w]) continue;
      alive[w] = false;
      threads[w].removeAllListeners('exit');
      void threads[w].terminate();
    }
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
  out.maybePatch = r.m === 1;
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
  for (const [fromLine, toLine, rules, column, why] of r.q ?? []) {
    // (members in loadYamlStream's order)
    const q = { file: path, fromLine, toLine } as QuietRange;
    if (rules !== 0) {
      const key = rules.join(',');
      let set = ruleSets.get(key);
      if (!set) ruleSets.set(key, (set = new Set(rules)));
      q.rules = set;
    }
    if (column >= 0) q.column = column;
    q.why = why;
    out.quiet.push(q);
  }
  if (r.k !== undefined) out.kustomizations = r.k;
  return out;
}
