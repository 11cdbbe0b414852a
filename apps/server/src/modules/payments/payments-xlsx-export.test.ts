// The Excel export: the list's rows, read back with the library itself: amounts are numbers with a currency format,
// dates are dates, text stays text, headings speak the reader's language, and nobody gets another family's rows.
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildPayment } from '../../test/factories.js';

let t: TestApp;
let parent: Caller;
let other: Caller;
let coach: Caller;
let numbers: Record<string, string>;
let firstChildId: string;

/** The payments made below, as the workbook should show them (written by hand, not computed by the code). */
const EXPECTED = {
  // 22:30 UTC on 15 March is already the 16th in Sofia (UTC+2).
  lateCard: {
    day: Date.UTC(2026, 2, 16),
    month: Date.UTC(2026, 2, 1),
    amount: 160.05,
    refunded: 40,
    // In the euro club's columns, by hand: 160.05 лв. = 81.83 € (81.833…), 40.00 лв. = 20.45 € (20.451…).
    inEuro: 81.83,
    refundedInEuro: 20.45,
    currency: 'BGN',
    status: 'Платено',
  },
  cash: {
    day: Date.UTC(2026, 1, 2),
    month: Date.UTC(2026, 1, 1),
    amount: 120,
    refunded: 0,
    inEuro: 61.36,
    refundedInEuro: 0,
    currency: 'BGN',
    status: 'Чакащо',
  },
  euro: {
    day: Date.UTC(2026, 0, 20),
    month: Date.UTC(2026, 0, 1),
    amount: 1234.5,
    refunded: 0,
    inEuro: 1234.5,
    refundedInEuro: 0,
    currency: 'EUR',
    status: 'Платено',
  },
} as const;

const BG_HEADINGS = [
  'Дата',
  'Дете',
  'Група',
  'Период',
  'Начин',
  'Статус',
  'Сума',
  'Възстановено',
  'Валута',
  'Сума (€)',
  'Възстановено (€)',
  'Родител',
  'Бележки',
  'Номер',
];

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 100_000 });
  const db = t.database.db;
  parent = await buildCaller(t.app, db, { name: 'Мария Петрова' });
  other = await buildCaller(t.app, db, { name: 'Друг Родител' });
  coach = await buildCaller(t.app, db, { role: 'instructor' });
  const dolphins = await buildClass(db, { instructorId: coach.user.id, title: { bg: 'Делфини', en: 'Dolphins' } });
  const sharks = await buildClass(db, { currency: 'EUR', pricePerClass: 1000, title: { bg: 'Акули' } });
  const first = (await buildChild(db, parent.user.id, { fullName: 'Виктория Петрова' })).id;
  firstChildId = first;
  const second = (await buildChild(db, parent.user.id, { fullName: 'Борис Петров' })).id;
  const theirs = (await buildChild(db, other.user.id, { fullName: 'Чуждо Дете' })).id;
  const e1 = (await buildEnrollment(db, first, dolphins.id)).id;
  const e2 = (await buildEnrollment(db, second, sharks.id)).id;
  const e3 = (await buildEnrollment(db, theirs, dolphins.id)).id;
  const mine = { parentId: parent.user.id };
  const made = {
    lateCard: await buildPayment(db, {
      ...mine,
      childId: first,
      enrollmentId: e1,
      amount: 16005,
      refundedAmount: 4000,
      billingPeriod: '2026-03',
      createdAt: new Date('2026-03-15T22:30:00Z'),
    }),
    cash: await buildPayment(db, {
      ...mine,
      childId: first,
      enrollmentId: e1,
      amount: 12000,
      method: 'cash',
      status: 'pending',
      paidAt: null,
      billingPeriod: '2026-02',
      parentNotes: '=1+2 плащам в понеделник',
      createdAt: new Date('2026-02-02T09:00:00Z'),
    }),
    euro: await buildPayment(db, {
      ...mine,
      childId: second,
      enrollmentId: e2,
      amount: 123450,
      currency: 'EUR',
      billingPeriod: '2026-01',
      createdAt: new Date('2026-01-20T12:00:00Z'),
    }),
    theirs: await buildPayment(db, { parentId: other.user.id, childId: theirs, enrollmentId: e3, amount: 9900 }),
  };
  numbers = Object.fromEntries(Object.entries(made).map(([key, row]) => [key, row.number]));
});
afterAll(async () => {
  await t?.close();
});

async function readSheet(res: LightMyRequestResponse) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => {
    rows.push(row);
  });
  const [header, ...body] = rows;
  if (!header) throw new Error('the sheet has no heading row');
  const headings = (header.values as ExcelJS.CellValue[]).slice(1);
  const cell = (row: ExcelJS.Row, heading: string) => row.getCell(headings.indexOf(heading) + 1);
  return { sheet, headings, body, cell };
}

const exportAs = (caller: Caller, query = '') => caller.inject({ url: `/api/payments/export.xlsx${query}` });
const listNumbers = async (caller: Caller, query = '') =>
  (await caller.inject({ url: `/api/payments${query}` })).json().items.map((p: { number: string }) => p.number);

describe('refusals', () => {
  it('asks for a session and valid filters', async () => {
    expect((await t.app.inject({ url: '/api/payments/export.xlsx' })).statusCode).toBe(401);
    for (const query of ['status=lost', 'method=gold', 'range=365', 'childId=abc', 'lang=de']) {
      const res = await exportAs(parent, `?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('the Excel export', () => {
  it('is a download named like the CSV', async () => {
    const res = await exportAs(parent);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    // A zip archive, as every .xlsx is.
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  for (const query of ['', '?status=paid', '?method=cash', '?search=%D0%91%D0%BE%D1%80%D0%B8%D1%81']) {
    it(`has exactly the rows of the list for "${query || 'no filters'}"`, async () => {
      const { body, cell } = await readSheet(await exportAs(parent, query));
      expect(body.map((row) => cell(row, 'Номер').value)).toEqual(await listNumbers(parent, query));
    });
  }

  it('writes amounts as numbers in their currency, dates as dates and text as text, under Bulgarian headings', async () => {
    const { sheet, headings, body, cell } = await readSheet(await exportAs(parent));
    expect(sheet.name).toBe('Плащания');
    expect(headings).toEqual(BG_HEADINGS);
    expect(body).toHaveLength(3);
    for (const [key, want] of Object.entries(EXPECTED)) {
      const row = body.find((r) => cell(r, 'Номер').value === numbers[key]);
      if (!row) throw new Error(`no row for ${key}`);
      const amount = cell(row, 'Сума');
      expect(amount.type, key).toBe(ExcelJS.ValueType.Number);
      expect(amount.value, key).toBe(want.amount);
      expect(amount.numFmt, key).toContain(want.currency === 'BGN' ? 'лв.' : '€');
      expect(cell(row, 'Възстановено').value, key).toBe(want.refunded);
      expect(cell(row, 'Възстановено').type, key).toBe(ExcelJS.ValueType.Number);
      // The same amounts in the club's currency, as numbers in euro whatever the payment's own currency.
      for (const [heading, value] of [
        ['Сума (€)', want.inEuro],
        ['Възстановено (€)', want.refundedInEuro],
      ] as const) {
        expect(cell(row, heading).type, key).toBe(ExcelJS.ValueType.Number);
        expect(cell(row, heading).value, key).toBe(value);
        expect(cell(row, heading).numFmt, key).toContain('€');
      }
      const date = cell(row, 'Дата');
      expect(date.type, key).toBe(ExcelJS.ValueType.Date);
      expect((date.value as Date).getTime(), key).toBe(want.day);
      expect(date.numFmt, key).toBe('dd.mm.yyyy');
      // The billing month is a date too, shown as its Bulgarian name and year.
      const month = cell(row, 'Период');
      expect(month.type, key).toBe(ExcelJS.ValueType.Date);
      expect((month.value as Date).getTime(), key).toBe(want.month);
      expect(month.numFmt, key).toBe('[$-402]mmmm yyyy');
      expect(cell(row, 'Валута').value, key).toBe(want.currency);
      expect(cell(row, 'Статус').value, key).toBe(want.status);
    }
    const cash = body.find((r) => cell(r, 'Номер').value === numbers.cash);
    if (!cash) throw new Error('no cash row');
    expect(cell(cash, 'Дете').value).toBe('Виктория Петрова');
    expect(cell(cash, 'Група').value).toBe('Делфини');
    expect(cell(cash, 'Начин').value).toBe('В брой');
    // A note that looks like a formula stays the words the parent wrote.
    expect(cell(cash, 'Бележки').type).toBe(ExcelJS.ValueType.String);
    expect(cell(cash, 'Бележки').value).toBe('=1+2 плащам в понеделник');
    expect(cell(cash, 'Родител').value).toBe('Мария Петрова');
  });

  it('speaks the asked language', async () => {
    const { sheet, headings, body, cell } = await readSheet(await exportAs(parent, '?lang=en&method=cash'));
    expect(sheet.name).toBe('Payments');
    expect(headings.slice(0, 3)).toEqual(['Date', 'Child', 'Class']);
    const [row] = body;
    if (!row) throw new Error('no row');
    expect(cell(row, 'Method').value).toBe('Cash');
    expect(cell(row, 'Status').value).toBe('Pending');
    expect(cell(row, 'Class').value).toBe('Dolphins');
    expect(cell(row, 'Amount').value).toBe(120);
    const ru = await readSheet(await exportAs(parent, '?lang=ru'));
    expect(ru.headings.slice(0, 2)).toEqual(['Дата', 'Ребёнок']);
  });

  it('gives each caller only the rows they may see', async () => {
    const theirs = await readSheet(await exportAs(other));
    expect(theirs.body.map((row) => theirs.cell(row, 'Номер').value)).toEqual([numbers.theirs]);
    expect(theirs.body.map((row) => theirs.cell(row, 'Дете').value)).toEqual(['Чуждо Дете']);
    // Another family's child, asked for by id or by name: no rows.
    for (const query of [`?childId=${firstChildId}`, `?search=${encodeURIComponent('Виктория')}`]) {
      const res = await exportAs(other, query);
      expect(res.statusCode, query).toBe(200);
      expect((await readSheet(res)).body, query).toEqual([]);
    }
    // The coach of the Dolphins sees that class's children, not the Sharks'.
    const coached = await readSheet(await exportAs(coach));
    expect(coached.body.map((row) => coached.cell(row, 'Номер').value).sort()).toEqual(
      [numbers.lateCard, numbers.cash, numbers.theirs].sort(),
    );
  });
});
