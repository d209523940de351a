// The syntax of an Argo CD release as --argocd-version and the Action's argocd-version input take it
// (a module of its own: the CLI's option tables check it at start, src/diff/spec.ts, without
// loading src/native/tools.ts and what it loads).

/** Parse v2.13.1, 2.13.1, v2.13 (a minor: its latest known pair). */
export function parseArgocdVersion(v: string): { major: number; minor: number; patch?: number } | undefined {
  const m = /^v?(\d+)\.(\d+)(?:\.(\d+))?(?:[-+].*)?$/.exec(v.trim());
  if (!m) return undefined;
  return { major: Number(m[1]), minor: Number(m[2]), patch: m[3] === undefined ? undefined : Number(m[3]) };
}
