// Test helpers: run the real lint pipeline on fixture files and summarise findings compactly.
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';
import { lint } from '../../src/lint.js';
import { parseConfig, defaultConfig, type Config } from '../../src/config.js';
import type { Finding } from '../../src/core/finding.js';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURES = join(REPO, 'test', 'fixtures');
/** ../shared next to the repository (present on developer machines and in CI, absent on a fresh clone). */
export const SHARED = join(REPO, '..', 'shared');
export const hasShared = existsSync(join(SHARED, 'corpus'));

export async function lintIn(cwd: string, paths: string[] = ['.'], config?: Config | string) {
  const cfg = typeof config === 'string' ? parseConfig('.cmp-lint.yaml', config) : (config ?? defaultConfig());
  return lint({ cwd, paths, config: cfg });
}

/** `rule-id file:line:col severity` per finding, in report order. */
export function brief(findings: Finding[]): string[] {
  return findings.map((f) => `${f.ruleId} ${f.file}:${f.line}:${f.column} ${f.severity}`);
}
