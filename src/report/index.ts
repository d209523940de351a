// Entry point of the formatters. They only format: everything they need is in the LintResult.
import type { LintResult } from '../core/finding.js';
import { formatGithub } from './github.js';
import { formatJson } from './json.js';
import { formatSarif } from './sarif.js';
import { formatStylish } from './stylish.js';
import { formatCompact } from './compact.js';
import { escapeLog } from './log-escape.js';

export const FORMATS = ['stylish', 'compact', 'json', 'sarif', 'github'] as const;
export type FormatName = (typeof FORMATS)[number];

export function isFormat(name: string): name is FormatName {
  return (FORMATS as readonly string[]).includes(name);
}

export interface FormatOptions {
  /** stylish only; default false */
  color?: boolean;
  toolVersion: string;
  /** sarif only: the directory finding paths are relative to (default: process.cwd()) */
  cwd?: string;
  /** sarif only: runAutomationDetails category (see SarifOptions) */
  category?: string;
}

/** The whole output of one run in the given format, ending with a newline. */
export function formatResult(result: LintResult, format: FormatName, opts: FormatOptions): string {
  switch (format) {
    case 'stylish':
      // read by people, often in a CI log: a file name or message from the repository must not
      // start a workflow command there (github format escapes its own way)
      return escapeLog(formatStylish(result, { color: opts.color ?? false }));
    case 'compact':
      return escapeLog(formatCompact(result));
    case 'json':
      return formatJson(result, opts.toolVersion);
    case 'sarif':
      return formatSarif(result, { toolVersion: opts.toolVersion, cwd: opts.cwd, category: opts.category });
    case 'github':
      return formatGithub(result);
    default: {
      const never: never = format;
      throw new Error(`unknown format "${String(never)}"; expected one of ${FORMATS.join(', ')}`);
    }
  }
}

/**
 * Whether to colour stylish output written to a stream. A non-empty NO_COLOR (no-color.org) always
 * turns it off; then FORCE_COLOR: "0"/"false" off, any other value on; otherwise colour on a TTY
 * that is not TERM=dumb. (`--color` on the command line still forces it.)
 */
export function useColor(isTTY: boolean | undefined, env: Record<string, string | undefined> = process.env): boolean {
  if (env.NO_COLOR) return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  return isTTY === true && env.TERM !== 'dumb';
}

export { findingsTable } from './markdown.js';
export type { JsonReport, JsonFinding } from './json.js';
