// An invoice and a card refund the provider has accepted but not completed (Stripe answers `pending` for some cards and
// banks, and may fail the refund days later): the refund gets its credit note only when the provider completes it, a
// refund that fails gets none and gives its amount back, an invoice asked for meanwhile covers the money the club
// still holds, and the numbers stay consecutive. The provider's answers are stood in for by spies; the sync goes
// through the webhook handler as a provider's event does.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.js';
import { auditLog, emailOutbox, payments, refunds } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import type { PaymentIntentView, RefundView } from '../payments/provider/payment-provider.js';
import { handleProviderEvent } from '../payments/webhook.js';
import { buildPaidMonth, documentRows, enterClubLegal, lastInvoiceNumber } from './test-invoices.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let parent: Caller;
let admin: Caller;
const PERSON = { type: 'person', name: 'Мария Петрова', address: 'гр. София, ул. „Шипка“ 3' } as const;
let intents = 0;
let intent = '';
/** The provider's id of the current payment's `n`th refund. */
const re = (n: number) => `re_${intent}_${n}`;

beforeEach(async () => {
  parent = await buildCaller(t.app, t.database.db, { name: 'Мария Петрова' });
  admin = await buildCaller(t.app, t.database.db, { role: 'admin', name: 'Админ' });
  await enterClubLegal(admin);
});
afterEach(() => vi.restoreAllMocks());

/** The provider's refunds as it would list them: one per refund the admin asked for, with the status it has now. */
const atProvider: RefundView[] = [];

/** A card payment of 80.00 EUR paid through the provider, whose refunds the provider answers `pending`. */
async function cardMonthWithSlowRefunds() {
  atProvider.length = 0;
  intents += 1;
  intent = `pi_in_flight_${intents}`;
  const provider = t.app.payments.provider;
  const payment = await buildPaidMonth(t.database.db, parent.user.id, {
    method: 'card',
    provider: provider.name,
    providerPaymentId: intent,
  });
  vi.spyOn(provider, 'refund').mockImplementation(async (request) => {
    const view: RefundView = {
      id: re(atProvider.length + 1),
      paymentIntentId: request.paymentIntentId,
      amount: request.amount,
      currency: 'EUR',
      status: 'pending',
      reason: request.reason,
      created: new Date(),
      metadata: request.metadata,
    };
    atProvider.push(view);
    return view;
  });
  vi.spyOn(provider, 'getPaymentIntent').mockImplementation(
    async (id): Promise<PaymentIntentView> => ({
      id,
      status: 'succeeded',
      amount: 8000,
      amountReceived: 8000,
      currency: 'EUR',
      refunds: atProvider.map((r) => ({ ...r })),
      metadata: { paymentId: payment.id },
      created: new Date(),
    }),
  );
  return payment;
}

let events = 0;
/** The provider ends refund `id` as `status` and sends its event, as a webhook delivers it. */
async function providerEnds(id: string, status: RefundView['status']) {
  const refund = atProvider.find((r) => r.id === id);
  if (!refund) throw new Error(`no refund ${id}`);
  refund.status = status;
  events += 1;
  await handleProviderEvent(t.app.payments, {
    id: `evt_in_flight_${events}`,
    type: status === 'failed' ? 'refund.failed' : 'refund.updated',
    created: new Date(),
    object: { id, object: 'refund' },
    paymentIntentId: intent,
  });
}

const refund = (paymentId: string, amount: number) =>
  admin.inject({
    method: 'POST',
    url: `/api/payments/${paymentId}/refunds`,
    payload: { amount, reason: 'requested_by_customer' },
  });
const askInvoice = (paymentId: string) =>
  parent.inject({ method: 'POST', url: `/api/payments/${paymentId}/invoice`, payload: { recipient: PERSON } });
const paymentRow = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0];
const creditNoteMails = () => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'credit-note'));

describe('an invoice and a card refund still with the provider', () => {
  it('invoices what the club still holds and corrects it with a credit note once the refund completes', async () => {
    const payment = await cardMonthWithSlowRefunds();
    expect((await refund(payment.id, 3000)).statusCode).toBe(200);
    // Reserved, not completed: no credit note, no number taken.
    const [pending] = await t.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(pending).toMatchObject({ amount: 3000, status: 'pending', providerRefundId: re(1) });
    expect(await lastInvoiceNumber(t.database.db)).toBe(0);

    // The parent asks meanwhile: the 30.00 is still the club's, so the invoice is for the whole 80.00.
    expect((await parent.inject({ url: `/api/payments/${payment.id}/invoices` })).json().canRequest).toBe(true);
    const invoice = await askInvoice(payment.id);
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(invoice.json()).toMatchObject({ number: '0000000001', total: 8000 });

    // A webhook that says the refund is still pending changes nothing.
    await providerEnds(re(1), 'pending');
    expect(await lastInvoiceNumber(t.database.db)).toBe(1);

    await providerEnds(re(1), 'succeeded');
    expect((await documentRows(t.database.db)).map((d) => [d.number, d.kind, d.total])).toEqual([
      ['0000000001', 'invoice', 8000],
      ['0000000002', 'credit_note', 3000],
    ]);
    const [done] = await t.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(done?.status).toBe('completed');
    expect(await creditNoteMails()).toHaveLength(1);
    // The same event again: nothing more.
    await providerEnds(re(1), 'succeeded');
    expect(await lastInvoiceNumber(t.database.db)).toBe(2);
    expect(await creditNoteMails()).toHaveLength(1);

    // What the documents say equals what the club kept, computed straight from the tables.
    const [kept] = await queryRows<{ documents: number; money: number }>(
      t.database.db,
      sql`select (select sum(case when kind = 'invoice' then total else -total end) from invoices
                  where payment_id = ${payment.id})::int as documents,
                 (select p.amount - coalesce(sum(r.amount), 0) from payments p
                  left join refunds r on r.payment_id = p.id where p.id = ${payment.id} group by p.amount)::int as money`,
    );
    expect(kept).toEqual({ documents: 5000, money: 5000 });
  });

  it('issues no credit note for a refund that fails, gives its amount back and keeps the numbers unbroken', async () => {
    const payment = await cardMonthWithSlowRefunds();
    expect((await refund(payment.id, 8000)).statusCode).toBe(200);
    // A whole refund reserved: the payment reads refunded, but the money is still the club's, so it can be invoiced.
    expect((await paymentRow(payment.id))?.status).toBe('refunded');
    const invoice = await askInvoice(payment.id);
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(invoice.json().total).toBe(8000);

    await providerEnds(re(1), 'failed');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([]);
    expect((await documentRows(t.database.db)).map((d) => d.kind)).toEqual(['invoice']);
    expect(await creditNoteMails()).toEqual([]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.refund_failed'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ amount: 8000, currency: 'EUR', providerRefundId: re(1) });

    // Refunded again, this time completed: the next number, no gap.
    expect((await refund(payment.id, 2000)).statusCode).toBe(200);
    await providerEnds(re(2), 'succeeded');
    expect((await documentRows(t.database.db)).map((d) => [d.number, d.kind, d.total])).toEqual([
      ['0000000001', 'invoice', 8000],
      ['0000000002', 'credit_note', 2000],
    ]);
  });

  it('leaves a refund completed before the invoice out of it, with no credit note', async () => {
    const payment = await cardMonthWithSlowRefunds();
    expect((await refund(payment.id, 3000)).statusCode).toBe(200);
    await providerEnds(re(1), 'succeeded');
    const invoice = await askInvoice(payment.id);
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(invoice.json().total).toBe(5000);
    expect((await documentRows(t.database.db)).map((d) => d.kind)).toEqual(['invoice']);
  });

  it('refuses an invoice once a whole refund has completed', async () => {
    const payment = await cardMonthWithSlowRefunds();
    expect((await refund(payment.id, 8000)).statusCode).toBe(200);
    await providerEnds(re(1), 'succeeded');
    const res = await askInvoice(payment.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('INVOICE_NOT_ALLOWED');
    expect(await lastInvoiceNumber(t.database.db)).toBe(0);
  });

  it('gives the reservation back at once when the provider answers that the refund failed', async () => {
    const payment = await cardMonthWithSlowRefunds();
    vi.mocked(t.app.payments.provider.refund).mockImplementationOnce(async (request) => ({
      id: 're_failed',
      paymentIntentId: request.paymentIntentId,
      amount: request.amount,
      currency: 'EUR',
      status: 'failed',
      reason: request.reason,
      created: new Date(),
      metadata: request.metadata,
    }));
    const res = await refund(payment.id, 3000);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('PROVIDER_ERROR');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([]);
  });

  it('makes invoice and credit notes add up to what the club kept, whichever of the two comes first', async () => {
    for (let round = 0; round < 4; round++) {
      const payment = await cardMonthWithSlowRefunds();
      expect((await refund(payment.id, 2500)).statusCode).toBe(200);
      // The invoice request and the refund's completion race (truly so on PostgreSQL).
      const [invoice] = await Promise.all([askInvoice(payment.id), providerEnds(re(1), 'succeeded')]);
      expect(invoice.statusCode, invoice.body).toBe(201);
      const [sums] = await queryRows<{ documents: number; kept: number }>(
        t.database.db,
        sql`select (select sum(case when kind = 'invoice' then total else -total end) from invoices
                    where payment_id = ${payment.id})::int as documents,
                   (select amount from payments where id = ${payment.id}) -
                   (select coalesce(sum(amount), 0) from refunds where payment_id = ${payment.id})::int as kept`,
      );
      expect(sums).toEqual({ documents: 5500, kept: 5500 });
    }
    const numbers = (await documentRows(t.database.db)).map((d) => Number(d.number));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});
