// The one-click unsubscribe link of an optional notice (issue 27 item 2): signed with the server's secret for one
// account and one kind, so it works without signing in and only ever for the account it was written for.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTICE_KINDS, type NoticeKind } from '@swim/shared/notices';

export type UnsubscribeClaim = { userId: string; kind: NoticeKind };

function signature(secret: string, claim: UnsubscribeClaim): Buffer {
  return createHmac('sha256', secret)
    .update(`notice-unsubscribe\n${claim.userId}\n${claim.kind}`)
    .digest()
    .subarray(0, 24);
}

/** `<account id, base64url>.<kind>.<signature, base64url>`: safe in a URL without escaping. */
export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const user = Buffer.from(claim.userId, 'utf8').toString('base64url');
  return `${user}.${claim.kind}.${signature(secret, claim).toString('base64url')}`;
}

/** The account and kind a token stands for, or null when it was not written by this server (or was altered). */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [user, kind, given] = parts as [string, string, string];
  if (!(NOTICE_KINDS as readonly string[]).includes(kind)) return null;
  const claim = { userId: Buffer.from(user, 'base64url').toString('utf8'), kind: kind as NoticeKind };
  if (!claim.userId) return null;
  const expected = signature(secret, claim);
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? claim : null;
}
