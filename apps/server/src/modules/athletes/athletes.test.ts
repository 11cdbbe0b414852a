import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { athleteAccounts, emailOutbox, performanceRecords, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { TEST_ORIGIN, buildCaller } from '../../test/auth.js';
import { buildChild } from '../../test/factories.js';
import { registerAthlete } from './athlete-registration.service.js';

const t = useTestApp();

describe('athlete registration', () => {
  it('creates an athlete account awaiting approval', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/athletes/register',
      headers: { origin: TEST_ORIGIN },
      payload: {
        email: 'niki@example.bg',
        password: 'swim-fast',
        name: 'Никола Стоянов',
        birthDate: '2008-04-02',
        discipline: '200 м бътерфлай',
      },
    });
    expect(res.statusCode).toBe(202);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'niki@example.bg'));
    expect(user?.role).toBe('athlete');
    const [athlete] = await t.database.db
      .select()
      .from(athleteAccounts)
      .where(eq(athleteAccounts.userId, user?.id ?? ''));
    expect(athlete).toMatchObject({ approved: false, discipline: '200 м бътерфлай', birthDate: '2008-04-02' });
  });

  it('refuses a short password with the spec rule and creates nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/athletes/register',
      payload: { email: 'x@example.bg', password: '12345', name: 'Кратка Парола' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ path: 'password', message: 'passwordTooShort' }]);
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });
});

describe('a sign-up that cannot be finished', () => {
  it('leaves no account or mail behind, so a retry makes a real athlete', async () => {
    const input = {
      email: 'retry@example.bg',
      password: 'swim-fast',
      name: 'Мила Петрова',
      birthDate: '2009-03-01',
      discipline: '100 м гръб',
    };
    // The database refuses the step that makes the account an athlete, once.
    let refused = false;
    const flaky = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        if (prop === 'transaction' && !refused) {
          refused = true;
          return async () => {
            throw new Error('connection lost');
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    }) as Db;
    await expect(
      registerAthlete({ auth: t.app.auth, db: flaky }, input, new Headers({ origin: TEST_ORIGIN })),
    ).rejects.toThrow('connection lost');
    expect(await t.database.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0);
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, input.email))).toHaveLength(0);

    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/athletes/register',
      headers: { origin: TEST_ORIGIN },
      payload: input,
    });
    expect(retry.statusCode, retry.body).toBe(202);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(user?.role).toBe('athlete');
    expect(
      await t.database.db
        .select()
        .from(athleteAccounts)
        .where(eq(athleteAccounts.userId, user?.id ?? '')),
    ).toHaveLength(1);
  });
});

describe('athlete area', () => {
  it('tells an unapproved athlete they wait, and keeps them out of the dashboard', async () => {
    const pending = await buildCaller(t.app, t.database.db, { role: 'athlete', approved: false });
    expect((await pending.inject({ url: '/api/athlete/status' })).json()).toEqual({ approved: false });
    expect((await pending.inject({ url: '/api/athlete/dashboard' })).statusCode).toBe(403);
    const me = (await pending.inject({ url: '/api/me' })).json();
    expect(me.user).toMatchObject({ role: 'athlete', athleteApproved: false });
  });

  it('counts a missing athlete row as not approved', async () => {
    const athlete = await buildCaller(t.app, t.database.db, { role: 'athlete' });
    await t.database.db.delete(athleteAccounts).where(eq(athleteAccounts.userId, athlete.user.id));
    expect((await athlete.inject({ url: '/api/athlete/status' })).json()).toEqual({ approved: false });
    expect((await athlete.inject({ url: '/api/athlete/goals' })).statusCode).toBe(403);
  });

  it('shows an approved athlete their dashboard', async () => {
    const athlete = await buildCaller(t.app, t.database.db, { role: 'athlete', name: 'Мила Тодорова' });
    const res = await athlete.inject({ url: '/api/athlete/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.name).toBe('Мила Тодорова');
    expect(res.json().classes).toEqual([]);
  });

  it('shows the race times of the athlete’s own swimmer record, newest first, and no one else’s', async () => {
    const athlete = await buildCaller(t.app, t.database.db, { role: 'athlete' });
    const parent = await buildCaller(t.app, t.database.db);
    const swimmer = await buildChild(t.database.db, parent.user.id);
    const stranger = await buildChild(t.database.db, parent.user.id);
    await t.database.db
      .update(athleteAccounts)
      .set({ childId: swimmer.id })
      .where(eq(athleteAccounts.userId, athlete.user.id));
    await t.database.db.insert(performanceRecords).values([
      { childId: swimmer.id, distance: 50, stroke: 'backstroke', timeCentiseconds: 4327, date: '2026-10-01' },
      {
        childId: swimmer.id,
        distance: 100,
        stroke: 'freestyle',
        timeCentiseconds: 7012,
        date: '2026-11-10',
        event: 'Купа Делфин',
      },
      { childId: stranger.id, distance: 50, stroke: 'butterfly', timeCentiseconds: 3999, date: '2026-11-11' },
    ]);
    const res = await athlete.inject({ url: '/api/athlete/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.json().times).toEqual([
      expect.objectContaining({ distance: 100, stroke: 'freestyle', timeCentiseconds: 7012, event: 'Купа Делфин' }),
      expect.objectContaining({ distance: 50, stroke: 'backstroke', timeCentiseconds: 4327, event: null }),
    ]);
  });

  it('creates, tracks, completes and deletes goals, and never reaches another athlete’s goal', async () => {
    const athlete = await buildCaller(t.app, t.database.db, { role: 'athlete' });
    const rival = await buildCaller(t.app, t.database.db, { role: 'athlete' });
    const created = await athlete.inject({
      method: 'POST',
      url: '/api/athlete/goals',
      payload: { title: '100 м свободен стил под 1:05', target: '1:04.90', dueDate: '2027-03-01' },
    });
    expect(created.statusCode).toBe(201);
    const goal = created.json();
    expect(goal).toMatchObject({ progress: 0, status: 'active' });

    const tracked = await athlete.inject({
      method: 'PATCH',
      url: `/api/athlete/goals/${goal.id}`,
      payload: { progress: 60 },
    });
    expect(tracked.json().progress).toBe(60);
    expect(
      (await athlete.inject({ method: 'PATCH', url: `/api/athlete/goals/${goal.id}`, payload: { progress: 120 } }))
        .statusCode,
    ).toBe(400);

    const stolen = await rival.inject({
      method: 'PATCH',
      url: `/api/athlete/goals/${goal.id}`,
      payload: { progress: 0 },
    });
    expect(stolen.statusCode).toBe(404);
    expect((await rival.inject({ url: '/api/athlete/goals' })).json()).toEqual([]);

    const done = await athlete.inject({
      method: 'PATCH',
      url: `/api/athlete/goals/${goal.id}`,
      payload: { status: 'completed' },
    });
    expect(done.json()).toMatchObject({ status: 'completed', progress: 100 });
    expect(done.json().completedAt).not.toBeNull();

    expect((await athlete.inject({ method: 'DELETE', url: `/api/athlete/goals/${goal.id}` })).statusCode).toBe(204);
    expect((await athlete.inject({ url: '/api/athlete/goals' })).json()).toEqual([]);
  });
});
