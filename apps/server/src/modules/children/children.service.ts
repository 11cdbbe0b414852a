// A parent's children: create, read, delete and change level. Another parent's child is simply "not found".
import type { Child, ChildInput, Enrollment } from '@swim/shared/api/children';
import type { SkillLevel } from '@swim/shared/enums';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  children,
  classSessions,
  classes,
  enrollments,
  locations,
  skillLevelHistory,
  users,
} from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';

import { type ChildAccess, familyAccess, findChild } from './child-access.js';

export { childNotFound } from './child-access.js';

/** The parent's own child row, or CHILD_NOT_FOUND (the same answer for unknown ids and other parents' children). */
export async function findOwnChild(db: Db | Tx, parentId: string, childId: string) {
  return findChild(db, familyAccess(parentId), childId);
}

export async function insertChild(db: Db | Tx, parentId: string, input: ChildInput) {
  const [row] = await db
    .insert(children)
    .values({
      parentId,
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
  return row;
}

/** Enrollments of some children with class, location, instructor and weekly sessions. */
export async function listEnrollments(db: Db | Tx, childIds: string[], onlyActive = false) {
  if (childIds.length === 0) return [] as (Enrollment & { childId: string })[];
  const rows = await db
    .select({ e: enrollments, cls: classes, location: locations.name, instructor: users.name })
    .from(enrollments)
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .leftJoin(users, eq(users.id, classes.instructorId))
    .where(and(inArray(enrollments.childId, childIds), onlyActive ? eq(enrollments.active, true) : undefined))
    .orderBy(desc(enrollments.active), desc(enrollments.createdAt));
  const classIds = [...new Set(rows.map((r) => r.cls.id))];
  const sessions = classIds.length
    ? await db
        .select()
        .from(classSessions)
        .where(inArray(classSessions.classId, classIds))
        .orderBy(asc(classSessions.dayOfWeek), asc(classSessions.startTime))
    : [];
  return rows.map(({ e, cls, location, instructor }) => ({
    childId: e.childId,
    id: e.id,
    classId: cls.id,
    classTitle: cls.title,
    level: cls.level,
    location,
    instructor,
    sessions: sessions
      .filter((s) => s.classId === cls.id)
      .map((s) => ({ dayOfWeek: s.dayOfWeek, startTime: s.startTime.slice(0, 5) })),
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

/** The parent's children, oldest first, with their enrollments. */
export async function listChildren(db: Db, parentId: string): Promise<Child[]> {
  const rows = await db.select().from(children).where(eq(children.parentId, parentId)).orderBy(asc(children.birthDate));
  const enrollmentRows = await listEnrollments(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toChild(r, enrollmentRows));
}

/** A child with its enrollments, as far as the caller's access reaches (otherwise CHILD_NOT_FOUND). */
export async function getChild(db: Db, access: ChildAccess, childId: string): Promise<Child> {
  const row = await findChild(db, access, childId);
  return toChild(row, await listEnrollments(db, [row.id]));
}

/** Adds a child without an enrollment. */
export async function createChild(db: Db, parentId: string, input: ChildInput): Promise<Child> {
  return toChild(await insertChild(db, parentId, input), []);
}

/** Deletes a child once the parent typed the child's full name exactly. */
export async function deleteChild(db: Db, parentId: string, childId: string, confirmName: string): Promise<void> {
  await db.transaction(async (tx) => {
    const child = await findOwnChild(tx, parentId, childId);
    if (confirmName.trim() !== child.fullName.trim()) {
      throw new AppError('VALIDATION_FAILED', 'Name does not match', [
        { path: 'confirmName', message: 'nameMismatch' },
      ]);
    }
    await tx.delete(children).where(eq(children.id, child.id));
    await recordAudit(tx, {
      actorId: parentId,
      action: 'child.deleted',
      entityType: 'child',
      entityId: child.id,
      details: { fullName: child.fullName, birthDate: child.birthDate },
    });
  });
}

/** Changes the child's skill level and records the change in the history. */
export async function changeSkillLevel(db: Db, actorId: string, parentId: string, childId: string, level: SkillLevel) {
  return db.transaction(async (tx) => {
    const child = await findOwnChild(tx, parentId, childId);
    if (child.skillLevel === level) {
      throw new AppError('VALIDATION_FAILED', 'Please select a different level', [
        { path: 'level', message: 'differentLevel' },
      ]);
    }
    await tx.update(children).set({ skillLevel: level }).where(eq(children.id, child.id));
    await tx
      .insert(skillLevelHistory)
      .values({ childId: child.id, fromLevel: child.skillLevel, toLevel: level, changedBy: actorId });
    return { skillLevel: level };
  });
}
