import type { FastifyRequest } from 'fastify';
// Rate limits on the auth routes people try to abuse.

export type Limit = { max: number; timeWindow: string };

/** Per address (IP) and per account (email) limits on the routes people try to abuse. */
export const AUTH_LIMITS = {
  signIn: { perAddress: { max: 30, timeWindow: '15 minutes' }, perAccount: { max: 10, timeWindow: '15 minutes' } },
  signUp: { perAddress: { max: 10, timeWindow: '1 hour' }, perAccount: { max: 5, timeWindow: '1 hour' } },
  reset: { perAddress: { max: 10, timeWindow: '15 minutes' }, perAccount: { max: 3, timeWindow: '15 minutes' } },
} satisfies Record<string, { perAddress: Limit; perAccount: Limit }>;

/** Rate-limit key for the account a request is about (its email), per route. */
export const emailKey = (scope: string) => (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${scope}:${email}`;
};

/**
 * Failed sign-ins, counted per account and address together and per account alone: a stranger's wrong passwords
 * block only the stranger's address for that account, until so many come from everywhere that the account itself
 * is under attack. Successful sign-ins count nothing.
 */
export const SIGN_IN_FAILURES = { perAccountAndAddress: 10, perAccount: 50, windowMs: 15 * 60_000 } as const;

export function signInFailureKeys(request: FastifyRequest): { pair: string; account: string } | null {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!email) return null;
  return { pair: `sign-in-failures:${email}:${request.ip}`, account: `sign-in-failures:${email}` };
}
