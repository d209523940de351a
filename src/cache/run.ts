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

/** a kustomization of the run: read in this run, or remembered (known from its record, decoded as asked) */
type Kust =
  | {
      /** kustId: names the kustomization as it is now, for the contexts of the files it names */
      id: string;
      read: true;
      named: string[];
    }
  | { id: string; read: false; rec: RememberedKust };

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
  /** files left unread that may be read after all (remembered kustomizations, files kustomizations named), with their records */
  private readonly served = new Map<string, Cached>();
  /** the other files left unread (most files), with their roles; by path only when asked */
  private readonly plain: string[] = [];
  private readonly plainRoles: Role[] = [];
  private plainByPath: Map<string, Cached> | undefined;
  /** those of them whose record was made while kustomizations named them */
  private readonly named = new Map<string, Cached>();
  /** unchanged kustomizations known from their records (not read) */
  private readonly records = new Map<string, RememberedKust>();
  /** every kustomization of the run, read or known from its record */
  private readonly kusts = new Map<string, Kust>();
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
    if (this.cache.prefix.startsWith('..')) return this.cache.listing;
    return this.cache.split(
      this.templated,
      (path, c) => this.serve(path, c),
      (path, role) => this.servePlain(path, role),
    );
  }

  /** discoverFiles' `skip` for a YAML file: leave it unread? */
  skip(path: string): boolean {
    const c = this.cache.lookup(path, this.templated(path));
    return c !== undefined && this.serve(path, c);
  }

  /** `serve` for a record without a naming context, not a kustomization's (most of them) */
  private servePlain(path: string, role: Role): boolean {
    if (!(role === 'none' || ((role === 'local' || role === 'cm') && this.targets !== undefined && !this.targets.has(path)))) return false;
    this.plain.push(path);
    this.plainRoles.push(role);
    this.cache.stats.skipped++;
    if (role === 'cm') this.skippedConfigMaps++;
    return true;
  }

  private serve(path: string, c: Cached): boolean {
    if (c.role !== 'kust' && c.ctx === '') return this.servePlain(path, c.role);
    if (c.role === 'kust') {
      const rec = c.data === undefined ? undefined : RememberedKust.of(path, c.data);
      if (!rec) return false;
      this.records.set(path, rec);
      this.kusts.set(path, { id: rec.id, read: false, rec });
    } else if (!(c.role === 'none' || ((c.role === 'local' || c.role === 'cm') && this.targets !== undefined && !this.targets.has(path)))) {
      return false;
    }
    this.served.set(path, c);
    if (c.ctx !== '') this.named.set(path, c);
    this.cache.stats.skipped++;
    if (c.role === 'cm') this.skippedConfigMaps++;
    return true;
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
    this.kusts.set(path, { id, named: [...named], read: true });
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
    for (const k of this.kusts.values()) {
      current.add(k.id);
      if (!k.read) continue;
      for (const p of k.named) {
        const list = readNamed.get(p);
        if (list) list.push(k.id);
        else readNamed.set(p, [k.id]);
      }
    }
    const out: string[] = [];
    const holds = (c: Cached, fresh: string[] | undefined): boolean => {
      // (the usual context: one kustomization, still here, and none read now naming the file)
      if (c.ctx.length === 16 && fresh === undefined) return current.has(c.ctx);
      const ids = c.ctx === '' ? [] : c.ctx.split('+');
      return ids.every((id) => current.has(id)) && (fresh ?? []).every((id) => ids.includes(id));
    };
    // only files named when their record was made, or named now by a kustomization read in this run
    for (const [p, c] of [...this.named]) {
      if (holds(c, readNamed.get(p))) continue;
      out.push(p);
      this.unserve(p, c);
    }
    for (const [p, fresh] of readNamed) {
      const c = this.served.get(p) ?? this.plainServed(p);
      if (!c || c.ctx !== '' || holds(c, fresh)) continue; // (those with a context were seen above)
      out.push(p);
      this.unserve(p, c);
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
    for (const k of this.kusts.values()) {
      if (k.read) {
        for (const p of k.named) if (paths.has(p)) add(p, k.id);
      } else {
        // (a remembered one: asked about the few files read, not decoded unless it may name one)
        for (const p of paths.keys()) if (k.rec.names(p)) add(p, k.id);
      }
    }
    return new Map([...ids].map(([p, set]) => [p, [...set].sort().join('+')]));
  }

  private unserve(p: string, c: Cached): void {
    this.served.delete(p);
    this.plainByPath?.delete(p);
    this.named.delete(p);
    this.cache.stats.skipped--;
    if (c.role === 'cm') this.skippedConfigMaps--;
    if (c.role === 'kust') {
      this.records.delete(p);
      this.kusts.delete(p);
    }
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
    for (const [file, rec] of this.records) {
      const refs = rec.refsTo(files);
      if (refs.length > 0) out.push({ file, refs });
    }
    return out.sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0));
  }

  /**
   * The remembered kustomizations to read after all (in a run that reads everything, when reported
   * on, or when a generator of one reads a file read in this run: a plugin there becomes the
   * generated ConfigMap's key), and the facts of the others for the extraction. The ConfigMaps the
   * others generate are left out of the picture, like those of unread ConfigMap files.
   */
  settle(readPaths: { has(path: string): boolean }): { read: string[]; known: KustomizationFacts[] } {
    const read: string[] = [];
    const known: KustomizationFacts[] = [];
    for (const [path, rec] of [...this.records]) {
      if (this.targets === undefined || this.targets.has(path) || rec.generatorReads(readPaths)) {
        read.push(path);
        this.unserve(path, this.served.get(path)!);
        continue;
      }
      known.push({ file: path, ...rec.facts() });
      this.skippedConfigMaps += rec.generated;
    }
    return { read, known };
  }
}
