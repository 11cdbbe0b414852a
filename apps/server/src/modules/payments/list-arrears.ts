// The admin's arrears list (issue 25): every family with an overdue balance, oldest first, from the one definition of
// what is owed (owed.ts), with the last reminder and the staff's notes.
import type { ArrearsFamily, ArrearsList, OwedPeriod } from '@swim/shared/api/arrears';
import type { Currency } from '@swim/shared/enums';
import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { arrearsNotes, paymentReminders, users } from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';
import { clubTotal } from './arrears-total.js';
import { type PeriodBalance, periodBalances, readGraceDays } from './owed.js';

/** A period as the API gives it (the parent's id stays on the server's side). */
export function toOwedPeriod({ parentId: _parent, classId: _class, ...line }: PeriodBalance): OwedPeriod {
  return line;
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
