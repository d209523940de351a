import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseDockerfile, userIs999, userUid, copiesTo, usersCreated } from '../../src/extract/dockerfile.js';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../fixtures/dockerfile/${name}`, import.meta.url)), 'utf8');
const CONFIG = '/home/argocd/cmp-server/config/plugin.yaml';

describe('parseDockerfile: seed 004 (kpt)', () => {
  const f = parseDockerfile('images/Dockerfile', fixture('004-kpt.Dockerfile'));

  test('USER, ENTRYPOINT and their positions', () => {
    assert.equal(f.file, 'images/Dockerfile');
    assert.equal(f.user, '999');
    assert.deepEqual(f.userLoc, { file: 'images/Dockerfile', line: 13, column: 6, endLine: 13, endColumn: 9 });
    assert.deepEqual(f.entrypoint, ['/bin/bash']);
    assert.deepEqual(f.entrypointLoc, { file: 'images/Dockerfile', line: 14, column: 12, endLine: 14, endColumn: 25 });
    assert.equal(userIs999(f.user, f.namedUsers), true);
  });

  test('the adduser --uid 999 argocd is recorded', () => {
    assert.deepEqual([...f.namedUsers], [['argocd', 999]]);
    assert.equal(userIs999('argocd', f.namedUsers), true);
  });

  test('COPY facts: --from, --chmod, dest position', () => {
    assert.equal(f.copies.length, 7);
    assert.equal(f.copies[0].from, 'gcr.io/kpt-dev/kpt:v1.0.0-beta.21');
    assert.deepEqual(f.copies[0].sources, ['/usr/local/bin/kpt']);
    const plugin = f.copies[5];
    assert.deepEqual(plugin.sources, ['plugin.yaml']);
    assert.equal(plugin.dest, CONFIG);
    assert.equal(plugin.from, undefined);
    assert.deepEqual(plugin.loc, { file: 'images/Dockerfile', line: 10, column: 18, endLine: 10, endColumn: 60 });
    assert.equal(f.copies[6].chmod, '755');
    assert.equal(f.copies[6].dest, '/usr/local/bin/cmp-generate');
    assert.equal(copiesTo(f, CONFIG), true);
    assert.equal(copiesTo(f, '/home/argocd/cmp-server/plugins/plugin.yaml'), false);
  });

  test('base image', () => {
    assert.equal(f.baseImage, 'alpine');
    assert.deepEqual(f.baseImageLoc, { file: 'images/Dockerfile', line: 2, column: 6, endLine: 2, endColumn: 12 });
  });
});

describe('parseDockerfile: stages, continuations, case', () => {
  const f = parseDockerfile('multistage.Dockerfile', fixture('multistage.Dockerfile'));

  test('the last stage counts and inherits from its stage ancestors', () => {
    assert.equal(f.stageName, 'final');
    assert.equal(f.baseImage, 'debian:12-slim'); // through `FROM base`
    assert.equal(f.user, 'argocd');
    assert.deepEqual(f.userLoc, { file: 'multistage.Dockerfile', line: 22, column: 6, endLine: 22, endColumn: 12 });
    assert.deepEqual([...f.namedUsers], [['argocd', 999]]); // created in `base`, across a continuation with a comment
    assert.equal(userIs999(f.user, f.namedUsers), true);
  });

  test('shell-form ENTRYPOINT in lower/mixed case', () => {
    assert.deepEqual(f.entrypoint, ['/bin/sh', '-c', '/var/run/argocd/argocd-cmp-server --loglevel info']);
    assert.equal(f.entrypointLoc?.line, 23);
    assert.equal(f.entrypointLoc?.column, 12);
  });

  test('JSON-form COPY with --chown and a WORKDIR-relative directory destination', () => {
    assert.equal(f.copies.length, 2); // the build stage's `COPY . .` does not count
    const c = f.copies[0];
    assert.deepEqual(c.sources, ['plugin.yaml']);
    assert.equal(c.dest, './');
    assert.equal(c.chown, '999:999');
    assert.equal(c.destAbs, '/home/argocd/cmp-server/config');
    assert.equal(c.destIsDir, true);
    assert.deepEqual(c.loc, { file: 'multistage.Dockerfile', line: 20, column: 38, endLine: 20, endColumn: 42 }); // the JSON string, quotes included
    assert.equal(copiesTo(f, CONFIG), true);
    assert.equal(f.copies[1].from, 'build');
    assert.equal(copiesTo(f, '/usr/local/bin/tool'), true);
  });
});

describe('parseDockerfile: syntax details', () => {
  test('continuations keep positions on the right lines; CRLF is fine', () => {
    const text = 'FROM alpine\r\nUSER \\\r\n  999:999\r\nENTRYPOINT ["/bin/sh", \\\r\n\r\n  "-c", "run"]\r\n';
    const f = parseDockerfile('D', text);
    assert.equal(f.user, '999:999');
    assert.deepEqual(f.userLoc, { file: 'D', line: 3, column: 3, endLine: 3, endColumn: 10 });
    assert.deepEqual(f.entrypoint, ['/bin/sh', '-c', 'run']);
    assert.deepEqual(f.entrypointLoc, { file: 'D', line: 4, column: 12, endLine: 6, endColumn: 15 });
  });

  test('the escape directive switches continuations to a backtick', () => {
    const f = parseDockerfile('D', '# escape=`\nFROM mcr.microsoft.com/windows\nUSER `\n  ContainerUser\n');
    assert.equal(f.user, 'ContainerUser');
    assert.equal(f.userLoc?.line, 4);
  });

  test('a directive after the first instruction is a comment', () => {
    const f = parseDockerfile('D', 'FROM alpine\n# escape=`\nUSER `\nENTRYPOINT x\n');
    assert.equal(f.user, '`');
    assert.deepEqual(f.entrypoint, ['/bin/sh', '-c', 'x']);
  });

  test('SHELL changes the shell form; invalid JSON falls back to the shell form', () => {
    const f = parseDockerfile('D', 'FROM alpine\nSHELL ["/bin/bash", "-eo", "pipefail", "-c"]\nENTRYPOINT [not json]\n');
    assert.deepEqual(f.entrypoint, ['/bin/bash', '-eo', 'pipefail', '-c', '[not json]']);
  });

  test('heredoc bodies are not instructions; useradd inside one is seen', () => {
    const text = [
      'FROM ubuntu',
      'RUN <<EOF',
      'set -e',
      'useradd -r -u 999 -m argocd',
      'USER root',
      'EOF',
      'COPY <<-PLUGIN /home/argocd/cmp-server/config/plugin.yaml',
      '\tapiVersion: argoproj.io/v1alpha1',
      '\tPLUGIN',
      'USER argocd',
    ].join('\n');
    const f = parseDockerfile('D', text);
    assert.equal(f.user, 'argocd');
    assert.equal(f.userLoc?.line, 10);
    assert.equal(f.namedUsers.get('argocd'), 999);
    assert.deepEqual(f.copies.map((c) => c.sources), [['<<-PLUGIN']]);
    assert.equal(copiesTo(f, CONFIG), true);
  });

  test('$VAR is kept literal', () => {
    const f = parseDockerfile('D', 'FROM alpine\nARG UID=999\nRUN adduser -D -u $UID argocd\nUSER $UID\n');
    assert.equal(f.user, '$UID');
    assert.equal(f.namedUsers.size, 0);
    assert.equal(userIs999(f.user, f.namedUsers), false);
  });

  test('a file without FROM, an empty file, a lone keyword', () => {
    assert.deepEqual(parseDockerfile('D', ''), { file: 'D', copies: [], namedUsers: new Map(), heredocConfigs: [] });
    assert.equal(parseDockerfile('D', 'USER 999\n').user, '999');
    const f = parseDockerfile('D', 'FROM\nUSER\nCOPY\nCOPY only-one\nENTRYPOINT\n');
    assert.equal(f.user, undefined);
    assert.deepEqual(f.copies, []);
  });

  test('the official Argo CD image brings user argocd with uid 999', () => {
    const f = parseDockerfile('D', 'FROM quay.io/argoproj/argocd:v2.13.0\nUSER argocd\n');
    assert.equal(userIs999(f.user, f.namedUsers), true);
    const g = parseDockerfile('D', 'FROM alpine\nUSER argocd\n');
    assert.equal(userIs999(g.user, g.namedUsers), false);
  });

  test('ONBUILD triggers do not apply to this image', () => {
    assert.equal(parseDockerfile('D', 'FROM alpine\nUSER 999\nONBUILD USER root\n').user, '999');
  });
});

describe('users', () => {
  test('useradd / adduser / usermod spellings', () => {
    const cases: [string, [string, number][]][] = [
      ['useradd -u 999 argocd', [['argocd', 999]]],
      ['useradd --uid=999 -m -s /bin/bash argocd', [['argocd', 999]]],
      ['/usr/sbin/useradd -r -g argocd -u999 argocd', [['argocd', 999]]],
      ['adduser -D -u 999 -G argocd -h /home/argocd argocd', [['argocd', 999]]],
      ['adduser --system --disabled-password --gecos "" --shell /bin/bash --uid 999 argocd', [['argocd', 999]]],
      ["adduser --gecos 'Argo CD' --uid 1000 cmp && usermod -l plugin -u 999 cmp", [['cmp', 1000], ['cmp', 999]]],
      ['addgroup -g 999 argocd; adduser -S -u 999 -G argocd argocd docker', [['argocd', 999]]],
      ['sudo useradd -u 999 argocd || true', [['argocd', 999]]],
      ['useradd argocd', []],
      ['echo useradd', []],
      ['apk add git', []],
    ];
    for (const [script, want] of cases) assert.deepEqual(usersCreated(script), want, script);
  });

  test('userIs999 and userUid', () => {
    assert.equal(userIs999('999'), true);
    assert.equal(userIs999('999:999'), true);
    assert.equal(userIs999(' 999:0 '), true);
    assert.equal(userIs999('1000'), false);
    assert.equal(userIs999('root'), false);
    assert.equal(userIs999(undefined), false);
    assert.equal(userIs999('argocd'), false);
    assert.equal(userIs999('argocd', new Map([['argocd', 999]])), true);
    assert.equal(userIs999('argocd:argocd', new Map([['argocd', 999]])), true);
    assert.equal(userUid('0'), 0);
    assert.equal(userUid('$UID'), undefined);
  });
});

describe('copiesTo', () => {
  const facts = (dockerfile: string) => parseDockerfile('D', `FROM alpine\n${dockerfile}\n`);

  test('exact destination, directory destination, globs, several sources', () => {
    assert.equal(copiesTo(facts('COPY my-plugin.yaml /home/argocd/cmp-server/config/plugin.yaml'), CONFIG), true);
    assert.equal(copiesTo(facts('COPY plugin.yaml /home/argocd/cmp-server/config/'), CONFIG), true);
    assert.equal(copiesTo(facts('COPY ./cmp/plugin.yaml /home/argocd/cmp-server//config/'), CONFIG), true);
    assert.equal(copiesTo(facts('ADD *.yaml /home/argocd/cmp-server/config/'), CONFIG), true);
    assert.equal(copiesTo(facts('COPY plugin.yaml other.sh /home/argocd/cmp-server/config'), CONFIG), true);
    assert.equal(copiesTo(facts('WORKDIR /home/argocd\nCOPY plugin.yaml cmp-server/config/plugin.yaml'), CONFIG), true);
  });

  test('what does not count', () => {
    // a file named `config`, not a directory
    assert.equal(copiesTo(facts('COPY plugin.yaml /home/argocd/cmp-server/config'), CONFIG), false);
    // another name in the directory
    assert.equal(copiesTo(facts('COPY cmp.yaml /home/argocd/cmp-server/config/'), CONFIG), false);
    // a directory copy whose content is unknown
    assert.equal(copiesTo(facts('COPY config/ /home/argocd/cmp-server/config/'), CONFIG), false);
    // an earlier stage
    assert.equal(copiesTo(parseDockerfile('D', `FROM alpine\nCOPY plugin.yaml ${CONFIG}\nFROM alpine\n`), CONFIG), false);
  });

  test('works on plain ImageFacts too', () => {
    const loc = { file: 'D', line: 1, column: 1, endLine: 1, endColumn: 2 };
    assert.equal(copiesTo({ file: 'D', copies: [{ sources: ['plugin.yaml'], dest: '/home/argocd/cmp-server/config/', loc }] }, CONFIG), true);
  });
});

describe('parseDockerfile: a plugin.yaml written from a BuildKit heredoc', () => {
  const body = 'apiVersion: argoproj.io/v1alpha1\nkind: ConfigManagementPlugin\nmetadata:\n  name: ytt';
  const written = (f: ReturnType<typeof parseDockerfile>) => f.heredocConfigs.map(({ text, line }) => ({ text, line }));

  test('COPY <<EOF to the config file: the body and the line it starts on', () => {
    const f = parseDockerfile('Dockerfile', `FROM alpine:3.20\nCOPY <<EOF ${CONFIG}\n${body}\nEOF\nUSER 999\n`);
    assert.deepEqual(written(f), [{ text: body, line: 3 }]);
    assert.equal(copiesTo(f, CONFIG), true);
  });

  test('COPY <<plugin.yaml into the config directory names the file after the heredoc', () => {
    const f = parseDockerfile('Dockerfile', `FROM alpine:3.20\nCOPY <<plugin.yaml /home/argocd/cmp-server/config/\n${body}\nplugin.yaml\n`);
    assert.deepEqual(written(f), [{ text: body, line: 3 }]);
  });

  test('RUN cat <<EOF > the config file bakes it (copiesTo), tee too; another file does not', () => {
    const run = parseDockerfile('Dockerfile', `FROM alpine:3.20\nRUN mkdir -p /home/argocd/cmp-server/config && cat <<'EOF' > ${CONFIG}\n${body}\nEOF\n`);
    assert.deepEqual(written(run), [{ text: body, line: 3 }]);
    assert.equal(copiesTo(run, CONFIG), true);
    assert.deepEqual(run.copies.at(-1)!.loc, { file: 'Dockerfile', line: 2, column: 62, endLine: 2, endColumn: 104 });
    const tee = parseDockerfile('Dockerfile', `FROM alpine:3.20\nRUN tee ${CONFIG} <<EOF\n${body}\nEOF\n`);
    assert.deepEqual(written(tee), [{ text: body, line: 3 }]);
    const other = parseDockerfile('Dockerfile', `FROM alpine:3.20\nRUN cat <<EOF > /etc/ytt.yaml\n${body}\nEOF\n`);
    assert.deepEqual(other.heredocConfigs, []);
    assert.equal(copiesTo(other, CONFIG), false);
  });
});

describe('parseDockerfile: what the build expands in a heredoc written to the config file', () => {
  const bakes = (text: string) => (parseDockerfile('Dockerfile', text).heredocBakes ?? []).map((b) => ({ ...b, expansions: b.expansions.map((e) => `${e.loc.line}:${e.loc.column}-${e.loc.endLine}:${e.loc.endColumn} ${e.text}`) }));
  const cfg = (head: string, body: string) => `${head}\nCOPY <<EOF ${CONFIG}\n${body}\nEOF\n`;

  test('ARG and ENV names of the stage (and of the stage it builds on) are kept; others are listed with their place', () => {
    const [b] = bakes(cfg('FROM alpine AS base\nARG A B=1\nENV C=2 D="3 4"\nENV E five\nFROM base', 'x: $A $B $C $D $E $F ${G:-g} $PATH'));
    assert.deepEqual(b.kept, ['A', 'B', 'C', 'D', 'E', 'PATH']);
    // the values the build bakes without --build-arg; A (no default), B (an ARG of the stage built on: out of scope, not reported) and PATH stay as written
    assert.equal(parseDockerfile('Dockerfile', cfg('FROM alpine AS base\nARG A B=1\nENV C=2 D="3 4"\nENV E five\nFROM base', 'x: $A $B $C $D $E $F ${G:-g} $PATH')).heredocConfigs[0].baked.text, 'x: $A $B 2 3 4 five  g $PATH');
    assert.deepEqual(b.expansions, ['7:19-7:21 $F', '7:22-7:29 ${G:-g}']);
    assert.equal(b.marker, '<<EOF');
    assert.deepEqual(b.markerLoc, { file: 'Dockerfile', line: 6, column: 6, endLine: 6, endColumn: 11 });
    assert.equal(b.quoted, `COPY <<'EOF' ${CONFIG}`);
  });

  test('an ARG before the first FROM is not in the stage unless declared again; a new external stage starts empty', () => {
    assert.deepEqual(bakes(cfg('ARG V=1\nFROM alpine', 'v: $V'))[0].expansions, ['4:4-4:6 $V']);
    assert.deepEqual(bakes(cfg('ARG V=1\nFROM alpine\nARG V', 'v: $V')), []);
    assert.deepEqual(bakes(cfg('FROM alpine\nARG V=1\nFROM alpine', 'v: $V'))[0].expansions, ['5:4-5:6 $V']);
  });

  test('a backslash that continues a line ends its range on that line', () => {
    assert.deepEqual(bakes(cfg('FROM alpine', 'a: |\n  x \\\n  y'))[0].expansions, ['4:5-4:6 \\\n']);
  });

  test('quoted delimiters, escaped text and heredocs written elsewhere give nothing', () => {
    assert.deepEqual(bakes(`FROM alpine\nCOPY <<'EOF' ${CONFIG}\nx: $A\nEOF\n`), []);
    assert.deepEqual(bakes(`FROM alpine\nRUN cat <<"EOF" > ${CONFIG}\nx: $(id)\nEOF\n`), []);
    assert.deepEqual(bakes(`FROM alpine\nRUN cat <<\\EOF > ${CONFIG}\nx: $(id)\nEOF\n`), []);
    assert.deepEqual(bakes(`FROM alpine\nCOPY <<EOF ${CONFIG}\nx: \\$A\nEOF\n`), []);
    assert.deepEqual(bakes(`FROM alpine\nCOPY <<EOF /etc/motd\nx: $A\nEOF\n`), []);
  });
});

describe('parseDockerfile: ARG and ENV values in COPY destinations and WORKDIR', () => {
  const text = [
    'ARG ROOT=/home/argocd',
    'FROM alpine:3.20 AS build',
    'ARG STAGE_ONLY=/opt/x',
    'FROM alpine:3.20',
    'ARG ROOT',
    'ARG SUB="cmp-server"',
    'ENV CFG ${ROOT}/${SUB}/config',
    'COPY a.yaml $CFG/plugin.yaml',
    'COPY b.yaml ${STAGE_ONLY}/b.yaml',
    'COPY c.yaml ${MISSING:-/srv}/c.yaml',
    'WORKDIR ${ROOT}/work',
    'COPY d.yaml ./',
    'ENV ROOT=/elsewhere',
    'COPY e.yaml ${ROOT}/',
    '',
  ].join('\n');
  const f = parseDockerfile('Dockerfile', text);

  test('a global ARG redeclared in the stage and an ENV built from ARGs are substituted', () => {
    assert.equal(f.copies[0].dest, '$CFG/plugin.yaml');
    assert.equal(f.copies[0].destAbs, CONFIG);
    assert.equal(copiesTo(f, CONFIG), true);
  });

  test('an ARG of another stage is out of scope: the path stays as written', () => {
    assert.equal(f.copies[1].destAbs, '/${STAGE_ONLY}/b.yaml');
  });

  test('${NAME:-word} takes the word when the name has no value; WORKDIR is expanded too; ENV overrides ARG', () => {
    assert.equal(f.copies[2].destAbs, '/srv/c.yaml');
    assert.equal(f.copies[3].destAbs, '/home/argocd/work');
    assert.equal(f.copies[4].destAbs, '/elsewhere');
  });
});
