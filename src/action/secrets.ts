// Keeping runner secrets away from child processes. Render already builds a clean environment
// for plugin commands (src/render/env.ts: PATH, LANG, LC_ALL, HOME, TMPDIR and named passEnv
// variables only); the action adds two guards on top: it removes the token and the runner's
// ACTIONS_* credentials from its own process.env once read, so no child (git included) can
// inherit them, and it refuses to pass such names to plugins even when the config asks.

/** Variables a plugin must never see, whatever `render.env` in .cmp-lint.yaml says. */
export function isRunnerSecret(name: string): boolean {
  const n = name.toUpperCase();
  return (
    n === 'GITHUB_TOKEN' ||
    n === 'GH_TOKEN' ||
    n.startsWith('ACTIONS_') ||
    n.startsWith('INPUT_')
  );
}

/** Names removed from process.env after the inputs were read. */
const SCRUB = (n: string): boolean => {
  const u = n.toUpperCase();
  return u === 'INPUT_GITHUB-TOKEN' || u === 'GITHUB_TOKEN' || u === 'GH_TOKEN' || u.startsWith('ACTIONS_');
};

export function scrubProcessEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const removed: string[] = [];
  for (const name of Object.keys(env)) {
    if (SCRUB(name)) {
      delete env[name];
      removed.push(name);
    }
  }
  return removed;
}

/** Split config-named passEnv names into the allowed ones and the refused runner secrets. */
export function filterPassEnv(names: string[]): { allowed: string[]; refused: string[] } {
  const allowed: string[] = [];
  const refused: string[] = [];
  for (const n of names) (isRunnerSecret(n) ? refused : allowed).push(n);
  return { allowed, refused };
}

/**
 * The config-named `render.env` names a plugin may get outside the Action too (render, params, diff):
 * a repository's own `.cmp-lint.yaml` cannot ask for the runner's credentials; `--pass-env` can.
 */
export function configPassEnv(names: string[], note?: (refused: string[]) => void): string[] {
  const { allowed, refused } = filterPassEnv(names);
  if (refused.length > 0) note?.(refused);
  return allowed;
}
