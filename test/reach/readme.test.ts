// The README's examples, run or checked against the real thing: the quick-start command and the
// output it shows, the command synopses and option tables (every command and flag exists), the
// npx commands, the configuration example (a valid .cmp-lint.yaml), the workflow and pre-commit
// examples (their inputs and hook ids exist), the editor settings (valid JSON) and the npm scripts.
// npm install from GitHub needs the network: test/reach/npm.test.ts installs the packed tarball.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { REPO } from '../helpers/lint.js';

const README = readFileSync(join(REPO, 'README.md'), 'utf8');
const CLI = join(REPO, 'dist', 'cli.js');

interface Block {
  lang: string;
  body: string;
  /** the paragraph just before the fence */
  before: string;
}
const blocks: Block[] = [...README.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1], body: m[2], before: README.slice(Math.max(0, m.index! - 300), m.index) }));

function cli(args: string[], cwd = REPO) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `cmp-lint …` / `npx cmp-lint …` / `node dist/cli.js …` lines of sh blocks, as argv after the binary. */
function shellCommands(): string[][] {
  const out: string[][] = [];
  for (const b of blocks.filter((x) => x.lang === 'sh')) {
    for (const raw of b.body.split('\n')) {
      for (const part of raw.replace(/#.*$/, '').split('&&')) {
        const words = part.trim().split(/\s+/).filter(Boolean);
        const i = words.findIndex((w, k) => w === 'cmp-lint' || (w === 'dist/cli.js' && words[k - 1] === 'node'));
        if (i >= 0 && (words[0] === 'npx' || words[0] === 'node' || words[0] === 'cmp-lint')) out.push(words.slice(i + 1));
      }
    }
  }
  return out;
}

test('quick start: the command runs and prints what the README shows', () => {
  const cmds = shellCommands();
  assert.ok(cmds.some((c) => c.join(' ') === 'examples/helmfile'), 'the quick start lints examples/helmfile');
  const r = cli(['examples/helmfile']);
  assert.equal(r.code, 1, r.stderr);
  const shown = blocks.find((b) => b.lang === '' && b.before.includes('the output starts like this'));
  assert.ok(shown, 'the README shows the output');
  const lines = shown.body.trimEnd().split('\n');
  const cut = lines.indexOf('…');
  assert.ok(cut > 0);
  const actual = r.stdout.trimEnd().split('\n');
  assert.deepEqual(actual.slice(0, cut), lines.slice(0, cut), 'the first findings as shown');
  assert.equal(actual.filter((l) => l.startsWith('✖')).pop(), lines[lines.length - 1], 'the summary line as shown');
});

test('every cmp-lint command line of the sh examples runs without a usage error or a crash', () => {
  const cmds = shellCommands();
  assert.ok(cmds.length >= 3);
  for (const args of cmds) {
    const r = cli(args);
    assert.ok(r.code === 0 || r.code === 1, `cmp-lint ${args.join(' ')}: exit ${r.code}\n${r.stderr}`);
  }
});

test('synopses and option tables: every command and flag the README names exists', () => {
  const known = new Map<string, string>(); // command -> its --help
  const help = (cmd: string) => {
    if (!known.has(cmd)) {
      const r = cli(cmd ? [cmd, '--help'] : ['--help']);
      assert.equal(r.code, 0, `cmp-lint ${cmd} --help`);
      known.set(cmd, r.stdout);
    }
    return known.get(cmd)!;
  };
  let checked = 0;
  for (const b of blocks.filter((x) => x.lang === '')) {
    // synopsis lines: cmp-lint <command> … with continuation lines indented under it
    let cmd: string | undefined;
    for (const line of b.body.split('\n')) {
      const m = /^cmp-lint(?: (\w+))?(?:\s|$)/.exec(line);
      if (m) cmd = m[1] && !['lint'].includes(m[1]) && /^[a-z]+$/.test(m[1]) ? m[1] : '';
      else if (!/^\s/.test(line)) cmd = undefined;
      if (cmd === undefined) continue;
      if (m && m[1] && cmd) assert.match(help(''), new RegExp(`cmp-lint ${cmd}\\b`), `${cmd} is listed in cmp-lint --help`);
      for (const flag of line.matchAll(/(?<![\w-])(--[a-z][a-z-]+)/g)) {
        assert.ok(help(cmd).includes(flag[1]), `cmp-lint ${cmd || 'lint'} --help lists ${flag[1]}`);
        checked++;
      }
    }
  }
  // the options tables: `-x, --long` rows
  for (const row of README.matchAll(/^\| `(-\w, )?(--[a-z-]+)[^|]*\|/gm)) {
    const flag = row[2];
    if (['--fail-on', '--format', '--output', '--config', '--color', '--no-color', '--help', '--context', '--quiet', '--print-config', '--version'].includes(flag)) {
      assert.ok(help('').includes(flag), `lint --help lists ${flag}`);
      checked++;
    }
  }
  assert.ok(checked > 20, `checked ${checked} flags`);
});

test('the .cmp-lint.yaml example is a valid configuration', () => {
  const b = blocks.find((x) => x.lang === 'yaml' && x.body.includes('cmp-lint-config.schema.json') && x.body.includes('rules:'));
  assert.ok(b);
  const dir = mkdtempSync(join(tmpdir(), 'cmp-lint-readme-'));
  try {
    writeFileSync(join(dir, '.cmp-lint.yaml'), b.body);
    const r = cli(['--print-config'], dir);
    assert.equal(r.code, 0, r.stderr);
    const cfg = JSON.parse(r.stdout);
    assert.equal(cfg.file, '.cmp-lint.yaml');
    assert.equal(cfg.rules['sidecar-resources'], 'off');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('workflow examples: valid YAML; the cmp-lint step uses only inputs and outputs action.yml has', () => {
  const action = parseYaml(readFileSync(join(REPO, 'action.yml'), 'utf8'));
  const flows = blocks.filter((x) => x.lang === 'yaml' && /^# \.github\/workflows\//.test(x.body));
  assert.ok(flows.length >= 2);
  let steps = 0;
  for (const b of flows) {
    const doc = parseYaml(b.body.startsWith('# .github/workflows/cmp-lint.yml:') ? `steps:\n${b.body}` : b.body);
    const all = [...Object.values(doc.jobs ?? {}).flatMap((j: any) => j.steps ?? []), ...(doc.steps ?? [])];
    for (const s of all) {
      if (!String(s.uses ?? '').startsWith('cmp-lint/cmp-lint@')) continue;
      steps++;
      assert.doesNotMatch(s.uses, /@v\d/, 'no release tag exists yet');
      for (const k of Object.keys(s.with ?? {})) assert.ok(k in action.inputs, `input ${k} exists in action.yml`);
    }
    for (const m of b.body.matchAll(/steps\.cmp-lint\.outputs\.([a-z-]+)/g)) assert.ok(m[1] in action.outputs, `output ${m[1]} exists`);
  }
  assert.ok(steps >= 1);
  // the input table lists every input of action.yml
  for (const name of Object.keys(action.inputs)) assert.match(README, new RegExp(`^\\| \`${name}\` \\|`, 'm'), `README documents input ${name}`);
});

test('pre-commit and editor examples: hook ids exist, settings are JSON, npm scripts exist', () => {
  const hooks = parseYaml(readFileSync(join(REPO, '.pre-commit-hooks.yaml'), 'utf8')).map((h: { id: string }) => h.id);
  const pc = blocks.find((x) => x.lang === 'yaml' && x.body.startsWith('# .pre-commit-config.yaml'));
  assert.ok(pc);
  const cfg = parseYaml(pc.body);
  for (const h of cfg.repos[0].hooks) assert.ok(hooks.includes(h.id), `hook ${h.id}`);
  assert.doesNotMatch(String(cfg.repos[0].rev), /^v\d/, 'no release tag exists yet');
  for (const b of blocks.filter((x) => x.lang === 'json' && x.body.trim().startsWith('{'))) JSON.parse(b.body);
  const scripts = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).scripts;
  for (const m of README.matchAll(/npm run ([a-z:-]+)/g)) assert.ok(m[1] in scripts, `npm run ${m[1]}`);
});
