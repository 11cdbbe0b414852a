import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildUser } from '../../test/factories.js';

const t = useTestApp();
let admin: Caller;
beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin', name: 'Admin Adminov' });
});

/** Entries spread over actors, actions and days, some around midnight in Sofia (UTC+2 in winter, +3 in summer). */
async function seedEntries() {
  const coach = await buildUser(t.database.db, { role: 'instructor', name: 'Петър Треньоров', email: 'petar@club.bg' });
  const rows = [
    { actorId: admin.user.id, action: 'user.role_changed', createdAt: '2026-01-10T10:00:00Z' },
    { actorId: admin.user.id, action: 'location.updated', createdAt: '2026-01-14T21:30:00Z' }, // 23:30 on 14 Jan in Sofia
    { actorId: admin.user.id, action: 'location.updated', createdAt: '2026-01-14T22:30:00Z' }, // 00:30 on 15 Jan in Sofia
    { actorId: coach.id, action: 'payment.validated', createdAt: '2026-01-15T08:00:00Z' },
    { actorId: coach.id, action: 'attendance.marked', createdAt: '2026-01-20T08:00:00Z' },
    { actorId: null, action: 'subscription.cancel_scheduled', createdAt: '2026-01-21T03:00:00Z' },
    { actorId: admin.user.id, action: 'future.unknown_action', createdAt: '2026-01-22T09:00:00Z' },
  ];
  await t.database.db.insert(auditLog).values(
    rows.map((r, i) => ({
      actorId: r.actorId,
      action: r.action,
      entityType: 'thing',
      entityId: `id-${i}`,
      details: { n: i },
      createdAt: new Date(r.createdAt),
    })),
  );
}

const countBySql = async (where: ReturnType<typeof sql>) => {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from audit_log a left join users u on u.id = a.actor_id where ${where}`,
  );
  return Number(row?.n);
};

const list = async (query: string) => (await admin.inject({ url: `/api/admin/audit${query}` })).json();

describe('admin audit log', () => {
  it('refuses anonymous callers and non-admins', async () => {
    expect((await t.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    for (const role of ['parent', 'instructor', 'athlete'] as const) {
      const caller = await buildCaller(t.app, t.database.db, { role });
      expect((await caller.inject({ url: '/api/admin/audit' })).statusCode).toBe(403);
    }
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      '?from=2026-02-30',
      '?to=yesterday',
      '?from=2026-02-10&to=2026-02-01',
      '?page=0',
      '?pageSize=1000',
    ]) {
      const res = await admin.inject({ url: `/api/admin/audit${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('lists newest first with the actor, or none for the system', async () => {
    await seedEntries();
    const page = await list('');
    expect(page.total).toBe(await countBySql(sql`true`));
    expect(page.items.map((e: { action: string }) => e.action)).toEqual([
      'future.unknown_action',
      'subscription.cancel_scheduled',
      'attendance.marked',
      'payment.validated',
      'location.updated',
      'location.updated',
      'user.role_changed',
    ]);
    expect(page.items[0]).toMatchObject({
      actor: { id: admin.user.id, name: { bg: 'Admin Adminov' }, email: admin.user.email },
      entityType: 'thing',
      details: { n: 6 },
    });
    expect(page.items[1].actor).toBeNull();
  });

  it('filters by actor, action and Sofia days exactly as SQL counts them, and pages', async () => {
    await seedEntries();
    const cases: [string, ReturnType<typeof sql>][] = [
      ['?actor=петър', sql`u.full_name ilike '%петър%' or u.email ilike '%петър%'`],
      ['?actor=CLUB.BG', sql`u.full_name ilike '%club.bg%' or u.email ilike '%club.bg%'`],
      ['?action=location.updated', sql`a.action = 'location.updated'`],
      ['?action=no.such', sql`a.action = 'no.such'`],
      ['?from=2026-01-15', sql`a.created_at >= (timestamp '2026-01-15 00:00' at time zone 'Europe/Sofia')`],
      ['?to=2026-01-14', sql`a.created_at < (timestamp '2026-01-15 00:00' at time zone 'Europe/Sofia')`],
      [
        '?from=2026-01-15&to=2026-01-20&actor=Adminov',
        sql`(a.created_at at time zone 'Europe/Sofia')::date between '2026-01-15' and '2026-01-20' and u.full_name ilike '%adminov%'`,
      ],
    ];
    for (const [query, where] of cases) {
      const page = await list(query);
      const expected = await countBySql(where);
      expect(page.total, query).toBe(expected);
      expect(page.items, query).toHaveLength(expected);
    }
    // The day boundary is Sofia's midnight: 23:30 on the 14th is out, 00:30 on the 15th is in.
    expect((await list('?from=2026-01-15&to=2026-01-15')).items.map((e: { entityId: string }) => e.entityId)).toEqual([
      'id-3',
      'id-2',
    ]);
    const second = await list('?pageSize=3&page=2');
    expect([second.total, second.items.length, second.items[0].entityId]).toEqual([7, 3, 'id-3']);
  });
});
