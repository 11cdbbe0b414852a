// A refund of an invoiced payment or order issues a credit note in the refund's transaction: the next number of the
// same sequence, naming the invoice it corrects, for the amount given back; an order's refund is in the refunds ledger
// and reconciliation finds nothing to report about it.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.js';
import { emailOutbox, invoices, orders, payments } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import {
  TEST_CARDS,
  buildChild,
  buildClass,
  buildEnrollment,
  buildProduct,
  clubMonth,
  submitCheckout,
} from '../../test/factories.js';
import { pdfText } from '../../test/pdf-text.js';
import { runReconciliation } from '../../test/reconciliation.js';
import type { TestProvider } from '../payments/provider/test-provider.js';
import { CLUB_LEGAL_VAT, buildPaidMonth, documentRows, enterClubLegal, lastInvoiceNumber } from './test-invoices.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let parent: Caller;
let admin: Caller;

beforeEach(async () => {
  parent = await buildCaller(t.app, t.database.db, { name: 'Мария Петрова' });
  admin = await buildCaller(t.app, t.database.db, { role: 'admin', name: 'Админ' });
});
afterEach(async () => {
  await (t.app.payments.provider as TestProvider).deliverPending();
});

const PERSON = { type: 'person', name: 'Мария Петрова', address: 'гр. София, ул. „Шипка“ 3' } as const;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
const dotted = (date: string) => date.split('-').reverse().join('.');

/** A validated cash payment of 80.00 EUR (no card provider involved in its refunds). */
const cashMonth = () =>
  buildPaidMonth(t.database.db, parent.user.id, {
    method: 'cash',
    status: 'validated',
    paidAt: null,
    validatedAt: new Date('2026-11-03T08:00:00Z'),
  });
const refund = (paymentId: string, amount: number) =>
  admin.inject({
    method: 'POST',
    url: `/api/payments/${paymentId}/refunds`,
    payload: { amount, reason: 'requested_by_customer' },
  });

describe('credit notes of a payment', () => {
  it('issues one per refund, naming the invoice, for the amount given back, and mails it', async () => {
    await enterClubLegal(admin);
    const payment = await cashMonth();
    const invoice = (
      await parent.inject({
        method: 'POST',
        url: `/api/payments/${payment.id}/invoice`,
        payload: { recipient: PERSON },
      })
    ).json();

    expect((await refund(payment.id, 3000)).statusCode).toBe(200);
    const [refundRow] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from refunds where payment_id = ${payment.id}`,
    );
    const [note] = await t.database.db.select().from(invoices).where(eq(invoices.kind, 'credit_note'));
    expect(note).toMatchObject({
      number: '0000000002',
      correctsId: invoice.id,
      refundId: refundRow?.id,
      paymentId: payment.id,
      total: 3000,
      taxBase: 3000,
      vatAmount: 0,
    });
    const documents = (await parent.inject({ url: `/api/payments/${payment.id}/invoices` })).json();
    expect(documents.invoice.number).toBe('0000000001');
    expect(documents.creditNotes).toEqual([
      expect.objectContaining({ number: '0000000002', kind: 'credit_note', correctsNumber: '0000000001', total: 3000 }),
    ]);

    const download = await parent.inject({ url: documents.creditNotes[0].pdfUrl });
    expect(download.headers['content-disposition']).toBe('attachment; filename="kreditno-izvestie-0000000002.pdf"');
    const text = (await pdfText(download.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('КРЕДИТНО ИЗВЕСТИЕ');
    expect(text).toContain('№ 0000000002');
    expect(text).toContain(`Към фактура Correcting invoice № 0000000001 от ${dotted(today())}`);
    expect(text).toContain('Обща сума за намаление Total 30,00 €');
    expect(text).toContain(
      'Основание за издаване Reason for issuing Частично възстановяване на платената сума по искане на клиента',
    );
    expect(text).toContain('чл. 113, ал. 9 от ЗДДС');

    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'credit-note'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ id: note?.id, to: parent.user.email });
    expect(mails[0]?.text).toContain('0000000001');

    // The rest given back: a second credit note, the payment refunded in full, the sequence still unbroken.
    expect((await refund(payment.id, 5000)).statusCode).toBe(200);
    expect((await documentRows(t.database.db)).map((d) => [d.number, d.kind, d.total])).toEqual([
      ['0000000001', 'invoice', 8000],
      ['0000000002', 'credit_note', 3000],
      ['0000000003', 'credit_note', 5000],
    ]);
  });

  it('splits a refund of a VAT-registered club’s invoice into base and VAT the same way', async () => {
    await enterClubLegal(admin, CLUB_LEGAL_VAT);
    const payment = await cashMonth();
    await parent.inject({ method: 'POST', url: `/api/payments/${payment.id}/invoice`, payload: { recipient: PERSON } });
    await refund(payment.id, 3100);
    const [note] = await t.database.db.select().from(invoices).where(eq(invoices.kind, 'credit_note'));
    // 31.00 / 1.2 = 25.8333… -> 25.83; VAT 5.17
    expect(note).toMatchObject({ total: 3100, taxBase: 2583, vatAmount: 517, vatRate: 20 });
  });

  it('makes two partial refunds of a VAT-registered club’s invoice add up to its base and VAT exactly', async () => {
    await enterClubLegal(admin, CLUB_LEGAL_VAT);
    const payment = await cashMonth();
    const invoice = (
      await parent.inject({
        method: 'POST',
        url: `/api/payments/${payment.id}/invoice`,
        payload: { recipient: PERSON },
      })
    ).json();
    expect((await refund(payment.id, 4000)).statusCode).toBe(200);
    expect((await refund(payment.id, 4000)).statusCode).toBe(200);
    // 80.00: base 66.67, VAT 13.33. The first 40.00: 40 / 1.2 = 33.333… -> 33.33, VAT 6.67; the second takes the
    // rest: base 66.67 - 33.33 = 33.34, VAT 13.33 - 6.67 = 6.66.
    expect((await documentRows(t.database.db)).map((d) => [d.number, d.kind, d.total])).toEqual([
      ['0000000001', 'invoice', 8000],
      ['0000000002', 'credit_note', 4000],
      ['0000000003', 'credit_note', 4000],
    ]);
    const notes = await queryRows<{ number: string; tax_base: number; vat_amount: number }>(
      t.database.db,
      sql`select number, tax_base, vat_amount from invoices where kind = 'credit_note' order by number`,
    );
    expect(notes).toEqual([
      { number: '0000000002', tax_base: 3333, vat_amount: 667 },
      { number: '0000000003', tax_base: 3334, vat_amount: 666 },
    ]);
    const [sums] = await queryRows<{ base: number; vat: number; total: number }>(
      t.database.db,
      sql`select i.tax_base - sum(n.tax_base)::int as base, i.vat_amount - sum(n.vat_amount)::int as vat,
            i.total - sum(n.total)::int as total
          from invoices i join invoices n on n.corrects_id = i.id
          where i.id = ${invoice.id} group by i.id`,
    );
    expect(sums).toEqual({ base: 0, vat: 0, total: 0 });

    const second = (await parent.inject({ url: `/api/payments/${payment.id}/invoices` })).json().creditNotes[1];
    const text = (await pdfText((await parent.inject({ url: second.pdfUrl })).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Данъчна основа Tax base 33,34 €');
    expect(text).toContain('ДДС 20% VAT 20% 6,66 €');
    expect(text).toContain(
      'Основание за издаване Reason for issuing Частично възстановяване на платената сума по искане на клиента',
    );
  });

  it('states a whole refund’s reason on its credit note', async () => {
    await enterClubLegal(admin, CLUB_LEGAL_VAT);
    const payment = await cashMonth();
    await parent.inject({ method: 'POST', url: `/api/payments/${payment.id}/invoice`, payload: { recipient: PERSON } });
    const res = await admin.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/refunds`,
      payload: { amount: 8000, reason: 'duplicate' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [note] = await t.database.db.select().from(invoices).where(eq(invoices.kind, 'credit_note'));
    expect(note).toMatchObject({ total: 8000, taxBase: 6667, vatAmount: 1333 });
    const text = (await pdfText(Buffer.from(note?.pdf ?? []))).replace(/\s+/g, ' ');
    expect(text).toContain('Основание за издаване Reason for issuing Двойно плащане');
  });

  it('issues one for a refund made in the card provider’s dashboard, once the club hears of it', async () => {
    await enterClubLegal(admin);
    const cls = await buildClass(t.database.db);
    const child = await buildChild(t.database.db, parent.user.id);
    const enrollment = await buildEnrollment(t.database.db, child.id, cls.id);
    const started = await parent.inject({
      method: 'POST',
      url: `/api/children/${child.id}/payments`,
      payload: { enrollmentId: enrollment.id, billingPeriod: clubMonth(), method: 'card' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const paymentId = started.json().payment.id;
    await submitCheckout(t.app, started.json().checkoutUrl, TEST_CARDS.success);
    await vi.waitFor(async () => {
      const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(row?.status).toBe('paid');
    });
    const invoice = await parent.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/invoice`,
      payload: { recipient: PERSON },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const [charge] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    await (t.app.payments.provider as TestProvider).refund({
      paymentIntentId: String(charge?.providerPaymentId),
      amount: 1000,
      reason: 'requested_by_customer',
      metadata: {},
      idempotencyKey: 'dashboard-refund',
    });
    await vi.waitFor(async () => {
      const notes = await t.database.db.select().from(invoices).where(eq(invoices.kind, 'credit_note'));
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ number: '0000000002', correctsId: invoice.json().id, total: 1000 });
    });
    await vi.waitFor(async () => {
      const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'credit-note'));
      expect(mails.map((m) => m.to)).toEqual([parent.user.email]);
    });
  });

  it('issues nothing for a refund of a payment without an invoice', async () => {
    await enterClubLegal(admin);
    const payment = await cashMonth();
    expect((await refund(payment.id, 3000)).statusCode).toBe(200);
    expect(await documentRows(t.database.db)).toEqual([]);
    expect(await lastInvoiceNumber(t.database.db)).toBe(0);
  });
});

describe('an order’s invoice and credit note', () => {
  const PRICE = 1500;
  /** The buyer's paid order of two caps (30.00); without a buyer, a guest's in `language`. */
  async function paidOrder(buyer: Caller | null, language = 'bg') {
    const product = await buildProduct(t.database.db, { name: { bg: 'Шапка за плуване' }, price: PRICE });
    const options = {
      method: 'POST' as const,
      url: '/api/orders',
      payload: {
        name: 'Мария Петрова',
        email: buyer ? buyer.user.email : 'guest@example.test',
        phone: '0888 123 456',
        shippingAddress: 'София',
        language,
        items: [{ productId: product.id, quantity: 2 }],
      },
    };
    const placed = buyer
      ? await buyer.inject(options)
      : await t.app.inject({ ...options, headers: { origin: 'http://localhost:3000' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, checkoutUrl } = placed.json() as { order: { id: string }; checkoutUrl: string };
    await submitCheckout(t.app, checkoutUrl, TEST_CARDS.success);
    await vi.waitFor(async () => {
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe('completed');
    });
    return order.id;
  }

  it('lets the buyer ask for it, nobody else, and a refund issues its credit note in the refunds ledger', async () => {
    await enterClubLegal(admin);
    const orderId = await paidOrder(parent);
    const other = await buildCaller(t.app, t.database.db, { name: 'Друг Купувач' });
    const theirs = await other.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/invoice`,
      payload: { recipient: PERSON },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await other.inject({ url: `/api/orders/${orderId}/invoices` })).statusCode).toBe(404);
    expect((await parent.inject({ url: `/api/orders/${orderId}/invoices` })).json().canRequest).toBe(true);

    const res = await parent.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/invoice`,
      payload: { recipient: PERSON },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ number: '0000000001', total: 2 * PRICE });
    const text = (await pdfText((await parent.inject({ url: res.json().pdfUrl })).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toMatch(/Шапка за плуване 2 15,00 (€|лв\.) 30,00 (€|лв\.)/);
    const invoiceMail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'invoice'));
    expect(invoiceMail.map((m) => m.to)).toEqual([parent.user.email]);
    expect(invoiceMail[0]?.text).toContain(`Или го изтеглете от профила си:\nhttp`);

    const cancelled = await admin.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/cancel`, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [ledger] = await queryRows<{ id: string; amount: number }>(
      t.database.db,
      sql`select id, amount from refunds where order_id = ${orderId}`,
    );
    expect(ledger?.amount).toBe(2 * PRICE);
    const [note] = await t.database.db.select().from(invoices).where(eq(invoices.kind, 'credit_note'));
    expect(note).toMatchObject({
      number: '0000000002',
      orderId,
      refundId: ledger?.id,
      correctsId: res.json().id,
      total: 2 * PRICE,
    });
    const documents = (await parent.inject({ url: `/api/orders/${orderId}/invoices` })).json();
    expect(documents.canRequest).toBe(false);
    expect(documents.creditNotes.map((n: { correctsNumber: string }) => n.correctsNumber)).toEqual(['0000000001']);
    // The order's charge and its refund agree with the ledger: reconciliation reports nothing.
    expect((await runReconciliation(admin)).items).toEqual([]);
  });

  it('tells a guest buyer the PDF is attached, with no link to an account they do not have, in their language', async () => {
    await enterClubLegal(admin);
    for (const [language, attached, account] of [
      ['en', 'The document is attached to this mail as a PDF.', 'account'],
      ['ru', 'Документ приложен к письму в формате PDF.', 'профил'],
      ['bg', 'Документът е приложен към писмото като PDF.', 'профил'],
    ] as const) {
      const orderId = await paidOrder(null, language);
      const res = await admin.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/invoice`,
        payload: { recipient: PERSON },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, res.json().id));
      expect(mail?.to).toBe('guest@example.test');
      expect(mail?.text, language).toContain(attached);
      expect(mail?.text, language).not.toContain(account);
      expect(mail?.text, language).not.toContain('/api/invoices/');
    }
  });

  it('refuses an order that is not completed', async () => {
    await enterClubLegal(admin);
    const orderId = await paidOrder(parent);
    await admin.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/cancel`, payload: {} });
    const res = await parent.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/invoice`,
      payload: { recipient: PERSON },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('INVOICE_NOT_ALLOWED');
    expect(await documentRows(t.database.db)).toEqual([]);
    expect(await lastInvoiceNumber(t.database.db)).toBe(0);
  });
});
