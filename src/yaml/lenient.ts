// Which parser errors Kubernetes' own YAML reader (go-yaml, through sigs.k8s.io/yaml) does not
// make: a document that breaks only `yaml`'s stricter reading is not a `yaml-syntax` finding.
//
// The one form known to matter: a quoted scalar (single or double) whose continuation lines are
// indented no deeper than its key. go-yaml writes descriptions that way itself (controller-gen
// CRDs, `kubectl get -o yaml` of long annotations) and reads them back; the YAML 1.2 spec and the
// `yaml` package ask for deeper indentation and report a missing closing quote. js-yaml reads the
// form as go-yaml does, so a document whose first error is of that kind and that js-yaml reads
// whole is taken as readable. Anything else (an unclosed quote at the end, a flow collection
// broken by a placeholder) js-yaml rejects too, and the error stays.
import { parseAllDocuments, type Document } from 'yaml';
import { loadAll, CORE_SCHEMA } from 'js-yaml';

/**
 * Whether `doc` (of `text`) fails only the strict reading of an under-indented quoted scalar: its
 * first error is a missing closing quote (what follows is the parser's own recovery) and js-yaml
 * reads the document.
 */
export function goYamlReads(doc: Document.Parsed, text: string): boolean {
  const first = doc.errors[0];
  if (!first || first.code !== 'MISSING_CHAR' || !/closing .?quote/i.test(first.message)) return false;
  const r = doc.range;
  if (!r) return false;
  // the document's whole text (a quote error may make the parser end the document early: read to
  // the next document marker)
  const from = r[0];
  const next = text.slice(r[2] ?? r[1]).search(/^---(?:[ \t]|$)/m);
  const to = next < 0 ? text.length : (r[2] ?? r[1]) + next;
  try {
    loadAll(text.slice(from, to), undefined, { schema: CORE_SCHEMA });
    return true;
  } catch {
    return false;
  }
}

/** `${NAME}`, `${NAME:-default}`: a placeholder that envsubst, Flux's post-build substitution or an envsubst plugin fills in. */
const SUBST = /\$\{[A-Za-z_][A-Za-z0-9_]*(?:[:]?[-=+?][^{}\n]*)?\}/g;

/**
 * Whether `doc`'s only trouble is a `${VAR}` placeholder: with each one read as a plain word of the
 * same length, the document parses. Such a file is the input of a substitution tool (Flux
 * `postBuild.substitute`, envsubst, an envsubst CMP), which replaces the text before anything reads
 * it as YAML (`targets: [host.${DOMAIN}:8200]` is a flow mapping inside a flow sequence as written).
 */
export function onlyPlaceholdersBreak(doc: Document.Parsed, text: string): boolean {
  const r = doc.range;
  if (!r) return false;
  const slice = text.slice(r[0], r[2] ?? r[1]);
  if (!slice.includes('${')) return false;
  const masked = slice.replace(SUBST, (m) => 'x'.repeat(m.length));
  if (masked === slice) return false;
  try {
    return parseAllDocuments(masked, { uniqueKeys: false, strict: false, logLevel: 'silent' }).every((d) => d.errors.length === 0);
  } catch {
    return false;
  }
}
