import { defineRule } from './types.js';
import type { BakedExpansion, HeredocBake } from '../model/types.js';

// A plugin.yaml baked into the sidecar image from a Dockerfile heredoc whose delimiter is not
// quoted is expanded when the image is built: BuildKit expands a COPY/ADD heredoc with the build's
// ARG/ENV values (dockerfile2llb `ExpandRaw`), and the shell of a `RUN cat <<EOF > …` expands its
// heredoc like any other. The `$ARGOCD_ENV_…`, `$ARGOCD_APP_…`, `$PARAM_…` and `$(…)` written for
// argocd-cmp-server are gone (empty, or the build's output) before the sidecar ever starts. One
// mistake (the delimiter), one finding per heredoc, at the first thing the build takes away; the
// others are listed with it. The rest of cmp-lint judges the plugin as baked (src/extract/heredoc-expand.ts).
export default defineRule({
  meta: {
    id: 'plugin-heredoc-expansion',
    severity: 'error',
    description: 'a plugin.yaml written from an unquoted Dockerfile heredoc has `$VAR`, `${…}`, `$(…)` or backslashes that the image build expands or removes',
  },
  check({ model, report }) {
    for (const img of model.images) {
      for (const b of img.heredocBakes ?? []) {
        const [first, ...more] = b.expansions;
        if (!first) continue;
        const who = b.instruction === 'RUN' ? 'the shell of this RUN expands' : 'BuildKit expands';
        const onlyBackslashes = b.expansions.every((e) => e.kind === 'backslash');
        const others = more.length ? ` (and ${more.length} more: ${more.slice(0, 3).map((e) => `\`${shown(e)}\` at ${e.loc.line}:${e.loc.column}`).join(', ')}${more.length > 3 ? ', …' : ''})` : '';
        const kept = b.kept.map((n) => `\`$${n}\``).join(', ');
        report({
          loc: first.loc,
          severity: onlyBackslashes ? 'warning' : undefined,
          message:
            `the plugin.yaml this ${b.instruction} writes is a heredoc with an unquoted delimiter (\`${b.marker}\`), which ${who} when the image is built: ` +
            `${effect(first)} in the baked plugin.yaml${others}, and argocd-cmp-server ${onlyBackslashes ? 'runs a different script than the one written' : 'never sees what was written'}`,
          hint: b.kept.length
            ? `escape what argocd-cmp-server must see (${escaped(b)}): quoting the delimiter would also stop ${kept}, which the build fills in on purpose`
            : b.quoted,
          related: [
            { loc: b.markerLoc, message: 'the unquoted delimiter' },
            ...more.slice(0, 20).map((e) => ({ loc: e.loc, message: `also ${effect(e)}` })),
          ],
        });
      }
    }
  },
});

function shown(e: BakedExpansion): string {
  return e.text.endsWith('\n') ? e.text.slice(0, -1) : e.text;
}

function effect(e: BakedExpansion): string {
  if (e.kind === 'backslash') return e.text.endsWith('\n') ? 'the `\\` that continues this line is removed' : `\`${e.text}\` loses its backslash`;
  if (e.kind === 'command') return `\`${e.text}\` runs during the build and leaves its output (or nothing)`;
  return e.becomes === '' ? `\`${e.text}\` becomes an empty string` : `\`${e.text}\` becomes \`${e.becomes}\``;
}

function escaped(b: HeredocBake): string {
  const e = b.expansions.find((x) => x.kind !== 'backslash') ?? b.expansions[0];
  return e.kind === 'backslash' ? `\`\\${shown(e)}\`` : `\`\\${e.text}\``;
}
