// Prints the forms matrix's recall, rule x form: `npx tsx test/forms/table.ts [--misses]`.
import { matrix, runCase } from './matrix.js';

const { broken, clean } = matrix();
const rows = new Map<string, Map<string, string>>();
const forms: string[] = [];
const misses: string[] = [];
let hit = 0;
for (const c of broken) {
  const got = await runCase(c);
  const ok = c.expect.every((e) => got.includes(e));
  const exact = ok && got.length === c.expect.length;
  if (ok) hit++;
  const key = `${c.group}/${c.fact} (${c.rule})`;
  if (!rows.has(key)) rows.set(key, new Map());
  if (!forms.includes(c.form)) forms.push(c.form);
  rows.get(key)!.set(c.form, exact ? 'Y' : ok ? 'y+' : got.some((g) => g.startsWith(c.rule + ' ')) ? 'pos' : '-');
  if (!exact) misses.push(`${c.group}/${c.fact} @ ${c.form}: want ${c.expect.join(', ')}; got ${got.join(', ') || '(nothing)'}`);
}
const cleanBad: string[] = [];
for (const c of clean) {
  const got = await runCase(c);
  if (got.length) cleanBad.push(`clean ${c.group} @ ${c.form}: ${got.join(', ')}`);
}
for (const group of ['sidecar', 'plugin', 'legacy', 'app', 'link', 'chart']) {
  const fs = forms.filter((f) => broken.some((c) => c.group === group && c.form === f));
  console.log(`\n| ${group} fact (rule) | ${fs.join(' | ')} |`);
  console.log(`|---|${fs.map(() => '---').join('|')}|`);
  for (const [k, m] of rows) if (k.startsWith(group + '/')) console.log(`| ${k} | ${fs.map((f) => m.get(f) ?? '').join(' | ')} |`);
}
console.log(`\nrecall: ${hit}/${broken.length} broken cases found at the exact position; clean twins with findings: ${cleanBad.length}/${clean.length}`);
if (process.argv.includes('--misses')) {
  for (const m of misses) console.log(m);
  for (const m of cleanBad) console.log(m);
}
