// The admin console's enrollments: find them by child or parent, filter by class and status, activate or
// deactivate. Reactivation goes through the same capacity rule as every enrollment. Audited.
import type { NoticeSender } from '../notices/templates/site.js';
import { endWaitOnEnrollment } from '../waitlist/end-wait.js';
import { lockWaitlistClass, offerFreePlaces, placeContext } from '../waitlist/offer-places.js';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import type { AdminEnrollment, EnrollmentList, enrollmentListQuerySchema } from '@swim/shared/api/admin-club';
import { PLAN_TYPES } from '@swim/shared/enums';
import { weeklySessionsNeeded } from '@swim/shared/plan-fit';
import { type SQL, and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { children, classSessions, classes, enrollments, locations, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import { planOptions } from '../enrollments/class-options.service.js';
import { assertFreePlace, lockClass } from '../enrollments/enrollments.service.js';
import { assertUuid, containsPattern, direction, offsetOf } from '../../lib/list-queries.js';
import { isUuid } from '@swim/shared/uuid';

type Query = z.output<typeof enrollmentListQuerySchema>;

/** How many weekly sessions the enrollment's class has now. */
const weeklySessions = sql<number>`(select count(*)::int from ${classSessions} where ${classSessions.classId} = ${enrollments.classId})`;

/**
 * The enrollment's plan counts more sessions than its class's week gives in every month (the shared rule, ADR 0032):
 * per counted plan, fewer weekly sessions than it needs.
 */
const planUnfit: SQL = sql`(${sql.join(
  PLAN_TYPES.filter((plan) => weeklySessionsNeeded(plan) > 0).map(
    (plan) => sql`(${enrollments.planType} = ${plan} and ${weeklySessions} < ${weeklySessionsNeeded(plan)})`,
  ),
  sql` or `,
)})`;

function selectJoined(db: Db | Tx) {
  return db
    .select({
      enrollment: enrollments,
      child: { id: children.id, fullName: children.fullName },
      parent: { id: users.id, name: users.name, email: users.email },
      cls: { id: classes.id, title: classes.title },
      location: locations.name,
      planUnfit: sql<boolean>`${planUnfit}`,
    })
    .from(enrollments)
    .innerJoin(children, eq(children.id, enrollments.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .innerJoin(locations, eq(locations.id, classes.locationId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectJoined>['where']>>[number];

function toAdminEnrollment(row: Joined): AdminEnrollment {
  return {
    id: row.enrollment.id,
    child: row.child,
    parent: row.parent,
    class: { id: row.cls.id, title: row.cls.title, location: row.location },
    planType: row.enrollment.planType,
    sessionsRemaining: row.enrollment.sessionsRemaining,
    planFitsClass: !row.planUnfit,
    active: row.enrollment.active,
    createdAt: row.enrollment.createdAt.toISOString(),
  };
}

/** Enrollments matching a child's or parent's name (or the parent's email), class and status, sorted and paged. */
export async function listAdminEnrollments(db: Db, query: Query): Promise<EnrollmentList> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const match = or(
      ilike(children.fullName, pattern),
      sql`(${children.firstName} || ' ' || ${children.lastName}) ilike ${pattern}`,
      ilike(users.name, pattern),
      ilike(users.email, pattern),
    );
    if (match) conditions.push(match);
  }
  if (query.classId) conditions.push(isUuid(query.classId) ? eq(enrollments.classId, query.classId) : sql`false`);
  if (query.status !== 'all') conditions.push(eq(enrollments.active, query.status === 'active'));
  if (query.plan === 'unfit') conditions.push(planUnfit);
  const where = conditions.length ? and(...conditions) : undefined;
  const sortBy = query.sort === 'child' ? children.fullName : enrollments.createdAt;
  const [rows, totals] = await Promise.all([
    selectJoined(db)
      .where(where)
      .orderBy(direction(query.order, sortBy), enrollments.id)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(enrollments)
      .innerJoin(children, eq(children.id, enrollments.childId))
      .innerJoin(users, eq(users.id, children.parentId))
      .where(where),
  ]);
  return {
    items: rows.map(toAdminEnrollment),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Reactivation: the class must be open, the child not enrolled in it again meanwhile, and a place free. */
async function reactivate(tx: Tx, row: typeof enrollments.$inferSelect): Promise<void> {
  const [target] = await tx
    .select({ active: classes.active, locationActive: locations.active })
    .from(classes)
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(eq(classes.id, row.classId));
  if (!target?.active || !target.locationActive) {
    throw new AppError('CLASS_INACTIVE', 'The class or its location is inactive; activate it first');
  }
  const { cls, locationType, weeklySessions } = await lockClass(tx, row.classId);
  // Coming back is choosing the plan again: it must be one the class offers now (ADR 0032), as for a transfer.
  if (!planOptions({ cls, locationType, weeklySessions }).some((p) => p.planType === row.planType)) {
    throw new AppError('PLAN_NOT_OFFERED', "The class no longer offers this enrollment's plan; enrol the child anew", [
      { path: 'planType', message: 'planNotOffered' },
    ]);
  }
  const [other] = await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(eq(enrollments.childId, row.childId), eq(enrollments.classId, row.classId), eq(enrollments.active, true)),
    );
  if (other) throw new AppError('ALREADY_ENROLLED', 'The child is already enrolled in this class');
  await assertFreePlace(tx, cls, { childId: row.childId });
}

/** Activates or deactivates an enrollment; asking for the state it already has changes nothing. */
export async function setEnrollmentStatus(
  deps: NoticeSender & { db: Db; now?: () => Date },
  options: { actorId: string; enrollmentId: string; active: boolean },
): Promise<AdminEnrollment> {
  const { actorId, enrollmentId, active } = options;
  assertUuid(enrollmentId, 'Enrollment');
  const { value, written } = await deps.db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ classId: enrollments.classId })
      .from(enrollments)
      .where(eq(enrollments.id, enrollmentId));
    if (!seen) throw notFound('Enrollment not found');
    // The class first, then the enrollment: the order every writer of a class's places takes.
    await lockWaitlistClass(tx, seen.classId);
    const [row] = await tx.select().from(enrollments).where(eq(enrollments.id, enrollmentId)).for('update');
    if (!row) throw notFound('Enrollment not found');
    let written = null;
    if (row.active !== active) {
      if (active) await reactivate(tx, row);
      // Ended, the day is kept: what was owed up to then stays owed (ADR 0037); back in the class, it is cleared.
      const endedOn = active ? null : zonedDate(placeContext(deps).now, CLUB_TIME_ZONE);
      await tx.update(enrollments).set({ active, endedOn }).where(eq(enrollments.id, row.id));
      // Back in the class: the child's wait for it (and an offer still open) is over.
      if (active) {
        const now = placeContext(deps).now;
        await endWaitOnEnrollment(tx, { childId: row.childId, classId: row.classId, enrollmentId: row.id, now });
      }
      await recordAudit(tx, {
        actorId,
        action: active ? 'enrollment.activated' : 'enrollment.deactivated',
        entityType: 'enrollment',
        entityId: row.id,
        details: { childId: row.childId, classId: row.classId },
      });
      // A place freed by a deactivation goes to the class's waiting list at once.
      if (!active) written = await deps.notices.write(tx, await offerFreePlaces(tx, row.classId, placeContext(deps)));
    }
    const [updated] = await selectJoined(tx).where(eq(enrollments.id, row.id));
    if (!updated) throw notFound('Enrollment not found');
    return { value: toAdminEnrollment(updated), written };
  });
  if (written) deps.notices.dispatch(written);
  return value;
}
