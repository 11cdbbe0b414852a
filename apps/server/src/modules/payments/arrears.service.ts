// The admin's arrears list (issue 25): every family with an overdue balance, oldest first, from the one definition of
// what is owed (owed.ts), with the last reminder and the staff's notes; and its actions: remind, note, write off.
import type { ArrearsFamily, ArrearsList, ClubTotal, OwedPeriod, WriteOffInput } from '@swim/shared/api/arrears';
import type { Currency, Language } from '@swim/shared/enums';
import { convertMinor } from '@swim/shared/money';
import { and, desc, eq, exists, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  arrearsNotes,
  children,
  enrollments,
  paymentReminders,
  paymentWriteOffs,
  users,
} from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { personName } from '../../lib/person-name.js';
import type { Actor } from '../access/access-policy.js';
import { readClubSettings } from '../settings/settings.service.js';
import { type PeriodBalance, periodBalances, readGraceDays } from './owed.js';
import { reminderMail } from './reminder-mail.js';

/** A period as the API gives it (the parent's id stays on the server's side). */
export function toOwedPeriod({ parentId: _parent, classId: _class, ...line }: PeriodBalance): OwedPeriod {
  return line;
}

/** The sum of balances in the club's currency: each lev amount converted at the fixed rate first (ADR 0036). */
export function clubTotal(lines: readonly { balance: number; currency: Currency }[], club: Currency): ClubTotal {
  return lines.reduce<ClubTotal>(
    (total, line) => ({
      currency: club,
      amount: total.amount + convertMinor(line.balance, line.currency, club),
      converted: total.converted + (line.currency === club ? 0 : 1),
    }),
    { currency: club, amount: 0, converted: 0 },
  );
}

/** Everything overdue now, club-wide: the arrears list's total and analytics' unpaid dues. */
export async function overdueTotal(db: Db, now: Date, club: Currency): Promise<ClubTotal & { count: number }> {
  const overdue = (await periodBalances(db, { now })).filter((l) => l.overdue);
  return { ...clubTotal(overdue, club), count: new Set(overdue.map((l) => l.parentId)).size };
}

/** Every family with an overdue balance, the longest overdue first. */
export async function listArrears(db: Db, now: Date, club: Currency): Promise<ArrearsList> {
  const [lines, graceDays] = await Promise.all([periodBalances(db, { now }), readGraceDays(db)]);
  const overdue = lines.filter((l) => l.overdue);
  const byParent = new Map<string, PeriodBalance[]>();
  for (const line of overdue) byParent.set(line.parentId, [...(byParent.get(line.parentId) ?? []), line]);
  const parentIds = [...byParent.keys()];
  if (parentIds.length === 0) return { families: [], total: clubTotal([], club), graceDays };

  const sender = alias(users, 'sender');
  const author = alias(users, 'author');
  const [parents, reminders, notes] = await Promise.all([
    db
      .select({
        id: users.id,
        name: personName(users),
        email: users.email,
        phone: users.phone,
        language: users.preferredLanguage,
      })
      .from(users)
      .where(inArray(users.id, parentIds)),
    db
      .select({
        parentId: paymentReminders.parentId,
        sentAt: paymentReminders.createdAt,
        by: personName(sender),
        kind: paymentReminders.kind,
      })
      .from(paymentReminders)
      .leftJoin(sender, eq(sender.id, paymentReminders.sentBy))
      .where(inArray(paymentReminders.parentId, parentIds))
      .orderBy(desc(paymentReminders.createdAt)),
    db
      .select({
        id: arrearsNotes.id,
        parentId: arrearsNotes.parentId,
        body: arrearsNotes.body,
        author: personName(author),
        createdAt: arrearsNotes.createdAt,
      })
      .from(arrearsNotes)
      .leftJoin(author, eq(author.id, arrearsNotes.authorId))
      .where(inArray(arrearsNotes.parentId, parentIds))
      .orderBy(desc(arrearsNotes.createdAt)),
  ]);

  const families: ArrearsFamily[] = parents.map((parent) => {
    const periods = byParent.get(parent.id) ?? [];
    const last = reminders.find((r) => r.parentId === parent.id);
    return {
      parentId: parent.id,
      parentName: parent.name ?? { bg: '' },
      email: parent.email,
      phone: parent.phone,
      language: parent.language,
      periods: periods.map(toOwedPeriod),
      total: clubTotal(periods, club),
      daysOverdue: Math.max(...periods.map((p) => p.daysOverdue)),
      lastReminder: last
        ? { sentAt: last.sentAt.toISOString(), sentBy: last.by, automatic: last.kind !== 'manual' }
        : null,
      notes: notes
        .filter((n) => n.parentId === parent.id)
        .map((n) => ({ id: n.id, body: n.body, author: n.author, createdAt: n.createdAt.toISOString() })),
    };
  });
  families.sort(
    (a, b) =>
      b.daysOverdue - a.daysOverdue ||
      b.total.amount - a.total.amount ||
      a.parentName.bg.localeCompare(b.parentName.bg, 'bg'),
  );
  return { families, total: clubTotal(overdue, club), graceDays };
}

/** The family's overdue periods; none is an error (nothing to remind of or to write off). */
async function overdueOf(db: Db, parentId: string, now: Date): Promise<PeriodBalance[]> {
  const lines = await periodBalances(db, { now, where: eq(children.parentId, parentId) });
  return lines.filter((l) => l.parentId === parentId && l.overdue);
}

/** Mails the family a reminder of what is overdue, in their language, and records it. */
export async function sendReminder(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  { actor, parentId, now }: { actor: Actor; parentId: string; now: Date },
): Promise<{ sentAt: string; periods: number }> {
  const overdue = await overdueOf(deps.db, parentId, now);
  if (overdue.length === 0) throw new AppError('NOTHING_OVERDUE', 'This family has nothing overdue');
  const [parent] = await deps.db
    .select({ email: users.email, name: users.name, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, parentId));
  if (!parent) throw new AppError('NOT_FOUND', 'Family not found');
  const club = await readClubSettings(deps.db);
  const language: Language = parent.language;
  const sentAt = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentReminders)
      .values({
        parentId,
        kind: 'manual',
        sentBy: actor.id,
        periods: overdue.map((l) => ({
          enrollmentId: l.enrollmentId,
          billingPeriod: l.billingPeriod,
          amount: l.balance,
          currency: l.currency,
        })),
        createdAt: now,
      })
      .returning({ createdAt: paymentReminders.createdAt });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payment.reminder_sent',
      entityType: 'user',
      entityId: parentId,
      details: { payments: overdue.length },
    });
    return row?.createdAt ?? now;
  });
  await deps.mailer.send(
    reminderMail({
      to: parent.email,
      language,
      parentName: parent.name,
      clubName: club.name[language] || club.name.bg,
      periods: overdue,
      paymentsUrl: `${deps.publicUrl}/payments`,
    }),
  );
  return { sentAt: sentAt.toISOString(), periods: overdue.length };
}

/** A staff note on the family's account. */
export async function addArrearsNote(db: Db, actor: Actor, parentId: string, body: string) {
  // Any account with children in the club is a family (an athlete may also be a parent).
  const [parent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, parentId), exists(db.select().from(children).where(eq(children.parentId, users.id)))));
  if (!parent) throw new AppError('NOT_FOUND', 'Family not found');
  const [row] = await db.insert(arrearsNotes).values({ parentId, body, authorId: actor.id }).returning();
  if (!row) throw new Error('note not saved');
  return { id: row.id, body: row.body, createdAt: row.createdAt.toISOString() };
}

/**
 * The club gives up part or all of a period's balance (an admin, with a reason): never more than is owed, audit-logged.
 * The enrollment's row is locked so two write-offs at once cannot both take the same balance.
 */
export async function writeOff(db: Db, actor: Actor, parentId: string, input: WriteOffInput, now: Date) {
  return db.transaction(async (tx) => {
    // The enrollment's row, as recording and starting a payment lock it: a write-off and a payment for the same month
    // wait for each other, and two write-offs cannot both take the same balance.
    await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(eq(enrollments.id, input.enrollmentId))
      .for('update');
    const [line] = (await periodBalances(tx, { now, where: eq(enrollments.id, input.enrollmentId) })).filter(
      (l) => l.parentId === parentId && l.billingPeriod === input.billingPeriod,
    );
    if (!line) throw new AppError('NOT_FOUND', 'Nothing is owed for this period');
    if (input.amount > line.balance) {
      throw new AppError('VALIDATION_FAILED', 'More than is owed', [{ path: 'amount', message: 'moreThanOwed' }]);
    }
    const [row] = await tx
      .insert(paymentWriteOffs)
      .values({
        parentId,
        childId: line.childId,
        enrollmentId: line.enrollmentId,
        billingPeriod: line.billingPeriod,
        amount: input.amount,
        currency: line.currency,
        reason: input.reason,
        writtenOffBy: actor.id,
      })
      .returning();
    if (!row) throw new Error('write-off not saved');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payment.written_off',
      entityType: 'enrollment',
      entityId: line.enrollmentId,
      details: {
        childId: line.childId,
        month: line.billingPeriod,
        amount: input.amount,
        currency: line.currency,
        reason: input.reason,
      },
    });
    return { id: row.id, balance: line.balance - input.amount };
  });
}
