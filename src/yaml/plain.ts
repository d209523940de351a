// js-yaml's plain values (the core schema), with what decides whether a document may be read without
// positions: anchors, found by js-yaml itself, and merge keys.
//
// A document with an anchor goes to the positioned path, which bounds alias expansion and reports an
// alias bomb; js-yaml shares an aliased value between its uses, so a walk of the value it returns
// (relevance, a schema check, a copy) can take exponential time. A pattern alone cannot say it: an
// anchor's name may start with any character but white space and `,[]{}` (`&>a`, `&.a`), and a
// pattern that takes them all also takes every `a && b` of a shell script. So the pattern only says
// where to look, and js-yaml's own anchor table answers.
import { load, loadAll, CORE_SCHEMA } from 'js-yaml';

/** `&` or `*` where a node can start (a line's start, white space, `[ { ,`), then a character an anchor's name can hold */
const MAY_HOLD_ANCHOR = /(?:^|[\s[{,])[&*][^\s,[\]{}]/m;

/** a `<<` key, plain (`<<:`) or explicit (`? <<`): the positioned path merges it, js-yaml's core schema keeps it as a key */
const MAY_HOLD_MERGE_KEY = /(?:^|[\s[{,])<<(?=[ \t]*(?::|#|\r?$))/m;

export function mayHoldMergeKey(text: string): boolean {
  return MAY_HOLD_MERGE_KEY.test(text);
}

/** The listener option that sets `seen.anchored` once a document has an anchor in js-yaml's table. */
function anchorWatch(seen: { anchored: boolean }): { listener: (event: string, state: unknown) => void } {
  return {
    listener: (event, state) => {
      if (seen.anchored || event !== 'close') return;
      for (const _ in (state as { anchorMap: Record<string, unknown> }).anchorMap) {
        seen.anchored = true;
        break;
      }
    },
  };
}

/** js-yaml's value of a one-document text, and whether it holds an anchor. Throws what js-yaml throws. */
export function loadPlain(text: string): { value: unknown; anchored: boolean } {
  if (!MAY_HOLD_ANCHOR.test(text)) return { value: load(text, { schema: CORE_SCHEMA }), anchored: false };
  const seen = { anchored: false };
  const value = load(text, { schema: CORE_SCHEMA, ...anchorWatch(seen) });
  return { value, anchored: seen.anchored };
}

/** js-yaml's values of every document of a text, and whether any holds an anchor. Throws what js-yaml throws. */
export function loadAllPlain(text: string): { docs: unknown[]; anchored: boolean } {
  if (!MAY_HOLD_ANCHOR.test(text)) return { docs: loadAll(text, undefined, { schema: CORE_SCHEMA }), anchored: false };
  const seen = { anchored: false };
  const docs = loadAll(text, undefined, { schema: CORE_SCHEMA, ...anchorWatch(seen) });
  return { docs, anchored: seen.anchored };
}
