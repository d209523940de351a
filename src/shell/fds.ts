// File-descriptor tables: where fd 1 / fd 2 point after a list of redirections.
import { staticWord } from './ast.js';
import type { Redirect } from './ast.js';
import type { Dest } from './facts.js';

/** fd number -> destination; a missing fd (never opened) counts as 'file' */
export type Fds = Map<number, Dest>;

/** Apply redirections left to right to an fd table. */
export function applyRedirects(fds: Fds, rs: Redirect[]): void {
  for (const r of rs) {
    if (r.op === '<' || r.op === '<<' || r.op === '<<-' || r.op === '<<<' || r.op === '<&') continue;
    const target = r.target ? staticWord(r.target) : null;
    if (r.op === '&>' || r.op === '&>>' || (r.op === '>&' && r.fd === undefined && target !== null && !/^(\d+|-)$/.test(target))) {
      const d = fileDest(target);
      fds.set(1, d);
      fds.set(2, d);
      continue;
    }
    const fd = r.fd ?? 1;
    if (r.op === '>&') {
      if (target === '-') fds.set(fd, 'null');
      else if (target !== null && /^\d+$/.test(target)) fds.set(fd, fds.get(Number(target)) ?? 'file');
      else fds.set(fd, 'file');
    } else fds.set(fd, fileDest(target, fds));
  }
}

function fileDest(target: string | null, fds?: Fds): Dest {
  if (target === '/dev/null') return 'null';
  if (target === '/dev/stderr' || target === '/dev/fd/2' || target === '/proc/self/fd/2') return fds?.get(2) ?? 'stderr';
  if (target === '/dev/stdout' || target === '/dev/fd/1' || target === '/proc/self/fd/1') return fds?.get(1) ?? 'terminal';
  return 'file';
}

