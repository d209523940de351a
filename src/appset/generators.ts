// ApplicationSet generators that can be evaluated from the repository alone, after Argo CD's
// applicationset/generators (list.go, git.go, matrix.go, merge.go, generator_spec_processor.go,
// value_interpolation.go) and applicationset/utils (utils.go Replace, map.go, selector.go).
// Generators that need a cluster or an API (clusters, clusterDecisionResource, scmProvider,
// pullRequest, plugin) throw NotEvaluable.
import { execGoTemplate, TemplateParseError, goPathBase, goPathDir, sanitizeName, TemplateError, Unsupported, goFloat, type MissingKey } from './gotemplate.js';
import { goMatch } from '../discover/gomatch.js';
import { goYamlToJS, GoYamlError } from '../yaml/yaml11.js';

export type Params = Record<string, unknown>;

/** The ApplicationSet cannot be evaluated here (a cluster/API generator, an unsupported template feature). */
export class NotEvaluable extends Error {
  constructor(
    message: string,
    /** the generator that needs a cluster or an API, when that is the reason */
    readonly generator?: string,
  ) {
    super(message);
    this.name = 'NotEvaluable';
  }
}

/** An error Argo CD's ApplicationSet controller reports (the ApplicationSet generates nothing). */
export class AppSetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AppSetError';
  }
}

/** What the git generators read: the commit being rendered. */
export interface RepoView {
  /** true when repoURL designates this repository */
  isThisRepo(repoURL: string | undefined): boolean;
  /** every directory (repo-relative, `/`-separated), hidden ones skipped, in filepath.WalkDir order */
  directories(): string[];
  /** every file (repo-relative), sorted */
  files(): string[];
  read(file: string): string;
}

export interface EvalContext {
  goTemplate: boolean;
  options: string[];
  missing: MissingKey;
  repo: RepoView;
  /** files and directory patterns the git generators read (for diff's affected check) */
  inputs: { files: Set<string>; dirs: boolean };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// ------------------------------------------------------------------ templates

const TEMPLATED = /.*\{\{.*\}\}.*/; // Go regexp: `.` does not match a newline

/** utils.Render.Replace: fasttemplate `{{param}}`, or a Go template when goTemplate is set. */
export function replace(tmpl: string, params: Params, ctx: { goTemplate: boolean; missing: MissingKey }): string {
  if (ctx.goTemplate) {
    try {
      return execGoTemplate(tmpl, params, ctx.missing);
    } catch (e) {
      if (e instanceof TemplateParseError) throw new AppSetError(`failed to parse template ${tmpl}: ${e.message}`);
      if (e instanceof TemplateError) throw new AppSetError(`failed to execute go template ${tmpl}: ${e.message}`);
      if (e instanceof Unsupported) throw new NotEvaluable(e.message);
      throw e;
    }
  }
  if (!TEMPLATED.test(tmpl)) return tmpl;
  // fasttemplate.NewTemplate(tmpl, "{{", "}}") + ExecuteFuncString
  let out = '';
  let s = tmpl;
  for (;;) {
    const n = s.indexOf('{{');
    if (n < 0) {
      out += s;
      break;
    }
    out += s.slice(0, n);
    const rest = s.slice(n + 2);
    const m = rest.indexOf('}}');
    if (m < 0) throw new AppSetError(`invalid template: cannot find end tag="}}" in the template=${JSON.stringify(tmpl)} starting from ${JSON.stringify(rest)}`);
    const tag = rest.slice(0, m);
    const key = tag.trim();
    const v = params[key];
    out += key !== '' && typeof v === 'string' ? v : `{{${tag}}}`;
    s = rest.slice(m + 2);
  }
  return out;
}

/** deeplyReplace over a JSON value: every string and every map key. */
export function renderValue(v: unknown, params: Params, ctx: { goTemplate: boolean; missing: MissingKey }): unknown {
  if (typeof v === 'string') return replace(v, params, ctx);
  if (Array.isArray(v)) return v.map((x) => renderValue(x, params, ctx));
  if (isObj(v)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (x === null) continue; // a nil map value is dropped
      out[replace(k, params, ctx)] = renderValue(x, params, ctx);
    }
    return out;
  }
  return v;
}

// ------------------------------------------------------------------ generators

const OFFLINE: Record<string, string> = {
  clusters: 'cluster',
  clusterDecisionResource: 'clusterDecisionResource',
  scmProvider: 'scmProvider',
  pullRequest: 'pullRequest',
  plugin: 'plugin',
};
/** ApplicationSetGenerator fields in Go struct order (GetRelevantGenerators walks them in this order). */
const KINDS = ['list', 'clusters', 'git', 'scmProvider', 'clusterDecisionResource', 'pullRequest', 'matrix', 'merge', 'plugin'];

export interface TransformResult {
  params: Params[];
  /** the generator's own template (may be empty) */
  template: Record<string, unknown>;
}

/** The generator kinds of one generator entry that would run (also: every offline generator inside it). */
export function offlineGenerators(gen: unknown): string[] {
  const out: string[] = [];
  const walk = (g: unknown) => {
    if (!isObj(g)) return;
    for (const [k, v] of Object.entries(g)) {
      if (v === null || v === undefined) continue;
      if (OFFLINE[k]) out.push(OFFLINE[k]);
      if ((k === 'matrix' || k === 'merge') && isObj(v) && Array.isArray(v.generators)) v.generators.forEach(walk);
    }
  };
  walk(gen);
  return [...new Set(out)];
}

/** generator_spec_processor.go Transform. */
export function transform(gen: Record<string, unknown>, ctx: EvalContext, genParams: Params): TransformResult[] {
  const kinds = KINDS.filter((k) => gen[k] !== undefined && gen[k] !== null);
  const unknown = Object.keys(gen).filter((k) => !KINDS.includes(k) && k !== 'selector');
  if (kinds.length === 0) {
    throw new AppSetError(unknown.length ? `contains unrecognized generators: ${unknown.sort().join(', ')}` : 'contains unrecognized generators');
  }
  const out: TransformResult[] = [];
  for (const kind of kinds) {
    let g = gen;
    if (Object.keys(genParams).length) g = interpolateGenerator(gen, genParams, ctx);
    const body = g[kind];
    const tmpl = isObj(body) && isObj(body.template) ? body.template : {};
    const params = generateParams(kind, body, ctx);
    const selector = gen.selector;
    out.push({ params: selector === undefined || selector === null ? params : params.filter((p) => selectorMatches(selector, flattenParams(p))), template: tmpl });
  }
  return out;
}

/** InterpolateGenerator (RenderGeneratorParams): a matrix child rendered with the first child's params. */
function interpolateGenerator(gen: Record<string, unknown>, params: Params, ctx: EvalContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [kind, body] of Object.entries(gen)) {
    if (!isObj(body) || !('values' in body) || !isObj(body.values) || !ctx.goTemplate) {
      out[kind] = renderValue(body, params, ctx);
      continue;
    }
    // Values maps are pre-resolved with missingkey=error; a value whose key is missing stays as written
    const { values, ...rest } = body;
    const rendered = renderValue(rest, params, ctx) as Record<string, unknown>;
    const resolved: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(values as Record<string, unknown>)) {
      if (typeof v !== 'string') {
        resolved[k] = v;
        continue;
      }
      try {
        resolved[k] = replace(v, params, { goTemplate: true, missing: 'error' });
      } catch (e) {
        if (e instanceof AppSetError && /map has no entry for key|can't evaluate field|no entry for key/.test(e.message)) resolved[k] = v;
        else throw e;
      }
    }
    out[kind] = { ...rendered, values: resolved };
  }
  return out;
}

function generateParams(kind: string, body: unknown, ctx: EvalContext): Params[] {
  if (OFFLINE[kind]) throw new NotEvaluable(`the ${OFFLINE[kind]} generator needs a cluster or an external API (not evaluable offline)`, OFFLINE[kind]);
  if (!isObj(body)) throw new AppSetError('ApplicationSet is empty');
  switch (kind) {
    case 'list':
      return listParams(body, ctx);
    case 'git':
      return gitParams(body, ctx);
    case 'matrix':
      return matrixParams(body, ctx);
    case 'merge':
      return mergeParams(body, ctx);
  }
  throw new NotEvaluable(`generator ${kind} is not supported`);
}

/** list.go */
function listParams(body: Record<string, unknown>, ctx: EvalContext): Params[] {
  const res: Params[] = [];
  const elements = Array.isArray(body.elements) ? body.elements : [];
  for (const el of elements) {
    if (!isObj(el)) throw new AppSetError('error unmarshling list element json: cannot unmarshal into Go value of type map[string]interface {}');
    if (ctx.goTemplate) {
      res.push(el);
      continue;
    }
    const params: Params = {};
    for (const [key, value] of Object.entries(el)) {
      if (key === 'values') {
        if (!isObj(value)) throw new AppSetError('error parsing values map');
        for (const [k, v] of Object.entries(value)) {
          if (typeof v !== 'string') throw new AppSetError('error parsing value as string %!w(<nil>)');
          params[`values.${k}`] = v;
        }
      } else {
        if (typeof value !== 'string') throw new AppSetError('error parsing value as string %!w(<nil>)');
        params[key] = value;
      }
    }
    res.push(params);
  }
  if (typeof body.elementsYaml === 'string' && body.elementsYaml !== '') {
    let parsed: unknown;
    try {
      parsed = goYamlToJS(body.elementsYaml);
    } catch (e) {
      if (e instanceof GoYamlError) throw new AppSetError(`error unmarshling decoded ElementsYaml ${e.message}`);
      throw e;
    }
    if (parsed !== null && (!Array.isArray(parsed) || parsed.some((x) => x !== null && !isObj(x))))
      throw new AppSetError('error unmarshling decoded ElementsYaml error unmarshaling JSON: json: cannot unmarshal into Go value of type []map[string]interface {}');
    for (const x of (parsed as unknown[] | null) ?? []) res.push((x as Params) ?? {});
  }
  return res;
}

/** git.go: directories and files, read from the commit being rendered. */
function gitParams(body: Record<string, unknown>, ctx: EvalContext): Params[] {
  const repoURL = typeof body.repoURL === 'string' ? body.repoURL : undefined;
  if (!ctx.repo.isThisRepo(repoURL)) throw new NotEvaluable(`the git generator reads another repository (${JSON.stringify(repoURL ?? '')}): not evaluable offline`, 'git');
  const values = isObj(body.values) ? (body.values as Record<string, unknown>) : undefined;
  const prefix = typeof body.pathParamPrefix === 'string' ? body.pathParamPrefix : '';
  const dirs = Array.isArray(body.directories) ? body.directories.filter(isObj) : [];
  const files = Array.isArray(body.files) ? body.files.filter(isObj) : [];
  if (dirs.length) {
    ctx.inputs.dirs = true;
    const all = ctx.repo.directories();
    const picked = all.filter((p) => {
      let inc = false;
      let exc = false;
      for (const d of dirs) {
        let m = false;
        try {
          m = goMatch(String(d.path ?? ''), p);
        } catch {
          continue; // path.Match error: logged and skipped
        }
        if (m && !d.exclude) inc = true;
        if (m && d.exclude) exc = true;
      }
      return inc && !exc;
    });
    return picked.map((a) => {
      let params: Params;
      if (ctx.goTemplate) {
        const pp = { path: a, basename: goPathBase(a), basenameNormalized: sanitizeName(goPathBase(a)), segments: a.split('/') };
        params = prefix ? { [prefix]: { path: pp } } : { path: pp };
      } else {
        const name = prefix ? `${prefix}.path` : 'path';
        params = { [name]: a, [`${name}.basename`]: goPathBase(a), [`${name}.basenameNormalized`]: sanitizeName(goPathBase(a)) };
        a.split('/').forEach((v, k) => {
          if (v !== '') params[`${name}[${k}]`] = v;
        });
      }
      appendValues(values, params, ctx);
      return params;
    });
  }
  if (files.length) {
    const allFiles = ctx.repo.files();
    const picked = new Set<string>();
    for (const f of files.filter((x) => !x.exclude)) for (const file of lsFiles(allFiles, String(f.path ?? ''))) picked.add(file);
    for (const f of files.filter((x) => x.exclude)) for (const file of lsFiles(allFiles, String(f.path ?? ''))) picked.delete(file);
    const res: Params[] = [];
    for (const file of [...picked].sort(byteOrder)) {
      ctx.inputs.files.add(file);
      res.push(...gitFileParams(file, ctx.repo.read(file), values, prefix, ctx, repoURL ?? ''));
    }
    return res;
  }
  throw new AppSetError('error generating params from git: ApplicationSet is empty');
}

const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** `git ls-files -- <pathspec>`: a literal path or directory prefix, else wildmatch where `*` also matches `/`. */
export function lsFiles(all: string[], pattern: string): string[] {
  const p = pattern.replace(/^\.\//, '');
  if (p === '' || p === '.') return all;
  if (!/[*?[]/.test(p)) {
    const dir = p.replace(/\/+$/, '');
    return all.filter((f) => f === dir || f.startsWith(dir + '/'));
  }
  const re = pathspecRegex(p);
  // git also matches the literal leading directories of a wildcard pathspec as prefixes
  return all.filter((f) => re.test(f));
}

function pathspecRegex(p: string): RegExp {
  let re = '^';
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '*') {
      while (p[i + 1] === '*') i++;
      re += '.*';
    } else if (c === '?') re += '.';
    else if (c === '[') {
      const end = p.indexOf(']', i + 2);
      if (end < 0) re += '\\[';
      else {
        let cls = p.slice(i + 1, end);
        if (cls.startsWith('!') || cls.startsWith('^')) cls = '^' + cls.slice(1);
        re += `[${cls.replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else if (c === '\\' && i + 1 < p.length) re += '\\' + p[++i];
    else re += c.replace(/[.+^${}()|\]\\/]/g, '\\$&');
  }
  return new RegExp(re + '$', 's');
}

/** generateParamsFromGitFile */
function gitFileParams(file: string, text: string, values: Record<string, unknown> | undefined, prefix: string, ctx: EvalContext, repoURL: string): Params[] {
  let parsed: unknown;
  try {
    parsed = goYamlToJS(text);
  } catch (e) {
    if (e instanceof GoYamlError) throw new AppSetError(`error generating params from git: unable to process file '${file}' from repository '${repoURL}': unable to parse file: ${e.message}`);
    throw e;
  }
  let objects: Params[];
  if (parsed === null) objects = [{}];
  else if (isObj(parsed)) objects = [parsed];
  else if (Array.isArray(parsed) && parsed.every((x) => x === null || isObj(x))) objects = parsed.map((x) => (x as Params) ?? {});
  else throw new AppSetError(`error generating params from git: unable to process file '${file}' from repository '${repoURL}': unable to parse file: error unmarshaling JSON: json: cannot unmarshal into Go value of type []map[string]interface {}`);
  const dir = goPathDir(file);
  return objects.map((obj) => {
    let params: Params;
    if (ctx.goTemplate) {
      params = { ...obj };
      const pp = {
        path: dir,
        basename: goPathBase(dir),
        filename: goPathBase(file),
        basenameNormalized: sanitizeName(goPathBase(dir)),
        filenameNormalized: sanitizeName(goPathBase(file)),
        segments: dir.split('/'),
      };
      if (prefix) params[prefix] = { path: pp };
      else params.path = pp;
    } else {
      params = {};
      for (const [k, v] of Object.entries(flatten(obj))) params[k] = goSprint(v);
      const name = prefix ? `${prefix}.path` : 'path';
      params[name] = dir;
      params[`${name}.basename`] = goPathBase(dir);
      params[`${name}.filename`] = goPathBase(file);
      params[`${name}.basenameNormalized`] = sanitizeName(goPathBase(dir));
      params[`${name}.filenameNormalized`] = sanitizeName(goPathBase(file));
      dir.split('/').forEach((v, k) => {
        if (v !== '') params[`${name}[${k}]`] = v;
      });
    }
    appendValues(values, params, ctx);
    return params;
  });
}

/** value_interpolation.go appendTemplatedValues */
function appendValues(values: Record<string, unknown> | undefined, params: Params, ctx: EvalContext): void {
  if (!values) return;
  const tmp: Params = {};
  for (const [k, v] of Object.entries(values)) {
    const r = replace(String(v ?? ''), params, ctx);
    if (ctx.goTemplate) ((tmp.values ??= {}) as Record<string, string>)[k] = r;
    else tmp[`values.${k}`] = r;
  }
  Object.assign(params, tmp);
}

/** jeremywohl/flatten DotStyle */
export function flatten(v: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const walk = (x: unknown, key: string) => {
    if (isObj(x)) {
      for (const [k, y] of Object.entries(x)) walk(y, key ? `${key}.${k}` : k);
    } else if (Array.isArray(x)) {
      x.forEach((y, i) => walk(y, key ? `${key}.${i}` : String(i)));
    } else out[key] = x;
  };
  for (const [k, y] of Object.entries(v)) walk(y, prefix ? `${prefix}.${k}` : k);
  return out;
}

/** fmt %v of a flattened leaf. */
function goSprint(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'number') return goFloat(v);
  return String(v);
}

function flattenParams(p: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(flatten(p))) out[k] = goSprint(v);
  return out;
}

/** applicationset/utils/selector.go LabelSelectorAsSelector + Matches */
export function selectorMatches(selector: unknown, labels: Record<string, string>): boolean {
  if (!isObj(selector)) return true;
  const ml = isObj(selector.matchLabels) ? selector.matchLabels : {};
  const me = Array.isArray(selector.matchExpressions) ? selector.matchExpressions : [];
  const has = (k: string) => Object.prototype.hasOwnProperty.call(labels, k);
  for (const [k, v] of Object.entries(ml)) if (!has(k) || labels[k] !== String(v)) return false;
  for (const e of me) {
    if (!isObj(e)) continue;
    const key = String(e.key ?? '');
    const vals = Array.isArray(e.values) ? e.values.map(String) : [];
    switch (e.operator) {
      case 'In':
        if (!has(key) || !vals.includes(labels[key])) return false;
        break;
      case 'NotIn':
        if (has(key) && vals.includes(labels[key])) return false;
        break;
      case 'Exists':
        if (!has(key)) return false;
        break;
      case 'DoesNotExist':
        if (has(key)) return false;
        break;
      default:
        throw new AppSetError(`error parsing label selector: ${JSON.stringify(e.operator)} is not a valid pod selector operator`);
    }
  }
  return true;
}

/** A matrix/merge child: exactly one generator kind, its params. */
function childParams(child: unknown, ctx: EvalContext, genParams: Params): Params[] {
  if (!isObj(child)) throw new AppSetError('child generator generated no parameters');
  const t = transform(child, ctx, genParams);
  if (t.length === 0) throw new AppSetError('child generator generated no parameters');
  if (t.length > 1) throw new AppSetError('found more than one generator in matrix.Generators');
  return t[0].params;
}

/** matrix.go */
function matrixParams(body: Record<string, unknown>, ctx: EvalContext): Params[] {
  const gens = Array.isArray(body.generators) ? body.generators : [];
  if (gens.length < 2) throw new AppSetError('found less than two generators, Matrix support only two');
  if (gens.length > 2) throw new AppSetError('found more than two generators, Matrix support only two');
  let g0: Params[];
  try {
    g0 = childParams(gens[0], ctx, {});
  } catch (e) {
    if (e instanceof AppSetError) throw new AppSetError(`error failed to get params for first generator in matrix generator: child generator returned an error on parameter generation: ${e.message}`);
    throw e;
  }
  const res: Params[] = [];
  for (const a of g0) {
    let g1: Params[];
    try {
      g1 = childParams(gens[1], ctx, a);
    } catch (e) {
      if (e instanceof AppSetError) throw new AppSetError(`failed to get params for second generator in the matrix generator: child generator returned an error on parameter generation: ${e.message}`);
      throw e;
    }
    for (const b of g1) {
      if (ctx.goTemplate) {
        // mergo.Merge(tmp, b, WithOverride) then (tmp, a, WithOverride): a wins, maps merge deeply
        res.push(mergeOverride(mergeOverride({}, b), a));
      } else {
        const out: Params = {};
        for (const [k, v] of Object.entries(a)) out[k] = goSprint(v);
        for (const [k, v] of Object.entries(b)) {
          const sv = goSprint(v);
          if (k in out && out[k] !== sv) throw new AppSetError(`failed to combine string maps with merging params for the matrix generator: found duplicate key ${k} with different value, a: ${out[k]} ,b: ${sv}`);
          out[k] = sv;
        }
        res.push(out);
      }
    }
  }
  return res;
}

/** mergo.Merge(dst, src, WithOverride) on map[string]any: nested maps merge, other values are replaced. */
function mergeOverride(dst: Params, src: Params): Params {
  const out: Params = { ...dst };
  for (const [k, v] of Object.entries(src)) {
    if (isObj(v) && isObj(out[k])) out[k] = mergeOverride(out[k] as Params, v);
    else if (!(k in out) || !isEmptyValue(v)) out[k] = v; // mergo never overrides with an empty value
  }
  return out;
}

const isEmptyValue = (v: unknown) =>
  v === undefined || v === null || v === '' || v === 0 || v === false || (Array.isArray(v) && v.length === 0) || (isObj(v) && Object.keys(v).length === 0);

/** merge.go */
function mergeParams(body: Record<string, unknown>, ctx: EvalContext): Params[] {
  const gens = Array.isArray(body.generators) ? body.generators : [];
  if (gens.length < 2) throw new AppSetError('found less than two generators, Merge requires two or more');
  const sets = gens.map((g, i) => {
    try {
      return childParams(g, ctx, {});
    } catch (e) {
      if (e instanceof AppSetError) throw new AppSetError(`error getting param sets from generators: error getting params from generator ${i + 1} of ${gens.length}: child generator returned an error on parameter generation: ${e.message}`);
      throw e;
    }
  });
  const keys = Array.isArray(body.mergeKeys) ? [...new Set(body.mergeKeys.map(String))] : [];
  const byKey = (ps: Params[]): Map<string, Params> => {
    if (keys.length < 1) throw new AppSetError('error getting param sets by merge key: no merge keys were specified, Merge requires at least one');
    const m = new Map<string, Params>();
    for (const p of ps) {
      const k: Record<string, unknown> = {};
      for (const key of [...keys].sort()) k[key] = p[key] ?? null;
      const ks = JSON.stringify(k);
      if (m.has(ks)) throw new AppSetError(`error getting param sets by merge key: the parameters from a generator were not unique by the given mergeKeys, Merge requires all param sets to be unique. Duplicate key was ${ks}`);
      m.set(ks, p);
    }
    return m;
  };
  const base = byKey(sets[0]);
  for (const ps of sets.slice(1)) {
    const over = byKey(ps);
    for (const [k, b] of base) {
      const o = over.get(k);
      if (!o) continue;
      base.set(k, ctx.goTemplate ? mergeOverride(b, o) : { ...b, ...o });
    }
  }
  // Argo CD returns the merged sets in Go map order (random); sorted by merge key here
  return [...base.keys()].sort().map((k) => base.get(k)!);
}

/** mergo.Merge(dest=generator template, src=ApplicationSet template) without override: fill what dest leaves empty. */
export function fillTemplate(dest: unknown, src: unknown): unknown {
  if (isObj(dest) && isObj(src)) {
    const out: Record<string, unknown> = { ...dest };
    for (const [k, v] of Object.entries(src)) out[k] = k in out ? fillTemplate(out[k], v) : v;
    return out;
  }
  const emptyVal = dest === undefined || dest === null || dest === '' || dest === 0 || dest === false || (Array.isArray(dest) && dest.length === 0);
  return emptyVal ? src : dest;
}

export { TemplateError, Unsupported };
