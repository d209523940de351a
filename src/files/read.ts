// Which files cmp-lint reads, and reading one of them without ever crashing on bad input.
import { openSync, fstatSync, readSync, closeSync, constants } from 'node:fs';
import { isAscii, isUtf8 } from 'node:buffer';
import { readIntoScanMemory, bytesAreText, holdText, type HeldText } from './word-scan.js';

export type FileKind = 'yaml' | 'dockerfile';

export interface FileEntry {
  /** relative to cwd, "/" separators */
  path: string;
  abs: string;
  kind: FileKind;
  /**
   * The decoded text, UTF-8 BOM removed. Line endings are kept as written (CRLF stays CRLF):
   * the yaml LineCounter and the Dockerfile parser count lines on "\n", so columns stay right.
   */
  text: string;
  /** the text was not kept (DiscoverOptions.keep said it cannot matter) */
  dropped?: boolean;
}

export const DEFAULT_MAX_FILE_SIZE = 5 * 1024 * 1024;

/**
 * JSON files that are never Kubernetes manifests, by name: package managers' manifests and lock
 * files, compiler and editor settings, tool configurations, JSON Schemas (`*.schema.json`, Helm's
 * `values.schema.json`) and Terraform's `*.tf.json`. Any other JSON file is read, and most of them
 * are then decided from their bytes (src/yaml/json.ts).
 */
const NOT_MANIFEST_JSON =
  /^(?:package|package-lock|npm-shrinkwrap|composer|bower|lerna|nx|angular|deno|turbo|vercel|now|firebase|biome|cdk|cdk\.context|tslint|typedoc|cspell|\.cspell|renovate|\.renovaterc|devcontainer|\.devcontainer|release-please-config|\.release-please-manifest|\.releaserc|\.markdownlint|\.eslintrc|\.prettierrc|\.stylelintrc|\.babelrc|\.swcrc|\.jshintrc|\.nycrc|jest\.config|(?:ts|js)config(?:\.[^/]*)?)\.json$|\.(?:schema|tf)\.json$/;

/**
 * The kind of file a name denotes, or undefined when cmp-lint does not lint it.
 * YAML: `*.yaml`, `*.yml`, `*.yaml.gotmpl`, `*.yml.gotmpl` (any case) and kustomize's extension-less `Kustomization`;
 * also `*.json` (JSON is YAML; src/yaml/json.ts decides which are manifests) but the tool files of NOT_MANIFEST_JSON.
 * Dockerfile: `Dockerfile`, `Dockerfile.*`, `*.Dockerfile`, `Containerfile`, `Containerfile.*`
 * (any case), except BuildKit's per-Dockerfile ignore files (`*.dockerignore`) and `*.md`.
 */
export function fileKind(name: string): FileKind | undefined {
  const lower = name.toLowerCase();
  // helmfile's templated files (`helmfile.yaml.gotmpl`, `values.yaml.gotmpl`) are YAML read through the template mask
  if (lower.endsWith('.yaml') || lower.endsWith('.yml') || lower.endsWith('.yaml.gotmpl') || lower.endsWith('.yml.gotmpl') || name === 'Kustomization') return 'yaml';
  if (lower.endsWith('.json')) return NOT_MANIFEST_JSON.test(lower) ? undefined : 'yaml';
  if (lower.endsWith('.dockerignore') || lower.endsWith('.md')) return undefined;
  if (
    lower === 'dockerfile' ||
    lower === 'containerfile' ||
    lower.startsWith('dockerfile.') ||
    lower.startsWith('containerfile.') ||
    lower.endsWith('.dockerfile') ||
    lower.endsWith('.containerfile')
  ) {
    return 'dockerfile';
  }
  return undefined;
}

/** "5 MB", "1.5 MB", "512 KB", "100 bytes" (binary units, as the limit is set). */
export function formatSize(n: number): string {
  if (n >= 1024 * 1024) return `${+(n / (1024 * 1024)).toFixed(1)} MB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KB`;
  return `${n} bytes`;
}

const BINARY_PROBE = 8 * 1024;
/** a NUL byte in the first 8 KiB: a binary file */
const looksBinary = (buf: Uint8Array) => buf.subarray(0, BINARY_PROBE).indexOf(0) !== -1;
// O_NONBLOCK: opening a FIFO that slipped past the caller's stat must not wait for a writer.
const OPEN_FLAGS = constants.O_NONBLOCK === undefined ? 'r' : constants.O_RDONLY | constants.O_NONBLOCK;

export type ReadResult = { text: string } | { skip: string };
/** …or, when asked for, a big ASCII file's text left undecoded in the word scan's memory */
export type HeldResult = ReadResult | { held: HeldText };

/**
 * Read one file. Every expected failure becomes `{ skip: reason }`:
 * not a regular file, larger than the limit (checked before reading), permission denied,
 * binary (a NUL byte in the first 8 KiB), UTF-16 or otherwise not valid UTF-8.
 */
let scratch = Buffer.allocUnsafe(1 << 20);
/** big ASCII files are held undecoded when asked (off: always decoded; for the tests that compare both) */
let holding = true;
export function holdBigFiles(on: boolean): void {
  holding = on;
}
/** a file this big or bigger is read into the word scan's memory */
const SCAN_MEMORY_MIN = 1 << 20;

export function readTextFile(abs: string, maxFileSize: number): ReadResult;
/**
 * With `hold`, a big ASCII file (1 MB or more) is left in the word scan's memory as a HeldText
 * (src/files/word-scan.ts), valid until the next file is read or another text scanned: its pieces
 * are decoded as they are needed.
 */
export function readTextFile(abs: string, maxFileSize: number, hold: boolean): HeldResult;
export function readTextFile(abs: string, maxFileSize: number, hold = false): HeldResult {
  let fd: number;
  try {
    fd = openSync(abs, OPEN_FLAGS);
  } catch (e) {
    return { skip: ioReason(e) };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { skip: 'not a regular file' };
    if (st.size > maxFileSize) {
      return tooLarge(st.size, maxFileSize);
    }
    // one scratch buffer serves every read (files are decoded to strings right away): thousands of
    // per-file ArrayBuffers would only add garbage-collection work on a big repository; a big file
    // is read where the word scan keeps a text (src/files/word-scan.ts), which then need not copy it
    const into = st.size >= SCAN_MEMORY_MIN ? readIntoScanMemory(st.size) : undefined;
    if (!into && scratch.length < st.size) scratch = Buffer.allocUnsafe(Math.max(st.size, scratch.length * 2));
    const buf = into ?? scratch.subarray(0, st.size);
    let got = 0;
    while (got < st.size) {
      const n = readSync(fd, buf, got, st.size - got, got);
      if (n === 0) break; // the file shrank while we read it
      got += n;
    }
    if (hold && holding && into && got === st.size && !looksBinary(buf) && isAscii(buf)) return { held: holdText(got) };
    const r = decode(got === st.size ? buf : buf.subarray(0, got));
    // (as many characters as bytes: ASCII, the text is the bytes)
    if (into && 'text' in r && r.text.length === got) bytesAreText(r.text);
    return r;
  } catch (e) {
    return { skip: ioReason(e) };
  } finally {
    closeSync(fd);
  }
}

/** The entry of a file of `size` bytes over the `maxFileSize` limit (read from disk or from git). */
export function tooLarge(size: number, maxFileSize: number): ReadResult {
  return { skip: `larger than ${formatSize(maxFileSize)} (${formatSize(size)}; limit: maxFileSize)` };
}

/** Decode bytes as a lintable text, or say why not. */
export function decode(buf: Uint8Array): ReadResult {
  if (buf.length >= 2 && ((buf[0] === 0xff && buf[1] === 0xfe) || (buf[0] === 0xfe && buf[1] === 0xff))) {
    return { skip: 'not valid UTF-8 (UTF-16 text)' };
  }
  if (looksBinary(buf)) return { skip: 'binary file' };
  const bytes = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  // bytes below 0x80 are the same characters in UTF-8 and Latin-1, and Latin-1 is decoded by a
  // plain copy (18 GB/s against 2 GB/s for UTF-8 on a 5 MB file); isAscii and isUtf8 are simdutf
  if (isAscii(bytes)) return { text: bytes.toString('latin1') };
  // isUtf8 (simdutf) + toString is several times faster than a fatal TextDecoder on big repos
  if (!isUtf8(buf)) return { skip: 'not valid UTF-8' };
  const text = bytes.toString('utf8');
  return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

/** A short reason for a filesystem error code. */
export function ioReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ELOOP':
      return 'symbolic link loop';
    case 'ENOENT':
      return 'file disappeared while reading';
    case 'EISDIR':
      return 'is a directory';
    default:
      return `could not read (${code ?? (e instanceof Error ? e.message : String(e))})`;
  }
}
