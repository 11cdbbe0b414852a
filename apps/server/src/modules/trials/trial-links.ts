// What a trial's mail links do: show the trial with the details the family gave (to fill in the sign-up form and the
// wizard), and link it to the signed-in account. The secret in the link is the proof: it went to the address the
// family booked with. An altered link, or one of a trial already linked to another account, names nothing.
import type { TrialClaimed, TrialLink } from '@swim/shared/api/trials';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { trialBookings, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/session-user.js';
import { hashTrialToken } from './trial-token.js';
import { describeTrials, type TrialRow } from './trial-view.js';

export const trialLinkInvalid = () => new AppError('TRIAL_LINK_INVALID', 'This trial link is not valid');

/** The booking a link's secret names, locked for the rest of the transaction when asked; TRIAL_LINK_INVALID if none. */
export async function findTrialByToken(db: Db | Tx, token: string, { lock = false } = {}): Promise<TrialRow> {
  const query = db
    .select()
    .from(trialBookings)
    .where(eq(trialBookings.tokenHash, hashTrialToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw trialLinkInvalid();
  return row;
}

/** The trial a link names, with the family's details. */
export async function readTrialLink(db: Db, { token, now }: { token: string; now: Date }): Promise<TrialLink> {
  const row = await findTrialByToken(db, token);
  const [trial] = await describeTrials(db, [row], now);
  if (!trial) throw trialLinkInvalid();
  return { trial, parentName: row.parentName, email: row.email, phone: row.phone };
}

/**
 * Links the trial to the signed-in account (the one the family made from the mail, or signed in with); the phone the
 * family gave goes to an account without one. Linked already to this account: nothing changes. Linked to another
 * account: the link names nothing for this one.
 */
export async function claimTrial(
  db: Db,
  user: Pick<SessionUser, 'id'>,
  { token, now }: { token: string; now: Date },
): Promise<TrialClaimed> {
  const { row, linked } = await db.transaction(async (tx) => {
    const found = await findTrialByToken(tx, token, { lock: true });
    if (found.userId && found.userId !== user.id) throw trialLinkInvalid();
    if (found.userId === user.id) return { row: found, linked: false };
    const [updated] = await tx
      .update(trialBookings)
      .set({ userId: user.id })
      .where(eq(trialBookings.id, found.id))
      .returning();
    await tx
      .update(users)
      .set({ phone: found.phone })
      .where(and(eq(users.id, user.id), isNull(users.phone)));
    return { row: updated ?? found, linked: true };
  });
  const [trial] = await describeTrials(db, [row], now);
  if (!trial) throw trialLinkInvalid();
  return { trial, linked };
}
