// ADR 0032 on the demo club: every class offers only plans its week fills in every month, at prices that agree, and
// every demo child is on such a plan. The months are counted day by day in SQL, independently of the shared rule.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.js';
import { seedDemoClub } from '../../db/seed/seed-demo-club.js';
import { type TestDatabase, createTestDatabase } from '../../test/database.js';
import { priceEnrollmentPeriod } from '../payments/period-price.service.js';
import { listClassOptions } from './class-options.service.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoClub(database.db, { now: new Date() });
});
afterAll(async () => {
  await database?.close();
});

describe("the demo club's plans", () => {
  it('offers no plan a demo class cannot fill, keeps every demo child on one, and prices unlimited above the rest', async () => {
    const { db } = database;
    // The fewest dated sessions each class holds in any month of 2026-2028, counted day by day in SQL
    // (class sessions number the days from Monday = 0).
    // Both drivers (PGlite and node-postgres) answer with { rows }.
    const fewest = (await db.execute(sql`
      select class_id, min(n)::int as fewest from (
        select cs.class_id, date_trunc('month', d) as month, count(*) as n
        from class_sessions cs
        join generate_series('2026-01-01'::date, '2028-12-31'::date, interval '1 day') as d
          on extract(isodow from d)::int - 1 = cs.day_of_week
        group by cs.class_id, month
      ) per_month group by class_id`)) as unknown as { rows: { class_id: string; fewest: number }[] };
    const fewestOf = new Map(fewest.rows.map((r) => [r.class_id, r.fewest]));
    const counts: Record<string, number> = { pool_8: 8, pool_12: 12, pool_16: 16 };
    const options = await listClassOptions(db);
    expect(options.length).toBeGreaterThan(5);
    for (const option of options) {
      for (const plan of option.plans) {
        expect(counts[plan.planType] ?? 0, `${option.title.en} ${plan.planType}`).toBeLessThanOrEqual(
          fewestOf.get(option.id) ?? 0,
        );
        const unlimited = option.plans.find((p) => p.planType === 'pool_monthly');
        if (unlimited) expect(plan.price).toBeLessThanOrEqual(unlimited.price);
      }
    }
    // A once-a-week class offers the unlimited plan only; a four-times-a-week class offers all four.
    expect(options.filter((o) => o.sessions.length === 1).every((o) => o.plans.length === 1)).toBe(true);
    expect(options.some((o) => o.plans.some((p) => p.planType === 'pool_16'))).toBe(true);
    const active = await db.select().from(schema.enrollments).where(eq(schema.enrollments.active, true));
    for (const e of active) {
      expect(counts[e.planType] ?? 0, e.planType).toBeLessThanOrEqual(fewestOf.get(e.classId) ?? 0);
    }
  });
});

describe("the demo club's family prices (ADR 0033)", () => {
  it("gives the demo parent's second child 10% off, and every seeded plan payment agrees with the pay page", async () => {
    const { db } = database;
    const [viktoria] = await db
      .select({ id: schema.enrollments.id, price: schema.classes.monthlyPrice, perClass: schema.classes.pricePerClass })
      .from(schema.enrollments)
      .innerJoin(schema.children, eq(schema.children.id, schema.enrollments.childId))
      .innerJoin(schema.classes, eq(schema.classes.id, schema.enrollments.classId))
      .where(sql`${schema.children.fullName} = 'Виктория Петрова' and ${schema.enrollments.active}`);
    const period = new Date().toISOString().slice(0, 7);
    const price = await priceEnrollmentPeriod(db, String(viktoria?.id), `${Number(period.slice(0, 4)) + 1}-01`);
    // An 8-session plan: 8 × the price per class, less 10% rounded half up to the cent (hand-written rule).
    const list = 8 * Number(viktoria?.perClass);
    expect(price).toMatchObject({ listAmount: list, amount: list - Math.floor((list * 10 + 50) / 100) });
    expect(price.lines.map((l) => l.kind)).toEqual(['secondChild']);

    const seeded = await db
      .select()
      .from(schema.payments)
      .innerJoin(schema.enrollments, eq(schema.enrollments.id, schema.payments.enrollmentId))
      .where(sql`${schema.payments.kind} = 'plan' and ${schema.enrollments.active}`);
    expect(seeded.length).toBeGreaterThan(3);
    for (const { payments: p } of seeded) {
      const now = await priceEnrollmentPeriod(db, String(p.enrollmentId), String(p.billingPeriod));
      expect(p.amount, `${p.number}`).toBe(now.amount);
    }
  });
});
