// Loading one YAML file into documents for the extractors: the boundary between reading text
// and recognising CMP objects. Decides, per file:
//   - templated files (Helm chart templates, helmfile, `{{ … }}` placeholders) are read through a
//     mask that keeps every offset (src/yaml/template.ts); their template syntax is never a
//     `yaml-syntax` finding, and schema findings and findings on placeholders are quieted;
//   - a syntax error costs only the broken document's certainty: the error is reported, what the
//     parser recovered is still extracted, and schema findings inside that document are quieted
//     (a value the error swallowed is not a second mistake);
//   - duplicate mapping keys are a positioned `yaml-duplicate-key` error (Kubernetes' decoder
//     rejects them), one finding per mapping;
//   - a single Argo CD resource per file takes the lazy path (js-yaml value, positions on demand).
import { isMap, isPair, isScalar, isSeq, visit, type Document, type Node as YNode } from 'yaml';
import { SourceText, NodeRef, parseYaml, rootRef, docToJS, plainOf, isMergeKey, AnchorError, type Loc, type ParsedYaml } from './source.js';
import { lazyArgoDocument, lazyRef } from './lazy.js';
import { loadPlain, mayHoldMergeKey } from './plain.js';
import { load, CORE_SCHEMA } from 'js-yaml';
import { relevance, couldBePatch, isKustomizationValue, textSaysIrrelevant, heldSaysIrrelevant, irrelevantAsPatch, isPlainKustomization, isWorkloadValue, ASK, INERT, WORKLOAD_UNNAMED, type Relevance, type PatchTarget } from '../files/relevance.js';
import { mayMatter, STRONG_WORDS, hasDirective } from '../files/precheck.js';
import { maskTemplate, hasTemplateActions, UNQUOTED_ACTION, hasUnquotedAction } from './template.js';
import { compactValue, compactCopy, type StringPool } from './compact.js';
import { TextAgain } from './source.js';
import { isJsonPath, jsonDecision, jsonListItems } from './json.js';
import { goYamlReads, onlyPlaceholdersBreak } from './lenient.js';
import { plainConfigMapText, heldPlainConfigMapInto, factsOf, TextConfigMap, type PlainConfigMapFacts, type HeldFacts, type TextPlace } from '../extract/configmap-text.js';
import { scanText, advanceDocWords, WORD, heldSlice, heldIncludes, heldIndexOf, heldMarkStartsWith, type DocWords, type HeldText } from '../files/word-scan.js';

export interface LoadedDoc {
  file: string;
  src: SourceText;
  doc?: Document.Parsed;
  ref: NodeRef;
  raw: unknown;
  /**
   * The positioned parse is left to the extractor, which reads this document in its turn and drops
   * its tree right after (loadDeferred): `raw` is then js-yaml's value (a list), `ref` a stand-in.
   * Keeps thousands of small JSON 6902 patch trees from being alive together.
   */
  deferred?: boolean;
  /** read from a template (a chart's `templates/`, helmfile): through the mask, its `{{ if }}` branches side by side */
  templated?: true;
}

export interface LoadProblem {
  ruleId: string;
  loc: Loc;
  message: string;
  hint?: string;
  related?: { loc: Loc; message: string }[];
}

/**
 * Findings to drop after the rules ran: in `file`, those starting within [fromLine, toLine] of one
 * of `rules` (all rules when undefined), or (with `column`) those whose range covers that position.
 */
export interface QuietRange {
  file: string;
  fromLine: number;
  toLine: number;
  rules?: ReadonlySet<string>;
  /** a placeholder: quiet every finding whose range covers (fromLine, column) */
  column?: number;
  why: 'template' | 'placeholder' | 'broken';
  /**
   * a template's placeholders, all of them in one range: [line, column, line, column, …]; quiet
   * every finding whose range covers one of them (fromLine, toLine: the first and the last line)
   */
  spots?: readonly number[];
  /**
   * with spots: the template's actions whose inside its mask keeps (MaskedTemplate.kept), as
   * [line, column, endLine, endColumn, …] (end exclusive); quiet every finding that starts inside one
   */
  inside?: readonly number[];
}

/** Rules whose findings judge a document's shape against a schema: not meaningful for a template or a broken document. */
export const SCHEMA_RULES: ReadonlySet<string> = new Set(['app-schema', 'plugin-schema', 'plugin-unknown-field']);
/**
 * Quiet in a template besides the schema rules: rules that find two nodes in conflict, because in a
 * template both may be alternatives of `{{ if }}…{{ else }}` (only one renders) — unknown, not wrong.
 */
// plugin-unknown-field stays on: an unknown key written literally in a template (`lockRepo: true`
// under `{{- if }}`) is ignored by Argo CD in every branch that renders it; keys a template computes
// are placeholders, quieted one by one
const TEMPLATE_QUIET: ReadonlySet<string> = new Set(['app-schema', 'plugin-schema', 'pod-mount-path-duplicate', 'plugin-duplicate-name', 'app-source-multiple-types', 'app-source-ignored']);

export interface FileLoad {
  docs: LoadedDoc[];
  problems: LoadProblem[];
  quiet: QuietRange[];
  /** lines inside block scalars (only computed when the file holds a suppression directive) */
  blockLines?: Set<number>;
  templated: boolean;
}

export interface LoadOptions {
  /** the text the parser reads when it differs from `text` (irrelevant documents blanked) */
  parseText?: string;
  /** the file is a template by name or place (chart templates/, helmfile, *.gotmpl) */
  templated?: boolean;
}

export function loadYamlFile(file: string, text: string, opts: LoadOptions = {}): FileLoad {
  const out: FileLoad = { docs: [], problems: [], quiet: [], templated: false };
  if (!opts.templated && opts.parseText === undefined) {
    const lazy = lazyArgoDocument(file, text);
    if (lazy) {
      out.docs.push({ file, src: lazy.src, ref: lazy.ref, raw: lazy.raw });
      return out;
    }
  }
  let parseText = opts.parseText ?? text;
  let templated = !!opts.templated;
  let masked = templated ? maskTemplate(parseText) : undefined;
  let src = new SourceText(file, masked ? masked.text : parseText);
  let parsed = parseYaml(src);
  if (!templated && hasTemplateActions(parseText) && (parsed.errors.length > 0 || flowMapFromAction(parsed.docs, parseText))) {
    // not YAML as written (or YAML only by accident: `name: {{.Name}}` reads as a mapping in a
    // mapping): read it as a template when the mask makes it YAML, or when it plainly is one (a
    // line that is only an action, a value that is only an action)
    const m = maskTemplate(parseText);
    const src2 = new SourceText(file, m.text);
    const p2 = parseYaml(src2);
    if (p2.errors.length === 0 || TEMPLATE_LINE.test(parseText)) {
      templated = true;
      masked = m;
      src = src2;
      parsed = p2;
    }
  }
  out.templated = templated;
  if (templated) quietTemplate(out, file, src.text, masked?.placeholders ?? [], masked?.kept ?? []);
  if (text.includes('cmp-lint-disable')) out.blockLines = blockScalarLines(src, parsed.docs);
  collect(out, file, src, parsed, templated);
  return out;
}

/** The positioned parse of a deferred document, as loadYamlStream would have made it. */
export function loadDeferred(d: LoadedDoc): FileLoad {
  const out: FileLoad = { docs: [], problems: [], quiet: [], templated: false };
  collect(out, d.file, d.src, parseYaml(d.src), false);
  return out;
}

/** Documents of a positioned parse into `out`: problems, quiet ranges for broken documents, values. */
function collect(out: FileLoad, file: string, src: SourceText, parsed: ParsedYaml, templated: boolean): void {
  if (!templated) {
    // parsed.errors holds the first error of each broken document, in document order
    const broken = parsed.docs.filter((d) => d.errors.length > 0);
    parsed.errors.forEach((e, i) => {
      if (broken.length === parsed.errors.length && (goYamlReads(broken[i], src.text) || onlyPlaceholdersBreak(broken[i], src.text))) return;
      out.problems.push({ ruleId: 'yaml-syntax', loc: e.loc, message: e.message });
    });
  }
  for (const doc of parsed.docs) {
    const broken = doc.errors.length > 0;
    if (broken && isDeep(doc)) continue; // nesting beyond the bound: reported, not read
    const dup = !broken && !templated && duplicateKeys(src, doc, out.problems);
    let raw: unknown;
    try {
      // a broken document's value (or one with a repeated key) is built from the same nodes its
      // refs walk, so that every extractor finds a ref for each value it reads (the parser's own
      // toJS of a recovered tree, or its last-key-wins, disagree with the refs)
      raw = broken || dup ? plainOf(rootRef(src, doc)) : docToJS(doc);
    } catch (e) {
      if (!broken) out.problems.push({ ruleId: 'yaml-syntax', loc: anchorLoc(e, src) ?? rootRef(src, doc).loc(), message: aliasMessage(e) });
      continue;
    }
    if (raw === null || raw === undefined) continue;
    const ref = rootRef(src, doc);
    if ((broken || dup) && !templated) {
      const r = doc.range ?? [0, src.text.length];
      out.quiet.push({ file, fromLine: src.pos(r[0]).line, toLine: src.pos(r[2] ?? r[1]).line, rules: SCHEMA_RULES, why: 'broken' });
    }
    out.docs.push(templated ? { file, src, doc, ref, raw, templated } : { file, src, doc, ref, raw });
  }
}

// ---- streaming, values first ----

export interface StreamLoad extends FileLoad {
  /** a document judged irrelevant could matter as a kustomize patch: load again if a kustomization names the file */
  maybePatch: boolean;
  /**
   * (with maybePatch) each document that made it is irrelevant also as a patch without a target
   * (a workload naming itself, not a repo-server: decided by relevance.ts as that load would), and
   * none failed to read: loaded again as a patch, the file gives something else only where a
   * kustomization targets a repo-server
   */
  patchByName?: true;
  /**
   * (with maybePatch) a document js-yaml could not read was left unparsed (no CMP word): loaded
   * again as a patch it would be parsed and its error reported, whatever the target
   */
  failedQuietly?: true;
  /** plain values of the kustomizations in this file (their patch and generator files) */
  kustomizations: unknown[];
  /** (with `spans`) the load stopped at a document that needs a positioned parse */
  parseHere?: true;
  /**
   * the text holds a suppression directive (`cmp-lint-disable`, hasDirective): as given in
   * `opts.directives`, else found by the load (from the word scan's marks when it scanned the text)
   */
  directive?: boolean;
}

/** a kustomize patch entry without a target: its documents target what they name */
const UNTARGETED: PatchTarget = {};
const CONFIGMAP_DICTIONARIES = { dictionaries: ['data', 'binaryData'] };
/** a held text's documents are decoded this many characters at a time at most (a document longer than that alone) */
const HELD_PIECE = 60_000;
/**
 * A text this long or longer is scanned for CMP words once (src/files/word-scan.ts), not per
 * document with the patterns. The scan costs a copy into the module's memory and a call; the
 * patterns, several passes over each document. Measured on the main thread (`--jobs 1`, medians of
 * 8 alternating runs): at 1 KB, a 20 MB chart repository (values files of 3 KB, templates of 2 KB)
 * 527 → 498 ms and Application repositories (files under 1 KB) unchanged; at 0, Application
 * repositories 1,684 → 1,737 ms.
 */
const WORD_SCAN_MIN = 1024;
/** a value JSON cannot carry (`.inf`, `.nan`, `-0`): the value is kept as js-yaml read it */
const NON_JSON_NUMBER = /\.(?:inf|nan)\b|(?:^|[\s:[,{])-0+(?:\.0*)?(?:e[-+]?\d+)?[ \t]*(?:[,\]}#\r\n]|$)/im;
// (UNQUOTED_ACTION and hasUnquotedAction live in src/yaml/template.ts, beside hasTemplateActions)
export { UNQUOTED_ACTION, hasUnquotedAction };

/**
 * Load one YAML file the streaming way: split it into documents, read each one's plain value with
 * js-yaml, decide from that value whether it can matter (src/files/relevance.ts), and parse with
 * positions only the documents that can (Argo CD resources and plain ConfigMaps get lazy positions,
 * parsed only if a finding needs one). Nothing of the text is kept but the slices that matter.
 */
export function loadYamlStream(
  file: string,
  given: string | HeldText,
  opts: {
    templated?: boolean;
    patch?: PatchTarget;
    /** the file's text again, for a lazily read document's positions */
    reread?: () => string | undefined;
    /** the same for any file of the run (one function for all files: no closure per file) */
    readFile?: (file: string) => string | undefined;
    /** whether the text holds `cmp-lint-disable` (when the caller has looked already) */
    directives?: boolean;
    /** strings shared by the compact values of lazily read documents (one pool per run) */
    pool?: StringPool;
    /**
     * Where each lazily read or deferred document was found, pushed in the order of `docs` (a worker
     * thread sends them to the main thread, which rebuilds the documents: src/files/parallel.ts).
     * With it, a document that needs a positioned parse ends the load at once with `parseHere`:
     * the main thread loads that file itself.
     */
    spans?: DocSpan[];
  } = {},
): StreamLoad {
  const out: StreamLoad = { docs: [], problems: [], quiet: [], templated: false, maybePatch: false, kustomizations: [] };
  if (isJsonPath(file)) return loadJson(out, file, given, opts);
  // A big ASCII file's text held undecoded in the word scan's memory (src/files/read.ts) has its
  // documents decoded a piece at a time, as they are read; a load that reads the text as a whole
  // (a template, a patch, a text with `{{`) decodes it first
  let text = given;
  if (typeof text !== 'string' && (opts.templated || opts.patch || heldIncludes(text, '{{'))) text = heldSlice(text, 0, text.length);
  // (the values of documents with actions js-yaml read to see that they are YAML: not read twice)
  let readValues: ReadValues | undefined;
  if (typeof text === 'string' && !opts.templated && hasUnquotedAction(text) && !(readValues = actionsReadAsYaml(file, text, opts.patch))) {
    // maybe a template of another tool: the whole-file path decides (rare outside chart templates)
    const directive = opts.directives ?? hasDirective(text);
    if (opts.spans) return { ...out, parseHere: true, directive };
    const l = loadYamlFile(file, text);
    for (const d of l.docs) if (isKustomizationValue(d.raw, file)) out.kustomizations.push(d.raw);
    return { ...l, maybePatch: false, kustomizations: out.kustomizations, directive };
  }
  let body = text;
  let placeholders: number[] | undefined;
  let kept: number[] = [];
  if (opts.templated && typeof text === 'string') {
    out.templated = true;
    const m = maskTemplate(text);
    body = m.text;
    placeholders = m.placeholders;
    kept = m.kept;
  }
  // where the documents and the CMP words start, for all documents at once (a short text is
  // scanned per document)
  const scanned = body.length >= WORD_SCAN_MIN ? scanText(body) : undefined;
  if (typeof body !== 'string' && !scanned) return loadYamlStream(file, heldSlice(body, 0, body.length), opts);
  // (every `cmp-lint-disable` starts with a `cmp` the scan marked, when it scanned the text itself)
  const directives =
    opts.directives ??
    (typeof text !== 'string' ? directiveInHeldMarks(text, scanned!.words) : scanned && body === text ? directiveInMarks(text, scanned.words) : hasDirective(text));
  out.directive = directives;
  const starts = scanned ? scanned.docs : documentStarts(body as string);
  // a held text's documents are decoded a piece of up to HELD_PIECE characters at a time (young
  // strings: a whole decoded text of many megabytes is one more copy in fresh memory)
  let piece = '';
  let pieceFrom = 0;
  let pieceTo = 0;
  const words: DocWords | undefined = scanned && { list: scanned.words, from: 0, to: 0, base: 0, kinds: scanned.kinds, kindFrom: 0, kindTo: 0 };
  // lines are counted up to a document only when it is parsed now: a lazily read document counts
  // its own when its text is read again (TextAgain), and a skipped one never
  let line = 1;
  let counted = 0;
  const lineOf = (at: number): number => {
    if (typeof body === 'string') for (let k = body.indexOf('\n', counted); k !== -1 && k < at; k = body.indexOf('\n', k + 1)) line++;
    else for (let k = heldIndexOf(body, 10, counted); k !== -1 && k < at; k = heldIndexOf(body, 10, k + 1)) line++;
    counted = at;
    return line;
  };
  let byName = true;
  let failedQuietly = false;
  // (a held text's commonest documents are decided from their bytes, without decoding them)
  const fromBytes = heldDecisions && typeof body !== 'string' && !opts.patch;
  const cmFacts = !opts.patch && !directives && (opts.readFile || opts.reread || opts.spans);
  const run: HeldRun | undefined =
    fromBytes && words ? { words, starts, file, out, held: cmFacts ? { name: '', namespace: undefined, apiVersion: undefined } : undefined, spans: opts.spans, read: opts.readFile ?? opts.reread ?? (() => undefined), unnamed: false } : undefined;
  for (let i = 0; i + 1 < starts.length; i++) {
    if (run) {
      // the documents decided from their bytes, up to the first one the string path must decide
      i = heldRun(run, i);
      if (run.unnamed) byName = false;
      if (i + 1 >= starts.length) break;
    } else if (words) advanceDocWords(words, starts[i], starts[i + 1]);
    const a = starts[i];
    const b = starts[i + 1];
    let slice: string;
    if (typeof body === 'string') slice = starts.length === 2 ? body : body.slice(a, b);
    else {
      if (a < pieceFrom || b > pieceTo) {
        // this document and the next ones, up to HELD_PIECE characters
        let j = i + 1;
        while (j + 1 < starts.length && starts[j + 1] - a <= HELD_PIECE) j++;
        pieceFrom = a;
        pieceTo = starts[j];
        piece = heldSlice(body, a, pieceTo);
      }
      slice = a === pieceFrom && b === pieceTo ? piece : piece.slice(a - pieceFrom, b - pieceFrom);
    }
    // most documents are proved irrelevant by their text, without reading their value
    const skip = textSaysIrrelevant(slice, opts.patch !== undefined, words);
    if (skip && (!opts.patch || irrelevantAsPatch(skip, opts.patch))) {
      if (skip.maybePatch) {
        out.maybePatch = true;
        // (as the load as a patch without a target would decide it)
        if (!irrelevantAsPatch(skip, UNTARGETED)) byName = false;
      }
      continue;
    }
    if (cmFacts) {
      // a plain ConfigMap: name and namespace from the text, the rest read again if a rule asks
      // (on a worker thread: its span carries the facts, the main thread makes the document)
      const facts = plainConfigMapText(slice, words);
      if (facts) {
        const to = starts.length === 2 ? undefined : b;
        opts.spans?.push({ from: a, to, rel: 'configmap', exact: true, cm: facts });
        out.docs.push(textConfigMapDoc(file, facts, a, to, out.templated, opts.readFile ?? opts.reread ?? (() => undefined)));
        continue;
      }
    }
    // a `kubectl get -o yaml` dump whose every item its text proves irrelevant: not read at all
    if (!opts.patch && !opts.templated && slice.length >= listTextMin && LIST_KIND.test(slice) && listSaysIrrelevant(slice)) continue;
    let value: unknown;
    let failed = false;
    /** an anchor in the document (src/yaml/plain.ts): read with positions, which bound its aliases */
    let anchored = false;
    try {
      const pre = readValues?.get(a);
      if (pre !== undefined && pre.to === b) value = pre.value;
      else ({ value, anchored } = loadPlain(slice));
    } catch {
      failed = true;
      // (read as a patch, it would be parsed with positions and its error reported)
      byName = false;
    }
    let rel: Relevance;
    if (failed) {
      // not readable as plain values (a syntax error, a repeated key, a js-yaml limit): parse it
      // with positions when its words say it may matter, so that its error is reported
      rel = (opts.templated ? STRONG_WORDS.test(slice) : mayMatter(slice)) || opts.patch ? 'parse' : 'no';
      if (rel === 'no') failedQuietly = true;
    } else {
      if (value === null || value === undefined || typeof value !== 'object') continue;
      rel = relevance(value, opts.patch);
      if (rel === 'no' && couldBePatch(value)) {
        out.maybePatch = true;
        if (relevance(value, UNTARGETED) !== 'no') byName = false;
      }
    }
    if (rel === 'no') continue;
    if (!failed && isKustomizationValue(value, file)) out.kustomizations.push(value);
    if (
      !failed &&
      !opts.templated &&
      !directives &&
      !anchored &&
      (rel === 'argo' || rel === 'configmap' || (rel === 'parse' && (isPlainKustomization(value) || isConfigMapValue(value) || isWorkloadValue(value)))) &&
      !mayHoldMergeKey(slice)
    ) {
      // (a document read again from its file counts its own first line then: TextAgain)
      const lazyLine = (opts.reread || opts.readFile) && !opts.spans;
      const span: DocSpan = { from: a, to: starts.length === 2 ? undefined : b, line0: a === 0 ? undefined : lazyLine ? 0 : lineOf(a), rel, exact: NON_JSON_NUMBER.test(slice) };
      opts.spans?.push(span);
      out.docs.push(lazyDoc(file, value, span, opts, slice));
      continue;
    }
    const line0 = a === 0 ? undefined : lineOf(a);
    const src = new SourceText(file, slice, line0 === undefined ? undefined : { line0, indent: 0, slice: true });
    if (rel === 'parse' && Array.isArray(value) && !failed && !opts.templated && !directives) {
      opts.spans?.push({ from: a, to: b, line0, rel, exact: true, deferred: true });
      out.docs.push(deferredDoc(src, value));
      continue;
    }
    if (opts.spans) return { ...out, parseHere: true };
    if (rel === 'parse' && !failed && !opts.templated && !opts.patch && !directives && slice.length >= listSplitMin && !anchored) {
      // a big `kubectl get -o yaml` dump: only its items that can matter are parsed with positions
      // (not with anchors: an alias is the whole document's, and so is an alias bomb's finding)
      const items = listItemTexts(slice, value);
      if (items) {
        for (const it of items) {
          const isrc = new SourceText(file, it.text, { line0: (line0 ?? 1) + it.line, indent: it.indent, slice: true });
          // (an Argo CD resource or a plain ConfigMap gets lazy positions, as a document of its own would)
          if (it.rel === 'parse') collect(out, file, isrc, parseYaml(isrc), false);
          else {
            const v = compactValue(it.value, it.rel === 'argo' ? opts.pool : undefined, it.rel === 'configmap' ? CONFIGMAP_DICTIONARIES : {});
            out.docs.push({ file, src: isrc, ref: lazyRef(isrc, v), raw: v });
          }
        }
        continue;
      }
    }
    const parsed = parseYaml(src);
    if (directives) {
      const lines = blockScalarLines(src, parsed.docs);
      out.blockLines ??= new Set();
      for (const l of lines) out.blockLines.add(l);
    }
    collect(out, file, src, parsed, out.templated);
  }
  // A template's quiet ranges drop findings in its own documents: made only when a document (or a
  // problem, or a directive's block lines) is kept, not for the many templates nothing was read from
  if (placeholders && (out.docs.length > 0 || out.problems.length > 0 || out.blockLines)) quietTemplate(out, file, body as string, placeholders, kept);
  if (out.maybePatch && byName) out.patchByName = true;
  if (out.maybePatch && failedQuietly) out.failedQuietly = true;
  return out;
}

/**
 * A JSON file (src/yaml/json.ts): most are decided from their bytes; a manifest is parsed with
 * positions whole (the YAML parser reads JSON), never as a template, and never holds a directive.
 * (A JSON file under a chart's templates/ is a template: not read.)
 */
function loadJson(out: StreamLoad, file: string, text: string | HeldText, opts: { templated?: boolean; patch?: PatchTarget; spans?: DocSpan[]; pool?: StringPool }): StreamLoad {
  out.directive = false;
  if (opts.templated) return out;
  const d = jsonDecision(text, opts.patch);
  if (d.rel === 'no') {
    if (d.maybePatch) {
      out.maybePatch = true;
      if (d.byName) out.patchByName = true;
    }
    return out;
  }
  if (opts.spans) return { ...out, parseHere: true };
  // a big `kubectl get -o json` dump: only its items that can matter are parsed with positions, each
  // from its own line start (the line's text before it blanked: its columns stay the file's)
  const items = d.text.length >= listSplitMin && d.value !== undefined ? jsonListItems(d.text, d.value) : undefined;
  if (items) {
    for (const it of items) {
      const piece = d.text.slice(it.from, it.to);
      // an item on one line: its columns shifted (no blanks before it: a one-line dump's items lie
      // megabytes into their line); one on several lines: blanks before its first line, the others
      // as they are in the file
      const isrc = piece.includes('\n')
        ? new SourceText(file, ' '.repeat(it.column - 1) + piece, { line0: it.line, indent: 0, slice: true })
        : new SourceText(file, piece, { line0: it.line, indent: it.column - 1, slice: true });
      if (it.rel === 'parse') collect(out, file, isrc, parseYaml(isrc), false);
      else {
        // (an Argo CD resource or a plain ConfigMap: positions when a finding asks, as a YAML List's item)
        const v = compactValue(it.value, it.rel === 'argo' ? opts.pool : undefined, it.rel === 'configmap' ? CONFIGMAP_DICTIONARIES : {});
        out.docs.push({ file, src: isrc, ref: lazyRef(isrc, v), raw: v });
      }
    }
    return out;
  }
  const src = new SourceText(file, d.text);
  collect(out, file, src, parseYaml(src), false);
  return out;
}

/** whether a held text's commonest documents are decided from their bytes (off: every document decoded; for the tests) */
let heldDecisions = true;
export function decideHeldFromBytes(on: boolean): void {
  heldDecisions = on;
}

/** a top-level `kind: List` (or `PodList`…) line */
const LIST_KIND = /^kind:[ \t]*["']?[A-Za-z]*List["']?[ \t]*\r?$/m;
/** A List document this long or longer has its relevant items parsed one by one (listItemTexts). */
let listSplitMin = 64 * 1024;
/**
 * A List document this long or longer is first judged from its items' texts (listSaysIrrelevant):
 * on a List of 64 KB of Deployments, that costs a tenth of js-yaml's reading (0.4 GB/s against
 * 15–20 MB/s on a cold run).
 */
const LIST_TEXT_MIN = 1024;
let listTextMin = LIST_TEXT_MIN;
/** (tests) the size from which a List's items are parsed one by one (and judged from their texts); Infinity: never */
export function splitListsFrom(n: number): void {
  listSplitMin = n;
  listTextMin = n === Infinity ? Infinity : Math.min(n, LIST_TEXT_MIN);
}

/**
 * The items of a List document (`kubectl get -o yaml`: a block sequence under a top-level
 * `items:`) that can matter (relevance), each as its own text: the item's lines with the sequence's
 * indentation and its `- ` taken off, where it starts (a line of `text`, from 0) and how many columns
 * were taken off (a TextPlace's indent: positions stay the file's). Undefined when the text is not
 * that plain form: `items` not a block sequence at the top level, a line of an item indented less
 * than its content (a comment, a tab), an item count that differs from the value's.
 */
export function listItemTexts(text: string, value: unknown): { text: string; line: number; indent: number; rel: Relevance; value: unknown }[] | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.kind !== 'string' || !v.kind.endsWith('List') || !Array.isArray(v.items)) return undefined;
  const items = v.items as unknown[];
  const spans = listEntries(text);
  if (spans === undefined || spans.starts.length !== items.length) return undefined;
  // (after the sequence: only top-level keys, no more entries; js-yaml read the same value)
  const out: { text: string; line: number; indent: number; rel: Relevance; value: unknown }[] = [];
  for (let s = 0; s < items.length; s++) {
    const rel = relevance(items[s]);
    if (rel === 'no') continue;
    // (a kustomization in a List is left to the whole document, as the pre-commit cache sees files by their documents)
    const kind = (items[s] as { kind?: unknown } | null)?.kind;
    if (kind === 'Kustomization' || kind === 'Component') return undefined;
    out.push({ ...entryText(spans, s), rel, value: items[s] });
  }
  return out;
}

/**
 * Whether a List document (listItemTexts' plain form) is irrelevant from its text alone: each
 * entry's text (its indentation taken off) is one textSaysIrrelevant skips, and the List's own
 * lines hold no CMP word (the value's decision, relevance, would say 'no': each item is judged as a
 * document of its own, and the List's own keys apart). Undefined when that cannot be said.
 */
export function listSaysIrrelevant(text: string): true | undefined {
  const spans = listEntries(text);
  if (spans === undefined || spans.starts.length === 0) return undefined;
  const { lines, starts, end, head } = spans;
  // the List's own lines: before `items:`, and after the sequence
  if (STRONG_WORDS.test(text.slice(0, lineStart(lines, head + 1, text))) || STRONG_WORDS.test(text.slice(lineStart(lines, end, text)))) return undefined;
  for (let s = 0; s < starts.length; s++) if (!textSaysIrrelevant(entryText(spans, s).text, false)) return undefined;
  return true;
}

interface ListEntries {
  text: string;
  /** where each line of the text starts */
  lines: number[];
  /** the line of `items:` */
  head: number;
  /** the first line of each entry */
  starts: number[];
  /** the line after the sequence */
  end: number;
  /** the entries' indentation */
  n: number;
}

/** Where line `l` starts (the text's end for the line after the last). */
const lineStart = (lines: readonly number[], l: number, text: string): number => (l < lines.length ? lines[l] : text.length);

/** `items:` alone on a line (and maybe a comment); lines are cut at line feeds only (itemsLine) */
const ITEMS_LINE = /^items:[ \t]*(?:#.*)?\r?$/gm;

/** Where the first line that is `items:` (ITEMS_LINE between two line feeds) starts, or -1. */
function itemsLine(text: string): number {
  ITEMS_LINE.lastIndex = 0;
  for (let m = ITEMS_LINE.exec(text); m !== null; m = ITEMS_LINE.exec(text)) {
    const to = m.index + m[0].length;
    if ((m.index === 0 || text.charCodeAt(m.index - 1) === 10) && (to === text.length || text.charCodeAt(to) === 10)) return m.index;
    ITEMS_LINE.lastIndex = m.index + 1;
  }
  return -1;
}

/**
 * Where the entries of a List's `items:` block sequence are (listItemTexts' plain form), or
 * undefined. Lines are offsets in the text, not strings of their own: a dump of tens of megabytes
 * is millions of lines.
 */
function listEntries(text: string): ListEntries | undefined {
  const at = itemsLine(text);
  if (at < 0) return undefined;
  const lines = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines.push(i + 1);
  // (the line of the match: the last start at or before it)
  let k = 0;
  for (let lo = 0, hi = lines.length - 1; lo <= hi; ) {
    const mid = (lo + hi) >> 1;
    if (lines[mid] <= at) {
      k = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const lineText = (l: number): string => {
    const e = l + 1 < lines.length ? lines[l + 1] - 1 : text.length;
    return text.slice(lines[l], e);
  };
  // the sequence's first entry gives its indentation
  let j = k + 1;
  while (j < lines.length && blankOrComment(lineText(j))) j++;
  if (j === lines.length) return undefined;
  const first = lines[j];
  let n = 0;
  while (text.charCodeAt(first + n) === 32) n++;
  if (text.charCodeAt(first + n) !== 45 || /\S/.test(text.slice(first, first + n))) return undefined;
  const starts: number[] = [];
  let end = lines.length;
  for (let i = j; i < lines.length; i++) {
    const s = lines[i];
    const e = i + 1 < lines.length ? lines[i + 1] - 1 : text.length;
    // (the first character that is not a space)
    let ind = 0;
    while (s + ind < e && text.charCodeAt(s + ind) === 32) ind++;
    if (ind === n && text.charCodeAt(s + n) === 45 && (e === s + n + 1 || text.charCodeAt(s + n + 1) === 32 || text.charCodeAt(s + n + 1) === 13)) {
      starts.push(i);
      continue;
    }
    if (ind >= n + 2) continue;
    if (blank(text.slice(s, e))) continue;
    // the sequence ends at the next top-level key (a comment at its level, a tab: not this plain form)
    const c = text.charCodeAt(s);
    if (ind === 0 && c !== 35 && c !== 45 && c !== 9) {
      end = i;
      break;
    }
    return undefined;
  }
  return { text, lines, head: k, starts, end, n };
}

/** per indentation n: what entryText takes off each line of an entry written with spaces and line feeds only */
const ENTRY_INDENT: RegExp[] = [];
/** white space other than spaces and line feeds (a tab, a carriage return…) */
const OTHER_SPACE = /[^\S \n]/;

/** Entry `s`'s text, its indentation and its `- ` taken off, where it starts (a line, from 0) and the columns taken off. */
function entryText(e: ListEntries, s: number): { text: string; line: number; indent: number } {
  const { text, lines, starts, end, n } = e;
  const from = starts[s];
  const to = s + 1 < starts.length ? starts[s + 1] : end;
  // (each line but the text's last is followed by a line feed, which the slice keeps)
  const slice = text.slice(lines[from], lineStart(lines, to, text));
  if (!OTHER_SPACE.test(slice)) {
    // one pattern over the entry: its `- ` line, its lines past the `- `, its blank lines (spaces
    // past the `- ` kept, as below)
    const re = (ENTRY_INDENT[n] ??= new RegExp(`^(?: {${n}}- | {${n}}-$| {${n + 2}}| +$)`, 'gm'));
    return { text: slice.replace(re, ''), line: from, indent: n + 2 };
  }
  // (a line of the item is indented past the entry's `- `, or blank: spaces, maybe a CR)
  const body: string[] = [];
  for (const l of slice.split('\n')) body.push(l.length > n + 2 || !blank(l) ? l.slice(n + 2) : l.endsWith('\r') ? '\r' : '');
  return { text: body.join('\n'), line: from, indent: n + 2 };
}

const blank = (l: string) => l.trim() === '';
const blankOrComment = (l: string) => blank(l) || l.trimStart().startsWith('#');

/** directiveInMarks for a held text */
function directiveInHeldMarks(held: HeldText, marks: readonly number[]): boolean {
  return heldMarkStartsWith(held, marks, 'cmp-lint-disable');
}

/**
 * hasDirective(text) from the word scan's marks of the same text (src/files/word-scan.ts): each
 * start of `cmp`, in any case, is a WORD mark, so each `cmp-lint-disable` starts at one.
 */
export function directiveInMarks(text: string, marks: readonly number[]): boolean {
  for (let k = 0; k < marks.length; k++) {
    const v = marks[k];
    // (the first character before the call: most marks are other words)
    if ((v & 3) === WORD && text.charCodeAt(v >>> 2) === 0x63 && text.startsWith('cmp-lint-disable', v >>> 2)) return true;
  }
  return false;
}

/**
 * The quiet ranges of a template (`body`: its mask): schema and conflict rules everywhere, and any
 * finding on a placeholder (the placeholders as one range: a chart template has dozens of them).
 */
function quietTemplate(out: FileLoad, file: string, body: string, placeholders: readonly number[], kept: readonly number[]): void {
  out.quiet.push({ file, fromLine: 1, toLine: Number.MAX_SAFE_INTEGER, rules: TEMPLATE_QUIET, why: 'template' });
  if (placeholders.length === 0) return;
  const spots = linesAndColumns(body, placeholders);
  // (kept: ascending pairs that do not overlap, so sorting keeps each start before its end; a kept
  // action always has a placeholder at or before its start)
  const inside = kept.length > 0 ? linesAndColumns(body, kept) : undefined;
  const toLine = Math.max(spots[spots.length - 2], inside ? inside[inside.length - 2] : 0);
  out.quiet.push(placeholderRange(file, spots[0], toLine, spots, inside));
}

/**
 * The 1-based line and column of each offset, as SourceText.pos gives them for a whole text, in
 * ascending order: [line, column, line, column, …]. One pass over the text's line feeds.
 */
export function linesAndColumns(text: string, offsets: readonly number[]): number[] {
  const sorted = offsets.slice().sort((x, y) => x - y);
  const out: number[] = [];
  let line = 1;
  let lineStart = 0;
  for (let o of sorted) {
    o = Math.max(0, Math.min(o, text.length));
    // (the end of a token that swallowed the \r of a CRLF stays before it, as in SourceText.pos)
    if (o > 0 && text.charCodeAt(o - 1) === 13 && (o >= text.length || text.charCodeAt(o) === 10)) o--;
    for (let k = text.indexOf('\n', lineStart); k !== -1 && k < o; k = text.indexOf('\n', k + 1)) {
      line++;
      lineStart = k + 1;
    }
    out.push(line, o - lineStart + 1);
  }
  return out;
}

/** The one range of a template's placeholders (made here and from a worker's reply alike: one hidden class). */
export function placeholderRange(file: string, fromLine: number, toLine: number, spots: readonly number[], inside: readonly number[] | undefined): QuietRange {
  return { file, fromLine, toLine, why: 'placeholder', spots, inside };
}

/** Where loadYamlStream found a lazily read (or a deferred) document in its file's text. */
export interface DocSpan {
  from: number;
  /** undefined: the document is the whole file */
  to?: number;
  /** the document's first line when it does not start the file */
  line0?: number;
  rel: Relevance;
  /** the value holds numbers JSON cannot carry: kept as read, not compacted */
  exact: boolean;
  /** a ConfigMap read from its text: what the scan found (the document is textConfigMapDoc's) */
  cm?: PlainConfigMapFacts;
  deferred?: true;
}

/**
 * A lazily read document: positions only when a finding asks. The text is read again then, and
 * until then only a compact copy of the value is kept (js-yaml's strings are slices that would
 * hold the text). `fresh`: the value is already a copy of its own (a worker thread's, through JSON).
 */
export function lazyDoc(
  file: string,
  value: unknown,
  span: DocSpan,
  opts: { reread?: () => string | undefined; readFile?: (file: string) => string | undefined; pool?: StringPool },
  slice?: string,
  fresh = false,
): LoadedDoc {
  let text: string | TextAgain | undefined = slice;
  if (opts.reread || opts.readFile) {
    text = new TextAgain(file, opts.readFile ?? opts.reread!, span.from, span.to);
    // Argo CD resources repeat their strings (repoURL, project, server…); ConfigMap data rarely does
    if (!span.exact) {
      const pool = span.rel === 'argo' ? opts.pool : undefined;
      const shape = span.rel === 'configmap' ? CONFIGMAP_DICTIONARIES : {};
      value = fresh ? compactCopy(value, pool, shape) : compactValue(value, pool, shape);
    }
  }
  const src = new SourceText(file, text!, span.line0 === undefined ? undefined : { line0: span.line0, indent: 0, slice: true });
  return { file, src, ref: lazyRef(src, value), raw: value };
}

/**
 * A ConfigMap the text scan read (src/extract/configmap-text.ts): its document slice [from, to) of
 * the file (or of its template mask) is read again, and its first line counted, only if a rule asks.
 */
export function textConfigMapDoc(file: string, facts: PlainConfigMapFacts | HeldFacts, from: number, to: number | undefined, templated: boolean, read: (file: string) => string | undefined, where?: TextPlace): LoadedDoc {
  return new TextConfigMap(facts, where ?? { file, read, templated }, from, to);
}

/** What heldRun reads and writes: the loop's state for a held text's documents */
interface HeldRun {
  words: DocWords;
  starts: readonly number[];
  file: string;
  out: StreamLoad;
  /** plain ConfigMaps are taken from their bytes (written again for each; the document keeps them); undefined: not */
  held: HeldFacts | undefined;
  spans: DocSpan[] | undefined;
  read: (file: string) => string | undefined;
  /** set when a workload decided without a name made the load's patchByName false */
  unnamed: boolean;
  /** where its ConfigMaps are (one object for all of them) */
  where?: TextPlace;
}

/**
 * The documents of a held text from the i-th on that their bytes decide (src/files/relevance.ts
 * heldSaysIrrelevant, src/extract/configmap-text.ts heldPlainConfigMap): the index of the first one
 * they do not (its marks advanced: the string path decides it), or the last start's. A loop of its
 * own (a small function V8 optimizes soon), for bundles of tens of thousands of documents.
 */
function heldRun(run: HeldRun, i: number): number {
  const { words, starts, out, held } = run;
  for (; i + 1 < starts.length; i++) {
    const a = starts[i];
    const b = starts[i + 1];
    advanceDocWords(words, a, b);
    // a plain ConfigMap first (heldSaysIrrelevant answers ASK for every ConfigMap: its kind line
    // is a READ_KINDS mark, and ConfigMap is no inert kind)
    if (held && heldPlainConfigMapInto(words, a, b, held)) {
      const to = starts.length === 2 ? undefined : b;
      run.spans?.push({ from: a, to, rel: 'configmap', exact: true, cm: factsOf(held) });
      out.docs.push(textConfigMapDoc(run.file, held, a, to, out.templated, run.read, (run.where ??= { file: run.file, read: run.read, templated: out.templated })));
      continue;
    }
    const d = heldSaysIrrelevant(words, a, b);
    if (d === ASK) return i;
    if (d !== INERT) {
      // (textSaysIrrelevant's answer for a workload: maybePatch, named or not)
      out.maybePatch = true;
      if (d === WORKLOAD_UNNAMED) run.unnamed = true;
    }
  }
  return i;
}

/** A document whose positioned parse is left to the extractor (LoadedDoc.deferred): `src` holds its own text. */
export function deferredDoc(src: SourceText, value: unknown): LoadedDoc {
  return { file: src.file, src, ref: new NodeRef(src, null), raw: value, deferred: true };
}

/**
 * A ConfigMap document the text scan read (src/extract/configmap-text.ts), read in full as
 * loadYamlStream would have read it: a compact js-yaml value with lazy positions, or for a
 * template the positioned parse of its mask.
 */
function readConfigMapAgain(file: string, src: SourceText, templated: boolean): { ref: NodeRef; raw: unknown } {
  const text = src.text;
  if (!templated) {
    let value = load(text, { schema: CORE_SCHEMA });
    if (!NON_JSON_NUMBER.test(text)) value = compactValue(value, undefined, CONFIGMAP_DICTIONARIES);
    return { ref: lazyRef(src, value), raw: value };
  }
  const out: FileLoad = { docs: [], problems: [], quiet: [], templated: true };
  collect(out, file, src, parseYaml(src), true);
  const d = out.docs[0];
  return d ? { ref: d.ref, raw: d.raw } : { ref: new NodeRef(src, null), raw: {} };
}
TextConfigMap.opener = readConfigMapAgain;

/**
 * A ConfigMap read with lazy positions although it can matter (Argo CD's own, or data that mentions
 * CMP: relevance 'parse'): its plugin.yaml strings are read lazily too (src/extract/configmaps.ts),
 * and what needs its YAML nodes asks for them (NodeRef.positioned). Workloads (isWorkloadValue) are
 * read the same way: their findings' places mostly come from their lines (src/yaml/locate.ts).
 */
function isConfigMapValue(v: unknown): boolean {
  const o = v as { kind?: unknown; data?: unknown; binaryData?: unknown };
  return o.kind === 'ConfigMap' && (o.data === undefined || (typeof o.data === 'object' && o.data !== null && !Array.isArray(o.data))) && o.binaryData === undefined;
}

/**
 * Where the documents of a text start: 0, every `---` or `...` marker that follows a line feed and
 * is followed by white space or the end, and the text's length last. These are the matches of
 * `/^(?:---|\.\.\.)(?=[ \t\r\n]|$)/gm` that follow a `\n` (lines, and so positions, are counted on
 * `\n`: a bare `\r` would start a slice in the middle of a counted line), found with indexOf rather
 * than a multiline regex tried at every position.
 */
export function documentStarts(body: string): number[] {
  const starts = [0];
  // (the markers without their line feed: V8 finds a pattern that starts with a frequent
  // character, like the line feed, much more slowly)
  for (const marker of ['---', '...']) {
    for (let k = body.indexOf(marker, 1); k !== -1; k = body.indexOf(marker, k + 1)) {
      if (body.charCodeAt(k - 1) !== 10) continue;
      const at = k + 3;
      const c = body.charCodeAt(at);
      if (at >= body.length || c === 32 || c === 9 || c === 13 || c === 10 || c === 0x2028 || c === 0x2029) starts.push(k);
    }
  }
  if (starts.length > 2) starts.sort((x, y) => x - y);
  starts.push(body.length);
  return starts;
}

/**
 * Whether every document of `text` that holds an unquoted action (`key: {{`, a line starting with
 * `{{`) is YAML as written: it parses without an error, and no action was read as a flow mapping
 * (`name: {{.Name}}`). Such actions are strings (in a block scalar, say: Prometheus rule
 * descriptions, Argo CD notification templates), the file is not a template, and it is loaded like
 * any other; only those documents are parsed here. A document that fails goes to the whole-file
 * path, which decides whether the file is a template of another tool.
 */
function actionsReadAsYaml(file: string, text: string, patch: PatchTarget | undefined): ReadValues | undefined {
  const starts = documentStarts(text);
  const values: ReadValues = new Map();
  let k = -1;
  for (let i = 0; i + 1 < starts.length; i++) {
    // (the next action is looked for again only once passed: not once per document)
    if (k < starts[i]) k = text.indexOf('{{', starts[i]);
    if (k === -1) return values;
    if (k >= starts[i + 1]) continue;
    if (!hasUnquotedAction(text, starts[i], starts[i + 1])) continue;
    const slice = starts.length === 2 ? text : text.slice(starts[i], starts[i + 1]);
    // a document its text proves irrelevant is skipped by the load whatever its actions do (a
    // PrometheusRule's descriptions): nothing of it is read, so it decides nothing of the file
    const skip = textSaysIrrelevant(slice, patch !== undefined);
    if (skip && (!patch || irrelevantAsPatch(skip, patch))) continue;
    // a ConfigMap the text scan reads whole is YAML as written (a Grafana dashboard's `"x : {{ y }}"`)
    if (!patch && plainConfigMapText(slice)) continue;
    // js-yaml reads most such documents at a fraction of a positioned parse's cost; an action it
    // read as a flow mapping is a mapping key it wrote as `[object Object]` (not with anchors: a
    // walk of a value whose aliases js-yaml shares could take exponential time)
    try {
      const { value, anchored } = loadPlain(slice);
      if (!anchored && !objectKey(value, 0)) {
        values.set(starts[i], { to: starts[i + 1], value });
        continue;
      }
    } catch {
      // (not read: a repeated key, say, which the positioned parse reads) decided below
    }
    const parsed = parseYaml(new SourceText(file, slice));
    if (parsed.errors.length > 0 || flowMapFromAction(parsed.docs, slice)) return undefined;
  }
  return values;
}

/** js-yaml's values of documents, by where they start in the text: [start, { to: their end, value }] */
type ReadValues = Map<number, { to: number; value: unknown }>;

/** Whether a plain value has a mapping key js-yaml made from a mapping (`[object Object]`). */
function objectKey(v: unknown, depth: number): boolean {
  if (v === null || typeof v !== 'object' || depth > 200) return depth > 200;
  if (Array.isArray(v)) return v.some((x) => objectKey(x, depth + 1));
  for (const k in v) if (k === '[object Object]' || objectKey((v as Record<string, unknown>)[k], depth + 1)) return true;
  return false;
}

/** A line that is nothing but a template action: `{{- if … }}`, `{{ end }}`, `{{ include … | nindent 4 }}`. */
const TEMPLATE_LINE = /^[ \t]*\{\{.*\}\}[ \t]*\r?$|:[ \t]+\{\{[^}'"]*\}\}[ \t]*\r?$/m;

/** Did the parser read an unquoted `{{ … }}` as a flow mapping? No manifest means that. */
function flowMapFromAction(docs: Document.Parsed[], text: string): boolean {
  for (const doc of docs) {
    let hit = false;
    visit(doc, {
      Map(_, node) {
        if (node.flow && node.range && text.startsWith('{{', node.range[0])) {
          hit = true;
          return visit.BREAK;
        }
        return undefined;
      },
    });
    if (hit) return true;
  }
  return false;
}

function isDeep(doc: Document.Parsed): boolean {
  return doc.errors.some((e) => e.code === 'RESOURCE_EXHAUSTION' || /nesting deeper|call stack/i.test(e.message));
}

/** A Helm values file by its name: values.yaml, values-prod.yaml, values.dev.yml, argocd-values.yaml. */
const HELM_VALUES_FILE = /(^|\/|[-_.])values([-_.][^/]*)?\.ya?ml$/i;

/**
 * One finding per mapping that repeats a key, on the first repeat, naming the others. Kubernetes
 * decodes manifests strictly (a repeated key is an error); the usual cause is two documents fused
 * by a missing `---`, or a `spec:` written twice. Helm reads a values file loosely instead: the last
 * of the repeated keys wins and the others are dropped without a word (helm/helm#4107, #11223).
 */
function duplicateKeys(src: SourceText, doc: Document.Parsed, problems: LoadProblem[]): boolean {
  // a values file's document is no Kubernetes object (no `kind`)
  const helmValues = HELM_VALUES_FILE.test(src.file) && !(isMap(doc.contents) && doc.contents.has('kind'));
  const json = isJsonPath(src.file);
  const why = json
    ? 'kustomize rejects it (`mapping key already defined`), and a directory app (Argo CD reads JSON with Go\'s encoding/json) keeps only the last of repeated keys and silently drops the others'
    : helmValues
      ? 'Helm keeps only the last of repeated keys and silently drops the others'
      : 'Kubernetes rejects a mapping with a repeated key';
  let found = false;
  const stack: unknown[] = [doc.contents];
  while (stack.length > 0) {
    const n = stack.pop();
    if (isSeq(n)) {
      for (const it of n.items) stack.push(it);
      continue;
    }
    if (!isMap(n)) continue;
    const seen = new Map<string, YNode>();
    const dups: { key: string; first: YNode; again: YNode }[] = [];
    for (const p of n.items) {
      if (!isPair(p)) continue;
      stack.push(p.value);
      if (!isScalar(p.key) || !p.key.range) continue;
      if (isMergeKey(p.key)) continue; // merge keys may repeat
      const k = String(p.key.value);
      const first = seen.get(k);
      if (first) dups.push({ key: k, first, again: p.key as YNode });
      else seen.set(k, p.key as YNode);
    }
    if (dups.length === 0) continue;
    found = true;
    const d = dups[0];
    const firstLoc = src.loc(d.first.range![0], d.first.range![1]);
    const others = [...new Set(dups.slice(1).map((x) => x.key))].filter((k) => k !== d.key);
    // (JSON has no `---`: two objects cannot fuse that way)
    const fused = !json && dups.some((x) => x.key === 'kind') && dups.some((x) => x.key === 'apiVersion');
    const also = others.length ? ` (also ${others.slice(0, 4).map((k) => `\`${k}\``).join(', ')}${others.length > 4 ? ', …' : ''})` : '';
    problems.push({
      ruleId: 'yaml-duplicate-key',
      loc: src.loc(d.again.range![0], d.again.range![1]),
      message: `duplicate key \`${d.key}\`${also}: first at line ${firstLoc.line}; ${why}${fused ? ' (two documents without a `---` between them?)' : ''}`,
      hint: fused ? 'separate the documents with a line `---`' : `merge the two \`${d.key}\` entries into one`,
      related: [{ loc: firstLoc, message: `first \`${d.key}\`` }],
    });
  }
  return found;
}

function blockScalarLines(src: SourceText, docs: Document.Parsed[]): Set<number> {
  const lines = new Set<number>();
  for (const doc of docs) {
    visit(doc, {
      Scalar(_, node) {
        if (!isScalar(node) || !node.range) return;
        if (node.type !== 'BLOCK_LITERAL' && node.type !== 'BLOCK_FOLDED') return;
        const a = src.pos(node.range[0]).line + 1;
        const b = src.pos(node.range[1]).line;
        for (let l = a; l <= b; l++) lines.add(l);
      },
    });
  }
  return lines;
}

export function aliasMessage(e: unknown): string {
  if (e instanceof AnchorError) return e.message;
  const m = (e as Error)?.message ?? String(e);
  return /excessive alias|alias count|alias expansions/i.test(m) ? `too many alias expansions (more than allowed): the document looks like an alias bomb` : m;
}

/** Where go-yaml refuses an alias or a merge key (an AnchorError from docToJS), in `src`. */
export function anchorLoc(e: unknown, src: SourceText): Loc | undefined {
  const r = e instanceof AnchorError ? e.node.range : undefined;
  return r ? src.loc(r[0], r[1]) : undefined;
}

export type { ParsedYaml };
