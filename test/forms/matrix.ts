// The forms matrix: every (fact, form) pair as a broken case with the one finding it must give,
// and the same form written correctly (its clean twin), which must give none.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { lintIn, brief } from '../helpers/lint.js';
import { locate, type Anchor } from './text.js';
import { SIDECAR_FACTS, SIDECAR_FORMS, cleanSpec, sidecarAnchor } from './sidecars.js';
import { PLUGIN_FACTS, PLUGIN_FORMS, LEGACY_FORMS, APP_FACTS, APP_FORMS } from './definitions.js';
import { linkCases } from './links.js';
import { chartCases } from './chart-cmp.js';

export interface MatrixCase {
  /** the fact's group: sidecar, plugin, legacy, app */
  group: string;
  fact: string;
  rule: string;
  form: string;
  files: Record<string, string>;
  /** `rule file:line:col severity`; empty for a clean twin */
  expect: string[];
}

function expectAt(rule: string, severity: string, files: Record<string, string>, a: Anchor): string {
  const text = files[a.file];
  if (text === undefined) throw new Error(`no file ${a.file}`);
  const { line, column } = locate(text, a);
  return `${rule} ${a.file}:${line}:${column} ${severity}`;
}

export function matrix(): { broken: MatrixCase[]; clean: MatrixCase[] } {
  const broken: MatrixCase[] = [];
  const clean: MatrixCase[] = [];
  for (const form of SIDECAR_FORMS) {
    clean.push({ group: 'sidecar', fact: 'clean', rule: '', form: form.id, files: form.files(cleanSpec(), true), expect: [] });
    for (const fact of SIDECAR_FACTS) {
      const s = cleanSpec();
      fact.apply(s);
      const files = form.files(s, false);
      broken.push({ group: 'sidecar', fact: fact.id, rule: fact.rule, form: form.id, files, expect: [expectAt(fact.rule, fact.severity, files, sidecarAnchor(form, fact))] });
    }
  }
  for (const [group, facts, forms] of [
    ['plugin', PLUGIN_FACTS, PLUGIN_FORMS],
    ['legacy', [{ id: 'legacy-list', rule: 'legacy-cm-plugin', severity: 'error' }], LEGACY_FORMS],
    ['app', APP_FACTS, APP_FORMS],
  ] as const) {
    for (const form of forms) {
      const c = form.files(undefined);
      if (c) clean.push({ group, fact: 'clean', rule: '', form: form.id, files: c.files, expect: [] });
      for (const fact of facts) {
        const b = form.files(fact.id);
        if (!b) continue;
        broken.push({ group, fact: fact.id, rule: fact.rule, form: form.id, files: b.files, expect: b.at.map((a) => expectAt(fact.rule, fact.severity, b.files, a)) });
      }
    }
  }
  for (const [group, cases] of [
    ['link', linkCases()],
    ['chart', chartCases()],
  ] as const) {
    for (const c of cases) {
      if (c.fact === undefined) clean.push({ group, fact: 'clean', rule: '', form: c.form, files: c.files, expect: [] });
      else broken.push({ group, fact: c.fact, rule: c.rule, form: c.form, files: c.files, expect: c.at.map((a) => expectAt(c.rule, c.severity, c.files, a)) });
    }
  }
  return { broken, clean };
}

/** Lint the case's files in a fresh directory; every finding, briefly. */
export async function runCase(c: MatrixCase): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-forms-'));
  try {
    for (const [p, text] of Object.entries(c.files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), text);
    }
    const r = await lintIn(dir);
    return brief(r.findings);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
