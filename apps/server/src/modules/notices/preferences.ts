// What each account chose to receive (issue 27 item 2). Only the differences from "everything on" are stored; the
// kinds the club must send by mail are on whatever is stored.
import {
  isRequiredNotice,
  NOTICE_KINDS,
  NOTICE_KINDS_BY_ROLE,
  type NoticeChannel,
  type NoticeKind,
  noticeChannelAllowed,
} from '@swim/shared/notices';
import type { NoticePreference } from '@swim/shared/api/notices';
import type { Role } from '@swim/shared/enums';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { children, noticePreferences } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/** Whether a notice of this kind goes to the account by this channel, given what it turned off. */
export type NoticeSwitch = (userId: string, kind: NoticeKind, channel: NoticeChannel) => boolean;

/** The stored choices of these accounts, as one lookup. */
export async function loadNoticeSwitch(db: Db | Tx, userIds: readonly string[]): Promise<NoticeSwitch> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select()
          .from(noticePreferences)
          .where(inArray(noticePreferences.userId, [...new Set(userIds)]));
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => `${r.userId}\n${r.kind}\n${r.channel}`));
  return (userId, kind, channel) => {
    if (!noticeChannelAllowed(kind, channel)) return false;
    if (isRequiredNotice(kind, channel)) return true;
    return !off.has(`${userId}\n${kind}\n${channel}`);
  };
}

/**
 * The kinds an account receives: its role's, and a family's too when it has children in the club (a coach or an
 * admin can be a parent, and hears of their children like any parent).
 */
export async function noticeKindsOf(db: Db | Tx, user: { id: string; role: Role }): Promise<readonly NoticeKind[]> {
  const own = NOTICE_KINDS_BY_ROLE[user.role];
  if (user.role === 'parent') return own;
  const [child] = await db.select({ id: children.id }).from(children).where(eq(children.parentId, user.id)).limit(1);
  if (!child) return own;
  const family = NOTICE_KINDS_BY_ROLE.parent;
  return NOTICE_KINDS.filter((kind) => own.includes(kind) || family.includes(kind));
}

/** The account's preferences screen: every kind it receives, each channel on or off. */
export async function listPreferences(db: Db | Tx, user: { id: string; role: Role }): Promise<NoticePreference[]> {
  const [on, kinds] = await Promise.all([loadNoticeSwitch(db, [user.id]), noticeKindsOf(db, user)]);
  return kinds.map((kind) => ({
    kind,
    required: isRequiredNotice(kind, 'mail'),
    pushAllowed: noticeChannelAllowed(kind, 'push'),
    mail: on(user.id, kind, 'mail'),
    push: on(user.id, kind, 'push'),
  }));
}

/**
 * Turns one kind on or off for one channel. A kind the club must send by mail is refused; so is one the account never
 * receives, unless `anyKind` (an unsubscribe link names a kind the account was actually sent).
 */
export async function setPreference(
  db: Db | Tx,
  user: { id: string; role: Role },
  change: { kind: NoticeKind; channel: NoticeChannel; enabled: boolean },
  options: { anyKind?: boolean } = {},
): Promise<void> {
  const received = options.anyKind || (await noticeKindsOf(db, user)).includes(change.kind);
  if (!received || !noticeChannelAllowed(change.kind, change.channel)) {
    throw new AppError('VALIDATION_FAILED', 'This kind of notice is not sent to this account by this channel');
  }
  if (isRequiredNotice(change.kind, change.channel) && !change.enabled) {
    throw new AppError('NOTICE_REQUIRED', 'The club must send this notice by mail');
  }
  await db
    .insert(noticePreferences)
    .values({ userId: user.id, kind: change.kind, channel: change.channel, enabled: change.enabled })
    .onConflictDoUpdate({
      target: [noticePreferences.userId, noticePreferences.kind, noticePreferences.channel],
      set: { enabled: change.enabled, updatedAt: new Date() },
    });
}

/** Whether the mail of this kind is on for the account (the unsubscribe page shows it). */
export async function mailEnabled(db: Db | Tx, userId: string, kind: NoticeKind): Promise<boolean> {
  const [row] = await db
    .select({ enabled: noticePreferences.enabled })
    .from(noticePreferences)
    .where(
      and(
        eq(noticePreferences.userId, userId),
        eq(noticePreferences.kind, kind),
        eq(noticePreferences.channel, 'mail'),
      ),
    );
  return isRequiredNotice(kind, 'mail') || (row?.enabled ?? true);
}
