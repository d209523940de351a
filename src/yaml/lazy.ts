// Lazy positions for the common big-repository case: a file holding one Argo CD Application (or
// ApplicationSet/AppProject). Its plain value comes from js-yaml (an order of magnitude faster than
// a position-keeping parse); the `yaml` parse with positions happens only when a finding asks for a
// location. Anything unusual (several documents, anchors/aliases, suppression comments, a js-yaml
// error) takes the normal path, so positions and parse errors are never approximated.
import { load, CORE_SCHEMA } from 'js-yaml';
import { NodeRef, SourceText, parseYaml, rootRef, type Loc, type PathSeg } from './source.js';

const LAZY_KINDS = new Set(['Application', 'ApplicationSet', 'AppProject']);

class LazyDoc {
  private root?: NodeRef;
  constructor(readonly src: SourceText) {}
  /** The position-keeping parse, done once, on first demand. */
  real(): NodeRef {
    if (!this.root) {
      const parsed = parseYaml(this.src);
      const doc = parsed.docs.find((d) => d.contents !== null) ?? parsed.docs[0];
      this.root = doc ? rootRef(this.src, doc) : new NodeRef(this.src, null);
    }
    return this.root;
  }
}

const has = (o: unknown, k: PathSeg): boolean =>
  Array.isArray(o) ? typeof k === 'number' && k >= 0 && k < o.length : typeof o === 'object' && o !== null && Object.prototype.hasOwnProperty.call(o, String(k));

/** A NodeRef answered from the plain value; locations come from the lazy positioned parse. */
export class LazyRef extends NodeRef {
  constructor(
    private readonly lazy: LazyDoc,
    /** the parent ref and this node's key or index in it (a path shared with the parent, not copied) */
    private readonly parent: LazyRef | undefined,
    private readonly seg: PathSeg | undefined,
    readonly js: unknown,
  ) {
    super(lazy.src, null);
  }

  /** Keys and indexes from the document's root to this node. */
  get path(): PathSeg[] {
    const out: PathSeg[] = [];
    for (let r: LazyRef | undefined = this; r?.parent; r = r.parent) out.push(r.seg!);
    return out.reverse();
  }

  private realRef(): NodeRef {
    return this.lazy.real().closest(this.path);
  }

  override loc(): Loc {
    return this.realRef().loc();
  }
  override keyLoc(): Loc {
    return this.realRef().keyLoc();
  }
  override scalarOffsetLoc(start: number, end = start): Loc {
    return this.realRef().scalarOffsetLoc(start, end);
  }
  override get(seg: PathSeg): NodeRef | undefined {
    if (!has(this.js, seg)) return undefined;
    return new LazyRef(this.lazy, this, seg, (this.js as Record<string, unknown>)[seg as string]);
  }
  override entries(): [string, NodeRef][] {
    if (typeof this.js !== 'object' || this.js === null || Array.isArray(this.js)) return [];
    return Object.entries(this.js).map(([k, v]) => [k, new LazyRef(this.lazy, this, k, v)]);
  }
  override items(): NodeRef[] {
    return Array.isArray(this.js) ? this.js.map((v, i) => new LazyRef(this.lazy, this, i, v)) : [];
  }
  override toJS(): unknown {
    return this.js;
  }
  override isMap(): boolean {
    return typeof this.js === 'object' && this.js !== null && !Array.isArray(this.js);
  }
  override isSeq(): boolean {
    return Array.isArray(this.js);
  }
  override isScalar(): boolean {
    return this.js !== null && typeof this.js !== 'object';
  }
  override scalar(): unknown {
    return this.isScalar() || this.js === null ? this.js : undefined;
  }
}

/**
 * The plain value and a lazy root ref of a single-document Argo CD resource file, or undefined when
 * the file needs the normal positioned parse.
 */
export function lazyArgoDocument(file: string, text: string): { raw: Record<string, unknown>; ref: LazyRef; src: SourceText } | undefined {
  // anchors/aliases (bounded expansion), several documents and suppression comments: normal path
  if (/[&*][A-Za-z0-9_]/.test(text) || /^---/m.test(text.replace(/^(\s*#[^\n]*\n|\s*\n)*---[^\n]*\n/, '')) || text.includes('cmp-lint-disable')) return undefined;
  // an unquoted Go-template action (`name: {{.Name}}`) is a template, not an Application: the loader decides
  if (text.includes('{{') && /(?:^|[:-])[ \t]*\{\{/m.test(text)) return undefined;
  if (!/^kind:\s*["']?(Application|ApplicationSet|AppProject)["']?\s*$/m.test(text)) return undefined;
  let raw: unknown;
  try {
    // not `json: true`: a repeated key must throw, so the positioned path reports it
    raw = load(text, { schema: CORE_SCHEMA });
  } catch {
    return undefined; // the positioned parse reports it
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const kind = (raw as { kind?: unknown }).kind;
  if (typeof kind !== 'string' || !LAZY_KINDS.has(kind)) return undefined;
  const src = new SourceText(file, text);
  return { raw: raw as Record<string, unknown>, ref: new LazyRef(new LazyDoc(src), undefined, undefined, raw), src };
}

/**
 * A lazy root ref over an already-read plain value of one document (`src` is that document's text,
 * positioned in its file): positions are parsed only when a finding asks for one.
 */
export function lazyRef(src: SourceText, raw: unknown): LazyRef {
  return new LazyRef(new LazyDoc(src), undefined, undefined, raw);
}
