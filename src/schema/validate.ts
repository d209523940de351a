/**
 * JSON Schema validation of plugin definitions, Argo CD resources and .cmp-lint.yaml.
 *
 * How the validators are loaded (read before touching the build):
 * - The schemas in schemas/ are compiled ahead of time by scripts/gen-validators.mjs into
 *   standalone ajv code, bundled by esbuild into self-contained CommonJS files committed under
 *   src/schema/validators/<name>.cjs (no ajv, no node_modules needed at run time; CJS because
 *   ajv's "esm" standalone output still calls require()).
 * - They are NOT imported statically. `load()` below require()s one file, via createRequire, the
 *   first time a document of that kind is validated, so `cmp-lint --version` (or a repo without
 *   ApplicationSets) never parses the ApplicationSet validator.
 * - The path is `./validators/<name>.cjs` relative to import.meta.url, which is the same relative
 *   path in both layouts: src/schema/validate.ts -> src/schema/validators/ (tests via tsx) and
 *   dist/cli.js or dist/index.js -> dist/validators/ (esbuild bundles this module into the entry
 *   file and keeps import.meta.url). So the build only has to copy
 *   src/schema/validators/*.cjs to dist/validators/. esbuild leaves the createRequire call alone.
 *   Why not let esbuild inline them: every bundle would then carry ~0.5 MB of validator code that
 *   V8 must at least pre-parse on every start; why not code splitting: it emits hashed chunk files
 *   for two entry points and an ESM/CJS interop shim, for no gain over a plain copy.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { processCodeCaches } from '../core/code-cache.js';

export interface SchemaIssue {
  /** Instance path of the offending node, e.g. ['spec', 'generate', 'command']; array indices are numbers. */
  path: (string | number)[];
  /** The JSON Schema keyword that failed (type, required, additionalProperties, enum, ...). */
  keyword: string;
  /** Lower-case human message, e.g. "must be an array of strings (found a string)". */
  message: string;
  /**
   * ajv's error params (missingProperty, additionalProperty, allowedValues, type, limit, pattern, ...),
   * plus `knownFields` (string[]) on additionalProperties issues and `propertyName` on propertyNames issues.
   */
  params: Record<string, unknown>;
}

export type ArgoKind = 'Application' | 'ApplicationSet' | 'AppProject';

interface AjvError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, any>;
  propertyName?: string;
  schema?: unknown;
  parentSchema?: Record<string, any>;
}
type ValidateFn = ((data: unknown) => boolean) & { errors?: AjvError[] | null };
type ValidatorModule = Record<string, ValidateFn>;

const loadCjs = createRequire(import.meta.url);
const modules = new Map<string, ValidatorModule>();

function load(name: 'plugin' | 'config' | 'application' | 'applicationset' | 'appproject'): ValidatorModule {
  let mod = modules.get(name);
  if (!mod) {
    const file = `./validators/${name}.cjs`;
    try {
      // through the launcher's code cache when there is one (src/core/code-cache.ts): ajv's
      // generated functions are large, and compiling them was a good part of a short run
      const caches = processCodeCaches();
      mod = (caches ? caches.require(fileURLToPath(new URL(file, import.meta.url))) : loadCjs(file)) as ValidatorModule;
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (e.code === 'MODULE_NOT_FOUND') {
        throw new Error(
          `cmp-lint: schema validator ${file} not found next to ${import.meta.url}; ` +
            'the build must copy src/schema/validators/*.cjs to dist/validators/',
        );
      }
      throw err;
    }
    modules.set(name, mod);
  }
  return mod;
}

/** Names of the validator files loaded so far in this process (for tests and --debug timing). */
export function loadedValidators(): string[] {
  return [...modules.keys()];
}

/** Validate a ConfigManagementPlugin document, or with specOnly the body of its `spec` (argo-cd chart `configs.cmp.plugins.<name>`). */
export function validatePlugin(obj: unknown, opts: { specOnly?: boolean } = {}): SchemaIssue[] {
  const mod = load('plugin');
  return run(opts.specOnly ? mod.spec : mod.plugin, obj);
}

const ARGO_FILES = { Application: 'application', ApplicationSet: 'applicationset', AppProject: 'appproject' } as const;

/** Validate an Argo CD Application, ApplicationSet or AppProject against its (generated) CRD schema. */
export function validateArgo(kind: ArgoKind, obj: unknown): SchemaIssue[] {
  const name = ARGO_FILES[kind];
  if (!name) throw new Error(`validateArgo: unsupported kind ${String(kind)}`);
  return run(load(name).validate, pruneNullFields(obj));
}

/**
 * The API server prunes a field whose value is null before it validates a custom resource, unless
 * its schema says `nullable: true` (apiextensions.k8s.io/v1, "Defaulting and Nullable"); Argo CD's
 * CRDs mark no field nullable, so `automated: null` is the same as no `automated` at all. Items of
 * a list are not fields and stay as they are. Returns a copy only where something was dropped.
 */
export function pruneNullFields(v: unknown): unknown {
  if (Array.isArray(v)) {
    let out: unknown[] | undefined;
    v.forEach((item, i) => {
      const p = pruneNullFields(item);
      if (p !== item) (out ??= v.slice())[i] = p;
    });
    return out ?? v;
  }
  if (v === null || typeof v !== 'object') return v;
  let out: Record<string, unknown> | undefined;
  for (const [k, item] of Object.entries(v as Record<string, unknown>)) {
    if (item === null) {
      out ??= { ...(v as Record<string, unknown>) };
      delete out[k];
      continue;
    }
    const p = pruneNullFields(item);
    if (p !== item) (out ??= { ...(v as Record<string, unknown>) })[k] = p;
  }
  return out ?? v;
}

/** Validate a parsed .cmp-lint.yaml. */
export function validateConfig(obj: unknown): SchemaIssue[] {
  return run(load('config').config, obj);
}

function run(fn: ValidateFn, obj: unknown): SchemaIssue[] {
  if (fn(obj)) return [];
  return toIssues(fn.errors ?? [], obj);
}

// ---------------------------------------------------------------------------------------------
// ajv errors -> SchemaIssue

/** Turn raw ajv errors into issues: collapse anyOf/oneOf noise, point at the offending node, say it in words. */
export function toIssues(errors: AjvError[], root: unknown): SchemaIssue[] {
  const collapsed = collapseAlternatives(errors);
  const out: SchemaIssue[] = [];
  const seen = new Set<string>();
  for (const e of collapsed) {
    if (e.keyword === 'propertyNames' && !e.propertyName) continue; // the inner error carries the detail
    const issue = describe(e, root);
    const key = JSON.stringify([issue.path, issue.keyword, issue.message]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(issue);
  }
  return out;
}

/**
 * ajv with allErrors reports every failing branch of an anyOf/oneOf plus the anyOf error itself.
 * Innermost first, replace the group by either the errors of the branch that got furthest (its type
 * matched; e.g. a string that fails a pattern) or one combined "must be an integer or a string".
 * Branch errors are recognised by their schemaPath under the anyOf's schemaPath (the anyOf branches
 * in our schemas do not cross a $ref).
 */
function collapseAlternatives(errors: AjvError[]): AjvError[] {
  let list = errors.slice();
  const groups = list
    .filter((e) => (e.keyword === 'anyOf' || e.keyword === 'oneOf') && !e.params?.passingSchemas)
    .sort((a, b) => b.schemaPath.length - a.schemaPath.length);
  for (const g of groups) {
    const prefix = `${g.schemaPath}/`;
    const branchErrors = list.filter((e) => e !== g && e.schemaPath.startsWith(prefix) && e.instancePath.startsWith(g.instancePath));
    const byBranch = new Map<string, AjvError[]>();
    for (const e of branchErrors) {
      const idx = e.schemaPath.slice(prefix.length).split('/')[0];
      if (!byBranch.has(idx)) byBranch.set(idx, []);
      byBranch.get(idx)!.push(e);
    }
    const typeMiss = (errs: AjvError[]) => errs.some((e) => e.keyword === 'type' && e.instancePath === g.instancePath);
    const viable = [...byBranch.values()].filter((errs) => !typeMiss(errs));
    let replacement: AjvError[];
    if (viable.length > 0) {
      replacement = viable[0];
    } else {
      const types: string[] = [];
      for (const e of branchErrors) {
        if (e.keyword !== 'type' || e.instancePath !== g.instancePath) continue;
        for (const t of String(e.params.type).split(',')) if (!types.includes(t)) types.push(t);
      }
      replacement = [{ ...g, keyword: 'type', params: { type: types.join(',') }, parentSchema: undefined }];
    }
    const drop = new Set<AjvError>(branchErrors);
    const next: AjvError[] = [];
    for (const e of list) {
      if (e === g) next.push(...replacement);
      else if (!drop.has(e)) next.push(e);
    }
    list = next;
  }
  return list;
}

function splitPointer(pointer: string, root: unknown): (string | number)[] {
  if (pointer === '') return [];
  const segs = pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const out: (string | number)[] = [];
  let node: unknown = root;
  for (const s of segs) {
    if (Array.isArray(node) && /^(0|[1-9][0-9]*)$/.test(s)) {
      out.push(Number(s));
      node = node[Number(s)];
    } else {
      out.push(s);
      node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[s] : undefined;
    }
  }
  return out;
}

function valueAt(root: unknown, path: (string | number)[]): unknown {
  let node: unknown = root;
  for (const p of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[p];
  }
  return node;
}

const A: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  array: 'an array',
  object: 'an object',
  null: 'null',
};

function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  switch (typeof v) {
    case 'string':
      return 'a string';
    case 'number':
      return Number.isInteger(v) ? 'an integer' : 'a number';
    case 'boolean':
      return 'a boolean';
    case 'object':
      return 'an object';
    default:
      return typeof v;
  }
}

const code = (v: unknown) => (typeof v === 'string' ? (v === '' ? '`""`' : `\`${v}\``) : `\`${JSON.stringify(v)}\``);

function expectedType(e: AjvError): string {
  const types = String(e.params.type).split(',');
  const items = e.parentSchema?.items;
  return types
    .map((t) => {
      if (t === 'array' && items && typeof items === 'object' && typeof items.type === 'string' && types.length === 1) {
        return `an array of ${items.type === 'integer' ? 'integer' : items.type}s`;
      }
      if (t === 'object' && e.parentSchema?.additionalProperties?.type === 'string' && !e.parentSchema?.properties) {
        return 'a map of strings';
      }
      return A[t] ?? t;
    })
    .join(' or ');
}

function describe(e: AjvError, root: unknown): SchemaIssue {
  const path = splitPointer(e.instancePath, root);
  const params = { ...(e.params ?? {}) };
  const here = valueAt(root, path);
  let message: string;
  switch (e.keyword) {
    case 'type':
      message = `must be ${expectedType(e)} (found ${kindOf(here)})`;
      break;
    case 'additionalProperties':
      path.push(String(params.additionalProperty));
      message = `unknown field \`${params.additionalProperty}\``;
      // the allowed names, for a did-you-mean (Argo CD's decoder also matches keys case-insensitively)
      if (e.parentSchema?.properties) params.knownFields = Object.keys(e.parentSchema.properties);
      break;
    case 'required':
      message = `missing required field \`${params.missingProperty}\``;
      break;
    case 'const':
      message = `must be ${code(params.allowedValue)} (found ${typeof here === 'string' || typeof here === 'number' ? code(here) : kindOf(here)})`;
      break;
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]) ?? [];
      message = `must be one of ${allowed.map(code).join(', ')} (found ${typeof here === 'string' || typeof here === 'number' ? code(here) : kindOf(here)})`;
      break;
    }
    case 'minItems':
      message = params.limit === 1 ? 'must not be empty' : `must have at least ${params.limit} items`;
      break;
    case 'maxItems':
      message = `must have at most ${params.limit} items`;
      break;
    case 'minLength':
      message = params.limit === 1 ? 'must not be empty' : `must be at least ${params.limit} characters long`;
      break;
    case 'maxLength':
      message = `must be at most ${params.limit} characters long`;
      break;
    case 'minProperties':
      message = params.limit === 1 ? 'must not be empty' : `must have at least ${params.limit} entries`;
      break;
    case 'pattern':
      message = (e.parentSchema?.patternErrorMessage as string | undefined) ?? `must match the pattern \`${params.pattern}\``;
      break;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      message = `must be ${params.comparison} ${params.limit}`;
      break;
    case 'uniqueItems':
      message = `must not contain duplicates (items ${params.j} and ${params.i} are equal)`;
      break;
    case 'anyOf':
    case 'oneOf':
      message = params.passingSchemas ? 'must match exactly one of the allowed forms' : 'does not match any of the allowed forms';
      break;
    default:
      message = `must satisfy \`${e.keyword}\``;
  }
  if (e.propertyName !== undefined) {
    // an error inside `propertyNames`: it is about the key itself
    path.push(e.propertyName);
    params.propertyName = e.propertyName;
    const why = e.keyword === 'pattern' ? ((e.parentSchema?.patternErrorMessage as string | undefined) ?? message) : message;
    return { path, keyword: 'propertyNames', message: `invalid key \`${e.propertyName}\`: ${why}`, params };
  }
  return { path, keyword: e.keyword, message, params };
}
