// What an invoice says was sold: a month of a plan, a subscription or kindergarten swimming for a child, or a shop
// order's items. Descriptions are Bulgarian (the document's language), with the club's Bulgarian titles.
import { pickText } from '@swim/shared/localized';
import { formatMonth } from '@swim/shared/month-names';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { children, classes, enrollments, kindergartenBills, orderItems, type payments } from '../../db/schema/index.js';
import type { GrossLine } from './invoice-amounts.js';

type PaymentRow = typeof payments.$inferSelect;

const WHAT = {
  plan: 'Обучение по плуване',
  subscription: 'Обучение по плуване (месечен абонамент)',
  kindergarten: 'Плуване в детската градина',
} as const;

/** The one line of a payment: e.g. "Обучение по плуване: Начинаещи, ноември 2026, Александър Петров", for `amount`. */
export async function paymentLines(tx: Tx, payment: PaymentRow, amount: number): Promise<GrossLine[]> {
  const [facts] = payment.enrollmentId
    ? await tx
        .select({ classTitle: classes.title })
        .from(enrollments)
        .innerJoin(classes, eq(classes.id, enrollments.classId))
        .where(eq(enrollments.id, payment.enrollmentId))
    : [];
  const [child] = payment.childId
    ? await tx.select({ name: children.fullName }).from(children).where(eq(children.id, payment.childId))
    : [];
  const [bill] =
    payment.kind === 'kindergarten'
      ? await tx
          .select({ visits: kindergartenBills.classesAttended })
          .from(kindergartenBills)
          .where(eq(kindergartenBills.paymentId, payment.id))
      : [];
  const details = [
    facts ? pickText(facts.classTitle, 'bg') : null,
    payment.billingPeriod ? formatMonth(payment.billingPeriod, 'bg') : null,
    child?.name ?? null,
    bill ? `${bill.visits} ${bill.visits === 1 ? 'посещение' : 'посещения'}` : null,
  ].filter((part): part is string => Boolean(part));
  const description = details.length > 0 ? `${WHAT[payment.kind]}: ${details.join(', ')}` : WHAT[payment.kind];
  return [{ description, quantity: 1, unitPrice: amount, amount }];
}

/** One line per item of an order, at the price and quantity it was bought. */
export async function orderLines(tx: Tx, orderId: string): Promise<GrossLine[]> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return items.map((item) => ({
    description: pickText(item.name, 'bg'),
    quantity: item.quantity,
    unitPrice: item.price,
    amount: item.price * item.quantity,
  }));
}
