// What a buyer hears about an order (issue 27): paid (the confirmation) and sent (for the shop's fulfilment, still to
// come). An order of an account, or a guest's order whose email is an account's verified address, goes through the
// notice service to that account (its choices and devices), at the order's email and in the language the buyer shopped
// in; a guest with no account gets the plain mail.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orders, users } from '../../db/schema/index.js';
import type { Mail, Mailer } from '../../lib/mailer.js';
import { loadRecipients, type Notice, type NoticeRecipient, type Notices } from '../notices/notice-service.js';
import { orderPaidMessage, orderSentMessage } from '../notices/templates/orders.js';
import { readNoticeSite } from '../notices/templates/site.js';
import { listOrderViews } from './order-view.js';

/** An order's notice: to an account through the notice service, or a guest's mail. */
export type OrderNotice = { notice: Notice } | { guestMail: Mail };

type OrderEvent = 'order_paid' | 'order_sent';

/** The account that hears about the order: its buyer, else the one whose verified email the guest gave. */
async function orderAccount(db: Db | Tx, order: typeof orders.$inferSelect): Promise<NoticeRecipient | null> {
  let userId = order.userId;
  if (!userId) {
    const [match] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${order.email})`, eq(users.emailVerified, true)))
      .limit(1);
    userId = match?.id ?? null;
  }
  const [account] = userId ? await loadRecipients(db, [userId]) : [];
  return account ? { ...account, email: order.email, language: order.language } : null;
}

async function orderNotice(
  db: Db | Tx,
  { orderId, event, publicUrl }: { orderId: string; event: OrderEvent; publicUrl: string },
): Promise<OrderNotice | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [order] = row ? await listOrderViews(db, eq(orders.id, orderId)) : [];
  if (!row || !order) return null;
  const site = await readNoticeSite(db, publicUrl);
  const template = event === 'order_paid' ? orderPaidMessage : orderSentMessage;
  const message = template({ site, order }, row.language);
  const to = await orderAccount(db, row);
  if (to) return { notice: { kind: event, eventKey: `${event}:${order.id}`, to, message } };
  const { mailKind, subject, text } = message;
  return { guestMail: { to: order.email, subject, text, kind: mailKind ?? `notice-${event}` } };
}

/** The paid order's confirmation (order_paid, a mail the club always sends). */
export function orderPaidNotice(db: Db | Tx, input: { orderId: string; publicUrl: string }) {
  return orderNotice(db, { ...input, event: 'order_paid' });
}

/** The order handed to the courier (order_sent): for the shop's fulfilment to raise once it marks an order sent. */
export function orderSentNotice(db: Db | Tx, input: { orderId: string; publicUrl: string }) {
  return orderNotice(db, { ...input, event: 'order_sent' });
}

/** Sends an order's notice once: the notice service dedupes by event; a guest's mail is sent as it is. */
export async function sendOrderNotice(
  deps: { notices: Notices; mailer: Mailer },
  built: OrderNotice | null,
): Promise<void> {
  if (!built) return;
  if ('notice' in built) await deps.notices.send([built.notice]);
  else await deps.mailer.send(built.guestMail);
}
