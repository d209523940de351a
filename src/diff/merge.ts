// `cmp-lint diff --merge a.json b.json …`: the JSON reports of a sharded diff (`--shard I/N`, one
// per matrix job) as one report. Every part must compare the same two commits and be a different
// shard of the same split; all N shards must be there, so that a missing job is an error rather
// than a silently shorter diff.
import type { AppDiff, DiffReport, SandboxInfo } from './types.js';
import type { Finding } from '../core/finding.js';

export class MergeError extends Error {}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function part(name: string, text: string): DiffReport {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new MergeError(`${name}: not JSON (${(e as Error).message}); write the parts with \`cmp-lint diff --format json\``);
  }
  if (!isObj(raw) || raw.version !== 1 || typeof raw.base !== 'string' || typeof raw.head !== 'string' || !Array.isArray(raw.apps) || !Array.isArray(raw.findings)) {
    throw new MergeError(`${name}: not a cmp-lint diff JSON report (version 1 with base, head, apps and findings)`);
  }
  return raw as unknown as DiffReport;
}

/** One report of the parts (file name → JSON text). Throws MergeError. */
export function mergeReports(parts: { name: string; text: string }[]): DiffReport {
  if (parts.length === 0) throw new MergeError('--merge needs the JSON reports of the shards as arguments');
  const reports = parts.map((p) => ({ name: p.name, r: part(p.name, p.text) }));
  const first = reports[0];
  for (const { name, r } of reports) {
    if (r.base !== first.r.base || r.head !== first.r.head) {
      throw new MergeError(`${name} compares ${r.base.slice(0, 12)}..${r.head.slice(0, 12)}, ${first.name} ${first.r.base.slice(0, 12)}..${first.r.head.slice(0, 12)}: shards of one diff compare the same commits`);
    }
  }
  const sharded = reports.filter((x) => x.r.shard);
  let count: number | undefined;
  if (sharded.length > 0) {
    if (sharded.length !== reports.length) throw new MergeError(`${reports.find((x) => !x.r.shard)!.name} is not a shard (made without --shard): merge only the parts of one --shard I/N run`);
    count = sharded[0].r.shard!.count;
    const seen = new Map<number, string>();
    for (const { name, r } of sharded) {
      if (r.shard!.count !== count) throw new MergeError(`${name} is shard ${r.shard!.index}/${r.shard!.count}, ${sharded[0].name} is of ${count}: the parts come from different splits`);
      const dup = seen.get(r.shard!.index);
      if (dup) throw new MergeError(`${name} and ${dup} are both shard ${r.shard!.index}/${count}`);
      seen.set(r.shard!.index, name);
    }
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
    if (missing.length) throw new MergeError(`shard${missing.length === 1 ? '' : 's'} ${missing.map((i) => `${i}/${count}`).join(', ')} missing: a job of the matrix failed or its report was not downloaded`);
  }
  // apps in a fixed order (file, line, name): the same merged report whatever the order of the parts
  const apps: AppDiff[] = reports.flatMap((x) => x.r.apps);
  apps.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || (a.app < b.app ? -1 : a.app > b.app ? 1 : (a.sourceIndex ?? -1) - (b.sourceIndex ?? -1))));
  const findings: Finding[] = reports.flatMap((x) => x.r.findings);
  findings.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
  const out: DiffReport = { base: first.r.base, head: first.r.head, apps, findings, baseRef: first.r.baseRef, headRef: first.r.headRef, mergedShards: reports.length };
  const stats = reports.map((x) => x.r.stats).filter((s): s is NonNullable<DiffReport['stats']> => !!s);
  if (stats.length === reports.length) {
    out.stats = {
      apps: Math.max(...stats.map((s) => s.apps)),
      affected: stats.reduce((n, s) => n + s.affected, 0),
      renders: stats.reduce((n, s) => n + s.renders, 0),
      inputsUnchanged: stats.reduce((n, s) => n + s.inputsUnchanged, 0),
      // the shards ran side by side: the longest is the wall time
      durationMs: Math.max(...stats.map((s) => s.durationMs)),
    };
  }
  // every shard read the same commits, so the same argocd-cm
  if (first.r.argo) out.argo = first.r.argo;
  const notes = [...new Set(reports.flatMap((x) => x.r.notes ?? []))];
  if (notes.length) out.notes = notes;
  const sandboxes = reports.map((x) => x.r.sandbox).filter((s): s is SandboxInfo => !!s);
  if (sandboxes.length > 0) {
    const notes = [...new Set(sandboxes.flatMap((s) => s.notes ?? []))].sort();
    out.sandbox = {
      requested: [...new Set(sandboxes.map((s) => s.requested))].sort().join(', '),
      used: [...new Set(sandboxes.flatMap((s) => s.used))].sort(),
      isolated: sandboxes.length === reports.length && sandboxes.every((s) => s.isolated),
      ...(notes.length ? { notes } : {}),
    };
  }
  // every shard compared with the same release (same base commit or flag): keep it, and the
  // warnings any shard had (each shard only knows the kinds it rendered)
  const tools = reports.map((x) => x.r.tools).filter((t): t is NonNullable<DiffReport['tools']> => !!t);
  if (tools.length > 0) out.tools = { ...tools[0], warnings: [...new Set(tools.flatMap((t) => t.warnings))].sort() };
  return out;
}
