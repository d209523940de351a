// Every YAML file and document of the fixtures and corpora, for the tests that compare a text-level
// shortcut with the full decision on all of them. Holdout corpora (`holdout*`) are never read.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every `*.yaml`/`*.yml` file under `dir`, in sorted order, outside holdout corpora and node_modules. */
export function* yamlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (/^holdout/.test(name) || name === 'node_modules') continue;
      yield* yamlFiles(p);
    } else if (/\.ya?ml$/i.test(name)) yield p;
  }
}

/**
 * The documents of a text, split where a `---` or `...` marker starts a line after a line feed (as
 * the loader splits them, found here with a regex of its own), each with its marker.
 */
export function splitDocuments(text: string): string[] {
  const starts = [0];
  for (const m of text.matchAll(/^(?:---|\.\.\.)(?=[ \t\r\n]|$)/gm)) if (m.index! > 0 && text.charCodeAt(m.index! - 1) === 10) starts.push(m.index!);
  starts.push(text.length);
  const out: string[] = [];
  for (let i = 0; i + 1 < starts.length; i++) out.push(text.slice(starts[i], starts[i + 1]));
  return out;
}

/** Every document of every YAML file under `dir`; `variants` gives the texts of a file to split (default: the file's text). */
export function* yamlDocuments(dir: string, variants: (text: string) => string[] = (t) => [t]): Generator<{ file: string; text: string }> {
  for (const file of yamlFiles(dir)) {
    for (const whole of variants(readFileSync(file, 'utf8'))) for (const text of splitDocuments(whole)) yield { file, text };
  }
}
