// The facts analyze.ts extracts from a script (see index.ts for the module overview).
import type { HereDoc, ListNode, ParseError, SimpleNode, Word } from './ast.js';

/**
 * Where a file descriptor ends up. 'terminal' for fd 1 means "the generate output Argo CD
 * parses"; 'capture' is the inside of $(...) / `...`; 'pipe' feeds the next pipeline command.
 */
export type Dest = 'terminal' | 'stderr' | 'file' | 'null' | 'pipe' | 'capture';

export interface OptionState {
  /** the option is on for (at least part of) the main shell */
  set: boolean;
  /** offset of the `set` command that turned it on (absent when it came from the argv / shebang) */
  offset?: number;
  end?: number;
  /** where it was turned on: a `set` in the script, the `sh -e -c` argv, or the shebang line */
  source?: 'script' | 'argv' | 'shebang';
  /** on before the first command that could fail (only trivial commands precede it) */
  early: boolean;
  /** a later `set +e` / `set +o pipefail` turns it off again */
  disabledAt?: number;
}

export interface SimpleCommand {
  /** first word after the assignments, quote-removed, when it is static; undefined for pure assignments or a dynamic name */
  name?: string;
  /** every word, quote-removed; null for a word that expands at run time */
  argv: (string | null)[];
  words: Word[];
  /** names assigned by prefix assignments (`X=1 cmd`, or a pure assignment `X=$(cmd)`) */
  assigns: string[];
  offset: number;
  end: number;
  inPipeline: boolean;
  /** last command of its pipeline (true as well when not in a pipeline) */
  pipelineLast: boolean;
  stdout: Dest;
  stderr: Dest;
  /** if/elif/while/until condition, `!` pipeline, or non-final operand of && / || : errexit ignores its status */
  inCondition: boolean;
  inFunction: boolean;
  /** the innermost function whose body holds this command */
  functionName?: string;
  /** inside $(...), `...` or <(...) */
  inSubstitution: boolean;
  inSubshell: boolean;
  background: boolean;
  /** errexit / pipefail were on (per the sequential reading of the script) when this command runs */
  errexitActive: boolean;
  pipefailActive: boolean;
  /** the statement right after this command's statement is `exit N` with N != 0 (an error message) */
  beforeFailExit: boolean;
  /** here-document or here-string feeding stdin */
  stdin?: { heredoc?: HereDoc; herestring?: Word };
  node: SimpleNode;
}

export interface PipelineFact {
  offset: number;
  end: number;
  /** number of commands in the pipeline (1 = no pipe) */
  commands: number;
  pipefailActive: boolean;
  inCondition: boolean;
  inSubstitution: boolean;
  /** some command before the last one can fail meaningfully (not just `echo "$X" | ...`) */
  significantUpstream: boolean;
}

export interface VarRead {
  name: string;
  /** offset of the `$` */
  offset: number;
  end: number;
  /** ${X:-d}, ${X-d}, ${X:=d}, ${X=d}: an unset X does not yield an empty string */
  hasDefault: boolean;
  /** the expansion operator (see WordPart 'param'), if any */
  op?: string;
  /** inside "..." or a here-document */
  quoted: boolean;
}

export interface ScriptFacts {
  script: string;
  /** the syntax tree (ast.ts), for rules that need more than these facts */
  ast: ListNode;
  errexit: OptionState;
  pipefail: OptionState;
  /** `#!interpreter args` on the first line (a plain comment for `sh -c`) */
  shebang?: { interpreter: string; args: string[] };
  commands: SimpleCommand[];
  /** significant pipelines run in the main flow outside conditions (see analyze.ts `significant`) */
  topLevelCommandCount: number;
  /** significant commands outside conditions whose failure is followed by more commands: without errexit the script carries on */
  maskedFailures: { offset: number; end: number; name?: string }[];
  pipelines: PipelineFact[];
  varReads: VarRead[];
  assigned: Set<string>;
  functions: string[];
  parseErrors: ParseError[];
}

export interface AnalyzeOptions {
  /** errexit already on from the interpreter argv (`sh -e -c`, `bash -euo pipefail -c`) */
  errexit?: boolean;
  pipefail?: boolean;
  /** apply `#!/bin/bash -e` flags (true for script files; a shebang is a plain comment for `sh -c`) */
  honorShebang?: boolean;
}
