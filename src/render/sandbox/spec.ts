// The sandbox options render and diff share (parsed by src/args.ts). The CLI loads this module at
// start (its commands' option tables), so it holds no more than they need: src/render/sandbox/index.ts,
// with what it loads (child_process…), is loaded only when render, params or diff run.
import type { OptionDef } from '../../args.js';
import { UsageError } from '../../core/errors.js';
import type { SandboxMode, SandboxRequest } from './index.js';
import { parseSize } from './size.js';

const size = (name: string) => (v: string): number => {
  const n = parseSize(v);
  if (n === undefined) throw new UsageError(`cannot read \`${v}\` as a size (use 512m, 2g or a number of bytes)`);
  return n;
};

export const SANDBOX_MODES: SandboxMode[] = ['auto', 'container', 'host', 'none'];

export const SANDBOX_OPTIONS: Record<string, OptionDef> = {
  sandbox: {
    type: 'string',
    arg: 'MODE',
    choices: SANDBOX_MODES,
    help: 'where plugin commands run: auto (default: container when docker or podman\nworks, else host namespaces, else none), container, host, none',
  },
  runtime: { type: 'string', arg: 'NAME', choices: ['docker', 'podman'], help: 'container runtime (default: the first that works)' },
  image: { type: 'string', arg: 'IMAGE', help: "container mode: run every plugin in IMAGE instead of its sidecar's image" },
  network: { type: 'boolean', help: 'container mode: give plugins a network (default: none)' },
  memory: { type: 'string', arg: 'SIZE', parse: size('memory'), help: 'memory a plugin command may use (default 2g; container and host modes)' },
  pids: {
    type: 'string',
    arg: 'N',
    parse: (v: string) => {
      if (!/^[1-9]\d{0,6}$/.test(v)) throw new UsageError(`expected a number of processes (1 or more), got \`${v}\``);
      return Number(v);
    },
    help: 'processes a plugin command may run at once (default 1024)',
  },
  'file-size': { type: 'string', arg: 'SIZE', parse: size('file-size'), help: 'largest file a plugin command may write (default 1g)' },
  disk: { type: 'string', arg: 'SIZE', parse: size('disk'), help: 'disk a plugin command may fill: its workspace copy and temp files (default 4g)' },
};

/** The sandbox request of parsed option values; throws UsageError for container options without a container. */
export function sandboxRequest(v: Record<string, unknown>): SandboxRequest {
  const r: SandboxRequest = { mode: ((v.sandbox as string | undefined) ?? 'auto') as SandboxMode };
  if (v.runtime !== undefined) r.runtime = v.runtime as 'docker' | 'podman';
  if (v.image !== undefined) r.image = v.image as string;
  if (v.network) r.network = true;
  const limits: NonNullable<SandboxRequest['limits']> = {};
  if (v.memory !== undefined) limits.memory = v.memory as number;
  if (v.pids !== undefined) limits.pids = v.pids as number;
  if (v['file-size'] !== undefined) limits.fileSize = v['file-size'] as number;
  if (v.disk !== undefined) limits.disk = v.disk as number;
  if (Object.keys(limits).length) r.limits = limits;
  if (r.mode === 'host' || r.mode === 'none') {
    const bad = [r.runtime && '--runtime', r.image && '--image', r.network && '--network'].filter(Boolean);
    if (bad.length) throw new UsageError(`${bad.join(', ')} ${bad.length === 1 ? 'needs' : 'need'} --sandbox container or auto (got --sandbox ${r.mode})`);
  }
  return r;
}
