// One lint run's use of the pre-commit cache (src/cache/index.ts): which files discovery leaves
// unread, what unchanged kustomizations are known to say (src/cache/kustomize.ts), which unread
// files must be read after all because kustomizations now name them differently, and which
// remembered kustomizations must be read after all. src/lint.ts calls it at each step.
import type { FactsCache, Cached, IndexListing, Role } from './index.js';
import type { StreamLoad } from '../yaml/load.js';
import type { KustomizationFacts } from '../extract/index.js';
import { isKustomization } from '../extract/index.js';
import { loadFacts, type LoadFacts } from './roles.js';
import { kustRecordOf, RememberedKust, namedPaths, kustId, type KustRecord } from './kustomize.js';

/**
 * False only for a path src/yaml/template.ts templatedByName certainly calls not templated (no
 * `templates/` step, no helmfile name, no `.gotmpl`), without lower-casing it: the cache asks this
 * for tens of thousands of paths. Any non-ASCII character says maybe (lower-casing can make ASCII).
 */
export function mayBeTemplated(path: string): boolean {
  return MAYBE_TEMPLATED.test(path);
}
const MAYBE_TEMPLATED = /templates\/|helmfile|gotmpl|[^\x00-\x7f]/i;


export class CacheRun {
  /**
   * Remembered kustomizations: unchanged, left unread, known from their records (decoded only as
   * the run asks), in listing order, by index j: path, listing position, record, naming context
   * ('' for none), and whether it is read after all.
   */
  private readonly kPath: string[] = [];
  private readonly kPos: number[] = [];
  private readonly kData: string[] = [];
  private readonly kCtx: string[] = [];
  private readonly kGone: boolean[] = [];
  private readonly kRec: (RememberedKust | null | undefined)[] = [];
  private readonly kFacts: NonNullable<ReturnType<typeof RememberedKust.factsOf>>[] = [];
  /** other files left unread whose record was made while kustomizations named them (their context is not ''), by index */
  private readonly nPath: string[] = [];
  private readonly nPos: number[] = [];
  private readonly nRole: Role[] = [];
  private readonly nCtx: string[] = [];
  private readonly nGone: boolean[] = [];
  /** the two lists above by path (made on first use: only when a kustomization is read) */
  private keptByPath: Map<string, number> | undefined;
  /** the other files left unread (most files), with their roles; by path only when asked */
  private readonly plain: string[] = [];
  private readonly plainRoles: Role[] = [];
  private plainByPath: Map<string, Cached> | undefined;
  /** kustomizations read in this run: their kustId and the files they name */
  private readonly readKusts = new Map<string, { id: string; named: string[] }>();
  /** ConfigMaps left out of the picture: of unread ConfigMap files and of remembered kustomizations' generators */
  skippedConfigMaps = 0;

  constructor(
    readonly cache: FactsCache,
    /** only these of the Application and ConfigMap files are read (undefined: all of them) */
    private readonly targets: Set<string> | undefined,
    private readonly templated: (path: string) => boolean,
  ) {
    cache.stats.skipped = cache.stats.read = 0;
  }

  /**
   * The listing for discovery, split in one pass: the clean entries whose record lets them stay
   * unread (discovery lists them without looking at them again) and the others (discovered as
   * usual, with `skip` below for them). Decides exactly as `skip` would.
   */
  partition(): IndexListing {
    // (a context above cwd: discovery's paths are not `<prefix><entry>`; `skip` decides each file)
    if (this.cache.prefix.startsWith('..')) return this.cache.unsplit();
    return this.cache.split(this.templated, {
      plain: (path, role) => this.servePlain(path, role),
      kept: (path, i, role, ctx, data) => this.keep(path, i, role, ctx, data),
    });
  }

  /** discoverFiles' `skip` for a YAML file: leave it unread? */
  skip(path: string): boolean {
    const c = this.cache.lookup(path, this.templated(path));
    if (c === undefined) return false;
    return c.role !== 'kust' && c.ctx === '' ? this.servePlain(path, c.role) : this.keep(path, this.cache.posOf(path)!, c.role, c.ctx, c.data);
  }

  /** a file whose record has no naming context and is not a kustomization's (most of them) */
  private servePlain(path: string, role: Role): boolean {
    if (!(role === 'none' || ((role === 'local' || role === 'cm') && this.targets !== undefined && !this.targets.has(path)))) return false;
    this.plain.push(path);
    this.plainRoles.push(role);
    this.cache.stats.skipped++;
    if (role === 'cm') this.skippedConfigMaps++;
    return true;
  }

  /** a kustomization's record, or a record made while kustomizations named the file; at listing position i */
  private keep(path: string, i: number, role: Role, ctx: string, data: string | undefined): boolean {
    if (role === 'kust') {
      // (reported on, or a run that reads everything: read as any other file)
      if (data === undefined || this.targets === undefined || this.targets.has(path)) return false;
      const facts = RememberedKust.factsOf(path, data);
      if (facts === undefined) return false; // (not a record)
      this.kFacts.push(facts);
      this.kPath.push(path);
      this.kPos.push(i);
      this.kData.push(data);
      this.kCtx.push(ctx);
      this.kGone.push(false);
      this.kRec.push(undefined);
    } else {
      if (ctx === '') return this.servePlain(path, role);
      if (!(role === 'none' || ((role === 'local' || role === 'cm') && this.targets !== undefined && !this.targets.has(path)))) return false;
      this.nPath.push(path);
      this.nPos.push(i);
      this.nRole.push(role);
      this.nCtx.push(ctx);
      this.nGone.push(false);
      if (role === 'cm') this.skippedConfigMaps++;
    }
    this.cache.stats.skipped++;
    return true;
  }

  /** remembered kustomization j, decoded (null: its record is not one; it is read then) */
  private rec(j: number): RememberedKust | null {
    let r = this.kRec[j];
    if (r === undefined) this.kRec[j] = r = RememberedKust.of(this.kPath[j], this.kData[j]) ?? null;
    return r;
  }

  /** A YAML file was read and loaded (before its kustomizations are dropped): its facts for its record. */
  loaded(path: string, load: StreamLoad, directive: boolean): LoadFacts {
    this.cache.stats.read++;
    const values = [...load.kustomizations];
    for (const d of load.docs) if (!d.deferred && isKustomization(d.raw)) values.push(d.raw);
    if (values.length === 0) return loadFacts(load, directive);
    const named = new Set<string>();
    for (const v of values) for (const p of namedPaths(path, v)) named.add(p);
    const key = this.cache.keyOf(path, this.templated(path));
    const id = kustId(path, key, () => values);
    this.readKusts.set(path, { id, named: [...named] });
    // (a record is kept only for a file clean in the index: its id is then the one of its path and blob)
    return loadFacts(load, directive, kustRecordOf(path, load, directive, id));
  }

  /** Any other file read (a Dockerfile). */
  read(): void {
    this.cache.stats.read++;
  }

  /**
   * Unread files whose record was made while kustomizations named them differently (a remembered
   * kustomization among them): no longer served, the caller reads them. Call again until it returns
   * nothing (a kustomization read now may name files differently).
   *
   * A record's context lists the ids of the kustomizations that named the file when it was made.
   * It still holds when each of them is still here unchanged (the same id: the same path and bytes,
   * so it names the file as before), and no kustomization read in this run (new or changed: the
   * only ones that can name it anew) names the file without being listed.
   */
  stale(): string[] {
    const current = new Set<string>();
    const readNamed = new Map<string, string[]>();
    for (let j = 0; j < this.kPath.length; j++) if (!this.kGone[j]) current.add(RememberedKust.idOf(this.kData[j])!);
    for (const k of this.readKusts.values()) {
      current.add(k.id);
      for (const p of k.named) {
        const list = readNamed.get(p);
        if (list) list.push(k.id);
        else readNamed.set(p, [k.id]);
      }
    }
    const out: string[] = [];
    const holds = (ctx: string, fresh: string[] | undefined): boolean => {
      // (the usual context: one kustomization, still here, and none read now naming the file)
      if (ctx.length === 16 && fresh === undefined) return current.has(ctx);
      const ids = ctx === '' ? [] : ctx.split('+');
      return ids.every((id) => current.has(id)) && (fresh ?? []).every((id) => ids.includes(id));
    };
    const fresh = (p: string) => (readNamed.size === 0 ? undefined : readNamed.get(p));
    // only files named when their record was made, or named now by a kustomization read in this run
    for (let j = 0; j < this.kPath.length; j++) {
      if (this.kGone[j] || this.kCtx[j] === '' || holds(this.kCtx[j], fresh(this.kPath[j]))) continue;
      out.push(this.kPath[j]);
      this.unserveKust(j);
    }
    for (let j = 0; j < this.nPath.length; j++) {
      if (this.nGone[j] || holds(this.nCtx[j], fresh(this.nPath[j]))) continue;
      out.push(this.nPath[j]);
      this.unserveNamed(j);
    }
    for (const [p, ids] of readNamed) {
      // (those with a context were seen above)
      const j = this.kept().get(p);
      if (j !== undefined) {
        if (j >= 0 && !this.kGone[j] && this.kCtx[j] === '' && !holds('', ids)) {
          out.push(p);
          this.unserveKust(j);
        }
        continue;
      }
      const c = this.plainServed(p);
      if (!c || holds('', ids)) continue;
      out.push(p);
      this.cache.noteRead(p);
      this.plainByPath!.delete(p);
      this.cache.stats.skipped--;
      if (c.role === 'cm') this.skippedConfigMaps--;
    }
    return out;
  }

  /** How kustomizations name each of these files in this run ('' for not at all): for their records. */
  contexts(paths: ReadonlyMap<string, unknown>): Map<string, string> {
    const ids = new Map<string, Set<string>>();
    const add = (p: string, id: string) => {
      const set = ids.get(p) ?? new Set<string>();
      set.add(id);
      ids.set(p, set);
    };
    for (const k of this.readKusts.values()) for (const p of k.named) if (paths.has(p)) add(p, k.id);
    // remembered ones: asked about the few files read, decoded only where the record's text may name one
    const read = [...paths.keys()];
    for (let j = 0; j < this.kPath.length; j++) {
      if (this.kGone[j]) continue;
      const dir = this.kDir(j);
      const data = this.kData[j];
      for (const p of read) {
        if (!RememberedKust.mayName(dir, data, p)) continue;
        const rec = this.rec(j);
        if (rec?.names(p)) add(p, rec.id);
      }
    }
    return new Map([...ids].map(([p, set]) => [p, [...set].sort().join('+')]));
  }

  /** The directory of remembered kustomization j ('.' at the top): what its entries are relative to. */
  private kDir(j: number): string {
    const path = this.kPath[j];
    const slash = path.lastIndexOf('/');
    return slash < 0 ? '.' : path.slice(0, slash);
  }

  private unserveKust(j: number): void {
    this.kGone[j] = true;
    this.cache.note(this.kPath[j], this.kPos[j]);
    this.cache.stats.skipped--;
  }

  private unserveNamed(j: number): void {
    this.nGone[j] = true;
    this.cache.note(this.nPath[j], this.nPos[j]);
    this.cache.stats.skipped--;
    if (this.nRole[j] === 'cm') this.skippedConfigMaps--;
  }

  /** the remembered kustomizations (j ≥ 0) and the named files (-1 - j) by path */
  private kept(): Map<string, number> {
    if (this.keptByPath === undefined) {
      this.keptByPath = new Map();
      for (let j = 0; j < this.kPath.length; j++) this.keptByPath.set(this.kPath[j], j);
      for (let j = 0; j < this.nPath.length; j++) this.keptByPath.set(this.nPath[j], -1 - j);
    }
    return this.keptByPath;
  }

  /** A file left unread without a naming context, with its record (a map made on first use: rare). */
  private plainServed(path: string): Cached | undefined {
    if (this.plainByPath === undefined) {
      this.plainByPath = new Map();
      for (let i = 0; i < this.plain.length; i++) this.plainByPath.set(this.plain[i], { role: this.plainRoles[i], ctx: '' });
    }
    return this.plainByPath.get(path);
  }

  /**
   * Patch entries of the remembered kustomizations (paths relative to cwd) for files among `files`
   * (the files read in this run that may be patches: src/lint.ts loads no other file as a patch),
   * in file order.
   */
  recordRefs(files: ReadonlySet<string>): { file: string; refs: KustRecord['refs'] }[] {
    const out: { file: string; refs: KustRecord['refs'] }[] = [];
    if (files.size === 0) return out;
    const list = [...files];
    for (let j = 0; j < this.kPath.length; j++) {
      if (this.kGone[j]) continue;
      const dir = this.kDir(j);
      const data = this.kData[j];
      if (!list.some((p) => RememberedKust.mayName(dir, data, p))) continue;
      const refs = this.rec(j)?.refsTo(files) ?? [];
      if (refs.length > 0) out.push({ file: this.kPath[j], refs });
    }
    return out.sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0));
  }

  /**
   * The remembered kustomizations to read after all (when a generator of one reads a file read in
   * this run: a plugin there becomes the generated ConfigMap's key; or when its record is not one),
   * and the facts of the others for the extraction. The ConfigMaps the others generate are left out
   * of the picture, like those of unread ConfigMap files. (Those reported on, and all of them in a
   * run that reads everything, were read as any other file.)
   */
  settle(readPaths: { has(path: string): boolean }): { read: string[]; known: KustomizationFacts[] } {
    const read: string[] = [];
    const known: KustomizationFacts[] = [];
    for (let j = 0; j < this.kPath.length; j++) {
      if (this.kGone[j]) continue;
      const path = this.kPath[j];
      const f = this.kFacts[j];
      if (f.generatorFiles && this.rec(j)?.generatorReads(readPaths) !== false) {
        read.push(path);
        this.unserveKust(j);
        continue;
      }
      known.push(f.facts);
      this.skippedConfigMaps += f.generated;
    }
    return { read, known };
  }
}
