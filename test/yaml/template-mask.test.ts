// maskEdits reads template lines by their characters (issue 13, helm shape): it must decide every
// action exactly as the pattern-and-slice version before it did. That version is kept here as the
// reference and both run on every templated fixture and corpus file, on adversarial templates and
// on thousands of mutants of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join, posix } from 'node:path';
import { tmpdir } from 'node:os';
import { readFileSync, mkdtempSync, mkdirSync, writeFileSync, symlinkSync, rmSync, existsSync } from 'node:fs';
import { maskEdits, maskTemplate, applyMask, chartDirProbe, type MaskEdit } from '../../src/yaml/template.js';
import { maskByChars } from '../helpers/mask-by-chars.js';
import { FIXTURES, REPO, SHARED, hasShared } from '../helpers/lint.js';
import { yamlFiles } from '../helpers/corpus-docs.js';

// ---- the reference: maskEdits as it was before this pass ----

function referenceMaskEdits(text: string): { edits: MaskEdit[]; placeholders: number[] } {
  const spans: [number, number][] = [];
  let i = text.indexOf('{{');
  while (i !== -1) {
    const end = refActionEnd(text, i);
    spans.push([i, end]);
    i = text.indexOf('{{', end);
  }
  const edits: MaskEdit[] = [];
  const placeholders: number[] = [];
  for (const [a, b] of spans) {
    const lineStart = text.lastIndexOf('\n', a - 1) + 1;
    let lineEnd = text.indexOf('\n', b);
    if (lineEnd === -1) lineEnd = text.length;
    const onlyActions = refOnlyActionsOn(text, lineStart, lineEnd, spans);
    if (!onlyActions) placeholders.push(a);
    if (!onlyActions && refWholeValue(text, lineStart, a, b, lineEnd)) {
      edits.push({ a, b, how: 'quote' });
      placeholders.push(lineStart + (text.slice(lineStart, a).length - text.slice(lineStart, a).trimStart().length));
      continue;
    }
    if (onlyActions) {
      const key = refOwnerKey(text, lineStart, lineEnd, a, b, spans);
      if (key !== undefined) {
        edits.push({ a, b, how: 'quote' });
        placeholders.push(a, key);
        continue;
      }
    }
    edits.push({ a, b, how: onlyActions ? 'blank' : 'placeholder' });
  }
  return { edits, placeholders };
}

const refIndentOf = (line: string) => line.length - line.trimStart().length;

function refOwnerKey(text: string, lineStart: number, lineEnd: number, a: number, b: number, spans: [number, number][]): number | undefined {
  if (text.slice(a, b).includes('\n')) return undefined;
  const line = text.slice(lineStart, lineEnd);
  if (line.trim() !== text.slice(a, b)) return undefined;
  const blankOrActions = (s: number, e: number) => refOnlyActionsOn(text, s, e, spans);
  let e = lineStart - 1;
  let prevStart = -1;
  while (e > 0) {
    const s = text.lastIndexOf('\n', e - 1) + 1;
    if (!blankOrActions(s, e)) {
      prevStart = s;
      break;
    }
    e = s - 1;
  }
  if (prevStart < 0) return undefined;
  const prev = text.slice(prevStart, e).replace(/\r$/, '');
  if (!/^[ \t]*(?:-[ \t]+)?[^\s#'"][^#]*:[ \t]*(?:#.*)?$/.test(prev) || /:[ \t]*[|>]/.test(prev)) return undefined;
  const keyIndent = refIndentOf(prev.replace(/^([ \t]*)-[ \t]+/, '$1  '));
  if (refIndentOf(line) <= refIndentOf(prev)) return undefined;
  let s = lineEnd + 1;
  while (s < text.length) {
    let t = text.indexOf('\n', s);
    if (t === -1) t = text.length;
    if (!blankOrActions(s, t)) {
      if (refIndentOf(text.slice(s, t)) > keyIndent) return undefined;
      break;
    }
    s = t + 1;
  }
  return prevStart + keyIndent;
}

function refWholeValue(text: string, lineStart: number, a: number, b: number, lineEnd: number): boolean {
  if (b - a < 4 || text.slice(a, b).includes('\n')) return false;
  const before = text.slice(lineStart, a);
  if (!/(?:^|\s|:)(?:-|[^\s#'"][^#'"]*:)[ \t]+$|^[ \t]*(?:-[ \t]+)+$/.test(before)) return false;
  return /^[ \t]*(?:#.*)?\r?$/.test(text.slice(b, lineEnd));
}

function refActionEnd(text: string, start: number): number {
  let k = start + 2;
  if (text[k] === '-' && text[k + 1] === ' ') k += 2;
  if (text.startsWith('/*', k)) {
    const c = text.indexOf('*/', k + 2);
    if (c === -1) return text.length;
    const close = text.indexOf('}}', c + 2);
    return close === -1 ? text.length : close + 2;
  }
  while (k < text.length) {
    const c = text[k];
    if (c === '}' && text[k + 1] === '}') return k + 2;
    if (c === '"' || c === '`') {
      const q = c;
      k++;
      while (k < text.length && text[k] !== q) {
        if (q === '"' && text[k] === '\\') k++;
        else if (q === '"' && text[k] === '\n') break;
        k++;
      }
    }
    k++;
  }
  return text.length;
}

function refOnlyActionsOn(text: string, from: number, to: number, spans: [number, number][]): boolean {
  for (let k = from; k < to; k++) {
    if (spans.some(([a, b]) => a <= k && k < b)) continue;
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 9 && c !== 13 && c !== 10) return false;
  }
  return true;
}


// ---- inputs ----

/** Templates written to reach each branch: keys owning an action, list items, comments, odd spaces, cut-off actions. */
const ADVERSARIAL = [
  [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    '  name: {{ include "x.fullname" . }}',
    '  labels:',
    '    {{- include "x.labels" . | nindent 4 }}',
    '  annotations:',
    '    argocd.argoproj.io/sync-wave: "1"',
    'spec:',
    '  {{- if not .Values.autoscaling.enabled }}',
    '  replicas: {{ .Values.replicaCount }}',
    '  {{- end }}',
    '  template:',
    '    spec:',
    '      containers:',
    '        - name: {{ .Chart.Name }}',
    '          image: "{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}"',
    '          env:',
    '            {{- range $k, $v := .Values.env }}',
    '            - name: {{ $k }}',
    '              value: {{ $v | quote }}',
    '            {{- end }}',
    '          resources:',
    '            {{- toYaml .Values.resources | nindent 12 }}',
    '          volumeMounts:',
    '            - name: config',
    '            {{- with .Values.extraVolumeMounts }}',
    '            {{- toYaml . | nindent 12 }}',
    '            {{- end }}',
    'data:',
    '  {{ $k }}: {{ $v | quote }}',
    '',
  ].join('\n'),
  'a:\r\n  {{ .x }}\r\nb: c\r\n',
  'a: # comment\n  {{ .x }}\n',
  'a: #\n  {{ .x }}\n',
  'a: |\n  {{ .x }}\n',
  'a: >-\n  {{ .x }}\n',
  '- a:\n    {{ .x }}\n- b\n',
  '- \t- k:\t\n      {{ .x }}\n',
  'key:\n{{ .x }}\n',
  'key:\n  {{ .x }}\n    deeper: 1\n',
  'key:\n  {{ .x }}\n  {{ .y }}\n',
  'key:\n  {{ .x }}   \n',
  'key:\n  {{ .x   ',
  'key:\n  {{ .x\t',
  'key:\n  {{',
  'key:\n  {{x',
  'key:\n\u00a0 {{ .x }}\n',
  'key:\n  {{ .x }}\u00a0\n',
  'key:\n  {{ .x }}\u3000\n',
  'ke\u00a0y:\n  {{ .x }}\n',
  '\u2028key:\n  {{ .x }}\n',
  'key:\n  {{ .x }}\u2028\n',
  'key:\u2029\n  {{ .x }}\n',
  '\ufeffkey:\n  {{ .x }}\n',
  'x: y # {{ .a }}\n',
  '"q": {{ .a }}\n',
  "'q': {{ .a }}\n",
  'a:b: {{ .a }}\n',
  ':x: {{ .a }}\n',
  ': {{ .a }}\n',
  '-: {{ .a }}\n',
  '- {{ .a }}\n',
  '- - {{ .a }}\n',
  '-\t{{ .a }}\n',
  'a:\t{{ .a }}\t# c\r\n',
  'a: {{ .a }}\r\r\n',
  'a: {{ .a }}\r\nb: {{ .b }}\r\n- {{ .c }}\r',
  '\ufeffa: {{ .x }}\n\u3000b: {{ .y }}\n\u00a0- c: {{ .z }}\n \u2028d: {{ .w }}\n',
  'a: {{ .a }}x\n',
  'a: {{ .a }}{{ .b }}\n',
  'a: {{}}\n',
  'a: {{ "}}" }}\n',
  'a: {{ `x\n}}` }}\n',
  'a: {{ "a\\"}}" }}\n',
  'a: {{/* c */}}\n',
  'a:\n  {{- /* c\n */ -}}\n',
  'a: {{- /* c */}}\n',
  'image: {{ .a }}:{{ .b }}\n',
  'k.e/y_1-2: {{ .a }}\n',
  'k#y: {{ .a }}\n',
  'k"y: {{ .a }}\n',
  'é: {{ .a }}\n',
  '🚀: {{ .a }}\n  🚀:\n    {{ .b }}\n',
  '{{ .a }}: {{ .b }}\n',
  '{{- if .x }}\n{{- end }}',
  '',
  '{{',
  '}}{{',
];

function templatedTexts(): string[] {
  const out: string[] = [];
  const dirs = [FIXTURES, join(REPO, 'test', 'corpus')];
  if (hasShared) dirs.push(join(SHARED, 'corpus'));
  for (const dir of dirs) {
    for (const f of yamlFiles(dir)) {
      const t = readFileSync(f, 'utf8');
      if (t.includes('{{')) out.push(t);
    }
  }
  return out;
}

test('maskEdits decides every action as the pattern-and-slice version did (fixtures, corpora, adversarial templates, mutants)', (t) => {
  if (!hasShared) t.diagnostic('../shared is absent: the shared corpus is left out (fixtures, test corpora and written templates only)');
  const texts = [...templatedTexts(), ...ADVERSARIAL];
  assert.ok(texts.length > 40, `${texts.length} templates`);
  let seed = 7;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const bits = ['{{', '}}', '{{- ', ' -}}', '{{ .x }}', '"', "'", '\\', '`', '#', ':', ': ', '- ', '  ', '\t', '\n', '\r\n', '\r', '|', '>', '/*', '*/', '\u00a0', '\u2028', '\u3000', '\ufeff', 'é', '🚀', 'key:\n  ', '\n    {{ .y }}\n'];
  const all = [...texts];
  for (let i = 0; i < 4000; i++) {
    const base = texts[rnd(texts.length)];
    const from = rnd(Math.max(1, base.length - 400));
    let m = base.slice(from, from + 1 + rnd(800));
    for (let k = 1 + rnd(5); k > 0; k--) {
      const at = rnd(m.length + 1);
      m = m.slice(0, at) + bits[rnd(bits.length)] + m.slice(at + rnd(3));
    }
    all.push(m);
  }
  let quoted = 0;
  let blanked = 0;
  let placed = 0;
  for (const text of all) {
    const got = maskEdits(text);
    const want = referenceMaskEdits(text);
    assert.deepEqual(got, want, JSON.stringify(text.slice(0, 300)));
    for (const e of got.edits) if (e.how === 'quote') quoted++; else if (e.how === 'blank') blanked++; else placed++;
    // the text written into bytes (ASCII) and built from slices (other texts) is the mask by characters
    const masked = maskTemplate(text).text;
    assert.equal(masked, got.edits.length ? maskByChars(text, got.edits) : text, JSON.stringify(text.slice(0, 300)));
  }
  // every kind of edit was met many times (the comparison is not vacuous)
  assert.ok(quoted > 1000 && blanked > 1000 && placed > 1000, `${quoted} quoted, ${blanked} blanked, ${placed} placeholders`);
});

test('applyMask writes the same mask into an ASCII text\'s bytes as into another text\'s slices', () => {
  const ascii = 'a:\r\n  {{ "x\\"y" }}\n- {{ .b\n c }}\n';
  const edits: MaskEdit[] = [
    { a: 6, b: 18, how: 'quote' },
    { a: 21, b: 32, how: 'placeholder' },
  ];
  const masked = applyMask(ascii, edits);
  assert.equal(masked, 'a:\r\n  "{ \'x/\'y\' }"\n- _____\n_____\n');
  // the same edits on a text with one non-ASCII character after them: the same mask before it
  assert.equal(applyMask(ascii + 'é', edits), masked + 'é');
  const blank = applyMask('x: 1\n{{ if .a }}\r\n', [{ a: 5, b: 16, how: 'blank' }]);
  assert.equal(blank, 'x: 1\n           \r\n');
});

test('chartDirProbe answers as join and existsSync do, for plain and unusual directory paths', (t) => {
  const root = mkdtempSync(join(tmpdir(), 'cmp-lint-chartprobe-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  for (const d of ['c1', 'c2', 'a/b', 'a/yml', 'x y', 'dir.d']) mkdirSync(join(root, 'repo', d), { recursive: true });
  writeFileSync(join(root, 'repo', 'c1', 'Chart.yaml'), 'name: c1\n');
  writeFileSync(join(root, 'repo', 'a', 'b', 'Chart.yaml'), 'name: b\n');
  writeFileSync(join(root, 'repo', 'a', 'yml', 'Chart.yml'), 'name: yml\n');
  writeFileSync(join(root, 'repo', 'x y', 'Chart.yaml'), 'name: xy\n');
  writeFileSync(join(root, 'Chart.yaml'), 'name: outside\n');
  writeFileSync(join(root, 'repo', 'Chart.yaml'), 'name: repo\n');
  mkdirSync(join(root, 'repo', 'dir.d', 'Chart.yaml')); // a directory of that name exists too
  symlinkSync(join(root, 'repo', 'a', 'b'), join(root, 'repo', 'link'));
  const cwd = join(root, 'repo');
  const before = (dir: string) => {
    const abs = join(cwd, dir);
    return existsSync(posix.join(abs, 'Chart.yaml')) || existsSync(posix.join(abs, 'Chart.yml'));
  };
  const dirs = ['.', 'c1', 'c2', 'a', 'a/b', 'a/yml', 'x y', 'dir.d', 'link', 'link/..', 'a/./b', 'a//b', 'a/b/', '..', '../repo/c1', 'nope', 'c1/..', './c1', ''];
  for (const probe of [chartDirProbe(cwd), chartDirProbe(cwd + '/'), chartDirProbe(join(cwd, 'a', '..'))]) {
    for (const d of [...dirs, ...dirs]) assert.equal(probe(d), before(d), JSON.stringify(d));
  }
  assert.ok(dirs.filter(before).length >= 6, 'both answers met');
});
