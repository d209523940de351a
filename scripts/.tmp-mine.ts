// temporary (helper-local, deleted before handing back): run only the plugin-definition rules
import { loadModel } from '../src/lint.js';
import { ALL_RULES } from '../src/rules/index.js';
const MINE = ['plugin-name-invalid','plugin-duplicate-name','plugin-discover-multiple','plugin-discover-glob','plugin-discover-catch-all','plugin-generate-stdout','plugin-shell-errexit','plugin-not-mounted'];
const paths = process.argv.slice(2);
const { model } = await loadModel(paths, { cwd: process.cwd() });
for (const r of ALL_RULES.filter((r) => MINE.includes(r.meta.id))) {
  r.check({ model, where: (l) => `${l.file}:${l.line}`, report: (a) => console.log(`${a.loc.file}:${a.loc.line}:${a.loc.column} ${a.severity ?? r.meta.severity} ${r.meta.id}: ${a.message}\n    hint: ${a.hint ?? ''}`) });
}
