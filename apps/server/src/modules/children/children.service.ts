// A family's children: create, read, delete and change level. Who reaches which child is the access policy's answer
// (modules/access): another family's child is simply "not found".
import type { Child, ChildInput, Enrollment } from '@swim/shared/api/children';
import type { SkillLevel } from '@swim/shared/enums';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  children,
  classes,
  enrollments,
  locations,
  skillLevelHistory,
  users,
  waitlistOffers,
} from '../../db/schema/index.js';
import { lockWaitlistClasses, offerFreePlaces, placeContext } from '../waitlist/offer-places.js';
import { personName } from '../../lib/person-name.js';
import { loadWeeklySessions } from '../enrollments/class-listing.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, type ChildAction, childScope, findChildFor } from '../access/access-policy.js';
import type { NoticeSender } from '../notices/templates/site.js';
import { recordRegistrationConsents } from '../consents/consents.service.js';
import { hideWithheldItemsOf } from '../consents/media-tags.js';
import { closeChildErasureRequests } from '../erasure/erasure-requests.service.js';
import { levelChangedNotices } from './level-notice.js';

/** Medical notes are kept only with the family's consent to keeping them (issue 29). */
export const medicalConsentRequired = () =>
  new AppError('MEDICAL_CONSENT_REQUIRED', 'Medical notes are kept only with the consent to keeping them', [
    { path: 'medicalNotes', message: 'medicalConsentMissing' },
  ]);

/**
 * Stores a new child of the actor's family. The actor becomes the child's parent: that is what the row records, not
 * an access decision (from then on the access policy reads children.parent_id to decide who reaches the child).
 */
export async function insertChild(tx: Tx, actor: Actor, input: ChildInput) {
  if (input.medicalNotes && !input.consents?.medical) throw medicalConsentRequired();
  const [row] = await tx
    .insert(children)
    .values({
      parentId: actor.id,
      fullName: input.fullName,
      firstName: input.firstName,
      lastName: input.lastName,
      birthDate: input.birthDate,
      gender: input.gender,
      skillLevel: input.skillLevel,
      notes: input.notes || null,
      medicalNotes: input.medicalNotes || null,
      emergencyContact: input.emergencyContact,
      emergencyPhone: input.emergencyPhone,
    })
    .returning();
  if (!row) throw new Error('child not created');
  await recordRegistrationConsents(tx, actor, row.id, input.consents);
  return row;
}

/** Enrollments of some children with class, location, instructor and weekly sessions. */
export async function listEnrollments(db: Db | Tx, childIds: string[], onlyActive = false) {
  if (childIds.length === 0) return [] as (Enrollment & { childId: string })[];
  const rows = await db
    .select({ e: enrollments, cls: classes, location: locations.name, instructor: personName(users) })
    .from(enrollments)
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .leftJoin(users, eq(users.id, classes.instructorId))
    .where(and(inArray(enrollments.childId, childIds), onlyActive ? eq(enrollments.active, true) : undefined))
    .orderBy(desc(enrollments.active), desc(enrollments.createdAt));
  const sessions = await loadWeeklySessions(db, [...new Set(rows.map((r) => r.cls.id))]);
  return rows.map(({ e, cls, location, instructor }) => ({
    childId: e.childId,
    id: e.id,
    classId: cls.id,
    classTitle: cls.title,
    level: cls.level,
    location,
    instructor,
    sessions: sessions.get(cls.id) ?? [],
    planType: e.planType,
    sessionsRemaining: e.sessionsRemaining,
    active: e.active,
    periodStart: e.periodStart,
    periodEnd: e.periodEnd,
    createdAt: e.createdAt.toISOString(),
  }));
}

function toChild(row: typeof children.$inferSelect, enrollmentRows: (Enrollment & { childId: string })[]): Child {
  return {
    id: row.id,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    gender: row.gender,
    skillLevel: row.skillLevel,
    notes: row.notes,
    medicalNotes: row.medicalNotes,
    emergencyContact: row.emergencyContact,
    emergencyPhone: row.emergencyPhone,
    createdAt: row.createdAt.toISOString(),
    enrollments: enrollmentRows.filter((e) => e.childId === row.id).map(({ childId: _, ...e }) => e),
  };
}

/** The actor's own children (the family screens), oldest first, with their enrollments. */
export async function listChildren(db: Db, actor: Actor): Promise<Child[]> {
  const rows = await db.select().from(children).where(childScope(actor, 'family')).orderBy(asc(children.birthDate));
  const enrollmentRows = await listEnrollments(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toChild(r, enrollmentRows));
}

/** A child with its enrollments, if the actor reaches it for the action (otherwise CHILD_NOT_FOUND). */
export async function getChild(
  db: Db,
  actor: Actor,
  { childId, action }: { childId: string; action: ChildAction },
): Promise<Child> {
  const row = await findChildFor(db, actor, childId, { action });
  return toChild(row, await listEnrollments(db, [row.id]));
}

/** Adds a child of the actor's family, without an enrollment. */
export async function createChild(db: Db, actor: Actor, input: ChildInput): Promise<Child> {
  return toChild(await db.transaction((tx) => insertChild(tx, actor, input)), []);
}

/**
 * Deletes one of the actor's children once the actor typed the child's full name exactly. The places the child took
 * (enrollments, an offer held) go to the classes' waiting lists at once.
 */
export async function deleteChild(
  deps: NoticeSender & { db: Db; now?: () => Date },
  actor: Actor,
  { childId, confirmName }: { childId: string; confirmName: string },
): Promise<void> {
  const written = await deps.db.transaction(async (tx) => {
    const child = await findChildFor(tx, actor, childId, { action: 'family' });
    if (confirmName.trim() !== child.fullName.trim()) {
      throw new AppError('VALIDATION_FAILED', 'Name does not match', [
        { path: 'confirmName', message: 'nameMismatch' },
      ]);
    }
    const placed = await classesWithPlacesOf(tx, child.id);
    // The classes' rows before the child's rows go (the order every writer of a class's places takes).
    await lockWaitlistClasses(tx, placed);
    await closeChildErasureRequests(tx, { childId: child.id, actorId: actor.id });
    // The child's gallery tags go with the row: an item they kept from the public must stay hidden.
    for (const item of await hideWithheldItemsOf(tx, child.id)) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'media.hidden',
        entityType: 'media',
        entityId: item.id,
        details: { title: item.title },
      });
    }
    await tx.delete(children).where(eq(children.id, child.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'child.deleted',
      entityType: 'child',
      entityId: child.id,
      details: { fullName: child.fullName, birthDate: child.birthDate },
    });
    const context = placeContext(deps);
    const offers = [];
    for (const classId of placed) offers.push(...(await offerFreePlaces(tx, classId, context)));
    return deps.notices.write(tx, offers);
  });
  deps.notices.dispatch(written);
}

/** The classes where a child holds a place: active enrollments and an open offer. */
async function classesWithPlacesOf(tx: Tx, childId: string): Promise<string[]> {
  const enrolled = await tx
    .select({ classId: enrollments.classId })
    .from(enrollments)
    .where(and(eq(enrollments.childId, childId), eq(enrollments.active, true)));
  const offered = await tx
    .select({ classId: waitlistOffers.classId })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.childId, childId), eq(waitlistOffers.status, 'open')));
  return [...new Set([...enrolled, ...offered].map((r) => r.classId))];
}

/**
 * Changes the skill level of one of the actor's children, records the change in the history, and tells the family
 * (the parent, and an athlete linked to the record) once it is committed.
 */
export async function changeSkillLevel(
  db: Db,
  actor: Actor,
  { childId, level, tell }: { childId: string; level: SkillLevel; tell: NoticeSender },
) {
  const { value, written } = await db.transaction(async (tx) => {
    const child = await findChildFor(tx, actor, childId, { action: 'family' });
    if (child.skillLevel === level) {
      throw new AppError('VALIDATION_FAILED', 'Please select a different level', [
        { path: 'level', message: 'differentLevel' },
      ]);
    }
    await tx.update(children).set({ skillLevel: level }).where(eq(children.id, child.id));
    const [change] = await tx
      .insert(skillLevelHistory)
      .values({ childId: child.id, fromLevel: child.skillLevel, toLevel: level, changedBy: actor.id })
      .returning({ id: skillLevelHistory.id });
    if (!change) throw new Error('level change not recorded');
    const notices = await levelChangedNotices(tx, {
      child,
      from: child.skillLevel,
      to: level,
      changeId: change.id,
      publicUrl: tell.publicUrl,
    });
    return { value: { skillLevel: level }, written: await tell.notices.write(tx, notices) };
  });
  tell.notices.dispatch(written);
  return value;
}
