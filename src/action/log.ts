// The step log. Every plain line the Action writes goes through escapeLog: file names, messages
// and plugin output come from the repository under review and must not forge workflow commands
// (annotations, ::add-mask::, ::stop-commands::). Commands the Action means are issued through
// @actions/core, which escapes their data and properties.
import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';
import { escapeLog } from '../report/log-escape.js';

export function info(text: string): void {
  core.info(escapeLog(text));
}

/**
 * Untrusted text shown verbatim (escaped) inside a collapsed group, between a
 * `::stop-commands::` with a token it cannot know and the matching resume line: a second guard
 * should any line still look like a command to some runner.
 */
export function verbatim(title: string, text: string): void {
  core.startGroup(title);
  const token = `cmp-lint-${randomUUID()}`;
  core.info(`::stop-commands::${token}`);
  core.info(escapeLog(text));
  core.info(`::${token}::`);
  core.endGroup();
}
