// History across the changeover (issue 24 item 3): lev payments made before it and euro payments after, refunds in
// both. Every total a screen shows is in the club's currency, and equals figures worked out by hand from the seeded
// amounts: each amount in the other currency divided (or multiplied) by 1.95583 and rounded to the cent on its own,
// then summed.
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { beforeEach, describe, expect, it } from 'vitest';
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

/**
 * What each seeded amount is in euro cents, worked out by hand from the seeded figures: a lev amount divided by 1.95583
 * and rounded half up to the cent on its own; a euro amount as it is.
 */
const IN_EURO: Record<string, number> = {
  'BGN 16005': 8183, // 16005 / 1.95583 = 8183.23
  'BGN 12000': 6136, // 12000 / 1.95583 = 6135.50
  'BGN 9999': 5112, // 9999 / 1.95583 = 5112.41
  'BGN 10001': 5113, // 10001 / 1.95583 = 5113.43
  'BGN 4000': 2045, // 4000 / 1.95583 = 2045.17
  'BGN 0': 0,
  'EUR 8000': 8000,
  'EUR 4333': 4333,
  'EUR 4000': 4000,
  'EUR 7000': 7000,
  'EUR 1250': 1250,
  'EUR 0': 0,
};

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
  it('sums the summary cards in euro, lev amounts converted one by one, for staff and family', async () => {
    await seedHistory();
    // Paid this month (the old lev payments are 300 days back): 99.99 лв. = 51.12 € (5112.41), 80.00 € - 12.50 €,
    // 43.33 €. Awaiting: 100.01 лв. = 51.13 € (5113.43) and 40.00 €. Refunded: 40.00 лв. = 20.45 € (2045.17),
    // 120.00 лв. = 61.36 € (6135.50), 12.50 €. Converted: the lev amounts among each.
    const want = {
      paidThisMonth: { currency: 'EUR', amount: 5112 + 8000 - 1250 + 4333, converted: 1 },
      awaitingConfirmation: { currency: 'EUR', amount: 5113 + 4000, converted: 1 },
      refunded: { currency: 'EUR', amount: 2045 + 6136 + 1250, converted: 2 },
    };
    for (const caller of [admin, parent]) {
      const { summary } = (await caller.inject({ url: '/api/payments' })).json();
      expect(summary).toMatchObject(want);
    }
  });

  it('puts every payment’s amounts in euro beside its own amount and currency in the CSV', async () => {
    await seedHistory();
    const res = await admin.inject({ url: '/api/payments/export.csv' });
    expect(res.statusCode).toBe(200);
    const rows = csvRows(res.body);
    const cents = (cell: string | undefined) => Math.round(Number(cell) * 100);
    // Every seeded payment is in the file once, with its own amount and currency and both in euro beside them.
    expect(rows.map((r) => `${r.Валута} ${cents(r.Сума)}`).sort()).toEqual(
      ['BGN 16005', 'BGN 12000', 'BGN 9999', 'BGN 10001', 'EUR 8000', 'EUR 4333', 'EUR 4000', 'EUR 7000'].sort(),
    );
    for (const row of rows) {
      expect(cents(row['Сума (€)']), row.Номер).toBe(IN_EURO[`${row.Валута} ${cents(row.Сума)}`]);
      expect(cents(row['Възстановено (€)']), row.Номер).toBe(IN_EURO[`${row.Валута} ${cents(row.Възстановено)}`]);
    }
    // The original currency column stays: both currencies are in the file.
    expect(new Set(rows.map((r) => r.Валута))).toEqual(new Set(['BGN', 'EUR']));
    // The file's euro column sums to the hand-worked amounts.
    expect(rows.reduce((total, r) => total + cents(r['Сума (€)']), 0)).toBe(
      8183 + 6136 + 5112 + 8000 + 4333 + 5113 + 4000 + 7000,
    );
    const en = csvRows((await admin.inject({ url: '/api/payments/export.csv?lang=en' })).body);
    expect(Object.keys(en[0] ?? {})).toEqual(
      expect.arrayContaining(['Amount', 'Currency', 'Amount (€)', 'Refunded (€)']),
    );
  });
});

describe('totals in a club that still runs in leva', () => {
  it('converts the euro amounts to leva instead', async () => {
    await seedHistory();
    await t.database.db.insert(clubSettings).values({ id: 1, ...DEFAULT_CLUB_SETTINGS, currency: 'BGN' });
    // By hand: 80.00 € = 156.47 лв. (156.4664), 12.50 € = 24.45 лв. (24.4479), 43.33 € = 84.75 лв. (84.7461),
    // 40.00 € = 78.23 лв. (78.2332); the lev amounts as they are.
    const { summary } = (await admin.inject({ url: '/api/payments' })).json();
    expect(summary).toMatchObject({
      paidThisMonth: { currency: 'BGN', amount: 9999 + 15647 - 2445 + 8475, converted: 2 },
      awaitingConfirmation: { currency: 'BGN', amount: 10001 + 7823, converted: 1 },
      refunded: { currency: 'BGN', amount: 4000 + 12000 + 2445, converted: 1 },
    });
    const rows = csvRows((await admin.inject({ url: '/api/payments/export.csv' })).body);
    expect(Object.keys(rows[0] ?? {})).toContain('Сума (лв.)');
  });
});
