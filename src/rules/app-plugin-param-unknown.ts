import { defineRule } from './types.js';
import { closest } from '../config.js';
import { socketOrder } from '../discover/index.js';
import { pluginScripts, pluginLabel } from '../model/plugin-scripts.js';
import type { PluginDef } from '../model/types.js';
import { sourceOverrides } from '../model/links.js';

// A plugin announces its parameters statically (spec.parameters.static) or by running
// parameters.dynamic. Argo CD passes every parameter an Application sets, announced or not, as
// ARGOCD_APP_PARAMETERS and PARAM_<NAME> (reference 4.2), so an unannounced name is not an error:
// it is usually a typo or a parameter of another plugin, which the plugin then ignores. Only
// judged when the Application names a plugin in scope that has no dynamic announcements.
export default defineRule({
  meta: {
    id: 'app-plugin-param-unknown',
    // info, not warning: Argo CD passes every parameter an Application sets, announced or not
    // (ARGOCD_APP_PARAMETERS, PARAM_<NAME>), and a plugin may read names it never announces; only a
    // likely typo or a parameter meant for another plugin is worth a look
    severity: 'info',
    description: 'an Application sets a plugin parameter the plugin does not announce (it still reaches the plugin)',
  },
  check({ model, report, where }) {
    // also the parameters of a `.argocd-source*.yaml` override, merged into the source (ref 3.1)
    for (const s of [...model.sources, ...sourceOverrides(model)]) {
      const name = s.plugin?.name;
      if (!name || !s.plugin!.parameters.length) continue;
      const p = socketOrder(model.plugins).find((x) => x.socketName === name);
      if (!p || p.parameters.dynamic) continue;
      const announced = p.parameters.static.map((a) => a.name);
      const reads = scriptReads(p);
      // without announcements, a script that parses the JSON may accept any name
      if (announced.length === 0 && reads.has('ARGOCD_APP_PARAMETERS')) continue;
      const declaredAt = where((p.ref.getIn(['spec', 'parameters']) ?? p.ref.get('parameters') ?? p.nameRef ?? p.ref).keyLoc());
      for (const param of s.plugin!.parameters) {
        if (!param.name || announced.includes(param.name)) continue;
        if (/\{\{/.test(param.name) && s.templated) continue;
        const env = paramEnvName(param.name);
        if ([...reads].some((r) => r === env || r.startsWith(env + '_'))) continue; // the script reads PARAM_<NAME> itself
        const near = closest(param.name, announced);
        const list = announced.length ? `announces ${announced.map((a) => `\`${a}\``).join(', ')}` : 'announces no parameters';
        report({
          loc: (param.ref?.get('name') ?? param.ref ?? s.plugin!.ref).loc(),
          message:
            `${s.app.label} sets parameter \`${param.name}\`, but plugin ${pluginLabel(p)} (${declaredAt}) ${list} and has no parameters.dynamic: ` +
            `it reaches the plugin only as \`${env}\` and in ARGOCD_APP_PARAMETERS, and nothing shows it in the UI, so the plugin most likely ignores it`,
          hint: near ? `name: ${near}` : `announce it under \`spec.parameters.static\` of plugin ${pluginLabel(p)} (\`- name: ${param.name}\`), or remove it`,
        });
      }
    }
  },
});

/** PARAM_ + upper-cased name with every character outside [A-Z0-9_] replaced by `_` [4.2]. */
function paramEnvName(name: string): string {
  return 'PARAM_' + name.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
}

/** what the scripts read, and what they were written to read before an image build expanded it away (plugin-heredoc-expansion reports that) */
function scriptReads(p: PluginDef): Set<string> {
  return new Set([...pluginScripts(p).flatMap((sc) => sc.facts.varReads.map((r) => r.name)), ...(p.bakedAway ?? [])]);
}
