// A child's details after registration: who may correct them and who may read the medical notes.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { auditLog, children, consents } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, TEST_ORIGIN, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment } from '../../test/factories.js';

const t = useTestApp({ rateLimitMax: 100_000 });

const MEDICAL = 'Астма: инхалатор в чантата';
let parent: Caller;
let childId: string;
let classId: string;

beforeEach(async () => {
  const db = t.database.db;
  parent = await buildCaller(t.app, db, { name: 'Мария Петрова' });
  const child = await buildChild(db, parent.user.id, { fullName: 'Виктория Петрова', medicalNotes: MEDICAL });
  childId = child.id;
  // The family consented to keeping medical notes (issue 29): without it no medical text is saved.
  await db.insert(consents).values({
    childId,
    kind: 'medical',
    granted: true,
    textVersion: 1,
    givenBy: parent.user.id,
    givenAs: 'parent',
  });
});

const edit = {
  fullName: 'Виктория Петрова',
  firstName: 'Viktoria',
  lastName: 'Petrova',
  birthDate: '2016-04-12',
  gender: 'female',
  notes: 'Обича гръб',
  medicalNotes: 'Астма: инхалатор у треньора',
  emergencyContact: 'Георги Петров',
  emergencyPhone: '+359 887 000 111',
};
const put = (caller: Caller, url = `/api/children/${childId}`, payload: object = edit) =>
  caller.inject({ method: 'PUT', url, payload });
const stored = async () => (await t.database.db.select().from(children).where(eq(children.id, childId)))[0];
async function buildCoachOfChild() {
  const coach = await buildCaller(t.app, t.database.db, { role: 'instructor', name: 'Георги Иванов' });
  classId = (await buildClass(t.database.db, { instructorId: coach.user.id })).id;
  await buildEnrollment(t.database.db, childId, classId);
  return coach;
}

describe('editing a child', () => {
  it('answers 401 to a visitor and 403 to an athlete, changing nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/children/${childId}`,
      payload: edit,
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(401);
    const athlete = await buildCaller(t.app, t.database.db, { role: 'athlete' });
    expect((await put(athlete)).statusCode).toBe(403);
    expect((await put(athlete, `/api/admin/children/${childId}`)).statusCode).toBe(403);
    expect((await stored())?.medicalNotes).toBe(MEDICAL);
  });

  it('refuses bad input with field keys and changes nothing', async () => {
    const res = await put(parent, undefined, {
      ...edit,
      emergencyPhone: 'обади се',
      firstName: 'Виктория',
      birthDate: '2099-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'emergencyPhone', message: 'phoneInvalid' },
        { path: 'firstName', message: 'latinOnly' },
        { path: 'birthDate', message: 'birthDateInvalid' },
      ]),
    );
    expect((await stored())?.medicalNotes).toBe(MEDICAL);
  });

  it('lets the parent correct the details; the audit log names the fields, never the medical text', async () => {
    const res = await put(parent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ medicalNotes: edit.medicalNotes, emergencyPhone: '+359 887 000 111' });

    const [row] = await queryRows(
      t.database.db,
      sql`select first_name, gender, notes, medical_notes, emergency_contact, emergency_phone, skill_level
          from children where id = ${childId}`,
    );
    expect(row).toEqual({
      first_name: 'Viktoria',
      gender: 'female',
      notes: 'Обича гръб',
      medical_notes: 'Астма: инхалатор у треньора',
      emergency_contact: 'Георги Петров',
      emergency_phone: '+359 887 000 111',
      skill_level: 'beginner',
    });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, childId));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: parent.user.id, action: 'child.updated', entityType: 'child' });
    expect(entries[0]?.details).toEqual({
      fullName: 'Виктория Петрова',
      fields: ['firstName', 'lastName', 'gender', 'notes', 'medicalNotes', 'emergencyContact', 'emergencyPhone'],
    });
    expect(JSON.stringify(entries[0]?.details)).not.toMatch(/Астма|887/);

    // Saving the same details again changes nothing and logs nothing; an empty note is stored as none.
    expect((await put(parent)).statusCode).toBe(200);
    await put(parent, undefined, { ...edit, medicalNotes: '' });
    expect((await stored())?.medicalNotes).toBeNull();
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, childId))).toHaveLength(2);
  });
});

describe('who may see and edit the medical notes', () => {
  it('parent reads and edits; another parent neither; the class’s coach reads only; another coach neither', async () => {
    const db = t.database.db;
    const otherParent = await buildCaller(t.app, db, { name: 'Друга Майка' });
    const coach = await buildCoachOfChild();
    const otherCoach = await buildCaller(t.app, db, { role: 'instructor', name: 'Петя Николова' });
    await buildClass(db, { instructorId: otherCoach.user.id });
    const unknown = await parent.inject({ url: '/api/children/00000000-0000-4000-8000-000000000000' });

    // The parent
    expect((await parent.inject({ url: `/api/children/${childId}` })).json().medicalNotes).toBe(MEDICAL);
    // Another parent: the answer an unknown id gets, for reading and for editing.
    for (const res of [await otherParent.inject({ url: `/api/children/${childId}` }), await put(otherParent)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    // The coach of the child's class reads the notes on the child's record and the roster...
    const record = await coach.inject({ url: `/api/instructor/children/${childId}` });
    expect(record.statusCode).toBe(200);
    expect(JSON.stringify(record.json())).toContain(MEDICAL);
    const roster = await coach.inject({ url: `/api/instructor/classes/${classId}` });
    expect(JSON.stringify(roster.json())).toContain(MEDICAL);
    // ...but cannot change them, through the family route or the admin one.
    expect((await put(coach)).statusCode).toBe(404);
    expect((await put(coach, `/api/admin/children/${childId}`)).statusCode).toBe(403);
    // Another coach reaches nothing of the child.
    expect((await otherCoach.inject({ url: `/api/instructor/children/${childId}` })).statusCode).toBe(404);
    expect((await put(otherCoach)).statusCode).toBe(404);
    expect((await stored())?.medicalNotes).toBe(MEDICAL);

    expect((await put(parent)).statusCode).toBe(200);
    expect((await stored())?.medicalNotes).toBe(edit.medicalNotes);
  });

  it('an admin reads and edits any child, through the admin console’s route', async () => {
    const admin = await buildCaller(t.app, t.database.db, { role: 'admin', name: 'Админ' });
    expect((await admin.inject({ url: `/api/admin/children/${childId}` })).json().medicalNotes).toBe(MEDICAL);
    // The family route reaches only an admin's own children.
    expect((await put(admin)).statusCode).toBe(404);
    const res = await put(admin, `/api/admin/children/${childId}`);
    expect(res.statusCode).toBe(200);
    expect((await stored())?.medicalNotes).toBe(edit.medicalNotes);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, childId));
    expect(entry).toMatchObject({ actorId: admin.user.id, action: 'child.updated' });
  });
});
