// Closures (issue 26 item 5, ADR 0039): an admin closes the whole club or one location for a date range. Each write
// runs in one transaction: the row, then the cancellation effects of every session the old and the new range touch
// (syncCancellationEffects), the audit entry with the closure before and after, and the families' mails as outbox
// rows. The public list of upcoming closures is read here too.
import type { AdminClosure, ClosureInput, PublicClosure } from '@swim/shared/api/closures';
import { PUBLIC_CLOSURE_DAYS } from '@swim/shared/api/closures';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { closes, takesPlace } from '@swim/shared/dated-sessions';
import { addDays, zonedDate } from '@swim/shared/dates';
import { isUuid } from '@swim/shared/uuid';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { children, classes, closures, enrollments, locations, makeupBookings, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import { toStoredText } from '../../lib/list-queries.js';
import { personName } from '../../lib/person-name.js';
import { syncCancellationEffects } from './cancellation-effects.js';
import { loadDatedSessions } from './dated-sessions.service.js';
import { stampClubData } from './stamp-club-data.js';
import type { WrittenNotices } from '../notices/notice-service.js';
import type { NoticeSender } from '../notices/templates/site.js';
import { queueTrialSessionMails } from '../trials/trial-session-mail.js';
import { audienceOf, changedSessions, familyNotices, snapshotSessions } from './family-notices.js';

type ClosureRow = typeof closures.$inferSelect;
/** Who writes, the app's clock, and how families are told (with the site's address for the links). */
export type ClosureWriter = NoticeSender & { db: Db; actorId: string; now: Date };
/** A write's answer, and the families' notices to dispatch once it committed. */
export type Written<T> = { value: T; notices: WrittenNotices };

const closureNotFound = () => notFound('Closure not found');
const unknownLocation = () =>
  new AppError('VALIDATION_FAILED', 'No such location', [{ path: 'locationId', message: 'selectLocation' }]);

const today = (now: Date) => zonedDate(now, CLUB_TIME_ZONE);

/** The closures with their location, creator and what they close, as the admin reads them. */
async function toAdminClosures(db: Db | Tx, rows: ClosureRow[]): Promise<AdminClosure[]> {
  if (rows.length === 0) return [];
  const locationIds = [...new Set(rows.flatMap((r) => (r.locationId ? [r.locationId] : [])))];
  const locationRows = locationIds.length
    ? await db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(inArray(locations.id, locationIds))
    : [];
  const creatorIds = [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))];
  const creatorRows = creatorIds.length
    ? await db
        .select({ id: users.id, name: personName(users) })
        .from(users)
        .where(inArray(users.id, creatorIds))
    : [];
  const locationOf = new Map(locationRows.map((l) => [l.id, l]));
  const creatorOf = new Map(creatorRows.map((u) => [u.id, u.name]));
  const out: AdminClosure[] = [];
  for (const row of rows) {
    const counts = await closedCounts(db, row);
    const location = row.locationId ? locationOf.get(row.locationId) : undefined;
    out.push({
      id: row.id,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      location: location ? { id: location.id, name: location.name } : null,
      reason: row.reason,
      note: row.note ?? null,
      sessionCount: counts.sessions,
      familyCount: counts.families,
      createdBy: (row.createdBy && creatorOf.get(row.createdBy)) || null,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return out;
}

/** The active classes a closure reaches: the location's, or every one. */
async function classIdsOf(db: Db | Tx, locationId: string | null): Promise<string[]> {
  const rows = await db
    .select({ id: classes.id })
    .from(classes)
    .where(locationId ? and(eq(classes.active, true), eq(classes.locationId, locationId)) : eq(classes.active, true));
  return rows.map((r) => r.id);
}

/**
 * The dated sessions a closure closes (its key day or the day it was moved to lies in the closure), and the families
 * with a child in one of them as of now: regulars with an active enrollment started by then, and make-up guests booked.
 */
async function closedCounts(db: Db | Tx, row: ClosureRow): Promise<{ sessions: number; families: number }> {
  const classIds = await classIdsOf(db, row.locationId);
  // A session moved within its week can land in the closure from up to six days before it starts or after it ends.
  const sessions = (
    await loadDatedSessions(db, { classIds, from: addDays(row.startsOn, -6), to: addDays(row.endsOn, 6) })
  ).filter((s) => !takesPlace(s) && (closes(row, s.cls.locationId, s.date) || closes(row, s.cls.locationId, s.onDate)));
  if (sessions.length === 0) return { sessions: 0, families: 0 };
  const parents = new Set<string>();
  const ids = [...new Set(sessions.map((s) => s.cls.id))];
  const regulars = await db
    .select({ classId: enrollments.classId, startsOn: enrollments.startsOn, parentId: children.parentId })
    .from(enrollments)
    .innerJoin(children, eq(children.id, enrollments.childId))
    .where(and(inArray(enrollments.classId, ids), eq(enrollments.active, true)));
  const guests = await db
    .select({
      classId: makeupBookings.classId,
      date: makeupBookings.date,
      startTime: makeupBookings.startTime,
      parentId: children.parentId,
    })
    .from(makeupBookings)
    .innerJoin(children, eq(children.id, makeupBookings.childId))
    .where(and(inArray(makeupBookings.classId, ids), isNull(makeupBookings.cancelledAt)));
  for (const s of sessions) {
    for (const r of regulars) if (r.classId === s.cls.id && r.startsOn <= s.date) parents.add(r.parentId);
    for (const g of guests)
      if (g.classId === s.cls.id && g.date === s.date && g.startTime.slice(0, 5) === s.startTime)
        parents.add(g.parentId);
  }
  return { sessions: sessions.length, families: parents.size };
}

/** Upcoming closures (ending today or later, soonest first) or past ones (latest first), as the admin reads them. */
export async function listClosures(db: Db, query: { when: 'upcoming' | 'past'; now: Date }): Promise<AdminClosure[]> {
  const day = today(query.now);
  const rows = await db
    .select()
    .from(closures)
    .where(query.when === 'upcoming' ? gte(closures.endsOn, day) : lt(closures.endsOn, day))
    .orderBy(
      ...(query.when === 'upcoming'
        ? [asc(closures.startsOn), asc(closures.endsOn)]
        : [desc(closures.startsOn), desc(closures.endsOn)]),
      asc(closures.id),
    );
  return toAdminClosures(db, rows);
}

/** Closures ending today or later and starting within PUBLIC_CLOSURE_DAYS, soonest first, for the public pages. */
export async function listPublicClosures(db: Db, now: Date): Promise<PublicClosure[]> {
  const day = today(now);
  const rows = await db
    .select({
      id: closures.id,
      startsOn: closures.startsOn,
      endsOn: closures.endsOn,
      reason: closures.reason,
      note: closures.note,
      locationId: locations.id,
      locationName: locations.name,
    })
    .from(closures)
    .leftJoin(locations, eq(locations.id, closures.locationId))
    .where(and(gte(closures.endsOn, day), lte(closures.startsOn, addDays(day, PUBLIC_CLOSURE_DAYS))))
    .orderBy(asc(closures.startsOn), asc(closures.endsOn), asc(closures.id));
  return rows.map((r) => ({
    id: r.id,
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    location: r.locationId && r.locationName ? { id: r.locationId, name: r.locationName } : null,
    reason: r.reason,
    note: r.note ?? null,
  }));
}

/** The closure's values as stored; an unknown location is refused on its field. */
async function toValues(tx: Tx, input: ClosureInput) {
  if (input.locationId !== null) {
    if (!isUuid(input.locationId)) throw unknownLocation();
    const [found] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, input.locationId));
    if (!found) throw unknownLocation();
  }
  return {
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    locationId: input.locationId,
    reason: input.reason,
    note: toStoredText(input.note),
  };
}

/** What the audit log keeps of a closure: its days, the location's name (null = the whole club), reason and note. */
async function described(tx: Tx, row: ClosureRow) {
  const [location] = row.locationId
    ? await tx.select({ name: locations.name }).from(locations).where(eq(locations.id, row.locationId))
    : [];
  return {
    from: row.startsOn,
    to: row.endsOn,
    location: location?.name ?? null,
    reason: row.reason,
    note: row.note?.bg ?? null,
  };
}

type Span = { startsOn: string; endsOn: string; locationId: string | null };

/**
 * The part of every closure write after the row changed: the sessions of the affected classes over the union of the
 * old and new ranges (plus six days either side, whose sessions may have been moved into it) before and after, the
 * effects reconciled, the audit entry, the families' mails.
 */
async function afterWrite(
  tx: Tx,
  writer: ClosureWriter,
  spans: { before: Span | null; after: Span | null },
  write: () => Promise<ClosureRow | null>,
  audit: (row: ClosureRow | null) => Promise<Parameters<typeof recordAudit>[1]>,
  event: 'closure.created' | 'closure.updated' | 'closure.deleted',
): Promise<{ row: ClosureRow | null; notices: WrittenNotices }> {
  const present = [spans.before, spans.after].filter((s): s is Span => s !== null);
  const clubWide = present.some((s) => s.locationId === null);
  let classIds: string[] | undefined;
  if (!clubWide) {
    // One query after another: a transaction's connection runs one at a time.
    const ids: string[] = [];
    for (const span of present) ids.push(...(await classIdsOf(tx, span.locationId)));
    classIds = [...new Set(ids)];
  }
  // A session moved within its week can land in a closure from up to six days either side of it.
  const from = addDays(present.map((s) => s.startsOn).sort()[0] as string, -6);
  const to = addDays(
    present
      .map((s) => s.endsOn)
      .sort()
      .at(-1) as string,
    6,
  );
  const range = { classIds, from, to };

  const before = await snapshotSessions(tx, range);
  const row = await write();
  const after = await snapshotSessions(tx, range);
  const audience = await audienceOf(tx, changedSessions(before, after, writer.now));
  const effects = await syncCancellationEffects(tx, { ...range, actorId: writer.actorId, now: writer.now });
  const auditId = await recordAudit(tx, await audit(row));
  await stampClubData(tx);
  // The event is this write (its audit entry): the same closure changed again later is told again.
  const eventKey = `session_changed:${auditId}`;
  const notices = await writer.notices.write(
    tx,
    await familyNotices(tx, { event, audience, effects, eventKey, publicUrl: writer.publicUrl }),
  );
  notices.mailIds.push(
    ...(await queueTrialSessionMails(tx, { notices: audience.notices, publicUrl: writer.publicUrl })),
  );
  return { row, notices };
}

async function lockClosure(tx: Tx, closureId: string): Promise<ClosureRow> {
  if (!isUuid(closureId)) throw closureNotFound();
  const [row] = await tx.select().from(closures).where(eq(closures.id, closureId)).for('update');
  if (!row) throw closureNotFound();
  return row;
}

export async function createClosure(writer: ClosureWriter, input: ClosureInput): Promise<Written<AdminClosure>> {
  return writer.db.transaction(async (tx) => {
    const values = await toValues(tx, input);
    const { row, notices } = await afterWrite(
      tx,
      writer,
      { before: null, after: values },
      async () => {
        const [inserted] = await tx
          .insert(closures)
          .values({ ...values, createdBy: writer.actorId })
          .returning();
        return inserted ?? null;
      },
      async (created) => ({
        actorId: writer.actorId,
        action: 'closure.created',
        entityType: 'closure',
        entityId: created?.id ?? '',
        details: created ? await described(tx, created) : {},
      }),
      'closure.created',
    );
    if (!row) throw new Error('closure not created');
    const [value] = await toAdminClosures(tx, [row]);
    if (!value) throw new Error('closure not read back');
    return { value, notices };
  });
}

export async function updateClosure(
  writer: ClosureWriter,
  closureId: string,
  input: ClosureInput,
): Promise<Written<AdminClosure>> {
  return writer.db.transaction(async (tx) => {
    const old = await lockClosure(tx, closureId);
    const values = await toValues(tx, input);
    const { row, notices } = await afterWrite(
      tx,
      writer,
      { before: old, after: values },
      async () => {
        const [updated] = await tx
          .update(closures)
          .set({ ...values, updatedAt: writer.now })
          .where(eq(closures.id, old.id))
          .returning();
        return updated ?? null;
      },
      async (updated) => ({
        actorId: writer.actorId,
        action: 'closure.updated',
        entityType: 'closure',
        entityId: old.id,
        details: { ...(updated ? await described(tx, updated) : {}), previous: await described(tx, old) },
      }),
      'closure.updated',
    );
    if (!row) throw closureNotFound();
    const [value] = await toAdminClosures(tx, [row]);
    if (!value) throw new Error('closure not read back');
    return { value, notices };
  });
}

export async function deleteClosure(writer: ClosureWriter, closureId: string): Promise<Written<null>> {
  return writer.db.transaction(async (tx) => {
    const old = await lockClosure(tx, closureId);
    const { notices } = await afterWrite(
      tx,
      writer,
      { before: old, after: null },
      async () => {
        await tx.delete(closures).where(eq(closures.id, old.id));
        return null;
      },
      async () => ({
        actorId: writer.actorId,
        action: 'closure.deleted',
        entityType: 'closure',
        entityId: old.id,
        details: { previous: await described(tx, old) },
      }),
      'closure.deleted',
    );
    return { value: null, notices };
  });
}
