// What the one definition of "owed" (owed.ts) reads from the database: the enrollments, each class's payments and
// write-offs, the card subscriptions running and the kindergarten bills still open. Only reads; the rules are owed.ts's.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import type { Currency } from '@swim/shared/enums';
import { and, eq, inArray, isNotNull, min, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { ClosureCharge } from '../sessions/closure-ledger.js';
import {
  children,
  classes,
  enrollments,
  locations,
  paymentWriteOffs,
  payments,
  subscriptions,
} from '../../db/schema/index.js';

/** The enrollments `where` selects that can owe: the active ones, and the ones that ended (with their last day). */
export function loadOwingEnrollments(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      e: enrollments,
      parentId: children.parentId,
      childName: children.fullName,
      childErased: sql<boolean>`${children.erasedAt} is not null`,
      classTitle: classes.title,
      locationType: locations.type,
    })
    .from(enrollments)
    .innerJoin(children, eq(children.id, enrollments.childId))
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(and(where, or(eq(enrollments.active, true), isNotNull(enrollments.endedOn))));
}
export type OwingEnrollment = Awaited<ReturnType<typeof loadOwingEnrollments>>[number];

/** A plan payment of a child's class and month that counts: declared, validated, paid or refunded. */
export type Charge = {
  /** In the payment's own `currency`, like `monthDue` and the lines (a lev payment made before the changeover). */
  amount: number;
  currency: Currency;
  /** The month's whole due, when the payment was for what was left of it (after a write-off or a part received). */
  monthDue: number | null;
  status: string;
  method: string | null;
  recorded: boolean;
  createdAt: Date;
} & ClosureCharge;

/** `child|class|period`: payments and write-offs count for the child's class and month, whichever row they name. */
export const periodKey = (childId: string, classId: string, period: string) => `${childId}|${classId}|${period}`;

function pushTo<T>(map: Map<string, T[]>, key: string, item: T) {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

/**
 * The plan and subscription payments of these children that count, by child, class and month, oldest first, each in
 * its own currency (owed.ts reads them in the month's).
 */
export async function loadCharges(db: Db | Tx, childIds: string[]): Promise<Map<string, Charge[]>> {
  const rows = await db
    .select({
      childId: payments.childId,
      classId: enrollments.classId,
      period: payments.billingPeriod,
      amount: payments.amount,
      currency: payments.currency,
      monthDue: payments.monthDue,
      status: payments.status,
      method: payments.method,
      recorded: sql<boolean>`${payments.recordedBy} is not null`,
      createdAt: payments.createdAt,
      closureLines: payments.closureLines,
      priceLines: payments.priceLines,
    })
    .from(payments)
    .innerJoin(enrollments, eq(enrollments.id, payments.enrollmentId))
    .where(
      and(
        inArray(payments.childId, childIds),
        inArray(payments.kind, ['plan', 'subscription']),
        // A refunded payment still settles its month: the club gave the money back on purpose.
        inArray(payments.status, ['pending', 'validated', 'paid', 'refunded']),
        sql`${payments.duplicateOf} is null`,
      ),
    );
  const byKey = new Map<string, Charge[]>();
  for (const { childId, classId, period, ...charge } of rows) {
    if (childId && period) pushTo(byKey, periodKey(childId, classId, period), charge);
  }
  for (const list of byKey.values()) list.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return byKey;
}

/** The write-offs of these children, in their own currency, by child, class and month. */
export async function loadWriteOffs(db: Db | Tx, childIds: string[]) {
  const rows = await db
    .select({
      childId: paymentWriteOffs.childId,
      classId: enrollments.classId,
      period: paymentWriteOffs.billingPeriod,
      amount: paymentWriteOffs.amount,
      currency: paymentWriteOffs.currency,
    })
    .from(paymentWriteOffs)
    .innerJoin(enrollments, eq(enrollments.id, paymentWriteOffs.enrollmentId))
    .where(inArray(paymentWriteOffs.childId, childIds));
  const byKey = new Map<string, { amount: number; currency: Currency }[]>();
  for (const w of rows) {
    if (w.childId) pushTo(byKey, periodKey(w.childId, w.classId, w.period), { amount: w.amount, currency: w.currency });
  }
  return byKey;
}

/**
 * The first month each enrollment's running (`active`) card subscription pays: the month of its first payment (a
 * subscription started for next month pays from next month), else the month it was made in. A `past_due` one covers
 * nothing beyond the months it paid: those are settled by their payments, the rest are owed.
 */
export async function loadSubscribedFrom(db: Db | Tx, enrollmentIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({
      enrollmentId: subscriptions.enrollmentId,
      createdAt: subscriptions.createdAt,
      firstPeriod: min(payments.billingPeriod),
    })
    .from(subscriptions)
    .leftJoin(payments, eq(payments.subscriptionId, subscriptions.id))
    .where(and(inArray(subscriptions.enrollmentId, enrollmentIds), eq(subscriptions.status, 'active')))
    .groupBy(subscriptions.id);
  const from = new Map<string, string>();
  for (const s of rows) {
    if (!s.enrollmentId) continue;
    const month = s.firstPeriod ?? zonedDate(s.createdAt, CLUB_TIME_ZONE).slice(0, 7);
    const known = from.get(s.enrollmentId);
    if (!known || month < known) from.set(s.enrollmentId, month);
  }
  return from;
}

/** The issued kindergarten bills of these enrollments still to pay (pending: none chosen, a try, a declaration; failed). */
export function loadOpenBills(db: Db | Tx, enrollmentIds: string[]) {
  return db
    .select({
      id: payments.id,
      enrollmentId: payments.enrollmentId,
      period: payments.billingPeriod,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      method: payments.method,
      createdAt: payments.createdAt,
      /** A bill's method is chosen on the bill itself: its last change is when the parent declared cash or a transfer. */
      declaredAt: payments.updatedAt,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.enrollmentId, enrollmentIds),
        eq(payments.kind, 'kindergarten'),
        inArray(payments.status, ['pending', 'failed']),
      ),
    );
}
