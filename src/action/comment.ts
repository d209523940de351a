// One sticky pull-request comment, found again by a hidden marker and edited in place. A body
// longer than GitHub accepts (65,536 characters) becomes numbered parts, each with its own marker;
// parts a shorter body no longer needs are deleted. Plain fetch() against the REST API keeps the
// bundle small; the token travels in the Authorization header and nowhere else.

export const COMMENT_LIMIT = 65_536;
/** What a piece may hold: the limit less the marker line. */
export const PIECE_LIMIT = COMMENT_LIMIT - 64;
// `<!-- cmp-lint:diff -->` (the default key), `<!-- cmp-lint:diff key=apps/prod part 2 -->`.
const MARKER = /^<!-- cmp-lint:diff(?: key=(\S+))?(?: part (\d+))? -->/;
const marker = (part: number, key = ''): string => `<!-- cmp-lint:diff${key ? ` key=${key}` : ''}${part === 1 ? '' : ` part ${part}`} -->`;

/**
 * The comment key for a step: the `comment-key` input, else derived from `working-directory`
 * ('' for the repository root, which keeps the marker of earlier versions). Only characters safe
 * in an HTML comment and a marker remain.
 */
export function commentKey(input: string, workingDirectory: string): string {
  const raw = input.trim() || workingDirectory.trim().replace(/\\/g, '/').replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  if (raw === '' || raw === '.') return '';
  return raw.replace(/[^A-Za-z0-9._/@+=:-]+/g, '_').replace(/-{2,}/g, '-').slice(0, 100);
}

export interface CommentTarget {
  apiUrl: string;
  /** owner/name */
  repository: string;
  issue: number;
  token: string;
  /** which sticky comment of the pull request is this step's (see commentKey); default '' */
  key?: string;
}

export interface CommentOutcome {
  /** comments with our marker written by someone else: left alone */
  foreign: number;
  created: number;
  updated: number;
  deleted: number;
  unchanged: number;
  parts: number;
  /** the first part's web URL, when the API returned one */
  url?: string;
}

/** HTTP failure talking to the API; `status` 0 for network errors and timeouts. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface IssueComment {
  id: number;
  body?: string;
  html_url?: string;
  user?: { login?: string } | null;
}

/** Markers on the pieces: part 1 carries the plain marker, part n `part n`. */
export function commentBodies(pieces: string[], key = ''): string[] {
  return pieces.map((p, i) => `${marker(i + 1, key)}\n${p}`);
}

/** What GitHub Actions' GITHUB_TOKEN comments as (GET /user is not open to installation tokens). */
export const ACTIONS_BOT = 'github-actions[bot]';

/**
 * The login the token writes comments as: GET /user for a user's token; an installation token
 * (GITHUB_TOKEN) may not read /user (403), and writes as github-actions[bot].
 */
export async function tokenLogin(t: CommentTarget): Promise<string> {
  try {
    const res = await request(t, 'GET', `${t.apiUrl}/user`);
    const login = ((await res.json()) as { login?: string }).login;
    if (login) return login;
  } catch (e) {
    if (!(e instanceof ApiError) || (e.status !== 403 && e.status !== 401 && e.status !== 404)) throw e;
  }
  return ACTIONS_BOT;
}

/**
 * This step's comments already on the pull request, by part number (all pages): the marker with
 * this key, written by `login`. Comments with the marker written by anyone else are counted in
 * `foreign` and never edited or deleted.
 */
export async function findComments(t: CommentTarget, login?: string): Promise<{ byPart: Map<number, IssueComment[]>; foreign: number }> {
  const byPart = new Map<number, IssueComment[]>();
  let foreign = 0;
  let url: string | undefined = `${t.apiUrl}/repos/${t.repository}/issues/${t.issue}/comments?per_page=100`;
  for (let page = 0; url && page < 100; page++) {
    const res = await request(t, 'GET', url);
    const list = (await res.json()) as IssueComment[];
    for (const c of list) {
      const m = MARKER.exec(c.body ?? '');
      if (!m || (m[1] ?? '') !== (t.key ?? '')) continue;
      if (login !== undefined && c.user?.login !== login) {
        foreign++;
        continue;
      }
      const part = m[2] ? Number(m[2]) : 1;
      byPart.set(part, [...(byPart.get(part) ?? []), c]);
    }
    url = nextLink(res.headers.get('link'));
  }
  return { byPart, foreign };
}

/**
 * Create or update the sticky comment, one comment per piece (each at most PIECE_LIMIT long).
 * With `onlyIfExists`, nothing is created: there is nothing to say, but an earlier comment may
 * need correcting.
 */
export async function upsertComment(t: CommentTarget, pieces: string[], opts: { onlyIfExists?: boolean } = {}): Promise<CommentOutcome> {
  const login = await tokenLogin(t);
  const { byPart: existing, foreign } = await findComments(t, login);
  const out: CommentOutcome = { foreign, created: 0, updated: 0, deleted: 0, unchanged: 0, parts: 0 };
  if (opts.onlyIfExists && existing.size === 0) return out;
  const bodies = commentBodies(pieces, t.key);
  out.parts = bodies.length;
  for (let i = 0; i < bodies.length; i++) {
    const part = i + 1;
    const [keep, ...dupes] = existing.get(part) ?? [];
    existing.delete(part);
    let c: IssueComment;
    if (!keep) {
      c = (await (await request(t, 'POST', `${t.apiUrl}/repos/${t.repository}/issues/${t.issue}/comments`, { body: bodies[i] })).json()) as IssueComment;
      out.created++;
    } else if (keep.body !== bodies[i]) {
      c = (await (await request(t, 'PATCH', `${t.apiUrl}/repos/${t.repository}/issues/comments/${keep.id}`, { body: bodies[i] })).json()) as IssueComment;
      out.updated++;
    } else {
      c = keep;
      out.unchanged++;
    }
    if (part === 1) out.url = c.html_url;
    for (const d of dupes) await remove(t, d, out);
  }
  // parts the new body does not need (and any stray duplicates)
  for (const list of existing.values()) for (const d of list) await remove(t, d, out);
  return out;
}

async function remove(t: CommentTarget, c: IssueComment, out: CommentOutcome): Promise<void> {
  await request(t, 'DELETE', `${t.apiUrl}/repos/${t.repository}/issues/comments/${c.id}`);
  out.deleted++;
}

async function request(t: CommentTarget, method: string, url: string, body?: unknown): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${t.token}`,
        'x-github-api-version': '2022-11-28',
        'user-agent': 'cmp-lint-action',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (e) {
    throw new ApiError(0, `${method} ${pathOf(url)}: ${(e as Error).message}`);
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    const detail = /"message"\s*:\s*"([^"]*)"/.exec(text)?.[1];
    throw new ApiError(res.status, `${method} ${pathOf(url)}: HTTP ${res.status}${detail ? ` (${detail})` : ''}`);
  }
  return res;
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** The rel="next" URL of a Link header (GitHub's pagination). */
export function nextLink(link: string | null): string | undefined {
  if (!link) return undefined;
  for (const part of link.split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (m) return m[1];
  }
  return undefined;
}
