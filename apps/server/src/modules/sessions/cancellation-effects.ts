// Nobody pays for a cancelled session (issue 26 item 6, ADR 0040): what a dated session that does not take place
// (cancelled, or inside a closure) gives the regulars of a counted plan, and what happens to make-up guests booked in
// it. One reconciliation, syncCancellationEffects, makes the stored effects match the dated sessions as they are now:
// called after a closure or a single-session change is created, changed or deleted (even after the fact), twice in a
// row it changes nothing the second time, and a session that takes place again gets back what its cancellation gave.
import { hhmm, takesPlace } from '@swim/shared/dated-sessions';
import { addDays } from '@swim/shared/dates';
import type { CreditRevokeCause, CreditStatus, PlanType } from '@swim/shared/enums';
import { PLAN_SESSIONS } from '@swim/shared/pricing';
import type { SessionRules } from '@swim/shared/session-rules';
import { and, asc, between, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  absences,
  classes,
  enrollments,
  makeupBookings,
  makeupCredits,
  sessionCarryOvers,
} from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { type ClassSession, loadDatedSessions, lockClass, readSessionRules } from './dated-sessions.service.js';

/** The cause a cancellation credit is revoked for when its session takes place after all (its own column). */
export const SESSION_RESTORED = 'session_restored' satisfies CreditRevokeCause;

/** A dated session by its key. */
export type SessionRef = { classId: string; date: string; startTime: string };

/** What one reconciliation changed for one enrollment (a regular of the sessions in scope). */
export type EnrollmentEffects = {
  enrollmentId: string;
  childId: string;
  classId: string;
  /** Make-up credits granted for sessions that no longer take place. */
  creditsGranted: (SessionRef & { creditId: string; expiresOn: string })[];
  /** Unused cancellation credits taken back: their session takes place again. */
  creditsRevoked: (SessionRef & { creditId: string })[];
  /** Cancellation credits already booked or used when their session came back: the family keeps them. */
  creditsKept: (SessionRef & { creditId: string; status: CreditStatus })[];
  /** Sessions carried over to the next period. */
  carriedOver: (SessionRef & { carryOverId: string })[];
  /** Carry-overs undone; `sessionTakenBack` when one was already added to a period and is taken back from it. */
  carryOversReverted: (SessionRef & { carryOverId: string; sessionTakenBack: boolean })[];
};

/** A make-up guest's booking in a session that no longer takes place, cancelled with its credit made available. */
export type GuestBookingCancelled = SessionRef & {
  bookingId: string;
  creditId: string;
  childId: string;
  /** The enrollment the credit came from (null for an admin's grant). */
  enrollmentId: string | null;
  expiresOn: string;
};

export type CancellationEffects = {
  /** Only enrollments with at least one change. */
  enrollments: EnrollmentEffects[];
  guestBookingsCancelled: GuestBookingCancelled[];
};

export type SyncScope = {
  /** The classes whose sessions are reconciled; omitted = every active class. */
  classIds?: readonly string[];
  /** Key dates of the sessions, both included (club calendar). */
  from: string;
  to: string;
  actorId: string | null;
  now: Date;
};

type EnrollmentRow = typeof enrollments.$inferSelect;
type CreditRow = typeof makeupCredits.$inferSelect;
type CarryOverRow = typeof sessionCarryOvers.$inferSelect;

const keyOf = (classId: string, date: string, startTime: string) => `${classId} ${date} ${hhmm(startTime)}`;
const enrollmentKey = (enrollmentId: string, date: string, startTime: string) =>
  `${enrollmentId} ${date} ${hhmm(startTime)}`;

/** Counted plans (8/12/16 sessions) are the ones a cancelled session gives something back to. */
const isCounted = (plan: PlanType): boolean => PLAN_SESSIONS[plan] !== null && PLAN_SESSIONS[plan] !== undefined;

/** The active classes' ids (the scope when none is named). */
async function activeClassIds(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ id: classes.id }).from(classes).where(eq(classes.active, true));
  return rows.map((r) => r.id);
}

/** Live (not revoked) cancellation credits of sessions in scope. */
function liveCancellationCredits(tx: Tx, classIds: string[], from: string, to: string): Promise<CreditRow[]> {
  return tx
    .select()
    .from(makeupCredits)
    .where(
      and(
        eq(makeupCredits.source, 'cancellation'),
        ne(makeupCredits.status, 'revoked'),
        inArray(makeupCredits.classId, classIds),
        between(makeupCredits.sessionDate, from, to),
      ),
    );
}

/**
 * Cancellation credits of sessions in scope that were revoked for another reason than their session taking place
 * (an admin's revoke): they still count as the session's effect already given, so a later reconciliation does not
 * grant it again (the partial unique index leaves revoked rows out, so it would not stop it).
 */
function revokedByHandCredits(tx: Tx, classIds: string[], from: string, to: string): Promise<CreditRow[]> {
  return tx
    .select()
    .from(makeupCredits)
    .where(
      and(
        eq(makeupCredits.source, 'cancellation'),
        eq(makeupCredits.status, 'revoked'),
        ne(makeupCredits.revokedFor, SESSION_RESTORED),
        inArray(makeupCredits.classId, classIds),
        between(makeupCredits.sessionDate, from, to),
      ),
    );
}

/** Live (not reverted) carry-overs of sessions in scope. */
function liveCarryOvers(tx: Tx, classIds: string[], from: string, to: string): Promise<CarryOverRow[]> {
  return tx
    .select()
    .from(sessionCarryOvers)
    .where(
      and(
        ne(sessionCarryOvers.status, 'reverted'),
        inArray(sessionCarryOvers.classId, classIds),
        between(sessionCarryOvers.date, from, to),
      ),
    );
}

/**
 * Locks the given enrollment rows in id order (the order every writer of a child's plan and credits uses) and returns
 * them as they are now.
 */
async function lockEnrollments(tx: Tx, ids: readonly string[]): Promise<EnrollmentRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(enrollments)
    .where(inArray(enrollments.id, [...ids]))
    .orderBy(asc(enrollments.id))
    .for('update');
}

/** Sessions (by enrollment key) for which the child holds a live absence credit: a cancellation gives nothing more. */
async function absenceCreditSessions(tx: Tx, enrollmentIds: string[], from: string, to: string): Promise<Set<string>> {
  if (enrollmentIds.length === 0) return new Set();
  const rows = await tx
    .select({ enrollmentId: absences.enrollmentId, date: absences.date, startTime: absences.startTime })
    .from(absences)
    .innerJoin(makeupCredits, eq(makeupCredits.absenceId, absences.id))
    .where(
      and(
        inArray(absences.enrollmentId, enrollmentIds),
        between(absences.date, from, to),
        ne(makeupCredits.status, 'revoked'),
      ),
    );
  return new Set(rows.map((r) => enrollmentKey(r.enrollmentId, r.date, r.startTime)));
}

const emptyEffects = (e: Pick<EnrollmentRow, 'id' | 'childId' | 'classId'>): EnrollmentEffects => ({
  enrollmentId: e.id,
  childId: e.childId,
  classId: e.classId,
  creditsGranted: [],
  creditsRevoked: [],
  creditsKept: [],
  carriedOver: [],
  carryOversReverted: [],
});

const changed = (e: EnrollmentEffects): boolean =>
  e.creditsGranted.length +
    e.creditsRevoked.length +
    e.creditsKept.length +
    e.carriedOver.length +
    e.carryOversReverted.length >
  0;

type Context = { tx: Tx; rules: SessionRules; actorId: string | null; now: Date };

/** Grants the regular a make-up credit for a session that does not take place (no monthly cap, no overdue rule). */
async function grantCredit(ctx: Context, e: EnrollmentRow, s: ClassSession, out: EnrollmentEffects): Promise<void> {
  const expiresOn = addDays(s.date, ctx.rules.creditExpiryDays);
  const [row] = await ctx.tx
    .insert(makeupCredits)
    .values({
      childId: e.childId,
      enrollmentId: e.id,
      source: 'cancellation',
      classId: s.cls.id,
      sessionDate: s.date,
      sessionTime: s.startTime,
      expiresOn,
      createdBy: ctx.actorId,
      createdAt: ctx.now,
    })
    // The partial unique index is the last guard: a credit already granted for this session is not granted twice.
    .onConflictDoNothing()
    .returning({ id: makeupCredits.id });
  if (!row) return;
  out.creditsGranted.push({ creditId: row.id, classId: s.cls.id, date: s.date, startTime: s.startTime, expiresOn });
  await recordAudit(ctx.tx, {
    actorId: ctx.actorId,
    action: 'makeup.credit_granted',
    entityType: 'makeup_credit',
    entityId: row.id,
    details: {
      childId: e.childId,
      classId: s.cls.id,
      enrollmentId: e.id,
      date: s.date,
      startTime: s.startTime,
    },
  });
}

/** Carries the cancelled session over to the enrollment's next period (pending until that period is granted). */
async function carryOver(ctx: Context, e: EnrollmentRow, s: ClassSession, out: EnrollmentEffects): Promise<void> {
  const [row] = await ctx.tx
    .insert(sessionCarryOvers)
    .values({
      enrollmentId: e.id,
      classId: s.cls.id,
      date: s.date,
      startTime: s.startTime,
      createdBy: ctx.actorId,
      createdAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning({ id: sessionCarryOvers.id });
  if (!row) return;
  out.carriedOver.push({ carryOverId: row.id, classId: s.cls.id, date: s.date, startTime: s.startTime });
  await recordAudit(ctx.tx, {
    actorId: ctx.actorId,
    action: 'session.carried_over',
    entityType: 'session_carry_over',
    entityId: row.id,
    details: { childId: e.childId, classId: s.cls.id, enrollmentId: e.id, date: s.date, startTime: s.startTime },
  });
}

/**
 * The session of this credit takes place again: an unused credit is revoked; a booked or used one stays (the family
 * already relied on it), noted once.
 */
async function revertCredit(ctx: Context, credit: CreditRow, out: EnrollmentEffects): Promise<void> {
  const ref = {
    classId: credit.classId ?? out.classId,
    date: credit.sessionDate,
    startTime: hhmm(credit.sessionTime ?? ''),
  };
  const details = {
    childId: credit.childId,
    classId: ref.classId,
    enrollmentId: credit.enrollmentId,
    date: ref.date,
    startTime: ref.startTime,
    reason: SESSION_RESTORED,
  };
  const [locked] = await ctx.tx.select().from(makeupCredits).where(eq(makeupCredits.id, credit.id)).for('update');
  if (!locked || locked.status === 'revoked') return;
  if (locked.status === 'available') {
    await ctx.tx
      .update(makeupCredits)
      .set({ status: 'revoked', revokedFor: SESSION_RESTORED, revokedBy: ctx.actorId, revokedAt: ctx.now })
      .where(eq(makeupCredits.id, credit.id));
    out.creditsRevoked.push({ creditId: credit.id, ...ref });
    await recordAudit(ctx.tx, {
      actorId: ctx.actorId,
      action: 'makeup.credit_revoked',
      entityType: 'makeup_credit',
      entityId: credit.id,
      details,
    });
    return;
  }
  if (locked.sessionRestoredAt) return;
  await ctx.tx.update(makeupCredits).set({ sessionRestoredAt: ctx.now }).where(eq(makeupCredits.id, credit.id));
  out.creditsKept.push({ creditId: credit.id, ...ref, status: locked.status });
  await recordAudit(ctx.tx, {
    actorId: ctx.actorId,
    action: 'makeup.credit_kept',
    entityType: 'makeup_credit',
    entityId: credit.id,
    details,
  });
}

/**
 * Whether an applied carry-over's session is still in the enrollment's plan to take back: only while the period it
 * was added to is the enrollment's current one (period_start's month). Once a later month was paid, the plan's
 * remaining sessions are that month's, and taking one from them would charge the family for the old month again.
 */
const inCurrentPeriod = (carry: CarryOverRow, enrollment: EnrollmentRow): boolean =>
  carry.appliedPeriod !== null &&
  enrollment.periodStart !== null &&
  enrollment.periodStart.slice(0, 7) === carry.appliedPeriod;

/**
 * The carried-over session takes place again: a pending carry-over is reverted; an applied one also takes its session
 * back from the plan's remaining sessions (never below zero) while the period it was added to is still the current
 * one, and is only marked reverted (sessions unchanged) once a later period began.
 */
async function revertCarryOver(
  ctx: Context,
  carry: CarryOverRow,
  enrollment: EnrollmentRow,
  out: EnrollmentEffects,
): Promise<void> {
  const sessionTakenBack = carry.status === 'applied' && inCurrentPeriod(carry, enrollment);
  await ctx.tx
    .update(sessionCarryOvers)
    .set({ status: 'reverted', revertedAt: ctx.now })
    .where(eq(sessionCarryOvers.id, carry.id));
  if (sessionTakenBack && enrollment.sessionsRemaining !== null) {
    await ctx.tx
      .update(enrollments)
      .set({ sessionsRemaining: sql`greatest(0, ${enrollments.sessionsRemaining} - 1)` })
      .where(eq(enrollments.id, enrollment.id));
  }
  const ref = { classId: carry.classId, date: carry.date, startTime: hhmm(carry.startTime) };
  out.carryOversReverted.push({ carryOverId: carry.id, ...ref, sessionTakenBack });
  await recordAudit(ctx.tx, {
    actorId: ctx.actorId,
    action: 'session.carry_over_reverted',
    entityType: 'session_carry_over',
    entityId: carry.id,
    details: {
      childId: enrollment.childId,
      classId: carry.classId,
      enrollmentId: enrollment.id,
      date: carry.date,
      startTime: ref.startTime,
      // Read in the audit log as 'one session taken' or 'sessions unchanged'.
      sessionChange: sessionTakenBack ? -1 : 0,
    },
  });
}

/**
 * Cancels the make-up guests' bookings (not yet marked by the coach) in sessions that no longer take place; each
 * credit is available again with its expiry unchanged. Each credit is locked before its booking, as booking does.
 */
async function cancelGuests(ctx: Context, off: ClassSession[], classIds: string[], from: string, to: string) {
  const out: GuestBookingCancelled[] = [];
  if (off.length === 0) return out;
  const offKeys = new Set(off.map((s) => keyOf(s.cls.id, s.date, s.startTime)));
  const live = await ctx.tx
    .select()
    .from(makeupBookings)
    .where(
      and(
        inArray(makeupBookings.classId, classIds),
        between(makeupBookings.date, from, to),
        isNull(makeupBookings.cancelledAt),
        isNull(makeupBookings.attendance),
      ),
    );
  const inOff = live
    .filter((b) => offKeys.has(keyOf(b.classId, b.date, b.startTime)))
    .sort((a, b) => a.creditId.localeCompare(b.creditId));
  for (const booking of inOff) {
    const [credit] = await ctx.tx
      .select()
      .from(makeupCredits)
      .where(eq(makeupCredits.id, booking.creditId))
      .for('update');
    const [still] = await ctx.tx
      .select()
      .from(makeupBookings)
      .where(
        and(eq(makeupBookings.id, booking.id), isNull(makeupBookings.cancelledAt), isNull(makeupBookings.attendance)),
      )
      .for('update');
    if (!credit || !still) continue;
    await ctx.tx.update(makeupBookings).set({ cancelledAt: ctx.now }).where(eq(makeupBookings.id, booking.id));
    await ctx.tx.update(makeupCredits).set({ status: 'available' }).where(eq(makeupCredits.id, credit.id));
    const ref = { classId: booking.classId, date: booking.date, startTime: hhmm(booking.startTime) };
    out.push({
      ...ref,
      bookingId: booking.id,
      creditId: credit.id,
      childId: booking.childId,
      enrollmentId: credit.enrollmentId,
      expiresOn: credit.expiresOn,
    });
    await recordAudit(ctx.tx, {
      actorId: ctx.actorId,
      action: 'makeup.cancelled_by_club',
      entityType: 'makeup_booking',
      entityId: booking.id,
      details: { childId: booking.childId, ...ref },
    });
  }
  return out;
}

/**
 * Makes the stored effects of cancelled and closed sessions match the dated sessions of the scope as they are now.
 *
 * - A session that does not take place gives each regular (an active enrollment in the class since that date, on a
 *   counted plan) one effect, by the club's rule when it is first written: a make-up credit (no monthly cap, no
 *   overdue rule), or a session carried over to the next period. None when the child already holds a live absence
 *   credit for that session; an effect already written (by either rule) is left as it is, and so is a credit an
 *   admin revoked (the club took it back on purpose: the next reconciliation does not give it again).
 * - A session that takes place again reverts its effects (revertCredit, revertCarryOver), a regular who has since
 *   left included. Effects of sessions that no longer exist in the weekly pattern are left as they are.
 * - Make-up guests booked in a session that does not take place are cancelled, their credit available again.
 *
 * The classes of the sessions that do not take place, then every enrollment row concerned, are locked (each in id
 * order) before effects are read and written, so concurrent reconciliations of the same sessions (and the families'
 * own absence reports, marks and bookings) run one after the other.
 */
export async function syncCancellationEffects(tx: Tx, scope: SyncScope): Promise<CancellationEffects> {
  const result: CancellationEffects = { enrollments: [], guestBookingsCancelled: [] };
  const classIds = scope.classIds ? [...new Set(scope.classIds)] : await activeClassIds(tx);
  if (classIds.length === 0 || scope.from > scope.to) return result;
  const rules = await readSessionRules(tx);
  const ctx: Context = { tx, rules, actorId: scope.actorId, now: scope.now };
  const { from, to } = scope;

  const sessions = await loadDatedSessions(tx, { classIds, from, to });
  const sessionOf = new Map(sessions.map((s) => [keyOf(s.cls.id, s.date, s.startTime), s]));
  const off = sessions.filter((s) => !takesPlace(s));
  const offClassIds = [...new Set(off.map((s) => s.cls.id))];

  // The classes of sessions that do not take place are locked first (in id order), as booking a make-up locks its
  // class: a booking racing this change either finishes first and is seen below, or waits and then finds the
  // session closed.
  for (const classId of [...offClassIds].sort()) await lockClass(tx, classId);

  // Who may be concerned: the regulars of sessions that do not take place, and whoever holds an effect in scope.
  const regularIds =
    offClassIds.length === 0
      ? []
      : (
          await tx
            .select({ id: enrollments.id })
            .from(enrollments)
            .where(and(inArray(enrollments.classId, offClassIds), eq(enrollments.active, true)))
        ).map((r) => r.id);
  const holders = [
    ...(await liveCancellationCredits(tx, classIds, from, to)).map((c) => c.enrollmentId),
    ...(await liveCarryOvers(tx, classIds, from, to)).map((c) => c.enrollmentId),
  ].filter((id): id is string => id !== null);
  const locked = await lockEnrollments(tx, [...new Set([...regularIds, ...holders])]);
  if (locked.length > 0) {
    // Read again under the locks: another reconciliation may have just written some of them.
    const credits = await liveCancellationCredits(tx, classIds, from, to);
    const carries = await liveCarryOvers(tx, classIds, from, to);
    const revokedByHand = await revokedByHandCredits(tx, classIds, from, to);
    const heldAbsence = await absenceCreditSessions(
      tx,
      locked.map((e) => e.id),
      from,
      to,
    );
    for (const enrollment of locked) {
      const out = emptyEffects(enrollment);
      const myCredits = credits.filter((c) => c.enrollmentId === enrollment.id);
      const myCarries = carries.filter((c) => c.enrollmentId === enrollment.id);
      const hasEffect = new Set([
        ...myCredits.map((c) => enrollmentKey(enrollment.id, c.sessionDate, c.sessionTime ?? '')),
        ...myCarries.map((c) => enrollmentKey(enrollment.id, c.date, c.startTime)),
        ...revokedByHand
          .filter((c) => c.enrollmentId === enrollment.id)
          .map((c) => enrollmentKey(enrollment.id, c.sessionDate, c.sessionTime ?? '')),
      ]);
      // Reverts: the session exists and takes place.
      for (const credit of myCredits) {
        const s = sessionOf.get(keyOf(credit.classId ?? '', credit.sessionDate, credit.sessionTime ?? ''));
        if (s && takesPlace(s)) await revertCredit(ctx, credit, out);
      }
      for (const carry of myCarries) {
        const s = sessionOf.get(keyOf(carry.classId, carry.date, carry.startTime));
        if (s && takesPlace(s)) await revertCarryOver(ctx, carry, enrollment, out);
      }
      // Grants: a regular of a counted plan, for each session of theirs that does not take place.
      if (enrollment.active && isCounted(enrollment.planType)) {
        for (const s of off) {
          if (s.cls.id !== enrollment.classId || s.date < enrollment.startsOn) continue;
          const k = enrollmentKey(enrollment.id, s.date, s.startTime);
          if (hasEffect.has(k) || heldAbsence.has(k)) continue;
          if (rules.cancelledSession === 'credit') await grantCredit(ctx, enrollment, s, out);
          else await carryOver(ctx, enrollment, s, out);
        }
      }
      if (changed(out)) result.enrollments.push(out);
    }
  }
  result.guestBookingsCancelled = await cancelGuests(ctx, off, classIds, from, to);
  return result;
}

/**
 * Adds the enrollment's pending carry-overs of sessions before `periodStart` to the period being granted (marked
 * applied to it, each audit-logged once) and returns how many carry-overs that period now holds in all, so a renewal
 * run twice for the same period grants the same. The caller holds the enrollment row locked.
 */
export async function applyCarryOvers(
  tx: Tx,
  input: { enrollment: Pick<EnrollmentRow, 'id' | 'childId'>; period: string; periodStart: string; now: Date },
): Promise<number> {
  const applied = await tx
    .update(sessionCarryOvers)
    .set({ status: 'applied', appliedPeriod: input.period, updatedAt: input.now })
    .where(
      and(
        eq(sessionCarryOvers.enrollmentId, input.enrollment.id),
        eq(sessionCarryOvers.status, 'pending'),
        lt(sessionCarryOvers.date, input.periodStart),
      ),
    )
    .returning();
  for (const carry of applied.sort((a, b) => (a.date + a.startTime).localeCompare(b.date + b.startTime))) {
    await recordAudit(tx, {
      actorId: null,
      action: 'session.carry_over_applied',
      entityType: 'session_carry_over',
      entityId: carry.id,
      details: {
        childId: input.enrollment.childId,
        classId: carry.classId,
        enrollmentId: input.enrollment.id,
        date: carry.date,
        startTime: hhmm(carry.startTime),
        month: input.period,
        sessionChange: 1,
      },
    });
  }
  return carriedInto(tx, input.enrollment.id, input.period);
}

/** How many carried-over sessions were added to the enrollment's period 'YYYY-MM' (and not taken back since). */
export async function carriedInto(tx: Tx, enrollmentId: string, period: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(sessionCarryOvers)
    .where(
      and(
        eq(sessionCarryOvers.enrollmentId, enrollmentId),
        eq(sessionCarryOvers.status, 'applied'),
        eq(sessionCarryOvers.appliedPeriod, period),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The days from `from` to `to` on which a class has dated sessions and none of them takes place (closed or
 * cancelled), per class: nothing is billed or marked for them. A day without any session is not one of them.
 */
export async function daysWithoutSession(
  db: Db | Tx,
  input: { classIds: readonly string[]; from: string; to: string },
): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (input.classIds.length === 0) return out;
  const sessions = await loadDatedSessions(db, input);
  const held = new Set(sessions.filter(takesPlace).map((s) => `${s.cls.id} ${s.date}`));
  for (const s of sessions) {
    if (held.has(`${s.cls.id} ${s.date}`)) continue;
    const days = out.get(s.cls.id) ?? new Set<string>();
    days.add(s.date);
    out.set(s.cls.id, days);
  }
  return out;
}
