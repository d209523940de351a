// Deployment units: which objects of a directory run belong to the same setup. A run over a whole
// repository mixes unrelated setups (clusters, overlays, examples); a plugin, the sidecar that
// serves it and the Applications that name it are linked within one unit first.
//
// Two files are in one unit when one's directory contains the other's (the same file, a file at a
// tree's root and everything below it), or when kustomizations build their directories together
// (an overlay and its base, a kustomization and the patch or resource files it names).
import { posix } from 'node:path';
import type { Model } from './types.js';
import { isPlainDir } from '../core/rel-path.js';

const cache = new WeakMap<Model, Units>();
const CACHE_MAX = 4096;

class Units {
  private readonly reachCache = new Map<string, Set<string>>();
  private readonly adj = new Map<string, Set<string>>();

  constructor(links: [string, string][]) {
    for (const [a, b] of links) {
      const x = norm(a);
      const y = norm(b);
      if (x === y) continue;
      if (!this.adj.has(x)) this.adj.set(x, new Set());
      if (!this.adj.has(y)) this.adj.set(y, new Set());
      this.adj.get(x)!.add(y);
      this.adj.get(y)!.add(x);
    }
  }

  /** `dir` and every linked directory reachable from a directory of its tree (transitively). */
  private reach(dir: string): Set<string> {
    const hit = this.reachCache.get(dir);
    if (hit) return hit;
    const out = new Set<string>([dir]);
    const queue = [...this.adj.keys()].filter((d) => treeRelated(d, dir));
    for (const d of queue) out.add(d);
    while (queue.length > 0) {
      const d = queue.pop()!;
      for (const n of this.adj.get(d) ?? []) {
        if (out.has(n)) continue;
        out.add(n);
        queue.push(n);
      }
    }
    this.reachCache.set(dir, out);
    return out;
  }

  // Rules ask for every Application against every plugin (millions of pairs in a big repository)
  // over few directories: each file's directory and each pair of directories is worked out once
  // (both caches bounded: a repository of tens of thousands of files is not kept twice)
  private readonly dirs = new Map<string, string>();
  private readonly pairs = new Map<string, Map<string, boolean>>();

  private dirOf(file: string): string {
    let d = this.dirs.get(file);
    if (d === undefined) {
      if (this.dirs.size >= CACHE_MAX) this.dirs.clear();
      this.dirs.set(file, (d = norm(posix.dirname(file))));
    }
    return d;
  }

  related(fileA: string, fileB: string): boolean {
    if (fileA === fileB) return true;
    const a = this.dirOf(fileA);
    const b = this.dirOf(fileB);
    let known = this.pairs.get(a);
    if (!known) {
      if (this.pairs.size >= CACHE_MAX) this.pairs.clear();
      this.pairs.set(a, (known = new Map()));
    }
    let r = known.get(b);
    if (r === undefined) {
      if (known.size >= CACHE_MAX) known.clear();
      known.set(b, (r = this.relatedDirs(a, b)));
    }
    return r;
  }

  private relatedDirs(a: string, b: string): boolean {
    if (treeRelated(a, b)) return true;
    if (this.adj.size === 0) return false;
    const ra = this.reach(a);
    const rb = this.reach(b);
    for (const x of ra) for (const y of rb) if (treeRelated(x, y)) return true;
    return false;
  }
}

function norm(dir: string): string {
  // (most are joinRel's already: plain names, no backslash)
  if (!dir.includes('\\') && isPlainDir(dir)) return dir;
  const d = posix.normalize(dir.replace(/\\/g, '/')).replace(/\/+$/, '');
  return d === '' ? '.' : d;
}

/** One directory contains the other (or they are the same). */
function treeRelated(a: string, b: string): boolean {
  if (a === b || a === '.' || b === '.') return true;
  return b.startsWith(`${a}/`) || a.startsWith(`${b}/`);
}

/** Are two files (as the model names them) in one deployment unit? */
export function sameUnit(model: Model, fileA: string, fileB: string): boolean {
  let u = cache.get(model);
  if (!u) {
    u = new Units(model.unitLinks ?? []);
    cache.set(model, u);
  }
  return u.related(fileA, fileB);
}
