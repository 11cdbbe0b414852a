// Turns a request's session cookie into the signed-in user (with athlete approval), or null. The library verifies
// the cookie; session-memo.ts remembers its answers for the same cookies.
import type { Role } from '@swim/shared/enums';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { athleteAccounts } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Auth } from './auth-instance.js';
import { isSignedOutHere, memoKey, recallSession, rememberSession, sessionTokenOf } from './session-memo.js';
import type { IncomingHeaders, ResolvedSession, VerifiedUser } from './session-shapes.js';

export const SESSION_COOKIE_MARK = 'swim.session_token';

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

/** What the library vouched for in one answer, with the cookies it sent back. */
type Answer = { user: VerifiedUser; expiresAt: Date; setCookies: string[] };

/** What reading a session needs: the auth library, and the database for an athlete's approval. */
export type SessionDeps = { auth: Auth; db: Db };

/** True once a session is older than the update age (Better Auth's own rule, on the session's expiry). */
function isRenewalDue(auth: Auth, expiresAt: Date): boolean {
  const { expiresIn = 0, updateAge = 0 } = auth.options.session ?? {};
  return expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now();
}

/**
 * Reads the session behind the request's cookie. Only `refresh: true` (used by /api/me) may extend the session,
 * and then the renewed cookie must reach the browser; every other route reads without extending.
 * A remembered copy is answered without a promise (the same answer object each time; callers must not change it).
 */
export function readSession(
  deps: SessionDeps,
  incoming: IncomingHeaders,
  options: { refresh?: boolean } = {},
): ResolvedSession | null | Promise<ResolvedSession | null> {
  if (!hasSessionCookie(incoming)) return null;
  const found = memoKey(incoming);
  const remembered = recallSession(
    deps.auth,
    found,
    (entry) => !(options.refresh && isRenewalDue(deps.auth, entry.expiresAt)),
  );
  if (remembered) {
    if (remembered.resolved) return remembered.resolved;
    return toResolved(deps.db, { user: remembered.user, expiresAt: remembered.expiresAt, setCookies: [] });
  }
  return askLibrary(deps, incoming, { refresh: options.refresh, found });
}

async function askLibrary(
  { auth, db }: SessionDeps,
  incoming: IncomingHeaders,
  { refresh, found }: { refresh?: boolean; found: ReturnType<typeof memoKey> },
): Promise<ResolvedSession | null> {
  const signedOutHere = isSignedOutHere(auth, found?.token ?? sessionTokenOf(incoming));
  const requestHeaders = toHeaders(incoming);
  const ask = (query: { disableRefresh?: boolean; disableCookieCache?: boolean }) =>
    auth.api.getSession({ headers: requestHeaders, query, returnHeaders: true }).catch((err: unknown) => {
      // The library turns any failure of its session store (our database: cut, restarting, unreachable) into a bare
      // 500 and drops the cause after logging it. The caller is told to try again, as for any unavailable database.
      if ((err as { statusCode?: unknown }).statusCode !== 500) throw err;
      throw new AppError('SERVICE_UNAVAILABLE', 'The service is briefly unavailable, please try again');
    });
  let { headers, response: result } = await ask(
    signedOutHere ? { disableRefresh: true, disableCookieCache: true } : { disableRefresh: !refresh },
  );
  // An answer from the cookie cache never extends the session; when renewal is due, /api/me asks the database,
  // which extends it and sends both cookies anew.
  if (result && refresh && isRenewalDue(auth, new Date(result.session.expiresAt))) {
    ({ headers, response: result } = await ask({ disableCookieCache: true }));
  }
  if (!result) return null;
  const setCookies = headers.getSetCookie();
  const expiresAt = new Date(result.session.expiresAt);
  const user = result.user as VerifiedUser;
  // Remembered only when the answer vouches for exactly the cookies sent: the same session, nothing renewed.
  if (found && setCookies.length === 0 && result.session.token === found.token.split('.')[0]) {
    const resolved = user.role === 'athlete' ? undefined : resolvedOf({ user, expiresAt, setCookies: [] }, null);
    rememberSession(auth, found, { user, expiresAt, resolved });
  }
  return toResolved(db, { user, expiresAt, setCookies });
}

async function toResolved(db: Db, answer: Answer): Promise<ResolvedSession> {
  const approved = answer.user.role === 'athlete' ? await isAthleteApproved(db, answer.user.id) : null;
  return resolvedOf(answer, approved);
}

function resolvedOf({ user, expiresAt, setCookies }: Answer, athleteApproved: boolean | null): ResolvedSession {
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
