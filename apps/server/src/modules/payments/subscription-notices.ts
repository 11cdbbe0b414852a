// What a card subscription's change of status tells the parent (issue 27): a renewal charge that failed (active to
// past due) and the subscription's end (to canceled). Each once: per subscription and period for a failure, per
// subscription for the end.
import type { SubscriptionStatus } from '@swim/shared/enums';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { children, classes, enrollments, type subscriptions } from '../../db/schema/index.js';
import { loadRecipients, type Notice } from '../notices/notice-service.js';
import { readNoticeSite } from '../notices/templates/site.js';
import {
  subscriptionCancelledMessage,
  subscriptionFailedMessage,
  type SubscriptionNoticeData,
} from '../notices/templates/subscription.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The notices of a subscription row that moved from `before` (null: it is new) to its status now. */
export async function subscriptionStatusNotices(
  tx: Tx,
  { row, before }: { row: SubscriptionRow; before: SubscriptionStatus | null },
  publicUrl: string,
): Promise<Notice[]> {
  const failed = before === 'active' && row.status === 'past_due';
  const ended = before !== null && before !== 'canceled' && row.status === 'canceled';
  if (!failed && !ended) return [];
  const [to] = await loadRecipients(tx, [row.parentId]);
  if (!to) return [];
  const [child] = row.childId
    ? await tx.select({ name: children.fullName }).from(children).where(eq(children.id, row.childId))
    : [];
  const [cls] = row.enrollmentId
    ? await tx
        .select({ title: classes.title })
        .from(enrollments)
        .innerJoin(classes, eq(classes.id, enrollments.classId))
        .where(eq(enrollments.id, row.enrollmentId))
    : [];
  const data: SubscriptionNoticeData = {
    site: await readNoticeSite(tx, publicUrl),
    parentName: to.name,
    childName: child?.name ?? null,
    classTitle: cls?.title ?? null,
    amount: row.amount,
    currency: row.currency,
  };
  if (failed) {
    const period = row.currentPeriodStart?.toISOString() ?? 'first';
    return [
      {
        kind: 'subscription_failed',
        eventKey: `subscription_failed:${row.id}:${period}`,
        to,
        message: subscriptionFailedMessage(data, to.language),
      },
    ];
  }
  return [
    {
      kind: 'subscription_cancelled',
      eventKey: `subscription_cancelled:${row.id}`,
      to,
      message: subscriptionCancelledMessage(data, to.language),
    },
  ];
}
