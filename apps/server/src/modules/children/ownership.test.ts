// A parent reaches only their own children: every child route answers another parent exactly as an unknown id.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, enrollments, payments } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment } from '../../test/factories.js';

let t: TestApp;
let owner: Caller;
let stranger: Caller;
let childId: string;
let enrollmentId: string;
let otherClassId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildCaller(t.app, t.database.db, { name: 'Собственик' });
  stranger = await buildCaller(t.app, t.database.db, { name: 'Чужд Родител' });
  const cls = await buildClass(t.database.db);
  otherClassId = (await buildClass(t.database.db)).id;
  const child = await buildChild(t.database.db, owner.user.id, { fullName: 'Тайно Дете' });
  childId = child.id;
  enrollmentId = (await buildEnrollment(t.database.db, child.id, cls.id)).id;
  await t.database.db
    .insert(payments)
    .values({ parentId: owner.user.id, childId, enrollmentId, amount: 16000, method: 'card', status: 'paid' });
});
afterAll(async () => {
  await t?.close();
});

const routes = (id: string, enrollment: string) => [
  { method: 'GET' as const, url: `/api/children/${id}` },
  { method: 'GET' as const, url: `/api/children/${id}/activity` },
  { method: 'DELETE' as const, url: `/api/children/${id}`, payload: { confirmName: 'Тайно Дете' } },
  { method: 'PATCH' as const, url: `/api/children/${id}/skill-level`, payload: { level: 'advanced' } },
  {
    method: 'POST' as const,
    url: `/api/children/${id}/enrollments`,
    payload: { classId: otherClassId, planType: 'pool_8' },
  },
  { method: 'DELETE' as const, url: `/api/children/${id}/enrollments/${enrollment}` },
  {
    method: 'POST' as const,
    url: `/api/children/${id}/enrollments/${enrollment}/transfer`,
    payload: { toClassId: otherClassId },
  },
];

describe('ownership', () => {
  it('answers another parent’s child exactly like an unknown child, on every route', async () => {
    const theirs = routes(childId, enrollmentId);
    const unknown = routes(randomUUID(), randomUUID());
    for (let i = 0; i < theirs.length; i++) {
      const a = await stranger.inject(theirs[i] ?? { url: '/' });
      const b = await stranger.inject(unknown[i] ?? { url: '/' });
      expect(a.statusCode, theirs[i]?.url).toBe(404);
      expect(a.json(), theirs[i]?.url).toEqual({ error: { code: 'CHILD_NOT_FOUND', message: 'Child not found' } });
      expect(a.json()).toEqual(b.json());
    }
  });

  it('left the child, its enrollment and its payment untouched', async () => {
    const [child] = await t.database.db.select().from(children);
    expect(child).toMatchObject({ fullName: 'Тайно Дете', skillLevel: 'beginner' });
    const rows = await t.database.db.select().from(enrollments);
    expect(rows.map((r) => [r.id, r.active])).toEqual([[enrollmentId, true]]);
    expect(await t.database.db.select().from(payments)).toHaveLength(1);
  });

  it('keeps other families out of lists and the dashboard', async () => {
    expect((await stranger.inject({ url: '/api/children' })).json()).toEqual([]);
    const dash = (await stranger.inject({ url: '/api/dashboard' })).json();
    expect(dash.children).toEqual([]);
    expect(dash.payments.recent).toEqual([]);
    expect((await owner.inject({ url: '/api/children' })).json()).toHaveLength(1);
  });
});
