import { defineRule } from './types.js';
import { pluginScript, legacyScripts, oneLine, pluginLabel, type PluginScript } from '../model/plugin-scripts.js';
import type { Loc } from '../model/types.js';
import { firstMaskedFailure as firstProblem, findExecHint, type MaskedFailure as Problem } from '../shell/index.js';
import type { ScriptFacts, ShellScript } from '../shell/index.js';

// Argo CD only sees generate's exit status and stdout. Without `set -e` a failing step is skipped
// over and the script exits 0 with partial output; in `a | b` only b's status counts unless
// pipefail is on. An empty or partial result is applied as the app's desired state, and with
// auto-sync prune it deletes everything that went missing (reference 4.3, 8.7).
export default defineRule({
  meta: {
    id: 'plugin-shell-errexit',
    severity: 'warning',
    description: 'a plugin script hides a failed step: generate without `set -e` or `pipefail`, or generate or init in `find -exec … \\;`',
  },
  check({ model, report }) {
    for (const p of model.plugins) {
      const gen = p.generate;
      const script = pluginScript(p, 'generate');
      if (gen && script) judge(script, `plugin ${pluginLabel(p)}`, () => (gen.ref ?? p.ref).loc(), report);
      // init runs first and is judged by its exit status alone: a `find -exec … \;` that loses a
      // failed run (`sops --decrypt --in-place`) leaves generate a checkout it did not prepare. Only
      // that: init scripts often go on past a step on purpose (`helm repo add … || true`, a `grep`
      // that finds nothing), where a missing `set -e` or `pipefail` says little
      const init = pluginScript(p, 'init');
      if (p.init && init) judge(init, `plugin ${pluginLabel(p)}`, () => (p.init!.ref ?? p.ref).loc(), report, 'init');
    }
    // the removed argocd-cm plugins ran generate the same way: a masked failure was (and, once the
    // plugin moves to a sidecar, stays) an empty render; legacy-cm-plugin reports the removal itself
    for (const l of model.legacy) {
      for (const p of l.plugins) {
        const script = legacyScripts(p).find((s) => s.role === 'generate');
        if (script) judge(script, `legacy plugin \`${p.name || 'unnamed'}\``, () => (p.generate?.ref ?? p.ref).loc(), report);
      }
    }
  },
});

/** (`fallback`: where the finding goes without a script node, made only for a finding) */
function judge(script: PluginScript, label: string, fallback: () => Loc, report: (f: { loc: Loc; message: string; hint?: string }) => void, role: 'generate' | 'init' = 'generate'): void {
  const { shell, facts, node: ref } = script;
  if (facts.parseErrors.length > 0) return;
  const problem = firstProblem(facts, role === 'init' ? 'find-exec' : undefined);
  if (!problem) return;
  const text = oneLine(shell.script.slice(problem.offset, problem.end));
  const message =
    problem.kind === 'find-exec'
      ? role === 'init'
        ? `${label}: the init script's \`${text}\` exits 0 even when \`${problem.program}\` fails for a file (with \`-exec … \\;\` that status only decides the action's truth), so init exits 0 with that work undone and generate runs on a checkout it did not prepare (a file still encrypted, say)`
        : `${label}: \`${text}\` exits 0 even when \`${problem.program}\` fails for a file (with \`-exec … \\;\` that status only decides the action's truth), so ${problem.errexit ? '`set -e` does not stop the script, which' : 'the script'} can exit 0 with partial output that Argo CD applies (with auto-sync prune it deletes what is missing)`
      : problem.kind === 'errexit'
        ? `${label}: the generate script runs \`${text}\` without \`set -e\`, and more commands follow; if it fails the script carries on and can exit 0 with partial or empty output, which Argo CD applies (with auto-sync prune it deletes what is missing)`
        : `${label}: in \`${text}\` only the last command's status counts (no \`pipefail\`); if an earlier command fails, ${problem.operand ? 'the `||`/`&&` after it does not see the failure and ' : ''}the script can exit 0 with empty output, and Argo CD prunes everything the app owns`;
  const hint = problem.kind === 'find-exec' ? findExecHint(problem) : hintFor(shell, facts, problem.kind);
  report({ loc: ref ? ref.scalarOffsetLoc(problem.offset, problem.end) : fallback(), message, hint });
}

function hintFor(shell: ShellScript, f: ScriptFacts, kind: Problem['kind']): string {
  const wantPipefail = kind === 'pipefail' || f.pipelines.some((p) => p.commands > 1 && p.significantUpstream && !p.pipefailActive);
  const line = wantPipefail ? (f.errexit.set && f.errexit.early ? 'set -o pipefail' : 'set -eo pipefail') : 'set -e';
  return `start the script with \`${line}\`${shell.shell === 'bash' || !wantPipefail ? '' : ' (or run it with `bash -c`)'}${kind === 'errexit' ? ', or end each step with `|| exit 1`' : ''}`;
}

