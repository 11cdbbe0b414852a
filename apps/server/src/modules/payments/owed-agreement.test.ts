// Issue 25's "one definition of owed" as the demo club's people see it: the admin's arrears list, analytics' unpaid
// dues, the coaches' balance flags and the families' dashboards name the same overdue months and amounts, and the months
// are the ones an SQL query over the tables, written apart from the code, finds overdue.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { queryRows } from '../../db/client.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { seedDemoClub } from '../../db/seed/seed-demo-club.js';
import { TEST_ORIGIN, signIn } from '../../test/auth.js';
import { type TestDatabase, createTestDatabase } from '../../test/database.js';

let database: TestDatabase;
let app: FastifyInstance;
const now = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoClub(database.db, { now });
  app = await buildApp({ config: testConfig({ rateLimitMax: 100_000 }), database, now: () => now });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function as(email: string) {
  const cookie = await signIn(app, email, DEMO_PASSWORD);
  return async (url: string) => {
    const res = await app.inject({ url, headers: { origin: TEST_ORIGIN, cookie } });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
}

type Period = { enrollmentId: string; billingPeriod: string; balance: number; currency: string; declared: boolean };

/**
 * The months overdue, straight from the tables: each active enrollment's months from its start to this one (pool
 * classes) with no validated, paid or refunded payment, no cash or transfer declaration made within the grace days
 * (one held longer no longer holds the month, ADR 0037) and no write-off, past the 1st (or the start) plus the grace
 * days, and not paid by a running card subscription (from its first paid month); and each issued kindergarten bill not paid, past its issue day plus the grace
 * days. (The demo club's payments cover their months whole, so "paid at all" is "settled" here.)
 */
async function overdueBySql(): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    database.db,
    sql`
      with today as (select (now() at time zone 'Europe/Sofia')::date as d),
      grace as (select coalesce((select payment_grace_days from club_settings), 10) as days),
      pool as (
        select e.id, e.child_id, e.class_id, to_char(m, 'YYYY-MM') as period,
               greatest(e.starts_on, m::date) as from_day
        from enrollments e
        join classes cl on cl.id = e.class_id join locations l on l.id = cl.location_id
        cross join lateral generate_series(date_trunc('month', e.starts_on::timestamp),
                                           date_trunc('month', (select d from today)::timestamp), interval '1 month') m
        where e.active and l.type <> 'kindergarten'
      )
      select p.id || ' ' || p.period as key from pool p
      where (select d from today) > p.from_day + (select days from grace)
        and not exists (
          select 1 from payments x join enrollments xe on xe.id = x.enrollment_id
          where x.child_id = p.child_id and xe.class_id = p.class_id and x.billing_period = p.period
            and x.kind in ('plan', 'subscription') and x.duplicate_of is null
            and (x.status in ('validated', 'paid', 'refunded')
                 or (x.status = 'pending' and x.method in ('cash', 'bank_transfer')
                     and (select d from today) <= (x.created_at at time zone 'Europe/Sofia')::date
                                                  + (select days from grace))))
        and not exists (select 1 from payment_write_offs w where w.enrollment_id = p.id and w.billing_period = p.period)
        and not exists (select 1 from subscriptions s where s.enrollment_id = p.id and s.status = 'active'
          and coalesce((select min(sp.billing_period) from payments sp where sp.subscription_id = s.id),
                       to_char(s.created_at at time zone 'Europe/Sofia', 'YYYY-MM')) <= p.period)
      union all
      select x.enrollment_id || ' ' || x.billing_period from payments x join enrollments e on e.id = x.enrollment_id
      where x.kind = 'kindergarten' and e.active
        and (x.status = 'failed' or (x.status = 'pending' and (x.method is null or x.method = 'card'
             or (select d from today) > (x.updated_at at time zone 'Europe/Sofia')::date + (select days from grace))))
        and (select d from today) > greatest((x.billing_period || '-01')::date,
                                             (x.created_at at time zone 'Europe/Sofia')::date) + (select days from grace)
      order by 1`,
  );
  return rows.map((r) => r.key);
}

const keyOf = (p: { enrollmentId: string; billingPeriod: string }) => `${p.enrollmentId} ${p.billingPeriod}`;

describe('what the demo club owes', () => {
  it('is the same on the arrears list, in analytics, on the coaches’ flags and on the families’ dashboards', async () => {
    const admin = await as('admin@delfin-swim.bg');
    const arrears = await admin('/api/admin/arrears');
    const overdue: Period[] = arrears.families.flatMap((f: { periods: Period[] }) => f.periods);
    expect(overdue.length, 'the demo club has families behind').toBeGreaterThan(0);
    // The months are the ones the tables say.
    expect(overdue.map(keyOf).sort()).toEqual(await overdueBySql());

    // Analytics' unpaid dues are the list's total.
    const analytics = await admin('/api/admin/analytics?range=30');
    expect(analytics.outstanding).toMatchObject({ amount: arrears.total.amount, currency: arrears.total.currency });
    expect(arrears.total.amount).toBe(overdue.reduce((sum, p) => sum + p.balance, 0));

    // Each class's roster flags exactly its overdue months (no amounts), the payments tab too.
    const classIds = await queryRows<{ id: string }>(database.db, sql`select id from classes where active`);
    for (const { id } of classIds) {
      const detail = await admin(`/api/instructor/classes/${id}`);
      const payments = await admin(`/api/instructor/classes/${id}/payments`);
      for (const entry of detail.roster as { enrollmentId: string; balanceDue: { periods: string[] } | null }[]) {
        const owed = overdue.filter((p) => p.enrollmentId === entry.enrollmentId);
        const months = owed.map((p) => p.billingPeriod).sort();
        const declared = owed
          .filter((p) => p.declared)
          .map((p) => p.billingPeriod)
          .sort();
        expect(entry.balanceDue, entry.enrollmentId).toEqual(months.length ? { periods: months, declared } : null);
        expect(Object.keys(entry.balanceDue ?? {})).not.toContain('amount');
      }
      for (const line of payments.children as { enrollmentId: string; balanceDue: unknown }[]) {
        const entry = detail.roster.find((r: { enrollmentId: string }) => r.enrollmentId === line.enrollmentId);
        expect(line.balanceDue).toEqual(entry?.balanceDue);
      }
    }

    // A family's dashboard lists its overdue months with the same amounts.
    for (const email of ['parent@delfin-swim.bg', 'parent2@delfin-swim.bg']) {
      const dashboard = await (await as(email))('/api/dashboard');
      const family = arrears.families.find((f: { email: string }) => f.email === email);
      const mine = (dashboard.payments.dueItems as (Period & { overdue: boolean; amount: number })[])
        .filter((d) => d.overdue)
        .map((d) => [keyOf(d), d.amount]);
      // A month the parent declared stays under "awaiting confirmation" on their side, even once overdue for the club.
      const listed = ((family?.periods ?? []) as Period[]).filter((p) => !p.declared).map((p) => [keyOf(p), p.balance]);
      expect(mine.sort(), email).toEqual(listed.sort());
    }
  }, 120_000);
});
