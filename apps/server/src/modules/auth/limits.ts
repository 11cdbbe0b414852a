import type { FastifyRequest } from 'fastify';
// Rate limits on the auth routes people try to abuse; the sign-in policy is explained in ADR 0020.

export type Limit = { max: number; timeWindow: string };

/** Per address (IP) and per account (email) limits on the routes that mail or create accounts. */
export const AUTH_LIMITS = {
  signUp: { perAddress: { max: 10, timeWindow: '1 hour' }, perAccount: { max: 5, timeWindow: '1 hour' } },
  reset: { perAddress: { max: 10, timeWindow: '15 minutes' }, perAccount: { max: 3, timeWindow: '15 minutes' } },
  // Per email no more links than one window's worth: each stays valid for a whole window (SIGN_IN_LINK_TTL_SECONDS),
  // so a stranger who uses up an account's links has mailed the owner a working one.
  signInLink: { perAddress: { max: 10, timeWindow: '15 minutes' }, perAccount: { max: 3, timeWindow: '15 minutes' } },
} satisfies Record<string, { perAddress: Limit; perAccount: Limit }>;

/** How long a mailed sign-in link works (once): as long as the per-email window of AUTH_LIMITS.signInLink. */
export const SIGN_IN_LINK_TTL_SECONDS = 15 * 60;

/** The email a request's body names, trimmed and lower-cased ('' when none). */
export function requestEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** Rate-limit key for the account a request is about (its email), per route. */
export const emailKey = (scope: string) => (request: FastifyRequest) => `${scope}:${requestEmail(request)}`;

/**
 * Password sign-in attempts, counted before the password is checked (so a burst counts in full), per account and
 * address and per account from everywhere:
 * - an address that made `perAccountAndAddress` attempts on an account is refused for it (429) until the window
 *   ends; a successful sign-in clears that address's count, and the account's while it is not being slowed;
 * - past `slowAfter` attempts on an account from everywhere, each further attempt waits `delayStepMs` more (up to
 *   `maxDelayMs`) before its password is checked, and a wrong one answers SIGN_IN_SLOWED, which offers a link;
 * - past `linkOnlyAfter`, a password is taken only on a device that signed in to the account before (a signed
 *   cookie); anywhere else the answer is SIGN_IN_LINK_REQUIRED and the owner comes in with a mailed link;
 * - a known device is not slowed, but its attempts on an account are counted apart: past `knownDeviceMax` in the
 *   window (a leaked cookie being used to guess) known devices too are refused with SIGN_IN_LINK_REQUIRED.
 */
export const SIGN_IN_POLICY = {
  /** Password sign-ins from one address, whatever the account (the route's own limit). */
  perAddress: { max: 30, timeWindow: '15 minutes' } satisfies Limit,
  windowMs: 15 * 60_000,
  perAccountAndAddress: 10,
  slowAfter: 10,
  delayStepMs: 250,
  maxDelayMs: 3000,
  linkOnlyAfter: 100,
  knownDeviceMax: 20,
} as const;

/** The wait before checking the password of an account's n-th attempt in the window. */
export function signInDelayMs(accountAttempts: number): number {
  const over = accountAttempts - SIGN_IN_POLICY.slowAfter;
  return over > 0 ? Math.min(SIGN_IN_POLICY.maxDelayMs, over * SIGN_IN_POLICY.delayStepMs) : 0;
}

export type SignInAttemptKeys = { pair: string; account: string; knownDevice: string };

export function signInAttemptKeys(email: string, ip: string): SignInAttemptKeys {
  return {
    pair: `sign-in-attempts:${email}:${ip}`,
    account: `sign-in-attempts:${email}`,
    knownDevice: `sign-in-attempts-known-device:${email}`,
  };
}
