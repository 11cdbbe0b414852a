// The admin console's instructors: who they are, how many classes they lead, whether they have a public coach
// profile; and moving a class to another instructor (only to a user whose role is instructor). Audited.
import type { AdminInstructor, InstructorList, instructorListQuerySchema } from '@swim/shared/api/admin-people';
import type { PersonName } from '@swim/shared/localized';
import { type SQL, and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { classes, coachProfiles, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import { bulgarianPersonName, personName, personNameMatches } from '../../lib/person-name.js';
import { assertUuid, containsPattern, direction, offsetOf } from '../../lib/list-queries.js';

type Query = z.output<typeof instructorListQuerySchema>;

// Spelled out: the subquery names the outer users row itself.
const classCount = sql<number>`(select count(*)::int from classes c where c.instructor_id = "users"."id")`;

function toAdminInstructor(
  user: typeof users.$inferSelect,
  known: { name: PersonName | null; classes: number },
  profile: { id: string | null; published: boolean | null },
): AdminInstructor {
  return {
    id: user.id,
    // Null only for a missing row: the fallback (the rule's answer without a profile) satisfies the type.
    name: known.name ?? { bg: user.name },
    email: user.email,
    phone: user.phone,
    classCount: Number(known.classes),
    coachProfile: {
      id: profile.id,
      state: profile.id === null ? 'none' : profile.published ? 'published' : 'hidden',
    },
    createdAt: user.createdAt.toISOString(),
  };
}

/** Users whose role is instructor, matching a search (name, email or phone), sorted and paged. */
export async function listInstructors(db: Db, query: Query): Promise<InstructorList> {
  const conditions: (SQL | undefined)[] = [eq(users.role, 'instructor')];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(personNameMatches(users, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)));
  }
  const where = and(...conditions);
  const sortBy = { name: bulgarianPersonName(users), classes: classCount, createdAt: users.createdAt }[query.sort];
  const [rows, totals] = await Promise.all([
    db
      .select({
        user: users,
        name: personName(users),
        classCount,
        profileId: coachProfiles.id,
        published: coachProfiles.published,
      })
      .from(users)
      .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
      .where(where)
      .orderBy(direction(query.order, sortBy), users.id)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((r) =>
      toAdminInstructor(r.user, { name: r.name, classes: r.classCount }, { id: r.profileId, published: r.published }),
    ),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Gives a class to another instructor. The new one must be a user whose role is instructor: anyone else is refused
 * (VALIDATION_FAILED on instructorId) and nothing changes.
 */
export async function reassignClass(
  db: Db,
  options: { actorId: string; classId: string; instructorId: string },
): Promise<{ classId: string; instructorId: string }> {
  const { actorId, classId, instructorId } = options;
  assertUuid(classId, 'Class');
  return db.transaction(async (tx) => {
    const [cls] = await tx.select().from(classes).where(eq(classes.id, classId)).for('update');
    if (!cls) throw notFound('Class not found');
    const [target] = await tx
      .select({ role: users.role, name: bulgarianPersonName(users) })
      .from(users)
      .where(eq(users.id, instructorId));
    if (target?.role !== 'instructor') {
      throw new AppError('VALIDATION_FAILED', 'Choose a user whose role is instructor', [
        { path: 'instructorId', message: 'instructorRequired' },
      ]);
    }
    if (cls.instructorId !== instructorId) {
      const [previous] = cls.instructorId
        ? await tx
            .select({ name: bulgarianPersonName(users) })
            .from(users)
            .where(eq(users.id, cls.instructorId))
        : [];
      await tx.update(classes).set({ instructorId }).where(eq(classes.id, cls.id));
      await recordAudit(tx, {
        actorId,
        action: 'class.reassigned',
        entityType: 'class',
        entityId: cls.id,
        details: { title: cls.title.bg, instructor: { from: previous?.name ?? null, to: target.name } },
      });
    }
    return { classId: cls.id, instructorId };
  });
}
