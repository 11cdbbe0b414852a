import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildLocation } from '../../test/factories.js';

const t = useTestApp();

// Born on 1 January ten years before this year in Sofia: ten years old on any day of the year.
const tenYearsOld = `${Number(zonedDate(new Date(), CLUB_TIME_ZONE).slice(0, 4)) - 10}-01-01`;

type Option = { id: string; fit: string | null; minAge: number | null; maxAge: number | null };
const fitOf = (options: Option[]) => Object.fromEntries(options.map((o) => [o.id, o.fit]));

let poolId: string;
let classIds: { little: string; squad: string; middle: string; open: string };
beforeEach(async () => {
  const db = t.database.db;
  poolId = (await buildLocation(db, { name: { bg: 'Басейн „Спартак“', en: 'Spartak pool' } })).id;
  const at = { locationId: poolId };
  classIds = {
    little: (await buildClass(db, { ...at, level: 'beginner', minAge: 3, maxAge: 4 })).id,
    squad: (await buildClass(db, { ...at, level: 'advanced', minAge: 12, maxAge: null })).id,
    middle: (await buildClass(db, { ...at, level: 'beginner', minAge: 8, maxAge: 12 })).id,
    open: (await buildClass(db, { ...at, level: 'intermediate', minAge: null, maxAge: null })).id,
  };
});

describe('class options and a child', () => {
  it('name each class’s ages and location, with no fit when no child is given', async () => {
    const res = await t.app.inject(`/api/classes?locationId=${poolId}`);
    expect(res.statusCode).toBe(200);
    const options = res.json();
    const little = options.find((o: Option) => o.id === classIds.little);
    expect(little).toMatchObject({
      minAge: 3,
      maxAge: 4,
      fit: null,
      location: { id: poolId, name: { bg: 'Басейн „Спартак“', en: 'Spartak pool' }, type: 'pool' },
    });
    expect(options.find((o: Option) => o.id === classIds.squad)).toMatchObject({ minAge: 12, maxAge: null });
  });

  it('say how each class suits a ten-year-old intermediate swimmer, and keep the shared list free of it', async () => {
    const res = await t.app.inject(`/api/classes?locationId=${poolId}&birthDate=${tenYearsOld}&level=intermediate`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(fitOf(res.json())).toEqual({
      [classIds.little]: 'too_old',
      [classIds.squad]: 'too_young',
      [classIds.middle]: 'other_level',
      [classIds.open]: 'fits',
    });
    // The list every visitor shares was not changed by one child's view.
    const shared = (await t.app.inject(`/api/classes?locationId=${poolId}`)).json();
    expect(shared.every((o: Option) => o.fit === null)).toBe(true);
  });

  it('check only what the caller knows of the child: the level alone, or the birth date alone', async () => {
    const byLevel = (await t.app.inject(`/api/classes?locationId=${poolId}&level=beginner`)).json();
    expect(fitOf(byLevel)).toEqual({
      [classIds.little]: 'fits',
      [classIds.squad]: 'other_level',
      [classIds.middle]: 'fits',
      [classIds.open]: 'other_level',
    });
    const byAge = (await t.app.inject(`/api/classes?locationId=${poolId}&birthDate=${tenYearsOld}`)).json();
    expect(fitOf(byAge)[classIds.middle]).toBe('fits');
    expect(fitOf(byAge)[classIds.little]).toBe('too_old');
  });

  it('refuse a birth date that is not a calendar date and an unknown level', async () => {
    for (const query of ['birthDate=2016-02-30', 'birthDate=yesterday', 'level=pro']) {
      const res = await t.app.inject(`/api/classes?${query}`);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('a class that does not suit the child', () => {
  let parent: Caller;
  beforeEach(async () => {
    parent = await buildCaller(t.app, t.database.db, { name: 'Мария Петрова' });
  });

  it('is accepted for a parent who enrols after the warning: the screens warn, the server does not refuse', async () => {
    const child = await buildChild(t.database.db, parent.user.id, {
      birthDate: tenYearsOld,
      skillLevel: 'intermediate',
    });
    const res = await parent.inject({
      method: 'POST',
      url: `/api/children/${child.id}/enrollments`,
      payload: { classId: classIds.little, planType: 'pool_8' },
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.childId, child.id), eq(enrollments.classId, classIds.little)));
    expect(rows).toHaveLength(1);
  });

  it('is accepted as the target of a transfer', async () => {
    const child = await buildChild(t.database.db, parent.user.id, { birthDate: tenYearsOld, skillLevel: 'beginner' });
    const enrollment = await buildEnrollment(t.database.db, child.id, classIds.middle, { planType: 'pool_8' });
    const res = await parent.inject({
      method: 'POST',
      url: `/api/children/${child.id}/enrollments/${enrollment.id}/transfer`,
      payload: { toClassId: classIds.squad },
    });
    expect(res.statusCode).toBe(200);
    const [moved] = await t.database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.childId, child.id), eq(enrollments.active, true)));
    expect(moved?.classId).toBe(classIds.squad);
  });
});
