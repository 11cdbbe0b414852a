// Cancelling a trial, from the mail's link or the family's dashboard: until its session starts, and then the place is
// free again at once (the free places count live bookings only). The class row is locked first, as booking does, so
// a visitor taking the place and the family giving it back queue up. Cancelling twice changes nothing more.
import type { TrialView } from '@swim/shared/api/trials';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { trialBookings } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { findOwnTrial, type OrderViewer } from '../access/access-policy.js';
import { lockClass } from '../sessions/dated-sessions.service.js';
import { findTrialByToken } from './trial-links.js';
import { describeTrials, type TrialRow } from './trial-view.js';

const trialNotFound = () => notFound('Trial not found');

/** Cancels the booking (its class locked by the caller) unless its session has started or it was marked. */
async function cancelLocked(tx: Tx, row: TrialRow, now: Date): Promise<TrialRow> {
  const [locked] = await tx.select().from(trialBookings).where(eq(trialBookings.id, row.id)).for('update');
  if (!locked) throw trialNotFound();
  if (locked.cancelledAt) return locked;
  const [view] = await describeTrials(tx, [locked], now);
  if (!view?.canCancel) {
    throw new AppError('NOTICE_PERIOD_PASSED', 'The trial has started or taken place: it can no longer be cancelled');
  }
  const [cancelled] = await tx
    .update(trialBookings)
    .set({ cancelledAt: now })
    .where(eq(trialBookings.id, locked.id))
    .returning();
  return cancelled ?? locked;
}

async function answer(db: Db, row: TrialRow, now: Date): Promise<TrialView> {
  const [view] = await describeTrials(db, [row], now);
  if (!view) throw trialNotFound();
  return view;
}

/** Cancels the trial a mail's link names. */
export async function cancelTrialByToken(db: Db, { token, now }: { token: string; now: Date }): Promise<TrialView> {
  const row = await db.transaction(async (tx) => {
    const found = await findTrialByToken(tx, token);
    await lockClass(tx, found.classId);
    return cancelLocked(tx, found, now);
  });
  return answer(db, row, now);
}

/** Cancels one of the family's own trials from the dashboard; another family's is answered as an unknown id. */
export async function cancelOwnTrial(
  db: Db,
  viewer: OrderViewer,
  { trialId, now }: { trialId: string; now: Date },
): Promise<TrialView> {
  const row = await db.transaction(async (tx) => {
    const found = await findOwnTrial(tx, viewer, trialId);
    await lockClass(tx, found.classId);
    return cancelLocked(tx, found, now);
  });
  return answer(db, row, now);
}
