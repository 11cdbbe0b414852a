// What the club tells people (issue 27): the kinds of notice, the channels they travel by, which ones the club must
// send, and which kinds each role can receive. The server's notice service and the preferences screen read them.
import type { Role } from './enums.js';

export const NOTICE_KINDS = [
  'enrollment_confirmed',
  'payment_due',
  'payment_overdue',
  'receipt',
  'subscription_renewing',
  'subscription_failed',
  'subscription_cancelled',
  'session_changed',
  'makeup_booked',
  'credit_expiring',
  'waitlist_offer',
  'assessment_published',
  'level_changed',
  'order_paid',
  'order_sent',
  'athlete_approved',
  'security',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_CHANNELS = ['mail', 'push'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/**
 * Sent by mail whatever the account chose: a receipt (of a payment or a shop order) is a document the family keeps,
 * security mail (address checks, password resets, sign-in links) is how the account stays theirs, and a waiting-list
 * offer holds a place the family asked for, whose lapse takes the child off the list. Their push copy can still be
 * turned off.
 */
export const REQUIRED_NOTICE_KINDS: readonly NoticeKind[] = ['receipt', 'order_paid', 'security', 'waitlist_offer'];

/** Kinds that never travel by push (a sign-in link or a reset belongs in the mailbox only). */
export const MAIL_ONLY_NOTICE_KINDS: readonly NoticeKind[] = ['security'];

const SHOPPER: NoticeKind[] = ['order_paid', 'order_sent', 'security'];

/** The kinds an account of each role can receive, in the order the preferences screen lists them. */
export const NOTICE_KINDS_BY_ROLE: Record<Role, readonly NoticeKind[]> = {
  parent: NOTICE_KINDS.filter((kind) => kind !== 'athlete_approved'),
  athlete: ['athlete_approved', 'assessment_published', 'level_changed', ...SHOPPER],
  instructor: SHOPPER,
  admin: SHOPPER,
};

export function isRequiredNotice(kind: NoticeKind, channel: NoticeChannel): boolean {
  return channel === 'mail' && REQUIRED_NOTICE_KINDS.includes(kind);
}

export function noticeChannelAllowed(kind: NoticeKind, channel: NoticeChannel): boolean {
  return channel === 'mail' || !MAIL_ONLY_NOTICE_KINDS.includes(kind);
}
