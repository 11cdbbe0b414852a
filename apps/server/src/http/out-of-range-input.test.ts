// Values that pass a loose pattern but that PostgreSQL refuses (year 0, a "uuid" of dashes) are a 400 or 404 with
// nothing changed, never a 500 from the database.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCaller } from '../test/auth.js';
import { useTestApp } from '../test/app.js';
import { buildChild, buildClass } from '../test/factories.js';

const t = useTestApp({ rateLimitMax: 100_000 });

describe('dates and ids outside what the database takes', () => {
  it('answers 400 for year 0 and 404 for an id of dashes, as an admin on every route that reads them', async () => {
    const admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
    const parent = await buildCaller(t.app, t.database.db);
    const cls = await buildClass(t.database.db);
    const child = await buildChild(t.database.db, parent.user.id);
    const dashes = '-'.repeat(36);
    const calls = [
      { method: 'GET', url: `/api/instructor/classes/${cls.id}/attendance?date=0000-01-01` },
      {
        method: 'PUT',
        url: `/api/instructor/classes/${cls.id}/attendance`,
        payload: { date: '0000-01-01', marks: [{ childId: child.id, status: 'present' }] },
      },
      {
        method: 'POST',
        url: `/api/instructor/children/${child.id}/achievements`,
        payload: { title: 'Gold', kind: 'medal', awardedAt: '0000-01-01' },
      },
      { method: 'GET', url: `/api/admin/billing/kindergarten?month=0000-01&locationId=${randomUUID()}` },
      {
        method: 'POST',
        url: `/api/children/${child.id}/absences`,
        payload: { classId: cls.id, date: '0000-01-01', startTime: '17:00' },
      },
      {
        method: 'POST',
        url: `/api/children/${child.id}/makeups`,
        payload: { creditId: randomUUID(), classId: cls.id, date: '0000-01-01', startTime: '17:00' },
      },
      {
        method: 'POST',
        url: `/api/children/${child.id}/makeups/${randomUUID()}/move`,
        payload: { classId: cls.id, date: '0000-01-01', startTime: '17:00' },
      },
      {
        method: 'POST',
        url: '/api/admin/closures',
        payload: { startsOn: '0000-01-01', endsOn: '0000-01-02', locationId: null, reason: 'other' },
      },
      {
        method: 'PUT',
        url: `/api/admin/closures/${randomUUID()}`,
        payload: { startsOn: '2026-12-09', endsOn: '0000-01-02', locationId: null, reason: 'other' },
      },
      { method: 'GET', url: `/api/instructor/classes/${cls.id}/dated-sessions?from=0000-01-01` },
      {
        method: 'POST',
        url: `/api/instructor/classes/${cls.id}/dated-sessions/cancel`,
        payload: { date: '0000-01-01', startTime: '17:00' },
      },
      {
        method: 'POST',
        url: `/api/instructor/classes/${cls.id}/dated-sessions/move`,
        payload: { date: '2026-12-09', startTime: '17:00', toDate: '0000-01-01', toTime: '17:00' },
      },
      {
        method: 'POST',
        url: `/api/instructor/classes/${cls.id}/dated-sessions/restore`,
        payload: { date: '0000-01-01', startTime: '17:00' },
      },
    ] as const;
    for (const call of calls) {
      const res = await admin.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(400);
    }
    const resolve = await admin.inject({
      method: 'POST',
      url: `/api/admin/billing/reconciliation/${dashes}/resolve`,
      payload: {},
    });
    expect(resolve.statusCode).toBe(404);
    // Ids of dashes on the family's session routes: the answer an unknown id gets.
    for (const url of [
      `/api/children/${dashes}/sessions`,
      `/api/children/${child.id}/makeup-options?creditId=${dashes}`,
    ]) {
      expect((await parent.inject({ url })).statusCode, url).toBe(404);
    }
    for (const url of [`/api/children/${child.id}/absences/${dashes}`, `/api/children/${child.id}/makeups/${dashes}`]) {
      expect((await parent.inject({ method: 'DELETE', url })).statusCode, url).toBe(404);
    }
    const absence = await parent.inject({
      method: 'POST',
      url: `/api/children/${child.id}/absences`,
      payload: { classId: dashes, date: '2026-12-09', startTime: '17:00' },
    });
    expect(absence.statusCode).toBe(404);
    // Ids of dashes on the closures and the coach's dated sessions: not found, nothing changed.
    const closure = { startsOn: '2026-12-09', endsOn: '2026-12-09', reason: 'other' };
    const refused = [
      { method: 'PUT', url: `/api/admin/closures/${dashes}`, payload: { ...closure, locationId: null } },
      { method: 'DELETE', url: `/api/admin/closures/${dashes}` },
      { method: 'GET', url: `/api/instructor/classes/${dashes}/dated-sessions` },
      {
        method: 'POST',
        url: `/api/instructor/classes/${dashes}/dated-sessions/cancel`,
        payload: { date: '2026-12-09', startTime: '17:00' },
      },
    ] as const;
    for (const call of refused) expect((await admin.inject(call)).statusCode, call.url).toBe(404);
    const onDashes = await admin.inject({
      method: 'POST',
      url: '/api/admin/closures',
      payload: { ...closure, locationId: dashes },
    });
    expect(onDashes.statusCode).toBe(400);
    expect(onDashes.json().error.details).toEqual([{ path: 'locationId', message: 'selectLocation' }]);
  });
});
