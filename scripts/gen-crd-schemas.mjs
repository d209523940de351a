#!/usr/bin/env node
// Generates schemas/{application,applicationset,appproject}.schema.json from the Argo CD CRD
// openAPIV3Schema objects saved as JSON in ../shared/reference/crds/ (see SOURCE.md there).
//
//   node scripts/gen-crd-schemas.mjs [--crds DIR] [--check]
//
// --crds DIR  where Application.json, ApplicationSet.json, AppProject.json and SOURCE.md live
//             (default: ../shared/reference/crds relative to the repository root, or $CMP_LINT_CRDS)
// --check     do not write; exit 1 if a committed schema differs from what would be generated
//
// Transformations, all deterministic (same input bytes -> same output bytes):
//  1. `metadata` ({type: object} in the CRD) becomes a real Kubernetes ObjectMeta schema.
//  2. `status` and `operation` are written by the controller, never by hand: they become a
//     permissive object (they were ~40% of the Application schema).
//  3. Objects that declare `properties` and neither `additionalProperties` nor
//     `x-kubernetes-preserve-unknown-fields` get `additionalProperties: false`: the API server
//     rejects (strict field validation) or drops such keys, either way they are a mistake.
//  4. Large subtrees that occur more than once (ApplicationSet repeats the Application template
//     under every generator, 24 times) are hoisted into `definitions` and referenced by `$ref`.
//  5. A `$comment` header records that the file is generated, from which file and commit.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'schemas');

export const TARGETS = [
  { kind: 'Application', file: 'Application.json', out: 'application.schema.json' },
  { kind: 'ApplicationSet', file: 'ApplicationSet.json', out: 'applicationset.schema.json' },
  { kind: 'AppProject', file: 'AppProject.json', out: 'appproject.schema.json' },
];

/** Subtrees smaller than this (canonical JSON bytes) are never hoisted into definitions. */
const HOIST_MIN_BYTES = 600;

export function defaultCrdDir() {
  return process.env.CMP_LINT_CRDS || resolve(ROOT, '..', 'shared', 'reference', 'crds');
}

const objectMeta = () => ({
  type: 'object',
  description: 'Standard Kubernetes object metadata (ObjectMeta).',
  additionalProperties: false,
  properties: {
    name: { type: 'string', description: 'Name of the object, unique within its namespace.' },
    generateName: { type: 'string', description: 'Prefix the API server uses to generate a unique name when `name` is empty.' },
    namespace: { type: 'string', description: 'Namespace of the object. Applications and ApplicationSets normally live in the Argo CD namespace (or one listed in `application.namespaces`).' },
    labels: { type: 'object', additionalProperties: { type: 'string' }, description: 'Key/value labels; values must be strings.' },
    annotations: { type: 'object', additionalProperties: { type: 'string' }, description: 'Key/value annotations; values must be strings.' },
    finalizers: { type: 'array', items: { type: 'string' }, description: 'Finalizers, e.g. `resources-finalizer.argocd.argoproj.io` to delete the app\'s resources with it.' },
    ownerReferences: {
      type: 'array',
      items: {
        type: 'object',
        required: ['apiVersion', 'kind', 'name', 'uid'],
        additionalProperties: false,
        properties: {
          apiVersion: { type: 'string' },
          kind: { type: 'string' },
          name: { type: 'string' },
          uid: { type: 'string' },
          controller: { type: 'boolean' },
          blockOwnerDeletion: { type: 'boolean' },
        },
      },
    },
    uid: { type: 'string' },
    resourceVersion: { type: 'string' },
    generation: { type: 'integer' },
    selfLink: { type: 'string' },
    creationTimestamp: { type: ['string', 'null'] },
    deletionTimestamp: { type: ['string', 'null'] },
    deletionGracePeriodSeconds: { type: 'integer' },
    managedFields: { type: 'array', items: { type: 'object' } },
  },
});

const permissive = (what) => ({
  type: 'object',
  description: `${what} is written by the Argo CD controller and is not validated by cmp-lint.`,
  'x-kubernetes-preserve-unknown-fields': true,
});

const canon = (v) => JSON.stringify(v, (_k, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, x[k]])) : x));

function closeObjects(node) {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    // `properties` and `definitions` map names to schemas; everything else is a schema or a value
    if (k === 'properties' || k === 'definitions') out[k] = Object.fromEntries(Object.entries(v).map(([pk, pv]) => [pk, closeObjects(pv)]));
    else if (k === 'items' || k === 'additionalProperties' || k === 'not') out[k] = typeof v === 'object' ? closeObjects(v) : v;
    else if (k === 'anyOf' || k === 'oneOf' || k === 'allOf') out[k] = v.map(closeObjects);
    else out[k] = v;
  }
  if (out.properties && out.additionalProperties === undefined && !out['x-kubernetes-preserve-unknown-fields']) out.additionalProperties = false;
  return out;
}

/** Walk schema positions only (not enum values or defaults). */
function forEachSchema(node, fn, path = []) {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  fn(node, path);
  for (const [k, v] of Object.entries(node)) {
    if (k === 'properties' || k === 'definitions') for (const [pk, pv] of Object.entries(v)) forEachSchema(pv, fn, [...path, pk]);
    else if (k === 'items' || k === 'additionalProperties' || k === 'not') forEachSchema(v, fn, [...path, k === 'items' ? 'item' : k]);
    else if (k === 'anyOf' || k === 'oneOf' || k === 'allOf') v.forEach((s, i) => forEachSchema(s, fn, [...path, `${k}${i}`]));
  }
}

function hoistRepeats(root) {
  const counts = new Map();
  forEachSchema(root, (n) => {
    const c = canon(n);
    if (c.length >= HOIST_MIN_BYTES) counts.set(c, (counts.get(c) ?? 0) + 1);
  });
  const defs = {};
  const nameOf = new Map(); // canonical JSON -> definition name
  const used = new Set();
  const uses = new Map();
  const nameFor = (path) => {
    const tail = path.filter((p) => p !== 'item' && p !== 'additionalProperties').slice(-2);
    const base = (tail.length ? tail : ['def']).map((p, i) => (i === 0 ? p : p[0].toUpperCase() + p.slice(1))).join('').replace(/[^A-Za-z0-9]/g, '') || 'def';
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}${i}`;
    used.add(name);
    return name;
  };
  const rewrite = (node, path, isRoot) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
    const c = canon(node);
    if (!isRoot && (counts.get(c) ?? 0) > 1) {
      let name = nameOf.get(c);
      if (!name) {
        name = nameFor(path);
        nameOf.set(c, name);
        defs[name] = null; // reserve the slot so definition order follows first use
        defs[name] = rewrite(node, path, true);
      }
      uses.set(name, (uses.get(name) ?? 0) + 1);
      return { $ref: `#/definitions/${name}` };
    }
    const out = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'properties') out[k] = Object.fromEntries(Object.entries(v).map(([pk, pv]) => [pk, rewrite(pv, [...path, pk], false)]));
      else if (k === 'items' || k === 'additionalProperties' || k === 'not') out[k] = typeof v === 'object' ? rewrite(v, [...path, k === 'items' ? 'item' : k], false) : v;
      else if (k === 'anyOf' || k === 'oneOf' || k === 'allOf') out[k] = v.map((s, i) => rewrite(s, [...path, `${k}${i}`], false));
      else out[k] = v;
    }
    return out;
  };
  const body = rewrite(root, [], true);
  // A definition used once (its only user was itself hoisted) is put back inline.
  const inline = (node) => {
    if (Array.isArray(node)) return node.map(inline);
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/definitions/')) {
      const name = node.$ref.slice('#/definitions/'.length);
      if (uses.get(name) === 1) return inline(defs[name]);
      return node;
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v)]));
  };
  const finalDefs = {};
  for (const name of Object.keys(defs)) if (uses.get(name) > 1) finalDefs[name] = inline(defs[name]);
  return { body: inline(body), definitions: finalDefs };
}

function provenance(crdDir, file) {
  const src = join(crdDir, 'SOURCE.md');
  if (!existsSync(src)) return '';
  const md = readFileSync(src, 'utf8');
  const row = md.split('\n').find((l) => l.startsWith(`| ${file} |`));
  if (!row) return '';
  const cols = row.split('|').map((c) => c.trim());
  let source = cols[3] ?? '';
  if (source.startsWith('same commit')) {
    const first = md.split('\n').find((l) => /^\| \w+\.json \|/.test(l));
    const commit = first?.match(/[0-9a-f]{40}/);
    source = `argoproj/argo-cd @ ${commit ? commit[0] : '?'}${source.slice('same commit'.length)}`;
  }
  return source.replace(/`/g, '');
}

export function generate(kind, crdDir = defaultCrdDir()) {
  const t = TARGETS.find((x) => x.kind === kind);
  const raw = readFileSync(join(crdDir, t.file));
  const crd = JSON.parse(raw.toString('utf8'));
  const sha = createHash('sha256').update(raw).digest('hex');
  const props = { ...crd.properties };
  props.metadata = { $ref: '#/definitions/ObjectMeta' };
  if (props.status) props.status = permissive('`status`');
  if (props.operation) props.operation = permissive('`operation` (a sync requested through the API or CLI)');
  const closed = closeObjects({ ...crd, properties: props });
  const { body, definitions } = hoistRepeats(closed);
  const { description, ...rest } = body;
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    // versioned like every schema (scripts/schema-ids.mjs)
    $id: `https://raw.githubusercontent.com/cmp-lint/cmp-lint/v${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}/schemas/${t.out}`,
    $comment: `GENERATED by scripts/gen-crd-schemas.mjs - do not edit. Source: reference/crds/${t.file} (sha256 ${sha}), the openAPIV3Schema from ${provenance(crdDir, t.file)}. Changes: metadata typed as ObjectMeta; status/operation not validated; additionalProperties false where the CRD lists properties; repeated subtrees moved to definitions.`,
    title: `Argo CD ${kind} (argoproj.io/v1alpha1)`,
    description: description ?? `Argo CD ${kind} custom resource.`,
    ...rest,
    definitions: { ObjectMeta: objectMeta(), ...definitions },
  };
  return JSON.stringify(schema, null, 2) + '\n';
}

function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const i = args.indexOf('--crds');
  const crdDir = i >= 0 ? resolve(args[i + 1]) : defaultCrdDir();
  if (!existsSync(join(crdDir, 'Application.json'))) {
    console.error(`gen-crd-schemas: CRD JSON not found in ${crdDir} (pass --crds DIR or set CMP_LINT_CRDS)`);
    process.exit(2);
  }
  let stale = 0;
  for (const t of TARGETS) {
    const text = generate(t.kind, crdDir);
    const out = join(OUT_DIR, t.out);
    const rel = relative(ROOT, out);
    if (check) {
      const cur = existsSync(out) ? readFileSync(out, 'utf8') : '';
      if (cur !== text) {
        console.error(`${rel} is out of date; run: node scripts/gen-crd-schemas.mjs`);
        stale++;
      }
    } else {
      writeFileSync(out, text);
      console.log(`wrote ${rel} (${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB)`);
    }
  }
  if (stale) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
