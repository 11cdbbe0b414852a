// The pushes notices wrote (notice_deliveries rows of channel 'push'), sent to the account's devices after the
// transaction that wrote them has committed, and tried again by the notices-push-retry job for a day. A sender claims
// each row before sending it (a two-minute lease), so a dispatch still at work and a retry, or two retries on two
// instances, never send the same push twice.
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { noticeDeliveries } from '../../db/schema/index.js';
import type { PushSender } from './push-port.js';

export const MAX_PUSH_ATTEMPTS = 5;
const LEASE = sql`interval '2 minutes'`;

export type PushOutbox = {
  send(ids: readonly string[]): Promise<void>;
  /** Sends again the young pushes no device has taken yet; answers how many it tried. */
  retry(): Promise<number>;
};

export function createPushOutbox(deps: { db: Db; push: PushSender | null; log: Pick<Logger, 'warn'> }): PushOutbox {
  const { db } = deps;
  /** The row, if this sender got it: unsent, and nobody else holds it. */
  const claim = async (id: string) => {
    const [row] = await db
      .update(noticeDeliveries)
      .set({ claimedAt: sql`now()` })
      .where(
        and(
          eq(noticeDeliveries.id, id),
          isNull(noticeDeliveries.sentAt),
          or(isNull(noticeDeliveries.claimedAt), lt(noticeDeliveries.claimedAt, sql`now() - ${LEASE}`)),
        ),
      )
      .returning();
    return row;
  };
  const settle = (id: string, outcome: { sent: boolean; error?: string }) =>
    db
      .update(noticeDeliveries)
      .set({
        attempts: sql`${noticeDeliveries.attempts} + 1`,
        claimedAt: null,
        ...(outcome.sent ? { sentAt: new Date() } : { lastError: outcome.error?.slice(0, 500) ?? null }),
      })
      .where(eq(noticeDeliveries.id, id));

  const send = async (ids: readonly string[]) => {
    const { push } = deps;
    if (!push) return;
    for (const id of ids) {
      const row = await claim(id);
      if (!row?.payload) continue;
      try {
        const outcome = await push.sendToUser(row.userId, row.payload);
        // Taken by a device, or nothing left to try (no devices, or only ones that are gone): done either way.
        const sent = outcome.delivered > 0 || outcome.failed === 0;
        await settle(row.id, { sent, error: `${outcome.failed} device(s) failed` });
      } catch (err) {
        await settle(row.id, { sent: false, error: String(err) }).catch(() => undefined);
        deps.log.warn({ err, deliveryId: row.id }, 'push not delivered');
      }
    }
  };

  return {
    send,
    async retry() {
      if (!deps.push) return 0;
      const due = await db
        .select({ id: noticeDeliveries.id })
        .from(noticeDeliveries)
        .where(
          and(
            eq(noticeDeliveries.channel, 'push'),
            isNull(noticeDeliveries.sentAt),
            lt(noticeDeliveries.attempts, MAX_PUSH_ATTEMPTS),
            // A day-old push is no longer news.
            gt(noticeDeliveries.createdAt, sql`now() - interval '1 day'`),
            or(isNull(noticeDeliveries.claimedAt), lt(noticeDeliveries.claimedAt, sql`now() - ${LEASE}`)),
          ),
        )
        .orderBy(asc(noticeDeliveries.createdAt))
        .limit(100);
      await send(due.map((r) => r.id));
      return due.length;
    },
  };
}
