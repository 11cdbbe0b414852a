// The club's featured athletes shown on /coaches: created, edited, featured or not, deleted by an admin, with a
// photo. Every write is audited (athlete_profile.*); the public 'people' cache is stamped by triggers.
import type {
  AdminAthleteProfile,
  AthleteProfileInput,
  AthleteProfileList,
  athleteProfileListQuerySchema,
} from '@swim/shared/api/admin-people';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { athleteProfiles } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import {
  assertUuid,
  bulgarianOf,
  containsPattern,
  localizedMatches,
  offsetOf,
  toStoredText,
} from '../../lib/list-queries.js';
import { removeProfilePhoto, saveProfilePhoto } from './profile-photo.js';

type Query = z.output<typeof athleteProfileListQuerySchema>;
type AthleteRow = typeof athleteProfiles.$inferSelect;

function toAdminAthleteProfile(row: AthleteRow): AdminAthleteProfile {
  return {
    id: row.id,
    name: row.name,
    discipline: row.discipline,
    achievements: row.achievements,
    birthYear: row.birthYear,
    photoUrl: row.photoUrl,
    featured: row.featured,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

function toValues(input: AthleteProfileInput) {
  const name = toStoredText(input.name);
  const discipline = toStoredText(input.discipline);
  const achievements = toStoredText(input.achievements);
  if (!name || !discipline || !achievements) {
    throw new AppError('VALIDATION_FAILED', 'Name, discipline and achievements are required');
  }
  return {
    name,
    discipline,
    achievements,
    birthYear: input.birthYear,
    featured: input.featured,
    sortOrder: input.sortOrder,
  };
}

async function lockProfile(tx: Tx, profileId: string): Promise<AthleteRow> {
  assertUuid(profileId, 'Athlete profile');
  const [row] = await tx.select().from(athleteProfiles).where(eq(athleteProfiles.id, profileId)).for('update');
  if (!row) throw notFound('Athlete profile not found');
  return row;
}

/** Athlete profiles matching a search (name or discipline in any language), in the public order, paged. */
export async function listAthleteProfiles(db: Db, query: Query): Promise<AthleteProfileList> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = pattern
    ? sql`(${localizedMatches(athleteProfiles.name, pattern)} or ${localizedMatches(athleteProfiles.discipline, pattern)})`
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(athleteProfiles)
      .where(where)
      .orderBy(asc(athleteProfiles.sortOrder), bulgarianOf(athleteProfiles.name), athleteProfiles.id)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(athleteProfiles).where(where),
  ]);
  return {
    items: rows.map(toAdminAthleteProfile),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Creates an athlete profile. */
export async function createAthleteProfile(
  db: Db,
  options: { actorId: string; input: AthleteProfileInput },
): Promise<AdminAthleteProfile> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(athleteProfiles).values(toValues(options.input)).returning();
    if (!row) throw new Error('athlete profile not created');
    await recordAudit(tx, {
      actorId: options.actorId,
      action: 'athlete_profile.created',
      entityType: 'athlete_profile',
      entityId: row.id,
      details: { name: row.name.bg, featured: row.featured },
    });
    return toAdminAthleteProfile(row);
  });
}

/** Replaces an athlete profile's texts, order and featured flag. */
export async function updateAthleteProfile(
  db: Db,
  options: { actorId: string; profileId: string; input: AthleteProfileInput },
): Promise<AdminAthleteProfile> {
  return db.transaction(async (tx) => {
    const before = await lockProfile(tx, options.profileId);
    const [row] = await tx
      .update(athleteProfiles)
      .set(toValues(options.input))
      .where(eq(athleteProfiles.id, before.id))
      .returning();
    if (!row) throw notFound('Athlete profile not found');
    await recordAudit(tx, {
      actorId: options.actorId,
      action: 'athlete_profile.updated',
      entityType: 'athlete_profile',
      entityId: row.id,
      details: { name: row.name.bg, ...(before.featured !== row.featured ? { featured: row.featured } : {}) },
    });
    return toAdminAthleteProfile(row);
  });
}

/** Deletes an athlete profile and its uploaded photo. */
export async function deleteAthleteProfile(
  db: Db,
  options: { actorId: string; profileId: string; uploadsDir: string },
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const row = await lockProfile(tx, options.profileId);
    await tx.delete(athleteProfiles).where(eq(athleteProfiles.id, row.id));
    await recordAudit(tx, {
      actorId: options.actorId,
      action: 'athlete_profile.deleted',
      entityType: 'athlete_profile',
      entityId: row.id,
      details: { name: row.name.bg },
    });
    return row;
  });
  await removeProfilePhoto(options.uploadsDir, removed.photoUrl);
}

/** Replaces an athlete's photo; the new file is removed again if the change cannot be recorded. */
export async function replaceAthletePhoto(
  db: Db,
  options: { actorId: string; profileId: string; uploadsDir: string; bytes: Buffer },
): Promise<AdminAthleteProfile> {
  const { actorId, profileId, uploadsDir, bytes } = options;
  await db.transaction((tx) => lockProfile(tx, profileId));
  const photoUrl = await saveProfilePhoto({ uploadsDir, profileId, bytes });
  try {
    const { row, previous } = await db.transaction(async (tx) => {
      const before = await lockProfile(tx, profileId);
      const [updated] = await tx
        .update(athleteProfiles)
        .set({ photoUrl })
        .where(eq(athleteProfiles.id, before.id))
        .returning();
      if (!updated) throw notFound('Athlete profile not found');
      await recordAudit(tx, {
        actorId,
        action: 'athlete_profile.photo_replaced',
        entityType: 'athlete_profile',
        entityId: updated.id,
        details: { photoUrl },
      });
      return { row: updated, previous: before.photoUrl };
    });
    await removeProfilePhoto(uploadsDir, previous);
    return toAdminAthleteProfile(row);
  } catch (error) {
    await removeProfilePhoto(uploadsDir, photoUrl);
    throw error;
  }
}
