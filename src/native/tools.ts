// The helm and kustomize versions an Argo CD release ships (issue 16, "tools at the cluster's
// versions"), which Argo CD version a repository deploys, and how the tools on this machine compare.
//
// The table is read from hack/tool-versions.sh at every release tag of argoproj/argo-cd (the file
// the image build installs helm and kustomize from; checked at the tags v2.0.0 … v3.5.1, repository
// HEAD 37ee0097cf): per minor, the patch release from which a pair of versions applies.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lookPath } from '../render/sandbox/index.js';
import { parseArgocdVersion } from './argocd-version.js';

/** minor → [first patch, helm, kustomize][] (ascending by patch) */
const PINNED: Record<string, [number, string, string][]> = {
  '2.0': [[0, '3.5.1', '3.9.4']],
  '2.1': [[0, '3.6.0', '4.2.0']],
  '2.2': [[0, '3.7.1', '4.2.0']],
  '2.3': [[0, '3.8.0', '4.4.1']],
  '2.4': [[0, '3.8.1', '4.4.1']],
  '2.5': [[0, '3.10.1', '4.5.7'], [5, '3.10.3', '4.5.7']],
  '2.6': [[0, '3.10.3', '4.5.7']],
  '2.7': [[0, '3.11.2', '5.0.1']],
  '2.8': [[0, '3.12.1', '5.1.0']],
  '2.9': [[0, '3.12.1', '5.2.1'], [2, '3.13.2', '5.2.1']],
  '2.10': [[0, '3.14.0', '5.2.1'], [2, '3.14.2', '5.2.1'], [4, '3.14.3', '5.2.1'], [10, '3.14.4', '5.2.1']],
  '2.11': [[0, '3.14.3', '5.2.1'], [1, '3.14.4', '5.2.1']],
  '2.12': [[0, '3.15.2', '5.4.2']],
  '2.13': [[0, '3.15.4', '5.4.3']],
  '2.14': [[0, '3.16.3', '5.4.3']],
  '3.0': [[0, '3.17.1', '5.6.0']],
  '3.1': [[0, '3.18.4', '5.7.0']],
  '3.2': [[0, '3.18.4', '5.7.0']],
  '3.3': [[0, '3.19.4', '5.8.0'], [1, '3.19.4', '5.8.1']],
  '3.4': [[0, '3.19.4', '5.8.1']],
  '3.5': [[0, '4.2.1', '5.8.1']],
};

/** The image Argo CD's repo-server runs (its tag is the release, with the `v`). */
export const ARGOCD_IMAGE = 'quay.io/argoproj/argocd';

export interface PinnedTools {
  /** the Argo CD version asked for, normalized (v2.13.1; a minor alone as v2.13) */
  argocd: string;
  helm: string;
  kustomize: string;
  /** the table has the minor but not this exact patch's line (a later patch than known): the minor's latest pair */
  approximate?: boolean;
}

export { parseArgocdVersion } from './argocd-version.js';

/** The helm and kustomize that Argo CD `version` ships, or undefined when the table does not know the minor. */
export function pinnedTools(version: string): PinnedTools | undefined {
  const p = parseArgocdVersion(version);
  if (!p) return undefined;
  const rows = PINNED[`${p.major}.${p.minor}`];
  if (!rows) return undefined;
  const patch = p.patch ?? Number.MAX_SAFE_INTEGER;
  let row = rows[0];
  for (const r of rows) if (r[0] <= patch) row = r;
  const argocd = `v${p.major}.${p.minor}${p.patch === undefined ? '' : `.${p.patch}`}`;
  return { argocd, helm: row[1], kustomize: row[2] };
}

/** The newest minor the table knows (for messages). */
export const NEWEST_KNOWN = Object.keys(PINNED).sort((a, b) => {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  return x[0] - y[0] || x[1] - y[1];
})[Object.keys(PINNED).length - 1];

// ---- which Argo CD a repository deploys ----

export interface FoundVersion {
  version: string;
  /** repo-relative file and 1-based line where it was read */
  file: string;
  line: number;
  /** how: an image reference, a kustomize images entry, a remote install manifest URL */
  how: 'image' | 'kustomize-images' | 'install-url';
}

const VERSION = String.raw`v\d+\.\d+\.\d+(?:-rc\d+)?`;
const PATTERNS: { re: RegExp; how: FoundVersion['how'] }[] = [
  // quay.io/argoproj/argocd:v2.13.1 (install manifests, repo-server patches, sidecars, values)
  { re: new RegExp(String.raw`(?:quay\.io/)?argoproj/argocd:(${VERSION})\b`), how: 'image' },
  // https://raw.githubusercontent.com/argoproj/argo-cd/v2.13.1/manifests/install.yaml,
  // github.com/argoproj/argo-cd//manifests/cluster-install?ref=v2.13.1
  { re: new RegExp(String.raw`argoproj/argo-cd/(${VERSION})/manifests/`), how: 'install-url' },
  { re: new RegExp(String.raw`argoproj/argo-cd/+manifests/[\w./-]*\?ref=(${VERSION})\b`), how: 'install-url' },
];

/**
 * The Argo CD versions a repository's files name, first found first (files in the order given).
 * A kustomization `images:` entry for the argocd image (`name: quay.io/argoproj/argocd` with
 * `newTag: v2.13.1`) counts too.
 */
export function findArgocdVersions(root: string, files: string[]): FoundVersion[] {
  const out: FoundVersion[] = [];
  for (const file of files) {
    if (!/\.(ya?ml|json)$|(^|\/)kustomization$/.test(file)) continue;
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue;
    }
    if (!text.includes('argo')) continue;
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      if (l.trimStart().startsWith('#')) continue;
      for (const p of PATTERNS) {
        const m = p.re.exec(l);
        if (m) out.push({ version: m[1], file, line: i + 1, how: p.how });
      }
      // kustomize images: - name: quay.io/argoproj/argocd … newTag: v2.13.1 (within the entry)
      if (/^\s*-?\s*name:\s*["']?(?:quay\.io\/)?argoproj\/argocd["']?\s*$/.test(l)) {
        const indent = l.search(/\S/);
        for (let j = i + 1; j < lines.length && j < i + 6; j++) {
          const n = lines[j];
          if (n.trim() === '' || n.search(/\S/) < indent || /^\s*-\s/.test(n)) break;
          const t = new RegExp(String.raw`^\s*newTag:\s*["']?(${VERSION})["']?\s*$`).exec(n);
          if (t) {
            out.push({ version: t[1], file, line: j + 1, how: 'kustomize-images' });
            break;
          }
        }
      }
    }
  }
  return out;
}

// ---- the tools on this machine ----

export interface LocalTool {
  /** what runs: helm, kustomize, or kubectl (its built-in kustomize) */
  tool: 'helm' | 'kustomize' | 'kubectl';
  version?: string;
}

const versionCache = new Map<string, string | undefined>();

function versionOf(file: string, args: string[], re: RegExp): string | undefined {
  const key = `${file}\0${args.join(' ')}`;
  if (versionCache.has(key)) return versionCache.get(key);
  let v: string | undefined;
  try {
    const out = execFileSync(file, args, { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'], env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: '/nonexistent' } });
    v = re.exec(out)?.[1];
  } catch {
    v = undefined;
  }
  versionCache.set(key, v);
  return v;
}

/** The helm and kustomize (or kubectl's kustomize) this machine's PATH would run, with their versions. */
export function localTools(path: string | undefined): { helm?: LocalTool; kustomize?: LocalTool } {
  const out: { helm?: LocalTool; kustomize?: LocalTool } = {};
  const helm = lookPath('helm', path, '/').file;
  if (helm) out.helm = { tool: 'helm', version: versionOf(helm, ['version', '--short'], /v?(\d+\.\d+\.\d+)/) };
  const kustomize = lookPath('kustomize', path, '/').file;
  const kubectl = lookPath('kubectl', path, '/').file;
  if (kustomize) out.kustomize = { tool: 'kustomize', version: versionOf(kustomize, ['version'], /v?(\d+\.\d+\.\d+)/) };
  else if (kubectl) out.kustomize = { tool: 'kubectl', version: versionOf(kubectl, ['version', '--client'], /Kustomize Version:\s*v?(\d+\.\d+\.\d+)/) };
  return out;
}

/**
 * Warnings for the report when this machine's tools differ from those Argo CD `pinned` ships,
 * for the kinds that were rendered.
 */
export function toolWarnings(pinned: PinnedTools, local: ReturnType<typeof localTools>, kinds: Set<string>): string[] {
  const out: string[] = [];
  const check = (kind: 'helm' | 'kustomize', want: string) => {
    if (!kinds.has(kind)) return;
    const got = local[kind];
    if (!got) return; // not installed: the apps say "not rendered"
    const name = got.tool === 'kubectl' ? 'kubectl kustomize' : got.tool;
    if (!got.version) out.push(`${kind} apps rendered with ${name} of unknown version; Argo CD ${pinned.argocd} runs ${kind} v${want}: output may differ`);
    else if (got.version !== want) out.push(`${kind} apps rendered with ${name} v${got.version}; Argo CD ${pinned.argocd} runs ${kind} v${want}${pinned.approximate ? ' (the latest pair known for that minor)' : ''}: output may differ`);
  };
  check('helm', pinned.helm);
  check('kustomize', pinned.kustomize);
  return out;
}
