// Compound commands with keyword syntax: if/elif/else/fi, for/select ... do/done, case/esac.
import type { CaseNode, ForNode, IfNode, ListNode, Word } from './ast.js';
import type { Parser } from './parser.js';

export function parseIf(p: Parser): IfNode {
  const start = p.pos;
  p.pos += 2;
  const node: IfNode = { type: 'if', clauses: [], redirects: [], offset: start, end: start };
  for (;;) {
    const cond = p.parseList(new Set(['then']));
    p.expectWord('then', start);
    const body = p.parseList(new Set(['elif', 'else', 'fi']));
    node.clauses.push({ cond, body });
    const r = p.peekReserved();
    if (r === 'elif') {
      p.pos += 4;
      continue;
    }
    if (r === 'else') {
      p.pos += 4;
      node.elseBody = p.parseList(new Set(['fi']));
    }
    p.expectWord('fi', start);
    break;
  }
  node.end = p.pos;
  return node;
}

export function parseFor(p: Parser, kwLen: number): ForNode {
  const start = p.pos;
  p.pos += kwLen;
  p.skipBlanks();
  const node: ForNode = { type: 'for', body: null as unknown as ListNode, redirects: [], offset: start, end: start };
  if (p.startsWith('((')) p.skipBalanced();
  else {
    const name = p.readWord();
    if (!name) p.error("missing variable name after 'for'", start);
    node.varName = name?.raw;
    p.skipNewlines();
    if (p.peekReserved() === 'in') {
      p.pos += 2;
      node.items = [];
      for (;;) {
        p.skipBlanks();
        const w = p.readWord();
        if (!w) break;
        node.items.push(w);
      }
    }
  }
  p.skipBlanks();
  if (p.ch() === ';') p.pos++;
  node.body = p.parseDoGroup(start);
  node.end = p.pos;
  return node;
}

export function parseCase(p: Parser): CaseNode {
  const start = p.pos;
  p.pos += 4;
  p.skipBlanks();
  const subject = p.readWord() ?? { offset: p.pos, end: p.pos, raw: '', parts: [] };
  const node: CaseNode = { type: 'case', subject, items: [], redirects: [], offset: start, end: start };
  p.expectWord('in', start);
  for (;;) {
    p.skipNewlines();
    if (p.eof() || p.peekReserved() === 'esac') break;
    if (p.ch() === '(') p.pos++;
    const patterns: Word[] = [];
    for (;;) {
      p.skipBlanks();
      const w = p.readWord();
      if (w) patterns.push(w);
      p.skipBlanks();
      if (p.ch() === '|') p.pos++;
      else break;
    }
    if (p.ch() === ')') p.pos++;
    else {
      p.error("expected ')' after case pattern");
      break;
    }
    const body = p.parseList(new Set([';;', 'esac']));
    node.items.push({ patterns, body });
    p.skipBlanks();
    const sep = /^(;;&|;;|;&)/.exec(p.src.slice(p.pos, p.pos + 3));
    if (sep) p.pos += sep[0].length;
  }
  p.expectWord('esac', start);
  node.end = p.pos;
  return node;
}
