// Small factories for render/discover tests: model objects without YAML positions, and temp repos.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AppSource, Command, DiscoverRule, PluginDef, Sidecar } from '../../src/model/types.js';

export function cmd(command: string[], args: string[] = []): Command {
  return { command, args };
}

export function sh(script: string): Command {
  return { command: ['sh', '-c'], args: [script] };
}

export function plugin(p: Partial<PluginDef> & { name: string }): PluginDef {
  const socketName = p.socketName ?? (p.version ? `${p.name}-${p.version}` : p.name);
  return {
    origin: 'file',
    file: 'plugin.yaml',
    ref: undefined as unknown as PluginDef['ref'],
    parameters: { static: [] },
    preserveFileMode: false,
    provideGitCreds: false,
    raw: {},
    specOnly: false,
    ...p,
    socketName,
  };
}

export function discover(d: DiscoverRule): DiscoverRule {
  return d;
}

export interface SourceInit {
  name?: string;
  namespace?: string;
  project?: string;
  destNamespace?: string;
  file?: string;
  path?: string;
  repoURL?: string;
  targetRevision?: string;
  /** the `plugin:` block as written in the Application (undefined: no block) */
  plugin?: { name?: string; env?: { name: string; value: string }[]; parameters?: Record<string, unknown>[] };
  types?: AppSource['types'];
}

export function source(i: SourceInit = {}): AppSource {
  const raw: Record<string, unknown> = { repoURL: i.repoURL ?? 'https://example.com/repo.git', path: i.path ?? '.', targetRevision: i.targetRevision ?? 'HEAD' };
  if (i.plugin) raw.plugin = i.plugin;
  const types = i.types ?? (i.plugin ? ['plugin'] : []);
  return {
    app: {
      kind: 'Application',
      name: i.name ?? 'demo',
      label: `Application \`${i.name ?? 'demo'}\``,
      namespace: i.namespace ?? 'argocd',
      project: i.project ?? 'default',
      destNamespace: i.destNamespace ?? 'demo-ns',
      file: i.file ?? 'apps/demo.yaml',
      ref: undefined as unknown as AppSource['app']['ref'],
    },
    repoURL: raw.repoURL as string,
    path: i.path ?? '.',
    targetRevision: raw.targetRevision as string,
    ref: undefined as unknown as AppSource['ref'],
    types,
    typeRefs: {},
    plugin: i.plugin
      ? {
          name: i.plugin.name,
          env: (i.plugin.env ?? []).map((e) => ({ name: e.name, value: e.value })),
          parameters: (i.plugin.parameters ?? []).map((p) => ({ name: String(p.name) })),
          ref: undefined as unknown as NonNullable<AppSource['plugin']>['ref'],
        }
      : undefined,
    templated: false,
    raw,
  };
}

export function sidecar(p: Partial<Sidecar> & { name: string }): Sidecar {
  return {
    env: [],
    volumeMounts: [],
    securityContext: {},
    hasResources: false,
    ref: undefined as unknown as Sidecar['ref'],
    file: 'repo-server-patch.yaml',
    form: 'strategic-merge',
    isPatch: true,
    volumes: [],
    podSecurityContext: {},
    initContainers: [],
    pod: 'patches:.',
    ...p,
  };
}

/** A temp directory with the given files ('content' or { content, mode } or { symlink }). */
export type FileSpec = string | { content: string; mode?: number } | { symlink: string } | { dir: true };

export function tempRepo(files: Record<string, FileSpec>): { root: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'cmp-lint-test-'));
  for (const [rel, spec] of Object.entries(files)) {
    const p = join(root, rel);
    mkdirSync(dirname(p), { recursive: true });
    if (typeof spec === 'string') writeFileSync(p, spec);
    else if ('symlink' in spec) symlinkSync(spec.symlink, p);
    else if ('dir' in spec) mkdirSync(p, { recursive: true });
    else {
      writeFileSync(p, spec.content);
      if (spec.mode !== undefined) chmodSync(p, spec.mode);
    }
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** Parse `env -0`-style or KEY=VALUE-per-line output into a map. */
export function parseEnvLines(text: string, sep = '\n'): Map<string, string> {
  const m = new Map<string, string>();
  for (const line of text.split(sep)) {
    const i = line.indexOf('=');
    if (i > 0) m.set(line.slice(0, i), line.slice(i + 1));
  }
  return m;
}

/** A process is gone: no /proc entry, or a zombie nobody reaped yet. */
export function processGone(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state === 'Z' || state === 'X';
  } catch {
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  }
}

export async function waitFor(pred: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (pred()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return pred();
}
