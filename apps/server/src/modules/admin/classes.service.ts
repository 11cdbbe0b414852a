// The admin console's classes: list, create, edit (with the weekly sessions), deactivate, delete. Audited.
import type { NoticeSender } from '../notices/templates/site.js';
import { offerFreePlaces, placeContext } from '../waitlist/offer-places.js';
import type { AdminClass, ClassInput, ClassList, classListQuerySchema } from '@swim/shared/api/admin-club';
import { checkSessions } from '@swim/shared/class-sessions';
import type { Currency, LocationType } from '@swim/shared/enums';
import type { PersonName } from '@swim/shared/localized';
import { offeredPlans, priceConflicts } from '@swim/shared/plan-fit';
import { PLAN_SESSIONS, plansForLocation } from '@swim/shared/pricing';
import type { FieldIssue } from '@swim/shared/errors';
import { type SQL, and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { classSessions, classes, enrollments, locations, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { lockClubCurrency } from '../settings/club-currency.js';
import { personName } from '../../lib/person-name.js';
import { AppError, notFound } from '../../lib/errors.js';
import { countActiveEnrollments, loadWeeklySessions } from '../enrollments/class-listing.js';
import { type ClassState, describeClassUpdate, describeNewClass } from './club-audit.js';
import { plansInUse, plansLeftOut } from './plans-in-use.js';
import {
  assertUuid,
  bulgarianOf,
  containsPattern,
  direction,
  localizedMatches,
  offsetOf,
  toStoredText,
} from '../../lib/list-queries.js';
import { isUuid } from '@swim/shared/uuid';

type Query = z.output<typeof classListQuerySchema>;
type ClassRow = typeof classes.$inferSelect;
type Joined = {
  cls: ClassRow;
  location: { id: string; name: ClassRow['title']; active: boolean };
  instructor: { id: string | null; name: PersonName | null } | null;
};

const invalid = (issues: FieldIssue[]) => new AppError('VALIDATION_FAILED', 'The class is not valid', issues);

/**
 * Prices that agree (ADR 0032): no counted plan the class can fill may cost more than its unlimited plan, unless the
 * admin saves them anyway (acceptPriceConflict). Refused as a field issue on the monthly price.
 */
function assertPricesAgree(
  input: ClassInput,
  options: { locationType: LocationType; unchangedSince?: { prices: ClassRow; weeklySessions: number } },
): void {
  const { locationType, unchangedSince: was } = options;
  // Nothing to enrol on is never what a club means: a once-a-week class needs a monthly price.
  if (offeredPlans({ locationType, prices: input, weeklySessions: input.sessions.length }).length === 0) {
    throw new AppError('VALIDATION_FAILED', 'With these sessions and prices the class offers no plan', [
      { path: 'monthlyPrice', message: 'noPlanOffered' },
    ]);
  }
  if (input.acceptPriceConflict) return;
  // A class saved before this rule keeps its prices through edits that change neither them nor its week.
  if (
    was &&
    was.prices.pricePerClass === input.pricePerClass &&
    was.prices.monthlyPrice === input.monthlyPrice &&
    was.prices.locationId === input.locationId &&
    was.weeklySessions === input.sessions.length
  )
    return;
  const conflicts = priceConflicts({ locationType, prices: input, weeklySessions: input.sessions.length });
  if (conflicts.length === 0) return;
  const largest = conflicts.at(-1);
  throw new AppError(
    'VALIDATION_FAILED',
    `The unlimited plan costs less than the class's plan of ${PLAN_SESSIONS[largest?.plan ?? 'pool_8']} sessions: raise the monthly price or lower the price per class`,
    [{ path: 'monthlyPrice', message: 'monthlyBelowCountedPlan' }],
  );
}

/** The class rows with their location, instructor, sessions and active enrollment counts, as the console shows them. */
async function toAdminClasses(db: Db | Tx, rows: Joined[]): Promise<AdminClass[]> {
  const ids = rows.map((r) => r.cls.id);
  const [sessions, enrolled] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(classSessions)
          .where(inArray(classSessions.classId, ids))
          .orderBy(asc(classSessions.dayOfWeek), asc(classSessions.startTime))
      : Promise.resolve([]),
    countActiveEnrollments(db, ids),
  ]);
  return rows.map(({ cls, location, instructor }) => ({
    id: cls.id,
    title: cls.title,
    description: cls.description ?? null,
    instructor: instructor?.id && instructor.name ? { id: instructor.id, name: instructor.name } : null,
    location,
    level: cls.level,
    minAge: cls.minAge,
    maxAge: cls.maxAge,
    lane: cls.lane,
    durationMinutes: cls.durationMinutes,
    pricePerClass: cls.pricePerClass,
    monthlyPrice: cls.monthlyPrice,
    currency: cls.currency,
    maxCapacity: cls.maxCapacity,
    enrolled: enrolled.get(cls.id) ?? 0,
    sessions: sessions
      .filter((s) => s.classId === cls.id)
      .map((s) => ({ dayOfWeek: s.dayOfWeek, startTime: s.startTime.slice(0, 5) })),
    active: cls.active,
    createdAt: cls.createdAt.toISOString(),
  }));
}

function selectJoined(db: Db | Tx) {
  return db
    .select({
      cls: classes,
      location: { id: locations.id, name: locations.name, active: locations.active },
      instructor: { id: users.id, name: personName(users) },
    })
    .from(classes)
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .leftJoin(users, eq(users.id, classes.instructorId));
}

/** Classes matching a search (title in any language), location, instructor, level and status, sorted and paged. */
export async function listAdminClasses(db: Db, query: Query, currency: Currency): Promise<ClassList> {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(localizedMatches(classes.title, containsPattern(query.search)));
  // A malformed id names no location or instructor: the filter then matches nothing.
  if (query.locationId) {
    conditions.push(isUuid(query.locationId) ? eq(classes.locationId, query.locationId) : sql`false`);
  }
  if (query.instructorId) conditions.push(eq(classes.instructorId, query.instructorId));
  if (query.level) conditions.push(eq(classes.level, query.level));
  if (query.status !== 'all') conditions.push(eq(classes.active, query.status === 'active'));
  const where = conditions.length ? and(...conditions) : undefined;
  const sortBy = { title: bulgarianOf(classes.title), level: classes.level, createdAt: classes.createdAt }[query.sort];
  const [rows, totals] = await Promise.all([
    selectJoined(db)
      .where(where)
      .orderBy(direction(query.order, sortBy), classes.id)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(classes).where(where),
  ]);
  return {
    items: await toAdminClasses(db, rows),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    currency,
  };
}

/** The instructor must be a user with the instructor role, the location must exist; returns the location's type. */
async function checkReferences(tx: Tx, input: ClassInput): Promise<LocationType> {
  const issues: FieldIssue[] = [];
  const [instructor] = await tx.select({ role: users.role }).from(users).where(eq(users.id, input.instructorId));
  if (instructor?.role !== 'instructor') issues.push({ path: 'instructorId', message: 'instructorRequired' });
  const [location] = isUuid(input.locationId)
    ? // Held until commit: a concurrent change of the location's type (which checks its classes' plans) waits for
      // this class to be written at its new place, or this write waits for the new type. Locks go location first,
      // then class, the order updateLocation takes them in.
      await tx.select({ type: locations.type }).from(locations).where(eq(locations.id, input.locationId)).for('share')
    : [];
  if (!location) issues.push({ path: 'locationId', message: 'locationRequired' });
  if (issues.length || !location) throw invalid(issues);
  return location.type;
}

function toValues(input: ClassInput) {
  const title = toStoredText(input.title);
  if (!title) throw invalid([{ path: 'title.bg', message: 'titleRequired' }]);
  return {
    title,
    description: toStoredText(input.description),
    instructorId: input.instructorId,
    locationId: input.locationId,
    level: input.level,
    minAge: input.minAge,
    maxAge: input.maxAge,
    lane: input.lane?.trim() || null,
    durationMinutes: input.durationMinutes,
    pricePerClass: input.pricePerClass,
    monthlyPrice: input.monthlyPrice,
    maxCapacity: input.maxCapacity,
    active: input.active,
  };
}

async function writeSessions(tx: Tx, classId: string, input: ClassInput): Promise<void> {
  const checked = checkSessions(input.sessions);
  // The request schema ran the same rule; this only narrows the type.
  if (!checked.ok) throw invalid([{ path: 'sessions', message: checked.issues[0]?.message ?? 'sessionsRequired' }]);
  await tx.delete(classSessions).where(eq(classSessions.classId, classId));
  await tx.insert(classSessions).values(checked.sessions.map((s) => ({ ...s, classId })));
}

async function loadOne(tx: Tx, classId: string): Promise<AdminClass> {
  const rows = await selectJoined(tx).where(eq(classes.id, classId));
  const [one] = await toAdminClasses(tx, rows);
  if (!one) throw notFound('Class not found');
  return one;
}

/** The class as its audit entries describe it. */
function toAuditState(cls: AdminClass): ClassState {
  return {
    title: cls.title,
    description: cls.description,
    instructor: cls.instructor?.name.bg ?? null,
    location: cls.location.name.bg,
    level: cls.level,
    minAge: cls.minAge,
    maxAge: cls.maxAge,
    lane: cls.lane,
    durationMinutes: cls.durationMinutes,
    pricePerClass: cls.pricePerClass,
    monthlyPrice: cls.monthlyPrice,
    maxCapacity: cls.maxCapacity,
    sessions: cls.sessions,
    active: cls.active,
  };
}

async function lockClassRow(tx: Tx, classId: string): Promise<ClassRow> {
  assertUuid(classId, 'Class');
  const [row] = await tx.select().from(classes).where(eq(classes.id, classId)).for('update');
  if (!row) throw notFound('Class not found');
  return row;
}

/** Creates a class with its sessions, priced in the club's currency. */
export async function createClass(
  db: Db,
  options: { actorId: string; input: ClassInput; currency: Currency },
): Promise<AdminClass> {
  const { actorId, input } = options;
  return db.transaction(async (tx) => {
    // Read again under the settings row's lock: a changeover to euro meanwhile is waited for.
    const currency = await lockClubCurrency(tx, options.currency);
    const locationType = await checkReferences(tx, input);
    assertPricesAgree(input, { locationType });
    const [row] = await tx
      .insert(classes)
      .values({ ...toValues(input), currency })
      .returning();
    if (!row) throw new Error('class not created');
    await writeSessions(tx, row.id, input);
    const created = await loadOne(tx, row.id);
    await recordAudit(tx, {
      actorId,
      action: 'class.created',
      entityType: 'class',
      entityId: row.id,
      details: describeNewClass(toAuditState(created)),
    });
    return created;
  });
}

/**
 * Children stay on the plans they are enrolled on: moving the class to a location of a type that does not offer
 * them (locationId), or dropping the monthly price while children are on the unlimited plan (monthlyPrice), is refused.
 */
async function assertPlansKept(
  tx: Tx,
  options: { before: ClassRow; input: ClassInput; locationType: LocationType },
): Promise<void> {
  const { before, input, locationType } = options;
  const moved = input.locationId !== before.locationId;
  if (!moved && (before.monthlyPrice === null || input.monthlyPrice !== null)) return;
  const after = { ...before, pricePerClass: input.pricePerClass, monthlyPrice: input.monthlyPrice };
  const left = await plansLeftOut(tx, [after], locationType);
  if (left.length === 0) return;
  const offeredThere = plansForLocation(locationType);
  throw plansInUse(
    left,
    left.some((plan) => !offeredThere.includes(plan))
      ? { path: 'locationId', message: 'locationPlansInUse' }
      : { path: 'monthlyPrice', message: 'monthlyPlanInUse' },
  );
}

/**
 * Replaces a class's details and sessions. The row is locked so no enrollment slips in meanwhile: capacity below
 * the children enrolled now is refused (maxCapacity: capacityBelowEnrolled).
 */
export async function updateClass(
  deps: NoticeSender & { db: Db; now?: () => Date },
  options: { actorId: string; classId: string; input: ClassInput },
): Promise<AdminClass> {
  const { actorId, classId, input } = options;
  const { value, written } = await deps.db.transaction(async (tx) => {
    const locationType = await checkReferences(tx, input);
    const before = await lockClassRow(tx, classId);
    await assertPlansKept(tx, { before, input, locationType });
    const weeklySessions = (await loadWeeklySessions(tx, [before.id])).get(before.id)?.length ?? 0;
    assertPricesAgree(input, { locationType, unchangedSince: { prices: before, weeklySessions } });
    const enrolled = (await countActiveEnrollments(tx, [before.id])).get(before.id) ?? 0;
    if (input.maxCapacity < enrolled) {
      throw new AppError(
        'VALIDATION_FAILED',
        `The capacity cannot be lower than the ${enrolled} children enrolled now`,
        [{ path: 'maxCapacity', message: 'capacityBelowEnrolled' }],
      );
    }
    const shown = await loadOne(tx, before.id);
    await tx.update(classes).set(toValues(input)).where(eq(classes.id, before.id));
    await writeSessions(tx, before.id, input);
    const updated = await loadOne(tx, before.id);
    const { action, details } = describeClassUpdate(toAuditState(shown), toAuditState(updated), updated.currency);
    await recordAudit(tx, { actorId, action, entityType: 'class', entityId: before.id, details });
    // A capacity raised frees places: the class's waiting list is offered them at once.
    const offers = await offerFreePlaces(tx, before.id, placeContext(deps));
    return { value: updated, written: await deps.notices.write(tx, offers) };
  });
  deps.notices.dispatch(written);
  return value;
}

/** Deletes a class that never had an enrollment; one that had is refused (CLASS_IN_USE) and nothing changes. */
export async function deleteClass(db: Db, options: { actorId: string; classId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockClassRow(tx, options.classId);
    const [used] = await tx.select({ n: count() }).from(enrollments).where(eq(enrollments.classId, row.id));
    if ((used?.n ?? 0) > 0) {
      throw new AppError('CLASS_IN_USE', 'This class has enrollments; deactivate it instead');
    }
    await tx.delete(classes).where(eq(classes.id, row.id));
    await recordAudit(tx, {
      actorId: options.actorId,
      action: 'class.deleted',
      entityType: 'class',
      entityId: row.id,
      details: { title: row.title.bg },
    });
  });
}
