// What of a failed render may appear where. A plugin's stderr and a parse-error excerpt can hold
// anything the plugin saw (a `set -x` trace of `vault login`, a token echoed by a script), so:
//   - PR comments, job summaries and annotations get only the reason ("generate exited with
//     status 1"), the app and the plugin;
//   - the step log (where the runner masks registered secrets) and local text/JSON reports get
//     the detail, cut to its first line and its tail.
import type { RenderError, RenderResult } from '../render/index.js';

/** Lines and bytes of a failure's detail kept for local reports and the step log. */
export const DETAIL_TAIL_LINES = 40;
export const DETAIL_TAIL_BYTES = 4096;

const STAGE_REASON: Record<RenderError['stage'], string> = {
  workspace: 'the workspace could not be prepared',
  path: 'the app path is not usable',
  sandbox: 'the sandbox could not run the plugin',
  discover: 'no plugin could be chosen',
  init: 'init failed',
  generate: 'generate failed',
  parse: 'generate printed output Argo CD cannot parse',
  appset: 'the ApplicationSet generates no Applications',
};

/** The failure in words that quote nothing the plugin printed. */
export function publicReason(err: Pick<RenderError, 'stage' | 'reason' | 'message'>): string {
  // an app path error is Argo CD's sentence about the repository, not plugin output
  // so is an ApplicationSet's generator or template error (src/appset)
  if (err.stage === 'path' || err.stage === 'appset') return err.message;
  return err.reason ?? STAGE_REASON[err.stage] ?? 'the render failed';
}

/**
 * `text` whole when short; else its first line (at most 300 characters) and its last
 * DETAIL_TAIL_LINES lines within DETAIL_TAIL_BYTES, with a note of what was cut.
 */
export function clipDetail(text: string, maxLines = DETAIL_TAIL_LINES, maxBytes = DETAIL_TAIL_BYTES): string {
  const lines = text.split('\n');
  if (lines.length <= maxLines + 1 && Buffer.byteLength(text) <= maxBytes + 300) return text;
  const first = lines[0].length > 300 ? lines[0].slice(0, 300) + '…' : lines[0];
  const tail: string[] = [];
  let bytes = 0;
  for (let i = lines.length - 1; i >= 1 && tail.length < maxLines; i--) {
    const b = Buffer.byteLength(lines[i]) + 1;
    if (bytes + b > maxBytes) {
      if (tail.length === 0) tail.unshift('…' + Buffer.from(lines[i]).subarray(-maxBytes).toString('utf8').replace(/^\uFFFD+/, ''));
      break;
    }
    tail.unshift(lines[i]);
    bytes += b;
  }
  const cut = lines.length - 1 - tail.length;
  return cut > 0 ? [first, `[… ${cut} line${cut === 1 ? '' : 's'} cut; the last ${tail.length} follow …]`, ...tail].join('\n') : [first, ...tail].join('\n');
}

/** The result with its error detail clipped (local reports). */
export function clippedResult(r: RenderResult): RenderResult {
  return r.error ? { ...r, error: { ...r.error, message: clipDetail(r.error.message), ...(r.error.run ? { run: { argv: r.error.run.argv, stderr: clipDetail(r.error.run.stderr) } } : {}) } } : r;
}

/** The result with its error reduced to the reason (PR comments, summaries, annotations). */
export function publicResult(r: RenderResult): RenderResult {
  if (!r.error) return r;
  const plugin = r.plugin ? `plugin ${JSON.stringify(r.plugin)}: ` : '';
  const message = `${plugin}render failed: ${publicReason(r.error)}; see the step log (or run \`cmp-lint diff\` locally) for its output, which is not shown here because it may hold secrets`;
  // no command or stderr (RenderError.run): the readable report would show them
  const { run: _run, ...error } = r.error;
  return { ...r, error: { ...error, message } };
}
