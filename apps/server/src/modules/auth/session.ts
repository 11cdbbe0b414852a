// Turns a request's session cookie into the signed-in user (with athlete approval), or null.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '@swim/shared/enums';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { athleteAccounts } from '../../db/schema/index.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../lib/errors.js';
import type { Auth } from './auth-instance.js';

export const SESSION_COOKIE_MARK = 'swim.session_token';

type IncomingHeaders = Record<string, string | string[] | undefined>;

export function toHeaders(incoming: IncomingHeaders): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

export function hasSessionCookie(incoming: IncomingHeaders): boolean {
  const cookie = incoming.cookie;
  return typeof cookie === 'string' && cookie.includes(SESSION_COOKIE_MARK);
}

/** Whether an athlete was approved; a missing athlete row counts as not approved, other errors surface. */
export async function isAthleteApproved(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ approved: athleteAccounts.approved })
    .from(athleteAccounts)
    .where(eq(athleteAccounts.userId, userId))
    .limit(1);
  return row?.approved ?? false;
}

export type ResolvedSession = {
  user: SessionUser & { phone: string | null; createdAt: Date };
  expiresAt: Date;
  /** Set-Cookie headers for the caller when the session was extended (only with `refresh`). */
  setCookies: string[];
};

/** True once a session is older than the update age (Better Auth's own rule, on the session's expiry). */
function isRenewalDue(auth: Auth, expiresAt: Date): boolean {
  const { expiresIn = 0, updateAge = 0 } = auth.options.session ?? {};
  return expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now();
}

type Verified = {
  user: Record<string, unknown> & { id: string; role?: unknown };
  expiresAt: Date;
  validUntil: number;
  /** The answer for this copy, made once (not for athletes: their approval is read on every request). */
  resolved?: ResolvedSession;
};

/**
 * Answers the library verified from its signed cookie copy, by the exact auth cookies the request carried, each kept
 * only while that copy is valid (SESSION_CACHE_SECONDS at most). The library re-verifies the copy's signature on
 * every request (a key import and an HMAC per call, plus its whole endpoint pipeline: ~0.5 ms); this memo answers the
 * same browser's next requests in microseconds (issue 13). It widens nothing: an unchanged copy would be accepted by
 * the library for exactly as long, on any instance. Only the library's own verified answers are stored, so a caller
 * cannot fill it with a forged copy, and a sign-out through this instance drops the session's entries at once.
 */
type SessionMemo = {
  entries: Map<string, Verified>;
  /** Sessions signed out through this instance, until any copy of theirs has expired: only the database answers. */
  signedOut: Map<string, number>;
  forget: (token: string, copyLifetimeMs: number) => void;
};

/** Browsers signed in at once whose verified copies are remembered; the least recently stored go first. */
const MAX_MEMO_ENTRIES = 10_000;

/** A longer set of auth cookies is answered by the library alone (a real one is about 1.5 KB). */
const MAX_MEMO_KEY_LENGTH = 4096;

/** The cookies the library reads for a session, with or without the __Secure- prefix; nothing else enters a key. */
const AUTH_COOKIES = new Set(['swim.session_token', 'swim.session_data', 'swim.dont_remember']);

const memos = new WeakMap<Auth, SessionMemo>();

/** Keeps a map under its limit: expired entries go first, then the oldest. */
function bound<V>(map: Map<string, V>, limit: number, expired: (value: V) => boolean): void {
  if (map.size <= limit) return;
  for (const [key, value] of map) if (expired(value)) map.delete(key);
  while (map.size > limit) map.delete(map.keys().next().value ?? '');
}

function memoOf(auth: Auth): SessionMemo {
  let memo = memos.get(auth);
  if (!memo) {
    const entries = new Map<string, Verified>();
    const signedOut = new Map<string, number>();
    memo = {
      entries,
      signedOut,
      forget: (token, copyLifetimeMs) => {
        for (const key of entries.keys()) if (key.startsWith(`${token}\u0000`)) entries.delete(key);
        if (copyLifetimeMs <= 0) return;
        signedOut.delete(token);
        signedOut.set(token, Date.now() + copyLifetimeMs);
        bound(signedOut, MAX_MEMO_ENTRIES, (until) => until <= Date.now());
      },
    };
    memos.set(auth, memo);
  }
  return memo;
}

/** The request's auth cookies by name (the first of each, as a cookie parser keeps), without the __Secure- prefix. */
function authCookies(incoming: IncomingHeaders): Map<string, string> {
  const found = new Map<string, string>();
  const header = incoming.cookie;
  if (typeof header !== 'string') return found;
  for (const part of header.split(';')) {
    const pair = part.trim();
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).replace(/^__Secure-/, '');
    if (AUTH_COOKIES.has(name) && !found.has(name)) found.set(name, pair.slice(eq + 1));
  }
  return found;
}

/** The memo key of a request: its session token and signed copy (and remember-me choice), or null. */
function memoKey(incoming: IncomingHeaders): { key: string; token: string; copy: string } | null {
  const cookies = authCookies(incoming);
  const token = cookies.get('swim.session_token');
  const copy = cookies.get('swim.session_data');
  if (!token || !copy) return null;
  const key = `${token}\u0000${copy}\u0000${cookies.get('swim.dont_remember') ?? ''}`;
  return key.length > MAX_MEMO_KEY_LENGTH ? null : { key, token, copy };
}

/** When the library's compact cookie copy stops being accepted (its signed `expiresAt`), or 0 when unreadable. */
function copyExpiry(copy: string): number {
  try {
    const decoded = JSON.parse(Buffer.from(decodeURIComponent(copy), 'base64url').toString('utf8')) as {
      expiresAt?: unknown;
    };
    return typeof decoded.expiresAt === 'number' ? decoded.expiresAt : 0;
  } catch {
    return 0;
  }
}

function copyLifetimeMs(auth: Auth): number {
  const { enabled = false, maxAge = 0 } = auth.options.session?.cookieCache ?? {};
  return enabled ? maxAge * 1000 : 0;
}

/** Whether a session token cookie carries our signature (`token.base64(HMAC-SHA256(secret, token))`, URL-encoded). */
function isSignedByUs(auth: Auth, cookieValue: string): boolean {
  let value: string;
  try {
    value = decodeURIComponent(cookieValue);
  } catch {
    return false;
  }
  const dot = value.lastIndexOf('.');
  const secret = auth.options.secret;
  if (dot <= 0 || !secret) return false;
  const expected = createHmac('sha256', secret).update(value.slice(0, dot)).digest();
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A sign-out through this instance: what it remembers of the session goes, and until any copy of it has expired the
 * session is checked in the database (where the library has ended it), so even a replayed copy is refused here. Only
 * a token we issued is recorded, so made-up tokens cannot crowd out real sign-outs.
 */
export function forgetSession(auth: Auth, incoming: IncomingHeaders): void {
  const token = authCookies(incoming).get('swim.session_token');
  if (token && isSignedByUs(auth, token)) memoOf(auth).forget(token, copyLifetimeMs(auth));
}

/**
 * Reads the session behind the request's cookie. Only `refresh: true` (used by /api/me) may extend the session,
 * and then the renewed cookie must reach the browser; every other route reads without extending.
 * A remembered copy is answered without a promise (the same answer object each time; callers must not change it).
 */
export function readSession(
  auth: Auth,
  db: Db,
  incoming: IncomingHeaders,
  options: { refresh?: boolean } = {},
): ResolvedSession | null | Promise<ResolvedSession | null> {
  if (!hasSessionCookie(incoming)) return null;
  const memo = memoOf(auth);
  const found = memoKey(incoming);
  const remembered = found ? memo.entries.get(found.key) : undefined;
  if (
    remembered &&
    remembered.validUntil > Date.now() &&
    !(options.refresh && isRenewalDue(auth, remembered.expiresAt))
  ) {
    if (remembered.resolved) return remembered.resolved;
    return toResolved(db, remembered.user, remembered.expiresAt, []);
  }
  if (remembered) memo.entries.delete(found?.key ?? '');
  return askLibrary(auth, db, incoming, options, memo, found);
}

async function askLibrary(
  auth: Auth,
  db: Db,
  incoming: IncomingHeaders,
  options: { refresh?: boolean },
  memo: SessionMemo,
  found: ReturnType<typeof memoKey>,
): Promise<ResolvedSession | null> {
  const token = found?.token ?? authCookies(incoming).get('swim.session_token');
  const signedOutHere = token !== undefined && (memo.signedOut.get(token) ?? 0) > Date.now();
  const requestHeaders = toHeaders(incoming);
  const ask = (query: { disableRefresh?: boolean; disableCookieCache?: boolean }) =>
    auth.api.getSession({ headers: requestHeaders, query, returnHeaders: true }).catch((err: unknown) => {
      // The library turns any failure of its session store (our database: cut, restarting, unreachable) into a bare
      // 500 and drops the cause after logging it. The caller is told to try again, as for any unavailable database.
      if ((err as { statusCode?: unknown }).statusCode !== 500) throw err;
      throw new AppError('SERVICE_UNAVAILABLE', 'The service is briefly unavailable, please try again');
    });
  let { headers, response: result } = await ask(
    signedOutHere ? { disableRefresh: true, disableCookieCache: true } : { disableRefresh: !options.refresh },
  );
  // An answer from the cookie cache never extends the session; when renewal is due, /api/me asks the database,
  // which extends it and sends both cookies anew.
  if (result && options.refresh && isRenewalDue(auth, new Date(result.session.expiresAt))) {
    ({ headers, response: result } = await ask({ disableCookieCache: true }));
  }
  if (!result) return null;
  const setCookies = headers.getSetCookie();
  const expiresAt = new Date(result.session.expiresAt);
  const user = result.user as Verified['user'];
  // Remembered only when the answer vouches for exactly the cookies sent: the same session, nothing renewed.
  if (found && setCookies.length === 0 && result.session.token === found.token.split('.')[0]) {
    const validUntil = Math.min(copyExpiry(found.copy), Date.now() + copyLifetimeMs(auth), expiresAt.getTime());
    // A sign-out that landed while the library was asked wins: nothing is stored for its session.
    if (validUntil > Date.now() && !((memo.signedOut.get(found.token) ?? 0) > Date.now())) {
      const resolved = user.role === 'athlete' ? undefined : resolvedOf(user, expiresAt, [], null);
      memo.entries.set(found.key, { user, expiresAt, validUntil, resolved });
      bound(memo.entries, MAX_MEMO_ENTRIES, (entry) => entry.validUntil <= Date.now());
    }
  }
  return toResolved(db, user, expiresAt, setCookies);
}

async function toResolved(
  db: Db,
  user: Verified['user'],
  expiresAt: Date,
  setCookies: string[],
): Promise<ResolvedSession> {
  const approved = user.role === 'athlete' ? await isAthleteApproved(db, user.id) : null;
  return resolvedOf(user, expiresAt, setCookies, approved);
}

function resolvedOf(
  user: Verified['user'],
  expiresAt: Date,
  setCookies: string[],
  athleteApproved: boolean | null,
): ResolvedSession {
  const role = user.role as Role;
  return {
    setCookies,
    expiresAt,
    user: {
      id: user.id,
      email: user.email as string,
      name: user.name as string,
      role,
      emailVerified: user.emailVerified as boolean,
      phone: (user.phone as string | null | undefined) ?? null,
      createdAt: new Date(user.createdAt as string | Date),
      athleteApproved,
    },
  };
}
