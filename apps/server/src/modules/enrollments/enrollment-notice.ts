// What the family hears when a child is enrolled (issue 27): the class, its days and times, where, the first session
// that takes place, and what to pay next. Raised in the enrollment's transaction, once per enrollment row (a transfer
// makes a new row, so the move is told too).
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { takesPlace } from '@swim/shared/dated-sessions';
import { addDays, zonedDate } from '@swim/shared/dates';
import { nextPeriodOf } from '@swim/shared/period-price';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { children, classes, enrollments, locations, payments, subscriptions } from '../../db/schema/index.js';
import { loadRecipients, type Notice } from '../notices/notice-service.js';
import { enrollmentConfirmedMessage, type NextPayment } from '../notices/templates/enrollment-confirmed.js';
import { readNoticeSite } from '../notices/templates/site.js';
import { periodBalances, readGraceDays } from '../payments/owed.js';
import { priceEnrollmentPeriod } from '../payments/period-price.service.js';
import { loadDatedSessions } from '../sessions/dated-sessions.service.js';
import { loadWeeklySessions } from './class-listing.js';

type EnrollmentRow = typeof enrollments.$inferSelect;

/**
 * What the family pays next for the enrollment: nothing by hand when a card subscription pays it or a kindergarten
 * bill will; else the earliest month with money left on it (as the payment page owes it), or next month's price when
 * this month is settled (a transfer keeps what was paid).
 */
async function nextPaymentOf(
  tx: Tx,
  { enrollment, kindergarten, now }: { enrollment: EnrollmentRow; kindergarten: boolean; now: Date },
): Promise<NextPayment> {
  if (kindergarten || enrollment.planType === 'kindergarten_monthly') return { kind: 'kindergarten' };
  const [subscribed] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.enrollmentId, enrollment.id), inArray(subscriptions.status, ['active', 'past_due'])));
  if (subscribed) return { kind: 'subscription' };
  const owed = (await periodBalances(tx, { where: eq(enrollments.id, enrollment.id), now })).find((l) => !l.declared);
  if (owed) {
    const { billingPeriod: period, balance: amount, currency, dueOn } = owed;
    return { kind: 'period', period, amount, currency, dueOn };
  }
  const next = nextPeriodOf(zonedDate(now, CLUB_TIME_ZONE).slice(0, 7));
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.enrollmentId, enrollment.id),
        eq(payments.billingPeriod, next),
        inArray(payments.status, ['pending', 'validated', 'paid']),
      ),
    );
  const price = await priceEnrollmentPeriod(tx, enrollment.id, next);
  if (paid || price.amount <= 0) return { kind: 'paid' };
  const dueOn = addDays(`${next}-01`, await readGraceDays(tx));
  return { kind: 'period', period: next, amount: price.amount, currency: price.currency, dueOn };
}

/** The first session of the class from now on that takes place (closures and cancellations left out). */
async function firstSessionOf(tx: Tx, classId: string, from: string, now: Date) {
  const sessions = await loadDatedSessions(tx, { classIds: [classId], from, to: addDays(from, 42) });
  const first = sessions.find((s) => takesPlace(s) && s.startsAt.getTime() > now.getTime());
  return first ? { date: first.onDate, time: first.atTime } : null;
}

/** The notice of an enrollment just written (the wizard, an enrollment, or a transfer's new row), to the parent. */
export async function enrollmentConfirmedNotices(
  tx: Tx,
  input: { enrollmentId: string; transfer: boolean; now: Date; publicUrl: string },
): Promise<Notice[]> {
  const [row] = await tx
    .select({ e: enrollments, child: children, cls: classes, location: locations })
    .from(enrollments)
    .innerJoin(children, eq(children.id, enrollments.childId))
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(eq(enrollments.id, input.enrollmentId));
  if (!row) return [];
  const [to] = await loadRecipients(tx, [row.child.parentId]);
  if (!to) return [];
  const today = zonedDate(input.now, CLUB_TIME_ZONE);
  const from = row.e.startsOn > today ? row.e.startsOn : today;
  const message = enrollmentConfirmedMessage(
    {
      site: await readNoticeSite(tx, input.publicUrl),
      parentName: to.name,
      childName: row.child.fullName,
      childGender: row.child.gender,
      classTitle: row.cls.title,
      transfer: input.transfer,
      week: (await loadWeeklySessions(tx, [row.cls.id])).get(row.cls.id) ?? [],
      location: { name: row.location.name, address: row.location.address },
      firstSession: await firstSessionOf(tx, row.cls.id, from, input.now),
      nextPayment: await nextPaymentOf(tx, {
        enrollment: row.e,
        kindergarten: row.location.type === 'kindergarten',
        now: input.now,
      }),
    },
    to.language,
  );
  return [{ kind: 'enrollment_confirmed', eventKey: `enrollment_confirmed:${row.e.id}`, to, message }];
}
