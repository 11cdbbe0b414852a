// Every class and location write leaves exactly one audit entry, written in its own transaction; a refused write
// leaves none.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildLocation, buildUser } from '../../test/factories.js';

const t = useTestApp();
let admin: Caller;
let instructorId: string;
let locationId: string;

beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
  instructorId = (await buildUser(t.database.db, { role: 'instructor', name: 'Иван Треньоров' })).id;
  locationId = (await buildLocation(t.database.db, { name: { bg: 'Басейн Дружба' } })).id;
});

const classInput = (overrides: Record<string, unknown> = {}) => ({
  title: { bg: 'Делфинчета', en: 'Little Dolphins', ru: '' },
  description: { bg: '', en: '', ru: '' },
  instructorId,
  locationId,
  level: 'beginner',
  lane: '',
  durationMinutes: 45,
  pricePerClass: 2500,
  monthlyPrice: 26000,
  maxCapacity: 10,
  sessions: [{ dayOfWeek: 1, startTime: '17:30' }],
  active: true,
  ...overrides,
});
const locationInput = (overrides: Record<string, unknown> = {}) => ({
  name: { bg: 'Басейн Морска градина', en: '', ru: '' },
  type: 'pool',
  address: { bg: 'бул. Приморски 1', en: '', ru: '' },
  description: { bg: '', en: '', ru: '' },
  active: true,
  ...overrides,
});

const entries = () => t.database.db.select().from(auditLog).orderBy(auditLog.createdAt);
/** Runs a write and returns the audit entries it added. */
async function added(write: () => Promise<{ statusCode: number }>, status: number) {
  const before = (await entries()).length;
  const res = await write();
  expect(res.statusCode).toBe(status);
  return (await entries()).slice(before);
}

describe('class writes in the audit log', () => {
  it('records create, each kind of update, reassignment and delete once each, with readable details', async () => {
    const other = await buildUser(t.database.db, { role: 'instructor', name: 'Мария Треньорова' });
    const [created] = await added(
      () => admin.inject({ method: 'POST', url: '/api/admin/classes', payload: classInput() }),
      201,
    );
    expect(created).toMatchObject({
      action: 'class.created',
      entityType: 'class',
      actorId: admin.user.id,
      details: {
        title: 'Делфинчета',
        location: 'Басейн Дружба',
        instructor: 'Иван Треньоров',
        sessions: [{ dayOfWeek: 1, startTime: '17:30' }],
      },
    });
    const classId = created?.entityId ?? '';
    const put = (payload: Record<string, unknown>) => () =>
      admin.inject({ method: 'PUT', url: `/api/admin/classes/${classId}`, payload: classInput(payload) });

    const sessions = [
      { dayOfWeek: 3, startTime: '18:00' },
      { dayOfWeek: 1, startTime: '17:30' },
    ];
    expect(await added(put({ sessions }), 200)).toMatchObject([
      {
        action: 'class.updated',
        details: {
          title: 'Делфинчета',
          sessions: {
            from: [{ dayOfWeek: 1, startTime: '17:30' }],
            to: [
              { dayOfWeek: 1, startTime: '17:30' },
              { dayOfWeek: 3, startTime: '18:00' },
            ],
          },
        },
      },
    ]);
    const [priced] = await added(put({ sessions, pricePerClass: 3000, maxCapacity: 12 }), 200);
    expect(priced?.details).toEqual({
      title: 'Делфинчета',
      pricePerClass: { from: 2500, to: 3000 },
      maxCapacity: { from: 10, to: 12 },
      currency: 'EUR', // made through the console: the club's currency (euro by default)
    });
    expect(await added(put({ sessions, pricePerClass: 3000, maxCapacity: 12, active: false }), 200)).toMatchObject([
      { action: 'class.deactivated', details: { title: 'Делфинчета' } },
    ]);
    expect(await added(put({ sessions, pricePerClass: 3000, maxCapacity: 12 }), 200)).toMatchObject([
      { action: 'class.activated' },
    ]);
    expect(
      await added(
        () =>
          admin.inject({
            method: 'PUT',
            url: `/api/admin/classes/${classId}/instructor`,
            payload: { instructorId: other.id },
          }),
        200,
      ),
    ).toMatchObject([
      {
        action: 'class.reassigned',
        details: { title: 'Делфинчета', instructor: { from: 'Иван Треньоров', to: 'Мария Треньорова' } },
      },
    ]);
    expect(
      await added(() => admin.inject({ method: 'DELETE', url: `/api/admin/classes/${classId}` }), 204),
    ).toMatchObject([{ action: 'class.deleted', entityId: classId, details: { title: 'Делфинчета' } }]);
  });

  it('leaves no entry for a refused create, update, reassignment or delete', async () => {
    const cls = await buildClass(t.database.db, { locationId, instructorId, maxCapacity: 2 });
    const parent = await buildUser(t.database.db);
    for (const i of [0, 1]) {
      const child = await buildChild(t.database.db, parent.id, { firstName: `Дете${i}` });
      await buildEnrollment(t.database.db, child.id, cls.id);
    }
    const parentUser = await buildUser(t.database.db);
    const refused: Array<[() => Promise<{ statusCode: number }>, number]> = [
      [() => admin.inject({ method: 'POST', url: '/api/admin/classes', payload: classInput({ sessions: [] }) }), 400],
      [
        () =>
          admin.inject({
            method: 'POST',
            url: '/api/admin/classes',
            payload: classInput({ instructorId: parentUser.id }),
          }),
        400,
      ],
      [
        () =>
          admin.inject({ method: 'PUT', url: `/api/admin/classes/${cls.id}`, payload: classInput({ maxCapacity: 1 }) }),
        400,
      ],
      [
        () =>
          admin.inject({
            method: 'PUT',
            url: `/api/admin/classes/${cls.id}/instructor`,
            payload: { instructorId: parentUser.id },
          }),
        400,
      ],
      [() => admin.inject({ method: 'DELETE', url: `/api/admin/classes/${cls.id}` }), 409],
    ];
    for (const [write, status] of refused) expect(await added(write, status)).toEqual([]);
  });
});

describe('location writes in the audit log', () => {
  it('records create, update, deactivate, activate and delete once each', async () => {
    const [created] = await added(
      () => admin.inject({ method: 'POST', url: '/api/admin/locations', payload: locationInput() }),
      201,
    );
    expect(created).toMatchObject({
      action: 'location.created',
      details: { name: 'Басейн Морска градина', type: 'pool', address: 'бул. Приморски 1' },
    });
    const id = created?.entityId ?? '';
    const put = (payload: Record<string, unknown>) => () =>
      admin.inject({ method: 'PUT', url: `/api/admin/locations/${id}`, payload: locationInput(payload) });
    expect(await added(put({ name: { bg: 'Басейн Варна' }, type: 'other' }), 200)).toMatchObject([
      {
        action: 'location.updated',
        details: { name: 'Басейн Варна', previousName: 'Басейн Морска градина', type: { from: 'pool', to: 'other' } },
      },
    ]);
    expect(await added(put({ name: { bg: 'Басейн Варна' }, type: 'other', active: false }), 200)).toMatchObject([
      { action: 'location.deactivated', details: { name: 'Басейн Варна' } },
    ]);
    expect(await added(put({ name: { bg: 'Басейн Варна' }, type: 'other' }), 200)).toMatchObject([
      { action: 'location.activated' },
    ]);
    expect(await added(() => admin.inject({ method: 'DELETE', url: `/api/admin/locations/${id}` }), 204)).toMatchObject(
      [{ action: 'location.deleted', entityId: id }],
    );
  });

  it('leaves no entry for a refused create, update or delete', async () => {
    await buildClass(t.database.db, { locationId, instructorId });
    const refused: Array<[() => Promise<{ statusCode: number }>, number]> = [
      [
        () =>
          admin.inject({ method: 'POST', url: '/api/admin/locations', payload: locationInput({ name: { bg: '' } }) }),
        400,
      ],
      [
        () =>
          admin.inject({
            method: 'PUT',
            url: `/api/admin/locations/${locationId}`,
            payload: locationInput({ type: 'castle' }),
          }),
        400,
      ],
      [() => admin.inject({ method: 'DELETE', url: `/api/admin/locations/${locationId}` }), 409],
    ];
    for (const [write, status] of refused) expect(await added(write, status)).toEqual([]);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'location'))).toEqual([]);
  });
});
