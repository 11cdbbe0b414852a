// The reminders (issue 27 item 4), run by the daily job in the club's time zone (notice-jobs.ts):
// - payment due: three days before a month's due day (or sooner, if the month became owed later), once per family
//   and due day;
// - payment overdue: the day after the due day, then weekly, at most three times per due day and once a week per
//   family (a reminder staff sent counts);
// - make-up credit expiring: once per credit, seven days before its last day (or sooner, for a shorter-lived one);
// - card subscription renewing: three days before the charge, once per subscription and charge.
// Each family's notice is written in its own transaction with its delivery rows (unique per event, recipient and
// channel), so a job run twice, restarted mid-way or run on two instances at once sends each reminder once.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, zonedDate } from '@swim/shared/dates';
import { and, eq, gt, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  children,
  classes,
  enrollments,
  makeupCredits,
  paymentReminders,
  subscriptions,
} from '../../db/schema/index.js';
import { type PeriodBalance, periodBalances } from '../payments/owed.js';
import {
  loadRecipients,
  type Notice,
  type NoticeMessage,
  type NoticeRecipient,
  type Notices,
} from './notice-service.js';
import { creditExpiringMessage } from './templates/credit-expiring.js';
import { paymentDueMessage } from './templates/payment-due.js';
import { paymentOverdueMessage } from './templates/payment-overdue.js';
import { readNoticeSite } from './templates/site.js';
import { subscriptionRenewingMessage } from './templates/subscription-renewing.js';

export type ReminderDeps = { db: Db; notices: Notices; publicUrl: string };

/** Days before the due day the family is told (issue 27: "payment due in 3 days"). */
export const DUE_SOON_DAYS = 3;
/** Overdue reminders: weekly from the day after the due day, at most this many. */
export const OVERDUE_REMINDERS = 3;
export const CREDIT_EXPIRY_DAYS = 7;
export const RENEWAL_NOTICE_DAYS = 3;

type Sent = { dueSoon: number; overdue: number; creditsExpiring: number; renewals: number };

const groupBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/**
 * Writes one notice (its delivery rows and outbox mail) in a transaction of its own, with `after` in the same
 * transaction when anything was written; sends it once committed. Answers whether anything was written.
 */
async function sendOne(
  deps: ReminderDeps,
  notice: Notice,
  after?: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void>,
): Promise<boolean> {
  const written = await deps.db.transaction(async (tx) => {
    const result = await deps.notices.write(tx, [notice]);
    if (after && result.mailIds.length + result.pushIds.length > 0) await after(tx);
    return result;
  });
  deps.notices.dispatch(written);
  return written.mailIds.length + written.pushIds.length > 0;
}

async function recipientsOf(deps: ReminderDeps, ids: readonly string[]): Promise<Map<string, NoticeRecipient>> {
  return new Map((await loadRecipients(deps.db, ids)).map((r) => [r.userId, r]));
}

const remindedPeriods = (lines: readonly PeriodBalance[]) =>
  lines.map((l) => ({
    enrollmentId: l.enrollmentId,
    billingPeriod: l.billingPeriod,
    amount: l.balance,
    currency: l.currency,
  }));

/** Months falling due within the next three days, nothing declared for them yet. */
export async function remindPaymentsDueSoon(deps: ReminderDeps, now: Date): Promise<number> {
  const today = zonedDate(now, CLUB_TIME_ZONE);
  const last = addDays(today, DUE_SOON_DAYS);
  // As they will stand on the last of those days: a month starting within them is owed by then.
  const lines = (await periodBalances(deps.db, { now: new Date(now.getTime() + DUE_SOON_DAYS * 86_400_000) })).filter(
    // A child whose data was erased is no longer on the family's screens: nothing is sent about it (ADR 0049).
    (l) => l.balance > 0 && !l.declared && !l.childErased && l.dueOn > today && l.dueOn <= last,
  );
  if (lines.length === 0) return 0;
  const [site, people] = await Promise.all([
    readNoticeSite(deps.db, deps.publicUrl),
    recipientsOf(
      deps,
      lines.map((l) => l.parentId),
    ),
  ]);
  let sent = 0;
  for (const group of groupBy(lines, (l) => `${l.parentId}|${l.dueOn}`).values()) {
    const first = group[0] as PeriodBalance;
    const to = people.get(first.parentId);
    if (!to) continue;
    const message = paymentDueMessage({
      language: to.language,
      name: to.name,
      site,
      dueOn: first.dueOn,
      lines: group,
    });
    const notice = {
      kind: 'payment_due',
      eventKey: `payment_due:${first.parentId}:${first.dueOn}`,
      to,
      message,
    } as const;
    const written = await sendOne(deps, notice, async (tx) => {
      await tx
        .insert(paymentReminders)
        .values({ parentId: first.parentId, kind: 'due_soon', periods: remindedPeriods(group), createdAt: now });
    });
    if (written) sent += 1;
  }
  return sent;
}

/**
 * Overdue months: the day after the due day, then each week, three reminders at most per due day; and never more than
 * one a week per family, whatever its due days (a plan's month and a kindergarten bill) or a reminder staff sent.
 */
export async function remindOverduePayments(deps: ReminderDeps, now: Date): Promise<number> {
  const overdue = (await periodBalances(deps.db, { now })).filter((l) => l.overdue && l.balance > 0 && !l.childErased);
  const due = overdue.filter((l) => Math.floor((l.daysOverdue - 1) / 7) < OVERDUE_REMINDERS);
  if (due.length === 0) return 0;
  const weekAgo = new Date(now.getTime() - (7 - 1) * 86_400_000);
  const [site, people, recent] = await Promise.all([
    readNoticeSite(deps.db, deps.publicUrl),
    recipientsOf(
      deps,
      due.map((l) => l.parentId),
    ),
    deps.db
      .selectDistinct({ parentId: paymentReminders.parentId })
      .from(paymentReminders)
      .where(and(inArray(paymentReminders.kind, ['overdue', 'manual']), gt(paymentReminders.createdAt, weekAgo))),
  ]);
  const remindedThisWeek = new Set(recent.map((r) => r.parentId));
  const familyOverdue = groupBy(overdue, (l) => l.parentId);
  let sent = 0;
  for (const [parentId, lines] of groupBy(due, (l) => l.parentId)) {
    const to = people.get(parentId);
    if (!to || remindedThisWeek.has(parentId)) continue;
    // The event is the oldest due day still in its three weeks, and its week.
    const first = [...lines].sort((a, b) => a.dueOn.localeCompare(b.dueOn))[0] as PeriodBalance;
    const round = Math.floor((first.daysOverdue - 1) / 7) + 1;
    // The reminder names every month the family still owes, oldest first, not just the one that fell due.
    const periods = [...(familyOverdue.get(parentId) ?? lines)].sort((a, b) => a.dueOn.localeCompare(b.dueOn));
    const message = paymentOverdueMessage({
      to: to.email,
      language: to.language,
      name: to.name,
      site,
      periods,
    });
    const eventKey = `payment_overdue:${parentId}:${first.dueOn}:${round}`;
    const written = await sendOne(deps, { kind: 'payment_overdue', eventKey, to, message }, async (tx) => {
      await tx
        .insert(paymentReminders)
        .values({ parentId, kind: 'overdue', periods: remindedPeriods(periods), createdAt: now });
    });
    if (written) sent += 1;
  }
  return sent;
}

/** Unused make-up credits whose last day is within seven days. */
export async function remindExpiringCredits(deps: ReminderDeps, now: Date): Promise<number> {
  const today = zonedDate(now, CLUB_TIME_ZONE);
  const rows = await deps.db
    .select({
      id: makeupCredits.id,
      childId: makeupCredits.childId,
      childName: children.fullName,
      parentId: children.parentId,
      sessionDate: makeupCredits.sessionDate,
      expiresOn: makeupCredits.expiresOn,
    })
    .from(makeupCredits)
    .innerJoin(children, eq(children.id, makeupCredits.childId))
    .where(
      and(
        eq(makeupCredits.status, 'available'),
        gte(makeupCredits.expiresOn, today),
        lte(makeupCredits.expiresOn, addDays(today, CREDIT_EXPIRY_DAYS)),
      ),
    );
  if (rows.length === 0) return 0;
  const [site, people] = await Promise.all([
    readNoticeSite(deps.db, deps.publicUrl),
    recipientsOf(
      deps,
      rows.map((r) => r.parentId),
    ),
  ]);
  let sent = 0;
  for (const credit of rows) {
    const to = people.get(credit.parentId);
    if (!to) continue;
    const message: NoticeMessage = creditExpiringMessage({
      language: to.language,
      name: to.name,
      site,
      childId: credit.childId,
      childName: credit.childName,
      sessionDate: credit.sessionDate,
      expiresOn: credit.expiresOn,
    });
    if (await sendOne(deps, { kind: 'credit_expiring', eventKey: `credit_expiring:${credit.id}`, to, message })) {
      sent += 1;
    }
  }
  return sent;
}

/** Card subscriptions that charge again within three days and are not set to end before. */
export async function remindRenewals(deps: ReminderDeps, now: Date): Promise<number> {
  const today = zonedDate(now, CLUB_TIME_ZONE);
  const horizon = new Date(now.getTime() + (RENEWAL_NOTICE_DAYS + 1) * 86_400_000);
  const rows = await deps.db
    .select({
      id: subscriptions.id,
      parentId: subscriptions.parentId,
      amount: subscriptions.amount,
      currency: subscriptions.currency,
      chargeAt: subscriptions.currentPeriodEnd,
      childName: children.fullName,
      classTitle: classes.title,
    })
    .from(subscriptions)
    .leftJoin(children, eq(children.id, subscriptions.childId))
    .leftJoin(enrollments, eq(enrollments.id, subscriptions.enrollmentId))
    .leftJoin(classes, eq(classes.id, enrollments.classId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        gte(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, horizon),
        // A subscription set to end with this period charges nothing more.
        or(isNull(subscriptions.cancelAt), gte(subscriptions.cancelAt, horizon)),
      ),
    );
  const due = rows.filter((r) => {
    if (!r.chargeAt) return false;
    const chargeOn = zonedDate(r.chargeAt, CLUB_TIME_ZONE);
    return chargeOn > today && chargeOn <= addDays(today, RENEWAL_NOTICE_DAYS);
  });
  if (due.length === 0) return 0;
  const [site, people] = await Promise.all([
    readNoticeSite(deps.db, deps.publicUrl),
    recipientsOf(
      deps,
      due.map((r) => r.parentId),
    ),
  ]);
  let sent = 0;
  for (const sub of due) {
    const to = people.get(sub.parentId);
    if (!to || !sub.chargeAt) continue;
    const chargeOn = zonedDate(sub.chargeAt, CLUB_TIME_ZONE);
    const message = subscriptionRenewingMessage({
      language: to.language,
      name: to.name,
      site,
      chargeOn,
      amount: sub.amount,
      currency: sub.currency,
      childName: sub.childName ?? '',
      classTitle: sub.classTitle,
    });
    const eventKey = `subscription_renewing:${sub.id}:${chargeOn}`;
    if (await sendOne(deps, { kind: 'subscription_renewing', eventKey, to, message })) sent += 1;
  }
  return sent;
}

/** Every daily reminder, one after the other (the daily job). */
export async function runDailyReminders(deps: ReminderDeps, now: Date): Promise<Sent> {
  return {
    dueSoon: await remindPaymentsDueSoon(deps, now),
    overdue: await remindOverduePayments(deps, now),
    creditsExpiring: await remindExpiringCredits(deps, now),
    renewals: await remindRenewals(deps, now),
  };
}
