// ApplicationSets → the Applications Argo CD's ApplicationSet controller would generate
// (applicationset/controllers/template/template.go GenerateApplications, the duplicate-name check of
// applicationset_controller.go validateGeneratedApplications), from the repository alone. render
// and diff then treat each generated Application like a written one.
import { readdirSync, readFileSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import { Document } from 'yaml';
import type { AppSource, Model, NodeRef } from '../model/types.js';
import { NodeRef as Ref, SourceText, refToJS } from '../yaml/source.js';
import { applicationSources, patchApplication } from '../extract/apps.js';
import { isForeignRepo } from '../render/app-path.js';
import { missingKeyOf, Unsupported } from './gotemplate.js';
import { AppSetError, fillTemplate, NotEvaluable, offlineGenerators, renderValue, transform, type EvalContext, type Params, type RepoView } from './generators.js';
import { byteOrder } from '../discover/gomatch.js';
import { goYamlToJS } from '../yaml/yaml11.js';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where a generated Application comes from. */
export interface GeneratedBy {
  appset: string;
  file: string;
  line: number;
}

/** An ApplicationSet that generates nothing here: not evaluable offline, or an error Argo CD reports. */
export interface AppSetProblem {
  appset: string;
  file: string;
  line: number;
  kind: 'not-evaluable' | 'error';
  message: string;
  /** the generators that need a cluster or an API */
  generators?: string[];
}

export interface AppSetExpansion {
  /** the generated Applications (raw), in Argo CD's order */
  apps: { name: string; raw: Record<string, unknown> }[];
  problem?: AppSetProblem;
  /** Applications after the first of a duplicated name: Argo CD refuses them */
  duplicates: string[];
  /** repo-relative files and directories the git generators read (for diff's affected check) */
  inputs: string[];
}

/** The files and directories of a checkout as the repo-server's git generators see them. */
export function repoView(root: string): RepoView {
  let dirs: string[] | undefined;
  let files: string[] | undefined;
  const walk = () => {
    dirs = [];
    files = [];
    const visit = (rel: string) => {
      let names: string[];
      try {
        names = readdirSync(rel ? join(root, rel) : root).sort(byteOrder);
      } catch {
        return;
      }
      for (const n of names) {
        const r = rel ? `${rel}/${n}` : n;
        let st;
        try {
          st = lstatSync(join(root, r));
        } catch {
          continue;
        }
        if (st.isDirectory()) {
          if (n === '.git') continue;
          // GetGitDirectories skips hidden directories; ls-files still lists files under them
          if (!n.startsWith('.')) dirs!.push(r);
          visit(r);
        } else files!.push(r);
      }
    };
    visit('');
    // directories of hidden parents are not listed
    dirs = dirs.filter((d) => !d.split('/').some((s) => s.startsWith('.')));
    files.sort(byteOrder);
  };
  return {
    isThisRepo: (url) => !isForeignRepo(root, url),
    directories: () => {
      if (!dirs) walk();
      return dirs!;
    },
    files: () => {
      if (!files) walk();
      return files!;
    },
    read: (f) => readFileSync(join(root, ...f.split('/')), 'utf8'),
  };
}

/** Evaluate one ApplicationSet document. Never throws for bad input. */
export function expandAppSet(raw: unknown, repo: RepoView, where: { file: string; line: number }): AppSetExpansion {
  const o = isObj(raw) ? raw : {};
  const meta = isObj(o.metadata) ? o.metadata : {};
  const name = typeof meta.name === 'string' ? meta.name : '';
  const spec = isObj(o.spec) ? o.spec : {};
  const out: AppSetExpansion = { apps: [], duplicates: [], inputs: [] };
  const problem = (kind: AppSetProblem['kind'], message: string, generators?: string[]) => {
    out.problem = { appset: name, file: where.file, line: where.line, kind, message, ...(generators?.length ? { generators } : {}) };
    out.apps = [];
    return out;
  };
  const gens = Array.isArray(spec.generators) ? spec.generators : [];
  // cluster and API generators anywhere in the tree: the ApplicationSet cannot be evaluated here
  const offline = [...new Set(gens.flatMap(offlineGenerators))];
  if (offline.length) return problem('not-evaluable', `not evaluable offline: ${offline.join(', ')} generator${offline.length > 1 ? 's need' : ' needs'} a cluster or an external API`, offline);
  const goTemplate = spec.goTemplate === true;
  let missing;
  try {
    missing = missingKeyOf(Array.isArray(spec.goTemplateOptions) ? spec.goTemplateOptions.map(String) : []);
  } catch (e) {
    if (e instanceof Unsupported) return problem('not-evaluable', `not evaluable: ${e.message}`);
    throw e;
  }
  const ctx: EvalContext = { goTemplate, options: [], missing, repo, inputs: { files: new Set(), dirs: false } };
  const template = isObj(spec.template) ? spec.template : {};
  try {
    for (const g of gens) {
      if (!isObj(g)) throw new AppSetError('contains unrecognized generators');
      for (const t of transform(g, ctx, {})) {
        const merged = fillTemplate(t.template, template) as Record<string, unknown>;
        const tm = isObj(merged.metadata) ? merged.metadata : {};
        const tmplApp: Record<string, unknown> = {
          apiVersion: 'argoproj.io/v1alpha1',
          kind: 'Application',
          metadata: Object.fromEntries(Object.entries({ name: tm.name, namespace: tm.namespace, labels: tm.labels, annotations: tm.annotations, finalizers: tm.finalizers }).filter(([, v]) => v !== undefined && v !== null)),
          spec: merged.spec ?? {},
        };
        for (const p of t.params) {
          let app = Object.keys(p).length === 0 ? structuredClone(tmplApp) : (renderValue(tmplApp, p, ctx) as Record<string, unknown>);
          if (typeof spec.templatePatch === 'string') app = applyTemplatePatch(app, spec.templatePatch, p, ctx);
          // the Application's namespace is always the ApplicationSet's
          const md = app.metadata as Record<string, unknown>;
          if (typeof meta.namespace === 'string') md.namespace = meta.namespace;
          else delete md.namespace;
          out.apps.push({ name: typeof md.name === 'string' ? md.name : '', raw: app });
        }
      }
    }
  } catch (e) {
    if (e instanceof NotEvaluable) return problem('not-evaluable', e.generator ? e.message : `not evaluable: ${e.message}`, e.generator ? [e.generator] : undefined);
    if (e instanceof AppSetError) return problem('error', e.message.startsWith('contains') ? `ApplicationSet ${name} ${e.message}` : e.message);
    if (e instanceof Unsupported) return problem('not-evaluable', `not evaluable: ${e.message}`);
    throw e;
  }
  // git files generators: a changed parameter file changes the apps it generates. (A directories
  // generator needs nothing: a new or removed directory is a new or removed Application.)
  out.inputs = [...ctx.inputs.files];
  // validateGeneratedApplications: a name is required and unique
  const seen = new Set<string>();
  const kept: AppSetExpansion['apps'] = [];
  for (const a of out.apps) {
    if (a.name === '') {
      return problem(
        'error',
        `ApplicationSet ${name} contains an application with no name; a name must be set in the template's metadata.name or via a templatePatch (generateName is not supported)`,
      );
    }
    if (seen.has(a.name)) {
      out.duplicates.push(a.name);
      continue;
    }
    seen.add(a.name);
    kept.push(a);
  }
  out.apps = kept;
  return out;
}

/** renderTemplatePatch + applyTemplatePatch: the patch text is templated, then merged into the app. */
function applyTemplatePatch(app: Record<string, unknown>, patch: string, p: Params, ctx: EvalContext): Record<string, unknown> {
  const text = renderValue(patch, p, ctx) as string;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // YAML (the usual form)
    try {
      parsed = goYamlToJS(text);
    } catch (e) {
      throw new AppSetError(`error replacing values in templatePatch: error while converting template to json: ${(e as Error).message}`);
    }
  }
  if (!isObj(parsed)) throw new AppSetError('invalid templatePatch: the patch must be a mapping');
  if (JSON.stringify(parsed).includes('"$patch"') || JSON.stringify(parsed).includes('$setElementOrder') || JSON.stringify(parsed).includes('$retainKeys'))
    throw new NotEvaluable('templatePatch directives ($patch, $setElementOrder, $retainKeys) are not supported');
  const project = isObj(app.spec) ? app.spec.project : undefined;
  const merged = patchApplication(app, parsed) as Record<string, unknown>;
  // Argo CD keeps the project the template set
  if (isObj(merged.spec)) {
    if (project === undefined) delete merged.spec.project;
    else merged.spec.project = project;
  }
  return merged;
}

// ------------------------------------------------------------------ sources for render / diff

/** AppSource extras for generated Applications and for ApplicationSets that generate nothing here. */
export interface AppSetMark {
  generatedBy?: GeneratedBy;
  problem?: AppSetProblem;
  /** the base side of an ApplicationSet that fails on head: it generated Applications there */
  generatedBefore?: number;
}

// keyed by the source's `app` object: .argocd-source overrides copy the source, not its app
const marks = new WeakMap<AppSource['app'], AppSetMark>();
export const appSetMark = (s: AppSource): AppSetMark | undefined => marks.get(s.app);

export interface SourcesExpansion {
  sources: AppSource[];
  /** per generated source: the files its ApplicationSet's git generators read */
  inputs: Map<AppSource, string[]>;
  problems: AppSetProblem[];
  /** duplicate generated names, as Argo CD reports them */
  duplicates: AppSetProblem[];
}

/**
 * The model's sources with every ApplicationSet's template sources replaced by the Applications it
 * generates (or by one placeholder source carrying the problem when it generates nothing here).
 * `repoRoot` is the checkout being rendered: git generators read it.
 */
export function expandSources(model: Pick<Model, 'sources' | 'argoResources'>, repoRoot: string): SourcesExpansion {
  const repo = repoView(repoRoot);
  const res: SourcesExpansion = { sources: [], inputs: new Map(), problems: [], duplicates: [] };
  const done = new Map<NodeRef, AppSource[]>();
  for (const r of model.argoResources) {
    if (r.kind !== 'ApplicationSet') continue;
    const raw = (refToJS(r.ref) as unknown) ?? r.raw;
    const line = r.ref.loc().line;
    const x = expandAppSet(raw, repo, { file: r.file, line });
    const list: AppSource[] = [];
    const by: GeneratedBy = { appset: x.problem?.appset ?? appSetName(raw), file: r.file, line };
    if (x.problem) res.problems.push(x.problem);
    for (const d of x.duplicates)
      res.duplicates.push({ appset: by.appset, file: r.file, line, kind: 'error', message: `ApplicationSet ${by.appset} contains applications with duplicate name: ${d}` });
    for (const a of x.apps) {
      const src = new SourceText(r.file, '', { flat: { line, col: r.ref.loc().column } });
      const doc = new Document(a.raw);
      const ref = new Ref(src, doc.contents as never, undefined, doc as never);
      for (const s of applicationSources(r.file, ref, a.raw)) {
        marks.set(s.app, { generatedBy: by });
        res.inputs.set(s, x.inputs);
        list.push(s);
      }
    }
    done.set(r.ref, list);
    if (x.problem) done.set(r.ref, [...list, ...placeholder(model.sources, r.ref, x.problem)]);
  }
  const emitted = new Set<NodeRef>();
  for (const s of model.sources) {
    if (s.app.kind !== 'ApplicationSet') {
      res.sources.push(s);
      continue;
    }
    const list = done.get(s.app.ref);
    if (!list) continue;
    if (emitted.has(s.app.ref)) continue;
    emitted.add(s.app.ref);
    res.sources.push(...list);
  }
  return res;
}

function appSetName(raw: unknown): string {
  const m = isObj(raw) && isObj(raw.metadata) ? raw.metadata : {};
  return typeof m.name === 'string' ? m.name : '';
}

/** One source standing for an ApplicationSet that generates nothing here (its first template source). */
function placeholder(sources: AppSource[], ref: NodeRef, problem: AppSetProblem): AppSource[] {
  const first = sources.find((s) => s.app.kind === 'ApplicationSet' && s.app.ref === ref);
  const s: AppSource = first
    ? { ...first, app: { ...first.app, name: problem.appset || first.app.name }, index: undefined, ref } // findings point at the ApplicationSet
    : {
        app: { kind: 'ApplicationSet', name: problem.appset, label: `ApplicationSet \`${problem.appset}\``, file: problem.file, ref },
        ref,
        types: [],
        typeRefs: {},
        templated: true,
        raw: {},
      };
  marks.set(s.app, { problem });
  return [s];
}

/** A base-side stand-in for an ApplicationSet that generated `n` Applications on base and fails on head. */
export function standIn(head: AppSource, n: number): AppSource {
  const s: AppSource = { ...head, app: { ...head.app } };
  marks.set(s.app, { generatedBefore: n });
  return s;
}
