// The lint pipeline: files → load → extract → model → rules → findings (filtered, suppressed, sorted).
import { existsSync } from 'node:fs';
import { dirname, join, resolve, posix } from 'node:path';
import { discoverFiles, relevantText, mayMatter } from './files/discover.js';
import { readTextFile } from './files/read.js';
import { extract, type InputFile, type Problem } from './extract/index.js';
import { templatedByName, chartDirProbe } from './yaml/template.js';
import type { QuietRange } from './yaml/load.js';
import type { Model, Loc } from './model/types.js';
import { ALL_RULES, RULE_IDS, ruleInfo } from './rules/index.js';
import type { ReportArgs } from './rules/types.js';
import { type Config, defaultConfig } from './config.js';
import { type Finding, type LintResult, type Skipped, compareFindings, docsUrl } from './core/finding.js';
import { applySuppressions } from './suppress.js';

export interface LintOptions {
  cwd: string;
  /** files or directories to report on (default: cwd) */
  paths: string[];
  config?: Config;
  /** lint these paths with this directory as cross-file context (pre-commit passes only changed files) */
  context?: string;
}

/** Usage-level problems (missing path): the CLI exits 2. */
export class InputError extends Error {}

export interface LoadedModel {
  model: Model;
  problems: Problem[];
  inputs: InputFile[];
  skipped: Skipped[];
  blockLines: Map<string, Set<number>>;
  /** findings to drop after the rules ran: template syntax, placeholders, broken documents */
  quiet: QuietRange[];
  fileCount: number;
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

export async function loadModel(paths: string[], opts: { cwd: string; config?: Config; root?: string }): Promise<LoadedModel> {
  const config = opts.config ?? defaultConfig();
  // A cheap text pre-check keeps big GitOps repos fast: most manifests cannot matter to a CMP setup,
  // and their text is dropped as soon as it is read (less to hold, less garbage to collect).
  const found = await discoverFiles(paths.length ? paths : ['.'], {
    cwd: opts.cwd,
    ignore: config.ignore,
    ignoreBase: config.dir,
    maxFileSize: config.maxFileSize,
    keep: (text, kind, path) => kind === 'dockerfile' || mayMatter(text) || /(^|\/)kustomization\.ya?ml$/i.test(path),
  });
  if (found.errors.length > 0) throw new InputError(found.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  const referenced = kustomizeReferences(found.files);
  for (const f of found.files) {
    // a file a kustomization names matters whatever its text says: read it again
    if (f.dropped && referenced.has(f.path)) {
      const r = readTextFile(f.abs, config.maxFileSize);
      if ('text' in r) Object.assign(f, { text: r.text, dropped: false });
    }
  }
  // It also works per document: in a multi-document file, documents that cannot matter are blanked
  // out for the parser (positions unchanged), so a file of 30 Deployments costs a regex, not a parse.
  const inputs: InputFile[] = [];
  const hasChart = chartDirProbe(resolve(opts.cwd));
  for (const f of found.files) {
    if (f.dropped) continue;
    if (f.kind === 'yaml' && templatedByName(f.path, hasChart)) {
      // a template: read through the mask, never blanked by the text pre-check (its `{{ }}` decide nothing)
      inputs.push({ path: f.path, kind: f.kind, text: f.text, templated: true });
      continue;
    }
    if (f.kind === 'dockerfile' || referenced.has(f.path)) {
      inputs.push({ path: f.path, kind: f.kind, text: f.text });
      continue;
    }
    const parseText = relevantText(f.text);
    if (parseText === undefined) continue;
    inputs.push(parseText === f.text ? { path: f.path, kind: f.kind, text: f.text } : { path: f.path, kind: f.kind, text: f.text, parseText });
  }
  const ex = extract(inputs);
  const model: Model = {
    root: opts.root ?? findRepoRoot(opts.cwd),
    cwd: resolve(opts.cwd),
    files: found.files.map((f) => f.path),
    plugins: ex.plugins,
    sidecars: ex.sidecars,
    pods: ex.pods,
    configMaps: ex.configMaps,
    sources: ex.sources,
    images: ex.images,
    legacy: ex.legacy,
    charts: ex.charts,
    argoResources: ex.argoResources,
    externalPlugins: config.plugins,
  };
  return { model, problems: ex.problems, inputs, skipped: found.skipped, blockLines: ex.blockLines, quiet: ex.quiet, fileCount: found.files.length };
}

/**
 * Files a kustomization names (patches, configMapGenerator files) matter whatever their text says:
 * a bare `spec:` patch may mention nothing the pre-check looks for.
 */
function kustomizeReferences(files: { path: string; text: string }[]): Set<string> {
  const out = new Set<string>();
  for (const f of files) {
    if (!/(^|\/)kustomization\.ya?ml$/i.test(f.path) && !/kind:\s*(Kustomization|Component)\b/.test(f.text)) continue;
    const dir = posix.dirname(f.path);
    // `path: x.yaml` under patches, and list items naming YAML files (patchesStrategicMerge, generator files)
    for (const m of f.text.matchAll(/^\s*(?:-\s+)?(?:path:\s*)?["']?([^\s"'#=]+\.ya?ml)["']?\s*$/gm)) {
      out.add(posix.normalize(posix.join(dir, m[1])));
    }
  }
  return out;
}

export async function lint(opts: LintOptions): Promise<LintResult> {
  const config = opts.config ?? defaultConfig();
  const targets = opts.paths.length ? opts.paths : ['.'];
  const scanPaths = opts.context ? [opts.context] : targets;
  const loaded = await loadModel(scanPaths, { cwd: opts.cwd, config });
  let findings = quietFindings(runRules(loaded.model, loaded.problems, config), loaded.quiet);
  findings = applySuppressions(findings, loaded.inputs, loaded.blockLines);
  let skipped = loaded.skipped;
  let fileCount = loaded.fileCount;
  if (opts.context) {
    // only the paths of the reported files are needed: their text was read with the context
    const only = await discoverFiles(targets, { cwd: opts.cwd, ignore: config.ignore, ignoreBase: config.dir, maxFileSize: config.maxFileSize, keep: () => false });
    if (only.errors.length > 0) throw new InputError(only.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
    const keep = new Set(only.files.map((f) => f.path));
    findings = findings.filter((f) => keep.has(f.file));
    skipped = only.skipped;
    fileCount = only.files.length;
  }
  findings.sort(compareFindings);
  const sources = new Map<string, string>();
  const byPath = new Map(loaded.inputs.map((i) => [i.path, i.text]));
  for (const f of findings) if (!sources.has(f.file) && byPath.has(f.file)) sources.set(f.file, byPath.get(f.file)!);
  return { findings, skipped, files: fileCount, rules: ALL_RULES.map((r) => ruleInfo(r)), sources };
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
  const covers = (f: Finding, q: QuietRange): boolean => {
    if (q.column === undefined) return f.line >= q.fromLine && f.line <= q.toLine && (!q.rules || q.rules.has(f.ruleId));
    const endLine = f.endLine ?? f.line;
    const endCol = f.endColumn ?? f.column;
    if (q.fromLine < f.line || q.fromLine > endLine) return false;
    if (q.fromLine === f.line && q.column < f.column) return false;
    if (q.fromLine === endLine && q.column > endCol) return false;
    return true;
  };
  return findings.filter((f) => f.ruleId === 'yaml-syntax' || !(byFile.get(f.file) ?? []).some((q) => covers(f, q)));
}

export function runRules(model: Model, problems: Problem[], config: Config): Finding[] {
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
    out.push(f);
  };
  for (const p of problems) push(p.ruleId, 'error', { loc: p.loc, message: p.message, hint: p.hint, related: p.related });
  for (const rule of ALL_RULES) {
    if (config.rules[rule.meta.id] === 'off') continue;
    rule.check({
      model,
      report: (a) => push(rule.meta.id, rule.meta.severity, a),
      where: (loc: Loc) => `${loc.file}:${loc.line}`,
    });
  }
  return out;
}

export { RULE_IDS };
