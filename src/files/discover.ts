// Step 1 of the lint pipeline: turn the paths on the command line into the files to lint.
//
// Decisions (see the tests in test/files/):
// - A directory inside a git work tree is listed by git itself (`git ls-files -co --exclude-standard`):
//   every tracked file whatever .gitignore says, plus the untracked files git does not ignore
//   (.gitignore files, .git/info/exclude, core.excludesFile). Submodules and tracked symbolic
//   links to directories are walked as below. Outside a work tree (or without git):
// - A directory is walked recursively; only YAML, JSON (not tools' JSON files) and Dockerfiles are
//   collected (see fileKind).
//   `.git/` and `node_modules/` are never entered; `.gitignore` files are honoured from the
//   repository root (the nearest ancestor holding `.git`, else the --context/cwd when the walk is
//   inside it, else the walked directory) down through every nested directory, plus
//   `.git/info/exclude`. The config `ignore` globs (picomatch, relative to the config file's directory) drop files, and a
//   directory whose path matches a glob is not entered (`vendor`, `vendor/**` both work).
// - A file named explicitly is linted whatever .gitignore says, but the config `ignore` globs
//   still apply (a skipped entry says so); a name cmp-lint does not lint gives a skipped entry
//   "not a YAML file or Dockerfile". A path that does not exist gives an error entry.
// - Symbolic links: named explicitly, they are followed wherever they point. Met during a walk,
//   they are followed only when their target is inside the repository root (as Argo CD refuses
//   out-of-bounds links); a link out of it gives a skipped entry. Loops never hang: directories
//   are tracked by real path, and a linked directory is only walked after the real tree, so a
//   file reachable twice is reported once, under its real (non-link) path when there is one.
// - Reading never throws: binary, non-UTF-8, oversized, unreadable files become skipped entries.
// - Output is deterministic: files and skipped sorted by path (UTF-16 code-unit order).
import { childProcess } from '../core/builtins.js';
import { lstatSync, statSync, realpathSync, readdirSync, readFileSync, existsSync, type Stats } from 'node:fs';
import { resolve, relative, join, dirname, basename, sep, isAbsolute } from 'node:path';
import picomatch from 'picomatch';
import type { Skipped } from '../core/finding.js';
import { parseGitignore, isIgnored, type IgnoreFile } from './gitignore.js';
import { fileKind, readTextFile, ioReason, DEFAULT_MAX_FILE_SIZE, type FileEntry, type FileKind } from './read.js';
import type { HeldText } from './word-scan.js';

export { mayMatter } from './precheck.js';
export { fileKind, DEFAULT_MAX_FILE_SIZE, type FileEntry, type FileKind } from './read.js';

export interface DiscoverOptions {
  cwd: string;
  /** config `ignore` globs, relative to ignoreBase */
  ignore?: string[];
  /** the directory `ignore` globs are relative to (the config file's); default cwd */
  ignoreBase?: string;
  /** bytes; default 5 MiB */
  maxFileSize?: number;
  /** repository root for the walk's .gitignore and symlink bounds when no `.git` is found */
  context?: string;
  /**
   * Called with each file's text as it is read; when it returns false the text is dropped at once
   * (the entry keeps `text: ''` and `dropped: true`). Keeps big repositories' texts out of memory.
   */
  keep?: (text: string, kind: FileKind, path: string) => boolean;
  /**
   * `keep` instead gets a big ASCII YAML file's text undecoded (a HeldText, src/files/word-scan.ts:
   * valid during the call only); if it returns true, the file is read again for the entry's text
   */
  keepHeld?: (text: HeldText, kind: FileKind, path: string) => boolean;
  /**
   * Called before a file is read; when it returns true the file is listed without being read (entry
   * `text: ''`, `dropped: true`). The pre-commit cache (src/cache/) answers it for unchanged files.
   */
  skip?: (path: string, kind: FileKind) => boolean;
  /**
   * git's listing of one of the directories in `paths` (absolute `dir`), already made by the caller
   * (the pre-commit cache's single `git ls-files`): used instead of asking git again. Files in
   * `clean` are regular files git checked against the index: they are not lstat'ed again.
   */
  listing?: GitListing & { dir: string; clean?: { has(entry: string): boolean }; served?: readonly string[] };
  /**
   * Inside a git work tree, list only the files git tracks (`git ls-files --cached`), not the
   * untracked ones: a `--context` run's context is what a commit holds (src/lint.ts).
   */
  tracked?: boolean;
  /**
   * Reads the files another way (worker threads: src/files/parallel.ts): called once after the
   * walk with every file to read, in order; returns per file the reason it was skipped, or
   * undefined when it was read and handed to the caller (its entry is then `dropped`). Returning
   * undefined instead of a list lets discoverFiles read them itself, with `keep`. (With it, `skip`
   * is asked for every file before any is read.)
   */
  readMany?: (files: { path: string; abs: string; kind: FileKind }[]) => Promise<(string | undefined)[] | undefined>;
  /**
   * Told of each file the walk finds, as it finds it (before the files are sorted, before links are
   * resolved to one path: a file told may not be read, or be read under another path): worker
   * threads read files ahead while the walk runs.
   */
  found?: (abs: string, path: string, kind: FileKind) => void;
}

export interface GitListing {
  top: string;
  files: string[];
  special: Map<string, 'link' | 'submodule'>;
}

export interface DiscoverError {
  /** the path as given */
  path: string;
  /** without the path, e.g. "no such file or directory" */
  message: string;
}

export interface DiscoverResult {
  files: FileEntry[];
  skipped: Skipped[];
  errors: DiscoverError[];
}

interface Candidate {
  /** (the absolute path is the path resolved from cwd: see Listed) */
  rel: string;
  kind: FileKind;
  /** the real path; '' when it is `dirReal` + sep + `name` (made only if a link makes it needed: see realOf) */
  real: string;
  dirReal?: string;
  name?: string;
  viaLink: boolean;
  /** from git's listing of a clean file: its real path is not computed (see `direct` below) */
  direct?: boolean;
}

interface PendingDir {
  abs: string;
  /** relative to cwd, "/" separators ('.' for cwd itself) */
  rel: string;
  real: string;
  treeRel: string;
  chain: IgnoreFile[];
  /** real paths a followed link may point into */
  bound: string[];
  /** reached through a symbolic link to a directory (its files lose to the same files reached directly) */
  linked?: boolean;
}

export async function discoverFiles(paths: string[], opts: DiscoverOptions): Promise<DiscoverResult> {
  const cwd = resolve(opts.cwd);
  const maxFileSize = opts.maxFileSize ?? DEFAULT_MAX_FILE_SIZE;
  const globs = opts.ignore && opts.ignore.length > 0 ? picomatch(opts.ignore, { dot: true }) : undefined;
  const ignoreBase = resolve(cwd, opts.ignoreBase ?? '.');
  const ignored = (cwdRel: string): boolean =>
    globs !== undefined && globs(ignoreBase === cwd ? cwdRel : relative(ignoreBase, resolve(cwd, cwdRel)).split(sep).join('/'));
  const context = resolve(cwd, opts.context ?? '.');
  const rel = (abs: string) => relative(cwd, abs).split(sep).join('/') || '.';

  const candidates: Candidate[] = [];
  const found = opts.found;
  const skipped: Skipped[] = [];
  const errors: DiscoverError[] = [];
  const visited = new Set<string>();
  // clean YAML files of the listing the cache leaves unread (DiscoverOptions.listing): listed as they are
  const served: FileEntry[] = [];
  const linked: PendingDir[] = []; // symlinked directories, walked after the real tree
  // Clean files of a given listing (opts.listing) are candidates without a real path: tens of
  // thousands of long strings to hash. Another candidate is the same file as one of them when its
  // real path lies under the listed directory's real path and names such an entry.
  let direct: { realSep: string; owner: (entry: string) => string | undefined } | undefined;
  // Without any symbolic link on the way, a file's real path and its path name each other one to
  // one: duplicates are then found by path, and no real path is made (tens of thousands of strings).
  let links = false;
  const realOf = (c: Candidate): string => c.real || (c.dirReal !== undefined ? c.dirReal + sep + c.name : '');

  const walk = (d: PendingDir) => {
    if (visited.has(d.real)) return;
    visited.add(d.real);
    let entries;
    try {
      entries = readdirSync(d.abs, { withFileTypes: true });
    } catch (e) {
      skipped.push({ file: d.rel, reason: `directory: ${ioReason(e)}` });
      return;
    }
    let chain = d.chain;
    if (entries.some((e) => e.name === '.gitignore')) chain = withIgnoreFile(chain, join(d.abs, '.gitignore'), d.treeRel);
    // (not path.join: it builds each path from a dozen small strings, and tens of thousands of
    // them are kept until every file is read; d.abs is already normal and a name has no separator.
    // The directory's prefixes are made once, so each path is one concatenation, made flat at once
    // (see flat): the model keeps the paths, and a concatenation flattened later, once old, stays a
    // wrapper around its flat copy)
    const absBase = d.abs.endsWith(sep) ? d.abs : d.abs + sep;
    const relBase = d.rel === '.' ? '' : d.rel + '/';
    for (const ent of entries) {
      const name = ent.name;
      if (name === '.git' || name === 'node_modules') continue;
      const childRel = relBase === '' ? name : flat(relBase + name);
      const treeRel = d.treeRel ? `${d.treeRel}/${name}` : name;
      let isDir = ent.isDirectory();
      let isFile = ent.isFile();
      let real = '';
      const isLink = ent.isSymbolicLink();
      // (a regular file's absolute path is not kept: Listed makes it again when it is read)
      const abs = isFile && !isLink ? '' : flat(absBase + name);
      if (isLink) {
        links = true;
        let st: Stats;
        try {
          st = statSync(abs);
          real = realpathSync(abs);
        } catch (e) {
          if (fileKind(name)) skipped.push({ file: childRel, reason: linkReason(e) });
          continue;
        }
        isDir = st.isDirectory();
        isFile = st.isFile();
        if ((isDir || (isFile && fileKind(name))) && !d.bound.some((b) => inside(real, b))) {
          skipped.push({ file: childRel, reason: 'symbolic link to outside the repository (not followed)' });
          continue;
        }
        if ((isDir || (isFile && fileKind(name))) && intoGit(real, d.bound)) {
          skipped.push({ file: childRel, reason: INTO_GIT });
          continue;
        }
      } else if (!isDir && !isFile) {
        // sockets, FIFOs, devices; or a file system that does not report entry types
        try {
          const st = lstatSync(abs);
          isDir = st.isDirectory();
          isFile = st.isFile();
        } catch {
          continue;
        }
      }
      if (isDir) {
        if (isIgnored(chain, treeRel, true) || ignored(childRel)) continue;
        const next = { abs, rel: childRel, real: real || d.real + sep + name, treeRel, chain, bound: d.bound, linked: d.linked || isLink };
        if (isLink) linked.push(next);
        else walk(next);
      } else if (isFile) {
        const kind = fileKind(name);
        if (!kind || isIgnored(chain, treeRel, false) || ignored(childRel)) continue;
        candidates.push(real ? { rel: childRel, kind, real, viaLink: isLink || !!d.linked } : { rel: childRel, kind, real, dirReal: d.real, name, viaLink: !!d.linked });
        found?.(abs || absBase + name, childRel, kind);
      }
    }
  };

  for (const input of paths) {
    const abs = resolve(cwd, input);
    let st: Stats;
    try {
      st = lstatSync(abs);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      const message = code === 'ENOENT' || code === 'ENOTDIR' ? 'no such file or directory' : ioReason(e);
      errors.push({ path: input, message });
      continue;
    }
    const isLink = st.isSymbolicLink();
    if (isLink) {
      links = true;
      try {
        st = statSync(abs);
      } catch (e) {
        skipped.push({ file: rel(abs), reason: linkReason(e) });
        continue;
      }
    }
    if (st.isDirectory()) {
      const real = realpathSync(abs);
      const listing = opts.listing?.dir === abs ? opts.listing : gitListing(abs, opts.tracked);
      if (listing) {
        // git's own selection; the directories it cannot list (submodules, linked directories) are walked
        const dirIgnored = new Map<string, boolean>();
        const underIgnoredDir = (fileRel: string): boolean => {
          for (let i = fileRel.indexOf('/'); i > 0; i = fileRel.indexOf('/', i + 1)) {
            const d = fileRel.slice(0, i);
            let v = dirIgnored.get(d);
            if (v === undefined) dirIgnored.set(d, (v = ignored(d)));
            if (v) return true;
          }
          return false;
        };
        const bound = [realpathSync(listing.top)];
        const clean = listing === opts.listing ? opts.listing.clean : undefined;
        // git's paths are normalized ("/"-separated, no `.`/`..` steps): joined as strings
        const dirRel = rel(abs);
        const absSep = abs.endsWith(sep) ? abs : abs + sep;
        if (clean) {
          direct = {
            realSep: real.endsWith(sep) ? real : real + sep,
            owner: (entry) => {
              if (!clean.has(entry) || !fileKind(entry.slice(entry.lastIndexOf('/') + 1))) return undefined;
              return dirRel === '.' ? entry : dirRel === '..' || dirRel.startsWith('../') ? rel(absSep + entry.split('/').join(sep)) : `${dirRel}/${entry}`;
            },
          };
        }
        const known = listing === opts.listing ? opts.listing.served : undefined;
        if (known) {
          for (const entry of known) {
            served.push(new Listed(dirRel === '.' ? entry : `${dirRel}/${entry}`, 'yaml', cwd));
          }
        }
        for (const entry of listing.files) {
          if (entry.includes('.git') || entry.includes('node_modules')) {
            const parts = entry.split('/');
            if (parts.some((p) => p === '.git' || p === 'node_modules')) continue;
          }
          const fileAbs = absSep + (sep === '/' ? entry : entry.split('/').join(sep));
          const fileRel = dirRel === '.' ? entry : dirRel === '..' || dirRel.startsWith('../') ? rel(fileAbs) : `${dirRel}/${entry}`;
          if (globs !== undefined && (ignored(fileRel) || underIgnoredDir(fileRel))) continue;
          const name = entry.slice(entry.lastIndexOf('/') + 1);
          if (clean?.has(entry)) {
            // a regular file git compared with the index just now: no lstat, no link
            const kind = fileKind(name);
            if (kind) {
              candidates.push({ rel: fileRel, kind, real: '', viaLink: false, direct: true });
              found?.(fileAbs, fileRel, kind);
            }
            continue;
          }
          const parts = entry.split('/');
          const special = listing.special.get(entry);
          if (special) {
            // a submodule or a tracked link to a directory: walked like any directory (in bounds only)
            let dst: Stats;
            let dstReal: string;
            try {
              dst = statSync(fileAbs);
              dstReal = realpathSync(fileAbs);
            } catch (e) {
              if (special === 'link' && fileKind(parts[parts.length - 1])) skipped.push({ file: fileRel, reason: linkReason(e) });
              continue;
            }
            if (dst.isDirectory()) {
              if (special === 'link') links = true;
              if (special === 'link' && !bound.some((b) => inside(dstReal, b))) {
                skipped.push({ file: fileRel, reason: 'symbolic link to outside the repository (not followed)' });
                continue;
              }
              if (special === 'link' && intoGit(dstReal, bound)) {
                skipped.push({ file: fileRel, reason: INTO_GIT });
                continue;
              }
              const root = treeRoot(fileAbs, context);
              const next = { abs: fileAbs, rel: fileRel, real: dstReal, treeRel: toPosix(relative(root.dir, fileAbs)), chain: root.chain, bound: [...bound, dstReal], linked: special === 'link' };
              if (special === 'link') linked.push(next);
              else walk(next);
              continue;
            }
          }
          const kind = fileKind(parts[parts.length - 1]);
          if (!kind) continue;
          let lst: Stats;
          try {
            lst = lstatSync(fileAbs);
          } catch {
            continue; // tracked but deleted in the work tree
          }
          let fileReal = '';
          const viaLink = lst.isSymbolicLink();
          if (viaLink) {
            links = true;
            try {
              if (!statSync(fileAbs).isFile()) continue;
              fileReal = realpathSync(fileAbs);
            } catch (e) {
              skipped.push({ file: fileRel, reason: linkReason(e) });
              continue;
            }
            if (!bound.some((b) => inside(fileReal, b))) {
              skipped.push({ file: fileRel, reason: 'symbolic link to outside the repository (not followed)' });
              continue;
            }
            if (intoGit(fileReal, bound)) {
              skipped.push({ file: fileRel, reason: INTO_GIT });
              continue;
            }
          } else if (!lst.isFile()) continue;
          candidates.push(fileReal ? { rel: fileRel, kind, real: fileReal, viaLink } : { rel: fileRel, kind, real: '', dirReal: real, name: sep === '/' ? entry : parts.join(sep), viaLink });
          found?.(fileAbs, fileRel, kind);
        }
      } else {
        const root = treeRoot(abs, context);
        walk({ abs, rel: rel(abs), real, treeRel: toPosix(relative(root.dir, abs)), chain: root.chain, bound: [realpathSync(root.dir), real] });
      }
    } else if (st.isFile()) {
      const r = rel(abs);
      const kind = fileKind(basename(abs));
      if (!kind) skipped.push({ file: r, reason: /\.json$/i.test(r) ? "a tool's JSON file, not a manifest" : 'not a YAML file or Dockerfile' });
      else if (ignored(r)) skipped.push({ file: r, reason: 'ignored by the ignore globs of the config' });
      else candidates.push({ rel: r, kind, real: realpathSync(abs), viaLink: isLink });
    } else {
      skipped.push({ file: rel(abs), reason: 'not a regular file' });
    }
  }
  for (let i = 0; i < linked.length; i++) walk(linked[i]); // grows while walking
  visited.clear(); // (every directory's real path: not needed while the files are read)

  // One entry per real file, preferring a path that is not a link, then the first by path.
  candidates.sort((a, b) => Number(a.viaLink) - Number(b.viaLink) || cmp(a.rel, b.rel));
  const seen = new Map<string, string>();
  const files: FileEntry[] = [];
  const directOwner = (real: string): string | undefined => {
    if (!direct || !real.startsWith(direct.realSep)) return undefined;
    const rest = real.slice(direct.realSep.length);
    return direct.owner(sep === '/' ? rest : rest.split(sep).join('/'));
  };
  // (each entry is made once: read in place, or handed to readMany, then listed as it is)
  const toRead: Listed[] = [];
  for (const c of candidates) {
    if (!c.direct) {
      // (a listed clean file wins over any other way to the same file: in lint's use those others
      // are links, which lose anyway)
      const key = links || direct ? realOf(c) : c.rel;
      const first = seen.get(key) ?? directOwner(key);
      if (first !== undefined) {
        if (first !== c.rel) skipped.push({ file: c.rel, reason: `same file as ${first} (linted there)` });
        continue;
      }
      seen.set(key, c.rel);
    }
    if (opts.skip?.(c.rel, c.kind)) {
      files.push(new Listed(c.rel, c.kind, cwd));
      continue;
    }
    const f = new Listed(c.rel, c.kind, cwd);
    if (opts.readMany) toRead.push(f);
    else readOne(f);
  }
  // the candidates (and their names, real directories) are not needed while the files are read
  candidates.length = 0;
  seen.clear();
  // (entries made once with every field, never `{ ...f, text }`: V8 gave each spread copy its own
  // hidden class, about 230 bytes per file kept until the end)
  function readOne(f: Listed) {
    const r = readTextFile(f.abs, maxFileSize, opts.keepHeld !== undefined && f.kind === 'yaml');
    if ('skip' in r) skipped.push({ file: f.path, reason: r.skip });
    else if ('held' in r) {
      // (kept: read again as a string, since what keepHeld did may have read other files)
      const again = opts.keepHeld!(r.held, f.kind, f.path) ? readTextFile(f.abs, maxFileSize) : undefined;
      if (again && 'skip' in again) skipped.push({ file: f.path, reason: again.skip });
      else {
        if (again) {
          f.text = again.text;
          f.dropped = false;
        }
        files.push(f);
      }
    } else {
      if (!opts.keep || opts.keep(r.text, f.kind, f.path)) {
        f.text = r.text;
        f.dropped = false;
      }
      files.push(f);
    }
  }
  const many = opts.readMany && toRead.length > 0 ? await opts.readMany(toRead) : undefined;
  if (many) {
    toRead.forEach((f, i) => {
      const reason = many[i];
      if (reason !== undefined) skipped.push({ file: f.path, reason });
      else files.push(f);
    });
  } else toRead.forEach(readOne);
  for (const f of served) files.push(f);
  files.sort((a, b) => cmp(a.path, b.path));
  skipped.sort((a, b) => cmp(a.file, b.file) || cmp(a.reason, b.reason));
  return { files, skipped, errors };
}

/**
 * The files git would consider part of `dir`'s work tree: tracked ones (whatever .gitignore says)
 * and untracked ones it does not ignore (not with `tracked`), relative to `dir` with "/"; `special`
 * marks the tracked submodules and symbolic links, which the caller resolves. Undefined when `dir`
 * is not inside a git work tree or git cannot be run: the caller walks the directory itself.
 */
export function gitListing(dir: string, tracked = false): GitListing | undefined {
  // git finds its repository from a `.git` entry (a directory, or a file naming one) in `dir` or a
  // directory above it, or from GIT_DIR: without either it can only say "not a work tree", and
  // asking costs a process (5 ms, and up to 100 ms to fork a process whose worker threads are busy)
  if (process.env.GIT_DIR === undefined && dirWithGitEntry(resolve(dir), gitMayTake) === undefined) return undefined;
  const env = { ...process.env, GIT_OPTIONAL_LOCKS: '0' };
  const opts = { cwd: dir, env, encoding: 'buffer' as const, maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] as ['ignore', 'pipe', 'ignore'] };
  let top: string;
  try {
    const t = childProcess().spawnSync('git', ['rev-parse', '--is-inside-work-tree', '--show-toplevel'], opts);
    const lines = t.status === 0 ? t.stdout.toString('utf8').split('\n') : [];
    if (lines[0] !== 'true' || !lines[1]) return undefined;
    top = lines[1];
  } catch {
    return undefined;
  }
  const list = childProcess().spawnSync('git', ['-c', 'core.quotePath=false', 'ls-files', '-z', '--cached', ...(tracked ? [] : ['--others', '--exclude-standard']), '--', '.'], opts);
  if (list.status !== 0) return undefined;
  const files = [...new Set(list.stdout.toString('utf8').split('\0').filter(Boolean))];
  const special = new Map<string, 'link' | 'submodule'>();
  const staged = childProcess().spawnSync('git', ['ls-files', '-z', '--stage', '--', '.'], opts);
  if (staged.status === 0) {
    for (const rec of staged.stdout.toString('utf8').split('\0')) {
      const m = /^(120000|160000) [0-9a-f]+ \d+\t(.*)$/s.exec(rec);
      if (m) special.set(m[2], m[1] === '120000' ? 'link' : 'submodule');
    }
  }
  return { top, files, special };
}

/**
 * The first of `dir` and the directories above it whose `.git` entry passes `take` (given the
 * entry's path), or undefined.
 */
function dirWithGitEntry(dir: string, take: (git: string) => boolean): string | undefined {
  for (let d = dir; ; d = dirname(d)) {
    if (take(join(d, '.git'))) return d;
    if (dirname(d) === d) return undefined;
  }
}

/**
 * A `.git` entry git could take for a repository: a file (a `gitdir:` link, which git reads and
 * judges) or a directory with `HEAD`, `objects` and `refs`. git's own discovery passes over a `.git`
 * directory without them and goes on upwards, as dirWithGitEntry does with this test.
 */
function gitMayTake(git: string): boolean {
  let st: Stats | undefined;
  try {
    st = statSync(git, { throwIfNoEntry: false });
  } catch {
    return true; // (cannot tell: git decides)
  }
  if (st?.isFile()) return true;
  return !!st?.isDirectory() && existsSync(join(git, 'HEAD')) && existsSync(join(git, 'objects')) && existsSync(join(git, 'refs'));
}

/**
 * A listed file. Its absolute path is made when asked: discovery makes each path relative to cwd
 * from the absolute one, so resolving it from cwd gives that path back, and a lint keeps tens of
 * thousands of entries while it reads them (about 110 bytes each for the absolute paths).
 */
/** a path resolve() would change beyond joining it to cwd: absolute, a `.`/`..` step, an empty step */
const NOT_PLAIN = /^\/|(^|\/)\.\.?(\/|$)|\/\/|\/$|^$/;

class Listed implements FileEntry {
  text = '';
  /** until read and kept */
  dropped = true;
  constructor(
    readonly path: string,
    readonly kind: FileKind,
    private readonly cwd: string,
  ) {}
  get abs(): string {
    const p = this.path;
    // (the common case without resolve's work: a plain path below cwd)
    if (sep === '/' && !NOT_PLAIN.test(p)) return this.cwd.endsWith('/') ? this.cwd + p : this.cwd + '/' + p;
    return resolve(this.cwd, p);
  }
}

/**
 * `s` made flat (one sequential string) now, while it is young: V8 then turns the concatenation
 * into a pointer to its flat copy, which the next scavenge puts in its place (reading a character
 * flattens a concatenated string; indexOf and hashing do not).
 */
function flat(s: string): string {
  s.charCodeAt(0);
  return s;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function toPosix(p: string): string {
  return p.split(sep).join('/');
}

function inside(p: string, root: string): boolean {
  const r = relative(root, p);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
}

/**
 * Whether a link's target lies in a `.git` directory of the repository it stays in: .git/config
 * holds a CI checkout's credential (http.<url>.extraheader), and a file quoted in a finding's code
 * frame is shown to whoever reads the log. Such links are not followed.
 */
function intoGit(real: string, bounds: string[]): boolean {
  return bounds.some((b) => inside(real, b) && relative(b, real).split(sep).includes('.git'));
}

const INTO_GIT = 'symbolic link into .git (not followed)';

function linkReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ELOOP') return 'symbolic link loop';
  if (code === 'ENOENT' || code === 'ENOTDIR') return 'broken symbolic link';
  return ioReason(e);
}

function withIgnoreFile(chain: IgnoreFile[], file: string, base: string): IgnoreFile[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return chain; // an unreadable or directory-valued .gitignore is ignored, as git does
  }
  const rules = parseGitignore(text);
  return rules.length > 0 ? [...chain, { base, rules }] : chain;
}

/**
 * The root whose .gitignore files (and .git/info/exclude) apply to a walk of `dir`, with the
 * ignore chain from that root down to `dir`'s parent (dir's own .gitignore is read by the walk).
 */
function treeRoot(dir: string, context: string): { dir: string; chain: IgnoreFile[] } {
  // (any `.git` entry marks where the ignore files start, a repository or not)
  let root = dirWithGitEntry(dir, existsSync);
  let chain: IgnoreFile[] = [];
  if (root !== undefined) chain = withIgnoreFile(chain, join(root, '.git', 'info', 'exclude'), '');
  else root = inside(dir, context) ? context : dir;
  const steps = toPosix(relative(root, dir)).split('/').filter(Boolean);
  for (let i = 0; i < steps.length; i++) {
    const base = steps.slice(0, i).join('/');
    chain = withIgnoreFile(chain, join(root, ...steps.slice(0, i), '.gitignore'), base);
  }
  return { dir: root, chain };
}
