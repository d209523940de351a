import { isScalar } from 'yaml';
import { defineRule } from './types.js';
import type { Container, NodeRef } from '../model/types.js';
import { analyzeScript, scriptOfCommand, firstMaskedFailure, swallowedFailure, findExecHint } from '../shell/index.js';
import { oneLine } from '../model/plugin-scripts.js';

// An init container that installs tools for the repo-server pod succeeds when its shell script
// exits 0: Kubernetes looks at nothing else. A step that fails in the middle (a download, an
// extraction) without `set -e`, or upstream of a pipe without pipefail, leaves the tools missing or
// broken while the pod starts normally; plugins then fail on every render. A folded block scalar
// (`>-`) joins lines at the same indentation with a space, so a line that does not end with `&&`,
// `;` or `|` passes the next command as arguments to the previous one.
const CONTINUES = /(&&|\|\||\||;|\\|\{|\(|\bthen|\bdo|\belse|\bin|&)\s*$/;
const STARTS_CLAUSE = /^(&&|\|\||\||;|then\b|do\b|done\b|fi\b|else\b|elif\b|esac\b|\}|\))/;
/** first words that start a new command far more often than they continue an argument list */
const COMMANDS = new Set(['wget', 'curl', 'chmod', 'chown', 'mv', 'cp', 'tar', 'mkdir', 'ln', 'rm', 'echo', 'cd', 'apk', 'apt-get', 'apt', 'yum', 'dnf', 'microdnf', 'install', 'unzip', 'gunzip', 'helm', 'kustomize', 'export', 'set', 'ls', 'cat', 'sh', 'bash', 'touch', 'pip', 'pip3', 'npm', 'go', 'git', 'sed', 'printf', 'exit', 'test', 'if', 'for', 'while']);

export default defineRule({
  meta: {
    id: 'init-container-script',
    severity: 'warning',
    description: "an init container's shell script of the repo-server pod can exit 0 after a failed step (no `set -e`, a pipe without pipefail, lines folded into one command)",
  },
  check({ model, report }) {
    const seen = new Set<unknown>();
    for (const pod of model.pods) {
      for (const c of pod.initContainers) {
        if (seen.has(c.ref.identity())) continue;
        seen.add(c.ref.identity());
        judge(c);
      }
    }

    function judge(c: Container) {
      const command = c.command ?? [];
      const args = c.args ?? [];
      // $(VAR) in a container is the kubelet's expansion, done before the shell runs: read it as ${VAR}
      const k8s = (v: string) => v.replace(/(^|[^$])\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (_, a: string, n: string) => `${a}\${${n}}`);
      const sh = scriptOfCommand(command.map(k8s), args.map(k8s));
      if (!sh) return;
      const i = sh.scriptIndex;
      const node = i < command.length ? c.ref.getIn(['command', i]) : c.ref.getIn(['args', i - command.length]);
      // (the scalar's style and place are the positioned parse's: a lazily read document is parsed for them)
      const fused = node ? foldedFusion(node.positioned()) : undefined;
      if (fused) {
        report({
          loc: fused.loc,
          message: `init container \`${c.name}\`: this folded (\`>\`) script joins \`${fused.line}\` and the next line \`${fused.next}\` into one command, so \`${fused.next.split(/\s+/)[0]}\` becomes an argument of \`${fused.line.split(/\s+/)[0]}\` instead of running`,
          hint: 'end the line with `&&` (or use a literal block `|`, which keeps line breaks, and start it with `set -e`)',
        });
        return;
      }
      const facts = analyzeScript(sh.script, { errexit: sh.errexit, pipefail: sh.pipefail });
      if (facts.parseErrors.length) return;
      const at = (start: number, end: number) => (node ? foldedLineLoc(node.positioned(), sh.script.slice(start, end)) ?? node.scalarOffsetLoc(start, end) : c.ref.loc());
      const swallowed = swallowedFailure(facts);
      if (swallowed) {
        const text = oneLine(sh.script.slice(swallowed.offset, swallowed.end));
        report({
          loc: at(swallowed.offset, swallowed.end),
          message: `init container \`${c.name}\`: \`${text}\` ends with \`|| echo\`, so when a step fails the message is printed and the container still exits 0: Kubernetes starts the pod with missing or broken tools`,
          hint: 'end the handler with a failure: `|| { echo "…" >&2; exit 1; }`',
        });
        return;
      }
      const masked = firstMaskedFailure(facts);
      if (!masked) return;
      const text = oneLine(sh.script.slice(masked.offset, masked.end));
      report({
        loc: at(masked.offset, masked.end),
        message:
          masked.kind === 'find-exec'
            ? `init container \`${c.name}\`: \`${text}\` exits 0 even when \`${masked.program}\` fails for a file (with \`-exec … \\;\` that status only decides the action's truth), so ${masked.errexit ? '`set -e` does not stop the script and ' : ''}the container can exit 0 and the pod start with missing or broken tools`
            : masked.kind === 'errexit'
              ? `init container \`${c.name}\` runs \`${text}\` without \`set -e\` and more commands follow: if it fails the script goes on, exits 0, and the pod starts with missing or broken tools`
              : `init container \`${c.name}\`: in \`${text}\` only the last command's status counts (no \`pipefail\`): a failed download still exits 0 and the pod starts with missing or broken tools`,
        hint:
          masked.kind === 'find-exec'
            ? findExecHint(masked)
            : masked.kind === 'errexit'
              ? 'start the script with `set -e` (or join the steps with `&&`)'
              : `start the script with \`set -eo pipefail\`${sh.shell === 'bash' ? '' : ' (run it with `bash -c`, or download to a file first where the shell has no pipefail)'}`,
      });
    }
  },
});

/**
 * Folded and multi-line plain scalars lose their line breaks, so offsets in the value do not map to
 * the source: find the source line where the snippet starts (its first words are on one line).
 */
function foldedLineLoc(ref: NodeRef, snippet: string): ReturnType<NodeRef['loc']> | undefined {
  const n = ref.node;
  if (!isScalar(n) || !n.range || (n.type !== 'BLOCK_FOLDED' && !(n.type === 'PLAIN' && String(n.value).length < n.range[1] - n.range[0] && ref.src.text.slice(n.range[0], n.range[1]).includes('\n')))) return undefined;
  const head = snippet.trim().split(/\s+/).slice(0, 3).join(' ');
  if (!head) return undefined;
  const text = ref.src.text.slice(n.range[0], n.range[1]);
  let off = n.range[0];
  for (const line of text.split('\n')) {
    const norm = line.trim().split(/\s+/).join(' ');
    const i = norm.indexOf(head);
    if (i >= 0 && line.trim()) {
      const start = off + (line.length - line.trimStart().length);
      return ref.src.loc(start, off + line.replace(/\s+$/, '').length);
    }
    off += line.length + 1;
  }
  return undefined;
}

/** In a folded block scalar, the first pair of lines that YAML joins into one shell command line. */
function foldedFusion(ref: NodeRef): { loc: ReturnType<NodeRef['loc']>; line: string; next: string } | undefined {
  const n = ref.node;
  if (!isScalar(n) || n.type !== 'BLOCK_FOLDED' || !n.range) return undefined;
  const text = ref.src.text;
  const headerEnd = text.indexOf('\n', n.range[0]);
  if (headerEnd < 0) return undefined;
  const body = text.slice(headerEnd + 1, n.range[1]);
  const lines: { text: string; offset: number }[] = [];
  let off = headerEnd + 1;
  for (const l of body.split('\n')) {
    lines.push({ text: l.replace(/\r$/, ''), offset: off });
    off += l.length + 1;
  }
  const first = lines.find((l) => l.text.trim() !== '');
  if (!first) return undefined;
  const indent = first.text.length - first.text.trimStart().length;
  const atBase = (l: string) => l.trim() !== '' && l.length - l.trimStart().length === indent;
  for (let k = 0; k + 1 < lines.length; k++) {
    const a = lines[k].text;
    const b = lines[k + 1].text;
    if (!atBase(a) || !atBase(b)) continue; // blank or more-indented lines keep their line break
    const at = a.trim();
    const bt = b.trim();
    if (at.startsWith('#') || CONTINUES.test(at) || STARTS_CLAUSE.test(bt)) continue;
    const word = bt.split(/\s+/)[0];
    if (!COMMANDS.has(word)) continue;
    const start = lines[k].offset + indent;
    return { loc: ref.src.loc(start, lines[k].offset + a.length), line: oneLine(at), next: oneLine(bt) };
  }
  return undefined;
}
