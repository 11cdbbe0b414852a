// A child's details corrected after registration: by the child's parent (the family screens) or an admin (the console).
import { CHILD_EDITABLE_FIELDS, type Child, type ChildUpdateInput } from '@swim/shared/api/children';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, type ChildAction, findChildFor } from '../access/access-policy.js';
import { medicalConsentGranted } from '../consents/consents-in-force.js';
import { getChild, medicalConsentRequired } from './children.service.js';

type ChildRow = typeof children.$inferSelect;
type EditableField = keyof ChildUpdateInput;

const EDITABLE: readonly EditableField[] = CHILD_EDITABLE_FIELDS;

/** The stored value of an input field: an empty optional text is kept as null, as at registration. */
function toStored(input: ChildUpdateInput, field: EditableField): string | null {
  const value = input[field];
  return field === 'notes' || field === 'medicalNotes' ? value || null : (value ?? null);
}

/**
 * Saves the child's details and records which fields changed in the audit log: the names of the fields only, never
 * their values (medical notes and contacts stay out of the log). Out of reach answers CHILD_NOT_FOUND.
 */
export async function updateChild(
  db: Db,
  actor: Actor,
  { childId, action, input }: { childId: string; action: ChildAction; input: ChildUpdateInput },
): Promise<Child> {
  await db.transaction(async (tx) => {
    const found = await findChildFor(tx, actor, childId, { action });
    // Locked, so a consent withdrawn meanwhile (which deletes the notes) is seen before notes are written again.
    const [child = found] = await tx.select().from(children).where(eq(children.id, found.id)).for('update');
    if (child.erasedAt) throw new AppError('CHILD_ERASED', "This child's data was erased and cannot be changed");
    const fields = EDITABLE.filter((field) => toStored(input, field) !== (child[field] as ChildRow[EditableField]));
    if (fields.length === 0) return;
    const values = Object.fromEntries(fields.map((field) => [field, toStored(input, field)]));
    if (fields.includes('medicalNotes') && values.medicalNotes && !(await medicalConsentGranted(tx, child.id)))
      throw medicalConsentRequired();
    await tx.update(children).set(values).where(eq(children.id, child.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'child.updated',
      entityType: 'child',
      entityId: child.id,
      details: { fullName: input.fullName, fields },
    });
  });
  return getChild(db, actor, { childId, action });
}
