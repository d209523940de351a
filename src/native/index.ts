// Native (non-plugin) Application sources: Kustomize, Helm and plain directories (with Jsonnet),
// rendered the way the repo-server generates them (reposerver/repository GenerateManifests), in the
// same sandbox and with the same bounds as plugin commands: a private workspace laid from the
// repository's git content, the render's deadline, stdout/stderr caps, the process group ended
// after the request. Tools come from this machine's PATH (`kustomize` or `kubectl kustomize`,
// `helm`, `jsonnet`); a missing tool leaves the app "not rendered" with the reason.
import { chmodSync, cpSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { removeTreeConcurrently } from '../render/rmtree.js';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppSource } from '../model/types.js';
import type { RenderOptions, RenderResult } from '../render/index.js';
import { buildVars, envsubst as envsubstVars, goToolEnv, processEnv, type EnvList } from '../render/env.js';
import { DEFAULT_TIMEOUT_MS, endGroups, groupsAlive, runCommand, trackDir, untrackDir, type RunOutcome } from '../render/exec.js';
import { MAX_MANIFESTS, parseManifests, ManifestError, scanJson, type Manifest } from '../render/parse.js';
import { appDirIn, copyRepo, WorkspaceError, type WorkspaceLease } from '../render/workspace.js';
import { DEFAULT_LIMITS, ensureImage, foreignDirs, hostFallback, launchFor, limitText, lookPath, NO_SANDBOX, reclaimFromContainer, SandboxError, type RuntimeName, type Sandbox } from '../render/sandbox/index.js';
import { ARGOCD_IMAGE } from './tools.js';
import { applyKustomizeEdits, buildArgv, findKustomizeFile, hasEdits, kustomizeSpec, KustomizeEditError, KUSTOMIZATION_NAMES } from './kustomize.js';
import { directorySpec, DirectoryError, potentialManifests, type DirectorySpec } from './directory.js';
import { helmPlan, HelmArgsError, HelmUnsupported, type RefTarget } from './helm.js';
import { chartDependencies, ChartFetchError, ChartFetchRefused, fetchChart, fetchSourceChart, fetchValueFile } from './helm-repo.js';
import { isForeignRepo } from '../render/app-path.js';

export type NativeKind = 'kustomize' | 'helm' | 'directory';
export type SourceKind = 'plugin' | NativeKind;
export const SOURCE_KINDS: SourceKind[] = ['plugin', 'kustomize', 'helm', 'directory'];

export { findKustomizeBuildOptions } from './settings.js';

/**
 * discovery.Discover after no plugin claimed the path: the files directly in the app directory, in
 * lexical order, the last one deciding (`*Chart.yaml` → Helm, a kustomization file → Kustomize);
 * Directory when none.
 */
export function detectNativeType(appDir: string): NativeKind {
  let kind: NativeKind = 'directory';
  let names: string[];
  try {
    names = readdirSync(appDir, { withFileTypes: true })
      .filter((d) => !d.isDirectory())
      .map((d) => d.name)
      .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  } catch {
    return kind;
  }
  for (const n of names) {
    if (n.endsWith('Chart.yaml')) kind = 'helm';
    if (KUSTOMIZATION_NAMES.includes(n)) kind = 'kustomize';
  }
  return kind;
}

/** Argo CD's build environment (newEnv) used for envsubst in kustomize images, helm parameters, jsonnet vars. */
function argoEnv(opts: RenderOptions, s: AppSource, revision: string): EnvList {
  return buildVars({ source: s, revision, controlPlaneNamespace: opts.controlPlaneNamespace }).filter(([k]) => k !== 'KUBE_VERSION' && k !== 'KUBE_API_VERSIONS');
}

const NO_VERSION_NOTE = 'no Argo CD version is known for the native tools (pass --argocd-version, or deploy the argocd image with a tag from this repository): kustomize and helm run on this machine';
const DIRECTORY_NOTE = 'directory apps run on this machine (the Argo CD image has no jsonnet binary: the repo-server evaluates Jsonnet in-process)';

/**
 * Render a non-plugin source into `result` (its manifests, or an error, or why it was not rendered).
 * `startedAt` is when the request began (the deadline counts from it).
 */
export async function renderNative(opts: RenderOptions, s: AppSource, kind: NativeKind, result: RenderResult, startedAt: number, revision: string): Promise<RenderResult> {
  result.sourceType = kind;
  const deadline = startedAt + (opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let sb: Sandbox = opts.sandbox ?? NO_SANDBOX;
  // In container mode Kustomize and Helm run in the Argo CD image of the cluster's release, which
  // ships the helm and kustomize that release uses (src/native/tools.ts)
  let image: string | undefined;
  if (sb.kind === 'container') {
    if (kind === 'directory') sb = hostFallback(sb, DIRECTORY_NOTE);
    else if (!opts.argocdVersion) sb = hostFallback(sb, NO_VERSION_NOTE);
    else {
      image = `${ARGOCD_IMAGE}:${opts.argocdVersion.startsWith('v') ? opts.argocdVersion : `v${opts.argocdVersion}`}`;
      try {
        await ensureImage(sb.runtime as RuntimeName, image);
      } catch (e) {
        if (!(e instanceof SandboxError)) throw e;
        if (sb.requested !== 'auto') {
          result.sandbox = sb.label;
          result.image = image;
          result.error = { stage: 'sandbox', message: e.message, reason: 'the Argo CD image cannot be used' };
          return result;
        }
        sb = hostFallback(sb, `${e.message.replace(/\.\s*If it is private.*$/, '')}: kustomize and helm run on this machine`);
        image = undefined;
      }
    }
    // an explicit container sandbox promises isolation (a plugin without an image fails rather than
    // run on the host): a native app that falls back may use bubblewrap, never unshare or nothing
    if (sb.kind !== 'container' && sb.requested === 'container' && !sb.isolated) {
      result.sandbox = sb.label;
      result.error = {
        stage: 'sandbox',
        message: `--sandbox container: ${sb.fallback ?? 'this app runs on this machine'}, and this machine cannot isolate it (${sb.label}); install bubblewrap with user namespaces enabled, or use --sandbox auto to run it with what the machine offers`,
        reason: `no isolated sandbox for ${kind} here`,
      };
      return result;
    }
  }
  result.sandbox = sb.label;
  if (image) result.image = image;
  if (sb.fallback) result.sandboxNote = sb.fallback;

  const hostEnv = opts.hostEnv ?? process.env;
  const vars = argoEnv(opts, s, revision);
  // the render's private temp directory (HOME, TMPDIR, Helm homes, copies), made on first use
  // (0700, like mkdtemp): a directory app that runs no command (no Jsonnet) needs none
  const base = join(realpathSync.native(opts.tmpRoot ?? tmpdir()), `cmp-lint-native-${randomUUID()}`);
  let baseMade = false;
  const groups: number[] = [];
  const commands: string[] = [];
  let lease: WorkspaceLease | undefined;
  const restore: string[] = [];
  // the leased copy was written only by cmp-lint's own kustomize edits (put back on release) and
  // then only read: no walk over it before it is reused (WorkspaceLease.release)
  let onlyEditsWrote = false;
  try {
    const home = join(base, 'home');
    const tmp = join(base, 'tmp');
    const ensureBase = () => {
      if (baseMade) return;
      mkdirSync(base, { mode: 0o700 });
      baseMade = true;
      trackDir(base);
      mkdirSync(home);
      mkdirSync(tmp);
    };
    // The repo-server runs its tools in its own checkout. Here that is the run's throwaway checkout
    // of the commit (shared by every render of this side), read in place while the tools only read
    // it (a directory walk, jsonnet, `helm template`, `kustomize build` without exec plugins); a
    // render that writes (kustomize edits, kustomize exec plugins or helm inflation, `helm
    // dependency build`) gets a private copy first (issue 13: diff at scale).
    const repoRoot = realpathSync(opts.repoRoot);
    let ws = repoRoot;
    const readOnly = [repoRoot];
    const ownCopy = async (): Promise<boolean> => {
      if (ws !== repoRoot) return true;
      let dst = join(base, 'ws');
      const tw = Date.now();
      try {
        if (opts.workspaceCache) {
          lease = await opts.workspaceCache.leaseAsync(repoRoot, { preserveFileMode: true });
          dst = lease.dir;
        } else {
          ensureBase();
          mkdirSync(dst);
          copyRepo(repoRoot, dst, { preserveFileMode: true });
        }
      } catch (e) {
        if (!(e instanceof WorkspaceError)) throw e;
        result.error = { stage: 'workspace', message: e.message, reason: 'the workspace could not be prepared' };
        return false;
      } finally {
        result.timings.workspaceMs += Date.now() - tw;
      }
      ws = dst;
      readOnly.length = 0;
      return true;
    };
    const appDirOf = () => appDirIn(ws, s.path);
    // in a container: a private copy (the runtime's user must own it), mounted where the repo-server's
    // paths would be; a private /tmp of this render holds the inline values file
    const mount = `/tmp/_cmp_server/${randomUUID()}`;
    const ctmp = join(base, 'container-tmp');
    if (image) {
      ensureBase();
      if (!(await ownCopy())) return result;
      mkdirSync(ctmp);
      chmodSync(ctmp, 0o1777);
    }
    let appDir = appDirOf();
    // the Go tools' GC settings first (src/render/env.ts GO_TOOL_GC): Argo CD's names win over them
    const env: Record<string, string> = image
      ? {
          ...goToolEnv(hostEnv, opts.sharedCores),
          ...Object.fromEntries(vars.filter(([k]) => k !== '')),
          // the repo-server's own settings (its Deployment): Helm's homes in a writable directory
          HELM_CACHE_HOME: '/tmp/helm-working-dir',
          HELM_CONFIG_HOME: '/tmp/helm-working-dir',
          HELM_DATA_HOME: '/tmp/helm-working-dir',
        }
      : { ...goToolEnv(hostEnv, opts.sharedCores), ...processEnv({ hostEnv, home, tmpdir: tmp, passEnv: [], request: vars }) };
    // redactPaths: workspace paths shown as `.`, the inline values file by what it holds
    let extraValues: string | undefined;
    const redactRoots = [repoRoot, mount];
    const redact = (t: string) => {
      const out = [ws, ...redactRoots].reduce((x, w) => x.split(w + '/').join('').split(w).join('.'), t);
      return extraValues ? out.split(extraValues).join('<temp file with values from source.helm.values/valuesObject>') : out;
    };
    const have = (tool: string) => !!image || !!lookPath(tool, env.PATH, appDir).file;
    const inContainer = (a: string) => (image ? a.split(ws).join(mount).split(ctmp).join('/tmp') : a);
    const run = async (argv: string[], cwd: string): Promise<RunOutcome> => {
      commands.push(redact(argv.join(' ')));
      if (Date.now() >= deadline) {
        return { argv, stdout: '', stderr: '', code: null, signal: null, timedOut: true, aborted: false, overflow: false, durationMs: 0, error: 'context deadline exceeded' };
      }
      ensureBase();
      const tg = Date.now();
      const r = await runCommand(
        { command: [argv[0]], args: argv.slice(1) },
        {
          cwd,
          env,
          launch: (a, c, e) => launchFor({ sandbox: sb, base, workspace: ws, readOnly, image, mount }, a.map(inContainer), c, e),
          deadline,
          signal: opts.signal,
          killGraceMs: opts.killGraceMs,
          maxStdout: opts.maxStdout,
          onGroup: (g) => groups.push(g),
          spawner: opts.spawner,
        },
      );
      result.timings.generateMs += Date.now() - tg;
      return r;
    };
    const failRun = (what: string, r: RunOutcome) => {
      const status = r.timedOut ? 'timed out' : r.spawnError ? 'could not start' : r.signal ? `was killed (${r.signal})` : r.code !== null ? `exited with status ${r.code}` : 'failed';
      const tool = r.argv[0] === 'kubectl' ? 'kubectl kustomize' : r.argv[0];
      const limit = r.limit ? `reached the sandbox's ${limitText(r.limit, r.limits ?? DEFAULT_LIMITS)}` : undefined;
      const why = r.timedOut ? `timed out after ${+((opts.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000).toFixed(3)}s (Argo CD: context deadline exceeded)` : limit ? `${limit}: ${r.error ?? 'failed'}` : (r.error ?? 'failed');
      result.stderr = redact(r.stderr);
      result.error = { stage: 'generate', message: `${what}: ${redact(why)}`, reason: `${tool} ${limit ?? status}` };
      return result;
    };
    const parse = (text: string, what: string): Manifest[] | undefined => {
      const tp = Date.now();
      try {
        return parseManifests(text, { trackingMethod: opts.trackingMethod });
      } catch (e) {
        if (!(e instanceof ManifestError)) throw e;
        result.error = { stage: 'parse', message: `${what}: ${e.message}${e.doc ? ` (document ${e.doc})` : ''}`, reason: `${kind} output Argo CD cannot parse` };
        return undefined;
      } finally {
        result.timings.parseMs += Date.now() - tp;
      }
    };

    if (kind === 'kustomize') {
      const spec = kustomizeSpec(s.raw.kustomize);
      if ((hasEdits(spec) || buildOptionsWrite(opts.kustomizeBuildOptions)) && !(await ownCopy())) return result;
      appDir = appDirOf();
      try {
        const k = findKustomizeFile(appDir);
        if (k && hasEdits(spec) && lease) {
          // the edit writes through a link to its target: that file is the one to put back
          const real = realpathSync(join(appDir, k));
          if (real.startsWith(realpathSync(ws) + '/')) restore.push(real.slice(realpathSync(ws).length + 1));
        }
        applyKustomizeEdits(appDir, ws, spec, vars);
        // a copy made only for the edits: `kustomize build` without build options that write only
        // reads it (as it reads the shared checkout in place when there are no edits), so bubblewrap
        // mounts it read-only from here on; a container (uid 999 owns its copy) keeps the full check
        if (lease && restore.length > 0 && !image && !buildOptionsWrite(opts.kustomizeBuildOptions)) {
          readOnly.push(ws);
          onlyEditsWrote = true;
        }
      } catch (e) {
        if (!(e instanceof KustomizeEditError)) throw e;
        result.error = { stage: 'generate', message: `kustomize edit: ${e.message}`, reason: "the Application's kustomize settings cannot be applied" };
        return result;
      }
      const bin = image || have('kustomize') ? 'kustomize' : have('kubectl') ? 'kubectl' : undefined;
      if (!bin) {
        result.skipped = 'kustomize is not installed (neither `kustomize` nor `kubectl` is on PATH)';
        return result;
      }
      const kubeVersion = spec.kubeVersion ?? opts.kubeVersion;
      const apiVersions = spec.apiVersions?.length ? spec.apiVersions : opts.kubeApiVersions;
      const argv = buildArgv(bin, appDir, opts.kustomizeBuildOptions, { kubeVersion: kubeVersion ? normalize(kubeVersion) : undefined, apiVersions });
      const r = await run(argv, ws);
      result.stdout = r.stdout;
      if (r.error) return failRun('kustomize build failed', r);
      const m = parse(r.stdout, 'kustomize build printed output Argo CD cannot use');
      if (m) result.manifests = m;
      return result;
    }

    if (kind === 'helm') {
      ensureBase();
      if (!have('helm')) {
        result.skipped = 'helm is not installed';
        return result;
      }
      // helm's own homes, private to this render (Argo CD gives each helm run a temporary home)
      for (const [k, d] of image ? [] : ([['HELM_CACHE_HOME', 'cache'], ['HELM_CONFIG_HOME', 'config'], ['HELM_DATA_HOME', 'data']] as const)) {
        mkdirSync(join(home, 'helm', d), { recursive: true });
        env[k] = join(home, 'helm', d);
      }
      let chartDir = appDir;
      let chartRoot = ws;
      // downloads end with the render: its deadline and its cancellation
      const fetchPolicy = opts.fetchCharts && { ...opts.fetchCharts, timeoutMs: Math.max(1, Math.min(opts.fetchCharts.timeoutMs ?? 60_000, deadline - Date.now())), signal: opts.signal };
      if (s.chart) {
        // a chart from a Helm repository: fetched outside the sandbox (policy-gated), templated in it
        try {
          const got = await fetchSourceChart(s.repoURL ?? '', s.chart, s.targetRevision ?? '', fetchPolicy);
          // in a container the chart must be inside the mounted (private) copy
          chartRoot = image ? join(ws, `.cmp-lint-chart-${randomUUID()}`) : join(base, 'chart');
          cpSync(got.dir, chartRoot, { recursive: true });
          redactRoots.push(chartRoot);
          chartDir = chartRoot;
          commands.push(`fetch ${s.chart} ${got.version} from ${(s.repoURL ?? '').replace(/\/+$/, '')}`);
        } catch (e) {
          if (e instanceof ChartFetchRefused) {
            result.skipped = `a Helm repository chart (${s.chart}): ${e.message}`;
            return result;
          }
          if (!(e instanceof ChartFetchError)) throw e;
          result.error = { stage: 'generate', message: `failed to fetch chart ${s.chart}: ${e.message}`, reason: 'the chart cannot be fetched from its Helm repository' };
          return result;
        }
      }
      // value files given by URL: fetched outside the sandbox under the same policy
      const remoteValues = new Map<string, string>();
      const rawHelm = s.raw.helm as { valueFiles?: unknown } | undefined;
      for (const raw of rawHelm && Array.isArray(rawHelm.valueFiles) ? rawHelm.valueFiles : []) {
        if (typeof raw !== 'string' || remoteValues.has(raw)) continue;
        const url = envsubstVars(raw, vars);
        if (!/^https?:/i.test(url)) continue;
        try {
          const body = await fetchValueFile(raw, url, fetchPolicy);
          const local = join(image ? ctmp : tmp, `values-${randomUUID()}.yaml`);
          writeFileSync(local, body, { mode: 0o644 });
          remoteValues.set(raw, local);
          commands.push(`fetch value file ${url.replace(/[?#].*$/, '')}`);
        } catch (e) {
          if (e instanceof ChartFetchRefused) {
            result.skipped = `value file ${JSON.stringify(raw)}: ${e.message}`;
            return result;
          }
          if (!(e instanceof ChartFetchError)) throw e;
          result.error = { stage: 'generate', message: `failed to fetch value file ${url.replace(/[?#].*$/, '')}: ${e.message}`, reason: 'a value file cannot be fetched from its URL' };
          return result;
        }
      }
      let plan;
      const valuesFile = join(image ? ctmp : tmp, randomUUID());
      try {
        plan = helmPlan({
          helm: s.raw.helm,
          appName: s.app.name,
          destNamespace: s.app.destNamespace,
          kubeVersion: opts.kubeVersion,
          apiVersions: opts.kubeApiVersions,
          appDir: chartDir,
          repoRoot: chartRoot,
          vars,
          valuesFile,
          multiSource: s.index !== undefined,
          refs: refTargets(s, opts.repoRoot, ws),
          remoteValues,
        });
      } catch (e) {
        if (e instanceof HelmUnsupported) {
          result.skipped = e.message;
          return result;
        }
        if (!(e instanceof HelmArgsError)) throw e;
        result.error = { stage: 'generate', message: `${e.context}: ${e.message}`, reason: e.context === 'error initializing helm app object' ? 'helm.version is not supported' : e.context === 'error resolving referenced sources' ? 'a `$ref` names no usable source' : 'a helm value file cannot be resolved' };
        return result;
      }
      if (plan.inlineValues !== undefined) writeFileSync(valuesFile, plan.inlineValues, { mode: 0o644 });
      extraValues = valuesFile;
      let r = await run(plan.argv, chartDir);
      if (r.error && /found in requirements\.yaml, but missing in charts|found in Chart\.yaml, but missing in charts\/ directory/.test(r.stderr)) {
        // runHelmBuild: `helm dependency build`, once, in a private copy of the checkout; repository
        // dependencies are fetched by cmp-lint first (the sandbox has no network), local file://
        // ones packaged by helm
        if (!s.chart) {
          if (!(await ownCopy())) return result;
          appDir = appDirOf();
          chartDir = appDir;
          plan.argv = plan.argv.map((a) => (a.startsWith(repoRoot + '/') ? ws + a.slice(repoRoot.length) : a));
        }
        const deps = chartDependencies(chartDir);
        const remote = deps.filter((d) => /^https?:\/\//i.test(d.repository));
        const named = deps.find((d) => d.repository.startsWith('@') || d.repository.startsWith('alias:'));
        const oci = deps.find((d) => /^oci:\/\//i.test(d.repository));
        if (named) {
          result.skipped = `chart dependency ${named.name} names its repository ${JSON.stringify(named.repository)}: its URL and credentials are in Argo CD's repository settings, not in this repository`;
          return result;
        }
        if (oci) {
          result.skipped = `chart dependency ${oci.name} is in an OCI registry (${oci.repository}): OCI charts are not fetched`;
          return result;
        }
        if (remote.length === 0) {
          const dep = await run(['helm', 'dependency', 'build'], chartDir);
          if (dep.error) return failRun('error building helm chart dependencies', dep);
        } else {
          mkdirSync(join(chartDir, 'charts'), { recursive: true });
          for (const d of remote) {
            try {
              const got = await fetchChart(d.repository, d.name, d.locked ?? d.version, fetchPolicy);
              cpSync(got.archive, join(chartDir, 'charts', `${d.name}-${got.version}.tgz`));
              commands.push(`fetch ${d.name} ${got.version} from ${d.repository.replace(/\/+$/, '')}`);
            } catch (e) {
              if (e instanceof ChartFetchRefused) {
                result.skipped = `chart dependency ${d.name}: ${e.message}`;
                return result;
              }
              if (!(e instanceof ChartFetchError)) throw e;
              result.error = { stage: 'generate', message: `error building helm chart dependencies: ${e.message}`, reason: 'a chart dependency cannot be fetched' };
              return result;
            }
          }
          for (const d of deps.filter((x) => x.repository.startsWith('file://'))) {
            const dep = await run(['helm', 'package', join(chartDir, d.repository.slice('file://'.length)), '--destination', join(chartDir, 'charts')], chartDir);
            if (dep.error) return failRun('error building helm chart dependencies', dep);
          }
        }
        r = await run(plan.argv, chartDir);
      }
      result.stdout = r.stdout;
      if (r.error) return failRun('failed to execute helm template command', r);
      const m = parse(r.stdout, 'helm template printed output Argo CD cannot use');
      if (m) result.manifests = m;
      return result;
    }

    // directory
    const spec = directorySpec(s.raw.directory);
    let files;
    try {
      files = potentialManifests(appDir, ws, spec);
    } catch (e) {
      if (!(e instanceof DirectoryError)) throw e;
      result.error = { stage: 'generate', message: `failed to get potentially valid manifests: ${redact(e.message)}`, reason: 'the directory cannot be read as Argo CD reads it' };
      return result;
    }
    const jsonnetFiles = files.filter((f) => f.name.endsWith('.jsonnet'));
    if (jsonnetFiles.length && !have('jsonnet')) {
      result.skipped = `jsonnet is not installed (${jsonnetFiles.length} .jsonnet file${jsonnetFiles.length === 1 ? '' : 's'} in the path: ${jsonnetFiles.map((f) => f.rel).join(', ')})`;
      return result;
    }
    const out: Manifest[] = [];
    for (const f of files) {
      if (f.name.endsWith('.jsonnet')) {
        let argv: string[];
        try {
          argv = jsonnetArgv(f.path, appDir, ws, spec, vars);
        } catch (e) {
          if (!(e instanceof HelmArgsError)) throw e;
          result.error = { stage: 'generate', message: e.message, reason: 'a jsonnet lib path cannot be resolved' };
          return result;
        }
        const r = await run(argv, appDir);
        if (r.error) return failRun(`Failed to evaluate jsonnet ${JSON.stringify(f.name)}`, r);
        const objs = jsonnetObjects(r.stdout);
        if (typeof objs === 'string') {
          result.error = { stage: 'parse', message: `Failed to unmarshal generated json ${JSON.stringify(f.name)}: ${objs}`, reason: 'jsonnet output Argo CD cannot parse' };
          return result;
        }
        for (const o of objs) {
          const m = parse(JSON.stringify(o), `jsonnet ${f.rel}`);
          if (!m) return result;
          for (const x of m) out.push(x);
        }
        if (out.length > MAX_MANIFESTS) {
          result.error = { stage: 'parse', message: `jsonnet ${JSON.stringify(f.name)} and the files before it hold more than ${MAX_MANIFESTS.toLocaleString('en-US')} resources: cmp-lint's limit, so that one render cannot exhaust the machine comparing them`, reason: "more resources than cmp-lint's limit" };
          return result;
        }
        continue;
      }
      const text = readFileSync(f.path, 'utf8');
      const got = decodeManifestFile(text, f.name, opts);
      if (typeof got === 'string') {
        result.error = { stage: 'parse', message: got, reason: 'a manifest file Argo CD cannot parse' };
        return result;
      }
      for (const m of got) out.push(m);
      if (out.length > MAX_MANIFESTS) {
        result.error = { stage: 'parse', message: `the directory's files hold more than ${MAX_MANIFESTS.toLocaleString('en-US')} resources: cmp-lint's limit, so that one render cannot exhaust the machine comparing them`, reason: "more resources than cmp-lint's limit" };
        return result;
      }
    }
    result.manifests = out;
    return result;
  } finally {
    result.commands = commands;
    endGroups(groups, opts.killGraceMs);
    // a runner that is not root cannot remove what the Argo CD image made as uid 999: open it up first
    if (image && sb.kind === 'container' && baseMade) {
      const foreign = foreignDirs([base, ...(lease && !lease.dir.startsWith(base + '/') ? [lease.dir] : [])]);
      if (foreign.length) await reclaimFromContainer(sb.runtime as RuntimeName, image, foreign);
    }
    lease?.release(!groupsAlive(groups), restore, onlyEditsWrote);
    // off the main thread (libuv's pool), so that other renders start and read their output
    // meanwhile; the render is over when its temp dir is gone. A straggler may still be writing:
    // killAll() retries while the dir is tracked
    if (baseMade) {
      await removeTreeConcurrently(base);
      untrackDir(base);
    }
  }
}

/**
 * kustomize build options that let the build write files or run programs (helm inflation,
 * exec/alpha plugins, `-o`/`--output`: the manifests written to files). Read per token as
 * buildArgv splits them; any single-dash cluster with an `o` counts (pflag shorthand: `-o x`,
 * `-ox`, `-o=x`, `-eo x`).
 */
export function buildOptionsWrite(options: string | undefined): boolean {
  if (!options) return false;
  if (/--enable-(?:helm|exec|alpha-plugins|star)/.test(options)) return true;
  return options.split(/\s+/).some((t) => /^--output(?:=|$)/.test(t) || /^-[^-=]*o/.test(t));
}

/** The `ref:` sources of the source's Application, by `$name` (resolveReferencedSources' refSources). */
function refTargets(s: AppSource, repoRoot: string, ws: string): Map<string, RefTarget> {
  const out = new Map<string, RefTarget>();
  const app = (s.app.ref as unknown as { toJS?: () => unknown } | undefined)?.toJS?.() as { spec?: { sources?: unknown } } | undefined;
  const sources = Array.isArray(app?.spec?.sources) ? app!.spec!.sources : [];
  for (const src of sources as Record<string, unknown>[]) {
    if (!src || typeof src !== 'object' || typeof src.ref !== 'string' || src.ref === '') continue;
    const repoURL = typeof src.repoURL === 'string' ? src.repoURL : undefined;
    const chart = typeof src.chart === 'string' && src.chart ? src.chart : undefined;
    const foreign = isForeignRepo(repoRoot, repoURL);
    out.set(`$${src.ref}`, { repoURL, chart, root: foreign ? undefined : ws, unavailable: foreign ? `another repository (${repoURL}), not this checkout` : undefined });
  }
  return out;
}

const normalize = (v: string) => {
  const m = /^\s*v?(\d+)\.(\d+)(?:\.(\d+))?/.exec(v);
  return m ? `${Number(m[1])}.${Number(m[2])}.${Number(m[3] ?? 0)}` : v;
};

/** makeJsonnetVM as `jsonnet` CLI flags: -J <app dir> then each lib (right-most wins, like JPaths), tlas, ext vars. */
export function jsonnetArgv(file: string, appDir: string, repoRoot: string, spec: DirectorySpec, vars: EnvList): string[] {
  const argv = ['jsonnet', '-J', appDir];
  for (const lib of spec.jsonnet.libs) {
    const p = join(repoRoot, lib);
    if (!(p === repoRoot || p.startsWith(repoRoot + '/'))) throw new HelmArgsError(`file '${lib}' resolved to outside repository root`);
    argv.push('-J', p);
  }
  const sub = (v: string) => envsubstVars(v, vars);
  for (const t of spec.jsonnet.tlas) argv.push(t.code ? '--tla-code' : '--tla-str', `${t.name}=${sub(t.value)}`);
  for (const t of spec.jsonnet.extVars) argv.push(t.code ? '--ext-code' : '--ext-str', `${t.name}=${sub(t.value)}`);
  argv.push(file);
  return argv;
}


/** findManifests on jsonnet output: an array of objects, else one object (each needs a kind). */
function jsonnetObjects(stdout: string): Manifest[] | string {
  let v: unknown;
  try {
    v = JSON.parse(stdout);
  } catch (e) {
    return (e as Error).message;
  }
  const list = Array.isArray(v) ? v : [v];
  for (const o of list) {
    if (typeof o !== 'object' || o === null || Array.isArray(o)) return `json: cannot unmarshal ${Array.isArray(o) ? 'array' : typeof o} into Go value of type map[string]interface {}`;
    if (typeof (o as Manifest).kind !== 'string' || (o as Manifest).kind === '') return `Object 'Kind' is missing in '${JSON.stringify(o).slice(0, 200)}'`;
  }
  return list as Manifest[];
}

/** getObjsFromYAMLOrJSON: the objects of one manifest file, or Argo CD's error text. */
export function decodeManifestFile(text: string, name: string, opts: Pick<RenderOptions, 'trackingMethod'> = {}): Manifest[] | string {
  if (name.endsWith('.json')) {
    const r = scanJson(text, 0);
    if ('eof' in r) return `Failed to unmarshal ${JSON.stringify(name)}: unexpected end of JSON input`;
    if ('error' in r) return `Failed to unmarshal ${JSON.stringify(name)}: ${r.error}`;
    if (text.slice(r.end).trim() !== '') return `Found multiple objects in ${JSON.stringify(name)}. Only single objects are allowed in JSON files.`;
    let v: unknown;
    try {
      v = JSON.parse(text.slice(0, r.end));
    } catch (e) {
      return `Failed to unmarshal ${JSON.stringify(name)}: ${(e as Error).message}`;
    }
    // not a Kubernetes object (no kind): Argo CD's OCI-manifest fallback accepts it and nothing useful comes of it
    if (typeof v !== 'object' || v === null || Array.isArray(v) || typeof (v as Manifest).kind !== 'string') return [];
    try {
      return parseManifests(JSON.stringify(v), { trackingMethod: opts.trackingMethod });
    } catch (e) {
      if (!(e instanceof ManifestError)) throw e;
      return `Failed to unmarshal ${JSON.stringify(name)}: ${e.message}`;
    }
  }
  try {
    return parseManifests(text.endsWith('\n') ? text.slice(0, -1) : text, { trackingMethod: opts.trackingMethod });
  } catch (e) {
    if (!(e instanceof ManifestError)) throw e;
    if (e.stage === 'tracking' || e.stage === 'limit') return `${name}: ${e.message}`;
    // a file whose first document already fails, and which does not look like a manifest, is ignored
    const looksLikeManifest = text.includes('apiVersion:') && text.includes('kind:') && text.includes('metadata:');
    if ((e.doc ?? 1) > 1 || looksLikeManifest) return `Failed to unmarshal ${JSON.stringify(name)}: ${e.message}`;
    return [];
  }
}
