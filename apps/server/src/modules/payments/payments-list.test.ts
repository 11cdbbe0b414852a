// The payments list, its filters and summary cards, and the CSV export of exactly the same rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildPayment, clubMonth } from '../../test/factories.js';

const DAY = 86_400_000;
let parent: Caller;
let other: Caller;
let coach: Caller;
let admin: Caller;
let ids: Record<string, string>;
let kids: { first: string; second: string; theirs: string };
let t: TestApp;

// Every test here only reads: one family's payments are made once for the whole file.
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 100_000 });
  const db = t.database.db;
  parent = await buildCaller(t.app, db, { name: 'Мария Петрова' });
  other = await buildCaller(t.app, db, { name: 'Друг Родител' });
  coach = await buildCaller(t.app, db, { role: 'instructor' });
  admin = await buildCaller(t.app, db, { role: 'admin' });
  const bgn = await buildClass(db, { instructorId: coach.user.id, title: { bg: 'Делфини' } });
  const eur = await buildClass(db, { currency: 'EUR', pricePerClass: 1000, title: { bg: 'Акули' } });
  kids = {
    first: (await buildChild(db, parent.user.id, { fullName: 'Виктория Петрова' })).id,
    second: (await buildChild(db, parent.user.id, { fullName: 'Борис Петров' })).id,
    theirs: (await buildChild(db, other.user.id, { fullName: 'Чуждо Дете' })).id,
  };
  const e1 = (await buildEnrollment(db, kids.first, bgn.id)).id;
  const e2 = (await buildEnrollment(db, kids.second, eur.id)).id;
  const e3 = (await buildEnrollment(db, kids.theirs, bgn.id)).id;
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const mine = { parentId: parent.user.id };
  ids = {
    cardPaid: (
      await buildPayment(db, { ...mine, childId: kids.first, enrollmentId: e1, amount: 16000, refundedAmount: 4000 })
    ).id,
    cashPending: (
      await buildPayment(db, {
        ...mine,
        childId: kids.first,
        enrollmentId: e1,
        amount: 12000,
        method: 'cash',
        status: 'pending',
        paidAt: null,
        billingPeriod: clubMonth(new Date(), 1),
        parentNotes: 'Плащам в понеделник',
        createdAt: at(1),
      })
    ).id,
    eurPaid: (
      await buildPayment(db, {
        ...mine,
        childId: kids.second,
        enrollmentId: e2,
        amount: 8000,
        currency: 'EUR',
        createdAt: at(2),
      })
    ).id,
    oldFailed: (
      await buildPayment(db, {
        ...mine,
        childId: kids.second,
        enrollmentId: e2,
        amount: 8000,
        currency: 'EUR',
        status: 'failed',
        paidAt: null,
        createdAt: at(40),
      })
    ).id,
    theirs: (await buildPayment(db, { parentId: other.user.id, childId: kids.theirs, enrollmentId: e3 })).id,
  };
});
afterAll(async () => {
  await t?.close();
});

type Row = { id: string };
const list = async (caller: Caller, query = '') => {
  const res = await caller.inject({ url: `/api/payments${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const listIds = async (caller: Caller, query = '') => (await list(caller, query)).items.map((p: Row) => p.id);
const listNumbers = async (caller: Caller, query = '') =>
  (await list(caller, query)).items.map((p: Row & { number: string }) => p.number);

/** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') endField();
    else if (c === '\n') endRow();
    else if (c !== '\r') field += c;
  }
  if (field || row.length) endRow();
  return rows;
}

describe('refusals', () => {
  it('asks for a session and valid filters', async () => {
    expect((await t.app.inject({ url: '/api/payments' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/payments/export.csv' })).statusCode).toBe(401);
    for (const query of ['status=lost', 'method=gold', 'range=365', 'childId=abc', 'pageSize=1000', 'page=0']) {
      const res = await parent.inject({ url: `/api/payments?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      if (query.startsWith('page')) continue;
      const csv = await parent.inject({ url: `/api/payments/export.csv?${query}` });
      expect(csv.statusCode, query).toBe(400);
    }
  });
});

describe('the list', () => {
  it('shows a parent only their own payments, an instructor their classes’, an admin all', async () => {
    const mine = [ids.cardPaid, ids.cashPending, ids.eurPaid, ids.oldFailed];
    expect((await listIds(parent)).sort()).toEqual([...mine].sort());
    expect(await listIds(other)).toEqual([ids.theirs]);
    expect((await listIds(coach)).sort()).toEqual([ids.cardPaid, ids.cashPending, ids.theirs].sort());
    expect(await listIds(admin)).toHaveLength(5);
    // Newest first, paged.
    const page = await list(parent, 'pageSize=2&page=2');
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(page.items.map((p: Row) => p.id)).toEqual([ids.eurPaid, ids.oldFailed]);
  });

  it('filters by status, method, child, date range and search', async () => {
    expect((await listIds(parent, 'status=paid')).sort()).toEqual([ids.cardPaid, ids.eurPaid].sort());
    expect(await listIds(parent, 'method=cash')).toEqual([ids.cashPending]);
    expect((await listIds(parent, `childId=${kids.second}`)).sort()).toEqual([ids.eurPaid, ids.oldFailed].sort());
    expect(await listIds(parent, `childId=${kids.theirs}`)).toEqual([]);
    expect(await listIds(parent, 'range=30')).not.toContain(ids.oldFailed);
    expect(await listIds(parent, 'range=90')).toContain(ids.oldFailed);
    expect(await listIds(parent, 'range=7&status=paid&method=card')).toEqual([ids.cardPaid, ids.eurPaid]);
    expect((await listIds(parent, `search=${encodeURIComponent('Борис')}`)).sort()).toEqual(
      [ids.eurPaid, ids.oldFailed].sort(),
    );
  });

  it('sums in the club’s currency, each lev amount converted at the fixed rate and counted', async () => {
    const { summary } = await list(parent);
    // By hand: 160.00 лв. = 81.81 €, 40.00 лв. = 20.45 €, 120.00 лв. = 61.36 € (61.355… rounds up).
    expect(summary.paidThisMonth).toEqual({ currency: 'EUR', amount: 8181 - 2045 + 8000, converted: 1 });
    expect(summary.awaitingConfirmation).toEqual({ currency: 'EUR', amount: 6136, converted: 1 });
    expect(summary.refunded).toEqual({ currency: 'EUR', amount: 2045, converted: 1 });
    // The filters narrow the rows, not the summary cards of the family's money.
    expect((await list(parent, 'status=failed')).summary).toEqual(summary);
  });
});

describe('the CSV export', () => {
  for (const query of [
    '',
    'status=paid',
    'method=card&range=7',
    `childId=KID`,
    'range=90&search=%D0%91%D0%BE%D1%80%D0%B8%D1%81',
  ]) {
    it(`has exactly the rows of the list for "${query || 'no filters'}"`, async () => {
      const q = query.replace('KID', kids.second);
      const res = await parent.inject({ url: `/api/payments/export.csv${q ? `?${q}` : ''}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, '')).filter((r) => r.some((f) => f !== ''));
      expect(header?.[0]).toBe('Дата');
      // Rows are told apart by the payment's number, as people quote it.
      const numberColumn = (header ?? []).indexOf('Номер');
      expect(rows.map((r) => r[numberColumn])).toEqual(await listNumbers(parent, q));
    });
  }

  it('keeps Cyrillic intact, speaks the asked language and shows only the caller’s rows', async () => {
    const bg = await parent.inject({ url: '/api/payments/export.csv?method=cash' });
    const [header, row] = parseCsv(bg.body.replace(/^\uFEFF/, ''));
    const cell = (name: string) => row?.[(header ?? []).indexOf(name)];
    expect(cell('Дете')).toBe('Виктория Петрова');
    expect(cell('Група')).toBe('Делфини');
    expect(cell('Бележки')).toBe('Плащам в понеделник');
    expect(cell('Сума')).toBe('120.00');
    expect(cell('Валута')).toBe('BGN');

    const en = await parent.inject({ url: '/api/payments/export.csv?lang=en' });
    expect(en.body.replace(/^\uFEFF/, '').startsWith('Date,Child,')).toBe(true);
    expect(en.body).not.toContain('Чуждо Дете');
    const theirs = await other.inject({ url: '/api/payments/export.csv' });
    expect(theirs.body).toContain('Чуждо Дете');
    expect(theirs.body).not.toContain('Виктория');
  });
});
