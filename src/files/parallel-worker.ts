// A worker thread of the lint's file loading (src/files/parallel.ts is the main thread's side).
// Bundled on its own as dist/lint-worker.js: it holds only reading and loading (src/files/read.ts,
// src/yaml/load.ts), so a worker starts in a few tens of milliseconds.
//
// Per file it reads the bytes and runs the same streaming load as the main thread would
// (loadYamlStream), then answers with as little as the main thread needs to go on:
//   - why the file was skipped (the same reason readTextFile gives the main thread);
//   - 0: nothing in it can matter (no document kept, nothing to quiet, not a patch);
//   - the lazily read documents (Argo CD resources, plain ConfigMaps and kustomizations) as their
//     place in the file and their value as JSON text (one string crosses the threads cheaply, and
//     JSON.parse is the copy the main thread would make anyway), the deferred JSON 6902 op lists
//     with their own text, quiet ranges, and the file's kustomization values;
//   - its text, for the main thread to load itself, whenever the load holds anything else: a
//     document parsed with positions (a parsed tree cannot cross threads), a problem, a suppression
//     directive, a Dockerfile, or an exception (the main thread then meets the same one).
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { readTextFile, type FileKind } from './read.js';
import { loadYamlStream, type DocSpan } from '../yaml/load.js';
import { heldSlice } from './word-scan.js';
import { templatedByName, chartDirProbe } from '../yaml/template.js';

/**
 * One document of a reply: a lazily read one (`v` or `x`), or a deferred one (`s`, its text, and `x`).
 * A batch of replies crosses as one JSON text (cheaper than a structured clone of many small
 * objects, and JSON.parse makes the fresh copy the main thread keeps anyway); values JSON cannot
 * carry cross beside it, by structured clone.
 */
export interface WireDoc {
  /** span (DocSpan): from, to, line0, relevance */
  f: number;
  t?: number;
  l?: number;
  r: DocSpan['rel'];
  /** the value (not `exact`): inside the batch's JSON */
  v?: unknown;
  /** index of the value in the batch's `extra` (`exact` lazy documents, deferred op lists) */
  x?: number;
  /** a deferred document's own text */
  s?: string;
  /** a ConfigMap read from its text (DocSpan.cm): name, namespace or 0, apiVersion or 0 */
  c?: [string, string | 0, string | 0];
}

/** A quiet range without its file: fromLine, toLine, rules (sorted ids) or 0, column or -1, why, and a template's placeholders (QuietRange.spots, and .inside or 0). */
export type WireQuiet = [number, number, string[] | 0, number, 'template' | 'placeholder' | 'broken'] | [number, number, 0, -1, 'placeholder', readonly number[], readonly number[] | 0];

export interface LoadReply {
  d: WireDoc[];
  q?: WireQuiet[];
  /** maybePatch, with bits: 2 patchByName, 4 failedQuietly */
  m?: number;
  /** templated */
  tp?: 1;
  /** the kustomization values */
  k?: unknown[];
}

/**
 * Per file: skipped (`s`: reason), nothing to keep (0), a load, the text for the main thread, or 1:
 * the main thread took the file (WorkerSetup.claims) and read it itself.
 */
export type FileReply = 0 | 1 | { s: string } | { t: string } | LoadReply;

export interface WorkerSetup {
  cmpLintLoad: true;
  cwd: string;
  maxFileSize: number;
  /** [0]: 1 once the walk has ended (LoadWorkers.control): stop reading ahead */
  control?: Int32Array;
}

/**
 * Sent once before the first batch: per file of the run (BatchRequest.start + index), 0 nobody has
 * started it, 1 a worker, 2 the main thread. A worker takes each file of its batch with a
 * compare-and-exchange 0 → 1 before reading it (or using what it read ahead).
 */
export interface ClaimsMessage {
  claims: Int32Array;
}

/** Files the walk found, to read ahead while it runs: [abs, path, kind]. */
export interface PrefetchRequest {
  pre: [string, string, FileKind][];
}

/** At most this many files' replies are kept by a worker that reads ahead… */
const PREFETCH_MAX = 50_000;
/**
 * …and this many characters of them (their JSON, or the text sent back): a reply made ahead is
 * kept as its JSON text, a few times smaller than its objects (under load, a worker that read
 * ahead during a long walk held up to 120 MB of replies as objects on kustomize at 80 MB)
 */
const PREFETCH_CHARS = 12 << 20;

/** A batch of files, in the main thread's order: [abs, path, kind]. */
export interface BatchRequest {
  start: number;
  files: [string, string, FileKind][];
}

export interface BatchReply {
  start: number;
  /** FileReply[] as JSON */
  json: string;
  extra: unknown[];
  /** ms this worker has been busy so far (CMP_LINT_JOBS_TRACE) */
  busy: number;
  /** how many of these replies were made ahead, while the walk ran */
  pre: number;
}

/** The answer to a PrefetchRequest: how many of its files were read (the rest were left for later). */
export interface PrefetchDone {
  ahead: number;
}

/** The reply for one file (exported for tests: it is what a worker computes). */
export function replyFor(abs: string, path: string, kind: FileKind, maxFileSize: number, hasChart: (dir: string) => boolean, extra: unknown[]): Exclude<FileReply, 1> {
  // (a big ASCII file is held undecoded, its documents decoded as the load reads them; the text is
  // decoded whole only when it is sent: nothing reads another file before that)
  const r = readTextFile(abs, maxFileSize, kind === 'yaml');
  if ('skip' in r) return { s: r.skip };
  const text = 'held' in r ? r.held : r.text;
  const whole = (): string => (typeof text === 'string' ? text : heldSlice(text, 0, text.length));
  if (kind === 'dockerfile') return { t: whole() };
  const spans: DocSpan[] = [];
  let load;
  try {
    // (the load says whether the text holds a suppression directive: in a big text, from its word
    // scan's marks, without another pass over the text)
    load = loadYamlStream(path, text, { templated: templatedByName(path, hasChart), spans });
  } catch {
    return { t: whole() };
  }
  if (load.directive !== false || load.parseHere || load.problems.length > 0 || load.blockLines || load.docs.length !== spans.length) return { t: whole() };
  if (load.docs.length === 0 && load.quiet.length === 0 && !load.maybePatch && load.kustomizations.length === 0) return 0;
  const out: LoadReply = { d: [] };
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i];
    const doc = load.docs[i];
    const w: WireDoc = { f: span.from, r: span.rel };
    if (span.to !== undefined) w.t = span.to;
    if (span.line0 !== undefined) w.l = span.line0;
    if (span.cm) {
      w.c = [span.cm.name, span.cm.namespace ?? 0, span.cm.apiVersion ?? 0];
      out.d.push(w);
      continue;
    }
    if (span.deferred) w.s = doc.src.text;
    if (span.deferred || span.exact) w.x = extra.push(doc.raw) - 1;
    else w.v = doc.raw;
    out.d.push(w);
  }
  if (load.quiet.length > 0) {
    out.q = load.quiet.map((q): WireQuiet => (q.spots ? [q.fromLine, q.toLine, 0, -1, 'placeholder', q.spots, q.inside ?? 0] : [q.fromLine, q.toLine, q.rules ? [...q.rules].sort() : 0, q.column ?? -1, q.why]));
  }
  if (load.maybePatch) out.m = 1 | (load.patchByName ? 2 : 0) | (load.failedQuietly ? 4 : 0);
  if (load.templated) out.tp = 1;
  if (load.kustomizations.length > 0) out.k = load.kustomizations;
  return out;
}

/**
 * The JSON of a reply made ahead with its own extras, its indexes moved to the end of a batch's
 * `extra` (rare: values JSON cannot carry, deferred op lists).
 */
function withExtras(json: string, own: unknown[], extra: unknown[]): string {
  if (own.length === 0) return json;
  const r = JSON.parse(json) as LoadReply;
  const base = extra.length;
  for (const x of own) extra.push(x);
  for (const d of r.d) if (d.x !== undefined) d.x += base;
  return JSON.stringify(r);
}

/** ms this worker has been busy (its event loop's active time: its CPU time on an idle machine) */
function busyMs(): number {
  return Math.round(performance.eventLoopUtilization().active);
}

if (!isMainThread && parentPort && (workerData as WorkerSetup | undefined)?.cmpLintLoad) {
  const setup = workerData as WorkerSetup;
  const hasChart = chartDirProbe(setup.cwd);
  const port = parentPort;
  let claims: Int32Array | undefined;
  // replies made ahead, while the walk ran, by absolute path: their JSON, with their own extras
  const ahead = new Map<string, { json: string; extra: unknown[] }>();
  let aheadChars = 0;
  const walking = () => setup.control === undefined || Atomics.load(setup.control, 0) === 0;
  port.on('message', (req: BatchRequest | PrefetchRequest | ClaimsMessage) => {
    if ('claims' in req) {
      claims = req.claims;
      return;
    }
    if ('pre' in req) {
      let done = 0;
      for (const [abs, path, kind] of req.pre) {
        if (!walking() || ahead.size >= PREFETCH_MAX || aheadChars >= PREFETCH_CHARS) break;
        const extra: unknown[] = [];
        const json = JSON.stringify(replyFor(abs, path, kind, setup.maxFileSize, hasChart, extra));
        ahead.set(abs, { json, extra });
        aheadChars += json.length;
        done++;
      }
      port.postMessage({ ahead: done } satisfies PrefetchDone);
      return;
    }
    // (the batch's JSON is its replies' JSON texts joined: those made ahead are kept as text)
    const replies: string[] = [];
    const extra: unknown[] = [];
    let pre = 0;
    for (let j = 0; j < req.files.length; j++) {
      const [abs, path, kind] = req.files[j];
      const made = ahead.get(abs);
      if (made) {
        ahead.delete(abs);
        aheadChars -= made.json.length;
      }
      if (claims && Atomics.compareExchange(claims, req.start + j, 0, 1) !== 0) replies.push('1');
      else if (made) {
        replies.push(withExtras(made.json, made.extra, extra));
        pre++;
      } else replies.push(JSON.stringify(replyFor(abs, path, kind, setup.maxFileSize, hasChart, extra)));
    }
    port.postMessage({ start: req.start, json: `[${replies.join(',')}]`, extra, busy: busyMs(), pre } satisfies BatchReply);
  });
  port.postMessage('ready');
}
