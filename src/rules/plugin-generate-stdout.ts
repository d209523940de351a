import { defineRule } from './types.js';
import { pluginScript, legacyScripts, oneLine, pluginLabel, type PluginScript } from '../model/plugin-scripts.js';
import type { Command, NodeRef } from '../model/types.js';
import type { RuleContext } from './types.js';
import { analyzeScript, stdoutWriters } from '../shell/index.js';

// Argo CD parses everything `generate` prints on stdout as a YAML/JSON manifest stream; a log
// line there fails the app with "failed to unmarshal manifest" (reference 4.3, 8.8). stderr is
// only logged, and `init`'s stdout is discarded, so only generate is checked.
export default defineRule({
  meta: {
    id: 'plugin-generate-stdout',
    severity: 'warning',
    description: '`generate` prints non-manifest text (log lines, tool progress) on stdout',
  },
  check({ model, report }) {
    for (const p of model.plugins) {
      if (p.generate) judge(p.generate, pluginScript(p, 'generate'), `plugin ${pluginLabel(p)}`, p.ref, report);
    }
    // the removed argocd-cm plugins' generate output was parsed the same way (kube.SplitYAML)
    for (const l of model.legacy) {
      for (const p of l.plugins) {
        if (p.generate) judge(p.generate, legacyScripts(p).find((s) => s.role === 'generate'), `legacy plugin \`${p.name || 'unnamed'}\``, p.ref, report);
      }
    }
  },
});

function judge(gen: Command, inline: PluginScript | undefined, label: string, fallback: NodeRef, report: RuleContext['report']): void {
  if (gen.command.length === 0) return;
  const shell = inline?.shell;
  // without a shell, Argo CD runs the argv directly: read it as one command
  const script = shell ? shell.script : [...gen.command, ...gen.args].map(quote).join(' ');
  const facts = inline ? inline.facts : analyzeScript(script);
  if (facts.parseErrors.length > 0) return; // cannot tell what runs
  const scriptRef = inline?.node;
  // one mistake (a script that logs to stdout), one finding: the first writer, with the count
  const writers = stdoutWriters(facts);
  const w = writers[0];
  if (!w) return;
  const text = oneLine(script.slice(w.offset, w.end));
  const loc = scriptRef ? scriptRef.scalarOffsetLoc(w.offset, w.end) : (gen.ref?.get('command') ?? gen.ref ?? fallback).loc();
  const why = w.errorMessage
    ? `it is an error message before a failing \`exit\`: on stdout Argo CD drops it and shows only "exit status 1"`
    : `Argo CD parses generate's stdout as manifests and fails the app with "failed to unmarshal manifest"`;
  const more = writers.length > 1 ? ` (and ${writers.length - 1} more command${writers.length > 2 ? 's' : ''} in this script print to stdout: ${writers.slice(1, 4).map((x) => `\`${oneLine(script.slice(x.offset, x.end))}\``).join(', ')}${writers.length > 4 ? ', …' : ''})` : '';
  report({
    loc,
    message: `${label}: \`${text}\` in \`generate\` prints to stdout (${w.reason}); ${why}${more}`,
    hint: shell
      ? `send ${writers.length > 1 ? 'each of them' : 'it'} to stderr: ${text.endsWith('...') ? 'append `>&2` to the command' : `\`${text} >&2\``}${w.errorMessage ? '' : ', or move it to `init`, whose output is discarded'}${writers.length > 1 ? ' (or put `exec 3>&1 1>&2` at the top and print manifests with `>&3`)' : ''}`
      : 'wrap the command in a script that prints only manifests',
  });
}

function quote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}


