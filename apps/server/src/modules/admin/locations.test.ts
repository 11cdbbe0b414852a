import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, classes, locations } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildClass, buildLocation } from '../../test/factories.js';

const t = useTestApp();
let admin: Caller;
beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});

const pool = {
  name: { bg: 'Басейн Младост', en: 'Mladost Pool', ru: '' },
  type: 'pool',
  address: { bg: 'ул. Александър Малинов 1', en: '', ru: '' },
  description: { bg: '', en: '', ru: '' },
  active: true,
};

const snapshot = async () => ({
  locations: await t.database.db.select().from(locations).orderBy(locations.id),
  audit: await t.database.db.select().from(auditLog),
});

describe('admin locations', () => {
  it('refuses anonymous callers and non-admins', async () => {
    expect((await t.app.inject({ url: '/api/admin/locations' })).statusCode).toBe(401);
    for (const role of ['parent', 'instructor'] as const) {
      const caller = await buildCaller(t.app, t.database.db, { role });
      expect((await caller.inject({ url: '/api/admin/locations' })).statusCode).toBe(403);
      expect((await caller.inject({ method: 'POST', url: '/api/admin/locations', payload: pool })).statusCode).toBe(
        403,
      );
    }
    expect(await t.database.db.select().from(locations)).toEqual([]);
  });

  it('refuses bad input with 400 and field issues, and a malformed or unknown id with 404, changing nothing', async () => {
    const existing = await buildLocation(t.database.db);
    const before = await snapshot();
    const bad = await admin.inject({
      method: 'POST',
      url: '/api/admin/locations',
      payload: { ...pool, name: { bg: ' ', en: 'Pool' }, type: 'lake', description: { en: 'Only English' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect(bad.json().error.details.map((d: { path: string; message: string }) => [d.path, d.message])).toEqual(
      expect.arrayContaining([
        ['name.bg', 'locationNameRequired'],
        ['type', 'locationTypeRequired'],
        ['description.bg', 'bulgarianRequired'],
      ]),
    );
    const noAddress = await admin.inject({
      method: 'PUT',
      url: `/api/admin/locations/${existing.id}`,
      payload: { ...pool, address: undefined },
    });
    expect(noAddress.statusCode).toBe(400);
    for (const id of ['not-a-uuid', crypto.randomUUID()]) {
      expect((await admin.inject({ method: 'PUT', url: `/api/admin/locations/${id}`, payload: pool })).statusCode).toBe(
        404,
      );
      expect((await admin.inject({ method: 'DELETE', url: `/api/admin/locations/${id}` })).statusCode).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('creates, updates and deletes a location, each write in the audit log', async () => {
    const created = await admin.inject({ method: 'POST', url: '/api/admin/locations', payload: pool });
    expect(created.statusCode).toBe(201);
    const location = created.json();
    expect(location).toMatchObject({
      name: { bg: 'Басейн Младост', en: 'Mladost Pool' },
      address: { bg: 'ул. Александър Малинов 1' },
      description: null,
      active: true,
      classCount: 0,
    });
    expect(location.name).not.toHaveProperty('ru');
    const publicList = (await t.app.inject({ url: '/api/locations' })).json();
    expect(publicList.map((l: { id: string }) => l.id)).toEqual([location.id]);

    const updated = await admin.inject({
      method: 'PUT',
      url: `/api/admin/locations/${location.id}`,
      payload: {
        ...pool,
        type: 'kindergarten',
        description: { bg: 'Детска градина', ru: 'Детский сад' },
        active: false,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      type: 'kindergarten',
      description: { bg: 'Детска градина', ru: 'Детский сад' },
      active: false,
    });
    // An inactive location leaves the public list.
    expect((await t.app.inject({ url: '/api/locations' })).json()).toEqual([]);

    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/locations/${location.id}` })).statusCode).toBe(204);
    expect(await t.database.db.select().from(locations)).toEqual([]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, location.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['location.created', admin.user.id],
      ['location.deactivated', admin.user.id],
      ['location.deleted', admin.user.id],
    ]);
  });

  it('refuses to delete a location in use, and changes nothing', async () => {
    const location = await buildLocation(t.database.db);
    await buildClass(t.database.db, { locationId: location.id, active: false });
    const before = await snapshot();
    const res = await admin.inject({ method: 'DELETE', url: `/api/admin/locations/${location.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('LOCATION_IN_USE');
    expect(await snapshot()).toEqual(before);
    expect(await t.database.db.select().from(classes)).toHaveLength(1);
  });

  it('searches in any language, filters, sorts and pages on the server', async () => {
    const db = t.database.db;
    const names = ['Варна', 'Бургас', 'Арена', 'Габрово'];
    for (const bg of names) await buildLocation(db, { name: { bg, en: `${bg} EN` } });
    const kinder = await buildLocation(db, {
      name: { bg: 'ДГ Слънце', en: 'Sunshine Kindergarten' },
      type: 'kindergarten',
    });
    await buildClass(db, { locationId: kinder.id });
    await buildLocation(db, { name: { bg: 'Стар басейн' }, active: false });

    const byEnglish = (await admin.inject({ url: '/api/admin/locations?search=sunshine' })).json();
    expect(byEnglish.items.map((l: { id: string; classCount: number }) => [l.id, l.classCount])).toEqual([
      [kinder.id, 1],
    ]);
    const byType = (await admin.inject({ url: '/api/admin/locations?type=kindergarten' })).json();
    expect(byType.total).toBe(1);
    const inactive = (await admin.inject({ url: '/api/admin/locations?status=inactive' })).json();
    expect(inactive.items.map((l: { name: { bg: string } }) => l.name.bg)).toEqual(['Стар басейн']);
    const sorted = (
      await admin.inject({ url: '/api/admin/locations?status=active&sort=name&order=desc&pageSize=2&page=2' })
    ).json();
    expect(sorted).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(sorted.items.map((l: { name: { bg: string } }) => l.name.bg)).toEqual(['Варна', 'Бургас']);
    expect((await admin.inject({ url: '/api/admin/locations?search=%25' })).json().total).toBe(0);
    expect((await admin.inject({ url: '/api/admin/locations?sort=nope' })).statusCode).toBe(400);
  });
});
