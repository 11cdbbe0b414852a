// Kindergarten groups are billed after the month: each child's classes attended x the class's price per class.
// Closed and cancelled days are never billed (issue 26).
// Admins review the lines, then issue them: the bills and their pending payments in one transaction, never twice.
import type { ClubTotal } from '@swim/shared/api/club-total';
import type { KindergartenBilling, KindergartenBillingQuery } from '@swim/shared/api/payments';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import type { Currency } from '@swim/shared/enums';
import { convertMinor } from '@swim/shared/money';
import { computeKindergartenBill } from '@swim/shared/pricing';
import { and, asc, between, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  attendance,
  children,
  classes,
  enrollments,
  kindergartenBills,
  locations,
  payments,
  users,
} from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { lockDecidedClubCurrency } from '../settings/club-currency.js';
import { daysWithoutSession } from '../sessions/cancellation-effects.js';
import { periodBounds } from './settle-payment.js';

/** Present marks per child and class. */
function countAttended(marks: readonly { childId: string; classId: string }[]) {
  const out: { childId: string; classId: string; n: number }[] = [];
  for (const m of marks) {
    const line = out.find((a) => a.childId === m.childId && a.classId === m.classId);
    if (line) line.n++;
    else out.push({ childId: m.childId, classId: m.classId, n: 1 });
  }
  return out;
}

async function computeLines(db: Db | Tx, query: KindergartenBillingQuery, now: Date) {
  if (query.month > zonedDate(now, CLUB_TIME_ZONE).slice(0, 7)) {
    throw new AppError('VALIDATION_FAILED', 'A month can be billed once it has begun', [
      { path: 'month', message: 'periodInvalid' },
    ]);
  }
  const [location] = await db.select().from(locations).where(eq(locations.id, query.locationId));
  if (location?.type !== 'kindergarten') {
    throw new AppError('VALIDATION_FAILED', 'Choose a kindergarten location', [
      { path: 'locationId', message: 'locationRequired' },
    ]);
  }
  const { start, end } = periodBounds(query.month);
  const rows = await db
    .select({
      e: enrollments,
      cls: classes,
      childName: children.fullName,
      parentId: children.parentId,
      parentName: users.name,
    })
    .from(enrollments)
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .innerJoin(children, eq(children.id, enrollments.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .where(eq(classes.locationId, location.id))
    .orderBy(asc(children.fullName));
  if (rows.length === 0) return [];
  const classIds = [...new Set(rows.map((r) => r.cls.id))];
  const present = await db
    .select({ childId: attendance.childId, classId: attendance.classId, date: attendance.date })
    .from(attendance)
    .where(
      and(
        inArray(attendance.classId, classIds),
        eq(attendance.status, 'present'),
        between(attendance.date, start, end),
      ),
    );
  // A closed or cancelled day is never billed, even if a mark was left on it (a closure entered after the fact).
  const off = await daysWithoutSession(db, { classIds, from: start, to: end });
  const attended = countAttended(present.filter((p) => !off.get(p.classId)?.has(p.date)));
  const bills = await db
    .select()
    .from(kindergartenBills)
    .where(
      and(
        inArray(
          kindergartenBills.enrollmentId,
          rows.map((r) => r.e.id),
        ),
        eq(kindergartenBills.month, start),
      ),
    );
  return (
    rows
      .map((r) => {
        const classesAttended = attended.find((a) => a.childId === r.e.childId && a.classId === r.cls.id)?.n ?? 0;
        const bill = bills.find((b) => b.enrollmentId === r.e.id);
        return {
          ...r,
          classesAttended,
          amount: computeKindergartenBill(classesAttended, r.cls.pricePerClass),
          bill,
        };
      })
      // An enrollment that ended before the month and had no classes in it is not part of the month.
      .filter((l) => l.e.active || l.classesAttended > 0 || l.bill)
  );
}

/** The review table for a month and a kindergarten location. */
export async function reviewKindergartenBilling(
  db: Db,
  input: { query: KindergartenBillingQuery; now: Date; club: Currency },
): Promise<KindergartenBilling> {
  const { query, club } = input;
  const lines = (await computeLines(db, query, input.now)).map(billedLine);
  return {
    month: query.month,
    locationId: query.locationId,
    lines: lines.map((l) => ({
      childId: l.e.childId,
      childName: l.childName,
      parentName: l.parentName,
      enrollmentId: l.e.id,
      classTitle: l.cls.title,
      classesAttended: l.classesAttended,
      pricePerClass: l.pricePerClass,
      amount: l.amount,
      currency: l.currency,
      billId: l.bill?.id ?? null,
      status: l.bill?.status ?? null,
    })),
    total: clubTotal(lines, club),
  };
}

type ComputedLine = Awaited<ReturnType<typeof computeLines>>[number];

/**
 * A line as billed. A bill issued in another currency than its class is priced in now (a month billed in leva before the
 * changeover, paid in leva) reads as it was issued: its classes, amount and currency, and the price per class it was
 * billed at. Any other line reads as computed from the month's attendance.
 */
function billedLine(line: ComputedLine) {
  const { bill } = line;
  if (!bill || bill.currency === line.cls.currency) {
    return { ...line, pricePerClass: line.cls.pricePerClass, currency: line.cls.currency };
  }
  const perClass = bill.classesAttended > 0 ? Math.round(bill.amount / bill.classesAttended) : 0;
  return {
    ...line,
    classesAttended: bill.classesAttended,
    amount: bill.amount,
    currency: bill.currency,
    pricePerClass: perClass,
  };
}

/**
 * The month's total in the club's currency: each line in the other currency converted at the fixed rate and rounded
 * half up to the cent on its own before it is added, and counted (ADR 0034, totals across the changeover).
 */
function clubTotal(lines: readonly { amount: number; currency: Currency }[], club: Currency): ClubTotal {
  return lines.reduce<ClubTotal>(
    (total, line) => ({
      currency: club,
      amount: total.amount + convertMinor(line.amount, line.currency, club),
      converted: total.converted + (line.currency !== club && line.amount > 0 ? 1 : 0),
    }),
    { currency: club, amount: 0, converted: 0 },
  );
}

/** Updates an issued bill whose month gained classes, while its payment is untouched (pending, method not chosen). */
async function refreshUnpaidBill(
  tx: Tx,
  bill: typeof kindergartenBills.$inferSelect,
  { classesAttended, amount }: { classesAttended: number; amount: number },
): Promise<boolean> {
  if (bill.status !== 'pending' || bill.classesAttended === classesAttended || amount <= 0 || !bill.paymentId)
    return false;
  const [payment] = await tx
    .update(payments)
    .set({ amount })
    .where(and(eq(payments.id, bill.paymentId), eq(payments.status, 'pending'), isNull(payments.method)))
    .returning({ id: payments.id });
  if (!payment) return false;
  await tx.update(kindergartenBills).set({ classesAttended, amount }).where(eq(kindergartenBills.id, bill.id));
  return true;
}

/** Issues the month's bills with their pending payments; lines already billed (or with nothing to bill) are skipped. */
export async function issueKindergartenBills(
  db: Db,
  { actorId, query, now }: { actorId: string; query: KindergartenBillingQuery; now: Date },
) {
  return db.transaction(async (tx) => {
    // The settings row held shared before the prices are read, as creating a class does: a changeover running now is
    // waited for, one starting later converts these bills; a class still in the other currency is refused.
    const currency = await lockDecidedClubCurrency(tx);
    const lines = await computeLines(tx, query, now);
    if (currency && lines.some((l) => l.cls.currency !== currency)) {
      throw new AppError('PRICE_CHANGED', "A class's price changed since the month was reviewed; review it again");
    }
    const { start } = periodBounds(query.month);
    let issued = 0;
    for (const line of lines) {
      if (line.bill) {
        // A month billed while it ran is brought up to date until the parent starts paying its bill.
        if (await refreshUnpaidBill(tx, line.bill, line)) issued++;
        continue;
      }
      if (line.amount <= 0) continue;
      const [bill] = await tx
        .insert(kindergartenBills)
        .values({
          childId: line.e.childId,
          enrollmentId: line.e.id,
          month: start,
          classesAttended: line.classesAttended,
          amount: line.amount,
          currency: line.cls.currency,
          status: 'pending',
          createdBy: actorId,
        })
        .onConflictDoNothing()
        .returning();
      if (!bill) continue;
      const [payment] = await tx
        .insert(payments)
        .values({
          parentId: line.parentId,
          childId: line.e.childId,
          enrollmentId: line.e.id,
          amount: line.amount,
          currency: line.cls.currency,
          method: null,
          kind: 'kindergarten',
          billingPeriod: query.month,
          status: 'pending',
        })
        .returning();
      await tx.update(kindergartenBills).set({ paymentId: payment?.id }).where(eq(kindergartenBills.id, bill.id));
      issued++;
    }
    await recordAudit(tx, {
      actorId,
      action: 'billing.kindergarten_issued',
      entityType: 'location',
      entityId: query.locationId,
      details: { month: query.month, issued },
    });
    return { issued, skipped: lines.length - issued };
  });
}
