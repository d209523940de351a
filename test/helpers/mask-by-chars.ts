// The template mask written character by character into a UTF-16 copy: how masks were made before
// issue 13, and what applyMask (src/yaml/template.ts) must give for the same edits.
import type { MaskEdit } from '../../src/yaml/template.js';

export function maskByChars(text: string, edits: MaskEdit[]): string {
  const out = Buffer.from(text, 'utf16le');
  const set = (off: number, ch: number) => out.writeUInt16LE(ch, off * 2);
  for (const { a, b, how } of edits) {
    if (how === 'quote') {
      set(a, 0x22);
      set(b - 1, 0x22);
      for (let k = a + 1; k < b - 1; k++) {
        const c = text.charCodeAt(k);
        if (c === 0x22) set(k, 0x27);
        else if (c === 0x5c) set(k, 0x2f);
      }
      continue;
    }
    for (let k = a; k < b; k++) {
      const c = text.charCodeAt(k);
      if (c !== 10 && c !== 13) set(k, how === 'blank' ? 0x20 : 0x5f);
    }
  }
  return out.toString('utf16le');
}
