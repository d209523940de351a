// Markdown (PR comments, job summaries) and plain text (terminals) for a DiffReport.
//
// toMarkdown splits the report into parts of at most `maxChars` UTF-8 bytes (never fewer bytes
// than characters, so a part fits GitHub's 65,536-character comment limit and the 1 MiB job
// summary limit alike). The summary table is in the first part; each app is a <details> section
// that continues ("continued") in the next part when needed; a resource's diff is never cut across
// parts, and a single diff too large for a part is truncated with a note.
import type { AppDiff, DiffReport, ResourceChange } from './types.js';
import { keyLabel } from './resources.js';
import { syncMarks } from './argo-sync.js';
import { codeSpan, escapeCell } from '../report/markdown.js';
import { neutralize } from '../report/summary.js';

export interface MarkdownOptions {
  /** largest part in UTF-8 bytes (default 65536, a PR comment) */
  maxChars?: number;
  /** at most this many parts; the rest is dropped with a note (default: no limit) */
  maxParts?: number;
}

const size = (s: string) => Buffer.byteLength(s, 'utf8');
const short = (sha: string) => sha.slice(0, 7);
const SIGN: Record<ResourceChange['status'], string> = { added: '+', removed: '−', changed: '~', unchanged: '=' };

export function countsText(a: AppDiff): string {
  const { added, changed, removed } = a.counts;
  if (a.status === 'failed' || a.status === 'skipped' || (a.status === 'unchanged' && a.note)) return '—';
  if (added + changed + removed === 0) return 'no changes';
  return `+${added} ~${changed} −${removed}`;
}

export function renderText(a: AppDiff, md: boolean): string {
  switch (a.status) {
    case 'failed':
      return md ? '❌ failed' : 'FAILED';
    case 'fixed':
      return md ? '✅ fixed (failed on base)' : 'fixed (failed on base)';
    case 'skipped':
      return 'not rendered';
    case 'added':
      return 'ok (new app)';
    case 'removed':
      return a.error ? 'removed (failed on base)' : 'ok (app removed)';
    default:
      return a.note === 'inputs unchanged' ? 'skipped: inputs unchanged' : 'ok';
  }
}

const appName = (a: AppDiff) => `${a.app}${a.sourceIndex !== undefined ? ` #${a.sourceIndex}` : ''}`;
/** `ApplicationSet "name"` for a generated app (its file and line are in the app's own section) */
const origin = (a: AppDiff) => (a.generatedBy ? a.generatedBy.replace(/ at .*$/, '') : '');
const revText = (ref: string | undefined, sha: string) => (ref && ref !== sha ? `${ref} (${short(sha)})` : short(sha));

export function headline(r: DiffReport): string {
  const by = (s: AppDiff['status']) => r.apps.filter((a) => a.status === s).length;
  const parts: string[] = [];
  for (const [s, w] of [
    ['changed', 'changed'],
    ['added', 'added'],
    ['removed', 'removed'],
    ['failed', 'failed'],
    ['fixed', 'fixed'],
    ['unchanged', 'unchanged'],
    ['skipped', 'not rendered'],
  ] as const) {
    const n = by(s);
    if (n) parts.push(`${n} ${w}`);
  }
  const apps = `${r.apps.length} application${r.apps.length === 1 ? '' : 's'} affected${parts.length ? ': ' + parts.join(', ') : ''}`;
  const st = r.stats;
  const figures = st ? ` (${st.renders} render${st.renders === 1 ? '' : 's'}, ${(st.durationMs / 1000).toFixed(1)} s)` : '';
  const shard = r.shard ? ` Shard ${r.shard.index} of ${r.shard.count} (merge the shards' JSON reports with \`cmp-lint diff --merge\`).` : r.mergedShards ? ` Merged from ${r.mergedShards} shard reports.` : '';
  return (r.apps.length === 0 ? `No application is affected by this change${figures}.` : apps + figures + '.') + shard;
}

const esc = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!).replace(/\|/g, '\\|');

/** A fence longer than any run of backticks inside `body`. */
function fence(body: string): string {
  let n = 3;
  for (const m of body.matchAll(/`{3,}/g)) n = Math.max(n, m[0].length + 1);
  return '`'.repeat(n);
}

// Apps grouped by how they render: plugin, then Argo CD's built-in Kustomize, Helm, directory.
const KIND_ORDER = ['plugin', 'kustomize', 'helm', 'directory', 'other'] as const;
type KindGroup = (typeof KIND_ORDER)[number];
const KIND_TITLE: Record<KindGroup, string> = { plugin: 'Plugin', kustomize: 'Kustomize', helm: 'Helm', directory: 'Directory', other: 'Other' };
export const kindOf = (a: AppDiff): KindGroup => a.sourceType ?? (a.plugin ? 'plugin' : 'other');

/** The apps in kind order (stable inside a kind), with their group. */
export function byKind(apps: AppDiff[]): { kind: KindGroup; title: string; apps: AppDiff[] }[] {
  return KIND_ORDER.map((k) => ({ kind: k, title: KIND_TITLE[k], apps: apps.filter((a) => kindOf(a) === k) })).filter((g) => g.apps.length > 0);
}

function table(r: DiffReport): string[] {
  const rows: string[] = [];
  const groups = byKind(r.apps);
  // only plugin apps (cmp-lint's first job): one table, no heading
  const titled = groups.length > 1 || groups.some((g) => g.kind !== 'plugin');
  for (const g of groups) {
    rows.push(`${titled ? `**${g.title} apps** (${g.apps.length})\n\n` : ''}| Application | ${g.kind === 'plugin' ? 'Plugin' : 'Source'} | Changes | Render |\n|---|---|---|---|\n`);
    for (const a of g.apps) rows.push(`| ${codeSpan(appName(a))}${a.generatedBy ? ` (from ${esc(origin(a))})` : ''} | ${a.plugin ? codeSpan(a.plugin) : g.kind === 'plugin' || g.kind === 'other' ? '—' : g.kind} | ${countsText(a)} | ${renderText(a, true)} |\n`);
    rows.push('\n');
  }
  return rows;
}

function resourceBlock(c: ResourceChange, budget: number): string {
  // a code span: resource names come from the plugin, and must not mention people or load images
  const marks = syncMarks(c.sync, c.status);
  const title = `**${SIGN[c.status]} ${codeSpan(keyLabel(c.key))}** (${c.status})${marks.map((m) => ` · ${esc(m)}`).join('')}\n`;
  // the manifests' text, line by line: control characters and bidi overrides as placeholders
  const body = (c.diff ?? '').split('\n').map(neutralize).join('\n');
  const f = fence(body);
  const full = `${title}${f}diff\n${body}${f}\n\n`;
  if (size(full) <= budget) return full;
  const lines = body.split('\n');
  const kept: string[] = [];
  let used = size(title) + 2 * f.length + 200;
  for (const l of lines) {
    if (used + size(l) + 1 > budget) break;
    kept.push(l);
    used += size(l) + 1;
  }
  return `${title}${f}diff\n${kept.join('\n')}\n${f}\n_Diff truncated to fit: ${kept.length} of ${lines.length - 1} lines shown._\n\n`;
}

function appItems(a: AppDiff, budget: number): string[] {
  const items: string[] = [];
  if (a.error) {
    // markdown goes to PR comments and job summaries: the reason only, never what the plugin
    // printed (its stderr or output may hold secrets); the detail is in the step log / local report
    const what = a.error.side === 'head' ? 'The render fails on head' + (a.note ? ` (${a.note})` : '') : 'The render failed on base (fixed on head)';
    const reason = a.error.reason ? esc(a.error.reason) : 'see the log';
    items.push(`${what}: ${reason}${a.plugin ? ` (plugin \`${esc(a.plugin)}\`)` : ''}. The plugin's error output is in the step log (or run \`cmp-lint diff --format text\` locally); it is not shown here because it may hold secrets.\n\n`);
  }
  if (a.note && a.status !== 'failed') items.push(`_${esc(a.note)}_\n\n`);
  for (const n of a.argoNotes ?? []) items.push(`> ${esc(n)}\n\n`);
  for (const c of a.resources) if (c.status !== 'unchanged') items.push(resourceBlock(c, budget));
  const same = a.resources.filter((c) => c.status === 'unchanged').length;
  if (same) items.push(`_${unchangedText(same, a.ignoredDifferences)}._\n\n`);
  return items;
}

/** `3 resources unchanged` (`, 1 of them only in fields ignoreDifferences hides`). */
export function unchangedText(same: number, ignored = 0): string {
  return `${same} resource${same === 1 ? '' : 's'} unchanged${ignored ? ` (${ignored} ${ignored === 1 ? 'differs' : 'differ'} only in ignored fields)` : ''}`;
}

/** One line on the Argo CD settings the diff applied. */
export function argoText(a: NonNullable<DiffReport['argo']>): string {
  const how = a.trackingMethod === 'label' ? `label ${a.instanceLabelKey}` : a.trackingMethod === 'annotation+label' ? `annotation and label ${a.instanceLabelKey}` : 'annotation';
  return `Compared as Argo CD does: tracking by ${how} (${a.source}), ignoreDifferences applied, changes in sync order`;
}

const RESERVE = 400; // room for part headers, the continuation line and a truncation note

export function toMarkdown(report: DiffReport, opts: MarkdownOptions = {}): string[] {
  const limit = opts.maxChars ?? 65536;
  const budget = Math.max(limit - RESERVE, 1000);
  const title = `### cmp-lint diff: ${esc(revText(report.baseRef, report.base))} → ${esc(revText(report.headRef, report.head))}\n\n${esc(headline(report))}\n\n${report.sandbox ? `<sub>${esc(sandboxText(report.sandbox))}</sub>\n\n` : ''}${toolsText(report) ? `<sub>${esc(toolsText(report) as string)}</sub>\n\n` : ''}${report.argo && report.apps.length ? `<sub>${esc(argoText(report.argo))}</sub>\n\n` : ''}${(report.notes ?? []).map((n) => `<sub>Note: ${escapeCell(n)}</sub>\n\n`).join('')}`;
  const parts: string[] = [];
  let cur = title;
  const rows = table(report);
  for (let i = 0; i < rows.length; i++) {
    if (size(cur) + size(rows[i]) > budget) {
      cur += `\n_${rows.length - i} more rows not shown._\n`;
      break;
    }
    cur += rows[i];
  }
  const flush = () => {
    parts.push(cur);
    cur = '';
  };
  for (const a of byKind(report.apps).flatMap((g) => g.apps)) {
    if (a.status === 'unchanged' || (a.status === 'skipped' && !a.note)) continue;
    const summary = (cont: boolean) =>
      `<details>\n<summary><b><code>${esc(appName(a).replace(/\s+/g, ' '))}</code></b>${cont ? ' (continued)' : ''} · ${countsText(a)} · ${renderText(a, true)} · ${a.generatedBy ? `generated by ${esc(a.generatedBy.replace(/ at .*$/, ''))} ` : ''}<code>${esc(a.file)}:${a.line}</code></summary>\n\n`;
    const close = '</details>\n\n';
    const items = appItems(a, budget - size(summary(true)) - size(close));
    if (items.length === 0) continue;
    if (size(cur) + size(summary(false)) + size(items[0]) + size(close) > budget && cur !== '') flush();
    cur += summary(false);
    let inApp = 0;
    for (const it of items) {
      if (inApp > 0 && size(cur) + size(it) + size(close) > budget) {
        cur += close;
        flush();
        cur = summary(true);
        inApp = 0;
      }
      cur += it;
      inApp++;
    }
    cur += close;
  }
  if (cur !== '') flush();
  const max = opts.maxParts && opts.maxParts > 0 ? opts.maxParts : Infinity;
  let out = parts;
  if (parts.length > max) {
    out = parts.slice(0, max);
    out[out.length - 1] += `> **Truncated:** ${parts.length - max} more part${parts.length - max === 1 ? '' : 's'} of this diff not shown; run \`cmp-lint diff\` locally or read the JSON report for the rest.\n`;
  }
  const n = out.length;
  if (n > 1) out = out.map((p, i) => (i > 0 ? `_cmp-lint diff, part ${i + 1} of ${n}_\n\n` : '') + p + (i < n - 1 ? `\n_Continued in part ${i + 2} of ${n}._\n` : ''));
  return out;
}

/** The same content for a terminal: no HTML, no fences, no splitting. */
/** One line on the native tools when they may not match the cluster's (undefined: nothing to say). */
export function toolsText(report: DiffReport): string | undefined {
  const t = report.tools;
  if (!t || !t.warnings.length) return undefined;
  return `Tools: ${t.warnings.join('; ')}`;
}

/** One line naming the sandbox plugins ran in. */
export function sandboxText(s: NonNullable<DiffReport['sandbox']>): string {
  const notes = s.notes?.length ? ` (${s.notes.join('; ')})` : '';
  return `Sandbox: ${s.used.join(', ')}${s.isolated ? '' : ' — plugin code was not isolated from this machine'}${notes}`;
}

export interface TextOptions {
  /** ANSI colours (a terminal): added lines green, removed red, hunks cyan, failures red */
  color?: boolean;
}

type Paint = (s: string) => string;
const sgr = (open: number, close: number): Paint => (s) => (s === '' ? s : `\x1b[${open}m${s}\x1b[${close}m`);

/** The same content as the markdown for a terminal (notes included): no HTML, no fences, no splitting. */
export function toText(report: DiffReport, opts: TextOptions = {}): string {
  // resource names, app names, plugin output and manifest text are the repository's: their control
  // characters (ESC retitles the window, clears the screen, hides text) and bidi overrides become
  // visible placeholders, line by line, before our own colours are added
  const id: Paint = (s) => s.split('\n').map(neutralize).join('\n');
  const paint = (p: Paint): Paint => (s) => p(id(s));
  const bold = opts.color ? paint(sgr(1, 22)) : id;
  const red = opts.color ? paint(sgr(31, 39)) : id;
  const green = opts.color ? paint(sgr(32, 39)) : id;
  const cyan = opts.color ? paint(sgr(36, 39)) : id;
  const dim = opts.color ? paint(sgr(2, 22)) : id;
  const diffLine = (l: string): string => (l.startsWith('@@') ? cyan(l) : l.startsWith('+') ? green(l) : l.startsWith('-') ? red(l) : id(l));
  const lines: string[] = [];
  lines.push(bold(`cmp-lint diff: ${revText(report.baseRef, report.base)} -> ${revText(report.headRef, report.head)}`), '', id(headline(report)), '');
  if (report.sandbox) lines.push(dim(sandboxText(report.sandbox)), '');
  if (toolsText(report)) lines.push(dim(toolsText(report) as string), '');
  if (report.argo && report.apps.length) lines.push(dim(argoText(report.argo)), '');
  for (const n of report.notes ?? []) lines.push(dim(`Note: ${n}`), '');
  if (report.apps.length) {
    const ordered = byKind(report.apps).flatMap((g) => g.apps);
    const mixed = ordered.some((a) => kindOf(a) !== 'plugin');
    const rows = [
      ['APPLICATION', ...(mixed ? ['KIND'] : []), 'PLUGIN', 'CHANGES', 'RENDER'],
      ...ordered.map((a) => [`${appName(a)}${a.generatedBy ? ` (from ${origin(a)})` : ''}`, ...(mixed ? [kindOf(a)] : []), a.plugin ?? '-', countsText(a), renderText(a, false)]),
    ];
    const n = rows[0].length - 1;
    const w = Array.from({ length: n }, (_, i) => rows.reduce((m, r) => Math.max(m, r[i].length), 0));
    rows.forEach((r, i) => {
      const line = r.map((c, j) => (j < n ? c.padEnd(w[j]) : c)).join('  ').trimEnd();
      lines.push(i === 0 ? bold(line) : ordered[i - 1].status === 'failed' ? red(line) : id(line));
    });
    lines.push('');
  }
  for (const a of byKind(report.apps).flatMap((g) => g.apps)) {
    // the apps the markdown details: skipped ones only when there is something to say about them
    if (a.status === 'unchanged' || (a.status === 'skipped' && !a.note)) continue;
    lines.push(bold(`== ${appName(a)} (${a.generatedBy ? `generated by ${a.generatedBy}` : `${a.file}:${a.line}`}): ${countsText(a)}, ${renderText(a, false)}`));
    if (a.error) {
      const what = a.error.side === 'head' ? `render fails on head${a.note ? ` (${a.note})` : ''}:` : 'render failed on base (fixed on head):';
      lines.push(red(what), ...(a.error.detail ?? a.error.message).split('\n').map(id));
    }
    if (a.note && a.status !== 'failed') lines.push(dim(`note: ${a.note}`));
    for (const n of a.argoNotes ?? []) lines.push(dim(`note: ${n}`));
    for (const c of a.resources) {
      if (c.status === 'unchanged') continue;
      const marks = syncMarks(c.sync, c.status);
      lines.push(bold(`${SIGN[c.status]} ${keyLabel(c.key)} (${c.status})${marks.length ? ` [${marks.join('; ')}]` : ''}`));
      for (const l of (c.diff ?? '').replace(/\n$/, '').split('\n')) lines.push(diffLine(l));
    }
    const same = a.resources.filter((c) => c.status === 'unchanged').length;
    if (same) lines.push(dim(`${unchangedText(same, a.ignoredDifferences)}.`));
    lines.push('');
  }
  return lines.join('\n').replace(/\n*$/, '\n');
}
