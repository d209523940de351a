// Worker threads for the lint's file loading (src/files/parallel.ts, src/files/parallel-worker.ts):
// whatever the number of threads, the result is the one the main thread alone gives: the same
// findings, skipped entries and file counts, in the same order; a worker's reply rebuilds exactly
// the documents the main thread's own load makes; failing workers hand their files back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync, copyFileSync, cpSync, truncateSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--allow-natives-syntax');
/** whether two objects have the same hidden class (V8) */
const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: unknown, b: unknown) => boolean;
import { lint, loadModel } from '../../src/lint.js';
import { parseConfig, defaultConfig } from '../../src/config.js';
import { loadYamlStream } from '../../src/yaml/load.js';
import { StringPool } from '../../src/yaml/compact.js';
import { templatedByName, chartDirProbe } from '../../src/yaml/template.js';
import { kustomizationRefs } from '../../src/files/relevance.js';
import { fileKind } from '../../src/files/read.js';
import { replyFor, type FileReply } from '../../src/files/parallel-worker.js';
import { loadFromReply, loadInWorkers, loadBigFiles, bigFiles, bigWorkerCount, bigOrder, BIG_FILE, BIG_RUN_BYTES, BIG_RUN_MAX_FILES, parseJobs, workerCount, LoadWorkers, PARALLEL_MIN_FILES, loadHeapFlag, LOAD_HEAP_GROWING_PERCENT, type LoadStats, type ReadItem } from '../../src/files/parallel.js';
import { tempDir, writeTree, isRoot } from './helpers.js';
import { FIXTURES, REPO } from '../helpers/lint.js';
import { runCli, hasDist, CLI } from '../limits/helpers.js';
import { generateShape, SHAPES } from '../../scripts/bench-gen.mjs';

const TRAIN = join(REPO, 'test', 'corpus', 'mined', 'train');

/** lint() with a given number of threads, and who loaded the files. */
/** (share false: the main thread reads no file a worker can, so that the workers' part is checked) */
async function lintWith(cwd: string, jobs: number | undefined, config?: string, share?: boolean, bigRunBytes?: number) {
  const lines: string[] = [];
  const r = await lint({ cwd, paths: ['.'], config: config ? parseConfig('.cmp-lint.yaml', config) : defaultConfig(), jobs, jobsTrace: (l) => lines.push(l), jobsShare: share, bigRunBytes });
  const m = /(\d+) worker threads?: (\d+) files loaded by workers \((\d+) read during the walk\), (\d+) by the main thread/.exec(lines.join('\n'));
  return { r, workers: m ? Number(m[1]) : 0, byWorkers: m ? Number(m[2]) : 0, ahead: m ? Number(m[3]) : 0, here: m ? Number(m[4]) : 0 };
}

/** What a report says: findings (all fields, in order), skipped entries, file count. */
const report = (r: Awaited<ReturnType<typeof lint>>) => ({ findings: r.findings, skipped: r.skipped, files: r.files });

test('--jobs parsing: positive whole numbers only', () => {
  assert.equal(parseJobs(undefined, 'x'), undefined);
  assert.equal(parseJobs('', 'x'), undefined);
  assert.equal(parseJobs('1', 'x'), 1);
  assert.equal(parseJobs('8', 'x'), 8);
  for (const bad of ['0', '-1', '1.5', 'two', '2x']) assert.throws(() => parseJobs(bad, '--jobs'), /--jobs: expected a positive whole number of threads/);
});

test('no workers for a small run unless forced; --jobs N is the main thread and N - 1 workers', () => {
  const items: ReadItem[] = Array.from({ length: 10 }, (_, i) => ({ path: `f${i}.yaml`, abs: join(FIXTURES, 'nope', `f${i}.yaml`), kind: 'yaml' }));
  assert.equal(workerCount(items, undefined), 0, 'ten small files stay on the main thread');
  assert.equal(workerCount(items, 1), 0);
  assert.equal(workerCount(items, 3), 2);
  assert.equal(workerCount(items.slice(0, 2), 4), 2);
  const many: ReadItem[] = Array.from({ length: PARALLEL_MIN_FILES }, (_, i) => ({ path: `f${i}.yaml`, abs: `/nonexistent/f${i}.yaml`, kind: 'yaml' }));
  // one thread per core, the main thread included, at most 4 workers (none on a one-core machine)
  assert.equal(workerCount(many, undefined), Math.min(availableParallelism() - 1, 4));
  assert.equal(workerCount(many, undefined, 2), 1);
  assert.equal(workerCount(many, undefined, 8), 4);
  assert.equal(workerCount(many, undefined, 1), 0, 'one core: the main thread alone');
  assert.equal(workerCount(many.slice(1), undefined, 2), 0, 'one file fewer: the main thread alone');
});

test('the main heap\'s growing factor while workers load: set unless node was given its own or CMP_LINT_JOBS_GC=0', () => {
  assert.equal(loadHeapFlag([], undefined), `--heap-growing-percent=${LOAD_HEAP_GROWING_PERCENT}`);
  assert.equal(loadHeapFlag(['--no-warnings'], '1'), `--heap-growing-percent=${LOAD_HEAP_GROWING_PERCENT}`);
  assert.equal(loadHeapFlag([], '0'), undefined);
  assert.equal(loadHeapFlag(['--heap-growing-percent=50'], undefined), undefined);
  assert.equal(loadHeapFlag(['--heap_growing_percent', '50'], undefined), undefined);
});

test('fewer files stay on the main thread whatever their bytes (a worker bought no time for them on two cores); --jobs still forces workers', () => {
  const dir = tempDir('cmp-lint-parallel-bytes-');
  try {
    // (sparse files: sizes without the bytes on disk)
    const make = (count: number, size: number, name: string) =>
      Array.from({ length: count }, (_, i): ReadItem => {
        const abs = join(dir.dir, `${name}-${i}.yaml`);
        writeFileSync(abs, '');
        truncateSync(abs, size);
        return { path: `${name}-${i}.yaml`, abs, kind: 'yaml' };
      });
    const big = make(4, 20 << 20, 'big');
    assert.equal(workerCount(big, undefined, 2), 0, 'four files of 20 MB: the main thread alone on two cores');
    assert.equal(workerCount(big, undefined, 8), 0, 'and on eight');
    assert.equal(workerCount(big, 2, 2), 1, '--jobs 2: one worker');
    const many = make(2000, 40 << 10, 'many');
    assert.equal(workerCount(many, undefined, 2), 0, '2,000 files of 40 KB: the main thread alone');
  } finally {
    dir.cleanup();
  }
});

test('a run of few big files gets workers (one per core but one, at most one per big file but one); others keep the file-count rule', () => {
  const items = (sizes: number[]) => sizes.map((size, i): ReadItem & { size: number } => ({ path: `f${i}.yaml`, abs: `/x/f${i}.yaml`, kind: 'yaml', size }));
  const sizeOf = (list: (ReadItem & { size: number })[]) => (abs: string) => list.find((i) => i.abs === abs)?.size;
  const MB = 1 << 20;
  const huge = items([40 * MB, 40 * MB, 40 * MB, 40 * MB, ...Array(44).fill(4000)]);
  const sizes = bigFiles(huge, sizeOf(huge));
  assert.deepEqual(sizes, huge.map((i) => i.size));
  assert.equal(bigWorkerCount(sizes!, undefined, 2, 0.5), 1, 'two cores: one worker');
  assert.equal(bigWorkerCount(sizes!, undefined, 8, 0.5), 3, 'eight cores: one per big file but the one the main thread reads');
  assert.equal(bigWorkerCount(sizes!, undefined, 1, 0), 0, 'one core: the main thread alone');
  // no core to spare (the last minute's load average at least the cores): the main thread alone
  assert.equal(bigWorkerCount(sizes!, undefined, 2, 1.9), 1);
  assert.equal(bigWorkerCount(sizes!, undefined, 2, 2), 0);
  assert.equal(bigWorkerCount(sizes!, undefined, 8, 7.5), 3);
  assert.equal(bigWorkerCount(sizes!, undefined, 8, 12), 0);
  assert.equal(bigWorkerCount(sizes!, 3, 2, 12), 2, '--jobs 3: two workers whatever the load');
  assert.equal(bigWorkerCount(sizes!, 1, 8, 0), 0, '--jobs 1: the main thread alone');
  // what does not qualify: too few bytes in big files, one big file, too many files, unknown sizes
  const small = items([5 * MB, 5 * MB, 5 * MB, 5 * MB, 4000]);
  assert.equal(bigFiles(small, sizeOf(small)), undefined, `20 MB in big files (under ${BIG_RUN_BYTES} bytes)`);
  const eighty = items([20 * MB, 20 * MB, 20 * MB, 20 * MB, 4000]);
  assert.equal(bigFiles(eighty, sizeOf(eighty)), undefined, `80 MB in big files (under ${BIG_RUN_BYTES} bytes: measured no faster with a worker)`);
  assert.ok(bigFiles(small, sizeOf(small), 16 * MB), 'the threshold is a parameter');
  const one = items([60 * MB, 4000, 4000]);
  assert.equal(bigFiles(one, sizeOf(one)), undefined, 'a single big file');
  const sparse = items([(BIG_FILE - 1), BIG_FILE - 1, ...Array(40).fill(BIG_FILE - 1)]);
  assert.equal(bigFiles(sparse, sizeOf(sparse)), undefined, 'many files just under the big size');
  const many = items([60 * MB, 60 * MB, ...Array(BIG_RUN_MAX_FILES - 1).fill(100)]);
  assert.equal(bigFiles(many, () => assert.fail('a run of more files is not sized')), undefined);
  assert.ok(bigFiles(many.slice(0, BIG_RUN_MAX_FILES), sizeOf(many)));
  assert.equal(bigFiles(huge, () => undefined), undefined, 'sizes unknown');
  // the order: big files biggest first (ties in walk order), then the others in walk order
  assert.deepEqual(bigOrder([10, 3 * MB, 20, 5 * MB, 3 * MB, BIG_FILE]), [3, 1, 4, 5, 0, 2]);
});

/** Every YAML file under a directory (holdout corpora are never read). */
function yamlFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      let st;
      try {
        st = statSync(p);
      } catch {
        continue;
      }
      if (st.isDirectory()) {
        if (!name.startsWith('holdout') && name !== 'node_modules' && name !== '.git') walk(p);
      } else if (st.isFile() && fileKind(name) === 'yaml' && st.size < 5 << 20) out.push(p);
    }
  };
  walk(root);
  return out;
}

/** The parts of a load the pipeline reads, with every lazily read document's root position (which reads the text again). */
function shapeOf(load: ReturnType<typeof loadYamlStream>) {
  return {
    docs: load.docs.map((d) => ({ file: d.file, raw: d.raw, deferred: !!d.deferred, loc: d.deferred ? undefined : d.ref.loc(), text: d.deferred ? d.src.text : undefined })),
    quiet: load.quiet.map((q) => ({ ...q, rules: q.rules ? [...q.rules].sort() : undefined })),
    problems: load.problems,
    maybePatch: load.maybePatch,
    templated: load.templated,
    kust: load.kustomizations.map((k) => JSON.parse(JSON.stringify(kustomizationRefs(k)))),
  };
}

/** Documents written to break a serialization: numbers JSON cannot carry, odd keys, multi-byte text, CRLF, BOM. */
const ADVERSARIAL: Record<string, string> = {
  'apps/exact.yaml': `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: exact\nspec:\n  project: default\n  source:\n    repoURL: https://example.com/r.git\n    path: .\n    plugin:\n      name: p\n      env:\n        - name: A\n          value: .inf\n        - name: B\n          value: -0\n        - name: C\n          value: .nan\n  destination:\n    server: https://kubernetes.default.svc\n`,
  'apps/proto.yaml': `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: proto\n  labels:\n    __proto__: x\n    constructor: y\nspec:\n  project: default\n  source:\n    repoURL: https://example.com/r.git\n    path: "ü/日本/😀"\n    plugin:\n      name: "p\\ud800"\n  destination:\n    server: https://kubernetes.default.svc\n`,
  'apps/crlf.yaml': '\ufeffapiVersion: argoproj.io/v1alpha1\r\nkind: Application\r\nmetadata:\r\n  name: crlf\r\nspec:\r\n  project: default\r\n  source:\r\n    repoURL: https://example.com/r.git\r\n    plugin:\r\n      name: x\r\n  destination:\r\n    server: https://kubernetes.default.svc',
  'apps/multi.yaml': `# leading comment\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: argocd-cmp-cm\ndata:\n  plugin.yaml: |\n    apiVersion: argoproj.io/v1alpha1\n    kind: ConfigManagementPlugin\n    metadata:\n      name: tool\n    spec:\n      generate:\n        command: [sh, -c, "echo ---"]\n  "quoted key": ü\n---\napiVersion: v1\nkind: Service\nmetadata:\n  name: s\n---\napiVersion: argoproj.io/v1alpha1\nkind: AppProject\nmetadata:\n  name: p\nspec:\n  sourceRepos: ['*']\n...\n`,
  'kust/kustomization.yaml': `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [base.yaml]\npatches:\n  - path: patch.yaml\n    target:\n      name: argocd-repo-server\n  - path: ops.yaml\n    target:\n      kind: Deployment\n      name: argocd-repo-server\n`,
  'kust/patch.yaml': `spec:\n  template:\n    spec:\n      containers:\n        - name: tool\n          image: busybox\n`,
  'kust/ops.yaml': `- op: add\n  path: /spec/template/spec/containers/-\n  value:\n    name: cmp\n    image: example/cmp:latest\n    command: [/var/run/argocd/argocd-cmp-server]\n- op: replace\n  path: /spec/replicas\n  value: -0\n`,
  'kust/base.yaml': `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: argocd-repo-server\nspec:\n  template:\n    spec:\n      containers:\n        - name: argocd-repo-server\n          image: quay.io/argoproj/argocd:v2.13.1\n`,
  'chart/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 0.1.0\n',
  'chart/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}-cmp\ndata:\n  plugin.yaml: |\n    kind: ConfigManagementPlugin\n',
  'chart/templates/app.yaml': `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: {{ .Values.name }}\nspec:\n  source:\n    plugin:\n      name: {{ .Values.plugin }}\n`,
  // a template's quiet ranges cross only with a document kept (a plain ConfigMap); one that keeps nothing is "nothing"
  'chart/templates/values-cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ include "c.fullname" . }}\ndata:\n  {{- range $k, $v := .Values.env }}\n  {{ $k }}: {{ $v | quote }}\n  {{- end }}\n  c: {{ .Values.c | quote }}\n  d: {{ .Values.d }}\n',
  'chart/templates/web.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ .Release.Name }}\nspec:\n  template:\n    spec:\n      containers:\n        - name: web\n          image: "{{ .Values.image }}:{{ .Values.tag }}"\n          resources:\n            {{- toYaml .Values.resources | nindent 12 }}\n',
  'broken.yaml': `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: "broken\nspec: {\n`,
  'directive.yaml': `# cmp-lint-disable-next-line app-schema\napiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: d\nspec: {}\n`,
  'anchors.yaml': `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: &n anchored\n  labels: {a: *n}\nspec:\n  project: default\n`,
  'nothing.yaml': `apiVersion: v1\nkind: Service\nmetadata:\n  name: plain\nspec:\n  ports: [{port: 80}]\n`,
  'noeol.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: argocd-cm\ndata:\n  configManagementPlugins: |\n    - name: old\n      generate:\n        command: [sh]',
};

test('a worker\'s reply rebuilds the load the main thread makes: every fixture, train-corpus and adversarial document', () => {
  const dir = tempDir('cmp-lint-parallel-');
  try {
    writeTree(dir.dir, ADVERSARIAL);
    const roots = [FIXTURES, TRAIN, dir.dir];
    let compared = 0;
    let text = 0;
    let none = 0;
    let quietRanges = 0;
    for (const root of roots) {
      const hasChart = chartDirProbe(root);
      const texts = new Map<string, string>();
      const readFile = (p: string) => texts.get(p);
      for (const abs of yamlFiles(root)) {
        const path = relative(root, abs).split(sep).join('/');
        const extra: unknown[] = [];
        const reply = replyFor(abs, path, 'yaml', 5 << 20, hasChart, extra);
        if (reply !== 0 && 's' in reply) continue; // skipped: the same reason either way (tested below)
        const source = readFileSync(abs, 'utf8').replace(/^\ufeff/, '');
        texts.set(path, source);
        const here = loadYamlStream(path, source, { templated: templatedByName(path, hasChart), readFile, pool: new StringPool() });
        if (reply !== 0 && 't' in reply) {
          assert.equal(reply.t, source, `${path}: the text sent back`);
          text++;
          continue;
        }
        if (reply === 0) {
          assert.deepEqual([here.docs.length, here.quiet.length, here.problems.length, here.maybePatch, here.kustomizations.length], [0, 0, 0, false, 0], `${path}: "nothing" for a load that keeps something`);
          none++;
          continue;
        }
        // across the threads: the batch's JSON and a structured clone of the extras
        const wire = JSON.parse(JSON.stringify([reply]))[0] as FileReply;
        const rebuilt = loadFromReply(path, wire as Exclude<FileReply, 0 | 1 | { s: string } | { t: string }>, structuredClone(extra), { readFile, pool: new StringPool() });
        assert.deepStrictEqual(shapeOf(rebuilt), shapeOf(here), path);
        // (and made alike: a quiet range with a property array, or any other hidden class than the
        // main thread's, costs memory for the rest of the run)
        rebuilt.quiet.forEach((q, i) => assert.ok(sameMap(q, here.quiet[i]), `${path}: quiet range ${i} made unlike the main thread's`));
        // (a template's placeholders are one range: each counts)
        for (const q of rebuilt.quiet) quietRanges += q.spots ? q.spots.length / 2 : 1;
        compared++;
      }
    }
    assert.ok(compared > 200 && text > 20 && none >= 1 && quietRanges > 10, `compared ${compared}, text ${text}, nothing ${none}, quiet ranges ${quietRanges}`);
  } finally {
    dir.cleanup();
  }
});

test('the same report with 1 thread and with 2 to 4 (1 to 3 workers): all fixtures, the train corpus, adversarial documents', { timeout: 120_000 }, async () => {
  const dir = tempDir('cmp-lint-parallel-');
  try {
    writeTree(dir.dir, ADVERSARIAL);
    for (const [root, jobs] of [[FIXTURES, 4], [TRAIN, 2], [dir.dir, 3]] as const) {
      const one = await lintWith(root, 1);
      assert.equal(one.workers, 0);
      const alone = await lintWith(root, jobs, undefined, false);
      assert.equal(alone.workers, jobs - 1, `${root}: ${jobs - 1} workers started`);
      assert.equal(alone.here, 0, `${root}: without sharing, the workers read every file`);
      assert.ok(alone.byWorkers > 0, `${root}: workers loaded files (${alone.byWorkers})`);
      assert.deepStrictEqual(report(alone.r), report(one.r), `${root} with ${jobs} threads, the main thread not reading`);
      // (sharing: who reads what depends on timing; the report does not)
      const many = await lintWith(root, jobs);
      assert.equal(many.workers, jobs - 1, `${root}: ${jobs - 1} workers started`);
      const read = many.here + many.byWorkers;
      assert.ok(read >= one.r.files && read <= one.r.files + one.r.skipped.length, `${root}: every file read once, by a worker or the main thread (${read})`);
      assert.deepStrictEqual(report(many.r), report(one.r), `${root} with ${jobs} threads`);
    }
  } finally {
    dir.cleanup();
  }
});

test('generated repositories of every bench shape: the same report with 1 and 3 threads', { timeout: 180_000 }, async () => {
  const dir = tempDir('cmp-lint-parallel-shapes-');
  try {
    for (const shape of SHAPES) generateShape(shape, join(dir.dir, shape), 300_000);
    const one = await lintWith(dir.dir, 1);
    const three = await lintWith(dir.dir, 3);
    assert.ok(three.byWorkers + three.here >= one.r.files, `every file read (${three.byWorkers} + ${three.here})`);
    const alone = await lintWith(dir.dir, 2, undefined, false);
    assert.ok(alone.byWorkers > 1000, `the worker loaded the files (${alone.byWorkers})`);
    assert.deepStrictEqual(report(alone.r), report(one.r));
    for (const shape of SHAPES) assert.ok(one.r.findings.some((f) => f.file.startsWith(`${shape}/`)), `${shape}: the shape's setup has findings`);
    assert.deepStrictEqual(report(three.r), report(one.r));
  } finally {
    dir.cleanup();
  }
});

/** A tree of few big files (the bench's huge shape at 6 MB: four bundles of 1.5 MB) and big adversarial bundles. */
function bigTree(dir: string): void {
  generateShape('huge', dir, 6_000_000);
  const repeat = (doc: string, sep = '---\n') => {
    const parts: string[] = [];
    let size = 0;
    for (let i = 0; size < BIG_FILE + 1000; i++) {
      const d = doc.replace(/name: (\S+)/, `name: $1-${i}`);
      parts.push(d);
      size += d.length + sep.length;
    }
    return parts.join(sep);
  };
  const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n  namespace: team\ndata:\n  a: "1"\n  b: plain\n';
  const app = (name: string) => `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: ${name}\nspec:\n  project: default\n  source:\n    repoURL: https://example.com/r.git\n    plugin:\n      name: missing-plugin\n  destination:\n    server: https://kubernetes.default.svc\n`;
  // (a few Applications in each: a finding per Application of a big file rereads it, see readText)
  const apps = (n: number, doc: string) => Array.from({ length: n }, (_, i) => doc.replace(/name: (\S+)/, `name: $1-app${i}`)).join('---\n');
  writeTree(dir, {
    // a suppression directive in the middle: the worker sends the text back
    'big/directive.yaml': repeat(cm + '---\n' + ADVERSARIAL['nothing.yaml']).replace('name: settings-40\n', 'name: settings-40\n# cmp-lint-disable-next-line\n'),
    // a broken document at the end: the worker sends the text back, the main thread reports it
    'big/broken.yaml': repeat(ADVERSARIAL['nothing.yaml']) + '---\n' + ADVERSARIAL['broken.yaml'],
    // BOM, CRLF, no final line break
    'big/crlf.yaml': '\ufeff' + apps(20, ADVERSARIAL['apps/crlf.yaml'].replace(/^\ufeff/, '') + '\r\n').replace(/\n/g, '\r\n').replace(/\r\r/g, '\r') + '---\r\n' + repeat(cm.replace(/\n/g, '\r\n'), '---\r\n').replace(/\r\n$/, ''),
    // multi-byte text (not Latin-1: decoded as UTF-8)
    'big/utf8.yaml': apps(20, ADVERSARIAL['apps/proto.yaml']) + '---\n' + repeat(`${cm}  note: "日本語 ü 😀"\n`),
    'big/apps.yaml': apps(30, app('a')) + '---\n' + repeat(ADVERSARIAL['nothing.yaml'] + '---\n' + cm),
  });
}

test('a run of few big files: the same report with 1 thread, with workers sharing the big files, and with workers reading them all', { timeout: 180_000 }, async () => {
  const dir = tempDir('cmp-lint-parallel-big-');
  try {
    bigTree(dir.dir);
    const one = await lintWith(dir.dir, 1, undefined, undefined, 1);
    assert.equal(one.workers, 0);
    assert.ok(one.r.findings.some((f) => f.file === 'big/broken.yaml' && f.ruleId === 'yaml-syntax'), 'the broken bundle is reported');
    assert.ok(one.r.findings.some((f) => f.file === 'big/apps.yaml'), 'the Applications bundle has findings');
    // (the huge shape's own threshold is not reached: the main thread alone by default)
    assert.equal((await lintWith(dir.dir, undefined)).workers, 0, 'by default, 6 MB of big files stay on the main thread');
    const alone = await lintWith(dir.dir, 2, undefined, false, 1);
    assert.equal(alone.workers, 1);
    assert.equal(alone.here, 0, 'without sharing, the worker reads every file');
    assert.equal(alone.byWorkers, one.r.files + one.r.skipped.length);
    assert.deepStrictEqual(report(alone.r), report(one.r), 'the worker read every file');
    for (const jobs of [2, 3, undefined]) {
      const many = await lintWith(dir.dir, jobs, undefined, undefined, 1);
      if (jobs !== undefined) assert.equal(many.workers, jobs - 1);
      assert.equal(many.here + many.byWorkers, many.workers ? one.r.files + one.r.skipped.length : 0, `every file read once (${jobs} threads)`);
      assert.deepStrictEqual(report(many.r), report(one.r), `${jobs ?? 'default'} threads`);
    }
  } finally {
    dir.cleanup();
  }
});

test('a run of few big files: failing workers hand their files back, a slow one leaves the main thread the files from the end of the order', { timeout: 120_000 }, async () => {
  const dir = tempDir('cmp-lint-parallel-big-fail-');
  try {
    bigTree(dir.dir);
    const items: ReadItem[] = [];
    const walk = (d: string) => {
      for (const name of readdirSync(d).sort()) {
        const p = join(d, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (fileKind(name)) items.push({ path: relative(dir.dir, p).split(sep).join('/'), abs: p, kind: fileKind(name)! });
      }
    };
    walk(dir.dir);
    const sizes = items.map((i) => statSync(i.abs).size);
    assert.ok(sizes.filter((s) => s >= BIG_FILE).length >= 8);
    const run = async (url?: URL, workers = 1, share?: boolean, slowHere = false, aheadChars?: number) => {
      const seen: string[] = [];
      const here: string[] = [];
      const pause = new Int32Array(new SharedArrayBuffer(4));
      const stats: LoadStats = { workers, byWorkers: 0, here: 0, failed: 0 };
      await loadBigFiles(
        items,
        sizes,
        workers,
        { cwd: dir.dir, maxFileSize: 5 << 20, url, share, aheadChars },
        {
          text: (_t, _kind, path) => void seen.push(path),
          load: (path) => void seen.push(path),
          readHere: (it) => {
            // (a big file takes the main thread a while: the worker starts meanwhile)
            if (slowHere && sizes[items.indexOf(it)] >= BIG_FILE) Atomics.wait(pause, 0, 0, 100);
            here.push(it.path);
            return { keep: () => void seen.push(it.path), size: 0 };
          },
        },
        { readFile: () => undefined },
        stats,
      );
      return { seen, here, stats };
    };
    const all = items.map((i) => i.path);
    const ok = await run(undefined, 2, false);
    assert.equal(ok.stats.failed, 0);
    assert.equal(ok.stats.byWorkers, items.length);
    assert.deepEqual(ok.seen, all, 'every file settled once, in order');
    const shared = await run(undefined, 1);
    assert.equal(shared.stats.here + shared.stats.byWorkers, items.length);
    assert.deepEqual(shared.seen, all, 'sharing: every file settled once, in order');
    // holding at most one character of replies and loads ahead: the workers get a file at a time,
    // only when none has one, and every file is still kept once, in order
    for (const share of [false, true]) {
      for (const workers of [1, 2]) {
        const tight = await run(undefined, workers, share, false, 1);
        assert.equal(tight.stats.failed, 0);
        assert.equal(tight.stats.here + tight.stats.byWorkers, items.length);
        if (!share) assert.equal(tight.stats.byWorkers, items.length);
        assert.deepEqual(tight.seen, all, `a tight limit, ${workers} workers${share ? ', sharing' : ''}: every file settled once, in order`);
      }
    }
    const scripts = {
      throws: "throw new Error('boom at start');\n",
      exits: "import { parentPort } from 'node:worker_threads';\nparentPort.postMessage('ready');\nparentPort.on('message', (m) => { if (!m.claims) process.exit(7); });\n",
      silent: "import { parentPort } from 'node:worker_threads';\nparentPort.postMessage('ready');\nparentPort.on('message', (m) => { if (!m.claims) throw new Error('boom in a batch'); });\n",
    };
    for (const [name, code] of Object.entries(scripts)) {
      const file = join(dir.dir, `worker-${name}.mjs`);
      writeFileSync(file, code);
      for (const share of [false, true]) {
        const bad = await run(pathToFileURL(file), 2, share);
        // (sharing: the main thread may be done before a worker is up or fails)
        if (!share) assert.ok(bad.stats.failed >= 1, `${name}: a worker failed`);
        assert.equal(bad.stats.byWorkers, 0, name);
        assert.deepEqual(bad.seen, all, `${name}${share ? ', sharing' : ''}: every file settled once, in order, by the main thread`);
      }
    }
    const missing = await run(pathToFileURL(join(dir.dir, 'no-such-worker.js')));
    assert.equal(missing.stats.byWorkers, 0);
    assert.deepEqual(missing.seen, all);
    // a worker that claims each file before it reads it, as the real one, and a main thread slow on
    // big files: the main thread reads the small files, then the big ones from the end of the order
    const slow = join(dir.dir, 'worker-slow.mjs');
    writeFileSync(
      slow,
      [
        "import { parentPort } from 'node:worker_threads';",
        'let claims;',
        "parentPort.postMessage('ready');",
        "parentPort.on('message', (req) => {",
        '  if (req.claims) return void (claims = req.claims);',
        '  const mine = Atomics.compareExchange(claims, req.start, 0, 1) === 0;',
        '  if (mine) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);',
        "  parentPort.postMessage({ start: req.start, json: mine ? '[0]' : '[1]', extra: [], busy: 0 });",
        '});',
      ].join('\n'),
    );
    const slowRun = await run(pathToFileURL(slow), 1, undefined, true);
    assert.equal(slowRun.stats.failed, 0);
    assert.deepEqual(slowRun.seen, all, 'every file kept once, in order');
    assert.equal(slowRun.stats.here + slowRun.stats.byWorkers, items.length);
    const order = bigOrder(sizes).map((i) => items[i].path);
    assert.ok(slowRun.stats.byWorkers >= 1 && slowRun.stats.here >= 1, `both read files (${slowRun.stats.byWorkers} + ${slowRun.stats.here})`);
    // the main thread's files are the end of the order, taken from its end
    assert.deepEqual(slowRun.here, order.slice(order.length - slowRun.here.length).reverse());
  } finally {
    dir.cleanup();
  }
});

test('files a worker cannot read are skipped with the main thread\'s reasons', async (t) => {
  const dir = tempDir('cmp-lint-parallel-bad-');
  try {
    writeTree(dir.dir, {
      ...ADVERSARIAL,
      'bad/binary.yaml': Buffer.from([0x6b, 0x3a, 0x00, 0x01, 0x02, 0xff]),
      'bad/latin1.yaml': Buffer.from('k: caf\xe9\n', 'latin1'),
      'bad/utf16.yaml': Buffer.from([0xff, 0xfe, 0x6b, 0x00]),
      'bad/big.yaml': 'a: ' + 'x'.repeat(3000) + '\n',
      'Dockerfile': 'FROM busybox\nCOPY plugin.yaml /home/argocd/cmp-server/config/plugin.yaml\n',
    });
    const fifo = spawnSync('mkfifo', [join(dir.dir, 'bad', 'pipe.yaml')]);
    if (fifo.status !== 0) t.diagnostic('mkfifo unavailable: no FIFO in this tree');
    const config = 'maxFileSize: 2KB\n';
    const one = await lintWith(dir.dir, 1, config);
    const two = await lintWith(dir.dir, 2, config, false);
    assert.ok(two.byWorkers > 0);
    assert.deepStrictEqual(report((await lintWith(dir.dir, 2, config)).r), report(one.r));
    assert.deepStrictEqual(report(two.r), report(one.r));
    const reasons = one.r.skipped.map((s) => `${s.file}: ${s.reason.replace(/ \(.*/, '')}`);
    for (const want of ['bad/big.yaml: larger than 2 KB', 'bad/binary.yaml: binary file', 'bad/latin1.yaml: not valid UTF-8', 'bad/utf16.yaml: not valid UTF-8']) assert.ok(reasons.includes(want), `${want} in ${reasons}`);
    // (a FIFO met in a walk is not a file to read: it is left out, never opened)
    assert.ok(!one.r.skipped.some((s) => s.file === 'bad/pipe.yaml'));
    if (isRoot) t.diagnostic('running as root: an unreadable file cannot be made (chmod 000 does not stop root)');
  } finally {
    dir.cleanup();
  }
});

test('a worker that cannot start, throws or exits hands its files back: the same report, no hang', { timeout: 120_000 }, async () => {
  const dir = tempDir('cmp-lint-parallel-fail-');
  try {
    writeTree(dir.dir, ADVERSARIAL);
    generateShape('apps', join(dir.dir, 'gen'), 150_000);
    const scripts = {
      throws: "throw new Error('boom at start');\n",
      exits: "import { parentPort } from 'node:worker_threads';\nparentPort.postMessage('ready');\nparentPort.on('message', () => process.exit(7));\n",
      silent: "import { parentPort } from 'node:worker_threads';\nparentPort.postMessage('ready');\nparentPort.on('message', () => { throw new Error('boom in a batch'); });\n",
    };
    const items: ReadItem[] = [];
    const walk = (d: string) => {
      for (const name of readdirSync(d).sort()) {
        const p = join(d, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (fileKind(name)) items.push({ path: relative(dir.dir, p).split(sep).join('/'), abs: p, kind: fileKind(name)! });
      }
    };
    walk(dir.dir);
    const run = async (url?: URL, workers = 2, share?: boolean) => {
      const seen: string[] = [];
      const stats: LoadStats = { workers, byWorkers: 0, here: 0, failed: 0 };
      const status = await loadInWorkers(
        items,
        workers,
        { cwd: dir.dir, maxFileSize: 5 << 20, url, share },
        {
          text: (_t, _kind, path) => void seen.push(path),
          load: (path) => void seen.push(path),
          readHere: (it) => ({ keep: () => void seen.push(it.path), size: 0 }),
        },
        { readFile: () => undefined },
        stats,
      );
      return { seen, status, stats };
    };
    const ok = await run(undefined, 2, false);
    assert.equal(ok.stats.failed, 0);
    assert.ok(ok.stats.byWorkers > 0);
    assert.deepEqual(ok.seen, items.map((i) => i.path), 'every file settled once, in order');
    for (const [name, code] of Object.entries(scripts)) {
      const file = join(dir.dir, `worker-${name}.mjs`);
      writeFileSync(file, code);
      const bad = await run(pathToFileURL(file), 2, false);
      assert.equal(bad.stats.failed, 2, `${name}: both workers failed`);
      assert.equal(bad.stats.byWorkers, 0, name);
      assert.deepEqual(bad.seen, items.map((i) => i.path), `${name}: every file settled once, in order, by the main thread`);
      // (sharing: the main thread may be done before a worker is up or fails)
      const sharing = await run(pathToFileURL(file), 2);
      assert.equal(sharing.stats.byWorkers, 0, name);
      assert.deepEqual(sharing.seen, items.map((i) => i.path), `${name}, sharing: every file settled once, in order`);
    }
    const missing = await run(pathToFileURL(join(dir.dir, 'no-such-worker.js')));
    assert.equal(missing.stats.byWorkers, 0);
    assert.deepEqual(missing.seen, items.map((i) => i.path));
    // a worker that is slow on its first batch: the main thread takes that batch's files from its
    // end (the worker skips those: reply 1), and keeps every file in its turn
    const slow = join(dir.dir, 'worker-slow.mjs');
    writeFileSync(
      slow,
      [
        "import { parentPort } from 'node:worker_threads';",
        'let first = true;',
        'let claims;',
        "parentPort.postMessage('ready');",
        "parentPort.on('message', (req) => {",
        '  if (req.claims) return void (claims = req.claims);',
        '  if (first) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);',
        '  first = false;',
        '  const replies = req.files.map((_, j) => (Atomics.compareExchange(claims, req.start + j, 0, 1) === 0 ? 0 : 1));',
        '  parentPort.postMessage({ start: req.start, json: JSON.stringify(replies), extra: [], busy: 0 });',
        '});',
      ].join('\n'),
    );
    const shared = await run(pathToFileURL(slow), 1);
    assert.equal(shared.stats.failed, 0);
    assert.ok(shared.stats.here > 0, `the main thread took files (${shared.stats.here})`);
    assert.equal(shared.stats.here + shared.stats.byWorkers, items.length);
    assert.deepEqual(shared.seen, items.map((i) => i.path), 'every file kept once, in order');
    // without sharing, the main thread only keeps what the worker sends
    const alone = await run(pathToFileURL(slow), 1, false);
    assert.equal(alone.stats.here, 0);
    assert.equal(alone.stats.byWorkers, items.length);
    assert.deepEqual(alone.seen, items.map((i) => i.path));
  } finally {
    dir.cleanup();
  }
});

test('workers started during the walk read the files it finds ahead; their replies rebuild the loads the main thread makes', { timeout: 120_000 }, async () => {
  const dir = tempDir('cmp-lint-parallel-ahead-');
  try {
    writeTree(dir.dir, ADVERSARIAL);
    const items: ReadItem[] = [];
    for (const root of [dir.dir, FIXTURES, TRAIN]) {
      for (const abs of yamlFiles(root)) items.push({ path: relative(root === dir.dir ? dir.dir : REPO, abs).split(sep).join('/'), abs, kind: 'yaml' });
    }
    items.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const pool = new LoadWorkers(1, { cwd: dir.dir, maxFileSize: 5 << 20 });
    // (found in another order than the one they are loaded in, as a walk finds them; the adversarial
    // documents first, so that they are in the chunks sent: several values that cross beside the
    // JSON, from several files, in one batch)
    const adversarial = items.filter((it) => it.abs.startsWith(dir.dir));
    for (const it of [...adversarial, ...items.filter((it) => !it.abs.startsWith(dir.dir)).reverse()]) pool.prefetch(it.abs, it.path, it.kind);
    const sent = items.length - (items.length % 64);
    while (pool.aheadDone < sent) await new Promise((resolve) => setTimeout(resolve, 20));
    const texts = new Map(items.map((it) => [it.path, readFileSync(it.abs, 'utf8').replace(/^\ufeff/, '')]));
    const readFile = (p: string) => texts.get(p);
    const got = new Map<string, ReturnType<typeof shapeOf>>();
    const stats: LoadStats = { workers: 1, byWorkers: 0, here: 0, failed: 0 };
    const order: string[] = [];
    const status = await loadInWorkers(
      items,
      pool,
      { cwd: dir.dir, maxFileSize: 5 << 20, share: false },
      {
        text: (text, _kind, path) => {
          order.push(path);
          got.set(path, shapeOf(loadYamlStream(path, text, { templated: templatedByName(path, chartDirProbe(dir.dir)), readFile, pool: new StringPool() })));
        },
        load: (path, load) => {
          order.push(path);
          got.set(path, shapeOf(load));
        },
        readHere: () => assert.fail('the worker reads every file'),
      },
      { readFile, pool: new StringPool() },
      stats,
    );
    assert.equal(stats.failed, 0);
    assert.equal(stats.ahead, sent, 'the batches used every reply made ahead');
    assert.deepEqual(order, items.filter((_, i) => status[i] === undefined).map((i) => i.path), 'kept in order');
    let compared = 0;
    for (const it of items) {
      if (!got.has(it.path)) continue;
      const source = texts.get(it.path)!;
      const here = loadYamlStream(it.path, source, { templated: templatedByName(it.path, chartDirProbe(dir.dir)), readFile, pool: new StringPool() });
      assert.deepStrictEqual(got.get(it.path), shapeOf(here), it.path);
      compared++;
    }
    assert.ok(compared > 100, `${compared} files compared`);
  } finally {
    dir.cleanup();
  }
});

test('a closed pool keeps nothing of its run alive (the file list, its batches), though the caller still holds the pool', { timeout: 120_000 }, async () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const dir = tempDir('cmp-lint-parallel-keep-');
  try {
    writeTree(dir.dir, ADVERSARIAL);
    const pool = new LoadWorkers(1, { cwd: dir.dir, maxFileSize: 5 << 20 });
    const run = async () => {
      const items: ReadItem[] = yamlFiles(dir.dir).map((abs) => ({ path: relative(dir.dir, abs).split(sep).join('/'), abs, kind: 'yaml' }));
      const stats: LoadStats = { workers: 1, byWorkers: 0, here: 0, failed: 0 };
      await loadInWorkers(items, pool, { cwd: dir.dir, maxFileSize: 5 << 20, share: false }, { text: () => {}, load: () => {}, readHere: () => assert.fail('the worker reads every file') }, { readFile: () => undefined }, stats);
      assert.equal(stats.failed, 0);
      assert.ok(stats.byWorkers > 5, `${stats.byWorkers} files by the worker`);
      return new WeakRef(items);
    };
    const items = await run();
    // (a WeakRef's target is kept until the end of the job that made or read it)
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    assert.equal(items.deref(), undefined, 'the run\'s file list is released once the load is over');
    assert.ok(pool.threads.length === 1);
  } finally {
    dir.cleanup();
  }
});

test('loadModel keeps the same model parts whatever the threads (units in file order)', async () => {
  const stats: LoadStats = { workers: 0, byWorkers: 0, here: 0, failed: 0 };
  const one = await loadModel(['.'], { cwd: FIXTURES, jobs: 1 });
  const three = await loadModel(['.'], { cwd: FIXTURES, jobs: 3, jobsShare: false }, stats);
  assert.ok(stats.byWorkers > 0);
  const brief = (l: typeof one) => ({
    files: l.model.files,
    sources: l.model.sources.map((s) => `${s.app.kind} ${s.app.name}`),
    plugins: l.model.plugins.map((p) => `${p.name}`),
    configMaps: l.model.configMaps.map((c) => `${c.file} ${c.name}`),
    problems: l.problems.map((p) => JSON.stringify(p)),
    quiet: l.quiet.map((q) => JSON.stringify({ ...q, rules: q.rules ? [...q.rules].sort() : undefined })),
    skipped: l.skipped,
    fileCount: l.fileCount,
  });
  assert.deepStrictEqual(brief(three), brief(one));
});

test('through dist/cli.js: --jobs and CMP_LINT_JOBS give the --jobs 1 report; bad values are usage errors', { skip: !hasDist, timeout: 120_000 }, () => {
  const one = runCli(['--jobs', '1', '--format', 'json', '.'], FIXTURES);
  assert.ok(one.status === 0 || one.status === 1, one.stderr);
  for (const jobs of ['2', '3']) {
    const r = spawnSync(process.execPath, [CLI, '--jobs', jobs, '--format', 'json', '.'], { cwd: FIXTURES, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, CMP_LINT_JOBS_TRACE: '1', CMP_LINT_JOBS_SHARE: '0' } });
    assert.equal(r.stdout, one.stdout, `--jobs ${jobs}`);
    assert.equal(r.status, one.status);
    assert.match(r.stderr, new RegExp(`${Number(jobs) - 1} worker threads?: [1-9]\\d* files loaded by workers`));
  }
  // (the main thread sharing the reading, by default)
  const shared = spawnSync(process.execPath, [CLI, '--jobs', '2', '--format', 'json', '.'], { cwd: FIXTURES, encoding: 'utf8', maxBuffer: 1 << 28 });
  assert.equal(shared.stdout, one.stdout, '--jobs 2, sharing');
  const env = spawnSync(process.execPath, [CLI, '--format', 'json', '.'], { cwd: FIXTURES, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, CMP_LINT_JOBS: '2', CMP_LINT_JOBS_TRACE: '1', CMP_LINT_JOBS_SHARE: '0' } });
  assert.equal(env.stdout, one.stdout);
  assert.match(env.stderr, /1 worker thread: [1-9]\d* files loaded by workers/);
  for (const [args, envJobs, msg] of [
    [['--jobs', '0', '.'], undefined, /--jobs: expected a positive whole number of threads, got "0"/],
    [['--jobs', 'many', '.'], undefined, /--jobs: expected a positive whole number/],
    [['.'], 'x', /CMP_LINT_JOBS: expected a positive whole number of threads, got "x"/],
  ] as const) {
    const r = spawnSync(process.execPath, [CLI, ...args], { cwd: FIXTURES, encoding: 'utf8', env: { ...process.env, ...(envJobs ? { CMP_LINT_JOBS: envJobs } : {}) } });
    assert.equal(r.status, 2, r.stderr);
    assert.match(r.stderr, msg);
  }
});

test('the bundle runs its workers without node_modules: dist/ copied alone', { skip: !hasDist, timeout: 120_000 }, () => {
  const dir = tempDir('cmp-lint-parallel-dist-');
  try {
    const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { files: string[] };
    assert.ok(pkg.files.includes('dist/lint-worker.js'), 'package.json files ships the worker bundle');
    const dist = join(dir.dir, 'dist');
    mkdirSync(dist);
    copyFileSync(CLI, join(dist, 'cli.js'));
    copyFileSync(join(REPO, 'dist', 'cli-main.cjs'), join(dist, 'cli-main.cjs'));
    copyFileSync(join(REPO, 'dist', 'lint-worker.js'), join(dist, 'lint-worker.js'));
    cpSync(join(REPO, 'dist', 'validators'), join(dist, 'validators'), { recursive: true });
    const repo = join(dir.dir, 'repo');
    writeTree(repo, ADVERSARIAL);
    const run = (jobs: string) => spawnSync(process.execPath, [join(dist, 'cli.js'), '--jobs', jobs, '--format', 'json', '.'], { cwd: repo, encoding: 'utf8', env: { PATH: process.env.PATH, CMP_LINT_JOBS_TRACE: '1', CMP_LINT_JOBS_SHARE: '0' } });
    const one = run('1');
    const two = run('2');
    assert.ok(one.status === 0 || one.status === 1, one.stderr);
    assert.equal(two.stdout, one.stdout);
    assert.match(two.stderr, /1 worker thread: [1-9]\d* files loaded by workers/);
  } finally {
    dir.cleanup();
  }
});
