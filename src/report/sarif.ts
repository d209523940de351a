// SARIF 2.1.0, shaped for GitHub code scanning (github/codeql-action/upload-sarif).
//
// What code scanning relies on, and why this file looks the way it does:
// - tool.driver.rules with shortDescription/fullDescription/helpUri: shown at the top of an alert;
//   each result's ruleIndex points into that array and its ruleId must not change between runs.
// - artifactLocation.uri relative to the checkout, "/" separators, against %SRCROOT%: the path must
//   be the same in every run or alerts are closed and reopened.
// - partialFingerprints.primaryLocationLineHash: code scanning matches alerts across runs with it.
//   When absent, upload-sarif computes its own from the checked-out files; ours hashes rule id +
//   file + the trimmed text of the offending line, so an alert survives lines added above it.
// - Limits (GitHub docs, "SARIF results exceed limits"): an upload is at most 10 MB gzip-compressed,
//   20 runs per file, 25,000 results per run (only the top 5,000 by severity are kept), 25,000 rules,
//   1,000 locations per result (100 shown). cmp-lint emits one run, one location per result, and
//   a handful of related locations, far inside them for any real repository.
import { nodeCrypto } from '../core/builtins.js';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_URL, TOOL_NAME, docsUrl, type Finding, type LintResult, type RuleInfo, type Severity } from '../core/finding.js';
import { lineReader, sortFindings } from './summary.js';
import { rulePage } from './docs.js';

export const SARIF_SCHEMA_URI = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const SRCROOT = '%SRCROOT%';

type Level = 'error' | 'warning' | 'note';
const LEVEL: Record<Severity, Level> = { error: 'error', warning: 'warning', info: 'note' };

export interface SarifOptions {
  toolVersion: string;
  /**
   * what this run is, so that several runs (steps, matrix jobs, directories) of one commit can be
   * uploaded side by side: runAutomationDetails.id `cmp-lint/<category>/` (default `cmp-lint/`)
   */
  category?: string;
  /** each rule's help.markdown (default: its page in docs/rules) */
  rulePage?: (id: string) => string | undefined;
  /** the directory finding paths are relative to; becomes %SRCROOT% (default: process.cwd()) */
  cwd?: string;
}

export function toSarif(result: LintResult, opts: SarifOptions): object {
  const rules = ruleTable(result.rules, result.findings);
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const getLine = lineReader(result.sources);
  const seen = new Map<string, number>();

  const results = sortFindings(result.findings).map((f) => {
    const hash = lineHash(f, getLine(f.file, f.line));
    // Two findings of one rule on identical lines of one file would share a hash; GitHub would
    // merge them. The occurrence number (as codeql-action does) keeps them apart.
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    const sarifResult: Record<string, unknown> = {
      ruleId: f.ruleId,
      ruleIndex: index.get(f.ruleId),
      level: LEVEL[f.severity],
      message: { text: f.hint ? `${f.message}\nhint: ${f.hint}` : f.message },
      locations: [{ physicalLocation: { artifactLocation: artifact(f.file), region: region(f) } }],
      partialFingerprints: { primaryLocationLineHash: `${hash}:${n}` },
    };
    if (f.related && f.related.length > 0) {
      sarifResult.relatedLocations = f.related.map((r, id) => ({
        id,
        physicalLocation: { artifactLocation: artifact(r.file), region: { startLine: r.line, startColumn: r.column } },
        message: { text: r.message },
      }));
    }
    return sarifResult;
  });

  const root = pathToFileURL(resolve(opts.cwd ?? process.cwd())).href;
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: TOOL_NAME,
            version: opts.toolVersion,
            semanticVersion: opts.toolVersion,
            informationUri: REPO_URL,
            rules: rules.map((r) => ruleDescriptor(r, opts.rulePage ?? rulePage)),
          },
        },
        automationDetails: { id: `${TOOL_NAME}/${opts.category ? `${opts.category.replace(/^\/+|\/+$/g, '')}/` : ''}` },
        originalUriBaseIds: { [SRCROOT]: { uri: root.endsWith('/') ? root : root + '/' } },
        // Finding columns come from the yaml package's offsets into JavaScript strings.
        columnKind: 'utf16CodeUnits',
        invocations: [
          {
            executionSuccessful: true,
            toolExecutionNotifications: result.skipped.map((s) => ({
              level: 'note',
              message: { text: `skipped: ${s.reason}` },
              locations: [{ physicalLocation: { artifactLocation: artifact(s.file) } }],
            })),
          },
        ],
        results,
      },
    ],
  };
}

export function formatSarif(result: LintResult, opts: SarifOptions): string {
  return JSON.stringify(toSarif(result, opts), null, 2) + '\n';
}

/** Every rule of the run, in the given order, plus any rule a finding names that was not listed. */
function ruleTable(rules: readonly RuleInfo[], findings: readonly Finding[]): RuleInfo[] {
  const table: RuleInfo[] = [];
  const ids = new Set<string>();
  for (const r of rules) {
    if (ids.has(r.id)) continue;
    ids.add(r.id);
    table.push(r);
  }
  for (const f of sortFindings(findings)) {
    if (ids.has(f.ruleId)) continue;
    ids.add(f.ruleId);
    table.push({ id: f.ruleId, severity: f.severity, description: f.ruleId, docs: docsUrl(f.ruleId) });
  }
  return table;
}

function ruleDescriptor(r: RuleInfo, page: (id: string) => string | undefined): object {
  const url = r.docs || docsUrl(r.id);
  const markdown = page(r.id);
  return {
    id: r.id,
    name: pascalCase(r.id),
    shortDescription: { text: r.description },
    fullDescription: { text: r.description },
    helpUri: url,
    help: { text: `${r.description}. See ${url}`, ...(markdown ? { markdown } : {}) },
    defaultConfiguration: { level: LEVEL[r.severity] },
  };
}

export function pascalCase(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
}

/**
 * A relative URI reference: each "/"-separated segment percent-encoded (spaces, "#", "%"). Finding
 * paths already use "/"; a backslash is part of a POSIX file name and stays one (as %5C).
 */
function artifact(file: string): { uri: string; uriBaseId?: string } {
  if (file.startsWith('/')) return { uri: pathToFileURL(file).href }; // outside the repository
  const uri = file.split('/').map(encodeURIComponent).join('/');
  return { uri, uriBaseId: SRCROOT };
}

function region(f: Finding): object {
  const endLine = Math.max(f.endLine, f.line);
  const endColumn = endLine === f.line ? Math.max(f.endColumn, f.column) : f.endColumn;
  return { startLine: f.line, startColumn: f.column, endLine, endColumn };
}

/**
 * Stable across line shifts: rule id, file and the trimmed offending line. Without the source
 * (the file is not in result.sources) the message stands in for the line's text.
 */
export function lineHash(f: Finding, lineText: string | undefined): string {
  const what = lineText !== undefined ? `line\0${lineText.trim()}` : `message\0${f.message}`;
  return nodeCrypto().createHash('sha256').update(`${f.ruleId}\0${f.file}\0${what}`).digest('hex').slice(0, 32);
}
