// The changeover from leva to euro (issue 24): a demo club seeded in leva, with a card checkout still open, switches
// once; every converted amount equals round_half_up(leva / 1.95583) computed by PostgreSQL's numeric arithmetic from
// the amounts captured before; paid history is untouched; a second (or concurrent) run changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { auditLog, classes, clubSettings, payments, subscriptions, users } from '../../db/schema/index.js';
import { seedDemoClub } from '../../db/seed/seed-demo-club.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildPayment, clubMonth } from '../../test/factories.js';
import type { TestProvider } from '../payments/provider/test-provider.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let admin: Caller;
let parent: Caller;

/** Every amount the changeover may touch, one row each, with what decides whether it should move. */
const AMOUNTS = `
  select 'class.price' as what, id::text as id, price_per_class as amount, currency, null as state from classes
  union all select 'class.monthly', id::text, monthly_price, currency, null from classes where monthly_price is not null
  union all select 'product.price', id::text, price, currency, null from products
  union all select 'payment.amount', id::text, amount, currency, status || ':' || coalesce(method, 'none') from payments
  union all select 'payment.list', id::text, list_amount, currency, status || ':' || coalesce(method, 'none')
    from payments where list_amount is not null
  union all select 'bill.amount', id::text, amount, currency, status from kindergarten_bills
  union all select 'refund.amount', id::text, amount, null, null from refunds
  union all select 'order.total', id::text, total, currency, status from orders
  union all select 'discount.' || d.key, '1', (d.value->>'value')::int, 'club', d.value->>'kind'
    from club_settings, jsonb_each(pricing->'discounts') d where d.value <> 'null'::jsonb`;

type PaymentInsertValues = typeof payments.$inferInsert;

type Compared = {
  what: string;
  id: string;
  before: number;
  before_currency: string | null;
  state: string | null;
  now: number;
  now_currency: string | null;
  now_state: string | null;
  euro: number;
};

async function captureBefore(): Promise<void> {
  await t.database.db.execute(sql.raw('drop table if exists changeover_before'));
  await t.database.db.execute(sql.raw(`create table changeover_before as ${AMOUNTS}`));
}

/** Each amount before and now, with its euro value as PostgreSQL computes it (numeric, rounded half away from 0). */
async function compare(): Promise<Compared[]> {
  return queryRows<Compared>(
    t.database.db,
    sql.raw(`select b.what, b.id, b.amount as before, b.currency as before_currency, b.state,
        n.amount as now, n.currency as now_currency, n.state as now_state,
        round(b.amount::numeric / 1.95583)::int as euro
      from changeover_before b join (${AMOUNTS}) n on n.what = b.what and n.id = b.id
      order by b.what, b.id`),
  );
}

/** What should have become of one amount: the rules of issue 24, written out by hand. */
function expected(row: Compared): { amount: number; currency: string | null; state: string | null } {
  const same = { amount: row.before, currency: row.before_currency, state: row.state };
  const euro = { amount: row.euro, currency: 'EUR', state: row.state };
  if (row.what.startsWith('class.') || row.what.startsWith('product.')) return euro;
  if (row.what.startsWith('payment.')) {
    if (['pending:cash', 'pending:bank_transfer', 'pending:none'].includes(row.state ?? '')) return euro;
    // A card checkout opened in leva is closed: the try fails, in leva as it was opened.
    if (row.state === 'pending:card') return { ...same, state: 'failed:card' };
    return same;
  }
  if (row.what === 'bill.amount') return row.state === 'pending' ? euro : same;
  if (row.what.startsWith('discount.')) return row.state === 'amount' ? { ...euro, currency: 'club' } : same;
  return same;
}

const changeover = (method: 'GET' | 'POST', caller: Caller = admin) =>
  caller.inject({ method, url: '/api/admin/currency-changeover' });

let openCheckoutId: string;
let leva: { classId: string; childId: string; enrollmentId: string };

beforeEach(async () => {
  const db = t.database.db;
  await seedDemoClub(db, { currency: 'BGN' });
  admin = await buildCaller(t.app, db, { role: 'admin' });
  parent = await buildCaller(t.app, db);
  // A class in leva with a parent's card checkout still open, and a declared transfer with a discount line.
  const cls = await buildClass(db, { currency: 'BGN', pricePerClass: 1999, monthlyPrice: 17001 });
  const child = await buildChild(db, parent.user.id);
  const enrollment = await buildEnrollment(db, child.id, cls.id);
  leva = { classId: cls.id, childId: child.id, enrollmentId: enrollment.id };
  const started = await parent.inject({
    method: 'POST',
    url: `/api/children/${child.id}/payments`,
    payload: { enrollmentId: enrollment.id, billingPeriod: clubMonth(), method: 'card' },
  });
  expect(started.statusCode).toBe(201);
  openCheckoutId = String(new URL(started.json().checkoutUrl).pathname.split('/').pop());
  await buildPayment(db, {
    parentId: parent.user.id,
    childId: child.id,
    amount: 15301,
    listAmount: 17001,
    priceLines: [{ kind: 'secondClass', amount: -1700, rule: { kind: 'amount', value: 1700 } }],
    currency: 'BGN',
    method: 'bank_transfer',
    status: 'pending',
    paidAt: null,
  });
});

describe('who may change the club over', () => {
  it('answers 401 to a visitor and 403 to a parent, and changes nothing', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/currency-changeover' });
    expect(anonymous.statusCode).toBe(401);
    expect((await changeover('POST', parent)).statusCode).toBe(403);
    expect((await changeover('GET', parent)).statusCode).toBe(403);
    const [settings] = await t.database.db.select().from(clubSettings);
    expect(settings?.currency).toBe('BGN');
  });
});

describe('the preview', () => {
  it('counts what is in leva as the database does, and converts nothing', async () => {
    await captureBefore();
    const res = await changeover('GET');
    expect(res.statusCode).toBe(200);
    const [direct] = await queryRows<Record<string, number>>(
      t.database.db,
      sql`select
        (select count(*)::int from classes where currency = 'BGN') as classes,
        (select count(*)::int from products where currency = 'BGN') as products,
        (select count(*)::int from payments where currency = 'BGN' and status = 'pending'
          and (method is null or method <> 'card')) as payments,
        (select count(*)::int from kindergarten_bills where currency = 'BGN' and status = 'pending') as bills,
        (select count(*)::int from payments where currency = 'BGN' and status = 'pending' and method = 'card') as checkouts`,
    );
    expect(res.json()).toMatchObject({ currency: 'BGN', counts: { ...direct, discounts: 1 } });
    expect(direct?.payments).toBeGreaterThanOrEqual(3);
    const sample = res.json().samples.find((s: { kind: string }) => s.kind === 'discount');
    const [discount] = await queryRows<{ before: number; euro: number }>(
      t.database.db,
      sql.raw(`select amount as before, round(amount::numeric / 1.95583)::int as euro
        from changeover_before where what = 'discount.secondClass'`),
    );
    expect(sample).toMatchObject({ rule: 'secondClass', before: discount?.before, after: discount?.euro });
    for (const row of await compare()) expect([row.now, row.now_currency]).toEqual([row.before, row.before_currency]);
  });
});

describe('the changeover', () => {
  it('converts every price, open payment, unpaid bill and discount once, and leaves paid history in leva', async () => {
    await captureBefore();
    const res = await changeover('POST');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ changed: true, currency: 'EUR' });

    const rows = await compare();
    const moved = rows.filter((r) => expected(r).currency === 'EUR');
    // Not a test of nothing: every kind the issue names is there, and history too.
    for (const what of [
      'class.price',
      'class.monthly',
      'product.price',
      'payment.amount',
      'payment.list',
      'bill.amount',
    ])
      expect(moved.some((r) => r.what === what)).toBe(true);
    expect(rows.some((r) => r.state === 'paid:card' || r.state === 'validated:cash')).toBe(true);
    for (const row of rows) {
      expect({ what: row.what, id: row.id, amount: row.now, currency: row.now_currency, state: row.now_state }).toEqual(
        { what: row.what, id: row.id, ...expected(row) },
      );
    }
    const [settings] = await t.database.db.select().from(clubSettings);
    expect(settings?.currency).toBe('EUR');
    // A breakdown still adds up: the list amount and its lines make the amount.
    const broken = await queryRows(
      t.database.db,
      sql`select id from payments where list_amount is not null and currency = 'EUR' and list_amount +
        (select coalesce(sum((l->>'amount')::int), 0) from jsonb_array_elements(price_lines) l) <> amount`,
    );
    expect(broken).toEqual([]);
    const provider = t.app.payments.provider as TestProvider;
    expect((await provider.getCheckout(openCheckoutId)).status).toBe('expired');

    // One audit entry holds every converted amount before and after.
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.currency_changed'));
    expect(entries).toHaveLength(1);
    const details = entries[0]?.details as Record<string, { id: string; [k: string]: unknown }[]>;
    for (const row of moved) {
      const [kind, field] = row.what.split('.') as [string, string];
      const list = { class: 'classes', product: 'products', payment: 'payments', bill: 'bills' }[kind];
      if (!list) continue;
      const key =
        {
          price: kind === 'class' ? 'pricePerClass' : 'price',
          monthly: 'monthlyPrice',
          amount: 'amount',
          list: 'listAmount',
        }[field] ?? field;
      const entry = details[list]?.find((e) => e.id === row.id);
      expect(entry?.[key]).toEqual({ from: row.before, to: row.euro });
    }
    expect(details.currency).toEqual({ from: 'BGN', to: 'EUR' });

    // A second run changes nothing.
    const again = await changeover('POST');
    expect(again.json()).toMatchObject({
      changed: false,
      currency: 'EUR',
      counts: { classes: 0, products: 0, payments: 0, bills: 0, discounts: 0, checkouts: 0, subscriptions: 0 },
    });
    const afterSecond = await compare();
    expect(afterSecond).toEqual(rows);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.currency_changed')),
    ).toHaveLength(1);
  });

  it('converts what a declared rest of a month says: its whole due and the closed shares its month gave', async () => {
    const closure = {
      kind: 'closure' as const,
      amount: -1700,
      period: '2026-12',
      sessionsClosed: 2,
      sessionsInPeriod: 10,
    };
    const declared = (values: Partial<PaymentInsertValues>) =>
      buildPayment(t.database.db, {
        parentId: parent.user.id,
        childId: leva.childId,
        enrollmentId: leva.enrollmentId,
        currency: 'BGN',
        method: 'cash',
        status: 'pending',
        paidAt: null,
        ...values,
      });
    // The rest of a month (153.01 due, 90.00 left) that kept no lines, and a month that kept its closure line.
    const rest = await declared({ amount: 9000, monthDue: 15301, closureLines: [closure] });
    const lined = await declared({ amount: 15301, listAmount: 17001, priceLines: [closure], closureLines: [closure] });
    await changeover('POST');
    const read = async (id: string) =>
      (
        await queryRows<{ amount: number; month_due: number | null; closure: number; line: number | null }>(
          t.database.db,
          sql`select amount, month_due, (closure_lines->0->>'amount')::int as closure,
            (price_lines->0->>'amount')::int as line from payments where id = ${id}`,
        )
      )[0];
    // By hand at 1.95583: 90.00 → 46.02, 153.01 → 78.23, −17.00 → −8.69 (the line of the lined one, to the cent).
    expect(await read(rest.id)).toEqual({ amount: 4602, month_due: 7823, closure: -869, line: null });
    expect(await read(lined.id)).toEqual({ amount: 7823, month_due: null, closure: -869, line: -869 });
  });

  it('prices what is made afterwards in euro: a quote, a new charge, a new product', async () => {
    await changeover('POST');
    const [product] = await queryRows<{ id: string; price: number }>(
      t.database.db,
      sql`select id, price from products where active and stock_quantity > 0 limit 1`,
    );
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/shop/quote',
      payload: { items: [{ productId: product?.id, quantity: 1 }] },
    });
    expect(quote.json()).toMatchObject({ currency: 'EUR', total: product?.price });

    const paid = await parent.inject({
      method: 'POST',
      url: `/api/children/${leva.childId}/payments`,
      payload: { enrollmentId: leva.enrollmentId, billingPeriod: clubMonth(new Date(), 1), method: 'cash' },
    });
    expect(paid.statusCode).toBe(201);
    const [charge] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.enrollmentId, leva.enrollmentId), eq(payments.method, 'cash')));
    // pool_8 at 19.99 лв a class: 8 × round(1999 / 1.95583) = 8 × 1022 euro cents.
    expect(charge).toMatchObject({ currency: 'EUR', listAmount: null, amount: 8 * 1022 });

    const created = await admin.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: {
        name: { bg: 'Кърпа', en: 'Towel', ru: '' },
        description: { bg: '', en: '', ru: '' },
        category: 'accessories',
        price: 1200,
        stockQuantity: 3,
        active: true,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ price: 1200, currency: 'EUR' });
    const dashboard = await parent.inject({ method: 'GET', url: '/api/dashboard' });
    expect(dashboard.statusCode).toBe(200);
  });
});

describe('a card subscription in leva', () => {
  it('stays in leva until it ends, and its plan options are the euro prices at their value in leva', async () => {
    const [sub] = await t.database.db
      .insert(subscriptions)
      .values({
        parentId: parent.user.id,
        childId: leva.childId,
        enrollmentId: leva.enrollmentId,
        plan: 'pool_8',
        amount: 8 * 1999,
        currency: 'BGN',
        status: 'active',
        provider: 'test',
        providerSubscriptionId: 'sub_test_changeover',
      })
      .returning();
    const preview = (await changeover('GET')).json();
    // Set to end after its paid month (leva-subscriptions-end.test.ts): this one is unknown to the provider, so it waits.
    expect(preview.counts.subscriptions).toBe(1);
    expect((await changeover('POST')).json()).toMatchObject({ counts: { subscriptions: 1 }, subscriptionsWaiting: 1 });
    const detail = (await parent.inject({ url: `/api/subscriptions/${sub?.id}` })).json();
    expect(detail).toMatchObject({ currency: 'BGN', amount: 8 * 1999 });
    // The plan it is on is listed at what the subscription charges, 159.92 лв, not at its price converted to euro and
    // back (10.22 € a session × 8 = 81.76 € = 159.91 лв), which would move it by a stotinka.
    expect(detail.planOptions.filter((o: { plan: string }) => o.plan === 'pool_8')).toEqual([
      { plan: 'pool_8', amount: 15992 },
    ]);
    // Another plan is the euro price at its value in leva: the month's 170.01 лв became 86.92 € (86.924…), which is
    // 170.00 лв (170.0007…).
    expect(detail.planOptions).toContainEqual({ plan: 'pool_monthly', amount: 17000 });
  });
});

describe('a payment started for a class still in leva in a euro club', () => {
  it('is refused as a changed price, and nothing is written', async () => {
    // The club's currency moved but this class was not converted (what a payment reading the class just before a
    // changeover would see).
    await t.database.db.update(clubSettings).set({ currency: 'EUR' }).where(eq(clubSettings.id, 1));
    const before = await t.database.db.select().from(payments);
    const res = await parent.inject({
      method: 'POST',
      url: `/api/children/${leva.childId}/payments`,
      payload: { enrollmentId: leva.enrollmentId, billingPeriod: clubMonth(new Date(), 1), method: 'cash' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PRICE_CHANGED');
    expect(await t.database.db.select().from(payments)).toEqual(before);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a payment started while a changeover runs, on PostgreSQL', () => {
  it('waits for it and is written in euro, never in leva', async () => {
    const db = t.database.db;
    let started: Awaited<ReturnType<Caller['inject']>> | undefined;
    let request: Promise<void> | undefined;
    // A changeover's transaction, by hand: the settings row held exclusively while the class moves to euro.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from club_settings where id = 1 for update`);
      request = parent
        .inject({
          method: 'POST',
          url: `/api/children/${leva.childId}/payments`,
          payload: { enrollmentId: leva.enrollmentId, billingPeriod: clubMonth(new Date(), 1), method: 'cash' },
        })
        .then((res) => {
          started = res;
        });
      // Until the payment either finished or waits for the settings row.
      for (let i = 0; i < 200 && !started; i++) {
        const waiting = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        if ((waiting[0]?.n ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await tx.update(classes).set({ currency: 'EUR', pricePerClass: 1022, monthlyPrice: 8692 });
      await tx.update(clubSettings).set({ currency: 'EUR' }).where(eq(clubSettings.id, 1));
    });
    await request;
    expect(started?.statusCode).toBe(201);
    const [cash] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.enrollmentId, leva.enrollmentId), eq(payments.method, 'cash')));
    // pool_8 at the class's euro price: 8 × 10.22 €.
    expect(cash).toMatchObject({ currency: 'EUR', amount: 8 * 1022 });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two changeovers at once on PostgreSQL', () => {
  it('converts once: one answers what it changed, the other that nothing was left', async () => {
    await captureBefore();
    const [first, second] = await Promise.all([changeover('POST'), changeover('POST')]);
    const changed = [first?.json().changed, second?.json().changed].sort();
    expect(changed).toEqual([false, true]);
    for (const row of await compare()) {
      expect({ id: row.id, amount: row.now, currency: row.now_currency }).toEqual({
        id: row.id,
        amount: expected(row).amount,
        currency: expected(row).currency,
      });
    }
    const entries = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(eq(auditLog.action, 'settings.currency_changed'));
    expect(entries).toHaveLength(1);
  });
});
