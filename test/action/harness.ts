// A simulated GitHub Actions runner for the committed bundle (dist/index.js): temp git
// repositories, INPUT_* variables with action.yml's defaults, real GITHUB_OUTPUT and
// GITHUB_STEP_SUMMARY files, event payloads, and a stand-in for the REST API on 127.0.0.1.
import { spawn, execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { commitFiles } from '../helpers/git.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const BUNDLE = join(ROOT, 'dist/index.js');
export const SEEDS = join(ROOT, 'test/fixtures/seeds');
export const FIXTURES = join(ROOT, 'test/fixtures/action');
export const TOKEN = 'ghs_test-token-0123456789';
export const REPOSITORY = 'acme/gitops';

/** The legacy argocd-cm plugin list: exactly one `legacy-cm-plugin` error at 12:3. */
export const ONE_ERROR = readFileSync(join(SEEDS, '002-legacy-argocd-cm-plugin.yaml'), 'utf8');

const scratchDirs: string[] = [];
process.on('exit', () => {
  for (const d of scratchDirs) rmSync(d, { recursive: true, force: true });
});

/** A scratch directory removed when the test process exits. */
export function scratch(prefix = 'cmp-lint-action-'): string {
  const d = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  scratchDirs.push(d);
  return d;
}

export interface Repo {
  root: string;
  /** write (or delete, with null) files and commit them; returns the commit SHA */
  commit(files: Record<string, string | null>, message?: string): string;
}

export function gitRepo(files: Record<string, string | null> = {}): Repo {
  const root = join(scratch(), 'repo');
  mkdirSync(root);
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'cmp-lint tests');
  git('config', 'user.email', 'tests@cmp-lint.invalid');
  git('config', 'commit.gpgsign', 'false');
  const repo: Repo = {
    root,
    commit(changes, message = 'change') {
      return commitFiles(root, git, changes, message);
    },
  };
  if (Object.keys(files).length) repo.commit(files, 'base');
  return repo;
}

export function pullRequestEvent(number: number, baseSha: string, headSha: string, opts: { fork?: boolean } = {}): Record<string, unknown> {
  const headRepo = opts.fork ? 'someone/gitops' : REPOSITORY;
  return {
    action: 'synchronize',
    number,
    pull_request: {
      number,
      base: { ref: 'main', sha: baseSha, repo: { full_name: REPOSITORY } },
      head: { ref: 'feature', sha: headSha, repo: { full_name: headRepo, fork: !!opts.fork } },
    },
    repository: { full_name: REPOSITORY },
  };
}

export interface Annotation {
  level: string;
  props: Record<string, string>;
  message: string;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** `::error file=…::` style lines, decoded */
  annotations: Annotation[];
}

export interface RunOptions {
  cwd: string;
  inputs?: Record<string, string>;
  eventName?: string;
  event?: Record<string, unknown>;
  apiUrl?: string;
  env?: Record<string, string>;
}

/** action.yml's input defaults, as the runner passes them (every input is always set). */
function defaultInputs(): Record<string, string> {
  const action = parseYaml(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }> };
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) {
    out[name] = String(spec.default ?? '').replace('${{ github.token }}', TOKEN);
  }
  return out;
}

const unescape = (s: string): string => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');

export function parseAnnotations(stdout: string): Annotation[] {
  const out: Annotation[] = [];
  for (const line of stdout.split('\n')) {
    const m = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    const props: Record<string, string> = {};
    for (const kv of (m[2] ?? '').split(',').filter(Boolean)) {
      const i = kv.indexOf('=');
      props[kv.slice(0, i)] = unescape(kv.slice(i + 1));
    }
    out.push({ level: m[1], props, message: unescape(m[3]) });
  }
  return out;
}

/** `name<<DELIM\nvalue\nDELIM` blocks of a GITHUB_OUTPUT file. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
    out[m[1]] = value.join('\n');
  }
  return out;
}

/** Run dist/index.js the way the runner does; killed (and failed) after 45 s. */
export async function runAction(o: RunOptions): Promise<RunResult> {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run \`npm run build\` first`);
  const runner = scratch('cmp-lint-runner-');
  const files = { out: join(runner, 'output'), summary: join(runner, 'summary.md'), env: join(runner, 'env'), state: join(runner, 'state') };
  for (const f of Object.values(files)) writeFileSync(f, '');
  const eventPath = join(runner, 'event.json');
  writeFileSync(eventPath, JSON.stringify(o.event ?? {}));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: runner,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_WORKSPACE: o.cwd,
    RUNNER_TEMP: runner,
    GITHUB_OUTPUT: files.out,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_ENV: files.env,
    GITHUB_STATE: files.state,
    GITHUB_EVENT_NAME: o.eventName ?? 'push',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_SHA: 'f'.repeat(40),
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: o.apiUrl ?? 'http://127.0.0.1:9',
    GITHUB_RUN_ID: '4242',
    ...o.env,
  };
  for (const [k, v] of Object.entries({ ...defaultInputs(), ...o.inputs })) env[`INPUT_${k.toUpperCase()}`] = v;
  const child = spawn(process.execPath, [BUNDLE], { cwd: o.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const code = await new Promise<number | null>((res, rej) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rej(new Error(`dist/index.js did not finish in 45 s\n${stdout}\n${stderr}`));
    }, 45_000);
    child.on('close', (c) => {
      clearTimeout(timer);
      res(c);
    });
  });
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(files.out, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
    annotations: parseAnnotations(stdout),
  };
}

export interface StoredComment {
  id: number;
  body: string;
  user: { login: string };
  html_url: string;
}

export interface ApiRequest {
  method: string;
  path: string;
  authorization?: string;
}

export interface FakeApi {
  url: string;
  comments: StoredComment[];
  requests: ApiRequest[];
  /** answer writes (POST/PATCH/DELETE) with this status instead, like a read-only token */
  denyWrites?: number;
  /**
   * the token's account: GET /user answers it, and comments are created as it. Unset: GET /user is
   * 403 and comments come from github-actions[bot], as with GITHUB_TOKEN.
   */
  userLogin?: string;
  close(): Promise<void>;
}

const PAGE = 20; // smaller than GitHub's 100 so a few dozen comments already need pagination

/** The issue-comments endpoints of the REST API, in memory, on a random port of 127.0.0.1. */
export async function fakeApi(issue: number, seed: StoredComment[] = []): Promise<FakeApi> {
  let nextId = 1000;
  const api: FakeApi = { url: '', comments: [...seed], requests: [], close: async () => {} };
  const send = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', api.url);
    api.requests.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization });
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(res, 401, { message: 'Bad credentials' });
    const list = `/repos/${REPOSITORY}/issues/${issue}/comments`;
    const one = new RegExp(`^/repos/${REPOSITORY}/issues/comments/(\\d+)$`).exec(url.pathname);
    if (req.method === 'GET' && url.pathname === '/user') {
      return api.userLogin ? send(res, 200, { login: api.userLogin }) : send(res, 403, { message: 'Resource not accessible by integration' });
    }
    if (req.method !== 'GET' && api.denyWrites) return send(res, api.denyWrites, { message: 'Resource not accessible by integration' });
    if (req.method === 'GET' && url.pathname === list) {
      const page = Number(url.searchParams.get('page') ?? '1');
      const items = api.comments.slice((page - 1) * PAGE, page * PAGE);
      const more = page * PAGE < api.comments.length;
      return send(res, 200, items, more ? { link: `<${api.url}${list}?per_page=100&page=${page + 1}>; rel="next", <${api.url}${list}?page=99>; rel="last"` } : {});
    }
    if (req.method === 'POST' && url.pathname === list) {
      const { body } = JSON.parse(raw) as { body: string };
      if (body.length > 65_536) return send(res, 422, { message: 'Body is too long (maximum is 65536 characters)' });
      const id = nextId++;
      const c = { id, body, user: { login: api.userLogin ?? 'github-actions[bot]' }, html_url: `https://github.com/${REPOSITORY}/pull/${issue}#issuecomment-${id}` };
      api.comments.push(c);
      return send(res, 201, c);
    }
    const c = one && api.comments.find((x) => x.id === Number(one[1]));
    if (one && !c) return send(res, 404, { message: 'Not Found' });
    if (req.method === 'PATCH' && c) {
      const { body } = JSON.parse(raw) as { body: string };
      if (body.length > 65_536) return send(res, 422, { message: 'Body is too long (maximum is 65536 characters)' });
      c.body = body;
      return send(res, 200, c);
    }
    if (req.method === 'DELETE' && c) {
      api.comments.splice(api.comments.indexOf(c), 1);
      return send(res, 204);
    }
    return send(res, 404, { message: 'Not Found' });
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((e) => send(res, 500, { message: String(e) }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address() as { port: number };
  api.url = `http://127.0.0.1:${addr.port}`;
  api.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return api;
}

/** Comments from people, to make the API paginate before it reaches ours. */
export function humanComments(n: number): StoredComment[] {
  return Array.from({ length: n }, (_, i) => ({ id: i + 1, body: `looks good ${i + 1}`, user: { login: 'reviewer' }, html_url: `https://github.com/${REPOSITORY}/pull/7#issuecomment-${i + 1}` }));
}

/** Writes counted by method, for "created once, then updated" assertions. */
export function writes(api: FakeApi, from = 0): Record<string, number> {
  const out: Record<string, number> = { POST: 0, PATCH: 0, DELETE: 0 };
  for (const r of api.requests.slice(from)) if (r.method in out) out[r.method]++;
  return out;
}
