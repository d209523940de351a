// How eagerly V8 optimizes this process's code (imported first by src/bin.ts, so it runs before any
// other module's code).
//
// A lint is a short run over a lot of cold code: the YAML parsers, the text decisions, extraction and
// the rules each run a few thousand times at most, and V8's default tier-up hands many of them to
// its optimizing compiler (TurboFan) within the first tens of milliseconds. Those compilations are
// large (big functions with their callees inlined: 10–110 ms of a compiler thread each, 68 of
// them on a 20 MB Deployment-heavy repository) and most of them are finished when the code that
// needed them has already run. Measured with `CMP_LINT_JOBS=1`, CPU time (user+sys), medians of 3:
// the Argo CD setup alone 300 → 190 ms, 20 MB Deployments 470 → 340 ms, 80 MB 800 → 590 ms,
// 80 MB huge files 1180 → 830 ms, 20 MB charts 900 → 770 ms; long runs (20 MB kustomize and
// Application repositories, 80 MB charts) unchanged within noise — their hot loops still reach
// TurboFan, only later.
//
// The interrupt budget is the amount of bytecode a function runs between two of V8's "is this
// function hot?" checks; eight times node 20's default (66 KB; later V8 versions, with their own
// mid tier, use 132 KB: four times theirs) lets only code that stays hot get optimized. The flag
// has existed in every V8 node ships (an unknown one would only print a line on stderr). It changes when code is compiled, never what it computes. A budget the user gives
// node on its command line (`node --interrupt-budget=… cli.js`) is left alone (node refuses V8's
// tiering flags in NODE_OPTIONS).
import { setFlagsFromString } from 'node:v8';

export const INTERRUPT_BUDGET = 8 * 66 * 1024;

/** The V8 flag to set for node started with `execArgv`, if any. */
export function tieringFlag(execArgv: readonly string[]): string | undefined {
  return execArgv.some((a) => /^--interrupt[-_]budget(?:=|$)/.test(a)) ? undefined : `--interrupt-budget=${INTERRUPT_BUDGET}`;
}

// (set once per process: the launcher dist/cli.js and the main bundle it runs both hold this module)
const SET = Symbol.for('cmp-lint.tiering');
const g = globalThis as unknown as Record<symbol, true | undefined>;
if (!g[SET]) {
  g[SET] = true;
  const flag = tieringFlag(process.execArgv);
  if (flag) setFlagsFromString(flag);
}
