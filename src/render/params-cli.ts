// `cmp-lint params [path] --app NAME`: what the Argo CD UI would list as an Application's plugin
// parameters (see ./params.ts).
import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { configPassEnv } from '../action/secrets.js';
import { escapeTerminal } from '../report/log-escape.js';
import { parseCommand, formatHelp, failure } from '../args.js';
import { PARAMS_SPEC } from './params-spec.js';
import { UsageError } from '../core/errors.js';
import { killAll, trackDir, untrackDir } from './exec.js';
import { mkdtempSync, realpathSync } from 'node:fs';
import { removeTree } from './rmtree.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LayoutError, prepareWorkspace } from './sandbox/layout.js';
import { resolveSandbox, SandboxError } from './sandbox/index.js';
import { sandboxRequest } from './sandbox/spec.js';
import { sourceParams, type Announcement, type ParamsResult } from './params.js';

export const PARAMS_HELP = formatHelp(PARAMS_SPEC);

interface IO {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
}

export async function paramsCommand(argv: string[], io: IO): Promise<number> {
  try {
    return await params(argv, io);
  } catch (e) {
    return failure(PARAMS_SPEC, e, io);
  }
}

const valueOf = (a: Announcement): string => {
  if (a.collectionType === 'array') return JSON.stringify(a.array ?? []);
  if (a.collectionType === 'map') return JSON.stringify(a.map ?? {});
  return a.string !== undefined ? JSON.stringify(a.string) : '';
};

export function paramsText(r: ParamsResult): string {
  const head = `${r.source.app.kind} ${r.source.app.name}${r.source.index !== undefined ? ` (source #${r.source.index})` : ''}`;
  if (r.error) return `${head}: error: ${r.error}\n`;
  if (r.skipped) return `${head}: not shown: ${r.skipped}\n`;
  const lines = [`${head}: plugin ${r.plugin}, ${r.merged.length} parameter${r.merged.length === 1 ? '' : 's'}`];
  const set = new Map(r.values.map((v) => [v.name, v]));
  for (const a of r.merged) {
    const v = set.get(a.name ?? '');
    const shown = v ? (v.string !== undefined ? JSON.stringify(v.string) : v.array ? JSON.stringify(v.array) : v.map ? JSON.stringify(v.map) : '') : '';
    lines.push(
      `  ${a.name ?? '(no name)'}${a.required ? ' (required)' : ''}  [${a.collectionType || 'string'}, ${a.origin}]` +
        `${a.title ? `  ${JSON.stringify(a.title)}` : ''}${valueOf(a) ? `  default ${valueOf(a)}` : ''}${v ? `  set to ${shown}` : ''}`,
    );
  }
  for (const v of r.values) if (!r.merged.some((a) => a.name === v.name)) lines.push(`  ${v.name}  set by the Application, not announced`);
  return lines.join('\n') + '\n';
}

async function params(argv: string[], io: IO): Promise<number> {
  const { values: v, positionals } = parseCommand(PARAMS_SPEC, argv, io.cwd);
  if (v.help) {
    io.stdout(PARAMS_HELP);
    return 0;
  }
  const apps: string[] = v.app ?? [];
  if (apps.length === 0) throw new UsageError('--app NAME is required');
  const config = loadConfig(io.cwd, v.config);
  const target = resolve(io.cwd, positionals[0] ?? '.');
  const lint = await import('../lint.js');
  const { model } = await lint.loadModel([target], { cwd: io.cwd, config, root: lint.findRepoRoot(target) });
  const missing = apps.filter((n) => !model.sources.some((s) => s.app.name === n));
  if (missing.length) {
    const names = [...new Set(model.sources.map((s) => s.app.name))].sort();
    io.stderr(`cmp-lint params: no Application named ${missing.map((m) => JSON.stringify(m)).join(', ')}${names.length ? ` (found: ${names.join(', ')})` : ''}\n`);
    return 2;
  }
  let sandbox;
  try {
    sandbox = resolveSandbox(sandboxRequest(v));
  } catch (e) {
    if (e instanceof SandboxError) {
      io.stderr(`cmp-lint params: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  const ac = new AbortController();
  const stop = () => {
    ac.abort();
    killAll();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const results: ParamsResult[] = [];
  const tmp = realpathSync(mkdtempSync(join(tmpdir(), 'cmp-lint-layout-')));
  trackDir(tmp);
  try {
    let root: string;
    try {
      root = (await prepareWorkspace(model.root, tmp, { includeUncommitted: !!v['include-uncommitted'] })).root;
    } catch (e) {
      if (e instanceof LayoutError) {
        io.stderr(`cmp-lint params: ${e.message}\n`);
        return 2;
      }
      throw e;
    }
    const configEnv = configPassEnv(config.render.env, (r) => io.stderr(escapeTerminal(`cmp-lint params: render.env in the configuration names ${r.join(', ')}: runner credentials are passed to plugins only with --pass-env`) + '\n'));
    if (!sandbox.isolated) io.stderr(`note: plugin code is not isolated from this machine (sandbox ${sandbox.label}): ${sandbox.detail}\n`);
    for (const s of model.sources.filter((x) => apps.includes(x.app.name))) {
      results.push(
        await sourceParams({
          repoRoot: root,
          source: s,
          plugins: model.plugins,
          sidecars: model.sidecars,
          timeoutMs: (v.timeout as number | undefined) ?? config.render.timeoutMs,
          passEnv: [...configEnv, ...(v['pass-env'] ?? [])],
          exclusions: config.render.exclude,
          signal: ac.signal,
          sandbox,
        }),
      );
    }
  } finally {
    process.removeListener('SIGINT', stop);
    process.removeListener('SIGTERM', stop);
    removeTree(tmp);
    untrackDir(tmp);
  }
  if (ac.signal.aborted) {
    io.stderr('cmp-lint params: interrupted\n');
    return 130;
  }
  if ((v.format ?? 'text') === 'json') {
    const out = results.map((r) => ({
      app: r.source.app.name,
      kind: r.source.app.kind,
      file: r.source.app.file,
      sourceIndex: r.source.index,
      plugin: r.plugin,
      announcements: r.announcements,
      merged: r.merged,
      values: r.values,
      ...(r.skipped ? { skipped: r.skipped } : {}),
      ...(r.error ? { error: r.error } : {}),
    }));
    io.stdout(JSON.stringify(out, null, 2) + '\n');
  } else {
    for (const r of results) io.stdout(paramsText(r));
  }
  return results.some((r) => r.error) ? 1 : 0;
}
