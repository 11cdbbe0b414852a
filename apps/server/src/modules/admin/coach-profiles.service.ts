// The public coach profiles shown on /coaches: one per instructor, created, edited, hidden or shown by an admin,
// with a photo. Every write is audited (coach_profile.*); the public 'people' cache is stamped by triggers.
import type {
  AdminCoachProfile,
  CoachProfileInput,
  CoachProfileList,
  coachProfileListQuerySchema,
} from '@swim/shared/api/admin-people';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { coachProfiles, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import { assertUuid, bulgarianOf, offsetOf, toStoredText } from '../../lib/list-queries.js';
import { removeProfilePhoto, saveProfilePhoto } from './profile-photo.js';

type CoachRow = typeof coachProfiles.$inferSelect;

function toAdminCoachProfile(row: CoachRow): AdminCoachProfile {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    title: row.title,
    bio: row.bio,
    achievements: row.achievements ?? null,
    specialties: row.specialties,
    yearsExperience: row.yearsExperience,
    photoUrl: row.photoUrl,
    published: row.published,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

function toValues(input: CoachProfileInput) {
  const name = toStoredText(input.name);
  const title = toStoredText(input.title);
  const bio = toStoredText(input.bio);
  // The schema has already required these; this keeps the types honest.
  if (!name || !title || !bio) throw new AppError('VALIDATION_FAILED', 'Name, role and bio are required');
  return {
    name,
    title,
    bio,
    achievements: toStoredText(input.achievements),
    specialties: input.specialties.map(toStoredText).filter((s) => s !== null),
    yearsExperience: input.yearsExperience,
    published: input.published,
    sortOrder: input.sortOrder,
  };
}

async function lockProfile(tx: Db | Tx, profileId: string): Promise<CoachRow> {
  assertUuid(profileId, 'Coach profile');
  const [row] = await tx.select().from(coachProfiles).where(eq(coachProfiles.id, profileId)).for('update');
  if (!row) throw notFound('Coach profile not found');
  return row;
}

/** Coach profiles in their public order: all, those an instructor holds, or those no instructor holds. */
export async function listCoachProfiles(
  db: Db,
  query: z.output<typeof coachProfileListQuerySchema>,
): Promise<CoachProfileList> {
  const held = sql`${users.role} = 'instructor'`;
  const where = { all: undefined, instructor: held, none: sql`(${users.id} is null or not ${held})` }[query.holder];
  const [rows, totals] = await Promise.all([
    db
      .select({ profile: coachProfiles })
      .from(coachProfiles)
      .leftJoin(users, eq(users.id, coachProfiles.userId))
      .where(where)
      .orderBy(asc(coachProfiles.sortOrder), bulgarianOf(coachProfiles.name), coachProfiles.id)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(coachProfiles).leftJoin(users, eq(users.id, coachProfiles.userId)).where(where),
  ]);
  return {
    items: rows.map((r) => toAdminCoachProfile(r.profile)),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One coach profile. */
export async function getCoachProfile(db: Db, profileId: string): Promise<AdminCoachProfile> {
  assertUuid(profileId, 'Coach profile');
  const [row] = await db.select().from(coachProfiles).where(eq(coachProfiles.id, profileId));
  if (!row) throw notFound('Coach profile not found');
  return toAdminCoachProfile(row);
}

/** Creates the coach profile of an instructor (one per user: a second is refused with CONFLICT). */
export async function createCoachProfile(
  db: Db,
  options: { actorId: string; userId: string; input: CoachProfileInput },
): Promise<AdminCoachProfile> {
  const { actorId, userId, input } = options;
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('User not found');
    if (user.role !== 'instructor') {
      throw new AppError('VALIDATION_FAILED', 'Only an instructor has a coach profile', [
        { path: 'userId', message: 'instructorRequired' },
      ]);
    }
    const [existing] = await tx
      .select({ id: coachProfiles.id })
      .from(coachProfiles)
      .where(eq(coachProfiles.userId, userId));
    if (existing) throw new AppError('CONFLICT', 'This instructor already has a coach profile');
    const [row] = await tx
      .insert(coachProfiles)
      .values({ ...toValues(input), userId })
      .returning();
    if (!row) throw new Error('coach profile not created');
    await recordAudit(tx, {
      actorId,
      action: 'coach_profile.created',
      entityType: 'coach_profile',
      entityId: row.id,
      details: { userId, name: row.name.bg, published: row.published },
    });
    return toAdminCoachProfile(row);
  });
}

/** Replaces a coach profile's texts, order and published flag. */
export async function updateCoachProfile(
  db: Db,
  options: { actorId: string; profileId: string; input: CoachProfileInput },
): Promise<AdminCoachProfile> {
  const { actorId, profileId, input } = options;
  return db.transaction(async (tx) => {
    const before = await lockProfile(tx, profileId);
    const [row] = await tx
      .update(coachProfiles)
      .set(toValues(input))
      .where(eq(coachProfiles.id, before.id))
      .returning();
    if (!row) throw notFound('Coach profile not found');
    await recordAudit(tx, {
      actorId,
      action: 'coach_profile.updated',
      entityType: 'coach_profile',
      entityId: row.id,
      details: { name: row.name.bg, ...(before.published !== row.published ? { published: row.published } : {}) },
    });
    return toAdminCoachProfile(row);
  });
}

/** Replaces a coach's photo; the new file is removed again if the change cannot be recorded. */
export async function replaceCoachPhoto(
  db: Db,
  options: { actorId: string; profileId: string; uploadsDir: string; bytes: Buffer },
): Promise<AdminCoachProfile> {
  const { actorId, profileId, uploadsDir, bytes } = options;
  await getCoachProfile(db, profileId);
  const photoUrl = await saveProfilePhoto({ uploadsDir, profileId, bytes });
  try {
    const { row, previous } = await db.transaction(async (tx) => {
      const before = await lockProfile(tx, profileId);
      const [updated] = await tx
        .update(coachProfiles)
        .set({ photoUrl })
        .where(eq(coachProfiles.id, before.id))
        .returning();
      if (!updated) throw notFound('Coach profile not found');
      await recordAudit(tx, {
        actorId,
        action: 'coach_profile.photo_replaced',
        entityType: 'coach_profile',
        entityId: updated.id,
        details: { photoUrl },
      });
      return { row: updated, previous: before.photoUrl };
    });
    await removeProfilePhoto(uploadsDir, previous);
    return toAdminCoachProfile(row);
  } catch (error) {
    await removeProfilePhoto(uploadsDir, photoUrl);
    throw error;
  }
}
