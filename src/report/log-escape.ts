// Text from a repository (file names, plugin stderr, messages quoting either) written to a GitHub
// Actions log must not be read as a workflow command. The runner reads its step's output line by
// line (CR, LF or CRLF), trims each line and treats one that then starts with `::` as a command
// (`::error::`, `::add-mask::`, `::set-output …`, `::stop-commands::TOKEN`, which silences every
// later command of the step until `::TOKEN::`); with ACTIONS_ALLOW_UNSECURE_COMMANDS the old
// `##[command]` form is read too. So every such line gets a zero-width space after its first
// character: a reader sees the same text, the runner sees no command.

import { neutralize } from './summary.js';

const ZWSP = '\u200b';
/** .NET's String.Trim() whitespace (Char.IsWhiteSpace) that JavaScript's \s lacks: U+0085. */
const LEADING = /^[\s\u0085]*/;

/** One line made inert. */
export function neutraliseLine(line: string): string {
  const lead = LEADING.exec(line)![0];
  const rest = line.slice(lead.length);
  if (rest.startsWith('::') || rest.startsWith('##[')) return lead + rest[0] + ZWSP + rest.slice(1);
  return line;
}

/**
 * `text` with every line that could start a workflow command made inert; lines are joined with
 * LF (a lone CR would start a new line for the runner but not for a reader).
 */
export function escapeLog(text: string): string {
  return text.split(/\r\n|\r|\n/).map(neutraliseLine).join('\n');
}

/**
 * `text` for a terminal and a CI log at once: no line starts a workflow command (escapeLog) and no
 * control character (ESC, BEL, C1) or bidi override of the repository's reaches the terminal
 * (neutralize: one visible placeholder each). Our own text holds none; plugin stderr may.
 */
export function escapeTerminal(text: string): string {
  return escapeLog(text).split('\n').map(neutralize).join('\n');
}
