// Which commands of a generate script print non-manifest text on the stdout Argo CD parses.
// Precision over recall: only commands that are clearly log/noise producers are reported.
import type { Word, WordPart } from './ast.js';
import { wordShape } from './ast.js';
import type { ScriptFacts, SimpleCommand } from './facts.js';

export interface StdoutWriter {
  command: SimpleCommand;
  /** the command name after unwrapping `command`/`exec`/`env ...` */
  name: string;
  offset: number;
  end: number;
  /** why it counts, e.g. "echo prints a log line", "helm repo add prints progress" */
  reason: string;
  /** the text is an error message right before `exit N` (N != 0): it belongs on stderr */
  errorMessage: boolean;
}

const PH = '\u0000'; // stands for any expansion
/** lower-case words that start log lines, not Kubernetes keys */
const LOG_KEYS = new Set(['error', 'err', 'warning', 'warn', 'info', 'debug', 'note', 'usage', 'fatal', 'notice', 'trace', 'hint', 'tip']);
const WRAPPERS = new Set(['command', 'builtin', 'exec', 'nohup', 'time']);

/** [command, sub-commands (any of, '|'-separated), ...]; `*` alone = the command with any args. */
const CHATTY: [string, ...string[]][] = [
  ['ls'], ['pwd'], ['printenv'], ['id'], ['whoami'], ['date'], ['hostname'], ['uname'], ['df'], ['du'], ['tree'],
  ['pushd'], ['popd'], ['dirs'], ['ssh-keyscan'],
  ['helm', 'repo', 'add|update|up|list|ls'], ['helm', 'dependency|dep|dependencies', 'build|update|up|list|ls'],
  ['helm', 'version'], ['helm', 'env'], ['helm', 'registry', 'login'], ['helm', 'plugin', 'install|list|ls|update'], ['helm', 'search'],
  ['helmfile', 'deps|repos|version'], ['kustomize', 'version'], ['kubectl', 'version'], ['kubectl', 'config', 'use-context|set-context|view'],
  ['git', 'pull|status|log|branch|remote'], ['vault', 'login|status'],
  ['npm', 'install|i|ci|update|run|run-script|audit'], ['pnpm', 'install|i|add|run'], ['yarn', 'install|add'],
  ['pip', 'install'], ['pip3', 'install'], ['apt-get'], ['apt'], ['yum'], ['dnf'], ['microdnf'], ['apk', 'add|update|upgrade|info'],
];
const QUIET = /^(-q|-qq|-s|--quiet|--silent|--loglevel(=.*)?)$/;
const VERBOSE_TOOLS = new Set(['mkdir', 'cp', 'mv', 'rm', 'chmod', 'chown', 'ln', 'rsync']);

/** Commands whose stdout reaches the generate output and that print non-manifest text. */
export function stdoutWriters(facts: ScriptFacts): StdoutWriter[] {
  const out: StdoutWriter[] = [];
  // a function body prints where the function is called: skip bodies whose calls all go elsewhere
  const quietFunctions = new Set(
    facts.functions.filter((fn) => facts.commands.filter((c) => c.name === fn && c.functionName !== fn).every((c) => c.stdout !== 'terminal' || c.inSubstitution)),
  );
  for (const c of facts.commands) {
    if (c.stdout !== 'terminal' || c.inSubstitution) continue;
    if (c.functionName && quietFunctions.has(c.functionName)) continue;
    const reason = classify(c);
    if (reason) {
      const argv = unwrap(c.argv, c.words);
      out.push({ command: c, name: argv.argv[0] ?? c.name ?? '', offset: c.offset, end: c.end, reason, errorMessage: c.beforeFailExit });
    }
  }
  return out;
}

/** Strip `command`, `exec`, `env A=b`, `timeout 5` ... and return what really runs. */
function unwrap(argv: (string | null)[], words: Word[]): { argv: (string | null)[]; words: Word[] } {
  let i = 0;
  for (;;) {
    const a = argv[i];
    if (a === 'command' && (argv[i + 1] === '-v' || argv[i + 1] === '-V')) return { argv: argv.slice(i), words: words.slice(i) };
    if (a !== null && a !== undefined && WRAPPERS.has(a)) i++;
    else if (a === 'env' && i + 1 < argv.length) {
      i++;
      while (i < argv.length && (argv[i] === null || /^(-[iu0]|[A-Za-z_][A-Za-z0-9_]*=)/.test(argv[i]!))) i += argv[i] === '-u' ? 2 : 1;
    } else if (a === 'timeout' || a === 'nice') {
      i++;
      while (i < argv.length && /^-/.test(argv[i] ?? '')) i++;
      if (a === 'timeout') i++;
    } else return { argv: argv.slice(i), words: words.slice(i) };
  }
}

function classify(c: SimpleCommand): string | undefined {
  const { argv, words } = unwrap(c.argv, c.words);
  const name = argv[0];
  if (name === null || name === undefined) return undefined;
  const args = argv.slice(1);
  if (name === 'echo') return echoText(words.slice(1));
  if (name === 'printf') return printfText(argv, words);
  if (name === 'cat') {
    const doc = c.stdin?.heredoc;
    if (doc && args.length === 0) return isManifestText(doc.quoted ? doc.body : wordShape(doc.parts, PH)) ? undefined : 'cat <<EOF prints a here-document that is not a manifest';
    return undefined;
  }
  if (name === 'env' && args.every((a) => a !== null && /^(-[i0]|[A-Za-z_]\w*=)/.test(a))) return 'env prints the environment';
  if (name === 'set' && args.length === 0) return 'set without arguments prints every shell variable';
  if (name === 'export' && args.length > 0 && args.every((a) => a === '-p')) return 'export -p prints every exported variable';
  if ((name === 'command' && (args[0] === '-v' || args[0] === '-V')) || name === 'type' || name === 'which') return `${name} prints the path of the command it looks up`;
  if (name === 'cd' && args[0] === '-') return 'cd - prints the directory';
  if ((name === 'grep' || name === 'egrep' || name === 'fgrep') && c.inCondition && !args.some((a) => a !== null && /^(-[A-Za-z]*q[A-Za-z]*|--quiet|--silent)$/.test(a)))
    return `${name} used as a test prints the matching lines (add -q)`;
  if (name === 'find' && c.inCondition) return 'find used as a test prints the paths it finds';
  if (name === 'tar' && args.some((a, i) => a !== null && (a === '--verbose' || /^-[A-Za-z]*v[A-Za-z]*$/.test(a) || (i === 0 && /^[A-Za-z]*v[A-Za-z]*$/.test(a)))))
    return 'tar -v lists files on stdout';
  if (name === 'unzip' && !args.some((a) => a !== null && /^-[A-Za-z]*q/.test(a))) return 'unzip prints the archive listing';
  if (VERBOSE_TOOLS.has(name) && args.some((a) => a === '--verbose' || (a !== null && /^-[A-Za-z]*v[A-Za-z]*$/.test(a)))) return `${name} -v prints every file it touches`;
  const base = name.replace(/^.*\//, '');
  for (const [cmd, ...subs] of CHATTY) {
    if (base !== cmd) continue;
    const positional = args.filter((a) => a === null || !a.startsWith('-'));
    if (!subs.every((s, i) => positional[i] != null && s.split('|').includes(positional[i]!))) continue;
    if (args.some((a) => a !== null && QUIET.test(a)) && !['ls', 'pwd', 'date', 'id', 'whoami'].includes(cmd)) continue;
    const what = [cmd, ...positional.slice(0, subs.length)].join(' ');
    return `${what} prints ${subs.length ? 'progress' : 'its result'} on stdout`;
  }
  return undefined;
}

function echoText(words: Word[]): string | undefined {
  let i = 0;
  while (i < words.length && /^-[neE]+$/.test(words[i].raw)) i++;
  const text = unescape(words.slice(i).map((w) => wordShape(w, PH)).join(' '));
  return isManifestText(text) ? undefined : 'echo prints a log line';
}

function printfText(argv: (string | null)[], words: Word[]): string | undefined {
  let i = 1;
  if (argv[1] === '-v') return undefined; // assigns a variable
  if (argv[1] === '--') i++;
  const fmt = words[i];
  if (!fmt) return undefined;
  const shape = unescape(wordShape(fmt, PH)).replace(/%[-+ #0-9.*]*[a-zA-Z]/g, PH).replace(/%%/g, '%');
  return isManifestText(shape) ? undefined : 'printf prints a log line';
}

function unescape(s: string): string {
  return s.replace(/\\n/g, '\n').replace(/\\t/g, '\t').replace(/\\c[\s\S]*$/, '');
}

/**
 * Could this text be (part of) a YAML/JSON manifest stream, or be pure data from variables?
 * `text` has expansions replaced by PH. Blank output counts as harmless too.
 */
export function isManifestText(text: string): boolean {
  const first = text.split('\n').find((l) => l.trim() !== '');
  if (first === undefined) return true;
  const line = first.trim();
  if (line.startsWith(PH)) return true; // starts with data from a variable or a command
  if (/^(---|\.\.\.)(\s|$)/.test(line) || /^- /.test(line) || line.startsWith('#')) return true;
  // JSON, but not a `[INFO] ...` log prefix
  if (line.startsWith('{') || /^\[\s*([{["\]\d-]|true|false|null|\u0000|$)/.test(line)) return true;
  const key = /^"?([a-z][A-Za-z0-9_.\/-]*)"?:(\s|$)/.exec(line);
  return !!key && !LOG_KEYS.has(key[1].toLowerCase());
}

export type { WordPart };
