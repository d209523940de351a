// Replaced at bundle time by esbuild's `define`; falls back to package.json when run from sources.
declare const __CMP_LINT_VERSION__: string | undefined;
import { readFileSync } from 'node:fs';

export const VERSION: string =
  typeof __CMP_LINT_VERSION__ === 'string'
    ? __CMP_LINT_VERSION__
    : (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
