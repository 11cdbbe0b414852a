// A parent takes an absence notice back (the child will come after all), until the notice period before the session.
// Its credit, still unused, is revoked; a credit already booked for a make-up (or used) keeps the absence in place
// (CREDIT_IN_USE): the make-up must be cancelled first.
import { isUuid } from '@swim/shared/uuid';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { absences, makeupCredits } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, findChildFor } from '../access/access-policy.js';
import { assertTakesPlace, findDatedSession, lockClass, readSessionRules } from './dated-sessions.service.js';
import { noticePassed } from './report-absence.js';
import { beforeNotice, startsAtOfStored } from './session-view.js';

const absenceNotFound = () => new AppError('NOT_FOUND', 'Absence not found');

/** Takes the child's live absence back and revokes its unused credit. */
export async function withdrawAbsence(
  db: Db,
  actor: Actor,
  input: { childId: string; absenceId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const child = await findChildFor(tx, actor, input.childId, { action: 'family' });
    if (!isUuid(input.absenceId)) throw absenceNotFound();
    const [absence] = await tx
      .select()
      .from(absences)
      .where(and(eq(absences.id, input.absenceId), eq(absences.childId, child.id), isNull(absences.withdrawnAt)))
      .for('update');
    if (!absence) throw absenceNotFound();
    const rules = await readSessionRules(tx);
    if (!beforeNotice(await startsAtOfStored(tx, absence), rules, input.now)) throw noticePassed();
    // A session the club cancelled or closed cannot be "come to after all": the absence's credit stands in for the
    // cancellation's (the club gives one credit per session), and taking it back would leave the family none.
    // The class lock first (the order every writer keeps: class, enrollment, credit): a closure being written for this
    // session either committed before (and is seen here) or waits, so its reconciliation sees the credit revoked.
    await lockClass(tx, absence.classId);
    const session = await findDatedSession(tx, absence).catch(() => null); // a slot since removed: nothing to check
    if (session) assertTakesPlace(session);

    // The credit row is locked before it is read: a booking with it (which locks it first too) waits or has finished.
    const [credit] = await tx.select().from(makeupCredits).where(eq(makeupCredits.absenceId, absence.id)).for('update');
    if (credit && (credit.status === 'booked' || credit.status === 'used')) {
      throw new AppError('CREDIT_IN_USE', 'The credit of this absence is booked for a make-up');
    }
    await tx.update(absences).set({ withdrawnAt: input.now }).where(eq(absences.id, absence.id));
    if (credit?.status === 'available') {
      await tx
        .update(makeupCredits)
        .set({ status: 'revoked', revokedFor: 'absence_withdrawn', revokedBy: actor.id, revokedAt: input.now })
        .where(eq(makeupCredits.id, credit.id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'makeup.credit_revoked',
        entityType: 'makeup_credit',
        entityId: credit.id,
        details: { childId: child.id, classId: absence.classId, date: absence.date, reason: 'absence_withdrawn' },
      });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'absence.withdrawn',
      entityType: 'absence',
      entityId: absence.id,
      details: { childId: child.id, classId: absence.classId, date: absence.date },
    });
  });
}
