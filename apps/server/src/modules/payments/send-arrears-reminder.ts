// An admin reminds a family of what is overdue (issue 25): mailed in their language, recorded and audit-logged.
import type { Language } from '@swim/shared/enums';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, paymentReminders, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Actor } from '../access/access-policy.js';
import { readClubSettings } from '../settings/settings.service.js';
import { type PeriodBalance, periodBalances } from './owed.js';
import { reminderMail } from './reminder-mail.js';

/**
 * The family's overdue periods it can see (not an erased child's: those stay for the club to collect or write off
 * itself, ADR 0049); none is an error (nothing to remind of).
 */
async function overdueOf(db: Db, parentId: string, now: Date): Promise<PeriodBalance[]> {
  const lines = await periodBalances(db, { now, where: eq(children.parentId, parentId) });
  return lines.filter((l) => l.parentId === parentId && l.overdue && !l.childErased);
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
      dualDisplay: club.dualDisplay,
    }),
  );
  return { sentAt: sentAt.toISOString(), periods: overdue.length };
}
