// Where a plugin's commands run, and with which environment: shared by render and params, which
// both run pull-request code, so the rules for what reaches a container live in one place.
import type { PluginDef, Sidecar } from '../model/types.js';
import { sidecarServing } from '../model/links.js';
import { processEnv, type ProcessEnvInput } from './env.js';
import { ensureImage, hostFallback, SandboxError, type RuntimeName, type Sandbox } from './sandbox/index.js';

export interface Placement {
  sb: Sandbox;
  image?: string;
}

/** The sandbox a plugin runs in: its sidecar's image (or --image) in container mode; auto falls back to host. */
export async function placePlugin(sandbox: Sandbox, p: PluginDef, sidecars: Sidecar[] = []): Promise<Placement> {
  if (sandbox.kind !== 'container') return { sb: sandbox };
  const image = sandbox.image ?? sidecarServing(p, sidecars)?.image;
  if (!image) {
    const why = `no sidecar image is known for plugin ${JSON.stringify(p.socketName)} (${p.file})`;
    if (sandbox.requested === 'auto') return { sb: hostFallback(sandbox, why) };
    throw new SandboxError(`${why}: pass --image with the image its sidecar runs`);
  }
  await ensureImage(sandbox.runtime as RuntimeName, image);
  return { sb: sandbox, image };
}

/**
 * The process environment for a command in `sb`. In a container the image keeps its own PATH,
 * HOME and locale: only Argo CD's variables, the sidecar's literal env and --pass-env names go in.
 */
export function sandboxEnv(sb: Sandbox, i: ProcessEnvInput): Record<string, string> {
  if (sb.kind !== 'container') return processEnv(i);
  const passed: NodeJS.ProcessEnv = {};
  for (const n of i.passEnv ?? []) if (i.hostEnv[n] !== undefined) passed[n] = i.hostEnv[n];
  const env = processEnv({ ...i, hostEnv: passed, home: '', tmpdir: '' });
  if (env.HOME === '') delete env.HOME;
  if (env.TMPDIR === '') delete env.TMPDIR;
  return env;
}
