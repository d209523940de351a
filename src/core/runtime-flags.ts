// A V8 flag set for a part of a run (the heap growing factor while worker threads load files:
// src/files/parallel.ts), known to the code cache (src/core/code-cache.ts).
//
// V8 stamps cached code with a hash of its flags, and takes it back only under the same flags. A
// schema validator loaded while such a flag is set (an Application validated as the files load) is
// compiled under it, and its cache, made when the process exits with the flag ended, was rejected
// by the next run at the same point and written again, at every run. So the code cache names a
// file's cache after the flag in force when the file was loaded, and makes its data under that flag.
import { setFlagsFromString } from 'node:v8';

interface RuntimeFlags {
  /** the flag in force ('' for none) */
  now: string;
  /** for each flag set so far, the setting that ends it */
  ends: Record<string, string>;
}

// (one process-wide value: the launcher's bundle and the main bundle both hold this module)
const KEY = Symbol.for('cmp-lint.runtime-flags');
function state(): RuntimeFlags {
  const g = globalThis as unknown as Record<symbol, RuntimeFlags | undefined>;
  return (g[KEY] ??= { now: '', ends: {} });
}

/** Sets a V8 flag until endRuntimeFlag (`end`: the setting that ends it, e.g. the flag's default). */
export function setRuntimeFlag(flag: string, end: string): void {
  const s = state();
  setFlagsFromString(flag);
  s.now = flag;
  s.ends[flag] = end;
}

/** Ends the flag setRuntimeFlag set, if one is in force. */
export function endRuntimeFlag(): void {
  const s = state();
  if (s.now === '') return;
  const end = s.ends[s.now];
  s.now = '';
  setFlagsFromString(end);
}

/** The flag in force now ('' for none). */
export function runtimeFlag(): string {
  return state().now;
}

/** Runs `make` under the V8 flags of the moment `flag` ('' for none) was in force, then puts back those of now. */
export function underRuntimeFlag<T>(flag: string, make: () => T): T {
  const s = state();
  const now = s.now;
  if (flag === now) return make();
  setFlagsFromString(flag === '' ? s.ends[now] : flag);
  try {
    return make();
  } finally {
    setFlagsFromString(now === '' ? s.ends[flag] : now);
  }
}
