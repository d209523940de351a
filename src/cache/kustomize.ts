// Kustomizations in the pre-commit cache (src/cache/index.ts): an unchanged kustomization is not
// read again. Its record (role `kust`) holds what the rest of the run needs of it:
//   - its facts (src/extract/index.ts kustomizationFacts: the directories it builds together, its
//     namespace, the files it patches that may be the repo-server), handed to the extraction as they are;
//   - its patch entries as src/lint.ts applies them (kustomizationRefs: the second load of a patch
//     file, with its target);
//   - the files it names (namedPaths below), so that a file's record can say how kustomizations named
//     it (its context, src/cache/roles.ts namingContexts);
//   - how many ConfigMaps its generators make and which files they read.
// What is not in the record is its generated ConfigMaps: a run that needs them reads the file (when
// it is reported on, when a generator reads a file read in the run, and in a run that reads
// everything); otherwise they are missing from the picture exactly like the ConfigMaps of unread
// ConfigMap files (src/lint.ts's guard and src/cache/roles.ts partialIsUnsound cover both).
// Only a file holding one kustomization and nothing else (no read problem, template, suppression
// directive, possible patch), whose extraction made nothing but generated ConfigMaps, gets such a
// record (src/cache/roles.ts roleOf); any other kustomization is a hub, read every time.
import { posix } from 'node:path';
import type { StreamLoad } from '../yaml/load.js';
import { isKustomization, kustomizationFacts, type KustomizationFacts } from '../extract/index.js';
import { kustomizationRefs } from '../files/relevance.js';
import { joinRel } from '../core/rel-path.js';

export interface KustRecord {
  /** its kustId when the record was made (the record serves only that path and blob, so it is the id now) */
  id: string;
  facts: Omit<KustomizationFacts, 'file'>;
  /** patch entries (kustomizationRefs), their paths relative to cwd */
  refs: { path: string; target?: string }[];
  /** files it names (namedPaths), relative to cwd */
  named: string[];
  /** ConfigMaps its generators make */
  generated: number;
  /** files its generators read, relative to cwd */
  generatorFiles: string[];
}

/** Keys of a kustomization that never name a file another file's meaning depends on. */
const NOT_PATHS = new Set([
  // directories built together: Model.unitLinks, in the facts
  'resources', 'components', 'bases', 'crds',
  // names, labels, images, counts
  'apiVersion', 'kind', 'metadata', 'namespace', 'namePrefix', 'nameSuffix', 'commonLabels', 'commonAnnotations', 'labels', 'images', 'replicas', 'generatorOptions', 'buildMetadata', 'sortOptions',
]);

/**
 * The files a kustomization names whose meaning may depend on it, relative to cwd: its patch files,
 * its generators' files, and any string of any other field that could be a path (transformers,
 * generators, configurations, replacements, a field added later…), as a path. A wide net: naming a
 * file only makes its record depend on this kustomization.
 */
export function namedPaths(path: string, value: unknown): string[] {
  const dir = posix.dirname(path);
  const out = new Set<string>();
  const add = (v: unknown) => {
    if (typeof v !== 'string' || v.length === 0 || v.length >= 4096 || v.includes('\n')) return;
    out.add(joinRel(dir, v));
    if (v.includes('=')) out.add(joinRel(dir, v.slice(v.indexOf('=') + 1)));
  };
  const walk = (v: unknown) => {
    if (typeof v === 'string') add(v);
    else if (Array.isArray(v)) for (const x of v) walk(x);
    else if (typeof v === 'object' && v !== null) for (const x of Object.values(v)) walk(x);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  for (const [key, v] of Object.entries(value)) {
    if (NOT_PATHS.has(key)) continue;
    if ((key === 'patches' || key === 'patchesJson6902') && Array.isArray(v)) {
      // an entry's path; its target and options name resources, not files (an inline patch is not a path)
      for (const p of v) {
        if (typeof p === 'object' && p !== null && !Array.isArray(p)) add((p as { path?: unknown }).path);
        else walk(p);
      }
    } else if ((key === 'configMapGenerator' || key === 'secretGenerator') && Array.isArray(v)) {
      for (const g of v) {
        if (typeof g !== 'object' || g === null || Array.isArray(g)) continue;
        const o = g as Record<string, unknown>;
        for (const k of ['files', 'envs', 'env']) walk(o[k]);
      }
    } else {
      walk(v);
    }
  }
  return [...out];
}

// Encoding: fields separated by \x01, list items by \x02, a ref's path and target by \x03 (a target
// is written `=name`, nothing for none), and \x04 starts a path relative to the kustomization's
// directory. A string holding one of these bytes gets no record.
const F = '\x01';
const L = '\x02';
const R = '\x03';
const IN = '\x04';
const SEPARATORS = /[\x01-\x04]/;
const TAG = 'k3';
const ID = /^[0-9a-f]{16}$/;

/**
 * The record of a freshly read file when it can have one (see above): from its load, before the
 * extraction ran (src/cache/roles.ts roleOf decides after it). Undefined otherwise.
 */
export function kustRecordOf(path: string, load: StreamLoad, directive: boolean, id: string): string | undefined {
  if (!ID.test(id) || directive || load.templated || load.maybePatch || load.problems.length || load.quiet.length || load.blockLines?.size) return undefined;
  if (load.docs.length !== 1 || load.kustomizations.length > 1) return undefined;
  const d = load.docs[0];
  if (d.deferred || !isKustomization(d.raw)) return undefined;
  const dir = posix.dirname(path);
  const facts = kustomizationFacts(path, d.raw);
  // lint's patch entries come from the kustomizations the load recognised (by kind or file name)
  const refs = load.kustomizations.length ? kustomizationRefs(load.kustomizations[0]) : [];
  let generated = 0;
  const generatorFiles: string[] = [];
  const gens = (d.raw as { configMapGenerator?: unknown }).configMapGenerator;
  for (const g of Array.isArray(gens) ? gens : []) {
    if (typeof g !== 'object' || g === null || Array.isArray(g)) continue;
    generated++;
    const files = (g as { files?: unknown }).files;
    for (const f of Array.isArray(files) ? files : []) {
      const spec = typeof f === 'string' ? f : '';
      const eq = spec.indexOf('=');
      generatorFiles.push(joinRel(dir, eq >= 0 ? spec.slice(eq + 1) : spec));
    }
  }
  const named = new Set(namedPaths(path, d.raw));
  for (const v of load.kustomizations) for (const p of namedPaths(path, v)) named.add(p);
  const strings = [facts.namespace ?? '', ...facts.links.flat(), ...facts.repoServerPatches, ...refs.flatMap((r) => [r.path, r.target ?? '']), ...named, ...generatorFiles];
  if (strings.some((x) => SEPARATORS.test(x))) return undefined;
  // paths inside the kustomization's directory are written relative to it (most of them)
  const inDir = `${dir}/`;
  const short = (p: string) => (dir !== '.' && p.startsWith(inDir) ? `${IN}${p.slice(inDir.length)}` : p);
  const links: string[] = [];
  for (const [a, b] of facts.links) {
    if (a === b) continue; // a directory with itself links nothing
    if (a !== dir) return undefined; // (kustomizeLinks: always from the kustomization's directory)
    links.push(short(b));
  }
  const fields = [
    TAG,
    id,
    facts.namespace ?? '',
    links.join(L),
    facts.repoServerPatches.map(short).join(L),
    refs.map((r) => `${short(joinRel(dir, r.path))}${R}${r.target === undefined ? '' : `=${r.target}`}`).join(L),
    [...named].map(short).join(L),
    String(generated),
    generatorFiles.map(short).join(L),
  ];
  return fields.join(F);
}

/**
 * A remembered kustomization's record (of the kustomization file at `path`), decoded only as far as
 * the run asks: a commit usually needs every record's id and facts, but the files it names, its
 * patch entries and its generators' files only where they meet the few files read in the run.
 * `of` is undefined when the data is not a record (a foreign or damaged cache).
 */
export class RememberedKust {
  /** the kustId it was made with (the record serves only that path and blob, so it is the id now) */
  readonly id: string;
  /** ConfigMaps its generators make */
  readonly generated: number;
  private readonly dir: string;
  private namedMemo: string[] | undefined;

  private constructor(
    readonly path: string,
    private readonly f: string[],
  ) {
    this.id = f[1];
    this.generated = Number(f[7]);
    const slash = path.lastIndexOf('/'); // (posix.dirname of a path relative to cwd)
    this.dir = slash < 0 ? '.' : path.slice(0, slash);
  }

  static of(path: string, data: string): RememberedKust | undefined {
    const f = data.split(F);
    if (f.length !== 9 || f[0] !== TAG || f[1].length !== 16 || !/^\d+$/.test(f[7])) return undefined;
    // every patch entry has its path/target separator (checked now: the entries are decoded later)
    const refs = f[5];
    for (let from = 0; refs !== '' && from <= refs.length; ) {
      let end = refs.indexOf(L, from);
      if (end < 0) end = refs.length;
      const r = refs.indexOf(R, from);
      if (r < 0 || r > end) return undefined;
      from = end + 1;
    }
    return new RememberedKust(path, f);
  }

  private full(p: string): string {
    return p.charCodeAt(0) === 4 ? `${this.dir}/${p.slice(1)}` : p;
  }

  private list(s: string): string[] {
    return s === '' ? [] : s.split(L).map((p) => this.full(p));
  }

  /**
   * Can the encoded list `field` hold path `p`? A necessary condition, without decoding: a path
   * inside the kustomization's directory is always written `\x04<rest>`, any other one in full
   * (kustRecordOf's `short`), so an item equal to `p` leaves this text in the field.
   */
  private mayHold(field: string, p: string): boolean {
    const dir = this.dir;
    if (dir !== '.' && p.length > dir.length && p.charCodeAt(dir.length) === 47 /* / */ && p.startsWith(dir)) return field.includes(IN + p.slice(dir.length + 1));
    return field.includes(p);
  }

  /** the directories it builds together, its namespace, the files that may patch the repo-server */
  facts(): Omit<KustomizationFacts, 'file'> {
    const f = this.f;
    return { links: this.list(f[3]).map((b): [string, string] => [this.dir, b]), namespace: f[2] || undefined, repoServerPatches: this.list(f[4]) };
  }

  /** The id of a record (`data`), or undefined when it does not start like one (checked whole by `of`). */
  static idOf(data: string): string | undefined {
    return data.length > 20 && data.startsWith(TAG + F) && data.charCodeAt(3 + 16) === 1 ? data.slice(3, 3 + 16) : undefined;
  }

  /**
   * Can the record `data` of the kustomization in directory `dir` (posix.dirname of its path) name
   * file `p`, in any of its lists? A necessary condition on the whole text, without decoding it:
   * an item equal to `p` is written `\x04<rest>` inside `dir`, in full elsewhere (see mayHold).
   */
  static mayName(dir: string, data: string, p: string): boolean {
    if (dir !== '.' && p.length > dir.length && p.charCodeAt(dir.length) === 47 /* / */ && p.startsWith(dir)) return data.includes(IN + p.slice(dir.length + 1));
    return data.includes(p);
  }

  /**
   * What the extraction needs of the record `data` of the kustomization at `path` (its facts), and
   * how many ConfigMaps its generators make, without decoding the rest; undefined when it is not a
   * record (then `of` is undefined too).
   */
  static factsOf(path: string, data: string): { facts: KustomizationFacts; generated: number; generatorFiles: boolean } | undefined {
    // the 8 field separators (exactly: `of` wants 9 fields)
    const at: number[] = [];
    for (let i = data.indexOf(F); i >= 0; i = data.indexOf(F, i + 1)) if (at.push(i) > 8) return undefined;
    if (at.length !== 8 || at[0] !== TAG.length || !data.startsWith(TAG) || at[1] - at[0] !== 17) return undefined;
    const count = data.slice(at[6] + 1, at[7]);
    if (!/^\d+$/.test(count)) return undefined;
    // every patch entry has its path/target separator (as `of` checks)
    for (let from = at[4] + 1; at[5] > at[4] + 1 && from <= at[5]; ) {
      let end = data.indexOf(L, from);
      if (end < 0 || end > at[5]) end = at[5];
      const r = data.indexOf(R, from);
      if (r < 0 || r > end) return undefined;
      from = end + 1;
    }
    const slash = path.lastIndexOf('/');
    const dir = slash < 0 ? '.' : path.slice(0, slash);
    const list = (from: number, to: number) => (from === to ? [] : data.slice(from, to).split(L).map((p) => (p.charCodeAt(0) === 4 ? `${dir}/${p.slice(1)}` : p)));
    return {
      facts: { file: path, links: list(at[2] + 1, at[3]).map((b): [string, string] => [dir, b]), namespace: data.slice(at[1] + 1, at[2]) || undefined, repoServerPatches: list(at[3] + 1, at[4]) },
      generated: Number(count),
      generatorFiles: at[7] !== data.length - 1,
    };
  }


  /** the files it names (namedPaths), relative to cwd */
  named(): string[] {
    return (this.namedMemo ??= this.list(this.f[6]));
  }

  /** does it name file `p` (namedPaths)? */
  names(p: string): boolean {
    return this.mayHold(this.f[6], p) && this.named().includes(p);
  }

  /** its patch entries (kustomizationRefs, paths relative to cwd) for files among `paths`, in order */
  refsTo(paths: ReadonlySet<string>): KustRecord['refs'] {
    const field = this.f[5];
    if (field === '') return [];
    let may = false;
    for (const p of paths) if ((may = this.mayHold(field, p))) break;
    if (!may) return [];
    const out: KustRecord['refs'] = [];
    for (const r of this.list(field)) {
      const i = r.indexOf(R);
      const path = r.slice(0, i);
      if (!paths.has(path)) continue;
      const t = r.slice(i + 1);
      out.push({ path, target: t === '' ? undefined : t.slice(1) });
    }
    return out;
  }

  /** do its generators read one of these files? */
  generatorReads(paths: { has(path: string): boolean }): boolean {
    return this.f[8] !== '' && this.list(this.f[8]).some((g) => paths.has(g));
  }

  /** the whole record */
  decode(): KustRecord {
    return { id: this.id, facts: this.facts(), refs: this.refsTo(new Set(this.list(this.f[5]).map((r) => r.slice(0, r.indexOf(R))))), named: this.named(), generated: this.generated, generatorFiles: this.list(this.f[8]) };
  }
}

/** A record read back whole (tests); undefined when it is not one. */
export function kustRecord(path: string, data: string): KustRecord | undefined {
  return RememberedKust.of(path, data)?.decode();
}

/**
 * A short, stable name for a kustomization as it is now: its path and what its bytes are (the
 * index's blob id and template reading, or its values when it is not clean in the index). A file's
 * naming context is made of these.
 */
export function kustId(path: string, key: string | undefined, values: () => unknown[]): string {
  return hash16(`${path}\0${key ?? `json:${JSON.stringify(values())}`}`);
}

/** 64 bits from two 32-bit multiplicative lanes with final mixing, as 16 hex digits. */
export function hash16(s: string): string {
  let h1 = 0x811c9dc5 ^ s.length;
  let h2 = 0x9747b28c ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 13;
  }
  h1 ^= h1 >>> 16;
  h1 = Math.imul(h1, 0x85ebca6b);
  h1 ^= h1 >>> 13;
  h1 = Math.imul(h1, 0xc2b2ae35);
  h1 ^= h1 >>> 16;
  h2 = Math.imul(h2 ^ (h2 >>> 15), 0x27d4eb2d);
  h2 ^= h2 >>> 16;
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}
