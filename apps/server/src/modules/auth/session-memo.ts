// Remembers the session answers the auth library verified from its signed cookie copy, so the same browser's next
// requests skip the library (issue 13); session.ts asks here first and tells this memo what the library answered.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Auth } from './auth-instance.js';
import type { IncomingHeaders, ResolvedSession, VerifiedUser } from './session-shapes.js';

/** The library's answer for one copy, and until when it may be reused. */
export type Remembered = {
  user: VerifiedUser;
  expiresAt: Date;
  validUntil: number;
  /** The answer for this copy, made once (not for athletes: their approval is read on every request). */
  resolved?: ResolvedSession;
};

/** Where a request's auth cookies are remembered: the whole set as the key, with the session token and copy. */
export type MemoKey = { key: string; token: string; copy: string };

/**
 * Answers the library verified from its signed cookie copy, by the exact auth cookies the request carried, each kept
 * only while that copy is valid (SESSION_CACHE_SECONDS at most). The library re-verifies the copy's signature on
 * every request (a key import and an HMAC per call, plus its whole endpoint pipeline: ~0.5 ms); this memo answers the
 * same browser's next requests in microseconds (issue 13). It widens nothing: an unchanged copy would be accepted by
 * the library for exactly as long, on any instance. Only the library's own verified answers are stored, so a caller
 * cannot fill it with a forged copy, and a sign-out through this instance drops the session's entries at once.
 */
type SessionMemo = {
  entries: Map<string, Remembered>;
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
    const entries = new Map<string, Remembered>();
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

/** The request's session token cookie, if it sent one. */
export function sessionTokenOf(incoming: IncomingHeaders): string | undefined {
  return authCookies(incoming).get('swim.session_token');
}

/** The memo key of a request: its session token and signed copy (and remember-me choice), or null. */
export function memoKey(incoming: IncomingHeaders): MemoKey | null {
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
 * The remembered answer for the request's exact auth cookies while its copy is valid and `usable` agrees; an entry
 * that is not is dropped, so the library is asked and its answer stored afresh.
 */
export function recallSession(
  auth: Auth,
  found: MemoKey | null,
  usable: (entry: Remembered) => boolean,
): Remembered | undefined {
  if (!found) return undefined;
  const memo = memoOf(auth);
  const entry = memo.entries.get(found.key);
  if (!entry) return undefined;
  if (entry.validUntil > Date.now() && usable(entry)) return entry;
  memo.entries.delete(found.key);
  return undefined;
}

/** Whether the session was signed out through this instance and a copy of it may still be about. */
export function isSignedOutHere(auth: Auth, token: string | undefined): boolean {
  return token !== undefined && (memoOf(auth).signedOut.get(token) ?? 0) > Date.now();
}

/**
 * Stores the library's answer for exactly the cookies sent (the caller checks it vouches for the same session, with
 * nothing renewed), for as long as the copy, the memo's lifetime and the session itself all allow.
 */
export function rememberSession(auth: Auth, found: MemoKey, answer: Omit<Remembered, 'validUntil'>): void {
  const validUntil = Math.min(copyExpiry(found.copy), Date.now() + copyLifetimeMs(auth), answer.expiresAt.getTime());
  // A sign-out that landed while the library was asked wins: nothing is stored for its session.
  if (validUntil <= Date.now() || isSignedOutHere(auth, found.token)) return;
  const { entries } = memoOf(auth);
  entries.set(found.key, { ...answer, validUntil });
  bound(entries, MAX_MEMO_ENTRIES, (entry) => entry.validUntil <= Date.now());
}

/**
 * A sign-out through this instance: what it remembers of the session goes, and until any copy of it has expired the
 * session is checked in the database (where the library has ended it), so even a replayed copy is refused here. Only
 * a token we issued is recorded, so made-up tokens cannot crowd out real sign-outs.
 */
export function forgetSession(auth: Auth, incoming: IncomingHeaders): void {
  const token = sessionTokenOf(incoming);
  if (token && isSignedByUs(auth, token)) memoOf(auth).forget(token, copyLifetimeMs(auth));
}
