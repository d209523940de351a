import { defineRule } from './types.js';
import { pluginScript, oneLine } from '../model/plugin-scripts.js';
import { significant } from '../shell/index.js';
import type { CommandNode, ListNode, PipelineFact, ScriptFacts, ShellScript } from '../shell/index.js';

// Argo CD only sees generate's exit status and stdout. Without `set -e` a failing step is skipped
// over and the script exits 0 with partial output; in `a | b` only b's status counts unless
// pipefail is on. An empty or partial result is applied as the app's desired state, and with
// auto-sync prune it deletes everything that went missing (reference 4.3, 8.7).
export default defineRule({
  meta: {
    id: 'plugin-shell-errexit',
    severity: 'warning',
    description: 'a `sh -c` generate script goes on after a failed step (no `set -e`) or hides a failure in a pipeline (no `pipefail`)',
  },
  check({ model, report }) {
    for (const p of model.plugins) {
      const gen = p.generate;
      const script = pluginScript(p, 'generate');
      if (!gen || !script) continue;
      const { shell, facts, node: ref } = script;
      if (facts.parseErrors.length > 0) continue;
      const problem = firstProblem(facts);
      if (!problem) continue;
      const text = oneLine(shell.script.slice(problem.offset, problem.end));
      const message =
        problem.kind === 'errexit'
          ? `plugin \`${p.socketName}\`: the generate script runs \`${text}\` without \`set -e\`, and more commands follow; if it fails the script carries on and can exit 0 with partial or empty output, which Argo CD applies (with auto-sync prune it deletes what is missing)`
          : `plugin \`${p.socketName}\`: in \`${text}\` only the last command's status counts (no \`pipefail\`); if an earlier command fails, ${problem.operand ? 'the `||`/`&&` after it does not see the failure and ' : ''}the script can exit 0 with empty output, and Argo CD prunes everything the app owns`;
      report({ loc: ref ? ref.scalarOffsetLoc(problem.offset, problem.end) : (gen.ref ?? p.ref).loc(), message, hint: hintFor(shell, facts, problem.kind) });
    }
  },
});

interface Problem {
  kind: 'errexit' | 'pipefail';
  /** the pipeline is the left operand of `||` / `&&` */
  operand?: boolean;
  offset: number;
  end: number;
}

/** The first unchecked failure in the main flow: a step errexit would have stopped, or a pipeline hiding its upstream. */
function firstProblem(f: ScriptFacts): Problem | undefined {
  const found: Problem[] = [];
  const loops = loopRanges(f.ast);
  for (const m of f.maskedFailures) {
    const cmd = f.commands.find((c) => c.offset >= m.offset && c.offset < m.end);
    if (cmd?.errexitActive) continue;
    // a loop over files that goes on after one item fails is usually meant to (and `set -e` would change it)
    if (loops.some(([a, b]) => m.offset >= a && m.end <= b)) continue;
    if (checksStatus(f.script, m.end)) continue; // `cmd` then `if [ $? -ne 0 ]` / `[ $? = 0 ] || exit`
    found.push({ kind: 'errexit', offset: m.offset, end: m.end });
  }
  for (const pl of f.pipelines) {
    if (pl.commands < 2 || !pl.significantUpstream || pl.pipefailActive || pl.inSubstitution) continue;
    // `a | b || fallback` and `a | b && next` hide a's failure from the operator too; other conditions are tests
    if (pl.inCondition && !andOrOperand(f.script, pl.end)) continue;
    if (upstreamCannotFail(f, pl)) continue;
    found.push({ kind: 'pipefail', operand: pl.inCondition, offset: pl.offset, end: pl.end });
  }
  return found.sort((a, b) => a.offset - b.offset)[0];
}

/** [offset, end) of every for / while / until loop in the script. */
function loopRanges(list: ListNode): [number, number][] {
  const out: [number, number][] = [];
  const walkList = (l: ListNode) => l.items.forEach((it) => it.node.pipelines.forEach((p) => p.commands.forEach(walk)));
  const walk = (c: CommandNode): void => {
    switch (c.type) {
      case 'brace':
      case 'subshell':
        return walkList(c.body);
      case 'if':
        c.clauses.forEach((cl) => (walkList(cl.cond), walkList(cl.body)));
        if (c.elseBody) walkList(c.elseBody);
        return;
      case 'while':
      case 'until':
        out.push([c.offset, c.end]);
        return walkList(c.body);
      case 'for':
        out.push([c.offset, c.end]);
        return walkList(c.body);
      case 'case':
        return c.items.forEach((it) => walkList(it.body));
      case 'function':
        return walk(c.body);
    }
  };
  walkList(list);
  return out;
}

/** The pipeline ending at `end` is followed by `||` or `&&` (not `|| true`, which ignores failures on purpose). */
function andOrOperand(script: string, end: number): boolean {
  const after = script.slice(end).replace(/^(?:[ \t]|\\\n)*/, '');
  return /^(\|\||&&)/.test(after) && !/^\|\|\s*(true|:)(\s|;|$)/.test(after);
}

/** Every command feeding the pipe is `find .` (the app directory always exists), or nothing significant. */
function upstreamCannotFail(f: ScriptFacts, pl: PipelineFact): boolean {
  const upstream = f.commands.filter((c) => c.offset >= pl.offset && c.end <= pl.end && c.stdout === 'pipe' && !c.inSubstitution && significant(c));
  return upstream.length > 0 && upstream.every((c) => c.name === 'find' && (c.argv[1] === '.' || c.argv[1] === './'));
}

/** The next statement after `end` tests `$?`. */
function checksStatus(script: string, end: number): boolean {
  const rest = script.slice(end).replace(/^[ \t]*(#[^\n]*)?/, '');
  const next = /^[;\n\s]*([^\n;]*)/.exec(rest)?.[1] ?? '';
  return /\$\{?\?\}?/.test(next);
}

function hintFor(shell: ShellScript, f: ScriptFacts, kind: Problem['kind']): string {
  const wantPipefail = kind === 'pipefail' || f.pipelines.some((p) => p.commands > 1 && p.significantUpstream && !p.pipefailActive);
  const line = wantPipefail ? (f.errexit.set && f.errexit.early ? 'set -o pipefail' : 'set -eo pipefail') : 'set -e';
  return `start the script with \`${line}\`${shell.shell === 'bash' || !wantPipefail ? '' : ' (or run it with `bash -c`)'}${kind === 'errexit' ? ', or end each step with `|| exit 1`' : ''}`;
}

