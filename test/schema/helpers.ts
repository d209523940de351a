import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const fixture = (name: string): any => parse(readFileSync(new URL(`../fixtures/schema/${name}`, import.meta.url), 'utf8'));

/** A deep copy of a fixture with `edit` applied. */
export function edited(name: string, edit: (doc: any) => void): any {
  const doc = structuredClone(fixture(name));
  edit(doc);
  return doc;
}
