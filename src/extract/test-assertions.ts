// Files that describe the state a test expects to find in a cluster, not objects anyone applies.
//
// kuttl (and chainsaw's conventional file names) read `<step>-assert*.yaml` and
// `<step>-errors*.yaml` in a test step directory as partial objects that the live cluster must (or
// must not) match: an Application there lists only the fields the test checks (often just its
// status), so judging it as a manifest gives false `app-schema` errors, and its plugin or sidecar
// shapes are not part of any deployment. Their documents are not read; their syntax errors still are.
import { posix } from 'node:path';

const ASSERTION_FILE = /^\d+-(?:assert|errors?)(?:[-_.][^/]*)?\.ya?ml$/i;

export function isTestAssertionFile(path: string): boolean {
  return ASSERTION_FILE.test(posix.basename(path.replace(/\\/g, '/')));
}
