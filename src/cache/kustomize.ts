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
    out.add(posix.normalize(posix.join(dir, v)));
    if (v.includes('=')) out.add(posix.normalize(posix.join(dir, v.slice(v.indexOf('=') + 1))));
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
      generatorFiles.push(posix.normalize(posix.join(dir, eq >= 0 ? spec.slice(eq + 1) : spec)));
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
    refs.map((r) => `${short(posix.normalize(posix.join(dir, r.path)))}${R}${r.target === undefined ? '' : `=${r.target}`}`).join(L),
    [...named].map(short).join(L),
    String(generated),
    generatorFiles.map(short).join(L),
  ];
  return fields.join(F);
}

/** A record (of the kustomization file at `path`) read back; undefined when it is not one (a foreign or damaged cache). */
export function kustRecord(path: string, data: string): KustRecord | undefined {
  const f = data.split(F);
  if (f.length !== 9 || f[0] !== TAG || f[1].length !== 16 || !/^\d+$/.test(f[7])) return undefined;
  const slash = path.lastIndexOf('/'); // (posix.dirname of a path relative to cwd)
  const dir = slash < 0 ? '.' : path.slice(0, slash);
  const full = (p: string) => (p.charCodeAt(0) === 4 ? `${dir}/${p.slice(1)}` : p);
  const list = (s: string) => (s === '' ? [] : s.split(L).map(full));
  const links: [string, string][] = list(f[3]).map((b) => [dir, b]);
  const refs: KustRecord['refs'] = [];
  for (const r of list(f[5])) {
    const i = r.indexOf(R);
    if (i < 0) return undefined;
    const t = r.slice(i + 1);
    refs.push({ path: r.slice(0, i), target: t === '' ? undefined : t.slice(1) });
  }
  return { id: f[1], facts: { links, namespace: f[2] || undefined, repoServerPatches: list(f[4]) }, refs, named: list(f[6]), generated: Number(f[7]), generatorFiles: list(f[8]) };
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
