// Shell-script analysis for plugin `init` / `generate` / `discover.find` commands.
//
// A small, dependency-free POSIX sh (plus common bash) analyser. It tokenizes properly (quotes
// '..', "..", $'..', escapes, comments, here-documents, nested $(...) / `...`, ${X:-d} operators,
// $((...)), <(...)), parses lists (; newline && || &), pipelines (| |&), compound commands
// (if/elif/else, for/while/until, case, { }, ( ), functions, [[ ]], (( ))) and redirections, and
// then walks the tree in execution order. It never throws: syntax problems land in
// `facts.parseErrors` and analysis continues on what could be parsed.
//
// API
//   scriptOfCommand(command, args) -> { shell, script, scriptIndex, errexit, pipefail, flags, positional } | undefined
//       Recognises `[sh, -c, SCRIPT]`, `[/bin/bash, -c] + [SCRIPT]`, `bash -ec`, `sh -xc`,
//       `bash -euo pipefail -c`, `/usr/bin/env bash -c`. Offsets reported by analyzeScript are
//       relative to that one argv element, so a rule maps them into the YAML scalar.
//   analyzeScript(script, { errexit?, pipefail?, honorShebang? }) -> ScriptFacts   (facts.ts)
//       Pass the interpreter flags from scriptOfCommand as options. Main fields:
//       errexit / pipefail {set, offset, source, early, disabledAt}; commands[] (SimpleCommand:
//       name, argv, offset/end, stdout/stderr destination after every enclosing redirection and
//       `exec >&2`, inPipeline, pipelineLast, inCondition, inFunction, inSubstitution,
//       errexitActive, pipefailActive, beforeFailExit, stdin here-doc); pipelines[];
//       topLevelCommandCount; maskedFailures (what `set -e` would have caught); varReads
//       ($X, ${X}, ${X:-d}, ${#X}; not in '..', not $1/$@/$?/$$); assigned; parseErrors; ast.
//   stdoutWriters(facts) -> StdoutWriter[]   (writers.ts)
//       Commands whose stdout is the generate output and that print log text or tool noise
//       (echo/printf of non-manifest text, ls, pwd, env, helm repo add, npm install, ...).
//       `echo "$X"`, `echo '---'`, `echo "apiVersion: v1"`, `cat file`, `cat <<EOF` with YAML
//       are treated as manifest producers.
//   isCatchAllCommand(argv | script) -> 'always' | 'conditional' | 'unknown'   (discover.ts)
//
// Not for container specs: in Kubernetes container `command`/`args`, `$(VAR)` is the kubelet's
// dependent environment-variable expansion, done before any shell runs; this module would read
// it as a command substitution. Use it on plugin commands (init/generate/find/dynamic) and on
// script files only, or expand `$(VAR)` Kubernetes-style first.
//
// Known limits: no alias/function-call expansion (a function's body is analysed where it is
// defined), `eval`/`source` are opaque, `exec >&2` inside a branch is assumed to run, nested
// `sh -c '...'` strings are only followed by isCatchAllCommand, and backquote bodies that contain
// backslash escapes get approximate offsets.
export { analyzeScript, significant, parseSetArgs } from './analyze.js';
export { scriptOfCommand } from './argv.js';
export type { ShellName, ShellScript } from './argv.js';
export { stdoutWriters, isManifestText } from './writers.js';
export type { StdoutWriter } from './writers.js';
export { isCatchAllCommand } from './discover.js';
export { firstMaskedFailure, swallowedFailure, findExecHint } from './masked.js';
export type { MaskedFailure } from './masked.js';
export type { CatchAll, AppWorld } from './discover.js';
export { parseScript } from './parser.js';
export { staticWord, wordShape } from './ast.js';
export type * from './ast.js';
export type * from './facts.js';
