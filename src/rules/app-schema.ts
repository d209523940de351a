import { defineRule } from './types.js';
import { validateArgo } from '../schema/validate.js';
import { pathText } from '../core/paths.js';
import { resourceName } from '../core/format.js';

// The API server validates Applications, ApplicationSets and AppProjects against their CRD schemas
// (reference/crds): a mismatch is rejected at apply time, or pruned away silently for unknown fields.
export default defineRule({
  meta: {
    id: 'app-schema',
    severity: 'error',
    description: "an Application, ApplicationSet or AppProject that does not match Argo CD's CRD schema",
  },
  check({ model, report }) {
    for (const r of model.argoResources) {
      for (const issue of validateArgo(r.kind, r.raw)) {
        const field = issue.keyword === 'required' ? pathText([...issue.path, String(issue.params.missingProperty ?? '')]) : pathText(issue.path);
        const message = issue.keyword === 'required' ? `${field} is required` : `${field} ${issue.message}`;
        report({
          // a missing field points at the key of the mapping that lacks it
          loc: r.ref.at(issue.path, issue.keyword === 'additionalProperties' || issue.keyword === 'required'),
          message: `${r.kind} ${resourceName(r.raw)}: ${message}`,
        });
      }
    }
  },
});
