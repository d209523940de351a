// escapeLog alone (the Action also wraps plugin output in its own ::stop-commands:: block; this
// checks the first guard without the second).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapeLog } from '../../src/report/log-escape.js';
import { workflowCommands } from './helpers.js';

const FORGERIES = [
  '::error::forged',
  '::error file=a.yaml,line=1::forged',
  '   ::add-mask::forged',
  '\t::warning::forged',
  '\u00a0::notice::forged',
  '\u0085::notice::forged',
  '\u2003::debug::forged',
  '::stop-commands::forged-token',
  '::set-output name=x::forged',
  '##[error]forged',
  '##[set-env name=X;]forged',
  'text\r::error::forged-after-cr',
  'text\r\n::group::forged',
  'a\n::endgroup::',
];

test('no line of escaped text is a workflow command, and the text reads the same', () => {
  for (const f of FORGERIES) {
    assert.ok(workflowCommands(f).length > 0, `the emulator sees a command in ${JSON.stringify(f)}`);
    const out = escapeLog(f);
    assert.deepEqual(workflowCommands(out), [], JSON.stringify(out));
    assert.equal(out.replace(/\u200b/g, ''), f.replace(/\r\n|\r/g, '\n'));
  }
  assert.equal(escapeLog('plain: text :: here'), 'plain: text :: here');
});
