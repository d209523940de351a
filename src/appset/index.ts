// ApplicationSets in render and diff: generated Applications and the ApplicationSets that generate
// nothing here (src/appset/expand.ts does the work).
import type { AppSource } from '../model/types.js';
import { emptyResult, type RenderResult } from '../render/index.js';
import { appSetMark, type AppSetProblem, type GeneratedBy } from './expand.js';

export { expandSources, expandAppSet, repoView, appSetMark, standIn, type AppSetProblem, type GeneratedBy, type SourcesExpansion } from './expand.js';

/** "ApplicationSet `name` (file:line)" for a generated Application, else undefined. */
export function generatedByText(s: AppSource | undefined): string | undefined {
  const g = s && appSetMark(s)?.generatedBy;
  return g ? describe(g) : undefined;
}

export const describe = (g: GeneratedBy) => `ApplicationSet ${g.appset ? JSON.stringify(g.appset) : '(no name)'} at ${g.file}:${g.line}`;

/** The render result of a placeholder source (an ApplicationSet that generates nothing here), else undefined. */
export function appSetResult(s: AppSource): RenderResult | undefined {
  const mark = appSetMark(s);
  const p: AppSetProblem | undefined = mark?.problem;
  if (!p && mark?.generatedBefore === undefined) return undefined;
  const r = emptyResult(s, { kind: 'ApplicationSet', name: s.app.name, namespace: s.app.namespace, file: s.app.file, path: s.path });
  if (!p) return r; // base side: its generated Applications are compared one by one only when head generates too
  if (p.kind === 'not-evaluable') r.skipped = p.message;
  else r.error = { stage: 'appset', message: p.message, reason: 'the ApplicationSet generates no Applications', hint: 'Argo CD reports this error on the ApplicationSet and generates no Applications from it' };
  return r;
}
