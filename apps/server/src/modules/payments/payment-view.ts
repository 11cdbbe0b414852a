// Payments as callers see them: with the child's, class's, parent's and validator's names joined in.
import type { Payment } from '@swim/shared/api/payments';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { children, classes, enrollments, payments, users } from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';

const validator = alias(users, 'validator');

const columns = {
  p: payments,
  childName: children.fullName,
  classTitle: classes.title,
  parentName: users.name,
  validatedByName: personName(validator),
  /** The closed months whose share was refunded from this charge (a subscription's, ADR 0040), oldest first. */
  closureRefunded: sql<string[]>`coalesce((select jsonb_agg(cr.closed_period order by cr.closed_period)
    from closure_refunds cr where cr.payment_id = ${payments.id}), '[]'::jsonb)`,
  /** What of the refunded amount the card provider has not confirmed yet (ADR 0035). */
  refundPending: sql<number>`(select coalesce(sum(r.amount), 0) from refunds r
    where r.payment_id = ${payments.id} and r.status = 'pending')`.mapWith(Number),
};

/** The joined select every payment list starts from. */
export function selectPayments(db: Db | Tx) {
  return db
    .select(columns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.parentId))
    .leftJoin(children, eq(children.id, payments.childId))
    .leftJoin(enrollments, eq(enrollments.id, payments.enrollmentId))
    .leftJoin(classes, eq(classes.id, enrollments.classId))
    .leftJoin(validator, eq(validator.id, payments.validatedBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

export function toPayment(row: Row): Payment {
  const { p } = row;
  return {
    id: p.id,
    number: p.number,
    createdAt: p.createdAt.toISOString(),
    childId: p.childId,
    childName: row.childName,
    enrollmentId: p.enrollmentId,
    classTitle: row.classTitle,
    parentName: row.parentName,
    amount: p.amount,
    currency: p.currency,
    listAmount: p.listAmount,
    priceLines: p.priceLines,
    method: p.method,
    billingPeriod: p.billingPeriod,
    parentNotes: p.parentNotes,
    status: p.status,
    refundedAmount: p.refundedAmount,
    kind: p.kind,
    subscriptionId: p.subscriptionId,
    paidAt: p.paidAt?.toISOString() ?? null,
    validatedAt: p.validatedAt?.toISOString() ?? null,
    validatedByName: row.validatedByName,
    monthDue: p.monthDue,
    closureRefunded: row.closureRefunded,
    refundPending: row.refundPending,
    rejection: p.rejectedAt && p.rejectionReason ? { at: p.rejectedAt.toISOString(), reason: p.rejectionReason } : null,
  };
}

/** Payments matching a condition, newest first; a page of `limit` from `offset` (the first 100 by default). */
export async function listPaymentViews(
  db: Db | Tx,
  where: SQL | undefined,
  { limit = 100, offset = 0 }: { limit?: number; offset?: number } = {},
) {
  const rows = await selectPayments(db)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toPayment);
}

/** One payment as a caller sees it. */
export async function getPaymentView(db: Db | Tx, paymentId: string): Promise<Payment> {
  const [row] = await selectPayments(db).where(eq(payments.id, paymentId)).limit(1);
  if (!row) throw new Error(`payment ${paymentId} vanished`);
  return toPayment(row);
}
