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
      const issues = r.issues ?? validateArgo(r.kind, r.raw);
      // the fields one mapping lacks are one mistake at one place (an env entry with neither `name`
      // nor `value`, a `spec:` left empty): one finding that names them all
      const missing = new Map<string, { path: (string | number)[]; fields: string[] }>();
      for (const issue of issues) {
        if (issue.keyword !== 'required') continue;
        const key = JSON.stringify(issue.path);
        const m = missing.get(key) ?? { path: issue.path, fields: [] };
        m.fields.push(String(issue.params.missingProperty ?? ''));
        missing.set(key, m);
      }
      const reported = new Set<string>();
      for (const issue of issues) {
        let message: string;
        let at = issue.path;
        if (issue.keyword === 'required') {
          const key = JSON.stringify(issue.path);
          if (reported.has(key)) continue;
          reported.add(key);
          const fields = missing.get(key)!.fields.map((f) => pathText([...issue.path, f]));
          message = fields.length === 1 ? `${fields[0]} is required` : `${fields.slice(0, -1).join(', ')} and ${fields[fields.length - 1]} are required`;
          // a field written with no value (`spec:`) is pruned by the API server, so it is missing:
          // point at that key rather than at the mapping that holds it
          const written = missing.get(key)!.fields.find((f) => r.ref.getIn([...issue.path, f]) !== undefined);
          if (written !== undefined) at = [...issue.path, written];
        } else {
          message = `${pathText(issue.path)} ${issue.message}`;
        }
        report({
          // a missing field points at the key of the mapping that lacks it
          loc: r.ref.at(at, issue.keyword === 'additionalProperties' || issue.keyword === 'required'),
          message: `${r.kind} ${resourceName(r.raw)}: ${message}`,
        });
      }
    }
  },
});
