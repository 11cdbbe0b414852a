// Turns a request's session cookie into the signed-in user (with athlete approval), or null.
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

/**
 * Reads the session behind the request's cookie. Only `refresh: true` (used by /api/me) may extend the session,
 * and then the renewed cookie must reach the browser; every other route reads without extending.
 */
export async function readSession(
  auth: Auth,
  db: Db,
  incoming: IncomingHeaders,
  options: { refresh?: boolean } = {},
): Promise<ResolvedSession | null> {
  if (!hasSessionCookie(incoming)) return null;
  const requestHeaders = toHeaders(incoming);
  const ask = (query: { disableRefresh?: boolean; disableCookieCache?: boolean }) =>
    auth.api.getSession({ headers: requestHeaders, query, returnHeaders: true }).catch((err: unknown) => {
      // The library turns any failure of its session store (our database: cut, restarting, unreachable) into a bare
      // 500 and drops the cause after logging it. The caller is told to try again, as for any unavailable database.
      if ((err as { statusCode?: unknown }).statusCode !== 500) throw err;
      throw new AppError('SERVICE_UNAVAILABLE', 'The service is briefly unavailable, please try again');
    });
  // No memo of answers per cookie here: the library verifies the signed cookie copy itself (no database read), and
  // a memo keyed by what the client sends could outlive a sign-out or be filled by a caller (review finding).
  let { headers, response: result } = await ask({ disableRefresh: !options.refresh });
  // An answer from the cookie cache never extends the session; when renewal is due, /api/me asks the database,
  // which extends it and sends both cookies anew.
  if (result && options.refresh && isRenewalDue(auth, new Date(result.session.expiresAt))) {
    ({ headers, response: result } = await ask({ disableCookieCache: true }));
  }
  if (!result) return null;
  const { user, session } = result;
  const role = user.role as Role;
  return {
    setCookies: headers.getSetCookie(),
    expiresAt: new Date(session.expiresAt),
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role,
      emailVerified: user.emailVerified,
      phone: (user.phone as string | null | undefined) ?? null,
      createdAt: new Date(user.createdAt),
      athleteApproved: role === 'athlete' ? await isAthleteApproved(db, user.id) : null,
    },
  };
}
