// Where the CMP words start in a text, found in one pass over the whole file instead of two
// case-insensitive regex alternations over every document (issue 13). V8's regex engine finds one
// word at 4–6 GB/s, but an alternation of the thirteen CMP words at under 1 GB/s: it tries each
// alternative at almost every position. This pass is the "Teddy" method of multi-word search, in a
// WebAssembly function with 128-bit SIMD: every CMP word has a three-character probe (a piece of
// it that is rare in YAML: `goc` of `argocd`, `lug` of `plugin`); each of eight buckets holds one
// or two probes, as a table of buckets per low and per high half of a byte, for each of the probe's
// three places. Sixteen positions at a time, the byte at each place (lower-cased by setting bit
// 0x20) is looked up in the tables of its halves; a position where some bucket is left in all six
// lookups is a candidate, and the word is checked there, character by character, on the text
// itself. So the result is exactly the starts of the words (STRONG_SCAN's alternatives, matched
// case-insensitively as those are), whatever the candidates were.
//
// Why no word is missed: the text is copied into the module's memory one byte per UTF-16 unit
// (latin1: a character above U+00FF keeps its low byte, so offsets stay those of the string); a CMP
// word is ASCII, and a non-Unicode case-insensitive regex matches ASCII letters only with ASCII
// letters, so each character of a word found in the text is its own byte or that byte's other case,
// and `| 0x20` makes both the probe's letter. Any other byte that looks like a probe's letter
// that way only makes a candidate the check refuses. Without WebAssembly SIMD the result is
// undefined, and the caller scans with the regexes.
import { STRONG_SCAN, READ_KINDS } from './relevance.js';

/** A word (its spellings, lower-case, each with the probe at the same place), its probe, and where the probe starts in it. */
interface Probe {
  spellings: readonly string[];
  probe: string;
  at: number;
  /** the word is `component` (relevance decides a document that has one on its copy) */
  component: boolean;
}

const w = (spellings: string, probe: string, at: number): Probe => ({ spellings: spellings.split('|'), probe, at, component: spellings === 'component' });

/**
 * The eight buckets. Probes share a bucket when few YAML bytes look like the mixes of their letters
 * (chosen on 80 MB of public repositories' YAML and the bench's shapes: `epo`/`mpo` no more
 * candidates than each alone, `eca`/`miz` 0.4 % more; `rgo` for `argocd` would also stop at every
 * `cargo`); a test checks that every alternative of STRONG_SCAN has a probe.
 */
export const BUCKETS: readonly (readonly Probe[])[] = [
  [w('cmp', 'cmp', 0)],
  [w('patch', 'tch', 2)],
  [w('plugin', 'lug', 1), w('var-files', 'r-f', 2)],
  [w('argocd', 'goc', 2), w('argoproj', 'gop', 2)],
  [w('repo-server|reposerver', 'epo', 1), w('component', 'mpo', 2)],
  [w('extracontainers', 'xtr', 1)],
  [w('sidecarcontainers', 'eca', 3), w('kustomiz', 'miz', 5)],
  [w('/containers', '/co', 0), w('/volumes', '/vo', 0)],
];

/**
 * Does `word` (lower-case letters, `-`, `/`) start at `at`, as a case-insensitive regex sees it?
 * A letter matches itself or its upper-case form: `c | 0x20` is the letter exactly for those two
 * (a character above U+007F stays above it), and a non-Unicode case-insensitive regex matches an
 * ASCII letter with no other character (not the Kelvin sign, not the long s).
 */
function wordAt(text: string, at: number, word: string): boolean {
  if (at + word.length > text.length) return false;
  for (let j = 0; j < word.length; j++) {
    const w = word.charCodeAt(j);
    const c = text.charCodeAt(at + j);
    if (w >= 0x61 ? (c | 0x20) !== w : c !== w) return false;
  }
  return true;
}

// ---- the module ----
//
// Memory: bytes 0–95 the six tables (place 0 low, place 0 high, place 1 low…), then from FOUND on
// the candidate blocks of the last scan; the second page holds what `lines` and `meta` use (below);
// the text from TEXT on, followed by 48 zero bytes (the loads of the last block read past the
// text's end; a zero byte is a space once lower-cased, and a candidate past the end is dropped).
// `scan(from, end)`: the block starts i (from, from + 16, … < end) where a position i..i+15 is a
// candidate, up to SCAN_BATCH of them, each as FOUND_SIZE bytes from FOUND + FOUND_SIZE * n on: i,
// a 32-bit mask of its positions with buckets (bits 0–15) and with another mark (bits 16–31: a line
// feed, or a byte that looks like one lower-cased, followed by `--` or `..`; `kin`, `gen`, a
// backslash, `''`), and its 16 bucket bytes; it returns how many (one call per batch, not per
// block: a bundle has hundreds of thousands). When it returns SCAN_BATCH, the scan goes on from the
// i it left at RESUME.
//
// The same pass finds where the documents start (documentStarts in src/yaml/load.ts): every
// `---`/`...` marker follows a line feed, so it is one of the marker candidates, checked on the text.
const TABLES = 0;
/** where scan leaves the block to go on from when it found SCAN_BATCH candidate blocks */
const RESUME = 96;
/** the candidate blocks of a scan (FOUND_SIZE bytes each: block, mask, bucket bytes) */
const FOUND = 128;
const FOUND_SIZE = 24;
const SCAN_BATCH = 512;
/** the text's place: after the two pages of tables and of the data lines' and metadata's state */
const TEXT = 2 * 65536;
const PAD = 48;
/** characters scanned at a time */
const CHUNK = 32 * 1024;
/**
 * A text up to this long stays in the module's memory after its scan (each chunk is written at its
 * own place), so that the data lines and metadata of its documents are read there without being
 * written again; a longer one is scanned through one chunk's room.
 */
const HOLD_MAX = 24 * 1024 * 1024;

/**
 * The module's bytes as the build wrote them into the bundle (scripts/build.mjs runs moduleBytes()
 * and defines this as their base64: making them here costs a run 2–4 ms of cold code); undefined
 * when run from the sources.
 */
declare const __CMP_WORD_SCAN_WASM__: string | undefined;

/** The module's bytes, written out here (no binary file; the build keeps a copy, above). */
export function moduleBytes(): Uint8Array {
  const vec = (items: number[][]): number[] => [...uleb(items.length), ...items.flat()];
  const section = (id: number, bytes: number[]): number[] => [id, ...uleb(bytes.length), ...bytes];
  const name = (s: string): number[] => vec([...s].map((c) => [c.charCodeAt(0)]));
  const I32 = 0x7f;
  const V128 = 0x7b;
  const simd = vop;
  const [LOAD, STORE, SWIZZLE, EQ, NE, AND, OR, ANY_TRUE, BITMASK, SHR_U] = [0x00, 0x0b, 0x0e, 0x23, 0x24, 0x4e, 0x50, 0x53, 0x64, 0x6d];
  // (splat16: a constant vector of 16 bytes, an immediate: no register held across the loop)
  // locals: 0 i (from), 1 end, 2..7 the tables, 8 the candidates, 9..11 the lower-cased bytes at
  // places 0, 1, 2, 12 the other marks' candidates, 13..14 the bytes at places 0, 1 as they are
  const [I, END, CAND, MARK, RAW] = [0, 1, 8, 12, 13];
  const LOWER = splat16(0x20);
  const NIBBLE = splat16(0x0f);
  const bytesAt = (j: number) => 9 + j;
  const loadAt = (offset: number) => [...get(I), ...simd(LOAD), 0, ...uleb(offset)];
  // the buckets left by the bytes at place `j` of the 16 positions
  const place = (j: number) => [
    ...loadAt(TEXT + j), ...(j < 2 ? [0x22, RAW + j] : []), ...LOWER, ...simd(OR), ...set(bytesAt(j)), // (local.tee: the bytes as they are)
    ...get(2 + 2 * j), ...get(bytesAt(j)), ...NIBBLE, ...simd(AND), ...simd(SWIZZLE),
    ...get(3 + 2 * j), ...get(bytesAt(j)), ...k(4), ...simd(SHR_U), ...simd(SWIZZLE),
    ...simd(AND),
  ];
  const is = (local: number, c: number) => [...get(local), ...splat16(c), ...simd(EQ)];
  // the other marks: a line feed followed by `--` or `..` (a document marker's start; lower-casing
  // makes a line feed 0x2a, and leaves `-` and `.` as they are), `kin` and `gen` in any case, a
  // backslash, two single quotes
  const marker = [
    ...is(bytesAt(0), 0x2a),
    ...get(bytesAt(1)), ...get(bytesAt(2)), ...simd(EQ), ...simd(AND),
    ...is(bytesAt(1), 0x2d), ...is(bytesAt(1), 0x2e), ...simd(OR),
    ...simd(AND),
    ...is(bytesAt(0), 0x6b), ...is(bytesAt(1), 0x69), ...simd(AND),
    ...is(bytesAt(0), 0x67), ...is(bytesAt(1), 0x65), ...simd(AND), ...simd(OR),
    ...is(bytesAt(2), 0x6e), ...simd(AND), ...simd(OR),
    ...is(RAW, 0x5c), ...simd(OR),
    ...is(RAW, 0x27), ...is(RAW + 1, 0x27), ...simd(AND), ...simd(OR),
    ...set(MARK),
  ];
  // i32 locals: 15 how many blocks found, 16 where the next one is stored
  const [N, AT] = [15, 16];
  const body = [
    ...vec([[...uleb(13), V128], [...uleb(2), I32]]),
    ...[0, 1, 2, 3, 4, 5].flatMap((t) => [...k(0), ...simd(LOAD), 0, ...uleb(TABLES + 16 * t), ...set(2 + t)]),
    0x02, 0x40, // block
    0x03, 0x40, // loop
    ...get(I), ...get(END), 0x4f, 0x0d, 1, // i >= end (unsigned): leave the block
    ...place(0), ...place(1), ...simd(AND), ...place(2), ...simd(AND), ...set(CAND),
    ...marker,
    ...get(CAND), ...get(MARK), ...simd(OR), ...simd(ANY_TRUE), 0x04, 0x40, // if
    // at = FOUND + FOUND_SIZE * n: the block, which positions have buckets (bits 0–15) and which
    // another mark (bits 16–31), the buckets
    ...get(N), ...k(FOUND_SIZE), 0x6c, ...k(FOUND), 0x6a, ...set(AT), // i32.mul, i32.add
    ...get(AT), ...get(I), 0x36, 2, 0, // i32.store
    ...get(AT), ...get(CAND), ...splat16(0), ...simd(NE), ...simd(BITMASK),
    ...get(MARK), ...simd(BITMASK), ...k(16), 0x74, 0x72, // i32.shl, i32.or
    0x36, 2, 4, // i32.store, offset 4
    ...get(AT), ...get(CAND), ...simd(STORE), 0, 8, // v128.store, offset 8
    ...get(N), ...k(1), 0x6a, ...set(N),
    // a full batch: where to go on from, and how many
    ...get(N), ...k(SCAN_BATCH), 0x46, 0x04, 0x40, // i32.eq, if
    ...k(RESUME), ...get(I), ...k(16), 0x6a, 0x36, 2, 0,
    ...get(N), 0x0f, // return n
    0x0b,
    0x0b,
    ...get(I), ...k(16), 0x6a, ...set(I), 0x0c, 0, // i += 16, loop again
    0x0b, 0x0b,
    ...get(N), 0x0b,
  ];
  const lines = dataLinesBody();
  const meta = metadataBody();
  const head = headBody();
  const configMap = configMapBody();
  return new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vec([[0x60, ...vec([[I32], [I32]]), ...vec([[I32]])]])),
    ...section(3, vec([[0], [0], [0], [0], [0]])),
    ...section(5, vec([[0x00, PAGES]])),
    ...section(7, vec([[...name('scan'), 0x00, 0x00], [...name('lines'), 0x00, 0x01], [...name('meta'), 0x00, 0x02], [...name('head'), 0x00, 0x03], [...name('configMap'), 0x00, 0x04], [...name('memory'), 0x02, 0x00]])),
    ...section(10, vec([[...uleb(body.length), ...body], [...uleb(lines.length), ...lines], [...uleb(meta.length), ...meta], [...uleb(head.length), ...head], [...uleb(configMap.length), ...configMap]])),
  ]);
}

// ---- the encodings the module's functions share ----

/** an unsigned LEB128 (sizes, counts, indices, memory offsets) */
function uleb(n: number): number[] {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n !== 0) b |= 0x80;
    out.push(b);
  } while (n !== 0);
  return out;
}

/** local.get, local.set and local.tee of local `i`; i32.const `n` */
const get = (i: number) => [0x20, i];
const set = (i: number) => [0x21, i];
const tee = (i: number) => [0x22, i];
const k = (n: number) => [0x41, ...sleb(n)];

/** a signed LEB128 (i32.const immediates) */
function sleb(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (b & 0x40) === 0) || (n === -1 && (b & 0x40) !== 0)) {
      out.push(b);
      return out;
    }
    out.push(b | 0x80);
  }
}

/** structured control (no result type), branches to depth `d`, return */
const BLOCK = [0x02, 0x40];
const LOOP = [0x03, 0x40];
const IF = [0x04, 0x40];
const ELSE = [0x05];
const END_ = [0x0b];
const br = (d: number) => [0x0c, d];
const brIf = (d: number) => [0x0d, d];
const RETURN = [0x0f];
/** i32 operators */
const [ADD, SUB, MUL, AND, OR, XOR, SHL] = [[0x6a], [0x6b], [0x6c], [0x71], [0x72], [0x73], [0x74]];
const [EQZ, EQ, NE, LT_S, LT_U, GT_S, GT_U, LE_S, GE_U] = [[0x45], [0x46], [0x47], [0x48], [0x49], [0x4a], [0x4b], [0x4c], [0x4f]];
/** i32.load8_u of the address `addr` leaves on the stack */
const byteAt = (addr: number[]) => [...addr, 0x2d, 0, 0];
/** local `l` += 1 */
const inc = (l: number) => [...get(l), ...k(1), ...ADD, ...set(l)];
/** return `n` when `cond` holds */
const returnIf = (n: number, cond: number[]) => [...cond, ...IF, ...k(n), ...RETURN, ...END_];

/** a SIMD opcode; a constant vector of sixteen bytes `c`; v128.load of the address on the stack */
const vop = (op: number): number[] => [0xfd, ...uleb(op)];
const splat16 = (c: number): number[] => [...vop(0x0c), ...new Array<number>(16).fill(c)];
const V128_LOAD = [...vop(0x00), 0, 0];
const [V_EQ, V_LT_U, V_GT_U, V_LE_U, V_GE_U, V_NOT, V_AND, V_OR, V_BITMASK] = [0x23, 0x26, 0x28, 0x2a, 0x2c, 0x4d, 0x4e, 0x50, 0x64];
const [CTZ, LE_U] = [[0x68], [0x4d]];
/** the lanes of v128 local `x` for which `op` holds against `c` */
const lanes = (x: number, op: number, c: number) => [...get(x), ...splat16(c), ...vop(op)];
/** the lanes of v128 local `x` that hold a letter, a digit or one of `others` */
const wordLanes = (x: number, others: string) => [
  ...get(x), ...splat16(0x20), ...vop(V_OR), ...splat16(0x61), ...vop(V_GE_U), ...get(x), ...splat16(0x20), ...vop(V_OR), ...splat16(0x7a), ...vop(V_LE_U), ...vop(V_AND),
  ...lanes(x, V_GE_U, 0x30), ...lanes(x, V_LE_U, 0x39), ...vop(V_AND), ...vop(V_OR),
  ...[...others].flatMap((ch) => [...lanes(x, V_EQ, ch.charCodeAt(0)), ...vop(V_OR)]),
];
/**
 * Local `p` moved sixteen bytes at a time, while p + 16 <= local `end`, up to the first byte `bad`
 * sets a lane for (`bad` reads the sixteen bytes from v128 local `x`; i32 local `m` is a scratch):
 * the byte loop after it reads from there on, or from the last sixteen that would pass the end.
 */
const skipTo = (p: number, end: number, x: number, m: number, bad: number[]) => [
  ...BLOCK, ...LOOP,
  ...get(p), ...k(16), ...ADD, ...get(end), ...GT_U, ...brIf(1),
  ...get(p), ...V128_LOAD, ...set(x),
  ...bad, ...vop(V_BITMASK), ...tee(m),
  ...IF, ...get(p), ...get(m), ...CTZ, ...ADD, ...set(p), ...br(2), ...END_,
  ...get(p), ...k(16), ...ADD, ...set(p),
  ...br(0),
  ...END_, ...END_,
];

// ---- a plain ConfigMap: its head, then its data lines ----
//
// `configMap(from, len)` is `head(from, len)` then, when the head ends before `len`, `lines` on the
// rest: where the data lines stop (relative to `from`; `len` when every line was read), or -1 when
// either refuses. One call instead of two for each of the tens of thousands of ConfigMaps a bundle
// holds. The head's value ranges are left at HEAD_AT; the data lines' key count at KEY_COUNT (only
// when `lines` ran: the caller clears it first).

function configMapBody(): number[] {
  // locals: 0 from, 1 len (parameters), 2 r (the head's answer), 3 the lines' answer
  const [FROM, LEN, R, L] = [0, 1, 2, 3];
  const call = (f: number) => [0x10, f];
  return [
    ...vec1(2),
    ...get(FROM), ...get(LEN), ...call(3), ...tee(R),
    ...k(0), ...LT_S, ...IF, ...k(-1), ...RETURN, ...END_,
    ...get(R), ...get(LEN), ...GE_U, ...IF, ...get(R), ...RETURN, ...END_,
    ...get(FROM), ...get(R), ...ADD, ...get(LEN), ...get(R), ...SUB, ...call(1), ...tee(L),
    ...k(0), ...LT_S, ...IF, ...k(-1), ...RETURN, ...END_,
    ...get(R), ...get(L), ...ADD,
    ...END_,
  ];

  function vec1(n: number): number[] {
    return [1, n, 0x7f]; // one run of n i32 locals
  }
}

// ---- the head of a ConfigMap ----
//
// `head(from, len)` reads the first lines of a document written in the module's memory at `from`
// when they are exactly HEAD_LINES (a V a plain value: a letter, then letters, digits and `. _ / -`,
// not five characters or fewer starting with t, f, n, y or o in either case, so never one YAML
// reads as a boolean or null), the commonest spelling of a plain ConfigMap's head, and returns where
// the line after `data:` starts (relative to `from`), the value ranges left at HEAD_AT; -1 for
// anything else (plainConfigMapText reads the lines itself).
function headBody(): number[] {
  // locals: 0 from, 1 len, 2 p, 3 end, 4 q (a place in the expected lines), 5 c, 6 v0 (a value's
  // start), 7 sixteen bytes (v128), 8 a bit mask
  const [FROM, LEN, P, END, Q, C, V0, X, M] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const cls = (c: number[], bit: number) => [...c, 0x2d, 0, ...uleb(CLASSES2), ...k(bit), ...AND];
  const store = (addr: number, value: number[]) => [...k(addr), ...value, 0x36, 2, 0];
  // the literal text of one expected line (before its V, or all of it) at p: true when it is there
  // (p moved past it), false (p where it was) when not
  const literal = (text: string) => {
    const at = HEAD_TEXT + HEAD_LINES.slice(0, HEAD_LINES.indexOf(text)).reduce((n, x) => n + x.length, 0);
    const upTo = text.endsWith(' V\n') ? text.length - 2 : text.length;
    return [
      // q: how many characters of it are there; sixteen at a time when sixteen lie before the end
      // (every line is sixteen characters or fewer): all or none
      ...k(0), ...set(Q),
      ...get(P), ...k(16), ...ADD, ...get(END), ...LE_U, ...IF,
      ...get(P), ...V128_LOAD, ...k(at), ...V128_LOAD, ...vop(V_EQ), ...vop(V_BITMASK), ...k((1 << upTo) - 1), ...AND, ...k((1 << upTo) - 1), ...EQ,
      ...IF, ...k(upTo), ...set(Q), ...END_,
      ...ELSE,
      ...BLOCK, ...LOOP,
      ...get(Q), ...k(upTo), ...GE_U, ...brIf(1),
      ...get(P), ...get(Q), ...ADD, ...get(END), ...GE_U, ...brIf(1),
      ...byteAt([...get(P), ...get(Q), ...ADD]), ...get(Q), 0x2d, 0, ...uleb(at), ...NE, ...brIf(1),
      ...inc(Q), ...br(0),
      ...END_, ...END_,
      ...END_,
      ...get(Q), ...k(upTo), ...EQ, ...tee(C), ...IF, ...get(P), ...k(upTo), ...ADD, ...set(P), ...END_,
      ...get(C),
    ];
  };
  // a value V then a line feed at p; its range stored at HEAD_AT + 8 * slot
  const value = (slot: number) => [
    ...get(P), ...set(V0),
    ...returnIf(-1, atEnd()),
    ...returnIf(-1, [...cls(byteAt(get(P)), HV0), ...EQZ]),
    ...inc(P),
    // sixteen at a time up to the first that is not a value's (HV1: a letter, a digit, `._/-`), while
    // sixteen lie before the end; then byte by byte
    ...skipTo(P, END, X, M, [...wordLanes(X, '._/-'), ...vop(V_NOT)]),
    ...BLOCK, ...LOOP,
    ...returnIf(-1, atEnd()),
    ...byteAt(get(P)), ...tee(C), ...k(0x0a), ...EQ, ...brIf(1),
    ...returnIf(-1, [...cls(get(C), HV1), ...EQZ]),
    ...inc(P), ...br(0),
    ...END_, ...END_,
    // five characters or fewer, starting with a letter of true, false, null, yes, no, on, off
    ...get(P), ...get(V0), ...SUB, ...k(6), ...LT_U, ...IF,
    ...byteAt(get(V0)), ...k(0x20), ...OR, ...set(C),
    ...returnIf(-1, [...get(C), ...k(0x74), ...EQ, ...get(C), ...k(0x66), ...EQ, ...OR, ...get(C), ...k(0x6e), ...EQ, ...OR, ...get(C), ...k(0x79), ...EQ, ...OR, ...get(C), ...k(0x6f), ...EQ, ...OR]),
    ...END_,
    ...store(HEAD_AT + 8 * slot, [...get(V0), ...get(FROM), ...SUB]),
    ...store(HEAD_AT + 8 * slot + 4, [...get(P), ...get(FROM), ...SUB]),
    ...inc(P), // the line feed
  ];
  function atEnd(): number[] {
    return [...get(P), ...get(END), ...GE_U];
  }
  return [
    3, 5, 0x7f, 1, 0x7b, 1, 0x7f, // locals 2–6 and 8 i32, 7 v128
    ...get(FROM), ...get(LEN), ...ADD, ...set(END),
    ...get(FROM), ...set(P),
    ...store(HEAD_AT + 16, k(-1)), ...store(HEAD_AT + 20, k(-1)),
    ...literal('---\n'), 0x1a, // (drop: the marker line is optional)
    ...returnIf(-1, [...literal('apiVersion: V\n'), ...EQZ]), ...value(0),
    ...returnIf(-1, [...literal('kind: ConfigMap\n'), ...EQZ]),
    ...returnIf(-1, [...literal('metadata:\n'), ...EQZ]),
    ...returnIf(-1, [...literal('  name: V\n'), ...EQZ]), ...value(1),
    ...literal('  namespace: V\n'), ...IF, ...value(2), ...END_,
    ...returnIf(-1, [...literal('data:\n'), ...EQZ]),
    ...get(P), ...get(FROM), ...SUB,
    ...END_,
  ];
}

// ---- the metadata block of a document ----
//
// `meta(from, len)` walks the lines of a top-level `metadata:` block written in the module's memory
// at `from` (the text after the `metadata:` line, to the document's end) the way metadataCuts
// (src/files/relevance.ts) does, for the lines it reads from their characters alone: every line is
// blank (spaces only), a comment, a line of a labels/annotations block (more indented than
// metadata's keys; any `&` in one: -2, no cuts at all), or one plainKeyLine accepts (a key of
// [A-Za-z0-9_./-], `:`, nothing or spaces and a value of printable ASCII but `#` that starts with
// [A-Za-z0-9_./]). Any other line (a tab, a carriage return, a character above 0x7E, a quote, a
// flow collection…) gives -1: the script walks the block itself. Else it returns the number of
// cuts (at most MAX_CUTS), left at CUTS as [start, end) pairs relative to `from`, and whether
// metadata has a `name` key at NAMED.

function metadataBody(): number[] {
  // locals: 0 from, 1 len (parameters), 2 p (line start), 3 end, 4 e (line end), 5 k, 6 sp, 7 c,
  // 8 ci, 9 cut start (-1: none), 10 cuts, 11 named, 12 indent, 13 i, 14 key end, 15 valueless
  // 16 sixteen bytes (v128), 17 a bit mask
  const [FROM, LEN, P, END, E, K, SP, C, CI, CUT, NCUTS, NAMED_, INDENT, I, KE, BARE, X, M] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17];
  const cls = (c: number[], bit: number) => [...c, 0x2d, 0, ...uleb(CLASSES), ...k(bit), ...AND];
  const store = (addr: number[], value: number[]) => [...addr, ...value, 0x36, 2, 0];
  // a `&` in [p, e): no cuts at all (sixteen bytes at a time while they are all before e, then byte by byte)
  const anchorCheck = [
    ...get(P), ...set(I),
    ...BLOCK, ...LOOP,
    ...get(I), ...k(16), ...ADD, ...get(E), ...GT_U, ...brIf(1),
    ...returnIf(-2, [...get(I), ...V128_LOAD, ...set(X), ...lanes(X, V_EQ, 0x26), ...vop(V_BITMASK)]),
    ...get(I), ...k(16), ...ADD, ...set(I),
    ...br(0),
    ...END_, ...END_,
    ...BLOCK, ...LOOP,
    ...get(I), ...get(E), ...GE_U, ...brIf(1),
    ...returnIf(-2, [...byteAt(get(I)), ...k(0x26), ...EQ]),
    ...inc(I), ...br(0),
    ...END_, ...END_,
  ];
  // the key [sp, ke) is word w of META_WORDS
  const keyIs = (w: number) => {
    const word = META_WORDS[w];
    const at = WORDS + META_WORDS.slice(0, w).reduce((n, x) => n + x.length, 0);
    return [
      ...get(KE), ...get(SP), ...SUB, ...k(word.length), ...EQ, ...IF,
      ...k(0), ...set(I),
      ...BLOCK, ...LOOP,
      ...get(I), ...k(word.length), ...GE_U, ...brIf(1),
      ...byteAt([...get(SP), ...get(I), ...ADD]), ...get(I), 0x2d, 0, ...uleb(at), ...NE, ...brIf(1),
      ...inc(I), ...br(0),
      ...END_, ...END_,
      ...get(I), ...k(word.length), ...EQ, ...set(C),
      ...ELSE, ...k(0), ...set(C), ...END_,
      ...get(C),
    ];
  };
  const pushCut = (endAt: number[]) => [
    ...returnIf(-1, [...get(NCUTS), ...k(MAX_CUTS), ...GE_U]),
    ...store([...get(NCUTS), ...k(3), ...SHL, ...k(CUTS), ...ADD], [...get(CUT), ...get(FROM), ...SUB]),
    ...store([...get(NCUTS), ...k(3), ...SHL, ...k(CUTS + 4), ...ADD], [...endAt, ...get(FROM), ...SUB]),
    ...inc(NCUTS),
    ...k(-1), ...set(CUT),
  ];
  const nextLine = [...get(E), ...k(1), ...ADD, ...set(P)];
  return [
    3, 14, 0x7f, 1, 0x7b, 1, 0x7f, // locals 2–15 and 17 i32, 16 v128
    ...get(FROM), ...get(LEN), ...ADD, ...set(END),
    ...get(FROM), ...set(P),
    ...k(-1), ...set(CI),
    ...k(-1), ...set(CUT),
    ...store(k(AT_END), k(0)),
    ...BLOCK, ...LOOP, // (block 1: the walk ends; loop 0: the next line)
    ...get(P), ...get(END), ...GE_U, ...IF, ...store(k(AT_END), k(1)), ...br(2), ...END_,
    // e: the line's end (its line feed, or the end): sixteen bytes at a time up to the first line
    // feed among them while they are all before the end, then byte by byte
    ...get(P), ...set(E),
    ...skipTo(E, END, X, M, lanes(X, V_EQ, 0x0a)),
    ...BLOCK, ...LOOP,
    ...get(E), ...get(END), ...GE_U, ...IF, ...store(k(AT_END), k(1)), ...br(2), ...END_,
    ...byteAt(get(E)), ...k(0x0a), ...EQ, ...brIf(1),
    ...inc(E), ...br(0),
    ...END_, ...END_,
    // a line of a cut block that starts with more spaces than metadata's keys are indented by
    ...get(CUT), ...k(0), ...LT_S, ...EQZ, ...IF,
    ...k(0), ...set(K),
    ...BLOCK, ...LOOP,
    ...get(K), ...get(CI), ...GT_S, ...brIf(1),
    ...get(P), ...get(K), ...ADD, ...get(END), ...GE_U, ...brIf(1),
    ...byteAt([...get(P), ...get(K), ...ADD]), ...k(0x20), ...NE, ...brIf(1),
    ...inc(K), ...br(0),
    ...END_, ...END_,
    ...get(K), ...get(CI), ...GT_S, ...get(P), ...get(K), ...ADD, ...get(E), ...LE_S, ...AND, ...IF,
    ...anchorCheck,
    ...nextLine, ...br(2),
    ...END_,
    ...END_,
    // indentation, blank, comment
    ...get(P), ...set(SP),
    ...BLOCK, ...LOOP,
    ...get(SP), ...get(E), ...GE_U, ...brIf(1),
    ...byteAt(get(SP)), ...k(0x20), ...NE, ...brIf(1),
    ...inc(SP), ...br(0),
    ...END_, ...END_,
    ...get(SP), ...get(P), ...SUB, ...set(INDENT),
    ...k(0), ...set(C), // c: 0 blank, 1 comment, 2 other
    ...get(SP), ...get(E), ...LT_U, ...IF,
    ...byteAt(get(SP)), ...set(C),
    ...returnIf(-1, [...get(C), ...k(0x21), ...LT_U, ...get(C), ...k(0x7e), ...GT_S, ...OR]),
    ...k(1), ...k(2), ...get(C), ...k(0x23), ...EQ, 0x1b, ...set(C), // (select)
    ...END_,
    // in a cut block: a blank or more indented line is one of its lines; else the block ends here
    ...get(CUT), ...k(0), ...LT_S, ...EQZ, ...IF,
    ...get(C), ...EQZ, ...get(INDENT), ...get(CI), ...GT_S, ...OR, ...IF,
    ...anchorCheck,
    ...nextLine, ...br(2),
    ...END_,
    ...pushCut(get(P)),
    ...END_,
    // blank or comment
    ...get(C), ...k(2), ...NE, ...IF, ...nextLine, ...br(1), ...END_,
    // the next top-level key
    ...get(INDENT), ...EQZ, ...brIf(1),
    ...get(CI), ...k(0), ...LT_S, ...IF, ...get(INDENT), ...set(CI), ...END_,
    // plainKeyLine: a key, `:`, nothing or spaces and a plain value
    ...get(SP), ...set(I),
    ...BLOCK, ...LOOP,
    ...get(I), ...get(E), ...GE_U, ...brIf(1),
    ...cls(byteAt(get(I)), PK), ...EQZ, ...brIf(1),
    ...inc(I), ...br(0),
    ...END_, ...END_,
    ...get(I), ...set(KE),
    ...returnIf(-1, [...get(I), ...get(SP), ...EQ]),
    ...returnIf(-1, [...get(I), ...get(E), ...GE_U]),
    ...returnIf(-1, [...byteAt(get(I)), ...k(0x3a), ...NE]),
    ...inc(I),
    ...k(1), ...set(BARE),
    ...get(I), ...get(E), ...LT_U, ...IF,
    ...returnIf(-1, [...byteAt(get(I)), ...k(0x20), ...NE]),
    ...BLOCK, ...LOOP,
    ...get(I), ...get(E), ...GE_U, ...brIf(1),
    ...byteAt(get(I)), ...k(0x20), ...NE, ...brIf(1),
    ...inc(I), ...br(0),
    ...END_, ...END_,
    ...get(I), ...get(E), ...LT_U, ...IF,
    ...k(0), ...set(BARE),
    ...returnIf(-1, [...cls(byteAt(get(I)), PV0), ...EQZ]),
    ...inc(I),
    ...BLOCK, ...LOOP,
    ...get(I), ...get(E), ...GE_U, ...brIf(1),
    ...returnIf(-1, [...cls(byteAt(get(I)), PV1), ...EQZ]),
    ...inc(I), ...br(0),
    ...END_, ...END_,
    ...END_,
    ...END_,
    // at metadata's indentation: `labels:`/`annotations:` alone start a cut block, `name` is the name
    ...get(INDENT), ...get(CI), ...EQ, ...IF,
    ...get(BARE), ...IF,
    ...keyIs(0), ...keyIs(1), ...OR, ...IF,
    ...get(E), ...k(1), ...ADD, ...set(CUT),
    ...END_,
    ...END_,
    ...keyIs(2), ...IF, ...k(1), ...set(NAMED_), ...END_,
    ...END_,
    ...nextLine, ...br(0),
    ...END_, ...END_,
    // the end of the block (or of the text): a cut block still open ends there
    ...get(CUT), ...k(0), ...LT_S, ...EQZ, ...IF,
    ...pushCut([...get(P), ...get(END), ...get(P), ...get(END), ...LT_U, 0x1b]), // select: min(p, end)
    ...END_,
    ...store(k(NAMED), get(NAMED_)),
    ...get(NCUTS),
    ...END_,
  ];
}

// ---- the data lines of a ConfigMap ----
//
// `lines(from, len)` reads the lines of a ConfigMap's `data:` (or `binaryData:`) block, written in
// the module's memory at `from`, the way plainConfigMapText (src/extract/configmap-text.ts) reads
// them, but only in the commonest spelling, and says -1 (read them in JavaScript) for anything else:
// every line is `<the block's indentation><key>: <value>` followed by a line feed or the end, where
//   - the key is [A-Za-z_][A-Za-z0-9_-]* (no `.`: never a YAML file's name), not five characters or
//     fewer starting with t, f, n, y or o in either case (so never one YAML reads as a boolean or null);
//   - the value is double-quoted on its line (printable ASCII but `\` and `'`), maybe followed by spaces, or
//     plain: a letter or digit, then letters, digits, spaces and `_ . / = + @ % , -` (no `:`, no `#`);
//   - keys are told apart by the same 30-bit hash as the script's (two keys with one hash: -1);
//   - at most MAX_DATA_KEYS keys.
// Blank lines, comments, block scalars, single quotes, carriage returns and any byte above 0x7E are
// left to the script. So the lines it accepts hold no character that the script's whole-text
// checks look for (a tab, a backslash, `''`, a carriage return, a non-printable one). It stops at a line that starts without a space (the next top-level key) and
// returns where that line starts (relative to `from`), or `len` at the end; the number of keys read
// is left at KEY_COUNT. Whatever it accepts, the script accepts the same way (a test compares both on
// every fixture, corpus and mutated document).
/** memory pages at the start: the scan's tables, the data lines' and metadata's page, a chunk's room */
const PAGES = 3;
/** where the data lines are written, and how many characters at most */
export const DATA = 65536;
export const DATA_MAX = 32768;
/** character classes (a byte each, 256), the key count, the hash table (SLOTS pairs of i32: the call's epoch, the key's hash) */
const CLASSES = DATA + DATA_MAX + 64;
const KEY_COUNT = CLASSES + 256;
const SLOTS = 512;
const HASHES = KEY_COUNT + 16;
export const MAX_DATA_KEYS = 256;
/** class bits: a key's first character, a key's, a plain value's first, a plain value's, a quoted value's */
const K0 = 1;
const K1 = 2;
const P0 = 4;
const P1 = 8;
const Q1 = 16;
/** plainKeyLine's classes: a key's character, a value's first, a value's (printable ASCII but `#`) */
const PK = 32;
const PV0 = 64;
const PV1 = 128;
/** what meta leaves: whether metadata has a name, the cuts, and the words it compares keys with */
export const MAX_CUTS = 8;
const NAMED = KEY_COUNT + 4;
/** set when the walk reached the end of what was written (a last line without a line feed, or the end after one) */
const AT_END = KEY_COUNT + 8;
const CUTS = HASHES + 8 * SLOTS;
/** the epoch of the last call of `lines`: a slot of the hash table holding another is empty */
const EPOCH = KEY_COUNT + 12;
/** `labels`, `annotations` and `name`, for the comparisons */
const WORDS = CUTS + 8 * MAX_CUTS;
const META_WORDS = ['labels', 'annotations', 'name'];
/** what head leaves: the value ranges of apiVersion, name and namespace (-1 -1: none), relative to `from` */
const HEAD_AT = WORDS + 32;
/** the lines head reads, in this order (`---` and `  namespace:` may be missing); V: a value */
const HEAD_LINES = ['---\n', 'apiVersion: V\n', 'kind: ConfigMap\n', 'metadata:\n', '  name: V\n', '  namespace: V\n', 'data:\n'];
const HEAD_TEXT = WORDS + 64;
/** head's classes: a value's first character (a letter), a value's ([A-Za-z0-9._/-]) */
const CLASSES2 = HEAD_TEXT + 128;
const HV0 = 1;
const HV1 = 2;

function classTable(): Uint8Array {
  const t = new Uint8Array(256);
  for (let c = 0; c < 256; c++) {
    const letter = (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
    const digit = c >= 0x30 && c <= 0x39;
    let b = 0;
    if (letter || c === 0x5f) b |= K0;
    if (letter || digit || c === 0x5f || c === 0x2d) b |= K1;
    if (letter || digit) b |= P0;
    if (letter || digit || ' _./=+@%,-'.includes(String.fromCharCode(c))) b |= P1;
    if (c >= 0x20 && c <= 0x7e && c !== 0x22 && c !== 0x27 && c !== 0x5c) b |= Q1;
    if (letter || digit || c === 0x5f || c === 0x2e || c === 0x2f || c === 0x2d) b |= PK;
    if (letter || digit || c === 0x5f || c === 0x2e || c === 0x2f) b |= PV0;
    if (c >= 0x20 && c <= 0x7e && c !== 0x23) b |= PV1;
    t[c] = b;
  }
  return t;
}

function dataLinesBody(): number[] {
  // locals: 0 from, 1 len (parameters), 2 p, 3 end, 4 di, 5 line start, 6 c, 7 h, 8 key start, 9 keys, 10 slot, 11 v, 12 epoch; 13 sixteen bytes (v128)
  const [FROM, LEN, P, END, DI, LS, C, H, KS, KEYS, SLOT, V, E, X] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
  // A value is skipped sixteen bytes at a time up to the first byte the loop below would stop or
  // fail at (skipTo): a quoted value's is below 0x20 or above 0x7e, `"`, `'` or a backslash (not Q1);
  // a plain value's anything but a letter, a digit and ` _./=+@%,-` (not P1; a line feed among them)
  const quotedBad = [...lanes(X, V_LT_U, 0x20), ...lanes(X, V_GT_U, 0x7e), ...vop(V_OR), ...lanes(X, V_EQ, 0x22), ...vop(V_OR), ...lanes(X, V_EQ, 0x27), ...vop(V_OR), ...lanes(X, V_EQ, 0x5c), ...vop(V_OR)];
  const plainBad = [...wordLanes(X, ' _./=+@%,-'), ...vop(V_NOT)];
  const cls = (c: number[], bit: number) => [...c, 0x2d, 0, ...uleb(CLASSES), ...k(bit), ...AND];
  const atEnd = [...get(P), ...get(END), ...GE_U];
  const here = byteAt(get(P));
  // p past the spaces (not past the end)
  const spaces = [...BLOCK, ...LOOP, ...atEnd, ...brIf(1), ...here, ...k(0x20), ...NE, ...brIf(1), ...inc(P), ...br(0), ...END_, ...END_];
  const stop = (at: number[]) => [...k(KEY_COUNT), ...get(KEYS), 0x36, 2, 0, ...at, ...RETURN];
  const FNV_START = 0x811c9dc5 | 0;
  const FNV_PRIME = 0x01000193;
  const body = [
    ...[2, 11, 0x7f, 1, 0x7b], // 11 i32 locals, 1 v128 local
    ...get(FROM), ...get(LEN), ...ADD, ...set(END),
    ...get(FROM), ...set(P),
    ...k(-1), ...set(DI),
    // this call's epoch: the hash table is emptied by a new one, not cleared (tens of thousands of
    // ConfigMaps of a few keys each); cleared only when the count wraps to 0
    ...k(EPOCH), 0x28, 2, 0, ...k(1), ...ADD, ...tee(E),
    ...EQZ, ...IF,
    ...k(HASHES), ...k(0), ...k(8 * SLOTS), 0xfc, 0x0b, 0x00, // memory.fill
    ...k(1), ...set(E),
    ...END_,
    ...k(EPOCH), ...get(E), 0x36, 2, 0,
    ...LOOP,
    // at the end: done
    ...atEnd, ...IF, ...stop(get(LEN)), ...END_,
    ...get(P), ...set(LS),
    ...spaces,
    ...returnIf(-1, atEnd),
    ...get(P), ...get(LS), ...SUB, ...set(V),
    ...get(V), ...EQZ, ...IF,
    // a line without indentation: an empty line is the script's; else the block ends here
    ...returnIf(-1, [...here, ...k(0x0a), ...EQ]),
    ...stop([...get(LS), ...get(FROM), ...SUB]),
    ...END_,
    ...get(DI), ...k(0), ...LT_S, ...IF, ...get(V), ...set(DI), ...ELSE, ...returnIf(-1, [...get(V), ...get(DI), ...NE]), ...END_,
    // the key
    ...here, ...set(C),
    ...returnIf(-1, [...cls(get(C), K0), ...EQZ]),
    ...k(FNV_START), ...get(C), ...XOR, ...k(FNV_PRIME), ...MUL, ...set(H),
    ...get(P), ...set(KS),
    ...inc(P),
    ...BLOCK, ...LOOP,
    ...atEnd, ...brIf(1),
    ...here, ...tee(C), 0x2d, 0, ...uleb(CLASSES), ...k(K1), ...AND, ...EQZ, ...brIf(1),
    ...get(H), ...get(C), ...XOR, ...k(FNV_PRIME), ...MUL, ...set(H),
    ...inc(P), ...br(0),
    ...END_, ...END_,
    // five characters or fewer, starting with a letter of true, false, null, yes, no, on, off
    ...get(P), ...get(KS), ...SUB, ...k(6), ...LT_U, ...IF,
    ...byteAt(get(KS)), ...k(0x20), ...OR, ...set(V),
    ...returnIf(-1, [...get(V), ...k(0x74), ...EQ, ...get(V), ...k(0x66), ...EQ, ...OR, ...get(V), ...k(0x6e), ...EQ, ...OR, ...get(V), ...k(0x79), ...EQ, ...OR, ...get(V), ...k(0x6f), ...EQ, ...OR]),
    ...END_,
    // `: `, more spaces
    ...returnIf(-1, atEnd),
    ...returnIf(-1, [...here, ...k(0x3a), ...NE]),
    ...inc(P),
    ...returnIf(-1, atEnd),
    ...returnIf(-1, [...here, ...k(0x20), ...NE]),
    ...spaces,
    ...returnIf(-1, atEnd),
    // the value
    ...here, ...set(C),
    ...get(C), ...k(0x22), ...EQ, ...IF,
    ...inc(P),
    ...skipTo(P, END, X, V, quotedBad),
    ...BLOCK, ...LOOP,
    ...returnIf(-1, atEnd),
    ...here, ...tee(C), ...k(0x22), ...EQ, ...brIf(1),
    ...returnIf(-1, [...cls(get(C), Q1), ...EQZ]),
    ...inc(P), ...br(0),
    ...END_, ...END_,
    ...inc(P),
    ...spaces,
    ...ELSE,
    ...returnIf(-1, [...cls(get(C), P0), ...EQZ]),
    ...inc(P),
    ...skipTo(P, END, X, V, plainBad),
    ...BLOCK, ...LOOP,
    ...atEnd, ...brIf(1),
    ...here, ...tee(C), ...k(0x0a), ...EQ, ...brIf(1),
    ...returnIf(-1, [...cls(get(C), P1), ...EQZ]),
    ...inc(P), ...br(0),
    ...END_, ...END_,
    ...END_,
    // the line ends here
    ...get(P), ...get(END), ...LT_U, ...IF,
    ...returnIf(-1, [...here, ...k(0x0a), ...NE]),
    ...inc(P),
    ...END_,
    // one key more, not seen before (by its hash: a slot of this call's epoch holds one)
    ...get(KEYS), ...k(1), ...ADD, ...tee(KEYS), ...k(MAX_DATA_KEYS), ...GT_U, ...IF, ...k(-1), ...RETURN, ...END_,
    ...get(H), ...k(SLOTS - 1), ...AND, ...set(SLOT),
    ...BLOCK, ...LOOP,
    ...get(SLOT), ...k(3), ...SHL, 0x28, 2, ...uleb(HASHES), ...get(E), ...NE, ...IF,
    ...get(SLOT), ...k(3), ...SHL, ...get(E), 0x36, 2, ...uleb(HASHES),
    ...get(SLOT), ...k(3), ...SHL, ...get(H), 0x36, 2, ...uleb(HASHES + 4),
    ...br(2),
    ...END_,
    ...get(SLOT), ...k(3), ...SHL, 0x28, 2, ...uleb(HASHES + 4), ...set(V),
    ...returnIf(-1, [...get(V), ...get(H), ...EQ]),
    ...get(SLOT), ...k(1), ...ADD, ...k(SLOTS - 1), ...AND, ...set(SLOT),
    ...br(0),
    ...END_, ...END_,
    ...br(0),
    ...END_,
    ...k(-1),
    ...END_,
  ];
  return body;
}

/** What this module uses of WebAssembly (the project's TypeScript libraries do not declare it). */
interface Memory {
  buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface Wasm {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: Record<string, unknown> };
}

interface Scanner {
  head: (from: number, len: number) => number;
  /** the marks of the text whose bytes are in memory from TEXT on (scanText's `words`), if any */
  held?: readonly number[];
  /** a text whose bytes readIntoScanMemory read there (an ASCII file's: one byte per character) */
  read?: string | HeldText;
  scan: (from: number, end: number) => number;
  lines: (from: number, len: number) => number;
  meta: (from: number, len: number) => number;
  configMap: (from: number, len: number) => number;
  memory: Memory;
  bytes: Buffer;
  words: Uint32Array;
  /** the module's own words (offsets below TEXT) as 32-bit integers; only where the machine is little-endian, as WebAssembly's memory is */
  ints?: Int32Array;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** the 32-bit integer the module left at `at` (below TEXT, a multiple of 4) */
function intAt(s: Scanner, at: number): number {
  return s.ints ? s.ints[at >> 2] : s.bytes.readInt32LE(at);
}

let scanner: Scanner | null | undefined;

function getScanner(): Scanner | null {
  if (scanner !== undefined) return scanner;
  try {
    const wasm = (globalThis as unknown as { WebAssembly: Wasm }).WebAssembly;
    const instance = new wasm.Instance(new wasm.Module(typeof __CMP_WORD_SCAN_WASM__ === 'string' ? Buffer.from(__CMP_WORD_SCAN_WASM__, 'base64') : moduleBytes()));
    const memory = instance.exports.memory as Memory;
    const bytes = Buffer.from(memory.buffer);
    BUCKETS.forEach((probes, b) => {
      for (const p of probes) {
        for (let k = 0; k < 3; k++) {
          const c = p.probe.charCodeAt(k) | 0x20;
          bytes[TABLES + 32 * k + (c & 15)] |= 1 << b;
          bytes[TABLES + 32 * k + 16 + (c >> 4)] |= 1 << b;
        }
      }
    });
    bytes.set(classTable(), CLASSES);
    bytes.write(META_WORDS.join(''), WORDS, 'latin1');
    bytes.write(HEAD_LINES.join(''), HEAD_TEXT, 'latin1');
    for (let c = 0; c < 128; c++) {
      const letter = (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
      bytes[CLASSES2 + c] = (letter ? HV0 : 0) | (letter || (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x5f || c === 0x2f || c === 0x2d ? HV1 : 0);
    }
    scanner = { scan: instance.exports.scan as Scanner['scan'], lines: instance.exports.lines as Scanner['lines'], meta: instance.exports.meta as Scanner['meta'], head: instance.exports.head as Scanner['head'], configMap: instance.exports.configMap as Scanner['configMap'], memory, bytes, words: new Uint32Array(memory.buffer, 0, (FOUND + FOUND_SIZE * SCAN_BATCH) / 4) };
    if (LITTLE_ENDIAN) scanner.ints = new Int32Array(memory.buffer, 0, TEXT / 4);
    READ_KINDS_AT = new RegExp(READ_KINDS.source, 'iy');
    READ_KIND_WORDS = /\(\?:([A-Za-z|]+)\)\\b$/.exec(READ_KINDS.source)![1].toLowerCase().split('|');
    READ_KIND_FIRST = new Set(READ_KIND_WORDS.map((w) => w.charCodeAt(0)));
  } catch {
    scanner = null; // no WebAssembly SIMD here: the regexes do it
  }
  return scanner;
}

/** a character above U+00FF (none in a one-byte string: V8 answers that at once) */
const WIDE = /[^\x00-\xff]/;
let keysRead = 0;

/**
 * Where the data lines of a ConfigMap that start at `from` in `text` end (see the module function
 * `lines` above): the start of the first line without indentation, or `to`; -1 when they are not
 * all written the commonest way (or WebAssembly is not there, or the text holds a character above
 * U+00FF, which the module would see as its low byte): then the caller reads them itself.
 * dataLinesKeys() gives the number of keys read.
 */
export function plainDataLines(text: string, from: number, to: number, words?: DocWords): number {
  const len = to - from;
  if (len <= 0) return -1;
  const s = getScanner();
  if (!s) return -1;
  const piece = from === 0 && to === text.length ? text : text.slice(from, to);
  if (WIDE.test(piece)) return -1;
  // (in memory already when `text` is a document of the text scanned last, its marks `words`)
  let at = heldAt(s, words);
  if (at >= 0) at += from;
  else if (len > DATA_MAX || s.bytes.write(piece, DATA, 'latin1') !== len) return -1;
  else at = DATA;
  const r = s.lines(at, len);
  if (r < 0) return -1;
  keysRead = s.bytes.readUInt32LE(KEY_COUNT);
  return from + r;
}

/** how many characters of the text after `metadata:` metadataCutsInModule writes first */
const META_FIRST = 1024;

/** metadataCuts' answer (src/files/relevance.ts) */
export interface MetadataCuts {
  cuts: [number, number][];
  named: boolean;
  commented: boolean;
}

/**
 * metadataCuts' walk of the lines from `from` (the line after the top-level `metadata:` line) to
 * the end of `text`, made by the module's `meta` when every line it meets is one it reads (see
 * above); undefined when not (or WebAssembly is not there, or the rest is longer than DATA_MAX or
 * holds a character above U+00FF): then the caller walks the lines itself.
 */
export function metadataCutsInModule(text: string, from: number, words?: DocWords): MetadataCuts | undefined {
  const rest = text.length - from;
  if (rest <= 0) return undefined;
  const s = getScanner();
  if (!s) return undefined;
  let r = -1;
  const at = heldAt(s, words);
  if (at >= 0) {
    // in memory already (a document of the text scanned last)
    if (WIDE.test(from === 0 ? text : text.slice(from))) return undefined;
    r = s.meta(at + from, rest);
  } else {
    if (rest > DATA_MAX) return undefined;
    // (the block is most often near the start: its first characters are written, all of them when
    // the walk reached their end)
    for (let len = Math.min(rest, META_FIRST); ; len = rest) {
      const piece = from === 0 && len === text.length ? text : text.slice(from, from + len);
      if (WIDE.test(piece) || s.bytes.write(piece, DATA, 'latin1') !== len) return undefined;
      r = s.meta(DATA, len);
      // (a walk that reached the end of a first part read a line cut short: it counts only whole)
      if (len === rest || s.bytes.readInt32LE(AT_END) === 0) break;
    }
  }
  if (r === -1) return undefined;
  if (r === -2) return { cuts: [], named: false, commented: false };
  const cuts: [number, number][] = [];
  const w = s.bytes;
  for (let i = 0; i < r; i++) cuts.push([from + w.readInt32LE(CUTS + 8 * i), from + w.readInt32LE(CUTS + 8 * i + 4)]);
  return { cuts, named: w.readInt32LE(NAMED) !== 0, commented: false };
}

/**
 * Where the line after `data:` starts in a ConfigMap `text` (a document of the text scanned last, its
 * marks `words`) whose first lines are the commonest spelling of a plain ConfigMap's head (see the
 * module function `head`), -1 when they are not or the text is not in memory; headValue(i) gives
 * the ranges of apiVersion (0), name (1) and namespace (2, [-1, -1] when there is none).
 */
export function commonHead(text: string, words: DocWords | undefined): number {
  const s = getScanner();
  if (!s) return -1;
  const at = heldAt(s, words);
  if (at < 0 || WIDE.test(text)) return -1;
  return s.head(at, text.length);
}

/** the start (`end` false) or the end of value i of the last commonHead that did not return -1 */
export function headValue(i: number, end: boolean): number {
  return scanner ? scanner.bytes.readInt32LE(HEAD_AT + 8 * i + (end ? 4 : 0)) : -1;
}

/** how many keys the last plainDataLines that did not return -1 read */
export function dataLinesKeys(): number {
  return keysRead;
}

/** the most a text may hold for the scan (its offsets doubled stay small integers) */
const MAX_TEXT = 256 * 1024 * 1024;

/**
 * What the scan marks, each as `4 * offset + kind`: WORD, every start of every alternative of
 * STRONG_SCAN (overlapping ones too) but `component`, which is COMPONENT; GENERATE, every
 * `generate`; DOUBT, every backslash, every `''` and every start of a READ_KINDS match (what makes
 * the text decision read a document with js-yaml, whatever else it holds).
 */
export const WORD = 0;
export const COMPONENT = 1;
export const GENERATE = 2;
export const DOUBT = 3;
/** READ_KINDS (src/files/relevance.ts) at one place (made with the scanner: relevance.ts imports this module) */
let READ_KINDS_AT = /$/y;

/** The marks of `text` (see WORD…DOUBT) in ascending order; undefined when the scan cannot run here (then use the regexes). */
export function strongWordStarts(text: string): number[] | undefined {
  return scanText(text)?.words;
}

/**
 * `---` or `...` at `k` after a line feed, followed by white space or the end: a document marker
 * (documentStarts); `length`: the text's (`text` may be a piece of it that starts where it does).
 */
function markerAt(text: string, k: number, length: number): boolean {
  if (!(text.startsWith('---', k) || text.startsWith('...', k))) return false;
  const c = text.charCodeAt(k + 3);
  return k + 3 >= length || c === 32 || c === 9 || c === 13 || c === 10 || c === 0x2028 || c === 0x2029;
}

/** Does READ_KINDS match at `x` in `text`? */
function readKindsAt(text: string, x: number): boolean {
  READ_KINDS_AT.lastIndex = x;
  return READ_KINDS_AT.test(text);
}

/**
 * One pass over a text: `words` as strongWordStarts gives them, `docs` as documentStarts gives
 * them (0, each document marker that follows a line feed, the text's length), and `kinds` as
 * lineStartsOf(text, ['kind']) gives them (src/files/relevance.ts: every `kind` that starts a line,
 * or follows a quote that does). Undefined when the scan cannot run here.
 */
export function scanText(text: string | HeldText): { words: number[]; docs: number[]; kinds: number[] } | undefined {
  const s = text.length <= MAX_TEXT ? getScanner() : null;
  if (!s) return undefined;
  const out: number[] = [];
  const docs = [0];
  const kinds: number[] = [];
  let sorted = true;
  const end = text.length;
  const hold = end <= HOLD_MAX;
  // (the bytes of a file read by readIntoScanMemory are there already)
  const there = hold && text === s.read;
  if (typeof text !== 'string' && !there) throw new Error('word scan: the held text is gone');
  s.held = undefined;
  // (a held text stays held: its bytes are its only copy)
  s.read = typeof text === 'string' ? undefined : text;
  if (hold && !room(s, TEXT + end + PAD)) return undefined;
  const mem = s.bytes;
  // a chunk at a time (with the bytes its last block reads beyond it), so that the text around the
  // candidates is still in the processor's cache when they are checked; each at its own place when
  // the text is held, else all at TEXT (`base`: the text's offset at TEXT)
  for (let c0 = 0; c0 < end; c0 += CHUNK) {
    const base = hold ? 0 : c0;
    const c1 = Math.min(end, c0 + CHUNK + PAD);
    if (!there) {
      const piece = c0 === 0 && c1 === end ? (text as string) : (text as string).slice(c0, c1);
      if (mem.write(piece, TEXT + c0 - base, 'latin1') !== c1 - c0) return undefined;
    }
    if (c1 === end) mem.fill(0, TEXT + c1 - base, TEXT + c1 - base + PAD);
    const to = Math.min(end, c0 + CHUNK);
    // (a held text's candidates are checked on its bytes, where they lie: ASCII, one per character)
    if (typeof text === 'string' ? scanChunk(s, text, end, c0, to, base, out, docs, kinds) : scanHeldChunk(s, end, c0, to, out, docs, kinds)) sorted = false;
  }
  docs.push(end);
  const words = sorted ? out : (out.sort((x, y) => x - y), out.filter((x, k) => k === 0 || out[k - 1] !== x));
  if (hold) s.held = words;
  return { words, docs, kinds };
}


/**
 * A big ASCII file's text whose bytes readIntoScanMemory read into the module's memory, not
 * decoded to a string (src/files/read.ts): one byte per character. Valid until the next read into
 * that memory or the next scan of another text; its pieces are decoded as they are needed.
 */
export class HeldText {
  constructor(readonly length: number) {}
}

/** `held` was read into the module's memory by readIntoScanMemory and is still there */
function heldMemory(held: HeldText): Buffer {
  const s = scanner;
  if (!s || s.read !== held) throw new Error('word scan: the held text is gone');
  return s.bytes;
}

/** characters [from, to) of a held text, as a string */
export function heldSlice(held: HeldText, from: number, to: number): string {
  return heldMemory(held).toString('latin1', TEXT + from, TEXT + Math.min(to, held.length));
}

/** where `byte` (a character below 0x80) first occurs in a held text at or after `from`; -1 if nowhere */
export function heldIndexOf(held: HeldText, byte: number, from: number): number {
  const mem = heldMemory(held);
  const at = mem.indexOf(byte, TEXT + from);
  return at === -1 || at >= TEXT + held.length ? -1 : at - TEXT;
}

/** does `text` (ASCII) start at `at` in a held text? */
function heldStartsWith(held: HeldText, at: number, text: string): boolean {
  const mem = heldMemory(held);
  if (at < 0 || at + text.length > held.length) return false;
  for (let j = 0; j < text.length; j++) if (mem[TEXT + at + j] !== text.charCodeAt(j)) return false;
  return true;
}

/** does `text` (ASCII, a lower-case letter first) start at the place of a WORD mark (scanText's `words`) of a held text? */
export function heldMarkStartsWith(held: HeldText, marks: readonly number[], text: string): boolean {
  const mem = heldMemory(held);
  const c0 = text.charCodeAt(0);
  for (let k = 0; k < marks.length; k++) {
    const v = marks[k];
    // (the first character before the rest: most marks are other words)
    if ((v & 3) !== WORD || mem[TEXT + (v >>> 2)] !== c0) continue;
    if (heldStartsWith(held, v >>> 2, text)) return true;
  }
  return false;
}

/** does `text` (ASCII) occur in a held text? */
export function heldIncludes(held: HeldText, text: string): boolean {
  const at = heldMemory(held).subarray(TEXT, TEXT + held.length).indexOf(text, 0, 'latin1');
  return at !== -1;
}

/** the file's bytes just read by readIntoScanMemory's view, `length` of them, are its text (ASCII), held there undecoded */
export function holdText(length: number): HeldText {
  const held = new HeldText(length);
  if (scanner) scanner.read = held;
  return held;
}

/**
 * Room in the module's memory where scanText keeps a text, for the `size` bytes of a big file that
 * the caller reads there (src/files/read.ts): when the file is ASCII, its text is those bytes, and
 * the scan need not write them again (bytesAreText). A view valid until the next read or scan;
 * undefined when the scan cannot hold such a text (no WebAssembly, too big, no memory).
 */
export function readIntoScanMemory(size: number): Buffer | undefined {
  const s = size <= HOLD_MAX ? getScanner() : null;
  if (!s || !room(s, TEXT + size + PAD)) return undefined;
  s.held = undefined;
  s.read = undefined;
  return s.bytes.subarray(TEXT, TEXT + size);
}

/** `text` is the bytes readIntoScanMemory's view holds, one per character (an ASCII file's text). */
export function bytesAreText(text: string): void {
  if (scanner) scanner.read = text;
}

/** At least `bytes` of memory (more pages when needed; the views are made again). */
function room(s: Scanner, bytes: number): boolean {
  const have = s.memory.buffer.byteLength;
  if (bytes <= have) return true;
  try {
    s.memory.grow(Math.ceil((bytes - have) / 65536));
  } catch {
    return false;
  }
  s.bytes = Buffer.from(s.memory.buffer);
  s.words = new Uint32Array(s.memory.buffer, 0, (FOUND + FOUND_SIZE * SCAN_BATCH) / 4);
  if (LITTLE_ENDIAN) s.ints = new Int32Array(s.memory.buffer, 0, TEXT / 4);
  return true;
}

/** Where the text of these marks (scanText's `words`) starts in memory, when it is still there. */
function heldAt(s: Scanner, words: DocWords | undefined): number {
  return words !== undefined && s.held !== undefined && words.list === s.held ? TEXT + words.base : -1;
}

const isLineBreak = (c: number) => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

/** Pushes a mark; true when it is not after the last one (the list is sorted at the end). */
function pushMark(out: number[], v: number): boolean {
  const late = out.length > 0 && out[out.length - 1] >= v;
  out.push(v);
  return late;
}

/**
 * The candidates of text[c0, c1) (in the module's memory from TEXT on), checked on the text: word
 * starts into `out`, document starts into `docs`. True when a word start came out of order.
 */
function scanChunk(s: Scanner, text: string, end: number, c0: number, c1: number, base: number, out: number[], docs: number[], kinds: number[]): boolean {
  const mem = s.bytes;
  let unsorted = false;
  for (let i = c0 - base; ; ) {
    const n = s.scan(i, c1 - base);
    const w = s.words;
    for (let f = 0; f < n; f++) {
      const fw = (FOUND + FOUND_SIZE * f) / 4;
      const block = base + w[fw];
      // the positions with buckets, then those with other marks, lowest first
      for (let lanes = w[fw + 1]; lanes !== 0; lanes &= lanes - 1) {
        const bit = 31 - Math.clz32(lanes & -lanes);
        const k = bit & 15;
        const at = block + k;
        if (at >= c1) continue;
        if (bit >= 16) {
          const x = at;
          const c = text.charCodeAt(x);
          let mark = -1;
          if (c === 10) {
            if (markerAt(text, x + 1, end)) docs.push(at + 1);
          } else if (c === 0x5c || (c === 0x27 && text.charCodeAt(x + 1) === 0x27)) mark = DOUBT;
          else if ((c | 0x20) === 0x6b) {
            if (readKindsAt(text, x)) mark = DOUBT;
            // (a `kind` line: every `kind` is a candidate here, `kin` being one of the other marks)
            if (c === 0x6b && text.startsWith('kind', x)) {
              if (at === 0 || isLineBreak(text.charCodeAt(x - 1))) kinds.push(at);
              else {
                const q = text.charCodeAt(x - 1);
                if ((q === 0x22 || q === 0x27) && (at === 1 || isLineBreak(text.charCodeAt(x - 2)))) kinds.push(at - 1);
              }
            }
          } else if (c === 0x67 && text.startsWith('generate', x)) mark = GENERATE;
          if (mark >= 0 && pushMark(out, 4 * at + mark)) unsorted = true;
          continue;
        }
        const bits = mem[4 * fw + 8 + k];
        for (let b = 0; b < 8; b++) {
          if ((bits & (1 << b)) === 0) continue;
          for (const p of BUCKETS[b]) {
            const start = at - p.at;
            if (start < 0 || !(wordAt(text, start, p.spellings[0]) || (p.spellings.length > 1 && wordAt(text, start, p.spellings[1])))) continue;
            if (pushMark(out, 4 * start + (p.component ? COMPONENT : WORD))) unsorted = true;
          }
        }
      }
    }
    if (n < SCAN_BATCH) break;
    i = w[RESUME / 4];
  }
  return unsorted;
}

/** READ_KINDS' kinds, lower-case (read from its source when the module is made: one list), and their first letters */
let READ_KIND_WORDS: readonly string[] = [];
let READ_KIND_FIRST: ReadonlySet<number> = new Set();
const isWordByte = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
/** white space as `\s` sees it in an ASCII text */
const isSpaceByte = (c: number) => c === 0x20 || (c >= 0x09 && c <= 0x0d);

/** Does `word` (lower-case letters, `-`, `/`) start at memory offset `p` (before `e`), as wordAt asks of a text? */
function wordAtByte(mem: Buffer, p: number, e: number, word: string): boolean {
  if (p + word.length > e) return false;
  for (let j = 0; j < word.length; j++) {
    const w = word.charCodeAt(j);
    const c = mem[p + j];
    if (w >= 0x61 ? (c | 0x20) !== w : c !== w) return false;
  }
  return true;
}

/** READ_KINDS at memory offset `p` (before `e`) of an ASCII text: `kind`, a quote, `:`, a quote, a kind and a word's end (any case). */
function readKindsAtByte(mem: Buffer, p: number, e: number): boolean {
  if (!wordAtByte(mem, p, e, 'kind')) return false;
  p += 4;
  if (p < e && (mem[p] === 0x22 || mem[p] === 0x27)) p++;
  while (p < e && isSpaceByte(mem[p])) p++;
  if (p >= e || mem[p] !== 0x3a) return false;
  p++;
  while (p < e && isSpaceByte(mem[p])) p++;
  if (p < e && (mem[p] === 0x22 || mem[p] === 0x27)) p++;
  if (p >= e || !READ_KIND_FIRST.has(mem[p] | 0x20)) return false;
  for (const w of READ_KIND_WORDS) if (wordAtByte(mem, p, e, w) && (p + w.length >= e || !isWordByte(mem[p + w.length]))) return true;
  return false;
}

/**
 * scanChunk for a held text (in memory from TEXT on, the whole of it, `end` bytes): the candidates
 * of [c0, c1) checked on the bytes themselves, the same checks as scanChunk's on a string.
 */
function scanHeldChunk(s: Scanner, end: number, c0: number, c1: number, out: number[], docs: number[], kinds: number[]): boolean {
  const mem = s.bytes;
  const e = TEXT + end;
  let unsorted = false;
  for (let i = c0; ; ) {
    const n = s.scan(i, c1);
    const w = s.words;
    for (let f = 0; f < n; f++) {
      const fw = (FOUND + FOUND_SIZE * f) / 4;
      const found = w[fw];
      for (let lanes = w[fw + 1]; lanes !== 0; lanes &= lanes - 1) {
        const bit = 31 - Math.clz32(lanes & -lanes);
        const k = bit & 15;
        const at = found + k;
        if (at >= c1) continue;
        const p = TEXT + at;
        if (bit >= 16) {
          const c = mem[p];
          let mark = -1;
          if (c === 10) {
            // a document marker: `---` or `...`, then white space or the end
            const q = p + 1;
            if (q + 3 <= e && ((mem[q] === 0x2d && mem[q + 1] === 0x2d && mem[q + 2] === 0x2d) || (mem[q] === 0x2e && mem[q + 1] === 0x2e && mem[q + 2] === 0x2e))) {
              const after = mem[q + 3];
              if (q + 3 >= e || after === 32 || after === 9 || after === 13 || after === 10) docs.push(at + 1);
            }
          } else if (c === 0x5c || (c === 0x27 && p + 1 < e && mem[p + 1] === 0x27)) mark = DOUBT;
          else if ((c | 0x20) === 0x6b) {
            if (readKindsAtByte(mem, p, e)) mark = DOUBT;
            // (a `kind` line: every `kind` is a candidate here, `kin` being one of the other marks)
            if (c === 0x6b && p + 4 <= e && mem[p + 1] === 0x69 && mem[p + 2] === 0x6e && mem[p + 3] === 0x64) {
              if (at === 0 || mem[p - 1] === 10 || mem[p - 1] === 13) kinds.push(at);
              else {
                const q = mem[p - 1];
                if ((q === 0x22 || q === 0x27) && (at === 1 || mem[p - 2] === 10 || mem[p - 2] === 13)) kinds.push(at - 1);
              }
            }
          } else if (c === 0x67 && wordAtByte(mem, p, e, 'generate')) mark = GENERATE;
          if (mark >= 0 && pushMark(out, 4 * at + mark)) unsorted = true;
          continue;
        }
        const bits = mem[4 * fw + 8 + k];
        for (let b = 0; b < 8; b++) {
          if ((bits & (1 << b)) === 0) continue;
          for (const pr of BUCKETS[b]) {
            const start = at - pr.at;
            if (start < 0 || !(wordAtByte(mem, TEXT + start, e, pr.spellings[0]) || (pr.spellings.length > 1 && wordAtByte(mem, TEXT + start, e, pr.spellings[1])))) continue;
            if (pushMark(out, 4 * start + (pr.component ? COMPONENT : WORD))) unsorted = true;
          }
        }
      }
    }
    if (n < SCAN_BATCH) break;
    i = w[RESUME / 4];
  }
  return unsorted;
}

/**
 * The same marks, found with STRONG_SCAN's regexes (each start of each alternative), indexOf and
 * READ_KINDS: what the scan must answer, for the tests.
 */
export function strongWordStartsByRegex(text: string): number[] {
  const out = new Set<number>();
  for (const re of STRONG_SCAN) {
    for (const alt of re.source.split('|')) {
      const one = new RegExp(alt, 'gi');
      for (let m = one.exec(text); m !== null; m = one.exec(text)) {
        out.add(4 * m.index + (alt === 'component' ? COMPONENT : WORD));
        one.lastIndex = m.index + 1;
      }
    }
  }
  for (let i = text.indexOf('generate'); i !== -1; i = text.indexOf('generate', i + 1)) out.add(4 * i + GENERATE);
  for (let i = text.indexOf('\\'); i !== -1; i = text.indexOf('\\', i + 1)) out.add(4 * i + DOUBT);
  for (let i = text.indexOf("''"); i !== -1; i = text.indexOf("''", i + 1)) out.add(4 * i + DOUBT);
  const kinds = new RegExp(READ_KINDS.source, 'gi');
  for (let m = kinds.exec(text); m !== null; m = kinds.exec(text)) {
    out.add(4 * m.index + DOUBT);
    kinds.lastIndex = m.index + 1;
  }
  return [...out].sort((x, y) => x - y);
}

/**
 * The word starts of one document: `list[from..to)`, offsets in the file, the document at `base`;
 * with `kinds`, the file's `kind` line starts (scanText), the document's in `kinds[kindFrom..kindTo)`.
 */
export interface DocWords {
  list: readonly number[];
  from: number;
  to: number;
  base: number;
  kinds?: readonly number[];
  kindFrom?: number;
  kindTo?: number;
}

/**
 * Moves `words` (scanText's marks and kind line starts, walked document by document in order) to
 * the document [a, b): its marks are list[from..to), its kind line starts kinds[kindFrom..kindTo).
 */
export function advanceDocWords(words: DocWords, a: number, b: number): void {
  words.from = words.to;
  while (words.to < words.list.length && words.list[words.to] < 4 * b) words.to++;
  words.base = a;
  const kinds = words.kinds;
  if (!kinds) return;
  let k = (words.kindFrom = words.kindTo!);
  while (k < kinds.length && kinds[k] < b) k++;
  words.kindTo = k;
}

// ---- a held document's bytes ----
//
// The loader decides most documents of a big file from their bytes where they lie in the module's
// memory (a held text: src/files/read.ts), without decoding them to a string (src/files/relevance.ts
// heldSaysIrrelevant, src/extract/configmap-text.ts heldPlainConfigMap). These read the bytes of
// the held text whose marks are `words` (scanText's), at its own offsets; each answers only the
// commonest spellings and leaves the rest to the string path.

/** the module's memory when `words` are the marks of the held text scanned last (its bytes from TEXT on), else undefined */
function heldMemoryOf(words: DocWords): Buffer | undefined {
  const s = scanner;
  return s && s.held !== undefined && words.list === s.held && s.read instanceof HeldText ? s.bytes : undefined;
}

/** Are `words` the marks of the held text scanned last (so that the functions below can read its bytes)? */
export function heldMarks(words: DocWords): boolean {
  return heldMemoryOf(words) !== undefined;
}

const isKindFirst = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isKindChar = (c: number) => isKindFirst(c) || (c >= 0x30 && c <= 0x39);

/**
 * The kind of a `kind:` line at `at` of the held text (the start of the document that starts at
 * `start` and ends at `end`, or just after a line feed), written `kind:`, spaces or tabs, a kind
 * ([A-Za-z][A-Za-z0-9]*), spaces or tabs, then a line feed or `end`: what SIMPLE_KIND
 * (src/files/relevance.ts) reads there for certain. Undefined for any other spelling (a quote, a
 * comment, a carriage return…), which the string path reads.
 */
export function heldKindLine(words: DocWords, start: number, at: number, end: number): string | undefined {
  const mem = heldMemoryOf(words);
  if (!mem) return undefined;
  let p = TEXT + at;
  // (at the document's start or after a line feed: a line start no scalar spans into)
  if (at < start || at >= end || (at > start && mem[p - 1] !== 0x0a)) return undefined;
  const e = TEXT + end;
  if (p + 5 > e || mem[p] !== 0x6b || mem[p + 1] !== 0x69 || mem[p + 2] !== 0x6e || mem[p + 3] !== 0x64 || mem[p + 4] !== 0x3a) return undefined;
  p += 5;
  while (p < e && (mem[p] === 0x20 || mem[p] === 0x09)) p++;
  const k0 = p;
  if (p >= e || !isKindFirst(mem[p])) return undefined;
  while (p < e && isKindChar(mem[p])) p++;
  const k1 = p;
  while (p < e && (mem[p] === 0x20 || mem[p] === 0x09)) p++;
  if (p < e && mem[p] !== 0x0a) return undefined;
  return recentString(mem, k0, k1, RECENT_KINDS);
}

/** the kinds heldKindLine read last (a bundle has a few kinds, each many times) */
const RECENT_KINDS: string[] = [];
/** the namespaces and apiVersions heldHeadValue read last */
const RECENT_VALUES: string[] = [];
const RECENT_MAX = 16;
const RECENT_LONGEST = 253;

/**
 * The bytes [from, to) of memory as a string: one of `recent` when it has those characters (no
 * string made, and the same string each time), else decoded and remembered (the oldest forgotten).
 */
function recentString(mem: Buffer, from: number, to: number, recent: string[]): string {
  const n = to - from;
  for (let r = 0; r < recent.length; r++) {
    const x = recent[r];
    if (x.length !== n) continue;
    let j = 0;
    while (j < n && x.charCodeAt(j) === mem[from + j]) j++;
    if (j === n) return x;
  }
  const made = mem.toString('latin1', from, to);
  // (a long one is not kept: a kind or namespace is a short word, and a text may hold megabytes where one goes)
  if (n > RECENT_LONGEST) return made;
  if (recent.length >= RECENT_MAX) recent.pop();
  recent.unshift(made);
  return made;
}

/** [ \t]* from memory offset `p` (before `e`): where they end */
function skipBlanks(mem: Buffer, p: number, e: number): number {
  while (p < e && (mem[p] === 0x20 || mem[p] === 0x09)) p++;
  return p;
}

/** a line `word:` [ \t]* value [ \t]* \r? at `p`, its value's characters all `ok` (the first one `first`): the value's [start, end) and where the line ends (at its line feed or `e`), or undefined */
function headLine(mem: Buffer, p: number, e: number, word: string, first: (c: number) => boolean, ok: (c: number) => boolean): [number, number, number] | undefined {
  for (let j = 0; j < word.length; j++) if (p + j >= e || mem[p + j] !== word.charCodeAt(j)) return undefined;
  p = skipBlanks(mem, p + word.length, e);
  const v0 = p;
  if (p >= e || !first(mem[p])) return undefined;
  while (p < e && ok(mem[p])) p++;
  const v1 = p;
  p = skipBlanks(mem, p, e);
  if (p < e && mem[p] === 0x0d) p++;
  return [v0, v1, p];
}
const isApiChar = (c: number) => isKindChar(c) || c === 0x2e || c === 0x2f || c === 0x2d;

/**
 * The kind INERT_HEAD (src/files/relevance.ts) reads at the start of the held document [a, b): after
 * blank, comment and `---` lines, an `apiVersion:` line and a `kind:` line, in either order, each
 * with a plain value; undefined when it does not match.
 */
export function heldHeadKind(words: DocWords, a: number, b: number): string | undefined {
  const mem = heldMemoryOf(words);
  if (!mem) return undefined;
  const e = TEXT + b;
  let p = TEXT + a;
  // blank and comment lines, `---` lines
  for (;;) {
    let q = p;
    const marker = q + 3 <= e && mem[q] === 0x2d && mem[q + 1] === 0x2d && mem[q + 2] === 0x2d;
    q = skipBlanks(mem, marker ? q + 3 : q, e);
    if (q < e && mem[q] === 0x23) {
      while (q < e && mem[q] !== 0x0a) q++;
    } else if (marker && q < e && mem[q] === 0x0d) q++;
    if (q < e && mem[q] === 0x0a) {
      p = q + 1;
      continue;
    }
    break;
  }
  const api = (at: number) => headLine(mem, at, e, 'apiVersion:', isApiChar, isApiChar);
  const kind = (at: number) => headLine(mem, at, e, 'kind:', isKindFirst, isKindChar);
  // (the first line must end with a line feed; the second with one or the document's end)
  const lineEnds = (l: [number, number, number] | undefined, last: boolean) => l !== undefined && (l[2] < e ? mem[l[2]] === 0x0a : last);
  const a1 = api(p);
  if (lineEnds(a1, false)) {
    const k = kind(a1![2] + 1);
    if (lineEnds(k, true)) return recentString(mem, k![0], k![1], RECENT_KINDS);
  }
  const k1 = kind(p);
  if (lineEnds(k1, false) && lineEnds(api(k1![2] + 1), true)) return recentString(mem, k1![0], k1![1], RECENT_KINDS);
  return undefined;
}

const METADATA = Buffer.from('metadata', 'latin1');

/** how many bytes heldFind compares one by one before it hands the rest to Buffer's search */
const FIND_NEAR = 512;

/**
 * Where `pat` first starts in memory [from, e) (it ends by `e`), or -1. Searched within those bounds
 * only: a search to the text's end for each document of a file whose documents lack it would cost
 * the square of its size. The first bytes are compared here (a document's head is short, and a view
 * of the memory for Buffer's search costs more than they do); the rest by Buffer's search.
 */
function heldFind(mem: Buffer, from: number, e: number, pat: Buffer): number {
  const last = e - pat.length;
  const near = Math.min(last + 1, from + FIND_NEAR);
  const c0 = pat[0];
  for (let i = from; i < near; i++) {
    if (mem[i] !== c0) continue;
    let j = 1;
    while (j < pat.length && mem[i + j] === pat[j]) j++;
    if (j === pat.length) return i;
  }
  if (near > last) return -1;
  const d = mem.subarray(near, e).indexOf(pat);
  return d === -1 ? -1 : near + d;
}

/** the cuts of the last heldMetadataCuts that found some ([start, end) pairs, offsets of the held text) */
export const HELD_CUTS = new Int32Array(2 * MAX_CUTS);
let heldNamed = false;
/** whether the metadata of the last heldMetadataCuts that read a block has a `name` */
export function heldCutsNamed(): boolean {
  return heldNamed;
}
/** heldMetadataCuts: the string path must decide; there is no plainly written top-level metadata block */
export const CUTS_ASK = -1;
export const CUTS_NONE = -2;

/**
 * metadataCuts (src/files/relevance.ts) of the held document [a, b), when its top-level
 * `metadata:` line is written `metadata:` and maybe spaces or tabs before its line feed and the
 * module's `meta` reads its block: the number of cuts, left in HELD_CUTS as offsets of the held
 * text (heldCutsNamed: whether metadata has a `name`); CUTS_NONE when there is no such line or
 * the block has an anchor (no cuts, not named: metadataCuts' `none`); CUTS_ASK when the string
 * path must decide (another spelling, a carriage return, a block the module does not read).
 */
export function heldMetadataCuts(words: DocWords, a: number, b: number): number {
  const s = scanner;
  const mem = heldMemoryOf(words);
  if (!s || !mem) return CUTS_ASK;
  const e = TEXT + b;
  for (let i = heldFind(mem, TEXT + a, e, METADATA); i !== -1; i = heldFind(mem, i + 1, e, METADATA)) {
    if (i > TEXT + a) {
      const before = mem[i - 1];
      if (before === 0x0d) return CUTS_ASK; // a line start after a carriage return: the string path
      if (before !== 0x0a) continue;
    }
    let p = i + 8;
    if (p >= e || mem[p] !== 0x3a) continue;
    p++;
    while (p < e && (mem[p] === 0x20 || mem[p] === 0x09)) p++;
    if (p < e && (mem[p] === 0x23 || mem[p] === 0x0d)) return CUTS_ASK; // a comment, a carriage return
    if (p < e && mem[p] !== 0x0a) continue; // `metadata: value`: not the block's line
    // the block's lines start after the line feed
    const from = p + 1;
    if (from >= e) return CUTS_ASK;
    const r = s.meta(from, e - from);
    if (r === -1) return CUTS_ASK;
    if (r === -2) return CUTS_NONE;
    for (let k = 0; k < 2 * r; k++) HELD_CUTS[k] = from - TEXT + intAt(s, CUTS + 4 * k);
    heldNamed = intAt(s, NAMED) !== 0;
    return r;
  }
  return CUTS_NONE;
}

/**
 * Value i (0 apiVersion, 1 name, 2 namespace) of the last heldConfigMapLines of a document at `a`, as
 * a string (undefined: none); apiVersion and namespace, which repeat, as the same string each time.
 */
export function heldHeadValue(words: DocWords, a: number, i: number): string | undefined {
  const s = scanner;
  const mem = heldMemoryOf(words);
  if (!s || !mem) return undefined;
  const from = intAt(s, HEAD_AT + 8 * i);
  if (from < 0) return undefined;
  const to = TEXT + a + intAt(s, HEAD_AT + 8 * i + 4);
  return i === 1 ? mem.toString('latin1', TEXT + a + from, to) : recentString(mem, TEXT + a + from, to, RECENT_VALUES);
}

/**
 * commonHead then plainDataLines on the held document [a, b), in one call of the module (its
 * `configMap`): true when its first lines are the commonest spelling of a plain ConfigMap's head and
 * every line after `data:` is a data line the module reads, to b. heldHeadValue gives the head's
 * values, dataLinesKeys() the keys read (0 when there are no data lines).
 */
export function heldConfigMapLines(words: DocWords, a: number, b: number): boolean {
  const s = scanner;
  if (!s || !heldMemoryOf(words) || b <= a) return false;
  if (s.ints) s.ints[KEY_COUNT >> 2] = 0;
  else s.bytes.writeInt32LE(0, KEY_COUNT);
  if (s.configMap(TEXT + a, b - a) !== b - a) return false;
  keysRead = intAt(s, KEY_COUNT) >>> 0;
  return true;
}

