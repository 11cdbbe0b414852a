// An admin's hand on make-up credits (issue 26 item 8): a child's credits as the console lists them, a credit granted
// with a reason (source 'manual', spendable like any other from the day granted), and an available credit revoked
// with a reason. Both changes are audit-logged with the admin's reason.
import { creditStatusOn } from './child-sessions.js';
import type {
  AdminChildCredits,
  AdminCredit,
  CreditGrantInput,
  CreditRevokeInput,
} from '@swim/shared/api/makeup-admin';
import { hhmm } from '@swim/shared/dated-sessions';
import { addDays } from '@swim/shared/dates';
import { isUuid } from '@swim/shared/uuid';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { classes, enrollments, makeupBookings, makeupCredits } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, findChildFor } from '../access/access-policy.js';
import { readSessionRules } from './dated-sessions.service.js';
import { assertCreditUsable, creditNotFound } from './makeup-eligibility.js';
import { clubToday } from './session-view.js';

/** How far ahead an admin may set a granted credit's last day. */
const GRANT_MAX_DAYS = 366;

const expiryOutOfRange = (message: 'dateInvalid' | 'creditExpiryOutOfRange') =>
  new AppError('VALIDATION_FAILED', 'The last day must be from today to a year ahead', [
    { path: 'expiresOn', message },
  ]);

/** Every credit of the child, the newest first, with the class it was earned in and its live make-up. */
export async function listChildCredits(
  db: Db,
  actor: Actor,
  input: { childId: string; now: Date },
): Promise<AdminChildCredits> {
  const child = await findChildFor(db, actor, input.childId, { action: 'administer' });
  const rules = await readSessionRules(db);
  const today = clubToday(input.now);
  const bookedClass = alias(classes, 'booked_class');
  const rows = await db
    .select({
      credit: makeupCredits,
      classTitle: classes.title,
      booking: makeupBookings,
      bookedTitle: bookedClass.title,
    })
    .from(makeupCredits)
    .leftJoin(enrollments, eq(enrollments.id, makeupCredits.enrollmentId))
    .leftJoin(classes, eq(classes.id, enrollments.classId))
    .leftJoin(makeupBookings, and(eq(makeupBookings.creditId, makeupCredits.id), isNull(makeupBookings.cancelledAt)))
    .leftJoin(bookedClass, eq(bookedClass.id, makeupBookings.classId))
    .where(eq(makeupCredits.childId, child.id))
    .orderBy(desc(makeupCredits.createdAt), desc(makeupCredits.id));
  return {
    childId: child.id,
    creditExpiryDays: rules.creditExpiryDays,
    credits: rows.map(({ credit, classTitle, booking, bookedTitle }) => ({
      id: credit.id,
      source: credit.source,
      status: creditStatusOn(credit, booking?.date ?? null, today),
      sessionDate: credit.sessionDate,
      expiresOn: credit.expiresOn,
      classTitle: classTitle ?? null,
      reason: credit.reason,
      revokedFor: credit.revokedFor,
      createdAt: credit.createdAt.toISOString(),
      revokedAt: credit.revokedAt?.toISOString() ?? null,
      booking:
        booking && bookedTitle
          ? {
              id: booking.id,
              classTitle: bookedTitle,
              date: booking.date,
              startTime: hhmm(booking.startTime),
              attendance: booking.attendance ?? null,
            }
          : null,
    })),
  };
}

/** Reads one credit of the listing (after a grant or a revocation). */
async function creditOf(db: Db, actor: Actor, childId: string, creditId: string, now: Date): Promise<AdminCredit> {
  const { credits } = await listChildCredits(db, actor, { childId, now });
  const credit = credits.find((c) => c.id === creditId);
  if (!credit) throw creditNotFound();
  return credit;
}

/**
 * Grants the child a credit by hand: usable from today (its "session" is the day granted) until `expiresOn`, by
 * default today + the club's validity. It counts toward no monthly cap (only absence credits do).
 */
export async function grantCredit(
  db: Db,
  actor: Actor,
  input: { childId: string; body: CreditGrantInput; now: Date },
): Promise<AdminCredit> {
  const created = await db.transaction(async (tx) => {
    const child = await findChildFor(tx, actor, input.childId, { action: 'administer' });
    const rules = await readSessionRules(tx);
    const today = clubToday(input.now);
    const expiresOn = input.body.expiresOn ?? addDays(today, rules.creditExpiryDays);
    if (expiresOn < today || expiresOn > addDays(today, GRANT_MAX_DAYS))
      throw expiryOutOfRange('creditExpiryOutOfRange');
    const [row] = await tx
      .insert(makeupCredits)
      .values({
        childId: child.id,
        source: 'manual',
        sessionDate: today,
        expiresOn,
        reason: input.body.reason,
        createdBy: actor.id,
        createdAt: input.now,
      })
      .returning({ id: makeupCredits.id });
    if (!row) throw new Error('credit not saved');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'makeup.credit_granted',
      entityType: 'makeup_credit',
      entityId: row.id,
      details: { childId: child.id, reason: input.body.reason },
    });
    return { childId: child.id, creditId: row.id };
  });
  return creditOf(db, actor, created.childId, created.creditId, input.now);
}

/**
 * Revokes an available credit with a reason. The credit row is locked first, as booking locks it, so a family booking
 * with it at the same moment either books first (then this answers CREDIT_NOT_USABLE) or finds it revoked.
 */
export async function revokeCredit(
  db: Db,
  actor: Actor,
  input: { creditId: string; body: CreditRevokeInput; now: Date },
): Promise<AdminCredit> {
  if (!isUuid(input.creditId)) throw creditNotFound();
  const revoked = await db.transaction(async (tx) => {
    const [credit] = await tx.select().from(makeupCredits).where(eq(makeupCredits.id, input.creditId)).for('update');
    if (!credit) throw creditNotFound();
    const child = await findChildFor(tx, actor, credit.childId, { action: 'administer' });
    assertCreditUsable(credit, clubToday(input.now));
    await tx
      .update(makeupCredits)
      .set({
        status: 'revoked',
        revokedFor: 'admin',
        reason: input.body.reason,
        revokedBy: actor.id,
        revokedAt: input.now,
      })
      .where(eq(makeupCredits.id, credit.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'makeup.credit_revoked',
      entityType: 'makeup_credit',
      entityId: credit.id,
      details: { childId: child.id, reason: input.body.reason },
    });
    return { childId: child.id, creditId: credit.id };
  });
  return creditOf(db, actor, revoked.childId, revoked.creditId, input.now);
}
