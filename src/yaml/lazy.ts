// Lazy positions for the common big-repository case: a file holding one Argo CD Application (or
// ApplicationSet/AppProject). Its plain value comes from js-yaml (an order of magnitude faster than
// a position-keeping parse); the `yaml` parse with positions happens only when a finding asks for a
// location. Anything unusual (several documents, anchors/aliases, suppression comments, a js-yaml
// error) takes the normal path, so positions and parse errors are never approximated.
import { load, CORE_SCHEMA } from 'js-yaml';
import { hasUnquotedAction } from './template.js';
import { loadPlain, mayHoldMergeKey } from './plain.js';
import { isScalar } from 'yaml';
import { NodeRef, SourceText, TextAgain, blockScalarText, parseEmbedded, parseYaml, rootRef, type Loc, type PathSeg, type TextPlace } from './source.js';
import { lineIndex, locate, type LineIndex } from './locate.js';

const LAZY_KINDS = new Set(['Application', 'ApplicationSet', 'AppProject']);

/**
 * One lazily read document: its text (read again on demand), its plain value (kept, or released
 * and read again on demand) and, once asked for, its positioned parse. The model keeps this for a
 * released document and makes refs from it when asked (LazyDoc.rootRef).
 */
export class LazyDoc {
  private root?: NodeRef;
  private shared?: LazyRef;
  /** the plain value while it is kept; after release() it is read again from the text on demand */
  private kept: unknown;
  private released = false;
  /**
   * The document's text; once released while still unread, only how to make it again (a hundred
   * thousand Applications keep one object less each), made again when a ref asks for it.
   */
  private source: SourceText | TextAgain | undefined;
  private place: TextPlace | undefined;
  /** `src` undefined: a subclass answers `file`, `src` and `real()` itself (EmbeddedLazyDoc) */
  constructor(src: SourceText | undefined, value: unknown) {
    this.source = src;
    this.kept = value;
  }
  /** the file the document is in */
  get file(): string {
    return this.source!.file;
  }
  get src(): SourceText {
    const s = this.source!;
    if (s instanceof SourceText) return s;
    return (this.source = new SourceText(s.file, s, this.place));
  }
  /** one object per path asked for (LazyRef.identity) */
  private ids?: Map<string, object>;
  /** The same object for the same path of this document (a node's identity without its YAML node). */
  idOf(path: readonly PathSeg[]): object {
    const key = JSON.stringify(path);
    const ids = (this.ids ??= new Map());
    let id = ids.get(key);
    if (!id) ids.set(key, (id = {}));
    return id;
  }
  /** the text's lines for `locate`, made on its first use */
  private lines?: LineIndex;
  /**
   * Where the key (`key`) or the one-line scalar value at `path` is, read from the text's lines
   * (src/yaml/locate.ts) while the document has no positioned parse; undefined: ask that parse.
   */
  locate(path: readonly PathSeg[], key: boolean): Loc | undefined {
    const r = this.locateRange(path, key);
    return r && this.src.loc(r[0], r[1]);
  }
  /** locate's range in the document's text */
  locateRange(path: readonly PathSeg[], key: boolean): [number, number] | undefined {
    if (this.root || path.length === 0) return undefined;
    return locate((this.lines ??= lineIndex(this.src.text)), path, key);
  }
  /** The position-keeping parse, done once, on first demand. */
  real(): NodeRef {
    if (!this.root) {
      const parsed = parseYaml(this.src);
      const doc = parsed.docs.find((d) => d.contents !== null) ?? parsed.docs[0];
      this.root = doc ? rootRef(this.src, doc) : new NodeRef(this.src, null);
    }
    return this.root;
  }
  /**
   * The document's plain value. Once released, it is js-yaml's value of the same text again (the
   * text the value was first read from: equal to what was kept), kept from then on.
   */
  value(): unknown {
    if (this.released) {
      this.released = false;
      try {
        this.kept = load(this.src.text, { schema: CORE_SCHEMA }) ?? null;
      } catch {
        this.kept = null; // the file changed on disk since it was read
      }
    }
    return this.kept;
  }
  release(): void {
    this.kept = undefined;
    this.released = true;
    const unread = this.source instanceof SourceText ? this.source.unread() : undefined;
    if (unread) {
      this.source = unread.again;
      this.place = unread.outer;
    }
  }
  /** The document's root ref: one object per document, made on first demand (its identity names the document). */
  rootRef(): LazyRef {
    return (this.shared ??= new LazyRef(this, undefined, undefined));
  }
}

/**
 * One document of the YAML held in a string of a lazily read document (a plugin.yaml in a
 * ConfigMap's data): its plain value is js-yaml's; its positions, when a finding asks, come from
 * the outer document's positioned parse and then the string's own (parseEmbedded: positions in the
 * outer file), exactly as when the outer document is parsed with positions from the start.
 */
export class EmbeddedLazyDoc extends LazyDoc {
  private opened?: { src: SourceText; root: NodeRef };
  constructor(
    /** the string's node (a ConfigMap data key's value) */
    private readonly holder: NodeRef,
    /** the string */
    readonly text: string,
    /** which document of the string this is */
    readonly index: number,
    value: unknown,
  ) {
    super(undefined, value);
  }
  override get file(): string {
    return this.holder.file;
  }
  override get src(): SourceText {
    return this.open().src;
  }
  override real(): NodeRef {
    return this.open().root;
  }
  /** (the value is small and kept: never released) */
  override release(): void {}
  /** the string's text as a document placed in the outer file (placeOf), once made; null: not placed here */
  private placed?: { src: SourceText; lines: LineIndex } | null;
  /**
   * Places from the string's lines (src/yaml/locate.ts), when the string is a literal block scalar
   * (`plugin.yaml: |`) of a lazily read document whose key is found from its lines: its text is then
   * placed in the outer file as parseEmbedded places it (line k of the value on the line after the
   * header plus k, shifted by the content's indentation), without a positioned parse of either.
   */
  override locate(path: readonly PathSeg[], key: boolean): Loc | undefined {
    if (this.opened || path.length === 0 || this.index !== 0) return undefined;
    if (this.placed === undefined) this.placed = this.placeOf();
    if (!this.placed) return undefined;
    const r = locate(this.placed.lines, path, key);
    return r && this.placed.src.loc(r[0], r[1]);
  }
  override locateRange(): [number, number] | undefined {
    return undefined;
  }
  private placeOf(): { src: SourceText; lines: LineIndex } | null {
    const holder = this.holder;
    if (!(holder instanceof LazyRef)) return null;
    const doc = holder.document();
    const k = doc.locateRange(holder.path, true);
    if (!k) return null;
    const outer = doc.src;
    const t = outer.text;
    // `key:`, then a literal block header alone on its line (no indentation indicator)
    const m = /^[ \t]*:[ \t]+\|[-+]?[ \t]*(?:#[^\n]*)?\r?\n/.exec(t.slice(k[1], t.indexOf('\n', k[1]) + 1 || t.length));
    if (!m) return null;
    // (placed as parseEmbedded places it)
    return { src: blockScalarText(outer, t.indexOf('|', k[1]), this.text), lines: lineIndex(this.text) };
  }
  private open(): { src: SourceText; root: NodeRef } {
    if (!this.opened) {
      const at = this.holder.positioned();
      const node = at.node;
      if (node && isScalar(node)) {
        const parsed = parseEmbedded(at.src, node, this.text);
        const doc = parsed.docs[this.index] ?? parsed.docs[0];
        this.opened = { src: parsed.src, root: doc ? rootRef(parsed.src, doc) : new NodeRef(parsed.src, null) };
      } else {
        // (not a string in the positioned parse: the holder's own place stands for every position)
        this.opened = { src: at.src, root: new NodeRef(at.src, null, at.keyNode) };
      }
    }
    return this.opened;
  }
}

/** Paths from a document's root as the model keeps them: a repository repeats a few (`spec.source.helm`), one array each. */
const PATHS = new Map<string, PathSeg[]>();
export function sharedPath(path: PathSeg[]): PathSeg[] {
  const key = JSON.stringify(path);
  let have = PATHS.get(key);
  if (!have) PATHS.set(key, (have = Object.freeze(path.slice()) as PathSeg[]));
  return have;
}

const has = (o: unknown, k: PathSeg): boolean =>
  Array.isArray(o) ? typeof k === 'number' && k >= 0 && k < o.length : typeof o === 'object' && o !== null && Object.prototype.hasOwnProperty.call(o, String(k));

/**
 * A NodeRef answered from the plain value; locations come from the lazy positioned parse. A ref
 * holds no value of its own: it finds its node in the document's value by its key or index in its
 * parent, so a document whose value was released (LazyRef.release) keeps only the refs the model
 * holds, and the value is read again only if something asks for it.
 */
export class LazyRef extends NodeRef {
  constructor(
    private readonly lazy: LazyDoc,
    /** the parent ref and this node's key or index in it (a path shared with the parent, not copied) */
    private readonly parent: LazyRef | undefined,
    private readonly seg: PathSeg | undefined,
  ) {
    // (the document's text is made when asked: a ref the model keeps long does not hold it)
    super(undefined, null);
  }

  override get src(): SourceText {
    return this.lazy.src;
  }

  override get file(): string {
    return this.lazy.file;
  }

  /** This node's plain value. */
  get js(): unknown {
    if (!this.parent) return this.lazy.value();
    const up = this.parent.js;
    return has(up, this.seg!) ? (up as Record<string, unknown>)[this.seg as string] : undefined;
  }

  /**
   * Drop the document's plain value: the model keeps only the facts read from it and its refs.
   * Asking a ref for a value afterwards reads the document again (js-yaml, then kept).
   */
  release(): void {
    this.lazy.release();
  }

  /**
   * The same node, holding its own copy of the value and its path: it stays answered without the
   * document's value, and keeps no ref above it alive.
   */
  pinned(): LazyRef {
    return new PinnedLazyRef(this.lazy, sharedPath(this.path), this.js);
  }

  /**
   * The same node, found from the document's root by its path: it keeps no ref above it alive (a
   * ref made by walking down from the root keeps each step). For refs the model keeps long.
   */
  compact(): LazyRef {
    return this.parent ? new PathLazyRef(this.lazy, sharedPath(this.path)) : this;
  }

  /** The document this ref belongs to. */
  document(): LazyDoc {
    return this.lazy;
  }

  /** Keys and indexes from the document's root to this node. */
  get path(): PathSeg[] {
    const out: PathSeg[] = [];
    let r: LazyRef = this;
    for (; r.parent; r = r.parent) out.push(r.seg!);
    out.reverse();
    return r instanceof PathLazyRef ? [...r.base, ...out] : out;
  }

  private realRef(): NodeRef {
    return this.lazy.real().closest(this.path);
  }

  override positioned(): NodeRef {
    return this.realRef();
  }

  override identity(): unknown {
    return this.lazy.idOf(this.path);
  }

  override loc(): Loc {
    return this.lazy.locate(this.path, false) ?? this.realRef().loc();
  }
  override keyLoc(): Loc {
    const path = this.path;
    // (an item has no key: its place is its value's)
    if (typeof path[path.length - 1] === 'number') return this.loc();
    return this.lazy.locate(path, true) ?? this.realRef().keyLoc();
  }
  override scalarOffsetLoc(start: number, end = start): Loc {
    return this.realRef().scalarOffsetLoc(start, end);
  }
  override get(seg: PathSeg): NodeRef | undefined {
    if (!has(this.js, seg)) return undefined;
    return new LazyRef(this.lazy, this, seg);
  }
  override entries(): [string, NodeRef][] {
    const js = this.js;
    if (typeof js !== 'object' || js === null || Array.isArray(js)) return [];
    return Object.keys(js).map((k) => [k, new LazyRef(this.lazy, this, k)]);
  }
  override items(): NodeRef[] {
    const js = this.js;
    return Array.isArray(js) ? js.map((_, i) => new LazyRef(this.lazy, this, i)) : [];
  }
  override toJS(): unknown {
    return this.js;
  }
  override isMap(): boolean {
    const js = this.js;
    return typeof js === 'object' && js !== null && !Array.isArray(js);
  }
  override isSeq(): boolean {
    return Array.isArray(this.js);
  }
  override isScalar(): boolean {
    const js = this.js;
    return js !== null && typeof js !== 'object';
  }
  override scalar(): unknown {
    const js = this.js;
    return js === null || typeof js !== 'object' ? js : undefined;
  }
}

/** A LazyRef that knows its path from the document's root (and finds its value by it). */
class PathLazyRef extends LazyRef {
  constructor(
    lazy: LazyDoc,
    readonly base: PathSeg[],
  ) {
    super(lazy, undefined, undefined);
  }
  override get js(): unknown {
    let v = this.document().value();
    for (const seg of this.base) {
      if (!has(v, seg)) return undefined;
      v = (v as Record<string, unknown>)[seg as string];
    }
    return v;
  }
}

/** A LazyRef that keeps its node's value and path (and answers its children from them). */
class PinnedLazyRef extends PathLazyRef {
  constructor(
    lazy: LazyDoc,
    base: PathSeg[],
    private readonly own: unknown,
  ) {
    super(lazy, base);
  }
  override get js(): unknown {
    return this.own;
  }
}

/**
 * The plain value and a lazy root ref of a single-document Argo CD resource file, or undefined when
 * the file needs the normal positioned parse.
 */
export function lazyArgoDocument(file: string, text: string): { raw: Record<string, unknown>; ref: LazyRef; src: SourceText } | undefined {
  // several documents, suppression comments and merge keys: normal path (anchors: below)
  if (/^---/m.test(text.replace(/^(\s*#[^\n]*\n|\s*\n)*---[^\n]*\n/, '')) || text.includes('cmp-lint-disable') || mayHoldMergeKey(text)) return undefined;
  // an unquoted Go-template action (`name: {{.Name}}`) is a template, not an Application: the loader decides
  if (hasUnquotedAction(text)) return undefined;
  if (!/^kind:\s*["']?(Application|ApplicationSet|AppProject)["']?\s*$/m.test(text)) return undefined;
  let raw: unknown;
  try {
    // not `json: true`: a repeated key must throw, so the positioned path reports it
    const read = loadPlain(text);
    // (anchors and aliases: the positioned path bounds their expansion)
    if (read.anchored) return undefined;
    raw = read.value;
  } catch {
    return undefined; // the positioned parse reports it
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const kind = (raw as { kind?: unknown }).kind;
  if (typeof kind !== 'string' || !LAZY_KINDS.has(kind)) return undefined;
  const src = new SourceText(file, text);
  return { raw: raw as Record<string, unknown>, ref: new LazyRef(new LazyDoc(src, raw), undefined, undefined), src };
}

/**
 * A lazy root ref over an already-read plain value of one document (`src` is that document's text,
 * positioned in its file): positions are parsed only when a finding asks for one.
 */
export function lazyRef(src: SourceText, raw: unknown): LazyRef {
  return new LazyRef(new LazyDoc(src, raw), undefined, undefined);
}
