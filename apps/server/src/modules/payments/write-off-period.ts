// An admin writes off part or all of a month's balance (issue 25): with a reason, never more than is owed, audited.
import type { WriteOffInput } from '@swim/shared/api/arrears';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrollments, paymentWriteOffs } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { Actor } from '../access/access-policy.js';
import { periodBalances } from './owed.js';

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
