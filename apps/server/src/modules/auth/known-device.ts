// A device that has signed in to an account carries a signed mark of it, so its owner keeps signing in with a password
// while strangers' attempts have put the account past the link-only ceiling (limits.ts, ADR 0020). A mark names a
// random device id and when it was issued, and is signed with the account's current password hash: a password change
// or reset voids every mark, and one older than MAX_AGE_SECONDS counts for nothing whatever the cookie says.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { accounts, users } from '../../db/schema/index.js';

export const KNOWN_DEVICE_COOKIE = 'swim.known_device';
/** Marks of the last few accounts signed in on one device (a family's shared tablet). */
const MAX_ACCOUNTS = 5;
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 3600;
/** deviceId~issuedAt~signature, all base64url or digits. */
const MARK = /^([A-Za-z0-9_-]{16})~(\d{1,12})~([A-Za-z0-9_-]{22})$/;

/** What a mark is signed with: the account's email and its password hash now (its epoch). */
export type DeviceAccount = { email: string; passwordHash: string };

const signature = (secret: string, account: DeviceAccount, deviceId: string, issuedAt: number) =>
  createHmac('sha256', secret)
    .update(`known-device:v2\n${account.email}\n${account.passwordHash}\n${deviceId}\n${issuedAt}`)
    .digest('base64url')
    .slice(0, 22);

/** A signed mark for the account on a device (issuedAt in seconds). */
export const deviceMark = (secret: string, account: DeviceAccount, deviceId: string, issuedAt: number) =>
  `${deviceId}~${issuedAt}~${signature(secret, account, deviceId, issuedAt)}`;

/** The account's password hash, the epoch its marks are signed with (null: no such account or no password). */
export async function deviceAccount(db: Db, email: string): Promise<DeviceAccount | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, email), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ? { email, passwordHash: row.password } : null;
}

// Parsed here, on sign-in only: the app does not parse every request's cookies (app.ts).
const marksIn = (request: FastifyRequest): string[] =>
  (request.server.parseCookie(request.headers.cookie ?? '')[KNOWN_DEVICE_COOKIE] ?? '')
    .split('.')
    .filter((mark) => MARK.test(mark))
    .slice(0, MAX_ACCOUNTS);

/** The account's valid mark on this request, if any: signed for its current password and not too old. */
function validMark(request: FastifyRequest, secret: string, account: DeviceAccount, nowMs: number): string | null {
  const now = Math.floor(nowMs / 1000);
  for (const mark of marksIn(request)) {
    const [, deviceId = '', issued = '', sig = ''] = MARK.exec(mark) ?? [];
    const issuedAt = Number(issued);
    if (issuedAt > now + 60 || now - issuedAt > KNOWN_DEVICE_MAX_AGE_SECONDS) continue;
    if (timingSafeEqual(Buffer.from(sig), Buffer.from(signature(secret, account, deviceId, issuedAt)))) return mark;
  }
  return null;
}

/** Whether this request comes from a device that signed in to the account since its password was last set. */
export function isKnownDevice(
  request: FastifyRequest,
  secret: string,
  account: DeviceAccount | null,
  nowMs = Date.now(),
): boolean {
  return account !== null && validMark(request, secret, account, nowMs) !== null;
}

/**
 * Remembers on this device that it signed in to the account (sent back only to the sign-in routes), with a fresh
 * device id and date; the account's old mark, other accounts' marks that are still well-formed are kept.
 */
export function rememberDevice(options: {
  request: FastifyRequest;
  reply: FastifyReply;
  secret: string;
  account: DeviceAccount;
  secure: boolean;
}): void {
  const { request, secret, account } = options;
  const old = validMark(request, secret, account, Date.now());
  const mark = deviceMark(secret, account, randomBytes(12).toString('base64url'), Math.floor(Date.now() / 1000));
  const marks = [mark, ...marksIn(request).filter((m) => m !== old)].slice(0, MAX_ACCOUNTS);
  options.reply.setCookie(KNOWN_DEVICE_COOKIE, marks.join('.'), {
    path: '/api/auth/sign-in',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
  });
}
