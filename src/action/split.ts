// Cutting markdown into pieces that fit a size limit (a PR comment: 65,536 characters; a job
// summary: 1 MiB) without breaking what GitHub renders: a cut inside a code fence closes the fence
// and reopens it in the next piece, a cut inside <details> closes and reopens the section, and a
// cut prefers a heading, a <details> or a paragraph start when one is not too far back.

interface State {
  /** the line that opened the code fence we are in */
  fence?: string;
  fenceMarker?: string;
  details: number;
}

const CLEAN: State = { details: 0 };
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

function advance(s: State, line: string): State {
  if (s.fence) {
    const t = line.trim();
    const m = FENCE.exec(line);
    if (m && m[1][0] === s.fenceMarker![0] && m[1].length >= s.fenceMarker!.length && t === m[1]) return { details: s.details };
    return s;
  }
  const m = FENCE.exec(line);
  if (m) return { ...s, fence: line.endsWith('\n') ? line : line + '\n', fenceMarker: m[1] };
  const opened = (line.match(/<details[\s>]/gi) ?? []).length;
  const closed = (line.match(/<\/details>/gi) ?? []).length;
  return opened || closed ? { details: Math.max(0, s.details + opened - closed) } : s;
}

function closing(s: State, text: string): string {
  let out = text.endsWith('\n') || text === '' ? '' : '\n';
  if (s.fence) out += s.fenceMarker + '\n';
  out += '</details>\n'.repeat(s.details);
  return out;
}

function reopen(s: State): string {
  return '<details open><summary>(continued)</summary>\n\n'.repeat(s.details) + (s.fence ?? '');
}

const isClean = (s: State): boolean => !s.fence && s.details === 0;

/** Pieces of at most `limit` characters (limit should be well above a few hundred). */
export function splitMarkdown(text: string, limit: number): string[] {
  if (text.length <= limit) return [text];
  const lines: string[] = [];
  const maxLine = Math.max(1, Math.floor(limit / 2));
  for (const l of text.match(/[^\n]*\n|[^\n]+$/g) ?? []) {
    for (let i = 0; i < l.length; i += maxLine) lines.push(l.slice(i, i + maxLine));
  }
  const parts: string[] = [];
  let cur = '';
  let state: State = CLEAN;
  let prefixLen = 0; // what `cur` started with (reopened fences/details): not progress
  let good: { index: number; len: number } | undefined;
  let prevBlank = true;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = advance(state, line);
    if (cur.length + line.length + closing(next, cur + line).length > limit && cur.length > prefixLen) {
      if (good && good.len >= limit / 2) {
        // go back to the last clean boundary: nothing needs closing there
        parts.push(cur.slice(0, good.len));
        i = good.index - 1;
        cur = '';
        state = CLEAN;
      } else {
        parts.push(cur + closing(state, cur));
        i--;
        cur = reopen(state);
      }
      prefixLen = cur.length;
      good = undefined;
      prevBlank = true;
      continue;
    }
    if (isClean(state) && cur.length > prefixLen && (prevBlank || /^(<details|#{1,6} )/i.test(line))) good = { index: i, len: cur.length };
    cur += line;
    state = next;
    prevBlank = line.trim() === '';
  }
  if (cur.length > prefixLen || parts.length === 0) parts.push(cur + closing(state, cur));
  return parts;
}

/**
 * The text cut to at most `maxBytes` UTF-8 bytes, the `note` appended when something was cut.
 */
export function truncateBytes(text: string, maxBytes: number, note: string): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const budget = maxBytes - Buffer.byteLength(note) - 2;
  let limit = budget;
  for (let tries = 0; tries < 8; tries++) {
    const head = splitMarkdown(text, Math.max(500, limit))[0];
    const bytes = Buffer.byteLength(head);
    if (bytes <= budget) return head + (head.endsWith('\n') ? '' : '\n') + '\n' + note;
    limit = Math.floor((limit * budget) / bytes) - 64;
  }
  return note;
}
