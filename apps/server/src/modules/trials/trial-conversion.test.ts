// A trial's conversion: a family that enrolls a child in the class after the trial (the account linked to it, or one
// with the address it was booked with; on or after the trial's day) marks that trial converted with the enrollment,
// in the enrollment's own transaction. And the admin's list of trials with the club's conversion figures, counted by
// hand. Enrollments are made on today's date (the real clock), so trial dates are set relative to it.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, zonedDate } from '@swim/shared/dates';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { enrollments, trialBookings } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildCaller, type Caller } from '../../test/auth.js';
import { buildChild, buildUser } from '../../test/factories.js';
import { setSessionRules } from '../sessions/sessions-test-kit.js';
import { buildTrialClass, insertTrial } from './trials-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const today = zonedDate(new Date(), CLUB_TIME_ZONE);
const lastWeek = addDays(today, -7);

beforeEach(async () => {
  await setSessionRules(t.database.db);
});

const enroll = async (parent: Caller, childId: string, classId: string) => {
  const res = await parent.inject({
    method: 'POST',
    url: `/api/children/${childId}/enrollments`,
    payload: { classId, planType: 'pool_8' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db.select().from(enrollments).where(eq(enrollments.childId, childId));
  return row?.id as string;
};
const trialById = async (id: string) =>
  (await t.database.db.select().from(trialBookings).where(eq(trialBookings.id, id)))[0];

describe('a trial’s conversion', () => {
  it('marks the trial of the child enrolled in its class, preferring the same first name, one per enrollment', async () => {
    const db = t.database.db;
    const { cls } = await buildTrialClass(db);
    const parent = await buildCaller(t.app, db, { email: 'maria@example.bg' });
    const own = { classId: cls.id, email: 'maria@example.bg' };
    const boyan = await insertTrial(db, { ...own, date: addDays(today, -14), childFirstName: 'Боян' });
    const iva = await insertTrial(db, { ...own, date: lastWeek, childFirstName: 'ива' });
    const ivaChild = await buildChild(db, parent.user.id, { fullName: 'Ива Петрова', firstName: 'Iva' });
    const first = await enroll(parent, ivaChild.id, cls.id);
    expect(await trialById(iva.id)).toMatchObject({ enrollmentId: first, userId: parent.user.id });
    expect((await trialById(iva.id))?.convertedAt).not.toBeNull();
    expect((await trialById(boyan.id))?.convertedAt).toBeNull();
    // A child of another name takes the family's earliest trial left in the class.
    const second = await enroll(
      parent,
      (await buildChild(db, parent.user.id, { fullName: 'Никола Петров' })).id,
      cls.id,
    );
    expect((await trialById(boyan.id))?.enrollmentId).toBe(second);
  });

  it('leaves a trial as it is for another class, another family, a cancelled trial or one still to come', async () => {
    const db = t.database.db;
    const { cls } = await buildTrialClass(db);
    const { cls: other } = await buildTrialClass(db);
    const parent = await buildCaller(t.app, db, { email: 'maria@example.bg' });
    const stranger = await buildUser(db);
    const own = { classId: cls.id, email: 'maria@example.bg' };
    const kept = [
      await insertTrial(db, { ...own, classId: other.id, date: lastWeek }),
      await insertTrial(db, { ...own, date: lastWeek, cancelledAt: new Date() }),
      await insertTrial(db, { ...own, date: addDays(today, 2) }),
      await insertTrial(db, { classId: cls.id, date: lastWeek, email: 'someone@example.bg' }),
      await insertTrial(db, { ...own, date: lastWeek, userId: stranger.id }),
    ];
    await enroll(parent, (await buildChild(db, parent.user.id, { fullName: 'Ива Петрова' })).id, cls.id);
    for (const trial of kept) expect((await trialById(trial.id))?.convertedAt).toBeNull();
  });
});
