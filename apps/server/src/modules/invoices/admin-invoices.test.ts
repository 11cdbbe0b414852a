// The admin's invoices list and the accountant's CSV (issue 24 item 8), read from documents written straight into the
// table: a period on the issue date, paging, each invoice's status from its credit notes, totals per currency.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildPayment, buildUser } from '../../test/factories.js';
import { buildInvoice } from '../../test/invoice-factory.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let admin: Caller;
const ids: Record<string, string> = {};
const numbers: Record<string, string> = {};

const COMPANY = {
  type: 'company' as const,
  name: 'Акме ООД',
  eik: '131468980',
  vatNumber: 'BG131468980',
  address: 'бул. Витоша 1, София',
  mol: 'Петър Петров',
};

/**
 * Seven documents around November 2026 (the numbers follow the dates, as issuing gives them):
 *   1 invoice   2026-10-28  80.00 EUR  payment A, person       fully credited by 4
 *   2 invoice   2026-11-05 120.00 EUR  payment B, company (VAT 20.00 on 100.00)  partly credited by 5
 *   3 invoice   2026-11-12  45.00 EUR  order SC, person
 *   4 credit    2026-11-15  80.00 EUR  corrects 1
 *   5 credit    2026-11-20  30.00 EUR  corrects 2
 *   6 invoice   2026-11-30  50.00 BGN  payment C
 *   7 invoice   2026-12-01 195.58 BGN  payment D
 */
beforeEach(async () => {
  const db = t.database.db;
  admin = await buildCaller(t.app, db, { role: 'admin', name: 'Админ' });
  const parent = await buildUser(db, { name: 'Мария Петрова' });
  const pay = async () => (await buildPayment(db, { parentId: parent.id, currency: 'EUR' })).id;
  const [a, b, c, d] = [await pay(), await pay(), await pay(), await pay()];
  const [order] = await db
    .insert(orders)
    .values({
      number: 'SC-2026-000042',
      status: 'completed',
      customerName: 'Георги Стоянов',
      email: 'georgi@example.test',
      phone: '0888 000 000',
      shippingAddress: 'Варна',
      total: 4500,
      currency: 'EUR',
      expiresAt: new Date('2026-11-12T12:00:00Z'),
      paidAt: new Date('2026-11-12T10:00:00Z'),
    })
    .returning();
  if (!order) throw new Error('order not created');
  const add = async (key: string, values: Parameters<typeof buildInvoice>[1]) => {
    const row = await buildInvoice(db, values);
    ids[key] = row.id;
    numbers[key] = row.number;
  };
  await add('inv1', { number: '0000000001', paymentId: a, issueDate: '2026-10-28', total: 8000 });
  await add('inv2', {
    number: '0000000002',
    paymentId: b,
    issueDate: '2026-11-05',
    taxEventDate: '2026-11-04',
    total: 12000,
    vatAmount: 2000,
    recipient: COMPANY,
  });
  await add('inv3', {
    number: '0000000003',
    orderId: order.id,
    issueDate: '2026-11-12',
    total: 4500,
    recipient: { type: 'person', name: 'Георги Стоянов', address: null },
  });
  await add('cn4', { number: '0000000004', paymentId: a, correctsId: ids.inv1, issueDate: '2026-11-15', total: 8000 });
  await add('cn5', {
    number: '0000000005',
    paymentId: b,
    correctsId: ids.inv2,
    issueDate: '2026-11-20',
    total: 3000,
    vatAmount: 500,
    recipient: COMPANY,
  });
  await add('inv6', { number: '0000000006', paymentId: c, issueDate: '2026-11-30', total: 5000, currency: 'BGN' });
  await add('inv7', { number: '0000000007', paymentId: d, issueDate: '2026-12-01', total: 19558, currency: 'BGN' });
});

const NOVEMBER = 'from=2026-11-01&to=2026-11-30';
const list = (caller: Caller, query = '') => caller.inject({ url: `/api/admin/invoices${query ? `?${query}` : ''}` });
type Item = { number: string } & Record<string, unknown>;

describe('who may read the invoices', () => {
  it('is an admin: anonymous 401, a parent and a coach 403, for the list and the CSV', async () => {
    const parent = await buildCaller(t.app, t.database.db, { name: 'Родител' });
    const coach = await buildCaller(t.app, t.database.db, { role: 'instructor', name: 'Треньор' });
    for (const url of ['/api/admin/invoices', '/api/admin/invoices.csv']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      for (const caller of [parent, coach]) {
        const res = await caller.inject({ url });
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
  });

  it('refuses a date that is not one, and a period that ends before it starts', async () => {
    for (const query of ['from=2026-13-01', 'to=30.11.2026', 'from=2026-11-30&to=2026-11-01', 'pageSize=0']) {
      const res = await list(admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      if (!query.startsWith('pageSize')) {
        expect((await admin.inject({ url: `/api/admin/invoices.csv?${query}` })).statusCode, query).toBe(400);
      }
    }
  });
});

describe('the list', () => {
  it('shows a period’s documents newest first, each with its recipient, amount, status, source and credit notes', async () => {
    const res = await list(admin, NOVEMBER);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5);
    expect(body.items.map((i: Item) => i.number)).toEqual([
      '0000000006',
      '0000000005',
      '0000000004',
      '0000000003',
      '0000000002',
    ]);
    const byNumber = Object.fromEntries(body.items.map((i: Item) => [i.number, i]));
    expect(byNumber['0000000002']).toEqual({
      id: ids.inv2,
      number: '0000000002',
      kind: 'invoice',
      issueDate: '2026-11-05',
      recipientName: 'Акме ООД',
      recipientEik: '131468980',
      total: 12000,
      currency: 'EUR',
      status: 'partly_credited',
      paymentNumber: expect.stringMatching(/^PM-\d{4}-\d{6}$/),
      orderNumber: null,
      correctsNumber: null,
      creditNotes: [{ id: ids.cn5, number: '0000000005' }],
      pdfUrl: `/api/invoices/${ids.inv2}/pdf`,
    });
    expect(byNumber['0000000003']).toMatchObject({
      recipientName: 'Георги Стоянов',
      recipientEik: null,
      status: 'issued',
      paymentNumber: null,
      orderNumber: 'SC-2026-000042',
      creditNotes: [],
    });
    expect(byNumber['0000000004']).toMatchObject({
      kind: 'credit_note',
      status: null,
      total: 8000,
      correctsNumber: '0000000001',
      creditNotes: [],
    });
    expect(byNumber['0000000006']).toMatchObject({ currency: 'BGN', total: 5000, status: 'issued' });
  });

  it('counts an invoice fully credited by a credit note issued in a later period', async () => {
    const body = (await list(admin, 'to=2026-10-31')).json();
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      number: '0000000001',
      status: 'fully_credited',
      creditNotes: [{ id: ids.cn4, number: '0000000004' }],
    });
  });

  it('pages as the other admin lists do, and lists everything without a period', async () => {
    const page = (await list(admin, `${NOVEMBER}&page=2&pageSize=2`)).json();
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.items.map((i: Item) => i.number)).toEqual(['0000000004', '0000000003']);
    const all = (await list(admin)).json();
    expect(all.total).toBe(7);
    expect(all.items.map((i: Item) => i.number)[0]).toBe('0000000007');
  });

  it('totals the period per currency exactly as a direct SQL sum of the month does', async () => {
    const { totals } = (await list(admin, NOVEMBER)).json();
    // The hand-counted table above: invoices 2, 3 (EUR) and 6 (BGN); credit notes 4 and 5 (EUR).
    expect(totals).toEqual([
      { currency: 'BGN', invoiced: 5000, credited: 0 },
      { currency: 'EUR', invoiced: 16500, credited: 11000 },
    ]);
    const direct = await queryRows<{ currency: string; invoiced: string; credited: string }>(
      t.database.db,
      sql`
      select currency,
             coalesce(sum(total) filter (where corrects_id is null), 0) as invoiced,
             coalesce(sum(total) filter (where corrects_id is not null), 0) as credited
      from invoices where date_trunc('month', issue_date) = date '2026-11-01'
      group by currency order by currency`,
    );
    expect(
      direct.map((r) => ({ currency: r.currency, invoiced: Number(r.invoiced), credited: Number(r.credited) })),
    ).toEqual(totals);
  });
});

/** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe('the CSV for the accountant', () => {
  it('has one row per document of the period in number order, with every tax field, UTF-8 with a BOM', async () => {
    const res = await admin.inject({ url: `/api/admin/invoices.csv?${NOVEMBER}&lang=bg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoices-2026-11-01-2026-11-30.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      'Номер',
      'Вид',
      'Дата на издаване',
      'Дата на данъчното събитие',
      'Получател',
      'ЕИК',
      'ДДС номер',
      'Данъчна основа',
      'Ставка ДДС (%)',
      'ДДС',
      'Общо',
      'Валута',
      'Към фактура',
      'Плащане / поръчка',
    ]);
    expect(rows.map((r) => r[0])).toEqual(['0000000002', '0000000003', '0000000004', '0000000005', '0000000006']);
    const [payment] = (await list(admin, NOVEMBER)).json().items.filter((i: Item) => i.number === '0000000002');
    expect(rows[0]).toEqual([
      '0000000002',
      'Фактура',
      '2026-11-05',
      '2026-11-04',
      'Акме ООД',
      '131468980',
      'BG131468980',
      '100.00',
      '20',
      '20.00',
      '120.00',
      'EUR',
      '',
      payment.paymentNumber,
    ]);
    expect(rows[1]?.slice(4, 14)).toEqual([
      'Георги Стоянов',
      '',
      '',
      '45.00',
      '0',
      '0.00',
      '45.00',
      'EUR',
      '',
      'SC-2026-000042',
    ]);
    expect(rows[3]?.slice(0, 2)).toEqual(['0000000005', 'Кредитно известие']);
    expect(rows[3]?.slice(7, 13)).toEqual(['25.00', '20', '5.00', '30.00', 'EUR', '0000000002']);
  });

  it('adds up, per currency and kind, to a direct SQL sum of the same month', async () => {
    const res = await admin.inject({ url: `/api/admin/invoices.csv?${NOVEMBER}&lang=en` });
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header?.slice(0, 3)).toEqual(['Number', 'Kind', 'Issue date']);
    const sums = new Map<string, number>();
    for (const row of rows) {
      const key = `${row[11]} ${row[1]}`;
      sums.set(key, (sums.get(key) ?? 0) + Math.round(Number(row[10]) * 100));
    }
    const direct = await queryRows<{ currency: string; kind: string; sum: string }>(
      t.database.db,
      sql`
      select currency, kind, sum(total) as sum from invoices
      where issue_date >= date '2026-11-01' and issue_date < date '2026-12-01' group by currency, kind`,
    );
    const word = { invoice: 'Invoice', credit_note: 'Credit note' } as Record<string, string>;
    expect(Object.fromEntries(sums)).toEqual(
      Object.fromEntries(direct.map((r) => [`${r.currency} ${word[r.kind]}`, Number(r.sum)])),
    );
    expect(sums.get('EUR Invoice')).toBe(16500);
  });

  it('lists every document without a period, in Russian when asked', async () => {
    const res = await admin.inject({ url: '/api/admin/invoices.csv?lang=ru' });
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoices-all.csv"');
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header?.[1]).toBe('Вид');
    expect(rows).toHaveLength(7);
    expect(rows.map((r) => r[1])).toContain('Кредитное уведомление');
  });
});
