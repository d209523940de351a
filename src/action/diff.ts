// The manifest diff of a pull request, through src/diff (runDiff, and toMarkdown for the parts).
// The import is dynamic and inside try/catch: esbuild bundles src/diff when it is there, and a
// build without it still runs (the action then says the diff is not available).
import type { AppDiff, DiffOptions, DiffReport } from '../diff/types.js';

export interface DiffEngine {
  runDiff: (opts: DiffOptions) => Promise<DiffReport>;
  /** the report as markdown parts of at most `maxChars` bytes each */
  markdown: (report: DiffReport, maxChars: number) => string[];
}

export async function loadDiffEngine(): Promise<DiffEngine | undefined> {
  let mod: Record<string, unknown>;
  try {
    // @ts-ignore -- resolves once src/diff/index.ts has landed; the types come from diff/types.ts
    mod = (await import('../diff/index.js')) as Record<string, unknown>;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw e;
  }
  if (typeof mod.runDiff !== 'function' || typeof mod.toMarkdown !== 'function') return undefined;
  const toMarkdown = mod.toMarkdown as (r: DiffReport, o: { maxChars?: number }) => string[];
  return { runDiff: mod.runDiff as DiffEngine['runDiff'], markdown: (r, maxChars) => toMarkdown(r, { maxChars }) };
}

const SHOWN: AppDiff['status'][] = ['added', 'removed', 'changed', 'failed', 'fixed'];

/** Apps whose manifests (or render outcome) differ between base and head. */
export function changedApps(report: DiffReport): AppDiff[] {
  return report.apps.filter((a) => SHOWN.includes(a.status));
}
