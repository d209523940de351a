// Image facts from a Dockerfile: what the final stage runs as, what it runs, what it copies.
//
// Handled: parser directives at the top (`# escape=` switches the line-continuation character to
// a backtick), comments (also between continued lines), `\` line continuations, blank lines
// inside a continuation, BuildKit heredocs (`RUN <<EOF … EOF`, `COPY <<EOF /dest`), CRLF,
// case-insensitive instructions, `FROM [--platform=…] image [AS name]` stages (a stage built
// `FROM` an earlier stage inherits its USER, ENTRYPOINT, SHELL, WORKDIR, copies and users),
// `SHELL` for the shell form of ENTRYPOINT, `WORKDIR` for relative COPY destinations, COPY/ADD
// flags (`--from=`, `--chmod=`, `--chown=`, others ignored) in exec (JSON) and shell forms.
// ARG and ENV names are collected per stage. Their values (an ARG's default, global ARGs
// redeclared in the stage, ENV) are substituted in COPY/ADD destinations and WORKDIR, as BuildKit
// does when no --build-arg overrides them (`COPY plugin.yaml ${CMP_ROOT}/config/`); a reference to
// a name without a known value leaves the path as written. Nowhere else is `$VAR` substituted,
// but a plugin.yaml written from an unquoted heredoc is expanded as the build does it
// (heredoc-expand.ts), keeping the names the build sets. Not done: ONBUILD triggers (they do not
// apply to this image), quotes in shell-form COPY (Docker does not strip them either).
//
// Every Loc is 1-based, on the value (not the keyword); for a copy it is the destination.
import { posix } from 'node:path';
import picomatch from 'picomatch';
import type { BakedExpansion, HeredocBake, ImageFacts, Loc } from '../model/types.js';
import { bakeHeredoc, type BakedText } from './heredoc-expand.js';
// the official Argo CD image creates user `argocd` with uid 999
import { ARGOCD_IMAGE, CMP_CONFIG_FILE } from '../model/argocd.js';

export interface CopyFact {
  sources: string[];
  /** as written */
  dest: string;
  from?: string;
  loc: Loc;
  /** RUN: a heredoc the script writes to `dest` (`cat <<EOF > dest`, `tee dest <<EOF`) */
  instruction: 'COPY' | 'ADD' | 'RUN';
  chmod?: string;
  chown?: string;
  /** dest resolved against the stage's WORKDIR (default `/`), normalised, no trailing slash */
  destAbs: string;
  /** dest names a directory: trailing `/`, `.`, or several sources */
  destIsDir: boolean;
}

/** ImageFacts plus what only the Dockerfile parser knows (a structural subtype of ImageFacts). */
export interface DockerImageFacts extends ImageFacts {
  copies: CopyFact[];
  /** users created in the final stage (or its stage ancestors) by useradd/adduser/usermod with a numeric uid */
  namedUsers: Map<string, number>;
  /** the external image the final stage builds on (through `FROM <earlier stage>` links) */
  baseImage?: string;
  baseImageLoc?: Loc;
  /** the final stage's `AS` name */
  stageName?: string;
  /**
   * plugin.yaml texts the final stage writes to the config path from a BuildKit heredoc
   * (`COPY <<EOF /home/argocd/cmp-server/config/plugin.yaml`, `RUN cat <<EOF > …/plugin.yaml`),
   * with the file line their first line is on
   */
  heredocConfigs: HeredocConfig[];
}

export interface HeredocConfig {
  /** the body as written */
  text: string;
  /** the file line of its first line */
  line: number;
  /** the body as the build bakes it (tabs stripped for `<<-`, an unquoted one expanded), mapped to `text` */
  baked: BakedText;
}


interface Seg {
  at: number; // offset in the logical text
  line: number;
  col: number; // 1-based column of `at`
}

interface Logical {
  text: string;
  segs: Seg[];
  heredocs: string[];
  /** per heredoc: its terminator word, the 1-based file line of its first body line, how it is written */
  heredocAt: HeredocHead[];
}

interface HeredocHead {
  line: number;
  marker: string;
  /** `<<-`: leading tabs are stripped */
  chomp: boolean;
  /** `<<'EOF'` or `<<"EOF"` */
  quoted: boolean;
  /** `<<\EOF`: quoted for a shell, not for BuildKit's own expansion (it only counts quote characters) */
  backslashed: boolean;
  /** offset of `<<` in the logical text, and the token's length */
  at: number;
  len: number;
}

interface Stage {
  name?: string;
  facts: DockerImageFacts;
  shell: string[];
  workdir: string;
  /** names ARG and ENV set in this stage (and the stages it builds on): the build fills them in on purpose */
  declared: Set<string>;
  /** values known for this stage's ARGs (defaults) and ENVs (ENV values carry over to `FROM <stage>`) */
  args: Map<string, string>;
  env: Map<string, string>;
}

export function parseDockerfile(file: string, text: string): DockerImageFacts {
  const stages: Stage[] = [];
  const fresh = (name?: string): Stage => ({ facts: emptyFacts(file), shell: ['/bin/sh', '-c'], workdir: '/', name, declared: new Set(), args: new Map(), env: new Map() });
  // ARGs before the first FROM: a stage sees their value only when it declares the name again
  const globalArgs = new Map<string, string>();
  let cur: Stage = fresh();
  for (const l of logicalLines(text)) {
    const m = /^(\S+)\s*/.exec(l.text);
    if (!m) continue;
    const keyword = m[1].toUpperCase();
    const start = m[0].length;
    const end = l.text.trimEnd().length;
    const rest = l.text.slice(start, end);
    const loc = (a: number, b: number): Loc => locOf(file, l.segs, a, b);
    const f = cur.facts;
    switch (keyword) {
      case 'FROM': {
        const toks = words(l.text, start);
        let i = 0;
        while (i < toks.length && toks[i].w.startsWith('--')) i++;
        if (i >= toks.length) break;
        const image = toks[i];
        const name = toks[i + 1]?.w.toLowerCase() === 'as' ? toks[i + 2]?.w : undefined;
        const base = stages.find((s) => s.name !== undefined && s.name === image.w.toLowerCase());
        cur = base
          ? { ...cloneStage(base, file), name: name?.toLowerCase() }
          : fresh(name?.toLowerCase());
        if (!base) {
          cur.facts.baseImage = image.w;
          cur.facts.baseImageLoc = loc(image.at, image.at + image.w.length);
          if (ARGOCD_IMAGE.test(image.w)) cur.facts.namedUsers.set('argocd', 999);
        }
        if (name !== undefined) cur.facts.stageName = name;
        else delete cur.facts.stageName;
        stages.push(cur);
        break;
      }
      case 'USER':
        if (rest) {
          f.user = rest;
          f.userLoc = loc(start, end);
        }
        break;
      case 'ENTRYPOINT': {
        const arr = jsonStrings(rest);
        f.entrypoint = arr ?? [...cur.shell, rest];
        f.entrypointLoc = loc(start, end);
        break;
      }
      case 'SHELL': {
        const arr = jsonStrings(rest);
        if (arr && arr.length > 0) cur.shell = arr;
        break;
      }
      case 'ARG':
      case 'ENV':
        for (const n of declaredNames(keyword, rest)) cur.declared.add(n);
        for (const [n, v] of assignments(keyword, rest)) {
          const value = v === undefined ? undefined : substitute(v, cur);
          if (keyword === 'ENV') {
            if (value !== undefined) cur.env.set(n, value);
          } else if (stages.length === 0) {
            if (value !== undefined) globalArgs.set(n, value);
          } else if (value !== undefined) cur.args.set(n, value);
          else if (globalArgs.has(n)) cur.args.set(n, globalArgs.get(n)!);
        }
        break;
      case 'WORKDIR':
        if (rest) cur.workdir = posix.resolve(cur.workdir, substitute(rest, cur) ?? rest);
        break;
      case 'RUN':
        for (const script of [rest, ...l.heredocs]) {
          for (const [user, uid] of usersCreated(script)) f.namedUsers.set(user, uid);
        }
        // one heredoc redirected into the plugin config file: the image bakes that text
        if (l.heredocs.length === 1 && RUN_WRITES_CONFIG.test(rest)) {
          const m = RUN_WRITES_CONFIG.exec(rest)!;
          const at = start + m.index + m[0].length - CMP_CONFIG_FILE.length;
          f.copies.push({ sources: [`<<${l.heredocAt[0].marker}`], dest: CMP_CONFIG_FILE, loc: loc(at, at + CMP_CONFIG_FILE.length), instruction: 'RUN', destAbs: CMP_CONFIG_FILE, destIsDir: false });
          // the shell also has what the line assigns before the heredoc (`V=1 && cat <<EOF`)
          const assigned = new Set([...rest.matchAll(/(?:^|[\s;&|(])([A-Za-z_][A-Za-z0-9_]*)=/g)].map((a) => a[1]));
          addConfig(f, cur, l, 'RUN', (n) => assigned.has(n), loc);
        }
        break;
      case 'COPY':
      case 'ADD': {
        const c = parseCopy(keyword, l.text, start, cur, loc);
        if (c) f.copies.push(c);
        // `COPY <<EOF /home/argocd/cmp-server/config/plugin.yaml`: the heredoc is the file
        const m = c && c.sources.length === 1 ? [...c.sources[0].matchAll(HEREDOC_WORD)][0] : undefined;
        const h = m && m[0] === c!.sources[0] ? heredocWord(m) : undefined;
        if (c && h && l.heredocs.length === 1 && (c.destIsDir ? posix.join(c.destAbs, h.marker) : c.destAbs) === CMP_CONFIG_FILE) {
          addConfig(f, cur, l, keyword, () => false, loc);
        }
        break;
      }
    }
  }
  return cur.facts;
}

/** `<<EOF`, `<<-EOF`, `<<'EOF'`, `<<"EOF"`, `<<\EOF` */
const HEREDOC_WORD = /<<(-?)(?:(["'])([A-Za-z_][\w.-]*)\2|(\\)?([A-Za-z_][\w.-]*))/g;

function heredocWord(m: RegExpMatchArray): { chomp: boolean; marker: string; quoted: boolean; backslashed: boolean } {
  return { chomp: m[1] === '-', marker: m[3] ?? m[5], quoted: m[2] !== undefined, backslashed: m[4] !== undefined };
}

/**
 * A plugin.yaml the stage writes from a heredoc: its text as baked. BuildKit expands a COPY/ADD
 * heredoc itself; a RUN hands it to the shell, which does (see heredoc-expand.ts).
 */
function addConfig(f: DockerImageFacts, stage: Stage, l: Logical, instruction: HeredocBake['instruction'], alsoSet: (name: string) => boolean, loc: (a: number, b: number) => Loc): void {
  const head = l.heredocAt[0];
  const body = l.heredocs[0];
  const shell = instruction === 'RUN' ? 'sh' : 'buildkit';
  const expand = !head.quoted && !(head.backslashed && shell === 'sh');
  // PATH: every image sets it, and the build's value is the one the sidecar runs with
  const known = (n: string) => stage.declared.has(n) || alsoSet(n) || n === 'PATH';
  // their values as the build bakes them without --build-arg (an ENV overrides an ARG); a name
  // without a known value (an ARG without default, a RUN assignment) stays as written
  const value = (n: string) => (alsoSet(n) ? undefined : (stage.env.get(n) ?? stage.args.get(n)));
  const baked = bakeHeredoc(body, { chomp: head.chomp, expand, shell, known, value });
  f.heredocConfigs.push({ text: body, line: head.line, baked });
  if (!expand || baked.expansions.length === 0) return;
  const lineStarts = [0];
  for (let k = body.indexOf('\n'); k >= 0; k = body.indexOf('\n', k + 1)) lineStarts.push(k + 1);
  const posOf = (o: number) => {
    let li = 0;
    while (li + 1 < lineStarts.length && lineStarts[li + 1] <= o) li++;
    return { line: head.line + li, col: o - lineStarts[li] + 1 };
  };
  const expansions: BakedExpansion[] = baked.expansions.map((e) => {
    const a = posOf(e.start);
    // a range that takes a line break ends at the end of its first line
    const b = posOf(e.text.endsWith('\n') ? e.end - 1 : e.end);
    return { loc: { file: f.file, line: a.line, column: a.col, endLine: b.line, endColumn: b.col }, text: e.text, kind: e.kind, names: e.names, becomes: e.becomes };
  });
  const token = l.text.slice(head.at, head.at + head.len);
  const quotedToken = `<<${head.chomp ? '-' : ''}'${head.marker}'`;
  const quoted = (l.text.slice(0, head.at) + quotedToken + l.text.slice(head.at + token.length)).trim();
  (f.heredocBakes ??= []).push({ instruction, marker: token, markerLoc: loc(head.at, head.at + head.len), quoted, expansions, kept: [...new Set(baked.kept)] });
}

/** The names an ARG or ENV line sets: `ARG A=1 B`, `ENV A=1 B=2`, the old `ENV A 1`. */
function declaredNames(keyword: string, rest: string): string[] {
  if (keyword === 'ENV' && /^[A-Za-z_][A-Za-z0-9_]*\s/.test(rest) && !/^[A-Za-z_][A-Za-z0-9_]*=/.test(rest)) return [rest.split(/\s/)[0]];
  return [...rest.matchAll(/(?:^|\s)([A-Za-z_][A-Za-z0-9_]*)(?==|\s|$)/g)].map((m) => m[1]);
}

/**
 * `NAME=value` pairs (quotes removed) and bare `NAME`s of an ARG or ENV line; the old
 * `ENV NAME value with spaces` form too. A bare ARG name has no value of its own (undefined).
 */
function assignments(keyword: string, rest: string): [string, string | undefined][] {
  const old = /^([A-Za-z_][A-Za-z0-9_]*)\s+(?![A-Za-z_][A-Za-z0-9_]*=)(.*)$/.exec(rest);
  if (keyword === 'ENV' && old && !/^[A-Za-z_][A-Za-z0-9_]*=/.test(rest)) return [[old[1], old[2].trim()]];
  const out: [string, string | undefined][] = [];
  const re = /([A-Za-z_][A-Za-z0-9_]*)(?:=("(?:[^"\\]|\\.)*"|'[^']*'|\S*))?(?=\s|$)/gy;
  let i = 0;
  while (i < rest.length) {
    while (i < rest.length && /\s/.test(rest[i])) i++;
    if (i >= rest.length) break;
    re.lastIndex = i;
    const m = re.exec(rest);
    if (!m) break;
    let v = m[2];
    if (v !== undefined && v.length >= 2 && (v[0] === '"' || v[0] === "'") && v.endsWith(v[0])) v = v.slice(1, -1);
    out.push([m[1], v]);
    i = re.lastIndex;
  }
  return out;
}

/**
 * `$NAME` and `${NAME}` (also `${NAME:-word}`, `${NAME-word}`) replaced by the stage's ARG or ENV
 * value, as BuildKit expands a path; undefined when a name has no known value (a --build-arg or
 * the base image's environment decides it), so the caller keeps the text as written.
 */
function substitute(text: string, stage: Stage): string | undefined {
  if (!text.includes('$')) return text;
  let unknown = false;
  // an ENV of the same name overrides the ARG
  const value = (n: string) => stage.env.get(n) ?? stage.args.get(n);
  const out = text.replace(/\$(?:\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g, (_all, braced?: string, op?: string, word?: string, bare?: string) => {
    const n = (braced ?? bare)!;
    const v = value(n);
    if (op === ':-' && !v) return word ?? '';
    if (op === '-' && v === undefined) return word ?? '';
    if (v === undefined) unknown = true;
    return v ?? '';
  });
  return unknown ? undefined : out;
}

/** A RUN line that redirects (or tees) into the plugin config file. */
const RUN_WRITES_CONFIG = new RegExp(`(?:>|\\btee\\s+(?:-a\\s+)?)\\s*["']?${CMP_CONFIG_FILE.replace(/[./]/g, '\\$&')}`);

function emptyFacts(file: string): DockerImageFacts {
  return { file, copies: [], namedUsers: new Map(), heredocConfigs: [] };
}

function cloneStage(s: Stage, file: string): Stage {
  const f = s.facts;
  return {
    facts: { ...f, file, copies: [...f.copies], namedUsers: new Map(f.namedUsers), entrypoint: f.entrypoint && [...f.entrypoint], heredocConfigs: [...f.heredocConfigs], ...(f.heredocBakes ? { heredocBakes: [...f.heredocBakes] } : {}) },
    shell: [...s.shell],
    workdir: s.workdir,
    declared: new Set(s.declared),
    // an ARG goes out of scope at the end of its stage; ENV is part of the image
    args: new Map(),
    env: new Map(s.env),
  };
}

function parseCopy(
  instruction: 'COPY' | 'ADD',
  text: string,
  start: number,
  stage: Stage,
  loc: (a: number, b: number) => Loc,
): CopyFact | undefined {
  const toks = words(text, start);
  const flags = new Map<string, string>();
  let i = 0;
  for (; i < toks.length && toks[i].w.startsWith('--'); i++) {
    const eq = toks[i].w.indexOf('=');
    if (eq > 0) flags.set(toks[i].w.slice(2, eq).toLowerCase(), toks[i].w.slice(eq + 1));
    else flags.set(toks[i].w.slice(2).toLowerCase(), 'true');
  }
  if (i >= toks.length) return undefined;
  const argsAt = toks[i].at;
  const argsText = text.slice(argsAt).trimEnd();
  let sources: string[];
  let dest: string;
  let destAt: number;
  let destEnd: number;
  const arr = argsText.startsWith('[') ? jsonStrings(argsText) : undefined;
  if (arr) {
    if (arr.length < 2) return undefined;
    sources = arr.slice(0, -1);
    dest = arr[arr.length - 1];
    const lit = JSON.stringify(dest);
    const k = argsText.lastIndexOf(lit);
    destAt = k >= 0 ? argsAt + k : argsAt;
    destEnd = k >= 0 ? destAt + lit.length : argsAt + argsText.length;
  } else {
    const args = toks.slice(i);
    if (args.length < 2) return undefined;
    sources = args.slice(0, -1).map((t) => t.w);
    const d = args[args.length - 1];
    dest = d.w;
    destAt = d.at;
    destEnd = d.at + d.w.length;
  }
  const destIsDir = dest.endsWith('/') || dest === '.' || dest === '..' || sources.length > 1;
  const c: CopyFact = {
    sources,
    dest,
    loc: loc(destAt, destEnd),
    instruction,
    destAbs: posix.resolve(stage.workdir, substitute(dest, stage) ?? dest),
    destIsDir,
  };
  if (flags.has('from')) c.from = flags.get('from');
  if (flags.has('chmod')) c.chmod = flags.get('chmod');
  if (flags.has('chown')) c.chown = flags.get('chown');
  return c;
}

/** A JSON array of strings (exec form), or undefined (then Docker uses the shell form). */
function jsonStrings(s: string): string[] | undefined {
  if (!s.startsWith('[')) return undefined;
  try {
    const v: unknown = JSON.parse(s);
    return Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined;
  } catch {
    return undefined;
  }
}

/** Whitespace-separated words of `text` from `from`, with their offsets. */
function words(text: string, from: number): { w: string; at: number }[] {
  const out: { w: string; at: number }[] = [];
  const re = /\S+/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ w: m[0], at: m.index });
  return out;
}

/** Split the file into logical instructions (continuations joined, comments dropped). */
function logicalLines(text: string): Logical[] {
  const lines = text.split('\n').map((s) => (s.endsWith('\r') ? s.slice(0, -1) : s));
  const out: Logical[] = [];
  let escape = '\\';
  let directives = true;
  let i = 0;
  const skippable = (s: string) => s.trim() === '' || s.trimStart().startsWith('#');
  while (i < lines.length) {
    const first = lines[i];
    if (directives) {
      const d = /^#\s*([A-Za-z][A-Za-z0-9]*)\s*=\s*(.*?)\s*$/.exec(first);
      if (d) {
        if (d[1].toLowerCase() === 'escape' && (d[2] === '`' || d[2] === '\\')) escape = d[2];
        i++;
        continue;
      }
      directives = false;
    }
    if (skippable(first)) {
      i++;
      continue;
    }
    const l: Logical = { text: '', segs: [], heredocs: [], heredocAt: [] };
    const cont = new RegExp(`${escape === '`' ? '`' : '\\\\'}[ \\t]*$`);
    let indent = first.length - first.trimStart().length;
    for (;;) {
      const line = lines[i];
      const m = cont.exec(line);
      const content = m ? line.slice(0, m.index) : line;
      l.segs.push({ at: l.text.length, line: i + 1, col: indent + 1 });
      l.text += content.slice(indent);
      indent = 0;
      i++;
      if (!m) break;
      while (i < lines.length && skippable(lines[i])) i++;
      if (i >= lines.length) break;
    }
    // BuildKit heredocs: the body lines follow the instruction, up to the terminator word.
    if (/^\s*(RUN|COPY|ADD)\s/i.test(l.text)) {
      for (const h of l.text.matchAll(HEREDOC_WORD)) {
        const body: string[] = [];
        const w = heredocWord(h);
        l.heredocAt.push({ line: i + 1, ...w, at: h.index, len: h[0].length });
        while (i < lines.length) {
          const line = lines[i++];
          if ((w.chomp ? line.replace(/^\t+/, '') : line) === w.marker) break;
          body.push(line);
        }
        l.heredocs.push(body.join('\n'));
      }
    }
    out.push(l);
  }
  return out;
}

function posAt(segs: Seg[], offset: number): { line: number; col: number } {
  let s = segs[0];
  for (const x of segs) {
    if (x.at > offset) break;
    s = x;
  }
  return { line: s.line, col: s.col + (offset - s.at) };
}

function locOf(file: string, segs: Seg[], start: number, end: number): Loc {
  const a = posAt(segs, start);
  const b = end > start ? posAt(segs, end - 1) : a;
  return { file, line: a.line, column: a.col, endLine: b.line, endColumn: b.col + (end > start ? 1 : 0) };
}

/** Users that a RUN script creates (or re-numbers) with a literal numeric uid. */
export function usersCreated(script: string): [string, number][] {
  const out: [string, number][] = [];
  for (const cmd of script.split(/&&|\|\||[;|\n]/)) {
    const toks = shellWords(cmd);
    const k = toks.findIndex((t) => /^(useradd|adduser|usermod)$/.test(posix.basename(t)));
    if (k < 0) continue;
    const tool = posix.basename(toks[k]);
    let uid: string | undefined;
    const positional: string[] = [];
    for (let j = k + 1; j < toks.length; j++) {
      const t = toks[j];
      const eq = t.startsWith('--') ? t.indexOf('=') : -1;
      const opt = eq > 0 ? t.slice(0, eq) : t;
      if (opt === '-u' || opt === '--uid') {
        uid = eq > 0 ? t.slice(eq + 1) : toks[++j];
      } else if (/^-u\d+$/.test(t)) {
        uid = t.slice(2);
      } else if (t.startsWith('-') && t.length > 1) {
        if (eq < 0 && takesValue(opt, tool)) j++;
      } else {
        positional.push(t);
      }
    }
    const name = tool === 'usermod' ? positional[positional.length - 1] : positional[0];
    if (name && uid !== undefined && /^\d+$/.test(uid)) out.push([name, Number(uid)]);
  }
  return out;
}

const VALUE_OPTS = new Set([
  '-g', '--gid', '-G', '--groups', '-d', '--home', '--home-dir', '-s', '--shell', '-c', '--comment',
  '--gecos', '-k', '--skel', '-e', '--expiredate', '-f', '--inactive', '-K', '--key', '-p',
  '--password', '-R', '--root', '-P', '--prefix', '-Z', '--selinux-user', '-b', '--base-dir', '-h',
  '--ingroup', '--firstuid', '--lastuid', '--firstgid', '--lastgid', '--conf', '--login',
  '-v', '--add-subuids', '-V', '--del-subuids', '-w', '--add-subgids', '-W', '--del-subgids',
]);

function takesValue(opt: string, tool: string): boolean {
  if (opt === '-l') return tool === 'usermod'; // usermod -l NEW_LOGIN; useradd -l is a flag
  return VALUE_OPTS.has(opt);
}

/** Shell words with quotes removed; `""` gives an empty word. Rough, but enough for useradd. */
function shellWords(s: string): string[] {
  const out: string[] = [];
  let w = '';
  let inWord = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "'" || c === '"') {
      const close = s.indexOf(c, i + 1);
      const end = close < 0 ? s.length : close;
      w += s.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (c === '\\' && i + 1 < s.length) {
      w += s[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) out.push(w);
      w = '';
      inWord = false;
    } else {
      w += c;
      inWord = true;
    }
  }
  if (inWord) out.push(w);
  return out;
}

/** The numeric uid a USER value names: `999`, `999:999`, or a user created with a known uid. */
export function userUid(user: string | undefined, namedUsers?: ReadonlyMap<string, number>): number | undefined {
  if (user === undefined) return undefined;
  const u = user.trim().split(':')[0];
  if (/^\d+$/.test(u)) return Number(u);
  return namedUsers?.get(u);
}

/**
 * Does the USER value run as uid 999 (what argocd-cmp-server expects)? `999` and `999:<group>`
 * do; a name does only when the Dockerfile created it with uid 999 (pass `facts.namedUsers`),
 * or the image builds on the official Argo CD image, whose `argocd` user is 999.
 */
export function userIs999(user: string | undefined, namedUsers?: ReadonlyMap<string, number>): boolean {
  return userUid(user, namedUsers) === 999;
}

/**
 * Does the image get a file at `path`? True when a COPY/ADD destination (resolved against
 * WORKDIR) is that path, or is a directory holding it and a source has its base name (globs in
 * sources are matched). A copied directory whose content is unknown does not count.
 */
export function copiesTo(facts: ImageFacts, path: string): boolean {
  const target = posix.normalize(path).replace(/(.)\/+$/, '$1');
  const name = posix.basename(target);
  for (const c of facts.copies) {
    const extra = c as Partial<CopyFact>; // plain ImageFacts lack WORKDIR resolution
    const destAbs = extra.destAbs ?? posix.resolve('/', c.dest);
    const isDir = extra.destIsDir ?? (c.dest.endsWith('/') || c.dest === '.' || c.sources.length > 1);
    if (!isDir) {
      if (destAbs === target) return true;
      continue;
    }
    if (posix.join(destAbs, name) !== target) continue;
    for (const s of c.sources) {
      const clean = /^https?:\/\//.test(s) ? s.replace(/[?#].*$/, '') : s;
      const base = posix.basename(clean.replace(/\/+$/, ''));
      if (base === name || (/[*?[]/.test(base) && picomatch.isMatch(name, base, { dot: true }))) return true;
    }
  }
  return false;
}
