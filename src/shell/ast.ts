// Syntax tree of a POSIX/bash script as produced by parser.ts. Every node carries character
// offsets (`offset` inclusive, `end` exclusive) into the script string it was parsed from.

/** One piece of a shell word after quote removal. */
export type WordPart =
  /** literal text; `quoted` when it came from '..', "..", $'..' or a backslash escape */
  | { kind: 'lit'; value: string; quoted: boolean }
  /** $NAME, ${NAME}, ${NAME:-word}, ${#NAME}, $1, $@ ... `name` is the parameter name ('@', '1', ...) */
  | {
      kind: 'param';
      name: string;
      /** the operator after the name: ':-', '-', ':=', '=', ':+', '+', ':?', '?', '#', '##', '%', '%%', '/', '//', ':', '^', ',' ...; '#len' for ${#X}; '!' for ${!X} */
      op?: string;
      /** parts of the operand word (`d` in ${X:-d}), already parsed */
      operand?: WordPart[];
      quoted: boolean;
      offset: number;
      end: number;
    }
  /** $(...) or `...` */
  | { kind: 'cmdsub'; body: ListNode; quoted: boolean; backtick: boolean; offset: number; end: number }
  /** <(...) or >(...) (bash process substitution) */
  | { kind: 'procsub'; body: ListNode; dir: '<' | '>'; offset: number; end: number }
  /** $((...)): `reads` are the variable names it mentions */
  | { kind: 'arith'; text: string; reads: { name: string; offset: number }[]; offset: number; end: number };

export interface Word {
  offset: number;
  end: number;
  /** the word exactly as written */
  raw: string;
  parts: WordPart[];
}

export interface HereDoc {
  delimiter: string;
  /** delimiter was quoted: no expansion in the body */
  quoted: boolean;
  stripTabs: boolean;
  body: string;
  /** offset of the first body character (undefined until the body has been read) */
  bodyOffset?: number;
  /** expansions found in an unquoted body */
  parts: WordPart[];
}

export interface Redirect {
  /** explicit fd number written before the operator (`2>`), else undefined */
  fd?: number;
  /** '>', '>>', '>|', '<', '<>', '>&', '<&', '&>', '&>>', '<<', '<<-', '<<<' */
  op: string;
  target?: Word;
  heredoc?: HereDoc;
  offset: number;
  end: number;
}

export interface Assignment {
  name: string;
  value?: Word;
  append: boolean;
  offset: number;
  end: number;
}

export interface SimpleNode {
  type: 'simple';
  assigns: Assignment[];
  words: Word[];
  redirects: Redirect[];
  offset: number;
  end: number;
}

interface CompoundBase {
  redirects: Redirect[];
  offset: number;
  end: number;
}

export interface GroupNode extends CompoundBase {
  type: 'brace' | 'subshell';
  body: ListNode;
}
export interface IfNode extends CompoundBase {
  type: 'if';
  clauses: { cond: ListNode; body: ListNode }[];
  elseBody?: ListNode;
}
export interface LoopNode extends CompoundBase {
  type: 'while' | 'until';
  cond: ListNode;
  body: ListNode;
}
export interface ForNode extends CompoundBase {
  type: 'for';
  /** undefined for the C-style `for ((...))` */
  varName?: string;
  /** undefined when `in` is absent ("$@") */
  items?: Word[];
  body: ListNode;
}
export interface CaseNode extends CompoundBase {
  type: 'case';
  subject: Word;
  items: { patterns: Word[]; body: ListNode }[];
}
export interface FuncNode extends CompoundBase {
  type: 'function';
  name: string;
  body: CommandNode;
}
/** (( expr )) and [[ expr ]] are kept as simple commands named '((' / '[['. */

export type CommandNode = SimpleNode | GroupNode | IfNode | LoopNode | ForNode | CaseNode | FuncNode;

export interface PipelineNode {
  type: 'pipeline';
  negated: boolean;
  commands: CommandNode[];
  /** operator after commands[i]: '|' or '|&' (stderr too) */
  ops: ('|' | '|&')[];
  offset: number;
  end: number;
}

export interface AndOrNode {
  type: 'andor';
  pipelines: PipelineNode[];
  /** operator after pipelines[i] */
  ops: ('&&' | '||')[];
  offset: number;
  end: number;
}

export interface ListNode {
  type: 'list';
  items: { node: AndOrNode; background: boolean }[];
  offset: number;
  end: number;
}

export interface ParseError {
  message: string;
  offset: number;
}

/** The static text of a word, or null if any part expands at run time. */
export function staticWord(w: Word): string | null {
  let s = '';
  for (const p of w.parts) {
    if (p.kind !== 'lit') return null;
    s += p.value;
  }
  return s;
}

/** Literal text of a word with every expansion replaced by `placeholder`. */
export function wordShape(w: Word | WordPart[], placeholder = '\u0000'): string {
  const parts = Array.isArray(w) ? w : w.parts;
  return parts.map((p) => (p.kind === 'lit' ? p.value : placeholder)).join('');
}
