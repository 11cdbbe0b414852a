// A parent says their child won't come to a dated session (issue 26 item 2-3, ADR 0039): allowed for a session of a
// class the child is actively enrolled in, that takes place, until the notice period before it. Reported in time, it
// may earn a make-up credit (credit-rules.ts). Reporting the same session twice answers with the first report.
import { type AbsenceReported, type SessionKey, UPCOMING_SESSION_DAYS } from '@swim/shared/api/sessions';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { hhmm } from '@swim/shared/dated-sessions';
import { addDays, zonedDate } from '@swim/shared/dates';
import { isUuid } from '@swim/shared/uuid';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { absences, enrollments, makeupCredits } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, findChildFor } from '../access/access-policy.js';
import { creditWithheldReason } from './credit-rules.js';
import { assertTakesPlace, findDatedSession, readSessionRules, sessionNotFound } from './dated-sessions.service.js';
import { beforeNotice } from './session-view.js';

const tooFarAhead = () =>
  new AppError('VALIDATION_FAILED', 'Absences can be reported for the next two weeks only', [
    { path: 'date', message: 'absenceTooFarAhead' },
  ]);

export const noticePassed = () =>
  new AppError('NOTICE_PERIOD_PASSED', 'It is too late to change this session: the notice period has begun');

/**
 * Locks every active enrollment row of the child (in id order, so two callers never wait on each other crosswise) and
 * returns them: a child's absence reports run one at a time, whichever class they are for.
 */
export async function lockChildEnrollments(tx: Tx, childId: string) {
  return tx
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.childId, childId), eq(enrollments.active, true)))
    .orderBy(asc(enrollments.id))
    .for('update');
}

/** Reports the absence; `created` is false when the same session was already reported (nothing new is written). */
export async function reportAbsence(
  db: Db,
  actor: Actor,
  input: { childId: string; key: SessionKey; now: Date },
): Promise<{ created: boolean; result: AbsenceReported }> {
  return db.transaction(async (tx) => {
    const child = await findChildFor(tx, actor, input.childId, { action: 'family' });
    if (!isUuid(input.key.classId)) throw sessionNotFound();
    const enrollment = (await lockChildEnrollments(tx, child.id)).find((e) => e.classId === input.key.classId);
    if (!enrollment) throw sessionNotFound();
    const session = await findDatedSession(tx, input.key);
    // Sessions before the child's first day in the class are not theirs to miss.
    if (session.date < enrollment.startsOn) throw sessionNotFound();

    const rules = await readSessionRules(tx);
    const [existing] = await tx
      .select({ id: absences.id, creditWithheld: absences.creditWithheld })
      .from(absences)
      .where(
        and(
          eq(absences.childId, child.id),
          eq(absences.classId, session.cls.id),
          eq(absences.date, session.date),
          eq(absences.startTime, session.startTime),
          isNull(absences.withdrawnAt),
        ),
      );
    const withheldFor = () =>
      creditWithheldReason(tx, {
        rules,
        planType: enrollment.planType,
        sessionsRemaining: enrollment.sessionsRemaining,
        parentId: child.parentId,
        childId: child.id,
        sessionDate: session.date,
        now: input.now,
      });
    if (existing) {
      const [credit] = await tx
        .select({ id: makeupCredits.id, expiresOn: makeupCredits.expiresOn, status: makeupCredits.status })
        .from(makeupCredits)
        .where(eq(makeupCredits.absenceId, existing.id));
      const live = credit && credit.status !== 'revoked' ? { id: credit.id, expiresOn: credit.expiresOn } : null;
      // Why the first report earned no credit was decided and stored then; rules applied now could give a reason that
      // never held (the plan, its sessions, the payments and the month's credits have moved on since).
      return {
        created: false,
        result: { absenceId: existing.id, credit: live, creditWithheld: existing.creditWithheld },
      };
    }

    assertTakesPlace(session);
    if (!beforeNotice(session.startsAt, rules, input.now)) throw noticePassed();
    // Only the sessions a parent is shown: a notice weeks ahead would earn a credit to spend before the session it
    // replaces, and the family could then swim both.
    // The list shows today and the next UPCOMING_SESSION_DAYS − 1 days (child-sessions.ts): the same days, no more.
    if (session.date > addDays(zonedDate(input.now, CLUB_TIME_ZONE), UPCOMING_SESSION_DAYS - 1)) throw tooFarAhead();

    const withheld = await withheldFor();
    const [absence] = await tx
      .insert(absences)
      .values({
        childId: child.id,
        enrollmentId: enrollment.id,
        classId: session.cls.id,
        date: session.date,
        startTime: hhmm(session.startTime),
        reportedBy: actor.id,
        reportedAt: input.now,
        creditWithheld: withheld,
      })
      .returning({ id: absences.id });
    if (!absence) throw new Error('absence not saved');

    let credit: AbsenceReported['credit'] = null;
    if (!withheld) {
      const expiresOn = addDays(session.date, rules.creditExpiryDays);
      const [row] = await tx
        .insert(makeupCredits)
        .values({
          childId: child.id,
          enrollmentId: enrollment.id,
          source: 'absence',
          absenceId: absence.id,
          sessionDate: session.date,
          expiresOn,
          createdBy: actor.id,
        })
        .returning({ id: makeupCredits.id, expiresOn: makeupCredits.expiresOn });
      credit = row ?? null;
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'absence.reported',
      entityType: 'absence',
      entityId: absence.id,
      details: { childId: child.id, classId: session.cls.id, date: session.date },
    });
    return { created: true, result: { absenceId: absence.id, credit, creditWithheld: withheld } };
  });
}
