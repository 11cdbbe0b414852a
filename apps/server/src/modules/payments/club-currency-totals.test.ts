// History across the changeover (issue 24 item 3): lev payments made before it and euro payments after, refunds in
// both. Every total a screen shows is in the club's currency, and equals a direct SQL computation written here: each
// amount in the other currency divided (or multiplied) by 1.95583 and rounded to the cent on its own, then summed.
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { clubSettings, refunds } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildPayment } from '../../test/factories.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const DAY = 86_400_000;
let admin: Caller;
let parent: Caller;

/** A family with lev history, euro payments since the changeover, refunds of both, and open payments of both. */
async function seedHistory() {
  const db = t.database.db;
  const child = await buildChild(db, parent.user.id, { fullName: 'Виктория Петрова' });
  const mine = { parentId: parent.user.id, childId: child.id };
  const old = new Date(Date.now() - 300 * DAY);
  // Lev history: card payments (one refunded in part, one in full), a confirmed cash payment.
  const levCard = await buildPayment(db, { ...mine, amount: 16005, refundedAmount: 4000, paidAt: old });
  const levRefunded = await buildPayment(db, {
    ...mine,
    amount: 12000,
    refundedAmount: 12000,
    status: 'refunded',
    paidAt: old,
  });
  await buildPayment(db, { ...mine, amount: 9999, method: 'cash', status: 'validated', paidAt: new Date() });
  // Euro since the changeover: paid this month, one refunded in part; a lev transfer and a euro cash payment pending.
  const euroCard = await buildPayment(db, { ...mine, amount: 8000, currency: 'EUR', refundedAmount: 1250 });
  await buildPayment(db, { ...mine, amount: 4333, currency: 'EUR', method: 'cash', status: 'validated' });
  await buildPayment(db, { ...mine, amount: 10001, method: 'bank_transfer', status: 'pending', paidAt: null });
  await buildPayment(db, { ...mine, amount: 4000, currency: 'EUR', method: 'cash', status: 'pending', paidAt: null });
  await buildPayment(db, { ...mine, amount: 7000, currency: 'EUR', status: 'failed', paidAt: null });
  await db.insert(refunds).values([
    { paymentId: levCard.id, amount: 4000, reason: 'requested_by_customer' },
    { paymentId: levRefunded.id, amount: 12000, reason: 'duplicate' },
    { paymentId: euroCard.id, amount: 1250, reason: 'requested_by_customer' },
  ]);
}

/** An amount column in euro cents, as this test computes it for itself. */
const euro = (column: string) =>
  sql.raw(`(case when currency = 'BGN' then round(${column}::numeric / 1.95583) else ${column} end)`);
/** The same in stotinki, for a club still in leva. */
const leva = (column: string) =>
  sql.raw(`(case when currency = 'EUR' then round(${column}::numeric * 1.95583) else ${column} end)`);
const thisMonth = sql.raw(
  `paid_at >= (date_trunc('month', now() at time zone 'Europe/Sofia') at time zone 'Europe/Sofia')`,
);

async function direct(inClub: typeof euro, other: 'BGN' | 'EUR') {
  const [row] = await queryRows<Record<string, number>>(
    t.database.db,
    sql`select
      coalesce(sum(${inClub('amount')} - ${inClub('refunded_amount')})
        filter (where status in ('paid', 'validated', 'refunded') and ${thisMonth}), 0)::int as "paid",
      count(*) filter (where status in ('paid', 'validated', 'refunded') and ${thisMonth} and currency = ${other})::int
        as "paidConverted",
      coalesce(sum(${inClub('amount')}) filter (where status = 'pending' and method in ('cash', 'bank_transfer')), 0)::int
        as "awaiting",
      count(*) filter (where status = 'pending' and method in ('cash', 'bank_transfer') and currency = ${other})::int
        as "awaitingConverted",
      coalesce(sum(${inClub('refunded_amount')}), 0)::int as "refunded",
      count(*) filter (where refunded_amount > 0 and currency = ${other})::int as "refundedConverted"
    from payments`,
  );
  if (!row) throw new Error('no row');
  return row;
}

/** The CSV as rows of cells by heading (no cell of this data holds a comma or a quote). */
function csvRows(body: string): Record<string, string>[] {
  const [header, ...rows] = body
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => line.split(','));
  return rows.map((cells) => Object.fromEntries((header ?? []).map((name, i) => [name, cells[i] ?? ''])));
}

beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
  parent = await buildCaller(t.app, t.database.db, { role: 'parent' });
});

describe('totals across the changeover in a euro club', () => {
  it('sums the summary cards in euro, lev amounts converted one by one, as direct SQL does, for staff and family', async () => {
    await seedHistory();
    const want = await direct(euro, 'BGN');
    for (const caller of [admin, parent]) {
      const { summary } = (await caller.inject({ url: '/api/payments' })).json();
      expect(summary.paidThisMonth).toEqual({ currency: 'EUR', amount: want.paid, converted: want.paidConverted });
      expect(summary.awaitingConfirmation).toEqual({
        currency: 'EUR',
        amount: want.awaiting,
        converted: want.awaitingConverted,
      });
      expect(summary.refunded).toEqual({ currency: 'EUR', amount: want.refunded, converted: want.refundedConverted });
    }
    // And by hand, so the SQL above is checked too: this month 99.99 лв. = 51.12 €, 80.00 € - 12.50 €, 43.33 €;
    // awaiting 100.01 лв. = 51.13 € and 40.00 €; refunded 40.00 лв. = 20.45 €, 120.00 лв. = 61.36 €, 12.50 €.
    expect([want.paid, want.awaiting, want.refunded]).toEqual([
      5112 + 8000 - 1250 + 4333,
      5113 + 4000,
      2045 + 6136 + 1250,
    ]);
    expect([want.paidConverted, want.awaitingConverted, want.refundedConverted]).toEqual([1, 1, 2]);
  });

  it('puts every payment’s amounts in euro beside its own amount and currency in the CSV', async () => {
    await seedHistory();
    const res = await admin.inject({ url: '/api/payments/export.csv' });
    expect(res.statusCode).toBe(200);
    const rows = csvRows(res.body);
    const want = await queryRows<{
      number: string;
      amount: number;
      refunded: number;
      inClub: number;
      refundedInClub: number;
    }>(
      t.database.db,
      sql`select number, amount, refunded_amount as refunded, ${euro('amount')}::int as "inClub",
            ${euro('refunded_amount')}::int as "refundedInClub"
          from payments`,
    );
    expect(rows).toHaveLength(want.length);
    const cents = (cell: string | undefined) => Math.round(Number(cell) * 100);
    for (const payment of want) {
      const row = rows.find((r) => r['Номер'] === payment.number);
      expect(row, payment.number).toBeDefined();
      expect(cents(row?.['Сума']), payment.number).toBe(payment.amount);
      expect(cents(row?.['Възстановено']), payment.number).toBe(payment.refunded);
      expect(cents(row?.['Сума (€)']), payment.number).toBe(payment.inClub);
      expect(cents(row?.['Възстановено (€)']), payment.number).toBe(payment.refundedInClub);
    }
    // The original currency column stays: both currencies are in the file.
    expect(new Set(rows.map((r) => r['Валута']))).toEqual(new Set(['BGN', 'EUR']));
    // Summing the file's euro column gives what direct SQL sums.
    const [sum] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select sum(${euro('amount')})::int as n from payments`,
    );
    expect(rows.reduce((total, r) => total + cents(r['Сума (€)']), 0)).toBe(sum?.n);
    const en = csvRows((await admin.inject({ url: '/api/payments/export.csv?lang=en' })).body);
    expect(Object.keys(en[0] ?? {})).toEqual(
      expect.arrayContaining(['Amount', 'Currency', 'Amount (€)', 'Refunded (€)']),
    );
  });
});

describe('totals in a club that still runs in leva', () => {
  it('converts the euro amounts to leva instead, as direct SQL does', async () => {
    await seedHistory();
    await t.database.db.insert(clubSettings).values({ id: 1, ...DEFAULT_CLUB_SETTINGS, currency: 'BGN' });
    const want = await direct(leva, 'EUR');
    const { summary } = (await admin.inject({ url: '/api/payments' })).json();
    expect(summary.paidThisMonth).toEqual({ currency: 'BGN', amount: want.paid, converted: want.paidConverted });
    expect(summary.awaitingConfirmation).toEqual({
      currency: 'BGN',
      amount: want.awaiting,
      converted: want.awaitingConverted,
    });
    expect(summary.refunded).toEqual({ currency: 'BGN', amount: want.refunded, converted: want.refundedConverted });
    // By hand: 80.00 € = 156.47 лв. (156.4664), 12.50 € = 24.45 лв. (24.447…), 43.33 € = 84.75 лв. (84.746…).
    expect(want.paid).toBe(9999 + 15647 - 2445 + 8475);
    const rows = csvRows((await admin.inject({ url: '/api/payments/export.csv' })).body);
    expect(Object.keys(rows[0] ?? {})).toContain('Сума (лв.)');
  });
});
