import { defineRule } from './types.js';
import { validatePlugin } from '../schema/validate.js';
import { pathText } from '../core/paths.js';
import { isWholeDocumentValue } from './helm-cmp-plugin-shape.js';

// Argo CD decodes plugin.yaml with encoding/json: a type mismatch, an empty metadata.name, a wrong
// kind or an empty generate command is fatal at sidecar start, so it crash-loops (reference 1.2, 1.3).
// Unknown keys are ignored silently; they are plugin-unknown-field's business.
export default defineRule({
  meta: {
    id: 'plugin-schema',
    severity: 'error',
    description: 'a plugin definition that makes the sidecar fail at startup (missing or mistyped required fields)',
  },
  check({ model, report }) {
    for (const p of model.plugins) {
      if (isWholeDocumentValue(p)) continue; // a chart value holding a whole document: helm-cmp-plugin-shape explains it
      for (const issue of validatePlugin(p.raw, { specOnly: p.specOnly })) {
        if (issue.keyword === 'additionalProperties') continue;
        const field = pathText(issue.path, p.specOnly);
        let message = `${field} ${issue.message}`;
        let hint: string | undefined;
        const last = issue.path[issue.path.length - 1];
        if (issue.keyword === 'required') {
          const missing = String(issue.params.missingProperty ?? '');
          message = `${pathText([...issue.path, missing], p.specOnly)} is missing`;
          if (missing === 'command' || (missing === 'generate' && !p.specOnly)) message += ': the sidecar fails with "spec.generate command should be non-empty"';
          if (missing === 'name') message += ': the sidecar fails with "metadata.name should be non-empty"';
          if (missing === 'command') hint = 'generate:\n  command: [sh, -c]\n  args: ["…"]';
          if (missing === 'kind' && issue.path.length === 0) {
            message += ': the sidecar fails with "kind should be ConfigManagementPlugin, found "';
            hint = 'kind: ConfigManagementPlugin';
          }
        } else if (issue.keyword === 'minLength' && pathText(issue.path, p.specOnly) === '`metadata.name`') {
          message += ': the sidecar fails with "metadata.name should be non-empty"';
        } else if (issue.keyword === 'minItems' && pathText(issue.path, p.specOnly) === '`spec.generate.command`') {
          message += ': the sidecar fails with "spec.generate command should be non-empty"';
          hint = 'generate:\n  command: [sh, -c]\n  args: ["…"]';
        } else if (last === 'command' && issue.keyword === 'type') {
          hint = 'write the command as a list: `command: [sh, -c]`';
        } else if (last === 'kind') {
          message += ': the sidecar fails with "kind should be ConfigManagementPlugin"';
          hint = 'kind: ConfigManagementPlugin';
        }
        report({ loc: p.ref.at(issue.path, issue.keyword === 'required'), message: `plugin ${p.name ? `\`${p.name}\`` : '(no name)'}: ${message}`, hint });
      }
    }
  },
});
